"""Startup time: from process start to the first drawn menu frame, running from source.

Each run is a fresh ``python -m game play --smoke-frames 1`` subprocess (headless, with a
throw-away CEMPASUCHIL_HOME); the clock starts just before the process is spawned and stops
when it prints "first frame drawn". Prints every run, then the median and the max. On Linux it
also reports the CPU time the process had used by then (user + system, all threads), which
is less sensitive than wall time to other programs competing for the machine.

    python benchmarks/bench_startup.py [--runs 7] [--target 0.3]

Exit status 1 if the median is above the target.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a live process (Linux), else None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def one_run(env: dict) -> tuple[float, float | None]:
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "game", "play", "--smoke-frames", "1"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    elapsed = cpu = None
    for line in proc.stdout:
        if "first frame drawn" in line:
            elapsed = time.perf_counter() - start
            cpu = cpu_seconds(proc.pid)
            break
    proc.communicate(timeout=30)
    if elapsed is None:
        raise RuntimeError(f"the game did not draw a frame (exit {proc.returncode}):\n{proc.stderr}")
    return elapsed, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--target", type=float, default=0.3, help="seconds the median should stay under")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="cempasuchil-bench-") as home:
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                   CEMPASUCHIL_HOME=home)
        # Like a player's checkout: Python caches the compiled modules (__pycache__) after the first run.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        one_run(env)  # warms the file cache and writes __pycache__; not counted
        times, cpus = [], []
        for i in range(args.runs):
            t, cpu = one_run(env)
            times.append(t)
            if cpu is not None:
                cpus.append(cpu)
            print(f"run {i + 1}: {t * 1000:.0f} ms" + (f" (CPU {cpu * 1000:.0f} ms)" if cpu is not None else ""))
    median, worst = statistics.median(times), max(times)
    print(f"first menu frame: median {median * 1000:.0f} ms, max {worst * 1000:.0f} ms "
          f"over {len(times)} runs (target < {args.target * 1000:.0f} ms)")
    if cpus:
        print(f"CPU used by then: median {statistics.median(cpus) * 1000:.0f} ms, max {max(cpus) * 1000:.0f} ms")
    if hasattr(os, "getloadavg"):
        print(f"machine load average while measuring: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    return 0 if median < args.target else 1


if __name__ == "__main__":
    raise SystemExit(main())
