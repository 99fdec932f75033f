"""The game's table inside a play scene, for tests that read what only the table has (its cached
layers, its parts): a table written as a component (scenes/kit/table.py) is the scene's ``table``;
one still written as a play scene subclass is the scene itself."""
from __future__ import annotations


def table_of(scene):
    """The object that draws the table: the component the scene holds, or the scene."""
    from scenes.play_table import TableScene

    return scene.table if isinstance(scene, TableScene) else scene


def parts_of(scene):
    """The table's named parts (scenes/kit/parts.py)."""
    from scenes.play_table import TableScene

    return scene.table.parts if isinstance(scene, TableScene) else scene.table
