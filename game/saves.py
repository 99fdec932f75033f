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
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from game import __version__, registry
from game.session import Session

FORMAT = "cempasuchil-save"
VERSION = 1
AUTOSAVE_PREFIX = "autosave-"


class SaveError(Exception):
    """A save cannot be loaded; the message is for the player and says what to do."""


@dataclass(frozen=True)
class SaveInfo:
    """One save file as listed in the Load screen (``error`` set when it cannot be read)."""

    path: Path
    game_id: str
    game_title: str
    mode: str
    turn: str
    score: int | None
    saved_at: float
    autosave: bool
    error: str | None = None

    @property
    def date(self) -> str:
        return datetime.fromtimestamp(self.saved_at).strftime("%Y-%m-%d %H:%M")


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
    record = {"format": FORMAT, "version": VERSION, "app_version": __version__, "saved_at": time.time()}
    record.update(session.to_record())
    return json.dumps(record, ensure_ascii=False, indent=1)


def decode(text: str, source: str = "save") -> Session:
    """Rebuild a session from save text; raise :class:`SaveError` with a player-facing reason."""
    try:
        record = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):
        raise SaveError(f"The {source} is damaged (not readable JSON; it may have been cut short).") from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise SaveError(f"The {source} is not a {FORMAT.split('-')[0].title()} saved game.")
    version = record.get("version")
    if not isinstance(version, int):
        raise SaveError(f"The {source} has no format version; it is damaged.")
    if version < 1:
        raise SaveError(f"The {source} has an unknown save format version ({version}); it is damaged.")
    if version > VERSION:
        raise SaveError(f"The {source} was made by a newer version of the game (save format {version}; "
                        f"this version reads up to {VERSION}). Update the game to open it.")
    for key, kind in (("game", str), ("mode", str), ("seed", int), ("actions", list)):
        if not isinstance(record.get(key), kind):
            raise SaveError(f"The {source} is damaged: its '{key}' entry is missing or wrong.")
    try:
        game = registry.get(record["game"])
    except KeyError:
        raise SaveError(f"The {source} is for a game this version does not have ({record['game']}).") from None
    if not any(m.id == record["mode"] for m in game.modes):
        raise SaveError(f"The {source} uses a mode {game.title} does not have ({record['mode']}).")
    try:
        session = Session.from_record(game, record)
    except ValueError as err:
        raise SaveError(f"The {source} is damaged: {err}") from None
    digest = record.get("digest")
    if digest is not None and digest != session.state.digest():
        raise SaveError(f"The {source} does not replay to the position it recorded (the card data may have "
                        f"changed since it was made).")
    return session


class SaveStore:
    """The saves folder: autosaves (one per game) and named saves."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)

    def autosave_path(self, game_id: str) -> Path:
        return self.folder / f"{AUTOSAVE_PREFIX}{game_id}.json"

    def autosave(self, session: Session) -> Path:
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
        return Path(str(path) + ".bak").exists()

    def delete(self, path: Path) -> None:
        """Delete a save and its backup (the caller has asked the player first)."""
        for p in (Path(path), Path(str(path) + ".bak")):
            if p.exists():
                p.unlink()

    def info(self, path: Path) -> SaveInfo:
        """Describe a save for the Load screen without replaying it."""
        path = Path(path)
        autosave = path.name.startswith(AUTOSAVE_PREFIX)
        mtime = path.stat().st_mtime
        try:
            record = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(record, dict) or record.get("format") != FORMAT:
                raise ValueError("not a save")
            game_id = record.get("game", "?")
            try:
                game = registry.get(game_id)
                title = game.title
                mode = game.mode(record.get("mode", "")).title
            except KeyError:
                title, mode = str(game_id), str(record.get("mode", "?"))
            summary = record.get("summary") or {}
            error = None
            if isinstance(record.get("version"), int) and record["version"] > VERSION:
                error = "made by a newer version"
            return SaveInfo(path, str(game_id), title, mode, str(summary.get("turn", "?")), summary.get("score"),
                            float(record.get("saved_at", mtime)), autosave, error)
        except (OSError, ValueError, TypeError, UnicodeDecodeError, AttributeError, RecursionError):
            return SaveInfo(path, "?", "Damaged save", "", "", None, mtime, autosave, "damaged")

    def list(self) -> list[SaveInfo]:
        """Every save, newest first (damaged ones included, flagged)."""
        infos = [self.info(p) for p in self.folder.glob("*.json")]
        return sorted(infos, key=lambda i: i.saved_at, reverse=True)

    def latest_autosave(self) -> SaveInfo | None:
        """The newest readable autosave of an unfinished game, for Continue."""
        for info in self.list():
            if info.autosave and info.error is None and info.turn != "Finished":
                return info
        return None
