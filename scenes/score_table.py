"""Where the end screen's table for several seats goes (its header, rows, cells and notes) and
what each cell's tooltip says; the table's drawing is :class:`scenes.score_screen.ScoreScreen`'s."""
from __future__ import annotations

import pygame

from game.protocol import SheetRow, spoken_name
from game.text import say
from scenes import shell_words as words
from scenes.assets import PALETTE
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent


class SeatsTable:
    """The geometry and tooltips of the table with a column per seat (its rows: ``sheet.rows``)."""

    def table_geometry(self) -> tuple[int, int, int, int]:
        """``(x, label width, column width, header y)`` of the multi-seat table (it never moves)."""
        r = self.panel_rect
        x, w = r.x + 28, r.w - 56
        cw = min(118, (w - 170) // max(1, self.seats))
        return x, w - cw * self.seats, cw, r.y + 48 + self.headline_height()

    def headline_height(self) -> int:
        """Room the headline and verdict take above the table (measured, so the table can be laid out
        before the first frame: its cells carry tooltips)."""
        a = self.assets
        w = self.panel_rect.w - 56
        vtitle, vtext = self.verdict()
        h = 0
        if vtitle:
            h += T.outlined(a, "Ag", "display", 40, PALETTE["marigold_light"], (110, 20, 70), 2).get_height() + 2
        if vtext:
            h += T.render_rich(a, f"[i]{T.escape(vtext)}[/i]", w, size=15, colour=(232, 220, 240)).get_height() + 12
        return h

    def column_rects(self) -> list[pygame.Rect]:
        """Each seat's column header (name), which a click on chooses the seat shown in detail."""
        x, lw, cw, y = self.table_geometry()
        return [pygame.Rect(x + lw + i * cw, y, cw, 34) for i in range(self.seats)]

    def row_rects(self) -> list[tuple[SheetRow, pygame.Rect]]:
        """Every row of the table and where it is drawn (the whole width), in drawing order."""
        x, lw, cw, y = self.table_geometry()
        w = lw + cw * self.seats
        y += 38
        main, tb = self.main_rows(), self.tiebreak_rows()
        # rows breathe when there are few of them (two seats, no optional categories)
        free = self.buttons[0].rect.top - 20 - self.notes_height() - y - 52 * any(r.total for r in main)
        free -= (24 + self.TIE_H * len(tb)) if tb else 0
        cats = sum(1 for r in main if not r.total)
        row_h = max(self.ROW_H, min(40, free // max(1, cats)))
        out = []
        for row in main:
            if row.total:
                y += 8
                out.append((row, pygame.Rect(x, y, w, 40)))
                y += 44
            else:
                out.append((row, pygame.Rect(x, y, w, row_h)))
                y += row_h
        if tb:
            y += 24  # the "tie-break" caption
            for row in tb:
                out.append((row, pygame.Rect(x, y, w, self.TIE_H)))
                y += self.TIE_H
        return out

    def notes_height(self) -> int:
        if not self.sheet.notes:
            return 0
        return 10 + self.notes_image().get_height()

    def notes_image(self) -> pygame.Surface:
        body = " ".join(T.escape(say(n)) for n in self.sheet.notes)
        return T.render_rich(self.assets, f"[i]{body}[/i]", self.panel_rect.w - 56, size=14, colour=(232, 220, 240))

    def cell_rect(self, row_rect: pygame.Rect, seat: int) -> pygame.Rect:
        x, lw, cw, _ = self.table_geometry()
        return pygame.Rect(x + lw + seat * cw, row_rect.y, cw, row_rect.h)

    def decisive(self, row: SheetRow) -> bool:
        """Whether this tie-break row is the one that broke the tie (the outcome names it)."""
        how = say(self.sheet.outcome.tiebreak).strip().lower()
        return bool(how) and row.tiebreak and say(row.label).strip().lower() == how

    def tied_seats(self) -> set[int]:
        """The seats that shared the best total (the ones the tie-break rows decide between)."""
        total = next((row for row in self.sheet.rows if row.total), None)
        if total is None:
            return set()
        best = max(total.values)
        return {s for s, v in enumerate(total.values) if v == best}

    def cell_hotspots(self) -> list[tuple[pygame.Rect, object, TooltipContent]]:
        names = tuple(say(spoken_name(name)) for name in self.sheet.names)
        out = []
        hint = words.s("score-click-for-detail") if self.focusable() else ""
        for seat, rect in enumerate(self.column_rects()):
            lines = []
            if seat in self.winners:
                won = words.s("score-winner" if len(self.winners) == 1 else "score-shares-win")
                lines.append(f"[c=#ffd76a][b]{T.escape(won)}[/b][/c]")
            total = next((row for row in self.sheet.rows if row.total), None)
            if total is not None:
                lines.append(words.points(total.values[seat]))
            if hint:
                lines.append(f"[c=muted]{hint}[/c]")
            out.append((rect, ("seat", seat), TooltipContent(T.escape(names[seat]), tuple(lines))))
        for row, rr in self.row_rects():
            for seat in range(self.seats):
                title = f"{T.escape(names[seat])} [c=muted]\u00b7 {T.escape(say(row.label))}[/c]"
                lines = []
                if row.total:
                    for part in self.main_rows():
                        if not part.total:
                            lines.append(f"{T.escape(say(part.label))}: [b]"
                                         f"{T.escape(self.value_text(part, seat, part.values[seat]))}[/b]")
                else:
                    detail = row.detail[seat] if len(row.detail) > seat else ""
                    if detail:
                        lines.append(T.escape(say(detail)))
                    if row.tiebreak:
                        lines.append(f"[c=muted]{T.escape(words.s('score-tie-break-tip'))}[/c]")
                if lines:
                    out.append((self.cell_rect(rr, seat), ("cell", row.label, seat), TooltipContent(title, tuple(lines),
                                                                                                   row.icon)))
        return out
