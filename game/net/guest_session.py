"""A guest's game as its window's play scene reads it: the same questions a :class:`game.session.Session`
answers (``view``, ``legal_actions``, ``why_illegal``, ``next_step``, ``log_lines``, ``can_undo``...),
answered from the seat's side of the game its host sent (:class:`game.net.guest.RemoteSide`); and the
moves a session would play, sent to the host instead (``apply``, ``undo``, ``redo``): the host's table
answers with the game moved on, taken in by :meth:`GuestSession.pump` once a frame.

Nothing here is a secret of another seat: the guest never has the state, the seed (until the game is
over) or another seat's view. Its saves hold no game (the host keeps it): only the seat's token
(:mod:`game.net.invites`), to come back.
"""
from __future__ import annotations

import queue
from typing import Any, cast

from game.net.client import GuestLink
from game.net.guest import RemoteSide
from game.protocol import Setup
from game.rules.base import Action
from game.session import LogEntry, Step
from game.text import Msg

_OVER = Step("over")


class GuestSession:
    """One seat of a network game, played from this computer (see the module's text)."""

    remote_guest = True  # (the play scene's parts read it: nothing is saved here, the machines play there)
    tutorial = None
    save_id = None
    network = None
    undo_floor = 0
    redo_stack: list = []

    def __init__(self, link: GuestLink, side: RemoteSide, url: str = "", code: str = ""):
        self.link = link
        self.side = side
        self.url, self.code = url, code
        self.game = side.game
        self.data = side.data
        self.seat = side.seat
        self.seed: int | None = None  # the deal is the host's secret while the game is played
        self.log: list[LogEntry] = []
        self.connected = True
        self.closed_why: Any = None
        self.sent_at: int | None = None  # the table a move was sent from: no other move until the host answers
        self._take_moves()

    # ------------------------------------------------------------------ from the host
    def pump(self) -> list[tuple[str, Any]]:
        """Take in what the host sent since the last frame: ``[(kind, payload)]`` with kind ``table``
        (payload: the new events, for the table's animations; ``None`` when the log came whole, as after
        an undo: nothing to animate), ``lobby``, ``refused`` (the reason),
        ``error`` or ``closed`` (why)."""
        out: list[tuple[str, Any]] = []
        while True:
            try:
                kind, payload = self.link.get(0)
            except queue.Empty:
                return out
            if kind in ("table", "refused"):
                self.sent_at = None  # the host answered the move sent
            if kind == "table":
                self._take_moves()
                events = [line[1] for line in self.side.new_lines if line[0] == "event"]
                out.append((kind, None if self.side.was_reset else events))
            else:
                if kind == "closed":
                    self.connected, self.closed_why = False, payload
                out.append((kind, payload))

    def _take_moves(self) -> None:
        """The log as the guest knows it: who made each move (what, the host keeps). Entries already
        known stay the same objects (a plan being done compares them)."""
        movers = self.side.movers
        keep = 0
        while keep < min(len(self.log), len(movers)) and self.log[keep].seat == movers[keep]:
            keep += 1
        self.log[keep:] = [LogEntry(seat, cast(Action, None), "") for seat in movers[keep:]]

    # ------------------------------------------------------------------ seats
    @property
    def setup(self) -> Setup:
        return self.side.setup

    @property
    def mode(self) -> str:
        return self.setup.mode

    @property
    def spec(self):
        return self.game.mode(self.setup.mode)

    @property
    def human_seats(self) -> tuple[int, ...]:
        return (self.seat,)

    def is_human(self, seat: int) -> bool:
        return seat == self.seat or self.setup.seats[seat].human if 0 <= seat < self.setup.players else False

    def controller(self, seat: int) -> str:
        return "automaton" if seat == -1 else self.setup.seats[seat].kind

    def bot_of(self, seat: int) -> str | None:
        return None  # every machine plays on the host

    def next_step(self) -> Step:
        """This seat's turn (``human``), or another's (``remote``: the host plays it or waits for it)."""
        if self.side.is_over:
            return _OVER
        movers = self.side.to_move()
        if self.seat in movers and self.sent_at is None:
            return Step("human", self.seat, (self.seat,))
        if not movers:
            return _OVER
        return Step("remote", min(movers), tuple(sorted(movers)))

    # ------------------------------------------------------------------ what a table reads
    def view(self, seat: int | None):
        return self.side.view(self.seat if seat is None else seat)

    def legal_actions(self, seat: int) -> list:
        return self.side.legal_actions(seat) if self.sent_at is None else []

    def why_illegal(self, seat: int, action: Action):
        if self.sent_at is not None and seat == self.seat:
            return Msg("net-move-on-its-way")
        return self.side.why_illegal(seat, action)

    def to_move(self) -> frozenset:
        return self.side.to_move()

    @property
    def is_over(self) -> bool:
        return self.side.is_over

    def outcome(self):
        return self.side.outcome()

    def score_sheet(self):
        return self.side.score_sheet()

    def seat_name(self, seat: int | None) -> "str | Msg":
        return self.side.seat_name(seat)

    @property
    def events_told(self) -> int:
        return self.side.events_told

    def log_lines(self, seat: int | None, since: int = 0) -> list[tuple]:
        return self.side.log_lines(self.seat, since)

    def story_since_last_move(self, seat: int) -> list[tuple]:
        return []

    # ------------------------------------------------------------------ moves, sent to the host
    def apply(self, seat: int, action: Action | None = None, **_: Any) -> list:
        """Send ``action`` for this seat; the host's answer comes back through :meth:`pump` (nothing has
        changed here yet: the events come with the table)."""
        if action is None or seat != self.seat:
            raise ValueError("a guest plays its own seat only")
        if not self.link.send(self.side.act(action)):
            self.connected = False
        else:
            self.sent_at = self.side.at
        return []

    def can_undo(self, seat: int | None = None) -> bool:
        return self.side.can_undo(seat)

    def can_redo(self, seat: int | None = None) -> bool:
        return self.side.can_redo(seat)

    def undo(self, seat: int | None = None) -> bool:
        return self._send_request("undo") if self.can_undo(seat) else False

    def redo(self, seat: int | None = None) -> bool:
        return self._send_request("redo") if self.can_redo(seat) else False

    def _send_request(self, kind: str) -> bool:
        if self.sent_at is not None or not self.link.send({"type": kind}):
            return False
        self.sent_at = self.side.at
        return True

    def apply_automaton(self) -> list:
        return []  # the host plays the automaton

    def reconnect(self, timeout: float = 5.0) -> None:
        """Join again with the seat's token (``OSError`` if the host cannot be reached): the host's
        next table is whole."""
        old = self.link
        link = GuestLink(old.url, old.code, old.name, old.lang, token=self.side.token, seat=self.seat)
        link.side = self.side
        old.close()
        link.connect(timeout)
        self.link = link
        self.connected = True

    def close(self) -> None:
        self.link.close()
        self.connected = False

