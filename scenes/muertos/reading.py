"""The marks on Dia de los Muertos' trick, drawn over the cards every frame: each cancelled 10
crossed out and linked to the 3 that cancelled it, Choose's colour, the card winning so far; and
while a finished trick is being read, its winner crowned and the line saying who won and why.
The rules decide all of it (``game.rules.muertos.tricks.read_trick``); this only draws."""
from __future__ import annotations

import math

import pygame

from game.rules.muertos import words as W
from game.rules.muertos.tricks import cancel_links
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.muertos import pieces
from scenes.muertos.layout import CARD, PROMPT_RECT
from scenes.widgets import paint
from scenes.widgets import text as T

GOLD = (255, 200, 90)
INK = (40, 16, 30)
RED = (235, 70, 70)
# the line under a finished trick: between the bottom card and the prompt bar
READ_LINE = pygame.Rect(PROMPT_RECT.x, 464, PROMPT_RECT.width, PROMPT_RECT.y - 2 - 464)


def card_rect(t, place: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, *CARD)
    rect.center = t.geometry.trick_pos(place)
    return rect


def draw_marks(t, surface: pygame.Surface, v) -> None:
    """The trick's marks: the trick being read (``t.reading``) or the one on the table; then the
    line telling a gift or a Swap while it is held to be seen (``t.handing``)."""
    _marks(t, surface, v)
    if t.reading is None and t.handing is not None:
        _line(t, surface, str(t.handing))


def _marks(t, surface: pygame.Surface, v) -> None:
    if t.reading is not None:
        (trick, _aside, cancelled, winner), reading, line = t.reading
        links = reading.links
    elif v.trick:
        trick, cancelled, winner, line = v.trick, v.cancelled, v.trick_winner(), None
        links = cancel_links(t.data, trick, cancelled)
    else:
        return
    a = t.assets
    if winner is not None and line is not None:
        paint.draw_glow(surface, card_rect(t, winner), GOLD, radius=18, strength=210)
    for place, card, colour in trick:
        rect = card_rect(t, place)
        if place in cancelled:
            surface.blit(paint.dim(rect.size, 120, 8), rect)
            for start, end in ((rect.topleft, rect.bottomright), (rect.topright, rect.bottomleft)):
                pygame.draw.line(surface, RED, start, end, 5)
        if t.data.cards[card].kind == "choose" and colour:
            chip = paint.pill(a, W.played_as(colour), 11, fg=pieces.SUIT_LIGHT[colour])
            if t.geometry.side(place) == "bottom":  # (below it lies the line of a finished trick)
                surface.blit(chip, chip.get_rect(midbottom=(rect.centerx, rect.top - 2)))
            else:
                surface.blit(chip, chip.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
    for three, ten in links:
        _link(t, surface, card_rect(t, three), card_rect(t, ten))
    if winner is not None and line is None:  # the card winning so far
        paint.outline(surface, card_rect(t, winner).inflate(6, 6), PALETTE["marigold_light"], 3, 10)
    elif winner is not None:
        rect = card_rect(t, winner)
        paint.outline(surface, rect.inflate(6, 6), GOLD, 4, 10)
        _crown(t, surface, rect)
        _line(t, surface, str(line))


def _link(t, surface, three: pygame.Rect, ten: pygame.Rect) -> None:
    """The 3 ringed and an arrow from it to the 10 it cancelled, labelled."""
    paint.outline(surface, three.inflate(6, 6), RED, 3, 10, dashed=True)
    (x0, y0), (x1, y1) = three.center, ten.center
    length = math.hypot(x1 - x0, y1 - y0) or 1
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    start = (x0 + ux * 20, y0 + uy * 20)
    end = (x1 - ux * 14, y1 - uy * 14)
    pygame.draw.line(surface, INK, start, end, 8)
    pygame.draw.line(surface, RED, start, end, 4)
    head = [end, (end[0] - ux * 16 - uy * 9, end[1] - uy * 16 + ux * 9),
            (end[0] - ux * 16 + uy * 9, end[1] - uy * 16 - ux * 9)]
    pygame.draw.polygon(surface, RED, head)
    pygame.draw.polygon(surface, INK, head, 2)
    tag = paint.pill(t.assets, W.TABLE["cancels"], 11, fg=(255, 225, 225), bg=(110, 20, 40, 240), border=RED)
    surface.blit(tag, tag.get_rect(center=((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)))


def _crown(t, surface, rect: pygame.Rect) -> None:
    """The "Wins" ribbon just above the winning card, a small crown on it."""
    ribbon = paint.pill(t.assets, W.TABLE["wins"], 12, fg=INK, bg=GOLD + (250,), border=(150, 90, 20))
    box = ribbon.get_rect(midbottom=(rect.centerx, rect.top - 3))
    cx, top = rect.centerx, box.top - 15
    crown = [(cx - 13, box.top + 1), (cx - 13, top + 4), (cx - 6, top + 10), (cx, top), (cx + 6, top + 10),
             (cx + 13, top + 4), (cx + 13, box.top + 1)]
    pygame.draw.polygon(surface, GOLD, crown)
    pygame.draw.polygon(surface, (150, 90, 20), crown, 2)
    surface.blit(ribbon, box)


def _line(t, surface, line: str) -> None:
    """Who won the trick and why, in one sentence under it."""
    box = READ_LINE
    img = fit.block(t.assets, "[b]" + T.escape(line) + "[/b]", box.width - 24, box.height - 6, size=14, floor=11,
                    colour=INK)
    back = pygame.Rect(0, 0, img.get_width() + 28, max(30, img.get_height() + 8))
    back.midbottom = box.midbottom
    paint.draw_shadow(surface, back, 12, 6, 110)
    paint.rrect(surface, back, GOLD + (246,), 12)
    pygame.draw.rect(surface, (150, 90, 20), back, 2, border_radius=12)
    surface.blit(img, img.get_rect(center=back.center))

