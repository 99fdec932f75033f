"""Ofrenda's table and end screen, in small modules: ``table`` (the scene), ``layout`` (where things
sit, an ofrenda's slots), ``art`` (how the pieces look, a whole ofrenda drawn still), ``markup``
(names dressed for tooltips and the log, the phase prompts), ``end`` (the end screen) and
``shots``. Importing the package imports none of them."""

# What the shared checks of the cached layers (tests/test_table_caching.py) open this table with: four
# players with the Common Goals, and solo; its static layer holds what the colour-blind mode changes.
TABLE_CHECKS = {"players": (4, 1), "options": {"multi": {"goals": True}}, "static_follows_colour_blind": True}
