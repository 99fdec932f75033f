"""A counter panel: a framed box with a title and what it counts (scores, captures, a top bar)."""
from __future__ import annotations

import pygame

from scenes.kit.parts import Part
from scenes.widgets import paint


class Panel(Part):
    """A panel drawn with the shared frame (``framed``) and its title, then :meth:`paint_body`.
    ``host`` is the scene it sits in (its ``assets`` are read when drawing: settings may change them)."""

    kind = "panel"
    title: str | None = None
    framed = True

    def __init__(self, name: str, rect, host):
        super().__init__(name, rect)
        self.host = host

    @property
    def assets(self):
        return self.host.assets

    def paint(self, surface: pygame.Surface, view) -> None:
        if self.framed:
            paint.draw_panel(surface, self.assets, self.rect, title=self.title)
        self.paint_body(surface, view)

    def paint_body(self, surface: pygame.Surface, view) -> None:
        """What the panel shows inside its frame."""
