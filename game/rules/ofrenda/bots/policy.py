"""What Ofrenda lends the shared search (``GameInfo.policy``): reasons in words.

Ofrenda's Hard player is the hint planner itself (:mod:`.hint`): measured against
the shared search with random playouts in two-player games, it won 10 games of 10 by 47 points
on average (seeds 500-509), and it plans a whole turn in about a tenth of a second, far too slow
to serve as the playout policy of thousands of simulated games. Easy is the same planner's
one-turn judgement, fallible on purpose (:mod:`.easy`), so neither level searches:
this policy serves a shared search built on Ofrenda (random playouts), and only puts its choices
in the planner's words.
"""
from __future__ import annotations

from game.ai.search import Policy
from game.rules.ofrenda.actions import TakePortrait
from game.rules.ofrenda.bots.hint import OfrendaHintBot


class _Any:
    """Stands for the planner's plan where its words do not depend on it."""

    slot = None
    card = None


class OfrendaPolicy(Policy):
    score_scale = 12.0

    def __init__(self, game):
        super().__init__(game)
        self._hint = None

    def explain(self, view, action, stats: dict) -> str:
        if isinstance(action, TakePortrait):
            return ""  # why a portrait is taken depends on the whole turn's plan: the search's own words
        if self._hint is None:
            self._hint = OfrendaHintBot(self.game)
        try:
            return self._hint._reason(view, action, _Any())
        except (KeyError, AttributeError, IndexError):  # a view the planner's words do not cover
            return ""
