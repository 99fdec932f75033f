"""Ofrenda: the phases of a turn, the numbers of the rules, and the actions without fields (made once)."""
from __future__ import annotations

from enum import Enum

from game.protocol import AUTOMATON
from game.rules.ofrenda.actions import AbuelaTurn, EndTurn, SkipCandle


MARKET_SPACES = 4
HAND_SIZE = 3
START_MARIGOLDS = 3
CANDLE_STORAGE = 3
TURNS = 12
DISCARD_GAIN = 3
SOLO_BOX_PORTRAITS = 3
ABUELA = AUTOMATON  # the solo automaton's seat number
MARIGOLD = "marigold"  # what a marigold decoration slot holds
SOLO, MULTI = "solo", "multi"


ABUELA_SPACE_OF_ROLL = {1: 0, 2: 1, 3: 2, 4: 3, 5: 0, 6: 1}


def abuela_space(roll: int) -> int:
    """Market space (0-based) that Abuela's die picks: 1 or 5 -> 1st, 2 or 6 -> 2nd, 3 -> 3rd, 4 -> 4th."""
    return ABUELA_SPACE_OF_ROLL[roll]


class Phase(str, Enum):
    ABUELA = "abuela"
    TAKE_PORTRAIT = "take_portrait"
    TAKE_CANDLE = "take_candle"
    PLAY_PORTRAIT = "play_portrait"
    DECORATE = "decorate"
    GAME_OVER = "game_over"


# The phases as plain module globals: reading ``Phase.X`` goes through the enum's class machinery,
# several times slower, and the rules compare phases at every step of every playout.
P_ABUELA, P_TAKE_PORTRAIT, P_TAKE_CANDLE, P_PLAY_PORTRAIT, P_DECORATE, P_GAME_OVER = (
    Phase.ABUELA, Phase.TAKE_PORTRAIT, Phase.TAKE_CANDLE, Phase.PLAY_PORTRAIT, Phase.DECORATE, Phase.GAME_OVER)

# actions are values: one shared instance each
SKIP_CANDLE = SkipCandle()
END_TURN = EndTurn()
ABUELA_TURN = AbuelaTurn()
