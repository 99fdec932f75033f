"""The log a player can send with a report (README, "Where files live"): the start's line names the
version, source or bundle and how the window is drawn; each game started and ended; every save that
failed; a damaged settings.json (which the player is also told about, once)."""
from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from pathlib import Path

import pygame

from game import APP_NAME, __version__
from game.protocol import SeatSetup, Setup
from game.session import Session
from game.settings import Settings, read_settings
from game.text import system_language

ROOT = Path(__file__).resolve().parents[1]


def start_client(home: Path) -> subprocess.CompletedProcess:
    """The client's own start (``client.app.run``) for a few frames; prints the toasts it showed."""
    code = ("import client.app as a\n"
            "run = a.App.run\n"
            "def frames(self, **kw):\n"
            "    done = run(self, **kw)\n"
            "    print('TOASTS', [m for m, _ in self.toasts])\n"
            "    return done\n"
            "a.App.run = frames\n"
            "raise SystemExit(a.run(smoke_frames=8))\n")
    env = dict(os.environ, CEMPASUCHIL_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120, stdin=subprocess.DEVNULL)


def test_the_start_logs_the_version_and_a_damaged_settings_file_is_told_once(tmp_path):
    from scenes.shell_words import SETTINGS_RESET

    settings = tmp_path / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text('{"volume": 40, "ui_sc', encoding="utf-8")  # cut short
    done = start_client(tmp_path)
    assert done.returncode == 0, done.stderr
    assert SETTINGS_RESET in done.stdout  # the player is told
    log = (tmp_path / "logs" / "cempasuchil.log").read_text(encoding="utf-8")
    assert f"started: {APP_NAME} {__version__} (source), Python " in log
    assert "; video: dummy (no window)" in log
    assert "settings.json is damaged (" in log and "kept as settings.json.bad" in log
    assert (tmp_path / "config" / "settings.json.bad").read_text(encoding="utf-8") == '{"volume": 40, "ui_sc'
    again = start_client(tmp_path)  # once: the next start reads no damaged file
    assert again.returncode == 0 and SETTINGS_RESET not in again.stdout, again.stdout + again.stderr
    assert (tmp_path / "logs" / "cempasuchil.log").read_text(encoding="utf-8").count("is damaged") == 1


def test_read_settings_says_what_was_wrong(tmp_path):
    path = tmp_path / "settings.json"
    assert read_settings(path) == (Settings(language=system_language()), None)  # none yet: nothing to tell
    path.write_text(json.dumps({"volume": 30}), encoding="utf-8")
    assert read_settings(path) == (Settings(volume=30, language=system_language()), None)
    path.write_text("[1, 2]", encoding="utf-8")
    settings, problem = read_settings(path)
    assert settings == Settings(language=system_language()) and "not a JSON object" in problem and not path.exists()
    path.write_text(json.dumps({"window_width": "wide"}), encoding="utf-8")
    settings, problem = read_settings(path)
    assert settings == Settings(language=system_language()) and "damaged" in problem
    assert (tmp_path / "settings.json.bad").read_text(encoding="utf-8") == '{"window_width": "wide"}'


def test_the_video_path_is_named(monkeypatch):
    from client import app_window

    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_init", lambda: True)
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "0")
    assert app_window.video_path() == "x11, X11 images"
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "1")
    assert app_window.video_path() == "x11, OpenGL"
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "opengles2")
    assert app_window.video_path() == "x11, SDL's opengles2 renderer"
    monkeypatch.setattr(app_window, "_FELL_BACK", ["no shared memory"])
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "1")
    assert app_window.video_path() == "x11, OpenGL, as X11 images failed (no shared memory)"


def test_each_game_started_and_ended_is_logged(app, caplog):
    from conftest import first_game, table_mode

    from game.ai import make_bot
    from scenes.tables import play_scene

    caplog.set_level(logging.INFO, logger="cempasuchil")
    game = first_game()
    mode = table_mode(game)
    setup = Setup(mode, (SeatSetup("bot", "Ana", "random"), SeatSetup("bot", "Rosa", "random")))
    session = Session(game, setup, 5)
    session.advance({seat: make_bot(game, "random", seat, 5) for seat in (0, 1)})
    assert session.state.is_over
    app.settings.animation_speed = "off"
    scene = play_scene(game)(app, session)
    app.push(scene)
    app.frame(0.0, [])
    lines = [r.getMessage() for r in caplog.records if r.name.startswith("cempasuchil")]
    assert f"game started: {game.id} {mode} (random, random), seed 5, new" in lines
    ended = [line for line in lines if line.startswith(f"game ended: {game.id} {mode} (random, random), seed 5, ")]
    assert len(ended) == 1 and f"{len(session.log)} moves, scores " in ended[0]


def test_every_failed_autosave_is_logged(tmp_path, monkeypatch, caplog):
    from conftest import first_game, table_mode

    from game.saves import SaveStore

    caplog.set_level(logging.INFO, logger="cempasuchil")

    def broken(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("game.save_format.atomic_write", broken)
    store = SaveStore(tmp_path / "saves")
    game = first_game()
    for seed in (1, 2):
        store.autosave_soon(Session(game, table_mode(game), seed))
        store.flush()
    failed = [r.getMessage() for r in caplog.records if "autosave failed" in r.getMessage()]
    assert len(failed) == 2 and all("No space left on device" in m for m in failed)
    assert len(store.take_errors()) == 2
