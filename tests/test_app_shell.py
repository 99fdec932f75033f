"""The client shell: main menu, new game, load, settings, rules, dialogs, window scaling, CLI.

Everything is driven by real pygame events (mouse buttons at the buttons' window positions,
key presses, text input) through ``App.frame``, as a player would.
"""
from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from conftest import first_game

from game import registry
from game.saves import SaveInfo, SaveStore
from scenes.load import LoadScene
from scenes.load_shots import sample_session
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene
from scenes.rules_markdown import parse_markdown
from scenes.rules_scene import RulesScene, rules_path
from scenes.seating_plan import parse_seed
from scenes.settings_scene import SettingsScene
from scenes.tables import table_class, table_path
from game.text import say

ROOT = Path(__file__).resolve().parents[1]
GAME = first_game()
HAVE_PLAY = importlib.util.find_spec(table_path(GAME).partition(":")[0]) is not None


def open_menu(app, driver):
    app.reset_to(MenuScene(app))
    driver.pump()
    return app.scene


def is_table(scene) -> bool:
    """Whether ``scene`` is the play scene holding the game's table."""
    from scenes.play import PlayScene

    return isinstance(scene, PlayScene) and isinstance(scene.table, table_class(GAME))


# ---------------------------------------------------------------------------------- main menu
def test_menu_shows_every_registered_game_and_nothing_else(app, driver):
    menu = open_menu(app, driver)
    assert GAME.id in [t.game.id for t in menu.tiles]
    shown = []
    pages = -(-len(registry.games()) // menu.tiles_per_page)
    for page in range(pages):  # more games than a page holds: the arrows turn the pages
        menu.page = page
        app.rebuild_scene()
        shown += [t.game.id for t in menu.tiles]
    assert shown == list(registry.games())
    for text in ("Load a game", "Settings", "How to play", "Quit"):
        driver.find_button(text)


def test_continue_appears_only_with_a_game_in_progress(app, driver):
    menu = open_menu(app, driver)
    assert menu.continue_info is None
    with pytest.raises(LookupError):
        driver.find_button(object_id="continue")
    session = sample_session(GAME, 3, 4, bot="random")
    app.store.autosave(session)
    menu = open_menu(app, driver)
    assert menu.continue_info is not None and menu.continue_info.turn == session.state.summary()["progress"]
    button = driver.find_button(object_id="continue")
    assert GAME.title in button.tooltip and "you" in button.tooltip


def test_continue_names_what_it_resumes():
    from scenes import shell_words

    info = SaveInfo(Path("x.json"), "crafts", "Oaxaca: Crafts of a Culture", "Customer Satisfaction",
                    "Round 3 of 3", (12,), ("You",), 1_000_000.0, seats=(("You", "human", ""),))
    assert shell_words.game_line(info, now=1_000_000.0 + 2 * 3600 + 5) == \
        "Oaxaca: Crafts of a Culture \u00b7 solo \u00b7 Round 3 of 3 \u00b7 2 hours ago"
    three = SaveInfo(Path("y.json"), "crafts", "Oaxaca", "2 to 4 players", "Round 1 of 3", (), (), 0.0,
                     seats=(("You", "human", ""), ("Rosa", "bot", "Hard"), ("Diego", "bot", "Easy")))
    assert shell_words.seats_words(three) == "you, Rosa (Hard), Diego (Easy)"
    assert shell_words.mode_words(three) == "3 players"
    assert [shell_words.ago(0, s) for s in (30, 600, 86400 * 9)][:2] == ["just now", "10 minutes ago"]
    assert shell_words.continue_lines(info, now=1_000_000.0 + 60) == (
        "Oaxaca: Crafts of a Culture \u00b7 solo", "Round 3 of 3 \u00b7 1 minute ago")


def test_the_shell_says_whole_sentences_with_their_plurals():
    from scenes import shell_words as words

    assert [words.players(n) for n in (1, 3)] == ["1 player", "3 players"]
    assert [words.points(n) for n in (1, 0, 12)] == ["1 point", "0 points", "12 points"]
    assert words.bot_note("Rosa", "in B4 it lights up") == "Rosa: In B4 it lights up."
    assert words.nothing_to_undo("Rosa", True).startswith("Nothing to undo: Rosa has moved since")
    assert words.nothing_to_undo(None, False) == "Nothing to undo yet."
    assert words.SAME_NAME.format(first=1, second=3, name="Ana") == \
        "Seats 1 and 3 are both called Ana: give each its own name."


@pytest.mark.parametrize("label, scene_type", [("Load a game", LoadScene), ("Settings", SettingsScene),
                                               ("How to play", RulesScene)])
def test_each_menu_button_opens_its_screen_and_back_returns(app, driver, label, scene_type):
    open_menu(app, driver)
    driver.click_button(label)
    assert isinstance(app.scene, scene_type)
    driver.click_button("Back")
    assert isinstance(app.scene, MenuScene)
    driver.click_button(label)
    driver.key(pygame.K_ESCAPE)  # Esc is Back everywhere but the menu
    assert isinstance(app.scene, MenuScene)
    assert app.running


def test_game_tile_opens_the_new_game_dialog(app, driver):
    menu = open_menu(app, driver)
    driver.click(menu.tiles[0].rect.center)
    assert isinstance(app.scene, NewGameScene)
    assert app.scene.game.id == GAME.id
    assert driver.find_button(object_id=f"mode_{GAME.modes[0].id}").is_selected
    driver.click_button("Back")
    assert isinstance(app.scene, MenuScene)


def test_escape_quits_from_the_menu_without_asking(app, driver):
    open_menu(app, driver)
    driver.key(pygame.K_ESCAPE)
    assert not app.running
    assert not app.dialogs


def test_quit_button(app, driver):
    open_menu(app, driver)
    driver.click_button("Quit")
    assert not app.running


# ---------------------------------------------------------------------------------- new game
@pytest.mark.parametrize("text, seed, ok", [("", None, True), ("42", 42, True), (" 7 ", 7, True),
                                            ("12ab", None, False), ("-3", None, False), ("1.5", None, False),
                                            ("٣", None, False), ("1" * 19, None, False)])
def test_seed_parsing(text, seed, ok):
    value, error = parse_seed(text)
    assert (error is None) == ok
    assert value == seed


def test_seed_entry_is_validated_with_a_message(app, driver):
    menu = open_menu(app, driver)
    driver.click(menu.tiles[0].rect.center)
    scene = app.scene
    driver.click(scene.entry.rect.center)  # focus the field, then type
    driver.type_text("12x")
    assert scene.entry.get_text() == "12x"
    assert scene.error and "digits" in scene.error
    assert not driver.find_button("Start").is_enabled
    driver.key(pygame.K_BACKSPACE)
    assert scene.entry.get_text() == "12"
    assert scene.error is None
    assert driver.find_button("Start").is_enabled


def test_start_with_a_seed_opens_the_play_scene(app, driver):
    if not HAVE_PLAY:
        pytest.skip("the first game's play scene is not written yet")
    menu = open_menu(app, driver)
    driver.click(menu.tiles[0].rect.center)
    driver.click(app.scene.entry.rect.center)
    driver.type_text("2024")
    driver.click_button("Start")
    assert is_table(app.scene)
    assert app.scene.session.seed == 2024
    assert app.scene.session.mode == GAME.modes[0].id
    assert isinstance(app.scenes[0], MenuScene) and len(app.scenes) == 2


def test_start_without_a_seed_picks_one_and_says_which(app, driver):
    if not HAVE_PLAY:
        pytest.skip("the first game's play scene is not written yet")
    menu = open_menu(app, driver)
    driver.click(menu.tiles[0].rect.center)
    driver.click_button("Start")
    seed = app.scene.session.seed
    assert any(str(seed) in message for message, _ in app.toasts)


def test_a_missing_play_scene_is_a_message_not_a_crash(app, driver, monkeypatch):
    from scenes import game_scenes

    monkeypatch.setattr(game_scenes, "table_path", lambda game: "scenes.no_such_scene:Nothing")
    open_menu(app, driver)
    app.push(NewGameScene(app, GAME))
    driver.pump()
    driver.click_button("Start")
    assert isinstance(app.scene, NewGameScene)
    assert any("not available" in message for message, _ in app.toasts)


# ---------------------------------------------------------------------------------- load
def make_saves(store: SaveStore) -> dict:
    paths = {"auto": store.autosave(sample_session(GAME, 5, 6, bot="random")),
             "named": store.save_copy(sample_session(GAME, 6, 3, bot="random"), "sunday-game")}
    bad = store.folder / "broken.json"
    bad.write_text('{"format": "cempasuchil-save", "version": 1, "ga', encoding="utf-8")
    paths["bad"] = bad
    return paths


def open_load(app, driver):
    open_menu(app, driver)
    driver.click_button("Load a game")
    assert isinstance(app.scene, LoadScene)
    return app.scene


def row_index(scene, path) -> int:
    return [info.path for info in scene.infos].index(path)


def test_load_screen_lists_every_save_with_its_details(app, driver):
    paths = make_saves(app.store)
    scene = open_load(app, driver)
    assert {i.path for i in scene.infos} == set(paths.values())
    by_path = {i.path: i for i in scene.infos}
    assert by_path[paths["auto"]].autosave and say(by_path[paths["auto"]].turn, "en") == "Round 6 of 12"
    assert not by_path[paths["named"]].autosave
    assert by_path[paths["bad"]].error == "damaged"
    assert by_path[paths["named"]].mode == "Solo against Abuela"


def test_delete_asks_first_and_keep_it_keeps_the_file(app, driver):
    paths = make_saves(app.store)
    scene = open_load(app, driver)
    driver.click(scene.row_rect(row_index(scene, paths["named"])).center)
    assert scene.current.path == paths["named"]
    driver.click_button("Delete")
    assert app.dialog is not None
    assert paths["named"].exists()
    driver.click_button("Keep it")
    assert app.dialog is None and paths["named"].exists()
    driver.key(pygame.K_DELETE)  # the Delete key asks too; Esc says no
    assert app.dialog is not None
    driver.key(pygame.K_ESCAPE)
    assert app.dialog is None and paths["named"].exists()
    assert isinstance(app.scene, LoadScene)  # Esc closed the dialog, not the screen
    driver.click_button("Delete")
    driver.click_button("Delete")  # the dialog's own Delete button
    assert not paths["named"].exists()
    scene = app.scene
    assert paths["named"] not in [i.path for i in scene.infos]
    driver.click_button("Undo")  # until the screen is left, undo brings it back
    assert paths["named"].exists() and paths["named"] in [i.path for i in app.scene.infos]
    driver.click(app.scene.row_rect(row_index(app.scene, paths["named"])).center)
    driver.click_button("Delete")
    driver.click_button("Delete")
    driver.click_button("Back")  # leaving the screen makes it final
    assert not paths["named"].exists() and not app.store.can_undo_delete
    assert not any(app.store.folder.joinpath("trash").iterdir())


def test_a_damaged_save_shows_a_message_and_is_left_alone(app, driver):
    paths = make_saves(app.store)
    before = paths["bad"].read_bytes()
    scene = open_load(app, driver)
    driver.click(scene.row_rect(row_index(scene, paths["bad"])).center)
    assert "cut short" in say(scene.current.reason), "listed as damaged, with the reason"
    driver.click_button(object_id="load")
    assert app.dialog is not None
    assert "damaged" in app.dialog.message
    assert isinstance(app.scene, LoadScene)
    driver.click_button("Close")
    assert app.dialog is None
    assert paths["bad"].read_bytes() == before


def test_a_damaged_save_with_a_backup_offers_the_backup(app, driver):
    first = sample_session(GAME, 9, 2, bot="random")
    path = app.store.autosave(first)
    later = sample_session(GAME, 9, 5, bot="random")
    later.save_id = first.save_id
    app.store.autosave(later)  # the first version becomes the .bak
    path.write_text("{ cut short", encoding="utf-8")
    before = path.read_bytes(), Path(str(path) + ".bak").read_bytes()
    scene = open_load(app, driver)
    driver.click(scene.row_rect(row_index(scene, path)).center)
    driver.key(pygame.K_RETURN)  # Enter loads the selected save
    assert app.dialog is not None
    driver.find_button("Load the backup")
    driver.click_button("Load the backup")
    assert (path.read_bytes(), Path(str(path) + ".bak").read_bytes()) == before
    if HAVE_PLAY:
        assert is_table(app.scene)
        assert app.scene.session.state.round == 2
        assert app.scene.session.save_id != first.save_id, "the backup goes on as a game of its own"


def test_loading_a_good_save_opens_the_play_scene(app, driver):
    if not HAVE_PLAY:
        pytest.skip("the first game's play scene is not written yet")
    paths = make_saves(app.store)
    scene = open_load(app, driver)
    index = row_index(scene, paths["named"])
    driver.click(scene.row_rect(index).center)
    driver.click(scene.row_rect(index).center)  # a double click loads
    assert is_table(app.scene)
    assert app.scene.session.state.round == 3


def test_continue_uses_the_newest_game_in_progress(app, driver):
    if not HAVE_PLAY:
        pytest.skip("the first game's play scene is not written yet")
    app.store.autosave(sample_session(GAME, 11, 4, bot="random"))
    open_menu(app, driver)
    driver.key(pygame.K_RETURN)  # Enter = Continue
    assert is_table(app.scene)
    assert app.scene.session.seed == 11 and app.scene.session.state.round == 4


def test_empty_load_screen(app, driver):
    scene = open_load(app, driver)
    assert scene.infos == []
    assert not driver.find_button(object_id="load").is_enabled
    assert not driver.find_button("Delete").is_enabled


# ---------------------------------------------------------------------------------- settings
def persisted(home: Path) -> dict:
    return json.loads((home / "config" / "settings.json").read_text(encoding="utf-8"))


@pytest.fixture
def storing_app(cempasuchil_home):
    from client.app import App

    application = App(persist_settings=True, window_size=(1280, 720))
    yield application
    application.shutdown()


def test_settings_apply_at_once_and_persist(storing_app, cempasuchil_home):
    from conftest import Driver

    app, driver = storing_app, Driver(storing_app)
    open_menu(app, driver)
    driver.click_button("Settings")
    driver.click_button(object_id="colour_blind_true")
    assert app.settings.colour_blind and app.assets.colour_blind
    assert persisted(cempasuchil_home)["colour_blind"] is True
    driver.click_button(object_id="animation_slow")
    driver.click_button(object_id="automaton_instant")
    assert (app.settings.animation_speed, app.settings.automaton_speed) == ("slow", "instant")
    stored = persisted(cempasuchil_home)
    assert (stored["animation_speed"], stored["automaton_speed"]) == ("slow", "instant")
    # the segments show the new choice
    assert driver.find_button(object_id="animation_slow").is_selected
    assert not driver.find_button(object_id="animation_normal").is_selected
    # settings come back on the next start
    from game.settings import load_settings

    assert load_settings().colour_blind is True


def test_ui_scale_slider_scales_text_and_panels(app, driver):
    import pygame_gui

    open_menu(app, driver)
    load_height = driver.find_button("Load a game").rect.height
    driver.click_button("Settings")
    scene = app.scene
    slider = scene.sliders["scale"]
    slider.set_current_value(150)
    driver.post(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=slider, value=150.0)
    driver.pump(4)
    assert app.settings.ui_scale == 150 and app.assets.text_scale == 1.5
    assert app.scene is scene and scene.sliders["scale"].get_current_value() == 150  # rebuilt, same screen
    font = app.ui.get_theme().get_font(["button"])
    assert font.point_size == 30
    driver.click_button("Back")
    assert driver.find_button("Load a game").rect.height > load_height


def test_window_size_and_fullscreen_apply_at_once(app, driver):
    open_menu(app, driver)
    driver.click_button("Settings")
    driver.click_button(object_id="window_size")  # open the drop-down
    driver.click_button("1600 × 900", frames=6)
    assert app.window.get_size() == (1600, 900)
    assert (app.settings.window_width, app.settings.window_height) == (1600, 900)
    assert app.scale == pytest.approx(1.25)
    driver.click_button(object_id="fullscreen_true")
    assert app.settings.fullscreen
    driver.click_button(object_id="fullscreen_false")
    assert not app.settings.fullscreen
    assert app.window.get_size() == (1600, 900)
    driver.key(pygame.K_F11)
    assert app.settings.fullscreen
    assert driver.find_button(object_id="fullscreen_true").is_selected  # the screen follows F11
    driver.key(pygame.K_F11)
    assert not app.settings.fullscreen


def test_volume_without_an_audio_device(app, driver):
    app.audio = False
    open_menu(app, driver)
    driver.click_button("Settings")
    assert not app.scene.sliders["volume"].is_enabled


def test_restore_defaults(app, driver):
    open_menu(app, driver)
    driver.click_button("Settings")
    driver.click_button(object_id="colour_blind_true")
    driver.click_button("Restore defaults")
    assert not app.settings.colour_blind
    assert app.settings.ui_scale == 100


# ---------------------------------------------------------------------------------- rules
def test_every_game_has_its_rules_document():
    for game in registry.games().values():
        path = rules_path(game)
        assert path.is_file(), path
        kinds = {b.kind for b in parse_markdown(path.read_text(encoding="utf-8"))}
        assert {"h1", "h2", "p", "table"} <= kinds


def test_nested_lists_are_read_as_lists_under_their_item():
    text = ("1. **First** step.\n2. **Then** one of:\n   - **this**, which goes on\n     over two lines;\n"
            "   - **that**.\n   Never both.\n3. Last.\n\nAfter.")
    blocks = parse_markdown(text)
    assert [b.kind for b in blocks] == ["ol", "p"]
    steps = blocks[0]
    assert steps.items == ["**First** step.", "**Then** one of:", "Last."]
    inner = steps.nested[1]
    assert [b.kind for b in inner] == ["ul", "p"] and inner[1].text == "Never both."
    assert inner[0].items == ["**this**, which goes on over two lines;", "**that**."]
    assert steps.nested[0] == [] and steps.nested[2] == []


def test_rules_screen_scrolls_and_jumps_to_sections(app, driver):
    open_menu(app, driver)
    driver.click_button("How to play")
    scene = app.scene
    assert scene.doc is not None and scene.max_scroll > 1000
    assert driver.find_button(object_id=f"game_{GAME.id}").is_selected
    driver.post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0)
    driver.pump()
    assert scene.scroll == 180
    driver.key(pygame.K_END)
    assert scene.scroll == scene.max_scroll
    while not any(b.text == "Scoring" for b in driver.buttons()):  # the list follows the reading: step back to it
        driver.click_button("Earlier")
    driver.click_button("Scoring")
    target = dict(scene.doc.sections)["Scoring"]
    assert scene.scroll == min(scene.max_scroll, target - 6)


# ---------------------------------------------------------------------------------- window
def test_window_resize_maps_mouse_positions(app, driver):
    open_menu(app, driver)
    pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    driver.post(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000)
    driver.pump()
    assert app.window.get_size() == (1600, 1000)
    assert app.scale == pytest.approx(1.25)
    assert app.offset == (0, 50)  # letterboxed top and bottom
    assert app.to_logical((0, 50)) == (0, 0)
    assert app.to_logical((1599, 949)) == (1279, 719)
    assert (app.settings.window_width, app.settings.window_height) == (1600, 1000)
    # a click on the window lands on the button drawn there
    driver.click_button("Settings")
    assert isinstance(app.scene, SettingsScene)
    # and the scene gets logical positions
    seen = []
    app.scene.handle_input = seen.append
    driver.post(pygame.MOUSEMOTION, pos=(800, 500), rel=(5, 5), buttons=(0, 0, 0))
    driver.pump(1)
    assert seen and seen[-1].pos == (640, 360)
    assert seen[-1].rel == (4, 4)


def test_a_narrow_window_letterboxes_left_and_right(app, driver):
    open_menu(app, driver)
    pygame.display.set_mode((900, 720), pygame.RESIZABLE)
    driver.post(pygame.VIDEORESIZE, size=(900, 720), w=900, h=720)
    driver.pump()
    assert app.scale == pytest.approx(900 / 1280)
    assert app.offset[0] == 0 and app.offset[1] > 0
    driver.click_button("How to play")
    assert isinstance(app.scene, RulesScene)


# ---------------------------------------------------------------------------------- dialogs
def test_dialog_blocks_the_scene_below(app, driver):
    from scenes.dialogs import confirm

    menu = open_menu(app, driver)
    quit_button = driver.find_button("Quit")
    said = []
    confirm(app, "Really?", "A question.", on_confirm=lambda: said.append("yes"))
    driver.pump()
    driver.click(menu.tiles[0].rect.center)  # clicks under the veil reach nothing
    driver.click(quit_button.rect.center)
    driver.key(pygame.K_a)
    assert app.scene is menu and app.running and app.dialog is not None
    assert quit_button.alive()  # the menu's own UI was kept, not rebuilt
    driver.key(pygame.K_RETURN)
    assert said == ["yes"] and app.dialog is None
    confirm(app, "Really?", "Again.", on_confirm=lambda: said.append("again"))
    driver.pump()
    driver.key(pygame.K_ESCAPE)  # Esc answers the dialog; it does not quit the menu behind it
    assert said == ["yes"] and app.dialog is None and app.running


# ---------------------------------------------------------------------------------- command line
def run_cli(*args, timeout=60):
    import os

    env = dict(os.environ)
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=timeout)


def test_shot_renders_the_menu(tmp_path):
    out = tmp_path / "menu.png"
    result = run_cli("shot", "menu", "--seed", "3", "--out", str(out), "--width", "640", "--height", "360")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["out"] == str(out)
    image = pygame.image.load(str(out))
    assert image.get_size() == (640, 360)


def test_shot_of_an_unknown_scene_lists_the_known_ones(tmp_path):
    result = run_cli("shot", "nowhere", "--out", str(tmp_path / "x.png"))
    assert result.returncode == 2
    assert "menu" in result.stderr and "settings" in result.stderr
    assert not (tmp_path / "x.png").exists()


def test_render_shot_keeps_the_players_files_alone(cempasuchil_home, tmp_path):
    from client.shots import render_shot, shot_builders

    assert {"menu", "load", "settings", "rules", "new-game"} <= set(shot_builders())
    with pytest.raises(KeyError, match="known: "):
        render_shot("nowhere", out=tmp_path / "x.png")
    before = sorted(p.name for p in cempasuchil_home.rglob("*"))
    path = render_shot("load", seed=2, out=tmp_path / "load.png")
    assert path.exists()
    assert sorted(p.name for p in cempasuchil_home.rglob("*")) == before  # the sample saves went elsewhere


def test_play_smoke_frames_and_ready_file(tmp_path):
    ready = tmp_path / "ready.txt"
    result = run_cli("play", "--smoke-frames", "3", "--ready-file", str(ready))
    assert result.returncode == 0, result.stderr
    assert "first frame drawn" in result.stdout
    assert ready.read_text().strip() == "ready"
