"""Saved games: round trips, atomic writes with a backup, and every kind of damaged file.

A damaged save must give a :class:`SaveError` with a message a player can act on, never a
crash; the damaged file stays byte-identical and every other save stays loadable.
"""
from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from game import registry, saves
from game.saves import FORMAT, VERSION, SaveError, SaveStore, atomic_write
from game.protocol import SeatSetup, Setup
from game.session import Session

GAME = registry.get("ofrenda")


# ------------------------------------------------------------------------------ helpers
def step(session: Session, rng: random.Random) -> None:
    seat = session.next_step().seat
    session.apply(seat, rng.choice(session.state.legal_actions(seat)))


def play(seed: int = 3, actions: int = 20, setup=None) -> Session:
    """A session after ``actions`` random legal actions (Abuela included)."""
    session = Session(GAME, setup or "solo", seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if session.state.is_over:
            break
        step(session, rng)
    return session


def finish(session: Session, seed: int = 0) -> Session:
    rng = random.Random(seed)
    while not session.state.is_over:
        step(session, rng)
    return session


def multi_setup(players: int = 3, goals: bool = True) -> Setup:
    seats = (SeatSetup("human", "You"),) + tuple(SeatSetup("bot", n, "easy") for n in ("Rosa", "Diego", "Lupita"))
    return Setup("multi", seats[:players], {"goals": goals})


@pytest.fixture
def store(tmp_path) -> SaveStore:
    return SaveStore(tmp_path / "saves")


def record_of(session: Session) -> dict:
    return json.loads(saves.encode(session))


def write_record(store: SaveStore, name: str, record: dict) -> Path:
    path = store.folder / name
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


# ------------------------------------------------------------------------------ round trips
def test_round_trip(store):
    session = play(actions=30)
    path = store.save(session, "my game")
    assert path.name == "my-game.json"
    loaded = store.load(path)
    assert loaded.state.digest() == session.state.digest()
    assert loaded.log == session.log
    assert loaded.seed == session.seed and loaded.mode == "solo" and loaded.game.id == "ofrenda"


def test_save_file_is_json_with_format_and_version(store):
    session = play(actions=10)
    path = store.save(session)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["format"] == FORMAT and record["version"] == VERSION
    assert record["seed"] == 3 and record["game"] == "ofrenda" and record["setup"]["mode"] == "solo"
    assert record["setup"]["seats"] == [{"kind": "human", "name": "You"}]
    assert record["log"] == [{"seat": e.seat, "action": e.action.to_json()} for e in session.log]
    assert record["digest"] == session.state.digest()
    assert record["summary"]["scores"] == [session.state.score(0).total]
    assert path.name.startswith("ofrenda-")


def test_round_trip_of_new_and_finished_games(store):
    for session in (Session(GAME, "solo", 8), finish(play(seed=9, actions=5))):
        path = store.save(session, f"s{session.seed}")
        assert store.load(path).state.digest() == session.state.digest()


def test_round_trip_of_a_multiplayer_game_with_goals(store):
    session = play(seed=12, actions=70, setup=multi_setup(3))
    path = store.save(session, "three")
    loaded = store.load(path)
    assert loaded.setup == session.setup and loaded.state.digest() == session.state.digest()
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["setup"]["options"] == {"goals": True}
    assert [s["name"] for s in record["setup"]["seats"]] == ["You", "Rosa", "Diego"]
    assert record["summary"]["names"] == ["You", "Rosa", "Diego"] and len(record["summary"]["scores"]) == 3
    info = store.info(path)
    assert info.names == ("You", "Rosa", "Diego") and len(info.scores) == 3 and info.mode == "2 to 4 players"
    finish(loaded, 4)
    finish(session, 4)
    assert loaded.state.digest() == session.state.digest()


def test_loaded_session_keeps_playing(store):
    session = play(actions=15)
    loaded = store.load(store.save(session, "x"))
    finish(loaded, seed=1)
    finish(session, seed=1)
    assert loaded.state.digest() == session.state.digest()


def test_save_names_are_sanitised(store):
    session = play(actions=1)
    assert store.save(session, "../../evil/name").parent == store.folder
    assert store.save(session, "...").name == "save.json"


# ------------------------------------------------------------------------------ atomic writes and backups
def test_overwrite_keeps_a_backup_of_the_previous_version(store):
    first = play(actions=5)
    path = store.save(first, "slot")
    old_text = path.read_bytes()
    assert not store.has_backup(path)
    second = play(actions=25)
    store.save(second, "slot")
    assert store.has_backup(path)
    assert Path(str(path) + ".bak").read_bytes() == old_text
    assert store.load(path).state.digest() == second.state.digest()
    assert store.load_backup(path).state.digest() == first.state.digest()
    assert [p.name for p in store.folder.iterdir() if p.suffix == ".tmp"] == []


def test_failed_write_leaves_the_old_file_intact(tmp_path, monkeypatch):
    folder = tmp_path / "w"
    path = folder / "file.json"
    atomic_write(path, "old")
    real_replace = os.replace

    def failing_replace(src, dst):
        if Path(dst) == path:
            raise OSError(28, "No space left on device")
        return real_replace(src, dst)

    monkeypatch.setattr(saves.os, "replace", failing_replace)
    with pytest.raises(OSError):
        atomic_write(path, "new")
    assert path.read_text() == "old", "a failed save never destroys the previous one"
    assert sorted(p.name for p in folder.iterdir()) == ["file.json", "file.json.bak"]


def test_failed_write_before_rename(tmp_path, monkeypatch):
    folder = tmp_path / "w"
    path = folder / "file.json"
    atomic_write(path, "old")

    def failing_fsync(fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(saves.os, "fsync", failing_fsync)
    with pytest.raises(OSError):
        atomic_write(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in folder.iterdir()] == ["file.json"], "no temporary file left behind"


def test_autosave_overwrites_with_backup(store):
    a = play(actions=4)
    path = store.autosave(a)
    assert path.name == "autosave-ofrenda.json"
    b = play(actions=12)
    assert store.autosave(b) == path
    assert store.load(path).state.digest() == b.state.digest()
    assert store.load_backup(path).state.digest() == a.state.digest()


# ------------------------------------------------------------------------------ damaged saves
def test_autosave_soon_writes_the_newest_on_the_saves_thread(store, monkeypatch):
    """The table's autosave: the session is recorded at once and written on the saves thread; a
    read of the folder waits for it; of several handed over quickly the newest is on disk."""
    import threading

    gate = threading.Event()
    written = []
    real = saves.atomic_write

    def slow(path, text):
        gate.wait(10)  # the disk is slow: the frame must not wait for it
        written.append(len(json.loads(text)["log"]))
        real(path, text)
    monkeypatch.setattr(saves, "atomic_write", slow)
    session = play(actions=5)
    rng = random.Random(1)
    counts = []
    for _ in range(4):
        store.autosave_soon(session)  # returns while the write waits
        counts.append(len(session.log))
        step(session, rng)
    assert written == []
    gate.set()
    loaded = store.load(store.autosave_path("ofrenda"))  # waits for the writes
    assert len(loaded.log) == counts[-1]
    assert written[-1] == counts[-1] and len(written) <= len(counts)
    assert store.take_errors() == []


def test_a_failed_background_autosave_is_reported_and_keeps_the_old_file(store, monkeypatch):
    session = play(actions=4)
    store.autosave(session)

    def broken(path, text):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(saves, "atomic_write", broken)
    store.autosave_soon(play(actions=9))
    store.flush()
    errors = store.take_errors()
    assert [e.errno for e in errors] == [28] and store.take_errors() == []
    assert len(store.load(store.autosave_path("ofrenda")).log) == len(session.log)


def test_save_text_has_one_line_per_logged_action(store):
    session = play(actions=12)
    text = saves.encode(session)
    assert json.loads(text)["log"] == session.to_record()["log"]
    assert text.count("\n  {\"seat\"") == len(session.log)
    empty = saves.encode(Session(registry.get("ofrenda"), "solo", 1))
    assert json.loads(empty)["log"] == []


def _damage(text: str, how: str):
    record = json.loads(text)
    if how == "truncated":
        return text[: len(text) // 2]
    if how == "empty":
        return ""
    if how == "not json":
        return "This is not a saved game, just some words.\n"
    if how == "garbage":
        return bytes(random.Random(1).randrange(256) for _ in range(3000))
    if how == "nested":
        return "[" * 100000 + "]" * 100000
    if how == "json list":
        return "[1, 2, 3]"
    if how == "wrong format":
        record["format"] = "someone-elses-save"
    elif how == "no format":
        del record["format"]
    elif how == "future version":
        record["version"] = VERSION + 1
    elif how == "version zero":
        record["version"] = 0
    elif how == "version text":
        record["version"] = "one"
    elif how.startswith("missing "):
        del record[how.split(" ", 1)[1]]
    elif how == "seed text":
        record["seed"] = "three"
    elif how == "seed bool":
        record["seed"] = True
    elif how == "log not list":
        record["log"] = {"seat": -1, "action": {"type": "abuela_turn"}}
    elif how == "unknown game":
        record["game"] = "chess"
    elif how == "unknown mode":
        record["setup"]["mode"] = "duel"
    elif how == "setup not object":
        record["setup"] = "solo"
    elif how == "no seats":
        record["setup"]["seats"] = []
    elif how == "too many seats":
        record["setup"]["seats"] *= 2
    elif how == "seat kind":
        record["setup"]["seats"][0]["kind"] = "alien"
    elif how == "unknown bot":
        record["setup"]["seats"][0] = {"kind": "bot", "name": "Bot", "bot": "genius"}
    elif how == "unknown option":
        record["setup"]["options"] = {"turbo": True}
    elif how == "illegal action":
        record["log"].insert(1, {"seat": 0, "action": {"type": "end_turn"}})
    elif how == "unaffordable take":
        record["log"] = record["log"][:1] + [{"seat": 0, "action": {"type": "take_portrait", "space": 9}}]
    elif how == "unknown action":
        record["log"].append({"seat": 0, "action": {"type": "fly_away", "speed": 3}})
    elif how == "action missing field":
        record["log"][1]["action"] = {"type": "take_portrait"}
    elif how == "action wrong type":
        record["log"][1]["action"] = {"type": "take_portrait", "space": "1"}
    elif how == "action extra field":
        record["log"][1]["action"] = {"type": "take_portrait", "space": 1, "twice": True}
    elif how == "action not object":
        record["log"][1]["action"] = 42
    elif how == "entry not object":
        record["log"][1] = [0, {"type": "take_portrait", "space": 0}]
    elif how == "seat out of range":
        record["log"][1]["seat"] = 7
    elif how == "seat text":
        record["log"][1]["seat"] = "0"
    elif how == "wrong seat":
        record["log"][1]["seat"] = -1
    elif how == "digest mismatch":
        record["digest"] = "0" * 32
    elif how == "other seed":
        record["seed"] += 1
    elif how == "extra actions":
        record["log"] += [{"seat": -1, "action": {"type": "abuela_turn"}}] * 3
    else:
        raise AssertionError(how)
    return json.dumps(record)


DAMAGES = {
    "truncated": "damaged",
    "empty": "damaged",
    "not json": "damaged",
    "garbage": "damaged",
    "nested": "damaged",
    "json list": "not a cempasuchil saved game",
    "wrong format": "not a cempasuchil saved game",
    "no format": "not a cempasuchil saved game",
    "future version": "newer version",
    "version zero": "unknown save format version",
    "version text": "no format version",
    "missing version": "no format version",
    "missing game": "'game' entry is missing",
    "missing setup": "'setup' entry is missing",
    "missing seed": "'seed' entry is missing",
    "missing log": "'log' entry is missing",
    "seed text": "'seed' entry",
    "seed bool": "'seed' entry",
    "log not list": "'log' entry",
    "unknown game": "game this version does not have",
    "unknown mode": "mode ofrenda does not have",
    "setup not object": "'setup' entry",
    "no seats": "setup cannot be used",
    "too many seats": "1 player seat, not 2",
    "seat kind": "setup cannot be used",
    "unknown bot": "no bot 'genius'",
    "unknown option": "no option 'turbo'",
    "illegal action": "move 2 of the log",
    "unaffordable take": "not legal",
    "unknown action": "unknown action type 'fly_away'",
    "action missing field": "missing its field 'space'",
    "action wrong type": "should be a whole number",
    "action extra field": "unknown field 'twice'",
    "action not object": "cannot be read",
    "entry not object": "not a seat and an action",
    "seat out of range": "seat this game does not have (7)",
    "seat text": "seat this game does not have ('0')",
    "wrong seat": "it is your turn",
    "digest mismatch": "does not replay",
    "other seed": "is damaged",
    "extra actions": "game is over",
}


@pytest.fixture
def populated(store):
    """A store holding a good named save, a finished game and an autosave."""
    good = store.save(play(seed=4, actions=20), "good")
    done = store.save(finish(play(seed=5, actions=3)), "finished")
    auto = store.autosave(play(seed=6, actions=8))
    return {p: p.read_bytes() for p in (good, done, auto)}


@pytest.mark.parametrize("how", list(DAMAGES))
def test_damaged_save_gives_a_clear_error(store, populated, how):
    source = play(seed=7, actions=30) if how != "extra actions" else finish(play(seed=7, actions=3))
    damaged = _damage(saves.encode(source), how)
    path = store.folder / "damaged.json"
    if isinstance(damaged, bytes):
        path.write_bytes(damaged)
    else:
        path.write_text(damaged, encoding="utf-8")
    original = path.read_bytes()
    with pytest.raises(SaveError) as err:
        store.load(path)
    message = str(err.value)
    assert DAMAGES[how].lower() in message.lower(), message
    assert "Traceback" not in message and len(message) < 300
    assert message[0].isupper()
    # The file is left exactly as it was, and so is everything else.
    assert path.read_bytes() == original
    for other, content in populated.items():
        assert other.read_bytes() == content
        store.load(other)
    # The listing shows the damaged file instead of crashing.
    listing = {info.path.name: info for info in store.list()}
    assert set(listing) == {"damaged.json"} | {p.name for p in populated}
    for name in ("good.json", "finished.json", "autosave-ofrenda.json"):
        assert listing[name].error is None


@pytest.mark.parametrize("how", ["truncated", "empty", "not json", "garbage", "nested", "json list", "wrong format"])
def test_listing_flags_unreadable_saves(store, how):
    good = store.save(play(actions=5), "good")
    path = store.folder / "bad.json"
    damaged = _damage(saves.encode(play(actions=5)), how)
    if isinstance(damaged, bytes):
        path.write_bytes(damaged)
    else:
        path.write_text(damaged, encoding="utf-8")
    infos = {i.path.name: i for i in store.list()}
    assert infos["bad.json"].error == "damaged" and infos["bad.json"].game_title == "Damaged save"
    assert infos["good.json"].error is None and infos["good.json"].game_title == "Ofrenda"
    assert good.exists()


def test_listing_flags_future_versions(store):
    record = record_of(play(actions=5))
    record["version"] = VERSION + 5
    write_record(store, "future.json", record)
    info = store.list()[0]
    assert info.error == "made by a newer version"


@pytest.mark.parametrize("field,value", [("saved_at", None), ("saved_at", "yesterday"), ("summary", [1, 2]),
                                         ("game", ["ofrenda"]), ("summary", "Round 3")])
def test_listing_survives_odd_field_types(store, field, value):
    record = record_of(play(actions=5))
    record[field] = value
    write_record(store, "odd.json", record)
    [info] = store.list()
    assert info.path.name == "odd.json"
    assert info.error is not None or field == "summary"


def test_listing_describes_saves(store):
    session = play(actions=20)
    store.save(session, "described")
    [info] = store.list()
    assert info.game_id == "ofrenda" and info.game_title == "Ofrenda" and info.mode == "Solo against Abuela"
    assert info.progress == session.state.summary()["progress"] and info.scores == (session.state.score(0).total,)
    assert info.score == session.state.score(0).total
    assert not info.autosave and info.error is None and len(info.date) == 16


def test_missing_save(store):
    with pytest.raises(SaveError, match="no longer exists"):
        store.load(store.folder / "gone.json")


def test_unknown_top_level_keys_are_ignored(store):
    record = record_of(play(actions=6))
    record["comment"] = "written by a future tool"
    path = write_record(store, "extra.json", record)
    store.load(path)


# ------------------------------------------------------------------------------ delete and continue
def test_delete_removes_save_and_backup(store):
    keep = store.save(play(seed=1, actions=3), "keep")
    path = store.save(play(seed=2, actions=3), "gone")
    store.save(play(seed=2, actions=6), "gone")
    assert store.has_backup(path)
    store.delete(path)
    assert not path.exists() and not store.has_backup(path)
    assert keep.exists()
    store.delete(path)  # deleting twice is harmless


def test_latest_autosave_picks_the_newest_unfinished(store):
    assert store.latest_autosave() is None
    older = record_of(play(seed=1, actions=10))
    newer = record_of(play(seed=2, actions=10))
    done = record_of(finish(play(seed=3, actions=2)))
    named = record_of(play(seed=4, actions=10))
    older["saved_at"], newer["saved_at"], done["saved_at"], named["saved_at"] = 1000.0, 2000.0, 3000.0, 4000.0
    write_record(store, "autosave-older.json", older)
    write_record(store, "autosave-newer.json", newer)
    write_record(store, "autosave-done.json", done)
    write_record(store, "named.json", named)
    (store.folder / "autosave-broken.json").write_text("{not json", encoding="utf-8")
    future = dict(newer, version=VERSION + 1, saved_at=5000.0)
    write_record(store, "autosave-future.json", future)
    latest = store.latest_autosave()
    assert latest is not None and latest.path.name == "autosave-newer.json"
    assert store.load(latest.path).seed == 2
    names = [i.path.name for i in store.list()]
    assert names == ["autosave-broken.json", "autosave-future.json", "named.json", "autosave-done.json",
                     "autosave-newer.json", "autosave-older.json"], "newest first (a damaged file by its date)"


def test_latest_autosave_of_the_real_autosave(store):
    session = play(actions=10)
    store.autosave(session)
    assert store.latest_autosave().path == store.autosave_path("ofrenda")
    finish(session)
    store.autosave(session)
    assert store.latest_autosave() is None, "a finished game is not offered for Continue"


# ------------------------------------------------------------------------------ format 1 (solo) saves
V1 = Path(__file__).parent / "data" / "saves_v1"
V1_EXPECTED = json.loads((V1 / "expected.txt").read_text(encoding="utf-8"))


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
    again = store.load(store.save(session, f"migrated-{name}"))
    assert again.state.digest() == session.state.digest()
    assert json.loads((store.folder / f"migrated-{name}.json").read_text())["version"] == VERSION


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


# ------------------------------------------------------------------------------ finished games
def test_finished_games_are_kept_newest_fifty(store, monkeypatch):
    monkeypatch.setattr(saves, "FINISHED_KEEP", 3)
    kept = []
    for seed in range(5):
        session = finish(play(seed=seed, actions=2), seed)
        kept.append(store.keep_finished(session))
    listed = store.list_finished()
    assert len(listed) == 3 and all(i.over for i in listed)
    assert {i.path for i in listed} == set(kept[-3:])
    assert store.list() == [], "finished games are not in the save list"
    replay = store.load(listed[0].path)
    assert replay.state.is_over
