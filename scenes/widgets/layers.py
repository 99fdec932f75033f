"""Cached layers: a picture drawn once and blitted every frame while what it shows stays the same.

A table scene has two: the static layer (backgrounds, boards, panels, labels: drawn once per
game and settings) and the table layer (everything drawn from the view, keyed by what it
depends on; while something animates by itself the key is ``None`` and the table is drawn
directly). Dragging a card then costs one blit plus the card.
"""
from __future__ import annotations

from typing import Callable, Hashable

import pygame


class CachedLayer:
    def __init__(self, alpha: bool = False):
        self.alpha = alpha
        self.surface: pygame.Surface | None = None
        self.key: Hashable | None = None

    def invalidate(self) -> None:
        self.key = None

    def get(self, size: tuple[int, int], key: Hashable, paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The layer for ``key`` (repainted with ``paint`` when the key or the size changed)."""
        if self.surface is None or self.surface.get_size() != tuple(size):
            flags = pygame.SRCALPHA if self.alpha else 0
            self.surface = pygame.Surface(size, flags)
            if pygame.display.get_surface() is not None:
                self.surface = self.surface.convert_alpha() if self.alpha else self.surface.convert()
            self.key = None
        if key is None or key != self.key:
            if self.alpha:
                self.surface.fill((0, 0, 0, 0))
            paint(self.surface)
            self.key = key
        return self.surface

    def blit(self, target: pygame.Surface, key: Hashable | None, paint: Callable[[pygame.Surface], None]) -> None:
        """Draw onto ``target``: from the cache when ``key`` matches, else repaint (``None``: no caching)."""
        if key is None:
            self.key = None
            paint(target)
            return
        target.blit(self.get(target.get_size(), key, paint), (0, 0))


__all__ = ["CachedLayer"]
