"""Ofrenda's sprites: the portraits (both sides) and candles of data/ofrenda, the card back, the
marigolds, the slots, the boards, the Abuela, the branches' and offerings' icons and the menu cover."""
from __future__ import annotations

import yaml

from art.common import ROOT, hexc
from art.ofrenda.board import render_board, render_cover, render_deco_slot, render_family_board, render_slot
from art.ofrenda.cards import render_back, render_candle, render_portrait
from art.ofrenda.faces import render_abuela
from art.ofrenda.icons import Ctx, branch_icon, offering_icon
from art.ui import render_marigold

DATA = ROOT / "data" / "ofrenda"
COVER_PICK = (0, 14, 27, 40, 53, 6, 20, 33, 46, 59, 3, 17)  # the lit portraits fanned on the cover
SLOTS = ("empty", "golden", "gain", "cost")


def load_data():
    """The portraits' and candles' data; sets the branches and offerings the renderers draw (Ctx)."""
    pdata = yaml.safe_load((DATA / "portraits.yaml").read_text(encoding="utf-8"))
    cdata = yaml.safe_load((DATA / "candles.yaml").read_text(encoding="utf-8"))
    Ctx.branches = {b["id"]: b for b in pdata["branches"]}
    Ctx.branch_order = [b["id"] for b in pdata["branches"]]
    Ctx.offerings = [o["id"] for o in pdata["offerings"]]
    return pdata, cdata


def sprites():
    """(surface, path) of every Ofrenda sprite."""
    pdata, cdata = load_data()
    lit_cache = []
    for card in pdata["portraits"]:
        yield render_portrait(card, False), f"ofrenda/portrait/{card['id']}.png"
        lit = render_portrait(card, True)
        yield lit, f"ofrenda/portrait/{card['id']}_lit.png"
        lit_cache.append(lit)
    yield render_back(), "ofrenda/portrait_back.png"
    for c in cdata["candles"]:
        yield render_candle(c, False), f"ofrenda/candle/{c['id']}.png"
        yield render_candle(c, True), f"ofrenda/candle/{c['id']}_lit.png"
    yield render_marigold(96), "ofrenda/marigold.png"
    yield render_marigold(48), "ofrenda/marigold_small.png"
    for kind in SLOTS:
        yield render_slot(kind), f"ofrenda/slot_{kind}.png"
    yield render_deco_slot("candle"), "ofrenda/slot_candle.png"
    yield render_deco_slot("marigold"), "ofrenda/slot_marigold.png"
    yield render_board(), "ofrenda/board.png"
    yield render_family_board(), "ofrenda/family_board.png"
    yield render_abuela(), "ofrenda/abuela.png"
    yield render_cover([lit_cache[i] for i in COVER_PICK], cdata["candles"]), "ofrenda/cover.png"
    for b in pdata["branches"]:
        yield branch_icon(64, b["shape"], hexc(b["colour"])), f"icons/branch_{b['id']}.png"
    for o in pdata["offerings"]:
        yield offering_icon(64, o["id"]), f"icons/offering_{o['id']}.png"


def sizes() -> dict[str, tuple[int, int]]:
    """The pixel size of every Ofrenda sprite, by path (each card of the data has both sides)."""
    pdata = yaml.safe_load((DATA / "portraits.yaml").read_text(encoding="utf-8"))
    cdata = yaml.safe_load((DATA / "candles.yaml").read_text(encoding="utf-8"))
    out = {
        "ofrenda/portrait_back.png": (200, 280), "ofrenda/marigold.png": (96, 96),
        "ofrenda/marigold_small.png": (48, 48), "ofrenda/slot_candle.png": (96, 96),
        "ofrenda/slot_marigold.png": (96, 96), "ofrenda/board.png": (1040, 840),
        "ofrenda/family_board.png": (1000, 400), "ofrenda/abuela.png": (240, 240), "ofrenda/cover.png": (560, 320),
    }
    out.update({f"ofrenda/slot_{kind}.png": (200, 280) for kind in SLOTS})
    for card in pdata["portraits"]:
        out.update({f"ofrenda/portrait/{card['id']}{tail}.png": (200, 280) for tail in ("", "_lit")})
    for candle in cdata["candles"]:
        out.update({f"ofrenda/candle/{candle['id']}{tail}.png": (120, 160) for tail in ("", "_lit")})
    out.update({f"icons/branch_{b['id']}.png": (64, 64) for b in pdata["branches"]})
    out.update({f"icons/offering_{o['id']}.png": (64, 64) for o in pdata["offerings"]})
    return out
