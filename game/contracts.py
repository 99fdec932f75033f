"""The rules contract written as types: what the platform calls on a game's parts.

``game.rules.entry.Rules`` gathers a game's parts; this module says what each part must offer,
as :class:`typing.Protocol` classes. The platform calls through them: ``GameInfo.entry`` is a
:class:`GameRules` (checked when it is loaded, :class:`game.registry.RegistryError` if not), and
``Rules`` types its codec, words and state with the Protocols below, so that mypy checks every
game's ``game.py`` against them (``[tool.mypy]`` in pyproject.toml); the conformance suite checks
the parts of every registered game at run time (``tests/test_contracts.py``).
Only what the shared code (sessions, saves, bots, the command line, the scenes, the conformance
tests) really calls is written here; a game's own extras are its business.

REQUIRED parts are the Protocols below. OPTIONAL parts are listed in :data:`OPTIONAL_ENTRY` (the
``Rules`` fields a game may leave ``None``) and :data:`OPTIONAL_STATE` (state methods with a
default in :class:`game.protocol.GameState`). Pure Python: nothing here imports pygame.
"""
from __future__ import annotations

from typing import Any, Callable, Protocol, runtime_checkable

from game.protocol import Event, Outcome, ScoreSheet, Setup
from game.rules.base import Action
from game.text import Msg


@runtime_checkable
class StateContract(Protocol):
    """REQUIRED: a game's state (the class ``Rules.state``, dealt by ``state(data, seed, setup)``).

    :class:`game.protocol.GameState` is the abstract base every state derives from; this is the
    same contract as a structural type, so that a check names each part.
    """

    setup: Setup  # the setup the game was dealt with (names, mode, options)
    seed: int  # the deal's seed (saves keep it)
    revealed: bool  # True after an ``apply`` that showed something hidden: undo stops there
    events: list  # every event so far, in order (views filter them per seat)

    def to_move(self) -> frozenset:
        """The seats that must decide now (none once the game is over)."""

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now, in a stable order."""

    def why_illegal(self, seat: int, action: Action) -> "str | Msg | None":
        """``None`` if ``seat`` may play ``action`` now, else the reason: a message (said at the table's door) or text."""

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Check and perform ``action``; its events (``IllegalAction`` when refused)."""

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""

    def clone(self) -> Any:
        """An independent copy (bots search on it; the conformance tests compare it)."""

    def returns(self) -> tuple:
        """Each player seat's score as it stands."""

    def teams(self) -> tuple:
        """Each player seat's team number (OPTIONAL to write: GameState's default, every seat alone)."""

    def outcome(self) -> Outcome:
        """The result: scores, winners after tie-breaks, solo tier."""

    def summary(self) -> dict:
        """For save listings: ``progress``, ``over``, ``scores``."""

    def score_sheet(self) -> ScoreSheet:
        """What the shared score screen draws."""

    def digest(self) -> str:
        """A fingerprint of the whole state, hidden parts included (replays are checked by it)."""

    def seat_name(self, seat: int | None) -> "str | Msg":
        """A seat's name (GameState's; the automaton's name from ``automaton_name``)."""


# the state methods a game may leave to GameState's default
OPTIONAL_STATE = ("teams", "seat_name", "check")


@runtime_checkable
class ViewContract(Protocol):
    """REQUIRED: what ``Rules.view(state, seat)`` returns: what ``seat`` may know (``None``: a spectator).

    A view must compare equal by value (the conformance tests compare views of two
    determinizations) and pickle (it is sent to the bot worker); ``determinize(data, view, rng)``
    turns it back into a full state, taking its ``events``.
    """

    viewer: int | None  # the seat it was made for (None: a spectator)
    events: tuple  # the events this viewer may see


@runtime_checkable
class CodecContract(Protocol):
    """REQUIRED: ``Rules.codec``: actions to and from JSON (saves, the bot worker).
    :class:`game.rules.base.ActionCodec` is the one every game uses."""

    @property
    def types(self) -> tuple:
        """The game's action classes."""

    def encode(self, action: Action) -> dict[str, Any]:
        """An action as a JSON dict (``UnknownAction`` if it is not this game's)."""

    def decode(self, data: Any) -> Action:
        """The action a JSON dict describes (``UnknownAction`` saying what is wrong)."""


@runtime_checkable
class PlainContract(Protocol):
    """REQUIRED: ``words.Plain(data)``: the game's plain words (tables pass a subclass with markup)."""

    data: Any  # the game data it was made for (``Rules.plain`` keeps one per data)


@runtime_checkable
class WordsContract(Protocol):
    """REQUIRED: ``Rules.words``, the game's words module, as the entry calls it."""

    @property
    def Plain(self) -> Callable[[Any], PlainContract]:
        """``Plain(data)``: the class of the game's plain words."""

    def event_text(self, fmt: Any, event: Event, viewer: int | None, names: Any) -> str:
        """One event as ``viewer`` reads it, with ``names`` for the seats."""

    def describe_action(self, fmt: Any, action: Action, view: Any) -> str:
        """An action in the player's words, for ``view``'s reader."""


@runtime_checkable
class PreviewWordsContract(Protocol):
    """OPTIONAL: the words of a game with ``Rules.preview`` (the conformance suite checks it is there)."""

    def preview_lines(self, fmt: Any, preview: Any, view: Any) -> list[str]:
        """A preview in the player's words, a line each."""


@runtime_checkable
class GameRules(Protocol):
    """REQUIRED: ``GameInfo.entry``, a game's rules entry as the platform calls it (sessions, saves,
    bots, the command line, the tables). ``game.rules.entry.Rules`` is the one every game declares
    (``RULES = Rules(...)`` in its ``game.py``); its parts are the REQUIRED_ENTRY and OPTIONAL_ENTRY
    below. (Read-only members: a frozen dataclass satisfies them.)"""

    @property
    def state(self) -> Callable[[Any, int, Setup], StateContract]:
        """The state class: ``state(data, seed, setup)`` deals a game."""

    @property
    def load(self) -> Callable[[], Any]:
        """Reads the game's data files and checks them against its schema (``load_data`` calls it)."""

    @property
    def codec(self) -> CodecContract:
        """Actions to and from JSON."""

    @property
    def words(self) -> WordsContract:
        """The game's words module."""

    @property
    def view(self) -> Callable[[Any, int | None], Any]:
        """``view(state, seat)``: what the seat may know (None: a spectator)."""

    @property
    def determinize(self) -> Callable[[Any, Any, Any], Any]:
        """``determinize(data, view, rng)``: a full state behind a view."""

    @property
    def components(self) -> Callable[[Any], Any] | None:
        """OPTIONAL (None): every counted component of a state."""

    @property
    def sim_report(self) -> Callable[[Any, Setup, list], dict] | None:
        """OPTIONAL (None): ``sim``'s own keys, from the finished states."""

    @property
    def preview(self) -> Callable[[Any, Any, Any], Any] | None:
        """OPTIONAL (None): ``preview(data, view, action)``, what a placement would score."""

    def load_data(self) -> Any:
        """The game's data files, read and checked against its schema."""

    def new_state(self, data: Any, seed: int, setup: Setup) -> StateContract:
        """A game dealt with ``seed``."""

    def plain(self, data: Any) -> PlainContract:
        """The game's plain words for ``data`` (one per data)."""

    def event_text(self, data: Any, event: Event, viewer: int | None, names: Any, fmt: Any = None) -> str:
        """One event as ``viewer`` reads it (``fmt``: a table's words with markup, else the plain ones)."""

    def describe_action(self, data: Any, action: Action, view: Any, fmt: Any = None) -> str:
        """An action in the player's words."""

    def preview_lines(self, data: Any, action: Action, view: Any, fmt: Any = None) -> list[str] | None:
        """What ``action`` would score for ``view``'s seat, a line each (None: no preview)."""


# the parameters, in order, of each function the platform calls positionally (checked by inspect)
SIGNATURES: dict[str, tuple[str, ...]] = {
    "state": ("data", "seed", "setup"),  # the state class's constructor (``self`` left out)
    "load": (),
    "view": ("state", "seat"),
    "determinize": ("data", "view", "rng"),
    "words.Plain": ("data",),
    "words.event_text": ("fmt", "event", "viewer", "names"),
    "words.describe_action": ("fmt", "action", "view"),
    "components": ("state",),
    "sim_report": ("data", "setup", "states"),
    "preview": ("data", "view", "action"),
}

# OPTIONAL parts of ``Rules``: ``None`` when a game has none
OPTIONAL_ENTRY: dict[str, str] = {
    "components": "``components(state) -> Counter`` of every counted component: the conformance "
                  "tests check nothing is created or lost",
    "sim_report": "``sim_report(data, setup, states) -> dict``: the game's own keys in ``sim``'s JSON",
    "preview": "``preview(data, view, action) -> Preview | None``: what a placement would score and why "
               "(with ``words.preview_lines(fmt, preview, view)``), shown while a piece is held over a place",
}
REQUIRED_ENTRY = ("state", "load", "codec", "view", "determinize", "words")

__all__ = ["GameRules", "StateContract", "ViewContract", "CodecContract", "PlainContract", "WordsContract",
           "PreviewWordsContract",
           "OPTIONAL_STATE", "OPTIONAL_ENTRY", "REQUIRED_ENTRY", "SIGNATURES"]
