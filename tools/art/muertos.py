"""Dia de los Muertos's sprites: the menu cover (a fan of its cards), and the cards' art (frames of the
four colours, colour pips, the back, the tablecloth's border and weave, a picture for each card: ``muertos_cards`` and
``muertos_figures`` draw them)."""
from __future__ import annotations


import pygame

from art.common import BONE, INK, MARIGOLD, shadow_of, text_surface
from art.motifs import COVER_H, COVER_W, cover_night, cover_title, marigold_on


def render_muertos_card(card):
    """One card of ``data/muertos/cards.yaml`` as a small card on the table shows it (frame,
    picture, rank, pip), at twice its size there, for the cover."""
    from art.muertos_cards import FRAME, TALL_WINDOW, render_frame, render_pip

    surf = render_frame(card["colour"], small=True)  # no words on the cover: the picture fills the card
    x, y, w, h = TALL_WINDOW
    art = picture(card)
    art = pygame.transform.smoothscale(art, (round(h * art.get_width() / art.get_height()), h))
    surf.blit(art, (x, y), pygame.Rect((art.get_width() - w) // 2, 0, w, h))
    surf.blit(render_pip(card["colour"], 30), (FRAME[0] - 40, 9))
    surf.blit(text_surface(str(card["rank"]), "bold", 44, BONE, INK, 3), (6, -6))
    return surf


def render_muertos_cover():
    """The menu tile of Dia de los Muertos: a fan of cards on the felt, under the night sky."""
    W, H = COVER_W, COVER_H
    p, rng = cover_night("muertos-cover", (70, 30, 96))
    p.glow(W / 2, 210, 280, (255, 150, 60), 100, 1.3)
    p.ellipse(W / 2, H + 40, 330, 150, (26, 84, 64))
    p.ellipse(W / 2, H + 40, 330, 150, MARIGOLD, width=3)
    cards = {c["id"]: c for c in _cards()}
    for i, card_id in enumerate(("child-1", "food-1", "ten-1", "ask", "animal-3")):
        angle = (2 - i) * 11
        card = pygame.transform.rotozoom(render_muertos_card(cards[card_id]), angle, 1.45)
        x = W / 2 + (i - 2) * 64
        y = 218 + abs(i - 2) ** 1.6 * 10
        sh, pad = shadow_of(card, 5, 150)
        p.blit(sh, x + 3, y + 5)
        p.blit(card, x, y)
    for i in range(16):
        x = 10 + i * 36 + rng.uniform(-6, 6)
        marigold_on(p, x, H - 2 + rng.uniform(-4, 4), rng.uniform(10, 14), seed=700 + i)
    cover_title(p, "Día de los Muertos", 56, 96, papel_seed=5, glow=(96, 170, 110))
    return p.result()


# --------------------------------------------------------------------------
# the card art (the table composes each face from these: scenes/muertos/pieces.py)
# --------------------------------------------------------------------------
COLOURS = ("black", "pink", "green", "blue")
CLOTH = (1036, 664)  # the table's rect (scenes/muertos/layout.py TABLE)


def _cards():
    import yaml

    from art.common import ROOT

    return yaml.safe_load((ROOT / "data" / "muertos" / "cards.yaml").read_text(encoding="utf-8"))["cards"]


def picture(card):
    """The picture of one card (a dict of the card data): its own for the Food and the Muertos,
    its kind's for a special card, its colour's for a plain card (as scenes/muertos/pieces.py)."""
    from art.muertos_cards import COLOUR_ART, SPECIAL_ART
    from art.muertos_figures import FOOD_ART, muertos_art

    if card["kind"] == "food":
        return FOOD_ART[card["id"]]()
    if card["kind"] == "muertos":
        return muertos_art(card["id"], card["name"], card["group"])
    return COLOUR_ART[card["colour"]]() if card["kind"] == "number" else SPECIAL_ART[card["kind"]]()


def card_art():
    """(surface, path) of the cards' art: a picture for each colour, special kind, Food and Muertos."""
    from art.muertos_cards import (COLOUR_ART, SPECIAL_ART, opaque_palette, render_back, render_cloth_border,
                                   render_frame, render_pip, render_weave)

    for colour in COLOURS:
        yield render_frame(colour), f"muertos/frame_{colour}.png"
        yield render_frame(colour, small=True), f"muertos/frame_small_{colour}.png"
        yield render_pip(colour), f"muertos/pip_{colour}.png"
        yield opaque_palette(COLOUR_ART[colour]()), f"muertos/art/{colour}.png"
    for kind, draw in SPECIAL_ART.items():
        yield opaque_palette(draw()), f"muertos/art/{kind}.png"
    for card in _cards():
        if card["kind"] in ("food", "muertos"):
            yield opaque_palette(picture(card)), f"muertos/art/{card['id']}.png"
    yield render_back(), "muertos/back.png"
    yield render_cloth_border(*CLOTH), "muertos/cloth_border.png"
    yield render_weave(), "muertos/weave.png"


def art_names() -> list[str]:
    """The pictures' names (under muertos/art/)."""
    from art.muertos_cards import SPECIAL_ART

    scoring = [c["id"] for c in _cards() if c["kind"] in ("food", "muertos")]
    return [*COLOURS, *SPECIAL_ART, *scoring]


def sprites():
    """(surface, path) of every Dia de los Muertos sprite."""
    yield render_muertos_cover(), "muertos/cover.png"
    yield from card_art()


def sizes() -> dict[str, tuple[int, int]]:
    """The pixel size of every Dia de los Muertos sprite, by path."""
    from art.muertos_cards import ART, FRAME

    out = {"muertos/cover.png": (560, 320), "muertos/back.png": FRAME, "muertos/cloth_border.png": CLOTH,
           "muertos/weave.png": (96, 96)}
    for colour in COLOURS:
        out.update({f"muertos/frame_{colour}.png": FRAME, f"muertos/frame_small_{colour}.png": FRAME,
                    f"muertos/pip_{colour}.png": (32, 32)})
    out.update({f"muertos/art/{name}.png": ART for name in art_names()})
    return out
