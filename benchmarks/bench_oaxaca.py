"""Oaxaca: Crafts of a Culture: how strong and how quick the bots are.

Solo ("Customer Satisfaction"): the ``hard`` bot over N seeded games, exactly as
``python -m game sim oaxaca --mode solo --games N --seed S --bot hard`` plays them (game i on seed
S+i, the bot seeded the same way): the mean score, the share of games in each review band
(sim's ``bands``), the share of 45+ games, the lowest and highest scores. Target: a mean of at
least 45.

Two players: Hard against Easy and Easy against random over N games each (seeds S, S+1, ...),
seats alternated (the first bot sits first on odd game numbers, second on even ones), ties
counting half. Targets: Hard wins at least 65 %; Easy beats random by more than Hard beats Easy.

Every match also times the first bot's decisions, as ``sim`` does (each ``decide`` call):
target median under 1 s, p95 under 2 s. Games run in ``--jobs`` processes; the figures do not
depend on it.

    python benchmarks/bench_oaxaca.py [--games 200] [--seed 1] [--jobs 2] [--only solo,hard-easy,easy-random] [--json]

Exit status 1 if a target is missed. The figures go in the issue's closing note.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from common import check_speed, decisions_line, duel, finish, parser, solo_scores  # noqa: E402

GAME = "oaxaca"
SOLO_MEAN = 45.0
MATCHES = {"hard-easy": ("hard", "easy", 0.65), "easy-random": ("easy", "random", None)}
ALL = ("solo",) + tuple(MATCHES)


def solo(games: int, seed: int, jobs: int, bot: str = "hard") -> dict:
    """``solo_scores`` with the review bands and the share of 45+ games."""
    from game import registry

    data = registry.get(GAME).load_data()
    out = solo_scores(GAME, bot, games, seed, jobs)
    bands = {r.title: 0 for r in data.reviews}
    for s in out["scores"]:
        bands[data.review(s).title] += 1
    out.update(bands=bands, band_shares={k: round(v / games, 3) for k, v in bands.items()} if games else {},
               share_45=round(sum(1 for s in out["scores"] if s >= 45) / games, 3) if games else 0.0)
    return out


def main(argv: list[str] | None = None) -> int:
    p = parser(__doc__, ALL)
    args = p.parse_args(argv)
    report: dict = {}
    misses: list[str] = []
    for name in args.only.split(","):
        if name not in ALL:
            p.error(f"unknown part {name!r}; known: {', '.join(ALL)}")
        if name == "solo":
            r = report["solo"] = solo(args.games, args.seed, args.jobs)
            if r["mean_score"] < SOLO_MEAN:
                misses.append(f"solo hard mean {r['mean_score']} < {SOLO_MEAN}")
            if not args.json:
                print(f"solo, hard bot: {r['games']} games from seed {r['seed']} ({r['seconds_per_game']:.1f} s a game)")
                print(f"  mean {r['mean_score']:.2f} (target {SOLO_MEAN}), 45+ in {100 * r['share_45']:.1f}%, "
                      f"min {r['min']}, max {r['max']}")
                print("  bands " + "  ".join(f"{k}: {v} ({100 * r['band_shares'][k]:.1f}%)"
                                             for k, v in r["bands"].items()))
        else:
            first, second, target = MATCHES[name]
            r = report[name] = duel(GAME, "multi", first, second, args.games, args.seed, args.jobs)
            if target is not None and r["win_rate"] < target:
                misses.append(f"{first} beats {second} {r['win_rate']} < {target}")
            if not args.json:
                print(f"two players, {first} vs {second}: {r['games']} games from seed {r['seed']}, seats alternated "
                      f"({r['seconds_per_game']:.1f} s a game)")
                print(f"  {first} wins {r['wins']:g} ({100 * r['win_rate']:.1f}%), mean margin "
                      f"{r['mean_margin']:+.2f} points")
        check_speed(name, r, misses)
        if not args.json:
            print(decisions_line(r), flush=True)
    if "hard-easy" in report and "easy-random" in report and \
            report["easy-random"]["win_rate"] <= report["hard-easy"]["win_rate"]:
        misses.append("easy beats random no more often than hard beats easy")
    return finish(report, misses, args.json)


if __name__ == "__main__":
    raise SystemExit(main())
