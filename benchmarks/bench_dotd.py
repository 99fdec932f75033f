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

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from common import check_speed, decisions_line, duel, finish, parser, solo_scores  # noqa: E402

GAME = "dotd"
SOLO_MEAN, SOLO_GOOD_SHARE = 13.0, 0.85
MATCHES = {"hard-easy": ("hard", "easy", 0.65), "easy-random": ("easy", "random", None)}
ALL = ("solo",) + tuple(MATCHES)


def solo(bot: str, games: int, seed: int, jobs: int) -> dict:
    """``solo_scores`` with the share of games reaching each mark."""
    from game import registry

    data = registry.get(GAME).load_data()
    out = solo_scores(GAME, bot, games, seed, jobs)
    for mark in data.marks:  # the good (12) and perfect (18) marks
        reached = sum(1 for s in out["scores"] if s >= mark.steps)
        out[f"share_{mark.steps}"] = round(reached / games, 3) if games else 0.0
    return out


def main(argv: list[str] | None = None) -> int:
    p = parser(__doc__, ALL)
    p.add_argument("--solo", default="hard,easy", help="the bots measured solo, comma separated")
    args = p.parse_args(argv)
    report: dict = {}
    misses: list[str] = []
    for name in args.only.split(","):
        if name not in ALL:
            p.error(f"unknown part {name!r}; known: {', '.join(ALL)}")
        if name == "solo":
            report["solo"] = {}
            for bot in args.solo.split(","):
                r = report["solo"][bot] = solo(bot, args.games, args.seed, args.jobs)
                if bot == "hard":
                    if r["mean_score"] < SOLO_MEAN:
                        misses.append(f"solo hard mean {r['mean_score']} < {SOLO_MEAN}")
                    if r["share_12"] < SOLO_GOOD_SHARE:
                        misses.append(f"solo hard reaches 12 in {r['share_12']} < {SOLO_GOOD_SHARE}")
                    check_speed("solo hard", r, misses)
                if not args.json:
                    print(f"solo, {bot} bot: {r['games']} games from seed {r['seed']} ({r['seconds_per_game']:.1f} s a game)")
                    target = f" (target {SOLO_MEAN:g}, 12+ in {100 * SOLO_GOOD_SHARE:.0f}%)" if bot == "hard" else ""
                    print(f"  mean {r['mean_score']:.2f}{target}, 12+ in {100 * r['share_12']:.1f}%, "
                          f"18+ in {100 * r['share_18']:.1f}%, min {r['min']}, max {r['max']}")
                    print(decisions_line(r), flush=True)
            continue
        first, second, target = MATCHES[name]
        r = report[name] = duel(GAME, "multi", first, second, args.games, args.seed, args.jobs)
        if target is not None and r["win_rate"] < target:
            misses.append(f"{first} beats {second} {r['win_rate']} < {target}")
        check_speed(name, r, misses)
        if not args.json:
            print(f"two players, {first} vs {second}: {r['games']} games from seed {r['seed']}, seats alternated "
                  f"({r['seconds_per_game']:.1f} s a game)")
            print(f"  {first} wins {r['wins']:g} ({100 * r['win_rate']:.1f}%), mean margin {r['mean_margin']:+.2f} steps")
            print(decisions_line(r, f" of {first}"), flush=True)
    if "hard-easy" in report and "easy-random" in report:
        he, er = report["hard-easy"], report["easy-random"]
        if er["win_rate"] < he["win_rate"]:
            misses.append("easy beats random less often than hard beats easy")
        if er["mean_margin"] <= he["mean_margin"]:
            misses.append("easy's margin over random is no larger than hard's over easy")
    return finish(report, misses, args.json)


if __name__ == "__main__":
    raise SystemExit(main())
