"""An opponent's (or partner's) summary: who sits there, what they hold, whether they act."""
from __future__ import annotations

from scenes.kit.parts import Part


class Summary(Part):
    """A seat's summary at its place round the table. ``place`` is the seat's place counted from
    the seat on screen (1: the next one clockwise), which is also in its name (``seat:1``).
    ``enlarged`` is the summary opened up (a game may draw more of it then)."""

    kind = "seat"

    def __init__(self, place: int, rect=None, prefix: str = "seat"):
        super().__init__(f"{prefix}:{place}", rect)
        self.place = place
        self.enlarged = False
