"""Loading YAML data files with validation: a bad file stops with its file, key and reason."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from pydantic import BaseModel

M = TypeVar("M", bound="BaseModel")


class DataError(Exception):
    """A data file is missing, unreadable or invalid. The message names file, key and reason."""

    def __init__(self, path: Path | str, key: str, reason: str):
        self.path = str(path)
        self.key = key
        self.reason = reason
        super().__init__(f"{self.path}: {key}: {reason}")


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
    # imported here, both: start-up does not pay for YAML and pydantic until data loads
    import yaml
    from pydantic import ValidationError  # imported here with yaml: pydantic too only once data loads

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
