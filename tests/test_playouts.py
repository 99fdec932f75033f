"""Thousands of seeded random Ofrenda games, checking the rules' invariants after every action.

The fast path applies random legal actions straight on :class:`OfrendaState` (no session).
``OFRENDA_PLAYOUTS`` sets the number of games (default 2,000); every game also replays its
log from the seed and goes through a save/load round trip.
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
from game.session import Session

DATA = load_ofrenda_data(data_dir() / "ofrenda")
GAME = registry.get("ofrenda")
PLAYOUTS = int(os.environ.get("OFRENDA_PLAYOUTS", "2000"))
ALL_PORTRAITS = sorted(DATA.portraits)
ALL_CANDLES = sorted(DATA.candles)


# ------------------------------------------------------------------------------ invariants
def check_invariants(s: OfrendaState) -> None:
    b = s.you
    # Every portrait and every candle is in exactly one place.
    where = (s.deck + s.box_portraits + [c for c in s.market if c is not None] + b.hand + list(b.ofrenda.values())
             + b.discards + s.abuela_portraits)
    assert sorted(where) == ALL_PORTRAITS, "portraits lost or duplicated"
    candles = (s.bag + s.box_candles + [c for c in s.market_candles if c is not None] + s.abuela_candles + b.candles
               + [v for v in b.decorations.values() if v != MARIGOLD])
    assert sorted(candles) == ALL_CANDLES, "candles lost or duplicated"
    assert len(s.box_portraits) == 33 and len(s.box_candles) == 7
    # Marigolds never negative, in storage or on the family board.
    assert b.marigolds >= 0
    assert len(s.market_marigolds) == 4 and all(m >= 0 for m in s.market_marigolds)
    assert all(m == 0 for c, m in zip(s.market, s.market_marigolds) if c is None)
    # Storage, hand, ofrenda.
    assert len(b.candles) <= 3
    expected_hand = {Phase.TAKE_PORTRAIT: 3, Phase.TAKE_CANDLE: 4, Phase.PLAY_PORTRAIT: 4, Phase.DECORATE: 3,
                     Phase.ABUELA: 3, Phase.GAME_OVER: 3}[s.phase]
    assert len(b.hand) == expected_hand, (s.phase, b.hand)
    assert set(b.ofrenda) <= set(DATA.slots)
    assert b.lit <= set(b.ofrenda), "lit portraits must be on the ofrenda"
    assert b.lit_candles <= {d for d, v in b.decorations.items() if v != MARIGOLD}
    for deco, what in b.decorations.items():
        d = DATA.decorations[deco]
        assert (what == MARIGOLD) == (d.holds == "marigold"), "a slot holds only its own kind"
        assert all(sl in b.ofrenda for sl in d.portraits), "decorations only in surrounded slots"
    assert len(b.ofrenda) + len(b.discards) == b.turns + (1 if s.phase is Phase.DECORATE else 0)
    assert len(s.abuela_portraits) == s.round - (1 if s.phase is Phase.ABUELA else 0)
    # Phase-specific.
    if s.phase is Phase.TAKE_PORTRAIT:
        assert all(c is not None for c in s.market) and len(s.market) == 4, "4 portraits at turn start"
        assert all(c is not None for c in s.market_candles) and len(s.market_candles) == 4, "4 candles"
        assert s.current == 0 and s.taken_space is None
    if s.phase is Phase.ABUELA:
        assert b.turns == s.round - 1 and s.pending == []
    if s.phase is Phase.DECORATE:
        assert s.pending and all(p not in b.decorations for p in s.pending)
    if s.phase is Phase.GAME_OVER:
        assert b.turns == TURNS and s.round == TURNS
        assert s.legal_actions() == []
    else:
        assert b.turns < TURNS and s.round == b.turns + 1
        assert s.legal_actions(), "a game in progress always has a legal action"


def check_final(s: OfrendaState, log: list) -> None:
    assert s.is_over and s.you.turns == TURNS
    assert len(s.abuela_portraits) == TURNS
    assert len(s.deck) == 1, "the solo deck gives exactly 24 draws"
    sc = s.score()
    assert 0 <= sc.total <= 135
    assert sc.total == sum(sc.per_slot.values()) + sum(sc.per_decoration.values())
    # Replaying the log from the seed (as a session does) gives the same game...
    session = Session(GAME, "solo", s.seed)
    for a in log:
        session.apply(a)
    assert session.state.digest() == s.digest()
    assert session.state.score().total == sc.total
    # ...and so does a save/load round trip.
    loaded = saves.decode(saves.encode(session))
    assert loaded.state.digest() == s.digest()
    assert loaded.log == log


# ------------------------------------------------------------------------------ policies
def random_policy(rng: random.Random, s: OfrendaState):
    return rng.choice(s.legal_actions())


def eager_policy(rng: random.Random, s: OfrendaState):
    """Random, but prefers placing portraits, taking candles and decorating (more of the rules get used)."""
    legal = s.legal_actions()
    for kinds in ((PlaceCandle, PlaceMarigold), (PlacePortrait,), (TakeCandle,)):
        preferred = [a for a in legal if isinstance(a, kinds)]
        if preferred and rng.random() < 0.9:
            return rng.choice(preferred)
    return rng.choice(legal)


def playout(seed: int, policy=None, check_every_action: bool = True):
    rng = random.Random(seed * 7919 + 1)
    policy = policy or (random_policy if seed % 2 else eager_policy)
    s = OfrendaState(DATA, seed)
    log = []
    check_invariants(s)
    while not s.is_over:
        a = policy(rng, s)
        s.apply(a)
        log.append(a)
        if check_every_action:
            check_invariants(s)
        assert len(log) < 200
    return s, log


# ------------------------------------------------------------------------------ tests
def test_many_random_playouts():
    kinds = Counter()
    scores = []
    for seed in range(PLAYOUTS):
        s, log = playout(seed)
        check_final(s, log)
        kinds.update(type(a).__name__ for a in log)
        scores.append(s.score().total)
    # The playouts exercised every kind of action.
    if PLAYOUTS >= 100:
        for cls in (AbuelaTurn, TakePortrait, TakeCandle, SkipCandle, PlacePortrait, DiscardPortrait, PlaceCandle,
                    PlaceMarigold, EndTurn):
            assert kinds[cls.__name__] > 0, cls.__name__
        assert max(scores) > 20


def test_same_seed_same_game():
    a, log_a = playout(42, check_every_action=False)
    b, log_b = playout(42, check_every_action=False)
    assert log_a == log_b and a.digest() == b.digest()


def test_clone_is_independent():
    s, _ = playout(3, check_every_action=False)
    s = OfrendaState(DATA, 3)
    s.apply(AbuelaTurn())
    c = s.clone()
    assert c.digest() == s.digest()
    c.apply(c.legal_actions()[0])
    assert c.digest() != s.digest()
    check_invariants(s)
    assert c.data is s.data


def _universe(s: OfrendaState):
    """Every action worth trying in ``s``: legal or not."""
    out = [AbuelaTurn(), SkipCandle(), EndTurn()]
    out += [TakePortrait(i) for i in range(-1, 5)] + [TakeCandle(i) for i in range(-1, 5)]
    cards = s.you.hand + [s.deck[0]] + list(s.you.ofrenda.values())[:1]
    for c in cards:
        out += [PlacePortrait(c, sl) for sl in DATA.slots] + [DiscardPortrait(c), PlacePortrait(c, "nowhere")]
    candles = s.you.candles + s.bag[:1]
    for d in list(DATA.decorations) + ["T1"]:
        out += [PlaceCandle(c, d) for c in candles] + [PlaceMarigold(d)]
    return out


def test_legal_actions_match_why_illegal_during_play():
    """Along real games: legal_actions lists exactly the actions apply accepts; the rest raise with a reason."""
    for seed in range(40):
        rng = random.Random(seed)
        s = OfrendaState(DATA, seed)
        while not s.is_over:
            legal = s.legal_actions()
            assert len(set(legal)) == len(legal), "no duplicates"
            before = s.digest()
            for a in _universe(s):
                reason = s.why_illegal(a)
                assert (reason is None) == (a in legal), (s.phase, a, reason)
                if reason is not None:
                    with pytest.raises(IllegalAction) as err:
                        s.apply(a)  # refused before anything changes
                    assert err.value.reason == reason and reason
            assert s.digest() == before, "refused actions change nothing"
            s.apply(eager_policy(rng, s) if seed % 2 else rng.choice(legal))
        for a in _universe(s):
            assert s.why_illegal(a) == "The game is over."


def test_actions_round_trip_through_the_codec():
    s, log = playout(11, check_every_action=False)
    for a in log:
        assert CODEC.decode(a.to_json()) == a


@settings(max_examples=60, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**64 - 1), choices=st.lists(st.integers(0, 10**6), max_size=80))
def test_hypothesis_playouts(seed, choices):
    """Any seed and any sequence of choices keeps the invariants; unplayed choices fall back to the first."""
    s = OfrendaState(DATA, seed)
    log = []
    i = 0
    while not s.is_over:
        legal = s.legal_actions()
        a = legal[choices[i] % len(legal)] if i < len(choices) else legal[0]
        i += 1
        s.apply(a)
        log.append(a)
        check_invariants(s)
    check_final(s, log)
