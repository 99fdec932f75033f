"""A pytest plugin (and importable module): the example game written out under
``EXAMPLE_GAME_ROOT`` joins the project's ``game.rules`` and ``scenes`` packages, so the registry
finds it as it finds every game."""
import os

import game.rules
import scenes

ROOT = os.environ["EXAMPLE_GAME_ROOT"]
game.rules.__path__.append(os.path.join(ROOT, "game", "rules"))
scenes.__path__.append(os.path.join(ROOT, "scenes"))
