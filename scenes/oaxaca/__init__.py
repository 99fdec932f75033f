"""Oaxaca's table and end screen, in small modules: ``table`` (the scene), ``layout`` (where things
sit), ``pieces`` (how cards, tourists and tokens look), ``chooser`` (a bonus's choices step by step),
``end`` (the end screen) and ``shots``. Importing the package imports none of them."""

# What the shared checks of the cached layers (tests/test_table_caching.py) open this table with.
TABLE_CHECKS = {"players": (3, 1)}
