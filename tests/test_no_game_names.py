"""No shared file names a game: shared code, tests and benchmarks take their games from the registry.

Read from the syntax tree of tests/*.py, benchmarks/*.py, game/*.py, scenes/*.py, scenes/kit/,
scenes/widgets/ and client/ (a game's own files are left out: ``tests/test_<id>_*.py``,
``benchmarks/bench_<id>.py``, ``game/rules/<id>/``, ``scenes/<id>/``). A game id counts where the code uses it: in a name (split at
underscores, dots and capitals: ``OfrendaScene``, ``bench_ofrenda``) or in a string (``"ofrenda/table"``,
``"autosave-oaxaca.json"``). Comments and docstrings may give a game as an example and are not read.
The registry finds the games by scanning ``game/rules`` and keeps no list of them, so nothing is
allowed for it; what is still allowed is listed in ``ALLOWED`` with why, and must go when it is mended.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

from game import registry

ROOT = Path(__file__).resolve().parent.parent
SHARED = ("tests/*.py", "benchmarks/*.py", "game/*.py", "scenes/*.py", "scenes/kit/**/*.py", "scenes/widgets/**/*.py",
          "client/**/*.py")
# path -> why it may still name a game (each entry must still be needed: the list only shrinks)
ALLOWED: dict[str, str] = {}


def game_ids() -> tuple[str, ...]:
    return tuple(registry.all_games())


def shared_files() -> list[Path]:
    ids = game_ids()
    own = re.compile(rf"^(test|bench)_({'|'.join(ids)})(_.*)?\.py$")
    files = {p for pattern in SHARED for p in ROOT.glob(pattern)}
    return sorted(p for p in files if not own.match(p.name))


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string nodes that are docstrings (a module's, a class's, a function's)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(getattr(first.value, "value", None), str):
                out.add(id(first.value))
    return out


def _name_parts(name: str) -> set[str]:
    """``bench_OfrendaScene.x`` -> {"bench", "ofrenda", "scene", "x"}."""
    words = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")
    return {part.lower() for chunk in re.split(r"[_.]", name) for part in words.findall(chunk)}


def names_of_games(text: str, ids: tuple[str, ...], filename: str = "<text>") -> list[tuple[int, str]]:
    """(line, game id) for each use of a game id in ``text``'s code."""
    tree = ast.parse(text, filename)
    docs = _docstrings(tree)
    word = re.compile(rf"(?<![A-Za-z0-9])({'|'.join(ids)})(?![A-Za-z0-9])")
    found = []
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Name):
            names = [node.id]
        elif isinstance(node, ast.Attribute):
            names = [node.attr]
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [node.name]
        elif isinstance(node, ast.arg):
            names = [node.arg]
        elif isinstance(node, ast.alias):
            names = [node.name, node.asname or ""]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        elif isinstance(node, ast.keyword) and node.arg:
            names = [node.arg]
        for name in names:
            for game in sorted(_name_parts(name) & set(ids)):
                found.append((node.lineno, game))
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            for match in word.finditer(node.value):
                found.append((node.lineno, match.group(1)))
    return sorted(set(found))


def test_no_shared_file_names_a_game():
    ids = game_ids()
    offenders = {}
    for path in shared_files():
        rel = path.relative_to(ROOT).as_posix()
        hits = names_of_games(path.read_text(encoding="utf-8"), ids, rel)
        if hits and rel not in ALLOWED:
            offenders[rel] = hits
    assert not offenders, ("shared files name a game (take the games from game.registry; a test about one "
                           f"game goes in its tests/test_<id>_*.py): {offenders}")


def test_every_allowance_is_still_needed():
    ids = game_ids()
    mended = [rel for rel in ALLOWED if not (ROOT / rel).exists()
              or not names_of_games((ROOT / rel).read_text(encoding="utf-8"), ids, rel)]
    assert not mended, f"these name no game now: take them out of ALLOWED: {mended}"


def test_the_check_sees_names_and_strings_but_not_prose():
    ids = ("calavera", "pan")  # made-up games
    code = '''"""A module about calavera."""
from scenes.calavera.table import CalaveraScene  # a comment on pan
import bench_pan


def f(game_id="x"):
    """Docstring: calavera."""
    return registry.get("calavera"), "autosave-pan.json", "Calavera", "calaveras", "pantry", first_game()
'''
    assert names_of_games(code, ids) == [(2, "calavera"), (3, "pan"), (8, "calavera"), (8, "pan")]
    shared = {p.relative_to(ROOT).as_posix() for p in shared_files()}
    assert "tests/conftest.py" in shared and "scenes/kit/board.py" in shared and "game/registry.py" in shared
    assert not any(name.startswith(("game/rules/", "scenes/" + game_ids()[0] + "/")) for name in shared)
    assert not [name for name in shared if re.match(rf"tests/test_({'|'.join(game_ids())})_", name)]
