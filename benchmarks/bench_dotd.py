"""Die of the Dead: Ofrenda Variant: how strong and how quick the bots are.

Solo: each bot named in ``--solo`` (default ``hard,easy``) over N seeded games, exactly as
``python -m game sim dotd --mode solo --games N --seed S --bot BOT`` plays them (game i on seed
S+i, the bot seeded the same way): the mean steps climbed, the share of games reaching the good
mark (12 steps) and the perfect mark (18), the lowest and highest. Targets, for the Hard bot: a
mean of at least 13 and 12 or more in at least 85 % of games.

Two players: Hard against Easy and Easy against random over N games each (seeds S, S+1, ...),
seats alternated (the first bot sits first on odd game numbers, second on even ones), ties
counting half. Targets: Hard wins at least 65 %; Easy beats random by more than Hard beats Easy,
both by win rate and by mean margin (a fair ladder).

Every part times the decisions of the bot it measures (the solo bot, the first bot of a match)
as ``sim`` does (each ``decide`` call; a single legal move is no decision): target median under
1 s and p95 under 2 s. Games run in ``--jobs`` processes; the figures do not depend on it.

    python benchmarks/bench_dotd.py [--games 200] [--seed 1] [--jobs 2] [--solo hard,easy]
                                    [--only solo,hard-easy,easy-random] [--json]

Exit status 1 if a target is missed. The figures go in the issue's closing note.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from common import Timed, pool_map, timing  # noqa: E402  (benchmarks/common.py)

GAME = "dotd"
SOLO_MEAN, SOLO_GOOD_SHARE = 13.0, 0.85
MATCHES = {"hard-easy": ("hard", "easy", 0.65), "easy-random": ("easy", "random", None)}
ALL = ("solo",) + tuple(MATCHES)
DECISION_MEDIAN_MS, DECISION_P95_MS = 1000.0, 2000.0


def play_solo(job: tuple[str, int]) -> tuple[int, list[float], float]:
    """One solo game as ``sim`` plays it: (steps climbed, decision ms, seconds)."""
    from game import registry
    from game.ai import make_bot
    from game.protocol import SeatSetup, Setup
    from game.session import Session

    bot, seed = job
    game = registry.get(GAME)
    setup = game.validate_setup(Setup("solo", (SeatSetup("bot", "Bot", bot),)))
    session = Session(game, setup, seed)
    timings: list[float] = []
    start = time.perf_counter()
    session.advance({0: Timed(make_bot(game, bot, 0, seed), timings)}, collect=False)
    return session.state.outcome().scores[0], timings, time.perf_counter() - start


def play_duel(job: tuple[str, str, int, int]) -> tuple[float, int, list[float], float]:
    """One two-player game: (the first bot's share of the win, its margin, its decision ms, seconds)."""
    from game import registry
    from game.ai import make_bot
    from game.protocol import SeatSetup, Setup
    from game.session import Session

    first, second, seed, index = job
    game = registry.get(GAME)
    seat = 0 if index % 2 == 1 else 1  # the first bot's seat: first on odd game numbers
    names = [first, second] if seat == 0 else [second, first]
    setup = game.validate_setup(Setup("multi", tuple(SeatSetup("bot", f"{b} {i}", b) for i, b in enumerate(names))))
    session = Session(game, setup, seed)
    timings: list[float] = []
    players = {i: make_bot(game, b, i, seed) for i, b in enumerate(names)}
    players[seat] = Timed(players[seat], timings)
    start = time.perf_counter()
    session.advance(players, collect=False)
    out = session.state.outcome()
    share = 1.0 / len(out.winners) if seat in out.winners else 0.0
    return share, out.scores[seat] - out.scores[1 - seat], timings, time.perf_counter() - start


def solo(bot: str, games: int, seed: int, jobs: int) -> dict:
    from game import registry

    data = registry.get(GAME).load_data()
    results = pool_map(play_solo, [(bot, seed + i) for i in range(games)], jobs, f"solo {bot}")
    scores = [r[0] for r in results]
    out = {"bot": bot, "games": games, "seed": seed, "scores": scores,
           "mean_score": round(statistics.fmean(scores), 3) if scores else 0.0,
           "min": min(scores, default=0), "max": max(scores, default=0),
           "seconds_per_game": round(statistics.fmean(r[2] for r in results), 2) if results else 0.0}
    for mark in data.marks:  # the good (12) and perfect (18) marks
        out[f"share_{mark.steps}"] = round(sum(1 for s in scores if s >= mark.steps) / games, 3) if games else 0.0
    out.update(timing([t for r in results for t in r[1]]))
    return out


def duel(first: str, second: str, games: int, seed: int, jobs: int) -> dict:
    work = [(first, second, seed + i, i + 1) for i in range(games)]
    results = pool_map(play_duel, work, jobs, f"{first} vs {second}")
    wins = sum(r[0] for r in results)
    out = {"first": first, "second": second, "games": games, "seed": seed, "wins": wins,
           "win_rate": round(wins / games, 3) if games else 0.0,
           "mean_margin": round(statistics.fmean(r[1] for r in results), 2) if results else 0.0,
           "seconds_per_game": round(statistics.fmean(r[3] for r in results), 2) if results else 0.0}
    out.update(timing([t for r in results for t in r[2]]))
    return out


def _slow(name: str, r: dict, misses: list[str]) -> None:
    if r["decision_ms_median"] > DECISION_MEDIAN_MS or r["decision_ms_p95"] > DECISION_P95_MS:
        misses.append(f"{name}: decisions {r['decision_ms_median']} ms median, {r['decision_ms_p95']} ms p95")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--solo", default="hard,easy", help="the bots measured solo, comma separated")
    parser.add_argument("--only", default=",".join(ALL), help="comma separated: " + ", ".join(ALL))
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    args = parser.parse_args(argv)

    report: dict = {}
    misses: list[str] = []
    for name in args.only.split(","):
        if name not in ALL:
            parser.error(f"unknown part {name!r}; known: {', '.join(ALL)}")
        if name == "solo":
            report["solo"] = {}
            for bot in args.solo.split(","):
                r = report["solo"][bot] = solo(bot, args.games, args.seed, args.jobs)
                if bot == "hard":
                    if r["mean_score"] < SOLO_MEAN:
                        misses.append(f"solo hard mean {r['mean_score']} < {SOLO_MEAN}")
                    if r["share_12"] < SOLO_GOOD_SHARE:
                        misses.append(f"solo hard reaches 12 in {r['share_12']} < {SOLO_GOOD_SHARE}")
                    _slow("solo hard", r, misses)
                if not args.json:
                    print(f"solo, {bot} bot: {r['games']} games from seed {r['seed']} ({r['seconds_per_game']:.1f} s a game)")
                    target = f" (target {SOLO_MEAN:g}, 12+ in {100 * SOLO_GOOD_SHARE:.0f}%)" if bot == "hard" else ""
                    print(f"  mean {r['mean_score']:.2f}{target}, 12+ in {100 * r['share_12']:.1f}%, "
                          f"18+ in {100 * r['share_18']:.1f}%, min {r['min']}, max {r['max']}")
                    print(f"  {r['decisions']} decisions: median {r['decision_ms_median']:.1f} ms, p95 "
                          f"{r['decision_ms_p95']:.0f} ms, max {r['decision_ms_max']:.0f} ms", flush=True)
            continue
        first, second, target = MATCHES[name]
        r = report[name] = duel(first, second, args.games, args.seed, args.jobs)
        if target is not None and r["win_rate"] < target:
            misses.append(f"{first} beats {second} {r['win_rate']} < {target}")
        _slow(name, r, misses)
        if not args.json:
            print(f"two players, {first} vs {second}: {r['games']} games from seed {r['seed']}, seats alternated "
                  f"({r['seconds_per_game']:.1f} s a game)")
            print(f"  {first} wins {r['wins']:g} ({100 * r['win_rate']:.1f}%), mean margin {r['mean_margin']:+.2f} steps")
            print(f"  {r['decisions']} decisions of {first}: median {r['decision_ms_median']:.1f} ms, p95 "
                  f"{r['decision_ms_p95']:.0f} ms, max {r['decision_ms_max']:.0f} ms", flush=True)
    if "hard-easy" in report and "easy-random" in report:
        he, er = report["hard-easy"], report["easy-random"]
        if er["win_rate"] < he["win_rate"]:
            misses.append("easy beats random less often than hard beats easy")
        if er["mean_margin"] <= he["mean_margin"]:
            misses.append("easy's margin over random is no larger than hard's over easy")
    report["targets_missed"] = misses
    if args.json:
        print(json.dumps(report))
    else:
        print("targets: " + ("all met" if not misses else "MISSED: " + "; ".join(misses)))
    return 1 if misses else 0


if __name__ == "__main__":
    raise SystemExit(main())
