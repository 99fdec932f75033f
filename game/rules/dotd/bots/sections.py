"""Die of the Dead's bots: what a section can still be expected to score.

**A section's promise** (:class:`Sections`). An unfinished section is filled one die at a time,
each from an *offer*: the dice of the casket standing at that section's position, rolled. The
player keeps the best die of the offer for one of the section's empty spaces (the die's value
and where it goes are chosen knowing what the rest of the section can still become). The offer
is described by *classes* of dice: dice of the colour the section needs, dice of a colour that
spoils its colour requirement, and (for the incense urns and the marigolds' alternating
colours) which colour goes where; power dice are classes of their own (their skulls are wild).
The expected score over every roll is computed exactly by a small dynamic programme over the
section's values (the colours reduced to what the requirements read), memoised for the whole
process: the same partial section against the same kind of offer is valued once.

With more offers than empty spaces, an offer may be passed over (the die goes elsewhere): the
section then waits for a better roll. The spare offers are the City of the Dead dice left over
the empty spaces (solo), or the rounds the game may last (with several players).
"""
from __future__ import annotations

from game.rules.dotd.components import SKULL
from game.rules.dotd.scoring import section_score

EMPTY = -1
CANDLE, MARIGOLD, BREAD, INCENSE = range(4)
ORDERLESS = (CANDLE, BREAD)  # sections whose score does not depend on the order of their dice

# class tokens: how a die of the offer relates to the section's colour requirement
RIGHT, WRONG, A_COL, B_COL, URN1, URN2, OTHER = range(7)


def expect_max(dists, skip) -> float:
    """E[max(skip, the best die of the offer)]: ``dists`` lists per class ``(count, sorted
    [(value, probability)])``, one value per face; ``skip`` is the value of passing (None: no pass)."""
    points = set()
    for _n, lst in dists:
        for g, _p in lst:
            points.add(g)
    if skip is not None:
        points.add(skip)
    total = 0.0
    prev = 0.0
    for t in sorted(points):
        if skip is not None and t < skip:
            continue
        prob = 1.0
        for n, lst in dists:
            f = 0.0
            for g, p in lst:
                if g <= t:
                    f += p
                else:
                    break
            if f < 1.0:
                prob *= f ** n
                if prob == 0.0:
                    break
        total += t * (prob - prev)
        prev = prob
    return total


class Sections:
    """The promise of an unfinished section against the offers to come (see the module docstring).

    Abstract states, per section (colours reduced to what the requirements read):

    * bread: ``(dice placed, sum of their values, skulls, one colour so far)``;
    * candles: ``(sorted values, all colours different so far)``;
    * marigolds: ``(values in order along the side, 0 for an empty space and 7 for a skull,
      colours alternating so far)``;
    * incense: ``(empty corners, urn 1, urn 2, values used (bits), skulls, colours and values all
      different so far)``, an urn being empty, met (its colour and value) or missed.
    """

    def __init__(self, data):
        self.data = data
        pf = data.power_faces
        self.faces = {False: tuple((f, 1 / 6) for f in range(1, 7))}
        power: dict = {}
        for f in pf:
            power[f] = power.get(f, 0) + 1 / len(pf)
        self.faces[True] = tuple(sorted(power.items()))
        self.memo: dict = {}
        self.terminal: dict = {}
        self._mari_scores: dict = {}

    def _steps(self, item: int, dice, urns=()) -> int:
        return section_score(self.data, item, dice, urns).steps

    # ------------------------------------------------------------------ full sections
    def score(self, item: int, sig, state) -> int:
        """Steps of a full abstract section (colours made up to meet exactly what the state says)."""
        key = (item, sig, state)
        got = self.terminal.get(key)
        if got is not None:
            return got
        if item == BREAD:
            n, total, wild, alive = state
            values = []
            left = total
            for i in range(n - wild):  # any split of the sum will do: bread reads only the total
                rest = n - wild - i - 1
                v = max(1, min(6, left - rest))
                values.append(v)
                left -= v
            values += [SKULL] * wild
            colours = (0, 0, 0, 0) if alive else (0, 0, 0, 1)
            got = self._steps(BREAD, tuple(zip(colours, values)))
        elif item == CANDLE:
            values, alive = state
            colours = (0, 1, 2, 3) if alive else (0, 0, 1, 2)
            got = self._steps(CANDLE, tuple(zip(colours, values)))
        elif item == MARIGOLD:
            code, alive = state
            values = [(code >> (3 * i)) & 7 for i in range(4)]
            colours = (0, 1, 0, 1) if alive else (0, 0, 0, 0)
            got = self._steps(MARIGOLD, tuple(zip(colours, [SKULL if v == 7 else v for v in values])))
        else:
            _corners, s1, s2, _mask, _wild, alive = state
            got = 0
            for r in self.data.requirements[INCENSE]:
                if r.per_urn:
                    got += r.steps * ((s1 == MET) + (s2 == MET))
                elif alive:
                    got += r.steps
            got = min(got, self.data.cap)
        self.terminal[key] = got
        return got

    # ------------------------------------------------------------------ placing a die
    @staticmethod
    def spaces(item: int, sig, state) -> tuple:
        """The empty spaces that differ (orderless sections: one), as positions or kinds of place."""
        if item == BREAD:
            return (0,) if state[0] < 4 else ()
        if item == CANDLE:
            return (0,) if len(state[0]) < 4 else ()
        if item == MARIGOLD:
            code = state[0]
            return tuple(i for i in range(4) if not (code >> (3 * i)) & 7)
        corners, s1, s2 = state[0], state[1], state[2]
        out = ()
        if corners:
            out += (0,)
        if s1 == NONE:
            out += (1,)
        if s2 == NONE:
            out += (2,)
        return out

    @staticmethod
    def place(item: int, sig, state, token: int, pos: int, face: int):
        """The abstract state after a die of class ``token`` showing ``face`` goes to ``pos`` (for
        the incense: 0 a corner, 1 and 2 the urns' spaces)."""
        if item == BREAD:
            n, total, wild, alive = state
            if n and token == WRONG:
                alive = False
            if face == SKULL:
                return n + 1, total, wild + 1, alive
            return n + 1, total + face, wild, alive
        if item == CANDLE:
            values, alive = state
            if values and token == WRONG:
                alive = False
            return tuple(sorted(values + (face,))), alive
        if item == MARIGOLD:
            code, alive = state
            if alive:
                if token == A_COL:
                    alive = pos % 2 == 0
                elif token == B_COL:
                    alive = pos % 2 == 1
                else:
                    alive = False
            return code | ((face or 7) << (3 * pos)), alive
        corners, s1, s2, mask, wild, alive = state
        (_p1, v1), (_p2, v2) = sig
        if token == WRONG:
            alive = False
        if face == SKULL:
            wild += 1
        elif mask >> face & 1:
            alive = False  # a value twice
        else:
            mask |= 1 << face
        if pos == 0:
            corners -= 1
        elif pos == 1:
            s1 = MET if token == URN1 and face in (v1, SKULL) else MISSED
        else:
            s2 = MET if token == URN2 and face in (v2, SKULL) else MISSED
        if face == SKULL and pos in (1, 2) and (s1 if pos == 1 else s2) == MET:
            wild -= 1  # the skull stands for the urn's value
            v = v1 if pos == 1 else v2
            if mask >> v & 1:
                alive = False
            mask |= 1 << v
        return corners, s1, s2, canonical_mask(mask, v1, v2), wild, alive

    # ------------------------------------------------------------------ the dynamic programme
    def value(self, item: int, sig, state, classes, offers: int, deplete: bool = False) -> float:
        """Expected steps of the section in abstract ``state`` when each remaining space is filled
        from an offer of ``classes`` (``(token, power, count)``), with ``offers`` offers to come.
        With ``deplete``, a die kept leaves the casket: its class has one die fewer in the offers
        after it (never fewer than one: a payment may bring one back)."""
        if item == MARIGOLD:
            return self._marigold(classes, state[0], state[1], offers)
        key = (item, sig, state, classes, offers, deplete)
        memo = self.memo
        got = memo.get(key)
        if got is not None:
            return got
        spaces = self.spaces(item, sig, state)
        if not spaces:
            got = float(self.score(item, sig, state))
        else:
            need = self.empty_count(item, state)
            if offers < need:
                got = 0.0
            else:
                skip = self.value(item, sig, state, classes, offers - 1, deplete) if offers > need else None
                dists = []
                place, value, faces = self.place, self.value, self.faces
                for i, (token, power, count) in enumerate(classes):
                    after = classes
                    if deplete and count > 1:
                        after = classes[:i] + ((token, power, count - 1),) + classes[i + 1:]
                    lst = {}
                    for face, p in faces[power]:
                        best = -1.0
                        for pos in spaces:
                            v = value(item, sig, place(item, sig, state, token, pos, face), after, offers - 1, deplete)
                            if v > best:
                                best = v
                        lst[best] = lst.get(best, 0.0) + p
                    dists.append((count, sorted(lst.items())))
                got = expect_max(dists, skip) if dists else (skip or 0.0)
        if len(memo) > 600_000:
            memo.clear()
        memo[key] = got
        return got

    def _marigold_score(self, code: int, alive: bool) -> int:
        key = code << 1 | alive
        got = self._mari_scores.get(key)
        if got is None:
            got = self._mari_scores[key] = float(self.score(MARIGOLD, (), (code, alive)))
        return got

    def _marigold(self, classes, code: int, alive: bool, offers: int) -> float:
        """The marigolds' programme, specialised (values in order matter): integer states (three
        bits a space), one table per kind of offer. A state and its mirror image in values (1 for
        6, 2 for 5...) are worth the same: the table keeps one of the two."""
        table = self.memo.get((MARIGOLD, classes))
        if table is None:
            table = self.memo[(MARIGOLD, classes)] = {}
        faces = self.faces
        total = sum(c for _t, _p, c in classes)
        plans = [(token, count, tuple((face or 7, p) for face, p in faces[power])) for token, power, count in classes]
        dead_plans = {}
        for _t, power, count in classes:
            dead_plans[power] = dead_plans.get(power, 0) + count
        dead = [(WRONG, count, tuple((face or 7, p) for face, p in faces[power])) for power, count in dead_plans.items()]
        scores = self._mari_scores
        score = self._marigold_score
        mirror = _MIRROR
        del total

        def solve(code: int, alive: bool, offers: int) -> float:
            m = mirror[code]
            key = ((code if code < m else m) << 1 | alive) << 4 | offers
            got = table.get(key)
            if got is not None:
                return got
            empty = [i for i in range(4) if not (code >> (3 * i)) & 7]
            if not empty:
                got = float(score(code, alive))
            elif offers < len(empty):
                got = 0.0
            else:
                skip = solve(code, alive, offers - 1) if offers > len(empty) else None
                dists = []
                last = len(empty) == 1
                for token, count, fs in (plans if alive else dead):
                    lst = {}
                    for face, p in fs:
                        best = -1.0
                        for i in empty:
                            keep = alive and ((token == A_COL and i % 2 == 0) or (token == B_COL and i % 2 == 1))
                            child = code | face << (3 * i)
                            if last:
                                v = scores.get(child << 1 | keep)
                                if v is None:
                                    v = score(child, keep)
                            else:
                                v = solve(child, keep, offers - 1)
                            if v > best:
                                best = v
                        lst[best] = lst.get(best, 0.0) + p
                    dists.append((count, sorted(lst.items())))
                got = expect_max(dists, skip) if dists else (skip or 0.0)
            table[key] = got
            return got

        if len(table) > 200_000:
            table.clear()
        return solve(code, alive, offers)

    @staticmethod
    def empty_count(item: int, state) -> int:
        if item == BREAD:
            return 4 - state[0]
        if item == CANDLE:
            return 4 - len(state[0])
        if item == MARIGOLD:
            code = state[0]
            return sum(1 for i in range(4) if not (code >> (3 * i)) & 7)
        return state[0] + (state[1] == NONE) + (state[2] == NONE)


NONE, MET, MISSED = 0, 1, 2  # an urn's space: empty, its colour and value, or not
_CANON: dict = {}


def canonical_mask(mask: int, v1: int, v2: int) -> int:
    """The incense values used, with the values other than the urns' renamed to the lowest such
    (for the all-different requirement they are interchangeable)."""
    key = (mask, v1, v2)
    got = _CANON.get(key)
    if got is None:
        urn_bits = (1 << v1) | (1 << v2)
        others = bin(mask & ~urn_bits & 0b1111110).count("1")
        got = mask & urn_bits
        for v in range(1, 7):
            if others and v not in (v1, v2):
                got |= 1 << v
                others -= 1
        _CANON[key] = got
    return got


def _mirror(code: int) -> int:
    out = 0
    for i in range(4):
        v = (code >> (3 * i)) & 7
        if 1 <= v <= 6:
            v = 7 - v
        out |= v << (3 * i)
    return out


_MIRROR = tuple(_mirror(c) for c in range(1 << 12))  # an urn's space: empty, its colour and value, or not


# ---------------------------------------------------------------------------------- abstraction
def _argmax_colour(counts: dict, exclude=()) -> int | None:
    best, best_n = None, 0
    for c in sorted(counts):
        if c in exclude:
            continue
        if counts[c] > best_n:
            best, best_n = c, counts[c]
    return best


def abstract(item: int, dice, urns, comp, want=None, cap: int = 3):
    """The abstract section state, its signature (the incense urns' places and values) and the
    offer's classes.

    ``dice``: the section's four spaces in order, each None or ``(colour, power, face)``;
    ``urns``: the real urns ``(position, colour, value)`` of the incense section (else empty);
    ``comp``: ``{(colour, power): count}``, the dice the offer will hold; ``want``: the colour
    plan's wish for the section (see :meth:`Model.plan`): the bread's colour, the marigolds'
    two colours, the colours the candles' empty corners keep for themselves, the colours the
    incense corners may take (None: decided by the offer)."""
    filled = [d for d in dice if d is not None]
    colours = [d[0] for d in filled]
    by_colour: dict = {}
    for (c, _p), n in comp.items():
        by_colour[c] = by_colour.get(c, 0) + n
    tokens: dict = {}
    sig = ()
    if item == BREAD:
        alive = len(set(colours)) <= 1 and (want is None or not colours or colours[0] == want)
        x = want if want is not None else colours[0] if colours else _argmax_colour(by_colour)
        for (c, p), n in comp.items():
            t = RIGHT if alive and c == x else WRONG
            tokens[(t, p)] = tokens.get((t, p), 0) + n
        wild = sum(1 for d in filled if d[2] == SKULL)
        state = (len(filled), sum(d[2] for d in filled), wild, alive)
    elif item == CANDLE:
        alive = len(set(colours)) == len(colours)
        reserved = ()
        if want is not None:  # the plan's colours for the two corners; the middles take others
            reserved = want
            for i, c in ((0, want[0]), (3, want[1])):
                if dice[i] is not None and dice[i][0] != c:
                    alive = False
            for i in (1, 2):
                if dice[i] is not None and dice[i][0] in want:
                    alive = False
            if dice[1] is not None and dice[2] is not None:  # only corners left: the plan's colours
                ends = {want[i // 3] for i in (0, 3) if dice[i] is None}
                for (c, p), n in comp.items():
                    t = RIGHT if alive and c in ends else WRONG
                    tokens[(t, p)] = tokens.get((t, p), 0) + n
        if not tokens:
            for (c, p), n in comp.items():
                t = RIGHT if alive and c not in colours and c not in reserved else WRONG
                tokens[(t, p)] = tokens.get((t, p), 0) + n
        state = (tuple(sorted(d[2] for d in filled)), alive)
    elif item == MARIGOLD:
        evens = {dice[i][0] for i in (0, 2) if dice[i] is not None}
        odds = {dice[i][0] for i in (1, 3) if dice[i] is not None}
        alive = len(evens) <= 1 and len(odds) <= 1 and not (evens & odds)
        if want is not None:
            alive = alive and evens <= {want[0]} and odds <= {want[1]}
        a = next(iter(evens)) if evens else None
        b = next(iter(odds)) if odds else None
        if alive:
            if want is not None:
                a, b = want
            if a is None:
                a = _argmax_colour(by_colour, exclude=(b,))
            if b is None:
                b = _argmax_colour(by_colour, exclude=(a,))
        for (c, p), n in comp.items():
            t = A_COL if alive and c == a else B_COL if alive and c == b else WRONG
            tokens[(t, p)] = tokens.get((t, p), 0) + n
        code = 0
        for i, d in enumerate(dice):
            if d is not None:
                code |= (d[2] or 7) << (3 * i)
        state = (code, alive)
    else:
        (p1, c1, v1), (p2, c2, v2) = urns
        alive = len(set(colours)) == len(colours)
        ends = None
        if want is not None:  # the plan's colours for the two corners
            corner_pos = [i for i in range(4) if i not in (p1, p2)]
            for i, c in zip(corner_pos, want):
                if dice[i] is not None and dice[i][0] != c:
                    alive = False
            ends = {c for i, c in zip(corner_pos, want) if dice[i] is None}
        for (c, p), n in comp.items():
            if c in colours:
                t = WRONG
            elif c == c1:
                t = URN1
            elif c == c2:
                t = URN2
            elif ends is None or c in ends:
                t = OTHER
            else:
                t = WRONG
            tokens[(t, p)] = tokens.get((t, p), 0) + n
        sig = ((p1, v1), (p2, v2))
        corners = sum(1 for pos in range(4) if pos not in (p1, p2) and dice[pos] is None)
        mask, wild = 0, 0
        status = []
        for pos, c, v in ((p1, c1, v1), (p2, c2, v2)):
            d = dice[pos]
            status.append(NONE if d is None else MET if d[0] == c and d[2] in (v, SKULL) else MISSED)
        for pos, d in enumerate(dice):
            if d is None:
                continue
            face = d[2]
            if face == SKULL:
                if pos == p1 and status[0] == MET:
                    face = v1
                elif pos == p2 and status[1] == MET:
                    face = v2
                else:
                    wild += 1
                    continue
            if mask >> face & 1:
                alive = False
            mask |= 1 << face
        state = (corners, status[0], status[1], canonical_mask(mask, v1, v2), wild, alive)
    classes = tuple(sorted((t, p, min(n, cap)) for (t, p), n in tokens.items() if n > 0))
    return state, sig, classes
