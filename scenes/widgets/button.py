"""Buttons drawn in the game's own style (icon + label), with hover, press, disabled and glow states."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.assets import PALETTE
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.tween import pulse

STYLES = {
    # top colour, bottom colour, border, text
    "normal": ((66, 40, 104), (40, 22, 70), PALETTE["marigold"], PALETTE["bone"]),
    "primary": ((238, 150, 30), (196, 98, 18), PALETTE["marigold_light"], (40, 16, 30)),
    "ghost": ((36, 22, 58), (28, 16, 46), (120, 100, 150), PALETTE["bone"]),
    "danger": ((170, 50, 70), (120, 30, 50), (240, 120, 130), PALETTE["bone"]),
}


class Button:
    """A clickable button. ``on_click`` runs on release inside the button (like every desktop button)."""

    def __init__(self, rect, label: str = "", icon: str | None = None, on_click: Callable[[], None] | None = None,
                 tooltip: str = "", style: str = "normal", enabled: bool = True, size: int = 15,
                 name: str | None = None):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.icon = icon
        self.on_click = on_click
        self.tooltip = tooltip
        self.style = style
        self.enabled = enabled
        self.visible = True
        self.size = size
        self.name = name or label or icon or "button"
        self.hover = False
        self.pressed = False
        self.highlight = False  # a suggestion points at this button: it glows

    def contains(self, pos) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was meant for this button."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
            return self.rect.collidepoint(event.pos)
        return False

    def click(self) -> None:
        if self.enabled and self.visible and self.on_click is not None:
            self.on_click()

    def draw(self, surface: pygame.Surface, assets, time: float = 0.0) -> None:
        if not self.visible:
            return
        top, bottom, border, fg = STYLES.get(self.style, STYLES["normal"])
        r = self.rect
        radius = min(12, r.h // 2)
        if self.highlight and self.enabled:
            paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 230, 0.55 + 0.45 * pulse(time))
        if not self.enabled:
            top, bottom, border, fg = (48, 38, 62), (36, 28, 48), (90, 80, 110), (140, 130, 155)
        elif self.pressed:
            top, bottom = bottom, top
        elif self.hover:
            top = tuple(min(255, c + 22) for c in top)
            bottom = tuple(min(255, c + 22) for c in bottom)
        paint.draw_shadow(surface, r, radius, 4, 90, (0, 2))
        surface.blit(paint.gradient_rrect(r.size, top, bottom, radius), r)
        pygame.draw.rect(surface, border, r, width=2 if (self.hover and self.enabled) else 1, border_radius=radius)
        label = T.text(assets, self.label, "bold", self.size, fg) if self.label else None
        icon = None
        if self.icon:
            ih = min(r.h - 10, 26)
            icon = assets.sprite(self.icon, (ih, ih))
            if not self.enabled:
                icon = icon.copy()
                icon.set_alpha(110)
        w = (icon.get_width() if icon else 0) + (label.get_width() if label else 0) + (6 if icon and label else 0)
        x = r.centerx - w // 2
        dy = 1 if self.pressed else 0
        if icon:
            surface.blit(icon, (x, r.centery - icon.get_height() // 2 + dy))
            x += icon.get_width() + 6
        if label:
            surface.blit(label, (x, r.centery - label.get_height() // 2 + dy))


def route_to_buttons(buttons, event: pygame.event.Event, on_click: Callable[[Button], None] | None = None
                     ) -> Button | None:
    """Offer a pointer event to ``buttons``; return the button that took it (or ``None``).

    ``on_click(button)`` runs after a completed press (release inside an enabled button), so
    every screen made of these buttons can give the same click feedback as pygame_gui's.
    """
    for b in buttons:
        armed = b.pressed and b.enabled  # read before the click, which may disable the button
        if b.handle_event(event):
            if on_click is not None and armed and event.type == pygame.MOUSEBUTTONUP and b.rect.collidepoint(event.pos):
                on_click(b)
            return b
    return None
