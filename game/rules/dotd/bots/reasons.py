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
from game.rules.dotd.components import ITEMS, PREP
from game.rules.dotd.preview import preview
from game.rules.dotd.words import msg
from game.text import Msg


class _Seen:
    """The slice of a view :func:`preview` reads: the seat and the state it decides on."""

    def __init__(self, state, seat: int):
        self.state, self.viewer = state, seat


def _section(item: int) -> Msg:
    return msg(f"dotd-section-{ITEMS[item]}")


def act_reason(data, state, seat: int, action) -> Msg:
    """Why ``seat`` plays ``action`` in the action phase of ``state``, in facts the move brings (a
    message: the log keeps its id and arguments, said in the reader's language)."""
    if isinstance(action, (Draft, Move)):
        if action.cell == PREP:
            return msg("dotd-reason-prep")
        shown = preview(data, _Seen(state, seat), action)
        if shown is None:
            return msg("dotd-reason-fits")
        done = [r for r in shown.reasons if r[0] == "section"]
        if done:
            return msg("dotd-reason-completes", sections=msg("dotd-list", items=tuple(_section(r[1]) for r in done)),
                     steps=msg("dotd-n-steps", n=shown.points))
        parts = tuple(msg("dotd-reason-holds", section=_section(r[1]), held=r[2], size=r[3]) for r in shown.reasons)
        return msg("dotd-reason-parts", parts=parts)
    after = state.clone()
    after.apply(seat, action)
    if isinstance(action, Ascend):
        return msg("dotd-reason-ascend", steps=msg("dotd-n-steps", n=after.score[seat] - state.score[seat]))
    if isinstance(action, TakeToken):
        item = state.open_casket
        held = after.hands[seat][item]
        if state.hand_size(seat) >= data.hand_limit:
            return msg("dotd-reason-token-swap", token=msg(f"dotd-token-{ITEMS[item]}"))
        return msg("dotd-reason-token", tokens=msg("dotd-n-item-tokens", n=held, item=msg(f"dotd-item-{ITEMS[item]}")))
    if isinstance(action, Pass):
        return msg("dotd-reason-pass", casket=msg(f"dotd-casket-{ITEMS[state.open_casket]}"))
    return msg("dotd-reason-model")


def scoring_reason(data, state, seat: int, action) -> Msg:
    """Why ``seat`` plays ``action`` in a scoring choice (a square to land on, tokens to cash): the
    steps it climbs at once, or, climbing none, that the model's look at the choices after it chose it."""
    after = state.clone()
    after.apply(seat, action)
    climbed = after.score[seat] - state.score[seat]
    if climbed > 0:
        return msg("dotd-reason-climbs", steps=msg("dotd-n-steps", n=climbed))
    return msg("dotd-reason-no-step")


__all__ = ["act_reason", "scoring_reason"]
