"""Portents' components and altar, loaded from ``data/portents/altar.yaml`` and cross-checked.

Inside the rules everything is a small int: a tile (and an Omen) is ``colour * 4 + shape``
(0-15); an attribute is a colour 0-3 or a shape 4-7; a cell is 0-8, row by row from the
top-left; a line (row, column or diagonal) 0-7 in the file's order; a slot 0-15, clockwise from
the top-left corner. Names (``red-claw``, ``top``) are for actions, saves and words.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.datafiles import DataError
from game.paths import resource_root
from game.rules.portents.schema import AltarFile
from game.rules.strict import load_yaml
from game.text import Msg, say

SIDES = ("top", "right", "bottom", "left")
from game.rules.portents import DIFFICULTIES  # noqa: E402 (declared with the modes, read here)
CHALLENGES = ("chaotic_cat", "feed_the_cat", "felis_pyromanias", "dont_disturb")
GAP = -1  # an empty cell, or an empty slot / token


def colour_of(tile: int) -> int:
    return tile >> 2


def shape_of(tile: int) -> int:
    return tile & 3


def attributes(tile: int) -> tuple[int, int]:
    """A tile's (or an Omen's) two attributes: its colour (0-3) and its shape (4-7)."""
    return tile >> 2, 4 + (tile & 3)


@dataclass(frozen=True)
class SlotInfo:
    id: str
    line: int  # the line this slot ends
    touches: tuple[str, ...]  # the sides of the altar it sits by
    kitty_side: str  # the side the Kitty pushes from when here
    kitty_lanes: tuple[int, ...]  # one lane: a long push; three: a wide push, the first the farthest

    @property
    def corner(self) -> bool:
        return len(self.touches) == 2


@dataclass(frozen=True)
class Difficulty:
    id: str
    english: str  # the file's name (records keep it); players read :attr:`name`
    fours: int
    threes: int
    omens: int  # > 0: a number of Omens instead of Fortunes

    @property
    def name(self) -> str:
        """"Standard Seer", in the reader's language (``portents-difficulty-<id>``)."""
        return _said("difficulty", self.id)


@dataclass(frozen=True)
class Challenge:
    id: str
    english: str  # the file's name; players read :attr:`name`
    english_text: str

    @property
    def name(self) -> str:
        return _said("challenge", self.id)

    @property
    def text(self) -> str:
        return _said("challenge", self.id, "text")


def _said(kind: str, *ids: str) -> str:
    """A name or text of the file in the reader's language: ``portents-<kind>-<id>`` (underscores as dashes)."""
    return say(Msg("-".join(("portents", kind) + ids).replace("_", "-")))


@dataclass(frozen=True)
class PortentsData:
    colours: tuple[tuple[str, str, str], ...]  # (id, name, symbol)
    shapes: tuple[tuple[str, str], ...]  # (id, name)
    tile_names: tuple[str, ...]  # by tile number
    tile_index: dict[str, int]
    line_names: tuple[str, ...]
    lines: tuple[tuple[int, int, int], ...]
    cell_lines: tuple[tuple[int, ...], ...]  # per cell: the lines through it
    sides: dict[str, tuple[tuple[int, int, int], ...]]  # side -> its 3 lanes, each near cell to far cell
    slots: tuple[SlotInfo, ...]
    line_slots: tuple[tuple[int, int], ...]  # per line: its two end slots
    hand_size: int
    pushes: int
    duel_fortune_of: int
    duel_fortunes_of: tuple[int, int]
    duel_burnt: int
    dry_turns: int
    kitty_start: int
    kitty_laps: int
    kitty_fortune_of: int
    kitty_fortunes_of: tuple[int, int]
    solo_burnt: int
    difficulties: dict[str, Difficulty]
    challenges: dict[str, Challenge]

    def attribute_name(self, attr: int) -> str:
        """"Red", "Claw", in the reader's language (``portents-colour-<id>``, ``portents-shape-<id>``)."""
        return _said("colour", self.colours[attr][0]) if attr < 4 else _said("shape", self.shapes[attr - 4][0])

    def tile_title(self, tile: int) -> str:
        """"Red Claw", in the reader's language (``portents-tile-<id>``)."""
        return _said("tile", self.tile_names[tile])


def data_dir() -> Path:
    return resource_root() / "data" / "portents"


def _geometry() -> tuple[set, dict]:
    rows = [(3 * r, 3 * r + 1, 3 * r + 2) for r in range(3)]
    cols = [(c, c + 3, c + 6) for c in range(3)]
    lines = {frozenset(x) for x in rows + cols + [(0, 4, 8), (2, 4, 6)]}
    sides = {"top": tuple(cols), "left": tuple(rows),
             "bottom": tuple(tuple(reversed(c)) for c in cols), "right": tuple(tuple(reversed(r)) for r in rows)}
    return lines, sides


def load(folder: Path | None = None) -> PortentsData:
    """Read and check the component file; :class:`DataError` names the file, key and reason."""
    path = (folder or data_dir()) / "altar.yaml"
    raw = load_yaml(path, AltarFile)
    colours = [c.id for c in raw.colours]
    shapes = [s.id for s in raw.shapes]
    if len(set(colours)) != 4:
        raise DataError(path, "colours", "the four colours need four different ids")
    if len(set(shapes)) != 4:
        raise DataError(path, "shapes", "the four shapes need four different ids")
    names = tuple(f"{c}-{s}" for c in colours for s in shapes)
    for key in ("tiles", "omens"):
        listed = getattr(raw, key)
        for i, name in enumerate(listed):
            if name not in names:
                raise DataError(path, f"{key}[{i}]", f"{name!r} is not a colour-shape pair of the colours and shapes")
        if len(set(listed)) != 16:
            dup = next(n for n in listed if listed.count(n) > 1)
            raise DataError(path, key, f"{dup!r} is listed twice: each colour-shape pair is there once")

    want_lines, want_sides = _geometry()
    line_names = tuple(raw.altar.lines)
    lines = []
    for name, cells in raw.altar.lines.items():
        if len(cells) != 3 or frozenset(cells) not in want_lines:
            raise DataError(path, f"altar.lines.{name}", "a line is three cells of one row, column or diagonal")
        lines.append(tuple(cells))
    if {frozenset(x) for x in lines} != want_lines:
        raise DataError(path, "altar.lines", "the lines are the three rows, the three columns and the two diagonals")
    sides = {}
    for side in SIDES:
        lanes = raw.altar.sides.get(side)
        if lanes is None or tuple(tuple(x) for x in lanes) != want_sides[side]:
            raise DataError(path, f"altar.sides.{side}", "three lanes, each from the cell by that side to the far "
                                                         "cell, in order (left to right, or top to bottom)")
        sides[side] = want_sides[side]

    slots = []
    ids = set()
    for i, s in enumerate(raw.altar.slots):
        key = f"altar.slots[{i}] (id {s.id})"
        if s.id in ids:
            raise DataError(path, key + ".id", f"duplicate slot id {s.id!r}")
        ids.add(s.id)
        if s.line not in raw.altar.lines:
            raise DataError(path, key + ".line", f"unknown line {s.line!r}")
        line = line_names.index(s.line)
        k = s.kitty
        if k.side not in s.touches:
            raise DataError(path, key + ".kitty.side", "the Kitty pushes from a side its slot touches")
        if len(s.touches) == 1:
            if len(k.lanes) != 1 or not 0 <= k.lanes[0] < 3 \
                    or frozenset(sides[k.side][k.lanes[0]]) != frozenset(lines[line]):
                raise DataError(path, key + ".kitty.lanes", "from a side slot the Kitty pushes the slot's own lane")
        else:
            if sorted(k.lanes) != [0, 1, 2]:
                raise DataError(path, key + ".kitty.lanes", "from a corner the Kitty pushes wide: all three lanes")
            if k.lanes[0] not in (0, 2) or k.lanes[1] != 1:
                raise DataError(path, key + ".kitty.lanes", "a wide push starts with the lane farthest from the corner")
        slots.append(SlotInfo(s.id, line, tuple(s.touches), k.side, tuple(k.lanes)))
    line_slots = []
    for li, name in enumerate(line_names):
        ends = tuple(i for i, s in enumerate(slots) if s.line == li)
        if len(ends) != 2:
            raise DataError(path, "altar.slots", f"the line {name!r} has {len(ends)} Omen slots, not one at each end")
        line_slots.append(ends)
    cell_lines = tuple(tuple(li for li, cells in enumerate(lines) if c in cells) for c in range(9))

    solo = raw.solo
    slot_ids = [s.id for s in slots]
    if solo.kitty_start not in slot_ids:
        raise DataError(path, "solo.kitty_start", f"unknown slot {solo.kitty_start!r}")
    difficulties = {}
    for i, d in enumerate(solo.difficulties):
        key = f"solo.difficulties[{i}] (id {d.id})"
        if (d.omens > 0) == (d.fours + d.threes > 0):
            raise DataError(path, key, "a target is a number of Omens, or Fortunes of 4 and of 3, not both")
        if d.fours + d.threes > 8:
            raise DataError(path, key, "there are only eight attributes to make Fortunes of")
        difficulties[d.id] = Difficulty(d.id, d.name, d.fours, d.threes, d.omens)
    if tuple(difficulties) != DIFFICULTIES:
        raise DataError(path, "solo.difficulties", f"the difficulties are {', '.join(DIFFICULTIES)}, easiest first")
    challenges = {c.id: Challenge(c.id, c.name, c.text) for c in solo.challenges}
    if tuple(challenges) != CHALLENGES:
        raise DataError(path, "solo.challenges", f"the challenges are {', '.join(CHALLENGES)}")
    return PortentsData(
        tuple((c.id, c.name, c.symbol) for c in raw.colours), tuple((s.id, s.name) for s in raw.shapes), names,
        {n: i for i, n in enumerate(names)}, line_names, tuple(lines), cell_lines, sides, tuple(slots),
        tuple(line_slots), raw.hand_size, raw.pushes, raw.duel.fortune_of, tuple(raw.duel.fortunes_of),
        raw.duel.burnt_offerings, raw.duel.dry_turns, slot_ids.index(solo.kitty_start), solo.kitty_laps,
        solo.kitty_fortune_of, tuple(solo.kitty_fortunes_of), solo.burnt_offerings, difficulties, challenges)
