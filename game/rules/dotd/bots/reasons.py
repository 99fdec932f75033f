"""Die of the Dead: the AIs' reasons for a move of the action phase or a scoring choice, each told
from the move and the position it was made in (the move played on a copy of the state the bot
decides on).

A die drafted or moved to the ofrenda says which section it completes and the steps that section
will climb (as the score preview counts them), or how full its section then is; a token taken says
how many of that kind the hand then holds; an ascent, or a scoring choice, says the steps it
climbs. A choice no such fact explains (a swap of caskets) says that the model valued it most.
Pure Python; the claims are checked over seeded games in ``tests/test_dotd_reasons.py``.
"""
from __future__ import annotations

from game.rules.dotd.actions import Ascend, Draft, Move, Pass, TakeToken
from game.rules.dotd.components import PREP
from game.rules.dotd.preview import preview
from game.rules.dotd.words import Plain
from game.rules.wording import listing, plural


class _Seen:
    """The slice of a view :func:`preview` reads: the seat and the state it decides on."""

    def __init__(self, state, seat: int):
        self.state, self.viewer = state, seat


def act_reason(data, state, seat: int, action) -> str:
    """Why ``seat`` plays ``action`` in the action phase of ``state``, in facts the move brings."""
    fmt = Plain(data)
    if isinstance(action, (Draft, Move)):
        if action.cell == PREP:
            return "the die waits on the preparation board for a later section"
        shown = preview(data, _Seen(state, seat), action)
        if shown is None:
            return "the die then fits its place best"
        done = [r for r in shown.reasons if r[0] == "section"]
        if done:
            names = listing([fmt.section(r[1]) for r in done])
            return f"it completes the {names}: {plural(shown.points, 'step')} when scored"
        parts = [f"the {fmt.section(r[1])} then holds {r[2]} of its {r[3]} dice" for r in shown.reasons]
        return listing(parts)
    after = state.clone()
    after.apply(seat, action)
    if isinstance(action, Ascend):
        return f"it climbs {plural(after.score[seat] - state.score[seat], 'step')} at once"
    if isinstance(action, TakeToken):
        item = state.open_casket
        held = after.hands[seat][item]
        if state.hand_size(seat) >= data.hand_limit:
            return f"the {fmt.token(item)} is worth a token given up for it"
        return f"{plural(held, fmt.token(item))} in hand then"
    if isinstance(action, Pass):
        return f"it takes nothing from {fmt.casket(state.open_casket)}"
    return "the model values the caskets most this way"


def scoring_reason(data, state, seat: int, action) -> str:
    """Why ``seat`` plays ``action`` in a scoring choice (a square to land on, tokens to cash): the
    steps it climbs at once, or, climbing none, that the model's look at the choices after it chose it."""
    after = state.clone()
    after.apply(seat, action)
    climbed = after.score[seat] - state.score[seat]
    if climbed > 0:
        return f"it climbs {plural(climbed, 'step')} now"
    return "no step now, but the most from the scoring choices after it"


__all__ = ["act_reason", "scoring_reason"]
