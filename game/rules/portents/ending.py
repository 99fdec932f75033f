"""How a finished Portents game was decided, in facts an end screen can show: the Fortunes that
won it (the player's, a rival's or the Kitty's), whether the four-offerings rule ended it, and in
solo the difficulty and the challenges beaten. Pure Python, read from a finished state."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.portents.state import attribute_counts

# the size of a Fortune that counts toward each ending (``state.reason``)
_SIZES = {"fortune": 4, "fortunes": 3, "target": 3, "kitty_fortune": 3, "kitty_fortunes": 2}


@dataclass(frozen=True)
class Ending:
    reason: str  # state.reason: fortune, fortunes, target, burnt, laps, kitty_fortune(s), passes, dry
    kitty: bool  # the Kitty won
    draw: bool
    winners: tuple[int, ...]
    fortunes: tuple[tuple[int, int], ...]  # the winning side's Fortunes: (attribute, Omens), largest first
    burnt: bool  # the four-offerings rule ended the game
    difficulty: str | None  # solo: the difficulty's name
    challenges: tuple[str, ...]  # solo: the challenges' names (beaten when the player won)


def fortunes_of(omens, size: int) -> tuple[tuple[int, int], ...]:
    """The attributes a collection holds at least ``size`` Omens of, largest first: (attribute, count)."""
    counts = attribute_counts(omens)
    return tuple(sorted(((a, n) for a, n in enumerate(counts) if n >= size), key=lambda x: (-x[1], x[0])))


def ending(state) -> Ending:
    """The facts of a finished game (of a game going on: the reason is empty)."""
    data = state.data
    size = _SIZES.get(state.reason)
    found: tuple = ()
    if size is not None:
        if state.kitty_won:
            found = fortunes_of(state.kitty_omens, size)
        elif state.winners and not state.draw:
            (seat,) = tuple(state.winners)[:1]
            found = fortunes_of(state.collected[seat], size)
    return Ending(state.reason, state.kitty_won, state.draw, tuple(sorted(state.winners)), found,
                  state.reason == "burnt", state.difficulty.name if state.solo else None,
                  tuple(data.challenges[c].name for c in sorted(state.challenges)))
