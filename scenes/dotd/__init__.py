"""Die of the Dead's table and end screen, in small modules by job: ``table`` (the scene, composed
of the others' mixins), ``layout`` (where things sit), ``pieces`` (how dice and an ofrenda look),
``boards`` and ``column`` (what is painted), ``drawing`` (the layers), ``telling`` (what the
storyboard tells, and the log), ``input`` (clicks and keys), ``panel`` (the action panel's buttons),
``prompt`` (the prompt's and the panel's words), ``tips`` (tooltips), ``end`` (the end screen) and
``shots`` (with the shot-only player). Importing the package imports none of them."""

# What the shared checks of the cached layers (tests/test_table_caching.py) open this table with.
TABLE_CHECKS = {"players": (4, 1)}
