"""The games this client can play. A game registers by its package: ``game/rules/<id>/__init__.py``
defines ``GAME = GameInfo(...)``, naming its rules module, bots and rules text by import path where
they are not where the package's layout puts them. The package's name is the game's id. Its scenes
are not named here: the scenes layer finds them by the id (``scenes.tables``).

Registering costs nothing: a game's rules are imported the first time they are used. A game
package that fails to import is an error carrying its traceback (:class:`RegistryError`), never a
silent skip: a broken game must be seen, not quietly missing from the menu.
"""
from __future__ import annotations

import dataclasses
import importlib
import pkgutil
import sys
import traceback
from dataclasses import dataclass, field
from functools import cache, cached_property
from typing import Any

import game.rules as rules_pkg
from game.contracts import CodecContract, GameRules, StateContract
from game.paths import resource_root
from game.protocol import ModeSpec, Setup, SetupError
from game.text import Msg, declared, has, say

DEFAULT_NAMES = ("Rosa", "Diego", "Lupita", "Mateo", "Carmen", "Tomás")
RANDOM_BOT = "game.ai.random_bot:RandomBot"  # every game offers it (tests, sims, the quick AI)
# unless a game names its own: the English of the messages level-easy and level-hard (GameInfo.bot_title
# says them in the reader's language)
LEVEL_TITLES = {"easy": "AI \u00b7 Easy", "hard": "AI \u00b7 Hard"}


class RegistryError(RuntimeError):
    """A game package could not be imported or is not a valid game; ``details`` holds the traceback.
    Its ``message`` is said in the reader's language when the error is shown (``str``)."""

    def __init__(self, message: "str | Msg", details: str = ""):
        super().__init__(say(message, "en"))
        self.message = message
        self.details = details

    def __str__(self) -> str:
        return say(self.message)


@dataclass(frozen=True)
class GameInfo:
    """How the shared client drives one game (see ``docs/architecture.md``).

    ``rules`` is the ``"module:NAME"`` path of the game's :class:`game.rules.entry.Rules`: its
    state class, data loader, codec, view, ``determinize`` and words, over which the platform
    writes the protocol's entry points once (``new_state``, ``view``, ``event_text``...). Bots are
    ``"module:Class"`` paths too, so registering a game imports none of them; a bot or policy path
    that starts with a dot is inside the game's package (``".bots.planner:HardBot"``). The game's
    table and end screen are the scenes layer's to find (``scenes.tables``), by the game's id.
    """

    id: str = field(default="", kw_only=True)  # a game package leaves it out: the registry names it after the package
    title: str
    tagline: str
    modes: tuple[ModeSpec, ...]
    # where the game's parts are; left empty, each is where a game's package layout puts it (__post_init__)
    rules: str = ""  # "module:NAME" of the game's rules entry (a game.rules.entry.Rules)
    rules_doc: str = ""  # file name under docs/rules/
    bots: dict[str, str] = field(default_factory=dict)  # name -> "module:Class"; the random bot is always one
    bot_titles: dict[str, str] = field(default_factory=lambda: dict(LEVEL_TITLES))  # name -> new-game dialog title
    levels: tuple[str, ...] = ("easy", "hard")  # the bots offered for AI seats, weakest first
    # a bot the game plays but does not offer (a guided game's) -> the offered level players know it as
    shown_as: dict[str, str] = field(default_factory=dict)
    hint_bot: str = "hard"  # the bot behind "suggest a move"
    policy: str | None = None  # "module:Class" of the game's search policy (game.ai.search.Policy)
    cover: str = ""  # sprite path under assets/sprites (default: <id>/cover.png)
    landing: bool = False  # rules landing, table not yet: tested and simulated, not offered on the menu
    order: int = 100  # where its tile stands on the menu, lowest first (then by id)
    default_names: tuple[str, ...] = DEFAULT_NAMES  # names offered for the seats of a new game
    # the colour each seat plays (RGB), seat by seat, if seats have colours: the new-game dialog's seat
    # badges wear them (empty: the dialog's own)
    seat_colours: tuple[tuple[int, int, int], ...] = ()

    def __post_init__(self):
        if not self.id:
            return  # the defaults follow from the id, which the registry fills in (named)
        defaults = {"rules": f"game.rules.{self.id}.game:RULES", "rules_doc": f"{self.id}.md",
                    "cover": f"{self.id}/cover.png"}
        for key, value in defaults.items():
            if not getattr(self, key):
                object.__setattr__(self, key, value)
        bots = {level: self._in_package(path) for level, path in self.bots.items()}
        object.__setattr__(self, "bots", {"random": RANDOM_BOT, **bots})
        if self.policy:
            object.__setattr__(self, "policy", self._in_package(self.policy))

    def named(self, game_id: str) -> "GameInfo":
        """This declaration with its id, and so its parts' default places."""
        return dataclasses.replace(self, id=game_id)

    def _in_package(self, path: str) -> str:
        """``path``, with one that starts with a dot taken as inside the game's package."""
        return f"game.rules.{self.id}{path}" if path.startswith(".") else path

    # ------------------------------------------------------------------ declarations
    def level_of(self, bot: str | None) -> str | None:
        """The offered level a player knows ``bot`` as ("hard"), or None for a bot no level stands for
        (a player never reads a bot's internal name)."""
        if bot in self.levels:
            return bot
        level = self.shown_as.get(bot) if bot is not None else None
        return level if level in self.levels else None

    def bot_title(self, level: str) -> str | None:
        """An AI level's title as the new-game dialog shows it, in the reader's language: the game's
        message ``<game>-bot-<level>`` if it has one, the shell's ``level-<level>`` for a title the game
        left at the default (``LEVEL_TITLES``), else what the game declares (or None: no title)."""
        default = self.bot_titles.get(level)
        if default is None:
            return None
        if default == LEVEL_TITLES.get(level) and not has(f"{self.id}-bot-{level}".replace("_", "-").lower()):
            return say(Msg(f"level-{level}"))
        return declared(default, self.id, "bot", level)

    def mode(self, mode_id: str) -> ModeSpec:
        for m in self.modes:
            if m.id == mode_id:
                return m
        raise KeyError(f"{self.title} has no mode {mode_id!r}; known: {', '.join(m.id for m in self.modes)}")

    def validate_setup(self, setup: Setup) -> Setup:
        """``setup`` with its option defaults, checked against the modes and the bots (:class:`SetupError`)."""
        setup = setup.validated(self.modes)
        for i, seat in enumerate(setup.seats):
            if seat.bot is not None and seat.bot not in self.bots:
                raise SetupError(f"seat {i + 1}: {self.title} has no bot {seat.bot!r}; known: {', '.join(self.bots)}")
        return setup

    # ------------------------------------------------------------------ the rules, imported on first use
    @cached_property
    def entry(self) -> GameRules:
        """The game's :class:`game.rules.entry.Rules` (its ``components`` and ``sim_report`` too),
        checked against the contract the platform calls it by (:class:`RegistryError` if it falls short)."""
        entry = load_object(self.rules)
        if not isinstance(entry, GameRules):
            missing = [name for name in _RULES_MEMBERS if not hasattr(entry, name)]
            raise RegistryError(Msg("registry-not-rules", path=self.rules, missing=", ".join(missing)))
        return entry

    @cached_property
    def _data(self) -> Any:
        return self.entry.load_data()

    def load_data(self) -> Any:
        """The game's component data, loaded and validated once."""
        return self._data

    def new_state(self, data: Any, seed: int, setup: Setup) -> StateContract:
        return self.entry.new_state(data, seed, setup.spoken())

    @property
    def codec(self) -> CodecContract:
        return self.entry.codec

    def view(self, state: Any, seat: int | None):
        return self.entry.view(state, seat)

    def determinize(self, view: Any, rng) -> Any:
        """A full state consistent with ``view`` (hidden parts drawn at random with ``rng``)."""
        return self.entry.determinize(self.load_data(), view, rng)

    def event_text(self, event, viewer: int | None, names, fmt=None) -> str:
        return self.entry.event_text(self.load_data(), event, viewer, names, fmt)

    def describe_action(self, action, view, fmt=None) -> str:
        return self.entry.describe_action(self.load_data(), action, view, fmt)

    def preview_lines(self, action, view, fmt=None) -> list[str] | None:
        """What ``action`` would score for ``view``'s seat and why, a line each (``None``: no preview)."""
        return self.entry.preview_lines(self.load_data(), action, view, fmt)


_RULES_MEMBERS = sorted(n for n in vars(GameRules) if not n.startswith("_"))


def load_object(path: str) -> Any:
    """Import ``"package.module:Name"`` and return ``Name``."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


MANIFEST = "game-packages.txt"  # written into the bundle by build.spec: the game packages it holds


def game_packages() -> list[str]:
    """The package names under ``game.rules`` that may hold a game: found by scanning, and in a
    frozen build also read from the bundle's manifest (package scanning may miss modules there)."""
    names = [info.name for info in pkgutil.iter_modules(rules_pkg.__path__) if info.ispkg]
    if getattr(sys, "frozen", False):
        try:
            listed = (resource_root() / MANIFEST).read_text(encoding="utf-8").split()
        except OSError:
            listed = []
        names += [n for n in listed if n not in names]
    return sorted(names)


@cache
def games() -> dict[str, GameInfo]:
    """Every game a player may pick, by id, in a stable order (a game still landing is left out).
    Raises :class:`RegistryError` if a game package is broken."""
    return {k: g for k, g in all_games().items() if not g.landing}


@cache
def all_games() -> dict[str, GameInfo]:
    """Every registered game, those still landing included (the conformance suite and the command
    line run them). Raises :class:`RegistryError` if a game package is broken."""
    found: dict[str, GameInfo] = {}
    for name in game_packages():
        try:
            module = importlib.import_module(f"game.rules.{name}")
        except Exception as err:  # any failure is the package's: reported with its traceback
            raise RegistryError(Msg("registry-import-failed", package=f"game.rules.{name}",
                                    error=f"{type(err).__name__}: {err}"), traceback.format_exc()) from err
        info = getattr(module, "GAME", None)
        if info is None:
            continue  # a helper package shared by games, not a game
        if not isinstance(info, GameInfo):
            raise RegistryError(Msg("registry-not-game", package=f"game.rules.{name}"))
        if not info.id:
            info = info.named(name)
            setattr(module, "GAME", info)  # (the package's declaration, now with its id)
        if info.id in found:
            raise RegistryError(Msg("registry-same-id", id=info.id))
        found[info.id] = info
    return dict(sorted(found.items(), key=lambda kv: (kv[1].order, kv[0])))


def get(game_id: str) -> GameInfo:
    try:
        return all_games()[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(all_games())}") from None
