"""Running bots off the UI thread: a worker process that receives a view and returns a choice.

A thread would share the interpreter lock with the frame loop (a thinking bot then starves the
window); a worker process has its own interpreter and takes the second core. The worker keeps
its bots between decisions (a bot may cache a plan across the steps of a turn), keyed by the
game session, seat and bot name. Jobs can be cancelled (undo, quit, load): the bot sees
``Decision.should_stop()`` turn True and answers at once; a cancelled job's answer is dropped.

If no worker process can be started (some sandboxes forbid it), the same code runs in a thread.
Set ``CEMPASUCHIL_BOT_WORKER=thread`` to choose the thread.
"""
from __future__ import annotations

import concurrent.futures
import concurrent.futures.process
import itertools
import logging
import multiprocessing
import os
import threading
import time
from typing import Any

from game import registry
from game.ai import Decision, make_bot

log = logging.getLogger("cempasuchil.bots")

_FLAG: Any = None  # in the worker: the highest cancelled job id (a shared multiprocessing.Value)
_BOTS: dict = {}  # in the worker: (session key, seat, bot name) -> bot
_BOTS_LOCK = threading.Lock()
_MAX_BOTS = 64


def _init_worker(flag) -> None:
    global _FLAG
    _FLAG = flag
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if multiprocessing.parent_process() is not None:  # a worker process, not the thread fallback
        threading.Thread(target=_leave_with_parent, args=(os.getppid(),), name="bot-parent-watch",
                         daemon=True).start()


def _leave_with_parent(parent: int, every: float = 0.5) -> None:
    """In the worker process: exit as soon as the game that started it is gone.

    A game killed, or crashed, leaves its worker behind otherwise, thinking on for minutes with
    hundreds of megabytes (the pool only notices a lost parent between jobs)."""
    while os.getppid() == parent:
        time.sleep(every)
    os._exit(0)


def _warm(game_id: str) -> bool:
    """Import the game's rules and load its data, so the first real decision does not pay for it."""
    registry.get(game_id).load_data()
    return True


def decide(game_id: str, bot_name: str, seat: int, seed: int, key: str, view, legal, budget, job_id: int):
    """The worker's job: the :class:`~game.ai.Choice` of bot ``bot_name`` at ``seat`` for this view."""
    game = registry.get(game_id)
    ident = (key, seat, bot_name)
    with _BOTS_LOCK:
        bot = _BOTS.get(ident)
        if bot is None:
            if len(_BOTS) >= _MAX_BOTS:
                _BOTS.clear()
            bot = _BOTS[ident] = make_bot(game, bot_name, seat, seed)
    flag = _FLAG

    def stop() -> bool:
        return flag is not None and flag.value >= job_id

    return bot.decide(Decision(seat, list(legal), view, budget=budget, should_stop=stop))


def forget(key: str) -> int:
    """Drop the bots of session ``key`` (the game was closed), its helper's too (``key-suggest``)."""
    with _BOTS_LOCK:
        gone = [k for k in _BOTS if k[0] in (key, key + "-suggest")]
        for k in gone:
            del _BOTS[k]
    return len(gone)


class _ThreadFlag:
    def __init__(self):
        self.value = 0


class Job:
    """One decision in flight: ``done()``, then ``result()`` -> the bot's :class:`~game.ai.Choice`."""

    def __init__(self, job_id: int, future: concurrent.futures.Future):
        self.id = job_id
        self.future = future
        self.cancelled = False

    def done(self) -> bool:
        return self.future.done()

    def result(self, timeout: float | None = None):
        return self.future.result(timeout)

    def error(self) -> BaseException | None:
        if not self.future.done() or self.future.cancelled():
            return None
        return self.future.exception()


class BotDriver:
    """Runs bot decisions in a worker process (or a thread as a fallback), one at a time."""

    def __init__(self, mode: str | None = None):
        self.mode = mode or os.environ.get("CEMPASUCHIL_BOT_WORKER", "process")
        self._ids = itertools.count(1)
        self._executor: concurrent.futures.Executor | None = None
        self._flag: Any = None
        self._lock = threading.Lock()
        self._failures = 0  # worker processes lost in a row; after two, the bots think in a thread

    # ------------------------------------------------------------------ worker
    def _start(self) -> concurrent.futures.Executor:
        """The running executor, started if there is none."""
        if self._executor is not None:
            return self._executor
        if self.mode == "process":
            try:
                ctx = multiprocessing.get_context("spawn")
                self._flag = ctx.Value("q", 0, lock=False)
                self._executor = concurrent.futures.ProcessPoolExecutor(
                    max_workers=1, mp_context=ctx, initializer=_init_worker, initargs=(self._flag,))
                return self._executor
            except (OSError, ValueError, ImportError, NotImplementedError) as err:
                log.warning("no worker process for the bots (%s): they think in a thread", err)
                self.mode = "thread"
        self._flag = _ThreadFlag()
        _init_worker(self._flag)
        self._executor = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        return self._executor

    @property
    def started(self) -> bool:
        return self._executor is not None

    def warm(self, game_id: str) -> None:
        """Start the worker now and have it load ``game_id`` (called when a table opens)."""
        with self._lock:
            executor = self._start()
            try:
                executor.submit(_warm, game_id)
            except Exception as err:  # a broken pool is reported when a decision is asked for
                log.warning("warming the bot worker failed: %s", err)

    def submit(self, game_id: str, bot_name: str, seat: int, seed: int, key: str, view, legal,
               budget: float | None = None) -> Job:
        """Ask bot ``bot_name`` at ``seat`` to decide on ``view``; returns at once with a :class:`Job`."""
        with self._lock:
            if self.mode == "process" and self._failures >= 2:
                log.warning("the bot worker process keeps dying: the bots think in a thread from now on")
                if self._executor is not None:
                    self._executor.shutdown(wait=False, cancel_futures=True)
                self._executor = None
                self.mode = "thread"
            executor = self._start()
            job_id = next(self._ids)
            try:
                future = executor.submit(decide, game_id, bot_name, seat, seed, key, view, list(legal),
                                               budget, job_id)
            except concurrent.futures.process.BrokenProcessPool:
                log.warning("the bot worker died: starting a new one")
                self._failures += 1
                self._executor = None
                future = self._start().submit(decide, game_id, bot_name, seat, seed, key, view, list(legal),
                                               budget, job_id)
            future.add_done_callback(self._check_worker)
            return Job(job_id, future)

    def _check_worker(self, future: concurrent.futures.Future) -> None:
        if future.cancelled():
            return
        err = future.exception()
        if isinstance(err, concurrent.futures.process.BrokenProcessPool):
            self._failures += 1
        elif err is None:
            self._failures = 0

    def cancel(self, job: Job | None) -> None:
        """Stop ``job`` (its bot returns early; its answer is to be ignored)."""
        if job is None or job.cancelled:
            return
        job.cancelled = True
        job.future.cancel()
        flag = self._flag
        if flag is not None and flag.value < job.id:
            flag.value = job.id

    def forget(self, key: str) -> None:
        """The session ``key`` is closed: let the worker drop its bots."""
        if self._executor is None:
            return
        try:
            self._executor.submit(forget, key)
        except Exception:
            pass

    def shutdown(self) -> None:
        with self._lock:
            ex, self._executor = self._executor, None
            if self._flag is not None:
                self._flag.value = 1 << 62  # every job in flight stops
        if ex is not None:
            ex.shutdown(wait=False, cancel_futures=True)


__all__ = ["BotDriver", "Job", "decide", "forget"]
