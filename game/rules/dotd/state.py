"""Die of the Dead: Ofrenda Variant: the whole game as one state, its legal moves and ``apply``.

**Setup.** The City of the Dead holds the power dice (solo: three normal dice of each colour);
each player has a scoring die below the steps and a supply; then every seat puts dice into the
four caskets at once (:class:`~game.rules.dotd.actions.Place`; hidden from the other seats until
all are done; with five players each puts one of their own colour in each, so nobody is asked).
Two dice each decide the start player (ties roll again).

**A round** (who is to move: ``to_move()``):

1. The Round Starter (RS) may play candle tokens (:class:`Swap`), then opens a casket (:class:`Open`:
   the lid dice go in, the casket is rolled: a reveal).
2. The RS drafts (:class:`Draft`, then perhaps :class:`Retune`/:class:`KeepFace`, then :class:`Pay`),
   or with a marigold token moves a die instead (:class:`Move`, then :class:`CityDie` when the City
   has dice of several colours). Solo, the RS may also move (paying a City die) or take a token.
3. Each other player, clockwise, may play candle tokens, then takes one action: draft, move, take
   the casket's token (:class:`TakeToken`, with :class:`Discard` first on a full hand), or
   :class:`Ascend` when there is nothing to take.
4. Scoring, clockwise from the RS: each player with a section completed this round or three
   different tokens scores (:class:`ScoreSection` in the order they like, :class:`CashTokens`,
   :class:`FinishScoring`); each climb lands on a square of their choice (:class:`Land`) whose
   bonus may ask for a die (:class:`Skull`, :class:`SetFace`) or a discard.
5. If any section was scored the caskets move one place (the fourth to the first); the game
   ends if a player's ofrenda is complete (five players: three sections; solo: the City of the
   Dead is empty or the ofrenda full); otherwise the RS marker passes clockwise.

A decision with a single possible answer is taken at once (with its event), so the seats are
asked only what matters. Hidden: each seat's setup placements until all have placed (and the
generator). Everything else is on the table.
"""
from __future__ import annotations

import hashlib
from itertools import combinations

from game.protocol import Event, GameState, Outcome, Setup
from game.rules.base import Action, IllegalAction, Rng
from game.rules.dotd.actions import (
    OFRENDA, PREP_BOARD, SUPPLY, Ascend, CashTokens, CityDie, Discard, Draft, FinishScoring, KeepFace, Land, Move,
    Open, Pass, Pay, Place, Retune, ScoreSection, SetFace, Skull, Swap, TakeToken,
)
from game.rules.dotd.components import BREAD, CANDLE, INCENSE, ITEMS, MARIGOLD, PREP, SKULL, DotdData
# the phases (also read from here by the bots, the table and the tests)
from game.rules.dotd.phases import (
    ACT, ASCEND_STEPS, CITY, DISCARD, EARNED, EMPTY, FACE_BONUS, GAIN, LAND, OPEN, OVER, PAY, PLACE, RETUNE, SCORE,
    SKULL_BONUS, SPEND, TAKE,
)
from game.rules.dotd.refusals import DotdRefusals
from game.rules.dotd.round_end import DotdRoundEnd
from game.rules.dotd.scoring import SectionScore, section_score, section_urns

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


_NOBODY = frozenset()
_SEATS = tuple(frozenset((s,)) for s in range(8))  # to_move() of a lone seat, made once



class DotdState(DotdRefusals, DotdRoundEnd, GameState):
    """The whole game: every die where it lies, the tokens, the steps, whose decision it is.

    Public attributes a table may read (the view copies them): ``faces`` (per die), ``city``,
    ``supply``, ``caskets`` / ``lids`` (per position), ``casket_ids`` (the physical casket at each
    position), ``prep`` / ``ofrenda`` (per seat, ``-1`` empty), ``scoring_die``, ``removed``,
    ``board_tokens`` / ``token_box`` (per item), ``hands`` (per seat per item), ``score``,
    ``square`` (the square the scoring die stands on, -1 below the steps), ``earned``,
    ``scored`` (per seat per section: steps, -1 not yet), ``pending`` (sections completed this
    round, not yet scored), ``round``, ``rs``, ``phase``, ``current``, ``open_casket``,
    ``drafted``, ``landing``, ``scorers``.
    """

    def __init__(self, data: DotdData, seed: int, setup: Setup):
        self.data = data
        self.setup = setup
        self.seed = seed
        n = self.n = setup.players
        self.solo = setup.mode == "solo"
        if self.solo != (n == 1):
            raise ValueError("Die of the Dead is played solo by one, or by 2 to 5 players")
        lo, hi = data.multi_players
        if not self.solo and not lo <= n <= hi:
            raise ValueError(f"Die of the Dead is played by {lo} to {hi} players")
        self.five = not self.solo and n == hi
        self.rng = Rng(seed)
        self.events: list[Event] = []
        self.revealed = False
        self.faces = [1] * data.dice
        self.city: list[int] = []
        self.removed: list[int] = []
        self.supply: list[list[int]] = [[] for _ in range(n)]
        self.caskets: list[list[int]] = [[] for _ in range(4)]  # inside, per position
        self.lids: list[list[int]] = [[] for _ in range(4)]
        self.casket_ids = [0, 1, 2, 3]
        self.prep = [[EMPTY] * data.prep_spaces for _ in range(n)]
        self.ofrenda = [[EMPTY] * len(data.cells) for _ in range(n)]
        self.scoring_die = [data.normal_dice(s)[0] for s in range(n)]
        per = data.solo_tokens_per_kind if self.solo else data.tokens_per_kind
        self.board_tokens = [per] * 4
        self.token_box = [data.tokens_per_kind - per] * 4  # out of play (solo: the box, and used tokens)
        self.hands = [[0] * 4 for _ in range(n)]
        self.score = [0] * n
        self.square = [-1] * n
        self.earned = [[0] * len(EARNED) for _ in range(n)]
        self.scored = [[-1] * 4 for _ in range(n)]
        self.complete = [0] * n  # bit i: section i has its four dice
        self.pending: list[list[int]] = [[] for _ in range(n)]
        self.placed: list[list[tuple[int, int]]] = [[] for _ in range(n)]  # setup: (casket, colour), hidden
        self.round = 0
        self.rs = 0
        self.turn = 0  # how many players have acted this round
        self.current = 0
        self.phase = PLACE
        self.open_casket = -1
        self.drafted = EMPTY
        self.drafted_cell = PREP  # where the drafted die went: an ofrenda cell, or PREP
        self.retuned = 0  # bit per token item played on the drafted die
        self.city_for = ""
        self.discard_for = ""
        self.discard_item = -1
        self.landing = 0  # the step (1-9) of the climb being landed
        self.scorers: list[int] = []
        self.cash_ok = False
        self.scored_round = False
        self.stalled = False  # the Round Starter could do nothing this round
        self.start_player = 0
        self._legal: tuple | None = None  # (seat, its legal actions) until the state changes
        self._log("setup", (n, self.solo), None)
        if self.solo:
            for c in range(len(data.colours)):
                self.removed += data.power_dice(c)
                normals = [d for d in data.normal_dice(c) if d != self.scoring_die[0]]
                k = data.solo_city_per_colour
                self.city += normals[-k:]
                self.supply[0] += normals[:-k]  # the box the solo player chooses casket dice from
        else:
            for c in range(len(data.colours)):
                self.city += data.power_dice(c)
            for s in range(n):
                self.supply[s] = data.normal_dice(s)[1:]
            spare = [d for c in range(n, len(data.colours)) for d in data.normal_dice(c)]
            share = data.extra_dice.get(n, 0)
            for i, d in enumerate(spare):
                if i < share * n:
                    self.supply[i % n].append(d)
                else:
                    self.removed.append(d)
            for s in range(n):
                self.supply[s].sort()
        dpc, ppc = data.dice_per_colour, data.power_per_colour
        # per seat and colour, the normal dice it may place at setup (the supply does not change until then)
        self.stock = tuple(tuple(sum(1 for x in self.supply[s] if x // dpc == c and x % dpc >= ppc)
                                 for c in range(len(data.colours))) for s in range(n))
        if self.five:  # everyone puts a die of their own colour in each casket: nothing to choose
            for s in range(n):
                self.placed[s] = [(c, s) for c in range(4)]
            self._commit_placements()

    # ------------------------------------------------------------------ small helpers
    def _log(self, kind: str, data: tuple, actor: int | None, visible_to: frozenset | None = None) -> None:
        self.events.append(Event(kind, data, actor, visible_to))

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def placements_needed(self) -> int:
        """Dice each seat puts into the caskets at setup."""
        return 4 * (self.data.solo_casket_dice if self.solo else self.data.casket_dice_each)

    def colour_name(self, colour: int) -> str:
        return self.data.colours[colour]

    def die_class(self, die: int) -> tuple[int, bool, int]:
        """(colour, power, face) of a die: what tells it apart in a casket."""
        d = self.data
        return die // d.dice_per_colour, die % d.dice_per_colour < d.power_per_colour, self.faces[die]

    def is_power(self, die: int) -> bool:
        return die % self.data.dice_per_colour < self.data.power_per_colour

    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat])

    def kinds_held(self, seat: int) -> list[int]:
        return [i for i, k in enumerate(self.hands[seat]) if k > 0]

    def completed_sections(self, seat: int) -> int:
        return bin(self.complete[seat]).count("1")

    def board_number(self, seat: int) -> int:
        """The ofrenda board (1-5) of ``seat``: seat s plays board s + 1 and colour s."""
        return seat + 1

    def section_dice(self, seat: int, item: int) -> list[int]:
        """The dice in ``item``'s section of ``seat``'s ofrenda, in order along the side (-1 empty)."""
        of = self.ofrenda[seat]
        return [of[c] for c in self.data.sections[item]]

    def section_result(self, seat: int, item: int) -> SectionScore | None:
        """How ``seat``'s ``item`` section scores as it lies now (None while a cell is empty)."""
        dice = self.section_dice(seat, item)
        if EMPTY in dice:
            return None
        d = self.data
        return section_score(d, item, [(x // d.dice_per_colour, self.faces[x]) for x in dice],
                             section_urns(d, self.board_number(seat), item))

    def opponents_order(self) -> list[int]:
        """The seats in this round's order: the Round Starter, then clockwise."""
        return [(self.rs + k) % self.n for k in range(self.n)]

    # ------------------------------------------------------------------ who decides
    def to_move(self) -> frozenset:
        if self.phase == PLACE:
            need = self.placements_needed
            return frozenset(s for s in range(self.n) if len(self.placed[s]) < need)
        if self.phase == OVER:
            return _NOBODY
        return _SEATS[self.current]

    # ------------------------------------------------------------------ setup placements
    def _supply_left(self, seat: int) -> list[int]:
        """Per colour, the normal dice still in ``seat``'s supply after its pending placements."""
        left = list(self.stock[seat])
        for _, c in self.placed[seat]:
            left[c] -= 1
        return left

    def _place_refusal(self, seat: int, action: Place, left: list[int] | None = None) -> str | None:
        if not 0 <= action.casket < 4:
            return "There is no such casket."
        if action.colour not in self.data.colours:
            return f"There are no {action.colour} dice."
        colour = self.data.colour_index(action.colour)
        here = [c for k, c in self.placed[seat] if k == action.casket]
        name = ITEMS[action.casket]
        if self.solo:
            if len(here) >= self.data.solo_casket_dice:
                return f"The {name} casket already holds its {self.data.solo_casket_dice} dice."
            if colour in here:
                return f"The {name} casket already holds a {action.colour} die: its dice are all of different colours."
        elif len(here) >= self.data.casket_dice_each:
            return f"You have already put a die in the {name} casket."
        if (left or self._supply_left(seat))[colour] <= 0:
            return f"You have no {action.colour} die left to place."
        return None

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

    def _do_place(self, seat: int, action: Place) -> None:
        colour = self.data.colour_index(action.colour)
        self.placed[seat].append((action.casket, colour))
        if self.solo:
            self._log("place", (seat, action.casket, colour), seat)
        else:
            self._log("place", (seat, action.casket, colour), seat, frozenset((seat,)))
            others = frozenset(range(self.n)) - {seat}
            self._log("place_hidden", (seat, len(self.placed[seat])), seat, others)
        if not self.to_move():
            self._commit_placements()

    def _commit_placements(self) -> None:
        """Every seat has placed: the dice go into the caskets, shown to all; the game starts."""
        dpc = self.data.dice_per_colour
        shown = []
        for s in range(self.n):
            for casket, colour in self.placed[s]:
                die = next(x for x in self.supply[s] if x // dpc == colour and not self.is_power(x))
                self.supply[s].remove(die)
                self.caskets[casket].append(die)
            shown.append(tuple(self.placed[s]))
            self.placed[s] = []
        for c in self.caskets:
            c.sort()
        self._log("reveal", tuple(shown), None)
        if self.solo:
            self.removed += self.supply[0]  # the dice left in the box leave the game
            self.supply[0] = []
            self.removed.sort()
            self.start_player = 0
        else:
            self.revealed = True
            self._roll_for_start()
        self.rs = self.start_player
        self._start_round()

    def _roll_for_start(self) -> None:
        contenders = list(range(self.n))
        attempt = 0
        while True:
            rolls = tuple((s, self.rng.die(), self.rng.die()) for s in contenders)
            self._log("start_roll", (attempt, rolls), None)
            best = max(a + b for _, a, b in rolls)
            top = [s for s, a, b in rolls if a + b == best]
            if len(top) == 1:
                break
            contenders = top
            attempt += 1
        self.start_player = top[0]
        self._log("start_player", (top[0],), None)

    # ------------------------------------------------------------------ the round
    def _start_round(self) -> None:
        self.round += 1
        self.open_casket = -1
        self.turn = 0
        self.scored_round = False
        self.stalled = False
        self.current = self.rs
        self.phase = OPEN
        self._log("round", (self.round, self.rs), None)

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
        """Whether the RS, opening ``casket``, would have an action (the casket has dice)."""
        if self._destinations(seat, casket):
            return True
        if self._moves(seat, casket):
            return True
        return self.solo and self._can_take(seat, casket)

    def _openable(self) -> list[int]:
        """The caskets the RS may open: non-empty ones it could act on (all non-empty ones if none)."""
        full = [c for c in range(4) if self._nonempty(c)]
        good = [c for c in full if self._can_act_on(self.rs, c)]
        return good or full

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

    # ------------------------------------------------------------------ apply
    def apply(self, seat: int, action: Action) -> list[Event]:
        cached = self._legal
        # a move from the legal list just built needs no second check (search playouts live on this)
        if cached is None or cached[0] != seat or action not in cached[1]:
            reason = self.why_illegal(seat, action)
            if reason is not None:
                raise IllegalAction(action, reason, seat)
        start = len(self.events)
        self.revealed = False
        self._legal = None
        _HANDLERS[type(action)](self, seat, action)
        return self.events[start:]

    def _spend_token(self, seat: int, item: int) -> None:
        """A token leaves the hand: back to its board (solo: out of the game)."""
        self.hands[seat][item] -= 1
        if self.solo:
            self.token_box[item] += 1
        else:
            self.board_tokens[item] += 1

    def _do_swap(self, seat: int, action: Swap) -> None:
        a, b = action.first, action.second
        self._spend_token(seat, CANDLE)
        for row in (self.caskets, self.lids, self.casket_ids):
            row[a], row[b] = row[b], row[a]
        if self.open_casket == a:
            self.open_casket = b
        elif self.open_casket == b:
            self.open_casket = a
        self._log("swap", (seat, a, b), seat)

    def _do_open(self, seat: int, action: Open) -> None:
        k = action.casket
        lid = len(self.lids[k])
        inside = self.caskets[k]
        inside += self.lids[k]
        self.lids[k] = []
        inside.sort()
        pf = self.data.power_faces
        rng = self.rng
        for x in inside:
            self.faces[x] = pf[rng.below(6)] if self.is_power(x) else rng.die()
        self.open_casket = k
        self.revealed = True
        self._log("open", (seat, k, lid, tuple((x, self.faces[x]) for x in inside)), seat)
        self.phase = ACT

    def _place_die(self, seat: int, die: int, cell: int) -> None:
        """A die arrives on an ofrenda cell: sections it completes are noted for scoring."""
        self.ofrenda[seat][cell] = die
        of = self.ofrenda[seat]
        for item in self.data.cell_items[cell]:
            if all(of[c] != EMPTY for c in self.data.sections[item]):
                self.complete[seat] |= 1 << item
                self.pending[seat].append(item)
                self._log("complete", (seat, item), seat)

    def _do_draft(self, seat: int, action: Draft) -> None:
        d = self.data
        want = (d.colour_index(action.colour), action.power, action.face)
        casket = self.caskets[self.open_casket]
        die = next(x for x in casket if self.die_class(x) == want)
        casket.remove(die)
        self.drafted = die
        self.drafted_cell = action.cell
        self.retuned = 0
        if action.cell == PREP:
            space = self.prep[seat].index(EMPTY)
            self.prep[seat][space] = die
            self._log("draft", (seat, die, self.faces[die], PREP_BOARD, space), seat)
        else:
            self._log("draft", (seat, die, self.faces[die], OFRENDA, action.cell), seat)
            self._place_die(seat, die, action.cell)
        self.phase = RETUNE if self._retune_options(seat) else PAY

    def _do_retune(self, seat: int, action: Retune) -> None:
        item = ITEMS.index(action.token)
        old = self.faces[self.drafted]
        self.faces[self.drafted] = action.face
        self._spend_token(seat, item)
        self.retuned |= 1 << item
        self._log("retune", (seat, self.drafted, item, old, action.face), seat)
        if not self._retune_options(seat):
            self.phase = PAY

    def _do_keep_face(self, seat: int, action: KeepFace) -> None:
        self.phase = PAY

    def _do_pay(self, seat: int, action: Pay) -> None:
        d = self.data
        src = action.source
        if src in (CITY, SUPPLY):
            pool = self.city if src == CITY else self.supply[seat]
            colour = d.colour_index(action.colour)
            die = next(x for x in pool if x // d.dice_per_colour == colour and self.is_power(x) == action.power)
            pool.remove(die)
        elif src == PREP_BOARD:
            die = self.prep[seat][action.spot]
            self.prep[seat][action.spot] = EMPTY
        else:
            die = self.ofrenda[seat][action.spot]
            self.ofrenda[seat][action.spot] = EMPTY
        self.lids[action.casket].append(die)
        self._log("pay", (seat, die, src, action.spot, action.casket), seat)
        self.drafted = EMPTY
        self._end_turn()

    def _do_move(self, seat: int, action: Move) -> None:
        die = self.prep[seat][action.space]
        self.prep[seat][action.space] = EMPTY
        self._log("move", (seat, die, self.faces[die], action.space, action.cell, action.marigold), seat)
        self._place_die(seat, die, action.cell)
        if action.marigold:
            self._spend_token(seat, MARIGOLD)
            if not self.solo and self.city:
                self._ask_city(seat, GAIN)
                return
        elif self.solo:
            self._ask_city(seat, SPEND)
            return
        self._end_turn()

    def _ask_city(self, seat: int, why: str) -> None:
        self.city_for = why
        colours = self._city_colours()
        if len(colours) == 1:
            self._city_die(seat, colours[0])
        else:
            self.phase = CITY

    def _do_city_die(self, seat: int, action: CityDie) -> None:
        self._city_die(seat, self.data.colour_index(action.colour))

    def _city_die(self, seat: int, colour: int) -> None:
        dpc = self.data.dice_per_colour
        die = next(x for x in self.city if x // dpc == colour)
        self.city.remove(die)
        if self.city_for == GAIN:
            self.supply[seat].append(die)
            self.supply[seat].sort()
            self._log("city_gain", (seat, die), seat)
        else:
            self.removed.append(die)
            self.removed.sort()
            self._log("city_spend", (seat, die), seat)
        self.city_for = ""
        self._end_turn()

    def _do_take(self, seat: int, action: TakeToken) -> None:
        self._take_token(seat, self.open_casket, TAKE)

    def _take_token(self, seat: int, item: int, why: str) -> None:
        """``seat`` takes an ``item`` token (one is on its board); a full hand discards first."""
        if self.hand_size(seat) >= self.data.hand_limit:
            self.discard_for, self.discard_item = why, item
            kinds = self.kinds_held(seat)
            if len(kinds) == 1:
                self._discard(seat, kinds[0])
            else:
                self.phase = DISCARD
            return
        self.board_tokens[item] -= 1
        self.hands[seat][item] += 1
        self._log("token", (seat, item, why), seat)
        if why == TAKE:
            self._end_turn()
        else:
            self._after_bonus()

    def _do_discard(self, seat: int, action: Discard) -> None:
        self._discard(seat, ITEMS.index(action.token))

    def _discard(self, seat: int, item: int) -> None:
        self._spend_token(seat, item)
        self._log("discard", (seat, item), seat)
        why, take = self.discard_for, self.discard_item
        self.discard_for, self.discard_item = "", -1
        self._take_token(seat, take, why)

    def _do_ascend(self, seat: int, action: Ascend) -> None:
        steps = self.data.ascend_steps
        self.earned[seat][ASCEND_STEPS] += steps
        self._log("ascend", (seat, steps), seat)
        self._climb(seat, steps)
        self.square[seat] = self.data.steps[self.landing - 1].index("blank")
        self._end_turn()

    def _do_pass(self, seat: int, action: Pass) -> None:
        self._log("pass", (seat,), seat)
        if seat == self.rs:  # a stuck Round Starter: the caskets will move on, so play can go on
            self.stalled = True
        if self.solo and self.city:  # the City of the Dead is the solo timer: it runs on regardless
            self._ask_city(seat, SPEND)
            return
        self._end_turn()

    def _end_turn(self) -> None:
        self.drafted = EMPTY
        self.drafted_cell = PREP
        self.turn += 1
        if self.turn >= self.n:
            self._start_scoring()
            return
        self.current = (self.rs + self.turn) % self.n
        self.phase = ACT

    # ------------------------------------------------------------------ results
    def tokens_held(self, seat: int) -> int:
        return sum(self.hands[seat])

    def returns(self) -> tuple:
        return tuple(self.score)

    def outcome(self) -> Outcome:
        scores = self.returns()
        if self.solo:
            mark = self.data.mark(self.score[0])
            return Outcome(scores, frozenset(), contest=False,
                           tier=(mark.title if mark else None) if self.is_over else None)
        if not self.is_over:
            return Outcome(scores, frozenset(), contest=True)
        best = max(scores)
        tied = [s for s in range(self.n) if scores[s] == best]
        how = ""
        if len(tied) > 1:
            most = max(self.tokens_held(s) for s in tied)
            left = [s for s in tied if self.tokens_held(s) == most]
            how = "most tokens" if len(left) < len(tied) else ""
            if len(left) > 1:
                how = "shared"
            tied = left
        return Outcome(scores, frozenset(tied), contest=True, tiebreak=how)

    def summary(self) -> dict:
        if self.is_over:
            progress = "Game over"
        elif self.phase == PLACE:
            progress = "Setting up"
        else:
            progress = f"Round {self.round}"
            if self.solo:
                progress += f" \u00b7 {len(self.city)} dice left in the City of the Dead"
        return {"progress": progress, "over": self.is_over, "scores": list(self.returns())}

    def score_sheet(self):
        from game.rules.dotd.words import score_sheet

        return score_sheet(self)

    # ------------------------------------------------------------------ copies and fingerprints
    def clone(self) -> "DotdState":
        new = object.__new__(DotdState)
        d = new.__dict__
        d.update(self.__dict__)
        rng = new.rng = object.__new__(Rng)
        rng.state = self.rng.state
        new.events = self.events.copy()
        new.faces = self.faces.copy()
        new.city = self.city.copy()
        new.removed = self.removed.copy()
        new.supply = [x.copy() for x in self.supply]
        new.caskets = [x.copy() for x in self.caskets]
        new.lids = [x.copy() for x in self.lids]
        new.casket_ids = self.casket_ids.copy()
        new.prep = [x.copy() for x in self.prep]
        new.ofrenda = [x.copy() for x in self.ofrenda]
        new.board_tokens = self.board_tokens.copy()
        new.token_box = self.token_box.copy()
        new.hands = [x.copy() for x in self.hands]
        new.score = self.score.copy()
        new.square = self.square.copy()
        new.earned = [x.copy() for x in self.earned]
        new.scored = [x.copy() for x in self.scored]
        new.complete = self.complete.copy()
        new.pending = [x.copy() for x in self.pending]
        new.placed = [x.copy() for x in self.placed]
        new.scorers = self.scorers.copy()
        return new

    def key(self) -> tuple:
        """Every part of the state the rules depend on (events and the seed aside)."""
        return (self.faces, self.city, self.removed, self.supply, self.caskets, self.lids, self.casket_ids,
                self.prep, self.ofrenda, self.scoring_die, self.board_tokens, self.token_box, self.hands,
                self.score, self.square, self.earned, self.scored, self.complete, self.pending, self.placed,
                self.round, self.rs, self.turn, self.current, self.phase, self.open_casket, self.drafted,
                self.drafted_cell, self.retuned, self.city_for, self.discard_for, self.discard_item, self.landing,
                self.scorers, self.cash_ok, self.scored_round, self.stalled, self.start_player)

    def digest(self) -> str:
        return hashlib.sha256(repr((self.rng.state, self.key())).encode()).hexdigest()[:32]


_HANDLERS = {
    Place: DotdState._do_place, Swap: DotdState._do_swap, Open: DotdState._do_open, Draft: DotdState._do_draft,
    Retune: DotdState._do_retune, KeepFace: DotdState._do_keep_face, Pay: DotdState._do_pay,
    Move: DotdState._do_move, TakeToken: DotdState._do_take, Discard: DotdState._do_discard_action,
    Ascend: DotdState._do_ascend, Pass: DotdState._do_pass, CityDie: DotdState._do_city_die,
    ScoreSection: DotdState._do_score_section, CashTokens: DotdState._do_cash, FinishScoring: DotdState._do_finish,
    Land: DotdState._do_land, Skull: DotdState._do_skull, SetFace: DotdState._do_set_face,
}
