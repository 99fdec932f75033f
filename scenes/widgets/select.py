"""Select-then-target: click a piece, then click where it goes (the keyboard-and-click twin of
drag and drop). The rules say which targets are legal; this keeps the picked piece and draws
its legal targets pulsing (dashed white outlines in colour-blind mode).
"""
from __future__ import annotations

from typing import Hashable, Iterable

import pygame

from scenes.assets import PALETTE
from scenes.widgets import paint
from scenes.widgets.tween import pulse


class Selection:
    def __init__(self):
        self.item: Hashable | None = None

    def __bool__(self) -> bool:
        return self.item is not None

    def toggle(self, item: Hashable) -> bool:
        """Pick ``item``, or drop it if it was the one picked; returns whether something is picked."""
        self.item = None if self.item == item else item
        return self.item is not None

    def clear(self) -> bool:
        """Drop the pick; returns whether there was one (Esc and right-click use this)."""
        had = self.item is not None
        self.item = None
        return had

    def is_(self, item: Hashable) -> bool:
        return self.item == item

    @staticmethod
    def draw_targets(surface: pygame.Surface, rects: Iterable[pygame.Rect], time: float, high_contrast: bool,
                     colour=None, radius: int = 10) -> None:
        """The legal targets of the picked piece, pulsing."""
        colour = colour or PALETTE["marigold_light"]
        for rect in rects:
            if high_contrast:
                paint.outline(surface, rect.inflate(6, 6), (255, 255, 255), 3, radius, dashed=True, phase=time)
            else:
                paint.draw_glow(surface, rect, colour, 10, 200, 0.5 + 0.4 * pulse(time))
                paint.rrect(surface, rect.inflate(4, 4), tuple(colour[:3]) + (255,), radius, 2)


__all__ = ["Selection"]
