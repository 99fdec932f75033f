"""Play over real sockets on loopback (127.0.0.1, a free port): a host (HostServer) and headless guests
(GuestLink and play_seat) play a whole Día de los Muertos game, which ends as the same seeds and the
same bots' moves end it in one process; and a fuzzer's bounded, seeded stream of bad messages on a
real connection is refused message by message, changes nothing, and leaves the server serving."""
from __future__ import annotations

import json
import random
import threading
from typing import Any

import pytest
from net_helpers import WAIT, drain, duel_mode, hello_message, partnership_mode, people, wait_until
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from game import registry
from game.ai import make_bot
from game.net import wire
from game.net.client import GuestLink
from game.net.headless import play_seat
from game.net.host import NetTable
from game.net.server import HostServer
from game.protocol import BOT, SeatSetup
from game.session import Session

CODE = "LOOPB4"


class Hosted:
    """A table served on loopback; stopped (and its guests closed) on leaving the ``with``."""

    def __init__(self, table: NetTable, on_change: Any = None):
        self.table = table
        self.server = HostServer(table, "127.0.0.1", 0, on_change)
        self.links: list[GuestLink] = []

    def __enter__(self) -> "Hosted":
        self.port = self.server.start()
        return self

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def guest(self, name: str, seat: int | None = None, token: str | None = None) -> GuestLink:
        link = GuestLink(self.url, CODE, name, token=token, seat=seat)
        link.connect(timeout=WAIT)
        self.links.append(link)
        return link

    def __exit__(self, *exc) -> None:
        for link in self.links:
            link.close()
        self.server.stop()
        assert self.server._thread is not None and not self.server._thread.is_alive()


def _partnership_table(seed: int, ai: dict[int, str]) -> NetTable:
    """Four seats in partnerships (the first such mode the registry has), the seats in ``ai`` played by
    the host's AI and the others remote."""
    game_id, mode, players = partnership_mode()
    info = registry.get(game_id)
    setup = people(info, mode, players)
    seats = tuple(SeatSetup(BOT, "Carmen", ai[i]) if i in ai else s for i, s in enumerate(setup.seats))
    setup = info.validate_setup(type(setup)(setup.mode, seats, setup.options))
    return NetTable(info, setup, seed, tuple(i for i in range(players) if i not in ai), code=CODE)


def _local(info: Any, setup: Any, seed: int, levels: dict[int, tuple[str, int]]) -> Session:
    """The same game in one process: each seat's bot made as its guest (or the host's AI) makes it."""
    session = Session(info, setup, seed)
    bots = {seat: make_bot(info, level, seat, bot_seed) for seat, (level, bot_seed) in levels.items()}
    for _ in range(5000):
        if session.is_over:
            return session
        session.advance(bots, max_steps=1, humans=True)
    raise AssertionError("the local game did not end")


# (the host's AI plays "random": the search levels stop at a time cap, so a loaded machine may cut one short)
@pytest.mark.parametrize(("ai", "guests"), [({3: "random"}, (0, 1, 2)), ({}, (0, 1, 2, 3))],
                         ids=["three-guests-and-an-ai", "four-guests"])
def test_a_whole_partnership_game_over_loopback_ends_as_in_one_process(ai, guests):
    """... and every table a guest is sent was saved first: the host's ``on_change`` (its save, in
    ``python -m game serve``) runs after the tables are made and before they are sent, so a host
    killed at any moment comes back with every move its guests saw, theirs and its AI's."""
    seed = 20261103
    table = _partnership_table(seed, ai)
    bot_seeds = {seat: 100 + seat for seat in guests}
    results: dict[int, dict] = {}
    saved = [0]  # the moves of the last save
    ahead: list[int] = []  # for every table sent: its moves less the moves saved

    def save() -> None:
        with table.lock:
            saved[0] = len(table.session.log) if table.session is not None else 0

    with Hosted(table, save) as hosted:
        send = hosted.server._send_raw

        async def sent_after_saved(ws, text: str) -> None:
            message = json.loads(text)
            if message["type"] == "table":
                ahead.append(message["at"] - saved[0])
            await send(ws, text)

        hosted.server._send_raw = sent_after_saved  # type: ignore[method-assign]
        links = {seat: hosted.guest(f"Bot {seat}", seat=seat) for seat in guests}
        for seat, link in links.items():
            welcome = drain(link, lambda kind, _: kind == "welcome")[-1][1]
            assert welcome.seat == seat and welcome.token
        wait_until(table.ready)
        table.start()
        hosted.server.changed()

        def play(seat: int) -> None:
            results[seat] = play_seat(links[seat], "random", bot_seeds[seat], timeout=WAIT)

        threads = [threading.Thread(target=play, args=(seat,), daemon=True) for seat in guests]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)
        assert not any(thread.is_alive() for thread in threads), "a guest did not finish"
        host = table.session
        assert host is not None and host.is_over
    levels = {seat: ("random", bot_seeds[seat]) for seat in guests} | {seat: (lvl, seed) for seat, lvl in ai.items()}
    local = _local(table.game, table.setup, seed, levels)
    assert [(e.seat, e.action) for e in host.log] == [(e.seat, e.action) for e in local.log]
    assert host.state.digest() == local.state.digest()
    outcome = host.outcome()
    assert outcome == local.outcome()
    for seat in guests:
        assert results[seat]["over"], results[seat]
        assert results[seat]["scores"] == list(outcome.scores)
        assert results[seat]["winners"] == sorted(outcome.winners)
        assert results[seat]["moves"] == sum(1 for e in host.log if e.seat == seat)
    assert len(ahead) > len(host.log) and max(ahead) <= 0, ahead


# ------------------------------------------------------------------ the fuzzer
class Raw:
    """A hand-made connection: any frame sent, every frame received (bounded waits)."""

    def __init__(self, url: str):
        self.ws = connect(url, open_timeout=WAIT, close_timeout=2, max_size=wire.MAX_HOST_MESSAGE).__enter__()
        self.closed = False

    def send(self, frame: "str | bytes") -> None:
        try:
            self.ws.send(frame)
        except (ConnectionClosed, OSError):
            pass  # the host closed: what it said before is still to be read (next)

    def next(self, timeout: float = WAIT) -> dict | None:
        """The next message (None once the connection is closed)."""
        if self.closed:
            return None
        try:
            raw = self.ws.recv(timeout)
        except (ConnectionClosed, OSError):
            self.closed = True
            return None
        assert isinstance(raw, str)
        return wire.read(raw, wire.HOST_MESSAGES, wire.MAX_HOST_MESSAGE)

    def reply(self) -> dict | None:
        """The next answer to what was sent: lobbies and tables (a seat coming or going) are skipped."""
        for _ in range(20):
            got = self.next()
            if got is None or got["type"] not in ("lobby", "table"):
                return got
        raise AssertionError("no answer, only tables")

    def hello(self, **kw: Any) -> dict:
        self.send(wire.dumps(hello_message(CODE, "Fuzz", **kw)))
        first = self.next()
        assert first is not None and first["type"] == "welcome", first
        return first

    def settle(self) -> None:
        """Read what a hello into a started game is sent, up to its table."""
        for _ in range(20):
            got = self.next()
            assert got is not None and got["type"] in ("lobby", "table"), got
            if got["type"] == "table":
                return
        raise AssertionError("no table")

    def close(self) -> None:
        self.ws.close()


def _fuzz_messages(rng: random.Random, mover_actions: list[dict], count: int) -> list[tuple[str, Any]]:
    """``count`` bad messages of every kind, seeded: (kind, frame)."""
    def junk() -> str:
        return "".join(rng.choice('{}[]":,abc01 \\\x00é') for _ in range(rng.randrange(1, 60)))

    def mutated(action: dict) -> dict:
        out = dict(action)
        key = rng.choice([k for k in out if k != "type"] or ["type"])
        out[key] = rng.choice([None, -1, 10 ** 12, "zzz", [], {}, [99, -1], True, 2.5, "x" * 200])
        return out

    makers = {
        "junk": lambda: junk(),
        "truncated": lambda: json.dumps({"type": "act", "action": rng.choice(mover_actions)})[:-rng.randrange(1, 9)],
        "not-an-object": lambda: json.dumps(rng.choice([[], 3, "act", None, [{"type": "undo"}]])),
        "deep": lambda: "[" * 4000 + "]" * 4000,
        "nan": lambda: '{"type": "act", "action": {"type": "burn", "tile": NaN}}',
        "unknown-type": lambda: json.dumps({"type": rng.choice(["table", "welcome", "shutdown", "", "ACT", "save"])}),
        "unknown-field": lambda: json.dumps({"type": rng.choice(["undo", "redo"]), "seat": 0}),
        "missing-field": lambda: json.dumps({"type": "act"}),
        "bad-field": lambda: json.dumps({"type": "act", "action": rng.choice(mover_actions), "at": rng.choice([True, "3", 1.5])}),
        "bad-action": lambda: json.dumps({"type": "act", "action": mutated(rng.choice(mover_actions))}),
        "unknown-action": lambda: json.dumps({"type": "act", "action": {"type": "win_the_game"}}),
        "other-seats-action": lambda: json.dumps({"type": "act", "action": rng.choice(mover_actions)}),
        "undo": lambda: json.dumps({"type": rng.choice(["undo", "redo"])}),
        "hello-twice": lambda: wire.dumps(hello_message(CODE, "Again")),
        "binary": lambda: bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40))),
        "oversized": lambda: json.dumps({"type": "act", "action": {"type": "burn", "tile": "x" * (wire.MAX_GUEST_MESSAGE + 10)}}),
        "too-fast": lambda: None,
    }
    kinds = sorted(makers)
    plan = [(kind, makers[kind]()) for kind in kinds] + [("too-fast", None)] * 2  # each kind once, floods thrice
    kinds.remove("too-fast")  # (a flood waits for the host to give up on its close: two seconds)
    plan += [(kind, makers[kind]()) for kind in (rng.choice(kinds) for _ in range(count - len(plan)))]
    rng.shuffle(plan)
    return plan


@pytest.mark.slow  # (a flood closes its connection only after the library's close timeout: ~6 s; the soaks run it)
def test_a_fuzzer_is_refused_message_by_message_and_changes_nothing():
    game_id, mode, players = duel_mode()
    info = registry.get(game_id)
    table = NetTable(info, people(info, mode, players), 3, (0, 1), code=CODE)  # (seed 3: seat 0 begins)
    with Hosted(table) as hosted:
        fuzz = Raw(hosted.url)
        welcome = fuzz.hello(seat=1)  # the fuzzer takes seat 1; seat 0 (to move first) waits for its guest
        token = welcome["token"]
        assert table.hello(hello_message(CODE, "Absent", seat=0)).seat == 0
        table.start()
        table.gone(0)  # (away once the game is under way: its seat stays its own)
        hosted.server.changed()
        fuzz.settle()
        session = table.session
        assert session is not None and session.to_move() == frozenset({0})
        before = (session.state.digest(), len(session.log))
        mover_actions = [info.codec.encode(a) for a in session.legal_actions(0)]
        answered = {"refused": 0, "error": 0, "closed": 0}
        plan = _fuzz_messages(random.Random(36), mover_actions, 160)
        for kind, frame in plan:
            if fuzz.closed:  # closed for size or speed: the seat comes back with its token
                fuzz = Raw(hosted.url)
                fuzz.hello(token=token)
                fuzz.settle()
            if kind == "too-fast":
                for _ in range(wire.BURST + 20):
                    fuzz.send('{"type": "undo"}')
                last = None
                for _ in range(wire.BURST + 90):
                    got = fuzz.next()
                    if got is None:
                        break
                    last = got
                assert fuzz.closed, "a guest sending too fast was not closed"
                assert last is not None and last["type"] == "error" and last["reason"]["v"]["msg"] == "net-too-fast", last
                answered["closed"] += 1
                continue
            fuzz.send(frame)
            reply = fuzz.reply()
            if reply is None:
                assert kind == "oversized", f"{kind}: the connection closed"
                answered["closed"] += 1
                continue
            assert kind != "oversized", "a message larger than the limit was read"
            assert reply["type"] in ("refused", "error"), (kind, reply)
            if reply["type"] == "error" and reply["fatal"]:  # the fuzzer outran the rate: closed
                assert reply["reason"]["v"]["msg"] == "net-too-fast"
                assert fuzz.next() is None
                answered["closed"] += 1
                continue
            if reply["type"] == "error":
                assert kind == "hello-twice"
            answered[reply["type"]] += 1
            assert (session.state.digest(), len(session.log)) == before, kind
        assert sum(answered.values()) == len(plan) and all(answered.values()), answered
        assert hosted.server._thread is not None and hosted.server._thread.is_alive()
        assert (session.state.digest(), len(session.log)) == before
        fuzz.close()
        # a proper guest is served after it all: seat 0 comes back and its move is taken
        proper = hosted.guest("Proper", token=table.chairs[0].token)
        side = drain(proper, lambda kind, payload: kind == "table")[-1][1]
        assert side.seat == 0 and 0 in side.to_move()
        proper.send(side.act(side.legal_actions(0)[0]))
        wait_until(lambda: len(session.log) > before[1])
        assert session.log[before[1]].seat == 0


def test_a_guest_is_told_why_it_cannot_join():
    game_id, mode, players = duel_mode()
    info = registry.get(game_id)
    table = NetTable(info, people(info, mode, players), 5, (0, 1), code=CODE)
    with Hosted(table) as hosted:
        for message, reason in ((hello_message("NOPE22"), "net-wrong-code"),
                                (hello_message(CODE, protocol=wire.PROTOCOL + 1), "net-version-mismatch"),
                                ({"type": "undo"}, "net-hello-first"),
                                (hello_message(CODE, token="stolen"), "net-unknown-token")):
            raw = Raw(hosted.url)
            raw.send(wire.dumps(message))
            got = raw.next()
            assert got is not None and got["type"] == "error" and got["fatal"]
            assert got["reason"]["v"]["msg"] == reason
            assert raw.next() is None  # and it is closed
        assert not any(c.claimed for c in table.chairs.values())
        raw = Raw(hosted.url)
        raw.send(b"\x00hello")
        got = raw.next()
        assert got is not None and got["reason"]["v"]["msg"] == "net-refused-binary"
        assert raw.next() is None
        wait_until(lambda: hosted.server.guests() == 0)
