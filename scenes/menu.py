"""The main menu: the client's title, one tile per playable game, Continue, Load, Settings, Rules, Quit."""
from __future__ import annotations

import math
import weakref

import pygame

from game import __version__
from game.paths import tutorial_script
from game.text import declared, language
from scenes import shell_words as words
from scenes.assets import PALETTE
from scenes.backdrop import (
    H,
    ShellScene,
    W,
    background,
    blit_panel,
    cached,
    cover_art,
    ornament,
    pill,
    text_shadowed,
    title_surface,
    title_width,
)
from scenes.shell_layout import MENU_PANEL_BOTTOM, MENU_PANEL_W, MENU_PANEL_X
from scenes.shell_words import continue_lines, continue_tooltip, seats_words
from scenes.widgets import fit

APP_TITLE = "Cempasúchil"
# title size; title, subtitle and divider heights; the top of the content: per layout (large text
# moves them up)
TITLE_LAYOUTS = {False: (112, 188, 268, 296, 318), True: (88, 170, 236, 262, 282)}
# the unchanging part of the menu, drawn ahead by tools/make_assets.py (see paint_backdrop)
BACKDROP_SPRITES = {False: "ui/menu_backdrop.png", True: "ui/menu_backdrop_large.png"}


# ---------------------------------------------------------------------------------- the backdrop
def paint_backdrop(assets, large: bool, subtitle: bool = True) -> pygame.Surface:
    """What the menu shows behind its tiles and buttons, which never changes: the night background,
    the title, the divider and the subtitle (in the current language; ``large``: the layout for large
    text).

    tools/make_assets.py stores it, without the subtitle, as ``BACKDROP_SPRITES``, so that the menu's
    first frame decodes one picture (in a background thread) instead of drawing the lettering, and
    writes the subtitle of the reader's language over it (:func:`menu_backdrop`); this draws it all
    when the sprite is missing, and the tests check that the sprite is still what this draws."""
    surface = background(assets).copy()
    size, title_y, _sub_y, orn_y, _ = TITLE_LAYOUTS[large]
    title = title_surface(assets, APP_TITLE, size)
    surface.blit(title, title.get_rect(center=(W // 2, title_y)))
    orn = ornament(420)
    surface.blit(orn, orn.get_rect(center=(W // 2, orn_y)))
    if subtitle:
        add_subtitle(assets, surface, large)
    return surface


def add_subtitle(assets, surface: pygame.Surface, large: bool) -> None:
    """The line under the title, in the reader's language (clear of the title's glow and the divider)."""
    sub = text_shadowed(assets, words.s("menu-subtitle"), "italic", 26, PALETTE["turquoise_light"], scaled=False)
    surface.blit(sub, sub.get_rect(center=(W // 2, TITLE_LAYOUTS[large][2])))


def menu_backdrop(assets, large: bool) -> pygame.Surface:
    """The backdrop: the stored sprite with the subtitle written over it, else drawn (:func:`paint_backdrop`)."""
    def build():
        stored = assets.picture(BACKDROP_SPRITES[large]) if assets.has_image(BACKDROP_SPRITES[large]) else None
        if stored is None or stored.get_size() != (W, H):
            return paint_backdrop(assets, large)
        add_subtitle(assets, stored, large)  # (the picture is the caller's own: Assets.picture)
        return stored

    return cached(("menu_backdrop", large, language()), build)


# ---------------------------------------------------------------------------------- small icons
def drawn_icon(name: str, size: int, colour, paint) -> pygame.Surface:
    """An icon ``paint(surface, n, colour)`` draws on an n x n square four times its size, smoothed
    down to ``size`` (the edges come out soft) and cached by name, size and colour."""
    def build():
        n = size * 4
        s = pygame.Surface((n, n), pygame.SRCALPHA)
        paint(s, n, colour)
        return pygame.transform.smoothscale(s, (size, size))

    return cached((name, size, tuple(colour)), build)


def _paint_gear(s: pygame.Surface, n: int, colour) -> None:
    c = n / 2
    pts = []
    teeth = 8
    for i in range(teeth * 4):
        a = i * math.tau / (teeth * 4)
        r = n * (0.46 if (i % 4) in (1, 2) else 0.35)
        pts.append((c + math.cos(a) * r, c + math.sin(a) * r))
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.circle(s, (0, 0, 0, 0), (c, c), n * 0.15)


def _paint_exit(s: pygame.Surface, n: int, colour) -> None:
    lw = max(2, int(n * 0.08))
    # an open door frame and an arrow leaving it
    pygame.draw.lines(s, colour, False, [(n * 0.55, n * 0.3), (n * 0.55, n * 0.12), (n * 0.14, n * 0.12),
                                         (n * 0.14, n * 0.88), (n * 0.55, n * 0.88), (n * 0.55, n * 0.7)], lw)
    pygame.draw.line(s, colour, (n * 0.34, n * 0.5), (n * 0.84, n * 0.5), lw)
    pygame.draw.polygon(s, colour, [(n * 0.92, n * 0.5), (n * 0.72, n * 0.34), (n * 0.72, n * 0.66)])


def _paint_chart(s: pygame.Surface, n: int, colour) -> None:
    lw = max(2, int(n * 0.07))
    pygame.draw.line(s, colour, (n * 0.1, n * 0.9), (n * 0.92, n * 0.9), lw)
    for i, h in enumerate((0.35, 0.62, 0.48, 0.8)):
        x = n * (0.16 + i * 0.2)
        pygame.draw.rect(s, colour, pygame.Rect(x, n * (0.86 - h), n * 0.13, n * h), border_radius=int(n * 0.03))


def _paint_join(s: pygame.Surface, n: int, colour) -> None:
    """Two people side by side (friends at their own computers)."""
    lw = max(2, int(n * 0.07))
    for cx, r in ((0.34, 0.13), (0.68, 0.13)):
        pygame.draw.circle(s, colour, (n * cx, n * 0.3), n * r, lw)
        body = pygame.Rect(n * (cx - 0.2), n * 0.5, n * 0.4, n * 0.5)
        pygame.draw.arc(s, colour, body, 0.0, 3.1416, lw)
    pygame.draw.line(s, colour, (n * 0.1, n * 0.76), (n * 0.9, n * 0.76), lw)


# the icons drawn here when there is no sprite: menu button -> (cache name, painter)
DRAWN_ICONS = {"settings": ("gear", _paint_gear), "quit": ("exit", _paint_exit), "stats": ("chart", _paint_chart),
               "join": ("people", _paint_join)}


def menu_icon(assets, name: str, size: int) -> pygame.Surface | None:
    """The icon for a menu button: a sprite when the artists made one, else drawn here."""
    sprite = {"continue": "icons/candle.png", "load": "icons/save.png", "rules": "icons/rules.png",
              "seed": "icons/seed.png"}.get(name)
    if sprite and assets.has_image(sprite):
        return assets.sprite(sprite, (size, size))
    if name in DRAWN_ICONS:
        key, paint = DRAWN_ICONS[name]
        return drawn_icon(key, size, PALETTE["bone"], paint)
    return None


# ---------------------------------------------------------------------------------- game tiles
def tile_title(assets, title: str, width: int, size: int) -> list[pygame.Surface]:
    """A game's title on its tile: one line, smaller if it must be, or two lines for a long one.

    Sizes are tried by measuring (``title_width``): only the chosen lettering is drawn.
    """
    return [title_surface(assets, line, s, halo=False) for s, line in title_lines(assets, title, width, size)]


# Lettering's width grows in proportion to its size, give or take a pixel a letter (hinting) and the
# outline's few fixed pixels: a size whose width, scaled from a larger size's, is more than this over the
# room is not measured (each size measured opens the display font at that size and lays the text out).
SURELY_TOO_WIDE = 1.15


def title_lines(assets, title: str, width: int, size: int) -> list[tuple[int, str]]:
    """The size and line(s) of :func:`tile_title`: the largest even step down from ``size`` (to two
    thirds of it) at which the title fits ``width`` on one line, else the two lines (cut between words;
    the first such cut on a tie) that fit at the largest size (down to 16), else the title at 16."""
    one = _largest_fitting(assets, [title], range(size, max(20, size * 2 // 3) - 1, -2), width)
    if one is not None:
        return [(one, title)]
    words = title.split()

    def lines(cut: int) -> list[str]:
        return [" ".join(words[:cut]), " ".join(words[cut:])]

    best: tuple[int, int] | None = None  # (size, cut)
    # the most even cut first: the others are then measured only at the sizes that could beat it
    def unevenness(cut: int) -> tuple[int, int]:
        first, second = lines(cut)
        return abs(len(first) - len(second)), cut

    for cut in sorted(range(1, len(words)), key=unevenness):
        stop = 15 if best is None else best[0] - (1 if cut < best[1] else 0)
        s = _largest_fitting(assets, lines(cut), range(size, stop, -2), width)
        if s is not None and (best is None or (s, -cut) > (best[0], -best[1])):
            best = (s, cut)
    if best is not None:
        return [(best[0], line) for line in lines(best[1])]
    return [(16, title)]


def _largest_fitting(assets, lines: list[str], sizes: range, width: int) -> int | None:
    """The first of ``sizes`` (largest first) at which every line's lettering is at most ``width`` wide
    (the longest line measured first); the sizes surely too wide by the longest line's width at the
    first size (:data:`SURELY_TOO_WIDE`) are not measured."""
    if not sizes:
        return None
    lines = sorted(lines, key=len, reverse=True)
    top = sizes[0]
    longest = title_width(assets, lines[0], top, halo=False)
    for s in sizes:
        if longest * s / top > width * SURELY_TOO_WIDE:
            continue
        if all(title_width(assets, line, s, halo=False) <= width for line in lines):
            return s
    return None


def guided(game) -> bool:
    """Whether ``game`` has a guided first game (its tile offers "Learn to play")."""
    return tutorial_script(game.id).is_file()  # (the guided games' loader is not wanted yet)


class GameTile:
    """A clickable card for one game: cover, title, tagline, modes."""

    def __init__(self, scene: "MenuScene", game, rect: pygame.Rect):
        self.scene = scene
        self.game = game
        self.rect = rect
        self.hover = False
        self.pressed = False
        self.guided = guided(game)  # its tile offers the guided first game
        self.learn_rect: pygame.Rect | None = None  # where "Learn to play" was drawn (clicks open it)

    def draw(self, surface: pygame.Surface) -> None:
        assets = self.scene.app.assets
        px = self.scene.px
        lift = -3 if self.hover else 0
        rect = self.rect.move(0, lift)
        accent = PALETTE["marigold_light"] if self.hover else (124, 84, 184)
        if self.hover:
            halo = pygame.Surface(rect.inflate(16, 16).size, pygame.SRCALPHA)
            pygame.draw.rect(halo, (*PALETTE["marigold"], 70), halo.get_rect(), border_radius=26)
            surface.blit(halo, rect.inflate(16, 16))
        blit_panel(surface, rect, accent, radius=18, alpha=240)
        inset = 10
        cover_w = rect.width - inset * 2
        # measure the text block first: the cover gets what is left (never more than its own shape)
        titles = tile_title(assets, self.game.title, cover_w, min(48, px(34)))
        title_h = sum(t.get_height() - px(12) for t in titles)
        line_h = assets.font("body", 16).get_linesize()
        foot_h = max(30, assets.font("bold", 18).get_linesize() + 6)
        lines = assets.wrap(declared(self.game.tagline, self.game.id, "tagline"), "body", 16, cover_w - 12)
        natural = round(cover_w * 320 / 560)
        max_lines = 6
        while True:
            text_h = px(4) + title_h + line_h * min(len(lines), max_lines) + 6 + foot_h
            cover_h = min(natural, rect.height - inset * 2 - text_h)
            if cover_h >= min(natural, 150) or max_lines == 0:
                break
            max_lines -= 1
        cover = cover_art(assets, self.game, (cover_w, max(40, cover_h)))
        surface.blit(cover, (rect.x + inset, rect.y + inset))
        y = rect.y + inset + cover.get_height() + px(4)
        for title in titles:
            surface.blit(title, (rect.x + inset, y - px(8)))
            y += title.get_height() - px(12)
        foot_y = rect.bottom - inset - foot_h
        learn, text_bottom = None, foot_y
        if self.guided:  # "Learn to play" (or "Learned") on a row of its own above the footer
            learned = self.game.id in self.scene.app.settings.learned
            colour, edge = ((PALETTE["turquoise_light"], PALETTE["turquoise"]) if learned
                            else (PALETTE["marigold_light"], PALETTE["marigold"]))
            learn = pill(assets.text(words.LEARNED if learned else words.LEARN_TO_PLAY, "bold", 15, colour),
                         (40, 20, 52, 235), edge, pad=(10, 4))
            self.learn_rect = learn.get_rect(bottomleft=(rect.x + inset + 4, foot_y - 2))
            text_bottom = self.learn_rect.top - 2
        for line in lines[:max_lines]:
            img = assets.text(line, "body", 16, (205, 192, 222))
            if y + img.get_height() > text_bottom - 2:
                break
            surface.blit(img, (rect.x + inset + 6, y))
            y += line_h
        # footer: the modes on the left (when there is room), the call to action on the right
        cta_col = PALETTE["marigold_light"] if self.hover else PALETTE["marigold"]
        cta = assets.text(words.s("menu-new-game"), "bold", 18, cta_col)
        surface.blit(cta, cta.get_rect(midright=(rect.right - inset - 8, foot_y + foot_h // 2)))
        modes = " · ".join(declared(m.title, self.game.id, "mode", m.id) for m in self.game.modes)
        chip = pill(assets.text(modes, "bold", 14, PALETTE["turquoise_light"]), (16, 52, 62, 230),
                    PALETTE["turquoise"], pad=(10, 3))
        if chip.get_width() + cta.get_width() + 28 <= cover_w:
            surface.blit(chip, chip.get_rect(midleft=(rect.x + inset + 4, foot_y + foot_h // 2)))
        if learn is not None:
            surface.blit(learn, self.learn_rect)


# ---------------------------------------------------------------------------------- the scene
_PAGES: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()  # per app: the carousel's page


class MenuScene(ShellScene):
    name = "menu"
    tiles_per_page = 3

    def __init__(self, app):
        super().__init__(app)
        self.tiles: list[GameTile] = []
        self.continue_info = None
        self.continue_button = None
        self.page = _PAGES.get(app, 0)  # the page the player left the carousel at
        self._press_game: str | None = None  # the game whose tile the left button went down on
        self._icons: list[tuple[object, str]] = []
        self.broken = None  # a RegistryError: a game package failed to import
        if not app.ui_loaded:  # the client's first frame: decode the backdrop while the menu is built
            app.assets.prefetch([BACKDROP_SPRITES[self.large]])

    def enter(self) -> None:
        close = getattr(self.app, "close_network", None)  # back at the menu: no network game stays open
        if close is not None:
            close()
        super().enter()

    # ------------------------------------------------------------------ layout
    def games(self):
        """The registered games; a broken game package is kept in ``broken`` and shown, not raised."""
        # (here, as ``guided``: the games are read once the menu has started decoding its backdrop)
        from game import registry

        try:
            return list(registry.games().values())
        except registry.RegistryError as err:
            self.broken = err
            return []

    # title, subtitle, divider and the top of the content, per layout (large text moves them up)
    @property
    def title_layout(self) -> tuple[int, int, int, int, int]:
        return TITLE_LAYOUTS[self.large]

    def build(self) -> None:
        assets = self.app.assets
        self._icons = []
        top = self.title_layout[4]
        bottom = 676
        col_w = 360 if not self.large else 460
        x = 1110 - col_w
        # the tiles first: their covers decode in the background while the saves are read
        self.layout_tiles(top, bottom, x - 40)
        self.continue_info = self.app.store.latest_in_progress()
        # the buttons column: heights follow the (scaled) label font, squeezed to fit if needed
        gap = 12 if not self.large and self.continue_info is None else 8
        bh = self.button_h(21)
        # Continue names the game and mode, the progress and when, and (with others at the table) the seats
        info = self.continue_info
        ch = self.continue_text_h(info) + 14 if info is not None else 0
        count = 6
        gaps = (count - 1 + (info is not None)) * gap
        if count * bh + ch + gaps > bottom - top:
            floor = assets.font("bold", 21).get_linesize() + 8
            bh = max(floor, (bottom - top - gaps - ch) // count)
        y = top
        self.continue_button = None
        if self.continue_info is not None:
            self.continue_button = self.button((x, y, col_w, ch), "", self.continue_game, style="menu_primary",
                                               object_id="continue",
                                               tooltip=continue_tooltip(self.continue_info))
            self._icons.append((self.continue_button, "continue"))
            y += ch + gap
        for text, action, icon, tip in (
                (words.s("menu-load"), self.open_load, "load", words.s("menu-load-tip")),
                (words.s("menu-join"), self.open_join, "join", words.s("menu-join-tip")),
                (words.s("settings"), self.open_settings, "settings", words.s("menu-settings-tip")),
                (words.s("menu-how-to-play"), self.open_rules, "rules", words.s("menu-how-to-play-tip")),
                (words.s("menu-stats"), self.open_stats, "stats", words.s("menu-stats-tip")),
                (words.s("menu-quit"), self.app.quit, "quit", None)):
            btn = self.button((x, y, col_w, bh), text, action, style="menu", object_id=icon, tooltip=tip)
            self._icons.append((btn, icon))
            y += bh + gap
        if self.broken is not None:
            self.button((150, bottom - 50, 240, 46), words.s("menu-show-details"), self.show_broken, style="quiet",
                        object_id="broken_details", tooltip=words.s("menu-show-details-tip"))

    def layout_tiles(self, top: int = 318, bottom: int = 676, right: int = 710) -> None:
        games = self.games()
        per = self.tiles_per_page
        pages = max(1, math.ceil(len(games) / per))
        self.page = min(self.page, pages - 1)
        shown = games[self.page * per:(self.page + 1) * per]
        self.app.assets.prefetch([g.cover for g in shown if g.cover])
        area = pygame.Rect(150, top, right - 150, bottom - top)
        n = max(1, len(shown))
        tile_w = min(410, (area.width - (n - 1) * 20) // n)
        total = n * tile_w + (n - 1) * 20
        x0 = area.x + (area.width - total) // 2 if n > 1 else 160
        hovered = {t.game.id for t in self.tiles if t.hover}  # a rebuild keeps the pointer's tile lit
        self.tiles = [GameTile(self, g, pygame.Rect(x0 + i * (tile_w + 20), area.y, tile_w, area.height))
                      for i, g in enumerate(shown)]
        for tile in self.tiles:
            tile.hover = tile.game.id in hovered
        if pygame.mouse.get_focused():  # the tile under the pointer is lit at once, before it moves
            self.point_at(self.app.to_logical(pygame.mouse.get_pos()))
        if pages > 1:
            self.button((area.x - 44, area.centery - 28, 40, 56), "‹", lambda: self.turn_page(-1), style="icon_button")
            self.button((area.right + 4, area.centery - 28, 40, 56), "›", lambda: self.turn_page(1), style="icon_button")

    def turn_page(self, step: int) -> None:
        per = self.tiles_per_page
        pages = max(1, math.ceil(len(self.games()) / per))
        self.page = (self.page + step) % pages
        _PAGES[self.app] = self.page
        self.app.rebuild_scene()

    # ------------------------------------------------------------------ actions
    def screens(self):
        """The screens the menu opens (``scenes/menu_screens.py``), loaded when the first is opened."""
        from scenes import menu_screens  # (late: the menu's first frame waits for none of its screens)

        return menu_screens

    def continue_game(self) -> None:
        if self.continue_info is None:
            return
        self.screens().open_save(self.app, self.continue_info.path)

    def open_new_game(self, game) -> None:
        """The new-game dialog; the first time a game is started, a guided first game is offered."""
        self.screens().open_new_game(self.app, game)

    def open_load(self) -> None:
        self.app.push(self.screens().LoadScene(self.app))

    def open_join(self) -> None:
        self.app.push(self.screens().JoinScene(self.app))

    def open_settings(self) -> None:
        self.app.push(self.screens().SettingsScene(self.app))

    def open_rules(self) -> None:
        self.app.push(self.screens().RulesScene(self.app))

    def open_stats(self) -> None:
        self.app.push(self.screens().StatsScene(self.app))

    def show_broken(self) -> None:
        screens = self.screens()
        err = self.broken
        if err is None:
            return
        lines = [ln.strip() for ln in (err.details or "").strip().splitlines() if ln.strip()][-7:]
        screens.Dialog(self.app, words.s("menu-failed-title"), "\n".join([str(err), "", *lines]),
                       [screens.DialogButton(words.s("menu-ok"), None, "primary")], escape=0, enter=0, tone="error", width=900).open()

    def back(self) -> None:  # Esc on the main menu quits, no questions asked
        self.app.quit()

    # ------------------------------------------------------------------ input
    def tile_at(self, pos) -> GameTile | None:
        for tile in self.tiles:
            if tile.rect.collidepoint(pos):
                return tile
        return None

    def point_at(self, pos) -> GameTile | None:
        """Light the tile under ``pos`` (and no other); return it."""
        hit = self.tile_at(pos)
        for tile in self.tiles:
            if tile.hover != (tile is hit):
                tile.hover = tile is hit
                self.app.dirty = True
        return hit

    def handle_input(self, event) -> None:
        # every pointer event says where the pointer is: a press needs no motion before it, and a
        # tile rebuilt between press and release (a re-layout) is still the game pressed
        if event.type == pygame.MOUSEMOTION:
            self.point_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tile = self.point_at(event.pos)
            self._press_game = tile.game.id if tile is not None else None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            tile = self.point_at(event.pos)
            pressed, self._press_game = self._press_game, None
            if tile is not None and tile.game.id == pressed:
                if tile.learn_rect is not None and tile.learn_rect.inflate(8, 8).collidepoint(event.pos):
                    self.app.open_tutorial(tile.game)
                else:
                    self.open_new_game(tile.game)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.continue_info is not None:
                self.continue_game()

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        surface.blit(menu_backdrop(assets, self.large), (0, 0))
        if self.broken is not None:
            self.draw_broken(surface)
        elif not self.tiles:
            msg = text_shadowed(assets, words.s("menu-no-games"), "bold", 22)
            surface.blit(msg, msg.get_rect(center=(380, 480)))
        for tile in self.tiles:
            tile.draw(surface)
        hint = words.s("menu-keys-continue") if self.continue_info else words.s("menu-keys")
        foot = pill(assets.text(hint, "body", 14, (214, 204, 230), scaled=False), (12, 6, 24, 200), (70, 50, 100),
                    pad=(12, 3))
        surface.blit(foot, foot.get_rect(bottomleft=(12, 712)))
        ver = pill(assets.text(f"v{__version__}", "body", 14, (214, 204, 230), scaled=False), (12, 6, 24, 200),
                   (70, 50, 100),
                   pad=(10, 3))
        surface.blit(ver, ver.get_rect(bottomright=(W - 12, 712)))

    def draw_broken(self, surface: pygame.Surface) -> None:
        """A game package failed to import: say so where the games would be, never crash."""
        assets = self.app.assets
        top = self.title_layout[4]
        panel = pygame.Rect(MENU_PANEL_X, top, MENU_PANEL_W, MENU_PANEL_BOTTOM - top)
        blit_panel(surface, panel, (255, 120, 120), radius=18, alpha=236)
        y = panel.y + 20
        head = assets.text(words.s("menu-broken-title"), "bold", 22, (255, 170, 170))
        surface.blit(head, (panel.x + 20, y))
        y += head.get_height() + 10
        for line in assets.wrap(str(self.broken), "body", 16, panel.width - 40)[:5]:
            img = assets.text(line, "body", 16, PALETTE["bone"])
            surface.blit(img, (panel.x + 20, y))
            y += img.get_height()
        y += 8
        tip = words.s("menu-broken-tip")
        for line in assets.wrap(tip, "italic", 15, panel.width - 40)[:3]:
            img = assets.text(line, "italic", 15, (206, 196, 224))
            surface.blit(img, (panel.x + 20, y))
            y += img.get_height()

    def continue_lines(self, info) -> list[tuple[str, str]]:
        """Continue's lines under its name: (text, font role)."""
        first, second = continue_lines(info)
        lines = [(first, "bold"), (second, "body")]
        if info.players > 1:
            lines.append((seats_words(info), "body"))
        return lines

    def continue_text_h(self, info) -> int:
        assets = self.app.assets
        return (assets.font("bold", 23).get_linesize() - 4
                + len(self.continue_lines(info)) * (assets.font("bold", 15).get_linesize() - 2))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Icons on the menu buttons, and the Continue button's game and turn."""
        assets = self.app.assets
        for btn, name in self._icons:
            if not btn.alive() or not btn.visible:
                continue
            rect = btn.rect
            size = min(34, rect.height - 16) if name != "continue" else min(40, rect.height - 18)
            icon = menu_icon(assets, name, size)
            if icon is not None:
                surface.blit(icon, icon.get_rect(midleft=(rect.x + 16, rect.centery)))
        btn = self.continue_button
        if btn is not None and btn.alive() and self.continue_info is not None:
            info = self.continue_info
            room = btn.rect.width - 84
            head = assets.text(words.s("menu-continue"), "bold", 23, (42, 14, 34))
            y = btn.rect.centery - self.continue_text_h(info) // 2
            surface.blit(head, (btn.rect.x + 70, y))
            y += assets.font("bold", 23).get_linesize() - 4
            for text, role in self.continue_lines(info):
                line = fit.line(assets, text, room, role, 15, (110, 36, 66), floor=11, scaled=True,
                                height=assets.font(role, 15).get_linesize())
                surface.blit(line, (btn.rect.x + 71, y))
                y += assets.font("bold", 15).get_linesize() - 2
