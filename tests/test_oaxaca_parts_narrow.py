"""Parts get a narrow context (issue 34, point 3): Oaxaca's parts (``scenes/oaxaca/parts.py`` and
``mat_parts.py``) reach their table only through its public names, never a private member
(``t._draw_deck``, ``self.t._click_die``), so that what a part needs of its table is named and kept
narrow.

The test reads the source (an ``ast`` walk), so it needs no display."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PARTS = (ROOT / "scenes" / "oaxaca" / "parts.py", ROOT / "scenes" / "oaxaca" / "mat_parts.py")

TABLE_NAMES = {"t", "table", "scene"}


def _reaches_table(node: ast.expr) -> bool:
    """``t``, ``table``, ``scene`` or ``self.t``: the table a part was given."""
    if isinstance(node, ast.Name):
        return node.id in TABLE_NAMES
    return (isinstance(node, ast.Attribute) and node.attr == "t" and isinstance(node.value, ast.Name)
            and node.value.id == "self")


def private_reaches(path: Path) -> list[str]:
    """Each ``<table>._name`` in ``path``, as ``line: source``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")
                and _reaches_table(node.value)):
            out.append(f"{node.lineno}: {ast.unparse(node)}")
    return sorted(out, key=lambda s: int(s.split(":")[0]))


def test_parts_reach_only_public_names_of_their_table():
    for path in PARTS:
        assert path.exists(), path
        found = private_reaches(path)
        assert not found, f"{path.relative_to(ROOT)} reaches private members of its table:\n" + "\n".join(found)


def test_the_check_finds_a_private_reach(tmp_path):
    sample = tmp_path / "parts.py"
    sample.write_text("class P:\n    def paint(self, s, v):\n        self.t._draw(s)\n        t._tip\n"
                      "        self.t.public(s)\n        self._own\n", encoding="utf-8")
    assert private_reaches(sample) == ["3: self.t._draw", "4: t._tip"]
