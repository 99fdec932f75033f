"""Die of the Dead's table and end screen, a package of small modules on the table kit (scenes/kit/):

* ``table``: the table (``DotdTable``, a component its play scene holds), its parts declared
  (``declare``) and the hooks of the play scene;
* ``parts`` (the shared table: steps, caskets, token boards, City), ``own`` (the seat's ofrenda,
  spaces, preparation board, supply, tokens, action panel) and ``column`` (the others, solo, the
  prompt bar): the named parts, each with its pieces, the drops it takes and its painting;
* ``layout``: where things sit (``Geometry``, held as ``table.geometry``); ``pieces``: how dice, a
  casket and an ofrenda look; ``drawing``: the layers (a mixin of the table);
* ``telling``: the storyboard and the log (a mixin of the table); held by the table: ``input``
  (``table.input``: clicks and the small question), ``panel`` (``table.panel``: the action panel's
  buttons), ``prompt`` (``table.words``: the prompt's and the panel's words), ``tips``
  (``table.tips``: tooltips);
* ``end``: the end screen; ``shots``: the screenshots (with the shot-only player).

Importing the package imports none of them."""

# What the shared checks of the cached layers (tests/test_table_caching.py) open this table with.
TABLE_CHECKS = {"players": (4, 1)}

# Its parts and helpers reach nothing private of the table (tests/test_parts_narrow.py reads them).
NARROW_PARTS = True
