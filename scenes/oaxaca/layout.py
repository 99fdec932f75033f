"""Where things sit on Oaxaca's table (logical 1280x720): the pieces' sizes, the panels and the
table's cached regions.
"""
from __future__ import annotations

import pygame

WORK = (118, 166)  # a Workshop card
STALL = (74, 104)  # a Market Stall card
DRAWN = (140, 196)  # a gathered card being decided
DECK = (92, 128)
TOURIST = (132, 62)
DAY_DIE = 54
NIGHT_DIE = 34

TOP = pygame.Rect(8, 48, 1040, 160)  # decks, supply and tourists
DECK_X0, DECK_Y, DECK_STEP = 18, 58, 108
SUPPLY = pygame.Rect(560, 60, 50, 120)
TOURIST_X0, TOURIST_Y, TOURIST_COL, TOURIST_ROW = 624, 56, 138, 70
PROMPT = pygame.Rect(12, 664, 1032, 44)
RIGHT = pygame.Rect(1052, 48, 216, 664)
SHEET = pygame.Rect(20, 56, 1016, 600)  # an opponent's mat, enlarged
# the table's cached regions (scenes/widgets/layers.py), side by side; a region that a neighbour's
# shadow reaches into draws that shadow too, so each can be repainted alone
TOPBAR_REGION = pygame.Rect(0, 0, 1280, 46)  # (a tourist's glow reaches up to 46; the toolbar's shadow to 48)
DECKS_REGION = pygame.Rect(0, 46, 612, 168)  # the market: the decks and the supply...
TOURISTS_REGION = pygame.Rect(612, 46, 436, 168)  # ... and the tourists (their glow reaches 614)
PLAY_REGION = pygame.Rect(0, 214, 1048, 442)
FOOT_REGION = pygame.Rect(0, 656, 1048, 64)
OTHERS_REGION = pygame.Rect(1048, 46, 232, 674)
