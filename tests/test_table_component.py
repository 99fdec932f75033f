"""A table is a component, not a subclass (issue 34): the play scene holds it.

Every game's table class stands on the kit's ``TableBase`` (scenes/kit/table.py), not on the play
scene; its own chain is short (at most three classes above the kit's base, the table's class
counted); no two classes of it share a name (two ``Input`` classes in one chain read as one); and
what it reads of its play scene is the base's list alone (a held ``host``)."""
from __future__ import annotations

import inspect
from pathlib import Path

import pytest

from game import registry
from scenes.kit.table import TableBase
from scenes.play import PlayScene
from scenes.tables import play_scene, table_class

ROOT = Path(__file__).resolve().parent.parent

MAX_ABOVE_BASE = 3
GAMES = sorted(registry.games())


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_is_a_component_held_by_the_play_scene(game_id):
    cls = table_class(registry.get(game_id))
    assert issubclass(cls, TableBase) and not issubclass(cls, PlayScene)
    assert play_scene(game_id).func is PlayScene


@pytest.mark.parametrize("game_id", GAMES)
def test_a_tables_chain_is_short_and_names_each_class_once(game_id):
    chain = table_class(registry.get(game_id)).__mro__
    above = chain[:chain.index(TableBase)]
    assert len(above) <= MAX_ABOVE_BASE, [c.__name__ for c in above]
    names = [c.__name__ for c in chain]
    assert len(names) == len(set(names)), names


def test_the_checks_catch_a_long_chain_and_a_twice_used_name():
    """(The checks above can fail.)"""
    def make(name, *bases):
        return type(name, bases, {})
    a, b, c = make("A", object), make("B", object), make("C", object)
    long = make("T", a, b, c, TableBase)
    assert len(long.__mro__[:long.__mro__.index(TableBase)]) > MAX_ABOVE_BASE
    twin = make("Input", object)
    dup = make("T", make("Input", twin), TableBase)
    names = [k.__name__ for k in dup.__mro__]
    assert len(names) != len(set(names))


def test_a_component_reads_its_scene_through_its_host_alone(app):
    """Set-up order does not matter: the table is made for a scene that stands whole, and what it
    reads of it goes through ``host``."""
    game = GAMES[0]
    info = registry.get(game)
    from game.session import Session

    scene = play_scene(game)(app, Session(info, info.modes[0].id, 1))
    assert isinstance(scene.table, TableBase) and scene.table.host is scene
    assert scene.table.view is scene.view and scene.table.seat == scene.seat
    assert not hasattr(scene.table, "session_key")  # (the shell's own names are not the table's)


# ---------------------------------------------------------------------------------- the still picture
PICTURE_CHORES = {"RegionLayer", "region", "slices"}  # what the kit's Picture does for a table


@pytest.mark.parametrize("game_id", sorted(registry.all_games()))
def test_every_table_keeps_its_still_picture_in_the_kits_picture(game_id):
    """The kit does the drawing chores (cached regions, the parts' slices once per view, the felt):
    no module of a table's package imports what ``scenes/kit/picture.py`` does, and the table made
    holds its ``Picture``."""
    import ast

    from scenes.kit.picture import Picture

    folder = ROOT / "scenes" / game_id
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module in ("scenes.widgets.layers", "scenes.kit.regions"):
                chores = {alias.name for alias in node.names} & PICTURE_CHORES
                assert not chores, f"{path.relative_to(ROOT)} imports {sorted(chores)}: the kit's Picture does that"
    cls = table_class(registry.get(game_id))
    source = "\n".join(inspect.getsource(k) for k in cls.__mro__ if k.__module__.startswith("scenes.")
                       and k is not TableBase)  # (the game's classes, or the kit's ready-made PartsTable)
    assert "Picture(" in source, f"{game_id}: the table keeps no kit Picture"
    assert Picture.__module__ == "scenes.kit.picture"
