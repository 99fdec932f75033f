"""How a table keeps its game: saved after each of your moves and once a run of machine moves ends,
Ctrl+S at once, "Save a copy…" under a name, failures told to the player, and no way out of the table while moves are
not safely saved without the player's word (:meth:`Saving.leave_table`). Held by the play scene
(``scene.saving``), with its own state (what is not yet written, whether the last write failed);
the game's file itself is :class:`game.save_store.SaveStore`'s."""
from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path

from scenes import shell_words as words
from scenes.dialogs import Dialog, DialogButton, ask_text, message

log = logging.getLogger("cempasuchil.play")


class Saving:
    """How the game at the table is kept (it reads the app's store and the session, nothing of the scene)."""

    def __init__(self, app, session, replay: bool = False) -> None:
        # a guest's game is its host's to keep: nothing is written here (its seat's token is kept on joining)
        self.guest = session.remote_guest
        replay = replay or self.guest
        self.app = app
        self.session = session
        self.game = session.game
        self.replay = replay
        self.unsaved = False  # machine moves made since the last autosave
        self.failing = False  # the last write of this game failed (the pause menu says so)

    def log_game(self, what: str) -> None:
        """The log's line for a game that starts (new or resumed) or ends (not for replays; for a guest's
        seat of a network game too, its seed the host's secret)."""
        if self.replay and not self.guest:
            return
        session = self.session
        seats = ", ".join(seat.bot or seat.kind for seat in session.setup.seats)
        line = f"game {what}: {session.game.id} {session.setup.mode} ({seats}), seed {session.seed}"
        if what == "started":
            line += ", new" if session.save_id is None else f", resumed at move {len(session.log)}"
        else:
            outcome = session.outcome()
            line += f", {len(session.log)} moves, scores {list(outcome.scores)}, winners {sorted(outcome.winners)}"
        log.info("%s", line)

    def autosave_after_machine(self) -> None:
        """After an AI or automaton move: saved once the machine's moves end (a person is to move,
        or the game is over), not at each of them. Writing a save takes a frame's worth of time,
        and the machine's moves are what it would play again; leaving the table saves as well. A game
        hosted for friends saves every move: its guests are shown only what is saved."""
        if self.session.next_step().kind in ("bot", "automaton") and (self.replay or not self.session.remote):
            self.unsaved = True
        else:
            self.autosave()

    def autosave(self) -> None:
        """Hand the game to the saves thread (after every move of a person)."""
        self.unsaved = False
        if self.replay:
            return
        try:
            self.app.store.autosave_soon(self.session)  # (written on the saves thread: no frame waits on the disk)
        except OSError as err:
            log.warning("autosave failed: %s", err)
            self.told_failures([err])
        self.told_failures(self.app.store.take_errors())

    def told_failures(self, errors: list) -> None:
        """Tell the player an autosave could not be written (the saves thread's failures come here
        on the next frame, each already in the log: game.saves)."""
        if errors:
            self.failing = True
            err = errors[-1]
            self.app.toast(words.autosave_failed(err.strerror or err), 5.0)

    def save(self) -> None:
        """Ctrl+S: write this game's own file now (it is also saved after every move)."""
        if self.replay:
            self.app.toast(words.s("play-net-host-keeps") if self.guest else words.REPLAY_KEPT)
            return
        try:
            self.app.store.autosave(self.session)
        except OSError as err:
            log.warning("save failed: %s", err)
            self.failing = True
            self.app.toast(words.save_failed(err.strerror or err), 5.0)
            return
        self.failing = False
        self.app.toast(words.SAVED)

    def save_copy(self) -> None:
        """"Save a copy…": a named copy the player can come back to (the game goes on in its own file)."""
        if self.replay:
            self.app.toast(words.s("play-net-host-keeps") if self.guest else words.REPLAY_KEPT)
            return

        ask_text(self.app, words.COPY_TITLE, words.COPY_ASK,
                 words.COPY_NAME.format(title=self.game.title, when=datetime.now()),
                 self._write_copy, ok_text=words.COPY_OK)

    def _write_copy(self, name: str) -> None:
        try:
            path = self.app.store.save_copy(self.session, name)
        except OSError as err:
            log.warning("copy failed: %s", err)
            self.app.toast(words.copy_failed(err.strerror or err), 5.0)
            return
        self.app.toast(words.copy_saved(self.app.store.info(path).label or path.stem))

    # ------------------------------------------------------------------ leaving
    def leave_table(self, go, *, stay: bool = True) -> None:
        """Every way out of the table comes here (the main menu, quitting, the window's close box, on to
        the scores): the game is written now, and ``go()`` runs once it is on disk. If it cannot be
        written the player is told and chooses: retry, save a copy in a folder of their choosing, or go
        anyway; ``stay`` offers to stay at the table too. Until then the game stays in memory."""
        error = self._save_before_leaving(always=not stay)
        if error is None:
            go()
        else:
            self._ask_before_leaving(go, error, stay)

    def _save_before_leaving(self, always: bool = False) -> OSError | None:
        """Write the game now, waiting for the disk; the error if it could not be (None: it is safe). A
        game whose every move is already on disk is not written again (its file keeps its time), unless
        ``always`` (on to the scores: the finished game is written once more where keeping it failed)."""
        if self.replay:
            return None
        store = self.app.store
        if not always and not self.unsaved and not self.failing:
            store.flush()  # every move was handed to the saves thread: once it is on disk, nothing to write
            if not store.take_errors():
                return None
        try:
            store.autosave(self.session)
        except OSError as err:
            store.take_errors()  # (told in the question that follows)
            log.warning("the game could not be saved before leaving: %s", err)
            return err
        store.take_errors()  # an earlier write that failed is made good by this one
        self.unsaved = False
        self.failing = False
        return None

    def _ask_before_leaving(self, go, error: OSError, stay: bool) -> None:
        def retry() -> None:
            if self._save_before_leaving(always=not stay) is None:
                self.app.toast(words.SAVED)
                go()
            else:
                self._ask_before_leaving(go, error, stay)

        buttons = [DialogButton(words.LEAVE_STAY, None, "quiet")] if stay else []
        buttons += [DialogButton(words.LEAVE_RETRY, retry, "primary"),
                    DialogButton(words.LEAVE_COPY, lambda: self._copy_before_leaving(go, stay)),
                    DialogButton(words.LEAVE_ANYWAY, go, "danger")]
        Dialog(self.app, words.NOT_SAVED_TITLE, words.not_saved(error.strerror or error, stay), buttons,
               escape=0 if stay else None, enter=None, tone="error", width=780).open()

    def _copy_before_leaving(self, go, stay: bool) -> None:
        """"Save a copy…" before leaving: into a folder the player names (made if it is not there)."""

        ask_text(self.app, words.COPY_FOLDER_TITLE, words.COPY_FOLDER_ASK, str(words.copy_folder_default()),
                 lambda text: self._copy_to(text, go, stay), ok_text=words.COPY_FOLDER_OK,
                 on_cancel=lambda: self.leave_table(go, stay=stay), max_length=400)

    def _copy_to(self, text: str, go, stay: bool) -> None:
        folder = Path(text.strip() or ".").expanduser()
        try:
            path = self.app.store.save_copy(self.session, None, folder=folder)
        except OSError as err:
            log.warning("copy to %s failed: %s", folder, err)
            message(self.app, words.COPY_FOLDER_FAILED_TITLE, words.copy_folder_failed(folder, err.strerror or err),
                    ok_text=words.COPY_FOLDER_BACK, on_ok=lambda: self.leave_table(go, stay=stay), error=True)
            return
        message(self.app, words.COPY_FOLDER_DONE_TITLE, words.copy_folder_done(path, self.app.store.folder),
                ok_text=words.LEAVE_GO_ON, on_ok=go)
