"""The kit's track of steps (scenes/kit/track.py): spaces and the markers on them as pieces (markers
found first), markers sharing a space stepping aside, drops answered by the rules. Names no game."""
from __future__ import annotations

import pygame

from scenes.kit.parts import Offer, Piece, Table
from scenes.kit.track import Track, stacking
from scenes.widgets.tooltip import TooltipContent


def step_rect(step: int, shift: int = 0) -> pygame.Rect:
    return pygame.Rect(10, 200 - 20 * step, 40, 18).move(shift * 6, 0)


class Score(Track):
    """A toy score track of steps 0-9; ``view["scores"]`` is each player's step."""

    def spaces(self, view):
        return [(step, step_rect(step)) for step in range(10)]

    def markers(self, view):
        aside = stacking(view["scores"])
        return [(who, step_rect(step, aside[who]).inflate(-20, -4)) for who, step in view["scores"].items()]

    def marker_piece(self, marker, rect, view):
        return Piece(("marker", marker), rect, tooltip=lambda: TooltipContent(marker))

    def offer(self, payload, view):
        return Offer(("climb", payload), "climb to it", payload)


def test_spaces_then_markers_and_a_marker_is_found_over_its_space():
    view = {"scores": {"ana": 3, "bo": 5}}
    table = Table([Score("score", (0, 0, 60, 210))], lambda action: None, lambda: view)
    keys = [p.key for p in table.pieces()]
    assert keys[:10] == [("score", s) for s in range(10)]
    assert keys[10:] == [("marker", "ana"), ("marker", "bo")]
    ana = table.piece(("marker", "ana"))
    assert table.hit(ana.rect.center).key == ("marker", "ana")
    assert table.hit((12, step_rect(7).centery)).key == ("score", 7)
    assert table.part_of(("marker", "bo")).name == "score"
    assert all(p.tooltip is not None or p.no_tooltip for p in table.pieces())


def test_markers_sharing_a_space_step_aside_in_order():
    assert stacking({"a": 2, "b": 2, "c": 4, "d": 2, "e": None, "f": None}) == \
        {"a": 0, "b": 1, "c": 0, "d": 2, "e": 0, "f": 0}
    view = {"scores": {"ana": 3, "bo": 3}}
    ana, bo = Score("score").markers(view)
    assert bo[1].x - ana[1].x == 6


def test_a_track_may_take_a_drop():
    track = Score("score", (0, 0, 60, 210), drop_rect=(0, 0, 60, 210))
    table = Table([track], lambda action: None if action == ("climb", 1) else "Too far.")
    assert table.drop_targets(1, view={})[0].legal
    assert table.drop_targets(2, view={})[0].reason == "Too far."
