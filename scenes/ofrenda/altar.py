"""Your ofrenda, your storage tray (marigolds, candles, discard pile) and your score so far: their
slots, the drops they take and how they paint themselves."""
from __future__ import annotations

import pygame

from game.rules.ofrenda import words
from game.rules.ofrenda.actions import DiscardPortrait, PlaceCandle, PlaceMarigold, PlacePortrait, TakeCandle
from game.rules.ofrenda.state import MARIGOLD
from scenes.assets import PALETTE
from scenes.kit.board import Board, Slot
from scenes.kit.parts import Offer, Part, Piece
from scenes.ofrenda.layout import BOARD_RECT, CANDLE_M, DISCARD_CARD, HAND_RECT, SCORE_RECT, TRAY_RECT
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.cards import draw_card, draw_pile

DROP_ON_SLOT = {"golden": "drop_golden", "gain": "drop_gain", "cost": "drop_cost"}  # what a slot's effect adds


class Ofrenda(Board, name="ofrenda", rect=BOARD_RECT):
    """Your ofrenda: its portrait slots (``T1``...) and decoration slots between them; a hand card
    dropped on a slot places it, a candle or marigold from storage decorates."""

    def slots(self, view) -> list[Slot]:
        t = self.t
        out = [Slot(slot, rect, t.tips.slot(slot), t.click_slot(slot), key=("slot", slot))
               for slot, rect in t.geometry.slot_rects.items()]
        out += [Slot(deco, rect, t.tips.deco(deco), t.click_deco(deco), key=("deco", deco), hit=rect.inflate(16, 16),
                     radius=rect.w // 2) for deco, rect in t.geometry.deco_rects.items()]
        return out

    def slot_offer(self, slot: Slot, payload, view) -> Offer | None:
        kind, what = slot.key
        data = self.t.data
        if kind == "slot" and payload[0] == "hand":
            action = PlacePortrait(payload[1], what)
            return Offer(action, words.say(DROP_ON_SLOT.get(data.slots[what].effect, "drop_slot"), slot=what), action)
        if kind == "deco" and payload[0] in ("storage_candle", "marigold"):
            action = PlaceCandle(payload[1], what) if payload[0] == "storage_candle" else PlaceMarigold(what)
            return Offer(action, words.say("drop_deco", holds=data.decorations[what].holds, slot=what), action)
        return None

    def slice(self, v):
        you = v.you
        return tuple(sorted(you.ofrenda.items())), you.lit, tuple(sorted(you.decorations.items())), you.lit_candles

    def paint(self, surface, v) -> None:
        """Its slots, the portraits in them (turning over, glowing), the decorations between them and
        the suggestion's glow."""
        t = self.t
        you = v.you
        a = t.assets
        for slot, rect in t.geometry.slot_rects.items():
            effect = t.data.slots[slot].effect
            card = you.ofrenda.get(slot)
            if card is None or t.anim.moving(("p", card)):
                surface.blit(t.art.slot(effect, rect.size), rect)
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
            flip = t.flips.value(key)
            if flip is not None:
                img = t.art.portrait(card, flip >= 0.5 and lit, rect.size)
            else:
                img = t.art.portrait(card, lit, rect.size)
            glow = t.effects.value(("glow", key), 0.0)
            draw_card(surface, img, rect, flip=flip, lit_glow=glow)
            if t.hover_key == ("slot", slot) and not t.drag.dragging:
                paint.rrect(surface, rect.inflate(4, 4), PALETTE["marigold_light"] + (255,), 10, 2)
        # decorations, drawn between the cards
        for deco, rect in t.geometry.deco_rects.items():
            d = t.data.decorations[deco]
            what = you.decorations.get(deco)
            if what is None:
                paint.draw_shadow(surface, rect, rect.w // 2, 4, 120, (1, 3))
                surface.blit(t.art.socket(d.holds, rect.w), rect)
                continue  # a slot just surrounded pulses in _draw_highlights
            if what == MARIGOLD:
                key = ("m", deco)
                paint.draw_shadow(surface, rect, rect.w // 2, 4, 120, (1, 3))
                surface.blit(t.art.socket(d.holds, rect.w), rect)
                if not t.anim.moving(key):
                    mr = t.anim.targets.get(key, rect)
                    surface.blit(t.art.marigold(mr.w), mr)
            else:
                key = ("c", what)
                paint.draw_shadow(surface, rect, rect.w // 2, 4, 120, (1, 3))
                surface.blit(t.art.socket(d.holds, rect.w), rect)
                if not t.anim.moving(key):
                    t.look.candle(surface, key, t.anim.targets[key])
        # the suggestion glows on its target
        for key in t.suggestion_keys():
            if key[0] == "slot":
                t.look.glow_if(surface, t.geometry.slot_rects[key[1]], key)
            elif key[0] == "deco":
                t.look.glow_if(surface, t.geometry.deco_rects[key[1]], key, 20)


class Storage(Board, name="storage", rect=TRAY_RECT):
    """Your storage tray: the marigolds, the candles (up to three) and the discard pile; a candle
    from the family board is dropped anywhere in it (``storage``), a hand card on the discard pile."""

    def slots(self, view) -> list[Slot]:
        t = self.t
        you = view.you
        out = [Slot("storage", t.geometry.storage_rect, key=("storage",), hit=t.geometry.storage_rect.union(HAND_RECT), findable=False),
               Slot("marigolds", t.geometry.storage_marigold_rect, t.tips.marigolds, t.click_marigolds,
                    ("marigold",) if you.marigolds > 0 else None, key=("marigolds",))]
        out += [Slot(f"candle:{i}", t.geometry.storage_candle_rect(i), t.tips.candle(candle), t.click_storage_candle(candle),
                     ("storage_candle", candle), key=("storage_candle", candle))
                for i, candle in enumerate(you.candles)]
        out.append(Slot("discard", t.geometry.discard_rect, t.tips.discard, t.click_discard, key=("discard",),
                        hit=t.geometry.discard_rect.inflate(20, 20)))
        return out

    def slot_offer(self, slot: Slot, payload, view) -> Offer | None:
        if slot.name == "storage" and payload[0] == "market_candle":
            action = TakeCandle(payload[1])
            hint = words.say("drop_take_free" if view.taken_space == payload[1] else "drop_take_candle")
            return Offer(action, hint, action)
        if slot.name == "discard" and payload[0] == "hand":
            action = DiscardPortrait(payload[1])
            return Offer(action, words.say("drop_discard"), action)
        return None

    def slice(self, v):
        you, decos = v.you, self.t.legal_decorations()
        return (you.marigolds, you.candles, you.discards, any(isinstance(x, PlaceMarigold) for x in decos),
                any(isinstance(x, PlaceCandle) for x in decos))

    def paint(self, surface, v) -> None:
        """The marigolds, the candles (lit up when one may be placed) and the discard pile."""
        t = self.t
        a = t.assets
        you = v.you
        mr = t.geometry.storage_marigold_rect
        t.look.glow_if(surface, mr, ("marigolds",), 30)
        if t.selected == ("marigold",):
            paint.draw_glow(surface, mr, PALETTE["turquoise_light"], 12, 255, 0.9)
        legal_decos = t.legal_decorations()
        can_place = any(isinstance(x, PlaceMarigold) for x in legal_decos)
        placeable_candle = any(isinstance(x, PlaceCandle) for x in legal_decos)
        if can_place and t.selected != ("marigold",):
            paint.draw_glow(surface, mr.inflate(-10, -10), PALETTE["turquoise_light"], 12, 200, 0.6)
        m = t.art.marigold(mr.w)
        if you.marigolds == 0:
            m = m.copy()
            m.set_alpha(70)
        surface.blit(m, mr)
        if you.marigolds > 1:
            surface.blit(t.art.marigold(40), (mr.right - 26, mr.bottom - 34))
        num = T.outlined(a, f"\u00d7{you.marigolds}", "bold", 30, PALETTE["bone"], (40, 16, 30), 2)
        surface.blit(num, (mr.right + 10, mr.centery - num.get_height() // 2))
        if can_place and not t.drag.dragging:
            hint = T.text(a, words.t("drag-onto-slot"), "italic", 12, PALETTE["turquoise_light"])
            surface.blit(hint, (mr.x, mr.bottom + 6))
        # candle storage
        for i in range(3):
            rect = t.geometry.storage_candle_rect(i)
            sock = t.art.socket("candle", 52)
            surface.blit(sock, sock.get_rect(center=(rect.centerx, rect.bottom - 28)))
        for i, candle in enumerate(you.candles):
            key = ("c", candle)
            rect = t.geometry.storage_candle_rect(i)
            if t.anim.moving(key) or t.drag.hides(("storage_candle", candle)):
                continue
            t.look.glow_if(surface, rect, ("storage_candle", candle))
            if placeable_candle and t.selected != ("storage_candle", candle):
                paint.draw_glow(surface, rect, PALETTE["turquoise_light"], 10, 200, 0.6)
            if t.selected == ("storage_candle", candle):
                paint.draw_glow(surface, rect, PALETTE["turquoise_light"], 12, 255, 0.9)
            draw_card(surface, t.art.candle(candle, False, CANDLE_M), rect)
        label = T.text(a, words.t("candles-of", n=len(you.candles)), "italic", 12, PALETTE["muted"])
        surface.blit(label, label.get_rect(midtop=(t.geometry.storage_candle_rect(1).centerx,
                                               t.geometry.storage_candle_rect(1).bottom + 6)))
        # discard pile
        dr = t.geometry.discard_rect
        t.look.glow_if(surface, dr, ("discard",))
        shown = [c for c in you.discards if not t.anim.moving(("p", c))]
        if shown:
            draw_pile(surface, [t.art.portrait(c, False, DISCARD_CARD) for c in shown[-3:]], dr, (-5, 3, -1))
            veil = paint.dim(dr.size, 90, 10)
            surface.blit(veil, dr)
        else:
            slot = t.art.slot(None, DISCARD_CARD).copy()
            slot.set_alpha(200)
            surface.blit(slot, dr)
        gain = paint.pill(a, "+3", 14, icon="icons/marigold.png", bg=(30, 70, 40, 235))
        surface.blit(gain, gain.get_rect(center=(dr.centerx, dr.centery)))
        if you.discards:
            cnt = paint.pill(a, words.t("end-discarded", n=len(you.discards)), 12, pad=(6, 1))
            surface.blit(cnt, cnt.get_rect(midtop=(dr.centerx, dr.bottom - 10)))


class Score(Part, name="score", rect=SCORE_RECT):
    """Your ofrenda's score so far, in the tray."""

    def pieces(self, view) -> list[Piece]:
        return [Piece(("score",), self.rect, self.t.tips.score)]

    def slice(self, v):
        return (v.score, self.t.ending_score(), bool(v.goals), v.you.tokens, len(v.you.lit_candles),
                tuple((b.seat, b.score.total, b.score.lit_portraits, b.marigolds) for b in v.boards))

    def rows(self, v) -> list[tuple[str, str, str, str, str]]:
        """The panel's rows: icon, kind, what counts (lit, placed), points now, points if the game ended now."""
        you, s, end = v.you, v.score, self.t.ending_score()
        placed = sum(1 for d in you.decorations.values() if d == MARIGOLD)
        rows = [("icons/lit.png", words.t("tray-lit-portraits"), f"{s.lit_portraits}", f"{s.portraits}", f"{end.portraits}"),
                ("icons/lit.png", words.t("tray-golden"), "", f"+{s.golden}", f"+{end.golden}"),
                ("icons/marigold.png", words.t("sheet-marigolds"), words.say("marigolds_placed", n=placed) if placed else "",
                 f"{s.marigolds}", f"{end.marigolds}"),
                ("icons/candle.png", words.t("sheet-candles"), words.say("candles_lit", n=len(you.lit_candles)) if you.lit_candles
                 else "", f"{s.candles}", f"{end.candles}")]
        if v.goals:
            rows.append(("icons/seed.png", words.t("tray-goal-tokens"), f"{len(you.tokens)}", f"{s.goals}", f"{end.goals}"))
        return rows

    def paint(self, surface, v) -> None:
        """The score so far by kind, and beside it the standings (several players) or the solo tiers."""
        t = self.t
        a = t.assets
        s = v.score
        end = t.ending_score()
        rows = self.rows(v)
        x0, y = TRAY_RECT.x + 22, TRAY_RECT.y + 200
        now_x, end_x = x0 + 184, x0 + 260  # the right edges of the two columns
        for text, right in ((words.say("score_now"), now_x), (words.say("score_ending"), end_x)):
            cap = T.text(a, text, "italic", 11, PALETTE["muted"])
            surface.blit(cap, (right - cap.get_width(), TRAY_RECT.y + 184))
        step = 22 if len(rows) <= 4 else 19
        for icon, label, extra, pts, ending in rows:
            surface.blit(a.sprite(icon, (20, 20)), (x0, y))
            surface.blit(T.text(a, label + (f"  ({extra})" if extra else ""), "body", 14, PALETTE["bone"]),
                         (x0 + 28, y + 1))
            p = T.text(a, pts, "bold", 15, PALETTE["bone"])
            surface.blit(p, (now_x - p.get_width(), y + 1))
            e = T.text(a, ending, "body", 14, PALETTE["muted"])
            surface.blit(e, (end_x - e.get_width(), y + 2))
            y += step
        tot = T.text(a, words.t("sheet-total"), "bold", 16, PALETTE["marigold_light"])
        surface.blit(tot, (x0 + 28, y + 4))
        tv = T.text(a, str(s.total), "bold", 18, PALETTE["marigold_light"])
        surface.blit(tv, (now_x - tv.get_width(), y + 2))
        te = T.text(a, str(end.total), "bold", 16, PALETTE["muted"])
        surface.blit(te, (end_x - te.get_width(), y + 4))
        pygame.draw.line(surface, (*PALETTE["marigold"],), (x0 + 28, y + 1), (end_x + 2, y + 1), 1)
        if t.multi:
            self.standings(surface, v, x0 + 276, TRAY_RECT.y + 196)
            return
        # tier ladder beside it
        tiers = t.data.tiers
        tx, ty = x0 + 290, TRAY_RECT.y + 200
        cur = 0
        for i, tier in enumerate(tiers):
            if s.total >= tier.min:
                cur = i
        for i, tier in enumerate(tiers):
            hi = tiers[i + 1].min - 1 if i + 1 < len(tiers) else None
            band = f"{tier.min}\u2013{hi}" if hi is not None else f"{tier.min}+"
            col = PALETTE["marigold_light"] if i == cur else (150, 135, 170)
            img = T.text(a, band, "bold" if i == cur else "body", 13, col)
            y2 = ty + (len(tiers) - 1 - i) * 19
            if i == cur:
                pill_bg = paint.rrect_surface((img.get_width() + 14, 18), (255, 190, 80, 50), 9)
                surface.blit(pill_bg, (tx - 7, y2 - 1))
            surface.blit(img, (tx, y2))
        cap = T.text(a, words.t("tray-solo-tiers"), "italic", 11, PALETTE["muted"])
        surface.blit(cap, (tx, ty + len(tiers) * 19 + 2))

    def standings(self, surface, v, x: int, y: int) -> None:
        """Every player's points so far, best first (ties as the rules break them)."""
        a = self.t.assets
        order = sorted(v.boards, key=lambda b: (-b.score.total, -b.score.lit_portraits, -b.marigolds, b.seat))
        for i, b in enumerate(order):
            me = b.seat == self.t.seat
            col = PALETTE["marigold_light"] if me else PALETTE["bone"]
            name = words.t("you") if me else self.t.seat_name(b.seat)
            pts = T.text(a, str(b.score.total), "bold", 14, col)
            surface.blit(T.ellipsized(a, f"{i + 1}. {name}", 190 - pts.get_width() - 8, "bold" if me else "body", 14,
                                      col), (x, y + i * 22))
            surface.blit(pts, (x + 190 - pts.get_width(), y + i * 22))
        cap = T.text(a, words.t("tray-standings"), "italic", 11, PALETTE["muted"])
        surface.blit(cap, (x, y + len(order) * 22 + 2))
