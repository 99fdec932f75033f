"""The hint planner's look past the turn: the public facts a plan leaves, our next turn for each of
Abuela's discards, and the exact value of the last turn (see :mod:`.hint`)."""
from __future__ import annotations

from dataclasses import dataclass, replace

from game.rules.ofrenda.actions import PlaceCandle, PlaceMarigold
from game.rules.ofrenda.bots.evaluation import Evaluator
from game.rules.ofrenda.bots.model import Context, Plan, Tables
from game.rules.ofrenda.phases import CANDLE_STORAGE, DISCARD_GAIN, MARIGOLD, Phase
from game.rules.ofrenda.view import OfrendaView


@dataclass
class _After:
    """The public facts once a plan is played (the replenished cards are still unknown)."""

    board: list[int]
    hand: list[str]
    marigolds: int
    candles: list[str]
    decorations: dict
    market: list[tuple[str, int]]  # known portraits slid left, with their marigolds
    market_candles: list[str | None]  # slid left, unknown ones as None


def _after_plan(t: Tables, view: OfrendaView, plan: Plan) -> _After:
    b = view.you
    market = list(view.market)
    mm = list(view.market_marigolds)
    mc = list(view.market_candles)
    hand = list(b.hand)
    mari = b.marigolds
    candles = list(b.candles)
    taken = view.taken_space
    if plan.take is not None:
        sp = plan.take
        for i in range(sp):
            mm[i] += 1
        mari += mm[sp] - sp
        hand.append(market[sp])
        market[sp] = None
        mm[sp] = 0
        taken = sp
    if plan.candle is not None:
        j = plan.candle
        if j != taken:
            mari -= 1
            if market[j] is not None:
                mm[j] += 1
        candles.append(mc[j])
        mc[j] = None
    board = [-1] * t.n_slots
    for sl, c in b.ofrenda.items():
        board[t.slot_index[sl]] = t.card_index[c]
    hand.remove(plan.card)
    if plan.slot is None:
        mari += DISCARD_GAIN
    else:
        si = t.slot_index[plan.slot]
        board[si] = t.card_index[plan.card]
        eff = t.effect[si]
        mari += 1 if eff == "gain" else (-1 if eff == "cost" else 0)
    decorations = dict(b.decorations)
    for a in plan.decorations:
        if isinstance(a, PlaceCandle):
            candles.remove(a.candle)
            decorations[a.slot] = a.candle
        elif isinstance(a, PlaceMarigold):
            mari -= 1
            decorations[a.slot] = MARIGOLD
    known = [(c, m) for c, m in zip(market, mm) if c is not None]
    mcs = [c for c in mc if c is not None]
    return _After(board, hand, mari, candles, decorations, known, mcs + [None] * (len(mc) - len(mcs)))


ABUELA_SPACES = ((0, 1 / 3), (1, 1 / 3), (2, 1 / 6), (3, 1 / 6))  # her die: 1/5, 2/6, 3, 4


def next_views(t: Tables, view: OfrendaView, plan: Plan):
    """(odds, view) of our next turn after ``plan``, for each portrait Abuela may discard.

    The cards drawn meanwhile are unknown: their market spaces stay empty (None).
    """
    b = view.you
    after = _after_plan(t, view, plan)
    slots4 = after.market + [(None, 0)] * (4 - len(after.market))
    ofrenda = {t.slot_ids[s]: t.card_ids[c] for s, c in enumerate(after.board) if c >= 0}
    board = replace(b, hand=tuple(after.hand), hand_size=len(after.hand), marigolds=after.marigolds,
                    candles=tuple(after.candles), ofrenda=ofrenda, decorations=after.decorations,
                    discards=b.discards + ((plan.card,) if plan.slot is None else ()), turns=b.turns + 1)
    boards = tuple(board if bv.seat == b.seat else bv for bv in view.boards)
    for space, odds in ABUELA_SPACES:
        final = [(c, m + (1 if i < space else 0)) for i, (c, m) in enumerate(slots4) if i != space]
        final.append((None, 0))
        gone = slots4[space][0]
        yield odds, replace(view, round=view.round + 1, phase=Phase.TAKE_PORTRAIT, taken_space=None, pending=(),
                            market=tuple(c for c, _ in final), market_marigolds=tuple(m for _, m in final),
                            market_candles=tuple(after.market_candles),
                            abuela_portraits=view.abuela_portraits + ((gone,) if gone is not None else ()),
                            boards=boards)


class Endgame:
    """Exact value of a plan made with exactly one turn left after it.

    The last turn is small enough to play out: Abuela's four possible discards (with her die's
    odds), every pair of unseen cards that can refill the market, then our best last move
    (any portrait from the hand or an affordable market space, any open slot, best decorations),
    each scored exactly. Only the candle market is simplified: the candles now visible are
    assumed still there.
    """

    def __init__(self, ctx: Context, view: OfrendaView, ev: Evaluator | None = None, shared: dict | None = None):
        self.ctx0 = replace(ctx, R=0)
        self.ev = ev if ev is not None else Evaluator(self.ctx0)
        # last moves already valued, per position after the plan: plans of one decision often meet
        self.shared = shared if shared is not None else {}
        self.view = view
        self.t = ctx.t

    def value(self, plan: Plan) -> float:
        t, view = self.t, self.view
        after = _after_plan(t, view, plan)
        board, hand, mari = after.board, after.hand, after.marigolds
        candles, decorations, mc = after.candles, after.decorations, after.market_candles
        self.board = tuple(board)
        self.decos = decorations
        self.candles = candles + ([c for c in mc if c is not None] if len(candles) < CANDLE_STORAGE else [])
        self.sup = self.ev.supply((), (), 0)
        self.cache = self.shared.setdefault((self.board, tuple(decorations.items()), tuple(self.candles)), {})
        slots4 = after.market + [(None, 0)] * (4 - len(after.market))  # unknown cards follow
        self.hand = [t.card_index[c] for c in hand]
        self.hcache: dict = {}
        unseen = self.ctx0.unseen
        n = len(unseen)
        total = 0.0
        for space, odds in ABUELA_SPACES:
            final = [(c, m + (1 if i < space else 0)) for i, (c, m) in enumerate(slots4) if i != space]
            final.append((None, 0))
            # our last move: the best of "take the card at space sp, then play it or a card in hand"
            known = None
            unknown: list[int] = []  # marigolds left after taking each unknown card we can afford
            for sp, (c, mm) in enumerate(final):
                if sp > mari:
                    break
                m = mari - sp + mm
                if c is None and len(unknown) < 2 and len(unknown) < n:
                    unknown.append(m)
                else:
                    v = self._with_hand(t.card_index[c] if c is not None else -1, m)
                    known = v if known is None or v > known else known
            if not unknown:
                total += odds * (known if known is not None else self._with_hand(-1, mari))
                continue
            # the unknown spaces: every card (or ordered pair of cards) the unseen ones can put there
            a = [self._with_hand(u, unknown[0]) for u in unseen]
            if known is not None:
                a = [x if x > known else known for x in a]
            if len(unknown) == 1:
                total += odds * sum(a) / n
            else:
                b = [self._with_hand(w, unknown[1]) for w in unseen]
                acc = 0.0
                for i, x in enumerate(a):
                    for j, y in enumerate(b):
                        if i != j:
                            acc += x if x > y else y
                total += odds * acc / (n * (n - 1))
        return total

    def _with_hand(self, card: int, mari: int) -> float:
        """The best last move once ``card`` is taken (-1: an unknown card, valued as nothing)."""
        best = self.hcache.get(mari)
        if best is None:
            best = self.hcache[mari] = max((self._play(h, mari) for h in self.hand), default=None)
            if best is None:
                best = self.hcache[mari] = self._play(-1, mari)
        return best if card < 0 else max(best, self._play(card, mari))

    def _play(self, card: int, mari: int) -> float:
        """Exact final score after playing ``card`` in the last turn with ``mari`` marigolds."""
        key = (card, min(mari, 4))
        hit = self.cache.get(key)
        if hit is not None:
            return hit
        t, ev, sup = self.t, self.ev, self.sup
        board = self.board
        be = ev.board(board, sup)
        best = be.value + ev.decorations(be, sup, mari + DISCARD_GAIN, list(self.candles), self.decos, [])[0]
        for s in range(t.n_slots):
            if board[s] >= 0:
                continue
            eff = t.effect[s]
            if eff == "cost" and mari < 1:
                continue
            nb = list(board)
            nb[s] = card
            nb = tuple(nb)
            pending = [di for di, ds in enumerate(t.deco_slots)
                       if s in ds and t.deco_ids[di] not in self.decos and all(nb[x] >= 0 for x in ds)]
            be = ev.board(nb, sup)
            m2 = mari + (1 if eff == "gain" else (-1 if eff == "cost" else 0))
            v = be.value + ev.decorations(be, sup, m2, list(self.candles), self.decos, pending)[0]
            if v > best:
                best = v
        self.cache[key] = best
        return best
