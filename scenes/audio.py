"""Sound effects: ``sounds(app).play("card_place")``.

The WAV files in ``assets/sounds/`` are made by ``tools/make_sounds.py``. One :class:`Sounds` per
app, created on first use; each file is loaded the first time it is played. Playing never raises:
with no audio device (``app.audio`` False), at volume 0, or when a file is missing or broken, it
simply does nothing. The volume (``app.settings.volume``, 0-100) is read at every play, so a change
in the settings applies at once.
"""
from __future__ import annotations

import logging
import time
from pathlib import Path

import pygame

from game.paths import assets_dir
from scenes import gui

log = logging.getLogger("cempasuchil.audio")

NAMES = ("card_slide", "card_place", "die_roll", "light", "marigold", "refuse", "ui_click", "end_fanfare")
DIE_ROLL_SECONDS = 0.62  # the length of die_roll.wav: its last click is the die landing
_REPEAT_GAP = 0.05  # the same sound asked for twice within this many seconds plays once


class Sounds:
    """Loads and plays the effects of one app (see the module notes)."""

    def __init__(self, app, root: Path | str | None = None):
        self.app = app
        if root is None:
            root = assets_dir() / "sounds"
        self.root = Path(root)
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._last: dict[str, float] = {}

    @property
    def enabled(self) -> bool:
        """Whether a sound would be heard now (an audio device, a volume above 0)."""
        if not getattr(self.app, "audio", False):
            return False
        try:
            return self.volume > 0 and bool(pygame.mixer.get_init())
        except Exception:
            return False

    @property
    def volume(self) -> float:
        try:
            return min(max(int(self.app.settings.volume), 0), 100) / 100
        except (AttributeError, TypeError, ValueError):
            return 0.0

    def get(self, name: str) -> pygame.mixer.Sound | None:
        """The loaded sound ``name`` (``None`` if it is missing or cannot be read; asked once)."""
        if name in self._cache:
            return self._cache[name]
        sound = None
        try:
            sound = pygame.mixer.Sound(str(self.root / f"{name}.wav"))
        except (pygame.error, FileNotFoundError, OSError) as err:
            log.info("sound %s unavailable: %s", name, err)
        except Exception:  # never let a sound take the game down
            log.exception("sound %s could not be loaded", name)
        self._cache[name] = sound
        return sound

    def play(self, name: str) -> bool:
        """Play ``name`` at the current volume; returns whether it started. Never raises."""
        try:
            if not self.enabled:
                return False
            now = time.monotonic()
            if now - self._last.get(name, -1.0) < _REPEAT_GAP:
                return False
            sound = self.get(name)
            if sound is None:
                return False
            sound.set_volume(self.volume)
            channel = sound.play()
            self._last[name] = now
            return channel is not None
        except Exception:
            log.debug("could not play %s", name, exc_info=True)
            return False


def sounds(app) -> Sounds:
    """The app's :class:`Sounds`, made on first use."""
    current = getattr(app, "_sounds", None)
    if current is None:
        current = Sounds(app)
        try:
            app._sounds = current
        except AttributeError:  # an app-like object without a __dict__: no caching, still no errors
            pass
    return current


def play(app, name: str) -> bool:
    """Shorthand for ``sounds(app).play(name)``; never raises."""
    try:
        return sounds(app).play(name)
    except Exception:
        return False


def ui_event(app, event) -> None:
    """Click for a pygame_gui button press (not for a slider's own arrow and handle buttons)."""
    try:
        if event.type != gui.UI_BUTTON_PRESSED:
            return
        element = getattr(event, "ui_element", None)
        ids = " ".join(str(i) for i in (getattr(element, "object_ids", None) or ()) if i)
        if any(part in ids for part in ("#sliding_button", "#left_button", "#right_button")):
            return
        play(app, "ui_click")
    except Exception:
        pass
