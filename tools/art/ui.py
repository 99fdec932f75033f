"""The art every game shares: the background, table and panel, the window icon, the classic dice,
the buttons' and tooltips' icons and the main menu's backdrop."""
from __future__ import annotations

import math
import random
import sys

import pygame

from art.common import (ASSETS, BONE, GOLD, GOLD_D, INK, MAGENTA, MAGENTA_L, MARIGOLD, MARIGOLD_L, NIGHT0, NIGHT1,
                        NIGHT2, ROOT, TURQ_L, WHITE, WOOD_L, rgba, shade)
from art.motifs import (calavera_icon, candle_on, church, cloth_texture, embroidery_motif, leaf_on, marigold_on,
                        night_sky, papel_string, vignette, village)
from art.pen import Pen, icon_pen, icon_result, shape_points


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


def render_marigold(size, seed=3):
    p = icon_pen(size, 3, clear=(240, 140, 20))
    p.glow(50, 54, 54, (30, 10, 0), 130, 1.0)
    # leaves peeking out
    for a in (0.6, 2.4, 4.3):
        leaf_on(p, 50 + 20 * math.cos(a), 50 + 20 * math.sin(a), 36, a, (50, 130, 60))
    marigold_on(p, 50, 50, 42, seed)
    return icon_result(p)


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
        leaf_on(p, x - 8, y, 20, -2.6, (40, 110, 52))
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
    calavera_icon(sk)
    p.blit(icon_result(sk), 128, 130)
    return p.result()


# where a face's pips stand, in steps of the pip spacing from the face's centre
PIP_LAYOUT = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
              4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
              6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
D6_FACE = (62.0, 56.0)  # the centre of the die's face on its 128-pixel sprite


def d6_body(k=3):
    """The ivory body of the classic die (128 pixels, its shadow below), its face still blank."""
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
    return p


def render_die(n, k=3):
    """The classic die showing ``n`` (0: blank)."""
    p = d6_body(k)
    pipc = (40, 24, 50)
    (cx, cy), d = D6_FACE, 25
    for (a, b) in PIP_LAYOUT.get(n, []):
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


# --------------------------------------------------------------------------
# the main menu's backdrop
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
        yield paint_backdrop(assets, large, subtitle=False), rel  # (the subtitle: the menu's, per language)


LINE_ICONS = {"undo": _undo, "redo": _redo, "save": _save, "hint": _hint, "menu": _menu, "rules": _rules}


def sprites():
    """(surface, path) of every sprite all games share. The menu's backdrop comes after ui/background.png
    (it is painted over the file just written) and last: it opens a display, which changes how
    surfaces convert."""
    for n in range(1, 7):
        yield render_die(n), f"dice/d6_{n}.png"
    yield render_die(0), "dice/d6_blank.png"
    yield render_marigold(48, seed=8), "icons/marigold.png"
    yield hourglass_icon(48), "icons/hourglass.png"
    yield candle_icon(48), "icons/candle.png"
    yield lit_portrait_icon(48), "icons/lit.png"
    yield seed_icon(48), "icons/seed.png"
    for name, draw in LINE_ICONS.items():
        yield line_icon(draw)(48), f"icons/{name}.png"
    yield render_table(), "ui/table.png"
    yield papel_string(1280, 90, seed=1, flag_w=62, flag_h=72, sag=4, top=4), "ui/papel_picado.png"
    yield render_panel(), "ui/panel.png"
    yield render_app_icon(), "ui/icon.png"
    yield render_background(), "ui/background.png"
    yield from menu_backdrops()


def sizes() -> dict[str, tuple[int, int]]:
    """The pixel size of every sprite all games share, by path."""
    out = {f"dice/d6_{n}.png": (128, 128) for n in (*range(1, 7), "blank")}
    icons = ("marigold", "hourglass", "candle", "lit", "seed", *LINE_ICONS)
    out.update({f"icons/{name}.png": (48, 48) for name in icons})
    out.update({"ui/background.png": (1280, 720), "ui/menu_backdrop.png": (1280, 720),
                "ui/menu_backdrop_large.png": (1280, 720), "ui/table.png": (1280, 720),
                "ui/papel_picado.png": (1280, 90), "ui/panel.png": (256, 256), "ui/icon.png": (256, 256)})
    return out
