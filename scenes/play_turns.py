"""The machine's turns at a table: the automaton and the AI seats played at the chosen pace
(:class:`MachineTurns`), and "suggest a move" asked of the game's hint bot (:class:`Suggestions`).
Every bot thinks in the bot worker (:mod:`game.ai.driver`), never on the UI thread; an answer the
game has moved past is dropped. A suggestion is the bot's plan for the decision (a whole push of
several shifts is one): "Do it" plays its steps one by one, each proposed as the player's own and
shown by the table before the next.

Both are held by the play scene (``scene.machines``, ``scene.suggestions``), keep their own state
and call the scene's public methods only.
"""
from __future__ import annotations

import logging

from game.protocol import AUTOMATON
from game.rules.base import IllegalAction
from scenes import shell_words as words

log = logging.getLogger("cempasuchil.play")


def cancel_job(app, job) -> None:
    """Tell the bot worker to drop ``job`` (a worker already gone has nothing to drop)."""
    if job is not None:
        try:
            app.bot_driver.cancel(job)
        except Exception:
            pass


def ask_bot(scene, bot_name: str, seat: int, key: str, budget: float | None = None):
    """Start a decision of ``bot_name`` for ``seat`` in the bot worker, on the seat's view."""
    session = scene.session
    view = session.view(seat)  # the bot's own seat: what it may know, and its moves
    legal = session.legal_actions(seat)
    return scene.app.bot_driver.submit(scene.game.id, bot_name, seat, session.seed, key, view, legal, budget)


class MachineTurns:
    """The automaton's and the AI seats' moves, each shown at the player's chosen pace."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.job = None  # the AI seat's decision in flight (game.ai.driver.Job)
        self.job_version = -1  # the view's version it was asked at
        self.wait = 0.0  # seconds the current AI seat has been thinking (its move waits for the pacing)
        self.automaton_wait = 0.0
        self.thinking_seat: int | None = None  # an AI seat thinking now: the table shows a mark
        self.ask = ask_bot  # how a decision is asked of the bot worker (a shot may hold it for ever)

    def cancel(self) -> None:
        """Drop the AI seat's decision in flight."""
        cancel_job(self.scene.app, self.job)
        self.job = None
        self.thinking_seat = None
        self.wait = 0.0

    def after_move(self) -> None:
        """The game moved: the automaton's pause starts again; an AI seat to move next shows as
        thinking from this frame on (its job starts on the next): the opponents' cards are painted
        once with the mark, not first without it."""
        self.automaton_wait = 0.0
        if self.job is None:
            after = self.scene.session.next_step()
            self.thinking_seat = after.seat if after.kind == "bot" else None

    def drive(self, dt: float) -> bool:
        """Play the automaton and the AI seats at the chosen pace; True while something is pending."""
        scene = self.scene
        if scene.replay or scene.menu is not None or scene.drag.dragging or scene.curtain is not None:
            return False
        session = scene.session
        step = session.next_step()
        delay = scene.app.settings.automaton_delay
        if step.kind == "automaton":
            if scene.holding():
                return True  # the table still shows the last move: the automaton's pause starts after it
            self.automaton_wait += dt
            if self.automaton_wait >= delay:
                events = session.apply_automaton()
                scene.saving.autosave_after_machine()
                scene.after_move("automaton", events)
            return True
        if scene.suggestions.doing:
            return scene.suggestions.do_planned(dt)
        if step.kind != "bot":
            if self.job is not None:
                self.cancel()
            return False
        seat = step.seat
        if self.job is None or self.job_version != scene.version:
            if self.job is not None:
                self.cancel()
            bot = session.bot_of(seat)  # its AI seat's, or the AI standing in for a friend away
            self.job = self.ask(scene, bot, seat, scene.session_key, budget=None)
            self.job_version = scene.version
            self.wait = 0.0
            self.thinking_seat = seat
            scene.app.dirty = True
        self.wait += dt
        job = self.job
        if not job.done() or self.wait < delay or scene.holding():
            return True
        self.job = None
        err = job.error()
        if err is not None:
            log.error("the AI at seat %s failed: %r", seat, err)
            scene.app.toast(words.BOT_FAILED.format(name=scene.seat_name(seat), error=type(err).__name__))
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
        scene.saving.autosave_after_machine()
        scene.after_move("ai", events)
        return True


class Suggestions:
    """"Suggest a move": the hint bot asked in the worker, its answer shown with its reason, and
    "Do it" playing the plan step by step."""

    plan_step_pause = 0.6  # seconds (times the animation speed) each step of an accepted plan is shown
    glow_seconds = 3.0  # how long a new suggestion glows

    def __init__(self, scene) -> None:
        self.scene = scene
        self.job = None  # the hint bot's decision in flight
        self.thinking = False  # asked, not yet answered (the table shows a mark)
        self.shown: tuple | None = None  # (action, reason) on the suggestion card
        self.age = 0.0  # seconds since it arrived (it glows a moment)
        self.plan: tuple = ()  # the suggestion's steps, its action first
        self.doing: tuple = ()  # the accepted plan's steps still to play
        self._mark: tuple = (0, None, None)  # (log length, last entry, seat) after the plan's last step
        self._wait = 0.0
        self._version: int | None = None  # the view's version it was asked at
        self.ask = ask_bot  # how the hint bot is asked (a shot may hold it for ever)

    def cancel(self) -> None:
        """Drop the question in flight."""
        cancel_job(self.scene.app, self.job)
        self.job = None
        if self.thinking:
            self.thinking = False
            if self.scene.toolbar:
                self.scene.refresh_toolbar()

    def clear(self) -> None:
        """The game moved: the suggestion shown is stale, the question in flight too."""
        self.shown = None
        self.cancel()

    @property
    def fresh(self) -> bool:
        """A suggestion arrived a moment ago and still glows."""
        return self.shown is not None and self.age < self.glow_seconds

    def request(self) -> None:
        """Ask the game's hint bot (in the worker); the answer is dropped if the game moved meanwhile."""
        scene = self.scene
        if self.thinking:
            return
        if not scene.players_turn:
            scene.app.toast(words.SUGGEST_ON_YOUR_TURN)
            return
        if scene.coach.suggestion():
            return
        game = scene.game
        bot = game.hint_bot if game.hint_bot in game.bots else "random"
        self.thinking = True
        self.shown = None
        self._version = scene.version
        self.job = self.ask(scene, bot, scene.seat, scene.session_key + "-suggest")
        scene.refresh_toolbar()

    def update(self, dt: float) -> bool:
        """The glow's time and the answer's arrival; True while either goes on."""
        busy = False
        if self.shown is not None and self.age < self.glow_seconds:
            self.age += dt
            busy = True
        if self.thinking:
            if self.job is None or self.job.done():
                self.arrived()
            busy = True
        return busy

    def arrived(self) -> None:
        scene = self.scene
        job = self.job
        self.job = None
        self.thinking = False
        if job is None or job.cancelled:
            scene.refresh_toolbar()
            return
        err = job.error()
        if err is not None:
            log.warning("the suggestion failed: %r", err)
            scene.app.toast(words.SUGGESTION_FAILED)
            scene.refresh_toolbar()
            return
        choice = job.result()
        action, reason = choice.action, choice.reason
        if self._version != scene.version or scene.why_illegal(action) is not None:
            scene.refresh_toolbar()
            return  # the game moved on: the advice is stale
        self.shown = (action, reason or scene.describe_action(action))
        self.plan = choice.steps
        self.age = 0.0
        scene.card.place_buttons()
        scene.refresh_toolbar()
        scene.table.on_suggestion(action)

    def accept(self) -> None:
        """"Do it": the plan's first step now, the others as the table finishes showing each."""
        scene = self.scene
        if self.shown is None:
            return
        action = self.shown[0]
        plan = self.plan
        rest = tuple(plan[1:]) if plan and plan[0] == action else ()
        scene.table.before_suggested_action(action)
        if scene.propose(action):
            self.doing, self._wait = rest, 0.0
            self._mark = self._log_mark()

    def do_planned(self, dt: float) -> bool:
        """The accepted plan's next step, once the table has shown the last; True while steps wait.
        The plan stops if anyone but the automaton moved the game since (an undo too), or a step is
        refused."""
        scene = self.scene
        log_ = scene.session.log
        n, last, seat = self._mark
        if (len(log_) < n or log_[n - 1] is not last or any(e.seat != AUTOMATON for e in log_[n:])
                or seat != scene.seat or not scene.players_turn):
            self.doing = ()
            return False
        if scene.holding():
            return True
        self._wait += dt
        if self._wait < self.plan_step_pause * scene.anim_speed():
            return True
        action, self.doing = self.doing[0], self.doing[1:]
        self._wait = 0.0
        scene.table.before_suggested_action(action)
        if scene.why_illegal(action) is not None or not scene.propose(action, answer=None):  # (a stale step: silent)
            self.doing = ()
            return False
        self._mark = self._log_mark()
        return bool(self.doing)

    def _log_mark(self) -> tuple:
        log_ = self.scene.session.log
        return len(log_), log_[-1] if log_ else None, self.scene.seat

    def show(self, action, reason: str, plan: tuple = ()) -> None:
        """Show ``action`` with ``reason`` as the suggestion (the coach's own, say), glowing from now."""
        self.shown = (action, reason)
        self.plan = plan or (action,)
        self.age = 0.0

    def hide(self) -> None:
        """Put the card away (the table is hidden)."""
        self.shown = None

    def dismiss(self) -> None:
        self.shown = None
        self.doing = ()
        self.scene.refresh_toolbar()


__all__ = ["MachineTurns", "Suggestions", "ask_bot", "cancel_job"]
