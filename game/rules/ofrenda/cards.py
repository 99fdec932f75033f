"""Ofrenda's component data (portraits, candles, board), validated on load.

The YAML files in ``data/ofrenda`` are the source of truth; this module checks them and
turns them into fast, immutable lookup tables for the rules.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.datafiles import DataError
from game.paths import data_dir
from game.rules.ofrenda.schema import (
    BoardFile,
    Branch,
    Candle,
    CandlesFile,
    Decoration,
    Goal,
    GoalsFile,
    Offering,
    Portrait,
    PortraitsFile,
    Slot,
    SoloFile,
    Tier,
)
from game.rules.strict import load_yaml

ROWS = ("top", "middle", "bottom")
COMPARATIVE_CANDLES = {"most_lit_portraits", "most_marigolds_placed", "most_of_one_colour", "fewest_empty_slots"}


# --- the validated, cross-checked bundle ------------------------------------------------

@dataclass(frozen=True)
class OfrendaData:
    """Everything the rules need, cross-checked. Indices are stable: they follow file order."""

    branches: tuple[Branch, ...]
    offerings: tuple[Offering, ...]
    portraits: dict[str, Portrait]
    candles: dict[str, Candle]
    slots: dict[str, Slot]
    decorations: dict[str, Decoration]
    neighbours: dict[str, tuple[str, ...]]
    branch_index: dict[str, int]
    offering_index: dict[str, int]
    tiers: tuple[Tier, ...]
    goals: dict[str, Goal]
    goal_tokens: tuple[tuple[int, int], ...]  # (value, fewest players), highest value first
    goal_placements: dict[str, tuple[frozenset, ...]]  # pattern goal id -> every slot set it can fill

    def portrait_colour(self, card: str) -> int:
        return self.branch_index[self.portraits[card].branch]

    def portrait_offering(self, card: str) -> int:
        return self.offering_index[self.portraits[card].offering]


def _adjacent(a: Slot, b: Slot) -> bool:
    ra, rb = ROWS.index(a.row), ROWS.index(b.row)
    if ra == rb:
        return abs(a.x - b.x) == 1.0
    return abs(ra - rb) == 1 and abs(a.x - b.x) == 0.5


def _check_objective(objective, file, key: str, branch_index: dict, offering_index: dict) -> None:
    """A card's objective names only known branch colours and offerings (:class:`DataError` otherwise)."""
    colour = getattr(objective, "colour", None)
    if colour is not None and colour not in branch_index:
        raise DataError(file, key + ".objective.colour", f"unknown branch colour {colour!r}")
    offering = getattr(objective, "offering", None)
    if offering is not None and offering not in offering_index:
        raise DataError(file, key + ".objective.offering", f"unknown offering {offering!r}")


def load_ofrenda_data(folder: Path) -> OfrendaData:
    """Load and cross-check ``portraits.yaml``, ``candles.yaml`` and ``board.yaml`` in ``folder``."""
    pfile, cfile, bfile = folder / "portraits.yaml", folder / "candles.yaml", folder / "board.yaml"
    pdata = load_yaml(pfile, PortraitsFile)
    cdata = load_yaml(cfile, CandlesFile)
    bdata = load_yaml(bfile, BoardFile)
    sfile = folder / "solo.yaml"
    sdata = load_yaml(sfile, SoloFile)
    mins = [t.min for t in sdata.tiers]
    if mins[0] != 0 or mins != sorted(set(mins)):
        raise DataError(sfile, "tiers", "tiers must start at 0 and rise strictly")

    branch_index = {b.id: i for i, b in enumerate(pdata.branches)}
    offering_index = {o.id: i for i, o in enumerate(pdata.offerings)}
    if len(branch_index) != 5:
        raise DataError(pfile, "branches", "branch ids must be unique")
    if len(offering_index) != 5:
        raise DataError(pfile, "offerings", "offering ids must be unique")
    shapes = {b.shape for b in pdata.branches}
    if len(shapes) != 5:
        raise DataError(pfile, "branches", "every branch needs its own shape (colour is never the only cue)")

    portraits: dict[str, Portrait] = {}
    for i, p in enumerate(pdata.portraits):
        key = f"portraits[{i}] (id {p.id})"
        if p.id in portraits:
            raise DataError(pfile, key + ".id", f"duplicate portrait id {p.id!r}")
        if p.branch not in branch_index:
            raise DataError(pfile, key + ".branch", f"unknown branch {p.branch!r}")
        if p.offering not in offering_index:
            raise DataError(pfile, key + ".offering", f"unknown offering {p.offering!r}")
        _check_objective(p.objective, pfile, key, branch_index, offering_index)
        portraits[p.id] = p

    candles: dict[str, Candle] = {}
    for i, c in enumerate(cdata.candles):
        key = f"candles[{i}] (id {c.id})"
        if c.id in candles:
            raise DataError(cfile, key + ".id", f"duplicate candle id {c.id!r}")
        _check_objective(c.objective, cfile, key, branch_index, offering_index)
        if c.objective.kind in COMPARATIVE_CANDLES and not (c.multiplayer and c.end_only):
            raise DataError(cfile, key + ".objective", "comparative candles are multiplayer-only and end-only")
        candles[c.id] = c

    slots: dict[str, Slot] = {}
    for i, s in enumerate(bdata.slots):
        if s.id in slots:
            raise DataError(bfile, f"slots[{i}] (id {s.id}).id", f"duplicate slot id {s.id!r}")
        slots[s.id] = s
    neighbours = {s: tuple(t for t in slots if t != s and _adjacent(slots[s], slots[t])) for s in slots}
    decorations: dict[str, Decoration] = {}
    for i, d in enumerate(bdata.decorations):
        key = f"decorations[{i}] (id {d.id})"
        if d.id in decorations or d.id in slots:
            raise DataError(bfile, key + ".id", f"duplicate id {d.id!r}")
        for s in d.portraits:
            if s not in slots:
                raise DataError(bfile, key + ".portraits", f"unknown slot {s!r}")
        a, b, c = d.portraits
        if not (b in neighbours[a] and c in neighbours[a] and c in neighbours[b]):
            raise DataError(bfile, key + ".portraits", "the three slots must be mutually adjacent")
        decorations[d.id] = d

    gfile = folder / "goals.yaml"
    gdata = load_yaml(gfile, GoalsFile)
    goals: dict[str, Goal] = {}
    placements: dict[str, tuple[frozenset, ...]] = {}
    for i, g in enumerate(gdata.goals):
        key = f"goals[{i}] (id {g.id})"
        if g.id in goals:
            raise DataError(gfile, key + ".id", f"duplicate goal id {g.id!r}")
        req = g.requirement
        if req.kind == "offering_count" and req.offering not in offering_index:
            raise DataError(gfile, key + ".requirement.offering", f"unknown offering {req.offering!r}")
        if req.kind == "surrounded":
            have = {h: sum(1 for d in bdata.decorations if d.holds == h) for h in ("candle", "marigold")}
            if req.candle + req.marigold == 0 or req.candle > have["candle"] or req.marigold > have["marigold"]:
                raise DataError(gfile, key + ".requirement", "the board cannot have that many slots surrounded")
        if req.kind == "pattern":
            found = pattern_placements(slots, req.shapes)
            if not found:
                raise DataError(gfile, key + ".requirement.shapes", "no shape fits anywhere on the board")
            placements[g.id] = found
        goals[g.id] = g
    for t in (1, 2, 3):
        if not any(g.type == t for g in goals.values()):
            raise DataError(gfile, "goals", f"there is no goal of type {t}")
    values = [t.value for t in gdata.tokens]
    if values != sorted(values, reverse=True) or [t.players for t in gdata.tokens] != sorted(
            t.players for t in gdata.tokens):
        raise DataError(gfile, "tokens", "tokens go from the highest value (fewest players) down")

    return OfrendaData(
        branches=tuple(pdata.branches),
        offerings=tuple(pdata.offerings),
        portraits=portraits,
        candles=candles,
        slots=slots,
        decorations=decorations,
        neighbours=neighbours,
        branch_index=branch_index,
        offering_index=offering_index,
        tiers=tuple(sdata.tiers),
        goals=goals,
        goal_tokens=tuple((t.value, t.players) for t in gdata.tokens),
        goal_placements=placements,
    )


def load(folder: Path | None = None) -> OfrendaData:
    """The game's data: :func:`load_ofrenda_data` of ``data/ofrenda`` (or of ``folder``)."""
    return load_ofrenda_data(folder or data_dir() / "ofrenda")


def pattern_placements(slots: dict, shapes) -> tuple[frozenset, ...]:
    """Every set of slot ids that one of ``shapes`` covers, anchored at every slot (see goals.yaml)."""
    where = {(ROWS.index(s.row), float(s.x)): sid for sid, s in slots.items()}
    found: set[frozenset] = set()
    for shape in shapes:
        for (row, x) in where:
            cells = [where.get((row + dr, x + dx)) for dr, dx in shape]
            if all(c is not None for c in cells) and len(set(cells)) == len(cells):
                found.add(frozenset(cells))
    return tuple(sorted(found, key=sorted))
