"""Die of the Dead's City of the Dead, the preparation board, the Round Starter and the menu cover."""
from __future__ import annotations

import math
import random

import pygame

from art.common import (GOLD, GOLD_D, GOLD_L, INK, MAGENTA_L, MARIGOLD, MARIGOLD_L, NIGHT0, NIGHT1, PURPLE_L,
                        TURQ, TURQ_L, WOOD, WOOD_D, WOOD_L, mix, rgba, shade, tint, vgradient)
from art.dotd.caskets import render_dotd_casket
from art.dotd.dice import dotd_calavera, render_dotd_die
from art.dotd.items import candle_item_on
from art.dotd.pieces import board_edge, cell_well, pen2, result2
from art.motifs import COVER_H, COVER_W, MARI_RINGS, cover_night, cover_title, embroidery_motif, marigold_on
from art.pen import icon_pen, icon_result, shape_points, window_points


# ---- the City of the Dead, the preparation board, the Round Starter
CITY_W, CITY_H = 196, 218


def dotd_city_spot(i):
    """Spot ``i`` (0-24, row by row) of the City of the Dead board, in display units."""
    r, c = divmod(i, 5)
    return (16 + c * 34, 50 + r * 32, 30, 30)


# The skyline under the title: (x, width, height, roof) of each tomb, cross or chapel, standing on the
# niche wall; every roof stays below the title's band (the chapel's dome with its lit window is low).
CITY_SKYLINE_BASE = 47
CITY_SKYLINE = ((6, 18, 10, "gable"), (26, 12, 9, "cross"), (40, 20, 8, "flat"), (62, 28, 9, "dome"),
                (92, 14, 8, "cross"), (108, 22, 9, "gable"), (132, 14, 9, "cross"), (148, 20, 8, "gable"),
                (170, 20, 12, "flat"))


def render_dotd_city(k=2, skyline=True):
    """The City of the Dead: the cemetery town at night under the band where its name is lettered (at
    run time, in the reader's language: game/rules/dotd/lettering.py), a wall of 25 niches for dice
    (``skyline`` False leaves the town out: a test checks the name stays clear of it)."""
    W, H = CITY_W, CITY_H
    p = pen2(W, H, k, clear=NIGHT1)
    board_edge(p, W, H, 16, 190, GOLD_D, NIGHT0)
    p.surf.blit(vgradient((W - 8) * p.k, 44 * p.k, [(0, NIGHT0), (1, (84, 36, 96))]), (4 * p.k, 4 * p.k))
    rng = random.Random("city")
    for _ in range(22):
        p.circle((rng.uniform(8, W - 8), rng.uniform(6, 34)), rng.choice((0.6, 0.8, 1.1)), rgba((255, 244, 220), 200))
    # the skyline: tombs, crosses, a chapel with a lit window
    sil = (22, 10, 34)
    base = CITY_SKYLINE_BASE
    for x, w, h, roof in CITY_SKYLINE if skyline else ():
        p.rrect(x, base - h, w, h + 4, 1, sil)
        if roof == "gable":
            p.poly([(x - 2, base - h), (x + w / 2, base - h - 7), (x + w + 2, base - h)], sil)
        elif roof == "dome":
            p.ellipse(x + w / 2, base - h, w / 2 - 2, 6, sil)
            p.poly(window_points(x + w / 2 - 3, base - h + 1, 6, 8, ry=3), (255, 190, 100))
        elif roof == "cross":
            p.rrect(x + w / 2 - 1, base - h - 8, 2.4, 8, 0, sil)
            p.rrect(x + w / 2 - 3.6, base - h - 6, 7.6, 2, 0, sil)
    if skyline:
        p.glow(76, base - 5, 14, (255, 160, 60), 80, 1.5)
    # the niche wall
    stone, mortar = (88, 70, 108), (64, 48, 82)
    p.rrect(6, base + 1, W - 12, H - base - 12, 4, stone)
    for r in range(6):
        y = base + 1 + r * 32
        p.line((6, y), (W - 6, y), rgba(mortar, 255), 1)
    for i in range(25):
        x, y, w, h = dotd_city_spot(i)
        p.poly(window_points(x - 1.5, y - 1.5, w + 3, h + 3, ry=10), (116, 96, 136))
        p.poly(window_points(x, y, w, h, ry=9), (20, 12, 30))
        p.rrect(x + 3, y + h - 4, w - 6, 3, 1.5, rgba((255, 170, 80), 70))
    for i in range(6):
        marigold_on(p, 14 + i * 34, H - 7, 5.5, seed=90 + i, outline=False, rings=MARI_RINGS[1::2], petals=10)
    return result2(p)


PREP_W, PREP_H = 250, 96


def dotd_prep_space(i):
    """Space ``i`` (0-2) of the preparation board, in display units."""
    return (15 + i * 78, 25, 64, 64)


def render_dotd_prep(k=2):
    """The preparation board: an embroidered cloth on a tray (its name lettered at run time), three
    spaces for drafted dice."""
    W, H = PREP_W, PREP_H
    p = pen2(W, H, k, clear=WOOD)
    board_edge(p, W, H, 14, 180, WOOD_D, WOOD_L)
    p.rrect(6, 6, W - 12, H - 15, 9, (120, 32, 84))
    p.rrect(6, 6, W - 12, H - 15, 9, rgba(MARIGOLD_L, 170), 1.2)
    for i in range(int((W - 30) / 12)):
        p.poly(shape_points("diamond", 16 + i * 12, 10, 1.8), rgba((MAGENTA_L, TURQ_L, MARIGOLD_L)[i % 3], 220))
    for i in range(3):
        x, y, w, h = dotd_prep_space(i)
        cell_well(p, x, y, w, (200, 90, 150))
        embroidery_motif(p, x + w / 2, y + h / 2, 9, (MAGENTA_L, TURQ_L), 80)
    return result2(p)


def render_dotd_round_starter(size=112, k=3):
    """The Round Starter marker: a gold medallion, a crowned calavera on it, marigolds round the rim."""
    p = icon_pen(size, k, clear=GOLD)
    p.circle((51, 54), 46, rgba((0, 0, 0), 120))
    p.circle((50, 51), 46, INK)
    p.circle((50, 50), 45, GOLD_D)
    p.circle((50, 50), 42, GOLD)
    p.circle((50, 50), 35, (150, 30, 90))
    p.circle((50, 50), 35, GOLD_L, 1.2)
    for i in range(12):
        a = 2 * math.pi * i / 12 - math.pi / 2
        marigold_on(p, 50 + 38.5 * math.cos(a), 50 + 38.5 * math.sin(a), 4.6, seed=i, outline=False,
                    rings=MARI_RINGS[1::2], petals=8)
    dotd_calavera(p, 50, 56, 0.46, TURQ_L, MARIGOLD_L, simple=True)
    crown = [(32, 30), (30, 14), (40, 22), (50, 8), (60, 22), (70, 14), (68, 30)]
    p.poly([(50 + (x - 50) * 1.12, 22 + (y - 22) * 1.12) for x, y in crown], INK)
    p.poly(crown, GOLD_L)
    for x, y in ((30, 14), (50, 8), (70, 14)):
        p.circle((x, y), 2.6, MAGENTA_L)
    return icon_result(p)


def render_dotd_cover():
    """The menu tile of Die of the Dead: the caskets under papel picado, dice spilling, the steps."""
    W, H = COVER_W, COVER_H
    p, rng = cover_night("dotd-cover", (90, 34, 80), village_y=262)
    # the marigold steps climbing on the right
    for i in range(6):
        x, y = 430 + i * 18, 300 - i * 26
        stone = mix((170, 86, 50), (214, 128, 70), i / 5)
        p.rrect(x, y, W - x + 10, 30, 4, shade(stone, 0.45))
        p.rrect(x, y, W - x + 10, 14, 4, stone)
        p.rrect(x, y, W - x + 10, 3, 2, tint(stone, 0.3))
    for i in range(9):
        marigold_on(p, 424 + i * 16, 300 - i * 18 - 4, 7, seed=300 + i, outline=False)
    # four caskets on the ground, one open with dice glowing inside, candles between them
    p.glow(230, 230, 240, (255, 150, 70), 110, 1.3)
    for i in range(4):
        c = render_dotd_casket(i, open_=(i == 1), k=1)
        c = pygame.transform.smoothscale(c, (int(88 * p.k), int(100 * p.k)))
        p.blit(c, 78 + i * 94, 214)
    for i in range(3):
        candle_item_on(p, 125 + i * 94, 246, 0.3)
    p.glow(172, 226, 40, (255, 190, 90), 120, 1.5)
    for i, (colour, face) in enumerate((("purple", 2), ("yellow", 5), ("red", 1))):
        d = render_dotd_die(colour, face, k=1)
        d = pygame.transform.rotozoom(d, (i - 1) * 20, 0.2 * p.k)
        p.blit(d, 160 + i * 13, 228 + (i % 2) * 11)
    dice = [("red", 5, False), ("blue", 3, True), ("yellow", 6, False), ("green", 2, False), ("purple", 4, True)]
    for i, (colour, face, power) in enumerate(dice):
        d = render_dotd_die(colour, face, power, k=2)
        d = pygame.transform.rotozoom(d, rng.uniform(-24, 24), 0.36 * p.k)
        p.blit(d, 250 + i * 40 + rng.uniform(-6, 6), 288 + rng.uniform(-8, 6))
    for i in range(18):  # simple flowers along the foot (real marigolds would weigh the file down)
        x, y, r = 8 + i * 24 + rng.uniform(-5, 5), H - 3 + rng.uniform(-3, 3), rng.uniform(8, 11)
        for j in range(9):
            a = 2 * math.pi * j / 9 + i
            p.circle((x + r * 0.62 * math.cos(a), y + r * 0.62 * math.sin(a)), r * 0.42,
                     (240, 128, 22) if j % 2 else MARIGOLD_L)
        p.circle((x, y), r * 0.3, (214, 110, 14))
    cover_title(p, "Die of the Dead", 58, 92, papel_seed=7, glow=(96, 190, 110),
                cols=[MAGENTA_L, MARIGOLD, TURQ, PURPLE_L, (76, 190, 96)])
    # (its subtitle, "Ofrenda Variant", is lettered at run time in the reader's language)
    out = pygame.Surface((W, H))  # opaque: a smaller file
    out.blit(p.result(), (0, 0))
    return out
