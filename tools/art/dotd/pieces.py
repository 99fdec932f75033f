"""Die of the Dead's small shared pieces of the boards: the pen at twice the size, mini dice, step
badges, pattern rows, captions, cell wells, item marks and badges, the board frame."""
from __future__ import annotations

import pygame

from art.common import BONE, GOLD, INK, MARIGOLD, MARIGOLD_L, WHITE, mix, rgba, shade, tint
from art.dotd.dice import DOTD_COLOURS, DOTD_ITEM_COLOURS, DOTD_PIPS
from art.dotd.items import DOTD_ITEM_DRAW
from art.pen import Pen
from art.ui import PIP_LAYOUT
from game.rules.dotd.lettering import chip_top


def pen2(w, h, k=2, clear=(0, 0, 0)):
    """A pen in display units whose result is twice the display size (the sprites' rule)."""
    p = Pen(w, h, ss=2 * k, clear=clear)
    p.final = (int(2 * w), int(2 * h))
    return p


def result2(p):
    return pygame.transform.smoothscale(p.surf, p.final)


def mini_die(p, x, y, size, colour, face, line=INK):
    """A small die glyph (board captions): ``colour`` a die colour or an RGB."""
    col = DOTD_COLOURS.get(colour, colour) if isinstance(colour, str) else colour
    pipc = DOTD_PIPS.get(colour, BONE) if isinstance(colour, str) else BONE
    r = size * 0.22
    p.rrect(x - size / 2 - 1, y - size / 2 - 1, size + 2, size + 2, r + 1, line)
    p.rrect(x - size / 2, y - size / 2, size, size, r, col)
    p.rrect(x - size / 2, y - size / 2, size, size * 0.35, r, rgba(WHITE, 40))
    d = size * 0.26
    for a, b in PIP_LAYOUT[face]:
        p.circle((x + a * d, y + b * d), size * (0.13 if face != 1 else 0.17), pipc)


def step_badge(p, x, y, n, r=9.5):
    """'+n steps': a marigold disc with the number."""
    p.circle((x + 0.6, y + 1.2), r + 1.6, rgba(INK, 160))
    p.circle((x, y), r + 1.3, INK)
    p.circle((x, y), r, MARIGOLD)
    p.circle((x, y - r * 0.2), r * 0.78, MARIGOLD_L)
    p.text(f"+{n}", "black", r * 1.15, INK, x, y + 0.3)


def _pattern_dice(p, cx, cy, colours, faces, size=12.0, gap=2.5):
    """Four little dice showing a colour pattern by example (their colours, and faces that meet the
    requirement); the pattern's name is written under them."""
    total = 4 * size + 3 * gap
    x = cx - total / 2 + size / 2
    for colour, face in zip(colours, faces):
        mini_die(p, x, cy, size, colour, face)
        x += size + gap


def caption_chip(p, rect, lines, steps, dice=None):
    """One scoring requirement: an optional picture of four dice showing its colour pattern (``dice``:
    their colours and faces), the room for its ``lines`` of words (lettered at run time:
    game/rules/dotd/lettering.py), the steps it gives (a badge in the top right corner)."""
    x, y, w, h = rect
    # printed on the board (a faint band, no frame): it must not look like a cell a die could fill
    p.rrect(x, y, w, h, 10, rgba((255, 236, 200), 16))
    p.stroke([(x + 8, y + h - 1), (x + w - 8, y + h - 1)], rgba(GOLD, 110), 1)
    top = chip_top(rect, lines, dice is not None)
    if dice:
        _pattern_dice(p, x + w / 2 - 6, top + 7, *dice)  # (left of the badge)
    step_badge(p, x + w - 3, y + 3, steps, r=8)


def cell_well(p, x, y, s, tint_col, alpha=255):
    """A recessed square where a die sits."""
    p.rrect(x, y, s, s, 9, rgba((8, 4, 16), 170))
    p.rrect(x + 1.2, y + 2, s - 2.4, s - 3.2, 8, rgba(mix(tint_col, (30, 16, 44), 0.72), alpha))
    p.rrect(x, y, s, s, 9, rgba(tint(tint_col, 0.25), 150), 1.2)
    p.stroke([(x + 8, y + s - 1), (x + s - 8, y + s - 1)], rgba(WHITE, 50), 1)


def item_mark(p, item, cx, cy, s, alpha=90):
    """An item painted faintly on a cell (drawn on its own layer so it can fade)."""
    size = int(round(100 * s * p.k))
    q = Pen(100, 100, ss=size / 100.0, clear=DOTD_ITEM_COLOURS[item])
    DOTD_ITEM_DRAW[item](q, 50, 50, 0.9, glow=False)
    q.surf.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    p.blit(q.surf, cx, cy)


def item_badge(p, item, cx, cy, r):
    """A section's round badge: the item on a disc of its colour."""
    col = DOTD_ITEM_COLOURS[item]
    p.circle((cx + 0.8, cy + 1.6), r + 2, rgba(INK, 170))
    p.circle((cx, cy), r + 2, INK)
    p.circle((cx, cy), r, GOLD)
    p.circle((cx, cy), r - 2.2, mix(col, (40, 22, 58), 0.55))
    DOTD_ITEM_DRAW[item](p, cx, cy, (r - 3) / 48, glow=False)


def board_edge(p, W, H, radius, shadow, rim, face=None):
    """A board's edge: its shadow below (ink at alpha ``shadow``), its rim, and the face inside the rim."""
    p.rrect(0, 2, W, H - 2, radius, rgba(INK, shadow))
    p.rrect(0, 0, W, H - 3, radius, rim)
    if face is not None:
        p.rrect(2, 2, W - 4, H - 7, radius - 2, face)


def frame_board(p, W, H, base, frame, radius=18):
    """A painted board: dark cloth, an embroidered frame in ``frame`` colour."""
    board_edge(p, W, H, radius, 200, shade(frame, 0.35), frame)
    p.rrect(6, 6, W - 12, H - 15, radius - 5, base)
    p.rrect(6, 6, W - 12, H - 15, radius - 5, rgba(tint(frame, 0.3), 200), 1.2)
    p.rrect(10, 10, W - 20, H - 23, radius - 8, rgba(GOLD, 110), 0.8)
