"""A track of steps: numbered steps (each one space, or a few side by side) and the markers standing
on them, a score track for one."""
from __future__ import annotations

from typing import Hashable, Mapping

import pygame

from scenes.kit.parts import Part, Piece


class Track(Part):
    """A track: :meth:`spaces` are its steps' spaces (a step, or a square of a step) and where they
    lie, :meth:`markers` who stands where; :meth:`space_piece` and :meth:`marker_piece` make their
    pieces (a space may be clicked to land on it, a marker says whose it is). Markers lie over the
    spaces, so they are found first."""

    kind = "track"

    def spaces(self, view) -> list[tuple[Hashable, pygame.Rect]]:
        return []

    def markers(self, view) -> list[tuple[Hashable, pygame.Rect]]:
        return []

    def space_piece(self, space: Hashable, rect: pygame.Rect, view) -> Piece:
        return Piece((self.name, space), rect, no_tooltip=True)

    def marker_piece(self, marker: Hashable, rect: pygame.Rect, view) -> Piece:
        return Piece((self.name, "marker", marker), rect, no_tooltip=True)

    def pieces(self, view) -> list[Piece]:
        return ([self.space_piece(s, r, view) for s, r in self.spaces(view)]
                + [self.marker_piece(m, r, view) for m, r in self.markers(view)])


def stacking(places: Mapping[Hashable, Hashable | None]) -> dict[Hashable, int]:
    """Marker -> how many markers stand on its space before it (in the mapping's order), so that
    markers sharing a space can step aside; a marker off the track (space ``None``) counts 0."""
    seen: dict[Hashable, int] = {}
    out = {}
    for marker, space in places.items():
        if space is None:
            out[marker] = 0
            continue
        out[marker] = seen.get(space, 0)
        seen[space] = out[marker] + 1
    return out


__all__ = ["Track", "stacking"]
