"""The bundle's cut-down symbol font keeps every glyph the client draws from it, unchanged."""
import importlib.util
from pathlib import Path

import pytest

pytest.importorskip("fontTools")
from fontTools.ttLib import TTFont  # noqa: E402

from scenes.widgets.text import SYMBOLS  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("slim_fonts", ROOT / "tools" / "slim_fonts.py")
slim_fonts = importlib.util.module_from_spec(spec)
spec.loader.exec_module(slim_fonts)


def drawn_with_the_symbol_font() -> set[str]:
    """The symbols, and every character of the client's texts that Lato has no glyph for."""
    lato = TTFont(ROOT / "assets" / "fonts" / "Lato-Regular.ttf").getBestCmap()
    chars = set(SYMBOLS)
    for folder in ("game", "scenes", "client", "data", "assets/ui"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".yaml", ".json") and path.is_file():
                chars |= {c for c in path.read_text(encoding="utf-8") if ord(c) > 0x7F and ord(c) not in lato}
    return chars


@pytest.mark.parametrize("name", slim_fonts.SYMBOL_FONTS)
def test_the_slim_symbol_font_keeps_every_glyph_drawn_from_it(tmp_path, name):
    full_path = ROOT / "assets" / "fonts" / name
    slim_path = slim_fonts.slim_symbol_font(full_path, tmp_path / name)
    full, slim = TTFont(full_path), TTFont(slim_path)
    full_map, slim_map = full.getBestCmap(), slim.getBestCmap()
    needed = {c for c in drawn_with_the_symbol_font() if ord(c) in full_map}
    assert needed and {ord(c) for c in needed} <= set(slim_map)
    for c in needed:  # the same outline, instructions and advance as in the whole font
        glyph, kept = full["glyf"][full_map[ord(c)]], slim["glyf"][slim_map[ord(c)]]
        assert kept.getCoordinates(slim["glyf"]) == glyph.getCoordinates(full["glyf"]), c  # composites resolved
        assert getattr(kept, "program", None) == getattr(glyph, "program", None), c
        glyph = full_map[ord(c)]
        assert slim["hmtx"][slim_map[ord(c)]] == full["hmtx"][glyph], c
    assert {"fpgm", "prep", "cvt "} <= set(slim.keys())  # the hinting stays
    assert slim_path.stat().st_size < full_path.stat().st_size / 3


@pytest.mark.parametrize("name", slim_fonts.TEXT_FONTS)
def test_the_slim_text_font_keeps_every_character_of_the_players_texts(tmp_path, name):
    full_path = ROOT / "assets" / "fonts" / name
    slim_path = slim_fonts.slim_text_font(full_path, tmp_path / name)
    full, slim = TTFont(full_path), TTFont(slim_path)
    full_map, slim_map = full.getBestCmap(), slim.getBestCmap()
    texts = slim_fonts.text_characters()
    assert {"á", "ñ", "é", "…"} <= texts  # the texts were read
    assert "\u2212" in texts  # and the characters the code writes as escapes (Oaxaca's minus sign)
    missing = sorted(c for c in texts if ord(c) in full_map and ord(c) not in slim_map)
    assert missing == []
    for c in texts | {"Ł", "ő", "€"}:  # the same outline, instructions and advance as in the whole font
        if ord(c) in full_map:
            glyph, kept = full["glyf"][full_map[ord(c)]], slim["glyf"][slim_map[ord(c)]]
            assert kept.getCoordinates(slim["glyf"]) == glyph.getCoordinates(full["glyf"]), c
            assert getattr(kept, "program", None) == getattr(glyph, "program", None), c
            assert slim["hmtx"][slim_map[ord(c)]] == full["hmtx"][full_map[ord(c)]], c
    assert slim_path.stat().st_size < full_path.stat().st_size / 3
