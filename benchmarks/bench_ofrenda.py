"""Ofrenda: bot strength and speed, through ``python -m game sim``'s own code (its CLI JSON, or its
``play_game``).

Solo: the hint bot over N seeded games (seeds S, S+1, ...): mean score, the spread over the solo
tiers (from data/ofrenda/solo.yaml) and the share of 110+ games. Targets: mean >= 105, 110+ in
at least 45 % of games.

Two players: Hard against Easy and Easy against random over N games, seats alternated (the first
half with the stronger bot in seat 1 on seeds S..S+N/2-1, the second half in seat 2 on the next
N/2 seeds), ties counting half. Targets (a ladder of levels, each a fair step up):

* Hard beats Easy in at least 65 % of games;
* Easy's lead over random exceeds Hard's lead over Easy, both by win rate and by mean margin
  (an Easy close to Hard, or one that plays like random, misses it).

Every bot's decisions are timed on their own (a single legal move is not a decision): median
under 1 s and p95 under 2 s.

    python benchmarks/bench_ofrenda.py [--games 200] [--seed 1] [--only solo|duel] [--jobs 2] [--json]

Exit status 1 if a target is missed. The figures go in the issue's closing note.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SOLO_MEAN, SOLO_110 = 105.0, 0.45
HARD_OVER_EASY = 0.65
DECISION_MEDIAN_MS, DECISION_P95_MS = 1000.0, 2000.0


def sim(*args: str) -> dict:
    """Run ``python -m game sim ...`` in-process and return its JSON object."""
    from game import cli

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = cli.main(["sim", *args])
    if status != 0:
        raise SystemExit(f"sim {' '.join(args)} failed (exit {status})")
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


JOBS = 1  # processes that play the games (--jobs); the figures do not depend on it


def sims(arglists: list[tuple]) -> list[dict]:
    """Several ``sim`` runs, in ``JOBS`` processes at once."""
    if JOBS <= 1 or len(arglists) == 1:
        return [sim(*a) for a in arglists]
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=JOBS) as pool:
        return list(pool.map(_sim_star, arglists))


def _sim_star(args: tuple) -> dict:
    return sim(*args)


def solo(games: int, seed: int, bot: str = "hint") -> dict:
    # seeds seed .. seed+games-1, split into consecutive chunks played side by side
    chunks = max(1, min(JOBS, games))
    sizes = [games // chunks + (1 if i < games % chunks else 0) for i in range(chunks)]
    starts = [seed + sum(sizes[:i]) for i in range(chunks)]
    parts = sims([("ofrenda", "--mode", "solo", "--games", str(n), "--seed", str(s0), "--bot", bot)
                  for n, s0 in zip(sizes, starts) if n])
    res = {"scores": [x for part in parts for x in part["scores"]],
           "decision_ms_median": max(part["decision_ms_median"] for part in parts),
           "decision_ms_p95": max(part["decision_ms_p95"] for part in parts)}
    res["mean_score"] = round(sum(res["scores"]) / len(res["scores"]), 3) if res["scores"] else 0.0
    scores = res["scores"]
    share = sum(1 for s in scores if s >= 110) / len(scores) if scores else 0.0
    return {"bot": bot, "games": len(scores), "seed": seed, "mean_score": res["mean_score"],
            "share_110": round(share, 3), "tiers": dict(tier_counts(scores)),
            "decision_ms_median": res["decision_ms_median"], "decision_ms_p95": res["decision_ms_p95"]}


def _duel_game(job: tuple) -> tuple:
    """One two-player game as ``sim`` plays it: (strong's share of the win, strong's score, weak's score,
    strong's decision ms, weak's decision ms)."""
    from game import cli, registry
    from game.protocol import SeatSetup, Setup

    strong, weak, seed, strong_seat = job
    game = registry.get("ofrenda")
    names = [strong, weak] if strong_seat == 0 else [weak, strong]
    setup = game.validate_setup(Setup("multi", tuple(SeatSetup("bot", f"{b.title()} {i + 1}", b)
                                                     for i, b in enumerate(names))))
    times: dict[int, list[float]] = {0: [], 1: []}
    outcome = cli.play_game(game, setup, seed, times).outcome()
    share = (1.0 / len(outcome.winners)) if strong_seat in outcome.winners else 0.0
    return (share, outcome.scores[strong_seat], outcome.scores[1 - strong_seat], times[strong_seat],
            times[1 - strong_seat])


def _mean(xs: list) -> float:
    return round(sum(xs) / len(xs), 2) if xs else 0.0


def duel(strong: str, weak: str, games: int, seed: int) -> dict:
    """``strong`` against ``weak`` in two-player Ofrenda, seats alternated; ties count half."""
    from common import pool_map, timing

    half = games // 2
    work = [(strong, weak, seed + i, 0) for i in range(half)] + \
        [(strong, weak, seed + half + i, 1) for i in range(games - half)]
    results = pool_map(_duel_game, work, JOBS, f"{strong} vs {weak}")
    n = len(results)
    wins = sum(r[0] for r in results)
    out = {"strong": strong, "weak": weak, "games": n, "seed": seed, "wins": wins,
           "win_rate": round(wins / n, 3) if n else 0.0,
           "mean_margin": _mean([r[1] - r[2] for r in results]),
           "mean_score": {strong: _mean([r[1] for r in results]), weak: _mean([r[2] for r in results])},
           "decisions": {strong: timing([t for r in results for t in r[3]]),
                         weak: timing([t for r in results for t in r[4]])}}
    # the slower bot's figures, as the whole matchup's (the targets hold for every bot)
    out["decision_ms_median"] = max(d["decision_ms_median"] for d in out["decisions"].values())
    out["decision_ms_p95"] = max(d["decision_ms_p95"] for d in out["decisions"].values())
    return out


def ladder_checks(he: dict, er: dict) -> list[tuple[str, bool, str]]:
    """The strength targets of the levels, each as (target, met, figures)."""
    return [
        ("Hard beats Easy >= 65%", he["win_rate"] >= HARD_OVER_EASY,
         f"{100 * he['win_rate']:.1f}% of {he['games']} games"),
        ("Easy's lead over random exceeds Hard's lead over Easy, by win rate", er["win_rate"] > he["win_rate"],
         f"Easy over random {100 * er['win_rate']:.1f}% vs Hard over Easy {100 * he['win_rate']:.1f}%"),
        ("Easy's lead over random exceeds Hard's lead over Easy, by margin", er["mean_margin"] > he["mean_margin"],
         f"Easy over random {er['mean_margin']:+.1f} points vs Hard over Easy {he['mean_margin']:+.1f}"),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=("solo", "duel"), default=None)
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games side by side")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    args = parser.parse_args(argv)
    global JOBS
    JOBS = max(1, args.jobs)

    report: dict = {}
    misses: list[str] = []
    if args.only in (None, "solo"):
        r = report["solo_hint"] = solo(args.games, args.seed)
        if r["mean_score"] < SOLO_MEAN:
            misses.append(f"solo hint mean {r['mean_score']} < {SOLO_MEAN}")
        if r["share_110"] < SOLO_110:
            misses.append(f"solo hint 110+ share {r['share_110']} < {SOLO_110}")
    checks: list[tuple[str, bool, str]] = []
    if args.only in (None, "duel"):
        he = report["hard_vs_easy"] = duel("hard", "easy", args.games, args.seed)
        er = report["easy_vs_random"] = duel("easy", "random", args.games, args.seed)
        checks = ladder_checks(he, er)
        report["ladder"] = [{"target": t, "met": ok, "figures": f} for t, ok, f in checks]
        misses += [f"{t}: {f}" for t, ok, f in checks if not ok]
    for name, r in report.items():
        if name == "ladder":
            continue
        timed = r.get("decisions", {"": r})
        for bot, d in timed.items():
            if d["decision_ms_median"] > DECISION_MEDIAN_MS or d["decision_ms_p95"] > DECISION_P95_MS:
                misses.append(f"{name}{' ' + bot if bot else ''}: decisions {d['decision_ms_median']} ms median, "
                              f"{d['decision_ms_p95']} ms p95")
    report["targets_missed"] = misses

    if args.json:
        print(json.dumps(report))
    else:
        if "solo_hint" in report:
            r = report["solo_hint"]
            print(f"solo, hint bot: {r['games']} games from seed {r['seed']}")
            print(f"  mean {r['mean_score']:.2f}, 110+ in {100 * r['share_110']:.1f}% (targets {SOLO_MEAN}, "
                  f"{100 * SOLO_110:.0f}%)")
            print("  tiers " + "  ".join(f"{k}: {v}" for k, v in r["tiers"].items()))
            print(f"  decision ms median {r['decision_ms_median']:.2f}, p95 {r['decision_ms_p95']:.2f}")
        for key in ("hard_vs_easy", "easy_vs_random"):
            if key in report:
                r = report[key]
                a, b = r["strong"], r["weak"]
                print(f"two players, {a} vs {b}: {r['games']} games from seed {r['seed']}, seats alternated")
                print(f"  {a} wins {r['wins']:g} ({100 * r['win_rate']:.1f}%), mean margin "
                      f"{r['mean_margin']:+.1f} points (mean scores: {a} {r['mean_score'][a]:.1f}, "
                      f"{b} {r['mean_score'][b]:.1f})")
                for bot, d in r["decisions"].items():
                    print(f"  {bot}: {d['decisions']} decisions, ms median {d['decision_ms_median']:.1f}, "
                          f"p95 {d['decision_ms_p95']:.1f}, max {d['decision_ms_max']:.1f}")
        for target, ok, figures in checks:
            print(f"{'met   ' if ok else 'MISSED'}  {target}: {figures}")
        print("targets: " + ("all met" if not misses else "MISSED: " + "; ".join(misses)))
    return 1 if misses else 0


if __name__ == "__main__":
    raise SystemExit(main())
