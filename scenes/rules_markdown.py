"""The rules documents' Markdown, read into blocks for the rules screen (``scenes.rules_scene``).

A small subset: headings, paragraphs, bold and italic, bullet and numbered lists (nested: a list
item holds the blocks indented under it, a list or a paragraph), tables, quotes and rules.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

_INLINE = re.compile(r"(\*\*.+?\*\*|\*[^*\s][^*]*?\*)")
_MARKER = re.compile(r"^( *)([-*]|\d+[.)])\s+(.*)$")


@dataclass
class Block:
    kind: str  # h1 h2 h3 p ul ol table quote hr
    text: str = ""
    items: list = field(default_factory=list)  # list items, or table rows (lists of cells)
    nested: list = field(default_factory=list)  # a list's: per item, the blocks indented under it


def parse_markdown(text: str) -> list[Block]:
    blocks: list[Block] = []
    para: list[str] = []
    lines = text.replace("\r\n", "\n").split("\n")

    def flush():
        if para:
            blocks.append(Block("p", " ".join(s.strip() for s in para)))
            para.clear()

    i = 0
    while i < len(lines):
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            flush()
            i += 1
            continue
        heading = re.match(r"^(#{1,3})\s+(.*)$", stripped)
        if heading:
            flush()
            blocks.append(Block(f"h{len(heading.group(1))}", heading.group(2).strip()))
        elif re.match(r"^(-{3,}|\*{3,})$", stripped):
            flush()
            blocks.append(Block("hr"))
        elif stripped.startswith("|"):
            flush()
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                row = lines[i].strip().strip("|")
                cells = [c.strip() for c in row.split("|")]
                if not all(re.match(r"^:?-{2,}:?$", c) for c in cells if c):
                    rows.append(cells)
                i += 1
            blocks.append(Block("table", items=rows))
            continue
        elif stripped.startswith(">"):
            flush()
            quote = []
            while i < len(lines) and lines[i].strip().startswith(">"):
                quote.append(lines[i].strip()[1:].strip())
                i += 1
            blocks.append(Block("quote", " ".join(quote)))
            continue
        elif _MARKER.match(line):
            flush()
            block, i = _parse_list(lines, i)
            blocks.append(block)
            continue
        else:
            para.append(stripped)
        i += 1
    flush()
    return blocks


def _parse_list(lines: list[str], i: int) -> tuple[Block, int]:
    """The list starting at line ``i`` and the line after it. An item's lines are those indented
    past its marker; they are read as blocks of their own (a first paragraph continues the item's
    text; a nested list or a later paragraph stays under it)."""
    first = _MARKER.match(lines[i])
    indent, kind = len(first.group(1)), "ul" if first.group(2) in "-*" else "ol"
    bodies: list[list[str]] = []
    while i < len(lines):
        line = lines[i]
        m = _MARKER.match(line)
        if m and len(m.group(1)) == indent and (m.group(2) in "-*") == (kind == "ul"):
            bodies.append([m.group(3)])
        elif line.strip() and len(line) - len(line.lstrip()) > indent:
            bodies[-1].append(line)
        elif not line.strip() and _continues(lines, i + 1, indent):
            bodies[-1].append("")
        else:
            break
        i += 1
    block = Block(kind)
    for body in bodies:
        depth = min((len(s) - len(s.lstrip()) for s in body[1:] if s.strip()), default=0)
        inner = parse_markdown("\n".join([body[0]] + [s[depth:] for s in body[1:]]))
        text = inner.pop(0).text if inner and inner[0].kind == "p" else ""
        block.items.append(text)
        block.nested.append(inner)
    return block, i


def _continues(lines: list[str], i: int, indent: int) -> bool:
    """After a blank line, whether the list goes on: an indented line, or an item at its indent."""
    while i < len(lines) and not lines[i].strip():
        i += 1
    if i >= len(lines):
        return False
    m = _MARKER.match(lines[i])
    return len(lines[i]) - len(lines[i].lstrip()) > indent or bool(m and len(m.group(1)) == indent)


def inline_runs(text: str, base: str = "body") -> list[tuple[str, str]]:
    """``**bold**`` and ``*italic*`` spans -> [(text, role)]."""
    runs = []
    for part in _INLINE.split(text):
        if not part:
            continue
        if part.startswith("**") and part.endswith("**") and len(part) > 4:
            runs.append((part[2:-2], "bold"))
        elif part.startswith("*") and part.endswith("*") and len(part) > 2:
            runs.append((part[1:-1], "italic"))
        else:
            runs.append((part, base))
    return runs


__all__ = ["Block", "inline_runs", "parse_markdown"]
