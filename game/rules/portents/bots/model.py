"""The Portents planner's model of the table: how far a collection is from its target or a Fortune, the
Kitty's laps and threat, and the best a next push could read (see :mod:`.planner`)."""
from __future__ import annotations

from itertools import permutations

from game.rules.portents.altar import GAP
from game.rules.portents.push import PUSH_VECTORS
from game.rules.portents.tiles import NO_SHARED_ATTRIBUTE, attribute_counts, shares


# _SHARES[a << 8 | b << 4 | c]: the attribute three tiles share (as ``shares``), -1 for none
_SHARES = tuple(shares(x >> 8, (x >> 4) & 15, x & 15) for x in range(4096))

_MISSING: dict = {}


def _missing(counts, avail, fours: int, threes: int) -> float:
    """How many attribute marks a collection still lacks for ``fours`` Fortunes of 4 and ``threes``
    more of 3 (every Fortune of a different attribute), counting only attributes the Omens still
    out can complete; 99 when the target can no longer be made."""
    key = (tuple(counts), tuple(avail), fours, threes)
    got = _MISSING.get(key)
    if got is not None:
        return got
    # best[f][t]: the least cost with f Fortunes of 4 and t of 3 chosen among the attributes so far
    inf = 99.0
    best = [[inf] * (threes + 1) for _ in range(fours + 1)]
    best[0][0] = 0.0
    for a in range(8):
        c, p = counts[a], counts[a] + avail[a]
        c4 = max(0, 4 - c) if p >= 4 else None
        c3 = max(0, 3 - c) if p >= 3 else None
        for f in range(fours, -1, -1):
            for t in range(threes, -1, -1):
                v = best[f][t]
                if c4 is not None and f > 0 and best[f - 1][t] + c4 < v:
                    v = best[f - 1][t] + c4
                if c3 is not None and t > 0 and best[f][t - 1] + c3 < v:
                    v = best[f][t - 1] + c3
                best[f][t] = v
    out = min(best[fours][threes], inf)
    if len(_MISSING) > 200_000:
        _MISSING.clear()
    _MISSING[key] = out
    return out


class Model:
    """The planner's yardsticks for one game (data, difficulty, mode)."""

    def __init__(self, data, solo: bool, difficulty):
        self.data = data
        self.solo = solo
        self.difficulty = difficulty
        self.lines = data.lines
        self.line_slots = data.line_slots
        self.sides = data.sides

    # -- the solo target ----------------------------------------------------------------------
    def missing(self, omens, slots) -> float:
        """Omens (solo: attribute marks) the player still needs for the target, from what is out."""
        d = self.difficulty
        if d.omens:
            left = sum(1 for o in slots if o != GAP)
            need = d.omens - len(omens)
            return float(max(0, need)) if need <= left else 99.0
        avail = attribute_counts([o for o in slots if o != GAP])
        return _missing(attribute_counts(omens), avail, d.fours, d.threes)

    def duel_missing(self, omens, slots) -> float:
        """Omens a duellist still needs for a Fortune of 4 or two of 3 (from what is out)."""
        counts = attribute_counts(omens)
        avail = attribute_counts([o for o in slots if o != GAP])
        return min(_missing(counts, avail, 1, 0), _missing(counts, avail, 0, 2))

    @staticmethod
    def turns_needed(need: float, slots) -> float:
        """About how many turns collecting ``need`` more Omens takes, with the Omens still out."""
        k = sum(1 for o in slots if o != GAP)
        turns = 0.0
        for j in range(int(min(need, k))):
            turns += 1.0 / max(0.45, 0.13 * (k - j))
        return turns

    def kitty_turns(self, state) -> int:
        """How many more turns the Kitty's prowl leaves before its last lap ends (the slots as they are)."""
        slots, start, laps, goal = state.slots, self.data.kitty_start, state.laps, self.data.kitty_laps
        pos, n = state.kitty_slot, 0
        while laps < goal and n < 40:
            j = pos
            for _ in range(16):
                j = (j + 1) % 16
                if j == start:
                    laps += 1
                if slots[j] != GAP or j == pos:
                    break
            pos = j
            n += 1
        return n

    @staticmethod
    def kitty_danger(omens) -> float:
        """How close the Kitty's collection is to a Fortune of 3 or two of 2 (0: far, 1: one Omen away)."""
        if not omens:
            return 0.0
        counts = attribute_counts(omens)
        if len(omens) == 1:
            return 0.35
        pairs = sum(1 for c in counts if c >= 2)
        return 1.0 if pairs >= 1 else 0.6

    # -- the next push, counted quickly --------------------------------------------------------
    def best_push(self, altar, lit, hand, slots, sides, value, most: list | None = None) -> tuple[float, bool]:
        """The best ``value(omens)`` over every legal push and filling from this position (Burnt
        Offerings and snuffing left aside), and whether some push makes a Portent. ``most``, if
        given, gets the most Portents one push makes (each lights an offering) as its one item."""
        lines, line_slots, ok, sh = self.lines, self.line_slots, NO_SHARED_ATTRIBUTE, _SHARES
        best, portent = -1e9, False
        reads: set = set()
        if len(hand) != 3:
            return 0.0, False
        for side in sides:
            lanes = self.sides[side]
            caps = []
            for lane in lanes:
                n = 0
                for cell in (lane[2], lane[1], lane[0]):
                    t = altar[cell]
                    if t < 0 or (lit >> t) & 1 or n >= 3:
                        break
                    n += 1
                caps.append(n)
            for v, _ in PUSH_VECTORS:
                if v[0] > caps[0] or v[1] > caps[1] or v[2] > caps[2]:
                    continue
                new = list(altar)
                pushed, gaps = [], []
                for lane, k in zip(lanes, v):
                    if not k:
                        continue
                    row = [altar[c] for c in lane]  # near to far
                    pushed += row[3 - k:][::-1]
                    moved = [GAP] * k + row[:3 - k]
                    for c, t in zip(lane, moved):
                        new[c] = t
                    gaps += lane[:k]
                n = len(gaps)
                for placed in permutations(hand, n):
                    kept = [t for t in hand if t not in placed] + pushed
                    if not ok[kept[0] << 8 | kept[1] << 4 | kept[2]]:
                        continue
                    for c, t in zip(gaps, placed):
                        new[c] = t
                    got = []
                    made = 0
                    for li, (a, b, c) in enumerate(lines):
                        ta, tb, tc = new[a], new[b], new[c]
                        attr = sh[ta << 8 | tb << 4 | tc]
                        if attr < 0 or (lit >> ta | lit >> tb | lit >> tc) & 1:
                            continue
                        made += 1
                        for s in line_slots[li]:
                            o = slots[s]
                            if o != GAP and (o >> 2 == attr or 4 + (o & 3) == attr) and o not in got:
                                got.append(o)
                    if made:
                        portent = True
                        reads.add(tuple(sorted(got)))
                        if most is not None and made > most[0]:
                            most[0] = made
        for got in reads:
            score = value(list(got))
            if score > best:
                best = score
        return (best if portent else 0.0), portent
