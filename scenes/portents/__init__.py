"""Portents' table and end screen, in small modules by job: ``table`` (the table, a component the
play scene holds, made of what the modules below offer), ``parts`` (its named parts, each painting
what is its own), ``layout`` (where things sit), ``telling`` (the storyboard of a move, the names'
markup), ``input`` (pointer and keys), ``tips`` (tooltips), ``prompt`` (prompt bar and log),
``pieces`` and ``art`` (how pieces look), ``drawing`` (the cached layers), ``end`` (the end screen)
and ``shots``. Importing the package imports none of them."""

# What the shared checks of the cached layers (tests/test_table_caching.py) open this table with: a duel
# and solo.
TABLE_CHECKS = {"players": (2, 1)}
# Its parts and helpers reach nothing private of the table (tests/test_parts_narrow.py reads them).
NARROW_PARTS = True
