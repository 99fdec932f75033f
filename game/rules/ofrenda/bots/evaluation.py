"""The hint planner's evaluation: the expected final score of an ofrenda with some turns left (what
can still reach the board, each portrait's chance to light), see :mod:`.hint`."""
from __future__ import annotations

from game.rules.ofrenda.bots.decorations import DecorationValues
from game.rules.ofrenda.bots.model import N_ATTR, T_DISTINCT_COL, T_OTHER, BoardEval, Context, Supply, present_fields
from game.rules.ofrenda.bots.odds import tail, tail_mixed
from game.rules.ofrenda.state import objective_met


class Evaluator(DecorationValues):
    """Expected final score of an ofrenda (plus hand and storage) with R turns left."""

    def __init__(self, ctx: Context):
        self.ctx = ctx
        self._supply_cache: dict = {}
        self._board_cache: dict = {}
        self._struct_cache: dict = {}
        self._unseen_part = None

    # -- what can still come
    def supply(self, hand: tuple[int, ...], market: tuple[int, ...], empties: int) -> Supply:
        key = (hand, market, empties)
        hit = self._supply_cache.get(key)
        if hit is not None:
            return hit
        ctx, t, p = self.ctx, self.ctx.t, self.ctx.p
        R = ctx.R
        fill = 1.0 if empties <= R else (R / empties if empties else 0.0)
        if R <= 0:
            res = Supply([0.0] * N_ATTR, [0.0] * N_ATTR, [], 0.0, [0.0] * N_ATTR)
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
        res = Supply(q, avail, types, fill, share)
        self._supply_cache[key] = res
        return res

    # -- the board
    def _structure(self, cards: tuple[int, ...]) -> tuple:
        """What a board's evaluation needs that does not depend on the supply (cached per board).

        Neighbour counts are packed 3 bits per attribute into one int (``Tables.vec``): fast to
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

    def board(self, cards: tuple[int, ...], sup: Supply) -> BoardEval:
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
                    pr = sup.mcache[mkey] = tail_mixed([q * f for f in factors], k)
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
        res = BoardEval(value, probs, deco_sum, cards)
        res.cnt = cnt
        self._board_cache[key] = res
        return res

    def _distinct(self, sup: Supply, tot: int, base: int, n: int, m: int) -> float:
        """P(at least n different colours (base 0) or offerings (base 5) around, m slots still empty)."""
        mask = present_fields(tot >> 3 * base & 0x7FFF)
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
            hit = sup.dcache[key] = tail(m, need, 1.0 - miss)
        return hit

    def _other(self, c: int, cards, s: int, m: int) -> float:
        """Non-monotone multiplayer objectives: exact once surrounded, a rough guess before."""
        t = self.ctx.t
        present = [t.card_ids[cards[n]] for n in t.nbrs[s] if cards[n] >= 0]
        met = objective_met(t.data, t.card_ids[c], present)
        if m == 0:
            return 1.0 if met else 0.0
        return 0.6 if met else 0.2

    def _best_new(self, sup: Supply, tot: int, m: int) -> float:
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
