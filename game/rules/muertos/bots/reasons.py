"""Dia de los Muertos: the AIs' reasons, each told from the move and the position it was made in.

A reason only claims what holds where the move was made: "its lowest card" is the lowest rank the
hand could play, "its lowest pink card" the lowest pink card in the hand, "under its partner's 10"
means the partner was winning and the card does not take the trick from them, "asks its partner"
is said only when the question goes to the partner. Where no such fact explains the choice, the
reason says what the search found (how many simulated games it came out best in). Pure Python;
the claims are checked over seeded games in ``tests/test_muertos_reasons.py``.
"""
from __future__ import annotations

from game.rules.muertos.actions import (Answer, AskQuestion, CancelTen, GiftGive, GiftTake, Play, SetAside,
                                         SwapGive, SwapReturn)
from game.rules.muertos.words import Plain, question_text


def _join(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _searched(stats: dict) -> str:
    done = stats.get("iterations")
    return f"it came out best in {done} simulated games" if done else "it looked best"


def _pair_note(state, team: int, won: list) -> str:
    """ ": a new pair" when the capture would complete a Food + Muertos pair for the side."""
    data = state.data
    cards = state.captured[team]
    food = sum(1 for c in cards if data.cards[c].kind == "food")
    muertos = sum(1 for c in cards if data.cards[c].kind == "muertos")
    f2 = food + sum(1 for c in won if data.cards[c].kind == "food")
    m2 = muertos + sum(1 for c in won if data.cards[c].kind == "muertos")
    gained = min(f2, m2) - min(food, muertos)
    return "" if gained <= 0 else (": a new pair tonight" if gained == 1 else f": {gained} new pairs tonight")


def wins_with(state, place: int, card: str, colour: str | None = None) -> bool:
    """Whether ``place`` would be winning the trick under way with ``card`` added to it."""
    saved = state.trick
    state.trick = saved + [(place, card, colour or state.card(card).colour)]
    try:
        return state.trick_winner() == place
    finally:
        state.trick = saved


def beaters_out(state, view, card: str) -> int:
    """How many cards the viewer has not seen played or held could beat ``card`` led to a trick."""
    data = state.data
    c = data.cards[card]
    gone = set(view.discards) | set(view.captured[0]) | set(view.captured[1])
    gone |= {x for _, x, _ in view.trick} | {x for _, x in view.aside}
    mine = set(state.hands[view.acting])
    out = 0
    for cid in data.deck(state.night):
        other = data.cards[cid]
        if cid in gone or cid in mine or cid == card or other.kind == "start":
            continue
        if other.rank > c.rank and (other.colour == "black" or other.colour != c.colour):
            out += 1
    return out


class Reasons:
    """The reason for a move, from the seat's view (``view.state`` holds its own hand)."""

    def __init__(self, data):
        self.data = data
        self.fmt = Plain(data)

    def name(self, card: str) -> str:
        return self.fmt.card(card)

    def explain(self, view, action, stats: dict) -> str:
        state = view.state
        if isinstance(action, Play):
            return self.play(view, state, action, stats)
        place = state.deciding_place()
        hand = state.hands[place] if place is not None else []
        if isinstance(action, SetAside):
            low = min(state.card(c).rank for c in hand)
            if state.card(action.card).rank == low and not state.card(action.card).scoring:
                return f"no card could be played: it sets aside its lowest card, {self.name(action.card)}"
            return f"no card could be played: it sets aside {self.name(action.card)}"
        if isinstance(action, (GiftGive, SwapReturn)):
            to = "the trick's winner" if isinstance(action, GiftGive) else "its partner"
            return self.hand_over(hand, action.card, to, stats)
        if isinstance(action, SwapGive):
            if state.card(action.card).rank == max(state.card(c).rank for c in hand):
                return f"passes its highest card, {self.name(action.card)}, to its partner"
            return f"passes {self.name(action.card)} to its partner: {_searched(stats)}"
        if isinstance(action, GiftTake):
            dummy = state.hands[state.winner]
            if state.card(action.card).scoring:
                return f"takes {self.name(action.card)} from the dummy: a scoring card"
            if state.card(action.card).rank == max(state.card(c).rank for c in dummy):
                return f"takes the dummy's highest card, {self.name(action.card)}"
            return f"takes {self.name(action.card)} from the dummy: {_searched(stats)}"
        if isinstance(action, CancelTen):
            if action.position == state.trick_winner():
                return "cancels the 10 that was winning the trick"
            return "cancels an opposing 10 that was not winning: " + _searched(stats)
        if isinstance(action, AskQuestion):
            if action.target == place:
                whom = "itself"
            elif action.target == state.partner_of(place):
                whom = "its partner"
            else:
                whom = "an opponent"
            return f"asks {whom}: {question_text(self.fmt, action.question, action.rank, action.colour)}"
        if isinstance(action, Answer):
            return f"names {action.colour}, one of the colours it holds most"
        return ""

    def hand_over(self, hand, card: str, to: str, stats: dict) -> str:
        c = self.data.cards[card]
        if c.scoring:
            return f"gives {self.name(card)} to {to}: {_searched(stats)}"
        low = min(self.data.cards[x].rank for x in hand)
        if c.rank == low:
            return f"gives its lowest card, {self.name(card)}, to {to}"
        if any(self.data.cards[x].scoring for x in hand):
            return f"gives {self.name(card)} to {to}, keeping its Food and Muertos"
        return f"gives {self.name(card)} to {to}: {_searched(stats)}"

    def play(self, view, state, action: Play, stats: dict) -> str:
        place = view.acting
        card = state.card(action.card)
        name = self.name(action.card)
        hand = state.hands[place]
        legal = [a.card for a in state.legal_actions(state.seat_at(place)) if isinstance(a, Play)] or [action.card]
        trick = list(view.trick)
        if not trick:
            if card.kind == "muertos":
                n = beaters_out(state, view, action.card)
                beat = "no card still out can beat it" if n == 0 else (
                    "only 1 card still out can beat it" if n == 1 else f"{n} cards still out could beat it")
                return f"leads {name}: {beat}"
            if card.rank == min(state.card(c).rank for c in legal):
                return f"leads its lowest card, {name}, keeping the strong cards for later"
            same = [state.card(c).rank for c in hand if state.card(c).colour == card.colour]
            if card.rank == min(same) and len(same) > 1:
                return f"leads its lowest {card.colour} card, {name}"
            if card.rank == max(state.card(c).rank for c in hand):
                return f"leads its highest card, {name}"
            return f"leads {name}: {_searched(stats)}"
        winner = state.trick_winner()
        wins = wins_with(state, place, action.card, action.colour)
        mine = state.partnership(place)
        scoring = [c for _, c, _ in trick if state.card(c).scoring]
        top = state.card(next(c for p, c, _ in trick if p == winner)) if winner is not None else None
        if winner is not None and state.partnership(winner) == mine:
            if wins:
                return f"plays {name} over its partner's {top.rank}: {_searched(stats)}"
            if card.scoring:
                return f"adds {name} to the trick its partner is winning"
            return f"plays {name} under its partner's {top.rank}, who is winning the trick"
        opposing_ten = any(state.card(c).rank == 10 and state.partnership(p) != mine and p not in view.cancelled
                           for p, c, _ in trick)
        if card.kind == "no10" and opposing_ten:
            return f"plays {name} to cancel the opposing 10 at the end of the trick"
        if wins:
            if scoring or card.scoring:
                won = scoring + ([action.card] if card.scoring else [])
                return f"takes the lead of the trick with {name}, to capture {self.fmt.cards(won)}" + _pair_note(
                    state, mine, won)
            return f"takes the lead of the trick with {name}"
        can_win = [c for c in legal if wins_with(state, place, c)]
        if card.scoring:
            if all(state.card(c).scoring for c in legal):
                return f"has only scoring cards to play: {name} goes to the trick the opponents are winning"
            return f"lets {name} go to the trick the opponents are winning: {_searched(stats)}"
        if top is not None and card.rank == top.rank:
            return f"matches the top {card.rank}, but the card played first keeps the trick"
        if not can_win:
            if card.rank == min(state.card(c).rank for c in legal):
                return f"cannot take the trick: plays its lowest card, {name}"
            return f"cannot take the trick: plays {name}"
        if card.rank == min(state.card(c).rank for c in legal):
            return f"lets the trick go with its lowest card, {name}, keeping the stronger cards"
        return f"lets the trick go with {name}: {_searched(stats)}"
