"""How Dia de los Muertos' cards look: faces drawn from the card data, backs, the fanned hand's
turned cards (every picture cached), and a card drawn where it lies on the table."""
from __future__ import annotations

import pygame

from game.rules.muertos.words import card_plate, card_ribbon
from game.text import language
from scenes.assets import PALETTE
from scenes.muertos.layout import CARD, LIFT, SMALL, THUMB, fan_angle
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.cache import MB, SurfaceCache

SUIT = {"black": (58, 46, 82), "pink": (226, 84, 140), "green": (72, 168, 96), "blue": (66, 128, 220)}
SUIT_LIGHT = {"black": (190, 176, 222), "pink": (255, 170, 205), "green": (150, 225, 160), "blue": (160, 200, 255)}


def card_face(assets, card, size=CARD, muertos_colour: str | None = None) -> pygame.Surface:
    """A card drawn from its data: rank, colour, kind and name (cached per size)."""
    size = (max(8, int(size[0])), max(8, int(size[1])))
    return _FACES.make((id(assets), card.id, size, muertos_colour, language()),  # its words: in the reader's language
                       lambda: _draw_face(assets, card, size, muertos_colour))


def flying_face(assets, card, size, muertos_colour: str | None = None) -> pygame.Surface:
    """:func:`card_face` for a card in flight: at the sizes cards lie at, the card itself; between
    them (it grows or shrinks on its way) the full-size face scaled, rather than the card drawn
    anew, its words rendered at a new size, every frame."""
    size = (max(8, int(size[0])), max(8, int(size[1])))
    if size in (CARD, SMALL, THUMB):
        return card_face(assets, card, size, muertos_colour)
    return pygame.transform.smoothscale(card_face(assets, card, CARD, muertos_colour), size)


_FACES = SurfaceCache(600, max_bytes=16 * MB)  # faces, turned faces and backs at the sizes asked for (least recently used out)


# Where things lie on a face, in the card's own units (CARD: the sprites are drawn at twice that,
# tools/art/muertos_cards.py): the picture's window, the ribbon under it, the pip's corner.
WINDOW = (6, 22, 64, 54)
RIBBON = (5, 78, 66, 26)
TALL_WINDOW = (6, 22, 64, 80)  # a card too small for words: no ribbon, the picture down to its foot
WORDS_FROM = 70  # the least width that shows the plate and the ribbon's words (smaller: rank and picture)
RIBBON_SIZES = (10, 9, 8)  # the ribbon's type, largest first, as its words need
INK = (24, 14, 36)
BONE = (250, 240, 222)


def art_name(card) -> str:
    """The picture of ``card`` (under assets/sprites/muertos/art/): its own for the Food and the
    Muertos, its kind's for a special card, its colour's for a plain card."""
    if card.kind in ("food", "muertos"):
        return card.id
    return card.colour if card.kind == "number" else card.kind


def picture(assets, card) -> pygame.Surface:
    """The picture of ``card`` in 32 bits (its file is in 8: without a window to convert it for,
    it could not be scaled smoothly)."""
    art = assets.image(f"muertos/art/{art_name(card)}.png")
    if art.get_bitsize() < 24:
        deep = pygame.Surface(art.get_size(), pygame.SRCALPHA)
        deep.blit(art, (0, 0))
        art = deep
    return art


def on_face(rect, size) -> pygame.Rect:
    """``rect`` (in the card's own units) on a face of ``size``."""
    sx, sy = size[0] / CARD[0], size[1] / CARD[1]
    x, y, w, h = rect
    left, top = round(x * sx), round(y * sy)
    return pygame.Rect(left, top, round((x + w) * sx) - left, round((y + h) * sy) - top)


def ribbon_lines(assets, text: str, width: int) -> tuple[int, list[str]]:
    """The ribbon's words in at most two lines ``width`` wide: the type size and the lines."""
    for size in RIBBON_SIZES:
        font = assets.font("bold", size, scaled=False)
        if font.size(text)[0] <= width:
            return size, [text]
        words = text.split()
        for cut in range(len(words) - 1, 0, -1):
            a, b = " ".join(words[:cut]), " ".join(words[cut:])
            if font.size(a)[0] <= width and font.size(b)[0] <= width:
                return size, [a, b]
    return RIBBON_SIZES[-1], [text]


def _draw_face(assets, card, size, muertos_colour) -> pygame.Surface:
    w, h = size
    words = w >= WORDS_FROM
    surf = assets.sprite(f"muertos/frame_{'' if words else 'small_'}{card.colour}.png", size).copy()
    window = on_face(WINDOW if words else TALL_WINDOW, size)
    art = picture(assets, card)
    if words:
        surf.blit(pygame.transform.smoothscale(art, window.size), window)
    else:  # the picture as tall as the window, its sides cut
        aw, ah = art.get_size()
        art = pygame.transform.smoothscale(art, (max(window.width, round(window.height * aw / ah)), window.height))
        surf.blit(art, window, pygame.Rect((art.get_width() - window.width) // 2, 0, *window.size))
    # the rank in the top corner, the colour's pip in the other
    rank = T.outlined(assets, str(card.rank), "bold", round(7 + h * 0.16), BONE, INK, 2 if w > 40 else 1)
    surf.blit(rank, rank.get_rect(topleft=(max(1, round(w * 0.05)), -round(h * 0.035))))
    pip = max(8, round(w * 0.2))
    pip_at = (w - pip - max(2, round(w * 0.06)), max(2, round(h * 0.045)))
    surf.blit(assets.sprite(f"muertos/pip_{card.colour}.png", (pip, pip)), pip_at)
    ribbon = on_face(RIBBON, size)
    if words:
        plate = card_plate(card)
        if plate:  # over the foot of the picture
            img = T.text(assets, plate.upper(), "bold", 8, INK)
            box = pygame.Rect(0, 0, img.get_width() + 10, img.get_height())
            box.midbottom = (window.centerx, window.bottom - 1)
            pygame.draw.rect(surf, INK, box.inflate(2, 2), border_radius=4)
            pygame.draw.rect(surf, (244, 226, 186), box, border_radius=3)
            surf.blit(img, img.get_rect(center=box.center))
        px, lines = ribbon_lines(assets, card_ribbon(card), ribbon.width - 8)
        height = sum(assets.font("bold", px, scaled=False).get_ascent() + 1 for _ in lines)
        top = ribbon.centery - height // 2 - 1
        for line in lines:
            img = T.text(assets, line, "bold", px, BONE)
            surf.blit(img, (ribbon.centerx - img.get_width() // 2, top - 1))
            top += assets.font("bold", px, scaled=False).get_ascent() + 1
    if muertos_colour is not None and card.colour == muertos_colour and card.kind != "muertos":
        # the night's Muertos colour: Choose may not name it (a marigold mark beside the pip)
        r = max(2, round(w * 0.05))
        c = (pip_at[0] - r - max(1, w // 30), pip_at[1] + pip // 2)
        pygame.draw.circle(surf, INK, c, r + 1)
        pygame.draw.circle(surf, PALETTE["marigold"], c, r)
    return surf


def turned_face(assets, card, size, muertos_colour: str | None, angle: float) -> pygame.Surface:
    """:func:`card_face` turned ``angle`` degrees (to the nearest half degree, smoothed; cached)."""
    angle = round(angle * 2) / 2
    face = card_face(assets, card, size, muertos_colour)
    if not angle:
        return face
    return _FACES.make(("turned", id(assets), card.id, face.get_size(), muertos_colour, angle, language()),
                       lambda: pygame.transform.rotozoom(face, angle, 1.0))


def card_back(assets, size=CARD) -> pygame.Surface:
    """The back every card shares (its sprite at ``size``)."""
    return assets.sprite("muertos/back.png", (max(8, int(size[0])), max(8, int(size[1]))))


# the order cards lying still are drawn in: what lies on top comes last
DRAW_ORDER = {"pile": 0, "captured": 1, "back": 2, "hand": 3, "aside": 4, "trick": 5}


def draw_card(table, surface, key, info, rect, still: bool = False) -> None:
    """The card ``key`` (``info``: what it is, see the table's ``layout``) drawn at ``rect``: lying
    still, or in flight (``still`` False: scaled between sizes, turning into or out of the fan)."""
    kind, card, place = info
    assets, colour = table.assets, table.night_colour()
    if kind == "back":
        surface.blit(card_back(assets, rect.size), rect)
        return
    cards = table.data.cards
    if kind != "hand" or not still:
        face = (card_face if still else flying_face)(assets, cards[card], rect.size, colour)
        if kind == "aside":
            face = face.copy()
            face.set_alpha(150)
        angle = fan_angle(rect)
        if round(angle * 2):  # on its way into or out of the fanned hand
            if face.get_size() == CARD:
                face = turned_face(assets, cards[card], rect.size, colour, angle)
            else:  # growing or shrinking: a size it never lies at, not worth keeping
                face = pygame.transform.rotozoom(face, round(angle * 2) / 2, 1.0)
            surface.blit(face, face.get_rect(center=rect.center))
            return
        surface.blit(face, rect)
        return
    face = card_face(assets, cards[card], rect.size, colour)
    # a card in a hand the seat can see: lifted when selected, dimmed when it may not be played
    action = table.card_action(place, card)
    bottom = table.geometry.side(place) == "bottom"
    dest = rect.move(0, -LIFT) if (card == table.selected and bottom) else rect
    glow = ("card", place, card) in table.suggestion_keys()
    playable = action is not None and table.why_not(action) is None
    dimmed = action is not None and not playable
    ring = playable and table.players_turn
    if bottom:  # the fanned hand: each card turned, with its marks, and a soft shadow
        img = fan_card(assets, cards[card], rect.size, fan_angle(rect), dimmed, ring, glow, colour)
        surface.blit(img, img.get_rect(center=dest.center))
        return
    if glow:
        paint.draw_glow(surface, dest, PALETTE["marigold_light"], 10, 220)
    surface.blit(face, dest)
    if dimmed:
        surface.blit(paint.dim(dest.size, 140, 8), dest)
    elif ring:
        pygame.draw.rect(surface, PALETTE["marigold_light"], dest, 2, border_radius=8)


def fan_card(assets, card, size, angle: float, dimmed: bool, ring: bool, glow: bool,
             colour: str | None) -> pygame.Surface:
    """A card of the fanned hand, drawn straight with its shadow, glow, veil or ring, then turned
    ``angle`` degrees (cached: the fan is redrawn every frame, it changes seldom)."""
    face = card_face(assets, card, size, colour)  # (every card shown goes through it)
    key = ("fan", id(assets), card.id, tuple(size), round(angle * 2) / 2, dimmed, ring, glow, colour, language())
    img = _FACES.get(key)
    if img is not None:
        return img
    m = 14  # room round the card for its glow and shadow
    w, h = size
    base = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
    base.blit(paint.shadow((w, h), 8, 6, 110), (m - 6 + 2, m - 6 + 4))
    inner = pygame.Rect(m, m, w, h)
    if glow:
        paint.draw_glow(base, inner, PALETTE["marigold_light"], 10, 220)
    base.blit(face, inner)
    if dimmed:
        base.blit(paint.dim((w, h), 140, 8), inner)
    elif ring:
        pygame.draw.rect(base, PALETTE["marigold_light"], inner, 2, border_radius=8)
    angle = round(angle * 2) / 2
    return _FACES.put(key, pygame.transform.rotozoom(base, angle, 1.0) if angle else base)
