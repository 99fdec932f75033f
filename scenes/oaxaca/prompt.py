"""The prompt bar's words and buttons: what to do now, and its buttons (the gather panel's too);
the prompt part paints them (parts.py)."""
from __future__ import annotations


from game.rules.oaxaca import words as W
from game.rules.oaxaca.actions import (
    EarlyToken, EndTurn, Keep, PutBack, Reroll, RerollCustomers, ShareRemove, StopSelling,
)
from game.rules.oaxaca.state import Phase
from scenes.oaxaca.layout import PROMPT
from scenes.widgets import text as T
from scenes.widgets.button import Button

class PromptBar:
    """The prompt bar: what to do now in words, and its buttons (the gather panel's too). Held by
    the table (``table.prompt_bar``): the table's buttons are the ones it makes."""

    def __init__(self, table):
        self.t = table

    # ------------------------------------------------------------------ the prompt bar's buttons
    def make_buttons(self) -> list[Button]:
        """The prompt bar's buttons now (and the gather panel's), for the table's ``buttons``."""
        t = self.t
        buttons: list[Button] = []
        phase = t.my_phase()
        if phase is None or t.enlarged is not None:
            return buttons
        r = PROMPT
        x = r.right - 8

        def add(label: str, fn, tip: str = "", enabled: bool = True, style: str = "normal"):
            nonlocal x
            width = max(96, T.text(t.assets, label, "bold", 14).get_width() + 28)
            x -= width
            buttons.append(Button((x, r.y + 5, width, r.h - 10), label, None, fn, tip, size=14,
                                  enabled=enabled, style=style, name=f"btn_{label.split()[0].lower()}"))
            x -= 8

        if phase is Phase.REROLL:
            n = len(t.reroll_marks)
            add("Keep these", lambda: t.propose(Reroll(())), "Keep the roll as it is.",
                style="primary" if not n else "normal")
            add(W.reroll_label(n), self.reroll, "Roll the marked dice again.",
                enabled=n > 0, style="primary" if n else "normal")
        elif phase is Phase.TURN:
            main = t.view.main_used
            add("End turn", lambda: t.propose(EndTurn()),
                "End your turn." if main else "Use a die first: gather or craft.", enabled=main,
                style="primary" if main else "normal")
            if t.combo is not None or t.selected is not None:
                add("Put it down", t.cancel_selection, "Let go of the picked or combined result (Esc).")
        elif phase in (Phase.KEEP, Phase.PUT_BACK):
            buttons += self.gather_buttons()
        elif phase is Phase.SHARE:
            add("Take none", lambda: t.propose(ShareRemove(None)), "Leave your tokens as they are.")
        elif phase is Phase.EARLY:
            last = t.view.round >= t.data.rounds - 1  # (the Early Morning phase is solo's only)
            add("Keep the die", lambda: t.propose(EarlyToken(None)),
                "Keep the early die: no round follows, and alone it scores nothing." if last else
                "Keep the early die: it starts the next round on its face.")
        elif phase is Phase.SELL:
            add("Close the stall", lambda: t.propose(StopSelling()), "No more sales this round.",
                style="primary")
        elif phase is Phase.CUSTOMERS:
            n = len(t.customer_marks)
            add("Keep them", lambda: t.propose(RerollCustomers(())), "The unsold customers keep their wishes.",
                style="primary" if not n else "normal")
            add(W.ROLL_AGAIN.format(n=n), lambda: t.propose(RerollCustomers(tuple(sorted(t.customer_marks)))),
                "Roll the marked customers again.", enabled=n > 0, style="primary" if n else "normal")
        return buttons

    def reroll(self) -> None:
        self.t.propose(Reroll(tuple(sorted(self.t.reroll_marks))))

    def gather_buttons(self) -> list[Button]:
        t = self.t
        phase = t.my_phase()
        if phase not in (Phase.KEEP, Phase.PUT_BACK) or t.enlarged is not None:
            return []
        out = []
        for card, rect in zip(t.view.drawn, t.geometry.drawn_rects(len(t.view.drawn))):
            if card is None:
                continue
            if phase is Phase.KEEP:
                out.append(Button((rect.x, rect.bottom + 8, rect.w, 32), "Keep", None,
                                  lambda c=card: t.propose(Keep(c)), "Keep this card in your Workshop.",
                                  style="primary", size=14, name=f"keep_{card}"))
            else:
                half = (rect.w - 6) // 2
                out.append(Button((rect.x, rect.bottom + 8, half, 32), "On top", None,
                                  lambda c=card: t.propose(PutBack(c, False)), "Back on top of its deck.",
                                  size=13, name=f"top_{card}"))
                out.append(Button((rect.x + half + 6, rect.bottom + 8, half, 32), "Bottom", None,
                                  lambda c=card: t.propose(PutBack(c, True)), "To the bottom of its deck.",
                                  size=13, name=f"bottom_{card}"))
        return out

    def line(self) -> str:
        """What to do now, in words (the table's ``prompt``)."""
        t = self.t
        v = t.view
        said = t.standing_prompt("The third round is over. Counting\u2026")
        if said is not None:
            return said
        if t.enlarged is not None:
            return W.MAT_PROMPT.format(who=t.seat_name(t.enlarged))
        if not t.players_turn:
            who = next(iter(t.session.to_move()), None)
            if who is None:
                return ""
            return W.waiting_for(t.seat_name(who), v.phase)
        if v.phase is Phase.TURN:
            if t.combo is not None:
                return "Combined: drag the pair onto a deck to gather, or onto a Workshop card to craft its kind."
            if t.selected is not None:
                return "Now click where it goes: a deck, your Workshop, a card, another die."
            if v.main_used:
                return "Die used. Free results, stall cards and a tourist may still help; then End turn."
            return "Drag a Daylight die onto a deck to gather, or onto your Workshop to craft."
        return W.phase_prompt(v.phase)
