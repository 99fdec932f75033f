"""What lies over the table, drawn by the kit's overlay stack in its fixed order: the dragged
piece, the tooltip, the refusal, the pause menu (the curtain stands on the stack, from
``play_curtain``). A part of :class:`scenes.play.PlayScene`."""
from __future__ import annotations

import pygame

from scenes.kit import overlay


class Overlays:
    """This frame's overlays, added to ``overlays`` and drawn (a table extends :meth:`add_overlays`)."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Everything over the table, by the overlay stack in the kit's fixed order (scenes/kit/overlay.py)."""
        self.add_overlays(self.overlays)
        self.overlays.draw(surface)

    def add_overlays(self, stack: overlay.OverlayStack) -> None:
        """This frame's overlays: the dragged piece, the tooltip, the refusal, the pause menu (a table
        with a chooser extends it)."""
        stack.add(overlay.TABLE, "drag", self.drag.draw_items)
        refusing = self.drag.message is not None and not self.drag.message.good
        if not self.drag.dragging and self.menu is None and not refusing and self.tooltip_shown():
            stack.add(overlay.TOOLTIP, "tooltip", self.tooltip.draw, self.tooltip.rect)
        stack.add(overlay.REFUSAL, "refusal", self.drag.draw_message, self.drag.message_rect)
        if self.menu is not None:
            stack.add(overlay.MENU, "menu", lambda s: self.menu.draw(s, self.time))

    def tooltip_shown(self) -> bool:
        """Whether the tooltip may show over the table now (a table's veiling dialog says no; while a
        refusal is being read none shows at all)."""
        return True
