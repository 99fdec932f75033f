"""Portents' sprites: tiles (4 colours x 4 shapes), Omen tokens, the colours' astronomical symbols,
the Kitty and its hat, the Burnt Offerings' flame, the bag and the menu cover."""
from __future__ import annotations

import math

import pygame

from art.common import (BONE, FLAME_O, GOLD, GOLD_D, GOLD_L, INK, MAGENTA, MARIGOLD, PURPLE_L, TURQ, WHITE, rgba, shade,
                        tint)
from art.motifs import COVER_W, cover_night, cover_title, flame_on
from art.pen import Pen, icon_pen, icon_result, star_points


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
    W = COVER_W
    p, rng = cover_night("portents-cover", (70, 30, 90), village_y=270)
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
    cover_title(p, "Portents", 64, 78, papel_seed=11, glow=(80, 170, 100), glow_col=(190, 120, 255),
                outline=(70, 20, 110), cols=[PURPLE_L, MARIGOLD, TURQ, MAGENTA])
    return p.result()


def sprites():
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


def sizes() -> dict[str, tuple[int, int]]:
    """The pixel size of every Portents sprite, by path."""
    out = {"portents/cover.png": (560, 320), "portents/kitty.png": (96, 96), "portents/hat.png": (64, 64),
           "portents/flame.png": (48, 48), "portents/bag.png": (64, 64)}
    for colour in PORTENTS_COLOURS:
        for shape in PORTENTS_SHAPES:
            out.update({f"portents/tile_{colour}_{shape}.png": (112, 112),
                        f"portents/omen_{colour}_{shape}.png": (64, 64)})
        out[f"portents/symbol_{colour}.png"] = (32, 32)
    return out
