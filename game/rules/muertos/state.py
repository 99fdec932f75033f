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
from enum import Enum

from game.protocol import Event, GameState, Outcome, ScoreSheet, Setup, not_to_move
from game.rules.base import Action, IllegalAction, Rng
from game.rules.muertos.actions import (QUESTIONS, Answer, AskQuestion, CancelTen, GiftGive, GiftTake, Play,
                                         SetAside, SwapGive, SwapReturn)
from game.rules.muertos.cards import HAND_SIZE, POSITIONS, MuertosData

DUMMY = -2  # the seat number standing for the dummy hand at its place (three players)
NIGHTS = 3
TRICKS = HAND_SIZE
COLOURS = ("black", "pink", "green", "blue")


class Phase(Enum):
    PLAY = "play"  # the place to act plays a card (or sets one aside)
    ASK = "ask"  # Ask was played: its player asks a question
    ANSWER = "answer"  # the asked player picks among colours tied for the most
    SWAP_GIVE = "swap_give"  # Swap was played: its player passes a card to the partner
    SWAP_RETURN = "swap_return"  # ... and the partner passes one back
    CANCEL = "cancel"  # a 3 facing several opposing 10s: its player picks the one it cancels
    GIFT_TAKE = "gift_take"  # the dummy won: the player on its right picks the card to take
    GIFT_GIVE = "gift_give"  # the player on the winner's right gives a card back
    OVER = "over"


def answer_to(data, question: str, rank, colour, cards):
    """Ask's truthful answer about ``cards`` (all but "most", whose ties the answerer breaks)."""
    if question == "highest":
        return max((data.cards[c].rank for c in cards), default="none")
    if question == "rank":
        return sum(1 for c in cards if data.cards[c].rank == rank)
    if question == "colour":
        return sum(1 for c in cards if data.cards[c].colour == colour)
    if question == "hold":
        return any(data.cards[c].rank == rank and data.cards[c].colour == colour for c in cards)
    raise ValueError(f"no plain answer to {question!r}")


def seating(players: int, night: int) -> tuple[int, ...]:
    """Who sits at each place on ``night``: seat numbers, :data:`DUMMY` for the dummy hand.

    Three players keep their order round the table; the dummy sits opposite its partner, who
    is seat ``night`` (each player partners the dummy for one night).
    """
    if players == 4:
        return (0, 1, 2, 3)
    partner = night % 3
    for gap in range(POSITIONS):
        order = [0, 1, 2]
        order.insert(gap, DUMMY)
        if (order.index(DUMMY) - order.index(partner)) % POSITIONS == 2:
            return tuple(order)
    raise AssertionError("no seating puts the dummy opposite its partner")


class MuertosState(GameState):
    """The whole game: every hand, the trick, the discards, the captures, whose decision it is."""

    def __init__(self, data: MuertosData, seed: int, setup: Setup):
        self.data = data
        self.setup = setup
        self.seed = seed
        self.players = setup.players
        if self.players not in (3, 4):
            raise ValueError("Dia de los Muertos is played by three or four")
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
                return "That card is not in the hand."
            reason = self._playable(place, action.card)
            if reason is not None:
                return reason
            if self.card(action.card).kind == "choose":
                if action.colour not in COLOURS:
                    return "Choose needs a colour: black, pink, green or blue."
                if action.colour == self.muertos_colour:
                    return f"Choose may not name {self.muertos_colour}, the colour of tonight's Muertos."
            elif action.colour is not None:
                return "Only Choose names a colour."
            return None
        if isinstance(action, SetAside):
            if action.card not in hand:
                return "That card is not in the hand."
            if any(self._playable(place, c) is None for c in hand):
                return "A card in the hand can be played, so none may be set aside."
            return None
        if isinstance(action, AskQuestion):
            if not 0 <= action.target < POSITIONS:
                return "Ask someone at the table."
            if action.question not in QUESTIONS:
                return f"Ask one of these questions: {', '.join(QUESTIONS)}."
            needs_rank = action.question in ("rank", "hold")
            needs_colour = action.question in ("colour", "hold")
            if needs_rank != (action.rank is not None) or needs_colour != (action.colour is not None):
                return "That question needs " + {"rank": "a rank", "colour": "a colour",
                                                  "hold": "a rank and a colour"}.get(action.question, "nothing more")
            if action.rank is not None and action.rank not in self._ranks():
                return "No card has that rank."
            if action.colour is not None and action.colour not in COLOURS:
                return "The colours are black, pink, green and blue."
            if action.question == "hold" and (action.rank, action.colour) not in self._rank_colours():
                return "No card is of that rank and colour."
            return None
        if isinstance(action, Answer):
            if action.colour not in self._most_colours(self.hands[self.asked]):
                return "Answer with one of the colours held most."
            return None
        if isinstance(action, (SwapGive, SwapReturn, GiftGive)):
            return None if action.card in hand else "That card is not in the hand."
        if isinstance(action, CancelTen):
            return None if action.position in self._ten_targets(self.asker) else "That is not an opposing 10 here."
        if isinstance(action, GiftTake):
            return None if action.card in self.hands[self.winner] else "That card is not in the dummy's hand."
        return "That move does not exist in this game."

    def apply(self, seat: int, action: Action) -> list[Event]:
        reason = self.why_illegal(seat, action)
        if reason is not None:
            raise IllegalAction(action, reason, seat)
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
                return "The Start card leads the first trick of the night."
        if card.colour == "black":
            if card.kind == "food" and any(self.card(c).kind == "spoiled" for _, c, _ in self.trick):
                return "Spoiled is in this trick: no Food may follow it."
            return None
        used = {colour for _, _, colour in self.trick}
        if card.colour in used:
            return f"{card.colour.capitalize()} was already played to this trick."
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
        return {Phase.PLAY: "Play a card to the trick.", Phase.ASK: "Ask your question first.",
                Phase.ANSWER: "Answer the question first.", Phase.SWAP_GIVE: "Pass a card to your partner first.",
                Phase.SWAP_RETURN: "Pass a card back first.", Phase.CANCEL: "Choose which 10 the 3 cancels first.",
                Phase.GIFT_TAKE: "Choose the card to take from the dummy first.",
                Phase.GIFT_GIVE: "Give a card to the trick's winner first."}.get(self.phase, "The game is over.")

    # ------------------------------------------------------------------ doing
    def _log(self, kind: str, data: tuple, actor: int | None, visible_to: frozenset | None = None) -> None:
        """Record an event. Its data ends with the night's seating (who sits at each place), so a
        log line can name the player or the dummy at any place it mentions."""
        self.events.append(Event(kind, data + (self.places,), actor, visible_to))

    def _moved(self, card: str, source: int, target: int, seen: frozenset | None) -> None:
        """``card`` went from hand ``source`` to hand ``target``: who saw it now knows it is there."""
        self.hands[source].remove(card)
        self.hands[target].append(card)
        for known in self.seen[source]:
            known.discard(card)
        for seat in (range(self.players) if seen is None else seen):
            self.seen[target][seat].add(card)
        if self.voids[target] is not None:
            used, spoiled, fresh = self.voids[target]
            self.voids[target] = (used, spoiled, fresh + 1)
        # an answer was about the hand as it was; a hidden pass makes it a guess about neither
        self.answers[source] = self.answers[target] = ()

    def fits_void(self, place: int, card: str) -> bool:
        """Whether ``card`` could have been in ``place``'s hand when it last set a card aside."""
        void = self.voids[place]
        if void is None:
            return True
        used, spoiled, _ = void
        c = self.card(card)
        return c.colour in used or (spoiled and c.kind == "food")

    def _left(self, place: int, card: str) -> None:
        self.hands[place].remove(card)
        for known in self.seen[place]:
            known.discard(card)
        if self.answers[place]:
            self.answers[place] = tuple(a[:4] + (a[4] + (card,),) for a in self.answers[place])

    def answer_fits(self, place: int, cards) -> bool:
        """Whether a hand of ``cards`` at ``place`` agrees with every Ask answer heard about it."""
        for question, rank, colour, answer, gone in self.answers[place]:
            then = list(cards) + list(gone)
            if question == "most":
                if answer not in (self._most_colours(then) or ["none"]):
                    return False
            elif answer_to(self.data, question, rank, colour, then) != answer:
                return False
        return True

    def _seats_seeing(self, *places: int) -> frozenset | None:
        """Who may see a card passed between ``places``: their seats, or everybody if the dummy is one."""
        if any(self.places[p] == DUMMY for p in places):
            return None
        return frozenset(self.seat_at(p) for p in places)

    def _new_night(self) -> None:
        self.night += 1
        self.places = seating(self.players, self.night)
        deck = list(self.data.deck(self.night))
        self.rng.shuffle(deck)
        for place in range(POSITIONS):
            self.hands[place] = deck[place * HAND_SIZE:(place + 1) * HAND_SIZE]
        self.discards = []
        self.captured = [[], []]
        self.seen = [[set() for _ in range(self.players)] for _ in range(POSITIONS)]
        self.voids = [None] * POSITIONS
        self.answers = [()] * POSITIONS
        self.tricks = 0
        self.leader = next(p for p in range(POSITIONS) if any(self.card(c).kind == "start" for c in self.hands[p]))
        self.revealed = True
        self._log("night", (self.night, self.places, self.leader), None)
        dummy = self.dummy_place
        for place in range(POSITIONS):
            visible = None if place == dummy else frozenset((self.seat_at(place),))
            self._log("deal", (place, tuple(self._sorted(self.hands[place]))), self.seat_at(place), visible)
        if self.night == NIGHTS - 1 and self.players == 3:
            self._kingmakers()
        self._start_trick(self.leader)

    def _start_trick(self, leader: int) -> None:
        self.leader = self.acting = leader
        self.trick, self.aside, self.cancelled = [], [], []
        self.acted = 0
        self.cancel_next = 0
        self.phase = Phase.PLAY

    def _do_play(self, place: int, action: Play) -> None:
        card = self.card(action.card)
        self._left(place, action.card)
        colour = action.colour if card.kind == "choose" else card.colour
        self.trick.append((place, action.card, colour))
        self._log("play", (place, action.card, colour if card.kind == "choose" else None), self.seat_at(place))
        self.acted += 1
        if card.kind == "ask":
            self.phase, self.asker = Phase.ASK, place
            return
        if card.kind == "swap" and self.hands[place]:
            self.phase, self.asker = Phase.SWAP_GIVE, place
            return
        self._next_to_act()

    def _do_aside(self, place: int, action: SetAside) -> None:
        # nothing could be played: every card held was of a colour already in the trick (or Food
        # after Spoiled). Public knowledge, until new cards arrive in that hand.
        used = frozenset(colour for _, _, colour in self.trick if colour != "black")
        spoiled = any(self.card(c).kind == "spoiled" for _, c, _ in self.trick)
        self.voids[place] = (used, spoiled, 0)
        self._left(place, action.card)
        self.aside.append((place, action.card))
        self._log("set_aside", (place, action.card), self.seat_at(place))
        self.acted += 1
        self._next_to_act()

    def _do_ask(self, place: int, action: AskQuestion) -> None:
        hand = self.hands[action.target]
        q = action.question
        self.asked = action.target
        if q == "most":
            tied = self._most_colours(hand)
            if len(tied) > 1:
                self.phase = Phase.ANSWER
                self._log("ask", (place, action.target, q, None, None, None), self.seat_at(place))
                return
            answer = tied[0] if tied else "none"
        else:
            answer = answer_to(self.data, q, action.rank, action.colour, hand)
        self.answers[action.target] += ((q, action.rank, action.colour, answer, ()),)
        self._log("ask", (place, action.target, q, action.rank, action.colour, answer), self.seat_at(place))
        self._after_special()

    def _do_answer(self, place: int, action: Answer) -> None:
        self.answers[place] += (("most", None, None, action.colour, ()),)
        self._log("answer", (place, action.colour), self.seat_at(place))
        self._after_special()

    def _do_swap_give(self, place: int, action: SwapGive) -> None:
        partner = self.partner_of(place)
        seen = self._seats_seeing(place, partner)
        self._moved(action.card, place, partner, seen)
        self.swapped = action.card
        self._log("swap_give", (place, partner, action.card), self.seat_at(place), seen)
        if seen is not None:
            self._log("swap_give_hidden", (place, partner), self.seat_at(place),
                      frozenset(range(self.players)) - seen)
        self.phase = Phase.SWAP_RETURN

    def _do_swap_return(self, place: int, action: SwapReturn) -> None:
        swapper = self.asker
        seen = self._seats_seeing(place, swapper)
        self._moved(action.card, place, swapper, seen)
        self._log("swap_return", (place, swapper, action.card), self.seat_at(place), seen)
        if seen is not None:
            self._log("swap_return_hidden", (place, swapper), self.seat_at(place),
                      frozenset(range(self.players)) - seen)
        self.swapped = None
        self._after_special()

    def _after_special(self) -> None:
        self.phase = Phase.PLAY
        self.asker = self.asked = None
        self._next_to_act()

    def _next_to_act(self) -> None:
        if self.acted < POSITIONS:
            self.acting = (self.acting + 1) % POSITIONS
            self.phase = Phase.PLAY
            return
        self._resolve_cancels()

    # ------------------------------------------------------------------ the end of a trick
    def _resolve_cancels(self) -> None:
        while self.cancel_next < len(self.trick):
            place, card, _ = self.trick[self.cancel_next]
            self.cancel_next += 1
            if self.card(card).kind != "no10":
                continue
            targets = self._ten_targets(place)
            if len(targets) == 1:
                self.cancelled.append(targets[0])
                self._log("cancel", (place, targets[0]), self.seat_at(place))
            elif len(targets) > 1:
                self.phase, self.asker = Phase.CANCEL, place
                return
        self._finish_trick()

    def _do_cancel(self, place: int, action: CancelTen) -> None:
        self.cancelled.append(action.position)
        self._log("cancel", (place, action.position), self.seat_at(place))
        self.asker = None
        self._resolve_cancels()

    def trick_winner(self) -> int | None:
        """The place winning the trick as it stands (highest surviving rank; the first on equal ranks)."""
        best, best_rank = None, -1
        for place, card, _ in self.trick:
            if place in self.cancelled:
                continue
            rank = self.card(card).rank
            if rank > best_rank:
                best, best_rank = place, rank
        return best

    def _finish_trick(self) -> None:
        winner = self.trick_winner()
        team = self.partnership(winner)
        won = [c for p, c, _ in self.trick if self.card(c).scoring]
        self.captured[team] += won
        self.discards += [c for p, c, _ in self.trick if not self.card(c).scoring] + [c for _, c in self.aside]
        spoiled = any(self.card(c).kind == "spoiled" for _, c, _ in self.trick)
        self.tricks += 1
        self._log("trick", (winner, tuple(won), tuple(self.cancelled), spoiled), self.seat_at(winner))
        # the cards have gone to the captures and the discards; the table keeps a picture of the trick
        self.last_trick = (tuple(self.trick), tuple(self.aside), tuple(self.cancelled), winner)
        self.trick, self.aside, self.cancelled = [], [], []
        self.winner = winner
        if (won or spoiled) and self.hands[winner]:
            right = self.right_of(winner)
            self.asker = right
            if self.places[winner] == DUMMY:
                self.phase = Phase.GIFT_TAKE  # the dummy's hand is face up: its right-hand player chooses
                return
            taken = self.hands[winner][self.rng.below(len(self.hands[winner]))]
            self.revealed = True
            self._gift_take(right, taken)
            return
        self._after_trick()

    def _gift_take(self, right: int, card: str) -> None:
        winner = self.winner
        seen = self._seats_seeing(right, winner)
        self._moved(card, winner, right, seen)
        self.taken = card
        self._log("gift_take", (right, winner, card), self.seat_at(right), seen)
        if seen is not None:
            self._log("gift_take_hidden", (right, winner), self.seat_at(right), frozenset(range(self.players)) - seen)
        self.phase = Phase.GIFT_GIVE

    def _do_gift_take(self, place: int, action: GiftTake) -> None:
        self._gift_take(place, action.card)

    def _do_gift_give(self, place: int, action: GiftGive) -> None:
        winner = self.winner
        seen = self._seats_seeing(place, winner)
        self._moved(action.card, place, winner, seen)
        self._log("gift_give", (place, winner, action.card), self.seat_at(place), seen)
        if seen is not None:
            self._log("gift_give_hidden", (place, winner), self.seat_at(place), frozenset(range(self.players)) - seen)
        self.taken = None
        self.asker = None
        self._after_trick()

    def _after_trick(self) -> None:
        winner, self.winner = self.winner, None
        if self.tricks < TRICKS:
            self._start_trick(winner)
            return
        self._end_night()

    def _end_night(self) -> None:
        counts = []
        for team in (0, 1):
            cards = self.captured[team]
            counts.append((sum(1 for c in cards if self.card(c).kind == "food"),
                           sum(1 for c in cards if self.card(c).kind == "muertos")))
        for place in range(POSITIONS):
            seat = self.places[place]
            if seat == DUMMY:
                continue
            food, muertos = counts[self.partnership(place)]
            if self.players == 4 and place >= 2:
                continue  # four players: the partnership is counted once, at places 0 and 1
            self.totals[seat][0] += food
            self.totals[seat][1] += muertos
        self.night_captures.append((self.places, tuple(tuple(c) for c in self.captured)))
        self._log("night_over", (self.night, tuple(counts)), None)
        if self.night + 1 < NIGHTS:
            self._new_night()
            return
        self.phase = Phase.OVER
        out = self.outcome()
        self._log("game_over", (out.scores, tuple(sorted(out.winners)), out.tiebreak), None)

    # ------------------------------------------------------------------ scoring
    def team_totals(self) -> list[tuple[int, int]]:
        """Per seat: (Food, Muertos) captured so far by its partnership(s); four players share per pair."""
        if self.players == 4:
            return [tuple(self.totals[s % 2]) for s in range(4)]
        return [tuple(t) for t in self.totals]

    def returns(self) -> tuple:
        return tuple(min(f, m) for f, m in self.team_totals())

    def teams(self) -> tuple:
        """Four players: partners opposite share a team. Three: each plays for themself (the dummy
        changes partner every night)."""
        return (0, 1, 0, 1) if self.players == 4 else (0, 1, 2)

    def _kingmakers(self) -> None:
        """Three players, before the last night: a partner who can no longer win shares their partner's win."""
        data = self.data
        night = data.nights[self.night]
        food_n, muertos_n = len(night.food), sum(1 for c in data.cards.values() if c.group == night.muertos)
        dummy_partner = self.seat_at(self.dummy_place)
        pair = [s for s in range(3) if s != dummy_partner]
        for seat in pair:
            mate = pair[0] if pair[1] == seat else pair[1]
            if not self._can_still_win(seat, mate, dummy_partner, food_n, muertos_n):
                self.kingmakers[seat] = mate

    def _can_still_win(self, seat: int, mate: int, other: int, food_n: int, muertos_n: int) -> bool:
        def key(t):
            return (min(t), t[0], t[1])

        for f in range(food_n + 1):
            for m in range(muertos_n + 1):
                for f2 in range(food_n - f + 1):
                    for m2 in range(muertos_n - m + 1):
                        mine = (self.totals[seat][0] + f, self.totals[seat][1] + m)
                        theirs = (self.totals[mate][0] + f, self.totals[mate][1] + m)
                        rival = (self.totals[other][0] + f2, self.totals[other][1] + m2)
                        if key(mine) >= key(theirs) and key(mine) >= key(rival):
                            return True
        return False

    def outcome(self) -> Outcome:
        """Most pairs; then most Food; then most Muertos; then shared. Partners share a result."""
        totals = self.team_totals()
        groups = [[0, 2], [1, 3]] if self.players == 4 else [[s] for s in range(self.players)]
        keys = [(min(totals[g[0]]), totals[g[0]][0], totals[g[0]][1]) for g in groups]
        best = max(k[0] for k in keys)
        cands = [i for i, k in enumerate(keys) if k[0] == best]
        how = ""
        if len(cands) > 1:
            food = max(keys[i][1] for i in cands)
            by_food = [i for i in cands if keys[i][1] == food]
            how = "food"
            if len(by_food) > 1:
                muertos = max(keys[i][2] for i in by_food)
                by_muertos = [i for i in by_food if keys[i][2] == muertos]
                how = "muertos" if len(by_muertos) < len(by_food) else "shared"
                by_food = by_muertos
            cands = by_food
        winners = {s for i in cands for s in groups[i]}
        for seat, mate in self.kingmakers.items():
            if mate in winners:
                winners.add(seat)
        return Outcome(self.returns(), frozenset(winners), contest=True, tiebreak=how)

    def summary(self) -> dict:
        progress = "Game over" if self.is_over else \
            f"Night {self.night + 1} of {NIGHTS} \u00b7 trick {min(self.tricks + 1, TRICKS)} of {TRICKS}"
        return {"progress": progress, "over": self.is_over, "scores": list(self.returns())}

    def score_sheet(self) -> ScoreSheet:
        from game.rules.muertos.words import score_sheet

        return score_sheet(self)

    # ------------------------------------------------------------------ copies and fingerprints
    def clone(self) -> "MuertosState":
        new = object.__new__(MuertosState)
        new.__dict__.update(self.__dict__)
        new.rng = Rng(0)
        new.rng.state = self.rng.state
        new.events = list(self.events)
        new.hands = [list(h) for h in self.hands]
        new.trick = list(self.trick)
        new.aside = list(self.aside)
        new.cancelled = list(self.cancelled)
        new.discards = list(self.discards)
        new.captured = [list(c) for c in self.captured]
        new.totals = [list(t) for t in self.totals]
        new.night_captures = list(self.night_captures)
        new.kingmakers = dict(self.kingmakers)
        new.seen = [[set(k) for k in row] for row in self.seen]
        new.voids = list(self.voids)
        new.answers = list(self.answers)
        return new

    def digest(self) -> str:
        parts = (self.rng.state, self.night, self.places, [tuple(h) for h in self.hands], self.trick, self.aside,
                 self.cancelled, self.cancel_next, self.leader, self.acting, self.acted, self.tricks, self.discards,
                 self.captured, self.totals, self.phase.value, self.asker, self.asked, self.winner, self.taken,
                 sorted(self.kingmakers.items()), [[sorted(k) for k in row] for row in self.seen],
                 [None if v is None else (sorted(v[0]), v[1], v[2]) for v in self.voids], self.answers)
        return hashlib.sha256(repr(parts).encode()).hexdigest()[:32]
