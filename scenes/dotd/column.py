"""The right column of Die of the Dead's table and the prompt bar: each other player's boards at a
glance (``seat:N``, a kit summary, clicked to show their boards whole), or solo the climb against
the marks (``solo``); and the prompt bar (``prompt``) saying what to do now.
"""
from __future__ import annotations

import pygame

from game.rules.dotd.components import ITEMS
from game.rules.dotd import words as W
from scenes.assets import PALETTE
from scenes.dotd.layout import CAPTIONS, OFR_W, PROMPT, R, SHEET, SHEET_BOARD, SOLO_PANEL, ofrenda_cell, prep_space, sub
from scenes.dotd.own import skull_marks
from scenes.dotd.pieces import draw_ofrenda, paint_die, scored_badges
from scenes.kit import fit
from scenes.kit.opponents import Summary
from scenes import shell_words
from scenes.kit.parts import Part, Piece
from scenes.widgets import paint, text as T


class Seat(Summary):
    """The player ``place`` seats clockwise from the seat on screen (``seat:1``...): name, steps,
    Round Starter, their ofrenda and preparation board in miniature, tokens and supply. A click
    shows their boards whole (:meth:`paint_sheet`, :meth:`sheet_pieces`)."""

    def __init__(self, t, place: int):
        super().__init__(place, t.geometry.other_rect(place - 1))
        self.t = t
        self.seat = (t.seat + place) % t.session.setup.players

    def pieces(self, view) -> list[Piece]:
        t, seat = self.t, self.seat
        return [Piece(("other", seat), self.rect, tooltip=t.tips.other(seat), click=lambda: t.input.open_sheet(seat),
                      tip_side="left")]

    def slice(self, v):
        return (v.players[self.seat], self.seat in v.to_move, v.phase, v.round_starter,
                v.state.placements_needed if v.phase == "place" else None)

    def paint(self, surface, v) -> None:
        t, seat, r = self.t, self.seat, self.rect
        a = t.assets
        p = v.players[seat]
        paint.draw_panel(surface, a, r, 235)
        acting = seat in v.to_move and v.phase != "place"
        if acting:
            pygame.draw.rect(surface, PALETTE["marigold_light"], r.inflate(-6, -6), 2, border_radius=12)
        if t.hover_key == ("other", seat):
            pygame.draw.rect(surface, PALETTE["bone"], r.inflate(-4, -4), 1, border_radius=12)
        surface.blit(a.sprite(f"dotd/symbol_{p.colour}.png", (18, 18)), (r.x + 10, r.y + 9))
        score = t.shown_steps(seat, v)[0]
        pill = paint.pill(a, str(score), 12, icon="dotd/icon_step.png")
        surface.blit(pill, pill.get_rect(topright=(r.right - 10, r.y + 7)))
        x_right = r.right - pill.get_width() - 14
        if t.shown_rs(v) == seat:
            surface.blit(a.sprite("dotd/round_starter.png", (22, 22)), (x_right - 22, r.y + 6))
            x_right -= 26
        if t.thinking_seat == seat:
            think = paint.pill(a, W.s("dotd-t-thinking"), 11, fg=(40, 16, 30), bg=(255, 200, 90, 245))
            surface.blit(think, think.get_rect(topright=(x_right, r.y + 8)))
            x_right -= think.get_width() + 4
        # the name before the marks on its right (a long one cut with an ellipsis)
        name = fit.cut(a, t.seat_name(seat), x_right - 4 - (r.x + 33), "bold", 14, PALETTE["marigold_light"])
        surface.blit(name, (r.x + 33, r.y + 8))
        # the ofrenda in miniature
        for cell in range(len(t.data.cells)):
            cr = t.geometry.mini_cell(r, cell)
            d = p.ofrenda[cell]
            if d is None or t.moving(("die", d.id)):
                paint.rrect(surface, cr, (60, 40, 80), 3)
            else:
                paint_die(surface, a, cr, d.colour, d.power, d.face, t.cb, scale=1.35, shadow=False)
        for i, d in enumerate(p.prep):
            cr = t.geometry.mini_prep(r, i)
            paint.rrect(surface, cr, (90, 30, 70), 5)
            if d is not None and not t.moving(("die", d.id)):
                paint_die(surface, a, cr.inflate(-2, -2), d.colour, d.power, d.face, t.cb, scale=1.35,
                          shadow=False)
        tokens = t.geometry.hand_tokens(p)
        for i, tok in enumerate(tokens):
            surface.blit(a.sprite(f"dotd/token_{tok}.png", (20, 20)), (r.x + 82 + i * 21, r.y + 62))
        if v.phase == "place":
            sup = T.text(a, W.placed_count(p.placed_count, v.state.placements_needed), "body", 11, PALETTE["muted"])
            surface.blit(sup, sup.get_rect(topright=(r.right - 10, r.y + 66)))
        else:  # the supply: a die of their colour and how many
            sup = T.text(a, f"\u00d7{len(p.supply)}", "bold", 11, PALETTE["muted"])
            rect = sup.get_rect(midright=(r.right - 8, r.y + 43))
            surface.blit(sup, rect)
            paint_die(surface, a, R(rect.x - 17, rect.centery - 7, 14, 14), p.colour, False, 5, t.cb, scale=1.35,
                      shadow=False)

    # ------------------------------------------------------------------ their boards shown whole
    def sheet_pieces(self) -> list[Piece]:
        """Their boards shown whole: every space and caption says what it holds; a click closes."""
        t, seat = self.t, self.seat
        out = [Piece(("sheet",), SHEET, tooltip=shell_words.CLOSE_SHEET_TIP, click=t.input.close_sheet)]
        board = SHEET_BOARD
        s = board.w / OFR_W
        for item in ITEMS:
            for part in CAPTIONS[item]:
                out.append(Piece(("caption", item), sub(board, part, s), tooltip=t.tips.section(seat, item),
                                 click=t.input.close_sheet))
        for cell in range(len(t.data.cells)):
            row, col = t.data.cells[cell]
            out.append(Piece(("cell", cell), ofrenda_cell(board, row, col), tooltip=t.tips.cell(seat, cell),
                             click=t.input.close_sheet))
        return out

    def paint_sheet(self, surface, v) -> None:
        """Their ofrenda, preparation board, tokens, supply and steps, over the table."""
        t, seat = self.t, self.seat
        a = t.assets
        p = v.players[seat]
        surface.blit(paint.rrect_surface((1044, 612), (8, 4, 16, 170), 14), (8, 48))
        paint.draw_panel(surface, a, SHEET, 245)
        title = T.text(a, W.sheet_title(*t.who(seat), p.board), "bold", 18, PALETTE["marigold_light"])
        surface.blit(title, (SHEET.x + 20, SHEET.y + 14))
        board = SHEET_BOARD
        draw_ofrenda(surface, a, board, t.data, p, t.cb, marks=skull_marks(t, v, seat))
        scored_badges(surface, a, board, p)
        pr = R(board.right + 40, board.y, 300, 115)
        surface.blit(a.sprite("dotd/preparation.png", pr.size), pr)
        for i, d in enumerate(p.prep):
            if d is not None:
                paint_die(surface, a, prep_space(i, pr).inflate(-12, -12), d.colour, d.power, d.face, t.cb,
                          scale=1.33)
        y = pr.bottom + 22
        surface.blit(T.text(a, W.s("dotd-t-tokens"), "bold", 15, PALETTE["marigold_light"]), (pr.x, y))
        tokens = t.geometry.hand_tokens(p)
        for i, tok in enumerate(tokens):
            surface.blit(a.sprite(f"dotd/token_{tok}.png", (48, 48)), (pr.x + i * 54, y + 24))
        if not tokens:
            surface.blit(T.text(a, W.s("dotd-t-none"), "italic", 13, PALETTE["muted"]), (pr.x, y + 30))
        y += 92
        surface.blit(T.text(a, W.s("dotd-t-supply"), "bold", 15, PALETTE["marigold_light"]), (pr.x, y))
        classes = t.geometry.supply_classes(p)
        for i, (colour, power, n) in enumerate(classes):
            rr = R(pr.x + 4 + i * 58, y + 28, 30, 30)
            paint_die(surface, a, rr, colour, power, 5, t.cb)
            pill = paint.pill(a, f"\u00d7{n}", 12)
            surface.blit(pill, (rr.right + 2, rr.y + 8))
        if not classes:
            surface.blit(T.text(a, W.s("dotd-t-empty"), "italic", 13, PALETTE["muted"]), (pr.x, y + 30))
        y += 76
        score = t.shown_steps(seat, v)[0]
        face, step = t.data.landing(score)
        surface.blit(T.text(a, W.steps_climbed(score), "bold", 15, PALETTE["bone"]), (pr.x, y))
        surface.blit(T.text(a, W.on_step(step, face), "italic", 13, PALETTE["muted"]), (pr.x, y + 22))
        scored = [(s.item, s.steps) for s in p.sections if s.steps is not None]
        surface.blit(T.text(a, W.scored_sections(scored), "body", 13, PALETTE["bone"]), (pr.x, y + 44))
        hint = paint.pill(a, W.s("dotd-t-click-or-esc-to-close"), 12, fg=PALETTE["muted"])
        surface.blit(hint, hint.get_rect(bottomright=(SHEET.right - 16, SHEET.bottom - 12)))


class Solo(Part, name="solo", rect=SOLO_PANEL):
    """Solo, the right column's panel: the steps climbed against the good and perfect marks, and the
    City of the Dead as the timer."""

    def pieces(self, view) -> list[Piece]:
        return [Piece(("solo",), SOLO_PANEL, tooltip=self.t.tips.solo)]

    def slice(self, v):
        return (v.players[0].score, v.city, v.token_boards)

    def paint(self, surface, v) -> None:
        t = self.t
        a = t.assets
        r = SOLO_PANEL
        paint.draw_panel(surface, a, r, 235)
        score = t.shown_steps(0, v)[0]
        surface.blit(T.text(a, W.solo_title(score), "bold", 15, PALETTE["marigold_light"]), (r.x + 14, r.y + 10))
        # the climb against the marks: a bar to the perfect mark
        marks = list(t.data.marks)
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
            pill = paint.pill(a, f"{W.mark_title(m)} \u00b7 {m.steps}", 13, fg=(40, 24, 10) if got else PALETTE["bone"],
                              bg=(236, 186, 76, 250) if got else (20, 10, 36, 230))
            surface.blit(pill, (r.x + 14 + i * 96, r.y + 62))
        city = T.text(a, W.city_dice_left(len(v.city)), "italic", 12, PALETTE["muted"])
        surface.blit(city, (r.x + 14, r.y + 96))
        tokens = sum(v.token_boards)
        img = T.text(a, W.tokens_on_boards(tokens), "italic", 12, PALETTE["muted"])
        surface.blit(img, (r.x + 14, r.y + 116))


class Prompt(Part):
    """The prompt bar: what to do now (or the beat being told), shrunk to leave room for its buttons."""

    def __init__(self, t):
        super().__init__("prompt", PROMPT)
        self.t = t

    def paint(self, surface, v) -> None:
        t = self.t
        a = t.assets
        r = PROMPT
        text = t.prompt()
        if not text:
            return
        room = r.w - 28 - sum(b.rect.w + 8 for b in t.buttons if b.rect.colliderect(r))
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
