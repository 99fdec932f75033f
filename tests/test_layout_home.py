"""Layout lives in one place per table (issue 34, point 8).

A rectangle whose place or size is written as numbers is layout: it belongs in a layout module
(scenes/<id>/layout.py for a table, scenes/shell_layout.py for the shell screens and the shared
play scene, scenes/new_game_layout.py, ...), and parts and screens take it from there by name.
This test reads every module under scenes/ and client/ and fails on a ``Rect(...)`` or
``pygame.Rect(...)`` call outside a ``*layout.py`` module with two or more non-zero number literals
among its arguments (positional, or inside a tuple argument). Zeros are an origin, not a place
(``Rect(0, 0, w, h)``, the ``Rect(0, 0, 0, 0)`` placeholder); numbers inside expressions
(``r.x + 12``) are offsets from a named rectangle, not layout.
"""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIRS = ("scenes", "client")


def _number(node: ast.expr) -> bool:
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        node = node.operand
    return (isinstance(node, ast.Constant) and isinstance(node.value, (int, float))
            and not isinstance(node.value, bool) and node.value != 0)


def _is_rect(call: ast.Call) -> bool:
    f = call.func
    return (isinstance(f, ast.Name) and f.id == "Rect") or (isinstance(f, ast.Attribute) and f.attr == "Rect")


def literal_rects(source: str) -> list[int]:
    """The line numbers of Rect calls with two or more non-zero number literals."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not (isinstance(node, ast.Call) and _is_rect(node)):
            continue
        args: list[ast.expr] = []
        for a in node.args:
            args.extend(a.elts if isinstance(a, (ast.Tuple, ast.List)) else [a])
        if sum(_number(a) for a in args) >= 2:
            out.append(node.lineno)
    return out


def test_the_rule_sees_numbers():
    assert literal_rects("r = pygame.Rect(1052, 246, 216, 466)") == [1]
    assert literal_rects("r = Rect((16, 60), size)") == [1]
    assert literal_rects("r = pygame.Rect(0, 0, 0, 0)\nq = Rect(0, 0, w, h)\np = Rect(r.x + 4, r.y + 8, w, h)") == []
    assert literal_rects("r = pygame.Rect(110, top, -1060, h)") == [1]


def test_no_rect_numbers_outside_layout_modules():
    found = []
    for d in DIRS:
        for path in sorted((ROOT / d).rglob("*.py")):
            if path.name.endswith("layout.py"):
                continue
            for line in literal_rects(path.read_text(encoding="utf-8")):
                found.append(f"{path.relative_to(ROOT)}:{line}")
    assert not found, "rectangles written as numbers outside a layout module:\n" + "\n".join(found)
