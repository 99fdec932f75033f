"""Suggest against the Hard AI: whole games where one seat plays only what Suggest says.

For every registered game and its main modes: N seeded games (seeds S, S+1, ...) where seat 0 is a
person who always asks for a suggestion and plays it, the other seats Hard AIs; then the same seeds
with a Hard AI in seat 0 (exactly as ``python -m game sim`` plays them). Printed side by side: seat
0's mean score and its share of the wins (ties and draws counting as a share), and how many of the
games went move for move as the Hard AI's did (the same final position).

The suggestion is asked as the table asks it: the worker's own ``decide`` (game.ai.driver) with the
game's suggestion bot (``GameInfo.hint_bot``) on the seat's view, the bot kept between the seat's
decisions as the worker keeps it; a suggestion that is a plan (Portents' whole push) is played step
by step, as "Do it" plays it, while nobody but the automaton moves in between, and asked again
otherwise. Target: Suggest at least as strong as Hard in every game and mode (within the noise of
N games: the figures are for reading, the exit status is 0).

    python benchmarks/bench_suggest.py [--games 2] [--seed 1] [--jobs 2] [--players N] [--only GAME/MODE,...] [--json]

The default size plays each mode's games twice (Suggest, then Hard): a few minutes on a quiet
two-core machine. The figures go in the issue's closing note.
"""
from __future__ import annotations

import hashlib
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from common import mean, parser, pool_map  # noqa: E402

def modes(players: int | None = None) -> list[tuple[str, str, int]]:
    """(game, mode, seats) for every registered game's modes: a table mode at ``players`` seats (kept
    within its range) or, by default, at the count a new game offers first."""
    from game import registry

    out = []
    for game_id in registry.games():
        for spec in registry.get(game_id).modes:
            lo, hi = spec.players
            n = spec.usual_players if players is None else min(max(players, lo), hi)
            out.append((game_id, spec.id, n))
    return out


def _setup(game, mode: str, players: int, first: str):
    from game.protocol import SeatSetup, Setup

    seats = [SeatSetup("human", "You") if first == "suggest" else SeatSetup("bot", "Hard 0", "hard")]
    seats += [SeatSetup("bot", f"Hard {i}", "hard") for i in range(1, players)]
    return game.validate_setup(Setup(mode, tuple(seats)))


def play_by_suggest(game, setup, seed: int, seat: int = 0) -> tuple:
    """One game where ``seat`` plays only what Suggest says (the others are the setup's bots):
    (the finished session, the suggestions asked, the plan steps played without asking again)."""
    from game.ai import make_bot
    from game.ai.driver import decide, forget
    from game.protocol import AUTOMATON
    from game.session import Session

    session = Session(game, setup, seed)
    bots = {s: make_bot(game, spec.bot, s, seed) for s, spec in enumerate(setup.seats) if spec.bot}
    key = f"bench-suggest-{game.id}-{seed}"
    asked = followed = 0
    plan: tuple = ()
    mark = 0  # the log's length after the plan's last step
    try:
        while True:
            session.advance(bots, collect=False)
            state = session.state
            if state.is_over:
                return session, asked, followed
            if seat not in state.to_move():
                raise RuntimeError(f"{game.id}: the game waits for a person who is not seat {seat}")
            log = session.log
            if plan and len(log) >= mark and all(e.seat == AUTOMATON for e in log[mark:]) \
                    and seat in state.to_move() and state.why_illegal(seat, plan[0]) is None:
                action, plan = plan[0], plan[1:]  # "Do it" plays the plan's next step
                followed += 1
            else:
                view = game.view(state, seat)
                choice = decide(game.id, game.hint_bot, seat, seed, key, view, state.legal_actions(seat), None, 0)
                action, plan = choice.action, tuple(choice.steps[1:]) if choice.steps[0] == choice.action else ()
                asked += 1
            session.apply(seat, action)
            mark = len(session.log)
    finally:
        forget(key)


def _result(state, seat: int) -> tuple[float, float | None]:
    out = state.outcome()
    share = None
    if out.contest:
        share = 1.0 / len(out.winners) if seat in out.winners else 0.0
    return out.scores[seat], share


def play_one(job: tuple) -> dict:
    """One game of a mode: seat 0 by Suggest or by Hard."""
    from game import registry
    from game.ai import make_bot
    from game.session import Session

    game_id, mode, players, who, seed = job
    game = registry.get(game_id)
    setup = _setup(game, mode, players, who)
    start = time.perf_counter()
    asked = followed = 0
    if who == "suggest":
        session, asked, followed = play_by_suggest(game, setup, seed)
    else:  # as sim plays it (game.cli.play_game)
        session = Session(game, setup, seed)
        session.advance({s: make_bot(game, spec.bot, s, seed) for s, spec in enumerate(setup.seats)}, collect=False)
    score, share = _result(session.state, 0)
    moves = hashlib.sha256(repr([(e.seat, str(e.action)) for e in session.log]).encode()).hexdigest()
    return {"score": score, "share": share, "moves": moves, "asked": asked, "followed": followed,
            "seconds": time.perf_counter() - start}


def compare(game_id: str, mode: str, players: int, games: int, seed: int, jobs: int) -> dict:
    work = [(game_id, mode, players, who, seed + i) for who in ("suggest", "hard") for i in range(games)]
    results = pool_map(play_one, work, jobs, f"{game_id}/{mode}")
    by = {"suggest": results[:games], "hard": results[games:]}
    out: dict = {"game": game_id, "mode": mode, "players": players, "games": games, "seed": seed}
    for who, rs in by.items():
        shares = [r["share"] for r in rs if r["share"] is not None]
        out[who] = {"scores": [r["score"] for r in rs], "mean_score": mean(r["score"] for r in rs),
                    "win_share": mean(shares, 3) if shares else None,
                    "seconds_per_game": mean(r["seconds"] for r in rs)}
    out["suggest"]["asked"] = sum(r["asked"] for r in by["suggest"])
    out["suggest"]["plan_steps_played"] = sum(r["followed"] for r in by["suggest"])
    out["same_games"] = sum(1 for a, b in zip(by["suggest"], by["hard"]) if a["moves"] == b["moves"])
    return out


def main(argv: list[str] | None = None) -> int:
    import json

    table = modes()
    p = parser(__doc__, [f"{g}/{m}" for g, m, _n in table])
    p.set_defaults(games=2)
    p.add_argument("--players", type=int, default=None,
                   help="seats at the table modes (within each mode's range; default: the count offered first)")
    args = p.parse_args(argv)
    table = modes(args.players)
    parts = [f"{g}/{m}" for g, m, _n in table]
    chosen = [s.strip() for s in args.only.split(",") if s.strip()]
    for name in chosen:
        if name not in parts:
            p.error(f"unknown part {name!r}; known: {', '.join(parts)}")
    report = {}
    for game_id, mode, players in table:
        if f"{game_id}/{mode}" not in chosen:
            continue
        r = report[f"{game_id}/{mode}"] = compare(game_id, mode, players, args.games, args.seed, args.jobs)
        if not args.json:
            s, h = r["suggest"], r["hard"]

            def wins(x) -> str:
                return "" if x["win_share"] is None else f", wins {100 * x['win_share']:.0f}%"
            print(f"{game_id}/{mode} ({players} player{'s' if players > 1 else ''}), {r['games']} games from seed "
                  f"{r['seed']}, seat 0:")
            print(f"  Suggest: mean {s['mean_score']:.2f}{wins(s)}  {s['scores']}  ({s['asked']} asked, "
                  f"{s['plan_steps_played']} plan steps played; {s['seconds_per_game']:.1f} s a game)")
            print(f"  Hard:    mean {h['mean_score']:.2f}{wins(h)}  {h['scores']}  ({h['seconds_per_game']:.1f} s a game)")
            print(f"  the same game move for move: {r['same_games']} of {r['games']}", flush=True)
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
