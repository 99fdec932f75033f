"""What one player may see of an Ofrenda game: everything public plus their own hand.

Scenes draw this view, never the state, so the deck order and the candle bag stay secret.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.ofrenda.state import ABUELA, TURNS, Event, OfrendaState, Phase, Score


@dataclass(frozen=True)
class BoardView:
    name: str
    hand: tuple[str, ...] | None  # None when it is not the viewer's hand
    hand_size: int
    marigolds: int
    candles: tuple[str, ...]
    ofrenda: dict
    lit: frozenset
    decorations: dict
    lit_candles: frozenset
    discards: tuple[str, ...]
    turns: int


@dataclass(frozen=True)
class OfrendaView:
    viewer: int
    mode: str
    seed: int
    round: int
    turns: int
    phase: Phase
    current: int  # ABUELA or a player index
    market: tuple  # portrait id or None per space
    market_marigolds: tuple
    market_candles: tuple
    taken_space: int | None
    pending: tuple  # decoration slots the current player may still fill this turn
    deck_count: int
    bag_count: int
    abuela_portraits: tuple
    abuela_candles: tuple
    last_rolls: tuple
    boards: tuple  # BoardView per player
    events: tuple  # every Event so far
    score: Score  # the viewer's score as it stands
    is_over: bool

    @property
    def you(self) -> BoardView:
        return self.boards[self.viewer]

    @property
    def abuela_to_move(self) -> bool:
        return self.current == ABUELA and not self.is_over


def player_view(state: OfrendaState, viewer: int = 0) -> OfrendaView:
    """The view of ``state`` from seat ``viewer``."""
    boards = []
    for i, b in enumerate(state.players):
        boards.append(BoardView(
            name=b.name, hand=tuple(b.hand) if i == viewer else None, hand_size=len(b.hand),
            marigolds=b.marigolds, candles=tuple(b.candles), ofrenda=dict(b.ofrenda), lit=frozenset(b.lit),
            decorations=dict(b.decorations), lit_candles=frozenset(b.lit_candles), discards=tuple(b.discards),
            turns=b.turns))
    return OfrendaView(
        viewer=viewer, mode=state.mode, seed=state.seed, round=state.round, turns=TURNS, phase=state.phase,
        current=state.current, market=tuple(state.market), market_marigolds=tuple(state.market_marigolds),
        market_candles=tuple(state.market_candles), taken_space=state.taken_space,
        pending=tuple(state.pending) if state.current == viewer else (), deck_count=len(state.deck),
        bag_count=len(state.bag), abuela_portraits=tuple(state.abuela_portraits),
        abuela_candles=tuple(state.abuela_candles), last_rolls=state.last_rolls, boards=tuple(boards),
        events=tuple(state.events), score=state.score(viewer), is_over=state.phase is Phase.GAME_OVER)


__all__ = ["BoardView", "OfrendaView", "player_view", "Event"]
