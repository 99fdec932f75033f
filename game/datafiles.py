"""A data file's fault, :class:`DataError`: named by the start-up's modules, which read no data
file, so it stands alone (the loader, which brings YAML and pydantic, is
:func:`game.rules.strict.load_yaml`)."""
from __future__ import annotations

from pathlib import Path


class DataError(Exception):
    """A data file is missing, unreadable or invalid. The message names file, key and reason."""

    def __init__(self, path: Path | str, key: str, reason: str):
        self.path = str(path)
        self.key = key
        self.reason = reason
        super().__init__(f"{self.path}: {key}: {reason}")
