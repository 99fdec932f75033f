"""The overlay stack's standing layer, and the hotseat curtain kept on it as its top layer at every
game's table (the games come from the registry): nothing shows over the curtain, nothing under it
takes a click."""
from __future__ import annotations

import pygame
import pytest

from game import registry
from game.protocol import SeatSetup, Setup
from game.session import Session
from scenes.base import SCREEN
from scenes.kit import overlay
from scenes.tables import play_scene
from scenes.widgets.tooltip import TooltipContent


def test_a_standing_overlay_is_drawn_in_every_frame_while_shown_on_top_of_its_rank():
    stack = overlay.OverlayStack()
    shown = [True]
    stack.keep(overlay.CURTAIN, "curtain", lambda s: None, lambda: shown[0])
    for _ in range(2):  # kept: never added again
        for rank, name in ((overlay.MENU, "menu"), (overlay.CURTAIN, "another"), (overlay.TOOLTIP, "tooltip")):
            stack.add(rank, name, lambda s: None)
        stack.draw(pygame.Surface((10, 10)))
        assert [name for _, name, _ in stack.drawn] == ["tooltip", "another", "curtain", "menu"]
        assert stack.shown(overlay.CURTAIN) and not stack.shown(overlay.CHOOSER)
    shown[0] = False
    stack.add(overlay.TOOLTIP, "tooltip", lambda s: None)
    stack.draw(pygame.Surface((10, 10)))
    assert [name for _, name, _ in stack.drawn] == ["tooltip"] and not stack.shown(overlay.CURTAIN)
    with pytest.raises(ValueError):
        stack.keep(99, "nowhere", lambda s: None, lambda: True)


def hotseat_table(app, game, seed: int = 5):
    """``game``'s first table for several people, every seat a person at this computer."""
    mode = next(m for m in game.modes if m.players[1] >= 2)
    names = ("Ana", "Beto", "Carla", "Dani", "Elena")[:max(2, mode.players[0])]
    setup = game.validate_setup(Setup(mode.id, tuple(SeatSetup("human", n) for n in names)))
    scene = play_scene(game)(app, Session(game, setup, seed))
    app.push(scene)
    return scene


def click(scene, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle_event(pygame.event.Event(kind, pos=pos, button=1, touch=False))


@pytest.mark.parametrize("game_id", list(registry.games()))
def test_nothing_shows_over_the_hotseat_curtain_and_nothing_under_it_takes_a_click(app, game_id):
    scene = hotseat_table(app, registry.get(game_id))
    assert scene.curtain is not None, "the first person is asked to the screen before anything shows"
    # what a table could show over it: a tooltip and a refusal
    scene.tooltip.hover(("test", 1), TooltipContent("A tooltip"), pygame.Rect(600, 330, 40, 40), (620, 350))
    scene.tooltip.show_now()
    scene.drag.say("A refusal", (640, 360))
    frame = pygame.Surface(SCREEN)
    scene.draw(frame)
    scene.draw_overlay(frame)
    drawn = [name for _, name, _ in scene.overlays.drawn]
    assert drawn[-1] == "curtain" and scene.overlays.covered() == []
    alone = pygame.Surface(SCREEN)
    scene.handover.draw_layer(alone)
    assert pygame.image.tobytes(frame, "RGB") == pygame.image.tobytes(alone, "RGB"), "only the curtain shows"

    # the pause menu (Esc) is the one thing over the curtain
    scene.tooltip.clear()
    scene.open_menu()
    scene.draw_overlay(frame)
    assert [name for _, name, _ in scene.overlays.drawn][-2:] == ["curtain", "menu"]
    scene.close_menu()

    # a click anywhere on the table (its pieces, its buttons, the toolbar) does nothing
    state, log = scene.session.state.digest(), len(scene.session.log)
    under = [spot.rect.center for spot in scene.hotspots] + [b.rect.center for b in scene.all_buttons()]
    curtain_buttons = [b.rect for b in scene.handover.buttons]
    for pos in under:
        if not any(r.collidepoint(pos) for r in curtain_buttons):
            click(scene, pos)
    assert scene.session.state.digest() == state and len(scene.session.log) == log
    assert scene.menu is None and app.scene is scene and scene.curtain is not None
    click(scene, scene.handover.buttons[0].rect.center)
    assert scene.curtain is None, "the curtain's own button lifts it"
    scene.draw_overlay(frame)
    assert "curtain" not in [name for _, name, _ in scene.overlays.drawn]
