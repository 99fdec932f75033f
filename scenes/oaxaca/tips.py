"""The tooltips of the table's pieces."""
from __future__ import annotations

from game.rules.oaxaca.actions import Activate
from game.rules.oaxaca.cards import EARLY, NIGHT, WILD
from game.rules.oaxaca.state import Phase
from game.rules.oaxaca.words import USE_TEXT, effect_text
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent


class Tips:
    """The tooltips of the table's pieces."""

    # ------------------------------------------------------------------ tooltips
    def _card_tip(self, card_id: str, where: str):
        def tip():
            c = self.data.card(card_id)
            lines = [T.escape(effect_text(self.words, c, self.solo))]
            if c.craft:
                lines.append(f"[c=muted]Craft value {c.value}: {c.value} tokens to finish, {c.value} points in the "
                             f"stall.[/c]")
            lines.append(f"[c=muted]{T.escape(USE_TEXT.get(c.use if c.craft else 'any', ''))}[/c]")
            me = self.me()
            if where == "workshop":
                n = me.tokens_on(card_id)
                lines.append(f"{n} token{'s' if n != 1 else ''} to go. Drag it onto its deck to scrap it.")
            elif card_id in me.used:
                lines.append("[c=#ff9a9a]Turned sideways: used this round.[/c]")
            elif not c.passive and self.my_phase() is Phase.TURN:
                reason = None if any(isinstance(a, Activate) and a.card == card_id for a in self.legal_actions()) \
                    else self.why_illegal(Activate(card_id, ()))
                lines.append("Click to use it." if reason is None else f"[c=#ff9a9a]{T.escape(reason)}[/c]")
            if where == "stall" and self.my_phase() is Phase.SELL:
                lines.append("Drag it onto a customer to sell it.")
            return TooltipContent(T.escape(self.words.card(card_id)), tuple(lines))
        return tip

    def _deck_tip(self, craft: str):
        def tip():
            v = self.view
            n = len(v.deck(craft))
            lines = [f"{n} card{'s' if n != 1 else ''} left.",
                     f"A {self.words.craft(craft)} die gathers here (draw 2, keep 1); a wild draws 1 from any deck."]
            tokens = dict(v.deck_tokens).get(craft, 0)
            if self.solo:
                lines.append(f"Bonus tokens beside it: {tokens} (each adds a point to every "
                             f"{self.words.craft(craft)} sale).")
            known = [c for c in v.deck(craft) if c is not None]
            if known:
                lines.append("You know: " + ", ".join(self.words.card(c) for c in known[:3]))
            return TooltipContent(f"The {self.words.craft(craft)} deck", tuple(T.escape(x) for x in lines))
        return tip

    def _tourist_tip(self, tourist: str):
        def tip():
            v = self.view
            t = self.data.tourists[tourist]
            lines = [T.escape(effect_text(self.words, t, self.solo))]
            now = v.state.current_tourists()
            me = self.me()
            if tourist == me.extra:
                lines.append("Drawn this round: yours to use once before the round ends.")
            elif tourist in now:
                lines.append("This round's tourist." + (" Your meeple has visited already." if me.meeple else
                                                         " Click to send your meeple."))
            else:
                lines.append("[c=muted]Not this round's: a Time Traveller or Tin Frame may still borrow it.[/c]")
            visitors = self._visitors().get(tourist, [])
            if visitors:
                lines.append("Visited by " + ", ".join(self.name_of(s) for s in visitors) + " this round.")
            return TooltipContent(T.escape(t.name), tuple(lines))
        return tip

    def _die_tip(self, d: int):
        def tip():
            me = self.me()
            face = me.faces[d]
            where = me.where[d]
            if where == NIGHT:
                return TooltipContent(f"Die {d + 1}: used", ("In the Nightfall box until next round.",))
            if where == EARLY:
                return TooltipContent(f"Die {d + 1}: {self.words.face(face)} (early)",
                                      ("Kept for the early morning: it starts the next round on this face, and is "
                                       "worth a point at the end if it is still there.",))
            if face == WILD:
                lines = ("Wild: gather one card from any deck, or take one token off any one Workshop card.",)
            else:
                craft = self.words.face(face)
                lines = (f"Gather {craft} (draw 2, keep 1), or craft: a token off every {craft} card in your "
                         f"Workshop.",)
            phase = self.my_phase()
            if phase is Phase.REROLL:
                lines += ("Click to mark it for the re-roll.",)
            elif phase is Phase.TURN:
                lines += ("Drag it onto a deck or your Workshop, or onto another die to combine them.",)
            return TooltipContent(f"Die {d + 1}: {self.words.face(face)}", lines)
        return tip

    def _free_tip(self, k: int):
        def tip():
            faces, origin, _ = self.view.pool[k]
            what = " or ".join(self.words.face(f) for f in faces)
            src = self.data.tourists[origin].name if origin in self.data.tourists else self.words.card(origin)
            return TooltipContent(f"Free result: {what}", (f"From {T.escape(src)}, for this turn only.",
                                                           "Use it like a die, or combine it with a die."))
        return tip

    def _customer_tip(self, i: int):
        def tip():
            v = self.view
            face = v.customers[i]
            if v.sold_to[i]:
                return TooltipContent(f"Customer {i + 1}", ("Bought this round.",))
            if face == WILD:
                line = "Buys any one card for its craft value."
            else:
                line = f"Buys one {self.words.face(face)} card for double its craft value."
            return TooltipContent(f"Customer {i + 1}: {self.words.face(face)}", (line, "Deck bonus tokens and jewelry "
                                                                               "bonuses add to the price."))
        return tip

    def _workshop_tip(self):
        me = self.me()
        cap = self._capacity(self.view)
        return TooltipContent("Your Workshop", (f"{len(me.workshop)} of {cap} spaces used. A card leaves for the "
                                                f"Market Stall when its last token is removed; each card still here "
                                                f"is worth 2 points at the end.",))

    def _early_tip(self):
        return TooltipContent("Early Morning box", (
            "Your last die of a round may wait here, turned to any face, for the next round: it is worth a point at "
            "the end.",))

    def _combo_tip(self):
        return TooltipContent("A combined result", (
            "Two results together make any one craft: drag it onto a deck to gather, or onto a Workshop card to "
            "craft its kind. Esc takes it apart.",))

    def _other_tip(self, seat: int):
        def tip():
            p = self.view.table[seat]
            pts = self.view.state.points(seat)
            return TooltipContent(self.seat_name(seat), (
                f"Workshop {len(p.workshop)} card{'s' if len(p.workshop) != 1 else ''}, Market Stall "
                f"{len(p.stall) - 1}; {sum(pts.values())} points so far.", "Click to see the whole mat."))
        return tip

    def _visitors(self) -> dict:
        """Which seats sent their meeple to which tourist this round (from the public events)."""
        out: dict = {}
        events = self.view.events
        start = max((i for i, e in enumerate(events) if e.kind == "round"), default=0)
        for e in events[start:]:
            if e.kind == "tourist":
                out.setdefault(e.data[1], []).append(e.data[0])
        return out
