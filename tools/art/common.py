"""The shared basics of the sprites: paths, the palette, colour arithmetic, the fonts (copied from the
system into assets/fonts/) and surface helpers (gradients, noise, masks, shadows)."""
from __future__ import annotations

import math
import os
import shutil
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from scenes.lettering import ring  # noqa: E402  (the outline the client letters words over sprites with)

ROOT = Path(__file__).resolve().parents[2]
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
        ring(out, f.render(txt, True, outline), pad, pad, ow)  # (the client letters words over sprites alike)
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
