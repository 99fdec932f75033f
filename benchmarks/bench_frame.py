"""Frame cost of each game's table, and CPU use when idle.

1. Dragging: at each registered game's table (or the one ``--game`` names; its first mode, you
   and random AI seats, seed 3), on your first turn, something you may drag is picked up and
   carried around the table for ~600 frames (drop targets glowing, hints following the pointer)
   at 1280x720 (a table with nothing to drag: the pointer rests on each thing that has a tooltip
   instead); prints the work time per frame (events + update + draw + present): p50, p95, max.
   Target: p95 < 8 ms.
2. Idle: ``app.run`` with no input for 3 s on the last table; prints the process CPU time as
   a percentage of the wall time. Target: near zero (the loop sleeps in ``event.wait``).

    python benchmarks/bench_frame.py [--game ID] [--frames 600] [--idle 3] [--target 8]

Runs headless (SDL dummy drivers) with a throw-away CEMPASUCHIL_HOME. Exit status 1 if a
p95 is above the target.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from common import Pointer, game_ids, percentile  # noqa: E402  (benchmarks/common.py)

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def make_table(app, game_id: str):
    """The game's table on your first turn: its first mode, you and random AI seats, seed 3."""
    from game import registry
    from game.protocol import SeatSetup, Setup
    from game.session import Session
    from scenes.tables import play_scene

    game = registry.get(game_id)
    mode = game.modes[0]
    seats = (SeatSetup("human", "You"),) + tuple(SeatSetup("bot", f"AI {i}", "random")
                                                 for i in range(1, mode.players[0]))
    scene = play_scene(game)(app, Session(game, game.validate_setup(Setup(mode.id, seats)), 3))
    app.push(scene)
    for _ in range(600):  # the AI seats' moves, then the slides and the log highlight
        app.frame(1 / 60, [])
        if scene.players_turn and not scene.holding():
            break
    for _ in range(120):
        app.frame(1 / 60, [])
    return scene


def bench_drag(app, scene, frames: int) -> tuple[list[float], list[float], str]:
    """Frame times (work, CPU) while the pointer drags something (or hovers, with nothing to drag)."""
    pointer = Pointer(scene, "drag", None, frames)
    if not pointer.start():
        pointer = Pointer(scene, "hover", None, frames)
        pointer.start()
    times, cpu_times = [], []
    while pointer.busy:
        events = pointer.events()
        c0 = time.thread_time()
        t0 = time.perf_counter()
        app.frame(1 / 60, events)
        times.append(time.perf_counter() - t0)
        cpu_times.append(time.thread_time() - c0)
    return times, cpu_times, pointer.mode


def bench_idle(app, seconds: float) -> tuple[float, int]:
    import pygame

    for _ in range(600):  # settle: snap-back, messages, glows
        if not app.frame(1 / 30, []):
            break
    frames_before = len(app.frame_times)
    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    app.running = True
    app.run()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    return 100 * cpu / wall, len(app.frame_times) - frames_before


def bench_wait_baseline(seconds: float) -> float:
    """CPU use of a bare ``pygame.event.wait(500)`` loop: SDL's own cost of sleeping for input."""
    import pygame

    pygame.event.clear()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    while time.perf_counter() - wall0 < seconds:
        pygame.event.wait(500)
    return 100 * (time.process_time() - cpu0) / (time.perf_counter() - wall0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--idle", type=float, default=3.0, help="seconds of idling to measure")
    parser.add_argument("--target", type=float, default=8.0, help="p95 frame time to stay under, ms")
    parser.add_argument("--game", default=None, help="a registered game's id (default: every game)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="cempasuchil-bench-") as home:
        os.environ["CEMPASUCHIL_HOME"] = home
        from client.app import App
        from game.settings import Settings

        app = App(settings=Settings(), persist_settings=False, window_size=(1280, 720))
        slow = False
        for game_id in game_ids(args.game):
            while app.scenes:
                app.pop()
            scene = make_table(app, game_id)
            for _ in range(30):  # warm the sprite caches
                app.frame(1 / 60, [])
            times, cpu_times, how = bench_drag(app, scene, args.frames)
            ms = [t * 1000 for t in times]
            cpu_ms = [t * 1000 for t in cpu_times]
            p50, p95, worst = statistics.median(ms), percentile(ms, 95), max(ms)
            slow |= p95 >= args.target
            print(f"{game_id}: {how} frames: {len(ms)} at 1280x720 (load average {os.getloadavg()[0]:.2f} on "
                  f"{os.cpu_count()} cores)")
            print(f"frame work time: p50 {p50:.2f} ms  p95 {p95:.2f} ms  max {worst:.2f} ms  (target p95 < "
                  f"{args.target:g} ms)")
            print(f"frame CPU time:  p50 {statistics.median(cpu_ms):.2f} ms  p95 {percentile(cpu_ms, 95):.2f} ms  "
                  f"max {max(cpu_ms):.2f} ms  (this thread only: unaffected by other busy processes)")
        cpu, drawn = bench_idle(app, args.idle)
        print(f"idle: {cpu:.2f} % CPU over {args.idle:g} s of app.run with no input ({drawn} frames drawn)")
        base = bench_wait_baseline(min(args.idle, 2.0))
        print(f"      (for reference, a bare pygame.event.wait loop costs {base:.2f} % CPU on this machine)")
        app._executor.shutdown(wait=False, cancel_futures=True)
    return 1 if slow else 0


if __name__ == "__main__":
    raise SystemExit(main())
