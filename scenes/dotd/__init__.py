"""Die of the Dead's table and end screen, in small modules: ``table`` (the scene), ``layout``
(where things sit), ``pieces`` (how dice and an ofrenda look), ``telling`` (what the storyboard
tells, and the dice's markup), ``end`` (the end screen) and ``shots`` (with the shot-only player).
Importing the package imports none of them."""

# What the shared checks of the cached layers (tests/test_table_caching.py) open this table with.
TABLE_CHECKS = {"players": (4, 1)}
