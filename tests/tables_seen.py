"""What tests read of the game's table inside a play scene: the component the scene holds
(``scene.table``, scenes/kit/table.py), its named parts and its cached still picture."""
from __future__ import annotations


def table_of(scene):
    """The object that draws the table: the component the scene holds."""
    return scene.table


def parts_of(scene):
    """The table's named parts (scenes/kit/parts.py)."""
    return scene.table.parts


class Still:
    """What a test reads of a table's cached still picture: the kit's ``Picture`` (scenes/kit/picture.py),
    which every table keeps as ``table.picture``."""

    def __init__(self, scene) -> None:
        self.table = table_of(scene)
        self.picture = self.table.picture

    @property
    def painted(self) -> list[str]:
        """The areas the last frame repainted."""
        return self.picture.painted

    @property
    def serial(self) -> int:
        return self.picture.serial

    @property
    def surface(self):
        return self.picture.surface

    def regions(self, view) -> list:
        """The areas the last frame's picture was cut into."""
        return self.picture.regions

    @property
    def felt_paints(self) -> int:
        return self.picture.felt_paints
