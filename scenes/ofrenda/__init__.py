"""Ofrenda's table and end screen, in small modules: ``table`` (the scene), ``layout`` (where things
sit, an ofrenda's slots), ``art`` (how the pieces look, a whole ofrenda drawn still), ``markup``
(names dressed for tooltips and the log, the phase prompts), ``end`` (the end screen) and
``shots``. Importing the package imports none of them."""
