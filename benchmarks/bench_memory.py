"""The client's resident memory over a long session at one table: peak and curve.

For each registered game (or the one ``--game`` names), in a process of its own: the real app,
headless, at the table of you and three Hard AI seats (the game's mode that seats the most, every
optional rule on), game after game. On your turns you ask for a suggestion and play it (the first
legal move if none comes), as a player taking hints would; the pointer wanders over the table.
``--storm`` adds random clicks, drags and a window resize every few seconds.
Prints the peak resident memory, the memory after the first game, and the curve (one sample every
``--every`` seconds) as a JSON line per game. Target: a peak under 300 MB, flat after the first game.

    python benchmarks/bench_memory.py [--seconds 600] [--game ID] [--storm] [--every 5]
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from common import game_ids, table_setup  # noqa: E402  (benchmarks/common.py)


def rss_mb() -> float:
    """This process's resident memory now (Linux; 0 elsewhere)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def storm_events(rng: random.Random, size: tuple[int, int]) -> list:
    """A random click or drag somewhere on the window."""
    import pygame

    w, h = size
    a = (rng.randrange(w), rng.randrange(h))
    b = (rng.randrange(w), rng.randrange(h))
    mk = pygame.event.Event
    return [mk(pygame.MOUSEBUTTONDOWN, pos=a, button=1, touch=False),
            mk(pygame.MOUSEMOTION, pos=b, rel=(b[0] - a[0], b[1] - a[1]), buttons=(1, 0, 0), touch=False),
            mk(pygame.MOUSEBUTTONUP, pos=b, button=1, touch=False)]


def measure(seconds: float, game_id: str, storm: bool, every: float) -> dict:
    import pygame

    from client.app import App
    from game import registry
    from game.session import Session
    from game.settings import Settings
    from scenes.tables import play_scene

    app = App(settings=Settings(), persist_settings=False, window_size=(1280, 720))
    app.settings.automaton_speed = "instant"
    app.prefetch_sprites = app.release_memory = True  # as the client does
    game = registry.get(game_id)
    rng = random.Random(1)
    start = time.perf_counter()
    curve: list[tuple[float, float]] = [(0.0, round(rss_mb(), 1))]
    after_first: float | None = None
    games = 0
    frame = 0
    while time.perf_counter() - start < seconds:
        session = Session(game, table_setup(game), 100 + games)
        scene = play_scene(game)(app, session)
        if app.scenes:
            app.replace(scene)
        else:
            app.push(scene)
        app.bot_driver.warm(game.id)
        waited = 0  # frames of your turn without a move played
        asked = -1  # the log's length when you last asked for a suggestion
        while not session.state.is_over and time.perf_counter() - start < seconds:
            if scene.players_turn and not scene.holding():
                if scene.suggestion is not None:
                    scene.suggestions.accept()
                    waited = 0
                elif not scene.thinking and asked != len(session.log):
                    scene.suggestions.request()
                    asked = len(session.log)
                waited += 1
                if waited > 240:  # no suggestion came: play the first legal move
                    seat = next(iter(session.state.to_move()))
                    scene.propose(session.state.legal_actions(seat)[0])
                    waited = 0
            else:
                waited = 0
            x = 640 + int(300 * math.cos(frame / 20))
            y = 360 + int(200 * math.sin(frame / 30))
            events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0), touch=False)]
            if storm and frame % 3 == 0:
                events += storm_events(rng, app.window.get_size())
            if storm and frame % 300 == 299:
                size = (rng.randrange(800, 1920), rng.randrange(500, 1080))
                events.append(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            app.frame(1 / 60, events)
            frame += 1
            now = time.perf_counter() - start
            if now - curve[-1][0] >= every:
                curve.append((round(now, 1), round(rss_mb(), 1)))
        games += session.state.is_over
        if games == 1 and after_first is None:
            after_first = rss_mb()
            curve.append((round(time.perf_counter() - start, 1), round(after_first, 1)))
    caches = cache_misses()
    for s in reversed(app.scenes):
        s.exit()
    app.shutdown()
    curve.append((round(time.perf_counter() - start, 1), round(rss_mb(), 1)))
    return {"game": game_id, "storm": storm, "seconds": round(time.perf_counter() - start, 1), "games": games,
            "frames": frame, "peak_mb": max(mb for _, mb in curve),
            "after_first_game_mb": round(after_first, 1) if after_first else None,
            "cache_misses_per_frame": round(caches / max(1, frame), 3), "curve": curve}


def cache_misses() -> int:
    """The pictures every picture cache built (a budget too small for a frame's drawing misses at
    every frame)."""
    import gc

    from scenes.widgets.cache import SurfaceCache

    return sum(o.misses for o in gc.get_objects() if isinstance(o, SurfaceCache))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=600.0)
    ap.add_argument("--game", default=None, help="a registered game's id (default: every game, in turn)")
    ap.add_argument("--storm", action="store_true", help="random clicks, drags and window resizes too")
    ap.add_argument("--every", type=float, default=5.0, help="seconds between samples of the curve")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        for key, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"),
                           ("PYGAME_HIDE_SUPPORT_PROMPT", "1")):
            os.environ.setdefault(key, value)
        print(json.dumps(measure(args.seconds, args.game, args.storm, args.every)), flush=True)
        return 0
    for game_id in game_ids(args.game):
        with tempfile.TemporaryDirectory() as home:
            cmd = [sys.executable, __file__, "--child", "--seconds", str(args.seconds), "--game", game_id,
                   "--every", str(args.every)] + (["--storm"] if args.storm else [])
            done = subprocess.run(cmd, env=dict(os.environ, CEMPASUCHIL_HOME=home), check=True,
                                  capture_output=True, text=True)
        result = json.loads(done.stdout.strip().splitlines()[-1])
        print(f"{game_id:9s} {'storm ' if args.storm else ''}{result['seconds']:.0f} s, {result['games']} games: "
              f"peak {result['peak_mb']:.0f} MB, after the first game "
              f"{result['after_first_game_mb'] or float('nan'):.0f} MB (target: peak < 300 MB, flat after the first game); "
              f"pictures drawn again {result['cache_misses_per_frame']} a frame")
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
