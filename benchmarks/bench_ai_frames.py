"""Frame times while the AI thinks: the window must never freeze.

For each registered game (or the one ``--game`` names): a game of you and Hard AI seats, four
players where the game allows (its mode that seats the most, every optional rule on), you making
the first legal move at once: you end a turn, the AI seats think in turn,
and the table keeps drawing frames at up to 60 per second with the pointer moving over it.
Prints the work time per frame (p50, p95, max), the same for the CPU time of the frame loop's
thread alone (the table's first frame, which paints its static layer and decodes the sprites it
shows, is not AI play: it is reported on a line of its own and left out of these) (what the frame costs, whatever else the machine is doing), and how many AI
decisions were made meanwhile, for the bot worker process (the client's way) and, for
comparison, a thread sharing the interpreter lock with the frame loop. Target: p95 under 8 ms
with the worker process.

``--pointer`` says what the pointer does on your turns: ``wander`` (default: you move at once,
the pointer circles over the table), ``hover`` (it rests on each thing you may point at in turn:
tooltips, hover highlights, previews such as Portents' push arrows) or ``drag`` (it carries
something you may drag across the table, over its drop targets), each for ``--turn-frames``
frames before you move. ``--hotspot KIND`` keeps to the hotspots whose key starts with KIND
(``arrow``, ``hand``, ``market``...). Your-turn frames are reported on a line of their own.

    python benchmarks/bench_ai_frames.py [--seconds 20] [--modes process,thread] [--game ID]
        [--pointer wander|hover|drag] [--hotspot KIND] [--turn-frames 120] [--speed instant|normal]

``--speed`` is the AI pace setting: ``instant`` (the default here, the worst case: every move lands
the moment it is decided, several a second) or ``normal`` (the players' default, a move every 1.2 s).
"""
from __future__ import annotations

import argparse
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from common import Pointer, figures, game_ids, table_setup  # noqa: E402  (benchmarks/common.py)


def measure(seconds: float, game_id: str, pointer: str = "wander", hotspot: str | None = None,
            turn_frames: int = 120, speed: str = "instant") -> dict:
    import pygame

    from client.app import App
    from game import registry
    from game.session import Session
    from game.settings import Settings
    from scenes.tables import play_scene

    app = App(settings=Settings(), persist_settings=False, window_size=(1280, 720))
    app.settings.automaton_speed = speed  # instant: the AI moves as soon as it has decided (the worst case)
    app.prefetch_sprites = True  # as the client does
    game = registry.get(game_id)
    session = Session(game, table_setup(game), 7)
    scene = play_scene(game)(app, session)
    app.push(scene)
    app.bot_driver.warm(game.id)
    hand = Pointer(scene, pointer, hotspot, turn_frames) if pointer != "wander" else None
    waiting = True  # your turn has not had its pointer frames yet
    times: list[float] = []
    cpu: list[float] = []
    turn_times: list[float] = []
    turn_cpu: list[float] = []
    think_times: list[float] = []  # the frames while an AI thinks (a move's own frame is not one)
    repaints: list[int] = []  # per AI-play frame, the table's cached regions it repainted (load-independent work)
    decisions = 0
    opening: dict = {}  # the table's first frame: work and CPU (ms)
    t_end = time.perf_counter() + seconds
    frame = 0
    clock = pygame.time.Clock()
    while time.perf_counter() < t_end:
        yours = scene.players_turn and not scene.holding()
        if not yours:
            waiting = True
        pointing = hand is not None and yours and (hand.busy or (waiting and hand.start()))
        if yours and waiting and hand is not None:
            waiting = False
        if not pointing:  # (while pointing, the pointer works over the table before the move)
            if 0 in session.state.to_move() and not scene.holding():  # our move: the first legal one
                scene.propose(session.state.legal_actions(0)[0])
            if session.state.is_over:
                break
        before = len(session.log)
        if pointing:
            events = hand.events()
        else:
            x = 640 + int(300 * math.cos(frame / 20))
            y = 360 + int(200 * math.sin(frame / 30))
            events = [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0), touch=False)]
        thinking = scene.machines.job is not None  # an AI's decision in flight as the frame starts
        serial = scene.table.picture.serial  # (the still picture)
        c0 = time.thread_time()
        t0 = time.perf_counter()
        app.frame(1 / 60, events)
        work = (time.perf_counter() - t0) * 1000
        spent = (time.thread_time() - c0) * 1000
        if frame == 0:
            opening.update(work=work, cpu=spent)
        elif pointing:
            turn_times.append(work)
            turn_cpu.append(spent)
        else:
            times.append(work)
            cpu.append(spent)
            picture = scene.table.picture
            repaints.append(len(picture.painted) if picture.serial != serial else 0)
            if thinking and len(session.log) == before:  # it still thinks: no move taken in this frame
                think_times.append(work)
        decisions += sum(1 for e in session.log[before:] if e.seat != 0)
        frame += 1
        clock.tick(60)
    for s in reversed(app.scenes):
        s.exit()
    app.shutdown()
    out = figures(times)
    out.update(decisions=decisions, opening=opening, cpu=figures(cpu), turn=figures(turn_times), turn_cpu=figures(turn_cpu),
               thinking=figures(think_times), repaints=repaints)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=20.0)
    ap.add_argument("--modes", default="process,thread")
    ap.add_argument("--child", default=None)
    ap.add_argument("--game", default=None, help="a registered game's id (default: every game, in turn)")
    ap.add_argument("--pointer", default="wander", choices=("wander", "hover", "drag"),
                    help="what the pointer does on your turns before you move")
    ap.add_argument("--hotspot", default=None, help="only hotspots whose key starts with this (arrow, hand...)")
    ap.add_argument("--turn-frames", type=int, default=120, help="frames of pointing on each of your turns")
    ap.add_argument("--speed", default="instant", choices=("instant", "fast", "normal", "slow"),
                    help="the AI's pace setting: instant (default, the worst case: a move lands whenever one is "
                         "decided) or the players' default, normal")
    args = ap.parse_args()
    if args.child:
        os.environ["CEMPASUCHIL_BOT_WORKER"] = args.child
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        r = measure(args.seconds, args.game, args.pointer, args.hotspot, args.turn_frames, args.speed)
        c = r["cpu"]
        print(f"{args.child:8s} frames {r['frames']:5d}  work per frame p50 {r['p50']:.2f} ms, p95 {r['p95']:.2f} ms, "
              f"max {r['max']:.1f} ms  ({r['decisions']} AI moves meanwhile)")
        print(f"{'':8s} {'':12s}  CPU per frame  p50 {c['p50']:.2f} ms, p95 {c['p95']:.2f} ms, max {c['max']:.1f} ms"
              f"  (the frame loop's thread alone)")
        rp = sorted(r["repaints"]) or [0]
        print(f"{'':8s} {'':12s}  regions repainted: {sum(rp)} in all, {sum(rp) / max(1, r['decisions']):.1f} per AI move, "
              f"p95 {rp[min(len(rp) - 1, int(0.95 * len(rp)))]} and max {rp[-1]} a frame")
        o = r["opening"]
        print(f"{'':8s} {'':12s}  the table's first frame (not counted above): work {o['work']:.1f} ms, "
              f"CPU {o['cpu']:.1f} ms")
        k = r["thinking"]
        print(f"{'':8s} {'':12s}  while an AI thinks ({k['frames']} frames; a move's own frame is not one): "
              f"work p50 {k['p50']:.2f} ms, p95 {k['p95']:.2f} ms, max {k['max']:.1f} ms")
        t, tc = r["turn"], r["turn_cpu"]
        if t["frames"]:
            print(f"{'':8s} your turns, pointer {args.pointer}{' on ' + args.hotspot if args.hotspot else ''}: "
                  f"{t['frames']} frames, work p50 {t['p50']:.2f} ms, p95 {t['p95']:.2f} ms, max {t['max']:.1f} ms; "
                  f"CPU p50 {tc['p50']:.2f} ms, p95 {tc['p95']:.2f} ms")
        return 0
    load_before = os.getloadavg()[0]
    for game_id in game_ids(args.game):
        print(game_id, flush=True)
        for mode in args.modes.split(","):
            with tempfile.TemporaryDirectory() as home:
                env = dict(os.environ, CEMPASUCHIL_HOME=home)
                cmd = [sys.executable, __file__, "--child", mode, "--seconds", str(args.seconds), "--game", game_id,
                       "--pointer", args.pointer, "--turn-frames", str(args.turn_frames), "--speed", args.speed]
                if args.hotspot:
                    cmd += ["--hotspot", args.hotspot]
                subprocess.run(cmd, env=env, check=True)
    print(f"AI pace {args.speed}; machine load average: {load_before:.2f} before, {os.getloadavg()[0]:.2f} after, "
          f"on {os.cpu_count()} cores (target: p95 < 8 ms, process)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
