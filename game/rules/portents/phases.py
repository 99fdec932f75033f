"""Portents: the phases (who decides what), the Kitty's seat and a win's points."""
from __future__ import annotations

from enum import Enum

from game.protocol import AUTOMATON


KITTY = AUTOMATON
WIN_POINTS = 20  # the score of a win on top of the Omens (so a winner always outscores the loser)


class Phase(str, Enum):
    OPENING = "opening"  # duel: the second player lights the first Burnt Offering
    PUSH = "push"  # the active player shifts lanes, then places hand tiles into the gaps
    BURN = "burn"  # the chooser lights a tile for each new Portent
    SNUFF = "snuff"  # the chooser snuffs old offerings, in an order of their own
    SACRIFICE = "sacrifice"  # solo, Feed the Cat: a hand tile goes to the bag
    KITTY = "kitty"  # solo: the Kitty's turn
    OVER = "over"
