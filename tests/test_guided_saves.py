"""A guided first game among the saves: listed as "Learn to play" (not as its mode), never offered by
the new-game screen in place of a real game, not counted in the statistics, and its AI seats named by
the levels a player chooses from, never by a bot's internal name."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from game import registry, tutorial
from game.session import Session
from game.stats import load_stats, record_game
from scenes import shell_words as words
from scenes.load import LoadScene
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene

GUIDED = [g for g in registry.games().values() if tutorial.has_tutorial(g)]


def guided_session(game):
    session = tutorial.new_session(tutorial.load(game))
    session.tutorial = {"step": 0}
    return session


@pytest.mark.parametrize("game", GUIDED, ids=lambda g: g.id)
def test_a_guided_games_seats_are_named_by_the_levels_a_player_knows(app, game):
    info = app.store.info(app.store.autosave(guided_session(game)))
    offered = {level.replace("_", " ").title() for level in game.levels} | {"AI"}
    assert info.guided
    for name, kind, level in info.seats:
        assert kind == "human" or level in offered, f"{name} is labelled {level!r}"
    assert all(bot in game.bots for bot in game.shown_as), "only the game's own bots are shown as a level"


def test_the_new_game_screen_does_not_offer_the_guided_game(app, driver):
    game = GUIDED[0]
    app.store.autosave(guided_session(game))
    app.reset_to(MenuScene(app))
    app.push(NewGameScene(app, game))
    driver.pump()
    assert app.dialog is None, "a guided game in progress is no game to continue from New game"
    real = app.store.info(app.store.autosave(Session(game, game.modes[0].id, 5)))
    app.reset_to(MenuScene(app))
    app.push(NewGameScene(app, game))
    driver.pump()
    assert app.dialog is not None and app.dialog.title == "A game in progress"
    assert real.mode in app.dialog.message and words.LEARN_TO_PLAY not in app.dialog.message


def test_the_load_screen_lists_a_guided_game_as_learn_to_play(app, driver):
    game = GUIDED[0]
    path = app.store.autosave(guided_session(game))
    app.reset_to(MenuScene(app))
    app.push(LoadScene(app))
    driver.pump()
    scene = app.scene
    [info] = [i for i in scene.infos if i.path == path]
    line = scene.describe(info)
    assert line.startswith(words.LEARN_TO_PLAY), line
    assert words.mode_title(info) == words.LEARN_TO_PLAY
    assert words.LEARN_TO_PLAY in words.continue_tooltip(info)


def test_a_finished_guided_game_is_not_counted():
    game = GUIDED[0]
    session = guided_session(game)
    finished = SimpleNamespace(game=game, setup=session.setup, tutorial={"step": 9},
                               state=SimpleNamespace(is_over=True, outcome=session.state.outcome))
    assert record_game(finished) is None
    assert load_stats() == {}
