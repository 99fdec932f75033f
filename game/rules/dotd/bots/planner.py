"""Die of the Dead's own players: a planner over the seat's view, valued by :mod:`.model`.

How they play
-------------
Every decision is weighed by the model's value of the position it leads to (the steps the seat
can expect to have climbed at the end; see :class:`~game.rules.dotd.bots.model.Model`):

* **Opening a casket** (the Round Starter): for each casket, a number of rolls of its dice are
  drawn (the dice are known, their faces are not), and for each roll the best thing to do with
  it is found: a die drafted to a space of its section or to the preparation board (with a bread
  or incense token turning it, when that is better), paid for with the best die onto the best
  lid, or a die moved from the preparation board, or a token taken. The casket whose rolls
  promise the most is opened. A candle token's swaps are weighed the same way.
* **The action, the token on the drafted die, the payment, the City die**: every legal choice
  is tried on the position and valued, the payment included (which colour goes onto which lid
  shapes the caskets to come), then the round's end (sections scored, the landing's bonus, the
  caskets moving on).
* **Scoring** (the order of the sections, cashing tokens, the landing squares and their bonuses):
  each choice is played on a copy of the rules state, with the choices that follow made the same
  way, and the position reached is valued.
* **Setup**: each die goes where the model values the caskets' contents most (the reason says
  what the casket holds with it).

Levels: ``hard`` draws many rolls per casket; ``easy`` fewer, and judges each choice with a
deliberate error (the same error for the same decision, so it stays deterministic).

Honesty: a bot reads only ``decision.legal`` and ``decision.view`` (its ``state`` is the rules
copy with the other seats' setup placements hidden and no generator). The rolls it weighs are
its own draws, seeded by the bot's seed and the position, never the game's.
"""
from __future__ import annotations

import hashlib
import random

from game.ai import Choice, Decision
from game.ai.planned import PlannerBot
from game.rules.dotd import state as rules
from game.rules.dotd import words
from game.rules.dotd.actions import (
    CITY, OFRENDA, PREP_BOARD, SUPPLY, Ascend, Draft, Move, Pass, Retune, Swap, TakeToken,
)
from game.rules.dotd.bots.model import Model, Params
from game.rules.dotd.bots.opening import Opening
from game.rules.dotd.bots.reasons import act_reason, scoring_reason
from game.rules.dotd.bots.snap import Snap, kind, less, more
from game.rules.dotd.components import BREAD, INCENSE, ITEMS, PREP, SKULL

EMPTY = -1


class Planner(Opening):
    """The decision maker behind the Die of the Dead bots (see the module docstring)."""

    default_samples = 24  # rolls drawn per casket when choosing which to open

    def __init__(self, game, seat: int, seed: int, *, samples: int | None = None, noise: float = 0.0,
                 params: Params | None = None, exact: bool = True):
        self.game = game
        self.data = game.load_data()
        self.seat = seat
        self.seed = seed
        self.samples = samples if samples is not None else self.default_samples
        self.noise = noise
        self.exact = exact
        self.model = Model(self.data, seat, params)
        self.rng = random.Random(0)
        self._salt = 0

    # ------------------------------------------------------------------ protocol
    def decide(self, decision: Decision) -> Choice:
        legal = decision.legal
        if len(legal) == 1:
            return Choice(legal[0], words.msg("dotd-reason-only-move"))
        state = decision.view.state
        digest = state.digest()
        self.rng = random.Random(f"{self.seed}:{self.seat}:{digest}")
        self._salt = int(hashlib.sha256(f"{self.seed}:{digest}".encode()).hexdigest()[:8], 16)
        phase = state.phase
        handler = {
            rules.PLACE: self._place, rules.OPEN: self._open, rules.ACT: self._act, rules.RETUNE: self._retune,
            rules.PAY: self._pay, rules.CITY: self._city, rules.DISCARD: self._discard,
        }.get(phase, self._lookahead)
        action, why = handler(state, legal)
        if action not in legal:
            action, why = legal[0], "nothing better is possible now"
        return Choice(action, why)

    # ------------------------------------------------------------------ helpers
    def _jitter(self, value: float, key) -> float:
        """The level's judgement error on one option (the same for the same decision and option)."""
        if not self.noise:
            return value
        r = random.Random(f"{self._salt}:{key}")
        return value + r.gauss(0.0, self.noise)

    def _best(self, legal, worth):
        """The legal action ``worth`` values most, each judged with the level's error (the first of equals)."""
        best = None
        for a in legal:
            v = self._jitter(worth(a), a)
            if best is None or v > best[0]:
                best = (v, a)
        return best[1]

    def _best_change(self, state, legal, change):
        """The legal action that leaves the seat best off: ``change(position, action)`` plays it on a
        copy of the seat's position and says what that copy is worth."""
        snap = Snap.of(state, self.seat)
        return self._best(legal, lambda a: change(snap.copy(), a))

    def _die(self, state, x: int):
        d = self.data
        return (x // d.dice_per_colour, x % d.dice_per_colour < d.power_per_colour, state.faces[x])

    def _value(self, snap: Snap) -> float:
        return self.model.value(snap)

    def _finish(self, snap: Snap) -> float:
        """The value once the round ends: sections scored, the caskets moving on."""
        self.model.end_round(snap)
        return self._value(snap)

    def _pay_sources(self, state, snap: Snap, rs: bool) -> list:
        """(source, a, b) a payment may come from now, as the rules allow: (CITY or SUPPLY, colour,
        power) or (PREP_BOARD, space, None)."""
        if state.solo or (rs and any(snap.city)):
            return [(CITY, k >> 1, bool(k & 1)) for k, n in enumerate(snap.city) if n]
        if any(snap.supply):
            return [(SUPPLY, k >> 1, bool(k & 1)) for k, n in enumerate(snap.supply) if n]
        return [(PREP_BOARD, i, None) for i, x in enumerate(snap.prep) if x is not None]

    def _apply_pay(self, snap: Snap, source, lid: int) -> None:
        src, a, b = source
        if src == CITY:
            snap.city = less(snap.city, kind(a, b))
            snap.add(lid, a, b)
        elif src == SUPPLY:
            snap.supply = less(snap.supply, kind(a, b))
            snap.add(lid, a, b)
        else:
            board = snap.prep if src == PREP_BOARD else snap.cells
            x = board[a]
            board[a] = None
            snap.add(lid, x[0], x[1])

    def _best_pay(self, state, snap: Snap, open_pos: int, rs: bool):
        """(value, (source, lid)) of the best payment from ``snap`` (the round then ends)."""
        best = None
        for source in self._pay_sources(state, snap, rs):
            for lid in range(4):
                if lid == open_pos:
                    continue
                s = snap.copy()
                self._apply_pay(s, source, lid)
                v = self._finish(s)
                if best is None or v > best[0]:
                    best = (v, (source, lid))
        if best is None:
            return self._finish(snap.copy()), None
        return best

    def _spend_token(self, snap: Snap, item: int, solo: bool) -> None:
        snap.hand[item] -= 1
        if not solo:
            snap.board[item] += 1

    # ------------------------------------------------------------------ setup
    def _place(self, state, legal):
        snap = Snap.of(state, self.seat)
        best = None
        for a in legal:
            s = snap.copy()
            s.add(a.casket, self.data.colour_index(a.colour), False)
            v = self._jitter(self._value(s), a)
            if best is None or v > best[0]:
                best = (v, a)
        return best[1], self._placing_reason(snap, best[1])

    def _placing_reason(self, snap: Snap, a):
        """Why this die goes into this casket: the colours it holds with it."""
        colour = self.data.colour_index(a.colour)
        comp = snap.comp[a.casket]
        alike = comp[kind(colour, False)] + comp[kind(colour, True)]
        colours = len({k // 2 for k, n in enumerate(comp) if n} | {colour})
        return words.placing_reason(words.Plain(self.data), a.casket, a.colour, alike, colours)

    def _dests(self, snap: Snap, pos: int) -> list[int]:
        out = [c for c in self.data.sections[pos] if snap.cells[c] is None]
        if None in snap.prep:
            out.append(PREP)
        return out

    def _draft_values(self, state, snap: Snap, pos: int, roll, pay, rs: bool):
        """The value of each way to use a die of ``roll`` (drafted to a space, perhaps turned by a
        token), paid for with ``pay``."""
        seen = set()
        dests = self._dests(snap, pos)
        if not dests:
            return
        shown = {f for _c, _p, f in roll if f != SKULL}
        for die in roll:
            if die in seen:
                continue
            seen.add(die)
            for face, spent in self._faces(snap, die, shown):
                for dest in dests:
                    yield self._draft_value(state, snap, pos, (die[0], die[1], face), die, dest, spent, pay)

    def _faces(self, snap: Snap, die, shown):
        """The faces a drafted die may end on, with the tokens spent: as rolled, and turned by a
        bread token (another value shown in the casket) and/or an incense token (one up or down)."""
        yield die[2], ()
        if die[1]:
            return
        face = die[2]
        bread = snap.hand[BREAD] > 0
        incense = snap.hand[INCENSE] > 0
        done = {face}
        if bread:
            for v in shown - {face}:
                if v not in done:
                    done.add(v)
                    yield v, (BREAD,)
        if incense:
            for v in (face - 1, face + 1):
                if 1 <= v <= 6 and v not in done:
                    done.add(v)
                    yield v, (INCENSE,)
            if bread:
                for b in shown - {face}:
                    for v in (b - 1, b + 1):
                        if 1 <= v <= 6 and v not in done:
                            done.add(v)
                            yield v, (BREAD, INCENSE)

    def _draft_value(self, state, snap: Snap, pos: int, die, rolled, dest: int, spent, pay) -> float:
        s = snap.copy()
        s.take(pos, rolled)
        if dest == PREP:
            s.prep[s.prep.index(None)] = die
        else:
            self.model.place(s, dest, die)
        for item in spent:
            self._spend_token(s, item, state.solo)
        if pay is not None:
            self._apply_pay(s, pay[0], pay[1])
        return self._finish(s)

    # ------------------------------------------------------------------ the action
    def _act(self, state, legal):
        snap = Snap.of(state, self.seat)
        rs = state.current == state.rs
        pos = state.open_casket
        best = None
        pay_cache: dict = {}
        for a in legal:
            t = type(a)
            if t is Draft:
                v = self._act_draft(state, snap, a, pos, rs, pay_cache)
            elif t is Move:
                v = self._move_value(state, snap, a.space, a.cell, a.marigold)
            elif t is TakeToken:
                s = snap.copy()
                if sum(s.hand) >= self.data.hand_limit:
                    drop = min((i for i in range(4) if s.hand[i]), key=lambda i: (s.hand[i] > 1, i))
                    self._spend_token(s, drop, state.solo)
                s.board[pos] -= 1
                s.hand[pos] += 1
                v = self._finish(s)
            elif t is Ascend:
                s = snap.copy()
                s.score += self.data.ascend_steps
                v = self._finish(s)
            elif t is Pass:
                v = self._spend_city(snap.copy()) if state.solo and any(snap.city) else self._finish(snap.copy())
            elif t is Swap:
                continue  # weighed below, once the best action without it is known
            else:
                v = self._finish(snap.copy())
            v = self._jitter(v, a)
            if best is None or v > best[0]:
                best = (v, a)
        swaps = [a for a in legal if isinstance(a, Swap)]
        if swaps and best is not None:
            now = self._value(snap)
            for a in swaps:
                if pos not in (a.first, a.second):  # the open casket stays: only the caskets to come change
                    v = best[0] + self._value(self._swapped(state, snap, a)) - now
                else:
                    v = self._act_swap_value(state, snap, a)
                v = self._jitter(v, a)
                if v > best[0] + 1e-9:
                    best = (v, a)
        return best[1], act_reason(self.data, state, self.seat, best[1])

    def _act_draft(self, state, snap: Snap, a: Draft, pos: int, rs: bool, pay_cache: dict) -> float:
        colour = self.data.colour_index(a.colour)
        rolled = (colour, a.power, a.face)
        shown = {self.faces_of(state, x) for x in state.caskets[pos]} - {SKULL}
        best = None
        for face, spent in self._faces(snap, rolled, shown):
            s = snap.copy()
            s.take(pos, rolled)
            die = (colour, a.power, face)
            if a.cell == PREP:
                s.prep[s.prep.index(None)] = die
            else:
                self.model.place(s, a.cell, die)
            for item in spent:
                self._spend_token(s, item, state.solo)
            v, _pay = self._best_pay(state, s, pos, rs)
            if best is None or v > best:
                best = v
        return best

    def faces_of(self, state, x: int) -> int:
        return state.faces[x]

    def _act_swap_value(self, state, snap: Snap, swap: Swap) -> float:
        tried = state.clone()
        tried.events = []
        tried.apply(self.seat, swap)
        s = Snap.of(tried, self.seat)
        best = None
        for a in tried.legal_actions(self.seat):
            if isinstance(a, Draft):
                v = self._act_draft(tried, s, a, tried.open_casket, False, {})
            elif isinstance(a, Move):
                v = self._move_value(tried, s, a.space, a.cell, a.marigold)
            else:
                continue
            if best is None or v > best:
                best = v
        return best if best is not None else self._finish(s)

    # ------------------------------------------------------------------ after a draft
    def _retune(self, state, legal):
        snap = Snap.of(state, self.seat)
        rs = state.current == state.rs
        pos = state.open_casket
        best = None
        for a in legal:
            s = snap.copy()
            if isinstance(a, Retune):
                self._turn_drafted(state, s, a.face)
                self._spend_token(s, ITEMS.index(a.token), state.solo)
            v, _pay = self._best_pay(state, s, pos, rs)
            v = self._jitter(v, a)
            if best is None or v > best[0]:
                best = (v, a)
        return best[1], "the die then fits its place best"

    def _turn_drafted(self, state, snap: Snap, face: int) -> None:
        x = state.drafted
        die = self._die(state, x)
        if state.drafted_cell == PREP:
            i = state.prep[self.seat].index(x)
            snap.prep[i] = (die[0], die[1], face)
        else:
            snap.cells[state.drafted_cell] = (die[0], die[1], face)

    def _pay(self, state, legal):
        def worth(s: Snap, a) -> float:
            if a.source == CITY:
                src = (CITY, self.data.colour_index(a.colour), a.power)
            elif a.source == SUPPLY:
                src = (SUPPLY, self.data.colour_index(a.colour), a.power)
            elif a.source == PREP_BOARD:
                src = (PREP_BOARD, a.spot, None)
            else:
                src = (OFRENDA, a.spot, None)
            self._apply_pay(s, src, a.casket)
            return self._finish(s)

        return self._best_change(state, legal, worth), "that die helps the other caskets most"

    def _city(self, state, legal):
        def worth(s: Snap, a) -> float:
            c = self.data.colour_index(a.colour)
            k = next((k for k in (kind(c, False), kind(c, True)) if s.city[k]), None)
            if k is not None:
                s.city = less(s.city, k)
                if state.city_for == rules.GAIN:
                    s.supply = more(s.supply, k)
            return self._finish(s)

        return self._best_change(state, legal, worth), "the City keeps the colours still needed"

    def _discard(self, state, legal):
        def worth(s: Snap, a) -> float:
            self._spend_token(s, ITEMS.index(a.token), state.solo)
            return self._value(s)

        return self._best_change(state, legal, worth), "that token is worth the least now"

    # ------------------------------------------------------------------ scoring
    def _lookahead(self, state, legal):
        best = self._best(legal, lambda a: self._after(state, a, 3))
        return best, scoring_reason(self.data, state, self.seat, best)

    def _after(self, state, action, depth: int) -> float:
        """The value after ``action`` in a scoring decision, the seat's next scoring choices made
        the same way (to ``depth``)."""
        tried = state.clone()
        tried.events = []
        tried.apply(self.seat, action)
        if tried.is_over:
            return float(tried.score[self.seat])
        if depth > 0 and self.seat in tried.to_move() and tried.phase in (
                rules.SCORE, rules.LAND, rules.SKULL_BONUS, rules.FACE_BONUS, rules.DISCARD):
            options = tried.legal_actions(self.seat)
            return max(self._after(tried, a, depth - 1) for a in options)
        return self._value(Snap.of(tried, self.seat))


class DotdHardBot(PlannerBot, game_id="dotd", name="hard", planner_class=Planner):
    """Hard: the full planner."""


class DotdEasyBot(DotdHardBot, name="easy", settings=dict(samples=6, noise=0.8, exact=False)):
    """Easy: the same planner with fewer rolls and a deliberate error in its judgement."""
