"""Ofrenda's component data (portraits, candles, board), validated on load.

The YAML files in ``data/ofrenda`` are the source of truth; this module checks them and
turns them into fast, immutable lookup tables for the rules.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from game.datafiles import DataError, load_yaml

if TYPE_CHECKING:
    from game.rules.ofrenda.schema import Branch, Candle, Decoration, Offering, Portrait, Slot, Tier

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

    def portrait_colour(self, card: str) -> int:
        return self.branch_index[self.portraits[card].branch]

    def portrait_offering(self, card: str) -> int:
        return self.offering_index[self.portraits[card].offering]


def _adjacent(a: Slot, b: Slot) -> bool:
    ra, rb = ROWS.index(a.row), ROWS.index(b.row)
    if ra == rb:
        return abs(a.x - b.x) == 1.0
    return abs(ra - rb) == 1 and abs(a.x - b.x) == 0.5


def load_ofrenda_data(folder: Path) -> OfrendaData:
    """Load and cross-check ``portraits.yaml``, ``candles.yaml`` and ``board.yaml`` in ``folder``."""
    from game.rules.ofrenda.schema import BoardFile, CandlesFile, PortraitsFile, SoloFile

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
        colour = getattr(p.objective, "colour", None)
        if colour is not None and colour not in branch_index:
            raise DataError(pfile, key + ".objective.colour", f"unknown branch colour {colour!r}")
        offering = getattr(p.objective, "offering", None)
        if offering is not None and offering not in offering_index:
            raise DataError(pfile, key + ".objective.offering", f"unknown offering {offering!r}")
        portraits[p.id] = p

    candles: dict[str, Candle] = {}
    for i, c in enumerate(cdata.candles):
        key = f"candles[{i}] (id {c.id})"
        if c.id in candles:
            raise DataError(cfile, key + ".id", f"duplicate candle id {c.id!r}")
        colour = getattr(c.objective, "colour", None)
        if colour is not None and colour not in branch_index:
            raise DataError(cfile, key + ".objective.colour", f"unknown branch colour {colour!r}")
        offering = getattr(c.objective, "offering", None)
        if offering is not None and offering not in offering_index:
            raise DataError(cfile, key + ".objective.offering", f"unknown offering {offering!r}")
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
    )
