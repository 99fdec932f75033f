"""Startup time: from process start to the main menu's first frame, running from source.

Each run is a fresh ``python -m game play --smoke-frames 1`` subprocess (headless); the clock starts
just before the process is spawned and stops when it prints "first frame drawn", then at "ready for
input". Both are printed after the first frame of the real menu, which takes clicks and keys from
that frame on (pygame_gui loads in the idle time after it), so the two are the same moment. On Linux
it also reports the CPU time the process had used by then (user + system, all threads), which is
less sensitive than wall time to other programs competing for the machine.

Two kinds of start are measured:

* **usual**: every run shares one throw-away CEMPASUCHIL_HOME, as a player's starts share their
  user folders: it holds the settings and an unfinished game, so the menu shows Continue;
* **first** (``--first-runs``): each run gets a new, empty home, as the very first start after
  installing (or in CI).

One start before them (not counted) warms the file cache and writes ``__pycache__``, as a player's
checkout has. On a loaded machine run it with real-time priority (``chrt -f 10``).

    python benchmarks/bench_startup.py [--runs 7] [--first-runs 5] [--target 0.3]
    python benchmarks/bench_startup.py --bundle dist/Cempasuchil --target 0.35   # the frozen program

With ``--bundle`` each start runs the bundle's program (``DIR/Cempasuchil play --smoke-frames 1``),
measured the same way. With ``--compare DIR`` the source and the bundle in DIR start in turn (source,
bundle, source, ...: both see the same machine), usual starts only, and it prints both medians side
by side with the bundle's ratio to the source (CPU time to the first menu frame is the figure to
compare; target: within 1.1x).

    python benchmarks/bench_startup.py --compare dist/Cempasuchil [--runs 9]

With ``--against TREE`` this source tree and another checkout (``git worktree add /tmp/old <commit>``)
start in turn, each with the players' home its own code makes; it prints both medians and the
difference (exit status 1 if this tree's CPU to the first frame is more than ``--allow`` ms over):

    python benchmarks/bench_startup.py --against /tmp/old --runs 21

With ``--instructions`` (and valgrind installed) each tree also starts once under valgrind's callgrind
and stops at its first menu frame: the instructions it ran by then are the same on a busy machine as on
an idle one, where times drift by a third within minutes. It prints both counts, the difference, and
the difference in ms at the pace of this tree's timed starts (its CPU median over its instructions);
the exit status then judges that figure against ``--allow``. ``--runs 0`` counts instructions only.

    python benchmarks/bench_startup.py --against /tmp/old --runs 21 --instructions

With ``--bare`` this tree and a bare pygame_gui app (:data:`BARE_APP`: a window, a UI manager, one
button, its first frame drawn) start in turn, usual starts, and it prints both medians and the ratio
(the budget: the menu's first frame within 1.1x the bare app's); with ``--instructions`` both are also
counted under callgrind.

    python benchmarks/bench_startup.py --bare --runs 21 --instructions

Exit status 1 if the median first frame of either kind is above the target.
"""
from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a live process (Linux), else None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


PROGRAM = [sys.executable, "-m", "game"]  # or the bundle's program (--bundle)


def one_run(env: dict, program: list[str] | None = None, cwd: Path = ROOT, bare: bool = False) -> dict:
    """One start: seconds (and CPU seconds) to the first frame and to the menu taking input (``bare``:
    ``program`` is run as it is, not as the client's ``play``)."""
    start = time.perf_counter()
    argv = list(program or []) if bare else [*(program or PROGRAM), "play", "--smoke-frames", "1"]
    proc = subprocess.Popen(argv, cwd=cwd, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    out: dict = {}
    for line in proc.stdout:
        for key, said in (("first", "first frame drawn"), ("ready", "ready for input")):
            if said in line and key not in out:
                out[key] = time.perf_counter() - start
                out[key + "_cpu"] = cpu_seconds(proc.pid)
        if "ready" in out:
            break
    proc.communicate(timeout=30)
    if "first" not in out or "ready" not in out:
        raise RuntimeError(f"the game did not draw its menu (exit {proc.returncode}):\n{proc.stderr}")
    return out


# Run under callgrind: the client as ``play --smoke-frames 1``, ended the moment it says its first frame
# is drawn (what comes after, the log file and the shutdown, is not counted).
STOP_AT_FIRST_FRAME = """
import os, runpy, sys
said = sys.stdout
class Stop:
    def write(self, s):
        said.write(s)
        if "first frame drawn" in s:
            said.flush()
            os._exit(0)
        return len(s)
    def __getattr__(self, name):
        return getattr(said, name)
sys.stdout = Stop()
sys.argv = ["game", "play", "--smoke-frames", "1"]
runpy.run_module("game", run_name="__main__", alter_sys=True)
"""


# The bare pygame_gui app the budget compares the menu's first frame with.
BARE_APP = """
import pygame, pygame_gui
pygame.init()
screen = pygame.display.set_mode((1280, 720))
manager = pygame_gui.UIManager((1280, 720))
pygame_gui.elements.UIButton(pygame.Rect(540, 340, 200, 50), "Play", manager)
manager.update(0.0)
screen.fill((20, 10, 30))
manager.draw_ui(screen)
pygame.display.flip()
print("first frame drawn", flush=True)
print("ready for input", flush=True)
"""


def instructions(env: dict, cwd: Path, code: str = STOP_AT_FIRST_FRAME) -> int:
    """The instructions one start runs to its first menu frame (valgrind's callgrind, user space);
    ``code``: the program (by default the client, ended at its first frame)."""
    with tempfile.TemporaryDirectory(prefix="cempasuchil-callgrind-") as tmp:
        proc = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/out",
                               sys.executable, "-c", code],
                              cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
    found = re.search(r"Collected : (\d+)", proc.stderr)
    if found is None or "first frame drawn" not in proc.stdout:
        raise RuntimeError(f"no count of a start to its first frame under callgrind:\n{proc.stderr[-2000:]}")
    return int(found.group(1))


def players_home(home: str) -> None:
    """Fill ``home`` as a player's folders are: settings stored, a game in progress (Continue)."""
    os.environ["CEMPASUCHIL_HOME"] = home
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from game import registry
    from game.paths import saves_dir
    from game.saves import SaveStore
    from game.settings import Settings, save_settings
    from scenes.load_shots import sample_session

    save_settings(Settings())
    SaveStore(saves_dir()).autosave(sample_session(next(iter(registry.games().values())), 7, 4))


def report(name: str, runs: list[dict], key: str) -> float:
    times = [r[key] for r in runs]
    cpus = [r[key + "_cpu"] for r in runs if r[key + "_cpu"] is not None]
    median = statistics.median(times)
    print(f"{name}: median {median * 1000:.0f} ms, max {max(times) * 1000:.0f} ms over {len(times)} runs"
          + (f"; CPU used by then: median {statistics.median(cpus) * 1000:.0f} ms" if cpus else ""))
    return median


def show(i: int, r: dict) -> str:
    cpu = (lambda k: f" (CPU {r[k] * 1000:.0f})" if r[k] is not None else "")
    return (f"run {i + 1}: first frame {r['first'] * 1000:.0f} ms{cpu('first_cpu')}, "
            f"ready {r['ready'] * 1000:.0f} ms{cpu('ready_cpu')}")


def compare(bundle: Path, runs: int, env: dict) -> int:
    """Source and bundle in turn, usual starts: both medians and the bundle's ratio to the source."""
    programs = {"source": PROGRAM, "bundle": [str(bundle.resolve() / "Cempasuchil")]}
    results: dict[str, list[dict]] = {name: [] for name in programs}
    with tempfile.TemporaryDirectory(prefix="cempasuchil-bench-") as home:
        players_home(home)
        env["CEMPASUCHIL_HOME"] = home
        for program in programs.values():
            one_run(env, program)  # warms the file cache and writes __pycache__; not counted
        for i in range(runs):
            for name, program in programs.items():
                results[name].append(one_run(env, program))
                print(f"  {name:6s} " + show(i, results[name][-1]))
    rows = {}
    for name, runs_ in results.items():
        med = {k: statistics.median(r[k] for r in runs_) * 1000 for k in ("first", "ready")}
        cpus = [r["first_cpu"] for r in runs_ if r["first_cpu"] is not None]
        med["cpu"] = statistics.median(cpus) * 1000 if cpus else float("nan")
        rows[name] = med
    print(f"{'':8s}{'first frame':>14s}{'ready':>10s}{'CPU to first frame':>22s}   (medians of {runs} usual starts)")
    for name, med in rows.items():
        print(f"{name:8s}{med['first']:11.0f} ms{med['ready']:7.0f} ms{med['cpu']:19.0f} ms")
    ratio = {k: rows["bundle"][k] / rows["source"][k] for k in ("first", "cpu")}
    print(f"bundle / source: first frame {ratio['first']:.2f}x, CPU to the first frame {ratio['cpu']:.2f}x "
          f"(target: within 1.1x)")
    if hasattr(os, "getloadavg"):
        print(f"machine load average while measuring: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    return 0 if ratio["cpu"] <= 1.1 else 1


def against(other: Path, runs: int, env: dict, allow: float, count: bool = False) -> int:
    """This source tree and ``other`` (another checkout, say a worktree of an earlier commit) started in
    turn, usual starts, each with the players' home its own code makes: both medians and the difference.
    Taken in turn, both see the same machine: on a shared machine whose speed drifts, starts measured one
    tree after the other do not compare. Exit status 1 if this tree's CPU median to the first frame is more
    than ``allow`` ms over the other's (with ``count``: the instructions' difference, in ms at this tree's
    pace)."""
    trees = {"this": ROOT, "other": other.resolve()}
    results: dict[str, list[dict]] = {name: [] for name in trees}
    with tempfile.TemporaryDirectory(prefix="cempasuchil-bench-") as a, \
            tempfile.TemporaryDirectory(prefix="cempasuchil-bench-") as b:
        envs = {}
        for (name, root), home in zip(trees.items(), (a, b)):
            envs[name] = dict(env, CEMPASUCHIL_HOME=home, PYTHONPATH=str(root))
            subprocess.run([sys.executable, "-c", "import sys; sys.path.insert(0, 'benchmarks'); "
                            "import bench_startup; bench_startup.players_home(sys.argv[1])", home],
                           cwd=root, env=envs[name], check=True, capture_output=True)
            one_run(envs[name], cwd=root)  # warms the file cache and writes __pycache__; not counted
        for i in range(runs):
            for name, root in trees.items():
                results[name].append(one_run(envs[name], cwd=root))
                print(f"  {name:5s} " + show(i, results[name][-1]))
        counted = {name: instructions(envs[name], root) for name, root in trees.items()} if count else {}
    if not runs:
        return judge_instructions(counted, None, allow, trees)
    med = {name: {"first": statistics.median(r["first"] for r in rs) * 1000,
                  "cpu": statistics.median(r["first_cpu"] for r in rs if r["first_cpu"] is not None) * 1000
                  if any(r["first_cpu"] is not None for r in rs) else float("nan")}
           for name, rs in results.items()}
    for name, m in med.items():
        print(f"{name} ({trees[name]}): first menu frame median {m['first']:.0f} ms, CPU {m['cpu']:.0f} ms "
              f"({runs} usual starts, in turn)")
    over = med["this"]["cpu"] - med["other"]["cpu"]
    print(f"this tree - the other: first frame {med['this']['first'] - med['other']['first']:+.0f} ms, "
          f"CPU {over:+.0f} ms (allowed: {allow:+.0f} ms)")
    if counted:
        return judge_instructions(counted, med["this"]["cpu"], allow, trees)
    return 0 if over <= allow else 1


def bare(runs: int, env: dict, count: bool) -> int:
    """This tree and the bare pygame_gui app (:data:`BARE_APP`) in turn, usual starts: both medians, the
    ratio, and with ``count`` both instruction counts; exit status 1 past 1.1x (CPU, or instructions)."""
    results: dict[str, list[dict]] = {"this": [], "bare": []}
    programs = {"this": None, "bare": [sys.executable, "-c", BARE_APP]}
    with tempfile.TemporaryDirectory(prefix="cempasuchil-bench-") as home:
        players_home(home)
        env = dict(env, CEMPASUCHIL_HOME=home)
        for program in programs.values():
            one_run(env, program, bare=program is not None)  # warms the file cache; not counted
        for i in range(runs):
            for name, program in programs.items():
                results[name].append(one_run(env, program, bare=program is not None))
                print(f"  {name:5s} " + show(i, results[name][-1]))
        counted = {"this": instructions(env, ROOT), "bare": instructions(env, ROOT, BARE_APP)} if count else {}
    ratio = None
    if runs:
        med = {name: (statistics.median(r["first"] for r in rs) * 1000,
                      statistics.median(r["first_cpu"] for r in rs if r["first_cpu"] is not None) * 1000)
               for name, rs in results.items()}
        for name, (wall, cpu) in med.items():
            print(f"{name}: first frame median {wall:.0f} ms, CPU {cpu:.0f} ms ({runs} starts, in turn)")
        ratio = med["this"][1] / med["bare"][1]
        print(f"this tree / the bare pygame_gui app: first frame {med['this'][0] / med['bare'][0]:.2f}x, "
              f"CPU {ratio:.2f}x (budget: within 1.1x)")
    if counted:
        ratio = counted["this"] / counted["bare"]
        print(f"instructions to the first frame: this tree {counted['this'] / 1e6:.1f} M, the bare app "
              f"{counted['bare'] / 1e6:.1f} M: {ratio:.2f}x (budget: within 1.1x)")
    return 0 if ratio is None or ratio <= 1.1 else 1


def judge_instructions(counted: dict, cpu_ms: float | None, allow: float, trees: dict) -> int:
    """Both trees' instructions to the first frame, the difference, and (given this tree's CPU median)
    that difference in ms at this machine's pace; exit status 1 past ``allow`` ms (without timed starts,
    no pace: 1 if this tree runs more instructions than the other)."""
    for name, n in counted.items():
        print(f"{name} ({trees[name]}): {n / 1e6:.1f} M instructions to the first menu frame (callgrind)")
    diff = counted["this"] - counted["other"]
    line = f"this tree - the other: {diff / 1e6:+.1f} M instructions ({100 * diff / counted['other']:+.1f} %)"
    if cpu_ms is None:
        print(line)
        return 0 if diff <= 0 else 1
    ms = diff * cpu_ms / counted["this"]
    print(line + f", about {ms:+.1f} ms at this machine's pace (this tree's CPU median {cpu_ms:.0f} ms; "
          f"allowed: {allow:+.0f} ms)")
    return 0 if ms <= allow else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="usual starts (a player's folders)")
    parser.add_argument("--first-runs", type=int, default=5, help="first starts (an empty home each)")
    parser.add_argument("--target", type=float, default=0.3, help="seconds the medians should stay under")
    parser.add_argument("--bundle", type=Path, help="measure the bundle in this folder (DIR/Cempasuchil)")
    parser.add_argument("--compare", type=Path, metavar="DIR",
                        help="the source and the bundle in DIR in turn, side by side, with the ratio")
    parser.add_argument("--against", type=Path, metavar="TREE",
                        help="this source tree and another checkout TREE in turn, side by side")
    parser.add_argument("--bare", action="store_true",
                        help="this tree and a bare pygame_gui app in turn, side by side, with the ratio")
    parser.add_argument("--instructions", action="store_true",
                        help="with --against or --bare: also count instructions to the first frame (valgrind)")
    parser.add_argument("--allow", type=float, default=10.0,
                        help="with --against: ms of CPU to the first frame this tree may be over TREE")
    args = parser.parse_args()
    if args.bundle:
        PROGRAM[:] = [str(args.bundle.resolve() / "Cempasuchil")]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    # Like a player's checkout: Python caches the compiled modules (__pycache__) after the first run.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if args.compare:
        return compare(args.compare, args.runs, env)
    if args.bare:
        return bare(args.runs, env, args.instructions)
    if args.against:
        return against(args.against, args.runs, env, args.allow, args.instructions)
    usual, first = [], []
    with tempfile.TemporaryDirectory(prefix="cempasuchil-bench-") as home:
        players_home(home)
        env["CEMPASUCHIL_HOME"] = home
        one_run(env)  # warms the file cache and writes __pycache__; not counted
        print("usual start (the settings and a game in progress in the user folders):")
        for i in range(args.runs):
            usual.append(one_run(env))
            print("  " + show(i, usual[-1]))
    if args.first_runs:
        print("first start (an empty home):")
    for i in range(args.first_runs):
        with tempfile.TemporaryDirectory(prefix="cempasuchil-bench-") as home:
            env["CEMPASUCHIL_HOME"] = home
            first.append(one_run(env))
            print("  " + show(i, first[-1]))
    medians = []
    if usual:
        medians.append(report("usual start, first menu frame", usual, "first"))
        report("usual start, menu ready for input", usual, "ready")
    if first:
        medians.append(report("first start, first menu frame", first, "first"))
        report("first start, menu ready for input", first, "ready")
    print(f"target: the real menu's first frame under {args.target * 1000:.0f} ms on every start")
    if hasattr(os, "getloadavg"):
        print(f"machine load average while measuring: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    return 0 if all(m < args.target for m in medians) else 1


if __name__ == "__main__":
    sys.exit(main())
