"""What Die of the Dead lends the shared search (``GameInfo.policy``, used by the Hard level).

* With several players, playouts stop at the start of the second round after the search's root
  (a horizon) and are valued by :meth:`DotdPolicy.evaluate`: the steps climbed, plus what each
  unfinished section promises (a share of a typical section's steps for each die already in it)
  and a little for each token held (three different ones climb a step). A whole game of five
  random players is long (some 35 rounds), and says little.
* Solo playouts go to the end (a solo game is short: about 17 rounds), valued by the steps over a
  generous best (24), so the search plays for the steps.
* Playout moves are uniformly random.
"""
from __future__ import annotations

from game.ai.search import Policy
from game.rules.dotd.state import EMPTY, OPEN

SECTION_PROMISE = 2.0  # steps a completed section brings, on average, for a fair player
TOKEN_VALUE = 0.35


class DotdPolicy(Policy):
    score_scale = 4.0
    score_max = 24.0
    rounds_ahead = 2

    def horizon(self, state):
        return state.round

    def beyond(self, state, mark) -> bool:
        return not state.solo and state.phase == OPEN and state.round >= mark + self.rounds_ahead

    def evaluate(self, state) -> tuple:
        if state.is_over:
            return state.returns()
        out = []
        for s in range(state.n):
            value = float(state.score[s]) + TOKEN_VALUE * state.tokens_held(s)
            for item in range(4):
                if state.complete[s] >> item & 1:
                    continue
                filled = sum(1 for x in state.section_dice(s, item) if x != EMPTY)
                value += SECTION_PROMISE * filled / 4 * 0.6
            out.append(value)
        return tuple(out)
