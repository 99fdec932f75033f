"""The schema of Ofrenda's YAML files (pydantic models). Imported only when data is loaded,
so starting the program does not pay for pydantic.
"""
from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- portraits -------------------------------------------------------------------------

class Branch(_Strict):
    id: str
    name: str
    shape: Literal["circle", "heart", "diamond", "triangle", "square"]
    colour: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")


class Offering(_Strict):
    id: str
    name: str
    description: str


class ColourAtLeast(_Strict):
    kind: Literal["colour_at_least"]
    colour: str
    count: int = Field(ge=1, le=6)


class OfferingAtLeast(_Strict):
    kind: Literal["offering_at_least"]
    offering: str
    count: int = Field(ge=1, le=6)


class DistinctColours(_Strict):
    kind: Literal["distinct_colours"]
    count: int = Field(ge=1, le=5)


class DistinctOfferings(_Strict):
    kind: Literal["distinct_offerings"]
    count: int = Field(ge=1, le=5)


class NoColour(_Strict):
    kind: Literal["no_colour"]
    colour: str


class NoOffering(_Strict):
    kind: Literal["no_offering"]
    offering: str


class OwnColourAndOffering(_Strict):
    kind: Literal["own_colour_and_offering"]
    colour: str
    offering: str


PortraitObjective = Annotated[
    Union[ColourAtLeast, OfferingAtLeast, DistinctColours, DistinctOfferings, NoColour, NoOffering, OwnColourAndOffering],
    Field(discriminator="kind"),
]


class Portrait(_Strict):
    id: str
    name: str
    branch: str
    offering: str
    players: Literal[2, 3, 4]
    objective: PortraitObjective


class PortraitsFile(_Strict):
    branches: list[Branch] = Field(min_length=5, max_length=5)
    offerings: list[Offering] = Field(min_length=5, max_length=5)
    portraits: list[Portrait] = Field(min_length=65, max_length=65)


# --- candles ---------------------------------------------------------------------------

class ColourCount(_Strict):
    kind: Literal["colour_count"]
    colour: str
    count: int = Field(ge=1, le=12)


class OfferingCount(_Strict):
    kind: Literal["offering_count"]
    offering: str
    count: int = Field(ge=1, le=12)


class AllColours(_Strict):
    kind: Literal["all_colours"]


class AllOfferings(_Strict):
    kind: Literal["all_offerings"]


class MarigoldsPlaced(_Strict):
    kind: Literal["marigolds_placed"]
    count: int = Field(ge=1, le=3)


class OneColourCount(_Strict):
    kind: Literal["one_colour_count"]
    count: int = Field(ge=1, le=12)


class LitPortraits(_Strict):
    kind: Literal["lit_portraits"]
    count: int = Field(ge=1, le=12)


class AllSlotsFilled(_Strict):
    kind: Literal["all_slots_filled"]


class MostLitPortraits(_Strict):
    kind: Literal["most_lit_portraits"]


class MostMarigoldsPlaced(_Strict):
    kind: Literal["most_marigolds_placed"]


class MostOfOneColour(_Strict):
    kind: Literal["most_of_one_colour"]


class FewestEmptySlots(_Strict):
    kind: Literal["fewest_empty_slots"]


CandleObjective = Annotated[
    Union[ColourCount, OfferingCount, AllColours, AllOfferings, MarigoldsPlaced, OneColourCount, LitPortraits,
          AllSlotsFilled, MostLitPortraits, MostMarigoldsPlaced, MostOfOneColour, FewestEmptySlots],
    Field(discriminator="kind"),
]

class Candle(_Strict):
    id: str
    objective: CandleObjective
    end_only: bool
    multiplayer: bool


class CandlesFile(_Strict):
    candles: list[Candle] = Field(min_length=35, max_length=35)


# --- board -----------------------------------------------------------------------------

class Slot(_Strict):
    id: str
    row: Literal["top", "middle", "bottom"]
    x: float
    effect: Literal["golden", "gain", "cost"] | None = None


class Decoration(_Strict):
    id: str
    holds: Literal["candle", "marigold"]
    portraits: list[str] = Field(min_length=3, max_length=3)


class BoardFile(_Strict):
    rows: list[str]
    slots: list[Slot] = Field(min_length=1)
    decorations: list[Decoration]


# --- solo tiers ------------------------------------------------------------------------

class Tier(_Strict):
    min: int = Field(ge=0)
    title: str
    verdict: str


class SoloFile(_Strict):
    tiers: list[Tier] = Field(min_length=1)


# --- common goals ------------------------------------------------------------------------

class GoalOfferingCount(_Strict):
    kind: Literal["offering_count"]
    offering: str
    count: int = Field(ge=1, le=12)


class GoalSurrounded(_Strict):
    kind: Literal["surrounded"]
    candle: int = Field(ge=0, le=3)
    marigold: int = Field(ge=0, le=3)


class GoalDecorated(_Strict):
    kind: Literal["decorated"]
    holds: Literal["candle", "marigold"]
    count: int = Field(ge=1, le=3)


class GoalPattern(_Strict):
    kind: Literal["pattern"]
    shapes: list[list[tuple[int, float]]] = Field(min_length=1)


GoalRequirement = Annotated[
    Union[GoalOfferingCount, GoalSurrounded, GoalDecorated, GoalPattern],
    Field(discriminator="kind"),
]


class Goal(_Strict):
    id: str
    type: Literal[1, 2, 3]
    name: str
    requirement: GoalRequirement


class GoalToken(_Strict):
    value: int = Field(ge=1)
    players: Literal[2, 3, 4]


class GoalsFile(_Strict):
    tokens: list[GoalToken] = Field(min_length=1)
    goals: list[Goal] = Field(min_length=3)
