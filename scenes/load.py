"""The Load screen: every save (autosaves and named saves), newest first; load, delete, back.

``open_save`` is the one way a save becomes a game on screen: the menu's Continue uses it too.
A save that cannot be loaded is reported in a dialog and left exactly as it is on disk.
"""
from __future__ import annotations

import time
from datetime import datetime
from pathlib import Path

import pygame

from game.saves import SaveError, SaveInfo
from scenes.assets import PALETTE
from scenes.backdrop import W, blit_panel, marigold_bloom, pill, rounded_mask, text_shadowed, _cached
from scenes.backdrop import ShellScene
from scenes.dialogs import DialogButton, choice, confirm, message

CANNOT_OPEN = "This save cannot be opened"


# ---------------------------------------------------------------------------------- loading
def open_save(app, path: Path) -> bool:
    """Load the save at ``path`` and show it in its play scene. On failure explain why in a dialog
    (offering the backup when there is one); the file itself is never changed."""
    try:
        session = app.store.load(path)
    except SaveError as err:
        text = f"{err}\n\nThe file has been left exactly as it was."
        if app.store.has_backup(path):
            text += " An earlier copy of it (its backup) is still there."
            choice(app, CANNOT_OPEN, text,
                   [DialogButton("Close", None, "quiet"),
                    DialogButton("Load the backup", lambda: open_backup(app, path), "primary")],
                   escape=0, enter=1, error=True)
        else:
            message(app, CANNOT_OPEN, text, ok_text="Close", error=True)
        return False
    return app.open_session(session)


def open_replay(app, path: Path) -> bool:
    """Replay the finished game kept at ``path`` step by step; a damaged file is explained, not opened."""
    try:
        session = app.store.load(path)
    except SaveError as err:
        message(app, "This game cannot be replayed", f"{err}\n\nThe file has been left exactly as it was.",
                ok_text="Close", error=True)
        return False
    from scenes.replay import ReplayScene

    app.push(ReplayScene(app, session, 0))
    return True


def open_backup(app, path: Path) -> bool:
    try:
        session = app.store.load_backup(path)
    except SaveError as err:
        message(app, "The backup cannot be opened either", f"{err}\n\nBoth files have been left as they were.",
                ok_text="Close", error=True)
        return False
    if app.open_session(session):
        app.toast("Loaded the backup copy of that save.")
        return True
    return False


def friendly_date(timestamp: float, now: float | None = None) -> str:
    when = datetime.fromtimestamp(timestamp)
    today = datetime.fromtimestamp(now if now is not None else time.time()).date()
    days = (today - when.date()).days
    if days == 0:
        return f"Today {when:%H:%M}"
    if days == 1:
        return f"Yesterday {when:%H:%M}"
    return f"{when.day} {when:%b %Y}"


# ---------------------------------------------------------------------------------- the screen
class LoadScene(ShellScene):
    """Two lists: the saved games (load, delete) and the finished games kept for replays."""

    name = "load"
    title = "Load a game"
    SUBTITLES = {"saves": "Autosaves and saved games, newest first",
                 "finished": "Your last finished games: watch any of them again, step by step"}

    def __init__(self, app, tab: str = "saves"):
        super().__init__(app)
        self.tab = tab if tab in self.SUBTITLES else "saves"
        self.tab_buttons: dict = {}
        self.infos: list[SaveInfo] = []
        self.selected: int | None = None
        self.scroll = 0
        self.hover: int | None = None
        self._press: int | None = None
        self._last_click = (None, 0.0)
        self.load_button = None
        self.delete_button = None
        self.list_rect = pygame.Rect(110, 236, 1060, 386)

    # ------------------------------------------------------------------ layout
    @property
    def row_h(self) -> int:
        assets = self.app.assets
        if not self.large:
            return max(64, assets.font("bold", 19).get_linesize() + assets.font("body", 14).get_linesize() + 14)
        return assets.font("bold", 19).get_linesize() + assets.font("body", 16).get_linesize() + 18

    @property
    def header_h(self) -> int:
        return 34 if not self.large else 4

    def layout(self) -> None:
        bh = self.button_h()
        self.buttons_y = 720 - 22 - bh
        top = 236 if not self.large else 206
        self.list_rect = pygame.Rect(110, top, 1060, self.buttons_y - (36 if not self.large else 14) - top)

    def rows_rect(self) -> pygame.Rect:
        r = self.list_rect
        return pygame.Rect(r.x + 8, r.y + self.header_h + 6, r.width - 16, r.height - self.header_h - 14)

    def visible_rows(self) -> int:
        return max(1, self.rows_rect().height // self.row_h)

    @property
    def subtitle(self) -> str:
        return self.SUBTITLES[self.tab]

    @property
    def finished(self) -> bool:
        return self.tab == "finished"

    def refresh(self) -> None:
        self.infos = self.app.store.list_finished() if self.finished else self.app.store.list()
        if not self.infos:
            self.selected = None
        elif self.selected is None:
            self.selected = 0
        else:
            self.selected = min(self.selected, len(self.infos) - 1)
        self.clamp_scroll()

    def build(self) -> None:
        self.layout()
        self.refresh()
        bh = self.button_h()
        y = self.buttons_y
        back_w = self.button_w("Back", 150)
        self.button((110, y, back_w, bh), "Back", self.back, style="quiet", object_id="back")
        x = 110 + back_w + 24
        self.tab_buttons = {}
        for tab, text, tip in (("saves", "Saved games" if not self.large else "Saved", "Games to carry on with."),
                               ("finished", "Finished games" if not self.large else "Finished",
                                "The last 50 games played to the end, to replay.")):
            w = self.button_w(text, 150, 17)
            self.tab_buttons[tab] = self.button((x, y + 4, w, bh - 8), text, lambda t=tab: self.show_tab(t),
                                                style="segment", object_id=f"tab_{tab}", tooltip=tip)
            x += w + 6
        self.tab_buttons[self.tab].select()
        verb = "Replay" if self.finished else "Load"
        lw = self.button_w(verb, 170)
        self.load_button = self.button((1170 - lw, y, lw, bh), verb, self.load_selected, style="primary",
                                       object_id="load")
        dw = self.button_w("Delete", 150)
        self.delete_button = self.button((1170 - lw - 16 - dw, y, dw, bh), "Delete", self.delete_selected,
                                         style="danger", object_id="delete", tooltip="Delete this save (asks first).")
        self.update_buttons()

    def update_buttons(self) -> None:
        info = self.current
        if self.load_button is not None:
            self.load_button.enable() if info is not None else self.load_button.disable()
        if self.delete_button is not None:
            self.delete_button.enable() if info is not None else self.delete_button.disable()

    @property
    def current(self) -> SaveInfo | None:
        if self.selected is None or not (0 <= self.selected < len(self.infos)):
            return None
        return self.infos[self.selected]

    def clamp_scroll(self) -> None:
        top = max(0, len(self.infos) - self.visible_rows())
        self.scroll = min(max(0, self.scroll), top)
        if self.selected is not None:
            if self.selected < self.scroll:
                self.scroll = self.selected
            elif self.selected >= self.scroll + self.visible_rows():
                self.scroll = self.selected - self.visible_rows() + 1

    def row_rect(self, index: int) -> pygame.Rect:
        rr = self.rows_rect()
        return pygame.Rect(rr.x, rr.y + (index - self.scroll) * self.row_h, rr.width - 14, self.row_h - 4)

    def row_at(self, pos) -> int | None:
        rr = self.rows_rect()
        if not rr.collidepoint(pos):
            return None
        index = self.scroll + (pos[1] - rr.y) // self.row_h
        return index if 0 <= index < len(self.infos) and index < self.scroll + self.visible_rows() else None

    # ------------------------------------------------------------------ actions
    def select(self, index: int | None) -> None:
        if not self.infos:
            self.selected = None
        else:
            self.selected = None if index is None else min(max(0, index), len(self.infos) - 1)
        self.clamp_scroll()
        self.update_buttons()

    def show_tab(self, tab: str) -> None:
        if tab != self.tab:
            self.tab = tab
            self.selected, self.scroll = None, 0
            self.app.rebuild_scene()

    def load_selected(self) -> None:
        info = self.current
        if info is None:
            return
        if self.finished:
            open_replay(self.app, info.path)
        else:
            open_save(self.app, info.path)

    def delete_selected(self) -> None:
        info = self.current
        if info is None:
            return
        what = "this damaged save" if info.error == "damaged" else f"“{info.game_title}, {info.turn}”"
        kind = "finished game" if self.finished else "autosave" if info.autosave else "save"
        confirm(self.app, "Delete this save?",
                f"The {kind} {what} from {friendly_date(info.saved_at)} will be removed for good, with its backup.",
                on_confirm=lambda: self._delete(info), confirm_text="Delete", cancel_text="Keep it", danger=True)

    def _delete(self, info: SaveInfo) -> None:
        try:
            self.app.store.delete(info.path)
        except OSError as err:
            message(self.app, "The save could not be deleted", str(err.strerror or err), error=True)
            return
        self.refresh()
        self.update_buttons()
        self.app.toast("Save deleted.")

    # ------------------------------------------------------------------ input
    def handle_input(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self.row_at(event.pos)
            if index is not None and index == self._press:
                now = time.monotonic()
                double = self._last_click[0] == index and now - self._last_click[1] < 0.45
                self.select(index)
                self._last_click = (index, now)
                if double:
                    self._last_click = (None, 0.0)
                    self.load_selected()
            self._press = None
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y
            top = max(0, len(self.infos) - self.visible_rows())
            self.scroll = min(max(0, self.scroll), top)
        elif event.type == pygame.KEYDOWN:
            n = len(self.infos)
            if not n:
                return
            cur = self.selected if self.selected is not None else -1
            step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.visible_rows(),
                    pygame.K_PAGEDOWN: self.visible_rows()}.get(event.key)
            if step is not None:
                self.select(max(0, cur + step) if cur >= 0 else 0)
            elif event.key == pygame.K_HOME:
                self.select(0)
            elif event.key == pygame.K_END:
                self.select(n - 1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.load_selected()
            elif event.key == pygame.K_DELETE:
                self.delete_selected()

    # ------------------------------------------------------------------ drawing
    def columns(self) -> list[tuple[str, int]]:
        x = self.rows_rect().x + 96
        if self.finished:
            return [("GAME", x), ("MODE", x + 190), ("SCORES", x + 370), ("FINISHED", x + 700)]
        return [("GAME", x), ("MODE", x + 250), ("PROGRESS", x + 470), ("SCORE", x + 620), ("SAVED", x + 700)]

    def draw_content(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        blit_panel(surface, self.list_rect, (124, 84, 184), radius=18, alpha=238)
        if not self.infos:
            self.draw_empty(surface)
            return
        if not self.large:  # column headings (the compact layout labels nothing: it reads as sentences)
            hy = self.list_rect.y + 12
            for name, x in self.columns():
                img = assets.text(name, "bold", 13, PALETTE["muted"])
                surface.blit(img, (x, hy))
            pygame.draw.line(surface, (70, 50, 104), (self.list_rect.x + 16, self.list_rect.y + self.header_h + 2),
                             (self.list_rect.right - 16, self.list_rect.y + self.header_h + 2))
        clip = surface.get_clip()
        surface.set_clip(self.rows_rect())
        for index in range(self.scroll, min(len(self.infos), self.scroll + self.visible_rows() + 1)):
            self.draw_row(surface, index)
        surface.set_clip(clip)
        self.draw_scrollbar(surface)
        if self.large:
            return
        count = len(self.infos)
        if self.finished:
            note = f"{count} finished game{'s' if count != 1 else ''}   ·   double-click or Enter to replay   ·   " \
                   f"the newest 50 are kept"
        else:
            note = f"{count} save{'s' if count != 1 else ''}   ·   double-click or Enter to load   ·   Delete key to remove"
        img = text_shadowed(assets, note, "body", 14, PALETTE["muted"])
        surface.blit(img, img.get_rect(midtop=(W // 2, self.list_rect.bottom + 10)))

    def draw_row(self, surface: pygame.Surface, index: int) -> None:
        assets = self.app.assets
        px = self.px
        info = self.infos[index]
        rect = self.row_rect(index)
        damaged = info.error is not None
        selected = index == self.selected
        if selected:
            pygame.draw.rect(surface, (120, 22, 84), rect, border_radius=12)
            pygame.draw.rect(surface, PALETTE["marigold_light"], rect, width=2, border_radius=12)
        elif index == self.hover:
            pygame.draw.rect(surface, (52, 32, 88), rect, border_radius=12)
        elif index % 2:
            pygame.draw.rect(surface, (30, 18, 54), rect, border_radius=12)
        if damaged and not selected:
            pygame.draw.rect(surface, (120, 40, 60), rect, width=1, border_radius=12)
        if self.large:
            self.draw_row_compact(surface, info, rect)
            return
        cols = dict(self.columns())
        # thumbnail
        thumb = self.thumbnail(info, (76, 44))
        surface.blit(thumb, thumb.get_rect(midleft=(rect.x + 10, rect.centery)))
        title_col = PALETTE["bone"] if not damaged else (255, 170, 170)
        title = assets.text(info.game_title, "bold", 19, title_col)
        surface.blit(title, (cols["GAME"], rect.y + px(9)))
        sub = "cannot be read" if damaged else info.turn if self.finished else info.path.stem
        sub_img = assets.text(self._fit(sub, 14, 170 if self.finished else 230), "body", 14,
                              PALETTE["muted"] if not damaged else (230, 140, 150))
        surface.blit(sub_img, (cols["GAME"], rect.y + px(33)))
        mid = rect.centery
        if damaged:
            text = {"damaged": "Damaged: not a readable save file",
                    "made by a newer version": "Made by a newer version of the game"}.get(info.error, info.error)
            img = assets.text(self._fit(text, 16, 460), "italic", 16, (255, 150, 150))
            surface.blit(img, img.get_rect(midleft=(cols["MODE"], mid)))
        elif self.finished:
            img = assets.text(self._fit(info.mode, 16, 170), "body", 16, PALETTE["bone"])
            surface.blit(img, img.get_rect(midleft=(cols["MODE"], mid)))
            img = assets.text(self._fit(info.score_text or "—", 16, 320), "bold", 16, PALETTE["marigold_light"])
            surface.blit(img, img.get_rect(midleft=(cols["SCORES"], mid)))
        else:
            for key, text in (("MODE", info.mode), ("PROGRESS", info.turn)):
                img = assets.text(self._fit(text, 16, 210 if key == "MODE" else 140), "body", 16, PALETTE["bone"])
                surface.blit(img, img.get_rect(midleft=(cols[key], mid)))
            score = "—" if info.score is None else str(info.score)
            img = assets.text(score, "bold", 18, PALETTE["marigold_light"])
            surface.blit(img, img.get_rect(midleft=(cols["SCORE"], mid)))
        img = assets.text(friendly_date(info.saved_at), "body", 16, (214, 204, 230))
        surface.blit(img, img.get_rect(midleft=(cols["FINISHED" if self.finished else "SAVED"], mid)))
        badge = self.badge(info)
        surface.blit(badge, badge.get_rect(midright=(rect.right - 12, mid)))

    def badge(self, info: SaveInfo) -> pygame.Surface:
        assets = self.app.assets
        if info.error:
            return pill(assets.text("Damaged", "bold", 13, (255, 235, 235)), (150, 36, 56), (235, 80, 80), pad=(10, 3))
        if self.finished:
            return pill(assets.text("Finished", "bold", 13, (250, 238, 214)), (60, 30, 90), (150, 118, 230),
                        pad=(10, 3))
        if info.autosave:
            return pill(assets.text("Autosave", "bold", 13, PALETTE["turquoise_light"]), (16, 52, 62),
                        PALETTE["turquoise"], pad=(10, 3))
        return pill(assets.text("Saved", "bold", 13, PALETTE["marigold_light"]), (70, 42, 12), PALETTE["marigold"],
                    pad=(10, 3))

    def draw_row_compact(self, surface: pygame.Surface, info: SaveInfo, rect: pygame.Rect) -> None:
        """Two lines per save, for large text: what and where on the left, when and which kind on the right."""
        assets = self.app.assets
        damaged = info.error is not None
        thumb = self.thumbnail(info, (92, 54))
        surface.blit(thumb, thumb.get_rect(midleft=(rect.x + 10, rect.centery)))
        x = rect.x + 116
        top = rect.y + 8
        title = assets.text(info.game_title, "bold", 19, PALETTE["bone"] if not damaged else (255, 170, 170))
        surface.blit(title, (x, top))
        if damaged:
            second = "cannot be read" if info.error == "damaged" else info.error
        elif self.finished:
            second = info.score_text or info.turn
        else:
            second = info.turn + (f"  ·  {info.score} pts" if info.score is not None else "")
        img = assets.text(self._fit(second, 16, 520, scaled=False), "body", 16,
                          (214, 204, 230) if not damaged else (255, 150, 150))
        surface.blit(img, (x, top + title.get_height()))
        date = assets.text(friendly_date(info.saved_at), "body", 16, (214, 204, 230))
        surface.blit(date, date.get_rect(topright=(rect.right - 14, top + 4)))
        badge = self.badge(info)
        surface.blit(badge, badge.get_rect(topright=(rect.right - 14, top + title.get_height() + 2)))

    def _fit(self, text: str, size: int, width: int, scaled: bool = True) -> str:
        font = self.app.assets.font("body", size)
        width = self.px(width) if scaled and self.s > 1 else width
        if font.size(text)[0] <= width:
            return text
        while text and font.size(text + "…")[0] > width:
            text = text[:-1]
        return text + "…"

    def thumbnail(self, info: SaveInfo, size: tuple[int, int]) -> pygame.Surface:
        assets = self.app.assets

        def build():
            from game import registry

            try:
                game = registry.get(info.game_id)
            except KeyError:
                game = None
            if game is not None and game.cover and assets.has_image(game.cover):
                img = assets.image(game.cover)
                iw, ih = img.get_size()
                scale = max(size[0] / iw, size[1] / ih)
                img = pygame.transform.smoothscale(img, (round(iw * scale), round(ih * scale)))
                out = pygame.Surface(size, pygame.SRCALPHA)
                out.blit(img, ((size[0] - img.get_width()) // 2, (size[1] - img.get_height()) // 2))
                if info.error:
                    grey = pygame.transform.grayscale(out)
                    out = grey
            else:
                out = pygame.Surface(size, pygame.SRCALPHA)
                out.fill((50, 30, 80))
                bloom = marigold_bloom(min(size) // 2 - 2, 5)
                out.blit(bloom, bloom.get_rect(center=(size[0] // 2, size[1] // 2)))
            return rounded_mask(out, 8)

        return _cached(("thumb", info.game_id, bool(info.error), size), build)

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        n, vis = len(self.infos), self.visible_rows()
        if n <= vis:
            return
        rr = self.rows_rect()
        track = pygame.Rect(rr.right - 8, rr.y + 2, 6, rr.height - 4)
        pygame.draw.rect(surface, (40, 26, 70), track, border_radius=3)
        h = max(24, track.height * vis // n)
        y = track.y + (track.height - h) * self.scroll // max(1, n - vis)
        pygame.draw.rect(surface, PALETTE["pink"], (track.x, y, track.width, h), border_radius=3)

    def draw_empty(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        c = self.list_rect.center
        bloom = marigold_bloom(46, 3)
        surface.blit(bloom, bloom.get_rect(center=(c[0], c[1] - 60)))
        head, lines = ("No saved games yet", ("Games save themselves as you play, and Ctrl+S keeps a named copy.",
                                              "Start one from the main menu: pick a game and press Start."))
        if self.finished:
            head, lines = ("No finished games yet", ("Every game you play to the end is kept here (the newest 50),",
                                                     "to watch again step by step."))
        t = assets.text(head, "bold", 24, PALETTE["bone"])
        surface.blit(t, t.get_rect(center=(c[0], c[1] + 8)))
        for i, line in enumerate(lines):
            img = assets.text(line, "body", 17, PALETTE["muted"])
            surface.blit(img, img.get_rect(center=(c[0], c[1] + 44 + i * 26)))


# ---------------------------------------------------------------------------------- shots
def sample_session(game, seed: int, rounds: int, bot: str = "hint", setup=None):
    """A session (of ``setup``, else the first mode's usual one) with every seat played by a bot
    (the hint bot, else the random one) until it reaches ``rounds`` (for screenshots and tests)."""
    from game.ai import make_bot
    from game.session import Session

    session = Session(game, setup or game.modes[0].id, seed)
    name = bot if bot in game.bots else "random"
    players = {seat: make_bot(game, name, seat, seed) for seat in range(len(session.setup.seats))}
    session.advance(players, stop=lambda s: getattr(s.state, "round", 0) >= rounds, humans=True, max_steps=2000,
                    collect=False)
    return session


def make_sample_saves(app, seed: int) -> None:
    """An autosave, two named saves (one finished) and a damaged file, for the Load screen shot."""
    import os

    from game import registry

    games = list(registry.games().values())
    if not games:
        return
    game = games[0]
    now = time.time()
    paths = [app.store.autosave(sample_session(game, seed, 7))]
    paths.append(app.store.save(sample_session(game, seed + 1, 4), "ofrenda-sunday"))
    paths.append(app.store.save(sample_session(game, seed + 2, 99), "ofrenda-finished"))
    bad = app.store.folder / "ofrenda-cut-short.json"
    bad.write_text('{"format": "cempasuchil-save", "version": 1, "game": "ofr', encoding="utf-8")
    paths.append(bad)
    for i, path in enumerate(paths):  # spread the dates out a little
        t = now - [600, 26 * 3600, 3 * 86400, 9 * 86400][i]
        os.utime(path, (t, t))
        if i < 3:
            import json

            record = json.loads(path.read_text(encoding="utf-8"))
            record["saved_at"] = t
            path.write_text(json.dumps(record), encoding="utf-8")


def _shot_load(app, seed: int, turn: int):
    from scenes.menu import MenuScene

    make_sample_saves(app, seed)
    app.push(MenuScene(app))
    scene = LoadScene(app)
    app.push(scene)
    return scene


def _shot_load_delete(app, seed: int, turn: int):
    scene = _shot_load(app, seed, turn)
    scene.delete_selected()
    return scene


def _shot_load_damaged(app, seed: int, turn: int):
    scene = _shot_load(app, seed, turn)
    path = scene.infos[0].path
    app.store.autosave(sample_session(list(__import__("game.registry").registry.games().values())[0], seed, 3))
    path.write_text("{ this save was cut short", encoding="utf-8")  # the previous copy stays as .bak
    scene.refresh()
    scene.load_selected()
    return scene


def make_sample_finished(app, seed: int) -> list[Path]:
    """Three finished games kept for replays (solo, two and four players) and a damaged one."""
    from game import registry
    from game.session import default_setup

    game = registry.get("ofrenda")
    sessions = [sample_session(game, seed, 99),
                sample_session(game, seed + 1, 99, bot="random", setup=default_setup(game, "multi", 2, bot="easy")),
                sample_session(game, seed + 2, 99, bot="random", setup=default_setup(game, "multi", 4, bot="hard"))]
    paths = [app.store.keep_finished(s) for s in sessions]
    bad = app.store.finished_folder / "ofrenda-cut-short.json"
    bad.write_text('{"format": "cempasuchil-save", "version": 2, "ga', encoding="utf-8")
    return paths + [bad]


def _shot_load_finished(app, seed: int, turn: int):
    from scenes.menu import MenuScene

    make_sample_finished(app, seed)
    app.push(MenuScene(app))
    scene = LoadScene(app, tab="finished")
    app.push(scene)
    return scene


SHOTS = {"load": _shot_load, "load-delete": _shot_load_delete, "load-damaged": _shot_load_damaged,
         "load-finished": _shot_load_finished}
