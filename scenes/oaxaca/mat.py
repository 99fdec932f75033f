"""The table's art for a player's play area: its panels and boxes, a die, the status box, cards, and an opponent's mat shown whole (its parts paint it: mat_parts.py)."""
from __future__ import annotations

import pygame

from game.rules.oaxaca import words as W
from game.rules.oaxaca.cards import DAY, NIGHT
from game.rules.oaxaca.state import Phase
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.oaxaca.layout import TOURIST
from scenes.oaxaca.pieces import DIE_SPRITE, tourist_face
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.dice import die_face
from scenes.widgets.select import Selection


class MatArt:
    """The table's art for a player's play area: its panels and boxes, a die, the status box, and an
    opponent's mat shown whole (its parts paint it: mat_parts.py). A painter held by the table
    (``table.mat_art``)."""

    def __init__(self, table):
        self.t = table

    def draw_lively_dice(self, surface, v) -> None:
        lively = self.t.telling.lively_dice(v)
        if lively:
            suggest = self.t.suggestion_keys()
            for d in sorted(lively):
                self.paint_die(surface, v, self.t.seat, d, 214, True, suggest)

    def paint_die(self, surface, v, seat: int, d: int, top: int, own: bool, suggest) -> None:
        """Die ``d`` of ``seat`` on its mat: tumbling, or its face (dimmed at Nightfall), with its marks."""
        a = self.t.assets
        p = v.table[seat]
        rect = self.t.geometry.die_rect(p, d, top)
        key = ("die", d)
        if own:
            if self.t.drag.hides(("die", d)) and p.where[d] == DAY:
                return
            if self.t.combo is not None and f"d{d}" in self.t.combo.split("+"):
                return
            rect = self.t.choreo.layout.rect(key, rect) or rect
        tumble = self.t.telling.tumbles.get((seat, d)) if own else None
        if own and self.t.selected == ("source", f"d{d}"):
            paint.draw_glow(surface, rect, PALETTE["marigold_light"], 12, 255)
        if own and ("die", d) in suggest:
            paint.draw_glow(surface, rect, PALETTE["marigold_light"], 10, 220)
        if tumble is not None and tumble.tumbling:
            tumble.draw(surface, a, [rect], [p.faces[d]], self.t.time)
        else:
            paint.draw_shadow(surface, rect.inflate(-6, -6), 10, 5, 110, (2, 4))
            img = die_face(a, p.faces[d], rect.w, DIE_SPRITE)
            surface.blit(img, rect)
            if p.where[d] == NIGHT:
                surface.blit(paint.dim(rect.size, 120, 8), rect)
        if own and d in self.t.reroll_marks:
            paint.outline(surface, rect.inflate(6, 6), (255, 120, 120), 3, 10)
            tag = paint.pill(a, W.t("tag-roll-again"), 10, fg=(255, 220, 220), bg=(120, 30, 40, 240), border=None)
            surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.bottom + 1)))
        if own and d == p.early_kept and p.where[d] == DAY and self.t.my_phase() is Phase.REROLL:
            tag = T.text(a, "early", "italic", 10, (255, 200, 140))
            surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.bottom)))

    def draw_play_chrome(self, surface, top: int, own: bool) -> None:
        """The play area's panels and boxes, without their titles (they never change)."""
        a = self.t.assets
        areas = self.t.geometry.areas(top)
        paint.draw_panel(surface, a, areas["workshop"], 225)
        mat = areas["mat"]
        paint.rrect(surface, mat, (40, 22, 60, 235), 14)
        pygame.draw.rect(surface, (150, 110, 60), mat, 2, border_radius=14)
        self.box(surface, areas["day"], W.t("box-day"), PALETTE["marigold_light"])
        self.box(surface, areas["night"], W.t("box-night"), (170, 170, 230))
        self.box(surface, areas["early"], W.t("box-early"), (255, 200, 140))
        self.box(surface, areas["free"], W.t("box-free-own") if own else W.t("box-free"), (160, 230, 180))
        paint.draw_panel(surface, a, areas["stall"], 225)

    def panel_title(self, surface, rect: pygame.Rect, title: str) -> None:
        img = T.text(self.t.assets, title, "bold", 15, PALETTE["marigold_light"])  # (as paint.draw_panel's)
        surface.blit(img, (rect.x + 16, rect.y + 10))

    def draw_play_area(self, surface, v, seat: int, top: int, own: bool, in_flight: bool = True,
                        chrome: bool = True) -> None:
        """A player's Workshop, mat and Market Stall (the seat's own, or an opponent's enlarged);
        ``chrome=False``: their panels and boxes are on the surface already (:meth:`Drawing.play_chrome`)."""
        if chrome:
            self.draw_play_chrome(surface, top, own)
        for name in ("workshop", "dice", "mat", "stall"):  # (the seat's own mat parts, drawing any seat's)
            self.t.parts.part(name).paint_seat(surface, v, seat, top, own)
        if own and in_flight:
            self.t.choreo.draw_in_flight(surface, self.t.piece_art.draw_piece)

    def whose(self, seat: int) -> str | None:
        return None if seat == self.t.seat else self.t.seat_name(seat)

    def box(self, surface, rect, label: str, colour) -> None:
        paint.rrect(surface, rect, (14, 8, 26, 200), 10)
        pygame.draw.rect(surface, colour, rect, 1, border_radius=10)
        img = T.text(self.t.assets, label, "bold", 11, colour)
        surface.blit(img, (rect.x + 8, rect.y + 3))

    def paint_status(self, surface, v, seat: int, box: pygame.Rect, own: bool) -> None:
        """Stall activations left this turn, what this turn's bonuses promise, the meeple (or the
        tourist drawn this round), the points so far."""
        a = self.t.assets
        p = v.table[seat]
        self.box(surface, box, W.t("box-this-round"), (200, 190, 240))
        x, y = box.x + 10, box.y + 22
        if v.phase is Phase.TURN and v.active == seat:
            left = 2 - v.activations
            lab = T.text(a, W.t("stall-cards"), "body", 11, PALETTE["muted"])
            surface.blit(lab, (x, y))
            for i in range(2):
                c = (x + lab.get_width() + 10 + i * 15, y + lab.get_height() // 2)
                pygame.draw.circle(surface, PALETTE["marigold"] if i < left else (70, 56, 90), c, 5)
                pygame.draw.circle(surface, (250, 238, 214), c, 5, 1)
            y += 15
            extra = W.turn_bonuses(v.craft_double, v.gather_extra, v.wild_crafts)
            if extra:
                img = T.text(a, extra, "italic", 11, (160, 230, 180))
                surface.blit(img, (x, y))
        if p.extra is not None:
            r = pygame.Rect(box.centerx - TOURIST[0] // 2, box.bottom - TOURIST[1] - 4, *TOURIST)
            surface.blit(tourist_face(a, self.t.data.tourists[p.extra], TOURIST, dim=p.extra_used), r)
            return
        meeple = a.sprite(f"oaxaca/meeple_{seat % 4 + 1}.png", (28, 28))
        if p.meeple:
            meeple = meeple.copy()
            meeple.set_alpha(80)
        surface.blit(meeple, (x - 2, box.bottom - 34))
        lab = T.text(a, W.t("visited-tourist") if p.meeple else W.t("meeple-ready"), "italic", 11, PALETTE["muted"])
        surface.blit(lab, (x + 30, box.bottom - 27))
        if not self.t.solo:
            pts = sum(v.state.points(seat).values())
            img = paint.pill(a, W.t("pts", points=pts), 11)
            surface.blit(img, img.get_rect(topright=(box.right - 6, box.y + 4)))

    def draw_selection(self, surface) -> None:
        """The legal targets of a result picked up by a click, pulsing."""
        if self.t.selected is None or self.t.drag.dragging:
            return

        rects = [t.rect for t in self.t.drop_targets(self.t.selected) if t.legal]
        Selection.draw_targets(surface, rects, self.t.time, self.t.high_contrast)

    def draw_sheet(self, surface, v, seat: int) -> None:
        a = self.t.assets
        surface.blit(paint.rrect_surface((1044, 620), (8, 4, 16, 200), 14), (8, 48))
        top = 214
        self.draw_play_area(surface, v, seat, top, own=False)
        label = fit.named(a, lambda n: W.MAT_LABEL.format(who=n), self.t.seat_name(seat), 700, "bold", 14)
        lab = paint.pill(a, label, 14)
        surface.blit(lab, lab.get_rect(midtop=(528, 190)))
