"""Portents' solo levels in players' words: each difficulty's target, and the new-game dialog's
tooltip that says what every level asks (the words module gives both out as its own). Pure Python."""
from __future__ import annotations

from game.rules.portents.altar import PortentsData
from game.text import Msg, say


def target_text(data: PortentsData, difficulty: str) -> str:
    """A difficulty's target in words: "a Fortune of 4 and two of 3 (all different)"."""
    d = data.difficulties[difficulty]
    if d.omens:
        return say(Msg("portents-target-omens", n=d.omens))
    return say(Msg("portents-target", fours=d.fours, threes=d.threes,
                   fours_count=Msg("portents-number", n=d.fours), threes_count=Msg("portents-number", n=d.threes)))


def option_tip(data: PortentsData, mode: str, key: str) -> str | None:
    """The new-game dialog's tooltip for an option (None: its description does): the difficulty's
    says what each level asks of the player's collection."""
    if mode != "solo" or key != "difficulty":
        return None
    levels = []
    for d in data.difficulties.values():  # in figures, so that each level fits a line of the tooltip
        if d.omens:
            levels.append(say(Msg("portents-level-omens", level=d.name, n=d.omens)))
        else:
            levels.append(say(Msg("portents-level", level=d.name, fours=d.fours, threes=d.threes)))
    return say(Msg("portents-levels-tip")) + "\n" + "\n".join(levels)
