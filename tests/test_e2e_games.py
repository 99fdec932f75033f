"""End to end, every game the menu offers (from the registry): the real program in a real X window.

For each game: its tile on the main menu, the new-game dialog as it opens (the first mode, its
usual seating: the player and AI seats) with a seed, Start; once it is the player's turn (an AI
or the automaton may move first), H asks for a suggestion and a click on the suggestion's
"Do it" plays it, as a player would, whatever the game; the game's file then holds that move.
Ctrl+S, Escape, the pause menu's Main menu, Quit; start again, Continue: the game's file holds
the same game and the table looks the same. No game is named here: what differs between games
(where the Do it button sits, which scene draws the table) is asked of the game's own scene.

Uses the harness of ``tests/e2e_window.py`` (Xvfb, xdotool, ImageMagick's ``import``); skipped
without those tools, except under CI.
"""
from __future__ import annotations

import json
import time

import pytest

from game import registry
from scenes.tables import play_scene
from e2e_window import (NEUTRAL, TABLE_CROP, Game, Layout, differing_pixels, quiet_settings, save_comparison,
                      session_of, xvfb)  # noqa: F401  (xvfb: the fixture)

pytestmark = pytest.mark.e2e

SEED = 31
# The default suite plays the last game on the menu; every game plays with the soaks (``-m slow``): a
# window's game costs 12-19 s of a two-core machine, five of them a fifth of the suite's five minutes.
GAMES = [pytest.param(gid, marks=() if i == len(registry.games()) - 1 else pytest.mark.slow)
         for i, gid in enumerate(registry.games())]
# Share of the table allowed to differ after Continue: a highlight may be caught in another frame
# of its pulse (animations are off, but a suggested or selectable piece may still glow: Portents'
# twelve push arrows, caught at two ends of their pulse, were 1.07 % of the table once).
TOLERANCE = 0.02
STILL = 0.002  # two screenshots this close count as a settled screen (a glow pulses on)


def _scene(layout, session):
    """The game's own play scene for ``session`` (not shown): where its buttons are."""
    scene = play_scene(session.game)(layout.app, session)
    scene.refresh()
    return scene


def _players_turn(record):
    """(record, session) when the player's seat (0) is to decide, else None."""
    if record is None:
        return None
    session = session_of(record)
    step = session.next_step()
    if session.state.is_over or step.kind != "human" or 0 not in step.seats:
        return None
    return record, session


def _suggestion(session):
    """What the game's hint bot suggests to seat 0 now, as the client's worker asks it: a new
    bot of the game's seed, the seat's view and legal actions."""
    from game.ai import Decision, make_bot

    game = session.game
    name = game.hint_bot if game.hint_bot in game.bots else "random"
    state = session.state
    choice = make_bot(game, name, 0, session.seed).decide(
        Decision(0, list(state.legal_actions(0)), game.view(state, 0)))
    return choice.action, choice.reason, choice.steps


def _settled(game: Game, label: str, rect, timeout: float = 30, still: float = STILL):
    """Screenshots until ``rect`` changes by at most ``still`` of its pixels between two of them."""
    last = None
    deadline = time.monotonic() + timeout
    while True:
        game._check_alive()
        path = game.screenshot(label)
        crop = game.crop(path, rect)
        area = crop.get_width() * crop.get_height()
        if last is not None and differing_pixels(crop, last[1]) <= still * area:
            last[0].unlink(missing_ok=True)
            game.shots.remove(last[0])
            return path, crop
        if last is not None:
            last[0].unlink(missing_ok=True)
            game.shots.remove(last[0])
        last = (path, crop)
        if time.monotonic() > deadline:
            pytest.fail(f"the screen never settled ({label}). {game.diagnostics()}")
        time.sleep(0.2)


def _changed(game: Game, label: str, rect, old, timeout: float):
    """Wait until ``rect`` settles on something clearly different from ``old``."""
    area = old.get_width() * old.get_height()
    return game.wait(label, lambda: (s := _settled(game, label, rect)) and differing_pixels(s[1], old) > 0.2 * area
                     and s, timeout=timeout, interval=0.1)


def _wait_quietly(predicate, timeout: float) -> bool:
    """Whether ``predicate`` comes true within ``timeout`` s (no failure: the caller says what differs)."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.2)
    return True


def _same_game(a: dict, b: dict) -> bool:
    keep = ("game", "setup", "seed", "log", "digest")
    return {k: a.get(k) for k in keep} == {k: b.get(k) for k in keep}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_from_the_menu_one_suggested_move_save_quit_and_continue(game_id, xvfb, cempasuchil_home,
                                                                            tmp_path):
    """The game's tile, its dialog as it opens with a seed, Start; on the player's turn H and Do it;
    the move in the game's file; save, quit, Continue: the file byte for byte, the table within 1 %."""
    home = cempasuchil_home
    out = tmp_path / f"e2e-{game_id}"
    out.mkdir()
    quiet_settings(home)
    layout = Layout()
    games: list[Game] = []
    try:
        game = Game(xvfb, home, out, f"{game_id}1", game_id)
        games.append(game)
        game.start()
        for pos in layout.tile_clicks(game_id):
            game.click(pos)
            time.sleep(0.3)
        dialog = layout.new_game(game_id)
        game.click(dialog["seed"])
        game.type(str(SEED))
        game.click(dialog["start"])
        time.sleep(1.0)
        game.key("ctrl+s")  # the game's file at once (a first move of the player's own is not saved yet)
        game.wait("the new game's file", game.named_saves, timeout=15)
        record = game.record()
        assert record["seed"] == SEED and record["setup"]["seats"][0]["kind"] == "human"
        # the machine may move first (AI seats, the automaton): wait for the player's turn
        record, session = game.wait("the player's turn", lambda: _players_turn(game.record()), timeout=120,
                                    interval=0.2)
        humans = sum(1 for e in record["log"] if e["seat"] == 0)
        game.move(NEUTRAL)
        # H: the suggestion card appears where the scene puts it; its Do it button plays the move (every
        # step of the bot's plan, one after the other)
        action, reason, plan = _suggestion(session)
        scene = _scene(layout, session)
        scene.suggestions.show(action, reason or scene.describe_action(action))
        scene.card.place_buttons()
        button = tuple(scene.tool("do_it").rect)  # the card's own panel may look like what it covers
        _, empty = _settled(game, "before-suggestion", button)
        game.key("h")
        _changed(game, "the suggestion's Do it button", button, empty, timeout=90)
        game.click(scene.tool("do_it").rect.center)
        played = game.wait("the suggested moves in the game's file", lambda: (r := game.record()) and sum(
            1 for e in r["log"] if e["seat"] == 0) >= humans + len(plan) and r, timeout=20 + 5 * len(plan))
        mine = [e["action"] for e in played["log"][len(record["log"]):] if e["seat"] == 0][:len(plan)]
        assert mine == json.loads(json.dumps([session.game.codec.encode(a) for a in plan])), \
            "the moves played are the plan suggested"
        # let the machine answer until the player may act again (or the game ends), then save
        game.wait("the player's turn again", lambda: (r := game.record()) and (
            _players_turn(r) or (session_of(r).state.is_over and (r, session_of(r)))), timeout=120, interval=0.2)
        game.move(NEUTRAL)
        game.key("ctrl+s")
        game.wait("the game saved", game.named_saves, timeout=15)
        final = game.record()
        path = game.autosave
        time.sleep(3.5)  # the "Game saved." toast fades (3 s), and a roll or a deal being told comes to rest
        _, before = _settled(game, "before-quit", TABLE_CROP)
        # leave as a player does: Escape, Main menu, Quit
        game.key("Escape")
        pause = _scene(layout, session_of(final))
        pause.open_menu()
        time.sleep(0.3)
        game.click(pause.menu.button("Main menu").rect.center)
        game.wait("the main menu", lambda: "continue" in layout.menu(), timeout=10)
        time.sleep(0.3)
        game.click(layout.menu()["quit"])
        assert game.wait_exit() == 0
        saved = path.read_bytes()
        assert _same_game(json.loads(saved), final)
        # start again, Continue: the same game, the same table
        again = Game(xvfb, home, out, f"{game_id}2", game_id)
        games.append(again)
        again.start()
        again.click(layout.menu()["continue"])
        time.sleep(1.0)
        again.move(NEUTRAL)
        area = before.get_width() * before.get_height()
        seen = []

        def same_table():
            _, after = _settled(again, "continued", TABLE_CROP)
            seen[:] = [after]
            return differing_pixels(before, after) <= TOLERANCE * area

        if not _wait_quietly(same_table, timeout=30):
            after = seen[0]
            pytest.fail(f"{differing_pixels(before, after)} of {area} pixels of the table differ after Continue: "
                        f"{save_comparison(out, before, after)}")
        assert again.autosave == path
        assert path.read_bytes() == saved, "Continue changed the game's file"
    finally:
        for g in games:
            g.kill()
        layout.close()
