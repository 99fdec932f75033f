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

from game.protocol import Event, GameState, Outcome, Setup, not_to_move
from game.rules.base import Action, IllegalAction, Rng
from game.rules.dotd.actions import (
    CITY, OFRENDA, PREP_BOARD, SUPPLY, Ascend, CashTokens, CityDie, Discard, Draft, FinishScoring, KeepFace, Land,
    Move, Open, Pass, Pay, Place, Retune, ScoreSection, SetFace, Skull, Swap, TakeToken,
)
from game.rules.dotd.components import BREAD, CANDLE, INCENSE, ITEMS, MARIGOLD, PREP, SKULL, DotdData
from game.rules.dotd.scoring import SectionScore, section_score, section_urns

# phases: who decides what
PLACE = "place"  # setup: every seat still placing puts dice into the caskets
OPEN = "open"  # the Round Starter chooses the casket to open (candle tokens first, if any)
ACT = "act"  # ``current`` takes their action for the open casket
RETUNE = "retune"  # the drafter may change the drafted die with a bread or incense token
PAY = "pay"  # the drafter pays onto a closed casket's lid
CITY = "city"  # the colour of a City of the Dead die gained (marigold) or spent (solo move, solo pass)
DISCARD = "discard"  # a full hand discards before taking a token
SCORE = "score"  # the scorer chooses the next section to score, cashes tokens or finishes
LAND = "land"  # the climber chooses the square the scoring die lands on
SKULL_BONUS = "skull"  # the climber chooses the power die to turn to its skull
FACE_BONUS = "face"  # the climber chooses a normal preparation die and its new face
OVER = "over"

EMPTY = -1
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

GAIN, SPEND = "gain", "spend"  # what a CITY decision is for
TAKE, BONUS = "take", "bonus"  # what a DISCARD decision makes room for
EARNED = ("candle", "marigold", "bread", "incense", "tokens", "ascend")  # where steps came from
TOKEN_STEPS, ASCEND_STEPS = 4, 5

PROMPTS = {
    PLACE: "First put your dice into the caskets.",
    OPEN: "Open a casket first.",
    ACT: "Choose your action for the open casket.",
    RETUNE: "First decide whether a token changes the die you drafted.",
    PAY: "Pay for the die you drafted first.",
    CITY: "Choose the City of the Dead die first.",
    DISCARD: "Your hand is full: discard a token first.",
    SCORE: "Score your completed sections (or discard tokens for steps) first.",
    LAND: "Choose the square your scoring die lands on first.",
    SKULL_BONUS: "Choose the power die to turn to its skull first.",
    FACE_BONUS: "Choose the preparation die to turn, and its new face, first.",
}


class DotdState(GameState):
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

    # ------------------------------------------------------------------ why illegal
    def why_illegal(self, seat: int | Action, action: Action | None = None) -> str | None:
        if action is None:
            seat, action = next(iter(sorted(self.to_move())), -1), seat
        refusal = not_to_move(self, seat)
        if refusal is not None:
            return refusal
        p = self.phase
        t = type(action)
        if p == PLACE:
            return self._place_refusal(seat, action) if t is Place else PROMPTS[PLACE]
        if t is Swap:
            return self._swap_refusal(seat, action)
        if p == OPEN:
            return self._open_refusal(seat, action.casket) if t is Open else PROMPTS[OPEN]
        if p == ACT:
            if t is Draft:
                return self._draft_refusal(seat, action)
            if t is Move:
                return self._move_refusal(seat, action)
            if t is TakeToken:
                return self._take_refusal(seat)
            if t is Ascend:
                return self._ascend_refusal(seat)
            if t is Pass:
                return self._pass_refusal(seat)
            if t is Open:
                return "A casket is already open this round."
            return PROMPTS[ACT]
        if p == RETUNE:
            if t is KeepFace:
                return None
            return self._retune_refusal(seat, action) if t is Retune else PROMPTS[RETUNE]
        if p == PAY:
            return self._pay_refusal(seat, action) if t is Pay else PROMPTS[PAY]
        if p == CITY:
            if t is not CityDie:
                return PROMPTS[CITY]
            if action.colour not in self.data.colours:
                return f"There are no {action.colour} dice."
            if self.data.colour_index(action.colour) not in self._city_colours():
                return f"No {action.colour} die is left in the City of the Dead."
            return None
        if p == DISCARD:
            if t is not Discard:
                return PROMPTS[DISCARD]
            if action.token not in ITEMS:
                return f"There are no {action.token} tokens."
            if not self.hands[seat][ITEMS.index(action.token)]:
                return f"You hold no {action.token} token."
            return None
        if p == SCORE:
            return self._score_refusal(seat, action)
        if p == LAND:
            return self._land_refusal(seat, action) if t is Land else PROMPTS[LAND]
        if p == SKULL_BONUS:
            return self._skull_refusal(seat, action) if t is Skull else PROMPTS[SKULL_BONUS]
        if p == FACE_BONUS:
            return self._face_refusal(seat, action) if t is SetFace else PROMPTS[FACE_BONUS]
        return "Nothing can be done now."

    def _swap_refusal(self, seat: int, action: Swap) -> str | None:
        if not (self.phase == OPEN or (self.phase == ACT and seat != self.rs)):
            return "A candle token is played at the start of your turn, before your action."
        if not self.hands[seat][CANDLE]:
            return "You have no candle token."
        if not (0 <= action.first < 4 and 0 <= action.second < 4):
            return "There is no such casket."
        if action.first == action.second:
            return "Choose two different caskets to swap."
        return None

    def _cannot_draft(self, seat: int, item: int) -> str:
        """Why ``seat`` could not draft from ``item``'s casket (it has dice)."""
        of = self.ofrenda[seat]
        room = EMPTY in self.prep[seat] or any(of[c] == EMPTY for c in self.data.sections[item])
        if not room:
            return f"your preparation board and your {ITEMS[item]} section are full"
        return "you have nothing to pay with"

    def _open_refusal(self, seat: int, casket: int) -> str | None:
        if not 0 <= casket < 4:
            return "There is no such casket."
        name = ITEMS[casket]
        if not self._nonempty(casket):
            return f"The {name} casket is empty: open one with dice in it."
        if casket not in self._openable():
            return f"Opening the {name} casket would leave you nothing to do: {self._cannot_draft(seat, casket)}."
        return None

    def _cell_refusal(self, seat: int, cell: int) -> str | None:
        """Why ``cell`` cannot take a die for the open casket (None: it can)."""
        item = self.open_casket
        if not 0 <= cell < len(self.data.cells):
            return "There is no such ofrenda space."
        if cell not in self.data.sections[item]:
            names = " or ".join(ITEMS[i] for i in self.data.cell_items[cell])
            return (f"That is a {names} space: a die from the {ITEMS[item]} casket goes to one of your "
                    f"{ITEMS[item]} spaces.")
        if self.ofrenda[seat][cell] != EMPTY:
            return "That ofrenda space is taken: dice on the ofrenda stay where they are."
        return None

    def _draft_refusal(self, seat: int, action: Draft) -> str | None:
        d = self.data
        if action.colour not in d.colours:
            return f"There are no {action.colour} dice."
        want = (d.colour_index(action.colour), action.power, action.face)
        if not any(self.die_class(x) == want for x in self.caskets[self.open_casket]):
            return "The open casket holds no such die."
        if action.cell == PREP:
            if EMPTY not in self.prep[seat]:
                return "Your preparation board is full."
        else:
            reason = self._cell_refusal(seat, action.cell)
            if reason:
                return reason
        if not self._can_pay(seat, action.cell):
            return "You have nothing to pay for a die with."
        return None

    def _move_refusal(self, seat: int, action: Move) -> str | None:
        if action.marigold:
            if not self.hands[seat][MARIGOLD]:
                return "You have no marigold token."
            if seat != self.rs:
                return "The marigold token lets the Round Starter move a die instead of drafting."
        elif not self.solo and seat == self.rs:
            return "The Round Starter must draft (a marigold token lets you move a die instead)."
        elif self.solo and not self.city:
            return "The City of the Dead is empty."
        if not 0 <= action.space < len(self.prep[seat]) or self.prep[seat][action.space] == EMPTY:
            return "There is no die on that preparation space."
        return self._cell_refusal(seat, action.cell)

    def _take_refusal(self, seat: int) -> str | None:
        if not self.solo and seat == self.rs:
            return "The Round Starter cannot take a token: draft a die."
        item = self.open_casket
        if not self.board_tokens[item]:
            return f"No {ITEMS[item]} token is left on its board."
        return None

    def _ascend_refusal(self, seat: int) -> str | None:
        if self.solo:
            return "The solo game has no ascending action."
        if seat == self.rs:
            return "The Round Starter cannot ascend: draft a die."
        if not self._ascend_ok(seat):
            return "You may ascend only when the open casket has neither a die nor a token left to take."
        return None

    def _pass_refusal(self, seat: int) -> str | None:
        if Pass() in self._act_actions(seat):
            return None
        return "You can still take an action: passing is only for a turn with nothing to do."

    def _retune_refusal(self, seat: int, action: Retune) -> str | None:
        if action.token not in ("bread", "incense"):
            return "Only a bread or an incense token changes a drafted die."
        item = ITEMS.index(action.token)
        if not self.hands[seat][item]:
            return f"You have no {action.token} token."
        if self.retuned >> item & 1:
            return f"You have already played a {action.token} token on this die."
        face = self.faces[self.drafted]
        if action.face == face:
            return f"The die already shows {face}."
        if action.token == "bread":
            shown = {self.faces[x] for x in self.caskets[self.open_casket]} - {SKULL}
            if action.face not in shown:
                return f"No other die in the casket shows {action.face} (skulls do not count)."
            return None
        if {face, action.face} == {1, 6}:
            return "An incense token turns the die one up or down: 1 cannot become 6, nor 6 become 1."
        if abs(action.face - face) != 1 or not 1 <= action.face <= 6:
            return "An incense token turns the die one up or one down."
        return None

    def _pay_refusal(self, seat: int, action: Pay) -> str | None:
        if not 0 <= action.casket < 4:
            return "There is no such casket."
        if action.casket == self.open_casket:
            return "Pay onto the lid of a closed casket, not the open one."
        sources = self._pay_sources(seat)
        if (action.source, action.colour, action.power, action.spot) in sources:
            return None
        allowed = {s for s, *_ in sources}
        src = action.source
        if src == CITY and CITY not in allowed:
            return ("Only the Round Starter pays from the City of the Dead." if seat != self.rs
                    else "The City of the Dead is empty: pay from your supply.")
        if src == SUPPLY and SUPPLY not in allowed:
            if CITY in allowed:
                return "The Round Starter pays with a die from the City of the Dead."
            return "Your supply is empty: pay with a die from your preparation board."
        if src == PREP_BOARD and PREP_BOARD not in allowed:
            if CITY in allowed:
                return "The Round Starter pays with a die from the City of the Dead."
            if SUPPLY in allowed:
                return "Pay from your supply while it has dice."
        if src == OFRENDA and not self.five:
            return "Dice on the ofrenda stay where they are (only with five players may an incomplete section pay)."
        if src not in (CITY, SUPPLY, PREP_BOARD, OFRENDA):
            return "Pay from the City of the Dead, your supply, your preparation board or (five players) your ofrenda."
        if src in (CITY, SUPPLY):
            if action.spot != -1:
                return "A die there is named by its colour and kind, not by a place."
            where = "in the City of the Dead" if src == CITY else "in your supply"
            kind = "power die" if action.power else "normal die"
            return f"There is no {action.colour} {kind} {where}."
        if action.colour or action.power:
            return "A die on your boards is named by its place only."
        if src == PREP_BOARD:
            if 0 <= action.spot < len(self.prep[seat]) and self.prep[seat][action.spot] == self.drafted != EMPTY:
                return "The die you just drafted cannot pay for itself."
            return "There is no die on that preparation space."
        if not 0 <= action.spot < len(self.ofrenda[seat]) or self.ofrenda[seat][action.spot] == EMPTY:
            return "There is no die on that ofrenda space."
        if action.spot == self.drafted_cell:
            return "The die you just drafted cannot pay for itself."
        return "That die belongs to a completed section: only an incomplete section's dice may pay."

    def _score_refusal(self, seat: int, action: Action) -> str | None:
        t = type(action)
        if t is ScoreSection:
            if action.section not in ITEMS:
                return f"There is no {action.section} section."
            item = ITEMS.index(action.section)
            if item not in self.pending[seat]:
                if self.scored[seat][item] >= 0:
                    return f"Your {action.section} section is already scored."
                return f"Your {action.section} section was not completed this round."
            return None
        if t is CashTokens:
            if not self.cash_ok:
                return "You have finished scoring this round."
            tokens = action.tokens
            if any(x not in ITEMS for x in tokens):
                return "Discard candle, marigold, bread or incense tokens."
            counts = {k for k, _ in self.data.cash}
            if len(set(tokens)) != len(tokens) or len(tokens) not in counts:
                return "Discard three or four tokens, all of different kinds."
            for x in tokens:
                if not self.hands[seat][ITEMS.index(x)]:
                    return f"You hold no {x} token."
            return None
        if t is FinishScoring:
            if self.pending[seat]:
                return "Score your completed sections first."
            return None
        return PROMPTS[SCORE]

    def _land_refusal(self, seat: int, action: Land) -> str | None:
        squares = self.data.steps[self.landing - 1]
        if not 0 <= action.square < len(squares):
            return "A step has four squares."
        sq = squares[action.square]
        if sq == "blank" or self.square_gives(seat, sq):
            return None
        if sq in ITEMS:
            return f"No {sq} token is left: that square would give nothing (the blank square does the same)."
        if sq == "skull":
            return "You have no power die to turn to its skull: that square would give nothing."
        return "You have no normal die on your preparation board: that square would give nothing."

    def _skull_refusal(self, seat: int, action: Skull) -> str | None:
        if (action.board, action.spot) in self._skull_targets(seat):
            return None
        if action.board not in (PREP_BOARD, OFRENDA):
            return "Choose a die on your preparation board or your ofrenda."
        places = self.prep[seat] if action.board == PREP_BOARD else self.ofrenda[seat]
        if not 0 <= action.spot < len(places) or places[action.spot] == EMPTY:
            return "There is no die there."
        if not self.is_power(places[action.spot]):
            return "That is a normal die: only a power die has a skull."
        return "That die already shows its skull."

    def _face_refusal(self, seat: int, action: SetFace) -> str | None:
        if not 0 <= action.space < len(self.prep[seat]) or self.prep[seat][action.space] == EMPTY:
            return "There is no die on that preparation space."
        die = self.prep[seat][action.space]
        if self.is_power(die):
            return "That is a power die: this bonus turns a normal die."
        if not 1 <= action.face <= 6:
            return "A die shows 1 to 6."
        if action.face == self.faces[die]:
            return f"The die already shows {action.face}."
        return None

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

    # -- scoring
    def _start_scoring(self) -> None:
        self.scorers = [s for s in self.opponents_order() if self.pending[s] or self._can_cash(s)]
        self.cash_ok = True
        self.phase = SCORE
        self._drive_scoring()

    def _drive_scoring(self) -> None:
        """Run the scoring phase on until a seat must decide, or end the round."""
        while self.scorers:
            s = self.current = self.scorers[0]
            if self.phase != SCORE:
                return  # a climb's decision is under way
            pending = self.pending[s]
            cash = self.cash_ok and self._can_cash(s)
            if not pending and not cash:
                self.scorers.pop(0)
                self.cash_ok = True
                continue
            if len(pending) == 1 and not cash:
                self._score_section(s, pending[0])
                continue
            return
        self._end_round()

    def _score_section(self, seat: int, item: int) -> None:
        result = self.section_result(seat, item)
        self.pending[seat].remove(item)
        self.scored[seat][item] = result.steps
        self.earned[seat][item] += result.steps
        self.scored_round = True
        met = tuple((m.requirement.id, m.times) for m in result.met)
        self._log("score", (seat, item, result.steps, result.raw, result.values, met), seat)
        if result.steps:
            self._climb(seat, result.steps, land=True)

    def _do_score_section(self, seat: int, action: ScoreSection) -> None:
        self._score_section(seat, ITEMS.index(action.section))
        self._drive_scoring()

    def _do_cash(self, seat: int, action: CashTokens) -> None:
        steps = dict(self.data.cash)[len(action.tokens)]
        items = tuple(ITEMS.index(x) for x in action.tokens)
        for i in items:
            self._spend_token(seat, i)
        self.cash_ok = False
        self.earned[seat][TOKEN_STEPS] += steps
        self._log("cash", (seat, items, steps), seat)
        self._climb(seat, steps, land=True)
        self._drive_scoring()

    def _do_finish(self, seat: int, action: FinishScoring) -> None:
        self.cash_ok = False
        self._log("finish_scoring", (seat,), seat)
        self._drive_scoring()

    def _climb(self, seat: int, steps: int, land: bool = False) -> None:
        """The scoring die climbs ``steps``; passing the top step adds a pip. With ``land``, the
        climber then chooses the landing square (at once when only the blank is worth it)."""
        old = self.score[seat]
        new = self.score[seat] = old + steps
        self.landing = self.data.landing(new)[1]
        self._log("climb", (seat, steps, old, new), seat)
        if not land:
            return
        options = self._land_options(seat)
        if len(options) == 1:
            self._land(seat, options[0])
        else:
            self.current = seat
            self.phase = LAND

    def _do_land(self, seat: int, action: Land) -> None:
        self._land(seat, action.square)
        self._drive_scoring()

    def _land(self, seat: int, square: int) -> None:
        self.square[seat] = square
        sq = self.data.steps[self.landing - 1][square]
        self._log("land", (seat, self.landing, square, sq), seat)
        self.phase = SCORE
        if sq in ITEMS:
            item = ITEMS.index(sq)
            if self.board_tokens[item] > 0:
                self._take_token(seat, item, BONUS)
        elif sq == "skull":
            targets = self._skull_targets(seat)
            if len(targets) == 1:
                self._skull(seat, *targets[0])
            elif targets:
                self.phase = SKULL_BONUS
        elif sq == "face" and self._face_spaces(seat):
            self.phase = FACE_BONUS

    def _after_bonus(self) -> None:
        self.phase = SCORE

    def _do_skull(self, seat: int, action: Skull) -> None:
        self._skull(seat, action.board, action.spot)
        self._drive_scoring()

    def _skull(self, seat: int, board: str, spot: int) -> None:
        die = (self.prep[seat] if board == PREP_BOARD else self.ofrenda[seat])[spot]
        old = self.faces[die]
        self.faces[die] = SKULL
        self._log("skull", (seat, die, board, spot, old), seat)
        self.phase = SCORE

    def _do_set_face(self, seat: int, action: SetFace) -> None:
        die = self.prep[seat][action.space]
        old = self.faces[die]
        self.faces[die] = action.face
        self._log("set_face", (seat, die, action.space, old, action.face), seat)
        self.phase = SCORE
        self._drive_scoring()

    def _do_discard_action(self, seat: int, action: Discard) -> None:
        bonus = self.discard_for == BONUS
        self._discard(seat, ITEMS.index(action.token))
        if bonus:
            self._drive_scoring()

    def _end_round(self) -> None:
        self.phase = SCORE
        self.scorers = []
        if self.scored_round or self.stalled:
            self.caskets.insert(0, self.caskets.pop())
            self.lids.insert(0, self.lids.pop())
            self.casket_ids.insert(0, self.casket_ids.pop())
            self._log("rotate", (tuple(self.casket_ids), self.scored_round), None)
        self.open_casket = -1
        reason = self._end_reason()
        if reason:
            self.phase = OVER
            self.current = -1
            self._log("game_over", (reason, tuple(self.score)), None)
            return
        if not self.solo:
            self.rs = (self.rs + 1) % self.n
        self._start_round()

    def _end_reason(self) -> str:
        """Why the game ends after this round ("" if it goes on)."""
        if self.solo:
            if not self.city:
                return "city"
            if self.complete[0] == 15:
                return "ofrenda"
            return ""
        need = self.data.five_player_sections if self.five else 4
        if any(self.completed_sections(s) >= need for s in range(self.n)):
            return "sections" if self.five else "ofrenda"
        return ""

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
