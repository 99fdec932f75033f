"""Ofrenda's table and end screen, in small modules: ``table`` (the table, a component of the play scene),
``parts`` (the kit parts it is declared from: top bar, hand, and from ``family`` the family board and
Abuela, from ``altar`` your ofrenda, storage and score, from ``others`` the other players, the goals
and an ofrenda shown large; each paints itself and reads only public names of the table),
``layout`` (where things sit, an ofrenda's slots),
``telling`` (what a move shows), ``tips`` (tooltips), ``input`` (clicks and drags), ``prompt``
(prompt bar, top bar's chips, log lines), ``drawing`` (layers and areas), ``look`` (a piece as it lies,
glows and flies), ``art`` (how the pieces look, a whole ofrenda drawn still), ``markup`` (names dressed for tooltips and the log), ``end`` (the
end screen) and ``shots``.
Importing the package imports none of them."""

# What the shared checks of the cached layers (tests/test_table_caching.py) open this table with: four
# players with the Common Goals, and solo; its felt holds what the colour-blind mode changes.
TABLE_CHECKS = {"players": (4, 1), "options": {"multi": {"goals": True}}, "static_follows_colour_blind": True}

# Its parts and helpers reach nothing private of the table (tests/test_parts_narrow.py reads them).
NARROW_PARTS = True
