"""The table's toolbar (menu, rules, save, redo, undo, suggest), what undo and redo do, the
suggestion card's buttons and the pause menu. A part of :class:`scenes.play.PlayScene`."""
from __future__ import annotations

from game.registry import load_object
from scenes import shell_words as words
from scenes.base import SCREEN
from scenes.widgets.button import Button
from scenes.widgets.modal import ModalMenu


class Toolbar:
    """The toolbar's tools and the pause menu (``toolbar``, ``suggest_buttons``, ``menu``)."""

    def _build_toolbar(self) -> None:
        specs = [
            ("menu", "icons/menu.png", "", "Menu (Esc): resume, save, rules, settings, main menu", self.open_menu),
            ("rules", "icons/rules.png", "", "Rules of the game", self.open_rules),
            ("save", "icons/save.png", "", "Save the game (Ctrl+S)", self.saving.save),
            ("redo", "icons/redo.png", "", "Redo (Ctrl+Y)", self.redo),
            ("undo", "icons/undo.png", "", "Undo (Ctrl+Z)", self.undo),
            ("suggest", "icons/hint.png", words.SUGGEST, "Suggest a move (H): the helper looks for a good one",
             self.suggestions.request),
        ]
        x = self.toolbar_right
        self.toolbar = []
        for name, icon, label, tip, fn in specs:
            w = 40 if not label else 112
            x -= w
            self.toolbar.append(Button((x, self.toolbar_y, w, 36), label, icon, fn, tip, name=name, size=15))
            x -= 6

    def tool(self, name: str) -> Button:
        for b in self.toolbar + self.buttons + self.suggest_buttons:
            if b.name == name:
                return b
        raise KeyError(name)

    def refresh_toolbar(self) -> None:
        session = self.session
        live = not self.replay and self.curtain is None
        self.tool("undo").enabled = live and session.can_undo(self.seat)
        self.tool("redo").enabled = live and session.can_redo(self.seat)
        suggest = self.tool("suggest")
        suggest.enabled = self.players_turn and not self.thinking
        suggest.label = words.THINKING if self.thinking else words.SUGGEST
        for b in self.suggest_buttons:
            b.visible = self.suggestion is not None
        self.refresh_buttons()

    def all_buttons(self) -> list[Button]:
        return self.coach_buttons_now() + self.toolbar + self.buttons + self.suggest_buttons

    def undo(self) -> None:
        self._undo_or_redo("undo", self.session.can_undo, self.session.undo, self._nothing_to_undo)

    def redo(self) -> None:
        self._undo_or_redo("redo", self.session.can_redo, self.session.redo, lambda: self.app.toast("Nothing to redo."))

    def _undo_or_redo(self, cause: str, can, do, nothing) -> None:
        """Undo or redo (``cause``) the seat's own move with ``do``, if ``can`` allows; else ``nothing()`` says why."""
        if self.drag.dragging:
            self.drag.cancel()
        if self.replay or self.curtain is not None:
            return
        if not can(self.seat):
            nothing()
            return
        self.machines.cancel()
        do(self.seat)
        self.coach_undone(cause)
        self.saving.autosave()
        self.after_move(cause, [])

    def _nothing_to_undo(self) -> None:
        log_ = self.session.log
        since = log_ and log_[-1].seat != self.seat and len(log_) > self.session.undo_floor
        self.app.toast(words.nothing_to_undo(self.seat_name(log_[-1].seat) if since else None, bool(log_)))

    def open_menu(self) -> None:
        self.drag.cancel()
        self.tooltip.clear()
        self.menu = ModalMenu(self.assets, "Paused", [
            ("Resume", None, self.close_menu),
            ("Save game", "icons/save.png", lambda: (self.close_menu(), self.saving.save())),
            ("Save a copy\u2026", "icons/save.png", lambda: (self.close_menu(), self.saving.save_copy())),
            ("Rules", "icons/rules.png", lambda: (self.close_menu(), self.open_rules())),
            ("Settings", "icons/menu.png", lambda: (self.close_menu(), self.open_settings())),
            ("Main menu", None, self.to_main_menu),
        ], subtitle=(words.PAUSED_NOT_SAVED if self.saving.failing else words.PAUSED_SUBTITLE).format(
            title=self.game.title), screen=SCREEN)
        self.app.dirty = True

    def close_menu(self) -> None:
        self.menu = None
        self.app.dirty = True

    def _push_scene(self, candidates: list[tuple[str, tuple]]) -> bool:
        """Open the first of ``(\"module:Class\", args)`` that exists (those screens belong to the menus)."""
        for path, args in candidates:
            try:
                cls = load_object(path)
            except (ImportError, AttributeError):
                continue
            for a in (args, ()):
                try:
                    scene = cls(self.app, *a)
                except TypeError:
                    continue
                self.app.push(scene)
                return True
        return False

    def open_rules(self) -> None:
        if not self._push_scene([("scenes.rules_scene:RulesScene", (self.game.id,))]):
            self.app.toast("The rules screen is not available in this build.")

    def open_settings(self) -> None:
        if not self._push_scene([("scenes.settings_scene:SettingsScene", ())]):
            self.app.toast("The settings screen is not available in this build.")

    def to_main_menu(self, then=None) -> None:
        """Back to the main menu (and ``then()`` there), once the game is safely saved or the player
        says to leave anyway (``saving.leave_table``)."""
        self.menu = None

        def go() -> None:
            from scenes.menu import MenuScene

            self.app.reset_to(MenuScene(self.app))
            if then is not None:
                then()

        self.saving.leave_table(go)

