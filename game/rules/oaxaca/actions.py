"""Oaxaca's moves: small frozen values with a readable text form.

Dice are named by their place among the player's five (``d0`` .. ``d4``), which never changes
while the die moves between the Daylight, Nightfall and Early Morning boxes. A result to gather
or craft with (``source``) is a Daylight die (``d2``), a free result gained this turn (``f0``, by
its place in the turn's list), or a combination of a die with another die or a free result
(``d2+d4``, ``d2+f0``), which makes any craft. Effect arguments (``args``) are strings: card
ids, dice (``d3``), crafts (``pottery``), seats (``p2``), faces (``5``) and counts.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.base import Action, ActionCodec


@dataclass(frozen=True)
class Reroll(Action):
    """At the start of a round: roll these Daylight dice again (none: keep the roll)."""

    kind: ClassVar[str] = "reroll"
    dice: tuple[int, ...] = ()

    def __str__(self) -> str:
        return "keep the roll" if not self.dice else "re-roll " + ", ".join(f"d{d}" for d in self.dice)


@dataclass(frozen=True)
class Gather(Action):
    """Gather from the ``craft`` deck with ``source`` (a wild result may gather from any deck)."""

    kind: ClassVar[str] = "gather"
    source: str
    craft: str

    def __str__(self) -> str:
        return f"gather {self.craft} with {self.source}"


@dataclass(frozen=True)
class Craft(Action):
    """Craft with ``source``: a craft result works every Workshop card of ``craft``; a wild
    result (``craft`` "wild") takes one token off ``card``."""

    kind: ClassVar[str] = "craft"
    source: str
    craft: str
    card: str | None = None

    def __str__(self) -> str:
        return f"craft {self.craft} with {self.source}" + (f" on {self.card}" if self.card else "")


@dataclass(frozen=True)
class Keep(Action):
    """After a gather: keep ``card`` in the Workshop (the others then go back one by one)."""

    kind: ClassVar[str] = "keep"
    card: str

    def __str__(self) -> str:
        return f"keep {self.card}"


@dataclass(frozen=True)
class PutBack(Action):
    """After keeping a gathered card: put ``card`` back on top of its deck, or at the ``bottom``."""

    kind: ClassVar[str] = "put_back"
    card: str
    bottom: bool = False

    def __str__(self) -> str:
        return f"put {self.card} back " + ("at the bottom" if self.bottom else "on top")


@dataclass(frozen=True)
class Activate(Action):
    """Turn ``card`` of the Market Stall sideways and use its bonus with ``args``."""

    kind: ClassVar[str] = "activate"
    card: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"activate {self.card}" + (" " + " ".join(self.args) if self.args else "")


@dataclass(frozen=True)
class UseTourist(Action):
    """Send the meeple to ``tourist`` (or use the tourist drawn this round) with ``args``."""

    kind: ClassVar[str] = "tourist"
    tourist: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"use {self.tourist}" + (" " + " ".join(self.args) if self.args else "")


@dataclass(frozen=True)
class Scrap(Action):
    """Give up a Workshop project: ``card`` goes to the bottom of its deck, its tokens back."""

    kind: ClassVar[str] = "scrap"
    card: str

    def __str__(self) -> str:
        return f"scrap {self.card}"


@dataclass(frozen=True)
class EarlyRiser(Action):
    """Keep the last Daylight die for next round, turned to ``face``."""

    kind: ClassVar[str] = "early_riser"
    face: int

    def __str__(self) -> str:
        return f"early riser {self.face}"


@dataclass(frozen=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end_turn"

    def __str__(self) -> str:
        return "end the turn"


@dataclass(frozen=True)
class ShareRemove(Action):
    """An opponent's Carved Chest lets this player take a token off ``card`` (None: decline)."""

    kind: ClassVar[str] = "share_remove"
    card: str | None = None

    def __str__(self) -> str:
        return f"remove a token from {self.card}" if self.card else "remove no token"


@dataclass(frozen=True)
class EarlyToken(Action):
    """Solo, at the round's end: turn the Early Morning die into a bonus token beside the
    ``craft`` deck (None: keep the die for next round)."""

    kind: ClassVar[str] = "early_token"
    craft: str | None = None

    def __str__(self) -> str:
        return f"early die to a {self.craft} token" if self.craft else "keep the early die"


@dataclass(frozen=True)
class Sell(Action):
    """Solo: sell ``card`` from the Market Stall to customer die ``customer``."""

    kind: ClassVar[str] = "sell"
    card: str
    customer: int

    def __str__(self) -> str:
        return f"sell {self.card} to customer {self.customer}"


@dataclass(frozen=True)
class StopSelling(Action):
    kind: ClassVar[str] = "stop_selling"

    def __str__(self) -> str:
        return "stop selling"


@dataclass(frozen=True)
class RerollCustomers(Action):
    """Solo, before the next round: roll these customers again (those who bought always are)."""

    kind: ClassVar[str] = "reroll_customers"
    dice: tuple[int, ...] = ()

    def __str__(self) -> str:
        return "keep the customers" if not self.dice else "re-roll customers " + ", ".join(map(str, self.dice))


ACTION_TYPES = (Reroll, Gather, Craft, Keep, PutBack, Activate, UseTourist, Scrap, EarlyRiser, EndTurn, ShareRemove,
                EarlyToken, Sell, StopSelling, RerollCustomers)
CODEC = ActionCodec(*ACTION_TYPES)  # the moves to and from JSON (saves, the bot worker)
