"""Shared test set-up: headless SDL, a throw-away CEMPASUCHIL_HOME for every test, an ``app`` fixture.

The environment variables are set before anything imports pygame: without the audio line SDL
prints ALSA errors and the mixer silently stays off; without the video line tests need a screen.
"""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def cempasuchil_home(tmp_path, monkeypatch):
    """Point saves, settings and logs at a temporary folder: tests never touch the player's files."""
    home = tmp_path / "cempasuchil-home"
    home.mkdir()
    monkeypatch.setenv("CEMPASUCHIL_HOME", str(home))
    return home


def visible_buttons(app) -> list:
    """The shell's buttons on screen: the top dialog's, else the top scene's."""
    owner = app.dialogs[-1].row if app.dialogs else getattr(app.scene, "buttons", None)
    return [b for b in (owner or ()) if b.alive() and b.visible]


def first_game():
    """The game a shared test plays when it needs some game: the first registered (the menu's first).
    Its first mode has one seat (the solo game) and another seats two to four."""
    from game import registry

    return next(iter(registry.games().values()))


def table_mode(game) -> str:
    """The id of ``game``'s first mode that seats two or more players."""
    return next(m.id for m in game.modes if m.players[1] >= 2)


@pytest.fixture
def table(app):
    """The app for a game's table: no animations, the automatons' moves at once, no sound."""
    app.settings.animation_speed = "off"
    app.settings.automaton_speed = "instant"
    app.audio = False
    return app


@pytest.fixture
def app(cempasuchil_home):
    """A headless App with a 1280x720 window that does not store its settings."""
    from client.app import App

    from game import registry

    application = App(persist_settings=False, window_size=(1280, 720))
    # as for a player who has started every game before: a tile opens the new-game dialog at once
    # (tests/test_tutorial_menu.py clears it to see the first start's offer of a guided game)
    application.settings.offered = sorted(registry.games())
    yield application
    for scene in reversed(application.scenes):
        try:
            scene.exit()
        except Exception:  # a test may leave a scene half-built; cleanup must not hide its result
            pass
    application.shutdown()


def settle_thinking(app, timeout: float = 300.0) -> None:
    """Block until every bot decision in flight (an AI seat's move, a suggestion) has its answer.

    The bots think in a worker process; a test stepping frames must not race it (on a slow machine
    hundreds of frames pass before the worker answers). The timeout only guards against a hang."""
    import concurrent.futures

    for scene in list(app.scenes):
        jobs = getattr(scene, "jobs_in_flight", None)
        for job in jobs() if jobs is not None else ():
            future = getattr(job, "future", None)
            if future is not None and not getattr(job, "cancelled", False):
                concurrent.futures.wait([future], timeout=timeout)


def frame(app, events=(), dt: float = 1 / 60) -> None:
    """One frame of ``app`` with ``events``, after any bot decision in flight has been answered: a
    number of frames then means the same on every machine."""
    settle_thinking(app)
    app.frame(dt, list(events))


class Driver:
    """Drives an App the way a player would: real pygame events posted at window positions."""

    def __init__(self, app):
        self.app = app

    def pump(self, frames: int = 3, dt: float = 1 / 60) -> None:
        import pygame

        for _ in range(frames):
            self.app.frame(dt, pygame.event.get())

    def window_pos(self, logical) -> tuple[int, int]:
        """A logical (1280x720 canvas) position -> the window pixel showing it."""
        a = self.app
        return (round(a.offset[0] + (logical[0] + 0.5) * a.scale), round(a.offset[1] + (logical[1] + 0.5) * a.scale))

    def post(self, type_, **attrs) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(type_, attrs))

    def click(self, logical, button: int = 1, frames: int = 3) -> None:
        import pygame

        pos = self.window_pos(logical)
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.pump(frames)

    def key(self, key: int, mod: int = 0, unicode: str = "", frames: int = 3) -> None:
        import pygame

        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        self.pump(frames)

    def type_text(self, text: str) -> None:
        import pygame

        for ch in text:
            self.post(pygame.TEXTINPUT, text=ch)
        self.pump(3)

    def ui(self):
        return self.app.dialog_ui if self.app.dialogs else self.app.ui

    def buttons(self) -> list:
        """The shell's buttons on screen, then pygame_gui's (a drop-down's own button)."""
        from pygame_gui.elements import UIButton

        gui = [e for e in self.ui().get_sprite_group().sprites() if isinstance(e, UIButton) and e.alive() and e.visible]
        return visible_buttons(self.app) + gui

    def find_button(self, text: str | None = None, object_id: str | None = None):
        for b in self.buttons():
            if text is not None and b.text == text:
                return b
            if object_id is not None and f"#{object_id}" in b.object_ids:
                return b
        names = [b.text for b in self.buttons()]
        raise LookupError(f"no button {text or object_id!r}; showing: {names}")

    def click_button(self, text: str | None = None, object_id: str | None = None, frames: int = 3) -> None:
        button = self.find_button(text, object_id)
        self.click(button.rect.center, frames=frames)


@pytest.fixture
def driver(app):
    return Driver(app)
