"""Dia de los Muertos' pictures of the scoring cards: the nine Food of the altar and each night's
Muertos (the animals, the children, the adults), by card id."""
from __future__ import annotations

import math

from art.common import BONE, GOLD_L, INK, MAGENTA_L, MARIGOLD_L, PURPLE_L, TURQ_L, WHITE, mix, rgba, tint
from art.motifs import candle_on, flower_on, leaf_on, marigold_on
from art.muertos_cards import ART, art_pen, backdrop, petals
from art.ofrenda.faces import draw_face, face_params

CLAY, CLAY_D, CLAY_L = (190, 96, 50), (130, 58, 30), (222, 140, 84)


# --------------------------------------------------------------------------
# the Food: each dish on the altar's embroidered cloth
# --------------------------------------------------------------------------
def food_scene(seed):
    """A Food card's table: a warm wall, the altar cloth with its lace edge, a candle's light."""
    p, rng = art_pen(seed)
    w, h = ART
    backdrop(p, (255, 214, 150), (236, 150, 84), glow=(255, 246, 210), cy=46)
    p.rrect(-2, 84, w + 4, 40, 0, (200, 40, 110))
    for i in range(14):
        p.circle((i * 10 + 3, 85), 4.2, BONE)
        p.circle((i * 10 + 3, 85), 1.5, (200, 40, 110))
    for i in range(7):
        flower_on(p, 9 + i * 18.5, 104, 3.4, (MARIGOLD_L, TURQ_L, BONE)[i % 3], centre=MAGENTA_L)
    return p, rng


def bowl(p, cx, cy, rx, ry, inside, rim=CLAY, dots=True):
    """A clay bowl seen from a little above, holding ``inside``."""
    p.ellipse(cx, cy + ry * 1.3, rx * 0.9, ry * 0.5, rgba(INK, 120))
    body = [(cx - rx, cy)] + [(cx + rx * math.cos(t), cy + ry * 2.1 * math.sin(t))
                              for t in [j * math.pi / 16 for j in range(17)]]
    p.poly(body, INK, 2.2)
    p.poly(body, rim)
    p.poly([(cx - rx * 0.9, cy + 2)] + [(cx - rx * 0.9 * math.cos(t * 0.5), cy + ry * 1.8 * math.sin(t * 0.5))
                                      for t in [j * math.pi / 16 for j in range(17)]], rgba(WHITE, 40))
    if dots:
        for i in range(7):
            t = math.pi * (0.2 + 0.6 * i / 6)
            flower_on(p, cx + rx * 0.8 * math.cos(t), cy + ry * 1.2 * math.sin(t) + 2, 2.2, BONE, centre=TURQ_L)
    p.ellipse(cx, cy, rx, ry, INK)
    p.ellipse(cx, cy, rx - 1.5, ry - 1.5, CLAY_L)
    p.ellipse(cx, cy + 1, rx - 4, ry - 3.5, inside)


def cup(p, cx, by, w, h, inside, steam=True):
    """A clay jarrito with its handle, steaming."""
    p.ellipse(cx + w * 0.55, by - h * 0.5, w * 0.28, h * 0.26, INK, width=4.5)
    p.ellipse(cx + w * 0.55, by - h * 0.5, w * 0.28, h * 0.26, CLAY_D, width=2.4)
    p.rrect(cx - w / 2 - 1, by - h - 1, w + 2, h + 2, w * 0.3, INK)
    p.rrect(cx - w / 2, by - h, w, h, w * 0.28, CLAY)
    p.rrect(cx - w / 2 + 3, by - h + 4, w * 0.22, h - 10, 3, rgba(WHITE, 50))
    for i in range(4):
        flower_on(p, cx - w * 0.3 + i * w * 0.2, by - h * 0.45, 2.4, BONE, centre=MARIGOLD_L)
    p.ellipse(cx, by - h, w / 2, w * 0.16, INK)
    p.ellipse(cx, by - h, w / 2 - 2, w * 0.13, inside)
    if steam:
        for i in range(3):
            x = cx - w * 0.25 + i * w * 0.25
            p.stroke([(x + 3 * math.sin(t / 1.6), by - h - 4 - t * 2.6) for t in range(10)], rgba(WHITE, 170), 1.8)


def food_1():
    """Pan de muerto: the round sweet bread with its cross of bones, sugar on top."""
    p, rng = food_scene("food-1")
    p.ellipse(64, 92, 44, 10, rgba(INK, 120))
    p.ellipse(64, 74, 42, 25, INK)
    p.ellipse(64, 72, 40, 23, (214, 130, 56))
    p.ellipse(58, 64, 26, 12, (236, 164, 80))
    for s in (-1, 1):
        pts = [(64 + s * 34, 74), (64 + s * 20, 60), (64 + s * 6, 56), (64 - s * 8, 62)]
        p.stroke(pts, INK, 7)
        p.stroke(pts, (196, 112, 44), 5)
        for x, y in pts[1:3]:
            p.circle((x, y), 4.5, (226, 140, 60))
    p.circle((64, 50), 8, INK)
    p.circle((64, 49), 6.8, (214, 126, 52))
    for _ in range(40):
        p.circle((rng.uniform(34, 94), rng.uniform(52, 84)), 0.8, rgba(WHITE, 200))
    return p.result()


def food_2():
    """Tamales: corn husk bundles tied, one open on its plate."""
    p, rng = food_scene("food-2")
    p.ellipse(64, 90, 50, 11, INK)
    p.ellipse(64, 89, 48, 9.5, (246, 240, 226))
    p.ellipse(64, 89, 38, 6.5, rgba(TURQ_L, 120), width=1.5)
    for i, (x, y, a) in enumerate(((40, 70, -0.35), (86, 70, 0.35), (62, 62, 0.05))):
        p.ellipse(x, y, 26, 11, INK, angle=a)
        p.ellipse(x, y, 24, 9.5, (222, 196, 120), angle=a)
        p.ellipse(x - 2, y - 2, 16, 4, (240, 220, 150), angle=a)
        for t in (-0.55, 0.55):
            bx, by = x + 24 * t * math.cos(a), y + 24 * t * math.sin(a)
            p.line((bx - 2 * math.sin(a), by - 9), (bx + 2 * math.sin(a), by + 9), (120, 80, 40), 2)
    p.ellipse(62, 60, 12, 5, (250, 214, 110), angle=0.05)
    p.ellipse(62, 59, 7, 2.5, (200, 70, 40), angle=0.05)
    for i in range(3):
        p.stroke([(52 + i * 10 + 2.5 * math.sin(t / 1.5), 50 - t * 2.4) for t in range(9)], rgba(WHITE, 170), 1.6)
    return p.result()


def food_3():
    """Mole: a bowl of dark sauce, sesame on it, chiles by its side."""
    p, rng = food_scene("food-3")
    bowl(p, 60, 66, 40, 14, (86, 36, 24))
    for _ in range(22):
        p.ellipse(rng.uniform(34, 86), rng.uniform(60, 72), 1.2, 0.6, (250, 236, 200), angle=rng.uniform(0, 3))
    p.ellipse(50, 64, 8, 4, (120, 56, 34))
    for x, a, c in ((106, 0.5, (176, 30, 30)), (112, 0.9, (120, 20, 24))):
        p.ellipse(x, 84, 14, 5, INK, angle=a)
        p.ellipse(x, 84, 12.5, 3.8, c, angle=a)
        p.line((x - 11 * math.cos(a), 84 - 11 * math.sin(a)), (x - 15 * math.cos(a), 84 - 13 * math.sin(a)),
               (60, 120, 50), 2.4)
    return p.result()


def food_4():
    """Calabaza en tacha: candied pumpkin, glazed dark in piloncillo, on a clay plate."""
    p, rng = food_scene("food-4")
    p.ellipse(64, 88, 52, 14, INK)
    p.ellipse(64, 87, 50, 12.5, CLAY)
    p.ellipse(64, 85, 42, 9, (120, 52, 20))
    for x, y, r in ((42, 70, 16), (80, 68, 18), (62, 60, 14)):
        for j in range(-2, 3):
            p.ellipse(x + j * r * 0.32, y, r * 0.22, r * 0.78, INK)
        for j in range(-2, 3):
            p.ellipse(x + j * r * 0.32, y, r * 0.19, r * 0.74, (226, 110, 30) if j % 2 else (200, 84, 20))
        p.ellipse(x - r * 0.3, y - r * 0.35, r * 0.3, r * 0.2, rgba(WHITE, 120))
        p.stroke([(x, y - r * 0.7), (x + 2, y - r * 0.9), (x + 5, y - r)], (90, 110, 40), 2.4)
    for _ in range(6):
        x = rng.uniform(34, 96)
        p.ellipse(x, rng.uniform(80, 88), 3, 1.6, rgba((255, 200, 120), 160))
    return p.result()


def food_5():
    """Atole: the warm corn drink in its jarrito, a cinnamon stick beside."""
    p, rng = food_scene("food-5")
    p.ellipse(62, 94, 30, 6, rgba(INK, 110))
    cup(p, 58, 94, 42, 46, (236, 214, 170))
    for x, y in ((96, 90), (100, 86)):
        p.line((x - 10, y), (x + 14, y - 6), INK, 5)
        p.line((x - 10, y), (x + 14, y - 6), (150, 84, 40), 3)
    return p.result()


def food_6():
    """Sugar skull: the candy calavera with its icing and foil flowers."""
    from art.motifs import calavera_icon
    from art.pen import icon_pen

    p, rng = food_scene("food-6")

    def skull(size):
        q = icon_pen(size, 1, clear=(0, 0, 0))
        calavera_icon(q, accent=(80, 200, 120), accent2=MAGENTA_L)
        return q.surf
    p.ellipse(64, 96, 34, 7, rgba(INK, 130))
    p.icon(skull, 64, 58, 80)
    for x in (30, 98):
        flower_on(p, x, 84, 6, (GOLD_L if x < 64 else TURQ_L), centre=MAGENTA_L)
    return p.result()


def food_7():
    """Hot chocolate: a frothing jarrito and the carved molinillo that beats it."""
    p, rng = food_scene("food-7")
    p.ellipse(60, 94, 30, 6, rgba(INK, 110))
    cup(p, 56, 94, 42, 44, (110, 56, 30))
    p.ellipse(56, 50, 17, 4, (200, 150, 110))
    for i in range(5):
        p.circle((46 + i * 5, 50 + (i % 2)), 1.6, (232, 200, 170))
    # the molinillo
    p.line((96, 30), (104, 96), INK, 5)
    p.line((96, 30), (104, 96), (170, 110, 60), 3)
    for y in (64, 74, 84):
        x = 96 + (y - 30) * 8 / 66
        p.ellipse(x, y, 7, 4, INK)
        p.ellipse(x, y, 6, 3, (196, 132, 70))
    return p.result()


def food_8():
    """Pozole: red broth with hominy, radish and lettuce, a lime by the bowl."""
    p, rng = food_scene("food-8")
    bowl(p, 60, 64, 42, 15, (180, 44, 30))
    for _ in range(14):
        p.circle((rng.uniform(36, 84), rng.uniform(59, 70)), 2.4, (248, 240, 214))
    for x, y in ((52, 58), (66, 62)):
        p.ellipse(x, y, 7, 3, (110, 190, 80))
    for x, y in ((72, 58), (44, 64)):
        p.circle((x, y), 3, (226, 60, 90))
        p.circle((x, y), 1.6, BONE)
    p.circle((108, 84), 8, INK)
    p.circle((108, 84), 6.8, (120, 190, 60))
    p.line((102, 84), (114, 84), (200, 240, 150), 1)
    p.line((108, 78), (108, 90), (200, 240, 150), 1)
    return p.result()


def food_9():
    """Fruit basket: oranges, bananas, guavas and an apple heaped in a woven basket."""
    p, rng = food_scene("food-9")
    for x, y, r, c in ((40, 56, 11, (240, 140, 30)), (86, 54, 12, (250, 150, 40)), (62, 48, 12, (200, 40, 40)),
                       (50, 62, 9, (230, 220, 90)), (76, 64, 10, (160, 200, 80))):
        p.circle((x, y), r + 1.5, INK)
        p.circle((x, y), r, c)
        p.circle((x - r * 0.35, y - r * 0.35), r * 0.3, rgba(WHITE, 120))
    p.stroke(p.arc_pts(64, 30, 30, 20, 0.5, 2.6, 12), INK, 6)
    p.stroke(p.arc_pts(64, 30, 30, 20, 0.5, 2.6, 12), (250, 220, 70), 4)
    leaf_on(p, 62, 37, 10, -0.8)
    # the basket
    pts = [(24, 64), (104, 64), (94, 98), (34, 98)]
    p.poly(pts, INK, 2.4)
    p.poly(pts, (196, 146, 80))
    for i in range(5):
        y = 68 + i * 6.5
        p.line((26 + i * 2, y), (102 - i * 2, y), (150, 100, 50), 1.6)
    for i in range(9):
        x = 30 + i * 8.5
        p.line((x, 65), (x + (64 - x) * 0.12, 97), (170, 120, 60), 1.2)
    p.rrect(22, 61, 84, 6, 3, INK)
    p.rrect(23, 62, 82, 4, 2, (220, 170, 100))
    return p.result()


FOOD_ART = {f"food-{i}": fn for i, fn in enumerate((food_1, food_2, food_3, food_4, food_5, food_6, food_7, food_8,
                                                     food_9), 1)}


# --------------------------------------------------------------------------
# the Muertos: a calavera portrait in an arched niche of the night's colour
# --------------------------------------------------------------------------
NIGHT_COLOUR = {"animal": (58, 158, 88), "child": (222, 72, 138), "adult": (52, 112, 206)}


def muertos_scene(seed, group):
    """A Muertos card's niche: the night's colour, rays of light, marigolds and candles at its foot."""
    p, rng = art_pen(seed)
    col = NIGHT_COLOUR[group]
    backdrop(p, mix(col, (20, 10, 34), 0.45), mix(col, (10, 6, 20), 0.7), glow=tint(col, 0.6), rays=16, cy=50)
    return p, rng, col


def altar_foot(p, rng, seed):
    """Marigolds and two candles along the bottom of a Muertos picture."""
    w, h = ART
    for x in (10, w - 10):
        candle_on(p, x, h - 1, 8, 18, seed=f"{seed}{x}", flame_h=10)
    for i, x in enumerate((24, 40, 88, 104)):
        marigold_on(p, x, h - 4, 8, seed=f"{seed}{i}")
    petals(p, rng, 5, (30, h - 10, w - 30, h - 2))


def _xolo(p, rng):
    """Xolo: the hairless dog who guides the souls across the river, sitting up, ears high."""
    body, dark = (96, 96, 112), (60, 60, 76)
    p.ellipse(64, 86, 30, 22, INK)
    p.ellipse(64, 86, 28, 20, body)
    p.ellipse(56, 80, 12, 10, rgba(WHITE, 40))
    for x in (52, 76):
        p.rrect(x - 5, 84, 10, 26, 5, INK)
        p.rrect(x - 4, 85, 8, 24, 4, dark)
    p.stroke([(92, 96), (104, 84), (108, 70)], INK, 5)
    p.stroke([(92, 96), (104, 84), (108, 70)], body, 3)
    # head, snout and tall ears
    _ears_and_head(p, body, ((8, 40), (22, 12), (22, 42)), ((11, 38), (20, 20), (20, 38)), (220, 140, 150),
                   (48, 20, 17))
    p.ellipse(64, 60, 10, 8, INK)
    p.ellipse(64, 60, 9, 7, (120, 120, 136))
    p.ellipse(64, 56, 4, 2.6, INK)
    for s in (-1, 1):  # painted eyes like a sugar skull
        for j in range(7):
            a = 2 * math.pi * j / 7
            p.circle((64 + s * 9 + 5 * math.cos(a), 46 + 5 * math.sin(a)), 1.8, MARIGOLD_L)
        p.circle((64 + s * 9, 46), 3.4, INK)
        p.circle((64 + s * 9 - 1, 45), 1.1, WHITE)
    flower_on(p, 64, 35, 3.5, MAGENTA_L)
    for i in range(5):  # a collar of beads
        p.circle((52 + i * 6, 66 + abs(i - 2) * -1.2 + 2), 2.4, (MAGENTA_L, TURQ_L, MARIGOLD_L)[i % 3])


def _ears_and_head(p, body, ear, inner, inner_colour, head) -> None:
    """Two pointed ears (points given for the right one, from the middle of the card: mirrored for
    the left), outlined, with their pink insides, then the outlined head at (64, y), radii rx, ry."""
    for s in (-1, 1):
        outer = [(64 + s * dx, y) for dx, y in ear]
        p.poly(outer, INK, 2)
        p.poly(outer, body)
        p.poly([(64 + s * dx, y) for dx, y in inner], inner_colour)
    y, rx, ry = head
    p.ellipse(64, y, rx, ry, INK)
    p.ellipse(64, y, rx - 1.5, ry - 1.5, body)


def _cat(p, rng):
    """The cat: black, curled tail, painted like an alebrije."""
    body = (44, 34, 56)
    p.ellipse(64, 88, 28, 22, INK)
    p.ellipse(64, 88, 26, 20, body)
    p.stroke([(86, 100), (104, 96), (110, 78), (102, 66)], INK, 7)
    p.stroke([(86, 100), (104, 96), (110, 78), (102, 66)], body, 4.5)
    _ears_and_head(p, body, ((6, 40), (20, 26), (20, 50)), ((10, 42), (18, 32), (18, 46)), (220, 110, 150),
                   (54, 21, 18))
    for s in (-1, 1):
        p.ellipse(64 + s * 8, 51, 5, 5.5, (150, 220, 90))
        p.ellipse(64 + s * 8, 51, 1.6, 4.5, INK)
        p.circle((64 + s * 8 - 1.5, 49), 1, WHITE)
        for j in range(3):
            p.line((64 + s * 8, 60 + j * 2.5), (64 + s * 26, 57 + j * 4), rgba(BONE, 200), 1)
    p.poly([(61, 58), (67, 58), (64, 61)], (230, 130, 160))
    for i, (x, y) in enumerate(((54, 84), (64, 92), (74, 84), (64, 78))):  # the alebrije's painted spots
        flower_on(p, x, y, 4, (MAGENTA_L, TURQ_L, MARIGOLD_L, PURPLE_L)[i], centre=BONE)
    flower_on(p, 64, 42, 3.4, TURQ_L)


def _monarch(p, rng):
    """The monarch butterfly: the souls that arrive with it each autumn."""
    orange, black = (244, 130, 20), (30, 20, 24)
    for s in (-1, 1):
        up = [(64, 50), (64 + s * 16, 18), (64 + s * 44, 14), (64 + s * 52, 30), (64 + s * 40, 54), (64, 58)]
        lo = [(64, 58), (64 + s * 38, 58), (64 + s * 42, 78), (64 + s * 26, 94), (64 + s * 8, 88)]
        for wing in (up, lo):
            p.poly(wing, black)
            cx = sum(x for x, _ in wing) / len(wing)
            cy = sum(y for _, y in wing) / len(wing)
            p.poly([(cx + (x - cx) * 0.8, cy + (y - cy) * 0.8) for x, y in wing], orange)
            for x, y in wing[1:-1]:  # the black veins
                p.line((64, (50 + 58) / 2), (cx + (x - cx) * 0.8, cy + (y - cy) * 0.8), black, 1.8)
            p.poly([(cx + (x - cx) * 0.35, cy + (y - cy) * 0.35) for x, y in wing], (255, 170, 50))
        for t in range(9):  # white dots along the edges
            x, y = 64 + s * (18 + t * 4), 16 + t * 1.5 if t < 6 else 16 + t * 3
            p.circle((x, y), 1.2, WHITE)
        for t in range(5):
            p.circle((64 + s * (30 + t * 2.6), 80 - t * 4), 1.1, WHITE)
    p.ellipse(64, 58, 3.5, 18, black)
    p.circle((64, 40), 4, black)
    for s in (-1, 1):
        p.stroke([(64, 38), (64 + s * 6, 28), (64 + s * 10, 22)], black, 1.2)
        p.circle((64 + s * 10, 22), 1.6, black)


def _hummingbird(p, rng):
    """The hummingbird: the warrior's soul, drinking from a flower."""
    green, throat = (40, 170, 120), (214, 40, 90)
    for y, a in ((40, -0.7), (46, -0.3)):  # the wings in a blur
        p.ellipse(72, y, 30, 8, rgba((200, 255, 240), 110), angle=a)
    p.ellipse(60, 60, 24, 13, INK, angle=0.5)
    p.ellipse(60, 60, 22.5, 11.5, green, angle=0.5)
    p.ellipse(56, 56, 12, 5, rgba(WHITE, 80), angle=0.5)
    p.poly([(78, 72), (100, 92), (92, 96), (74, 78)], INK)
    p.poly([(79, 73), (97, 91), (91, 93), (75, 77)], (26, 110, 90))
    p.circle((42, 48), 11, INK)
    p.circle((42, 48), 9.8, green)
    p.ellipse(44, 56, 6, 4, throat)
    p.line((33, 46), (8, 52), INK, 2.2)
    p.circle((40, 45), 2.6, INK)
    p.circle((39.4, 44.4), 0.9, WHITE)
    p.ellipse(76, 38, 24, 7, rgba(TURQ_L, 200), angle=-0.8)
    p.ellipse(76, 38, 24, 7, INK, width=1.2, angle=-0.8)
    # the flower it drinks from
    for j in range(6):
        a = 2 * math.pi * j / 6
        p.ellipse(10 + 6 * math.cos(a), 60 + 6 * math.sin(a), 5, 3, MAGENTA_L, angle=a)
    p.circle((10, 60), 2.5, MARIGOLD_L)
    p.stroke([(10, 64), (14, 84), (12, 104)], (50, 120, 60), 2)
    leaf_on(p, 13, 84, 12, -0.3)


ANIMALS = {"animal-1": _xolo, "animal-2": _cat, "animal-3": _monarch, "animal-4": _hummingbird}

# the children and the adults: who each one is drawn as (girl or boy, hair, head)
PEOPLE = {
    "child-1": dict(female=True, head="braids", hair=(40, 28, 30), accent=MAGENTA_L, accent2=TURQ_L),
    "child-2": dict(female=False, head="cap", hair=(50, 32, 26), accent=TURQ_L, accent2=MARIGOLD_L),
    "child-3": dict(female=True, head="bun", hair=(70, 40, 30), accent=PURPLE_L, accent2=MARIGOLD_L),
    "child-4": dict(female=False, head="hair", hair=(30, 24, 40), accent=MARIGOLD_L, accent2=MAGENTA_L),
    "adult-1": dict(female=False, head="sombrero", moustache="handlebar"),
    "adult-2": dict(female=True, head="crown"),
    "adult-3": dict(female=False, head="bowler", moustache="walrus", glasses=True),
    "adult-4": dict(female=True, head="rebozo", glasses=True),
}


def _person(card_id, name, group):
    """The calavera of a child or an adult (Ofrenda's faces, a child's smaller and rounder)."""
    prm = face_params(card_id, name, NIGHT_COLOUR[group])
    prm.update(PEOPLE[card_id])
    if prm["female"]:
        prm.update(moustache=None, beard=False, neck="beads", earrings="drop")
    else:
        prm.update(neck="bandana" if group == "child" else "bowtie", earrings="none")
        prm.setdefault("moustache", None)
        prm["beard"] = False
    if group == "child":
        prm.update(elder=False, glasses=False, moustache=None, face_w=1.04, jaw=0.86)
    return prm


def muertos_art(card_id: str, name: str, group: str):
    """The picture of one Muertos card."""
    p, rng, col = muertos_scene(card_id, group)
    if group == "animal":
        ANIMALS[card_id](p, rng)
    else:
        u = 24 if group == "child" else 25
        draw_face(p, 64, 54 if group == "child" else 58, u, _person(card_id, name, group))
    altar_foot(p, rng, card_id)
    return p.result()
