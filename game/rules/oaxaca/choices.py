"""Oaxaca: the legal actions, as a part of :class:`~game.rules.oaxaca.state.OaxacaState`: what each
phase offers the seat to move (the dice sources, gathering and crafting, the bonuses)."""
from __future__ import annotations

from game.rules.base import Action
from game.rules.oaxaca.actions import (
    Activate, Craft, EarlyRiser, EarlyToken, EndTurn, Gather, Keep, PutBack, Reroll, RerollCustomers, Scrap, Sell,
    ShareRemove, StopSelling, UseTourist,
)
from game.rules.oaxaca.cards import CRAFTS, WILD, result_name
from game.rules.oaxaca.phases import Phase


class OaxacaChoices:
    """The legal actions of each phase (a part of the game state's class)."""

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.deciding_seat():
            return []
        p = self.phase
        me = self.table[seat]
        if p is Phase.REROLL:
            dice = [d for d in me.day() if d != me.early_kept]
            out = []
            for mask in range(1 << len(dice)):
                out.append(Reroll(tuple(d for i, d in enumerate(dice) if mask >> i & 1)))
            return out
        if p is Phase.KEEP:
            return [Keep(c) for c in self.drawn]
        if p is Phase.PUT_BACK:
            return [PutBack(c, bottom) for c in self.drawn for bottom in (False, True)]
        if p is Phase.SHARE:
            return [ShareRemove(None)] + [ShareRemove(c) for c in me.workshop if me.tokens[c] > 0]
        if p is Phase.EARLY:
            return [EarlyToken(None)] + [EarlyToken(c) for c in CRAFTS if self.supply > 0]
        if p is Phase.SELL:
            out: list[Action] = [StopSelling()]
            for card in me.stall:
                for i, face in enumerate(self.customers):
                    if self._sale_refusal(card, i) is None:
                        out.append(Sell(card, i))
            return out
        if p is Phase.CUSTOMERS:
            dice = [i for i, sold in enumerate(self.sold_to) if not sold]
            return [RerollCustomers(tuple(d for i, d in enumerate(dice) if mask >> i & 1))
                    for mask in range(1 << len(dice))]
        return self._turn_actions(seat)

    def _sources(self, seat: int) -> list[tuple[str, tuple[int, ...]]]:
        """Every result the seat may gather or craft with now: (source, the faces it may be)."""
        me = self.table[seat]
        out = []
        day = me.day()
        free = [k for k, (_, _, used) in enumerate(self.pool) if not used]
        if not self.main_used:
            for d in day:
                out.append((f"d{d}", (me.faces[d],)))
        for k in free:
            out.append((f"f{k}", self.pool[k][0]))
        if not self.main_used:
            crafts = tuple(range(2, 7))
            for i, d in enumerate(day):
                for e in day[i + 1:]:
                    out.append((f"d{d}+d{e}", crafts))
                for k in free:
                    out.append((f"d{d}+f{k}", crafts))
        return out

    def _turn_actions(self, seat: int) -> list[Action]:
        me = self.table[seat]
        out: list[Action] = []
        full = len(me.workshop) >= self.capacity(seat)
        for source, faces in self._sources(seat):
            for face in faces:
                if face == WILD:
                    if not full:
                        out += [Gather(source, c) for c in CRAFTS if self.decks[c]]
                    out += [Craft(source, "wild", c) for c in me.workshop if me.tokens[c] > 0]
                else:
                    craft = result_name(face)
                    if not full and self.decks[craft]:
                        out.append(Gather(source, craft))
                    if me.workshop:
                        out.append(Craft(source, craft))
        for card in me.stall:
            c = self.card(card)
            if c.passive or card in me.used or self.activations >= 2:
                continue
            for args in self._effect_args(seat, c, card):
                out.append(Activate(card, args))
        for t in self._usable_tourists(seat):
            for args in self._effect_args(seat, self.data.tourists[t], t):
                out.append(UseTourist(t, args))
        out += [Scrap(c) for c in me.workshop]
        if not self.main_used and len(me.day()) == 1:
            out += [EarlyRiser(f) for f in range(1, 7)]
        if self.main_used:
            out.append(EndTurn())
        return out

    def _usable_tourists(self, seat: int) -> list[str]:
        me = self.table[seat]
        out = [] if me.meeple else list(self.current_tourists())
        if me.extra is not None and not me.extra_used and me.extra not in out:
            out.append(me.extra)
        return out
