"""One cache of drawn pictures for every scene: the least recently used goes first when it is full.

Clearing a full cache all at once would make the next frame draw everything on the table again
(every label, shadow and card face), so one picture at a time leaves instead. A cache is bounded
by a count and by the bytes its pictures hold: the pictures differ in size by a thousandfold (a
letter, a board's shadow), so a count alone would let a session's memory grow with what it drew.

Every cache of drawn pictures in scenes/ is one of these (tests/test_picture_caches.py checks it). An
entry may be a picture, or a tuple holding pictures (a picture with its place, or with the picture it
was made from): its bytes are its pictures' bytes. A cache of other things holding pictures (a laid
out document) says how to count them with ``size``.

It sits below ``scenes.assets`` and the widgets, which both keep their pictures in it (the widgets
also name it ``scenes.widgets.cache``).
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Callable, Hashable

import pygame

MB = 1 << 20


def surface_bytes(surf: pygame.Surface) -> int:
    return surf.get_bytesize() * surf.get_width() * surf.get_height()


def picture_bytes(value: Any) -> int:
    """The bytes of the pictures in ``value``: a picture, or a tuple or list holding pictures (and
    other things, which count nothing)."""
    if isinstance(value, pygame.Surface):
        return surface_bytes(value)
    if isinstance(value, (tuple, list)):
        return sum(picture_bytes(v) for v in value)
    return 0


class SurfaceCache:
    """Pictures by key, least recently used out first past ``limit`` entries or ``max_bytes``.

    ``misses`` counts the pictures built or put since the cache was made: a budget smaller than
    what one frame draws shows as misses on every frame (benchmarks/bench_memory.py prints them).
    """

    def __init__(self, limit: int, max_bytes: int, size: Callable[[Any], int] = picture_bytes):
        self.limit = limit
        self.max_bytes = max_bytes
        self.size = size  # an entry's bytes
        self.bytes = 0
        self.misses = 0
        self._items: OrderedDict[Hashable, Any] = OrderedDict()  # pictures (or what holds them)

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> pygame.Surface | None:
        """The picture for ``key`` (now the most recently used), or None."""
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
        return surf

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        self.misses += 1
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= self.size(old)
        self._items[key] = surf
        self.bytes += self.size(surf)
        while len(self._items) > self.limit or (self.bytes > self.max_bytes and len(self._items) > 1):
            _, gone = self._items.popitem(last=False)
            self.bytes -= self.size(gone)
        return surf

    def make(self, key: Hashable, build: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The picture for ``key``, built by ``build()`` the first time."""
        surf = self.get(key)
        return surf if surf is not None else self.put(key, build())

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0
