"""Portents' picture caches keep to their byte budgets (tests/test_picture_caches.py checks the shared ones)."""
from __future__ import annotations

import pygame

from test_picture_caches import assert_within_budget


def test_the_marching_dashes_of_many_lengths_stay_within_the_budget():
    from scenes.portents import art

    canvas = pygame.Surface((1280, 720))
    asked = 0
    for w in range(100, 700, 20):
        for phase in (0.0, 0.5):
            art.marching(canvas, pygame.Rect(10, 10, w, 500), (250, 238, 214), 2, 10, phase)
            asked += 4 * (w + 6) * 506
    assert_within_budget("scenes.portents.art._DASHES", art._DASHES, asked)
