"""How Die of the Dead's table is drawn: the felt and the regions repainted only when what they
show changes (the kit's Picture keeps both), and every frame what moves (dice in flight, tumbling
dice, a shaking casket, the drag, the scoring card, the small question).
"""
from __future__ import annotations

import math

import pygame

from game.rules.dotd.components import ITEMS, SKULL
from game.rules.dotd import words as W
from scenes.assets import PALETTE
from scenes.dotd.layout import (
    ACTIONS, CITY, HAND, PREPBOX, PROMPT, R, SOLO_PANEL, STEPS, SUPPLY, casket_dice_rects, casket_rect, step_square,
    token_board_rect,
)
from scenes.dotd.panel import REASON_FLOOR, REASON_UNDER
from scenes.dotd.pieces import ROSE, draw_casket, paint_die, resting_face, sprite_rect
from scenes.kit import fit, overlay
from scenes.kit.regions import buttons_in
from scenes.widgets import paint, text as T
from scenes.widgets.button import Button
from scenes.widgets.layers import Region
from scenes.widgets.select import Selection
from scenes.widgets.tween import pulse


class Drawing:
    """The layers of the table's picture (a mixin of the table: its cached layers are the table's)."""

    def _paint_felt(self, surf: pygame.Surface) -> None:
        """The felt: the boards and panels that never change."""
        a = self.assets
        surf.blit(a.sprite("ui/table.png", (1280, 720)), (0, 0))
        surf.blit(paint.rrect_surface((1280, 720), (12, 6, 24, 120), 0), (0, 0))
        surf.blit(a.sprite("dotd/steps.png", STEPS.size), STEPS)
        for step in range(1, 10):
            for sq, kind in enumerate(self.data.steps[step - 1]):
                r = step_square(step, sq)
                surf.blit(a.sprite(f"dotd/square_{kind}.png", r.size), r)
        for pos in range(4):
            tb = token_board_rect(pos)
            surf.blit(a.sprite(f"dotd/token_board_{ITEMS[pos]}.png", tb.size), tb)
        surf.blit(a.sprite("dotd/city.png", CITY.size), CITY)
        surf.blit(a.sprite("dotd/preparation.png", PREPBOX.size), PREPBOX)
        for r in (SUPPLY, HAND, ACTIONS):
            paint.draw_panel(surf, a, r, 225)
        paint.draw_panel(surf, a, PROMPT, 235)

    def _table_key(self):
        """The key of the whole table's picture (only while an opponent's boards are shown whole)."""
        buttons = tuple((b.name, tuple(b.rect), b.hover, b.pressed, b.enabled, b.visible, b.label, b.highlight)
                        for b in self.toolbar)
        return (self.version, self.seat, self.told.key(), self.enlarged, self.hover_key, buttons,
                self.prompt(), self.players_turn, self.cb, self.assets.text_scale, id(self.assets))

    def _regions(self, v) -> list[Region]:
        """The table's areas as cached regions (scenes/kit/regions.py): each is repainted alone when
        one of its parts' slices of the view, or what else it shows (below), changes."""
        phase = self.my_phase()
        legal = self.version if phase is not None else None  # (glows follow the legal moves on your turn)
        hidden = frozenset(self.hidden())
        sugg = frozenset(self.suggestion_keys())
        where = self.piece_region
        moving: dict = {}
        for k in self.choreo.layout.tweens.tweens:
            moving.setdefault(where.get(k), set()).add(k)
        stray = frozenset(moving.pop(None, ()))  # a piece of no known region: every region repaints

        def moved(name):
            return frozenset(moving.get(name, ())) | stray
        hover = self.hover_key
        hover_of = {name: (hover if hover and hover[0] == kind else None)
                    for name, kind in (("steps", "square"), ("caskets", "casket"), ("ofrenda", "caption"),
                                       ("right", "other"))}
        told = self.told
        rects = {area.name: area.rect for area in self.areas}

        def toolbar(name):  # (the tools' faces reach below the top bar, their shadows further)
            return buttons_in(self.toolbar, rects[name])
        buttons = tuple((b.name, tuple(b.rect), b.hover, b.pressed, b.enabled, b.visible, b.label, b.highlight)
                        for b in self.buttons)
        title, lines = self.words.panel_text(v)
        turn = self.players_turn and not self.story.playing
        extra = {
            "topbar": (told.rs, self.shown_steps(self.seat, v), turn, toolbar("topbar")),
            "steps": (tuple(sorted(told.steps.items())), phase, legal, sugg, hover_of["steps"], moved("steps")),
            "caskets": (told.order, told.closed, told.shaking, phase, legal, sugg, hover_of["caskets"], hidden,
                        moved("caskets"), frozenset(self.tumbles), self.selected,
                        tuple(self.swapping) if self.swapping is not None else None),
            "city": (phase, legal, sugg, hidden, moved("city"), toolbar("city")),
            "ofrenda": (phase, legal, sugg, hover_of["ofrenda"], hidden, moved("ofrenda"), self.selected,
                        self.drag.dragging),
            "own": (phase, legal, sugg, hidden, moved("own"), self.selected, self.face_space,
                    frozenset(self.cash_marks), buttons),  # (scoring, the Cash in button lies in it)
            "actions": (title, tuple(lines), self.shown_rs(v) == self.seat, phase, legal, buttons, hidden,
                        self.selected),
            "prompt": (self.prompt(),),
            "right": (told.rs, tuple(sorted(told.steps.items())), self.thinking_seat, hover_of["right"],
                      moved("right"), toolbar("right")),
        }
        after = {"topbar": self._paint_toolbar, "city": self._paint_city_edge, "own": self._paint_buttons,
                 "actions": self._paint_buttons, "right": self._paint_toolbar}
        return [self.picture.region(v, area, extra[area.name], after.get(area.name)) for area in self.areas]

    def _paint_shadows(self, surface) -> None:
        """The right column's cards cast their shadows over the table's edge."""
        for r in ([SOLO_PANEL] if self.solo else [self.geometry.other_rect(i) for i in range(len(self.others_order()))]):
            paint.draw_shadow(surface, r, 16, 10, 110, (0, 6))

    def _paint_toolbar(self, surface) -> None:
        """The toolbar's buttons (their shadows reach below the top bar)."""
        for b in self.toolbar:
            b.draw(surface, self.assets, self.time)

    def _paint_city_edge(self, surface) -> None:
        self._paint_shadows(surface)
        self._paint_toolbar(surface)

    def _paint_buttons(self, surface) -> None:
        """The action panel's buttons (a greyed one with its reason; the tokens panel's Cash in, in the
        area above), then the column's shadows."""
        for b in self.buttons:
            b.draw(surface, self.assets, self.time)
            reason = getattr(b, "reason", None)
            if reason and not b.enabled:
                self._draw_reason(surface, b, reason)
        self._paint_shadows(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        v = self.view
        if self.enlarged is not None:  # an opponent's boards over the table: one picture
            felt = self.picture.felt(surface.get_size())

            def paint_(s):
                s.blit(felt, (0, 0))
                self._draw_table(s, v)
            self.table_layer.blit(surface, self._table_key(), paint_)
        else:
            base_key = (self.seat, self.cb, self.assets.text_scale, id(self.assets))
            surface.blit(self.picture.update(surface.get_size(), v, self._regions(v), base_key), (0, 0))
        self.log_panel.draw(surface)
        if self.enlarged is None:
            self._draw_moving(surface, v)
            self.drag.draw_targets(surface, high_contrast=self.high_contrast)
            if self.selected is not None and not self.drag.dragging:
                rects = [t.rect for t in self.drop_targets(self.selected) if t.legal]
                Selection.draw_targets(surface, rects, self.time, self.high_contrast)
            if self.told.card is not None:
                self._draw_card(surface, v, self.told.card)
            if self.suggestion is not None and not self.drag.dragging:
                self._draw_suggested(surface)
        self.draw_suggestion(surface)

    def dialog(self) -> overlay.Overlay | None:
        """The small question, drawn over the table in the kit's order (scenes/kit/overlay.py)."""
        return overlay.Overlay(overlay.CHOOSER, "choice", self._draw_choice) if self.choice is not None else None

    # the table, from the view -----------------------------------------------------------------
    def _draw_table(self, surface, v) -> None:
        """The whole table at once (under an opponent's boards shown whole), then their boards."""
        for area in self.areas:
            for name in area.parts:
                if name != "title":  # (the top bar paints it)
                    self.parts.part(name).paint(surface, v)
        self.seat_part(self.enlarged).paint_sheet(surface, v)
        self._paint_toolbar(surface)

    def _draw_reason(self, surface, b: Button, reason: str) -> None:
        """Why a greyed button cannot be pressed, whole: beside it, or under it in a grid, wrapped
        (and made smaller if it must) within the room its row leaves it."""
        a = self.assets
        room = getattr(b, "reason_room", 0) or b.rect.h
        if getattr(b, "reason_at", None) == "beside":
            width = ACTIONS.right - 12 - (b.rect.right + 10)
            img = fit.block(a, T.escape(reason), width, room, size=11, floor=REASON_FLOOR, role="italic", colour=ROSE)
            surface.blit(img, (b.rect.right + 10, b.rect.centery - img.get_height() // 2))
            return
        img = fit.block(a, T.escape(reason), b.rect.w - 4, room, size=11, floor=REASON_FLOOR, role="italic", colour=ROSE,
                        line_gap=2 if room <= REASON_UNDER else 0)  # (a longer language's: set close)
        surface.blit(img, (b.rect.x + 2, b.rect.bottom + 1))

    def hidden(self) -> set:
        """Keys not drawn where they lie: in the pointer's hand, flying back, or moving."""
        d = self.drag
        out = set()
        if d.dragging and d.pressed is not None:
            out.add(d.pressed.key)
        out.update(r.source.key for r in d.returning)
        return out

    def moving(self, key) -> bool:
        return self.choreo.moving(key) or (key[0] == "die" and key[1] in self.tumbles)

    # what moves, every frame ------------------------------------------------------------------
    def _draw_moving(self, surface, v) -> None:
        a = self.assets
        # a casket shaking as its dice are rolled inside
        if self.told.shaking is not None:
            number = self.told.shaking
            pos = self.casket_order(v).index(number)
            rect = casket_rect(pos)
            c = self.casket_by_number(v, number)
            t = self.time * 22
            angle = math.sin(t) * 6
            lift = int(abs(math.sin(t * 0.5)) * 5)
            draw_casket(surface, a, c, rect, self.casket_open(c), angle, lift)
        self.choreo.draw_in_flight(surface, self._draw_piece)
        # dice tumbling as they land in the open casket
        if self.tumbles:
            order = self.casket_order(v)
            for pos, number in enumerate(order):
                c = self.casket_by_number(v, number)
                if not self.casket_open(c):
                    continue
                for d, r in zip(c.inside, casket_dice_rects(casket_rect(pos), len(c.inside), True)):
                    tumble = self.tumbles.get(d.id)
                    if tumble is None or self.choreo.moving(("die", d.id)):
                        continue
                    sr = sprite_rect(r)
                    if tumble.tumbling:
                        tumble.draw(surface, a, [sr], [d.face], self.time + d.id)
                    else:
                        k = tumble.effects.value("land", 1.0)
                        well = R(0, 0, max(6, round(r.w * (0.75 + 0.25 * k))), max(6, round(r.h * (0.75 + 0.25 * k))))
                        well.center = r.center
                        paint_die(surface, a, well, d.colour, d.power, d.face, self.cb)
        self.choreo.draw_fliers(surface, lambda name, size: a.sprite(name, (size, size)), lift=40)

    def _draw_suggested(self, surface) -> None:
        """The pieces and places the suggestion points at, breathing (the casket die, the space...)."""
        keys = self.suggestion_keys()
        k = 0.55 + 0.45 * pulse(self.time, 1.2)
        done = set()
        for h in self.hotspots:
            if h.key in keys and h.key not in done and h.key[0] != "caption":
                done.add(h.key)
                if self.high_contrast:
                    paint.outline(surface, h.rect.inflate(6, 6), (255, 255, 255), 3, 10, dashed=True, phase=self.time)
                else:
                    paint.draw_glow(surface, h.rect, PALETTE["marigold_light"], 12, 240, k)

    def _draw_piece(self, surface, key, info, rect) -> None:
        a = self.assets
        lift = 0
        if key in self._arcs:
            tw = self.choreo.layout.tweens.tweens.get(key)
            if tw is not None:
                lift = int(math.sin(math.pi * tw.progress) * self._arcs[key])
        rect = rect.move(0, -lift)
        if info[0] == "casket":
            c = self.casket_by_number(self.view, info[1])
            draw_casket(surface, a, c, rect, self.casket_open(c))
        elif info[0] == "die":
            d, where = info[1], info[2]
            if key[1] in self.tumbles and where == "open":
                return
            face = d.face if where in ("open", "prep", "ofrenda", "mini") else resting_face(d)
            paint_die(surface, a, rect, d.colour, d.power, face, self.cb, scale=1.3 if rect.w > 16 else 1.35,
                      shadow=rect.w > 16)
        elif info[0] == "scoring":
            seat = info[1]
            p = self.view.players[seat]
            score = self.shown_steps(seat)[0]
            paint_die(surface, a, rect, p.colour, False, min(6, self.data.landing(score)[0]), self.cb, scale=1.33)

    def _draw_card(self, surface, v, card) -> None:
        """The scoring card of the beat on show: a section's dice, each requirement met or not, the
        steps (capped), the skulls' values; or a cash-in of tokens."""
        a = self.assets
        if card[0] == "cash":
            _, seat, items, steps = card
            r = self.geometry.card_rect(seat, (380, 128))
            paint.draw_panel(surface, a, r, 250)
            title = T.text(a, W.cash_card_title(*self.who(seat)), "bold", 17, PALETTE["marigold_light"])
            surface.blit(title, (r.x + 18, r.y + 14))
            for k, item in enumerate(items):
                surface.blit(a.sprite(f"dotd/token_{ITEMS[item]}.png", (44, 44)), (r.x + 18 + k * 50, r.y + 50))
            big = T.text(a, f"+{steps}", "display", 34, (140, 240, 160))
            surface.blit(big, big.get_rect(midright=(r.right - 20, r.y + 72)))
            return
        _, seat, item, steps, raw, values, met = card
        w = 440
        reqs = self.data.requirements[item]
        met_ids = dict(met)
        lines = []
        for req in reqs:
            times = met_ids.get(req.id, 0)
            ok = times > 0
            colour = "#a8f0b8" if ok else "#a99bbd"
            extra = f" \u00d7{times}" if times > 1 else ""
            mark = "\u2713" if ok else "\u2717"
            text = f"[c={colour}]{mark}  {T.escape(W.requirement_caption(req))}{extra}[/c]"
            img = T.render_rich(a, text, w - 110, size=14, role="bold" if ok else "body")
            gain = W.requirement_gain(req.steps, times, req.per_urn)
            g = T.text(a, gain, "bold" if ok else "body", 14, (168, 240, 184) if ok else (169, 155, 189))
            lines.append((img, g))
        h = 124 + sum(img.get_height() + 6 for img, _ in lines) + (24 if raw > steps else 0) + 8
        r = self.geometry.card_rect(seat, (w, h))
        paint.draw_panel(surface, a, r, 250)
        surface.blit(a.sprite(f"dotd/icon_{ITEMS[item]}.png", (30, 30)), (r.x + 16, r.y + 12))
        title = T.text(a, W.section_card_title(*self.who(seat), W.item_plural(ITEMS[item])), "bold", 18,
                       PALETTE["marigold_light"])
        surface.blit(title, (r.x + 54, r.y + 16))
        big = T.text(a, f"+{steps}", "display", 34, (140, 240, 160) if steps else PALETTE["muted"])
        surface.blit(big, big.get_rect(topright=(r.right - 18, r.y + 6)))
        # the four dice along the side, skulls with the value they count as
        p = v.players[seat]
        for k, cell in enumerate(self.data.sections[item]):
            d = p.ofrenda[cell]
            well = R(r.x + 24 + k * 58, r.y + 56, 40, 40)
            if d is None:
                continue
            paint_die(surface, a, well, d.colour, d.power, d.face, self.cb)
            if d.face == SKULL and k < len(values):
                pill = paint.pill(a, W.skull_as(values[k]), 11, fg=(40, 24, 10), bg=(255, 214, 110, 250))
                surface.blit(pill, pill.get_rect(midtop=(well.centerx, well.bottom + 2)))
        y = r.y + 118
        for img, g in lines:
            surface.blit(img, (r.x + 20, y))
            surface.blit(g, g.get_rect(topright=(r.right - 20, y)))
            y += img.get_height() + 6
        if raw > steps:
            img = T.text(a, W.capped_line(raw, self.data.cap), "italic", 13, ROSE)
            surface.blit(img, (r.x + 20, y + 2))

    def _draw_choice(self, surface) -> None:
        a = self.assets
        title, subtitle, options = self.choice
        r = self.input.choice_rect(len(options))
        surface.blit(paint.rrect_surface((1280, 720), (8, 4, 16, 150), 0), (0, 0))
        paint.draw_panel(surface, a, r, 250)
        surface.blit(T.text(a, title, "bold", 18, PALETTE["marigold_light"]), (r.x + 20, r.y + 16))
        body = T.render_rich(a, T.escape(subtitle), r.w - 40, size=14)
        surface.blit(body, (r.x + 20, r.y + 46))
        for b in self.choice_buttons:
            b.draw(surface, a, self.time)
