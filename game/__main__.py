"""``python -m game``: the program. It starts the client (``client.launch``): a plain start opens the
window; anything else is the command line (``sim``, ``shot``, ...: ``game.cli``).

The program stands above the layers (game -> scenes -> client): it is run, never imported, and only
its ``__main__`` block reaches the client, which nothing else in game/ imports (tests/test_layers.py).
"""
import sys

if __name__ == "__main__":
    # guarded: the bots' worker process (spawned) imports this module again and must not run it
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    from client.launch import run  # the window is the client's, the layer over this one

    raise SystemExit(run(sys.argv[1:]))
