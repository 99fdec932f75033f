"""Cached layers: a picture drawn once and blitted every frame while what it shows stays the same.

A table scene stacks a few: the static layer (backgrounds, boards, panels, labels: drawn once per
game and settings), a :class:`RegionLayer` over it (the table drawn from the view, region by
region, each region repainted only when what it shows changes), and on top whatever moves by
itself (cards in flight, pulsing highlights, the dragged card), drawn every frame. A frame while
the AI thinks then costs a blit or two plus the few things that move.

Every layer is keyed by what it depends on: the key changes, the layer is repainted. A key of
``None`` means "this changes every frame": it is painted directly, never kept. ``caching(False)``
turns every cache off (tests compare a cached frame with a freshly painted one).
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Callable, Hashable, Iterable, Iterator, NamedTuple

import pygame

_ENABLED = True


@contextmanager
def caching(enabled: bool) -> Iterator[None]:
    """Within the block, layers are (``False``: never) reused; for tests that compare a cached
    frame with one painted from scratch."""
    global _ENABLED
    before = _ENABLED
    _ENABLED = enabled
    try:
        yield
    finally:
        _ENABLED = before


def caching_enabled() -> bool:
    return _ENABLED


def _new_surface(size: tuple[int, int], alpha: bool) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA if alpha else 0)
    if pygame.display.get_surface() is not None:
        surface = surface.convert_alpha() if alpha else surface.convert()
    return surface


class CachedLayer:
    def __init__(self, alpha: bool = False):
        self.alpha = alpha
        self.surface: pygame.Surface | None = None
        self.key: Hashable | None = None
        self.paints = 0  # how many times it was repainted (tests count them)

    def invalidate(self) -> None:
        self.key = None

    def get(self, size: tuple[int, int], key: Hashable, paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The layer for ``key`` (repainted with ``paint`` when the key or the size changed)."""
        if self.surface is None or self.surface.get_size() != tuple(size):
            self.surface = _new_surface(tuple(size), self.alpha)
            self.key = None
        if key is None or key != self.key or not _ENABLED:
            if self.alpha:
                self.surface.fill((0, 0, 0, 0))
            paint(self.surface)
            self.paints += 1
            self.key = key
        return self.surface

    def blit(self, target: pygame.Surface, key: Hashable | None, paint: Callable[[pygame.Surface], None]) -> None:
        """Draw onto ``target``: from the cache when ``key`` matches, else repaint (``None``: no caching)."""
        if key is None:
            self.key = None
            paint(target)
            return
        target.blit(self.get(target.get_size(), key, paint), (0, 0))


class Region(NamedTuple):
    """A part of a :class:`RegionLayer`: ``paint`` draws it (in screen coordinates, clipped to
    ``rect``) whenever ``key`` changes; ``key`` ``None`` repaints it every frame."""

    name: str
    rect: pygame.Rect
    key: Hashable | None
    paint: Callable[[pygame.Surface], None]


class RegionLayer:
    """An opaque picture: a base picture with regions painted over it, each repainted (over the
    base's pixels) only when its own key changes.

    Regions must not overlap, and each one's drawing is clipped to its rect, so repainting one
    never touches another and the picture is always the same as painting them all afresh. A
    changed ``base_key`` (new base picture, new settings) repaints everything. A region may move
    or come and go (a band cut where the log's newest line begins): one whose rect changed, or that
    was missing last time, is repainted whatever its key.
    """

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.base_key: Hashable | None = None
        self.keys: dict[str, Hashable] = {}
        self.rects: dict[str, tuple] = {}  # where each region in ``keys`` was painted
        self.serial = 0  # bumped whenever the picture changes: a layer drawn over this one keys on it
        self.painted: list[str] = []  # the regions the last update repainted (tests look)

    def invalidate(self) -> None:
        self.base_key = None
        self.keys.clear()

    def update(self, size: tuple[int, int], base_key: Hashable, base: pygame.Surface,
               regions: Iterable[Region]) -> pygame.Surface:
        """Bring the picture up to date and return it; ``base`` is the picture under the regions."""
        size = tuple(size)
        full = (self.surface is None or self.surface.get_size() != size or base_key is None
                or base_key != self.base_key or not _ENABLED)
        if self.surface is None or self.surface.get_size() != size:
            self.surface = _new_surface(size, False)
        surface = self.surface
        self.painted = []
        if full:
            surface.blit(base, (0, 0))
            self.keys = {}
            self.rects = {}
            self.base_key = base_key
        clip = surface.get_clip()
        seen = set()
        try:
            for region in regions:
                seen.add(region.name)
                rect = pygame.Rect(region.rect)
                if (not full and region.key is not None and self.keys.get(region.name, _NEVER) == region.key
                        and self.rects.get(region.name) == tuple(rect)):
                    continue
                if not full:
                    surface.blit(base, rect, rect)  # back to the base under it
                surface.set_clip(rect)
                region.paint(surface)
                surface.set_clip(clip)
                if region.key is None:
                    self.keys.pop(region.name, None)
                else:
                    self.keys[region.name] = region.key
                    self.rects[region.name] = tuple(rect)
                self.painted.append(region.name)
        finally:
            surface.set_clip(clip)
        for name in [n for n in self.keys if n not in seen]:  # gone: repainted if it comes back
            del self.keys[name]
            self.rects.pop(name, None)
        if self.painted or full:
            self.serial += 1
        return surface


_NEVER = object()


def overlapping(regions: Iterable[Region]) -> list[tuple[str, str]]:
    """Pairs of regions whose rects overlap (a :class:`RegionLayer` needs none; tests check)."""
    regions = list(regions)
    out = []
    for i, a in enumerate(regions):
        for b in regions[i + 1:]:
            if pygame.Rect(a.rect).colliderect(b.rect):
                out.append((a.name, b.name))
    return out


def column_bands(cards, area) -> list[pygame.Rect]:
    """A column of cards (the opponents' panels) as regions: one band of ``area`` per card, top to
    bottom, cut halfway between neighbours, so a move repaints only the card it changed.

    A card's band holds the whole card; its neighbours' bands hold what spills over from it (its
    shadow, a glow): paint a band with :func:`paint_band`."""
    cards = [pygame.Rect(c) for c in cards]
    bands = []
    for i, r in enumerate(cards):
        top = area.top if i == 0 else (cards[i - 1].bottom + r.top) // 2
        bottom = area.bottom if i == len(cards) - 1 else (r.bottom + cards[i + 1].top) // 2
        bands.append(pygame.Rect(area.x, top, area.w, bottom - top))
    return bands


def paint_band(surface: pygame.Surface, index: int, count: int, whole: Callable[[pygame.Surface, int], None],
               spill: Callable[[pygame.Surface, int], None]) -> None:
    """Paint band ``index`` of a column: every card in the column's order (so what overlaps is as
    painted whole), card ``index`` whole and the others only by what spills from them (clipped to
    the band by the :class:`RegionLayer`)."""
    for k in range(count):
        (whole if k == index else spill)(surface, k)


__all__ = ["CachedLayer", "Region", "RegionLayer", "caching", "caching_enabled", "column_bands", "overlapping",
           "paint_band"]
