"""Bot strength and speed of every registered game (or the one ``--game`` names): each game's own
strength benchmark, ``benchmarks/bench_<id>.py``, run in turn with the other arguments.

    python benchmarks/bench_bots.py [--game ID] [--games 200] [--seed 1] [--jobs 2] [--json]

Each game's benchmark says its parts (``--only``; give them with ``--game``), targets and figures.
Exit status 1 if a game's benchmark misses a target (or fails), or a registered game has none.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from common import game_ids  # noqa: E402  (benchmarks/common.py)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default=None, help="a registered game's id (default: every game)")
    args, rest = parser.parse_known_args(argv)
    status = 0
    for game_id in game_ids(args.game):
        bench = HERE / f"bench_{game_id}.py"
        print(f"== {game_id}", flush=True)
        if not bench.exists():
            print(f"  no strength benchmark: {bench.name} is missing")
            status = 1
            continue
        status |= 1 if subprocess.run([sys.executable, str(bench), *rest]).returncode else 0
    return status


if __name__ == "__main__":
    raise SystemExit(main())
