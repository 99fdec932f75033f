"""Ofrenda's entry points for the game protocol (see ``game.registry.GameInfo``)."""
from __future__ import annotations

from game.protocol import Setup
from game.rules.ofrenda import words
from game.rules.ofrenda.actions import CODEC
from game.rules.ofrenda.cards import OfrendaData, load_ofrenda_data
from game.rules.ofrenda.state import OfrendaState
from game.rules.ofrenda.view import determinize, player_view

default_names = ("Rosa", "Diego", "Lupita", "Mateo", "Carmen", "Tomás")

_FORMATS: dict[int, words.Plain] = {}


def load_data() -> OfrendaData:
    from game.paths import data_dir

    return load_ofrenda_data(data_dir() / "ofrenda")


def new_state(data: OfrendaData, seed: int, setup: Setup) -> OfrendaState:
    return OfrendaState(data, seed, setup)


def view(state: OfrendaState, seat: int | None):
    return player_view(state, seat)


def _plain(data: OfrendaData) -> words.Plain:
    fmt = _FORMATS.get(id(data))
    if fmt is None or fmt.data is not data:
        fmt = _FORMATS[id(data)] = words.Plain(data)
    return fmt


def event_text(data: OfrendaData, event, viewer, names, fmt=None) -> str:
    return words.event_text(fmt or _plain(data), event, viewer, names)


def describe_action(data: OfrendaData, action, view, fmt=None) -> str:
    return words.describe_action(fmt or _plain(data), action, view)


__all__ = ["CODEC", "load_data", "new_state", "view", "determinize", "event_text", "describe_action",
           "default_names", "components"]


def components(state: OfrendaState):
    """Every counted component, wherever it is (for the conformance tests: nothing created or lost).

    Portraits and candles by id; Common Goal tokens by value. Marigolds come from an unlimited
    supply, so they are not counted.
    """
    from collections import Counter

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
