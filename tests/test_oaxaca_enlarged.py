"""Oaxaca's cards read at the default window (issue 32): on the table a Workshop card's words are
11 px, a Market Stall card's 9 px and a tourist's 10 px; resting the pointer on any of them shows the
card enlarged beside its tooltip's words, its words at least 18 px (a piece's ``enlarged`` picture,
a kit feature the table declares)."""
from __future__ import annotations

import pygame
import pytest

from table_hands import open_table


def _at_the_table(app):
    from scenes.oaxaca.shots import _mid_round, _played_to

    session = _played_to(3, 1, _mid_round)
    return open_table(app, session)


@pytest.mark.parametrize("kind", ["wcard", "scard", "tourist"])
def test_resting_on_a_card_shows_it_enlarged_with_words_a_player_reads(table, kind, monkeypatch):  # noqa: F811
    from scenes.oaxaca import pieces
    from scenes.widgets import text as T

    scene = _at_the_table(table)
    spot = next(h for h in scene.hotspots if h.key[0] == kind)
    sizes = []
    real = T.text

    def text(assets, content, role, size, *args, **kwargs):
        sizes.append((content, size))
        return real(assets, content, role, size, *args, **kwargs)

    monkeypatch.setattr(T, "text", text)
    pieces._FACES.clear()  # drawn afresh, so every word's size is seen
    table.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=spot.rect.center, rel=(0, 0),
                                            buttons=(0, 0, 0), touch=False)])
    scene.tooltip.show_now()
    content = scene.tooltip.content
    assert content is not None and content.picture is not None, "the card shows enlarged"
    pic = content.picture
    assert pic.get_width() >= 2 * spot.rect.w or pic.get_width() >= 240, (pic.get_size(), spot.rect)
    assert pic.get_height() >= 1.8 * spot.rect.h, (pic.get_size(), spot.rect)
    piece = scene.table.parts.piece(spot.key)
    pieces._FACES.clear()
    sizes.clear()
    assert piece.enlarged().get_size() == pic.get_size()  # the words of the enlarged card alone
    words = [(c, s) for c, s in sizes if any(ch.isalpha() for ch in c)]
    assert words, "the enlarged card has words"
    assert min(s for _, s in words) >= 16 and max(s for _, s in words) >= 18, words
    r = scene.tooltip.rect()
    assert pygame.Rect(0, 0, 1280, 720).contains(r), r
    table.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 700), rel=(0, 0), buttons=(0, 0, 0),
                                            touch=False)])
    assert scene.tooltip.content is None or scene.tooltip.key != spot.key, "it closes when the pointer leaves"
