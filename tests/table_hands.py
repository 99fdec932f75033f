"""A game's table driven in the tests as a player's hand drives it: the table opened on a session, real
pygame clicks and drags a frame at a time, a button found by name, and a setup of people and AIs."""
from __future__ import annotations

import pygame

from conftest import frame
from game.protocol import SeatSetup, Setup
from scenes.tables import play_scene

NAMES = ("You", "Rosa", "Diego", "Lupita", "Mateo")


def open_table(app, session):
    """The session's game at its table, pushed and drawn once."""
    scene = play_scene(session.game.id)(app, session)
    app.push(scene)
    app.frame(0.0, [])
    return scene


def setup(players: int = 1, humans: int = 1, bot: str = "random") -> Setup:
    """Solo for one, else ``multi``: the first ``humans`` seats people, the others AIs (``bot``)."""
    mode = "solo" if players == 1 else "multi"
    return Setup(mode, tuple(SeatSetup("human", n) if i < humans else SeatSetup("bot", n, bot)
                             for i, n in enumerate(NAMES[:players])))


def click(app, pos) -> None:
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def drag(app, start, end, release: bool = True) -> None:
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for pos in (mid, end):
        frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))])
    if release:
        frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])


def button(scene, name: str):
    """The visible button ``name`` of the table (LookupError naming those showing)."""
    for b in scene.all_buttons():
        if b.name == name and b.visible:
            return b
    raise LookupError(f"no button {name}; showing {[b.name for b in scene.all_buttons()]}")
