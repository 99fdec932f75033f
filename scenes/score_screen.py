"""The end-of-game screen every game shares: the finished table (drawn by the game), a score
table that counts up, the solo tier ladder, a verdict, and New game / Replay this seed / Main menu.

A game's end scene subclasses :class:`ScoreScreen` and provides ``score_rows``, ``tier_bands``,
``verdict`` and ``draw_table``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from game.registry import load_object
from scenes import audio
from scenes.assets import PALETTE
from scenes.base import Scene
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button, route_to_buttons
from scenes.widgets.tooltip import Tooltip, TooltipContent
from scenes.widgets.tween import Tweener, ease_out_cubic

SCREEN = (1280, 720)


@dataclass(frozen=True)
class ScoreRow:
    label: str
    points: int
    detail: str = ""
    icon: str | None = None
    total: bool = False


@dataclass(frozen=True)
class TierBand:
    low: int
    high: int | None  # None: open-ended
    title: str
    verdict: str = ""
    reached: bool = False

    @property
    def label(self) -> str:
        return f"{self.low}\u2013{self.high}" if self.high is not None else f"{self.low}+"


class ScoreScreen(Scene):
    """Base end screen. ``panel_rect`` holds the scores; ``table_rect`` the game's own drawing."""

    name = "score"
    title = "Final score"
    tiers_caption = "Solo tiers"
    reveal_on_enter = True  # count the scores up when the screen opens (screenshots turn it off)
    table_rect = pygame.Rect(28, 112, 620, 500)
    panel_rect = pygame.Rect(672, 100, 584, 604)

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.assets = app.assets
        self.time = 0.0
        self.reveal = Tweener(lambda: app.settings.animation_factor)
        self.tooltip = Tooltip(app.assets, screen=SCREEN)
        self.pointer = (0, 0)
        self.hotspots: list[tuple[pygame.Rect, object, TooltipContent]] = []
        r = self.panel_rect
        bw = (r.w - 48 - 24) // 3
        y = r.bottom - 62
        self.buttons = [
            Button((r.x + 24, y, bw, 42), "New game", None, self.new_game, "Same mode, a new deal (N)",
                   style="primary", name="new_game", size=16),
            Button((r.x + 36 + bw, y, bw, 42), "Replay this seed", "icons/seed.png", self.replay,
                   f"Play seed {session.seed} again, from the same deal (R)", name="replay", size=15),
            Button((r.x + 48 + 2 * bw, y, bw, 42), "Main menu", "icons/menu.png", self.main_menu,
                   "Back to the main menu (M)", name="main_menu", size=15),
        ]

    # ------------------------------------------------------------------ hooks
    def score_rows(self) -> list[ScoreRow]:
        return []

    def tier_bands(self) -> list[TierBand]:
        return []

    def verdict(self) -> tuple[str, str]:
        return "", ""

    def draw_table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw the finished game (board, annotations) in ``rect``."""

    def highlights(self) -> list[tuple[str | None, str]]:
        """A few facts about the game shown as chips: (icon, text)."""
        return []

    def table_hotspots(self) -> list[tuple[pygame.Rect, object, TooltipContent]]:
        """Tooltips over the game's drawing: (rect, key, content)."""
        return []

    def subtitle(self) -> str:
        mode = self.game.mode(self.session.mode).title
        return f"{self.game.title} \u00b7 {mode} \u00b7 seed {self.session.seed}"

    # ------------------------------------------------------------------ life cycle
    def enter(self) -> None:
        rows = self.score_rows()
        if not self.reveal_on_enter:
            self.reveal.clear()
            rows = []
        for i, _row in enumerate(rows):
            self.reveal.start(("row", i), 0.0, 1.0, 0.35, 0.25 + 0.22 * i, ease_out_cubic)
        if rows:
            self.reveal.start("count", 0.0, 1.0, 1.3, 0.25, ease_out_cubic)
            self.reveal.start("tier", 0.0, 1.0, 0.6, 0.25 + 0.22 * len(rows) + 0.2, ease_out_cubic)
        rows = self.score_rows()
        bands = self.tier_bands()
        self.hotspots = [(br, ("tier", i), TooltipContent(f"{band.label}: {T.escape(band.title)}",
                                                          (T.escape(band.verdict),) if band.verdict else ()))
                         for i, (band, br) in enumerate(zip(bands, self.tier_rects(self.tiers_rect, len(bands))))]
        self.hotspots += self.table_hotspots()

    # ------------------------------------------------------------------ actions
    def _start(self, seed: int) -> None:
        from game.session import Session

        session = Session(self.game, self.session.setup, seed)  # the same seats and options
        if hasattr(self.app, "open_session"):
            self.app.open_session(session)
        else:
            self.app.replace(load_object(self.game.scene)(self.app, session))

    def new_game(self) -> None:
        self._start(random.SystemRandom().randrange(1, 1_000_000))

    def replay(self) -> None:
        self._start(self.session.seed)

    def main_menu(self) -> None:
        from scenes.menu import MenuScene

        self.app.reset_to(MenuScene(self.app))

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
            if event.type != pygame.MOUSEMOTION:
                from scenes.play import release_ui_focus

                release_ui_focus(self.app)
            if route_to_buttons(self.buttons, event, lambda b: audio.play(self.app, "ui_click")) is not None:
                self.tooltip.clear()
                return
            if event.type == pygame.MOUSEMOTION:
                self._hover(event.pos)
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_n:
                self.new_game()
            elif event.key == pygame.K_r:
                self.replay()
            elif event.key in (pygame.K_m, pygame.K_ESCAPE):
                self.main_menu()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.new_game()

    def _hover(self, pos) -> None:
        for b in self.buttons:
            if b.contains(pos) and b.tooltip:
                self.tooltip.hover(("button", b.name), TooltipContent(b.label, (T.escape(b.tooltip),)), b.rect, pos)
                return
        for rect, key, content in reversed(self.hotspots):
            if rect.collidepoint(pos):
                self.tooltip.hover(key, content, rect, pos)
                return
        self.tooltip.clear()

    def update(self, dt: float) -> bool:
        self.time += dt
        busy = self.reveal.update(dt)
        busy |= self.tooltip.update(dt)
        return busy

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
        vtitle, vtext = self.verdict()
        x = r.x + 28
        y = r.y + 22
        head = T.text(a, self.title, "bold", 15, PALETTE["muted"])
        surface.blit(head, (x, y))
        sub = T.text(a, self.subtitle(), "italic", 13, PALETTE["muted"])
        surface.blit(sub, (r.right - 28 - sub.get_width(), y + 2))
        y += 26
        k = self.reveal.value("tier", 1.0)
        if vtitle:
            title = T.outlined(a, vtitle, "display", 40, PALETTE["marigold_light"], (110, 20, 70), 2)
            if k < 1:
                title = title.copy()
                title.set_alpha(int(255 * k))
            surface.blit(title, (x - 2, y + int(8 * (1 - k))))
            y += title.get_height() + 2
        if vtext:
            img = T.render_rich(a, f"[i]{T.escape(vtext)}[/i]", r.w - 56, size=16, colour=(232, 220, 240))
            if k < 1:
                img = img.copy()
                img.set_alpha(int(255 * k))
            surface.blit(img, (x, y))
            y += img.get_height() + 14
        self.draw_rows(surface, x, y, r.w - 56)
        tr = self.tiers_rect
        chips = self.highlights()
        if chips:
            cx, cy = tr.x, tr.y - 66
            for icon, label in chips:
                chip = paint.pill(a, label, 14, bg=(40, 24, 62, 235), border=(120, 96, 150), icon=icon, pad=(9, 3))
                if cx + chip.get_width() > tr.right:
                    break
                surface.blit(chip, (cx, cy))
                cx += chip.get_width() + 8
        if self.tier_bands():
            cap = T.text(a, self.tiers_caption, "bold", 14, PALETTE["muted"])
            surface.blit(cap, (tr.x, tr.y - 24))
        self.draw_tiers(surface, tr)
        for b in self.buttons:
            b.draw(surface, a, self.time)

    def draw_rows(self, surface, x: int, y: int, w: int) -> int:
        a = self.assets
        rows = self.score_rows()
        count = self.reveal.value("count", 1.0)
        for i, row in enumerate(rows):
            k = self.reveal.value(("row", i), 1.0)
            if k <= 0:
                y += 34 if not row.total else 44
                continue
            if row.total:
                pygame.draw.line(surface, PALETTE["marigold"], (x, y + 2), (x + w, y + 2), 2)
                y += 8
            layer = pygame.Surface((w, 34 if not row.total else 40), pygame.SRCALPHA)
            lx = 0
            if row.icon:
                layer.blit(a.sprite(row.icon, (24, 24)), (0, 5))
                lx = 34
            role, size = ("bold", 22) if row.total else ("bold", 17)
            colour = PALETTE["marigold_light"] if row.total else PALETTE["bone"]
            layer.blit(T.text(a, row.label, role, size, colour), (lx, 4))
            if row.detail:
                d = T.text(a, row.detail, "italic", 13, PALETTE["muted"])
                layer.blit(d, (lx + T.text(a, row.label, role, size, colour).get_width() + 10, 9 if not row.total
                                else 12))
            pts = round(row.points * count) if row.total else row.points
            ptxt = f"+{pts}" if (not row.total and row.label.lower().startswith("golden")) else str(pts)
            p = T.text(a, ptxt, "bold", 28 if row.total else 19, colour)
            layer.blit(p, (w - p.get_width(), 0 if row.total else 3))
            if k < 1:
                layer.set_alpha(int(255 * k))
            surface.blit(layer, (x + int(20 * (1 - k)), y))
            y += 34 if not row.total else 44
        return y

    def draw_tiers(self, surface, rect: pygame.Rect) -> None:
        a = self.assets
        bands = self.tier_bands()
        if not bands:
            return
        k = self.reveal.value("tier", 1.0)
        for band, br in zip(bands, self.tier_rects(rect, len(bands))):
            if band.reached:
                paint.draw_glow(surface, br, PALETTE["marigold_light"], 12, 255, k)
                surface.blit(paint.gradient_rrect(br.size, (250, 176, 50), (206, 110, 20), 10), br)
                fg, sub = (40, 14, 30), (70, 30, 40)
            else:
                surface.blit(paint.gradient_rrect(br.size, (58, 36, 88), (40, 24, 62), 10), br)
                fg, sub = PALETTE["bone"], PALETTE["muted"]
            pygame.draw.rect(surface, PALETTE["marigold"] if band.reached else (110, 90, 140), br, width=1,
                             border_radius=10)
            lab = T.text(a, band.label, "bold", 18, fg)
            surface.blit(lab, lab.get_rect(midtop=(br.centerx, br.y + 10)))
            t = T.render_rich(a, T.escape(band.title), br.w - 10, size=12, colour=sub, align="center", line_gap=0)
            surface.blit(t, t.get_rect(midtop=(br.centerx, br.y + 36)))

    @property
    def tiers_rect(self) -> pygame.Rect:
        r = self.panel_rect
        return pygame.Rect(r.x + 28, r.bottom - 62 - 96, r.w - 56, 74)

    def tier_rects(self, rect: pygame.Rect, n: int) -> list[pygame.Rect]:
        gap = 6
        bw = (rect.w - gap * (n - 1)) / max(1, n)
        return [pygame.Rect(round(rect.x + i * (bw + gap)), rect.y, round(bw), rect.h) for i in range(n)]

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self.tooltip.draw(surface)
