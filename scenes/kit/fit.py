"""Text that fits its box: wrapped, or shrunk down to a floor, and never spilling out of it.

Every box's text on a kit table goes through :func:`line` (one line: shrink, then wrap) or
:func:`block` (wrapped text: shrink until it is short enough). Below the floor it keeps
shrinking (down to :data:`SMALLEST`) rather than spill, and says so in the record. Inside
:func:`recording` every box drawn is noted (its size, the text, the size it was set at and the
size of the picture), so a test can check that nothing ever spilled at any UI scale.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator

import pygame

from scenes.assets import PALETTE
from scenes.widgets import text as T

SMALLEST = 6  # below the floor, text shrinks no further than this


@dataclass(frozen=True)
class Box:
    """One box of text as drawn."""

    text: str
    box: tuple[int, int]  # (width, height); a height of 0: any height
    size: int  # the font size it was set at
    drawn: tuple[int, int]  # the picture's size
    below_floor: bool = False

    @property
    def spills(self) -> bool:
        w, h = self.box
        return self.drawn[0] > w or (h > 0 and self.drawn[1] > h)


_RECORD: list[Box] | None = None


@contextmanager
def recording() -> Iterator[list[Box]]:
    """Within the block, every box fitted is appended to the list yielded, and so is every text
    wrapped by ``widgets.text.render_rich`` that came out wider than its width (a word longer than
    the box: a ``Box`` of height 0 at its own size)."""
    global _RECORD
    before, _RECORD = _RECORD, []
    wide_before, T.WIDE = T.WIDE, []
    try:
        yield _RECORD
    finally:
        _RECORD.extend(Box(text, (width, 0), 0, (drawn, 0)) for text, width, drawn in T.WIDE)
        _RECORD, T.WIDE = before, wide_before


def _note(text: str, box, size: int, img: pygame.Surface, floor: int) -> pygame.Surface:
    if _RECORD is not None:
        _RECORD.append(Box(text, (int(box[0]), int(box[1])), size, img.get_size(), size < floor))
    return img


def _rich(assets, markup: str, width: int, **style) -> pygame.Surface:
    """``T.render_rich`` for a trial size: a trial that does not fit is no spill (the box notes the result)."""
    wide, T.WIDE = T.WIDE, None
    try:
        return T.render_rich(assets, markup, width, **style)
    finally:
        T.WIDE = wide


def _fits(img: pygame.Surface, width: int, height: int) -> bool:
    return img.get_width() <= width and (height <= 0 or img.get_height() <= height)


def line(assets, content: str, width: int, role: str = "body", size: int = 14, colour=PALETTE["bone"],
         floor: int | None = None, step: int = 1, height: int = 0, scaled: bool = False) -> pygame.Surface:
    """``content`` (plain text) on one line at ``size``, or smaller (by ``step``, down to ``floor``)
    until it is at most ``width`` wide (and ``height`` tall); failing that, wrapped at the floor within ``height`` (0: any);
    failing that, shrunk further."""
    floor = size if floor is None else floor
    for s in range(size, floor - 1, -step):
        img = T.text(assets, content, role, s, colour, scaled=scaled)
        if _fits(img, width, height):  # (a line taller than its box spills too: a button's label at a large UI scale)
            return _note(content, (width, height), s, img, floor)
    markup = T.escape(content)
    for s in range(floor, SMALLEST - 1, -1):
        img = _rich(assets, markup, width, size=s, role=role, colour=colour, scaled=scaled)
        if _fits(img, width, height) or s == SMALLEST:
            return _note(content, (width, height), s, img, floor)
    raise AssertionError("unreachable")


def block(assets, markup: str, width: int, height: int = 0, size: int = 14, floor: int | None = None,
          role: str = "body", colour=PALETTE["bone"], scaled: bool = False, align: str = "left") -> pygame.Surface:
    """``markup`` (the rich-text markup of ``widgets.text``) wrapped to ``width`` at ``size``, or
    smaller (down to ``floor``, then further) until it is at most ``height`` tall (0: any)."""
    floor = size if floor is None else floor
    for s in range(size, SMALLEST - 1, -1):
        img = _rich(assets, markup, width, size=s, role=role, colour=colour, scaled=scaled, align=align)
        if _fits(img, width, height) or s == SMALLEST:
            return _note(T.plain(markup), (width, height), s, img, floor)
    raise AssertionError("unreachable")


__all__ = ["Box", "SMALLEST", "block", "line", "recording"]
