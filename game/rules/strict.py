"""The base of every game's data-file models (each game's ``schema``): unknown keys are refused
and the loaded values are frozen."""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class MovesFile(Strict):
    """``data/<id>/moves.yaml`` (read by :mod:`game.rules.move_words`): a sentence per move kind."""

    moves: dict[str, str]


class TutorialSeat(Strict):
    name: str
    bot: str | None = None  # None: the learner's seat

    @field_validator("name")
    @classmethod
    def _not_you(cls, name: str) -> str:
        if name.strip().casefold() == "you":
            raise ValueError('a seat is never named "You" (the table speaks to the learner as you): name it "Player 1"')
        return name


class TutorialStep(Strict):
    """One step of ``data/<id>/tutorial.yaml`` (see :mod:`game.tutorial`)."""

    say: str  # the coach's words
    light: tuple[str, ...] = ()  # the table's parts to light, by name
    mentions: tuple[str, ...] = ()  # parts the words speak of, left unlit: the bubble keeps clear of them
    over: str | None = None  # a part the step does not need, over which the bubble stands when it is clear
    move: str | None = None  # the move asked for, by its text form
    moves: str | None = None  # or a pattern over the legal moves' text forms
    wrong: str | None = None  # the coach's answer to any other move
    seat: int | None = None  # a scripted machine move: whose
    auto: bool = False  # the machines play until the learner is to move
    free: bool = False  # the learner plays on freely (the machines too) to the end of the game...
    until: str | None = None  # ... (free or auto) or until an event of this kind happens (a portrait lights up)


class TutorialFile(Strict):
    title: str
    seed: int
    mode: str
    seats: tuple[TutorialSeat, ...]
    options: dict[str, bool | int | str] = {}
    played: tuple[str, ...] = ()  # moves made for the learner before the first step (a setup done for them)
    steps: tuple[TutorialStep, ...] = Field(min_length=1)
