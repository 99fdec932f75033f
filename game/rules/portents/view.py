"""What one seat may know of a Portents game, and full states consistent with it.

Everything is on the table (both hands are open, as the rules require) except the order of the
bag, which is shown as a sorted set (its contents are known by elimination), and the generator
that draws from it. :func:`determinize` shuffles the bag and gives the dice to come a fresh seed.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.protocol import Setup, visible_events
from game.rules.portents.altar import PortentsData
from game.rules.portents.state import Phase, PortentsState


@dataclass(frozen=True)
class PortentsView:
    viewer: int | None
    setup: Setup
    solo: bool
    difficulty: str | None
    challenges: tuple[str, ...]
    phase: Phase
    active: int  # the seat whose turn it is (AUTOMATON: the Kitty's)
    to_move: tuple[int, ...]
    altar: tuple[int, ...]  # tile numbers, -1 for a gap
    lit: int  # bit t: tile t is a Burnt Offering
    old_lit: int
    hands: tuple[tuple[int, ...], ...]
    token: int  # the tile on the Kitty's token (-1: none)
    bag: tuple[int, ...]  # sorted: what is in it, not its order
    slots: tuple[int, ...]  # Omen per slot, clockwise from the top-left corner (-1: empty)
    collected: tuple[tuple[int, ...], ...]
    kitty_omens: tuple[int, ...]
    kitty_slot: int
    laps: int
    steal: bool
    extra_step: bool
    side: str | None  # the push under way: its side, shifts per lane, tiles pushed off
    counts: tuple[int, ...]
    pushed: tuple[int, ...]
    placing: bool
    portents: tuple  # the new Portents being served: (line, attribute)
    burn_chosen: int
    turns: int
    passes: int
    dry: int
    winners: tuple[int, ...]
    kitty_won: bool
    draw: bool
    reason: str
    rest: tuple  # every other part of the state that rules depend on (compared, not for display)
    events: tuple
    # a copy of the state with the bag sorted and no generator, for rule checks (not compared)
    state: PortentsState = field(compare=False, repr=False)

    def is_lit(self, tile: int) -> bool:
        return bool((self.lit >> tile) & 1)


def player_view(state: PortentsState, seat: int | None) -> PortentsView:
    blank = state.clone()
    blank.events = []
    blank.bag = sorted(state.bag)
    blank.rng.state = 0
    blank.seed = 0  # the seed would deal the bag again
    rest = (state.chooser, state.first, state.origin, tuple(state.burn_options), state.snuff_left,
            state.made_portent, state.took_omen, state.passed,
            tuple((k, v) for k, v in sorted(state.good.items())))
    return PortentsView(
        seat, state.setup, state.solo, state.difficulty.id if state.difficulty else None,
        tuple(sorted(state.challenges)), state.phase, state.active, tuple(sorted(state.to_move())),
        tuple(state.altar), state.lit, state.old_lit, tuple(tuple(h) for h in state.hands), state.token,
        tuple(sorted(state.bag)), tuple(state.slots), tuple(tuple(c) for c in state.collected),
        tuple(state.kitty_omens), state.kitty_slot, state.laps, state.steal, state.extra_step, state.side,
        tuple(state.counts), tuple(state.pushed), state.placing, tuple(state.portents), state.burn_chosen,
        state.turns, state.passes, state.dry, tuple(sorted(state.winners)), state.kitty_won, state.draw,
        state.reason, rest, visible_events(state.events, seat), blank)


def determinize(data: PortentsData, view: PortentsView, rng: random.Random) -> PortentsState:
    """A full state consistent with ``view``: the bag shuffled, a fresh seed for the draws to come."""
    state = view.state.clone()
    state.events = list(view.events)
    bag = list(view.bag)
    rng.shuffle(bag)
    state.bag = bag
    state.rng.state = rng.getrandbits(64)
    return state
