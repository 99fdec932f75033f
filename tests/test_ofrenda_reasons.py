"""Ofrenda: every AI reason says only what is true of the move and the position it was made in.
Over seeded games (solo and multiplayer, the Easy and Hard AIs), each reason's claims are checked
against the state before the move and right after it: "so it will light" means the portrait's wish
is met and no later neighbour can spoil it, "Primo Nando lights up beside it" that he lit, "three lit
portraits around it already, 2 points each" that three are lit and the candle scores them, "two
slots around it are open" that two are, "(+1 marigold)" that the slot gives one, and so on."""
from __future__ import annotations

import re

import pytest

from bot_checks import reasons_checked
from game import registry
from game.rules.ofrenda import words
from game.rules.ofrenda.actions import (DiscardPortrait, PlaceCandle, PlaceMarigold, PlacePortrait, SkipCandle,
                                        TakeCandle, TakePortrait)
from game.rules.ofrenda.state import objective_met
from game.text import say

GAME = registry.get("ofrenda")
DATA = GAME.load_data()
FMT = words.Plain(DATA)
SPOILABLE = ("no_colour", "no_offering")  # wishes a later neighbour can break


def _num(word: str) -> int:
    return next(n for n in range(20) if words.num(n) == word)


def _slot_of(board, name: str) -> str:
    return next(s for s, c in board.ofrenda.items() if FMT.card(c) == name)


def check(before, seat: int, legal: list, choice, after) -> None:
    """Every claim of ``choice.reason`` holds, ``before`` and ``after`` its move."""
    note, action = say(choice.reason, "en"), choice.action
    b, a = before.boards[seat], after.boards[seat]
    if note.lower().startswith("it is the only move left"):
        assert len(legal) == 1, note
    slot = getattr(action, "slot", None)
    if isinstance(action, PlacePortrait):
        card = action.card
        neighbours = DATA.neighbours[slot]
        present = [b.ofrenda[n] for n in neighbours if n in b.ofrenda]
        open_n = sum(1 for n in neighbours if n not in b.ofrenda)
        if "lights up at once" in note:
            assert slot in a.lit and slot not in b.lit, note
            m = re.search(r"and so does (.*?)(?: \(|$)", note)
            if m:
                assert _slot_of(a, m.group(1)) in a.lit - b.lit, note
        m = re.match(r"(.*?) lights? up beside it", note)
        if m:
            lit_new = a.lit - b.lit
            assert slot not in lit_new and lit_new, note
            if " and " in m.group(1) or not re.match(r"\w+ portraits$", m.group(1)):
                for name in re.split(r", | and ", m.group(1)):
                    assert _slot_of(a, name) in lit_new, note
        if "lights if it stays so" in note:
            assert objective_met(DATA, card, present) and open_n, note
        if "so it will light" in note:
            assert objective_met(DATA, card, present), note
            kind = DATA.portraits[card].objective.kind
            assert kind not in SPOILABLE or open_n == 0, (note, kind, open_n)
        m = re.search(r"and (\w+) slots? around it (?:are|is) open", note)
        if m:
            assert _num(m.group(1)) == open_n, (note, open_n)
        if "(+1 marigold)" in note:
            assert DATA.slots[slot].effect == "gain", note
        if "golden" in note:
            assert DATA.slots[slot].effect == "golden", note
    if isinstance(action, (PlaceCandle, PlaceMarigold)):
        lit = sum(1 for s in DATA.decorations[slot].portraits if s in b.lit)
        m = re.match(r"(\w+) lit portraits? around it already, (2 points|a point) each", note)
        if m:
            assert _num(m.group(1)) == lit, (note, lit)
            if isinstance(action, PlaceCandle) and "once the candle lights" not in note:
                assert slot in a.lit_candles, note  # an unlit candle scores nothing
        if isinstance(action, PlaceCandle) and "2 points for each portrait" in note:
            assert "once the candle lights" in note or slot in a.lit_candles, note
    if isinstance(action, TakePortrait):
        gain = before.market_marigolds[action.space]
        if "the marigold on it comes along" in note:
            assert gain == 1, note
        m = re.search(r"the (\w+) marigolds on it come along", note)
        if m:
            assert _num(m.group(1)) == gain, note
    if isinstance(action, TakeCandle) and "costs nothing" in note:
        assert a.marigolds == b.marigolds, note
    if "no candle slot is left open" in note:
        assert isinstance(action, SkipCandle)
        assert not [d for d, deco in DATA.decorations.items() if deco.holds == "candle" and d not in b.decorations
                    and not all(s in b.ofrenda for s in deco.portraits)], note
    if "goes for three marigolds" in note or "three marigolds pay" in note:
        assert isinstance(action, (DiscardPortrait, TakePortrait)), note


def play(mode: str, players: int, bot: str, seed: int, steps: int) -> int:
    """``steps`` decisions of a seeded game of ``bot`` AIs, every reason checked; how many were."""
    return reasons_checked(GAME, mode, players, bot, seed, steps, check)


@pytest.mark.parametrize("mode, players, bot, seed", [
    ("solo", 1, "hard", 1),
    *[pytest.param(*case, marks=pytest.mark.slow) for case in [  # the other seeds: soaks
        ("solo", 1, "easy", 2),
        ("multi", 2, "hard", 3),
        ("multi", 3, "hard", 4),
        ("multi", 2, "easy", 5),
        ("multi", 4, "hint", 6)]]])
def test_every_reason_holds_in_its_position(mode, players, bot, seed):
    assert play(mode, players, bot, seed, 400) > 30
