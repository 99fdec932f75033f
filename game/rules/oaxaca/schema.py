"""The schema of Oaxaca's component file (pydantic models), imported with the game's rules (never at the start)."""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from game.rules.strict import Strict

Result = Literal["wild", "pottery", "jewelry", "textile", "woodcarving", "tin"]
Use = Literal["any", "gather", "craft", "passive"]


class CardGroup(Strict):
    name: str = Field(min_length=1, max_length=40)
    effect: str = Field(pattern=r"^[a-z_]+$")
    use: Use
    results: list[Result] = []
    args: dict[str, int] = {}
    values: list[int] = Field(min_length=1)


class Banner(Strict):
    name: str = Field(min_length=1, max_length=40)
    effect: Literal["free_result"]
    results: list[Result] = Field(min_length=1)
    use: Literal["any"]


class Tourist(Strict):
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    name: str = Field(min_length=1, max_length=40)
    effect: str = Field(pattern=r"^[a-z_]+$")
    results: list[Result] = []
    args: dict[str, int] = {}


class Review(Strict):
    low: int = Field(ge=0)
    title: str = Field(min_length=1, max_length=40)


class CardsFile(Strict):
    crafts: list[Literal["pottery", "jewelry", "textile", "woodcarving", "tin"]] = Field(min_length=5, max_length=5)
    dice_per_player: int = Field(ge=1, le=10)
    customers: int = Field(ge=1, le=10)
    craft_tokens: int = Field(ge=10, le=500)
    workshop_spaces: int = Field(ge=1, le=10)
    rounds: int = Field(ge=1, le=10)
    banner: Banner
    decks: dict[str, list[CardGroup]]
    tourists: list[Tourist] = Field(min_length=6)
    reviews: list[Review] = Field(min_length=1)
