"""The Load screen: games in progress first, then the player's copies, then finished games, each
newest first; filtered by game; continue, replay, delete (asked first, undone until the screen is left).

``open_save`` is the one way a save becomes a game on screen: the menu's Continue and the new-game
screen's "Continue that game" use it too. A save that cannot be loaded is explained in a dialog
and left exactly as it is on disk.
"""
from __future__ import annotations

import time
from pathlib import Path

import pygame

from game import paths, registry
from game.net.invites import Invites
from game.save_store import MANY
from game.saves import SaveError, SaveInfo
from game.text import Msg, declared
from scenes import gui
from scenes import shell_words as words
from scenes.backdrop import ShellScene
from scenes.dialogs import Dialog, DialogButton, choice, confirm, message
from scenes.join import JoinScene
from scenes.lobby import host
from scenes.load_drawing import SaveListDrawing
from scenes.replay import ReplayScene
from scenes.shell_layout import LOAD_LIST_RECT, LOAD_LIST_W, LOAD_LIST_X


# ---------------------------------------------------------------------------------- loading
def open_save(app, path: Path) -> bool:
    """Load the save at ``path`` and show it in its play scene. On failure explain why in a dialog
    (offering the backup when there is one); the file itself is never changed."""
    try:
        session = app.store.load(path)
    except SaveError as err:
        text = words.cannot_open(err)
        if app.store.has_backup(path):
            text += words.BACKUP_THERE
            choice(app, words.s("load-cannot-open"), text,
                   [DialogButton(words.s("load-close"), None, "quiet"),
                    DialogButton(words.s("load-backup"), lambda: open_backup(app, path), "primary")],
                   escape=0, enter=1, error=True)
        else:
            message(app, words.s("load-cannot-open"), text, ok_text=words.s("load-close"), error=True)
        return False
    return open_game(app, session)


def open_game(app, session) -> bool:
    """A saved game on screen: a network game this computer hosted is hosted again (its lobby first,
    where its friends rejoin); any other opens at its table."""
    if getattr(session, "network", None) is not None:
        return host(app, session=session)
    return app.open_session(session)


def network_path(index: int) -> Path:
    return Path(f"network-seat-{index}")


def network_rows(every: list[SaveInfo], seats: list[dict]) -> list[SaveInfo]:
    """``every`` save, with the network games this computer took part in after the games in progress
    (their rows rejoin the host's game)."""
    rows = []
    for i, seat in enumerate(seats):
        try:
            game = registry.get(seat["game"])
            mode = declared(game.mode(seat.get("mode", "")).title, game.id, "mode", seat.get("mode", ""))
        except KeyError:
            continue
        names = tuple(n for n in seat.get("names", ()) if isinstance(n, str))
        where = seat["url"].removeprefix("ws://")
        rows.append(SaveInfo(network_path(i), game.id, game.title, mode, Msg("load-network-row", address=where,
                                                                                   seat=seat["seat"] + 1),
                             (), names, float(seat.get("when", 0) or 0), kind="network", mode_id=seat.get("mode", ""),
                             seats=tuple((n, "human", "") for n in names)))
    progress = [i for i in every if i.section == "progress"]
    return progress + rows + [i for i in every if i.section != "progress"]


def rejoin(app, seat: dict | None) -> None:
    """Back to a network game this computer took a seat at: the Join screen, joining with the seat's token."""
    if seat is None:
        return
    scene = JoinScene(app)
    app.push(scene)
    scene.rejoin(seat)


def open_replay(app, path: Path) -> bool:
    """Replay the finished game kept at ``path`` step by step; a damaged file is explained, not opened."""
    try:
        session = app.store.load(path)
    except SaveError as err:
        message(app, words.s("load-cannot-replay"), words.cannot_open(err),
                ok_text=words.s("load-close"), error=True)
        return False
    app.push(ReplayScene(app, session, 0))
    return True


def open_backup(app, path: Path) -> bool:
    """The backup opens as a game of its own: the damaged file and the backup both stay as they are."""
    try:
        session = app.store.load_backup(path)
    except SaveError as err:
        message(app, words.s("load-backup-cannot-open"), words.cannot_open(err, words.BOTH_LEFT),
                ok_text=words.s("load-close"), error=True)
        return False
    if open_game(app, session):
        app.toast(words.s("load-backup-loaded"))
        return True
    return False


def offer_game_in_progress(app, game) -> None:
    """The new-game screen of a title with a game in progress offers to continue it beside starting a
    new one (the player decides; a new game never replaces one in progress)."""
    try:  # (a guided first game is not offered: it goes on from Learn to play, the Load screen or Continue)
        games = [info for info in app.store.in_progress(game.id) if not info.guided]
    except OSError:
        return
    if not games:
        return
    latest = games[0]
    title, text = words.in_progress_offer(latest, len(games))
    buttons = [DialogButton(words.s("load-start-new"), None, "quiet")]
    if len(games) > 1:
        buttons.append(DialogButton(words.see_all(len(games)),
                                    lambda: app.push(LoadScene(app, focus="progress", game_id=game.id)), None))
    buttons.append(DialogButton(words.s("load-continue-that"), lambda: open_save(app, latest.path), "primary"))
    Dialog(app, title, text, buttons, escape=0, enter=len(buttons) - 1, width=640).open()



# ---------------------------------------------------------------------------------- the screen
class LoadScene(SaveListDrawing, ShellScene):
    """Every save in one list with a heading per section; ``focus`` selects a section's first game."""

    name = "load"
    VERBS = {"progress": "load-verb-continue", "network": "join-rejoin", "copies": "load-verb-open-copy",
             "finished": "load-verb-replay"}

    title, subtitle = Msg("load-title"), Msg("load-subtitle")  # (said when drawn: the reader's language)

    def __init__(self, app, focus: str | None = None, game_id: str | None = None):
        super().__init__(app)
        self.focus = focus
        self.game_filter = game_id
        self.infos: list[SaveInfo] = []
        self.every: list[SaveInfo] = []  # every save, whatever the filter
        self.total = 0
        self.items: list[tuple[int, int, object]] = []  # (y, height, a section key or an index into infos)
        self.selected: int | None = None
        self.scroll = 0  # pixels
        self.hover: int | None = None
        self._press: int | None = None
        self._last_click = (None, 0.0)
        self.load_button = self.delete_button = self.undo_button = self.clear_button = None
        self.filter_menu = None
        self._filters: dict[str, str | None] = {}
        self.list_rect = pygame.Rect(LOAD_LIST_RECT)
        self.kept: dict[Path, dict] = {}  # a network game's row -> the seat kept (game/net/invites.py)

    # ------------------------------------------------------------------ layout
    @property
    def row_h(self) -> int:
        assets = self.app.assets
        if not self.large:
            return max(64, assets.font("bold", 19).get_linesize() + assets.font("body", 14).get_linesize() + 14)
        return assets.font("bold", 19).get_linesize() + assets.font("body", 16).get_linesize() + 18

    @property
    def head_h(self) -> int:
        return self.app.assets.font("bold", 15).get_linesize() + 12

    @property
    def header_h(self) -> int:
        return 34 if not self.large else 4

    def layout(self) -> None:
        bh = self.button_h()
        self.buttons_y = 720 - 22 - bh
        top = 236 if not self.large else 206
        footer = 50 if self.total > MANY else 36 if not self.large else 14  # a note, or clearing offered
        self.list_rect = pygame.Rect(LOAD_LIST_X, top, LOAD_LIST_W, self.buttons_y - footer - top)

    def rows_rect(self) -> pygame.Rect:
        r = self.list_rect
        return pygame.Rect(r.x + 8, r.y + self.header_h + 6, r.width - 16, r.height - self.header_h - 14)

    def refresh(self, every: list[SaveInfo] | None = None) -> None:
        """Read the saves again (or take ``every`` just read), keep the selection on the same file."""
        keep = self.current.path if self.current is not None else None
        self._last_click = (None, 0.0)  # a click before the list changed is no half of a double click
        every = self.app.store.list() if every is None else every
        every = network_rows(every, self.kept_seats())
        self.every = every
        self.total = len(every)
        self.infos = [i for i in every if self.game_filter is None or i.game_id == self.game_filter]
        self.items, y, section = [], 0, None
        for index, info in enumerate(self.infos):
            if info.section != section:
                section = info.section
                self.items.append((y, self.head_h, section))
                y += self.head_h
            self.items.append((y, self.row_h, index))
            y += self.row_h
        paths = [i.path for i in self.infos]
        if keep in paths:
            self.selected = paths.index(keep)
        elif self.focus is not None:
            self.selected = next((i for i, info in enumerate(self.infos) if info.section == self.focus), None)
            self.focus = None
        else:
            self.selected = min(self.selected or 0, len(self.infos) - 1) if self.infos else None
        self.show_selected()

    def build(self) -> None:
        every = self.app.store.list()  # read once for the layout, the list and the filter
        self.total = len(every)
        self.layout()
        self.refresh(every)
        bh = self.button_h()
        y = self.buttons_y
        back_w = self.button_w(words.s("back"), 150)
        self.button((110, y, back_w, bh), words.s("back"), self.back, style="quiet", object_id="back")
        lw = max(self.button_w(words.s(verb), 170) for verb in self.VERBS.values())  # the longest verb fits
        self.load_button = self.button((1170 - lw, y, lw, bh), words.s("load-verb-continue"), self.load_selected, style="primary",
                                       object_id="load")
        dw = self.button_w(words.s("load-delete"), 150)
        self.delete_button = self.button((1170 - lw - 16 - dw, y, dw, bh), words.s("load-delete"), self.delete_selected,
                                         style="danger", object_id="delete", tooltip=words.s("load-delete-tip"))
        uw = self.button_w(words.s("load-undo"), 120)
        self.undo_button = self.button((1170 - lw - dw - 32 - uw, y, uw, bh), words.s("load-undo"), self.undo_delete,
                                       style="quiet", object_id="undo", tooltip=words.s("load-undo-tip"))
        self.build_filter(110 + back_w + 24, y + 4, bh - 8)
        if self.total > MANY:
            text = words.s("load-clear")
            cw = self.button_w(text, 200)
            self.clear_button = self.button((self.list_rect.right - cw, self.list_rect.bottom + 6, cw, 40), text,
                                            self.clear_finished, style="quiet", object_id="clear_finished",
                                            tooltip=words.s("load-clear-tip"))
        self.update_buttons()

    def build_filter(self, x: int, y: int, h: int) -> None:
        """The game filter: a drop-down of "All games" and every game that has saves."""
        every_game = words.s("load-all-games")
        self._filters = {every_game: None}
        games = registry.games()
        for gid in sorted({i.game_id for i in self.every} | ({self.game_filter} - {None})):
            if gid in games:
                self._filters[games[gid].title] = gid
        current = next(t for t, g in self._filters.items() if g == self.game_filter) \
            if self.game_filter in self._filters.values() else every_game
        width = max(self.button_w(t, 150, 17) for t in self._filters) + 30
        room = self.undo_button.rect.x - 24 - x if self.undo_button is not None else width
        width = max(self.button_w(every_game, 150, 17) + 30, min(width, room))  # never over the buttons on its right
        self.filter_menu = gui.elements.UIDropDownMenu(list(self._filters), current, pygame.Rect(x, y, width, h),
                                                              manager=self.app.ui,
                                                              object_id="#game_filter")

    def set_filter(self, game_id: str | None) -> None:
        if game_id != self.game_filter:
            self.game_filter = game_id
            self.selected, self.scroll = None, 0
            self.refresh()
            self.update_buttons()

    def update_buttons(self) -> None:
        info = self.current
        for btn in (self.load_button, self.delete_button):
            if btn is not None:
                btn.enable() if info is not None else btn.disable()
        if self.load_button is not None and info is not None:
            self.load_button.set_text(words.s(self.VERBS[info.section]))
        if self.undo_button is not None:
            self.undo_button.show() if self.app.store.can_undo_delete else self.undo_button.hide()

    @property
    def current(self) -> SaveInfo | None:
        if self.selected is None or not (0 <= self.selected < len(self.infos)):
            return None
        return self.infos[self.selected]

    # ------------------------------------------------------------------ rows and scrolling
    @property
    def content_h(self) -> int:
        return self.items[-1][0] + self.items[-1][1] if self.items else 0

    def clamp_scroll(self) -> None:
        self.scroll = min(max(0, self.scroll), max(0, self.content_h - self.rows_rect().height))

    def show_selected(self) -> None:
        """Scroll so the selected row (and its section's heading, when it is the first) is in view."""
        for k, (y, h, what) in enumerate(self.items):
            if what == self.selected and not isinstance(what, str):
                top = self.items[k - 1][0] if k and isinstance(self.items[k - 1][2], str) else y
                if top < self.scroll:
                    self.scroll = top
                elif y + h > self.scroll + self.rows_rect().height:
                    self.scroll = y + h - self.rows_rect().height
        self.clamp_scroll()

    def row_rect(self, index: int) -> pygame.Rect:
        rr = self.rows_rect()
        for y, h, what in self.items:
            if what == index:
                return pygame.Rect(rr.x, rr.y + y - self.scroll, rr.width - 14, h - 4)
        return pygame.Rect(rr.x, rr.y - 1000, rr.width - 14, self.row_h - 4)

    def row_at(self, pos) -> int | None:
        rr = self.rows_rect()
        if not rr.collidepoint(pos):
            return None
        y = pos[1] - rr.y + self.scroll
        for top, h, what in self.items:
            if top <= y < top + h and not isinstance(what, str):
                return what
        return None

    # ------------------------------------------------------------------ actions
    def select(self, index: int | None) -> None:
        if not self.infos:
            self.selected = None
        else:
            self.selected = None if index is None else min(max(0, index), len(self.infos) - 1)
        self.show_selected()
        self.update_buttons()

    def kept_seats(self) -> list[dict]:
        """The seats this computer took at network games (game/net/invites.py), by a row's path."""
        seats = Invites(paths.saves_dir()).all()
        self.kept = {network_path(i): seat for i, seat in enumerate(seats)}
        return seats

    def load_selected(self) -> None:
        info = self.current
        if info is None:
            return
        if info.section == "finished":
            open_replay(self.app, info.path)
        elif info.section == "network":
            rejoin(self.app, self.kept.get(info.path))
        elif not open_save(self.app, info.path) and self.app.scene is self:
            self.refresh()  # a file that failed to load is listed as damaged, with its reason
            self.update_buttons()

    def delete_selected(self) -> None:
        info = self.current
        if info is None:
            return
        title, text = words.delete_question(info)
        confirm(self.app, title, text, on_confirm=lambda: self._delete([info]), confirm_text=words.s("load-delete"),
                cancel_text=words.s("load-keep-it"), danger=True)

    def clear_finished(self) -> None:
        done = [i for i in self.app.store.list() if i.section == "finished"]
        if not done:
            self.app.toast(words.s("load-nothing-to-clear"))
            return
        confirm(self.app, words.s("load-clear-title"),
                words.clear_finished_question(len(done)),
                on_confirm=lambda: self._delete(done), confirm_text=words.s("load-clear-them"),
                cancel_text=words.s("load-keep-them"), danger=True)

    def _delete(self, infos: list[SaveInfo]) -> None:
        try:
            for info in infos:
                if info.section == "network":  # a seat kept to rejoin: forgotten (the game is its host's)
                    seat = self.kept.get(info.path)
                    if seat is not None:
                        Invites(paths.saves_dir()).forget(seat["url"], seat["code"])
                    continue
                self.app.store.delete(info.path)
        except OSError as err:
            message(self.app, words.s("load-delete-failed"), str(err.strerror or err), error=True)
        self.app.rebuild_scene()  # the list read again, the Undo button, the filter's games, the clear button
        self.app.toast(words.deleted(len(infos)))

    def undo_delete(self) -> None:
        try:
            done = self.app.store.undo_delete()
        except OSError as err:
            message(self.app, words.s("load-undo-failed"), str(err.strerror or err), error=True)
            return
        self.app.rebuild_scene()  # the list read again
        if done:
            self.app.toast(words.s("load-brought-back"))

    def exit(self) -> None:
        self.app.store.empty_trash()  # leaving the screen makes its deletions final
        super().exit()

    # ------------------------------------------------------------------ input
    def handle_event(self, event) -> None:
        if self.app.ui_loaded:
            if event.type == gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.filter_menu:
                self.set_filter(self._filters.get(event.text))
                return
        super().handle_event(event)

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
            self.scroll -= event.y * self.row_h
            self.clamp_scroll()
        elif event.type == pygame.KEYDOWN:
            self.key(event.key)

    def key(self, key: int) -> None:
        n = len(self.infos)
        if not n:
            return
        page = max(1, self.rows_rect().height // self.row_h)
        cur = self.selected if self.selected is not None else -1
        step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}.get(key)
        if step is not None:
            self.select(max(0, cur + step) if cur >= 0 else 0)
        elif key == pygame.K_HOME:
            self.select(0)
        elif key == pygame.K_END:
            self.select(n - 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.load_selected()
        elif key == pygame.K_DELETE:
            self.delete_selected()
