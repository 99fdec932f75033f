"""Oaxaca's entry points for the game protocol (see ``game.registry.GameInfo``)."""
from __future__ import annotations

from collections import Counter

from game.protocol import Setup
from game.rules.base import ActionCodec
from game.rules.oaxaca import words
from game.rules.oaxaca.actions import ACTION_TYPES
from game.rules.oaxaca.cards import OaxacaData, load
from game.rules.oaxaca.state import OaxacaState
from game.rules.oaxaca.view import determinize, player_view

CODEC = ActionCodec(*ACTION_TYPES)
default_names = ("Rosa", "Diego", "Lupita", "Mateo", "Carmen", "Tomás")

_FORMATS: dict[int, words.Plain] = {}


def load_data() -> OaxacaData:
    return load()


def new_state(data: OaxacaData, seed: int, setup: Setup) -> OaxacaState:
    return OaxacaState(data, seed, setup)


def view(state: OaxacaState, seat: int | None):
    return player_view(state, seat)


def _plain(data: OaxacaData) -> words.Plain:
    fmt = _FORMATS.get(id(data))
    if fmt is None or fmt.data is not data:
        fmt = _FORMATS[id(data)] = words.Plain(data)
    return fmt


def event_text(data: OaxacaData, event, viewer, names, fmt=None) -> str:
    return words.event_text(fmt or _plain(data), event, viewer, names)


def describe_action(data: OaxacaData, action, view, fmt=None) -> str:
    return words.describe_action(fmt or _plain(data), action, view)


def components(state: OaxacaState) -> Counter:
    """Every handicraft card, tourist, craft token and customer die, wherever it is (the
    conformance tests hold these counts constant: nothing created or lost)."""
    out: Counter = Counter()
    cards = [c for d in state.decks.values() for c in d] + list(state.drawn) + list(state.sold)
    tokens = state.supply + 1 + sum(state.deck_tokens.values())  # the round marker is a token too
    for p in state.table:
        cards += p.workshop + [c for c in p.stall if not c.startswith("banner-")]
        tokens += sum(p.tokens.values())
    out.update(("card", c) for c in cards)
    tourists = list(state.grid) + list(state.tourist_deck) + list(state.tourist_discard)
    tourists += [p.extra for p in state.table if p.extra]
    out.update(("tourist", t) for t in tourists)
    out[("token",)] = tokens
    out[("die",)] = sum(len(p.faces) for p in state.table) + len(state.customers)
    return out


def sim_report(data: OaxacaData, setup: Setup, states: list) -> dict:
    """``sim``'s own keys: in solo, ``bands``: how many games reached each review band."""
    if setup.players != 1:
        return {}
    bands = {r.title: 0 for r in data.reviews}
    for st in states:
        bands[data.review(st.score).title] += 1
    return {"bands": bands}


__all__ = ["CODEC", "load_data", "new_state", "view", "determinize", "event_text", "describe_action",
           "default_names", "components", "sim_report"]
