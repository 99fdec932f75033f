"""Die of the Dead's bots: the Round Starter's choice of the casket to open (and of a candle token's
swap before it), weighed over drawn rolls of each casket's dice."""
from __future__ import annotations

from game.rules.dotd.actions import Open, Swap
from game.rules.dotd.bots.sections import expect_max
from game.rules.dotd.bots.snap import Snap, less, more
from game.rules.dotd.components import CANDLE, MARIGOLD, SKULL


class Opening:
    """Opening a casket and swapping caskets (a part of :class:`~game.rules.dotd.bots.planner.Planner`)."""

    # ------------------------------------------------------------------ opening
    def _open(self, state, legal):
        snap = Snap.of(state, self.seat)
        best = None
        opens = {}
        for a in legal:
            if isinstance(a, Open):
                v = opens[a.casket] = self._open_value(state, snap, a.casket, self.samples)
                v = self._jitter(v, a)
                if best is None or v > best[0]:
                    best = (v, a)
        swaps = [a for a in legal if isinstance(a, Swap)]
        if swaps and best is not None:
            for a in self._promising_swaps(state, snap, swaps):
                v = self._jitter(self._swap_value(state, snap, a, opens), a)
                if v > best[0]:
                    best = (v, a)
        return best[1], "its dice promise the most for the ofrenda"

    def _swapped(self, state, snap: Snap, swap: Swap) -> Snap:
        s = snap.copy()
        a, b = swap.first, swap.second
        s.comp[a], s.comp[b] = s.comp[b], s.comp[a]
        self._spend_token(s, CANDLE, state.solo)
        return s

    def _promising_swaps(self, state, snap: Snap, swaps) -> list:
        """The swaps whose caskets' new places promise more than keeping the token (at most two)."""
        now = self._value(snap)
        ranked = []
        for a in swaps:
            v = self._value(self._swapped(state, snap, a))
            if v > now:
                ranked.append((v, a))
        ranked.sort(key=lambda r: (-r[0], r[1].first, r[1].second))
        return [a for _v, a in ranked[:2]]

    def _swap_value(self, state, snap: Snap, swap: Swap, opens: dict) -> float:
        """The best opening after the swap: the two caskets that moved are weighed afresh, the
        others as they were."""
        s = self._swapped(state, snap, swap)
        tried = state.clone()
        tried.events = []
        tried.apply(self.seat, swap)
        best = None
        for k in range(4):
            if not (tried.caskets[k] or tried.lids[k]):
                continue
            if k in (swap.first, swap.second):
                v = self._open_value(tried, s, k, max(4, self.samples // 3))
            else:
                v = opens.get(k)
                if v is None:
                    continue
            best = v if best is None else max(best, v)
        return best if best is not None else self._value(s)

    def _static_options(self, state, snap: Snap, pos: int, rs: bool) -> float:
        """The best of what does not depend on the roll: a token, a move (solo: spending a City die)."""
        solo = state.solo
        best = None
        if snap.board[pos] > 0 and (solo or not rs) and sum(snap.hand) < self.data.hand_limit:
            s = snap.copy()
            s.board[pos] -= 1
            s.hand[pos] += 1
            best = self._finish(s)
        spaces = [i for i, x in enumerate(snap.prep) if x is not None]
        cells = [c for c in self.data.sections[pos] if snap.cells[c] is None]
        kinds = []
        if solo and any(snap.city):
            kinds.append(False)
        if snap.hand[MARIGOLD] and (solo or rs):
            kinds.append(True)
        if not solo and not rs:
            kinds.append(False)
        for marigold in kinds:
            for i in spaces:
                for c in cells:
                    v = self._move_value(state, snap, i, c, marigold)
                    if best is None or v > best:
                        best = v
        return best

    def _move_value(self, state, snap: Snap, space: int, cell: int, marigold: bool) -> float:
        s = snap.copy()
        x = s.prep[space]
        s.prep[space] = None
        self.model.place(s, cell, x)
        if marigold:
            self._spend_token(s, MARIGOLD, state.solo)
            if not state.solo and any(s.city):  # a City die joins the supply
                k = max(range(len(s.city)), key=lambda k: (s.city[k], -k))
                s.city = less(s.city, k)
                s.supply = more(s.supply, k)
        elif state.solo:
            return self._spend_city(s)
        return self._finish(s)

    def _spend_city(self, snap: Snap) -> float:
        """Solo: the best City die to give up (then the round ends)."""
        best = None
        for k, n in enumerate(snap.city):
            if not n:
                continue
            s = snap.copy()
            s.city = less(s.city, k)
            v = self._finish(s)
            if best is None or v > best:
                best = v
        return best if best is not None else self._finish(snap.copy())

    def _roll(self, dice) -> list:
        faces = self.data.power_faces
        rng = self.rng
        return [(c, p, faces[rng.randrange(6)] if p else rng.randrange(1, 7)) for c, p in dice]

    def _open_value(self, state, snap: Snap, pos: int, samples: int) -> float:
        """The expected value of opening the casket at ``pos``: each die's faces, each used at its
        best (an incense token may turn it), and the best die of the roll kept. The dice roll
        independently, so the expectation is exact (a bread token, which reads the other dice, is
        left to the decision after the draft). Without ``exact``, ``samples`` rolls are drawn."""
        if not self.exact:
            return self._sampled_open_value(state, snap, pos, samples)
        d = self.data
        dice, static, rs = self._casket_dice(state, snap, pos)
        if not dice:
            return static if static is not None else self._finish(snap.copy())
        dests = self._dests(snap, pos)
        if not dests:
            return static if static is not None else self._finish(snap.copy())
        # the payment is chosen once for the casket (it changes the other caskets, not this one)
        _v, pay = self._best_pay(state, snap, pos, rs)
        counts: dict = {}
        for die in dice:
            counts[die] = counts.get(die, 0) + 1
        faces = {False: [(f, 1 / 6) for f in range(1, 7)]}
        power_faces = d.power_faces
        faces[True] = [(f, 1 / len(power_faces)) for f in power_faces]
        dists = []
        for (c, p), n in sorted(counts.items()):
            got: dict = {}
            for face, prob in faces[p]:
                rolled = (c, p, face)
                best = max(self._draft_value(state, snap, pos, (c, p, f), rolled, dest, spent, pay)
                           for f, spent in self._faces(snap, rolled, frozenset()) for dest in dests)
                got[best] = got.get(best, 0.0) + prob
            dists.append((n, sorted(got.items())))
        return expect_max(dists, static)

    def _casket_dice(self, state, snap: Snap, pos: int) -> tuple:
        """The dice the casket at ``pos`` will roll (colour, power), the value of not drafting from
        it (``None``: no such choice) and whether the opener is the Round Starter."""
        d = self.data
        dice = [(x // d.dice_per_colour, x % d.dice_per_colour < d.power_per_colour)
                for x in state.caskets[pos] + state.lids[pos]]
        rs = True
        return dice, self._static_options(state, snap, pos, rs), rs

    def _sampled_open_value(self, state, snap: Snap, pos: int, samples: int) -> float:
        """Like :meth:`_open_value`, from ``samples`` drawn rolls (the easy level's way).
        Each (die, face, place, tokens spent) is valued once; the rolls only pick among them."""
        dice, static, rs = self._casket_dice(state, snap, pos)
        if not dice:
            return static if static is not None else self._finish(snap.copy())
        # the payment is chosen once for the casket (it changes the other caskets, not this one)
        _v, pay = self._best_pay(state, snap, pos, rs)
        dests = self._dests(snap, pos)
        cache: dict = {}
        total = 0.0
        floor = static if static is not None else -1e9
        for _ in range(samples):
            roll = self._roll(dice)
            best = floor
            if dests:
                shown = {f for _c, _p, f in roll if f != SKULL}
                for die in set(roll):
                    for face, spent in self._faces(snap, die, shown):
                        key = (die, face, spent)
                        v = cache.get(key)
                        if v is None:
                            v = cache[key] = max(
                                self._draft_value(state, snap, pos, (die[0], die[1], face), die, dest, spent, pay)
                                for dest in dests)
                        if v > best:
                            best = v
            total += best if best > -1e9 else 0.0
        return total / samples
