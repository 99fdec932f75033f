"""The save format: JSON holding the seed and the action log, written atomically with a backup.

A save is loaded by replaying its log, so a damaged or tampered file is caught and reported,
never half-loaded. The folder of saves (one file per game in progress, copies, finished games)
is :class:`game.save_store.SaveStore`, built on this module; :mod:`game.saves` offers both.
"""
from __future__ import annotations

import json
import logging
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from game import __version__, registry
from game.atomic_files import atomic_write
from game.protocol import player_name
from game.rules.base import IllegalAction
from game.text import Msg, say

if TYPE_CHECKING:
    from game.session import Session

FORMAT = "cempasuchil-save"
VERSION = 2
AUTOSAVE_PREFIX = "autosave-"
FINISHED_DIR = "finished"
FINISHED_KEEP = 50


class SaveError(Exception):
    """A save cannot be loaded; the message is for the player and says what to do: a :class:`Msg`
    (``message``), said in the reader's language by ``str()``."""

    def __init__(self, message: "str | Msg"):
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return say(self.message)


SOURCES = {"save": "save-source-save", "saved game": "save-source-game"}  # what decode() calls the text


def _source(source: str) -> "str | Msg":
    return Msg(SOURCES[source]) if source in SOURCES else source


def _log():
    return logging.getLogger("cempasuchil.saves")


def encode(session: Session) -> str:
    """The save's text: JSON, one line per logged action (readable, and written by json's fast
    compact encoder: an indented whole took ~7 ms for a 200-action game, in the frame that saves)."""
    return joined_save(*save_parts(session))


def save_parts(session: Session) -> tuple[str, list]:
    """The save's head (everything but the log, as text) and its log entries (fresh dicts)."""
    record: dict[str, Any] = {"format": FORMAT, "version": VERSION, "app_version": __version__,
                              "saved_at": time.time()}
    record.update(session.to_record())
    log = record.pop("log")
    return json.dumps(record, ensure_ascii=False, indent=1), log


def joined_save(head: str, log: list) -> str:
    compact = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    body = ",\n  ".join(map(compact, log))
    return head[:-2] + (',\n "log": [\n  ' + body + "\n ]\n}" if log else ',\n "log": []\n}')


class BackgroundWriter:
    """Writes files on a thread of its own, so a frame never waits on the disk: the newest text
    per file (an older one still waiting is dropped), each atomically. :meth:`flush` waits until
    everything handed over is on disk."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[Path, tuple[int, Callable[[], str]]] = {}  # path -> (its number, a function making the text)
        self._handed = 0  # saves handed over so far
        self._written = 0  # the newest of them written (or failed): the writer takes them oldest first
        self._thread: threading.Thread | None = None
        self.errors: list[OSError] = []  # failed writes, for the player to be told

    def put(self, path: Path, make_text: Callable[[], str]) -> None:
        with self._cond:
            self._handed += 1
            self._pending.pop(path, None)  # (a newer text of a file goes to the back, after older ones)
            self._pending[path] = (self._handed, make_text)
            if self._thread is None or not self._thread.is_alive():
                # a daemon: an exit without flush() (a crash) leaves the old file or the new one
                self._thread = threading.Thread(target=self._run, name="saves", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self) -> None:
        """Wait until everything handed over before this call is on disk (or failed); not for what is
        handed meanwhile (a window saving every frame never keeps a flush waiting)."""
        with self._cond:
            until = self._handed
            while self._written < until:
                self._cond.wait(0.5)

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending:
                    self._cond.wait()
                path = next(iter(self._pending))
                number, make_text = self._pending.pop(path)
            try:
                atomic_write(path, make_text())
            except OSError as err:
                _log().warning("autosave failed: %s: %s", path, err)  # every failure, in the log
                self.errors.append(err)
            except Exception as err:  # never let a save's failure pass unseen
                _log().exception("autosave failed: %s", path)
                self.errors.append(OSError(str(err)))
            finally:
                with self._cond:
                    self._written = number
                    self._cond.notify_all()


def decode(text: str, source: str = "save") -> Session:
    """Rebuild a session from save text; raise :class:`SaveError` with a player-facing reason."""
    # (the sessions' module, and the bots' and the hashes' through it, load with the first game opened:
    # the menu's Continue line reads the saves' folder without them)
    from game.session import Session

    name = source
    said_as = _source(name)  # (a message: "the saved game" in the reader's language)
    try:
        record = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):
        raise SaveError(Msg("save-not-json", source=said_as)) from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise SaveError(Msg("save-wrong-format", source=said_as, program=FORMAT.split('-')[0].title()))
    version = record.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(Msg("save-no-version", source=said_as))
    if version < 1:
        raise SaveError(Msg("save-unknown-version", source=said_as, version=str(version)))
    if version > VERSION:
        raise SaveError(Msg("save-newer", source=said_as, version=str(version), known=str(VERSION)))
    if not isinstance(record.get("game"), str):
        raise SaveError(Msg("save-bad-entry", source=said_as, key="game"))
    try:
        game = registry.get(record["game"])
    except KeyError:
        raise SaveError(Msg("save-unknown-game", source=said_as, game=str(record["game"]))) from None
    if version == 1:
        return _decode_v1(Session, game, record, name)
    for key, kind in (("setup", dict), ("seed", int), ("log", list)):
        if not isinstance(record.get(key), kind) or isinstance(record.get(key), bool):
            raise SaveError(Msg("save-bad-entry", source=said_as, key=key))
    mode = record["setup"].get("mode")
    if not isinstance(mode, str):
        raise SaveError(Msg("save-no-mode", source=said_as))
    if not any(m.id == mode for m in game.modes):
        raise SaveError(Msg("save-unknown-mode", source=said_as, game=game.title, mode=mode))
    try:
        session = Session.from_record(game, record)
    except ValueError as err:
        error = err.args[0] if err.args and isinstance(err.args[0], Msg) else str(err)
        raise SaveError(Msg("save-damaged", source=said_as, error=error)) from None
    digest = record.get("digest")
    if digest is not None and digest != session.state.digest():
        raise SaveError(Msg("save-digest", source=said_as))
    named = _named_setup(record["setup"])
    if named is not None:  # checked as it was saved, then played again with the seats' names
        session = Session.from_record(game, {**record, "setup": named})
    return session


def _named_setup(setup: dict) -> dict | None:
    """An older hotseat save's setup with each person's seat stored as "You" named as the others
    read it then ("Player 1"): "you" is how a seat is spoken to, not its name. ``None`` if none is."""
    seats = setup.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, dict) for s in seats):
        return None
    humans = [s for s in seats if s.get("kind") == "human"]
    if len(humans) < 2 or not any(s.get("name") == "You" for s in humans):
        return None
    taken = {str(s.get("name", "")).casefold() for s in seats}
    out = []
    for i, seat in enumerate(seats):
        if seat.get("kind") == "human" and seat.get("name") == "You":
            n = i
            while player_name(n).casefold() in taken:
                n += 1
            name = player_name(n)
            taken.add(name.casefold())
            seat = {**seat, "name": name}
        out.append(seat)
    return {**setup, "seats": out}


def _decode_v1(new_session: Callable[..., Session], game, record: dict, name: str) -> Session:
    """Format 1 (solo only): the mode, the seed and a list of actions without seats (a session made by
    ``new_session``, the sessions' class).

    Migrated by replaying: each action is played by the only seat to move at that point. Its
    digest fingerprinted the format-1 state layout, so the replay itself is the check.
    """
    source = _source(name)
    for key, kind in (("mode", str), ("seed", int), ("actions", list)):
        if not isinstance(record.get(key), kind) or isinstance(record.get(key), bool):
            raise SaveError(Msg("save-bad-entry", source=source, key=key))
    if not any(m.id == record["mode"] for m in game.modes):
        raise SaveError(Msg("save-unknown-mode", source=source, game=game.title, mode=record["mode"]))
    try:
        session = new_session(game, record["mode"], record["seed"])
    except KeyError as err:
        raise SaveError(Msg("save-cannot-open", source=source, error=str(err.args[0]))) from None
    for i, raw in enumerate(record["actions"]):
        where = Msg("save-log-move", number=str(i + 1))
        try:
            action = game.codec.decode(raw)
        except Exception as err:
            raise SaveError(Msg("save-move-unreadable", source=source, where=where, error=str(err))) from None
        movers = sorted(session.state.to_move())
        if len(movers) != 1:
            raise SaveError(Msg("save-move-after-end", source=source, where=where))
        try:
            session.apply(movers[0], action)
        except IllegalAction as err:
            raise SaveError(Msg("save-move-illegal", source=source, where=where, action=str(action),
                                reason=err.reason if isinstance(err.reason, Msg) else str(err.reason))) from None
    session.redo_stack.clear()
    return session
