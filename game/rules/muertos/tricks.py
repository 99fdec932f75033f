"""Dia de los Muertos: a night's deal and its tricks, from the lead to the gift exchange, a part of
:class:`~game.rules.muertos.state.MuertosState`."""
from __future__ import annotations

from typing import NamedTuple

from game.rules.muertos.actions import (Answer, AskQuestion, CancelTen, GiftGive, GiftTake, Play, SetAside,
                                         SwapGive, SwapReturn)
from game.rules.muertos.cards import HAND_SIZE, POSITIONS
from game.rules.muertos.knowledge import answer_to
from game.rules.muertos.phases import DUMMY, NIGHTS, TRICKS, Phase, seating


class MuertosTricks:
    """Dealing a night, playing cards and the specials' decisions, ending each trick (a part of the state's class)."""

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
        self._pass("swap_give", place, self.partner_of(place), action.card)
        self.swapped = action.card
        self.phase = Phase.SWAP_RETURN

    def _do_swap_return(self, place: int, action: SwapReturn) -> None:
        self._pass("swap_return", place, self.asker, action.card)
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
        self._pass("gift_take", right, self.winner, card, taking=True)
        self.taken = card
        self.phase = Phase.GIFT_GIVE

    def _do_gift_take(self, place: int, action: GiftTake) -> None:
        self._gift_take(place, action.card)

    def _do_gift_give(self, place: int, action: GiftGive) -> None:
        self._pass("gift_give", place, self.winner, action.card)
        self.taken = None
        self.asker = None
        self._after_trick()

    def _after_trick(self) -> None:
        winner, self.winner = self.winner, None
        if self.tricks < TRICKS:
            self._start_trick(winner)
            return
        self._end_night()



# ------------------------------------------------------------------ reading a finished trick
class TrickReading(NamedTuple):
    """Who won a finished trick and why, for the table to mark and say.

    ``links``: each 3 that cancelled a 10, as ``(place of the 3, place of the 10)``; ``reason``:
    "cancel" (a cancelled 10 would have won), "tie" (a later card matched the winner's rank: the
    first played wins), "aside" (a higher card was set aside: it counts for nothing) or "highest";
    ``beaten``: the place whose card makes that reason (the cancelled 10 that would have won, the
    later card of equal rank, the card set aside), None for "highest"."""
    winner: int | None
    card: str | None
    links: tuple[tuple[int, int], ...]
    reason: str
    beaten: int | None


def cancel_links(data, trick, cancelled) -> tuple[tuple[int, int], ...]:
    """Which 3 cancelled which 10: ``(place of the 3, place of the 10)`` pairs.

    The 3s act in the order they were played, each on one opposing 10 not yet cancelled (the
    rules' ``_resolve_cancels``), and ``cancelled`` lists the 10s in that order: so the n-th 3 that
    faced an opposing 10 still standing cancelled the n-th entry."""
    left = list(cancelled)
    links = []
    gone: set[int] = set()
    for place, card, _ in trick:
        if data.cards[card].kind != "no10" or not left:
            continue
        if not any(data.cards[c].rank == 10 and p % 2 != place % 2 and p not in gone for p, c, _ in trick):
            continue
        ten = left.pop(0)
        gone.add(ten)
        links.append((place, ten))
    return tuple(links)


def read_trick(data, trick, aside=(), cancelled=()) -> TrickReading:
    """Who won a trick and why, from its cards as played: the highest rank still standing wins,
    the first played on equal ranks; a 10 cancelled by an opposing 3 and a card set aside count for
    nothing. Black is no trump: it may always be played, but only its rank counts."""
    rank = {place: data.cards[card].rank for place, card, _ in trick}
    order = {place: i for i, (place, _, _) in enumerate(trick)}
    winner = card = None
    for place, c, _ in trick:
        if place not in cancelled and (winner is None or rank[place] > rank[winner]):
            winner, card = place, c
    links = cancel_links(data, trick, cancelled)
    if winner is None:
        return TrickReading(None, None, links, "highest", None)
    best = rank[winner]
    # a cancelled 10 that would have won: above the winner, or equal and played before it
    would = [p for p in cancelled if rank[p] > best or (rank[p] == best and order[p] < order[winner])]
    if would:
        return TrickReading(winner, card, links, "cancel", would[0])
    later = [p for p, _, _ in trick if p != winner and p not in cancelled and rank[p] == best]
    if later:
        return TrickReading(winner, card, links, "tie", later[0])
    higher = [p for p, c in aside if data.cards[c].rank > best]
    if higher:
        return TrickReading(winner, card, links, "aside", higher[0])
    return TrickReading(winner, card, links, "highest", None)
