"""The random bot: a uniformly random legal action (a baseline, and a fuzzer for the rules)."""
from __future__ import annotations

import random

from game.ai import Choice, Decision


class RandomBot:
    name = "random"

    def __init__(self, game=None, seat: int = 0, seed: int = 0):
        self.random = random.Random(seed * 1_000_003 + seat)

    def decide(self, decision: Decision) -> Choice:
        return Choice(self.random.choice(decision.legal), "a move picked at random")
