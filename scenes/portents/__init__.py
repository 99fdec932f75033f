"""Portents' table and end screen, in small modules: ``table`` (the scene), ``layout`` (where things
sit), ``art`` (drawing helpers), ``telling`` (what the storyboard tells, and the names' markup),
``end`` (the end screen) and ``shots``. Importing the package imports none of them."""
