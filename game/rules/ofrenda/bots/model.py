"""The hint planner's model of the table: the board, the cards and their wishes as small ints, what
one decision's evaluation keeps fixed, the planner's knobs (:class:`Params`), its plans
(:class:`Plan`) and the evaluation's summaries (:class:`Supply`, :class:`BoardEval`), below the
planner's parts (see :mod:`.hint`)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.base import Action
from game.rules.ofrenda.bots.odds import tail_table
from game.rules.ofrenda.cards import OfrendaData
from game.rules.ofrenda.state import compiled

N_ATTR = 10  # attributes: colours 0..4, offerings 5..9
T_DISTINCT_COL = 10  # objective "at least n different colours adjacent"
T_DISTINCT_OFF = 11  # "at least n different offerings adjacent" (multiplayer cards only)
T_OTHER = 12  # the non-monotone multiplayer objectives: handled crudely, never dealt in solo


class Tables:
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


_TABLES: dict[int, Tables] = {}

_PRESENT: dict[int, int] = {}  # x -> bit i set when the 3-bit field i of x (five fields) is not zero


def present_fields(x: int) -> int:
    mask = _PRESENT.get(x)
    if mask is None:
        mask = _PRESENT[x] = sum(1 << i for i in range(5) if x >> 3 * i & 7)
    return mask


def bot_tables(data: OfrendaData) -> Tables:
    t = _TABLES.get(id(data))
    if t is None or t.data is not data:
        t = _TABLES[id(data)] = Tables(data)
    return t


@dataclass
class Context:
    """Everything fixed for one decision: tables, params, public counts."""

    t: Tables
    p: Params
    R: int  # player turns left after the one being planned
    unseen: list[int]  # unseen solo portraits (card indices)


@dataclass(frozen=True)
class Params:
    """The bot's knobs. Tuned by simulation on seeds 1001-1400, never on the benchmark seeds (1-200).

    The chances below are not measured odds but weights of a simple model: raising one does not
    simply make the bot "more optimistic", it changes which plans look alike. Changing one means
    re-running the tuning sims (see benchmarks/bench_bots.py for the measuring side).
    """

    # what can still reach the board
    a_hand: float = 0.85  # weight of a card in hand as a candidate for any empty slot
    a_market: float = 0.45  # ... of a card now in the market
    kappa: float = 0.6  # ... of an unseen card: kappa * 2 * turns_left / unseen (2 cards drawn a round)
    q_scale: float = 0.4  # chance an empty neighbour gets a wanted attribute = availability * q_scale
    q_dist: float = 0.4  # the same for "different colours" wishes (any missing colour will do)
    conflict: float = 1.0  # an empty slot asked for d different colours gives each 1/(1+conflict*(d-1))
    union_w: float = 0.7  # empty slot: weight of "pick its card once the neighbours are known" (vs now)
    slot_floor: float = 0.3  # lighting chance kept by an empty slot no expected card can light
    spare_corner: float = 8.0  # keeping B1/B5 free for a late card that fits nowhere: points x turns_left/11
    # candles and marigolds
    rho: float = 1.6  # how far we can steer a candle's colour/offering count (x that attribute's share)
    candle_future_lit: float = 0.98  # lighting chance of a candle not yet taken
    nu_candle: float = 0.7  # share of an open candle slot's value expected with no candle stored for it
    nu_marigold: float = 0.9  # share of an open marigold slot's value expected
    mari_need: float = 2.0  # a marigold we will need (cost slots M2/M3, marigold slots, less B1/B5)
    mari_extra: float = 0.9  # each spare marigold (market flexibility), up to mari_cap of them
    mari_cap: int = 4
    mari_horizon: float = 4.0  # spare marigolds fade out over the last turns
    # search
    lookahead_top: int = 10  # plans re-valued by the best next turn they leave (0: off); 6 -> 10 gained
    # 1.2 points a game on seeds 1001-1100 (16 gained less)
    endgame_top: int = 12  # with one turn to go after this one: plans re-valued by the exact last turn
    endgame2_top: int = 4  # two turns to go: the look-ahead values this many next moves by the exact last turn
    endgame2_plans: int = 10  # ... for this many plans of this turn
    deep_plans: int = 0  # with 3..deep_max_R turns to go: the best few plans get a second ply
    deep_next: int = 3  # ... over this many next moves each
    deep_max_R: int = 3


@dataclass
class Plan:
    """The rest of a turn: the actions in order, the value it was chosen for, and its choices."""

    actions: list[Action]
    value: float
    take: int | None = None
    candle: int | None = None  # market space of the candle taken, None = none
    card: str | None = None
    slot: str | None = None  # None = discard
    decorations: list[Action] = field(default_factory=list)


class Supply:
    """What can still reach the board, summarised per attribute and per kind of portrait."""

    __slots__ = ("q", "avail", "tails", "types", "fill", "share", "dcache", "bcache", "mcache", "ccache")

    def __init__(self, q, avail, types, fill, share):
        self.q = q  # per attribute: chance an empty slot can be given a card with it
        self.avail = avail  # per attribute: chance some card with it reaches us (times fill)
        self.tails = [tail_table(x) for x in q]
        self.types = types  # (objective type, n, availability) of the portraits that may come
        self.fill = fill  # chance an empty slot gets filled at all
        self.share = share  # per attribute: its share among the cards still to come
        self.dcache: dict = {}
        self.bcache: dict = {}
        self.mcache: dict = {}
        self.ccache: dict = {}


class BoardEval:
    """A board's expected portrait points, per-slot lighting chances, and caches for decorations."""

    __slots__ = ("value", "probs", "deco_sum", "cprob", "cards", "cnt", "dstatic")

    def __init__(self, value, probs, deco_sum, cards):
        self.value = value
        self.probs = probs
        self.deco_sum = deco_sum
        self.cards = cards
        self.cprob: dict = {}
        self.cnt: list[int] = []  # colour and offering counts on the board, then its empty slots
        self.dstatic: dict = {}  # decoration facts per (decorations, pending)
