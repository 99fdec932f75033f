"""Motifs several owners paint: marigolds, flowers and leaves, flames and candles, the calavera icon,
papel picado, cloth and embroidery, the night sky and the village."""
from __future__ import annotations

import math
import random

import pygame

from art.common import (BONE, FLAME_W, INK, MAGENTA_L, MARIGOLD_L, NIGHT0, NIGHT1, NIGHT2, PURPLE_L, TURQ_L, WHITE, mix,
                        new_surface, noise_surface, rgba, shade, shadow_of, tint, vgradient)
from art.pen import Pen, icon_pen, icon_result, shape_points, star_points, window_points


# --------------------------------------------------------------------------
# flowers, flames, candles
# --------------------------------------------------------------------------
MARI_RINGS = [(232, 96, 12), (243, 126, 18), (250, 156, 28), (255, 182, 44), (255, 204, 70), (255, 220, 100)]


def marigold_on(p, cx, cy, R, seed=0, rings=None, petals=None, outline=True, alpha=255):
    """A cempasúchil: concentric rings of ruffled, fan-shaped petals."""
    rng = random.Random(f"marigold-{seed}")
    rings = rings or MARI_RINGS
    n_r = len(rings)
    if outline:
        p.glow(cx, cy + R * 0.08, R * 1.2, (40, 10, 0), min(alpha, 150), 0.8)
    base_count = petals or 13
    for ri, col in enumerate(rings):
        rad = R * (1 - ri / (n_r + 0.35))
        count = max(5, base_count - ri)
        off = rng.random() * math.pi
        for j in range(count):
            a = off + 2 * math.pi * j / count + rng.uniform(-0.1, 0.1)
            L = rad * rng.uniform(0.92, 1.02)
            half = math.pi / count * 1.55
            ph = rng.uniform(0, 6.28)
            pts = [(cx, cy)]
            for t in range(17):
                u = -1 + 2 * t / 16
                ang = a + u * half
                rr = L * (0.6 + 0.4 * math.sqrt(max(0.0, 1 - u * u))) * (1 + 0.045 * math.cos(u * 9.4 + ph))
                pts.append((cx + rr * math.cos(ang), cy + rr * math.sin(ang)))
            c = mix(col, (255, 255, 255), rng.uniform(0, 0.07))
            p.poly(pts, rgba(shade(col, 0.42), alpha))
            inner = [(cx, cy)] + [(cx + (x - cx) * 0.965, cy + (y - cy) * 0.965) for x, y in pts[2:-1]]
            p.poly(inner, rgba(c, alpha))
            # fold line down the middle of the petal
            p.line((cx + L * 0.45 * math.cos(a), cy + L * 0.45 * math.sin(a)),
                   (cx + L * 0.85 * math.cos(a), cy + L * 0.85 * math.sin(a)),
                   rgba(shade(col, 0.18), min(alpha, 120)), max(0.5, R * 0.02))
    # centre: tight bud of tiny petals
    p.circle((cx, cy), R * 0.17, rgba((214, 110, 14), alpha))
    for j in range(9):
        a = 2 * math.pi * j / 9 + 0.3
        p.circle((cx + R * 0.09 * math.cos(a), cy + R * 0.09 * math.sin(a)), R * 0.055, rgba((255, 205, 80), alpha))
    p.circle((cx, cy), R * 0.05, rgba((200, 120, 20), alpha))


def marigold_icon(size, seed=0, ss=3):
    p = icon_pen(size, ss, clear=(240, 140, 20))
    marigold_on(p, 50, 51, 46, seed)
    return icon_result(p)


def flame_on(p, cx, cy, h, glow=True, flicker=0.0):
    """A candle flame whose base (wick) is at (cx, cy), height h."""
    w = h * 0.36
    if glow:
        p.glow(cx, cy - h * 0.45, h * 1.7, (255, 170, 60), 110, 1.6)
        p.glow(cx, cy - h * 0.45, h * 0.9, (255, 210, 120), 150, 1.8)

    for scale, col in ((1.0, (255, 120, 25)), (0.78, (255, 178, 50)), (0.55, (255, 228, 120)), (0.32, FLAME_W)):
        pts = []
        hh, ww = h * scale, w * scale
        base_y = cy + h * 0.04 - (1 - scale) * h * 0.08
        for i in range(41):
            # parametric teardrop: round bottom (ang=0), pointed tip (ang=pi)
            ang = math.pi * 2 * i / 40
            y = -hh * (1 - math.cos(ang)) / 2
            x = ww * math.sin(ang) * ((1 + math.cos(ang)) / 2) ** 0.6
            pts.append((cx + x + flicker * (-y) * 0.12, base_y + y))
        p.poly(pts, col)


def candle_on(p, cx, base_y, w, h, wax=(246, 236, 214), lit=True, seed=0, flame_h=None, drips=True):
    """A pillar candle standing on base_y, centred at cx."""
    rng = random.Random(f"candle-{seed}")
    x0 = cx - w / 2
    top = base_y - h
    ew = w / 2
    eh = w * 0.16
    waxd = shade(wax, 0.22)
    # body
    p.rrect(x0, top, w, h, max(1, w * 0.08), waxd)
    p.poly([(x0 + w * 0.06, top), (x0 + w * 0.7, top), (x0 + w * 0.7, base_y - 1), (x0 + w * 0.06, base_y - 1)], wax)
    p.poly([(x0 + w * 0.14, top), (x0 + w * 0.32, top), (x0 + w * 0.32, base_y - 2), (x0 + w * 0.14, base_y - 2)],
           rgba(tint(wax, 0.6), 150))
    p.ellipse(cx, base_y - 0.5, ew, eh * 0.8, waxd)
    # top rim
    p.ellipse(cx, top, ew, eh, shade(wax, 0.1))
    p.ellipse(cx, top + eh * 0.15, ew * 0.82, eh * 0.7, shade(wax, 0.2))
    if drips:
        n = 4
        for i in range(n):
            dx = x0 + w * (0.12 + 0.76 * (i + rng.uniform(0.1, 0.9)) / n)
            dl = h * rng.uniform(0.12, 0.42)
            dw = w * rng.uniform(0.08, 0.13)
            col = wax if dx < cx + w * 0.2 else shade(wax, 0.1)
            p.rrect(dx - dw / 2, top, dw, dl, dw / 2, col)
            p.circle((dx, top + dl - dw * 0.3), dw * 0.62, col)
        p.ellipse(cx, top + eh * 0.1, ew * 1.02, eh * 1.05, wax)
        p.ellipse(cx, top + eh * 0.15, ew * 0.8, eh * 0.68, shade(wax, 0.12))
    # wick
    p.stroke([(cx, top + eh * 0.2), (cx + w * 0.02, top - w * 0.14)], (40, 30, 30), max(1.0, w * 0.05))
    if lit:
        fh = flame_h or w * 0.95
        p.glow(cx, top - fh * 0.1, w * 0.7, (255, 200, 90), 130, 1.5)
        flame_on(p, cx, top - w * 0.1, fh, glow=True, flicker=0.15)


# --------------------------------------------------------------------------
# the calavera icon (designed on a 100x100 grid)
# --------------------------------------------------------------------------
def calavera_icon(p, accent=MAGENTA_L, accent2=TURQ_L):
    # outline
    p.circle((50, 42), 37, INK)
    p.rrect(27, 52, 46, 38, 14, INK)
    # skull
    p.circle((50, 42), 32.5, BONE)
    p.rrect(31.5, 55, 37, 30.5, 11, BONE)
    p.ellipse(50, 30, 20, 12, rgba(WHITE, 110))
    # eyes with petal rims
    for ex, col in ((36.5, accent), (63.5, accent)):
        for j in range(8):
            a = 2 * math.pi * j / 8
            p.circle((ex + 12.5 * math.cos(a), 47 + 12.5 * math.sin(a)), 4.6, col)
        p.circle((ex, 47), 10.5, INK)
        p.circle((ex - 3, 44), 3.2, WHITE)
    # nose (upside-down heart)
    p.poly(shape_points("heart", 50, 63, 5.5)[::1], INK)
    p.poly([(x, 126 - y) for x, y in shape_points("heart", 50, 63, 5.5)], INK)
    # stitched smile
    p.stroke(p.arc_pts(50, 64, 14, 10, 0.35, math.pi - 0.35, 12), INK, 3)
    for i in range(5):
        x = 39 + 5.5 * i
        y = 64 + 10 * math.sin(math.acos(max(-1, min(1, (x - 50) / 14))))
        p.line((x, y - 4.5), (x, y + 4.5), INK, 2.4)
    # forehead flower
    for j in range(5):
        a = 2 * math.pi * j / 5 - math.pi / 2
        p.circle((50 + 5.5 * math.cos(a), 22 + 5.5 * math.sin(a)), 4.4, accent2)
    p.circle((50, 22), 3.3, MARIGOLD_L)


def flower_on(p, x, y, r, col, centre=MARIGOLD_L, n=5, rot=0.0):
    for j in range(n):
        a = rot + 2 * math.pi * j / n
        p.circle((x + r * 0.55 * math.cos(a), y + r * 0.55 * math.sin(a)), r * 0.5, col)
    p.circle((x, y), r * 0.38, centre)


def rose_on(p, x, y, r, col):
    p.circle((x, y), r, shade(col, 0.25))
    p.circle((x - r * 0.1, y - r * 0.1), r * 0.8, col)
    p.stroke(p.arc_pts(x, y, r * 0.55, r * 0.55, 0.3, 4.5, 14), shade(col, 0.4), max(0.8, r * 0.14))
    p.stroke(p.arc_pts(x, y, r * 0.25, r * 0.25, 2.0, 6.8, 10), shade(col, 0.4), max(0.8, r * 0.12))


def leaf_on(p, x, y, L, ang, col=(62, 150, 76)):
    p.ellipse(x + L * 0.5 * math.cos(ang), y + L * 0.5 * math.sin(ang), L * 0.55, L * 0.22, col, angle=ang)


# --------------------------------------------------------------------------
# papel picado
# --------------------------------------------------------------------------
PAPEL_COLS = [MAGENTA_L, TURQ_L, MARIGOLD_L, PURPLE_L, (76, 190, 96)]


def papel_flag(w, h, colour, motif, k=2):
    """One cut-paper flag (alpha surface at k x resolution), holes punched out."""
    W, H = int(w * k), int(h * k)
    s = new_surface(W, H, colour)
    s.blit(vgradient(W, H, [(0, tint(colour, 0.12)), (1, shade(colour, 0.12))]), (0, 0))
    hole = (0, 0, 0, 0)

    def P(x, y):
        return (x * k, y * k)

    # scalloped / zigzag bottom edge
    n = 6
    for i in range(n):
        x0 = w * i / n
        pygame.draw.polygon(s, hole, [P(x0, h + 1), P(x0 + w / n / 2, h - h * 0.07), P(x0 + w / n, h + 1)])
    # border of little holes
    for i in range(7):
        x = w * (i + 0.5) / 7
        pygame.draw.circle(s, hole, P(x, h * 0.12), 1.3 * k * w / 60)
        pygame.draw.circle(s, hole, P(x, h * 0.8), 1.1 * k * w / 60)
    for j in range(4):
        y = h * (0.24 + 0.15 * j)
        pygame.draw.polygon(s, hole, [P(w * 0.06, y - 2.5 * w / 60), P(w * 0.09, y), P(w * 0.06, y + 2.5 * w / 60), P(w * 0.03, y)])
        pygame.draw.polygon(s, hole, [P(w * 0.94, y - 2.5 * w / 60), P(w * 0.97, y), P(w * 0.94, y + 2.5 * w / 60), P(w * 0.91, y)])
    cx, cy = w / 2, h * 0.47
    r = w * 0.3
    if motif == "skull":
        pygame.draw.circle(s, hole, P(cx, cy - r * 0.12), r * k)
        pygame.draw.rect(s, hole, pygame.Rect(*P(cx - r * 0.55, cy + r * 0.2), r * 1.1 * k, r * 0.75 * k), border_radius=int(r * 0.3 * k))
        pygame.draw.circle(s, colour, P(cx - r * 0.38, cy), r * 0.3 * k)
        pygame.draw.circle(s, colour, P(cx + r * 0.38, cy), r * 0.3 * k)
        pygame.draw.polygon(s, colour, [P(cx, cy + r * 0.2), P(cx - r * 0.12, cy + r * 0.45), P(cx + r * 0.12, cy + r * 0.45)])
        for i in range(3):
            pygame.draw.rect(s, colour, pygame.Rect(*P(cx - r * 0.42 + i * r * 0.32, cy + r * 0.6), r * 0.16 * k, r * 0.32 * k))
        pygame.draw.polygon(s, colour, [P(x, y) for x, y in star_points(cx, cy - r * 0.7, r * 0.2, r * 0.09, 4)])
    elif motif == "flower":
        for i in range(8):
            a = 2 * math.pi * i / 8
            pygame.draw.circle(s, hole, P(cx + r * 0.62 * math.cos(a), cy + r * 0.62 * math.sin(a)), r * 0.3 * k)
        pygame.draw.circle(s, hole, P(cx, cy), r * 0.3 * k)
        pygame.draw.circle(s, colour, P(cx, cy), r * 0.2 * k)
        pygame.draw.circle(s, hole, P(cx, cy), r * 0.08 * k)
    elif motif == "star":
        pygame.draw.polygon(s, hole, [P(x, y) for x, y in star_points(cx, cy, r * 1.05, r * 0.45)])
        pygame.draw.polygon(s, colour, [P(x, y) for x, y in star_points(cx, cy + r * 0.05, r * 0.38, r * 0.17)])
    elif motif == "heart":
        pygame.draw.polygon(s, hole, [P(x, y) for x, y in shape_points("heart", cx, cy, r)])
        pygame.draw.polygon(s, colour, [P(x, y) for x, y in shape_points("heart", cx, cy - r * 0.05, r * 0.45)])
        pygame.draw.circle(s, hole, P(cx, cy - r * 0.05), r * 0.12 * k)
    else:  # diamonds lattice
        for i in range(3):
            for j in range(3):
                x = cx + (i - 1) * r * 0.62
                y = cy + (j - 1) * r * 0.62
                if (i + j) % 2 == 0:
                    pygame.draw.polygon(s, hole, [P(x, y - r * 0.28), P(x + r * 0.22, y), P(x, y + r * 0.28), P(x - r * 0.22, y)])
                else:
                    pygame.draw.circle(s, hole, P(x, y), r * 0.12 * k)
    # fold at the top
    pygame.draw.rect(s, shade(colour, 0.28) + (255,), pygame.Rect(0, 0, W, int(h * 0.055 * k) + 2))
    return s


def papel_string(w, h, seed=0, flag_w=64, flag_h=None, sag=8, k=2, cols=None, top=6):
    """A string of papel picado flags across width w (result at 1x)."""
    rng = random.Random(f"papel-{seed}")
    flag_h = flag_h or int(flag_w * 1.22)
    cols = cols or PAPEL_COLS
    W, H = int(w * k), int(h * k)
    s = new_surface(W, H, cols[0])
    n = max(1, int(w // (flag_w + 6)))
    gap = (w - n * flag_w) / (n + 1)
    motifs = ["skull", "flower", "star", "heart", "lattice"]

    def sy(x):
        t = x / w
        return top + sag * 4 * t * (1 - t)
    pts = [(x * k, sy(x) * k) for x in range(0, int(w) + 1, 8)]
    pygame.draw.lines(s, (60, 40, 30, 255), False, pts, max(2, int(1.6 * k)))
    for i in range(n):
        x = gap + i * (flag_w + gap)
        col = cols[i % len(cols)]
        flag = papel_flag(flag_w, flag_h, col, motifs[(i + seed) % len(motifs)], k)
        # slight translucency like tissue paper, and sway
        flag.set_alpha(None)
        ang = rng.uniform(-3.5, 3.5)
        fr = pygame.transform.rotozoom(flag, ang, 1.0)
        sh, pad = shadow_of(fr, 3 * k, 110)
        xc = (x + flag_w / 2) * k
        yt = sy(x + flag_w / 2) * k
        s.blit(sh, (xc - fr.get_width() / 2 - pad + 2 * k, yt - pad + 3 * k - 2))
        s.blit(fr, (xc - fr.get_width() / 2, yt - 2 - (fr.get_height() - flag.get_height()) / 2))
    pygame.draw.lines(s, (90, 64, 44, 255), False, pts, max(2, int(1.4 * k)))
    return pygame.transform.smoothscale(s, (int(w), int(h)))


# --------------------------------------------------------------------------
# textures & backgrounds
# --------------------------------------------------------------------------
def cloth_texture(w, h, base, seed, weave=3, strength=14):
    rng = random.Random(f"cloth-{seed}")
    s = pygame.Surface((w, h))
    s.fill(base)
    n = noise_surface(w, h, (max(2, w // 40), max(2, h // 40)), rng, 0, 255)
    n.set_alpha(strength)
    s.blit(n, (0, 0), special_flags=0)
    light = tint(base, 0.06)
    dark = shade(base, 0.12)
    for y in range(0, h, weave):
        pygame.draw.line(s, dark if (y // weave) % 2 else light, (0, y), (w, y), 1)
    tmp = pygame.Surface((w, h))
    tmp.fill(base)
    for x in range(0, w, weave):
        pygame.draw.line(tmp, dark if (x // weave) % 2 else light, (x, 0), (x, h), 1)
    tmp.set_alpha(90)
    s.blit(tmp, (0, 0))
    return s


def vignette(w, h, strength=170, k=0.25):
    sw, sh = max(8, int(w * k)), max(8, int(h * k))
    v = new_surface(sw, sh)
    steps = 24
    for i in range(steps):
        t = i / steps
        a = int(strength * (1 - t) ** 2.2)
        r = pygame.Rect(0, 0, sw, sh).inflate(-t * sw * 0.9, -t * sh * 0.9)
        pygame.draw.ellipse(v, (0, 0, 0, a), r.inflate(sw * 0.6, sh * 0.6), width=max(1, int(sw * 0.03)))
    v2 = new_surface(sw, sh)
    v2.fill((0, 0, 0, strength))
    for i in range(steps):
        t = i / steps
        r = pygame.Rect(0, 0, sw, sh).inflate(sw * (0.35 - t * 0.5), sh * (0.35 - t * 0.5))
        pygame.draw.ellipse(v2, (0, 0, 0, int(strength * (1 - (i + 1) / steps) ** 1.6)), r)
    v2 = pygame.transform.gaussian_blur(v2, 4)
    return pygame.transform.smoothscale(v2, (w, h))


def embroidery_motif(p, x, y, r, cols, alpha=255):
    """A small embroidered flower (cross-stitch look)."""
    for i in range(8):
        a = 2 * math.pi * i / 8
        c = cols[i % len(cols)]
        p.ellipse(x + r * 0.6 * math.cos(a), y + r * 0.6 * math.sin(a), r * 0.42, r * 0.18, rgba(c, alpha), angle=a)
    p.circle((x, y), r * 0.22, rgba(MARIGOLD_L, alpha))


def night_sky(W, H, seed, k=1, horizon=(80, 36, 96)):
    p = Pen(W, H, ss=k, clear=NIGHT0)
    rng = random.Random(f"sky-{seed}")
    p.surf.blit(vgradient(W * k, H * k, [(0, NIGHT0), (0.45, NIGHT1), (0.8, NIGHT2), (1, horizon)]), (0, 0))
    for _ in range(int(W * H / 2500)):
        x, y = rng.uniform(0, W), rng.uniform(0, H * 0.7)
        r = rng.choice([0.6, 0.8, 1.0, 1.0, 1.3, 1.8])
        a = rng.randint(90, 255)
        p.circle((x, y), r, rgba((255, 244, 220), a))
        if r > 1.5:
            p.glow(x, y, 8, (255, 230, 190), 90)
    return p


def village(p, W, base_y, rng, col=(14, 7, 26), scale=1.0):
    # hills
    pts = [(0, base_y)]
    for i in range(0, W + 40, 40):
        pts.append((i, base_y - 40 * scale - 25 * scale * math.sin(i / 170.0 + 1) - 10 * math.sin(i / 53.0)))
    pts += [(W, base_y + 200), (0, base_y + 200)]
    p.poly(pts, shade(col, -0.0) if False else mix(col, NIGHT2, 0.35))
    x = 0
    while x < W:
        w = rng.uniform(40, 90) * scale
        h = rng.uniform(30, 60) * scale
        y = base_y - h
        p.rrect(x, y, w, h + 200, 2, col)
        if rng.random() < 0.6:
            p.poly([(x - 4, y), (x + w / 2, y - h * 0.45), (x + w + 4, y)], col)
        for _ in range(rng.randint(0, 2)):
            wx, wy = x + rng.uniform(6, w - 14), y + rng.uniform(8, h - 10)
            p.rrect(wx, wy, 7 * scale, 9 * scale, 1, (255, 190, 90))
            p.glow(wx + 3, wy + 4, 16 * scale, (255, 170, 70), 90)
        x += w + rng.uniform(-4, 14)


# --------------------------------------------------------------------------
# menu covers
# --------------------------------------------------------------------------
COVER_W, COVER_H = 560, 320  # a game's tile on the menu (twice its display size)


def cover_night(seed, horizon, village_y=None):
    """A menu cover's night sky (the village's skyline at ``village_y``) and the random source of ``seed``."""
    p = night_sky(COVER_W, COVER_H, seed, 2, horizon=horizon)
    rng = random.Random(seed)
    if village_y is not None:
        village(p, COVER_W, village_y, rng)
    return p, rng


def cover_title(p, title, px, y, papel_seed, glow=(86, 170, 110), glow_col=(255, 160, 60), outline=(120, 20, 70),
                cols=None, max_w=COVER_W - 40):
    """A menu cover's top: a string of papel picado, then the game's title lettered in a glow
    (``glow``: its height, radius and alpha)."""
    W = COVER_W
    pp = papel_string(W, 64, seed=papel_seed, flag_w=36, flag_h=44, sag=10, top=0, k=2, cols=cols)
    p.blit(pygame.transform.smoothscale(pp, (W * p.k, 64 * p.k)), 0, 0, anchor="topleft")
    glow_y, glow_r, glow_a = glow
    p.glow(W / 2, glow_y, glow_r, glow_col, glow_a, 1.6)
    p.text(title, "display", px, MARIGOLD_L, W / 2, y, outline=outline, ow=4, shadow=(0, 0, 0, 170), sh_off=(3, 5),
           max_w=max_w)


def church(p, cx, base_y, s, col=(14, 7, 26)):
    p.rrect(cx - 70 * s, base_y - 120 * s, 140 * s, 320 * s, 3, col)
    p.poly([(cx - 78 * s, base_y - 120 * s), (cx, base_y - 175 * s), (cx + 78 * s, base_y - 120 * s)], col)
    for sx in (-1, 1):
        tx = cx + sx * 88 * s
        p.rrect(tx - 22 * s, base_y - 210 * s, 44 * s, 410 * s, 2, col)
        p.ellipse(tx, base_y - 210 * s, 24 * s, 30 * s, col)
        p.rrect(tx - 2 * s, base_y - 262 * s, 4 * s, 26 * s, 1, col)
        p.rrect(tx - 9 * s, base_y - 254 * s, 18 * s, 4 * s, 1, col)
        p.poly(window_points(tx - 10 * s, base_y - 190 * s, 20 * s, 34 * s, ry=10 * s), (255, 180, 90))
    p.ellipse(cx, base_y - 172 * s, 34 * s, 34 * s, col)
    p.rrect(cx - 2 * s, base_y - 232 * s, 4 * s, 34 * s, 1, col)
    p.rrect(cx - 11 * s, base_y - 222 * s, 22 * s, 4 * s, 1, col)
    p.circle((cx, base_y - 120 * s), 16 * s, (255, 200, 110))
    p.glow(cx, base_y - 120 * s, 60 * s, (255, 170, 70), 120)
    p.poly(window_points(cx - 22 * s, base_y - 70 * s, 44 * s, 80 * s, ry=22 * s), (255, 170, 80))
    p.glow(cx, base_y - 40 * s, 90 * s, (255, 150, 60), 90)
