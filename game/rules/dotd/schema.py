"""The schema of Die of the Dead's data files (pydantic models), imported with the game's rules (never at the start).

Each model checks one file's shape; cross-checks between files (an urn's colour is a colour, a
section is an item...) are in :mod:`game.rules.dotd.components`.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from game.rules.strict import Strict

Id = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=40)
Name = Field(min_length=1, max_length=30)


# ------------------------------------------------------------------------------ components.yaml
class Colour(Strict):
    id: str = Id
    name: str = Name


class Dice(Strict):
    per_colour: int = Field(ge=1, le=30)
    power_per_colour: int = Field(ge=0, le=30)
    power_faces: list[int | Literal["skull"]] = Field(min_length=6, max_length=6)
    normal_faces: list[int] = Field(min_length=6, max_length=6)


class Item(Strict):
    id: str = Id
    name: str = Name
    plural: str = Name


class Cash(Strict):
    kinds: int = Field(ge=2, le=4)
    steps: int = Field(ge=1, le=9)


class Tokens(Strict):
    per_kind: int = Field(ge=1, le=20)
    solo_per_kind: int = Field(ge=0, le=20)
    hand_limit: int = Field(ge=1, le=20)
    cash: list[Cash] = Field(min_length=1)


class Multi(Strict):
    players: tuple[int, int]
    casket_dice_each: int = Field(ge=1, le=3)
    extra_dice: dict[int, int]
    five_player_sections: int = Field(ge=1, le=4)


class Solo(Strict):
    city_per_colour: int = Field(ge=1, le=12)
    casket_dice: int = Field(ge=1, le=5)


class ComponentsFile(Strict):
    colours: list[Colour] = Field(min_length=5, max_length=5)
    dice: Dice
    items: list[Item] = Field(min_length=4, max_length=4)
    tokens: Tokens
    preparation_spaces: int = Field(ge=1, le=6)
    ascend_steps: int = Field(ge=1, le=9)
    multi: Multi
    solo: Solo


# ------------------------------------------------------------------------------ ofrenda.yaml
class Section(Strict):
    side: Literal["top", "right", "bottom", "left"]
    cells: list[int] = Field(min_length=4, max_length=4)


class Urn(Strict):
    cell: int = Field(ge=0, le=11)
    colour: str = Id
    value: int = Field(ge=1, le=6)


class Board(Strict):
    number: int = Field(ge=1, le=9)
    urns: list[Urn] = Field(min_length=2, max_length=2)


class OfrendaFile(Strict):
    grid: Literal[4]
    cells: list[tuple[int, int]] = Field(min_length=12, max_length=12)
    sections: dict[str, Section] = Field(min_length=4, max_length=4)
    boards: list[Board] = Field(min_length=5, max_length=5)


# ------------------------------------------------------------------------------ steps.yaml
class Mark(Strict):
    id: str = Id
    steps: int = Field(ge=1, le=60)
    title: str = Name


class StepsFile(Strict):
    steps: list[list[str]] = Field(min_length=9, max_length=9)
    marks: list[Mark] = Field(min_length=1)


# ------------------------------------------------------------------------------ scoring.yaml
class Requirement(Strict):
    id: str = Id
    steps: int = Field(ge=1, le=4)
    colours: bool = False
    per_urn: bool = False
    caption: str = Field(min_length=1, max_length=60)


class ScoringFile(Strict):
    cap: int = Field(ge=1, le=9)
    sections: dict[str, list[Requirement]] = Field(min_length=4, max_length=4)
