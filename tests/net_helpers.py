"""Shared pieces of the network tests (tests/test_net_*.py): every game and mode with its seats, seeded
playouts of a session played seat by seat, a started :class:`NetTable`, and bounded waits on a guest's
link. Loopback only; every loop is bounded in count and in time."""
from __future__ import annotations

import queue
import random
import time
from functools import cache
from typing import Any, Callable, Iterator

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


# ------------------------------------------------------------------ hidden information (test_<id>_net_hidden.py)
HIDDEN_SEED = 424_242_424_242  # long enough that its digits cannot turn up in a message by chance
# a game's secrets for a seat, read from the full state: ``secrets(state, seat, None)`` returns them (comparable);
# ``secrets(state, seat, rng)`` deals them again in ``state``, consistently with everything the seat may know
Secrets = Callable[[Any, int, "random.Random | None"], Any]


def hidden_modes(game_id: str) -> list[tuple[str, int]]:
    """(mode id, players) of ``game_id``'s modes with several seats: the ones its secrets are checked in."""
    return [(mode, players) for g, mode, players in multi_modes() if g == game_id]


def _message(session: Session, seat: int) -> str:
    """What a seat joining now is sent: its whole table (a fresh table: the log from the start)."""
    table = NetTable(session.game, session.setup, 0, (), session=session)
    return wire.dumps(table.table_for(seat))


def _dealt_again(session: Session, seat: int, rng: random.Random, secrets: Secrets) -> tuple[Any, Any]:
    """A copy of the full state with ``seat``'s secrets dealt again (and another seed and generator)."""
    state = session.state.clone()
    state.seed = rng.getrandbits(40)
    state.rng.state = rng.getrandbits(64)
    secrets(state, seat, rng)
    return state, secrets(state, seat, None)


def check_hidden(game_id: str, mode: str, players: int, secrets: Secrets) -> None:
    """Along a seeded playout, each seat's message (:meth:`NetTable.table_for`) must come out the same,
    byte for byte, with the seat's ``secrets`` dealt again: AssertionError naming the first leak, or if the
    secrets were hardly ever dealt otherwise (then the check would not see a leak)."""
    rng = random.Random(f"{game_id}/{mode}")
    changed = 0
    checked = 0
    for step, session in enumerate(playout(game_id, mode, players, seed=HIDDEN_SEED)):
        if step > 40 and step % 8:  # (every step of the deal and the opening, then every eighth)
            continue
        real = session.state
        for seat in range(players):
            secret = secrets(real, seat, None)
            sent = _message(session, seat)
            assert str(HIDDEN_SEED) not in sent and str(real.rng.state) not in sent
            for _ in range(2):
                other, other_secret = _dealt_again(session, seat, rng, secrets)
                try:
                    session.state = other
                    again = _message(session, seat)
                finally:
                    session.state = real
                changed += other_secret != secret
                if again != sent:
                    _explain(sent, again, game_id, seat, step)
            checked += 1
    assert checked > 20
    assert changed >= 10, "the secrets were hardly ever dealt otherwise: the test would not see a leak"


def _explain(sent: str, again: str, game_id: str, seat: int, step: int) -> None:
    at = next(i for i, (a, b) in enumerate(zip(sent, again)) if a != b) if sent[:len(again)] != again[:len(sent)] \
        else min(len(sent), len(again))
    raise AssertionError(f"{game_id}: seat {seat}'s table at step {step} changed with its secrets: "
                         f"...{sent[max(0, at - 200):at + 80]}... became ...{again[max(0, at - 200):at + 80]}...")
