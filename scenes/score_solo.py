"""The end screen of a one-seat game: the score pad counting up, the game's chips and the tier
ladder. A part of :class:`scenes.score_screen.ScoreScreen`."""
from __future__ import annotations

import pygame

from game.text import say
from scenes.assets import PALETTE
from scenes.widgets import paint
from scenes.widgets import text as T


class SoloScores:
    """The solo layout: the focused seat's rows, the chips above the tiers, the tiers themselves."""

    def draw_solo(self, surface, x: int, y: int, w: int) -> None:
        a = self.assets
        y = self.draw_headline(surface, x, y, w)
        self.draw_rows(surface, x, y, w)
        tr = self.tiers_rect
        chips = self.highlights()
        if chips:
            # with no tier bands below, long chips may wrap onto the rows the bands would use
            self.draw_chips(surface, chips, tr.x, tr.y - 66, tr.right, rows=1 if self.tier_bands() else 4)
        if self.tier_bands():
            cap = T.text(a, say(self.tiers_caption), "bold", 14, PALETTE["muted"])
            surface.blit(cap, (tr.x, tr.y - 24))
        self.draw_tiers(surface, tr)

    def draw_chips(self, surface, chips, x: int, y: int, right: int, rows: int = 1) -> None:
        """Chips left to right, onto at most ``rows`` lines; one too long for any line is cut short."""
        left, row = x, 1
        for icon, label in chips:
            chip = paint.pill(self.assets, label, 14, bg=(40, 24, 62, 235), border=(120, 96, 150), icon=icon,
                              pad=(9, 3))
            if x + chip.get_width() > right and x > left:
                if row >= rows:
                    break
                row += 1
                x, y = left, y + chip.get_height() + 6
            if chip.get_width() > right - left:
                chip = chip.subsurface((0, 0, right - left, chip.get_height()))
            surface.blit(chip, (x, y))
            x += chip.get_width() + 8

    def draw_rows(self, surface, x: int, y: int, w: int) -> int:
        a = self.assets
        count = self.reveal.value("count", 1.0)
        seat = self.focus
        for i, row in enumerate(self.main_rows()):
            k = self.reveal.value(("row", i), 1.0)
            if k <= 0:
                y += 34 if not row.total else 44
                continue
            if row.total:
                pygame.draw.line(surface, PALETTE["marigold"], (x, y + 2), (x + w, y + 2), 2)
                y += 8
            layer = pygame.Surface((w, 34 if not row.total else 40), pygame.SRCALPHA)
            lx = 0
            if row.icon:
                layer.blit(a.sprite(row.icon, (24, 24)), (0, 5))
                lx = 34
            role, size = ("bold", 22) if row.total else ("bold", 17)
            colour = PALETTE["marigold_light"] if row.total else PALETTE["bone"]
            label = T.text(a, say(row.label), role, size, colour)
            layer.blit(label, (lx, 4))
            detail = row.detail[seat] if len(row.detail) > seat else ""
            if detail:
                d = T.text(a, say(detail), "italic", 13, PALETTE["muted"])
                layer.blit(d, (lx + label.get_width() + 10, 9 if not row.total else 12))
            value = row.values[seat]
            shown = round(value * count) if row.total and isinstance(value, (int, float)) else value
            p = T.text(a, self.value_text(row, seat, shown), "bold", 28 if row.total else 19, colour)
            layer.blit(p, (w - p.get_width(), 0 if row.total else 3))
            surface.blit(self._faded(layer, k), (x + int(20 * (1 - k)), y))
            y += 34 if not row.total else 44
        return y

    def draw_tiers(self, surface, rect: pygame.Rect) -> None:
        a = self.assets
        bands = self.tier_bands()
        if not bands:
            return
        k = self.reveal.value("tier", 1.0)
        for band, br in zip(bands, self.tier_rects(rect, len(bands))):
            if band.reached:
                paint.draw_glow(surface, br, PALETTE["marigold_light"], 12, 255, k)
                surface.blit(paint.gradient_rrect(br.size, (250, 176, 50), (206, 110, 20), 10), br)
                fg, sub = (40, 14, 30), (70, 30, 40)
            else:
                surface.blit(paint.gradient_rrect(br.size, (58, 36, 88), (40, 24, 62), 10), br)
                fg, sub = PALETTE["bone"], PALETTE["muted"]
            pygame.draw.rect(surface, PALETTE["marigold"] if band.reached else (110, 90, 140), br, width=1,
                             border_radius=10)
            lab = T.text(a, say(band.label), "bold", 18, fg)
            surface.blit(lab, lab.get_rect(midtop=(br.centerx, br.y + 10)))
            t = T.render_rich(a, T.escape(say(band.title)), br.w - 10, size=12, colour=sub, align="center", line_gap=0)
            surface.blit(t, t.get_rect(midtop=(br.centerx, br.y + 36)))

    @property
    def tiers_rect(self) -> pygame.Rect:
        r = self.panel_rect
        return pygame.Rect(r.x + 28, r.bottom - 62 - 96, r.w - 56, 74)

    def tier_rects(self, rect: pygame.Rect, n: int) -> list[pygame.Rect]:
        gap = 6
        bw = (rect.w - gap * (n - 1)) / max(1, n)
        return [pygame.Rect(round(rect.x + i * (bw + gap)), rect.y, round(bw), rect.h) for i in range(n)]
