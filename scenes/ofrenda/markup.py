"""Ofrenda's objects in players' words dressed as markup (colours, shapes, icons, tones) for tooltips
and the log. The words themselves are game/rules/ofrenda/words.py's.
"""
from __future__ import annotations

from game.rules.ofrenda import words
from scenes.ofrenda.art import hexcolour, lighter
from scenes.widgets import text as T

SHAPES = {"circle": "\u25cf", "heart": "\u2665", "diamond": "\u25c6", "triangle": "\u25b2", "square": "\u25a0"}

TONES = {"good": "#7be39a", "bad": "#ff8a8a", "gold": "#ffd76a", "muted": "muted"}


class Words(words.Plain):
    """Ofrenda's objects in players' words, as markup (colours, shapes, icons) for tooltips and the log.

    The sentences themselves live once, in :mod:`game.rules.ofrenda.words`; this only dresses the names.
    """

    def __init__(self, data, colour_blind: bool = False):
        super().__init__(data)
        self.cb = colour_blind

    def escape(self, text: str) -> str:
        return T.escape(text)

    def bold(self, text: str) -> str:
        return f"[b]{T.escape(text)}[/b]"

    def tone(self, text: str, tone: str) -> str:
        return f"[c={TONES[tone]}]{text}[/c]"

    def branch_colour(self, branch: str) -> tuple:
        return T.colour_of(self.branches[branch].colour)

    def colour(self, branch: str) -> str:
        b = self.branches[branch]
        return f"[c={hexcolour(lighter(self.branch_colour(branch), 0.3))}][b]{T.escape(self.colour_name(branch))} {SHAPES[b.shape]}[/b][/c]"

    def offering(self, offering: str, icon: bool = True) -> str:
        o = self.offerings[offering]
        img = f"[img=icons/offering_{o.id}.png] " if icon else ""
        return f"{img}[b]{T.escape(self.offering_name(offering))}[/b]"

    def name(self, card: str) -> str:
        """A portrait's name in its branch colour (with a shape badge in colour-blind mode)."""
        p = self.data.portraits[card]
        col = hexcolour(lighter(self.branch_colour(p.branch), 0.3))
        badge = f"\u2009[img=icons/branch_{p.branch}.png]" if self.cb else ""
        return f"[c={col}][b]{T.escape(p.name)}[/b][/c]{badge}"

    def card(self, card: str) -> str:
        return self.name(card)

    def objective(self, card: str) -> str:
        return words.objective(self, card)

    def candle_objective(self, candle: str) -> str:
        return words.candle_objective(self, candle)

    def candle_progress(self, candle: str, board) -> str | None:
        return words.candle_progress(self, candle, board)

    def slot_effect(self, effect: str | None) -> str:
        text = words.slot_effect(self, effect)
        tint = {"golden": "#ffd76a", "gain": "#7be39a", "cost": "#ff8a8a"}.get(effect)
        if tint:
            head, _, rest = text.partition(":")
            return f"[c={tint}]{head}[/c]:{rest}"
        return text

    def goal(self, goal: str) -> str:
        return words.goal_text(self, goal)

    def goal_progress(self, goal: str, board) -> str:
        return words.goal_progress(self, goal, board)
