"""What the bot benchmarks share: games of timed bots, decision-time figures, games in worker processes,
the options, the speed targets and the report."""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

DECISION_MEDIAN_MS, DECISION_P95_MS = 1000.0, 2000.0  # every bot's speed targets


class Timed:
    """A bot whose decisions are timed as ``sim`` times them (a single legal move is no decision)."""

    def __init__(self, bot, timings: list[float], cpu: list[float] | None = None):
        self.bot, self.timings, self.name = bot, timings, getattr(bot, "name", "")
        self.cpu = cpu  # also the thread's CPU time (the same as the wall time on a quiet machine;
        # on a busy one the wall time counts the waits for a core as well)

    def decide(self, decision):
        start, start_cpu = time.perf_counter(), time.thread_time()
        choice = self.bot.decide(decision)
        if len(decision.legal) > 1:
            self.timings.append(1000 * (time.perf_counter() - start))
            if self.cpu is not None:
                self.cpu.append(1000 * (time.thread_time() - start_cpu))
        return choice


def timing(timings: list[float]) -> dict:
    """Count, median, p95 and max of decision milliseconds."""
    timings = sorted(timings)
    if not timings:
        return {"decisions": 0, "decision_ms_median": 0.0, "decision_ms_p95": 0.0, "decision_ms_max": 0.0}
    return {"decisions": len(timings), "decision_ms_median": round(statistics.median(timings), 1),
            "decision_ms_p95": round(timings[min(len(timings) - 1, int(0.95 * len(timings)))], 1),
            "decision_ms_max": round(timings[-1], 1)}


def pool_map(fn, work, jobs: int, label: str) -> list:
    """``fn`` over ``work`` in ``jobs`` processes (in this one if 1), in order, with a tally on stderr."""
    if jobs <= 1:
        results = []
        for w in work:
            results.append(fn(w))
            _tally(results, work, label)
        return results
    results = []
    with ProcessPoolExecutor(jobs) as pool:
        for r in pool.map(fn, work, chunksize=1):
            results.append(r)
            _tally(results, work, label)
    return results


def _tally(results, work, label: str) -> None:
    if len(results) % 20 == 0:  # a running tally for long runs
        print(f"  ... {label}: {len(results)} of {len(work)}", file=sys.stderr, flush=True)


def play(game_id: str, mode: str, bots: list[str], seed: int, timed: set[int], options: dict | None = None,
         cpu: list[float] | None = None):
    """One game of bots as ``sim`` plays it (each bot seeded with the game): (final state, the decision
    ms of the ``timed`` seats, seconds)."""
    from game import registry
    from game.ai import make_bot
    from game.protocol import SeatSetup, Setup
    from game.session import Session

    game = registry.get(game_id)
    seats = tuple(SeatSetup("bot", "Bot" if len(bots) == 1 else f"{b} {i}", b) for i, b in enumerate(bots))
    setup = game.validate_setup(Setup(mode, seats, tuple((options or {}).items())))
    session = Session(game, setup, seed)
    timings: list[float] = []
    players = {seat: make_bot(game, name, seat, seed) for seat, name in enumerate(bots)}
    for seat in timed:
        players[seat] = Timed(players[seat], timings, cpu)
    start = time.perf_counter()
    session.advance(players, collect=False)
    return session.state, timings, time.perf_counter() - start


def alternated(first: str, second: str, index: int) -> tuple[int, list[str]]:
    """The first bot's seat in game number ``index`` of a two-player match (first on odd numbers), and
    the bots by seat."""
    seat = 0 if index % 2 == 1 else 1
    return seat, [first, second] if seat == 0 else [second, first]


def mean(values, digits: int = 2) -> float:
    values = list(values)
    return round(statistics.fmean(values), digits) if values else 0.0


def parser(doc: str, parts) -> argparse.ArgumentParser:
    """The options every strength benchmark takes; ``--only`` chooses among ``parts``."""
    p = argparse.ArgumentParser(description=doc.splitlines()[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--only", default=",".join(parts), help="comma separated: " + ", ".join(parts))
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    return p


def check_speed(name: str, r: dict, misses: list[str]) -> None:
    """Adds a miss when the decisions are slower than the targets (median 1 s, p95 2 s)."""
    if r["decision_ms_median"] > DECISION_MEDIAN_MS or r["decision_ms_p95"] > DECISION_P95_MS:
        misses.append(f"{name}: decisions {r['decision_ms_median']} ms median, {r['decision_ms_p95']} ms p95")


def decisions_line(r: dict, whose: str = "") -> str:
    return (f"  {r['decisions']} decisions{whose}: median {r['decision_ms_median']:.1f} ms, p95 "
            f"{r['decision_ms_p95']:.0f} ms, max {r['decision_ms_max']:.0f} ms")


def finish(report: dict, misses: list[str], as_json: bool) -> int:
    """Prints the report (JSON) or the targets line; the exit status: 1 if a target is missed."""
    report["targets_missed"] = misses
    if as_json:
        print(json.dumps(report))
    else:
        print("targets: " + ("all met" if not misses else "MISSED: " + "; ".join(misses)))
    return 1 if misses else 0


def _solo_game(job: tuple[str, str, int]) -> tuple[int, list[float], float]:
    game_id, bot, seed = job
    state, timings, seconds = play(game_id, "solo", [bot], seed, {0})
    return state.outcome().scores[0], timings, seconds


def solo_scores(game_id: str, bot: str, games: int, seed: int, jobs: int) -> dict:
    """``bot`` alone over games on seeds ``seed``, ``seed + 1``...: its scores, timings and pace."""
    results = pool_map(_solo_game, [(game_id, bot, seed + i) for i in range(games)], jobs, f"solo {bot}")
    scores = [r[0] for r in results]
    out = {"bot": bot, "games": games, "seed": seed, "scores": scores, "mean_score": mean(scores, 3),
           "min": min(scores, default=0), "max": max(scores, default=0),
           "seconds_per_game": mean(r[2] for r in results)}
    out.update(timing([t for r in results for t in r[1]]))
    return out


def _duel_game(job: tuple[str, str, str, str, int, int]) -> tuple[float, int, list[float], float]:
    game_id, mode, first, second, seed, index = job
    seat, names = alternated(first, second, index)
    state, timings, seconds = play(game_id, mode, names, seed, {seat})
    out = state.outcome()
    share = 1.0 / len(out.winners) if seat in out.winners else 0.0
    return share, out.scores[seat] - out.scores[1 - seat], timings, seconds


def duel(game_id: str, mode: str, first: str, second: str, games: int, seed: int, jobs: int) -> dict:
    """``first`` against ``second`` over two-player games on seeds ``seed``, ``seed + 1``..., seats
    alternated, ties counting half: the first bot's wins, mean margin and decision times."""
    work = [(game_id, mode, first, second, seed + i, i + 1) for i in range(games)]
    results = pool_map(_duel_game, work, jobs, f"{first} vs {second}")
    wins = sum(r[0] for r in results)
    out = {"first": first, "second": second, "games": games, "seed": seed, "wins": wins,
           "win_rate": round(wins / games, 3) if games else 0.0, "mean_margin": mean(r[1] for r in results),
           "seconds_per_game": mean(r[3] for r in results)}
    out.update(timing([t for r in results for t in r[2]]))
    return out


# ------------------------------------------------------------------ frame benchmarks

def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def figures(times: list[float]) -> dict:
    """Count, median, p95 and max of frame times."""
    if not times:
        return {"frames": 0, "p50": 0.0, "p95": 0.0, "max": 0.0}
    return {"frames": len(times), "p50": statistics.median(times), "p95": percentile(times, 95), "max": max(times)}


class Pointer:
    """The player's pointer at a table, ``hover`` (resting on each thing that may be pointed at in
    turn) or ``drag`` (carrying each thing that may be dragged over the table) for ``frames`` frames;
    ``kind`` keeps to the hotspots whose key starts with it."""

    def __init__(self, scene, mode: str, kind: str | None, frames: int):
        self.scene = scene
        self.mode = mode
        self.kind = kind
        self.frames = frames
        self.left = 0
        self.spots: list = []
        self.held = None
        self.i = 0

    def _eligible(self) -> list:
        spots = []
        for spot in self.scene.hotspots:
            key = spot.key
            head = key[0] if isinstance(key, tuple) and key else key
            if self.kind is not None and not str(head).startswith(self.kind):
                continue
            if self.mode == "drag" and spot.drag is None:
                continue
            if self.mode == "hover" and spot.tooltip is None and spot.click is None and spot.drag is None:
                continue
            spots.append(spot)
        return spots

    def start(self) -> bool:
        """Your turn begins: True if there is something to point at (the turn's frames follow)."""
        self.spots = self._eligible()
        self.left = self.frames if self.spots else 0
        self.i = 0
        self.held = None
        return bool(self.spots)

    @property
    def busy(self) -> bool:
        return self.left > 0

    def events(self) -> list:
        """This frame's pointer events."""
        import pygame

        def ev(kind, pos, **kw):
            return pygame.event.Event(kind, pos=pos, touch=False, **kw)
        self.left -= 1
        self.i += 1
        if self.mode == "hover":
            spot = self.spots[(self.i // 20) % len(self.spots)]
            x, y = spot.rect.center
            wobble = (self.i % 20) // 5
            return [ev(pygame.MOUSEMOTION, (x + wobble, y), rel=(1, 0), buttons=(0, 0, 0))]
        out = []
        if self.held is None:
            self.held = self.spots[(self.i // self.frames) % len(self.spots)]
            out.append(ev(pygame.MOUSEMOTION, self.held.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
            out.append(ev(pygame.MOUSEBUTTONDOWN, self.held.rect.center, button=1))
        t = self.i / 60
        x = 560 + int(380 * math.sin(t * 1.3))
        y = 360 + int(250 * math.sin(t * 2.1 + 0.5))
        out.append(ev(pygame.MOUSEMOTION, (x, y), rel=(1, 1), buttons=(1, 0, 0)))
        if self.left <= 0:  # let go over the title (nothing takes it there); the bench makes the move
            out.append(ev(pygame.MOUSEBUTTONUP, (2, 2), button=1))
            self.held = None
        return out


def table_setup(game, bot: str = "hard", most: int = 4):
    """You and ``bot`` seats in the game's mode that seats the most (up to ``most``), every optional rule
    of it on (the busiest table)."""
    from game.protocol import SeatSetup, Setup

    others = tuple(SeatSetup("bot", n, bot) for n in ("Rosa", "Diego", "Lupita", "Mateo", "Carmen")[:most - 1])
    mode = max(game.modes, key=lambda m: min(most, m.players[1]))
    n = min(most, mode.players[1])
    options = {o.key: True for o in mode.options if o.kind == "bool"}
    return game.validate_setup(Setup(mode.id, (SeatSetup("human", "You"),) + others[:n - 1], options))


def game_ids(chosen: str | None) -> list[str]:
    """The games a benchmark runs: the one ``--game`` names, or every registered game."""
    from game import registry

    if chosen:
        registry.get(chosen)  # an unknown id fails here, naming the known ones
        return [chosen]
    return list(registry.games())
