"""The bundle's fonts, cut down to the characters the client draws with them.

DejaVu Sans draws only what Lato lacks: the marks in ``scenes.widgets.text.SYMBOLS`` (hearts,
diamonds, dice, arrows, ticks, stars, hourglasses) and the icon buttons' glyphs. Its 5,900 glyphs
weigh 1.4 MB in two weights; these blocks weigh a tenth of that. The glyphs kept are the font's
own, with their hinting and layout tables, so they draw exactly as before.

Lato (four weights, 2.7 MB) draws every word of the client: the bundle keeps the Latin blocks a
player's name or a Spanish or French word may need (Latin-1, Latin Extended-A, the punctuation) and
every other character of the player-visible texts (:func:`text_characters`). The source tree keeps
the whole fonts for a translation that needs more.
"""
from __future__ import annotations

import re
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


TEXT_BLOCKS = (
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x00FF),  # Latin-1
    (0x0100, 0x017F),  # Latin Extended-A
    (0x2000, 0x206F),  # General Punctuation
    (0x20AC, 0x20AC),  # the euro sign
)
TEXT_FONTS = ("Lato-Regular.ttf", "Lato-Bold.ttf", "Lato-Italic.ttf", "Lato-Black.ttf")
# Where the words a player reads come from: the words modules and every other module (a word may be
# anywhere in the scenes), the data files, the rules screen's documents and the theme.
TEXT_SOURCES = (("game", (".py",)), ("scenes", (".py",)), ("client", (".py",)),
                ("data", (".yaml", ".yml", ".json", ".txt")), ("docs/rules", (".md", ".txt")), ("assets/ui", (".json",)))
ROOT = Path(__file__).resolve().parent.parent
ESCAPE = re.compile(r"\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})")


def kept_codepoints() -> list[int]:
    return [cp for first, last in SYMBOL_BLOCKS for cp in range(first, last + 1)]


def text_characters(root: Path = ROOT) -> set[str]:
    """Every character of the player-visible text files under ``root`` (:data:`TEXT_SOURCES`)."""
    chars: set[str] = set()
    for folder, suffixes in TEXT_SOURCES:
        for path in (root / folder).rglob("*"):
            if path.suffix in suffixes and path.is_file():
                text = path.read_text(encoding="utf-8")
                chars |= set(text)
                if path.suffix == ".py":  # a character written as an escape ("\\u2212", the minus sign)
                    chars |= {chr(int(short or long, 16)) for short, long in ESCAPE.findall(text)}
    return {c for c in chars if c.isprintable() or c == " "}


def text_codepoints(root: Path = ROOT) -> list[int]:
    blocks = {cp for first, last in TEXT_BLOCKS for cp in range(first, last + 1)}
    return sorted(blocks | {ord(c) for c in text_characters(root)})


def slim_text_font(source: Path, target: Path, root: Path = ROOT) -> Path:
    """Write ``source`` cut down to :func:`text_codepoints` at ``target``."""
    return _subset(source, target, text_codepoints(root))


def slim_symbol_font(source: Path, target: Path) -> Path:
    """Write ``source`` cut down to :data:`SYMBOL_BLOCKS` at ``target`` (fontTools, the build extra)."""
    return _subset(source, target, kept_codepoints())


def _subset(source: Path, target: Path, codepoints: list[int]) -> Path:
    """``source`` with only the glyphs of ``codepoints`` (and those they use), their own outlines,
    hinting, kerning and layout tables kept, so each draws as in the whole font."""
    import logging

    from fontTools import subset

    logging.getLogger("fontTools").setLevel(logging.WARNING)  # not a line per table of every font
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
    cutter.populate(unicodes=codepoints)
    cutter.subset(font)
    target.parent.mkdir(parents=True, exist_ok=True)
    subset.save_font(font, str(target), options)
    return target
