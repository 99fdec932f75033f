"""Watching a finished game again, step by step, from the Load screen's Finished games.

The replay is the game's own play scene in replay mode (``replay=True``: nothing reaches the
rules, nothing is saved or counted) showing ``session.replay_to(k)``, with a bar of controls in
the toolbar: first, previous, play/pause, next, last, and "step k of N". The arrow keys, Home,
End and Space do the same; Esc goes back to the list.
"""
from __future__ import annotations

import pygame

from scenes import shell_words as words
from scenes.base import Scene
from scenes.shell_layout import REPLAY_BAR
from scenes.widgets import paint
from scenes.widgets.button import Button, route_to_buttons

AUTO_STEP = 0.9  # seconds a step stays on screen while playing
BAR = pygame.Rect(REPLAY_BAR)  # the toolbar's middle: where Suggest, undo, redo and save sit in a live game
HIDDEN_TOOLS = ("suggest", "undo", "redo", "save")


class ReplayScene(Scene):
    """A finished ``session`` replayed in its game's scene, one logged action at a time."""

    name = "replay"

    def __init__(self, app, session, step: int | None = None):
        super().__init__(app)
        self.session = session
        self.total = len(session.log)
        self.step = self.total if step is None else max(0, min(step, self.total))
        self.playing = False
        self.timer = 0.0
        self.inner = None
        self.buttons: list[Button] = []

    # ------------------------------------------------------------------ the embedded table
    def enter(self) -> None:
        self.show(self.step)

    def exit(self) -> None:
        if self.inner is not None:
            self.inner.exit()

    def show(self, k: int) -> None:
        """Put step ``k`` (0: the deal; N: the end) on the table."""
        self.step = max(0, min(k, self.total))
        if self.inner is not None:
            self.inner.exit()
        scene_cls = self.app.play_scene(self.session.game)
        self.inner = scene_cls(self.app, self.session.replay_to(self.step), replay=True)
        self.inner.enter()
        for tool in getattr(self.inner, "toolbar", []):
            if tool.name in HIDDEN_TOOLS:
                tool.visible = False
        self._build_bar()
        self.app.dirty = True

    def _build_bar(self) -> None:
        x, y, h = BAR.x + 8, BAR.y + 3, BAR.height - 6
        specs = (("first", self.first), ("back", self.previous), ("play", self.toggle), ("next", self.next),
                 ("last", self.last))
        self.buttons = []
        for name, fn in specs:  # each tooltip: the message replay-tip-<name>
            b = Button((x, y, 40, h), "", None, fn, words.s(f"replay-tip-{name}"), name=f"replay_{name}")
            self.buttons.append(b)
            x += 46
        self._enable()

    def _enable(self) -> None:
        for b in self.buttons:
            name = b.name.removeprefix("replay_")
            b.enabled = (self.step > 0) if name in ("first", "back") else \
                (self.step < self.total) if name in ("next", "last", "play") else True
            if name == "play" and self.playing:
                b.enabled = True

    # ------------------------------------------------------------------ controls
    def first(self) -> None:
        self.playing = False
        self.show(0)

    def previous(self) -> None:
        self.playing = False
        self.show(self.step - 1)

    def next(self) -> None:
        self.show(self.step + 1)

    def last(self) -> None:
        self.playing = False
        self.show(self.total)

    def toggle(self) -> None:
        if not self.playing and self.step >= self.total:
            self.show(0)  # from the end, play starts from the deal again
        self.playing = not self.playing
        self.timer = 0.0
        self._enable()

    def back(self) -> None:
        self.playing = False
        self.app.pop()

    def settings_changed(self) -> None:
        """A change of settings (the language among them) reaches the table, and the bar's tooltips are said again."""
        if self.inner is not None:
            self.inner.settings_changed()
        self._build_bar()

    # ------------------------------------------------------------------ scene life
    def update(self, dt: float) -> bool:
        moving = self.inner.update(dt) if self.inner is not None else False
        if self.playing:
            self.timer += dt
            if self.timer >= AUTO_STEP * max(0.3, self.app.settings.animation_factor or 0.3):
                self.timer = 0.0
                self.next()
                if self.step >= self.total:
                    self.playing = False
                    self._enable()
            return True
        return moving

    def handle_event(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_ESCAPE: self.back, pygame.K_LEFT: self.previous, pygame.K_RIGHT: self.next,
                    pygame.K_HOME: self.first, pygame.K_END: self.last, pygame.K_SPACE: self.toggle}
            fn = keys.get(event.key)
            if fn is not None:
                if fn in (self.previous, self.next) and not self._can(fn):
                    return
                fn()
                return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if route_to_buttons(self.buttons, event) is not None:
                self.app.dirty = True
                return
        if self.inner is not None:
            self.inner.handle_event(event)

    def _can(self, fn) -> bool:
        return self.step > 0 if fn == self.previous else self.step < self.total

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self.inner is not None:
            self.inner.draw(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        if self.inner is not None:
            self.inner.draw_overlay(surface)
        self.draw_bar(surface)

    def draw_bar(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        surface.blit(paint.rrect_surface(BAR.size, (20, 10, 36, 230), 12), BAR.topleft)
        pygame.draw.rect(surface, (236, 160, 40), BAR, 1, border_radius=12)
        for b in self.buttons:
            b.draw(surface, assets)
            self._glyph(surface, b)
        label = words.replay_position(self.step, self.total, self.playing)
        img = assets.text(label, "bold", 15, (250, 238, 214))
        x0 = self.buttons[-1].rect.right + 12 if self.buttons else BAR.x + 12
        surface.blit(img, img.get_rect(midleft=(x0, BAR.centery)))

    def _glyph(self, surface: pygame.Surface, b: Button) -> None:
        """The control's picture: bars and triangles, drawn (the fonts have no media glyphs)."""
        c = b.rect.center
        colour = (250, 238, 214) if b.enabled else (140, 130, 155)
        s = 7
        name = b.name.removeprefix("replay_")

        def tri(cx, right: bool):
            d = s if right else -s
            pygame.draw.polygon(surface, colour, [(cx - d, c[1] - s), (cx - d, c[1] + s), (cx + d, c[1])])

        if name == "play":
            if self.playing:
                pygame.draw.rect(surface, colour, (c[0] - 6, c[1] - 7, 4, 14))
                pygame.draw.rect(surface, colour, (c[0] + 2, c[1] - 7, 4, 14))
            else:
                tri(c[0] + 1, True)
        elif name in ("next", "back"):
            tri(c[0], name == "next")
        else:
            right = name == "last"
            tri(c[0] + (-2 if right else 2), right)
            bar_x = c[0] + (6 if right else -9)
            pygame.draw.rect(surface, colour, (bar_x, c[1] - 7, 3, 14))
