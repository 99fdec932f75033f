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

from game.rules.base import Action, ActionCodec


@dataclass(frozen=True)
class Reroll(Action, kind="reroll"):
    """At the start of a round: roll these Daylight dice again (none: keep the roll)."""

    dice: tuple[int, ...] = ()

    def __str__(self) -> str:
        return "keep the roll" if not self.dice else "re-roll " + ", ".join(f"d{d}" for d in self.dice)


@dataclass(frozen=True)
class Gather(Action, kind="gather", text="gather {craft} with {source}"):
    """Gather from the ``craft`` deck with ``source`` (a wild result may gather from any deck)."""

    source: str
    craft: str


@dataclass(frozen=True)
class Craft(Action, kind="craft"):
    """Craft with ``source``: a craft result works every Workshop card of ``craft``; a wild
    result (``craft`` "wild") takes one token off ``card``."""

    source: str
    craft: str
    card: str | None = None

    def __str__(self) -> str:
        return f"craft {self.craft} with {self.source}" + (f" on {self.card}" if self.card else "")


@dataclass(frozen=True)
class Keep(Action, kind="keep", text="keep {card}"):
    """After a gather: keep ``card`` in the Workshop (the others then go back one by one)."""

    card: str


@dataclass(frozen=True)
class PutBack(Action, kind="put_back"):
    """After keeping a gathered card: put ``card`` back on top of its deck, or at the ``bottom``."""

    card: str
    bottom: bool = False

    def __str__(self) -> str:
        return f"put {self.card} back " + ("at the bottom" if self.bottom else "on top")


@dataclass(frozen=True)
class Activate(Action, kind="activate"):
    """Turn ``card`` of the Market Stall sideways and use its bonus with ``args``."""

    card: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"activate {self.card}" + (" " + " ".join(self.args) if self.args else "")


@dataclass(frozen=True)
class UseTourist(Action, kind="tourist"):
    """Send the meeple to ``tourist`` (or use the tourist drawn this round) with ``args``."""

    tourist: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"use {self.tourist}" + (" " + " ".join(self.args) if self.args else "")


@dataclass(frozen=True)
class Scrap(Action, kind="scrap", text="scrap {card}"):
    """Give up a Workshop project: ``card`` goes to the bottom of its deck, its tokens back."""

    card: str


@dataclass(frozen=True)
class EarlyRiser(Action, kind="early_riser", text="early riser {face}"):
    """Keep the last Daylight die for next round, turned to ``face``."""

    face: int


@dataclass(frozen=True)
class EndTurn(Action, kind="end_turn", text="end the turn"):
    """Finish the turn."""


@dataclass(frozen=True)
class ShareRemove(Action, kind="share_remove"):
    """An opponent's Carved Chest lets this player take a token off ``card`` (None: decline)."""

    card: str | None = None

    def __str__(self) -> str:
        return f"remove a token from {self.card}" if self.card else "remove no token"


@dataclass(frozen=True)
class EarlyToken(Action, kind="early_token"):
    """Solo, at the round's end: turn the Early Morning die into a bonus token beside the
    ``craft`` deck (None: keep the die for next round)."""

    craft: str | None = None

    def __str__(self) -> str:
        return f"early die to a {self.craft} token" if self.craft else "keep the early die"


@dataclass(frozen=True)
class Sell(Action, kind="sell", text="sell {card} to customer {customer}"):
    """Solo: sell ``card`` from the Market Stall to customer die ``customer``."""

    card: str
    customer: int


@dataclass(frozen=True)
class StopSelling(Action, kind="stop_selling", text="stop selling"):
    """Solo: sell nothing more to the customers."""


@dataclass(frozen=True)
class RerollCustomers(Action, kind="reroll_customers"):
    """Solo, before the next round: roll these customers again (those who bought always are)."""

    dice: tuple[int, ...] = ()

    def __str__(self) -> str:
        return "keep the customers" if not self.dice else "re-roll customers " + ", ".join(map(str, self.dice))


ACTION_TYPES = (Reroll, Gather, Craft, Keep, PutBack, Activate, UseTourist, Scrap, EarlyRiser, EndTurn, ShareRemove,
                EarlyToken, Sell, StopSelling, RerollCustomers)
CODEC = ActionCodec(*ACTION_TYPES)  # the moves to and from JSON (saves, the bot worker)
