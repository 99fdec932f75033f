"""Portents' suggestion, headless: the hard bot's whole push is one suggestion (one plan, one card,
one "Do it"), and "Do it" plays every shift and placement of it, each shown before the next."""
from __future__ import annotations

import conftest
import pygame
import pytest

from game import registry
from game.ai import make_bot
from game.protocol import SeatSetup, Setup
from game.rules.portents.actions import Shift
from game.session import Session

GAME = registry.get("portents")


@pytest.fixture
def table(app):
    app.settings.automaton_speed = "instant"
    app.audio = False
    return app


def open_table(app, seed: int):
    from scenes.tables import play_scene
    PortentsScene = play_scene("portents")

    session = Session(GAME, Setup("solo", (SeatSetup("human", "You"),), {"difficulty": "standard"}), seed)
    scene = PortentsScene(app, session)
    app.push(scene)
    app.frame(0.0, [])
    return scene


def test_the_planner_gives_its_whole_push_as_one_plan():
    session = Session(GAME, Setup("solo", (SeatSetup("human", "You"),), {"difficulty": "standard"}), 1)
    bot = make_bot(GAME, "hard", 0, 1)
    choice = bot.decide(session.decision(0))
    assert len(choice.plan) > 2 and choice.plan[0] == choice.action
    assert sum(isinstance(a, Shift) for a in choice.plan) >= 2
    # each later step of the plan is answered from the plan, with the same reason and the steps left
    session.apply(0, choice.action)
    again = bot.decide(session.decision(0))
    assert again.action == choice.plan[1] and again.plan == choice.plan[1:] and again.reason == choice.reason


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_do_it_plays_the_whole_push_step_by_step(table, speed):
    table.settings.animation_speed = speed
    scene = open_table(table, 1)
    scene.suggestions.request()
    for _ in range(600):
        conftest.frame(table)
        if not scene.thinking:
            break
    assert scene.suggestion is not None
    plan = scene.suggestions.plan
    assert len(plan) > 2 and sum(isinstance(a, Shift) for a in plan) >= 2
    steps = scene.card.steps()
    assert 1 < len(steps) <= len(plan)  # the card lists the push, a repeated shift said once
    n = len(scene.session.log)
    pos = scene.suggest_buttons[0].rect.center  # "Do it"
    conftest.frame(table, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                           pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                           pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert scene.session.log[n].action == plan[0]
    seen = [len(scene.session.log)]
    for _ in range(2000):
        conftest.frame(table, dt=1 / 30)
        seen.append(len(scene.session.log))
        if not scene.suggestions.doing:
            break
    mine = [e.action for e in scene.session.log[n:] if e.seat == 0]
    assert mine[:len(plan)] == list(plan)
    if speed != "off":  # one step at a time, each shown before the next
        assert all(b - a <= 1 for a, b in zip(seen, seen[1:]) if scene.session.log[a - 1].seat == 0)
        assert len(set(seen)) >= len(plan) - 1


def test_an_undo_meanwhile_stops_the_plan(table):
    table.settings.animation_speed = "normal"
    scene = open_table(table, 1)
    scene.suggestions.request()
    for _ in range(600):
        conftest.frame(table)
        if not scene.thinking:
            break
    plan = scene.suggestions.plan
    n = len(scene.session.log)
    scene.suggestions.accept()
    assert len(scene.session.log) == n + 1 and scene.suggestions.doing == plan[1:]
    scene.undo()  # the player takes the step back before the next is played
    for _ in range(200):
        conftest.frame(table, dt=1 / 30)
    assert len(scene.session.log) == n and not scene.suggestions.doing
