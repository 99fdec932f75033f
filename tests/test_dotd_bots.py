"""Die of the Dead's own bots (game/rules/dotd/bots/planner.py, game/rules/dotd/bots/model.py): legal to the end in
solo and with two to five players, deterministic, honest (they decide on the seat's view alone),
with reasons that say why, and stronger than the random bot.

Kept quick: the default run plays one solo game; the multiplayer games, the honesty checks and
the small matches are soaks (``-m slow``); the strength targets over 200 seeded games are a
benchmark (benchmarks/bench_dotd.py).
"""
from __future__ import annotations

import functools
import random

import pytest

from game import registry
from game.ai import Decision, make_bot
from game.rules.dotd.bots.snap import Snap, future_actions
from game.rules.dotd.bots.planner import DotdEasyBot, DotdHardBot
from game.protocol import SeatSetup, Setup
from game.rules.dotd import state as rules
from game.session import Session

from bot_checks import CheckedBot

GAME = registry.get("dotd")


def setup_for(bots) -> Setup:
    mode = "solo" if len(bots) == 1 else "multi"
    return GAME.validate_setup(Setup(mode, tuple(SeatSetup("bot", f"P{i}", b) for i, b in enumerate(bots))))


def play(seed: int, bots, check: bool = True) -> tuple[Session, set]:
    session = Session(GAME, setup_for(bots), seed)
    phases: set = set()
    players = {}
    for seat, name in enumerate(bots):
        bot = make_bot(GAME, name, seat, seed)
        players[seat] = CheckedBot(bot, session, phases) if check else bot
    session.advance(players, collect=False)
    return session, phases


def test_registered_as_hard_and_easy():
    assert isinstance(make_bot(GAME, "hard", 0, 1), DotdHardBot)
    assert isinstance(make_bot(GAME, "easy", 0, 1), DotdEasyBot)
    assert GAME.hint_bot in GAME.bots


@pytest.mark.slow  # a soak: runs with -m slow (CI runs both)
def test_hard_plays_a_solo_game_legally_to_the_end_and_climbs():
    session, phases = play(3, ["hard"])
    assert session.state.is_over
    assert {rules.PLACE, rules.OPEN, rules.ACT, rules.PAY, rules.SCORE} <= phases
    assert session.state.outcome().scores[0] >= 9, "the planner climbs well past a random player"


@pytest.mark.slow
@pytest.mark.parametrize("bots", [["hard", "easy"], ["easy", "random", "hard"], ["hard", "easy", "random", "easy", "hard"]])
def test_the_bots_play_two_to_five_player_games_legally_to_the_end(bots):
    session, phases = play(11, bots)
    assert session.state.is_over
    assert {rules.OPEN, rules.ACT, rules.SCORE} <= phases


@pytest.mark.slow
def test_the_bots_are_deterministic_for_a_seed():
    a, _ = play(5, ["hard", "easy"], check=False)
    b, _ = play(5, ["hard", "easy"], check=False)
    assert [(x.seat, x.action, x.note) for x in a.log] == [(x.seat, x.action, x.note) for x in b.log]
    assert a.state.digest() == b.state.digest()


def test_a_decision_does_not_depend_on_the_decisions_before_it():
    """A bot that has played part of a game answers like a fresh one (suggestions, reloads)."""
    session = Session(GAME, setup_for(["hard"]), 8)
    bot = make_bot(GAME, "hard", 0, 8)
    for _ in range(40):
        if session.state.is_over:
            break
        session.apply(0, bot.decide(session.decision(0)).action)
    assert not session.state.is_over
    fresh = make_bot(GAME, "hard", 0, 8)
    assert fresh.decide(session.decision(0)) == bot.decide(session.decision(0))


@pytest.mark.slow
def test_easy_is_a_weaker_judge_not_a_random_mover():
    """Easy plays the planner with fewer rolls and an error in its judgement: it often agrees with
    Hard, not always, and it still climbs well above the random bot."""
    session = Session(GAME, setup_for(["hard"]), 21)
    hard, easy = make_bot(GAME, "hard", 0, 21), make_bot(GAME, "easy", 0, 21)
    same = differ = 0
    while not session.state.is_over:
        d = session.decision(0)
        choice = hard.decide(d)
        if len(d.legal) > 3:
            if easy.decide(session.decision(0)).action == choice.action:
                same += 1
            else:
                differ += 1
        session.apply(0, choice.action)
    assert differ > 0, "Easy misjudges some decisions"
    assert same >= 10, "... and agrees with Hard on many (a random mover rarely would with this many choices)"
    easy_game, _ = play(21, ["easy"], check=False)
    random_game, _ = play(21, ["random"], check=False)
    assert easy_game.state.outcome().scores[0] > random_game.state.outcome().scores[0]


@pytest.mark.slow
def test_hard_beats_easy_and_easy_beats_random_in_two_player_games():
    """A small sample of the benchmark's matches (seats alternated): the ladder holds."""
    for first, second in (("hard", "easy"), ("easy", "random")):
        wins = 0.0
        for seed in (1, 2):
            bots = [first, second] if seed % 2 else [second, first]
            session, _ = play(seed, bots, check=False)
            scores = session.state.outcome().scores
            me, other = (scores[0], scores[1]) if seed % 2 else (scores[1], scores[0])
            wins += 1.0 if me > other else 0.5 if me == other else 0.0
        assert wins >= 1.5, (first, second, wins)


# ------------------------------------------------------------------------------ honesty

@functools.cache
def decision_states(seed: int, players: int) -> tuple:
    """Clones of the states a seeded random game passes through, with the seat to move."""
    out = []
    session = Session(GAME, setup_for(["random"] * players), seed)
    rng = random.Random(seed)
    while not session.state.is_over:
        seat = min(session.state.to_move())
        out.append((session.state.clone(), seat))
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    return tuple(out)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["hard", "easy"])
def test_bots_decide_only_on_what_their_seat_may_see(name):
    """Two states that differ only in what the seat cannot see (the others' setup placements, the
    faces the dice still to be rolled will show) get the same decision."""
    checked = 0
    for players in (1, 3):
        states = decision_states(23, players)
        picked = [x for x in states if len(x[0].legal_actions(x[1])) > 1]
        for state, seat in picked[::max(1, len(picked) // 5)]:
            view = GAME.view(state, seat)
            real = make_bot(GAME, name, seat, 1).decide(Decision(seat, state.legal_actions(seat), view))
            for k in range(2):
                other = GAME.determinize(view, random.Random(k))
                assert GAME.view(other, seat) == view
                d = Decision(seat, other.legal_actions(seat), GAME.view(other, seat))
                assert make_bot(GAME, name, seat, 1).decide(d) == real
                checked += 1
    assert checked >= 16


# ------------------------------------------------------------------------------ the model

def test_future_actions_count_the_rounds_until_the_quickest_rival_ends_the_game():
    session = Session(GAME, setup_for(["random", "random"]), 4)
    rng = random.Random(4)
    seen = []
    while not session.state.is_over:
        st = session.state
        if st.phase == rules.OPEN:
            seen.append(future_actions(st, 0))
        seat = min(st.to_move())
        session.apply(seat, rng.choice(st.legal_actions(seat)))
    assert seen[0] > 5, "at the start the game has many rounds to go"
    assert seen[-1] <= 1, "in the last round nothing is left after this one"
    assert all(a >= b - 1 for a, b in zip(seen, seen[1:])), "the count shrinks as the ofrendas fill"
    solo = Session(GAME, setup_for(["random"]), 4)
    assert Snap.of(solo.state, 0).actions == 0, "solo counts the City of the Dead instead"


def test_payments_add_a_fitting_die_to_the_offers_only_while_a_later_round_can_draw_it():
    """Solo, the City of the Dead is both what the payments come from and the rounds left: with a
    single die left, it is paid in the last round and never drawn, so no offer counts on it."""
    from game.rules.dotd.bots.model import Model
    from game.rules.dotd.bots.sections import MARIGOLD
    from game.rules.dotd.bots.snap import kind

    snap = Snap.of(Session(GAME, setup_for(["random"]), 4).state, 0)
    model = Model(GAME.load_data(), 0)
    dice = (None,) * 4
    kinds = (None,) * 4
    empty = (0,) * len(snap.comp[MARIGOLD])
    want = model.wants(model._plans[0])[MARIGOLD]
    two = tuple(2 if k == kind(want[0], False) else 0 for k in range(len(empty)))
    one = tuple(1 if k == kind(want[0], False) else 0 for k in range(len(empty)))
    boosted = model._offer(MARIGOLD, dice, kinds, empty, two, want)
    assert sum(boosted) == 1, "two City dice: the first paid may be drawn later"
    assert model._offer(MARIGOLD, dice, kinds, empty, one, want) == empty, "the last City die is never drawn"


def _solo_snap(**changes) -> Snap:
    """A solo position for the model's own checks: empty caskets, no tokens, the City as given."""
    snap = Snap.of(Session(GAME, setup_for(["random"]), 4).state, 0)
    snap.comp = [(0,) * len(snap.comp[0]) for _ in range(4)]
    snap.hand, snap.board = [0] * 4, [0] * 4
    for key, value in changes.items():
        setattr(snap, key, value)
    return snap


def _model(**params):
    from game.rules.dotd.bots.model import Model, Params

    chosen = Params()
    for key, value in params.items():
        setattr(chosen, key, value)
    return Model(GAME.load_data(), 0, chosen)


def test_a_preparation_die_is_not_counted_for_a_section_whose_casket_is_shut():
    """A die moves from the preparation board by opening the section's casket: a casket with no
    dice, and no payment to come (the last City die), cannot be opened, so the die cannot fill
    the section."""
    from game.rules.dotd.bots.sections import CANDLE
    from game.rules.dotd.bots.snap import kind

    data = GAME.load_data()
    red, blue, green, yellow = (data.colour_index(c) for c in ("red", "blue", "green", "yellow"))
    cells = [(red, False, 1)] * len(data.cells)  # every section complete and scored but the candles'
    cells[9], cells[8], cells[6], cells[7] = (red, False, 3), (blue, False, 3), (green, False, 6), None
    everything = 0b1111 & ~(1 << CANDLE)
    city = tuple(1 if k == kind(red, False) else 0 for k in range(10))
    prep = [(yellow, False, 3), None, None]
    model = _model()
    shut = _solo_snap(cells=cells, complete=everything, scored=everything, city=city)
    assert model.value(_with(shut, prep=prep)) == model.value(shut), "the die cannot reach the candles"
    casket = list(shut.comp)
    casket[CANDLE] = tuple(1 if k == kind(red, False) else 0 for k in range(10))
    opened = _with(shut, comp=casket)
    assert model.value(_with(opened, prep=prep)) > model.value(opened) + 0.5, (
        "with a die in the candle casket, the yellow 3 can be moved: four colours and three 3s")


def _with(snap: Snap, **changes) -> Snap:
    out = snap.copy()
    for key, value in changes.items():
        setattr(out, key, value)
    return out


def test_solo_a_token_left_on_its_board_is_a_free_look_at_its_casket():
    """Solo, a token costs no City die: opening a casket and taking its token when the roll does not
    suit is one more offer for that section, so the token is worth more on its board than in hand
    (both count the same for cashing while the City has dice)."""
    from game.rules.dotd.bots.sections import MARIGOLD
    from game.rules.dotd.bots.snap import kind

    data = GAME.load_data()
    comp = [tuple(1 if k in (kind(c, False) for c in range(3)) else 0 for k in range(10)) for _ in range(4)]
    city = tuple(1 if k in (kind(3, False), kind(4, False)) else 0 for k in range(10))  # two City dice
    cells = [(0, False, 1)] * len(data.cells)  # all complete and scored but two marigold spaces
    cells[1] = cells[2] = None
    done = 0b1111 & ~(1 << MARIGOLD)
    on_board = _solo_snap(cells=cells, comp=comp, city=city, board=[0, 1, 0, 0], complete=done, scored=done)
    in_hand = _with(on_board, board=[0, 0, 0, 0], hand=[0, 1, 0, 0])
    assert _model().value(on_board) > _model().value(in_hand) + 0.05
    plain = _model(token_offers=False)
    assert plain.value(on_board) == plain.value(in_hand), "without the free look they are alike"


def test_a_die_kept_for_the_bread_leaves_its_casket():
    """The bread needs four dice of one colour: an offer holding two dice of that colour has one
    fewer once one is kept (never none: a payment may bring one back), so with depletion the promise
    is lower while several spaces are left, and the same for the last space."""
    from game.rules.dotd.bots.model import sections_for
    from game.rules.dotd.bots.sections import BREAD, RIGHT, WRONG

    sections = sections_for(GAME.load_data())
    classes = ((RIGHT, False, 2), (WRONG, False, 2))
    empty, one_left = (0, 0, 0, True), (3, 12, 0, True)
    kept = sections.value(BREAD, (), empty, classes, 4, True)
    fresh = sections.value(BREAD, (), empty, classes, 4, False)
    assert kept < fresh - 0.1, (kept, fresh)
    assert sections.value(BREAD, (), one_left, classes, 1, True) == sections.value(BREAD, (), one_left, classes, 1, False)
