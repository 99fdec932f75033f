"""The hotseat curtain: when another person is to move, the table hides behind "Pass to <name>"
(with what happened since their last move) until they are at the screen. A part of
:class:`scenes.play.PlayScene`."""
from __future__ import annotations

import pygame

from scenes import shell_words as words
from scenes.assets import PALETTE
from scenes.base import SCREEN
from scenes.kit import overlay
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button


class Curtain:
    """The curtain between two people's turns (``curtain``: the seat asked to come to the screen)."""

    def overlay_stack(self) -> overlay.OverlayStack:
        """The table's overlay stack, the curtain kept on it as its top layer (only the pause menu
        goes over it) while a seat is asked to the screen."""
        stack = overlay.OverlayStack()
        stack.keep(overlay.CURTAIN, "curtain", self.draw_curtain_layer, lambda: self.curtain is not None)
        return stack

    def _curtain_if_due(self) -> None:
        """Hotseat: another person is to move, so the curtain comes down, once the table has told
        what it is telling (``holding()``): the player who moved sees their move's outcome first."""
        self._curtain_waiting = False
        if not self.hotseat or self.replay or self.curtain is not None:
            return
        step = self.session.next_step()
        if step.kind == "human" and self.seat not in step.seats:
            if self.holding():
                self._curtain_waiting = True
                return
            self.curtain = step.seat
            self.drag.cancel()
            self.tooltip.clear()
            self._build_curtain()

    def _build_curtain(self) -> None:
        panel = self.curtain_rect()
        name = self.seat_name(self.curtain)
        label = words.SHOW_MY_TABLE.format(name=name)
        w = max(300, min(panel.w - 60, 24 + 11 * len(label)))
        self.curtain_buttons = [Button((panel.centerx - w // 2, panel.bottom - 78, w, 48), label, None,
                                       self.lift_curtain, words.SHOW_MY_TABLE_TIP.format(name=name), style="primary",
                                       name="curtain", size=17)]

    def curtain_rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 620, 360)
        r.center = (SCREEN[0] // 2, SCREEN[1] // 2 + 10)
        return r

    def lift_curtain(self) -> None:
        """The next player is at the screen: show their view."""
        if self.curtain is None:
            return
        self.seat = self.curtain
        self.curtain = None
        self.curtain_buttons = []
        self.suggestion = None
        self._version += 1
        self.refresh(animate=False)
        self.play_sound("ui_click")

    def curtain_news(self) -> list[str]:
        """What happened since the next player's last move, public events only (someone else may
        still be looking at the screen), as log markup."""
        session = self.session
        seat = self.curtain
        last = max((i for i, e in enumerate(session.log) if e.seat == seat), default=-1)
        start = session.marks[last] if 0 <= last < len(session.marks) else 0
        out = []
        for e in session.state.events[start:]:
            if e.visible_to is None:
                out.append(self.event_markup(e, seat))
        return out[-6:]

    def draw_curtain_layer(self, surface: pygame.Surface) -> None:
        """The curtain as the overlay stack's top layer (the stack draws it while ``curtain`` is set)."""
        if not self.curtain_buttons:
            self._build_curtain()
        # the curtain is still: cached until its words or its button change
        key = (self.curtain, self._version, len(self.session.log), self.assets.text_scale, id(self.assets),
               tuple((b.label, b.hover, b.pressed, b.enabled, b.visible, b.highlight) for b in self.curtain_buttons))
        self._curtain_layer.blit(surface, key, self.draw_curtain)

    def draw_curtain(self, surface: pygame.Surface) -> None:
        a = self.assets
        surface.blit(a.sprite("ui/table.png", SCREEN), (0, 0))
        surface.blit(paint.rrect_surface(SCREEN, (8, 4, 16, 200), 0), (0, 0))
        r = self.curtain_rect()
        paint.draw_panel(surface, a, r, 250)
        name = self.seat_name(self.curtain)
        title = T.outlined(a, words.PASS_TO.format(name=name), "display", 44, PALETTE["marigold_light"],
                           (90, 20, 60), 2)
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + 22)))
        sub = T.text(a, words.TABLE_HIDDEN_UNTIL.format(name=name), "italic", 16, PALETTE["muted"])
        surface.blit(sub, sub.get_rect(midtop=(r.centerx, r.y + 84)))
        news = self.curtain_news()
        y = r.y + 122
        if news:
            head = T.text(a, "Since your last move", "bold", 14, PALETTE["marigold_light"])
            surface.blit(head, (r.x + 40, y))
            y += 24
            for line in news:
                img = T.render_rich(a, line, r.w - 80, size=14, scaled=True)
                if y + img.get_height() > r.bottom - 90:
                    break
                surface.blit(img, (r.x + 40, y))
                y += img.get_height() + 4
        for b in self.curtain_buttons:
            b.draw(surface, a, self.time)
