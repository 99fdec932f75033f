"""Shared drawing for the menus: the night sky with papel picado, titles, panels, and a base scene.

The painted background (``ui/background.png``) and the papel picado strip are used when they
exist; otherwise everything is drawn here, so the menus never show a placeholder. Every
surface is built once and cached (per size and UI scale): drawing a menu frame is a few blits.
"""
from __future__ import annotations

import math
import random
import zlib
from typing import Callable

import pygame

from game.text import Msg, language, say
from scenes import gui
from scenes.assets import PALETTE
from scenes.base import Scene
from scenes.picture_cache import MB, SurfaceCache
from scenes.widgets.shell_button import ShellButtons

W, H = 1280, 720
_cache = SurfaceCache(600, max_bytes=48 * MB)  # the menus' skies, titles, panels and labels (least recently used out)

FLAG_COLOURS = (PALETTE["magenta"], PALETTE["marigold"], PALETTE["turquoise"], (139, 92, 200), PALETTE["pink"],
                (88, 186, 104))


def clear_cache() -> None:
    _cache.clear()


def cached(key: tuple, build: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The picture drawn by ``build`` under ``key``, drawn once: the shell's screens' shared cache."""
    return _cache.make(key, build)


def mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


# ---------------------------------------------------------------------------------- primitives
def vgradient(size: tuple[int, int], stops: list[tuple[float, tuple]]) -> pygame.Surface:
    """A vertical gradient through ``stops`` [(0..1, colour)], opaque (alpha if colours have 4 parts)."""
    w, h = size
    alpha = any(len(c) == 4 for _, c in stops)
    strip = pygame.Surface((1, max(1, h)), pygame.SRCALPHA if alpha else 0)
    # each segment once: its ends, its colours with alpha, and their differences
    segments = []
    for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
        c0 = tuple(c0) + ((255,) if len(c0) == 3 else ())
        c1 = tuple(c1) + ((255,) if len(c1) == 3 else ())
        segments.append((t0, t1, c0, tuple(c1[j] - c0[j] for j in range(4))))
    set_at = strip.set_at
    last = max(1, h - 1)
    for y in range(h):
        t = y / last
        for t0, t1, (r, g, b, a), (dr, dg, db, da) in segments:
            if t0 <= t <= t1:
                k = (t - t0) / (t1 - t0) if t1 > t0 else 0
                set_at((0, y), (round(r + dr * k), round(g + dg * k), round(b + db * k), round(a + da * k)))
                break
    return pygame.transform.scale(strip, (max(1, w), max(1, h)))


def glow(radius: int, colour, alpha: int = 160, falloff: float = 2.0) -> pygame.Surface:
    """A soft round glow (premultiplied-looking radial alpha), for additive or alpha blits."""
    key = ("glow", radius, tuple(colour), alpha, falloff)

    def build():
        n = 48
        small = pygame.Surface((n, n), pygame.SRCALPHA)
        c = (n - 1) / 2
        for y in range(n):
            for x in range(n):
                d = math.hypot(x - c, y - c) / c
                if d < 1:
                    small.set_at((x, y), (*colour[:3], round(alpha * (1 - d) ** falloff)))
        return pygame.transform.smoothscale(small, (radius * 2, radius * 2))

    return cached(key, build)


def soft_shadow(size: tuple[int, int], radius: int, blur: int = 12, alpha: int = 150) -> pygame.Surface:
    """A blurred rounded-rectangle shadow, ``blur`` pixels larger than ``size`` on each side."""
    key = ("shadow", size, radius, blur, alpha)

    def build():
        w, h = size[0] + blur * 2, size[1] + blur * 2
        f = 4
        small = pygame.Surface((max(2, w // f), max(2, h // f)), pygame.SRCALPHA)
        pygame.draw.rect(small, (0, 0, 0, alpha), (blur // f, blur // f, size[0] // f, size[1] // f),
                         border_radius=max(1, radius // f))
        for _ in range(2):  # cheap blur: down and up again
            small = pygame.transform.smoothscale(small, (max(1, small.get_width() // 2), max(1, small.get_height() // 2)))
            small = pygame.transform.smoothscale(small, (max(2, w // f), max(2, h // f)))
        return pygame.transform.smoothscale(small, (w, h))

    return cached(key, build)


def rounded_mask(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """``surface`` (copied, with alpha) clipped to a rounded rectangle."""
    w, h = surface.get_size()
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    out = surface.convert_alpha() if pygame.display.get_surface() else surface.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


# ---------------------------------------------------------------------------------- papel picado
def _flag(w: int, h: int, colour, motif: int) -> pygame.Surface:
    """One papel picado flag at 2x, holes cut out (transparent)."""
    k = 2
    W2, H2 = w * k, h * k
    s = pygame.Surface((W2, H2), pygame.SRCALPHA)
    top = tuple(min(255, c + 30) for c in colour)
    s.blit(vgradient((W2, H2), [(0, top), (1, colour)]), (0, 0))
    hole = (0, 0, 0, 0)
    # fold under the string and a row of little diamonds below it
    pygame.draw.rect(s, tuple(max(0, c - 45) for c in colour), (0, 0, W2, 7 * k))
    for x in range(6 * k, W2 - 4 * k, 7 * k):
        cx, cy = x + 2 * k, 12 * k
        pygame.draw.polygon(s, hole, [(cx, cy - 2 * k), (cx + 2 * k, cy), (cx, cy + 2 * k), (cx - 2 * k, cy)])
    # side dots
    for y in range(20 * k, H2 - 16 * k, 7 * k):
        pygame.draw.circle(s, hole, (5 * k, y), k * 1.3)
        pygame.draw.circle(s, hole, (W2 - 5 * k, y), k * 1.3)
    cx, cy = W2 // 2, int(H2 * 0.52)
    r = min(W2, H2) * 0.26
    if motif == 0:  # calavera
        pygame.draw.circle(s, hole, (cx, cy - r * 0.15), r)
        pygame.draw.rect(s, hole, (cx - r * 0.55, cy + r * 0.45, r * 1.1, r * 0.6), border_radius=int(r * 0.2))
        for dx in (-0.42, 0.42):
            pygame.draw.circle(s, colour, (cx + dx * r, cy - r * 0.1), r * 0.28)
        pygame.draw.polygon(s, colour, [(cx, cy + r * 0.18), (cx - r * 0.12, cy + r * 0.4), (cx + r * 0.12, cy + r * 0.4)])
        for dx in (-0.27, 0, 0.27):
            pygame.draw.line(s, colour, (cx + dx * r, cy + r * 0.62), (cx + dx * r, cy + r * 1.05), k)
    elif motif == 1:  # flower
        for i in range(8):
            a = i * math.pi / 4
            pygame.draw.circle(s, hole, (cx + math.cos(a) * r * 0.62, cy + math.sin(a) * r * 0.62), r * 0.36)
        pygame.draw.circle(s, colour, (cx, cy), r * 0.4)
        pygame.draw.circle(s, hole, (cx, cy), r * 0.2)
    elif motif == 2:  # heart
        pygame.draw.circle(s, hole, (cx - r * 0.45, cy - r * 0.25), r * 0.52)
        pygame.draw.circle(s, hole, (cx + r * 0.45, cy - r * 0.25), r * 0.52)
        pygame.draw.polygon(s, hole, [(cx - r * 0.95, cy - r * 0.05), (cx + r * 0.95, cy - r * 0.05), (cx, cy + r * 1.0)])
        pygame.draw.circle(s, colour, (cx, cy - r * 0.05), r * 0.22)
    else:  # star burst
        pts = []
        for i in range(16):
            a = i * math.pi / 8 - math.pi / 2
            rr = r * (1.05 if i % 2 == 0 else 0.45)
            pts.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        pygame.draw.polygon(s, hole, pts)
        pygame.draw.circle(s, colour, (cx, cy), r * 0.22)
    # scalloped bottom edge
    step = 8 * k
    for x in range(0, W2 + step, step):
        pygame.draw.circle(s, hole, (x, H2), step * 0.55)
    return pygame.transform.smoothscale(s, (w, h))


def papel_picado(width: int, flag_w: int = 62, flag_h: int = 78, sag: int = 18, seed: int = 3,
                 colours=FLAG_COLOURS) -> pygame.Surface:
    """A string of papel picado flags across ``width`` pixels, sagging in the middle."""
    key = ("picado", width, flag_w, flag_h, sag, seed)

    def build():
        rng = random.Random(seed)
        surf = pygame.Surface((width, flag_h + sag + 16), pygame.SRCALPHA)
        n = max(2, width // (flag_w + 10))
        gap = width / n

        def string_y(x):
            t = x / width
            return 6 + sag * 4 * t * (1 - t)

        pygame.draw.lines(surf, (230, 220, 200, 180), False, [(x, string_y(x)) for x in range(0, width + 1, 8)], 2)
        for i in range(n):
            x = gap * i + (gap - flag_w) / 2
            colour = colours[(i + seed) % len(colours)]
            flag = _flag(flag_w, flag_h, colour, (i + seed) % 4)
            slope = (string_y(x + flag_w) - string_y(x)) / flag_w
            angle = -math.degrees(math.atan(slope)) + rng.uniform(-2.5, 2.5)
            shadow = _flag(flag_w, flag_h, (0, 0, 0), (i + seed) % 4)
            shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
            for img, off in ((shadow, (3, 5)), (flag, (0, 0))):
                rot = pygame.transform.rotate(img, angle)
                rect = rot.get_rect(midtop=(x + flag_w / 2 + off[0], string_y(x + flag_w / 2) - 3 + off[1]))
                surf.blit(rot, rect)
        return surf

    return cached(key, build)


# ---------------------------------------------------------------------------------- the sky
def _procedural_sky() -> pygame.Surface:
    sky = vgradient((W, H), [(0, (9, 5, 20)), (0.55, (26, 13, 48)), (1, (52, 20, 66))])
    rng = random.Random(11)
    for _ in range(170):
        x, y = rng.randrange(W), rng.randrange(int(H * 0.8))
        b = rng.randint(120, 255)
        sky.set_at((x, y), (b, b, min(255, b + 20)))
    for _ in range(14):
        x, y = rng.randrange(W), rng.randrange(int(H * 0.7))
        pygame.draw.line(sky, (200, 200, 230), (x - 3, y), (x + 3, y))
        pygame.draw.line(sky, (200, 200, 230), (x, y - 3), (x, y + 3))
    g = glow(520, PALETTE["marigold"], 70, 1.6)
    sky.blit(g, g.get_rect(center=(W // 2, H + 140)), special_flags=pygame.BLEND_RGB_ADD)
    moon = glow(90, (255, 240, 200), 90, 2.2)
    sky.blit(moon, moon.get_rect(center=(1080, 150)), special_flags=pygame.BLEND_RGB_ADD)
    pygame.draw.circle(sky, (246, 238, 214), (1080, 150), 40)
    pygame.draw.circle(sky, (226, 216, 190), (1068, 140), 7)
    pygame.draw.circle(sky, (226, 216, 190), (1094, 162), 5)
    # marigold hedges along the ground
    ground = pygame.Surface((W, 60), pygame.SRCALPHA)
    for x in range(-10, W + 20, 26):
        y = 38 + rng.randint(-6, 6)
        for r, c in ((15, (214, 102, 12)), (11, PALETTE["marigold"]), (6, PALETTE["marigold_light"])):
            pygame.draw.circle(ground, c, (x, y), r)
    sky.blit(ground, (0, H - 48))
    sky.blit(papel_picado(W + 40, seed=1), (-20, -4))
    return sky


def background(assets) -> pygame.Surface:
    """The full 1280x720 night scene every menu screen stands on."""
    def build():
        if assets is not None and assets.has_image("ui/background.png"):
            img = assets.image("ui/background.png")
            if img.get_size() != (W, H):
                img = pygame.transform.smoothscale(img, (W, H))
            return img.convert() if pygame.display.get_surface() else img.copy()
        return _procedural_sky()

    return cached(("background",), build)


def dimmed_background(assets, amount: int = 90) -> pygame.Surface:
    """The background with the town darkened, for screens with a lot of text."""
    def build():
        surf = background(assets).copy()
        veil = vgradient((W, H), [(0, (10, 5, 22, 0)), (0.16, (10, 5, 22, amount)), (1, (10, 5, 22, amount + 60))])
        surf.blit(veil, (0, 0))
        return surf

    return cached(("dimmed", amount), build)


# ---------------------------------------------------------------------------------- titles
def title_width(assets, text: str, size: int = 104, halo: bool = True) -> int:
    """The width :func:`title_surface` will have, measured without drawing it (for fitting)."""
    bw = assets.font("display", size, scaled=False).size(text)[0]
    pad = max(2, size // 26) + max(3, size // 18) + (size // 5 if halo else 0)
    return bw + pad * 2


def title_surface(assets, text: str, size: int = 104, fill=("marigold_light", "marigold", (232, 96, 20)),
                  outline=(40, 12, 44), shadow=PALETTE["magenta"], halo: bool = True) -> pygame.Surface:
    """Lettering in the display font: gradient fill, dark outline, magenta drop shadow, warm halo."""
    key = ("title", text, size, fill, outline, shadow, halo)

    def build():
        font = assets.font("display", size, scaled=False)
        base = font.render(text, True, (255, 255, 255))
        bw, bh = base.get_size()
        o = max(2, size // 26)
        sh = max(3, size // 18)
        pad = o + sh + (size // 5 if halo else 0)
        out = pygame.Surface((bw + pad * 2, bh + pad * 2), pygame.SRCALPHA)
        if halo:
            small = pygame.Surface((out.get_width() // 8 + 1, out.get_height() // 8 + 1), pygame.SRCALPHA)
            tint = font.render(text, True, PALETTE["marigold"])
            small.blit(pygame.transform.smoothscale(tint, (max(1, bw // 8), max(1, bh // 8))), (pad // 8, pad // 8))
            for _ in range(2):
                small = pygame.transform.smoothscale(small, (small.get_width() // 2 + 1, small.get_height() // 2 + 1))
                small = pygame.transform.smoothscale(small, (out.get_width() // 8 + 1, out.get_height() // 8 + 1))
            halo_s = pygame.transform.smoothscale(small, out.get_size())
            halo_s.fill((255, 255, 255, 110), special_flags=pygame.BLEND_RGBA_MULT)
            out.blit(halo_s, (0, 0))
        shadow_s = font.render(text, True, shadow)
        dark = font.render(text, True, outline)
        for dx in range(-o, o + 1):
            for dy in range(-o, o + 1):
                if dx * dx + dy * dy <= o * o + 1:
                    out.blit(dark, (pad + dx + sh * 0.6, pad + dy + sh))
        out.blit(shadow_s, (pad + sh * 0.6, pad + sh))
        for dx in range(-o, o + 1):
            for dy in range(-o, o + 1):
                if dx * dx + dy * dy <= o * o + 1:
                    out.blit(dark, (pad + dx, pad + dy))
        cols = [PALETTE[c] if isinstance(c, str) else c for c in fill]
        grad = vgradient((bw, bh), [(0.2, cols[0]), (0.6, cols[1]), (0.95, cols[2])])
        grad = grad.convert_alpha() if pygame.display.get_surface() else grad.convert_alpha(base)
        grad.blit(base, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        out.blit(grad, (pad, pad))
        # a thin highlight along the top of the letters
        hi = font.render(text, True, (255, 250, 225))
        hi.set_alpha(70)
        out.blit(hi, (pad, pad - max(1, o // 2)))
        out.blit(grad, (pad, pad))
        return out

    return cached(key, build)


def text_shadowed(assets, text: str, role: str = "body", size: int = 18, colour=PALETTE["bone"],
                  shadow=(8, 4, 16), offset: int = 2, scaled: bool = True) -> pygame.Surface:
    """Text with a soft drop shadow, readable on the painted background."""
    key = ("shadowed", text, role, size, tuple(colour), tuple(shadow), offset, assets.text_scale if scaled else 1.0)

    def build():
        front = assets.text(text, role, size, colour, scaled)
        back = assets.text(text, role, size, shadow, scaled)
        out = pygame.Surface((front.get_width() + offset + 2, front.get_height() + offset + 2), pygame.SRCALPHA)
        back.set_alpha(200)
        for dx, dy in ((offset, offset), (offset + 1, offset), (0, offset), (offset, 0)):
            out.blit(back, (dx + 1, dy + 1))
        out.blit(front, (1, 1))
        return out

    return cached(key, build)


def ornament(width: int, colour=PALETTE["marigold"]) -> pygame.Surface:
    """A divider: two fading lines with a small diamond and dots in the middle."""
    key = ("ornament", width, tuple(colour))

    def build():
        h = 18
        s = pygame.Surface((width, h), pygame.SRCALPHA)
        cx, cy = width // 2, h // 2
        for side in (-1, 1):
            for i in range(width // 2 - 22):
                a = int(200 * (1 - i / (width // 2 - 22)))
                s.set_at((cx + side * (22 + i), cy), (*colour, a))
            pygame.draw.circle(s, PALETTE["magenta"], (cx + side * 15, cy), 3)
        pygame.draw.polygon(s, colour, [(cx, cy - 7), (cx + 7, cy), (cx, cy + 7), (cx - 7, cy)])
        pygame.draw.polygon(s, PALETTE["turquoise_light"], [(cx, cy - 3), (cx + 3, cy), (cx, cy + 3), (cx - 3, cy)])
        return s

    return cached(key, build)


# ---------------------------------------------------------------------------------- panels
def panel(size: tuple[int, int], accent=PALETTE["purple"], radius: int = 18, alpha: int = 232,
          shadow: bool = True) -> pygame.Surface:
    """A rounded night-blue panel with a coloured rim, a fine inner line and a soft shadow."""
    size = (max(8, int(size[0])), max(8, int(size[1])))
    key = ("panel", size, tuple(accent), radius, alpha, shadow)

    def build():
        blur = 16 if shadow else 0
        w, h = size
        out = pygame.Surface((w + blur * 2, h + blur * 2 + 6), pygame.SRCALPHA)
        if shadow:
            out.blit(soft_shadow(size, radius, blur, 170), (0, 6))
        body = vgradient(size, [(0, (36, 22, 64, alpha)), (0.5, (26, 15, 48, alpha)), (1, (18, 10, 34, alpha))])
        out.blit(rounded_mask(body, radius), (blur, blur))
        rect = pygame.Rect(blur, blur, w, h)
        pygame.draw.rect(out, accent, rect, width=2, border_radius=radius)
        inner = rect.inflate(-10, -10)
        pygame.draw.rect(out, (*mix(accent, (18, 10, 34), 0.55), 255), inner, width=1, border_radius=max(2, radius - 5))
        # small diamonds in the corners, like the rim of a tin frame
        for (x, y) in ((inner.left + 9, inner.top + 9), (inner.right - 10, inner.top + 9),
                       (inner.left + 9, inner.bottom - 10), (inner.right - 10, inner.bottom - 10)):
            pygame.draw.polygon(out, accent, [(x, y - 4), (x + 4, y), (x, y + 4), (x - 4, y)])
        return out

    return cached(key, build)


def blit_panel(surface: pygame.Surface, rect: pygame.Rect, accent=PALETTE["purple"], radius: int = 18,
               alpha: int = 232, shadow: bool = True) -> None:
    img = panel(rect.size, accent, radius, alpha, shadow)
    blur = 16 if shadow else 0
    surface.blit(img, (rect.x - blur, rect.y - blur))


def pill(text_surf: pygame.Surface, bg, border=None, pad=(12, 4), radius: int | None = None) -> pygame.Surface:
    """A small rounded badge around ``text_surf``."""
    w, h = text_surf.get_width() + pad[0] * 2, text_surf.get_height() + pad[1] * 2
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    r = radius if radius is not None else h // 2
    pygame.draw.rect(out, bg, (0, 0, w, h), border_radius=r)
    if border:
        pygame.draw.rect(out, border, (0, 0, w, h), width=1, border_radius=r)
    out.blit(text_surf, (pad[0], pad[1]))
    return out


def marigold_bloom(radius: int, seed: int = 0) -> pygame.Surface:
    """A procedural cempasúchil flower (rings of ruffled petals)."""
    key = ("bloom", radius, seed)

    def build():
        k = 3
        R = radius * k
        s = pygame.Surface((R * 2 + 4, R * 2 + 4), pygame.SRCALPHA)
        c = R + 2
        rng = random.Random(seed)
        rings = [(1.0, (206, 88, 10)), (0.82, (236, 128, 16)), (0.64, PALETTE["marigold"]),
                 (0.46, PALETTE["marigold_light"]), (0.28, (255, 214, 110))]
        for scale, col in rings:
            n = max(8, int(18 * scale) + 4)
            off = rng.random() * math.tau
            for i in range(n):
                a = off + i * math.tau / n
                pr = R * scale * 0.34
                pygame.draw.circle(s, col, (c + math.cos(a) * R * scale * 0.68, c + math.sin(a) * R * scale * 0.68), pr)
            pygame.draw.circle(s, col, (c, c), R * scale * 0.6)
        pygame.draw.circle(s, (170, 70, 8), (c, c), R * 0.1)
        return pygame.transform.smoothscale(s, (radius * 2 + 2, radius * 2 + 2))

    return cached(key, build)


# ---------------------------------------------------------------------------------- a game's cover
def cover_art(assets, game, size: tuple[int, int], radius: int = 14) -> pygame.Surface:
    """The game's cover sprite scaled to ``size`` with rounded top corners (drawn art if missing), its
    words in the reader's language."""
    def build():
        if game.cover and assets.has_image(game.cover):
            img = assets.image(game.cover)
            iw, ih = img.get_size()
            scale = max(size[0] / iw, size[1] / ih)
            img = pygame.transform.smoothscale(img, (max(1, round(iw * scale)), max(1, round(ih * scale))))
            crop = pygame.Surface(size, pygame.SRCALPHA)
            crop.blit(img, ((size[0] - img.get_width()) // 2, (size[1] - img.get_height()) // 2))
        else:
            crop = vgradient(size, [(0, PALETTE["night3"]), (1, PALETTE["purple"])]).convert_alpha()
            bloom = marigold_bloom(min(size) // 3, seed=zlib.crc32(game.id.encode()) & 0xFF)  # same every start
            crop.blit(bloom, bloom.get_rect(center=(size[0] // 2, size[1] // 2)))
            t = title_surface(assets, game.title, min(56, size[1] // 3), halo=False)
            crop.blit(t, t.get_rect(center=(size[0] // 2, size[1] - t.get_height() // 2)))
        return rounded_mask(crop, radius)

    return cached(("cover", game.id, size, radius, assets.has_image(game.cover) if game.cover else False, language()),
                  build)  # (a cover's words are the reader's: its subtitle)


# ---------------------------------------------------------------------------------- base scene
class ShellScene(Scene):
    """A menu screen: the night background, a title in the display font, buttons bound to callbacks
    (scenes/widgets/shell_button.py), Esc for Back. Subclasses build their UI in ``build()`` and
    draw in ``draw_content()``."""

    title: "str | Msg" = ""  # a message is said when drawn, in the reader's language
    subtitle: "str | Msg" = ""
    dim = 95

    def __init__(self, app):
        super().__init__(app)
        self.buttons = ShellButtons(app)

    # -- building
    @property
    def s(self) -> float:
        return self.app.assets.text_scale

    @property
    def large(self) -> bool:
        """Text is scaled up enough that screens switch to their compact layouts."""
        return self.app.assets.text_scale >= 1.3

    def px(self, v: float) -> int:
        return round(v * self.app.assets.text_scale)

    def button_h(self, size: int = 20) -> int:
        """A button tall enough for its (scaled) label."""
        return max(50, self.app.assets.font("bold", size).get_linesize() + 24)

    def button_w(self, text: str, minimum: int = 130, size: int = 20) -> int:
        """A button wide enough for its (scaled) label."""
        return max(minimum, self.app.assets.font("bold", size).size(text)[0] + 52)

    def button(self, rect, text: str, action: Callable[[], None] | None, *, style: str | None = None,
               object_id: str | None = None, tooltip: str | None = None):
        """A button calling ``action`` when clicked, looking as the theme's ``@style`` says."""
        return self.buttons.make(rect, text, action, style=style, object_id=object_id, tooltip=tooltip)

    def label(self, rect, text: str, *, style: str | None = None, container=None):
        return gui.elements.UILabel(pygame.Rect(rect), text, manager=self.app.ui, container=container,
                                           object_id=gui.core.ObjectID(class_id=f"@{style}" if style else None))

    def enter(self) -> None:
        self.buttons.clear()
        self._built_scale = (self.app.assets.text_scale, language())
        self.build()

    def exit(self) -> None:
        self.buttons.clear()

    def build(self) -> None:
        """Create this screen's buttons and pygame_gui elements."""

    def settings_changed(self) -> None:
        """Re-layout after a UI scale change (other settings do not move anything on these screens)."""
        if self.app.scene is self and getattr(self, "_built_scale", None) != (self.app.assets.text_scale, language()):
            self.app.rebuild_scene()

    # -- input
    def handle_event(self, event) -> None:
        if self.buttons.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.handle_input(event)

    def update(self, dt: float) -> bool:
        return self.buttons.update()

    def draw_shell_buttons(self, surface: pygame.Surface) -> None:
        self.buttons.draw(surface)

    def draw_shell_tooltips(self, surface: pygame.Surface) -> None:
        self.buttons.draw_tooltip(surface)

    def toast_avoid(self) -> list:
        return [b.rect for b in self.buttons if b.alive() and b.visible]

    def handle_input(self, event) -> None:
        """Anything but button presses and Esc."""

    def back(self) -> None:
        self.app.pop()

    # -- drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(dimmed_background(self.app.assets, self.dim), (0, 0))
        bottom = 118
        if self.title:  # page titles are lettering, not text: they keep their size at any UI scale
            t = title_surface(self.app.assets, say(self.title), 62, halo=False)
            rect = t.get_rect(center=(W // 2, 142))
            surface.blit(t, rect)
            bottom = rect.bottom - 6
        if self.subtitle and not self.large:
            sub = text_shadowed(self.app.assets, say(self.subtitle), "italic", 20, PALETTE["turquoise_light"], scaled=False)
            surface.blit(sub, sub.get_rect(midtop=(W // 2, bottom)))
        self.draw_content(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Draw this screen's own pictures below the UI layer."""
