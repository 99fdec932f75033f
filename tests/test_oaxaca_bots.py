"""Oaxaca's own bots (game/rules/oaxaca/bots/planner.py): legal to the end in solo and with two to four
players, deterministic, honest (they decide on the seat's view alone), with reasons that say why.

Kept quick: the strength targets over 200 seeded games are a benchmark (benchmarks/bench_oaxaca.py);
the one slow test here plays twenty solo games.
"""
from __future__ import annotations

import functools
import random
import statistics

import pytest

from game import registry
from game.ai import Decision, make_bot
from game.rules.oaxaca.bots.planner import OaxacaEasyBot, OaxacaHardBot, Planner
from game.protocol import SeatSetup, Setup
from game.rules.oaxaca.actions import Activate, Gather, UseTourist
from game.rules.oaxaca.state import Phase
from game.rules.oaxaca.view import player_view
from game.text import say
from game.session import Session

from bot_checks import CheckedBot

GAME = registry.get("oaxaca")


def _checked(phases: set):
    """CheckedBot's standard checks, the reason being a message (an id and its arguments, stored in
    saves): a legal action with a short reason, as it reads in English."""
    def check(state, seat, choice):
        assert choice.action in state.legal_actions(seat), (state.phase, choice.action)
        reason = say(choice.reason, "en")
        assert isinstance(reason, str) and reason.strip() and len(reason) < 240, choice
        phases.add(state.phase)
    return check
DATA = GAME.load_data()


def setup_for(players: int, bots) -> Setup:
    mode = "solo" if players == 1 else "multi"
    return GAME.validate_setup(Setup(mode, tuple(SeatSetup("bot", f"P{i}", b) for i, b in enumerate(bots))))


def quick(bot, budget: int = 1500):
    """The same bot with a smaller search, so that whole games stay quick in the default run."""
    planner = getattr(bot, "planner", None)
    if planner is not None:
        planner.budget = min(planner.budget, budget)
        planner.reroll_budget = min(planner.reroll_budget, budget // 8)
    return bot


def play(seed: int, bots, check: bool = True, budget: int = 1500) -> tuple[Session, set]:
    setup = setup_for(len(bots), bots)
    session = Session(GAME, setup, seed)
    phases: set = set()
    players = {}
    for seat, name in enumerate(bots):
        bot = quick(make_bot(GAME, name, seat, seed), budget)
        players[seat] = CheckedBot(bot, session, phases, check=_checked(phases)) if check else bot
    session.advance(players)
    return session, phases


# ------------------------------------------------------------------------------ registration

def test_oaxaca_registers_its_own_players():
    assert isinstance(make_bot(GAME, "hard", 0, 1), OaxacaHardBot)
    assert isinstance(make_bot(GAME, "easy", 0, 1), OaxacaEasyBot)
    assert set(GAME.bots) >= {"random", "easy", "hard"}
    for name in GAME.bots:
        assert make_bot(GAME, name, 1, 3).name == name


# ------------------------------------------------------------------------------ legality

def test_the_hard_bot_plays_a_solo_game_legally_to_the_end_and_sells():
    session, phases = play(3, ["hard"])
    state = session.state
    assert state.is_over and state.score > 0 and state.sales
    assert {Phase.REROLL, Phase.TURN, Phase.KEEP, Phase.PUT_BACK, Phase.SELL} <= phases
    assert all(e.note for e in session.log), "every bot move carries its reason"


@pytest.mark.parametrize("bots", [("hard", "easy"), ("easy", "random", "hard"), ("hard", "random", "random", "easy")])
def test_the_bots_play_two_to_four_player_games_legally_to_the_end(bots):
    session, phases = play(11, list(bots), budget=600)
    state = session.state
    assert state.is_over and len(state.returns()) == len(bots)
    assert Phase.TURN in phases and Phase.REROLL in phases


# ------------------------------------------------------------------------------ determinism

def test_the_bots_are_deterministic_for_a_seed():
    a, _ = play(5, ["hard"], check=False)
    b, _ = play(5, ["hard"], check=False)
    assert [(x.seat, x.action, x.note) for x in a.log] == [(x.seat, x.action, x.note) for x in b.log]
    assert a.state.digest() == b.state.digest()


def test_a_decision_does_not_depend_on_the_decisions_before_it():
    """A bot that has played half a game answers like a fresh one (suggestions, reloads)."""
    session = Session(GAME, setup_for(1, ["hard"]), 8)
    bot = quick(make_bot(GAME, "hard", 0, 8))
    for _ in range(30):
        session.apply(0, bot.decide(session.decision(0)).action)
    d = session.decision(0)
    fresh = quick(make_bot(GAME, "hard", 0, 8))
    assert fresh.decide(d) == bot.decide(session.decision(0))


# ------------------------------------------------------------------------------ honesty

@functools.cache
def decision_states(seed: int, players: int) -> tuple:
    """Clones of the states a seeded random game passes through, with the seat to move."""
    out = []
    session = Session(GAME, setup_for(players, ["random"] * players), seed)
    rng = random.Random(seed)
    while not session.state.is_over:
        seat = next(iter(session.state.to_move()))
        out.append((session.state.clone(), seat))
        legal = session.state.legal_actions(seat)
        plain = [a for a in legal if not isinstance(a, (Activate, UseTourist))]
        session.apply(seat, rng.choice(plain or legal))
    return tuple(out)


@pytest.mark.parametrize("name", ["hard", "easy"])
def test_bots_decide_only_on_what_their_seat_may_see(name):
    """Two states that differ only in what the seat cannot see (the decks' order, the cards another
    player drew, the dice to come) get the same decision."""
    for players in (1, 3):
        states = decision_states(23, players)
        picked = [x for x in states if x[0].phase in (Phase.TURN, Phase.KEEP, Phase.REROLL)]
        for state, seat in picked[1::max(1, len(picked) // 4)]:
            view = player_view(state, seat)
            real = quick(make_bot(GAME, name, seat, 1), 800).decide(Decision(seat, state.legal_actions(seat), view))
            for k in range(2):
                other = GAME.determinize(view, random.Random(k))
                assert player_view(other, seat) == view
                assert other.digest() != state.digest(), "the hidden parts really differ"
                d = Decision(seat, other.legal_actions(seat), player_view(other, seat))
                assert quick(make_bot(GAME, name, seat, 1), 800).decide(d) == real


# ------------------------------------------------------------------------------ reasons

def test_reasons_say_why_without_restating_the_move():
    checked = 0
    session = Session(GAME, setup_for(1, ["hard"]), 4)
    bot = quick(make_bot(GAME, "hard", 0, 4))
    while not session.state.is_over:
        d = session.decision(0)
        choice = bot.decide(d)
        what = GAME.describe_action(choice.action, d.view).lower().rstrip(".")
        reason = say(choice.reason, "en").lower()
        assert reason.strip() and what not in reason, (what, reason)
        assert not reason.startswith(("gather ", "craft ", "keep ", "put ", "turn ", "visit ", "sell ", "scrap ",
                                      "end the turn", "roll ")), reason
        checked += 1
        session.apply(0, choice.action, note=choice.reason)
    assert checked > 30


def test_the_suggestion_follows_a_player_who_leaves_the_plan():
    """After the player ignores a suggestion, the next one is planned from what the player sees."""
    session = Session(GAME, setup_for(1, ["hard"]), 31)
    bot = quick(make_bot(GAME, "hard", 0, 31))
    while session.state.phase is not Phase.TURN:
        session.apply(0, bot.decide(session.decision(0)).action)
    suggested = bot.decide(session.decision(0)).action
    other = next(a for a in session.state.legal_actions(0) if a != suggested and isinstance(a, Gather))
    session.apply(0, other)
    while not session.state.is_over:
        choice = bot.decide(session.decision(0))
        assert choice.action in session.state.legal_actions(0) and choice.reason
        session.apply(0, choice.action)


# ------------------------------------------------------------------------------ sense

def test_the_last_sale_takes_every_customer_it_can():
    """At the last round's end nothing is kept back: every card a customer wants is sold."""
    session, _ = play(6, ["hard"], check=False)
    state = session.state
    last = [s for s in state.sales if s[0] == DATA.rounds - 1]
    left = [c for c in state.table[0].stall if DATA.card(c).craft]
    for c in left:  # a card left unsold had no buyer among the customers still free
        face = DATA.card(c).face
        assert not any(f in (face, 1) for i, f in enumerate(state.customers) if not state.sold_to[i]), (c, last)


def test_the_easy_bot_is_a_planner_with_less_search_not_a_random_mover():
    easy = make_bot(GAME, "easy", 0, 1)
    hard = make_bot(GAME, "hard", 0, 1)
    assert isinstance(easy.planner, Planner) and easy.planner.budget < hard.planner.budget
    session, _ = play(9, ["easy"], check=False, budget=10 ** 9)
    assert session.state.score >= 15


@pytest.mark.slow
def test_the_hard_bot_scores_well_above_a_simple_planner_over_twenty_solo_games():
    scores = []
    for seed in range(1, 21):
        session = Session(GAME, setup_for(1, ["hard"]), seed)
        session.advance({0: make_bot(GAME, "hard", 0, seed)}, collect=False)
        scores.append(session.state.score)
    assert statistics.fmean(scores) >= 41, scores


@pytest.mark.parametrize("kind", ["bowl", "top", "wild", "jar"])
def test_reasons_name_a_card_not_gathered_yet_without_failing(kind):
    """The model's plans hold the card gathered this turn with no id yet: its reasons still read
    (a two-player Hard bot once stopped on a KeyError here)."""
    session = Session(GAME, setup_for(2, ["hard", "easy"]), 5)
    state = session.state
    planner = Planner(GAME, 0, 5)
    planner._state = state
    known = next(iter(DATA.cards))
    new, old = (3, 1, 3, ""), (3, 2, 3, known)
    step = {"bowl": ("bowl", new, old), "top": ("top", new, None), "wild": ("wild", 0, new, 2, 0),
            "jar": ("jar", new)}[kind]
    why = say(planner._why_step(state, step), "en")
    assert why.strip()
    if kind != "top":  # onto a rival's card, the top's reason names no card
        assert "gathered this turn" in why, why
