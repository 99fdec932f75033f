"""Ofrenda (Orlando Sá and André Santos): build the most beautiful altar. Solo against Abuela, or
2 to 4 players with the optional Common Goals.

Importing this package only registers the game; the rules load on first use (PEP 562 names).
"""
from __future__ import annotations

import importlib

from game.protocol import ModeSpec, OptionSpec
from game.registry import GameInfo

_EXPORTS = {
    "game.rules.ofrenda.actions": ("CODEC", "AbuelaTurn", "DiscardPortrait", "EndTurn", "PlaceCandle",
                                   "PlaceMarigold", "PlacePortrait", "SkipCandle", "TakeCandle", "TakePortrait"),
    "game.rules.ofrenda.cards": ("OfrendaData", "load_ofrenda_data"),
    "game.rules.ofrenda.state": ("ABUELA", "MARIGOLD", "TURNS", "OfrendaState", "Phase", "Score", "objective_met",
                                 "PlayerBoard", "solo_setup"),
    "game.rules.ofrenda.view": ("OfrendaView", "BoardView", "player_view", "determinize"),
    "game.protocol": ("Event",),
}
__all__ = [name for names in _EXPORTS.values() for name in names] + ["GAME"]


def __getattr__(name: str):
    for module, names in _EXPORTS.items():
        if name in names:
            value = getattr(importlib.import_module(module), name)
            globals()[name] = value
            return value
    raise AttributeError(f"module 'game.rules.ofrenda' has no attribute {name!r}")


GAME = GameInfo(
    order=1,
    title="Ofrenda",
    tagline="Arrange your family's portraits, candles and marigolds on the altar.",
    modes=(
        ModeSpec("solo", "Solo against Abuela",
                 "Twelve turns against strict Abuela, who discards from the family board by the roll of a die.",
                 players=(1, 1), automaton="Abuela", contest=False),
        ModeSpec("multi", "2 to 4 players",
                 "Twelve turns each around one family board. Take portraits, light them on your altar, and "
                 "outscore the family. Each seat is you, a friend at this computer, or an AI.",
                 players=(2, 4),
                 options=(OptionSpec("goals", "Common Goals", "bool", False,
                                     description="Three shared goals: the first to reach one takes its best token."),)),
    ),
    bots={"easy": ".bots.easy:OfrendaEasyBot", "hard": ".bots.hint:OfrendaHardBot",
          "hint": ".bots.hint:OfrendaHintBot"},
    hint_bot="hint",
    policy=".bots.policy:OfrendaPolicy",
)
