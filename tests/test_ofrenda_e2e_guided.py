"""Ofrenda's guided first game end to end, in a real X window (the harness: ``tests/e2e_window.py``):
from the tile (its first start offers the guided game) through every step, as a player does it:
Next on the coach's notes, a wrong portrait clicked and answered, the asked moves made by clicking
and dragging (portraits and candles taken or passed up, portraits placed, a candle and a marigold
dragged from the storage onto their spaces), free play by hand (the free portrait, no candle, a legal slot) to the end, where the game
is marked as learned and the offer of a real game opens the new-game dialog."""
from __future__ import annotations

import json
import time

import pytest

from e2e_window import Game, Layout, coach_button, quiet_settings, session_of, xvfb  # noqa: F401 (xvfb: a fixture)

pytestmark = [pytest.mark.e2e, pytest.mark.slow]


def kept(game):
    """The guided game's record: its file in progress, or once over, the one kept among the finished."""
    record = game.record()
    if record is not None:
        return record
    finished = sorted(game.saves.glob("finished/ofrenda-*.json"), key=lambda p: p.stat().st_mtime)
    return json.loads(finished[-1].read_text(encoding="utf-8")) if finished else None


def a_move_by_hand(game, layout, record) -> bool:
    """The learner's move at this point of a free game, made with the mouse; False if it is not
    the learner's turn. Waits until the game's file holds it."""
    from game.rules.ofrenda import DiscardPortrait, Phase, PlacePortrait

    session = session_of(record)
    st = session.state
    if st.is_over or 0 not in st.to_move():
        return False
    table = layout.table(session)
    geometry = table.table.geometry  # (the component's: where things sit)
    if st.phase is Phase.TAKE_PORTRAIT:
        game.click(geometry.market_card_rect(0).center)
    elif st.phase is Phase.TAKE_CANDLE:
        game.click(table.tool("no_candle").rect.center)
    elif st.phase is Phase.DECORATE:
        game.click(table.tool("end_turn").rect.center)
    elif st.phase is Phase.PLAY_PORTRAIT:
        hand = list(st.boards[0].hand)
        rects = geometry.hand_rects(len(hand))
        place = next((a for a in st.legal_actions(0) if isinstance(a, PlacePortrait)), None)
        if place is not None:
            game.drag(rects[hand.index(place.card)].center, geometry.slot_rects[place.slot].center)
        else:
            card = next(a.card for a in st.legal_actions(0) if isinstance(a, DiscardPortrait))
            game.drag(rects[hand.index(card)].center, geometry.discard_rect.center)
    else:
        return False
    n = len(record["log"])
    game.wait("the move in the game's file", lambda: (r := kept(game)) and len(r["log"]) > n and r, timeout=20)
    time.sleep(0.5)  # and what came of it (a step reached, Abuela's turn) saved too
    return True


def test_the_guided_first_game_from_the_tile_to_the_offer_of_a_real_game(xvfb, cempasuchil_home, tmp_path):
    from game import registry, tutorial
    from game.rules.ofrenda import (PlaceCandle, PlaceMarigold, PlacePortrait, SkipCandle, TakeCandle,
                                    TakePortrait)

    home = cempasuchil_home
    out = tmp_path / "e2e-guided"
    out.mkdir()
    quiet_settings(home)
    settings_file = home / "config" / "settings.json"
    settings = json.loads(settings_file.read_text(encoding="utf-8"))
    settings["offered"] = []  # a first start: the tile offers the guided game
    settings_file.write_text(json.dumps(settings), encoding="utf-8")
    script = tutorial.load(registry.get("ofrenda"))
    layout = Layout()
    layout.app.settings.offered = []
    game = Game(xvfb, home, out, "guided", "ofrenda")
    try:
        game.start()
        game.click(layout.menu()["tile:ofrenda"])
        time.sleep(0.5)
        layout.app.scene.open_new_game(registry.get("ofrenda"))
        game.screenshot("offer")
        game.click(layout.app.dialog.button_rect("Learn to play").center)

        def at_step(n: int):
            """The game's file at step ``n`` or past it (an instant machine turn may be played at once)."""
            return lambda: (r := game.record()) and r.get("tutorial", {}).get("step", -1) >= n and r

        record = game.wait("the guided game's first step", at_step(0), timeout=20)
        step = 0
        wrong_answered = False
        while step < len(script.steps):
            s = script.steps[step]
            kind = tutorial.kind(s)
            session = session_of(record)
            table = layout.table(session)
            geometry = table.table.geometry  # (the component's: where things sit)
            game.screenshot(f"step-{step + 1}")
            if kind == "continue":
                game.click(coach_button(layout, session, "coach-next"))
            elif kind == "machine":  # played, the coach waits for Next (the game's file says so)
                record = game.wait(f"step {step + 1}: the machines' turn played", lambda: (r := game.record()) and (
                    r["tutorial"]["step"] > step or r["tutorial"].get("played")) and r, timeout=30)  # noqa: B023 (in the loop)
                game.click(coach_button(layout, session_of(record), "coach-next"))
            elif kind == "move":
                action = tutorial.Tutor(script, step).expected(session.state.legal_actions(0))[0]
                if isinstance(action, TakePortrait):
                    if not wrong_answered:  # a portrait the coach did not ask for: answered, not taken
                        other = next(i for i in range(4) if i != action.space)
                        game.click(geometry.market_card_rect(other).center)
                        time.sleep(0.8)
                        game.screenshot("wrong-portrait")
                        assert len(game.record()["log"]) == len(record["log"]), "a move the coach did not ask for was taken"
                        wrong_answered = True
                    game.click(geometry.market_card_rect(action.space).center)
                elif isinstance(action, TakeCandle):
                    game.click(geometry.market_candle_rect(action.space).center)
                elif isinstance(action, SkipCandle):
                    game.click(table.tool("no_candle").rect.center)
                elif isinstance(action, PlacePortrait):
                    hand = list(session.state.boards[0].hand)
                    rect = geometry.hand_rects(len(hand))[hand.index(action.card)]
                    game.drag(rect.center, geometry.slot_rects[action.slot].center)
                elif isinstance(action, PlaceCandle):  # from its place in the storage to its space
                    i = list(session.state.boards[0].candles).index(action.candle)
                    game.drag(geometry.storage_candle_rect(i).center, geometry.deco_rects[action.slot].center)
                elif isinstance(action, PlaceMarigold):
                    game.drag(geometry.storage_marigold_rect.center, geometry.deco_rects[action.slot].center)
                else:
                    raise AssertionError(f"the test does not know how to make {action} by hand")
            else:  # free play, by hand: the free portrait, no candle, a legal slot (else the discard pile)
                deadline = time.monotonic() + 420
                while (record := game.wait("the game's file", lambda: kept(game), timeout=10))["tutorial"]["step"] == step:
                    assert time.monotonic() < deadline, f"step {step + 1}: free play did not end"
                    if session_of(record).state.is_over:
                        break  # kept among the finished games: the coach's closing notes come next
                    if not a_move_by_hand(game, layout, record):
                        time.sleep(0.3)  # Abuela's turn: she plays by herself
                if session_of(record).state.is_over:
                    break
                step = record["tutorial"]["step"]
                continue
            record = game.wait(f"step {step + 2}", at_step(step + 1), timeout=30)
            step = record["tutorial"]["step"]
        # the game over, it is kept among the finished games (its file no longer changes): the
        # closing notes are read with Next, then the game is marked as learned
        session = session_of(record)
        assert session.state.is_over
        time.sleep(1.0)
        for n in range(tutorial.closing_notes(script), len(script.steps)):
            session.tutorial = {"step": n}
            game.screenshot(f"closing-{n + 1}")
            game.click(coach_button(layout, session, "coach-next"))
            time.sleep(1.0)
        game.wait("the game marked as learned", lambda: "ofrenda" in json.loads(
            settings_file.read_text(encoding="utf-8")).get("learned", []), timeout=10)
        game.screenshot("done")
        session.tutorial = {"step": len(script.steps)}
        game.click(coach_button(layout, session, "coach-real-game"))
        time.sleep(1.0)
        game.screenshot("real-game-dialog")
        layout.app.settings.offered = ["ofrenda"]
        dialog = layout.new_game("ofrenda", session.mode)
        guided_file = game.autosave
        game.click(dialog["start"])
        game.wait("a real game's own file", lambda: game.autosave != guided_file and game.autosave.exists(),
                  timeout=20)
        real = json.loads(game.autosave.read_text(encoding="utf-8"))
        assert "tutorial" not in real and real["setup"]["mode"] == session.mode
    finally:
        game.kill()
        layout.close()
