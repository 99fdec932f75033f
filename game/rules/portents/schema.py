"""The schema of Portents' component file (pydantic models), imported with the game's rules (never at the start)."""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from game.rules.strict import Strict

Side = Literal["top", "right", "bottom", "left"]
Id = Field(pattern=r"^[a-z][a-z0-9_-]*$", max_length=40)


class Colour(Strict):
    id: str = Id
    name: str = Field(min_length=1, max_length=20)
    symbol: str = Field(min_length=1, max_length=20)


class Shape(Strict):
    id: str = Id
    name: str = Field(min_length=1, max_length=20)


class KittyPush(Strict):
    side: Side
    lanes: list[int] = Field(min_length=1, max_length=3)


class Slot(Strict):
    id: str = Id
    line: str = Id
    touches: list[Side] = Field(min_length=1, max_length=2)
    kitty: KittyPush


class Altar(Strict):
    size: Literal[3]
    lines: dict[str, list[int]] = Field(min_length=8, max_length=8)
    sides: dict[Side, list[list[int]]]
    slots: list[Slot] = Field(min_length=16, max_length=16)


class Duel(Strict):
    fortune_of: int = Field(ge=2, le=16)
    fortunes_of: tuple[int, int]
    burnt_offerings: int = Field(ge=1, le=9)
    dry_turns: int = Field(ge=2, le=1000)


class Difficulty(Strict):
    id: str = Id
    name: str = Field(min_length=1, max_length=30)
    fours: int = Field(default=0, ge=0, le=8)
    threes: int = Field(default=0, ge=0, le=8)
    omens: int = Field(default=0, ge=0, le=16)


class Challenge(Strict):
    id: str = Id
    name: str = Field(min_length=1, max_length=30)
    text: str = Field(min_length=1, max_length=200)


class Solo(Strict):
    kitty_start: str = Id
    kitty_laps: int = Field(ge=1, le=10)
    kitty_fortune_of: int = Field(ge=2, le=16)
    kitty_fortunes_of: tuple[int, int]
    burnt_offerings: int = Field(ge=1, le=9)
    difficulties: list[Difficulty] = Field(min_length=1)
    challenges: list[Challenge]


class AltarFile(Strict):
    colours: list[Colour] = Field(min_length=4, max_length=4)
    shapes: list[Shape] = Field(min_length=4, max_length=4)
    tiles: list[str] = Field(min_length=16, max_length=16)
    omens: list[str] = Field(min_length=16, max_length=16)
    altar: Altar
    hand_size: Literal[3]
    pushes: int = Field(ge=1, le=3)
    duel: Duel
    solo: Solo
