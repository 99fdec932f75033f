"""Dia de los Muertos: the phases (whose decision it is, and of what), who sits where each night,
and the names the rules share."""
from __future__ import annotations

from enum import Enum

from game.rules.muertos.cards import HAND_SIZE, POSITIONS


DUMMY = -2  # the seat number standing for the dummy hand at its place (three players)
NIGHTS = 3
TRICKS = HAND_SIZE
COLOURS = ("black", "pink", "green", "blue")


class Phase(Enum):
    PLAY = "play"  # the place to act plays a card (or sets one aside)
    ASK = "ask"  # Ask was played: its player asks a question
    ANSWER = "answer"  # the asked player picks among colours tied for the most
    SWAP_GIVE = "swap_give"  # Swap was played: its player passes a card to the partner
    SWAP_RETURN = "swap_return"  # ... and the partner passes one back
    CANCEL = "cancel"  # a 3 facing several opposing 10s: its player picks the one it cancels
    GIFT_TAKE = "gift_take"  # the dummy won: the player on its right picks the card to take
    GIFT_GIVE = "gift_give"  # the player on the winner's right gives a card back
    OVER = "over"


def seating(players: int, night: int) -> tuple[int, ...]:
    """Who sits at each place on ``night``: seat numbers, :data:`DUMMY` for the dummy hand.

    Three players keep their order round the table; the dummy sits opposite its partner, who
    is seat ``night`` (each player partners the dummy for one night).
    """
    if players == 4:
        return (0, 1, 2, 3)
    partner = night % 3
    for gap in range(POSITIONS):
        order = [0, 1, 2]
        order.insert(gap, DUMMY)
        if (order.index(DUMMY) - order.index(partner)) % POSITIONS == 2:
            return tuple(order)
    raise AssertionError("no seating puts the dummy opposite its partner")
