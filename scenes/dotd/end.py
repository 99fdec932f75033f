"""Die of the Dead's end screen: the shared score sheet on the right (each section's steps, the
steps from tokens and from ascending, the total, and the tokens held for the tie-break; solo, the
score against the good and perfect marks); on the left, the finished ofrendas.

Several players: every player's ofrenda side by side, each section's steps on its badge and the
skulls' values under them, the tokens held below; click an ofrenda (or a column of the sheet) to
bring it forward. Solo: the finished ofrenda, large, with each section's steps. Every section
carries a tooltip with the requirements it met.
"""
from __future__ import annotations

import pygame

from game.protocol import said_names
from game.rules.dotd.components import ITEMS
from game.rules.dotd import words as W
from game.rules.dotd.words import END_REASONS, Plain, breakdown_lines
from scenes.assets import PALETTE
from scenes.dotd.layout import CAPTIONS, END_TABLE_RECT, OFR_W, R, sub
from scenes.dotd.pieces import draw_ofrenda, scored_badges
from scenes.kit import fit
from scenes.score_screen import ScoreScreen, fit_text
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent

ASPECT = 378 / 440  # the ofrenda board's height to its width


class DotdEndScene(ScoreScreen):
    name = "dotd_end"

    @property
    def tiers_caption(self) -> str:  # (read when drawn: in the reader's language)
        return W.s("dotd-t-the-marks")

    table_rect = pygame.Rect(END_TABLE_RECT)

    def __init__(self, app, session, seat: int | None = None):
        super().__init__(app, session, seat)
        self.final = session.view(None)
        self.plain = Plain(session.data)

    @property
    def data(self):
        return self.session.data

    @property
    def cb(self) -> bool:
        return bool(self.app.settings.colour_blind)

    def focusable(self) -> bool:
        return self.multi

    # ------------------------------------------------------------------ where each ofrenda goes
    def boards(self, rect: pygame.Rect) -> list[tuple[int, pygame.Rect]]:
        """(seat, board rect) of every ofrenda in the picture (a name line above each, tokens below)."""
        n = self.seats
        if n == 1:
            w = min(rect.w - 60, 560)
            board = R(0, 0, w, round(w * ASPECT))
            board.midtop = (rect.centerx, rect.y + 66)
            return [(0, board)]
        cols = {2: 2, 3: 2, 4: 2, 5: 3}[n]
        rows = (n + cols - 1) // cols
        gap = 14
        cell_w = (rect.w - 24 - gap * (cols - 1)) // cols
        cell_h = (rect.h - 52) // rows
        w = min(cell_w, round((cell_h - 50) / ASPECT))
        pitch = round(w * ASPECT) + 50  # a name above each board, its tokens below
        top = rect.y + 44 + (rect.h - 52 - rows * pitch) // 2
        out = []
        for seat in range(n):
            r, c = divmod(seat, cols)
            in_row = min(cols, n - r * cols)
            x0 = rect.x + (rect.w - (in_row * w + (in_row - 1) * gap)) // 2
            board = R(x0 + c * (w + gap), top + r * pitch + 22, w, round(w * ASPECT))
            out.append((seat, board))
        return out

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        a = self.assets
        st = self.final  # the public view of the finished game
        reason = next((e.data[0] for e in reversed(st.events) if e.kind == "game_over"), "")
        title = END_REASONS.get(reason) or W.s("dotd-game-is-over")
        paint.draw_panel(surface, a, rect, 235, title=W.end_title(title, st.round))
        names = said_names(self.session.setup.names)
        for seat, board in self.boards(rect):
            p = self.final.players[seat]
            won = seat in self.winners
            if self.multi and seat == self.focus:
                paint.draw_glow(surface, board.inflate(8, 8), PALETTE["turquoise_light"], 10, 160)
            elif won:
                paint.draw_glow(surface, board.inflate(8, 8), PALETTE["marigold_light"], 10, 160)
            draw_ofrenda(surface, a, board, self.data, p, self.cb, marks=self._skull_marks(seat))
            scored_badges(surface, a, board, p)
            size = 15 if board.w > 220 else 13  # the label beside the symbol, its long name cut with an ellipsis
            label = fit.named(a, lambda n: W.end_board_label(n, seat == self.seat, p.score, self.multi), names[seat],  # noqa: B023 (called here)
                              board.w - 20, "bold", size)
            head = fit_text(a, label, "bold", size,
                            PALETTE["marigold_light"] if won or not self.multi else PALETTE["bone"], board.w - 20)
            surface.blit(a.sprite(f"dotd/symbol_{p.colour}.png", (16, 16)), (board.x, board.y - 20))
            surface.blit(head, (board.x + 20, board.y - 21))
            # the tokens held (the tie-break), under the board
            tokens = [ITEMS[i] for i, k in enumerate(p.tokens) for _ in range(k)]
            size = 22 if board.w > 220 else 18
            for i, item in enumerate(tokens):
                surface.blit(a.sprite(f"dotd/token_{item}.png", (size, size)),
                             (board.x + i * (size + 3), board.bottom + 4))
            if not tokens and self.multi:
                img = T.text(a, W.s("dotd-t-no-tokens"), "italic", 11, PALETTE["muted"])
                surface.blit(img, (board.x, board.bottom + 6))
        if not self.multi:
            p = self.final.players[0]
            face, step = self.data.landing(p.score)
            y = self.boards(rect)[0][1].bottom + (34 if sum(p.tokens) else 10)
            line = W.solo_end_line(step, face, st.round, reason == "city")
            img = T.render_rich(a, f"[i]{T.escape(line)}[/i]", rect.w - 40, size=14, colour=PALETTE["muted"])
            surface.blit(img, (rect.x + 20, y))

    def _skull_marks(self, seat: int) -> dict:
        out: dict = {}
        p = self.final.players[seat]
        for i in range(4):
            cells = self.data.sections[i]
            result = self.final.section_result(seat, i)
            if result is None:
                continue
            for pos in result.wild:
                cell = cells[pos]
                value = str(result.values[pos])
                out[cell] = "=" + value if cell not in out else out[cell] + "/" + value
        del p
        return out

    def highlights(self) -> list[tuple[str | None, str]]:
        st = self.final  # the public view of the finished game
        out = [(None, W.rounds_played(st.round))]
        if not self.multi:
            p = self.final.players[0]
            done = sum(1 for s in p.sections if s.steps is not None)
            out.append(("dotd/icon_step.png", W.sections_scored(done)))
            tokens = sum(p.earned[i][1] for i in range(4, 5))
            if tokens:
                out.append(("dotd/token_candle.png", W.from_tokens(tokens)))
        return out

    def table_hotspots(self):
        out = []
        names = said_names(self.session.setup.names)
        for seat, board in self.boards(self.table_rect):
            p = self.final.players[seat]
            s = board.w / OFR_W
            for i, item in enumerate(ITEMS):
                section = p.sections[i]
                lines = []
                result = self.final.section_result(seat, i)
                if section.steps is not None and result is not None:
                    lines.append(f"[b]{W.scored_plus(section.steps)}[/b]")
                    lines += [T.escape(x) for x in breakdown_lines(self.plain, result)]
                elif result is not None:
                    lines.append(W.s("dotd-t-complete-not-scored"))
                else:
                    filled = sum(1 for c in self.data.sections[i] if p.ofrenda[c] is not None)
                    lines.append(W.not_completed(filled))
                title = W.end_section_title(T.escape(names[seat]), W.item_plural(ITEMS[i]))
                for part in CAPTIONS[item]:
                    out.append((sub(board, part, s), ("section", seat, item),
                                TooltipContent(title, tuple(lines), icon=f"dotd/icon_{item}.png")))
            if self.multi:
                out.append((board, ("board", seat), TooltipContent(T.escape(names[seat]), (
                    W.end_board_line(p.score, sum(p.tokens)),
                    "[c=muted]" + W.s("dotd-t-click-to-bring-this-ofrenda-forward") + "[/c]"))))
        return out

    def table_event(self, event) -> bool:
        if self.multi and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for seat, board in self.boards(self.table_rect):
                if board.collidepoint(event.pos):
                    self.focus_seat(seat)
                    return True
        return False
