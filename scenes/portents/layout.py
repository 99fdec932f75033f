"""Where things sit on Portents' table (logical 1280x720) and the tile colours."""
from __future__ import annotations

import pygame

# text colours of the four tile colours (log, tooltips, labels)
TEXT_COLOURS = ("#f6cc4c", "#ff8070", "#86b4ff", "#f2ece0")
RGB = ((238, 190, 58), (204, 62, 58), (58, 108, 198), (234, 228, 212))
FIRE = (255, 150, 40)
SNUFF_BLUE = (130, 200, 255)

ALTAR = pygame.Rect(12, 52, 636, 606)  # the altar panel
CELL, GAP_PX = 96, 8
GRID = pygame.Rect(0, 0, 3 * CELL + 2 * GAP_PX, 3 * CELL + 2 * GAP_PX)
GRID.center = (ALTAR.centerx, ALTAR.centery + 2)
RING = 62  # the Omen slots' centres, this far outside the altar's edge
OMEN = 48
KITTY = 58
HAND = pygame.Rect(658, 52, 386, 150)
MINE = pygame.Rect(658, 210, 386, 214)
OTHER = pygame.Rect(658, 432, 386, 226)
PROMPT = pygame.Rect(12, 664, 1032, 44)
HAND_TILE = 76
PUSHED_TILE = 40
FALLEN = 52  # a tile the Kitty knocked off, waiting past the edge
