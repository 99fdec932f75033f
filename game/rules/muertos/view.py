"""What one seat may know of a Dia de los Muertos game, and full states consistent with it.

A seat sees its own hand, the dummy's face-up hand (three players), every card on the table,
the discards and the captures. Of the other hands it knows their sizes and the cards it saw
arrive in them (passed by Swap or in a gift exchange it took part in), until they leave.
:func:`determinize` deals the unseen cards back out to the hidden hands.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.protocol import visible_events
from game.rules.muertos.cards import POSITIONS, MuertosData
from game.rules.muertos.state import DUMMY, MuertosState, Phase


@dataclass(frozen=True)
class HandView:
    place: int
    seat: int  # who sits there (DUMMY for the dummy)
    cards: tuple[str, ...] | None  # the whole hand when the viewer may see it
    known: tuple[str, ...]  # otherwise: the cards the viewer saw arrive there
    size: int
    void: tuple | None = None  # public: (colours it could only hold, Food too, cards received since)


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
    events: tuple  # every event this seat may see
    # a copy with every hidden card removed, for rule checks and determinize (not compared)
    state: MuertosState = field(compare=False, repr=False)

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
                              () if place in shown else known, len(hand), state.voids[place]))
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
        # what the other seats saw pass between hands is theirs alone
        blank.seen[place] = [k if s == seat else set() for s, k in enumerate(state.seen[place])]
    blank.taken = taken
    if state.swapped is not None and state.asker is not None and seat not in (
            state.seat_at(state.asker), state.seat_at(state.partner_of(state.asker))) \
            and DUMMY not in (state.places[state.asker], state.places[state.partner_of(state.asker)]):
        blank.swapped = None
    blank.rng.state = 0
    blank.seed = 0  # the game's seed would deal every hidden hand again
    return MuertosView(seat, state.players, state.night, state.places, tuple(hands), tuple(state.trick),
                       tuple(state.aside), tuple(state.cancelled), state.last_trick, state.leader, state.acting,
                       state.acted, state.tricks, tuple(state.discards),
                       (tuple(state.captured[0]), tuple(state.captured[1])), tuple(map(tuple, state.totals)),
                       state.phase, state.asker, state.asked, state.winner, taken,
                       visible_events(state.events, seat), blank)


def unseen_cards(data: MuertosData, view: MuertosView) -> list[str]:
    """This night's cards the viewer cannot place: in hidden hands, beyond what it saw arrive."""
    gone = set(view.discards) | set(view.captured[0]) | set(view.captured[1])
    gone |= {c for _, c, _ in view.trick} | {c for _, c in view.aside}
    for h in view.hands:
        gone |= set(h.cards if h.cards is not None else h.known)
    return [c for c in data.deck(view.night) if c not in gone]


def determinize(data: MuertosData, view: MuertosView, rng: random.Random) -> MuertosState:
    """A full state consistent with ``view``: the unseen cards dealt at random to the hidden hands.

    A hand that set a card aside could then hold only colours already in that trick (and Food
    after Spoiled): its unknown cards are drawn from those first, except as many as it has
    received since. Ask answers heard about a hand are kept too: deals that contradict one are
    drawn again. Should no deal fit every constraint in a few tries (a rare double constraint),
    the one that fits best is kept: a guess is never refused.
    """
    unseen = unseen_cards(data, view)
    hidden = [h for h in view.hands if h.cards is None]

    def fits(h: HandView, c: str) -> bool:
        used, spoiled, _ = h.void
        return data.cards[c].colour in used or (spoiled and data.cards[c].kind == "food")

    def deal() -> tuple[dict, bool]:
        pool = list(unseen)
        rng.shuffle(pool)
        order = [h for h in hidden if h.void is not None]
        rng.shuffle(order)
        hands: dict[int, list[str]] = {}
        ok = True
        for h in order:  # the constrained hands first
            need = h.size - len(h.known)
            bound = max(0, need - h.void[2])
            chosen = [c for c in pool if fits(h, c)][:bound]
            ok = ok and len(chosen) == bound
            for c in chosen:
                pool.remove(c)
            hands[h.place] = chosen
        for h in hidden:
            need = h.size - len(h.known) - len(hands.get(h.place, ()))
            hands[h.place] = hands.get(h.place, []) + pool[:need]
            del pool[:need]
        return hands, ok

    asked = [h for h in hidden if view.state.answers[h.place]]

    def misfits(hands: dict) -> int:
        return sum(1 for h in asked if not view.state.answer_fits(h.place, list(h.known) + hands[h.place]))

    best, best_key = None, None
    for _ in range(48 if asked else 24):  # constrained hands may compete for the same cards: try again
        hands, ok = deal()
        key = (not ok, misfits(hands) if asked else 0)
        if best_key is None or key < best_key:
            best, best_key = hands, key
        if key == (False, 0):
            break
    hands = best
    state = view.state.clone()
    state.events = list(view.events)
    for h in hidden:
        state.hands[h.place] = list(h.known) + hands[h.place]
    state.rng.state = rng.getrandbits(64)
    return state
