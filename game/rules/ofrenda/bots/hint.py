"""The hint bot for Ofrenda (solo): the strongest player we have, behind "suggest a move".

How it plays
------------
A player turn is: take a portrait, maybe take a candle, (replenish), place or discard one
portrait, maybe decorate. The only hidden draw inside a turn (the replenish) cannot change
what the rest of that turn may do, so the bot plans the *whole turn at once*: it enumerates
every (portrait space x candle choice x card and slot, or discard x decorations) plan and
scores the ofrenda each plan leaves with :class:`.evaluation.Evaluator`, an estimate of the final score.
The plan is cached, so the turn's later steps cost almost nothing; any step that does not
go as planned (a player ignoring a suggestion) makes it plan again from what it sees.

The evaluation. Solo portraits only ever ask for "at least N" of something among their
neighbours (2 of a colour, 2 of an offering, 4 different colours), so a portrait whose wish
is already met will surely light, and one that needs k more matching neighbours lights with
the chance that k of its still-empty neighbours get a matching card. That chance comes from
what can still reach the board: the hand, the market and the unseen cards (the deck plus the
three solo cards hidden in the box, known as a set but not in order), each weighted by how
likely it is to arrive in the turns left, and shared out when one empty slot is asked for two
colours at once. An empty slot is worth the best kind of portrait we may put there, between
"chosen now" and "chosen once its neighbours are known". Points then follow the score pad (2
per lit neighbour, 1 per unlit one, golden doubled), and candles, marigolds and storage are
added with tuned weights. With no turns left the evaluation is exactly the final score.

Search on top of it. The best few plans are re-valued by the best *next* turn each leaves,
averaged over Abuela's four possible discards (one ply of expectimax with the same
evaluation), which is worth about two points a game. With a single turn left after the
planned one, the last turn is small enough to play out exactly over Abuela's die and every
pair of unseen cards that can refill the market (another point).

Measured (``python -m game sim ofrenda --games 200 --seed 1 --bot hint``): see
benchmarks/bench_bots.py and the figures quoted in the hand-over; roughly 103-104 points a
game, against about 8 for random play.

Honesty: the bot is handed only its seat's view (``Decision.view``) and legal actions, never
the state. Its look-ahead enumerates Abuela's die and the unseen cards as a set (the view's
``unseen_portraits``); it never sees the deck order, the candle bag or the dice to come.

With several players the same planner plays each turn (the look-ahead's "Abuela" then stands
for the opponents taking from the family board). It is Ofrenda's Hard level too: it beat the
shared search (random playouts) in 10 two-player games of 10, by 47 points on average.
"""
from __future__ import annotations

import random
from dataclasses import replace

from game import registry
from game.ai import Choice, Decision
from game.rules.base import Action
from game.rules.ofrenda import words
from game.rules.ofrenda.actions import (
    DiscardPortrait, EndTurn, PlaceCandle, PlaceMarigold, PlacePortrait, SkipCandle, TakeCandle, TakePortrait,
)
from game.rules.ofrenda.bots.endgame import Endgame, next_views
from game.rules.ofrenda.bots.evaluation import Evaluator
from game.rules.ofrenda.bots.model import Context, Params, Plan, bot_tables
from game.rules.ofrenda.cards import OfrendaData
from game.rules.ofrenda.phases import CANDLE_STORAGE, DISCARD_GAIN, TURNS, Phase
from game.rules.ofrenda.state import objective_met
from game.rules.ofrenda.view import OfrendaView
from game.text import Msg

__all__ = ["OfrendaHintBot", "Params"]


def distinct_moves(plans: list[Plan], n: int) -> list[Plan]:
    """The first plan of each move (portrait taken, card, slot) in ``plans``, up to ``n`` of them (at least one)."""
    top: list[Plan] = []
    seen = set()
    for pl in plans:
        key = (pl.take, pl.card, pl.slot)
        if key not in seen:
            seen.add(key)
            top.append(pl)
            if len(top) >= n:
                break
    return top


class OfrendaHintBot:
    """Plans each whole turn against an estimate of the final score. See the module docstring.

    ``seed`` is accepted for the bot protocol; the bot's play is deterministic anyway (the
    same public view always gets the same answer), so it never needs random numbers.
    """

    name = "hint"

    def __init__(self, game=None, seat: int = 0, seed: int = 0, params: Params | None = None):
        if game is None:
            game = registry.get("ofrenda")
        self.game = game
        self.data: OfrendaData = game.load_data()
        self.seat = seat
        self.random = random.Random(seed)
        self.params = params or Params()
        self._plan: Plan | None = None
        self._plan_key: tuple | None = None
        self._nested_ev: tuple | None = None
        self._final_ev: tuple | None = None

    # ------------------------------------------------------------------ protocol
    def decide(self, decision: Decision) -> Choice:
        """The action this bot plays, with a short reason in a player's words."""
        legal = decision.legal
        if len(legal) == 1:
            return Choice(legal[0], _m("reason-only-move-sentence"))
        view = decision.view
        action, plan = self._decide(view, legal)
        return Choice(action, self._reason(view, action, plan))

    # ------------------------------------------------------------------ planning
    def _decide(self, view: OfrendaView, legal: list[Action]):
        key = self._key(view)
        plan = self._plan if self._plan_key == key else None
        if plan is None or not plan.actions:
            plan = self._make_plan(self.data, view)
        action = plan.actions[0] if plan.actions else None
        if action not in legal:  # only if the plan's model of the rules is wrong: stay legal anyway
            plan = self._make_plan(self.data, view)
            action = plan.actions[0] if plan.actions and plan.actions[0] in legal else legal[0]
        self._plan = replace(plan, actions=plan.actions[1:])
        self._plan_key = self._expected_key(view, action)
        return action, plan

    @staticmethod
    def _key(view: OfrendaView) -> tuple:
        b = view.you
        return (view.viewer, view.round, view.phase, tuple(sorted(b.hand)), b.marigolds, tuple(sorted(b.candles)),
                tuple(sorted(b.ofrenda.items())), tuple(sorted(b.decorations.items())), view.pending)

    @staticmethod
    def _expected_key(view: OfrendaView, action: Action) -> tuple | None:
        """The public facts expected after ``action``, or None to re-plan at the next call.

        Only the portrait and candle steps are predicted: after them the plan still holds
        whatever card the replenish drew. Placing and decorating re-plan (cheap by then).
        """
        b = view.you
        hand = list(b.hand)
        marigolds = b.marigolds
        candles = list(b.candles)
        if isinstance(action, TakePortrait):
            hand.append(view.market[action.space])
            marigolds += view.market_marigolds[action.space] - action.space
            # the rules skip the candle step when no candle can be taken
            can = len(candles) < CANDLE_STORAGE and any(
                c is not None and (i == action.space or marigolds >= 1) for i, c in enumerate(view.market_candles))
            phase = Phase.TAKE_CANDLE if can else Phase.PLAY_PORTRAIT
        elif isinstance(action, TakeCandle):
            candles.append(view.market_candles[action.space])
            marigolds -= 0 if action.space == view.taken_space else 1
            phase = Phase.PLAY_PORTRAIT
        elif isinstance(action, SkipCandle):
            phase = Phase.PLAY_PORTRAIT
        else:
            return None
        return (view.viewer, view.round, phase, tuple(sorted(hand)), marigolds, tuple(sorted(candles)),
                tuple(sorted(b.ofrenda.items())), tuple(sorted(b.decorations.items())), view.pending)

    def _context(self, data: OfrendaData, view: OfrendaView) -> Context:
        t = bot_tables(data)
        R = TURNS - view.you.turns - 1
        unseen = [t.card_index[c] for c in view.unseen_portraits]
        return Context(t, self.params, R, unseen)

    def _make_plan(self, data: OfrendaData, view: OfrendaView, nested: bool = False, many: int = 0):
        """The best plan for the rest of this turn, from the current phase on.

        ``nested``: a quick version for looking one turn ahead (no candles, no further look-ahead);
        with ``many`` it returns that many best plans (different portrait moves), best first.
        """
        ctx = self._context(data, view)
        if nested:
            # every look-ahead of one decision sees the same unseen cards: share one evaluator's caches
            unseen = tuple(ctx.unseen)
            if self._nested_ev is None or self._nested_ev[0] != unseen:
                self._nested_ev = (unseen, {})
            ev = self._nested_ev[1].get(ctx.R)
            if ev is None:
                ev = self._nested_ev[1][ctx.R] = Evaluator(ctx)
        else:
            ev = Evaluator(ctx)
        t = ctx.t
        b = view.you
        phase = view.phase
        board = [-1] * t.n_slots
        for s, c in b.ofrenda.items():
            board[t.slot_index[s]] = t.card_index[c]
        board_t = tuple(board)
        empties = board.count(-1)
        market = list(view.market)

        if phase is Phase.DECORATE:
            hand = tuple(sorted(t.card_index[c] for c in b.hand))
            mkt = tuple(sorted(t.card_index[c] for c in market if c is not None))
            sup = ev.supply(hand, mkt, empties)
            be = ev.board(board_t, sup)
            pending = [t.deco_index[d] for d in view.pending]
            v, acts = ev.decorations(be, sup, b.marigolds, list(b.candles), b.decorations, pending)
            return Plan(actions=acts + [EndTurn()], value=be.value + v, decorations=acts)

        if phase is Phase.TAKE_PORTRAIT:
            takes = [i for i, c in enumerate(market) if c is not None and i <= b.marigolds]
        else:
            takes = [None]
        # candidates as light tuples (value, take, candle space, candle step?, card, slot, decorations);
        # Plans (with their action lists) are built only for the few that are kept
        cands: list[tuple] = []
        open_slots = [s for s in range(t.n_slots) if board[s] < 0]
        corner_cost = ctx.p.spare_corner * ctx.R / 11.0
        market_candles = view.market_candles
        for take in takes:
            hand = list(b.hand)
            mari = b.marigolds
            mkt = list(market)
            taken_space = view.taken_space
            if take is not None:
                hand.append(market[take])
                mari += view.market_marigolds[take] - take
                mkt[take] = None
                taken_space = take
            mkt_cards = tuple(sorted(t.card_index[c] for c in mkt if c is not None))
            # the candle step: only if some candle can be taken (else the rules skip it)
            copts: list[tuple[int | None, int]] = [(None, 0)]
            if phase is not Phase.PLAY_PORTRAIT and len(b.candles) < CANDLE_STORAGE and not nested:
                for j, cd in enumerate(market_candles):
                    if cd is not None:
                        cost = 0 if j == taken_space else 1
                        if cost <= mari:
                            copts.append((j, cost))
            candle_step = len(copts) > 1
            candle_lists = [list(b.candles) + ([market_candles[j]] if j is not None else []) for j, _ in copts]
            for card in dict.fromkeys(hand):
                rest = list(hand)
                rest.remove(card)
                rest_idx = tuple(sorted(t.card_index[c] for c in rest))
                ci = t.card_index[card]
                sup_place = ev.supply(rest_idx, mkt_cards, empties - 1)
                for slot in open_slots + ([None] if not nested or not open_slots else []):
                    if slot is None:
                        newboard = board_t
                        sup = ev.supply(rest_idx, mkt_cards, empties)
                        pending = []
                        delta, cost_slot = DISCARD_GAIN, False
                        penalty = 0.0
                    else:
                        nb = list(board_t)
                        nb[slot] = ci
                        newboard = tuple(nb)
                        sup = sup_place
                        pending = [di for di in t.deco_of_slot[slot]
                                   if t.deco_ids[di] not in b.decorations
                                   and all(newboard[x] >= 0 for x in t.deco_slots[di])]
                        eff = t.effect[slot]
                        delta = 1 if eff == "gain" else (-1 if eff == "cost" else 0)
                        cost_slot = eff == "cost"
                        penalty = corner_cost if len(t.nbrs[slot]) == 2 else 0.0
                    be = ev.board(newboard, sup)
                    for (cspace, ccost), candles in zip(copts, candle_lists):
                        m2 = mari - ccost
                        if cost_slot and m2 < 1:
                            continue
                        dv, dacts = ev.decorations(be, sup, m2 + delta, candles, b.decorations, pending)
                        cands.append((be.value + dv - penalty, take, cspace, candle_step, card, slot, dacts))
        cands.sort(key=lambda c: -c[0])

        def plan_of(c: tuple) -> Plan:
            value, take, cspace, step, card, slot, dacts = c
            acts: list[Action] = [] if take is None else [TakePortrait(take)]
            if step:
                acts.append(SkipCandle() if cspace is None else TakeCandle(cspace))
            acts.append(DiscardPortrait(card) if slot is None else PlacePortrait(card, t.slot_ids[slot]))
            if dacts:
                acts += dacts + [EndTurn()]
            return Plan(actions=acts, value=value, take=take, candle=cspace, card=card,
                        slot=None if slot is None else t.slot_ids[slot], decorations=dacts)

        keep = max(1, self.params.lookahead_top, self.params.endgame_top, self.params.endgame2_plans) \
            if not nested else 1
        if nested and many:
            plans = []
            seen = set()
            for c in cands:
                if (c[1], c[4], c[5]) not in seen:
                    seen.add((c[1], c[4], c[5]))
                    plans.append(plan_of(c))
                    if len(plans) >= many:
                        break
        else:
            plans = [plan_of(c) for c in cands[:keep * 6]]
        if not plans:
            # nothing to take or play in this (imagined) turn: the board stays as it is
            hand = tuple(sorted(t.card_index[c] for c in b.hand))
            sup = ev.supply(hand, tuple(sorted(t.card_index[c] for c in market if c is not None)), empties)
            plans = [Plan(actions=[], value=ev.board(board_t, sup).value)]
        if nested:
            return plans if many else plans[0]
        if ctx.R >= 2 and self.params.lookahead_top > 0:
            return self._lookahead(data, view, ctx, plans)
        if ctx.R == 1 and self.params.endgame_top > 0:
            # one turn to go after this one: value the best few plans by the last turn itself
            endgame = self._endgame(ctx, view)
            top = plans[:self.params.endgame_top]
            for pl in top:
                pl.value = endgame.value(pl)
            return max(top, key=lambda pl: pl.value)
        return plans[0]

    def _lookahead(self, data: OfrendaData, view: OfrendaView, ctx: Context, plans: list[Plan]) -> Plan:
        """Re-rank the best few plans by the best next turn each one leaves.

        For each of Abuela's four possible discards (weighted by her die) the next turn is
        planned with the quick evaluation, and the plan is worth the average of those best
        next turns. Cards not drawn yet are left out of that turn's options, which costs every
        plan alike; nothing hidden is looked at (the unseen cards are known only as a set).
        This is what teaches the bot to keep useful cards in hand, leave good cards in the
        market and not clog its hand with portraits no slot wants.
        """
        t, p = ctx.t, self.params
        top = distinct_moves(plans, p.endgame2_plans if ctx.R == 2 and p.endgame2_top > 0 else p.lookahead_top)
        two_turns = ctx.R == 2 and p.endgame2_top > 0
        for pl in top:
            total = 0.0
            for odds, nxt in next_views(t, view, pl):
                if two_turns:
                    # the next turn is the last but one: its best few moves are valued by the last turn
                    nexts = self._make_plan(data, nxt, nested=True, many=p.endgame2_top)
                    endgame = self._endgame(replace(ctx, R=1), nxt)
                    total += odds * max(endgame.value(n) if n.card is not None else n.value for n in nexts)
                else:
                    total += odds * self._make_plan(data, nxt, nested=True).value
            pl.value = total
        if not two_turns and p.deep_plans > 1 and 3 <= ctx.R <= p.deep_max_R:
            # two plies for the best few: each of the next turn's best moves valued by the turn after
            top.sort(key=lambda pl: -pl.value)
            top = top[:p.deep_plans]
            for pl in top:
                total = 0.0
                for odds, nxt in next_views(t, view, pl):
                    best = None
                    for n in self._make_plan(data, nxt, nested=True, many=p.deep_next):
                        if n.card is None:
                            v = n.value
                        else:
                            v = sum(o2 * self._make_plan(data, n2, nested=True).value
                                    for o2, n2 in next_views(t, nxt, n))
                        best = v if best is None or v > best else best
                    total += odds * best
                pl.value = total
        return max(top, key=lambda pl: pl.value)

    def _endgame(self, ctx: Context, view: OfrendaView) -> Endgame:
        """The exact last turn after ``view``'s turn, sharing its evaluator and values within a decision."""
        key = tuple(ctx.unseen)
        if self._final_ev is None or self._final_ev[0] != key:
            self._final_ev = (key, Evaluator(replace(ctx, R=0)), {})
        return Endgame(ctx, view, self._final_ev[1], self._final_ev[2])

    # ------------------------------------------------------------------ reasons
    def _reason(self, view: OfrendaView, action: Action, plan: Plan | None) -> Msg | str:
        """Why ``action``, in a few words (the move itself is shown beside it, so never restated): a
        message of the game's catalogue, said in the reader's language wherever it is shown."""
        data = self.data
        if plan is None:
            return _m("reason-only-move")
        name = _Words(data)
        b = view.you
        if isinstance(action, TakePortrait):
            card = view.market[action.space]
            gain = view.market_marigolds[action.space]
            bonus = _m("reason-bonus", n=gain, count=_num(gain)) if gain else ""
            if plan.slot is None:
                return _m("reason-discard-later", bonus=bonus)
            why = self._why_slot(data, view, plan.card, plan.slot)
            if plan.card == card:
                return _m("reason-take-for", slot=plan.slot, why=why, bonus=bonus)
            return _m("reason-take-keep", card=name.card(plan.card), slot=plan.slot, why=why, bonus=bonus)
        if isinstance(action, TakeCandle):
            candle = view.market_candles[action.space]
            return _m("reason-candle", wish=name.candle(candle), free="yes" if action.space == view.taken_space else "no")
        if isinstance(action, SkipCandle):
            open_slots = [d for d, deco in data.decorations.items() if deco.holds == "candle"
                          and d not in b.decorations and not all(s in b.ofrenda for s in deco.portraits)]
            if not open_slots:
                return _m("reason-no-candle-slot")
            if len(b.candles) >= len(open_slots):
                return _m("reason-candles-cover")
            return _m("reason-candles-not-worth")
        if isinstance(action, PlacePortrait):
            return self._why_slot(data, view, action.card, action.slot)
        if isinstance(action, DiscardPortrait):
            return _m("reason-discard")
        if isinstance(action, (PlaceCandle, PlaceMarigold)):
            lit = sum(1 for s in data.decorations[action.slot].portraits if s in b.lit)
            # a candle scores only once it is lit itself (its own wish): its points are told as such
            holds = "candle" if isinstance(action, PlaceCandle) else "marigold"
            if lit:
                return _m("reason-decorate-lit", n=lit, count=_num(lit), holds=holds)
            return _m("reason-decorate-chance", holds=holds)
        if isinstance(action, EndTurn):
            return _m("reason-end-turn")
        return ""

    @staticmethod
    def _why_slot(data: OfrendaData, view: OfrendaView, card: str, slot: str) -> Msg:
        """Why ``card`` goes in ``slot``: who lights up, or what it still needs there."""
        name = _Words(data)
        board = dict(view.you.ofrenda)
        board[slot] = card
        lit_now = [s for s in (slot, *data.neighbours[slot])
                   if s in board and s not in view.you.lit and all(n in board for n in data.neighbours[s])
                   and objective_met(data, board[s], [board[n] for n in data.neighbours[s]])]
        present = [board[n] for n in data.neighbours[slot] if n in board]
        effect = data.slots[slot].effect
        note = _m("reason-note", effect=effect if effect in ("golden", "gain") else "none")
        if slot in lit_now:
            others = [board[s] for s in lit_now if s != slot]
            also = (_m("reason-also-one", card=name.card(others[0])) if len(others) == 1 else
                    _m("reason-also-more", count=_num(len(others))) if others else "")
            return _m("reason-lights-at-once", wish=name.wish(card), also=also, note=note)
        if lit_now:
            if len(lit_now) <= 2:
                return _m("reason-light-beside", n=len(lit_now), who=tuple(name.card(board[s]) for s in lit_now),
                          note=note)
            return _m("reason-light-beside-many", count=_num(len(lit_now)), note=note)
        open_n = sum(1 for n in data.neighbours[slot] if n not in board)
        if objective_met(data, card, present):
            if open_n and data.portraits[card].objective.kind in ("no_colour", "no_offering"):
                # a later neighbour can still spoil a wish for none of something
                return _m("reason-has-so-far", wish=name.wish(card), note=note)
            return _m("reason-has-already", wish=name.wish(card), note=note)
        need, text = name.need(card, present)
        if need > open_n:
            return _m("reason-spare-slot", note=note)
        return _m("reason-needs", need=text, n=open_n, count=_num(open_n), note=note)


def _m(key: str, **args) -> Msg:
    return Msg("ofrenda-" + key, **args)


def _num(n: int) -> Msg:
    """``n`` in words ("two"), said in the reader's language."""
    return Msg("ofrenda-num", n=n)


class _Words(words.Plain):
    """Plain names for reasons: colours and offerings as messages (lower-case inside sentences), wishes
    and needs as messages."""

    num = staticmethod(words.num)

    def colour_lower(self, branch: str) -> Msg:
        return Msg("ofrenda-branch-lower", branch=branch)

    def offering_lower(self, offering: str) -> Msg:
        return Msg("ofrenda-offering-lower", offering=offering.replace("_", "-"))

    def wish(self, card: str) -> Msg:
        return words.wish_msg(self, card)

    def need(self, card: str, present: list[str]) -> tuple[int, Msg]:
        return words.need_msg(self, card, present)

    def candle(self, candle: str) -> Msg:
        return words.candle_wish_msg(self, candle)


class OfrendaHardBot(OfrendaHintBot):
    """Ofrenda's Hard level: the same planner, under the level's name."""

    name = "hard"
