"""Registration: games register by their package, load lazily, and a broken package is an error with its
traceback, never a silent skip."""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import game.rules
from game import registry
from game.protocol import ModeSpec, OptionSpec, SetupError
from game.registry import GameInfo, RegistryError

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def extra_rules(tmp_path, monkeypatch):
    """A temporary folder added to ``game.rules``'s package path, and a clean registry cache."""
    folder = tmp_path / "rules"
    folder.mkdir()
    monkeypatch.setattr(game.rules, "__path__", list(game.rules.__path__) + [str(folder)])
    registry.games.cache_clear()
    registry.all_games.cache_clear()
    yield folder
    registry.games.cache_clear()
    registry.all_games.cache_clear()
    for name in list(sys.modules):
        if name.startswith("game.rules.zz_"):
            del sys.modules[name]


def test_a_broken_game_package_is_an_error_with_its_traceback(extra_rules):
    pkg = extra_rules / "zz_broken"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("import not_a_module_that_exists_anywhere\n", encoding="utf-8")
    with pytest.raises(RegistryError) as err:
        registry.games()
    assert "zz_broken" in str(err.value) and "not_a_module_that_exists_anywhere" in str(err.value)
    assert "Traceback" in err.value.details and "zz_broken" in err.value.details


def test_a_package_raising_anything_is_reported_too(extra_rules):
    pkg = extra_rules / "zz_raises"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("raise ValueError('bad data table')\n", encoding="utf-8")
    with pytest.raises(RegistryError, match="ValueError: bad data table"):
        registry.games()


def test_a_helper_package_without_a_game_is_not_a_game(extra_rules):
    pkg = extra_rules / "zz_helpers"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("X = 1\n", encoding="utf-8")
    assert "zz_helpers" not in registry.games() and set(registry.games()) <= set(registry.game_packages())


def test_a_second_game_registers_just_by_existing(extra_rules):
    pkg = extra_rules / "zz_toy"
    pkg.mkdir()
    (pkg / "__init__.py").write_text(textwrap.dedent('''
        from game.protocol import ModeSpec
        from game.registry import GameInfo
        GAME = GameInfo(id="toy", title="Toy", tagline="t", modes=(ModeSpec("duel", "Duel", "d", (2, 2)),),
                        rules="game.rules.zz_toy.rules:RULES", rules_doc="toy.md")
    '''), encoding="utf-8")
    (pkg / "rules.py").write_text("raise RuntimeError('never imported while registering')\n", encoding="utf-8")
    games = registry.games()
    assert games["toy"].title == "Toy", "registered without importing its rules"
    with pytest.raises(RuntimeError, match="never imported"):
        games["toy"].load_data()


def test_a_game_is_named_after_its_package_and_finds_its_parts_there(extra_rules):
    pkg = extra_rules / "zz_named"
    pkg.mkdir()
    (pkg / "__init__.py").write_text(textwrap.dedent('''
        from game.protocol import ModeSpec
        from game.registry import GameInfo
        GAME = GameInfo(title="Named", tagline="t", modes=(ModeSpec("duel", "Duel", "d", (2, 2)),),
                        bots={"hard": ".bots.planner:HardBot", "easy": "game.ai.levels:EasyBot"},
                        policy=".bots.policy:NamedPolicy")
    '''), encoding="utf-8")
    info = registry.games()["zz_named"]
    assert info.id == "zz_named" and info.rules == "game.rules.zz_named.game:RULES"
    assert info.rules_doc == "zz_named.md" and info.cover == "zz_named/cover.png"
    assert info.bots == {"random": registry.RANDOM_BOT, "hard": "game.rules.zz_named.bots.planner:HardBot",
                         "easy": "game.ai.levels:EasyBot"}
    assert info.policy == "game.rules.zz_named.bots.policy:NamedPolicy"
    assert sys.modules["game.rules.zz_named"].GAME is info


def test_registering_imports_no_rules_module():
    code = ("import sys\nfrom game import registry\nregistry.games()\n"
            "heavy = [m for m in sys.modules if m.startswith('game.rules.') and m.count('.') > 2 "
            "or m in ('pydantic', 'yaml', 'pygame')]\nprint(heavy)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]", out.stdout


def test_option_and_mode_declarations():
    spec = ModeSpec("m", "M", "d", (2, 3), options=(OptionSpec("v", "V", "choice", 1, (1, 2)),))
    assert spec.option("v").validate(2) == 2
    with pytest.raises(SetupError):
        spec.option("v").validate(3)
    with pytest.raises(SetupError):
        spec.option("v").validate(True)
    assert not spec.solo and ModeSpec("s", "S", "d").solo
    info = GameInfo("G", "t", (spec,), "x", "g.md", id="g")
    with pytest.raises(KeyError, match="known: m"):
        info.mode("n")
