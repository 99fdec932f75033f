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
from game.rules.muertos.words import card_msg, msg, question_msg
from game.text import Msg


def _searched(stats: dict) -> Msg:
    done = stats.get("iterations")
    return msg("why-searched", n=done) if done else msg("why-looked-best")


def _pair_note(state, team: int, won: list) -> int:
    """How many new pairs (of a Food and a Muertos) the capture would complete for the side."""
    data = state.data
    cards = state.captured[team]
    food = sum(1 for c in cards if data.cards[c].kind == "food")
    muertos = sum(1 for c in cards if data.cards[c].kind == "muertos")
    f2 = food + sum(1 for c in won if data.cards[c].kind == "food")
    m2 = muertos + sum(1 for c in won if data.cards[c].kind == "muertos")
    gained = min(f2, m2) - min(food, muertos)
    return max(gained, 0)


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
    """The reason for a move, from the seat's view (``view.state`` holds its own hand): a message
    (``muertos-why-...``), said in the reader's language where it is shown; saves keep it as it is."""

    def __init__(self, data):
        self.data = data

    def name(self, card: str) -> Msg:
        return card_msg(self.data, card)

    def explain(self, view, action, stats: dict) -> "Msg | str":
        state = view.state
        if isinstance(action, Play):
            return self.play(view, state, action, stats)
        place = state.deciding_place()
        hand = state.hands[place] if place is not None else []
        if isinstance(action, SetAside):
            low = min(state.card(c).rank for c in hand)
            if state.card(action.card).rank == low and not state.card(action.card).scoring:
                return msg("why-set-aside-lowest", card=self.name(action.card))
            return msg("why-set-aside", card=self.name(action.card))
        if isinstance(action, (GiftGive, SwapReturn)):
            to = "winner" if isinstance(action, GiftGive) else "partner"
            return self.hand_over(hand, action.card, to, stats)
        if isinstance(action, SwapGive):
            if state.card(action.card).rank == max(state.card(c).rank for c in hand):
                return msg("why-swap-highest", card=self.name(action.card))
            return msg("why-swap", card=self.name(action.card), searched=_searched(stats))
        if isinstance(action, GiftTake):
            dummy = state.hands[state.winner]
            if state.card(action.card).scoring:
                return msg("why-take-scoring", card=self.name(action.card))
            if state.card(action.card).rank == max(state.card(c).rank for c in dummy):
                return msg("why-take-highest", card=self.name(action.card))
            return msg("why-take", card=self.name(action.card), searched=_searched(stats))
        if isinstance(action, CancelTen):
            if action.position == state.trick_winner():
                return msg("why-cancel-winning")
            return msg("why-cancel", searched=_searched(stats))
        if isinstance(action, AskQuestion):
            if action.target == place:
                whom = "self"
            elif action.target == state.partner_of(place):
                whom = "partner"
            else:
                whom = "opponent"
            return msg("why-ask", whom=whom, question=question_msg(action.question, action.rank, action.colour))
        if isinstance(action, Answer):
            return msg("why-answer", colour=msg("colour-" + action.colour))
        return ""

    def hand_over(self, hand, card: str, to: str, stats: dict) -> Msg:
        c = self.data.cards[card]
        if c.scoring:
            return msg("why-give", card=self.name(card), to=to, searched=_searched(stats))
        low = min(self.data.cards[x].rank for x in hand)
        if c.rank == low:
            return msg("why-give-lowest", card=self.name(card), to=to)
        if any(self.data.cards[x].scoring for x in hand):
            return msg("why-give-keeping", card=self.name(card), to=to)
        return msg("why-give", card=self.name(card), to=to, searched=_searched(stats))

    def play(self, view, state, action: Play, stats: dict) -> Msg:
        place = view.acting
        card = state.card(action.card)
        name = self.name(action.card)
        hand = state.hands[place]
        legal = [a.card for a in state.legal_actions(state.seat_at(place)) if isinstance(a, Play)] or [action.card]
        trick = list(view.trick)
        if not trick:
            if card.kind == "muertos":
                n = beaters_out(state, view, action.card)
                return msg("why-lead-muertos", card=name, n=n)
            if card.rank == min(state.card(c).rank for c in legal):
                return msg("why-lead-lowest", card=name)
            same = [state.card(c).rank for c in hand if state.card(c).colour == card.colour]
            if card.rank == min(same) and len(same) > 1:
                return msg("why-lead-lowest-colour", card=name, colour=card.colour)
            if card.rank == max(state.card(c).rank for c in hand):
                return msg("why-lead-highest", card=name)
            return msg("why-lead", card=name, searched=_searched(stats))
        winner = state.trick_winner()
        wins = wins_with(state, place, action.card, action.colour)
        mine = state.partnership(place)
        scoring = [c for _, c, _ in trick if state.card(c).scoring]
        top = state.card(next(c for p, c, _ in trick if p == winner)) if winner is not None else None
        if winner is not None and state.partnership(winner) == mine:
            if wins:
                return msg("why-over-partner", card=name, rank=top.rank, searched=_searched(stats))
            if card.scoring:
                return msg("why-add-to-partner", card=name)
            return msg("why-under-partner", card=name, rank=top.rank)
        opposing_ten = any(state.card(c).rank == 10 and state.partnership(p) != mine and p not in view.cancelled
                           for p, c, _ in trick)
        if card.kind == "no10" and opposing_ten:
            return msg("why-play-three", card=name)
        if wins:
            if scoring or card.scoring:
                won = scoring + ([action.card] if card.scoring else [])
                return msg("why-take-lead-capture", card=name, cards=tuple(self.name(c) for c in won),
                           pairs=_pair_note(state, mine, won))
            return msg("why-take-lead", card=name)
        can_win = [c for c in legal if wins_with(state, place, c)]
        if card.scoring:
            if all(state.card(c).scoring for c in legal):
                return msg("why-only-scoring", card=name)
            return msg("why-let-scoring-go", card=name, searched=_searched(stats))
        if top is not None and card.rank == top.rank:
            return msg("why-match", rank=card.rank)
        if not can_win:
            if card.rank == min(state.card(c).rank for c in legal):
                return msg("why-cannot-lowest", card=name)
            return msg("why-cannot", card=name)
        if card.rank == min(state.card(c).rank for c in legal):
            return msg("why-let-go-lowest", card=name)
        return msg("why-let-go", card=name, searched=_searched(stats))
