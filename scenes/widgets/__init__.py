"""Reusable pieces for play scenes: drag and drop, select-then-target, tooltips, the game log,
buttons, tweens, cards and piles, dice, cached layers.

Nothing here knows a particular game: the games' tables (scenes/<id>/) build on these
through scenes/play.py. The names below load on first use, so that importing one
widget module (the menu needs only text and paint) does not import them all.
"""
from __future__ import annotations

import importlib

_WHERE = {
    "SizedSprites": "cards", "draw_card": "cards", "draw_pile": "cards", "draw_stack": "cards", "fan_rects": "cards",
    "DiceTumble": "dice", "die_face": "dice", "CachedLayer": "layers",
    "Selection": "select", "Button": "button", "DragController": "drag", "DragSource": "drag", "DropTarget": "drag",
    "Hotspot": "hotspot", "hotspot_at": "hotspot", "LogPanel": "log_panel", "ModalMenu": "modal",
    "Tooltip": "tooltip", "TooltipContent": "tooltip", "LayoutAnimator": "tween", "Tween": "tween",
    "Tweener": "tween", "TileGrid": "tile_grid", "Slide": "tile_grid",
}
__all__ = list(_WHERE)


def __getattr__(name: str):
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'scenes.widgets' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"scenes.widgets.{module}"), name)
    globals()[name] = value
    return value
