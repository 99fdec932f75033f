"""Die of the Dead's caskets (closed and open), their glow and the token boards in front of them."""
from __future__ import annotations

import math
import random

import pygame

from art.common import BONE, GOLD, GOLD_D, MARIGOLD_L, WHITE, mix, rgba, shade, tint
from art.dotd.dice import CASKET_ACCENTS, DOTD_ITEM_COLOURS, dotd_calavera
from art.dotd.pieces import board_edge, item_badge, pen2, result2
from art.motifs import leaf_on
from art.pen import shape_points


# ---- the caskets: a black lacquered coffin, painted, skulls on the lid; closed (a lid where paid
# dice sit) and open (the lid raised, the satin where the rolled dice show)
CASKET_W, CASKET_H = 148, 168


def _coffin(x0, y0, w, h, head=0.38, foot=0.6, shoulder=0.24):
    """An upright coffin's outline in a box: narrow head, wide shoulders, tapering foot."""
    cx = x0 + w / 2
    return [(cx - w * head / 2, y0), (cx + w * head / 2, y0), (x0 + w, y0 + h * shoulder),
            (cx + w * foot / 2, y0 + h), (cx - w * foot / 2, y0 + h), (x0, y0 + h * shoulder)]


def _inset(pts, d):
    """A convex polygon moved inwards by about ``d``."""
    cx = sum(x for x, _ in pts) / len(pts)
    cy = sum(y for _, y in pts) / len(pts)
    out = []
    for x, y in pts:
        L = math.hypot(x - cx, y - cy) or 1
        out.append((x - (x - cx) / L * d, y - (y - cy) / L * d))
    return out


def casket_lid_rect():
    """Where dice paid onto a closed casket's lid sit (display units inside the casket's rect)."""
    return (30, 70, 88, 78)


def casket_inside_rect():
    """Where the dice of an open casket show (display units inside the casket's rect)."""
    return (26, 64, 96, 86)


def _painted_vine(p, pts, col, leaf=(76, 170, 96), n=7, seed=0):
    rng = random.Random(f"vine-{seed}")
    p.stroke(pts, rgba(col, 220), 1.6)
    for i in range(n):
        t = (i + 0.5) / n
        j = min(len(pts) - 2, int(t * (len(pts) - 1)))
        (ax, ay), (bx, by) = pts[j], pts[j + 1]
        x, y = ax + (bx - ax) * 0.5, ay + (by - ay) * 0.5
        ang = math.atan2(by - ay, bx - ax) + (1 if i % 2 else -1) * 0.9
        p.ellipse(x + 3 * math.cos(ang), y + 3 * math.sin(ang), 3.4, 1.5, rgba(leaf, 220), angle=ang)
        if rng.random() < 0.45:
            p.circle((x, y), 2.1, rgba(col, 255))


def _folk_flower(p, x, y, r, col, centre=MARIGOLD_L, n=6):
    for j in range(n):
        a = 2 * math.pi * j / n
        p.ellipse(x + r * 0.55 * math.cos(a), y + r * 0.55 * math.sin(a), r * 0.5, r * 0.28, col, angle=a)
    p.circle((x, y), r * 0.3, centre)


def render_dotd_casket(index, open_=False, k=2):
    """Casket ``index`` (0-3; each painted in its own accent so a player can follow it when the
    caskets move): closed (a lacquered lid, skulls at its head, where paid dice sit) or open (the
    lid raised behind, the satin where the rolled dice show)."""
    W, H = CASKET_W, CASKET_H
    acc = CASKET_ACCENTS[index]
    acc2 = CASKET_ACCENTS[(index + 2) % 4]
    lacquer, lacquer_l, wall = (34, 20, 42), (62, 40, 76), (20, 10, 26)
    p = pen2(W, H, k, clear=lacquer)
    if not open_:
        lid = _coffin(12, 6, W - 24, H - 22, head=0.5, foot=0.6, shoulder=0.22)
        p.poly([(x + 3, y + 12) for x, y in lid], rgba((0, 0, 0), 120))
        # the base under the lid: its painted band shows below (the lid is taller than the base)
        p.poly([(x, y + 10) for x, y in lid], wall)
        p.poly([(x, y + 7) for x, y in lid], shade(acc, 0.35))
        foot = [(x, y + 7) for x, y in lid][3:5]
        for i in range(7):
            t = (i + 0.5) / 7
            fx = foot[1][0] + (foot[0][0] - foot[1][0]) * t
            p.circle((fx, foot[0][1] - 1.5), 1.4, rgba(BONE, 200))
        p.poly(lid, wall)
        p.poly(_inset(lid, 2), lacquer)
        panel = _inset(lid, 7)
        p.poly(panel, lacquer_l)
        p.poly(_inset(lid, 8.5), lacquer)
        p.stroke(_inset(lid, 4.6), rgba(acc, 235), 1.4, closed=True)
        for i, (x, y) in enumerate(_inset(lid, 4.6)):
            p.circle((x, y), 2.4, acc2 if i % 2 else acc)
        # the skulls printed at the head, garlanded
        dotd_calavera(p, W / 2, 33, 0.36, acc, MARIGOLD_L)
        for side in (-1, 1):
            dotd_calavera(p, W / 2 + side * 36, 44, 0.17, acc2, MARIGOLD_L, simple=True)
            _folk_flower(p, W / 2 + side * 20, 58, 6, acc2)
            leaf_on(p, W / 2 + side * 28, 60, 9, math.pi / 2 - side * 0.9, (76, 170, 96))
        p.stroke([(W / 2 - 44, 64), (W / 2, 67), (W / 2 + 44, 64)], rgba(GOLD, 170), 1)
        # a ring of painted dots in the middle of the lid (the dice sit over it)
        lx, ly, lw, lh = casket_lid_rect()
        mx, my = lx + lw / 2, ly + lh / 2
        p.circle((mx, my), 5, rgba(MARIGOLD_L, 60))
        for j in range(12):
            a = 2 * math.pi * j / 12
            p.circle((mx + 34 * math.cos(a), my + 34 * math.sin(a)), 1.5, rgba(acc2, 90))
        # a painted vine along the foot, a gloss on the lacquer
        lx, ly, lw, lh = casket_lid_rect()
        _painted_vine(p, [(lx + 2, ly + lh + 2), (lx + lw / 2, ly + lh + 5), (lx + lw - 2, ly + lh + 2)], acc,
                      n=6, seed=index)
        p.poly([(30, 40), (40, 14), (54, 12), (40, 60)], rgba(WHITE, 22))
        return result2(p)
    # open: the lid raised behind the head, its satin lining showing
    lid = _coffin(30, 0, W - 60, 48, head=0.62, foot=0.8, shoulder=0.3)
    p.poly([(x + 2, y + 4) for x, y in lid], rgba((0, 0, 0), 120))
    p.poly(lid, wall)
    p.poly(_inset(lid, 2), lacquer_l)
    p.poly(_inset(lid, 4.5), mix(acc, (250, 240, 230), 0.55))
    for i in range(6):  # the lining's pleats
        x = 40 + i * 13.6
        p.line((W / 2, 40), (x, 7), rgba(shade(acc, 0.2), 120), 1.2)
    p.circle((W / 2, 24), 5, acc)
    p.circle((W / 2, 24), 2, MARIGOLD_L)
    body = _coffin(12, 26, W - 24, H - 40, head=0.56, foot=0.6, shoulder=0.2)
    p.poly([(x + 3, y + 10) for x, y in body], rgba((0, 0, 0), 120))
    p.poly([(x, y + 8) for x, y in body], wall)
    p.poly([(x, y + 6) for x, y in body], shade(acc, 0.35))
    p.poly(body, wall)
    p.poly(_inset(body, 2), lacquer)
    p.stroke(_inset(body, 4.4), rgba(acc, 235), 1.4, closed=True)
    for i, (x, y) in enumerate(_inset(body, 4.4)):
        p.circle((x, y), 2.2, acc2 if i % 2 else acc)
    opening = _inset(body, 8)
    p.poly(opening, (14, 6, 20))
    # the far wall inside (darker), then the satin floor where the dice lie
    floor = [(x, y + 7) for x, y in _inset(body, 11)]
    p.poly(floor, mix(acc, (46, 14, 50), 0.7))
    p.poly([(x, y + 7) for x, y in _inset(body, 16)], mix(acc, (60, 20, 64), 0.62))
    ix, iy, iw, ih = casket_inside_rect()
    for j in range(5):
        for i in range(5):
            qx = ix + 6 + i * 21 + (10 if j % 2 else 0)
            qy = iy - 8 + j * 21
            if ix - 4 < qx < ix + iw + 4:
                p.circle((qx, qy), 1.6, rgba(tint(acc, 0.3), 120))
    p.stroke(opening[:3], rgba(WHITE, 40), 1)
    return result2(p)


def render_dotd_casket_glow(k=2):
    """A soft marigold halo in the casket's shape: drawn behind a casket that can be chosen (at 1x:
    it is blurred anyway, and scales up unchanged)."""
    pad = 16
    W, H = CASKET_W + 2 * pad, CASKET_H + 2 * pad
    p = pen2(W, H, k, clear=MARIGOLD_L)
    p.final = (W, H)
    body = _coffin(8 + pad, 14 + pad, CASKET_W - 16, CASKET_H - 16)
    for i in range(12, 0, -1):
        p.poly(_inset(body, -i * 1.3), rgba(MARIGOLD_L, int(18 + (12 - i) * 5)))
    s = result2(p)
    return pygame.transform.gaussian_blur(s, 3)


# ---- token boards (in front of the caskets: they name each casket's item) and the hand of tokens
TOKEN_BOARD_W, TOKEN_BOARD_H = 148, 46


def render_dotd_token_board(item, k=2):
    """A token board: the item's badge, the room for its name (lettered at run time), and the round
    hollow where its tokens are piled."""
    W, H = TOKEN_BOARD_W, TOKEN_BOARD_H
    col = DOTD_ITEM_COLOURS[item]
    p = pen2(W, H, k, clear=col)
    board_edge(p, W, H, 12, 170, GOLD_D)
    p.rrect(1.5, 1.5, W - 3, H - 6, 11, mix(col, (44, 22, 60), 0.62))
    p.rrect(4, 4, W - 8, H - 11, 9, rgba(tint(col, 0.25), 150), 1)
    for i in range(8):
        p.poly(shape_points("diamond", 50 + i * 7, H - 9, 1.6), rgba(col, 170))
    item_badge(p, item, 22, (H - 3) / 2, 15)
    p.circle((W - 24, (H - 3) / 2 + 0.5), 17.5, rgba((6, 2, 12), 150))
    p.circle((W - 24, (H - 3) / 2), 17.5, rgba(tint(col, 0.3), 170), 1.2)
    return result2(p)
