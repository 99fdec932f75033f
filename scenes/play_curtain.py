"""The hotseat curtain: when another person is to move, the table hides behind "Pass to <name>"
(with what happened since their last move) until they are at the screen. Held by the play scene
(``scene.handover``) with its own state: the seat asked to the screen, its button, how far its
story is scrolled."""
from __future__ import annotations

import pygame

from scenes import shell_words as words
from scenes.assets import PALETTE, name_role
from scenes.base import SCREEN
from scenes.kit import fit, overlay
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button, route_to_buttons
from scenes.widgets.layers import CachedLayer


_PANEL_W = 700
_STORY_MAX_H = 314  # the story box's most height (the panel is then 560 high)


class Curtain:
    """The curtain between two people's turns (``seat``: the seat asked to come to the screen)."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.seat: int | None = None  # the seat asked to come to the screen (None: the curtain is up)
        self.buttons: list[Button] = []
        self.waiting = False  # the curtain waits for the table to finish telling a move
        self.scroll = 0  # how far the story is scrolled (pixels)
        self._drag: tuple[int, int] | None = None  # (pointer y, scroll) where a drag of the story began
        self._memo = None
        self._layer = CachedLayer()

    def overlay_stack(self) -> overlay.OverlayStack:
        """The table's overlay stack, the curtain kept on it as its top layer (only the pause menu
        goes over it) while a seat is asked to the screen."""
        stack = overlay.OverlayStack()
        stack.keep(overlay.CURTAIN, "curtain", self.draw_layer, lambda: self.seat is not None)
        return stack

    def call(self, seat: int) -> None:
        """Ask ``seat`` to the screen: the table hides."""
        self.seat = seat

    def down_if_due(self) -> None:
        """Hotseat: another person is to move, so the curtain comes down, once the table has told
        what it is telling (``holding()``): the player who moved sees their move's outcome first."""
        scene = self.scene
        self.waiting = False
        if not scene.hotseat or scene.replay or self.seat is not None:
            return
        step = scene.session.next_step()
        if step.kind == "human" and scene.seat not in step.seats:
            if scene.holding():
                self.waiting = True
                return
            self.seat = step.seat
            scene.drag.cancel()
            scene.tooltip.clear()
            self.build()

    def build(self) -> None:
        """The curtain's button, fitted to the name it says."""
        scene = self.scene
        self.scroll = 0  # the story starts at its beginning: the oldest move first
        self._drag = None
        panel = self.rect()
        name = scene.seat_name(self.seat)
        label = words.SHOW_MY_TABLE.format(name=name)
        w = max(300, min(panel.w - 60, 24 + 11 * len(label)))
        size = 17  # a long name of wide letters: the label is set smaller, to fit its button
        while size > 12 and T.text(scene.assets, label, "bold", size, (0, 0, 0)).get_width() > w - 28:
            w = panel.w - 60
            if T.text(scene.assets, label, "bold", size, (0, 0, 0)).get_width() > w - 28:
                size -= 1
        self.buttons = [Button((panel.centerx - w // 2, panel.bottom - 78, w, 48), label, None,
                               self.lift, words.SHOW_MY_TABLE_TIP.format(name=name), style="primary",
                               name="curtain", size=size)]

    def handle_event(self, event) -> None:
        """Every event while the curtain is down: nothing under it is touched."""
        scene = self.scene
        if self.scroll_event(event):
            pass
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.lift()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            scene.open_menu()
        elif event.type == pygame.KEYDOWN and bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)) \
                and event.key == pygame.K_s:
            scene.saving.save()
        elif event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if not self.buttons:
                self.build()
            route_to_buttons(self.buttons, event, lambda b: None)
        scene.app.dirty = True

    def rect(self) -> pygame.Rect:
        """The curtain's panel: as tall as its story needs, up to most of the screen (then it scrolls)."""
        story = sum(img.get_height() + 6 for img in self.story_images()) if self.seat is not None else 0
        r = pygame.Rect(0, 0, _PANEL_W, 150 + 96 + max(60, min(_STORY_MAX_H, story)))
        r.center = (SCREEN[0] // 2, SCREEN[1] // 2 + 10)
        return r

    def story_rect(self) -> pygame.Rect:
        """The curtain's story box (it scrolls when the story is longer)."""
        r = self.rect()
        return pygame.Rect(r.x + 36, r.y + 150, r.w - 72, r.h - 150 - 96)

    def lift(self) -> None:
        """The next player is at the screen: show their view."""
        if self.seat is None:
            return
        seat, self.seat = self.seat, None
        self.buttons = []
        self.scene.show_seat(seat)

    def news(self) -> list[str]:
        """Everything public since the next player's last move, in order, as log markup told to
        them (someone else may still be looking at the screen: nothing hidden is told)."""
        scene, seat = self.scene, self.seat
        return [scene.event_markup(line[1], seat) if line[0] == "event" else scene.note_markup(line[1], line[2])
                for line in scene.session.story_since_last_move(seat)]

    # ------------------------------------------------------------------ the story's scrolling
    def story_images(self) -> list[pygame.Surface]:
        scene = self.scene
        key = (self.seat, scene.version, len(scene.session.log), scene.assets.text_scale, id(scene.assets))
        memo = self._memo
        if memo is None or memo[0] != key:
            width = _PANEL_W - 72 - 24
            memo = self._memo = (key, [T.render_rich(scene.assets, line, width, size=14, scaled=True)
                                       for line in self.news()])
        return memo[1]

    def forget_story(self) -> None:
        """The story is worked out again when next drawn."""
        self._memo = None

    def max_scroll(self) -> int:
        return max(0, sum(img.get_height() + 6 for img in self.story_images()) - self.story_rect().h)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + pixels))

    def scroll_event(self, event) -> bool:
        """Wheel, drag or keys scroll the curtain's story; whether ``event`` did."""
        line = self.scene.assets.font("body", 14, True).get_linesize()
        page = self.story_rect().h - line
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-3 * line * event.y)
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -line, pygame.K_DOWN: line, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                    pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}.get(event.key)
            if step is not None:
                self.scroll_by(step)
            return step is not None
        drag = self._drag
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.story_rect().collidepoint(event.pos):
            self._drag = (event.pos[1], self.scroll)
            return True
        if event.type == pygame.MOUSEMOTION and drag is not None:
            self.scroll = drag[1]
            self.scroll_by(drag[0] - event.pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and drag is not None:
            self._drag = None
            return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw_layer(self, surface: pygame.Surface) -> None:
        """The curtain as the overlay stack's top layer (the stack draws it while ``seat`` is set)."""
        scene = self.scene
        if not self.buttons:
            self.build()
        # the curtain is still: cached until its words, its scrolling or its button change
        key = (self.seat, scene.version, len(scene.session.log), scene.assets.text_scale, id(scene.assets),
               self.scroll,
               tuple((b.label, b.hover, b.pressed, b.enabled, b.visible, b.highlight) for b in self.buttons))
        self._layer.blit(surface, key, self.draw)

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        a = scene.assets
        surface.blit(a.sprite("ui/table.png", SCREEN), (0, 0))
        surface.blit(paint.rrect_surface(SCREEN, (8, 4, 16, 200), 0), (0, 0))
        r = self.rect()
        paint.draw_panel(surface, a, r, 250)
        name = scene.seat_name(self.seat)
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
        for b in self.buttons:
            b.draw(surface, a, scene.time)

    def draw_story(self, surface: pygame.Surface) -> None:
        """The story since the seat's last move, in its box, scrolled; a bar shows where when it
        is longer than the box."""
        a = self.scene.assets
        box = self.story_rect()
        moved = any(e.seat == self.seat for e in self.scene.session.log)
        head = T.text(a, words.SINCE_LAST_MOVE if moved else words.SINCE_THE_START, "bold", 14,
                      PALETTE["marigold_light"])
        surface.blit(head, (box.x, box.y - 26))
        images = self.story_images()
        if not images:
            if moved:
                none = T.text(a, words.NOTHING_SINCE, "italic", 14, PALETTE["muted"])
                surface.blit(none, (box.x, box.y))
            return
        pygame.draw.rect(surface, (20, 11, 37), box.inflate(12, 8), border_radius=8)
        clip = surface.get_clip()
        surface.set_clip(box.clip(clip) if clip else box)
        y = box.y - self.scroll
        for img in images:
            if y + img.get_height() >= box.y and y <= box.bottom:
                surface.blit(img, (box.x + 4, y))
            y += img.get_height() + 6
        surface.set_clip(clip)
        top = self.max_scroll()
        if top > 0:
            track = pygame.Rect(box.right - 6, box.y, 4, box.h)
            pygame.draw.rect(surface, (60, 44, 84), track, border_radius=2)
            th = max(18, track.h * box.h // (box.h + top))
            ty = track.y + (track.h - th) * self.scroll // top
            pygame.draw.rect(surface, PALETTE["marigold"], (track.x, ty, 4, th), border_radius=2)
