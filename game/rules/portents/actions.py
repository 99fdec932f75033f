"""Portents' moves: small frozen values with a readable text form.

A turn's push is a sequence of small decisions (see the package docstring): :class:`Shift`
(one lane one step, from one side), then :class:`Place` (a hand tile into a gap), one at a time.
Tiles are named by id (``red-claw``), cells by number (0-8, row by row from the top-left),
sides by name (``top``, ``right``, ``bottom``, ``left``), lanes by index within the side (0-2:
left to right, or top to bottom).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.base import Action, ActionCodec


@dataclass(frozen=True)
class Shift(Action):
    """Push ``lane`` one step from ``side``: its far tile falls off, a gap opens by the side.
    A turn's shifts all come from the side of its first."""

    kind: ClassVar[str] = "shift"
    side: str
    lane: int

    def __str__(self) -> str:
        return f"shift {self.side} lane {self.lane}"


@dataclass(frozen=True)
class Place(Action):
    """Put ``tile`` from the hand into the gap at ``cell``."""

    kind: ClassVar[str] = "place"
    tile: str
    cell: int

    def __str__(self) -> str:
        return f"place {self.tile} at {self.cell}"


@dataclass(frozen=True)
class Pass(Action):
    """No legal push exists: the Sleight of Hand is skipped."""

    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Burn(Action):
    """Light ``tile`` as a Burnt Offering: for a new Portent, or the duel's opening offering."""

    kind: ClassVar[str] = "burn"
    tile: str

    def __str__(self) -> str:
        return f"burn {self.tile}"


@dataclass(frozen=True)
class Snuff(Action):
    """Turn the old Burnt Offering ``tile`` back (the order of snuffing is the chooser's)."""

    kind: ClassVar[str] = "snuff"
    tile: str

    def __str__(self) -> str:
        return f"snuff {self.tile}"


@dataclass(frozen=True)
class Sacrifice(Action):
    """Feed the Cat: at the end of the turn, ``tile`` goes to the bag after a tile is drawn."""

    kind: ClassVar[str] = "sacrifice"
    tile: str

    def __str__(self) -> str:
        return f"sacrifice {self.tile}"


@dataclass(frozen=True)
class KittyTurn(Action):
    """The Kitty's turn, as the rules play it: steal, push, advance, scry."""

    kind: ClassVar[str] = "kitty"

    def __str__(self) -> str:
        return "the Kitty's turn"


ACTION_TYPES = (Shift, Place, Pass, Burn, Snuff, Sacrifice, KittyTurn)
CODEC = ActionCodec(*ACTION_TYPES)  # the moves to and from JSON (saves, the bot worker)
