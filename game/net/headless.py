"""Headless network play: a guest seat played by a bot (``python -m game join ... --bot``), and the
host with no one at it (``python -m game serve``). Both print JSON lines, as the command line does."""
from __future__ import annotations

import queue
import time
from typing import Any, Callable

from game.ai import Decision, make_bot
from game.net import wire
from game.net.client import GuestLink
from game.text import Msg, say


def play_seat(link: GuestLink, level: str, seed: int = 0, *, timeout: float = 60.0,
              tell: Callable[[str, Any], None] | None = None) -> dict:
    """Play ``link``'s seat with the bot ``level`` until the game is over (or the connection closes, or
    nothing arrives for ``timeout`` seconds). Returns ``{"over", "seat", "moves", "outcome"}``; ``tell``
    hears every item that arrives (kind, payload)."""
    bot = None
    pace = wire.Bucket(time.monotonic(), wire.RATE * 0.8, wire.BURST // 2)  # below the host's rate limit
    acted_at = -1  # the host's log length when this seat last acted: one move per table
    moves = 0
    while True:
        try:
            kind, payload = link.get(timeout)
        except queue.Empty:
            return {"over": False, "seat": link.seat, "moves": moves, "why": "timeout"}
        if tell is not None:
            tell(kind, payload)
        if kind in ("closed", "error") and (kind == "closed" or link.side is None):
            return {"over": False, "seat": link.seat, "moves": moves, "why": say(payload)}
        if kind != "table":
            continue
        side = payload
        if side.is_over:
            outcome = side.outcome()
            return {"over": True, "seat": side.seat, "moves": moves,
                    "scores": list(outcome.scores) if outcome is not None else None,
                    "winners": sorted(outcome.winners) if outcome is not None else None}
        legal = side.legal_actions(side.seat)
        if side.seat not in side.to_move() or not legal or side.at == acted_at:
            continue
        if side.seat != min(s for s in side.to_move() if s >= 0):
            # several seats decide at once: the lowest first, as one computer plays them; else a move
            # could be sent on a table its own move before has not reached yet (a stale second move)
            continue
        if bot is None:
            bot = make_bot(side.game, level, side.seat, seed)
        choice = bot.decide(Decision(side.seat, legal, side.view(side.seat)))
        acted_at = side.at
        for _ in range(int(wire.BURST / wire.RATE * 100) + 10):  # a bot is quicker than the host lets a guest be
            if pace.take(time.monotonic()):
                break
            time.sleep(0.01)
        if link.send(side.act(choice.action)):
            moves += 1


def wait_for(link: GuestLink, kind: str, timeout: float = 10.0) -> Any:
    """The payload of the next ``kind`` item (items before it are dropped); ``TimeoutError`` else."""
    end = time.monotonic() + timeout
    while True:
        left = end - time.monotonic()
        if left <= 0:
            raise TimeoutError(kind)
        try:
            got, payload = link.get(left)
        except queue.Empty:
            raise TimeoutError(kind) from None
        if got == kind:
            return payload
        if got in ("closed", "error"):
            raise ConnectionError(say(payload) if isinstance(payload, (str, Msg)) else str(payload))
