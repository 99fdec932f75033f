"""What one seat may know of a Dia de los Muertos game, and full states consistent with it.

A seat sees its own hand, the dummy's face-up hand (three players), every card on the table,
the discards and the captures. Of the other hands it knows their sizes and the cards it saw
arrive in them (passed by Swap or in a gift exchange it took part in), until they leave or a
card leaves that hand unseen (then any of them may have gone).
:func:`determinize` deals the unseen cards back out to the hidden hands.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.protocol import visible_events
from game.rules.muertos.cards import POSITIONS, MuertosData
from game.rules.muertos.state import COLOURS, DUMMY, NIGHTS, MuertosState, Phase


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
    # per finished night: (its seating, (Food, Muertos) captured by partnership 0 and by partnership 1)
    nights: tuple
    kingmakers: tuple  # three players, the last night: (seat, partner whose win it shares), public
    # cards the viewer saw passed into a hand but lost sight of since: (card, the places it may be in)
    maybe: tuple
    # a copy with every hidden card removed, for rule checks and determinize (not compared)
    state: MuertosState = field(compare=False, repr=False)

    def hand(self, place: int) -> HandView:
        return self.hands[place]

    def seat_at(self, place: int) -> int:
        """The seat deciding for ``place`` (the dummy's partner for the dummy)."""
        seat = self.places[place]
        return self.places[(place + 2) % POSITIONS] if seat == DUMMY else seat

    def deciding_place(self) -> int | None:
        """The place whose decision it is (public: whose turn it is), ``None`` once the game is over."""
        return self.state.deciding_place()

    def trick_winner(self) -> int | None:
        """The place winning the trick under way as it stands (public: the cards are face up)."""
        return self.state.trick_winner()


def _counts(data: MuertosData, cards) -> tuple[int, int]:
    """(Food, Muertos) among ``cards``."""
    kinds = [data.cards[c].kind for c in cards]
    return kinds.count("food"), kinds.count("muertos")


def night_scores(data: MuertosData, view: MuertosView) -> list[list[tuple[int, int] | None]]:
    """The scores night by night, for the table: one row per side with four players (the side of
    seats 0 and 2 first), one per player with three; in each, per night, the (Food, Muertos)
    credited to it (tonight's as it stands; ``None`` for a night still to come). Pairs are counted
    over all three nights together."""
    rows = 2 if view.players == 4 else view.players
    out: list[list[tuple[int, int] | None]] = [[None] * NIGHTS for _ in range(rows)]
    nights = list(view.nights)
    if view.phase is not Phase.OVER:
        nights.append((view.places, tuple(_counts(data, c) for c in view.captured)))
    for night, (places, counts) in enumerate(nights):
        for row in range(rows):
            if view.players == 4:
                out[row][night] = counts[row]
            else:
                out[row][night] = counts[places.index(row) % 2]
    return out


def visible_places(state: MuertosState, seat: int | None) -> set[int]:
    """The places whose whole hand ``seat`` may see: its own and the face-up dummy's."""
    out = set()
    for place, who in enumerate(state.places):
        if who == DUMMY or (seat is not None and who == seat):
            out.add(place)
    return out


PASSED = {"swap_give": (0, 1), "swap_return": (0, 1), "gift_give": (0, 1), "gift_take": (1, 0)}  # (from, to)
HIDDEN = {k + "_hidden": v for k, v in PASSED.items()}  # the same passes, as the others see them


def known_cards(events, seat: int | None) -> tuple[list[set], dict[str, set]]:
    """What ``seat`` knows of where the cards passed between hands are tonight, from the events it
    saw: per place, the cards it is sure are there (it saw them passed in, and none left that
    hand unseen since); and the cards it has lost sight of, each with the hands it may be in.

    A card that leaves a hand unseen (a gift drawn at random, a pass between partners) could be
    any of its cards: after one the seat is sure of none of that hand's cards, only that each is
    in that hand or the one the card went to (and so on, as more cards go unseen)."""
    sure: list[set] = [set() for _ in range(POSITIONS)]
    maybe: dict[str, set] = {}
    if seat is None:
        return sure, maybe
    start = next((i for i in range(len(events) - 1, -1, -1) if events[i].kind == "night"), 0)
    for e in events[start:]:
        if e.visible_to is not None and seat not in e.visible_to:
            continue
        kind, d = e.kind, e.data
        if kind in PASSED:
            src, dst = (d[i] for i in PASSED[kind])
            sure[src].discard(d[2])
            sure[dst].add(d[2])
            maybe.pop(d[2], None)
        elif kind in HIDDEN:
            src, dst = (d[i] for i in HIDDEN[kind])
            for places in maybe.values():
                if src in places:
                    places.add(dst)
            for card in sure[src]:
                maybe[card] = {src, dst}
            sure[src] = set()
        elif kind in ("play", "set_aside"):
            sure[d[0]].discard(d[1])
            maybe.pop(d[1], None)
    return sure, maybe


def player_view(state: MuertosState, seat: int | None) -> MuertosView:
    shown = visible_places(state, seat)
    certain, maybe = known_cards(state.events, seat)
    hands = []
    for place in range(POSITIONS):
        hand = state.hands[place]
        known = tuple(c for c in hand if c in certain[place])
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
        # what the other seats saw pass between hands is theirs alone; of its own, what it is sure of
        blank.seen[place] = [set(hands[place].known) if s == seat else set() for s in range(state.players)]
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
                       visible_events(state.events, seat),
                       tuple((places, tuple(_counts(state.data, c) for c in captured))
                             for places, captured in state.night_captures),
                       tuple(sorted(state.kingmakers.items())),
                       tuple(sorted((card, tuple(sorted(places))) for card, places in maybe.items())), blank)


def unseen_cards(data: MuertosData, view: MuertosView) -> list[str]:
    """This night's cards the viewer cannot place: in hidden hands, beyond what it saw arrive."""
    gone = set(view.discards) | set(view.captured[0]) | set(view.captured[1])
    gone |= {c for _, c, _ in view.trick} | {c for _, c in view.aside}
    for h in view.hands:
        gone |= set(h.cards if h.cards is not None else h.known)
    return [c for c in data.deck(view.night) if c not in gone]


def _void_misfit(data: MuertosData, void: tuple, card: str) -> bool:
    """Whether ``card`` could not have been in a hand when it set a card aside under ``void``."""
    used, spoiled, _ = void
    c = data.cards[card]
    return not (c.colour in used or (spoiled and c.kind == "food"))


class _Hand:
    """One hidden hand to fill: the cards known there, how many more it takes, and what is known
    about it as count bounds on card features (``(feature, base, lo, hi)``: the hand, with the cards
    an answer counted that have left it since, holds between ``lo`` and ``hi`` cards of the feature)
    and "held most" answers (``(colour feature, other colour features, bases)``)."""

    __slots__ = ("place", "fixed", "need", "bounds", "most", "room", "got")

    def __init__(self, place: int, fixed: list[str], need: int):
        self.place, self.fixed, self.need = place, fixed, need
        self.bounds: list[tuple[int, int, int, int]] = []
        self.most: list[tuple[int, int, tuple[tuple[int, int], ...]]] = []
        self.room = need
        self.got: list[int] = []


def _constraints(data: MuertosData, view: MuertosView, pool: list[str]) -> tuple[list[_Hand], list, int]:
    """The hidden hands with everything the viewer knows about them, and the card features used:
    per card of ``pool``, the features it has.

    Known: the cards seen to arrive (and the Start card, held by the leader until it is played:
    taken out of ``pool``); a set-aside (at most as many cards outside its colours as arrived
    since); every Ask answer (counts of a rank, of a colour, of a card; the highest rank; the
    colour held most)."""
    answers = view.state.answers
    features: dict[tuple, int] = {}

    def feature(key: tuple) -> int:
        return features.setdefault(key, len(features))

    def test(key: tuple, card: str) -> bool:
        c = data.cards[card]
        kind = key[0]
        if kind == "rank":
            return c.rank == key[1]
        if kind == "above":
            return c.rank > key[1]
        if kind == "colour":
            return c.colour == key[1]
        if kind == "card":
            return c.rank == key[1] and c.colour == key[2]
        return _void_misfit(data, key[1], card)  # ("misfit", void)

    start = data.start_card
    opening = view.tricks == 0 and view.acted == 0 and view.phase is Phase.PLAY and start in pool
    hands = []
    for h in view.hands:
        if h.cards is not None:
            continue
        fixed = list(h.known)
        if opening and h.place == view.leader:
            fixed.append(start)
            pool.remove(start)
        hand = _Hand(h.place, fixed, h.size - len(fixed))
        hands.append(hand)
        if h.void is None and not answers[h.place]:
            continue

        def bound(key, cards, lo, hi):
            hand.bounds.append((feature(key), sum(1 for c in cards if test(key, c)), lo, hi))  # noqa: B023 (called in the loop)

        if h.void is not None:
            bound(("misfit", h.void), fixed, 0, h.void[2])
        for question, rank, colour, answer, gone in answers[h.place]:
            then = fixed + list(gone)
            if answer == "none":  # the hand was empty then: nothing more can be said
                continue
            if question == "highest":
                bound(("above", answer), then, 0, 0)
                bound(("rank", answer), then, 1, HUGE)
            elif question == "rank":
                bound(("rank", rank), then, answer, answer)
            elif question == "colour":
                bound(("colour", colour), then, answer, answer)
            elif question == "hold":
                bound(("card", rank, colour), then, 1 if answer else 0, HUGE if answer else 0)
            elif question == "most":
                keys = [("colour", c) for c in COLOURS]
                bases = tuple((feature(k), sum(1 for c in then if test(k, c))) for k in keys)
                mine = COLOURS.index(answer)
                hand.most.append((bases[mine][0], bases[mine][1], bases[:mine] + bases[mine + 1:]))
    if not features:
        return hands, [], 0
    keys = sorted(features, key=features.get)
    hits = [[j for j, key in enumerate(keys) if test(key, card)] for card in pool]
    return hands, hits, len(keys)


HUGE = 99
NODES = 40_000  # a search this long means the view is not consistent: the best guess is kept


def _search(hands: list[_Hand], pool: list[str], hits: list, n_features: int,
            allowed: list | None = None) -> list[list[str]] | None:
    """Deal ``pool`` (in its order) to ``hands``, each card to the first hand (in list order) that
    may hold it (``allowed[i]``: the places card ``i`` may go to, ``None`` for any) and can still
    meet everything known about it, backtracking when a hand can no longer be completed. Returns
    the cards per hand, or ``None`` if no deal fits (or the search ran too long)."""
    n = len(pool)
    allowed = allowed or [None] * n
    # avail[i][j]: cards from position i on that have feature j
    avail = [[0] * n_features for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        row = avail[i] = list(avail[i + 1])
        for j in hits[i]:
            row[j] += 1
    tight = [h for h in hands if h.bounds or h.most]
    for h in hands:
        h.room = h.need
        h.got = [0] * n_features
    dealt = [-1] * n
    nodes = 0

    def feasible(i: int) -> bool:
        """Every constrained hand can still be completed from the cards at positions >= i."""
        left = avail[i]
        rest = n - i
        for h in tight:
            k, got = h.room, h.got
            for j, base, lo, hi in h.bounds:
                cur = base + got[j]
                a = left[j]
                if cur > hi or cur + (k if k < a else a) < lo:
                    return False
                if hi < HUGE and cur + max(0, k - (rest - a)) > hi:
                    return False  # it must take more of these cards than it may hold
            for j, base, others in h.most:
                top = base + got[j] + min(k, left[j])
                if any(b + got[o] > top for o, b in others):
                    return False
        return True

    def done() -> bool:
        for h in tight:
            for j, base, others in h.most:
                mine = base + h.got[j]
                if any(b + h.got[o] > mine for o, b in others):
                    return False
        return True

    def place(i: int) -> bool:
        nonlocal nodes
        if i == n:
            return done()
        nodes += 1
        if nodes > NODES:
            return False
        where = allowed[i]
        for hi, h in enumerate(hands):
            if not h.room or (where is not None and h.place not in where):
                continue
            h.room -= 1
            for j in hits[i]:
                h.got[j] += 1
            if feasible(i + 1) and place(i + 1):
                dealt[i] = hi
                return True
            h.room += 1
            for j in hits[i]:
                h.got[j] -= 1
            if nodes > NODES:
                return False
        return False

    if not feasible(0) or not place(0):
        return None
    out: list[list[str]] = [[] for _ in hands]
    for i, hi in enumerate(dealt):
        out[hi].append(pool[i])
    return out


def determinize(data: MuertosData, view: MuertosView, rng: random.Random) -> MuertosState:
    """A full state consistent with ``view``: the unseen cards dealt at random to the hidden hands.

    The deal keeps everything the viewer has learned: the cards it saw arrive in a hand stay
    there (a card it lost sight of since stays in one of the hands it may have gone to), the
    leader holds the Start card until it is led, a hand that set a card aside then held
    only the colours already in that trick (and Food after Spoiled) apart from as many cards as it
    has received since, and every Ask answer heard about a hand holds for it (counting the cards
    it has played since). The unseen cards are shuffled, then each goes to the first hidden hand
    (in a random order, the constrained hands first) that can still meet all of that; a dead end
    is backtracked, so the deal always fits. Should the view itself be inconsistent (never in a
    game), the cards are dealt as they come: a guess is never refused.
    """
    pool = unseen_cards(data, view)
    rng.shuffle(pool)
    maybe = {card: places for card, places in view.maybe if card in pool}
    if maybe:  # the cards whose hands are known in part are dealt first: they never find all full
        pool.sort(key=lambda c: c not in maybe)
    hands, hits, n_features = _constraints(data, view, pool)
    dealt = None
    if n_features or maybe:
        order = list(range(len(hands)))
        rng.shuffle(order)
        order.sort(key=lambda i: not (hands[i].bounds or hands[i].most))  # the constrained hands choose first
        hands = [hands[i] for i in order]
        spare = len(pool) - sum(h.need for h in hands)
        box = [_Hand(-1, [], spare)] if spare > 0 else []  # (a hand-built position: cards left over)
        dealt = _search(hands + box, pool, hits or [[] for _ in pool], n_features,
                        [maybe.get(c) for c in pool] if maybe else None)
    if dealt is None:  # no constraint (or, never in a game, no deal meets them): as they come
        dealt, i = [], 0
        for h in hands:
            dealt.append(pool[i:i + h.need])
            i += h.need
    state = view.state.clone()
    state.events = list(view.events)
    for h, cards in zip(hands, dealt):
        state.hands[h.place] = h.fixed + cards
    state.rng.state = rng.getrandbits(64)
    return state
