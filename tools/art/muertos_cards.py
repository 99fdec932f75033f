"""Dia de los Muertos' card art: the card frames of the four colours, the colour pips, the back, the
table's cloth, and the pictures of the colours and of the special cards (the Food and the Muertos
are in ``muertos_figures``). Pictures carry no words: the table letters rank and effect on them."""
from __future__ import annotations

import math
import random

from art.common import (BONE, GOLD, GOLD_D, GOLD_L, INK, MAGENTA_L, MARIGOLD, MARIGOLD_L, NIGHT0, NIGHT1,
                        TURQ_L, WHITE, mix, rgba, shade, tint, vgradient)
from art.motifs import calavera_icon, candle_on, embroidery_motif, flower_on, leaf_on, marigold_on, rose_on
from art.pen import Pen, icon_pen, shape_points, star_points

# the card at twice its largest size on the table (76 x 108), and its picture window and ribbon
FRAME = (152, 216)
WINDOW = (12, 44, 128, 108)  # x, y, w, h
RIBBON = (10, 156, 132, 52)
TALL_WINDOW = (12, 44, 128, 160)  # a small card's: no ribbon, the picture down to the foot
ART = WINDOW[2:]
SS = 3  # supersampling of every picture

# the four colours: body, its light and its dark
SUIT = {"black": (62, 44, 88), "pink": (222, 72, 138), "green": (58, 158, 88), "blue": (52, 112, 206)}
PIP_SHAPE = {"black": "star", "pink": "heart", "green": "triangle", "blue": "diamond"}


def art_pen(seed: str):
    """A picture's canvas (design units are the sprite's pixels) and its random source."""
    w, h = ART
    return Pen(w, h, ss=SS, clear=NIGHT0), random.Random(f"muertos-art-{seed}")


def backdrop(p, top, bottom, glow=None, rays=0, ray_col=(255, 220, 150), cy=None):
    """A picture's background: a gradient, soft rays from behind the subject and a glow."""
    w, h = ART
    cy = h * 0.48 if cy is None else cy
    p.surf.blit(vgradient(w * p.k, h * p.k, [(0, top), (1, bottom)]), (0, 0))
    for i in range(rays):
        a0 = 2 * math.pi * i / rays
        a1 = a0 + math.pi / rays
        p.poly([(w / 2, cy), (w / 2 + 160 * math.cos(a0), cy + 160 * math.sin(a0)),
                (w / 2 + 160 * math.cos(a1), cy + 160 * math.sin(a1))], rgba(ray_col, 30))
    if glow is not None:
        p.glow(w / 2, cy, 90, glow, 150, 1.5)


def ground(p, col, y, wobble=3.0, seed=0):
    """A hill of earth or cloth along the bottom, from ``y``."""
    w, h = ART
    rng = random.Random(seed)
    pts = [(0, h + 2), (0, y + rng.uniform(-wobble, wobble))]
    for i in range(1, 9):
        pts.append((w * i / 8, y + wobble * math.sin(i * 1.3 + seed) + rng.uniform(-1, 1)))
    pts.append((w, h + 2))
    p.poly(pts, col)
    p.stroke(pts[1:-1], tint(col, 0.25), 1.2)


def petals(p, rng, n, area):
    """Loose marigold petals scattered over ``area`` (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = area
    for _ in range(n):
        x, y, a = rng.uniform(x0, x1), rng.uniform(y0, y1), rng.uniform(0, math.pi)
        c = rng.choice((MARIGOLD, MARIGOLD_L, (240, 110, 20)))
        p.ellipse(x + 0.5, y + 0.7, 2.8, 1.5, rgba(INK, 90), angle=a)
        p.ellipse(x, y, 2.8, 1.5, c, angle=a)


def opaque_palette(surf, colours: int = 256):
    """``surf`` (opaque) in 8 bits: a palette of ``colours`` found by median cut, weighted by how
    often each colour appears. A picture's PNG shrinks to less than half, and looks the same."""
    import pygame

    w, h = surf.get_size()
    data = pygame.image.tobytes(surf, "RGB")
    pixels = [data[i:i + 3] for i in range(0, len(data), 3)]
    counts: dict[bytes, int] = {}
    for px in pixels:
        counts[px] = counts.get(px, 0) + 1

    def scored(box):
        spans = [max(c[k] for c, _ in box) - min(c[k] for c, _ in box) for k in range(3)]
        k = max(range(3), key=spans.__getitem__)
        return spans[k] * sum(n for _, n in box) ** 0.5 if len(box) > 1 else 0, k, box
    boxes = [scored(list(counts.items()))]
    while len(boxes) < colours:
        i = max(range(len(boxes)), key=lambda j: boxes[j][0])
        score, k, box = boxes[i]
        if score == 0:
            break
        box.sort(key=lambda e: e[0][k])
        half, acc, cut = sum(n for _, n in box) / 2, 0, 1
        for j, (_, n) in enumerate(box):
            acc += n
            if acc >= half:
                cut = max(1, min(len(box) - 1, j + 1))
                break
        boxes[i:i + 1] = [scored(box[:cut]), scored(box[cut:])]
    palette, index = [], {}
    for i, (_, _, box) in enumerate(boxes):
        total = sum(n for _, n in box)
        palette.append(tuple(round(sum(c[k] * n for c, n in box) / total) for k in range(3)))
        for c, _ in box:
            index[c] = i
    out = pygame.image.frombytes(bytes(index[px] for px in pixels), (w, h), "P")
    out.set_palette(palette)
    return out


# --------------------------------------------------------------------------
# frames, pips, back, cloth
# --------------------------------------------------------------------------
def render_frame(colour: str, small: bool = False):
    """A card of ``colour`` without its picture and words: the body, a stitched border, the
    picture's gilt window and the ribbon for its words (``small``: no ribbon, a taller window)."""
    W, H = FRAME
    body = SUIT[colour]
    p = Pen(W, H, ss=2, clear=body)
    p.rrect(0, 0, W, H, 14, INK)
    p.surf.blit(_rounded_gradient(W - 4, H - 4, 12, tint(body, 0.22), shade(body, 0.22), p.k), (2 * p.k, 2 * p.k))
    # a papel-picado lace along the top edge and little flowers in the lower corners
    for i in range(9):
        x = 14 + i * 15.5
        p.circle((x, 9), 2.2, rgba(WHITE, 60))
    p.rrect(6, 6, W - 12, H - 12, 10, rgba(BONE, 150), 1.4)
    for i in range(40):  # the stitches
        t = i / 40
        x = 9 + (W - 18) * t
        p.line((x, H - 9), (x + 2.2, H - 9), rgba(BONE, 120), 1)
    wx, wy, ww, wh = TALL_WINDOW if small else WINDOW
    p.rrect(wx - 4, wy - 4, ww + 8, wh + 8, 9, rgba(INK, 130))
    p.rrect(wx - 3, wy - 3, ww + 6, wh + 6, 8, GOLD_D)
    p.rrect(wx - 2, wy - 2, ww + 4, wh + 4, 7, GOLD_L)
    p.rrect(wx - 1, wy - 1, ww + 2, wh + 2, 6, GOLD)
    p.rrect(wx, wy, ww, wh, 5, NIGHT0)
    if small:
        return p.result()
    rx, ry, rw, rh = RIBBON
    ribbon = mix(shade(body, 0.45), INK, 0.2) if colour != "black" else mix(INK, NIGHT1, 0.5)
    p.rrect(rx, ry, rw, rh, 8, rgba(INK, 140))
    p.rrect(rx, ry - 1, rw, rh, 8, ribbon)
    p.rrect(rx + 2, ry + 1, rw - 4, rh - 4, 6, rgba(GOLD_L, 120), 1)
    for sx in (rx - 1, rx + rw + 1):
        flower_on(p, sx, ry + rh / 2, 5, MAGENTA_L if colour != "pink" else TURQ_L, n=5)
    return p.result()


def _rounded_gradient(w, h, r, top, bottom, k):
    import pygame

    g = vgradient(w * k, h * k, [(0, top), (0.5, mix(top, bottom, 0.45)), (1, bottom)]).convert_alpha() \
        if pygame.display.get_surface() else vgradient(w * k, h * k, [(0, top), (1, bottom)])
    out = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    out.fill((0, 0, 0, 0))
    pygame.draw.rect(out, (255, 255, 255, 255), out.get_rect(), border_radius=int(r * k))
    out.blit(g, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def render_pip(colour: str, size: int = 32):
    """The colour's shape (a star, a heart, a triangle, a diamond): colour told without its hue, in
    bone with the colour at its heart so that it reads on the card's own colour."""
    p = icon_pen(size, 4, clear=SUIT[colour])
    shape = PIP_SHAPE[colour]
    core = tint(SUIT[colour], 0.1) if colour != "black" else GOLD
    if shape == "star":
        p.poly(star_points(50, 54, 54, 25), INK)
        p.poly(star_points(50, 54, 45, 20), BONE)
        p.poly(star_points(50, 54, 28, 12), core)
        return _icon(p)
    r = 36
    p.poly(shape_points(shape, 50, 52, r, 12), INK)
    p.poly(shape_points(shape, 50, 52, r, 4), BONE)
    p.poly(shape_points(shape, 50, 54, r * 0.55), core)
    return _icon(p)


def _icon(p):
    import pygame

    return pygame.transform.smoothscale(p.surf, (p.final, p.final))


def render_back():
    """The back every card shares: a sugar skull in a wreath of marigolds on deep purple."""
    W, H = FRAME
    p = Pen(W, H, ss=2, clear=NIGHT0)
    p.rrect(0, 0, W, H, 14, INK)
    p.surf.blit(_rounded_gradient(W - 4, H - 4, 12, (112, 52, 146), (52, 22, 84), p.k), (2 * p.k, 2 * p.k))
    p.rrect(7, 7, W - 14, H - 14, 10, MARIGOLD, 2)
    p.rrect(11, 11, W - 22, H - 22, 8, rgba(MARIGOLD_L, 110), 1)
    for i in range(7):  # lace of little diamonds along both ends
        x = 22 + i * 18
        p.poly(shape_points("diamond", x, 20, 3.2), TURQ_L)
        p.poly(shape_points("diamond", x, H - 20, 3.2), TURQ_L)
    cx, cy = W / 2, H / 2
    for i in range(14):
        a = 2 * math.pi * i / 14
        leaf_on(p, cx + 44 * math.cos(a), cy + 52 * math.sin(a), 14, a + 1.2)
    for i in range(10):
        a = 2 * math.pi * i / 10 + 0.2
        marigold_on(p, cx + 48 * math.cos(a), cy + 58 * math.sin(a), 11, seed=900 + i)
    p.glow(cx, cy, 60, (255, 170, 80), 120, 1.4)
    p.icon(_calavera, cx, cy, 72)
    return p.result()


def _calavera(size):
    q = icon_pen(size, 1, clear=(0, 0, 0))
    calavera_icon(q)
    return q.surf


def render_cloth_border(w: int, h: int):
    """The tablecloth's embroidered border (its middle left clear: the table paints the velvet and
    its weave there, scenes/muertos/backdrop.py): a row of stitched flowers close to the edge, gold
    threads either side of it, marigolds in the corners."""
    p = Pen(w, h, ss=1, clear=(30, 76, 58))
    band = 9
    p.rrect(3, 3, w - 6, h - 6, 21, rgba(MARIGOLD_L, 110), 1)
    p.rrect(band + 6, band + 6, w - 2 * band - 12, h - 2 * band - 12, 14, rgba(MARIGOLD, 70), 1)
    cols = (MAGENTA_L, TURQ_L, MARIGOLD_L)
    step = 26
    for x in range(band + 26, w - band - 20, step):
        embroidery_motif(p, x, band, 4.2, cols, 150)
        embroidery_motif(p, x, h - band, 4.2, cols, 150)
    for y in range(band + 26, h - band - 20, step):
        embroidery_motif(p, band, y, 4.2, cols, 150)
        embroidery_motif(p, w - band, y, 4.2, cols, 150)
    for i, (x, y) in enumerate(((15, 15), (w - 15, 15), (15, h - 15), (w - 15, h - 15))):
        for j in range(5):
            leaf_on(p, x, y, 13, j * 2 * math.pi / 5 + i, (50, 120, 60))
        marigold_on(p, x, y, 9, seed=i)
    return p.surf


def render_weave(n: int = 96):
    """A tile of the velvet's weave (light and dark threads, see-through), repeated over the table."""
    import pygame

    s = pygame.Surface((n, n), pygame.SRCALPHA)
    s.fill((0, 0, 0, 0))
    for i in range(0, n, 3):
        pygame.draw.line(s, (255, 255, 255, 7) if (i // 3) % 2 else (0, 0, 0, 14), (0, i), (n, i))
        pygame.draw.line(s, (255, 255, 255, 5) if (i // 3) % 2 else (0, 0, 0, 9), (i, 0), (i, n))
    return s


# --------------------------------------------------------------------------
# the colours' pictures (the plain cards) and the special cards
# --------------------------------------------------------------------------
def art_pink():
    """Pink: a clay jar of pink cockscomb and roses, the flowers of the altar."""
    p, rng = art_pen("pink")
    backdrop(p, (255, 196, 214), (214, 96, 150), glow=(255, 236, 240), rays=14)
    ground(p, (120, 40, 80), 96, seed=2)
    w = ART[0]
    for i, (x, y, a) in enumerate(((40, 52, -2.2), (88, 50, -0.9), (64, 34, -1.6), (50, 40, -1.9), (78, 40, -1.2))):
        leaf_on(p, 64, 70, 30, a)
    for x, y, r, c in ((44, 42, 11, (236, 60, 130)), (84, 42, 11, (246, 90, 160)), (64, 28, 12, (214, 40, 110)),
                       (54, 54, 9, (255, 130, 180)), (76, 56, 9, (230, 70, 140))):
        rose_on(p, x, y, r, c)
    flower_on(p, 30, 58, 6, (255, 230, 240))
    flower_on(p, 98, 60, 6, (255, 230, 240))
    # the jar
    p.ellipse(w / 2, 86, 24, 21, INK)
    p.ellipse(w / 2, 86, 22, 19, (196, 98, 52))
    p.rrect(w / 2 - 13, 62, 26, 9, 3, INK)
    p.rrect(w / 2 - 12, 63, 24, 7, 3, (214, 118, 66))
    p.ellipse(w / 2 - 8, 80, 6, 9, rgba(WHITE, 60))
    for i in range(5):
        flower_on(p, w / 2 - 14 + 7 * i, 88, 2.6, BONE, centre=MAGENTA_L)
    petals(p, rng, 6, (8, 100, 120, 112))
    return p.result()


def art_green():
    """Green: the garden by the cemetery, an agave and marigold plants under the evening."""
    p, rng = art_pen("green")
    backdrop(p, (150, 214, 170), (40, 110, 70), glow=(230, 255, 220), rays=12, cy=40)
    ground(p, (44, 92, 52), 84, seed=5)
    # agave
    cx, by = 64, 96
    for a, L in ((-2.6, 46), (-2.2, 54), (-1.9, 58), (-1.57, 60), (-1.25, 58), (-0.95, 54), (-0.55, 46)):
        tip = (cx + L * math.cos(a), by + L * math.sin(a))
        n = (math.cos(a + 1.57) * 6, math.sin(a + 1.57) * 6)
        p.poly([(cx - n[0], by - n[1]), tip, (cx + n[0], by + n[1])], INK)
        p.poly([(cx - n[0] * 0.7, by - n[1] * 0.7), tip, (cx + n[0] * 0.7, by + n[1] * 0.7)], (78, 160, 110))
        p.poly([(cx, by), tip, (cx + n[0] * 0.6, by + n[1] * 0.6)], (112, 196, 140))
    for x in (20, 108):
        for j in range(3):
            leaf_on(p, x, 100, 16, -1.57 + (j - 1) * 0.7, (50, 130, 60))
        marigold_on(p, x, 86, 11, seed=x)
        marigold_on(p, x + (8 if x < 64 else -8), 98, 8, seed=x + 1)
    petals(p, rng, 5, (30, 104, 100, 114))
    return p.result()


def art_blue():
    """Blue: the night of the vigil, the moon over the chapel and a candle on the grave."""
    p, rng = art_pen("blue")
    w, h = ART
    backdrop(p, (20, 30, 86), (70, 120, 210))
    for _ in range(26):
        p.circle((rng.uniform(0, w), rng.uniform(0, h * 0.6)), rng.choice((0.6, 0.8, 1.1)), rgba((255, 250, 230), 200))
    p.glow(92, 30, 40, (230, 240, 255), 150, 1.6)
    p.circle((92, 30), 14, (246, 244, 224))
    p.circle((98, 26), 12, rgba((70, 90, 170), 235))
    # the chapel on the hill
    col = (16, 18, 52)
    ground(p, (26, 34, 80), 80, seed=9)
    p.rrect(20, 52, 28, 40, 1, col)
    p.poly([(16, 54), (34, 40), (52, 54)], col)
    p.rrect(32, 30, 4, 12, 1, col)
    p.rrect(29, 33, 10, 3, 1, col)
    p.rrect(30, 62, 8, 12, 4, (255, 190, 90))
    p.glow(34, 68, 20, (255, 170, 70), 120)
    # a grave with a candle
    p.rrect(66, 74, 36, 30, 12, (120, 130, 170))
    p.rrect(70, 78, 28, 22, 9, (150, 160, 200))
    p.line((84, 82), (84, 96), (96, 104, 140), 3)
    p.line((78, 87), (90, 87), (96, 104, 140), 3)
    candle_on(p, 108, 110, 9, 20, seed="blue", flame_h=12)
    marigold_on(p, 60, 104, 8, seed=31)
    marigold_on(p, 72, 108, 7, seed=32)
    return p.result()


def art_black():
    """Black (the 10s): La Catrina in her plumed hat, the lady of the dead."""
    from art.ofrenda.faces import draw_face

    p, rng = art_pen("black")
    w, h = ART
    backdrop(p, (60, 36, 90), (24, 14, 40), glow=(210, 150, 255), rays=16, ray_col=(240, 200, 255), cy=58)
    prm = {"female": True, "elder": False, "accent": MAGENTA_L, "accent2": TURQ_L, "accent3": MARIGOLD_L,
           "hair": (34, 24, 40), "cloth": (40, 26, 56), "cloth2": BONE, "glasses": False, "forehead": "heart",
           "mouth": "stitch", "brow": "petals", "face_w": 0.96, "jaw": 0.92, "seed": 1010, "head": "hair",
           "earrings": "drop", "neck": "beads", "moustache": None, "beard": False}
    cx, cy, u = 64, 66, 24
    draw_face(p, cx, cy, u, prm)
    # the wide hat with its plumes and flowers
    p.ellipse(cx, cy - 22, 58, 11, INK)
    p.ellipse(cx, cy - 23, 56, 9, (52, 30, 70))
    p.poly([(cx - 26, cy - 24), (cx - 20, cy - 44), (cx + 20, cy - 44), (cx + 26, cy - 24)], (52, 30, 70))
    p.poly([(cx - 26, cy - 26), (cx - 25, cy - 31), (cx + 25, cy - 31), (cx + 26, cy - 26)], MAGENTA_L)
    for i, (a, c) in enumerate(((-2.0, (250, 240, 255)), (-1.7, (200, 150, 240)), (-1.35, (255, 255, 255)),
                                (-1.05, (240, 120, 200)))):
        x0, y0 = cx + 14, cy - 40
        pts = [(x0 + 40 * math.cos(a) * t + 6 * math.sin(t * 3.1) * (1 - t), y0 + 34 * math.sin(a) * t)
               for t in [j / 10 for j in range(11)]]
        for j, (x, y) in enumerate(pts[1:], 1):
            p.ellipse(x, y, 6 - j * 0.3, 3, rgba(c, 220), angle=a + 1.57)
        p.stroke(pts, shade(c, 0.3), 1)
    rose_on(p, cx - 18, cy - 31, 6, (226, 40, 110))
    rose_on(p, cx - 8, cy - 33, 5, (250, 90, 150))
    marigold_on(p, cx + 4, cy - 32, 5, seed=77, outline=False)
    for x in (12, w - 12):
        candle_on(p, x, h - 2, 9, 22, seed=f"cat{x}", flame_h=11)
    return p.result()


def art_choose():
    """Choose: a rehilete, the paper pinwheel of the four colours, to name one of them."""
    p, rng = art_pen("choose")
    w, h = ART
    backdrop(p, (70, 44, 104), (30, 18, 50), glow=(255, 220, 150), rays=16)
    cx, cy = 64, 50
    p.line((cx, cy), (cx + 4, h), INK, 5)
    p.line((cx, cy), (cx + 4, h), (176, 120, 70), 3)
    cols = [SUIT["pink"], SUIT["green"], SUIT["blue"], (70, 50, 100)]
    for i, c in enumerate(cols):
        a = math.pi / 2 * i - 0.3
        tip = (cx + 40 * math.cos(a), cy + 40 * math.sin(a))
        side = (cx + 30 * math.cos(a + 0.9), cy + 30 * math.sin(a + 0.9))
        p.poly([(cx, cy), tip, side], INK, 2.4)
        p.poly([(cx, cy), tip, side], tint(c, 0.1))
        p.poly([(cx, cy), tip, ((cx + side[0]) / 2, (cy + side[1]) / 2)], shade(c, 0.15))
    p.circle((cx, cy), 6, INK)
    p.circle((cx, cy), 4.5, MARIGOLD_L)
    for i in range(3):
        a = -2.4 + i * 0.5
        p.stroke(p.arc_pts(cx, cy, 50 + i * 4, 50 + i * 4, a, a + 0.35, 6), rgba(WHITE, 150), 1.5)
    return p.result()


def art_spoiled():
    """Spoiled: a pan de muerto gone green, flies round it."""
    p, rng = art_pen("spoiled")
    w, h = ART
    backdrop(p, (96, 104, 70), (40, 44, 30), glow=(180, 200, 120))
    p.ellipse(64, 92, 48, 12, rgba(INK, 150))
    p.ellipse(64, 74, 44, 26, INK)
    p.ellipse(64, 72, 41, 23, (150, 140, 80))
    p.ellipse(56, 64, 22, 10, rgba((200, 190, 120), 140))
    for x, y, r in ((48, 70, 8), (76, 78, 10), (86, 64, 6), (58, 82, 5)):
        p.circle((x, y), r, (96, 132, 64))
        p.circle((x - 1, y - 1), r * 0.6, (130, 170, 80))
    for s in (-1, 1):
        p.stroke([(64 + s * 30, 64), (64 + s * 10, 52), (64 - s * 8, 60)], (110, 96, 60), 4)
    p.circle((64, 48), 6, (130, 116, 70))
    for i in range(3):  # the smell
        x = 40 + i * 24
        p.stroke([(x + 4 * math.sin(t / 2), 40 - t * 3) for t in range(9)], rgba((190, 230, 110), 190), 2)
    for x, y in ((28, 30), (100, 26), (92, 46), (22, 56)):  # the flies
        p.ellipse(x - 2.5, y - 3.5, 3, 1.6, rgba((210, 230, 255), 150), angle=-1.0)
        p.ellipse(x + 2.5, y - 3.5, 3, 1.6, rgba((210, 230, 255), 150), angle=1.0)
        p.ellipse(x, y, 1.8, 2.8, INK)
    return p.result()


def art_ask():
    """Ask: a calavera lifting an ear to a question."""
    p, rng = art_pen("ask")
    w, h = ART
    backdrop(p, (40, 90, 120), (20, 30, 60), glow=(150, 230, 230), rays=14)
    p.icon(_calavera, 46, 68, 66)
    # the speech cloud with its question mark
    p.ellipse(94, 38, 28, 24, INK)
    p.ellipse(94, 38, 26, 22, BONE)
    p.poly([(78, 52), (70, 66), (88, 56)], INK)
    p.poly([(80, 52), (73, 62), (87, 54)], BONE)
    p.text("?", "display", 38, MAGENTA_L, 94, 38, outline=INK, ow=1.6)
    return p.result()


def _small_card(p, x, y, w, h, col, angle=0.0, mark=None):
    """A little card seen in a picture (turned ``angle`` radians about its centre)."""
    ca, sa = math.cos(angle), math.sin(angle)

    def T(px, py):
        dx, dy = px - w / 2, py - h / 2
        return (x + dx * ca - dy * sa, y + dx * sa + dy * ca)
    p.poly([T(0, 0), T(w, 0), T(w, h), T(0, h)], INK)
    p.poly([T(2, 2), T(w - 2, 2), T(w - 2, h - 2), T(2, h - 2)], col)
    p.poly([T(5, 5), T(w - 5, 5), T(w - 5, h - 5), T(5, h - 5)], tint(col, 0.18))
    if mark == "flower":
        flower_on(p, *T(w / 2, h / 2), min(w, h) * 0.28, BONE)
    return T


def art_swap():
    """Swap: two cards crossing the table between partners, round a marigold."""
    p, rng = art_pen("swap")
    backdrop(p, (56, 120, 110), (20, 46, 56), glow=(200, 255, 220), rays=12)
    _small_card(p, 38, 56, 30, 42, SUIT["pink"], -0.25, "flower")
    _small_card(p, 90, 56, 30, 42, SUIT["blue"], 0.25, "flower")
    for s in (-1, 1):  # the two arrows
        a0, a1 = (3.6, 5.8) if s < 0 else (0.5, 2.7)
        pts = p.arc_pts(64, 56, 44, 36, a0, a1, 16)
        p.stroke(pts, INK, 6)
        p.stroke(pts, MARIGOLD_L, 3.5)
        end, before = pts[-1], pts[-3]
        d = math.atan2(end[1] - before[1], end[0] - before[0])
        tip = (end[0] + 7 * math.cos(d), end[1] + 7 * math.sin(d))
        wing = [(end[0] + 7 * math.cos(d + 2.2), end[1] + 7 * math.sin(d + 2.2)),
                (end[0] + 7 * math.cos(d - 2.2), end[1] + 7 * math.sin(d - 2.2))]
        p.poly([tip, *wing], INK)
        p.poly([(tip[0] - 1.5 * math.cos(d), tip[1] - 1.5 * math.sin(d)),
                *[((wx + end[0]) / 2 + (wx - end[0]) * 0.3, (wy + end[1]) / 2 + (wy - end[1]) * 0.3) for wx, wy in wing]],
               MARIGOLD_L)
    marigold_on(p, 64, 56, 9, seed=4)
    return p.result()


def art_no10():
    """The 3s: a 10 struck through, cancelled."""
    p, rng = art_pen("no10")
    backdrop(p, (96, 40, 60), (36, 14, 30), glow=(255, 150, 120), rays=14)
    _small_card(p, 64, 54, 50, 72, (62, 44, 88))
    p.text("10", "black", 34, BONE, 64, 54, outline=INK, ow=1.6)
    red = (226, 44, 52)
    p.circle((64, 54), 38, INK, 8.5)
    p.circle((64, 54), 38, red, 5.5)
    d = 38 * 0.7071
    p.line((64 - d, 54 - d), (64 + d, 54 + d), INK, 8.5)
    p.line((64 - d, 54 - d), (64 + d, 54 + d), red, 5.5)
    return p.result()


def art_start():
    """Start: the church bell rung at dusk to call the souls home, the first light lit."""
    p, rng = art_pen("start")
    w, h = ART
    backdrop(p, (250, 170, 90), (120, 50, 90), glow=(255, 240, 180), rays=18, cy=40)
    p.line((64, 6), (64, 18), INK, 4)
    p.ellipse(64, 20, 8, 5, GOLD_D)
    pts = [(44, 64), (48, 54), (50, 34), (56, 22), (64, 19), (72, 22), (78, 34), (80, 54), (84, 64)]
    p.poly(pts, INK, 3)
    p.poly(pts, GOLD)
    p.poly([(52, 60), (54, 36), (60, 24), (64, 22), (58, 40), (58, 60)], GOLD_L)
    p.ellipse(64, 64, 21, 5, GOLD_D)
    p.circle((64, 70), 5, INK)
    for s in (-1, 1):
        for r in (28, 36):
            p.stroke([(64 + s * r * math.cos(t), 44 - r * math.sin(t) * 0.9) for t in [0.05 + 0.08 * j for j in range(7)]],
                     rgba(WHITE, 200), 2)
    ground(p, (90, 40, 70), 92, seed=3)
    for x in (16, 40, 88, 112):
        candle_on(p, x, 110, 8, 16 if x in (40, 88) else 22, seed=f"start{x}", flame_h=10)
    petals(p, rng, 6, (20, 100, 110, 114))
    return p.result()


COLOUR_ART = {"pink": art_pink, "green": art_green, "blue": art_blue, "black": art_black}
SPECIAL_ART = {"choose": art_choose, "spoiled": art_spoiled, "ask": art_ask, "swap": art_swap, "no10": art_no10,
               "start": art_start}
