"""The menu's stand-in buttons (scenes.button_faces) look exactly like pygame_gui's own buttons.

The client's first frame shows them before pygame_gui has loaded and swaps in the real buttons a
moment later: any difference would show as a flicker. Every button of the main menu (Continue, the
column, the page arrows, the broken-game details) is compared pixel for pixel with the surface
pygame_gui draws for it, in each state the stand-ins draw, at several UI scales.
"""
from __future__ import annotations

import pygame
import pytest

from scenes.load import sample_session
from scenes.menu import MenuScene

STATES = ("normal", "hovered", "active")


def pygame_gui_states(ui, button) -> dict[str, bytes]:
    """The pictures pygame_gui draws for ``button`` in each state."""
    out = {}
    for state in STATES:
        button.drawable_shape.set_active_state(state)
        ui.update(0.0)
        out[state] = pygame.image.tobytes(button.drawable_shape.get_surface(state), "RGBA")
    button.drawable_shape.set_active_state("normal")
    return out


def style_of(button) -> tuple[str | None, str | None]:
    class_id = next((i[1:] for i in button.class_ids if i and i.startswith("@")), None)
    object_id = next((i[1:] for i in button.object_ids if i and i.startswith("#")), None)
    return class_id, object_id


@pytest.mark.parametrize("scale", [100, 135, 200])
def test_every_menu_button_is_drawn_as_pygame_gui_draws_it(app, scale):
    from pygame_gui.elements import UIButton

    from game import registry

    app.store.autosave(sample_session(next(iter(registry.games().values())), 1, 3))  # Continue shows
    app.settings.ui_scale = scale
    app.apply_settings()
    menu = MenuScene(app)
    app.reset_to(menu)
    buttons = [e for e in app.ui.get_sprite_group().sprites() if isinstance(e, UIButton)]
    ids = {style_of(b)[1] for b in buttons}
    assert {"continue", "load", "settings", "rules", "stats", "quit"} <= ids
    assert any(b.text == "›" for b in buttons)  # the page arrows (more games than one page holds)
    for button in buttons:
        look = app.assets.button_look(*style_of(button))
        assert look is not None, style_of(button)
        real = pygame_gui_states(app.ui, button)
        for state in STATES:
            face = look.face(button.rect.size, button.text, state)
            assert face is not None, (button.text, state)
            assert pygame.image.tobytes(face, "RGBA") == real[state], (button.text, scale, state)


def test_a_quiet_button_and_a_label_too_long_for_one_line(app):
    import pygame_gui
    from pygame_gui.core import ObjectID

    look = app.assets.button_look("quiet", "broken_details")
    button = pygame_gui.elements.UIButton(pygame.Rect(150, 600, 240, 46), "Show the details", manager=app.ui,
                                          object_id=ObjectID(class_id="@quiet", object_id="#broken_details"))
    real = pygame_gui_states(app.ui, button)
    for state in STATES:
        assert pygame.image.tobytes(look.face((240, 46), "Show the details", state), "RGBA") == real[state]
    # pygame_gui would lay this out on several lines: no stand-in, the menu makes a real button
    assert look.face((120, 46), "Show the details of what went wrong") is None


def test_a_style_it_cannot_draw_gets_no_look(app):
    theme = app.assets.theme_data()
    theme["@odd"] = {"misc": {"shape": "ellipse"}}
    from scenes.button_faces import Look

    assert Look.from_theme(theme, "odd", None) is None
    assert Look.from_theme(theme, "menu", "load") is not None
