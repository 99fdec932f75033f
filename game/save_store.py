"""The folder of saves: one file for each game in progress, the player's copies, finished games.

::

    saves/games/<id>.json   every game in progress, from the moment it is dealt (and its .bak, the
                            version before the last write: always of the same game). <id> is the
                            game's own (``Session.save_id``): two games never share a file.
    saves/<name>.json       copies the player made ("Save a copy"), and named saves of older versions
    saves/finished/<id>.json  finished games, kept for replays (the newest FINISHED_KEEP)
    saves/trash/            what the Load screen deleted, until the player leaves it (undo)

Nothing in progress is ever removed without the player's word: a game leaves ``games/`` only when
it is finished (it moves to ``finished/``) or when the player deletes it. Older versions kept one
``autosave-<game>.json`` per game; on first start each becomes a game in progress, and so does a
``.bak`` that belonged to another game (the old slot's bug), so nothing the player had is lost.
"""
from __future__ import annotations

import builtins
import json
import logging
import os
import re
import shutil
import time
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from game import registry, save_format
from game.atomic_files import fsync_folder
from game.save_format import (AUTOSAVE_PREFIX, FINISHED_DIR, FORMAT, VERSION, BackgroundWriter, SaveError, decode,
                              encode, joined_save, save_parts)
from game.protocol import spoken_name
from game.text import Msg, declared, has, say

if TYPE_CHECKING:
    from game.session import Session  # (loaded with the first game opened: game.save_format.decode)

log = logging.getLogger("cempasuchil.saves")

GAMES_DIR = "games"
TRASH_DIR = "trash"
MANY = 50  # more games kept than this: the Load screen suggests clearing the finished ones
STALE_SECONDS = 3600  # a temporary or trashed file older than this is left over from an earlier run


def _bot_title(game, bot: str | None) -> str:
    """An AI seat's level as players read it ("Hard"); "AI" for a bot no offered level stands for."""
    if game is None or bot is None:
        return ""
    level = game.level_of(bot)
    if level is None:
        return say(Msg("ai-other"))
    word = "level-word-" + level.replace("_", "-")  # the shell's word for the level, else its name
    return say(Msg(word)) if has(word) else level.replace("_", " ").title()


@dataclass(frozen=True)
class SaveInfo:
    """One save as the Load screen and Continue describe it (``error`` set when it cannot be read).

    ``kind``: ``game`` (a game in progress, or one that just finished there), ``copy`` (a copy the
    player made) or ``finished`` (kept for replays)."""

    path: Path
    game_id: str
    game_title: str
    mode: str
    progress: "str | Msg"  # a message in saves since 0.x (the reader says it), else older English text
    scores: tuple
    names: tuple
    saved_at: float
    kind: str = "game"  # (or ``network``: a seat this computer took at another's game, to rejoin)
    over: bool = False
    error: str | None = None
    mode_id: str = ""
    seats: tuple = ()  # per seat: (name, "human" or "bot", the bot's level title)
    label: str = ""  # a copy's name, as the player typed it
    reason: "str | Msg" = ""  # why it cannot be opened (with ``error``): a message, said where it is shown
    guided: bool = False  # a guided first game (game.tutorial)

    @property
    def autosave(self) -> bool:
        return self.kind == "game"

    @property
    def in_progress(self) -> bool:
        """A readable game the player can carry on with (Continue, "Continue that game")."""
        return self.kind == "game" and not self.over and self.error is None

    @property
    def section(self) -> str:
        """Where the Load screen lists it: ``progress``, ``copies`` or ``finished``."""
        if self.kind == "network":
            return "network"
        if self.kind == "finished" or (self.over and self.error is None):
            return "finished"
        return "copies" if self.kind == "copy" else "progress"

    @property
    def players(self) -> int:
        return len(self.seats) or len(self.names)

    @property
    def date(self) -> str:
        return datetime.fromtimestamp(self.saved_at).strftime("%Y-%m-%d %H:%M")

    @property
    def turn(self) -> "str | Msg":
        return self.progress

    @property
    def score(self) -> int | None:
        """The score to show in one column: the only seat's, or the best."""
        if not self.scores:
            return None
        return self.scores[0] if len(self.scores) == 1 else max(self.scores)

    @property
    def score_text(self) -> str:
        """Every seat's score ("84 pts" or "You 61 · Rosa 58")."""
        if not self.scores:
            return ""
        if len(self.scores) == 1:
            return say(Msg("load-score-solo", score=str(self.scores[0])))
        names = [say(spoken_name(n)) for n in self.names] or [say(Msg("load-seat", number=str(i + 1)))
                                                              for i in range(len(self.scores))]
        humans = [i for i, seat in enumerate(self.seats) if seat[1] == "human"]
        if len(humans) == 1 and humans[0] < len(names):  # the one person at this computer
            names[humans[0]] = say(Msg("load-you"))
        return " \u00b7 ".join(f"{n} {v}" for n, v in zip(names, self.scores))


def read_info(path: Path, kind: str) -> SaveInfo:
    """Describe the save at ``path`` without replaying it (a damaged file is described as such)."""
    path = Path(path)
    try:
        mtime = path.stat().st_mtime
    except OSError:
        mtime = 0.0
    reason = Msg("load-reason-unreadable")
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(record, dict) or record.get("format") != FORMAT:
            reason = Msg("load-reason-not-a-save")
            raise ValueError("not a save")
        reason = Msg("load-reason-description")
        return _describe(path, kind, record, mtime)
    except (OSError, ValueError, TypeError, UnicodeDecodeError, AttributeError, RecursionError, KeyError):
        return SaveInfo(path, "?", "Damaged save", "", "", (), (), mtime, kind, False, "damaged", reason=reason)


def _describe(path: Path, kind: str, record: dict, mtime: float) -> SaveInfo:
    game_id = record.get("game", "?")
    if not isinstance(game_id, str):
        raise ValueError("no game")
    version = record.get("version")
    given = record.get("setup")
    setup = given if isinstance(given, dict) else {}
    mode_id = record.get("mode", "") if version == 1 else setup.get("mode", "")
    try:
        game = registry.get(game_id)
        title, mode = game.title, declared(game.mode(mode_id).title, game.id, "mode", mode_id)
    except (KeyError, TypeError):
        game, title, mode = None, str(game_id), str(mode_id or "?")
    summary = record.get("summary") or {}
    if not isinstance(summary, dict):
        raise ValueError("bad summary")
    if version == 1:
        progress: "str | Msg" = str(summary.get("turn", "?"))
        scores: tuple = (summary["score"],) if isinstance(summary.get("score"), int) else ()
        over = bool(summary.get("over", progress == "Finished"))
        names: tuple = ("You",)
        seats: tuple = (("You", "human", ""),)
    else:
        progress = _progress(summary.get("progress", "?"))
        raw = summary.get("scores") or []
        scores = tuple(v for v in raw if isinstance(v, (int, float)) and not isinstance(v, bool))
        over = summary.get("over") is True
        names = tuple(str(n) for n in (summary.get("names") or []))[:len(scores) or None]
        seats = tuple((str(s.get("name", "?")), "bot" if s.get("kind") == "bot" else "human",
                       _bot_title(game, s.get("bot")) if s.get("kind") == "bot" else "")
                      for s in (setup.get("seats") or []) if isinstance(s, dict))
    error: str | None = None
    reason: "str | Msg" = ""
    if isinstance(version, int) and version > VERSION:
        error = "made by a newer version"
        reason = Msg("load-reason-newer", version=str(version))
    copy_name = record.get("copy_name")
    label = copy_name if isinstance(copy_name, str) else ""
    saved_at = record.get("saved_at", mtime)
    if not isinstance(saved_at, (int, float)) or isinstance(saved_at, bool):
        saved_at = mtime
    return SaveInfo(path, str(game_id), title, mode, progress, scores, names, float(saved_at), kind, over, error,
                    str(mode_id or ""), seats, label, reason, isinstance(record.get("tutorial"), dict))


def _progress(raw) -> "str | Msg":
    """A save's progress line: a message (id and arguments, said in the reader's language), or the
    English text older saves kept."""
    if isinstance(raw, dict):
        try:
            return Msg.from_json(raw)
        except (ValueError, TypeError):
            return "?"
    return str(raw)


def info_mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return -1.0


def _same_game(a: dict | None, b: dict | None) -> bool:
    """Whether two save records are versions of one game (the same game, seed and seats)."""
    if not a or not b:
        return False
    keys = ("game", "seed", "setup", "mode")
    return all(a.get(k) == b.get(k) for k in keys)


def _record(path: Path) -> dict | None:
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):
        return None
    return record if isinstance(record, dict) else None


class SaveStore:
    """The saves folder (see the module's docstring)."""

    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.games_folder = self.folder / GAMES_DIR
        self._writer = BackgroundWriter()
        self._trash: list[list[tuple[Path, Path]]] = []  # per deletion: (where it is now, where it was)
        self._damage: dict[Path, tuple[float, "str | Msg"]] = {}  # files that failed to load: (their mtime, why)
        try:
            self.games_folder.mkdir(exist_ok=True)
            self.migrate()
            self._tidy()
        except OSError as err:  # a read-only folder: everything already there still lists and loads
            log.warning("the saves folder cannot be prepared: %s", err)

    # ------------------------------------------------------------------ the game's own file
    def new_id(self, game_id: str) -> str:
        """A fresh id for a game (its file name): the game, when it was dealt, and a few random letters."""
        while True:
            save_id = f"{game_id}-{datetime.now():%Y%m%d-%H%M%S}-{os.urandom(3).hex()}"
            if not (self.games_folder / f"{save_id}.json").exists():
                return save_id

    def game_path(self, session: Session) -> Path:
        """The file of this game in progress (the session gets its id on its first save)."""
        if session.save_id is None:
            session.save_id = self.new_id(session.game.id)
        return self.games_folder / f"{session.save_id}.json"

    def _kept_finished(self, session: Session) -> Path | None:
        if session.save_id is not None and session.state.is_over:
            path = self.finished_folder / f"{session.save_id}.json"
            if path.exists():
                return path
        return None

    def autosave_soon(self, session: Session) -> Path:
        """Save this game without waiting on the disk: the session is recorded now, its file written on
        the saves thread. Every read of the folder (and :meth:`flush`, which the app calls as it quits)
        waits for it first; :meth:`take_errors` gives the writes that failed."""
        kept = self._kept_finished(session)
        if kept is not None:
            return kept  # finished and kept already: it is no longer a game in progress
        path = self.game_path(session)
        head, log_ = save_parts(session)
        self._writer.put(path, lambda: joined_save(head, log_))
        return path

    def autosave(self, session: Session) -> Path:
        """Save this game now (Ctrl+S): its own file, never another game's. Raises ``OSError``."""
        self.flush()
        kept = self._kept_finished(session)
        if kept is not None:
            return kept
        path = self.game_path(session)
        save_format.atomic_write(path, encode(session))
        return path

    def flush(self) -> None:
        """Wait until every save handed to the saves thread is on disk."""
        self._writer.flush()

    def take_errors(self) -> list[OSError]:
        """The background writes that failed since the last call."""
        errors, self._writer.errors = self._writer.errors, []
        return errors

    # ------------------------------------------------------------------ copies
    def save_copy(self, session: Session, name: str | None = None, folder: Path | None = None) -> Path:
        """Write a copy of the game under ``name`` (a new file: an existing copy is never replaced), in
        the saves folder or in ``folder`` (one the player chose, made if it is not there yet)."""
        if name is None or not name.strip():
            name = f"{session.game.title} {datetime.now():%Y-%m-%d %H.%M}"
        name = " ".join(name.split())[:80]
        stem = re.sub(r"[^A-Za-z0-9_.-]+", "-", name).strip("-.") or "copy"
        where = self.folder if folder is None else Path(folder)
        if folder is not None:
            where.mkdir(parents=True, exist_ok=True)
        path, n = where / f"{stem}.json", 2
        while path.exists() or path.with_name(path.name + ".bak").exists():
            path, n = where / f"{stem}-{n}.json", n + 1
        head, log_ = save_parts(session)
        record = json.loads(head)
        record["copy_name"] = name
        save_format.atomic_write(path, joined_save(json.dumps(record, ensure_ascii=False, indent=1), log_))
        return path

    # ------------------------------------------------------------------ loading
    def load(self, path: Path) -> Session:
        """Load a save by replaying it. Raises :class:`SaveError`; the file is never changed. A game in
        progress keeps its file; a copy, a backup or anything else opens as a new game in progress
        (its first save makes its own file, and the copy stays as it was)."""
        self.flush()
        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise SaveError(Msg("save-gone")) from None
        except UnicodeDecodeError:
            raise SaveError(Msg("save-not-text")) from None
        except OSError as err:
            raise SaveError(Msg("save-unreadable", error=str(err.strerror or err.__class__.__name__))) from None
        try:
            session = decode(text, "saved game")
        except SaveError as err:
            self._damage[path] = (path.stat().st_mtime, err.message)
            raise
        if path.parent == self.games_folder and path.suffix == ".json":
            session.save_id = path.stem
        return session

    def load_backup(self, path: Path) -> Session:
        """Load the previous version of a save (kept beside it as ``.bak``), as a new game in progress."""
        return self.load(Path(str(path) + ".bak"))

    def has_backup(self, path: Path) -> bool:
        self.flush()
        return Path(str(path) + ".bak").exists()

    # ------------------------------------------------------------------ deleting, with undo
    def delete(self, path: Path) -> int:
        """Move a save and its backup to the trash (the caller asked the player first); returns a
        token for :meth:`undo_delete`. :meth:`empty_trash` removes them for good."""
        self.flush()
        moved: list[tuple[Path, Path]] = []
        trash = self.folder / TRASH_DIR
        for p in (Path(path), Path(str(path) + ".bak")):
            if p.exists():
                trash.mkdir(exist_ok=True)
                where = trash / f"{os.urandom(4).hex()}-{p.name}"
                os.replace(p, where)
                os.utime(where)  # its age in the trash counts from now (see _tidy)
                moved.append((where, p))
        self._trash.append(moved)
        return len(self._trash) - 1

    def undo_delete(self, token: int | None = None) -> bool:
        """Put back what :meth:`delete` took (the last deletion by default); False if nothing to put back."""
        if token is None:
            token = len(self._trash) - 1
            while token >= 0 and not self._trash[token]:
                token -= 1
        if token is None or not 0 <= token < len(self._trash) or not self._trash[token]:
            return False
        for where, was in self._trash[token]:
            was.parent.mkdir(parents=True, exist_ok=True)
            os.replace(where, was)
        self._trash[token] = []
        return True

    @property
    def can_undo_delete(self) -> bool:
        return any(self._trash)

    def empty_trash(self) -> None:
        """Remove for good what was deleted (the Load screen calls it when the player leaves)."""
        for moved in self._trash:
            for where, _ in moved:
                try:
                    where.unlink()
                except OSError:
                    pass
        self._trash = []

    # ------------------------------------------------------------------ listing
    def info(self, path: Path) -> SaveInfo:
        """Describe a save for the Load screen without replaying it."""
        self.flush()
        path = Path(path)
        kind = ("game" if path.parent == self.games_folder or path.name.startswith(AUTOSAVE_PREFIX)
                else "finished" if path.parent == self.finished_folder else "copy")
        info = read_info(path, kind)
        known = self._damage.get(path)
        if info.error is None and known is not None and known[0] == info_mtime(path):
            # it lists well but did not load: listed as damaged, with the reason, from now on
            return replace(info, error="damaged", reason=known[1])
        return info

    def list(self, game_id: str | None = None) -> list[SaveInfo]:
        """Every save: games in progress, then copies, then finished games, each newest first (damaged
        files included, flagged, in their folder's place). ``game_id`` keeps one game's."""
        self.flush()
        paths = [*self.games_folder.glob("*.json"), *self.folder.glob("*.json"), *self.finished_folder.glob("*.json")]
        infos = [self.info(p) for p in paths]
        if game_id is not None:
            infos = [i for i in infos if i.game_id == game_id]
        order = {"progress": 0, "copies": 1, "finished": 2}
        return sorted(infos, key=lambda i: (order[i.section], -i.saved_at, i.path.name))

    # (``list`` is the method above from here on in the class: the type is ``builtins.list``)
    def in_progress(self, game_id: str | None = None) -> builtins.list[SaveInfo]:
        """The games the player can carry on with, newest first."""
        return [i for i in self.list(game_id) if i.in_progress]

    def latest_in_progress(self, game_id: str | None = None) -> SaveInfo | None:
        """The game last played and not finished, for Continue."""
        games = self.in_progress(game_id)
        return games[0] if games else None

    # ------------------------------------------------------------------ finished games
    @property
    def finished_folder(self) -> Path:
        return self.folder / FINISHED_DIR

    def keep_finished(self, session: Session) -> Path:
        """A finished game leaves the games in progress for the finished ones (the newest
        :data:`game.save_format.FINISHED_KEEP` are kept, for replays)."""
        self.flush()
        save_id = session.save_id or self.new_id(session.game.id)
        path = self.finished_folder / f"{save_id}.json"
        save_format.atomic_write(path, encode(session))
        if session.save_id is not None:
            for p in (self.games_folder / f"{save_id}.json", self.games_folder / f"{save_id}.json.bak"):
                if p.exists():
                    p.unlink()
        for old in self.list_finished()[save_format.FINISHED_KEEP:]:
            for p in (old.path, Path(str(old.path) + ".bak")):
                if p.exists():
                    p.unlink()
        return path

    def list_finished(self) -> builtins.list[SaveInfo]:
        """The finished games kept for replays, newest first."""
        folder = self.finished_folder
        if not folder.is_dir():
            return []
        infos = [self.info(p) for p in folder.glob("*.json")]
        return sorted(infos, key=lambda i: (i.saved_at, i.path.name), reverse=True)

    # ------------------------------------------------------------------ start: migration and tidying
    def migrate(self) -> builtins.list[Path]:
        """Older versions' ``autosave-<game>.json`` (formats 1 and 2) become games in progress; a backup
        of another game becomes a game of its own. Returns the files made. Each step is one rename,
        so a crash half-way leaves every file somewhere this method finds it again."""
        made = []
        for old in sorted(self.folder.glob(f"{AUTOSAVE_PREFIX}*.json")):
            record = _record(old)
            target = self.games_folder / f"{self._id_of(record)}.json"
            backup = old.with_name(old.name + ".bak")
            os.replace(old, target)
            made.append(target)
            if backup.exists():
                if _same_game(record, _record(backup)):
                    os.replace(backup, target.with_name(target.name + ".bak"))
                else:
                    made.append(self._migrate_alone(backup))
        for orphan in sorted(self.folder.glob(f"{AUTOSAVE_PREFIX}*.json.bak")):  # its file was moved, then a crash
            made.append(self._migrate_alone(orphan))
        if made:
            fsync_folder(self.games_folder)
            fsync_folder(self.folder)
            log.info("saves of an older version became games in progress: %s", ", ".join(p.name for p in made))
        return made

    def _migrate_alone(self, path: Path) -> Path:
        target = self.games_folder / f"{self._id_of(_record(path))}.json"
        os.replace(path, target)
        return target

    def _id_of(self, record: dict | None) -> str:
        """A fresh id for an old file's game (named after its game when the file says which)."""
        return self.new_id(str(record.get("game", "save")) if record else "save")

    def _tidy(self) -> None:
        """Remove what an earlier run left half-done: temporary files of interrupted writes, and the
        trash of a Load screen left by a crash (the player had confirmed those deletions)."""
        now = time.time()
        for folder in (self.folder, self.games_folder, self.finished_folder):
            for tmp in folder.glob("*.tmp*") if folder.is_dir() else ():
                if now - tmp.stat().st_mtime > STALE_SECONDS:
                    tmp.unlink()
        trash = self.folder / TRASH_DIR
        if trash.is_dir():
            for p in trash.iterdir():
                if now - p.stat().st_mtime > STALE_SECONDS:
                    shutil.rmtree(p) if p.is_dir() else p.unlink()
