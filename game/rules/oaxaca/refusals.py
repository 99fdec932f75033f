"""Oaxaca: why an action is refused, as a part of :class:`~game.rules.oaxaca.state.OaxacaState`
(the one source of the reasons a player reads)."""
from __future__ import annotations

from game.protocol import not_to_move
from game.rules.base import Action
from game.rules.oaxaca.actions import (
    Activate, Craft, EarlyRiser, EarlyToken, EndTurn, Gather, Keep, PutBack, Reroll, RerollCustomers, Scrap, Sell,
    ShareRemove, StopSelling, UseTourist,
)
from game.rules.oaxaca.cards import CRAFTS, DAY, WILD, face_of, result_name
from game.rules.oaxaca.phases import Phase


# the move each phase of one decision waits for (a turn has several), and what a player trying another is told
_EXPECTED = {
    Phase.REROLL: (Reroll, "Choose which dice to roll again first (or keep them all)."),
    Phase.KEEP: (Keep, "Keep one of the gathered cards first."),
    Phase.PUT_BACK: (PutBack, "Put the other gathered cards back first, on top or at the bottom of the deck."),
    Phase.SHARE: (ShareRemove, "Choose a card to take a token off, or none."),
    Phase.EARLY: (EarlyToken, "Decide what becomes of your Early Morning die first."),
    Phase.SELL: ((Sell, StopSelling), "Sell to your customers, or stop selling."),
    Phase.CUSTOMERS: (RerollCustomers, "Choose which customers to roll again first."),
}


class OaxacaRefusals:
    """``why_illegal`` and its parts (a part of the game state's class)."""

    # ------------------------------------------------------------------ why illegal
    def why_illegal(self, seat: int | Action, action: Action | None = None) -> str | None:
        if action is None:
            seat, action = next(iter(self.to_move()), -1), seat
        refusal = not_to_move(self, seat)
        if refusal is not None:
            return refusal
        p = self.phase
        me = self.table[seat]
        expected = _EXPECTED.get(p)
        if expected is not None and not isinstance(action, expected[0]):
            return expected[1]
        if p is Phase.REROLL:
            if len(set(action.dice)) != len(action.dice):
                return "Name each die once."
            for d in action.dice:
                if not 0 <= d < len(me.where) or me.where[d] != DAY:
                    return "Only the dice in your Daylight box may be rolled again."
                if d == me.early_kept:
                    return "The Early Morning die keeps its face: it is not rolled."
            return None
        if p is Phase.KEEP:
            return None if action.card in self.drawn else "Keep one of the cards you drew."
        if p is Phase.PUT_BACK:
            if action.card not in self.drawn:
                return "Put back one of the cards you drew and did not keep."
            return None
        if p is Phase.SHARE:
            if action.card is not None and (action.card not in me.tokens or me.tokens[action.card] <= 0):
                return "Choose a card in your Workshop that still has a token."
            return None
        if p is Phase.EARLY:
            if action.craft is not None:
                if action.craft not in CRAFTS:
                    return f"Name a deck: {', '.join(CRAFTS)}."
                if self.supply <= 0:
                    return "The supply has no craft token left."
            return None
        if p is Phase.SELL:
            return None if isinstance(action, StopSelling) else self._sale_refusal(action.card, action.customer)
        if p is Phase.CUSTOMERS:
            if len(set(action.dice)) != len(action.dice):
                return "Name each customer once."
            for d in action.dice:
                if not 0 <= d < len(self.customers):
                    return "There is no such customer."
                if self.sold_to[d]:
                    return "A customer who bought is rolled again anyway."
            return None
        return self._turn_refusal(seat, action)

    def _sale_refusal(self, card_id: str, customer: int) -> str | None:
        me = self.table[0]
        if not 0 <= customer < len(self.customers):
            return "There is no such customer."
        if self.sold_to[customer]:
            return "That customer has already bought this round."
        if card_id not in me.stall:
            return "Sell a card from your Market Stall."
        card = self.card(card_id)
        if card.craft is None:
            return "Your banner is not for sale."
        face = self.customers[customer]
        if face != WILD and face != card.face:
            return f"This customer wants {result_name(face)}, not {card.craft}."
        return None

    def _parse_source(self, seat: int, source: str):
        """(faces it may be, dice used, free result used, main) or the reason it cannot be used."""
        me = self.table[seat]
        if not isinstance(source, str):
            return "Name a die or a free result."
        parts = source.split("+")
        if len(parts) > 2:
            return "A result combines at most two: a die and one other result."
        dice, free = [], None
        for part in parts:
            kind, num = part[:1], part[1:]
            if kind not in ("d", "f") or not num.isdigit():
                return f"{part!r} is neither a die (d0-d4) nor a free result (f0, f1...)."
            n = int(num)
            if str(n) != num:
                return f"{part!r} is neither a die (d0-d4) nor a free result (f0, f1...)."
            if kind == "d":
                if n >= len(me.where):
                    return f"You have no die {part}."
                if me.where[n] != DAY:
                    return "That die is not in your Daylight box."
                if n in dice:
                    return "A die cannot be combined with itself."
                dice.append(n)
            else:
                if free is not None:
                    return "Two free results never combine; combine a die with one."
                if n >= len(self.pool) or self.pool[n][2]:
                    return "That free result is not yours to use (used, or never gained)."
                free = n
        if len(parts) == 2 and not dice:
            return "Combine a die with another result."
        if len(parts) == 2 and dice and parts[0][0] != "d":
            return "Name the die first: d2+f0."
        main = bool(dice)
        if main and self.main_used:
            if any(not used for _faces, _origin, used in self.pool):
                return "You have already used a die this turn; free results remain."
            return "You have already used a die this turn."
        if len(parts) == 2:
            return tuple(range(2, 7)), dice, free, main
        if dice:
            return (me.faces[dice[0]],), dice, free, main
        return self.pool[free][0], dice, free, main

    def _turn_refusal(self, seat: int, action: Action) -> str | None:
        me = self.table[seat]
        if isinstance(action, Gather):
            parsed = self._parse_source(seat, action.source)
            if isinstance(parsed, str):
                return parsed
            faces = parsed[0]
            if action.craft not in CRAFTS:
                return f"Name a deck: {', '.join(CRAFTS)}."
            if WILD not in faces and face_of(action.craft) not in faces:
                return f"That result gathers {' or '.join(result_name(f) for f in faces)}, not {action.craft}."
            if len(me.workshop) >= self.capacity(seat):
                return "Your Workshop is full: scrap a project first to gather."
            if not self.decks[action.craft]:
                return f"The {action.craft} deck is empty."
            return None
        if isinstance(action, Craft):
            parsed = self._parse_source(seat, action.source)
            if isinstance(parsed, str):
                return parsed
            faces = parsed[0]
            if not me.workshop:
                return "Your Workshop is empty: there is nothing to craft. Gather first."
            if action.craft == "wild":
                if WILD not in faces:
                    return "Only a wild result crafts a single card of any kind."
                if action.card is None or action.card not in me.tokens:
                    return "A wild craft names the Workshop card it works on."
                if me.tokens[action.card] <= 0:
                    return "That card has no token left."
                return None
            if action.card is not None:
                return "A craft result works every matching card: name no card."
            if action.craft not in CRAFTS:
                return f"Name a craft: {', '.join(CRAFTS)}, or wild."
            if face_of(action.craft) not in faces:
                if faces == (WILD,):
                    return "A wild result crafts one card: drop it on the card."
                return f"That result crafts {' or '.join(result_name(f) for f in faces)}, not {action.craft}."
            return None
        if isinstance(action, Activate):
            if action.card not in me.stall:
                return "Only cards in your Market Stall can be activated."
            card = self.card(action.card)
            if card.passive:
                return f"{card.name} is passive: always on, never turned."
            if action.card in me.used:
                return f"{card.name} is already turned sideways this round."
            if self.activations >= 2:
                return "You have already activated two Market Stall cards this turn."
            return self._effect_refusal(seat, card, action.card, action.args)
        if isinstance(action, UseTourist):
            t = self.data.tourists.get(action.tourist)
            if t is None:
                return "There is no such tourist."
            if action.tourist not in self._usable_tourists(seat):
                if me.meeple and action.tourist in self.current_tourists():
                    return "Your meeple has already visited a tourist this round."
                return "Only this round's two tourists can be visited."
            return self._effect_refusal(seat, t, action.tourist, action.args)
        if isinstance(action, Scrap):
            if action.card not in me.tokens:
                return "Only a card in your Workshop can be scrapped."
            return None
        if isinstance(action, EarlyRiser):
            if self.main_used:
                return "You have already used a die this turn."
            if len(me.day()) != 1:
                return "Only your last Daylight die can be kept for the early morning."
            if not 1 <= action.face <= 6:
                return "Turn it to a face from 1 to 6."
            return None
        if isinstance(action, EndTurn):
            if not self.main_used:
                return "Use a die first: gather or craft (or keep your last die for the early morning)."
            return None
        return "That is not something to do on a turn."
