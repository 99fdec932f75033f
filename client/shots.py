"""Headless screenshots: ``python -m game shot SCENE --seed S --out FILE.png [--turn K]``.

Scene modules export ``SHOTS = {"name": builder}`` where ``builder(app, seed, turn) -> Scene``; a game
whose table is a package (``scenes/<id>/``) keeps its shots in the package's ``shots`` module. The
builders' helpers (a session played to a moment, the pointer moved) are ``scenes.shot_tools``.
A shot never needs a display and never touches the player's saves or settings: it runs on SDL's
dummy video driver with a temporary ``CEMPASUCHIL_HOME``.
"""
from __future__ import annotations

import concurrent.futures
import importlib
import importlib.util
import inspect
import os
import tempfile
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame: a shot's --json output is all it prints

import pygame  # noqa: E402

from client.app import App  # noqa: E402
from game import registry  # noqa: E402
from game.settings import Settings  # noqa: E402
from scenes.tables import end_path, table_path  # noqa: E402

# Modules that may export SHOTS; missing ones (not written yet, or left out of a build) are skipped.
SHOT_MODULES = (
    "scenes.shell_shots",
    "scenes.new_game_shots",
    "scenes.load_shots",
    "scenes.play",
    "scenes.tutorial_shots",
    "scenes.net_shots",
)  # the shell's scenes; each game's table and end screen come from its registration


def _headless_env() -> None:
    if not _display_up():  # (no window of this process's own to draw into)
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _display_up() -> bool:
    return bool(pygame.display.get_init() and pygame.display.get_surface() is not None)


def shot_builders() -> dict:
    """Every known shot name -> builder, gathered from the scene modules that exist.

    Names are ``GAME/NAME`` for a game's screens (``ofrenda/table``), plain for the shell's
    (``menu``); older plain names stay as aliases (``ofrenda``, ``ofrenda-end``).
    """
    _headless_env()
    builders: dict = {}
    modules = list(SHOT_MODULES)
    for game in registry.games().values():  # a broken game package is an error, not a missing shot
        for path in (table_path(game), end_path(game)):
            scene_module = path.partition(":")[0]
            for name in (scene_module, _shots_beside(scene_module)):
                if name and name not in modules:
                    modules.append(name)
    for name in modules:
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        for key, builder in (getattr(module, "SHOTS", None) or {}).items():
            builders.setdefault(key, builder)
    return builders


def _shots_beside(module: str) -> str | None:
    """The ``shots`` module of the package holding the scene module ``module``, if there is one."""
    package = module.rpartition(".")[0]
    if package in ("", "scenes"):
        return None
    name = f"{package}.shots"
    return name if importlib.util.find_spec(name) is not None else None


def _turn_for(builder, turn):
    """``turn`` if given, else the builder's own default (1 when it has none)."""
    if turn is not None:
        return turn
    try:
        param = inspect.signature(builder).parameters.get("turn")
    except (TypeError, ValueError):
        return 1
    if param is None or param.default is inspect.Parameter.empty:
        return 1
    return param.default


def settle(app, frames: int = 90, dt: float = 1 / 20) -> None:
    """Run frames until nothing animates (at most ``frames``), so the picture is at rest.

    A decision in flight (a machine's move, a suggestion) is waited for before each frame: a frame
    then means the same however long the bots take, and a shot of a table where machines move on
    their own (a guided game's free play) shows the same moment on every run."""
    quiet = 0
    for _ in range(frames):
        for scene in app.scenes:
            jobs = getattr(scene, "jobs_in_flight", None)
            for job in jobs() if jobs is not None else ():
                future = getattr(job, "future", None)
                if future is not None and not getattr(job, "cancelled", False) and not getattr(job, "held", False):
                    concurrent.futures.wait([future], timeout=120)
        animating = app.frame(dt, pygame.event.get())
        quiet = quiet + 1 if not animating else 0
        if quiet >= 3:
            break
    app.dirty = True
    app.frame(dt, [])


def save_canvas(app, out: Path, size: tuple[int, int]) -> Path:
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    canvas = app.canvas
    if tuple(size) != canvas.get_size():
        w, h = size
        scale = min(w / canvas.get_width(), h / canvas.get_height())
        view = (max(1, round(canvas.get_width() * scale)), max(1, round(canvas.get_height() * scale)))
        frame = pygame.Surface((w, h))
        frame.fill((8, 4, 16))
        frame.blit(pygame.transform.smoothscale(canvas, view), ((w - view[0]) // 2, (h - view[1]) // 2))
        canvas = frame
    pygame.image.save(canvas, str(out))
    return out


def render_shot(scene: str, seed: int = 1, out: str | os.PathLike = "shot.png", turn: int | None = None,
                size: tuple[int, int] = (1280, 720)) -> Path:
    """Render the shot ``scene`` (see ``shot_builders``) to the PNG ``out`` and return its path.

    Raises ``KeyError`` naming the known shots when ``scene`` is not one of them.
    """
    _headless_env()
    old_home = os.environ.get("CEMPASUCHIL_HOME")
    with tempfile.TemporaryDirectory(prefix="cempasuchil-shot-") as home:
        os.environ["CEMPASUCHIL_HOME"] = home
        try:
            builders = shot_builders()
            if scene not in builders:
                raise KeyError(f"unknown scene {scene!r}; known: {', '.join(sorted(builders)) or 'none'}")
            app = App(settings=Settings(), persist_settings=False, window_size=(1280, 720))
            app.audio = False  # a still picture: no sound effects
            try:
                built = builders[scene](app, seed, _turn_for(builders[scene], turn))
                if built is not None and built is not app.scene:
                    app.push(built)
                settle(app)
                return save_canvas(app, Path(out), size)
            finally:
                for s in reversed(app.scenes):
                    s.exit()
                app.shutdown()
                pygame.display.quit()
        finally:
            if old_home is None:
                os.environ.pop("CEMPASUCHIL_HOME", None)
            else:
                os.environ["CEMPASUCHIL_HOME"] = old_home
