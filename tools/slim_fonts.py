"""The bundle's symbol font, cut down to the blocks the client draws from it.

DejaVu Sans draws only what Lato lacks: the marks in ``scenes.widgets.text.SYMBOLS`` (hearts,
diamonds, dice, arrows, ticks, stars, hourglasses) and the icon buttons' glyphs. Its 5,900 glyphs
weigh 1.4 MB in two weights; these blocks weigh a tenth of that. The glyphs kept are the font's
own, with their hinting and layout tables, so they draw exactly as before. Lato stays whole: it
draws the players' names and a translation's words.
"""
from __future__ import annotations

from pathlib import Path

SYMBOL_BLOCKS = (
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x00FF),  # Latin-1
    (0x2000, 0x206F),  # General Punctuation
    (0x2190, 0x21FF),  # Arrows
    (0x2300, 0x23FF),  # Miscellaneous Technical (the hourglasses)
    (0x25A0, 0x27FF),  # Geometric Shapes, Miscellaneous Symbols, Dingbats, arrows and circles
)
SYMBOL_FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")


def kept_codepoints() -> list[int]:
    return [cp for first, last in SYMBOL_BLOCKS for cp in range(first, last + 1)]


def slim_symbol_font(source: Path, target: Path) -> Path:
    """Write ``source`` cut down to :data:`SYMBOL_BLOCKS` at ``target`` (fontTools, the build extra)."""
    from fontTools import subset

    options = subset.Options()
    options.layout_features = ["*"]
    options.hinting = True
    options.legacy_kern = True
    options.notdef_outline = True
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.recalc_timestamp = False
    font = subset.load_font(str(source), options)
    cutter = subset.Subsetter(options)
    cutter.populate(unicodes=kept_codepoints())
    cutter.subset(font)
    target.parent.mkdir(parents=True, exist_ok=True)
    subset.save_font(font, str(target), options)
    return target
