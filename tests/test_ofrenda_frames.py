"""Frames while the AI seats play Ofrenda repaint only what changed: a tool changing state (undo
enabled after a move, "Suggest" thinking) repaints no opponent's panel, and the newest log line's
fading glow repaints the few lines it lies on, not the whole log. Each cached frame is still the
frame painted from scratch."""
from __future__ import annotations

from tests.tables_seen import Still
from tests.test_table_caching import assert_fresh, run, synchronous_bots, table_for


def at_rest(app, scene) -> None:
    """Until the AI seats have moved and nothing animates (the log's glow has faded)."""
    for _ in range(300):
        if not app.frame(1 / 30, []):
            break
    for _ in range(2):
        app.dirty = True
        app.frame(1 / 30, [])
    assert Still(scene).painted == []


def test_a_tool_changing_repaints_no_opponent_panel(app, monkeypatch):
    app.settings.automaton_speed = "instant"
    synchronous_bots(app, monkeypatch)
    scene = table_for(app, "ofrenda", 4)
    at_rest(app, scene)
    undo = scene.tool("undo")
    could = scene.session.can_undo
    monkeypatch.setattr(scene.session, "can_undo", lambda seat: not could(seat))  # as a move landing does
    was = undo.enabled
    scene.refresh_toolbar()  # (what a move landing does)
    app.dirty = True
    app.frame(1 / 30, [])
    assert undo.enabled != was
    painted = Still(scene).painted
    assert painted, "the undo button changed: its strip is repainted"
    assert "others" not in painted, f"the opponents' panels were repainted for a tool: {painted}"
    assert_fresh(scene, "the undo button toggling")


def test_the_log_glow_repaints_the_newest_line_alone(app, monkeypatch):
    app.settings.automaton_speed = "instant"
    synchronous_bots(app, monkeypatch)
    scene = table_for(app, "ofrenda", 4)
    at_rest(app, scene)
    scene.log_panel.add("[b]A new line[/b] in the log")
    painted = []
    for frame in range(60):
        serial = Still(scene).serial
        run(app, 1)
        if Still(scene).serial != serial:  # (a frame drew and repainted something)
            painted.append(list(Still(scene).painted))
        if frame == 4:
            assert_fresh(scene, "the log's glow fading")
    assert_fresh(scene, "the log's glow gone")
    log = [names for names in painted if "log" in names or "log_edge" in names]
    glow = [names for names in painted if "log_glow" in names]
    assert len(log) == 1, f"the whole log was repainted on {len(log)} frames (the new line's alone)"
    assert len(glow) >= scene.log_panel.GLOW_STEPS, "each step of the glow repaints the newest line's band"


def test_a_region_that_moves_or_comes_back_is_repainted():
    """The log's cut moves with its newest line and its glow band vanishes while scrolled: a
    region whose rect changed, or that was missing, is repainted even with the key it had."""
    import pygame

    from scenes.widgets import layers
    pygame.init()
    base = pygame.Surface((40, 20))
    base.fill((10, 20, 30))

    def fill(colour):
        return lambda s: s.fill(colour, pygame.Rect(0, 0, 40, 20))  # clipped to the region's rect

    layer = layers.RegionLayer()
    split = [layers.Region("log", pygame.Rect(0, 0, 40, 10), 1, fill((200, 0, 0))),
             layers.Region("log_glow", pygame.Rect(0, 10, 40, 10), 1, fill((0, 200, 0)))]
    layer.update((40, 20), "base", base, split)
    whole = [layers.Region("log", pygame.Rect(0, 0, 40, 20), 1, fill((0, 0, 200)))]  # same key, grown
    out = layer.update((40, 20), "base", base, whole)
    assert layer.painted == ["log"] and out.get_at((5, 15))[:3] == (0, 0, 200)
    out = layer.update((40, 20), "base", base, split)  # the glow band back with the key it had
    assert layer.painted == ["log", "log_glow"]
    assert out.get_at((5, 15))[:3] == (0, 200, 0) and out.get_at((5, 5))[:3] == (200, 0, 0)


def test_a_tool_in_the_column_repaints_its_strip_alone(app, monkeypatch):
    """The undo button lies over the opponents' column: it changing repaints the toolbar's strip
    there, not the top bar beside it (which keys on the tools painting into it alone)."""
    app.settings.automaton_speed = "instant"
    synchronous_bots(app, monkeypatch)
    scene = table_for(app, "ofrenda", 4)
    at_rest(app, scene)
    undo = scene.tool("undo")
    could = scene.session.can_undo
    monkeypatch.setattr(scene.session, "can_undo", lambda seat: not could(seat))
    scene.refresh_toolbar()
    app.dirty = True
    app.frame(1 / 30, [])
    assert Still(scene).painted == ["toolbar"], f"repainted for the undo button: {Still(scene).painted}"
    assert_fresh(scene, "the undo button toggling")
    undo.highlight = True  # a suggestion lights it: its glow reaches over the top bar's end
    app.dirty = True
    app.frame(1 / 30, [])
    assert sorted(Still(scene).painted) == ["toolbar", "topbar"]
    assert_fresh(scene, "the undo button's glow")
