"""How long saving and loading an Ofrenda game takes at the start, middle and end of a game.

Loading includes the full replay of the action log (that is how a save is validated).
Target: under 50 ms each. Run from the project folder:

    python benchmarks/bench_saves.py [--repeat 30] [--seed 1]

Prints one line per point of the game; exits 1 if a median is over the target.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry  # noqa: E402
from game.saves import SaveStore, encode  # noqa: E402
from game.session import Session  # noqa: E402

TARGET_MS = 50.0


def sessions_at(seed: int) -> dict[str, Session]:
    """One game played by random legal moves, captured at its start, middle and end."""
    game = registry.get("ofrenda")
    rng = random.Random(seed)
    full = Session(game, "solo", seed)
    while not full.state.is_over:
        full.apply(rng.choice(full.state.legal_actions()))
    points = {"start": 0, "mid": len(full.log) // 2, "end": len(full.log)}
    out = {}
    for name, n in points.items():
        s = Session(game, "solo", seed)
        for a in full.log[:n]:
            s.apply(a)
        out[name] = s
    return out


def measure(fn, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    registry.get("ofrenda").load_data()  # data loading is start-up work, not save work
    slow = False
    with tempfile.TemporaryDirectory() as tmp:
        store = SaveStore(Path(tmp))
        print(f"{'point':<6} {'actions':>7} {'bytes':>7}  {'save ms (median/max)':>21}  {'load ms (median/max)':>21}")
        for name, session in sessions_at(args.seed).items():
            path = store.autosave(session)  # the game's own file (Ctrl+S; autosaves write the same)
            save = measure(lambda: store.autosave(session), args.repeat)
            load = measure(lambda: store.load(path), args.repeat)
            assert store.load(path).state.digest() == session.state.digest()
            size = len(encode(session).encode("utf-8"))
            ms, ml = statistics.median(save), statistics.median(load)
            slow |= ms > TARGET_MS or ml > TARGET_MS
            print(f"{name:<6} {len(session.log):>7} {size:>7}  {ms:>10.2f} / {max(save):>8.2f}  "
                  f"{ml:>10.2f} / {max(load):>8.2f}")
    print(f"target: under {TARGET_MS:.0f} ms each -> {'SLOW' if slow else 'ok'}")
    return 1 if slow else 0


if __name__ == "__main__":
    raise SystemExit(main())
