"""The random bot: a uniformly random legal action (a baseline, and a fuzzer for the rules)."""
from __future__ import annotations

import random

from game.rules.base import Action


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0):
        self.random = random.Random(seed)

    def choose(self, state, seat: int) -> Action:
        return self.random.choice(state.legal_actions())
