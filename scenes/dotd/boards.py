"""Die of the Dead's boards as the table paints them from the view: the steps with the scoring dice,
the caskets and their token boards, the City of the Dead, the seat's ofrenda, preparation board,
supply and tokens in hand.
"""
from __future__ import annotations

import pygame

from game.rules.dotd.actions import (
    CITY as SRC_CITY, Land, OFRENDA as SRC_OFRENDA, Open, Pay, Place, SUPPLY as SRC_SUPPLY, Skull,
)
from game.rules.dotd.components import ITEMS, SKULL
from scenes.assets import PALETTE
from scenes.dotd.layout import (
    CITY, HAND, OFRENDA, R, SUPPLY, casket_dice_rects, casket_rect, city_spot, prep_space, step_square,
    token_board_rect,
)
from scenes.dotd.pieces import draw_ofrenda, paint_die, resting_face, scored_badges
from scenes.widgets import paint, text as T


class Boards:
    """The boards, painted (a mixin of the table)."""

    def _draw_steps(self, surface, v) -> None:
        phase = self.my_phase()
        if phase == "land":
            for sq in range(4):
                r = step_square(v.landing, sq)
                if self.legal(Land(sq)):
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 230)
                else:
                    surface.blit(paint.dim(r.size, 150, 7), r)
        sugg = self.suggestion_keys()
        for key in sugg:
            if key[0] == "square":
                paint.draw_glow(surface, step_square(key[1], key[2]), PALETTE["marigold_light"], 12, 255)
        if self.hover_key and self.hover_key[0] == "square" and phase == "land" and self.hover_key[1] == v.landing:
            r = step_square(self.hover_key[1], self.hover_key[2])
            pygame.draw.rect(surface, PALETTE["bone"], r.inflate(4, 4), 2, border_radius=8)
        places = self.scoring_places(v)
        for seat, rect in places.items():
            if self._moving(("scoring", seat)):
                continue
            self._draw_scoring_die(surface, v, seat, rect)

    def _draw_scoring_die(self, surface, v, seat: int, rect: pygame.Rect) -> None:
        p = v.players[seat]
        score, square = self.shown_steps(seat, v)
        face = min(6, self.data.landing(score)[0])
        waiting = square < 0 and self.data.landing(score)[1] > 0  # on its new step, its square not chosen yet
        paint_die(surface, self.assets, rect, p.colour, False, face, self.cb, scale=1.33,
                  alpha=170 if waiting else None)

    def _draw_caskets(self, surface, v) -> None:
        a = self.assets
        phase = self.my_phase()
        order = self.casket_order(v)
        hidden = self._hidden()
        sugg = self.suggestion_keys()
        placed = {}
        if v.phase == "place":
            for item, colour in (self.me(v).placed or ()):
                placed.setdefault(ITEMS.index(item), []).append(colour)
        for pos, number in enumerate(order):
            rect = casket_rect(pos)
            c = self.casket_by_number(v, number)
            glow = False
            if phase == "open" and self.swapping is None:
                glow = self.legal(Open(pos))
            elif self.swapping is not None:
                glow = pos not in self.swapping
            elif phase == "pay":
                glow = not c.open
            elif phase == "place":
                glow = any(self.legal(Place(pos, col)) for col in self.data.colours)
            if ("casket", pos) in sugg or (self.swapping and pos in self.swapping):
                glow = True
            if not self._moving(("casket", number)) and self.told.shaking != number:
                if glow:
                    g = a.sprite("dotd/casket_glow.png", (rect.w + 32, rect.h + 32))
                    surface.blit(g, (rect.x - 16, rect.y - 16))
                self._draw_casket(surface, v, c, rect)
                if self.hover_key == ("casket", pos) and phase in ("open", "place", "pay"):
                    pygame.draw.rect(surface, PALETTE["bone"], rect.inflate(-14, -6), 2, border_radius=22)
            # the dice on it or in it
            is_open = self.casket_open(c)
            dice = c.inside if is_open else c.lid
            for d, r in zip(dice, casket_dice_rects(rect, len(dice), is_open)):
                key = ("die", d.id)
                if self._moving(key) or ("cdie", d.id) in hidden or self.told.shaking == number:
                    continue
                if self._moving(("casket", number)):
                    continue
                if ("cdie", d.id) in sugg:
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 230)
                if self.selected is not None and self.selected[0] == "draft" and self.selected[4] == d.id:
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 255)
                paint_die(surface, a, r, d.colour, d.power, d.face if is_open else resting_face(d), self.cb)
            if not is_open and c.inside and not self._moving(("casket", number)) and self.told.shaking != number:
                pill = paint.pill(a, f"{len(c.inside)} inside", 11, fg=PALETTE["bone"], bg=(30, 14, 44, 235))
                surface.blit(pill, pill.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))
            if pos in placed:
                for col, r in zip(placed[pos], self.placement_rects(pos, len(placed[pos]))):
                    paint_die(surface, a, r, col, False, 5, self.cb)
            # the token board before it
            tb = token_board_rect(pos)
            n = v.token_boards[pos]
            centre = (tb.right - 24, tb.y + 21)
            for k in range(min(n, 3)):
                img = a.sprite(f"dotd/token_{ITEMS[pos]}.png", (30, 30))
                surface.blit(img, img.get_rect(center=(centre[0], centre[1] - k * 3)))
            pill = paint.pill(a, f"\u00d7{n}", 11, fg=PALETTE["bone"] if n else PALETTE["muted"])
            surface.blit(pill, pill.get_rect(center=(centre[0] + 14, tb.bottom - 8)))

    def _draw_casket(self, surface, v, c, rect: pygame.Rect, angle: float = 0.0, lift: int = 0) -> None:
        a = self.assets
        is_open = self.casket_open(c)
        name = f"dotd/casket_{c.number + 1}{'_open' if is_open else ''}.png"
        img = a.sprite(name, rect.size)
        if angle:
            img = pygame.transform.rotozoom(img, angle, 1.0)
        surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery - lift)))

    def _draw_city(self, surface, v) -> None:
        a = self.assets
        phase = self.my_phase()
        hidden = self._hidden()
        sugg = self.suggestion_keys()
        for i, d in enumerate(v.city):
            r = city_spot(i).inflate(-2, -2)
            if self._moving(("die", d.id)) or ("citydie", d.id) in hidden:
                continue
            if ("citydie", d.id) in sugg or (phase == "city"):
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 8, 200)
            elif phase == "pay" and any(isinstance(x, Pay) and x.source == SRC_CITY for x in self.legal_actions()):
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 6, 150)
            paint_die(surface, a, r, d.colour, d.power, resting_face(d), self.cb, scale=1.33)
        if self.solo:
            pill = paint.pill(a, f"{len(v.city)} left", 12, fg=(40, 24, 10), bg=(255, 214, 110, 250))
            surface.blit(pill, pill.get_rect(midbottom=(CITY.centerx, CITY.bottom - 4)))

    def _draw_ofrenda(self, surface, v) -> None:
        a = self.assets
        me = self.me(v)
        phase = self.my_phase()
        hidden = self._hidden()
        sugg = self.suggestion_keys()
        skip = {c for c, d in enumerate(me.ofrenda) if d is not None and (self._moving(("die", d.id))
                                                                           or ("cell", c) in hidden)}
        marks = self._skull_marks(v, self.seat)
        draw_ofrenda(surface, a, OFRENDA, self.data, me, self.cb, hidden=skip, marks=marks)
        scored_badges(surface, a, OFRENDA, me)
        if self.hover_key and self.hover_key[0] == "caption":
            item = self.hover_key[1]
            for cell in self.data.sections[ITEMS.index(item)]:
                pygame.draw.rect(surface, PALETTE["bone"], self.cell_rect(cell).inflate(2, 2), 2, border_radius=8)
        item = v.open_item
        if phase == "act" and item is not None and self.selected is None and not self.drag.dragging:
            for cell in self.data.sections[ITEMS.index(item)]:
                if me.ofrenda[cell] is None:
                    paint.draw_glow(surface, self.cell_rect(cell), PALETTE["marigold_light"], 10, 170)
        if phase == "skull":
            for a_ in self.legal_actions():
                if isinstance(a_, Skull):
                    r = self.cell_rect(a_.spot) if a_.board == SRC_OFRENDA else prep_space(a_.spot).inflate(-8, -8)
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 240)
        for key in sugg:
            if key[0] == "cell":
                paint.draw_glow(surface, self.cell_rect(key[1]), PALETTE["marigold_light"], 12, 255)
            elif key[0] == "caption":
                i = ITEMS.index(key[1])
                for cell in self.data.sections[i]:
                    paint.draw_glow(surface, self.cell_rect(cell), PALETTE["marigold_light"], 8, 200)
        if v.drafted is not None and phase in ("retune", "pay"):
            for cell, d in enumerate(me.ofrenda):
                if d is not None and d.id == v.drafted.id:
                    paint.draw_glow(surface, self.cell_rect(cell), (140, 230, 170), 10, 230)
        if self.selected is not None and self.selected[0] == "ofr":
            paint.draw_glow(surface, self.cell_rect(self.selected[1]), PALETTE["marigold_light"], 12, 255)

    def _draw_own_boards(self, surface, v) -> None:
        """The preparation board, the supply and the tokens in hand."""
        a = self.assets
        me = self.me(v)
        phase = self.my_phase()
        hidden = self._hidden()
        sugg = self.suggestion_keys()
        for i, d in enumerate(me.prep):
            r = prep_space(i).inflate(-10, -10)
            if d is None:
                continue
            if self._moving(("die", d.id)) or ("prep", i) in hidden:
                continue
            if ("prep", i) in sugg or self.selected == ("prep", i) or self.face_space == i:
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 255)
            elif phase == "face" and self.face_space is None and not d.power:
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 200)
            paint_die(surface, a, r, d.colour, d.power, d.face, self.cb, scale=1.33)
            if v.drafted is not None and d.id == v.drafted.id:
                tag = paint.pill(a, "drafted", 10, fg=(40, 24, 10), bg=(255, 214, 110, 250))
                surface.blit(tag, tag.get_rect(midtop=(r.centerx, r.bottom + 2)))
        # the supply
        self._draw_supply(surface, v, me)
        self._draw_hand(surface, v, me)

    def _skull_marks(self, v, seat: int) -> dict:
        """cell -> the value a skull counts as in its complete section(s) ("=5", or "=5/2" at a corner)."""
        p = v.players[seat]
        out: dict = {}
        for i in range(4):
            cells = self.data.sections[i]
            if not any(p.ofrenda[c] is not None and p.ofrenda[c].face == SKULL for c in cells):
                continue
            result = v.section_result(seat, i)
            if result is None:
                continue
            for pos in result.wild:
                cell = cells[pos]
                value = str(result.values[pos])
                out[cell] = value if cell not in out or out[cell] == f"={value}" else out[cell] + "/" + value
                if not out[cell].startswith("="):
                    out[cell] = "=" + out[cell]
        return out

    def _draw_supply(self, surface, v, me) -> None:
        a = self.assets
        phase = self.my_phase()
        sugg = self.suggestion_keys()
        cap_img = T.text(a, f"Your supply \u00b7 {len(me.supply)}", "bold", 13, PALETTE["marigold_light"])
        surface.blit(cap_img, cap_img.get_rect(midtop=(SUPPLY.centerx, SUPPLY.y + 7)))
        classes = self.supply_classes(me)
        if not classes:
            text = "You pay from the City of the Dead" if self.solo else "Empty: you pay from your preparation board"
            img = T.render_rich(a, f"[i]{text}[/i]", SUPPLY.w - 20, size=12, colour=PALETTE["muted"], align="center")
            surface.blit(img, img.get_rect(center=(SUPPLY.centerx, SUPPLY.centery + 8)))
            return
        payable = phase == "pay" and any(isinstance(x, Pay) and x.source == SRC_SUPPLY for x in self.legal_actions())
        for (colour, power, n), r in zip(classes, self.supply_rects(len(classes))):
            key = ("supply", colour, power)
            if key in sugg or (self.selected and self.selected[:3] == ("supply", colour, power)):
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 255)
            elif payable or phase == "place":
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 6, 140)
            big = len(classes) == 1
            for k in range(min(3 if big else 1, n) - 1, -1, -1):
                off = R(r.x + k * 5, r.y - k * 4, r.w, r.h)
                paint_die(surface, a, off, colour, power, 6 - k if not power else (6, 5, 2)[k], self.cb, scale=1.3)
            if big:
                label = paint.pill(a, f"\u00d7{n}", 16, fg=PALETTE["bone"], bg=(20, 10, 36, 235))
                surface.blit(label, label.get_rect(midleft=(r.right + 14, r.centery)))
            else:
                label = T.text(a, f"\u00d7{n}", "bold", 12, PALETTE["bone"])
                surface.blit(label, label.get_rect(midleft=(r.right + 5, r.centery + 1)))

    def _draw_hand(self, surface, v, me) -> None:
        a = self.assets
        phase = self.my_phase()
        tokens = self.hand_tokens(me)
        cap_img = T.text(a, f"Your tokens \u00b7 {len(tokens)} of {self.data.hand_limit}", "bold", 13,
                         PALETTE["marigold_light"])
        surface.blit(cap_img, (HAND.x + 14, HAND.y + 9))
        for i, r in enumerate(self.hand_slots()):
            if i < len(tokens):
                item = tokens[i]
                marked = phase == "score" and item in self.cash_marks and tokens.index(item) == i
                lit = (phase == "discard") or (phase in ("open", "act") and item == "candle") or \
                      (phase == "score" and self._cash_options() and not marked)
                if marked:
                    paint.draw_glow(surface, r, (120, 230, 150), 12, 255)
                elif lit:
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 8, 170)
                paint.draw_shadow(surface, r.inflate(-8, -8), 20, 5, 100, (1, 3))
                surface.blit(a.sprite(f"dotd/token_{item}.png", r.size), r)
                if marked:
                    tick = T.text(a, "\u2713", "bold", 18, (120, 240, 150))
                    surface.blit(tick, tick.get_rect(center=(r.right - 6, r.y + 6)))
            else:
                paint.outline(surface, r.inflate(-6, -6), (110, 90, 140), 2, 22, dashed=True)
        if phase != "score":
            kinds = sum(1 for n in me.tokens if n)
            note = ("3 kinds: +1 step \u00b7 4: +2" if kinds < 3 else "Cash in when scoring")
            img = T.text(a, note, "italic", 11, PALETTE["muted"])
            surface.blit(img, img.get_rect(midtop=(HAND.x + 315, HAND.y + 44)))
        else:
            img = T.text(a, "3 kinds +1 \u00b7 4 kinds +2", "italic", 10, PALETTE["muted"])
            surface.blit(img, img.get_rect(midtop=(HAND.x + 315, HAND.y + 68)))
