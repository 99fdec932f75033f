"""Saved games: round trips, atomic writes with a backup, and every kind of damaged file.

A damaged save must give a :class:`SaveError` with a message a player can act on, never a
crash; the damaged file stays byte-identical and every other save stays loadable.

Played with the first registered game (``conftest.first_game``); what depends on a game's own moves
and scores (its damaged logs, its format-1 files) is in ``tests/test_<id>_saves.py``.
"""
from __future__ import annotations

import json
import os
import random
import shutil
from pathlib import Path

import pytest

from conftest import first_game, table_mode
from game import atomic_files, save_format, saves
from game.saves import FORMAT, VERSION, SaveError, SaveStore, atomic_write
from game.protocol import SeatSetup, Setup
from game.session import Session

GAME = first_game()
SOLO, TABLE = GAME.modes[0].id, table_mode(GAME)


# ------------------------------------------------------------------------------ helpers
def step(session: Session, rng: random.Random) -> None:
    seat = session.next_step().seat
    session.apply(seat, rng.choice(session.state.legal_actions(seat)))


def play(seed: int = 3, actions: int = 20, setup=None) -> Session:
    """A session after ``actions`` random legal actions (the machine's included)."""
    session = Session(GAME, setup or SOLO, seed)
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


def switches(on: bool) -> dict:
    """Every on/off option of the table mode, all on or all off."""
    return {o.key: on for o in GAME.mode(TABLE).options if o.kind == "bool"}


def multi_setup(players: int = 3, on: bool = True) -> Setup:
    """The table mode: you and Easy AIs, every on/off option ``on``."""
    seats = (SeatSetup("human", "You"),) + tuple(SeatSetup("bot", n, "easy") for n in ("Rosa", "Diego", "Lupita"))
    return Setup(TABLE, seats[:players], switches(on))


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
    path = store.save_copy(session, "my game")
    assert path.name == "my-game.json"
    loaded = store.load(path)
    assert loaded.state.digest() == session.state.digest()
    assert loaded.log == session.log
    assert loaded.seed == session.seed and loaded.mode == SOLO and loaded.game.id == GAME.id


def test_save_file_is_json_with_format_and_version(store):
    session = play(actions=10)
    path = store.autosave(session)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["format"] == FORMAT and record["version"] == VERSION
    assert record["seed"] == 3 and record["game"] == GAME.id and record["setup"]["mode"] == SOLO
    assert record["setup"]["seats"] == [{"kind": "human", "name": "Player 1"}]  # never stored as You
    assert record["log"] == [{"seat": e.seat, "action": e.action.to_json()} for e in session.log]
    assert record["digest"] == session.state.digest()
    summary = dict(session.state.summary(), names=["Player 1"])
    summary["progress"] = summary["progress"].to_json()  # a message: its id and arguments
    assert record["summary"] == json.loads(json.dumps(summary))
    assert path.name.startswith(f"{GAME.id}-") and path.parent == store.games_folder
    assert session.save_id == path.stem


def test_round_trip_of_new_and_finished_games(store):
    for session in (Session(GAME, SOLO, 8), finish(play(seed=9, actions=5))):
        path = store.save_copy(session, f"s{session.seed}")
        assert store.load(path).state.digest() == session.state.digest()


def test_round_trip_of_a_multiplayer_game_with_its_options(store):
    session = play(seed=12, actions=70, setup=multi_setup(3))
    path = store.save_copy(session, "three")
    loaded = store.load(path)
    assert loaded.setup == session.setup and loaded.state.digest() == session.state.digest()
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["setup"]["options"] == switches(True)
    assert [s["name"] for s in record["setup"]["seats"]] == ["You", "Rosa", "Diego"]
    assert record["summary"]["names"] == ["You", "Rosa", "Diego"] and len(record["summary"]["scores"]) == 3
    info = store.info(path)
    assert info.names == ("You", "Rosa", "Diego") and len(info.scores) == 3 and info.mode == GAME.mode(TABLE).title
    finish(loaded, 4)
    finish(session, 4)
    assert loaded.state.digest() == session.state.digest()


def test_loaded_session_keeps_playing(store):
    session = play(actions=15)
    loaded = store.load(store.save_copy(session, "x"))
    finish(loaded, seed=1)
    finish(session, seed=1)
    assert loaded.state.digest() == session.state.digest()


def test_save_names_are_sanitised(store):
    session = play(actions=1)
    assert store.save_copy(session, "../../evil/name").parent == store.folder
    assert store.save_copy(session, "...").name == "copy.json"
    assert store.save_copy(session, "...").name == "copy-2.json", "a copy never replaces another"


# ------------------------------------------------------------------------------ atomic writes and backups
def test_overwrite_keeps_a_backup_of_the_previous_version(store):
    first = play(actions=5)
    path = store.autosave(first)
    old_text = path.read_bytes()
    assert not store.has_backup(path)
    second = play(actions=25)
    second.save_id = first.save_id
    store.autosave(second)
    assert store.has_backup(path)
    assert Path(str(path) + ".bak").read_bytes() == old_text
    assert store.load(path).state.digest() == second.state.digest()
    backup = store.load_backup(path)
    assert backup.state.digest() == first.state.digest()
    assert backup.save_id is None, "a backup opens as a game of its own: the file stays as it is"
    assert [p.name for p in store.games_folder.iterdir() if p.suffix == ".tmp"] == []


def test_failed_write_leaves_the_old_file_intact(tmp_path, monkeypatch):
    folder = tmp_path / "w"
    path = folder / "file.json"
    atomic_write(path, "old")
    real_replace = os.replace

    def failing_replace(src, dst):
        if Path(dst) == path:
            raise OSError(28, "No space left on device")
        return real_replace(src, dst)

    monkeypatch.setattr(atomic_files.os, "replace", failing_replace)
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

    monkeypatch.setattr(atomic_files.os, "fsync", failing_fsync)
    with pytest.raises(OSError):
        atomic_write(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in folder.iterdir()] == ["file.json"], "no temporary file left behind"


def test_each_game_has_its_own_file_and_backup(store):
    a = play(actions=4)
    path = store.autosave(a)
    assert path.parent == store.games_folder and path.stem == a.save_id
    b = play(seed=5, actions=12)
    other = store.autosave(b)
    assert other != path, "another game never writes over this one"
    step(a, random.Random(9))
    assert store.autosave(a) == path
    assert store.load(path).state.digest() == a.state.digest()
    assert store.load(other).state.digest() == b.state.digest()
    assert not store.has_backup(other)
    assert store.load_backup(path).seed == a.seed, "a .bak always belongs to the same game as its file"


# ------------------------------------------------------------------------------ damaged saves
def test_autosave_soon_writes_the_newest_on_the_saves_thread(store, monkeypatch):
    """The table's autosave: the session is recorded at once and written on the saves thread; a
    read of the folder waits for it; of several handed over quickly the newest is on disk."""
    import threading

    gate = threading.Event()
    written = []
    real = save_format.atomic_write

    def slow(path, text):
        gate.wait(10)  # the disk is slow: the frame must not wait for it
        written.append(len(json.loads(text)["log"]))
        real(path, text)
    monkeypatch.setattr(save_format, "atomic_write", slow)
    session = play(actions=5)
    rng = random.Random(1)
    counts = []
    for _ in range(4):
        store.autosave_soon(session)  # returns while the write waits
        counts.append(len(session.log))
        step(session, rng)
    assert written == []
    gate.set()
    loaded = store.load(store.game_path(session))  # waits for the writes
    assert len(loaded.log) == counts[-1]
    assert written[-1] == counts[-1] and len(written) <= len(counts)
    assert store.take_errors() == []


def test_a_failed_background_autosave_is_reported_and_keeps_the_old_file(store, monkeypatch):
    session = play(actions=4)
    store.autosave(session)

    def broken(path, text):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(save_format, "atomic_write", broken)
    later = play(actions=9)
    later.save_id = session.save_id
    store.autosave_soon(later)
    store.flush()
    errors = store.take_errors()
    assert [e.errno for e in errors] == [28] and store.take_errors() == []
    assert len(store.load(store.game_path(session)).log) == len(session.log)


def test_save_text_has_one_line_per_logged_action(store):
    session = play(actions=12)
    text = saves.encode(session)
    assert json.loads(text)["log"] == session.to_record()["log"]
    assert text.count("\n  {\"seat\"") == len(session.log)
    empty = saves.encode(Session(GAME, SOLO, 1))
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
        record["log"] = {"seat": 0, "action": {"type": "x"}}
    elif how == "unknown game":
        record["game"] = "chess"
    elif how == "unknown mode":
        record["setup"]["mode"] = "duel"
    elif how == "setup not object":
        record["setup"] = SOLO
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
    elif how == "unknown action":
        record["log"].append({"seat": 0, "action": {"type": "fly_away", "speed": 3}})
    elif how == "action not object":
        record["log"][1]["action"] = 42
    elif how == "seat out of range":
        record["log"][1]["seat"] = 7
    elif how == "seat text":
        record["log"][1]["seat"] = "0"
    elif how == "digest mismatch":
        record["digest"] = "0" * 32
    elif how == "other seed":
        record["seed"] += 1
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
    "unknown mode": f"mode {GAME.id} does not have",
    "setup not object": "'setup' entry",
    "no seats": "setup cannot be used",
    "too many seats": "1 player seat, not 2",
    "seat kind": "setup cannot be used",
    "unknown bot": "no bot 'genius'",
    "unknown option": "no option 'turbo'",
    "unknown action": "unknown action type 'fly_away'",
    "action not object": "cannot be read",
    "seat out of range": "seat this game does not have (7)",
    "seat text": "seat this game does not have ('0')",
    "digest mismatch": "does not replay",
    "other seed": "is damaged",
}


@pytest.fixture
def populated(store):
    """A store holding a good named save, a finished game and an autosave."""
    good = store.save_copy(play(seed=4, actions=20), "good")
    done = store.save_copy(finish(play(seed=5, actions=3)), "finished")
    auto = store.autosave(play(seed=6, actions=8))
    return {p: p.read_bytes() for p in (good, done, auto)}


@pytest.mark.parametrize("how", list(DAMAGES))
def test_damaged_save_gives_a_clear_error(store, populated, how):
    check_damaged(store, populated, _damage(saves.encode(play(seed=7, actions=30)), how), DAMAGES[how])


def check_damaged(store: SaveStore, populated: dict, damaged, expected: str) -> None:
    """``damaged`` (text or bytes) as a save fails to load with ``expected`` in a clear message; it
    and every other save are left as they were, and the listing shows it."""
    path = store.folder / "damaged.json"
    if isinstance(damaged, bytes):
        path.write_bytes(damaged)
    else:
        path.write_text(damaged, encoding="utf-8")
    original = path.read_bytes()
    with pytest.raises(SaveError) as err:
        store.load(path)
    message = str(err.value)
    assert expected.lower() in message.lower(), message
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
    for path in populated:
        assert listing[path.name].error is None


@pytest.mark.parametrize("how", ["truncated", "empty", "not json", "garbage", "nested", "json list", "wrong format"])
def test_listing_flags_unreadable_saves(store, how):
    good = store.save_copy(play(actions=5), "good")
    path = store.folder / "bad.json"
    damaged = _damage(saves.encode(play(actions=5)), how)
    if isinstance(damaged, bytes):
        path.write_bytes(damaged)
    else:
        path.write_text(damaged, encoding="utf-8")
    infos = {i.path.name: i for i in store.list()}
    assert infos["bad.json"].error == "damaged" and infos["bad.json"].game_title == "Damaged save"
    assert infos["good.json"].error is None and infos["good.json"].game_title == GAME.title
    assert good.exists()


def test_listing_flags_future_versions(store):
    record = record_of(play(actions=5))
    record["version"] = VERSION + 5
    write_record(store, "future.json", record)
    info = store.list()[0]
    assert info.error == "made by a newer version"


@pytest.mark.parametrize("field,value", [("saved_at", None), ("saved_at", "yesterday"), ("summary", [1, 2]),
                                         ("game", [GAME.id]), ("summary", "Round 3")])
def test_listing_survives_odd_field_types(store, field, value):
    record = record_of(play(actions=5))
    record[field] = value
    write_record(store, "odd.json", record)
    [info] = store.list()
    assert info.path.name == "odd.json"
    if field == "saved_at":  # an odd date is no damage: the file's own date stands in
        assert info.error is None and info.saved_at == (store.folder / "odd.json").stat().st_mtime
        store.load(info.path)
    else:
        assert info.error is not None or field == "summary"


def test_listing_describes_saves(store):
    session = play(actions=20)
    store.save_copy(session, "described")
    [info] = store.list()
    assert info.game_id == GAME.id and info.game_title == GAME.title and info.mode == GAME.mode(SOLO).title
    assert info.progress == session.state.summary()["progress"]
    assert info.scores == tuple(record_of(session)["summary"]["scores"])
    assert len(info.scores) == 1 and info.score == info.scores[0]
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
def test_delete_moves_save_and_backup_away_and_undo_brings_them_back(store):
    keep = store.save_copy(play(seed=1, actions=3), "keep")
    session = play(seed=2, actions=3)
    path = store.autosave(session)
    step(session, random.Random(2))
    store.autosave(session)
    before = path.read_bytes(), Path(str(path) + ".bak").read_bytes()
    assert store.has_backup(path) and not store.can_undo_delete
    store.delete(path)
    assert not path.exists() and not store.has_backup(path) and keep.exists()
    assert [i.path for i in store.list()] == [keep]
    assert store.can_undo_delete and store.undo_delete()
    assert (path.read_bytes(), Path(str(path) + ".bak").read_bytes()) == before, "undo puts back the very files"
    assert not store.can_undo_delete and not store.undo_delete()
    store.delete(path)
    store.delete(path)  # deleting twice is harmless
    store.empty_trash()
    assert not path.exists() and not store.undo_delete(), "leaving the screen makes it final"
    assert not any((store.folder / "trash").iterdir())


def test_undo_takes_back_the_last_deletion_first(store):
    a, b = store.autosave(play(seed=1, actions=3)), store.autosave(play(seed=2, actions=3))
    store.delete(a)
    store.delete(b)
    assert store.undo_delete() and b.exists() and not a.exists()
    assert store.undo_delete() and a.exists()


def test_latest_in_progress_picks_the_newest_unfinished(store):
    assert store.latest_in_progress() is None
    older = record_of(play(seed=1, actions=10))
    newer = record_of(play(seed=2, actions=10))
    done = record_of(finish(play(seed=3, actions=2)))
    named = record_of(play(seed=4, actions=10))
    older["saved_at"], newer["saved_at"], done["saved_at"], named["saved_at"] = 1000.0, 2000.0, 3000.0, 4000.0
    games = store.games_folder
    (games / "older.json").write_text(json.dumps(older), encoding="utf-8")
    (games / "newer.json").write_text(json.dumps(newer), encoding="utf-8")
    (games / "done.json").write_text(json.dumps(done), encoding="utf-8")
    write_record(store, "named.json", named)
    (games / "broken.json").write_text("{not json", encoding="utf-8")
    os.utime(games / "broken.json", (500, 500))
    future = dict(newer, version=VERSION + 1, saved_at=5000.0)
    (games / "future.json").write_text(json.dumps(future), encoding="utf-8")
    latest = store.latest_in_progress()
    assert latest is not None and latest.path.name == "newer.json"
    assert store.load(latest.path).seed == 2
    names = [i.path.name for i in store.list()]
    assert names == ["future.json", "newer.json", "older.json", "broken.json", "named.json", "done.json"], \
        "in progress (damaged ones included, by date), then copies, then finished, each newest first"
    assert [i.section for i in store.list()] == ["progress"] * 4 + ["copies", "finished"]
    assert [i.path.name for i in store.in_progress()] == ["newer.json", "older.json"]


def test_latest_in_progress_of_a_real_game_and_its_end(store):
    session = play(actions=10)
    path = store.autosave(session)
    assert store.latest_in_progress().path == path
    finish(session)
    store.autosave(session)
    assert store.latest_in_progress() is None, "a finished game is not offered for Continue"
    kept = store.keep_finished(session)
    assert not path.exists() and not store.has_backup(path), "a finished game leaves the games in progress"
    assert kept.parent == store.finished_folder and store.load(kept).state.is_over
    assert store.autosave(session) == kept and not path.exists(), "and is not written back there"
    assert [i.section for i in store.list()] == ["finished"]


def test_several_games_of_one_title_side_by_side(store):
    """Starting a new game never touches another: a solo and a two-player game, two hotseat games."""
    solo = play(seed=1, actions=30)
    duo = play(seed=2, actions=3, setup=multi_setup(2))
    hot = [Session(GAME, Setup(TABLE, (SeatSetup("human", a), SeatSetup("human", b)), switches(False)), seed)
           for seed, (a, b) in ((3, ("Ana", "Luis")), (4, ("Ana", "Rosa")))]
    paths = [store.autosave(s) for s in (solo, duo, *hot)]
    assert len(set(paths)) == 4
    texts = [p.read_bytes() for p in paths]
    fresh = Session(GAME, SOLO, 99)
    store.autosave(fresh)
    assert [p.read_bytes() for p in paths] == texts, "a new game changed another game's file"
    infos = store.in_progress(GAME.id)
    assert len(infos) == 5 and all(i.in_progress for i in infos)
    by_path = {i.path: i for i in infos}
    assert by_path[paths[2]].seats == (("Ana", "human", ""), ("Luis", "human", ""))
    assert by_path[paths[1]].seats == (("You", "human", ""), ("Rosa", "bot", "Easy"))
    for session, path in zip((solo, duo, *hot), paths):
        loaded = store.load(path)
        assert loaded.state.digest() == session.state.digest() and loaded.save_id == path.stem


# ------------------------------------------------------------------------------ migration of older saves
OLD = Path(__file__).parent / "data" / "saves_old"  # two games' slots, see its README


def _players(path: Path) -> int:
    return len(json.loads(path.read_text(encoding="utf-8"))["setup"]["seats"])


def _wiped_slot() -> str:
    """The game whose old slot held a new game and, in its .bak, the other game starting it wiped."""
    [game_id] = [p.name[len("autosave-"):-len(".json")] for p in OLD.glob("autosave-*.json")
                 if json.loads(p.read_text())["seed"] != json.loads(Path(f"{p}.bak").read_text())["seed"]]
    return game_id


def _old_folder(tmp_path: Path) -> Path:
    """A saves folder as the one-slot versions left it (committed copies of their files)."""
    folder = tmp_path / "saves"
    shutil.copytree(OLD, folder)
    return folder


def test_old_autosaves_become_games_in_progress_and_nothing_is_lost(tmp_path):
    folder = _old_folder(tmp_path)
    before = {p.name: p.read_bytes() for p in folder.glob("*.json*")}
    store = SaveStore(folder)
    assert not list(folder.glob("autosave-*")), "every old autosave moved"
    moved = sorted(p.read_bytes() for p in store.games_folder.glob("*.json*"))
    old_autosaves = sorted(v for k, v in before.items() if k.startswith("autosave-"))
    assert moved == old_autosaves, "the files themselves, unchanged"
    infos = store.list()
    progress = [i for i in infos if i.section == "progress"]
    # one slot held a 2-player game whose .bak was the solo game it wiped: both are games now
    wiped = _wiped_slot()
    assert sorted(i.players for i in progress if i.game_id == wiped) == [1, 2]
    assert {i.game_id for i in progress} >= {p.name.split("-", 1)[1].split(".")[0] for p in OLD.glob("autosave-*")}
    for info in progress:
        assert info.error is None
        session = store.load(info.path)
        assert session.save_id == info.path.stem
        if store.has_backup(info.path):
            assert store.load_backup(info.path).seed == session.seed, "a .bak is of its own game"
    copies = [i for i in infos if i.section == "copies"]
    assert {i.path.name for i in copies} == {k for k in before if not k.startswith("autosave-") and k.endswith(".json")}
    again = SaveStore(folder)  # a second start moves nothing
    assert sorted(i.path for i in again.list()) == sorted(i.path for i in infos)


def test_a_migration_cut_short_is_finished_on_the_next_start(tmp_path):
    folder = _old_folder(tmp_path)
    wiped = _wiped_slot()
    (folder / f"autosave-{wiped}.json").unlink()  # as if the file had moved and the start crashed before its .bak
    store = SaveStore(folder)
    assert not list(folder.glob("autosave-*"))
    assert [i.players for i in store.in_progress(wiped)] == [_players(OLD / f"autosave-{wiped}.json.bak")] == [1]


# ------------------------------------------------------------------------------ finished games
def test_finished_games_are_kept_newest_fifty(store, monkeypatch):
    monkeypatch.setattr(save_format, "FINISHED_KEEP", 3)
    kept = []
    for seed in range(5):
        session = finish(play(seed=seed, actions=2), seed)
        kept.append(store.keep_finished(session))
    listed = store.list_finished()
    assert len(listed) == 3 and all(i.over for i in listed)
    assert {i.path for i in listed} == set(kept[-3:])
    assert [i.section for i in store.list()] == ["finished"] * 3, "listed after the games in progress"
    assert store.in_progress() == []
    replay = store.load(listed[0].path)
    assert replay.state.is_over
