"""Architecture checks: the rules stay pure Python, and the project never reads the design notes.

Everything the program needs is in data/ and docs/; the rulebooks and notes used while building
it live outside the project and must never be opened at run time or by the tests.
"""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "game" / "rules"
# Built from pieces so that this file does not match its own check.
FORBIDDEN = ("..".strip() + "/" + "shared", "shared" + "/" + "rules")
TEXT_SUFFIXES = {".py", ".yaml", ".yml", ".json", ".md", ".txt", ".toml", ".cfg", ".ini", ".spec", ".sh", ""}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
            names.add(str(node.args[0].value))
    return names


CORE = [ROOT / "game" / n for n in ("protocol.py", "session.py", "saves.py", "registry.py", "stats.py")]


def test_rule_sources_do_not_import_pygame():
    files = sorted(RULES.rglob("*.py")) + sorted((ROOT / "game" / "ai").rglob("*.py"))
    files += [p for p in CORE if p.exists()]
    assert files, "no rule modules found"
    for path in files:
        text = path.read_text(encoding="utf-8")
        for name in _imports(path):
            top = name.split(".")[0]
            assert top not in ("pygame", "pygame_gui", "scenes", "client"), f"{path.relative_to(ROOT)} imports {name}"
        for line in text.splitlines():
            stripped = line.strip()
            assert not stripped.startswith(("import pygame", "from pygame")), f"{path.relative_to(ROOT)}: {line}"


def test_rules_import_without_pygame():
    code = (
        "import sys\n"
        "import game.saves\n"
        "from game import registry\n"
        "from game.session import Session\n"
        "for game in registry.all_games().values():  # every game's rules, data and a first move\n"
        "    s = Session(game, game.modes[0].id, 1).state\n"
        "    seat = min(s.to_move())\n"
        "    s.apply(seat, s.legal_actions(seat)[0])\n"
        "from game.ai.random_bot import RandomBot\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui', 'scenes'))\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


def _project_files():
    for folder in ("game", "scenes", "client", "tests", "data", "docs"):
        base = ROOT / folder
        if base.exists():
            yield from (p for p in base.rglob("*") if p.is_file())
    for name in ("README.md", "pyproject.toml", "build.spec", "run_game.py"):
        if (ROOT / name).exists():
            yield ROOT / name
    if (ROOT / ".ci").exists():
        yield from (p for p in (ROOT / ".ci").rglob("*") if p.is_file())


def test_no_file_refers_to_the_design_notes():
    me = Path(__file__).resolve()
    checked = 0
    offenders = []
    for path in _project_files():
        if path.resolve() == me or "__pycache__" in path.parts or path.suffix not in TEXT_SUFFIXES:
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue
        checked += 1
        for number, line in enumerate(text.splitlines(), 1):
            if any(needle in line for needle in FORBIDDEN):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert checked > 20
    assert not offenders, "the project must not read the design notes outside it:\n" + "\n".join(offenders)
