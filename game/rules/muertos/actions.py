"""Dia de los Muertos' moves: small frozen values with a readable text form."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.base import Action, ActionCodec

QUESTIONS = ("highest", "rank", "colour", "most", "hold")
"""What Ask may ask: the highest rank held; how many cards of a rank; how many cards of a colour;
the colour held most; whether a card of a rank and colour is held."""


@dataclass(frozen=True)
class Play(Action, kind="play"):
    """Play ``card`` to the trick; Choose names the ``colour`` it counts as."""

    card: str
    colour: str | None = None

    def __str__(self) -> str:
        return f"play {self.card}" + (f" as {self.colour}" if self.colour else "")


@dataclass(frozen=True)
class SetAside(Action, kind="set_aside", text="set {card} aside"):
    """No card in hand may be played: put ``card`` aside (it neither wins nor is won)."""

    card: str


@dataclass(frozen=True)
class AskQuestion(Action, kind="ask"):
    """Ask's question to the player at ``target`` (a table position, the asker's own allowed)."""

    target: int
    question: str
    rank: int | None = None
    colour: str | None = None

    def __str__(self) -> str:
        extra = "".join(f" {v}" for v in (self.rank, self.colour) if v is not None)
        return f"ask position {self.target}: {self.question}{extra}"


@dataclass(frozen=True)
class Answer(Action, kind="answer", text="answer {colour}"):
    """The asked player's pick among the colours tied for the most cards."""

    colour: str


@dataclass(frozen=True)
class SwapGive(Action, kind="swap_give", text="pass {card} to the partner"):
    """Swap: pass ``card`` across the table to the partner."""

    card: str


@dataclass(frozen=True)
class SwapReturn(Action, kind="swap_return", text="pass {card} back"):
    """Swap: the partner passes ``card`` back (it may be the card just received)."""

    card: str


@dataclass(frozen=True)
class CancelTen(Action, kind="cancel_ten", text="cancel the 10 of position {position}"):
    """A 3 facing several opposing 10s cancels the one played from ``position``."""

    position: int


@dataclass(frozen=True)
class GiftTake(Action, kind="gift_take", text="take {card}"):
    """Gift exchange with the dummy: the player on its right chooses ``card`` from the face-up hand."""

    card: str


@dataclass(frozen=True)
class GiftGive(Action, kind="gift_give", text="give {card}"):
    """Gift exchange: give ``card`` (any card, the one just taken included) to the trick's winner."""

    card: str


ACTION_TYPES = (Play, SetAside, AskQuestion, Answer, SwapGive, SwapReturn, CancelTen, GiftTake, GiftGive)
CODEC = ActionCodec(*ACTION_TYPES)  # the moves to and from JSON (saves, the bot worker)
