"""PyInstaller entry point for the Cempasúchil bundle (absolute imports only).

The bundle runs the same command line as ``python -m game``: no arguments opens the window;
``sim`` and ``shot`` work too (see README.md).
"""
from game.cli import main

raise SystemExit(main())
