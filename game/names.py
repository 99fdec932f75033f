"""A seat's name as a player reads it: the untyped "Player 1" (the name a save keeps) and the one
person's "You" said in the reader's language. Light on purpose: the shell's words use it before the
menu's first frame, without the game protocol behind it (:mod:`game.protocol` re-exports these)."""
from __future__ import annotations

from game.text import Msg


def player_name(seat: int) -> str:
    """A person's seat untyped: "Player 1" (the name a save keeps; it is shown as :func:`spoken_name`)."""
    return f"Player {seat + 1}"


def untyped_seat(name: str) -> int | None:
    """The seat whose untyped name ``name`` is ("Player 2": 1), else ``None``."""
    head, _, number = name.partition(" ")
    if head != "Player" or not number.isdigit() or number.startswith("0"):
        return None
    seat = int(number) - 1
    return seat if player_name(seat) == name else None


def spoken_name(name: "str | Msg") -> "str | Msg":
    """A seat's name as the reader reads it: the one person's seat, "You", and an untyped seat's
    "Player 1" in the reader's language (messages); a typed name as it is."""
    if isinstance(name, Msg):
        return name
    if name == "You":
        return Msg("you-name")
    seat = untyped_seat(name)
    return name if seat is None else Msg("player-name", n=seat + 1)
