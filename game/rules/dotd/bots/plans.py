"""Die of the Dead's bots: the colour plans a position is valued under (colourings of the ofrenda
that meet all four colour requirements at once), as a part of the model."""
from __future__ import annotations

from game.rules.dotd.bots.sections import BREAD, CANDLE, INCENSE, MARIGOLD
from game.rules.dotd.bots.snap import Snap


class ColourPlans:
    """Every colour plan, what each wants, and the plans worth valuing a position under (a part of
    :class:`~game.rules.dotd.bots.model.Model`)."""

    # ------------------------------------------------------------------ the colour plan
    def _all_plans(self) -> list:
        """Every colouring of the ofrenda that meets all four colour requirements at once: the
        bread's one colour X (also the marigolds' first, on the shared corner), the marigolds'
        second colour B (on the incense corner), and the colour C of the candle and incense corner;
        the urns keep their colours. Each plan: ``(X, B, C, per cell: its colour or None (the
        candles' middle spaces: any colour but X and C))``."""
        d = self.data
        colours = range(len(d.colours))
        (p1, c1, _), (p2, c2, _) = self.urns
        inc = self.cells_of[INCENSE]
        mar = self.cells_of[MARIGOLD]
        bread = self.cells_of[BREAD]
        candle = self.cells_of[CANDLE]
        corner_mi = next(c for c in mar if c in inc)
        corner_ic = next(c for c in inc if c in candle)
        out = []
        for x in colours:
            for b in colours:
                for c in colours:
                    if len({b, c, c1, c2}) < 4 or b == x or c == x:
                        continue
                    cell = [None] * len(d.cells)
                    for k in bread:
                        cell[k] = x
                    for i, k in enumerate(mar):
                        cell[k] = x if i % 2 == 0 else b
                    cell[corner_mi] = b
                    cell[inc[p1]] = c1
                    cell[inc[p2]] = c2
                    cell[corner_ic] = c
                    out.append((x, b, c, tuple(cell)))
        return out

    def wants(self, plan) -> tuple:
        """Per section, the plan's wish handed to :func:`abstract`."""
        x, b, c, want = plan
        out = [None] * 4
        out[BREAD] = x
        out[MARIGOLD] = (x, b)
        out[CANDLE] = tuple(want[k] for k in (self.cells_of[CANDLE][0], self.cells_of[CANDLE][3]))
        out[INCENSE] = tuple(want[k] for k in (self.cells_of[INCENSE][0], self.cells_of[INCENSE][3]))
        return tuple(out)

    def candidate_plans(self, snap: Snap) -> list:
        """The plans worth valuing the position under: the best fitting few."""
        cells = snap.cells
        placed = tuple(None if x is None else x[0] for x in cells)
        pool = snap.city if snap.solo else snap.supply
        key = (placed, tuple(snap.comp), pool)
        got = self._plan_memo.get(key)
        if got is not None:
            return got
        avail = [0] * len(self.data.colours)
        for t in list(snap.comp) + [pool]:
            for k, n in enumerate(t):
                avail[k >> 1] += n
        candle_mid = [c for c in self.cells_of[CANDLE] if len(self.cell_items[c]) == 1]
        ranked = []
        for plan in self._plans:
            x, b, c, want = plan
            off = 0
            need = [0] * len(avail)
            for k, col in enumerate(want):
                if col is None:
                    continue
                if placed[k] is None:
                    need[col] += 1
                elif placed[k] != col:
                    off += 1
            mids = [placed[k] for k in candle_mid if placed[k] is not None]
            off += sum(1 for m in mids if m in (x, c)) + (len(mids) - len(set(mids)))
            fit = sum(min(need[col], avail[col]) for col in range(len(avail)))
            short = sum(max(0, need[col] - avail[col]) for col in range(len(avail)))
            ranked.append(((off, short, -fit, x, b, c), plan))
        ranked.sort()
        low = ranked[0][0][0]
        got = [plan for rank, plan in ranked if rank[0] <= low + self.params.plan_slack][:self.params.plans]
        if len(self._plan_memo) > 20_000:
            self._plan_memo.clear()
        self._plan_memo[key] = got
        return got
