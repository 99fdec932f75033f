"""The import graph has no circles (developers' guide: "No circles").

The graph is built from the syntax trees, never by importing: every ``import x`` and
``from x import y`` of a module under a package root is an edge, whether it sits at module
level or inside a function (an import inside a function hides a circle; it does not remove it).
``from pkg import name`` where ``name`` is a submodule is an edge to that submodule. Imports
under ``if TYPE_CHECKING:`` are edges too: a circle of types is still a circle. Checks:

- the graph of the roots' modules has no cycle (the cycle found is reported), but for the imports
  inside functions or for types only listed in ``KEPT_EDGES``, each with its reason;
- the packages below scenes/ (the widgets, the kit, each game's table) import one another one way
  only: a game's table builds on the kit, the kit on the widgets, and never back;
- no module imports another module's private name (``from x import _y``);
- every import inside a function says why on its own line or the line above (a comment), and
  there are at most ``MAX_LATE_IMPORTS`` of them: they are kept only for loading heavy parts late.
"""

from __future__ import annotations


import ast
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# The package roots checked: the three layers (game -> scenes -> client).
PACKAGE_ROOTS = ["game", "scenes", "client"]

# Files left out of the check (none: the window's shell moved to client/).
EXCLUDED: set[str] = set()

# Imports that close a circle, kept (importer, imported): reason. Each must stay an import inside a
# function or under ``if TYPE_CHECKING:`` (test_kept_circles_are_late_or_for_types_only).
KEPT_EDGES = {
    # the kit's table names the play scene holding it (types only), which names scenes.tables, which
    # names the kit's table (types only)
    ("scenes.kit.table", "scenes.play"): "the table component's types name the play scene holding it",
}

# Files whose imports inside functions are counted but not yet read for their reason (none left).
REASONS_PENDING: tuple[str, ...] = ()

# Imports inside functions left under the roots above (21; at most 21): game/ 5 (the guided game's loader
# and schema: YAML and pydantic; fluent.runtime and Babel for a message beyond the common subset; the
# system's locale module, asked only when no environment variable names the language; ctypes, for giving
# memory back, at the first release after a scene has left; the sessions' module, with the bots' and
# the hashes' through it, when a save is read: the menu's Continue line reads the folder without them),
# client/ 9 (the bot worker's multiprocessing, the log file's handlers after the first frame, the
# command line's window and shots, which neither a plain start nor ``sim`` loads, and the saves, the
# tables and the guided games), the menu 2 (the screens it opens, ``scenes/menu_screens.py``, loaded
# together on the first click, and the registry; whether a game has a guided game is
# ``game.paths.tutorial_script``, not the guided games' loader). The saves, the registry and the
# guided games (about 80 ms of imports) load after the menu has started decoding its backdrop in the
# background: imported at module level, before the window opens, they make the first frame about 12 ms
# later (same CPU time). One each: pygame_gui (scenes.gui), freetype (scenes.assets). Play over the
# network (3): the command line's serve and join, the new-game screen's hosting and the Join screen's
# side of the network load the sockets' library (websockets, about 60 ms) and the local network's
# (zeroconf, about 95 ms) only when they are used.
MAX_LATE_IMPORTS = 21


@dataclass
class Module:
    name: str
    path: Path
    is_package: bool
    tree: ast.Module
    lines: list[str]
    # (target module, line, inside a function?)
    edges: list[tuple[str, int, bool]] = field(default_factory=list)
    for_types: set[int] = field(default_factory=set)  # the lines of the imports under ``if TYPE_CHECKING:``
    private: list[tuple[str, str, int]] = field(default_factory=list)
    late: list[ast.stmt] = field(default_factory=list)


def _module_name(path: Path) -> tuple[str, bool]:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]), True
    return ".".join(parts), False


def _load(roots: list[str]) -> dict[str, Module]:
    modules: dict[str, Module] = {}
    for root in roots:
        for path in sorted((ROOT / root).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel in EXCLUDED:
                continue
            name, is_package = _module_name(path)
            text = path.read_text(encoding="utf-8")
            modules[name] = Module(name, path, is_package, ast.parse(text, rel), text.splitlines())
    return modules


def _absolute(module: Module, level: int, target: str | None) -> str:
    """The absolute module named by a (possibly relative) ``from`` import."""
    if level == 0:
        return target or ""
    parts = module.name.split(".")
    if not module.is_package:
        parts = parts[:-1]
    if level > 1:
        parts = parts[: len(parts) - (level - 1)]
    base = ".".join(parts)
    return f"{base}.{target}" if target else base


def _known(name: str, modules: dict[str, Module]) -> str | None:
    """The nearest module of the graph that ``name`` (a dotted module path) loads."""
    while name:
        if name in modules:
            return name
        name = name.rpartition(".")[0]
    return None


def _imports(tree: ast.Module) -> list[tuple[ast.Import | ast.ImportFrom, bool, bool]]:
    """Every import statement of ``tree`` in the order of the source, with whether it sits inside a
    function and whether it sits under ``if TYPE_CHECKING:`` (read by the type checker only): one
    walk of the tree (walking it again below every function cost seconds over the whole project)."""
    found: list[tuple[ast.Import | ast.ImportFrom, bool, bool]] = []
    stack: list[tuple[ast.AST, bool, bool]] = [(tree, False, False)]
    while stack:
        node, in_function, for_types = stack.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append((node, in_function, for_types))
            continue
        if not isinstance(node, (ast.stmt, ast.Module, ast.excepthandler, ast.match_case, ast.Lambda)):
            continue  # an expression holds no statement (a lambda's body is an expression too)
        inner = in_function or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        typed = isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        children = list(ast.iter_child_nodes(node))
        for child in reversed(children):
            stack.append((child, inner, for_types or (typed and child in node.body)))
    found.sort(key=lambda item: (item[0].lineno, item[0].col_offset))
    return found


def build_graph(roots: list[str]) -> dict[str, Module]:
    modules = _load(roots)
    for module in modules.values():
        imports = _imports(module.tree)
        module.for_types = {node.lineno for node, _late, typed in imports if typed}
        for node, late, _typed in imports:
            if late:
                module.late.append(node)
            if isinstance(node, ast.Import):
                for alias in node.names:
                    target = _known(alias.name, modules)
                    if target and target != module.name:
                        module.edges.append((target, node.lineno, late))
                continue
            base = _absolute(module, node.level, node.module)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                if sub in modules:
                    target: str | None = sub
                else:
                    target = _known(base, modules)
                    if alias.name.startswith("_") and not alias.name.startswith("__"):
                        module.private.append((base, alias.name, node.lineno))
                if target and target != module.name:
                    module.edges.append((target, node.lineno, late))
    return modules


def find_cycle(modules: dict[str, Module], kept=frozenset()) -> list[str] | None:
    """A cycle of the graph as a list of modules (first == last), or None; ``kept``: (importer,
    imported) pairs whose imports inside functions or for types only are left out."""
    graph = {name: sorted({t for t, line, late in m.edges
                           if not ((late or line in m.for_types) and (name, t) in kept)})
             for name, m in modules.items()}
    return _cycle(graph)


def _cycle(graph: dict[str, list[str]]) -> list[str] | None:
    """A cycle of ``graph`` (node -> the nodes it points to) as a list (first == last), or None."""
    state: dict[str, int] = {}  # 1 on the path, 2 done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in graph.get(node, ()):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for name in sorted(graph):
        if name not in state:
            found = visit(name)
            if found:
                return found
    return None


def scenes_package(name: str, modules: dict[str, Module]) -> str | None:
    """The package below scenes/ that module ``name`` is or belongs to (``scenes.kit``), or None."""
    parts = name.split(".")
    if parts[0] != "scenes" or len(parts) < 2 or (len(parts) == 2 and not modules[name].is_package):
        return None
    return ".".join(parts[:2])


def package_graph(modules: dict[str, Module]) -> dict[str, list[str]]:
    """The packages below scenes/, each pointing to those its modules import (late or not)."""
    graph: dict[str, set[str]] = {}
    for name, module in modules.items():
        here = scenes_package(name, modules)
        if here is not None:
            targets = {scenes_package(t, modules) for t, _, _ in module.edges}
            graph.setdefault(here, set()).update(t for t in targets if t is not None and t != here)
    return {name: sorted(targets) for name, targets in graph.items()}


def _is_reason(comment: str) -> bool:
    """A comment that says something (not only a ``noqa`` or a ``type: ignore``)."""
    text = comment.lstrip("#").strip()
    return bool(text) and not text.startswith(("noqa", "type:"))


def _has_reason(module: Module, node: ast.stmt) -> bool:
    line = module.lines[node.lineno - 1]
    if "#" in line and _is_reason(line[line.index("#"):]):
        return True
    above = module.lines[node.lineno - 2].strip() if node.lineno >= 2 else ""
    return above.startswith("#") and _is_reason(above)


@pytest.fixture(scope="module")
def graph() -> dict[str, Module]:
    return build_graph(PACKAGE_ROOTS)


def test_the_graph_sees_the_modules(graph):
    # a guard for the checks below: the graph is built from real files with real edges
    assert "game.session" in graph and "game.rules.base" in graph
    assert {"scenes.menu", "scenes.kit.table", "scenes.widgets.text", "client.app"} <= set(graph)
    assert any(m.edges for m in graph.values())
    assert not EXCLUDED & {m.path.relative_to(ROOT).as_posix() for m in graph.values()}


def test_no_import_cycle(graph):
    cycle = find_cycle(graph, frozenset(KEPT_EDGES))
    if cycle:
        steps = []
        for a, b in zip(cycle, cycle[1:]):
            lines = [(line, late) for t, line, late in graph[a].edges if t == b]
            where = ", ".join(f"line {n}{' (in a function)' if late else ''}" for n, late in lines)
            steps.append(f"{a} -> {b} ({where})")
        pytest.fail("import cycle:\n  " + "\n  ".join(steps))


def test_kept_circles_are_late_or_for_types_only(graph):
    for (a, b), reason in KEPT_EDGES.items():
        found = [late or line in graph[a].for_types for t, line, late in graph[a].edges if t == b]
        assert found, f"{a} no longer imports {b}: take it out of KEPT_EDGES"
        assert all(found), f"{a} imports {b} at module level: the circle {reason!r} is closed for good"


def test_the_check_finds_a_circle_through_a_late_import():
    def module(name, *edges):
        return Module(name, ROOT / f"{name}.py", False, ast.parse(""), [], list(edges))

    modules = {"a": module("a", ("b", 1, False)), "b": module("b", ("a", 5, True))}
    assert find_cycle(modules) == ["a", "b", "a"]
    assert find_cycle(modules, frozenset({("b", "a")})) is None
    assert find_cycle(modules, frozenset({("a", "b")})) == ["a", "b", "a"]  # only a late import is kept
    modules["a"].for_types = {1}
    assert find_cycle(modules, frozenset({("a", "b")})) is None  # or one for types only


def test_the_packages_of_scenes_import_one_another_one_way(graph):
    packages = package_graph(graph)
    assert {"scenes.kit", "scenes.widgets"} <= set(packages) and "scenes.widgets" in packages["scenes.kit"]
    cycle = _cycle(packages)
    if cycle:
        steps = []
        for a, b in zip(cycle, cycle[1:]):
            lines = [f"{m.path.relative_to(ROOT)}:{line}" for m in graph.values()
                     if scenes_package(m.name, graph) == a for t, line, _ in m.edges
                     if scenes_package(t, graph) == b]
            steps.append(f"{a} -> {b} ({', '.join(lines)})")
        pytest.fail("packages of scenes/ in a circle:\n  " + "\n  ".join(steps))


def test_no_private_names_imported(graph):
    found = [f"{m.path.relative_to(ROOT)}:{line}: from {src} import {name}"
             for m in graph.values() for src, name, line in m.private]
    assert not found, "private names imported from another module:\n" + "\n".join(found)


def test_late_imports_say_why_and_are_few(graph):
    silent = [f"{m.path.relative_to(ROOT)}:{node.lineno}"
              for m in graph.values() for node in m.late
              if not _has_reason(m, node) and not m.path.relative_to(ROOT).as_posix().startswith(REASONS_PENDING)]
    assert not silent, "imports inside functions without a reason comment:\n" + "\n".join(silent)
    count = sum(len(m.late) for m in graph.values())
    assert count <= MAX_LATE_IMPORTS, f"{count} imports inside functions (at most {MAX_LATE_IMPORTS})"
