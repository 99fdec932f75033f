"""Leaving a table whose game cannot be written, through the screens (headless): the saves folder
refuses writes (its games folder is a file, as a folder that cannot be written: root ignores a
folder's write bits), and every way out (the pause menu's Main menu, the window's close box, on to
the scores) asks first: stay, retry, save a copy in a folder the player names, or leave anyway. The
game stays in memory until the player chooses, and nothing is lost without their word."""
from __future__ import annotations

import shutil

import pygame
import pytest

from conftest import first_game
from game import registry
from scenes import shell_words as words
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene
from scenes.play import PlayScene

GAME = first_game()
SOLO = GAME.modes[0].id


@pytest.fixture
def table(app, driver):
    app.settings.animation_speed = "off"
    app.settings.automaton_speed = "instant"
    app.reset_to(MenuScene(app))
    app.push(NewGameScene(app, registry.get(GAME.id), SOLO, seed_text="3"))
    driver.pump()
    if app.dialog is not None:
        driver.click_button("Start a new one")
    driver.click_button("Start")
    scene = app.scene
    assert isinstance(scene, PlayScene)
    for _ in range(3):  # a few moves of the player's, each saved as it is made
        while not scene.players_turn:
            driver.pump(2, dt=0.5)
        scene.propose(scene.legal_actions()[0])
    driver.pump()
    return scene


def refuse_writes(app) -> None:
    """The games folder becomes a file: nothing can be written in it (even by root)."""
    app.store.flush()
    folder = app.store.games_folder
    shutil.rmtree(folder)
    folder.write_text("not a folder")


def allow_writes(app) -> None:
    folder = app.store.games_folder
    folder.unlink()
    folder.mkdir()


def pause_to_main_menu(scene, driver) -> None:
    driver.key(pygame.K_ESCAPE)
    assert scene.menu is not None
    scene.menu.button("Main menu").on_click()
    driver.pump()


def test_main_menu_asks_and_a_copy_in_a_chosen_folder_keeps_every_move(app, driver, table, tmp_path):
    scene = table
    refuse_writes(app)
    scene.propose(scene.legal_actions()[0])  # this move's autosave fails (the player is told)
    driver.pump(3)
    moves = list(scene.session.log)
    pause_to_main_menu(scene, driver)
    assert app.dialog is not None and app.dialog.title == words.NOT_SAVED_TITLE
    assert app.scene is scene, "the table is still there"
    driver.click_button(words.LEAVE_STAY)
    assert app.scene is scene and app.dialog is None and scene.session.log == moves
    pause_to_main_menu(scene, driver)
    driver.click_button(words.LEAVE_RETRY)  # still refused: asked again
    assert app.dialog is not None and app.dialog.title == words.NOT_SAVED_TITLE and app.scene is scene
    driver.click_button(words.LEAVE_COPY)
    assert app.dialog.title == words.COPY_FOLDER_TITLE
    chosen = tmp_path / "elsewhere" / "copies"
    app.dialog.entry.set_text(str(chosen))
    driver.click_button(words.COPY_FOLDER_OK)
    assert app.dialog is not None and app.dialog.title == words.COPY_FOLDER_DONE_TITLE
    [copy] = chosen.glob("*.json")
    assert app.store.load(copy).log == moves, "the copy holds every move"
    assert app.scene is scene, "still at the table until the player has read where the copy is"
    driver.click_button(words.LEAVE_GO_ON)
    assert isinstance(app.scene, MenuScene)


def test_a_copy_that_cannot_be_written_goes_back_to_the_question(app, driver, table, tmp_path):
    scene = table
    refuse_writes(app)
    scene.propose(scene.legal_actions()[0])
    pause_to_main_menu(scene, driver)
    driver.click_button(words.LEAVE_COPY)
    blocked = tmp_path / "a-file"
    blocked.write_text("x")
    app.dialog.entry.set_text(str(blocked / "inside"))
    driver.click_button(words.COPY_FOLDER_OK)
    assert app.dialog.title == words.COPY_FOLDER_FAILED_TITLE
    driver.click_button("Back")
    assert app.dialog.title == words.NOT_SAVED_TITLE and app.scene is scene


def test_retry_once_the_folder_takes_writes_again_saves_every_move(app, driver, table):
    scene = table
    refuse_writes(app)
    scene.propose(scene.legal_actions()[0])
    moves = list(scene.session.log)
    path = app.store.game_path(scene.session)
    pause_to_main_menu(scene, driver)
    assert app.dialog.title == words.NOT_SAVED_TITLE
    allow_writes(app)
    driver.click_button(words.LEAVE_RETRY)
    assert isinstance(app.scene, MenuScene) and app.dialog is None
    assert app.store.load(path).log == moves


def test_the_window_close_box_asks_and_leave_anyway_quits(app, driver, table):
    scene = table
    refuse_writes(app)
    scene.propose(scene.legal_actions()[0])
    driver.post(pygame.QUIT)
    driver.pump()
    assert app.running, "the program does not end with moves unsaved"
    assert app.dialog is not None and app.dialog.title == words.NOT_SAVED_TITLE
    driver.click_button(words.LEAVE_ANYWAY)
    assert not app.running


def test_a_saved_game_leaves_at_once(app, driver, table):
    scene = table
    moves = list(scene.session.log)
    path = app.store.game_path(scene.session)
    pause_to_main_menu(scene, driver)
    assert app.dialog is None and isinstance(app.scene, MenuScene)
    assert app.store.load(path).log == moves
    app.push(NewGameScene(app, registry.get(GAME.id), SOLO))
    driver.pump()
    driver.post(pygame.QUIT)  # (no table: the close box ends the program)
    driver.pump()
    assert not app.running


def test_the_scores_wait_for_the_finished_game_to_be_kept(app, driver, table):
    scene = table
    refuse_writes(app)
    shutil.rmtree(app.store.finished_folder, ignore_errors=True)
    app.store.finished_folder.parent.mkdir(parents=True, exist_ok=True)
    app.store.finished_folder.write_text("not a folder")
    scene.show_end()  # (as the table does once the game is over)
    assert app.dialog is not None and app.dialog.title == words.NOT_SAVED_TITLE
    assert words.LEAVE_STAY not in [b.text for b in app.dialog.buttons]
    assert app.scene is scene


def test_the_pause_menu_says_the_game_is_not_saved_while_saving_fails(app, driver, table):
    scene = table
    driver.key(pygame.K_ESCAPE)
    assert scene.menu.subtitle == words.PAUSED_SUBTITLE.format(title=scene.game.title)
    scene.close_menu()
    refuse_writes(app)
    scene.propose(scene.legal_actions()[0])  # this move's autosave fails
    app.store.flush()  # (the saves thread has tried, whatever the machine's load: its failure is waiting)
    driver.pump(3)
    driver.key(pygame.K_ESCAPE)
    assert scene.menu.subtitle == words.PAUSED_NOT_SAVED.format(title=scene.game.title)
    scene.close_menu()
    allow_writes(app)
    scene.saving.save()  # Ctrl+S works again
    driver.key(pygame.K_ESCAPE)
    assert scene.menu.subtitle == words.PAUSED_SUBTITLE.format(title=scene.game.title)
