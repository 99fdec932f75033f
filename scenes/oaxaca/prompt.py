"""The prompt bar: what to do now in words, and its buttons (the gather panel's too)."""
from __future__ import annotations

import pygame

from game.rules.oaxaca import words as W
from game.rules.oaxaca.actions import (
    EarlyToken, EndTurn, Keep, PutBack, Reroll, RerollCustomers, ShareRemove, StopSelling,
)
from game.rules.oaxaca.state import Phase
from scenes.kit import prompt as prompt_bar
from scenes.oaxaca.layout import PROMPT
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button

class PromptBar:
    """The prompt bar: what to do now in words, and its buttons (the gather panel's too)."""

    # ------------------------------------------------------------------ the prompt bar's buttons
    def refresh_buttons(self) -> None:
        self.buttons = []
        phase = self.my_phase()
        if phase is None or self.enlarged is not None:
            return
        r = PROMPT
        x = r.right - 8

        def add(label: str, fn, tip: str = "", enabled: bool = True, style: str = "normal"):
            nonlocal x
            width = max(96, T.text(self.assets, label, "bold", 14).get_width() + 28)
            x -= width
            self.buttons.append(Button((x, r.y + 5, width, r.h - 10), label, None, fn, tip, size=14,
                                       enabled=enabled, style=style, name=f"btn_{label.split()[0].lower()}"))
            x -= 8

        if phase is Phase.REROLL:
            n = len(self.reroll_marks)
            add("Keep these", lambda: self.propose(Reroll(())), "Keep the roll as it is.",
                style="primary" if not n else "normal")
            add(W.reroll_label(n), self._reroll, "Roll the marked dice again.",
                enabled=n > 0, style="primary" if n else "normal")
        elif phase is Phase.TURN:
            main = self.view.main_used
            add("End turn", lambda: self.propose(EndTurn()),
                "End your turn." if main else "Use a die first: gather or craft.", enabled=main,
                style="primary" if main else "normal")
            if self.combo is not None or self.selected is not None:
                add("Put it down", self.cancel_selection, "Let go of the picked or combined result (Esc).")
        elif phase in (Phase.KEEP, Phase.PUT_BACK):
            self.buttons += self._gather_buttons()
        elif phase is Phase.SHARE:
            add("Take none", lambda: self.propose(ShareRemove(None)), "Leave your tokens as they are.")
        elif phase is Phase.EARLY:
            last = self.view.round >= self.data.rounds - 1  # (the Early Morning phase is solo's only)
            add("Keep the die", lambda: self.propose(EarlyToken(None)),
                "Keep the early die: no round follows, and alone it scores nothing." if last else
                "Keep the early die: it starts the next round on its face.")
        elif phase is Phase.SELL:
            add("Close the stall", lambda: self.propose(StopSelling()), "No more sales this round.",
                style="primary")
        elif phase is Phase.CUSTOMERS:
            n = len(self.customer_marks)
            add("Keep them", lambda: self.propose(RerollCustomers(())), "The unsold customers keep their wishes.",
                style="primary" if not n else "normal")
            add(W.ROLL_AGAIN.format(n=n), lambda: self.propose(RerollCustomers(tuple(sorted(self.customer_marks)))),
                "Roll the marked customers again.", enabled=n > 0, style="primary" if n else "normal")

    def _reroll(self) -> None:
        self.propose(Reroll(tuple(sorted(self.reroll_marks))))

    def all_buttons(self) -> list[Button]:
        if self.chooser is not None:
            return self.chooser_buttons
        return super().all_buttons()

    def _gather_buttons(self) -> list[Button]:
        phase = self.my_phase()
        if phase not in (Phase.KEEP, Phase.PUT_BACK) or self.enlarged is not None:
            return []
        out = []
        for card, rect in zip(self.view.drawn, self.drawn_rects(len(self.view.drawn))):
            if card is None:
                continue
            if phase is Phase.KEEP:
                out.append(Button((rect.x, rect.bottom + 8, rect.w, 32), "Keep", None,
                                  lambda c=card: self.propose(Keep(c)), "Keep this card in your Workshop.",
                                  style="primary", size=14, name=f"keep_{card}"))
            else:
                half = (rect.w - 6) // 2
                out.append(Button((rect.x, rect.bottom + 8, half, 32), "On top", None,
                                  lambda c=card: self.propose(PutBack(c, False)), "Back on top of its deck.",
                                  size=13, name=f"top_{card}"))
                out.append(Button((rect.x + half + 6, rect.bottom + 8, half, 32), "Bottom", None,
                                  lambda c=card: self.propose(PutBack(c, True)), "To the bottom of its deck.",
                                  size=13, name=f"bottom_{card}"))
        return out

    def prompt(self) -> str:
        v = self.view
        said = self.standing_prompt("The third round is over. Counting\u2026")
        if said is not None:
            return said
        if self.enlarged is not None:
            return W.MAT_PROMPT.format(who=self.seat_name(self.enlarged))
        if not self.players_turn:
            who = next(iter(self.session.to_move()), None)
            if who is None:
                return ""
            return W.waiting_for(self.seat_name(who), v.phase)
        if v.phase is Phase.TURN:
            if self.combo is not None:
                return "Combined: drag the pair onto a deck to gather, or onto a Workshop card to craft its kind."
            if self.selected is not None:
                return "Now click where it goes: a deck, your Workshop, a card, another die."
            if v.main_used:
                return "Die used. Free results, stall cards and a tourist may still help; then End turn."
            return "Drag a Daylight die onto a deck to gather, or onto your Workshop to craft."
        return W.phase_prompt(v.phase)

    def _draw_prompt(self, surface) -> None:
        text = self.prompt()
        paint.rrect(surface, PROMPT, (26, 12, 40, 235), 12)
        pygame.draw.rect(surface, (236, 160, 40), PROMPT, 1, border_radius=12)
        prompt_bar.draw_line(surface, self.assets, PROMPT, text, self.buttons)
    # ------------------------------------------------------------------ words
    def event_markup(self, event, viewer: int | None = -2) -> str:
        viewer = self.seat if viewer == -2 else viewer
        text = T.escape(self.game.event_text(event, viewer, self.session.setup.names))
        if event.kind in ("round", "round_end", "game_over"):
            return f"[c=marigold_light][b]{text}[/b][/c]"
        if event.kind in ("complete", "sell"):
            return f"[c=#a8f0b8]{text}[/c]"
        if event.kind == "turn":
            return f"[c=#cdbde0]{text}[/c]"
        return text
