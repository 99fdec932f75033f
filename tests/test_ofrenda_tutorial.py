"""Ofrenda's guided first game at the table: what its coach says can be done, can be done."""
from __future__ import annotations

import pygame

from game import registry, tutorial
from game.rules.ofrenda.actions import PlacePortrait
from scenes.tables import play_scene
from game.text import say

GAME = registry.get("ofrenda")


def at_step(app, n: int):
    """The guided game's table at step ``n`` (1-based), the script played up to it."""
    script = tutorial.load(GAME)
    session = tutorial.new_session(script)
    for i in range(n - 1):
        tutorial.play_step(script, i, session)
    session.tutorial = {"step": n - 1}
    scene = play_scene(GAME)(app, session)
    app.push(scene)
    app.frame(0.0, [])
    return scene


def click(app, pos):
    pos = (int(pos[0]), int(pos[1]))
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False),
                       pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)])
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)])


def placing_step() -> int:
    """The first step that asks for a portrait placed and says it may be clicked, then its slot."""
    script = tutorial.load(GAME)
    return next(i + 1 for i, s in enumerate(script.steps)
                if s.move and s.move.startswith("place ") and "click her and then the slot" in say(script.words(s), "en"))


def test_click_a_portrait_then_the_slot_places_it_as_the_coach_says(app):
    app.settings.animation_speed = "off"
    n = placing_step()
    scene = at_step(app, n)
    step = scene.tutor.step
    card, slot = step.move.split()[1], step.move.split()[-1]
    hand = list(scene.view.you.hand)
    click(app, scene.table.geometry.hand_rects(len(hand))[hand.index(card)].center)
    assert scene.table.selected == ("hand", card), "the coach says click her, and the click was refused"
    assert scene.table._selected_target_keys() == {("slot", slot)}  # only the slot the coach asks for is lit
    click(app, scene.table.geometry.slot_rects[slot].center)
    assert scene.session.log[-1].action == PlacePortrait(card, slot)
    assert scene.tutor.index == n  # on to the next step


def test_a_portrait_the_step_does_not_ask_for_is_refused_in_the_coachs_words(app):
    app.settings.animation_speed = "off"
    n = placing_step()
    scene = at_step(app, n)
    card = scene.tutor.step.move.split()[1]
    hand = list(scene.view.you.hand)
    other = next(i for i, c in enumerate(hand) if c != card)
    click(app, scene.table.geometry.hand_rects(len(hand))[other].center)
    assert scene.table.selected is None
    assert scene.coach.answer == (n - 1, say(scene.tutor.script.wrong(scene.tutor.step)))
