"""The base of every game's data-file models (each game's ``schema``): unknown keys are refused
and the loaded values are frozen."""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class MovesFile(Strict):
    """``data/<id>/moves.yaml`` (read by :mod:`game.rules.move_words`): a sentence per move kind."""

    moves: dict[str, str]
