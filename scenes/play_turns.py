"""The machine's turns at a table: the automaton and the AI seats played at the chosen pace, and
"suggest a move" asked of the game's hint bot. Every bot thinks in the bot worker
(:mod:`game.ai.driver`), never on the UI thread; an answer the game has moved past is dropped.
A part of :class:`scenes.play.PlayScene`."""
from __future__ import annotations

import logging

from game.rules.base import IllegalAction
from scenes import shell_words as words

log = logging.getLogger("cempasuchil.play")


class Turns:
    """The AI seats' and the automaton's moves, and the suggestions (it reads the play scene's
    ``session``, ``app``, ``ai_job``, ``_job``, ``thinking`` and ``suggestion``)."""

    def _cancel_job(self, job) -> None:
        """Tell the bot worker to drop ``job`` (a worker already gone has nothing to drop)."""
        if job is not None:
            try:
                self.app.bot_driver.cancel(job)
            except Exception:
                pass

    def _cancel_ai(self) -> None:
        self._cancel_job(self.ai_job)
        self.ai_job = None
        self.thinking_seat = None
        self.ai_wait = 0.0

    def _cancel_suggestion(self) -> None:
        self._cancel_job(self._job)
        self._job = None
        if self.thinking:
            self.thinking = False
            if self.toolbar:
                self._refresh_buttons()

    def _ask_bot(self, bot_name: str, seat: int, key: str, budget: float | None = None):
        """Start a decision of ``bot_name`` for ``seat`` in the bot worker, on the seat's view."""
        state = self.session.state
        view = self.game.view(state, seat)
        legal = state.legal_actions(seat)
        return self.app.bot_driver.submit(self.game.id, bot_name, seat, self.session.seed, key, view, legal, budget)

    def request_suggestion(self) -> None:
        """Ask the game's hint bot (in the worker); the answer is dropped if the game moved meanwhile."""
        if self.thinking:
            return
        if not self.players_turn:
            self.app.toast("Suggestions come on your turn.")
            return
        bot = self.game.hint_bot if self.game.hint_bot in self.game.bots else "random"
        self.thinking = True
        self.suggestion = None
        self._suggest_version = self._version
        self._job = self._ask_bot(bot, self.seat, self.session_key + "-suggest")
        self._refresh_buttons()

    def _suggestion_arrived(self) -> None:
        job = self._job
        self._job = None
        self.thinking = False
        if job is None or job.cancelled:
            self._refresh_buttons()
            return
        err = job.error()
        if err is not None:
            log.warning("the suggestion failed: %r", err)
            self.app.toast("The helper could not finish its thinking.")
            self._refresh_buttons()
            return
        action, reason = job.result()
        if getattr(self, "_suggest_version", None) != self._version or self.why_illegal(action) is not None:
            self._refresh_buttons()
            return  # the game moved on: the advice is stale
        self.suggestion = (action, reason or self.describe_action(action))
        self.suggestion_age = 0.0
        self._place_suggestion_buttons()
        self._refresh_buttons()
        self.on_suggestion(action)

    def _drive(self, dt: float) -> bool:
        """Play the automaton and the AI seats at the chosen pace; True while something is pending."""
        if self.replay or self.menu is not None or self.drag.dragging or self.curtain is not None:
            return False
        session = self.session
        step = session.next_step()
        delay = self.app.settings.automaton_delay
        if step.kind == "automaton":
            if self.holding():
                return True  # the table still shows the last move: the automaton's pause starts after it
            self.automaton_wait += dt
            if self.automaton_wait >= delay:
                events = session.apply_automaton()
                self._autosave_after_machine()
                self._changed("automaton", events)
            return True
        if step.kind != "bot":
            if self.ai_job is not None:
                self._cancel_ai()
            return False
        seat = step.seat
        if self.ai_job is None or self.ai_job_version != self._version:
            if self.ai_job is not None:
                self._cancel_ai()
            bot = session.setup.seats[seat].bot
            self.ai_job = self._ask_bot(bot, seat, self.session_key, budget=None)
            self.ai_job_version = self._version
            self.ai_wait = 0.0
            self.thinking_seat = seat
            self.app.dirty = True
        self.ai_wait += dt
        job = self.ai_job
        if not job.done() or self.ai_wait < delay or self.holding():
            return True
        self.ai_job = None
        err = job.error()
        if err is not None:
            log.error("the AI at seat %s failed: %r", seat, err)
            self.app.toast(words.BOT_FAILED.format(name=self.seat_name(seat), error=type(err).__name__))
            legal = session.state.legal_actions(seat)
            action, reason = legal[0], "a fallback move: the AI failed"
        else:
            action, reason = job.result()
        try:
            events = session.apply(seat, action, note=reason)
        except IllegalAction as e:
            log.error("the AI at seat %s proposed an illegal move %s: %s", seat, action, e.reason)
            legal = session.state.legal_actions(seat)
            events = session.apply(seat, legal[0], note="a fallback move")
        self._autosave_after_machine()
        self._changed("ai", events)
        return True

    def accept_suggestion(self) -> None:
        if self.suggestion is not None:
            action = self.suggestion[0]
            self.before_suggested_action(action)
            self.propose(action)

    def dismiss_suggestion(self) -> None:
        self.suggestion = None
        self._refresh_buttons()
