"""Oaxaca's table and end screen, in small modules: ``table`` (the table, a component holding an
object per job), ``parts`` and ``mat_parts`` (its named kit parts: decks, tourists, Workshop, dice,
mat, stall, customers or seats, the gather panel, the prompt line, an opponent's mat shown whole),
``layout`` (where things sit), ``telling`` (what a move shows), ``targets`` (what a drop or click
proposes), ``input`` (hotspots and clicks), ``chooser`` (a bonus's choices step by step), ``prompt``
(the prompt bar's words and buttons), ``tips`` (tooltips), ``drawing`` (cached layers and regions),
``market``, ``mat`` and ``pieces`` (how things look), ``end`` (the end screen) and ``shots``.
Importing the package imports none of them."""

# What the shared checks of the cached layers (tests/test_table_caching.py) open this table with.
TABLE_CHECKS = {"players": (3, 1)}
# Its parts and helpers reach nothing private of the table (tests/test_parts_narrow.py reads them).
NARROW_PARTS = True
