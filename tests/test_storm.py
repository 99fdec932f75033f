"""A storm of random input over every screen reachable from the main menu: nothing may raise.

Clicks (on buttons and anywhere), drags, wheel turns, key presses (Esc, Enter, Ctrl+Z, Ctrl+Y,
Ctrl+S, F11, arrows, letters...), typed text and window resizes, for ``STORM_SECONDS`` seconds
(default 60), headless, with a fixed seed (``STORM_SEED``). The storm visits each screen in turn
(menu, new game, load, settings, rules, the play scene and its end screen when they exist) and
then lets the random input wander wherever it leads.
"""
from __future__ import annotations

import os
import random
import time

import pygame
import pytest

from game import registry
from game.session import Session
from scenes.load import LoadScene
from scenes.load_shots import make_sample_saves, sample_session
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene
from scenes.rules_scene import RulesScene
from scenes.settings_scene import SettingsScene
from scenes.tables import end_class, table_class

STORM_SECONDS = float(os.environ.get("STORM_SECONDS", "60"))
STORM_SEED = int(os.environ.get("STORM_SEED", "1729"))

KEYS = ([pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_F11, pygame.K_F1, pygame.K_UP, pygame.K_DOWN,
         pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END,
         pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_DELETE]
        + [getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz0123456789"])
CTRL_KEYS = [pygame.K_z, pygame.K_y, pygame.K_s, pygame.K_a, pygame.K_c, pygame.K_v]
TEXT = list("0123456789abcxyz -_.éñ")


class Storm:
    def __init__(self, app, rng: random.Random):
        self.app = app
        self.rng = rng
        self.events = 0
        self.frames = 0
        self.resets = 0
        self.visited: set[str] = set()

    # ---------------------------------------------------------------- low level
    def post(self, type_, **attrs) -> None:
        pygame.event.post(pygame.event.Event(type_, attrs))
        self.events += 1

    def pump(self, frames: int = 1) -> None:
        for _ in range(frames):
            dt = self.rng.choice((0.0, 1 / 60, 1 / 30, 0.1))
            self.app.frame(dt, pygame.event.get())
            self.frames += 1
            scene = self.app.scene
            if scene is not None:
                self.visited.add(type(scene).__name__)
            if not self.app.running or scene is None:  # Quit or Esc on the menu: start again
                self.app.running = True
                self.resets += 1
                self.app.reset_to(MenuScene(self.app))

    def window_size(self) -> tuple[int, int]:
        return self.app.window.get_size()

    def random_pos(self) -> tuple[int, int]:
        w, h = self.window_size()
        return self.rng.randrange(max(1, w)), self.rng.randrange(max(1, h))

    def widget_pos(self) -> tuple[int, int] | None:
        """The window position of a random live UI element (buttons mostly), if any."""
        ui = self.app.dialog_ui if self.app.dialogs else self.app.ui
        elements = [e for e in ui.get_sprite_group().sprites()
                    if getattr(e, "visible", True) and e.rect.width > 2 and e.rect.height > 2]
        scene = self.app.scene
        spots = [e.rect for e in elements]
        if scene is not None:  # the scene's own clickable things: tiles, save rows
            spots += [t.rect for t in getattr(scene, "tiles", [])]
            if isinstance(scene, LoadScene):
                spots += [scene.row_rect(i) for i in range(len(scene.infos))]
        if not spots:
            return None
        r = self.rng.choice(spots)
        x = r.x + self.rng.randrange(max(1, r.width))
        y = r.y + self.rng.randrange(max(1, r.height))
        a = self.app
        return round(a.offset[0] + x * a.scale), round(a.offset[1] + y * a.scale)

    # ---------------------------------------------------------------- gestures
    def click(self, pos, button: int = 1) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        if self.rng.random() < 0.3:
            self.pump()
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)

    def drag(self) -> None:
        start = self.widget_pos() or self.random_pos()
        self.post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.pump()
        pos = start
        for _ in range(self.rng.randint(1, 6)):
            new = self.widget_pos() if self.rng.random() < 0.4 else self.random_pos()
            new = new or self.random_pos()
            self.post(pygame.MOUSEMOTION, pos=new, rel=(new[0] - pos[0], new[1] - pos[1]), buttons=(1, 0, 0))
            pos = new
            self.pump()
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)

    def key(self) -> None:
        if self.rng.random() < 0.25:
            key, mod = self.rng.choice(CTRL_KEYS), pygame.KMOD_CTRL | (pygame.KMOD_SHIFT if self.rng.random() < 0.2 else 0)
        else:
            key, mod = self.rng.choice(KEYS), pygame.KMOD_SHIFT if self.rng.random() < 0.1 else 0
        name = pygame.key.name(key)
        uni = name if len(name) == 1 and not mod & pygame.KMOD_CTRL else ""
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0)
        if uni:
            self.post(pygame.TEXTINPUT, text=uni)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0)

    def resize(self) -> None:
        if self.app.settings.fullscreen:
            return
        size = (self.rng.randint(640, 1920), self.rng.randint(360, 1080))
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        self.post(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])

    def step(self) -> None:
        r = self.rng.random()
        if r < 0.30:
            self.click(self.widget_pos() or self.random_pos())
        elif r < 0.45:
            self.click(self.random_pos(), button=self.rng.choice((1, 1, 1, 2, 3)))
        elif r < 0.55:
            self.drag()
        elif r < 0.80:
            self.key()
        elif r < 0.85:
            dy = self.rng.choice((-3, -1, 1, 3))
            self.post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))
        elif r < 0.89:
            for ch in self.rng.sample(TEXT, 3):
                self.post(pygame.TEXTINPUT, text=ch)
        elif r < 0.91:
            self.resize()
        elif r < 0.93:
            self.post(pygame.MOUSEMOTION, pos=self.random_pos(), rel=(3, -2), buttons=(0, 0, 0))
        else:
            for _ in range(self.rng.randint(5, 30)):  # let animations and Abuela's turns play out
                self.pump()
        self.pump(self.rng.randint(1, 2))


def screens(app, rng: random.Random) -> list[tuple[str, callable]]:
    """Ways to put the app on each screen reachable from the menu (the play scenes if they exist)."""
    game = next(iter(registry.games().values()))

    def menu():
        app.reset_to(MenuScene(app))

    def push(factory):
        def go():
            menu()
            app.push(factory())
        return go

    out = [("menu", menu), ("new game", push(lambda: NewGameScene(app, game))),
           ("load", push(lambda: LoadScene(app))), ("settings", push(lambda: SettingsScene(app))),
           ("rules", push(lambda: RulesScene(app)))]
    try:
        table_class(game)
    except ImportError:
        pass
    else:
        def play():
            menu()
            app.open_session(Session(game, game.modes[0].id, rng.randrange(1, 10 ** 6)))

        def late_game():
            menu()
            app.open_session(sample_session(game, rng.randrange(1, 10 ** 6), rng.randint(6, 12)))

        out += [("play", play), ("play, late", late_game)]
    try:
        end_cls = end_class(game)
    except ImportError:
        pass
    else:
        def end():
            menu()
            app.push(end_cls(app, sample_session(game, rng.randrange(1, 10 ** 6), 99)))

        out.append(("end", end))
    return out


@pytest.mark.slow
def test_random_input_storm_never_raises(app, capsys):
    rng = random.Random(STORM_SEED)
    make_sample_saves(app, STORM_SEED)  # the Load screen has something to list, load and delete
    storm = Storm(app, rng)
    plan = screens(app, rng)
    slice_seconds = max(0.5, STORM_SECONDS / (2 * len(plan)))
    deadline = time.monotonic() + STORM_SECONDS
    turn = 0
    while time.monotonic() < deadline:
        name, go = plan[turn % len(plan)]
        turn += 1
        if name == "load" and not app.store.list():
            make_sample_saves(app, rng.randrange(10 ** 6))
        go()
        storm.pump()
        until = min(deadline, time.monotonic() + slice_seconds)
        while time.monotonic() < until:
            storm.step()
    with capsys.disabled():
        print(f"\nstorm: {storm.events} events, {storm.frames} frames in {STORM_SECONDS:.0f} s "
              f"(seed {STORM_SEED}); {storm.resets} restarts; screens seen: {', '.join(sorted(storm.visited))}")
    assert storm.events > 0
    assert {"MenuScene", "LoadScene", "SettingsScene", "RulesScene", "NewGameScene"} <= storm.visited
