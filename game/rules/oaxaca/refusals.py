"""Oaxaca: why an action is refused, as a part of :class:`~game.rules.oaxaca.state.OaxacaState`
(the one source of the reasons a player reads)."""
from __future__ import annotations

from game.protocol import not_to_move
from game.rules.base import Action
from game.rules.oaxaca.actions import (
    Activate, Craft, EarlyRiser, EarlyToken, EndTurn, Gather, Keep, PutBack, Reroll, RerollCustomers, Scrap, Sell,
    ShareRemove, StopSelling, UseTourist,
)
from game.rules.oaxaca.cards import CRAFTS, DAY, WILD, face_of, result_name, slug
from game.rules.oaxaca.phases import Phase
from game.text import Msg


def _r(key: str, **args) -> Msg:
    """A refusal: the message ``oaxaca-refuse-<key>``, said at the door in the reader's language."""
    return Msg("oaxaca-refuse-" + key, **args)


def _raw(craft: str) -> Msg:
    """A craft or result as the rules name it ("tin", "wild")."""
    return Msg("oaxaca-raw-craft", craft=craft)


def _either(faces) -> Msg:
    """The faces a result may be: "pottery", "pottery or jewelry"..."""
    out = _raw(result_name(faces[0]))
    for f in faces[1:]:
        out = Msg("oaxaca-or", first=out, next=_raw(result_name(f)))
    return out


def _name(card) -> Msg:
    return Msg("oaxaca-card-" + slug(card.name))


# the move each phase of one decision waits for (a turn has several), and what a player trying another is told
_EXPECTED = {
    Phase.REROLL: (Reroll, _r("expected-reroll")),
    Phase.KEEP: (Keep, _r("expected-keep")),
    Phase.PUT_BACK: (PutBack, _r("expected-put-back")),
    Phase.SHARE: (ShareRemove, _r("expected-share")),
    Phase.EARLY: (EarlyToken, _r("expected-early")),
    Phase.SELL: ((Sell, StopSelling), _r("expected-sell")),
    Phase.CUSTOMERS: (RerollCustomers, _r("expected-customers")),
}


class OaxacaRefusals:
    """``why_illegal`` and its parts (a part of the game state's class)."""

    # ------------------------------------------------------------------ why illegal
    def why_illegal(self, seat: int | Action, action: Action | None = None) -> "Msg | str | None":
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
                return _r("name-each-die")
            for d in action.dice:
                if not 0 <= d < len(me.where) or me.where[d] != DAY:
                    return _r("reroll-daylight")
                if d == me.early_kept:
                    return _r("reroll-early")
            return None
        if p is Phase.KEEP:
            return None if action.card in self.drawn else _r("keep-drawn")
        if p is Phase.PUT_BACK:
            if action.card not in self.drawn:
                return _r("put-back-drawn")
            return None
        if p is Phase.SHARE:
            if action.card is not None and (action.card not in me.tokens or me.tokens[action.card] <= 0):
                return _r("share-card")
            return None
        if p is Phase.EARLY:
            if action.craft is not None:
                if action.craft not in CRAFTS:
                    return _r("name-deck", names=", ".join(CRAFTS))
                if self.supply <= 0:
                    return _r("supply-empty")
            return None
        if p is Phase.SELL:
            return None if isinstance(action, StopSelling) else self._sale_refusal(action.card, action.customer)
        if p is Phase.CUSTOMERS:
            if len(set(action.dice)) != len(action.dice):
                return _r("name-each-customer")
            for d in action.dice:
                if not 0 <= d < len(self.customers):
                    return _r("no-customer")
                if self.sold_to[d]:
                    return _r("customer-bought-rolls")
            return None
        return self._turn_refusal(seat, action)

    def _sale_refusal(self, card_id: str, customer: int) -> "Msg | str | None":
        me = self.table[0]
        if not 0 <= customer < len(self.customers):
            return _r("no-customer")
        if self.sold_to[customer]:
            return _r("customer-bought")
        if card_id not in me.stall:
            return _r("sell-stall")
        card = self.card(card_id)
        if card.craft is None:
            return _r("banner-not-for-sale")
        face = self.customers[customer]
        if face != WILD and face != card.face:
            return _r("customer-wants", want=_raw(result_name(face)), craft=_raw(card.craft))
        return None

    def _parse_source(self, seat: int, source: str):
        """(faces it may be, dice used, free result used, main) or the reason it cannot be used."""
        me = self.table[seat]
        if not isinstance(source, str):
            return _r("name-source")
        parts = source.split("+")
        if len(parts) > 2:
            return _r("combine-two")
        dice, free = [], None
        for part in parts:
            kind, num = part[:1], part[1:]
            if kind not in ("d", "f") or not num.isdigit():
                return _r("not-a-source", part=repr(part))
            n = int(num)
            if str(n) != num:
                return _r("not-a-source", part=repr(part))
            if kind == "d":
                if n >= len(me.where):
                    return _r("no-die", part=part)
                if me.where[n] != DAY:
                    return _r("die-not-daylight")
                if n in dice:
                    return _r("die-itself")
                dice.append(n)
            else:
                if free is not None:
                    return _r("two-free")
                if n >= len(self.pool) or self.pool[n][2]:
                    return _r("free-not-yours")
                free = n
        if len(parts) == 2 and not dice:
            return _r("combine-die")
        if len(parts) == 2 and dice and parts[0][0] != "d":
            return _r("die-first")
        main = bool(dice)
        if main and self.main_used:
            if any(not used for _faces, _origin, used in self.pool):
                return _r("die-used-free")
            return _r("die-used")
        if len(parts) == 2:
            return tuple(range(2, 7)), dice, free, main
        if dice:
            return (me.faces[dice[0]],), dice, free, main
        return self.pool[free][0], dice, free, main

    def _turn_refusal(self, seat: int, action: Action) -> "Msg | str | None":
        me = self.table[seat]
        if isinstance(action, Gather):
            parsed = self._parse_source(seat, action.source)
            if isinstance(parsed, Msg):
                return parsed
            faces = parsed[0]
            if action.craft not in CRAFTS:
                return _r("name-deck", names=", ".join(CRAFTS))
            if WILD not in faces and face_of(action.craft) not in faces:
                return _r("result-gathers", faces=_either(faces), craft=_raw(action.craft))
            if len(me.workshop) >= self.capacity(seat):
                return _r("workshop-full")
            if not self.decks[action.craft]:
                return _r("deck-empty", craft=_raw(action.craft))
            return None
        if isinstance(action, Craft):
            parsed = self._parse_source(seat, action.source)
            if isinstance(parsed, Msg):
                return parsed
            faces = parsed[0]
            if not me.workshop:
                return _r("workshop-empty-craft")
            if action.craft == "wild":
                if WILD not in faces:
                    return _r("wild-only")
                if action.card is None or action.card not in me.tokens:
                    return _r("wild-names-card")
                if me.tokens[action.card] <= 0:
                    return _r("card-no-token")
                return None
            if action.card is not None:
                return _r("craft-no-card")
            if action.craft not in CRAFTS:
                return _r("name-craft", names=", ".join(CRAFTS))
            if face_of(action.craft) not in faces:
                if faces == (WILD,):
                    return _r("wild-one-card")
                return _r("result-crafts", faces=_either(faces), craft=_raw(action.craft))
            return None
        if isinstance(action, Activate):
            if action.card not in me.stall:
                return _r("activate-stall")
            card = self.card(action.card)
            if card.passive:
                return _r("passive", card=_name(card))
            if action.card in me.used:
                return _r("turned", card=_name(card))
            if self.activations >= 2:
                return _r("activate-two")
            return self._effect_refusal(seat, card, action.card, action.args)
        if isinstance(action, UseTourist):
            t = self.data.tourists.get(action.tourist)
            if t is None:
                return _r("no-tourist")
            if action.tourist not in self._usable_tourists(seat):
                if me.meeple and action.tourist in self.current_tourists():
                    return _r("meeple-visited")
                return _r("tourists-this-round")
            return self._effect_refusal(seat, t, action.tourist, action.args)
        if isinstance(action, Scrap):
            if action.card not in me.tokens:
                return _r("scrap-workshop")
            return None
        if isinstance(action, EarlyRiser):
            if self.main_used:
                return _r("die-used")
            if len(me.day()) != 1:
                return _r("early-last-die")
            if not 1 <= action.face <= 6:
                return _r("face-1-6")
            return None
        if isinstance(action, EndTurn):
            if not self.main_used:
                return _r("end-turn-first")
            return None
        return _r("not-a-turn-move")
