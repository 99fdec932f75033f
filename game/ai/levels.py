"""The levels every game gets for free: Easy and Hard, each a search budget and a playout policy.

* **Easy**: a small search (60 iterations) with random playouts: it sees the obvious. It explains
  its moves in the game's words (the policy's ``explain``) all the same.
* **Hard**: a larger search (400 iterations) with the game's own policy (``GameInfo.policy``)
  for playouts, cut-off values and root candidates, when the game lends one; random playouts
  otherwise.

A game that has a stronger player of its own may register it under ``hard`` instead.
"""
from __future__ import annotations

from game.ai.search import Policy, SearchBot
from game.registry import load_object


def game_policy(game) -> Policy:
    """The game's policy for searches, or the game-agnostic default."""
    path = getattr(game, "policy", None)
    return load_object(path)(game) if path else Policy(game)


class EasyBot(SearchBot):
    name = "easy"

    def __init__(self, game, seat: int = 0, seed: int = 0):
        super().__init__(game, seat, seed, iterations=60, time_cap=0.5, policy=Policy(game),
                         explainer=game_policy(game))  # random playouts, but the game's words for its reasons


class HardBot(SearchBot):
    name = "hard"

    def __init__(self, game, seat: int = 0, seed: int = 0):
        policy = game_policy(game)
        super().__init__(game, seat, seed, iterations=400, time_cap=1.5, policy=policy,
                         rollout_depth=getattr(policy, "rollout_depth", None), top=getattr(policy, "top", None))
