"""The subset of Project Fluent that game/text.py says itself: a catalogue split into entries (by id)
and an entry parsed, on its first use, into patterns of text and placeables. Anything beyond the
subset parses to ``("fluent",)``, which hands the message to fluent.runtime; tests/test_catalogues.py
says every message both ways and requires the same text."""
from __future__ import annotations

import re
from typing import Any

# an entry's start (its id, group 1) or a comment line (no group), at the start of a line
_MARK = re.compile(r"^(?:(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=|#)", re.MULTILINE)


def split_entries(source: str) -> dict[str, str]:
    """Each entry's source (its value and attributes) by its id; comments and blank lines dropped: an
    entry runs to the next entry or comment line (one scan of the file)."""
    out: dict[str, str] = {}
    name = None
    start = 0
    for match in _MARK.finditer(source):
        if name is not None:
            out[name] = source[start:match.start()]
        name = match.group(1)  # None after a comment: what follows it belongs to no entry
        start = match.end()
    if name is not None:
        out[name] = source[start:]
    return out


_ATTR = re.compile(r"\n[ \t]+\.([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=")


def parse_entry(body: str) -> tuple[list, dict]:
    """An entry's value and attributes as patterns: lists of text and placeables, where a placeable
    is ``("var", name)``, ``("term", name)``, ``("ref", id, attr)``, ``("lit", text)``,
    ``("num", n)`` or ``("select", selector, [(key, pattern)], default_index)``; anything else is
    ``("fluent",)``, which hands the message to the library."""
    body = body.rstrip()
    parts = _ATTR.split(body)
    value = _Parser(parts[0]).pattern() if parts[0].strip() else []
    attrs = {parts[i]: _Parser(parts[i + 1]).pattern() for i in range(1, len(parts) - 1, 2)}
    return value, attrs


class _Parser:
    def __init__(self, text: str):
        self.s = text
        self.i = 0

    def pattern(self) -> list:
        lines = self.s.split("\n")
        if len(lines) > 1 and any(line.strip() for line in lines[1:]) and "{" not in self.s:
            return [("fluent",)]  # multi-line text: left to the library
        out = self._elements(stop="")
        if out and isinstance(out[0], str):
            out[0] = out[0].lstrip(" \t")
        if out and isinstance(out[-1], str):
            out[-1] = out[-1].rstrip()
        return [e for e in out if e != ""]

    def _elements(self, stop: str) -> list:
        out: list = []
        text: list[str] = []
        s = self.s
        while self.i < len(s):
            ch = s[self.i]
            if stop and ch in stop:
                break
            if ch == "{":
                out.append("".join(text))
                text = []
                self.i += 1
                out.append(self._placeable())
                continue
            if ch == "}":
                raise ValueError(f"an unbalanced }} in {s!r:.80}")
            if ch == "\n":
                if "\n" in stop:
                    break
                return [("fluent",)]  # text over several lines
            text.append(ch)
            self.i += 1
        out.append("".join(text))
        return out

    def _ws(self) -> None:
        while self.i < len(self.s) and self.s[self.i] in " \t\n":
            self.i += 1

    def _placeable(self) -> tuple:
        self._ws()
        expr = self._expression()
        self._ws()
        if self.s.startswith("->", self.i):
            self.i += 2
            variants, default = self._variants()
            self._ws()
            self._expect("}")
            if expr[0] not in ("var", "term") or (expr[0] == "term" and not expr[2]):
                return ("fluent",)
            return ("select", expr, variants, default)
        self._expect("}")
        if expr[0] == "term" and expr[2]:
            return ("fluent",)  # a term's attribute is only a selector
        return expr

    def _expect(self, ch: str) -> None:
        if not self.s.startswith(ch, self.i):
            raise ValueError(f"expected {ch!r} at {self.s[self.i:self.i + 30]!r} in {self.s!r:.120}")
        self.i += 1

    def _name(self) -> str:
        match = re.compile(r"[a-zA-Z][a-zA-Z0-9_-]*").match(self.s, self.i)
        if not match:
            raise ValueError(f"expected a name at {self.s[self.i:self.i + 30]!r}")
        self.i = match.end()
        return match.group(0)

    def _expression(self) -> tuple:
        s, i = self.s, self.i
        if s.startswith("$", i):
            self.i += 1
            return ("var", self._name())
        if s.startswith('"', i):
            end = s.index('"', i + 1)
            literal = s[i + 1:end]
            self.i = end + 1
            return ("lit", literal) if "\\" not in literal else ("fluent",)
        number = re.compile(r"-?[0-9]+(\.[0-9]+)?").match(s, i)
        if number:
            self.i = number.end()
            return ("num", int(number.group(0))) if number.group(1) is None else ("fluent",)
        term = s.startswith("-", i)
        if term:
            self.i += 1
        name = self._name()
        attr = ""
        if self.s.startswith(".", self.i):
            self.i += 1
            attr = self._name()
        if self.s.startswith("(", self.i):  # a function or a parameterized term
            depth = 0
            while self.i < len(self.s):
                depth += {"(": 1, ")": -1}.get(self.s[self.i], 0)
                self.i += 1
                if depth == 0:
                    break
            return ("fluent",)
        return ("term", name, attr) if term else ("ref", name, attr)

    def _variants(self) -> tuple[list, int]:
        variants: list = []
        default = -1
        while True:
            self._ws()
            if self.s.startswith("}", self.i):
                break
            star = self.s.startswith("*", self.i)
            if star:
                self.i += 1
                default = len(variants)
            self._expect("[")
            end = self.s.index("]", self.i)
            raw = self.s[self.i:end].strip()
            self.i = end + 1
            key: Any = int(raw) if re.fullmatch(r"-?[0-9]+", raw) else raw
            while self.i < len(self.s) and self.s[self.i] in " \t":
                self.i += 1
            elements = self._elements(stop="\n")
            if elements and isinstance(elements[-1], str):
                elements[-1] = elements[-1].rstrip()
            variants.append((key, [e for e in elements if e != ""]))
        if default < 0:
            raise ValueError("a select expression without a default variant")
        return variants, default
