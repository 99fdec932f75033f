"""Ofrenda's rules: the game state, its legal actions, and ``apply``, on the shared game protocol.

Two modes:

* ``solo``: one player, twelve turns, each preceded by a turn of Abuela, the automaton (seat
  :data:`~game.protocol.AUTOMATON`). Her die decides everything she does.
* ``multi``: 2 to 4 players in turn, twelve turns each, optionally with the Common Goals.

Randomness comes only from the state's own :class:`~game.rules.base.Rng`, so a seed, a setup
and an action log always give the same game. Events carry data, not text: their words, for
each viewer, come from :mod:`game.rules.ofrenda.words`.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from enum import Enum
from itertools import filterfalse
from operator import itemgetter

from game.protocol import AUTOMATON, Event, GameState, Outcome, ScoreSheet, SeatSetup, Setup, not_to_move
from game.rules.base import Action, IllegalAction, Rng
from game.rules.ofrenda.actions import (
    AbuelaTurn, DiscardPortrait, EndTurn, PlaceCandle, PlaceMarigold, PlacePortrait, SkipCandle, TakeCandle,
    TakePortrait,
)
from game.rules.ofrenda.cards import COMPARATIVE_CANDLES, OfrendaData

MARKET_SPACES = 4
HAND_SIZE = 3
START_MARIGOLDS = 3
CANDLE_STORAGE = 3
TURNS = 12
DISCARD_GAIN = 3
SOLO_BOX_PORTRAITS = 3
ABUELA = AUTOMATON  # the solo automaton's seat number
MARIGOLD = "marigold"  # what a marigold decoration slot holds
SOLO, MULTI = "solo", "multi"


_ABUELA_SPACES = {1: 0, 2: 1, 3: 2, 4: 3, 5: 0, 6: 1}


def abuela_space(roll: int) -> int:
    """Market space (0-based) that Abuela's die picks: 1 or 5 -> 1st, 2 or 6 -> 2nd, 3 -> 3rd, 4 -> 4th."""
    return _ABUELA_SPACES[roll]


class Phase(str, Enum):
    ABUELA = "abuela"
    TAKE_PORTRAIT = "take_portrait"
    TAKE_CANDLE = "take_candle"
    PLAY_PORTRAIT = "play_portrait"
    DECORATE = "decorate"
    GAME_OVER = "game_over"


# The phases as plain module globals: reading ``Phase.X`` goes through the enum's class machinery,
# several times slower, and the rules compare phases at every step of every playout.
_P_ABUELA, _P_TAKE_PORTRAIT, _P_TAKE_CANDLE, _P_PLAY_PORTRAIT, _P_DECORATE, _P_GAME_OVER = (
    Phase.ABUELA, Phase.TAKE_PORTRAIT, Phase.TAKE_CANDLE, Phase.PLAY_PORTRAIT, Phase.DECORATE, Phase.GAME_OVER)


@dataclass
class PlayerBoard:
    """One player's hand, storage, ofrenda, and Common Goal tokens."""

    name: str
    hand: list[str] = field(default_factory=list)
    marigolds: int = START_MARIGOLDS
    candles: list[str] = field(default_factory=list)  # storage, at most 3
    ofrenda: dict[str, str] = field(default_factory=dict)  # slot id -> portrait id
    lit: set[str] = field(default_factory=set)  # slot ids whose portrait is lit
    decorations: dict[str, str] = field(default_factory=dict)  # decoration id -> candle id or MARIGOLD
    lit_candles: set[str] = field(default_factory=set)  # decoration ids whose candle is lit
    discards: list[str] = field(default_factory=list)
    turns: int = 0
    dealt: tuple = ()  # the starting hand (hidden from the others while it stays in the hand)
    tokens: dict[str, int] = field(default_factory=dict)  # goal id -> scoring token value

    def copy(self) -> "PlayerBoard":
        return PlayerBoard(self.name, list(self.hand), self.marigolds, list(self.candles), dict(self.ofrenda),
                           set(self.lit), dict(self.decorations), set(self.lit_candles), list(self.discards),
                           self.turns, self.dealt, dict(self.tokens))

    @property
    def known_hand(self) -> tuple[str, ...]:
        """The cards in the hand everybody saw arrive (taken from the family board)."""
        return tuple(c for c in self.hand if c not in self.dealt)


@dataclass(frozen=True)
class Score:
    """A final (or provisional) score, broken down the way the score pad is."""

    portraits: int  # lit portraits' points before golden doubling
    golden: int  # the extra points from golden slots
    marigolds: int
    candles: int
    per_slot: dict  # slot id -> points (doubled where golden)
    per_decoration: dict  # decoration id -> points
    lit_portraits: int
    goals: int = 0  # Common Goal tokens

    @property
    def total(self) -> int:
        return self.portraits + self.golden + self.marigolds + self.candles + self.goals


class _Compiled:
    """Per-data lookup tables in plain ints and interned actions, so rules and bots run fast."""

    def __init__(self, data: OfrendaData):
        self.colour = {c: data.branch_index[p.branch] for c, p in data.portraits.items()}
        self.offering = {c: data.offering_index[p.offering] for c, p in data.portraits.items()}
        self.objective = {}
        for cid, p in data.portraits.items():
            o = p.objective
            if o.kind == "colour_at_least":
                self.objective[cid] = (0, data.branch_index[o.colour], o.count)
            elif o.kind == "offering_at_least":
                self.objective[cid] = (1, data.offering_index[o.offering], o.count)
            elif o.kind == "distinct_colours":
                self.objective[cid] = (2, 0, o.count)
            elif o.kind == "distinct_offerings":
                self.objective[cid] = (3, 0, o.count)
            elif o.kind == "no_colour":
                self.objective[cid] = (4, data.branch_index[o.colour], 0)
            elif o.kind == "no_offering":
                self.objective[cid] = (5, data.offering_index[o.offering], 0)
            else:  # own_colour_and_offering
                self.objective[cid] = (6, data.branch_index[o.colour], data.offering_index[o.offering])
        # Actions are values: one shared instance each makes listing the legal ones cheap.
        self.take_portrait = tuple(TakePortrait(i) for i in range(MARKET_SPACES))
        self.take_candle = tuple(TakeCandle(i) for i in range(MARKET_SPACES))
        self.place = {c: {s: PlacePortrait(c, s) for s in data.slots} for c in data.portraits}
        self.discard = {c: DiscardPortrait(c) for c in data.portraits}
        self.place_marigold = {d: PlaceMarigold(d) for d in data.decorations}
        self.place_candle = {d: {c: PlaceCandle(c, d) for c in data.candles} for d in data.decorations}
        self.slot_ids = tuple(data.slots)
        self.cost_slots = frozenset(s for s, v in data.slots.items() if v.effect == "cost")
        self.slot_effect = {s: v.effect for s, v in data.slots.items()}
        self.decos_of_slot = {s: tuple(d for d, deco in data.decorations.items() if s in deco.portraits)
                              for s in data.slots}
        self.deco_portraits = {d: tuple(deco.portraits) for d, deco in data.decorations.items()}
        self.neighbour_set = {s: frozenset(n) for s, n in data.neighbours.items()}
        self.deco_holds = {d: deco.holds for d, deco in data.decorations.items()}
        self.candle_end_only = {c: k.end_only for c, k in data.candles.items()}
        # the decks each seat count starts from, in file order (the deal shuffles copies)
        self.in_play_portraits = {n: in_play_portraits(data, n) for n in range(1, 5)}
        self.boxed_portraits = {n: [c for c, p in data.portraits.items() if p.players > max(2, n)]
                                for n in range(1, 5)}
        self.in_play_candles = {solo: in_play_candles(data, solo) for solo in (True, False)}
        self.boxed_candles = [c for c, k in data.candles.items() if k.multiplayer]


_COMPILED: dict[int, _Compiled] = {}
_NOBODY = frozenset()
_ONE_SEAT = {seat: frozenset((seat,)) for seat in (ABUELA, 0, 1, 2, 3)}  # to_move() answers, made once
_Event = Event
_new_tuple = tuple.__new__
SKIP_CANDLE = SkipCandle()
END_TURN = EndTurn()
ABUELA_TURN = AbuelaTurn()


def compiled(data: OfrendaData) -> _Compiled:
    key = id(data)
    comp = _COMPILED.get(key)
    if comp is None:
        comp = _COMPILED[key] = _Compiled(data)
    return comp


def objective_met(data: OfrendaData, card: str, neighbours: list[str]) -> bool:
    """Whether ``card``'s objective holds for the portraits ``neighbours`` (empty slots left out)."""
    return _objective_met(compiled(data), card, neighbours)


def _objective_met(comp: _Compiled, card: str, neighbours: list[str]) -> bool:
    # (map() does the looking up in C: lighting is checked after every portrait placed)
    code, a, n = comp.objective[card]
    if code == 0:
        return list(map(comp.colour.__getitem__, neighbours)).count(a) >= n
    if code == 1:
        return list(map(comp.offering.__getitem__, neighbours)).count(a) >= n
    if code == 2:
        return len(set(map(comp.colour.__getitem__, neighbours))) >= n
    if code == 3:
        return len(set(map(comp.offering.__getitem__, neighbours))) >= n
    if code == 4:
        return a not in map(comp.colour.__getitem__, neighbours)
    if code == 5:
        return a not in map(comp.offering.__getitem__, neighbours)
    return a in map(comp.colour.__getitem__, neighbours) and n in map(comp.offering.__getitem__, neighbours)


def solo_setup(name: str = "You") -> Setup:
    return Setup(SOLO, (SeatSetup("human", name),))


def in_play_portraits(data: OfrendaData, players: int) -> list[str]:
    """The portraits used with ``players`` players (solo uses the two-player ones), in file order."""
    n = max(2, players)
    return [c for c, p in data.portraits.items() if p.players <= n]


def in_play_candles(data: OfrendaData, solo: bool) -> list[str]:
    return [c for c, k in data.candles.items() if not (solo and k.multiplayer)]


class OfrendaState(GameState):
    """The whole game: market, deck, candle bag, every player's board, Abuela, goals, whose turn."""

    def __init__(self, data: OfrendaData, seed: int, setup: Setup | str = SOLO):
        if isinstance(setup, str):
            setup = solo_setup() if setup == SOLO else None if setup != MULTI else Setup(
                MULTI, (SeatSetup("human", "You"), SeatSetup("human", "Player 2")))
            if setup is None:
                raise ValueError("unknown Ofrenda mode")
        if setup.mode not in (SOLO, MULTI):
            raise ValueError(f"unknown Ofrenda mode {setup.mode!r}")
        n = len(setup.seats)
        if (setup.mode == SOLO and n != 1) or (setup.mode == MULTI and not 2 <= n <= 4):
            raise ValueError(f"Ofrenda {setup.mode} cannot seat {n} players")
        self.data = data
        self.setup = setup
        self.mode = setup.mode
        self.solo = setup.mode == SOLO
        self.seed = seed
        self.rng = Rng(seed)
        self.boards = [PlayerBoard(name=s.name) for s in setup.seats]
        self.events: list[Event] = []
        self.taken_space: int | None = None  # market space of the portrait taken this turn
        self.pending: list[str] = []  # decoration slots surrounded this turn and still empty
        self.last_rolls: tuple[int, ...] = ()
        self.revealed = False  # did the last apply reveal hidden information?
        self.abuela_portraits: list[str] = []
        self.abuela_candles: list[str] = []
        self.goals: list[str] = []  # the Common Goals drawn (one per type), if the variant is on
        self.goal_stacks: list[list[int]] = []  # per goal, its tokens left (the top is the end of the list)
        self.automaton_name = "Abuela" if self.solo else None
        self.round = 1
        self._comp = compiled(data)
        if self.solo:
            self._setup_solo()
        else:
            self._setup_multi()

    def _setup_solo(self) -> None:
        # The order of the random draws here is part of the save format (v1 saves replay on it).
        comp = self._comp
        portraits = list(comp.in_play_portraits[1])
        self.box_portraits = list(comp.boxed_portraits[1])
        self.rng.shuffle(portraits)
        self.box_portraits += portraits[:SOLO_BOX_PORTRAITS]
        self.deck = portraits[SOLO_BOX_PORTRAITS:]  # the top of the deck is the end of the list
        self.bag = list(comp.in_play_candles[True])
        self.box_candles = list(comp.boxed_candles)
        self.rng.shuffle(self.bag)
        self.market: list[str | None] = [self.deck.pop() for _ in range(MARKET_SPACES)]
        self.market_marigolds = [0] * MARKET_SPACES
        self.market_candles: list[str | None] = [self.bag.pop() for _ in range(MARKET_SPACES)]
        board = self.boards[0]
        board.hand = [self.deck.pop() for _ in range(HAND_SIZE)]
        board.dealt = tuple(board.hand)
        self.start_seat = ABUELA
        self.current = ABUELA
        self.phase = _P_ABUELA
        self._log("setup", (1,), None)
        self._log("deal", tuple(board.hand), 0, frozenset({0}))

    def _setup_multi(self) -> None:
        data = self.data
        comp = self._comp
        n = len(self.boards)
        portraits = list(comp.in_play_portraits[n])
        self.box_portraits = list(comp.boxed_portraits[n])
        self.rng.shuffle(portraits)
        self.deck = portraits
        self.bag = list(comp.in_play_candles[False])
        self.box_candles = []
        self.rng.shuffle(self.bag)
        self.market = [self.deck.pop() for _ in range(MARKET_SPACES)]
        self.market_marigolds = [0] * MARKET_SPACES
        self.market_candles = [self.bag.pop() for _ in range(MARKET_SPACES)]
        for board in self.boards:
            board.hand = [self.deck.pop() for _ in range(HAND_SIZE)]
            board.dealt = tuple(board.hand)
        if self.setup.option("goals", False):
            for kind in (1, 2, 3):
                cards = [g for g, goal in data.goals.items() if goal.type == kind]
                self.goals.append(cards[self.rng.below(len(cards))])
            stack = [v for v, p in data.goal_tokens if p <= n]
            self.goal_stacks = [sorted(stack) for _ in self.goals]  # ascending: the highest is on top
        self.start_seat = self.rng.below(n)
        self.current = self.start_seat
        self.phase = _P_TAKE_PORTRAIT
        everyone = frozenset(range(n))
        self._log("setup", (n, self.start_seat, tuple(self.goals)), None)
        for seat, board in enumerate(self.boards):
            self._log("deal", tuple(board.hand), seat, frozenset({seat}))
            self._log("deal_hidden", (len(board.hand),), seat, everyone - {seat})
        self._log("turn", (1, self.current), None)

    # ---------------------------------------------------------------- copying
    def clone(self) -> "OfrendaState":
        """An independent copy (tens of microseconds), sharing the immutable card data."""
        new = OfrendaState.__new__(OfrendaState)
        d = self.__dict__
        new.__dict__.update(d)
        new.rng = Rng(self.rng.state)
        new.boards = [b.copy() for b in self.boards]
        new.events = list(self.events)
        new.pending = list(self.pending)
        new.abuela_portraits = list(self.abuela_portraits)
        new.abuela_candles = list(self.abuela_candles)
        new.deck = list(self.deck)
        new.bag = list(self.bag)
        new.box_portraits = list(self.box_portraits)
        new.box_candles = list(self.box_candles)
        new.market = list(self.market)
        new.market_marigolds = list(self.market_marigolds)
        new.market_candles = list(self.market_candles)
        new.goals = list(self.goals)
        new.goal_stacks = [list(s) for s in self.goal_stacks]
        return new

    def __deepcopy__(self, memo):
        return self.clone()

    # ---------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        return self.phase is _P_GAME_OVER

    @property
    def automaton_to_move(self) -> bool:
        """True when the next action is the automaton's (the session plays it, after a pause)."""
        return self.phase is _P_ABUELA

    def to_move(self) -> frozenset:
        if self.phase is _P_GAME_OVER:
            return _NOBODY
        return _ONE_SEAT[self.current]

    @property
    def players(self) -> list[PlayerBoard]:
        """The player boards (an alias kept for older callers)."""
        return self.boards

    def summary(self) -> dict:
        """Where the game stands, for save listings: progress text, over, and every seat's score."""
        scores = [self.score(i).total for i in range(len(self.boards))]
        if self.is_over:
            progress = "Finished"
        elif self.solo:
            progress = f"Round {self.round} of {TURNS}"
        else:
            progress = f"Round {self.round} of {TURNS} \u00b7 {self.boards[self.current].name} to play"
        return {"progress": progress, "round": self.round, "over": self.is_over, "scores": scores}

    def name(self, card: str) -> str:
        return self.data.portraits[card].name

    def take_cost(self, space: int) -> int:
        """Marigolds it costs to take the portrait in ``space``: one per portrait skipped."""
        return space

    def candle_cost(self, space: int) -> int:
        """Marigolds it costs to take the candle above ``space`` this turn."""
        return 0 if space == self.taken_space else 1

    def surrounded(self, board: PlayerBoard, deco: str) -> bool:
        return all(s in board.ofrenda for s in self.data.decorations[deco].portraits)

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every legal action of ``seat`` (the seat to move if omitted), in a stable order."""
        phase = self.phase
        if seat is None:
            seat = self.current
        if phase is _P_GAME_OVER or seat != self.current:
            return []
        if phase is _P_ABUELA:
            return [ABUELA_TURN]
        comp = self._comp
        board = self.boards[seat]
        if phase is _P_TAKE_PORTRAIT:
            m = board.marigolds
            if m >= 0 and None not in self.market:  # a full family board: the first m + 1 spaces
                return list(comp.take_portrait[:m + 1])
            return [comp.take_portrait[i] for i, c in enumerate(self.market) if c is not None and i <= m]
        if phase is _P_TAKE_CANDLE:
            out = []
            if len(board.candles) < CANDLE_STORAGE:
                paid = board.marigolds >= 1
                for i, c in enumerate(self.market_candles):
                    if c is not None and (paid or i == self.taken_space):
                        out.append(comp.take_candle[i])
            out.append(SKIP_CANDLE)
            return out
        if phase is _P_PLAY_PORTRAIT:
            # (map, filterfalse and itemgetter do the loops in C: every random playout lists these)
            empty = list(filterfalse(board.ofrenda.__contains__, comp.slot_ids))
            if board.marigolds < 1:
                empty = list(filterfalse(comp.cost_slots.__contains__, empty))
            place = comp.place
            out = []
            if len(empty) > 1:
                row_of = itemgetter(*empty)
                for card in board.hand:
                    out += row_of(place[card])
            elif empty:
                slot = empty[0]
                out += [place[card][slot] for card in board.hand]
            out += map(comp.discard.__getitem__, board.hand)
            return out
        # DECORATE
        out = []
        decos = self.data.decorations
        for deco in self.pending:
            if decos[deco].holds == "candle":
                row = comp.place_candle[deco]
                out += [row[c] for c in board.candles]
            elif board.marigolds > 0:
                out.append(comp.place_marigold[deco])
        out.append(END_TURN)
        return out

    def why_illegal(self, seat: int | Action, action: Action | None = None) -> str | None:
        """``None`` if ``seat`` may play ``action`` now, else the reason in a player's words.

        (``why_illegal(action)`` asks for the seat to move.)
        """
        if action is None:
            seat, action = self.current, seat
        phase = self.phase
        if phase is _P_GAME_OVER:
            return "The game is over."
        check = _CHECKS.get(type(action))
        if check is None:
            return f"{action!r} is not an Ofrenda action."
        if check is not _WHY_ABUELA:
            if seat != self.current:
                return not_to_move(self, seat)
            if seat == ABUELA:
                return "Abuela only ever takes her own turn."
        return check(self, seat, action, phase)

    def _why_abuela(self, seat, action, phase) -> str | None:
        if phase is not _P_ABUELA:
            return "It is not Abuela's turn."
        return None if seat == ABUELA else "Only Abuela takes Abuela's turn."

    def _why_take_portrait(self, seat, action, phase) -> str | None:
        if phase is not _P_TAKE_PORTRAIT:
            return "You have already taken a portrait this turn."
        if not 0 <= action.space < MARKET_SPACES or self.market[action.space] is None:
            return "There is no portrait in that space."
        board = self.boards[seat]
        cost = self.take_cost(action.space)
        if cost > board.marigolds:
            return (f"Taking the portrait in space {action.space + 1} costs {cost} marigold"
                    f"{'s' if cost != 1 else ''} (one on each portrait you skip); you have {board.marigolds}.")
        return None

    def _why_take_candle(self, seat, action, phase) -> str | None:
        if phase is not _P_TAKE_CANDLE:
            return ("Take a portrait first: a candle comes after it." if phase is _P_TAKE_PORTRAIT
                    else "Candles can only be taken right after taking a portrait.")
        if not 0 <= action.space < MARKET_SPACES or self.market_candles[action.space] is None:
            return "There is no candle in that space."
        board = self.boards[seat]
        if len(board.candles) >= CANDLE_STORAGE:
            return "Your storage already holds three candles."
        if self.candle_cost(action.space) > board.marigolds:
            return ("That candle is not above the portrait you took, so it costs a marigold, "
                    "and your storage has none.")
        return None

    def _why_skip_candle(self, seat, action, phase) -> str | None:
        return None if phase is _P_TAKE_CANDLE else "There is no candle choice to skip now."

    def _why_play(self, seat, action, phase) -> str | None:
        if phase is not _P_PLAY_PORTRAIT:
            if phase is _P_TAKE_PORTRAIT:
                return "First take a portrait from the family board."
            if phase is _P_TAKE_CANDLE:
                return "First take a candle or choose to take none."
            return "You have already played a portrait this turn."
        board = self.boards[seat]
        if action.card not in board.hand:
            return "That portrait is not in your hand."
        if type(action) is DiscardPortrait:
            return None
        slot = self.data.slots.get(action.slot)
        if slot is None:
            return f"There is no slot {action.slot} on the ofrenda."
        if action.slot in board.ofrenda:
            return f"Slot {action.slot} already holds {self.name(board.ofrenda[action.slot])}."
        if slot.effect == "cost" and board.marigolds < 1:
            return f"Slot {action.slot} costs a marigold, and your storage has none."
        return None

    def _why_decorate(self, seat, action, phase) -> str | None:
        what = "candle" if type(action) is PlaceCandle else "marigold"
        if phase is not _P_DECORATE:
            return f"A {what} can only be placed right after a portrait surrounds its slot."
        deco = self.data.decorations.get(action.slot)
        if deco is None:
            return f"There is no decoration slot {action.slot}."
        if deco.holds != what:
            return f"Slot {action.slot} holds only a {deco.holds}."
        board = self.boards[seat]
        if action.slot in board.decorations:
            return f"Slot {action.slot} is already decorated."
        if action.slot not in self.pending:
            return (f"Slot {action.slot} was not surrounded by this turn's portrait; decorations go only "
                    f"where the third portrait was just placed.")
        if what == "candle" and action.candle not in board.candles:
            return "That candle is not in your storage."
        if what == MARIGOLD and board.marigolds < 1:
            return "Your storage has no marigold to place."
        return None

    def _why_end_turn(self, seat, action, phase) -> str | None:
        return None if phase is _P_DECORATE else "Play a portrait before ending the turn."

    # ---------------------------------------------------------------- apply
    def apply(self, seat: int | Action, action: Action | None = None) -> list[Event]:
        """Check and perform ``action`` for ``seat``; return the events it caused.

        Raises :class:`IllegalAction` with the reason. (``apply(action)`` plays for the seat to move.)
        """
        if action is None:
            seat, action = self.current, seat
        check = _CHECKS.get(type(action))
        phase = self.phase
        if check is not None and phase is not _P_GAME_OVER and (
                check is _WHY_ABUELA or (seat == self.current and seat != ABUELA)):
            reason = check(self, seat, action, phase)  # why_illegal(), its usual case spelled out
        else:
            reason = self.why_illegal(seat, action)
        if reason is not None:
            raise IllegalAction(action, reason, seat)
        start = len(self.events)
        self.revealed = False
        _PERFORM[type(action)](self, action)
        return self.events[start:]

    # Each _PERFORM method takes the action it performs (one call per action: playouts make many).
    def _skip_candle(self, action: SkipCandle = SKIP_CANDLE) -> None:
        self.events.append(_new_tuple(_Event, ("skip_candle", (), self.current, None)))
        self._replenish()
        self.phase = _P_PLAY_PORTRAIT

    def _log(self, kind: str, data: tuple = (), actor: int | None = None,
             visible_to: frozenset | None = None) -> None:
        # tuple.__new__ straight away: the named tuple's own constructor is several times slower
        self.events.append(_new_tuple(_Event, (kind, data, actor, visible_to)))

    def _abuela_turn(self, action: AbuelaTurn = ABUELA_TURN) -> None:
        self.revealed = True
        events = self.events
        market, mm = self.market, self.market_marigolds
        roll = self.rng.below(6) + 1  # her die (Rng.die, spelled out)
        space = _ABUELA_SPACES[roll]
        card = market[space]
        market[space] = None
        paid = 0
        for i in range(space):
            if market[i] is not None:
                mm[i] += 1
                paid += 1
        returned = mm[space]
        mm[space] = 0
        if card is not None:
            self.abuela_portraits.append(card)
        events.append(_new_tuple(_Event, ("abuela_portrait", (roll, space, card, paid, returned), ABUELA, None)))
        if roll >= 5:
            roll2 = self.rng.below(6) + 1
            cspace = _ABUELA_SPACES[roll2]
            candle = self.market_candles[cspace]
            if candle is None:
                events.append(_new_tuple(_Event, ("abuela_candle", (roll2, cspace, None, False, roll), ABUELA, None)))
            else:
                self.market_candles[cspace] = None
                self.abuela_candles.append(candle)
                pays = cspace != space and market[cspace] is not None
                if pays:
                    mm[cspace] += 1
                events.append(_new_tuple(_Event, ("abuela_candle", (roll2, cspace, candle, pays, roll), ABUELA, None)))
            self.last_rolls = (roll, roll2)
        else:
            self.last_rolls = (roll,)
        self._replenish()
        self.current = 0
        self.phase = _P_TAKE_PORTRAIT
        self.events.append(_new_tuple(_Event, ("turn", (self.round, 0), None, None)))

    def _take_portrait(self, action: TakePortrait) -> None:
        space = action.space
        seat = self.current
        board = self.boards[seat]
        market, mm = self.market, self.market_marigolds
        card = market[space]
        board.marigolds -= space
        for i in range(space):
            mm[i] += 1
        gained = mm[space]
        board.marigolds += gained
        mm[space] = 0
        market[space] = None
        board.hand.append(card)
        self.taken_space = space
        self.events.append(_new_tuple(_Event, ("take_portrait", (space, card, space, gained), seat, None)))
        self.phase = _P_TAKE_CANDLE
        if not self._can_take_a_candle(board):
            self._replenish()  # no candle can be taken: nothing to decide
            self.phase = _P_PLAY_PORTRAIT

    def _can_take_a_candle(self, board: PlayerBoard) -> bool:
        if len(board.candles) >= CANDLE_STORAGE:
            return False
        if board.marigolds >= 1:
            candles = self.market_candles
            return candles.count(None) < len(candles)  # any candle there
        space = self.taken_space
        return space is not None and self.market_candles[space] is not None

    def _take_candle(self, action: TakeCandle) -> None:
        space = action.space
        seat = self.current
        board = self.boards[seat]
        candle = self.market_candles[space]
        cost = self.candle_cost(space)
        board.marigolds -= cost
        if cost:
            self.market_marigolds[space] += 1
        self.market_candles[space] = None
        board.candles.append(candle)
        self.events.append(_new_tuple(_Event, ("take_candle", (space, candle, cost), seat, None)))
        self._replenish()
        self.phase = _P_PLAY_PORTRAIT

    def _replenish(self) -> None:
        """Slide portraits (with their marigolds) and candles left; refill the rightmost spaces."""
        # in place (clones and views copy these lists, never share them): quicker than rebuilding
        market = self.market
        if None in market:
            mm = self.market_marigolds
            gaps = 0
            while None in market:
                i = market.index(None)
                del market[i]
                del mm[i]
                gaps += 1
            deck = self.deck
            for _ in range(gaps):
                if deck:
                    self.revealed = True
                    market.append(deck.pop())
                else:
                    market.append(None)
                mm.append(0)
        candles = self.market_candles
        if None in candles:
            gaps = 0
            while None in candles:
                candles.remove(None)
                gaps += 1
            bag = self.bag
            for _ in range(gaps):
                if bag:
                    self.revealed = True
                    candles.append(bag.pop())
                else:
                    candles.append(None)
        self.taken_space = None

    def _place_portrait(self, action: PlacePortrait) -> None:
        card, slot = action.card, action.slot
        seat = self.current
        board = self.boards[seat]
        comp = self._comp
        board.hand.remove(card)
        board.ofrenda[slot] = card
        effect = comp.slot_effect[slot]
        if effect == "gain":
            board.marigolds += 1
        elif effect == "cost":
            board.marigolds -= 1
        self.events.append(_new_tuple(_Event, ("place_portrait", (card, slot, effect), seat, None)))
        # _check_portrait(seat, board, s, False) for the slot and its neighbours, spelled out: a
        # portrait lights once every neighbour is filled, so only those fully surrounded are looked at
        ofrenda = board.ofrenda
        lit = board.lit
        neighbours, surrounding = self.data.neighbours, comp.neighbour_set
        events = self.events
        keys = ofrenda.keys()
        for s in (slot, *neighbours[slot]):
            if s in ofrenda and s not in lit and keys >= surrounding[s]:
                here = ofrenda[s]
                if _objective_met(comp, here, [ofrenda[n] for n in neighbours[s]]):
                    lit.add(s)
                    events.append(_new_tuple(_Event, ("portrait_lit", (s, here, False), seat, None)))
        decorations = board.decorations
        if decorations:
            self._check_candles(seat, board, final=False)
        pending = []
        deco_portraits = comp.deco_portraits
        for d in comp.decos_of_slot[slot]:
            if d not in decorations:
                for s in deco_portraits[d]:
                    if s not in ofrenda:
                        break
                else:
                    pending.append(d)
        self.pending = pending
        self._after_play()

    def _discard_portrait(self, action: DiscardPortrait) -> None:
        card = action.card
        seat = self.current
        board = self.boards[seat]
        board.hand.remove(card)
        board.discards.append(card)
        board.marigolds += DISCARD_GAIN
        self._log("discard_portrait", (card, DISCARD_GAIN), seat)
        self.pending = []
        self._after_play()

    def _can_decorate(self) -> bool:
        if not self.pending:
            return False
        board = self.boards[self.current]
        deco_holds = self._comp.deco_holds
        for d in self.pending:
            holds = deco_holds[d]
            if (holds == "candle" and board.candles) or (holds == MARIGOLD and board.marigolds > 0):
                return True
        return False

    def _after_play(self) -> None:
        if self._can_decorate():
            self.phase = _P_DECORATE
        else:
            self._end_turn()

    def _place_candle(self, action: PlaceCandle) -> None:
        candle, deco = action.candle, action.slot
        seat = self.current
        board = self.boards[seat]
        board.candles.remove(candle)
        board.decorations[deco] = candle
        self.pending.remove(deco)
        self._log("place_candle", (candle, deco), seat)
        self._check_candles(seat, board, final=False)
        if not self._can_decorate():
            self._end_turn()

    def _place_marigold(self, action: PlaceMarigold) -> None:
        deco = action.slot
        seat = self.current
        board = self.boards[seat]
        board.marigolds -= 1
        board.decorations[deco] = MARIGOLD
        self.pending.remove(deco)
        self._log("place_marigold", (deco,), seat)
        self._check_candles(seat, board, final=False)
        if not self._can_decorate():
            self._end_turn()

    def _end_turn(self, action: EndTurn = END_TURN) -> None:
        seat = self.current
        board = self.boards[seat]
        board.turns += 1
        self.pending = []
        if self.goals:
            self._take_goal_tokens(seat, board)
        for b in self.boards:
            if b.turns < TURNS:
                break
        else:  # every player has had all their turns
            self._final_scoring()
            return
        if self.solo:
            self.round += 1
            self.current = ABUELA
            self.phase = _P_ABUELA
            return
        self.current = (seat + 1) % len(self.boards)
        self.round = self.boards[self.current].turns + 1
        self.phase = _P_TAKE_PORTRAIT
        self._log("turn", (self.round, self.current), None)

    # ---------------------------------------------------------------- common goals
    def goal_met(self, goal: str, board: PlayerBoard) -> bool:
        """Whether ``board`` meets the requirement of the Common Goal ``goal``."""
        req = self.data.goals[goal].requirement
        kind = req.kind
        if kind == "offering_count":
            comp = self._comp
            want = self.data.offering_index[req.offering]
            return sum(1 for c in board.ofrenda.values() if comp.offering[c] == want) >= req.count
        if kind == "surrounded":
            decos = self.data.decorations
            got = {"candle": 0, "marigold": 0}
            for d, deco in decos.items():
                if all(s in board.ofrenda for s in deco.portraits):
                    got[deco.holds] += 1
            return got["candle"] >= req.candle and got["marigold"] >= req.marigold
        if kind == "decorated":
            if req.holds == MARIGOLD:
                return sum(1 for v in board.decorations.values() if v == MARIGOLD) >= req.count
            return sum(1 for v in board.decorations.values() if v != MARIGOLD) >= req.count
        filled = board.ofrenda.keys()
        return any(all(s in filled for s in cells) for cells in self.data.goal_placements[goal])

    def _take_goal_tokens(self, seat: int, board: PlayerBoard) -> None:
        for i, goal in enumerate(self.goals):
            stack = self.goal_stacks[i]
            if goal in board.tokens or not stack or not self.goal_met(goal, board):
                continue
            value = stack.pop()
            board.tokens[goal] = value
            self._log("goal_token", (goal, value), seat)

    # ---------------------------------------------------------------- the end
    def _final_scoring(self) -> None:
        # _check_portrait(seat, board, slot, final=True) for every portrait, spelled out
        comp, neighbours, events = self._comp, self.data.neighbours, self.events
        for seat, board in enumerate(self.boards):
            ofrenda, lit = board.ofrenda, board.lit
            for slot in list(ofrenda):
                if slot in lit:
                    continue
                card = ofrenda[slot]
                if _objective_met(comp, card, [ofrenda[n] for n in neighbours[slot] if n in ofrenda]):
                    lit.add(slot)
                    events.append(_new_tuple(_Event, ("portrait_lit", (slot, card, True), seat, None)))
        for seat, board in enumerate(self.boards):
            self._check_candles(seat, board, final=True)
        self.phase = _P_GAME_OVER
        self.current = ABUELA if self.solo else self.current
        out = self.outcome()
        self._log("game_over", (out.scores, tuple(sorted(out.winners)), out.tiebreak), None)

    # ---------------------------------------------------------------- lighting
    def _check_portrait(self, seat: int, board: PlayerBoard, slot: str, final: bool) -> None:
        """Light the portrait in ``slot`` if all its neighbours are filled (or at the end) and it is met."""
        if slot in board.lit:
            return
        ofrenda = board.ofrenda
        neighbours = self.data.neighbours[slot]
        present = [ofrenda[n] for n in neighbours if n in ofrenda]
        if not final and len(present) < len(neighbours):
            return  # a neighbour is still empty: checked when it is filled
        if _objective_met(self._comp, ofrenda[slot], present):
            board.lit.add(slot)
            self.events.append(_new_tuple(_Event, ("portrait_lit", (slot, ofrenda[slot], final), seat, None)))

    def candle_met(self, board: PlayerBoard, candle: str) -> bool:
        """Whether ``candle``'s objective holds on ``board`` (comparative ones look at every player)."""
        obj = self.data.candles[candle].objective
        kind = obj.kind
        cards = list(board.ofrenda.values())
        if kind == "colour_count":
            return sum(1 for c in cards if self.data.portraits[c].branch == obj.colour) >= obj.count
        if kind == "offering_count":
            return sum(1 for c in cards if self.data.portraits[c].offering == obj.offering) >= obj.count
        if kind == "all_colours":
            return len({self.data.portraits[c].branch for c in cards}) == len(self.data.branches)
        if kind == "all_offerings":
            return len({self.data.portraits[c].offering for c in cards}) == len(self.data.offerings)
        if kind == "marigolds_placed":
            return marigolds_placed(board) >= obj.count
        if kind == "one_colour_count":
            return most_of_one_colour(self.data, board) >= obj.count
        if kind == "lit_portraits":
            return len(board.lit) >= obj.count
        if kind == "all_slots_filled":
            return len(board.ofrenda) == len(self.data.slots)
        if kind in COMPARATIVE_CANDLES:
            measure = comparative_measure(self.data, kind)
            return measure(board) >= max(measure(b) for b in self.boards)
        raise AssertionError(kind)

    def _check_candles(self, seat: int, board: PlayerBoard, final: bool) -> None:
        end_only = self._comp.candle_end_only
        for deco, candle in board.decorations.items():
            if candle == MARIGOLD or deco in board.lit_candles:
                continue
            if not final and end_only[candle]:
                continue
            if self.candle_met(board, candle):
                board.lit_candles.add(deco)
                self._log("candle_lit", (deco, candle, final), seat)

    # ---------------------------------------------------------------- scoring
    def score(self, player: int = 0) -> Score:
        """The score of ``player``'s ofrenda as it stands (final once the game is over)."""
        return score_board(self.data, self.boards[player])

    def returns(self) -> tuple:
        return tuple(self.score(i).total for i in range(len(self.boards)))

    def tier(self, total: int):
        """The solo tier a total reaches."""
        best = self.data.tiers[0]
        for t in self.data.tiers:
            if total >= t.min:
                best = t
        return best

    def outcome(self) -> Outcome:
        """Scores, and in multiplayer the winners: most points, then most lit portraits, then most
        marigolds in storage; a tie on all three is shared."""
        scores = self.returns()
        if self.solo:
            return Outcome(scores, frozenset(), contest=False, tier=self.tier(scores[0]).title)
        return outcome_of(scores, [len(b.lit) for b in self.boards], [b.marigolds for b in self.boards])

    def score_sheet(self) -> ScoreSheet:
        from game.rules.ofrenda.words import score_sheet

        return score_sheet(self)

    # ---------------------------------------------------------------- identity
    def digest(self) -> str:
        """A fingerprint of the full state (hidden parts included), to check replays."""
        parts = [self.setup.to_json(), self.seed, self.rng.state, self.phase.value, self.current, self.round,
                 self.deck, self.bag, self.box_portraits, self.box_candles, self.market, self.market_marigolds,
                 self.market_candles, self.abuela_portraits, self.abuela_candles, self.taken_space, self.pending,
                 self.goals, self.goal_stacks, self.start_seat]
        for b in self.boards:
            parts += [b.hand, b.marigolds, b.candles, sorted(b.ofrenda.items()), sorted(b.lit),
                      sorted(b.decorations.items()), sorted(b.lit_candles), b.discards, b.turns, b.dealt,
                      sorted(b.tokens.items())]
        return hashlib.sha256(repr(parts).encode()).hexdigest()[:32]


_CHECKS = {
    AbuelaTurn: OfrendaState._why_abuela, TakePortrait: OfrendaState._why_take_portrait,
    TakeCandle: OfrendaState._why_take_candle, SkipCandle: OfrendaState._why_skip_candle,
    PlacePortrait: OfrendaState._why_play, DiscardPortrait: OfrendaState._why_play,
    PlaceCandle: OfrendaState._why_decorate, PlaceMarigold: OfrendaState._why_decorate,
    EndTurn: OfrendaState._why_end_turn,
}


_WHY_ABUELA = OfrendaState._why_abuela
_PERFORM = {
    AbuelaTurn: OfrendaState._abuela_turn,
    TakePortrait: OfrendaState._take_portrait,
    TakeCandle: OfrendaState._take_candle,
    SkipCandle: OfrendaState._skip_candle,
    PlacePortrait: OfrendaState._place_portrait,
    DiscardPortrait: OfrendaState._discard_portrait,
    PlaceCandle: OfrendaState._place_candle,
    PlaceMarigold: OfrendaState._place_marigold,
    EndTurn: OfrendaState._end_turn,
}


# ------------------------------------------------------------------------------ scoring helpers

def score_board(data: OfrendaData, board) -> Score:
    """The score of a board (a :class:`PlayerBoard` or a view of one) as it stands."""
    neighbours = data.neighbours
    slots = data.slots
    lit = board.lit
    ofrenda = board.ofrenda
    per_slot: dict[str, int] = {}
    portraits = golden = 0
    for slot in lit:
        pts = 0
        for n in neighbours[slot]:
            if n in lit:
                pts += 2
            elif n in ofrenda:
                pts += 1
        portraits += pts
        if slots[slot].effect == "golden":
            golden += pts
            pts *= 2
        per_slot[slot] = pts
    per_deco: dict[str, int] = {}
    marigolds = candles = 0
    decos = data.decorations
    for deco, what in board.decorations.items():
        lit_around = sum(1 for s in decos[deco].portraits if s in lit)
        if what == MARIGOLD:
            per_deco[deco] = lit_around
            marigolds += lit_around
        else:
            pts = 2 * lit_around if deco in board.lit_candles else 0
            per_deco[deco] = pts
            candles += pts
    goals = sum(dict(board.tokens).values()) if board.tokens else 0
    return Score(portraits, golden, marigolds, candles, per_slot, per_deco, len(lit), goals)


def outcome_of(scores: tuple, lit: list[int], stored: list[int]) -> Outcome:
    """The multiplayer result with the tie-breaks (lit portraits, then marigolds in storage)."""
    seats = range(len(scores))
    best = max(scores)
    tied = [s for s in seats if scores[s] == best]
    how = ""
    if len(tied) > 1:
        most_lit = max(lit[s] for s in tied)
        by_lit = [s for s in tied if lit[s] == most_lit]
        how = "lit portraits"
        if len(by_lit) > 1:
            most_stored = max(stored[s] for s in by_lit)
            by_stored = [s for s in by_lit if stored[s] == most_stored]
            how = "marigolds in storage" if len(by_stored) < len(by_lit) else "shared"
            tied = by_stored
        else:
            tied = by_lit
    return Outcome(tuple(scores), frozenset(tied), contest=True, tiebreak=how)


def marigolds_placed(board) -> int:
    return sum(1 for v in board.decorations.values() if v == MARIGOLD)


def most_of_one_colour(data: OfrendaData, board) -> int:
    counts: dict[str, int] = {}
    for c in board.ofrenda.values():
        b = data.portraits[c].branch
        counts[b] = counts.get(b, 0) + 1
    return max(counts.values(), default=0)


def comparative_measure(data: OfrendaData, kind: str):
    """What a comparative candle compares between the players (more is better)."""
    return {
        "most_lit_portraits": lambda b: len(b.lit),
        "most_marigolds_placed": marigolds_placed,
        "most_of_one_colour": lambda b: most_of_one_colour(data, b),
        "fewest_empty_slots": lambda b: len(b.ofrenda),  # fewest empty = most filled
    }[kind]


# older names, kept for callers of the solo-only rules
_marigolds_placed = marigolds_placed
_most_of_one_colour = most_of_one_colour
