"""Sessions, played with Ofrenda's moves: the seat-tagged log, seat-aware undo/redo (never across a reveal or
another seat), replay."""
from __future__ import annotations

import random

import pytest

from game import registry
from game.ai import make_bot
from game.protocol import AUTOMATON, SeatSetup, Setup
from game.rules.base import IllegalAction
from game.rules.ofrenda import (
    AbuelaTurn, DiscardPortrait, EndTurn, Phase, PlaceMarigold, PlacePortrait, SkipCandle, TakeCandle, TakePortrait,
)
from game.session import Session

GAME = registry.get("ofrenda")


def new_session(seed: int = 21) -> Session:
    session = Session(GAME, "solo", seed)
    session.advance_automaton()
    assert session.state.phase is Phase.TAKE_PORTRAIT
    return session


def test_new_session_starts_with_abuela():
    session = Session(GAME, "solo", 5)
    assert session.log == [] and session.state.automaton_to_move
    assert not session.can_undo() and not session.can_redo()
    assert session.apply_automaton()  # her events
    assert [(e.seat, e.action) for e in session.log] == [(AUTOMATON, AbuelaTurn())]
    assert session.apply_automaton() == [], "not her turn any more"


def test_unknown_mode():
    with pytest.raises(KeyError):
        Session(GAME, "teams", 1)


def test_abuela_turn_cannot_be_undone():
    session = new_session()
    assert not session.can_undo()
    assert session.undo() is False
    assert [e.action for e in session.log] == [AbuelaTurn()]


def test_undo_take_portrait_then_redo():
    session = new_session()
    before = session.state.digest()
    session.apply(TakePortrait(1))
    after = session.state.digest()
    assert session.state.phase is Phase.TAKE_CANDLE
    assert session.can_undo()
    assert session.undo() is True
    assert session.state.digest() == before and [e.action for e in session.log] == [AbuelaTurn()]
    assert session.can_redo() and not session.can_undo()
    assert session.redo() is True
    assert session.state.digest() == after
    assert [(e.seat, e.action) for e in session.log] == [(AUTOMATON, AbuelaTurn()), (0, TakePortrait(1))]
    assert not session.can_redo()
    assert session.redo() is False


def test_drawing_a_card_is_an_undo_barrier():
    session = new_session()
    session.apply(TakePortrait(0))
    session.apply(SkipCandle())  # replenishing draws a new card: hidden information is revealed
    assert not session.can_undo()
    assert session.undo() is False
    assert session.state.phase is Phase.PLAY_PORTRAIT
    session = new_session()
    session.apply(TakePortrait(0))
    session.apply(TakeCandle(0))  # draws a portrait and a candle
    assert not session.can_undo()


def test_placement_and_end_of_turn_undo_but_not_abuela():
    session = new_session()
    session.apply(TakePortrait(0))
    session.apply(SkipCandle())
    at_play = session.state.digest()
    card = session.state.boards[0].hand[0]
    session.apply(PlacePortrait(card, "T1"))
    assert session.state.phase is Phase.ABUELA, "nothing to decorate: the turn ended"
    assert session.can_undo()
    session.undo()
    assert session.state.digest() == at_play
    session.redo()
    session.advance_automaton()
    assert not session.can_undo(), "undo never crosses Abuela's turn"


def test_a_new_action_clears_redo():
    session = new_session()
    session.apply(TakePortrait(0))
    session.apply(SkipCandle())
    hand = list(session.state.boards[0].hand)
    session.apply(PlacePortrait(hand[0], "B1"))
    session.undo()
    assert session.can_redo()
    session.apply(DiscardPortrait(hand[1]))
    assert not session.can_redo()
    assert session.redo() is False
    assert session.state.boards[0].discards == [hand[1]] and session.state.boards[0].ofrenda == {}


def test_several_undos_and_redos_within_a_turn():
    session = _decorating_session()
    digests = [session.state.digest()]
    start = len(session.log)
    assert session.state.phase is Phase.DECORATE
    while session.state.phase is Phase.DECORATE:
        session.apply(0, session.state.legal_actions(0)[0])
        digests.append(session.state.digest())
    n = len(session.log) - start
    assert n >= 1
    for i in range(n):
        assert session.undo()
        assert session.state.digest() == digests[-2 - i]
    assert session.undo(), "the placement itself can be taken back too"
    assert session.state.phase is Phase.PLAY_PORTRAIT
    assert not session.can_undo(), "but not the candle step, which drew a card"
    assert session.redo()
    assert session.state.digest() == digests[0]
    for i in range(n):
        assert session.redo()
        assert session.state.digest() == digests[i + 1]
    assert not session.can_redo()


def _decorating_session() -> Session:
    """Play random seeds until the player can decorate; return the session at that point."""
    for seed in range(200):
        rng = random.Random(seed)
        session = Session(GAME, "solo", seed)
        while not session.state.is_over:
            if session.state.automaton_to_move:
                session.apply_automaton()
                continue
            legal = session.state.legal_actions()
            places = [a for a in legal if isinstance(a, PlacePortrait)]
            session.apply(rng.choice(places or legal))
            if session.state.phase is Phase.DECORATE and len(session.state.legal_actions()) >= 3:
                return session
    raise AssertionError("no decoration in 200 games")


def test_undo_within_decoration():
    session = _decorating_session()
    before = session.state.digest()
    marigolds = session.state.boards[0].marigolds
    action = next(a for a in session.state.legal_actions() if not isinstance(a, EndTurn))
    session.apply(action)
    if isinstance(action, PlaceMarigold):
        assert session.state.boards[0].marigolds == marigolds - 1
    session.undo()
    assert session.state.digest() == before
    assert session.state.boards[0].marigolds == marigolds


def test_illegal_action_changes_nothing():
    session = new_session()
    log = list(session.log)
    before = session.state.digest()
    with pytest.raises(IllegalAction):
        session.apply(EndTurn())
    assert session.log == log and session.state.digest() == before


def test_replay_equality():
    rng = random.Random(8)
    session = Session(GAME, "solo", 77)
    while not session.state.is_over:
        seat = session.next_step().seat
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        if rng.random() < 0.2 and session.can_undo():
            session.undo()
            if rng.random() < 0.5:
                session.redo()
    record = session.to_record()
    replayed = Session.from_record(GAME, record)
    assert replayed.state.digest() == session.state.digest() == record["digest"]
    assert replayed.log == session.log
    assert replayed.state.score(0).total == session.state.score(0).total == record["summary"]["scores"][0]
    assert record["summary"]["over"] is True


def test_replay_reproduces_events():
    session = new_session(4)
    session.apply(TakePortrait(0))
    session.apply(SkipCandle())
    replayed = Session.from_record(GAME, session.to_record())
    assert replayed.state.events == session.state.events


def test_from_record_names_the_bad_move():
    session = new_session()
    record = session.to_record()
    record["log"].append({"seat": 0, "action": {"type": "end_turn"}})
    with pytest.raises(ValueError, match=r"move 2 of the log \(end the turn\) is not legal"):
        Session.from_record(GAME, record)
    record["log"][-1] = {"seat": 0, "action": {"type": "teleport"}}
    with pytest.raises(ValueError, match="move 2 of the log cannot be read"):
        Session.from_record(GAME, record)
    record["log"][-1] = {"seat": 3, "action": {"type": "end_turn"}}
    with pytest.raises(ValueError, match=r"move 2 of the log names a seat this game does not have \(3\)"):
        Session.from_record(GAME, record)
    record["log"][-1] = {"seat": 0, "action": {"type": "take_portrait", "space": "1"}}
    with pytest.raises(ValueError, match="field 'space' should be a whole number"):
        Session.from_record(GAME, record)
    record["log"][-1] = {"seat": 0, "action": {"type": "take_portrait", "space": 1, "extra": 2}}
    with pytest.raises(ValueError, match="unknown field 'extra'"):
        Session.from_record(GAME, record)
    record["log"][-1] = {"seat": 0, "action": {"type": "take_portrait", "space": 1}, "who": "me"}
    with pytest.raises(ValueError, match="not a seat and an action"):
        Session.from_record(GAME, record)


# ------------------------------------------------------------------------------ many seats
def hotseat(players: int = 3, bots: tuple[int, ...] = ()) -> Session:
    seats = tuple(SeatSetup("bot", f"Bot {i}", "random") if i in bots else SeatSetup("human", f"P{i}")
                  for i in range(players))
    return Session(GAME, Setup("multi", seats), 5)


def play_turn(session: Session, seat: int) -> None:
    """Play ``seat``'s whole turn with its first legal actions."""
    while not session.state.is_over and session.next_step().seat == seat:
        session.apply(seat, session.state.legal_actions(seat)[0])


def test_to_move_and_refusals_name_the_seat_to_move():
    session = hotseat()
    first = session.state.start_seat
    other = (first + 1) % 3
    assert session.state.to_move() == frozenset({first})
    assert session.next_step().kind == "human" and session.next_step().seat == first
    with pytest.raises(IllegalAction, match=f"it is P{first}'s turn"):
        session.apply(other, TakePortrait(0))
    assert session.state.legal_actions(other) == []


def test_a_human_undoes_only_their_own_actions_never_past_another_seat():
    session = hotseat()
    a = session.state.start_seat
    b = (a + 1) % 3
    session.apply(a, TakePortrait(0))
    assert session.can_undo(a) and not session.can_undo(b), "only the seat that moved may take it back"
    assert session.undo(b) is False
    assert session.undo(a) is True and session.log == []
    session.apply(a, TakePortrait(0))
    play_turn(session, a)  # the turn passes to b
    assert session.next_step().seat == b
    session.apply(b, TakePortrait(0))
    assert session.can_undo(b)
    assert session.undo(b)
    assert not session.can_undo(b), "b's undo stops at a's last action"
    assert not session.can_undo(a) or session.log[-1].seat == a
    assert session.can_redo(b) and not session.can_redo(a)
    assert session.redo(a) is False and session.redo(b) is True


def test_undo_never_crosses_a_bot_action():
    session = hotseat(2, bots=(1,))
    bots = {1: make_bot(GAME, "random", 1, 5)}
    session.advance(bots)
    assert session.next_step().kind == "human"
    if session.log:
        assert session.log[-1].seat == 1
        assert not session.can_undo(0), "the bot's move is not the human's to take back"
    session.apply(0, session.state.legal_actions(0)[0])
    assert session.can_undo(0) or session.state.revealed


def test_advance_plays_bots_and_the_automaton_until_a_human_decides():
    session = Session(GAME, "solo", 3)
    session.advance({})
    assert session.next_step().kind == "human" and len(session.log) == 1
    session = hotseat(3, bots=(0, 1, 2))
    timings: list = []
    bots = {s: make_bot(GAME, "random", s, 3) for s in range(3)}
    session.advance(bots, timings=timings)
    choices = 0
    replay = Session(GAME, session.setup, session.seed)
    for e in session.log:
        choices += len(replay.state.legal_actions(e.seat)) > 1
        replay.apply(e.seat, e.action)
    assert session.state.is_over and len(timings) == choices, "every real choice timed, single moves not"
    assert 0 < choices < len(session.log)
    assert all(e.note for e in session.log), "every bot move carries its reason"
    record = session.to_record()
    assert record["log"][0]["note"]
    replayed = Session.from_record(GAME, record)
    assert replayed.state.digest() == session.state.digest() and replayed.log == session.log


def test_log_lines_show_each_seat_only_what_it_may_see():
    session = hotseat(3, bots=(1, 2))
    dealt = {b: set(board.hand) for b, board in enumerate(session.state.boards)}
    for seat in range(3):
        lines = session.log_lines(seat)
        named = set()
        for line in lines:
            if line[0] == "event" and line[1].kind == "deal":
                named |= set(line[1].data)
        assert named == dealt[seat], "a seat's log names its own starting hand and no other"



def test_the_rng_shuffle_drawn_at_once_is_the_one_draw_at_a_time_shuffle():
    """Rng.shuffle draws a whole shuffle in one go; it must give what Fisher-Yates with below() gives,
    and leave the RNG where it would have, for every size (the quick path covers 8-512)."""
    from game.rules.base import Rng
    picker = random.Random(1)
    for _ in range(3000):
        n = picker.randint(0, 600)
        seed = picker.getrandbits(64)
        quick, slow = Rng(seed), Rng(seed)
        a, b = list(range(n)), list(range(n))
        quick.shuffle(a)
        for i in range(n - 1, 0, -1):
            j = slow.below(i + 1)
            b[i], b[j] = b[j], b[i]
        assert a == b and quick.state == slow.state, (n, seed)
