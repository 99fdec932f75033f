"""The app's window: opened at the stored size (or full screen), the 1280x720 logical canvas scaled
into it letterboxed and mouse positions mapped back, settings applied at once. A part of
:class:`client.app.App`."""
from __future__ import annotations

import logging
import os
import sys
import warnings
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

import pygame

from game.paths import assets_dir
from game import text
from game.settings import save_settings

if TYPE_CHECKING:
    import pygame_gui

    from game.save_store import SaveStore
    from game.settings import Settings
    from scenes.assets import Assets

    class AppParts:
        """What the app's parts (:class:`Window`, :class:`client.app_scenes.SceneStack`, :class:`client.app.App`
        itself) read of one another: ``App.__init__`` sets them, and App has ``toast``. For the type
        check only: at run time each part stands on object alone."""

        settings: Settings
        persist_settings: bool
        _stored_settings: dict[str, Any]  # the settings as last stored (``dataclasses.asdict``)
        window: pygame.Surface
        canvas: pygame.Surface  # what scenes draw on: ``_own_canvas``, or the window at the logical size
        _own_canvas: pygame.Surface
        _scaled: pygame.Surface | None  # the canvas scaled to the window, kept between frames
        scale: float
        view_size: tuple[int, int]
        offset: tuple[int, int]
        assets: Assets
        audio: bool
        _ui_scale: int
        _ui: pygame_gui.UIManager | None
        _dialog_ui: pygame_gui.UIManager | None
        scenes: list[Any]  # the scene stack (scenes.base.Scene), the top one last
        dialogs: list[Any]  # modal dialogs over the top scene (scenes.dialogs.Dialog)
        running: bool
        dirty: bool
        _scenes_changed: bool

        def toast(self, message: str, seconds: float = 3.0) -> None: ...

        @property
        def store(self) -> SaveStore: ...
else:
    AppParts = object

LOGICAL_SIZE = (1280, 720)


def log():
    """The client's logger."""
    return logging.getLogger("cempasuchil")


def skip_missing_alsa(cards_file: str = "/proc/asound/cards") -> None:
    """On Linux without a sound card, ask SDL for the sound servers only: SDL would try ALSA last,
    and libasound prints a dozen error lines while it fails. The client falls back to silence when
    no server answers; a player's own ``SDL_AUDIODRIVER`` is left alone."""
    if not sys.platform.startswith("linux") or "SDL_AUDIODRIVER" in os.environ:
        return
    try:
        with open(cards_file, encoding="utf-8") as cards:
            listed = cards.read()
    except OSError:
        listed = ""  # no ALSA in this kernel at all
    if not listed.strip() or "no soundcards" in listed:
        os.environ["SDL_AUDIODRIVER"] = "pipewire,pulseaudio"


def _set_mode(size: tuple[int, int], flags: int) -> pygame.Surface:
    """The window, shown through X11's own images as client.app asks; if this SDL cannot (another
    video driver chosen after all), through its accelerated texture as SDL would by default."""
    try:
        return pygame.display.set_mode(size, flags)
    except pygame.error as err:
        if os.environ.get("SDL_FRAMEBUFFER_ACCELERATION") != "0":
            raise
        log().warning("the window's own framebuffer failed (%s): SDL's accelerated one instead", err)
        _FELL_BACK.append(str(err))
        os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = "1"
        return pygame.display.set_mode(size, flags)


_FELL_BACK: list[str] = []  # why the window's own framebuffer failed, when it did (the log says)


def video_path() -> str:
    """How the window is drawn, for the log: SDL's video driver and the way pictures reach the screen
    (X11's own images, or SDL's accelerated texture: OpenGL on Linux)."""
    driver = pygame.display.get_driver() if pygame.display.get_init() else "none"
    accel = os.environ.get("SDL_FRAMEBUFFER_ACCELERATION", "").lower()
    if driver == "dummy":
        return "dummy (no window)"
    if accel in ("0", "false"):
        way = "X11 images" if driver == "x11" else "SDL's own framebuffer"
    elif accel in ("", "1", "true"):
        way = "OpenGL" if driver in ("x11", "wayland", "kmsdrm") else "SDL's accelerated texture"
    else:
        way = f"SDL's {accel} renderer"
    if _FELL_BACK:
        way += f", as X11 images failed ({_FELL_BACK[-1]})"
    return f"{driver}, {way}"


def _sdl_window():
    """The display module's window as a ``pygame.Window`` (its size and place), or None where this
    pygame cannot say (the dummy driver's pretend window has no place)."""
    if pygame.display.get_surface() is None or pygame.display.get_driver() == "dummy":
        return None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # (pygame-ce prefers Window.get_surface; the display module draws here)
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None


def _on_first_display(position) -> bool:
    """Whether a window's corner is on the first display (whose corner is the origin)."""
    try:
        width, height = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return False
    return 0 <= position[0] < width and 0 <= position[1] < height


class Window(AppParts):
    """The window, the canvas's scale and offset in it, and the settings that change them."""

    def _init_audio(self) -> bool:
        try:
            pygame.mixer.init()
            return True
        except pygame.error:
            return False  # no audio device: sound stays muted

    def _open_window(self, size: tuple[int, int] | None):
        if self.settings.fullscreen and size is None:
            try:
                return _set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:  # no fullscreen mode available: stay windowed
                log().warning("fullscreen is not available here")
                self.settings.fullscreen = False
        if size is None:
            size = self._fit_to_desktop((self.settings.window_width, self.settings.window_height))
        return _set_mode(size, pygame.RESIZABLE)

    @staticmethod
    def _fit_to_desktop(size: tuple[int, int]) -> tuple[int, int]:
        """A stored window size, shrunk (keeping its shape) if this screen is smaller than the one it
        was chosen on. Not on the dummy driver, whose pretend desktop means nothing."""
        if pygame.display.get_driver() == "dummy":
            return size
        try:
            dw, dh = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return size
        w, h = size
        room_w, room_h = int(dw * 0.95), int(dh * 0.9)  # leave space for the title bar and task bar
        if w <= room_w and h <= room_h:
            return size
        k = min(room_w / w, room_h / h)
        return max(640, int(w * k)), max(360, int(h * k))

    def _set_icon(self) -> None:
        icon = assets_dir() / "sprites" / "ui" / "icon.png"
        if icon.exists():
            try:
                pygame.display.set_icon(pygame.image.load(str(icon)))
            except pygame.error:
                pass

    def _update_mapping(self) -> None:
        ww, wh = self.window.get_size()
        lw, lh = LOGICAL_SIZE
        self.scale = min(ww / lw, wh / lh) or 1.0
        self.view_size = (max(1, round(lw * self.scale)), max(1, round(lh * self.scale)))
        self.offset = ((ww - self.view_size[0]) // 2, (wh - self.view_size[1]) // 2)
        self._scaled = None
        # a window of the logical size is drawn on directly (a full-window copy a frame saved)
        canvas = self.window if (ww, wh) == LOGICAL_SIZE else self._own_canvas
        if canvas is not self.canvas:
            if self.canvas is self._own_canvas:  # (an older window's surface may be gone)
                canvas.blit(self.canvas, (0, 0))
            self.canvas = canvas
        self.dirty = True

    def window_resized(self) -> None:
        """The window changed size (the player dragged its border): re-map canvas and mouse."""
        surface = pygame.display.get_surface()
        if surface is None:
            return
        self.window = surface
        if not self.settings.fullscreen:
            w, h = self.window.get_size()
            if w >= 320 and h >= 180:
                self.settings.window_width, self.settings.window_height = w, h
        self._update_mapping()

    def to_logical(self, pos) -> tuple[int, int]:
        """Window pixel position -> logical canvas position."""
        return (int((pos[0] - self.offset[0]) / self.scale), int((pos[1] - self.offset[1]) / self.scale))

    def toggle_fullscreen(self) -> None:
        """F11: full screen, and back to the window as it was (its size and place on the screen)."""
        window = _sdl_window()
        if not self.settings.fullscreen and window is not None:
            self._windowed_at = (tuple(window.size), tuple(window.position))
            if _on_first_display(window.position):  # (without a window manager SDL leaves a full screen where
                window.position = (0, 0)            # the window was: from the display's corner it covers it)
        self.settings.fullscreen = not self.settings.fullscreen
        self.apply_settings(reopen=True)
        window = _sdl_window()
        if window is None:
            return
        if not self.settings.fullscreen and getattr(self, "_windowed_at", None) is not None:
            size, position = self._windowed_at
            window.size = size  # (the system may keep the full screen's size for the new window)
            window.position = position
            surface = pygame.display.get_surface()
            if surface is not None:  # (there is one: the window was just found, _sdl_window)
                self.window = surface
                self._update_mapping()

    def apply_settings(self, reopen: bool = False) -> None:
        """Apply the current settings at once, and store them.

        ``reopen`` re-creates the window (window size or fullscreen changed). A changed UI scale
        reloads the theme with scaled fonts; scenes rebuild their layout in ``settings_changed``.
        """
        self.settings.clamp()
        if reopen:
            self.window = self._open_window(None)
            self._update_mapping()
        if self.audio:
            try:
                pygame.mixer.music.set_volume(self.settings.volume / 100)
            except pygame.error:
                pass
        self.assets.apply_settings(self.settings)
        if self.settings.language and self.settings.language != text.language() and not text.forced():
            text.set_language(self.settings.language)  # every screen says its words again (settings_changed)
        if self.settings.ui_scale != self._ui_scale:
            self._ui_scale = self.settings.ui_scale
            if self._ui is not None:  # else it is made with the new scale
                self.assets.reload_theme(self._ui)
            if self._dialog_ui is not None:
                self.assets.reload_theme(self._dialog_ui)
        self.save_settings()
        for scene in self.scenes:
            scene.settings_changed()
        self.dirty = True

    def save_settings(self) -> None:
        """Store the settings (unless this app was told not to, as in tests and shots)."""
        if self.persist_settings:
            self._stored_settings = asdict(self.settings)
            try:
                save_settings(self.settings)
            except OSError as err:
                log().warning("settings not saved: %s", err)
                self.toast(text.say(text.Msg("settings-not-saved", reason=str(err.strerror or err))))

    def present(self) -> None:
        if self.window is None:
            return
        if self.canvas is self.window:
            pass
        elif self.scale == 1.0 and self.offset == (0, 0):
            self.window.blit(self.canvas, (0, 0))
        else:
            if self._scaled is None or self._scaled.get_size() != self.view_size:
                self._scaled = pygame.Surface(self.view_size).convert()
                self.window.fill((8, 4, 16))
            pygame.transform.smoothscale(self.canvas, self.view_size, self._scaled)
            self.window.blit(self._scaled, self.offset)
        pygame.display.flip()
