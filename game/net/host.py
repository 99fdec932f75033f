"""The host's side of a network game: the authoritative table, with no sockets in it.

:class:`NetTable` holds the game (a :class:`game.session.Session` once started) and its remote seats
(:class:`Chair`: each with its secret token, its guest's name, whether the guest is here, and the AI
level playing it while the guest is away). The server (:mod:`game.net.server`) hands it each guest's
messages and sends what it returns; the host's own window reads and plays it the same way. Every
action is checked by the rules (``why_illegal``, the one source of reasons) before it is applied, for
the seat of the connection it came on: a guest can act for its own seat only.

What a seat is sent (:meth:`NetTable.table_for`) is its view, its legal actions, whose turn it is,
whether it may undo or redo, and the log lines it may read since the last it was sent: never the
state, the seed, or another seat's view. Thread-safe: every public method holds the table's lock.
"""
from __future__ import annotations

import hmac
import secrets
import threading
from dataclasses import dataclass, field, replace
from typing import Any, Callable

import game
from game.ai import make_bot
from game.net import wire
from game.net.values import ValueCodec
from game.protocol import BOT, HUMAN, SeatSetup, Setup
from game.rules.base import UnknownAction
from game.session import Session
from game.text import Msg


@dataclass
class Chair:
    """A seat played from another computer."""

    seat: int
    token: str = field(default_factory=lambda: secrets.token_urlsafe(18))
    name: str = ""  # the guest's name, once one has taken the seat
    claimed: bool = False  # a guest holds its token (it may be away)
    present: bool = False  # connected now
    ai: str | None = None  # the AI level playing the seat while its guest is away

    def state(self) -> str:
        """``waiting`` (nobody took it yet), ``joined``, ``gone`` (its guest is away) or ``ai``."""
        if self.present:
            return "joined"
        if self.ai is not None:
            return "ai"
        return "gone" if self.claimed else "waiting"

    def to_json(self) -> dict:
        return {"seat": self.seat, "token": self.token, "name": self.name, "claimed": self.claimed}


def new_code() -> str:
    return "".join(secrets.choice(wire.CODE_LETTERS) for _ in range(wire.CODE_LENGTH))


def clean_code(code: str) -> str:
    return "".join(ch for ch in code.upper() if ch.isalnum())


def clean_name(name: str) -> str:
    """A guest's name as a seat shows it: printable, trimmed, at most :data:`wire.NAME_LIMIT` long."""
    text = " ".join("".join(ch for ch in name if ch.isprintable()).split())
    if not text:
        raise wire.WireError("net-refused-name")
    return text[:wire.NAME_LIMIT]


class NetTable:
    """One network game on its host (see the module's text)."""

    def __init__(self, info: Any, setup: Setup, seed: int, remote: tuple[int, ...], *, code: str | None = None,
                 session: Session | None = None, chairs: list[Chair] | None = None,
                 bots: Callable[[int, str], Any] | None = None):
        self.game = info
        self.setup = setup
        self.seed = seed
        self.code = code or new_code()
        self.chairs = {c.seat: c for c in chairs} if chairs else {s: Chair(s) for s in remote}
        self.session = session
        self.lock = threading.RLock()
        self._make_bot = bots or _make_bot(info, seed)
        self._bots: dict[tuple[int, str], Any] = {}
        self._sent: dict[int, int] = {}  # per seat: how many events its log has been sent
        self.codec = ValueCodec(info.id, session.data if session is not None else info.load_data())
        self.version = 0  # raised at every change: the server sends tables when it moves

    @classmethod
    def resume(cls, session: Session) -> "NetTable":
        """The network game a save holds, started, its guests away until they come back."""
        net = session.network or {}
        chairs = [Chair(c["seat"], c["token"], c.get("name", ""), c.get("claimed", False)) for c in net["chairs"]]
        table = cls(session.game, session.setup, session.seed, tuple(c.seat for c in chairs), code=net.get("code"),
                    session=session, chairs=chairs)
        table._seat_remote()
        return table

    # ------------------------------------------------------------------ the lobby
    @property
    def started(self) -> bool:
        return self.session is not None

    def ready(self) -> bool:
        """Whether every remote seat is taken (or left to an AI): the game may start."""
        return all(c.claimed or c.ai is not None for c in self.chairs.values())

    def free_seats(self) -> int:
        """Remote seats nobody has taken (nor an AI plays): what the local network is told."""
        with self.lock:
            return sum(1 for c in self.chairs.values() if not c.claimed and c.ai is None)

    def lobby(self) -> dict:
        with self.lock:
            seats = []
            names = self.session.setup.names if self.session is not None else self.setup.names
            for seat, who in enumerate(names):
                chair = self.chairs.get(seat)
                if chair is None:
                    kind = self.setup.seats[seat].kind
                    seats.append({"seat": seat, "name": who, "state": "bot" if kind == BOT else "host"})
                else:
                    seats.append({"seat": seat, "name": chair.name or who, "state": chair.state(),
                                  "claimed": chair.claimed})
            return {"type": "lobby", "seats": seats, "started": self.started, "setup": self.setup.to_json()}

    def start(self, save_id: str | None = None) -> Session:
        """Begin the game: each remote seat under its guest's name (an empty one played by the AI it
        was given, as an AI seat)."""
        with self.lock:
            if self.session is not None:
                return self.session
            seats = list(self.setup.seats)
            for seat, chair in self.chairs.items():
                if chair.claimed:
                    seats[seat] = SeatSetup(HUMAN, chair.name)
                elif chair.ai is not None:
                    seats[seat] = SeatSetup(BOT, seats[seat].name, chair.ai)
            gone = [s for s, c in self.chairs.items() if not c.claimed]
            for seat in gone:
                del self.chairs[seat]  # left to an AI for the whole game
            self.setup = replace(self.setup, seats=tuple(seats))
            session = Session(self.game, self.setup, self.seed)
            session.save_id = save_id
            self.session = session
            self._remember()
            self._seat_remote()
            self.version += 1
            return session

    def _seat_remote(self) -> None:
        """Tell the session which seats are played from elsewhere, and which by an AI meanwhile."""
        if self.session is not None:
            self.session.play_remote(self.chairs, {s: c.ai for s, c in self.chairs.items() if c.ai is not None})

    def _remember(self) -> None:
        assert self.session is not None
        self.session.network = {"code": self.code, "chairs": [c.to_json() for c in self.chairs.values()]}

    def let_ai_play(self, seat: int, level: str | None) -> None:
        """Let the AI ``level`` play a remote seat while its guest is away (``None``: wait for them)."""
        with self.lock:
            chair = self.chairs[seat]
            if level is not None and level not in self.game.bots:
                raise KeyError(level)
            chair.ai = level
            self._seat_remote()
            self.version += 1

    # ------------------------------------------------------------------ a guest arrives
    def hello(self, message: dict) -> Chair:
        """The chair a ``hello`` takes (its guest marked present), or :class:`wire.WireError` saying why not."""
        with self.lock:
            if message["protocol"] != wire.PROTOCOL or message["app"] != game.__version__:
                raise wire.WireError("net-version-mismatch", host=game.__version__, guest=message["app"][:16])
            if not hmac.compare_digest(clean_code(message["code"]).encode(), self.code.encode()):
                raise wire.WireError("net-wrong-code")
            name = clean_name(message["name"])
            token = message.get("token")
            chair = None
            if token:
                chair = next((c for c in self.chairs.values() if hmac.compare_digest(c.token, token)), None)
                if chair is None:
                    raise wire.WireError("net-unknown-token")
            else:
                wanted = message.get("seat")
                free = [c for c in self.chairs.values() if not c.claimed]
                if wanted is not None:
                    free = [c for c in free if c.seat == wanted]
                if not free:
                    raise wire.WireError("net-table-full" if wanted is None else "net-seat-taken")
                chair = free[0]
                chair.claimed = True
                chair.name = self._unique(name, chair.seat) if not self.started else self.setup.seats[chair.seat].name
            chair.present = True
            chair.ai = None
            self._sent.pop(chair.seat, None)
            if self.session is not None:
                self._remember()
                self._seat_remote()
            self.version += 1
            return chair

    def _unique(self, name: str, seat: int) -> str:
        """``name``, or with its seat's number when another seat goes by it (or it is "You", the word a
        table speaks to its own player with)."""
        others = set()
        for i, placed in enumerate(self.setup.names):
            chair = self.chairs.get(i)
            if i != seat:
                others.add((chair.name if chair is not None and chair.claimed else placed).casefold())
        if name.casefold() in others or name.casefold() == "you":
            return f"{name[:wire.NAME_LIMIT - 3]} {seat + 1}"
        return name

    def welcome(self, chair: Chair) -> dict:
        return {"type": "welcome", "protocol": wire.PROTOCOL, "app": game.__version__, "game": self.game.id,
                "seat": chair.seat, "token": chair.token, "setup": self.setup.to_json()}

    def gone(self, seat: int) -> None:
        with self.lock:
            chair = self.chairs.get(seat)
            if chair is not None:
                chair.present = False
                if not self.started:  # left the lobby: the seat is free again (for them at another, say)
                    chair.claimed, chair.name, chair.token = False, "", secrets.token_urlsafe(18)
                self.version += 1

    # ------------------------------------------------------------------ a guest plays
    def handle(self, seat: int, message: dict) -> dict | None:
        """Play ``message`` (``act``, ``undo``, ``redo``) for ``seat``; ``None`` when it was taken, else
        the ``refused`` message to send back. Nothing changes when it is refused."""
        with self.lock:
            session = self.session
            kind = message["type"]
            if session is None:
                return _refused("net-not-started")
            if kind == "act":
                try:
                    action = self.game.codec.decode(message["action"])
                except UnknownAction:
                    return _refused("net-refused-action")
                reason = session.why_illegal(seat, action)
                if reason is not None:
                    return {"type": "refused", "reason": self.codec.encode(reason),
                            "action": self.game.codec.encode(action)}
                session.apply(seat, action)
            elif kind in ("undo", "redo"):
                done = session.undo(seat) if kind == "undo" else session.redo(seat)
                if not done:
                    return _refused("net-nothing-to-" + kind)
            else:
                return _refused("net-refused-unknown-type", kind=kind)
            self.version += 1
            return None

    def step(self) -> bool:
        """Play one automaton or AI move if one is due (a remote seat's AI while its guest is away);
        True if it played. The server calls it until False, sending tables between moves."""
        with self.lock:
            session = self.session
            if session is None or session.is_over:
                return False
            bots = {}
            for seat in session.to_move():
                level = session.bot_of(seat) if seat >= 0 else None
                if level is not None:
                    bots[seat] = self._bot(seat, level)
            before = len(session.log)
            session.advance(bots, max_steps=1)
            if len(session.log) == before:
                return False
            self.version += 1
            return True

    def _bot(self, seat: int, level: str):
        key = (seat, level)
        if key not in self._bots:
            self._bots[key] = self._make_bot(seat, level)
        return self._bots[key]

    # ------------------------------------------------------------------ what a seat is sent
    def table_for(self, seat: int) -> dict:
        """The ``table`` message for ``seat``: its view, legal actions, and the log since the last sent."""
        with self.lock:
            session = self.session
            assert session is not None
            events = session.events_told
            since = self._sent.get(seat, 0)
            reset = since == 0 or since > events
            lines = session.log_lines(seat, 0 if reset else since)
            self._sent[seat] = events
            enc = self.codec.encode
            out = {
                "type": "table", "at": len(session.log), "movers": [e.seat for e in session.log],
                "view": enc(session.view(seat)),
                "legal": [self.game.codec.encode(a) for a in session.legal_actions(seat)],
                "to_move": sorted(session.to_move()), "over": session.is_over,
                "undo": session.can_undo(seat), "redo": session.can_redo(seat),
                "log": [enc(line) for line in lines], "reset": reset,
            }
            if session.is_over:
                out["outcome"] = enc(session.outcome())
                out["sheet"] = enc(session.score_sheet())
            return out

    def present_seats(self) -> list[int]:
        with self.lock:
            return [c.seat for c in self.chairs.values() if c.present]


def _refused(msg_id: str, **args: Any) -> dict:
    return {"type": "refused", "reason": {"$": "msg", "v": Msg(msg_id, **args).to_json()}}


def _make_bot(info: Any, seed: int) -> Callable[[int, str], Any]:
    def make(seat: int, level: str):
        return make_bot(info, level, seat, seed)
    return make
