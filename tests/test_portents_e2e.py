"""Portents end to end, in a real X window (the harness: ``tests/e2e_window.py``)."""
from __future__ import annotations

import json
import time

import pytest

from e2e_window import (NEUTRAL, Game, Layout, differing_pixels, load_button, quiet_settings,  # noqa: F401
                        quit_and_continue, save_comparison, session_of, xvfb)  # (xvfb: a fixture)

pytestmark = pytest.mark.e2e


# slow: test_e2e_games (the default run) takes this game from the menu to Continue;
# this adds a push and dragged tiles
@pytest.mark.slow
def test_portents_solo_from_the_menu_a_push_and_a_tile_dragged_into_the_gap(xvfb, cempasuchil_home, tmp_path):
    """Portents solo as a player meets it: the tile on the menu, the dialog (a seed), Start; *click*
    a lane's push arrow (after resting on it, as a player previews the slide); *drag* a hand tile
    into the gap; fill any other gaps the same way; the Kitty plays; save, quit through the pause
    menu, start again, Continue: the same game (log and digest)."""
    from game.rules.portents.actions import Place, Shift
    from game.rules.portents.altar import GAP
    from game.rules.portents.state import Phase
    from scenes.tables import play_scene
    PortentsScene = play_scene("portents")

    home = cempasuchil_home
    out = tmp_path / "e2e-portents"
    out.mkdir()
    quiet_settings(home)
    layout = Layout()
    games: list[Game] = []

    try:
        game = Game(xvfb, home, out, "portents1", "portents")
        games.append(game)
        record = game.new_solo_game(layout, 8)
        assert record["seed"] == 8 and record["setup"]["mode"] == "solo" and record["log"] == []
        session = session_of(record)
        st = session.state
        assert st.phase is Phase.PUSH
        scene = PortentsScene(layout.app, session)
        shift = next(a for a in st.legal_actions(0) if isinstance(a, Shift))
        arrow = scene.table.grid.arrow_rect(shift.side, shift.lane).center
        game.move(arrow)
        time.sleep(0.6)
        game.screenshot("portents-preview")
        game.click(arrow)
        record = game.wait("the push in the autosave", game.logged(0), timeout=15)
        assert record["log"][0]["action"] == {"type": "shift", "side": shift.side, "lane": shift.lane}
        # fill the gaps by dragging tiles of the hand into them, until the Kitty has played
        for _ in range(3):
            session = session_of(record)
            st = session.state
            if st.phase is not Phase.PUSH or not st.placing and GAP not in st.altar:
                break
            gap = st.altar.index(GAP)
            hand = list(st.hands[0])
            tile = next(t for t in hand if st.why_illegal(0, Place(st.data.tile_names[t], gap)) is None)
            scene = PortentsScene(layout.app, session)
            n = len(record["log"])
            game.drag(scene.table.geometry.hand_rects(len(hand))[hand.index(tile)].center, scene.table.grid.cell_rect(gap).center)
            record = game.wait("the placement in the autosave", game.logged(n), timeout=15)
            mine = [e for e in record["log"] if e["seat"] == 0]
            assert mine[-1]["action"] == {"type": "place", "tile": st.data.tile_names[tile], "cell": gap}
        game.screenshot("portents-placed")
        game.key("ctrl+s")
        game.wait("a second named save", lambda: len(game.named_saves()) >= 1, timeout=10)
        final = game.record()
        quit_and_continue(game, layout, PortentsScene(layout.app, session_of(final)), final, "portents", xvfb, home,
                          out, games, screenshot=True)
    finally:
        for g in games:
            g.kill()
        layout.close()


# slow: test_e2e_games (the default run) takes this game from the menu to Continue;
# this adds two games of one title continued from Load
@pytest.mark.slow
def test_two_games_of_one_title_quit_relaunch_and_continue_each(xvfb, cempasuchil_home, tmp_path):
    """Two Portents solo games side by side: start one and push a lane, go back to the menu, start
    another (the screen offers the first; Esc says "Start a new one"), push, quit. Start again: the
    Load screen lists both, and each continues from it looking exactly as it was left."""
    from game.rules.portents.actions import Shift
    from scenes.tables import play_scene
    PortentsScene = play_scene("portents")

    home = cempasuchil_home
    out = tmp_path / "e2e-two-games"
    out.mkdir()
    quiet_settings(home)
    layout = Layout()
    games: list[Game] = []
    left = {}  # seed -> (the game's file, its record, the table as it was left)
    try:
        game = Game(xvfb, home, out, "two1", "portents")
        games.append(game)
        game.start()
        for seed in (8, 9):
            for pos in layout.tile_clicks("portents"):
                game.click(pos)
                time.sleep(0.3)
            if seed == 9:  # the first game is in progress: the screen offers it, Esc starts a new one
                time.sleep(0.5)
                game.screenshot("offer")
                game.key("Escape")
                time.sleep(0.3)
            dialog = layout.new_game("portents")
            game.click(dialog["seed"])
            game.type(str(seed))
            game.click(dialog["start"])
            record = game.wait(f"game {seed} in its own file",
                               lambda: (r := game.record()) and r["seed"] == seed and r, timeout=15)  # noqa: B023 (in the loop)
            path = game.autosave
            st = session_of(record).state
            shift = next(a for a in st.legal_actions(0) if isinstance(a, Shift))
            game.click(PortentsScene(layout.app, session_of(record)).table.grid.arrow_rect(shift.side, shift.lane).center)
            record = game.wait(f"the push of game {seed}", lambda: (r := game.record()) and r["log"] and r,
                               timeout=15)
            time.sleep(1.0)  # the Kitty, if it is her turn
            game.move(NEUTRAL)
            _, table = game.settle(f"game-{seed}-left")
            left[seed] = (path, game.record(), table)
            game.key("Escape")
            game.wait_change("the pause menu", table)
            pause = PortentsScene(layout.app, session_of(left[seed][1]))
            pause.open_menu()
            game.click(pause.menu.button("Main menu").rect.center)
            game.wait("the main menu", lambda: "continue" in layout.menu(), timeout=10)
            time.sleep(0.3)
        assert left[8][0] != left[9][0], "the second game has a file of its own"
        area = left[8][2].get_width() * left[8][2].get_height()
        assert differing_pixels(left[8][2], left[9][2]) > 0.03 * area, "two games that look alike prove nothing"
        assert json.loads(left[8][0].read_text(encoding="utf-8")) == left[8][1], "the first game was untouched"
        game.click(layout.menu()["quit"])
        assert game.wait_exit() == 0
        # ------------------------------------------------------------ start again: continue each from Load
        again = Game(xvfb, home, out, "two2", "portents")
        games.append(again)
        again.start()
        for seed in (8, 9):
            path, record, table = left[seed]
            again.click(load_button(layout))
            time.sleep(0.6)
            screen = layout.load_screen()
            assert set(screen["rows"]) >= {left[8][0], left[9][0]}, "both games are listed"
            again.click(screen["rows"][path])
            time.sleep(0.3)
            again.screenshot(f"load-{seed}")
            again.click(screen["open"])
            again.move(NEUTRAL)
            # the gap's marching outline and the arrows' glow move: a table that matches within 1 % is this
            # game (the two games differ in more than 3 %, asserted above)
            allowed = 0.01 * table.get_width() * table.get_height()
            deadline = time.monotonic() + 15
            while True:
                shot, now = again.settle(f"game-{seed}-continued")
                differ = differing_pixels(now, table)
                if differ <= allowed:
                    break
                if time.monotonic() > deadline:
                    pytest.fail(f"game {seed} does not look as it was left: {differ} pixels differ; compare "
                                f"{save_comparison(out, table, now)}\n{again.diagnostics()}")
                time.sleep(0.2)
            assert json.loads(path.read_text(encoding="utf-8")) == record, "continuing changed the game's file"
            again.key("Escape")
            again.wait_change("the pause menu", now)
            pause = PortentsScene(layout.app, session_of(record))
            pause.open_menu()
            again.click(pause.menu.button("Main menu").rect.center)
            again.wait("the main menu", lambda: "continue" in layout.menu(), timeout=10)
            time.sleep(0.3)
    finally:
        for g in games:
            g.kill()
        layout.close()
