"""Sessions: the log, undo/redo (never across a reveal), and replay equality."""
from __future__ import annotations

import random

import pytest

from game import registry
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
    assert not session.can_undo and not session.can_redo
    assert session.apply_automaton()  # her events
    assert session.log == [AbuelaTurn()]
    assert session.apply_automaton() == [], "not her turn any more"


def test_unknown_mode():
    with pytest.raises(KeyError):
        Session(GAME, "teams", 1)


def test_abuela_turn_cannot_be_undone():
    session = new_session()
    assert not session.can_undo
    assert session.undo() is False
    assert session.log == [AbuelaTurn()]


def test_undo_take_portrait_then_redo():
    session = new_session()
    before = session.state.digest()
    session.apply(TakePortrait(1))
    after = session.state.digest()
    assert session.state.phase is Phase.TAKE_CANDLE
    assert session.can_undo
    assert session.undo() is True
    assert session.state.digest() == before and session.log == [AbuelaTurn()]
    assert session.can_redo and not session.can_undo
    assert session.redo() is True
    assert session.state.digest() == after and session.log == [AbuelaTurn(), TakePortrait(1)]
    assert not session.can_redo
    assert session.redo() is False


def test_drawing_a_card_is_an_undo_barrier():
    session = new_session()
    session.apply(TakePortrait(0))
    session.apply(SkipCandle())  # replenishing draws a new card: hidden information is revealed
    assert not session.can_undo
    assert session.undo() is False
    assert session.state.phase is Phase.PLAY_PORTRAIT
    session = new_session()
    session.apply(TakePortrait(0))
    session.apply(TakeCandle(0))  # draws a portrait and a candle
    assert not session.can_undo


def test_placement_and_end_of_turn_undo_but_not_abuela():
    session = new_session()
    session.apply(TakePortrait(0))
    session.apply(SkipCandle())
    at_play = session.state.digest()
    card = session.state.you.hand[0]
    session.apply(PlacePortrait(card, "T1"))
    assert session.state.phase is Phase.ABUELA, "nothing to decorate: the turn ended"
    assert session.can_undo
    session.undo()
    assert session.state.digest() == at_play
    session.redo()
    session.advance_automaton()
    assert not session.can_undo, "undo never crosses Abuela's turn"


def test_a_new_action_clears_redo():
    session = new_session()
    session.apply(TakePortrait(0))
    session.apply(SkipCandle())
    hand = list(session.state.you.hand)
    session.apply(PlacePortrait(hand[0], "B1"))
    session.undo()
    assert session.can_redo
    session.apply(DiscardPortrait(hand[1]))
    assert not session.can_redo
    assert session.redo() is False
    assert session.state.you.discards == [hand[1]] and session.state.you.ofrenda == {}


def test_several_undos_and_redos_within_a_turn():
    session = _decorating_session()
    digests = [session.state.digest()]
    start = len(session.log)
    assert session.state.phase is Phase.DECORATE
    while session.state.phase is Phase.DECORATE:
        session.apply(session.state.legal_actions()[0])
        digests.append(session.state.digest())
    n = len(session.log) - start
    assert n >= 1
    for i in range(n):
        assert session.undo()
        assert session.state.digest() == digests[-2 - i]
    assert session.undo(), "the placement itself can be taken back too"
    assert session.state.phase is Phase.PLAY_PORTRAIT
    assert not session.can_undo, "but not the candle step, which drew a card"
    assert session.redo()
    assert session.state.digest() == digests[0]
    for i in range(n):
        assert session.redo()
        assert session.state.digest() == digests[i + 1]
    assert not session.can_redo


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
    marigolds = session.state.you.marigolds
    action = next(a for a in session.state.legal_actions() if not isinstance(a, EndTurn))
    session.apply(action)
    if isinstance(action, PlaceMarigold):
        assert session.state.you.marigolds == marigolds - 1
    session.undo()
    assert session.state.digest() == before
    assert session.state.you.marigolds == marigolds


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
        session.apply(rng.choice(session.state.legal_actions()))
        if rng.random() < 0.2 and session.can_undo:
            session.undo()
            if rng.random() < 0.5:
                session.redo()
    record = session.to_record()
    replayed = Session.from_record(GAME, record)
    assert replayed.state.digest() == session.state.digest() == record["digest"]
    assert replayed.log == session.log
    assert replayed.state.score(0).total == session.state.score(0).total == record["summary"]["score"]
    assert record["summary"]["over"] is True


def test_replay_reproduces_events():
    session = new_session(4)
    session.apply(TakePortrait(0))
    session.apply(SkipCandle())
    replayed = Session.from_record(GAME, session.to_record())
    assert [e.text for e in replayed.state.events] == [e.text for e in session.state.events]


def test_from_record_names_the_bad_move():
    session = new_session()
    record = session.to_record()
    record["actions"].append({"type": "end_turn"})
    with pytest.raises(ValueError, match=r"move 2 of the log \(end the turn\) is not legal"):
        Session.from_record(GAME, record)
    record["actions"][-1] = {"type": "teleport"}
    with pytest.raises(ValueError, match="move 2 of the log cannot be read"):
        Session.from_record(GAME, record)
