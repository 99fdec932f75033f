"""Dia de los Muertos: the rules, pure Python (no pygame).

Four places at the table, numbered clockwise; partners sit opposite (places p and p + 2), so a
place's partnership is ``p % 2``. With four players seat i sits at place i. With three, each
night one seat partners the face-up dummy, which sits opposite it; the dummy's moves are its
partner's decisions. "The player on X's right" is the place before X clockwise.

A night (a hand) deals 28 cards, seven to each place; seven tricks follow. The holder of the
Start card leads it. Black may always be played (Food not after Spoiled); pink, green and blue
at most once each per trick; Choose counts as the colour its player names. A place with no
legal card sets one aside. At the end of a trick every 3 cancels one opposing 10, the highest
surviving rank wins (the first played on equal ranks), the winner's partnership captures the
scoring cards, and a capture or a Spoiled starts a gift exchange with the player on the
winner's right. Three nights; most Food + Muertos pairs wins.
"""
from __future__ import annotations

import hashlib

from game.protocol import Event, GameState, Setup, not_to_move
from game.rules.base import Action, Rng, clone_state
from game.rules.muertos.actions import (QUESTIONS, Answer, AskQuestion, CancelTen, GiftGive, GiftTake, Play,
                                         SetAside, SwapGive, SwapReturn)
from game.rules.muertos.cards import POSITIONS, MuertosData
from game.rules.muertos.knowledge import MuertosKnowledge
from game.rules.muertos.phases import COLOURS, DUMMY, NIGHTS, Phase, seating
from game.rules.muertos.scoring import MuertosScoring
from game.rules.muertos.tricks import MuertosTricks
from game.rules.muertos.words import colour_msg
from game.rules.muertos.words import t as _t
from game.text import say

# the state's public face: its class, and the phases and names its view, table and tests read
__all__ = ["MuertosState", "Phase", "COLOURS", "DUMMY", "NIGHTS"]


class MuertosState(MuertosTricks, MuertosScoring, MuertosKnowledge, GameState):
    """The whole game: every hand, the trick, the discards, the captures, whose decision it is."""

    def __init__(self, data: MuertosData, seed: int, setup: Setup):
        self.data = data
        self.setup = setup
        self.seed = seed
        self.players = setup.players
        if self.players not in (3, 4):
            raise ValueError("Día de los Muertos is played by three or four")
        self.rng = Rng(seed)
        self.events: list[Event] = []
        self.revealed = False
        self.night = -1
        self.places: tuple[int, ...] = seating(self.players, 0)
        self.hands: list[list[str]] = [[] for _ in range(POSITIONS)]
        self.trick: list[tuple[int, str, str]] = []  # (place, card, colour it counts as) in play order
        self.aside: list[tuple[int, str]] = []  # cards set aside in this trick
        self.cancelled: list[int] = []  # places whose 10 was cancelled in this trick
        self.cancel_next = 0  # the next trick entry to look at for a cancelling 3
        self.last_trick: tuple = ()  # (trick, set aside, cancelled, winner) of the trick just finished
        self.leader = 0
        self.acting = 0  # the place to act
        self.acted = 0  # places that have acted in this trick
        self.tricks = 0  # tricks finished this night
        self.discards: list[str] = []  # this night's face-up pile (non-scoring and uncaptured cards)
        self.captured: list[list[str]] = [[], []]  # this night's captures per partnership
        self.totals: list[list[int]] = [[0, 0] for _ in range(self.players)]  # per seat: [food, muertos]
        self.night_captures: list[tuple] = []  # per finished night: (seating, captures of partnership 0 and 1)
        self.phase = Phase.PLAY
        self.asker: int | None = None  # the place that played Ask / Swap / the 3 / the gift's right
        self.asked: int | None = None
        self.swapped: str | None = None
        self.winner: int | None = None
        self.taken: str | None = None
        self.kingmakers: dict[int, int] = {}  # seat -> partner whose win they share (three players)
        # per place, per seat: the cards of that hand the seat saw arrive (Swap and gifts)
        self.seen: list[list[set]] = [[set() for _ in range(self.players)] for _ in range(POSITIONS)]
        # per place, what everybody learned when it set a card aside: (colours it could only hold,
        # Food allowed too, cards received since) or None; see void()
        self.voids: list[tuple | None] = [None] * POSITIONS
        # per place, the Ask answers everybody heard about it: (question, rank, colour, answer,
        # cards it played or set aside since); forgotten when a card passes in or out unseen
        self.answers: list[tuple] = [()] * POSITIONS
        self._new_night()

    # ------------------------------------------------------------------ seats and places
    def seat_at(self, place: int) -> int:
        """The seat deciding for ``place`` (the dummy's partner for the dummy)."""
        seat = self.places[place]
        return self.places[(place + 2) % POSITIONS] if seat == DUMMY else seat

    def place_of(self, seat: int) -> int:
        return self.places.index(seat)

    @property
    def dummy_place(self) -> int | None:
        return self.places.index(DUMMY) if DUMMY in self.places else None

    def partnership(self, place: int) -> int:
        return place % 2

    def right_of(self, place: int) -> int:
        return (place - 1) % POSITIONS

    def partner_of(self, place: int) -> int:
        return (place + 2) % POSITIONS

    def card(self, card_id: str):
        return self.data.cards[card_id]

    @property
    def muertos_colour(self) -> str:
        return self.data.nights[self.night].colour

    # ------------------------------------------------------------------ the protocol
    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def deciding_place(self) -> int | None:
        """The place whose decision it is now (``None`` when the game is over)."""
        p = self.phase
        if p is Phase.OVER:
            return None
        if p is Phase.PLAY:
            return self.acting
        if p is Phase.ANSWER:
            return self.asked
        if p is Phase.SWAP_RETURN:
            return self.partner_of(self.asker)
        return self.asker  # ASK, SWAP_GIVE, CANCEL, GIFT_TAKE, GIFT_GIVE: asker holds the deciding place

    def to_move(self) -> frozenset:
        place = self.deciding_place()
        return frozenset() if place is None else frozenset((self.seat_at(place),))

    def legal_actions(self, seat: int) -> list[Action]:
        place = self.deciding_place()
        if place is None or self.seat_at(place) != seat:
            return []
        p = self.phase
        hand = self.hands[place]
        if p is Phase.PLAY:
            out: list[Action] = []
            for c in dict.fromkeys(self._sorted(hand)):
                if self._playable(place, c) is None:
                    if self.card(c).kind == "choose":
                        out += [Play(c, colour) for colour in COLOURS if colour != self.muertos_colour]
                    else:
                        out.append(Play(c))
            if not out:
                out = [SetAside(c) for c in dict.fromkeys(self._sorted(hand))]
            return out
        if p is Phase.ASK:
            out = []
            for target in range(POSITIONS):
                out.append(AskQuestion(target, "highest"))
                out += [AskQuestion(target, "rank", rank=r) for r in self._ranks()]
                out += [AskQuestion(target, "colour", colour=c) for c in COLOURS]
                out.append(AskQuestion(target, "most"))
                out += [AskQuestion(target, "hold", rank=r, colour=c) for r, c in self._rank_colours()]
            return out
        if p is Phase.ANSWER:
            return [Answer(c) for c in self._most_colours(self.hands[self.asked])]
        if p in (Phase.SWAP_GIVE, Phase.SWAP_RETURN, Phase.GIFT_GIVE):
            kind = {Phase.SWAP_GIVE: SwapGive, Phase.SWAP_RETURN: SwapReturn, Phase.GIFT_GIVE: GiftGive}[p]
            return [kind(c) for c in dict.fromkeys(self._sorted(hand))]
        if p is Phase.CANCEL:
            return [CancelTen(t) for t in self._ten_targets(self.asker)]
        if p is Phase.GIFT_TAKE:
            return [GiftTake(c) for c in dict.fromkeys(self._sorted(self.hands[self.winner]))]
        return []

    def why_illegal(self, seat: int | Action, action: Action | None = None) -> str | None:
        if action is None:  # why_illegal(action): the seat to move
            seat, action = next(iter(self.to_move()), -1), seat
        refusal = not_to_move(self, seat)
        if refusal is not None:
            return refusal
        place = self.deciding_place()
        p = self.phase
        want = {Phase.PLAY: (Play, SetAside), Phase.ASK: (AskQuestion,), Phase.ANSWER: (Answer,),
                Phase.SWAP_GIVE: (SwapGive,), Phase.SWAP_RETURN: (SwapReturn,), Phase.CANCEL: (CancelTen,),
                Phase.GIFT_TAKE: (GiftTake,), Phase.GIFT_GIVE: (GiftGive,)}[p]
        if not isinstance(action, want):
            return self._phase_prompt()
        hand = self.hands[place]
        if isinstance(action, Play):
            if action.card not in hand:
                return _t("refuse-not-in-hand")
            reason = self._playable(place, action.card)
            if reason is not None:
                return reason
            if self.card(action.card).kind == "choose":
                if action.colour not in COLOURS:
                    return _t("refuse-choose-needs-colour")
                if action.colour == self.muertos_colour:
                    return _t("refuse-choose-muertos-colour", colour=say(colour_msg(self.muertos_colour)))
            elif action.colour is not None:
                return _t("refuse-only-choose")
            return None
        if isinstance(action, SetAside):
            if action.card not in hand:
                return _t("refuse-not-in-hand")
            if any(self._playable(place, c) is None for c in hand):
                return _t("refuse-set-aside")
            return None
        if isinstance(action, AskQuestion):
            if not 0 <= action.target < POSITIONS:
                return _t("refuse-ask-someone")
            if action.question not in QUESTIONS:
                return _t("refuse-ask-questions", questions=", ".join(QUESTIONS))
            needs_rank = action.question in ("rank", "hold")
            needs_colour = action.question in ("colour", "hold")
            if needs_rank != (action.rank is not None) or needs_colour != (action.colour is not None):
                return _t("refuse-question-needs", question=action.question)
            if action.rank is not None and action.rank not in self._ranks():
                return _t("refuse-no-rank")
            if action.colour is not None and action.colour not in COLOURS:
                return _t("refuse-colours")
            if action.question == "hold" and (action.rank, action.colour) not in self._rank_colours():
                return _t("refuse-no-card")
            return None
        if isinstance(action, Answer):
            if action.colour not in self._most_colours(self.hands[self.asked]):
                return _t("refuse-answer")
            return None
        if isinstance(action, (SwapGive, SwapReturn, GiftGive)):
            return None if action.card in hand else _t("refuse-not-in-hand")
        if isinstance(action, CancelTen):
            return None if action.position in self._ten_targets(self.asker) else _t("refuse-not-a-ten")
        if isinstance(action, GiftTake):
            return None if action.card in self.hands[self.winner] else _t("refuse-not-in-dummy")
        return _t("refuse-no-such-move")

    def apply(self, seat: int, action: Action) -> list[Event]:
        self.check(seat, action)
        start = len(self.events)
        self.revealed = False
        place = self.deciding_place()
        handler = {Play: self._do_play, SetAside: self._do_aside, AskQuestion: self._do_ask, Answer: self._do_answer,
                   SwapGive: self._do_swap_give, SwapReturn: self._do_swap_return, CancelTen: self._do_cancel,
                   GiftTake: self._do_gift_take, GiftGive: self._do_gift_give}[type(action)]
        handler(place, action)
        return self.events[start:]

    # ------------------------------------------------------------------ legality helpers
    def _playable(self, place: int, card_id: str) -> str | None:
        """``None`` if ``card_id`` may be played by ``place`` now, else why not."""
        card = self.card(card_id)
        if self.tricks == 0 and self.acted == 0:
            start = next((c for c in self.hands[place] if self.card(c).kind == "start"), None)
            if start is not None and card_id != start:
                return _t("refuse-start-leads")
        if card.colour == "black":
            if card.kind == "food" and any(self.card(c).kind == "spoiled" for _, c, _ in self.trick):
                return _t("refuse-spoiled")
            return None
        used = {colour for _, _, colour in self.trick}
        if card.colour in used:
            return _t("refuse-colour-played", colour=card.colour)
        return None

    def _ranks(self) -> tuple[int, ...]:
        return tuple(sorted({c.rank for c in self.data.cards.values()}))

    def _rank_colours(self) -> tuple[tuple[int, str], ...]:
        return tuple(sorted({(c.rank, c.colour) for c in self.data.cards.values()},
                            key=lambda rc: (rc[0], COLOURS.index(rc[1]))))

    @staticmethod
    def _most_colours_counts(cards, data) -> dict[str, int]:
        counts = {c: 0 for c in COLOURS}
        for card in cards:
            counts[data.cards[card].colour] += 1
        return counts

    def _most_colours(self, hand) -> list[str]:
        counts = self._most_colours_counts(hand, self.data)
        top = max(counts.values())
        return [c for c in COLOURS if counts[c] == top] if top else []

    def _ten_targets(self, place3: int) -> list[int]:
        """Opposing 10s in this trick a 3 of ``place3`` may cancel (not yet cancelled)."""
        mine = self.partnership(place3)
        return [p for p, c, _ in self.trick
                if self.card(c).rank == 10 and self.partnership(p) != mine and p not in self.cancelled]

    def _sorted(self, cards) -> list[str]:
        return sorted(cards, key=self.data.hand_order.__getitem__)

    def _phase_prompt(self) -> str:
        return _t("refuse-phase-" + self.phase.value.replace("_", "-"))

    # ------------------------------------------------------------------ the log
    def _log(self, kind: str, data: tuple, actor: int | None, visible_to: frozenset | None = None) -> None:
        """Record an event. Its data ends with the night's seating (who sits at each place), so a
        log line can name the player or the dummy at any place it mentions."""
        self.events.append(Event(kind, data + (self.places,), actor, visible_to))

    # ------------------------------------------------------------------ copies and fingerprints
    # what the rules change in place, copied by clone (the rest is shared, or replaced whole)
    _LISTS = ("events", "trick", "aside", "cancelled", "discards", "night_captures", "voids", "answers")
    _NESTED = ("hands", "captured", "totals")

    def clone(self) -> "MuertosState":
        new = clone_state(self, self._LISTS, self._NESTED)
        new.kingmakers = dict(self.kingmakers)
        new.seen = [[set(k) for k in row] for row in self.seen]
        return new

    def digest(self) -> str:
        parts = (self.rng.state, self.night, self.places, [tuple(h) for h in self.hands], self.trick, self.aside,
                 self.cancelled, self.cancel_next, self.leader, self.acting, self.acted, self.tricks, self.discards,
                 self.captured, self.totals, self.phase.value, self.asker, self.asked, self.winner, self.taken,
                 sorted(self.kingmakers.items()), [[sorted(k) for k in row] for row in self.seen],
                 [None if v is None else (sorted(v[0]), v[1], v[2]) for v in self.voids], self.answers)
        return hashlib.sha256(repr(parts).encode()).hexdigest()[:32]
