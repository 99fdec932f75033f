"""A track of steps: numbered steps (each one space, or a few side by side) and the markers standing
on them, a score track for one."""
from __future__ import annotations

from typing import Any, Callable, Hashable, Mapping, Sequence

import pygame

from scenes.kit.parts import Part, Piece
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent


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


class ScoreTrack(Track):
    """A ready-made score track: steps ``0..steps`` in a row across its rect, and a marker per seat on
    its score (``score(view)``: one number per seat), coloured ``colours[seat]``; markers sharing a step
    stand side by side. ``say(seat, score)`` is a marker's tooltip (the game's words)."""

    def __init__(self, name: str, rect, table, steps: int, score: Callable[[Any], Sequence[int]],
                 colours: Sequence[tuple[int, int, int]], say: Callable[[int, int], str] | None = None):
        super().__init__(name, rect)
        self.table, self.steps, self.score, self.colours, self.say = table, steps, score, colours, say

    def step_rect(self, step: int) -> pygame.Rect:
        width = self.rect.width // (self.steps + 1)
        return pygame.Rect(self.rect.x + step * width + 2, self.rect.y, width - 4, self.rect.height)

    def spaces(self, view) -> list[tuple[Hashable, pygame.Rect]]:
        return [(step, self.step_rect(step)) for step in range(self.steps + 1)]

    def markers(self, view) -> list[tuple[Hashable, pygame.Rect]]:
        return list(self.seat_markers(view))

    def seat_markers(self, view) -> list[tuple[int, pygame.Rect]]:
        """Each seat's marker: where it stands."""
        steps = [min(s, self.steps) for s in self.score(view)]
        aside = stacking(dict(enumerate(steps)))
        out = []
        for seat, step in enumerate(steps):
            box = self.step_rect(step)
            size = min(box.width, box.height) // 2
            shift = int((aside[seat] - (steps.count(step) - 1) / 2) * size * 0.7)
            out.append((seat, pygame.Rect(box.centerx - size // 2 + shift, box.bottom - size - 6, size, size)))
        return out

    def marker_piece(self, marker: Hashable, rect: pygame.Rect, view) -> Piece:
        if self.say is None:
            return super().marker_piece(marker, rect, view)
        seat = marker if isinstance(marker, int) else 0  # (this track's markers are seats)
        say = self.say
        return Piece((self.name, "marker", seat), rect,
                     tooltip=lambda: TooltipContent(T.escape(say(seat, list(self.score(view))[seat]))))

    def slice(self, view):
        return tuple(self.score(view))

    def paint(self, surface: pygame.Surface, view) -> None:
        assets = self.table.assets
        for step, rect in self.spaces(view):
            pygame.draw.rect(surface, (60, 40, 70), rect, border_radius=8)
            pygame.draw.rect(surface, (150, 120, 170), rect, 1, border_radius=8)
            label = T.text(assets, str(step), "bold", 16, (240, 226, 200))
            surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.y + 6)))
        for seat, rect in self.seat_markers(view):
            pygame.draw.circle(surface, self.colours[seat % len(self.colours)], rect.center, rect.width // 2)
            pygame.draw.circle(surface, (20, 10, 30), rect.center, rect.width // 2, 2)


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


__all__ = ["ScoreTrack", "Track", "stacking"]
