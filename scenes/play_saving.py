"""How a table keeps its game: saved after each of your moves and once a run of machine moves ends,
Ctrl+S at once, "Save a copy…" under a name, and failures told to the player. A part of
:class:`scenes.play.PlayScene` (the game's file itself is :class:`game.save_store.SaveStore`'s)."""
from __future__ import annotations

import logging

from scenes import shell_words as words

log = logging.getLogger("cempasuchil.play")


class Saving:
    """The saving half of the play scene (it reads ``session``, ``replay``, ``app`` and ``_unsaved``)."""

    def log_game(self, what: str) -> None:
        """The log's line for a game that starts (new or resumed) or ends (not for replays)."""
        if self.replay:
            return
        session = self.session
        seats = ", ".join(seat.bot or seat.kind for seat in session.setup.seats)
        line = f"game {what}: {session.game.id} {session.setup.mode} ({seats}), seed {session.seed}"
        if what == "started":
            line += ", new" if session.save_id is None else f", resumed at move {len(session.log)}"
        else:
            outcome = session.state.outcome()
            line += f", {len(session.log)} moves, scores {list(outcome.scores)}, winners {sorted(outcome.winners)}"
        log.info("%s", line)

    def _autosave_after_machine(self) -> None:
        """After an AI or automaton move: saved once the machine's moves end (a person is to move,
        or the game is over), not at each of them. Writing a save takes a frame's worth of time,
        and the machine's moves are what it would play again; leaving the table saves as well."""
        if self.session.next_step().kind in ("bot", "automaton"):
            self._unsaved = True
        else:
            self.autosave()

    def autosave(self) -> None:
        self._unsaved = False
        if self.replay:
            return
        try:
            self.app.store.autosave_soon(self.session)  # (written on the saves thread: no frame waits on the disk)
        except OSError as err:
            log.warning("autosave failed: %s", err)
            self._autosave_failed([err])
        self._autosave_failed(self.app.store.take_errors())

    def _autosave_failed(self, errors: list) -> None:
        """Tell the player an autosave could not be written (the saves thread's failures come here
        on the next frame, each already in the log: game.saves)."""
        if errors:
            err = errors[-1]
            self.app.toast(words.autosave_failed(err.strerror or err), 5.0)

    def save(self) -> None:
        """Ctrl+S: write this game's own file now (it is also saved after every move)."""
        if self.replay:
            self.app.toast("This is a replay of a finished game: it is kept already.")
            return
        try:
            self.app.store.autosave(self.session)
        except OSError as err:
            log.warning("save failed: %s", err)
            self.app.toast(words.save_failed(err.strerror or err), 5.0)
            return
        self.app.toast("Game saved.")

    def save_copy(self) -> None:
        """"Save a copy…": a named copy the player can come back to (the game goes on in its own file)."""
        if self.replay:
            self.app.toast("This is a replay of a finished game: it is kept already.")
            return
        from datetime import datetime

        from scenes.dialogs import ask_text

        ask_text(self.app, "Save a copy", "A copy keeps this moment of the game. Load it later from "
                 "Load a game; this game goes on as before.",
                 words.COPY_NAME.format(title=self.game.title, when=datetime.now()),
                 self._write_copy, ok_text="Save the copy")

    def _write_copy(self, name: str) -> None:
        try:
            path = self.app.store.save_copy(self.session, name)
        except OSError as err:
            log.warning("copy failed: %s", err)
            self.app.toast(words.copy_failed(err.strerror or err), 5.0)
            return
        self.app.toast(words.copy_saved(self.app.store.info(path).label or path.stem))
