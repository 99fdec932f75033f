"""Play over the network on loopback: latency, bytes per move, the host's memory. Figures, no targets
checked (the issue's aim: a move on the other screens within 100 ms over loopback).

Two runs of Día de los Muertos (four seats, each played from a guest by the random bot):

1. The host in this process (a :class:`NetTable` behind a :class:`HostServer`) and four guests
   (:class:`GuestLink`, each on its threads): for every guest's move, the time from its ``act`` sent
   to the move applied on the host, and to the table showing it arriving at each other guest (the
   reading thread's clock, before any drawing); p50, p95, max. Bytes the host sent per move per seat:
   the messages' text (the server's ``sent_bytes``) and what went over the socket (read by each
   guest: the WebSocket frames after permessage-deflate compression, which websockets negotiates).
   Everything shares one interpreter here, so these latencies include waits for the GIL.
2. The host as the command line runs it (``python -m game serve muertos --no-discovery``, a process of
   its own) with four guests from this process: the host process's peak resident memory, and the
   other guests' latency with the host in its own process.

    python benchmarks/bench_net.py [--games 1] [--seed 1]

Prints one JSON line per run.
"""
from __future__ import annotations

import argparse
import json
import os
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

GAME, SEATS, CODE = "muertos", 4, "BENCH2"
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


class TimedLink(GuestLink):
    """A guest link that notes when it sends each move and when each new table arrives."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.sent: list[tuple[int, float]] = []  # (the log length the move was made at, when sent)
        self.arrived: list[tuple[int, float]] = []  # (the log length a table shows, when it arrived)
        self.text_bytes = 0
        self.wire: _CountingSocket | None = None

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

    def _take(self, message: dict) -> None:
        if message["type"] == "table":
            self.arrived.append((message["at"], time.perf_counter()))
            self.text_bytes += len(json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode())
        super()._take(message)


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


def in_process(seed: int) -> dict:
    """Run 1: the host in this process."""
    info = registry.get(GAME)
    spec = info.modes[0]
    setup = info.validate_setup(Setup(spec.id, tuple(SeatSetup(HUMAN, player_name(i)) for i in range(SEATS)), ()))
    table = NetTable(info, setup, seed, tuple(range(SEATS)), code=CODE)
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
    links = [TimedLink(f"ws://127.0.0.1:{port}", CODE, f"Guest {i}") for i in range(SEATS)]
    try:
        start_thread = threading.Thread(target=_start_when_ready, args=(table, server), daemon=True)
        start_thread.start()
        results = play_guests(f"ws://127.0.0.1:{port}", links)
    finally:
        server.stop()
    moves = len(table.session.log) if table.session is not None else 0
    host = [1000 * (applied[at] - sent) for link in links for at, sent in link.sent if at in applied]
    return {"run": "host in this process", "game": GAME, "seed": seed, "over": all(r.get("over") for r in results),
            "moves": moves, "guest_moves": sum(len(link.sent) for link in links),
            "to_host": percentiles(host), "to_other_guests": percentiles(other_guests(links)),
            "bytes_per_move_per_seat": round(server.sent_bytes / max(1, moves) / SEATS),
            "table_bytes_per_move_per_seat": round(sum(link.text_bytes for link in links) / max(1, moves) / SEATS),
            "wire_bytes_per_move_per_seat": round(sum(link.wire.received if link.wire else 0 for link in links)
                                                  / max(1, moves) / SEATS)}


def _start_when_ready(table: NetTable, server: HostServer) -> None:
    end = time.monotonic() + 30
    while not table.ready() and time.monotonic() < end:
        time.sleep(0.01)
    if table.ready():
        table.start()
        server.changed()


def own_process(seed: int) -> dict:
    """Run 2: the host as ``serve`` runs it, in a process of its own."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "CEMPASUCHIL_HOME": home, "PYTHONPATH": str(ROOT)}
        proc = subprocess.Popen([sys.executable, "-m", "game", "serve", GAME, "--port", "0", "--bind", "127.0.0.1",
                                 "--seed", str(seed), "--code", CODE, "--no-discovery", "--saves", home],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
        peak = [0.0]
        watcher = threading.Thread(target=_watch_peak, args=(proc, peak), daemon=True)
        watcher.start()
        try:
            assert proc.stdout is not None
            invitation = json.loads(proc.stdout.readline())
            url = f"ws://127.0.0.1:{invitation['port']}"
            links = [TimedLink(url, CODE, f"Guest {i}") for i in range(SEATS)]
            results = play_guests(url, links)
            end = proc.stdout.readline()
            proc.wait(timeout=60)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=10)
    watcher.join(5)
    over = json.loads(end) if end.strip() else {}
    return {"run": "host in its own process (serve)", "game": GAME, "seed": seed,
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
    args = parser.parse_args()
    for g in range(args.games):
        print(json.dumps(in_process(args.seed + g)), flush=True)
    for g in range(args.games):
        print(json.dumps(own_process(args.seed + g)), flush=True)


if __name__ == "__main__":
    main()
