"""The Pen (a supersampled drawing surface), icon canvases and the shared shapes (the branches' shapes,
stars, the arched window)."""
from __future__ import annotations

import math

import pygame

from art.common import BONE, INK, new_surface, radial_sprite, rgba, shade, text_surface, tint


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
def heart_point(t):
    """The point at ``t`` (0 to 2 pi) of the classic heart curve: about 32 units wide, its tip down (+y)."""
    x = 16 * math.sin(t) ** 3
    y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
    return x, y


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
            x, y = heart_point(2 * math.pi * i / 72)
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


ARCH_RY = 48


def window_points(x, y, w, h, ry=ARCH_RY, inset=0.0):
    x, y, w, h = x + inset, y + inset, w - 2 * inset, h - 2 * inset
    rx = w / 2
    ry = max(4, ry - inset * 0.6)
    pts = [(x + rx + rx * math.cos(a), y + ry + ry * math.sin(a))
           for a in [math.pi + math.pi * i / 40 for i in range(41)]]
    pts += [(x + w, y + h), (x, y + h)]
    return pts


def star_points(cx, cy, r1, r2, n=5, rot=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r1 if i % 2 == 0 else r2
        a = rot + math.pi * i / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts
