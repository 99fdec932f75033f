"""The random bot: a uniformly random legal action (a baseline, and a fuzzer for the rules)."""
from __future__ import annotations

import random

from game.ai import Choice, Decision

REASON = "a move picked at random"
_new_tuple = tuple.__new__


class RandomBot:
    name = "random"

    def __init__(self, game=None, seat: int = 0, seed: int = 0):
        self.random = random.Random(seed * 1_000_003 + seat)
        self._bits = self.random.getrandbits

    def decide(self, decision: Decision) -> Choice:
        legal = decision.legal
        # random.choice(legal), spelled out (the same draws, so the same games): sims play
        # thousands of games with this bot and it decides at every step
        n = len(legal)
        if not n:
            raise IndexError("Cannot choose from an empty sequence")
        k = n.bit_length()
        r = self._bits(k)
        while r >= n:
            r = self._bits(k)
        return _new_tuple(Choice, (legal[r], REASON))
