"""Ofrenda: a player's board, and the lookup tables the rules and the bots compile from the data
(once per data, in plain ints and interned actions), below the state and its parts."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.ofrenda.actions import (DiscardPortrait, PlaceCandle, PlaceMarigold, PlacePortrait, TakeCandle,
                                        TakePortrait)
from game.rules.ofrenda.cards import OfrendaData
from game.rules.ofrenda.phases import MARKET_SPACES, START_MARIGOLDS


@dataclass
class PlayerBoard:
    """One player's hand, storage, ofrenda, and Common Goal tokens."""

    name: str
    hand: list[str] = field(default_factory=list)
    marigolds: int = START_MARIGOLDS
    candles: list[str] = field(default_factory=list)  # storage, at most 3
    ofrenda: dict[str, str] = field(default_factory=dict)  # slot id -> portrait id
    lit: set[str] = field(default_factory=set)  # slot ids whose portrait is lit
    decorations: dict[str, str] = field(default_factory=dict)  # decoration id -> candle id or MARIGOLD
    lit_candles: set[str] = field(default_factory=set)  # decoration ids whose candle is lit
    discards: list[str] = field(default_factory=list)
    turns: int = 0
    dealt: tuple = ()  # the starting hand (hidden from the others while it stays in the hand)
    tokens: dict[str, int] = field(default_factory=dict)  # goal id -> scoring token value

    def copy(self) -> "PlayerBoard":
        return PlayerBoard(self.name, list(self.hand), self.marigolds, list(self.candles), dict(self.ofrenda),
                           set(self.lit), dict(self.decorations), set(self.lit_candles), list(self.discards),
                           self.turns, self.dealt, dict(self.tokens))

    @property
    def known_hand(self) -> tuple[str, ...]:
        """The cards in the hand everybody saw arrive (taken from the family board)."""
        return tuple(c for c in self.hand if c not in self.dealt)


class Compiled:
    """Per-data lookup tables in plain ints and interned actions, so rules and bots run fast."""

    def __init__(self, data: OfrendaData):
        self.colour = {c: data.branch_index[p.branch] for c, p in data.portraits.items()}
        self.offering = {c: data.offering_index[p.offering] for c, p in data.portraits.items()}
        self.objective = {}
        for cid, p in data.portraits.items():
            o = p.objective
            if o.kind == "colour_at_least":
                self.objective[cid] = (0, data.branch_index[o.colour], o.count)
            elif o.kind == "offering_at_least":
                self.objective[cid] = (1, data.offering_index[o.offering], o.count)
            elif o.kind == "distinct_colours":
                self.objective[cid] = (2, 0, o.count)
            elif o.kind == "distinct_offerings":
                self.objective[cid] = (3, 0, o.count)
            elif o.kind == "no_colour":
                self.objective[cid] = (4, data.branch_index[o.colour], 0)
            elif o.kind == "no_offering":
                self.objective[cid] = (5, data.offering_index[o.offering], 0)
            else:  # own_colour_and_offering
                self.objective[cid] = (6, data.branch_index[o.colour], data.offering_index[o.offering])
        # Actions are values: one shared instance each makes listing the legal ones cheap.
        self.take_portrait = tuple(TakePortrait(i) for i in range(MARKET_SPACES))
        self.take_candle = tuple(TakeCandle(i) for i in range(MARKET_SPACES))
        self.place = {c: {s: PlacePortrait(c, s) for s in data.slots} for c in data.portraits}
        self.discard = {c: DiscardPortrait(c) for c in data.portraits}
        self.place_marigold = {d: PlaceMarigold(d) for d in data.decorations}
        self.place_candle = {d: {c: PlaceCandle(c, d) for c in data.candles} for d in data.decorations}
        self.slot_ids = tuple(data.slots)
        self.cost_slots = frozenset(s for s, v in data.slots.items() if v.effect == "cost")
        self.slot_effect = {s: v.effect for s, v in data.slots.items()}
        self.decos_of_slot = {s: tuple(d for d, deco in data.decorations.items() if s in deco.portraits)
                              for s in data.slots}
        self.deco_portraits = {d: tuple(deco.portraits) for d, deco in data.decorations.items()}
        self.neighbour_set = {s: frozenset(n) for s, n in data.neighbours.items()}
        self.deco_holds = {d: deco.holds for d, deco in data.decorations.items()}
        self.candle_end_only = {c: k.end_only for c, k in data.candles.items()}
        # the decks each seat count starts from, in file order (the deal shuffles copies)
        self.in_play_portraits = {n: in_play_portraits(data, n) for n in range(1, 5)}
        self.boxed_portraits = {n: [c for c, p in data.portraits.items() if p.players > max(2, n)]
                                for n in range(1, 5)}
        self.in_play_candles = {solo: in_play_candles(data, solo) for solo in (True, False)}
        self.boxed_candles = [c for c, k in data.candles.items() if k.multiplayer]


_COMPILED: dict[int, Compiled] = {}


def compiled(data: OfrendaData) -> Compiled:
    key = id(data)
    comp = _COMPILED.get(key)
    if comp is None:
        comp = _COMPILED[key] = Compiled(data)
    return comp


def compiled_objective_met(comp: Compiled, card: str, neighbours: list[str]) -> bool:
    """:func:`~game.rules.ofrenda.state.objective_met` on the lookup tables (their objective codes)."""
    # (map() does the looking up in C: lighting is checked after every portrait placed)
    code, a, n = comp.objective[card]
    if code == 0:
        return list(map(comp.colour.__getitem__, neighbours)).count(a) >= n
    if code == 1:
        return list(map(comp.offering.__getitem__, neighbours)).count(a) >= n
    if code == 2:
        return len(set(map(comp.colour.__getitem__, neighbours))) >= n
    if code == 3:
        return len(set(map(comp.offering.__getitem__, neighbours))) >= n
    if code == 4:
        return a not in map(comp.colour.__getitem__, neighbours)
    if code == 5:
        return a not in map(comp.offering.__getitem__, neighbours)
    return a in map(comp.colour.__getitem__, neighbours) and n in map(comp.offering.__getitem__, neighbours)


def in_play_portraits(data: OfrendaData, players: int) -> list[str]:
    """The portraits used with ``players`` players (solo uses the two-player ones), in file order."""
    n = max(2, players)
    return [c for c, p in data.portraits.items() if p.players <= n]


def in_play_candles(data: OfrendaData, solo: bool) -> list[str]:
    return [c for c, k in data.candles.items() if not (solo and k.multiplayer)]
