"""Ofrenda's actions: small frozen values with a readable text form."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.base import Action, ActionCodec


@dataclass(frozen=True)
class AbuelaTurn(Action, kind="abuela_turn", text="Abuela takes her turn"):
    """The solo automaton's whole turn (her die decides everything)."""


@dataclass(frozen=True)
class TakePortrait(Action, kind="take_portrait"):
    """Take the portrait in market space ``space`` (0 = furthest from the deck, free)."""

    space: int

    def __str__(self) -> str:
        return f"take the portrait in space {self.space + 1}"


@dataclass(frozen=True)
class TakeCandle(Action, kind="take_candle"):
    """Take the candle above market space ``space``."""

    space: int

    def __str__(self) -> str:
        return f"take the candle above space {self.space + 1}"


@dataclass(frozen=True)
class SkipCandle(Action, kind="skip_candle", text="take no candle"):
    """Take no candle this turn."""


@dataclass(frozen=True)
class PlacePortrait(Action, kind="place_portrait", text="place {card} in slot {slot}"):
    """Place portrait ``card`` from the hand in ofrenda slot ``slot``."""

    card: str
    slot: str


@dataclass(frozen=True)
class DiscardPortrait(Action, kind="discard_portrait", text="discard {card} for 3 marigolds"):
    """Discard portrait ``card`` from the hand for three marigolds."""

    card: str


@dataclass(frozen=True)
class PlaceCandle(Action, kind="place_candle", text="place {candle} in candle slot {slot}"):
    """Place candle ``candle`` from storage in the surrounded candle slot ``slot``."""

    candle: str
    slot: str


@dataclass(frozen=True)
class PlaceMarigold(Action, kind="place_marigold", text="place a marigold in slot {slot}"):
    """Place a marigold from storage in the surrounded marigold slot ``slot``."""

    slot: str


@dataclass(frozen=True)
class EndTurn(Action, kind="end_turn", text="end the turn"):
    """Finish decorating and end the turn."""


CODEC = ActionCodec(AbuelaTurn, TakePortrait, TakeCandle, SkipCandle, PlacePortrait, DiscardPortrait,
                    PlaceCandle, PlaceMarigold, EndTurn)
