"""Dia de los Muertos's sprites: the menu cover (a fan of its cards), and the cards' art (frames of the
four colours, colour pips, the back, the tablecloth's border and weave, a picture for each card: ``muertos_cards`` and
``muertos_figures`` draw them)."""
from __future__ import annotations


import pygame

from art.common import BONE, INK, MARIGOLD, MARIGOLD_L, WHITE, new_surface, rgba, shadow_of
from art.motifs import COVER_H, COVER_W, calavera_icon, cover_night, cover_title, marigold_on
from art.pen import Pen, icon_pen


def render_muertos_card(rank, colour, mark, k=2):
    """One Dia de los Muertos card for the cover: rank, colour and a mark (skull, bread, question)."""
    W, H = 92, 130
    p = Pen(W, H, ss=k, clear=(0, 0, 0))
    p.surf = new_surface(W * k, H * k, (0, 0, 0))
    p.surf.set_colorkey(None)
    p.surf = p.surf.convert_alpha() if pygame.display.get_surface() else pygame.Surface((W * k, H * k), pygame.SRCALPHA)
    p.surf.fill((0, 0, 0, 0))
    p.rrect(0, 0, W, H, 10, INK)
    p.rrect(2, 2, W - 4, H - 4, 9, colour)
    p.rrect(2, 2, W - 4, H * 0.45, 9, rgba(WHITE, 40))
    p.rrect(6, 6, W - 12, H - 12, 7, BONE, width=1.6)
    p.text(rank, "bold", 34, WHITE, 10, 24, anchor="midleft", outline=INK, ow=1.5)
    if mark == "skull":
        p.icon(lambda size: _icon_of(calavera_icon, size), W / 2, H * 0.6, 56)
    elif mark == "bread":
        p.ellipse(W / 2, H * 0.62, 26, 18, (236, 170, 80))
        p.ellipse(W / 2, H * 0.62, 26, 18, (120, 60, 20), width=2)
        p.line((W / 2 - 16, H * 0.62), (W / 2 + 16, H * 0.62), (120, 60, 20), 3)
        p.line((W / 2, H * 0.62 - 12), (W / 2, H * 0.62 + 12), (120, 60, 20), 3)
        p.circle((W / 2, H * 0.6 - 3), 5, (250, 214, 140))
    elif mark == "ask":
        p.text("?", "display", 54, MARIGOLD_L, W / 2, H * 0.62, outline=INK, ow=2)
    return p.result()


def _icon_of(draw, size):
    q = icon_pen(size, 1, clear=(0, 0, 0))
    q.surf = pygame.Surface(q.surf.get_size(), pygame.SRCALPHA)
    draw(q)
    return q.surf


def render_muertos_cover():
    """The menu tile of Dia de los Muertos: a fan of cards on the felt, under the night sky."""
    W, H = COVER_W, COVER_H
    p, rng = cover_night("muertos-cover", (70, 30, 96))
    p.glow(W / 2, 210, 280, (255, 150, 60), 100, 1.3)
    p.ellipse(W / 2, H + 40, 330, 150, (26, 84, 64))
    p.ellipse(W / 2, H + 40, 330, 150, MARIGOLD, width=3)
    cards = [("4", (226, 84, 140), "skull"), ("2", (58, 46, 82), "bread"), ("10", (72, 168, 96), "skull"),
             ("0", (58, 46, 82), "ask"), ("4", (66, 128, 220), "skull")]
    for i, (rank, colour, mark) in enumerate(cards):
        angle = (2 - i) * 11
        card = render_muertos_card(rank, colour, mark, k=2)
        card = pygame.transform.rotozoom(card, angle, 1.3)
        x = W / 2 + (i - 2) * 64
        y = 240 + abs(i - 2) ** 1.6 * 10
        sh, pad = shadow_of(card, 5, 150)
        p.blit(sh, x + 3, y + 5)
        p.blit(card, x, y)
    for i in range(16):
        x = 10 + i * 36 + rng.uniform(-6, 6)
        marigold_on(p, x, H - 2 + rng.uniform(-4, 4), rng.uniform(10, 14), seed=700 + i)
    cover_title(p, "Dia de los Muertos", 56, 96, papel_seed=5, glow=(96, 170, 110))
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


def card_art():
    """(surface, path) of the cards' art: a picture for each colour, special kind, Food and Muertos."""
    from art.muertos_cards import (COLOUR_ART, SPECIAL_ART, opaque_palette, render_back, render_cloth_border,
                                   render_frame, render_pip, render_weave)
    from art.muertos_figures import FOOD_ART, muertos_art

    for colour in COLOURS:
        yield render_frame(colour), f"muertos/frame_{colour}.png"
        yield render_frame(colour, small=True), f"muertos/frame_small_{colour}.png"
        yield render_pip(colour), f"muertos/pip_{colour}.png"
        yield opaque_palette(COLOUR_ART[colour]()), f"muertos/art/{colour}.png"
    for kind, draw in SPECIAL_ART.items():
        yield opaque_palette(draw()), f"muertos/art/{kind}.png"
    for card in _cards():
        if card["kind"] == "food":
            yield opaque_palette(FOOD_ART[card["id"]]()), f"muertos/art/{card['id']}.png"
        elif card["kind"] == "muertos":
            art = muertos_art(card["id"], card["name"], card["group"])
            yield opaque_palette(art), f"muertos/art/{card['id']}.png"
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
