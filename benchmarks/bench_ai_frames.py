"""Frame times while the AI thinks: the window must never freeze.

A four-player game (you and three Hard AI seats; Ofrenda with Common Goals, or another game
with ``--game muertos``, ``--game oaxaca``...): you end a turn, the three AI seats think in turn, and the table keeps drawing frames at up to 60 per second with the pointer
moving over it. Prints the work time per frame (p50, p95, max) and how many AI decisions were
made meanwhile, for the bot worker process (the client's way) and, for comparison, a thread
sharing the interpreter lock with the frame loop. Target: p95 under 8 ms with the worker process.

    python benchmarks/bench_ai_frames.py [--seconds 20] [--modes process,thread] [--game ofrenda|muertos|oaxaca]
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def measure(seconds: float, game_id: str = "ofrenda") -> dict:
    import pygame

    from game import registry
    from game.app import App
    from game.protocol import SeatSetup, Setup
    from game.rules.ofrenda import DiscardPortrait, EndTurn, Phase, PlacePortrait, SkipCandle, TakePortrait
    from game.session import Session
    from game.settings import Settings
    from scenes.ofrenda import OfrendaScene

    app = App(settings=Settings(), persist_settings=False, window_size=(1280, 720))
    app.settings.automaton_speed = "instant"  # the AI moves as soon as it has decided
    game = registry.get(game_id)
    others = tuple(SeatSetup("bot", n, "hard") for n in ("Rosa", "Diego", "Lupita"))
    if game_id == "ofrenda":
        setup = Setup("multi", (SeatSetup("human", "You"),) + others, {"goals": True})
    else:  # the mode that seats the most, up to four (you and Hard AIs)
        mode = max((m for m in game.modes if m.players[1] >= 2), key=lambda m: min(4, m.players[1]))
        n = min(4, mode.players[1])
        setup = game.validate_setup(Setup(mode.id, (SeatSetup("human", "You"),) + others[:n - 1]))
    session = Session(game, setup, 7)
    scene = OfrendaScene(app, session) if game_id == "ofrenda" else registry.load_object(game.scene)(app, session)
    app.push(scene)
    app.bot_driver.warm(game.id)
    times: list[float] = []
    decisions = 0
    t_end = time.perf_counter() + seconds
    frame = 0
    clock = pygame.time.Clock()
    while time.perf_counter() < t_end:
        if game_id != "ofrenda":
            if 0 in session.state.to_move() and not scene.holding():  # our move: the first legal one
                scene.propose(session.state.legal_actions(0)[0])
            if session.state.is_over:
                break
        elif scene.players_turn:  # our turn: play it at once, so the AI seats think again
            scene.propose(TakePortrait(0))
            if scene.state.phase is Phase.TAKE_CANDLE:
                scene.propose(SkipCandle())
            hand = scene.view.you.hand
            free = [s for s in scene.slot_rects if scene.why_illegal(PlacePortrait(hand[0], s)) is None]
            scene.propose(PlacePortrait(hand[0], free[0]) if free else DiscardPortrait(hand[0]))
            if scene.state.phase is Phase.DECORATE and scene.state.current == 0:
                scene.propose(EndTurn())
            if scene.state.is_over:
                break
        before = len(session.log)
        x = 640 + int(300 * math.cos(frame / 20))
        y = 360 + int(200 * math.sin(frame / 30))
        ev = pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0), touch=False)
        t0 = time.perf_counter()
        app.frame(1 / 60, [ev])
        times.append((time.perf_counter() - t0) * 1000)
        decisions += sum(1 for e in session.log[before:] if e.seat != 0)
        frame += 1
        clock.tick(60)
    for s in reversed(app.scenes):
        s.exit()
    app.shutdown()
    return {"frames": len(times), "p50": statistics.median(times), "p95": percentile(times, 95),
            "max": max(times), "decisions": decisions}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--modes", default="process,thread")
    ap.add_argument("--child", default=None)
    ap.add_argument("--game", default="ofrenda", help="a registered game: ofrenda, muertos, oaxaca...")
    args = ap.parse_args()
    if args.child:
        os.environ["CEMPASUCHIL_BOT_WORKER"] = args.child
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        r = measure(args.seconds, args.game)
        print(f"{args.child:8s} frames {r['frames']:5d}  work per frame p50 {r['p50']:.2f} ms, p95 {r['p95']:.2f} ms, "
              f"max {r['max']:.1f} ms  ({r['decisions']} AI moves meanwhile)")
        return 0
    for mode in args.modes.split(","):
        with tempfile.TemporaryDirectory() as home:
            env = dict(os.environ, CEMPASUCHIL_HOME=home)
            subprocess.run([sys.executable, __file__, "--child", mode, "--seconds", str(args.seconds),
                            "--game", args.game], env=env,
                           check=True)
    print(f"machine load average: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores (target: p95 < 8 ms, process)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
