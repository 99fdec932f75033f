"""PyInstaller entry point for the Cempasúchil bundle (absolute imports only).

The bundle runs the same command line as ``python -m game``: no arguments opens the window;
``sim`` and ``shot`` work too (see README.md). The bots' worker process starts this same
program: ``freeze_support`` turns such a start into the worker instead of a second window.

A plain start (no arguments, or ``play`` with ``--smoke-frames``/``--ready-file``) goes straight to
the window, as ``python -m game`` does, without building the whole command line.

The Windows and macOS programs are windowed: an error that reaches PyInstaller's bootloader is shown
in a dialog that waits for a click. With ``CEMPASUCHIL_TRACEBACK_FILE`` set (the release workflow
sets it), such an error is written to that file (and to stderr, if there is one) and the program
exits with status 1 instead, so an unattended check fails rather than waits.
"""
import os
import sys

TRACEBACK_FILE = "CEMPASUCHIL_TRACEBACK_FILE"


def run(argv: list[str]) -> int:
    from client.launch import run as start  # as python -m game starts

    return start(argv)


def guarded(argv: list[str]) -> int:
    """``run(argv)``; with CEMPASUCHIL_TRACEBACK_FILE set, an error becomes that file and status 1."""
    target = os.environ.get(TRACEBACK_FILE)
    if not target:
        return run(argv)
    try:
        return run(argv)
    except Exception:  # noqa: BLE001 - every error, written down instead of a dialog
        import traceback

        text = traceback.format_exc()
        if sys.stderr is not None:
            sys.stderr.write(text)
        with open(target, "a", encoding="utf-8") as f:
            f.write(text)
        return 1


def multiprocessing_child(argv: list[str]) -> bool:
    """Whether this start is one multiprocessing made (the bots' worker, or one of its helpers)."""
    return "--multiprocessing-fork" in argv or "-c" in argv


if __name__ == "__main__":
    # only a process multiprocessing started imports it now (a player's start imports it when the
    # bots' worker is first needed, as the source does: tools/pyi_rth_worker.py)
    if getattr(sys, "frozen", False) and multiprocessing_child(sys.argv):
        import multiprocessing

        multiprocessing.freeze_support()
    raise SystemExit(guarded(sys.argv[1:]))
