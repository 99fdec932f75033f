"""What one seat may know of a Die of the Dead game, and full states consistent with it.

Almost everything is on the table: the dice wherever they lie (with their faces), the caskets
and their lids, the City of the Dead, the tokens on the boards and in every hand, the steps.
Hidden are only the other seats' setup placements until every seat has placed (a seat sees how
many dice each has placed, not where nor which colour), and the generator that rolls the dice to
come. :func:`determinize` guesses the others' placements and gives the dice a fresh seed.

The table draws :class:`DotdView`; its ``state`` field is a copy of the state with the hidden
parts blanked, for rule checks (what a move would do), never for drawing.

**For the table.** ``phase`` says what ``current`` is deciding, and each gesture maps to one
action (the session's ``legal_actions`` lists them; ``why_illegal`` explains a refusal):

==============  ===================================================================================
phase           decision
==============  ===================================================================================
``place``       setup, every seat in ``to_move``: a die of a colour into a casket (``Place``)
``open``        the Round Starter: ``Open`` a casket (or ``Swap`` two, with a candle token)
``act``         ``Draft`` a die of the open casket to a cell or the preparation board (cell -1),
                ``Move`` a preparation die to a cell, ``TakeToken``, ``Ascend``, ``Pass``; others
                than the Round Starter may ``Swap`` first
``retune``      ``Retune`` the drafted die with a bread/incense token, or ``KeepFace``
``pay``         ``Pay``: which die (City, supply, preparation space, ofrenda cell) onto which lid
``city``        ``CityDie``: the colour of the City die gained (marigold) or spent (solo)
``discard``     ``Discard`` a token before taking one on a full hand
``score``       ``ScoreSection`` (its order), ``CashTokens``, ``FinishScoring``
``land``        ``Land`` on a square of step ``landing``
``skull``       ``Skull``: the power die to turn (``board`` "prep" or "ofrenda", ``spot``)
``face``        ``SetFace``: a normal preparation die and its new face
``over``        nobody
==============  ===================================================================================

Events tell what happened, in order, for animation and the log (``words.event_text``): ``open``
carries every die and face rolled, ``draft``/``pay``/``move`` the die ids and places,
``complete``/``score``/``climb``/``land`` the scoring, ``rotate`` the caskets' new order.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import NamedTuple

from game.protocol import Setup, visible_events
from game.rules.dotd.components import ITEMS, DotdData
from game.rules.dotd.state import EARNED, EMPTY, DotdState

HIDDEN = (-1, -1)  # a placement the viewer may not see


class Die(NamedTuple):
    """One die as the table shows it: its id, colour name, kind and face (0: its skull)."""

    id: int
    colour: str
    power: bool
    face: int


@dataclass(frozen=True)
class CasketView:
    position: int  # 0-3, left to right; also its item
    item: str  # the token board it stands before
    number: int  # the physical casket (0-3), which moves when caskets rotate or swap
    inside: tuple[Die, ...]
    lid: tuple[Die, ...]
    open: bool


@dataclass(frozen=True)
class SectionView:
    item: str
    cells: tuple[int, ...]  # in order along its side
    complete: bool
    steps: int | None  # steps it scored (None: not scored yet)
    pending: bool  # completed this round, waiting to be scored


@dataclass(frozen=True)
class PlayerView:
    seat: int
    name: str
    colour: str  # the player's own colour (and scoring die's)
    board: int  # ofrenda board 1-5
    urns: tuple[tuple[int, str, int], ...]  # (cell, colour, value)
    supply: tuple[Die, ...]  # the viewer's own supply leaves out the dice it has placed but not yet revealed
    prep: tuple[Die | None, ...]
    ofrenda: tuple[Die | None, ...]
    sections: tuple[SectionView, ...]  # per item, in board order
    tokens: tuple[int, ...]  # held, per item (candle, marigold, bread, incense)
    score: int  # steps climbed
    face: int  # the scoring die's face
    step: int  # the step it stands on (0: below the first)
    square: int  # the square it stands on (-1: below the steps)
    earned: tuple[tuple[str, int], ...]  # steps by where they came from
    placed: tuple[tuple[str, str], ...] | None  # setup: (casket item, colour) placed; None for another seat
    placed_count: int  # setup: how many dice this seat has placed so far


@dataclass(frozen=True)
class DotdView:
    viewer: int | None
    setup: Setup
    solo: bool
    five: bool
    phase: str
    round: int
    round_starter: int
    current: int  # the seat deciding (-1: several at setup, or none at the end)
    to_move: tuple[int, ...]
    caskets: tuple[CasketView, ...]
    open_casket: int  # position of the open casket, -1 when none is open
    city: tuple[Die, ...]
    removed: int  # dice out of the game
    token_boards: tuple[int, ...]  # per item
    token_box: tuple[int, ...]  # per item, out of play
    players: tuple[PlayerView, ...]
    drafted: Die | None  # the die just drafted (retune and pay decisions)
    landing: int  # the step of the climb being landed (LAND, bonus decisions)
    scorers: tuple[int, ...]  # the seats still to score this round, the current first
    start_player: int
    over: bool
    rest: tuple  # every other part of the state the rules depend on (compared, not for display)
    events: tuple
    state: DotdState = field(compare=False, repr=False)

    def player(self, seat: int) -> PlayerView:
        return self.players[seat]

    def section_result(self, seat: int, item: int):
        """How ``seat``'s ``item`` section scores as it lies (a :class:`~game.rules.dotd.scoring.SectionScore`:
        requirements met, steps, skull values), or None while it has an empty space. Words for it:
        :func:`game.rules.dotd.words.breakdown_lines`."""
        return self.state.section_result(seat, item)

    @property
    def open_item(self) -> str | None:
        return ITEMS[self.open_casket] if self.open_casket >= 0 else None


def _die(state: DotdState, x: int) -> Die:
    d = state.data
    return Die(x, d.colours[x // d.dice_per_colour], state.is_power(x), state.faces[x])


def _dice(state: DotdState, xs) -> tuple[Die, ...]:
    return tuple(_die(state, x) for x in xs)


def _player_view(state: DotdState, seat: int, viewer: int | None) -> PlayerView:
    d = state.data
    own = viewer == seat
    supply = list(state.supply[seat])
    if own:  # the dice it has placed (not yet revealed) are no longer in its supply
        dpc = d.dice_per_colour
        for _casket, colour in state.placed[seat]:
            x = next(x for x in supply if x // dpc == colour and not state.is_power(x))
            supply.remove(x)
    sections = tuple(SectionView(ITEMS[i], d.sections[i], bool(state.complete[seat] >> i & 1),
                                 state.scored[seat][i] if state.scored[seat][i] >= 0 else None,
                                 i in state.pending[seat]) for i in range(4))
    face, step = d.landing(state.score[seat])
    return PlayerView(
        seat, state.setup.seats[seat].name, d.colours[seat], state.board_number(seat),
        tuple((u.cell, d.colours[u.colour], u.value) for u in d.boards[state.board_number(seat) - 1]),
        _dice(state, supply), tuple(_die(state, x) if x != EMPTY else None for x in state.prep[seat]),
        tuple(_die(state, x) if x != EMPTY else None for x in state.ofrenda[seat]), sections,
        tuple(state.hands[seat]), state.score[seat], min(face, 6), step, state.square[seat],
        tuple(zip(EARNED, state.earned[seat])),
        tuple((ITEMS[k], d.colours[c]) for k, c in state.placed[seat]) if own else None,
        len(state.placed[seat]))


def player_view(state: DotdState, seat: int | None) -> DotdView:
    blank = state.clone()
    blank.events = []
    blank.placed = [list(p) if s == seat else [HIDDEN] * len(p) for s, p in enumerate(state.placed)]
    blank.rng.state = 0
    blank.seed = 0  # the seed would roll every die again
    blank._legal = None  # built from the hidden parts, perhaps
    caskets = tuple(CasketView(k, ITEMS[k], state.casket_ids[k], _dice(state, state.caskets[k]),
                               _dice(state, state.lids[k]), k == state.open_casket) for k in range(4))
    movers = tuple(sorted(state.to_move()))
    rest = (state.turn, state.retuned, state.city_for, state.discard_for, state.discard_item, state.cash_ok,
            state.scored_round, state.stalled, state.drafted_cell, tuple(tuple(p) for p in blank.placed))
    return DotdView(
        seat, state.setup, state.solo, state.five, state.phase, state.round, state.rs,
        movers[0] if len(movers) == 1 else -1, movers, caskets, state.open_casket, _dice(state, state.city),
        len(state.removed), tuple(state.board_tokens), tuple(state.token_box),
        tuple(_player_view(state, s, seat) for s in range(state.n)),
        _die(state, state.drafted) if state.drafted != EMPTY else None, state.landing, tuple(state.scorers),
        state.start_player, state.is_over, rest, visible_events(state.events, seat), blank)


def determinize(data: DotdData, view: DotdView, rng: random.Random) -> DotdState:
    """A full state consistent with ``view``: the other seats' hidden setup placements guessed (any
    caskets and colours their supplies allow), and a fresh seed for the dice to come."""
    state = view.state.clone()
    state.events = list(view.events)
    state._legal = None
    dpc = data.dice_per_colour
    for s, placed in enumerate(state.placed):
        if s == view.viewer or not placed:
            continue
        count = len(placed)
        left = {}
        for x in state.supply[s]:
            if not state.is_power(x):
                left[x // dpc] = left.get(x // dpc, 0) + 1
        guess: list[tuple[int, int]] = []
        for _ in range(count):
            room = [k for k in range(4) if sum(1 for g, _ in guess if g == k) < data.casket_dice_each]
            casket = rng.choice(room)
            colour = rng.choice(sorted(c for c, n in left.items() if n > 0))
            left[colour] -= 1
            guess.append((casket, colour))
        state.placed[s] = guess
    state.rng.state = rng.getrandbits(64)
    return state


__all__ = ["Die", "CasketView", "SectionView", "PlayerView", "DotdView", "player_view", "determinize"]
