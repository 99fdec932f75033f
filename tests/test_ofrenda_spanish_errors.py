"""Ofrenda's saves and bots in Spanish: why a save's record does not replay (a ValueError carrying a
message), the Load screen's reasons for a damaged or newer save, and a search bot's generic reason are
messages, said in the reader's language where they are shown (they were English in code)."""
from __future__ import annotations

import json

import pytest

from game import registry, saves, text
from game.ai.search import Policy, SearchBot
from game.saves import SaveError, SaveStore
from game.session import Session
from game.text import Msg, say

GAME = registry.get("ofrenda")


@pytest.fixture
def spanish():
    before = text.language()
    text.set_language("es")
    yield
    text.set_language(before)


def _record() -> dict:
    session = Session(GAME, "solo", 21)
    session.advance_automaton()
    return session.to_record()


def test_a_record_that_does_not_replay_says_why_in_a_message(spanish):
    record = _record()
    record["log"].append({"seat": 3, "action": {"type": "end_turn"}})
    with pytest.raises(ValueError) as err:
        Session.from_record(GAME, record)
    msg = err.value.args[0]
    assert isinstance(msg, Msg) and msg.id == "record-move-no-such-seat"
    assert say(msg, "en") == "move 2 of the log names a seat this game does not have (3)"
    assert say(msg) == "la jugada 2 del registro nombra un asiento que esta partida no tiene (3)"
    record["log"][-1] = {"seat": 0, "action": {"type": "end_turn"}}
    with pytest.raises(ValueError) as err:
        Session.from_record(GAME, record)
    assert err.value.args[0].id == "record-move-illegal" and "no está permitida" in str(err.value)
    record["setup"] = {"seats": []}
    with pytest.raises(ValueError) as err:
        Session.from_record(GAME, record)
    assert err.value.args[0].id == "record-setup-unusable"


def test_the_load_screen_says_a_damaged_save_in_the_readers_language(tmp_path, spanish):
    store = SaveStore(tmp_path / "saves")
    session = Session(GAME, "solo", 21)
    session.advance_automaton()
    record = json.loads(saves.encode(session))
    record["log"].append({"seat": 3, "action": {"type": "end_turn"}})
    path = store.folder / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        store.load(path)
    said = str(err.value)
    assert "está dañada" in said and "nombra un asiento" in said and "move" not in said
    info = store.info(path)
    assert info.error == "damaged" and isinstance(info.reason, Msg)
    assert say(info.reason, "en").startswith("The saved game is damaged: move 2 of the log")
    newer = store.folder / "newer.json"
    newer.write_text(json.dumps({**record, "version": saves.VERSION + 1}), encoding="utf-8")
    reason = store.info(newer).reason
    assert isinstance(reason, Msg) and "versión" in say(reason)


def test_a_search_bots_generic_reason_is_a_message(spanish):
    class Quiet(Policy):
        pass  # explains nothing: the search says what it found

    session = Session(GAME, "solo", 3)
    session.advance_automaton()
    seat = sorted(session.state.to_move())[0]
    bot = SearchBot(GAME, seat, 1, iterations=8, policy=Quiet(GAME))
    choice = bot.decide(session.decision(seat))
    assert isinstance(choice.reason, Msg) and choice.reason.id.startswith("bot-why-"), choice.reason
    assert "simulada" in say(choice.reason) or say(choice.reason) in ("la mejor jugada, sin duda", "la única jugada")
