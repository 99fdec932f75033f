"""What a placement on your ofrenda would score, told before it is made.

The move is played on a copy of the game behind the seat's view (``determinize``: only what the
seat may know matters, since a placement draws nothing that scores), and the score pad is compared
before and after, as it stands and as it would stand if the game ended right after the move (every
unlit portrait's last chance, the end-only candles). The reasons are data: which portraits light
and what they are worth, the lit neighbours that gain, the decorations, the candles that light,
the goal tokens won, and what a portrait or candle that does not light yet waits for. Pure Python.
"""
from __future__ import annotations

import random

from game.protocol import Preview
from game.rules.ofrenda.actions import PlaceCandle, PlaceMarigold, PlacePortrait
from game.rules.ofrenda.cards import OfrendaData
from game.rules.ofrenda.phases import MARIGOLD
from game.rules.ofrenda.state import OfrendaState
from game.rules.ofrenda.view import OfrendaView, determinize

PLACEMENTS = (PlacePortrait, PlaceCandle, PlaceMarigold)


def ended(state: OfrendaState) -> OfrendaState:
    """A copy of ``state`` scored as if the game ended now (its final lighting done)."""
    out = state.clone()
    if not out.is_over:
        out._final_scoring()
    return out


def ending_score(data: OfrendaData, view: OfrendaView):
    """The score of the viewer's ofrenda if the game ended now (every unlit portrait's last chance,
    the candles checked at the end): a :class:`~game.rules.ofrenda.scoring.Score`."""
    seat = view.viewer if view.viewer is not None and view.viewer >= 0 else 0
    return ended(determinize(data, view, random.Random(0))).score(seat)


def preview(data: OfrendaData, view: OfrendaView, action) -> Preview | None:
    """What ``action`` (a portrait, candle or marigold placed on the viewer's ofrenda) would score;
    ``None`` for any other move, or one the rules refuse."""
    seat = view.viewer
    if not isinstance(action, PLACEMENTS) or seat is None or not view.my_turn:
        return None
    before = determinize(data, view, random.Random(0))
    if before.why_illegal(seat, action) is not None:
        return None
    after = before.clone()
    after.apply(seat, action)
    end_before, end_after = ended(before), ended(after)
    now0, now1 = before.score(seat), after.score(seat)
    end0, end1 = end_before.score(seat), end_after.score(seat)
    b0, b1, e1 = before.boards[seat], after.boards[seat], end_after.boards[seat]
    reasons: list[tuple] = []
    for slot in sorted(b1.lit - b0.lit):
        reasons.append(("lights", slot, b1.ofrenda[slot], now1.per_slot[slot], data.slots[slot].effect == "golden"))
    for slot in sorted(b0.lit):
        gain = now1.per_slot[slot] - now0.per_slot[slot]
        if gain:
            reasons.append(("neighbour", slot, b1.ofrenda[slot], gain))
    for deco in sorted(set(b1.lit_candles) - set(b0.lit_candles)):
        reasons.append(("candle_lit", deco, b1.decorations[deco]))
    for deco in sorted(now1.per_decoration):
        gain = now1.per_decoration[deco] - now0.per_decoration.get(deco, 0)
        if gain:
            reasons.append(("decoration", deco, b1.decorations[deco] == MARIGOLD, gain))
    for goal, value in sorted(set(b1.tokens.items()) - set(b0.tokens.items())):
        reasons.append(("goal", goal, value))
    if isinstance(action, PlacePortrait) and action.slot not in b1.lit:
        empty = sum(1 for n in data.neighbours[action.slot] if n not in b1.ofrenda)
        reasons.append(("waits", action.slot, empty, action.slot in e1.lit))
    elif isinstance(action, PlaceCandle) and action.slot not in b1.lit_candles:
        reasons.append(("candle_waits", action.slot, action.candle, action.slot in e1.lit_candles))
    elif isinstance(action, PlaceMarigold) and not now1.per_decoration.get(action.slot):
        reasons.append(("marigold_waits", action.slot))
    points, at_end = now1.total - now0.total, end1.total - end0.total
    return Preview(points, tuple(reasons), None if at_end == points else at_end)


__all__ = ["PLACEMENTS", "ended", "ending_score", "preview"]
