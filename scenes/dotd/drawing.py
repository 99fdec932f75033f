"""How Die of the Dead's table is drawn: a static layer, the regions repainted only when what they
show changes, and every frame what moves (dice in flight, tumbling dice, a shaking casket, the drag,
the scoring card, the small question).
"""
from __future__ import annotations

import math

import pygame

from game.rules.dotd.components import ITEMS, SKULL
from scenes.assets import PALETTE
from scenes.dotd.layout import (
    ACTIONS, ACTIONS_REGION, CASKETS_REGION, CITY, CITY_REGION, HAND, OFRENDA_REGION, OWN_REGION, PREPBOX, PROMPT,
    PROMPT_REGION, R, RIGHT_REGION, SOLO_PANEL, STEPS, STEPS_REGION, SUPPLY, TOPBAR_REGION, casket_dice_rects,
    casket_rect, step_square, token_board_rect,
)
from scenes.dotd.pieces import ROSE, fit_lines, paint_die, resting_face, sprite_rect
from scenes.widgets import paint, text as T
from scenes.widgets.button import Button
from scenes.widgets.layers import Region
from scenes.widgets.select import Selection
from scenes.widgets.tween import pulse


class Drawing:
    """The layers of the table's picture (a mixin of the table)."""

    def _static(self) -> pygame.Surface:
        """The boards and panels that never change (per seat: the ofrenda's frame is the seat's colour)."""
        def paint_(surf):
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
        key = (id(self.assets), self.assets.text_scale)
        return self.static_layer.get((1280, 720), key, paint_)

    def _table_key(self):
        """The key of the whole table's picture (only while an opponent's boards are shown whole)."""
        buttons = tuple((b.name, tuple(b.rect), b.hover, b.pressed, b.enabled, b.visible, b.label, b.highlight)
                        for b in self.toolbar)
        return (self._version, self.seat, self.told.key(), self.enlarged, self.hover_key, buttons,
                self.prompt(), self.players_turn, self.cb, self.assets.text_scale, id(self.assets))

    def _view_facts(self) -> dict:
        """What each region shows of the view, worked out once per view (the region keys reuse it)."""
        memo = self.__dict__.get("_facts")
        if memo is not None and memo[0] == (self._version, self.seat):
            return memo[1]
        v = self.view
        me = v.players[self.seat]
        others = self.others_order()
        facts = {
            "topbar": (v.phase == "place", v.round, len(v.city) if self.solo else None, v.round_starter),
            "steps": (tuple((p.score, p.square, p.colour) for p in v.players), v.phase, v.current, v.landing),
            "caskets": (v.caskets, v.token_boards, v.phase, me.placed if v.phase == "place" else None),
            "city": (v.city, v.phase),
            "ofrenda": (me.ofrenda, me.sections, me.urns, me.board, v.open_casket, v.drafted, v.phase),
            "own": (me.prep, me.supply, me.tokens, v.drafted, v.phase),
            "right": ((v.players[0].score, v.city, v.token_boards) if self.solo else
                      (tuple(v.players[s] for s in others), v.to_move, v.phase, v.round_starter,
                       v.state.placements_needed if v.phase == "place" else None)),
        }
        self.__dict__["_facts"] = ((self._version, self.seat), facts)
        return facts

    def _regions(self, v) -> list[Region]:
        """The table's regions with their keys: each is repainted alone when its key changes."""
        facts = self._view_facts()
        phase = self.my_phase()
        legal = self._version if phase is not None else None  # (glows follow the legal moves on your turn)
        hidden = frozenset(self._hidden())
        sugg = frozenset(self.suggestion_keys())
        where = self._piece_region
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
        toolbar = tuple((b.name, tuple(b.rect), b.hover, b.pressed, b.enabled, b.visible, b.label, b.highlight)
                        for b in self.toolbar)
        buttons = tuple((b.name, tuple(b.rect), b.hover, b.pressed, b.enabled, b.visible, b.label, b.highlight)
                        for b in self.buttons)
        title, lines = self.panel_text(v)
        turn = self.players_turn and not self.story.playing
        return [
            Region("topbar", TOPBAR_REGION, (facts["topbar"], told.rs, self.shown_steps(self.seat, v), turn,
                                             toolbar), self._paint(self._draw_topbar, v, toolbar=True)),
            Region("steps", STEPS_REGION, (facts["steps"], tuple(sorted(told.steps.items())), phase, legal,
                                           sugg, hover_of["steps"], moved("steps")),
                   self._paint(self._draw_steps, v, title=True)),
            Region("caskets", CASKETS_REGION,
                   (facts["caskets"], told.order, told.closed, told.shaking, phase, legal, sugg, hover_of["caskets"],
                    hidden, moved("caskets"), frozenset(self.tumbles), self.selected,
                    tuple(self.swapping) if self.swapping is not None else None),
                   self._paint(self._draw_caskets, v)),
            Region("city", CITY_REGION, (facts["city"], phase, legal, sugg, hidden, moved("city"), toolbar),
                   self._paint(self._draw_city, v, toolbar=True, shadows=True)),
            Region("ofrenda", OFRENDA_REGION,
                   (facts["ofrenda"], phase, legal, sugg, hover_of["ofrenda"], hidden, moved("ofrenda"),
                    self.selected, self.drag.dragging),
                   self._paint(self._draw_ofrenda, v)),
            Region("own", OWN_REGION,
                   (facts["own"], phase, legal, sugg, hidden, moved("own"), self.selected, self.face_space,
                    frozenset(self.cash_marks)),
                   self._paint(self._draw_own_boards, v, shadows=True)),
            Region("actions", ACTIONS_REGION,
                   (title, tuple(lines), self.shown_rs(v) == self.seat, phase, legal, buttons, hidden,
                    self.selected, facts["own"]),
                   self._paint(self._draw_action_panel, v, shadows=True)),
            Region("prompt", PROMPT_REGION, (self.prompt(),), lambda s: self._draw_prompt(s)),
            Region("right", RIGHT_REGION,
                   (facts["right"], told.rs, tuple(sorted(told.steps.items())), self.thinking_seat,
                    hover_of["right"], moved("right"), toolbar),
                   self._paint(self._draw_right, v, toolbar=True)),
        ]

    def _paint(self, draw, v, toolbar: bool = False, title: bool = False, shadows: bool = False):
        def paint_(surface):
            if title:  # (the title's descenders reach below the top bar)
                self._draw_title(surface)
            draw(surface, v)
            if shadows:  # (the right column's cards cast theirs over the table's edge)
                for r in ([SOLO_PANEL] if self.solo else [self.other_rect(i) for i in range(len(self.others_order()))]):
                    paint.draw_shadow(surface, r, 16, 10, 110, (0, 6))
            if toolbar:  # (its shadow reaches below the top bar)
                for b in self.toolbar:
                    b.draw(surface, self.assets, self.time)
        return paint_

    def draw_scene(self, surface: pygame.Surface) -> None:
        v = self.view
        static = self._static()
        if self.enlarged is not None:  # an opponent's boards over the table: one picture
            def paint_(s):
                s.blit(static, (0, 0))
                self._draw_table(s, v)
            self.table_layer.blit(surface, self._table_key(), paint_)
        else:
            base_key = (self.static_layer.paints, self.seat, self.cb, self.assets.text_scale, id(self.assets))
            surface.blit(self.table_regions.update(surface.get_size(), base_key, static, self._regions(v)), (0, 0))
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
        if self.choice is not None:
            self._draw_choice(surface)

    # the table, from the view -----------------------------------------------------------------
    def _draw_table(self, surface, v) -> None:
        """The whole table at once (under an opponent's boards shown whole)."""
        self._draw_topbar(surface, v)
        self._draw_steps(surface, v)
        self._draw_caskets(surface, v)
        self._draw_city(surface, v)
        self._draw_ofrenda(surface, v)
        self._draw_own_boards(surface, v)
        self._draw_action_panel(surface, v)
        self._draw_right(surface, v)
        self._draw_prompt(surface)
        if self.enlarged is not None:
            self._draw_sheet(surface, v, self.enlarged)
        for b in self.toolbar:
            b.draw(surface, self.assets, self.time)

    def _draw_action_panel(self, surface, v) -> None:
        """The action panel: what to do now, and its buttons (a greyed one with its reason)."""
        self._draw_actions(surface, v)
        if self.enlarged is None:
            for b in self.buttons:
                b.draw(surface, self.assets, self.time)
                reason = getattr(b, "reason", None)
                if reason and not b.enabled:
                    self._draw_reason(surface, b, reason)

    def _draw_reason(self, surface, b: Button, reason: str) -> None:
        """Why a greyed button cannot be pressed: beside it, or under it in a grid (cut to fit)."""
        a = self.assets
        if getattr(b, "reason_at", None) == "beside":
            room = ACTIONS.right - 12 - (b.rect.right + 10)
            lines = fit_lines(a, reason, "italic", 11, room, 2)
            h = sum(img.get_height() for img in lines)
            y = b.rect.centery - h // 2
            for img in lines:
                surface.blit(img, (b.rect.right + 10, y))
                y += img.get_height()
            return
        from scenes.score_screen import fit_text

        img = fit_text(a, reason, "italic", 11, ROSE, b.rect.w)
        surface.blit(img, (b.rect.x + 2, b.rect.bottom + 1))

    def _hidden(self) -> set:
        """Keys not drawn where they lie: in the pointer's hand, flying back, or moving."""
        d = self.drag
        out = set()
        if d.dragging and d.pressed is not None:
            out.add(d.pressed.key)
        out.update(r.source.key for r in d.returning)
        return out

    def _moving(self, key) -> bool:
        return self.choreo.moving(key) or (key[0] == "die" and key[1] in self.tumbles)

    def _draw_prompt(self, surface) -> None:
        a = self.assets
        r = PROMPT
        text = self.prompt()
        if not text:
            return
        room = r.w - 28 - sum(b.rect.w + 8 for b in self.buttons if b.rect.colliderect(r))
        for size in (16, 15, 14, 13):
            img = T.render_rich(a, text, 10_000, size=size, role="bold", scaled=True)
            if img.get_width() <= room:
                break
        if img.get_width() > room:
            img = T.render_rich(a, text, room, size=13, role="bold", scaled=True)
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-8, -4).clip(clip) if clip else r.inflate(-8, -4))
        surface.blit(img, (r.x + 16, r.centery - img.get_height() // 2))
        surface.set_clip(clip)

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
            self._draw_casket(surface, v, c, rect, angle, lift)
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
            self._draw_casket(surface, self.view, c, rect)
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
            r = self._card_rect(seat, (380, 128))
            paint.draw_panel(surface, a, r, 250)
            title = T.text(a, f"{self.whose(seat)} tokens for steps", "bold", 17, PALETTE["marigold_light"])
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
            text = f"[c={colour}]{mark}  {T.escape(req.caption)}{extra}[/c]"
            img = T.render_rich(a, text, w - 110, size=14, role="bold" if ok else "body")
            gain = (f"+{req.steps * times}" if ok else
                    f"(+{req.steps}{' each' if req.per_urn else ''})")
            g = T.text(a, gain, "bold" if ok else "body", 14, (168, 240, 184) if ok else (169, 155, 189))
            lines.append((img, g))
        h = 124 + sum(img.get_height() + 6 for img, _ in lines) + (24 if raw > steps else 0) + 8
        r = self._card_rect(seat, (w, h))
        paint.draw_panel(surface, a, r, 250)
        surface.blit(a.sprite(f"dotd/icon_{ITEMS[item]}.png", (30, 30)), (r.x + 16, r.y + 12))
        title = T.text(a, f"{self.whose(seat)} {self.data.item_plurals[item].lower()} section", "bold", 18,
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
                pill = paint.pill(a, f"as {values[k]}", 11, fg=(40, 24, 10), bg=(255, 214, 110, 250))
                surface.blit(pill, pill.get_rect(midtop=(well.centerx, well.bottom + 2)))
        y = r.y + 118
        for img, g in lines:
            surface.blit(img, (r.x + 20, y))
            surface.blit(g, g.get_rect(topright=(r.right - 20, y)))
            y += img.get_height() + 6
        if raw > steps:
            img = T.text(a, f"{raw} steps met: capped at {self.data.cap}", "italic", 13, ROSE)
            surface.blit(img, (r.x + 20, y + 2))

    def _draw_choice(self, surface) -> None:
        a = self.assets
        title, subtitle, options = self.choice
        r = self._choice_rect(len(options))
        surface.blit(paint.rrect_surface((1280, 720), (8, 4, 16, 150), 0), (0, 0))
        paint.draw_panel(surface, a, r, 250)
        surface.blit(T.text(a, title, "bold", 18, PALETTE["marigold_light"]), (r.x + 20, r.y + 16))
        body = T.render_rich(a, T.escape(subtitle), r.w - 40, size=14)
        surface.blit(body, (r.x + 20, r.y + 46))
        for b in self.choice_buttons:
            b.draw(surface, a, self.time)
