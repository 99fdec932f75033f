"""Die of the Dead's bot reasons in the log: each under the heading of its own round (never after
the next round's heading), and the setup's reasons naming the casket and colour chosen (seen only
by those who see the placement)."""
from __future__ import annotations

from game import registry
from game.ai import make_bot
from game.protocol import SeatSetup, Setup
from game.rules.dotd.actions import Place
from game.session import Session, default_setup

GAME = registry.get("dotd")


def played(players: int, steps: int, human: bool = False) -> Session:
    setup = default_setup(GAME, "multi" if players > 1 else "solo", players, "hard")
    seats = tuple(SeatSetup("human" if human and i == 0 else "bot", s.name, None if human and i == 0 else "hard")
                  for i, s in enumerate(setup.seats))
    session = Session(GAME, Setup(setup.mode, seats, setup.options), 3)
    bots = {i: make_bot(GAME, "hard", i, 3) for i in range(players)}
    session.advance(bots, max_steps=steps, humans=True)
    return session


def test_a_reason_stays_under_its_rounds_heading():
    session = played(3, 70)
    lines = session.log_lines(0)
    headings = [i for i, line in enumerate(lines) if line[0] == "event" and line[1].kind == "round"]
    assert len(headings) >= 3
    for i in headings:
        assert lines[i + 1][0] != "note", lines[i - 2:i + 2]  # the reason came before, with its move


def test_setup_reasons_name_the_die_and_casket():
    session = played(1, 12)
    places = [e for e in session.log if isinstance(e.action, Place)]
    assert len(places) >= 8
    notes = [e.note for e in places]
    assert len(set(notes)) >= len(notes) - 2  # not one sentence for every die
    for e in places:
        assert e.action.colour in e.note and f"the {session.data.items[e.action.casket]} casket" in e.note


def test_a_hidden_placements_reason_is_not_shown_to_the_others():
    session = played(3, 8, human=True)
    placed = [e for e in session.log if isinstance(e.action, Place) and e.seat != 0]
    assert placed and all(e.note for e in placed)
    shown = {line[2] for line in session.log_lines(0) if line[0] == "note"}
    assert not shown & {e.note for e in placed}
    mine = {line[2] for line in session.log_lines(placed[0].seat) if line[0] == "note"}
    assert placed[0].note in mine
