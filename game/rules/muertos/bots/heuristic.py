"""A simple rule-based player for Dia de los Muertos, to measure the search bots against.

It plays by the rules of thumb a casual player follows, with no look-ahead: lead low; when the
partner is winning, shed a low card (and add a scoring card when last to play); when an opponent
is winning a trick worth having, win it with the lowest card that does (a 3 against a 10 counts);
otherwise play low. Gifts and Swap returns give the least useful card, Swap passes the highest,
Ask asks the partner for their highest card. These are the playout rules of
:class:`~game.rules.muertos.bots.policy.MuertosPolicy`, played from the seat's view alone.

``python -m game sim muertos --bots hard,heuristic,hard,heuristic`` repeats the benchmark match.
"""
from __future__ import annotations

import random

from game.ai import Choice, Decision
from game.rules.muertos.bots.policy import MuertosPolicy


class HeuristicBot:
    name = "heuristic"

    def __init__(self, game, seat: int = 0, seed: int = 0):
        self.seat = seat
        self.policy = MuertosPolicy(game)
        self.rng = random.Random(seed * 7_919 + seat * 104_729 + 5)  # breaks ties between equal cards

    def decide(self, decision: Decision) -> Choice:
        if len(decision.legal) == 1:
            return Choice(decision.legal[0], "")
        view = decision.view
        # the view's rule copy holds only what this seat may know: every public fact the rules need
        action = self.policy.playout(view.state, decision.seat, self.rng)
        if action not in decision.legal:  # never: the policy only picks legal moves
            action = decision.legal[0]
        return Choice(action, self.policy.explain(view, action, {}))
