"""Guided first games: a script of steps over a real game (``data/<id>/tutorial.yaml``).

The script fixes the seed and the seating (and may make the learner's first moves for them,
``played``: a setup done for them), then walks through steps. A step is one of:

* **continue**: the coach explains; the player reads and goes on;
* **the player's move**: only ``move`` (a move's text form) or a move matching ``moves`` (a
  pattern over the legal moves' text forms) is taken; any other move is answered by the coach;
* **a machine's turn**: ``auto`` lets the automaton and the AI seats play until the player is to
  move again (or, with ``until``, until an event of that kind happens: a trick ends, so that the
  coach tells it before the machines play on), or ``seat`` and ``move`` play one scripted move for
  that seat, told by the coach;
* **free play**: ``free`` lets the learner play on as they like, the machines too, to the end of
  the game, or ``until`` an event of a kind happens (a portrait lights up), whichever comes first.
  From then on the script no longer knows the moves: only notes and free play may follow. A game
  that ends during free play goes on at the closing notes (those after the last free play).

A step may light parts of the table (``light``: the rest is dimmed) and name others its words speak
of without lighting them (``mentions``); the coach's bubble keeps clear of both, and stands over the
part named ``over`` (one the step does not need) when that is clear of them.

The state is a real game (:class:`game.session.Session`), so a guided game saves and continues as
any other; :class:`Tutor` only says which step it is at and what the step accepts. A script is
checked by playing it (:func:`check`): a move that is not legal where it stands stops with the
file, the step and the reason, as a bad data file does.
"""
from __future__ import annotations

import re
from functools import cached_property
from pathlib import Path
from typing import Any

from game.ai import make_bot
from game.datafiles import DataError
from game.paths import tutorial_script
from game.protocol import AUTOMATON, SeatSetup, Setup, SetupError
from game.registry import GameInfo
from game.rules.base import IllegalAction
from game.session import Session
from game.text import Msg, has

KINDS = ("continue", "move", "machine", "free")


def script_path(game: GameInfo) -> Path:
    return tutorial_script(game.id)


def has_tutorial(game: GameInfo) -> bool:
    return script_path(game).is_file()


def load(game: GameInfo, path: Path | None = None) -> "Script":
    """The game's guided game, read and checked against its data (not yet played: see :func:`check`)."""
    # imported here: the loader and the schema bring YAML and pydantic, paid for only when a guided game is read
    from game.rules.strict import TutorialFile, load_yaml

    path = path or script_path(game)
    raw = load_yaml(path, TutorialFile)
    script = Script(game, path, raw)
    script.validate_shape()
    return script


class Script:
    """A loaded ``tutorial.yaml``: the seating, the seed and the steps."""

    def __init__(self, game: GameInfo, path: Path, raw):
        self.game = game
        self.path = path
        self.raw = raw
        self.steps = raw.steps

    @property
    def seed(self) -> int:
        return self.raw.seed

    @cached_property
    def setup(self) -> Setup:
        seats = tuple(SeatSetup("human" if s.bot is None else "bot", s.name, s.bot) for s in self.raw.seats)
        spec = self.game.mode(self.raw.mode)
        options = tuple((o.key, self.raw.options.get(o.key, o.default)) for o in spec.options)
        return self.game.validate_setup(Setup(self.raw.mode, seats, options))

    def words(self, step) -> "str | Msg":
        """The coach's words at ``step``: its message (``<game>-tutorial-<id>``), or its own text."""
        return Msg(f"{self.game.id}-tutorial-{step.id}") if step.id is not None else step.say or ""

    def wrong(self, step) -> "str | Msg | None":
        """The coach's answer to a move other than the one ``step`` asks for, if the script gives one."""
        if step.id is None:
            return step.wrong
        msg_id = f"{self.game.id}-tutorial-{step.id}-wrong"
        return Msg(msg_id) if has(msg_id, "en") else None

    @property
    def player(self) -> int:
        """The seat the learner plays."""
        return next(i for i, s in enumerate(self.raw.seats) if s.bot is None)

    def fault(self, index: int, reason: str) -> DataError:
        return DataError(self.path, f"steps[{index}] (step {index + 1})", reason)

    def validate_shape(self) -> None:
        """What can be checked without playing: the seating, each step's kind, its patterns."""
        try:
            self.game.mode(self.raw.mode)
        except KeyError as err:
            raise DataError(self.path, "mode", str(err.args[0])) from None
        try:
            _ = self.setup  # (made here to check it)
        except (SetupError, KeyError) as err:
            raise DataError(self.path, "seats", str(err.args[0] if err.args else err)) from None
        humans = [i for i, s in enumerate(self.raw.seats) if s.bot is None]
        if len(humans) != 1:
            raise DataError(self.path, "seats", f"one seat is the learner's (no bot); this has {len(humans)}")
        seen: set[str] = set()
        for i, step in enumerate(self.steps):
            if (step.id is None) == (step.say is None):
                raise self.fault(i, "a step has its words' id (id) or its words (say), one of them")
            if step.id is not None:
                if step.id in seen:
                    raise self.fault(i, f"two steps have the id {step.id!r}")
                seen.add(step.id)
                if step.wrong is not None:
                    raise self.fault(i, "a step with an id takes its answer to a wrong move from the catalogue")
                if not has(f"{self.game.id}-tutorial-{step.id}", "en"):
                    raise self.fault(i, f"no message {self.game.id}-tutorial-{step.id} in the game's catalogue "
                                        f"(game/rules/{self.game.id}/locales/en)")
            if step.moves is not None:
                try:
                    re.compile(step.moves)
                except re.error as err:
                    raise self.fault(i, f"moves is not a pattern: {err}") from None
            if step.move is not None and step.moves is not None:
                raise self.fault(i, "give move or moves, not both")
            if step.seat is not None and (step.move is None or step.auto):
                raise self.fault(i, "a scripted seat plays one move: give it (move) and no auto")
            if step.auto and (step.move is not None or step.moves is not None):
                raise self.fault(i, "auto lets the machines play: it takes no move")
            if self.wrong(step) is not None and kind(step) != "move":
                raise self.fault(i, "only a step that asks for a move answers a wrong one")
            if step.free and (step.auto or step.seat is not None or step.move is not None or step.moves is not None):
                raise self.fault(i, "free play takes no move, seat or auto")
            if step.until is not None and not (step.free or step.auto):
                raise self.fault(i, "until goes with free play or auto")
            if i and kind(step) not in ("continue", "free") and any(s.free for s in self.steps[:i]):
                raise self.fault(i, "after free play the moves are the learner's: only notes and free play may follow")


def kind(step) -> str:
    """``continue``, ``move`` (the learner's), ``machine`` or ``free``."""
    if step.free:
        return "free"
    if step.auto or step.seat is not None:
        return "machine"
    if step.move is not None or step.moves is not None:
        return "move"
    return "continue"


def accepts(step, action) -> bool:
    """Whether the learner's ``action`` is what ``step`` asks for."""
    if step.move is not None:
        return str(action) == step.move
    if step.moves is not None:
        return re.fullmatch(step.moves, str(action)) is not None
    return False


class Tutor:
    """Where a guided game stands: the step, what it accepts, and moving on."""

    def __init__(self, script: Script, step: int = 0):
        self.script = script
        self.index = max(0, min(step, len(script.steps)))

    @property
    def done(self) -> bool:
        return self.index >= len(self.script.steps)

    @property
    def step(self):
        return None if self.done else self.script.steps[self.index]

    @property
    def kind(self) -> str | None:
        return None if self.done else kind(self.step)

    def accepts(self, action) -> bool:
        if self.step is not None and kind(self.step) == "free":
            return True
        return self.step is not None and kind(self.step) == "move" and accepts(self.step, action)

    @property
    def lets_machines_play(self) -> bool:
        """Whether the table's own turns run as in any game: in free play, and once the script is done."""
        return self.done or self.kind == "free"

    def expected(self, legal) -> list:
        """The learner's legal moves that the step asks for (none on other steps)."""
        return [a for a in legal if self.accepts(a)]

    def next(self, session=None) -> None:
        """On to the next step; a game over in free play goes on at the closing notes."""
        if session is not None and self.kind == "free" and session.state.is_over:
            self.index = closing_notes(self.script)
            return
        self.index = min(self.index + 1, len(self.script.steps))

    def skip(self, session) -> None:
        """Go past this step; a move it asked for is made for the learner (the game must go on as
        the script has it), a machine's turn is played. Free play is left as it stands: the coach
        goes on to its next note and the learner plays on (nothing is played for them)."""
        if self.done:
            return
        if self.kind != "free":
            play_step(self.script, self.index, session)
        self.next()


def closing_notes(script: Script) -> int:
    """The index of the first step after the last free play (the end of the script if none)."""
    free = [i for i, step in enumerate(script.steps) if step.free]
    return free[-1] + 1 if free else len(script.steps)


def _bots(session) -> dict[int, Any]:
    return {i: make_bot(session.game, s.bot, i, session.seed)
            for i, s in enumerate(session.setup.seats) if s.bot is not None}


def machine_bots(session) -> dict[int, Any]:
    """The AI seats of the machines' run under way: the same players from one learner's move to the
    next, though an ``until`` splits the run into several steps (a bot may break ties from its own
    random numbers, so new ones could play otherwise than the script was checked with)."""
    bots = getattr(session, "tutorial_bots", None)
    if bots is None:
        bots = session.tutorial_bots = _bots(session)
    return bots


def play_step(script: Script, index: int, session) -> list:
    """Play step ``index`` on ``session`` as the script has it: the learner's move (the first legal
    one it accepts), a scripted seat's move, or the machines until the learner is to move. Returns
    the events."""
    step = script.steps[index]
    k = kind(step)
    if k == "continue":
        return []
    if k == "free":
        return _play_out(script, session, step.until)
    if step.auto:
        if session.next_step().kind == "human" or session.state.is_over:
            raise script.fault(index, "auto, but no machine is to move: the learner is")
        start = len(session.state.events)
        events = session.advance(machine_bots(session), stop=lambda s: free_play_over(s, step.until, start)
                                 if step.until is not None else False)
        if session.next_step().kind in ("human", "over"):
            session.tutorial_bots = None
        return events
    seat = script.player if step.seat is None else step.seat
    if session.state.is_over:
        raise script.fault(index, "the game is over before this step")
    if seat not in session.state.to_move():
        raise script.fault(index, f"{_who(script, seat)} is not to move here; "
                                  f"{', '.join(_who(script, s) for s in sorted(session.state.to_move()))} is")
    legal = session.state.legal_actions(seat)
    chosen = [a for a in legal if accepts(step, a)]
    if not chosen:
        shown = "; ".join(str(a) for a in legal[:12]) + (" ..." if len(legal) > 12 else "")
        want = step.move if step.move is not None else f"a move matching {step.moves!r}"
        raise script.fault(index, f"{want} is not legal here; legal: {shown}")
    try:
        return session.apply(seat, chosen[0], note=script.words(step) if step.seat is not None else "")
    except IllegalAction as err:
        raise script.fault(index, f"{chosen[0]} is refused: {err.reason}") from None


def _play_out(script: Script, session, until: str | None = None) -> list:
    """Free play, headless: the learner's seat played by the random bot, to the end of the game
    or until an event of the kind ``until``."""
    bots = _bots(session)
    bots[script.player] = make_bot(session.game, "random", script.player, session.seed)
    start = len(session.state.events)
    return session.advance(bots, humans=True, stop=lambda s: free_play_over(s, until, start))


def free_play_over(session, until: str | None, start: int) -> bool:
    """Whether free play that began at event ``start`` is over: the game is, or ``until`` happened."""
    if session.state.is_over:
        return True
    return until is not None and any(e.kind == until for e in session.state.events[start:])


def _who(script: Script, seat: int) -> str:
    if seat == AUTOMATON:
        return "the automaton"
    seats = script.raw.seats
    return f"seat {seat + 1} ({seats[seat].name})" if 0 <= seat < len(seats) else f"seat {seat + 1}"


def new_session(script: Script):
    """The guided game's session at its first step: dealt, and the moves the script makes for the
    learner beforehand (``played``: a setup done for them) made, out of reach of undo."""
    session = Session(script.game, script.setup, script.seed)
    for n, move in enumerate(script.raw.played):
        seat = script.player
        if seat not in session.state.to_move():
            raise DataError(script.path, f"played[{n}]", f"the learner is not to move before {move!r}")
        chosen = [a for a in session.state.legal_actions(seat) if str(a) == move]
        if not chosen:
            raise DataError(script.path, f"played[{n}]", f"{move} is not legal here")
        try:
            session.apply(seat, chosen[0])
        except IllegalAction as err:
            raise DataError(script.path, f"played[{n}]", f"{move} is refused: {err.reason}") from None
    session.undo_floor = len(session.log)
    return session


def check(script: Script, on_step=None) -> Any:
    """Play the whole script headless; a step that cannot be played raises :class:`DataError`
    naming the file, the step and the reason. ``on_step(index, session)`` sees each step before
    it is played (a test checks the table's parts there). Returns the session at the end."""
    session = new_session(script)
    tutor = Tutor(script)
    while not tutor.done:
        if on_step is not None:
            on_step(tutor.index, session)
        play_step(script, tutor.index, session)
        tutor.next(session)
    return session
