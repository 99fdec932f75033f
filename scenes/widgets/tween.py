"""View-only animation: easing curves, keyed tweens, and a layout animator that slides items
from where they were drawn to where the new layout puts them.

Nothing here touches game state: scenes feed it positions computed from the view and read
back where to draw things this frame. Every duration is multiplied by a speed factor (the
player's animation setting); a factor of 0 turns animation off (values jump to their end).
"""
from __future__ import annotations

import math
from typing import Any, Callable, Hashable

import pygame

Ease = Callable[[float], float]


# ----------------------------------------------------------------------------- easing
def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_cubic(t: float) -> float:
    return t ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


def pulse(time: float, period: float = 1.4) -> float:
    """A smooth 0..1..0 wave, for glows that breathe."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * time / period)


def lerp(a: Any, b: Any, t: float) -> Any:
    """Interpolate numbers, tuples/lists of numbers, or pygame Rects."""
    if isinstance(a, pygame.Rect) or isinstance(b, pygame.Rect):
        a, b = pygame.Rect(a), pygame.Rect(b)
        return pygame.Rect(round(a.x + (b.x - a.x) * t), round(a.y + (b.y - a.y) * t),
                           round(a.w + (b.w - a.w) * t), round(a.h + (b.h - a.h) * t))
    if isinstance(a, (tuple, list)):
        return type(a)(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


# ----------------------------------------------------------------------------- tweens
class Tween:
    """One value moving from ``start`` to ``end`` over ``duration`` seconds after ``delay``."""

    __slots__ = ("start", "end", "duration", "delay", "ease", "elapsed")

    def __init__(self, start: Any, end: Any, duration: float, delay: float = 0.0, ease: Ease = ease_out_cubic):
        self.start, self.end = start, end
        self.duration = max(0.0, duration)
        self.delay = max(0.0, delay)
        self.ease = ease
        self.elapsed = 0.0

    @property
    def progress(self) -> float:
        """0 before the tween starts, 1 when it is done (before easing)."""
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def value(self) -> Any:
        return lerp(self.start, self.end, self.ease(self.progress))

    def update(self, dt: float) -> bool:
        """Advance; return True while still running."""
        self.elapsed += dt
        return not self.done


class Tweener:
    """Named tweens. ``speed`` (a number or a function returning one) scales every duration."""

    def __init__(self, speed: float | Callable[[], float] = 1.0):
        self._speed = speed
        self.tweens: dict[Hashable, Tween] = {}

    @property
    def speed(self) -> float:
        return float(self._speed() if callable(self._speed) else self._speed)

    def start(self, key: Hashable, start: Any, end: Any, duration: float, delay: float = 0.0,
              ease: Ease = ease_out_cubic) -> None:
        f = self.speed
        if f <= 0:
            self.tweens.pop(key, None)
            return
        self.tweens[key] = Tween(start, end, duration * f, delay * f, ease)

    def value(self, key: Hashable, default: Any = None) -> Any:
        tw = self.tweens.get(key)
        return default if tw is None else tw.value

    def progress(self, key: Hashable) -> float | None:
        tw = self.tweens.get(key)
        return None if tw is None else tw.progress

    def active(self, key: Hashable) -> bool:
        return key in self.tweens

    def cancel(self, key: Hashable) -> None:
        self.tweens.pop(key, None)

    def clear(self) -> None:
        self.tweens.clear()

    def update(self, dt: float) -> bool:
        """Advance every tween, dropping finished ones; True while any runs."""
        for key in [k for k, tw in self.tweens.items() if not tw.update(dt)]:
            del self.tweens[key]
        return bool(self.tweens)

    def __bool__(self) -> bool:
        return bool(self.tweens)


class LayoutAnimator:
    """Slides keyed items (cards, tokens...) between layouts.

    Call :meth:`sync` with where every item belongs now; an item that was drawn elsewhere
    before glides from there (size included), a new item glides in from ``origins[key]``
    when given. :meth:`rect` says where to draw an item this frame.
    """

    def __init__(self, speed: float | Callable[[], float] = 1.0, duration: float = 0.38,
                 ease: Ease = ease_in_out_cubic):
        self.tweens = Tweener(speed)
        self.duration = duration
        self.ease = ease
        self.targets: dict[Hashable, pygame.Rect] = {}
        self.spawned: set = set()  # items the last sync brought in from an origin

    def sync(self, targets: dict[Hashable, pygame.Rect], origins: dict[Hashable, pygame.Rect] | None = None,
             animate: bool = True, delay: float = 0.0, stagger: float = 0.0,
             delays: dict[Hashable, float] | None = None) -> None:
        """``delays`` gives some items their own start delay (sequencing: one card leaves, then
        the others slide into its place)."""
        origins = origins or {}
        delays = delays or {}
        self.spawned = set()
        moved = 0
        new_targets = {}
        for key, rect in targets.items():
            rect = pygame.Rect(rect)
            new_targets[key] = rect
            old = self.targets.get(key)
            if old is not None and old == rect:
                continue  # already there, or already heading there
            start = self.rect(key) if old is not None else origins.get(key)
            if not animate or start is None or pygame.Rect(start) == rect:
                self.tweens.cancel(key)
                continue
            if old is None:
                self.spawned.add(key)
            self.tweens.start(key, pygame.Rect(start), rect, self.duration,
                              delays.get(key, delay) + stagger * moved, self.ease)
            moved += 1
        for key in list(self.tweens.tweens):
            if key not in new_targets:
                self.tweens.cancel(key)
        self.targets = new_targets

    def place(self, key: Hashable, rect: pygame.Rect) -> None:
        """Say that ``key`` is drawn at ``rect`` right now (e.g. where a dragged card was dropped)."""
        target = self.targets.get(key)
        if target is None:
            self.targets[key] = pygame.Rect(rect)
            return
        self.tweens.start(key, pygame.Rect(rect), target, self.duration * 0.7, 0.0, ease_out_cubic)

    def rect(self, key: Hashable, default: pygame.Rect | None = None) -> pygame.Rect | None:
        value = self.tweens.value(key)
        if value is not None:
            return value
        return self.targets.get(key, default)

    def moving(self, key: Hashable) -> bool:
        return self.tweens.active(key)

    def waiting(self, key: Hashable) -> bool:
        """True while ``key``'s tween has not started yet (it is still drawn at its origin)."""
        tw = self.tweens.tweens.get(key)
        return tw is not None and not tw.started

    def update(self, dt: float) -> bool:
        return self.tweens.update(dt)

    def clear(self) -> None:
        self.tweens.clear()

    def __bool__(self) -> bool:
        return bool(self.tweens)
