"""The table's toolbar (menu, rules, save, redo, undo, suggest) and the pause menu, each held by the
play scene: ``scene.tools`` (:class:`Toolbar`, its buttons and what each shows now) and
``scene.pause`` (:class:`PauseMenu`, the menu over the table and the screens it opens). Each keeps
its own state and calls the scene's public commands."""
from __future__ import annotations

from game.registry import load_object
from scenes import shell_words as words
from scenes.base import SCREEN
from scenes.menu import MenuScene
from scenes.widgets.button import Button
from scenes.widgets.modal import ModalMenu


class Toolbar:
    """The toolbar's buttons, right-aligned at ``right`` and ``y``."""

    def __init__(self, scene, right: int, y: int) -> None:
        self.scene = scene
        specs = [
            ("menu", "icons/menu.png", "", words.TOOL_MENU_TIP, scene.open_menu),
            ("rules", "icons/rules.png", "", words.TOOL_RULES_TIP, scene.pause.open_rules),
            ("save", "icons/save.png", "", words.TOOL_SAVE_TIP, scene.saving.save),
            ("redo", "icons/redo.png", "", words.TOOL_REDO_TIP, scene.redo),
            ("undo", "icons/undo.png", "", words.TOOL_UNDO_TIP, scene.undo),
            ("suggest", "icons/hint.png", words.SUGGEST, words.TOOL_SUGGEST_TIP, scene.suggestions.request),
        ]
        x = right
        self.buttons: list[Button] = []
        for name, icon, label, tip, fn in specs:
            w = 40 if not label else 112
            x -= w
            self.buttons.append(Button((x, y, w, 36), label, icon, fn, tip, name=name, size=15))
            x -= 6

    def tool(self, name: str) -> Button:
        for b in self.buttons:
            if b.name == name:
                return b
        raise KeyError(name)

    def refresh(self) -> None:
        """What each tool may do now (undo, redo, suggest)."""
        scene = self.scene
        session = scene.session
        live = not scene.replay and scene.curtain is None
        self.tool("undo").enabled = live and session.can_undo(scene.seat)
        self.tool("redo").enabled = live and session.can_redo(scene.seat)
        suggest = self.tool("suggest")
        thinking = scene.suggestions.thinking
        suggest.enabled = scene.players_turn and not thinking
        suggest.label = words.THINKING if thinking else words.SUGGEST


class PauseMenu:
    """The pause menu over the table (Esc), and the screens it opens over the table."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.menu: ModalMenu | None = None  # open while not None

    def open(self) -> None:
        scene = self.scene
        scene.drag.cancel()
        scene.tooltip.clear()
        self.menu = ModalMenu(scene.assets, words.PAUSED, [
            (words.RESUME, None, self.close),
            (words.SAVE_GAME, "icons/save.png", lambda: (self.close(), scene.saving.save())),
            (words.SAVE_A_COPY, "icons/save.png", lambda: (self.close(), scene.saving.save_copy())),
            (words.RULES, "icons/rules.png", lambda: (self.close(), self.open_rules())),
            (words.SETTINGS, "icons/menu.png", lambda: (self.close(), self.open_settings())),
            (words.MAIN_MENU, None, self.to_main_menu),
        ], subtitle=(words.PAUSED_NOT_SAVED if scene.saving.failing else words.PAUSED_SUBTITLE).format(
            title=scene.game.title), screen=SCREEN)
        scene.app.dirty = True

    def close(self) -> None:
        self.menu = None
        self.scene.app.dirty = True

    def _push_scene(self, candidates: list[tuple[str, tuple]]) -> bool:
        """Open the first of ``(\"module:Class\", args)`` that exists (those screens belong to the menus)."""
        app = self.scene.app
        for path, args in candidates:
            try:
                cls = load_object(path)
            except (ImportError, AttributeError):
                continue
            for a in (args, ()):
                try:
                    scene = cls(app, *a)
                except TypeError:
                    continue
                app.push(scene)
                return True
        return False

    def open_rules(self) -> None:
        if not self._push_scene([("scenes.rules_scene:RulesScene", (self.scene.game.id,))]):
            self.scene.app.toast(words.NO_RULES_SCREEN)

    def open_settings(self) -> None:
        if not self._push_scene([("scenes.settings_scene:SettingsScene", ())]):
            self.scene.app.toast(words.NO_SETTINGS_SCREEN)

    def to_main_menu(self, then=None) -> None:
        """Back to the main menu (and ``then()`` there), once the game is safely saved or the player
        says to leave anyway (``saving.leave_table``)."""
        self.menu = None
        app = self.scene.app

        def go() -> None:
            app.reset_to(MenuScene(app))
            if then is not None:
                then()

        self.scene.saving.leave_table(go)


__all__ = ["PauseMenu", "Toolbar"]
