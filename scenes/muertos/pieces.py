"""How Dia de los Muertos' cards look: faces drawn from the card data, backs, the fanned hand's
turned cards (every picture cached), and a card drawn where it lies on the table."""
from __future__ import annotations

import pygame

from scenes.assets import PALETTE
from scenes.muertos.layout import CARD, LIFT, SMALL, THUMB, fan_angle
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.cache import SurfaceCache

SUIT = {"black": (58, 46, 82), "pink": (226, 84, 140), "green": (72, 168, 96), "blue": (66, 128, 220)}
SUIT_LIGHT = {"black": (190, 176, 222), "pink": (255, 170, 205), "green": (150, 225, 160), "blue": (160, 200, 255)}
KIND_LABEL = {"choose": "CHOOSE", "spoiled": "SPOILED", "ask": "ASK", "swap": "SWAP", "no10": "NO 10",
              "start": "START", "food": "FOOD"}


def card_face(assets, card, size=CARD, muertos_colour: str | None = None) -> pygame.Surface:
    """A card drawn from its data: rank, colour, kind and name (cached per size)."""
    size = (max(8, int(size[0])), max(8, int(size[1])))
    return _FACES.make((id(assets), card.id, size, muertos_colour),
                       lambda: _draw_face(assets, card, size, muertos_colour))


def flying_face(assets, card, size, muertos_colour: str | None = None) -> pygame.Surface:
    """:func:`card_face` for a card in flight: at the sizes cards lie at, the card itself; between
    them (it grows or shrinks on its way) the full-size face scaled, rather than the card drawn
    anew, its words rendered at a new size, every frame."""
    size = (max(8, int(size[0])), max(8, int(size[1])))
    if size in (CARD, SMALL, THUMB):
        return card_face(assets, card, size, muertos_colour)
    return pygame.transform.smoothscale(card_face(assets, card, CARD, muertos_colour), size)


_FACES = SurfaceCache(600)  # faces, turned faces and backs at the sizes asked for (least recently used out)


def _draw_face(assets, card, size, muertos_colour) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    base = SUIT[card.colour]
    top = tuple(min(255, c + 40) for c in base)
    radius = max(3, min(8, w // 9))
    surf.blit(paint.gradient_rrect(size, top, base, radius), (0, 0))
    pygame.draw.rect(surf, (250, 238, 214), surf.get_rect(), 2 if w > 40 else 1, border_radius=radius)
    big = max(10, h // 3)
    rank = T.text(assets, str(card.rank), "bold", big, (255, 250, 240), scaled=False)
    surf.blit(rank, (max(3, w // 12), 1))
    if card.kind == "muertos":
        _skull(surf, (w // 2, int(h * 0.52)), max(5, w // 6))
    elif card.kind == "food":
        _bread(surf, (w // 2, int(h * 0.52)), max(5, w // 6))
    if h > 70:
        label = KIND_LABEL.get(card.kind) or (card.group.upper() if card.kind == "muertos" else "")
        if label:
            img = T.text(assets, label, "bold", 10, (255, 244, 220), scaled=False)
            where = img.get_rect(midright=(w - 5, 13))
            if where.left < max(3, w // 12) + rank.get_width() + 2:  # beside a wide rank it goes under it
                where = img.get_rect(topleft=(max(4, w // 12) + 1, rank.get_height() - 4))
            surf.blit(img, where)
        for i, line in enumerate(_two_lines(assets, card.name, w - 10)):
            img = T.text(assets, line, "body", 11, (255, 250, 240), scaled=False)
            surf.blit(img, img.get_rect(midbottom=(w // 2, h - 6 - 13 * (1 - i))))
    if muertos_colour is not None and card.colour == muertos_colour and card.kind != "muertos":
        # the night's Muertos colour: Choose may not name it (marked on every card of that colour)
        r = max(3, w // 15)
        pygame.draw.circle(surf, PALETTE["marigold"], (w - r - 4, h - r - 4), r)
        pygame.draw.circle(surf, (80, 30, 10), (w - r - 4, h - r - 4), r, 1)
    return surf


def _skull(surf, centre, r) -> None:
    """A small calavera: the mark of a Muertos card."""
    x, y = centre
    bone, ink = (252, 244, 226), (60, 24, 44)
    pygame.draw.circle(surf, bone, (x, y - r // 5), r)
    pygame.draw.rect(surf, bone, (x - r * 3 // 5, y + r // 3, r * 6 // 5, r * 3 // 5), border_radius=max(1, r // 4))
    e = max(2, r * 3 // 10)
    pygame.draw.circle(surf, ink, (x - r * 2 // 5, y - r // 6), e)
    pygame.draw.circle(surf, ink, (x + r * 2 // 5, y - r // 6), e)
    pygame.draw.polygon(surf, ink, [(x, y + r // 8), (x - max(1, r // 6), y + r // 3), (x + max(1, r // 6), y + r // 3)])
    pygame.draw.circle(surf, (236, 120, 170), (x, y - r * 4 // 5), max(2, r // 4))


def _bread(surf, centre, r) -> None:
    """A round pan de muerto: the mark of a Food card."""
    x, y = centre
    crust, dark = (236, 170, 80), (130, 66, 24)
    pygame.draw.ellipse(surf, crust, (x - r, y - r * 3 // 4, 2 * r, r * 3 // 2))
    pygame.draw.ellipse(surf, dark, (x - r, y - r * 3 // 4, 2 * r, r * 3 // 2), 1)
    pygame.draw.line(surf, dark, (x - r * 3 // 5, y), (x + r * 3 // 5, y), max(1, r // 4))
    pygame.draw.line(surf, dark, (x, y - r // 2), (x, y + r // 2), max(1, r // 4))
    pygame.draw.circle(surf, (250, 214, 140), (x, y - r // 6), max(2, r // 4))


def _two_lines(assets, name: str, width: int) -> list[str]:
    font = assets.font("body", 11, scaled=False)
    if font.size(name)[0] <= width:
        return ["", name]
    words = name.split()
    for cut in range(len(words) - 1, 0, -1):
        a, b = " ".join(words[:cut]), " ".join(words[cut:])
        if font.size(a)[0] <= width and font.size(b)[0] <= width:
            return [a, b]
    return ["", name[: max(4, width // 7)] + "\u2026"]


def turned_face(assets, card, size, muertos_colour: str | None, angle: float) -> pygame.Surface:
    """:func:`card_face` turned ``angle`` degrees (to the nearest half degree, smoothed; cached)."""
    angle = round(angle * 2) / 2
    face = card_face(assets, card, size, muertos_colour)
    if not angle:
        return face
    return _FACES.make(("turned", id(assets), card.id, face.get_size(), muertos_colour, angle),
                       lambda: pygame.transform.rotozoom(face, angle, 1.0))


def card_back(size=CARD) -> pygame.Surface:
    size = (max(8, int(size[0])), max(8, int(size[1])))
    return _FACES.make(("back", size), lambda: _draw_back(size))


def _draw_back(size) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(paint.gradient_rrect(size, (120, 60, 150), (60, 26, 90), 8), (0, 0))
    pygame.draw.rect(surf, (236, 160, 40), surf.get_rect(), 2, border_radius=8)
    c = (size[0] // 2, size[1] // 2)
    pygame.draw.circle(surf, (236, 160, 40), c, min(size) // 4, 2)
    pygame.draw.circle(surf, (226, 84, 140), c, min(size) // 8)
    return surf


# the order cards lying still are drawn in: what lies on top comes last
DRAW_ORDER = {"pile": 0, "captured": 1, "back": 2, "hand": 3, "aside": 4, "trick": 5}


def draw_card(table, surface, key, info, rect, still: bool = False) -> None:
    """The card ``key`` (``info``: what it is, see the table's ``layout``) drawn at ``rect``: lying
    still, or in flight (``still`` False: scaled between sizes, turning into or out of the fan)."""
    kind, card, place = info
    assets, colour = table.assets, table.night_colour()
    if kind == "back":
        surface.blit(card_back(rect.size), rect)
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
    bottom = table.side(place) == "bottom"
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
    key = ("fan", id(assets), card.id, tuple(size), round(angle * 2) / 2, dimmed, ring, glow, colour)
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
