"""Ofrenda's end screen: every finished altar with its lit portraits and decorations annotated.

Solo: your altar beside the score pad (portraits, golden doubling, marigolds, candles, total) and
the solo tier reached. With 2-4 players: the chosen player's altar large, labelled with their
name, total and Common Goal tokens, and every player's altar small beside it (click one, or use
the arrow keys, to bring it up); the shared score screen draws the table of every seat.
"""
from __future__ import annotations

import pygame

from game.protocol import said_names
from game.rules.ofrenda import words as said
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.ofrenda.art import draw_ofrenda
from scenes.ofrenda.layout import R, board_layout
from scenes.ofrenda.markup import Words
from scenes.score_screen import WINNER_MARK, ScoreScreen, fit_text
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent
from scenes.widgets.tween import ease_out_cubic

SOLO_TABLE = R(36, 150, 600, 485)
BIG = R(36, 150, 470, 380)  # the chosen player's altar (520x420 design, scaled)
THUMBS = R(520, 150, 128, 548)  # the column of small altars
THUMB_H = 130
MINI = (112, 90)


class OfrendaEndScene(ScoreScreen):
    """``OfrendaEndScene(app, session)`` for a finished game (solo or several players)."""

    name = "ofrenda_end"

    @property
    def title(self) -> str:
        return said.t("end-title")
    table_rect = SOLO_TABLE

    def __init__(self, app, session, seat: int | None = None):
        super().__init__(app, session, seat)
        self.data = session.data
        self.view = session.view(self.seat)
        if self.multi:
            self.table_rect = BIG
        self._boards: dict[tuple, pygame.Surface] = {}  # (seat, size) -> the drawn altar

    # ------------------------------------------------------------------ content
    @property
    def board(self):
        """The BoardView shown in detail."""
        return self.view.boards[self.focus]

    @property
    def score(self):
        return self.board.score

    def value_text(self, row, seat: int, value) -> str:
        if row.label == said.t("sheet-golden"):  # an extra on top of the portraits' points
            return f"+{value}"
        return str(value)

    def focusable(self) -> bool:
        return self.multi

    def highlights(self):
        b = self.board
        out = [("icons/lit.png", said.t("end-lit-of", lit=len(b.lit), n=len(b.ofrenda)))]
        if b.discards:
            out.append(("icons/marigold.png", said.t("end-discarded", n=len(b.discards))))
        out.append(("icons/marigold.png", said.t("end-marigolds-left", n=b.marigolds)))
        if b.candles:
            out.append(("icons/candle.png", said.t("end-candles-unused", n=len(b.candles))))
        return out

    def tokens(self, board) -> list[tuple[str, int]]:
        """The Common Goal tokens a board won: (goal name, value)."""
        fmt = said.Plain(self.data)
        return [(fmt.goal_name(g) if g in self.data.goals else g, v) for g, v in board.tokens]

    def place(self, seat: int) -> int:
        """1 for the winners; else 1 + the seats that won or scored more (equal totals share a place)."""
        if seat in self.winners:
            return 1
        scores = self.sheet.outcome.scores
        return 1 + sum(1 for s in range(self.seats) if s in self.winners or scores[s] > scores[seat])

    def crowned(self) -> frozenset:
        """The winners, once the table has counted up to them (the altars must not spoil the headline)."""
        return self.winners if self.reveal.value("tier", 1.0) > 0.5 else frozenset()

    def board_title(self, seat: int) -> str:
        name = self.sheet.names[seat]
        if seat == self.seat and name == "You":
            return said.t("end-your-ofrenda")
        return board_of(said_names((name,))[0])

    # ------------------------------------------------------------------ geometry
    def thumb_rects(self) -> list[pygame.Rect]:
        """The small altars, in seat order: beside the big one's middle when they fit there, else from its top."""
        h = self.seats * (THUMB_H + 8) - 8
        top = BIG.centery - h // 2 if h <= BIG.h else THUMBS.y
        return [R(THUMBS.x, top + i * (THUMB_H + 8), THUMBS.w, THUMB_H) for i in range(self.seats)]

    def mini_rect(self, thumb: pygame.Rect) -> pygame.Rect:
        return R(thumb.centerx - MINI[0] // 2, thumb.y + 8, *MINI)

    # ------------------------------------------------------------------ life cycle
    def enter(self) -> None:
        super().enter()
        self._draw_boards()

    def on_focus(self, seat: int) -> None:
        self.reveal.start("focus", 0.0, 1.0, 0.28, 0.0, ease_out_cubic)

    def _draw_boards(self) -> dict:
        """Every altar drawn once, at the sizes this screen shows them (the screen never changes them)."""
        if self._boards:
            return self._boards
        sizes = [(s, self.table_rect.size, True) for s in range(self.seats)]
        if self.multi:
            sizes += [(s, MINI, False) for s in range(self.seats)]
        for seat, size, annotate in sizes:
            b = self.view.boards[seat]
            layer = pygame.Surface((size[0] + 40, size[1] + 40), pygame.SRCALPHA)
            draw_ofrenda(layer, self.assets, self.data, R(20, 20, *size), b, b.score if annotate else None,
                         annotate=annotate, dim_unlit=True)
            self._boards[(seat, size)] = layer
        return self._boards

    # ------------------------------------------------------------------ input
    def table_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.multi:
            for seat, rect in enumerate(self.thumb_rects()):
                if rect.collidepoint(event.pos):
                    self.focus_seat(seat)
                    return True
        return False

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.multi:
            self._draw_multi_table(surface, rect)
            return
        a = self.assets
        head = T.outlined(a, said.t("end-complete"), "display", 34, PALETTE["marigold_light"], (110, 20, 70), 2)
        surface.blit(head, (rect.x, rect.y - 58))
        surface.blit(self._draw_boards()[(self.focus, rect.size)], (rect.x - 20, rect.y - 20))
        cap = T.text(a, said.t("end-caption"), "italic", 13,
                     PALETTE["muted"])
        surface.blit(cap, (rect.x, rect.bottom + 12))

    def _draw_multi_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        a = self.assets
        seat = self.focus
        b = self.board
        boards = self._draw_boards()
        k = self.reveal.value("focus", 1.0)
        crowned = self.crowned()
        # the title: whose altar, its total, and the winner's marigold
        hx, hy = rect.x, rect.y - 58
        if seat in crowned:
            surface.blit(a.sprite(WINNER_MARK, (34, 34)), (hx, hy + 8))
            hx += 42
        total = paint.pill(a, said.t("end-points", n=b.score.total), 16, fg=(40, 14, 30), bg=(255, 200, 80, 250),
                           border=(120, 60, 20), pad=(10, 3))
        title = self.board_title(seat)  # a long name cut with an ellipsis, clear of the points
        if title != said.t("end-your-ofrenda"):
            title = fit.named(a, board_of, said_names(self.sheet.names)[seat],
                              rect.right - total.get_width() - 12 - hx - 4, "display", 34)
        head = T.outlined(a, title, "display", 34, PALETTE["marigold_light"], (110, 20, 70), 2)
        surface.blit(self._faded(head, k), (hx, hy))
        tx = min(hx + head.get_width() + 12, rect.right - total.get_width())
        surface.blit(total, (tx, hy + (head.get_height() - total.get_height()) // 2 + 2))
        if crowned:
            if seat in crowned:
                word = said.t("end-winner") if len(self.winners) == 1 else said.t("end-shared-win")
                win = paint.pill(a, word, 14, fg=PALETTE["marigold_light"], bg=(70, 36, 40, 240),
                                 border=PALETTE["marigold"], pad=(8, 2))
            else:
                win = paint.pill(a, said.t("end-place", place=self.place(seat), seats=self.seats), 14, bg=(40, 24, 62, 235),
                                 border=(120, 96, 150), pad=(8, 2))
            wx = tx + total.get_width() + 8
            if wx + win.get_width() <= THUMBS.right:
                surface.blit(win, (wx, hy + (head.get_height() - win.get_height()) // 2 + 2))
        # the altar itself
        surface.blit(self._faded(boards[(seat, rect.size)], 0.35 + 0.65 * k), (rect.x - 20, rect.y - 20))
        # below it: the tokens won and a few facts
        y = rect.bottom + 12
        x = rect.x
        if self.view.goals:
            won = self.tokens(b)
            if won:
                lab = T.text(a, said.t("sheet-goals"), "bold", 14, PALETTE["marigold_light"])
                surface.blit(lab, (x, y + 3))
                cx = x + lab.get_width() + 10
                for goal, value in won:
                    chip = paint.pill(a, f"{goal}  +{value}", 13, bg=(90, 60, 20, 235), icon="icons/seed.png",
                                      pad=(7, 2))
                    if cx + chip.get_width() > rect.right:
                        break
                    surface.blit(chip, (cx, y + 1))
                    cx += chip.get_width() + 6
            else:
                surface.blit(T.text(a, said.t("end-no-tokens"), "italic", 14, PALETTE["muted"]), (x, y + 3))
            y += 32
        self.draw_chips(surface, self.highlights(), x, y, rect.right)
        y += 34
        cap = T.render_rich(a, "[i]" + said.t("end-caption-multi") + "[/i]", rect.w, size=13,
                            colour=PALETTE["muted"])
        surface.blit(cap, (x, y))
        # every player's altar, small: the chosen one outlined in marigold, the hovered one in turquoise
        for s, tr in enumerate(self.thumb_rects()):
            chosen = s == seat
            hovered = self.hover_key == ("board", s)
            if chosen:
                paint.draw_glow(surface, tr, PALETTE["marigold_light"], 10, 190, 0.8)
            surface.blit(paint.rrect_surface(tr.size, (40, 22, 62, 235) if chosen else (26, 14, 42, 215), 10), tr)
            border = (PALETTE["marigold_light"] if chosen else PALETTE["turquoise_light"] if hovered
                      else (100, 84, 130))
            paint.rrect(surface, tr, border + (255,), 10, 2 if chosen or hovered else 1)
            mini = self.mini_rect(tr)
            surface.blit(boards[(s, MINI)], (mini.x - 20, mini.y - 20))
            won = s in crowned
            ny = mini.bottom + 5
            ih = 15 if won else 0
            pts = T.text(a, str(self.view.boards[s].score.total), "bold", 14,
                         PALETTE["marigold_light"] if won else PALETTE["bone"])
            name = fit_text(a, said_names(self.sheet.names)[s], "bold", 13,
                            PALETTE["marigold_light"] if chosen else PALETTE["bone"],
                            tr.w - 20 - pts.get_width() - (ih + 3 if ih else 0))
            nx = tr.x + 8
            if won:
                surface.blit(a.sprite(WINNER_MARK, (ih, ih)), (nx, ny + 2))
                nx += ih + 3
            surface.blit(name, (nx, ny + 1))
            surface.blit(pts, (tr.right - 8 - pts.get_width(), ny))

    # ------------------------------------------------------------------ tooltips
    def table_hotspots(self):
        words = Words(self.data, self.app.settings.colour_blind)
        slots, decos = board_layout(self.data, self.table_rect)
        board = self.board
        score = board.score
        out = []
        for slot, r in slots.items():
            card = board.ofrenda.get(slot)
            if card is None:
                out.append((r, ("slot", slot), TooltipContent(said.t("end-slot", slot=slot), (said.t("end-left-empty"),))))
                continue
            p = self.data.portraits[card]
            lit = slot in board.lit
            pts = score.per_slot.get(slot, 0)
            lines = (words.objective(card),
                     said.t("end-lit-points", lit=f"[c=#ffd76a][b]{said.t('lit-word')}[/b][/c]", n=pts) if lit
                     else said.t("end-no-points", unlit=f"[c=#ff8a8a]{said.t('not-lit-word')}[/c]"))
            out.append((r, ("slot", slot), TooltipContent(f"{T.escape(p.name)} [c=muted]({slot})[/c]", lines,
                                                         f"icons/branch_{p.branch}.png")))
        for deco, r in decos.items():
            what = board.decorations.get(deco)
            if what is None:
                continue
            pts = score.per_decoration.get(deco, 0)
            if what == "marigold":
                out.append((r, ("deco", deco), TooltipContent(said.t("end-marigold-in", deco=deco), (
                    said.t("end-marigold-points", n=pts),), "icons/marigold.png")))
            else:
                lit = deco in board.lit_candles
                out.append((r, ("deco", deco), TooltipContent(said.t("end-candle-in", deco=deco), (
                    words.candle_objective(what),
                    said.t("end-candle-points", n=pts) if lit
                    else said.t("end-no-points", unlit=said.t("not-lit-word"))), "icons/candle.png")))
        if self.multi:
            for s, tr in enumerate(self.thumb_rects()):
                b = self.view.boards[s]
                lines = [said.t("end-thumb", points=f"[b]{b.score.total}[/b]", lit=len(b.lit), n=len(b.ofrenda))]
                if s in self.winners:
                    lines.insert(0, f"[c=#ffd76a][b]{said.t('end-winner')}[/b][/c]" if len(self.winners) == 1
                                 else f"[c=#ffd76a][b]{said.t('end-shares-win')}[/b][/c]")
                for goal, value in self.tokens(b):
                    lines.append(f"[img=icons/seed.png] {T.escape(goal)}: +{value}")
                lines.append(f"[c=muted]{said.t('end-shown-large')}[/c]" if s == self.focus
                             else f"[c=muted]{said.t('end-click-to-show')}[/c]")
                out.append((tr, ("board", s), TooltipContent(T.escape(self.board_title(s)), tuple(lines))))
        return out


def board_of(name: str) -> str:
    """A player's ofrenda by name ("Rosa's ofrenda")."""
    kind = "you" if name == "You" else "s" if name.endswith("s") else "other"
    return said.t("board-of", name=name, kind=kind)
