"""Ofrenda's parts of the rules entry (``game.rules.entry.Rules``), and its component count."""
from __future__ import annotations

from collections import Counter

from game.rules.entry import Rules
from game.rules.ofrenda import words
from game.rules.ofrenda.actions import CODEC
from game.rules.ofrenda.cards import load
from game.rules.ofrenda.preview import preview
from game.rules.ofrenda.state import OfrendaState
from game.rules.ofrenda.view import determinize, player_view


def components(state: OfrendaState) -> Counter:
    """Every counted component, wherever it is (for the conformance tests: nothing created or lost).

    Portraits and candles by id; Common Goal tokens by value. Marigolds come from an unlimited
    supply, so they are not counted.
    """
    out: Counter = Counter()
    where = state.deck + state.box_portraits + [c for c in state.market if c is not None] + state.abuela_portraits
    candles = state.bag + state.box_candles + [c for c in state.market_candles if c is not None]
    candles += state.abuela_candles
    tokens = [v for stack in state.goal_stacks for v in stack]
    for b in state.boards:
        where += b.hand + list(b.ofrenda.values()) + b.discards
        candles += b.candles + [v for v in b.decorations.values() if v != "marigold"]
        tokens += list(b.tokens.values())
    out.update(("portrait", c) for c in where)
    out.update(("candle", c) for c in candles)
    out.update(("token", v) for v in tokens)
    return out


RULES = Rules(state=OfrendaState, load=load, codec=CODEC, view=player_view, determinize=determinize, words=words,
              components=components, preview=preview)

__all__ = ["RULES", "components"]
