"""Die of the Dead's entry points for the game protocol (see ``game.registry.GameInfo``)."""
from __future__ import annotations

from collections import Counter

from game.protocol import Setup
from game.rules.base import ActionCodec
from game.rules.dotd import words
from game.rules.dotd.actions import ACTION_TYPES
from game.rules.dotd.components import ITEMS, DotdData, load
from game.rules.dotd.state import EMPTY, DotdState
from game.rules.dotd.view import determinize, player_view

CODEC = ActionCodec(*ACTION_TYPES)
default_names = ("Rosa", "Diego", "Lupita", "Mateo", "Carmen", "Tomás")

_FORMATS: dict[int, words.Plain] = {}


def load_data() -> DotdData:
    return load()


def new_state(data: DotdData, seed: int, setup: Setup) -> DotdState:
    return DotdState(data, seed, setup)


def view(state: DotdState, seat: int | None):
    return player_view(state, seat)


def _plain(data: DotdData) -> words.Plain:
    fmt = _FORMATS.get(id(data))
    if fmt is None or fmt.data is not data:
        fmt = _FORMATS[id(data)] = words.Plain(data)
    return fmt


def event_text(data: DotdData, event, viewer, names, fmt=None) -> str:
    return words.event_text(fmt or _plain(data), event, viewer, names)


def describe_action(data: DotdData, action, view, fmt=None) -> str:
    return words.describe_action(fmt or _plain(data), action, view)


def components(state: DotdState) -> Counter:
    """Each of the 75 dice once, wherever it is (the City of the Dead, a supply, a casket or its
    lid, a preparation board, an ofrenda, below the steps, out of the game), and the tokens of each
    kind (on the boards, in hands, out of play). The conformance tests hold this constant."""
    out: Counter = Counter()
    dice = list(state.city) + list(state.removed) + list(state.scoring_die)
    for group in (state.supply, state.caskets, state.lids):
        for xs in group:
            dice += xs
    for boards in (state.prep, state.ofrenda):
        for xs in boards:
            dice += [x for x in xs if x != EMPTY]
    out.update(("die", x) for x in dice)
    for i, item in enumerate(ITEMS):
        out[("token", item)] = state.board_tokens[i] + state.token_box[i] + sum(h[i] for h in state.hands)
    return out


def sim_report(data: DotdData, setup: Setup, states: list) -> dict:
    """``sim``'s own keys: ``mean_rounds``; solo, ``good_rate`` and ``perfect_rate``: the share of
    games reaching the good and the perfect marks."""
    n = len(states)
    out: dict = {"mean_rounds": round(sum(s.round for s in states) / n, 3) if n else 0.0}
    if setup.players == 1:
        for mark in data.marks:
            reached = sum(1 for s in states if s.score[0] >= mark.steps)
            out[f"{mark.id}_rate"] = round(reached / n, 3) if n else 0.0
    return out


__all__ = ["CODEC", "load_data", "new_state", "view", "determinize", "event_text", "describe_action",
           "default_names", "components", "sim_report"]
