"""Play over the network on loopback: latency, bytes per move, the host's memory. Figures, no targets
checked (the issue's aim: a move on the other screens within 100 ms over loopback).

Two runs of a game of four seats, each played from a guest by the random bot: by default the first mode
the registry has where four seats play in partnerships (Día de los Muertos), or ``--game`` (its mode
``--mode``, its seats ``--seats``):

1. The host in this process (a :class:`NetTable` behind a :class:`HostServer`) and four guests
   (:class:`GuestLink`, each on its threads): for every guest's move, the time from its ``act`` sent
   to the move applied on the host, and to the table showing it arriving at each other guest (the
   reading thread's clock, before any drawing); p50, p95, max. Bytes the host sent per move per seat:
   the messages' text (the server's ``sent_bytes``) and what went over the socket (read by each
   guest: the WebSocket frames after permessage-deflate compression, which websockets negotiates).
   Everything shares one interpreter here, so these latencies include waits for the GIL.
2. The host as the command line runs it (``python -m game serve GAME --no-discovery``, a process of
   its own) with four guests from this process: the host process's peak resident memory, and the
   other guests' latency with the host in its own process.

    python benchmarks/bench_net.py [--games 1] [--seed 1] [--game ID [--mode M] [--seats N]]

Prints one JSON line per run.
"""
from __future__ import annotations

import argparse
import json
import os
import queue
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import registry  # noqa: E402
from game.net.client import GuestLink  # noqa: E402
from game.net.headless import play_seat, wait_for  # noqa: E402
from game.net.host import NetTable  # noqa: E402
from game.net.server import HostServer  # noqa: E402
from game.protocol import HUMAN, SeatSetup, Setup, player_name  # noqa: E402

CODE = "BENCH2"
TIMEOUT = 120.0


class _CountingSocket:
    """A socket that counts the bytes received through it (the frames on the wire)."""

    def __init__(self, sock: Any):
        self._sock, self.received = sock, 0

    def recv(self, size: int, *args: Any) -> bytes:
        data = self._sock.recv(size, *args)
        self.received += len(data)
        return data

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sock, name)


class _Arrivals(queue.Queue):
    """A guest link's inbox that notes each table as the reading thread puts it in (before anyone takes it)."""

    def __init__(self, link: "TimedLink"):
        super().__init__()
        self._link = link

    def put(self, item: Any, block: bool = True, timeout: float | None = None) -> None:
        kind, message = item
        if kind == "table":
            self._link.arrived.append((message["at"], time.perf_counter()))
            self._link.text_bytes += len(json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode())
        super().put(item, block, timeout)


class TimedLink(GuestLink):
    """A guest link that notes when it sends each move and when each new table arrives."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.sent: list[tuple[int, float]] = []  # (the log length the move was made at, when sent)
        self.arrived: list[tuple[int, float]] = []  # (the log length a table shows, when it arrived)
        self.text_bytes = 0
        self.wire: _CountingSocket | None = None
        self.inbox = _Arrivals(self)

    def connect(self, timeout: float = 10.0) -> None:
        super().connect(timeout)
        ws = self._ws
        if ws is not None:
            self.wire = _CountingSocket(ws.socket)
            ws.socket = self.wire  # type: ignore[assignment]  (the reading thread reads through it from now)

    def send(self, message: dict) -> bool:
        if message.get("type") == "act":
            self.sent.append((int(message.get("at", -1)), time.perf_counter()))
        return super().send(message)


def percentiles(samples: list[float]) -> dict:
    if not samples:
        return {"n": 0}
    s = sorted(samples)
    return {"n": len(s), "p50_ms": round(statistics.median(s), 2),
            "p95_ms": round(s[min(len(s) - 1, int(0.95 * len(s)))], 2), "max_ms": round(s[-1], 2)}


def seen_after(arrived: list[tuple[int, float]], at: int, sent: float) -> float | None:
    """When a table showing the move made at log length ``at`` first arrived (after it was sent)."""
    return next((t for a, t in arrived if a > at and t >= sent), None)


def play_guests(url: str, links: list[TimedLink]) -> list[dict]:
    """Connect the links one by one (each takes the next seat), then play every seat until the end."""
    for link in links:
        link.connect(10)
        wait_for(link, "welcome", 10)
    results: list[dict] = [{} for _ in links]

    def run(i: int) -> None:
        results[i] = play_seat(links[i], "random", seed=i, timeout=TIMEOUT)

    threads = [threading.Thread(target=run, args=(i,), daemon=True) for i in range(len(links))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(TIMEOUT * 2)
    for link in links:
        link.close()
    return results


def other_guests(links: list[TimedLink]) -> list[float]:
    out = []
    for i, link in enumerate(links):
        for at, sent in link.sent:
            for j, other in enumerate(links):
                if j != i:
                    t = seen_after(other.arrived, at, sent)
                    if t is not None:
                        out.append(1000 * (t - sent))
    return out


def _setup(info: Any, mode: str, seats: int) -> Setup:
    """``seats`` people in ``mode``, its options at their defaults."""
    return info.validate_setup(Setup(mode, tuple(SeatSetup(HUMAN, player_name(i)) for i in range(seats)), ()))


def partnership_mode(seats: int = 4) -> tuple[str, str]:
    """(game id, mode id): the first registered mode where ``seats`` seats play in partnerships (a new
    game's teams are fewer than its seats)."""
    for info in registry.games().values():
        for spec in info.modes:
            lo, hi = spec.players
            if lo <= seats <= hi:
                state = info.new_state(info.load_data(), 0, _setup(info, spec.id, seats))
                if len(set(state.teams())) < seats:
                    return info.id, spec.id
    raise SystemExit(f"no registered game has a mode of {seats} seats in partnerships: name one with --game")


def choose(game_id: str | None, mode: str | None, seats: int | None) -> tuple[str, str, int]:
    """The game, mode and seats to run: those given, the rest found (a game's first mode of several seats,
    the mode's usual number of seats); with no game, the first mode of four seats in partnerships."""
    if game_id is None:
        game_id, found = partnership_mode(seats or 4)
        mode, seats = mode or found, seats or 4
    info = registry.get(game_id)
    spec = info.mode(mode) if mode else next(m for m in info.modes if m.players[1] >= 2)
    seats = seats or spec.usual_players
    if not spec.players[0] <= seats <= spec.players[1] or seats < 2:
        raise SystemExit(f"{game_id}/{spec.id} is not played by {seats} seats")
    return game_id, spec.id, seats


def in_process(seed: int, game_id: str, mode: str, seats: int) -> dict:
    """Run 1: the host in this process."""
    info = registry.get(game_id)
    setup = _setup(info, mode, seats)
    table = NetTable(info, setup, seed, tuple(range(seats)), code=CODE)
    applied: dict[int, float] = {}  # log length a move was made at -> when the host had applied it
    handle = table.handle

    def timed_handle(seat: int, message: dict) -> Any:
        at = len(table.session.log) if table.session is not None else -1
        answer = handle(seat, message)
        if answer is None and message.get("type") == "act":
            applied.setdefault(at, time.perf_counter())
        return answer

    table.handle = timed_handle  # type: ignore[method-assign]
    server = HostServer(table, "127.0.0.1", 0)
    port = server.start()
    links = [TimedLink(f"ws://127.0.0.1:{port}", CODE, f"Guest {i}") for i in range(seats)]
    try:
        start_thread = threading.Thread(target=_start_when_ready, args=(table, server), daemon=True)
        start_thread.start()
        results = play_guests(f"ws://127.0.0.1:{port}", links)
    finally:
        server.stop()
    moves = len(table.session.log) if table.session is not None else 0
    host = [1000 * (applied[at] - sent) for link in links for at, sent in link.sent if at in applied]
    return {"run": "host in this process", "game": game_id, "mode": mode, "seats": seats, "seed": seed, "over": all(r.get("over") for r in results),
            "moves": moves, "guest_moves": sum(len(link.sent) for link in links),
            "to_host": percentiles(host), "to_other_guests": percentiles(other_guests(links)),
            "bytes_per_move_per_seat": round(server.sent_bytes / max(1, moves) / seats),
            "table_bytes_per_move_per_seat": round(sum(link.text_bytes for link in links) / max(1, moves) / seats),
            "wire_bytes_per_move_per_seat": round(sum(link.wire.received if link.wire else 0 for link in links)
                                                  / max(1, moves) / seats)}


def _start_when_ready(table: NetTable, server: HostServer) -> None:
    end = time.monotonic() + 30
    while not table.ready() and time.monotonic() < end:
        time.sleep(0.01)
    if table.ready():
        table.start()
        server.changed()


def own_process(seed: int, game_id: str, mode: str, seats: int) -> dict:
    """Run 2: the host as ``serve`` runs it, in a process of its own."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "CEMPASUCHIL_HOME": home, "PYTHONPATH": str(ROOT)}
        proc = subprocess.Popen([sys.executable, "-m", "game", "serve", game_id, "--mode", mode, "--players",
                                 str(seats), "--port", "0", "--bind", "127.0.0.1", "--seed", str(seed), "--code", CODE, "--no-discovery", "--saves", home],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
        peak = [0.0]
        watcher = threading.Thread(target=_watch_peak, args=(proc, peak), daemon=True)
        watcher.start()
        try:
            assert proc.stdout is not None
            invitation = json.loads(proc.stdout.readline())
            url = f"ws://127.0.0.1:{invitation['port']}"
            links = [TimedLink(url, CODE, f"Guest {i}") for i in range(seats)]
            results = play_guests(url, links)
            end = proc.stdout.readline()
            proc.wait(timeout=60)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=10)
    watcher.join(5)
    over = json.loads(end) if end.strip() else {}
    return {"run": "host in its own process (serve)", "game": game_id, "mode": mode, "seats": seats, "seed": seed,
            "over": all(r.get("over") for r in results) and bool(over.get("over")), "moves": over.get("moves"),
            "to_other_guests": percentiles(other_guests(links)), "host_peak_rss_mb": round(peak[0], 1)}


def _watch_peak(proc: subprocess.Popen, peak: list[float]) -> None:
    """The process's peak resident memory (VmHWM, Linux), read until it ends."""
    status = Path(f"/proc/{proc.pid}/status")
    while proc.poll() is None:
        try:
            for line in status.read_text().splitlines():
                if line.startswith("VmHWM:"):
                    peak[0] = max(peak[0], int(line.split()[1]) / 1024)
        except (OSError, ValueError):
            pass
        time.sleep(0.1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1, help="games of each run")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default=None, help="a game id (default: the first with four seats in partnerships)")
    parser.add_argument("--mode", default=None, help="its mode (default: its first of several seats)")
    parser.add_argument("--seats", type=int, default=None, help="how many seats (default: the mode's usual)")
    args = parser.parse_args()
    chosen = choose(args.game, args.mode, args.seats)
    for g in range(args.games):
        print(json.dumps(in_process(args.seed + g, *chosen)), flush=True)
    for g in range(args.games):
        print(json.dumps(own_process(args.seed + g, *chosen)), flush=True)


if __name__ == "__main__":
    main()
