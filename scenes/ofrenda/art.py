"""How Ofrenda's pieces look: its sprites at the sizes the scenes use, a whole ofrenda drawn still
(the end screen's and the enlarged opponent's), and small colour helpers.
"""
from __future__ import annotations

import pygame

from game.rules.ofrenda.state import MARIGOLD
from scenes.ofrenda.layout import CANDLE_S, CANON_CANDLE, CANON_PORTRAIT, CARD, DECO, R, board_layout
from scenes.widgets import paint
from scenes.widgets.cards import SizedSprites, draw_card
from scenes.widgets.dice import die_face


def lighter(colour, t: float = 0.35) -> tuple:
    return tuple(round(c + (255 - c) * t) for c in colour[:3])


def hexcolour(c) -> str:
    return "#%02x%02x%02x" % tuple(c[:3])


class OfrendaArt(SizedSprites):
    """Ofrenda's sprites at the sizes the scenes use (see :class:`scenes.widgets.cards.SizedSprites`)."""

    def portrait(self, card: str, lit: bool, size=CARD) -> pygame.Surface:
        return self.sized(f"ofrenda/portrait/{card}{'_lit' if lit else ''}.png", size, CANON_PORTRAIT)

    def back(self, size=CARD) -> pygame.Surface:
        return self.sized("ofrenda/portrait_back.png", size, CANON_PORTRAIT)

    def candle(self, candle: str, lit: bool, size=CANDLE_S) -> pygame.Surface:
        return self.sized(f"ofrenda/candle/{candle}{'_lit' if lit else ''}.png", size, CANON_CANDLE)

    def slot(self, effect: str | None, size=CARD) -> pygame.Surface:
        return self.assets.sprite(f"ofrenda/slot_{effect or 'empty'}.png", size)

    def socket(self, holds: str, size: int = DECO) -> pygame.Surface:
        return self.assets.sprite(f"ofrenda/slot_{'candle' if holds == 'candle' else 'marigold'}.png", (size, size))

    def marigold(self, size: int) -> pygame.Surface:
        name = "ofrenda/marigold_small.png" if size <= 48 else "ofrenda/marigold.png"
        return self.assets.sprite(name, (size, size))

    def die(self, face: int, size: int) -> pygame.Surface:
        return die_face(self.assets, face, size)


def draw_ofrenda(surface: pygame.Surface, assets, data, rect: pygame.Rect, board, score=None, *,
                 annotate: bool = False, dim_unlit: bool = False, hidden: frozenset = frozenset()) -> None:
    """A finished (or still) ofrenda, drawn the way the play scene draws it, without animation.

    ``board`` is a BoardView; with ``annotate`` each lit portrait and decoration gets its points
    (from ``score``), and with ``dim_unlit`` unlit portraits and candles are dimmed. Slots and
    decoration ids in ``hidden`` are drawn empty (their piece is still on its way there).
    """
    art = OfrendaArt(assets)
    sx = rect.w / 520
    slots, decos = board_layout(data, rect)
    paint.draw_shadow(surface, rect, 20, 12, 150, (0, 8))
    surface.blit(assets.sprite("ofrenda/board.png", rect.size), rect)
    pygame.draw.rect(surface, (120, 70, 30), rect, width=2, border_radius=4)
    badges = []
    for slot, r in slots.items():
        effect = data.slots[slot].effect
        c = board.ofrenda.get(slot) if slot not in hidden else None
        if c is None:
            frame = art.slot(effect, r.size).copy()
            frame.set_alpha(150 if dim_unlit else 255)
            surface.blit(frame, r)
            continue
        lit = slot in board.lit
        if lit:
            paint.draw_glow(surface, r, (255, 196, 90), 14, 230, 0.8)
        elif effect == "golden":
            paint.draw_glow(surface, r, (255, 205, 90), 9, 200, 0.6)
        draw_card(surface, art.portrait(c, lit, r.size), r)
        if dim_unlit and not lit:
            surface.blit(paint.dim(r.size, 140, 10), r)
        if annotate and score is not None:
            pts = score.per_slot.get(slot, 0)
            badges.append((r, pts, lit, effect == "golden"))
    for deco, r in decos.items():
        d = data.decorations[deco]
        what = board.decorations.get(deco) if deco not in hidden else None
        paint.draw_shadow(surface, r, r.w // 2, 4, 120, (1, 3))
        surface.blit(art.socket(d.holds, r.w), r)
        if what is None:
            continue
        if what == MARIGOLD:
            m = art.marigold(r.w - 6)
            surface.blit(m, r.inflate(-6, -6))
            lit = True
        else:
            lit = deco in board.lit_candles
            size = (round(CANDLE_S[0] * sx), round(CANDLE_S[1] * sx))
            cr = R(0, 0, *size)
            cr.midbottom = (r.centerx, r.bottom + 2)
            if lit:
                light = paint.radial(int(cr.w * 1.2), (255, 190, 90), 170)
                surface.blit(light, light.get_rect(center=(cr.centerx, cr.y + cr.h * 0.3)))
            draw_card(surface, art.candle(what, lit, size), cr)
            if dim_unlit and not lit:
                surface.blit(paint.dim(cr.size, 130, 6), cr)
        if annotate and score is not None:
            badges.append((r, score.per_decoration.get(deco, 0), lit and score.per_decoration.get(deco, 0) > 0,
                           None))
    for r, pts, good, golden in badges:
        if good:
            label = f"+{pts}"
            pill = paint.pill(assets, label, 15, fg=(40, 14, 30), bg=(255, 214, 110, 250) if golden
                              else (255, 200, 80, 250), border=(255, 250, 220) if golden else (120, 60, 20),
                              pad=(8, 2))
        else:
            pill = paint.pill(assets, "0", 13, fg=(200, 190, 210), bg=(40, 30, 55, 235), border=(100, 90, 120),
                              pad=(7, 1))
        if golden is None:  # a decoration: the badge sits just below its token
            surface.blit(pill, pill.get_rect(midtop=(r.centerx, r.bottom - 6)))
        else:
            surface.blit(pill, pill.get_rect(midtop=(r.centerx, r.y + 3)))
