"""Portents' duel and its stall rule (fifty turns in a row without an Omen collected: a draw): the
table counts the turns once it matters, and the Hard AI plays for a result."""
from __future__ import annotations

import pytest

from game import registry
from game.protocol import SeatSetup, Setup
from game.rules.portents import words
from game.session import Session
from table_hands import open_table
from game.text import say

GAME = registry.get("portents")


def duel_session(dry: int) -> Session:
    setup = Setup("duel", (SeatSetup("human", "You"), SeatSetup("bot", "Rosa", "random")))
    session = Session(GAME, GAME.validate_setup(setup), 3)
    session.state.dry = dry
    return session


def test_the_stall_counter_words_follow_the_rule():
    data = GAME.load_data()
    assert data.dry_turns == 50
    assert words.stall_count(data, 38) == "Turns without an Omen: 38 of 50"
    assert not words.stall_shown(data, 9) and words.stall_shown(data, 10)
    assert not words.stall_urgent(data, 39) and words.stall_urgent(data, 40)
    title, line = words.stall_tip(data, 38)
    assert "50" in line and "draw" in line and "12 turns" in line


def stall_pieces(scene):
    return [p for p in scene.table.parts.part("topbar").pieces(scene.table.seen) if p.key == ("stall",)]


def test_the_duel_table_shows_the_stall_counter_when_it_matters(table):
    quiet = open_table(table, duel_session(3))
    assert stall_pieces(quiet) == []
    scene = open_table(table, duel_session(38))
    (piece,) = stall_pieces(scene)
    tip = piece.tooltip()
    assert "draw" in " ".join(tip.lines) and "38" in " ".join(tip.lines)
    assert piece.rect.top < 46 and piece.rect.width > 100  # a pill in the top bar
    assert scene.table.parts.hit(piece.rect.center, scene.table.seen).key == ("stall",)


def test_the_solo_table_never_shows_it(table):
    setup = Setup("solo", (SeatSetup("human", "You"),), {"difficulty": "standard"})
    session = Session(GAME, GAME.validate_setup(setup), 3)
    session.state.dry = 45
    scene = open_table(table, session)
    assert stall_pieces(scene) == []


def hard_duel(seed: int):
    from game.cli import play_game

    setup = GAME.validate_setup(Setup("duel", (SeatSetup("bot", "A", "hard"), SeatSetup("bot", "B", "hard"))))
    return play_game(GAME, setup, seed)


@pytest.mark.slow  # a soak: runs with -m slow (CI runs both)
@pytest.mark.parametrize("seed", [9])
def test_hard_against_hard_plays_for_a_result(seed):
    """Seed 9 stood at five Omens to three from turn 12, neither side able to read an Omen, and the two
    Hard AIs pushed on to the stall rule's draw at turn 61; they now play for a result."""
    state = hard_duel(seed)
    assert state.reason != "dry" and not state.draw and len(state.winners) == 1
    assert state.turns < 40


def test_hard_says_why_it_plays_a_turn_that_reads_nothing():
    """A turn chosen for the push it lines up says so; a duel won by the fourth offering says that,
    not a Fortune."""
    from game.ai import make_bot

    setup = GAME.validate_setup(Setup("duel", (SeatSetup("bot", "A", "hard"), SeatSetup("bot", "B", "hard"))))
    session = Session(GAME, setup, 9)
    session.advance({s: make_bot(GAME, "hard", s, 9) for s in (0, 1)}, collect=False)
    state = session.state
    notes = {say(e.note, "en") for e in session.log if e.note}
    assert any(n.startswith("it lines up") for n in notes)
    assert state.reason == "burnt"
    last = [say(e.note, "en") for e in session.log if e.seat in state.winners and e.note][-1]
    assert last == "it lights the fourth Burnt Offering, which wins the duel"
