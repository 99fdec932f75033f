"""Cached drawing by part, over ``scenes/widgets/layers.py``.

A table's picture is cut into :class:`Area` s (rectangles that never overlap), each naming the
parts painted into it, in order. An area becomes a ``layers.Region`` keyed by its parts' slices of
the view (:meth:`Part.slice`) and what else it shows (the cards lying in it, say): a part repaints
only when its slice changes. A part reaching into several areas (a panel's shadow) is painted in
each, clipped to it.
"""
from __future__ import annotations

from typing import Callable, Hashable, NamedTuple

import pygame

from scenes.widgets.layers import Region


class Area(NamedTuple):
    name: str
    rect: pygame.Rect
    parts: tuple[str, ...]  # painted in this order, then ``after``


def region(table, view, area: Area, extra: Hashable = (),
           after: Callable[[pygame.Surface], None] | None = None, known: dict | None = None,
           before: Callable[[pygame.Surface], None] | None = None) -> Region:
    """``area`` as a cached region of ``table``: repainted when a part's slice or ``extra`` changes.
    ``known``: the parts' slices already worked out (see :func:`slices`), read rather than redone;
    ``before`` and ``after`` paint what the table itself shows under and over the parts (buttons)."""
    parts = [table.part(name) for name in area.parts]
    cut = tuple(known[p.name] if known is not None and p.name in known else p.slice(view) for p in parts)
    key = None if any(s is None for s in cut) or extra is None else (cut, extra)

    def paint(surface: pygame.Surface) -> None:
        if before is not None:
            before(surface)
        for part in parts:
            part.paint(surface, view)
        if after is not None:
            after(surface)
    return Region(area.name, pygame.Rect(area.rect), key, paint)


def buttons_in(buttons, rect) -> tuple:
    """What ``buttons`` show in ``rect``, for a region's key (as :meth:`Button.draw
    <scenes.widgets.button.Button.draw>` paints them). Outside its rect a button paints only its
    drop shadow (4 px of blur, 2 down), the same in every state, and its glow while a suggestion
    lights it (12 px round): a button whose face or glow lies in ``rect`` counts with its state, one
    whose shadow alone reaches in with its place, and one that paints elsewhere not at all. A glow
    coming or going across the edge changes the key (the button's entry changes)."""
    rect = pygame.Rect(rect)
    out: list[tuple] = []
    for b in buttons:
        if not b.visible:
            continue
        r = b.rect
        if r.colliderect(rect) or (b.highlight and b.enabled and r.inflate(24, 24).colliderect(rect)):
            out.append((b.name, tuple(r), b.hover, b.pressed, b.enabled, b.highlight, b.label, b.icon, b.style))
        elif r.move(0, 2).inflate(8, 8).colliderect(rect):
            out.append((b.name, tuple(r)))
    return tuple(out)


def slices(table, view) -> dict[str, Hashable]:
    """Every part's slice of ``view`` by name (a test compares two views' slices)."""
    return {name: part.slice(view) for name, part in table.parts.items()}


__all__ = ["Area", "buttons_in", "region", "slices"]
