"""pygame_gui, loaded on first use: ``import pygame_gui`` takes about 0.1 s, which the client's start
spends after its first frame (``client.app.App(quick_start=True)``), and the main menu needs none of it.

The scenes and the client name pygame_gui through this module (``gui.elements.UIButton``,
``gui.core.ObjectID``, ``gui.UI_BUTTON_PRESSED``): the first name read imports it. Nothing else in
scenes/ or client/ imports pygame_gui, so that one import is the one place it loads.
"""
from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name.startswith("__"):  # a module's own dunders (asked by tools) never load pygame_gui
        raise AttributeError(name)
    import pygame_gui  # heavy (~0.1 s): loaded on first use, after the client's first frame

    value = getattr(pygame_gui, name)
    globals()[name] = value  # read once: the next use finds it here
    return value
