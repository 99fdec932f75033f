"""The bundle's start-up does no more than the source's before the menu's first frame: its entry
(run_game.py) takes a plain start straight to the window, as ``python -m game`` does, and only a
process multiprocessing started sets multiprocessing up (tools/pyi_rth_worker.py, in place of
PyInstaller's runtime hook, which imported it in every start; build.spec). The figures are
benchmarks/bench_startup.py's (--compare DIR: the source and the bundle side by side)."""
import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_PLAIN_START = r"""
import sys
sys.path.insert(0, sys.argv[1])
import client.app
started = []
client.app.run = lambda **options: started.append(options) or 0
import runpy
entry = runpy.run_path(sys.argv[1] + "/run_game.py", run_name="run_game")
assert entry["guarded"](["play", "--smoke-frames", "1"]) == 0, started
assert started == [{"smoke_frames": 1, "ready_file": None}], started
heavy = [m for m in ("argparse", "game.cli", "multiprocessing") if m in sys.modules]
print(" ".join(heavy) or "none")
"""


def test_a_plain_start_of_the_bundle_builds_no_command_line():
    done = subprocess.run([sys.executable, "-c", _PLAIN_START, str(ROOT)], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "none"


_HOOK = r"""
import sys
hook, sys.argv = sys.argv[1], sys.argv[2:]  # (the program's own argv: no "-c")
exec(compile(open(hook).read(), "pyi_rth_worker", "exec"), {"__name__": "__main__"})
if "multiprocessing" not in sys.modules:
    print("untouched")
else:
    import multiprocessing, multiprocessing.process
    print("set up", multiprocessing.freeze_support.__module__, multiprocessing.process.ORIGINAL_DIR)
"""


def _hook(*argv: str) -> str:
    done = subprocess.run([sys.executable, "-c", _HOOK, str(ROOT / "tools" / "pyi_rth_worker.py"), *argv],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_the_runtime_hook_sets_multiprocessing_up_only_in_its_own_processes():
    assert _hook("Cempasuchil") == "untouched"
    assert _hook("Cempasuchil", "play", "--smoke-frames", "1") == "untouched"
    assert _hook("Cempasuchil", "--multiprocessing-fork", "tracker_fd=5", "pipe_handle=7") == "set up __main__ None"


def test_build_spec_replaces_pyinstallers_start_up_hooks():
    source = (ROOT / "build.spec").read_text(encoding="utf-8")
    tree = ast.parse(source)
    (analysis,) = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "Analysis"]
    hooks = {k.arg: k.value for k in analysis.keywords}["runtime_hooks"]
    assert "pyi_rth_worker.py" in ast.unparse(hooks)
    assert 'REPLACED_RUNTIME_HOOKS = ("pyi_rth_multiprocessing", "pyi_rth_inspect")' in source
    assert "a.scripts = [entry for entry in a.scripts if entry[0] not in REPLACED_RUNTIME_HOOKS]" in source
