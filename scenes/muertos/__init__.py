"""Dia de los Muertos' table, a package of small modules on the table kit (scenes/kit/):

* ``table``: the scene, its parts declared and the hooks of the play scene;
* ``parts``: what each named part shows and offers; ``layout``: where things lie;
* ``pieces``: how the cards look; ``telling``: how they move; ``prompt``: the prompt bar, words;
* ``end``: the end screen; ``shots``: the screenshots (and nothing else imports them).
"""
from scenes.muertos.table import MuertosTable

# Its parts and helpers reach nothing private of the table (tests/test_parts_narrow.py reads them).
NARROW_PARTS = True

__all__ = ["MuertosTable"]
