"""Ofrenda's Easy level: the hint planner's own judgement of a turn, without its look-ahead, and fallible.

How it plays
------------
Easy plans each whole turn the way the hint planner does (:mod:`.hint`: every
portrait x candle x slot-or-discard x decorations, each valued by the planner's estimate of the
final score), so it plays a real game: it lights portraits, fills its candle and marigold slots and
keeps its marigolds for the spaces that cost them. But it never looks past the turn in hand (Hard
weighs the best next turn each plan leaves, over the opponents' possible takes, and plays the
last two turns out exactly), and it misjudges: on its first ten turns each of the turn's best
few moves gets an error of ``noise`` points (a normal spread) on its value, so among moves that
look about as good it picks one almost at random, and now and then a clearly worse one (its last
two turns it plays by the estimate as it is: there the points are plain to count). It is what a
player who knows the rules and counts this turn's points plays like, and a careful player beats it.

The error is drawn from the bot's seed and the public facts of the decision (never the game's
seed, nor anything the seat cannot see), so the same view always gets the same answer, however
often it is asked.

Measured (``python benchmarks/bench_bots.py --only duel --games 200 --seed 1 --jobs 2``, seats
alternated): Hard beats Easy in 86.8 % of two-player games by +21.0 points a game (101.2 to 80.2),
Easy beats random in 100 % by +79.6 (86.7 to 7.1); Easy's decisions: median 0.3 ms (most steps
follow the turn's plan), p95 about 0.3 s. The noise was tuned on seeds 5001-5240, never 1-200.
"""
from __future__ import annotations

import hashlib
import random
from dataclasses import replace

from game.rules.ofrenda.bots.hint import OfrendaHintBot, Params, Plan, distinct_moves

__all__ = ["OfrendaEasyBot", "EASY_PARAMS", "EASY_NOISE"]

# The planner's knobs for Easy: no look-ahead past this turn, no exact last turns, a few of the
# turn's best moves to misjudge among (``lookahead_top``: how many distinct moves are weighed).
EASY_PARAMS = replace(Params(), lookahead_top=8, endgame_top=0, endgame2_top=0, endgame2_plans=0, deep_plans=0)
EASY_NOISE = 8.0  # spread (points) of the error on each plan's value; tuned on seeds 5001 and up


class OfrendaEasyBot(OfrendaHintBot):
    """Easy: the hint planner's one-turn judgement with an error on every plan (module docstring)."""

    name = "easy"

    def __init__(self, game=None, seat: int = 0, seed: int = 0, params: Params | None = None,
                 noise: float = EASY_NOISE):
        super().__init__(game, seat, seed, params or EASY_PARAMS)
        self.seed = seed
        self.noise = noise

    def _lookahead(self, data, view, ctx, plans: list[Plan]) -> Plan:
        """Instead of looking ahead: the turn's best few moves, each valued with an error."""
        # best first; one plan per move (the best candle and decorations for it)
        top = distinct_moves(plans, self.params.lookahead_top)
        if self.noise <= 0.0 or len(top) == 1:
            return top[0]
        rng = self._judgement(view)
        return max(top, key=lambda pl: pl.value + rng.gauss(0.0, self.noise))

    def _judgement(self, view) -> random.Random:
        """The error's random numbers: from the bot's seed and the decision's public facts only."""
        text = f"{self.seed}:{self.seat}:{self._key(view)!r}"
        return random.Random(int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big"))
