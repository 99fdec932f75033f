"""Die of the Dead's ofrenda board: the 12 outer cells of a 4x4 grid, the scoring captions round it,
the colour frames and the incense urns."""
from __future__ import annotations

import math

import yaml

from art.common import BONE, GOLD_D, INK, MAGENTA_L, MARIGOLD_L, ROOT, TURQ_L, mix, rgba, shade, tint
from art.dotd.dice import DOTD_COLOURS, DOTD_ITEM_COLOURS, dotd_calavera, dotd_symbol_on
from art.dotd.items import candle_item_on, incense_on
from art.dotd.pieces import (caption_chip, cell_well, frame_board, item_badge, item_mark, mini_die, pen2, result2,
                             step_badge)
from art.motifs import PAPEL_COLS, marigold_on
from art.pen import window_points
from game.rules.dotd import lettering


# ---- the ofrenda board: the 12 outer cells of a 4x4 grid and the scoring captions round it
OFR_W, OFR_H = 440, 378
OFR_X0, OFR_Y0, OFR_CELL = 96, 65, 62


def dotd_ofrenda_cells():
    """(row, col, items) of the 12 cells, clockwise from the top-left corner (data/dotd/ofrenda.yaml's
    order); items: top = marigold, right = incense, bottom = candle, left = bread (two at a corner)."""
    ring = [(0, c) for c in range(4)] + [(r, 3) for r in (1, 2)] + [(3, c) for c in (3, 2, 1, 0)] + \
           [(r, 0) for r in (2, 1)]
    cells = []
    for r, c in ring:
        items = []
        if r == 0:
            items.append("marigold")
        if c == 3:
            items.append("incense")
        if r == 3:
            items.append("candle")
        if c == 0:
            items.append("bread")
        cells.append((r, c, tuple(items)))
    return cells


def dotd_urns():
    """{board number: ((colour, value) of the upper urn, (colour, value) of the lower)}, from
    data/dotd/ofrenda.yaml: the urns sit on the incense side's own cells (rows 1 and 2 of column 3)."""
    d = yaml.safe_load((ROOT / "data" / "dotd" / "ofrenda.yaml").read_text(encoding="utf-8"))
    boards = {}
    for b in d["boards"]:
        urns = [None, None]
        for u in b["urns"]:
            row, col = d["cells"][u["cell"]]
            if col != 3 or row not in (1, 2):
                raise ValueError(f"board {b['number']}: the art puts urns on the incense side's own cells only")
            urns[row - 1] = (u["colour"], int(u["value"]))
        boards[int(b["number"])] = tuple(urns)
    return boards


def dotd_urn_rect(i):
    """Where urn ``i`` (0: the upper own incense cell, 1: the lower) lies on the board, in display
    units: its cell and the plaque beside it in the right margin."""
    return (OFR_X0 + 3 * OFR_CELL, OFR_Y0 + (1 + i) * OFR_CELL, OFR_CELL + OFR_W - OFR_X0 - 4 * OFR_CELL, OFR_CELL)


def render_dotd_urn(colour, value, k=2):
    """An incense urn printed on an ofrenda board, laid over the board at dotd_urn_rect(i): a ring
    round its cell in the urn's colour, and beside it the urn with the die it wants (colour, value)."""
    W, H = dotd_urn_rect(0)[2:]
    col = DOTD_COLOURS[colour]
    p = pen2(W, H, k, clear=col)
    C = OFR_CELL
    p.rrect(1.5, 1.5, C - 3, C - 3, 10, INK, 4.6)
    p.rrect(2, 2, C - 4, C - 4, 10, col, 3)
    cx, cy = C + (W - C) / 2 - 3, H / 2
    p.poly([(C - 1, cy - 7), (cx - 40, cy - 9), (cx - 40, cy + 9), (C - 1, cy + 7)], rgba(INK, 220))
    p.poly([(C - 2, cy - 4.5), (cx - 38, cy - 6), (cx - 38, cy + 6), (C - 2, cy + 4.5)], col)
    p.rrect(cx - 41, cy - 26, 82, 54, 9, rgba(INK, 160))
    p.rrect(cx - 41, cy - 28, 82, 54, 9, mix(col, (40, 22, 58), 0.6))
    p.rrect(cx - 41, cy - 28, 82, 54, 9, tint(col, 0.3), 1.6)
    incense_on(p, cx - 17, cy - 2, 0.44, smoke=False, glow=False)
    mini_die(p, cx + 17, cy - 4, 24, colour, value)
    dotd_symbol_on(p, colour, cx + 32, cy + 16, 5.2, line=BONE, ow=1.1)
    step_badge(p, cx + 34, cy - 23, 1, r=7.5)
    return result2(p)


def render_dotd_ofrenda_frame(colour, k=2):
    """The rim of an ofrenda board in its player's colour, laid over the board's gold rim."""
    W, H = OFR_W, OFR_H
    col = DOTD_COLOURS[colour]
    p = pen2(W, H, k, clear=col)
    p.rrect(0, 0, W, H - 3, 18, shade(col, 0.4), 8)
    p.rrect(1.5, 1.5, W - 3, H - 6, 17, col, 5)
    p.rrect(2.5, 2.5, W - 5, H - 8, 16, rgba(tint(col, 0.35), 220), 1.2)
    p.rrect(4.2, 4.2, W - 8.4, H - 11.4, 15, rgba(BONE, 120), 0.8)
    return result2(p)


def render_dotd_ofrenda(k=2):
    """An ofrenda board (every board's common art): the 12 cells (the corners split between their two
    sides), each section's badge and scoring captions, the altar painted in the middle. The urns
    (render_dotd_urn) and the player's rim (render_dotd_ofrenda_frame) are laid over it."""
    W, H = OFR_W, OFR_H
    p = pen2(W, H, k, clear=(40, 22, 58))
    base = (40, 22, 58)
    frame_board(p, W, H, base, GOLD_D)
    # the centre: a little altar under an arch (the 2x2 hole of the grid)
    cx0, cy0 = OFR_X0 + OFR_CELL, OFR_Y0 + OFR_CELL
    s2 = 2 * OFR_CELL
    p.rrect(cx0 + 4, cy0 + 4, s2 - 8, s2 - 8, 12, (28, 14, 42))
    p.glow(cx0 + s2 / 2, cy0 + s2 / 2 + 10, 56, (255, 150, 60), 80, 1.4)
    arch = window_points(cx0 + 22, cy0 + 14, s2 - 44, s2 - 34, ry=36)
    p.poly(arch, (64, 30, 82))
    p.stroke(arch, rgba(MARIGOLD_L, 200), 1.6, closed=True)
    for i in range(7):  # a string of papel picado across the arch
        x = cx0 + 12 + i * 16.5
        c = PAPEL_COLS[i % len(PAPEL_COLS)]
        yy = cy0 + 12 + 3 * math.sin(i / 6 * math.pi)
        p.poly([(x, yy), (x + 12, yy), (x + 12, yy + 11), (x + 6, yy + 14), (x, yy + 11)], c)
        p.circle((x + 6, yy + 6), 2, (28, 14, 42))
    dotd_calavera(p, cx0 + s2 / 2, cy0 + s2 / 2 + 2, 0.48, MAGENTA_L, TURQ_L)
    for side in (-1, 1):
        candle_item_on(p, cx0 + s2 / 2 + side * 41, cy0 + s2 - 34, 0.34, glow=False)
    for i in range(4):
        marigold_on(p, cx0 + 26 + i * 24, cy0 + s2 - 11, 8.5, seed=40 + i, outline=False)
    # the cells
    for r, c, items in dotd_ofrenda_cells():
        x, y, s = OFR_X0 + c * OFR_CELL + 3, OFR_Y0 + r * OFR_CELL + 3, OFR_CELL - 6
        if len(items) == 1:
            cell_well(p, x, y, s, DOTD_ITEM_COLOURS[items[0]])
            item_mark(p, items[0], x + s / 2, y + s / 2, 0.34, 80)
            continue
        # a shared corner: split along the diagonal, each half tinted and marked with its side's item
        cell_well(p, x, y, s, DOTD_ITEM_COLOURS[items[0]])
        vert = "marigold" if r == 0 else "candle"
        side = [it for it in items if it != vert][0]
        if (r, c) in ((0, 0), (3, 3)):
            half_side = [(x + 2, y + 4), (x + s - 4, y + s - 2), (x + 4, y + s - 2), (x + 2, y + s - 4)]
        else:
            half_side = [(x + s - 2, y + 4), (x + 4, y + s - 2), (x + s - 4, y + s - 2), (x + s - 2, y + s - 4)]
        if r == 3:  # the bottom corners: the side's half is the upper one
            half_side = [(2 * x + s - px_, 2 * y + s - py_) for px_, py_ in half_side]
        p.poly(half_side, rgba(mix(DOTD_ITEM_COLOURS[side], (30, 16, 44), 0.72), 255))
        p.stroke([half_side[0], half_side[1]], rgba(BONE, 80), 1.2)
        hx = sum(q[0] for q in half_side) / 4
        hy = sum(q[1] for q in half_side) / 4
        vx, vy = 2 * (x + s / 2) - hx, 2 * (y + s / 2) - hy
        item_mark(p, vert, vx, vy, 0.25, 100)
        item_mark(p, side, hx, hy, 0.25, 100)
    # section badges in the corners, a pinwheel: each at the start of its side's captions (each
    # section's name is lettered beside its badge at run time: game/rules/dotd/lettering.py)
    for item, x, y in (("marigold", 50, 29), ("incense", W - 50, 29), ("candle", W - 50, H - 40), ("bread", 50, H - 40)):
        item_badge(p, item, x, y, 18)
    # the captions (their places and words: lettering.OFRENDA_CHIPS, in its order): marigold along the
    # top, candle along the bottom (three each), bread down the left side, incense's colours-and-values
    # part on the right, level with the top corner; a colour pattern is named in words under a picture
    # of four dice that meet the requirement
    chips = [(2, (("red", "blue", "red", "blue"), (2, 3, 6, 1))), (1, None), (1, None),
             (2, (("red", "blue", "green", "purple"), (4, 4, 1, 6))), (1, None), (1, None),
             (2, (("yellow",) * 4, (3, 4, 2, 3))), (1, None), (2, None),
             (2, (("red", "blue", "green", "purple"), (1, 3, 5, 6)))]
    for (rect, lines, pictured), (steps, dice) in zip(lettering.OFRENDA_CHIPS, chips, strict=True):
        assert pictured == (dice is not None)
        caption_chip(p, rect, len(lines), steps, dice)
    # the urns' places (their plaques are laid over them); how the urns score is lettered under them
    for i in range(2):
        ux, uy, uw, uh = dotd_urn_rect(i)
        p.rrect(ux + OFR_CELL + 6, uy + 5, uw - OFR_CELL - 12, uh - 10, 9, rgba((8, 4, 16), 110))
    return result2(p)
