"""Dia de los Muertos' parts of the rules entry (``game.rules.entry.Rules``), its card count and
its keys for ``sim``."""
from __future__ import annotations

from collections import Counter

from game.protocol import Setup
from game.rules.entry import Rules
from game.rules.muertos import words
from game.rules.muertos.actions import CODEC
from game.rules.muertos.cards import MuertosData, load
from game.rules.muertos.state import MuertosState
from game.rules.muertos.view import determinize, player_view


def components(state: MuertosState) -> Counter:
    """Every card of the night, wherever it is (for the conformance tests: nothing created or lost)."""
    where = [c for h in state.hands for c in h] + [c for _, c, _ in state.trick] + [c for _, c in state.aside]
    where += state.discards + state.captured[0] + state.captured[1]
    deck = set(state.data.deck(state.night))
    where += [c for c in state.data.cards if c not in deck]  # the cards not dealt tonight wait in the box
    return Counter(("card", c) for c in where)


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


RULES = Rules(state=MuertosState, load=load, codec=CODEC, view=player_view, determinize=determinize, words=words,
              components=components, sim_report=sim_report)

__all__ = ["RULES", "components", "sim_report"]
