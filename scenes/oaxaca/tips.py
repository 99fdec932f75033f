"""The tooltips of the table's pieces."""
from __future__ import annotations

from game.rules.oaxaca import words as W
from game.rules.oaxaca.actions import Activate
from game.rules.oaxaca.cards import EARLY, NIGHT
from game.rules.oaxaca.state import Phase
from game.rules.oaxaca.words import USE_TEXT, effect_text
from scenes.oaxaca.pieces import enlarged_card, enlarged_tourist
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent


class Tips:
    """The tooltips of the table's pieces."""

    # ------------------------------------------------------------------ cards enlarged
    def card_enlarged(self, card_id: str):
        """A card drawn large, its words readable: shown beside its tooltip's words on hover."""
        return lambda: enlarged_card(self.assets, self.data.card(card_id), self.solo)

    def tourist_enlarged(self, tourist: str):
        return lambda: enlarged_tourist(self.assets, self.data.tourists[tourist])

    # ------------------------------------------------------------------ tooltips
    def card_tip(self, card_id: str, where: str):
        def tip():
            c = self.data.card(card_id)
            lines = [T.escape(effect_text(self.words, c, self.solo))]
            if c.craft:
                lines.append(f"[c=muted]{W.CRAFT_VALUE.format(value=c.value)}[/c]")
            lines.append(f"[c=muted]{T.escape(USE_TEXT.get(c.use if c.craft else 'any', ''))}[/c]")
            me = self.me()
            if where == "workshop":
                n = me.tokens_on(card_id)
                lines.append(W.tokens_to_go(n))
            elif card_id in me.used:
                lines.append("[c=#ff9a9a]Turned sideways: used this round.[/c]")
            elif not c.passive and self.my_phase() is Phase.TURN:
                reason = None if any(isinstance(a, Activate) and a.card == card_id for a in self.legal_actions()) \
                    else self.why_illegal(Activate(card_id, ()))
                lines.append("Click to use it." if reason is None else f"[c=#ff9a9a]{T.escape(reason)}[/c]")
            if where == "stall" and self.my_phase() is Phase.SELL:
                lines.append("Drag it onto a customer to sell it.")
            # titled by the card's name, as on its face (the banner too: the plain words' "the
            # banner" is for the middle of a sentence)
            title = self.words.card(card_id) if c.craft else c.name
            return TooltipContent(T.escape(title), tuple(lines))
        return tip

    def deck_tip(self, craft: str):
        def tip():
            v = self.view
            tokens = dict(v.deck_tokens).get(craft, 0) if self.solo else None
            known = [c for c in v.deck(craft) if c is not None][:3]
            lines = W.deck_lines(self.words, craft, len(v.deck(craft)), tokens, known)
            return TooltipContent(W.DECK_TITLE.format(craft=self.words.craft(craft)), tuple(T.escape(x) for x in lines))
        return tip

    def tourist_tip(self, tourist: str):
        def tip():
            v = self.view
            t = self.data.tourists[tourist]
            lines = [T.escape(effect_text(self.words, t, self.solo))]
            now = v.state.current_tourists()
            me = self.me()
            if tourist == me.extra:
                lines.append("Drawn this round: yours to use once before the round ends.")
            elif tourist in now:
                lines.append(W.tourist_now(bool(me.meeple)))
            else:
                lines.append("[c=muted]Not this round's: a Time Traveller or Tin Frame may still borrow it.[/c]")
            visitors = self.visitors().get(tourist, [])
            if visitors:
                lines.append(W.VISITED_BY.format(names=", ".join(self.name_of(s) for s in visitors)))
            return TooltipContent(T.escape(t.name), tuple(lines))
        return tip

    def die_tip(self, d: int):
        def tip():
            me = self.me()
            face = me.faces[d]
            where = me.where[d]
            if where == NIGHT:
                return TooltipContent(W.die_title(self.words, d, None), ("In the Nightfall box until next round.",))
            if where == EARLY:
                return TooltipContent(W.die_title(self.words, d, face, early=True), (
                    "Kept for the early morning: it starts the next round on this face" + (
                        ", or becomes a bonus token beside a deck at the round's end." if self.solo else
                        ", and is worth a point at the end if it is still there."),))
            lines = (W.die_uses(self.words, face),)
            phase = self.my_phase()
            if phase is Phase.REROLL:
                lines += ("Click to mark it for the re-roll.",)
            elif phase is Phase.TURN:
                lines += ("Drag it onto a deck or your Workshop, or onto another die to combine them.",)
            return TooltipContent(W.die_title(self.words, d, face), lines)
        return tip

    def free_tip(self, k: int):
        def tip():
            faces, origin, _ = self.view.pool[k]
            src = self.data.tourists[origin].name if origin in self.data.tourists else self.words.card(origin)
            return TooltipContent(W.free_title(self.words, faces), (W.FREE_FROM.format(source=T.escape(src)),
                                                           "Use it like a die, or combine it with a die."))
        return tip

    def customer_tip(self, i: int):
        def tip():
            v = self.view
            face = v.customers[i]
            if v.sold_to[i]:
                return TooltipContent(W.customer_title(i), ("Bought this round.",))
            return TooltipContent(W.customer_title(i, self.words, face), (
                W.customer_buys(self.words, face), "Deck bonus tokens and jewelry bonuses add to the price."))
        return tip

    def workshop_tip(self):
        me = self.me()
        cap = self.capacity(self.view)
        return TooltipContent("Your Workshop", (W.workshop_spaces(len(me.workshop), cap, self.solo),))

    def early_tip(self):
        return TooltipContent("Early Morning box", (
            "Your last die of a round may wait here, turned to any face, for the next round: " + (
                "at the round's end it may become a bonus token beside a deck instead." if self.solo else
                "it is worth a point at the end."),))

    def combo_tip(self):
        return TooltipContent("A combined result", (
            "Two results together make any one craft: drag it onto a deck to gather, or onto a Workshop card to "
            "craft its kind. Esc takes it apart.",))

    # (the names before the parts used the public ones: tests still call them)
    _card_tip, _die_tip, _workshop_tip, _early_tip = card_tip, die_tip, workshop_tip, early_tip

    def other_tip(self, seat: int):
        def tip():
            p = self.view.table[seat]
            pts = self.view.state.points(seat)
            return TooltipContent(self.seat_name(seat), (
                W.opponent_summary(len(p.workshop), len(p.stall) - 1, sum(pts.values())), "Click to see the whole mat."))
        return tip

    def visitors(self) -> dict:
        """Which seats sent their meeple to which tourist this round (from the public events)."""
        out: dict = {}
        events = self.view.events
        start = max((i for i, e in enumerate(events) if e.kind == "round"), default=0)
        for e in events[start:]:
            if e.kind == "tourist":
                out.setdefault(e.data[1], []).append(e.data[0])
        return out
