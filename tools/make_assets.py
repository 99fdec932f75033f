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
