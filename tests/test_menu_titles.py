"""A game's title on its menu tile: the size and lines chosen measuring only the sizes that could fit
(``scenes.menu.title_lines``) are those of measuring every size in turn, as the tile did before (each
size measured opens the display font at that size: the menu's first frame measured about 60)."""
from __future__ import annotations

import pytest

from game import registry, text
from scenes import menu
from scenes.backdrop import title_width


def every_size_in_turn(assets, title: str, width: int, size: int, measure=title_width) -> list[tuple[int, str]]:
    """The rule, measured the slow way: every step down, then every cut at every step."""
    for s in range(size, max(20, size * 2 // 3) - 1, -2):
        if measure(assets, title, s, halo=False) <= width:
            return [(s, title)]
    words = title.split()
    best = None
    for cut in range(1, len(words)):
        a, b = " ".join(words[:cut]), " ".join(words[cut:])
        for s in range(size, 15, -2):
            if max(measure(assets, a, s, halo=False), measure(assets, b, s, halo=False)) <= width:
                if best is None or s > best[0]:
                    best = (s, a, b)
                break
    if best is not None:
        return [(best[0], best[1]), (best[0], best[2])]
    return [(16, title)]


TITLES = sorted({t for g in registry.games().values() for t in (g.title, text.pseudo(g.title))}
                | {"Oaxaca: Crafts of a Culture of the Valleys", "iiii iiii iiii", "WWW WWW WWW WWW"})


@pytest.mark.parametrize("title", TITLES)
def test_the_title_fits_as_measuring_every_size_would(app, title):
    for size in (34, 48):
        for width in range(60, 330, 13):
            assert menu.title_lines(app.assets, title, width, size) == \
                every_size_in_turn(app.assets, title, width, size), (title, size, width)


def test_fewer_sizes_are_measured(app, monkeypatch):
    """The check above compares something: the quick way measures fewer sizes for a long title."""
    title = max((g.title for g in registry.games().values()), key=len)
    counted: list[tuple[str, int]] = []

    def counting(assets, line, size, halo=True):
        counted.append((line, size))
        return title_width(assets, line, size, halo)

    monkeypatch.setattr(menu, "title_width", counting)
    quick = menu.title_lines(app.assets, title, 153, 34)
    quick_count = len(counted)
    counted.clear()
    assert every_size_in_turn(app.assets, title, 153, 34, counting) == quick
    assert quick_count < len(counted) / 2, (quick_count, len(counted))

