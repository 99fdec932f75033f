"""The shell's button (menus, settings, saves, dialogs): drawn from the theme's look, clicked on
release inside, with the states a screen sets (selected, disabled, hidden) and a tooltip.

It needs nothing of pygame_gui, so the first screen shows and takes clicks before pygame_gui has
loaded. A screen keeps its buttons in a :class:`ShellButtons` row, which routes the pointer to
them, plays the click and tells which button's tooltip is due.
"""
from __future__ import annotations

import time
from typing import Callable

import pygame

from scenes.assets import PALETTE
from scenes.audio import play
from scenes.picture_cache import MB, SurfaceCache
from scenes.shell_layout import TIP_BOX_AT
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.look import Look

_TIPS = SurfaceCache(16, max_bytes=2 * MB)


class ShellButton:
    """One button: ``rect``, ``text``, ``tooltip``; ``object_ids`` (``#id``) name it for tests."""

    def __init__(self, assets, look: Look, rect, text: str, action: Callable[[], None] | None = None, *,
                 object_id: str | None = None, tooltip: str | None = None):
        self.assets = assets
        self.look = look
        self.rect = pygame.Rect(rect)
        self.text = text
        self.action = action
        self.object_ids = [f"#{object_id}"] if object_id else []
        self.tooltip = tooltip
        self.visible = True
        self.is_enabled = True
        self.is_selected = False
        self.hovered = False
        self.held = False
        self._alive = True

    def __repr__(self) -> str:
        return f"<ShellButton {self.text!r}>"

    # the states a screen sets
    def alive(self) -> bool:
        return self._alive

    def kill(self) -> None:
        self._alive = False

    def show(self) -> None:
        self.visible = True

    def hide(self) -> None:
        self.visible = False
        self.hovered = self.held = False

    def enable(self) -> None:
        self.is_enabled = True

    def disable(self) -> None:
        self.is_enabled = False
        self.held = False

    def select(self) -> None:
        self.is_selected = True

    def unselect(self) -> None:
        self.is_selected = False

    def set_text(self, text: str) -> None:
        self.text = text

    @property
    def state(self) -> str:
        if not self.is_enabled:
            return "disabled"
        if self.held:
            return "active"
        if self.is_selected:
            return "selected"
        return "hovered" if self.hovered else "normal"

    # the pointer
    def hit(self, pos) -> bool:
        """Whether ``pos`` is on the button's rounded shape."""
        if not (self.visible and self._alive):
            return False
        shape = self.rect.inflate(-2 * self.look.shadow, -2 * self.look.shadow)
        r = min(self.look.radius, shape.h // 2, shape.w // 2)
        if not shape.collidepoint(pos):
            return False
        x, y = pos
        cx = min(max(x, shape.x + r), shape.right - r)
        cy = min(max(y, shape.y + r), shape.bottom - r)
        return (x - cx) ** 2 + (y - cy) ** 2 <= r * r

    def handle_event(self, event) -> bool:
        """Follow the pointer; True when this event clicked the button (released where pressed)."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.held = self.is_enabled and self.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self.held = self.held, False
            return was and self.hit(event.pos)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible and self._alive:
            surface.blit(self.look.face(self.assets, self.rect.size, self.text, self.state), self.rect)


class ShellButtons:
    """A screen's buttons: made from the theme, routed the pointer, drawn, their tooltips timed."""

    TOOLTIP_DELAY = 0.6  # seconds of hovering before a tooltip shows

    def __init__(self, app):
        self.app = app
        self.buttons: list[ShellButton] = []
        self._looks: dict = {}
        self._hover_since: tuple[ShellButton | None, float] = (None, 0.0)
        self._shown: ShellButton | None = None  # the button whose tooltip was last due

    def __iter__(self):
        return iter([b for b in self.buttons if b.alive()])

    def make(self, rect, text: str, action, *, style: str | None = None, object_id: str | None = None,
             tooltip: str | None = None) -> ShellButton:
        key = (style, object_id)
        if key not in self._looks:
            self._looks[key] = Look.from_theme(self.app.assets.theme_raw(), style, object_id)
        button = ShellButton(self.app.assets, self._looks[key], rect, text, action, object_id=object_id,
                             tooltip=tooltip)
        self.buttons.append(button)
        return button

    def clear(self) -> None:
        for b in self.buttons:
            b.kill()
        self.buttons = []
        self._hover_since = (None, 0.0)
        self._shown = None

    def handle_event(self, event) -> bool:
        """The pointer for the buttons; True when the event was theirs (a press on one, or a click,
        whose action has then run)."""
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        taken = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and any(b.hit(event.pos) for b in self)
        for b in list(self):
            was = b.hovered
            if b.handle_event(event):
                play(self.app, "ui_click")
                if b.action is not None:
                    b.action()
                self.app.dirty = True
                return True
            if b.hovered != was:
                self.app.dirty = True
                if b.hovered:
                    self._hover_since = (b, time.monotonic())
        return taken

    @property
    def busy(self) -> bool:
        """A button is being pressed."""
        return any(b.held for b in self)

    def tooltip_due(self) -> ShellButton | None:
        """The hovered button whose tooltip is due now (it has one and was hovered long enough)."""
        b, since = self._hover_since
        if b is None or not (b.hovered and b.alive() and b.visible and b.tooltip):
            return None
        return b if time.monotonic() - since >= self.TOOLTIP_DELAY else None

    def tooltip_waiting(self) -> bool:
        """A tooltip will be due soon (the screen keeps drawing frames until it is)."""
        b, _ = self._hover_since
        return b is not None and b.hovered and bool(b.tooltip) and self.tooltip_due() is None

    def update(self) -> bool:
        """True while a tooltip is on its way, and on the frame it becomes due or goes (the screen
        draws a frame then)."""
        due = self.tooltip_due()
        changed, self._shown = due is not self._shown, due
        return self.tooltip_waiting() or changed

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        """The due tooltip, below its button (above it near the bottom), kept on screen."""
        b = self.tooltip_due()
        if b is None:
            return
        tip = _tooltip(self.app.assets, b.tooltip)
        place = tip.get_rect(midtop=(b.rect.centerx, b.rect.bottom + 6))
        if place.bottom > surface.get_height():
            place.midbottom = (b.rect.centerx, b.rect.top - 6)
        surface.blit(tip, place.clamp(surface.get_rect()))

    def draw(self, surface: pygame.Surface) -> None:
        for b in self:
            b.draw(surface)


def _tooltip(assets, text: str) -> pygame.Surface:
    """A tooltip's box: the sentence wrapped on a dark rounded panel with a marigold edge."""
    key = ("shell_tip", text, assets.text_scale)
    surf = _TIPS.get(key)
    if surf is None:
        body = T.render_rich(assets, T.escape(text), 300, size=15, role="body", scaled=True)
        w, h = body.get_width() + 24, body.get_height() + 16
        surf = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
        surf.blit(paint.shadow((w, h), 8, 6, 140), (0, 2))
        box = pygame.Rect(TIP_BOX_AT, (w, h))
        pygame.draw.rect(surf, (22, 12, 40, 255), box, border_radius=8)  # opaque: no label shows through
        pygame.draw.rect(surf, PALETTE["marigold"], box, width=1, border_radius=8)
        surf.blit(body, (box.x + 12, box.y + 8))
        surf = _TIPS.put(key, surf)
    return surf


__all__ = ["ShellButton", "ShellButtons"]
