"""F11 twice gives the window back as it was: its size and its place on the screen (it came back at
the full screen's size, where the window had been); full screen starts from the display's corner."""
from __future__ import annotations

import pygame

from client import app_window


class FakeWindow:
    """What SDL says of the window (the dummy driver's window has no place on a screen)."""

    def __init__(self):
        self.size = (960, 540)
        self.position = (100, 50)


def test_f11_twice_restores_the_windows_size_and_place(app, driver, monkeypatch):
    window = FakeWindow()
    monkeypatch.setattr(app_window, "_sdl_window", lambda: window)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    driver.key(pygame.K_F11)
    assert app.settings.fullscreen
    assert window.position == (0, 0), "full screen covers the display from its corner"
    window.size, window.position = (1920, 1080), (0, 0)  # as the system makes it
    driver.key(pygame.K_F11)
    assert not app.settings.fullscreen
    assert window.size == (960, 540) and window.position == (100, 50)


def test_a_window_on_another_display_is_not_moved_to_the_first(app, driver, monkeypatch):
    window = FakeWindow()
    window.position = (2100, 40)
    monkeypatch.setattr(app_window, "_sdl_window", lambda: window)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1920, 1080), (1920, 1080)])
    driver.key(pygame.K_F11)
    assert window.position == (2100, 40)
    driver.key(pygame.K_F11)
    assert window.position == (2100, 40) and window.size == (960, 540)
