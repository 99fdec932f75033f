"""The kit's name for :mod:`scenes.widgets.fit` (text that fits its box): a table's parts say
``from scenes.kit import fit``. The module itself lives with the widgets, which fit their own
labels with it (a button's, a menu's), and the widgets import nothing of the kit.

Every name is read from :mod:`scenes.widgets.fit` when it is used, so a name replaced there (a
test's wrapper) is the one every caller gets, whichever of the two names it went through.
"""
from __future__ import annotations

from typing import Any

from scenes.widgets import fit as widgets_fit


def __getattr__(name: str) -> Any:
    return getattr(widgets_fit, name)
