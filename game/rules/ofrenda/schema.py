"""The schema of Ofrenda's YAML files (pydantic models). Imported with the game's rules, so
starting the program does not pay for pydantic.
"""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field

from game.rules.strict import Strict

# --- portraits -------------------------------------------------------------------------

class Branch(Strict):
    id: str
    name: str
    shape: Literal["circle", "heart", "diamond", "triangle", "square"]
    colour: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")


class Offering(Strict):
    id: str
    name: str
    description: str


class ColourAtLeast(Strict):
    kind: Literal["colour_at_least"]
    colour: str
    count: int = Field(ge=1, le=6)


class OfferingAtLeast(Strict):
    kind: Literal["offering_at_least"]
    offering: str
    count: int = Field(ge=1, le=6)


class DistinctColours(Strict):
    kind: Literal["distinct_colours"]
    count: int = Field(ge=1, le=5)


class DistinctOfferings(Strict):
    kind: Literal["distinct_offerings"]
    count: int = Field(ge=1, le=5)


class NoColour(Strict):
    kind: Literal["no_colour"]
    colour: str


class NoOffering(Strict):
    kind: Literal["no_offering"]
    offering: str


class OwnColourAndOffering(Strict):
    kind: Literal["own_colour_and_offering"]
    colour: str
    offering: str


PortraitObjective = Annotated[
    Union[ColourAtLeast, OfferingAtLeast, DistinctColours, DistinctOfferings, NoColour, NoOffering, OwnColourAndOffering],
    Field(discriminator="kind"),
]


class Portrait(Strict):
    id: str
    name: str
    branch: str
    offering: str
    players: Literal[2, 3, 4]
    objective: PortraitObjective


class PortraitsFile(Strict):
    branches: list[Branch] = Field(min_length=5, max_length=5)
    offerings: list[Offering] = Field(min_length=5, max_length=5)
    portraits: list[Portrait] = Field(min_length=65, max_length=65)


# --- candles ---------------------------------------------------------------------------

class ColourCount(Strict):
    kind: Literal["colour_count"]
    colour: str
    count: int = Field(ge=1, le=12)


class OfferingCount(Strict):
    kind: Literal["offering_count"]
    offering: str
    count: int = Field(ge=1, le=12)


class AllColours(Strict):
    kind: Literal["all_colours"]


class AllOfferings(Strict):
    kind: Literal["all_offerings"]


class MarigoldsPlaced(Strict):
    kind: Literal["marigolds_placed"]
    count: int = Field(ge=1, le=3)


class OneColourCount(Strict):
    kind: Literal["one_colour_count"]
    count: int = Field(ge=1, le=12)


class LitPortraits(Strict):
    kind: Literal["lit_portraits"]
    count: int = Field(ge=1, le=12)


class AllSlotsFilled(Strict):
    kind: Literal["all_slots_filled"]


class MostLitPortraits(Strict):
    kind: Literal["most_lit_portraits"]


class MostMarigoldsPlaced(Strict):
    kind: Literal["most_marigolds_placed"]


class MostOfOneColour(Strict):
    kind: Literal["most_of_one_colour"]


class FewestEmptySlots(Strict):
    kind: Literal["fewest_empty_slots"]


CandleObjective = Annotated[
    Union[ColourCount, OfferingCount, AllColours, AllOfferings, MarigoldsPlaced, OneColourCount, LitPortraits,
          AllSlotsFilled, MostLitPortraits, MostMarigoldsPlaced, MostOfOneColour, FewestEmptySlots],
    Field(discriminator="kind"),
]

class Candle(Strict):
    id: str
    objective: CandleObjective
    end_only: bool
    multiplayer: bool


class CandlesFile(Strict):
    candles: list[Candle] = Field(min_length=35, max_length=35)


# --- board -----------------------------------------------------------------------------

class Slot(Strict):
    id: str
    row: Literal["top", "middle", "bottom"]
    x: float
    effect: Literal["golden", "gain", "cost"] | None = None


class Decoration(Strict):
    id: str
    holds: Literal["candle", "marigold"]
    portraits: list[str] = Field(min_length=3, max_length=3)


class BoardFile(Strict):
    rows: list[str]
    slots: list[Slot] = Field(min_length=1)
    decorations: list[Decoration]


# --- solo tiers ------------------------------------------------------------------------

class Tier(Strict):
    min: int = Field(ge=0)
    title: str
    verdict: str


class SoloFile(Strict):
    tiers: list[Tier] = Field(min_length=1)


# --- common goals ------------------------------------------------------------------------

class GoalOfferingCount(Strict):
    kind: Literal["offering_count"]
    offering: str
    count: int = Field(ge=1, le=12)


class GoalSurrounded(Strict):
    kind: Literal["surrounded"]
    candle: int = Field(ge=0, le=3)
    marigold: int = Field(ge=0, le=3)


class GoalDecorated(Strict):
    kind: Literal["decorated"]
    holds: Literal["candle", "marigold"]
    count: int = Field(ge=1, le=3)


class GoalPattern(Strict):
    kind: Literal["pattern"]
    shapes: list[list[tuple[int, float]]] = Field(min_length=1)


GoalRequirement = Annotated[
    Union[GoalOfferingCount, GoalSurrounded, GoalDecorated, GoalPattern],
    Field(discriminator="kind"),
]


class Goal(Strict):
    id: str
    type: Literal[1, 2, 3]
    name: str
    requirement: GoalRequirement


class GoalToken(Strict):
    value: int = Field(ge=1)
    players: Literal[2, 3, 4]


class GoalsFile(Strict):
    tokens: list[GoalToken] = Field(min_length=1)
    goals: list[Goal] = Field(min_length=3)
