"""The table's side panels: the game log (each AI move with its reason; its entries are the play
scene's, a hook a table may extend) and the suggested-move card (:class:`SuggestionCard`, held by
the play scene as ``scene.card``: a fixed size, its buttons stay put, its text is fitted above them)."""
from __future__ import annotations

import math

import pygame
from game.text import say

from scenes import shell_words as words
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button
from scenes.widgets.log_panel import LogPanel


def bot_note_markup(name: str, note: str) -> str:
    """An AI's reason for its move as a log line, in muted italics."""
    return f"[c=muted][i]{T.escape(words.bot_note(name, note))}[/i][/c]"


class Panels:
    """The log panel's entries (a part of :class:`scenes.play.PlayScene`: tables extend ``log_markup``)."""

    # A game whose log lines depend only on the event (or note), the seat reading and the settings
    # says so: each line's markup is then kept, not worked out again for the whole log at every move.
    log_lines_are_pure = False

    def log_markup(self) -> list[str]:
        """The log panel's entries: the events this seat may see, and each AI move's reason."""
        lines = self.session.log_lines(self.seat)[-LogPanel.CAP:]
        cache = None
        if self.log_lines_are_pure:
            key = (self.seat, self.high_contrast)
            memo = self.__dict__.get("_markup_memo")
            if memo is None or memo[0] != key or len(memo[1]) > 4 * LogPanel.CAP:
                memo = self.__dict__["_markup_memo"] = (key, {})
            cache = memo[1]
        out = []
        for line in lines:
            try:
                text = cache.get(line) if cache is not None else None
            except TypeError:  # an event carrying something unhashable: not kept
                text = None
                cache = None
            if text is None:
                text = self.event_markup(line[1]) if line[0] == "event" else self.note_markup(line[1], line[2])
                if cache is not None:
                    cache[line] = text
            out.append(text)
        return out

    def note_markup(self, seat: int, note: str) -> str:
        """An AI seat's reason for its move, as a log line ("Rosa: In B4 it lights up at once.")."""
        return bot_note_markup(self.seat_name(seat), note)

    _log_later = False  # (set while a machine's move is taken in)
    _log_stale = False  # the log panel still shows the entries before the last machine move

    def _refresh_log(self) -> None:
        self._log_stale = False
        self.log_panel.set_entries(self.log_markup())


class SuggestionCard:
    """The suggested move's card over the log: "Thinking…" while the helper works, then the plan in
    words, its reason, and the Do it / Dismiss buttons (it reads the scene's ``suggestions``)."""

    height = 270  # the card's height whatever its text: its buttons never move
    text_floor = 12  # the card's text shrinks no further (a long plan's last lines are left out)

    def __init__(self, scene, rect: pygame.Rect) -> None:
        self.scene = scene
        self.rect = pygame.Rect(rect)
        suggestions = scene.suggestions
        r = self.rect
        self.buttons = [
            Button((r.x + 14, r.bottom - 46, r.w - 28 - 84, 34), words.DO_IT, None, suggestions.accept,
                   words.DO_IT_TIP, style="primary", name="do_it", size=15),
            Button((r.right - 14 - 76, r.bottom - 46, 76, 34), words.DISMISS, None, suggestions.dismiss,
                   words.DISMISS_TIP, style="ghost", name="dismiss", size=14),
        ]

    def steps(self) -> list[str]:
        """The suggested plan in words: the game's own summary of a plan (its words module's
        ``describe_plan``), else each step on a line, a step repeated said once ("×3")."""
        scene = self.scene
        shown = scene.suggestions.shown
        plan = scene.suggestions.plan or (shown[0],)
        game = scene.game
        words_module = game.entry.words
        if len(plan) > 1 and hasattr(words_module, "describe_plan"):
            return words_module.describe_plan(game.entry.plain(scene.session.data), plan, scene.view)
        runs: list[list] = []
        for action in plan:
            what = scene.describe_action(action)
            if runs and runs[-1][0] == what:
                runs[-1][1] += 1
            else:
                runs.append([what, 1])
        return [words.repeated_step(what, n) for what, n in runs]

    def box(self) -> pygame.Rect:
        """The card: the same size whatever it says (its text is fitted to it)."""
        r = pygame.Rect(self.rect)
        r.h = max(r.h, self.height)
        return r

    def text_rect(self) -> pygame.Rect:
        """Where the card's text goes: between its title and its buttons' slot."""
        r = self.box()
        return pygame.Rect(r.x + 14, r.y + 40, r.w - 28, r.h - 40 - 58)

    @staticmethod
    def markup(steps: list[str], reason) -> str:
        """``reason``: a message (the helper's, said here in the reader's language) or text."""
        body = "\n".join(f"[b]{T.escape(what)}[/b]" for what in steps)
        reason = say(reason) if reason else ""
        if reason and reason.strip() not in steps:
            body += "\n[c=#cdbde0]" + T.escape(words.as_sentence(reason)) + "[/c]"
        return body

    def body(self) -> pygame.Surface | None:
        """The card's text as drawn: the fullest that fits."""
        shown = self.scene.suggestions.shown
        if shown is None:
            return None
        assets = self.scene.assets
        action, reason = shown
        steps = self.steps()
        box = self.text_rect()
        floor = self.text_floor
        # what the card says, fullest first: the whole plan and the reason; a plan too long for the
        # card with its last lines left out; then (large text in a small window) without the reason
        tries = [(steps, reason)] + [(steps[:k - 1] + [words.MORE_STEPS], reason) for k in range(len(steps) - 1, 1, -1)]
        tries += [(shown_, "") for shown_, _ in tries]
        markup = self.markup(*tries[-1])
        for shown_, why in tries:
            img = T.render_rich(assets, self.markup(shown_, why), box.w, size=floor, scaled=True)
            if img.get_height() <= box.h:
                markup = self.markup(shown_, why)
                break
        return fit.block(assets, markup, box.w, box.h, size=14, floor=floor, scaled=True)

    def place_buttons(self) -> None:
        r = self.box()
        do_it, dismiss = self.buttons
        do_it.rect.topleft = (r.x + 14, r.bottom - 46)
        dismiss.rect.topleft = (r.right - 14 - dismiss.rect.w, r.bottom - 46)

    def draw(self, surface: pygame.Surface) -> bool:
        """The suggestion card (or 'thinking'); returns whether it drew anything."""
        scene = self.scene
        suggestions = scene.suggestions
        if suggestions.shown is None and not suggestions.thinking:
            return False
        assets, now = scene.assets, scene.time
        r = self.box() if suggestions.shown is not None else pygame.Rect(self.rect.topleft, (self.rect.w, 110))
        paint.draw_panel(surface, assets, r, 245)
        icon = assets.sprite("icons/hint.png", (22, 22))
        surface.blit(icon, (r.x + 14, r.y + 11))
        title = words.THINKING if suggestions.thinking else words.SUGGESTED_MOVE
        surface.blit(T.text(assets, title, "bold", 15, PALETTE["marigold_light"]), (r.x + 42, r.y + 12))
        if suggestions.thinking:
            for i in range(3):
                a = now * 5 - i * 0.6
                y = r.y + 66 + int(6 * math.sin(a))
                pygame.draw.circle(surface, PALETTE["marigold"], (r.centerx - 20 + 20 * i, y), 5)
            return True
        surface.blit(self.body(), self.text_rect().topleft)
        for b in self.buttons:
            b.draw(surface, assets, now)
        return True


__all__ = ["Panels", "SuggestionCard", "bot_note_markup"]
