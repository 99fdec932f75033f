"""The project's layers, each importing only those before it: ``game`` (rules, sessions, saves, bots,
the registry, the command line's pure commands) -> ``scenes`` (what a player sees: the tables, the
shell's screens, widgets) -> ``client`` (the app: the window, the scene stack, the shots driver, the
window's commands). Nothing in game/ imports pygame, pygame_gui, scenes or client; nothing in scenes/
imports client. Read from every module's syntax tree: imports at module level and inside functions,
and imports by name (``importlib.import_module("...")``, ``__import__("...")``).

One module stands outside the layers: game/__main__.py is the program ``python -m game`` runs, never a
module anything imports; its ``if __name__ == "__main__":`` block may start the client.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# layer -> the top-level packages it must never import
FORBIDDEN = {"game": ("pygame", "pygame_gui", "scenes", "client"), "scenes": ("client",)}
LAUNCHER = "game/__main__.py"  # the program python -m game runs: its __main__ block may start the client


def _main_guard(node: ast.AST) -> bool:
    """Whether ``node`` is ``if __name__ == "__main__":``."""
    if not isinstance(node, ast.If) or not isinstance(node.test, ast.Compare):
        return False
    sides = [node.test.left, *node.test.comparators]
    return (any(isinstance(s, ast.Name) and s.id == "__name__" for s in sides)
            and any(isinstance(s, ast.Constant) and s.value == "__main__" for s in sides))


def imports(text: str, package: str = "", filename: str = "<text>", skip_main: bool = False) -> list[tuple[int, str]]:
    """(line, module) for every import in ``text`` (``package``: the module's package, for relative
    imports); ``skip_main`` leaves out what an ``if __name__ == "__main__":`` block imports."""
    tree = ast.parse(text, filename)
    skipped: set[int] = set()
    if skip_main:
        for node in ast.walk(tree):
            if _main_guard(node):
                skipped |= {id(n) for n in ast.walk(node)}
    found = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: from the module's own package (or one above it)
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                found.append((node.lineno, ".".join([*base, node.module] if node.module else base)))
            else:
                found.append((node.lineno, node.module or ""))
        elif (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
              and isinstance(node.args[0].value, str)
              and getattr(node.func, "attr", getattr(node.func, "id", "")) in ("import_module", "__import__")):
            found.append((node.lineno, node.args[0].value))
    return sorted(found)


def offenders(root: Path = ROOT) -> dict[str, list[tuple[int, str]]]:
    """Every module's imports of a layer above its own (or of pygame, in game/), by file."""
    out: dict[str, list[tuple[int, str]]] = {}
    for layer, banned in FORBIDDEN.items():
        for path in sorted((root / layer).rglob("*.py")):
            rel = path.relative_to(root).as_posix()
            package = ".".join(path.relative_to(root).with_suffix("").parts[:-1])
            found = imports(path.read_text(encoding="utf-8"), package, rel, skip_main=rel == LAUNCHER)
            bad = [(line, name) for line, name in found if name.split(".")[0] in banned]
            if bad:
                out[rel] = bad
    return out


def test_no_layer_imports_one_above_it():
    bad = offenders()
    assert not bad, ("a layer imports one above it (game -> scenes -> client; game/ imports no pygame): "
                     f"move the code to the layer it belongs to: {bad}")


def test_the_launcher_starts_the_client_only_when_run():
    text = (ROOT / LAUNCHER).read_text(encoding="utf-8")
    everywhere = [name for _, name in imports(text, "game")]
    unguarded = [name for _, name in imports(text, "game", skip_main=True)]
    assert any(name.startswith("client") for name in everywhere), "python -m game starts the client"
    assert not [name for name in unguarded if name.split(".")[0] in FORBIDDEN["game"]]
    importers = [p.relative_to(ROOT).as_posix() for folder in ("game", "scenes", "client", "tests", "tools")
                 for p in (ROOT / folder).rglob("*.py")
                 if any(name == "game.__main__" for _, name in imports(p.read_text(encoding="utf-8")))]
    importers += ["run_game.py"] if any(name == "game.__main__" for _, name in
                                        imports((ROOT / "run_game.py").read_text(encoding="utf-8"))) else []
    assert not importers, f"game/__main__.py is the program, not a module to import: {importers}"


def test_the_check_reads_every_kind_of_import(tmp_path):
    code = '''"""A module."""
import os
import pygame.display
from scenes import audio


def f():
    from client.app import App
    import importlib
    return importlib.import_module("scenes.menu"), __import__("pygame_gui")


if __name__ == "__main__":
    from client.launch import run
'''
    assert imports(code) == [(2, "os"), (3, "pygame.display"), (4, "scenes"), (8, "client.app"), (9, "importlib"),
                             (10, "pygame_gui"), (10, "scenes.menu"), (14, "client.launch")]
    assert (14, "client.launch") not in imports(code, skip_main=True)
    assert imports("from . import words\nfrom ..base import Rng\n", "game.rules.zz") == [
        (1, "game.rules.zz"), (2, "game.rules.base")]
    (tmp_path / "game" / "rules").mkdir(parents=True)
    (tmp_path / "scenes").mkdir()
    (tmp_path / "game" / "rules" / "ok.py").write_text("import json\nfrom game.protocol import Setup\n")
    (tmp_path / "game" / "bad.py").write_text("from . import protocol\n\n\ndef f():\n    import pygame\n")
    (tmp_path / "scenes" / "bad.py").write_text("import pygame\nfrom client import shots\n")
    assert offenders(tmp_path) == {"game/bad.py": [(5, "pygame")], "scenes/bad.py": [(2, "client")]}
