"""Where a game's scenes are: its table (held by the play scene) and its end screen (the scores).

The game layer names no scene: a game is found here by its id. Its scenes are in its package
``scenes/<id>/``, where by convention the table is ``table.<Id>Table`` and the end screen
``end.<Id>EndScene`` (``<Id>``: the id in title case, underscores dropped: ``PortentsTable``). The
package's ``__init__`` may name others, as ``"module:Class"`` paths: ``TABLE = ...`` and
``END_SCREEN = ...`` (the shared ``"scenes.score_screen:ScoreScreen"``, say). A path is asked for
only when a scene is wanted: the package is imported then, its table and end screen when loaded.
"""
from __future__ import annotations

import importlib

from game.registry import load_object


def _declared(game_id: str, key: str) -> str | None:
    """What the game's scenes package declares as ``key``; None without one (or without a package)."""
    package = f"scenes.{game_id}"
    try:
        module = importlib.import_module(package)
    except ModuleNotFoundError as err:
        if err.name != package:
            raise  # the package is there but broken: that is its error to show
        return None
    return getattr(module, key, None)


def _class_name(game_id: str) -> str:
    return game_id.title().replace("_", "")


def table_path(game) -> str:
    """``"module:Class"`` of the play scene of ``game`` (a :class:`game.registry.GameInfo`)."""
    return _declared(game.id, "TABLE") or f"scenes.{game.id}.table:{_class_name(game.id)}Table"


def end_path(game) -> str:
    """``"module:Class"`` of the end screen of ``game``."""
    return _declared(game.id, "END_SCREEN") or f"scenes.{game.id}.end:{_class_name(game.id)}EndScene"


def table_class(game) -> type:
    """The table of ``game``, imported now (``ImportError``/``AttributeError`` if it is missing)."""
    return load_object(table_path(game))


def end_class(game) -> type:
    """The end screen of ``game``, imported now."""
    return load_object(end_path(game))
