"""The hint planner's value of decorations: candles' chances to light, marigolds, storage, and the
best way to fill the decoration slots a turn surrounds; a part of :class:`.evaluation.Evaluator`."""
from __future__ import annotations


from game.rules.base import Action
from game.rules.ofrenda.actions import PlaceCandle, PlaceMarigold
from game.rules.ofrenda.bots.model import N_ATTR, BoardEval, Supply
from game.rules.ofrenda.bots.odds import tail
from game.rules.ofrenda.phases import MARIGOLD


class DecorationValues:
    """Candles, marigolds and storage in the expected final score (a part of the evaluator's class)."""

    def candle_prob(self, candle: str, be: BoardEval, sup: Supply, placed_marigolds: int,
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
                pr = tail(future, n - cnt[attr], min(0.95, p.rho * share[attr]))
            elif kind == "one_colour_count":
                pr = tail(future, n - cnt[best], min(0.95, p.rho * max(share[best], 0.2)))
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

    def _placed(self, be: BoardEval, decorations: dict) -> tuple[float, int, list[tuple[int, str]]]:
        """The decorations already on the ofrenda: the placed marigolds' value and count, and the
        placed candles as (decoration slot, candle)."""
        index, deco_sum = self.ctx.t.deco_index, be.deco_sum
        value = 0.0
        marigolds = 0
        candles = []
        for d, what in decorations.items():
            di = index[d]
            if what == MARIGOLD:
                value += deco_sum[di]
                marigolds += 1
            else:
                candles.append((di, what))
        return value, marigolds, candles

    def _deco_static(self, be: BoardEval, decorations: dict, pending: list[int]) -> tuple:
        """What ``decorations`` needs that does not depend on storage: done, open and lost slots."""
        t, p = self.ctx.t, self.ctx.p
        cards = be.cards
        deco_sum = be.deco_sum
        base, placed_mari, old_candles = self._placed(be, decorations)
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

    def decorations(self, be: BoardEval, sup: Supply, marigolds: int, candles: list[str], decorations: dict,
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

    def _undecorated(self, be: BoardEval, sup: Supply, candles: list[str], decorations: dict,
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

    def _final_decorations(self, be: BoardEval, sup: Supply, marigolds: int, candles: list[str],
                           decorations: dict, pending: list[int]) -> tuple[float, list[Action]]:
        """:meth:`decorations` with no turns left, without trying every combination.

        Storage is then worth nothing, so every pending slot that can be filled is: marigolds
        first (a placed marigold can only help the candles that count them), then the likeliest
        candles, the likeliest in the slot with the most lit portraits around it.
        """
        t = self.ctx.t
        deco_sum = be.deco_sum
        v, n_mari, old = self._placed(be, decorations)
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
