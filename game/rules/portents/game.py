"""Portents' parts of the rules entry (``game.rules.entry.Rules``), its component count and its
keys for ``sim``."""
from __future__ import annotations

import statistics
from collections import Counter

from game.protocol import Setup
from game.rules.entry import Rules
from game.rules.portents import words
from game.rules.portents.actions import CODEC
from game.rules.portents.altar import GAP, PortentsData, load
from game.rules.portents.state import PortentsState
from game.rules.portents.view import determinize, player_view


def components(state: PortentsState) -> Counter:
    """The 16 tiles and the 16 Omens, wherever they are (the conformance tests hold these counts
    constant: nothing created or lost)."""
    out: Counter = Counter()
    tiles = [t for t in state.altar if t != GAP] + [t for h in state.hands for t in h] + list(state.bag)
    tiles += list(state.pushed)
    if state.token != GAP:
        tiles.append(state.token)
    out.update(("tile", state.data.tile_names[t]) for t in tiles)
    omens = [o for o in state.slots if o != GAP] + [o for c in state.collected for o in c] + list(state.kitty_omens)
    out.update(("omen", state.data.tile_names[o]) for o in omens)
    return out


def sim_report(data: PortentsData, setup: Setup, states: list) -> dict:
    """``sim``'s own keys: ``wins`` per side (solo: the player's and the Kitty's; duel: each seat's
    outright wins, a draw counted for neither), ``draws`` (duel), ``win_rate`` (the player's, or each
    seat's: its wins over the games) and ``mean_turns`` (players' turns a game)."""
    n = len(states)
    turns = round(statistics.fmean(s.turns for s in states), 3) if states else 0.0
    if setup.mode == "solo":
        player = sum(1 for s in states if s.winners)
        kitty = sum(1 for s in states if s.kitty_won)
        return {"wins": {"player": player, "kitty": kitty}, "win_rate": round(player / n, 3) if n else 0.0,
                "mean_turns": turns}
    wins = [0, 0]
    draws = 0
    for s in states:
        if s.draw:
            draws += 1
        elif len(s.winners) == 1:
            wins[next(iter(s.winners))] += 1
    return {"wins": wins, "draws": draws, "win_rate": [round(w / n, 3) if n else 0.0 for w in wins],
            "mean_turns": turns}


RULES = Rules(state=PortentsState, load=load, codec=CODEC, view=player_view, determinize=determinize, words=words,
              components=components, sim_report=sim_report)

__all__ = ["RULES", "components", "sim_report"]
