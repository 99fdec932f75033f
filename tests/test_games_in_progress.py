"""Several games in progress, through the screens a player uses: start a game, leave it, start
another of the same title, and continue each exactly where it was (headless). Played with the first
registered game (``conftest.first_game``): its solo mode and its first mode for two or more."""
from __future__ import annotations

import random

import pygame
import pytest

from conftest import first_game, table_mode
from game import registry
from scenes.load import LoadScene
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene
from scenes.seating_plan import HOTSEAT
from scenes.play import PlayScene

GAME = first_game()
SOLO, TABLE = GAME.modes[0].id, table_mode(GAME)


@pytest.fixture
def table(app):
    app.settings.animation_speed = "off"
    app.settings.automaton_speed = "instant"
    return app


def start(app, driver, game_id: str, mode: str, players: int | None = None, hotseat: tuple = (),
          names: dict | None = None, seed: str = "") -> PlayScene:
    """From the menu, through the new-game screen (saying "Start a new one" to its offer), to the table."""
    app.reset_to(MenuScene(app))
    driver.pump()
    scene = NewGameScene(app, registry.get(game_id), mode, seed_text=seed)
    app.push(scene)
    driver.pump()
    if app.dialog is not None:
        assert app.dialog.title == "A game in progress"
        driver.click_button("Start a new one")
    plan = scene.plan
    if players is not None:
        plan.set_count(players)
    for seat in hotseat:
        plan.set_controller(seat, HOTSEAT)
    for seat, name in (names or {}).items():
        plan.set_name(seat, name)
    app.rebuild_scene()
    driver.click_button("Start")
    assert isinstance(app.scene, PlayScene), app.scene
    return app.scene


def play_until(app, scene: PlayScene, done, seed: int, limit: int = 3000) -> None:
    """Human moves chosen at random, proposed through the table (which saves them); the machine's
    moves played by the table's own loop; hotseat curtains lifted as a person would."""
    rng = random.Random(seed)
    for _ in range(limit):
        if done(scene.session) or scene.session.state.is_over:
            return
        if scene.curtain is not None:
            scene.handover.lift()
        elif scene.players_turn:
            scene.propose(rng.choice(scene.legal_actions()))
        driver_frame(app)
    raise AssertionError("the game did not get there")


def driver_frame(app) -> None:
    import conftest

    conftest.frame(app, [], dt=0.5)


def leave(app, driver, scene: PlayScene) -> tuple:
    """Back to the main menu through the pause menu; returns the game as it was left (its state and log)."""
    digest = scene.session.state.digest(), list(scene.session.log)
    scene.open_menu()
    scene.menu.button("Main menu").on_click()
    driver.pump()
    assert isinstance(app.scene, MenuScene)
    return digest


def same_game(scene: PlayScene, left: tuple) -> bool:
    """The table took the game up exactly where it was left (the machine may have moved on since)."""
    digest, log = left
    return scene.app.store.load(scene.app.store.game_path(scene.session)).log[:len(log)] == log and \
        scene.session.log[:len(log)] == log and scene.session.replay_to(len(log)).state.digest() == digest


def continue_from_load(app, driver, path) -> PlayScene:
    app.reset_to(MenuScene(app))
    driver.pump()
    driver.click_button("Load a game")
    load = app.scene
    assert isinstance(load, LoadScene)
    load.select([i.path for i in load.infos].index(path))
    driver.click_button(object_id="load")  # "Continue" for a game in progress, "Open copy" for a copy
    assert isinstance(app.scene, PlayScene)
    return app.scene


def test_a_solo_and_a_table_game_of_one_title_side_by_side(table, driver):
    app = table
    solo = start(app, driver, GAME.id, SOLO, seed="4")
    play_until(app, solo, lambda s: len(s.log) >= 12, 4)
    solo_path = app.store.game_path(solo.session)
    solo_left = leave(app, driver, solo)
    duel = start(app, driver, GAME.id, TABLE, players=2, seed="5")
    assert duel.session.save_id != solo.session.save_id
    play_until(app, duel, lambda s: len(s.log) >= 3, 5)
    duel_path = app.store.game_path(duel.session)
    duel_left = leave(app, driver, duel)
    listed = app.store.in_progress(GAME.id)
    assert [i.path for i in listed] == [duel_path, solo_path], "both listed, the newest first"
    assert [i.players for i in listed] == [2, 1]
    assert app.scene.continue_info.path == duel_path, "Continue resumes the most recent"
    for path, left in ((solo_path, solo_left), (duel_path, duel_left)):
        scene = continue_from_load(app, driver, path)
        assert same_game(scene, left), "it continues exactly where it was"
        assert scene.session.save_id == path.stem
        leave(app, driver, scene)
    assert len(app.store.in_progress(GAME.id)) == 2


def test_two_hotseat_games_and_continue(table, driver):
    app = table
    first = start(app, driver, GAME.id, TABLE, players=2, hotseat=(1,), names={1: "Luis"}, seed="7")
    play_until(app, first, lambda s: len(s.log) >= 6, 7)
    first_left = leave(app, driver, first)
    second = start(app, driver, GAME.id, TABLE, players=2, hotseat=(1,), names={1: "Rosa"}, seed="8")
    play_until(app, second, lambda s: len(s.log) >= 4, 8)
    second_left = leave(app, driver, second)
    infos = app.store.in_progress(GAME.id)
    assert [i.seats[1][0] for i in infos] == ["Rosa", "Luis"]
    driver.key(pygame.K_RETURN)  # Enter on the menu: Continue, the most recent game
    assert isinstance(app.scene, PlayScene) and same_game(app.scene, second_left)
    leave(app, driver, app.scene)
    scene = continue_from_load(app, driver, infos[1].path)
    assert same_game(scene, first_left)


def test_a_game_has_its_file_from_the_deal(table, driver):
    """A game left before any move is kept too."""
    app = table
    scene = start(app, driver, GAME.id, SOLO, seed="3")
    path = app.store.game_path(scene.session)
    leave(app, driver, scene)
    [info] = app.store.in_progress()
    log = app.store.load(path).log  # the machine may have moved first (an automaton), the player not
    assert info.path == path and log == scene.session.log and all(e.seat != 0 for e in log)


def test_the_new_game_screen_offers_the_game_in_progress(table, driver):
    app = table
    scene = start(app, driver, GAME.id, SOLO, seed="3")
    left = leave(app, driver, scene)
    app.push(NewGameScene(app, GAME))
    driver.pump()
    assert app.dialog is not None and "in progress" in app.dialog.message
    driver.click_button("Continue that game")
    assert isinstance(app.scene, PlayScene) and same_game(app.scene, left)
    assert len(app.store.in_progress()) == 1, "continuing made no new game"


def test_ctrl_s_saves_the_game_without_copies_and_a_copy_on_request(table, driver):
    app = table
    scene = start(app, driver, GAME.id, SOLO, seed="3")
    for _ in range(3):
        driver.key(pygame.K_s, mod=pygame.KMOD_CTRL)
        driver.pump()
    assert [i.section for i in app.store.list()] == ["progress"], "Ctrl+S piles up nothing"
    assert any(m == "Game saved." for m, _ in app.toasts)
    scene.saving.save_copy()
    driver.pump()
    app.dialog.entry.set_text("Before the next move")
    driver.click_button("Save the copy")
    copies = [i for i in app.store.list() if i.section == "copies"]
    assert [i.label for i in copies] == ["Before the next move"]
    assert app.store.load(copies[0].path).state.digest() == scene.session.state.digest()
    opened = continue_from_load(app, driver, copies[0].path)
    assert opened.session.save_id != scene.session.save_id, "a copy opens as a game of its own"
    assert copies[0].path.read_bytes() == app.store.info(copies[0].path).path.read_bytes()


def test_the_same_toast_twice_shows_once(app):
    app.toast("Game saved.")
    app.toast("Something else.")
    app.toast("Game saved.")
    assert [m for m, _ in app.toasts] == ["Something else.", "Game saved."]


def test_the_load_screen_filters_by_game(app, driver):
    from scenes.load_shots import sample_session

    games = list(registry.games().values())[:2]
    for i, game in enumerate(games):
        app.store.autosave(sample_session(game, 3 + i, 2, bot="random"))
    app.reset_to(MenuScene(app))
    driver.pump()
    driver.click_button("Load a game")
    load = app.scene
    assert {i.game_id for i in load.infos} == {g.id for g in games}
    assert list(load._filters) == ["All games"] + sorted((g.title for g in games), key=lambda t: next(
        g.id for g in games if g.title == t))
    import pygame_gui

    app.handle_event(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, ui_element=load.filter_menu,
                                        text=games[1].title))
    assert {i.game_id for i in load.infos} == {games[1].id} and load.current.game_id == games[1].id
    load.set_filter(None)
    assert len(load.infos) == 2


@pytest.mark.parametrize("scale", [100, 200])
def test_every_games_rows_fit_the_load_screen_and_the_filter_stays_clear_of_the_buttons(cempasuchil_home, scale):
    from client.app import App
    from game.session import default_setup
    from game.settings import Settings
    from scenes.kit import fit
    from scenes.load_shots import sample_session

    app = App(settings=Settings(ui_scale=scale), persist_settings=False, window_size=(1280, 720))
    try:
        for i, game in enumerate(registry.games().values()):  # each game's longest table, every seat named
            mode = game.modes[-1]
            app.store.autosave(sample_session(game, 3 + i, 1, bot="random",
                                              setup=default_setup(game, mode.id, mode.players[1], bot="easy")))
            app.store.autosave(sample_session(game, 9 + i, 1, bot="random"))
        app.reset_to(MenuScene(app))
        app.push(LoadScene(app))
        load = app.scene
        with fit.recording() as boxes:
            for index in range(len(load.infos)):  # every row drawn, whatever the list's height
                row = pygame.Surface((1280, 720))
                load.draw_row(row, index)
        assert boxes and not [b for b in boxes if b.spills or b.below_floor]
        filter_rect = load.filter_menu.rect
        for b in (load.delete_button, load.load_button, load.undo_button):
            assert not filter_rect.colliderect(b.rect), b
    finally:
        for scene in reversed(app.scenes):
            scene.exit()
        app.shutdown()
