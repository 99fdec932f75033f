"""Portents: the Sleight of Hand (the pushes a hand may end legally, shifting lanes, filling the gaps),
a part of :class:`~game.rules.portents.state.PortentsState`."""
from __future__ import annotations

from itertools import combinations

from game.rules.portents.actions import Place, Shift
from game.rules.portents.altar import GAP
from game.rules.portents.tiles import NO_SHARED_ATTRIBUTE


# every vector of shifts per lane (1 to 3 in all), with the places (lane * 3 + depth from the far
# end) of the tiles it pushes off
PUSH_VECTORS = tuple(((a, b, c), tuple([k for k in range(a)] + [3 + k for k in range(b)] + [6 + k for k in range(c)]))
                 for a in range(4) for b in range(4) for c in range(4) if 1 <= a + b + c <= 3)


class PortentsPush:
    """Planning and making the push (a part of the state's class)."""

    @staticmethod
    def _hand_can_end(hand, pushed, placing: int | None = None) -> bool:
        """Whether placing ``placing`` tiles of ``hand`` (default: as many as ``pushed``) can leave a
        legal hand: the tiles kept plus the ``pushed`` ones, three with no attribute in common."""
        keep = len(hand) - (len(pushed) if placing is None else placing)
        if keep < 0 or keep + len(pushed) != 3:
            return False
        for kept in combinations(hand, keep):
            a, b, c = list(kept) + list(pushed)
            if NO_SHARED_ATTRIBUTE[a << 8 | b << 4 | c]:
                return True
        return False

    def _plan_pushes(self, seat: int) -> dict:
        """Per side: every vector of shifts per lane whose push can end with a legal hand."""
        altar, lit, most = self.altar, self.lit, self.data.pushes
        hand = self.hands[seat]
        ok = NO_SHARED_ATTRIBUTE
        if len(hand) != 3:
            return {}
        h0, h1, h2 = hand
        out = {}
        for side in self.allowed_sides(seat):
            seqs = []
            for lane in self.data.sides[side]:
                seq = []
                for cell in (lane[2], lane[1], lane[0]):
                    t = altar[cell]
                    if t < 0 or (lit >> t) & 1 or len(seq) >= most:
                        break
                    seq.append(t)
                seqs.append(seq)
            c0, c1, c2 = len(seqs[0]), len(seqs[1]), len(seqs[2])
            flat = seqs[0] + [0] * (3 - c0) + seqs[1] + [0] * (3 - c1) + seqs[2] + [0] * (3 - c2)
            good = []
            for v, picks in PUSH_VECTORS:
                if v[0] > c0 or v[1] > c1 or v[2] > c2:
                    continue
                if len(picks) == 1:
                    x = flat[picks[0]]
                    fine = ok[h0 << 8 | h1 << 4 | x] or ok[h0 << 8 | h2 << 4 | x] or ok[h1 << 8 | h2 << 4 | x]
                elif len(picks) == 2:
                    x = flat[picks[0]] << 4 | flat[picks[1]]
                    fine = ok[h0 << 8 | x] or ok[h1 << 8 | x] or ok[h2 << 8 | x]
                else:
                    fine = ok[flat[picks[0]] << 8 | flat[picks[1]] << 4 | flat[picks[2]]]
                if fine:
                    good.append(v)
            if good:
                out[side] = tuple(good)
        return out

    def _extends(self, side: str, counts) -> bool:
        a, b, c = counts
        return any(x >= a and y >= b and z >= c for x, y, z in self.good.get(side, ()))

    def _do_shift(self, seat: int, action: Shift) -> None:
        self.side = action.side
        lane = self.data.sides[action.side][action.lane]
        altar = self.altar
        far = altar[lane[2]]
        altar[lane[2]], altar[lane[1]], altar[lane[0]] = altar[lane[1]], altar[lane[0]], GAP
        self.counts[action.lane] += 1
        self.pushed.append(far)
        self._log("shift", (seat, action.side, action.lane, far), seat)

    def _do_place(self, seat: int, action: Place) -> None:
        tile = self.tile(action.tile)
        self.placing = True
        self.hands[seat].remove(tile)
        self.altar[action.cell] = tile
        self._log("place", (seat, tile, action.cell), seat)
        if GAP not in self.altar:
            hand = self.hands[seat]
            hand += self.pushed
            self._log("palm", (seat, tuple(self.pushed)), seat)
            self.pushed = []
            self._scry()

    def _do_pass(self, seat: int) -> None:
        self.passed = True
        self._log("pass", (seat,), seat)
        self._scry()
