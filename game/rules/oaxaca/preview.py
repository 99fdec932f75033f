"""What a sale or a craft would score, told before it is made: the move played on a copy of the
state behind the seat's view (``view.state``: hidden cards stand as placeholders, and neither move
draws one), and the score compared before and after. A sale (solo) says its price and what makes
it; a craft, the tokens it takes off each Workshop card, the cards it finishes and (with several
players) how each category of the score moves. Pure Python."""
from __future__ import annotations

from game.protocol import Preview
from game.rules.oaxaca.actions import Craft, Sell
from game.rules.oaxaca.cards import OaxacaData


def preview(data: OaxacaData, view, action) -> Preview | None:
    """What ``action`` (a ``Sell`` or a ``Craft``) would score for the viewer (``None`` for any other
    move, or one the rules refuse)."""
    seat = view.viewer
    if not isinstance(action, (Sell, Craft)) or seat is None or seat < 0:
        return None
    before = view.state.clone()
    if before.why_illegal(seat, action) is not None:
        return None
    after = before.clone()
    after.apply(seat, action)
    points = after.returns()[seat] - before.returns()[seat]
    if isinstance(action, Sell):
        card = data.card(action.card)
        face = before.customers[action.customer]
        return Preview(points, (("sale", action.card, card.value, face == card.face,
                                 before.deck_tokens[card.craft], before.jewelry_bonus(0, action.card)),))
    me0, me1 = before.table[seat], after.table[seat]
    reasons: list[tuple] = []
    for card in me0.workshop:
        left = me1.tokens.get(card, 0)
        if left < me0.tokens[card]:
            reasons.append(("worked", card, me0.tokens[card] - left, left))
    for card in me1.stall:
        if card not in me0.stall:
            reasons.append(("finished", card, data.card(card).value))
    if not before.solo:
        p0, p1 = before.points(seat), after.points(seat)
        reasons += [("category", k, p1[k] - p0[k]) for k in p0 if p1[k] != p0[k]]
    return Preview(points, tuple(reasons))


__all__ = ["preview"]
