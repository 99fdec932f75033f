"""Die of the Dead's components, loaded from ``data/dotd/*.yaml`` and cross-checked.

Inside the rules everything is a small int:

* a **colour** is 0-4 in the file's order (red, blue, green, yellow, purple); seat ``s`` plays
  colour ``s`` and ofrenda board ``s + 1``;
* an **item** is 0-3 in board order: candle, marigold, bread, incense. A casket's item is the
  item of the token board it stands before, so casket *positions* 0-3 are items too;
* a **die** is ``colour * 15 + k``: the first three of each colour (``k`` 0-2) are its power
  dice, the other twelve its normal dice. Its face is 1-6, or :data:`SKULL` (0) on a power die;
* an ofrenda **cell** is 0-11, clockwise from the top-left corner (see ``ofrenda.yaml``);
  :data:`PREP` (-1) stands for "the preparation board" where a cell is expected;
* a step **square** is 0-3 on its step, left to right.

Names (``red``, ``bread``) are for actions, saves and words.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.datafiles import DataError
from game.paths import resource_root
from game.rules.dotd.requirement_rules import RULES
from game.rules.dotd.schema import ComponentsFile, OfrendaFile, ScoringFile, StepsFile
from game.rules.strict import load_yaml

SKULL = 0  # the face of a power die showing its calavera
PREP = -1  # "the preparation board", where a draft names a cell
ITEMS = ("candle", "marigold", "bread", "incense")  # the code's token effects are keyed by these
CANDLE, MARIGOLD, BREAD, INCENSE = range(4)
SPECIAL_SQUARES = ("skull", "face", "blank")
FILES = ("components.yaml", "ofrenda.yaml", "steps.yaml", "scoring.yaml")


@dataclass(frozen=True)
class Urn:
    cell: int
    colour: int
    value: int


@dataclass(frozen=True)
class Requirement:
    """One scoring requirement of a section: ``id`` names its rule in :mod:`scoring`."""

    item: int
    id: str
    steps: int
    colours: bool
    per_urn: bool
    caption: str


@dataclass(frozen=True)
class Mark:
    id: str
    steps: int
    title: str


@dataclass(frozen=True)
class DotdData:
    """Every number and name the rules read. Built once by :func:`load`."""

    colours: tuple[str, ...]
    colour_names: tuple[str, ...]
    items: tuple[str, ...]
    item_names: tuple[str, ...]
    item_plurals: tuple[str, ...]
    dice_per_colour: int
    power_per_colour: int
    power_faces: tuple[int, ...]  # SKULL for a calavera
    normal_faces: tuple[int, ...]
    tokens_per_kind: int
    solo_tokens_per_kind: int
    hand_limit: int
    cash: tuple[tuple[int, int], ...]  # (different kinds discarded, steps), fewest kinds first
    prep_spaces: int
    ascend_steps: int
    multi_players: tuple[int, int]
    casket_dice_each: int
    extra_dice: dict[int, int]
    five_player_sections: int
    solo_city_per_colour: int
    solo_casket_dice: int
    cells: tuple[tuple[int, int], ...]  # (row, column) of each cell
    sections: tuple[tuple[int, ...], ...]  # per item: its four cells in order along its side
    sides: tuple[str, ...]  # per item: top, right, bottom or left
    cell_items: tuple[tuple[int, ...], ...]  # per cell: the items whose section holds it (corners: two)
    cell_bits: tuple[int, ...]  # per cell: those items as a bit mask (bit i: item i)
    boards: tuple[tuple[Urn, ...], ...]  # board number - 1 -> its urns
    steps: tuple[tuple[str, ...], ...]  # step 1-9 (index 0-8) -> its four squares
    marks: tuple[Mark, ...]
    cap: int
    requirements: tuple[tuple[Requirement, ...], ...]  # per item

    # ------------------------------------------------------------------ dice
    @property
    def dice(self) -> int:
        return len(self.colours) * self.dice_per_colour

    def colour_of(self, die: int) -> int:
        return die // self.dice_per_colour

    def is_power(self, die: int) -> bool:
        return die % self.dice_per_colour < self.power_per_colour

    def power_dice(self, colour: int) -> list[int]:
        base = colour * self.dice_per_colour
        return list(range(base, base + self.power_per_colour))

    def normal_dice(self, colour: int) -> list[int]:
        base = colour * self.dice_per_colour
        return list(range(base + self.power_per_colour, base + self.dice_per_colour))

    def colour_index(self, colour: str) -> int:
        return self.colours.index(colour)

    def item_index(self, item: str) -> int:
        return self.items.index(item)

    # ------------------------------------------------------------------ steps
    def landing(self, score: int) -> tuple[int, int]:
        """(scoring die face, step 1-9) for ``score`` steps climbed (step 0: not on the steps yet)."""
        if score <= 0:
            return 1, 0
        return 1 + (score - 1) // 9, (score - 1) % 9 + 1

    def mark(self, score: int) -> Mark | None:
        """The highest solo mark ``score`` reaches (None below the first)."""
        best = None
        for m in self.marks:
            if score >= m.steps:
                best = m
        return best


def data_dir() -> Path:
    return resource_root() / "data" / "dotd"


def _face(value) -> int:
    return 0 if value == "skull" else int(value)


def load(folder: Path | None = None) -> DotdData:
    """Read and cross-check the four data files; :class:`DataError` names the file, key and reason."""
    folder = folder or data_dir()
    cpath, opath, spath, rpath = (folder / f for f in FILES)
    comp = load_yaml(cpath, ComponentsFile)
    ofr = load_yaml(opath, OfrendaFile)
    stp = load_yaml(spath, StepsFile)
    sco = load_yaml(rpath, ScoringFile)

    # -- components
    colours = tuple(c.id for c in comp.colours)
    if len(set(colours)) != len(colours):
        raise DataError(cpath, "colours", "every colour needs an id of its own")
    items = tuple(i.id for i in comp.items)
    if items != ITEMS:
        raise DataError(cpath, "items", f"the token boards are {', '.join(ITEMS)}, in this order")
    d = comp.dice
    if d.power_per_colour >= d.per_colour:
        raise DataError(cpath, "dice.power_per_colour", "a colour needs normal dice as well as power dice")
    if sorted(d.normal_faces) != [1, 2, 3, 4, 5, 6]:
        raise DataError(cpath, "dice.normal_faces", "a normal die shows 1 to 6")
    power_faces = tuple(_face(f) for f in d.power_faces)
    if any(not 0 <= f <= 6 for f in power_faces) or 0 not in power_faces:
        raise DataError(cpath, "dice.power_faces", "a power die shows values 1-6 and at least one skull")
    normal = d.per_colour - d.power_per_colour
    t = comp.tokens
    kinds = [c.kinds for c in t.cash]
    if len(set(kinds)) != len(kinds) or max(kinds) > len(items):
        raise DataError(cpath, "tokens.cash", "each number of different kinds once, at most one of each kind")
    if t.solo_per_kind > t.per_kind:
        raise DataError(cpath, "tokens.solo_per_kind", "solo uses some of the tokens, not more")
    m = comp.multi
    lo, hi = m.players
    if not 2 <= lo <= hi <= len(colours):
        raise DataError(cpath, "multi.players", f"from 2 to at most {len(colours)} players")
    for n in range(lo, hi):
        share = m.extra_dice.get(n)
        if share is None:
            raise DataError(cpath, "multi.extra_dice", f"no share of the spare dice for {n} players")
        if share != (len(colours) - n) * normal // n:
            raise DataError(cpath, f"multi.extra_dice.{n}", f"{n} players share {(len(colours) - n) * normal} "
                                                           f"spare normal dice equally: {(len(colours) - n) * normal // n} each")
    if normal - 1 < len(items) * m.casket_dice_each:
        raise DataError(cpath, "multi.casket_dice_each", "not enough dice to fill the caskets")
    s = comp.solo
    if s.casket_dice > len(colours):
        raise DataError(cpath, "solo.casket_dice", "a casket's solo dice are all of different colours")
    if (s.city_per_colour + s.casket_dice) > normal - 1:
        raise DataError(cpath, "solo.city_per_colour", "not enough normal dice for the solo setup")

    # -- ofrenda
    n = ofr.grid
    ring = {(r, c) for r in range(n) for c in range(n) if r in (0, n - 1) or c in (0, n - 1)}
    cells = tuple(tuple(c) for c in ofr.cells)
    if set(cells) != ring or len(set(cells)) != len(cells):
        raise DataError(opath, "cells", "the cells are the 12 outer cells of the grid, each once")
    if set(ofr.sections) != set(items):
        raise DataError(opath, "sections", f"one section per item: {', '.join(items)}")
    side_cells = {"top": [(0, c) for c in range(n)], "bottom": [(n - 1, c) for c in range(n)],
                  "left": [(r, 0) for r in range(n)], "right": [(r, n - 1) for r in range(n)]}
    sections, sides = [], []
    for item in items:
        sec = ofr.sections[item]
        key = f"sections.{item}"
        if any(not 0 <= c < len(cells) for c in sec.cells):
            raise DataError(opath, key + ".cells", "cells are numbered 0-11")
        if [cells[c] for c in sec.cells] != side_cells[sec.side]:
            raise DataError(opath, key + ".cells", f"the {sec.side} side's cells, in order along the side")
        sections.append(tuple(sec.cells))
        sides.append(sec.side)
    if len(set(sides)) != len(sides):
        raise DataError(opath, "sections", "each item has a side of its own")
    cell_items = tuple(tuple(i for i, sec in enumerate(sections) if c in sec) for c in range(len(cells)))
    incense = sections[items.index("incense")]
    boards = []
    for b, board in enumerate(ofr.boards):
        key = f"boards[{b}]"
        if board.number != b + 1:
            raise DataError(opath, key + ".number", "boards are numbered 1 to 5 in order")
        urns = []
        for u, urn in enumerate(board.urns):
            if urn.colour not in colours:
                raise DataError(opath, f"{key}.urns[{u}].colour", f"unknown colour {urn.colour!r}")
            if urn.cell not in incense[1:3]:
                raise DataError(opath, f"{key}.urns[{u}].cell", "urns sit on the incense section's own cells")
            urns.append(Urn(urn.cell, colours.index(urn.colour), urn.value))
        if urns[0].cell == urns[1].cell:
            raise DataError(opath, key + ".urns", "the two urns sit on different cells")
        boards.append(tuple(urns))

    # -- steps
    steps = []
    for k, squares in enumerate(stp.steps):
        key = f"steps[{k}]"
        if len(squares) != 4:
            raise DataError(spath, key, "a step has four squares")
        for sq in squares:
            if sq not in items and sq not in SPECIAL_SQUARES:
                raise DataError(spath, key, f"unknown square {sq!r}: a token kind, skull, face or blank")
        tokens = [sq for sq in squares if sq in items]
        if len(tokens) != 2 or tokens[0] == tokens[1]:
            raise DataError(spath, key, "a step holds two different tokens")
        if squares.count("blank") != 1 or sum(squares.count(x) for x in ("skull", "face")) != 1:
            raise DataError(spath, key, "a step holds one special square (skull or face) and one blank")
        steps.append(tuple(squares))
    lows = [mk.steps for mk in stp.marks]
    if lows != sorted(set(lows)):
        raise DataError(spath, "marks", "the marks rise")

    # -- scoring
    if set(sco.sections) != set(items):
        raise DataError(rpath, "sections", f"one list per section: {', '.join(items)}")
    requirements = []
    for i, item in enumerate(items):
        reqs = []
        for r, req in enumerate(sco.sections[item]):
            key = f"sections.{item}[{r}]"
            if (item, req.id) not in RULES:
                raise DataError(rpath, key + ".id", f"no rule {req.id!r} for the {item} section")
            if req.per_urn != (item == "incense" and req.id == "urn"):
                raise DataError(rpath, key + ".per_urn", "only the incense urns count per urn")
            reqs.append(Requirement(i, req.id, req.steps, req.colours, req.per_urn, req.caption))
        if len({r.id for r in reqs}) != len(reqs):
            raise DataError(rpath, f"sections.{item}", "each requirement once")
        requirements.append(tuple(reqs))

    return DotdData(
        colours=colours, colour_names=tuple(c.name for c in comp.colours), items=items,
        item_names=tuple(i.name for i in comp.items), item_plurals=tuple(i.plural for i in comp.items),
        dice_per_colour=d.per_colour, power_per_colour=d.power_per_colour, power_faces=power_faces,
        normal_faces=tuple(d.normal_faces), tokens_per_kind=t.per_kind, solo_tokens_per_kind=t.solo_per_kind,
        hand_limit=t.hand_limit, cash=tuple(sorted((c.kinds, c.steps) for c in t.cash)),
        prep_spaces=comp.preparation_spaces, ascend_steps=comp.ascend_steps, multi_players=(lo, hi),
        casket_dice_each=m.casket_dice_each, extra_dice=dict(m.extra_dice),
        five_player_sections=m.five_player_sections, solo_city_per_colour=s.city_per_colour,
        solo_casket_dice=s.casket_dice, cells=cells, sections=tuple(sections), sides=tuple(sides),
        cell_items=cell_items, cell_bits=tuple(sum(1 << i for i in its) for its in cell_items), boards=tuple(boards), steps=tuple(steps),
        marks=tuple(Mark(mk.id, mk.steps, mk.title) for mk in stp.marks), cap=sco.cap,
        requirements=tuple(requirements),
    )
