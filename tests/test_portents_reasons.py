"""Portents: every AI reason says only what is true of the move and the position it was made in.
Over seeded games (solo and duel, the Easy and Hard AIs), each reason's claims are checked against
the state before the move and what the move (or the Hard AI's whole planned turn) brought: "it reads
the Red Skull Omen" means that Omen was collected, "two Skull Omens now" that the seat holds two,
"completes a Portent there" that placing the tile made one, "no push is possible" that it passed."""
from __future__ import annotations

import re

import pytest

from bot_checks import reasons_checked
from game import registry
from game.ai import Decision, make_bot
from game.protocol import SeatSetup, Setup
from game.rules.portents import words
from game.rules.portents.actions import Burn, Pass, Place, Sacrifice, Shift, Snuff
from game.rules.portents.tiles import attribute_counts
from game.session import default_setup
from game.text import say

GAME = registry.get("portents")
DATA = GAME.load_data()
FMT = words.Plain(DATA)


def check(before, seat: int, legal: list, choice, after) -> None:
    """Every claim of ``choice.reason`` holds: ``before`` the state where it was made, ``after`` the
    state once its steps (the whole planned turn, for the Hard AI) were played."""
    note, action = say(choice.reason, "en"), choice.action
    if note == "the only move":
        assert len(legal) == 1, note
    if note == "no push is possible":
        assert isinstance(action, Pass), note
    if "completes the target collection" in note or "completes a winning Fortune" in note:
        assert after.is_over and seat in after.winners and not after.draw, note
    got = [o for o in after.collected[seat] if o not in before.collected[seat]]
    m = re.match(r"it reads (.*?): (.*) now$", note)
    if m:
        assert m.group(1) == words.listing([FMT.omen(o) for o in got]), (note, got)
        tail = m.group(2)
        s = re.fullmatch(r"(\w+) of the (\d+)", tail)
        if s:
            assert s.group(1) == words.num(len(after.collected[seat])), note
        else:
            counts = attribute_counts(after.collected[seat])
            assert any(tail == words.plural(counts[a], f"{FMT.attribute(a)} Omen") for a in range(8)), (note, counts)
    if "leaves the opponent the least to read" in note:
        assert not got and not before.solo, note
    if "keeps the Kitty from stealing" in note:
        assert not after.steal, note
    if "the Kitty will steal" in note:
        assert after.steal, note
    if "a push from the" in note:
        assert isinstance(action, Shift) and before.side is None and f"from the {action.side}" in note, note
    if "one more shift" in note:
        assert isinstance(action, Shift) and before.side == action.side, note
    if "completes a Portent there" in note:
        assert isinstance(action, Place) and after.portents, note
        if "reads an Omen" in note:
            assert after.took_omen or len(after.collected[seat]) > len(before.collected[seat]), note
    if "fits that gap" in note:
        assert isinstance(action, Place), note
    if "lights the fourth Burnt Offering" in note:
        assert after.is_over and seat in after.winners and not after.draw and after.reason == "burnt", note
    if "lines up an Omen for the next push" in note or "could light the fourth offering" in note:
        assert not got and not before.solo and not after.is_over and after.active == 1 - seat, note
    if "offering" in note and "fourth" not in note:
        assert isinstance(action, Burn), note
    if "snuffing" in note:
        assert isinstance(action, Snuff), note
    if "least useful in hand" in note:
        assert isinstance(action, Sacrifice), note


def play(mode: str, bot: str, seed: int, steps: int) -> int:
    """``steps`` decisions of a seeded game of ``bot`` AIs, every reason checked; how many were (the Hard
    AI plans a whole turn: its reason is about the turn, so all its steps are played)."""
    return reasons_checked(GAME, mode, 1 if mode == "solo" else 2, bot, seed, steps, check, whole_turn=bot == "hard")


@pytest.mark.parametrize("mode, bot, seed, steps", [
    ("duel", "hard", 1, 120), ("duel", "hard", 2, 120),
    *[pytest.param(*case, marks=pytest.mark.slow) for case in [  # the other seeds: soaks
        ("solo", "hard", 3, 120),
        ("solo", "hard", 4, 120),
        ("duel", "easy", 5, 40),
        ("solo", "easy", 6, 40)]]])
def test_every_reason_holds_in_its_position(mode, bot, seed, steps):
    assert play(mode, bot, seed, steps) > 5


def test_a_false_reason_is_caught():
    """The check is not blind: the Hard AI's own reading reason, told with another Omen or another
    count, or a Portent claimed where none was made, fails it."""
    from game.ai import Choice

    base = default_setup(GAME, "duel", 2)
    seats = tuple(SeatSetup("bot", s.name, "hard") for s in base.seats)
    state = GAME.new_state(DATA, 1, GAME.validate_setup(Setup("duel", seats, base.options)))
    bots = [make_bot(GAME, "hard", i, 1) for i in range(2)]
    while True:
        seat = next(iter(state.to_move()))
        legal = state.legal_actions(seat)
        choice = bots[seat].decide(Decision(seat, legal, GAME.view(state, seat), budget=0.2))
        before = state.clone()
        for action in choice.steps:
            state.apply(seat, action)
        if say(choice.reason, "en").startswith("it reads"):
            break
    check(before, seat, legal, choice, state)  # the true one passes
    got = [o for o in state.collected[seat] if o not in before.collected[seat]]
    other = next(o for o in range(16) if o not in got)
    said = say(choice.reason, "en")
    lies = [said.replace(FMT.omen(got[0]), FMT.omen(other)),
            re.sub(r": (\w+) ", ": eleven ", said),
            "the Red Skull completes a Portent there"]
    for lie in lies:
        with pytest.raises(AssertionError):
            check(before, seat, legal, Choice(choice.action, lie, choice.plan), state)
