"""The application: window, logical canvas, scene stack and main loop (the window is
:mod:`client.app_window`'s part of :class:`App`, the scene stack and dialogs :mod:`client.app_scenes`').

Everything is drawn on a 1280x720 logical canvas and scaled to the window (letterboxed), so
scenes only ever think in logical pixels; mouse positions are mapped back the same way.
"""
from __future__ import annotations

import os
import platform
import sys
import time
import warnings
from dataclasses import asdict
from typing import TYPE_CHECKING, Any, Callable

from game import DESKTOP_ID

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# the window's class and application id (what a taskbar and the desktop entry match, the desktop
# entry's own name), from source as from the bundle; without them it is the script's name
os.environ.setdefault("SDL_APP_ID", DESKTOP_ID)
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", DESKTOP_ID)
# on X11, SDL2 would show the window's pictures through an OpenGL texture: the GL driver then adds
# ~95 MB of resident memory and ~75 ms to the window's opening (measured under Mesa), for a client
# that draws every picture itself. X11's own shared-memory images do the same job. If this SDL has
# no such path the window opens the other way (``Window._open_window``).
if sys.platform.startswith("linux") and os.environ.get("SDL_VIDEODRIVER", "x11") == "x11":
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")

import pygame  # noqa: E402

from client.app_scenes import SceneStack  # noqa: E402
from client.app_window import LOGICAL_SIZE, Window, log, skip_missing_alsa, video_path  # noqa: E402
from game import APP_NAME, __version__, memory, text  # noqa: E402
from game.paths import assets_dir, saves_dir, user_log_dir  # noqa: E402
from game.settings import Settings, read_settings  # noqa: E402
from scenes import gui  # noqa: E402
from scenes.assets import Assets  # noqa: E402
from scenes.audio import ui_event  # noqa: E402
from scenes import shell_words  # noqa: E402
from scenes.menu import MenuScene  # noqa: E402

if TYPE_CHECKING:
    from game.ai.driver import BotDriver
    from game.saves import SaveStore


_MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
_INPUT_EVENTS = _MOUSE_EVENTS + (pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT,
                                 pygame.TEXTEDITING)


_UI_MANAGER_CLASS = None


def _ui_manager_class():
    """``ScaledUIManager``: a pygame_gui UIManager that maps window mouse positions to the logical
    canvas (scale + letterbox). Defined on first use: ``import pygame_gui`` takes about 0.1 s, which
    the client's start spends after its first frame (see ``App(quick_start=True)``)."""
    global _UI_MANAGER_CLASS
    if _UI_MANAGER_CLASS is None:
        class ScaledUIManager(gui.UIManager):
            app: "App"

            def calculate_scaled_mouse_position(self, position):
                return self.app.to_logical(position)

        _UI_MANAGER_CLASS = ScaledUIManager
    return _UI_MANAGER_CLASS


def __getattr__(name: str):
    if name == "ScaledUIManager":
        return _ui_manager_class()
    raise AttributeError(name)


def _new_ui_manager(app: "App", theme: dict):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ui = _ui_manager_class()(LOGICAL_SIZE, theme, enable_live_theme_updates=False)
    ui.app = app
    app.assets.preload_ui_fonts(ui, theme)
    return ui


class App(Window, SceneStack):
    """Owns the window, the canvas, the UI manager, settings, saves and the scene stack."""

    def __init__(self, *, settings: Settings | None = None, store: SaveStore | None = None,
                 window_size: tuple[int, int] | None = None, persist_settings: bool = True,
                 quick_start: bool = False):
        """``quick_start`` (the client's start, :func:`run`): open the window and draw the first frame
        before loading what that frame does not need. pygame_gui and its UI manager are loaded, and the
        rest of pygame (sound) started, in the idle time after the first frame (:meth:`warm_up`): the
        main menu needs neither (its buttons are the shell's own, scenes/widgets/shell_button.py).
        Without it (tests, shots, benchmarks) everything is ready here."""
        pygame.display.init()
        pygame.font.init()
        self.settings_problem: str | None = None  # what was wrong with settings.json (then reset)
        if settings is None:
            settings, self.settings_problem = read_settings()
        self.settings = settings
        text.set_language(text.forced() or settings.language or text.DEFAULT)
        self._stored_settings = asdict(self.settings)
        self.persist_settings = persist_settings
        pygame.display.set_caption(APP_NAME)
        self._set_icon()  # before the window opens: else pygame loads its own icon (and zipfile) for it
        self.window = self._open_window(window_size)
        self._own_canvas = pygame.Surface(LOGICAL_SIZE).convert()
        self.canvas = self._own_canvas  # what scenes draw on: the window itself when it has the logical size
        self._scaled: pygame.Surface | None = None
        self._update_mapping()
        self._store = store
        self.assets = Assets(assets_dir(), self)
        self.assets.apply_settings(self.settings)
        self._ui_scale = self.settings.ui_scale
        self._ui = None  # the pygame_gui UIManager (``ui``), made on first use
        self.audio = False
        self._started = False  # the rest of pygame and the sound (``finish_start``)
        self._warm_up = self._warm_up_steps() if quick_start else None
        # the client decodes a table's sprites in the background when it opens (a card first shown
        # mid-game then costs its frame no file read); tests and shots draw too few frames to gain
        self.prefetch_sprites = quick_start
        # the client gives memory back after a scene leaves (game.memory); tests and shots change
        # scenes hundreds of times and would spend their time collecting
        self.release_memory = quick_start
        self._scenes_changed = False
        self.dialogs: list[Any] = []  # modal dialogs over the top scene (scenes.dialogs.Dialog)
        self._dialog_ui = None
        self.scenes: list[Any] = []
        self.running = True
        self.dirty = True
        self.clock = pygame.time.Clock()
        self.frame_times: list[float] = []  # work time of recent frames, seconds (benchmarks read it)
        self._after_first_frame: list[Callable[[], Any]] = []
        self._bot_driver: BotDriver | None = None
        self.toasts: list[tuple[str, float]] = []
        if not quick_start:
            self.finish_start()
            self._ui = _new_ui_manager(self, self.assets.theme_data())

    # ------------------------------------------------------------ start-up
    def finish_start(self) -> None:
        """Start the rest of pygame and the sound (the first frame needs only the window and fonts)."""
        if self._started:
            return
        self._started = True
        skip_missing_alsa()
        pygame.init()
        try:  # no game pad support; with the joystick subsystem up SDL polls instead of sleeping when idle
            pygame.joystick.quit()
        except pygame.error:
            pass
        self.audio = self._init_audio()

    @property
    def ui(self):
        """The pygame_gui UIManager of the scenes, made (pygame_gui imported) on first use."""
        if self._ui is None:
            self._ui = _new_ui_manager(self, self.assets.theme_data())
        return self._ui

    @property
    def ui_loaded(self) -> bool:
        """Whether pygame_gui and the UI manager are loaded (the main menu needs neither)."""
        return self._ui is not None

    @property
    def store(self) -> SaveStore:
        """The saves (``game.saves.SaveStore`` of the user's saves folder), opened on first use."""
        if self._store is None:
            # (here: the menu reads the saves once it has started decoding its pictures: this import overlaps that)
            from game.saves import SaveStore

            self._store = SaveStore(saves_dir())
        return self._store

    @store.setter
    def store(self, store: SaveStore) -> None:
        self._store = store

    def after_first_frame(self, fn: Callable[[], Any]) -> None:
        """Have ``fn`` called in the first idle moment after the first frame (quick start; else now)."""
        if self._warm_up is None:
            fn()
        else:
            self._after_first_frame.append(fn)

    def _warm_up_steps(self):
        """What the quick start leaves for later, a step per idle moment of the frame loop: what was
        asked for after the first frame (the log file), the rest of pygame and the sound, the import of
        pygame_gui, its UI manager with the theme and fonts."""
        for fn in self._after_first_frame:
            yield fn()
        self.finish_start()
        yield None
        yield _ui_manager_class()
        yield self.ui

    def warm_up(self) -> bool:
        """Take the next warm-up step (see ``quick_start``); False when there is nothing left to do."""
        if self._warm_up is None:
            return False
        if next(self._warm_up, StopIteration) is StopIteration:
            self._warm_up = None
            return False
        return True

    # ------------------------------------------------------------ the dialogs' UI and toasts
    @property
    def dialog_ui(self):
        """A second UI manager, drawn above the scene (and its overlay), for modal dialogs."""
        if self._dialog_ui is None:
            self._dialog_ui = _new_ui_manager(self, self.assets.theme_data())
        return self._dialog_ui

    def quit(self) -> None:
        self.running = False

    def _logical(self, event):
        """A pointer event at its place on the logical canvas (the window may be scaled); others as they are."""
        if event.type not in _MOUSE_EVENTS:
            return event
        attrs = dict(event.dict)
        attrs["pos"] = self.to_logical(event.pos)
        if "rel" in attrs:
            attrs["rel"] = (event.rel[0] / self.scale, event.rel[1] / self.scale)
        return pygame.event.Event(event.type, attrs)

    def request_quit(self) -> None:
        """The window's close box (or the system asking the program to end): a table whose game
        cannot be saved asks the player first (scenes.play_saving); else the program ends."""
        table = next((s for s in reversed(self.scenes) if hasattr(s, "leave_table")), None)
        if table is None:
            self.quit()
        else:
            table.leave_table(self.quit)

    def toast(self, message: str, seconds: float = 3.0) -> None:
        """Show a short message over the current scene (the same message again shows once, for longer)."""
        self.toasts = [(m, t) for m, t in self.toasts if m != message] + [(message, time.monotonic() + seconds)]
        self.dirty = True

    # ------------------------------------------------------------ background work
    @property
    def bot_driver(self):
        """The bot worker (a separate process), started on first use."""
        if self._bot_driver is None:
            from game.ai.driver import BotDriver  # multiprocessing (heavy) loads when a bot first plays

            self._bot_driver = BotDriver()
        return self._bot_driver

    def shutdown(self) -> None:
        """Stop background work: the bot worker, pictures still being made, a network
        game hosted or joined (the host's game is saved first); the autosaves still being written are
        finished first."""
        if self._store is not None:
            self._store.flush()
        self.close_network()
        self.assets.settle()
        if self._bot_driver is not None:
            self._bot_driver.shutdown()
            self._bot_driver = None

    def handle_event(self, event) -> None:
        if event.type == pygame.QUIT:
            self.request_quit()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            self.window_resized()
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED):
            self.dirty = True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type >= pygame.USEREVENT:  # pygame_gui's own events (button presses...) are user events
            self.dirty = True
            if self._ui is not None:
                ui_event(self, event)  # a click for every pygame_gui button press
        dialog = self.dialog
        if dialog is not None:
            consumed = self.dialog_ui.process_events(event)
            if event.type in _INPUT_EVENTS:
                self.dirty = True
                if not consumed and not dialog.handle_event(self._logical(event)) and event.type == pygame.KEYDOWN:
                    dialog.handle_key(event)
                return  # the scene under a modal dialog gets no input
            if dialog.handle_event(event):
                return
            consumed = False
        else:  # before pygame_gui has loaded there is no UI manager: the scene gets everything
            consumed = self._ui.process_events(event) if self._ui is not None else False
        scene = self.scene
        if scene is None:
            return
        if event.type in _MOUSE_EVENTS:
            self.dirty = True
            if consumed and event.type != pygame.MOUSEMOTION:
                return
            scene.handle_event(self._logical(event))
        elif event.type == pygame.MOUSEWHEEL:
            self.dirty = True
            if not consumed:
                scene.handle_event(event)
        elif event.type in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT):
            self.dirty = True
            if not consumed:
                scene.handle_event(event)
        else:
            scene.handle_event(event)

    def step(self, dt: float) -> bool:
        """Update the top scene and the UI; return True if anything is animating."""
        now = time.monotonic()
        if self.toasts and any(t <= now for _, t in self.toasts):
            self.toasts = [(m, t) for m, t in self.toasts if t > now]
            self.dirty = True
        animating = bool(self.toasts)
        scene = self.scene
        if scene is not None and scene.update(dt):
            animating = True
            self.dirty = True
        ui = self.dialog_ui if self.dialogs else self._ui
        if ui is not None:
            ui.update(dt)
            if any(type(e).__name__.startswith("UITextEntry") for e in ui.get_focus_set() or ()):
                animating = True  # text cursors blink (other focused widgets need no frames)
        return animating

    def draw(self) -> None:
        """Draw the top scene, the UI and toasts on the canvas, then scale it to the window."""
        scene = self.scene
        if scene is not None:
            scene.draw(self.canvas)
            scene.draw_shell_buttons(self.canvas)
        if self._ui is not None:
            self._ui.draw_ui(self.canvas)
        if scene is not None:
            scene.draw_overlay(self.canvas)
            scene.draw_shell_tooltips(self.canvas)
        if self.dialogs:
            self.dialogs[-1].draw(self.canvas)
            self.dialog_ui.draw_ui(self.canvas)
        if self.toasts:
            self.assets.draw_toasts(self.canvas, [m for m, _ in self.toasts],
                                    avoid=scene.toast_avoid() if scene is not None and not self.dialogs else ())
        self.present()

    def frame(self, dt: float, events: list) -> bool:
        """One frame of work: events, update, draw if needed. Returns whether it animates."""
        t0 = time.perf_counter()
        for event in events:
            self.handle_event(event)
        animating = self.step(dt)
        drew = False
        if self.dirty or animating:
            self.dirty = False
            self.draw()
            drew = True
        if drew:
            self.frame_times.append(time.perf_counter() - t0)
            if len(self.frame_times) > 2000:
                del self.frame_times[:1000]
            if self._scenes_changed:  # after the new scene's first frame is on screen
                self._scenes_changed = False
                if self.release_memory:
                    memory.release()
        return animating

    def run(self, smoke_frames: int = 0, ready_file: str | None = None) -> int:
        """The main loop. Idle (nothing animating, no input) it sleeps in ``event.wait``; before that,
        the moments without input go to the quick start's warm-up (:meth:`warm_up`).

        ``smoke_frames``: draw that many frames (without waiting for input), then return.
        ``ready_file``: written once the first frame is on screen (end-to-end tests wait for it).
        """
        frames = 0
        animating = True
        last = time.monotonic()
        while self.running:
            if smoke_frames:
                self.dirty = True
            if frames == 0:
                events = pygame.event.get()  # the first frame waits for nothing
            elif animating or self.dirty or self._warm_up is not None:
                events = pygame.event.get()
                self.clock.tick(60)
            else:
                first = pygame.event.wait(500)
                events = ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
            now = time.monotonic()
            dt, last = min(now - last, 0.1), now
            animating = self.frame(dt, events)
            frames += 1
            if frames == 1 and (smoke_frames or ready_file):
                # the real menu, drawn and taking input (benchmarks and end-to-end tests wait for these;
                # a player's start prints nothing)
                print("first frame drawn", flush=True)
                print("ready for input", flush=True)
                if ready_file:
                    with open(ready_file, "w") as f:
                        f.write("ready\n")
            if smoke_frames and frames >= smoke_frames:
                break
            if self._warm_up is not None and not events:
                self.warm_up()
        for scene in reversed(self.scenes):
            scene.exit()
        self.shutdown()
        if self._stored_settings != asdict(self.settings):
            self.save_settings()  # keeps the window size the player dragged to
        return 0


def setup_logging() -> None:
    """Log to a rotated file in the user log dir (windowed builds have no console): the session's
    start, its warnings (Python's ``warnings`` too, pygame_gui's among them) and errors. Only errors
    also go to stderr, so a normal start prints nothing."""
    import logging.handlers  # (here: logging and its handlers, a few ms, load after the first frame)

    handlers: list[logging.Handler] = []
    try:
        handlers.append(logging.handlers.RotatingFileHandler(
            user_log_dir() / "cempasuchil.log", maxBytes=512_000, backupCount=2, encoding="utf-8"))
    except OSError:
        pass
    if sys.stderr is not None:
        loud = logging.StreamHandler()
        loud.setLevel(logging.ERROR)
        handlers.append(loud)
    logging.basicConfig(level=logging.INFO, handlers=handlers, force=True,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.captureWarnings(True)
    log().info("started: %s %s (%s), Python %s, pygame-ce %s (SDL %s), %s; video: %s", APP_NAME, __version__,
               "bundle" if getattr(sys, "frozen", False) else "source", platform.python_version(),
               pygame.version.ver, ".".join(map(str, pygame.get_sdl_version())), platform.platform(), video_path())


def run(smoke_frames: int = 0, ready_file: str | None = None) -> int:
    """Start the client at the main menu (the log file is opened once the menu is on screen)."""
    app = None
    try:
        app = App(quick_start=True)
        app.after_first_frame(setup_logging)
        app.push(MenuScene(app))
        if app.settings_problem:  # told once: the damaged file is moved aside
            app.toast(shell_words.SETTINGS_RESET, 8.0)
            app.after_first_frame(lambda: log().warning("%s", app.settings_problem))
        return app.run(smoke_frames=smoke_frames, ready_file=ready_file)
    except Exception:
        setup_logging()  # in case the start did not get as far
        log().exception("the game stopped on an unexpected error")
        raise
    finally:
        if app is not None and app._store is not None:
            app._store.flush()  # an autosave still being written is finished, even after an error
        pygame.quit()
