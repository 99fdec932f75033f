"""Small cached drawing helpers shared by the play scenes: panels, soft shadows, glows, badges.

Everything returned is cached by size and colour, so drawing a frame only blits.
"""
from __future__ import annotations

import math

import pygame

from scenes.assets import PALETTE
from scenes.picture_cache import MB, SurfaceCache
from scenes.widgets import text as T

_CACHE = SurfaceCache(1500, max_bytes=20 * MB)  # panels, shadows, glows


def _cached(key: tuple, make) -> pygame.Surface:
    """The surface for ``key``, made once (kept while it is among the most recently used)."""
    return _CACHE.make(key, make)


def rrect_surface(size: tuple[int, int], colour, radius: int = 10, width: int = 0) -> pygame.Surface:
    """A rounded rectangle (RGBA colour allowed) on a transparent surface."""
    colour = tuple(colour)
    size = (max(1, int(size[0])), max(1, int(size[1])))

    def make():
        surf = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surf, colour, surf.get_rect(), width=width, border_radius=radius)
        return surf
    return _cached(("rr", size, colour, radius, width), make)


def rrect(surface: pygame.Surface, rect, colour, radius: int = 10, width: int = 0) -> None:
    rect = pygame.Rect(rect)
    if len(colour) == 4 and colour[3] < 255:
        surface.blit(rrect_surface(rect.size, colour, radius, width), rect)
    else:
        pygame.draw.rect(surface, colour[:3], rect, width=width, border_radius=radius)


def gradient_rrect(size, top, bottom, radius: int = 10) -> pygame.Surface:
    """A vertical gradient clipped to a rounded rectangle."""
    size = (max(1, int(size[0])), max(1, int(size[1])))

    def make():
        w, h = size
        grad = pygame.Surface((1, h), pygame.SRCALPHA)
        for y in range(h):
            t = y / max(1, h - 1)
            grad.set_at((0, y), tuple(round(a + (b - a) * t) for a, b in zip(top, bottom)))
        grad = pygame.transform.scale(grad, size)
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        return grad
    return _cached(("gr", size, tuple(top), tuple(bottom), radius), make)


def _blur_direct(size, colour, alpha, radius, blur) -> pygame.Surface:
    w, h = size[0] + 2 * blur, size[1] + 2 * blur
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill(tuple(colour[:3]) + (0,))
    pygame.draw.rect(surf, tuple(colour[:3]) + (alpha,), pygame.Rect(blur, blur, size[0], size[1]),
                     border_radius=radius)
    try:
        return pygame.transform.gaussian_blur(surf, max(1, blur // 2))
    except (AttributeError, ValueError, pygame.error):
        return surf


def _blurred(size, colour, alpha, radius, blur) -> pygame.Surface:
    """A blurred rounded rectangle of ``size`` (``blur`` larger each side), exactly as blurring it
    directly would make it, but built from a small blurred one: away from the corners every row
    (and column) of the blur is the same, so the middle is that row stretched. Blurring is slow
    (tens of ms for a panel), and a card in flight asks for a new size every frame."""
    w, h = int(size[0]), int(size[1])
    reach = radius + blur + 2  # past this distance from an end, the blur sees a straight edge
    cw, ch = min(w, 2 * reach + 1), min(h, 2 * reach + 1)
    colour = tuple(colour[:3])
    if (cw, ch) == (w, h):
        return _blur_direct((w, h), colour, alpha, radius, blur)
    small = _cached(("blur", (cw, ch), colour, alpha, radius, blur),
                    lambda: _blur_direct((cw, ch), colour, alpha, radius, blur))
    if small.get_size() != (cw + 2 * blur, ch + 2 * blur):  # no gaussian_blur in this pygame: draw it plainly
        return _blur_direct((w, h), colour, alpha, radius, blur)
    big = (w + 2 * blur, h + 2 * blur)
    out = pygame.Surface(big, pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))

    def spans(n_small: int, n_big: int) -> list[tuple[int, int, int, int]]:
        if n_small == n_big:
            return [(0, n_small, 0, n_big)]
        head = blur + reach  # the middle line of the small blur, repeated to fill the length
        tail = n_small - head - 1
        return [(0, head, 0, head), (head, 1, head, n_big - head - tail), (head + 1, tail, n_big - tail, tail)]

    for sx, sw, dx, dw in spans(small.get_width(), big[0]):
        for sy, sh, dy, dh in spans(small.get_height(), big[1]):
            piece = small.subsurface((sx, sy, sw, sh))
            if (sw, sh) != (dw, dh):
                piece = pygame.transform.scale(piece, (dw, dh))  # nearest: copies of one line
            out.blit(piece, (dx, dy), special_flags=pygame.BLEND_RGBA_MAX)  # onto zeros: an exact copy
    return out


def shadow(size: tuple[int, int], radius: int = 10, blur: int = 8, alpha: int = 120) -> pygame.Surface:
    """A soft drop shadow for a rounded rectangle of ``size`` (the result is ``blur`` larger each side)."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    return _cached(("sh", size, radius, blur, alpha), lambda: _blurred(size, (0, 0, 0), alpha, radius, blur))


def draw_shadow(surface: pygame.Surface, rect, radius: int = 10, blur: int = 8, alpha: int = 120,
                offset=(3, 5)) -> None:
    rect = pygame.Rect(rect)
    surface.blit(shadow(rect.size, radius, blur, alpha), (rect.x - blur + offset[0], rect.y - blur + offset[1]))


def glow(size: tuple[int, int], colour, radius: int = 14, strength: int = 200) -> pygame.Surface:
    """A soft halo around a rounded rectangle of ``size``; blit at rect.topleft - radius."""
    size = (max(1, int(size[0])), max(1, int(size[1])))
    colour = tuple(colour[:3])

    def make():
        grow = max(2, radius // 3)
        inner = (size[0] + 2 * grow, size[1] + 2 * grow)
        surf = _blurred(inner, colour, strength, 12, radius - grow)
        # hollow: the halo is only outside the item (a drop target must not look like a filled box)
        pygame.draw.rect(surf, colour + (0,), pygame.Rect(radius + 2, radius + 2, size[0] - 4, size[1] - 4),
                         border_radius=8)
        return surf
    return _cached(("gl", size, colour, radius, strength), make)


def draw_glow(surface: pygame.Surface, rect, colour, radius: int = 14, strength: int = 200,
              alpha: float = 1.0) -> None:
    rect = pygame.Rect(rect)
    level = max(0, min(16, round(alpha * 16)))  # 17 cached brightness levels: no per-frame copies
    if level == 0:
        return
    if level == 16:
        g = glow(rect.size, colour, radius, strength)
    else:
        def make():
            faded = glow(rect.size, colour, radius, strength).copy()
            faded.fill((255, 255, 255, level * 16), special_flags=pygame.BLEND_RGBA_MULT)
            return faded
        g = _cached(("glf", rect.size, tuple(colour[:3]), radius, strength, level), make)
    surface.blit(g, (rect.x - radius, rect.y - radius))


def radial(radius: int, colour, alpha: int = 200) -> pygame.Surface:
    """A round soft light (for flames, lit portraits, the die landing)."""
    radius = max(2, int(radius))
    colour = tuple(colour[:3])

    def make():
        d = 2 * radius
        surf = pygame.Surface((d, d), pygame.SRCALPHA)
        for i in range(radius, 0, -2):
            t = i / radius
            a = int(alpha * (1 - t) ** 1.6)
            pygame.draw.circle(surf, colour + (a,), (radius, radius), i)
        return surf
    return _cached(("rad", radius, colour, alpha), make)


def outline(surface: pygame.Surface, rect, colour, width: int = 3, radius: int = 10, dashed: bool = False,
            phase: float = 0.0) -> None:
    """A rounded outline; ``dashed`` draws a marching-ants border (colour-blind friendly highlight)."""
    rect = pygame.Rect(rect)
    if not dashed:
        rrect(surface, rect, colour, radius, width)
        return
    dash = 10
    off = int(phase * 2 * dash) % (2 * dash)
    pad = width + 2  # (a line's width reaches past the border's points)
    rgb = tuple(colour[:3])

    def make():  # the dashes drawn once per size, colour and step of the march (~160 lines each)
        surf = pygame.Surface((rect.w + 2 * pad, rect.h + 2 * pad), pygame.SRCALPHA)
        pts = _perimeter(pygame.Rect(pad, pad, rect.w, rect.h), radius)
        total = len(pts)
        for i in range(0, total, 1):
            if ((i + off) // dash) % 2 == 0 and i + 1 < total:
                pygame.draw.line(surf, rgb, pts[i], pts[i + 1], width)
        return surf
    surface.blit(_cached(("dashes", rect.size, rgb, width, radius, off), make), (rect.x - pad, rect.y - pad))


def _perimeter(rect: pygame.Rect, radius: int) -> list[tuple[float, float]]:
    """Points (about one per pixel of length... every 2 px) along a rounded rect's border."""
    key = ("per", rect.size, radius)
    cached = _PERIM.get(key)
    if cached is None:
        w, h = rect.size
        r = min(radius, w // 2, h // 2)
        pts = []
        segs = [((r, 0), (w - r, 0)), None, ((w, r), (w, h - r)), None, ((w - r, h), (r, h)), None,
                ((0, h - r), (0, r)), None]
        corners = [((w - r, r), -90), ((w - r, h - r), 0), ((r, h - r), 90), ((r, r), 180)]
        for i in range(4):
            (x0, y0), (x1, y1) = segs[2 * i]
            n = max(1, int(math.hypot(x1 - x0, y1 - y0) / 2))
            pts += [(x0 + (x1 - x0) * k / n, y0 + (y1 - y0) * k / n) for k in range(n)]
            (cx, cy), a0 = corners[i]
            n = max(2, int(r * math.pi / 4))
            pts += [(cx + r * math.cos(math.radians(a0 + 90 * k / n)), cy + r * math.sin(math.radians(a0 + 90 * k / n)))
                    for k in range(n)]
        _PERIM[key] = cached = pts
    return [(rect.x + x, rect.y + y) for x, y in cached]


_PERIM: dict[tuple, list] = {}


def panel(assets, size: tuple[int, int], alpha: int = 235) -> pygame.Surface:
    """The framed UI panel (ui/panel.png nine-sliced to ``size``), or a drawn one if it is missing."""
    size = (max(24, int(size[0])), max(24, int(size[1])))

    def make():
        src = assets.image("ui/panel.png")
        surf = pygame.Surface(size, pygame.SRCALPHA)
        if src.get_width() < 64:  # sprite missing: draw an equivalent frame
            pygame.draw.rect(surf, PALETTE["night"] + (alpha,), surf.get_rect(), border_radius=14)
            pygame.draw.rect(surf, PALETTE["marigold"], surf.get_rect().inflate(-8, -8), width=2, border_radius=10)
            return surf
        c = 40  # corner size in the 256-px source
        sw, sh = src.get_size()
        dc = min(c // 2 + 8, size[0] // 2, size[1] // 2)  # corners drawn at about half size
        w, h = size
        parts = [
            ((0, 0, c, c), (0, 0, dc, dc)),
            ((sw - c, 0, c, c), (w - dc, 0, dc, dc)),
            ((0, sh - c, c, c), (0, h - dc, dc, dc)),
            ((sw - c, sh - c, c, c), (w - dc, h - dc, dc, dc)),
            ((c, 0, sw - 2 * c, c), (dc, 0, w - 2 * dc, dc)),
            ((c, sh - c, sw - 2 * c, c), (dc, h - dc, w - 2 * dc, dc)),
            ((0, c, c, sh - 2 * c), (0, dc, dc, h - 2 * dc)),
            ((sw - c, c, c, sh - 2 * c), (w - dc, dc, dc, h - 2 * dc)),
            ((c, c, sw - 2 * c, sh - 2 * c), (dc, dc, w - 2 * dc, h - 2 * dc)),
        ]
        for s, d in parts:
            if d[2] > 0 and d[3] > 0:
                piece = src.subsurface(pygame.Rect(s))
                surf.blit(pygame.transform.smoothscale(piece, (d[2], d[3])), (d[0], d[1]))
        if alpha < 255:
            surf.set_alpha(None)
            fade = pygame.Surface(size, pygame.SRCALPHA)
            fade.fill((255, 255, 255, alpha))
            surf.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return surf
    return _cached(("panel", id(assets), size, alpha), make)


def draw_panel(surface: pygame.Surface, assets, rect, alpha: int = 235, title: str | None = None,
               shadowed: bool = True) -> None:
    rect = pygame.Rect(rect)
    if shadowed:
        draw_shadow(surface, rect, 16, 10, 110, (0, 6))
    surface.blit(panel(assets, rect.size, alpha), rect)
    if title:
        img = T.text(assets, title, "bold", 15, PALETTE["marigold_light"])
        surface.blit(img, (rect.x + 16, rect.y + 10))


def pill(assets, content: str, size: int = 14, fg=PALETTE["bone"], bg=(20, 10, 36, 230),
         border=PALETTE["marigold"], role: str = "bold", pad=(8, 3), icon: str | None = None) -> pygame.Surface:
    """A rounded label (counts, costs, badges), optionally with a leading icon."""
    key = ("pill", id(assets), content, size, tuple(fg), tuple(bg), tuple(border) if border else None, role, pad, icon)

    def make():
        label = T.text(assets, content, role, size, fg)
        ih = label.get_height() - 2
        iw = ih + 3 if icon else 0
        w = label.get_width() + 2 * pad[0] + iw
        h = label.get_height() + 2 * pad[1]
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, bg, surf.get_rect(), border_radius=h // 2)
        if border:
            pygame.draw.rect(surf, border, surf.get_rect(), width=max(1, size // 10), border_radius=h // 2)
        if icon:
            surf.blit(assets.sprite(icon, (ih, ih)), (pad[0] - 1, (h - ih) // 2))
        surf.blit(label, (pad[0] + iw, pad[1]))
        return surf
    return _cached(key, make)


def dim(size: tuple[int, int], alpha: int = 150, radius: int = 10) -> pygame.Surface:
    """A translucent dark veil (unlit or unavailable things)."""
    return rrect_surface(size, (10, 5, 20, alpha), radius)
