"""A storyboard: a turn told step by step on the table, at the player's animation speed.

When one move brings many things at once (an automaton's whole turn, a reading that collects
Omens and lights offerings), a scene adds one beat per thing: ``start`` runs when the beat's
turn comes (from ``update``, never from drawing), and the next beat waits ``seconds`` times the
speed factor. The scene draws what the beats have shown so far; while :attr:`playing`, its
``holding()`` keeps the next move waiting. ``finish`` runs every beat left at once (the player
skipped ahead, undid, or the view was rebuilt). A speed of 0 (animations off) runs each beat as
it is added. View-only: beats change what is drawn, never the game.
"""
from __future__ import annotations

from collections import deque
from typing import Callable, NamedTuple


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
        before the last one starts)."""
        while self.beats:
            beat = self.beats.popleft()
            self.told += 1
            self.left = self.length = 0.0
            beat.start()
        self.left = 0.0

    def clear(self) -> None:
        """Drop the beats left without showing them."""
        self.beats.clear()
        self.left = 0.0


__all__ = ["Storyboard", "Beat"]
