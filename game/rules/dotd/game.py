"""Die of the Dead's parts of the rules entry (``game.rules.entry.Rules``), its component count
and its keys for ``sim``."""
from __future__ import annotations

from collections import Counter

from game.protocol import Setup
from game.rules.entry import Rules
from game.rules.dotd import words
from game.rules.dotd.actions import CODEC
from game.rules.dotd.components import ITEMS, DotdData, load
from game.rules.dotd.state import EMPTY, DotdState
from game.rules.dotd.preview import preview
from game.rules.dotd.view import determinize, player_view


def components(state: DotdState) -> Counter:
    """Each of the 75 dice once, wherever it is (the City of the Dead, a supply, a casket or its
    lid, a preparation board, an ofrenda, below the steps, out of the game), and the tokens of each
    kind (on the boards, in hands, out of play). The conformance tests hold this constant."""
    out: Counter = Counter()
    dice = list(state.city) + list(state.removed) + list(state.scoring_die)
    for group in (state.supply, state.caskets, state.lids):
        for xs in group:
            dice += xs
    for boards in (state.prep, state.ofrenda):
        for xs in boards:
            dice += [x for x in xs if x != EMPTY]
    out.update(("die", x) for x in dice)
    for i, item in enumerate(ITEMS):
        out[("token", item)] = state.board_tokens[i] + state.token_box[i] + sum(h[i] for h in state.hands)
    return out


def sim_report(data: DotdData, setup: Setup, states: list) -> dict:
    """``sim``'s own keys: ``mean_rounds``; solo, ``good_rate`` and ``perfect_rate``: the share of
    games reaching the good and the perfect marks."""
    n = len(states)
    out: dict = {"mean_rounds": round(sum(s.round for s in states) / n, 3) if n else 0.0}
    if setup.players == 1:
        for mark in data.marks:
            reached = sum(1 for s in states if s.score[0] >= mark.steps)
            out[f"{mark.id}_rate"] = round(reached / n, 3) if n else 0.0
    return out


RULES = Rules(state=DotdState, load=load, codec=CODEC, view=player_view, determinize=determinize, words=words,
              components=components, sim_report=sim_report, preview=preview)

__all__ = ["RULES", "components", "sim_report"]
