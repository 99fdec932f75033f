"""Frames while the AI seats play Ofrenda repaint only what changed: a tool changing state (undo
enabled after a move, "Suggest" thinking) repaints no opponent's panel, and the newest log line's
fading glow repaints the few lines it lies on, not the whole log. Each cached frame is still the
frame painted from scratch."""
from __future__ import annotations

from tests.test_table_caching import assert_fresh, run, synchronous_bots, table_for


def at_rest(app, scene) -> None:
    """Until the AI seats have moved and nothing animates (the log's glow has faded)."""
    for _ in range(300):
        if not app.frame(1 / 30, []):
            break
    for _ in range(2):
        app.dirty = True
        app.frame(1 / 30, [])
    assert scene.table_regions.painted == []


def test_a_tool_changing_repaints_no_opponent_panel(app, monkeypatch):
    app.settings.automaton_speed = "instant"
    synchronous_bots(app, monkeypatch)
    scene = table_for(app, "ofrenda", 4)
    at_rest(app, scene)
    undo = scene.tool("undo")
    could = scene.session.can_undo
    monkeypatch.setattr(scene.session, "can_undo", lambda seat: not could(seat))  # as a move landing does
    was = undo.enabled
    scene._refresh_buttons()  # (what a move landing does)
    app.dirty = True
    app.frame(1 / 30, [])
    assert undo.enabled != was
    painted = scene.table_regions.painted
    assert painted, "the undo button changed: its strip is repainted"
    assert "others" not in painted, f"the opponents' panels were repainted for a tool: {painted}"
    assert_fresh(scene, "the undo button toggling")
