"""Ofrenda's table and end screen, in small modules: ``table`` (the scene, composed of mixins by job),
``parts`` (the kit parts it is declared from: top bar, hand, and from ``family`` the family board and
Abuela, from ``altar`` your ofrenda, storage and score, from ``others`` the other players, the goals
and an ofrenda shown large; each paints itself), ``layout`` (where things sit, an ofrenda's slots),
``telling`` (what a move shows), ``tips`` (tooltips), ``input`` (clicks and drags), ``prompt``
(prompt bar, top bar's chips, log lines), ``drawing`` (layers and areas), ``art`` (how the pieces
look, a whole ofrenda drawn still), ``markup`` (names dressed for tooltips and the log), ``end`` (the
end screen) and ``shots``.
Importing the package imports none of them."""

# What the shared checks of the cached layers (tests/test_table_caching.py) open this table with: four
# players with the Common Goals, and solo; its static layer holds what the colour-blind mode changes.
TABLE_CHECKS = {"players": (4, 1), "options": {"multi": {"goals": True}}, "static_follows_colour_blind": True}

# (its table is still written as a play scene subclass)
TABLE = "scenes.ofrenda.table:OfrendaScene"
