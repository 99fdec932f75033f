"""The bots' worker process does not outlive the game: a game killed in the middle of an AI's
thought (a crash, a kill from the task manager) leaves no process behind."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

GAME_KILLED_WHILE_AN_AI_THINKS = r"""
import os, sys, time
from game.ai.driver import BotDriver
driver = BotDriver("process")
driver._start()
driver._executor.submit(time.sleep, 600).add_done_callback(lambda f: None)  # a long thought
for _ in range(600):
    pids = list(driver._executor._processes or {})
    if pids:
        break
    time.sleep(0.05)
time.sleep(1.0)  # the worker is now inside the job
print(pids[0], flush=True)
os._exit(9)  # as a kill would: no shutdown, no atexit
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie child of init counts as gone
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_the_worker_leaves_when_the_game_is_killed():
    game = subprocess.Popen([sys.executable, "-c", GAME_KILLED_WHILE_AN_AI_THINKS], stdout=subprocess.PIPE,
                            text=True, cwd=os.path.dirname(os.path.dirname(__file__)))
    worker = int(game.stdout.readline().split()[0])  # not to the end: the worker holds the pipe open
    game.wait(timeout=120)
    game.stdout.close()
    try:
        deadline = time.monotonic() + 60  # a guard against a hang only: it leaves within a second
        while _alive(worker) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not _alive(worker), "the bot worker outlived the game"
    finally:
        if _alive(worker):
            os.kill(worker, 9)


def test_closing_a_game_forgets_its_helper_too():
    """The Suggest helper thinks under the session's key with "-suggest": closing the game drops
    it with the seats' bots (it used to stay in the worker until 64 bots had gathered)."""
    from game.ai.driver import _BOTS, forget

    keys = ("s1", "s1-suggest", "s10", "s1-x")
    for key in keys:
        _BOTS[(key, 0, "random")] = object()
    try:
        assert forget("s1") == 2
        assert {k[0] for k in _BOTS if k[0].startswith("s1")} == {"s10", "s1-x"}
    finally:
        for key in keys:
            _BOTS.pop((key, 0, "random"), None)
