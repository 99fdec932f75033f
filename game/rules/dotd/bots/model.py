"""What a Die of the Dead position is worth to one seat: the model behind its AI players.

The value of a position is the steps the seat can expect to have climbed at the end: the steps
already climbed, what each completed section waiting to be scored brings, what each unfinished
section can still be expected to score, and what the tokens and the preparation board promise.
Its parts: a section's promise (:mod:`.sections`), the position as the model reads it
(:mod:`.snap`) and the colour plans (:mod:`.plans`).

Solo, three things more (measured on games outside the benchmark's seeds): a die kept for the
bread or the incense leaves its casket, so the offers after it hold one die fewer of its class
(those sections need particular dice, and were promised about a step more than they scored); a
token still on its board is one more offer for its section (opening the casket and taking the
token costs no City die); and a preparation die counts only for a section whose casket can still
be opened.
"""
from __future__ import annotations

from itertools import combinations, product

from game.rules.dotd.bots.plans import ColourPlans
from game.rules.dotd.bots.sections import (
    A_COL, B_COL, BREAD, INCENSE, MARIGOLD, OTHER, RIGHT, URN1, URN2, WRONG, Sections, abstract,
)
from game.rules.dotd.bots.snap import Snap, as_dict, more
from game.rules.dotd.scoring import section_score, section_urns

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


class Model(ColourPlans):
    """The expected final steps of one seat's position (a :class:`Snap`)."""

    def __init__(self, data, seat: int, params: Params | None = None):
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
