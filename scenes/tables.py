"""The play scene of a game: :class:`scenes.play.PlayScene` holding the game's table (found by the
game's id, :mod:`scenes.game_scenes`). The play scene finds the end screen there too, so this module
and the play scene import each other in one direction only."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable, cast

from game.registry import get
from scenes.game_scenes import end_class, end_path, table_class, table_path
from scenes.play import PlayScene

if TYPE_CHECKING:
    from scenes.kit.table import TableBase

__all__ = ["end_class", "end_path", "play_scene", "table_class", "table_path"]


def play_scene(game) -> Callable[..., Any]:
    """What makes the play scene of ``game`` (a GameInfo or its id): called with ``(app, session,
    replay=False)``, it is a :class:`scenes.play.PlayScene` holding the game's table."""
    if isinstance(game, str):
        game = get(game)
    return partial(PlayScene, table=cast("type[TableBase]", table_class(game)))
