"""The app's scene stack (push, pop, replace, back to the menu, a game's table) and the modal
dialog on top of it. A part of :class:`client.app.App`."""
from __future__ import annotations

from client.app_window import AppParts, log
from game.datafiles import DataError
from scenes import shell_words as words


class SceneStack(AppParts):
    """The scenes (the top one is shown and gets the input) and the modal dialogs over them."""

    hosting = None  # the network game this window hosts (game.net.hosting.Hosting), while it is open
    guest = None  # the seat of a network game this window plays (game.net.guest_session.GuestSession)

    def host_game(self, hosting) -> bool:
        """Open ``hosting`` to guests (the lobby that shows it is the caller's: ``scenes.lobby.host``); a
        toast and False when this computer cannot listen."""
        self.close_network()
        try:
            hosting.open(kept=self.store.flush)  # (a guest is shown a move once it is saved here)
        except OSError as err:
            log().warning("cannot host a network game: %s", err)
            self.toast(words.s("lobby-listen-failed", error=str(err.strerror or err)))
            return False
        self.hosting = hosting
        return True

    def join_game(self, guest) -> None:
        """Keep the seat of a network game this window joined (any other network game is left); the
        Join screen then shows its lobby, or its table once the host has started."""
        if self.guest is not guest:
            self.close_network()
        self.guest = guest

    def close_network(self) -> None:
        """Stop hosting (the game stays saved) and leave any game joined: the window no longer listens
        nor holds a connection (back at the menu, or another game opened)."""
        hosting, self.hosting = self.hosting, None
        guest, self.guest = self.guest, None
        if hosting is not None:
            hosting.close()
        if guest is not None:
            guest.close()

    close_hosting = close_network

    @property
    def scene(self):
        return self.scenes[-1] if self.scenes else None

    def _clear_ui(self) -> None:
        self.close_dialogs()
        if self._ui is not None:
            self._ui.clear_and_reset()

    def push(self, scene) -> None:
        left = self.scene is not None
        if left:
            self.scene.exit()
        self._clear_ui()
        self.scenes.append(scene)
        scene.enter()
        self.dirty = True
        # memory is given back once the next frame is drawn, after a scene has left (the first scene of
        # a start leaves nothing: the menu's first frame does not wait for a collection)
        self._scenes_changed = self._scenes_changed or left

    def pop(self) -> None:
        if self.scene is not None:
            self.scene.exit()
            self.scenes.pop()
        self._clear_ui()
        if self.scene is not None:
            self.scene.enter()
        else:
            self.running = False
        self.dirty = self._scenes_changed = True

    def replace(self, scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.scene is not None:
            self.scene.exit()
            self.scenes.pop()
        self._clear_ui()
        self.scenes.append(scene)
        scene.enter()
        self.dirty = self._scenes_changed = True

    def reset_to(self, scene) -> None:
        """Drop every scene and show ``scene`` alone (e.g. back to the main menu)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def rebuild_scene(self) -> None:
        """Throw away the top scene's UI elements and let it build them again (after a re-layout)."""
        self._clear_ui()
        if self.scene is not None:
            self.scene.enter()
        self.dirty = True

    def play_scene(self, game):
        """What makes the play scene of ``game`` (:func:`scenes.tables.play_scene`): the scenes that show
        a game (a replay, an end screen's next game) are given it by the app, which assembles the
        screens, rather than importing the play scene that leads back to them."""
        # (here: the tables, and the game registry with them, load after the menu has started decoding its
        # pictures, which the client's start overlaps with these imports; see scenes.menu.guided)
        from scenes.tables import play_scene

        return play_scene(game)

    def open_session(self, session) -> bool:
        """Show ``session`` in its game's play scene, directly above the root scene (the menu).

        The play scene is imported only now; if it cannot be (a build without it), the player
        gets a message and nothing changes. Returns whether the game is now on screen.
        """
        try:
            scene_cls = self.play_scene(session.game)
        except (ImportError, AttributeError) as err:
            log().warning("cannot open the %s table: %s", session.game.id, err)
            self.toast(words.s("table-not-available", title=session.game.title))
            return False
        hosted = self.hosting is not None and self.hosting.session is session
        if session is not self.guest and not hosted:
            self.close_network()  # another game: the network game is left (a hosted one stays saved)
        scene = scene_cls(self, session)
        keep = 1 if self.scenes and getattr(self.scenes[0], "name", "") == "menu" else 0
        while len(self.scenes) > keep:
            self.scenes.pop().exit()
        self.push(scene)
        return True

    def open_tutorial(self, game) -> bool:
        """Start ``game``'s guided first game: a new one each time, in a save of its own (a game the
        player has in progress is never touched). Returns whether it is on screen."""
        from game import tutorial  # (as the tables: loaded after the menu has started decoding its pictures)

        try:
            script = tutorial.load(game)
        except (DataError, OSError) as err:
            log().error("the guided game of %s cannot be read: %s", game.id, err)
            self.toast(words.LEARN_CANNOT_OPEN.format(game=game.title))
            return False
        session = tutorial.new_session(script)
        session.tutorial = {"step": 0}
        return self.open_session(session)

    @property
    def dialog(self):
        """The modal dialog on top, if any: it gets every input event until it closes."""
        return self.dialogs[-1] if self.dialogs else None

    def open_dialog(self, dialog) -> None:
        """Show ``dialog`` (scenes.dialogs.Dialog); one at a time, so an open one is closed first."""
        for old in list(self.dialogs):
            self.close_dialog(old)
        self.dialogs.append(dialog)
        self.dirty = True

    def close_dialog(self, dialog) -> None:
        if dialog in self.dialogs:
            self.dialogs.remove(dialog)
        dialog.kill()
        self.dirty = True

    def close_dialogs(self) -> None:
        for dialog in list(self.dialogs):
            self.close_dialog(dialog)
        if self._dialog_ui is not None:
            self._dialog_ui.clear_and_reset()
