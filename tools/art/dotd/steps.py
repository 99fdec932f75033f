"""Die of the Dead's marigold steps: 9 steps of 4 squares, and the squares' bonuses laid on as pieces."""
from __future__ import annotations

import math

from art.common import (BONE, GOLD, GOLD_D, INK, MAGENTA, MAGENTA_L, MARIGOLD, MARIGOLD_L, NIGHT1, TURQ_L, mix, rgba,
                        shade, tint, vgradient)
from art.dotd.dice import DOTD_ITEMS, dotd_calavera
from art.dotd.items import DOTD_ITEM_DRAW
from art.dotd.pieces import board_edge, pen2, result2


# ---- the marigold steps: 9 steps of 4 squares; the squares' bonuses are laid on as pieces
STEPS_W, STEPS_H = 196, 604
STEP_ROW, STEPS_TOP, STEPS_SQ, STEPS_GAP, STEPS_X0 = 60, 10, 36, 3, 30


def dotd_step_square(step, i):
    """Square ``i`` (0-3) of step ``step`` (1-9, 9 at the top), in display units on the steps board."""
    y = STEPS_TOP + (9 - step) * STEP_ROW + 5
    return (STEPS_X0 + i * (STEPS_SQ + STEPS_GAP), y, STEPS_SQ, STEPS_SQ)


def dotd_steps_start():
    """Where the scoring dice wait at the foot of the steps (display units)."""
    return (STEPS_X0 - 6, STEPS_TOP + 9 * STEP_ROW + 3, 4 * STEPS_SQ + 3 * STEPS_GAP + 12, 38)


def render_dotd_steps(k=2):
    """The marigold steps: a terracotta stair of nine steps rising up the board, marigolds along its
    sides, the step numbers, empty squares (the bonuses are laid on: render_dotd_square)."""
    W, H = STEPS_W, STEPS_H
    p = pen2(W, H, k, clear=NIGHT1)
    board_edge(p, W, H, 16, 190, GOLD_D, (38, 22, 56))
    p.surf.blit(vgradient((W - 8) * p.k, (H - 12) * p.k, [(0, (24, 12, 44)), (1, (74, 30, 70))]), (4 * p.k, 4 * p.k))
    x0, x1 = STEPS_X0 - 6, W - 6
    for step in range(9, 0, -1):
        y = STEPS_TOP + (9 - step) * STEP_ROW
        t = (step - 1) / 8
        stone = mix((172, 84, 52), (222, 140, 80), t)
        # the block: a tread where the squares are, its riser below, a shaded end on the right
        p.rrect(x0 + 2, y + 4, x1 - x0, STEP_ROW - 2, 5, rgba((10, 4, 16), 140))
        p.rrect(x0, y + 44, x1 - x0, STEP_ROW - 42, 4, shade(stone, 0.5))
        p.rrect(x0, y + 1, x1 - x0, 46, 6, stone)
        p.rrect(x0, y + 1, x1 - x0, 3.5, 3, tint(stone, 0.3))
        p.poly([(x1 - 5, y + 3), (x1, y + 6), (x1, y + 56), (x1 - 5, y + 58)], rgba(shade(stone, 0.35), 200))
        for i in range(8):  # a painted band of triangles on the riser
            xx = x0 + 5 + i * 20.5
            p.poly([(xx, y + 56), (xx + 7, y + 50), (xx + 14, y + 56)],
                   rgba((MARIGOLD_L, MAGENTA_L, TURQ_L)[(i + step) % 3], 150))
        for i in range(4):
            sx, sy, s, _ = dotd_step_square(step, i)
            p.rrect(sx - 1, sy - 1, s + 2, s + 2, 7, shade(stone, 0.42))
            p.rrect(sx, sy + 1, s, s - 1, 6, shade(stone, 0.18))
        # the step's number on a flower (simple petals: nine real marigolds would weigh the file down)
        for j in range(10):
            a = 2 * math.pi * j / 10 + step * 0.3
            p.circle((15 + 8.6 * math.cos(a), y + 24 + 8.6 * math.sin(a)), 4, MARIGOLD)
        p.circle((15, y + 24), 8.2, rgba(INK, 220))
        p.text(str(step), "black", 12.5, MARIGOLD_L, 15, y + 24)
    # the foot: where the scoring dice start
    sx, sy, sw, sh = dotd_steps_start()
    p.rrect(sx, sy, sw, sh, 8, rgba((8, 4, 16), 170))
    p.rrect(sx, sy, sw, sh, 8, rgba(MARIGOLD_L, 120), 1)
    # (its word, "start", is lettered at run time)
    for i in range(9):
        x = 8 + i * 22.5
        for j in range(8):
            a = 2 * math.pi * j / 8 + i
            p.circle((x + 4.2 * math.cos(a), H - 6 + 4.2 * math.sin(a)), 2.8, (240, 130, 24) if j % 2 else MARIGOLD_L)
        p.circle((x, H - 6), 2.2, (214, 110, 14))
    return result2(p)


DOTD_SQUARES = ("candle", "marigold", "bread", "incense", "skull", "face", "blank")


def render_dotd_square(kind, k=3):
    """A square of the steps with its bonus: a token's item, 'skull' (turn a power die to its
    calavera), 'face' (set a normal die on the preparation board to any face), or 'blank'."""
    S = STEPS_SQ
    p = pen2(S, S, k, clear=BONE)
    p.rrect(0, 0, S, S, 7, (226, 176, 120))
    p.rrect(1.2, 1.2, S - 2.4, S - 2.4, 6, (246, 214, 166))
    p.rrect(1.2, 1.2, S - 2.4, S - 2.4, 6, rgba((150, 80, 40), 200), 1)
    if kind in DOTD_ITEMS:
        DOTD_ITEM_DRAW[kind](p, S / 2, S / 2 + 0.5, 0.3)
    elif kind == "skull":
        p.rrect(7, 7, S - 14, S - 14, 6, INK)
        p.rrect(8.2, 8.2, S - 16.4, S - 16.4, 5, GOLD)
        p.rrect(10, 10, S - 20, S - 20, 4, (80, 60, 110))
        dotd_calavera(p, S / 2, S / 2 + 0.5, 0.2, MAGENTA_L, TURQ_L, simple=True)
    elif kind == "face":
        p.rrect(7, 7, S - 14, S - 14, 5, INK)
        p.rrect(8.2, 8.2, S - 16.4, S - 16.4, 4.5, (252, 247, 236))
        p.text("?", "black", 17, MAGENTA, S / 2, S / 2 + 0.5)
        pts = p.arc_pts(S / 2, S / 2, 15, 15, math.radians(205), math.radians(325), 12)
        p.stroke(pts, INK, 3.2)
        p.stroke(pts, MARIGOLD, 1.8)
        ex, ey = pts[-1]
        p.poly([(ex - 1, ey - 4), (ex + 4.5, ey + 1.5), (ex - 3, ey + 3)], INK)
    return result2(p)  # blank: nothing (no flower: it would read as a marigold token)
