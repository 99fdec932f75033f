"""What a Die of the Dead position is worth to one seat: the model behind its AI players.

The value of a position is the steps the seat can expect to have climbed at the end: the steps
already climbed, what each completed section waiting to be scored brings, what each unfinished
section can still be expected to score, and what the tokens and the preparation board promise.

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

Solo, three things more (measured on games outside the benchmark's seeds): a die kept for the
bread or the incense leaves its casket, so the offers after it hold one die fewer of its class
(those sections need particular dice, and were promised about a step more than they scored); a
token still on its board is one more offer for its section (opening the casket and taking the
token costs no City die); and a preparation die counts only for a section whose casket can still
be opened.
"""
from __future__ import annotations

from itertools import combinations, product
from math import ceil

from game.rules.dotd.components import SKULL
from game.rules.dotd.scoring import section_score

EMPTY = -1
CANDLE, MARIGOLD, BREAD, INCENSE = range(4)
ORDERLESS = (CANDLE, BREAD)  # sections whose score does not depend on the order of their dice

# class tokens: how a die of the offer relates to the section's colour requirement
RIGHT, WRONG, A_COL, B_COL, URN1, URN2, OTHER = range(7)


def _expect_max(dists, skip) -> float:
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
                got = _expect_max(dists, skip) if dists else (skip or 0.0)
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
                got = _expect_max(dists, skip) if dists else (skip or 0.0)
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


# ---------------------------------------------------------------------------------- positions
KINDS = 10  # a die's kind: colour * 2 + power


def kind(colour: int, power: bool) -> int:
    return colour * 2 + power


def more(t: tuple, k: int, n: int = 1) -> tuple:
    return t[:k] + (t[k] + n,) + t[k + 1:]


def less(t: tuple, k: int) -> tuple:
    return t[:k] + (t[k] - 1,) + t[k + 1:]


NO_DICE = (0,) * KINDS


class Snap:
    """One seat's position, reduced to what the model reads; cheap to copy and to change.

    ``cells`` (12) and ``prep`` (3): ``(colour, power, face)`` or None; ``comp``: per casket
    position, the count of dice of each kind (:func:`kind`) it will hold when opened (inside and
    on the lid); ``city`` and ``supply`` the same for the City of the Dead and the seat's supply;
    ``hand`` and ``board`` tokens per item; ``score`` steps climbed; ``complete`` and ``scored``
    bit masks of the sections; ``solo``."""

    __slots__ = ("cells", "prep", "comp", "city", "supply", "hand", "board", "score", "complete", "scored", "solo",
                 "actions")

    def copy(self) -> "Snap":
        new = object.__new__(Snap)
        new.cells = self.cells.copy()
        new.prep = self.prep.copy()
        new.comp = self.comp.copy()
        new.city = self.city
        new.supply = self.supply
        new.hand = self.hand.copy()
        new.board = self.board.copy()
        new.score = self.score
        new.complete = self.complete
        new.scored = self.scored
        new.solo = self.solo
        new.actions = self.actions
        return new

    @staticmethod
    def of(state, seat: int) -> "Snap":
        d = state.data
        dpc, ppc = d.dice_per_colour, d.power_per_colour
        faces = state.faces

        def die(x):
            return None if x < 0 else (x // dpc, x % dpc < ppc, faces[x])

        def counts(xs) -> tuple:
            out = [0] * KINDS
            for x in xs:
                out[(x // dpc) * 2 + (x % dpc < ppc)] += 1
            return tuple(out)

        s = object.__new__(Snap)
        s.cells = [die(x) for x in state.ofrenda[seat]]
        s.prep = [die(x) for x in state.prep[seat]]
        s.comp = [counts(state.caskets[p] + state.lids[p]) for p in range(4)]
        if state.phase == "place":  # the seat's own placements so far (the others' are hidden)
            for casket, colour in state.placed[seat]:
                if casket >= 0:
                    s.comp[casket] = more(s.comp[casket], colour * 2)
        s.city = counts(state.city)
        s.supply = counts(state.supply[seat])
        s.hand = list(state.hands[seat])
        s.board = list(state.board_tokens)
        s.score = state.score[seat]
        s.complete = state.complete[seat]
        s.scored = sum(1 << i for i in range(4) if state.scored[seat][i] >= 0)
        s.solo = state.solo
        s.actions = 0 if state.solo else future_actions(state, seat)
        return s

    def take(self, pos: int, die) -> None:
        """A die of this ``(colour, power)`` leaves the casket at ``pos``."""
        self.comp[pos] = less(self.comp[pos], die[0] * 2 + die[1])

    def add(self, pos: int, colour: int, power: bool) -> None:
        self.comp[pos] = more(self.comp[pos], colour * 2 + power)


PACE = 0.85  # cells a player fills a round, on average (some rounds go to tokens or the preparation board)


def future_actions(state, seat: int) -> int:
    """With several players: the actions ``seat`` can expect after this round's, before the
    fastest other player finishes (five players: completes three sections)."""
    d = state.data
    order = state.opponents_order()
    done = order[:state.turn] if state.phase not in ("open", "place") else []
    best = None
    for s in range(state.n):
        if s == seat:
            continue
        of = state.ofrenda[s]
        if state.five:
            need = min(sum(1 for c in set().union(*(d.sections[i] for i in combo)) if of[c] < 0)
                       for combo in combinations(range(4), d.five_player_sections))
        else:
            need = of.count(-1)
        rounds = need if need <= 1 else ceil(need / PACE)
        # the round the game ends in, counted from this one (this one is 1)
        end = max(1, rounds + (1 if s in done else 0))
        best = end if best is None else min(best, end)
    if best is None:
        return 0
    return max(0, best - 1)


def as_dict(t: tuple) -> dict:
    return {(k >> 1, bool(k & 1)): n for k, n in enumerate(t) if n}


# ---------------------------------------------------------------------------------- the value
_VALUE_GRID = {n: tuple(product(range(1, 7), repeat=n)) for n in range(3)}
_PRIORITY = {RIGHT: 3, A_COL: 3, B_COL: 3, URN1: 3, URN2: 3, OTHER: 2, WRONG: 0}


class Params:
    """The model's weights (a benchmark may try others)."""

    boost = 1  # dice of a fitting colour the payments to come add to a section's offers
    boost_pool = 2  # ... while the pool paid from holds at least this many dice (solo: the City is
    # also the rounds left, and a die paid in the last round is never drawn)
    extra_cap = 2  # spare offers one section may use
    cash_weight = 1.0  # the steps cashing tokens promises, counted at this weight
    hand_values = (0.0, 0.3, 0.7, 1.2, 2.0)  # several players: a hand of 0-4 different tokens
    spare_token = 0.1  # ... and each token beyond one of a kind
    plans = 3  # colour plans a position is valued under (the best fitting)
    plan_slack = 1  # ... among those with at most this many more spaces off the plan than the best
    shut_caskets = True  # solo: a preparation die cannot be moved to a section whose casket has no dice
    token_offers = True  # solo: a token on its board counts as one more offer for its section
    deplete = (False, False, True, True)  # solo, per section (candle, marigold, bread, incense): a die
    # kept for it leaves its casket (see Sections.value). The bread and the incense need particular
    # dice (one colour; the urns' colours and values): without it they were promised about a step
    # more than they went on to score
    corner_trust = 0.3  # an empty shared corner: 0 counts it as the neighbour's (any value), 1 as each
    # section's own (the two hopes counted twice), in between a mix


_SECTIONS: dict = {}


def sections_for(data) -> Sections:
    """The process's section programme for ``data`` (its tables serve every game and bot)."""
    got = _SECTIONS.get(id(data))
    if got is None or got.data is not data:
        got = _SECTIONS[id(data)] = Sections(data)
    return got


class Model:
    """The expected final steps of one seat's position (a :class:`Snap`)."""

    def __init__(self, data, seat: int, params: Params | None = None):
        from game.rules.dotd.scoring import section_urns

        self.data = data
        self.seat = seat
        self.params = params or Params()
        self.sections = sections_for(data)
        self.urns = section_urns(data, seat + 1, INCENSE)
        self.cells_of = data.sections
        self.cell_items = data.cell_items
        self.corners = tuple(c for c in range(len(data.cells)) if len(data.cell_items[c]) == 2)
        self.cash = tuple(data.cash)
        self._plans = self._all_plans()
        self._wants = {plan: self.wants(plan) for plan in self._plans}
        self._plan_memo: dict = {}
        self._sec: dict = {}
        self._dies: dict = {}
        self._offers: dict = {}
        self._steps: dict = {}
        self.solo = False  # the mode of the positions valued (one model serves one game)

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

    # ------------------------------------------------------------------ sections
    def _urns(self, p: int):
        return self.urns if p == INCENSE else ()

    def _offer(self, p: int, dice: tuple, kinds: tuple, comp: tuple, pool: tuple, want=None) -> tuple:
        """The dice the section's future offers hold: the casket's, plus what payments from
        ``pool`` may add (a die of the colour that suits the section best, while the pool holds
        enough for a payment to come before the section's next offer)."""
        boost = self.params.boost
        if not boost or sum(pool) < self.params.boost_pool:
            return comp
        key = (p, kinds, comp, pool, want)
        got = self._offers.get(key)
        if got is not None:
            return got
        best, best_key = None, None
        urns = self._urns(p)
        cd = as_dict(comp)
        for k, n in enumerate(pool):
            if n <= 0:
                continue
            c, power = k >> 1, bool(k & 1)
            _st, _sig, cl = abstract(p, dice, urns, {(c, power): 1}, want)
            rank = (_PRIORITY.get(cl[0][0], 0) if cl else 0, -cd.get((c, power), 0), -c)
            if best_key is None or rank > best_key:
                best, best_key = k, rank
        got = comp if best is None or best_key[0] == 0 else more(comp, best, min(boost, pool[best]))
        if len(self._offers) > 50_000:
            self._offers.clear()
        self._offers[key] = got
        return got

    def section_values(self, p: int, dice: tuple, comp: tuple, want=None) -> tuple:
        """The section's expected steps with as many offers as empty spaces, then one and two more."""
        key = (p, dice, comp, want)
        got = self._sec.get(key)
        if got is None:
            state, sig, classes = abstract(p, dice, self._urns(p), as_dict(comp), want)
            k = dice.count(None)
            value = self.sections.value
            deplete = self.solo and self.params.deplete[p]
            got = tuple(value(p, sig, state, classes, k + e, deplete) for e in range(self.params.extra_cap + 1))
            if len(self._sec) > 200_000:
                self._sec.clear()
            self._sec[key] = got
        return got

    def actual_steps(self, snap: Snap, p: int) -> int:
        dice = tuple(snap.cells[c] for c in self.cells_of[p])
        got = self._steps.get((p, dice))
        if got is None:
            got = self._steps[(p, dice)] = section_score(
                self.data, p, tuple((x[0], x[2]) for x in dice), self._urns(p)).steps
        return got

    # ------------------------------------------------------------------ moves on a snapshot
    def place(self, snap: Snap, cell: int, die) -> None:
        cells = snap.cells
        cells[cell] = die
        for p in self.cell_items[cell]:
            if all(cells[c] is not None for c in self.cells_of[p]):
                snap.complete |= 1 << p

    def end_round(self, snap: Snap) -> int:
        """Score the sections completed (with the landing's any-face bonus on a preparation die)
        and move the caskets on if any was scored. Returns the steps climbed."""
        climbed = 0
        scored = False
        for p in range(4):
            if snap.complete >> p & 1 and not snap.scored >> p & 1:
                climbed += self.actual_steps(snap, p)
                snap.scored |= 1 << p
                scored = True
        if climbed:
            snap.score += climbed
            self.land(snap)
        if scored:
            snap.comp.insert(0, snap.comp.pop())
        return climbed

    def land(self, snap: Snap) -> None:
        """The scoring die lands on the best square of its step (the any-face square on a
        preparation die)."""
        step = self.data.landing(snap.score)[1]
        if step <= 0 or "face" not in self.data.steps[step - 1]:
            return
        best, best_v = None, None
        for i, x in enumerate(snap.prep):
            if x is None or x[1]:
                continue
            for f in range(1, 7):
                if f == x[2]:
                    continue
                trial = snap.copy()
                trial.prep[i] = (x[0], x[1], f)
                v = self.value(trial)
                if best_v is None or v > best_v:
                    best, best_v = trial, v
        if best is not None and best_v > self.value(snap):
            snap.prep = best.prep

    # ------------------------------------------------------------------ shared corners
    def corner_colour(self, p: int, dice: tuple, cell: int, want, plan) -> int:
        """The colour section ``p`` puts on its empty corner ``cell``: its own colour if its dice
        fix one, else the plan's."""
        if p == BREAD:
            got = next((x[0] for x in dice if x is not None), None)
            if got is not None:
                return got
        elif p == MARIGOLD:
            i = self.cells_of[MARIGOLD].index(cell)
            got = next((dice[j][0] for j in (i % 2, i % 2 + 2) if dice[j] is not None), None)
            if got is not None:
                return got
        return plan[3][cell]

    def variant_values(self, p: int, dice: tuple, comp: tuple, want, given: tuple) -> tuple:
        """Like :meth:`section_values`, with the corners in ``given`` (``(position, colour)``)
        filled by the neighbouring section: of that colour, any value (an average)."""
        if not given:
            return self.section_values(p, dice, comp, want)
        key = (p, dice, comp, want, given)
        got = self._sec.get(key)
        if got is not None:
            return got
        total = None
        count = 0
        positions = [i for i, _c in given]
        for values in _VALUE_GRID[len(given)]:
            d = list(dice)
            for (i, colour), v in zip(given, values):
                d[i] = (colour, False, v)
            vals = self.section_values(p, tuple(d), comp, want)
            total = list(vals) if total is None else [t + v for t, v in zip(total, vals)]
            count += 1
        del positions
        got = tuple(t / count for t in total)
        self._sec[key] = got
        return got

    # ------------------------------------------------------------------ the value
    def value(self, snap: Snap) -> float:
        """Expected final steps: those climbed, the completed sections still to score, the tokens,
        and what the unfinished sections and the preparation dice promise under the best of the
        colour plans that fit."""
        self.solo = snap.solo
        val = float(snap.score)
        complete, scored = snap.complete, snap.scored
        open_ = []
        for p in range(4):
            if complete >> p & 1:
                if not scored >> p & 1:
                    val += self.actual_steps(snap, p)
            else:
                open_.append(p)
        val += self._tokens(snap)
        if not open_:
            return val
        cells = snap.cells
        sections = []
        for p in open_:
            dice = tuple([cells[c] for c in self.cells_of[p]])
            sections.append((p, dice, tuple([None if x is None else x[0] * 2 + x[1] for x in dice])))
        return val + max(self._under(snap, plan, sections) for plan in self.candidate_plans(snap))

    def _under(self, snap: Snap, plan, sections: list) -> float:
        """What the unfinished sections and the preparation dice promise under ``plan``."""
        cells = snap.cells
        cells_of = self.cells_of
        pool = snap.city if snap.solo else snap.supply
        wants = self._wants[plan]
        info = {}
        open_ = []
        for p, dice, kinds in sections:
            want = wants[p]
            comp = self._offer(p, dice, kinds, snap.comp[p], pool, want)
            info[p] = [dice, comp, self.section_values(p, dice, comp, want), want]
            open_.append(p)
        # an empty corner between two unfinished sections is filled by one die: its value suits
        # one of them; the other is owed a part of what counting it twice promised
        lam = self.params.corner_trust
        loss = 0.0
        if lam < 1.0:
            for c in self.corners:
                if cells[c] is not None:
                    continue
                p, q = self.cell_items[c]
                if p not in info or q not in info:
                    continue
                colour = plan[3][c]
                lp = info[p][2][0] - self.variant_values(p, info[p][0], info[p][1], info[p][3],
                                                         ((cells_of[p].index(c), colour),))[0]
                lq = info[q][2][0] - self.variant_values(q, info[q][0], info[q][1], info[q][3],
                                                         ((cells_of[q].index(c), colour),))[0]
                loss += max(0.0, min(lp, lq))
        total = -(1.0 - lam) * loss
        empty = [c for c in range(len(cells)) if cells[c] is None]
        slack = (sum(snap.city) if snap.solo else snap.actions) - len(empty)
        kept = open_
        if slack < 0:  # not every space can be filled: leave empty those that cost the least
            best = None
            for gone in combinations(empty, min(-slack, len(empty))):
                keep = [p for p in open_ if not any(c in gone for c in cells_of[p])]
                v = sum(info[p][2][0] for p in keep)
                if best is None or v > best[0]:
                    best = (v, keep)
            kept = best[1]
            slack = 0
        extra = dict.fromkeys(kept, 0)
        if slack > 0 and kept:
            gains = []
            for p in kept:
                vals = info[p][2]
                for e in range(1, len(vals)):
                    gains.append((vals[e] - vals[e - 1], -e, p))
            gains.sort(reverse=True)
            for g, _e, p in gains[:slack]:
                if g <= 1e-9:
                    break
                extra[p] += 1
        if snap.solo and self.params.token_offers and any(snap.city):
            # solo, a token still on the board in front of a section's casket is a free look at
            # that casket: open it, and take the token (no City die) if the roll does not suit
            top = self.params.extra_cap
            for p in kept:
                if snap.board[p] and extra[p] < top:
                    extra[p] += 1
        base = {}
        for p in kept:
            base[p] = info[p][2][extra[p]]
            total += base[p]
        prep = [x for x in snap.prep if x is not None]
        if prep and kept:
            total += self._prep_gain(prep, kept, info, extra, base, snap.solo)
        return total

    def _with_die(self, p: int, dice: tuple, comp: tuple, want, e: int, x) -> tuple:
        """Per space of section ``p``: its value with die ``x`` placed there (None: taken), one
        space fewer to fill and the same ``e`` spare offers."""
        key = (p, dice, comp, want, e, x)
        got = self._dies.get(key)
        if got is None:
            out = []
            for i, y in enumerate(dice):
                if y is not None:
                    out.append(None)
                    continue
                d = dice[:i] + (x,) + dice[i + 1:]
                out.append(self.section_values(p, d, comp, want)[e])
            got = tuple(out)
            if len(self._dies) > 200_000:
                self._dies.clear()
            self._dies[key] = got
        return got

    def _prep_gain(self, prep, kept, info, extra, base, solo: bool) -> float:
        """What the preparation dice add: each fills, in turn, the space where it helps most (in
        place of an offer)."""
        cells_of = self.cells_of
        # a die is moved by opening the section's casket: one with no dice (and none to come) is shut
        if solo and self.params.shut_caskets:
            kept = [p for p in kept if any(info[p][1])]
        if not kept:
            return 0.0
        dice_now = {p: info[p][0] for p in kept}
        base = dict(base)
        total = 0.0
        for x in sorted(prep, key=lambda x: x[2], reverse=True):
            rows = {p: self._with_die(p, dice_now[p], info[p][1], info[p][3], extra[p], x) for p in kept}
            best_gain, best_cell = 0.0, None
            for p in kept:
                row = rows[p]
                for i, v in enumerate(row):
                    if v is None:
                        continue
                    c = cells_of[p][i]
                    gain = v - base[p]
                    items = self.cell_items[c]
                    if len(items) == 2:
                        q = items[0] if items[1] == p else items[1]
                        if q in rows:
                            if q < p:
                                continue  # the corner was weighed from its other section
                            gain += rows[q][cells_of[q].index(c)] - base[q]
                    if gain > best_gain:
                        best_gain, best_cell = gain, c
            if best_cell is None:
                continue
            total += best_gain
            for q in self.cell_items[best_cell]:
                if q in rows:
                    i = cells_of[q].index(best_cell)
                    base[q] = rows[q][i]
                    d = dice_now[q]
                    dice_now[q] = d[:i] + (x,) + d[i + 1:]
        return total

    def _tokens(self, snap: Snap) -> float:
        """Tokens: three or four different kinds discarded climb steps. Solo, those on the boards
        can still be taken while rounds remain. With several players, a hand is worth what it
        cashes for at the end, and a part of that for a set still to be completed."""
        hand, board = snap.hand, snap.board
        if not snap.solo:
            kinds = sum(1 for i in range(4) if hand[i])
            if snap.actions <= 0:
                cash = 0
                for n, steps in self.cash:
                    if kinds >= n:
                        cash = steps
                return float(cash)
            return self.params.hand_values[kinds] + self.params.spare_token * (sum(hand) - kinds)
        if any(snap.city):
            kinds = sum(1 for i in range(4) if hand[i] or board[i])
        else:
            kinds = sum(1 for i in range(4) if hand[i])
        cash = 0
        for n, steps in self.cash:
            if kinds >= n:
                cash = steps
        return self.params.cash_weight * cash
