"""Helpers for the scenes' shot builders (a module's ``SHOTS = {"name": builder}``, rendered by
``python -m game shot``, client/shots.py): a session played to a moment, machines held thinking, the
pointer moved, pressed and dragged. They live beside the scenes, which import nothing of the client.
"""
from __future__ import annotations

import concurrent.futures

import pygame

from game import registry
from game.ai import make_bot
from game.ai.driver import Job
from game.session import Session


def play_to(game_id: str, setup, seed: int, stop, bot: str = "hint", human_seats: bool = True):
    """A session of ``game_id`` (``setup``: a Setup or a mode id) in which bot ``bot`` (the random bot if
    the game has no such bot) plays every seat until ``stop(state)``; the seats keep their own kind
    (a human seat stays human, so the scene shows it as the player). Pure: no window needed."""
    game = registry.get(game_id)
    session = Session(game, setup, seed)
    name = bot if bot in game.bots else "random"
    bots = {seat: _Untimed(make_bot(game, name, seat, seed)) for seat in range(len(session.setup.seats))}
    session.advance(bots, stop=lambda s: stop(s.state), humans=True, collect=False)
    return session


def sample_session(game, seed: int, rounds: int, bot: str = "easy", setup=None):
    """A session (of ``setup``, else the first mode's usual one) with every seat played by a bot
    (the easy one, else the random one) until it reaches ``rounds`` (for screenshots and tests: the
    stronger bots' searches made a sample game cost seconds, and the shots only need a game)."""
    session = Session(game, setup or game.modes[0].id, seed)
    name = bot if bot in game.bots else "random"
    players = {seat: make_bot(game, name, seat, seed) for seat in range(len(session.setup.seats))}
    session.advance(players, stop=lambda s: getattr(s.state, "round", 0) >= rounds, humans=True, max_steps=2000,
                    collect=False)
    return session


def hold_thoughts(scene) -> None:
    """Have the machines at ``scene`` think for ever: a shot of a machine thinking shows the same
    moment on every run, however fast the bots are (the shots' ``settle`` does not wait for such a
    thought)."""
    scene.machines.ask = scene.suggestions.ask = lambda *args, **kwargs: _held_thought()


def _held_thought():
    """A machine's decision that never comes (see :func:`hold_thoughts`): a job whose answer no one
    will give, marked ``held`` so that ``settle`` does not wait for it; cancelled like any other."""
    job = Job(0, concurrent.futures.Future())
    job.held = True
    return job


class _Untimed:
    """A bot deciding with no time cap: a search stops on its iteration budget alone, so a shot
    shows the same game on every machine and under any load."""

    __slots__ = ("bot",)

    def __init__(self, bot):
        self.bot = bot

    def decide(self, decision):
        decision.budget = float("inf")
        return self.bot.decide(decision)


def mouse_event(kind: str, pos, button: int = 1):
    """A pointer event at a logical position: ``move`` (with the button held), ``down`` or ``up``."""
    pos = (int(pos[0]), int(pos[1]))
    if kind == "move":
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0), touch=False)
    kind_id = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
    return pygame.event.Event(kind_id, pos=pos, button=button, touch=False)


def hover(app, pos) -> None:
    """Rest the pointer on ``pos`` (for tooltip shots)."""
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                          buttons=(0, 0, 0), touch=False)])


def drag_to(app, start, end, steps: int = 12, release: bool = False) -> None:
    """Press on ``start`` and move to ``end`` in ``steps`` frames (held there unless ``release``)."""
    app.frame(1 / 60, [mouse_event("move", start), mouse_event("down", start)])
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
        app.frame(1 / 60, [mouse_event("move", p)])
    if release:
        app.frame(1 / 60, [mouse_event("up", end)])
