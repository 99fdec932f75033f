"""Shared pieces of the network tests (tests/test_net_*.py): every game and mode with its seats, seeded
playouts of a session played seat by seat, a started :class:`NetTable`, and bounded waits on a guest's
link. Loopback only; every loop is bounded in count and in time."""
from __future__ import annotations

import queue
import time
from functools import cache
from typing import Any, Iterator

import game
from game import registry
from game.ai import make_bot
from game.net import wire
from game.net.host import NetTable
from game.protocol import AUTOMATON, HUMAN, SeatSetup, Setup
from game.session import Session

WAIT = 20.0  # seconds any single wait on the network may take at most


def modes() -> list[tuple[str, str, int]]:
    """(game id, mode id, players) for every game and mode: its usual number of seats."""
    out = []
    for info in registry.games().values():
        for spec in info.modes:
            out.append((info.id, spec.id, spec.usual_players))
    return out


def multi_modes() -> list[tuple[str, str, int]]:
    """The modes with several player seats (the ones with something to hide from a seat)."""
    return [m for m in modes() if m[2] >= 2]


@cache
def partnership_mode(players: int = 4) -> tuple[str, str, int]:
    """(game id, mode id, ``players``): the first game and mode whose ``players`` seats play in
    partnerships (a new game's teams are fewer than its seats), as the registry's games declare them."""
    for info in registry.games().values():
        for spec in info.modes:
            lo, hi = spec.players
            if lo <= players <= hi:
                state = info.new_state(info.load_data(), 0, people(info, spec.id, players))
                if len(set(state.teams())) < players:
                    return info.id, spec.id, players
    raise LookupError(f"no registered game has a mode of {players} seats played in partnerships")


def duel_mode() -> tuple[str, str, int]:
    """(game id, mode id, 2): the first game and mode declared for exactly two player seats."""
    for info in registry.games().values():
        for spec in info.modes:
            if spec.players == (2, 2):
                return info.id, spec.id, 2
    raise LookupError("no registered game has a mode of exactly two seats")


def people(info: Any, mode: str, players: int) -> Setup:
    """A setup of ``players`` people (every seat human), the mode's options at their defaults."""
    spec = info.mode(mode)
    seats = tuple(SeatSetup(HUMAN, f"Guest {i + 1}") for i in range(players))
    return info.validate_setup(Setup(mode, seats, tuple((o.key, o.default) for o in spec.options)))


def playout(game_id: str, mode: str, players: int, seed: int, *, level: str = "random",
            max_steps: int = 4000) -> Iterator[Session]:
    """A seeded game played one step at a time by ``level`` bots at every seat; yields the session
    before the first step and after each (at most ``max_steps``)."""
    info = registry.get(game_id)
    session = Session(info, people(info, mode, players), seed)
    bots = {s: make_bot(info, level, s, seed) for s in range(players)}
    yield session
    for _ in range(max_steps):
        if session.is_over:
            return
        before = len(session.log)
        session.advance(bots, max_steps=1, humans=True)
        assert len(session.log) > before, "the playout did not move"
        yield session
    raise AssertionError(f"{game_id}/{mode} not over after {max_steps} steps")


def started_table(game_id: str, mode: str, players: int, seed: int, remote: tuple[int, ...] | None = None,
                  code: str = "ABCDEF") -> NetTable:
    """A NetTable with every remote seat taken by a guest (hello) and the game started."""
    info = registry.get(game_id)
    setup = people(info, mode, players)
    remote = tuple(range(players)) if remote is None else remote
    table = NetTable(info, setup, seed, remote, code=code)
    for seat in remote:
        table.hello(hello_message(code, f"Guest {seat + 1}", seat=seat))
    table.start()
    return table


def hello_message(code: str, name: str = "Guest", token: str | None = None, seat: int | None = None,
                  protocol: int | None = None, app: str | None = None) -> dict:
    return {"type": "hello", "protocol": wire.PROTOCOL if protocol is None else protocol,
            "app": game.__version__ if app is None else app, "code": code, "name": name, "token": token,
            "seat": seat, "lang": "en"}


def movers(session: Session) -> list[int]:
    return sorted(s for s in session.to_move() if s != AUTOMATON)


def drain(link: Any, until: Any, timeout: float = WAIT) -> list[tuple[str, Any]]:
    """Items from ``link`` until ``until(kind, payload)`` is true; AssertionError after ``timeout``."""
    end = time.monotonic() + timeout
    got = []
    while True:
        left = end - time.monotonic()
        assert left > 0, f"timed out waiting; got {[k for k, _ in got][-12:]}"
        try:
            kind, payload = link.get(left)
        except queue.Empty:
            raise AssertionError(f"timed out waiting; got {[k for k, _ in got][-12:]}") from None
        got.append((kind, payload))
        if until(kind, payload):
            return got


def wait_until(check: Any, timeout: float = WAIT, step: float = 0.02) -> None:
    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, "timed out waiting for a condition"
        time.sleep(step)
