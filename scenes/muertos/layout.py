"""Dia de los Muertos' table: where everything lies (sizes, places, the fanned hand's arc)."""
from __future__ import annotations

import math

import pygame

from scenes.widgets.cards import fan_rects

CARD = (76, 108)
SMALL = (44, 62)
THUMB = (34, 48)
TRICK_CENTRE = (524, 330)
DISCARD_SHEET = pygame.Rect(24, 84, 1000, 400)
TABLE = pygame.Rect(8, 48, 1036, 664)
TAGS = TABLE.inflate(-44, -12)  # the seats' name tags stay inside the table's painted border
TAG_W = 260  # a seat's name tag at its widest: a longer name is cut with an ellipsis (clear of the next seat's cards)
DOUBLE_CLICK = 0.45
# the seat's own hand: a gentle fan, its cards overlapping a little along an arc
FAN_X = 524
FAN_TOP = 580  # the top of the middle card
FAN_STEP = 72  # from one card to the next
FAN_TILT = 2.5  # degrees each card turns from its neighbour
FAN_RADIUS = FAN_STEP / math.radians(FAN_TILT)  # the arc the cards lie on
LIFT = 14  # a card picked by a first click rises this much
SCORES_RECT = pygame.Rect(1052, 52, 216, 180)
# the table's cached regions (scenes/widgets/layers.py): the captures and discards panels start
# the lower one (cards straddling the line are drawn in both, each its own part)
TOPBAR_REGION = pygame.Rect(0, 0, 1280, 48)
UPPER_REGION = pygame.Rect(0, 48, 1048, 422)
LOWER_REGION = pygame.Rect(0, 470, 1048, 250)
SCORES_REGION = pygame.Rect(1048, 48, 232, 672)
LOG_TOP = SCORES_RECT.bottom + 6  # the log's panel, below the scores in the right column
LOG_RECT = (1052, LOG_TOP, 216, 712 - LOG_TOP)
SUGGESTION_RECT = (1052, SCORES_RECT.bottom + 6, 216, 182)  # a suggestion opens over the top of the log
# the right column's foot, from just above the log's shadow: the log is a region of its own there
LOG_REGION = pygame.Rect(SCORES_REGION.x, LOG_TOP - 8, SCORES_REGION.w, SCORES_REGION.bottom - (LOG_TOP - 8))
PROMPT_RECT = pygame.Rect(230, 506, 588, 38)
CAPTURES_RECT = pygame.Rect(14, 470, 206, 240)
DISCARDS_RECT = pygame.Rect(830, 470, 206, 240)
COLOURS_RECT = pygame.Rect(184, 54, 240, 56)  # the trick's colours and Spoiled's warning, top left
TRICK_AREA = pygame.Rect(0, 0, 360, 250)  # where a dragged card is played: round the trick's centre
TRICK_AREA.center = TRICK_CENTRE


def fan_angle(rect) -> float:
    """How far a card drawn at ``rect`` turns (degrees, anticlockwise) in the fan of the seat's
    own hand: by its distance from the fan's middle. Turning fades out as a card leaves the hand
    or shrinks, so a card flying to the trick straightens on its way and one arriving turns as it
    lands; nothing else on the table is in that band at that size."""
    rect = pygame.Rect(rect)
    near = min(1.0, max(0.0, (rect.centery - 540) / 80))
    full = min(1.0, max(0.0, (rect.width - SMALL[0]) / (CARD[0] - SMALL[0])))
    return -(rect.centerx - FAN_X) / FAN_STEP * FAN_TILT * near * full


class FanRect(pygame.Rect):
    """A card's rect in the fanned hand, turned ``angle`` degrees about its centre: a point hits
    it only where it falls on the turned card, so among overlapping cards the topmost one under
    the pointer wins."""

    angle = 0.0
    radius = 8  # the card's rounded corners (see _draw_face)

    def collidepoint(self, *pos) -> bool:
        x, y = pos[0] if len(pos) == 1 else pos
        a = math.radians(self.angle)
        dx, dy = x + 0.5 - self.centerx, y + 0.5 - self.centery  # the pixel's middle
        # turn the point back (pygame turns anticlockwise on a screen whose y grows downwards)
        ux = abs(dx * math.cos(a) - dy * math.sin(a))
        uy = abs(dx * math.sin(a) + dy * math.cos(a))
        w, h, r = self.width / 2, self.height / 2, self.radius
        if ux > w or uy > h:
            return False
        if ux > w - r and uy > h - r:  # in a corner's square: inside its rounding
            return (ux - (w - r)) ** 2 + (uy - (h - r)) ** 2 <= r * r
        return True


def turned(rect, angle: float) -> FanRect:
    out = FanRect(rect)
    out.angle = angle
    return out


def centre_card(size) -> pygame.Rect:
    rect = pygame.Rect(0, 0, *size)
    rect.center = TRICK_CENTRE
    return rect


class Geometry:
    """Where things lie for the seat on screen: held by the table (``table.geometry``), it reads the
    table's ``view``, ``seat`` and ``data``."""

    def __init__(self, table) -> None:
        self.t = table

    @property
    def view(self):
        return self.t.view

    @property
    def seat(self) -> int:
        return self.t.seat

    @property
    def data(self):
        return self.t.data

    def my_place(self, v=None) -> int:
        v = v or self.view
        return v.places.index(self.seat)

    def side(self, place: int) -> str:
        """Where ``place`` sits on screen: bottom, left, top or right."""
        return ("bottom", "left", "top", "right")[(place - self.my_place()) % 4]

    def trick_pos(self, place: int) -> tuple[int, int]:
        x, y = TRICK_CENTRE
        return {"bottom": (x, y + 76), "left": (x - 130, y), "top": (x, y - 76), "right": (x + 130, y)}[self.side(place)]

    def hand_cards(self, place: int, v=None) -> tuple[str, ...] | None:
        """The cards of the hand at ``place`` the seat may see, sorted as the discards sheet sorts
        them (by colour, then rank); ``None`` for a hidden hand."""
        v = v or self.view
        cards = v.hands[place].cards
        return None if cards is None else tuple(sorted(cards, key=self.data.hand_order.__getitem__))

    def hand_rects(self, place: int, n: int, v=None) -> list[pygame.Rect]:
        """Where each card of the hand at ``place`` lies, listed in the hand's own order (the
        view's, as dealt): a hand the seat sees lies sorted (see :meth:`hand_cards`)."""
        v = v or self.view
        slots = self.hand_slots(place, n, v)
        cards = v.hands[place].cards
        if cards is None or len(cards) != n:
            return slots
        order = self.hand_cards(place, v)
        return [slots[order.index(c)] for c in cards]

    def hand_slots(self, place: int, n: int, v=None) -> list[pygame.Rect]:
        """The places of the ``n`` cards of the hand at ``place``, left to right (top to bottom):
        the seat's own fanned at the bottom (each card turns by :func:`fan_angle`), the partner's
        in a row at the top, the others stacked down the sides (face up for the dummy)."""
        v = v or self.view
        side = self.side(place)
        face_up = v.hands[place].cards is not None
        if side == "bottom":
            rects = fan_rects(FAN_X, FAN_TOP, n, CARD, gap=FAN_STEP - CARD[0])
            middle = (n - 1) / 2
            return [r.move(0, round(FAN_RADIUS * (1 - math.cos(math.radians(FAN_TILT * (i - middle))))))
                    for i, r in enumerate(rects)]
        if side == "top":
            size = CARD if face_up else SMALL
            w = size[0] + (6 if face_up else -18)
            x0 = 524 - (n * w + size[0] - w) // 2
            return [pygame.Rect(x0 + i * w, 78, *size) for i in range(n)]
        cx = 80 if side == "left" else 964
        if face_up:  # the dummy's hand: whole faces, two to a row, so that each card can be read
            w, h = SMALL
            return [pygame.Rect(cx - w - 3 + (i % 2) * (w + 6), 176 + (i // 2) * (h + 4), w, h) for i in range(n)]
        return [pygame.Rect(cx - SMALL[0] // 2, 180 + i * 20, *SMALL) for i in range(n)]

    def hand_centre(self, place: int) -> pygame.Rect:
        """A card-sized rect in the middle of the hand at ``place`` (where its unseen cards come from)."""
        side = self.side(place)
        centre = {"bottom": (524, 644), "top": (524, 109), "left": (80, 270), "right": (964, 270)}[side]
        rect = pygame.Rect(0, 0, *(CARD if side == "bottom" else SMALL))
        rect.center = centre
        return rect

    def handed_in(self, src: int) -> pygame.Rect:
        """Where a card handed to the seat's own hand from the hand at ``src`` sets off: a gift comes
        from a neighbour, so it enters the fan from that neighbour's end, beside the captures (or
        the discards) and under the prompt bar, and slides in along the bottom of the table clear
        of the bar (a card from the partner opposite comes from its hand)."""
        side = self.side(src)
        if side not in ("left", "right"):
            return self.hand_centre(src)
        rect = pygame.Rect(0, 0, *SMALL)
        x = CAPTURES_RECT.right + 6 + SMALL[0] // 2 if side == "left" else DISCARDS_RECT.left - 6 - SMALL[0] // 2
        rect.center = (x, FAN_TOP + CARD[1] // 2)
        return rect

    def panel_rect(self, place: int) -> pygame.Rect:
        side = self.side(place)
        return {"bottom": pygame.Rect(230, 548, 588, 36), "left": pygame.Rect(14, 118, 132, 30),
                "top": pygame.Rect(404, 52, 240, 24), "right": pygame.Rect(898, 118, 132, 30)}[side]

    prompt_rect = PROMPT_RECT
    captures_rect = CAPTURES_RECT
    discards_rect = DISCARDS_RECT
