"""The games this client can play. A game appears when its rules package exposes a ``GAME``.

Adding a game touches nothing here: its rules package under ``game.rules`` defines
``GAME = GameInfo(...)`` naming its scene, bots and rules text by import path.
"""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Callable

from game.rules.base import ActionCodec


@dataclass(frozen=True)
class Mode:
    id: str
    title: str
    description: str


@dataclass(frozen=True)
class GameInfo:
    """How the shared client drives one game. Everything pygame-related is named by import path."""

    id: str
    title: str
    tagline: str
    modes: tuple[Mode, ...]
    load_data: Callable[[], Any]
    new_state: Callable[[Any, int, str], Any]  # (data, seed, mode) -> state
    codec: ActionCodec
    view: Callable[[Any, int], Any]  # (state, viewer) -> per-player view
    scene: str  # "module:Class" of the play scene
    end_scene: str  # "module:Class" of the score screen
    rules_doc: str  # file name under docs/rules/
    bots: dict[str, str] = field(default_factory=dict)  # name -> "module:Class"
    cover: str = ""  # sprite path under assets/sprites

    def mode(self, mode_id: str) -> Mode:
        for m in self.modes:
            if m.id == mode_id:
                return m
        raise KeyError(f"{self.title} has no mode {mode_id!r}")


def load_object(path: str) -> Any:
    """Import ``"package.module:Name"`` and return ``Name``."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


# Listed explicitly as well as discovered, so frozen builds (where package scanning can miss
# modules) still find every game. A new game adds itself to discovery just by existing.
_KNOWN = ("ofrenda",)


@cache
def games() -> dict[str, GameInfo]:
    """Every playable game, by id, in a stable order."""
    import game.rules as rules_pkg

    names = list(_KNOWN)
    for info in pkgutil.iter_modules(rules_pkg.__path__):
        if info.ispkg and info.name not in names:
            names.append(info.name)
    found: dict[str, GameInfo] = {}
    for name in names:
        try:
            module = importlib.import_module(f"game.rules.{name}")
        except ImportError:
            continue
        info = getattr(module, "GAME", None)
        if isinstance(info, GameInfo):
            found[info.id] = info
    return found


def get(game_id: str) -> GameInfo:
    try:
        return games()[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(games())}") from None
