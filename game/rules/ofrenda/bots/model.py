"""The hint planner's model of the table: the board, the cards and their wishes as small ints, and
what one decision's evaluation keeps fixed (see :mod:`.hint`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.ofrenda.cards import OfrendaData
from game.rules.ofrenda.state import compiled

if TYPE_CHECKING:
    from game.rules.ofrenda.bots.hint import Params


N_ATTR = 10  # attributes: colours 0..4, offerings 5..9
T_DISTINCT_COL = 10  # objective "at least n different colours adjacent"
T_DISTINCT_OFF = 11  # "at least n different offerings adjacent" (multiplayer cards only)
T_OTHER = 12  # the non-monotone multiplayer objectives: handled crudely, never dealt in solo


class _Tables:
    """The board and cards as small ints, so the evaluation loops stay cheap."""

    def __init__(self, data: OfrendaData):
        comp = compiled(data)
        self.data = data
        self.slot_ids = list(data.slots)
        self.slot_index = {s: i for i, s in enumerate(self.slot_ids)}
        self.n_slots = len(self.slot_ids)
        self.nbrs = [tuple(self.slot_index[n] for n in data.neighbours[s]) for s in self.slot_ids]
        self.weight = [2 if data.slots[s].effect == "golden" else 1 for s in self.slot_ids]
        self.effect = [data.slots[s].effect for s in self.slot_ids]
        self.deco_ids = list(data.decorations)
        self.deco_index = {d: i for i, d in enumerate(self.deco_ids)}
        self.deco_holds = [data.decorations[d].holds for d in self.deco_ids]
        self.deco_slots = [tuple(self.slot_index[s] for s in data.decorations[d].portraits) for d in self.deco_ids]
        self.deco_of_slot = [[di for di, ds in enumerate(self.deco_slots) if s in ds] for s in range(self.n_slots)]
        self.card_ids = list(data.portraits)
        self.card_index = {c: i for i, c in enumerate(self.card_ids)}
        self.col = [comp.colour[c] for c in self.card_ids]
        self.off = [comp.offering[c] for c in self.card_ids]
        # a card as packed counts: 3 bits per attribute (colours 0-4, offerings 5-9)
        self.vec = [(1 << 3 * col) + (1 << 3 * (5 + off)) for col, off in zip(self.col, self.off)]
        # objective of each card as (type, n): type 0..9 = attribute, 10/11 = distinct, 12 = other
        self.obj: list[tuple[int, int]] = []
        for c in self.card_ids:
            code, a, n = comp.objective[c]
            if code == 0:
                self.obj.append((a, n))
            elif code == 1:
                self.obj.append((5 + a, n))
            elif code == 2:
                self.obj.append((T_DISTINCT_COL, n))
            elif code == 3:
                self.obj.append((T_DISTINCT_OFF, n))
            else:
                self.obj.append((T_OTHER, 0))
        self.candle_ids = list(data.candles)
        self.candle_index = {c: i for i, c in enumerate(self.candle_ids)}
        self.candle_obj: list[tuple[str, int, int]] = []
        for c in self.candle_ids:
            o = data.candles[c].objective
            attr = -1
            if o.kind == "colour_count":
                attr = data.branch_index[o.colour]
            elif o.kind == "offering_count":
                attr = 5 + data.offering_index[o.offering]
            self.candle_obj.append((o.kind, attr, getattr(o, "count", 0) or 0))


_TABLES: dict[int, _Tables] = {}

_PRESENT: dict[int, int] = {}  # x -> bit i set when the 3-bit field i of x (five fields) is not zero


def _present(x: int) -> int:
    mask = _PRESENT.get(x)
    if mask is None:
        mask = _PRESENT[x] = sum(1 << i for i in range(5) if x >> 3 * i & 7)
    return mask


def _tables(data: OfrendaData) -> _Tables:
    t = _TABLES.get(id(data))
    if t is None or t.data is not data:
        t = _TABLES[id(data)] = _Tables(data)
    return t


@dataclass
class _Context:
    """Everything fixed for one decision: tables, params, public counts."""

    t: _Tables
    p: Params
    R: int  # player turns left after the one being planned
    unseen: list[int]  # unseen solo portraits (card indices)
