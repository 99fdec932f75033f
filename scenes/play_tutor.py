"""A guided first game at the table: the script's stepping and the gate that takes only the move a
step asks for, answering any other in the coach's words. The machines' turns of the script are played
here, one move at the pace, so the game goes exactly as the script was checked (``game.tutorial``).
The coach's bubble and the parts it lights are drawn by its :class:`scenes.play_bubble.Bubble`. Held
by the play scene as ``scene.coach``, with its own state; idle unless the session is a guided game.
"""
from __future__ import annotations

import dataclasses
import logging

from game import tutorial
from game.datafiles import DataError
from game.text import say
from scenes import shell_words as words
from scenes.new_game import NewGameScene
from scenes.play_bubble import Bubble
from scenes.widgets.button import Button

log = logging.getLogger("cempasuchil.play")


class Coach:
    """A guided game's coach at the table (it reads the scene's session, seat and app, and calls its
    public commands)."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.tutor: tutorial.Tutor | None = None
        self._wait = 0.0
        self._free_from: int | None = None  # the log's length when free play began: the coach steps aside after the learner's move
        self._free_events: int | None = None  # the events' count when free play began (its ``until`` is looked for after)
        self.machines_done = False  # a machine step's turn is played: the coach waits for Next, so it can be read
        self.answer: tuple[int, str] | None = None  # (step, the coach's answer to a move it did not ask for)
        self._last: str | None = None  # the coach's last answer to a move (a refusal with it is the coach's)
        self.free_read: int | None = None  # the free-play step whose note the learner put away (Got it)
        self.buttons: list[Button] = []
        self.bubble = Bubble(scene, self)

    # ------------------------------------------------------------------ starting and saving
    def start(self, tutor: tutorial.Tutor) -> None:
        self.tutor = tutor
        self._free_events = self.scene.session.events_told if tutor.kind == "free" else None
        self.buttons = [
            Button((0, 0, 96, 32), words.COACH_NEXT, None, self.next, name="coach-next", size=14),
            Button((0, 0, 96, 32), words.COACH_SKIP, None, self.skip, name="coach-skip", size=14),
            Button((0, 0, 96, 32), words.COACH_LEAVE, None, self.leave, name="coach-leave", size=14),
            Button((0, 0, 96, 32), words.COACH_REAL_GAME, None, self.real_game, name="coach-real-game", size=14),
            Button((0, 0, 96, 32), words.COACH_PLAY_ON, None, self.play_on, name="coach-play-on", size=14),
            Button((0, 0, 96, 32), words.COACH_GOT_IT, None, self.got_it, name="coach-got-it", size=14),
            Button((0, 0, 112, 36), words.COACH_SHOW, None, self.show, words.COACH_SHOW_TIP,
                   name="coach-show", size=15),
        ]
        self.scene.tooltip.keep = self.bubble.keep_clear
        self._note_progress()

    def resume(self) -> None:
        """Take up the session's guided game at its step (a script that cannot be read leaves a
        plain game, which the player may go on with)."""

        try:
            script = tutorial.load(self.scene.game)
        except (DataError, OSError) as err:
            log.error("the guided game cannot be read: %s", err)
            self.scene.app.toast(words.COACH_LOST)
            self.scene.session.tutorial = None
            return
        self.machines_done = bool(self.scene.session.tutorial.get("played")) and \
            self.scene.session.tutorial.get("step", 0) < len(script.steps)
        self.start(tutorial.Tutor(script, self.scene.session.tutorial.get("step", 0)))

    def _note_progress(self) -> None:
        # a machine turn already played is saved as such: taken up again, the coach waits for Next
        self.scene.session.tutorial = {"step": self.tutor.index, **({"played": True} if self.machines_done else {})}

    # ------------------------------------------------------------------ the gate
    def refusal(self, action) -> str | None:
        """The coach's answer to a legal ``action`` the step does not ask for (``None``: take it)."""
        answer = self._says(action)
        if answer is not None:  # (kept while moves it takes are asked about: a drag lists every target at once)
            self._last = answer
        return answer

    def _says(self, action) -> str | None:
        tutor = self.tutor
        if tutor is None or tutor.lets_machines_play:
            return None
        if tutor.kind == "move":
            if tutor.accepts(action):
                return None
            wrong = tutor.script.wrong(tutor.step)
            if wrong:
                return say(wrong)
            wanted = tutor.expected(self.scene.session.legal_actions(self.scene.seat))
            return words.COACH_WANTS.format(move=self.scene.describe_action(wanted[0])) if wanted else None
        return words.COACH_READ_FIRST if tutor.kind == "continue" or self.machines_done else words.COACH_WATCH

    def asks_for_part(self, action) -> bool:
        """Whether ``action``, legal but refused by the coach, is a part of the move the step asks for
        (a die marked toward the re-roll asked for: the same kind of move, each of its choices among
        that move's), so that a table may take the part on the way to the move."""
        tutor = self.tutor
        if tutor is None or tutor.kind != "move" or self.scene.session.why_illegal(self.scene.seat, action) is not None:
            return False

        def within(part, whole) -> bool:
            if type(part) is not type(whole):
                return False
            for f in dataclasses.fields(part):
                mine, theirs = getattr(part, f.name), getattr(whole, f.name)
                if isinstance(mine, tuple) and isinstance(theirs, tuple):
                    if not set(mine) <= set(theirs):
                        return False
                elif mine != theirs:
                    return False
            return True
        return any(within(action, a) for a in tutor.expected(self.scene.session.legal_actions(self.scene.seat)))

    def legal(self, legal: list) -> list:
        """The legal moves a table highlights: only those the step asks for."""
        if self.tutor is None or self.tutor.lets_machines_play:
            return legal
        return self.tutor.expected(legal)

    def moved(self) -> None:
        """The learner made the move the step asked for: on to the next step (before the move is
        saved, so the save holds the step it led to)."""
        kind = None if self.tutor is None else self.tutor.kind
        if kind == "free":
            self.after_change()
        elif kind == "move":
            self.tutor.next()
            self._note_progress()

    def after_change(self) -> None:
        """Free play ends with the game; a guided game played through marks its game as learned."""
        tutor = self.tutor
        if tutor is None:
            return
        if tutor.kind == "free":
            if self._free_events is None:
                self._free_events = self.scene.session.events_told
            if tutorial.free_play_over(self.scene.session, tutor.step.until, self._free_events):
                tutor.next(self.scene.session)
                self._free_events = None
                self._note_progress()
                self.scene.saving.autosave()  # the step reached is kept, as every step is
        if tutor.done and self.scene.game.id not in self.scene.app.settings.learned:
            self.scene.app.settings.learned.append(self.scene.game.id)
            self.scene.app.save_settings()

    def undone(self, cause: str) -> None:
        """An undo (or a redo) of the learner's own move: the script follows the game. A move taken
        back returns to the step that asked for it (the learner's moves and the script's move steps
        go one for one; a move made in free play returns to that free play); a move played again
        goes on past its step, as when it was first made."""
        tutor = self.tutor
        if tutor is None or tutor.done:
            return
        if cause == "redo":
            last = self.scene.session.log[-1] if self.scene.session.log else None
            if tutor.kind == "move" and last is not None and last.seat == self.scene.seat and tutor.accepts(last.action):
                tutor.next()
                self._note_progress()
            return
        if tutor.kind != "free":
            back = next((i for i in range(tutor.index - 1, -1, -1)
                         if tutorial.kind(tutor.script.steps[i]) in ("move", "free")), None)
            if back is None:
                return
            tutor.index = back
            self.scene.session.tutorial_bots = None
            self.machines_done = False
            self._wait = 0.0
            self._note_progress()
        if tutor.kind == "free":  # its ``until`` is looked for from here on, and the coach comes back
            events, log = self.scene.session.events_told, len(self.scene.session.log)
            self._free_events = events if self._free_events is None else min(self._free_events, events)
            self._free_from = None if self._free_from is None else min(self._free_from, log)

    def suggestion(self) -> bool:
        """A hint on a scripted step: the move the step asks for (no helper is asked), or on a note or a
        machine's turn, the coach's reminder. False (in free play, once done): the table asks its
        helper, as in any game."""
        tutor = self.tutor
        if tutor is None or tutor.lets_machines_play:
            return False
        wanted = tutor.expected(self.scene.session.legal_actions(self.scene.seat)) if tutor.kind == "move" else []
        if not wanted:
            self.scene.app.toast(words.COACH_READ_FIRST if tutor.kind == "continue" or self.machines_done
                           else words.COACH_WATCH)
            return True
        self.scene.suggestions.show(wanted[0], words.COACH_HINT)
        self.scene.card.place_buttons()
        self.scene.refresh_toolbar()
        self.scene.table.on_suggestion(wanted[0])
        self.scene.app.dirty = True
        return True

    def lets_end(self) -> bool:
        """The scores wait for the coach's last notes."""
        return self.tutor is None

    def prompt(self) -> str | None:
        """The prompt bar's line while the coach holds the machines back and waits for Next (a note
        to read, or a machine's turn played and left to be read): nothing moves until Next, whoever
        the game has to move. None: the table's own line (a move being told keeps its caption)."""
        tutor = self.tutor
        if tutor is None or tutor.lets_machines_play or self.scene.replay:
            return None
        if tutor.kind != "continue" and not self.machines_done:
            return None
        return None if self.scene.holding() else words.COACH_PROMPT

    # ------------------------------------------------------------------ the buttons
    def next(self) -> None:
        """On from a note (or a machine's turn read): the table is made again for the step reached,
        its buttons' reasons and lit moves given by that step's gate (a move asked for is offered,
        the others say what the coach asks for instead of a note to read)."""
        if self.tutor is not None and (self.tutor.kind == "continue" or self.machines_done):
            self.machines_done = False
            self.tutor.next()
            self._note_progress()
            self.after_change()
            self.scene.saving.autosave()
            self.scene.after_move("refresh", [])

    def skip(self) -> None:
        """Past this step; a move it asked for is made, a machine's turn played (the script goes on)."""
        tutor = self.tutor
        if tutor is None or tutor.done:
            return
        before = len(self.scene.session.log)
        try:
            if tutor.kind == "machine" and self.machines_done:  # its turn is played: on to the next step
                self.machines_done = False
                tutor.next()
            else:  # a machine turn under way is finished with the same bots (tutorial.machine_bots)
                tutor.skip(self.scene.session)
        except Exception as err:  # a script that no longer fits the game: leave the lesson, keep the game
            log.error("the guided game could not skip step %s: %r", tutor.index + 1, err)
            self.scene.app.toast(words.COACH_LOST)
            self.tutor = None
            return
        self._note_progress()
        self.scene.saving.autosave()
        self.scene.after_move("action" if len(self.scene.session.log) > before else "refresh", [])

    def leave(self) -> None:
        """Leave the lesson for the menu; the guided game is saved where it stands, to come back to."""
        self.scene.saving.autosave()
        self.scene.pause.to_main_menu()

    def real_game(self) -> None:
        """The offer at the end: a real game of the same mode, from the new-game dialog."""
        self.scene.saving.autosave()
        self.scene.pause.to_main_menu(lambda: self.scene.app.push(NewGameScene(self.scene.app, self.scene.game, mode=self.scene.session.mode)))

    def play_on(self) -> None:
        """Go on with this game without the coach (or, the game over, to its scores)."""
        self.tutor = None
        self.scene.app.dirty = True

    def got_it(self) -> None:
        """Free play: the learner has read the note and puts the bubble away to play."""
        if self.tutor is not None and self.tutor.kind == "free":
            self.free_read = self.tutor.index
            self.scene.app.dirty = True

    def show(self) -> None:
        """Free play, the note put away: the coach comes back (to read again, or skip on)."""
        if self.tutor is not None and self.tutor.kind == "free":
            self.free_read = None
            self._free_from = len(self.scene.session.log)
            self.scene.app.dirty = True

    def key_next(self) -> bool:
        """Enter or Space: the coach's Next (or Got it) when the bubble offers it; True if taken."""
        for button in self.bubble.buttons_now():
            if button.name in ("coach-next", "coach-got-it"):
                button.on_click()
                return True
        return False

    def heard(self, reason: str) -> bool:
        """A move was refused while the coach asks for another: the bubble says the answer (the
        refusal by the piece could lie under it). True when the answer is the coach's own, said in
        the bubble alone; a rules refusal is said by the piece as well."""
        if self.tutor is None or self.tutor.lets_machines_play:
            return False
        self.answer = (self.tutor.index, reason)
        return reason == self._last

    # ------------------------------------------------------------------ the machines' turns
    def drive(self, dt: float) -> bool:
        """Play the script's machine step at the chosen pace; True while it is under way."""
        tutor = self.tutor
        if tutor is None or tutor.kind != "machine" or self.machines_done:
            return False
        if self.scene.menu is not None or self.scene.drag.dragging or self.scene.holding():
            return True
        self._wait += dt
        if self._wait < self.scene.app.settings.automaton_delay:
            return True
        self._wait = 0.0
        session, step = self.scene.session, tutor.step
        before = len(session.log)
        if step.auto:
            events = session.advance(tutorial.machine_bots(session), max_steps=1)
            if session.next_step().kind in ("human", "over"):
                session.tutorial_bots = None  # the learner's move next: the machines' run is over
                self.machines_done = True
            elif any(e.kind == step.until for e in events):
                self.machines_done = True  # the coach tells what happened before the machines play on
        else:
            events = tutorial.play_step(tutor.script, tutor.index, session)
            self.machines_done = True
        self._note_progress()
        self.scene.saving.autosave_after_machine()
        self.scene.after_move("ai" if len(session.log) > before else "refresh", events)
        return True

    def quiet(self) -> bool:
        """In free play the coach steps aside once the learner has made a move (the machines' moves,
        Abuela's or an AI's, leave the bubble where it is)."""
        if self.tutor is None or self.tutor.kind != "free":
            self._free_from = None
            return False
        if self._free_from is None:
            self._free_from = len(self.scene.session.log)
        if self.free_read == self.tutor.index:
            return True
        player = self.tutor.script.player
        return any(entry.seat == player for entry in self.scene.session.log[self._free_from:])

