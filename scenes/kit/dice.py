"""A dice tray: dice lying in a row or an area, one piece per die (its tooltip, click and drag)."""
from __future__ import annotations

from typing import Any, Callable, Hashable

import pygame

from scenes.kit.parts import Part, Piece


class DiceTray(Part):
    """A tray of dice: :meth:`dice` says which dice lie where; :meth:`die_piece` makes each one's
    piece. The tray itself is a piece too (under its dice) when it has a tooltip or a click;
    ``key`` is that piece's key (``(name,)`` unless told). A tray that takes dropped dice (a
    player's board, a casket) overrides :meth:`~scenes.kit.parts.Part.offer`."""

    kind = "dice"

    def __init__(self, name: str, rect=None, drop_rect=None, tooltip: Callable[[], Any] | None = None,
                 click: Callable[[], None] | None = None, key: Hashable | None = None):
        super().__init__(name, rect, drop_rect)
        self.tooltip = tooltip
        self.click = click
        self.key = (name,) if key is None else key

    def tray_piece(self, view) -> Piece | None:
        """The piece for the tray as a whole (``None``: only its dice can be found)."""
        if self.tooltip is None and self.click is None:
            return None
        return Piece(self.key, self.rect, tooltip=self.tooltip, click=self.click, no_tooltip=self.tooltip is None)

    def dice(self, view) -> list[tuple[Hashable, pygame.Rect]]:
        """Each die the tray shows (whatever the game calls a die) and the well it lies in."""
        return []

    def die_piece(self, die: Hashable, rect: pygame.Rect, view) -> Piece:
        return Piece((self.name, die), rect, no_tooltip=True)

    def pieces(self, view) -> list[Piece]:
        whole = self.tray_piece(view)
        return ([whole] if whole is not None else []) + [self.die_piece(d, r, view) for d, r in self.dice(view)]


def wells(area: pygame.Rect, n: int, size: int, cols: int) -> list[pygame.Rect]:
    """``n`` wells of ``size`` in rows of ``cols`` filling ``area`` (rows squeeze when there are
    many; each row is centred)."""
    if n <= 0:
        return []
    cols = max(1, cols)
    rows = (n + cols - 1) // cols
    step_x = (area.w - size) / max(1, cols - 1) if cols > 1 else 0
    step_x = min(step_x, size + 6)
    step_y = min(size + 2, (area.h - size) / max(1, rows - 1)) if rows > 1 else 0
    top = area.y + (area.h - size - (rows - 1) * step_y) / 2
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        width = size + (in_row - 1) * step_x
        x0 = area.x + (area.w - width) / 2
        out.append(pygame.Rect(round(x0 + c * step_x), round(top + r * step_y), size, size))
    return out


__all__ = ["DiceTray", "wells"]
