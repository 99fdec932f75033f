"""The bots: the hint bot plays legally, deterministically and honestly, and plays well.

Kept under a minute: a hint-bot game takes well under a second.
"""
from __future__ import annotations

import functools
import random
import statistics
from collections import Counter

import pytest

from game import registry
from game.ai import make_bot
from game.ai.ofrenda_hint import OfrendaHintBot, determinize, unseen_candles, unseen_portraits
from game.rules.ofrenda import MARIGOLD, OfrendaState, Phase, player_view
from game.session import Session

GAME = registry.get("ofrenda")
DATA = GAME.load_data()


def play(seed: int, bot_name: str = "hint", check=None) -> Session:
    """One whole solo game, driven like ``python -m game sim`` drives it."""
    session = Session(GAME, "solo", seed)
    bot = make_bot(GAME, bot_name, seed=seed)
    while not session.state.is_over:
        if session.state.automaton_to_move:
            session.apply_automaton()
            continue
        state = session.state
        action = bot.choose(state, state.current)
        if check is not None:
            check(state, action)
        session.apply(action)
    return session


def portraits_everywhere(s: OfrendaState) -> list[str]:
    b = s.you
    return (s.deck + s.box_portraits + [c for c in s.market if c is not None] + b.hand + list(b.ofrenda.values())
            + b.discards + s.abuela_portraits)


def candles_everywhere(s: OfrendaState) -> list[str]:
    b = s.you
    return (s.bag + s.box_candles + [c for c in s.market_candles if c is not None] + s.abuela_candles + b.candles
            + [v for v in b.decorations.values() if v != MARIGOLD])


def mid_game_states(seed: int, every: int = 1) -> list[OfrendaState]:
    """Clones of the states a hint-bot game passes through where the player decides (every ``every``-th)."""
    return _decision_states(seed)[::every]


@functools.cache
def _decision_states(seed: int) -> tuple[OfrendaState, ...]:
    out = []
    session = Session(GAME, "solo", seed)
    bot = OfrendaHintBot(seed=seed)
    while not session.state.is_over:
        if session.state.automaton_to_move:
            session.apply_automaton()
            continue
        out.append(session.state.clone())
        session.apply(bot.choose(session.state, 0))
    return tuple(out)


# ------------------------------------------------------------------------------ legality, determinism

@pytest.mark.parametrize("seed", [1, 7, 42])
def test_hint_bot_plays_only_legal_actions_and_never_touches_the_state(seed):
    def check(state, action):
        assert action in state.legal_actions(), (state.phase, action)

    seen_phases = set()

    def check_and_digest(state, action):
        seen_phases.add(state.phase)
        check(state, action)

    session = Session(GAME, "solo", seed)
    bot = OfrendaHintBot(seed=seed)
    while not session.state.is_over:
        if session.state.automaton_to_move:
            session.apply_automaton()
            continue
        state = session.state
        before = state.digest()
        action = bot.choose(state, 0)
        assert state.digest() == before, "the bot must never mutate the live state"
        check_and_digest(state, action)
        session.apply(action)
    assert session.state.you.turns == 12
    assert Phase.TAKE_PORTRAIT in seen_phases and Phase.PLAY_PORTRAIT in seen_phases


def test_hint_bot_is_deterministic_for_a_seed():
    a = play(5)
    b = play(5)
    assert [x.to_json() for x in a.log] == [x.to_json() for x in b.log]
    assert a.state.digest() == b.state.digest()


def test_make_bot_builds_the_hint_bot():
    bot = make_bot(GAME, "hint", seed=3)
    assert isinstance(bot, OfrendaHintBot) and bot.name == "hint"


# ------------------------------------------------------------------------------ honesty

def test_determinize_keeps_every_card_and_the_public_view():
    for state in mid_game_states(17, every=3):
        before = state.digest()
        det = determinize(state, random.Random(99))
        assert state.digest() == before, "determinize must not change its argument"
        assert Counter(portraits_everywhere(det)) == Counter(list(DATA.portraits))
        assert Counter(candles_everywhere(det)) == Counter(list(DATA.candles))
        assert len(portraits_everywhere(det)) == 65 and len(candles_everywhere(det)) == 35
        assert len(det.deck) == len(state.deck) and len(det.bag) == len(state.bag)
        assert len(det.box_portraits) == len(state.box_portraits)
        # the public multiplayer-only cards stay in the box; only hidden solo cards move
        public_box = sorted(c for c in state.box_portraits if DATA.portraits[c].players > 2)
        assert sorted(c for c in det.box_portraits if DATA.portraits[c].players > 2) == public_box
        assert sorted(det.deck + det.box_portraits) == sorted(state.deck + state.box_portraits)
        assert sorted(det.bag) == sorted(state.bag)
        assert det.box_candles == state.box_candles
        assert player_view(det, 0) == player_view(state, 0)
        assert det.rng.state != state.rng.state, "Abuela's future dice must be re-rolled"


def test_determinize_really_reshuffles_the_hidden_cards():
    state = OfrendaState(DATA, seed=3)
    hidden = [determinize(state, random.Random(k)) for k in range(8)]
    assert len({tuple(d.deck) for d in hidden}) > 1
    assert len({tuple(d.bag) for d in hidden}) > 1
    # sometimes a card the real deck holds is hidden in the box instead, and vice versa
    assert any(set(d.deck) != set(state.deck) for d in hidden)


def test_unseen_cards_are_exactly_the_hidden_ones():
    for state in mid_game_states(17, every=4):
        view = player_view(state, 0)
        hidden = state.deck + [c for c in state.box_portraits if DATA.portraits[c].players <= 2]
        assert sorted(unseen_portraits(DATA, view)) == sorted(hidden)
        assert sorted(unseen_candles(DATA, view)) == sorted(state.bag)


def test_hint_bot_decides_only_on_what_the_player_sees():
    """Re-dealing the hidden cards and dice never changes the bot's choice."""
    for state in mid_game_states(17, every=4):
        real = OfrendaHintBot(seed=1).choose(state, 0)
        for k in range(2):
            other = determinize(state, random.Random(k))
            assert OfrendaHintBot(seed=1).choose(other, 0) == real


# ------------------------------------------------------------------------------ strength, suggestions

def test_hint_bot_clearly_beats_the_random_bot():
    seeds = range(101, 111)
    hint = [play(s).state.score(0).total for s in seeds]
    rnd = [play(s, "random").state.score(0).total for s in seeds]
    assert statistics.fmean(hint) > 60, hint
    assert statistics.fmean(hint) > statistics.fmean(rnd) + 40, (hint, rnd)


def test_suggest_gives_a_legal_action_and_a_reason_in_every_phase():
    phases = set()
    for i, state in enumerate(mid_game_states(17, every=2)):
        bot = OfrendaHintBot(seed=23)
        action, reason = bot.suggest(state, 0)
        assert action in state.legal_actions()
        assert isinstance(reason, str) and reason.strip()
        assert len(reason) < 200, reason
        if i % 3 == 0:
            assert OfrendaHintBot(seed=5).choose(state, 0) == action, "suggest and choose agree"
        phases.add(state.phase)
    assert {Phase.TAKE_PORTRAIT, Phase.PLAY_PORTRAIT} <= phases


def test_suggest_follows_the_player_off_the_plan():
    """After the player ignores a suggestion, the next one is planned from the real state."""
    session = Session(GAME, "solo", 31)
    session.advance_automaton()
    bot = OfrendaHintBot(seed=31)
    suggested, _ = bot.suggest(session.state, 0)
    other = next(a for a in session.state.legal_actions() if a != suggested)
    session.apply(other)
    while not session.state.is_over and not session.state.automaton_to_move:
        action, reason = bot.suggest(session.state, 0)
        assert action in session.state.legal_actions() and reason
        session.apply(action)
