"""Telling an event on the table: the one way every table shows what a move did, step by step.

Two halves, used together or alone:

* :class:`Storyboard` orders the steps. When one move brings many things at once (an automaton's
  whole turn, a reading that collects Omens and lights offerings), the table adds one beat per
  thing: ``start`` runs when the beat's turn comes (from ``update``, never from drawing), and the
  next beat waits ``seconds`` times the speed factor. The table draws what the beats have shown so
  far; while :attr:`Storyboard.playing`, its ``holding()`` keeps the next move waiting. ``finish``
  runs every beat left at once (the player skipped ahead, undid, or the view was rebuilt). A speed
  of 0 (animations off) runs each beat as it is added.
* :class:`Choreography` moves the pieces: they slide from where they were to where the new view
  puts them (new ones come out of their deck or bag), cards turn over and glow, small things
  (marigolds, coins, tokens) fly in arcs. A table keeps one; when the view changes it computes
  every piece's rect (a key -> rect map, plus what each key shows) and calls
  :meth:`Choreography.sync` with origins for new pieces and per-piece delays (the piece taken
  goes first, then the others close the gap).

View-only: neither ever touches the game.
"""
from __future__ import annotations

import math
from collections import deque
from typing import Callable, Hashable, NamedTuple

import pygame

from scenes.widgets.tween import LayoutAnimator, Tweener, ease_out_cubic


class Beat(NamedTuple):
    start: Callable[[], None]
    seconds: float


class Storyboard:
    def __init__(self, speed: float | Callable[[], float] = 1.0):
        self._speed = speed
        self.beats: deque[Beat] = deque()
        self.left = 0.0  # seconds until the next beat may start
        self.length = 0.0  # the seconds of the beat now playing (after the speed factor)
        self.told = 0  # beats started since the storyboard was made (a key for cached pictures)
        self.skipping = False  # True while :meth:`finish` starts the beats left (they show no motion)

    @property
    def speed(self) -> float:
        return float(self._speed() if callable(self._speed) else self._speed)

    @property
    def playing(self) -> bool:
        """True while beats wait or the last one is still on show."""
        return bool(self.beats) or self.left > 0

    @property
    def progress(self) -> float:
        """How far the beat now playing is (0 at its start, 1 at its end)."""
        if self.length <= 0:
            return 1.0
        return min(1.0, max(0.0, 1 - self.left / self.length))

    def add(self, start: Callable[[], None], seconds: float) -> None:
        """A beat: ``start`` shows it, then the board waits ``seconds`` (times the speed)."""
        if self.speed <= 0 and not self.beats:
            self._start(Beat(start, 0.0))
            return
        self.beats.append(Beat(start, max(0.0, seconds)))

    def _start(self, beat: Beat) -> None:
        self.told += 1
        self.length = beat.seconds * self.speed
        self.left += self.length
        beat.start()

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds, starting the beats whose turn has come; True while playing."""
        if not self.playing:
            return False
        self.left -= dt
        while self.left <= 0 and self.beats:
            self._start(self.beats.popleft())
        if not self.beats and self.left <= 0:
            self.left = 0.0
        return self.playing

    def finish(self) -> None:
        """Start every beat left, now (each ``start`` still runs, in order; the board stops playing
        before the last one starts; meanwhile ``skipping`` is True)."""
        self.skipping = True
        try:
            while self.beats:
                beat = self.beats.popleft()
                self.told += 1
                self.left = self.length = 0.0
                beat.start()
        finally:
            self.skipping = False
        self.left = 0.0

    def clear(self) -> None:
        """Drop the beats left without showing them."""
        self.beats.clear()
        self.left = 0.0



class Choreography:
    def __init__(self, speed: Callable[[], float], duration: float = 0.42):
        self.layout = LayoutAnimator(speed, duration=duration)
        self.flips = Tweener(speed)  # a card turning over: 0 -> 1, its face changes at 0.5
        self.effects = Tweener(speed)  # glows, fliers, and anything else a scene times
        self.fliers: list[tuple[Hashable, str, int]] = []  # (effect key, sprite name, size)
        self.info: dict[Hashable, tuple] = {}  # piece key -> what it shows (the scene's own tuple)
        self._fly_count = 0

    # ------------------------------------------------------------------ pieces
    def sync(self, targets: dict, info: dict, origins: dict | None = None, *, animate: bool = True,
             delay: float = 0.0, delays: dict | None = None) -> None:
        """Move every piece to its new rect (``origins``: where new pieces come from)."""
        self.info = info
        self.layout.sync(targets, origins or {}, animate=animate, delay=delay, delays=delays or {})
        if not animate:
            self.flips.clear()

    def new_keys(self, targets: dict) -> list:
        """The pieces not on the table before (they need an origin)."""
        return [k for k in targets if k not in self.layout.targets]

    def place(self, key: Hashable, rect: pygame.Rect) -> None:
        """A piece dropped by hand: it starts from where it was dropped."""
        self.layout.place(key, rect)

    def moving(self, key: Hashable) -> bool:
        return self.layout.moving(key)

    def target(self, key: Hashable, default=None):
        return self.layout.targets.get(key, default)

    # ------------------------------------------------------------------ flips, glows, fliers
    def flip(self, key: Hashable, delay: float = 0.0, duration: float = 0.5, glow: float = 1.6) -> None:
        """Turn a piece over (its face changes half-way) and let it glow afterwards."""
        self.flips.start(key, 0.0, 1.0, duration, delay, ease_out_cubic)
        if glow:
            self.effects.start(("glow", key), 1.0, 0.0, glow, delay + duration / 2, ease_out_cubic)

    def flip_value(self, key: Hashable) -> float | None:
        return self.flips.value(key)

    def glow(self, key: Hashable) -> float:
        return self.effects.value(("glow", key), 0.0)

    def fly(self, sprite: str, start, end, delay: float = 0.0, duration: float = 0.55, size: int = 26) -> None:
        """A small piece flying in an arc from ``start`` to ``end`` (centres)."""
        self._fly_count += 1
        key = ("fly", self._fly_count)
        self.effects.start(key, start, end, duration, delay, ease_out_cubic)
        self.fliers.append((key, sprite, size))

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> bool:
        busy = self.layout.update(dt)
        busy |= self.flips.update(dt)
        busy |= self.effects.update(dt)
        self.fliers = [f for f in self.fliers if self.effects.active(f[0])]
        return busy

    def clear(self) -> None:
        self.layout.clear()
        self.flips.clear()
        self.effects.clear()
        self.fliers.clear()

    def __bool__(self) -> bool:
        return bool(self.layout or self.flips or self.effects or self.fliers)

    # ------------------------------------------------------------------ drawing
    def draw_in_flight(self, surface: pygame.Surface, draw_piece: Callable) -> None:
        """Draw the pieces still moving: ``draw_piece(surface, key, info, rect)``."""
        layout = self.layout
        for key in list(layout.tweens.tweens):
            if key in layout.spawned and layout.waiting(key):
                continue  # still in its deck or bag
            rect = layout.rect(key)
            info = self.info.get(key)
            if rect is None or info is None:
                continue
            draw_piece(surface, key, info, rect)

    def draw_fliers(self, surface: pygame.Surface, sprite: Callable[[str, int], pygame.Surface],
                    lift: float = 40) -> None:
        """Draw the flying pieces (``sprite(name, size)`` gives their image), each on its arc."""
        for key, name, size in self.fliers:
            tw = self.effects.tweens.get(key)
            if tw is None or not tw.started:
                continue
            x, y = tw.value
            up = math.sin(math.pi * tw.progress) * lift
            surface.blit(sprite(name, size), (x - size // 2, y - size // 2 - up))


__all__ = ["Beat", "Choreography", "Storyboard"]
