"""The hint bot for Ofrenda (solo): the strongest player we have, behind "suggest a move".

How it plays
------------
A player turn is: take a portrait, maybe take a candle, (replenish), place or discard one
portrait, maybe decorate. The only hidden draw inside a turn (the replenish) cannot change
what the rest of that turn may do, so the bot plans the *whole turn at once*: it enumerates
every (portrait space x candle choice x card and slot, or discard x decorations) plan and
scores the ofrenda each plan leaves with :class:`Evaluator`, an estimate of the final score.
The plan is cached, so the turn's later steps cost almost nothing; any step that does not
go as planned (a player ignoring a suggestion) makes it plan again from what it sees.

The evaluation. Solo portraits only ever ask for "at least N" of something among their
neighbours (2 of a colour, 2 of an offering, 4 different colours), so a portrait whose wish
is already met will surely light, and one that needs k more matching neighbours lights with
the chance that k of its still-empty neighbours get a matching card. That chance comes from
what can still reach the board: the hand, the market and the unseen cards (the deck plus the
three solo cards hidden in the box, known as a set but not in order), each weighted by how
likely it is to arrive in the turns left, and shared out when one empty slot is asked for two
colours at once. An empty slot is worth the best kind of portrait we may put there, between
"chosen now" and "chosen once its neighbours are known". Points then follow the score pad (2
per lit neighbour, 1 per unlit one, golden doubled), and candles, marigolds and storage are
added with tuned weights. With no turns left the evaluation is exactly the final score.

Search on top of it. The best few plans are re-valued by the best *next* turn each leaves,
averaged over Abuela's four possible discards (one ply of expectimax with the same
evaluation), which is worth about two points a game. With a single turn left after the
planned one, the last turn is small enough to play out exactly over Abuela's die and every
pair of unseen cards that can refill the market (another point).

Measured (``python -m game sim ofrenda --games 200 --seed 1 --bot hint``): see
benchmarks/bench_bots.py and the figures quoted in the hand-over; roughly 103-104 points a
game, against about 8 for random play.

Honesty: the bot is handed only its seat's view (``Decision.view``) and legal actions, never
the state. Its look-ahead enumerates Abuela's die and the unseen cards as a set (the view's
``unseen_portraits``); it never sees the deck order, the candle bag or the dice to come.

With several players the same planner plays each turn (the look-ahead's "Abuela" then stands
for the opponents taking from the family board). It is Ofrenda's Hard level too: it beat the
shared search (random playouts) in 10 two-player games of 10, by 47 points on average.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from math import comb

from game.ai import Choice, Decision
from game.rules.base import Action
from game.rules.ofrenda import words
from game.rules.ofrenda.actions import (
    DiscardPortrait, EndTurn, PlaceCandle, PlaceMarigold, PlacePortrait, SkipCandle, TakeCandle, TakePortrait,
)
from game.rules.ofrenda.cards import OfrendaData
from game.rules.ofrenda.state import CANDLE_STORAGE, DISCARD_GAIN, MARIGOLD, TURNS, Phase, compiled, objective_met
from game.rules.ofrenda.view import OfrendaView

__all__ = ["OfrendaHintBot", "Params"]


# ------------------------------------------------------------------------------ tables

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


# ------------------------------------------------------------------------------ evaluation

MAX_K = 7  # binomial tail tables cover needs of 0..6 among 0..6 empty neighbours


_TAIL_TABLES: dict[float, list[list[float]]] = {}


def _tail_table(q: float) -> list[list[float]]:
    """``table[m][k]`` = P(Binomial(m, q) >= k) for m, k in 0..6 (memoised: q to 4 decimals)."""
    q = round(min(1.0, max(0.0, q)), 4)
    table = _TAIL_TABLES.get(q)
    if table is not None:
        return table
    table = []
    for m in range(MAX_K):
        pmf = [comb(m, i) * q ** i * (1.0 - q) ** (m - i) for i in range(m + 1)]
        row = [1.0]
        acc = 1.0
        for k in range(1, MAX_K):
            if k > m:
                row.append(0.0)
            else:
                acc -= pmf[k - 1]
                row.append(max(0.0, acc))
        table.append(row)
    if len(_TAIL_TABLES) > 200_000:
        _TAIL_TABLES.clear()
    _TAIL_TABLES[q] = table
    return table


def _tail_mixed(qs: list[float], k: int) -> float:
    """P(at least k successes) among independent trials with chances ``qs``."""
    dist = [1.0]
    for q in qs:
        nd = [0.0] * (len(dist) + 1)
        for i, v in enumerate(dist):
            nd[i] += v * (1.0 - q)
            nd[i + 1] += v * q
        dist = nd
    return sum(dist[k:])


def _tail(m: int, k: int, q: float) -> float:
    """P(Binomial(m, q) >= k)."""
    if k <= 0:
        return 1.0
    if k > m or q <= 0.0:
        return 0.0
    if q >= 1.0:
        return 1.0
    below = 0.0
    for i in range(k):
        below += comb(m, i) * q ** i * (1.0 - q) ** (m - i)
    return max(0.0, 1.0 - below)


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
class _Context:
    """Everything fixed for one decision: tables, params, public counts."""

    t: _Tables
    p: Params
    R: int  # player turns left after the one being planned
    unseen: list[int]  # unseen solo portraits (card indices)


class _Supply:
    """What can still reach the board, summarised per attribute and per kind of portrait."""

    __slots__ = ("q", "avail", "tails", "types", "fill", "share", "dcache", "bcache", "mcache", "ccache")

    def __init__(self, q, avail, types, fill, share):
        self.q = q  # per attribute: chance an empty slot can be given a card with it
        self.avail = avail  # per attribute: chance some card with it reaches us (times fill)
        self.tails = [_tail_table(x) for x in q]
        self.types = types  # (objective type, n, availability) of the portraits that may come
        self.fill = fill  # chance an empty slot gets filled at all
        self.share = share  # per attribute: its share among the cards still to come
        self.dcache: dict = {}
        self.bcache: dict = {}
        self.mcache: dict = {}
        self.ccache: dict = {}


class _BoardEval:
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


class Evaluator:
    """Expected final score of an ofrenda (plus hand and storage) with R turns left."""

    def __init__(self, ctx: _Context):
        self.ctx = ctx
        self._supply_cache: dict = {}
        self._board_cache: dict = {}
        self._struct_cache: dict = {}
        self._unseen_part = None

    # -- what can still come
    def supply(self, hand: tuple[int, ...], market: tuple[int, ...], empties: int) -> _Supply:
        key = (hand, market, empties)
        hit = self._supply_cache.get(key)
        if hit is not None:
            return hit
        ctx, t, p = self.ctx, self.ctx.t, self.ctx.p
        R = ctx.R
        fill = 1.0 if empties <= R else (R / empties if empties else 0.0)
        if R <= 0:
            res = _Supply([0.0] * N_ATTR, [0.0] * N_ATTR, [], 0.0, [0.0] * N_ATTR)
            self._supply_cache[key] = res
            return res
        if self._unseen_part is None:
            # the unseen cards' part is the same for every plan of this decision: compute it once
            n_unseen = max(1, len(ctx.unseen))
            a_u = min(0.95, p.kappa * 2 * R / n_unseen)
            miss0 = [1.0] * N_ATTR
            share0 = [0.0] * N_ATTR
            types0: dict[tuple[int, int], float] = {}
            for c in ctx.unseen:
                miss0[t.col[c]] *= 1.0 - a_u
                miss0[5 + t.off[c]] *= 1.0 - a_u
                share0[t.col[c]] += 1
                share0[5 + t.off[c]] += 1
                types0[t.obj[c]] = types0.get(t.obj[c], 1.0) * (1.0 - a_u)
            self._unseen_part = (miss0, share0, types0, len(ctx.unseen))
        miss0, share0, types0, total = self._unseen_part
        miss = list(miss0)  # chance no card with the attribute becomes available
        share = list(share0)
        type_miss = dict(types0)
        for cards, a, counted in ((hand, p.a_hand, False), (market, p.a_market, True)):
            for c in cards:
                miss[t.col[c]] *= 1.0 - a
                miss[5 + t.off[c]] *= 1.0 - a
                if counted:
                    share[t.col[c]] += 1
                    share[5 + t.off[c]] += 1
                    total += 1
                key2 = t.obj[c]
                type_miss[key2] = type_miss.get(key2, 1.0) * (1.0 - a)
        avail = [(1.0 - m) * fill for m in miss]
        q = [a * p.q_scale for a in avail]
        types = [(ty, n, 1.0 - m) for (ty, n), m in type_miss.items()]
        share = [s / total if total else 0.0 for s in share]
        res = _Supply(q, avail, types, fill, share)
        self._supply_cache[key] = res
        return res

    # -- the board
    def _structure(self, cards: tuple[int, ...]) -> tuple:
        """What a board's evaluation needs that does not depend on the supply (cached per board).

        Neighbour counts are packed 3 bits per attribute into one int (``_Tables.vec``): fast to
        add up and a cheap cache key.
        """
        hit = self._struct_cache.get(cards)
        if hit is not None:
            return hit
        t = self.ctx.t
        vec, nbrs, obj = t.vec, t.nbrs, t.obj
        n_slots = t.n_slots
        counts = [0] * n_slots
        empty_n = [0] * n_slots
        # what each slot sees around it, and which attributes each empty slot is asked for
        demands = [0] * n_slots  # bit mask of attributes
        for s in range(n_slots):
            tot = 0
            m = 0
            for n in nbrs[s]:
                c = cards[n]
                if c < 0:
                    m += 1
                else:
                    tot += vec[c]
            counts[s] = tot
            empty_n[s] = m
            c = cards[s]
            if c >= 0 and m:
                ty, n = obj[c]
                if ty < N_ATTR and 0 < n - (tot >> 3 * ty & 7) <= m:
                    for e in nbrs[s]:
                        if cards[e] < 0:
                            demands[e] |= 1 << ty
        # One card has one colour and one offering, so an empty slot asked for two different
        # colours (or offerings) can satisfy only one of them.
        conflict = self.ctx.p.conflict
        fixed = [0.0] * n_slots  # lighting chances that do not depend on the supply
        attr_tasks = []  # (slot, attribute, empty neighbours, still needed, conflict factors or None)
        dist_tasks = []  # (slot, counts, base attribute, n, empty neighbours)
        empty_tasks = []  # (slot, counts, empty neighbours)
        for s in range(n_slots):
            c = cards[s]
            m = empty_n[s]
            if c < 0:
                empty_tasks.append((s, counts[s], m))
                continue
            ty, n = obj[c]
            if ty < N_ATTR:
                k = n - (counts[s] >> 3 * ty & 7)
                if k <= 0:
                    fixed[s] = 1.0
                elif k <= m:
                    group = 0x1F if ty < 5 else 0x3E0
                    factors = tuple(1.0 / (1.0 + conflict * ((demands[e] & group).bit_count() - 1))
                                    for e in nbrs[s] if cards[e] < 0)
                    mixed = conflict > 0.0 and min(factors) < 1.0
                    attr_tasks.append((s, ty, m, k, factors if mixed else None))
            elif ty < T_OTHER:
                dist_tasks.append((s, counts[s], 0 if ty == T_DISTINCT_COL else 5, n, m))
            else:
                fixed[s] = self._other(c, cards, s, m)
        filled_n = [len(nbrs[s]) - empty_n[s] for s in range(n_slots)]
        cnt = [0] * (N_ATTR + 1)  # colours and offerings on the board, then the empty slots
        for c in cards:
            if c >= 0:
                cnt[t.col[c]] += 1
                cnt[5 + t.off[c]] += 1
            else:
                cnt[N_ATTR] += 1
        hit = self._struct_cache[cards] = (fixed, attr_tasks, dist_tasks, empty_tasks, filled_n, empty_n, cnt)
        return hit

    def board(self, cards: tuple[int, ...], sup: _Supply) -> _BoardEval:
        """Lighting chances and expected portrait points of ``cards`` (slot -> card index or -1)."""
        key = (cards, id(sup))  # supplies live in the supply cache, so their ids stay unique
        hit = self._board_cache.get(key)
        if hit is not None:
            return hit
        t = self.ctx.t
        fixed, attr_tasks, dist_tasks, empty_tasks, filled_n, empty_n, cnt = self._structure(cards)
        probs = list(fixed)
        tails = sup.tails
        for s, ty, m, k, factors in attr_tasks:
            if factors is None:
                probs[s] = tails[ty][m][k]
            else:
                mkey = (ty, k, factors)
                pr = sup.mcache.get(mkey)
                if pr is None:
                    q = sup.q[ty]
                    pr = sup.mcache[mkey] = _tail_mixed([q * f for f in factors], k)
                probs[s] = pr
        for s, tot, base, n, m in dist_tasks:
            probs[s] = self._distinct(sup, tot, base, n, m)
        fill = sup.fill
        if fill > 0.0:
            bcache = sup.bcache
            for s, tot, m in empty_tasks:
                pr = bcache.get((tot, m))
                if pr is None:
                    pr = self._best_new(sup, tot, m)
                probs[s] = fill * pr
        value = 0.0
        weight = t.weight
        nbrs = t.nbrs
        for s in range(t.n_slots):
            ps = probs[s]
            if ps <= 0.0:
                continue
            acc = filled_n[s] + fill * empty_n[s]
            for n in nbrs[s]:
                acc += probs[n]
            value += weight[s] * ps * acc
        deco_sum = [probs[a] + probs[b] + probs[c] for a, b, c in t.deco_slots]
        res = _BoardEval(value, probs, deco_sum, cards)
        res.cnt = cnt
        self._board_cache[key] = res
        return res

    def _distinct(self, sup: _Supply, tot: int, base: int, n: int, m: int) -> float:
        """P(at least n different colours (base 0) or offerings (base 5) around, m slots still empty)."""
        mask = _present(tot >> 3 * base & 0x7FFF)
        need = n - mask.bit_count()
        if need <= 0:
            return 1.0
        if need > m:
            return 0.0
        key = (base, mask, m, need)
        hit = sup.dcache.get(key)
        if hit is None:
            q_dist = self.ctx.p.q_dist
            miss = 1.0
            for i in range(5):
                if not mask >> i & 1:
                    miss *= 1.0 - sup.avail[base + i] * q_dist
            hit = sup.dcache[key] = _tail(m, need, 1.0 - miss)
        return hit

    def _other(self, c: int, cards, s: int, m: int) -> float:
        """Non-monotone multiplayer objectives: exact once surrounded, a rough guess before."""
        t = self.ctx.t
        present = [t.card_ids[cards[n]] for n in t.nbrs[s] if cards[n] >= 0]
        met = objective_met(t.data, t.card_ids[c], present)
        if m == 0:
            return 1.0 if met else 0.0
        return 0.6 if met else 0.2

    def _best_new(self, sup: _Supply, tot: int, m: int) -> float:
        """Expected lighting chance of the best kind of portrait we can expect for an empty slot."""
        w = self.ctx.p.union_w
        vals = []
        tails = sup.tails
        for ty, n, avail in sup.types:
            if ty < N_ATTR:
                k = n - (tot >> 3 * ty & 7)
                pr = tails[ty][m][k] if k > 0 else 1.0
            elif ty < T_OTHER:
                pr = self._distinct(sup, tot, 0 if ty == T_DISTINCT_COL else 5, n, m)
            else:
                pr = 0.4
            if pr > 0.0:
                vals.append((pr, avail))
        vals.sort(reverse=True)
        exp = 0.0
        left = 1.0
        none = 1.0
        for pr, avail in vals:
            exp += left * avail * pr
            left *= 1.0 - avail
            none *= 1.0 - avail * pr
        # "exp" commits to a kind of portrait now; "1 - none" picks it once the neighbours are known
        # (filling a slot last lets any wish that happens to come true do). Reality is in between.
        res = sup.bcache[(tot, m)] = (1.0 - w) * exp + w * (1.0 - none) + left * self.ctx.p.slot_floor
        return res

    # -- candles
    def candle_prob(self, candle: str, be: _BoardEval, sup: _Supply, placed_marigolds: int,
                    open_marigold: int) -> float:
        """Chance a candle's objective holds at the end of the game."""
        hit = be.cprob.get(candle)  # every kind but "marigolds placed" is cached by the candle alone
        if hit is not None:
            return hit
        t, p = self.ctx.t, self.ctx.p
        kind, attr, n = t.candle_obj[t.candle_index[candle]]
        key = (candle, placed_marigolds, open_marigold) if kind == "marigolds_placed" else candle
        hit = be.cprob.get(key)
        if hit is not None:
            return hit
        cards = be.cards
        empties = be.cnt[N_ATTR]
        future = min(self.ctx.R, empties)
        share = sup.share
        pr = 0.5  # comparative candles: multiplayer only
        if kind in ("colour_count", "offering_count", "all_colours", "all_offerings", "one_colour_count"):
            cnt = be.cnt
            if kind in ("colour_count", "offering_count"):
                ckey = (candle, cnt[attr], future)
            elif kind == "one_colour_count":
                best = max(range(5), key=lambda i: cnt[i])
                ckey = (candle, best, cnt[best], future)
            else:
                ckey = (candle, tuple(cnt[:N_ATTR]), future)
            pr = sup.ccache.get(ckey)
            if pr is not None:
                be.cprob[key] = pr
                return pr
            if kind in ("colour_count", "offering_count"):
                pr = _tail(future, n - cnt[attr], min(0.95, p.rho * share[attr]))
            elif kind == "one_colour_count":
                pr = _tail(future, n - cnt[best], min(0.95, p.rho * max(share[best], 0.2)))
            else:
                base = 0 if kind == "all_colours" else 5
                missing = [i for i in range(base, base + 5) if not cnt[i]]
                if len(missing) > future:
                    pr = 0.0
                else:
                    pr = 1.0
                    for i in missing:
                        pr *= 1.0 - (1.0 - min(0.95, p.rho * share[i])) ** future
            sup.ccache[ckey] = pr
        elif kind == "marigolds_placed":
            need = n - placed_marigolds
            pr = 1.0 if need <= 0 else (0.8 ** need if open_marigold >= need and self.ctx.R > 0 else 0.0)
        elif kind == "lit_portraits":
            dist = [1.0]  # distribution of the number of lit portraits (independent chances)
            for x in be.probs:
                if x <= 0.0:
                    continue
                nd = [0.0] * (len(dist) + 1)
                for k, v in enumerate(dist):
                    nd[k] += v * (1.0 - x)
                    nd[k + 1] += v * x
                dist = nd
            pr = sum(dist[n:])
        elif kind == "all_slots_filled":
            pr = 1.0 if empties <= self.ctx.R else 0.0
        be.cprob[key] = pr
        return pr

    def _deco_static(self, be: _BoardEval, decorations: dict, pending: list[int]) -> tuple:
        """What ``decorations`` needs that does not depend on storage: done, open and lost slots."""
        t, p = self.ctx.t, self.ctx.p
        cards = be.cards
        deco_sum = be.deco_sum
        placed_mari = 0
        base = 0.0
        old_candles = []
        for d, what in decorations.items():
            di = t.deco_index[d]
            if what == MARIGOLD:
                base += deco_sum[di]
                placed_mari += 1
            else:
                old_candles.append((di, what))
        open_mari, open_candle = [], []
        for di in range(len(t.deco_ids)):
            if t.deco_ids[di] in decorations or di in pending:
                continue
            a, b, c = t.deco_slots[di]
            if cards[a] >= 0 and cards[b] >= 0 and cards[c] >= 0:
                continue  # surrounded on an earlier turn and left empty: lost
            (open_mari if t.deco_holds[di] == MARIGOLD else open_candle).append(di)
        open_candle.sort(key=lambda d: -deco_sum[d])
        need = len(open_mari)  # marigolds we will want: open marigold slots and cost slots, less gains
        for s in range(t.n_slots):
            if cards[s] < 0:
                eff = t.effect[s]
                if eff == "cost":
                    need += 1
                elif eff == "gain":
                    need -= 1
        need = max(0, need)
        horizon = min(1.0, self.ctx.R / p.mari_horizon) if p.mari_horizon > 0 else 1.0
        return base, placed_mari, old_candles, open_mari, open_candle, need, horizon

    def decorations(self, be: _BoardEval, sup: _Supply, marigolds: int, candles: list[str], decorations: dict,
                    pending: list[int]) -> tuple[float, list[Action]]:
        """Best value of this turn's decorations plus everything stored, and the actions for them.

        ``decorations`` holds what is already on the ofrenda; ``pending`` the decoration slots this
        turn surrounded (to fill now or never).
        """
        ctx, t, p = self.ctx, self.ctx.t, self.ctx.p
        R = ctx.R
        if R <= 0:
            return self._final_decorations(be, sup, marigolds, candles, decorations, pending)
        deco_sum = be.deco_sum
        skey = (tuple(decorations.items()), tuple(pending))
        if not pending:  # the usual case: nothing to decorate this turn
            # everything but the marigolds in storage depends only on the board and the candles
            ckey = (skey, tuple(candles))
            hit = be.dstatic.get(ckey)
            if hit is None:
                hit = be.dstatic[ckey] = self._undecorated(be, sup, candles, decorations, skey)
            v, need, horizon = hit
            return v + (p.mari_need * min(marigolds, need)
                        + horizon * p.mari_extra * min(max(0, marigolds - need), p.mari_cap)), []
        static = be.dstatic.get(skey)
        if static is None:
            static = be.dstatic[skey] = self._deco_static(be, decorations, pending)
        base, placed_mari, old_candles, open_mari, open_candle, need, horizon = static
        def open_value(cl: list[str], n_mari: int, n_open: int) -> float:
            """Open decoration slots: marigolds to come, and stored candles, best ones first."""
            okey = (skey, tuple(cl), n_mari, n_open)
            hit = be.dstatic.get(okey)
            if hit is None:
                hit = p.nu_marigold * sum(deco_sum[di] for di in open_mari)
                stored = sorted((self.candle_prob(cd, be, sup, n_mari, n_open) for cd in cl),
                                reverse=True) if open_candle else ()
                for k, di in enumerate(open_candle):
                    lit = stored[k] if k < len(stored) else p.nu_candle * p.candle_future_lit
                    hit += 2.0 * deco_sum[di] * lit
                be.dstatic[okey] = hit
            return hit

        # every combination of this turn's decorations (at most 4 pending slots)
        combos: list[tuple[list[Action], list[str], int, list[tuple[int, str]]]] = [([], list(candles), marigolds, [])]
        for di in pending:
            new = []
            for acts, cl, mg, placed in combos:
                new.append((acts, cl, mg, placed))
                if t.deco_holds[di] == MARIGOLD:
                    if mg >= 1:
                        new.append((acts + [PlaceMarigold(t.deco_ids[di])], cl, mg - 1, placed + [(di, MARIGOLD)]))
                else:
                    for cd in dict.fromkeys(cl):
                        cl2 = list(cl)
                        cl2.remove(cd)
                        new.append((acts + [PlaceCandle(cd, t.deco_ids[di])], cl2, mg, placed + [(di, cd)]))
            combos = new
        best_v, best_acts = None, []
        for acts, cl, mg, placed in combos:
            v = base
            n_mari = placed_mari
            new_candles = []
            for di, what in placed:
                if what == MARIGOLD:
                    v += deco_sum[di]
                    n_mari += 1
                else:
                    new_candles.append((di, what))
            n_open = len(open_mari)
            for di, cd in old_candles + new_candles:
                v += 2.0 * deco_sum[di] * self.candle_prob(cd, be, sup, n_mari, n_open)
            v += open_value(cl, n_mari, n_open)
            v += p.mari_need * min(mg, need) + horizon * p.mari_extra * min(max(0, mg - need), p.mari_cap)
            if best_v is None or v > best_v:
                best_v, best_acts = v, acts
        return best_v, best_acts


    def _undecorated(self, be: _BoardEval, sup: _Supply, candles: list[str], decorations: dict,
                     skey: tuple) -> tuple[float, int, float]:
        """With nothing to decorate this turn: the decorations' value but for the marigolds in
        storage, and what those need (how many are wanted, how much spare ones still count)."""
        p = self.ctx.p
        static = be.dstatic.get(skey)
        if static is None:
            static = be.dstatic[skey] = self._deco_static(be, decorations, [])
        base, placed_mari, old_candles, open_mari, open_candle, need, horizon = static
        deco_sum = be.deco_sum
        n_open = len(open_mari)
        v = base + p.nu_marigold * sum(deco_sum[di] for di in open_mari)
        for di, cd in old_candles:
            v += 2.0 * deco_sum[di] * self.candle_prob(cd, be, sup, placed_mari, n_open)
        if open_candle:
            stored = sorted((self.candle_prob(cd, be, sup, placed_mari, n_open) for cd in candles), reverse=True)
            for k, di in enumerate(open_candle):
                lit = stored[k] if k < len(stored) else p.nu_candle * p.candle_future_lit
                v += 2.0 * deco_sum[di] * lit
        return v, need, horizon

    def _final_decorations(self, be: _BoardEval, sup: _Supply, marigolds: int, candles: list[str],
                           decorations: dict, pending: list[int]) -> tuple[float, list[Action]]:
        """:meth:`decorations` with no turns left, without trying every combination.

        Storage is then worth nothing, so every pending slot that can be filled is: marigolds
        first (a placed marigold can only help the candles that count them), then the likeliest
        candles, the likeliest in the slot with the most lit portraits around it.
        """
        t = self.ctx.t
        deco_sum = be.deco_sum
        v = 0.0
        n_mari = 0
        old = []
        for d, what in decorations.items():
            di = t.deco_index[d]
            if what == MARIGOLD:
                v += deco_sum[di]
                n_mari += 1
            else:
                old.append((di, what))
        acts: list[Action] = []
        cand_slots = []
        mg = marigolds
        for di in sorted(pending, key=lambda d: -deco_sum[d]):
            if t.deco_holds[di] != MARIGOLD:
                cand_slots.append(di)
            elif mg >= 1:
                mg -= 1
                n_mari += 1
                v += deco_sum[di]
                acts.append(PlaceMarigold(t.deco_ids[di]))
        for di, cd in old:
            v += 2.0 * deco_sum[di] * self.candle_prob(cd, be, sup, n_mari, 0)
        if cand_slots and candles:
            ranked = sorted(candles, key=lambda cd: -self.candle_prob(cd, be, sup, n_mari, 0))
            for di, cd in zip(cand_slots, ranked):
                v += 2.0 * deco_sum[di] * self.candle_prob(cd, be, sup, n_mari, 0)
                acts.append(PlaceCandle(cd, t.deco_ids[di]))
        return v, acts


@dataclass
class _After:
    """The public facts once a plan is played (the replenished cards are still unknown)."""

    board: list[int]
    hand: list[str]
    marigolds: int
    candles: list[str]
    decorations: dict
    market: list[tuple[str, int]]  # known portraits slid left, with their marigolds
    market_candles: list[str | None]  # slid left, unknown ones as None


def _after_plan(t: _Tables, view: OfrendaView, plan: Plan) -> _After:
    b = view.you
    market = list(view.market)
    mm = list(view.market_marigolds)
    mc = list(view.market_candles)
    hand = list(b.hand)
    mari = b.marigolds
    candles = list(b.candles)
    taken = view.taken_space
    if plan.take is not None:
        sp = plan.take
        for i in range(sp):
            mm[i] += 1
        mari += mm[sp] - sp
        hand.append(market[sp])
        market[sp] = None
        mm[sp] = 0
        taken = sp
    if plan.candle is not None:
        j = plan.candle
        if j != taken:
            mari -= 1
            if market[j] is not None:
                mm[j] += 1
        candles.append(mc[j])
        mc[j] = None
    board = [-1] * t.n_slots
    for sl, c in b.ofrenda.items():
        board[t.slot_index[sl]] = t.card_index[c]
    hand.remove(plan.card)
    if plan.slot is None:
        mari += DISCARD_GAIN
    else:
        si = t.slot_index[plan.slot]
        board[si] = t.card_index[plan.card]
        eff = t.effect[si]
        mari += 1 if eff == "gain" else (-1 if eff == "cost" else 0)
    decorations = dict(b.decorations)
    for a in plan.decorations:
        if isinstance(a, PlaceCandle):
            candles.remove(a.candle)
            decorations[a.slot] = a.candle
        elif isinstance(a, PlaceMarigold):
            mari -= 1
            decorations[a.slot] = MARIGOLD
    known = [(c, m) for c, m in zip(market, mm) if c is not None]
    mcs = [c for c in mc if c is not None]
    return _After(board, hand, mari, candles, decorations, known, mcs + [None] * (len(mc) - len(mcs)))


ABUELA_SPACES = ((0, 1 / 3), (1, 1 / 3), (2, 1 / 6), (3, 1 / 6))  # her die: 1/5, 2/6, 3, 4


def _next_views(t: _Tables, view: OfrendaView, plan: Plan):
    """(odds, view) of our next turn after ``plan``, for each portrait Abuela may discard.

    The cards drawn meanwhile are unknown: their market spaces stay empty (None).
    """
    b = view.you
    after = _after_plan(t, view, plan)
    slots4 = after.market + [(None, 0)] * (4 - len(after.market))
    ofrenda = {t.slot_ids[s]: t.card_ids[c] for s, c in enumerate(after.board) if c >= 0}
    board = replace(b, hand=tuple(after.hand), hand_size=len(after.hand), marigolds=after.marigolds,
                    candles=tuple(after.candles), ofrenda=ofrenda, decorations=after.decorations,
                    discards=b.discards + ((plan.card,) if plan.slot is None else ()), turns=b.turns + 1)
    boards = tuple(board if bv.seat == b.seat else bv for bv in view.boards)
    for space, odds in ABUELA_SPACES:
        final = [(c, m + (1 if i < space else 0)) for i, (c, m) in enumerate(slots4) if i != space]
        final.append((None, 0))
        gone = slots4[space][0]
        yield odds, replace(view, round=view.round + 1, phase=Phase.TAKE_PORTRAIT, taken_space=None, pending=(),
                            market=tuple(c for c, _ in final), market_marigolds=tuple(m for _, m in final),
                            market_candles=tuple(after.market_candles),
                            abuela_portraits=view.abuela_portraits + ((gone,) if gone is not None else ()),
                            boards=boards)


class _Endgame:
    """Exact value of a plan made with exactly one turn left after it.

    The last turn is small enough to play out: Abuela's four possible discards (with her die's
    odds), every pair of unseen cards that can refill the market, then our best last move
    (any portrait from the hand or an affordable market space, any open slot, best decorations),
    each scored exactly. Only the candle market is simplified: the candles now visible are
    assumed still there.
    """

    def __init__(self, ctx: _Context, view: OfrendaView, ev: Evaluator | None = None, shared: dict | None = None):
        self.ctx0 = replace(ctx, R=0)
        self.ev = ev if ev is not None else Evaluator(self.ctx0)
        # last moves already valued, per position after the plan: plans of one decision often meet
        self.shared = shared if shared is not None else {}
        self.view = view
        self.t = ctx.t

    def value(self, plan: Plan) -> float:
        t, view = self.t, self.view
        after = _after_plan(t, view, plan)
        board, hand, mari = after.board, after.hand, after.marigolds
        candles, decorations, mc = after.candles, after.decorations, after.market_candles
        self.board = tuple(board)
        self.decos = decorations
        self.candles = candles + ([c for c in mc if c is not None] if len(candles) < CANDLE_STORAGE else [])
        self.sup = self.ev.supply((), (), 0)
        self.cache = self.shared.setdefault((self.board, tuple(decorations.items()), tuple(self.candles)), {})
        slots4 = after.market + [(None, 0)] * (4 - len(after.market))  # unknown cards follow
        self.hand = [t.card_index[c] for c in hand]
        self.hcache: dict = {}
        unseen = self.ctx0.unseen
        n = len(unseen)
        total = 0.0
        for space, odds in ABUELA_SPACES:
            final = [(c, m + (1 if i < space else 0)) for i, (c, m) in enumerate(slots4) if i != space]
            final.append((None, 0))
            # our last move: the best of "take the card at space sp, then play it or a card in hand"
            known = None
            unknown: list[int] = []  # marigolds left after taking each unknown card we can afford
            for sp, (c, mm) in enumerate(final):
                if sp > mari:
                    break
                m = mari - sp + mm
                if c is None and len(unknown) < 2 and len(unknown) < n:
                    unknown.append(m)
                else:
                    v = self._with_hand(t.card_index[c] if c is not None else -1, m)
                    known = v if known is None or v > known else known
            if not unknown:
                total += odds * (known if known is not None else self._with_hand(-1, mari))
                continue
            # the unknown spaces: every card (or ordered pair of cards) the unseen ones can put there
            a = [self._with_hand(u, unknown[0]) for u in unseen]
            if known is not None:
                a = [x if x > known else known for x in a]
            if len(unknown) == 1:
                total += odds * sum(a) / n
            else:
                b = [self._with_hand(w, unknown[1]) for w in unseen]
                acc = 0.0
                for i, x in enumerate(a):
                    for j, y in enumerate(b):
                        if i != j:
                            acc += x if x > y else y
                total += odds * acc / (n * (n - 1))
        return total

    def _with_hand(self, card: int, mari: int) -> float:
        """The best last move once ``card`` is taken (-1: an unknown card, valued as nothing)."""
        best = self.hcache.get(mari)
        if best is None:
            best = self.hcache[mari] = max((self._play(h, mari) for h in self.hand), default=None)
            if best is None:
                best = self.hcache[mari] = self._play(-1, mari)
        return best if card < 0 else max(best, self._play(card, mari))

    def _play(self, card: int, mari: int) -> float:
        """Exact final score after playing ``card`` in the last turn with ``mari`` marigolds."""
        key = (card, min(mari, 4))
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        t, ev, sup = self.t, self.ev, self.sup
        board = self.board
        be = ev.board(board, sup)
        best = be.value + ev.decorations(be, sup, mari + DISCARD_GAIN, list(self.candles), self.decos, [])[0]
        for s in range(t.n_slots):
            if board[s] >= 0:
                continue
            eff = t.effect[s]
            if eff == "cost" and mari < 1:
                continue
            nb = list(board)
            nb[s] = card
            nb = tuple(nb)
            pending = [di for di, ds in enumerate(t.deco_slots)
                       if s in ds and t.deco_ids[di] not in self.decos and all(nb[x] >= 0 for x in ds)]
            be = ev.board(nb, sup)
            m2 = mari + (1 if eff == "gain" else (-1 if eff == "cost" else 0))
            v = be.value + ev.decorations(be, sup, m2, list(self.candles), self.decos, pending)[0]
            if v > best:
                best = v
        self.cache[key] = best
        return best


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


class OfrendaHintBot:
    """Plans each whole turn against an estimate of the final score. See the module docstring.

    ``seed`` is accepted for the bot protocol; the bot's play is deterministic anyway (the
    same public view always gets the same answer), so it never needs random numbers.
    """

    name = "hint"

    def __init__(self, game=None, seat: int = 0, seed: int = 0, params: Params | None = None):
        if game is None:
            from game import registry

            game = registry.get("ofrenda")
        self.game = game
        self.data: OfrendaData = game.load_data()
        self.seat = seat
        self.random = random.Random(seed)
        self.params = params or Params()
        self._plan: Plan | None = None
        self._plan_key: tuple | None = None
        self._nested_ev: tuple | None = None
        self._final_ev: tuple | None = None

    # ------------------------------------------------------------------ protocol
    def decide(self, decision: Decision) -> Choice:
        """The action this bot plays, with a short reason in a player's words."""
        legal = decision.legal
        if len(legal) == 1:
            return Choice(legal[0], "It is the only move left.")
        view = decision.view
        action, plan = self._decide(view, legal)
        return Choice(action, self._reason(view, action, plan))

    # ------------------------------------------------------------------ planning
    def _decide(self, view: OfrendaView, legal: list[Action]):
        key = self._key(view)
        plan = self._plan if self._plan_key == key else None
        if plan is None or not plan.actions:
            plan = self._make_plan(self.data, view)
        action = plan.actions[0] if plan.actions else None
        if action not in legal:  # only if the plan's model of the rules is wrong: stay legal anyway
            plan = self._make_plan(self.data, view)
            action = plan.actions[0] if plan.actions and plan.actions[0] in legal else legal[0]
        self._plan = replace(plan, actions=plan.actions[1:])
        self._plan_key = self._expected_key(view, action)
        return action, plan

    @staticmethod
    def _key(view: OfrendaView) -> tuple:
        b = view.you
        return (view.viewer, view.round, view.phase, tuple(sorted(b.hand)), b.marigolds, tuple(sorted(b.candles)),
                tuple(sorted(b.ofrenda.items())), tuple(sorted(b.decorations.items())), view.pending)

    @staticmethod
    def _expected_key(view: OfrendaView, action: Action) -> tuple | None:
        """The public facts expected after ``action``, or None to re-plan at the next call.

        Only the portrait and candle steps are predicted: after them the plan still holds
        whatever card the replenish drew. Placing and decorating re-plan (cheap by then).
        """
        b = view.you
        hand = list(b.hand)
        marigolds = b.marigolds
        candles = list(b.candles)
        if isinstance(action, TakePortrait):
            hand.append(view.market[action.space])
            marigolds += view.market_marigolds[action.space] - action.space
            # the rules skip the candle step when no candle can be taken
            can = len(candles) < CANDLE_STORAGE and any(
                c is not None and (i == action.space or marigolds >= 1) for i, c in enumerate(view.market_candles))
            phase = Phase.TAKE_CANDLE if can else Phase.PLAY_PORTRAIT
        elif isinstance(action, TakeCandle):
            candles.append(view.market_candles[action.space])
            marigolds -= 0 if action.space == view.taken_space else 1
            phase = Phase.PLAY_PORTRAIT
        elif isinstance(action, SkipCandle):
            phase = Phase.PLAY_PORTRAIT
        else:
            return None
        return (view.viewer, view.round, phase, tuple(sorted(hand)), marigolds, tuple(sorted(candles)),
                tuple(sorted(b.ofrenda.items())), tuple(sorted(b.decorations.items())), view.pending)

    def _context(self, data: OfrendaData, view: OfrendaView) -> _Context:
        t = _tables(data)
        R = TURNS - view.you.turns - 1
        unseen = [t.card_index[c] for c in view.unseen_portraits]
        return _Context(t, self.params, R, unseen)

    def _make_plan(self, data: OfrendaData, view: OfrendaView, nested: bool = False, many: int = 0):
        """The best plan for the rest of this turn, from the current phase on.

        ``nested``: a quick version for looking one turn ahead (no candles, no further look-ahead);
        with ``many`` it returns that many best plans (different portrait moves), best first.
        """
        ctx = self._context(data, view)
        if nested:
            # every look-ahead of one decision sees the same unseen cards: share one evaluator's caches
            unseen = tuple(ctx.unseen)
            if self._nested_ev is None or self._nested_ev[0] != unseen:
                self._nested_ev = (unseen, {})
            ev = self._nested_ev[1].get(ctx.R)
            if ev is None:
                ev = self._nested_ev[1][ctx.R] = Evaluator(ctx)
        else:
            ev = Evaluator(ctx)
        t = ctx.t
        b = view.you
        phase = view.phase
        board = [-1] * t.n_slots
        for s, c in b.ofrenda.items():
            board[t.slot_index[s]] = t.card_index[c]
        board_t = tuple(board)
        empties = board.count(-1)
        market = list(view.market)

        if phase is Phase.DECORATE:
            hand = tuple(sorted(t.card_index[c] for c in b.hand))
            mkt = tuple(sorted(t.card_index[c] for c in market if c is not None))
            sup = ev.supply(hand, mkt, empties)
            be = ev.board(board_t, sup)
            pending = [t.deco_index[d] for d in view.pending]
            v, acts = ev.decorations(be, sup, b.marigolds, list(b.candles), b.decorations, pending)
            return Plan(actions=acts + [EndTurn()], value=be.value + v, decorations=acts)

        if phase is Phase.TAKE_PORTRAIT:
            takes = [i for i, c in enumerate(market) if c is not None and i <= b.marigolds]
        else:
            takes = [None]
        # candidates as light tuples (value, take, candle space, candle step?, card, slot, decorations);
        # Plans (with their action lists) are built only for the few that are kept
        cands: list[tuple] = []
        open_slots = [s for s in range(t.n_slots) if board[s] < 0]
        corner_cost = ctx.p.spare_corner * ctx.R / 11.0
        market_candles = view.market_candles
        for take in takes:
            hand = list(b.hand)
            mari = b.marigolds
            mkt = list(market)
            taken_space = view.taken_space
            if take is not None:
                hand.append(market[take])
                mari += view.market_marigolds[take] - take
                mkt[take] = None
                taken_space = take
            mkt_cards = tuple(sorted(t.card_index[c] for c in mkt if c is not None))
            # the candle step: only if some candle can be taken (else the rules skip it)
            copts: list[tuple[int | None, int]] = [(None, 0)]
            if phase is not Phase.PLAY_PORTRAIT and len(b.candles) < CANDLE_STORAGE and not nested:
                for j, cd in enumerate(market_candles):
                    if cd is not None:
                        cost = 0 if j == taken_space else 1
                        if cost <= mari:
                            copts.append((j, cost))
            candle_step = len(copts) > 1
            candle_lists = [list(b.candles) + ([market_candles[j]] if j is not None else []) for j, _ in copts]
            for card in dict.fromkeys(hand):
                rest = list(hand)
                rest.remove(card)
                rest_idx = tuple(sorted(t.card_index[c] for c in rest))
                ci = t.card_index[card]
                sup_place = ev.supply(rest_idx, mkt_cards, empties - 1)
                for slot in open_slots + ([None] if not nested or not open_slots else []):
                    if slot is None:
                        newboard = board_t
                        sup = ev.supply(rest_idx, mkt_cards, empties)
                        pending = []
                        delta, cost_slot = DISCARD_GAIN, False
                        penalty = 0.0
                    else:
                        nb = list(board_t)
                        nb[slot] = ci
                        newboard = tuple(nb)
                        sup = sup_place
                        pending = [di for di in t.deco_of_slot[slot]
                                   if t.deco_ids[di] not in b.decorations
                                   and all(newboard[x] >= 0 for x in t.deco_slots[di])]
                        eff = t.effect[slot]
                        delta = 1 if eff == "gain" else (-1 if eff == "cost" else 0)
                        cost_slot = eff == "cost"
                        penalty = corner_cost if len(t.nbrs[slot]) == 2 else 0.0
                    be = ev.board(newboard, sup)
                    for (cspace, ccost), candles in zip(copts, candle_lists):
                        m2 = mari - ccost
                        if cost_slot and m2 < 1:
                            continue
                        dv, dacts = ev.decorations(be, sup, m2 + delta, candles, b.decorations, pending)
                        cands.append((be.value + dv - penalty, take, cspace, candle_step, card, slot, dacts))
        cands.sort(key=lambda c: -c[0])

        def plan_of(c: tuple) -> Plan:
            value, take, cspace, step, card, slot, dacts = c
            acts: list[Action] = [] if take is None else [TakePortrait(take)]
            if step:
                acts.append(SkipCandle() if cspace is None else TakeCandle(cspace))
            acts.append(DiscardPortrait(card) if slot is None else PlacePortrait(card, t.slot_ids[slot]))
            if dacts:
                acts += dacts + [EndTurn()]
            return Plan(actions=acts, value=value, take=take, candle=cspace, card=card,
                        slot=None if slot is None else t.slot_ids[slot], decorations=dacts)

        keep = max(1, self.params.lookahead_top, self.params.endgame_top, self.params.endgame2_plans) \
            if not nested else 1
        if nested and many:
            plans = []
            seen = set()
            for c in cands:
                if (c[1], c[4], c[5]) not in seen:
                    seen.add((c[1], c[4], c[5]))
                    plans.append(plan_of(c))
                    if len(plans) >= many:
                        break
        else:
            plans = [plan_of(c) for c in cands[:keep * 6]]
        if not plans:
            # nothing to take or play in this (imagined) turn: the board stays as it is
            hand = tuple(sorted(t.card_index[c] for c in b.hand))
            sup = ev.supply(hand, tuple(sorted(t.card_index[c] for c in market if c is not None)), empties)
            plans = [Plan(actions=[], value=ev.board(board_t, sup).value)]
        if nested:
            return plans if many else plans[0]
        if ctx.R >= 2 and self.params.lookahead_top > 0:
            return self._lookahead(data, view, ctx, plans)
        if ctx.R == 1 and self.params.endgame_top > 0:
            # one turn to go after this one: value the best few plans by the last turn itself
            endgame = self._endgame(ctx, view)
            top = plans[:self.params.endgame_top]
            for pl in top:
                pl.value = endgame.value(pl)
            return max(top, key=lambda pl: pl.value)
        return plans[0]

    def _lookahead(self, data: OfrendaData, view: OfrendaView, ctx: _Context, plans: list[Plan]) -> Plan:
        """Re-rank the best few plans by the best next turn each one leaves.

        For each of Abuela's four possible discards (weighted by her die) the next turn is
        planned with the quick evaluation, and the plan is worth the average of those best
        next turns. Cards not drawn yet are left out of that turn's options, which costs every
        plan alike; nothing hidden is looked at (the unseen cards are known only as a set).
        This is what teaches the bot to keep useful cards in hand, leave good cards in the
        market and not clog its hand with portraits no slot wants.
        """
        t, p = ctx.t, self.params
        top: list[Plan] = []
        seen = set()
        for pl in plans:
            key = (pl.take, pl.card, pl.slot)
            if key not in seen:
                seen.add(key)
                top.append(pl)
                if len(top) >= (p.endgame2_plans if ctx.R == 2 and p.endgame2_top > 0 else p.lookahead_top):
                    break
        two_turns = ctx.R == 2 and p.endgame2_top > 0
        for pl in top:
            total = 0.0
            for odds, nxt in _next_views(t, view, pl):
                if two_turns:
                    # the next turn is the last but one: its best few moves are valued by the last turn
                    nexts = self._make_plan(data, nxt, nested=True, many=p.endgame2_top)
                    endgame = self._endgame(replace(ctx, R=1), nxt)
                    total += odds * max(endgame.value(n) if n.card is not None else n.value for n in nexts)
                else:
                    total += odds * self._make_plan(data, nxt, nested=True).value
            pl.value = total
        if not two_turns and p.deep_plans > 1 and 3 <= ctx.R <= p.deep_max_R:
            # two plies for the best few: each of the next turn's best moves valued by the turn after
            top.sort(key=lambda pl: -pl.value)
            top = top[:p.deep_plans]
            for pl in top:
                total = 0.0
                for odds, nxt in _next_views(t, view, pl):
                    best = None
                    for n in self._make_plan(data, nxt, nested=True, many=p.deep_next):
                        if n.card is None:
                            v = n.value
                        else:
                            v = sum(o2 * self._make_plan(data, n2, nested=True).value
                                    for o2, n2 in _next_views(t, nxt, n))
                        best = v if best is None or v > best else best
                    total += odds * best
                pl.value = total
        return max(top, key=lambda pl: pl.value)

    def _endgame(self, ctx: _Context, view: OfrendaView) -> _Endgame:
        """The exact last turn after ``view``'s turn, sharing its evaluator and values within a decision."""
        key = tuple(ctx.unseen)
        if self._final_ev is None or self._final_ev[0] != key:
            self._final_ev = (key, Evaluator(replace(ctx, R=0)), {})
        return _Endgame(ctx, view, self._final_ev[1], self._final_ev[2])

    # ------------------------------------------------------------------ reasons
    def _reason(self, view: OfrendaView, action: Action, plan: Plan | None) -> str:
        """Why ``action``, in a few words (the move itself is shown beside it, so never restated)."""
        data = self.data
        if plan is None:
            return "it is the only move left"
        name = _Words(data)
        b = view.you
        if isinstance(action, TakePortrait):
            card = view.market[action.space]
            gain = view.market_marigolds[action.space]
            bonus = "" if not gain else "; the marigold on it comes along" if gain == 1 else \
                f"; the {name.num(gain)} marigolds on it come along"
            if plan.slot is None:
                return f"nothing in hand fits a slot, so a card goes for three marigolds{bonus}"
            why = self._why_slot(data, view, plan.card, plan.slot)
            if plan.card == card:
                return f"in {plan.slot} {why}{bonus}"
            return f"kept for a later turn, while {name.card(plan.card)} goes to {plan.slot}: {why}{bonus}"
        if isinstance(action, TakeCandle):
            candle = view.market_candles[action.space]
            return f"this ofrenda can give it {name.candle(candle)}" + \
                (", and it costs nothing" if action.space == view.taken_space else "")
        if isinstance(action, SkipCandle):
            open_slots = [d for d, deco in data.decorations.items() if deco.holds == "candle"
                          and d not in b.decorations and not all(s in b.ofrenda for s in deco.portraits)]
            if not open_slots:
                return "no candle slot is left open for one"
            if len(b.candles) >= len(open_slots):
                return "the candles in storage already cover the open candle slots"
            return "none of these candles is worth a marigold yet"
        if isinstance(action, PlacePortrait):
            return self._why_slot(data, view, action.card, action.slot)
        if isinstance(action, DiscardPortrait):
            return "no open slot suits it, and three marigolds pay for better turns"
        if isinstance(action, (PlaceCandle, PlaceMarigold)):
            lit = sum(1 for s in data.decorations[action.slot].portraits if s in b.lit)
            each = "2 points" if isinstance(action, PlaceCandle) else "a point"
            if lit:
                return f"{name.num(lit)} lit portrait{'s' if lit != 1 else ''} around it already, {each} each"
            return f"{each} for each portrait around it that lights, and this is the only chance to fill it"
        if isinstance(action, EndTurn):
            return "what is left in storage is worth more in a later slot"
        return ""

    @staticmethod
    def _why_slot(data: OfrendaData, view: OfrendaView, card: str, slot: str) -> str:
        """Why ``card`` goes in ``slot``: who lights up, or what it still needs there."""
        name = _Words(data)
        board = dict(view.you.ofrenda)
        board[slot] = card
        lit_now = [s for s in (slot, *data.neighbours[slot])
                   if s in board and s not in view.you.lit and all(n in board for n in data.neighbours[s])
                   and objective_met(data, board[s], [board[n] for n in data.neighbours[s]])]
        present = [board[n] for n in data.neighbours[slot] if n in board]
        effect = data.slots[slot].effect
        note = {"golden": " (golden: points double)", "gain": " (+1 marigold)"}.get(effect, "")
        if slot in lit_now:
            others = [board[s] for s in lit_now if s != slot]
            text = f"it lights up at once with {name.wish(card)}"
            if len(others) == 1:
                text += f", and so does {name.card(others[0])}"
            elif others:
                text += f", and {name.num(len(others))} more light up"
            return text + note
        if lit_now:
            who = name.cards(board[s] for s in lit_now) if len(lit_now) <= 2 else f"{name.num(len(lit_now))} portraits"
            return f"{who} light{'s' if len(lit_now) == 1 else ''} up beside it{note}"
        if objective_met(data, card, present):
            return f"it already has {name.wish(card)} there, so it will light{note}"
        open_n = sum(1 for n in data.neighbours[slot] if n not in board)
        need, text = name.need(card, present)
        if need > open_n:
            return f"it fills a spare slot no better card wants{note}"
        slots = f"{name.num(open_n)} slot{'s' if open_n != 1 else ''} around it {'are' if open_n != 1 else 'is'}"
        return f"it needs {text}, and {slots} open{note}"


class _Words(words.Plain):
    """Plain names for reasons (lower-case colours and offerings inside sentences)."""

    num = staticmethod(words.num)

    def colour(self, branch: str) -> str:
        return super().colour(branch).lower()

    def offering(self, offering: str, icon: bool = True) -> str:
        return super().offering(offering, icon).lower()

    def wish(self, card: str) -> str:
        return words.wish(self, card)

    def need(self, card: str, present: list[str]) -> tuple[int, str]:
        return words.need(self, card, present)

    def candle(self, candle: str) -> str:
        return words.candle_wish(self, candle)


class OfrendaHardBot(OfrendaHintBot):
    """Ofrenda's Hard level: the same planner, under the level's name."""

    name = "hard"
