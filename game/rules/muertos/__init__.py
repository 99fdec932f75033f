"""Dia de los Muertos, the partnership trick-taking game (issue 8, landing in steps).

Its rules (``state``), moves (``actions``) and cards (``cards``, ``data/muertos/cards.yaml``) are
here and tested; the game registers itself (``GAME``) once its table, words and bots follow, so
until then it is not on the menu.
"""
