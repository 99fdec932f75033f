"""The hotseat curtain: when another person is to move, the table hides behind "Pass to <name>"
(with what happened since their last move) until they are at the screen. A part of
:class:`scenes.play.PlayScene`."""
from __future__ import annotations

import pygame

from scenes import shell_words as words
from scenes.assets import PALETTE, name_role
from scenes.base import SCREEN
from scenes.kit import fit, overlay
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button


_PANEL_W = 700
_STORY_MAX_H = 314  # the story box's most height (the panel is then 560 high)


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
        self._story_scroll = 0  # the story starts at its beginning: the oldest move first
        self._story_drag = None
        panel = self.curtain_rect()
        name = self.seat_name(self.curtain)
        label = words.SHOW_MY_TABLE.format(name=name)
        w = max(300, min(panel.w - 60, 24 + 11 * len(label)))
        size = 17  # a long name of wide letters: the label is set smaller, to fit its button
        while size > 12 and T.text(self.assets, label, "bold", size, (0, 0, 0)).get_width() > w - 28:
            w = panel.w - 60
            if T.text(self.assets, label, "bold", size, (0, 0, 0)).get_width() > w - 28:
                size -= 1
        self.curtain_buttons = [Button((panel.centerx - w // 2, panel.bottom - 78, w, 48), label, None,
                                       self.lift_curtain, words.SHOW_MY_TABLE_TIP.format(name=name), style="primary",
                                       name="curtain", size=size)]

    def curtain_rect(self) -> pygame.Rect:
        """The curtain's panel: as tall as its story needs, up to most of the screen (then it scrolls)."""
        story = sum(img.get_height() + 6 for img in self._story_images()) if self.curtain is not None else 0
        r = pygame.Rect(0, 0, _PANEL_W, 150 + 96 + max(60, min(_STORY_MAX_H, story)))
        r.center = (SCREEN[0] // 2, SCREEN[1] // 2 + 10)
        return r

    def story_rect(self) -> pygame.Rect:
        """The curtain's story box (it scrolls when the story is longer)."""
        r = self.curtain_rect()
        return pygame.Rect(r.x + 36, r.y + 150, r.w - 72, r.h - 150 - 96)

    def lift_curtain(self) -> None:
        """The next player is at the screen: show their view."""
        if self.curtain is None:
            return
        self.seat = self.curtain
        self.curtain = None
        self.curtain_buttons = []
        self.suggestions.hide()
        self._version += 1
        self.refresh(animate=False)
        self.play_sound("ui_click")

    def curtain_news(self) -> list[str]:
        """Everything public since the next player's last move, in order, as log markup told to
        them (someone else may still be looking at the screen: nothing hidden is told)."""
        seat = self.curtain
        return [self.event_markup(line[1], seat) if line[0] == "event" else self.note_markup(line[1], line[2])
                for line in self.session.story_since_last_move(seat)]

    # ------------------------------------------------------------------ the story's scrolling
    def _story_images(self) -> list[pygame.Surface]:
        key = (self.curtain, self._version, len(self.session.log), self.assets.text_scale, id(self.assets))
        memo = self._story_memo
        if memo is None or memo[0] != key:
            width = _PANEL_W - 72 - 24
            memo = self._story_memo = (key, [T.render_rich(self.assets, line, width, size=14, scaled=True)
                                             for line in self.curtain_news()])
        return memo[1]

    def story_max_scroll(self) -> int:
        return max(0, sum(img.get_height() + 6 for img in self._story_images()) - self.story_rect().h)

    def scroll_story(self, pixels: int) -> None:
        self._story_scroll = max(0, min(self.story_max_scroll(), self._story_scroll + pixels))

    def curtain_scroll_event(self, event) -> bool:
        """Wheel, drag or keys scroll the curtain's story; whether ``event`` did."""
        line = self.assets.font("body", 14, True).get_linesize()
        page = self.story_rect().h - line
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_story(-3 * line * event.y)
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -line, pygame.K_DOWN: line, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                    pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}.get(event.key)
            if step is not None:
                self.scroll_story(step)
            return step is not None
        drag = self._story_drag
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.story_rect().collidepoint(event.pos):
            self._story_drag = (event.pos[1], self._story_scroll)
            return True
        if event.type == pygame.MOUSEMOTION and drag is not None:
            self._story_scroll = drag[1]
            self.scroll_story(drag[0] - event.pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and drag is not None:
            self._story_drag = None
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw_curtain_layer(self, surface: pygame.Surface) -> None:
        """The curtain as the overlay stack's top layer (the stack draws it while ``curtain`` is set)."""
        if not self.curtain_buttons:
            self._build_curtain()
        # the curtain is still: cached until its words, its scrolling or its button change
        key = (self.curtain, self._version, len(self.session.log), self.assets.text_scale, id(self.assets),
               self._story_scroll,
               tuple((b.label, b.hover, b.pressed, b.enabled, b.visible, b.highlight) for b in self.curtain_buttons))
        self._curtain_layer.blit(surface, key, self.draw_curtain)

    def draw_curtain(self, surface: pygame.Surface) -> None:
        a = self.assets
        surface.blit(a.sprite("ui/table.png", SCREEN), (0, 0))
        surface.blit(paint.rrect_surface(SCREEN, (8, 4, 16, 200), 0), (0, 0))
        r = self.curtain_rect()
        paint.draw_panel(surface, a, r, 250)
        name = self.seat_name(self.curtain)
        prompt = words.PASS_TO.format(name=name)  # (a name of wide letters is fitted; one the display face
        title = T.outlined(a, prompt, name_role(prompt, "display"), 44,  # lacks letters of, in the text face)
                           PALETTE["marigold_light"], (90, 20, 60), 2)
        room = r.w - 48
        if title.get_width() > room:
            title = pygame.transform.smoothscale(title, (room, max(1, title.get_height() * room // title.get_width())))
        surface.blit(title, title.get_rect(midtop=(r.centerx, r.y + 22 + max(0, 56 - title.get_height()) // 2)))
        sub = fit.line(a, words.TABLE_HIDDEN_UNTIL.format(name=name), room, "italic", 16, PALETTE["muted"], floor=12)
        surface.blit(sub, sub.get_rect(midtop=(r.centerx, r.y + 84)))
        self.draw_story(surface)
        for b in self.curtain_buttons:
            b.draw(surface, a, self.time)

    def draw_story(self, surface: pygame.Surface) -> None:
        """The story since the seat's last move, in its box, scrolled; a bar shows where when it
        is longer than the box."""
        a = self.assets
        box = self.story_rect()
        moved = any(e.seat == self.curtain for e in self.session.log)
        head = T.text(a, words.SINCE_LAST_MOVE if moved else words.SINCE_THE_START, "bold", 14,
                      PALETTE["marigold_light"])
        surface.blit(head, (box.x, box.y - 26))
        images = self._story_images()
        if not images:
            if moved:
                none = T.text(a, words.NOTHING_SINCE, "italic", 14, PALETTE["muted"])
                surface.blit(none, (box.x, box.y))
            return
        pygame.draw.rect(surface, (20, 11, 37), box.inflate(12, 8), border_radius=8)
        clip = surface.get_clip()
        surface.set_clip(box.clip(clip) if clip else box)
        y = box.y - self._story_scroll
        for img in images:
            if y + img.get_height() >= box.y and y <= box.bottom:
                surface.blit(img, (box.x + 4, y))
            y += img.get_height() + 6
        surface.set_clip(clip)
        top = self.story_max_scroll()
        if top > 0:
            track = pygame.Rect(box.right - 6, box.y, 4, box.h)
            pygame.draw.rect(surface, (60, 44, 84), track, border_radius=2)
            th = max(18, track.h * box.h // (box.h + top))
            ty = track.y + (track.h - th) * self._story_scroll // top
            pygame.draw.rect(surface, PALETTE["marigold"], (track.x, ty, 4, th), border_radius=2)
