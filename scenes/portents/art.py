"""Drawing helpers of Portents' table: outlines, their marching dashes drawn from a cache."""
from __future__ import annotations

import pygame

from scenes.widgets import paint
from scenes.widgets.cache import MB, SurfaceCache

# the new Portents' bands, per (line, attribute): (picture, where), the geometry the same for every table
BAND_CACHE = SurfaceCache(64, max_bytes=8 * MB)
_DASHES = SurfaceCache(400, max_bytes=12 * MB)  # marching outlines per size, colour and step, least recently used out


def outline(surface: pygame.Surface, rect, colour, width: int = 3, radius: int = 10, dashed: bool = False,
            phase: float = 0.0) -> None:
    """``paint.outline``, its marching dashes drawn from the cache below."""
    if dashed:
        marching(surface, rect, colour, width, radius, phase)
    else:
        paint.outline(surface, rect, colour, width, radius)


def marching(surface: pygame.Surface, rect, colour, width: int = 2, radius: int = 10, phase: float = 0.0) -> None:
    """A marching dashed outline, as ``paint.outline(..., dashed=True)`` draws it, from a cache (its
    dashes take only 20 positions, so each is drawn once)."""
    rect = pygame.Rect(rect)
    off = int(phase * 20) % 20
    key = (rect.size, tuple(colour[:3]), width, radius, off)
    img = _DASHES.get(key)
    if img is None:
        pad = width + 1
        img = pygame.Surface((rect.w + 2 * pad, rect.h + 2 * pad), pygame.SRCALPHA)
        paint.outline(img, pygame.Rect(pad, pad, rect.w, rect.h), colour, width, radius, dashed=True,
                      phase=(off + 0.5) / 20)
        _DASHES.put(key, img)
    pad = (img.get_width() - rect.w) // 2
    surface.blit(img, (rect.x - pad, rect.y - pad))
