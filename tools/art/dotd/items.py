"""Die of the Dead's four items (candle, marigold, bread, incense): drawn once, used by the tokens,
the token boards, the icons and the boards' captions."""
from __future__ import annotations

import math
import random

from art.common import (BONE, GOLD, GOLD_D, INK, MAGENTA, MAGENTA_L, MARIGOLD, MARIGOLD_L, TURQ_L, WHITE, mix, rgba,
                        shade)
from art.dotd.dice import DOTD_ITEM_COLOURS, dotd_calavera
from art.motifs import MARI_RINGS, flame_on, leaf_on, marigold_on
from art.pen import icon_pen, icon_result
from art.ui import PIP_LAYOUT


# ---- the four items: drawn once, used by the tokens, token boards, icons and board captions
def _bread_on(p, cx, cy, s, line=INK, glow=True):
    """Pan de muerto: a domed bun, dough bones running down from a ball on top, sugar, about 90*s wide."""
    def P(x, y):
        return (cx + (x - 50) * s, cy + (y - 50) * s)

    crust, crust_d, crust_l = (204, 124, 50), (146, 78, 30), (238, 172, 88)
    p.ellipse(*P(50, 62), 45 * s, 28 * s, line)
    p.ellipse(*P(50, 56), 42 * s, 30 * s, line)
    p.ellipse(*P(50, 62), 41.5 * s, 24.5 * s, crust_d)
    p.ellipse(*P(50, 57), 39 * s, 27 * s, crust)
    p.ellipse(*P(40, 46), 18 * s, 10 * s, rgba(crust_l, 170), angle=-0.3)
    # two dough bones crossing over the dome, each a row of knobs, and the ball on top
    for a, b, lift in (((10, 56), (90, 56), 22), ((34, 36), (64, 84), 4)):
        pts = []
        for i in range(9):
            t = i / 8
            pts.append(P(a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - lift * math.sin(t * math.pi)))
        for q in pts:
            p.circle(q, 6.6 * s, line)
        for i, q in enumerate(pts):
            r = 5.2 if i % 2 == 0 else 4.4
            p.circle(q, r * s, crust_l if i % 2 == 0 else mix(crust_l, crust, 0.4))
        for q in pts[::2]:
            p.circle((q[0] - 1.4 * s, q[1] - 1.8 * s), 1.8 * s, rgba(WHITE, 110))
    top = (50, 36)
    p.circle(P(*top), 10 * s, line)
    p.circle(P(*top), 8.2 * s, crust_l)
    p.circle(P(top[0] - 2.5, top[1] - 3), 3 * s, rgba(WHITE, 130))
    rng = random.Random("bread-sugar")
    for _ in range(30):
        a = rng.uniform(0, 2 * math.pi)
        rr = rng.uniform(0, 1) ** 0.5
        p.circle(P(50 + 34 * rr * math.cos(a), 55 + 20 * rr * math.sin(a)), 1.2 * s, rgba((255, 240, 210), 210))


def incense_on(p, cx, cy, s, line=INK, glow=True, smoke=True):
    """A copal burner (sahumerio): a clay cup on a foot, glowing coals and a curl of smoke."""
    def P(x, y):
        return (cx + (x - 50) * s, cy + (y - 50) * s)

    clay, clay_d, clay_l = (190, 92, 56), (130, 56, 36), (226, 132, 84)
    if smoke:
        for i, (dx, a) in enumerate(((0, 170), (6, 120), (-4, 80))):
            pts = [P(50 + dx + 9 * math.sin(t / 3.0 + i) * (1 - t / 40), 44 - t * 1.0) for t in range(0, 40, 2)]
            p.stroke(pts, rgba((236, 228, 244), a), (6 - i * 1.4) * s)
    p.poly([P(38, 92), P(62, 92), P(56, 74), P(44, 74)], line)
    p.poly([P(41, 90), P(59, 90), P(54, 76), P(46, 76)], clay_d)
    p.ellipse(*P(50, 92), 16 * s, 4 * s, line)
    p.ellipse(*P(50, 91), 14 * s, 3 * s, clay)
    cup = [P(18, 52), P(82, 52), P(74, 72), P(60, 80), P(40, 80), P(26, 72)]
    p.poly([(cx + (x - cx) * 1.07, cy + (y - cy) * 1.07 + 1 * s) for x, y in cup], line)
    p.poly(cup, clay)
    p.poly([P(20, 55), P(80, 55), P(76, 63), P(24, 63)], clay_l)
    for i in range(6):  # punched triangles round the cup
        x = 27 + i * 9.2
        p.poly([P(x, 66), P(x + 5, 66), P(x + 2.5, 71)], clay_d)
    p.ellipse(*P(50, 52), 32 * s, 7 * s, line)
    p.ellipse(*P(50, 52), 29 * s, 5.2 * s, (70, 28, 20))
    for i, (x, y) in enumerate(((40, 51), (50, 50), (60, 52), (46, 53), (56, 50))):
        p.circle(P(x, y), 3.4 * s, (255, 150 + i * 12, 50))
    if glow:
        p.glow(*P(50, 50), 22 * s, (255, 140, 40), 120, 1.6)


def candle_item_on(p, cx, cy, s, line=INK, glow=True):
    """A pillar candle on a little gold dish, lit (a flat flame: it stays crisp when small)."""
    def P(x, y):
        return (cx + (x - 50) * s, cy + (y - 50) * s)

    wax, wax_d = (248, 238, 216), (214, 196, 164)
    if glow:
        p.glow(*P(50, 22), 26 * s, (255, 190, 80), 120, 1.6)
    p.ellipse(*P(50, 88), 30 * s, 8 * s, line)
    p.ellipse(*P(50, 86), 27 * s, 6 * s, GOLD_D)
    p.ellipse(*P(50, 85), 24 * s, 4.5 * s, GOLD)
    p.rrect(*P(34, 38), 32 * s, 50 * s, 5 * s, line)
    p.rrect(*P(37, 41), 26 * s, 45 * s, 3 * s, wax_d)
    p.rrect(*P(37, 41), 17 * s, 45 * s, 3 * s, wax)
    p.ellipse(*P(50, 41), 13 * s, 3.6 * s, wax)
    p.rrect(*P(44, 41), 5 * s, 14 * s, 2.5 * s, wax)
    p.circle(P(46.5, 55), 3 * s, wax)
    p.line(P(50, 40), P(50, 33), line, 2.4 * s)
    flame_on(p, *P(50, 36), 26 * s, glow=False)


def _marigold_item_on(p, cx, cy, s, line=INK, glow=True):
    small = s < 0.5
    if not small:
        leaf_on(p, cx - 24 * s, cy + 26 * s, 30 * s, 2.6, (50, 130, 60))
        leaf_on(p, cx + 24 * s, cy + 26 * s, 30 * s, 0.5, (50, 130, 60))
    p.circle((cx, cy + 2 * s), 42 * s, rgba(line, 200))
    marigold_on(p, cx, cy, 40 * s, seed=31, outline=False, rings=MARI_RINGS[1::2] if small else None,
                petals=10 if small else None)


DOTD_ITEM_DRAW = {"candle": candle_item_on, "marigold": _marigold_item_on, "bread": _bread_on,
                  "incense": incense_on}


def render_dotd_icon(item, size=48, k=4):
    """A small picture of an item (logs, buttons, step squares), no disc."""
    p = icon_pen(size, k, clear=DOTD_ITEM_COLOURS[item])
    DOTD_ITEM_DRAW[item](p, 50, 50, 0.98)
    return icon_result(p)


def render_dotd_token(item, size=96, k=3):
    """A token: a round painted disc with a bone rim and its item."""
    col = DOTD_ITEM_COLOURS[item]
    base = {"candle": (120, 40, 90), "marigold": (26, 110, 110), "bread": (110, 50, 120),
            "incense": (40, 70, 130)}[item]
    p = icon_pen(size, k, clear=base)
    p.circle((51, 54), 46, rgba((0, 0, 0), 120))
    p.circle((50, 51), 46, INK)
    p.circle((50, 50), 44, BONE)
    p.circle((50, 50), 39, shade(base, 0.25))
    p.circle((50, 49), 38, base)
    for i in range(16):
        a = 2 * math.pi * i / 16
        p.circle((50 + 41.5 * math.cos(a), 50 + 41.5 * math.sin(a)), 1.6, rgba(col, 230) if item != "candle" else GOLD)
    p.ellipse(40, 30, 20, 9, rgba(WHITE, 40), angle=-0.5)
    DOTD_ITEM_DRAW[item](p, 50, 51, 0.66)
    return icon_result(p)


def render_dotd_bonus(kind, size=64, k=4):
    """The step bonuses that are not tokens: 'skull' turns a power die to its calavera, 'face' sets a
    normal die on the preparation board to any face."""
    p = icon_pen(size, k, clear=INK)
    if kind == "skull":
        p.rrect(12, 12, 76, 76, 18, INK)
        p.rrect(15, 14, 70, 70, 15, (70, 60, 96))
        p.rrect(16, 15, 68, 68, 14, GOLD, 4)
        dotd_calavera(p, 50, 50, 0.62, MAGENTA_L, TURQ_L)
    else:
        p.rrect(14, 14, 72, 72, 16, INK)
        p.rrect(17, 16, 66, 66, 13, BONE)
        p.rrect(22, 20, 56, 56, 11, (252, 247, 236))
        for a, b in PIP_LAYOUT[5]:
            p.circle((50 + a * 17, 49 + b * 17), 6, rgba((40, 24, 50), 90))
        p.text("?", "black", 46, MAGENTA, 50, 50, outline=BONE, ow=2)
        pts = p.arc_pts(50, 50, 45, 45, math.radians(200), math.radians(330), 20)
        p.stroke(pts, INK, 8)
        p.stroke(pts, MARIGOLD_L, 4.5)
        ex, ey = pts[-1]
        p.poly([(ex - 2, ey - 10), (ex + 12, ey + 4), (ex - 8, ey + 8)], INK)
        p.poly([(ex, ey - 6), (ex + 8, ey + 3), (ex - 5, ey + 5)], MARIGOLD_L)
    return icon_result(p)


def render_dotd_step_icon(size=48, k=4):
    """'Ascend': three marigold steps with an arrow up them."""
    p = icon_pen(size, k, clear=MARIGOLD)
    for i in range(3):
        x, y = 10 + i * 26, 70 - i * 22
        p.rrect(x - 2, y - 2, 84 - i * 26 + 4, 90 - y + 4, 6, INK)
    for i in range(3):
        x, y = 10 + i * 26, 70 - i * 22
        p.rrect(x, y, 80 - i * 26, 88 - y, 5, mix(MARIGOLD, (200, 90, 20), i * 0.3))
        p.rrect(x, y, 80 - i * 26, 6, 3, MARIGOLD_L)
    p.stroke([(12, 56), (56, 14)], INK, 10)
    p.stroke([(12, 56), (56, 14)], BONE, 5.5)
    p.poly([(70, 2), (42, 8), (64, 30)], INK)
    p.poly([(65, 7), (49, 11), (61, 24)], BONE)
    return icon_result(p)
