"""What the bot benchmarks share: timed bots, decision-time figures, games in worker processes."""
from __future__ import annotations

import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor


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
