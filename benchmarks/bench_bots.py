"""Bot strength and speed: each bot plays N solo Ofrenda games through ``python -m game sim``'s code.

For every bot it calls the CLI's ``sim`` command in-process (the very code path players and
tests use, same seeds: ``seed``, ``seed + 1``, ...), reads its JSON, and prints the mean score,
the spread over the solo tiers (0-69, 70-79, 80-89, 90-109, 110+, from data/ofrenda/solo.yaml),
games per second and the median / 95th percentile decision time.

    python benchmarks/bench_bots.py [--games 200] [--seed 1] [--bots hint,random] [--json]

Exit status 1 if the hint bot's mean is below ``--target`` (default 90, the "beautiful ofrenda" tier).
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def run_sim(bot: str, games: int, seed: int) -> dict:
    """Run ``python -m game sim ofrenda --mode solo`` in-process and return its JSON."""
    from game import cli

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = cli.main(["sim", "ofrenda", "--mode", "solo", "--games", str(games), "--seed", str(seed),
                           "--bot", bot])
    if status != 0:
        raise SystemExit(f"sim failed for bot {bot!r} (exit {status})")
    return json.loads(out.getvalue())


def tier_counts(scores: list[int]) -> list[tuple[str, int]]:
    """(range label, games) for each solo tier, lowest first."""
    from game import registry

    tiers = registry.get("ofrenda").load_data().tiers
    mins = [t.min for t in tiers]
    out = []
    for i, lo in enumerate(mins):
        hi = mins[i + 1] - 1 if i + 1 < len(mins) else None
        label = f"{lo}-{hi}" if hi is not None else f"{lo}+"
        out.append((label, sum(1 for s in scores if s >= lo and (hi is None or s <= hi))))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="hint,random", help="comma-separated bot names")
    parser.add_argument("--target", type=float, default=90.0, help="minimum mean score for the hint bot")
    parser.add_argument("--json", action="store_true", help="print one JSON object per bot instead of a table")
    args = parser.parse_args(argv)

    status = 0
    for bot in [b.strip() for b in args.bots.split(",") if b.strip()]:
        res = run_sim(bot, args.games, args.seed)
        scores = res["scores"]
        tiers = tier_counts(scores)
        summary = {
            "bot": bot, "games": res["games"], "seed": res["seed"], "mean_score": res["mean_score"],
            "stdev": round(statistics.pstdev(scores), 2), "min": min(scores), "max": max(scores),
            "median": statistics.median(scores), "tiers": dict(tiers),
            "games_per_second": res["games_per_second"], "decision_ms_median": res["decision_ms_median"],
            "decision_ms_p95": res["decision_ms_p95"],
        }
        if args.json:
            print(json.dumps(summary))
        else:
            print(f"{bot}: {res['games']} games from seed {res['seed']}")
            print(f"  mean {res['mean_score']:.2f}  (sd {summary['stdev']}, median {summary['median']}, "
                  f"min {summary['min']}, max {summary['max']})")
            print("  tiers " + "  ".join(f"{label}: {n} ({100 * n / len(scores):.0f}%)" for label, n in tiers))
            print(f"  {res['games_per_second']:.2f} games/s;  decision ms median {res['decision_ms_median']:.2f}, "
                  f"p95 {res['decision_ms_p95']:.2f}")
        if bot == "hint" and res["mean_score"] < args.target:
            status = 1
    return status


if __name__ == "__main__":
    raise SystemExit(main())
