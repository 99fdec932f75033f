"""Throughput of the public protocol: whole random games per second, through Session.advance with
the random bot (full legal-action enumeration at every decision), as ``python -m game sim`` plays.

    python benchmarks/bench_throughput.py [--game ID] [--games 2000] [--mode MODE] [--players P]

For each registered game (or the one ``--game`` names), in its first mode (or ``--mode``): prints
games per second by wall clock and by the process's CPU time (less sensitive to other programs on
the machine), the mean clone / view / determinize costs, and the load average. Target (solo): at
least 1,000 games per second.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from common import game_ids  # noqa: E402  (benchmarks/common.py)
from game import registry  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.protocol import SeatSetup, Setup  # noqa: E402
from game.session import Session  # noqa: E402


def run(game, setup, games: int, seed: int) -> tuple[float, float]:
    w0, c0 = time.perf_counter(), time.process_time()
    for i in range(games):
        session = Session(game, setup, seed + i)
        bots = {s: make_bot(game, "random", s, seed + i) for s in range(len(setup.seats))}
        session.advance(bots, timings=[], collect=False)  # as the sim does
    return games / (time.perf_counter() - w0), games / (time.process_time() - c0)


def per_call(fn, n: int = 2000) -> float:
    t0 = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - t0) / n * 1e6


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", default=None, help="a registered game's id (default: every game)")
    ap.add_argument("--mode", default=None, help="the game's mode (default: its first)")
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    for game_id in game_ids(args.game):
        bench_game(registry.get(game_id), args)
    print(f"machine load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores (target: 1,000 games/s solo)")
    return 0


def bench_game(game, args) -> None:
    spec = game.mode(args.mode) if args.mode else game.modes[0]
    n = args.players or spec.players[0]
    setup = Setup(spec.id, tuple(SeatSetup("bot", f"B{i}", "random") for i in range(n)))
    game.load_data()
    run(game, setup, 50, args.seed)  # warm up
    walls, cpus = [], []
    for _ in range(args.repeats):
        w, c = run(game, setup, args.games, args.seed)
        walls.append(w)
        cpus.append(c)
    session = Session(game, setup, args.seed)
    rng = random.Random(1)
    for _ in range(25):  # a position some way into the game
        st = session.next_step()
        if session.state.is_over or not session.state.legal_actions(st.seat):
            break
        session.apply(st.seat, rng.choice(session.state.legal_actions(st.seat)))
    state = session.state
    seat = 0
    view = game.view(state, seat)
    mover = min(state.to_move(), default=seat)  # a seat to move (none once the game is over)
    print(f"{game.id} {spec.id} {n} seat(s): {args.games} random games x {args.repeats}")
    print(f"  games per second (wall): median {statistics.median(walls):.0f}, best {max(walls):.0f}")
    print(f"  games per second (CPU time): median {statistics.median(cpus):.0f}, best {max(cpus):.0f}")
    print(f"  clone {per_call(state.clone):.1f} us, view {per_call(lambda: game.view(state, seat)):.1f} us, "
          f"determinize {per_call(lambda: game.determinize(view, rng)):.1f} us, "
          f"legal_actions {per_call(lambda: state.legal_actions(mover)):.1f} us")


if __name__ == "__main__":
    raise SystemExit(main())
