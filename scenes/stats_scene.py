"""Statistics, from the menu: for every game and mode, games played, wins and draws by kind of seat, the
best and mean scores of the seats played at this computer, and the solo bands reached.

The figures come from ``game.stats`` (the user data folder's ``stats.json``); this screen only
draws them. The list scrolls with the wheel, the arrow keys and Page Up/Down.
"""
from __future__ import annotations

import pygame

from game import registry
from game.stats import ModeStats, load_stats
from game.registry import LEVEL_TITLES
from game.text import Msg, declared, has
from scenes import shell_words as words
from scenes.assets import PALETTE
from scenes.backdrop import ShellScene, blit_panel
from scenes.shell_layout import STATS_PANEL, STATS_PANEL_LARGE



def __getattr__(name: str):
    if name == "HUMAN_TITLE":  # (a word: read in the reader's language when used)
        return words.s("stats-human")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def kind_title(game, kind: str) -> str:
    """How a seat kind reads: people at this computer, or the AI level's title."""
    if kind == "human":
        return words.s("stats-human")
    if game is None:
        return kind
    level = game.level_of(kind)
    if level is None:
        return words.AI_OTHER
    title = game.bot_titles.get(level)
    if title is None:
        return words.ai_title(level)
    if title == LEVEL_TITLES.get(level) and not has(f"{game.id}-bot-{level}"):  # the shell's own "AI · Hard"
        word = f"level-word-{level}"
        return words.s("ai-title", level=words.s(word)) if has(word) else title
    return declared(title, game.id, "bot", level)


def tier_order(game) -> list[str]:
    """The game's solo bands, lowest first, when its data has them."""
    try:
        return [t.title for t in getattr(game.load_data(), "tiers", ())]
    except Exception:  # statistics never fail over a game's data
        return []


def tier_title(game, key: str) -> str:
    """A solo band as the statistics keep it (the data's English title, a key) in the reader's
    language: the game's words say it (``tier_title(data, key)``), else the key as it is."""
    said = getattr(getattr(game.entry, "words", None), "tier_title", None) if game is not None else None
    if said is None:
        return key
    try:
        return said(game.load_data(), key)
    except Exception:  # statistics never fail over a game's data
        return key


def percent(part: int, whole: int) -> str:
    return f"{round(100 * part / whole)}%" if whole else "-"


class StatsScene(ShellScene):
    """Every game's statistics, one card per mode played (modes not yet played say so)."""

    name = "stats"

    title, subtitle = Msg("stats-title"), Msg("stats-subtitle")  # (said when drawn: the reader's language)

    def __init__(self, app):
        super().__init__(app)
        self.stats: dict[str, ModeStats] = {}
        self.scroll = 0
        self.content_h = 0
        self.panel = pygame.Rect(STATS_PANEL)

    @property
    def view(self) -> pygame.Rect:
        return self.panel.inflate(-40, -36)

    def build(self) -> None:
        self.stats = load_stats()
        self.panel = pygame.Rect(STATS_PANEL) if not self.large else pygame.Rect(STATS_PANEL_LARGE)
        bh = self.button_h()
        bw = self.button_w(words.s("back"), 160)
        self.button((self.panel.right - bw, self.panel.bottom + 16, bw, bh), words.s("back"), self.back, style="quiet",
                    object_id="back")
        self.content_h = self.measure()
        self.clamp()

    # ------------------------------------------------------------------ what is shown
    def games(self) -> list:
        try:
            return list(registry.games().values())
        except registry.RegistryError:
            return []

    def sections(self) -> list[tuple]:
        """``(game, mode, stats or None)`` for every declared mode, then any recorded mode no game declares."""
        out = []
        seen = set()
        for game in self.games():
            for mode in game.modes:
                key = f"{game.id}/{mode.id}"
                seen.add(key)
                out.append((game, mode, self.stats.get(key)))
        for key, entry in sorted(self.stats.items()):
            if key not in seen:
                out.append((None, key, entry))
        return out

    def card_lines(self, game, mode, entry: ModeStats | None) -> list[tuple[str, str, int, tuple]]:
        """The card's lines as ``(text, font role, size, colour)``; bars are drawn separately."""
        muted, bone = (206, 196, 224), PALETTE["bone"]
        if entry is None or entry.played == 0:
            return [(words.s("stats-empty-title"), "italic", 17, muted)]
        lines = []
        lines.append((words.stats_head(entry.played, entry.best, entry.mean), "bold", 18, bone))
        contest = getattr(mode, "contest", True) and not getattr(mode, "solo", False)
        if contest:
            for kind in sorted(entry.seats, key=lambda k: (k != "human", k)):
                seats = entry.seats[kind]
                wins = entry.wins.get(kind, 0)
                lines.append((words.stats_wins(kind_title(game, kind), wins, seats, percent(wins, seats),
                                               entry.draws.get(kind, 0)), "body", 17, bone))
        elif entry.wins:
            won = sum(entry.wins.values())
            lines.append((words.stats_won(won, entry.played, percent(won, entry.played)), "body", 17, bone))
        return lines

    def tiers_of(self, game, entry: ModeStats | None) -> list[tuple[str, int]]:
        if entry is None or not entry.tiers:
            return []
        order = tier_order(game) if game is not None else []
        titles = order + sorted(t for t in entry.tiers if t not in order)
        return [(tier_title(game, t), entry.tiers.get(t, 0)) for t in titles]

    # ------------------------------------------------------------------ layout of the scrolled list
    def card_height(self, game, mode, entry) -> int:
        assets = self.app.assets
        h = 14 + assets.font("bold", 21).get_linesize() + 6
        for text, role, size, _ in self.card_lines(game, mode, entry):
            h += assets.font(role, size).get_linesize()
        tiers = self.tiers_of(game, entry)
        if tiers:
            h += 10 + len(tiers) * (assets.font("body", 16).get_linesize() + 4)
        return h + 14

    @staticmethod
    def empty(sections) -> bool:
        """No game of any mode finished yet: the screen says so instead of listing empty cards."""
        return not any(entry is not None and entry.played for _, _, entry in sections)

    def measure(self) -> int:
        assets = self.app.assets
        if self.empty(self.sections()):
            return 0
        h = 0
        last_game = object()
        for game, mode, entry in self.sections():
            if game is not last_game:
                h += assets.font("bold", 24).get_linesize() + 8
                last_game = game
            h += self.card_height(game, mode, entry) + 12
        return h

    def clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, max(0, self.content_h - self.view.height)))

    # ------------------------------------------------------------------ input
    def handle_input(self, event) -> None:
        step = self.app.assets.font("body", 18).get_linesize() * 3
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP):
            self.scroll += step if event.key == pygame.K_DOWN else -step
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            self.scroll += self.view.height * (1 if event.key == pygame.K_PAGEDOWN else -1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.scroll = 0 if event.key == pygame.K_HOME else self.content_h
        else:
            return
        self.clamp()
        self.app.dirty = True

    # ------------------------------------------------------------------ drawing
    def draw_content(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        blit_panel(surface, self.panel, PALETTE["marigold"], radius=20, alpha=242)
        view = self.view
        sections = self.sections()
        if self.empty(sections):  # the empty state alone, in the middle of the panel: no cards behind it
            imgs = [assets.text(line, "bold" if i == 0 else "body", 22 if i == 0 else 18,
                                PALETTE["bone"] if i == 0 else (206, 196, 224))
                    for i, line in enumerate(words.STATS_EMPTY)]
            y = view.centery - (sum(img.get_height() for img in imgs) + 8 * (len(imgs) - 1)) // 2
            for img in imgs:
                surface.blit(img, img.get_rect(midtop=(view.centerx, y)))
                y += img.get_height() + 8
            return
        old_clip = surface.get_clip()
        surface.set_clip(view)
        y = view.y - self.scroll
        last_game = object()
        for game, mode, entry in sections:
            if game is not last_game:
                last_game = game
                title = game.title if game is not None else words.s("stats-other-games")
                img = assets.text(title, "bold", 24, PALETTE["marigold"])
                surface.blit(img, (view.x + 4, y))
                y += assets.font("bold", 24).get_linesize() + 8
            h = self.card_height(game, mode, entry)
            if y + h >= view.y and y <= view.bottom:
                self.draw_card(surface, pygame.Rect(view.x, y, view.width, h), game, mode, entry)
            y += h + 12
        surface.set_clip(old_clip)
        self.draw_scrollbar(surface)

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect, game, mode, entry) -> None:
        assets = self.app.assets
        pygame.draw.rect(surface, (30, 20, 52), rect, border_radius=14)
        pygame.draw.rect(surface, (80, 56, 120), rect, 2, border_radius=14)
        x, y = rect.x + 18, rect.y + 14
        title = declared(mode.title, game.id, "mode", mode.id) if game is not None else str(mode)
        img = assets.text(title, "bold", 21, PALETTE["turquoise_light"])
        surface.blit(img, (x, y))
        y += assets.font("bold", 21).get_linesize() + 6
        for text, role, size, colour in self.card_lines(game, mode, entry):
            img = assets.text(text, role, size, colour)
            surface.blit(img, (x, y))
            y += assets.font(role, size).get_linesize()
        tiers = self.tiers_of(game, entry)
        if tiers:
            y += 10
            line_h = assets.font("body", 16).get_linesize()
            label_w = max(assets.font("body", 16).size(t)[0] for t, _ in tiers) + 16
            most = max(1, max(n for _, n in tiers))
            bar_w = rect.right - 18 - (x + label_w) - 60
            for t, n in tiers:
                surface.blit(assets.text(t, "body", 16, (206, 196, 224)), (x, y))
                w = max(0, round(bar_w * n / most))
                bar = pygame.Rect(x + label_w, y + 4, max(w, 3), line_h - 8)
                pygame.draw.rect(surface, PALETTE["marigold"] if n else (70, 56, 96), bar, border_radius=4)
                num = assets.text(str(n), "bold", 16, PALETTE["bone"])
                surface.blit(num, (bar.right + 8, y))
                y += line_h + 4

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        view = self.view
        if self.content_h <= view.height:
            return
        track = pygame.Rect(self.panel.right - 14, view.y, 6, view.height)
        pygame.draw.rect(surface, (50, 36, 80), track, border_radius=3)
        h = max(30, round(view.height * view.height / self.content_h))
        top = view.y + round((view.height - h) * self.scroll / max(1, self.content_h - view.height))
        pygame.draw.rect(surface, PALETTE["turquoise_light"], (track.x, top, 6, h), border_radius=3)
