"""Die of the Dead's words on its pictures (see :mod:`game.lettering`): the City of the Dead's name,
the preparation board's, the items on the token boards and round the ofrenda, the ofrenda's scoring
captions, the foot of the steps and the cover's subtitle (the title, "Die of the Dead", stays in the
art as published). The places are the art's (tools/art/dotd/): the ofrenda's caption chips are laid
out here, and the art draws each chip's band, dice and badge where :data:`OFRENDA_CHIPS` puts it."""
from __future__ import annotations

from game.lettering import Block, Lettering, Sheet
from game.text import Msg

ITEM_ORDER = ("candle", "marigold", "bread", "incense")
MARIGOLD_L, BONE, INK = (255, 197, 61), (244, 235, 217), (24, 14, 36)
# the items' colours, lightened (tools/art: tint(DOTD_ITEM_COLOURS[item], 0.35) and 0.3)
TOKEN_BOARD_INK = {"candle": BONE, "marigold": (250, 187, 107), "bread": (217, 167, 126), "incense": (187, 167, 206)}
SECTION_INK = {"candle": (242, 226, 196), "marigold": (249, 182, 96), "bread": (214, 160, 116),
               "incense": (182, 160, 202)}

CHIP_TEXT = 12  # the captions' words on the board, in display pixels (read at 1280x720)
CHIP_ROW = CHIP_TEXT + 1.5
CHIP_PICTURE = 15  # the height of a chip's picture of four dice


def pattern(kind: str) -> Msg:
    """A section's colour requirement as the board names it (under a picture of four dice)."""
    return Msg(f"dotd-board-pattern-{kind}")


# The ofrenda's scoring captions: (x, y, w, h) on the board, the lines, whether a picture of four dice
# stands above them. Marigold along the top, candle along the bottom, bread down the left side,
# incense's colours-and-values part on the right (the urns' own caption is under the urns).
OFRENDA_CHIPS: tuple[tuple[tuple[int, int, int, int], tuple[Msg, ...], bool], ...] = (
    ((100, 12, 96, 48), (pattern("alternate"), Msg("dotd-board-run", n=2)), True),
    ((202, 12, 66, 48), (Msg("dotd-board-run", n=3),), False),
    ((274, 12, 66, 48), (Msg("dotd-board-run", n=4),), False),
    ((100, 311, 96, 50), (pattern("different"), Msg("dotd-board-alike", n=2)), True),
    ((202, 311, 66, 50), (Msg("dotd-board-alike", n=3),), False),
    ((274, 311, 66, 50), (Msg("dotd-board-alike", n=4),), False),
    ((10, 73, 78, 66), (pattern("same"), Msg("dotd-board-total-over", n=10)), True),
    ((10, 153, 78, 66), (Msg("dotd-board-total-over", n=16),), False),
    ((10, 233, 78, 66), (Msg("dotd-board-total-equal", n=16),), False),
    ((348, 67, 78, 58), (pattern("different"), Msg("dotd-board-values-differ")), True),
)


def chip_top(rect, lines: int, pictured: bool) -> float:
    """Where a chip's picture (or first line) starts: the picture and the lines centred in the chip."""
    x, y, w, h = rect
    return y + h / 2 - ((CHIP_PICTURE if pictured else 0) + lines * CHIP_ROW) / 2


def _chip(rect, lines, pictured) -> Block:
    x, _y, w, _h = rect
    top = chip_top(rect, len(lines), pictured) + (CHIP_PICTURE if pictured else 0)
    return Block(lines, "black", CHIP_TEXT, BONE, (x + w / 2, top + CHIP_ROW * len(lines) / 2), w - 8)


def _item(item: str) -> Msg:
    return Msg(f"dotd-item-{item}-plural")


# The section badges' names, a pinwheel in the corners of the ofrenda (each above or below its badge)
SECTION_NAMES = (("marigold", 50, 56), ("incense", 390, 56), ("candle", 390, 311), ("bread", 50, 311))

_OFRENDA = (
    *(Lettering(_item(item), "black", CHIP_TEXT, SECTION_INK[item], (x, y), 76, INK, 1)
      for item, x, y in SECTION_NAMES),
    *(_chip(rect, lines, pictured) for rect, lines, pictured in OFRENDA_CHIPS),
    Lettering(Msg("dotd-board-urn-match"), "black", CHIP_TEXT, BONE, (390, 273), 76),
    Lettering(Msg("dotd-board-urn-each"), "bold", CHIP_TEXT, MARIGOLD_L, (390, 288), 76),
)

SHEETS: dict[str, Sheet] = {
    "dotd/city.png": Sheet((Lettering(Msg("dotd-board-city"), "display", 17, MARIGOLD_L, (98, 14), 166,
                                      (90, 20, 60), 1.6),)),
    "dotd/preparation.png": Sheet((Lettering(Msg("dotd-board-preparation"), "display", 13, MARIGOLD_L, (125, 17), 210,
                                             INK, 1),)),
    "dotd/ofrenda.png": Sheet(_OFRENDA),
    "dotd/steps.png": Sheet((Lettering(Msg("dotd-board-start"), "italic", 13, (120, 96, 140), (106.5, 572), 157),)),
    "dotd/cover.png": Sheet((Lettering(Msg("dotd-cover-subtitle"), "bold", 20, BONE, (280, 142), 440,
                                       (60, 16, 60), 2),), scale=1),
    **{f"dotd/token_board_{item}.png": Sheet((Lettering(_item(item), "display", 17, TOKEN_BOARD_INK[item], (72, 17), 62,
                                                        INK, 1.2),))
       for item in ITEM_ORDER},
}
