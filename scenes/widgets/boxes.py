"""The boxes of text a screen drew, noted while a check records them (``scenes.widgets.fit.recording``):
what the scene check reads to find text spilling its box, set below its floor, or left in English.
A leaf module: code that sets text outside the kit's fitting (a caption lettered on a picture,
``scenes.lettering``) notes its boxes here without importing the kit's text drawing."""
from __future__ import annotations

from typing import NamedTuple


class Box(NamedTuple):
    """One box of text as drawn (a named tuple: it is defined before the menu's first frame, where a
    frozen dataclass cost a millisecond or two)."""

    text: str
    box: tuple[int, int]  # (width, height); a height of 0: any height
    size: int  # the font size it was set at
    drawn: tuple[int, int]  # the picture's size
    below_floor: bool = False
    shown: str = ""  # the text as drawn, when it was cut to fit (:func:`cut`, :func:`named`)

    @property
    def spills(self) -> bool:
        w, h = self.box
        return self.drawn[0] > w or (h > 0 and self.drawn[1] > h)


RECORD: list[Box] | None = None  # the boxes noted while a check records (None: not recording)


def note(text: str, box: tuple[int, int], size: int, drawn: tuple[int, int], floor: float) -> None:
    """A box of text set by other code (a caption lettered on a picture: ``scenes.lettering``): noted
    as the fitted ones are."""
    if RECORD is not None:
        RECORD.append(Box(text, (int(box[0]), int(box[1])), size, (int(drawn[0]), int(drawn[1])), size < floor))
