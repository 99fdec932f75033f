"""A table that is its parts: the ready-made shape of a small game's table.

A game whose table is a felt and a few ready-made parts (a hand, a trick, a pile, a score track,
the prompt) writes only :meth:`PartsTable.declare`; the kit does the rest: the still picture cached
by part (:class:`~scenes.kit.picture.Picture`, one area over the whole table), the pointer's targets,
the drops, the dragged card's image, the log's lines from the game's words::

    class CardsTable(PartsTable):
        def declare(self):
            return [HandRow("hand", HAND, self, cards=lambda v: v.hand, face=draw_card, play=Play), ...]
        def prompt(self):
            return words.t("prompt-play")  # a sentence of the game's catalogue, said now

The shell's log, toolbar and suggestion card are drawn over the still picture every frame, where the
shell places them (``scenes/shell_layout.py``).
"""
from __future__ import annotations

from typing import Hashable

import pygame

from scenes.assets import PALETTE
from scenes.base import SCREEN
from scenes.kit.parts import Part, Table
from scenes.kit.picture import Picture
from scenes.kit.regions import Area
from scenes.kit.table import TableBase
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.hotspot import Hotspot

class PartsTable(TableBase):
    """A table made of the parts :meth:`declare` lists (bottom to top), over :meth:`paint_felt`."""

    def __init__(self, host) -> None:
        super().__init__(host)
        self.parts = Table(self.declare(), self.why_illegal, lambda: self.view)
        self.picture = Picture(self.parts, felt=self.paint_felt, stamp=lambda: (self.version, self.seat),
                               felt_key=lambda: id(self.assets))

    def declare(self) -> list[Part]:
        """The table's parts, bottom to top (a later part's pieces are found first)."""
        return []

    def paint_felt(self, surface: pygame.Surface) -> None:
        """What lies under every part: the shell's table cloth, darkened (a game may paint its own)."""
        surface.blit(self.assets.sprite("ui/table.png", SCREEN), (0, 0))
        surface.blit(paint.dim(SCREEN, 150, 0), (0, 0))

    # ------------------------------------------------------------------ the hooks (scenes/table_hooks.py)
    def draw_scene(self, surface: pygame.Surface) -> None:
        v = self.view
        area = Area("table", pygame.Rect((0, 0), SCREEN), tuple(self.parts.names()))
        surface.blit(self.picture.update(surface.get_size(), v, [self.picture.region(v, area)]), (0, 0))
        glowing = self.suggestion_keys()  # the suggested move's pieces glow (found among the pointer's targets)
        for spot in self.hotspots if glowing else ():
            if spot.key in glowing:
                paint.outline(surface, spot.rect.inflate(8, 8), PALETTE["marigold"], 3, radius=12)
        self.log_panel.draw(surface)
        self.draw_buttons(surface)
        self.draw_suggestion(surface)

    def build_hotspots(self) -> list[Hotspot]:
        return self.parts.hotspots(self.view)

    def drop_targets(self, payload) -> list:
        return self.parts.drop_targets(payload, self.view)

    def drop(self, payload, target, pos):
        return self.propose_offer(target, pos)

    def drag_image(self, spot: Hotspot) -> pygame.Surface | None:
        """The card picked up, drawn by the part it lies in (a part with an ``image(card)``)."""
        part = self.parts.part_of(spot.key)
        image = getattr(part, "image", None)
        return image(spot.key[-1]) if image is not None and isinstance(spot.key, tuple) else None

    def suggestion_keys(self) -> set[Hashable]:
        if self.suggestion is None:
            return set()
        return {key for part in self.parts.parts.values() for key in part.suggested(self.suggestion[0], self.view)}

    # what a table of still parts does not do (it has no animations, no selection, no buttons of its own)
    def on_view_changed(self, old, new, cause: str, events: list, animate: bool) -> None:
        pass

    def update_animations(self, dt: float) -> bool:
        return False

    def refresh_buttons(self) -> None:
        pass

    def cancel_selection(self) -> bool:
        return False

    def event_markup(self, event, viewer: int | None = -2) -> str:
        viewer = self.seat if viewer == -2 else viewer
        return T.escape(self.game.event_text(event, viewer, self.session.setup.names))


__all__ = ["PartsTable"]
