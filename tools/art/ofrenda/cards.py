"""Ofrenda's cards: the portraits (both sides), the candles (objective tokens) and the card back."""
from __future__ import annotations

import math
import random

import pygame

from art.common import (BONE, GOLD, GOLD_D, GOLD_L, INK, MAGENTA_L, MARIGOLD, MARIGOLD_L, NIGHT0, NIGHT1, PURPLE,
                        TURQ_L, WHITE, apply_mask, hexc, mix, new_surface, rgba, sepia, shade, tint, vgradient)
from art.motifs import PAPEL_COLS, candle_on, flower_on, marigold_on
from art.ofrenda.faces import draw_face, face_params
from art.ofrenda.icons import Ctx, branch_icon, offering_icon
from art.ofrenda.pictograms import candle_pictogram, draw_pictogram, objective_items
from art.pen import Pen, shape_points, window_points
from art.ui import hourglass_icon


# --------------------------------------------------------------------------
# portrait cards
# --------------------------------------------------------------------------
CW, CH = 200, 280
WIN = (18, 18, 164, 168)  # portrait window x, y, w, h (arched top)


def card_outline_mask(w, h, r, k):
    m = new_surface(w * k, h * k, WHITE)
    pygame.draw.rect(m, (255, 255, 255, 255), m.get_rect(), border_radius=int(r * k))
    return m


def scatter_petals(p, rng, n, area, cols=(MARIGOLD, MARIGOLD_L, (240, 110, 20))):
    x0, y0, x1, y1 = area
    for _ in range(n):
        x, y = rng.uniform(x0, x1), rng.uniform(y0, y1)
        L = rng.uniform(3.2, 5.5)
        a = rng.uniform(0, math.pi * 2)
        c = rng.choice(cols)
        p.ellipse(x + 0.6, y + 0.8, L, L * 0.55, rgba(INK, 90), angle=a)
        p.ellipse(x, y, L, L * 0.55, c, angle=a)
        p.ellipse(x - 0.3 * math.cos(a), y - 0.3 * math.sin(a), L * 0.5, L * 0.22, tint(c, 0.35), angle=a)


def portrait_window_art(card, prm, branch_col, lit, k):
    """The illustration inside the arched window (supersampled surface)."""
    x, y, w, h = WIN
    p = Pen(w, h, ss=k, clear=branch_col)
    rng = random.Random(f"bg-{card['id']}")
    bg_top = mix(branch_col, NIGHT1, 0.55)
    bg_bot = mix(branch_col, NIGHT0, 0.25)
    p.surf.blit(vgradient(w * k, h * k, [(0, bg_top), (1, bg_bot)]), (0, 0))
    cx, cy = w / 2, 92
    if lit:
        # light rays + golden halo
        for i in range(18):
            a0 = 2 * math.pi * i / 18 + 0.1
            a1 = a0 + 2 * math.pi / 36
            p.poly([(cx, cy - 10), (cx + 200 * math.cos(a0), cy - 10 + 200 * math.sin(a0)),
                    (cx + 200 * math.cos(a1), cy - 10 + 200 * math.sin(a1))], rgba((255, 214, 120), 38))
        p.glow(cx, cy - 10, 150, (255, 190, 80), 220, 1.4)
        p.glow(cx, cy - 10, 80, (255, 236, 170), 170, 1.6)
    else:
        p.glow(cx, cy - 10, 130, tint(branch_col, 0.3), 110, 1.6)
    # papel-picado scallop motif in the arch
    for i in range(9):
        a = math.pi * (1.05 + 0.9 * i / 8)
        fx, fy = cx + 66 * math.cos(a), 64 + 48 * math.sin(a)
        col = rgba(BONE, 60 if not lit else 90)
        flower_on(p, fx, fy, 5.5, col, centre=rgba(BONE, 30), n=5)
    draw_face(p, cx, cy, 37, prm, lit)
    # little altar candles flanking the portrait
    for sx in (17, w - 17):
        candle_on(p, sx, h - 3, 11, 24, wax=(248, 238, 216) if lit else (200, 196, 190), lit=lit,
                  seed=f"{card['id']}{sx}", flame_h=13, drips=True)
    if lit:
        scatter_petals(p, rng, 7, (6, h - 16, w - 6, h - 4))
        marigold_on(p, 32, h - 6, 9, seed=rng.randint(0, 999))
        marigold_on(p, w - 32, h - 6, 9, seed=rng.randint(0, 999))
    surf = p.surf
    if not lit:
        surf = sepia(surf, dark=0.8)
        # vignette
        vig = new_surface(w * k, h * k)
        for i in range(12):
            t = i / 12
            pygame.draw.rect(vig, (20, 10, 0, int(120 * (1 - t) ** 2)),
                             vig.get_rect().inflate(-2 * t * 40 * k, -2 * t * 40 * k), width=int(4 * k), border_radius=int(40 * k))
        vig = pygame.transform.gaussian_blur(vig, int(6 * k))
        surf.blit(vig, (0, 0))
        # dust & scratches of an old photograph
        for _ in range(40):
            px_, py_ = rng.uniform(0, w * k), rng.uniform(0, h * k)
            pygame.draw.circle(surf, (250, 240, 215, rng.randint(40, 110)), (px_, py_), rng.uniform(0.4, 1.2) * k)
        for _ in range(3):
            sx = rng.uniform(0, w * k)
            pygame.draw.line(surf, (240, 230, 200, 60), (sx, 0), (sx + rng.uniform(-10, 10) * k, h * k), 1)
    # clip to the arched window
    mask = new_surface(w * k, h * k, WHITE)
    pygame.draw.polygon(mask, (255, 255, 255, 255), [(px_ * k, py_ * k) for px_, py_ in window_points(0, 0, w, h)])
    apply_mask(surf, mask)
    return surf


def render_portrait(card, lit, k=2):
    branch = Ctx.branches[card["branch"]]
    bcol = hexc(branch["colour"])
    prm = face_params(card["id"], card["name"], bcol)
    rng = random.Random(f"card-{card['id']}-{lit}")
    p = Pen(CW, CH, ss=k, clear=bcol)
    if lit:
        frame_out = GOLD_D
        frame = bcol
        panel_top, panel_bot = mix(bcol, NIGHT1, 0.45), mix(bcol, NIGHT0, 0.7)
        trim = GOLD
        trim_l = GOLD_L
    else:
        dull = mix(bcol, (120, 110, 100), 0.55)
        frame_out = (70, 62, 58)
        frame = shade(dull, 0.25)
        panel_top, panel_bot = mix(dull, NIGHT1, 0.6), mix(dull, NIGHT0, 0.8)
        trim = (150, 138, 120)
        trim_l = (190, 178, 158)
    # frame
    p.rrect(0, 0, CW, CH, 12, frame_out)
    p.rrect(2, 2, CW - 4, CH - 4, 11, frame)
    p.surf.blit(vgradient((CW - 12) * k, (CH - 12) * k, [(0, panel_top), (1, panel_bot)]), (6 * k, 6 * k))
    # rounded inner panel corners
    p.rrect(6, 6, CW - 12, CH - 12, 9, trim, 1.2)
    # faint punched pattern on the panel
    for yy in range(14, CH - 8, 14):
        for xx in (11, CW - 11):
            p.circle((xx, yy), 1.4, rgba(trim_l, 70))
    if lit:
        p.glow(CW / 2, 100, 120, (255, 180, 70), 90, 1.5)
    # window
    wx, wy, ww, wh = WIN
    p.poly(window_points(wx, wy, ww, wh, inset=-4), INK)
    p.poly(window_points(wx, wy, ww, wh, inset=-3), trim)
    p.poly(window_points(wx, wy, ww, wh, inset=-1.2), shade(trim, 0.45))
    art = portrait_window_art(card, prm, bcol, lit, k)
    p.blit(art, wx, wy, anchor="topleft")
    # inner shadow line at the top of the window
    p.stroke(window_points(wx, wy, ww, wh, inset=0.6)[:41], rgba(INK, 120), 1.4)
    # name banner
    by, bh = 181, 25
    tail = shade(BONE if lit else (186, 176, 156), 0.28)
    for sgn in (-1, 1):
        xa = CW / 2 + sgn * 84
        xb = CW / 2 + sgn * 97
        pts = [(xa, by + 5), (xb, by + 5), (xb - sgn * 6, by + 5 + bh / 2), (xb, by + bh + 5), (xa, by + bh + 5)]
        p.poly([(x_ + 0.8, y_ + 1.5) for x_, y_ in pts], rgba(INK, 120))
        p.poly(pts, tail)
    ribbon = BONE if lit else (206, 196, 176)
    p.rrect(10, by + 2, CW - 20, bh, 3, rgba(INK, 140))
    p.rrect(10, by, CW - 20, bh, 3, ribbon)
    p.rrect(10, by, CW - 20, bh, 3, trim if lit else (150, 138, 120), 1.2)
    p.line((14, by + 3), (CW - 14, by + 3), rgba(WHITE, 120), 1)
    p.text(card["name"], "bold", 16.5, INK, CW / 2, by + bh / 2 + 0.5, max_w=CW - 34)
    # objective strip
    oy, oh = 211, 61
    p.rrect(12, oy + 1.5, CW - 24, oh, 10, rgba((0, 0, 0), 110))
    p.rrect(12, oy, CW - 24, oh, 10, NIGHT0 if lit else (22, 16, 24))
    p.rrect(12, oy, CW - 24, oh, 10, trim, 1.4)
    p.rrect(15, oy + 3, CW - 30, oh - 6, 8, rgba(trim_l, 60), 0.8)
    if lit:
        p.glow(CW / 2, oy + oh / 2, 70, (255, 170, 60), 60, 1.5)
    items = objective_items(card["objective"])
    draw_pictogram(p, items, CW / 2, oy + oh / 2, CW - 40, icon=52 if len(items) == 1 else 42, text_px=31)
    # corner badges
    for bx, kind in ((25, "branch"), (CW - 25, "offering")):
        p.circle((bx + 0.6, 26.5), 21.5, rgba(INK, 150))
        p.circle((bx, 25), 21, trim)
        p.circle((bx, 25), 18.6, NIGHT0 if lit else (26, 20, 30))
        p.circle((bx, 25), 18.6, rgba(trim_l, 90), 0.8)
        if kind == "branch":
            p.icon(branch_icon, bx, 25.5, 31, branch["shape"], bcol)
        else:
            p.icon(offering_icon, bx, 25, 32, card["offering"])
    # players pip
    pl = card.get("players", 2)
    if pl >= 3:
        label = "3+" if pl == 3 else "4"
        px_, py_ = 25, 55
        p.rrect(px_ - 13, py_ - 9, 26, 18, 9, rgba(INK, 160))
        p.rrect(px_ - 12, py_ - 9.5, 24, 17, 8.5, PURPLE if lit else (80, 70, 90))
        p.rrect(px_ - 12, py_ - 9.5, 24, 17, 8.5, trim_l, 1)
        p.text(label, "black", 12, BONE, px_, py_ - 1)
    if lit:
        scatter_petals(p, rng, 6, (8, 264, CW - 8, 276))
        scatter_petals(p, rng, 3, (40, 6, CW - 40, 14))
        # warm glow along the edge
        edge = pygame.Surface((CW * k, CH * k))
        edge.fill((0, 0, 0))
        for i in range(6):
            f = (70 - i * 11) / 255
            pygame.draw.rect(edge, (int(255 * f), int(200 * f), int(90 * f)), edge.get_rect().inflate(-i * 3 * k, -i * 3 * k),
                             width=int(3 * k), border_radius=int(12 * k))
        p.surf.blit(edge, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    apply_mask(p.surf, card_outline_mask(CW, CH, 12, k))
    return p.result()


# --------------------------------------------------------------------------
# candles (objective tokens)
# --------------------------------------------------------------------------
CAW, CAH = 120, 160


def render_candle(c, lit, k=3):
    p = Pen(CAW, CAH, ss=k, clear=NIGHT1)
    rng = random.Random(f"candle-card-{c['id']}")
    if lit:
        rim, rim_l = GOLD, GOLD_L
        bg = [(0, (70, 30, 80)), (0.55, (120, 50, 70)), (1, (60, 24, 50))]
        wax = (250, 238, 214)
    else:
        rim, rim_l = (112, 126, 158), (160, 172, 200)
        bg = [(0, (22, 26, 52)), (1, (34, 38, 70))]
        wax = (208, 216, 232)
    outer = window_points(2, 2, CAW - 4, CAH - 4, ry=58)
    p.poly(window_points(0, 0, CAW, CAH, ry=60), INK)
    p.poly(outer, rim)
    inner = window_points(7, 7, CAW - 14, CAH - 14, ry=53)
    grad = vgradient(CAW * k, CAH * k, bg)
    m = new_surface(CAW * k, CAH * k, WHITE)
    pygame.draw.polygon(m, WHITE, [(x * k, y * k) for x, y in inner])
    apply_mask(grad, m)
    p.surf.blit(grad, (0, 0))
    if lit:
        for i in range(16):
            a0 = 2 * math.pi * i / 16
            a1 = a0 + math.pi / 16
            p.poly([(60, 40), (60 + 150 * math.cos(a0), 40 + 150 * math.sin(a0)), (60 + 150 * math.cos(a1), 40 + 150 * math.sin(a1))],
                   rgba((255, 200, 110), 26))
        p.glow(60, 40, 90, (255, 170, 70), 200, 1.3)
        apply_mask(p.surf, _poly_mask(outer, CAW, CAH, k))
        p.poly(outer, rim, 2.2)
    else:
        for _ in range(14):
            x, y = rng.uniform(14, 106), rng.uniform(16, 70)
            p.circle((x, y), rng.uniform(0.5, 1.2), rgba((220, 230, 255), rng.randint(80, 200)))
    p.stroke(inner, rim_l, 1.2, closed=True)
    # little papel picado scallops along the rim
    for i in range(15):
        a = math.pi * (1 + i / 14)
        p.circle((60 + 49 * math.cos(a), 60 + 49 * math.sin(a)), 1.5, rgba(rim_l, 150))
    # saucer + candle
    p.ellipse(60, 148, 46, 8, rgba(INK, 160))
    p.ellipse(60, 145, 44, 8, shade(rim, 0.35))
    p.ellipse(60, 143, 40, 6, rim)
    cw, ch = 66, 86
    candle_on(p, 60, 142, cw, ch, wax=wax, lit=lit, seed=c["id"], flame_h=42, drips=True)
    if not lit:
        # thin wisp of smoke above the wick
        pts = [(60 + 4 * math.sin(i * 0.8), 54 - i * 4) for i in range(9)]
        p.stroke(pts, rgba((200, 210, 230), 90), 1.6)
    candle_pictogram(p, c["objective"], 60, 142 - ch + 10, 140)
    apply_mask(p.surf, _poly_mask(window_points(0, 0, CAW, CAH, ry=60), CAW, CAH, k))
    if c.get("end_only"):
        bx, by = 100, 24
        p.circle((bx + 0.5, by + 1.5), 14, rgba(INK, 160))
        p.circle((bx, by), 13.5, rim)
        p.circle((bx, by), 11.5, NIGHT0)
        p.icon(hourglass_icon, bx, by, 19, frame=GOLD if lit else rim_l)
    return p.result()


def _poly_mask(pts, w, h, k):
    m = new_surface(w * k, h * k, WHITE)
    pygame.draw.polygon(m, WHITE, [(x * k, y * k) for x, y in pts])
    return m


# --------------------------------------------------------------------------
# the card back
# --------------------------------------------------------------------------
def render_back(k=2):
    p = Pen(CW, CH, ss=k, clear=NIGHT1)
    p.rrect(0, 0, CW, CH, 12, GOLD_D)
    p.rrect(2, 2, CW - 4, CH - 4, 11, (60, 28, 90))
    p.surf.blit(vgradient((CW - 12) * k, (CH - 12) * k, [(0, (58, 28, 92)), (0.5, (34, 18, 64)), (1, (58, 28, 92))]), (6 * k, 6 * k))
    # lattice of punched diamonds
    for j, y in enumerate(range(16, CH - 8, 18)):
        for i, x in enumerate(range(16 + (9 if j % 2 else 0), CW - 8, 18)):
            c = (MAGENTA_L, TURQ_L, MARIGOLD_L)[(i + j) % 3]
            p.poly(shape_points("diamond", x, y, 4.2), rgba(c, 70))
            p.circle((x, y), 1.1, rgba(BONE, 90))
    p.rrect(6, 6, CW - 12, CH - 12, 9, GOLD, 1.6)
    p.rrect(11, 11, CW - 22, CH - 22, 7, rgba(GOLD_L, 140), 1)
    # central medallion
    cx, cy = CW / 2, CH / 2
    p.glow(cx, cy, 95, (255, 170, 60), 150, 1.4)
    p.circle((cx, cy), 62, NIGHT0)
    p.circle((cx, cy), 62, GOLD, 2)
    for i in range(24):
        a = 2 * math.pi * i / 24
        c = (MAGENTA_L, TURQ_L)[i % 2]
        p.ellipse(cx + 53 * math.cos(a), cy + 53 * math.sin(a), 6.5, 3, c, angle=a)
    marigold_on(p, cx, cy, 42, seed=11)
    # corner flowers
    for (x, y) in ((24, 24), (CW - 24, 24), (24, CH - 24), (CW - 24, CH - 24)):
        marigold_on(p, x, y, 11, seed=int(x + y))
    # papel picado bands top & bottom
    for yy in (42, CH - 42):
        for i in range(5):
            x = 44 + i * 28
            c = PAPEL_COLS[i]
            p.rrect(x - 9, yy - 9, 18, 18, 2, rgba(c, 220))
            p.circle((x, yy), 3.2, rgba(NIGHT0, 230))
    apply_mask(p.surf, card_outline_mask(CW, CH, 12, k))
    return p.result()
