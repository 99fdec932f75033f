"""Player settings, stored as JSON in the user config directory and applied at once."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from game.atomic_files import atomic_write
from game.paths import user_config_dir
from game.text import LANGUAGES, PSEUDO, system_language

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (1024, 576))
ANIMATION_SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
AUTOMATON_SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.2, "slow": 2.2}  # seconds an automaton's move lingers


@dataclass
class Settings:
    window_width: int = 1280
    window_height: int = 720
    fullscreen: bool = False
    ui_scale: int = 100  # percent, 100-200: text and panels
    colour_blind: bool = False  # show branch shapes and symbols everywhere, with higher contrast
    animation_speed: str = "normal"
    automaton_speed: str = "normal"
    volume: int = 70  # percent; muted when there is no audio device
    language: str = ""  # "en", "es"; "" until chosen: the system's language (read_settings) or English
    learned: list = field(default_factory=list)  # the games whose guided first game was played through
    offered: list = field(default_factory=list)  # the games whose first start offered the guided game

    def clamp(self) -> "Settings":
        """Bring every value back into range (a hand-edited file cannot break the game)."""
        self.window_width = min(max(int(self.window_width), 640), 7680)
        self.window_height = min(max(int(self.window_height), 360), 4320)
        self.ui_scale = min(max(int(self.ui_scale), 100), 200)
        self.volume = min(max(int(self.volume), 0), 100)
        self.fullscreen = bool(self.fullscreen)
        self.colour_blind = bool(self.colour_blind)
        if self.animation_speed not in ANIMATION_SPEEDS:
            self.animation_speed = "normal"
        if self.automaton_speed not in AUTOMATON_SPEEDS:
            self.automaton_speed = "normal"
        if self.language not in LANGUAGES and self.language != PSEUDO:  # (the tests' pseudo-language too)
            self.language = ""
        for name in ("learned", "offered"):
            value = getattr(self, name)
            setattr(self, name, sorted({v for v in value if isinstance(v, str)}) if isinstance(value, list) else [])
        return self

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS[self.animation_speed]

    @property
    def automaton_delay(self) -> float:
        return AUTOMATON_SPEEDS[self.automaton_speed]


def settings_path() -> Path:
    return user_config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    """Read the settings; a missing or damaged file gives the defaults (see :func:`read_settings`)."""
    return read_settings(path)[0]


def read_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The settings, and what was wrong with the file when it could not be used (None when it was
    read, or when there is none yet). A damaged file is moved aside to ``settings.json.bad`` (the
    defaults are stored in its place later), so the player is told once, and it is kept to look at.
    A language not chosen yet (the first start) is the system's."""
    settings, problem = _read_settings(path or settings_path())
    if not settings.language:
        settings.language = system_language()
    return settings, problem


def _read_settings(path: Path) -> tuple[Settings, str | None]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except OSError as err:
        return Settings(), f"{path} cannot be read ({err.strerror or err}): the defaults are used"
    try:
        raw = json.loads(text)
        if not isinstance(raw, dict):
            raise ValueError("not a JSON object")
        known = {f.name for f in fields(Settings)}
        return Settings(**{k: v for k, v in raw.items() if k in known}).clamp(), None
    except (TypeError, ValueError) as err:
        reason = str(err).splitlines()[0][:200] or type(err).__name__
    bad = path.with_name(path.name + ".bad")
    try:
        path.replace(bad)
        kept = f"kept as {bad.name}"
    except OSError:
        kept = "left as it is"
    return Settings(), f"{path} is damaged ({reason}): the settings are reset to the defaults, the file {kept}"


def save_settings(settings: Settings, path: Path | None = None) -> None:
    atomic_write(path or settings_path(), json.dumps(asdict(settings.clamp()), indent=1))
