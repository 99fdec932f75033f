"""What lies over the table, drawn by the kit's overlay stack in its fixed order: the dragged
piece, the tooltip, the refusal, the pause menu (the curtain stands on the stack, from
``play_curtain``; the coach's bubble is the coach's, ``play_bubble``)."""
from __future__ import annotations

from scenes.kit import overlay
from scenes.play_net import draw_banner


def shell_overlays(scene, stack: overlay.OverlayStack) -> None:
    """The shell's overlays this frame: the dragged piece, the tooltip (unless a drag, the pause menu
    or a refusal being read is in the way, or the scene says no), the refusal, the pause menu."""
    drag, menu = scene.drag, scene.menu
    stack.add(overlay.TABLE, "drag", drag.draw_items)
    refusing = drag.message is not None and not drag.message.good
    if not drag.dragging and menu is None and not refusing and scene.tooltip_shown():
        stack.add(overlay.TOOLTIP, "tooltip", scene.tooltip.draw, scene.tooltip.rect)
    stack.add(overlay.REFUSAL, "refusal", drag.draw_message, drag.message_rect)
    net = getattr(scene, "net", None)  # (a network game's part: scenes/play_net.py)
    if net is not None and net.banner is not None:  # a friend away, the connection lost
        stack.add(overlay.REFUSAL, "network", lambda s: draw_banner(scene, s))
    if menu is not None:
        stack.add(overlay.MENU, "menu", lambda s: menu.draw(s, scene.time))


__all__ = ["shell_overlays"]
