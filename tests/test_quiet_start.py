"""A start prints nothing a player would see: no ALSA noise without a sound card, warnings go to the
log file (rotated), and the start-up lines only when a test or benchmark asks for them."""
import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from client.app_window import skip_missing_alsa

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("cards, asks_servers", [
    (None, True), ("--- no soundcards ---\n", True), ("", True),
    (" 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n", False),
])
def test_without_a_sound_card_sdl_asks_the_sound_servers_only(tmp_path, monkeypatch, cards, asks_servers):
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    listing = tmp_path / "cards"
    if cards is not None:
        listing.write_text(cards)
    skip_missing_alsa(str(listing))
    assert (os.environ.get("SDL_AUDIODRIVER") == "pipewire,pulseaudio") is asks_servers


def test_a_players_own_audio_driver_is_kept(tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dsp")
    monkeypatch.setattr(sys, "platform", "linux")
    skip_missing_alsa(str(tmp_path / "none"))
    assert os.environ["SDL_AUDIODRIVER"] == "dsp"


def test_warnings_go_to_the_log_file_and_only_errors_to_stderr(tmp_path, capsys):
    import warnings

    from client.app import setup_logging
    from game.paths import user_log_dir

    root = logging.getLogger()
    saved = root.handlers[:], root.level
    try:
        setup_logging()
        warnings.warn("a library's warning", stacklevel=1)
        logging.getLogger("cempasuchil").warning("a table's warning")
        for handler in root.handlers:
            handler.flush()
        text = (user_log_dir() / "cempasuchil.log").read_text(encoding="utf-8")
        assert "started: Cempasúchil " in text and ", Python " in text and "a library's warning" in text and "a table's warning" in text
        assert "warning" not in capsys.readouterr().err
    finally:
        logging.captureWarnings(False)
        for handler in root.handlers:
            handler.close()
        root.handlers[:], root.level = saved


def test_a_plain_start_prints_nothing(tmp_path):
    """The client started as a player starts it (here for a few frames, closed by the window's quit
    event) says nothing on stdout or stderr."""
    env = dict(os.environ, CEMPASUCHIL_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=str(ROOT))
    code = ("import pygame, client.app as a\n"
            "app = a.App(quick_start=True)\n"
            "from scenes.menu import MenuScene\n"
            "app.push(MenuScene(app))\n"
            "pygame.event.post(pygame.event.Event(pygame.QUIT))\n"
            "raise SystemExit(app.run())\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "" and done.stderr == ""


def test_the_window_class_is_the_application_id():
    """Desktops match the window to its desktop entry by class (X11) or app id (Wayland)."""
    code = "import os, client.app; print(os.environ['SDL_APP_ID'], os.environ['SDL_VIDEO_X11_WMCLASS'])"
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_APP_ID", "SDL_VIDEO_X11_WMCLASS")}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=dict(env, PYTHONPATH=str(ROOT)),
                          capture_output=True, text=True, timeout=60)
    from game import DESKTOP_ID

    assert DESKTOP_ID == "io.github.cempasuchil.Cempasuchil"  # the desktop entry's name (tools/linux)
    assert done.stdout.split() == [DESKTOP_ID, DESKTOP_ID], done.stderr
