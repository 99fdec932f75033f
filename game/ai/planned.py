"""A level played by a game's own planner: the level names the planner and its settings, nothing else."""
from __future__ import annotations

from typing import Any

from game import registry
from game.ai import Choice, Decision


class PlannerBot:
    """Hands every decision to ``planner_class(game, seat, seed, **settings)``. A level declares
    them as class keywords (``class HardBot(PlannerBot, game_id="dotd", name="hard",
    planner_class=Planner)``); a weaker level subclasses it with other ``settings``."""

    name = ""
    game_id = ""  # the game built when none is given
    planner_class: Any = None
    settings: dict[str, Any] = {}

    def __init_subclass__(cls, **declared: Any):
        for key in ("name", "game_id", "planner_class", "settings"):
            if key in declared:
                setattr(cls, key, declared.pop(key))
        super().__init_subclass__(**declared)

    def __init__(self, game=None, seat: int = 0, seed: int = 0):
        if game is None:
            game = registry.get(self.game_id)
        self.planner = self.planner_class(game, seat, seed, **self.settings)

    def decide(self, decision: Decision) -> Choice:
        return self.planner.decide(decision)
