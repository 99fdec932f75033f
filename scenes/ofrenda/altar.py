"""Drawing your ofrenda and your storage tray (marigolds, candles, discard pile, score so far).
"""
from __future__ import annotations

import pygame

from game.rules.ofrenda.actions import PlaceCandle, PlaceMarigold
from game.rules.ofrenda.state import MARIGOLD
from scenes.assets import PALETTE
from scenes.ofrenda.layout import CANDLE_M, DISCARD_CARD, TRAY_RECT
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.cards import draw_card, draw_pile


class AltarArea:
    """Your ofrenda and your tray as the regions paint them."""

    def _draw_board(self, surface, v, sugg) -> None:
        you = v.you
        a = self.assets
        for slot, rect in self.slot_rects.items():
            effect = self.data.slots[slot].effect
            card = you.ofrenda.get(slot)
            if card is None or self.anim.moving(("p", card)):
                surface.blit(self.art.slot(effect, rect.size), rect)
                edge = (255, 215, 120, 150) if effect == "golden" else (240, 225, 255, 70)
                paint.rrect(surface, rect.inflate(-2, -2), edge, 9, 1)
                if effect is None:
                    label = T.text(a, slot, "bold", 13, (235, 222, 250))
                    label.set_alpha(120)
                    surface.blit(label, label.get_rect(center=rect.center))
                continue
            if effect == "golden":
                paint.draw_glow(surface, rect, (255, 205, 90), 9, 220, 0.9)
            key = ("p", card)
            lit = slot in you.lit
            flip = self.flips.value(key)
            if flip is not None:
                img = self.art.portrait(card, flip >= 0.5 and lit, rect.size)
            else:
                img = self.art.portrait(card, lit, rect.size)
            glow = self.effects.value(("glow", key), 0.0)
            draw_card(surface, img, rect, flip=flip, lit_glow=glow)
            if self.hover_key == ("slot", slot) and not self.drag.dragging:
                paint.rrect(surface, rect.inflate(4, 4), PALETTE["marigold_light"] + (255,), 10, 2)
        # decorations, drawn between the cards
        for deco, rect in self.deco_rects.items():
            d = self.data.decorations[deco]
            what = you.decorations.get(deco)
            if what is None:
                paint.draw_shadow(surface, rect, rect.w // 2, 4, 120, (1, 3))
                surface.blit(self.art.socket(d.holds, rect.w), rect)
                continue  # a slot just surrounded pulses in _draw_highlights
            if what == MARIGOLD:
                key = ("m", deco)
                paint.draw_shadow(surface, rect, rect.w // 2, 4, 120, (1, 3))
                surface.blit(self.art.socket(d.holds, rect.w), rect)
                if not self.anim.moving(key):
                    mr = self.anim.targets.get(key, rect)
                    surface.blit(self.art.marigold(mr.w), mr)
            else:
                key = ("c", what)
                paint.draw_shadow(surface, rect, rect.w // 2, 4, 120, (1, 3))
                surface.blit(self.art.socket(d.holds, rect.w), rect)
                if not self.anim.moving(key):
                    self._draw_candle_item(surface, key, self.anim.targets[key])
        # the suggestion glows on its target
        for key in sugg:
            if key[0] == "slot":
                self._glow_if(surface, self.slot_rects[key[1]], key, sugg)
            elif key[0] == "deco":
                self._glow_if(surface, self.deco_rects[key[1]], key, sugg, 20)

    def _draw_candle_item(self, surface, key, rect) -> None:
        kind, candle, lit = self.item.get(key, ("candle", key[1], False))
        flip = self.flips.value(key)
        img = self.art.candle(candle, lit if flip is None else (flip >= 0.5 and lit), rect.size)
        glow = self.effects.value(("glow", key), 0.0)
        if lit:
            light = paint.radial(int(rect.w * 1.1), (255, 190, 90), int(110 + 90 * glow))
            surface.blit(light, light.get_rect(center=(rect.centerx, rect.y + rect.h * 0.3)))
        draw_card(surface, img, rect, shadow=True, flip=flip)

    def _draw_tray(self, surface, v, sugg) -> None:
        a = self.assets
        you = v.you
        mr = self.storage_marigold_rect
        self._glow_if(surface, mr, ("marigolds",), sugg, 30)
        if self.selected == ("marigold",):
            paint.draw_glow(surface, mr, PALETTE["turquoise_light"], 12, 255, 0.9)
        legal_decos = self._legal_decorations()
        can_place = any(isinstance(x, PlaceMarigold) for x in legal_decos)
        placeable_candle = any(isinstance(x, PlaceCandle) for x in legal_decos)
        if can_place and self.selected != ("marigold",):
            paint.draw_glow(surface, mr.inflate(-10, -10), PALETTE["turquoise_light"], 12, 200, 0.6)
        m = self.art.marigold(mr.w)
        if you.marigolds == 0:
            m = m.copy()
            m.set_alpha(70)
        surface.blit(m, mr)
        if you.marigolds > 1:
            surface.blit(self.art.marigold(40), (mr.right - 26, mr.bottom - 34))
        num = T.outlined(a, f"\u00d7{you.marigolds}", "bold", 30, PALETTE["bone"], (40, 16, 30), 2)
        surface.blit(num, (mr.right + 10, mr.centery - num.get_height() // 2))
        if can_place and not self.drag.dragging:
            hint = T.text(a, "drag onto a slot", "italic", 12, PALETTE["turquoise_light"])
            surface.blit(hint, (mr.x, mr.bottom + 6))
        # candle storage
        for i in range(3):
            rect = self.storage_candle_rect(i)
            sock = self.art.socket("candle", 52)
            surface.blit(sock, sock.get_rect(center=(rect.centerx, rect.bottom - 28)))
        for i, candle in enumerate(you.candles):
            key = ("c", candle)
            rect = self.storage_candle_rect(i)
            if self.anim.moving(key) or self.drag.hides(("storage_candle", candle)):
                continue
            self._glow_if(surface, rect, ("storage_candle", candle), sugg)
            if placeable_candle and self.selected != ("storage_candle", candle):
                paint.draw_glow(surface, rect, PALETTE["turquoise_light"], 10, 200, 0.6)
            if self.selected == ("storage_candle", candle):
                paint.draw_glow(surface, rect, PALETTE["turquoise_light"], 12, 255, 0.9)
            draw_card(surface, self.art.candle(candle, False, CANDLE_M), rect)
        label = T.text(a, f"candles {len(you.candles)}/3", "italic", 12, PALETTE["muted"])
        surface.blit(label, label.get_rect(midtop=(self.storage_candle_rect(1).centerx,
                                                  self.storage_candle_rect(1).bottom + 6)))
        # discard pile
        dr = self.discard_rect
        self._glow_if(surface, dr, ("discard",), sugg)
        shown = [c for c in you.discards if not self.anim.moving(("p", c))]
        if shown:
            draw_pile(surface, [self.art.portrait(c, False, DISCARD_CARD) for c in shown[-3:]], dr, (-5, 3, -1))
            veil = paint.dim(dr.size, 90, 10)
            surface.blit(veil, dr)
        else:
            slot = self.art.slot(None, DISCARD_CARD).copy()
            slot.set_alpha(200)
            surface.blit(slot, dr)
        gain = paint.pill(a, "+3", 14, icon="icons/marigold.png", bg=(30, 70, 40, 235))
        surface.blit(gain, gain.get_rect(center=(dr.centerx, dr.centery)))
        if you.discards:
            cnt = paint.pill(a, f"{len(you.discards)} discarded", 12, pad=(6, 1))
            surface.blit(cnt, cnt.get_rect(midtop=(dr.centerx, dr.bottom - 10)))
        # score so far
        s = v.score
        rows = [("icons/lit.png", "Lit portraits", f"{s.lit_portraits}", f"{s.portraits}"),
                ("icons/lit.png", "Golden slots \u00d72", "", f"+{s.golden}"),
                ("icons/marigold.png", "Marigolds", "", f"{s.marigolds}"),
                ("icons/candle.png", "Candles", "", f"{s.candles}")]
        if v.goals:
            rows.append(("icons/seed.png", "Goal tokens", f"{len(you.tokens)}", f"{s.goals}"))
        x0, y = TRAY_RECT.x + 22, TRAY_RECT.y + 200
        step = 22 if len(rows) <= 4 else 19
        for icon, label, extra, pts in rows:
            surface.blit(a.sprite(icon, (20, 20)), (x0, y))
            surface.blit(T.text(a, label + (f"  ({extra})" if extra else ""), "body", 14, PALETTE["bone"]),
                         (x0 + 28, y + 1))
            p = T.text(a, pts, "bold", 15, PALETTE["bone"])
            surface.blit(p, (x0 + 230 - p.get_width(), y + 1))
            y += step
        tot = T.text(a, "Total", "bold", 16, PALETTE["marigold_light"])
        surface.blit(tot, (x0 + 28, y + 4))
        tv = T.text(a, str(s.total), "bold", 18, PALETTE["marigold_light"])
        surface.blit(tv, (x0 + 230 - tv.get_width(), y + 2))
        pygame.draw.line(surface, (*PALETTE["marigold"],), (x0 + 28, y + 1), (x0 + 232, y + 1), 1)
        if self.multi:
            self._draw_standings(surface, v, x0 + 276, TRAY_RECT.y + 196)
            return
        # tier ladder beside it
        tiers = self.data.tiers
        tx, ty = x0 + 290, TRAY_RECT.y + 200
        cur = 0
        for i, t in enumerate(tiers):
            if s.total >= t.min:
                cur = i
        for i, t in enumerate(tiers):
            hi = tiers[i + 1].min - 1 if i + 1 < len(tiers) else None
            band = f"{t.min}\u2013{hi}" if hi is not None else f"{t.min}+"
            col = PALETTE["marigold_light"] if i == cur else (150, 135, 170)
            img = T.text(a, band, "bold" if i == cur else "body", 13, col)
            y2 = ty + (len(tiers) - 1 - i) * 19
            if i == cur:
                pill_bg = paint.rrect_surface((img.get_width() + 14, 18), (255, 190, 80, 50), 9)
                surface.blit(pill_bg, (tx - 7, y2 - 1))
            surface.blit(img, (tx, y2))
        cap = T.text(a, "solo tiers", "italic", 11, PALETTE["muted"])
        surface.blit(cap, (tx, ty + len(tiers) * 19 + 2))

    def _draw_standings(self, surface, v, x: int, y: int) -> None:
        """Every player's points so far, best first (ties as the rules break them)."""
        a = self.assets
        order = sorted(v.boards, key=lambda b: (-b.score.total, -b.score.lit_portraits, -b.marigolds, b.seat))
        for i, b in enumerate(order):
            me = b.seat == self.seat
            col = PALETTE["marigold_light"] if me else PALETTE["bone"]
            name = "You" if me else self.seat_name(b.seat)
            surface.blit(T.text(a, f"{i + 1}. {name}", "bold" if me else "body", 14, col), (x, y + i * 22))
            pts = T.text(a, str(b.score.total), "bold", 14, col)
            surface.blit(pts, (x + 190 - pts.get_width(), y + i * 22))
        cap = T.text(a, "standings so far", "italic", 11, PALETTE["muted"])
        surface.blit(cap, (x, y + len(order) * 22 + 2))
