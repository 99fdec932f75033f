"""Dia de los Muertos: how strong and how quick the bots are.

Three matches of four-player games, partnership against partnership, over N seeded games each
(seeds S, S+1, ...): on odd game numbers the first bot's partnership sits at places 1 and 3
(it holds the Start card as often as chance says either way), on even ones at places 2 and 4.
Ties count half.

* Hard against Easy: target at least 65 %.
* Hard against the rule-based ``heuristic`` bot (low when the trick is lost, the lowest winning
  card, capture pairs): target at least 60 %.
* Easy against random: Easy must beat random more often than Hard beats Easy.

The first bot's decisions are timed (one legal move is not a decision): target median under 1 s, p95
under 2 s. Games run in ``--jobs`` processes; the figures do not depend on it.

    python benchmarks/bench_muertos.py [--games 200] [--seed 1] [--jobs 2] [--only hard-easy,...] [--json]

A long run can be finished in parts: ``--first 181 --games 20`` plays games 181-200 of the same series
(game n always has seed S+n-1 and the same seating), so the parts' wins add up to the whole run's.

Exit status 1 if a target is missed. The figures go in the issue's closing note.
"""
from __future__ import annotations

import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from common import check_speed, finish, mean, parser, play  # noqa: E402  (benchmarks/common.py)

MATCHES = {"hard-easy": ("hard", "easy", 0.65), "hard-heuristic": ("hard", "heuristic", 0.60),
           "easy-random": ("easy", "random", None)}


def play_one(job: tuple[str, str, int, int]) -> tuple[float, int, list[float], float]:
    """One game: (the first bot's share of the win, its pairs minus the other side's, decision ms, seconds)."""
    first, second, seed, index = job
    side = index % 2  # the first bot's partnership: places 0 and 2, or 1 and 3
    bots = [first if place % 2 == side else second for place in range(4)]
    cpu: list[float] = []  # the CPU time of the first bot's decisions
    mine = {seat for seat, bot in enumerate(bots) if bot == first}
    state, timings, seconds = play("muertos", "table", bots, seed, mine, cpu=cpu)
    out = state.outcome()
    share = 1.0 if side in out.winners and (1 - side) not in out.winners else (
        0.5 if side in out.winners else 0.0)
    margin = out.scores[side] - out.scores[1 - side]
    return share, margin, timings, seconds, cpu


def match(first: str, second: str, games: int, seed: int, jobs: int, start: int = 1) -> dict:
    """Games start..start+games-1 of the seeded series: game n has seed ``seed + n - 1``."""
    work = [(first, second, seed + n - 1, n) for n in range(start, start + games)]
    results = []
    with ProcessPoolExecutor(max(1, jobs)) as pool:
        for r in pool.map(play_one, work, chunksize=1):
            results.append(r)
            if len(results) % 10 == 0:  # a running tally on stderr, for long runs
                print(f"  ... {first} vs {second}: {sum(x[0] for x in results):g} of {len(results)}"
                      f" (games {start}-{start + len(results) - 1})",
                      file=sys.stderr, flush=True)
    wins = sum(r[0] for r in results)
    timings = sorted(t for r in results for t in r[2])
    cpu = sorted(t for r in results for t in r[4])
    return {"first": first, "second": second, "games": games, "seed": seed, "first_game": start, "wins": wins,
            "win_rate": round(wins / games, 3) if games else 0.0,
            "mean_margin_pairs": mean(r[1] for r in results), "seconds_per_game": mean(r[3] for r in results),
            "decisions": len(timings),
            "decision_ms_median": round(statistics.median(timings), 1) if timings else 0.0,
            "decision_ms_p95": round(timings[min(len(timings) - 1, int(0.95 * len(timings)))], 1) if timings else 0.0,
            "decision_ms_max": round(timings[-1], 1) if timings else 0.0,
            "decision_cpu_ms_median": round(statistics.median(cpu), 1) if cpu else 0.0,
            "decision_cpu_ms_p95": round(cpu[min(len(cpu) - 1, int(0.95 * len(cpu)))], 1) if cpu else 0.0}


def main(argv: list[str] | None = None) -> int:
    p = parser(__doc__, MATCHES)
    p.add_argument("--first", type=int, default=1, help="the number of the first game (to finish a run in parts)")
    args = p.parse_args(argv)

    report: dict = {}
    misses: list[str] = []
    for name in args.only.split(","):
        first, second, target = MATCHES[name]
        r = report[name] = match(first, second, args.games, args.seed, args.jobs, args.first)
        if target is not None and r["win_rate"] < target:
            misses.append(f"{first} beats {second} {r['win_rate']} < {target}")
        check_speed(name, r, misses)
        if not args.json:
            print(f"{first} vs {second}: games {args.first}-{args.first + r['games'] - 1} of the series from seed "
                  f"{r['seed']}, partnerships alternated")
            print(f"  {first} wins {r['wins']:g} ({100 * r['win_rate']:.1f}%), mean margin "
                  f"{r['mean_margin_pairs']:+.2f} pairs, {r['seconds_per_game']:.1f} s a game")
            print(f"  {r['decisions']} decisions: median {r['decision_ms_median']:.0f} ms, p95 "
                  f"{r['decision_ms_p95']:.0f} ms, max {r['decision_ms_max']:.0f} ms (CPU: median "
                  f"{r['decision_cpu_ms_median']:.0f} ms, p95 {r['decision_cpu_ms_p95']:.0f} ms)", flush=True)
    if "hard-easy" in report and "easy-random" in report and \
            report["easy-random"]["win_rate"] <= report["hard-easy"]["win_rate"]:
        misses.append("easy beats random no more often than hard beats easy")
    return finish(report, misses, args.json)


if __name__ == "__main__":
    raise SystemExit(main())
