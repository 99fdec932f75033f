"""Ofrenda's actions: small frozen values with a readable text form."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.base import Action, ActionCodec


@dataclass(frozen=True)
class AbuelaTurn(Action):
    """The solo automaton's whole turn (her die decides everything)."""

    kind = "abuela_turn"

    def __str__(self) -> str:
        return "Abuela takes her turn"


@dataclass(frozen=True)
class TakePortrait(Action):
    """Take the portrait in market space ``space`` (0 = furthest from the deck, free)."""

    space: int
    kind = "take_portrait"

    def __str__(self) -> str:
        return f"take the portrait in space {self.space + 1}"


@dataclass(frozen=True)
class TakeCandle(Action):
    """Take the candle above market space ``space``."""

    space: int
    kind = "take_candle"

    def __str__(self) -> str:
        return f"take the candle above space {self.space + 1}"


@dataclass(frozen=True)
class SkipCandle(Action):
    """Take no candle this turn."""

    kind = "skip_candle"

    def __str__(self) -> str:
        return "take no candle"


@dataclass(frozen=True)
class PlacePortrait(Action):
    """Place portrait ``card`` from the hand in ofrenda slot ``slot``."""

    card: str
    slot: str
    kind = "place_portrait"

    def __str__(self) -> str:
        return f"place {self.card} in slot {self.slot}"


@dataclass(frozen=True)
class DiscardPortrait(Action):
    """Discard portrait ``card`` from the hand for three marigolds."""

    card: str
    kind = "discard_portrait"

    def __str__(self) -> str:
        return f"discard {self.card} for 3 marigolds"


@dataclass(frozen=True)
class PlaceCandle(Action):
    """Place candle ``candle`` from storage in the surrounded candle slot ``slot``."""

    candle: str
    slot: str
    kind = "place_candle"

    def __str__(self) -> str:
        return f"place {self.candle} in candle slot {self.slot}"


@dataclass(frozen=True)
class PlaceMarigold(Action):
    """Place a marigold from storage in the surrounded marigold slot ``slot``."""

    slot: str
    kind = "place_marigold"

    def __str__(self) -> str:
        return f"place a marigold in slot {self.slot}"


@dataclass(frozen=True)
class EndTurn(Action):
    """Finish decorating and end the turn."""

    kind = "end_turn"

    def __str__(self) -> str:
        return "end the turn"


CODEC = ActionCodec(AbuelaTurn, TakePortrait, TakeCandle, SkipCandle, PlacePortrait, DiscardPortrait,
                    PlaceCandle, PlaceMarigold, EndTurn)
