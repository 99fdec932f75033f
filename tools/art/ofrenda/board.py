"""Ofrenda's boards: the slots, the ofrenda board, the family board and the menu cover."""
from __future__ import annotations

import math
import random

import pygame

from art.common import (BONE, GOLD, GOLD_D, GOLD_L, INK, MAGENTA_L, MARIGOLD_L, NIGHT1, RED, TURQ_L, WHITE, WOOD,
                        WOOD_L, apply_mask, new_surface, noise_surface, rgba, shade, shadow_of, tint, vgradient)
from art.motifs import (COVER_H, COVER_W, candle_on, cloth_texture, cover_night, cover_title, embroidery_motif, leaf_on,
                        marigold_on, papel_string, vignette)
from art.ofrenda.cards import CH, CW
from art.pen import Pen, shape_points, star_points, window_points


def slot_base(p, golden=False):
    """Recessed portrait-sized frame with alpha, drawn to sit on the board."""
    p.rrect(4, 4, CW - 8, CH - 8, 12, rgba((0, 0, 0), 95))
    # inner shadow (top/left) and light edge (bottom/right)
    p.rrect(4, 4, CW - 8, 10, 8, rgba((0, 0, 0), 60))
    p.rrect(4, 4, 8, CH - 8, 8, rgba((0, 0, 0), 50))
    p.rrect(4, 4, CW - 8, CH - 8, 12, rgba(BONE, 70), 1.6)
    p.stroke([(16, CH - 4.5), (CW - 16, CH - 4.5)], rgba(WHITE, 60), 1.2)
    p.stroke(window_points(22, 22, CW - 44, CH - 100, ry=44), rgba(BONE, 45), 1.4, closed=True)
    for (x, y) in ((14, 14), (CW - 14, 14), (14, CH - 14), (CW - 14, CH - 14)):
        p.circle((x, y), 2.4, rgba(BONE, 80))


def render_slot(kind, k=2):
    p = Pen(CW, CH, ss=k, clear=(0, 0, 0))
    slot_base(p)
    if kind == "golden":
        p.rrect(4, 4, CW - 8, CH - 8, 12, rgba((90, 60, 10), 90))
        p.rrect(4, 4, CW - 8, CH - 8, 12, GOLD_D, 4)
        p.rrect(5, 5, CW - 10, CH - 10, 11, GOLD, 2.2)
        p.rrect(12, 12, CW - 24, CH - 24, 8, GOLD_L, 1.2)
        p.rrect(16, 16, CW - 32, CH - 32, 6, rgba(GOLD, 120), 0.8)
        for (x, y, sx, sy) in ((12, 12, 1, 1), (CW - 12, 12, -1, 1), (12, CH - 12, 1, -1), (CW - 12, CH - 12, -1, -1)):
            p.stroke([(x + sx * 4, y + sy * 30), (x + sx * 4, y + sy * 4), (x + sx * 30, y + sy * 4)], GOLD, 2.5)
            p.stroke(p.arc_pts(x + sx * 18, y + sy * 18, 9, 9, 0, 2 * math.pi, 20), GOLD, 1.6)
            p.circle((x + sx * 18, y + sy * 18), 3.5, GOLD_L)
            p.poly(shape_points("diamond", x + sx * 36, y + sy * 5, 3.5), GOLD_L)
            p.poly(shape_points("diamond", x + sx * 5, y + sy * 36, 3.5), GOLD_L)
        p.glow(CW / 2, CH / 2, 70, (255, 190, 80), 90, 1.5)
        p.text("x2", "display", 62, GOLD_L, CW / 2, CH / 2 - 4, outline=GOLD_D, ow=2.5,
               shadow=(0, 0, 0, 150), sh_off=(2, 3))
        for (x, y, r) in ((58, 96, 5), (148, 178, 4), (64, 190, 3), (140, 92, 3)):
            p.poly(star_points(x, y, r, r * 0.3, 4), GOLD_L)
    elif kind in ("gain", "cost"):
        marigold_on(p, CW / 2, CH / 2 - 12, 40, seed=5 if kind == "gain" else 9, alpha=235)
        col = (46, 170, 96) if kind == "gain" else RED
        label = "+1" if kind == "gain" else "\u22121"
        bx, by = CW / 2, CH / 2 + 46
        p.rrect(bx - 30, by - 17, 60, 36, 18, rgba(INK, 170))
        p.rrect(bx - 29, by - 19, 58, 34, 17, col)
        p.rrect(bx - 29, by - 19, 58, 34, 17, BONE, 1.8)
        p.text(label, "black", 26, BONE, bx, by - 2, outline=shade(col, 0.5), ow=1.2)
    return p.result()


def render_deco_slot(kind, k=3):
    p = Pen(96, 96, ss=k, clear=(0, 0, 0))
    p.circle((48, 48), 44, rgba((0, 0, 0), 100))
    p.circle((48, 46), 42, rgba((0, 0, 0), 50))
    p.circle((48, 48), 44, rgba(BONE, 80), 1.6)
    p.circle((48, 48), 38, rgba(BONE, 40), 1)
    for i in range(16):
        a = 2 * math.pi * i / 16
        p.circle((48 + 41 * math.cos(a), 48 + 41 * math.sin(a)), 1.2, rgba(BONE, 90))
    sil = rgba(BONE, 60)
    if kind == "candle":
        p.rrect(36, 38, 24, 38, 4, sil)
        p.ellipse(48, 76, 20, 4.5, sil)
        for dx, L in ((40, 10), (52, 14)):
            p.rrect(dx - 2.5, 38, 5, L, 2.5, sil)
        p.line((48, 38), (48, 33), sil, 1.6)
        p.poly([(48, 16), (53, 26), (48, 32), (43, 26)], rgba(MARIGOLD_L, 70))
    else:
        for i in range(12):
            a = 2 * math.pi * i / 12
            p.circle((48 + 20 * math.cos(a), 48 + 20 * math.sin(a)), 9, sil)
        for i in range(8):
            a = 2 * math.pi * i / 8 + 0.3
            p.circle((48 + 11 * math.cos(a), 48 + 11 * math.sin(a)), 6, rgba(BONE, 40))
        p.circle((48, 48), 5, rgba(MARIGOLD_L, 70))
    return p.result()


# --------------------------------------------------------------------------
# boards
# --------------------------------------------------------------------------
def wood_plank(p, x, y, w, h, seed, base=WOOD, paint=None):
    rng = random.Random(f"wood-{seed}")
    p.rrect(x, y + 3, w, h, 4, rgba(INK, 150))
    p.rrect(x, y, w, h, 4, shade(base, 0.25))
    p.rrect(x, y, w, h - 3, 4, base)
    for _ in range(int(w / 40)):
        yy = y + rng.uniform(3, h - 6)
        x0 = x + rng.uniform(0, w * 0.8)
        p.line((x0, yy), (min(x + w - 4, x0 + rng.uniform(40, 160)), yy + rng.uniform(-1, 1)), rgba(shade(base, 0.3), 110), 1.2)
    p.line((x + 4, y + 2), (x + w - 4, y + 2), rgba(tint(base, 0.3), 160), 1.5)
    if paint:
        p.rrect(x + 6, y + h * 0.35, w - 12, h * 0.3, 2, rgba(paint, 200))
        for i in range(int((w - 20) / 22)):
            p.poly(shape_points("diamond", x + 18 + i * 22, y + h * 0.5, h * 0.12), rgba(BONE, 170))


def scallop_cloth(p, x, y, w, depth, col, trim=BONE):
    """A tablecloth edge hanging from (x, y) with scalloped lace trim."""
    n = max(3, int(w / 34))
    sw = w / n
    pts = [(x, y), (x + w, y), (x + w, y + depth)]
    for i in range(n, 0, -1):
        xa = x + sw * i
        for j in range(1, 9):
            t = j / 8
            pts.append((xa - sw * t, y + depth + math.sin(math.pi * t) * sw * 0.35))
    pts.append((x, y + depth))
    p.poly([(a + 1, b + 3) for a, b in pts], rgba(INK, 140))
    p.poly(pts, col)
    p.rrect(x, y, w, depth * 0.35, 0, shade(col, 0.15))
    for i in range(n):
        cx = x + sw * (i + 0.5)
        p.circle((cx, y + depth + sw * 0.12), sw * 0.1, trim)
        p.circle((cx - sw * 0.3, y + depth * 0.7), 1.6, rgba(trim, 200))
        p.circle((cx + sw * 0.3, y + depth * 0.7), 1.6, rgba(trim, 200))
    p.line((x, y + depth * 0.5), (x + w, y + depth * 0.5), rgba(trim, 130), 1.2)


def render_board(k=1):
    W, H = 1040, 840
    p = Pen(W, H, ss=k, clear=NIGHT1)
    rng = random.Random("board")
    p.surf.blit(vgradient(W * k, H * k, [(0, (40, 20, 62)), (0.6, (62, 28, 78)), (1, (48, 22, 54))]), (0, 0))
    n = noise_surface(W * k, H * k, (26, 21), rng, 0, 255)
    n.set_alpha(18)
    p.surf.blit(n, (0, 0))
    # a painted sunburst on the wall behind the altar
    for i in range(28):
        a0 = 2 * math.pi * i / 28
        a1 = a0 + math.pi / 28
        p.poly([(W / 2, 360), (W / 2 + 900 * math.cos(a0), 360 + 900 * math.sin(a0)),
                (W / 2 + 900 * math.cos(a1), 360 + 900 * math.sin(a1))], rgba((255, 190, 100), 10))
    p.glow(W / 2, 380, 520, (255, 160, 70), 70, 1.3)
    # arch niche painted on the wall
    p.poly(window_points(150, 70, W - 300, 760, ry=220), rgba((20, 8, 30), 70))
    p.stroke(window_points(150, 70, W - 300, 760, ry=220), rgba(MARIGOLD_L, 70), 3, closed=True)
    p.stroke(window_points(162, 82, W - 324, 750, ry=210), rgba(MAGENTA_L, 60), 1.5, closed=True)
    # stepped shelves (3 tiers: 3, 4 and 5 portraits wide)
    tiers = [(250, 300, (120, 40, 120)), (140, 565, (24, 120, 124)), (20, 820, (150, 40, 80))]
    for x0, yb, cloth in tiers:
        w = W - 2 * x0
        # shelf face with cloth
        p.rrect(x0, yb - 34, w, 44, 3, rgba(INK, 160))
        wood_plank(p, x0, yb - 30, w, 22, seed=yb, base=WOOD_L)
        scallop_cloth(p, x0 + 6, yb - 12, w - 12, 14, cloth)
    # tall candles on the sides
    for (x, yb, h) in ((70, 520, 110), (120, 540, 70), (W - 70, 520, 110), (W - 120, 540, 70),
                       (180, 280, 80), (W - 180, 280, 80)):
        p.ellipse(x, yb + 2, 30, 7, rgba(INK, 120))
        candle_on(p, x, yb, 34 if h > 90 else 28, h, seed=f"b{x}{yb}", flame_h=36)
    # marigold garlands in the top corners
    for side in (-1, 1):
        for i in range(9):
            t = i / 8
            x = W / 2 + side * (W / 2 - 30 - 80 * math.sin(t * math.pi * 0.5))
            y = 120 + t * 420
            marigold_on(p, x, y, 16 - t * 3, seed=i * 7 + (side + 1))
    # flowers at the foot
    for i in range(24):
        x = 10 + i * 44 + rng.uniform(-6, 6)
        y = H - 6 + rng.uniform(-4, 6)
        leaf_on(p, x - 6, y, 22, -2.4, (46, 120, 56))
        leaf_on(p, x + 6, y, 22, -0.7, (46, 120, 56))
    for i in range(26):
        x = 6 + i * 40 + rng.uniform(-8, 8)
        y = H - 4 + rng.uniform(-6, 4)
        marigold_on(p, x, y, rng.uniform(16, 22), seed=200 + i)
    for side in (0, 1):
        x = 40 if side == 0 else W - 40
        for j in range(5):
            marigold_on(p, x + rng.uniform(-26, 26), H - 40 - j * 28 + rng.uniform(-8, 8), rng.uniform(15, 22), seed=300 + j + side * 10)
    # papel picado across the top
    pp = papel_string(W, 120, seed=2, flag_w=66, flag_h=84, sag=14, top=6, k=2)
    p.blit(pygame.transform.smoothscale(pp, (W * k, 120 * k)), 0, 0, anchor="topleft")
    p.surf.blit(vignette(W * k, H * k, 120), (0, 0))
    return p.result()


def render_family_board(k=1):
    W, H = 1000, 400
    p = Pen(W, H, ss=k, clear=NIGHT1)
    base = (88, 22, 62)
    cloth = cloth_texture(W * k, H * k, base, "family", weave=3, strength=20)
    m = new_surface(W * k, H * k, WHITE)
    pygame.draw.rect(m, WHITE, m.get_rect(), border_radius=int(22 * k))
    cloth = cloth.convert_alpha() if False else cloth
    cs = new_surface(W * k, H * k)
    cs.blit(cloth, (0, 0))
    apply_mask(cs, m)
    p.surf.blit(cs, (0, 0))
    p.glow(W * 0.42, H * 0.5, 520, (255, 150, 90), 40, 1.2)
    # embroidered borders
    p.rrect(10, 10, W - 20, H - 20, 16, rgba(MARIGOLD_L, 200), 2.5)
    p.rrect(18, 18, W - 36, H - 36, 12, rgba(TURQ_L, 150), 1.2)
    for i in range(int((W - 60) / 24) + 1):
        x = 30 + i * 24
        for y in (10, H - 10):
            p.poly(shape_points("diamond", x, y, 4), rgba((MAGENTA_L, TURQ_L, MARIGOLD_L)[i % 3], 230))
    for j in range(int((H - 60) / 24) + 1):
        y = 30 + j * 24
        for x in (10, W - 10):
            p.poly(shape_points("diamond", x, y, 4), rgba((MAGENTA_L, TURQ_L, MARIGOLD_L)[j % 3], 230))
    # 4 market columns + deck area (right)
    col_w = 190
    x0 = 30
    for i in range(4):
        cx = x0 + col_w * i + col_w / 2
        p.rrect(cx - col_w / 2 + 8, 30, col_w - 16, H - 60, 14, rgba((0, 0, 0), 45))
        p.rrect(cx - col_w / 2 + 8, 30, col_w - 16, H - 60, 14, rgba(BONE, 40), 1.2)
        p.circle((cx, 78), 40, rgba((0, 0, 0), 50))
        p.circle((cx, 78), 40, rgba(MARIGOLD_L, 70), 1.4)
        embroidery_motif(p, cx - 62, 48, 12, (MAGENTA_L, TURQ_L), 130)
        embroidery_motif(p, cx + 62, 48, 12, (TURQ_L, MARIGOLD_L), 130)
        if i > 0:
            xs = x0 + col_w * i
            for j in range(14):
                y = 40 + j * 24
                p.ellipse(xs - 5, y, 6, 2.5, rgba((76, 190, 96), 150), angle=-0.6)
                p.ellipse(xs + 5, y + 12, 6, 2.5, rgba((76, 190, 96), 150), angle=0.6)
            p.line((xs, 34), (xs, H - 34), rgba((76, 190, 96), 150), 1.4)
    dx = 30 + col_w * 4 + 12
    dw = W - dx - 30
    p.rrect(dx, 30, dw, H - 60, 14, rgba((0, 0, 0), 70))
    for j in range(0, int(2 * (dw + H - 60)), 12):
        pass
    p.rrect(dx, 30, dw, H - 60, 14, rgba(MARIGOLD_L, 140), 1.6)
    p.rrect(dx + 7, 37, dw - 14, H - 74, 10, rgba(MARIGOLD_L, 60), 1)
    embroidery_motif(p, dx + dw / 2, 60, 14, (MAGENTA_L, TURQ_L), 170)
    embroidery_motif(p, dx + dw / 2, H - 60, 14, (MAGENTA_L, TURQ_L), 170)
    return p.result()


def render_cover(portraits, candles, k=1):
    W, H = COVER_W, COVER_H
    p, rng = cover_night("cover", (90, 36, 90))
    p.glow(W / 2, 190, 300, (255, 150, 60), 110, 1.3)
    # altar tiers
    tiers = [(180, 186, (120, 40, 120)), (130, 248, (24, 120, 124)), (80, 310, (150, 40, 80))]
    for x0, yb, cloth in tiers:
        w = W - 2 * x0
        wood_plank(p, x0, yb - 10, w, 12, seed=yb, base=WOOD_L)
        scallop_cloth(p, x0 + 3, yb, w - 6, 7, cloth)
    # portraits on the tiers
    lit = [pp for pp in portraits]
    placements = [(186, 3), (248, 4), (310, 5)]
    idx = 0
    for yb, n in placements:
        for i in range(n):
            x = W / 2 + (i - (n - 1) / 2) * 46
            card = lit[idx % len(lit)]
            idx += 1
            s = pygame.transform.smoothscale(card, (int(38 * p.k), int(53 * p.k)))
            s = pygame.transform.rotozoom(s, rng.uniform(-4, 4), 1.0)
            sh, pad = shadow_of(s, 4, 140)
            p.blit(sh, x + 2, yb - 10 - 26 + 3)
            p.blit(s, x, yb - 10 - 26)
    # candles between/around
    for (x, yb, h) in ((150, 176, 34), (410, 176, 34), (104, 238, 46), (456, 238, 46), (52, 300, 60), (508, 300, 60)):
        candle_on(p, x, yb, 16, h, seed=f"c{x}", flame_h=18)
    for i in range(18):
        x = 12 + i * 31 + rng.uniform(-5, 5)
        marigold_on(p, x, H - 4 + rng.uniform(-4, 4), rng.uniform(11, 15), seed=500 + i)
    cover_title(p, "Ofrenda", 76, 84, papel_seed=3, glow=(86, 150, 120), max_w=None)
    return p.result()
