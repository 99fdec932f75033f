"""Text that fits its box: wrapped, or shrunk down to a floor, and never spilling out of it.

Every box's text on a kit table goes through :func:`line` (one line: shrink, then wrap) or
:func:`block` (wrapped text: shrink until it is short enough); a player's name, which must stay
on its line, through :func:`cut` (shrink, then cut with an ellipsis) or, inside a sentence set by
other code (a pill), :func:`named` (the sentence with the name cut until it fits). Below the floor
it keeps shrinking (down to :data:`SMALLEST`) rather than spill, and says so in the record. Inside
:func:`recording` every box drawn is noted (its size, the text, the size it was set at and the
size of the picture), so a test can check that nothing ever spilled at any UI scale.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

import pygame

from scenes.assets import PALETTE
from scenes.widgets import boxes
from scenes.widgets import text as T
from scenes.widgets.boxes import Box, note

SMALLEST = 6  # below the floor, text shrinks no further than this
NAME_PILL_W = 240  # a top bar's pill naming a player ("Rosa starts"): its words at their widest (:func:`named`)


@contextmanager
def recording() -> Iterator[list[Box]]:
    """Within the block, every box fitted is appended to the list yielded, and so is every text
    wrapped by ``widgets.text.render_rich`` that came out wider than its width (a word longer than
    the box: a ``Box`` of height 0 at its own size)."""
    before, boxes.RECORD = boxes.RECORD, []
    wide_before, T.WIDE = T.WIDE, []
    record = boxes.RECORD
    try:
        yield record
    finally:
        record.extend(Box(text, (width, 0), 0, (drawn, 0)) for text, width, drawn in T.WIDE)
        boxes.RECORD, T.WIDE = before, wide_before


def _note(text: str, box, size: int, img: pygame.Surface, floor: int, shown: str = "") -> pygame.Surface:
    if boxes.RECORD is not None:
        boxes.RECORD.append(Box(text, (int(box[0]), int(box[1])), size, img.get_size(), size < floor, shown))
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
          role: str = "body", colour=PALETTE["bone"], scaled: bool = False, align: str = "left",
          line_gap: int = 2) -> pygame.Surface:
    """``markup`` (the rich-text markup of ``widgets.text``) wrapped to ``width`` at ``size``, or
    smaller (down to ``floor``, then further) until it is at most ``height`` tall (0: any); ``line_gap``:
    the pixels between its lines."""
    floor = size if floor is None else floor
    for s in range(size, SMALLEST - 1, -1):
        img = _rich(assets, markup, width, size=s, role=role, colour=colour, scaled=scaled, align=align,
                    line_gap=line_gap)
        if _fits(img, width, height) or s == SMALLEST:
            return _note(T.plain(markup), (width, height), s, img, floor)
    raise AssertionError("unreachable")


def _shortened(assets, say, names: tuple[str, ...], width: int, role: str, size: int, scaled: bool) -> str:
    """``say(*names)``, with the longest of ``names`` cut letter by letter (an ellipsis in its place)
    until the whole is at most ``width`` wide at ``size`` (each name cut to one letter at the least)."""
    cuts = list(names)
    content = say(*cuts)
    while T.text(assets, content, role, size, scaled=scaled).get_width() > width:
        i = max(range(len(cuts)), key=lambda k: len(cuts[k].rstrip("\u2026")))
        kept = cuts[i].rstrip("\u2026")
        if len(kept) <= 1:
            break
        cuts[i] = kept[:-1].rstrip() + "\u2026"
        content = say(*cuts)
    return content


def cut(assets, content: str, width: int, role: str = "bold", size: int = 14, colour=PALETTE["bone"],
        floor: int | None = None, scaled: bool = False) -> pygame.Surface:
    """``content`` (a player's name, or a short line led by one) on one line at most ``width`` wide:
    at ``size``, or smaller (down to ``floor``), else at the floor cut with an ellipsis
    ("Maximiliana Guadal\u2026"). Never wrapped: a name's line stays one line."""
    floor = size if floor is None else floor
    for s in range(size, floor - 1, -1):
        img = T.text(assets, content, role, s, colour, scaled=scaled)
        if img.get_width() <= width:
            return _note(content, (width, 0), s, img, floor)
    shown = _shortened(assets, lambda n: n, (content,), width, role, floor, scaled)
    img = T.text(assets, shown, role, floor, colour, scaled=scaled)
    return _note(content, (width, 0), floor, img, floor, shown)


def fits(assets, content: str, width: int, role: str = "bold", size: int = 14) -> bool:
    """Whether ``content`` is at most ``width`` wide at ``size``: a trial measured, not a box drawn
    (nothing is noted: a size that does not fit is no spill)."""
    return T.text(assets, content, role, size).get_width() <= width


def named(assets, say, name: str | tuple[str, ...], width: int, role: str = "bold", size: int = 14,
          scaled: bool = False) -> str:
    """The sentence ``say(name)`` ("Rosa starts") as text that other code sets (a pill, a title) in
    ``role`` at ``size``: whole when it is at most ``width`` wide, else with ``name`` cut with an
    ellipsis until it is ("Maximiliana Gu\u2026 starts"). Several names (a tuple, ``say`` taking
    each): the longest is cut first."""
    names = (name,) if isinstance(name, str) else tuple(name)
    whole = say(*names)
    shown = _shortened(assets, say, names, width, role, size, scaled)
    img = T.text(assets, shown, role, size, scaled=scaled)
    _note(whole, (width, 0), size, img, size, shown if shown != whole else "")
    return shown


__all__ = ["Box", "NAME_PILL_W", "SMALLEST", "block", "cut", "fits", "line", "named", "note", "recording"]
