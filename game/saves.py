"""Saved games on disk: JSON holding the seed and the action log, written atomically with a backup.

A save is loaded by replaying its log, so a damaged or tampered file is caught and reported,
never half-loaded. No file is ever deleted or overwritten except by an explicit player action
(saving over it, or deleting it after confirmation).
"""
from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
import threading
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from game import __version__, registry
from game.rules.base import IllegalAction
from game.session import Session

FORMAT = "cempasuchil-save"
VERSION = 2
AUTOSAVE_PREFIX = "autosave-"
FINISHED_DIR = "finished"
FINISHED_KEEP = 50


class SaveError(Exception):
    """A save cannot be loaded; the message is for the player and says what to do."""


@dataclass(frozen=True)
class SaveInfo:
    """One save file as listed in the Load screen (``error`` set when it cannot be read)."""

    path: Path
    game_id: str
    game_title: str
    mode: str
    progress: str
    scores: tuple
    names: tuple
    saved_at: float
    autosave: bool
    over: bool = False
    error: str | None = None

    @property
    def date(self) -> str:
        return datetime.fromtimestamp(self.saved_at).strftime("%Y-%m-%d %H:%M")

    @property
    def turn(self) -> str:
        return self.progress

    @property
    def score(self) -> int | None:
        """The score to show in one column: the only seat's, or the human seat's best."""
        if not self.scores:
            return None
        return self.scores[0] if len(self.scores) == 1 else max(self.scores)

    @property
    def score_text(self) -> str:
        """Every seat's score, for the save list ("84 pts" or "You 61 · Rosa 58")."""
        if not self.scores:
            return ""
        if len(self.scores) == 1:
            return f"{self.scores[0]} pts"
        return " \u00b7 ".join(f"{n} {v}" for n, v in zip(self.names or [f"Seat {i + 1}" for i in
                                                                     range(len(self.scores))], self.scores))


def atomic_write(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves the old file or the new one, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        if path.exists():
            # Copy (never move) the old version to the backup, so that ``path`` always exists:
            # a crash at any point leaves the old file or the new one in place.
            backup = path.with_name(path.name + ".bak")
            bak_tmp = tmp + ".bak"
            shutil.copy2(path, bak_tmp)
            os.replace(bak_tmp, backup)
        os.replace(tmp, path)
    except BaseException:
        for leftover in (tmp, tmp + ".bak"):
            if os.path.exists(leftover):
                os.unlink(leftover)
        raise


def encode(session: Session) -> str:
    """The save's text: JSON, one line per logged action (readable, and written by json's fast
    compact encoder: an indented whole took ~7 ms for a 200-action game, in the frame that saves)."""
    return _joined(*_parts(session))


def _parts(session: Session) -> tuple[str, list]:
    """The save's head (everything but the log, as text) and its log entries (fresh dicts)."""
    record = {"format": FORMAT, "version": VERSION, "app_version": __version__, "saved_at": time.time()}
    record.update(session.to_record())
    log = record.pop("log")
    return json.dumps(record, ensure_ascii=False, indent=1), log


def _joined(head: str, log: list) -> str:
    compact = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    body = ",\n  ".join(map(compact, log))
    return head[:-2] + (',\n "log": [\n  ' + body + "\n ]\n}" if log else ',\n "log": []\n}')


class _Writer:
    """Writes files on a thread of its own, so a frame never waits on the disk: the newest text
    per file (an older one still waiting is dropped), each atomically. :meth:`flush` waits until
    everything handed over is on disk."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[Path, object] = {}  # path -> a function making the text
        self._busy = False
        self._thread: threading.Thread | None = None
        self.errors: list[OSError] = []  # failed writes, for the player to be told

    def put(self, path: Path, make_text) -> None:
        with self._cond:
            self._pending.pop(path, None)
            self._pending[path] = make_text
            if self._thread is None or not self._thread.is_alive():
                # a daemon: an exit without flush() (a crash) leaves the old file or the new one
                self._thread = threading.Thread(target=self._run, name="saves", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self) -> None:
        with self._cond:
            while self._pending or self._busy:
                self._cond.wait(0.5)

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending:
                    self._cond.wait()
                path = next(iter(self._pending))
                make_text = self._pending.pop(path)
                self._busy = True
            try:
                atomic_write(path, make_text())
            except OSError as err:
                self.errors.append(err)
            except Exception as err:  # never let a save's failure pass unseen
                self.errors.append(OSError(str(err)))
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


def decode(text: str, source: str = "save") -> Session:
    """Rebuild a session from save text; raise :class:`SaveError` with a player-facing reason."""
    try:
        record = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):
        raise SaveError(f"The {source} is damaged (not readable JSON; it may have been cut short).") from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise SaveError(f"The {source} is not a {FORMAT.split('-')[0].title()} saved game.")
    version = record.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"The {source} has no format version; it is damaged.")
    if version < 1:
        raise SaveError(f"The {source} has an unknown save format version ({version}); it is damaged.")
    if version > VERSION:
        raise SaveError(f"The {source} was made by a newer version of the game (save format {version}; "
                        f"this version reads up to {VERSION}). Update the game to open it.")
    if not isinstance(record.get("game"), str):
        raise SaveError(f"The {source} is damaged: its 'game' entry is missing or wrong.")
    try:
        game = registry.get(record["game"])
    except KeyError:
        raise SaveError(f"The {source} is for a game this version does not have ({record['game']}).") from None
    if version == 1:
        return _decode_v1(game, record, source)
    for key, kind in (("setup", dict), ("seed", int), ("log", list)):
        if not isinstance(record.get(key), kind) or isinstance(record.get(key), bool):
            raise SaveError(f"The {source} is damaged: its '{key}' entry is missing or wrong.")
    mode = record["setup"].get("mode")
    if not isinstance(mode, str):
        raise SaveError(f"The {source} is damaged: its setup names no mode.")
    if not any(m.id == mode for m in game.modes):
        raise SaveError(f"The {source} uses a mode {game.title} does not have ({mode}).")
    try:
        session = Session.from_record(game, record)
    except ValueError as err:
        raise SaveError(f"The {source} is damaged: {err}") from None
    digest = record.get("digest")
    if digest is not None and digest != session.state.digest():
        raise SaveError(f"The {source} does not replay to the position it recorded (the card data may have "
                        f"changed since it was made).")
    return session


def _decode_v1(game, record: dict, source: str) -> Session:
    """Format 1 (solo only): the mode, the seed and a list of actions without seats.

    Migrated by replaying: each action is played by the only seat to move at that point. Its
    digest fingerprinted the format-1 state layout, so the replay itself is the check.
    """
    for key, kind in (("mode", str), ("seed", int), ("actions", list)):
        if not isinstance(record.get(key), kind) or isinstance(record.get(key), bool):
            raise SaveError(f"The {source} is damaged: its '{key}' entry is missing or wrong.")
    if not any(m.id == record["mode"] for m in game.modes):
        raise SaveError(f"The {source} uses a mode {game.title} does not have ({record['mode']}).")
    try:
        session = Session(game, record["mode"], record["seed"])
    except KeyError as err:
        raise SaveError(f"The {source} cannot be opened: {err.args[0]}") from None
    for i, raw in enumerate(record["actions"]):
        where = f"move {i + 1} of the log"
        try:
            action = game.codec.decode(raw)
        except Exception as err:
            raise SaveError(f"The {source} is damaged: {where} cannot be read: {err}") from None
        movers = sorted(session.state.to_move())
        if len(movers) != 1:
            raise SaveError(f"The {source} is damaged: {where} comes after the end of the game.")
        try:
            session.apply(movers[0], action)
        except IllegalAction as err:
            raise SaveError(f"The {source} is damaged: {where} ({action}) is not legal: {err.reason}") from None
    session.redo_stack.clear()
    return session


class SaveStore:
    """The saves folder: autosaves (one per game) and named saves."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self._writer = _Writer()

    def autosave_soon(self, session: Session) -> Path:
        """Autosave without waiting on the disk: the session is recorded now, its file written on the
        saves thread. Every read of the folder (and :meth:`flush`, which the app calls as it quits)
        waits for it first; :meth:`take_errors` gives the writes that failed."""
        path = self.autosave_path(session.game.id)
        head, log = _parts(session)
        self._writer.put(path, lambda: _joined(head, log))
        return path

    def flush(self) -> None:
        """Wait until every autosave handed to the saves thread is on disk."""
        self._writer.flush()

    def take_errors(self) -> list[OSError]:
        """The background writes that failed since the last call."""
        errors, self._writer.errors = self._writer.errors, []
        return errors

    def autosave_path(self, game_id: str) -> Path:
        return self.folder / f"{AUTOSAVE_PREFIX}{game_id}.json"

    def autosave(self, session: Session) -> Path:
        self.flush()
        path = self.autosave_path(session.game.id)
        atomic_write(path, encode(session))
        return path

    def save(self, session: Session, name: str | None = None) -> Path:
        """Write a named save (a timestamped name by default) and return its path."""
        if name is None:
            name = f"{session.game.id}-{datetime.now().strftime('%Y%m%d-%H%M%S')}"
        name = re.sub(r"[^A-Za-z0-9_.-]+", "-", name).strip("-.") or "save"
        path = self.folder / f"{name}.json"
        atomic_write(path, encode(session))
        return path

    def load(self, path: Path) -> Session:
        """Load a save by replaying it. Raises :class:`SaveError`; the file is never changed."""
        self.flush()
        try:
            text = Path(path).read_text(encoding="utf-8")
        except FileNotFoundError:
            raise SaveError("That saved game no longer exists.") from None
        except UnicodeDecodeError:
            raise SaveError("The saved game is damaged (it is not text; it may have been overwritten).") from None
        except OSError as err:
            raise SaveError(f"The saved game cannot be read ({err.strerror or err.__class__.__name__}).") from None
        return decode(text, "saved game")

    def load_backup(self, path: Path) -> Session:
        """Load the previous version of a save (kept beside it as ``.bak``)."""
        return self.load(Path(str(path) + ".bak"))

    def has_backup(self, path: Path) -> bool:
        self.flush()
        return Path(str(path) + ".bak").exists()

    def delete(self, path: Path) -> None:
        """Delete a save and its backup (the caller has asked the player first)."""
        self.flush()
        for p in (Path(path), Path(str(path) + ".bak")):
            if p.exists():
                p.unlink()

    def info(self, path: Path) -> SaveInfo:
        """Describe a save for the Load screen without replaying it."""
        self.flush()
        path = Path(path)
        autosave = path.name.startswith(AUTOSAVE_PREFIX)
        mtime = path.stat().st_mtime
        try:
            record = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(record, dict) or record.get("format") != FORMAT:
                raise ValueError("not a save")
            game_id = record.get("game", "?")
            version = record.get("version")
            setup = record.get("setup") if isinstance(record.get("setup"), dict) else {}
            mode_id = record.get("mode", "") if version == 1 else setup.get("mode", "")
            try:
                game = registry.get(game_id)
                title = game.title
                mode = game.mode(mode_id).title
            except KeyError:
                title, mode = str(game_id), str(mode_id or "?")
            summary = record.get("summary") or {}
            if not isinstance(summary, dict):
                raise ValueError("bad summary")
            if version == 1:
                progress = str(summary.get("turn", "?"))
                scores = (summary["score"],) if isinstance(summary.get("score"), int) else ()
                over = bool(summary.get("over", progress == "Finished"))
                names = ("You",)
            else:
                progress = str(summary.get("progress", "?"))
                raw = summary.get("scores") or []
                scores = tuple(v for v in raw if isinstance(v, (int, float)) and not isinstance(v, bool))
                over = summary.get("over") is True
                names = tuple(str(n) for n in (summary.get("names") or []))[:len(scores)]
            error = None
            if isinstance(version, int) and version > VERSION:
                error = "made by a newer version"
            return SaveInfo(path, str(game_id), title, mode, progress, scores, names,
                            float(record.get("saved_at", mtime)), autosave, over, error)
        except (OSError, ValueError, TypeError, UnicodeDecodeError, AttributeError, RecursionError, KeyError):
            return SaveInfo(path, "?", "Damaged save", "", "", (), (), mtime, autosave, False, "damaged")

    def list(self) -> list[SaveInfo]:
        """Every save, newest first (damaged ones included, flagged)."""
        self.flush()
        infos = [self.info(p) for p in self.folder.glob("*.json")]
        return sorted(infos, key=lambda i: i.saved_at, reverse=True)

    # ------------------------------------------------------------------ finished games
    @property
    def finished_folder(self) -> Path:
        return self.folder / FINISHED_DIR

    def keep_finished(self, session: Session) -> Path:
        """Keep a finished game for replays (the newest :data:`FINISHED_KEEP` are kept)."""
        folder = self.finished_folder
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        path = folder / f"{session.game.id}-{stamp}.json"
        atomic_write(path, encode(session))
        for old in self.list_finished()[FINISHED_KEEP:]:
            self.delete(old.path)
        return path

    def list_finished(self) -> list[SaveInfo]:
        """The finished games kept for replays, newest first."""
        folder = self.finished_folder
        if not folder.is_dir():
            return []
        infos = [self.info(p) for p in folder.glob("*.json")]
        return sorted(infos, key=lambda i: (i.saved_at, i.path.name), reverse=True)

    def latest_autosave(self) -> SaveInfo | None:
        """The newest readable autosave of an unfinished game, for Continue."""
        for info in self.list():
            if info.autosave and info.error is None and not info.over:
                return info
        return None
