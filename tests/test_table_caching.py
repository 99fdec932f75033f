"""The tables' cached layers never go stale: after every kind of change (a move, an AI move, an
undo, hovering, a drag, the colour-blind setting, the text size, a resized window) the frame drawn
from the caches is pixel for pixel the frame painted from scratch, and the layers that show what
changed were repainted. Also: the shared blur built from a small one is exactly the direct blur."""
from __future__ import annotations

import concurrent.futures
import importlib
import importlib.util

import pygame
import pytest

from game import registry
from game.protocol import SeatSetup, Setup
from game.session import Session
from scenes.tables import play_scene, table_path
from tests.tables_seen import Still
from scenes.widgets import layers, paint


# ----------------------------------------------------------------------------- widgets
@pytest.mark.parametrize("size, radius, blur", [((80, 112), 10, 6), ((300, 60), 12, 8), ((61, 300), 9, 6),
                                                ((40, 40), 20, 4), ((216, 466), 16, 10)])
def test_blur_built_from_a_small_one_is_the_direct_blur(size, radius, blur):
    pygame.init()
    for colour, alpha in (((0, 0, 0), 120), ((255, 200, 90), 230)):
        quick = paint._blurred(size, colour, alpha, radius, blur)
        direct = paint._blur_direct(size, colour, alpha, radius, blur)
        assert quick.get_size() == direct.get_size()
        assert pygame.image.tobytes(quick, "RGBA") == pygame.image.tobytes(direct, "RGBA")


def test_region_layer_repaints_only_the_regions_whose_key_changed():
    pygame.init()
    base = pygame.Surface((40, 20))
    base.fill((10, 20, 30))
    colours = {"a": (200, 0, 0), "b": (0, 200, 0)}
    rects = {"a": pygame.Rect(0, 0, 20, 20), "b": pygame.Rect(20, 0, 20, 20)}

    def regions(keys):
        def painter(name):
            return lambda s: s.fill(colours[name], pygame.Rect(0, 0, 40, 20))  # clipped to its own rect
        return [layers.Region(n, rects[n], keys[n], painter(n)) for n in ("a", "b")]

    layer = layers.RegionLayer()
    out = layer.update((40, 20), "base", base, regions({"a": 1, "b": 1}))
    assert out.get_at((5, 5))[:3] == colours["a"] and out.get_at((25, 5))[:3] == colours["b"]
    assert layer.painted == ["a", "b"]
    layer.update((40, 20), "base", base, regions({"a": 1, "b": 1}))
    assert layer.painted == []
    colours["b"] = (0, 0, 200)
    colours["a"] = (99, 99, 99)  # a's key did not change: it keeps its old picture
    out = layer.update((40, 20), "base", base, regions({"a": 1, "b": 2}))
    assert layer.painted == ["b"]
    assert out.get_at((5, 5))[:3] == (200, 0, 0) and out.get_at((25, 5))[:3] == (0, 0, 200)
    layer.update((40, 20), "base", base, regions({"a": None, "b": 2}))  # None: repainted every time
    assert layer.painted == ["a"]
    layer.update((40, 20), "new base", base, regions({"a": 1, "b": 2}))  # a new base: everything
    assert layer.painted == ["a", "b"]
    assert layers.overlapping(regions({"a": 1, "b": 1})) == []


# ----------------------------------------------------------------------------- the tables
def synchronous_bots(app, monkeypatch):
    """AI seats decide at once, in this process (the worker's own function): a test sees their move
    on the next frame, always the same one."""
    from game.ai import driver

    def submit(game_id, bot_name, seat, seed, key, view, legal, budget=None):
        future = concurrent.futures.Future()
        future.set_result(driver.decide(game_id, bot_name, seat, seed, key, view, legal, budget, 0))
        return driver.Job(0, future)
    monkeypatch.setattr(app.bot_driver, "submit", submit)
    monkeypatch.setattr(app.bot_driver, "warm", lambda *a, **k: None)


def frame_of(scene) -> bytes:
    surface = pygame.Surface((1280, 720)).convert()
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def assert_fresh(scene, what: str) -> None:
    """The frame from the caches is the frame painted from scratch."""
    cached = frame_of(scene)
    with layers.caching(False):
        fresh = frame_of(scene)
    assert cached == fresh, f"a cached layer went stale after {what}"


def table_checks(game) -> dict:
    """What the game's table declares for these checks (``TABLE_CHECKS`` in its scene package):
    ``players``, the seat counts to open it with (the most its modes allow when it says nothing),
    ``options``, per mode, the options to set up with, and ``static_follows_colour_blind``."""
    module = table_path(game).partition(":")[0]
    package = module.rpartition(".")[0]
    spec = importlib.util.find_spec(package) if package != "scenes" else None
    holder = package if spec is not None and spec.submodule_search_locations else None
    checks = dict(getattr(importlib.import_module(holder), "TABLE_CHECKS", {})) if holder else {}
    checks.setdefault("players", (max(m.players[1] for m in game.modes),))
    return checks


def tables() -> list:
    """(game id, players) of every table the menu offers, as each declares."""
    return [(game.id, players) for game in registry.games().values() for players in table_checks(game)["players"]]


def table_for(app, game_id: str, players: int, seed: int = 4):
    game = registry.get(game_id)
    bots = tuple(SeatSetup("bot", n, "random") for n in ("Rosa", "Diego", "Lupita", "Mateo"))
    mode = next(m for m in game.modes if m.players[0] <= players <= m.players[1])
    options = table_checks(game).get("options", {}).get(mode.id, {})
    setup = game.validate_setup(Setup(mode.id, (SeatSetup("human", "You"),) + bots[:players - 1], options))
    scene = play_scene(game)(app, Session(game, setup, seed))
    app.push(scene)
    return scene


def run(app, frames: int, events=()) -> None:
    for i in range(frames):
        app.frame(1 / 30, list(events) if i == 0 else [])


def hover(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False)


@pytest.mark.parametrize("game_id, players", tables())
def test_cached_table_is_repainted_when_what_it_shows_changes(app, monkeypatch, game_id, players):
    app.settings.automaton_speed = "instant"
    synchronous_bots(app, monkeypatch)
    scene = table_for(app, game_id, players)
    regions = Still(scene)
    run(app, 2)
    assert layers.overlapping(regions.regions(scene.view)) == [], "a region repainted alone must not touch another"
    assert_fresh(scene, "opening the table")
    for _ in range(300):  # until the table is at rest (the AI seats have moved, nothing animates)
        if not app.frame(1 / 30, []):
            break
    for _ in range(2):  # the first frame at rest shows the animations' end; the next repaints nothing
        app.dirty = True
        app.frame(1 / 30, [])
    assert regions.painted == [], "nothing changed: nothing is repainted"

    # moves (the AI seats' and yours), mid-animation and at rest
    for step in range(6):
        if scene.players_turn:
            legal = scene.session.state.legal_actions(scene.seat)
            before = scene._version
            assert scene.propose(legal[step % len(legal)])
            assert scene._version != before
        run(app, 3)
        assert_fresh(scene, f"move {step} (mid-animation)")
        run(app, 40)
        assert_fresh(scene, f"move {step} (at rest)")

    # the pointer over each thing that reacts to it
    for spot in scene.hotspots[:: max(1, len(scene.hotspots) // 8)]:
        run(app, 2, [hover(spot.rect.center)])
        assert_fresh(scene, f"hovering {spot.key}")

    # undo: the table goes back to a picture it showed before, repainted
    if scene.session.can_undo(scene.seat):
        serial = regions.serial
        scene.undo()
        run(app, 2)
        assert regions.serial != serial, "undo repaints the table"
        assert_fresh(scene, "undo")

    # settings: the colour-blind mode and the text size repaint everything
    static = Still(scene).felt_paints
    app.settings.colour_blind = not app.settings.colour_blind
    app.apply_settings()
    run(app, 2)
    assert_fresh(scene, "the colour-blind toggle")
    if table_checks(registry.get(game_id)).get("static_follows_colour_blind"):
        assert Still(scene).felt_paints > static, "the static layer follows the colour-blind setting"
    app.settings.ui_scale = 125
    app.apply_settings()
    run(app, 2)
    assert_fresh(scene, "a larger text size")
    assert app.assets.text_scale == 1.25

    # a resized window: the canvas keeps its logical size, a differently sized target is repainted whole
    app.window = pygame.display.set_mode((960, 540))
    app.window_resized()
    run(app, 2)
    assert_fresh(scene, "a resized window")
    small = pygame.Surface((1280, 720)).convert()
    scene.draw(small)
    other = pygame.Surface((1300, 740)).convert()
    scene.draw(other)
    assert regions.surface.get_size() == (1300, 740)
    scene.draw(small)
    assert regions.surface.get_size() == (1280, 720)
    assert_fresh(scene, "drawing on a surface of another size")
