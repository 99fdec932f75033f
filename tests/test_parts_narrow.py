"""Parts get a narrow context: no part or helper module of a table reaches a private member of its table.

Read from the syntax tree of ``scenes/<id>/*.py`` for every game whose scenes package has been made
narrow, which it says with ``NARROW_PARTS = True`` in its ``scenes/<id>/__init__.py`` (a game joins by
making what its parts need public and declaring it; the list only grows). An offence is an attribute
whose name starts with a single ``_`` read off the table as the parts and helpers name it: ``t``,
``table``, ``scene`` or ``self.t`` (``t._tile_tip``, ``self.t._cell_tip(cell)``, ``scene._ask()``).
The table's own methods reaching its own members through ``self`` are the table's business.
"""
from __future__ import annotations

import ast
from pathlib import Path

from game import registry

ROOT = Path(__file__).resolve().parent.parent
TABLE_NAMES = ("t", "table", "scene")  # how parts and helpers name the table (and ``self.t``)
FLAG = "NARROW_PARTS"


def declares_narrow(init_text: str) -> bool:
    """Whether a scenes package's ``__init__`` says ``NARROW_PARTS = True`` at its top level."""
    for node in ast.parse(init_text).body:
        if isinstance(node, ast.Assign) and any(isinstance(x, ast.Name) and x.id == FLAG for x in node.targets):
            return isinstance(node.value, ast.Constant) and node.value.value is True
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == FLAG:
            return isinstance(node.value, ast.Constant) and node.value.value is True
    return False


def narrow_games() -> list[str]:
    """The games whose scenes package declares its parts narrow."""
    out = []
    for game in registry.all_games():
        init = ROOT / "scenes" / game / "__init__.py"
        if init.exists() and declares_narrow(init.read_text(encoding="utf-8")):
            out.append(game)
    return sorted(out)


def _is_table(node: ast.expr) -> bool:
    if isinstance(node, ast.Name):
        return node.id in TABLE_NAMES
    return (isinstance(node, ast.Attribute) and node.attr == "t" and isinstance(node.value, ast.Name)
            and node.value.id == "self")


def private_reaches(text: str, filename: str = "<text>") -> list[tuple[int, str]]:
    """(line, ``name._member``) for each private member of the table read in ``text``."""
    found = []
    for node in ast.walk(ast.parse(text, filename)):
        if (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")
                and _is_table(node.value)):
            found.append((node.lineno, f"{ast.unparse(node.value)}.{node.attr}"))
    return sorted(found)


def test_no_module_of_a_narrow_table_reaches_a_private_member_of_its_table():
    offenders = {}
    for game in narrow_games():
        for path in sorted((ROOT / "scenes" / game).glob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            hits = private_reaches(path.read_text(encoding="utf-8"), rel)
            if hits:
                offenders[rel] = hits
    assert not offenders, ("parts and helpers reach private members of their table (make what they need "
                           f"public and narrow, or pass it as an argument): {offenders}")


def test_some_games_are_narrow_and_declare_it_from_their_scenes_package():
    games = narrow_games()
    assert games, "no scenes package declares NARROW_PARTS = True: the check above would read nothing"
    assert set(games) <= set(registry.all_games())


def test_the_check_sees_the_table_names_and_nothing_else():
    code = '''
class Part:
    def pieces(self, view):
        t = self.t
        return [t._tip(1), self.t._click, table._box(), scene._ask(target=1), t.public, self._own,
                st._ranks(), t.__class__, other._x, self.t.grid._cells]
'''
    assert private_reaches(code) == [(5, "scene._ask"), (5, "self.t._click"), (5, "t._tip"), (5, "table._box")]
    assert declares_narrow("'''doc'''\nNARROW_PARTS = True\n")
    assert not declares_narrow("NARROW_PARTS = False\n")
    assert not declares_narrow("def f():\n    NARROW_PARTS = True\n")
    assert not declares_narrow("X = 1\n")
