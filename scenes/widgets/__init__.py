"""Reusable pieces for play scenes: drag and drop, tooltips, the game log, buttons, tweens.

Nothing here knows a particular game: scenes/ofrenda.py (and the next games' scenes) build
on these through scenes/play.py.
"""
from scenes.widgets.button import Button
from scenes.widgets.drag import DragController, DragSource, DropTarget
from scenes.widgets.hotspot import Hotspot, hotspot_at
from scenes.widgets.log_panel import LogPanel
from scenes.widgets.modal import ModalMenu
from scenes.widgets.tooltip import Tooltip, TooltipContent
from scenes.widgets.tween import LayoutAnimator, Tween, Tweener

__all__ = [
    "Button", "DragController", "DragSource", "DropTarget", "Hotspot", "hotspot_at", "LogPanel", "ModalMenu",
    "Tooltip", "TooltipContent", "LayoutAnimator", "Tween", "Tweener",
]
