"""Portents' moves: small frozen values with a readable text form.

A turn's push is a sequence of small decisions (see the package docstring): :class:`Shift`
(one lane one step, from one side), then :class:`Place` (a hand tile into a gap), one at a time.
Tiles are named by id (``red-claw``), cells by number (0-8, row by row from the top-left),
sides by name (``top``, ``right``, ``bottom``, ``left``), lanes by index within the side (0-2:
left to right, or top to bottom).
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.base import Action, ActionCodec


@dataclass(frozen=True)
class Shift(Action, kind="shift", text="shift {side} lane {lane}"):
    """Push ``lane`` one step from ``side``: its far tile falls off, a gap opens by the side.
    A turn's shifts all come from the side of its first."""

    side: str
    lane: int


@dataclass(frozen=True)
class Place(Action, kind="place", text="place {tile} at {cell}"):
    """Put ``tile`` from the hand into the gap at ``cell``."""

    tile: str
    cell: int


@dataclass(frozen=True)
class Pass(Action, kind="pass", text="pass"):
    """No legal push exists: the Sleight of Hand is skipped."""


@dataclass(frozen=True)
class Burn(Action, kind="burn", text="burn {tile}"):
    """Light ``tile`` as a Burnt Offering: for a new Portent, or the duel's opening offering."""

    tile: str


@dataclass(frozen=True)
class Snuff(Action, kind="snuff", text="snuff {tile}"):
    """Turn the old Burnt Offering ``tile`` back (the order of snuffing is the chooser's)."""

    tile: str


@dataclass(frozen=True)
class Sacrifice(Action, kind="sacrifice", text="sacrifice {tile}"):
    """Feed the Cat: at the end of the turn, ``tile`` goes to the bag after a tile is drawn."""

    tile: str


@dataclass(frozen=True)
class KittyTurn(Action, kind="kitty", text="the Kitty's turn"):
    """The Kitty's turn, as the rules play it: steal, push, advance, scry."""


ACTION_TYPES = (Shift, Place, Pass, Burn, Snuff, Sacrifice, KittyTurn)
CODEC = ActionCodec(*ACTION_TYPES)  # the moves to and from JSON (saves, the bot worker)
