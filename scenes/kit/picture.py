"""The table's picture, cached by the kit: a table says what it shows, the kit keeps it.

A table's still picture is its felt (what never changes with the view: painted once, again when a
setting changes) and, over it, its :class:`~scenes.kit.regions.Area` s, each repainted only when
what it shows changes: its parts' slices of the view (worked out once per change of the view,
``stamp``) and whatever else the table names for it (the cards lying in it, the buttons over it).
The table hands the areas to :meth:`Picture.update` each frame; everything kept between frames is
here, none of it in the table::

    self.picture = Picture(self.parts, felt=self.paint_felt, stamp=lambda: (self.version, self.seat))
    ...
    still = self.picture.update(surface.get_size(), view, [self.picture.region(view, area) for area in AREAS])

What a test may read of it is what was redrawn (``painted``), what the last frame was cut into
(``regions``) and how often the felt was painted (``felt_paints``).
"""
from __future__ import annotations

from typing import Callable, Hashable, Iterable

import pygame

from scenes.kit.regions import Area, region
from scenes.widgets.layers import CachedLayer, Region, RegionLayer


class Picture:
    """A table's cached still picture: the felt and the areas over it."""

    def __init__(self, parts, felt: Callable[[pygame.Surface], None], stamp: Callable[[], Hashable],
                 felt_key: Callable[[], Hashable] = lambda: (), felt_size: tuple[int, int] | None = (1280, 720)):
        """``parts``: the table's named parts; ``felt``: paints what lies under every area;
        ``stamp``: changes whenever the parts' slices may (the view's version, the seat...);
        ``felt_key``: what the felt shows besides the settings (the colour-blind mode, say);
        ``felt_size``: the felt's own size (None: the size of the surface drawn on)."""
        self.parts = parts
        self.paint_felt = felt
        self.stamp = stamp
        self.felt_key = felt_key
        self.felt_size = felt_size
        self._felt = CachedLayer()
        self._dressed = CachedLayer()  # the felt with what the table lays on it for good (see ``dressed``)
        self._layer = RegionLayer()
        self._slices: tuple[Hashable, dict] | None = None
        self.regions: list[Region] = []  # what the last update was cut into

    # ------------------------------------------------------------------ what the parts show
    def slices(self, view) -> dict[str, Hashable]:
        """Every part's slice of ``view``, worked out once per ``stamp``."""
        stamp = self.stamp()
        if self._slices is None or self._slices[0] != stamp:
            self._slices = (stamp, {name: part.slice(view) for name, part in self.parts.parts.items()})
        return self._slices[1]

    def region(self, view, area: Area, extra: Hashable = (), after: Callable[[pygame.Surface], None] | None = None,
               before: Callable[[pygame.Surface], None] | None = None) -> Region:
        """``area`` as a region repainted when one of its parts' slices or ``extra`` changes
        (``extra`` None: every frame); ``before``/``after`` paint the table's own under and over the parts."""
        return region(self.parts, view, area, extra, after, self.slices(view), before)

    # ------------------------------------------------------------------ the picture
    def felt(self, size: tuple[int, int]) -> pygame.Surface:
        """The felt, painted when its key or a setting changed."""
        return self._felt.get(self.felt_size or (size[0], size[1]), self.felt_key(), self.paint_felt)

    def dressed(self, size: tuple[int, int], key: Hashable, dress: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The felt with ``dress`` painted over it: what lies still under an area but belongs to it
        alone (its boxes and panels), kept and painted afresh when the felt is or ``key`` changes.
        An area's painting starts from it (blits its own rect of it) instead of painting them each time."""
        felt = self.felt(size)

        def paint(surface: pygame.Surface) -> None:
            surface.blit(felt, (0, 0))
            dress(surface)
        return self._dressed.get(self.felt_size or (size[0], size[1]), (self._felt.paints, key), paint)

    def update(self, size: tuple[int, int], view, regions: Iterable[Region], base_key: Hashable = ()) -> pygame.Surface:
        """The still picture now, ``size`` big: the felt, and each region repainted if its key changed
        (``base_key`` changed: everything repainted)."""
        self.regions = list(regions)
        felt = self.felt(size)
        return self._layer.update(size, (self._felt.paints, base_key), felt, self.regions)

    def invalidate(self) -> None:
        """A setting changed: the felt and every area are painted afresh."""
        self._felt.invalidate()
        self._dressed.invalidate()
        self._layer.invalidate()
        self._slices = None

    # ------------------------------------------------------------------ what a test and a layer over it read
    @property
    def painted(self) -> list[str]:
        """The areas the last update repainted."""
        return self._layer.painted

    @property
    def serial(self) -> int:
        """Bumped whenever the picture changes (a layer drawn over it keys on this)."""
        return self._layer.serial

    @property
    def felt_paints(self) -> int:
        """How many times the felt was painted."""
        return self._felt.paints

    @property
    def surface(self) -> pygame.Surface | None:
        return self._layer.surface


__all__ = ["Picture"]
