"""A modal menu drawn over a scene (the pause menu): a veil, a framed panel, a column of buttons."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.assets import PALETTE
from scenes.widgets import fit, paint
from scenes.widgets import text as T
from scenes.widgets.button import Button, route_to_buttons


class ModalMenu:
    def __init__(self, assets, title: str, items: list[tuple[str, str | None, Callable[[], None]]],
                 subtitle: str = "", screen=(1280, 720), width: int = 340):
        self.assets = assets
        self.title = title
        self.subtitle = subtitle
        self.screen = pygame.Rect((0, 0), screen)
        bh, gap = 46, 12
        # the subtitle is wrapped to the panel at the UI scale (a long game title would run out of it)
        self.sub = fit.block(assets, T.escape(subtitle), width - 48, size=15, role="italic", colour=PALETTE["muted"],
                             scaled=True, align="center") if subtitle else None
        sub_h = self.sub.get_height() + 12 if self.sub is not None else 0
        h = 110 + len(items) * (bh + gap) + 14 + sub_h
        self.rect = pygame.Rect(0, 0, width, h)
        self.rect.center = self.screen.center
        y = self.rect.y + 96 + sub_h
        self.buttons: list[Button] = []
        for i, (label, icon, fn) in enumerate(items):
            self.buttons.append(Button((self.rect.x + 36, y, width - 72, bh), label, icon, fn,
                                       style="primary" if i == 0 else "normal", size=17))
            y += bh + gap

    def button(self, label: str) -> Button:
        for b in self.buttons:
            if b.label == label:
                return b
        raise KeyError(label)

    def handle_event(self, event: pygame.event.Event, on_click: Callable[[Button], None] | None = None) -> bool:
        """A modal takes every pointer event; returns True for all of them.

        ``on_click(button)`` runs after a completed button press (for the click sound)."""
        if route_to_buttons(self.buttons, event, on_click) is not None:
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)

    def draw(self, surface: pygame.Surface, time: float = 0.0) -> None:
        veil = paint.rrect_surface(self.screen.size, (8, 4, 16, 170), 0)
        surface.blit(veil, (0, 0))
        paint.draw_panel(surface, self.assets, self.rect, 250)
        title = T.outlined(self.assets, self.title, "display", 40, PALETTE["marigold_light"], (90, 20, 60), 2)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.y + 22)))
        if self.sub is not None:
            surface.blit(self.sub, self.sub.get_rect(midtop=(self.rect.centerx, self.rect.y + 86)))
        for b in self.buttons:
            b.draw(surface, self.assets, time)
