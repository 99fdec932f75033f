"""The shell's own button (scenes/widgets/shell_button.py): its look read from the theme, its
states, its click on release inside, its label always inside it, its tooltip."""
from __future__ import annotations

import time

import pygame
import pytest

from scenes.kit import fit
from scenes.widgets.look import STATES, Look
from scenes.widgets.shell_button import ShellButtons


def event(kind, pos, button=1):
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=button)


@pytest.fixture
def row(app):
    return ShellButtons(app)


def test_the_look_follows_the_theme_blocks(app):
    theme = app.assets.theme_raw()
    plain = Look.from_theme(theme, None, None)
    primary = Look.from_theme(theme, "primary", None)
    quiet = Look.from_theme(theme, "quiet", None)
    assert plain.radius == 14 and plain.border == 2 and plain.shadow == 3  # the prototype's shape
    assert primary.fills[0] != plain.fills[0]  # @primary's own colours
    assert quiet.shadow == 0  # @quiet has no shadow
    assert primary.radius == plain.radius  # what @primary does not say comes from the button block
    assert len(plain.fills) == len(STATES)


def test_a_press_and_release_inside_clicks_once(app, row):
    clicks = []
    b = row.make((100, 100, 200, 50), "Load a game", lambda: clicks.append(1))
    assert not row.handle_event(event(pygame.MOUSEMOTION, b.rect.center))
    assert b.state == "hovered"
    assert row.handle_event(event(pygame.MOUSEBUTTONDOWN, b.rect.center))
    assert b.state == "active" and row.busy
    assert row.handle_event(event(pygame.MOUSEBUTTONUP, b.rect.center))
    assert clicks == [1] and not row.busy


def test_a_release_elsewhere_or_a_press_elsewhere_does_not_click(app, row):
    clicks = []
    b = row.make((100, 100, 200, 50), "Quit", lambda: clicks.append(1))
    row.handle_event(event(pygame.MOUSEBUTTONDOWN, b.rect.center))
    row.handle_event(event(pygame.MOUSEBUTTONUP, (5, 5)))
    row.handle_event(event(pygame.MOUSEBUTTONDOWN, (5, 5)))
    row.handle_event(event(pygame.MOUSEBUTTONUP, b.rect.center))
    assert clicks == []
    assert not b.hit(b.rect.topleft)  # the shadow and the rounded corner are not the button


def test_disabled_hidden_and_killed_buttons_do_not_click(app, row):
    clicks = []
    b = row.make((100, 100, 200, 50), "Start", lambda: clicks.append(1))
    for off, on in ((b.disable, b.enable), (b.hide, b.show)):
        off()
        row.handle_event(event(pygame.MOUSEBUTTONDOWN, b.rect.center))
        row.handle_event(event(pygame.MOUSEBUTTONUP, b.rect.center))
        on()
    assert clicks == []
    b.disable()
    assert b.state == "disabled"
    b.enable()
    b.select()
    assert b.state == "selected" and b.is_selected
    row.clear()
    assert not b.alive() and list(row) == []


def test_each_state_draws_a_different_face(app, row):
    b = row.make((100, 100, 200, 50), "Settings", None)
    faces = set()
    for state in STATES:
        face = b.look.face(app.assets, b.rect.size, b.text, state)
        assert face.get_size() == b.rect.size
        faces.add(pygame.image.tobytes(face, "RGBA"))
    assert len(faces) == len(STATES)


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_a_long_label_shrinks_to_fit_its_button(app, row, scale):
    app.assets.text_scale = scale
    b = row.make((0, 0, 150, 44), "Restore every default setting", None, style="quiet")
    with fit.recording() as boxes:
        b.look.face(app.assets, b.rect.size, b.text, "normal")
    assert boxes and not any(box.spills for box in boxes)
    assert all(box.drawn[0] <= 150 for box in boxes)


def test_a_tooltip_is_due_after_a_rest_and_goes_with_the_pointer(app, row, monkeypatch):
    b = row.make((100, 100, 200, 50), "Continue", None, tooltip="Carry on with the game.")
    plain = row.make((100, 200, 200, 50), "Quit", None)
    row.handle_event(event(pygame.MOUSEMOTION, b.rect.center))
    assert row.tooltip_due() is None and row.tooltip_waiting()
    later = time.monotonic() + row.TOOLTIP_DELAY + 0.1
    monkeypatch.setattr(time, "monotonic", lambda: later)
    assert row.tooltip_due() is b
    assert row.update() and not row.update(), "a frame is drawn when the tooltip becomes due, then none"
    canvas = pygame.Surface((1280, 720))
    before = pygame.image.tobytes(canvas, "RGB")
    row.draw_tooltip(canvas)
    assert pygame.image.tobytes(canvas, "RGB") != before
    row.handle_event(event(pygame.MOUSEMOTION, plain.rect.center))
    assert row.tooltip_due() is None and not row.tooltip_waiting()  # Quit has no tooltip
