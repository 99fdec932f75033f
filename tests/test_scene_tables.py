"""The scenes layer finds a game's table and end screen by the game's id (scenes.tables): by the
package layout's convention, or as the game's scenes package declares them. The registry names none."""
from __future__ import annotations

import dataclasses
import sys

import pytest

import scenes
from game import registry
from game.protocol import ModeSpec
from game.registry import GameInfo
from scenes.kit.table import TableBase
from scenes.play import PlayScene
from scenes.tables import end_class, end_path, table_class, table_path


def toy(game_id: str) -> GameInfo:
    return GameInfo(title="Toy", tagline="t", modes=(ModeSpec("duel", "Duel", "d", (2, 2)),)).named(game_id)


@pytest.fixture
def extra_scenes(tmp_path, monkeypatch):
    """A temporary folder added to ``scenes``' package path."""
    monkeypatch.setattr(scenes, "__path__", list(scenes.__path__) + [str(tmp_path)])
    yield tmp_path
    for name in list(sys.modules):
        if name.startswith("scenes.zz_"):
            del sys.modules[name]


def test_the_registry_names_no_scene():
    fields = {f.name for f in dataclasses.fields(GameInfo)}
    assert not {name for name in fields if "scene" in name}, fields
    for game in registry.all_games().values():
        assert not [v for v in vars(game).values() if isinstance(v, str) and v.startswith("scenes.")]


def test_by_convention_a_games_scenes_are_in_its_package():
    game = toy("zz_named")
    assert table_path(game) == "scenes.zz_named.table:ZzNamedTable"
    assert end_path(game) == "scenes.zz_named.end:ZzNamedEndScene"
    with pytest.raises(ImportError):
        table_class(game)


def test_a_games_scenes_package_may_name_its_own(extra_scenes):
    pkg = extra_scenes / "zz_declared"
    pkg.mkdir()
    (pkg / "__init__.py").write_text('END_SCREEN = "scenes.score_screen:ScoreScreen"\n', encoding="utf-8")
    game = toy("zz_declared")
    assert table_path(game) == "scenes.zz_declared.table:ZzDeclaredTable"  # not declared: the convention
    from scenes.score_screen import ScoreScreen

    assert end_class(game) is ScoreScreen


def test_a_broken_scenes_package_is_its_own_error(extra_scenes):
    pkg = extra_scenes / "zz_broken"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("import not_a_module_that_exists_anywhere\n", encoding="utf-8")
    with pytest.raises(ModuleNotFoundError, match="not_a_module_that_exists_anywhere"):
        table_path(toy("zz_broken"))


@pytest.mark.parametrize("game", list(registry.games().values()), ids=lambda g: g.id)
def test_every_game_on_the_menu_has_a_table_and_an_end_screen(game):
    assert issubclass(table_class(game), (PlayScene, TableBase))
    assert isinstance(end_class(game), type)
