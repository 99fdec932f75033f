"""Oaxaca's sprites: the craft icons, the craft dice, the token, the meeples, the use marks and the cover."""
from __future__ import annotations

import math

import pygame

from art.common import BONE, INK, MAGENTA, MAGENTA_L, MARIGOLD, MARIGOLD_L, TURQ, WHITE, mix, rgba, shade, tint
from art.motifs import COVER_W, cover_night, cover_title
from art.pen import heart_point, icon_pen, icon_result
from art.ui import D6_FACE, LINE, d6_body, line_icon


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
            x, y = heart_point(2 * math.pi * i / 40)
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
    p = d6_body(k)
    _oaxaca_icon_on(p, kind, *D6_FACE, 0.74)
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
    W = COVER_W
    p, rng = cover_night("oaxaca-cover", (96, 40, 70), village_y=250)
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
    cover_title(p, "Oaxaca", 64, 84, papel_seed=9)
    return p.result()


USES = ("gather", "craft", "passive", "any")  # the use marks of the cards
MEEPLE_COLOURS = ((236, 84, 150), (56, 180, 200), (250, 190, 60), (150, 110, 230))


def sprites():
    """(surface, path) of every Oaxaca sprite."""
    yield render_oaxaca_cover(), "oaxaca/cover.png"
    for face, kind in enumerate(OAXACA_RESULTS, start=1):
        yield render_oaxaca_die(kind), f"dice/oaxaca_{face}.png"
        yield oaxaca_icon(64, kind), f"oaxaca/{kind}.png"
    yield render_oaxaca_token(), "oaxaca/token.png"
    for i, colour in enumerate(MEEPLE_COLOURS):
        yield render_oaxaca_meeple(colour), f"oaxaca/meeple_{i + 1}.png"
    for kind in USES:
        yield _use_icon(kind)(48), f"oaxaca/use_{kind}.png"


def sizes() -> dict[str, tuple[int, int]]:
    """The pixel size of every Oaxaca sprite, by path."""
    out = {"oaxaca/cover.png": (560, 320), "oaxaca/token.png": (48, 48)}
    for face, kind in enumerate(OAXACA_RESULTS, start=1):
        out.update({f"dice/oaxaca_{face}.png": (128, 128), f"oaxaca/{kind}.png": (64, 64)})
    out.update({f"oaxaca/meeple_{n}.png": (64, 64) for n in range(1, len(MEEPLE_COLOURS) + 1)})
    out.update({f"oaxaca/use_{kind}.png": (48, 48) for kind in USES})
    return out
