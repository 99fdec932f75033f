"""What Die of the Dead's storyboard tells beat by beat, how long each beat lasts, what the table
shows while a move is told, and the markup of dice and colours in the log and tooltips.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.dotd.components import SKULL
from game.rules.dotd.words import Plain, plural
from scenes.dotd.pieces import TEXT_COLOURS

# the events a storyboard tells (a move bringing any of them is told beat by beat) and each beat's
# seconds at normal animation speed
TOLD = {"open", "score", "rotate", "reveal", "start_roll", "cash", "climb", "game_over", "round", "swap"}
BEAT = {"open_tip": 0.35, "open_shake": 0.8, "open_land": 0.75, "score": 2.1, "climb": 0.2, "land": 0.5,
        "token": 0.45, "cash": 1.5, "rotate": 0.9, "round": 0.6, "reveal": 1.0, "start_roll": 1.2,
        "start_player": 0.7, "draft": 0.45, "pay": 0.45, "move": 0.45, "complete": 0.6, "skull": 0.55,
        "set_face": 0.55, "game_over": 1.0, "swap": 0.6, "ascend": 0.3, "pass": 0.5, "city_gain": 0.35,
        "city_spend": 0.35, "discard": 0.3, "retune": 0.4, "finish_scoring": 0.2}


class Markup(Plain):
    """Dice and colours in their colour (and bold), for the log and tooltips."""

    def colour(self, colour) -> str:
        name = Plain.colour(self, colour)
        return f"[c={TEXT_COLOURS.get(name, '#ffffff')}][b]{name}[/b][/c]"

    def die(self, colour, power: bool, face: int | None = None) -> str:
        name = Plain.colour(self, colour)
        if face is None:
            text = f"{name} {'power die' if power else 'die'}"
        elif face == SKULL:
            text = f"{name} skull"
        else:
            text = f"{name} {'power ' if power else ''}{face}"
        return f"[c={TEXT_COLOURS.get(name, '#ffffff')}][b]{text}[/b][/c]"


@dataclass
class Told:
    """What the table shows while a move is told, where it differs from the view: the caskets'
    order (before they move), caskets still closed or shaking, the Round Starter before the marker
    passes, scoring dice before they climb (seat -> (steps, square)), the scoring card on show."""

    order: tuple | None = None
    closed: frozenset = frozenset()
    shaking: int | None = None
    rs: int | None = None
    steps: dict = field(default_factory=dict)
    card: tuple | None = None

    def key(self) -> tuple:
        return (self.order, self.closed, self.shaking, self.rs, tuple(sorted(self.steps.items())), self.card)


def num_laps(face: int) -> str:
    return plural(face - 1, "time")
