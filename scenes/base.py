"""The scene lifecycle. ``draw`` never changes state; ``update`` advances animations only."""
from __future__ import annotations

import pygame

SCREEN = (1280, 720)  # the logical screen every scene is laid out on (the window scales it)


class Scene:
    """One screen. The app calls ``enter`` when it becomes the top scene and ``exit`` when it stops
    being it; pygame_gui elements are created in ``enter`` (the app clears them on every switch).

    Events reach ``handle_event`` with mouse positions already in logical 1280x720 coordinates;
    pygame_gui's own events (button presses...) arrive there too.
    """

    name = "scene"

    def __init__(self, app):
        self.app = app

    def enter(self) -> None:
        """Build this scene's UI. Called again when the scene returns to the top."""

    def exit(self) -> None:
        """Release anything running (timers, threads' callbacks)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to input: translate it into proposed actions or navigation."""

    def update(self, dt: float) -> bool:
        """Advance animations by ``dt`` seconds; return True while something moves."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene below the UI layer. Must not change any state."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Draw above the UI layer (dragged cards, tooltips). Must not change any state."""

    def draw_shell_buttons(self, surface: pygame.Surface) -> None:
        """Draw the shell's buttons, just under pygame_gui's layer (its drop-downs open over them).
        Must not change any state."""

    def draw_shell_tooltips(self, surface: pygame.Surface) -> None:
        """Draw the shell buttons' tooltips, over everything but dialogs. Must not change any state."""

    def toast_avoid(self) -> list:
        """Rectangles a toast must not cover (the screen's buttons): toasts stand above them."""
        return []

    def settings_changed(self) -> None:
        """Settings were changed and applied; re-layout if needed."""
