"""A game's plain move sentences as data.

``data/<id>/moves.yaml`` maps a move's kind to its sentence, with the move's fields in braces
(``burn: "Light {tile}"``). A field is written as the words module's formatter for that name
dresses it (a tile's name, a card's title), or as it is. The words module keeps in code only the
moves whose sentence depends on more than their own fields, so a translation replaces one file.
The file is read, and checked against the game's moves, the first time a sentence is asked for.
"""
from __future__ import annotations

import dataclasses
import string
from functools import cached_property
from pathlib import Path
from typing import Any, Callable

from game.datafiles import DataError
from game.paths import data_dir
from game.rules.strict import MovesFile, load_yaml

Dress = Callable[[Any, Any], str]  # (fmt, action) -> the field as the sentence shows it


class MoveWords:
    """The sentences of ``data/<id>/moves.yaml`` for the moves of ``codec``. ``dress`` maps a
    placeholder's name to how it is written; a placeholder that is not in it is the move's field."""

    def __init__(self, words_module: str, codec, dress: dict[str, Dress] | None = None,
                 folder: Path | None = None):
        self.game_id = words_module.split(".")[2]  # game.rules.<id>.words
        self.codec = codec
        self.dress = dress or {}
        self.folder = folder

    @property
    def path(self) -> Path:
        return (self.folder or data_dir() / self.game_id) / "moves.yaml"

    def sentence(self, fmt, action) -> str | None:
        """``action`` in words, or ``None`` when the file leaves it to the words module's code."""
        template = self.templates.get(action.kind)
        if template is None:
            return None
        values = {name: self.dress[name](fmt, action) if name in self.dress else getattr(action, name)
                  for name in placeholder_names(template)}
        return template.format_map(values)

    @cached_property
    def templates(self) -> dict[str, str]:
        """Every sentence by move kind, checked: known kinds, and placeholders the move can fill."""
        moves = load_yaml(self.path, MovesFile).moves
        kinds = {t.kind: t for t in self.codec.types}
        for kind, template in moves.items():
            if kind not in kinds:
                raise DataError(self.path, f"moves.{kind}", f"no move is called {kind!r}; "
                                                         f"known: {', '.join(sorted(kinds))}")
            try:
                names = placeholder_names(template)
            except ValueError as err:
                raise DataError(self.path, f"moves.{kind}", f"not a sentence template: {err}") from None
            fields = {f.name for f in dataclasses.fields(kinds[kind])}
            for name in names:
                if name not in fields and name not in self.dress:
                    raise DataError(self.path, f"moves.{kind}",
                                    f"{{{name}}} is neither a field of the move nor a name the words dress")
        return moves


def placeholder_names(template: str) -> list[str]:
    """The placeholders of ``template`` ("Place {card} in slot {slot}." -> card, slot)."""
    out = []
    for _text, name, spec, conversion in string.Formatter().parse(template):
        if name is None:
            continue
        if not name.isidentifier() or spec or conversion:
            raise ValueError(f"{{{name}}} must be a plain name")
        out.append(name)
    return out
