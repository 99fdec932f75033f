"""The menu's way into a guided first game: offered the first time a game with one is started
(once), and played in a save of its own, never over a game in progress."""
from __future__ import annotations

import pytest

from conftest import frame
from game import registry, tutorial
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene

GAME = next((g for g in registry.games().values() if tutorial.has_tutorial(g)), None)


def test_the_first_start_of_a_game_offers_its_guided_game_once(app):
    if GAME is None:
        pytest.skip("no game has a guided first game")
    app.settings.offered = []
    menu = MenuScene(app)
    app.push(menu)
    frame(app)
    menu.open_new_game(GAME)
    assert app.dialog is not None and GAME.title in app.dialog.title
    assert GAME.id in app.settings.offered
    app.dialog.choose(1)  # Start a game
    assert isinstance(app.scene, NewGameScene)
    app.pop()
    menu.open_new_game(GAME)
    assert app.dialog is None and isinstance(app.scene, NewGameScene)  # offered once only


def test_learn_to_play_opens_the_guided_game_in_a_save_of_its_own(app):
    if GAME is None:
        pytest.skip("no game has a guided first game")
    from game.session import Session, default_setup

    playing = Session(GAME, default_setup(GAME, GAME.modes[0].id), 5)
    kept = app.store.autosave(playing)
    before = kept.read_bytes()
    app.push(MenuScene(app))
    assert app.open_tutorial(GAME)
    scene = app.scene
    assert scene.tutor is not None and scene.tutor.index == 0
    scene.saving.autosave()
    app.store.flush()
    assert kept.read_bytes() == before
    assert scene.session.save_id != playing.save_id
    again = app.store.load(app.store.game_path(scene.session))
    assert again.tutorial == {"step": 0}


def test_continue_names_a_guided_game_as_such(app):
    if GAME is None:
        pytest.skip("no game has a guided first game")
    from scenes.shell_words import continue_lines

    session = tutorial.new_session(tutorial.load(GAME))
    session.tutorial = {"step": 2}
    info = app.store.info(app.store.autosave(session))
    assert info.guided
    assert continue_lines(info)[0] == f"{GAME.title} \u00b7 learn to play"


def test_the_tile_of_a_game_with_a_guided_game_opens_it_and_then_says_learned(app):
    if GAME is None:
        pytest.skip("no game has a guided first game")
    import pygame

    menu = MenuScene(app)
    app.push(menu)
    while not any(t.game.id == GAME.id for t in menu.tiles):
        menu.turn_page(1)
        menu = app.scene
    frame(app)
    tile = next(t for t in menu.tiles if t.game.id == GAME.id)
    assert tile.learn_rect is not None
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        menu.handle_input(pygame.event.Event(kind, pos=tile.learn_rect.center, button=1))
    assert app.scene.tutor is not None and app.scene.game is GAME
    app.settings.learned = [GAME.id]
    app.reset_to(MenuScene(app))
    frame(app)
    assert app.scene.tiles  # drawn again with the game marked as learned (its pill says so)
