"""Portents: how strong and how quick the bots are.

Solo (against the Kitty): a bot (``hard`` unless ``--bot``) over N seeded games at each of the five
difficulties, exactly as ``python -m game sim portents --mode solo --difficulty D --games N --seed S
--bot hard`` plays them (through the sim's own ``play_game``: game i on seed S+i, the bot seeded the
same way): the win rate, the Kitty's wins, the mean turns. Targets: at least 95 % at Standard Seer,
90 % at Expert Evocator, 50 % at Omniscient Oracle (the others are reported).

Duel: Hard against Easy over N games (seeds S, S+1, ...), seats alternated (Hard sits first on odd
game numbers, second on even ones); a draw is counted apart, never as a win. Target: Hard wins at
least 65 % of the games.

Stall: Hard against Hard over N games (seeds S, S+1, ...): the share of duels that end by the stall
rule (fifty turns in a row without an Omen collected, a draw), the share drawn by two passes in a
row, the mean length in turns, and how the others ended. Target: under 10 % end by the stall rule.

Every part times the measured bot's decisions as ``sim`` does (each real ``decide`` call): target
median under 1 s, p95 under 2 s. Games run in ``--jobs`` processes; the figures do not depend on it.

    python benchmarks/bench_portents.py [--games 200] [--seed 1] [--jobs 2] [--bot hard]
        [--only cute,middling,standard,expert,oracle,duel,stall] [--challenges a,b] [--json]

Exit status 1 if a target is missed. The figures go in the issue's closing note.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from common import alternated, check_speed, decisions_line, finish, mean, parser, pool_map, timing  # noqa: E402

DIFFICULTIES = ("cute", "middling", "standard", "expert", "oracle")
SOLO_TARGETS = {"standard": 0.95, "expert": 0.90, "oracle": 0.50}
DUEL = ("hard", "easy", 0.65)
STALL_TARGET = 0.10  # Hard against Hard: at most this share of duels ends by the stall rule
ALL = DIFFICULTIES + ("duel", "stall")


def play_solo(job: tuple[str, str, tuple, int]) -> tuple[bool, bool, int, list[float], float]:
    """One solo game as ``sim`` plays it: (won, the Kitty won, turns, decision ms, seconds)."""
    from game import registry
    from game.cli import play_game
    from game.protocol import SeatSetup, Setup

    bot, difficulty, challenges, seed = job
    game = registry.get("portents")
    options = {"difficulty": difficulty, **{c: True for c in challenges}}
    setup = game.validate_setup(Setup("solo", (SeatSetup("bot", "Bot", bot),), tuple(options.items())))
    timings: list[float] = []
    start = time.perf_counter()
    state = play_game(game, setup, seed, timings)
    return bool(state.winners), bool(state.kitty_won), state.turns, timings, time.perf_counter() - start


def play_duel(job: tuple[str, str, int, int]) -> tuple[str, int, list[float], float]:
    """One duel: ('win' | 'loss' | 'draw' for the first bot, turns, its decision ms, seconds)."""
    from game import registry
    from game.cli import play_game
    from game.protocol import SeatSetup, Setup

    first, second, seed, index = job
    game = registry.get("portents")
    seat, names = alternated(first, second, index)
    setup = game.validate_setup(Setup("duel", tuple(SeatSetup("bot", f"{b} {i}", b) for i, b in enumerate(names))))
    timings: list[float] = []
    start = time.perf_counter()
    state = play_game(game, setup, seed, {seat: timings})
    result = "draw" if state.draw else "win" if seat in state.winners else "loss"
    return result, state.turns, timings, time.perf_counter() - start, state.reason


def solo(difficulty: str, games: int, seed: int, jobs: int, bot: str = "hard", challenges: tuple = ()) -> dict:
    work = [(bot, difficulty, challenges, seed + i) for i in range(games)]
    results = pool_map(play_solo, work, jobs, f"solo {difficulty}")
    wins = sum(1 for r in results if r[0])
    out = {"bot": bot, "difficulty": difficulty, "challenges": list(challenges), "games": games, "seed": seed,
           "wins": {"player": wins, "kitty": sum(1 for r in results if r[1])},
           "win_rate": round(wins / games, 3) if games else 0.0,
           "mean_turns": mean(r[2] for r in results), "seconds_per_game": mean(r[4] for r in results)}
    out.update(timing([t for r in results for t in r[3]]))
    return out


def duel(first: str, second: str, games: int, seed: int, jobs: int) -> dict:
    work = [(first, second, seed + i, i + 1) for i in range(games)]
    results = pool_map(play_duel, work, jobs, f"{first} vs {second}")
    counts = {k: sum(1 for r in results if r[0] == k) for k in ("win", "loss", "draw")}
    out = {"first": first, "second": second, "games": games, "seed": seed, "wins": counts["win"],
           "losses": counts["loss"], "draws": counts["draw"],
           "win_rate": round(counts["win"] / games, 3) if games else 0.0,
           "mean_turns": mean(r[1] for r in results), "seconds_per_game": mean(r[3] for r in results)}
    out.update(timing([t for r in results for t in r[2]]))
    return out


def stall(games: int, seed: int, jobs: int, bot: str = "hard") -> dict:
    """``bot`` against itself: how the duels end (the stall rule's share above all) and how long they are."""
    work = [(bot, bot, seed + i, i + 1) for i in range(games)]
    results = pool_map(play_duel, work, jobs, f"{bot} vs {bot}")
    ends: dict[str, int] = {}
    for r in results:
        ends[r[4]] = ends.get(r[4], 0) + 1
    dry = ends.get("dry", 0)
    out = {"bot": bot, "games": games, "seed": seed, "stalled": dry,
           "stall_share": round(dry / games, 3) if games else 0.0,
           "passes_draws": ends.get("passes", 0), "endings": dict(sorted(ends.items())),
           "stalled_seeds": [seed + i for i, r in enumerate(results) if r[4] == "dry"],
           "mean_turns": mean(r[1] for r in results),
           "mean_turns_decided": mean(r[1] for r in results if r[0] != "draw"),
           "seconds_per_game": mean(r[3] for r in results)}
    out.update(timing([t for r in results for t in r[2]]))
    return out


def main(argv: list[str] | None = None) -> int:
    p = parser(__doc__, ALL)
    p.add_argument("--bot", default="hard", help="the solo bot (default hard)")
    p.add_argument("--challenges", default="", help="solo challenges, comma separated (default none)")
    args = p.parse_args(argv)
    challenges = tuple(c.strip().replace("-", "_") for c in args.challenges.split(",") if c.strip())

    report: dict = {}
    misses: list[str] = []
    for name in args.only.split(","):
        if name not in ALL:
            p.error(f"unknown part {name!r}; known: {', '.join(ALL)}")
        if name in DIFFICULTIES:
            r = report[name] = solo(name, args.games, args.seed, args.jobs, args.bot, challenges)
            target = SOLO_TARGETS.get(name)
            if target is not None and r["win_rate"] < target:
                misses.append(f"solo {name}: {args.bot} wins {r['win_rate']} < {target}")
            if not args.json:
                extra = f" with {', '.join(challenges)}" if challenges else ""
                print(f"solo {name}{extra}, {args.bot} bot: {r['games']} games from seed {r['seed']} "
                      f"({r['seconds_per_game']:.1f} s a game, {r['mean_turns']:.1f} turns)")
                print(f"  wins {r['wins']['player']} ({100 * r['win_rate']:.1f}%"
                      + (f", target {100 * target:.0f}%" if target is not None else "")
                      + f"), the Kitty {r['wins']['kitty']}")
        elif name == "stall":
            r = report[name] = stall(args.games, args.seed, args.jobs)
            if r["stall_share"] >= STALL_TARGET:
                misses.append(f"stall: {100 * r['stall_share']:.1f}% of hard vs hard duels end by the stall rule "
                              f">= {100 * STALL_TARGET:.0f}%")
            if not args.json:
                print(f"stall, hard vs hard: {r['games']} games from seed {r['seed']} "
                      f"({r['seconds_per_game']:.1f} s a game, {r['mean_turns']:.1f} turns, "
                      f"{r['mean_turns_decided']:.1f} in the games won)")
                print(f"  ended by the stall rule {r['stalled']} ({100 * r['stall_share']:.1f}%, target under "
                      f"{100 * STALL_TARGET:.0f}%), drawn by two passes {r['passes_draws']}; endings {r['endings']}")
                if r["stalled_seeds"]:
                    print(f"  stalled: seeds {', '.join(map(str, r['stalled_seeds']))}")
        else:
            first, second, target = DUEL
            r = report[name] = duel(first, second, args.games, args.seed, args.jobs)
            if r["win_rate"] < target:
                misses.append(f"duel: {first} beats {second} {r['win_rate']} < {target}")
            if not args.json:
                print(f"duel, {first} vs {second}: {r['games']} games from seed {r['seed']}, seats alternated "
                      f"({r['seconds_per_game']:.1f} s a game, {r['mean_turns']:.1f} turns)")
                print(f"  {first} wins {r['wins']} ({100 * r['win_rate']:.1f}%, target {100 * target:.0f}%), "
                      f"loses {r['losses']}, draws {r['draws']}")
        check_speed(name, r, misses)
        if not args.json:
            print(decisions_line(r), flush=True)
    return finish(report, misses, args.json)


if __name__ == "__main__":
    raise SystemExit(main())
