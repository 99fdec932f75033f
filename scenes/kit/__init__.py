"""The table kit: the parts a game's table is made of, and the machinery around them.

A table is a list of named :class:`~scenes.kit.parts.Part` s (``hand``, ``trick``, ``seat:2``),
each owning its rectangle, its pieces (hotspot, tooltip, drawing) and the drops it accepts; the
rules answer every drop through ``why_illegal``. Around the parts: one overlay stack in a fixed
order (``overlay``), text that always fits its box (``fit``), one way to tell an event step by
step (``telling``), cached drawing by part (``regions``, ``picture``), and the table's base
(``table``: :class:`~scenes.kit.table.TableBase`, what a table is given of the play scene holding
it, and the jobs every table shares). Nothing here names a game. See docs/architecture.md, "The table kit".
"""
