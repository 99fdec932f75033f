"""The drawing code of every sprite, by owner (run by ``tools/make_assets.py``).

- ``common``, ``pen``, ``motifs``: the shared palette, fonts, surfaces and the pen; the motifs
  several games paint (marigolds, flames, candles, papel picado, cloth, the night sky, the village);
- ``ui``: the art every game shares (the table, the panel, the dice, the buttons' icons, the menu);
- ``art.<game id>`` (a module or a package) for each game of the registry that has sprites of its own.

Every owner offers ``sprites()``, the (surface, path under assets/sprites) of each of its sprites,
and ``sizes()``, the agreed pixel size of each of them (tests/test_assets.py checks the files).
A new game adds its module ``art/<id>.py`` and nothing else: the owners are found by game id.
"""
from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType

SHARED = "ui"  # the owner of the art all games share


def game_ids() -> list[str]:
    """The ids of the registered games (landing ones included) that have an art module, in the menu's order."""
    from game import registry

    return [gid for gid in registry.all_games() if importlib.util.find_spec(f"{__name__}.{gid}") is not None]


def owner(name: str) -> ModuleType:
    """The art module of a game id, or of ``SHARED``."""
    return importlib.import_module(f"{__name__}.{name}")


def owners() -> dict[str, ModuleType]:
    """Every owner of sprites by name: the games' art modules, then the shared art (drawn last)."""
    return {name: owner(name) for name in [*game_ids(), SHARED]}
