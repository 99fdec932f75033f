"""The data files: the base of every game's data-file models (each game's ``schema``), which refuses
unknown keys and freezes the loaded values, the models of the files every game has, and
:func:`load_yaml`, which reads a file and checks it against its model (a bad file stops with its
file, key and reason). Imported only when data files are read (a game's data module, the guided
games): YAML and pydantic, which it brings, are no part of the client's start."""
from __future__ import annotations

from pathlib import Path
from typing import TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from game.datafiles import DataError


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

    id: str | None = None  # the step's words are the message <game>-tutorial-<id> (and <id>-wrong, if any)
    say: str | None = None  # or the coach's words themselves (a script written for a test)
    light: tuple[str, ...] = ()  # the table's parts to light, by name
    mentions: tuple[str, ...] = ()  # parts the words speak of, left unlit: the bubble keeps clear of them
    over: str | None = None  # a part the step does not need, over which the bubble stands when it is clear
    move: str | None = None  # the move asked for, by its text form
    moves: str | None = None  # or a pattern over the legal moves' text forms
    wrong: str | None = None  # the coach's answer to any other move (with ``say``; else <id>-wrong)
    seat: int | None = None  # a scripted machine move: whose
    auto: bool = False  # the machines play until the learner is to move
    free: bool = False  # the learner plays on freely (the machines too) to the end of the game...
    until: str | None = None  # ... (free or auto) or until an event of this kind happens (a portrait lights up)


class TutorialFile(Strict):
    seed: int
    mode: str
    seats: tuple[TutorialSeat, ...]
    options: dict[str, bool | int | str] = {}
    played: tuple[str, ...] = ()  # moves made for the learner before the first step (a setup done for them)
    steps: tuple[TutorialStep, ...] = Field(min_length=1)


M = TypeVar("M", bound=BaseModel)


def _key_path(loc: tuple, doc: object) -> str:
    """Render a pydantic error location as ``portraits[3].objective.colour``, naming ids where known."""
    out = ""
    node = doc
    for part in loc:
        if isinstance(part, int):
            label = f"[{part}]"
            if isinstance(node, list) and part < len(node) and isinstance(node[part], dict) and "id" in node[part]:
                label = f"[{part}] (id {node[part]['id']})"
            out += label
            node = node[part] if isinstance(node, list) and part < len(node) else None
        else:
            out += ("." if out else "") + str(part)
            node = node.get(part) if isinstance(node, dict) else None
    return out or "(top level)"


def load_yaml(path: Path, model: type[M]) -> M:
    """Read ``path`` and validate it against ``model``; raise :class:`DataError` on any fault."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as err:
        raise DataError(path, "(file)", f"cannot be read: {err.strerror or err}") from None
    try:
        # libyaml's loader, where the wheel has it, parses the data files about eight times faster
        doc = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else "(syntax)"
        raise DataError(path, where, f"not valid YAML: {getattr(err, 'problem', err)}") from None
    if not isinstance(doc, dict):
        raise DataError(path, "(top level)", "expected a mapping of keys")
    try:
        return model.model_validate(doc)
    except ValidationError as err:
        first = err.errors()[0]
        raise DataError(path, _key_path(tuple(first["loc"]), doc), first["msg"]) from None
