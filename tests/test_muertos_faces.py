"""Dia de los Muertos' card faces (scenes/muertos/pieces.py): every card has its own picture (a
colour's, a special kind's, each Food's and each Muertos'), its plate and ribbon say what it is
and does in words from the game's words module, those words fit the card, and the small sizes
show rank and picture only; the table lies on the embroidered cloth."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.rules.muertos import words as W
from game.rules.muertos.cards import load
from scenes.assets import Assets
from scenes.muertos import backdrop, pieces
from scenes.muertos.layout import CARD, SMALL, TABLE, THUMB

ROOT = Path(__file__).resolve().parents[1]
DATA = load()
CARDS = list(DATA.cards.values())
END_THUMB = (30, 42)  # the end screen's (scenes/muertos/end.py)


@pytest.fixture(scope="module")
def assets():
    pygame.init()
    return Assets(ROOT / "assets")


def test_every_card_has_a_picture_of_its_own_kind():
    """Food and Muertos each have their own picture; special cards their kind's; plain cards their
    colour's. The art module draws exactly these pictures."""
    if str(ROOT / "tools") not in sys.path:
        sys.path.insert(0, str(ROOT / "tools"))
    from art.muertos import art_names

    names = {pieces.art_name(card) for card in CARDS}
    assert names == set(art_names())
    for card in CARDS:
        assert (ROOT / "assets" / "sprites" / "muertos" / "art" / f"{pieces.art_name(card)}.png").is_file(), card.id
    scoring = [c for c in CARDS if c.kind in ("food", "muertos")]
    assert len({pieces.art_name(c) for c in scoring}) == len(scoring) == 21
    assert {pieces.art_name(c) for c in CARDS if c.kind == "no10"} == {"no10"}
    assert {pieces.art_name(c) for c in CARDS if c.kind == "number"} == {"black", "pink", "green", "blue"}


def test_a_special_card_says_what_it_does():
    """Each special card's ribbon is its effect, whole from the words module; Food and Muertos
    carry their names, a plain card its colour; the plate names the kind (or the night's group)."""
    for card in CARDS:
        ribbon = W.card_ribbon(card)
        assert ribbon
        if card.kind in ("choose", "spoiled", "ask", "swap", "no10", "start"):
            assert ribbon == W.CARD_EFFECT[card.kind]
            assert W.card_plate(card)
        elif card.kind in ("food", "muertos"):
            assert ribbon == card.name
        else:
            assert ribbon == W.COLOUR_NAME[card.colour] and W.card_plate(card) == ""
    assert W.card_plate(DATA.cards["animal-1"]) == "Animal"
    assert W.card_plate(DATA.cards["adult-2"]) == "Adult"
    assert W.card_ribbon(DATA.cards["swap"]) == "Trade with your partner"


def test_the_words_fit_on_the_card(assets):
    """At the card's size the ribbon's words fit in two lines of readable type, and the plate fits
    its picture; smaller cards show no words at all."""
    ribbon = pieces.on_face(pieces.RIBBON, CARD)
    window = pieces.on_face(pieces.WINDOW, CARD)
    for card in CARDS:
        size, lines = pieces.ribbon_lines(assets, W.card_ribbon(card), ribbon.width - 8)
        font = assets.font("bold", size, scaled=False)
        assert size >= 8 and len(lines) <= 2, card.id
        assert all(font.size(line)[0] <= ribbon.width - 8 for line in lines), (card.id, lines)
        assert len(lines) * (font.get_ascent() + 1) <= ribbon.height, card.id
        plate = W.card_plate(card).upper()
        assert assets.font("bold", 8, scaled=False).size(plate)[0] + 10 <= window.width, card.id
    assert SMALL[0] < pieces.WORDS_FROM <= CARD[0]


def test_faces_at_every_size_are_cached(assets):
    """Every card is drawn at each size it lies at, once: the same picture comes back."""
    for size in (CARD, SMALL, THUMB, END_THUMB):
        for card in CARDS:
            face = pieces.card_face(assets, card, size, "green")
            assert face.get_size() == size
            assert pieces.card_face(assets, card, size, "green") is face
    assert pieces.card_back(assets, SMALL).get_size() == SMALL


def test_the_face_shows_its_picture(assets):
    """The picture fills the window: a pixel in the middle of the window is the picture's."""
    card = DATA.cards["animal-3"]
    face = pieces.card_face(assets, card, CARD)
    window = pieces.on_face(pieces.WINDOW, CARD)
    art = pygame.transform.smoothscale(pieces.picture(assets, card), window.size)
    at = (window.width // 2, window.height // 3)
    assert face.get_at((window.x + at[0], window.y + at[1]))[:3] == art.get_at(at)[:3]


def test_the_night_colour_is_marked(assets):
    """A card of the night's Muertos colour (not a Muertos) wears a marigold mark the others lack."""
    card = DATA.cards["eight-green"]
    assert pieces.card_face(assets, card, CARD, "green") is not pieces.card_face(assets, card, CARD, "pink")
    marked = pygame.image.tobytes(pieces.card_face(assets, card, CARD, "green"), "RGBA")
    plain = pygame.image.tobytes(pieces.card_face(assets, card, CARD, "pink"), "RGBA")
    assert marked != plain


def test_the_table_lies_on_its_cloth(assets):
    """The table is the room's cloth, then the velvet with its embroidered border."""
    surface = pygame.Surface((1280, 720))
    backdrop.paint_table(surface, assets)
    border = assets.sprite("muertos/cloth_border.png", TABLE.size)
    opaque = [(x, y) for x in range(0, TABLE.width, 7) for y in (9,) if border.get_at((x, y))[3] == 255]
    assert opaque, "the border is embroidered along the top"
    x, y = opaque[len(opaque) // 2]
    assert surface.get_at((TABLE.x + x, TABLE.y + y))[:3] == border.get_at((x, y))[:3]
    middle = surface.get_at(TABLE.center)[:3]
    assert middle[1] > middle[0] and middle[1] > middle[2], "green velvet in the middle"
