"""The Ofrenda hint planner's shortcuts give the same values as the plain enumerations they replace."""
from __future__ import annotations

import itertools
import random

from game import registry
from game.rules.ofrenda.bots.endgame import ABUELA_SPACES, _after_plan, Endgame
from game.rules.ofrenda.bots.evaluation import Evaluator
from game.rules.ofrenda.bots.easy import OfrendaEasyBot
from game.rules.ofrenda.bots.hint import OfrendaHintBot
from game.rules.ofrenda.bots.model import Context, bot_tables
from game.rules.ofrenda import MARIGOLD, Phase, player_view
from game.session import Session

GAME = registry.get("ofrenda")
DATA = GAME.load_data()


def _view_at(seed: int, turns: int):
    """The solo view at the start of our turn once ``turns`` turns are played (the easy bot plays: the
    hint bot's own search would cost seconds per position, and any position of the game will do)."""
    session = Session(GAME, "solo", seed)
    bot = OfrendaEasyBot(GAME, 0, seed)
    session.advance({0: bot}, humans=True,
                    stop=lambda s: s.state.boards[0].turns == turns and s.state.phase is Phase.TAKE_PORTRAIT
                    and s.state.current == 0)
    return player_view(session.state, 0)


def _brute_final_decorations(ev: Evaluator, be, sup, marigolds, candles, decorations, pending) -> float:
    """Every way to fill this turn's decoration slots (or not), valued with no turns left."""
    t = ev.ctx.t
    best = None
    options = []
    for di in pending:
        if t.deco_holds[di] == MARIGOLD:
            options.append([None, MARIGOLD])
        else:
            options.append([None] + list(candles))
    for choice in itertools.product(*options):
        used = [c for c in choice if c not in (None, MARIGOLD)]
        if len(used) != len(set(used)) or sum(c == MARIGOLD for c in choice) > marigolds:
            continue
        placed = dict(decorations)
        for di, c in zip(pending, choice):
            if c is not None:
                placed[t.deco_ids[di]] = c
        n_mari = sum(1 for w in placed.values() if w == MARIGOLD)
        v = 0.0
        for d, what in placed.items():
            di = t.deco_index[d]
            if what == MARIGOLD:
                v += be.deco_sum[di]
            else:
                v += 2.0 * be.deco_sum[di] * ev.candle_prob(what, be, sup, n_mari, 0)
        best = v if best is None or v > best else best
    return best


def test_final_decorations_are_the_best_of_every_combination():
    t = bot_tables(DATA)
    rng = random.Random(5)
    ev = Evaluator(Context(t, OfrendaHintBot(GAME).params, 0, []))
    sup = ev.supply((), (), 0)
    candles = list(DATA.candles)
    for _ in range(300):
        cards = rng.sample(range(len(t.card_ids)), t.n_slots)
        board = tuple(c if rng.random() < 0.9 else -1 for c in cards)
        be = ev.board(board, sup)
        surrounded = [di for di, ds in enumerate(t.deco_slots) if all(board[s] >= 0 for s in ds)]
        rng.shuffle(surrounded)
        pending = surrounded[:rng.randint(0, 2)]
        decorations = {}
        stored = rng.sample(candles, rng.randint(0, 5))
        for di in surrounded[len(pending):]:
            if rng.random() < 0.7:
                decorations[t.deco_ids[di]] = MARIGOLD if t.deco_holds[di] == MARIGOLD else stored.pop() \
                    if stored else rng.choice(candles)
        marigolds = rng.randint(0, 2)
        fast, acts = ev.decorations(be, sup, marigolds, stored, decorations, pending)
        assert len(acts) <= len(pending)
        assert abs(fast - _brute_final_decorations(ev, be, sup, marigolds, stored, decorations, pending)) < 1e-9


def _reference_endgame_value(eg: Endgame, plan) -> float:
    """The last turn played out draw by draw: every ordered pair of unseen cards for the unknown spaces."""
    t, view = eg.t, eg.view
    eg.value(plan)  # sets up the position after the plan (board, candles, caches)
    after = _after_plan(t, view, plan)
    hand = [t.card_index[c] for c in after.hand]
    mari = after.marigolds
    unseen = eg.ctx0.unseen
    slots4 = after.market + [(None, 0)] * (4 - len(after.market))
    total = 0.0
    for space, odds in ABUELA_SPACES:
        final = [(c, m + (1 if i < space else 0)) for i, (c, m) in enumerate(slots4) if i != space]
        final.append((None, 0))
        unknown_at = [i for i, (c, _) in enumerate(final) if c is None][:2]
        draws = list(itertools.permutations(unseen, len(unknown_at)))
        acc = 0.0
        for draw in draws:
            cards = [t.card_index[c] if c is not None else -1 for c, _ in final]
            for i, u in zip(unknown_at, draw):
                cards[i] = u
            best = None
            for sp, card in enumerate(cards):
                if sp > mari:
                    break
                m = mari - sp + final[sp][1]
                v = max([eg._play(h, m) for h in hand] + ([eg._play(card, m)] if card >= 0 else []))
                best = v if best is None or v > best else best
            acc += best
        total += odds * acc / len(draws)
    return total


def test_endgame_values_match_the_draw_by_draw_playout():
    bot = OfrendaHintBot(GAME)
    checked = 0
    for seed in (3, 8):
        view = _view_at(seed, 10)
        ctx = bot._context(DATA, view)
        assert ctx.R == 1
        for plan in bot._make_plan(DATA, view, nested=True, many=4):
            eg = Endgame(ctx, view)
            assert abs(eg.value(plan) - _reference_endgame_value(eg, plan)) < 1e-6
            checked += 1
    assert checked >= 4


def test_the_plan_is_the_same_for_the_same_view():
    """Deterministic: a fresh bot and a bot that has planned other positions answer alike."""
    views = [_view_at(11, turns) for turns in (2, 9)]
    used = OfrendaHintBot(GAME)
    for view in views:
        fresh = OfrendaHintBot(GAME)._make_plan(DATA, view)
        again = used._make_plan(DATA, view)
        assert fresh.actions == again.actions and abs(fresh.value - again.value) < 1e-9
