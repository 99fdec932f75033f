"""The same frames every run: what a table's frames cost while its AI seats play, on a busy machine.

``bench_ai_frames.py`` plays Hard AI seats in the worker process against the clock: on a loaded
machine the worker gets few moves done and no two runs see the same frames. Here every seat but
yours is the Random bot, deciding at once in this process before the frame that takes its move
(its thinking is not timed) every ``--every`` frames, the AI pace is instant and you make your first legal move: a seeded
game whose frames are the same at every run, so two versions of the code are compared frame for
frame. Prints the CPU time of the frame loop's thread per frame (p50, p95, max; the table's first
frame left out), the table's cached regions repainted, and how often a whole-screen layer over
them was composed again.

    python benchmarks/bench_frames_replay.py [--game ID] [--frames 600] [--seed 7] [--every 10]
"""
from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from common import figures, game_ids, table_setup  # noqa: E402  (benchmarks/common.py)


def measure(game_id: str, frames: int, seed: int, every: int = 10) -> dict:
    import concurrent.futures

    import pygame

    from game import registry
    from game.ai import driver
    from client.app import App
    from scenes.tables import play_scene
    from game.session import Session
    from game.settings import Settings

    app = App(settings=Settings(), persist_settings=False, window_size=(1280, 720))
    app.settings.automaton_speed = "instant"
    app.prefetch_sprites = True
    pending: list = []

    def submit(game_id, bot_name, seat, seed, key, view, legal, budget=None):
        future = concurrent.futures.Future()
        pending.append((future, (game_id, bot_name, seat, seed, key, view, legal, budget, 0)))
        return driver.Job(0, future)
    app.bot_driver.submit = submit
    app.bot_driver.warm = lambda *a, **k: None
    game = registry.get(game_id)
    session = Session(game, table_setup(game, bot="random"), seed)
    scene = play_scene(game)(app, session)
    app.push(scene)
    cpu: list[float] = []
    repaints = 0
    layers = [layer for layer in vars(scene.table).values() if type(layer).__name__ == "CachedLayer"]
    composed = 0
    for frame in range(frames):
        while pending and frame % every == 0:  # a bot decides between frames (its thinking is not the frame's)
            future, args = pending.pop()
            future.set_result(driver.decide(*args))
        if 0 in session.state.to_move() and not scene.holding():
            scene.propose(session.state.legal_actions(0)[0])
        if session.state.is_over:
            break
        x = 640 + int(300 * math.cos(frame / 20))
        y = 360 + int(200 * math.sin(frame / 30))
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0), touch=False)]
        serial = scene.table.picture.serial  # (the still picture)
        paints = sum(layer.paints for layer in layers)
        c0 = time.thread_time()
        app.frame(1 / 60, events)
        spent = (time.thread_time() - c0) * 1000
        if frame:
            cpu.append(spent)
            if scene.table.picture.serial != serial:
                repaints += len(scene.table.picture.painted)
            composed += sum(layer.paints for layer in layers) - paints
    for s in reversed(app.scenes):
        s.exit()
    app.shutdown()
    return {"cpu": figures(cpu), "repaints": repaints, "composed": composed, "moves": len(session.log)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", default=None, help="a registered game's id (default: every game, in turn)")
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--every", type=int, default=10, help="a bot's decision is answered every this many frames "
                    "(10: six moves a second, about as the Hard AI plays at the instant pace)")
    args = ap.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("CEMPASUCHIL_HOME", tempfile.mkdtemp())
    for game_id in game_ids(args.game):
        r = measure(game_id, args.frames, args.seed, args.every)
        c = r["cpu"]
        print(f"{game_id:9s} {c['frames']} frames, {r['moves']} log lines: CPU per frame p50 {c['p50']:.2f} ms, "
              f"p95 {c['p95']:.2f} ms, max {c['max']:.1f} ms; regions repainted {r['repaints']}; "
              f"whole-screen layers composed {r['composed']}", flush=True)
    print(f"machine load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores (target: p95 < 8 ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
