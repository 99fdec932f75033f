"""The bots: legal, deterministic, honest (they decide on the seat's view alone), and playing well.

Kept short: the strength targets over 200 seeded games are benchmarks (benchmarks/bench_ofrenda.py),
not tests; here a few games show each bot is clearly better than the one below it.
"""
from __future__ import annotations

import functools
import random
import statistics
from collections import Counter

import pytest

from game import registry
from game.ai import Decision, make_bot
from game.rules.ofrenda.bots.easy import OfrendaEasyBot
from game.rules.ofrenda.bots.hint import OfrendaHintBot
from game.protocol import SeatSetup, Setup
from game.rules.ofrenda import MARIGOLD, OfrendaState, Phase, player_view
from game.session import Session
from game.text import Msg, say

from bot_checks import CheckedBot

GAME = registry.get("ofrenda")
DATA = GAME.load_data()


def decision(state: OfrendaState, seat: int) -> Decision:
    """What a bot at ``seat`` is handed: its legal actions and its view, never the state."""
    return Decision(seat, state.legal_actions(seat), player_view(state, seat))


def play(seed: int, bot_name: str = "hint", setup=None, check=None) -> Session:
    """One whole game, driven the way ``python -m game sim`` drives it (one loop: Session.advance)."""
    if setup is None:
        setup = Setup("solo", (SeatSetup("bot", "Bot", bot_name),))
    session = Session(GAME, setup, seed)
    bots = {i: make_bot(GAME, s.bot, i, seed) for i, s in enumerate(setup.seats)}
    if check is not None:
        for seat, bot in list(bots.items()):
            bots[seat] = CheckedBot(bot, session, check=check)
    session.advance(bots)
    return session


def portraits_everywhere(s: OfrendaState) -> list[str]:
    out = s.deck + s.box_portraits + [c for c in s.market if c is not None] + s.abuela_portraits
    for b in s.boards:
        out += b.hand + list(b.ofrenda.values()) + b.discards
    return out


def candles_everywhere(s: OfrendaState) -> list[str]:
    out = s.bag + s.box_candles + [c for c in s.market_candles if c is not None] + s.abuela_candles
    for b in s.boards:
        out += b.candles + [v for v in b.decorations.values() if v != MARIGOLD]
    return out


@functools.cache
def decision_states(seed: int, setup: Setup | None = None) -> tuple[tuple[OfrendaState, int], ...]:
    """Clones of the states a game passes through where a player decides, with the seat to move."""
    out = []
    session = Session(GAME, setup or "solo", seed)
    rng = random.Random(seed)
    while not session.state.is_over:
        step = session.next_step()
        if step.kind == "automaton":
            session.apply_automaton()
            continue
        out.append((session.state.clone(), step.seat))
        legal = session.state.legal_actions(step.seat)
        places = [a for a in legal if a.kind == "place_portrait"]
        session.apply(step.seat, rng.choice(places or legal))
    return tuple(out)


MULTI3 = Setup("multi", (SeatSetup("human", "You"), SeatSetup("human", "Rosa"), SeatSetup("human", "Diego")),
               {"goals": True})


# ------------------------------------------------------------------------------ legality, determinism

@pytest.mark.parametrize("seed", [1, pytest.param(7, marks=pytest.mark.slow)])  # seed 7 with the soaks
def test_hint_bot_plays_only_legal_actions_and_never_touches_the_state(seed):
    phases = set()

    def check(state, seat, choice):
        phases.add(state.phase)
        assert choice.action in state.legal_actions(seat), (state.phase, choice.action)
        reason = say(choice.reason, "en")  # a message of the catalogue, said here in English
        assert reason.strip() and len(reason) < 240, reason

    session = play(seed, check=check)
    assert session.state.boards[0].turns == 12
    assert Phase.TAKE_PORTRAIT in phases and Phase.PLAY_PORTRAIT in phases


@pytest.mark.parametrize("name", ["random", "easy", pytest.param("hint", marks=pytest.mark.slow)])  # the hint bot with the soaks
def test_every_bot_plays_a_whole_multiplayer_game_legally(name):
    def check(state, seat, choice):
        assert choice.action in state.legal_actions(seat)

    setup = Setup("multi", (SeatSetup("bot", "A", name), SeatSetup("bot", "B", "random")), {"goals": True})
    session = play(3, setup=setup, check=check)
    assert session.state.is_over and all(e.note for e in session.log)


@pytest.mark.slow  # a soak: runs with -m slow (CI runs both)
def test_hint_bot_is_deterministic_for_a_seed():
    a = play(5)
    b = play(5)
    assert [(x.seat, x.action) for x in a.log] == [(x.seat, x.action) for x in b.log]
    assert a.state.digest() == b.state.digest()


def test_make_bot_builds_each_registered_bot():
    for name in GAME.bots:
        bot = make_bot(GAME, name, seat=1, seed=3)
        assert bot.name == name
    assert isinstance(make_bot(GAME, "hint", 0, 3), OfrendaHintBot)
    assert isinstance(make_bot(GAME, "easy", 0, 3), OfrendaEasyBot)
    with pytest.raises(KeyError, match="no bot 'genius'"):
        make_bot(GAME, "genius")


# ------------------------------------------------------------------------------ honesty

def test_determinize_keeps_every_card_and_the_public_view():
    for setup in (None, MULTI3):
        for state, seat in decision_states(17, setup)[::5]:
            before = state.digest()
            view = player_view(state, seat)
            det = GAME.determinize(view, random.Random(99))
            assert state.digest() == before, "determinize must not change anything"
            assert Counter(portraits_everywhere(det)) == Counter(list(DATA.portraits))
            assert Counter(candles_everywhere(det)) == Counter(list(DATA.candles))
            assert len(det.deck) == len(state.deck) and len(det.bag) == len(state.bag)
            assert len(det.box_portraits) == len(state.box_portraits)
            assert sorted(det.deck + det.box_portraits + [c for b in det.boards for c in b.hand]) == sorted(
                state.deck + state.box_portraits + [c for b in state.boards for c in b.hand])
            assert sorted(det.bag) == sorted(state.bag) and det.box_candles == state.box_candles
            assert det.boards[seat].hand == state.boards[seat].hand, "the seat's own hand is known"
            for i, b in enumerate(det.boards):
                assert b.known_hand == state.boards[i].known_hand, "cards seen taken stay where they are"
            assert player_view(det, seat) == view, "consistent with the view"
            assert det.rng.state != state.rng.state, "the dice to come are not the real ones"
            assert det.legal_actions(seat) == state.legal_actions(seat)


def test_determinize_really_reshuffles_the_hidden_cards():
    for setup in (None, MULTI3):
        state = OfrendaState(DATA, 3, setup or "solo")
        view = player_view(state, 0)
        hidden = [GAME.determinize(view, random.Random(k)) for k in range(8)]
        assert len({tuple(d.deck) for d in hidden}) > 1
        assert len({tuple(d.bag) for d in hidden}) > 1
        if setup is not None:
            assert len({tuple(d.boards[1].hand) for d in hidden}) > 1, "opponents' hands are redrawn"
            assert all(d.boards[0].hand == state.boards[0].hand for d in hidden)


def test_the_view_hides_exactly_what_the_seat_cannot_see():
    for state, seat in decision_states(17, MULTI3)[::4]:
        view = player_view(state, seat)
        seen = set()
        for i, b in enumerate(view.boards):
            if i == seat:
                assert b.hand == tuple(state.boards[i].hand)
            else:
                assert b.hand is None and b.hand_size == len(state.boards[i].hand)
                assert set(b.known_hand) <= set(state.boards[i].hand)
                hidden = set(state.boards[i].hand) - set(b.known_hand)
                assert not hidden & set(view.unseen_portraits) ^ hidden, "hidden cards are in the unseen pool"
            seen |= set(b.ofrenda.values())
        unseen_truth = set(state.deck) | {c for i, b in enumerate(state.boards) if i != seat
                                          for c in b.hand if c not in b.known_hand}
        assert set(view.unseen_portraits) == unseen_truth
        assert list(view.unseen_portraits) == sorted(view.unseen_portraits), "no order leaks"
        for e in view.events:
            assert e.visible(seat)
            if e.kind == "deal":
                assert e.actor == seat, "only your own deal is named"


# the hint bot with the soaks (test_conformance checks every bot but the hard ones on the view alone too)
@pytest.mark.parametrize("name", [pytest.param("hint", marks=pytest.mark.slow), "easy", "random"])
def test_bots_decide_only_on_what_their_seat_may_see(name):
    """Two states that differ only in what the seat cannot see (the deck, the bag, the dice to come,
    other players' hidden cards) get the same decision."""
    for setup in (None, MULTI3):
        states = decision_states(23, setup)
        for state, seat in states[1::max(1, len(states) // 5)]:
            view = player_view(state, seat)
            real = make_bot(GAME, name, seat, 1).decide(decision(state, seat))
            for k in range(2):
                other = GAME.determinize(view, random.Random(k))
                assert player_view(other, seat) == view
                assert other.digest() != state.digest(), "the hidden parts really differ"
                assert make_bot(GAME, name, seat, 1).decide(decision(other, seat)) == real


# ------------------------------------------------------------------------------ strength, suggestions

@pytest.mark.slow  # a soak: runs with -m slow (CI runs both)
def test_hint_bot_clearly_beats_the_random_bot():
    seeds = range(101, 104)  # bench_bots measures the strength on hundreds of games
    hint = [play(s).state.score(0).total for s in seeds]
    rnd = [play(s, "random").state.score(0).total for s in seeds]
    assert statistics.fmean(hint) > 60, hint
    assert statistics.fmean(hint) > statistics.fmean(rnd) + 40, (hint, rnd)


def test_easy_beats_random_in_a_duel():
    setup = Setup("multi", (SeatSetup("bot", "E", "easy"), SeatSetup("bot", "R", "random")))
    easy, rnd = zip(*(play(s, setup=setup).state.returns() for s in range(2)))
    assert statistics.fmean(easy) > statistics.fmean(rnd) + 40, (easy, rnd)


def test_suggestions_give_a_legal_action_and_a_reason_in_every_phase():
    phases = set()
    for state, seat in decision_states(17)[::2]:
        choice = OfrendaHintBot(GAME, seat, 23).decide(decision(state, seat))
        assert choice.action in state.legal_actions(seat)
        assert isinstance(choice.reason, Msg), "a reason is a message, said in the reader's language"
        reason = say(choice.reason, "en")
        assert reason.strip() and len(reason) < 240
        phases.add(state.phase)
    assert {Phase.TAKE_PORTRAIT, Phase.PLAY_PORTRAIT} <= phases


def test_suggest_follows_the_player_off_the_plan():
    """After the player ignores a suggestion, the next one is planned from what the player sees."""
    session = Session(GAME, "solo", 31)
    session.advance_automaton()
    bot = OfrendaHintBot(GAME, 0, 31)
    suggested = bot.decide(session.decision(0)).action
    other = next(a for a in session.state.legal_actions(0) if a != suggested)
    session.apply(0, other)
    while not session.state.is_over and session.next_step().kind == "human":
        choice = bot.decide(session.decision(0))
        assert choice.action in session.state.legal_actions(0) and choice.reason
        session.apply(0, choice.action)


def test_search_bot_stops_when_asked():
    state, seat = decision_states(5, MULTI3)[10]
    bot = make_bot(GAME, "hard", seat, 1)
    d = Decision(seat, state.legal_actions(seat), player_view(state, seat), should_stop=lambda: True)
    choice = bot.decide(d)
    assert choice.action in state.legal_actions(seat)


@pytest.mark.parametrize("name", [pytest.param("hint", marks=pytest.mark.slow), "easy"])  # the hint bot with the soaks
def test_hint_reasons_say_why_without_restating_the_move(name):
    """The move is shown beside its reason (log, suggestion): the reason gives only the why."""
    from game import registry
    from game.ai import make_bot
    from game.session import Session, default_setup

    game = registry.get("ofrenda")
    checked = 0
    for seed, setup in ((3, "solo"), (4, default_setup(game, "multi", 3, bot="random"))):
        session = Session(game, setup, seed)
        bots = {}
        start = checked
        while not session.state.is_over and checked - start < 30:  # (30 decisions of each game)
            step = session.next_step()
            if step.kind == "automaton":
                session.apply_automaton()
                continue
            bot = bots.setdefault(step.seat, make_bot(game, name, step.seat, seed))
            decision = session.decision(step.seat)
            choice = bot.decide(decision)
            what = game.describe_action(choice.action, decision.view).lower().rstrip(".")
            reason = say(choice.reason, "en").lower()
            assert reason.strip(), choice
            assert what not in reason, (what, reason)
            assert not reason.startswith(("take ", "place ", "put ", "discard ", "end the turn")), reason
            checked += 1
            session.apply(step.seat, choice.action)
    assert checked > 40
