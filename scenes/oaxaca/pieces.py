"""How Oaxaca's pieces look: the crafts' colours, cards, card backs, tourists and craft tokens, each
drawn once and kept in a small cache.
"""
from __future__ import annotations

import pygame

from game.rules.oaxaca.cards import result_name
from game.rules.oaxaca.words import Plain, card_name, effect_short, effect_text, t as said, tourist_name
from scenes.widgets import paint
from scenes.widgets.cache import MB, SurfaceCache
from scenes.widgets import text as T
from scenes.assets import PALETTE
from scenes.widgets.dice import die_face

DIE_SPRITE = "dice/oaxaca_{face}.png"
COLOURS = {"wild": (247, 170, 36), "pottery": (204, 98, 50), "jewelry": (32, 172, 170),
           "textile": (214, 52, 124), "woodcarving": (92, 156, 62), "tin": (128, 150, 196)}
BANNER_COLOUR = (236, 160, 40)
PARCHMENT = (246, 236, 214)
INK = (40, 24, 44)
SEAT_COLOURS = ((236, 84, 150), (56, 180, 200), (250, 190, 60), (150, 110, 230))


_FACES = SurfaceCache(800, max_bytes=16 * MB)  # card faces, tiles and boxes drawn at a size


def _cache(key, make):
    return _FACES.make(key, make)


def craft_icon(assets, craft: str, size: int) -> pygame.Surface:
    return assets.sprite(f"oaxaca/{craft}.png", (size, size))


def card_colour(card) -> tuple:
    return COLOURS[card.craft] if card.craft else BANNER_COLOUR


def card_face(assets, card, size, solo: bool = False, k: float = 1.0) -> pygame.Surface:
    """A handicraft card (or a banner) drawn from its data: craft, value, name, when it is used
    and its bonus in a few words (cached per size); ``k`` scales its words (a card shown enlarged)."""
    size = (max(16, int(size[0])), max(16, int(size[1])))
    return _cache(("card", id(assets), card.id, size, solo, k), lambda: _draw_card(assets, card, size, solo, k))


ENLARGED_CARD = (250, 360)  # a handicraft card shown enlarged (its words at twice the Workshop's size)
ENLARGED_K = 1.8
ENLARGED_TOURIST = (300, 132)


def enlarged_card(assets, card, solo: bool = False) -> pygame.Surface:
    """A card drawn large, words and all: what hovering a card shows beside its tooltip's words."""
    return card_face(assets, card, ENLARGED_CARD, solo, ENLARGED_K)


def enlarged_tourist(assets, tourist) -> pygame.Surface:
    return tourist_face(assets, tourist, ENLARGED_TOURIST, k=2.0)


def _draw_card(assets, card, size, solo, k: float = 1.0) -> pygame.Surface:
    def z(n: int) -> int:  # a size of words (or a gap between lines) at the card's scale
        return n if k == 1.0 else round(n * k)

    w, h = size
    if w < 66:
        return _draw_thumb(assets, card, size)
    col = card_colour(card)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, w // 12)
    surf.blit(paint.gradient_rrect(size, PARCHMENT, (226, 208, 176), radius), (0, 0))
    band = max(20, int(h * 0.22))
    top = pygame.Surface((w, band), pygame.SRCALPHA)
    top.blit(paint.gradient_rrect((w, band + radius), tuple(min(255, c + 30) for c in col), col, radius), (0, 0))
    surf.blit(top, (0, 0))
    pygame.draw.rect(surf, col, surf.get_rect(), max(2, w // 40), border_radius=radius)
    icon = band - 6
    surf.blit(craft_icon(assets, card.craft or "wild", icon), (4, 3))
    # when it is used: bag (gather), hammer (craft), globe (passive), sun (any time on the turn)
    use = card.use if card.craft else "any"
    mark = max(10, band - 10)
    disc = pygame.Rect(icon + 7, (band - mark - 4) // 2, mark + 4, mark + 4)
    pygame.draw.ellipse(surf, INK, disc)
    use_icon = assets.sprite(f"oaxaca/use_{use}.png", (mark, mark))
    surf.blit(use_icon, use_icon.get_rect(center=disc.center))
    # the craft value: the tokens it needs and the points it is worth
    r = max(8, band // 2 - 1)
    c = (w - r - 4, band // 2 + 1)
    pygame.draw.circle(surf, (252, 246, 232), c, r)
    pygame.draw.circle(surf, INK, c, r, max(1, r // 6))
    num = T.text(assets, str(card.value), "bold", max(9, int(r * 1.35)), INK)
    surf.blit(num, num.get_rect(center=(c[0], c[1] + 1)))
    small = w < 100
    name_size = 10 if small else z(13)
    y = band + 3
    for line in _wrap(assets, card_name(card), "bold", name_size, w - 8, 2):
        img = T.text(assets, line, "bold", name_size, INK)
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += img.get_height() - 2
    foot = max(z(14), int(h * 0.15))  # the lower strip: the tokens on a Workshop card, the craft's name
    area = pygame.Rect(6, y + 2, w - 12, h - foot - y - 4)
    if card.effect == "free_result":
        n = len(card.results)
        s = max(12, min(area.h - z(16), (area.w - 4) // max(1, n) - 2, z(40)))
        x0 = area.centerx - (n * (s + 2) - 2) // 2
        y0 = area.y + max(0, (area.h - s - z(14)) // 2)
        for i, face in enumerate(card.results):
            surf.blit(craft_icon(assets, result_name(face), s), (x0 + i * (s + 2), y0))
        label = T.text(assets, said("face-free-result", any="yes" if n > 1 else "no"), "italic", 9 if small else z(11),
                       (90, 60, 70))
        surf.blit(label, label.get_rect(midtop=(w // 2, y0 + s + 1)))
    else:
        text = effect_short(card, solo) if small else effect_text(Plain(None), card, solo)
        size_ = 9 if small else z(11)
        lines = _wrap(assets, text, "body", size_, area.w, 3 if small else 6)
        step = size_ + (2 if small else z(3))
        ty = area.y + max(0, (area.h - len(lines) * step) // 2)
        for line in lines:
            img = T.text(assets, line, "body", size_, (60, 36, 50))
            surf.blit(img, img.get_rect(midtop=(w // 2, ty)))
            ty += step
    pygame.draw.line(surf, tuple(c // 2 + 100 for c in col), (6, h - foot), (w - 7, h - foot), 1)
    if card.craft:
        label = said("craft-" + card.craft).upper()
        img = T.text(assets, label, "bold", 8 if small else z(9), col)
        surf.blit(img, img.get_rect(bottomright=(w - 6, h - 4)))
    return surf


def _draw_thumb(assets, card, size) -> pygame.Surface:
    """A card too small for words: its craft, its value and its name."""
    w, h = size
    col = card_colour(card)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(paint.gradient_rrect(size, PARCHMENT, (226, 208, 176), 5), (0, 0))
    band = max(12, h // 4)
    surf.blit(paint.gradient_rrect((w, band + 5), tuple(min(255, c + 30) for c in col), col, 5), (0, 0))
    pygame.draw.rect(surf, col, surf.get_rect(), 2, border_radius=5)
    num = T.text(assets, str(card.value), "bold", max(9, band - 2), (255, 255, 255))
    surf.blit(num, num.get_rect(midright=(w - 4, band // 2 + 1)))
    icon = min(w - 12, h - band - 22)
    surf.blit(craft_icon(assets, card.craft or "wild", icon), ((w - icon) // 2, band + 2))
    lines = _wrap(assets, card_name(card), "bold", 9, w - 4, 2)
    y = h - 3 - 10 * len(lines)
    for line in lines:
        img = T.text(assets, line, "bold", 9, INK)
        surf.blit(img, img.get_rect(midtop=(w // 2, y)))
        y += 10
    return surf


def _wrap(assets, content: str, role: str, size: int, width: int, lines: int) -> list[str]:
    font = assets.font(role, size, False)
    out = T.wrap(font, content, width)
    if len(out) > lines:
        out = out[:lines]
        out[-1] = out[-1].rstrip(". ") + "\u2026"
    return out


def card_back(assets, craft: str, size) -> pygame.Surface:
    size = (max(16, int(size[0])), max(16, int(size[1])))
    return _cache(("back", id(assets), craft, size), lambda: _draw_back(assets, craft, size))


def _draw_back(assets, craft, size) -> pygame.Surface:
    w, h = size
    col = COLOURS[craft]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(paint.gradient_rrect(size, tuple(min(255, c + 40) for c in col), tuple(c * 6 // 10 for c in col), 8),
              (0, 0))
    pygame.draw.rect(surf, (250, 238, 214), surf.get_rect(), 2, border_radius=8)
    inner = surf.get_rect().inflate(-12, -12)
    pygame.draw.rect(surf, (250, 238, 214, 120), inner, 1, border_radius=6)
    s = min(w, h) * 3 // 5
    surf.blit(craft_icon(assets, craft, s), (w // 2 - s // 2, h // 2 - s // 2))
    return surf


def tourist_face(assets, tourist, size, dim: bool = False, k: float = 1.0) -> pygame.Surface:
    size = (max(16, int(size[0])), max(16, int(size[1])))
    return _cache(("tourist", id(assets), tourist.id, size, dim, k),
                  lambda: _draw_tourist(assets, tourist, size, dim, k))


def _draw_tourist(assets, tourist, size, dim, k: float = 1.0) -> pygame.Surface:
    def z(n: int) -> int:
        return n if k == 1.0 else round(n * k)

    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(paint.gradient_rrect(size, (70, 48, 104), (44, 28, 70), 8), (0, 0))
    pygame.draw.rect(surf, (236, 186, 76), surf.get_rect(), 2, border_radius=8)
    icon = h - z(22)
    if tourist.effect == "free_result":
        surf.blit(craft_icon(assets, result_name(tourist.results[0]), icon), (z(6), z(14)))
    else:
        pygame.draw.circle(surf, (236, 186, 76), (z(6) + icon // 2, z(14) + icon // 2), icon // 2, z(2))
        q = T.text(assets, "?", "display", icon - z(8), (236, 186, 76))
        surf.blit(q, q.get_rect(center=(z(6) + icon // 2, z(15) + icon // 2)))
    name = T.text(assets, tourist_name(tourist), "bold", z(10), (255, 226, 150))
    surf.blit(name, (z(8), z(2)))
    text = said("short-free-result") if tourist.effect == "free_result" else effect_short(tourist)
    lines = _wrap(assets, text, "body", z(10), w - icon - z(16), 2)
    y = z(16) + (h - z(18) - len(lines) * z(12)) // 2
    for line in lines:
        img = T.text(assets, line, "body", z(10), (240, 230, 250))
        surf.blit(img, (icon + z(12), y))
        y += z(12)
    if dim:
        surf.blit(paint.dim(size, 130, 8), (0, 0))
    return surf


def draw_tokens(surface, assets, rect: pygame.Rect, n: int, size: int = 18) -> None:
    """``n`` craft tokens on a card, along its lower edge (a count beyond what fits)."""
    if n <= 0:
        return
    foot = max(14, int(rect.h * 0.15))
    cover = pygame.Rect(rect.x + 4, rect.bottom - foot + 1, rect.w - 8, foot - 4)
    paint.rrect(surface, cover, (238, 226, 200), 4)
    fits = max(1, (rect.w - 40) // (size - 3))
    shown = min(n, fits if n <= fits else fits - 1)
    img = assets.sprite("oaxaca/token.png", (size, size))
    x = rect.x + 5
    y = rect.bottom - size - 2
    for i in range(shown):
        surface.blit(img, (x + i * (size - 3), y))
    if shown < n:
        more = paint.pill(assets, f"\u00d7{n}", 11, fg=(40, 24, 10), bg=(236, 198, 138, 250), border=(120, 74, 34))
        surface.blit(more, more.get_rect(midleft=(x + shown * (size - 3) + 2, y + size // 2)))



class PieceArt:
    """Cards, dice and results drawn where they lie or fly: a painter held by the table
    (``table.piece_art``), keeping the used cards' faces turned sideways."""

    def __init__(self, table):
        self.t = table
        # (face, turned face) per face picture and width, least recently used out
        self.turned_faces = SurfaceCache(64, max_bytes=8 * MB)

    def draw_piece(self, surface, key, info, rect) -> None:
        kind = info[0]
        if kind in ("workshop", "stall"):
            card = info[1]
            me = self.t.geometry.me()
            final = self.t.choreo.target(key, rect)
            self.paint_card(surface, card, rect, tokens=me.tokens_on(card) if kind == "workshop" else 0,
                            used=kind == "stall" and card in me.used, final=final.size)
        elif kind == "die":
            d = info[1]
            me = self.t.geometry.me()
            if self.t.drag.hides(("die", d)) or (self.t.combo and f"d{d}" in self.t.combo.split("+")):
                return
            tumble = self.t.telling.tumbles.get((self.t.seat, d))
            if tumble is not None and tumble.tumbling:
                tumble.draw(surface, self.t.assets, [rect], [me.faces[d]], self.t.time)
                return
            surface.blit(die_face(self.t.assets, me.faces[d], rect.w, DIE_SPRITE), rect)

    def face(self, card, size, final=None) -> pygame.Surface:
        """A card's face at ``size``; a card in flight (``final``: the size it is heading for) is its
        face at that size scaled, rather than drawn anew, its words rendered at a new size, every frame."""
        if final is None or tuple(size) == tuple(final):
            return card_face(self.t.assets, card, size, self.t.solo)
        return pygame.transform.smoothscale(card_face(self.t.assets, card, final, self.t.solo),
                                            (max(16, int(size[0])), max(16, int(size[1]))))

    def paint_card(self, surface, card: str, rect: pygame.Rect, tokens: int = 0, used: bool = False,
                   glow: bool = False, final=None) -> None:
        a = self.t.assets
        c = self.t.data.card(card)
        if used:  # turned sideways
            face = self.face(c, (rect.w, rect.h), final)
            turned = self.turned(face, rect.w)
            dest = turned.get_rect(center=rect.center)
            paint.draw_shadow(surface, dest, 8, 6, 100, (2, 4))
            surface.blit(turned, dest)
            surface.blit(paint.dim(dest.size, 90, 6), dest)
            return
        if glow:
            paint.draw_glow(surface, rect, PALETTE["marigold_light"], 10, 220)
        paint.draw_shadow(surface, rect, 8, 6, 110, (2, 5))
        surface.blit(self.face(c, rect.size, final), rect)
        draw_tokens(surface, a, rect, tokens, 18 if rect.w > 100 else 14)

    def turned(self, face: pygame.Surface, width: int) -> pygame.Surface:
        """A used card's face turned sideways to fit ``width`` (made once per face picture)."""
        cache = self.turned_faces
        key = (id(face), width)
        got = cache.get(key)
        if got is not None and got[0] is face:
            return got[1]
        turned = pygame.transform.rotate(face, -90)
        k = min(1.0, (width + 10) / turned.get_width())
        turned = pygame.transform.smoothscale(turned, (int(turned.get_width() * k), int(turned.get_height() * k)))
        cache.put(key, (face, turned))
        return turned

    def free_image(self, k: int, size: int) -> pygame.Surface:
        faces = self.t.view.pool[k][0]
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(surf, (30, 70, 50), surf.get_rect(), border_radius=10)
        pygame.draw.rect(surf, (160, 230, 180), surf.get_rect(), 2, border_radius=10)
        n = len(faces)
        if n == 1:
            icon = craft_icon(self.t.assets, result_name(faces[0]), size - 8)
            surf.blit(icon, (4, 4))
        else:
            s = (size - 6) // 2
            for i, f in enumerate(faces[:4]):
                surf.blit(craft_icon(self.t.assets, result_name(f), s), (3 + (i % 2) * s, 3 + (i // 2) * s))
        return surf

    def combo_image(self) -> pygame.Surface:
        r = self.t.geometry.combo_rect()
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (60, 30, 80), surf.get_rect(), border_radius=10)
        pygame.draw.rect(surf, PALETTE["marigold_light"], surf.get_rect(), 2, border_radius=10)
        me = self.t.geometry.me()
        x = 6
        for part in (self.t.combo or "").split("+"):
            if part.startswith("d"):
                img = die_face(self.t.assets, me.faces[int(part[1:])], 30, DIE_SPRITE)
            else:
                img = self.free_image(int(part[1:]), 30)
            surf.blit(img, (x, 4))
            x += 34
        lab = T.text(self.t.assets, said("any-craft"), "bold", 10, PALETTE["marigold_light"])
        surf.blit(lab, lab.get_rect(midbottom=(r.w // 2, r.h - 2)))
        return surf
