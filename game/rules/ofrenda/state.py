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
from itertools import filterfalse
from operator import itemgetter

from game.protocol import Event, GameState, SeatSetup, Setup, not_to_move
from game.rules.base import Action, IllegalAction, Rng, clone_state
from game.text import Msg, say
from game.rules.ofrenda.actions import (
    AbuelaTurn, DiscardPortrait, EndTurn, PlaceCandle, PlaceMarigold, PlacePortrait, SkipCandle, TakeCandle,
    TakePortrait,
)
from game.rules.ofrenda.boards import (PlayerBoard, compiled, compiled_objective_met, in_play_candles,
                                       in_play_portraits)
from game.rules.ofrenda.cards import OfrendaData
from game.rules.ofrenda.lighting import OfrendaLighting
from game.rules.ofrenda.phases import (
    P_ABUELA, P_GAME_OVER, P_PLAY_PORTRAIT, P_TAKE_CANDLE, P_TAKE_PORTRAIT, ABUELA, ABUELA_TURN, CANDLE_STORAGE,
    END_TURN, HAND_SIZE, MARIGOLD, MARKET_SPACES, MULTI, SKIP_CANDLE, SOLO, SOLO_BOX_PORTRAITS, TURNS,
    Phase,
)
from game.rules.ofrenda.refusals import OfrendaRefusals
from game.rules.ofrenda.scoring import OfrendaScoring, Score, score_board
from game.rules.ofrenda.turn import OfrendaTurn

# the state's public face: its class and boards, with the phases, numbers, scores and lookup tables
# that the package, the view and the table read from here
__all__ = ["OfrendaState", "PlayerBoard", "Phase", "Score", "ABUELA", "MARIGOLD", "TURNS", "SOLO_BOX_PORTRAITS",
           "compiled", "objective_met", "solo_setup", "in_play_portraits", "in_play_candles", "score_board"]


_NOBODY = frozenset()
_ONE_SEAT = {seat: frozenset((seat,)) for seat in (ABUELA, 0, 1, 2, 3)}  # to_move() answers, made once
_Event = Event
_new_tuple = tuple.__new__


def objective_met(data: OfrendaData, card: str, neighbours: list[str]) -> bool:
    """Whether ``card``'s objective holds for the portraits ``neighbours`` (empty slots left out)."""
    return compiled_objective_met(compiled(data), card, neighbours)


def solo_setup(name: str = "Player 1") -> Setup:
    return Setup(SOLO, (SeatSetup("human", name),))


class OfrendaState(OfrendaTurn, OfrendaRefusals, OfrendaLighting, OfrendaScoring, GameState):
    """The whole game: market, deck, candle bag, every player's board, Abuela, goals, whose turn."""

    def __init__(self, data: OfrendaData, seed: int, setup: Setup | str = SOLO):
        if isinstance(setup, str):
            # dealt as a game of this mode is (GameInfo.new_state deals from the seats as spoken)
            setup = solo_setup().spoken() if setup == SOLO else None if setup != MULTI else Setup(
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
        self.phase = P_ABUELA
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
        self.phase = P_TAKE_PORTRAIT
        everyone = frozenset(range(n))
        self._log("setup", (n, self.start_seat, tuple(self.goals)), None)
        for seat, board in enumerate(self.boards):
            self._log("deal", tuple(board.hand), seat, frozenset({seat}))
            self._log("deal_hidden", (len(board.hand),), seat, everyone - {seat})
        self._log("turn", (1, self.current), None)

    # ---------------------------------------------------------------- copying
    # what the rules change in place, copied by clone (the rest is shared, or replaced whole)
    _LISTS = ("events", "pending", "abuela_portraits", "abuela_candles", "deck", "bag", "box_portraits", "box_candles",
              "market", "market_marigolds", "market_candles", "goals")
    _NESTED = ("goal_stacks",)

    def clone(self) -> "OfrendaState":
        """An independent copy (tens of microseconds), sharing the immutable card data."""
        new = clone_state(self, self._LISTS, self._NESTED)
        new.boards = [b.copy() for b in self.boards]
        return new

    def __deepcopy__(self, memo):
        return self.clone()

    # ---------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        return self.phase is P_GAME_OVER

    @property
    def automaton_to_move(self) -> bool:
        """True when the next action is the automaton's (the session plays it, after a pause)."""
        return self.phase is P_ABUELA

    def to_move(self) -> frozenset:
        if self.phase is P_GAME_OVER:
            return _NOBODY
        return _ONE_SEAT[self.current]

    @property
    def players(self) -> list[PlayerBoard]:
        """The player boards (an alias kept for older callers)."""
        return self.boards

    def summary(self) -> dict:
        """Where the game stands, for save listings: progress text, over, and every seat's score."""
        scores = [self.score(i).total for i in range(len(self.boards))]
        # the progress line is a message: a save keeps its id and arguments, the Load screen says it
        if self.is_over:
            progress = Msg("ofrenda-progress-over")
        elif self.solo:
            progress = Msg("ofrenda-progress-round", round=self.round, rounds=TURNS)
        else:
            progress = Msg("ofrenda-progress-turn", round=self.round, rounds=TURNS, name=self.boards[self.current].name)
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
        if phase is P_GAME_OVER or seat != self.current:
            return []
        if phase is P_ABUELA:
            return [ABUELA_TURN]
        comp = self._comp
        board = self.boards[seat]
        if phase is P_TAKE_PORTRAIT:
            m = board.marigolds
            if m >= 0 and None not in self.market:  # a full family board: the first m + 1 spaces
                return list(comp.take_portrait[:m + 1])
            return [comp.take_portrait[i] for i, c in enumerate(self.market) if c is not None and i <= m]
        if phase is P_TAKE_CANDLE:
            out = []
            if len(board.candles) < CANDLE_STORAGE:
                paid = board.marigolds >= 1
                for i, c in enumerate(self.market_candles):
                    if c is not None and (paid or i == self.taken_space):
                        out.append(comp.take_candle[i])
            out.append(SKIP_CANDLE)
            return out
        if phase is P_PLAY_PORTRAIT:
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
        if phase is P_GAME_OVER:
            return say(Msg("ofrenda-refuse-over"))
        check = _CHECKS.get(type(action))
        if check is None:
            return say(Msg("ofrenda-refuse-not-ofrenda", action=repr(action)))
        if check is not _WHY_ABUELA:
            if seat != self.current:
                return not_to_move(self, seat)
            if seat == ABUELA:
                return say(Msg("ofrenda-refuse-abuela-own"))
        return check(self, seat, action, phase)

    # ---------------------------------------------------------------- apply
    def apply(self, seat: int | Action, action: Action | None = None) -> list[Event]:
        """Check and perform ``action`` for ``seat``; return the events it caused.

        Raises :class:`IllegalAction` with the reason. (``apply(action)`` plays for the seat to move.)
        """
        if action is None:
            seat, action = self.current, seat
        check = _CHECKS.get(type(action))
        phase = self.phase
        if check is not None and phase is not P_GAME_OVER and (
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

    def _log(self, kind: str, data: tuple = (), actor: int | None = None,
             visible_to: frozenset | None = None) -> None:
        # tuple.__new__ straight away: the named tuple's own constructor is several times slower
        self.events.append(_new_tuple(_Event, (kind, data, actor, visible_to)))

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
