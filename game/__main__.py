"""``python -m game``: start the client, or use the command line (``sim``, ``shot``)."""
from game.cli import main

raise SystemExit(main())
