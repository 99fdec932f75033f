"""Ofrenda's objective pictograms: the icons and numbers that tell a portrait's or a candle's goal."""
from __future__ import annotations

import pygame

from art.common import BONE, INK, text_surface
from art.motifs import marigold_icon
from art.ofrenda.icons import (Ctx, anycolour_icon, branch_icon, colour_of, crown_icon, offering_icon, prohibited,
                               pyramid_icon, shape_of)
from art.pen import Pen, draw_shape
from art.ui import lit_portrait_icon


def _fan(size, ids, n, spread, ss, draw):
    """The first ``n`` of ``ids`` fanned out, ``spread`` apart from first to last; ``draw(pen, id, x, t)``
    draws one (``t``: how far it stands from the middle, in places)."""
    p = Pen(170, 100, ss=size * ss / 100.0, clear=INK)
    p.final = (int(round(size * 1.7)), int(size))
    for i, item in enumerate(ids[:n]):
        t = (i - (n - 1) / 2)
        draw(p, item, 85 + t * (spread / max(1, n - 1)), t)
    return pygame.transform.smoothscale(p.surf, p.final)


def _fan_shapes(size, n, ss=4):
    return _fan(size, Ctx.branch_order, n, 116, ss,
                lambda p, b, x, t: draw_shape(p, shape_of(b), x, 52 + abs(t) * 5, 30, colour_of(b), ow=5))


def _fan_offerings(size, n, ss=3):
    return _fan(size, Ctx.offerings, n, 104, ss,
                lambda p, o, x, t: p.blit(offering_icon(int(p.k * 68), o), x, 50 + abs(t) * 4))


def objective_items(obj):
    """Turn an objective dict into a list of pictogram items."""
    k = obj["kind"]
    if k in ("colour_at_least", "colour_count"):
        return [("text", f"{obj['count']}+"), ("shape", obj["colour"])]
    if k in ("offering_at_least", "offering_count"):
        return [("text", f"{obj['count']}+"), ("offering", obj["offering"])]
    if k == "distinct_colours":
        return [("text", str(obj["count"])), ("fan_shapes", obj["count"])]
    if k == "distinct_offerings":
        return [("text", str(obj["count"])), ("fan_offerings", obj["count"])]
    if k == "no_colour":
        return [("no_shape", obj["colour"])]
    if k == "no_offering":
        return [("no_offering", obj["offering"])]
    if k == "own_colour_and_offering":
        return [("text", "1+"), ("shape", obj["colour"]), ("gap", 0), ("text", "1+"), ("offering", obj["offering"])]
    raise ValueError(f"unknown objective kind {k}")


def item_surface(item, size, k):
    """Surface (at supersampled px) for one pictogram item; size in design px."""
    kind, val = item
    px = int(round(size * k))
    if kind == "shape":
        return branch_icon(px, shape_of(val), colour_of(val))
    if kind == "offering":
        return offering_icon(px, val)
    if kind == "fan_shapes":
        return _fan_shapes(px, val)
    if kind == "fan_offerings":
        return _fan_offerings(px, val)
    if kind == "no_shape":
        return prohibited(px, lambda s: branch_icon(s, shape_of(val), colour_of(val)))
    if kind == "no_offering":
        return prohibited(px, lambda s: offering_icon(s, val))
    raise ValueError(kind)


def draw_pictogram(p, items, cx, cy, max_w, icon=40, text_px=30, text_col=BONE, gap=3):
    """Lay out pictogram items centred on (cx, cy) within max_w design px."""
    scale = 1.0
    for _ in range(8):
        parts = []
        for it in items:
            if it[0] == "text":
                s = text_surface(it[1], "black", text_px * scale * p.k, text_col, INK, 2.2 * scale * p.k)
                parts.append(s)
            elif it[0] == "gap":
                parts.append(None)
            else:
                parts.append(item_surface(it, icon * scale, p.k))
        widths = [(s.get_width() / p.k if s is not None else 8 * scale) for s in parts]
        total = sum(widths) + gap * scale * (len(parts) - 1)
        if total <= max_w:
            break
        scale *= 0.92
    x = cx - total / 2
    for s, w in zip(parts, widths):
        if s is not None:
            p.blit(s, x + w / 2, cy)
        x += w + gap * scale


def _grid_icons(p, surfs, cx, cy, size, gap=2):
    rows = [surfs[:3], surfs[3:]]
    for r, row in enumerate(rows):
        n = len(row)
        for i, s in enumerate(row):
            x = cx + (i - (n - 1) / 2) * (size + gap)
            y = cy + (r - 0.5) * (size + gap * 0.5)
            p.blit(s, x, y)


def candle_pictogram(p, obj, cx, top, bottom, text_col=INK, outline=BONE):
    k = p.k
    kind = obj["kind"]
    cy = (top + bottom) / 2
    ty, iy = top + 13, bottom - 19

    def txt(s, y, px=24):
        p.text(s, "black", px, text_col, cx, y, outline=outline, ow=1.8)

    if kind == "colour_count":
        txt(f"{obj['count']}+", ty)
        p.icon(branch_icon, cx, iy, 32, shape_of(obj["colour"]), colour_of(obj["colour"]))
    elif kind == "offering_count":
        txt(f"{obj['count']}+", ty)
        p.icon(offering_icon, cx, iy, 34, obj["offering"])
    elif kind == "all_colours":
        surfs = [branch_icon(int(19 * k), shape_of(b), colour_of(b)) for b in Ctx.branch_order]
        _grid_icons(p, surfs, cx, cy + 2, 19, gap=1)
    elif kind == "all_offerings":
        surfs = [offering_icon(int(21 * k), o) for o in Ctx.offerings]
        _grid_icons(p, surfs, cx, cy + 2, 20, gap=0)
    elif kind == "marigolds_placed":
        txt(f"{obj['count']}+", ty)
        p.icon(marigold_icon, cx, iy, 34, 7)
    elif kind == "one_colour_count":
        txt(str(obj["count"]), ty)
        p.icon(anycolour_icon, cx, iy, 32)
    elif kind == "lit_portraits":
        txt(f"{obj['count']}+", ty)
        p.icon(lit_portrait_icon, cx, iy, 36)
    elif kind == "all_slots_filled":
        txt("12", ty)
        p.icon(pyramid_icon, cx, iy, 36)
    elif kind.startswith("most_") or kind.startswith("fewest_"):
        p.icon(crown_icon, cx, ty + 1, 30)
        sub = {
            "most_lit_portraits": lambda s: lit_portrait_icon(s),
            "most_marigolds_placed": lambda s: marigold_icon(s, 3),
            "most_of_one_colour": lambda s: anycolour_icon(s),
            "fewest_empty_slots": lambda s: pyramid_icon(s, empty=7),
        }[kind]
        p.blit(sub(int(34 * k)), cx, iy + 1)
    else:
        raise ValueError(kind)
