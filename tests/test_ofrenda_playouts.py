"""Thousands of seeded random Ofrenda games, checking the rules' invariants after every action.

The fast path applies random legal actions straight on :class:`OfrendaState` (no session).
``OFRENDA_PLAYOUTS`` sets the number of games of the slow soak (default 2,000, spread over solo
and every player count and option); every game also replays its log from the seed and goes
through a save/load round trip.
"""
from __future__ import annotations

import os
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game import registry, saves
from game.paths import data_dir
from game.rules.base import IllegalAction
from game.rules.ofrenda import (
    CODEC, MARIGOLD, TURNS, AbuelaTurn, DiscardPortrait, EndTurn, OfrendaState, Phase, PlaceCandle, PlaceMarigold,
    PlacePortrait, SkipCandle, TakeCandle, TakePortrait, load_ofrenda_data,
)
from game.protocol import SeatSetup, Setup
from game.session import Session
from game.text import say

DATA = load_ofrenda_data(data_dir() / "ofrenda")
GAME = registry.get("ofrenda")
PLAYOUTS = int(os.environ.get("OFRENDA_PLAYOUTS", "2000"))
ALL_PORTRAITS = sorted(DATA.portraits)
ALL_CANDLES = sorted(DATA.candles)


# ------------------------------------------------------------------------------ invariants
def check_invariants(s: OfrendaState) -> None:
    boards = s.boards
    n = len(boards)
    # Every portrait and every candle is in exactly one place.
    where = s.deck + s.box_portraits + [c for c in s.market if c is not None] + s.abuela_portraits
    candles = s.bag + s.box_candles + [c for c in s.market_candles if c is not None] + s.abuela_candles
    for b in boards:
        where += b.hand + list(b.ofrenda.values()) + b.discards
        candles += b.candles + [v for v in b.decorations.values() if v != MARIGOLD]
    assert sorted(where) == ALL_PORTRAITS, "portraits lost or duplicated"
    assert sorted(candles) == ALL_CANDLES, "candles lost or duplicated"
    if s.solo:
        assert len(s.box_portraits) == 33 and len(s.box_candles) == 7
    else:
        assert len(s.box_portraits) == {2: 30, 3: 15, 4: 0}[n] and s.box_candles == []
        assert all(DATA.portraits[c].players > n for c in s.box_portraits)
    # Marigolds never negative, in storage or on the family board.
    assert len(s.market_marigolds) == 4 and all(m >= 0 for m in s.market_marigolds)
    assert all(m == 0 for c, m in zip(s.market, s.market_marigolds) if c is None)
    # Common Goal tokens: each taken once per goal and player, from the top of its stack.
    stacks = {2: [5, 7], 3: [3, 5, 7], 4: [2, 3, 5, 7]}[max(n, 2)]
    if s.goals:
        assert len(s.goals) == 3 and sorted(DATA.goals[g].type for g in s.goals) == [1, 2, 3]
        for i, goal in enumerate(s.goals):
            won = sorted(b.tokens[goal] for b in boards if goal in b.tokens)
            assert sorted(s.goal_stacks[i] + won) == stacks and s.goal_stacks[i] == sorted(s.goal_stacks[i])
            assert all(v > max(s.goal_stacks[i], default=0) for v in won), "tokens come off the top"
    else:
        assert all(not b.tokens for b in boards)
    for seat, b in enumerate(boards):
        assert b.marigolds >= 0
        assert len(b.candles) <= 3
        mover = seat == s.current
        expected_hand = 3
        if mover and s.phase in (Phase.TAKE_CANDLE, Phase.PLAY_PORTRAIT):
            expected_hand = 4
        if s.is_over:
            expected_hand = 3
        assert len(b.hand) == expected_hand, (s.phase, seat, b.hand)
        assert set(b.ofrenda) <= set(DATA.slots)
        assert b.lit <= set(b.ofrenda), "lit portraits must be on the ofrenda"
        assert b.lit_candles <= {d for d, v in b.decorations.items() if v != MARIGOLD}
        for deco, what in b.decorations.items():
            d = DATA.decorations[deco]
            assert (what == MARIGOLD) == (d.holds == "marigold"), "a slot holds only its own kind"
            assert all(sl in b.ofrenda for sl in d.portraits), "decorations only in surrounded slots"
        assert len(b.ofrenda) + len(b.discards) == b.turns + (1 if mover and s.phase is Phase.DECORATE else 0)
        assert set(b.known_hand) <= set(b.hand) and len(b.dealt) == 3
    if s.solo:
        assert len(s.abuela_portraits) == s.round - (1 if s.phase is Phase.ABUELA else 0)
    else:
        assert s.abuela_portraits == [] and s.abuela_candles == []
        turns = [b.turns for b in boards]
        assert max(turns) - min(turns) <= 1, "turns go round the table"
    # Phase-specific.
    if s.phase is Phase.TAKE_PORTRAIT:
        if not s.solo and s.deck:
            assert all(c is not None for c in s.market), "4 portraits at turn start"
        assert s.taken_space is None
        assert s.to_move() == frozenset({s.current}) and s.current >= 0
    if s.phase is Phase.ABUELA:
        assert s.solo and boards[0].turns == s.round - 1 and s.pending == []
        assert s.to_move() == frozenset({-1})
    if s.phase is Phase.DECORATE:
        assert s.pending and all(p not in boards[s.current].decorations for p in s.pending)
    if s.phase is Phase.GAME_OVER:
        assert all(b.turns == TURNS for b in boards) and s.round == TURNS
        assert s.to_move() == frozenset() and all(s.legal_actions(i) == [] for i in range(-1, n))
    else:
        seat = s.current
        assert boards[seat if seat >= 0 else 0].turns < TURNS
        assert s.legal_actions(seat), "a game in progress always has a legal action"
        assert all(s.legal_actions(i) == [] for i in range(-1, n) if i != seat), "only the seat to move acts"


def check_final(s: OfrendaState, log: list) -> None:
    assert s.is_over and all(b.turns == TURNS for b in s.boards)
    if s.solo:
        assert len(s.abuela_portraits) == TURNS
        assert len(s.deck) == 1, "the solo deck gives exactly 24 draws"
    else:
        assert len(s.deck) == {2: 1, 3: 1, 4: 1}[len(s.boards)], "one portrait is left in the deck"
    for i in range(len(s.boards)):
        sc = s.score(i)
        assert 0 <= sc.total <= 135 + 21
        assert sc.total == sum(sc.per_slot.values()) + sum(sc.per_decoration.values()) + sc.goals
    out = s.outcome()
    assert out.scores == s.returns()
    if not s.solo:
        best = max(out.scores)
        assert out.winners and all(out.scores[w] == best for w in out.winners)
    # Replaying the log from the seed (as a session does) gives the same game...
    session = Session(GAME, s.setup, s.seed)
    for seat, a in log:
        session.apply(seat, a)
    assert session.state.digest() == s.digest()
    assert session.state.returns() == s.returns()
    # ...and so does a save/load round trip.
    loaded = saves.decode(saves.encode(session))
    assert loaded.state.digest() == s.digest()
    assert [(e.seat, e.action) for e in loaded.log] == log


# ------------------------------------------------------------------------------ policies
def random_policy(rng: random.Random, s: OfrendaState):
    return rng.choice(s.legal_actions(s.current))


def eager_policy(rng: random.Random, s: OfrendaState):
    """Random, but prefers placing portraits, taking candles and decorating (more of the rules get used)."""
    legal = s.legal_actions(s.current)
    for kinds in ((PlaceCandle, PlaceMarigold), (PlacePortrait,), (TakeCandle,)):
        preferred = [a for a in legal if isinstance(a, kinds)]
        if preferred and rng.random() < 0.9:
            return rng.choice(preferred)
    return rng.choice(legal)


SETUPS = [None] + [Setup("multi", tuple(SeatSetup("human", f"P{i}") for i in range(n)), {"goals": g})
                   for n in (2, 3, 4) for g in (False, True)]


def playout(seed: int, policy=None, check_every_action: bool = True, setup=None):
    rng = random.Random(seed * 7919 + 1)
    policy = policy or (random_policy if seed % 2 else eager_policy)
    s = OfrendaState(DATA, seed, setup or "solo")
    log = []
    check_invariants(s)
    while not s.is_over:
        a = policy(rng, s)
        seat = s.current
        s.apply(seat, a)
        log.append((seat, a))
        if check_every_action:
            check_invariants(s)
        assert len(log) < 300
    return s, log


# ------------------------------------------------------------------------------ tests
@pytest.mark.slow
def test_many_random_playouts():
    kinds = Counter()
    scores = []
    for seed in range(PLAYOUTS):
        s, log = playout(seed, setup=SETUPS[seed % len(SETUPS)])
        check_final(s, log)
        kinds.update(type(a).__name__ for _, a in log)
        kinds.update(e.kind for e in s.events)
        scores.append(s.score().total)
    # The playouts exercised every kind of action.
    if PLAYOUTS >= 100:
        for cls in (AbuelaTurn, TakePortrait, TakeCandle, SkipCandle, PlacePortrait, DiscardPortrait, PlaceCandle,
                    PlaceMarigold, EndTurn):
            assert kinds[cls.__name__] > 0, cls.__name__
        assert max(scores) > 20
        assert kinds["goal_token"] > 0 and kinds["deal_hidden"] > 0


def test_random_playouts_of_every_setup():
    """A few games of every player count and option, checked after every action (the slow test plays
    thousands)."""
    for i, setup in enumerate(SETUPS):
        for seed in range(3):
            s, log = playout(100 * i + seed, setup=setup)
            check_final(s, log)


def test_same_seed_same_game():
    for setup in (None, SETUPS[-1]):
        a, log_a = playout(42, check_every_action=False, setup=setup)
        b, log_b = playout(42, check_every_action=False, setup=setup)
        assert log_a == log_b and a.digest() == b.digest()


def test_clone_is_independent():
    s, _ = playout(3, check_every_action=False)
    s = OfrendaState(DATA, 3)
    s.apply(AbuelaTurn())
    c = s.clone()
    assert c.digest() == s.digest()
    c.apply(0, c.legal_actions(0)[0])
    assert c.digest() != s.digest()
    check_invariants(s)
    assert c.data is s.data
    # deep enough: playing a whole game on the clone leaves the original as it was
    m, _ = playout(9, check_every_action=False, setup=SETUPS[-1])
    m = OfrendaState(DATA, 9, SETUPS[-1])
    before = m.digest()
    c = m.clone()
    rng = random.Random(1)
    while not c.is_over:
        c.apply(c.current, rng.choice(c.legal_actions(c.current)))
    assert m.digest() == before and len(m.events) < len(c.events)


def _universe(s: OfrendaState):
    """Every action worth trying in ``s``: legal or not."""
    out = [AbuelaTurn(), SkipCandle(), EndTurn()]
    out += [TakePortrait(i) for i in range(-1, 5)] + [TakeCandle(i) for i in range(-1, 5)]
    b = s.boards[0]
    cards = b.hand + [s.deck[0]] + list(b.ofrenda.values())[:1]
    for c in cards:
        out += [PlacePortrait(c, sl) for sl in DATA.slots] + [DiscardPortrait(c), PlacePortrait(c, "nowhere")]
    candles = b.candles + s.bag[:1]
    for d in list(DATA.decorations) + ["T1"]:
        out += [PlaceCandle(c, d) for c in candles] + [PlaceMarigold(d)]
    return out


def test_legal_actions_match_why_illegal_during_play():
    """Along real games: legal_actions lists exactly the actions apply accepts; the rest raise with a reason."""
    _legal_actions_match_why_illegal(range(7))  # one game of each setup


@pytest.mark.slow
def test_legal_actions_match_why_illegal_during_many_games():
    _legal_actions_match_why_illegal(range(7, 60))


def _legal_actions_match_why_illegal(seeds) -> None:
    for seed in seeds:
        rng = random.Random(seed)
        setup = SETUPS[seed % len(SETUPS)]
        s = OfrendaState(DATA, seed, setup or "solo")
        seats = range(-1, len(s.boards))
        while not s.is_over:
            before = s.digest()
            for seat in seats:
                legal = s.legal_actions(seat)
                assert len(set(legal)) == len(legal), "no duplicates"
                for a in _universe(s):
                    reason = s.why_illegal(seat, a)
                    assert (reason is None) == (a in legal), (s.phase, seat, a, reason)
                    if reason is not None:
                        with pytest.raises(IllegalAction) as err:
                            s.apply(seat, a)  # refused before anything changes
                        assert err.value.reason == reason and reason
            assert s.digest() == before, "refused actions change nothing"
            s.apply(s.current, eager_policy(rng, s) if seed % 2 else rng.choice(s.legal_actions(s.current)))
        for a in _universe(s):
            assert say(s.why_illegal(0, a), "en") == "The game is over."


def test_actions_round_trip_through_the_codec():
    s, log = playout(11, check_every_action=False, setup=SETUPS[-1])
    for _, a in log:
        assert CODEC.decode(a.to_json()) == a


@settings(max_examples=60, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**64 - 1), choices=st.lists(st.integers(0, 10**6), max_size=80))
def test_hypothesis_playouts(seed, choices):
    """Any seed and any sequence of choices keeps the invariants; unplayed choices fall back to the first."""
    setup = SETUPS[seed % len(SETUPS)]
    s = OfrendaState(DATA, seed, setup or "solo")
    log = []
    i = 0
    while not s.is_over:
        seat = s.current
        legal = s.legal_actions(seat)
        a = legal[choices[i] % len(legal)] if i < len(choices) else legal[0]
        i += 1
        s.apply(seat, a)
        log.append((seat, a))
        check_invariants(s)
    check_final(s, log)
