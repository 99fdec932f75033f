"""The machine's turns at a table: the automaton and the AI seats played at the chosen pace, and
"suggest a move" asked of the game's hint bot. Every bot thinks in the bot worker
(:mod:`game.ai.driver`), never on the UI thread; an answer the game has moved past is dropped.
A suggestion is the bot's plan for the decision (a whole push of several shifts is one): "Do it"
plays its steps one by one, each proposed as the player's own and shown by the table before the
next. A part of :class:`scenes.play.PlayScene`."""
from __future__ import annotations

import logging

from game.protocol import AUTOMATON
from game.rules.base import IllegalAction
from scenes import shell_words as words

log = logging.getLogger("cempasuchil.play")


class Turns:
    """The AI seats' and the automaton's moves, and the suggestions (it reads the play scene's
    ``session``, ``app``, ``ai_job``, ``_job``, ``thinking`` and ``suggestion``)."""

    suggestion_plan: tuple = ()  # the suggestion's steps, its action first
    plan_step_pause = 0.6  # seconds (times the animation speed) each step of an accepted plan is shown
    _doing: tuple = ()  # the accepted plan's steps still to play
    _doing_mark: tuple = (0, None, None)  # (log length, last entry, seat) after the plan's last step
    _doing_wait = 0.0

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
        view = self.session.view(seat)  # the bot's own seat: what it may know, and its moves
        legal = self.session.legal_actions(seat)
        return self.app.bot_driver.submit(self.game.id, bot_name, seat, self.session.seed, key, view, legal, budget)

    def request_suggestion(self) -> None:
        """Ask the game's hint bot (in the worker); the answer is dropped if the game moved meanwhile."""
        if self.thinking:
            return
        if not self.players_turn:
            self.app.toast("Suggestions come on your turn.")
            return
        if self.coach_suggestion():
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
        choice = job.result()
        action, reason = choice.action, choice.reason
        if getattr(self, "_suggest_version", None) != self._version or self.why_illegal(action) is not None:
            self._refresh_buttons()
            return  # the game moved on: the advice is stale
        self.suggestion = (action, reason or self.describe_action(action))
        self.suggestion_plan = choice.steps
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
        if self._doing:
            return self._do_planned(dt)
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
            legal = session.legal_actions(seat)
            action, reason = legal[0], "a fallback move: the AI failed"
        else:
            action, reason = job.result()[:2]
        try:
            events = session.apply(seat, action, note=reason)
        except IllegalAction as e:
            log.error("the AI at seat %s proposed an illegal move %s: %s", seat, action, e.reason)
            legal = session.legal_actions(seat)
            events = session.apply(seat, legal[0], note="a fallback move")
        self._autosave_after_machine()
        self._changed("ai", events)
        return True

    def accept_suggestion(self) -> None:
        """"Do it": the plan's first step now, the others as the table finishes showing each."""
        if self.suggestion is None:
            return
        action = self.suggestion[0]
        plan = self.suggestion_plan
        rest = tuple(plan[1:]) if plan and plan[0] == action else ()
        self.before_suggested_action(action)
        if self.propose(action):
            self._doing, self._doing_wait = rest, 0.0
            self._doing_mark = self._log_mark()

    def _do_planned(self, dt: float) -> bool:
        """The accepted plan's next step, once the table has shown the last; True while steps wait.
        The plan stops if anyone but the automaton moved the game since (an undo too), or a step is
        refused."""
        log = self.session.log
        n, last, seat = self._doing_mark
        if (len(log) < n or log[n - 1] is not last or any(e.seat != AUTOMATON for e in log[n:])
                or seat != self.seat or not self.players_turn):
            self._doing = ()
            return False
        if self.holding():
            return True
        self._doing_wait += dt
        if self._doing_wait < self.plan_step_pause * self.anim_speed():
            return True
        action, self._doing = self._doing[0], self._doing[1:]
        self._doing_wait = 0.0
        self.before_suggested_action(action)
        if self.why_illegal(action) is not None or not self.propose(action, answer=None):  # (a stale step: silent)
            self._doing = ()
            return False
        self._doing_mark = self._log_mark()
        return bool(self._doing)

    def _log_mark(self) -> tuple:
        log = self.session.log
        return len(log), log[-1] if log else None, self.seat

    def dismiss_suggestion(self) -> None:
        self.suggestion = None
        self._doing = ()
        self._refresh_buttons()
