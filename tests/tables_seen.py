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


class Still:
    """What a test reads of a table's cached still picture: the kit's ``Picture`` (scenes/kit/picture.py)
    where the table keeps one, else the layers the table keeps itself."""

    def __init__(self, scene) -> None:
        self.table = table_of(scene)
        self.picture = getattr(self.table, "picture", None)

    @property
    def painted(self) -> list[str]:
        """The areas the last frame repainted."""
        return self.picture.painted if self.picture is not None else self.table.table_regions.painted

    @property
    def serial(self) -> int:
        return self.picture.serial if self.picture is not None else self.table.table_regions.serial

    @property
    def surface(self):
        return self.picture.surface if self.picture is not None else self.table.table_regions.surface

    def regions(self, view) -> list:
        """The areas the last frame's picture was cut into."""
        if self.picture is not None:
            return self.picture.regions
        return self.table._regions(view)

    @property
    def felt_paints(self) -> int:
        return self.picture.felt_paints if self.picture is not None else self.table.static_layer.paints
