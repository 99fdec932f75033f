"""The end-of-game screen every game shares, drawn from the game's :class:`~game.protocol.ScoreSheet`.

Solo: the game's finished table, the score pad counting up, the tier ladder and the verdict.
Several seats: a table with one column per seat (the winner's column crowned with a marigold and
named in the headline), the category rows counting up, the total, the tie-break rows set apart
and the notes on how a tie was broken. Then New game / Replay this seed / Main menu.

A game's end scene subclasses :class:`ScoreScreen` and only draws what is its own: its table
(``draw_table``, ``table_hotspots``, ``table_event``), chips (``highlights``) and number
formats (``value_text``). The seat shown in detail is ``focus``; ``focus_seat`` changes it.
The solo layout is :mod:`scenes.score_solo`'s part of it, the table's geometry :mod:`scenes.score_table`'s.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property

import pygame

from game.protocol import ScoreSheet, SheetRow, TierBand, spoken_name
from game.session import Session
from game.text import Msg, declared, say
from scenes import audio
from scenes import shell_words as words
from scenes.assets import PALETTE
from scenes.base import Scene
from scenes.menu import MenuScene
from scenes.play_input import release_ui_focus
from scenes.score_solo import SoloScores
from scenes.score_table import SeatsTable
from scenes.shell_layout import SCORE_PANEL_RECT, SCORE_TABLE_RECT
from scenes.widgets import fit, paint
from scenes.widgets import text as T
from scenes.widgets.button import Button, route_to_buttons
from scenes.widgets.tooltip import Tooltip, TooltipContent
from scenes.widgets.tween import Tweener, ease_out_cubic

SCREEN = (1280, 720)
WINNER_MARK = "icons/marigold.png"  # the winner's column and the headline wear a marigold


@dataclass(frozen=True)
class ScoreRow:
    """One seat's line of the score pad (what the solo layout draws)."""

    label: str
    points: int
    detail: str = ""
    icon: str | None = None
    total: bool = False


def fit_text(assets, content: str, role: str, size: int, colour, width: int) -> pygame.Surface:
    """One line of text, shortened with an ellipsis until it fits ``width`` (the kit's ``fit.cut``)."""
    return fit.cut(assets, content, width, role, size, colour)


def fitted_title(assets, vtitle: str, names, room: int, size: int) -> str:
    """``vtitle`` (set in the display face at ``size``) with the players' ``names`` in it cut, the
    longest first, until it is ``room`` wide."""
    names = tuple(sorted({n for n in names if n and n in vtitle}, key=len, reverse=True))
    if not names:
        return fit.named(assets, lambda t: t, vtitle, room, "display", size)
    holders = [f"\x00{i}\x00" for i in range(len(names))]
    template = vtitle
    for name, holder in zip(names, holders):
        template = template.replace(name, holder)

    def say(*cuts: str) -> str:
        out = template
        for holder, cut in zip(holders, cuts):
            out = out.replace(holder, cut)
        return out
    return fit.named(assets, say, names, room, "display", size)


def faded(img: pygame.Surface, k: float) -> pygame.Surface:
    """``img`` at ``k`` of its full opacity (itself at 1)."""
    if k >= 1:
        return img
    img = img.copy()
    img.set_alpha(int(255 * max(0.0, k)))
    return img


def shown_names(sheet: ScoreSheet) -> tuple[str, ...]:
    """The seats' names as the reader reads them ("You", in the reader's language)."""
    return tuple(say(spoken_name(name)) for name in sheet.names)


def pump_hosted(app, session) -> None:
    """A game this window hosts is still served from its scores: its guests' last table reaches them."""
    hosting = getattr(app, "hosting", None)
    if hosting is not None and hosting.session is session:
        hosting.pump()


def score_subtitle(game, session) -> str:
    """The sheet's line under its title: the game, the mode, and the seed to deal it again (not for a
    guest's game: its deal stays its host's)."""
    mode = declared(game.mode(session.mode).title, game.id, "mode", session.mode)
    if session.seed is None:
        return words.s("lobby-subtitle", game=game.title, mode=mode)
    return words.SCORE_SUBTITLE.format(title=game.title, mode=mode, seed=session.seed)


class ScoreScreen(SoloScores, SeatsTable, Scene):
    """Base end screen. ``panel_rect`` holds the scores; ``table_rect`` the game's own drawing."""

    name = "score"
    reveal_on_enter = True  # count the scores up when the screen opens (screenshots turn it off)
    table_rect = pygame.Rect(SCORE_TABLE_RECT)
    panel_rect = pygame.Rect(SCORE_PANEL_RECT)
    ROW_H = 32  # a category row of the multi-seat table
    TIE_H = 26  # a tie-break row

    title: "str | Msg" = Msg("score-final")  # (a game's end screen may name its own; said when drawn)
    tiers_caption: "str | Msg" = Msg("score-solo-tiers")

    def __init__(self, app, session, seat: int | None = None):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.assets = app.assets
        self.sheet: ScoreSheet = session.score_sheet()
        humans = session.setup.humans
        # the seat at the screen: its view is drawn (the first human; seat 0 when only bots played)
        self.seat = seat if seat is not None else (humans[0] if humans else 0)
        self.focus = self.seat  # the seat shown in detail (its board, its chips)
        self.time = 0.0
        self.reveal = Tweener(lambda: app.settings.animation_factor)
        self.tooltip = Tooltip(app.assets, screen=SCREEN)
        self.pointer = (0, 0)
        self.hover_key = None
        self.hotspots: list[tuple[pygame.Rect, object, TooltipContent]] = []
        r = self.panel_rect
        bw = (r.w - 48 - 24) // 3
        y = r.bottom - 62
        self.buttons = [
            Button((r.x + 24, y, bw, 42), "", None, self.new_game, "", style="primary", name="new_game", size=16),
            Button((r.x + 36 + bw, y, bw, 42), "", "icons/seed.png", self.replay, "", name="replay", size=15),
            Button((r.x + 48 + 2 * bw, y, bw, 42), "", "icons/menu.png", self.main_menu, "", name="main_menu",
                   size=15),
        ]
        for b in self.buttons[:2] if self.session.remote_guest else ():  # (a guest: no deal here)
            b.visible = False
        self.label_buttons()

    def label_buttons(self) -> None:
        """The buttons' words, in the reader's language."""
        new, replay, menu = self.buttons
        new.label, new.tooltip = words.s("score-new-game"), words.s("score-new-game-tip")
        replay.label, replay.tooltip = words.s("score-replay-seed"), words.REPLAY_SEED_TIP.format(seed=self.session.seed)
        menu.label, menu.tooltip = words.s("main-menu"), words.s("score-main-menu-tip")

    def settings_changed(self) -> None:
        super().settings_changed()
        self.sheet = self.session.score_sheet()  # its rows, headline and verdict in the language now spoken
        self.label_buttons()
        self.refresh_hotspots()

    # ------------------------------------------------------------------ the sheet
    @property
    def seats(self) -> int:
        return len(self.sheet.names)

    @property
    def multi(self) -> bool:
        return self.seats > 1

    @property
    def winners(self) -> frozenset:
        return self.sheet.outcome.winners

    @cached_property
    def final(self):
        """The finished game as the seat at the screen sees it (its view: never the state)."""
        return self.session.view(self.seat)

    def main_rows(self) -> list[SheetRow]:
        """The category rows and the total (what adds up)."""
        return [row for row in self.sheet.rows if not row.tiebreak]

    def tiebreak_rows(self) -> list[SheetRow]:
        return [row for row in self.sheet.rows if row.tiebreak]

    def score_rows(self, seat: int | None = None) -> list[ScoreRow]:
        """One seat's score pad (``focus`` by default), from the sheet."""
        s = self.focus if seat is None else seat
        return [ScoreRow(row.label, row.values[s], row.detail[s] if len(row.detail) > s else "", row.icon, row.total)
                for row in self.main_rows()]

    def tier_bands(self) -> list[TierBand]:
        return list(self.sheet.tiers)

    def verdict(self) -> tuple[str, str]:
        return say(self.sheet.headline), say(self.sheet.verdict)

    # ------------------------------------------------------------------ hooks
    def value_text(self, row: SheetRow, seat: int, value) -> str:
        """How a value of ``row`` is written (a game may add a sign or a unit)."""
        return str(value)

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw the finished game (board, annotations) in ``rect``."""

    def highlights(self) -> list[tuple[str | None, str]]:
        """A few facts about the game shown as chips: (icon, text)."""
        return []

    def table_hotspots(self) -> list[tuple[pygame.Rect, object, TooltipContent]]:
        """Tooltips over the game's drawing: (rect, key, content)."""
        return []

    def table_event(self, event: pygame.event.Event) -> bool:
        """A click or key for the game's drawing; True when it was used."""
        return False

    def focusable(self) -> bool:
        """Whether the game draws one seat in detail, so that choosing a column means something."""
        return False

    def on_focus(self, seat: int) -> None:
        """The seat shown in detail changed (restart a fade, say)."""

    def subtitle(self) -> str:
        return score_subtitle(self.game, self.session)

    # ------------------------------------------------------------------ life cycle
    def enter(self) -> None:
        rows = self.main_rows() + self.tiebreak_rows()
        if not self.reveal_on_enter:
            self.reveal.clear()
            rows = []
        step = 0.16 if self.multi else 0.22  # a wider table has more rows to wait for
        for i in range(len(rows)):
            self.reveal.start(("row", i), 0.0, 1.0, 0.35, 0.25 + step * i, ease_out_cubic)
        if rows:
            # the totals count up as their row slides in; the verdict (or the winner) comes last
            at = next((i for i, row in enumerate(rows) if row.total), 0)
            self.reveal.start("count", 0.0, 1.0, 1.1, 0.25 + step * at, ease_out_cubic)
            self.reveal.start("tier", 0.0, 1.0, 0.6, max(0.25 + step * len(rows), 0.25 + step * at + 1.1) + 0.1,
                              ease_out_cubic)
        self.refresh_hotspots()

    def refresh_hotspots(self) -> None:
        """Tooltips of the tiers or the table's cells, then the game's own (drawn on top, checked first)."""
        if self.multi:
            self.hotspots = self.cell_hotspots()
        else:
            bands = self.tier_bands()
            self.hotspots = [(br, ("tier", i), TooltipContent(f"{say(band.label)}: {T.escape(say(band.title))}",
                                                              (T.escape(say(band.verdict)),) if band.verdict else ()))
                             for i, (band, br) in enumerate(zip(bands, self.tier_rects(self.tiers_rect, len(bands))))]
        self.hotspots += self.table_hotspots()

    def focus_seat(self, seat: int) -> None:
        """Show ``seat`` in detail."""
        if not 0 <= seat < self.seats or seat == self.focus:
            return
        self.focus = seat
        self.on_focus(seat)
        self.refresh_hotspots()
        self.tooltip.clear()
        self.app.dirty = True

    # ------------------------------------------------------------------ actions
    def _start(self, seed: int) -> None:
        session = Session(self.game, self.session.setup, seed)  # the same seats and options
        self.app.open_session(session)

    def new_game(self) -> None:
        self._start(random.SystemRandom().randrange(1, 1_000_000))

    def replay(self) -> None:
        self._start(self.session.seed)

    def main_menu(self) -> None:
        self.app.reset_to(MenuScene(self.app))

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
            if event.type != pygame.MOUSEMOTION:
                release_ui_focus(self.app)
            if route_to_buttons(self.buttons, event, lambda b: audio.play(self.app, "ui_click")) is not None:
                self.tooltip.clear()
                return
            if event.type == pygame.MOUSEMOTION:
                self._hover(event.pos)
                return
            if self.table_event(event) or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                                           and self._click_column(event.pos)):
                if event.type == pygame.MOUSEBUTTONDOWN:
                    audio.play(self.app, "ui_click")
            return
        if event.type == pygame.KEYDOWN:
            if self.table_event(event):
                return
            if event.key == pygame.K_n:
                self.new_game()
            elif event.key == pygame.K_r:
                self.replay()
            elif event.key in (pygame.K_m, pygame.K_ESCAPE):
                self.main_menu()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.new_game()
            elif self.multi and self.focusable() and event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                back = event.key == pygame.K_LEFT or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
                self.focus_seat((self.focus + (-1 if back else 1)) % self.seats)

    def _click_column(self, pos) -> bool:
        """A click on a seat's column header shows that seat in detail."""
        if not (self.multi and self.focusable()):
            return False
        for seat, rect in enumerate(self.column_rects()):
            if rect.collidepoint(pos):
                self.focus_seat(seat)
                return True
        return False

    def _hover(self, pos) -> None:
        for b in self.buttons:
            if b.contains(pos) and b.tooltip:
                self.hover_key = ("button", b.name)
                self.tooltip.hover(("button", b.name), TooltipContent(b.label, (T.escape(b.tooltip),)), b.rect, pos)
                return
        for rect, key, content in reversed(self.hotspots):
            if rect.collidepoint(pos):
                self.hover_key = key
                self.tooltip.hover(key, content, rect, pos)
                return
        self.hover_key = None
        self.tooltip.clear()

    def update(self, dt: float) -> bool:
        self.time += dt
        pump_hosted(self.app, self.session)
        return self.reveal.update(dt) | self.tooltip.update(dt)

    # ------------------------------------------------------------------ drawing
    def draw_background(self, surface: pygame.Surface) -> None:
        a = self.assets
        surface.blit(a.sprite("ui/table.png", SCREEN), (0, 0))
        surface.blit(a.sprite("ui/papel_picado.png", (1280, 90)), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        a = self.assets
        self.draw_background(surface)
        self.draw_table(surface, self.table_rect)
        r = self.panel_rect
        paint.draw_panel(surface, a, r, 240)
        x = r.x + 28
        y = r.y + 22
        head = T.text(a, say(self.title), "bold", 15, PALETTE["muted"])
        surface.blit(head, (x, y))
        sub = T.text(a, self.subtitle(), "italic", 13, PALETTE["muted"])
        surface.blit(sub, (r.right - 28 - sub.get_width(), y + 2))
        y += 26
        if self.multi:
            self.draw_multi(surface, x, y, r.w - 56)
        else:
            self.draw_solo(surface, x, y, r.w - 56)
        for b in self.buttons:
            b.draw(surface, a, self.time)

    _faded = staticmethod(lambda img, k: faded(img, k))

    def draw_headline(self, surface, x: int, y: int, w: int) -> int:
        """The headline (a verdict, or who won) and the verdict's words; returns the y below them."""
        a = self.assets
        vtitle, vtext = self.verdict()
        k = self.reveal.value("tier", 1.0)
        if vtitle:
            mark = self.multi and bool(self.winners)
            room = w - (48 if mark else 0)
            # "A shared win for ..." can be long: shrink it to one line, its names cut at the least size
            # (the sizes tried are measured, not fitted: a trial that does not fit is no spill)
            size = next((s for s in (40, 34, 28) if fit.fits(a, vtitle, room - 4, "display", s)), 24)
            shown = fitted_title(a, vtitle, shown_names(self.sheet), room - 4, size)
            title = T.outlined(a, shown, "display", size, PALETTE["marigold_light"], (110, 20, 70), 2)
            tx = x - 2
            if mark:
                ih = min(40, title.get_height() - 6)
                icon = a.sprite(WINNER_MARK, (ih, ih))
                surface.blit(self._faded(icon, k), (x, y + (title.get_height() - ih) // 2 + int(8 * (1 - k))))
                tx = x + ih + 8
            surface.blit(self._faded(title, k), (tx, y + int(8 * (1 - k))))
            y += title.get_height() + 2
        if vtext:
            img = T.render_rich(a, f"[i]{T.escape(vtext)}[/i]", w, size=16 if not self.multi else 15,
                                colour=(232, 220, 240))
            surface.blit(self._faded(img, k), (x, y))
            y += img.get_height() + (14 if not self.multi else 12)
        return y

    # -- several seats (the table's geometry: scenes/score_table.py) ---------------------
    def draw_multi(self, surface, x: int, y: int, w: int) -> None:
        a = self.assets
        self.draw_headline(surface, x, y, w)
        tx, lw, cw, hy = self.table_geometry()
        names = shown_names(self.sheet)
        rows = self.row_rects()
        k = self.reveal.value("tier", 1.0)
        count = self.reveal.value("count", 1.0)
        # the winners' columns, crowned once the rows are in
        total_rect = next((rr for row, rr in rows if row.total), None)
        bottom = total_rect.bottom + 4 if total_rect is not None else hy + 40
        for seat in self.winners:
            col = pygame.Rect(tx + lw + seat * cw + 3, hy - 6, cw - 6, bottom - hy + 6)
            paint.draw_glow(surface, col, PALETTE["marigold_light"], 10, 150, 0.7 * k)
            surface.blit(self._faded(paint.gradient_rrect(col.size, (120, 70, 30), (70, 36, 40), 10), k * 0.85), col)
            paint.rrect(surface, col, PALETTE["marigold"] + (17 * round(15 * k),), 10, 1)  # 16 cached levels
        # the header: one name per column
        for seat, rect in enumerate(self.column_rects()):
            won = seat in self.winners and k > 0.5
            colour = PALETTE["marigold_light"] if won else PALETTE["bone"]
            ih = 18 if won else 0
            name = fit_text(a, names[seat], "bold", 15, colour, cw - 10 - (ih + 4 if ih else 0))
            total_w = name.get_width() + (ih + 4 if ih else 0)
            nx = rect.centerx - total_w // 2
            if won:
                surface.blit(a.sprite(WINNER_MARK, (ih, ih)), (nx, rect.y + 6))
                nx += ih + 4
            surface.blit(name, (nx, rect.y + 5))
            if self.focusable() and seat == self.focus:  # the seat whose board is shown
                pygame.draw.line(surface, PALETTE["turquoise_light"], (rect.centerx - 18, rect.y + 29),
                                 (rect.centerx + 18, rect.y + 29), 3)
            elif self.hover_key == ("seat", seat) and self.focusable():
                pygame.draw.line(surface, PALETTE["muted"], (rect.centerx - 18, rect.y + 29),
                                 (rect.centerx + 18, rect.y + 29), 2)
        pygame.draw.line(surface, (110, 90, 140), (tx, hy + 34), (tx + lw + cw * self.seats, hy + 34), 1)
        tied = self.tied_seats()
        caption_drawn = False
        for i, (row, rr) in enumerate(rows):
            rk = self.reveal.value(("row", i), 1.0)
            if row.tiebreak and not caption_drawn:
                caption_drawn = True
                if rk > 0:
                    cap = T.text(a, words.s("score-tie-break-caption"), "bold", 11, (140, 125, 165))
                    layer = pygame.Surface((rr.w, cap.get_height()), pygame.SRCALPHA)
                    layer.blit(cap, (0, 0))
                    for dx in range(cap.get_width() + 8, rr.w, 8):  # a dotted rule: these rows are not points
                        pygame.draw.line(layer, (90, 74, 118), (dx, 7), (min(dx + 3, rr.w), 7), 1)
                    surface.blit(self._faded(layer, rk), (tx, rr.y - 17))
            if rk <= 0:
                continue
            self._draw_table_row(surface, row, rr, rk, count, tied)
        if self.sheet.notes:
            last = rows[-1][1].bottom if rows else hy + 40
            surface.blit(self._faded(self.notes_image(), k), (x, last + 10))

    def _draw_table_row(self, surface, row: SheetRow, rr: pygame.Rect, k: float, count: float, tied: set) -> None:
        a = self.assets
        _, lw, cw, _ = self.table_geometry()
        if row.total:
            pygame.draw.line(surface, PALETTE["marigold"], (rr.x, rr.y - 6), (rr.right, rr.y - 6), 2)
        layer = pygame.Surface(rr.size, pygame.SRCALPHA)
        if row.tiebreak:
            decisive = self.decisive(row)
            lab_colour = PALETTE["bone"] if decisive else PALETTE["muted"]
            role, size, vsize = ("bold" if decisive else "body"), 14, 15
        elif row.total:
            lab_colour, role, size, vsize = PALETTE["marigold_light"], "bold", 22, 26
        else:
            lab_colour, role, size, vsize = PALETTE["bone"], "bold", 16, 18
        lx = 0
        if row.icon:
            isz = 18 if row.tiebreak else 22
            icon = a.sprite(row.icon, (isz, isz))
            if row.tiebreak and not self.decisive(row):
                icon = self._faded(icon, 0.55)
            layer.blit(icon, (0, (rr.h - isz) // 2))
            lx = isz + 10
        label = fit_text(a, say(row.label), role, size, lab_colour, lw - lx - 6)
        layer.blit(label, (lx, (rr.h - label.get_height()) // 2))
        for seat, value in enumerate(row.values):
            won = seat in self.winners
            if row.total:
                shown = round(value * count) if isinstance(value, (int, float)) else value
                colour = PALETTE["marigold_light"] if won else PALETTE["bone"]
            else:
                shown = value
                colour = PALETTE["bone"]
                if row.tiebreak:
                    colour = (PALETTE["marigold_light"] if self.decisive(row) and won
                              else PALETTE["bone"] if self.decisive(row) and seat in tied else PALETTE["muted"])
            p = T.text(a, self.value_text(row, seat, shown), "bold" if not row.tiebreak or self.decisive(row)
                       else "body", vsize, colour)
            cx = lw + seat * cw + cw // 2
            layer.blit(p, (cx - p.get_width() // 2, (rr.h - p.get_height()) // 2))
        if self.hover_key is not None and self.hover_key[:2] == ("cell", row.label):
            seat = self.hover_key[2]
            cell = pygame.Rect(lw + seat * cw + 4, 1, cw - 8, rr.h - 2)
            pygame.draw.rect(layer, PALETTE["turquoise_light"], cell, width=1, border_radius=6)
        surface.blit(self._faded(layer, k), (rr.x + int(20 * (1 - k)), rr.y))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.tooltip.draw(surface)


__all__ = ["ScoreScreen", "ScoreRow", "TierBand", "fit_text", "WINNER_MARK"]
