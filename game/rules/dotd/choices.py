"""Die of the Dead: the legal actions, as a part of :class:`~game.rules.dotd.state.DotdState`: what
each phase offers the seat to move (the caskets it may open, the drafts, moves, payments, bonuses)."""
from __future__ import annotations

from itertools import combinations

from game.rules.base import Action
from game.rules.dotd.actions import (
    OFRENDA, PREP_BOARD, SUPPLY, Ascend, CashTokens, CityDie, Discard, Draft, FinishScoring, KeepFace, Land, Move,
    Open, Pass, Pay, Place, Retune, ScoreSection, SetFace, Skull, Swap, TakeToken,
)
from game.rules.dotd.components import BREAD, CANDLE, INCENSE, ITEMS, MARIGOLD, PREP, SKULL
from game.rules.dotd.phases import (
    ACT, CITY, DISCARD, EMPTY, FACE_BONUS, LAND, OPEN, OVER, PAY, PLACE, RETUNE, SCORE, SKULL_BONUS,
)

_MADE: dict = {}  # action values (and lists of them) by their fields: legal lists are rebuilt often,
# the values never change, and the choices of a phase come from a few hundred combinations at most


def _made(cls, *fields):
    key = (cls, fields)
    action = _MADE.get(key)
    if action is None:
        action = _remember(key, cls(*fields))
    return action


def _remember(key, value):
    if len(_MADE) > 100_000:  # a long search session: start afresh rather than grow without end
        _MADE.clear()
    _MADE[key] = value
    return value


class DotdChoices:
    """The legal actions of each phase (a part of the game state's class)."""

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        cached = self._legal
        if cached is not None and cached[0] == seat:
            return list(cached[1])
        out = self._legal_actions(seat)
        self._legal = (seat, out)
        return list(out)

    def _legal_actions(self, seat: int) -> list[Action]:
        p = self.phase
        if p == OVER:
            return []
        if p == PLACE:
            if not 0 <= seat < self.n or len(self.placed[seat]) >= self.placements_needed:
                return []
            return self._place_actions(seat)
        if seat != self.current:
            return []
        if p == OPEN:
            out: list[Action] = self._swaps() if self.hands[seat][CANDLE] > 0 else []
            return out + [_made(Open, c) for c in self._openable()]
        if p == ACT:
            return self._act_actions(seat)
        if p == RETUNE:
            return self._retune_options(seat)
        if p == PAY:
            return self._pay_actions(seat)
        if p == CITY:
            return [CityDie(self.data.colours[c]) for c in self._city_colours()]
        if p == DISCARD:
            return [Discard(ITEMS[i]) for i in self.kinds_held(seat)]
        if p == SCORE:
            out = [ScoreSection(ITEMS[i]) for i in sorted(self.pending[seat])]
            if self.cash_ok and self._can_cash(seat):
                out += self._cash_actions(seat)
            if not self.pending[seat]:
                out.append(FinishScoring())
            return out
        if p == LAND:
            return [_made(Land, i) for i in self._land_options(seat)]
        if p == SKULL_BONUS:
            return [Skull(b, s) for b, s in self._skull_targets(seat)]
        if p == FACE_BONUS:
            return [SetFace(i, f) for i in self._face_spaces(seat) for f in range(1, 7)
                    if f != self.faces[self.prep[seat][i]]]
        return []

    # -- what a seat may do in each phase
    def _place_actions(self, seat: int) -> list[Action]:
        left = self._supply_left(seat)
        colours = self.data.colours
        out = []
        for k in range(4):
            here = [c for kk, c in self.placed[seat] if kk == k]
            if len(here) >= (self.data.solo_casket_dice if self.solo else self.data.casket_dice_each):
                continue
            for c, name in enumerate(colours):
                if left[c] > 0 and not (self.solo and c in here):
                    out.append(_made(Place, k, name))
        return out

    def _nonempty(self, casket: int) -> bool:
        return bool(self.caskets[casket] or self.lids[casket])

    def _can_pay_anyway(self, seat: int) -> bool:
        """Whether ``seat`` can pay for a draft from the City, its supply or its preparation board
        (which does not depend on where the drafted die goes)."""
        if self.solo:
            return bool(self.city)
        if (seat == self.rs and self.city) or self.supply[seat]:
            return True
        return any(x != EMPTY for x in self.prep[seat])

    def _can_pay(self, seat: int, dest: int) -> bool:
        """Whether ``seat`` could pay for a die drafted to ``dest`` (a cell, or PREP)."""
        if self._can_pay_anyway(seat):
            return True
        return self.five and bool(self._section_payables(seat, dest))

    def _section_payables(self, seat: int, extra: int | None = None, exclude: int | None = None) -> list[int]:
        """Five players: the ofrenda cells whose die may pay (every section it lies in incomplete),
        counting a die about to be placed on ``extra`` (which cannot pay) and leaving out ``exclude``."""
        of = self.ofrenda[seat]
        d = self.data
        full = self.complete[seat]
        if extra is not None and extra >= 0:
            for i in d.cell_items[extra]:
                if all(of[c] != EMPTY or c == extra for c in d.sections[i]):
                    full |= 1 << i
        bits = d.cell_bits
        return [c for c, x in enumerate(of) if x != EMPTY and not bits[c] & full and c != extra and c != exclude]

    def _destinations(self, seat: int, item: int) -> list[int]:
        """Where a die drafted from ``item``'s casket may go (PREP, then empty cells), payable."""
        of = self.ofrenda[seat]
        dests = [c for c in self.data.sections[item] if of[c] == EMPTY]
        if EMPTY in self.prep[seat]:
            dests.insert(0, PREP)
        if not dests or self._can_pay_anyway(seat):
            return dests
        if not self.five:
            return []
        return [x for x in dests if self._section_payables(seat, x)]

    def _move_kinds(self, seat: int) -> tuple[bool, ...]:
        """The ``marigold`` flags a move by ``seat`` may carry now."""
        has_marigold = self.hands[seat][MARIGOLD] > 0
        if self.solo:
            return ((False,) if self.city else ()) + ((True,) if has_marigold else ())
        if seat == self.rs:
            return (True,) if has_marigold else ()
        return (False,)

    def _moves(self, seat: int, item: int) -> list[Action]:
        kinds = self._move_kinds(seat)
        if not kinds:
            return []
        spaces = tuple(i for i, x in enumerate(self.prep[seat]) if x != EMPTY)
        if not spaces:
            return []
        of = self.ofrenda[seat]
        cells = tuple(c for c in self.data.sections[item] if of[c] == EMPTY)
        key = (Move, kinds, spaces, cells)
        out = _MADE.get(key)
        if out is None:
            out = _remember(key, [Move(s, c, m) for m in kinds for s in spaces for c in cells])
        return out

    def _can_take(self, seat: int, item: int) -> bool:
        return (self.solo or seat != self.rs) and self.board_tokens[item] > 0

    def _can_act_on(self, seat: int, casket: int) -> bool:
        """Whether the RS, opening ``casket``, would have an action: a draft (the casket has dice),
        or a move or a token, which need no die in it."""
        if self._nonempty(casket) and self._destinations(seat, casket):
            return True
        return self._can_move_or_take(seat, casket)

    def _can_move_or_take(self, seat: int, casket: int) -> bool:
        """Whether the RS, opening ``casket``, could move a die to its section or take its token."""
        if self._moves(seat, casket):
            return True
        return self.solo and self._can_take(seat, casket)

    def _openable(self) -> list[int]:
        """The caskets the RS may open: those it could act on, an empty one only for a move or its
        token (no draft comes from it); when it could act on none, every one with dice."""
        good = [c for c in range(4) if self._can_act_on(self.rs, c)]
        return good or [c for c in range(4) if self._nonempty(c)]

    def _drafts(self, seat: int) -> list[Action]:
        item = self.open_casket
        dice = self.caskets[item]
        if not dice:
            return []
        dests = self._destinations(seat, item)
        if not dests:
            return []
        d = self.data
        dpc, ppc, faces = d.dice_per_colour, d.power_per_colour, self.faces
        dests = tuple(dests)
        out = []
        for cls in sorted({(x // dpc, x % dpc < ppc, faces[x]) for x in dice}):
            key = (Draft, cls, dests)
            some = _MADE.get(key)
            if some is None:
                c, p, f = cls
                some = _remember(key, [Draft(d.colours[c], p, f, x) for x in dests])
            out += some
        return out

    def _ascend_ok(self, seat: int) -> bool:
        """The rulebook's case: nothing to take from the open casket (no die, no token left)."""
        if self.solo or seat == self.rs:
            return False
        item = self.open_casket
        return not self.caskets[item] and self.board_tokens[item] == 0

    def _act_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        if seat != self.rs and self.hands[seat][CANDLE] > 0:
            out += self._swaps()
        item = self.open_casket
        drafts = self._drafts(seat)
        moves = self._moves(seat, item)
        take = self._can_take(seat, item)
        out += drafts
        out += moves
        if take:
            out.append(TakeToken())
        ascend = self._ascend_ok(seat)
        if ascend:
            out.append(Ascend())
        if not (drafts or moves or take or ascend):
            out.append(Pass())
        return out

    @staticmethod
    def _swaps() -> list[Action]:
        return [_made(Swap, a, b) for a, b in combinations(range(4), 2)]

    # -- after a draft
    def _retune_options(self, seat: int) -> list[Action]:
        die = self.drafted
        if die == EMPTY or self.is_power(die):
            return []
        face = self.faces[die]
        out: list[Action] = []
        hand = self.hands[seat]
        if hand[BREAD] and not self.retuned >> BREAD & 1:
            shown = sorted({self.faces[x] for x in self.caskets[self.open_casket]} - {SKULL, face})
            out += [Retune("bread", v) for v in shown]
        if hand[INCENSE] and not self.retuned >> INCENSE & 1:
            out += [Retune("incense", v) for v in (face - 1, face + 1) if 1 <= v <= 6]
        if out:
            out.append(KeepFace())
        return out

    def _pay_sources(self, seat: int) -> list[tuple[str, str, bool, int]]:
        """Where ``seat`` may pay from now: (source, colour, power, spot), in the rules' order."""
        d = self.data
        colours = d.colours
        out: list[tuple[str, str, bool, int]] = []
        if self.solo or (seat == self.rs and self.city):
            classes = sorted({(x // d.dice_per_colour, self.is_power(x)) for x in self.city})
            out += [(CITY, colours[c], p, -1) for c, p in classes]
        elif self.supply[seat]:
            classes = sorted({(x // d.dice_per_colour, self.is_power(x)) for x in self.supply[seat]})
            out += [(SUPPLY, colours[c], p, -1) for c, p in classes]
        else:
            out += [(PREP_BOARD, "", False, i) for i, x in enumerate(self.prep[seat])
                    if x != EMPTY and x != self.drafted]
        if self.five:
            out += [(OFRENDA, "", False, c) for c in self._section_payables(seat, exclude=self.drafted_cell)]
        return out

    def _pay_actions(self, seat: int) -> list[Action]:
        closed = self.open_casket
        out = []
        for src in self._pay_sources(seat):
            key = (Pay, closed, src)
            some = _MADE.get(key)
            if some is None:
                some = _remember(key, [Pay(k, *src) for k in range(4) if k != closed])
            out += some
        return out

    def _city_colours(self) -> list[int]:
        dpc = self.data.dice_per_colour
        return sorted({x // dpc for x in self.city})

    # -- scoring
    def _can_cash(self, seat: int) -> bool:
        return len(self.kinds_held(seat)) >= self.data.cash[0][0]

    def _cash_actions(self, seat: int) -> list[Action]:
        kinds = self.kinds_held(seat)
        out: list[Action] = []
        for n, _steps in self.data.cash:
            out += [CashTokens(tuple(ITEMS[i] for i in combo)) for combo in combinations(kinds, n)]
        return out

    def _skull_targets(self, seat: int) -> list[tuple[str, int]]:
        out = [(PREP_BOARD, i) for i, x in enumerate(self.prep[seat])
               if x != EMPTY and self.is_power(x) and self.faces[x] != SKULL]
        out += [(OFRENDA, c) for c, x in enumerate(self.ofrenda[seat])
                if x != EMPTY and self.is_power(x) and self.faces[x] != SKULL]
        return out

    def _face_spaces(self, seat: int) -> list[int]:
        return [i for i, x in enumerate(self.prep[seat]) if x != EMPTY and not self.is_power(x)]

    def square_gives(self, seat: int, square: str) -> bool:
        """Whether landing on ``square`` (a token kind, skull, face or blank) would give ``seat`` anything."""
        if square in ITEMS:
            return self.board_tokens[ITEMS.index(square)] > 0
        if square == "skull":
            return bool(self._skull_targets(seat))
        if square == "face":
            return bool(self._face_spaces(seat))
        return False

    def _land_options(self, seat: int) -> list[int]:
        """The squares of the landing step worth offering: the blank, and each that gives something."""
        squares = self.data.steps[self.landing - 1]
        return [i for i, sq in enumerate(squares) if sq == "blank" or self.square_gives(seat, sq)]
