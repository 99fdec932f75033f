"""Portents' table and end screen, in small modules: ``table`` (the scene), ``layout`` (where things
sit), ``art`` (drawing helpers), ``telling`` (what the storyboard tells, and the names' markup),
``end`` (the end screen) and ``shots``. Importing the package imports none of them."""

# The shared checks of the cached layers (tests/test_table_caching.py) open no Portents table: it
# draws from one cached table layer, not from the regions those checks repaint one by one.
TABLE_CHECKS = {"players": ()}
