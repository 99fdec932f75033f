"""What one seat may know of an Ofrenda game, and full states consistent with it.

Scenes draw a :class:`OfrendaView`, never the state, and bots decide from it: the deck order,
the candle bag, the cards hidden in the box and the other players' starting hands stay secret.
What a seat saw stays known: cards an opponent took from the family board are in their
``known_hand``. :func:`determinize` deals a complete state back out of a view, with every
hidden card drawn from the unseen pool, for bots that search.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.protocol import AUTOMATON, Event, Setup, visible_events
from game.rules.base import Rng
from game.rules.ofrenda.cards import OfrendaData
from game.rules.ofrenda.state import (
    MARIGOLD, SOLO_BOX_PORTRAITS, TURNS, OfrendaState, Phase, PlayerBoard, Score, compiled, in_play_candles,
    in_play_portraits, score_board,
)


@dataclass(frozen=True)
class BoardView:
    """One player's board as the viewer sees it."""

    seat: int
    name: str
    hand: tuple[str, ...] | None  # None when it is not the viewer's hand
    known_hand: tuple[str, ...]  # cards in that hand everybody saw arrive
    hand_size: int
    marigolds: int
    candles: tuple[str, ...]
    ofrenda: dict
    lit: frozenset
    decorations: dict
    lit_candles: frozenset
    discards: tuple[str, ...]
    turns: int
    tokens: tuple  # (goal id, value) pairs won
    score: Score

    @property
    def hidden_cards(self) -> int:
        """How many cards of this hand the viewer has never seen."""
        return self.hand_size - (len(self.hand) if self.hand is not None else len(self.known_hand))


@dataclass(frozen=True)
class OfrendaView:
    viewer: int | None  # None: a spectator (every hand hidden)
    setup: Setup
    round: int
    turns: int
    phase: Phase
    current: int  # the seat to move: ABUELA (-1) or a player seat
    start_seat: int
    market: tuple  # portrait id or None per space
    market_marigolds: tuple
    market_candles: tuple
    taken_space: int | None
    pending: tuple  # decoration slots the player to move may still fill this turn
    deck_count: int
    bag_count: int
    unseen_portraits: tuple  # in-play portraits this seat has never seen, sorted (no order leaks)
    unseen_candles: tuple  # candles still in the bag, sorted
    hidden_box: int  # portraits set aside face down (solo: 3)
    abuela_portraits: tuple
    abuela_candles: tuple
    last_rolls: tuple
    goals: tuple  # Common Goal ids drawn (empty without the variant)
    goal_stacks: tuple  # per goal, the tokens left (the top is the end)
    boards: tuple  # BoardView per seat
    events: tuple  # every event this seat may see
    is_over: bool

    @property
    def mode(self) -> str:
        return self.setup.mode

    @property
    def solo(self) -> bool:
        return self.setup.mode == "solo"

    @property
    def you(self) -> BoardView:
        return self.boards[self.viewer if self.viewer is not None and self.viewer >= 0 else 0]

    @property
    def score(self) -> Score:
        return self.you.score

    @property
    def abuela_to_move(self) -> bool:
        return self.current == AUTOMATON and not self.is_over

    @property
    def my_turn(self) -> bool:
        return not self.is_over and self.current == self.viewer


def _seen_portraits(state: OfrendaState, viewer: int | None) -> set[str]:
    seen = {c for c in state.market if c is not None}
    seen.update(state.abuela_portraits)
    for i, b in enumerate(state.boards):
        seen.update(b.ofrenda.values())
        seen.update(b.discards)
        seen.update(b.hand if i == viewer else b.known_hand)
    return seen


def player_view(state: OfrendaState, viewer: int | None = 0) -> OfrendaView:
    """The view of ``state`` from seat ``viewer`` (``None``: a spectator)."""
    data = state.data
    boards = []
    for i, b in enumerate(state.boards):
        boards.append(BoardView(
            seat=i, name=b.name, hand=tuple(b.hand) if i == viewer else None, known_hand=b.known_hand,
            hand_size=len(b.hand), marigolds=b.marigolds, candles=tuple(b.candles), ofrenda=dict(b.ofrenda),
            lit=frozenset(b.lit), decorations=dict(b.decorations), lit_candles=frozenset(b.lit_candles),
            discards=tuple(b.discards), turns=b.turns, tokens=tuple(b.tokens.items()),
            score=score_board(data, b)))
    seen = _seen_portraits(state, viewer)
    unseen = tuple(sorted(c for c in in_play_portraits(data, len(state.boards)) if c not in seen))
    hidden_box = SOLO_BOX_PORTRAITS if state.solo else 0
    return OfrendaView(
        viewer=viewer, setup=state.setup, round=state.round, turns=TURNS, phase=state.phase,
        current=state.current, start_seat=state.start_seat, market=tuple(state.market),
        market_marigolds=tuple(state.market_marigolds), market_candles=tuple(state.market_candles),
        taken_space=state.taken_space, pending=tuple(state.pending), deck_count=len(state.deck),
        bag_count=len(state.bag), unseen_portraits=unseen, unseen_candles=tuple(sorted(state.bag)),
        hidden_box=hidden_box, abuela_portraits=tuple(state.abuela_portraits),
        abuela_candles=tuple(state.abuela_candles), last_rolls=state.last_rolls, goals=tuple(state.goals),
        goal_stacks=tuple(tuple(s) for s in state.goal_stacks), boards=tuple(boards),
        events=visible_events(state.events, viewer), is_over=state.is_over)


def determinize(data: OfrendaData, view: OfrendaView, rng: random.Random) -> OfrendaState:
    """A full state consistent with ``view``: every card the viewer has not seen is dealt at random
    from the unseen pool (other players' hidden hand cards, the deck, the solo box), the candle bag
    is shuffled, and the state's own dice get a fresh seed. Public facts are kept as they are."""
    setup = view.setup
    n = len(setup.seats)
    solo = setup.mode == "solo"
    s = OfrendaState.__new__(OfrendaState)
    s.data = data
    s.setup = setup
    s.mode = setup.mode
    s.solo = solo
    s.seed = 0  # the view never carries the game's seed (it would deal every hidden card again)
    s.rng = Rng(rng.getrandbits(64))
    s.automaton_name = "Abuela" if solo else None
    s._comp = compiled(data)
    s.events = list(view.events)
    s.revealed = False
    s.round = view.round
    s.phase = view.phase
    s.current = view.current
    s.start_seat = view.start_seat
    s.market = list(view.market)
    s.market_marigolds = list(view.market_marigolds)
    s.market_candles = list(view.market_candles)
    s.taken_space = view.taken_space
    s.pending = list(view.pending)
    s.last_rolls = view.last_rolls
    s.abuela_portraits = list(view.abuela_portraits)
    s.abuela_candles = list(view.abuela_candles)
    s.goals = list(view.goals)
    s.goal_stacks = [list(st) for st in view.goal_stacks]
    pool = list(view.unseen_portraits)
    rng.shuffle(pool)
    s.boards = []
    for bv in view.boards:
        if bv.hand is not None:
            hand = list(bv.hand)
            dealt = tuple(c for c in hand if c not in bv.known_hand) if bv.seat != view.viewer else None
        else:
            hidden = [pool.pop() for _ in range(bv.hidden_cards)]
            hand = hidden + list(bv.known_hand)
            dealt = tuple(hidden)
        if dealt is None:
            # the viewer's own hand: which of its cards were dealt is public (the others are known_hand)
            dealt = tuple(c for c in hand if c not in bv.known_hand)
        s.boards.append(PlayerBoard(
            name=bv.name, hand=hand, marigolds=bv.marigolds, candles=list(bv.candles), ofrenda=dict(bv.ofrenda),
            lit=set(bv.lit), decorations=dict(bv.decorations), lit_candles=set(bv.lit_candles),
            discards=list(bv.discards), turns=bv.turns, dealt=dealt, tokens=dict(bv.tokens)))
    box_known = [c for c, p in data.portraits.items() if p.players > max(2, n)]
    s.box_portraits = box_known + [pool.pop() for _ in range(view.hidden_box)]
    s.deck = pool
    if len(s.deck) != view.deck_count:
        raise ValueError("the view's unseen cards do not add up to its deck")
    bag = list(view.unseen_candles)
    rng.shuffle(bag)
    s.bag = bag
    s.box_candles = [c for c in data.candles if c not in in_play_candles(data, solo)]
    return s


__all__ = ["BoardView", "OfrendaView", "player_view", "determinize", "Event", "MARIGOLD"]
