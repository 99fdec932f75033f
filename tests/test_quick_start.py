"""The client's quick start (``App(quick_start=True)``): the real main menu on the first frame, drawn and
taking input before pygame_gui has loaded (its buttons are the shell's own); pygame_gui comes in the
idle time after, and nothing on screen changes when it does. (How long it takes is
benchmarks/bench_startup.py's.)
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from conftest import first_game

from client.app import App
from client.launch import plain_start
from game import registry
from scenes.load import LoadScene
from scenes.load_shots import sample_session
from scenes.menu import BACKDROP_SPRITES, MenuScene, paint_backdrop
from scenes.new_game import NewGameScene
from scenes.tables import play_scene

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def quick(cempasuchil_home):
    """An app started as the client starts (before its first frame), with the main menu pushed."""
    application = App(quick_start=True, persist_settings=False, window_size=(1280, 720))
    application.push(MenuScene(application))
    yield application
    for scene in reversed(application.scenes):
        scene.exit()
    application.shutdown()


def pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def warm_up(app) -> None:
    """What the frame loop does in the idle moments after the first frame."""
    while app.warm_up():
        pass


def post_click(pos) -> None:
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        attrs = {"pos": pos}
        attrs.update({"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {"button": 1})
        pygame.event.post(pygame.event.Event(kind, attrs))


def face(app, object_id: str):
    """The menu's button ``#object_id``."""
    return next(b for b in app.scene.buttons if f"#{object_id}" in b.object_ids)


def test_the_first_frame_needs_neither_pygame_gui_nor_the_data_libraries(tmp_path):
    """(nor fluent.runtime and Babel: game/text.py says the menu's words itself)"""
    script = """
import json, os, sys
from client.app import App
from scenes.menu import MenuScene
app = App(quick_start=True, persist_settings=False, window_size=(1280, 720))
app.push(MenuScene(app))
app.frame(0.0, [])
first = {m: m in sys.modules for m in ("pygame_gui", "yaml", "pydantic", "fluent", "babel")}
first["buttons"] = len(list(app.scene.buttons))
while app.warm_up():
    pass
after = {"pygame_gui": "pygame_gui" in sys.modules, "ui": app.ui_loaded}
print(json.dumps({"first": first, "after": after}))
"""
    env = dict(os.environ, CEMPASUCHIL_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["first"]["buttons"] >= 5
    assert seen["first"] == {"pygame_gui": False, "yaml": False, "pydantic": False, "fluent": False, "babel": False,
                             "buttons": seen["first"]["buttons"]}
    assert seen["after"] == {"pygame_gui": True, "ui": True}


@pytest.mark.parametrize("scale, with_continue", [(100, False), (150, True)])
def test_nothing_on_screen_changes_when_pygame_gui_comes_in(cempasuchil_home, scale, with_continue):
    from game import registry
    from game.settings import Settings

    app = App(settings=Settings(ui_scale=scale), quick_start=True, persist_settings=False, window_size=(1280, 720))
    if with_continue:
        app.store.autosave(sample_session(next(iter(registry.games().values())), 1, 3, bot="random"))
    app.push(MenuScene(app))
    app.frame(0.0, [])
    assert not app.ui_loaded
    assert (app.scene.continue_button is not None) == with_continue
    first = pixels(app.canvas)
    warm_up(app)
    app.frame(0.0, [])
    assert app.ui_loaded
    assert pixels(app.canvas) == first
    app.shutdown()


def test_a_click_on_a_game_tile_at_the_first_frame_opens_its_new_game_dialog(quick):
    quick.settings.offered = sorted(registry.games())  # not the first start of a game (no guided game offered)
    tile = quick.scene.tiles[0]
    post_click(tile.rect.center)
    quick.run(smoke_frames=1)
    assert isinstance(quick.scene, NewGameScene) and quick.scene.game is tile.game


def test_a_click_on_a_button_at_the_first_frame_acts(quick):
    post_click(face(quick, "load").rect.center)
    quick.run(smoke_frames=1)
    assert isinstance(quick.scene, LoadScene)


def test_enter_at_the_first_frame_continues_the_last_game(cempasuchil_home):
    app = App(quick_start=True, persist_settings=False, window_size=(1280, 720))
    game = first_game()
    app.store.autosave(sample_session(game, 4, 2, bot="random"))
    app.push(MenuScene(app))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    app.run(smoke_frames=1)
    assert app.scene.name != "menu" and app.scene.session.game is game
    app.shutdown()


def test_a_button_held_while_pygame_gui_comes_in_still_clicks(quick):
    button = face(quick, "settings")
    down = {"pos": button.rect.center, "button": 1}
    quick.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, down)])
    assert button.held
    warm_up(quick)
    assert quick.ui_loaded and button.alive()
    quick.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONUP, down)])
    assert quick.scene.name == "settings"


def test_a_button_hovers_and_a_release_elsewhere_does_not_click(quick):
    button = face(quick, "quit")
    quick.frame(0.0, [pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert button.state == "hovered"
    quick.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)])
    assert button.state == "active"
    quick.frame(0.0, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)])
    assert quick.running and button.state == "hovered"  # still hovered: no motion came; Quit not clicked
    assert not button.hit(button.rect.topleft)  # the shadow and the rounded corner are not the button


def test_the_stored_backdrop_is_what_the_menu_would_draw(app):
    for large, name in BACKDROP_SPRITES.items():
        stored = app.assets.picture(name)
        assert stored is not None, f"{name} is missing: run tools/make_assets.py --only menu"
        assert pixels(stored) == pixels(paint_backdrop(app.assets, large)), f"{name} is stale: make_assets --only menu"


def test_prefetched_sprites_are_the_files(app):
    names = [g.cover for g in list(registry.games().values())[:2]]
    app.assets.prefetch(names)
    for name in names:
        assert pixels(app.assets.image(name)) == pixels(pygame.image.load(str(app.assets.root / "sprites" / name)))


def test_a_tables_sprites_prefetched_without_waiting_are_the_files_whenever_they_are_read(app):
    """A table's sprites decode in the background; one read before its turn is read at once (the
    thread then skips it), one read after comes from the thread; either way it is the file."""
    sprites = app.assets.root / "sprites"
    files = sorted((sprites / first_game().id).rglob("*.png"))[:40]  # the first game's own sprites
    assert len(files) == 40
    names = [f.relative_to(sprites).as_posix() for f in files]
    app.assets.prefetch(names, wait=False)
    early = names[-1]  # likely not decoded yet
    assert pixels(app.assets.image(early)) == pixels(pygame.image.load(str(sprites / early)))
    app.assets.settle()
    assert early not in app.assets._decoded, "a sprite read meanwhile is not kept twice"
    for name in names[:3]:
        assert pixels(app.assets.image(name)) == pixels(pygame.image.load(str(sprites / name)))
    assert not app.assets._decoding.keys() & set(names[:3])


def test_a_table_names_its_sprites_to_prefetch_and_tests_do_not_prefetch(app):
    from game.session import Session

    assert not app.prefetch_sprites, "App(quick_start=False): tests, shots"
    game = first_game()
    scene = play_scene(game)(app, Session(game, game.modes[0].id, 1))
    names = scene.table.sprites_to_prefetch()
    assert names, "a table names the sprites it draws (each game's own list: its scene tests)"
    assert all(not n.startswith("/") and "\\" not in n and app.assets.has_image(n) for n in names)


@pytest.mark.parametrize("argv, expected", [
    ([], {"smoke_frames": 0, "ready_file": None}),
    (["play"], {"smoke_frames": 0, "ready_file": None}),
    (["play", "--smoke-frames", "3", "--ready-file", "r.txt"], {"smoke_frames": 3, "ready_file": "r.txt"}),
    (["play", "--ready-file=r.txt", "--smoke-frames=2"], {"smoke_frames": 2, "ready_file": "r.txt"}),
    (["play", "--smoke-frames", "x"], None),
    (["play", "--smoke-frames"], None),
    (["play", "--help"], None),
    (["sim", first_game().id], None),
    (["--smoke-frames", "1"], None),
])
def test_a_plain_start_skips_the_command_line_parser_and_nothing_else_does(argv, expected):
    assert plain_start(argv) == expected
