"""What a sale or a craft in Oaxaca would score, told before it is made (the rules' preview: the
move played on a copy of the state behind the seat's view), against what the move really brings;
and the bubble beside a held card over a customer."""
from __future__ import annotations


import pytest

from game import registry
from game.ai import make_bot
from game.rules.oaxaca.actions import Craft, EndTurn, Sell
from game.rules.oaxaca.preview import preview
from game.session import Session, default_setup
from table_hands import drag, open_table
from tests.test_oaxaca_scene import Phase, set_faces, solo_at_turn, with_projects

GAME = registry.get("oaxaca")
DATA = GAME.load_data()


def moves(seed: int, players: int):
    """Every (state, seat, sale or craft) met in a game the Hard bots play (they craft and sell)."""
    mode = "solo" if players == 1 else GAME.modes[-1].id
    session = Session(GAME, default_setup(GAME, mode, players), seed)
    bots = [make_bot(GAME, "hard", seat, seed) for seat in range(players)]
    while not session.state.is_over:
        st = session.state
        seat = sorted(st.to_move())[0]
        for a in st.legal_actions(seat):
            if isinstance(a, (Sell, Craft)):
                yield st, seat, a
        session.apply(seat, bots[seat].decide(session.decision(seat)).action)


@pytest.mark.parametrize("seed,players", [(5, 1), (6, 2)])
def test_the_preview_is_what_the_sale_or_craft_brings(seed, players):
    seen = {"sale": 0, "finished": 0, "category": 0}
    for st, seat, action in moves(seed, players):
        told = preview(DATA, GAME.view(st, seat), action)
        after = st.clone()
        after.apply(seat, action)
        assert told.points == after.returns()[seat] - st.returns()[seat], action
        for kind, *facts in told.reasons:
            seen[kind] = seen.get(kind, 0) + 1
            if kind == "sale":
                assert told.points == st.sale_points(action.card, action.customer)
        if players > 1:
            assert sum(f[-1] for k, *f in told.reasons if k == "category") == told.points
        gone = [c for c in st.table[seat].workshop if c in after.table[seat].stall]
        assert sorted(f[0] for k, *f in told.reasons if k == "finished") == sorted(gone)
    assert seen["sale"] if players == 1 else seen["category"]
    assert seen["finished"]


def test_only_sales_and_crafts_are_previewed():
    for st, seat, _action in moves(5, 1):
        v = GAME.view(st, seat)
        assert preview(DATA, v, EndTurn()) is None
        assert preview(DATA, v, ("combine", ("d0", "d1"))) is None
        break


# ---------------------------------------------------------------------------- the table's bubble

def test_a_card_held_over_a_customer_shows_its_price_and_why(table):  # noqa: F811
    session = solo_at_turn()
    st = session.state
    card = next(c for c in st.data.decks["pottery"] if st.data.card(c).value == 4)
    for deck in st.decks.values():
        if card in deck:
            deck.remove(card)
    st.table[0].stall.append(card)
    st.customers = [2, 1, 3, 4, 5]
    st.deck_tokens["pottery"] = 2
    st.phase = Phase.SELL  # a hand-built round's end
    scene = open_table(table, session)
    scene.refresh()
    rect = scene.table.geometry.stall_rects(len(scene.table.geometry.me().stall))[1]
    drag(table, rect.center, scene.table.geometry.customer_rects()[0].center, release=False)
    lines = scene.drag.hover.told()
    assert lines[0] == "+10 points"
    assert "value 4, doubled" in lines[1] and lines[2] == "Tokens beside its deck: +2"


def test_a_die_held_over_the_workshop_shows_the_tokens_it_takes_off(table):  # noqa: F811
    session = solo_at_turn()
    (project,) = with_projects(session, ("jewelry",))
    face = session.state.data.card(project).face
    set_faces(session, (face, face, face, face, face))
    scene = open_table(table, session)
    scene.refresh()
    me = scene.table.geometry.me()
    drag(table, scene.table.geometry.die_rect(me, 0).center, scene.table.parts.part("workshop").box().center, release=False)
    assert scene.drag.hover is not None and scene.drag.hover.legal
    lines = scene.drag.hover.told()
    assert lines[0] == "No points now"  # solo: points come from sales
    assert any(line.endswith("1 token off, 2 to go") for line in lines[1:])
