"""Dia de los Muertos' moves: small frozen values with a readable text form."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.base import Action, ActionCodec

QUESTIONS = ("highest", "rank", "colour", "most", "hold")
"""What Ask may ask: the highest rank held; how many cards of a rank; how many cards of a colour;
the colour held most; whether a card of a rank and colour is held."""


@dataclass(frozen=True)
class Play(Action):
    """Play ``card`` to the trick; Choose names the ``colour`` it counts as."""

    kind: ClassVar[str] = "play"
    card: str
    colour: str | None = None

    def __str__(self) -> str:
        return f"play {self.card}" + (f" as {self.colour}" if self.colour else "")


@dataclass(frozen=True)
class SetAside(Action):
    """No card in hand may be played: put ``card`` aside (it neither wins nor is won)."""

    kind: ClassVar[str] = "set_aside"
    card: str

    def __str__(self) -> str:
        return f"set {self.card} aside"


@dataclass(frozen=True)
class AskQuestion(Action):
    """Ask's question to the player at ``target`` (a table position, the asker's own allowed)."""

    kind: ClassVar[str] = "ask"
    target: int
    question: str
    rank: int | None = None
    colour: str | None = None

    def __str__(self) -> str:
        extra = "".join(f" {v}" for v in (self.rank, self.colour) if v is not None)
        return f"ask position {self.target}: {self.question}{extra}"


@dataclass(frozen=True)
class Answer(Action):
    """The asked player's pick among the colours tied for the most cards."""

    kind: ClassVar[str] = "answer"
    colour: str

    def __str__(self) -> str:
        return f"answer {self.colour}"


@dataclass(frozen=True)
class SwapGive(Action):
    """Swap: pass ``card`` across the table to the partner."""

    kind: ClassVar[str] = "swap_give"
    card: str

    def __str__(self) -> str:
        return f"pass {self.card} to the partner"


@dataclass(frozen=True)
class SwapReturn(Action):
    """Swap: the partner passes ``card`` back (it may be the card just received)."""

    kind: ClassVar[str] = "swap_return"
    card: str

    def __str__(self) -> str:
        return f"pass {self.card} back"


@dataclass(frozen=True)
class CancelTen(Action):
    """A 3 facing several opposing 10s cancels the one played from ``position``."""

    kind: ClassVar[str] = "cancel_ten"
    position: int

    def __str__(self) -> str:
        return f"cancel the 10 of position {self.position}"


@dataclass(frozen=True)
class GiftTake(Action):
    """Gift exchange with the dummy: the player on its right chooses ``card`` from the face-up hand."""

    kind: ClassVar[str] = "gift_take"
    card: str

    def __str__(self) -> str:
        return f"take {self.card}"


@dataclass(frozen=True)
class GiftGive(Action):
    """Gift exchange: give ``card`` (any card, the one just taken included) to the trick's winner."""

    kind: ClassVar[str] = "gift_give"
    card: str

    def __str__(self) -> str:
        return f"give {self.card}"


ACTION_TYPES = (Play, SetAside, AskQuestion, Answer, SwapGive, SwapReturn, CancelTen, GiftTake, GiftGive)
CODEC = ActionCodec(*ACTION_TYPES)  # the moves to and from JSON (saves, the bot worker)
