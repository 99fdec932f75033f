"""What every part of Ofrenda's table built from a layout rect shares: the table scene it reads."""
from __future__ import annotations


class OnTable:
    """Mixed in before a kit part: the part ``name`` at ``rect`` reading the table scene ``t`` (the
    view, the layout, the tooltips and clicks); ``declare`` says which sits where."""

    def __init__(self, t, name: str, rect):
        super().__init__(name, rect)
        self.t = t
