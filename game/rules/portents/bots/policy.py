"""What Portents lends the shared search (``GameInfo.policy``, used by the Hard level).

* Solo values are the score over its maximum (16 Omens and the win's 20): a win weighs far more
  than an Omen, so the search plays for the target, not only for Omens.
* Playouts stop at the start of the player's next turn after the search's root (a horizon) and are valued by
  :meth:`PortentsPolicy.evaluate`: the Omens held plus the win's points times a rough chance of
  winning from the progress toward the target (or a duel Fortune) and the Kitty's threat. Random
  play to the very end says little: a random player almost never beats the Kitty.
* A playout's last placement of a push takes the tile that collects the most Omens (random among
  equals); every other playout move is random.
"""
from __future__ import annotations

import random

from game.ai.search import Policy
from game.protocol import AUTOMATON
from game.rules.portents.actions import Place
from game.rules.portents.altar import GAP
from game.rules.portents.phases import WIN_POINTS, Phase
from game.rules.portents.tiles import attribute_counts, shares


def target_progress(state, omens) -> float:
    """How far a collection is toward the solo target (0 to 1)."""
    d = state.difficulty
    if d.omens:
        return min(1.0, len(omens) / d.omens)
    counts = sorted(attribute_counts(omens), reverse=True)
    need = 4 * d.fours + 3 * d.threes
    have = sum(min(c, 4) for c in counts[:d.fours]) + sum(min(c, 3) for c in counts[d.fours:d.fours + d.threes])
    return have / need if need else 1.0


def duel_progress(omens) -> float:
    counts = sorted(attribute_counts(omens), reverse=True)
    return max(counts[0] / 4, (min(counts[0], 3) + min(counts[1], 3)) / 6)


class PortentsPolicy(Policy):
    score_scale = 10.0
    score_max = float(WIN_POINTS + 16)
    turns_ahead = 1  # playouts stop at the start of the player's turn this many turns on

    def horizon(self, state):
        return state.turns

    def beyond(self, state, mark) -> bool:
        return (state.turns >= mark + self.turns_ahead and state.phase is Phase.PUSH and state.side is None
                and state.active != AUTOMATON)

    def evaluate(self, state) -> tuple:
        if state.is_over:
            return state.returns()
        if state.solo:
            omens = state.collected[0]
            chance = target_progress(state, omens) ** 2
            kitty = attribute_counts(state.kitty_omens)
            threat = 0.25 * len(state.kitty_omens) + (0.3 if max(kitty) >= 2 else 0.0)
            threat += 0.15 * state.laps + 0.1 * max(0, state.lit_count - 2)
            chance *= max(0.0, 1.0 - threat)
            return (len(omens) + WIN_POINTS * chance,)
        progress = [duel_progress(state.collected[s]) for s in range(2)]
        total = sum(p * p for p in progress) or 1.0
        return tuple(len(state.collected[s]) + WIN_POINTS * (progress[s] ** 2 / total) * 0.8 for s in range(2))

    def playout(self, state, seat: int, rng: random.Random):
        legal = state.legal_actions(seat)
        if state.phase is Phase.PUSH and state.placing and state.altar.count(GAP) == 1 and len(legal) > 1:
            best, best_gain = [], -1
            for action in legal:
                if not isinstance(action, Place):
                    continue
                gain = self._gain(state, state.data.tile_index[action.tile], action.cell)
                if gain > best_gain:
                    best, best_gain = [action], gain
                elif gain == best_gain:
                    best.append(action)
            if best:
                return best[0] if len(best) == 1 else rng.choice(best)
        return rng.choice(legal)

    @staticmethod
    def _gain(state, tile: int, cell: int) -> int:
        """The Omens that putting ``tile`` on ``cell`` would collect (the altar otherwise full)."""
        data, altar, lit, slots = state.data, state.altar, state.lit, state.slots
        gain = 0
        for li in data.cell_lines[cell]:
            cells = data.lines[li]
            tiles = [tile if c == cell else altar[c] for c in cells]
            if any(t < 0 or (lit >> t) & 1 for t in tiles):
                continue
            attr = shares(*tiles)
            if attr < 0:
                continue
            gain += 1
            for s in data.line_slots[li]:
                o = slots[s]
                if o != GAP and (o >> 2 == attr or 4 + (o & 3) == attr):
                    gain += 4
        return gain
