"""Reusable pieces for play scenes: drag and drop, select-then-target, tooltips, the game log,
buttons, tweens and the animation choreography, cards and piles, dice, cached layers.

Nothing here knows a particular game: scenes/ofrenda.py (and the next games' scenes) build
on these through scenes/play.py.
"""
from scenes.widgets.button import Button
from scenes.widgets.cards import SizedSprites, draw_card, draw_pile, draw_stack, fan_rects
from scenes.widgets.choreo import Choreography
from scenes.widgets.dice import DiceTumble, die_face
from scenes.widgets.drag import DragController, DragSource, DropTarget
from scenes.widgets.hotspot import Hotspot, hotspot_at
from scenes.widgets.layers import CachedLayer
from scenes.widgets.log_panel import LogPanel
from scenes.widgets.modal import ModalMenu
from scenes.widgets.select import Selection
from scenes.widgets.tooltip import Tooltip, TooltipContent
from scenes.widgets.tween import LayoutAnimator, Tween, Tweener

__all__ = [
    "SizedSprites", "draw_card", "draw_pile", "draw_stack", "fan_rects", "Choreography", "DiceTumble", "die_face",
    "CachedLayer", "Selection", "Button", "DragController", "DragSource", "DropTarget", "Hotspot", "hotspot_at", "LogPanel", "ModalMenu",
    "Tooltip", "TooltipContent", "LayoutAnimator", "Tween", "Tweener",
]
