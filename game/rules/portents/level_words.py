"""Portents' solo levels in players' words: each difficulty's target, and the new-game dialog's
tooltip that says what every level asks (the words module gives both out as its own). Pure Python."""
from __future__ import annotations

from game.rules.portents.altar import PortentsData
from game.rules.wording import num, plural


def target_text(data: PortentsData, difficulty: str) -> str:
    """A difficulty's target in words: "a Fortune of 4 and two of 3 (all different)"."""
    d = data.difficulties[difficulty]
    if d.omens:
        return f"{d.omens} Omens or more"
    parts = []
    if d.fours:
        parts.append(f"{plural(d.fours, 'Fortune')} of 4")
    if d.threes:
        parts.append(f"{num(d.threes)} of 3")
    return " and ".join(parts) + ", each of a different colour or shape"


def option_tip(data: PortentsData, mode: str, key: str) -> str | None:
    """The new-game dialog's tooltip for an option (None: its description does): the difficulty's
    says what each level asks of the player's collection."""
    if mode != "solo" or key != "difficulty":
        return None
    levels = []
    for d in data.difficulties.values():  # in figures, so that each level fits a line of the tooltip
        parts = [f"{d.fours} Fortune{'s' if d.fours > 1 else ''} of 4"] if d.fours else []
        parts += [f"{d.threes} of 3"] if d.threes else []
        levels.append(f"{d.name}: {', '.join(parts) if not d.omens else f'{d.omens} Omens or more'}.")
    return "What you must collect before the Kitty circles the altar twice (each Fortune of a different " \
           "colour or shape):\n" + "\n".join(levels)
