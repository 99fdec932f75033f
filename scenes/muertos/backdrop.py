"""Dia de los Muertos' table surface: the room's cloth, and on it a green velvet tablecloth with
its weave and embroidered border (sprites of tools/art/muertos_cards.py)."""
from __future__ import annotations

import pygame

from scenes.muertos.layout import TABLE
from scenes.widgets import paint

VELVET = ((40, 96, 72), (20, 54, 42))  # its top and bottom
EDGE = (236, 160, 40)
RADIUS = 24


def paint_table(surface: pygame.Surface, assets) -> None:
    """The whole table, under everything else (painted once, kept in the table's static layer)."""
    surface.blit(assets.sprite("ui/table.png", surface.get_size()), (0, 0))
    paint.draw_shadow(surface, TABLE, RADIUS, 12, 150, (0, 6))
    surface.blit(cloth(assets), TABLE.topleft)
    pygame.draw.rect(surface, EDGE, TABLE, 2, border_radius=RADIUS)


def cloth(assets) -> pygame.Surface:
    """The tablecloth: velvet lit from the middle, its weave repeated, the embroidered border."""
    out = paint.gradient_rrect(TABLE.size, *VELVET, RADIUS).copy()
    weave = assets.sprite("muertos/weave.png")
    w, h = weave.get_size()
    for y in range(0, TABLE.height, h):
        for x in range(0, TABLE.width, w):
            out.blit(weave, (x, y))
    glow = paint.radial(TABLE.width // 2, (90, 170, 120), 50)
    out.blit(glow, glow.get_rect(center=(TABLE.width // 2, TABLE.height * 2 // 5)))
    out.blit(assets.sprite("muertos/cloth_border.png", TABLE.size), (0, 0))
    mask = pygame.Surface(TABLE.size, pygame.SRCALPHA)  # the rounded corners stay clear
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=RADIUS)
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out
