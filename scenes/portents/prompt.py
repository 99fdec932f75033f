"""The prompt bar (what to do now, or the step being told), its Pass button, and the log's lines."""
from __future__ import annotations

from game.protocol import AUTOMATON
from game.rules.portents.actions import Pass
from game.rules.portents.altar import GAP
from game.rules.portents.state import Phase
from game.rules.portents import table_words as words
from game.rules.portents.words import event_parts
from scenes.assets import PALETTE
from scenes.kit import prompt as prompt_bar
from scenes.portents.layout import PROMPT
from scenes.widgets import text as T
from scenes.widgets.button import Button
from scenes.widgets.log_panel import LogPanel


class PromptBar:
    """The prompt bar (what to do now, or the step being told), its Pass button, and the log's lines
    (the table's hooks of words, a mixin of the table)."""

    def refresh_buttons(self) -> None:
        self.buttons = []
        phase = self.my_phase()
        if phase is not Phase.PUSH:
            return
        if self.legal_actions() == [Pass()]:
            r = PROMPT
            self.buttons.append(Button((r.right - 8 - 120, r.y + 5, 120, r.h - 10), words.s("portents-pass"), None,
                                       lambda: self.propose(Pass()), words.s("portents-pass-tip"), style="primary", size=14, name="btn_pass"))

    def event_markup(self, event, viewer: int | None = -2) -> str:
        viewer = self.seat if viewer == -2 else viewer
        names = tuple(T.escape(n) for n in self.session.setup.names)
        return self._dress(event, self.game.event_text(event, viewer, names, self.fmt))

    def part_markup(self, event, part: int) -> str:
        """One log line of ``event`` (the Kitty's push is told in two: the push, then its draw)."""
        names = tuple(T.escape(n) for n in self.session.setup.names)
        parts = event_parts(self.fmt, event, self.seat, names)
        return self._dress(event, parts[min(part, len(parts) - 1)])

    @staticmethod
    def _dress(event, text: str) -> str:
        if event.kind in ("game_over",):
            return f"[c=marigold_light][b]{text}[/b][/c]"
        if event.kind in ("portent", "collect"):
            return f"[c=#a8f0b8]{text}[/c]"
        if event.kind in ("turn",):
            return f"[c=#cdbde0]{text}[/c]"
        if event.kind in ("steal", "kitty_push", "kitty_advance", "kitty_blocked"):
            return f"[c=#e2c8ff]{text}[/c]"
        return text

    def log_markup(self) -> list[str]:
        """The log, each event's line (or lines) in order; while a move is told, only the lines
        told so far."""
        hidden = self.teller.hidden_line()
        out: list[str] = []
        for line in self.session.log_lines(self.seat)[-LogPanel.CAP:]:
            if line[0] != "event":
                out.append(self.note_markup(line[1], line[2]))
                continue
            event = line[1]
            n = 2 if event.kind == "kitty_push" else 1
            for part in range(n):
                if hidden is not None and event is hidden[0] and part == hidden[1]:
                    return out
                out.append(self.part_markup(event, part) if n > 1 else self.event_markup(event))
        return out

    def prompt(self) -> str:
        v = self.view
        said = self.standing_prompt(words.s("portents-prompt-over"))
        if said is not None:
            return said
        if not self.players_turn:
            if v.active == AUTOMATON and v.phase is Phase.KITTY:
                return words.s("portents-prompt-kitty-prowls")
            who = next(iter(self.session.to_move()), None)
            if who is None:
                return ""
            return words.reading_the_altar(self.seat_name(who))
        p = v.phase
        kitty = v.active == AUTOMATON
        if p is Phase.PUSH:
            if self.legal_actions() == [Pass()]:
                return words.s("portents-prompt-pass")
            if v.side is None:
                return words.s("portents-prompt-push")
            gaps = v.altar.count(GAP)
            if self.selected is not None:
                return words.click_a_gap_for(self.data, self.selected)
            if v.placing:
                return words.fill_the_gaps(gaps)
            if sum(v.counts) < self.data.pushes:
                return words.push_again(v.side)
            return words.s("portents-prompt-fill")
        if p is Phase.BURN:
            return words.burn_prompt(len(v.portents), kitty)
        return words.phase_prompt(p)

    def paint_prompt(self, surface) -> None:
        """What to do now; while a move is told, the step now playing, in words."""
        a = self.assets
        r = PROMPT
        if self.story.playing:
            hint = T.text(a, words.s("portents-skip-hint"), "italic", 12, PALETTE["muted"])
            surface.blit(hint, hint.get_rect(midright=(r.right - 12, r.centery)))
            if self.caption:
                room = prompt_bar.room(r, self.buttons) - hint.get_width() - 16
                img = T.render_rich(a, self.caption, room, size=14, colour=(250, 238, 214))
                if img.get_height() > r.h - 6:
                    img = T.render_rich(a, self.caption, room, size=12, colour=(250, 238, 214), line_gap=0)
                surface.blit(img, img.get_rect(midleft=(r.x + 14, r.centery)))
            return
        prompt_bar.draw_line(surface, a, r, self.prompt(), self.buttons)
