"""Ofrenda's icons: the offerings, the branches (by shape and colour), the prohibited mark and the
small symbols of the objectives (pyramid, any colour, crown, empty slot)."""
from __future__ import annotations

import math

from art.common import (BONE, GOLD, GOLD_D, GREEN_L, INK, MAGENTA, MAGENTA_L, MARIGOLD, MARIGOLD_L, PURPLE, RED, TURQ,
                        TURQ_L, WHITE, hexc, rgba, shade, tint)
from art.motifs import calavera_icon
from art.pen import draw_shape, icon_pen, icon_result, shape_points


def _water_icon(p):
    top, bot = 14, 89
    lt, rt, lb, rb = 25, 75, 33, 67

    def xat(y, left=True):
        t = (y - top) / (bot - top)
        return (lt + (lb - lt) * t) if left else (rt + (rb - rt) * t)
    p.poly([(lt - 5, top - 4), (rt + 5, top - 4), (rb + 5, bot + 5), (lb - 5, bot + 5)], INK)
    p.poly([(lt, top), (rt, top), (rb, bot), (lb, bot)], (205, 232, 245))
    wy = 36
    p.poly([(xat(wy), wy), (xat(wy, False), wy), (rb, bot), (lb, bot)], (46, 146, 226))
    p.poly([(xat(60), 60), (xat(60, False), 60), (rb, bot), (lb, bot)], (30, 110, 200))
    p.ellipse(50, wy, (xat(wy, False) - xat(wy)) / 2, 4.5, (140, 210, 250))
    p.ellipse(50, top, (rt - lt) / 2, 4.2, (230, 245, 252))
    p.ellipse(50, top, (rt - lt) / 2 - 3, 2.4, (175, 215, 235))
    # highlights & bubbles
    p.poly([(lt + 6, top + 8), (lt + 12, top + 8), (lb + 10, bot - 6), (lb + 5, bot - 6)], rgba(WHITE, 170))
    for (x, y, r) in ((58, 50, 2.6), (62, 64, 2.0), (54, 74, 2.2)):
        p.circle((x, y), r, rgba(WHITE, 190))
    p.rrect(lb - 1, bot - 5, rb - lb + 2, 6, 3, (150, 195, 220))


def _salt_icon(p):
    # dish
    p.ellipse(50, 62, 45, 31, INK)
    p.ellipse(50, 60, 40, 12, INK)
    p.ellipse(50, 63, 40, 26, (196, 96, 50))
    p.poly([(10, 63)] + p.arc_pts(50, 63, 40, 26, math.pi, 0, 20)[::-1] + [(90, 63)], (196, 96, 50))
    p.stroke(p.arc_pts(50, 66, 36, 18, 0.25, math.pi - 0.25, 20), TURQ_L, 4.5)
    for i in range(6):
        a = 0.45 + i * (math.pi - 0.9) / 5
        p.circle((50 + 36 * math.cos(a), 66 + 18 * math.sin(a)), 2.6, MARIGOLD_L)
    p.ellipse(50, 60, 40, 11, (226, 140, 84))
    p.ellipse(50, 61, 34, 8, (150, 70, 40))
    # salt mound
    mound = p.arc_pts(50, 62, 30, 33, math.pi, 2 * math.pi, 24)
    p.poly([(x, y) for x, y in mound], INK)
    mound = p.arc_pts(50, 62, 26.5, 29, math.pi, 2 * math.pi, 24)
    p.poly(mound, (250, 250, 252))
    p.poly(p.arc_pts(56, 62, 18, 24, math.pi * 1.5, 2 * math.pi, 12) + [(56, 62)], (214, 222, 236))
    p.ellipse(50, 62, 27, 5, (226, 232, 242))
    for (x, y) in ((42, 44), (50, 52), (38, 56), (60, 48)):
        p.circle((x, y), 1.6, (190, 200, 220))
    # sparkle
    for (x, y, s) in ((40, 40, 6), (64, 36, 4)):
        p.poly([(x, y - s), (x + s * 0.28, y - s * 0.28), (x + s, y), (x + s * 0.28, y + s * 0.28),
                (x, y + s), (x - s * 0.28, y + s * 0.28), (x - s, y), (x - s * 0.28, y - s * 0.28)], WHITE)


def _fruit_icon(p):
    oranges = ((31, 52, 17), (69, 52, 17), (50, 38, 18))
    for (x, y, r) in oranges:
        p.circle((x, y), r + 4, INK)
    # leaves
    p.ellipse(60, 18, 11, 5, INK, angle=-0.5)
    p.ellipse(60, 18, 9, 3.4, (70, 170, 80), angle=-0.5)
    for (x, y, r) in oranges:
        p.circle((x, y), r, (238, 128, 20))
        p.circle((x - r * 0.12, y - r * 0.12), r * 0.8, (250, 156, 36))
        p.circle((x - r * 0.38, y - r * 0.4), r * 0.24, (255, 214, 130))
        p.circle((x + r * 0.1, y - r * 0.72), r * 0.1, (120, 80, 30))
    p.ellipse(60, 18, 9, 3.4, (70, 170, 80), angle=-0.5)
    # bowl
    bowl = [(6, 56)] + p.arc_pts(50, 56, 44, 34, math.pi, 0, 24)[::-1][::-1] + [(94, 56)]
    bowl = [(6, 56), (94, 56)] + p.arc_pts(50, 56, 44, 34, 0, math.pi, 24)
    p.poly([(x, y) for x, y in p.arc_pts(50, 57, 48, 38, 0, math.pi, 24)] + [(2, 53), (98, 53)][::-1], INK)
    p.poly(bowl, (31, 160, 170))
    p.poly([(x, y) for x, y in p.arc_pts(50, 56, 44, 34, 0.0, math.pi, 24)][::1] +
           [(6, 56), (94, 56)][::1], (31, 160, 170))
    p.stroke(p.arc_pts(50, 56, 40, 22, 0.3, math.pi - 0.3, 20), MARIGOLD_L, 4)
    for i in range(5):
        a = 0.55 + i * (math.pi - 1.1) / 4
        p.circle((50 + 37 * math.cos(a), 56 + 29 * math.sin(a)), 3.3, MAGENTA_L)
    p.rrect(4, 52, 92, 7, 3.5, (60, 200, 195))


def _papel_icon(p, cols=(MAGENTA_L, TURQ_L, MARIGOLD_L)):
    flags = ((8, cols[0], -0.06), (37, cols[1], 0.0), (66, cols[2], 0.06))
    p.stroke([(2, 18), (30, 22), (50, 23), (70, 22), (98, 18)], INK, 5)
    for x, col, rot in flags:
        w, h = 27, 62
        y0 = 20 + (1.5 if x == 37 else 0)
        zig = []
        n = 5
        for i in range(n + 1):
            zig.append((x + w - w * i / n, y0 + h - (0 if i % 2 == 0 else 5)))
        pts = [(x, y0), (x + w, y0)] + zig
        big = [(px + (px - (x + w / 2)) * 0.16, py + (py - (y0 + h / 2)) * 0.08) for px, py in pts]
        p.poly(big, INK)
        p.poly(pts, col)
        cx = x + w / 2
        # punched motifs
        p.poly(shape_points("diamond", cx, y0 + 16, 6.5), INK)
        for j in range(4):
            a = math.pi / 4 + j * math.pi / 2
            p.circle((cx + 7.5 * math.cos(a), y0 + 36 + 7.5 * math.sin(a)), 3.0, INK)
        p.circle((cx, y0 + 36), 2.2, INK)
        for j in range(3):
            p.circle((x + 5 + j * 8.5, y0 + 5), 1.8, INK)
        p.rrect(x, y0 - 2, w, 5, 2, shade(col, 0.3))
    p.stroke([(2, 18), (30, 21), (50, 22), (70, 21), (98, 18)], (120, 90, 60), 2)


OFFERING_DRAW = {
    "calavera": calavera_icon,
    "water": _water_icon,
    "salt": _salt_icon,
    "fruit": _fruit_icon,
    "papel_picado": _papel_icon,
}


def offering_icon(size, kind, ss=4):
    p = icon_pen(size, ss, clear=INK)
    OFFERING_DRAW[kind](p)
    return icon_result(p)


def branch_icon(size, shape, colour, ss=4, outline=BONE):
    p = icon_pen(size, ss, clear=colour)
    draw_shape(p, shape, 50, 50, 40, colour, outline=outline, ow=6)
    return icon_result(p)


def prohibited(size, surf_fn, ss=4):
    """An icon crossed out with a red prohibition ring."""
    p = icon_pen(size, ss, clear=RED)
    inner = surf_fn(int(size * ss * 0.74))
    p.blit(inner, 50, 50)
    p.circle((50, 50), 47, rgba(WHITE, 230), 0)
    p.circle((50, 50), 47, RED)
    p.circle((50, 50), 38.5, rgba(BONE, 255))
    p.blit(inner, 50, 50)
    p.circle((50, 50), 41, RED, 8.5)
    a = math.radians(45)
    p.stroke([(50 - 38 * math.cos(a), 50 - 38 * math.sin(a)), (50 + 38 * math.cos(a), 50 + 38 * math.sin(a))], RED, 8.5)
    p.circle((50, 50), 48, INK, 2)
    return icon_result(p)


# --------------------------------------------------------------------------
# the game data the icons draw from: the branches' shapes and colours, the offerings
# --------------------------------------------------------------------------
class Ctx:
    """Game data shared by the renderers."""
    branches: dict = {}
    branch_order: list = []
    offerings: list = []


def shape_of(colour_id):
    return Ctx.branches[colour_id]["shape"]


def colour_of(colour_id):
    return hexc(Ctx.branches[colour_id]["colour"])


def pyramid_icon(size, empty=None, ss=4, fill=GOLD):
    p = icon_pen(size, ss, clear=INK)
    w, h = 16, 21
    rows = [(3, 16), (4, 41), (5, 66)]
    idx = 0
    for n, y in rows:
        x0 = 50 - (n * w + (n - 1) * 2) / 2
        for i in range(n):
            x = x0 + i * (w + 2)
            p.rrect(x - 1.6, y - 1.6, w + 3.2, h + 3.2, 3, INK)
            if empty is not None and idx == empty:
                p.rrect(x, y, w, h, 2, (70, 60, 90))
                p.rrect(x + 1, y + 1, w - 2, h - 2, 2, BONE, 1.6)
            else:
                p.rrect(x, y, w, h, 2, fill)
                p.rrect(x + 2, y + 2, w - 4, 5, 2, tint(fill, 0.35))
            idx += 1
    return icon_result(p)


def anycolour_icon(size, ss=4):
    """'Any one colour': a neutral shape ringed by every branch colour."""
    p = icon_pen(size, ss, clear=INK)
    p.circle((50, 52), 45, INK)
    cols = [colour_of(b) for b in Ctx.branch_order] or [MAGENTA, TURQ, MARIGOLD, PURPLE, GREEN_L]
    n = len(cols)
    for i, c in enumerate(cols):
        a0 = -math.pi / 2 + 2 * math.pi * i / n
        a1 = a0 + 2 * math.pi / n
        p.poly([(50, 52)] + [(50 + 41 * math.cos(a0 + (a1 - a0) * j / 10), 52 + 41 * math.sin(a0 + (a1 - a0) * j / 10))
                             for j in range(11)], c)
    p.circle((50, 52), 26, INK)
    p.circle((50, 52), 22.5, (186, 186, 196))
    p.rrect(37, 42, 26, 6, 3, INK)
    p.rrect(37, 56, 26, 6, 3, INK)
    return icon_result(p)


def crown_icon(size, ss=4):
    p = icon_pen(size, ss, clear=GOLD)
    pts = [(12, 78), (8, 30), (30, 52), (50, 18), (70, 52), (92, 30), (88, 78)]
    p.poly([(x + (x - 50) * 0.08, y + (y - 50) * 0.1) for x, y in pts], INK)
    p.poly(pts, GOLD)
    p.poly([(14, 66), (86, 66), (88, 78), (12, 78)], GOLD_D)
    for x, y in ((8, 30), (50, 18), (92, 30)):
        p.circle((x, y), 8.5, INK)
        p.circle((x, y), 6, MAGENTA_L)
    p.circle((50, 58), 6, TURQ_L)
    p.circle((30, 60), 4, MAGENTA_L)
    p.circle((70, 60), 4, MAGENTA_L)
    p.poly([(20, 60), (30, 52), (50, 26), (40, 50)], rgba(WHITE, 80))
    return icon_result(p)


def empty_slot_icon(size, ss=4):
    p = icon_pen(size, ss, clear=INK)
    p.rrect(22, 10, 56, 80, 8, INK)
    p.rrect(27, 15, 46, 70, 6, (70, 60, 90))
    for i in range(8):
        pass
    p.rrect(31, 19, 38, 62, 4, BONE, 3)
    return icon_result(p)
