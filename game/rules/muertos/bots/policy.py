"""Dia de los Muertos' playout policy and reasons for the shared search bot.

Playouts follow a partner-aware rule of thumb, quick enough for thousands of games a second:

* When the partner is winning the trick (and no opponent plays after who could still steal it
  cheaply), shed: the lowest card that gives nothing away, never a scoring card to opponents.
* When an opponent is winning and the trick holds scoring cards, win it with the cheapest card
  that does (a 3 cancelling their 10 counts).
* When leading, lead low unless holding a Muertos the table can hardly beat.
* Gifts give away the least useful card; Swap passes the highest card (the common convention);
  Ask asks the partner for their highest card; a 3 cancels the winning 10.

Every choice of the search comes with a reason told from the move and the position it was made in
(:mod:`game.rules.muertos.bots.reasons`).
"""
from __future__ import annotations

import random

from game.ai.search import Policy
from game.rules.muertos.actions import AskQuestion, Play, SetAside
from game.rules.muertos.bots.reasons import Reasons
from game.text import Msg
from game.rules.muertos.state import MuertosState, Phase


def _value(state: MuertosState, card: str) -> float:
    """How much a card is worth keeping: rank, plus scoring and special cards."""
    c = state.card(card)
    v = float(c.rank)
    if c.kind == "muertos":
        v += 6
    elif c.kind == "food":
        v += 5
    elif c.kind in ("no10", "swap", "ask", "choose"):
        v += 2
    return v


class MuertosPolicy(Policy):
    score_scale = 2.0  # a typical winning margin in pairs


    # Nights are dealt afresh: a playout stops when its night ends, and the totals so far value it
    # (pairs made, and a little for unpaired Food or Muertos a later night may pair).
    def horizon(self, state: MuertosState):
        return state.night

    def beyond(self, state: MuertosState, mark) -> bool:
        return state.night != mark

    def evaluate(self, state: MuertosState) -> tuple:
        return tuple(min(f, m) + 0.3 * abs(f - m) for f, m in state.team_totals())

    def playout(self, state: MuertosState, seat: int, rng: random.Random):
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        phase = state.phase
        if phase is Phase.PLAY:
            return self._play(state, legal, rng)
        if phase is Phase.CANCEL:
            winner = state.trick_winner()
            return next((a for a in legal if a.position == winner), legal[0])
        if phase in (Phase.GIFT_GIVE, Phase.SWAP_RETURN):
            return min(legal, key=lambda a: _value(state, a.card))
        if phase is Phase.SWAP_GIVE:
            return max(legal, key=lambda a: state.card(a.card).rank)
        if phase is Phase.GIFT_TAKE:
            return max(legal, key=lambda a: _value(state, a.card))
        if phase is Phase.ASK:
            partner = state.partner_of(state.asker)
            return next((a for a in legal if isinstance(a, AskQuestion) and a.target == partner
                         and a.question == "highest"), legal[0])
        return rng.choice(legal)

    def _play(self, state: MuertosState, legal: list, rng: random.Random):
        if isinstance(legal[0], SetAside):
            return min(legal, key=lambda a: _value(state, a.card))
        place = state.acting
        team = state.partnership(place)
        plays = [a for a in legal if isinstance(a, Play)]
        if not state.trick:  # leading: low, or a strong Muertos
            strong = [a for a in plays if state.card(a.card).kind == "muertos"]
            if strong and rng.random() < 0.35:
                return strong[0]
            return min(plays, key=lambda a: (_value(state, a.card), rng.random()))
        winner = state.trick_winner()
        scoring = any(state.card(c).scoring for _, c, _ in state.trick)
        best_rank = max((state.card(c).rank for p, c, _ in state.trick if p not in state.cancelled), default=-1)
        if winner is not None and state.partnership(winner) == team:
            safe = [a for a in plays if not state.card(a.card).scoring or state.acted == 3]
            pool = safe or plays
            if state.acted == 3:  # last to play, partner winning: add scoring cards to the haul
                feed = [a for a in pool if state.card(a.card).scoring and state.card(a.card).rank < best_rank]
                if feed:
                    return feed[0]
            return min(pool, key=lambda a: (_value(state, a.card), rng.random()))
        beaters = [a for a in plays if state.card(a.card).rank > best_rank]
        if state.card(state.trick[-1][1]).rank == 10 or best_rank == 10:
            beaters += [a for a in plays if state.card(a.card).kind == "no10"]
        if beaters and (scoring or rng.random() < 0.5):
            return min(beaters, key=lambda a: (_value(state, a.card), rng.random()))
        shed = [a for a in plays if not state.card(a.card).scoring] or plays
        return min(shed, key=lambda a: (_value(state, a.card), rng.random()))

    def explain(self, view, action, stats: dict) -> "Msg | str":
        """Why ``action``: told from the move and the position (see :mod:`.reasons`)."""
        reasons = getattr(self, "_reasons", None)
        if reasons is None or reasons.data is not view.state.data:
            reasons = self._reasons = Reasons(view.state.data)
        return reasons.explain(view, action, stats)
