"""The command line: ``play`` (default), ``sim`` and ``shot``. Its JSON output is a stable interface."""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time


def _emit(args, out: dict) -> None:
    """Print the command's JSON object, and write it to ``--json-out`` when given.

    A windowed build (Windows, macOS) has no console, so the file is how its output is read.
    """
    text = json.dumps(out)
    print(text)
    if getattr(args, "json_out", None):
        _write(args.json_out, text)


def _fail(args, message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    if getattr(args, "json_out", None):
        try:
            _write(args.json_out, json.dumps({"error": message}))
        except OSError:
            pass
    return 2


def _write(path: str, text: str) -> None:
    from pathlib import Path

    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text + "\n", encoding="utf-8")


def _sim(args) -> int:
    from game import registry
    from game.ai import make_bot
    from game.session import Session

    try:
        game = registry.get(args.game)
        game.mode(args.mode)
        make_bot(game, args.bot)
    except KeyError as err:
        return _fail(args, err.args[0])
    scores: list[int] = []
    decision_ms: list[float] = []
    start = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        session = Session(game, args.mode, seed)
        bot = make_bot(game, args.bot, seed=seed)
        while not session.state.is_over:
            if session.state.automaton_to_move:
                session.apply_automaton()
                continue
            t0 = time.perf_counter()
            action = bot.choose(session.state, session.state.current)
            decision_ms.append((time.perf_counter() - t0) * 1000)
            session.apply(action)
        scores.append(session.state.score(0).total)
    elapsed = time.perf_counter() - start
    decision_ms.sort()
    out = {
        "game": game.id,
        "mode": args.mode,
        "bot": args.bot,
        "games": args.games,
        "seed": args.seed,
        "scores": scores,
        "mean_score": round(statistics.fmean(scores), 3) if scores else 0.0,
        "games_per_second": round(args.games / elapsed, 3) if elapsed > 0 else 0.0,
        "decision_ms_median": round(statistics.median(decision_ms), 3) if decision_ms else 0.0,
        "decision_ms_p95": round(decision_ms[min(len(decision_ms) - 1, int(0.95 * len(decision_ms)))], 3)
        if decision_ms else 0.0,
    }
    _emit(args, out)
    return 0


def _shot(args) -> int:
    from game.shots import render_shot

    try:
        path = render_shot(args.scene, seed=args.seed, out=args.out, turn=args.turn,
                           size=(args.width, args.height))
    except KeyError as err:
        return _fail(args, err.args[0])
    _emit(args, {"scene": args.scene, "seed": args.seed, "turn": args.turn, "out": str(path)})
    return 0


def _play(args) -> int:
    from game.app import run

    return run(smoke_frames=args.smoke_frames, ready_file=args.ready_file)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game", description="Cempasúchil: Día de los Muertos games.")
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="start the game window (the default)")
    play.add_argument("--smoke-frames", type=int, default=0, help="draw N frames, then quit (for checks)")
    play.add_argument("--ready-file", default=None, help="write this file once the first frame is drawn")
    play.set_defaults(func=_play)

    sim = sub.add_parser("sim", help="play whole games headless and print one JSON object")
    sim.add_argument("game")
    sim.add_argument("--mode", default="solo")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--bot", default="hint")
    sim.add_argument("--json-out", default=None, metavar="FILE", help="also write the JSON object to FILE")
    sim.set_defaults(func=_sim)

    shot = sub.add_parser("shot", help="render a scene headless to a PNG")
    shot.add_argument("scene", help="menu, ofrenda, ofrenda-end, ...")
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--out", required=True)
    shot.add_argument("--turn", type=int, default=1)
    shot.add_argument("--width", type=int, default=1280)
    shot.add_argument("--height", type=int, default=720)
    shot.add_argument("--json-out", default=None, metavar="FILE", help="also write the JSON object to FILE")
    shot.set_defaults(func=_shot)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["play", *(argv or sys.argv[1:])])
    return args.func(args)
