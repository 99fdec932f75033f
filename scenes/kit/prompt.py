"""The prompt bar's line: what the seat may do now, in bold at the bar's left, a size smaller
where it would run into the bar's buttons (they stand at its right); :class:`PromptLine`, a ready-made part showing it."""
from __future__ import annotations

import pygame

from scenes.kit.parts import Part
from scenes.widgets import fit, paint

LIGHT = (250, 238, 214)


def room(rect: pygame.Rect, buttons) -> int:
    """The width left for the words in the bar ``rect`` beside its ``buttons``."""
    return rect.width - 24 - sum(b.rect.width + 8 for b in buttons)


def draw_line(surface: pygame.Surface, assets, rect: pygame.Rect, text: str, buttons) -> None:
    """``text`` (plain) at the left of the bar ``rect``: bold 15, or 13 where 15 would not fit beside
    ``buttons`` (failing that, wrapped, or smaller: the kit's ``fit.line``); nothing when it is empty."""
    if not text:
        return
    line = fit.line(assets, text, room(rect, buttons), "bold", 15, LIGHT, floor=13, step=2, height=rect.height - 4)
    surface.blit(line, line.get_rect(midleft=(rect.x + 14, rect.centery)))


class PromptLine(Part):
    """A ready-made prompt bar: a dark bar across its rect with the table's ``prompt()`` in it."""

    kind = "prompt"

    def __init__(self, name: str, rect, table):
        super().__init__(name, rect)
        self.table = table

    def slice(self, view):
        return self.table.prompt()

    def paint(self, surface: pygame.Surface, view) -> None:
        paint.rrect(surface, self.rect, (20, 10, 36, 200), 10)
        draw_line(surface, self.table.assets, self.rect, self.table.prompt(), ())
