"""Die of the Dead's colours and dice (normal and power, each also in the colour-blind look) and the
colours' symbols."""
from __future__ import annotations

import math

import pygame

from art.common import BONE, GOLD, INK, MAGENTA_L, MARIGOLD_L, PURPLE_L, TURQ_L, WHITE, rgba, shade
from art.pen import Pen, draw_shape, icon_pen, icon_result, shape_points
from art.ui import PIP_LAYOUT


DOTD_COLOURS = {"red": (212, 56, 60), "blue": (46, 108, 204), "green": (40, 152, 88),
                "yellow": (242, 192, 44), "purple": (130, 76, 196)}
# colour-blind mode: each colour also has a shape (the project's branch shapes: Ofrenda's blue is a
# circle, green a triangle, purple a square; its pink heart and orange diamond become red and yellow)
DOTD_SHAPES = {"red": "heart", "blue": "circle", "green": "triangle", "yellow": "diamond", "purple": "square"}
DOTD_PIPS = {"red": BONE, "blue": BONE, "green": BONE, "yellow": (58, 30, 22), "purple": BONE}
DOTD_POWER_FACES = (1, 2, 0, 5, 6)  # a power die's faces: 0 is its skull (the rules' SKULL), on two sides
DOTD_ITEMS = ("candle", "marigold", "bread", "incense")  # T0..T3 (the order of the token boards at setup)
DOTD_ITEM_COLOURS = {"candle": (236, 214, 170), "marigold": (247, 150, 28), "bread": (196, 120, 56),
                     "incense": (150, 120, 180)}
CASKET_ACCENTS = (MAGENTA_L, TURQ_L, MARIGOLD_L, PURPLE_L)


def dotd_symbol_on(p, colour, cx, cy, r, fill=None, line=INK, ow=None):
    """The colour's shape (colour-blind mode), ``r`` its radius, outlined."""
    shape = DOTD_SHAPES[colour]
    grow = 1.25 if shape in ("heart", "triangle") else 1.0
    draw_shape(p, shape, cx, cy + (r * 0.08 if shape == "triangle" else 0), r * grow,
               fill or DOTD_COLOURS[colour], outline=line, ow=ow if ow is not None else max(0.8, r * 0.22),
               gloss=False, dark=None)


def dotd_calavera(p, cx, cy, s, eyes=MAGENTA_L, flower=TURQ_L, mark=None, line=INK, simple=False):
    """A sugar skull about 80*s units tall centred at (cx, cy); ``mark`` a colour whose shape
    replaces the forehead flower (colour-blind mode); ``simple`` paints fewer details (small sprites)."""
    def P(x, y):
        return (cx + (x - 50) * s, cy + (y - 50) * s)

    p.circle(P(50, 42), 37 * s, line)
    p.rrect(*P(27, 52), 46 * s, 38 * s, 14 * s, line)
    p.circle(P(50, 42), 32.5 * s, BONE)
    p.rrect(*P(31.5, 55), 37 * s, 30.5 * s, 11 * s, BONE)
    if not simple:
        p.ellipse(*P(50, 30), 20 * s, 12 * s, rgba(WHITE, 110))
    for ex in (36.5, 63.5):
        if simple:
            p.circle(P(ex, 47), 14.5 * s, eyes)
        else:
            for j in range(8):
                a = 2 * math.pi * j / 8
                p.circle(P(ex + 12.5 * math.cos(a), 47 + 12.5 * math.sin(a)), 4.6 * s, eyes)
        p.circle(P(ex, 47), 10.5 * s, line)
        p.circle(P(ex - 3, 44), 3.2 * s, WHITE)
    heart = shape_points("heart", 50, 63, 5.5)
    p.poly([P(x, 126 - y) for x, y in heart], line)
    p.stroke([P(x, y) for x, y in p.arc_pts(50, 64, 14, 10, 0.35, math.pi - 0.35, 12)], line, 3 * s)
    for i in range(5):
        x = 39 + 5.5 * i
        y = 64 + 10 * math.sin(math.acos(max(-1, min(1, (x - 50) / 14))))
        p.line(P(x, y - 4.5), P(x, y + 4.5), line, 2.4 * s)
    if mark is None and simple:
        p.circle(P(50, 22), 6 * s, flower)
        p.circle(P(50, 22), 2.8 * s, MARIGOLD_L)
    elif mark is None:
        for j in range(5):
            a = 2 * math.pi * j / 5 - math.pi / 2
            p.circle(P(50 + 5.5 * math.cos(a), 22 + 5.5 * math.sin(a)), 4.4 * s, flower)
        p.circle(P(50, 22), 3.3 * s, MARIGOLD_L)
    else:
        dotd_symbol_on(p, mark, *P(50, 21), 8.5 * s, line=line)


DOTD_SKULL_ACCENTS = {"red": (TURQ_L, MARIGOLD_L), "blue": (MAGENTA_L, MARIGOLD_L),
                      "green": (MAGENTA_L, MARIGOLD_L), "yellow": (MAGENTA_L, TURQ_L),
                      "purple": (TURQ_L, MARIGOLD_L)}


DOTD_DIE_PX = 112  # 2x a 56-pixel die rect (the largest the table draws is about that): a smaller bundle


def render_dotd_die(colour, face, power=False, cb=False, k=3):
    """A die of Die of the Dead: a d6 in its colour (the shared d6's geometry, drawn on its 128 grid
    and written at DOTD_DIE_PX). Power dice have a gold rim and a sugar skull where a normal die
    shows 3 and 4 (``face`` 0, the rules' SKULL); in colour-blind mode the pips are the colour's
    shape (the skull wears it on its forehead)."""
    S = 128
    col = DOTD_COLOURS[colour]
    pipc = DOTD_PIPS[colour]
    p = Pen(S, S, ss=k * DOTD_DIE_PX / S, clear=(0, 0, 0))
    p.final = (DOTD_DIE_PX, DOTD_DIE_PX)
    x, y, w = 16, 10, 96  # the shared d6's place in the sprite (no shadow: the table draws it)
    p.rrect(x, y + 5, w, w - 1, 22, shade(col, 0.5))
    p.rrect(x, y, w, w, 22, shade(col, 0.18))
    p.rrect(x + 3, y + 2, w - 8, w - 8, 19, col)
    if power:  # a gold rim, ink-edged so it reads on the yellow dice too
        p.rrect(x + 2.5, y + 1.5, w - 7, w - 7, 20, INK, 7.5)
        p.rrect(x + 3.5, y + 2.5, w - 9, w - 9, 19, GOLD, 5)
    cx, cy, d = x + w / 2 - 2, y + w / 2 - 3, 24
    if power and face == 0:
        acc_eye, acc_fl = DOTD_SKULL_ACCENTS[colour]
        dotd_calavera(p, cx, cy + 3, 0.9, acc_eye, acc_fl, mark=colour if cb else None, simple=True)
        return pygame.transform.smoothscale(p.surf, p.final)
    for a, b in PIP_LAYOUT[face]:
        px_, py_ = cx + a * d, cy + b * d
        if cb:
            r = 12 if face == 1 else 9.5
            dotd_symbol_on(p, colour, px_, py_, r, fill=pipc, line=shade(col, 0.65) if colour != "yellow" else INK,
                            ow=r * 0.24)
        else:
            r = 13 if face == 1 else 9.5
            p.circle((px_, py_ + 1.2), r + 0.8, shade(col, 0.45))
            p.circle((px_, py_), r, pipc)
    return pygame.transform.smoothscale(p.surf, p.final)


def render_dotd_symbol(colour, size=32, k=4):
    """A colour's shape on a small dark disc: the colour-blind badge next to names and chips."""
    p = icon_pen(size, k, clear=INK)
    p.circle((50, 50), 48, rgba(INK, 235))
    p.circle((50, 50), 48, BONE, width=4)
    dotd_symbol_on(p, colour, 50, 51, 27, line=BONE, ow=5)
    return icon_result(p)
