"""Oaxaca's picture caches keep to their byte budgets (tests/test_picture_caches.py checks the shared ones)."""
from __future__ import annotations

import pygame

from scenes.widgets.cache import surface_bytes

from test_picture_caches import assert_within_budget


def test_the_turned_card_faces_of_many_pictures_stay_within_the_budget():
    from scenes.oaxaca.pieces import PieceArt

    art = PieceArt(None)  # (the painter's cache alone: no table)
    asked = 0
    for i in range(60):
        face = pygame.Surface((300 + i, 420), pygame.SRCALPHA)
        turned = art.turned(face, 400)
        asked += surface_bytes(face) + surface_bytes(turned)
    assert_within_budget("PieceArt.turned_faces", art.turned_faces, asked)
