#!/usr/bin/env python3
"""Render every sprite of the Cempasúchil client into assets/sprites/.

Everything is drawn procedurally with pygame (draw, transform, fonts): no
network, no clock, fixed seeds.  Running the script twice produces
byte-identical PNG files.

    SDL_VIDEODRIVER=dummy python tools/make_assets.py

The card data comes from data/ofrenda/portraits.yaml and candles.yaml.
Fonts are copied from the Debian font packages into assets/fonts/ first
(when the system copies exist) and then used for the lettering.
"""
from __future__ import annotations

import math
import os
import random
import shutil
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import yaml  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "data" / "ofrenda"
ASSETS = ROOT / "assets"
OUT = ASSETS / "sprites"
FONT_DIR = ASSETS / "fonts"

# --------------------------------------------------------------------------
# palette
# --------------------------------------------------------------------------
MARIGOLD = (247, 162, 27)
MARIGOLD_L = (255, 197, 61)
MAGENTA = (216, 27, 122)
MAGENTA_L = (224, 68, 154)
TURQ = (31, 181, 173)
TURQ_L = (63, 212, 198)
PURPLE = (107, 63, 160)
PURPLE_L = (150, 105, 215)
GREEN_L = (92, 196, 110)
BONE = (244, 235, 217)
BONE_D = (214, 198, 170)
NIGHT0 = (18, 10, 34)
NIGHT1 = (29, 18, 54)
NIGHT2 = (42, 26, 74)
GOLD = (236, 186, 76)
GOLD_D = (168, 112, 30)
GOLD_L = (255, 226, 140)
RED = (222, 45, 52)
INK = (24, 14, 36)
WHITE = (255, 255, 255)
FLAME_O = (255, 140, 30)
FLAME_Y = (255, 214, 90)
FLAME_W = (255, 250, 225)
WOOD = (92, 52, 38)
WOOD_D = (58, 31, 26)
WOOD_L = (128, 76, 50)


def hexc(s: str) -> tuple:
    s = s.lstrip("#")
    return tuple(int(s[i:i + 2], 16) for i in (0, 2, 4))


def mix(a, b, t):
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def shade(c, t):
    return mix(c, (0, 0, 0), t)


def tint(c, t):
    return mix(c, (255, 255, 255), t)


def rgba(c, a):
    return (c[0], c[1], c[2], int(a))


def grey_of(c):
    g = int(0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2])
    return (g, g, g)


# --------------------------------------------------------------------------
# fonts
# --------------------------------------------------------------------------
FONT_SOURCES = {
    "Lobster.otf": ["/usr/share/fonts/opentype/lobster/lobster.otf",
                    "/usr/share/fonts/truetype/lobster/Lobster.ttf"],
    "Lato-Regular.ttf": ["/usr/share/fonts/truetype/lato/Lato-Regular.ttf"],
    "Lato-Bold.ttf": ["/usr/share/fonts/truetype/lato/Lato-Bold.ttf"],
    "Lato-Italic.ttf": ["/usr/share/fonts/truetype/lato/Lato-Italic.ttf"],
    "Lato-Black.ttf": ["/usr/share/fonts/truetype/lato/Lato-Black.ttf"],
    "DejaVuSans.ttf": ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"],
    "DejaVuSans-Bold.ttf": ["/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"],
}
LICENSE_SOURCES = {
    "LICENSE-Lobster.txt": "/usr/share/doc/fonts-lobster/copyright",
    "LICENSE-Lato.txt": "/usr/share/doc/fonts-lato/copyright",
    "LICENSE-DejaVu.txt": "/usr/share/doc/fonts-dejavu-core/copyright",
}
FONT_KEYS = {
    "display": "Lobster.otf",
    "regular": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "black": "Lato-Black.ttf",
    "italic": "Lato-Italic.ttf",
    "symbol": "DejaVuSans-Bold.ttf",
}


def install_fonts() -> None:
    """Copy the fonts and their licence texts into assets/fonts (idempotent)."""
    FONT_DIR.mkdir(parents=True, exist_ok=True)
    for name, candidates in FONT_SOURCES.items():
        dst = FONT_DIR / name
        for src in candidates:
            if os.path.exists(src):
                if not dst.exists() or dst.read_bytes() != Path(src).read_bytes():
                    shutil.copyfile(src, dst)
                break
    for name, src in LICENSE_SOURCES.items():
        if os.path.exists(src):
            dst = FONT_DIR / name
            data = Path(src).read_bytes()
            if not dst.exists() or dst.read_bytes() != data:
                dst.write_bytes(data)


_font_cache: dict = {}


def font(key: str, px: int) -> pygame.font.Font:
    px = max(4, int(round(px)))
    k = (key, px)
    if k not in _font_cache:
        path = FONT_DIR / FONT_KEYS[key]
        _font_cache[k] = pygame.font.Font(str(path), px)
    return _font_cache[k]


def text_surface(txt, key, px, colour, outline=None, ow=0, shadow=None, sh_off=(0, 0)):
    """Render text with an optional outline and drop shadow (alpha surface)."""
    f = font(key, px)
    base = f.render(txt, True, colour)
    pad = int(ow + max(abs(sh_off[0]), abs(sh_off[1])) + 2)
    w, h = base.get_width() + 2 * pad, base.get_height() + 2 * pad
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    out.fill(rgba(outline or colour, 0))
    if shadow is not None:
        sh = f.render(txt, True, shadow[:3])
        if len(shadow) == 4:
            sh.set_alpha(shadow[3])
        steps = max(8, int(ow * 4))
        for i in range(steps):
            a = 2 * math.pi * i / steps
            out.blit(sh, (pad + sh_off[0] + ow * math.cos(a), pad + sh_off[1] + ow * math.sin(a)))
    if outline is not None and ow > 0:
        ol = f.render(txt, True, outline)
        steps = max(8, int(ow * 5))
        for r in (ow, ow * 0.5):
            for i in range(steps):
                a = 2 * math.pi * i / steps
                out.blit(ol, (pad + r * math.cos(a), pad + r * math.sin(a)))
    out.blit(base, (pad, pad))
    return out


# --------------------------------------------------------------------------
# drawing helpers
# --------------------------------------------------------------------------
def new_surface(w, h, clear=(0, 0, 0)):
    s = pygame.Surface((int(w), int(h)), pygame.SRCALPHA)
    s.fill(rgba(clear, 0))
    return s


def radial_sprite(size, colour, alpha=255, falloff=2.0, clear=None):
    """A soft round glow (size x size) of `colour`, alpha max at the centre."""
    n = 64
    s = new_surface(n, n, colour)
    steps = 32
    for i in range(steps, 0, -1):
        t = i / steps
        a = alpha * (1 - t) ** falloff
        pygame.draw.circle(s, rgba(colour, a), (n / 2, n / 2), n / 2 * t)
    return pygame.transform.smoothscale(s, (max(1, int(size)), max(1, int(size))))


def vgradient(w, h, stops):
    """Vertical gradient; stops is a list of (t, colour)."""
    n = 256
    col = pygame.Surface((1, n))
    for y in range(n):
        t = y / (n - 1)
        for i in range(len(stops) - 1):
            t0, c0 = stops[i]
            t1, c1 = stops[i + 1]
            if t0 <= t <= t1:
                c = mix(c0, c1, (t - t0) / max(1e-6, t1 - t0))
                break
        else:
            c = stops[-1][1]
        col.set_at((0, y), c)
    return pygame.transform.smoothscale(col, (int(w), int(h)))


def noise_surface(w, h, cells, rng, lo=0, hi=255):
    """Smooth value noise (grey), built by upscaling a small random grid."""
    s = pygame.Surface((cells[0], cells[1]))
    for y in range(cells[1]):
        for x in range(cells[0]):
            v = rng.randint(lo, hi)
            s.set_at((x, y), (v, v, v))
    return pygame.transform.smoothscale(s, (int(w), int(h)))


def apply_mask(surf, mask):
    """Multiply surf's alpha by mask's alpha (mask: white with alpha)."""
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def shadow_of(surf, blur, alpha=150, colour=(0, 0, 0)):
    pad = int(blur * 2 + 2)
    w, h = surf.get_size()
    sh = new_surface(w + 2 * pad, h + 2 * pad, colour)
    tmp = surf.copy()
    tmp.fill(rgba(colour, 255), special_flags=pygame.BLEND_RGB_MIN)
    tmp.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    sh.blit(tmp, (pad, pad))
    if blur > 0:
        sh = pygame.transform.gaussian_blur(sh, int(blur))
    return sh, pad


def sepia(surf, dark=0.78, tone=(236, 206, 160)):
    g = pygame.transform.grayscale(surf)
    g.fill(rgba(tone, 255), special_flags=pygame.BLEND_RGB_MULT)
    v = int(255 * dark)
    g.fill((v, v, v, 255), special_flags=pygame.BLEND_RGB_MULT)
    return g


def desaturate(surf, amount):
    g = pygame.transform.grayscale(surf)
    g.set_alpha(int(255 * amount))
    out = surf.copy()
    out.blit(g, (0, 0))
    return out


class Pen:
    """A supersampled canvas: draw in design units, get a smooth result."""

    def __init__(self, w, h, ss=2, clear=(0, 0, 0), surf=None):
        self.w, self.h, self.k = w, h, ss
        if surf is not None:
            self.surf = surf
        else:
            self.surf = new_surface(w * ss, h * ss, clear)

    # coordinates -------------------------------------------------------
    def P(self, x, y):
        return (x * self.k, y * self.k)

    def PP(self, pts):
        return [(x * self.k, y * self.k) for x, y in pts]

    def _draw(self, colour, bbox, fn):
        """Draw via fn(surface, offset) -- blended when colour has alpha."""
        if len(colour) == 4 and colour[3] < 255:
            x0, y0, x1, y1 = bbox
            x0, y0 = int(math.floor(x0)) - 2, int(math.floor(y0)) - 2
            x1, y1 = int(math.ceil(x1)) + 2, int(math.ceil(y1)) + 2
            if x1 <= x0 or y1 <= y0:
                return
            tmp = new_surface(x1 - x0, y1 - y0, colour[:3])
            fn(tmp, (-x0, -y0), colour)
            self.surf.blit(tmp, (x0, y0))
        else:
            fn(self.surf, (0, 0), colour)

    def poly(self, pts, colour, width=0):
        q = self.PP(pts)
        if len(q) < 3:
            return
        xs = [p[0] for p in q]
        ys = [p[1] for p in q]
        wk = width * self.k

        def fn(s, o, c):
            pygame.draw.polygon(s, c, [(x + o[0], y + o[1]) for x, y in q],
                                int(round(wk)) if width else 0)
        self._draw(colour, (min(xs) - wk, min(ys) - wk, max(xs) + wk, max(ys) + wk), fn)

    def circle(self, c, r, colour, width=0):
        cx, cy = self.P(*c)
        rr = r * self.k

        def fn(s, o, col):
            pygame.draw.circle(s, col, (cx + o[0], cy + o[1]), rr,
                               max(1, int(round(width * self.k))) if width else 0)
        self._draw(colour, (cx - rr, cy - rr, cx + rr, cy + rr), fn)

    def ellipse(self, cx, cy, rx, ry, colour, width=0, angle=0.0, n=48):
        if angle == 0.0 and width == 0:
            x0, y0 = self.P(cx - rx, cy - ry)
            rect = pygame.Rect(0, 0, 0, 0)

            def fn(s, o, col):
                r = pygame.FRect(x0 + o[0], y0 + o[1], 2 * rx * self.k, 2 * ry * self.k)
                pygame.draw.ellipse(s, col, r)
            self._draw(colour, (x0, y0, x0 + 2 * rx * self.k, y0 + 2 * ry * self.k), fn)
            return
        ca, sa = math.cos(angle), math.sin(angle)
        pts = []
        for i in range(n):
            t = 2 * math.pi * i / n
            x, y = rx * math.cos(t), ry * math.sin(t)
            pts.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
        if width:
            self.stroke(pts, colour, width, closed=True)
        else:
            self.poly(pts, colour)

    def rrect(self, x, y, w, h, r, colour, width=0):
        X, Y = self.P(x, y)
        W, H = w * self.k, h * self.k

        def fn(s, o, col):
            pygame.draw.rect(s, col, pygame.Rect(round(X + o[0]), round(Y + o[1]), round(W), round(H)),
                             int(round(width * self.k)) if width else 0,
                             border_radius=int(round(r * self.k)))
        self._draw(colour, (X, Y, X + W, Y + H), fn)

    def stroke(self, pts, colour, width, closed=False):
        q = self.PP(pts)
        if closed:
            q = q + [q[0]]
        wk = width * self.k
        xs = [p[0] for p in q]
        ys = [p[1] for p in q]

        def fn(s, o, col):
            qq = [(x + o[0], y + o[1]) for x, y in q]
            for a, b in zip(qq, qq[1:]):
                pygame.draw.line(s, col, a, b, max(1, int(round(wk))))
            if wk >= 3:
                for p in qq:
                    pygame.draw.circle(s, col, p, wk / 2)
        self._draw(colour, (min(xs) - wk, min(ys) - wk, max(xs) + wk, max(ys) + wk), fn)

    def line(self, a, b, colour, width):
        self.stroke([a, b], colour, width)

    def arc_pts(self, cx, cy, rx, ry, a0, a1, n=24):
        return [(cx + rx * math.cos(a0 + (a1 - a0) * i / n), cy + ry * math.sin(a0 + (a1 - a0) * i / n))
                for i in range(n + 1)]

    def blit(self, surf, x, y, anchor="center", flags=0):
        """Blit a surface that is already at supersampled resolution."""
        X, Y = self.P(x, y)
        w, h = surf.get_size()
        if anchor == "center":
            X -= w / 2
            Y -= h / 2
        elif anchor == "midleft":
            Y -= h / 2
        elif anchor == "midright":
            X -= w
            Y -= h / 2
        elif anchor == "midbottom":
            X -= w / 2
            Y -= h
        self.surf.blit(surf, (round(X), round(Y)), special_flags=flags)

    def text(self, txt, key, px, colour, x, y, anchor="center", outline=None, ow=0,
             shadow=None, sh_off=(0, 0), max_w=None):
        k = self.k
        size = px
        while True:
            s = text_surface(txt, key, size * k, colour, outline, ow * k, shadow,
                             (sh_off[0] * k, sh_off[1] * k))
            if max_w is None or s.get_width() <= (max_w + 2 * ow + 4) * k or size <= 6:
                break
            size -= 0.5
        self.blit(s, x, y, anchor)
        return s.get_width() / k

    def glow(self, x, y, r, colour, alpha=200, falloff=2.0, add=False):
        g = radial_sprite(2 * r * self.k, colour, alpha, falloff)
        self.blit(g, x, y, flags=pygame.BLEND_RGBA_ADD if add else 0)

    def icon(self, fn, x, y, size, *args, **kw):
        """Render fn(size_px, ...) at supersampled size and place it centred."""
        s = fn(int(round(size * self.k)), *args, **kw)
        self.blit(s, x, y)

    def result(self):
        if self.k == 1:
            return self.surf
        return pygame.transform.smoothscale(self.surf, (int(self.w), int(self.h)))


def icon_pen(size, ss=4, clear=(0, 0, 0)):
    """Icons are designed on a 100x100 grid."""
    p = Pen(100, 100, ss=size * ss / 100.0, clear=clear)
    p.final = size
    return p


def icon_result(p):
    return pygame.transform.smoothscale(p.surf, (p.final, p.final))


# --------------------------------------------------------------------------
# shapes
# --------------------------------------------------------------------------
def shape_points(shape, cx, cy, r, grow=0.0):
    """Polygon of a branch shape with 'radius' r (fits a circle of radius r)."""
    r = r + grow
    pts = []
    if shape == "circle":
        r *= 0.9
        for i in range(64):
            a = 2 * math.pi * i / 64
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    elif shape == "heart":
        for i in range(72):
            t = 2 * math.pi * i / 72
            x = 16 * math.sin(t) ** 3
            y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
            pts.append((cx + x * r / 16.5, cy + (y + 1.5) * r / 16.5))
    elif shape == "diamond":
        pts = [(cx, cy - r), (cx + r * 0.86, cy), (cx, cy + r), (cx - r * 0.86, cy)]
    elif shape == "triangle":
        h = r * 1.75
        pts = [(cx, cy - h * 0.56), (cx + r * 0.98, cy + h * 0.44), (cx - r * 0.98, cy + h * 0.44)]
    elif shape == "square":
        s = r * 0.78
        c = s * 0.22
        pts = []
        for (qx, qy, a0) in ((s - c, s - c, 0), (-s + c, s - c, 90), (-s + c, -s + c, 180), (s - c, -s + c, 270)):
            for j in range(7):
                a = math.radians(a0 + 90 * j / 6)
                pts.append((cx + qx + c * math.cos(a), cy + qy + c * math.sin(a)))
    return pts


def draw_shape(p, shape, cx, cy, r, fill, outline=BONE, ow=None, gloss=True, dark=INK):
    ow = r * 0.16 if ow is None else ow
    if dark is not None:
        p.poly(shape_points(shape, cx, cy + r * 0.06, r, ow * 1.9), rgba(dark, 170))
    if outline is not None:
        p.poly(shape_points(shape, cx, cy, r, ow), outline)
    p.poly(shape_points(shape, cx, cy, r), fill)
    if gloss:
        p.poly(shape_points(shape, cx - r * 0.08, cy - r * 0.12, r * 0.62), rgba(tint(fill, 0.5), 70))
        p.poly(shape_points(shape, cx + r * 0.05, cy + r * 0.12, r * 0.8), rgba(shade(fill, 0.35), 40))


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
# offering icons (designed on a 100x100 grid)
# --------------------------------------------------------------------------
def _calavera_icon(p, accent=MAGENTA_L, accent2=TURQ_L):
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
    "calavera": _calavera_icon,
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
# calavera portraits
# --------------------------------------------------------------------------
FEMALE_TITLES = ("Abuela", "Bisabuela", "Tía", "Prima", "Madrina", "Doña", "Comadre")
ELDER_TITLES = ("Abuela", "Abuelo", "Bisabuela", "Bisabuelo", "Doña", "Don")
ACCENTS = [MAGENTA_L, TURQ_L, MARIGOLD_L, PURPLE_L, GREEN_L, (240, 90, 70)]
HAIR_DARK = [(34, 24, 40), (62, 38, 30), (88, 54, 34), (30, 30, 48)]
HAIR_OLD = [(196, 196, 206), (228, 226, 232), (160, 160, 172)]


def face_params(card_id, name, branch_colour):
    rng = random.Random(f"face-{card_id}")
    title = name.split()[0]
    female = title in FEMALE_TITLES
    elder = title in ELDER_TITLES or title.startswith("Bisab")
    acc = ACCENTS[:]
    rng.shuffle(acc)
    prm = {
        "female": female,
        "elder": elder,
        "accent": acc[0],
        "accent2": acc[1],
        "accent3": acc[2],
        "hair": rng.choice(HAIR_OLD if elder and rng.random() < 0.8 else HAIR_DARK),
        "cloth": mix(branch_colour, rng.choice([NIGHT0, (255, 255, 255), (0, 0, 0)]), rng.uniform(0.05, 0.35)),
        "cloth2": rng.choice([BONE, MARIGOLD_L, TURQ_L, MAGENTA_L, (240, 240, 240)]),
        "glasses": (elder and rng.random() < 0.55) or rng.random() < 0.12,
        "forehead": rng.choice(["flower", "heart", "marigold", "dots", "cross"]),
        "mouth": rng.choice(["stitch", "stitch", "teeth"]),
        "brow": rng.choice(["dots", "swirl", "petals"]),
        "face_w": rng.uniform(0.94, 1.06),
        "jaw": rng.uniform(0.9, 1.08),
        "seed": rng.randint(0, 10 ** 6),
    }
    if female:
        prm["head"] = rng.choice(["crown", "bun", "braids", "rebozo", "crown_long", "bun", "braids"])
        prm["earrings"] = rng.choice(["hoop", "drop", "none", "hoop", "flower"])
        prm["neck"] = rng.choice(["beads", "beads", "collar", "embroidery"])
        prm["moustache"] = None
        prm["beard"] = False
    else:
        prm["head"] = rng.choice(["sombrero", "bowler", "hair", "cap", "sombrero", "bald" if elder else "hair"])
        prm["earrings"] = "none"
        prm["neck"] = rng.choice(["bowtie", "bandana", "collar", "bowtie"])
        prm["moustache"] = rng.choice(["handlebar", "walrus", "thin", None, "handlebar"])
        prm["beard"] = rng.random() < (0.35 if elder else 0.15)
    return prm


def _flower(p, x, y, r, col, centre=MARIGOLD_L, n=5, rot=0.0):
    for j in range(n):
        a = rot + 2 * math.pi * j / n
        p.circle((x + r * 0.55 * math.cos(a), y + r * 0.55 * math.sin(a)), r * 0.5, col)
    p.circle((x, y), r * 0.38, centre)


def _rose(p, x, y, r, col):
    p.circle((x, y), r, shade(col, 0.25))
    p.circle((x - r * 0.1, y - r * 0.1), r * 0.8, col)
    p.stroke(p.arc_pts(x, y, r * 0.55, r * 0.55, 0.3, 4.5, 14), shade(col, 0.4), max(0.8, r * 0.14))
    p.stroke(p.arc_pts(x, y, r * 0.25, r * 0.25, 2.0, 6.8, 10), shade(col, 0.4), max(0.8, r * 0.12))


def _leaf(p, x, y, L, ang, col=(62, 150, 76)):
    p.ellipse(x + L * 0.5 * math.cos(ang), y + L * 0.5 * math.sin(ang), L * 0.55, L * 0.22, col, angle=ang)


def draw_face(p, cx, cy, u, prm, lit=True):
    """A stylised calavera bust. (cx, cy) is the centre of the skull, u its half width."""
    rng = random.Random(prm["seed"])

    def F(x, y):
        return (cx + x * u, cy + y * u)

    def FP(pts):
        return [F(x, y) for x, y in pts]

    hair = prm["hair"]
    hair_d = shade(hair, 0.35)
    cloth = prm["cloth"]
    fw = prm["face_w"]
    head = prm["head"]
    # ---- back hair -------------------------------------------------------
    if head in ("crown_long", "braids", "bun", "crown") and prm["female"]:
        if head == "crown_long":
            p.poly(FP([(-1.15, -0.5), (-1.35, 1.6), (-0.6, 1.9), (0.6, 1.9), (1.35, 1.6), (1.15, -0.5), (0, -1.25)]), hair_d)
        else:
            p.ellipse(*F(0, -0.05), 1.14 * u * fw, 1.16 * u, hair_d)
    if head == "rebozo":
        rb = prm["accent"]
        p.poly(FP([(-1.35, -0.2), (-1.9, 2.4), (1.9, 2.4), (1.35, -0.2)]), shade(rb, 0.3))
        p.ellipse(*F(0, -0.2), 1.38 * u, 1.33 * u, shade(rb, 0.3))
    # ---- body ------------------------------------------------------------
    body = FP([(-2.2, 2.6), (-2.0, 1.75), (-1.55, 1.35), (-0.5, 1.12), (0.5, 1.12), (1.55, 1.35), (2.0, 1.75), (2.2, 2.6)])
    p.poly(body, cloth)
    p.poly(FP([(-2.2, 2.6), (-2.0, 1.75), (-1.55, 1.35), (-1.1, 1.25), (-1.4, 2.6)]), shade(cloth, 0.2))
    p.poly(FP([(2.2, 2.6), (2.0, 1.75), (1.55, 1.35), (1.1, 1.25), (1.4, 2.6)]), tint(cloth, 0.08))
    # neck (vertebrae)
    p.rrect(*F(-0.3, 0.75), 0.6 * u, 0.6 * u, 0.15 * u, BONE_D)
    for i in range(2):
        p.line(F(-0.22, 1.0 + i * 0.17), F(0.22, 1.0 + i * 0.17), shade(BONE_D, 0.3), max(1, u * 0.04))
    neck = prm["neck"]
    if neck == "collar" or (neck in ("bowtie", "bandana") and not prm["female"]):
        p.poly(FP([(-0.55, 1.12), (0, 1.55), (-0.15, 1.9), (-0.75, 1.35)]), prm["cloth2"])
        p.poly(FP([(0.55, 1.12), (0, 1.55), (0.15, 1.9), (0.75, 1.35)]), prm["cloth2"])
        p.poly(FP([(-0.55, 1.12), (0, 1.55), (0.55, 1.12)]), BONE_D)
    if neck == "bowtie":
        bc = prm["accent"]
        p.poly(FP([(0, 1.5), (-0.45, 1.28), (-0.45, 1.72)]), bc)
        p.poly(FP([(0, 1.5), (0.45, 1.28), (0.45, 1.72)]), bc)
        p.circle(F(0, 1.5), 0.13 * u, shade(bc, 0.2))
    elif neck == "bandana":
        bc = (200, 40, 50) if rng.random() < 0.6 else prm["accent"]
        p.poly(FP([(-0.7, 1.2), (0.7, 1.2), (0, 2.0)]), bc)
        for (x, y) in ((-0.3, 1.35), (0.3, 1.35), (0, 1.6)):
            p.circle(F(x, y), 0.06 * u, BONE)
    elif neck == "beads":
        for i in range(11):
            a = math.pi * (0.12 + 0.76 * i / 10)
            col = (prm["accent"], prm["accent2"], MARIGOLD_L)[i % 3]
            p.circle(F(0.72 * math.cos(a), 1.05 + 0.55 * math.sin(a)), 0.1 * u, col)
    elif neck == "embroidery":
        p.poly(FP([(-0.8, 1.18), (0.8, 1.18), (0.55, 1.6), (-0.55, 1.6)]), BONE)
        for i in range(5):
            _flower(p, *F(-0.5 + 0.25 * i, 1.36), 0.13 * u, (prm["accent"], prm["accent2"])[i % 2], n=5)
    if head == "rebozo":
        rb = prm["accent"]
        p.poly(FP([(-2.2, 2.6), (-1.95, 1.55), (-1.3, 1.0), (-0.6, 1.45), (-0.9, 2.6)]), rb)
        p.poly(FP([(2.2, 2.6), (1.95, 1.55), (1.3, 1.0), (0.6, 1.45), (0.9, 2.6)]), rb)
        for k in range(4):
            t = 0.3 + k * 0.45
            p.line(F(-1.95 + 0.1 * k, 1.55 + t * 0.5), F(-0.75 + 0.0 * k, 1.7 + t * 0.45), prm["accent2"], max(1, u * 0.07))
            p.line(F(1.95 - 0.1 * k, 1.55 + t * 0.5), F(0.75, 1.7 + t * 0.45), prm["accent2"], max(1, u * 0.07))
    # ---- skull -----------------------------------------------------------
    jaw = prm["jaw"]
    p.ellipse(*F(0, -0.12), 1.02 * u * fw + u * 0.06, 1.04 * u + u * 0.06, INK)
    p.ellipse(*F(0, 0.5 * jaw), 0.74 * u * fw + u * 0.06, 0.55 * u * jaw + u * 0.06, INK)
    p.ellipse(*F(0, 0.5 * jaw), 0.74 * u * fw, 0.55 * u * jaw, BONE_D)
    p.ellipse(*F(0, -0.12), 1.02 * u * fw, 1.04 * u, BONE)
    p.ellipse(*F(0, 0.48 * jaw), 0.68 * u * fw, 0.5 * u * jaw, BONE)
    p.ellipse(*F(-0.25, -0.55), 0.45 * u, 0.3 * u, rgba(WHITE, 90), angle=-0.4)
    # cheek bone shadows
    p.ellipse(*F(-0.78 * fw, 0.42), 0.2 * u, 0.34 * u, rgba(BONE_D, 200), angle=0.3)
    p.ellipse(*F(0.78 * fw, 0.42), 0.2 * u, 0.34 * u, rgba(BONE_D, 200), angle=-0.3)
    # ---- hair (front) -----------------------------------------------------
    if head in ("crown", "bun", "braids", "crown_long", "hair") or (head == "cap"):
        part = -0.2 if rng.random() < 0.5 else 0.2
        if prm["female"]:
            pts = [F(x, y) for x, y in p.arc_pts(0, -0.1, 1.1 * fw, 1.13, math.pi * 0.95, math.pi * 2.05, 30)]
            pts += [F(1.0 * fw, 0.05), F(0.9, -0.35), F(0.45, -0.72), F(part, -0.82), F(-0.45, -0.72), F(-0.9, -0.35), F(-1.0 * fw, 0.05)]
        else:
            pts = [F(x, y) for x, y in p.arc_pts(0, -0.12, 1.07 * fw, 1.1, math.pi * 1.02, math.pi * 1.98, 30)]
            pts += [F(0.95 * fw, -0.3), F(0.6, -0.62), F(part * 2, -0.74), F(-0.6, -0.7), F(-0.98 * fw, -0.28)]
        p.poly(pts, hair)
        # strands
        for k in range(5):
            t = -0.8 + 0.4 * k
            p.stroke([F(part, -0.95), F(t * 0.7, -0.95 + 0.1 * abs(t)), F(t, -0.55 + 0.15 * abs(t))], hair_d, max(1, u * 0.04))
    if head == "bald":
        for sgn in (-1, 1):
            p.ellipse(*F(sgn * 0.98 * fw, -0.15), 0.22 * u, 0.36 * u, hair)
    if head == "bun":
        p.circle(F(0, -1.22), 0.46 * u, hair)
        p.stroke(p.arc_pts(*F(0, -1.22), 0.32 * u, 0.3 * u, 3.6, 5.6, 10), hair_d, max(1, u * 0.05))
        _rose(p, *F(-0.45, -1.0), 0.22 * u, prm["accent"])
        _flower(p, *F(0.45, -1.05), 0.2 * u, prm["accent2"])
        marigold_on(p, *F(0.0, -0.92), 0.2 * u, seed=prm["seed"], outline=False)
    if head == "braids":
        for sgn in (-1, 1):
            for i in range(6):
                y = 0.15 + 0.27 * i
                x = sgn * (1.02 + 0.06 * i) * fw
                p.ellipse(*F(x, y), 0.2 * u, 0.17 * u, hair_d)
                p.ellipse(*F(x - 0.02, y - 0.02), 0.17 * u, 0.14 * u, hair)
            p.circle(F(sgn * 1.38 * fw, 1.8), 0.13 * u, prm["accent"])
            p.circle(F(sgn * 1.22 * fw, 1.8), 0.13 * u, prm["accent"])
        _flower(p, *F(0.78, -0.72), 0.26 * u, prm["accent"])
        _leaf(p, *F(0.95, -0.6), 0.35 * u, 0.6)
    if head in ("crown", "crown_long"):
        cols = [prm["accent"], MARIGOLD, prm["accent2"], MARIGOLD, prm["accent"], prm["accent3"], MARIGOLD]
        n = 7
        for i in range(n):
            a = math.pi * (1.08 + 0.84 * i / (n - 1))
            x, y = F(1.0 * math.cos(a), -0.2 + 0.95 * math.sin(a))
            _leaf(p, x, y, 0.4 * u, a + (0.9 if i % 2 else -0.9))
        for i in range(n):
            a = math.pi * (1.08 + 0.84 * i / (n - 1))
            x, y = F(1.0 * math.cos(a), -0.2 + 0.95 * math.sin(a))
            r = (0.26 if i % 2 == 0 else 0.21) * u
            if cols[i] == MARIGOLD:
                marigold_on(p, x, y, r * 1.05, seed=prm["seed"] + i, outline=False)
            elif i % 3 == 0:
                _rose(p, x, y, r, cols[i])
            else:
                _flower(p, x, y, r, cols[i])
    if head == "rebozo":
        rb = prm["accent"]
        pts = [F(x, y) for x, y in p.arc_pts(0, -0.15, 1.3, 1.3, math.pi * 0.92, math.pi * 2.08, 30)]
        inner = [F(x, y) for x, y in p.arc_pts(0, -0.12, 1.07 * fw, 1.08, math.pi * 2.1, math.pi * 0.9, 30)]
        p.poly(pts + inner, rb)
        p.stroke([F(x, y) for x, y in p.arc_pts(0, -0.15, 1.2, 1.2, math.pi * 0.95, math.pi * 2.05, 30)], prm["accent2"], max(1, u * 0.08))
        p.stroke([F(x, y) for x, y in p.arc_pts(0, -0.15, 1.3, 1.3, math.pi * 0.92, math.pi * 2.08, 30)], shade(rb, 0.35), max(1, u * 0.05))
    # ---- painted face -----------------------------------------------------
    acc, acc2 = prm["accent"], prm["accent2"]
    ey = 0.05
    ex = 0.4 * fw
    for sgn in (-1, 1):
        x0, y0 = F(sgn * ex, ey)
        if prm["brow"] == "petals":
            for j in range(9):
                a = 2 * math.pi * j / 9
                p.circle((x0 + 0.36 * u * math.cos(a), y0 + 0.36 * u * math.sin(a)), 0.11 * u, acc)
        elif prm["brow"] == "dots":
            p.circle((x0, y0), 0.38 * u, acc)
            for j in range(7):
                a = math.pi * (1.1 + 0.8 * j / 6)
                p.circle((x0 + 0.5 * u * math.cos(a), y0 + 0.5 * u * math.sin(a)), 0.055 * u, acc2)
        else:
            p.circle((x0, y0), 0.37 * u, acc)
            p.stroke(p.arc_pts(x0, y0 - 0.05 * u, 0.5 * u, 0.45 * u, math.pi * 1.15, math.pi * 1.85, 12), acc2, max(1, u * 0.07))
            p.circle((x0 + sgn * 0.52 * u * 0.6, y0 - 0.42 * u), 0.06 * u, acc2)
        p.circle((x0, y0), 0.27 * u, INK)
        # friendly eye: iris + shine
        p.circle((x0, y0 + 0.02 * u), 0.13 * u, acc2 if prm["brow"] != "dots" else MARIGOLD_L)
        p.circle((x0, y0 + 0.02 * u), 0.07 * u, INK)
        p.circle((x0 - 0.07 * u, y0 - 0.07 * u), 0.06 * u, WHITE)
    # nose
    nx, ny = F(0, 0.42)
    hp = shape_points("heart", 0, 0, 0.13 * u)
    p.poly([(nx + x, ny - y) for x, y in hp], INK)
    # cheeks
    for sgn in (-1, 1):
        x0, y0 = F(sgn * 0.68 * fw, 0.5)
        _flower(p, x0, y0, 0.13 * u, prm["accent3"], centre=BONE, n=5)
    # mouth
    my = 0.72 * jaw
    if prm["mouth"] == "teeth":
        p.rrect(*F(-0.36, my - 0.1), 0.72 * u, 0.22 * u, 0.08 * u, INK)
        for i in range(6):
            p.rrect(*F(-0.33 + 0.11 * i, my - 0.08), 0.095 * u, 0.18 * u, 0.03 * u, BONE)
    else:
        pts = [F(x, y) for x, y in p.arc_pts(0, my - 0.12, 0.42, 0.15, 0.3, math.pi - 0.3, 14)]
        p.stroke(pts, INK, max(1, u * 0.05))
        for i in range(6):
            t = -0.32 + 0.128 * i
            yy = my - 0.12 + 0.15 * math.sqrt(max(0, 1 - (t / 0.42) ** 2))
            p.line(F(t, yy - 0.09), F(t, yy + 0.09), INK, max(1, u * 0.035))
    # chin dots
    for i in range(3):
        p.circle(F(-0.12 + 0.12 * i, my + 0.22), 0.035 * u, acc)
    # forehead
    fy = -0.55
    fh = prm["forehead"]
    if fh == "flower":
        _flower(p, *F(0, fy), 0.26 * u, acc2, n=6)
    elif fh == "heart":
        p.poly(shape_points("heart", *F(0, fy), 0.22 * u), acc)
        p.poly(shape_points("heart", *F(0, fy), 0.12 * u), acc2)
    elif fh == "marigold":
        marigold_on(p, *F(0, fy), 0.24 * u, seed=prm["seed"] + 50, outline=False)
    elif fh == "cross":
        for a in range(4):
            ang = a * math.pi / 2
            p.ellipse(*F(0.16 * math.cos(ang), fy + 0.16 * math.sin(ang)), 0.13 * u, 0.07 * u, acc, angle=ang)
        p.circle(F(0, fy), 0.07 * u, acc2)
    else:
        for i in range(5):
            a = math.pi * (1.15 + 0.7 * i / 4)
            p.circle(F(0.35 * math.cos(a), fy + 0.3 + 0.35 * math.sin(a)), 0.06 * u, acc)
        p.circle(F(0, fy - 0.07), 0.1 * u, acc2)
    # moustache & beard
    hc = hair if prm["elder"] else mix(hair, INK, 0.2)
    if prm["beard"]:
        pts = [F(x, y) for x, y in p.arc_pts(0, 0.35, 0.78 * fw, 0.85 * jaw, 0.05, math.pi - 0.05, 20)]
        pts += [F(x, y) for x, y in p.arc_pts(0, my - 0.05, 0.45, 0.28, math.pi, 0, 12)]
        p.poly(pts, hc)
        p.ellipse(*F(0, my - 0.02), 0.34 * u, 0.14 * u, INK)
    ms = prm["moustache"]
    if ms == "handlebar":
        for sgn in (-1, 1):
            pts = [F(0, 0.56), F(sgn * 0.2, 0.52), F(sgn * 0.45, 0.58), F(sgn * 0.6, 0.5), F(sgn * 0.68, 0.36),
                   F(sgn * 0.62, 0.46), F(sgn * 0.5, 0.68), F(sgn * 0.25, 0.68), F(0, 0.62)]
            p.poly(pts, hc)
    elif ms == "walrus":
        p.poly(FP([(-0.5, 0.72), (-0.45, 0.55), (-0.2, 0.5), (0, 0.54), (0.2, 0.5), (0.45, 0.55), (0.5, 0.72),
                   (0.3, 0.66), (0.15, 0.74), (0, 0.66), (-0.15, 0.74), (-0.3, 0.66)]), hc)
    elif ms == "thin":
        p.stroke(FP([(-0.42, 0.62), (-0.2, 0.55), (0, 0.58), (0.2, 0.55), (0.42, 0.62)]), hc, max(1, u * 0.07))
    # earrings
    er = prm["earrings"]
    for sgn in (-1, 1):
        x0, y0 = F(sgn * 0.98 * fw, 0.32)
        if er == "hoop":
            p.circle((x0, y0 + 0.14 * u), 0.16 * u, GOLD, max(1, u * 0.05))
        elif er == "drop":
            p.circle((x0, y0), 0.06 * u, GOLD)
            p.ellipse(x0, y0 + 0.2 * u, 0.08 * u, 0.13 * u, acc2)
        elif er == "flower":
            _flower(p, x0, y0 + 0.05 * u, 0.13 * u, acc)
    # glasses
    if prm["glasses"]:
        gc = (60, 40, 30) if rng.random() < 0.5 else GOLD_D
        for sgn in (-1, 1):
            p.circle(F(sgn * ex, ey), 0.36 * u, rgba((220, 240, 255), 60))
            p.circle(F(sgn * ex, ey), 0.36 * u, gc, max(1, u * 0.06))
            p.line(F(sgn * (ex + 0.35), ey - 0.05), F(sgn * 0.98 * fw, -0.05), gc, max(1, u * 0.05))
        p.stroke([F(-ex + 0.33, ey - 0.06), F(0, ey - 0.14), F(ex - 0.33, ey - 0.06)], gc, max(1, u * 0.05))
    # hats
    if head == "sombrero":
        hc1 = rng.choice([(222, 180, 104), (40, 30, 46), (120, 70, 40), (200, 200, 190)])
        hc2 = shade(hc1, 0.3)
        band = prm["accent"]
        p.ellipse(*F(0, -0.78), 1.85 * u, 0.42 * u, hc2)
        p.ellipse(*F(0, -0.84), 1.8 * u, 0.36 * u, hc1)
        p.stroke([F(x, y) for x, y in p.arc_pts(0, -0.84, 1.62, 0.28, 0.2, math.pi - 0.2, 20)], band, max(1, u * 0.06))
        p.poly(FP([(-0.72, -0.86), (-0.62, -1.55), (-0.32, -1.92), (0.32, -1.92), (0.62, -1.55), (0.72, -0.86)]), hc1)
        p.poly(FP([(0.3, -0.86), (0.5, -1.55), (0.32, -1.92), (0.62, -1.55), (0.72, -0.86)]), hc2)
        p.poly(FP([(-0.72, -0.86), (-0.68, -1.12), (0.68, -1.12), (0.72, -0.86)]), band)
        for i in range(6):
            p.circle(F(-0.55 + 0.22 * i, -0.99), 0.055 * u, prm["accent2"])
    elif head == "bowler":
        hc1 = rng.choice([(40, 30, 46), (90, 56, 40), (60, 60, 70)])
        p.ellipse(*F(0, -0.8), 1.28 * u, 0.24 * u, shade(hc1, 0.2))
        pts = [F(x, y) for x, y in p.arc_pts(0, -0.82, 0.88, 0.95, math.pi, 2 * math.pi, 24)]
        p.poly(pts, hc1)
        p.poly(FP([(-0.88, -0.84), (-0.86, -1.05), (0.86, -1.05), (0.88, -0.84)]), prm["accent"])
        p.ellipse(*F(-0.3, -1.42), 0.25 * u, 0.15 * u, rgba(WHITE, 50), angle=-0.5)
        _flower(p, *F(0.62, -0.96), 0.16 * u, prm["accent2"])
    elif head == "cap":
        hc1 = rng.choice([(70, 60, 90), (110, 80, 60), (50, 70, 90)])
        pts = [F(x, y) for x, y in p.arc_pts(0, -0.6, 1.02, 0.7, math.pi, 2 * math.pi, 24)]
        p.poly(pts + [F(1.02, -0.6), F(-1.02, -0.6)], hc1)
        p.poly(FP([(-1.02, -0.62), (-0.95, -0.48), (0.4, -0.5), (1.35, -0.42), (1.1, -0.66)]), shade(hc1, 0.3))
        p.circle(F(0, -1.3), 0.08 * u, shade(hc1, 0.3))


# --------------------------------------------------------------------------
# objective pictograms
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


def _fan_canvas(size, ss):
    p = Pen(170, 100, ss=size * ss / 100.0, clear=INK)
    p.final = (int(round(size * 1.7)), int(size))
    return p


def _fan_shapes(size, n, ss=4):
    p = _fan_canvas(size, ss)
    ids = Ctx.branch_order[:n]
    for i, b in enumerate(ids):
        t = (i - (n - 1) / 2)
        x = 85 + t * (116 / max(1, n - 1))
        y = 52 + abs(t) * 5
        draw_shape(p, shape_of(b), x, y, 30, colour_of(b), ow=5)
    return pygame.transform.smoothscale(p.surf, p.final)


def _fan_offerings(size, n, ss=3):
    p = _fan_canvas(size, ss)
    ids = Ctx.offerings[:n]
    for i, o in enumerate(ids):
        t = (i - (n - 1) / 2)
        x = 85 + t * (104 / max(1, n - 1))
        p.blit(offering_icon(int(p.k * 68), o), x, 50 + abs(t) * 4)
    return pygame.transform.smoothscale(p.surf, p.final)


def objective_items(obj):
    """Turn an objective dict into a list of pictogram items."""
    k = obj["kind"]
    if k in ("colour_at_least", "colour_count"):
        return [("text", f"{obj['count']}+"), ("shape", obj["colour"])]
    if k in ("offering_at_least", "offering_count"):
        return [("text", f"{obj['count']}+"), ("offering", obj["offering"])]
    if k == "distinct_colours":
        return [("text", str(obj["count"])), ("fan_shapes", obj["count"])]
    if k == "distinct_offerings":
        return [("text", str(obj["count"])), ("fan_offerings", obj["count"])]
    if k == "no_colour":
        return [("no_shape", obj["colour"])]
    if k == "no_offering":
        return [("no_offering", obj["offering"])]
    if k == "own_colour_and_offering":
        return [("text", "1+"), ("shape", obj["colour"]), ("gap", 0), ("text", "1+"), ("offering", obj["offering"])]
    raise ValueError(f"unknown objective kind {k}")


def item_surface(item, size, k):
    """Surface (at supersampled px) for one pictogram item; size in design px."""
    kind, val = item
    px = int(round(size * k))
    if kind == "shape":
        return branch_icon(px, shape_of(val), colour_of(val))
    if kind == "offering":
        return offering_icon(px, val)
    if kind == "fan_shapes":
        return _fan_shapes(px, val)
    if kind == "fan_offerings":
        return _fan_offerings(px, val)
    if kind == "no_shape":
        return prohibited(px, lambda s: branch_icon(s, shape_of(val), colour_of(val)))
    if kind == "no_offering":
        return prohibited(px, lambda s: offering_icon(s, val))
    raise ValueError(kind)


def draw_pictogram(p, items, cx, cy, max_w, icon=40, text_px=30, text_col=BONE, gap=3):
    """Lay out pictogram items centred on (cx, cy) within max_w design px."""
    scale = 1.0
    for _ in range(8):
        parts = []
        for it in items:
            if it[0] == "text":
                s = text_surface(it[1], "black", text_px * scale * p.k, text_col, INK, 2.2 * scale * p.k)
                parts.append(s)
            elif it[0] == "gap":
                parts.append(None)
            else:
                parts.append(item_surface(it, icon * scale, p.k))
        widths = [(s.get_width() / p.k if s is not None else 8 * scale) for s in parts]
        total = sum(widths) + gap * scale * (len(parts) - 1)
        if total <= max_w:
            break
        scale *= 0.92
    x = cx - total / 2
    for s, w in zip(parts, widths):
        if s is not None:
            p.blit(s, x + w / 2, cy)
        x += w + gap * scale


# --------------------------------------------------------------------------
# portrait cards
# --------------------------------------------------------------------------
CW, CH = 200, 280
WIN = (18, 18, 164, 168)  # portrait window x, y, w, h (arched top)
ARCH_RY = 48


def window_points(x, y, w, h, ry=ARCH_RY, inset=0.0):
    x, y, w, h = x + inset, y + inset, w - 2 * inset, h - 2 * inset
    rx = w / 2
    ry = max(4, ry - inset * 0.6)
    pts = [(x + rx + rx * math.cos(a), y + ry + ry * math.sin(a))
           for a in [math.pi + math.pi * i / 40 for i in range(41)]]
    pts += [(x + w, y + h), (x, y + h)]
    return pts


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
        _flower(p, fx, fy, 5.5, col, centre=rgba(BONE, 30), n=5)
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
# small symbol icons (100x100 design grid)
# --------------------------------------------------------------------------
def lit_portrait_icon(size, ss=4):
    p = icon_pen(size, ss, clear=(255, 190, 80))
    p.glow(50, 50, 52, (255, 190, 80), 200, 1.3)
    for i in range(12):
        a = 2 * math.pi * i / 12
        p.line((50 + 30 * math.cos(a), 50 + 30 * math.sin(a)), (50 + 47 * math.cos(a), 50 + 47 * math.sin(a)),
               (255, 214, 110), 4)
    p.rrect(26, 16, 48, 68, 8, INK)
    p.rrect(29, 19, 42, 62, 6, GOLD)
    p.rrect(34, 24, 32, 44, 4, (255, 236, 180))
    # tiny skull
    p.circle((50, 42), 11, BONE)
    p.rrect(43, 46, 14, 12, 4, BONE)
    p.circle((45.5, 43), 3.6, INK)
    p.circle((54.5, 43), 3.6, INK)
    p.rrect(31, 70, 38, 8, 3, MAGENTA_L)
    return icon_result(p)


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


def hourglass_icon(size, ss=4, frame=WOOD_L, sand=MARIGOLD_L):
    p = icon_pen(size, ss, clear=INK)
    p.rrect(16, 6, 68, 88, 12, INK)
    p.rrect(20, 10, 60, 12, 5, frame)
    p.rrect(20, 78, 60, 12, 5, frame)
    p.rrect(22, 20, 8, 60, 3, shade(frame, 0.25))
    p.rrect(70, 20, 8, 60, 3, shade(frame, 0.25))
    glass = [(32, 22), (68, 22), (68, 30), (54, 50), (68, 70), (68, 78), (32, 78), (32, 70), (46, 50), (32, 30)]
    p.poly(glass, (200, 225, 240))
    p.poly([(38, 34), (62, 34), (52, 47), (48, 47)], sand)
    p.poly([(49, 50), (51, 50), (51, 66), (49, 66)], sand)
    p.poly([(34, 78), (36, 70), (50, 62), (64, 70), (66, 78)], sand)
    p.poly([(35, 24), (40, 24), (40, 30), (35, 30)], rgba(WHITE, 170))
    p.stroke(glass, INK, 2.2, closed=True)
    return icon_result(p)


def candle_icon(size, ss=4, lit=True):
    p = icon_pen(size, ss, clear=(255, 200, 100))
    p.ellipse(50, 90, 32, 7, INK)
    p.ellipse(50, 88, 30, 6, GOLD_D)
    candle_on(p, 50, 86, 34, 46, lit=lit, seed="icon", flame_h=32)
    return icon_result(p)


def empty_slot_icon(size, ss=4):
    p = icon_pen(size, ss, clear=INK)
    p.rrect(22, 10, 56, 80, 8, INK)
    p.rrect(27, 15, 46, 70, 6, (70, 60, 90))
    for i in range(8):
        pass
    p.rrect(31, 19, 38, 62, 4, BONE, 3)
    return icon_result(p)


# --------------------------------------------------------------------------
# candles (objective tokens)
# --------------------------------------------------------------------------
CAW, CAH = 120, 160


def _grid_icons(p, surfs, cx, cy, size, gap=2):
    rows = [surfs[:3], surfs[3:]]
    for r, row in enumerate(rows):
        n = len(row)
        for i, s in enumerate(row):
            x = cx + (i - (n - 1) / 2) * (size + gap)
            y = cy + (r - 0.5) * (size + gap * 0.5)
            p.blit(s, x, y)


def candle_pictogram(p, obj, cx, top, bottom, text_col=INK, outline=BONE):
    k = p.k
    kind = obj["kind"]
    cy = (top + bottom) / 2
    ty, iy = top + 13, bottom - 19

    def txt(s, y, px=24):
        p.text(s, "black", px, text_col, cx, y, outline=outline, ow=1.8)

    if kind == "colour_count":
        txt(f"{obj['count']}+", ty)
        p.icon(branch_icon, cx, iy, 32, shape_of(obj["colour"]), colour_of(obj["colour"]))
    elif kind == "offering_count":
        txt(f"{obj['count']}+", ty)
        p.icon(offering_icon, cx, iy, 34, obj["offering"])
    elif kind == "all_colours":
        surfs = [branch_icon(int(19 * k), shape_of(b), colour_of(b)) for b in Ctx.branch_order]
        _grid_icons(p, surfs, cx, cy + 2, 19, gap=1)
    elif kind == "all_offerings":
        surfs = [offering_icon(int(21 * k), o) for o in Ctx.offerings]
        _grid_icons(p, surfs, cx, cy + 2, 20, gap=0)
    elif kind == "marigolds_placed":
        txt(f"{obj['count']}+", ty)
        p.icon(marigold_icon, cx, iy, 34, 7)
    elif kind == "one_colour_count":
        txt(str(obj["count"]), ty)
        p.icon(anycolour_icon, cx, iy, 32)
    elif kind == "lit_portraits":
        txt(f"{obj['count']}+", ty)
        p.icon(lit_portrait_icon, cx, iy, 36)
    elif kind == "all_slots_filled":
        txt("12", ty)
        p.icon(pyramid_icon, cx, iy, 36)
    elif kind.startswith("most_") or kind.startswith("fewest_"):
        p.icon(crown_icon, cx, ty + 1, 30)
        sub = {
            "most_lit_portraits": lambda s: lit_portrait_icon(s),
            "most_marigolds_placed": lambda s: marigold_icon(s, 3),
            "most_of_one_colour": lambda s: anycolour_icon(s),
            "fewest_empty_slots": lambda s: pyramid_icon(s, empty=7),
        }[kind]
        p.blit(sub(int(34 * k)), cx, iy + 1)
    else:
        raise ValueError(kind)


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
# papel picado
# --------------------------------------------------------------------------
PAPEL_COLS = [MAGENTA_L, TURQ_L, MARIGOLD_L, PURPLE_L, (76, 190, 96)]


def star_points(cx, cy, r1, r2, n=5, rot=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r1 if i % 2 == 0 else r2
        a = rot + math.pi * i / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


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


# --------------------------------------------------------------------------
# card back, marigolds, slots
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


def render_marigold(size, seed=3):
    p = icon_pen(size, 3, clear=(240, 140, 20))
    p.glow(50, 54, 54, (30, 10, 0), 130, 1.0)
    # leaves peeking out
    for a in (0.6, 2.4, 4.3):
        _leaf(p, 50 + 20 * math.cos(a), 50 + 20 * math.sin(a), 36, a, (50, 130, 60))
    marigold_on(p, 50, 50, 42, seed)
    return icon_result(p)


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
        _leaf(p, x - 6, y, 22, -2.4, (46, 120, 56))
        _leaf(p, x + 6, y, 22, -0.7, (46, 120, 56))
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


# --------------------------------------------------------------------------
# characters and illustrations
# --------------------------------------------------------------------------
def abuela_params():
    return {
        "female": True, "elder": True, "accent": MAGENTA_L, "accent2": TURQ_L, "accent3": MARIGOLD_L,
        "hair": (222, 220, 230), "cloth": (60, 40, 100), "cloth2": BONE, "glasses": True,
        "forehead": "marigold", "mouth": "stitch", "brow": "petals", "face_w": 1.0, "jaw": 0.95,
        "seed": 1717, "head": "bun", "earrings": "drop", "neck": "beads", "moustache": None, "beard": False,
        "shawl": True, "stern": True,
    }


def render_abuela(k=3):
    S = 240
    p = Pen(S, S, ss=k, clear=TURQ)
    p.circle((S / 2, S / 2 + 3), 117, rgba(INK, 160))
    p.circle((S / 2, S / 2), 116, GOLD)
    p.circle((S / 2, S / 2), 110, (30, 120, 130))
    inner = new_surface(S * k, S * k)
    q = Pen(S, S, ss=k, surf=inner)
    q.surf.blit(vgradient(S * k, S * k, [(0, (40, 150, 150)), (1, (70, 40, 120))]), (0, 0))
    for i in range(20):
        a0 = 2 * math.pi * i / 20
        q.poly([(120, 110), (120 + 200 * math.cos(a0), 110 + 200 * math.sin(a0)),
                (120 + 200 * math.cos(a0 + 0.16), 110 + 200 * math.sin(a0 + 0.16))], rgba(WHITE, 22))
    q.glow(120, 100, 110, (255, 220, 150), 110, 1.5)
    prm = abuela_params()
    draw_face(q, 120, 128, 50, prm)
    # rebozo over the shoulders (striped shawl with fringe)
    rb = (150, 30, 90)
    for sgn in (-1, 1):
        pts = [(120 + sgn * 140, 250), (120 + sgn * 112, 200), (120 + sgn * 70, 186), (120 + sgn * 10, 240), (120 + sgn * 10, 250)]
        q.poly(pts, rb)
        q.stroke([(120 + sgn * 108, 206), (120 + sgn * 70, 194), (120 + sgn * 22, 246)], TURQ_L, 3)
        q.stroke([(120 + sgn * 116, 216), (120 + sgn * 76, 205), (120 + sgn * 36, 250)], MARIGOLD_L, 2)
        for j in range(5):
            fx = 120 + sgn * (70 + j * 8)
            q.poly(shape_points("diamond", fx, 192 + j * 3.5 + 14, 3), BONE)
    # stern eyebrows
    for sgn in (-1, 1):
        q.stroke([(120 + sgn * 40, 103), (120 + sgn * 12, 110)], INK, 5.5)
    m = new_surface(S * k, S * k, WHITE)
    pygame.draw.circle(m, WHITE, (S * k / 2, S * k / 2), 110 * k)
    apply_mask(inner, m)
    p.surf.blit(inner, (0, 0))
    p.circle((S / 2, S / 2), 110, GOLD_L, 1.5)
    for i in range(36):
        a = 2 * math.pi * i / 36
        p.circle((S / 2 + 113 * math.cos(a), S / 2 + 113 * math.sin(a)), 1.6, GOLD_D)
    return p.result()


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


def render_background(k=1):
    W, H = 1280, 720
    p = night_sky(W, H, "menu", k)
    rng = random.Random("menu-bg")
    # moon
    p.glow(1080, 150, 170, (255, 230, 190), 80, 1.5)
    p.circle((1080, 150), 44, (250, 240, 214))
    for (x, y, r) in ((1066, 138, 9), (1094, 164, 7), (1088, 132, 5), (1070, 170, 4)):
        p.circle((x, y), r, (232, 222, 196))
    p.glow(1080, 150, 70, (255, 240, 210), 60)
    # distant village + church
    village(p, W, 600, rng, col=(22, 12, 40), scale=0.8)
    church(p, 250, 600, 0.75, col=(18, 9, 32))
    village(p, W, 640, random.Random("menu-v2"), col=(12, 6, 22), scale=1.1)
    # ground band with candles and marigolds
    p.rrect(-10, 660, W + 20, 80, 0, (16, 8, 26))
    p.glow(W / 2, 720, 700, (255, 140, 60), 60, 1.2)
    xs = sorted(rng.uniform(20, W - 20) for _ in range(22))
    for x in xs:
        h = rng.uniform(30, 70)
        candle_on(p, x, 706 + rng.uniform(-4, 8), rng.uniform(16, 24), h, seed=f"bg{x:.0f}", flame_h=24)
    for i in range(40):
        x = i * 33 + rng.uniform(-8, 8)
        y = 708 + rng.uniform(-12, 10)
        _leaf(p, x - 8, y, 20, -2.6, (40, 110, 52))
        marigold_on(p, x, y, rng.uniform(12, 19), seed=400 + i)
    # papel picado strung across the top, two strings
    pp = papel_string(W, 130, seed=1, flag_w=70, flag_h=86, sag=26, top=0, k=2)
    p.blit(pp, 0, 0, anchor="topleft")
    return p.result()


def render_table(k=1):
    W, H = 1280, 720
    s = cloth_texture(W, H, (34, 20, 60), "table", weave=3, strength=16)
    p = Pen(W, H, ss=1, clear=NIGHT1)
    p.surf.blit(s, (0, 0))
    # faint embroidered repeat pattern
    for j, y in enumerate(range(30, H, 90)):
        for i, x in enumerate(range(30 + (45 if j % 2 else 0), W, 90)):
            embroidery_motif(p, x, y, 9, (MAGENTA_L, TURQ_L, MARIGOLD_L), 22)
    p.glow(W / 2, H / 2, 700, (120, 70, 160), 50, 1.3)
    p.surf.blit(vignette(W, H, 170), (0, 0))
    return p.result()


def render_panel(k=4):
    S = 256
    p = Pen(S, S, ss=k / 2, clear=NIGHT0)
    p.rrect(2, 2, S - 4, S - 4, 18, rgba(NIGHT0, 225))
    p.rrect(2, 2, S - 4, S - 4, 18, rgba(NIGHT2, 255), 1.5)
    p.rrect(7, 7, S - 14, S - 14, 13, MARIGOLD, 2)
    p.rrect(12, 12, S - 24, S - 24, 9, rgba(MARIGOLD_L, 90), 1)
    for (x, y, sx, sy) in ((7, 7, 1, 1), (S - 7, 7, -1, 1), (7, S - 7, 1, -1), (S - 7, S - 7, -1, -1)):
        p.circle((x + sx * 4, y + sy * 4), 7, NIGHT0)
        p.circle((x + sx * 4, y + sy * 4), 5.5, MAGENTA_L)
        p.circle((x + sx * 4, y + sy * 4), 2.2, MARIGOLD_L)
        p.stroke(p.arc_pts(x + sx * 16, y + sy * 16, 7, 7, 0, 2 * math.pi, 20)[::1], rgba(MARIGOLD_L, 180), 1.3)
        p.poly(shape_points("diamond", x + sx * 22, y + sy * 5, 2.5), TURQ_L)
        p.poly(shape_points("diamond", x + sx * 5, y + sy * 22, 2.5), TURQ_L)
    return p.result()


def render_app_icon(k=3):
    S = 256
    p = Pen(S, S, ss=k, clear=MARIGOLD)
    p.circle((128, 132), 120, rgba(INK, 120))
    p.circle((128, 128), 118, NIGHT1)
    p.circle((128, 128), 118, GOLD, 4)
    marigold_on(p, 128, 128, 108, seed=21, petals=16)
    # calavera centre
    sk = icon_pen(int(120 * k), 2, clear=INK)
    _calavera_icon(sk)
    p.blit(icon_result(sk), 128, 130)
    return p.result()


def render_die(n, k=3):
    S = 128
    p = Pen(S, S, ss=k, clear=(0, 0, 0))
    p.ellipse(66, 112, 50, 10, rgba((0, 0, 0), 90))
    p.glow(66, 108, 60, (0, 0, 0), 120, 1.2)
    x, y, w = 16, 10, 96
    p.rrect(x, y + 4, w, w, 22, (176, 156, 124))
    p.rrect(x, y, w, w, 22, (228, 214, 186))
    p.rrect(x + 3, y + 2, w - 8, w - 8, 19, (246, 238, 220))
    p.rrect(x + 8, y + 6, w - 18, w - 18, 16, (252, 247, 236))
    p.ellipse(x + 28, y + 20, 18, 8, rgba(WHITE, 180), angle=-0.5)
    pipc = (40, 24, 50)
    cx, cy, d = x + w / 2 - 2, y + w / 2 - 2, 25
    layout = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
              4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
              6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)], 0: []}[n]
    for (a, b) in layout:
        r = 13 if n == 1 else 9
        col = MAGENTA if n == 1 else pipc
        px, py = cx + a * d, cy + b * d
        p.circle((px, py + 1), r + 1, (210, 196, 170))
        p.circle((px, py), r, col)
        p.circle((px + r * 0.2, py + r * 0.25), r * 0.6, shade(col, 0.3))
    return p.result()


# --------------------------------------------------------------------------
# UI icons
# --------------------------------------------------------------------------
LINE = (246, 238, 222)


def line_icon(draw):
    def make(size=48):
        p = icon_pen(size, 4, clear=LINE)
        draw(p)
        return icon_result(p)
    return make


def _arrow_arc(p, mirror=False):
    def X(x):
        return 100 - x if mirror else x
    pts = [(X(50 + 30 * math.cos(a)), 55 + 28 * math.sin(a)) for a in [math.radians(t) for t in range(-200, 31, 8)]]
    p.stroke(pts, LINE, 9)
    sx, sy = pts[0]
    p.poly([(X(14), 30), (X(40), 38), (X(18), 56)], LINE) if False else None
    p.poly([(sx - (8 if not mirror else -8), sy - 20), (sx + (18 if not mirror else -18), sy + 2), (sx - (12 if not mirror else -12), sy + 14)], LINE)


def _undo(p):
    _arrow_arc(p)


def _redo(p):
    _arrow_arc(p, mirror=True)


def _save(p):
    p.rrect(16, 16, 68, 68, 10, LINE, 8)
    p.rrect(32, 16, 36, 22, 3, LINE, 7)
    p.rrect(30, 54, 40, 30, 4, LINE, 7)
    p.line((56, 22), (56, 32), LINE, 6)


def _hint(p):
    p.stroke(p.arc_pts(50, 42, 24, 24, math.radians(140), math.radians(400), 30), LINE, 8)
    p.stroke([(33, 58), (38, 70), (62, 70), (67, 58)], LINE, 8)
    p.line((40, 80), (60, 80), LINE, 8)
    p.line((44, 90), (56, 90), LINE, 7)
    for a in (-150, -110, -70, -30):
        r = math.radians(a)
        p.line((50 + 34 * math.cos(r), 42 + 34 * math.sin(r)), (50 + 43 * math.cos(r), 42 + 43 * math.sin(r)), LINE, 6)
    p.stroke(p.arc_pts(50, 42, 12, 12, math.radians(200), math.radians(270), 8), LINE, 5)


def _menu(p):
    for y in (28, 50, 72):
        p.line((20, y), (80, y), LINE, 9)


def _rules(p):
    p.stroke([(50, 28), (36, 20), (12, 20), (12, 76), (36, 76), (50, 84), (64, 76), (88, 76), (88, 20), (64, 20), (50, 28)], LINE, 7)
    p.line((50, 28), (50, 82), LINE, 6)
    for y in (36, 48, 60):
        p.line((22, y), (40, y), LINE, 4.5)
        p.line((60, y), (78, y), LINE, 4.5)


def seed_icon(size, ss=4):
    p = icon_pen(size, ss, clear=INK)
    q = icon_pen(int(size * ss), 1, clear=INK)
    q.rrect(14, 14, 72, 72, 16, INK)
    q.rrect(18, 18, 64, 64, 13, (246, 238, 220))
    q.rrect(18, 18, 64, 10, 8, rgba(WHITE, 120))
    for (x, y) in ((34, 34), (50, 50), (66, 66)):
        q.circle((x, y), 7, MAGENTA if (x, y) == (50, 50) else (40, 24, 50))
    rot = pygame.transform.rotozoom(q.surf, 14, 0.92)
    p.blit(rot, 50, 46)
    # a little sprout: the seed of the game
    p.stroke([(78, 92), (80, 80), (86, 70)], (76, 190, 96), 5)
    p.ellipse(92, 66, 9, 4.5, (76, 190, 96), angle=-0.7)
    return icon_result(p)


def render_cover(portraits, candles, k=1):
    W, H = 560, 320
    p = night_sky(W, H, "cover", 2, horizon=(90, 36, 90))
    rng = random.Random("cover")
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
    pp = papel_string(W, 64, seed=3, flag_w=36, flag_h=44, sag=10, top=0, k=2)
    p.blit(pygame.transform.smoothscale(pp, (W * p.k, 64 * p.k)), 0, 0, anchor="topleft")
    # title
    p.glow(W / 2, 86, 150, (255, 160, 60), 120, 1.6)
    p.text("Ofrenda", "display", 76, MARIGOLD_L, W / 2, 84, outline=(120, 20, 70), ow=4,
           shadow=(0, 0, 0, 170), sh_off=(3, 5))
    return p.result()


def render_muertos_card(rank, colour, mark, k=2):
    """One Dia de los Muertos card for the cover: rank, colour and a mark (skull, bread, question)."""
    W, H = 92, 130
    p = Pen(W, H, ss=k, clear=(0, 0, 0))
    p.surf = new_surface(W * k, H * k, (0, 0, 0))
    p.surf.set_colorkey(None)
    p.surf = p.surf.convert_alpha() if pygame.display.get_surface() else pygame.Surface((W * k, H * k), pygame.SRCALPHA)
    p.surf.fill((0, 0, 0, 0))
    p.rrect(0, 0, W, H, 10, INK)
    p.rrect(2, 2, W - 4, H - 4, 9, colour)
    p.rrect(2, 2, W - 4, H * 0.45, 9, rgba(WHITE, 40))
    p.rrect(6, 6, W - 12, H - 12, 7, BONE, width=1.6)
    p.text(rank, "bold", 34, WHITE, 10, 24, anchor="midleft", outline=INK, ow=1.5)
    if mark == "skull":
        p.icon(lambda size: _icon_of(_calavera_icon, size), W / 2, H * 0.6, 56)
    elif mark == "bread":
        p.ellipse(W / 2, H * 0.62, 26, 18, (236, 170, 80))
        p.ellipse(W / 2, H * 0.62, 26, 18, (120, 60, 20), width=2)
        p.line((W / 2 - 16, H * 0.62), (W / 2 + 16, H * 0.62), (120, 60, 20), 3)
        p.line((W / 2, H * 0.62 - 12), (W / 2, H * 0.62 + 12), (120, 60, 20), 3)
        p.circle((W / 2, H * 0.6 - 3), 5, (250, 214, 140))
    elif mark == "ask":
        p.text("?", "display", 54, MARIGOLD_L, W / 2, H * 0.62, outline=INK, ow=2)
    return p.result()


def _icon_of(draw, size):
    q = icon_pen(size, 1, clear=(0, 0, 0))
    q.surf = pygame.Surface(q.surf.get_size(), pygame.SRCALPHA)
    draw(q)
    return q.surf


def render_muertos_cover():
    """The menu tile of Dia de los Muertos: a fan of cards on the felt, under the night sky."""
    W, H = 560, 320
    p = night_sky(W, H, "muertos-cover", 2, horizon=(70, 30, 96))
    p.glow(W / 2, 210, 280, (255, 150, 60), 100, 1.3)
    p.ellipse(W / 2, H + 40, 330, 150, (26, 84, 64))
    p.ellipse(W / 2, H + 40, 330, 150, MARIGOLD, width=3)
    cards = [("4", (226, 84, 140), "skull"), ("2", (58, 46, 82), "bread"), ("10", (72, 168, 96), "skull"),
             ("0", (58, 46, 82), "ask"), ("4", (66, 128, 220), "skull")]
    for i, (rank, colour, mark) in enumerate(cards):
        angle = (2 - i) * 11
        card = render_muertos_card(rank, colour, mark, k=2)
        card = pygame.transform.rotozoom(card, angle, 1.3)
        x = W / 2 + (i - 2) * 64
        y = 240 + abs(i - 2) ** 1.6 * 10
        sh, pad = shadow_of(card, 5, 150)
        p.blit(sh, x + 3, y + 5)
        p.blit(card, x, y)
    rng = random.Random("muertos-cover")
    for i in range(16):
        x = 10 + i * 36 + rng.uniform(-6, 6)
        marigold_on(p, x, H - 2 + rng.uniform(-4, 4), rng.uniform(10, 14), seed=700 + i)
    pp = papel_string(W, 64, seed=5, flag_w=36, flag_h=44, sag=10, top=0, k=2)
    p.blit(pygame.transform.smoothscale(pp, (W * p.k, 64 * p.k)), 0, 0, anchor="topleft")
    p.glow(W / 2, 96, 170, (255, 160, 60), 110, 1.6)
    p.text("Dia de los Muertos", "display", 56, MARIGOLD_L, W / 2, 96, outline=(120, 20, 70), ow=4,
           shadow=(0, 0, 0, 170), sh_off=(3, 5), max_w=W - 40)
    return p.result()



# --------------------------------------------------------------------------
# Oaxaca: craft icons, craft dice, tokens, the meeple, the use marks and the cover
# --------------------------------------------------------------------------
# one colour per craft (die faces 1-6: wild, pottery, jewelry, textile, woodcarving, tin); the
# icons differ in shape too, so colour-blind players tell them apart without the colour
OAXACA_COLOURS = {"wild": (247, 170, 36), "pottery": (204, 98, 50), "jewelry": (32, 172, 170),
                  "textile": (214, 52, 124), "woodcarving": (92, 156, 62), "tin": (128, 150, 196)}
OAXACA_RESULTS = ("wild", "pottery", "jewelry", "textile", "woodcarving", "tin")


def _oaxaca_icon_on(p, kind, cx=50, cy=50, s=1.0, outline=INK):
    """Draw craft ``kind`` on pen ``p`` centred at (cx, cy), about 80*s units across."""
    col = OAXACA_COLOURS[kind]
    dark, light = shade(col, 0.45), tint(col, 0.45)

    def X(x):
        return cx + (x - 50) * s

    def Y(y):
        return cy + (y - 50) * s

    def pts(seq):
        return [(X(x), Y(y)) for x, y in seq]

    if kind == "wild":  # an eight-pointed star
        outer, inner = 44 * s, 19 * s
        star = []
        for i in range(16):
            a = -math.pi / 2 + i * math.pi / 8
            r = outer if i % 2 == 0 else inner
            star.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        grown = [(cx + (x - cx) * 1.1, cy + (y - cy) * 1.1) for x, y in star]
        p.poly(grown, outline)
        p.poly(star, col)
        p.circle((cx, cy), 11 * s, light)
        p.circle((cx, cy), 6 * s, tint(col, 0.8))
    elif kind == "pottery":  # a clay jar with a painted band
        p.ellipse(X(50), Y(60), 33 * s, 31 * s, outline)
        p.rrect(X(34), Y(14), 32 * s, 26 * s, 5 * s, outline)
        p.ellipse(X(50), Y(60), 29 * s, 27 * s, col)
        p.rrect(X(37), Y(17), 26 * s, 24 * s, 4 * s, col)
        p.ellipse(X(50), Y(17), 17 * s, 5 * s, dark)
        p.ellipse(X(50), Y(16), 17 * s, 4 * s, light)
        band = [(X(24 + i * 6.5), Y(56 + (4 if i % 2 else -4))) for i in range(9)]
        p.stroke(band, BONE, 3.2 * s)
        p.ellipse(X(40), Y(48), 6 * s, 11 * s, rgba(WHITE, 70), angle=0.4)
    elif kind == "jewelry":  # a cut gem
        gem = pts([(30, 22), (70, 22), (88, 42), (50, 88), (12, 42)])
        grown = [(cx + (x - cx) * 1.1, cy + 2 * s + (y - cy) * 1.1) for x, y in gem]
        p.poly(grown, outline)
        p.poly(gem, col)
        p.poly(pts([(30, 22), (70, 22), (62, 42), (38, 42)]), light)
        p.poly(pts([(12, 42), (38, 42), (50, 88)]), dark)
        p.poly(pts([(62, 42), (88, 42), (50, 88)]), mix(col, dark, 0.4))
        p.stroke(pts([(12, 42), (88, 42)]), tint(col, 0.7), 2 * s)
        p.stroke(pts([(38, 42), (50, 88), (62, 42)]), tint(col, 0.6), 1.6 * s)
        p.circle((X(40), Y(30)), 3 * s, WHITE)
    elif kind == "textile":  # a folded rebozo: stripes and a fringe
        p.rrect(X(16), Y(16), 68 * s, 60 * s, 5 * s, outline)
        p.rrect(X(19), Y(19), 62 * s, 54 * s, 3 * s, col)
        for i, c in enumerate((MARIGOLD_L, BONE, (40, 150, 160), BONE, MARIGOLD_L)):
            y = 26 + i * 10
            p.rrect(X(19), Y(y), 62 * s, 3.2 * s, 0, c)
        for i in range(3):
            x = 30 + i * 20
            p.poly(pts([(x, 29), (x + 6, 36), (x, 43), (x - 6, 36)]), BONE)
            p.poly(pts([(x, 32), (x + 3, 36), (x, 40), (x - 3, 36)]), dark)
        for i in range(10):
            x = 21 + i * 6.4
            p.stroke(pts([(x, 76), (x + (1 if i % 2 else -1), 88)]), col, 2.6 * s)
    elif kind == "woodcarving":  # a painted spinning top (trompo)
        top = pts([(50, 90), (20, 48), (24, 34), (38, 24), (62, 24), (76, 34), (80, 48)])
        grown = [(cx + (x - cx) * 1.09, cy + (y - cy) * 1.09) for x, y in top]
        p.poly(grown, outline)
        p.poly(top, col)
        p.poly(pts([(20, 48), (24, 34), (38, 24), (62, 24), (76, 34), (80, 48), (66, 46), (50, 45), (34, 46)]), light)
        p.stroke(pts([(24, 56), (50, 60), (76, 56)]), MARIGOLD_L, 4 * s)
        p.stroke(pts([(32, 68), (50, 72), (68, 68)]), MAGENTA_L, 3.5 * s)
        p.rrect(X(45), Y(8), 10 * s, 18 * s, 3 * s, outline)
        p.rrect(X(47), Y(10), 6 * s, 15 * s, 2 * s, (160, 110, 60))
        p.circle((X(50), Y(91)), 3 * s, outline)
    elif kind == "tin":  # a punched tin heart with a flame
        heart = []
        for i in range(40):
            t = 2 * math.pi * i / 40
            x = 16 * math.sin(t) ** 3
            y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
            heart.append((X(50 + x * 2.3), Y(54 + y * 2.3)))
        grown = [(X(50) + (x - X(50)) * 1.1, Y(54) + (y - Y(54)) * 1.1) for x, y in heart]
        p.poly(grown, outline)
        p.poly(heart, col)
        inner = [(X(50) + (x - X(50)) * 0.72, Y(52) + (y - Y(54)) * 0.72) for x, y in heart]
        for x, y in inner[::3]:
            p.circle((x, y), 1.8 * s, tint(col, 0.75))
        p.poly(pts([(50, 6), (57, 20), (50, 24), (43, 20)]), MARIGOLD)
        p.circle((X(42), Y(40)), 5 * s, rgba(WHITE, 110))


def oaxaca_icon(size, kind, ss=4):
    p = icon_pen(size, ss, clear=OAXACA_COLOURS[kind])
    _oaxaca_icon_on(p, kind)
    return icon_result(p)


def render_oaxaca_die(kind, k=3):
    """A die of Oaxaca: the ivory body of the shared d6 with a craft (or the wild star) on top."""
    S = 128
    p = Pen(S, S, ss=k, clear=(0, 0, 0))
    p.ellipse(66, 112, 50, 10, rgba((0, 0, 0), 90))
    p.glow(66, 108, 60, (0, 0, 0), 120, 1.2)
    x, y, w = 16, 10, 96
    p.rrect(x, y + 4, w, w, 22, (176, 156, 124))
    p.rrect(x, y, w, w, 22, (228, 214, 186))
    p.rrect(x + 3, y + 2, w - 8, w - 8, 19, (246, 238, 220))
    p.rrect(x + 8, y + 6, w - 18, w - 18, 16, (252, 247, 236))
    p.ellipse(x + 28, y + 20, 18, 8, rgba(WHITE, 180), angle=-0.5)
    _oaxaca_icon_on(p, kind, x + w / 2 - 2, y + w / 2 - 2, 0.74)
    return p.result()


def render_oaxaca_token(size=48, k=4):
    """A wooden craft token: a little disc of pale wood."""
    p = icon_pen(size, k, clear=(120, 80, 40))
    p.circle((52, 56), 40, rgba((0, 0, 0), 110))
    p.circle((50, 52), 40, (120, 74, 34))
    p.circle((50, 49), 38, (226, 182, 118))
    p.circle((50, 49), 30, (236, 198, 138))
    for r in (10, 19, 26):
        p.circle((50, 49), r, rgba((180, 130, 70), 90), width=1.4)
    p.ellipse(38, 36, 12, 6, rgba(WHITE, 120), angle=-0.5)
    return icon_result(p)


def render_oaxaca_meeple(colour, size=64, k=4):
    """A player's meeple, in their colour."""
    p = icon_pen(size, k, clear=colour)
    body = [(50, 8), (62, 12), (66, 26), (60, 36), (88, 44), (90, 56), (70, 56), (78, 92), (56, 92), (50, 70),
            (44, 92), (22, 92), (30, 56), (10, 56), (12, 44), (40, 36), (34, 26), (38, 12)]
    grown = [(50 + (x - 50) * 1.08, 52 + (y - 52) * 1.08) for x, y in body]
    p.poly(grown, INK)
    p.poly(body, colour)
    p.ellipse(44, 22, 6, 8, rgba(WHITE, 110), angle=0.3)
    return icon_result(p)


def _use_icon(kind):
    def draw(p):
        if kind == "gather":  # a market bag
            p.rrect(18, 38, 64, 50, 10, LINE)
            p.stroke(p.arc_pts(50, 40, 18, 22, math.pi, 2 * math.pi), LINE, 7)
        elif kind == "craft":  # a hammer
            p.poly([(22, 20), (62, 20), (66, 28), (62, 40), (22, 40), (16, 30)], LINE)
            p.rrect(38, 38, 12, 52, 4, LINE)
        elif kind == "passive":  # a globe
            p.circle((50, 50), 36, LINE, width=7)
            p.ellipse(50, 50, 15, 36, LINE, width=6)
            p.line((16, 50), (84, 50), LINE, 6)
        else:  # any time on the turn: a sun
            p.circle((50, 50), 18, LINE)
            for i in range(8):
                a = i * math.pi / 4
                p.line((50 + 26 * math.cos(a), 50 + 26 * math.sin(a)), (50 + 40 * math.cos(a), 50 + 40 * math.sin(a)),
                       LINE, 7)
    return line_icon(draw)


def render_oaxaca_cover():
    """The menu tile of Oaxaca: a market stall under papel picado, crafts and dice on its table."""
    W, H = 560, 320
    p = night_sky(W, H, "oaxaca-cover", 2, horizon=(96, 40, 70))
    rng = random.Random("oaxaca-cover")
    village(p, W, 250, rng)
    p.glow(W / 2, 220, 280, (255, 150, 60), 110, 1.3)
    # the stall: an awning of stripes over a table
    awning_y = 118
    for i in range(14):
        c = (MAGENTA, MARIGOLD, TURQ, BONE)[i % 4]
        x = 40 + i * 34
        p.poly([(x, awning_y), (x + 34, awning_y), (x + 34, awning_y + 22), (x + 17, awning_y + 32),
                (x, awning_y + 22)], c)
    p.rrect(40, awning_y - 6, 476, 8, 3, (110, 60, 30))
    p.rrect(52, awning_y + 20, 10, 150, 3, (110, 60, 30))
    p.rrect(494, awning_y + 20, 10, 150, 3, (110, 60, 30))
    p.rrect(30, 240, 500, 22, 6, (150, 90, 44))
    p.rrect(30, 258, 500, 62, 0, (96, 52, 26))
    # crafts on the table
    for i, kind in enumerate(("pottery", "textile", "jewelry", "woodcarving", "tin")):
        x = 92 + i * 94
        p.glow(x, 214, 50, OAXACA_COLOURS[kind], 90, 1.4)
        _oaxaca_icon_on(p, kind, x, 206, 0.62)
    # dice in front
    for i, kind in enumerate(("wild", "pottery", "textile")):
        die = render_oaxaca_die(kind, k=2)
        die = pygame.transform.rotozoom(die, (i - 1) * 14, 0.5 * p.k)
        p.blit(die, 200 + i * 80, 284)
    pp = papel_string(W, 64, seed=9, flag_w=36, flag_h=44, sag=10, top=0, k=2)
    p.blit(pygame.transform.smoothscale(pp, (W * p.k, 64 * p.k)), 0, 0, anchor="topleft")
    p.glow(W / 2, 86, 170, (255, 160, 60), 110, 1.6)
    p.text("Oaxaca", "display", 64, MARIGOLD_L, W / 2, 84, outline=(120, 20, 70), ow=4,
           shadow=(0, 0, 0, 170), sh_off=(3, 5), max_w=W - 40)
    return p.result()


MEEPLE_COLOURS = ((236, 84, 150), (56, 180, 200), (250, 190, 60), (150, 110, 230))


def oaxaca_sprites():
    """(surface, path) of every Oaxaca sprite."""
    yield render_oaxaca_cover(), "oaxaca/cover.png"
    for face, kind in enumerate(OAXACA_RESULTS, start=1):
        yield render_oaxaca_die(kind), f"dice/oaxaca_{face}.png"
        yield oaxaca_icon(64, kind), f"oaxaca/{kind}.png"
    yield render_oaxaca_token(), "oaxaca/token.png"
    for i, colour in enumerate(MEEPLE_COLOURS):
        yield render_oaxaca_meeple(colour), f"oaxaca/meeple_{i + 1}.png"
    for kind in ("gather", "craft", "passive", "any"):
        yield _use_icon(kind)(48), f"oaxaca/use_{kind}.png"

# --------------------------------------------------------------------------
# Portents: tiles (4 colours x 4 shapes), Omen tokens, the colours' astronomical symbols,
# the Kitty token and its hat, a flame for the Burnt Offerings, the bag, the menu cover
# --------------------------------------------------------------------------
PORTENTS_COLOURS = {"yellow": (238, 190, 58), "red": (204, 62, 58), "blue": (58, 108, 198), "white": (234, 228, 212)}
PORTENTS_SHAPES = ("skull", "claw", "wishbone", "wing")
# the glyph on a tile: dark ink on the light tiles, bone on the dark ones
PORTENTS_INK = {"yellow": (52, 30, 20), "red": (252, 240, 222), "blue": (250, 244, 230), "white": (40, 28, 48)}


def _portents_shape_on(p, shape, cx, cy, s, fill, line):
    """A bird sacrifice shape centred at (cx, cy), about 70*s units across."""
    def P(x, y):
        return (cx + (x - 50) * s, cy + (y - 50) * s)

    if shape == "skull":  # a bird skull: a round cranium and a long beak
        p.circle(P(40, 44), 24 * s, line)
        p.poly([P(52, 30), P(92, 52), P(52, 62)], line)
        p.circle(P(40, 44), 20 * s, fill)
        p.poly([P(54, 35), P(85, 52), P(54, 58)], fill)
        p.circle(P(38, 42), 8 * s, line)
        p.circle(P(36, 40), 2.6 * s, fill)
        p.stroke([P(56, 47), P(82, 52)], line, 2.2 * s)
        p.rrect(*P(28, 62), 22 * s, 10 * s, 4 * s, line)
        p.rrect(*P(31, 64), 16 * s, 6 * s, 3 * s, fill)
    elif shape == "claw":  # a bird's foot: a leg, three talons spread forward and a spur
        toes = (((50, 50), (36, 62), (24, 80)), ((50, 50), (50, 66), (50, 84)), ((50, 50), (64, 62), (76, 80)))
        leg = ((50, 14), (50, 50))
        for pts in toes + (leg,):
            p.stroke([P(*q) for q in pts], line, 15 * s)
        p.stroke([P(50, 44), P(36, 36)], line, 11 * s)
        for (x, y, hx, hy) in ((24, 80, 14, 92), (50, 84, 44, 96), (76, 80, 86, 92), (36, 36, 28, 44)):
            p.poly([P(x - 5, y - 3), P(x + 5, y + 3), P(hx, hy)], line)
        for pts in toes + (leg,):
            p.stroke([P(*q) for q in pts], fill, 8 * s)
        p.stroke([P(50, 44), P(37, 37)], fill, 5 * s)
        p.circle(P(50, 50), 9 * s, line)
        p.circle(P(50, 50), 5.5 * s, fill)
        for y in (24, 32):
            p.stroke([P(46, y), P(54, y)], line, 1.6 * s)
    elif shape == "wishbone":  # a furcula: two arms joined in a knob
        left = [P(50, 26), P(42, 40), P(34, 58), P(26, 80)]
        right = [P(50, 26), P(58, 40), P(66, 58), P(74, 80)]
        p.stroke(left, line, 14 * s)
        p.stroke(right, line, 14 * s)
        p.circle(P(50, 22), 12 * s, line)
        p.stroke(left, fill, 7 * s)
        p.stroke(right, fill, 7 * s)
        p.circle(P(50, 22), 7.5 * s, fill)
        p.circle(P(26, 80), 7 * s, line)
        p.circle(P(74, 80), 7 * s, line)
        p.circle(P(26, 80), 3.5 * s, fill)
        p.circle(P(74, 80), 3.5 * s, fill)
    else:  # a wing: a fan of feathers from the shoulder
        feathers = [(-112 + i * 24, 60 - i * 5) for i in range(5)]
        bx, by = 36, 76
        for grow, col in ((4.5, line), (0, fill)):
            for ang, length in feathers:
                a = math.radians(ang)
                tip = (bx + length * math.cos(a), by + length * math.sin(a))
                mid = P((bx + tip[0]) / 2, (by + tip[1]) / 2)
                p.ellipse(mid[0], mid[1], (length / 2 + grow) * s, (8 + grow) * s, col, angle=a)
        for ang, length in feathers:
            a = math.radians(ang)
            p.stroke([P(bx + 8 * math.cos(a), by + 8 * math.sin(a)),
                      P(bx + (length - 8) * math.cos(a), by + (length - 8) * math.sin(a))], line, 1.6 * s)
        p.circle(P(bx, by), 12 * s, line)
        p.circle(P(bx, by), 7.5 * s, fill)


def _portents_symbol_on(p, colour, cx, cy, s, ink, width=None):
    """The colour's astronomical symbol (sun, Mars, Venus, Moon), about 60*s units across."""
    w = (7 if width is None else width) * s

    def P(x, y):
        return (cx + (x - 50) * s, cy + (y - 50) * s)

    if colour == "yellow":  # the sun: a ring with a dot
        p.circle(P(50, 50), 26 * s, ink, width=w)
        p.circle(P(50, 50), 7 * s, ink)
    elif colour == "red":  # Mars: a ring with an arrow
        p.circle(P(42, 58), 20 * s, ink, width=w)
        p.line(P(56, 44), P(76, 24), ink, w)
        p.poly([P(80, 20), P(58, 20), P(80, 42)], ink)
    elif colour == "blue":  # Venus: a ring with a cross
        p.circle(P(50, 38), 20 * s, ink, width=w)
        p.line(P(50, 58), P(50, 86), ink, w)
        p.line(P(38, 72), P(62, 72), ink, w)
    else:  # the Moon: a crescent
        pts = p.arc_pts(*P(50, 50), 28 * s, 28 * s, math.radians(60), math.radians(300), 32)
        inner = p.arc_pts(*P(64, 50), 22 * s, 24 * s, math.radians(290), math.radians(70), 32)
        p.poly(pts + inner, ink)


def render_portents_tile(colour, shape, size=112, k=3):
    """A Bird Sacrifice tile: a bevelled square of glazed clay in its colour, its shape on it."""
    col = PORTENTS_COLOURS[colour]
    ink = PORTENTS_INK[colour]
    p = Pen(100, 100, ss=size * k / 100.0, clear=col)
    p.rrect(4, 6, 92, 92, 12, rgba((0, 0, 0), 120))
    p.rrect(3, 3, 94, 94, 12, shade(col, 0.4))
    p.rrect(3, 2, 94, 92, 12, tint(col, 0.15))
    p.rrect(7, 6, 86, 84, 9, col)
    p.rrect(10, 8, 80, 30, 8, rgba(tint(col, 0.5), 60))
    # a thin inner border and corner dots, like a painted tile
    p.rrect(12, 11, 76, 76, 7, rgba(shade(col, 0.3), 150), width=1.6)
    for x, y in ((17, 16), (83, 16), (17, 82), (83, 82)):
        p.circle((x, y), 2.2, rgba(shade(col, 0.35), 200))
    light = tint(col, 0.35) if colour in ("red", "blue") else shade(col, 0.12)
    _portents_shape_on(p, shape, 50, 50, 0.78, ink, shade(col, 0.55) if colour in ("red", "blue") else light)
    out = pygame.transform.smoothscale(p.surf, (size, size))
    return out


def render_portents_omen(colour, shape, size=64, k=4):
    """An Omen token: a dark disc ringed in its colour, its shape in the colour on it."""
    col = PORTENTS_COLOURS[colour]
    p = icon_pen(size, k, clear=col)
    p.circle((51, 53), 46, rgba((0, 0, 0), 130))
    p.circle((50, 50), 46, shade(col, 0.45))
    p.circle((50, 50), 43, col)
    p.circle((50, 50), 35, (34, 20, 54))
    p.circle((50, 50), 33, (46, 28, 72))
    p.ellipse(40, 34, 14, 7, rgba(WHITE, 40), angle=-0.5)
    _portents_shape_on(p, shape, 50, 51, 0.62, col, (20, 10, 30))
    return icon_result(p)


def render_portents_symbol(colour, size=32, k=4):
    """A colour's symbol in bone on a small dark disc (colour-blind mode)."""
    p = icon_pen(size, k, clear=INK)
    p.circle((50, 50), 48, rgba(INK, 230))
    p.circle((50, 50), 48, BONE, width=5)
    _portents_symbol_on(p, colour, 50, 50, 0.9, BONE, 9)
    return icon_result(p)


def _kitty_on(p, cx, cy, s, hat=False):
    """The king's cat: a black cat's face with amber eyes (and, after its first lap, a wizard hat)."""
    def P(x, y):
        return (cx + (x - 50) * s, cy + (y - 50) * s)

    fur, rim = (30, 22, 40), (120, 96, 150)
    for side in (-1, 1):  # ears
        p.poly([P(50 + side * 36, 44), P(50 + side * 30, 8), P(50 + side * 10, 30)], rim)
        p.poly([P(50 + side * 33, 42), P(50 + side * 29, 13), P(50 + side * 13, 31)], fur)
        p.poly([P(50 + side * 29, 36), P(50 + side * 28, 19), P(50 + side * 18, 31)], (190, 110, 140))
    p.ellipse(*P(50, 56), 40 * s, 33 * s, rim)
    p.ellipse(*P(50, 56), 37 * s, 30 * s, fur)
    for side in (-1, 1):  # eyes
        p.ellipse(*P(50 + side * 15, 50), 9 * s, 8 * s, (255, 190, 40))
        p.ellipse(*P(50 + side * 15, 50), 2.6 * s, 7 * s, (20, 10, 10))
        p.circle(P(50 + side * 15 - 3, 47), 1.8 * s, WHITE)
    p.poly([P(46, 62), P(54, 62), P(50, 67)], (220, 120, 150))
    p.stroke([P(50, 67), P(50, 71)], (200, 180, 210), 1.6 * s)
    p.stroke(p.arc_pts(*P(45, 71), 5 * s, 3 * s, 0, math.pi, 8), (200, 180, 210), 1.6 * s)
    p.stroke(p.arc_pts(*P(55, 71), 5 * s, 3 * s, 0, math.pi, 8), (200, 180, 210), 1.6 * s)
    for side in (-1, 1):
        for dy in (-3, 3):
            p.line(P(50 + side * 22, 66 + dy), P(50 + side * 46, 62 + dy * 2.2), rgba((230, 220, 240), 200), 1.2 * s)
    if hat:
        _hat_on(p, cx, cy - 36 * s, s * 0.9)


def _hat_on(p, cx, cy, s):
    def P(x, y):
        return (cx + (x - 50) * s, cy + (y - 50) * s)

    p.ellipse(*P(50, 66), 40 * s, 9 * s, (60, 30, 110))
    p.poly([P(22, 64), P(78, 64), P(58, 10), P(70, 0), P(48, 6)], (60, 30, 110))
    p.poly([P(26, 62), P(74, 62), P(56, 14), P(66, 5), P(48, 10)], (112, 66, 190))
    p.ellipse(*P(50, 64), 36 * s, 6.5 * s, (130, 84, 210))
    p.rrect(*P(28, 54), 44 * s, 7 * s, 3 * s, MARIGOLD)
    for x, y, r in ((44, 38, 5), (58, 28, 3.5), (50, 22, 2.5)):
        p.poly(star_points(*P(x, y), r * s, r * s * 0.45), GOLD_L)


def render_portents_kitty(size=96, hat=False, k=3):
    """The Kitty's token: the cat on a round token, ringed in gold."""
    p = Pen(100, 100, ss=size * k / 100.0, clear=(40, 24, 60))
    p.circle((51, 54), 46, rgba((0, 0, 0), 130))
    p.circle((50, 52), 46, GOLD_D)
    p.circle((50, 52), 43, GOLD)
    p.circle((50, 52), 39, (70, 40, 104))
    p.circle((50, 52), 36, (94, 58, 140))
    _kitty_on(p, 50, 56, 0.72, hat=False)
    return pygame.transform.smoothscale(p.surf, (size, size))


def render_portents_hat(size=64, k=4):
    p = icon_pen(size, k, clear=(112, 66, 190))
    _hat_on(p, 50, 54, 1.1)
    return icon_result(p)


def render_portents_flame(size=48, k=4):
    p = icon_pen(size, k, clear=FLAME_O)
    p.glow(50, 56, 46, FLAME_O, 150, 1.6)
    flame_on(p, 50, 88, 74, glow=False)
    return icon_result(p)


def render_portents_bag(size=64, k=4):
    """The cloth bag of spare tiles."""
    p = icon_pen(size, k, clear=(120, 70, 40))
    body = [(24, 40), (76, 40), (88, 70), (82, 88), (18, 88), (12, 70)]
    p.poly([(x + 2, y + 3) for x, y in body], rgba((0, 0, 0), 120))
    p.poly([(50 + (x - 50) * 1.06, 64 + (y - 64) * 1.06) for x, y in body], (60, 30, 20))
    p.poly(body, (150, 92, 52))
    p.poly([(30, 44), (70, 44), (78, 62), (22, 62)], (176, 116, 70))
    p.poly([(30, 40), (40, 18), (60, 18), (70, 40)], (60, 30, 20))
    p.poly([(33, 38), (42, 21), (58, 21), (67, 38)], (150, 92, 52))
    p.rrect(26, 34, 48, 8, 4, MAGENTA)
    p.circle((50, 66), 10, rgba(BONE, 200), width=2.5)
    return icon_result(p)


def render_portents_cover():
    """The menu tile of Portents: the altar under the moon, the tiles in a Portent, Omens, the Kitty."""
    W, H = 560, 320
    p = night_sky(W, H, "portents-cover", 2, horizon=(70, 30, 90))
    rng = random.Random("portents-cover")
    village(p, W, 270, rng)
    p.circle((470, 90), 34, (250, 236, 200))
    p.glow(470, 90, 90, (250, 230, 180), 90, 1.6)
    p.glow(W / 2, 210, 220, (255, 150, 60), 110, 1.4)
    # the altar: a stone slab with nine tiles
    x0, y0, step, t = 196, 116, 58, 54
    p.rrect(x0 - 16, y0 - 14, 3 * step + 26, 3 * step + 26, 14, (40, 24, 50))
    p.rrect(x0 - 12, y0 - 10, 3 * step + 18, 3 * step + 18, 12, (96, 70, 110))
    layout = [("yellow", "skull"), ("red", "wing"), ("blue", "claw"),
              ("white", "wishbone"), ("red", "skull"), ("yellow", "wing"),
              ("blue", "wishbone"), ("white", "claw"), ("red", "claw")]
    for i, (c, s) in enumerate(layout):
        tile = render_portents_tile(c, s, size=t * 2, k=2)
        p.blit(tile, x0 + (i % 3) * step + t / 2, y0 + (i // 3) * step + t / 2)
    # a lit offering and the omens on the sides
    p.glow(x0 + step + t / 2, y0 + step + t / 2, 44, FLAME_O, 150, 1.5)
    flame_on(p, x0 + step + t / 2, y0 + step + t - 6, 30, glow=False)
    for i, (c, s) in enumerate((("red", "claw"), ("blue", "skull"), ("yellow", "claw"), ("white", "wing"))):
        om = render_portents_omen(c, s, size=72, k=3)
        xs = (146, 146, 432, 432)[i]
        ys = (150, 240, 150, 240)[i]
        p.blit(om, xs, ys)
    cat = pygame.Surface((1, 1))
    del cat
    kp = Pen(100, 100, ss=p.k * 0.9, clear=(30, 22, 40))
    _kitty_on(kp, 50, 58, 0.9, hat=True)
    p.blit(kp.surf, 486, 250)
    pp = papel_string(W, 64, seed=11, flag_w=36, flag_h=44, sag=10, top=0, k=2,
                      cols=[PURPLE_L, MARIGOLD, TURQ, MAGENTA])
    p.blit(pygame.transform.smoothscale(pp, (W * p.k, 64 * p.k)), 0, 0, anchor="topleft")
    p.glow(W / 2, 80, 170, (190, 120, 255), 100, 1.6)
    p.text("Portents", "display", 64, MARIGOLD_L, W / 2, 78, outline=(70, 20, 110), ow=4,
           shadow=(0, 0, 0, 170), sh_off=(3, 5), max_w=W - 40)
    return p.result()


def portents_sprites():
    """(surface, path) of every Portents sprite."""
    yield render_portents_cover(), "portents/cover.png"
    for colour in PORTENTS_COLOURS:
        for shape in PORTENTS_SHAPES:
            yield render_portents_tile(colour, shape), f"portents/tile_{colour}_{shape}.png"
            yield render_portents_omen(colour, shape), f"portents/omen_{colour}_{shape}.png"
        yield render_portents_symbol(colour), f"portents/symbol_{colour}.png"
    yield render_portents_kitty(), "portents/kitty.png"
    yield render_portents_hat(), "portents/hat.png"
    yield render_portents_flame(), "portents/flame.png"
    yield render_portents_bag(), "portents/bag.png"

# --------------------------------------------------------------------------
# Die of the Dead (Ofrenda Variant): dice of five colours (power dice with a gold rim and skull
# faces), the caskets, token boards and tokens, the marigold steps, the ofrenda boards with their
# incense urns, the preparation board, the City of the Dead, the Round Starter and the menu cover
# --------------------------------------------------------------------------
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
PIP_LAYOUT = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
              4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
              6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


def _dotd_symbol_on(p, colour, cx, cy, r, fill=None, line=INK, ow=None):
    """The colour's shape (colour-blind mode), ``r`` its radius, outlined."""
    shape = DOTD_SHAPES[colour]
    grow = 1.25 if shape in ("heart", "triangle") else 1.0
    draw_shape(p, shape, cx, cy + (r * 0.08 if shape == "triangle" else 0), r * grow,
               fill or DOTD_COLOURS[colour], outline=line, ow=ow if ow is not None else max(0.8, r * 0.22),
               gloss=False, dark=None)


def _dotd_calavera(p, cx, cy, s, eyes=MAGENTA_L, flower=TURQ_L, mark=None, line=INK, simple=False):
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
        _dotd_symbol_on(p, mark, *P(50, 21), 8.5 * s, line=line)


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
        _dotd_calavera(p, cx, cy + 3, 0.9, acc_eye, acc_fl, mark=colour if cb else None, simple=True)
        return pygame.transform.smoothscale(p.surf, p.final)
    for a, b in PIP_LAYOUT[face]:
        px_, py_ = cx + a * d, cy + b * d
        if cb:
            r = 12 if face == 1 else 9.5
            _dotd_symbol_on(p, colour, px_, py_, r, fill=pipc, line=shade(col, 0.65) if colour != "yellow" else INK,
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
    _dotd_symbol_on(p, colour, 50, 51, 27, line=BONE, ow=5)
    return icon_result(p)


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


def _incense_on(p, cx, cy, s, line=INK, glow=True, smoke=True):
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


def _candle_item_on(p, cx, cy, s, line=INK, glow=True):
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
        _leaf(p, cx - 24 * s, cy + 26 * s, 30 * s, 2.6, (50, 130, 60))
        _leaf(p, cx + 24 * s, cy + 26 * s, 30 * s, 0.5, (50, 130, 60))
    p.circle((cx, cy + 2 * s), 42 * s, rgba(line, 200))
    marigold_on(p, cx, cy, 40 * s, seed=31, outline=False, rings=MARI_RINGS[1::2] if small else None,
                petals=10 if small else None)


DOTD_ITEM_DRAW = {"candle": _candle_item_on, "marigold": _marigold_item_on, "bread": _bread_on,
                  "incense": _incense_on}


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
        _dotd_calavera(p, 50, 50, 0.62, MAGENTA_L, TURQ_L)
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

def _pen2(w, h, k=2, clear=(0, 0, 0)):
    """A pen in display units whose result is twice the display size (the sprites' rule)."""
    p = Pen(w, h, ss=2 * k, clear=clear)
    p.final = (int(2 * w), int(2 * h))
    return p


def _result2(p):
    return pygame.transform.smoothscale(p.surf, p.final)


def _mini_die(p, x, y, size, colour, face, line=INK):
    """A small die glyph (board captions): ``colour`` a die colour or an RGB."""
    col = DOTD_COLOURS.get(colour, colour) if isinstance(colour, str) else colour
    pipc = DOTD_PIPS.get(colour, BONE) if isinstance(colour, str) else BONE
    r = size * 0.22
    p.rrect(x - size / 2 - 1, y - size / 2 - 1, size + 2, size + 2, r + 1, line)
    p.rrect(x - size / 2, y - size / 2, size, size, r, col)
    p.rrect(x - size / 2, y - size / 2, size, size * 0.35, r, rgba(WHITE, 40))
    d = size * 0.26
    for a, b in PIP_LAYOUT[face]:
        p.circle((x + a * d, y + b * d), size * (0.13 if face != 1 else 0.17), pipc)


def _step_badge(p, x, y, n, r=9.5):
    """'+n steps': a marigold disc with the number."""
    p.circle((x + 0.6, y + 1.2), r + 1.6, rgba(INK, 160))
    p.circle((x, y), r + 1.3, INK)
    p.circle((x, y), r, MARIGOLD)
    p.circle((x, y - r * 0.2), r * 0.78, MARIGOLD_L)
    p.text(f"+{n}", "black", r * 1.15, INK, x, y + 0.3)


PATTERN_COLOURS = {"same": ((150, 132, 176),) * 4, "different": (MAGENTA_L, TURQ_L, MARIGOLD_L, PURPLE_L),
                   "alternate": (MAGENTA_L, TURQ_L, MAGENTA_L, TURQ_L)}
PATTERN_LETTERS = {"same": "AAAA", "different": "ABCD", "alternate": "ABAB"}


def _pattern_row(p, cx, cy, pattern, sq=11.0, gap=2.0):
    """Four little squares showing a colour pattern (letters too, so it reads without colour)."""
    total = 4 * sq + 3 * gap
    x = cx - total / 2
    for c, letter in zip(PATTERN_COLOURS[pattern], PATTERN_LETTERS[pattern]):
        p.rrect(x - 0.8, cy - sq / 2 - 0.8, sq + 1.6, sq + 1.6, 2.8, INK)
        p.rrect(x, cy - sq / 2, sq, sq, 2.2, c)
        p.text(letter, "black", sq * 0.78, INK, x + sq / 2, cy + 0.2)
        x += sq + gap


def _caption_chip(p, rect, lines, steps, pattern=None):
    """One scoring requirement: an optional colour pattern, one or two words, the steps it gives."""
    x, y, w, h = rect
    # printed on the board (a faint band, no frame): it must not look like a cell a die could fill
    p.rrect(x, y, w, h, 10, rgba((255, 236, 200), 16))
    p.stroke([(x + 8, y + h - 1), (x + w - 8, y + h - 1)], rgba(GOLD, 110), 1)
    n = len(lines) + (1 if pattern else 0)
    row_h = 12.5
    top = y + h / 2 - (n * row_h) / 2 + row_h / 2 - 1
    i = 0
    if pattern:
        _pattern_row(p, x + w / 2 - 5, top, pattern)
        i += 1
    for line in lines:
        p.text(line, "black", 10.5, BONE, x + w / 2 - 5, top + i * row_h, max_w=w - 22)
        i += 1
    _step_badge(p, x + w - 3, y + 3, steps, r=8)


def _cell_well(p, x, y, s, tint_col, alpha=255):
    """A recessed square where a die sits."""
    p.rrect(x, y, s, s, 9, rgba((8, 4, 16), 170))
    p.rrect(x + 1.2, y + 2, s - 2.4, s - 3.2, 8, rgba(mix(tint_col, (30, 16, 44), 0.72), alpha))
    p.rrect(x, y, s, s, 9, rgba(tint(tint_col, 0.25), 150), 1.2)
    p.stroke([(x + 8, y + s - 1), (x + s - 8, y + s - 1)], rgba(WHITE, 50), 1)


def _item_mark(p, item, cx, cy, s, alpha=90):
    """An item painted faintly on a cell (drawn on its own layer so it can fade)."""
    size = int(round(100 * s * p.k))
    q = Pen(100, 100, ss=size / 100.0, clear=DOTD_ITEM_COLOURS[item])
    DOTD_ITEM_DRAW[item](q, 50, 50, 0.9, glow=False)
    q.surf.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    p.blit(q.surf, cx, cy)


def _item_badge(p, item, cx, cy, r):
    """A section's round badge: the item on a disc of its colour."""
    col = DOTD_ITEM_COLOURS[item]
    p.circle((cx + 0.8, cy + 1.6), r + 2, rgba(INK, 170))
    p.circle((cx, cy), r + 2, INK)
    p.circle((cx, cy), r, GOLD)
    p.circle((cx, cy), r - 2.2, mix(col, (40, 22, 58), 0.55))
    DOTD_ITEM_DRAW[item](p, cx, cy, (r - 3) / 48, glow=False)


def _frame_board(p, W, H, base, frame, radius=18):
    """A painted board: dark cloth, an embroidered frame in ``frame`` colour."""
    p.rrect(0, 2, W, H - 2, radius, rgba(INK, 200))
    p.rrect(0, 0, W, H - 3, radius, shade(frame, 0.35))
    p.rrect(2, 2, W - 4, H - 7, radius - 2, frame)
    p.rrect(6, 6, W - 12, H - 15, radius - 5, base)
    p.rrect(6, 6, W - 12, H - 15, radius - 5, rgba(tint(frame, 0.3), 200), 1.2)
    p.rrect(10, 10, W - 20, H - 23, radius - 8, rgba(GOLD, 110), 0.8)


# ---- the ofrenda board: the 12 outer cells of a 4x4 grid and the scoring captions round it
OFR_W, OFR_H = 440, 378
OFR_X0, OFR_Y0, OFR_CELL = 96, 65, 62


def dotd_ofrenda_cells():
    """(row, col, items) of the 12 cells, clockwise from the top-left corner (data/dotd/ofrenda.yaml's
    order); items: top = marigold, right = incense, bottom = candle, left = bread (two at a corner)."""
    ring = [(0, c) for c in range(4)] + [(r, 3) for r in (1, 2)] + [(3, c) for c in (3, 2, 1, 0)] + \
           [(r, 0) for r in (2, 1)]
    cells = []
    for r, c in ring:
        items = []
        if r == 0:
            items.append("marigold")
        if c == 3:
            items.append("incense")
        if r == 3:
            items.append("candle")
        if c == 0:
            items.append("bread")
        cells.append((r, c, tuple(items)))
    return cells


def dotd_item_names():
    """{item: its name on the boards (the plural)}, from data/dotd/components.yaml."""
    d = yaml.safe_load((ROOT / "data" / "dotd" / "components.yaml").read_text(encoding="utf-8"))
    return {i["id"]: i["plural"] for i in d["items"]}


def dotd_urns():
    """{board number: ((colour, value) of the upper urn, (colour, value) of the lower)}, from
    data/dotd/ofrenda.yaml: the urns sit on the incense side's own cells (rows 1 and 2 of column 3)."""
    d = yaml.safe_load((ROOT / "data" / "dotd" / "ofrenda.yaml").read_text(encoding="utf-8"))
    boards = {}
    for b in d["boards"]:
        urns = [None, None]
        for u in b["urns"]:
            row, col = d["cells"][u["cell"]]
            if col != 3 or row not in (1, 2):
                raise ValueError(f"board {b['number']}: the art puts urns on the incense side's own cells only")
            urns[row - 1] = (u["colour"], int(u["value"]))
        boards[int(b["number"])] = tuple(urns)
    return boards


def dotd_urn_rect(i):
    """Where urn ``i`` (0: the upper own incense cell, 1: the lower) lies on the board, in display
    units: its cell and the plaque beside it in the right margin."""
    return (OFR_X0 + 3 * OFR_CELL, OFR_Y0 + (1 + i) * OFR_CELL, OFR_CELL + OFR_W - OFR_X0 - 4 * OFR_CELL, OFR_CELL)


def render_dotd_urn(colour, value, k=2):
    """An incense urn printed on an ofrenda board, laid over the board at dotd_urn_rect(i): a ring
    round its cell in the urn's colour, and beside it the urn with the die it wants (colour, value)."""
    W, H = dotd_urn_rect(0)[2:]
    col = DOTD_COLOURS[colour]
    p = _pen2(W, H, k, clear=col)
    C = OFR_CELL
    p.rrect(1.5, 1.5, C - 3, C - 3, 10, INK, 4.6)
    p.rrect(2, 2, C - 4, C - 4, 10, col, 3)
    cx, cy = C + (W - C) / 2 - 3, H / 2
    p.poly([(C - 1, cy - 7), (cx - 40, cy - 9), (cx - 40, cy + 9), (C - 1, cy + 7)], rgba(INK, 220))
    p.poly([(C - 2, cy - 4.5), (cx - 38, cy - 6), (cx - 38, cy + 6), (C - 2, cy + 4.5)], col)
    p.rrect(cx - 41, cy - 26, 82, 54, 9, rgba(INK, 160))
    p.rrect(cx - 41, cy - 28, 82, 54, 9, mix(col, (40, 22, 58), 0.6))
    p.rrect(cx - 41, cy - 28, 82, 54, 9, tint(col, 0.3), 1.6)
    _incense_on(p, cx - 17, cy - 2, 0.44, smoke=False, glow=False)
    _mini_die(p, cx + 17, cy - 4, 24, colour, value)
    _dotd_symbol_on(p, colour, cx + 32, cy + 16, 5.2, line=BONE, ow=1.1)
    _step_badge(p, cx + 34, cy - 23, 1, r=7.5)
    return _result2(p)


def render_dotd_ofrenda_frame(colour, k=2):
    """The rim of an ofrenda board in its player's colour, laid over the board's gold rim."""
    W, H = OFR_W, OFR_H
    col = DOTD_COLOURS[colour]
    p = _pen2(W, H, k, clear=col)
    p.rrect(0, 0, W, H - 3, 18, shade(col, 0.4), 8)
    p.rrect(1.5, 1.5, W - 3, H - 6, 17, col, 5)
    p.rrect(2.5, 2.5, W - 5, H - 8, 16, rgba(tint(col, 0.35), 220), 1.2)
    p.rrect(4.2, 4.2, W - 8.4, H - 11.4, 15, rgba(BONE, 120), 0.8)
    return _result2(p)


def render_dotd_ofrenda(k=2):
    """An ofrenda board (every board's common art): the 12 cells (the corners split between their two
    sides), each section's badge and scoring captions, the altar painted in the middle. The urns
    (render_dotd_urn) and the player's rim (render_dotd_ofrenda_frame) are laid over it."""
    W, H = OFR_W, OFR_H
    p = _pen2(W, H, k, clear=(40, 22, 58))
    base = (40, 22, 58)
    _frame_board(p, W, H, base, GOLD_D)
    # the centre: a little altar under an arch (the 2x2 hole of the grid)
    cx0, cy0 = OFR_X0 + OFR_CELL, OFR_Y0 + OFR_CELL
    s2 = 2 * OFR_CELL
    p.rrect(cx0 + 4, cy0 + 4, s2 - 8, s2 - 8, 12, (28, 14, 42))
    p.glow(cx0 + s2 / 2, cy0 + s2 / 2 + 10, 56, (255, 150, 60), 80, 1.4)
    arch = window_points(cx0 + 22, cy0 + 14, s2 - 44, s2 - 34, ry=36)
    p.poly(arch, (64, 30, 82))
    p.stroke(arch, rgba(MARIGOLD_L, 200), 1.6, closed=True)
    for i in range(7):  # a string of papel picado across the arch
        x = cx0 + 12 + i * 16.5
        c = PAPEL_COLS[i % len(PAPEL_COLS)]
        yy = cy0 + 12 + 3 * math.sin(i / 6 * math.pi)
        p.poly([(x, yy), (x + 12, yy), (x + 12, yy + 11), (x + 6, yy + 14), (x, yy + 11)], c)
        p.circle((x + 6, yy + 6), 2, (28, 14, 42))
    _dotd_calavera(p, cx0 + s2 / 2, cy0 + s2 / 2 + 2, 0.48, MAGENTA_L, TURQ_L)
    for side in (-1, 1):
        _candle_item_on(p, cx0 + s2 / 2 + side * 41, cy0 + s2 - 34, 0.34, glow=False)
    for i in range(4):
        marigold_on(p, cx0 + 26 + i * 24, cy0 + s2 - 11, 8.5, seed=40 + i, outline=False)
    # the cells
    for r, c, items in dotd_ofrenda_cells():
        x, y, s = OFR_X0 + c * OFR_CELL + 3, OFR_Y0 + r * OFR_CELL + 3, OFR_CELL - 6
        if len(items) == 1:
            _cell_well(p, x, y, s, DOTD_ITEM_COLOURS[items[0]])
            _item_mark(p, items[0], x + s / 2, y + s / 2, 0.34, 80)
            continue
        # a shared corner: split along the diagonal, each half tinted and marked with its side's item
        _cell_well(p, x, y, s, DOTD_ITEM_COLOURS[items[0]])
        vert = "marigold" if r == 0 else "candle"
        side = [it for it in items if it != vert][0]
        if (r, c) in ((0, 0), (3, 3)):
            half_side = [(x + 2, y + 4), (x + s - 4, y + s - 2), (x + 4, y + s - 2), (x + 2, y + s - 4)]
        else:
            half_side = [(x + s - 2, y + 4), (x + 4, y + s - 2), (x + s - 4, y + s - 2), (x + s - 2, y + s - 4)]
        if r == 3:  # the bottom corners: the side's half is the upper one
            half_side = [(2 * x + s - px_, 2 * y + s - py_) for px_, py_ in half_side]
        p.poly(half_side, rgba(mix(DOTD_ITEM_COLOURS[side], (30, 16, 44), 0.72), 255))
        p.stroke([half_side[0], half_side[1]], rgba(BONE, 80), 1.2)
        hx = sum(q[0] for q in half_side) / 4
        hy = sum(q[1] for q in half_side) / 4
        vx, vy = 2 * (x + s / 2) - hx, 2 * (y + s / 2) - hy
        _item_mark(p, vert, vx, vy, 0.25, 100)
        _item_mark(p, side, hx, hy, 0.25, 100)
    # section badges in the corners, a pinwheel: each at the start of its side's captions
    names = dotd_item_names()
    for item, x, y, ty in (("marigold", 50, 29, 56), ("incense", W - 50, 29, 56), ("candle", W - 50, H - 40, H - 67),
                           ("bread", 50, H - 40, H - 67)):
        _item_badge(p, item, x, y, 18)
        p.text(names[item], "black", 10.5, tint(DOTD_ITEM_COLOURS[item], 0.3), x, ty, outline=INK, ow=1)
    # the captions: marigold along the top, candle along the bottom (three each)
    chip_w, chip_h = 76, 50
    xs = [OFR_X0 + 4 + i * (chip_w + 6) for i in range(3)]
    top_chips = [(["run of 2"], 2, "alternate"), (["run of 3"], 1, None), (["run of 4"], 1, None)]
    bottom_chips = [(["2 alike"], 2, "different"), (["3 alike"], 1, None), (["4 alike"], 1, None)]
    for x, (lines, steps, pat) in zip(xs, top_chips):
        _caption_chip(p, (x, 13, chip_w, chip_h - 3), lines, steps, pat)
    for x, (lines, steps, pat) in zip(xs, bottom_chips):
        _caption_chip(p, (x, H - 15 - chip_h - 2, chip_w, chip_h), lines, steps, pat)
    # bread down the left side
    side_w = 80
    left_chips = [(["total > 10"], 2, "same"), (["total > 16"], 1, None), (["total = 16"], 2, None)]
    for i, (lines, steps, pat) in enumerate(left_chips):
        _caption_chip(p, (12, OFR_Y0 + 8 + i * 80, side_w - 4, 66), lines, steps, pat)
    # incense down the right side: the colours-and-values part level with the top corner, the urns'
    # places (their plaques are laid over them), and how the urns score
    _caption_chip(p, (W - 12 - side_w, OFR_Y0 + 4, side_w - 4, 54), ["values differ"], 2, "different")
    for i in range(2):
        ux, uy, uw, uh = dotd_urn_rect(i)
        p.rrect(ux + OFR_CELL + 6, uy + 5, uw - OFR_CELL - 12, uh - 10, 9, rgba((8, 4, 16), 110))
    p.text("urn match", "black", 10, BONE, W - 10 - side_w / 2, OFR_Y0 + 3 * OFR_CELL + 22)
    p.text("+1 each", "bold", 10, MARIGOLD_L, W - 10 - side_w / 2, OFR_Y0 + 3 * OFR_CELL + 36)
    return _result2(p)


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
    p = _pen2(W, H, k, clear=lacquer)
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
        _dotd_calavera(p, W / 2, 33, 0.36, acc, MARIGOLD_L)
        for side in (-1, 1):
            _dotd_calavera(p, W / 2 + side * 36, 44, 0.17, acc2, MARIGOLD_L, simple=True)
            _folk_flower(p, W / 2 + side * 20, 58, 6, acc2)
            _leaf(p, W / 2 + side * 28, 60, 9, math.pi / 2 - side * 0.9, (76, 170, 96))
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
        return _result2(p)
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
    return _result2(p)


def render_dotd_casket_glow(k=2):
    """A soft marigold halo in the casket's shape: drawn behind a casket that can be chosen (at 1x:
    it is blurred anyway, and scales up unchanged)."""
    pad = 16
    W, H = CASKET_W + 2 * pad, CASKET_H + 2 * pad
    p = _pen2(W, H, k, clear=MARIGOLD_L)
    p.final = (W, H)
    body = _coffin(8 + pad, 14 + pad, CASKET_W - 16, CASKET_H - 16)
    for i in range(12, 0, -1):
        p.poly(_inset(body, -i * 1.3), rgba(MARIGOLD_L, int(18 + (12 - i) * 5)))
    s = _result2(p)
    return pygame.transform.gaussian_blur(s, 3)


# ---- token boards (in front of the caskets: they name each casket's item) and the hand of tokens
TOKEN_BOARD_W, TOKEN_BOARD_H = 148, 46


def render_dotd_token_board(item, k=2):
    """A token board: the item's badge, its name, and the round hollow where its tokens are piled."""
    W, H = TOKEN_BOARD_W, TOKEN_BOARD_H
    col = DOTD_ITEM_COLOURS[item]
    p = _pen2(W, H, k, clear=col)
    p.rrect(0, 2, W, H - 2, 12, rgba(INK, 170))
    p.rrect(0, 0, W, H - 3, 12, GOLD_D)
    p.rrect(1.5, 1.5, W - 3, H - 6, 11, mix(col, (44, 22, 60), 0.62))
    p.rrect(4, 4, W - 8, H - 11, 9, rgba(tint(col, 0.25), 150), 1)
    for i in range(8):
        p.poly(shape_points("diamond", 50 + i * 7, H - 9, 1.6), rgba(col, 170))
    _item_badge(p, item, 22, (H - 3) / 2, 15)
    p.text(dotd_item_names()[item], "display", 17, tint(col, 0.35) if item != "candle" else BONE, 72, 17,
           outline=INK, ow=1.2, max_w=62)
    p.circle((W - 24, (H - 3) / 2 + 0.5), 17.5, rgba((6, 2, 12), 150))
    p.circle((W - 24, (H - 3) / 2), 17.5, rgba(tint(col, 0.3), 170), 1.2)
    return _result2(p)


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
    p = _pen2(W, H, k, clear=NIGHT1)
    p.rrect(0, 2, W, H - 2, 16, rgba(INK, 190))
    p.rrect(0, 0, W, H - 3, 16, GOLD_D)
    p.rrect(2, 2, W - 4, H - 7, 14, (38, 22, 56))
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
    p.text("start", "italic", 13, (120, 96, 140), sx + sw / 2, sy + sh / 2)
    for i in range(9):
        x = 8 + i * 22.5
        for j in range(8):
            a = 2 * math.pi * j / 8 + i
            p.circle((x + 4.2 * math.cos(a), H - 6 + 4.2 * math.sin(a)), 2.8, (240, 130, 24) if j % 2 else MARIGOLD_L)
        p.circle((x, H - 6), 2.2, (214, 110, 14))
    return _result2(p)


DOTD_SQUARES = ("candle", "marigold", "bread", "incense", "skull", "face", "blank")


def render_dotd_square(kind, k=3):
    """A square of the steps with its bonus: a token's item, 'skull' (turn a power die to its
    calavera), 'face' (set a normal die on the preparation board to any face), or 'blank'."""
    S = STEPS_SQ
    p = _pen2(S, S, k, clear=BONE)
    p.rrect(0, 0, S, S, 7, (226, 176, 120))
    p.rrect(1.2, 1.2, S - 2.4, S - 2.4, 6, (246, 214, 166))
    p.rrect(1.2, 1.2, S - 2.4, S - 2.4, 6, rgba((150, 80, 40), 200), 1)
    if kind in DOTD_ITEMS:
        DOTD_ITEM_DRAW[kind](p, S / 2, S / 2 + 0.5, 0.3)
    elif kind == "skull":
        p.rrect(7, 7, S - 14, S - 14, 6, INK)
        p.rrect(8.2, 8.2, S - 16.4, S - 16.4, 5, GOLD)
        p.rrect(10, 10, S - 20, S - 20, 4, (80, 60, 110))
        _dotd_calavera(p, S / 2, S / 2 + 0.5, 0.2, MAGENTA_L, TURQ_L, simple=True)
    elif kind == "face":
        p.rrect(7, 7, S - 14, S - 14, 5, INK)
        p.rrect(8.2, 8.2, S - 16.4, S - 16.4, 4.5, (252, 247, 236))
        p.text("?", "black", 17, MAGENTA, S / 2, S / 2 + 0.5)
        pts = p.arc_pts(S / 2, S / 2, 15, 15, math.radians(205), math.radians(325), 12)
        p.stroke(pts, INK, 3.2)
        p.stroke(pts, MARIGOLD, 1.8)
        ex, ey = pts[-1]
        p.poly([(ex - 1, ey - 4), (ex + 4.5, ey + 1.5), (ex - 3, ey + 3)], INK)
    return _result2(p)  # blank: nothing (no flower: it would read as a marigold token)


# ---- the City of the Dead, the preparation board, the Round Starter
CITY_W, CITY_H = 196, 218


def dotd_city_spot(i):
    """Spot ``i`` (0-24, row by row) of the City of the Dead board, in display units."""
    r, c = divmod(i, 5)
    return (16 + c * 34, 50 + r * 32, 30, 30)


def render_dotd_city(k=2):
    """The City of the Dead: its name over the cemetery town at night, a wall of 25 niches for dice."""
    W, H = CITY_W, CITY_H
    p = _pen2(W, H, k, clear=NIGHT1)
    p.rrect(0, 2, W, H - 2, 16, rgba(INK, 190))
    p.rrect(0, 0, W, H - 3, 16, GOLD_D)
    p.rrect(2, 2, W - 4, H - 7, 14, NIGHT0)
    p.surf.blit(vgradient((W - 8) * p.k, 44 * p.k, [(0, NIGHT0), (1, (84, 36, 96))]), (4 * p.k, 4 * p.k))
    rng = random.Random("city")
    for _ in range(22):
        p.circle((rng.uniform(8, W - 8), rng.uniform(6, 34)), rng.choice((0.6, 0.8, 1.1)), rgba((255, 244, 220), 200))
    # the skyline: tombs, crosses, a chapel with a lit window
    sil = (22, 10, 34)
    base = 47
    for x, w, h, roof in ((6, 18, 10, "gable"), (26, 12, 14, "cross"), (40, 20, 8, "flat"), (62, 28, 16, "dome"),
                          (92, 14, 11, "cross"), (108, 22, 9, "gable"), (132, 14, 15, "cross"), (148, 20, 8, "gable"),
                          (170, 20, 12, "flat")):
        p.rrect(x, base - h, w, h + 4, 1, sil)
        if roof == "gable":
            p.poly([(x - 2, base - h), (x + w / 2, base - h - 7), (x + w + 2, base - h)], sil)
        elif roof == "dome":
            p.ellipse(x + w / 2, base - h, w / 2 - 2, 8, sil)
            p.rrect(x + w / 2 - 1, base - h - 16, 2, 9, 0, sil)
            p.rrect(x + w / 2 - 3.5, base - h - 13, 7, 2, 0, sil)
            p.poly(window_points(x + w / 2 - 3, base - h + 3, 6, 9, ry=3), (255, 190, 100))
        elif roof == "cross":
            p.rrect(x + w / 2 - 1, base - h - 9, 2.4, 9, 0, sil)
            p.rrect(x + w / 2 - 3.6, base - h - 6.5, 7.6, 2, 0, sil)
    p.glow(76, 40, 26, (255, 160, 60), 80, 1.5)
    p.text("City of the Dead", "display", 17, MARIGOLD_L, W / 2, 15, outline=(90, 20, 60), ow=1.6, max_w=W - 30)
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
    return _result2(p)


PREP_W, PREP_H = 250, 96


def dotd_prep_space(i):
    """Space ``i`` (0-2) of the preparation board, in display units."""
    return (15 + i * 78, 25, 64, 64)


def render_dotd_prep(k=2):
    """The preparation board: an embroidered cloth on a tray, three spaces for drafted dice."""
    W, H = PREP_W, PREP_H
    p = _pen2(W, H, k, clear=WOOD)
    p.rrect(0, 2, W, H - 2, 14, rgba(INK, 180))
    p.rrect(0, 0, W, H - 3, 14, WOOD_D)
    p.rrect(2, 2, W - 4, H - 7, 12, WOOD_L)
    p.rrect(6, 6, W - 12, H - 15, 9, (120, 32, 84))
    p.rrect(6, 6, W - 12, H - 15, 9, rgba(MARIGOLD_L, 170), 1.2)
    for i in range(int((W - 30) / 12)):
        p.poly(shape_points("diamond", 16 + i * 12, 10, 1.8), rgba((MAGENTA_L, TURQ_L, MARIGOLD_L)[i % 3], 220))
    p.text("Preparation", "display", 13, MARIGOLD_L, W / 2, 17, outline=INK, ow=1, max_w=W - 40)
    for i in range(3):
        x, y, w, h = dotd_prep_space(i)
        _cell_well(p, x, y, w, (200, 90, 150))
        embroidery_motif(p, x + w / 2, y + h / 2, 9, (MAGENTA_L, TURQ_L), 80)
    return _result2(p)


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
    _dotd_calavera(p, 50, 56, 0.46, TURQ_L, MARIGOLD_L, simple=True)
    crown = [(32, 30), (30, 14), (40, 22), (50, 8), (60, 22), (70, 14), (68, 30)]
    p.poly([(50 + (x - 50) * 1.12, 22 + (y - 22) * 1.12) for x, y in crown], INK)
    p.poly(crown, GOLD_L)
    for x, y in ((30, 14), (50, 8), (70, 14)):
        p.circle((x, y), 2.6, MAGENTA_L)
    return icon_result(p)


def render_dotd_cover():
    """The menu tile of Die of the Dead: the caskets under papel picado, dice spilling, the steps."""
    W, H = 560, 320
    p = night_sky(W, H, "dotd-cover", 2, horizon=(90, 34, 80))
    rng = random.Random("dotd-cover")
    village(p, W, 262, rng)
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
        _candle_item_on(p, 125 + i * 94, 246, 0.3)
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
    pp = papel_string(W, 64, seed=7, flag_w=36, flag_h=44, sag=10, top=0, k=2,
                      cols=[MAGENTA_L, MARIGOLD, TURQ, PURPLE_L, (76, 190, 96)])
    p.blit(pygame.transform.smoothscale(pp, (W * p.k, 64 * p.k)), 0, 0, anchor="topleft")
    p.glow(W / 2, 96, 190, (255, 160, 60), 110, 1.6)
    p.text("Die of the Dead", "display", 58, MARIGOLD_L, W / 2, 92, outline=(120, 20, 70), ow=4,
           shadow=(0, 0, 0, 170), sh_off=(3, 5), max_w=W - 40)
    p.text("Ofrenda Variant", "bold", 20, BONE, W / 2, 142, outline=(60, 16, 60), ow=2)
    out = pygame.Surface((W, H))  # opaque: a smaller file
    out.blit(p.result(), (0, 0))
    return out


def dotd_sprites():
    """(surface, path) of every Die of the Dead sprite."""
    yield render_dotd_cover(), "dotd/cover.png"
    for colour in DOTD_COLOURS:
        for cb in (False, True):
            tail = "_cb" if cb else ""
            for face in range(1, 7):
                yield render_dotd_die(colour, face, False, cb), f"dice/dotd_{colour}_{face}{tail}.png"
            for face in DOTD_POWER_FACES:
                name = "skull" if face == 0 else face
                yield render_dotd_die(colour, face, True, cb), f"dice/dotd_{colour}_power_{name}{tail}.png"
        yield render_dotd_symbol(colour), f"dotd/symbol_{colour}.png"
        yield render_dotd_ofrenda_frame(colour), f"dotd/ofrenda_frame_{colour}.png"
    yield render_dotd_ofrenda(), "dotd/ofrenda.png"
    urns = sorted({u for pair in dotd_urns().values() for u in pair})
    for colour, value in urns:
        yield render_dotd_urn(colour, value), f"dotd/urn_{colour}_{value}.png"
    for item in DOTD_ITEMS:
        yield render_dotd_token(item), f"dotd/token_{item}.png"
        yield render_dotd_icon(item), f"dotd/icon_{item}.png"
        yield render_dotd_token_board(item), f"dotd/token_board_{item}.png"
    for kind in ("skull", "face"):
        yield render_dotd_bonus(kind, 48), f"dotd/icon_{kind}.png"
    yield render_dotd_step_icon(), "dotd/icon_step.png"
    for kind in DOTD_SQUARES:
        yield render_dotd_square(kind), f"dotd/square_{kind}.png"
    yield render_dotd_steps(), "dotd/steps.png"
    for i in range(4):
        yield render_dotd_casket(i), f"dotd/casket_{i + 1}.png"
        yield render_dotd_casket(i, open_=True), f"dotd/casket_{i + 1}_open.png"
    yield render_dotd_casket_glow(), "dotd/casket_glow.png"
    yield render_dotd_city(), "dotd/city.png"
    yield render_dotd_prep(), "dotd/preparation.png"
    yield render_dotd_round_starter(), "dotd/round_starter.png"


# --------------------------------------------------------------------------
# main
# --------------------------------------------------------------------------
def menu_backdrops():
    """The main menu's unchanging backdrop (background, title, subtitle, divider) for its two layouts,
    drawn by the menu's own code (scenes.menu.paint_backdrop) over ui/background.png: the menu's first
    frame decodes this one picture instead of drawing the lettering. Run after ui/background.png."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from scenes import backdrop
    from scenes.assets import Assets
    from scenes.menu import BACKDROP_SPRITES, paint_backdrop

    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))  # the pixel formats the game draws in
    backdrop.clear_cache()  # ui/background.png may have just been written
    assets = Assets(ASSETS)
    for large, rel in BACKDROP_SPRITES.items():
        yield paint_backdrop(assets, large), rel


def save(surf, rel):
    path = OUT / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))
    return path


def load_data():
    pdata = yaml.safe_load((DATA / "portraits.yaml").read_text(encoding="utf-8"))
    cdata = yaml.safe_load((DATA / "candles.yaml").read_text(encoding="utf-8"))
    Ctx.branches = {b["id"]: b for b in pdata["branches"]}
    Ctx.branch_order = [b["id"] for b in pdata["branches"]]
    Ctx.offerings = [o["id"] for o in pdata["offerings"]]
    return pdata, cdata


def main(argv=None) -> int:
    """Write every sprite; ``--only oaxaca`` (or ``portents``, ``dotd``) writes just that game's, ``--only menu``
    the main menu's backdrop (the rest stays untouched)."""
    argv = list(argv or [])
    t0 = time.perf_counter()
    pygame.init()
    install_fonts()
    if argv[:2] == ["--only", "oaxaca"]:
        done = [save(surf, rel) for surf, rel in oaxaca_sprites()]
        print(f"wrote {len(done)} Oaxaca sprites in {time.perf_counter() - t0:.1f} s")
        return 0
    if argv[:2] == ["--only", "portents"]:
        done = [save(surf, rel) for surf, rel in portents_sprites()]
        print(f"wrote {len(done)} Portents sprites in {time.perf_counter() - t0:.1f} s")
        return 0
    if argv[:2] == ["--only", "menu"]:
        done = [save(surf, rel) for surf, rel in menu_backdrops()]
        print(f"wrote the menu's backdrop ({sum(p.stat().st_size for p in done) / 1e6:.2f} MB) "
              f"in {time.perf_counter() - t0:.1f} s")
        return 0
    if argv[:2] == ["--only", "dotd"]:
        done = [save(surf, rel) for surf, rel in dotd_sprites()]
        total = sum(p.stat().st_size for p in done)
        print(f"wrote {len(done)} Die of the Dead sprites ({total / 1e6:.2f} MB) in {time.perf_counter() - t0:.1f} s")
        return 0
    pdata, cdata = load_data()
    written = []

    def out(surf, rel):
        written.append(save(surf, rel))

    # portraits
    lit_cache = []
    for card in pdata["portraits"]:
        out(render_portrait(card, False), f"ofrenda/portrait/{card['id']}.png")
        lit = render_portrait(card, True)
        out(lit, f"ofrenda/portrait/{card['id']}_lit.png")
        lit_cache.append(lit)
    out(render_back(), "ofrenda/portrait_back.png")
    # candles
    for c in cdata["candles"]:
        out(render_candle(c, False), f"ofrenda/candle/{c['id']}.png")
        out(render_candle(c, True), f"ofrenda/candle/{c['id']}_lit.png")
    # board pieces
    out(render_marigold(96), "ofrenda/marigold.png")
    out(render_marigold(48), "ofrenda/marigold_small.png")
    for kind in ("empty", "golden", "gain", "cost"):
        out(render_slot(kind), f"ofrenda/slot_{kind}.png")
    out(render_deco_slot("candle"), "ofrenda/slot_candle.png")
    out(render_deco_slot("marigold"), "ofrenda/slot_marigold.png")
    out(render_board(), "ofrenda/board.png")
    out(render_family_board(), "ofrenda/family_board.png")
    out(render_abuela(), "ofrenda/abuela.png")
    pick = [lit_cache[i] for i in (0, 14, 27, 40, 53, 6, 20, 33, 46, 59, 3, 17)]
    out(render_cover(pick, cdata["candles"]), "ofrenda/cover.png")
    out(render_muertos_cover(), "muertos/cover.png")
    for surf, rel in oaxaca_sprites():
        out(surf, rel)
    for surf, rel in portents_sprites():
        out(surf, rel)
    for surf, rel in dotd_sprites():
        out(surf, rel)
    # dice
    for n in range(1, 7):
        out(render_die(n), f"dice/d6_{n}.png")
    out(render_die(0), "dice/d6_blank.png")
    # icons
    for b in pdata["branches"]:
        out(branch_icon(64, b["shape"], hexc(b["colour"])), f"icons/branch_{b['id']}.png")
    for o in pdata["offerings"]:
        out(offering_icon(64, o["id"]), f"icons/offering_{o['id']}.png")
    out(render_marigold(48, seed=8), "icons/marigold.png")
    out(hourglass_icon(48), "icons/hourglass.png")
    out(candle_icon(48), "icons/candle.png")
    out(lit_portrait_icon(48), "icons/lit.png")
    out(seed_icon(48), "icons/seed.png")
    for name, fn in (("undo", _undo), ("redo", _redo), ("save", _save), ("hint", _hint), ("menu", _menu), ("rules", _rules)):
        out(line_icon(fn)(48), f"icons/{name}.png")
    # ui
    out(render_background(), "ui/background.png")
    for surf, rel in menu_backdrops():
        out(surf, rel)
    out(render_table(), "ui/table.png")
    out(papel_string(1280, 90, seed=1, flag_w=62, flag_h=72, sag=4, top=4), "ui/papel_picado.png")
    out(render_panel(), "ui/panel.png")
    out(render_app_icon(), "ui/icon.png")

    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} sprites ({total / 1e6:.2f} MB) to {OUT.relative_to(ROOT)} "
          f"in {time.perf_counter() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
