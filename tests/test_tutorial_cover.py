"""Nothing a guided game's step teaches is covered: on every step of every game, played through its
table, the coach's bubble lies over none of the parts the step lights or mentions (nor when grown by
its answer to a move it does not ask for), and no tooltip the learner may see there (that of a piece
in the parts lit at this step, or of a piece still to be played with in those lit at the step
before, where the pointer rests as the step begins) lies over one of them (a part under the pointed
piece itself aside; a piece hemmed in by them, no place beside it clear, may cover them)."""
from __future__ import annotations

import pygame
import pytest

from conftest import frame
from scenes.widgets.tooltip import TooltipContent
from test_tutorial_table import GAMES, open_guided, play_step
from game.text import say


def area(r: pygame.Rect) -> int:
    return r.w * r.h


def pointed(scene, lit: list[pygame.Rect], before: list[pygame.Rect]) -> list[tuple]:
    """The pieces and buttons with a tooltip lying in (or on the edge of) ``lit``, or in ``before``
    (the parts lit at the step before) and still to be played with (picked up or clicked)."""
    out = [(s.key, s.rect, s.tooltip, s.tip_side, s.tip_avoid) for s in scene.hotspots
           if s.tooltip is not None and (s.rect.collidelist(lit) >= 0 or (
               (s.drag is not None or s.click is not None) and s.rect.collidelist(before) >= 0))]
    for b in scene.all_buttons():
        playable = b.enabled and b.rect.collidelist(before) >= 0
        if b.visible and b.tooltip and (b.rect.collidelist(lit) >= 0 or playable):
            title, _, more = b.tooltip.partition(":")
            out.append((("button", b.name), b.rect, TooltipContent(title, (more,) if more else ()), "right", None))
    return out


def covered(scene, before: list[pygame.Rect]) -> list[str]:
    """What covers a part the step lights or mentions, in words (nothing: an empty list)."""
    step, out = scene.tutor.step, []
    names = list(step.light) + list(step.mentions)
    lit = scene.coach.bubble.lit_rects()
    parts = list(zip(names, lit + scene.coach.bubble.named_rects()))
    if not scene.coach.quiet():
        box = scene.coach.bubble.box(lit)
        out += [f"the bubble covers {n}" for n, r in parts if box.colliderect(r)]
        if scene.tutor.script.wrong(step):  # grown by the coach's answer to another move (Oaxaca's step 9 then lay over the Banner)
            scene.coach.answer = (scene.tutor.index, say(scene.tutor.script.wrong(step)))
            box = scene.coach.bubble.box(lit)
            scene.coach.answer = None
            out += [f"the bubble with its answer covers {n}" for n, r in parts if box.colliderect(r)]
    for key, rect, source, side, avoid in pointed(scene, lit, before):
        scene.tooltip.clear()
        scene.tooltip.hover(key, source, rect, rect.center, side, avoid)
        scene.tooltip.show_now()
        tip = scene.tooltip.rect()
        if tip is None or not scene.tooltip_shown():
            continue
        if all(p.collidelist(scene.tooltip.kept_clear()) >= 0 for p in scene.tooltip.places()):
            continue  # hemmed in (a piece among parts lit together): no place beside it is clear of them all
        # a quarter of a part hidden is covered (the tooltip of a piece on a large lit part, the
        # altar, may lie over its edge)
        out += [f"the tooltip of {key} covers {n}" for n, r in parts
                if not r.colliderect(rect) and 4 * area(tip.clip(r)) > area(r)]
    scene.tooltip.clear()
    return out


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_no_bubble_nor_tooltip_covers_what_a_step_teaches(app, game):
    app.settings.automaton_speed = "instant"
    scene = open_guided(app, game)
    faults, before = [], []
    while not scene.tutor.done:
        frame(app)
        faults += [f"step {scene.tutor.index + 1}: {f}" for f in covered(scene, before)]
        before = scene.coach.bubble.lit_rects()
        play_step(app, scene)
    assert not faults, "\n".join(faults)
