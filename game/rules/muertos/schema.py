"""The schema of Dia de los Muertos' card file (pydantic models), imported with the game's rules (never at the start)."""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from game.rules.strict import Strict

COLOURS = ("black", "pink", "green", "blue")
KINDS = ("number", "choose", "spoiled", "ask", "swap", "no10", "start", "food", "muertos")
GROUPS = ("core", "food", "animal", "child", "adult")


class Card(Strict):
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    rank: int = Field(ge=0, le=10)
    colour: Literal["black", "pink", "green", "blue"]
    kind: Literal["number", "choose", "spoiled", "ask", "swap", "no10", "start", "food", "muertos"]
    group: Literal["core", "food", "animal", "child", "adult"]
    name: str = Field(min_length=1, max_length=40)


class Night(Strict):
    name: str
    muertos: Literal["animal", "child", "adult"]
    colour: Literal["pink", "green", "blue"]
    food: int = Field(ge=1, le=9)


class CardsFile(Strict):
    colours: list[Literal["black", "pink", "green", "blue"]]
    nights: list[Night] = Field(min_length=1)
    cards: list[Card] = Field(min_length=1)
