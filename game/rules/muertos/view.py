"""What one seat may know of a Dia de los Muertos game, and full states consistent with it.

A seat sees its own hand, the dummy's face-up hand (three players), every card on the table,
the discards and the captures. Of the other hands it knows their sizes and the cards it saw
arrive in them (passed by Swap or in a gift exchange it took part in), until they leave.
:func:`determinize` deals the unseen cards back out to the hidden hands.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules.muertos.cards import POSITIONS, MuertosData
from game.rules.muertos.state import DUMMY, MuertosState, Phase


@dataclass(frozen=True)
class HandView:
    place: int
    seat: int  # who sits there (DUMMY for the dummy)
    cards: tuple[str, ...] | None  # the whole hand when the viewer may see it
    known: tuple[str, ...]  # otherwise: the cards the viewer saw arrive there
    size: int


@dataclass(frozen=True)
class MuertosView:
    viewer: int | None
    players: int
    night: int
    places: tuple[int, ...]
    hands: tuple[HandView, ...]
    trick: tuple  # (place, card, colour it counts as)
    aside: tuple
    cancelled: tuple
    last_trick: tuple
    leader: int
    acting: int
    acted: int
    tricks: int
    discards: tuple[str, ...]
    captured: tuple[tuple[str, ...], tuple[str, ...]]
    totals: tuple
    phase: Phase
    asker: int | None
    asked: int | None
    winner: int | None
    taken: str | None  # the card taken in a gift exchange, if the viewer saw it
    state: MuertosState  # a copy with every hidden card removed: for rule checks only (see determinize)

    def hand(self, place: int) -> HandView:
        return self.hands[place]


def visible_places(state: MuertosState, seat: int | None) -> set[int]:
    """The places whose whole hand ``seat`` may see: its own and the face-up dummy's."""
    out = set()
    for place, who in enumerate(state.places):
        if who == DUMMY or (seat is not None and who == seat):
            out.add(place)
    return out


def player_view(state: MuertosState, seat: int | None) -> MuertosView:
    shown = visible_places(state, seat)
    hands = []
    for place in range(POSITIONS):
        hand = state.hands[place]
        known = tuple(c for c in hand if seat is not None and c in state.seen[place][seat])
        hands.append(HandView(place, state.places[place], tuple(hand) if place in shown else None,
                              () if place in shown else known, len(hand)))
    taken = state.taken
    if taken is not None and state.winner is not None and state.asker is not None:
        if seat is None or (state.seat_at(state.asker) != seat and state.seat_at(state.winner) != seat
                            and DUMMY not in (state.places[state.asker], state.places[state.winner])):
            taken = None
    blank = state.clone()
    blank.events = []
    for place in range(POSITIONS):
        if place not in shown:
            blank.hands[place] = list(hands[place].known)
    blank.rng.state = 0
    return MuertosView(seat, state.players, state.night, state.places, tuple(hands), tuple(state.trick),
                       tuple(state.aside), tuple(state.cancelled), state.last_trick, state.leader, state.acting,
                       state.acted, state.tricks, tuple(state.discards),
                       (tuple(state.captured[0]), tuple(state.captured[1])), tuple(map(tuple, state.totals)),
                       state.phase, state.asker, state.asked, state.winner, taken, blank)


def unseen_cards(data: MuertosData, view: MuertosView) -> list[str]:
    """This night's cards the viewer cannot place: in hidden hands, beyond what it saw arrive."""
    gone = set(view.discards) | set(view.captured[0]) | set(view.captured[1])
    gone |= {c for _, c, _ in view.trick} | {c for _, c in view.aside}
    for h in view.hands:
        gone |= set(h.cards if h.cards is not None else h.known)
    return [c for c in data.deck(view.night) if c not in gone]


def determinize(data: MuertosData, view: MuertosView, rng: random.Random) -> MuertosState:
    """A full state consistent with ``view``: the unseen cards dealt at random to the hidden hands."""
    pool = unseen_cards(data, view)
    rng.shuffle(pool)
    state = view.state.clone()
    for h in view.hands:
        if h.cards is None:
            need = h.size - len(h.known)
            state.hands[h.place] = list(h.known) + pool[:need]
            del pool[:need]
    state.rng.state = rng.getrandbits(64)
    return state
