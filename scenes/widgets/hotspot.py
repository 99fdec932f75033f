"""Hotspots: the things on a play scene the pointer can hover, click or pick up."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable

import pygame


@dataclass
class Hotspot:
    """One interactive item. Scenes rebuild their list when the layout changes; the last one
    listed is on top (it wins when several overlap)."""

    key: Hashable
    rect: pygame.Rect
    tooltip: Callable[[], Any] | None = None  # -> TooltipContent | None
    drag: Any = None  # a payload when the item can be picked up
    click: Callable[[], None] | None = None
    tip_side: str = "right"  # where its tooltip prefers to open: "right" or "above"
    tip_avoid: pygame.Rect | None = None  # a place its tooltip keeps clear of when it can


def hotspot_at(hotspots: list[Hotspot], pos) -> Hotspot | None:
    for spot in reversed(hotspots):
        if spot.rect.collidepoint(pos):
            return spot
    return None
