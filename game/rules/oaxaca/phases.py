"""Oaxaca's phases: whose decision it is and of what kind (``OaxacaState.phase``)."""
from __future__ import annotations

from enum import Enum


class Phase(Enum):
    REROLL = "reroll"  # the seats in ``queue`` choose their re-roll, in turn
    TURN = "turn"  # ``active`` plays a turn
    KEEP = "keep"  # ``active`` keeps one of the gathered cards
    PUT_BACK = "put_back"  # ``active`` puts the other gathered cards back, one by one
    SHARE = "share"  # ``queue[0]`` may take a token off a card (an opponent's Carved Chest)
    EARLY = "early"  # solo: the Early Morning die, a deck token or kept
    SELL = "sell"  # solo: sales to the customers
    CUSTOMERS = "customers"  # solo: which unsold customers roll again
    OVER = "over"
