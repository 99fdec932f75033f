"""Oaxaca's end screen: the shared score sheet on the right; on the left, the picture of it.

Several players: each player's Market Stall (the cards that count their craft value, jewelry
marked with the bonus it earned) and the cards left in the Workshop (2 points each), the early
riser die if there is one. Solo: the sales of each round, each card beside the customer die that
bought it and the points it brought.
"""
from __future__ import annotations

import pygame

from game.protocol import said_names
from game.rules.oaxaca import words as W
from game.rules.oaxaca.cards import EARLY
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.oaxaca.pieces import DIE_SPRITE, card_face, draw_tokens
from scenes.score_screen import ScoreScreen
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.dice import die_face
from scenes.widgets.tooltip import TooltipContent

THUMB = (52, 74)


class OaxacaEndScene(ScoreScreen):
    name = "oaxaca_end"

    @property
    def tiers_caption(self) -> str:
        return W.t("customer-reviews")

    def _rows(self, rect: pygame.Rect):
        """(seat, band rect) of each player's line of the picture."""
        n = self.seats
        top = rect.y + 40
        h = (rect.h - 52) // max(1, n)
        return [(s, pygame.Rect(rect.x + 12, top + s * h, rect.w - 24, h - 6)) for s in range(n)]

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        a = self.assets
        st = self.final.state  # the rule copy of the seat's view: the finished stalls
        if not self.multi:
            self._draw_sales(surface, rect)
            return
        paint.draw_panel(surface, a, rect, 235, title=W.t("end-stalls"))
        names = said_names(self.session.setup.names)
        for seat, band in self._rows(rect):
            p = st.table[seat]
            winner = seat in self.winners
            paint.rrect(surface, band, (60, 34, 20, 150) if winner else (20, 10, 36, 150), 10)
            who = W.t("you") if seat == self.seat else names[seat]
            tall = max(52, min(100, band.h - 44))
            size = (tall * 5 // 7, tall)
            # the name and the points' line, clear of the early riser's die and the Workshop's caption
            right = band.right - 10 - (34 if EARLY in p.where else 0)
            if p.workshop:
                right = min(right, band.right - 18 - len(p.workshop) * (size[0] + 4))
            line = W.points_line(st.points(seat))
            room = right - band.x - 30  # for both, with their gaps: the name gets what the line leaves, or half
            label = fit.cut(a, who, max(room // 2, room - T.text(a, line, "italic", 12).get_width()), "bold", 15,
                            PALETTE["marigold_light"] if winner else (232, 220, 240))
            img = fit.line(a, line, room - label.get_width(), "italic", 12, PALETTE["muted"], floor=9, height=18)
            surface.blit(label, (band.x + 10, band.y + 6))
            surface.blit(img, (band.x + 10 + label.get_width() + 10, band.y + 9))
            y = band.y + 30
            cards = [c for c in p.stall if not c.startswith("banner-")]
            x = band.x + 10
            room = band.w - 20 - (len(p.workshop) * (size[0] + 4) + 30 if p.workshop else 0)
            step = min(size[0] + 4, max(8, (room - size[0]) // max(1, len(cards) - 1))) if cards else 0
            for i, card in enumerate(cards):
                surface.blit(card_face(a, st.card(card), size, False), (x + i * step, y))
                bonus = st.jewelry_bonus(seat, card)
                if bonus:
                    chip = paint.pill(a, f"+{bonus}", 10, fg=(40, 24, 10), bg=(255, 210, 110, 250))
                    surface.blit(chip, chip.get_rect(midbottom=(x + i * step + size[0] // 2, y + size[1] + 6)))
            if not cards:
                none = T.text(a, W.t("empty-stall"), "italic", 12, PALETTE["muted"])
                surface.blit(none, (x, y + 10))
            if p.workshop:
                wx = band.right - 10 - len(p.workshop) * (size[0] + 4)
                cap = T.text(a, W.t("workshop"), "italic", 11, PALETTE["muted"])
                surface.blit(cap, (wx, y - 16))
                for i, card in enumerate(p.workshop):
                    r = pygame.Rect(wx + i * (size[0] + 4), y, *size)
                    surface.blit(card_face(a, st.card(card), size, False), r)
                    draw_tokens(surface, a, r, p.tokens[card], 12)
            if EARLY in p.where:
                d = p.where.index(EARLY)
                surface.blit(die_face(a, p.faces[d], 24, DIE_SPRITE), (band.right - 34, band.y + 4))

    def _draw_sales(self, surface, rect: pygame.Rect) -> None:
        a = self.assets
        st = self.final.state  # the rule copy of the seat's view: the finished stalls
        paint.draw_panel(surface, a, rect, 235, title=W.t("end-bought"))
        band_h = (rect.h - 52) // st.data.rounds
        for r in range(st.data.rounds):
            band = pygame.Rect(rect.x + 12, rect.y + 40 + r * band_h, rect.w - 24, band_h - 8)
            paint.rrect(surface, band, (20, 10, 36, 150), 10)
            sales = [s for s in st.sales if s[0] == r]
            total = sum(s[3] for s in sales)
            head = T.text(a, W.round_sales(r, total), "bold", 15,
                          PALETTE["marigold_light"])
            surface.blit(head, (band.x + 10, band.y + 6))
            if not sales:
                none = T.text(a, W.t("nothing-sold"), "italic", 13, PALETTE["muted"])
                surface.blit(none, (band.x + 12, band.y + 40))
                continue
            x = band.x + 10
            tall = max(52, min(110, band.h - 36))
            size = (tall * 5 // 7, tall)
            step = size[0] + 56 if len(sales) * (size[0] + 56) <= band.w - 20 else (band.w - 20) // len(sales)
            for _, card, face, points in sales:
                top = band.y + 28
                surface.blit(card_face(a, st.card(card), size, True), (x, top))
                surface.blit(die_face(a, face, 32, DIE_SPRITE), (x + size[0] + 4, top + size[1] - 34))
                chip = paint.pill(a, W.t("pts", points=points), 12, fg=(40, 24, 10), bg=(255, 210, 110, 250))
                surface.blit(chip, (x + size[0] + 4, top + 2))
                x += step

    def table_hotspots(self):
        st = self.final.state  # the rule copy of the seat's view: the finished stalls
        if self.multi:
            out = []
            for seat, band in self._rows(self.table_rect):
                pts = st.points(seat)
                out.append((band, ("seat", seat), TooltipContent(
                    said_names(self.session.setup.names)[seat],
                    W.points_lines(pts, len(st.table[seat].workshop)))))
            return out
        return []
