"""Saves under faults: a process killed while it writes, a read-only folder, a full disk.

The kill test writes a game's saves from a child process and kills it with SIGKILL at random
moments; loading afterwards must always give a valid game, the old state or the new one, never a
mix, and the other game's file must be untouched. A short run is in the default suite, a few
hundred kills in the ``slow`` soak (``SAVE_KILLS`` sets how many).
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from conftest import first_game

from game import atomic_files, saves
from game.saves import SaveStore
from game.session import Session

GAME = first_game()
SOLO = GAME.modes[0].id
ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import random, sys
from pathlib import Path
from game import registry
from game.saves import SaveStore
from game.session import Session

folder, seed, game_id, mode = Path(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4]
store = SaveStore(folder)
rng = random.Random(seed)
session = Session(registry.get(game_id), mode, seed)
session.save_id = "victim"
store.autosave(session)
print("ready", flush=True)
n = 0
while not session.state.is_over:
    seat = session.next_step().seat
    session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    n += 1
    if n % 3:
        store.autosave_soon(session)  # as the table saves: on the saves thread
    else:
        store.autosave(session)  # as Ctrl+S saves
store.flush()
print("done", flush=True)
"""


def moves_of(seed: int) -> list:
    """The moves the child plays, in order (the same seeded choices)."""
    rng = random.Random(seed)
    session = Session(GAME, SOLO, seed)
    out = []
    while not session.state.is_over:
        seat = session.next_step().seat
        action = rng.choice(session.state.legal_actions(seat))
        session.apply(seat, action)
        out.append((seat, action))
    return out


def kill_once(folder: Path, seed: int, delay: float) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(folder), str(seed), GAME.id, SOLO], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, env=env, cwd=ROOT)
    try:
        assert child.stdout.readline().strip() == b"ready"
        time.sleep(delay)
        child.send_signal(signal.SIGKILL)
    finally:
        child.wait(30)


def check_after_kill(folder: Path, seed: int, moves: list, other: Path, other_bytes: bytes) -> int:
    store = SaveStore(folder)
    infos = {i.path.name: i for i in store.list()}
    assert set(infos) == {"victim.json", other.name}, sorted(infos)
    assert all(i.error is None for i in infos.values()), infos
    assert other.read_bytes() == other_bytes, "another game's file was touched"
    session = store.load(folder / "games" / "victim.json")  # replays and checks every move and the digest
    assert [(e.seat, e.action) for e in session.log] == moves[:len(session.log)], "not a state the game was in"
    if store.has_backup(folder / "games" / "victim.json"):
        backup = store.load_backup(folder / "games" / "victim.json")
        assert [(e.seat, e.action) for e in backup.log] == moves[:len(backup.log)]
        assert len(backup.log) <= len(session.log)
    return len(session.log)


def run_kills(tmp_path: Path, kills: int, seed0: int) -> list[int]:
    reached = []
    rng = random.Random(seed0)
    for k in range(kills):
        seed = seed0 + k % 3
        folder = tmp_path / f"k{k}" / "saves"
        store = SaveStore(folder)
        other_session = Session(GAME, SOLO, 999)
        other_session.save_id = "other"
        other = store.autosave(other_session)
        other_bytes = other.read_bytes()
        kill_once(folder, seed, rng.uniform(0.0, 0.6))
        reached.append(check_after_kill(folder, seed, moves_of(seed), other, other_bytes))
    return reached


def test_a_killed_writer_leaves_a_valid_game(tmp_path):
    reached = run_kills(tmp_path, 6, 11)
    assert len(reached) == 6


@pytest.mark.slow
def test_a_killed_writer_leaves_a_valid_game_soak(tmp_path):
    kills = int(os.environ.get("SAVE_KILLS", "200"))
    reached = run_kills(tmp_path, kills, 101)
    assert len(reached) == kills
    assert len(set(reached)) > 5, f"the kills should land at many points of the game: {sorted(set(reached))}"


# ---------------------------------------------------------------------------------- read-only, full disk
def _as_someone_else(fn) -> int:
    """Run ``fn`` in a forked child without root's right to write anywhere (root ignores a folder's
    write bits); returns the child's exit status (0: every check in ``fn`` passed)."""
    pid = os.fork()
    if pid == 0:  # the child
        code = 1
        try:
            if os.geteuid() == 0:
                os.setgid(65534)
                os.setuid(65534)
            fn()
            code = 0
        except BaseException as err:  # noqa: BLE001 - reported through the exit status
            print(f"read-only check failed: {err!r}", file=sys.stderr, flush=True)
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


def test_a_read_only_folder_is_told_and_changes_nothing():
    top = Path(tempfile.mkdtemp(prefix="ro-saves-"))
    try:
        os.chmod(top, 0o755)
        folder = top / "saves"
        store = SaveStore(folder)
        session = Session(GAME, SOLO, 5)
        path = store.autosave(session)
        rng = random.Random(5)
        for _ in range(3):
            seat = session.next_step().seat
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        before = {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}
        for p in folder.rglob("*"):
            os.chmod(p, 0o555 if p.is_dir() else 0o444)
        os.chmod(folder, 0o555)

        def checks():
            ro = SaveStore(folder)  # opening a read-only folder works: everything lists and loads
            assert [i.path for i in ro.in_progress()] == [path]
            with pytest.raises(OSError):
                ro.autosave(session)  # Ctrl+S: the error reaches the caller, who tells the player
            ro.autosave_soon(session)  # the table's save: reported on the next frame
            ro.flush()
            assert [type(e) for e in ro.take_errors()] == [PermissionError]
            with pytest.raises(OSError):
                ro.save_copy(session, "a copy")
            assert len(ro.load(path).log) == 0, "the saved game is as it was"

        assert _as_someone_else(checks) == 0
        assert {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()} == before, "nothing changed"
    finally:
        for p in [top, *top.rglob("*")]:
            os.chmod(p, 0o755)
        import shutil

        shutil.rmtree(top)


def test_a_full_disk_keeps_the_saved_game(tmp_path, monkeypatch):
    store = SaveStore(tmp_path / "saves")
    session = Session(GAME, SOLO, 5)
    path = store.autosave(session)
    before = path.read_bytes()
    seat = session.next_step().seat
    session.apply(seat, session.state.legal_actions(seat)[0])
    real_fdopen = os.fdopen

    class Full:
        """A file on a full disk: the first write fails."""

        def __init__(self, f):
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.f.close()

        def write(self, text):
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_files.os, "fdopen", lambda fd, *a, **k: Full(real_fdopen(fd, *a, **k)))
    with pytest.raises(OSError) as err:
        store.autosave(session)
    assert err.value.errno == 28
    store.autosave_soon(session)
    store.flush()
    assert [e.errno for e in store.take_errors()] == [28]
    monkeypatch.undo()
    assert path.read_bytes() == before, "the saved game is as it was"
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name], "no partial or temporary file left"
    assert saves.decode(before).log == []
