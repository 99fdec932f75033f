"""The log's bot reasons, for every game from the registry: told once for a seat's turn (a plan's
later steps add no line), right after the move's own event (before what it set off, a new round's
heading say), and only to a reader who sees that event."""
from __future__ import annotations

import pytest

from game import registry
from game.ai import make_bot
from game.protocol import SeatSetup, Setup
from game.session import Session, default_setup


def _cases() -> list:
    return [pytest.param(game_id, spec.id, id=f"{game_id}-{spec.id}")
            for game_id in registry.games() for spec in registry.get(game_id).modes]


def _played(game_id: str, mode: str, steps: int = 40) -> Session:
    """A game of bots only (the hint bot at every seat), ``steps`` decisions in."""
    game = registry.get(game_id)
    spec = game.mode(mode)
    setup = default_setup(game, mode, max(2, spec.players[0]))
    bot = game.hint_bot if game.hint_bot in game.bots else "random"
    seats = tuple(SeatSetup("bot", s.name, bot) for s in setup.seats)
    session = Session(game, Setup(mode, seats, setup.options), 2)
    session.advance({i: make_bot(game, bot, i, 2) for i in range(len(seats))}, max_steps=steps)
    return session


def _runs(session: Session):
    """Each entry with the index of its first event, grouped by turn (a seat's run of entries)."""
    runs, start, last = [], session.dealt_events, object()
    for entry, mark in zip(session.log, session.marks):
        if entry.seat != last:
            runs.append([])
            last = entry.seat
        runs[-1].append((entry, start, mark))
        start = mark
    return runs


@pytest.mark.slow  # whole games with the AIs' reasons, every game and mode: a soak (pytest -m slow)
@pytest.mark.parametrize("game_id, mode", _cases())
def test_a_reason_is_told_once_a_turn_right_after_its_move(game_id, mode):
    session = _played(game_id, mode)
    events = session.state.events
    lines = session.log_lines(None)
    where = {id(line[1]): i for i, line in enumerate(lines) if line[0] == "event"}
    expected = 0
    for run in _runs(session):
        told = set()
        for entry, start, mark in run:
            if not entry.note or entry.note in told:
                continue
            told.add(entry.note)
            if start == mark:  # a move with no event: its reason still follows what came before
                expected += 1
            elif events[start].visible_to is None:
                expected += 1
                i = where[id(events[start])]  # the move's own event, then its reason
                assert lines[i + 1] == ("note", entry.seat, entry.note), (entry, lines[i:i + 3])
    notes = [line for line in lines if line[0] == "note"]
    assert len(notes) == expected

