"""Draws are draws in the statistics: a game its rules end level (the outcome's ``draw``) is counted
as a draw for every seat, never as a win; a victory the rules share (a tie the rulebook leaves
shared) counts as a win for each seat sharing it. Statistics files written before draws were kept
still load. The Statistics screen says the draws."""
from __future__ import annotations

import json
from types import SimpleNamespace

from conftest import first_game, table_mode

from game.protocol import Outcome
from game.session import default_setup
from game.stats import load_stats, record, save_stats, stats_path
from scenes.menu import MenuScene
from scenes.stats_scene import HUMAN_TITLE, StatsScene

GAME = first_game()
TABLE = table_mode(GAME)


def finished(outcome: Outcome, bot: str = "hard"):
    """A finished two-seat game of the first game's table mode with ``outcome`` (you against an AI)."""
    setup = default_setup(GAME, TABLE, 2, bot=bot)
    return SimpleNamespace(game=GAME, setup=setup, state=SimpleNamespace(outcome=lambda: outcome, is_over=True))


def test_a_draw_is_a_draw_for_every_seat_and_a_win_for_none():
    stats: dict = {}
    entry = record(stats, finished(Outcome((6, 6), frozenset({0, 1}), draw=True, tiebreak="a draw")))
    assert entry.wins == {}, "a drawn game is nobody's win"
    assert entry.draws == {"human": 1, "hard": 1}
    assert entry.seats == {"human": 1, "hard": 1}


def test_a_shared_victory_is_a_win_for_each_seat_sharing_it():
    stats: dict = {}
    entry = record(stats, finished(Outcome((40, 40), frozenset({0, 1}), tiebreak="shared")))
    assert entry.wins == {"human": 1, "hard": 1} and entry.draws == {}


def test_draws_are_kept_in_the_file_and_an_older_file_still_loads():
    stats: dict = {}
    record(stats, finished(Outcome((6, 6), frozenset({0, 1}), draw=True)))
    record(stats, finished(Outcome((9, 4), frozenset({0}))))
    save_stats(stats)
    raw = json.loads(stats_path().read_text())
    key = f"{GAME.id}/{TABLE}"
    assert raw["modes"][key]["draws"] == {"human": 1, "hard": 1}
    assert raw["modes"][key]["wins"] == {"human": 1}
    del raw["modes"][key]["draws"]  # as written before draws were kept
    stats_path().write_text(json.dumps(raw))
    old = load_stats()[key]
    assert old.played == 2 and old.wins == {"human": 1} and old.draws == {}


def test_the_statistics_screen_says_the_draws(app, driver):
    stats: dict = {}
    record(stats, finished(Outcome((6, 6), frozenset({0, 1}), draw=True)))
    record(stats, finished(Outcome((9, 4), frozenset({0}))))
    save_stats(stats)
    app.reset_to(MenuScene(app))
    driver.pump()
    driver.click_button("Statistics")
    scene = app.scene
    assert isinstance(scene, StatsScene)
    mode = GAME.mode(TABLE)
    lines = [t for t, _, _, _ in scene.card_lines(GAME, mode, scene.stats[f"{GAME.id}/{TABLE}"])]
    assert f"{HUMAN_TITLE}: 1 win, 1 draw in 2 seats (50%)" in lines
    assert any(line.endswith(": 0 wins, 1 draw in 2 seats (0%)") for line in lines), lines
