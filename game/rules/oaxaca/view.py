"""What one seat may know of an Oaxaca game, and full states consistent with it.

Nearly everything is on the table: dice, Workshops with their tokens, Market Stalls, tourists,
the supply, the customers. Hidden are the order of the five decks and of the tourist deck, and
the cards a gatherer drew and has not yet chosen from (others know only how many). A seat
remembers the cards it put back on top or at the bottom of a deck, where they still lie.
:func:`determinize` shuffles every card the seat cannot place back into the unknown places.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.protocol import visible_events
from game.rules.oaxaca.cards import CRAFTS, OaxacaData
from game.rules.oaxaca.state import OaxacaState, Phase, Player

UNKNOWN = "?"


@dataclass(frozen=True)
class PlayerView:
    seat: int
    faces: tuple[int, ...]
    where: tuple[str, ...]
    early_kept: int | None
    workshop: tuple[str, ...]
    tokens: tuple[tuple[str, int], ...]  # Workshop card -> tokens on it, in Workshop order
    stall: tuple[str, ...]
    used: tuple[str, ...]
    meeple: bool
    extra: str | None
    extra_used: bool

    def tokens_on(self, card: str) -> int:
        return dict(self.tokens).get(card, 0)


@dataclass(frozen=True)
class OaxacaView:
    viewer: int | None
    players: int
    solo: bool
    round: int
    start: int
    active: int
    phase: Phase
    queue: tuple[int, ...]
    decks: tuple[tuple[str, tuple[str | None, ...]], ...]  # per craft, top first: the card if known, else None
    grid: tuple[str, ...]
    tourist_deck: int
    tourist_discard: tuple[str, ...]
    supply: int
    deck_tokens: tuple[tuple[str, int], ...]
    table: tuple[PlayerView, ...]
    drawn: tuple[str | None, ...]  # the gathered cards being decided (None: not the viewer's to see)
    drawn_from: str
    main_used: bool
    activations: int
    pool: tuple  # free results this turn: (faces, origin, used)
    gather_extra: int
    craft_double: bool
    wild_crafts: int
    customers: tuple[int, ...]
    sold_to: tuple[bool, ...]
    sales: tuple
    sold: tuple[str, ...]
    score: int
    events: tuple
    # a copy with every hidden card replaced by a placeholder, for rule checks (not compared)
    state: OaxacaState = field(compare=False, repr=False)

    def deck(self, craft: str) -> tuple[str | None, ...]:
        return dict(self.decks)[craft]

    def player(self, seat: int) -> PlayerView:
        return self.table[seat]


def _player_view(seat: int, p: Player) -> PlayerView:
    return PlayerView(seat, tuple(p.faces), tuple(p.where), p.early_kept, tuple(p.workshop),
                      tuple((c, p.tokens[c]) for c in p.workshop), tuple(p.stall), tuple(sorted(p.used)), p.meeple,
                      p.extra, p.extra_used)


def player_view(state: OaxacaState, seat: int | None) -> OaxacaView:
    decks = []
    for craft in CRAFTS:
        decks.append((craft, tuple(c if seat is not None and seat in k else None
                                   for c, k in zip(state.decks[craft], state.known[craft]))))
    sees_drawn = seat is not None and seat == state.active and state.phase in (Phase.KEEP, Phase.PUT_BACK)
    drawn = tuple(state.drawn) if sees_drawn else (None,) * len(state.drawn)
    blank = state.clone()
    blank.events = []
    for craft, cards in decks:
        blank.decks[craft] = [c if c is not None else UNKNOWN for c in cards]
    blank.drawn = [c if c is not None else UNKNOWN for c in drawn]
    blank.tourist_deck = [UNKNOWN] * len(state.tourist_deck)
    blank.rng.state = 0
    blank.seed = 0  # the game's seed would deal the decks again
    return OaxacaView(
        seat, state.players, state.solo, state.round, state.start, state.active, state.phase, tuple(state.queue),
        tuple(decks), tuple(state.grid), len(state.tourist_deck), tuple(state.tourist_discard), state.supply,
        tuple(sorted(state.deck_tokens.items())), tuple(_player_view(s, p) for s, p in enumerate(state.table)),
        drawn, state.drawn_from, state.main_used, state.activations, tuple(state.pool), state.gather_extra,
        state.craft_double, state.wild_crafts, tuple(state.customers), tuple(state.sold_to), tuple(state.sales),
        tuple(state.sold), state.score, visible_events(state.events, seat), blank)


def unseen_cards(data: OaxacaData, view: OaxacaView) -> dict[str, list[str]]:
    """Per craft, the cards the viewer cannot place: somewhere in the unknown deck places (or
    among another player's gathered cards)."""
    seen = set(view.sold) | {c for c in view.drawn if c is not None}
    for p in view.table:
        seen |= set(p.workshop) | set(p.stall)
    for _, cards in view.decks:
        seen |= {c for c in cards if c is not None}
    return {craft: [c for c in data.decks[craft] if c not in seen] for craft in CRAFTS}


def unseen_tourists(data: OaxacaData, view: OaxacaView) -> list[str]:
    seen = set(view.grid) | set(view.tourist_discard) | {p.extra for p in view.table if p.extra}
    return [t for t in data.tourists if t not in seen]


def determinize(data: OaxacaData, view: OaxacaView, rng: random.Random) -> OaxacaState:
    """A full state consistent with ``view``: every card the viewer cannot place shuffled into the
    unknown places of its deck (and into a gatherer's hidden hand), the tourist deck shuffled, and
    a fresh seed for the dice to come."""
    state = view.state.clone()
    state.events = list(view.events)
    unseen = unseen_cards(data, view)
    for craft in CRAFTS:
        pool = unseen[craft]
        rng.shuffle(pool)
        state.decks[craft] = [c if c is not None else pool.pop() for c in view.deck(craft)]
        if view.drawn_from == craft:
            state.drawn = [c if c is not None else pool.pop() for c in view.drawn]
    tourists = unseen_tourists(data, view)
    rng.shuffle(tourists)
    state.tourist_deck = tourists
    state.rng.state = rng.getrandbits(64)
    return state
