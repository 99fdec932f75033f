"""What a die placed on Die of the Dead's ofrenda would score, told before it is placed: the
section it completes, the requirements met and the steps it climbs at the round's end (the rules'
own section scoring), and the bubble beside the die held over a space."""
from __future__ import annotations

import random

import pytest

from game import registry
from game.rules.dotd.actions import Draft, Move, Open
from game.rules.dotd.components import PREP
from game.rules.dotd.preview import preview
from game.session import Session
from table_hands import drag, open_table, setup
from tests.test_dotd_scene import spot

GAME = registry.get("dotd")
DATA = GAME.load_data()


def placements(seed: int, players: int):
    """Every (state, seat, move onto an ofrenda cell) met in a game played at random."""
    st = GAME.new_state(DATA, seed, setup(players, players))
    rng = random.Random(seed)
    while not st.is_over:
        seat = sorted(st.to_move())[0]
        acts = st.legal_actions(seat)
        for a in acts:
            if isinstance(a, (Draft, Move)) and a.cell != PREP:
                yield st, seat, a
        st.apply(seat, rng.choice(acts))


@pytest.mark.parametrize("seed,players", [(5, 1), (9, 1), (4, 3)])
def test_the_preview_is_what_the_completed_sections_score(seed, players):
    completing = 0
    for st, seat, action in placements(seed, players):
        told = preview(DATA, GAME.view(st, seat), action)
        after = st.clone()
        done = after.complete[seat]
        after.apply(seat, action)
        new = [i for i in DATA.cell_items[action.cell] if after.complete[seat] >> i & 1 and not done >> i & 1]
        assert told.points == sum(after.section_result(seat, i).steps for i in new), action
        sections = [r for r in told.reasons if r[0] == "section"]
        assert [r[1] for r in sections] == new
        for _kind, item, steps, raw, met, _skulls in sections:
            assert raw == sum(n for _rid, _times, n in met) and steps == min(raw, DATA.cap)
        completing += bool(new)
    assert completing


def my_completing_draft(players: int = 1):
    """A session where seat 0 may draft a die that completes a section of its ofrenda and scores."""
    for s in range(1, 200):
        session = Session(GAME, setup(players, 1), s)
        st = session.state
        rng = random.Random(s)
        for _ in range(600):
            if st.is_over:
                break
            if st.to_move() == {0} and st.phase == "act":
                v = GAME.view(st, 0)
                for a in st.legal_actions(0):
                    if isinstance(a, Draft) and a.cell != PREP:
                        told = preview(DATA, v, a)
                        if told.points > 0:
                            return session, a, told
            seat = sorted(st.to_move())[0]
            legal = st.legal_actions(seat)
            opens = [a for a in legal if isinstance(a, Open)]
            session.apply(seat, opens[0] if opens else rng.choice(legal))
    raise AssertionError("no such position")


def test_a_die_dragged_over_the_space_completing_a_section_shows_its_steps(table):  # noqa: F811
    session, action, told = my_completing_draft()
    scene = open_table(table, session)
    source = spot(scene, lambda k: k[0] == "cdie" and (lambda h: h.drag and h.drag[1:4] ==
                                                       (action.colour, action.power, action.face))(
        next(s for s in scene.hotspots if s.key == k)))
    drag(table, source.rect.center, scene.table.geometry.cell_rect(action.cell).center, release=False)
    assert scene.drag.hover is not None and scene.drag.hover.legal
    lines = scene.drag.hover.told()
    assert lines[0] == f"+{told.points} step{'s' if told.points > 1 else ''} at the round's end"
    assert any(line.startswith("Completes the ") for line in lines)
