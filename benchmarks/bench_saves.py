"""How long saving and loading a game takes at the start, middle and end of a game (each registered
game, or the one ``--game`` names, in its first mode).

Loading includes the full replay of the action log (that is how a save is validated).
Target: under 50 ms each. Run from the project folder:

    python benchmarks/bench_saves.py [--repeat 30] [--seed 1] [--game ID]

Prints one line per game and point of the game; exits 1 if a median is over the target.
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

from common import game_ids  # noqa: E402  (benchmarks/common.py)

from game import registry  # noqa: E402
from game.saves import SaveStore, encode  # noqa: E402
from game.session import Session  # noqa: E402

TARGET_MS = 50.0


def sessions_at(game, seed: int) -> dict[str, Session]:
    """One game (its first mode, seated as its default) played by random legal moves, captured at its
    start, middle and end."""
    mode = game.modes[0].id
    rng = random.Random(seed)
    full = Session(game, mode, seed)
    while not full.state.is_over:
        seat = min(full.state.to_move())
        full.apply(seat, rng.choice(full.state.legal_actions(seat)))
    points = {"start": 0, "mid": len(full.log) // 2, "end": len(full.log)}
    out = {}
    for name, n in points.items():
        s = Session(game, mode, seed)
        for entry in full.log[:n]:
            s.apply(entry.seat, entry.action)
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
    parser.add_argument("--game", default=None, help="a registered game's id (default: every game)")
    args = parser.parse_args(argv)
    slow = False
    with tempfile.TemporaryDirectory() as tmp:
        store = SaveStore(Path(tmp))
        print(f"{'game':<9} {'point':<6} {'actions':>7} {'bytes':>7}  {'save ms (median/max)':>21}  "
              f"{'load ms (median/max)':>21}")
        for game_id in game_ids(args.game):
            slow |= bench_game(store, registry.get(game_id), args.seed, args.repeat)
    print(f"target: under {TARGET_MS:.0f} ms each -> {'SLOW' if slow else 'ok'}")
    return 1 if slow else 0


def bench_game(store: SaveStore, game, seed: int, repeat: int) -> bool:
    """Prints the game's lines; True if a median is over the target."""
    game.load_data()  # data loading is start-up work, not save work
    slow = False
    for name, session in sessions_at(game, seed).items():
        path = store.autosave(session)  # the game's own file (Ctrl+S; autosaves write the same)
        save = measure(lambda: store.autosave(session), repeat)  # noqa: B023 (in the loop)
        load = measure(lambda: store.load(path), repeat)  # noqa: B023 (in the loop)
        assert store.load(path).state.digest() == session.state.digest()
        size = len(encode(session).encode("utf-8"))
        ms, ml = statistics.median(save), statistics.median(load)
        slow |= ms > TARGET_MS or ml > TARGET_MS
        print(f"{game.id:<9} {name:<6} {len(session.log):>7} {size:>7}  {ms:>10.2f} / {max(save):>8.2f}  "
              f"{ml:>10.2f} / {max(load):>8.2f}")
    return slow


if __name__ == "__main__":
    raise SystemExit(main())
