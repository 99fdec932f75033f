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
    """The tooltips of the table's pieces: held by the table (``table.tips``), each tip worked out
    from its public names when it shows."""

    def __init__(self, table):
        self.t = table

    # ------------------------------------------------------------------ cards enlarged
    def card_enlarged(self, card_id: str):
        """A card drawn large, its words readable: shown beside its tooltip's words on hover."""
        return lambda: enlarged_card(self.t.assets, self.t.data.card(card_id), self.t.solo)

    def tourist_enlarged(self, tourist: str):
        return lambda: enlarged_tourist(self.t.assets, self.t.data.tourists[tourist])

    # ------------------------------------------------------------------ tooltips
    def card_tip(self, card_id: str, where: str):
        def tip():
            c = self.t.data.card(card_id)
            lines = [T.escape(effect_text(self.t.words, c, self.t.solo))]
            if c.craft:
                lines.append(f"[c=muted]{W.CRAFT_VALUE.format(value=c.value)}[/c]")
            lines.append(f"[c=muted]{T.escape(USE_TEXT.get(c.use if c.craft else 'any', ''))}[/c]")
            me = self.t.geometry.me()
            if where == "workshop":
                n = me.tokens_on(card_id)
                lines.append(W.tokens_to_go(n))
            elif card_id in me.used:
                lines.append("[c=#ff9a9a]Turned sideways: used this round.[/c]")
            elif not c.passive and self.t.my_phase() is Phase.TURN:
                reason = None if any(isinstance(a, Activate) and a.card == card_id for a in self.t.legal_actions()) \
                    else self.t.why_illegal(Activate(card_id, ()))
                lines.append(W.t("tip-click-use") if reason is None else f"[c=#ff9a9a]{T.escape(reason)}[/c]")
            if where == "stall" and self.t.my_phase() is Phase.SELL:
                lines.append(W.t("tip-drag-sell"))
            # titled by the card's name, as on its face (the banner too: the plain words' "the
            # banner" is for the middle of a sentence)
            title = self.t.words.card(card_id) if c.craft else W.card_name(c)
            return TooltipContent(T.escape(title), tuple(lines))
        return tip

    def deck_tip(self, craft: str):
        def tip():
            v = self.t.view
            tokens = dict(v.deck_tokens).get(craft, 0) if self.t.solo else None
            known = [c for c in v.deck(craft) if c is not None][:3]
            lines = W.deck_lines(self.t.words, craft, len(v.deck(craft)), tokens, known)
            return TooltipContent(W.DECK_TITLE.format(craft=self.t.words.craft(craft)), tuple(T.escape(x) for x in lines))
        return tip

    def tourist_tip(self, tourist: str):
        def tip():
            v = self.t.view
            t = self.t.data.tourists[tourist]
            lines = [T.escape(effect_text(self.t.words, t, self.t.solo))]
            now = v.state.current_tourists()
            me = self.t.geometry.me()
            if tourist == me.extra:
                lines.append(W.t("tip-drawn"))
            elif tourist in now:
                lines.append(W.tourist_now(bool(me.meeple)))
            else:
                lines.append("[c=muted]" + T.escape(W.t("tip-not-this-round")) + "[/c]")
            visitors = self.t.visitors().get(tourist, [])
            if visitors:
                lines.append(W.VISITED_BY.format(names=", ".join(self.t.name_of(s) for s in visitors)))
            return TooltipContent(T.escape(W.tourist_name(t)), tuple(lines))
        return tip

    def die_tip(self, d: int):
        def tip():
            me = self.t.geometry.me()
            face = me.faces[d]
            where = me.where[d]
            if where == NIGHT:
                return TooltipContent(W.die_title(self.t.words, d, None), (W.t("tip-night"),))
            if where == EARLY:
                return TooltipContent(W.die_title(self.t.words, d, face, early=True), (
                    W.t("tip-early-die", solo="yes" if self.t.solo else "no"),))
            lines = (W.die_uses(self.t.words, face),)
            phase = self.t.my_phase()
            if phase is Phase.REROLL:
                lines += (W.t("tip-mark-reroll"),)
            elif phase is Phase.TURN:
                lines += (W.t("tip-drag-die"),)
            return TooltipContent(W.die_title(self.t.words, d, face), lines)
        return tip

    def free_tip(self, k: int):
        def tip():
            faces, origin, _ = self.t.view.pool[k]
            src = W.tourist_name(self.t.data.tourists[origin]) if origin in self.t.data.tourists else self.t.words.card(origin)
            return TooltipContent(W.free_title(self.t.words, faces), (W.FREE_FROM.format(source=T.escape(src)),
                                                           W.t("tip-free")))
        return tip

    def customer_tip(self, i: int):
        def tip():
            v = self.t.view
            face = v.customers[i]
            if v.sold_to[i]:
                return TooltipContent(W.customer_title(i), (W.t("tip-bought"),))
            return TooltipContent(W.customer_title(i, self.t.words, face), (
                W.customer_buys(self.t.words, face), W.t("tip-price")))
        return tip

    def workshop_tip(self):
        me = self.t.geometry.me()
        cap = self.t.geometry.capacity(self.t.view)
        return TooltipContent(W.t("your-workshop"), (W.workshop_spaces(len(me.workshop), cap, self.t.solo),))

    def early_tip(self):
        return TooltipContent(W.t("early-box"), (
            W.t("tip-early-box", solo="yes" if self.t.solo else "no"),))

    def combo_tip(self):
        return TooltipContent("A combined result", (
            W.t("tip-combined"),))

    def other_tip(self, seat: int):
        def tip():
            p = self.t.view.table[seat]
            pts = self.t.view.state.points(seat)
            return TooltipContent(self.t.seat_name(seat), (
                W.opponent_summary(len(p.workshop), len(p.stall) - 1, sum(pts.values())), W.t("tip-see-mat")))
        return tip
