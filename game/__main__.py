"""``python -m game``: start the client, or use the command line (``sim``, ``shot``)."""
import sys

from game.cli import main

if __name__ == "__main__":
    # guarded: the bots' worker process (spawned) imports this module again and must not run it
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    raise SystemExit(main())
