"""PyInstaller entry point for the Cempasúchil bundle (absolute imports only).

The bundle runs the same command line as ``python -m game``: no arguments opens the window;
``sim`` and ``shot`` work too (see README.md). The bots' worker process starts this same
program: ``freeze_support`` turns such a start into the worker instead of a second window.
"""
import sys

from game.cli import main

if __name__ == "__main__":
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    raise SystemExit(main())
