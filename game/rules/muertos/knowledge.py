"""Dia de los Muertos: what the table knows of the hands (cards seen passing, colours a hand lacked
when it set a card aside, Ask's answers), a part of :class:`~game.rules.muertos.state.MuertosState`."""
from __future__ import annotations

from game.rules.muertos.phases import DUMMY


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


class MuertosKnowledge:
    """Moving cards between hands, and what each seat may know of a hand (a part of the state's class)."""

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

    def _pass(self, kind: str, place: int, other: int, card: str, taking: bool = False) -> None:
        """``place`` passes ``card`` to ``other`` (or, ``taking``, takes it from them): the two see it,
        unless the dummy is one of them (then everybody does); the others learn only that a card passed."""
        seen = self._seats_seeing(place, other)
        source, target = (other, place) if taking else (place, other)
        self._moved(card, source, target, seen)
        self._log(kind, (place, other, card), self.seat_at(place), seen)
        if seen is not None:
            self._log(kind + "_hidden", (place, other), self.seat_at(place), frozenset(range(self.players)) - seen)

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
