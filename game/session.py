"""A game in progress: the setup, the seed and the seat-tagged action log, with undo/redo and replay.

The state is always what replaying the log from the seed gives. One loop, :meth:`Session.advance`,
plays the automaton and the bots until a human must decide or the game ends; the client, the
command line and the tests all use it (the client through :meth:`Session.next_step`, one step
at a time, so that it can animate and think off the UI thread).

Undo is seat-aware: a human takes back only their own actions, never past another seat's action
or a point where something hidden was revealed (a draw, a roll, a flip). Redo works the same way.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from functools import partial
from typing import Any, Callable, Mapping, NamedTuple, TypeGuard, cast

from game.ai import Decision
from game.protocol import AUTOMATON, SeatSetup, Setup, SetupError
from game.registry import GameInfo
from game.rules.base import Action, IllegalAction
from game.text import Msg


class LogEntry(NamedTuple):
    """One logged action: who played it, what, and (for a bot) why, in a few words."""

    seat: int
    action: Action
    note: "str | Msg" = ""  # a message (id and arguments) said in the reader's language; older saves: text


@dataclass(frozen=True)
class Step:
    """What :meth:`Session.next_step` says happens next: ``kind`` is ``over``, ``human``,
    ``automaton``, ``bot`` or ``remote`` (a seat played from another computer: this one waits for it);
    ``seat`` who (for ``human``, ``seats`` lists every human to move here)."""

    kind: str
    seat: int | None = None
    seats: tuple[int, ...] = ()


def _validated(game: GameInfo, setup: Setup) -> Setup:
    """``game.validate_setup(setup)`` (``KeyError`` if it is refused), remembered: sims and searches
    deal one setup thousands of times."""
    # the option values' types too: True == 1, but a setup may accept one and refuse the other
    key: tuple | None = (id(game), setup, tuple(type(v) for _, v in setup.options))
    try:
        known = _VALIDATED.get(key)
    except TypeError:  # a setup holding something unhashable: validated every time
        known = key = None
    if known is not None and known[0] is game:
        return known[1]
    try:
        valid = game.validate_setup(setup)
    except SetupError as err:
        raise KeyError(str(err)) from None
    if key is not None and len(_VALIDATED) < 256:
        _VALIDATED[key] = (game, valid)  # the game kept with it: its id cannot be reused meanwhile
    return valid


_OVER = Step("over")
_VALIDATED: dict = {}  # (id(game), setup) -> (game, the setup validated, with its option defaults)
_LAST_SETUP: list = [None]  # (game, the setup given, validated, its human seats) of the last session made
_new_tuple = tuple.__new__
_AUTOMATON_STEP = Step("automaton", AUTOMATON)


class SeatSide:
    """What a table may read of a game in progress: a seat's view, that seat's legal moves and the
    rules' reason for a refusal, whose turn it is, whether it is over, and then the outcome and the
    score sheet. Tables and end screens read these, never ``state`` (the whole state, hidden parts
    and all, is the rules', the bots' and the saves')."""

    state: Any
    game: GameInfo

    def view(self, seat: int | None):
        """What ``seat`` may know of the game (``None``: what everyone may know)."""
        return self.game.view(self.state, seat)

    def legal_actions(self, seat: int) -> list:
        return self.state.legal_actions(seat)

    def why_illegal(self, seat: int, action: Action) -> str | None:
        return self.state.why_illegal(seat, action)

    def to_move(self) -> frozenset:
        """The seats that must decide now (public: the table shows whose turn it is)."""
        return self.state.to_move()

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def outcome(self):
        return self.state.outcome()

    def score_sheet(self):
        return self.state.score_sheet()

    def seat_name(self, seat: int | None) -> "str | Msg":
        """The rules' name of a seat (the automaton's own name too; a message when it is a word)."""
        return self.state.seat_name(seat)

    @property
    def events_told(self) -> int:
        """How many events the game has told so far (to anyone): a mark to read the log from."""
        return len(self.state.events)


class Session(SeatSide):
    """One game being played: owns the state and its log."""

    # False: the game is played, kept and dealt here. A window playing one seat of a game hosted on another
    # computer holds a GuestSession (game.net.guest_session), True: nothing is saved or dealt there.
    remote_guest = False

    def __init__(self, game: GameInfo, setup: Setup | str, seed: int):
        if isinstance(setup, str):
            game.mode(setup)  # raises KeyError for an unknown mode
            setup = default_setup(game, setup)
        last = _LAST_SETUP[0]
        valid: Setup
        if last is not None and last[0] is game and last[1] is setup:
            valid, humans = last[2], last[3]  # the very setup of the session before (a sim's, a search's)
        else:
            valid = _validated(game, setup)
            humans = frozenset(valid.humans)
            _LAST_SETUP[0] = (game, setup, valid, humans)
        self.game = game
        self.setup = valid
        self._humans = humans
        self._steps: dict[int, Step] = {}  # the step of a lone seat to move, made once
        self.seed = seed
        self.data = game.load_data()
        self.state = game.new_state(self.data, seed, valid)
        self.dealt_events = len(self.state.events)  # the events of the deal, before any action
        self.log: list[LogEntry] = []
        self.marks: list[int] = []  # per log entry: how many events the state held after it
        self.undo_floor = 0  # entries before this index can no longer be undone
        self.redo_stack: list[LogEntry] = []
        self.save_id: str | None = None  # the game's own file among the saves (game.save_store)
        self.tutorial: dict | None = None  # a guided game's progress ({"step": n}: game.tutorial)
        self.network: dict | None = None  # a network game's code and remote seats (game.net.host)
        self.remote: frozenset[int] = frozenset()  # seats played from another computer: their step is "remote"
        self.stand_ins: dict[int, str] = {}  # an AI level playing a remote seat while its player is away

    # ------------------------------------------------------------------ seats
    @property
    def mode(self) -> str:
        return self.setup.mode

    @property
    def spec(self):
        return self.game.mode(self.setup.mode)

    def is_human(self, seat: int) -> bool:
        return seat in self._humans

    def controller(self, seat: int) -> str:
        """``human``, ``bot`` or ``automaton``."""
        if seat == AUTOMATON:
            return "automaton"
        return self.setup.seats[seat].kind

    @property
    def human_seats(self) -> tuple[int, ...]:
        return self.setup.humans

    def play_remote(self, seats, stand_ins: Mapping[int, str] | None = None) -> None:
        """Mark ``seats`` as played from other computers (:mod:`game.net`), and ``stand_ins`` the AI
        levels playing some of them meanwhile: :meth:`next_step` says ``remote`` (or ``bot``) for them."""
        self.remote = frozenset(seats)
        self.stand_ins = {s: level for s, level in (stand_ins or {}).items() if s in self.remote}
        self._steps.clear()

    def bot_of(self, seat: int) -> str | None:
        """The bot playing ``seat``: its AI seat's, or the AI standing in for a remote player."""
        return self.stand_ins.get(seat) or self.setup.seats[seat].bot

    def valid_seat(self, seat: Any) -> TypeGuard[int]:
        if type(seat) is not int:
            return False
        if seat == AUTOMATON:
            return self.spec.automaton is not None
        return 0 <= seat < len(self.setup.seats)

    def next_step(self) -> Step:
        """Who acts next: the automaton first, then the humans to move, then bots in seat order (when
        several seats move at once, as in a hidden setup, a person never waits for the machines)."""
        state = self.state
        movers = state.to_move()
        if len(movers) == 1:
            (seat,) = movers
            step = self._steps.get(seat)
            if step is None:
                if seat == AUTOMATON:
                    step = _AUTOMATON_STEP
                elif seat in self.remote:
                    step = Step("bot" if seat in self.stand_ins else "remote", seat)
                elif seat in self._humans:
                    step = Step("human", seat, (seat,))
                else:
                    step = Step("bot", seat)
                self._steps[seat] = step
            return step
        if not movers:
            return _OVER
        in_order = sorted(movers)
        if AUTOMATON in in_order:
            return Step("automaton", AUTOMATON)
        people = tuple(s for s in in_order if self.is_human(s) and s not in self.remote)
        if people:
            return Step("human", people[0], people)
        machines = [s for s in in_order if s not in self.remote or s in self.stand_ins]
        if machines:
            return Step("bot", machines[0])
        return Step("remote", in_order[0], tuple(in_order))

    # ------------------------------------------------------------------ play
    def apply(self, seat: int, action: Action | None = None, *, note: "str | Msg" = "", keep_redo: bool = False) -> list:
        """Apply ``action`` for ``seat`` (raises :class:`IllegalAction`), log it, and return its events.

        ``apply(action)`` plays for the only seat to move.
        """
        if action is None:
            action, movers = cast(Action, seat), sorted(self.state.to_move())
            if len(movers) != 1:
                raise IllegalAction(action, Msg("refusal-say-which-seat"))
            seat = movers[0]
        if keep_redo:
            state = self.state
            events = state.apply(seat, action)
            self.log.append(_new_tuple(LogEntry, (seat, action, note)))  # as LogEntry(...), faster
            self.marks.append(len(state.events))
            if seat == AUTOMATON or state.revealed:
                self.undo_floor = len(self.log)
                self.redo_stack.clear()
            return events
        return self._apply(seat, action, note)

    def _apply(self, seat: int, action: Action, note: "str | Msg") -> list:
        """:meth:`apply` of a seat's action, without redo kept (positional: the loop's every step)."""
        state = self.state
        events = state.apply(seat, action)
        log = self.log
        log.append(_new_tuple(LogEntry, (seat, action, note)))  # as LogEntry(...), faster
        self.marks.append(len(state.events))
        if seat == AUTOMATON or state.revealed:
            self.undo_floor = len(log)
        if self.redo_stack:
            self.redo_stack.clear()
        return events

    def automaton_action(self) -> Action:
        """The automaton's action now: its rules leave it exactly one."""
        legal = self.state.legal_actions(AUTOMATON)
        if len(legal) != 1:
            raise RuntimeError(f"the automaton has {len(legal)} actions; the rules must leave it exactly one")
        return legal[0]

    def apply_automaton(self) -> list:
        """Play the automaton's action if it is to move; return its events (empty if it is not)."""
        if AUTOMATON not in self.state.to_move():
            return []
        return self.apply(AUTOMATON, self.automaton_action())

    def advance_automaton(self) -> list:
        """Play automaton turns until a player must decide or the game ends."""
        events = []
        while not self.state.is_over and AUTOMATON in self.state.to_move():
            events += self.apply_automaton()
        return events

    def decision(self, seat: int, **kw):
        """What a bot at ``seat`` gets to decide on: its legal actions and (lazily) its view."""
        state = self.state
        if not kw:
            return Decision.of_state(seat, state.legal_actions(seat), self.game.view, state)
        return Decision(seat, state.legal_actions(seat), view_fn=partial(self.game.view, state, seat), **kw)

    def advance(self, bots: Mapping[int, Any] | None = None, *, until: Callable[[Step], bool] | None = None,
                timings: list | None = None, max_steps: int | None = None, collect: bool = True,
                stop: Callable[["Session"], bool] | None = None, humans: bool = False) -> list:
        """Play the automaton and the bot seats until a human must decide or the game ends.

        ``bots`` maps bot seats to bot objects (``decide(decision) -> Choice``); ``timings`` collects
        each bot decision's milliseconds (a single legal move is no decision: it is not timed).
        ``until(step)`` or ``stop(session)`` ends the run early. With ``humans``, a bot in ``bots``
        plays a human seat too (screenshots and tests play whole games this way); its reasons are
        not logged, as a person's moves carry none. Returns every event on the way (none if not
        ``collect``).
        """
        bots = bots or {}
        events: list = []
        steps = 0
        clock = time.perf_counter
        view = self.game.view  # a bot's view is built only if it asks (the random bot never does)
        decision_of = Decision.of_state
        apply = self._apply
        lone_steps = self._steps
        checks = until is not None or stop is not None or max_steps is not None
        while True:
            state = self.state
            # next_step(), its usual case (one seat to move, its step made once) spelled out
            movers = state.to_move()
            step = lone_steps.get(next(iter(movers))) if len(movers) == 1 else None
            if step is None:
                step = self.next_step()
            kind = step.kind
            if (kind == "human" or kind == "remote") and humans and step.seat in bots:
                kind = "played"
            if kind == "over" or kind == "human" or kind == "remote":
                return events
            if checks:
                if (until is not None and until(step)) or (stop is not None and stop(self)):
                    return events
                if max_steps is not None and steps >= max_steps:
                    return events
                steps += 1
                state = self.state  # as it is after the callbacks
            if kind == "automaton":
                legal = state.legal_actions(AUTOMATON)  # automaton_action(), spelled out
                if len(legal) != 1:
                    raise RuntimeError(f"the automaton has {len(legal)} actions; the rules must leave it "
                                       "exactly one")
                done = apply(AUTOMATON, legal[0], "")
                if collect:
                    events += done
                continue
            seat = step.seat
            assert seat is not None  # (a bot's step names its seat)
            bot = bots.get(seat)
            if bot is None:
                raise KeyError(f"seat {seat} is a bot seat but no bot plays it")
            legal = state.legal_actions(seat)
            decision = decision_of(seat, legal, view, state)
            if timings is not None and len(legal) > 1:
                t0 = clock()
                choice = bot.decide(decision)
                timings.append((clock() - t0) * 1000)
            else:
                choice = bot.decide(decision)
            done = apply(seat, choice.action, choice.reason if kind == "bot" else "")
            if collect:
                events += done

    # ------------------------------------------------------------------ undo
    def can_undo(self, seat: int | None = None) -> bool:
        """Whether ``seat`` (any human to move, if omitted) may take back the last action."""
        if len(self.log) <= self.undo_floor:
            return False
        last = self.log[-1].seat
        if seat is None:
            return self.is_human(last)
        return last == seat

    def can_redo(self, seat: int | None = None) -> bool:
        if not self.redo_stack:
            return False
        return seat is None or self.redo_stack[-1].seat == seat

    def undo(self, seat: int | None = None) -> bool:
        """Take back the last action, if it is ``seat``'s own and still undoable."""
        if not self.can_undo(seat):
            return False
        self.redo_stack.append(self.log[-1])
        self._rebuild(self.log[:-1])
        return True

    def redo(self, seat: int | None = None) -> bool:
        """Play the last undone action again."""
        if not self.can_redo(seat):
            return False
        entry = self.redo_stack.pop()
        self.apply(entry.seat, entry.action, note=entry.note, keep_redo=True)
        return True

    def _rebuild(self, entries: list[LogEntry]) -> None:
        floor = self.undo_floor
        self.state = self.game.new_state(self.data, self.seed, self.setup)
        self.log = []
        self.marks = []
        for e in entries:
            self.state.apply(e.seat, e.action)
            self.log.append(e)
            self.marks.append(len(self.state.events))
        self.undo_floor = floor

    def log_lines(self, seat: int | None, since: int = 0) -> list[tuple]:
        """The game log as ``seat`` may read it (``None``: the public log): ``("event", event)`` for
        every event it may see, and ``("note", seat, text)`` for each bot move's reason; from the
        event at index ``since`` on.

        A reason goes with its move: after the move's own (first) event, before what the move set
        off (a new round's heading, a trick won), and only to a reader who sees that event (the
        reason of a hidden placement names what was placed). It is told once for a seat's turn: a
        step of the same plan (the same seat again, the same reason) adds no line."""
        events = self.state.events
        notes: dict[int, list[tuple]] = {}
        told: set = set()  # the reasons given in the turn being played (one seat's run of entries)
        turn = None
        start = self.dealt_events
        for entry, mark in zip(self.log, self.marks):
            if entry.seat != turn:
                turn = entry.seat
                told.clear()
            if entry.note and entry.note not in told and not self.is_human(entry.seat):
                told.add(entry.note)
                first = events[start].visible_to if start < mark else None
                if first is None or (seat is not None and seat in first):
                    notes.setdefault(min(mark, start + 1), []).append(("note", entry.seat, entry.note))
            start = mark
        out: list[tuple] = notes.pop(0, []) if since == 0 else []
        for i in range(since, len(events)):
            event = events[i]
            if event.visible_to is None or (seat is not None and seat in event.visible_to):
                out.append(("event", event))
            if i + 1 in notes:
                out += notes.pop(i + 1)
        return out

    def story_since_last_move(self, seat: int) -> list[tuple]:
        """What happened since ``seat``'s last action (since the start, if it has none), in order, as
        :meth:`log_lines` gives it but public only: the hotseat curtain tells it to ``seat`` while
        the player before may still be at the screen."""
        log = self.log
        last = next((i for i in range(len(log) - 1, -1, -1) if log[i].seat == seat), -1)
        return self.log_lines(None, self.marks[last] if last >= 0 else 0)

    def replay_to(self, n: int) -> "Session":
        """A new session holding the first ``n`` log entries (for step-by-step replays)."""
        other = Session(self.game, self.setup, self.seed)
        for e in self.log[:max(0, n)]:
            other.apply(e.seat, e.action, note=e.note)
        other.redo_stack.clear()
        return other

    # ------------------------------------------------------------- persistence
    def to_record(self) -> dict[str, Any]:
        """The session as a JSON-ready dict: setup, seed, the seat-tagged log, a fingerprint, a summary."""
        log = []
        for e in self.log:
            item = {"seat": e.seat, "action": self.game.codec.encode(e.action)}
            if e.note:
                item["note"] = e.note.to_json() if isinstance(e.note, Msg) else e.note
            log.append(item)
        summary = dict(self.state.summary())
        if isinstance(summary.get("progress"), Msg):  # kept as its id and arguments, said by the reader
            summary["progress"] = summary["progress"].to_json()
        summary["names"] = list(self.setup.names)
        return {
            "game": self.game.id,
            "setup": self.setup.to_json(),
            "seed": self.seed,
            "log": log,
            "digest": self.state.digest(),
            "summary": summary,
            **({"tutorial": dict(self.tutorial)} if self.tutorial is not None else {}),
            **({"network": self.network} if self.network is not None else {}),
        }

    @classmethod
    def from_record(cls, game: GameInfo, record: dict[str, Any]) -> "Session":
        """Replay a v2 record, validating every entry; raises ``ValueError`` naming the first bad one, its
        argument a message (said where it is shown: the Load screen's dialog, the command line)."""
        try:
            setup = Setup.from_json(record["setup"])
            session = cls(game, setup, record["seed"])
        except (SetupError, KeyError, TypeError) as err:
            raise ValueError(Msg("record-setup-unusable", detail=str(err.args[0] if err.args else err))) from None
        log = record["log"]
        for i, item in enumerate(log):
            where = Msg("save-log-move", number=str(i + 1))
            if not isinstance(item, dict) or set(item) - {"seat", "action", "note"} or "action" not in item:
                raise ValueError(Msg("record-move-not-a-move", where=where))
            seat = item.get("seat")
            if not session.valid_seat(seat):
                raise ValueError(Msg("record-move-no-such-seat", where=where, seat=repr(seat)))
            note = item.get("note", "")
            if isinstance(note, dict):
                try:
                    note = Msg.from_json(note)
                except (ValueError, TypeError) as err:
                    raise ValueError(Msg("record-move-bad-note", where=where, detail=str(err))) from None
            elif not isinstance(note, str):
                raise ValueError(Msg("record-move-note-not-text", where=where))
            try:
                action = game.codec.decode(item["action"])
            except Exception as err:  # UnknownAction and anything a damaged log provokes
                raise ValueError(Msg("record-move-unreadable", where=where, detail=str(err))) from None
            try:
                session.apply(seat, action, note=note)
            except IllegalAction as err:
                reason = err.reason if isinstance(err.reason, Msg) else str(err.reason)
                raise ValueError(Msg("record-move-illegal", where=where, action=str(action), reason=reason)) from None
            except Exception as err:
                raise ValueError(Msg("record-move-fails", where=where, action=str(action), detail=str(err))) from None
        session.redo_stack.clear()
        guided = record.get("tutorial")
        if guided is not None:
            step = guided.get("step") if isinstance(guided, dict) else None
            if type(step) is not int or step < 0 or not isinstance(guided.get("played", False), bool):
                raise ValueError(Msg("record-guided-step"))
            session.tutorial = {"step": step, **({"played": True} if guided.get("played") else {})}
        if record.get("network") is not None:
            session.network = _network(record["network"], session)
        return session


def _network(net: Any, session: Session) -> dict:
    """A network game's record (its code, its remote seats with their tokens), checked."""
    chairs = net.get("chairs") if isinstance(net, dict) else None
    if not isinstance(net, dict) or not isinstance(net.get("code"), str) or not isinstance(chairs, list) or not all(
            isinstance(c, dict) and session.valid_seat(c.get("seat")) and c.get("seat", -1) >= 0
            and isinstance(c.get("token"), str) and isinstance(c.get("name", ""), str)
            and isinstance(c.get("claimed", False), bool) for c in chairs):
        raise ValueError("its network seats cannot be read")
    return {"code": net["code"], "chairs": [dict(c) for c in chairs]}


def default_setup(game: GameInfo, mode: str, players: int | None = None, bot: str | None = None) -> Setup:
    """A mode's usual seating: you at seat 0, then AI opponents (``bot``, else the strongest level)."""
    spec = game.mode(mode)
    lo, hi = spec.players
    n = max(lo, min(hi, players if players is not None else spec.usual_players))
    seats = [SeatSetup("human", "Player 1")]
    level = bot or (game.levels[-1] if game.levels else next(iter(game.bots)))
    names = [nm for nm in game.default_names if nm != "You"]
    for i in range(1, n):
        seats.append(SeatSetup("bot", names[(i - 1) % len(names)], level))
    return Setup(mode, tuple(seats), tuple((o.key, o.default) for o in spec.options))
