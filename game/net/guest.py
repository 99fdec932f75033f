"""A guest's side of a network game: what its seat knows, read as a table reads a session.

:class:`RemoteSide` keeps the last ``table`` message the host sent (the seat's view, its legal actions,
whose turn it is, the log so far) decoded into the game's own values, and answers a table's and a
bot's questions from it: the view, the legal actions, a refusal's reason (from the legal actions the
host sent, and for the words, from the rules run on a state drawn from the view: no hover waits for the
network), whose turn, the log. It never holds another seat's view: it has none.
"""
from __future__ import annotations

import random
from typing import Any, cast

import game
from game.net import wire
from game.net.values import ValueCodec
from game.protocol import Setup, not_to_move
from game.rules.base import Action
from game.text import Msg


class RemoteSide:
    """The guest's copy of its seat's side of the game (see the module's text)."""

    def __init__(self, info: Any, welcome: dict):
        self.game = info
        self.seat: int = welcome["seat"]
        self.token: str = welcome["token"]
        self.setup = Setup.from_json(welcome["setup"])
        if not 0 <= self.seat < self.setup.players:
            raise ValueError("the host gave a seat its game does not have")
        self.data = info.load_data()
        self.codec = ValueCodec(info.id, self.data)
        self._view: Any = None
        self._legal: list[Action] = []
        self._to_move: frozenset = frozenset()
        self.over = False
        self.at = 0  # how many moves the host's log held when it sent the table
        self.movers: list[int] = []  # the seat of each of those moves (who moved is public; what, not always)
        self.lines: list[tuple] = []
        self.new_lines: list[tuple] = []
        self._undo = self._redo = False
        self._outcome: Any = None
        self._sheet: Any = None
        self.tables = 0  # how many tables arrived

    # ------------------------------------------------------------------ from the host
    def update(self, message: dict) -> None:
        """Take a ``table`` message (checked by :func:`wire.read`); ``ValueError`` if its values are not this
        game's (nothing changes then)."""
        decode = self.codec.decode
        view = decode(message["view"])
        legal = [self.game.codec.decode(a) for a in message["legal"]]
        to_move, movers = message["to_move"], message["movers"]
        if not all(type(s) is int for s in to_move) or not all(type(s) is int for s in movers):
            raise ValueError("whose turn is not a list of seats")
        if len(movers) != message["at"]:
            raise ValueError("the moves do not add up")
        lines = [decode(line) for line in message["log"]]
        if not all(isinstance(line, tuple) and line and line[0] in ("event", "note") for line in lines):
            raise ValueError("a log line that is not an event or a note")
        outcome = decode(message["outcome"]) if "outcome" in message else None
        sheet = decode(message["sheet"]) if "sheet" in message else None
        self._view, self._legal, self._to_move = view, legal, frozenset(to_move)
        self.over, self.at, self.movers = message["over"], message["at"], movers
        self._undo, self._redo = message["undo"], message["redo"]
        self.lines = lines if message["reset"] else self.lines + lines
        self.new_lines = lines  # what this table added to the log (all of it after a reset)
        self.was_reset = message["reset"]  # the log was sent whole (a first table, an undo): nothing to animate
        self._outcome, self._sheet = outcome, sheet
        self.tables += 1

    def seated(self, setup: dict) -> None:
        """The table's seats as the lobby tells them (names are set when the game starts)."""
        seated = Setup.from_json(setup)
        if seated.players != self.setup.players or seated.mode != self.setup.mode:
            raise ValueError("the table's seats changed")
        self.setup = seated

    @staticmethod
    def reason(data: Any, codec: ValueCodec) -> "str | Msg":
        """A ``refused`` or ``error`` message's reason, as a message (or text) to say."""
        try:
            reason = codec.decode(data)
        except (ValueError, TypeError):
            return Msg("net-refused-unreadable")
        return reason if isinstance(reason, (str, Msg)) else Msg("net-refused-unreadable")

    # ------------------------------------------------------------------ as a table reads a session
    @property
    def ready(self) -> bool:
        return self._view is not None

    def view(self, seat: int | None) -> Any:
        if seat != self.seat:
            raise KeyError(f"a guest sees seat {self.seat}'s view only")
        return self._view

    def legal_actions(self, seat: int) -> list:
        return list(self._legal) if seat == self.seat else []

    def why_illegal(self, seat: int, action: Action) -> "str | Msg | None":
        if seat == self.seat and action in self._legal:
            return None
        waiting = not_to_move(cast(Any, self), seat)  # (it reads is_over, to_move() and seat_name())
        if waiting is not None or seat != self.seat:
            return waiting or Msg("refusal-not-your-turn")
        try:
            state = self.game.determinize(self._view, random.Random(0))
            reason = state.why_illegal(seat, action)
        except Exception:  # noqa: BLE001 (a state drawn from the view could not say: the host will)
            reason = None
        return reason if reason is not None else Msg("net-refused-action")

    def to_move(self) -> frozenset:
        return self._to_move

    @property
    def is_over(self) -> bool:
        return self.over

    def outcome(self) -> Any:
        return self._outcome

    def score_sheet(self) -> Any:
        """The final sheet, worded in this computer's language: said here from the last view (the scores
        of a finished game stand on what everyone saw), and the host's own when they differ."""
        sheet = self._sheet
        if sheet is None or self._view is None:
            return sheet
        try:
            mine = self.game.determinize(self._view, random.Random(0)).score_sheet()
        except Exception:  # noqa: BLE001 (the host's sheet is the answer then)
            return sheet
        same = [r.values for r in mine.rows] == [r.values for r in sheet.rows] and mine.outcome == sheet.outcome
        return mine if same else sheet

    def seat_name(self, seat: int | None) -> "str | Msg":
        if seat == -1:
            return getattr(getattr(self._view, "state", None), "automaton_name", None) or Msg("name-automaton")
        if seat is None or not 0 <= seat < self.setup.players:
            return "?"
        return self.setup.seats[seat].name

    @property
    def events_told(self) -> int:
        return len(self.lines)

    def log_lines(self, seat: int | None, since: int = 0) -> list[tuple]:
        return list(self.lines[since:]) if seat == self.seat else []

    def can_undo(self, seat: int | None = None) -> bool:
        return self._undo and seat in (None, self.seat)

    def can_redo(self, seat: int | None = None) -> bool:
        return self._redo and seat in (None, self.seat)

    # ------------------------------------------------------------------ to the host
    def act(self, action: Action) -> dict:
        return {"type": "act", "action": self.game.codec.encode(action), "at": self.at}


def hello(code: str, name: str, lang: str, token: str | None = None, seat: int | None = None) -> dict:
    return {"type": "hello", "protocol": wire.PROTOCOL, "app": game.__version__, "code": code, "name": name,
            "token": token, "seat": seat, "lang": lang}
