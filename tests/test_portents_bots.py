"""Portents' AI players: the Hard planner (game/rules/portents/bots/planner.py) and Easy's reasons.

Legal moves only, the same choice for the same seed, decisions on the seat's view alone (two
states that differ only in the bag's order get the same answer), a short strength check and
reasons in the game's words. The strength figures on hundreds of games are
``benchmarks/bench_portents.py``'s.
"""
from __future__ import annotations

import random

import pytest

from game import registry
from game.ai import Decision, make_bot
from game.rules.portents.bots.model import Model, _missing
from game.rules.portents.bots.planner import PortentsPlanner
from game.protocol import SeatSetup, Setup
from game.session import Session
from game.text import say

GAME = registry.all_games()["portents"]
DATA = GAME.load_data()


def solo_setup(bot: str = "hard", **options) -> Setup:
    return GAME.validate_setup(Setup("solo", (SeatSetup("bot", "Bot", bot),), tuple(options.items())))


def duel_setup(a: str = "hard", b: str = "easy") -> Setup:
    return GAME.validate_setup(Setup("duel", (SeatSetup("bot", "A", a), SeatSetup("bot", "B", b))))


def play(setup: Setup, seed: int, max_steps: int | None = None) -> Session:
    session = Session(GAME, setup, seed)
    bots = {i: make_bot(GAME, s.bot, i, seed) for i, s in enumerate(setup.seats)}
    session.advance(bots, max_steps=max_steps)  # an illegal choice would raise IllegalAction
    return session


def test_registered_as_hard_and_the_hint():
    assert GAME.bots["hard"] == "game.rules.portents.bots.planner:PortentsPlanner"
    assert GAME.hint_bot == "hard"
    assert isinstance(make_bot(GAME, "hard", 0, 1), PortentsPlanner)


def test_hard_plays_whole_solo_games_with_legal_moves_and_reasons():
    session = play(solo_setup(difficulty="cute"), 3)
    state = session.state
    assert state.is_over
    notes = [say(e.note, "en") for e in session.log if e.seat == 0]
    assert notes and all(n and n.strip() for n in notes), "every move of the bot carries a reason"
    assert not any("simulated" in n for n in notes)


def test_hard_handles_every_challenge_and_the_kittys_choices():
    session = play(solo_setup(difficulty="standard", chaotic_cat=True, feed_the_cat=True, felis_pyromanias=True,
                              dont_disturb=True), 2, max_steps=60)
    kinds = {type(e.action).__name__ for e in session.log if e.seat == 0}
    assert {"Shift", "Place"} <= kinds
    assert "Sacrifice" in kinds or session.state.is_over


def test_the_same_seed_gives_the_same_game():
    a = play(solo_setup(difficulty="middling"), 5, max_steps=25)
    b = play(solo_setup(difficulty="middling"), 5, max_steps=25)
    assert [(e.seat, e.action, e.note) for e in a.log] == [(e.seat, e.action, e.note) for e in b.log]


def _bag_twin(state):
    """The same position with the bag in another order and another generator: what the seat cannot see."""
    twin = state.clone()
    bag = list(twin.bag)
    while len(bag) > 1 and bag == state.bag:
        random.Random(len(bag)).shuffle(bag)
        bag = bag[1:] + bag[:1]
    twin.bag = bag
    twin.rng.state = state.rng.state ^ 0x5DEECE66D
    return twin


@pytest.mark.parametrize("seed", [1, 4])
def test_hard_decides_on_the_view_alone(seed):
    state = GAME.entry.new_state(DATA, seed, solo_setup(difficulty="expert", chaotic_cat=True))
    twin = _bag_twin(state)
    assert twin.bag != state.bag and GAME.view(twin, 0) == GAME.view(state, 0)
    choices = []
    for s in (state, twin):
        bot = make_bot(GAME, "hard", 0, 7)
        choices.append(bot.decide(Decision(0, s.legal_actions(0), GAME.view(s, 0))))
    assert choices[0] == choices[1]


def test_hard_decides_on_the_view_alone_mid_game():
    session = play(solo_setup(difficulty="standard"), 6, max_steps=14)
    state = session.state
    seat = next(iter(state.to_move()))
    assert seat == 0
    twin = _bag_twin(state)
    assert GAME.view(twin, 0) == GAME.view(state, 0)
    a = make_bot(GAME, "hard", 0, 3).decide(Decision(0, state.legal_actions(0), GAME.view(state, 0)))
    b = make_bot(GAME, "hard", 0, 3).decide(Decision(0, twin.legal_actions(0), GAME.view(twin, 0)))
    assert a == b and a.action in state.legal_actions(0)


@pytest.mark.slow  # a soak: runs with -m slow (CI runs both)
def test_hard_wins_easy_solo_games():
    """A smoke test of strength: Cute Clairvoyant on a few seeds (the benchmark plays hundreds)."""
    for seed in (1, 2):
        session = play(solo_setup(difficulty="cute"), seed)
        state = session.state
        assert state.winners == frozenset((0,)), f"seed {seed}: {state.reason}"
        last = [e for e in session.log if e.seat == 0][-1]
        assert say(last.note, "en") == "it completes the target collection"


def test_duel_legal_with_reasons_from_both_levels():
    session = play(duel_setup("hard", "easy"), 2, max_steps=16)
    for seat in (0, 1):
        notes = [say(e.note, "en") for e in session.log if e.seat == seat]
        assert notes and all(n.strip() for n in notes)
    easy = [say(e.note, "en") for e in session.log if e.seat == 1]
    assert not any("simulated games" in n for n in easy), "Easy explains its moves in the game's words"


def test_missing_counts_marks_toward_the_target():
    # two Fortunes of 4 and three of 3 from nothing: 2 * 4 + 3 * 3 marks
    assert _missing([0] * 8, [8] * 8, 2, 3) == 17
    counts = [4, 3, 0, 0, 4, 3, 0, 0]
    assert _missing(counts, [0] * 8, 2, 2) == 0
    assert _missing(counts, [0] * 8, 2, 3) == 99, "no third attribute can reach three"
    assert _missing(counts, [0, 0, 1, 0, 0, 0, 0, 3], 2, 3) == 3
    assert _missing([3, 0, 0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0, 0], 1, 0) == 1
    assert _missing([3, 0, 0, 0, 0, 0, 0, 0], [0] * 8, 1, 0) == 99, "an attribute with no Omen left cannot grow"


def test_kitty_turns_counts_the_prowl():
    state = GAME.entry.new_state(DATA, 1, solo_setup(difficulty="standard"))
    model = Model(DATA, True, state.difficulty)
    assert model.kitty_turns(state) == 2 * 16, "every slot full: two laps of sixteen stops"
    state.slots = [o if i in (3, 12) else -1 for i, o in enumerate(state.slots)]
    assert model.kitty_turns(state) == 5, "12, 3, 12 (a lap), 3, 12 (the second)"
