"""Dia de los Muertos' entry points for the game protocol (see ``game.registry.GameInfo``)."""
from __future__ import annotations

from game.protocol import Setup
from game.rules.base import ActionCodec
from game.rules.muertos import words
from game.rules.muertos.actions import ACTION_TYPES
from game.rules.muertos.cards import MuertosData, load
from game.rules.muertos.state import MuertosState
from game.rules.muertos.view import determinize, player_view

CODEC = ActionCodec(*ACTION_TYPES)
default_names = ("Rosa", "Diego", "Lupita", "Mateo", "Carmen", "Tomás")

_FORMATS: dict[int, words.Plain] = {}


def load_data() -> MuertosData:
    return load()


def new_state(data: MuertosData, seed: int, setup: Setup) -> MuertosState:
    return MuertosState(data, seed, setup)


def view(state: MuertosState, seat: int | None):
    return player_view(state, seat)


def _plain(data: MuertosData) -> words.Plain:
    fmt = _FORMATS.get(id(data))
    if fmt is None or fmt.data is not data:
        fmt = _FORMATS[id(data)] = words.Plain(data)
    return fmt


def event_text(data: MuertosData, event, viewer, names, fmt=None) -> str:
    return words.event_text(fmt or _plain(data), event, viewer, names)


def describe_action(data: MuertosData, action, view, fmt=None) -> str:
    return words.describe_action(fmt or _plain(data), action, view)


def components(state: MuertosState):
    """Every card of the night, wherever it is (for the conformance tests: nothing created or lost)."""
    from collections import Counter

    where = [c for h in state.hands for c in h] + [c for _, c, _ in state.trick] + [c for _, c in state.aside]
    where += state.discards + state.captured[0] + state.captured[1]
    deck = set(state.data.deck(state.night))
    where += [c for c in state.data.cards if c not in deck]  # the cards not dealt tonight wait in the box
    return Counter(("card", c) for c in where)


__all__ = ["CODEC", "load_data", "new_state", "view", "determinize", "event_text", "describe_action",
           "default_names", "components"]


def sim_report(data: MuertosData, setup: Setup, states: list) -> dict:
    """``sim``'s own keys: ``wins`` per partnership with four players (per player with three), and
    ``mean_pairs`` in the same shape."""
    if not states:
        return {"mean_pairs": []}
    sides = [[0, 2], [1, 3]] if setup.players == 4 else [[s] for s in range(setup.players)]
    wins = [0.0] * len(sides)
    pairs = [0.0] * len(sides)
    for st in states:
        out = st.outcome()
        winning = [i for i, side in enumerate(sides) if any(s in out.winners for s in side)]
        for i in winning:
            wins[i] += 1 / len(winning)
        for i, side in enumerate(sides):
            pairs[i] += out.scores[side[0]]
    return {"wins": [round(w, 3) for w in wins], "mean_pairs": [round(p / len(states), 3) for p in pairs]}
