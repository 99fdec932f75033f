"""Die of the Dead end to end, in a real X window (the harness: ``tests/e2e_window.py``)."""
from __future__ import annotations


import pytest

from e2e_window import Game, Layout, quiet_settings, quit_and_continue, session_of, xvfb  # noqa: F401 (xvfb: a fixture)

pytestmark = pytest.mark.e2e


# slow: test_e2e_games (the default run) takes this game from the menu to Continue;
# this adds dragged dice through setup, draft and payment
@pytest.mark.slow
def test_dotd_solo_from_the_menu_dice_placed_drafted_and_paid_and_back(xvfb, cempasuchil_home, tmp_path):
    """Die of the Dead solo as a player meets it: the tile, the dialog (a seed), Start; the twelve
    setup dice put in the caskets (the first by *dragging* a die onto a casket, the others by
    clicking a die and then its casket); a click opens a casket; a die *dragged* from it onto the
    ofrenda (or the preparation board); the payment die *dragged* from the City of the Dead onto a
    closed casket; save, quit through the pause menu, start again, Continue: the same game."""
    from game.rules.dotd.actions import Draft, Open, Pay, Place
    from game.rules.dotd.components import PREP
    from scenes.dotd.layout import PREPBOX, casket_rect
    from scenes.tables import play_scene
    DotdScene = play_scene("dotd")

    home = cempasuchil_home
    out = tmp_path / "e2e-dotd"
    out.mkdir()
    quiet_settings(home)
    layout = Layout()
    games: list[Game] = []

    def scene_for(record):
        session = session_of(record)
        scene = DotdScene(layout.app, session)
        scene.refresh()
        return session, scene

    try:
        game = Game(xvfb, home, out, "dotd1", "dotd")
        games.append(game)
        record = game.new_solo_game(layout, 7)
        assert record["seed"] == 7 and record["setup"]["mode"] == "solo" and record["log"] == []
        # the setup: twelve dice into the caskets
        for n in range(12):
            session, scene = scene_for(record)
            st = session.state
            assert st.phase == "place"
            place = next(a for a in st.legal_actions(0) if isinstance(a, Place))
            die = next(h for h in scene.hotspots if h.key == ("placedie", place.colour)).rect.center
            target = casket_rect(place.casket).center
            if n == 0:
                game.drag(die, target)
            else:
                game.click(die)
                game.click(target)
            record = game.wait(f"placement {n + 1} in the autosave", game.logged(n), timeout=15)
            assert record["log"][n]["action"] == {"type": "place", "casket": place.casket, "colour": place.colour}
        game.screenshot("dotd-placed")
        # open a casket by clicking it
        session, scene = scene_for(record)
        st = session.state
        assert st.phase == "open"
        opening = next(a for a in st.legal_actions(0) if isinstance(a, Open))
        game.click(casket_rect(opening.casket).center)
        record = game.wait("the opening in the autosave", game.logged(12), timeout=15)
        assert record["log"][12]["action"] == {"type": "open", "casket": opening.casket}
        # draft: drag a die from the open casket to the ofrenda (or the preparation board)
        session, scene = scene_for(record)
        st = session.state
        drafts = [a for a in st.legal_actions(0) if isinstance(a, Draft)]
        draft = next((a for a in drafts if a.cell != PREP), drafts[0])
        source = next(h for h in scene.hotspots if h.drag and h.drag[0] == "draft"
                      and h.drag[1:4] == (draft.colour, draft.power, draft.face)).rect.center
        target = scene.table.geometry.cell_rect(draft.cell).center if draft.cell != PREP else PREPBOX.center
        game.drag(source, target)
        record = game.wait("the draft in the autosave", game.logged(13), timeout=15)
        assert record["log"][13]["action"]["type"] == "draft"
        game.screenshot("dotd-drafted")
        session, scene = scene_for(record)
        st = session.state
        assert st.phase == "pay", st.phase
        # pay: drag a die of the City of the Dead onto a closed casket's lid
        pay = next(a for a in st.legal_actions(0) if isinstance(a, Pay))
        source = next(h for h in scene.hotspots if h.drag and h.drag[0] == "city"
                      and h.drag[1:] == (pay.colour, pay.power)).rect.center
        game.drag(source, casket_rect(pay.casket).center)
        final = game.wait("the payment in the autosave", game.logged(14), timeout=15)
        assert final["log"][14]["action"]["type"] == "pay" and final["log"][14]["action"]["source"] == "city"
        game.screenshot("dotd-paid")
        game.key("ctrl+s")
        game.wait("a second named save", lambda: len(game.named_saves()) >= 1, timeout=10)
        quit_and_continue(game, layout, DotdScene(layout.app, session_of(final)), final, "dotd", xvfb, home,
                          out, games, screenshot=True)
    finally:
        for g in games:
            g.kill()
        layout.close()
