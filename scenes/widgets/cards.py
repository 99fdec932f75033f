"""Cards (and other flat pieces: tiles, tokens) drawn from their sprites: any size, shadows,
the turn-over squeeze, the lit glow, piles and face-down stacks with a count.

Sprites come from :class:`scenes.assets.Assets` by name; the sizes a scene uses often are its
*canonical* sizes (cached by Assets); in-between sizes, while something grows or shrinks in
flight, are scaled on the fly from the largest canonical one.
"""
from __future__ import annotations

import math
from typing import Iterable, Sequence

import pygame

from scenes.picture_cache import MB, SurfaceCache
from scenes.widgets import paint

R = pygame.Rect


class SizedSprites:
    """Sprites at the sizes a scene asks for: canonical sizes cached by Assets, other sizes scaled
    from the largest canonical one and kept in a small cache (a piece in flight changes size every
    frame; a small board redrawn every frame asks for the same odd size again and again)."""

    CACHE = 512

    def __init__(self, assets):
        self.assets = assets
        self._scaled = SurfaceCache(self.CACHE, max_bytes=8 * MB)

    def sized(self, name: str, size, canon: Sequence[tuple[int, int]]) -> pygame.Surface:
        size = (max(1, int(size[0])), max(1, int(size[1])))
        if size in canon:
            return self.assets.sprite(name, size)
        def scale() -> pygame.Surface:
            # from the smallest drawn size at least as large (a card in flight is scaled at every
            # frame: from its nearest size that is a fraction of the work of the largest)
            larger = [s for s in canon if s[0] >= size[0] and s[1] >= size[1]]
            src = min(larger, key=lambda s: s[0]) if larger else max(canon, key=lambda s: s[0])
            return pygame.transform.smoothscale(self.assets.sprite(name, src), size)

        return self._scaled.make((name, size, id(self.assets)), scale)


def draw_card(surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect, shadow: bool = True,
              flip: float | None = None, lit_glow: float = 0.0, glow_colour=(255, 196, 90)) -> None:
    """A card sprite with a soft shadow; ``flip`` (0..1) squeezes it horizontally (turning over);
    ``lit_glow`` (0..1) haloes it."""
    rect = R(rect)
    if flip is not None:
        w = max(2, int(rect.w * abs(math.cos(math.pi * flip))))
        img = pygame.transform.scale(img, (w, rect.h))
        rect = R(rect.centerx - w // 2, rect.y, w, rect.h)
    if lit_glow > 0:
        paint.draw_glow(surface, rect, glow_colour, 16, 255, min(1.0, lit_glow))
    if shadow:
        paint.draw_shadow(surface, rect, 10, 6, 120, (2, 4))
    if img.get_size() != rect.size:
        img = pygame.transform.smoothscale(img, rect.size)
    surface.blit(img, rect)


def draw_pile(surface: pygame.Surface, images: Iterable[pygame.Surface], rect: pygame.Rect,
              angles: Sequence[float] = (-5, 3, -1), shadow: bool = False) -> None:
    """The last few cards of a face-up pile, each turned a little, centred on ``rect``."""
    for k, img in enumerate(images):
        if shadow:
            paint.draw_shadow(surface, rect, 8, 4, 90, (1, 3))
        rot = pygame.transform.rotate(img, angles[k % len(angles)])
        surface.blit(rot, rot.get_rect(center=rect.center))


def draw_stack(surface: pygame.Surface, assets, back: pygame.Surface, rect: pygame.Rect, count: int,
               per_layer: int = 8, layers: int = 3, label: bool = True) -> None:
    """A face-down stack (a deck): a few offset backs for its thickness, and its count below."""
    if count:
        for i in range(min(layers, max(1, count // per_layer))):
            draw_card(surface, back, rect.move(-2 * i, -2 * i), shadow=(i == 0))
    if label:
        pill = paint.pill(assets, str(count), 14)
        surface.blit(pill, pill.get_rect(midtop=(rect.centerx, rect.bottom - 12)))


def fan_rects(center_x: int, y: int, n: int, size: tuple[int, int], gap: int = 12,
              max_width: int | None = None) -> list[pygame.Rect]:
    """Rects for ``n`` cards side by side, centred on ``center_x`` (overlapping when too wide)."""
    if n <= 0:
        return []
    step = size[0] + gap
    if max_width is not None and n > 1 and size[0] + (n - 1) * step > max_width:
        step = max(8, (max_width - size[0]) // (n - 1))
    total = size[0] + (n - 1) * step
    x = center_x - total // 2
    return [R(x + i * step, y, *size) for i in range(n)]


__all__ = ["SizedSprites", "draw_card", "draw_pile", "draw_stack", "fan_rects"]
