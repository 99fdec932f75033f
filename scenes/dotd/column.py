"""The top bar, the action panel's words, and the right column of Die of the Dead's table: the other
players' boards at a glance (or, solo, the climb against the marks) and an opponent's boards shown whole.
"""
from __future__ import annotations

import pygame

from game.rules.dotd.words import cap
from scenes.assets import PALETTE
from scenes.dotd.layout import ACTIONS, R, SHEET, SHEET_BOARD, SOLO_PANEL, prep_space
from scenes.dotd.pieces import draw_ofrenda, paint_die, scored_badges
from scenes.widgets import paint, text as T


class Column:
    """The top bar, the action panel's text and the right column, painted (a mixin of the table)."""

    def _draw_title(self, surface) -> pygame.Surface:
        title = T.text(self.assets, "Die of the Dead", "display", 28, PALETTE["marigold"])
        surface.blit(title, (14, 6))
        return title

    def _draw_topbar(self, surface, v) -> None:
        a = self.assets
        title = self._draw_title(surface)
        x = 14 + title.get_width() + 16
        pills = []
        if v.phase == "place":
            pills.append("Setting up")
        else:
            pills.append(f"Round {v.round}")
            if self.solo:
                pills.append(f"City: {len(v.city)} {'die' if len(v.city) == 1 else 'dice'} left")
            else:
                rs = self.shown_rs(v)
                pills.append("You start" if rs == self.seat else f"{self.seat_name(rs)} starts")
        if self.players_turn and not self.story.playing:
            pills.append("Your turn")
        for text in pills:
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        score = self.shown_steps(self.seat, v)[0]
        pill = paint.pill(a, f"You: {score} step{'s' if score != 1 else ''}", 14, icon="dotd/icon_step.png")
        surface.blit(pill, (x, 12))

    def _draw_actions(self, surface, v) -> None:
        a = self.assets
        r = ACTIONS
        title, lines = self.panel_text(v)
        if self.shown_rs(v) == self.seat and not self.solo:
            surface.blit(a.sprite("dotd/round_starter.png", (44, 44)), (r.right - 54, r.y + 8))
        surface.blit(T.text(a, title, "bold", 14, PALETTE["marigold_light"]), (r.x + 14, r.y + 10))
        y = r.y + 34
        room = r.w - 28 - (48 if self.shown_rs(v) == self.seat and not self.solo else 0)
        top_button = min((b.rect.y for b in self.buttons if b.rect.colliderect(r)), default=r.bottom - 8)
        for line in lines:
            if not line:
                continue
            img = T.render_rich(a, line, room, size=13)
            if y + img.get_height() > top_button - 2:
                break
            surface.blit(img, (r.x + 14, y))
            y += img.get_height() + 3
        phase = self.my_phase()
        if phase == "retune":
            for token, y in getattr(self, "_token_rows", ()):
                surface.blit(a.sprite(f"dotd/token_{token}.png", (30, 30)), (r.x + 14, y + 2))
                hint = "a value in the casket" if token == "bread" else "one up or down"
                surface.blit(T.text(a, cap(token), "bold", 13, PALETTE["bone"]), (r.x + 50, y + 2))
                surface.blit(T.text(a, hint, "italic", 10, PALETTE["muted"]), (r.x + 50, y + 19))
        if phase == "place":
            me = self.me(v)
            classes = self.supply_classes(me)
            hidden = self._hidden()
            for (colour, power, n), rr in zip(classes, self.place_rects(len(classes))):
                if ("placedie", colour) in hidden:
                    continue
                if self.selected is not None and self.selected[:2] == ("place", colour):
                    paint.draw_glow(surface, rr, PALETTE["marigold_light"], 12, 255)
                paint_die(surface, a, rr, colour, power, 5, self.cb)
                pill = paint.pill(a, f"\u00d7{n}", 11)
                surface.blit(pill, pill.get_rect(center=(rr.right - 2, rr.bottom - 2)))

    def _draw_right(self, surface, v) -> None:
        if self.solo:
            self._draw_solo_panel(surface, v)
            return
        for i, seat in enumerate(self.others_order()):
            self._draw_other(surface, v, seat, self.other_rect(i))

    def _draw_solo_panel(self, surface, v) -> None:
        a = self.assets
        r = SOLO_PANEL
        paint.draw_panel(surface, a, r, 235)
        score = self.shown_steps(0, v)[0]
        surface.blit(T.text(a, f"Solo \u00b7 {score} step{'s' if score != 1 else ''}", "bold", 15,
                            PALETTE["marigold_light"]),
                     (r.x + 14, r.y + 10))
        # the climb against the marks: a bar to the perfect mark
        marks = list(self.data.marks)
        top = max(m.steps for m in marks) if marks else 18
        bar = R(r.x + 14, r.y + 40, r.w - 28, 12)
        paint.rrect(surface, bar, (30, 16, 46, 255), 6)
        fill = R(bar.x, bar.y, round(bar.w * min(1.0, score / top)), bar.h)
        if fill.w > 0:
            surface.blit(paint.gradient_rrect(fill.size, (255, 206, 90), (226, 130, 30), 6), fill)
        for m in marks:
            x = bar.x + round(bar.w * m.steps / top)
            pygame.draw.line(surface, PALETTE["bone"], (x - 1, bar.y - 3), (x - 1, bar.bottom + 2), 2)
        for i, m in enumerate(marks):
            got = score >= m.steps
            pill = paint.pill(a, f"{m.title} \u00b7 {m.steps}", 13, fg=(40, 24, 10) if got else PALETTE["bone"],
                              bg=(236, 186, 76, 250) if got else (20, 10, 36, 230))
            surface.blit(pill, (r.x + 14 + i * 96, r.y + 62))
        city = T.text(a, f"City of the Dead: {len(v.city)} {'die' if len(v.city) == 1 else 'dice'} left", "italic", 12,
                      PALETTE["muted"])
        surface.blit(city, (r.x + 14, r.y + 96))
        tokens = sum(v.token_boards)
        img = T.text(a, f"Tokens on the boards: {tokens}", "italic", 12, PALETTE["muted"])
        surface.blit(img, (r.x + 14, r.y + 116))

    def _draw_other(self, surface, v, seat: int, r: pygame.Rect) -> None:
        a = self.assets
        p = v.players[seat]
        paint.draw_panel(surface, a, r, 235)
        acting = seat in v.to_move and v.phase != "place"
        if acting:
            pygame.draw.rect(surface, PALETTE["marigold_light"], r.inflate(-6, -6), 2, border_radius=12)
        if self.hover_key == ("other", seat):
            pygame.draw.rect(surface, PALETTE["bone"], r.inflate(-4, -4), 1, border_radius=12)
        surface.blit(a.sprite(f"dotd/symbol_{p.colour}.png", (18, 18)), (r.x + 10, r.y + 9))
        name = T.text(a, self.seat_name(seat), "bold", 14, PALETTE["marigold_light"])
        surface.blit(name, (r.x + 33, r.y + 8))
        score = self.shown_steps(seat, v)[0]
        pill = paint.pill(a, str(score), 12, icon="dotd/icon_step.png")
        surface.blit(pill, pill.get_rect(topright=(r.right - 10, r.y + 7)))
        x_right = r.right - pill.get_width() - 14
        if self.shown_rs(v) == seat:
            surface.blit(a.sprite("dotd/round_starter.png", (22, 22)), (x_right - 22, r.y + 6))
            x_right -= 26
        if self.thinking_seat == seat:
            think = paint.pill(a, "thinking\u2026", 11, fg=(40, 16, 30), bg=(255, 200, 90, 245))
            surface.blit(think, think.get_rect(topright=(x_right, r.y + 8)))
        # the ofrenda in miniature
        for cell in range(len(self.data.cells)):
            cr = self.mini_cell(r, cell)
            d = p.ofrenda[cell]
            if d is None or self._moving(("die", d.id)):
                paint.rrect(surface, cr, (60, 40, 80), 3)
            else:
                paint_die(surface, a, cr, d.colour, d.power, d.face, self.cb, scale=1.35, shadow=False)
        for i, d in enumerate(p.prep):
            cr = self.mini_prep(r, i)
            paint.rrect(surface, cr, (90, 30, 70), 5)
            if d is not None and not self._moving(("die", d.id)):
                paint_die(surface, a, cr.inflate(-2, -2), d.colour, d.power, d.face, self.cb, scale=1.35,
                          shadow=False)
        tokens = self.hand_tokens(p)
        for i, t in enumerate(tokens):
            surface.blit(a.sprite(f"dotd/token_{t}.png", (20, 20)), (r.x + 82 + i * 21, r.y + 62))
        if v.phase == "place":
            sup = T.text(a, f"placed {p.placed_count}/{v.state.placements_needed}", "body", 11, PALETTE["muted"])
            surface.blit(sup, sup.get_rect(topright=(r.right - 10, r.y + 66)))
        else:  # the supply: a die of their colour and how many
            sup = T.text(a, f"\u00d7{len(p.supply)}", "bold", 11, PALETTE["muted"])
            rect = sup.get_rect(midright=(r.right - 8, r.y + 43))
            surface.blit(sup, rect)
            paint_die(surface, a, R(rect.x - 17, rect.centery - 7, 14, 14), p.colour, False, 5, self.cb, scale=1.35,
                      shadow=False)

    def _draw_sheet(self, surface, v, seat: int) -> None:
        """An opponent's boards shown whole: ofrenda, preparation board, tokens, supply, steps."""
        a = self.assets
        p = v.players[seat]
        surface.blit(paint.rrect_surface((1044, 612), (8, 4, 16, 170), 14), (8, 48))
        paint.draw_panel(surface, a, SHEET, 245)
        title = T.text(a, f"{self.whose(seat)} ofrenda \u00b7 board {p.board}", "bold", 18, PALETTE["marigold_light"])
        surface.blit(title, (SHEET.x + 20, SHEET.y + 14))
        board = SHEET_BOARD
        draw_ofrenda(surface, a, board, self.data, p, self.cb, marks=self._skull_marks(v, seat))
        scored_badges(surface, a, board, p)
        pr = R(board.right + 40, board.y, 300, 115)
        surface.blit(a.sprite("dotd/preparation.png", pr.size), pr)
        for i, d in enumerate(p.prep):
            if d is not None:
                paint_die(surface, a, prep_space(i, pr).inflate(-12, -12), d.colour, d.power, d.face, self.cb,
                          scale=1.33)
        y = pr.bottom + 22
        surface.blit(T.text(a, "Tokens", "bold", 15, PALETTE["marigold_light"]), (pr.x, y))
        tokens = self.hand_tokens(p)
        for i, t in enumerate(tokens):
            surface.blit(a.sprite(f"dotd/token_{t}.png", (48, 48)), (pr.x + i * 54, y + 24))
        if not tokens:
            surface.blit(T.text(a, "none", "italic", 13, PALETTE["muted"]), (pr.x, y + 30))
        y += 92
        surface.blit(T.text(a, "Supply", "bold", 15, PALETTE["marigold_light"]), (pr.x, y))
        classes = self.supply_classes(p)
        for i, (colour, power, n) in enumerate(classes):
            rr = R(pr.x + 4 + i * 58, y + 28, 30, 30)
            paint_die(surface, a, rr, colour, power, 5, self.cb)
            pill = paint.pill(a, f"\u00d7{n}", 12)
            surface.blit(pill, (rr.right + 2, rr.y + 8))
        if not classes:
            surface.blit(T.text(a, "empty", "italic", 13, PALETTE["muted"]), (pr.x, y + 30))
        y += 76
        score = self.shown_steps(seat, v)[0]
        face, step = self.data.landing(score)
        surface.blit(T.text(a, f"Steps climbed: {score}", "bold", 15, PALETTE["bone"]), (pr.x, y))
        surface.blit(T.text(a, f"on step {step}" + (f", lap {face}" if face > 1 else ""), "italic", 13,
                            PALETTE["muted"]), (pr.x, y + 22))
        scored = [f"{s.item} +{s.steps}" for s in p.sections if s.steps is not None]
        surface.blit(T.text(a, ("Scored: " + ", ".join(scored)) if scored else "No section scored yet", "body", 13,
                            PALETTE["bone"]), (pr.x, y + 44))
        hint = paint.pill(a, "click or Esc to close", 12, fg=PALETTE["muted"])
        surface.blit(hint, hint.get_rect(bottomright=(SHEET.right - 16, SHEET.bottom - 12)))
