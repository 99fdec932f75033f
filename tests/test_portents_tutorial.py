"""Portents' guided first game: where a step asks for a tile put into one of several gaps, the words
that tell that gap apart from the others are true of the altar at that step."""
from __future__ import annotations

import re

from game import registry, tutorial
from game.text import say

GAME = registry.get("portents")


def gaps(state) -> list[int]:
    return [i for i, tile in enumerate(state.altar) if tile < 0]


def test_a_gap_is_told_apart_by_words_true_of_the_altar():
    script = tutorial.load(GAME)
    told = []

    def look(index, session):
        step = script.steps[index]
        m = re.fullmatch(r"place \S+ at (\d)", step.move or "")
        if m is None or len(gaps(session.state)) < 2:
            return
        target, others = int(m.group(1)), [g for g in gaps(session.state) if g != int(m.group(1))]
        row, col = divmod(target, 3)
        said = say(script.words(step)).lower()
        told.append(index)
        # by side: the only gap of that side (left/right column, top/bottom row) among the gaps
        for word, mine, theirs in (("right-hand", col == 2, [g % 3 == 2 for g in others]),
                                   ("left-hand", col == 0, [g % 3 == 0 for g in others]),
                                   ("upper", True, [g // 3 < row for g in others]),
                                   ("lower", True, [g // 3 > row for g in others])):
            if word in said:
                assert mine and not any(theirs), f"step {index + 1} says {word!r}: gaps {gaps(session.state)}"
    tutorial.check(script, on_step=look)
    assert told, "no step asks for a tile put into one of several gaps"
