"""Die of the Dead's table and end screen, a package of small modules on the table kit (scenes/kit/):

* ``table``: the scene, its parts declared (``declare``) and the hooks of the play scene;
* ``parts`` (the shared table: steps, caskets, token boards, City), ``own`` (the seat's ofrenda,
  spaces, preparation board, supply, tokens, action panel) and ``column`` (the others, solo, the
  prompt bar): the named parts, each with its pieces, the drops it takes and its painting;
* ``layout``: where things sit; ``pieces``: how dice and an ofrenda look; ``drawing``: the layers;
* ``telling``: the storyboard and the log; ``input``: clicks and keys; ``panel``: the action panel's
  buttons; ``prompt``: the prompt's and the panel's words; ``tips``: tooltips;
* ``end``: the end screen; ``shots``: the screenshots (with the shot-only player).

Importing the package imports none of them."""

# What the shared checks of the cached layers (tests/test_table_caching.py) open this table with.
TABLE_CHECKS = {"players": (4, 1)}

# (its table is still written as a play scene subclass)
TABLE = "scenes.dotd.table:DotdScene"
