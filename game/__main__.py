"""``python -m game``: start the client, or use the command line (``sim``, ``shot``)."""
import multiprocessing

from game.cli import main

if __name__ == "__main__":
    # guarded: the bots' worker process (spawned) imports this module again and must not run it
    multiprocessing.freeze_support()
    raise SystemExit(main())
