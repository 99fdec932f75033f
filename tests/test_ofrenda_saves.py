"""Ofrenda's saves: its score in a save's summary and the listing, damaged logs of its own moves,
and the format-1 files of the first (solo only) client, which are Ofrenda's. The save store
itself: ``tests/test_saves.py``."""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from game import registry, saves
from game.saves import VERSION, SaveError, SaveStore
from game.session import Session
from test_saves import check_damaged, finish, populated, step, store, write_record  # noqa: F401 (fixtures)

GAME = registry.get("ofrenda")
V1 = Path(__file__).parent / "data" / "ofrenda" / "saves_v1"
V1_EXPECTED = json.loads((V1 / "expected.txt").read_text(encoding="utf-8"))


def play(seed: int = 3, actions: int = 20) -> Session:
    """A solo game after ``actions`` random legal actions (Abuela's included)."""
    session = Session(GAME, "solo", seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if session.state.is_over:
            break
        step(session, rng)
    return session


def test_the_summary_and_the_listing_hold_the_score(store):
    session = play(actions=20)
    path = store.autosave(session)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["summary"]["scores"] == [session.state.score(0).total]
    info = store.info(path)
    assert info.scores == (session.state.score(0).total,) and info.score == session.state.score(0).total
    assert info.game_title == "Ofrenda" and info.mode == "Solo against Abuela"


def _damage(text: str, how: str) -> str:
    """A solo game's save with its log spoiled in one of Ofrenda's own ways."""
    record = json.loads(text)
    if how == "illegal action":
        record["log"].insert(1, {"seat": 0, "action": {"type": "end_turn"}})
    elif how == "unaffordable take":
        record["log"] = record["log"][:1] + [{"seat": 0, "action": {"type": "take_portrait", "space": 9}}]
    elif how == "action missing field":
        record["log"][1]["action"] = {"type": "take_portrait"}
    elif how == "action wrong type":
        record["log"][1]["action"] = {"type": "take_portrait", "space": "1"}
    elif how == "action extra field":
        record["log"][1]["action"] = {"type": "take_portrait", "space": 1, "twice": True}
    elif how == "entry not object":
        record["log"][1] = [0, {"type": "take_portrait", "space": 0}]
    elif how == "wrong seat":
        record["log"][1]["seat"] = -1
    elif how == "extra actions":
        record["log"] += [{"seat": -1, "action": {"type": "abuela_turn"}}] * 3
    else:
        raise AssertionError(how)
    return json.dumps(record)


DAMAGES = {
    "illegal action": "move 2 of the log",
    "unaffordable take": "not legal",
    "action missing field": "missing its field 'space'",
    "action wrong type": "should be a whole number",
    "action extra field": "unknown field 'twice'",
    "entry not object": "not a seat and an action",
    "wrong seat": "it is your turn",
    "extra actions": "game is over",
}


@pytest.mark.parametrize("how", list(DAMAGES))
def test_a_damaged_log_gives_a_clear_error(store, populated, how):
    source = play(seed=7, actions=30) if how != "extra actions" else finish(play(seed=7, actions=3))
    check_damaged(store, populated, _damage(saves.encode(source), how), DAMAGES[how])


# ------------------------------------------------------------------------------ format 1 (solo) saves
def test_format_1_autosaves_become_games_in_progress(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    shutil.copy(V1 / "middle.json", folder / "autosave-ofrenda.json")
    store = SaveStore(folder)
    [info] = store.in_progress()
    assert info.progress and store.load(info.path).state.round == V1_EXPECTED["middle"]["round"]


@pytest.mark.parametrize("name", sorted(V1_EXPECTED))
def test_v1_saves_load_through_the_migration(store, name):
    """Files written by the format-1 client (committed as they were) open and replay to the same game."""
    path = V1 / f"{name}.json"
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1
    session = store.load(path)
    expected = V1_EXPECTED[name]
    board = session.state.boards[0]
    assert len(session.log) == expected["actions"] and session.state.round == expected["round"]
    assert session.state.phase.value == expected["phase"] and session.state.is_over == expected["over"]
    assert sorted(board.hand) == expected["hand"] and dict(board.ofrenda) == expected["ofrenda"]
    assert sorted(board.lit) == expected["lit"] and board.marigolds == expected["marigolds"]
    assert dict(board.decorations) == expected["decorations"] and session.state.market == expected["market"]
    assert session.state.score(0).total == expected["score"]
    assert [e.seat for e in session.log] == [(-1 if e.action.kind == "abuela_turn" else 0) for e in session.log]
    info = store.info(path)
    assert info.error is None and info.progress and info.scores == (expected["score"],)
    # saved again, it is a format-2 file that replays to the same state
    again = store.load(store.autosave(session))
    assert again.state.digest() == session.state.digest()
    assert json.loads(store.game_path(session).read_text())["version"] == VERSION


@pytest.mark.parametrize("how,message", [
    ("illegal", "move 3 of the log"), ("unknown", "unknown action type"), ("mode", "mode Ofrenda does not have"),
    ("actions", "'actions' entry"), ("extra", "after the end of the game"),
])
def test_damaged_v1_saves_say_why(store, how, message):
    record = json.loads((V1 / ("finished.json" if how == "extra" else "middle.json")).read_text())
    if how == "illegal":
        record["actions"][2] = {"type": "end_turn"}
    elif how == "unknown":
        record["actions"][2] = {"type": "warp"}
    elif how == "mode":
        record["mode"] = "duel"
    elif how == "actions":
        record["actions"] = "all of them"
    else:
        record["actions"].append({"type": "abuela_turn"})
    path = write_record(store, "old.json", record)
    with pytest.raises(SaveError, match=message):
        store.load(path)


