"""Ofrenda's Easy bot: it plays every mode, explains each move, and its errors come from its seed and the view.

How strong it is (Hard beats it, it beats random by more) is measured by benchmarks/bench_bots.py.
"""
from __future__ import annotations

import pytest

from game import registry
from game.ai import Decision, make_bot
from game.rules.ofrenda.bots.easy import OfrendaEasyBot
from game.protocol import SeatSetup, Setup
from game.rules.ofrenda import Phase, player_view
from game.session import Session
from game.text import say

GAME = registry.get("ofrenda")


def play(setup, seed: int) -> Session:
    session = Session(GAME, setup, seed)
    bots = {i: make_bot(GAME, s.bot, i, seed) for i, s in enumerate(setup.seats)}
    session.advance(bots)
    return session


@pytest.mark.parametrize("setup", [
    Setup("solo", (SeatSetup("bot", "E", "easy"),)),
    Setup("multi", tuple(SeatSetup("bot", n, "easy") for n in "ABCD"), {"goals": True}),
], ids=["solo", "4p-goals"])
def test_easy_plays_a_whole_game_with_a_reason_for_every_move(setup):
    session = play(setup, 11)
    state = session.state
    assert state.is_over and all(b.turns == 12 for b in state.boards)
    moves = [e for e in session.log if e.seat is not None and e.seat >= 0]
    assert moves and all(say(e.note, "en").strip() and len(say(e.note, "en")) < 240 for e in moves)
    assert all(len(b.ofrenda) >= 8 for b in state.boards), "it fills its ofrenda, as a real player does"


def test_easy_answers_a_view_the_same_however_often_it_is_asked():
    """The error is drawn from the bot's seed and the decision's public facts: not from its history."""
    session = Session(GAME, Setup("multi", (SeatSetup("human", "A"), SeatSetup("human", "B"))), 5)
    asked = make_bot(GAME, "easy", 0, 5)
    others = {seat: OfrendaEasyBot(GAME, seat, 9, noise=0.0) for seat in (0, 1)}
    checked = 0
    while not session.state.is_over and checked < 12:
        seat = session.state.current
        d = session.decision(seat)
        if seat == 0 and session.state.phase is Phase.TAKE_PORTRAIT:
            first = asked.decide(d)
            assert asked.decide(d) == first
            assert make_bot(GAME, "easy", 0, 5).decide(Decision(0, d.legal, player_view(session.state, 0))) == first
            checked += 1
        session.apply(seat, others[seat].decide(d).action)
    assert checked == 12


def test_easy_misjudges_some_turns_and_its_errors_depend_on_its_seed():
    """Against the same planner without the error, Easy picks other moves on some turns, and two
    seeds do not misjudge the same turns (a test that the noise is real, not that it is tuned)."""
    session = Session(GAME, Setup("multi", (SeatSetup("human", "A"), SeatSetup("human", "B"))), 8)
    exact, differs, seeds_differ = OfrendaEasyBot(GAME, 0, 1, noise=0.0), 0, 0
    while not session.state.is_over:
        seat = session.state.current
        d = session.decision(seat)
        if session.state.phase is Phase.TAKE_PORTRAIT and len(d.legal) > 1:
            a = OfrendaEasyBot(GAME, seat, 1).decide(d).action
            b = OfrendaEasyBot(GAME, seat, 2).decide(d).action
            differs += a != OfrendaEasyBot(GAME, seat, 1, noise=0.0).decide(d).action
            seeds_differ += a != b
        session.apply(seat, exact.decide(d).action if seat == 0 else make_bot(GAME, "random", 1, 8).decide(d).action)
    assert differs >= 2 and seeds_differ >= 2, (differs, seeds_differ)
