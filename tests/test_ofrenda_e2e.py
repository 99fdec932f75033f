"""Ofrenda end to end, in a real X window (the harness: ``tests/e2e_window.py``).

One test plays a short session of Ofrenda solo: menu -> Ofrenda tile -> seed 12345 -> Start,
takes the free portrait by clicking it, skips the candle, *drags* a portrait from the hand onto
slot T1, saves with Ctrl+S, and quits through the pause menu. It then starts the program again
with the same CEMPASUCHIL_HOME, clicks Continue and checks that the game came back exactly:
the same action log and state digest (a fresh Ctrl+S save of the reloaded game is compared to
the first one) and the same picture of the table (a pixel comparison of a screenshot crop).
Others: a two-player game against an AI seat thinking in its worker, and a three-seat game set
up in the new-game dialog.
"""
from __future__ import annotations

import json
import time

import pytest

from e2e_window import (LOGICAL, NEUTRAL, TABLE_CROP, Game, Layout, differing_pixels, quiet_settings,  # noqa: F401
                        quit_and_continue, save_comparison, session_of, xvfb)  # (xvfb: a fixture)

pytestmark = pytest.mark.e2e

SEED = 12345
# Share of the table's pixels allowed to differ after Continue (measured: none do; this leaves
# room for a stray hover glow or the last frame of a fade without hiding a wrong card).
TOLERANCE = 0.002


@pytest.mark.slow  # a soak: runs with -m slow (CI runs both)
def test_play_save_quit_continue(xvfb, cempasuchil_home, tmp_path):
    from game.rules.ofrenda import Phase, PlacePortrait

    started = time.monotonic()
    laps: list[str] = []
    last = [started]

    def lap(what: str) -> None:  # how long each stage took (printed with -s; handy when CI is slow)
        now = time.monotonic()
        laps.append(f"{what} {now - last[0]:.1f} s")
        last[0] = now

    home = cempasuchil_home  # the conftest's temporary home: this process and the game share it
    out = tmp_path / "e2e"
    out.mkdir()
    quiet_settings(home)

    layout = Layout()
    games: list[Game] = []
    try:
        # ---------------------------------------------------------- first run: a new game
        game = Game(xvfb, home, out, "run1", "ofrenda")
        games.append(game)
        game.start()
        assert game.geometry[2:] == LOGICAL, f"the window opened at {game.geometry}, not 1280x720"
        menu = layout.menu()
        assert "continue" not in menu, "a fresh home should have no game to continue"
        lap("start")
        game.screenshot("menu")
        game.click(menu["tile:ofrenda"])
        dialog = layout.new_game("ofrenda")
        game.click(dialog["seed"])
        game.type(str(SEED))
        game.screenshot("seed-typed")
        game.click(dialog["start"])

        def players_turn():
            record = game.record()
            if record is None:
                return None
            session = session_of(record)
            return (record, session) if not session.state.automaton_to_move else None

        record, session = game.wait("Abuela's first turn (autosave)", players_turn, timeout=20)
        assert record["seed"] == SEED, f"the game started with seed {record['seed']}, not the one typed"
        assert [e["action"]["type"] for e in record["log"]] == ["abuela_turn"], record["log"]
        assert record["log"][0]["seat"] == -1, "Abuela plays at the automaton's seat"
        assert session.state.phase is Phase.TAKE_PORTRAIT, session.state.phase
        table = layout.table(session)
        geometry = table.table.geometry  # (the component's: where things sit)
        game.screenshot("first-turn")
        lap("new game")

        # take the free portrait (space 1) by clicking it
        taken = session.state.market[0]
        game.click(geometry.market_card_rect(0).center)
        record = game.wait("take_portrait in the autosave",
                           lambda: (r := game.record()) and len(r["log"]) >= 2 and r, timeout=10)
        assert record["log"][1] == {"seat": 0, "action": {"type": "take_portrait", "space": 0}}, record["log"]
        session = session_of(record)
        assert taken in session.state.boards[0].hand

        if session.state.phase is Phase.TAKE_CANDLE:
            game.click(table.tool("no_candle").rect.center)
            record = game.wait("skip_candle in the autosave",
                               lambda: (r := game.record()) and len(r["log"]) >= 3 and r, timeout=10)
            assert record["log"][2]["action"] == {"type": "skip_candle"}, record["log"]
            session = session_of(record)
        assert session.state.phase is Phase.PLAY_PORTRAIT, session.state.phase

        # drag a portrait from the hand onto T1 (or, should T1 be refused, the first legal plain slot)
        hand = list(session.state.boards[0].hand)
        card = hand[0]
        slots = ["T1"] + [s for s, slot in session.data.slots.items() if slot.effect is None]
        slot = next(s for s in slots if session.state.why_illegal(0, PlacePortrait(card, s)) is None)
        table = layout.table(session)
        geometry = table.table.geometry  # (the component's: where things sit)
        hand_rect = geometry.hand_rects(len(hand))[0]
        slot_rect = geometry.slot_rects[slot]
        lap("take, no candle")
        game.move(NEUTRAL)
        before_path, before = game.settle("before-drag")
        n_actions = len(record["log"])
        game.drag(hand_rect.center, slot_rect.center)

        def placed():
            r = game.record()
            if r is None or len(r["log"]) <= n_actions:
                return None
            s = session_of(r)
            return (r, s) if not s.state.automaton_to_move else None

        record, session = game.wait("the dropped portrait in the autosave", placed, timeout=10)
        move = record["log"][n_actions]["action"]
        assert move == {"type": "place_portrait", "card": card, "slot": slot}, (
            f"the drag from the hand to {slot} logged {move}, not a place_portrait of {card} in {slot}. "
            f"{game.diagnostics()}")
        assert session.state.boards[0].ofrenda.get(slot) == card
        game.move(NEUTRAL)
        after_path, after = game.settle("after-drag")
        x, y, w, h = TABLE_CROP
        slot_crop = (slot_rect.x - x, slot_rect.y - y, slot_rect.w, slot_rect.h)
        changed = differing_pixels(before.subsurface(slot_crop), after.subsurface(slot_crop))
        assert changed > 0.3 * slot_rect.w * slot_rect.h, (
            f"slot {slot} looks the same before and after the drop ({changed} pixels differ): "
            f"{before_path}, {after_path}")

        lap("drag")
        # Ctrl+S: a named save of the same game appears
        assert game.named_saves() == []
        game.key("ctrl+s")
        saved = game.wait("a named save after Ctrl+S", game.named_saves, timeout=10)
        first_save = json.loads(saved[0].read_text(encoding="utf-8"))
        final = game.record()
        assert first_save["log"] == final["log"] and first_save["digest"] == final["digest"], (
            f"{saved[0]} differs from the autosave")
        # the table once the "Game saved" toast is gone (it covers the hand while it shows)
        game.move(NEUTRAL)
        table_path, table_before = game.wait(
            "the save toast to fade",
            lambda: (s := game.settle("saved")) and differing_pixels(s[1], after) == 0 and s, timeout=15)
        # the file as it stands once the table is still (the last move's own save may land just
        # after Ctrl+S's, the same game with a later time: a CI run saw 0.5 s between them)
        final = game.record()
        assert first_save["log"] == final["log"] and first_save["digest"] == final["digest"]

        lap("save")
        # quit: Esc -> pause menu -> Main menu -> Quit
        game.key("Escape")
        game.wait_change("the pause menu", table_before)
        pause = layout.table(session)
        pause.open_menu()
        game.click(pause.menu.button("Main menu").rect.center)
        game.wait_change("back at the main menu", table_before)
        menu = layout.menu()
        assert "continue" in menu, "the main menu offers no Continue after a game was played"
        game.click(menu["quit"])
        code = game.wait_exit()
        assert code == 0, f"the game exited with status {code}. {game.diagnostics()}"
        assert game.record() == final, "quitting changed the autosave"
        quit_at = time.time()
        lap("quit")

        # ---------------------------------------------------------- second run: Continue
        game = Game(xvfb, home, out, "run2", "ofrenda")
        games.append(game)
        game.start()
        lap("start again")
        game.screenshot("menu")
        game.click(menu["continue"])
        game.move(NEUTRAL)

        allowed = TOLERANCE * table_before.get_width() * table_before.get_height()
        deadline = time.monotonic() + 15
        while True:  # the table may take a moment to appear: compare each settled picture of it
            table_path2, table_after = game.settle("continued")
            differ = differing_pixels(table_after, table_before)
            if differ <= allowed:
                break
            if time.monotonic() > deadline:
                saved_pictures = save_comparison(out, table_before, table_after)
                pytest.fail(f"after Continue the table does not look as it did before quitting: {differ} "
                            f"pixels differ (at most {allowed:.0f} allowed). Compare {saved_pictures} "
                            f"(whole windows: {table_path}, {table_path2}).\n{game.diagnostics()}")
            time.sleep(0.2)
        assert game.record() == final, "continuing changed the autosave"

        lap("continue")
        # what the program holds in memory now: save it again and compare with before quitting
        game.key("ctrl+s")

        def second_save():
            for p in game.named_saves():
                rec = json.loads(p.read_text(encoding="utf-8"))
                if rec.get("saved_at", 0) >= quit_at:
                    return rec
            return None

        again = game.wait("a named save of the continued game", second_save, timeout=10)
        assert again["log"] == final["log"], (again["log"], final["log"])
        assert again["digest"] == final["digest"], "the continued game is not in the same state"
        assert again["seed"] == SEED

        game.key("Escape")
        game.wait_change("the pause menu", table_after)
        pause = layout.table(session_of(final))
        pause.open_menu()
        game.click(pause.menu.button("Main menu").rect.center)
        game.wait_change("back at the main menu", table_after)
        game.click(menu["quit"])
        code = game.wait_exit()
        assert code == 0, f"the game exited with status {code} the second time. {game.diagnostics()}"
        lap("save, quit")
    finally:
        for g in games:
            g.kill()
        layout.close()
    elapsed = time.monotonic() - started
    print(f"\ne2e: played, saved, quit and continued in {elapsed:.1f} s ({differ} pixels of the table "
          f"differed after Continue); screenshots in {out}\n  " + ", ".join(laps))


# slow: test_e2e_games (the default run) takes this game from the menu to Continue;
# this adds a two-player game against an AI seat
@pytest.mark.slow
def test_two_players_with_an_ai_seat_thinking_in_its_worker(xvfb, cempasuchil_home, tmp_path):
    """A game against an AI seat, as a player meets it: Continue a two-player game, play a turn by
    clicks and a drag, watch the AI answer (it thinks in the bot worker process and its move comes
    with its reason), save, quit, start again, Continue: the same game."""
    from game import registry, saves
    from game.ai import make_bot
    from game.protocol import SeatSetup, Setup
    from game.rules.ofrenda import Phase, PlacePortrait
    from game.session import Session

    home = cempasuchil_home
    out = tmp_path / "e2e-duel"
    out.mkdir()
    quiet_settings(home)
    # an unfinished two-player game with Common Goals, you to move, left as an autosave
    ofrenda = registry.get("ofrenda")
    setup = Setup("multi", (SeatSetup("human", "You"), SeatSetup("bot", "Rosa", "easy")), {"goals": True})
    session = Session(ofrenda, setup, 4242)
    session.advance({1: make_bot(ofrenda, "easy", 1, 4242)})
    assert session.next_step().seat == 0
    store = saves.SaveStore(home / "data" / "saves")
    store.autosave(session)

    layout = Layout()
    games: list[Game] = []
    try:
        game = Game(xvfb, home, out, "duel1", "ofrenda")
        games.append(game)
        game.start()
        menu = layout.menu()
        assert "continue" in menu, "the unfinished game is offered for Continue"
        game.click(menu["continue"])
        record = game.wait("the duel on screen", game.record, timeout=20)
        session = session_of(record)
        n_before = len(record["log"])
        table = layout.table(session)
        geometry = table.table.geometry  # (the component's: where things sit)
        assert geometry.opponents() == [1]
        game.move(NEUTRAL)
        _, before = game.settle("duel-start", logical_rect=(1052, 56, 216, 128))
        # take the free portrait, no candle, drag the first card of the hand onto a legal slot
        game.click(geometry.market_card_rect(0).center)
        record = game.wait("the take in the autosave", lambda: (r := game.record()) and len(r["log"]) > n_before
                           and r, timeout=10)
        session = session_of(record)
        if session.state.phase is Phase.TAKE_CANDLE:
            game.click(table.tool("no_candle").rect.center)
            record = game.wait("the skipped candle", lambda: (r := game.record()) and session_of(r).state.phase
                               is not Phase.TAKE_CANDLE and r, timeout=10)
            session = session_of(record)
        hand = list(session.state.boards[0].hand)
        card = hand[0]
        slot = next(s for s in session.data.slots if session.state.why_illegal(0, PlacePortrait(card, s)) is None)
        table = layout.table(session)
        geometry = table.table.geometry  # (the component's: where things sit)
        game.drag(geometry.hand_rects(len(hand))[0].center, geometry.slot_rects[slot].center)
        mine = game.wait("the placed portrait", lambda: (r := game.record()) and any(
            e["action"].get("card") == card for e in r["log"]) and r, timeout=10)
        session = session_of(mine)
        if session.next_step().seat == 0 and session.state.phase is Phase.DECORATE:
            game.click(table.tool("end_turn").rect.center)

        def rosa_answered():
            r = game.record()
            if r is None:
                return None
            entries = [e for e in r["log"][n_before:] if e["seat"] == 1]
            return (r, entries) if entries and session_of(r).next_step().seat == 0 else None

        record, rosa = game.wait("Rosa's answer, thought in the bot worker", rosa_answered, timeout=60)
        assert all(e.get("note") for e in rosa), f"every AI move is logged with its reason: {rosa}"
        game.move(NEUTRAL)
        _, after = game.settle("duel-after", logical_rect=(1052, 56, 216, 128))
        assert differing_pixels(before, after) > 200, "Rosa's panel shows her move"
        # save, quit, start again, continue
        game.key("ctrl+s")
        saved = game.wait("a named save", game.named_saves, timeout=10)
        final = game.record()
        assert json.loads(saved[0].read_text(encoding="utf-8"))["log"] == final["log"]
        reloaded = quit_and_continue(game, layout, layout.table(session_of(final)), final, "duel", xvfb, home, out,
                                     games, saves=2)
        assert reloaded["setup"] == final["setup"], "the seats came back as they were"
    finally:
        for g in games:
            g.kill()
        layout.close()


# slow: test_e2e_games (the default run) takes this game from the menu to Continue;
# this adds three seats set up in the dialog
@pytest.mark.slow
def test_a_three_seat_game_set_up_in_the_new_game_dialog(xvfb, cempasuchil_home, tmp_path):
    """The dialog as a player fills it in: 2 to 4 players, three seats, a friend at this computer
    named by typing, an Easy AI, Common Goals, a seed; Start; the saved game has those seats."""
    home = cempasuchil_home
    out = tmp_path / "e2e-seats"
    out.mkdir()
    quiet_settings(home)
    layout = Layout()
    game = Game(xvfb, home, out, "seats", "ofrenda")
    try:
        game.start()
        menu = layout.menu()
        game.click(menu["tile:ofrenda"])
        time.sleep(0.3)
        game.click(layout.new_game("ofrenda")["mode_multi"])
        time.sleep(0.3)
        game.click(layout.new_game("ofrenda", "multi")["players_3"])
        time.sleep(0.3)
        dialog = layout.new_game("ofrenda", "multi", 3)
        game.click(dialog["seat_1_hotseat"])
        game.click(dialog["name_1"])
        game.key("ctrl+a")
        game.key("BackSpace")
        game.type("Marisol")
        game.click(dialog["seat_2_easy"])
        game.click(dialog["option_goals_true"])
        game.click(dialog["seed"])
        game.type("31")
        game.screenshot("dialog-filled")
        game.click(dialog["start"])
        time.sleep(1.0)
        game.screenshot("table-or-curtain")
        game.key("ctrl+s")
        saved = game.wait("a named save", game.named_saves, timeout=15)
        record = json.loads(saved[0].read_text(encoding="utf-8"))
        assert record["seed"] == 31
        seats = record["setup"]["seats"]
        assert [s["kind"] for s in seats] == ["human", "human", "bot"], seats
        assert seats[1]["name"] == "Marisol" and seats[2]["bot"] == "easy"
        assert record["setup"]["options"] == {"goals": True}
        game.key("Escape")
        time.sleep(0.3)
    finally:
        game.kill()
        layout.close()

