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


def assets_dir() -> Path:
    return resource_root() / "assets"


def user_data_dir() -> Path:
    """Saves live here. ``CEMPASUCHIL_HOME`` overrides it (tests, portable installs)."""
    override = os.environ.get("CEMPASUCHIL_HOME")
    if override:
        path = Path(override) / "data"
        path.mkdir(parents=True, exist_ok=True)
        return path
    return Path(platformdirs.user_data_dir(APP_ID, appauthor=False, ensure_exists=True))


def user_config_dir() -> Path:
    """Settings live here. ``CEMPASUCHIL_HOME`` overrides it."""
    override = os.environ.get("CEMPASUCHIL_HOME")
    if override:
        path = Path(override) / "config"
        path.mkdir(parents=True, exist_ok=True)
        return path
    return Path(platformdirs.user_config_dir(APP_ID, appauthor=False, ensure_exists=True))


def user_log_dir() -> Path:
    override = os.environ.get("CEMPASUCHIL_HOME")
    if override:
        path = Path(override) / "logs"
        path.mkdir(parents=True, exist_ok=True)
        return path
    return Path(platformdirs.user_log_dir(APP_ID, appauthor=False, ensure_exists=True))


def saves_dir() -> Path:
    path = user_data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
