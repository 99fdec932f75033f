"""Where the program finds its data and assets, and where it writes saves, settings and logs."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

from game import APP_ID


def resource_root() -> Path:
    """The folder holding ``data/`` and ``assets/``: the bundle when frozen, else the source tree."""
    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))
    return Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    return resource_root() / "data"


def tutorial_script(game_id: str) -> Path:
    """The file of a game's guided first game (``game.tutorial`` reads it; the menu asks only whether
    it is there, before the guided games' loader and its imports are wanted)."""
    return data_dir() / game_id / "tutorial.yaml"


def assets_dir() -> Path:
    return resource_root() / "assets"


def _user_dir(kind: str, default) -> Path:
    """``$CEMPASUCHIL_HOME/<kind>`` when that is set (tests, portable installs), else ``default()``."""
    override = os.environ.get("CEMPASUCHIL_HOME")
    if override:
        path = Path(override) / kind
        path.mkdir(parents=True, exist_ok=True)
        return path
    return Path(default(APP_ID, appauthor=False, ensure_exists=True))


def user_data_dir() -> Path:
    """Saves live here."""
    return _user_dir("data", platformdirs.user_data_dir)


def user_config_dir() -> Path:
    """Settings live here."""
    return _user_dir("config", platformdirs.user_config_dir)


def user_log_dir() -> Path:
    """The log file lives here (windowed builds have no console)."""
    return _user_dir("logs", platformdirs.user_log_dir)


def saves_dir() -> Path:
    path = user_data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
