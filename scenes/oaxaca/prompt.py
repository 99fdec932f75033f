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
            add(W.t("keep-these"), lambda: t.propose(Reroll(())), W.t("keep-these-tip"),
                style="primary" if not n else "normal")
            add(W.reroll_label(n), self.reroll, W.t("reroll-tip"),
                enabled=n > 0, style="primary" if n else "normal")
        elif phase is Phase.TURN:
            main = t.view.main_used
            add(W.t("end-turn"), lambda: t.propose(EndTurn()),
                W.t("end-turn-tip") if main else W.t("end-turn-first"), enabled=main,
                style="primary" if main else "normal")
            if t.combo is not None or t.selected is not None:
                add(W.t("put-down"), t.cancel_selection, W.t("put-down-tip"))
        elif phase in (Phase.KEEP, Phase.PUT_BACK):
            buttons += self.gather_buttons()
        elif phase is Phase.SHARE:
            add(W.t("take-none"), lambda: t.propose(ShareRemove(None)), W.t("take-none-tip"))
        elif phase is Phase.EARLY:
            last = t.view.round >= t.data.rounds - 1  # (the Early Morning phase is solo's only)
            add(W.t("keep-die"), lambda: t.propose(EarlyToken(None)),
                W.t("keep-die-last") if last else
                W.t("keep-die-tip"))
        elif phase is Phase.SELL:
            add(W.t("close-stall"), lambda: t.propose(StopSelling()), W.t("close-stall-tip"),
                style="primary")
        elif phase is Phase.CUSTOMERS:
            n = len(t.customer_marks)
            add(W.t("keep-them"), lambda: t.propose(RerollCustomers(())), W.t("keep-them-tip"),
                style="primary" if not n else "normal")
            add(W.ROLL_AGAIN.format(n=n), lambda: t.propose(RerollCustomers(tuple(sorted(t.customer_marks)))),
                W.t("reroll-customers-tip"), enabled=n > 0, style="primary" if n else "normal")
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
                out.append(Button((rect.x, rect.bottom + 8, rect.w, 32), W.t("keep"), None,
                                  lambda c=card: t.propose(Keep(c)), W.t("keep-tip"),
                                  style="primary", size=14, name=f"keep_{card}"))
            else:
                half = (rect.w - 6) // 2
                out.append(Button((rect.x, rect.bottom + 8, half, 32), W.t("on-top"), None,
                                  lambda c=card: t.propose(PutBack(c, False)), W.t("on-top-tip"),
                                  size=13, name=f"top_{card}"))
                out.append(Button((rect.x + half + 6, rect.bottom + 8, half, 32), W.t("bottom"), None,
                                  lambda c=card: t.propose(PutBack(c, True)), W.t("bottom-tip"),
                                  size=13, name=f"bottom_{card}"))
        return out

    def line(self) -> str:
        """What to do now, in words (the table's ``prompt``)."""
        t = self.t
        v = t.view
        said = t.standing_prompt(W.t("counting"))
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
                return W.t("prompt-combined")
            if t.selected is not None:
                return W.t("prompt-picked")
            if v.main_used:
                return W.t("prompt-used")
            return W.t("prompt-turn")
        return W.phase_prompt(v.phase)
