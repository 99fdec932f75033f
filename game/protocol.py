"""The game protocol: the one contract between a game's rules and everything shared.

Sessions, saves, bots, the command line, the play scene, the score screen and the conformance
tests only ever talk to a game through what is defined here (and documented in
``docs/architecture.md``). Pure Python: nothing here imports pygame.

The pieces, in the order a game meets them:

* :class:`ModeSpec` / :class:`OptionSpec`: what a game declares about each mode (seat range,
  its automaton, its options). The new-game dialog and the command line are built from it.
* :class:`Setup` / :class:`SeatSetup`: who sits where in one game (human, bot with its name,
  or the game's own automaton) and the options chosen. ``new_state(data, seed, setup)``.
* :class:`GameState`: the state's contract (``to_move``, ``legal_actions``, ``why_illegal``,
  ``apply``, ``clone``, ``returns``, ``outcome``, ``summary``, ``score_sheet``, ``digest``).
* :class:`Event`: what happened, with the seat that acted and the seats that may see it.
* :class:`Outcome` and :class:`ScoreSheet`: results, for the save list, statistics and the
  shared score screen.

The same contract as ``typing.Protocol`` types, with its optional parts marked, is in
:mod:`game.contracts` (the conformance suite checks every game against it).
"""
from __future__ import annotations

import dataclasses
import json
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, NamedTuple

from game.rules.base import Action, IllegalAction
from game.names import player_name, spoken_name, untyped_seat
from game.text import Msg, say

AUTOMATON = -1
"""The seat number of a game's own automaton (Abuela, the Kitty): its turns are played by the rules."""

HUMAN = "human"
BOT = "bot"
SEAT_KINDS = (HUMAN, BOT)


class SetupError(ValueError):
    """A setup does not fit the game's declaration; the message says which part and why."""


# ------------------------------------------------------------------------------ declarations

@dataclass(frozen=True)
class OptionSpec:
    """One option of a mode. ``kind`` is ``bool`` or ``choice`` (one of ``choices``).

    ``labels``: how a choice is shown to a player, one per choice in the same order (``()``: the
    values themselves); the dialog shows :meth:`label`, the command line accepts either.
    ``group``: bool options sharing a group name (a game's ``challenges``, say) can also be turned on
    together by the group's flag on the command line (``--challenges a,b``).
    """

    key: str
    title: str
    kind: str = "bool"
    default: Any = False
    choices: tuple = ()
    description: str = ""
    labels: tuple = ()
    group: str = ""

    def __post_init__(self):
        if self.labels and (self.kind != "choice" or len(self.labels) != len(self.choices)):
            raise ValueError(f"option {self.key!r}: labels name each choice, in order")
        if self.group and self.kind != "bool":
            raise ValueError(f"option {self.key!r}: only bool options belong to a group")

    def label(self, value: Any) -> str:
        """How ``value`` is shown: its label, or the value itself (On/Off for a bool)."""
        if self.kind == "bool":
            return "On" if value else "Off"
        if self.labels and value in self.choices:
            return str(self.labels[self.choices.index(value)])
        return str(value)

    def validate(self, value: Any) -> Any:
        """``value`` if it is allowed, else :class:`SetupError`."""
        if self.kind == "bool":
            if type(value) is not bool:
                raise SetupError(f"option {self.key!r} must be true or false, not {value!r}")
            return value
        if self.kind == "choice":
            if value not in self.choices or type(value) is bool:
                raise SetupError(f"option {self.key!r} must be one of {list(self.choices)}, not {value!r}")
            return value
        raise SetupError(f"option {self.key!r} has an unknown kind {self.kind!r}")


@dataclass(frozen=True)
class ModeSpec:
    """A mode as a game declares it: its seats and options.

    ``players`` is the (fewest, most) player seats. ``automaton`` names the game's own automaton
    when the mode has one: it plays at seat :data:`AUTOMATON`, driven by the rules. ``scored``
    says whether the mode has winners (a solo score attack has a score but no winner).
    """

    id: str
    title: str
    description: str
    players: tuple[int, int] = (1, 1)
    automaton: str | None = None
    options: tuple[OptionSpec, ...] = ()
    contest: bool = True  # False: a score to beat, no winner (a solo score attack)
    default_players: int | None = None  # the count offered first (None: the fewest)
    seating: str = "Turn order is drawn by lot."  # how seats relate, for the new-game dialog
    seatings: tuple[tuple[int, str], ...] = ()  # (player count, its own seating note) where it differs

    def seating_for(self, players: int) -> str:
        """How seats relate in a game of ``players``: its own note if the mode has one, else ``seating``."""
        return next((text for count, text in self.seatings if count == players), self.seating)

    @property
    def usual_players(self) -> int:
        """The player count a new game of this mode starts from."""
        lo, hi = self.players
        return self.default_players if self.default_players is not None and lo <= self.default_players <= hi else lo

    @property
    def solo(self) -> bool:
        return self.players == (1, 1)

    def option(self, key: str) -> OptionSpec:
        for o in self.options:
            if o.key == key:
                return o
        raise KeyError(f"mode {self.id!r} has no option {key!r}")

    @property
    def groups(self) -> dict[str, tuple[OptionSpec, ...]]:
        """Each option group's name and its options, in declaration order."""
        out: dict[str, list[OptionSpec]] = {}
        for o in self.options:
            if o.group:
                out.setdefault(o.group, []).append(o)
        return {g: tuple(opts) for g, opts in out.items()}


# ------------------------------------------------------------------------------ setup

@dataclass(frozen=True)
class SeatSetup:
    """Who plays one seat: a ``human`` at this computer, or a ``bot`` by registered name."""

    kind: str = HUMAN
    name: str = "Player 1"
    bot: str | None = None

    def __post_init__(self):
        if self.kind not in SEAT_KINDS:
            raise SetupError(f"a seat is 'human' or 'bot', not {self.kind!r}")
        if (self.kind == BOT) != (self.bot is not None):
            raise SetupError("a bot seat names its bot, and only a bot seat does")
        if not isinstance(self.name, str) or not self.name.strip() or len(self.name) > 24:
            raise SetupError(f"a seat needs a name of 1 to 24 characters, not {self.name!r}")

    @property
    def human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict:
        out = {"kind": self.kind, "name": self.name}
        if self.bot is not None:
            out["bot"] = self.bot
        return out

    @classmethod
    def from_json(cls, data: Any) -> "SeatSetup":
        if not isinstance(data, dict) or set(data) - {"kind", "name", "bot"}:
            raise SetupError(f"not a seat: {data!r}")
        kind, name, bot = data.get("kind"), data.get("name"), data.get("bot")
        if not isinstance(kind, str) or not isinstance(name, str) or not (bot is None or isinstance(bot, str)):
            raise SetupError(f"not a seat: {data!r}")
        return cls(kind, name, bot)


@dataclass(frozen=True)
class Setup:
    """The mode, one :class:`SeatSetup` per player seat (seats are their indices), and options."""

    mode: str
    seats: tuple[SeatSetup, ...] = (SeatSetup(),)
    options: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self):
        object.__setattr__(self, "seats", tuple(self.seats))
        opts = self.options.items() if isinstance(self.options, Mapping) else self.options
        object.__setattr__(self, "options", tuple(sorted((str(k), v) for k, v in opts)))

    @property
    def players(self) -> int:
        return len(self.seats)

    def option(self, key: str, default: Any = None) -> Any:
        for k, v in self.options:
            if k == key:
                return v
        return default

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.human)

    def spoken(self) -> "Setup":
        """The seats as the table speaks of them. A seat's stored name is never "You"; but alone at
        this computer, the one person's seat under its untyped name ("Player 1") is "You" at the
        table, as the words speak to it. With several people, every seat goes by its name."""
        if len(self.humans) != 1:
            return self
        seat = self.humans[0]
        if self.seats[seat].name != player_name(seat):
            return self
        seats = list(self.seats)
        seats[seat] = dataclasses.replace(seats[seat], name="You")
        return dataclasses.replace(self, seats=tuple(seats))

    def to_json(self) -> dict:
        return {"mode": self.mode, "seats": [s.to_json() for s in self.seats], "options": dict(self.options)}

    @classmethod
    def from_json(cls, data: Any) -> "Setup":
        if not isinstance(data, dict) or not isinstance(data.get("mode"), str):
            raise SetupError("the setup has no mode")
        seats = data.get("seats")
        options = data.get("options", {})
        if not isinstance(seats, list) or not seats or not isinstance(options, dict):
            raise SetupError("the setup's seats or options are missing")
        return cls(data["mode"], tuple(SeatSetup.from_json(s) for s in seats), tuple(options.items()))

    def validated(self, modes: Iterable[ModeSpec]) -> "Setup":
        """This setup with defaults filled in, checked against the game's modes (:class:`SetupError`)."""
        spec = next((m for m in modes if m.id == self.mode), None)
        if spec is None:
            raise SetupError(f"unknown mode {self.mode!r}")
        lo, hi = spec.players
        if not lo <= len(self.seats) <= hi:
            raise SetupError(f"mode {self.mode!r} has {lo} to {hi} player seats, not {len(self.seats)}"
                             if lo != hi else f"mode {self.mode!r} has {lo} player seat{'s' if lo > 1 else ''}, "
                                              f"not {len(self.seats)}")
        given = dict(self.options)
        unknown = set(given) - {o.key for o in spec.options}
        if unknown:
            raise SetupError(f"mode {self.mode!r} has no option {sorted(unknown)[0]!r}")
        options = {o.key: o.validate(given.get(o.key, o.default)) for o in spec.options}
        return Setup(self.mode, self.seats, tuple(options.items()))


# ------------------------------------------------------------------------------ events

class Event(NamedTuple):
    """Something that happened. Texts are written per viewer by the game's words module.

    ``actor`` is the seat that acted (:data:`AUTOMATON` for the automaton, ``None`` for the game
    itself); ``visible_to`` the seats that may see it (``None``: everybody). An event naming a
    hidden card is visible only to the seats that may see that card. (A named tuple: games make
    many of them, and it is immutable and cheap.)
    """

    kind: str
    data: tuple = ()
    actor: int | None = None
    visible_to: frozenset | None = None

    def visible(self, seat: int | None) -> bool:
        """Whether ``seat`` may see this event (``None``: a spectator, who sees public events only)."""
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


def visible_events(events: Iterable[Event], seat: int | None) -> tuple[Event, ...]:
    return tuple(e for e in events if e.visible_to is None or (seat is not None and seat in e.visible_to))


def subject(actor: int | None, viewer: int | None, names: tuple[str, ...], automaton: "str | Msg | None" = None,
            you: "str | Msg | None" = None) -> "tuple[str | Msg, bool]":
    """``(name, second_person)`` of ``actor`` as ``viewer`` reads it: ("You", True) or ("Rosa", False);
    the words ("You", "Player 2", "The automaton") as messages, said in the reader's language."""
    if actor is not None and actor == viewer:
        return you or Msg("you-name"), True
    if actor == AUTOMATON:
        return automaton or Msg("name-automaton"), False
    if actor is None or not 0 <= actor < len(names):
        return Msg("name-the-game"), False
    return third_person(names, actor), False


def third_person(names, seat: int) -> "str | Msg":
    """A seat's name as the others read it: a human seat called "You" is "Player N" to everybody else
    (an untyped name is a message, said in the reader's language)."""
    name = names[seat]
    return spoken_name(player_name(seat) if name == "You" else name)


# ------------------------------------------------------------------------------ results

@dataclass(frozen=True)
class Outcome:
    """A finished game's result. ``scores`` per player seat (partners share a team score);
    ``winners`` after tie-breaks (several on a shared win; empty when nobody won, as when an
    automaton wins, or when the mode has no contest); ``tier`` the solo band reached, if any."""

    scores: tuple
    winners: frozenset = frozenset()
    contest: bool = True
    tier: str | None = None
    tiebreak: str = ""  # how a tie on points was broken, in a few words ("" when there was none)
    # the game ended level by its rules (a draw): no seat won, whatever ``winners`` lists as level;
    # a tie its rulebook resolves as a shared victory is not a draw (``winners`` shares the win)
    draw: bool = False


@dataclass(frozen=True)
class Preview:
    """What a move would score, told before it is made (the table shows it while a piece is held
    over a place that takes it): ``points`` it adds to the seat's score now, ``reasons`` why, as
    data (``(kind, *facts)`` tuples the game's words module turns into lines), and ``at_end`` what it
    adds to the score the seat would have if the game ended right after it (``None``: the same)."""

    points: int
    reasons: tuple = ()
    at_end: int | None = None


@dataclass(frozen=True)
class SheetRow:
    """One row of a score sheet: a category and a value per seat (``detail`` per seat, optional)."""

    label: str
    values: tuple
    detail: tuple = ()
    icon: str | None = None
    total: bool = False
    tiebreak: bool = False  # a row that only breaks ties (not added into the total)


@dataclass(frozen=True)
class TierBand:
    low: int
    high: int | None
    title: str
    verdict: str = ""
    reached: bool = False

    @property
    def label(self) -> str:
        return f"{self.low}\u2013{self.high}" if self.high is not None else f"{self.low}+"


@dataclass(frozen=True)
class ScoreSheet:
    """What the shared score screen draws: rows of categories per seat, winners, tiers (solo)."""

    names: tuple[str, ...]
    rows: tuple[SheetRow, ...]
    outcome: Outcome
    headline: str = ""
    verdict: str = ""
    tiers: tuple[TierBand, ...] = ()
    notes: tuple[str, ...] = ()


# ------------------------------------------------------------------------------ the state contract

class GameState(ABC):
    """What every game's state provides. Seats are ints; :data:`AUTOMATON` is the automaton's.

    Randomness lives in the state's own seeded :class:`~game.rules.base.Rng`; ``revealed`` is
    True after an ``apply`` that drew, rolled, flipped or otherwise showed something hidden
    (the session never lets an undo cross such a point).
    """

    setup: Setup
    seed: int
    revealed: bool = False
    events: list

    @abstractmethod
    def to_move(self) -> frozenset:
        """The seats that must decide now (usually one; several in a simultaneous step; none at the end)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now, in a stable order (empty if it is not to move)."""

    @abstractmethod
    def why_illegal(self, seat: int, action: Action) -> "str | Msg | None":
        """``None`` if ``seat`` may play ``action`` now, else the reason in a player's words.
        The one source of refusal reasons: scenes, tooltips and ``apply`` all use it."""

    @abstractmethod
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Check and perform ``action`` for ``seat``; return its events. Raises :class:`IllegalAction`."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def clone(self) -> "GameState":
        """An independent copy, cheap enough for search (tens of microseconds)."""

    @abstractmethod
    def returns(self) -> tuple:
        """Each player seat's score as it stands (final once the game is over)."""

    def teams(self) -> tuple:
        """Each player seat's team: seats with the same number win and lose together (partners).
        Default: every seat on its own. Bots measure a seat's margin against the other teams only."""
        return tuple(range(len(self.setup.seats)))

    @abstractmethod
    def outcome(self) -> Outcome:
        """The result: scores, winners after tie-breaks, solo tier."""

    @abstractmethod
    def summary(self) -> dict:
        """For save listings: ``progress`` (text), ``over`` (bool), ``scores`` (list per seat)."""

    @abstractmethod
    def score_sheet(self) -> ScoreSheet: ...

    @abstractmethod
    def digest(self) -> str:
        """A fingerprint of the whole state (hidden parts included), to check replays."""

    # -- shared helpers -------------------------------------------------------------------
    def check(self, seat: int, action: Action) -> None:
        """Raise :class:`IllegalAction` (with the reason) unless ``seat`` may play ``action``."""
        reason = self.why_illegal(seat, action)
        if reason is not None:
            raise IllegalAction(action, reason, seat)

    def seat_name(self, seat: int | None) -> "str | Msg":
        if seat == AUTOMATON:
            return self.automaton_name or Msg("name-automaton")
        if seat is None or not 0 <= seat < len(self.setup.seats):
            return "?"
        return self.setup.seats[seat].name

    automaton_name: "str | Msg | None" = None


def said_names(names) -> tuple[str, ...]:
    """Each seat's name as the reader reads it, said now in the reader's language (end screens)."""
    return tuple(say(spoken_name(n)) for n in names)


def winners_headline(names, winners) -> Msg:
    """The score screen's headline for ``winners`` (seat numbers): "Rosa wins!", "You win!",
    "A shared win for Rosa and Diego", "Nobody wins" (a message)."""
    winners = sorted(winners)
    if len(winners) == 1:
        name = names[winners[0]]
        return Msg("headline-wins", name=spoken_name(name), you="yes" if name == "You" else "no")
    if winners:
        return Msg("headline-shared", names=tuple(spoken_name(names[w]) for w in winners))
    return Msg("headline-nobody")


def not_to_move(state: GameState, seat: int) -> Msg | None:
    """The standard refusal when ``seat`` is not among the seats to move (``None`` when it is): a
    message, said at the table's door."""
    if state.is_over:
        return Msg("refusal-game-over")
    if seat in state.to_move():
        return None
    movers = sorted(state.to_move())
    if not movers:
        return Msg("refusal-nobody-moves")
    if len(movers) == 1:
        name = state.seat_name(movers[0])
        return Msg("refusal-wait-for", name=spoken_name(name), you="yes" if name == "You" else "no")
    return Msg("refusal-not-your-turn")


def ranking(outcome: Outcome) -> list[int]:
    """Seats from best to worst by score (winners first)."""
    seats = range(len(outcome.scores))
    return sorted(seats, key=lambda s: (s not in outcome.winners, -outcome.scores[s], s))


def dumps_compact(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=True)


__all__ = [
    "AUTOMATON", "HUMAN", "BOT", "SetupError", "OptionSpec", "ModeSpec", "SeatSetup", "Setup", "Event",
    "visible_events", "subject", "third_person", "player_name", "untyped_seat", "spoken_name", "said_names", "Outcome", "Preview", "SheetRow", "TierBand", "ScoreSheet", "GameState", "not_to_move",
    "ranking",
]
