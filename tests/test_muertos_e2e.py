"""Dia de los Muertos end to end, in a real X window (the harness: ``tests/e2e_window.py``)."""
from __future__ import annotations

import json
import time

import pytest

from e2e_window import Game, Layout, quiet_settings, quit_and_continue, session_of, xvfb  # noqa: F401 (xvfb: a fixture)

pytestmark = pytest.mark.e2e


# slow: test_e2e_games (the default run) takes this game from the menu to Continue;
# this adds a double-click and a whole round
@pytest.mark.slow
def test_dia_de_los_muertos_from_the_menu_to_a_played_card_and_back(xvfb, cempasuchil_home, tmp_path):
    """A player's first trick-taking game: the Dia de los Muertos tile, the dialog (three AI seats
    at Easy, a seed), Start; the AIs play until it is the player's turn; a double-click plays a
    card; when the turn comes round again, save, quit, start again, Continue: the same game."""
    from game.rules.muertos.actions import Play
    from game.rules.muertos.state import Phase
    from scenes.tables import play_scene
    MuertosScene = play_scene("muertos")

    home = cempasuchil_home
    out = tmp_path / "e2e-muertos"
    out.mkdir()
    quiet_settings(home)
    layout = Layout()
    games: list[Game] = []

    def my_turn(record):
        if record is None:
            return None
        session = session_of(record)
        st = session.state
        ok = session.next_step().seat == 0 and st.phase is Phase.PLAY and not st.is_over
        return (record, session) if ok else None

    try:
        game = Game(xvfb, home, out, "muertos1", "muertos")
        games.append(game)
        game.start()
        game.click(layout.menu()["tile:muertos"])
        time.sleep(0.3)
        dialog = layout.new_game("muertos")
        for seat in (1, 2, 3):
            game.click(dialog[f"seat_{seat}_easy"])
        game.click(dialog["seed"])
        game.type("5")
        game.screenshot("muertos-dialog")
        game.click(dialog["start"])
        time.sleep(1.5)
        game.key("ctrl+s")  # a save at once: the game's seats and seed (no move is autosaved yet if you lead)
        first = game.wait("a named save of the new game", game.named_saves, timeout=10)
        record = json.loads(first[0].read_text(encoding="utf-8"))
        if not my_turn(record):
            record, session = game.wait("the player's first turn", lambda: my_turn(game.record()), timeout=90)
        else:
            record, session = my_turn(record)
        assert record["seed"] == 5 and [s["kind"] for s in record["setup"]["seats"]] == ["human", "bot", "bot", "bot"]
        game.screenshot("muertos-my-turn")
        scene = MuertosScene(layout.app, session)
        place = session.state.place_of(0)
        hand = list(session.state.hands[place])
        legal = [a for a in session.state.legal_actions(0) if isinstance(a, Play) and a.colour is None]
        plain = [a for a in legal if session.data.cards[a.card].kind not in ("ask", "swap", "choose")]
        card = (plain or legal)[0].card
        rect = scene.table.geometry.hand_rects(place, len(hand))[hand.index(card)]
        n_before = len(record["log"])
        game.click(rect.center)
        game.click(rect.center)  # a double-click plays it
        played = game.wait("the played card in the autosave", lambda: (r := game.record()) and any(
            e["seat"] == 0 and e["action"].get("card") == card for e in r["log"][n_before:]) and r, timeout=15)
        assert played is not None

        def round_again():
            """The player's next card to play; on the way, the player's other decisions are taken
            with single clicks: a card to give or pass, a 10 to cancel, an answer's colour."""
            r = game.record()
            if r is None or len(r["log"]) <= n_before + 1:
                return None
            session = session_of(r)
            st = session.state
            if st.is_over or session.next_step().seat != 0:
                return None
            if st.phase is Phase.PLAY:
                return r, session
            scene = MuertosScene(layout.app, session)
            if st.phase in (Phase.GIFT_GIVE, Phase.SWAP_GIVE, Phase.SWAP_RETURN):
                mine = st.deciding_place()
                where = scene.table.geometry.hand_rects(mine, len(st.hands[mine]))[0].center
            elif st.phase is Phase.CANCEL:
                where = scene.table.geometry.trick_pos(st.legal_actions(0)[0].position)
            else:  # an answer's colour (Ask is never played here): the prompt bar's first button
                scene.table.refresh_buttons()
                where = scene.buttons[-1].rect.center
            game.click(where)
            game.wait("the decision in the autosave", lambda: (x := game.record()) and len(x["log"]) > len(r["log"]),
                      timeout=15)
            return None

        record, session = game.wait("the turn to come round again", round_again, timeout=150)
        notes = [e for e in record["log"][n_before:] if e["seat"] != 0]
        assert notes and all(e.get("note") for e in notes), "every AI card comes with its reason"
        game.screenshot("muertos-round-again")
        game.key("ctrl+s")
        saved = game.wait("a second named save", lambda: len(game.named_saves()) >= 1 and game.named_saves(),
                          timeout=10)
        final = game.record()
        newest = max(saved, key=lambda p: p.stat().st_mtime)
        assert json.loads(newest.read_text(encoding="utf-8"))["log"] == final["log"]
        quit_and_continue(game, layout, MuertosScene(layout.app, session_of(final)), final, "muertos", xvfb, home,
                          out, games, screenshot=True)
    finally:
        for g in games:
            g.kill()
        layout.close()
