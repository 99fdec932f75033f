"""Oaxaca end to end, in a real X window (the harness: ``tests/e2e_window.py``)."""
from __future__ import annotations


import pytest

from e2e_window import Game, Layout, quiet_settings, quit_and_continue, session_of, xvfb  # noqa: F401 (xvfb: a fixture)

pytestmark = pytest.mark.e2e


# slow: test_e2e_games (the default run) takes this game from the menu to Continue;
# this adds a dragged die and the gather panel
@pytest.mark.slow
def test_oaxaca_solo_from_the_menu_a_die_dragged_to_a_deck_and_back(xvfb, cempasuchil_home, tmp_path):
    """Oaxaca solo as a player meets it: the tile, the dialog (a seed), Start; keep the roll with
    the prompt's button; *drag* a die onto the deck of its craft; keep one gathered card and put
    the other back with the gather panel's buttons; end the turn; save, quit through the pause
    menu, start again, Continue: the same game (log and digest)."""
    from game.rules.oaxaca.cards import CRAFTS, WILD, result_name
    from game.rules.oaxaca.state import Phase
    from scenes.tables import play_scene
    OaxacaScene = play_scene("oaxaca")

    home = cempasuchil_home
    out = tmp_path / "e2e-oaxaca"
    out.mkdir()
    quiet_settings(home)
    layout = Layout()
    games: list[Game] = []

    def scene_for(record):
        session = session_of(record)
        scene = OaxacaScene(layout.app, session)
        scene.refresh_buttons()
        return session, scene

    def button_at(scene, prefix: str):
        return next(b.rect.center for b in scene.buttons if b.name.startswith(prefix))

    try:
        game = Game(xvfb, home, out, "oaxaca1", "oaxaca")
        games.append(game)
        record = game.new_solo_game(layout, 21)
        assert record["seed"] == 21 and record["setup"]["mode"] == "solo" and record["log"] == []
        session, scene = scene_for(record)
        assert session.state.phase is Phase.REROLL
        game.screenshot("oaxaca-roll")
        game.click(button_at(scene, "btn_keep"))
        record = game.wait("the kept roll in the autosave", game.logged(0), timeout=15)
        session, scene = scene_for(record)
        st = session.state
        me = st.table[0]
        d = next((d for d in me.day() if me.faces[d] != WILD), me.day()[0])
        craft = CRAFTS[0] if me.faces[d] == WILD else result_name(me.faces[d])
        start = scene.table.geometry.die_rect(scene.table.geometry.me(), d).center
        game.drag(start, scene.table.geometry.deck_rect(CRAFTS.index(craft)).center)
        record = game.wait("the gather in the autosave", game.logged(1), timeout=15)
        assert record["log"][1]["action"] == {"type": "gather", "source": f"d{d}", "craft": craft}
        session, scene = scene_for(record)
        game.screenshot("oaxaca-gathered")
        if session.state.phase is Phase.KEEP:
            game.click(button_at(scene, "keep_"))
            record = game.wait("the kept card in the autosave", game.logged(2), timeout=15)
            session, scene = scene_for(record)
            while session.state.phase is Phase.PUT_BACK:
                n = len(record["log"])
                game.click(button_at(scene, "bottom_"))
                record = game.wait("a card put back", game.logged(n), timeout=15)
                session, scene = scene_for(record)
        assert session.state.phase is Phase.TURN and session.state.main_used
        n = len(record["log"])
        game.click(button_at(scene, "btn_end"))
        final = game.wait("the ended turn in the autosave", game.logged(n), timeout=15)
        assert final["log"][-1]["action"] == {"type": "end_turn"}
        game.screenshot("oaxaca-turn-ended")
        game.key("ctrl+s")
        game.wait("a second named save", lambda: len(game.named_saves()) >= 1, timeout=10)
        quit_and_continue(game, layout, OaxacaScene(layout.app, session_of(final)), final, "oaxaca", xvfb, home,
                          out, games, screenshot=True)
    finally:
        for g in games:
            g.kill()
        layout.close()
