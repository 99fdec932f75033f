"""Words on pictures: a caption a sprite shows, lettered over it at run time in the reader's language
(the sprites of tools/make_assets.py carry no words). One :class:`Lettering` is one line: its message,
its lettering (font, size, colour, outline) and its place, in the sprite's design units (the units
its art was drawn in: a board sprite is twice their size, ``Sheet.scale``).

A game lists its sheets in ``game/rules/<id>/lettering.py`` as ``SHEETS`` (sprite path -> ``Sheet``);
``scenes.lettering`` draws them, and the art draws the rest of the picture around the same places.
Plain data: nothing here imports pygame.
"""
from __future__ import annotations

from typing import NamedTuple

from game.text import Msg

Colour = tuple[int, int, int]


# (named tuples, not dataclasses: Die of the Dead's cover is lettered before the menu's first frame, and
# three frozen dataclasses took 4 ms to define)
def least(px: float, floor: float) -> float:
    """The smallest a line of size ``px`` may be set: ``floor``, else two thirds of its size, at least 9
    (a kit's label's floor, widgets.look)."""
    return floor or max(9, int(px) * 2 // 3)


class Lettering(NamedTuple):
    """One line of words on a picture, centred at ``at``; longer than ``max_w`` (its room, design
    units), it is set smaller, half a unit at a time, as the art's pen does, but never below
    :attr:`smallest` without the scene check hearing of it."""

    msg: Msg
    role: str  # a font role of scenes.assets.FONT_FILES: display, bold, black, italic
    px: float
    colour: Colour
    at: tuple[float, float]
    max_w: float
    outline: Colour | None = None
    ow: float = 0.0
    floor: float = 0.0  # 0: see :func:`least`

    @property
    def smallest(self) -> float:
        return least(self.px, self.floor)


class Block(NamedTuple):
    """Lines one under another, the block centred at ``at``, each line a row ``px`` + 1.5 tall and
    set as a :class:`Lettering` of its own; a line too long for its room even at its floor is broken
    at a space onto two rows (a row as tall as its size then) rather than set too small to read."""

    msgs: tuple[Msg, ...]
    role: str
    px: float
    colour: Colour
    at: tuple[float, float]
    max_w: float
    floor: float = 0.0  # 0: see :func:`least`

    def line(self, msg: Msg, y: float) -> Lettering:
        return Lettering(msg, self.role, self.px, self.colour, (self.at[0], y), self.max_w, floor=self.floor)


class Sheet(NamedTuple):
    """The words of one sprite: its lines, and how many of the sprite's pixels make one design unit."""

    lines: tuple[Lettering | Block, ...]
    scale: int = 2
