"""Dia de los Muertos' table: drawing the seat's view and turning clicks and drags into moves.

The seat on screen sits at the bottom; the next player clockwise on the left, the partner at
the top, the last on the right. Played cards lie in front of their players. A card is played by
dragging it onto the table or double-clicking it; cards that may not be played are dimmed and
say why on hover. Every other decision (Choose's colour, Ask's question, Swap, gifts, which 10
a 3 cancels) is a click on a card or a button of the prompt bar. The rules decide everything.
"""
from __future__ import annotations

import math
import time
from collections import OrderedDict

import pygame

from game.rules.muertos.actions import (AskQuestion, CancelTen, GiftGive, GiftTake, Play, SetAside,
                                         SwapGive, SwapReturn)
from game.rules.muertos.state import COLOURS, DUMMY, NIGHTS, Phase
from game.rules.muertos.view import night_scores
from scenes.assets import PALETTE
from scenes.play import PlayScene
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button
from scenes.widgets.cards import fan_rects
from scenes.widgets.choreo import Choreography
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot
from scenes.widgets.layers import CachedLayer, Region, RegionLayer
from scenes.widgets.tooltip import TooltipContent

CARD = (76, 108)
SMALL = (44, 62)
THUMB = (34, 48)
TRICK_HOLD = 1.1  # seconds a finished trick stays on the table before it is swept up
SUIT = {"black": (58, 46, 82), "pink": (226, 84, 140), "green": (72, 168, 96), "blue": (66, 128, 220)}
SUIT_LIGHT = {"black": (190, 176, 222), "pink": (255, 170, 205), "green": (150, 225, 160), "blue": (160, 200, 255)}
KIND_LABEL = {"choose": "CHOOSE", "spoiled": "SPOILED", "ask": "ASK", "swap": "SWAP", "no10": "NO 10",
              "start": "START", "food": "FOOD"}
TRICK_CENTRE = (524, 330)
DISCARD_SHEET = pygame.Rect(24, 84, 1000, 400)
TABLE = pygame.Rect(8, 48, 1036, 664)
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


def card_face(assets, card, size=CARD, muertos_colour: str | None = None) -> pygame.Surface:
    """A card drawn from its data: rank, colour, kind and name (cached per size)."""
    size = (max(8, int(size[0])), max(8, int(size[1])))
    key = (id(assets), card.id, size, muertos_colour)
    surf = _FACES.get(key)
    if surf is None:
        surf = _FACES[key] = _draw_face(assets, card, size, muertos_colour)
        _trim()
    return surf


def flying_face(assets, card, size, muertos_colour: str | None = None) -> pygame.Surface:
    """:func:`card_face` for a card in flight: at the sizes cards lie at, the card itself; between
    them (it grows or shrinks on its way) the full-size face scaled, rather than the card drawn
    anew, its words rendered at a new size, every frame."""
    size = (max(8, int(size[0])), max(8, int(size[1])))
    if size in (CARD, SMALL, THUMB):
        return card_face(assets, card, size, muertos_colour)
    return pygame.transform.smoothscale(card_face(assets, card, CARD, muertos_colour), size)


_FACES: OrderedDict = OrderedDict()


def _trim() -> None:
    """Keep the face cache small: the least recently made go first."""
    while len(_FACES) > 600:
        _FACES.popitem(last=False)


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
    key = ("turned", id(assets), card.id, face.get_size(), muertos_colour, angle)
    surf = _FACES.get(key)
    if surf is None:
        surf = _FACES[key] = pygame.transform.rotozoom(face, angle, 1.0)
        _trim()
    return surf


def card_back(size=CARD) -> pygame.Surface:
    size = (max(8, int(size[0])), max(8, int(size[1])))
    surf = _FACES.get(("back", size))
    if surf is None:
        surf = _FACES[("back", size)] = _draw_back(size)
        _trim()
    return surf


def _draw_back(size) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(paint.gradient_rrect(size, (120, 60, 150), (60, 26, 90), 8), (0, 0))
    pygame.draw.rect(surf, (236, 160, 40), surf.get_rect(), 2, border_radius=8)
    c = (size[0] // 2, size[1] // 2)
    pygame.draw.circle(surf, (236, 160, 40), c, min(size) // 4, 2)
    pygame.draw.circle(surf, (226, 84, 140), c, min(size) // 8)
    return surf


class MuertosScene(PlayScene):
    """The table of one Dia de los Muertos game, as one seat sees it."""

    name = "muertos"
    log_lines_are_pure = True  # (each log line is worked out once: scenes/play.py)
    # the scores night by night head the right column; the log goes below them, and a suggestion
    # opens over the top of the log
    log_rect = pygame.Rect(1052, SCORES_RECT.bottom + 6, 216, 712 - SCORES_RECT.bottom - 6)
    suggestion_rect = pygame.Rect(1052, SCORES_RECT.bottom + 6, 216, 182)

    def __init__(self, app, session, replay: bool = False):
        self.selected: str | None = None
        self._last_click = (None, 0.0)
        self.ask_target: int | None = None
        self.ask_question: str | None = None
        self.ask_rank: int | None = None
        self.show_discards = False
        self.trick_shown = None  # (the finished trick, seconds left) while it stays on the table
        self.choreo = Choreography(lambda: self.anim_speed(), duration=0.4)
        self.static_layer = CachedLayer()  # the felt
        self.table_regions = RegionLayer()  # the table drawn from the view, region by region
        self.upper_layer = CachedLayer()  # the regions with the log and the suggestion over them
        super().__init__(app, session, replay)
        self.refresh(animate=False)

    # ------------------------------------------------------------------ geometry
    @property
    def data(self):
        return self.session.data

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
        step = 30 if face_up else 20
        return [pygame.Rect(cx - SMALL[0] // 2, 180 + i * step, *SMALL) for i in range(n)]

    def hand_centre(self, place: int) -> pygame.Rect:
        """A card-sized rect in the middle of the hand at ``place`` (where its unseen cards come from)."""
        side = self.side(place)
        centre = {"bottom": (524, 644), "top": (524, 109), "left": (80, 270), "right": (964, 270)}[side]
        rect = pygame.Rect(0, 0, *(CARD if side == "bottom" else SMALL))
        rect.center = centre
        return rect

    def panel_rect(self, place: int) -> pygame.Rect:
        side = self.side(place)
        return {"bottom": pygame.Rect(230, 548, 588, 36), "left": pygame.Rect(14, 118, 132, 30),
                "top": pygame.Rect(404, 52, 240, 24), "right": pygame.Rect(898, 118, 132, 30)}[side]

    prompt_rect = pygame.Rect(230, 506, 588, 38)
    captures_rect = pygame.Rect(14, 470, 206, 240)
    discards_rect = pygame.Rect(830, 470, 206, 240)

    # ------------------------------------------------------------------ every card's place, animated
    def layout(self, v) -> tuple[dict, dict]:
        """Where every card of the night this seat can place lies now: key -> rect, key -> what it is.

        Cards the seat can name are keyed by their id (so a card glides from hand to trick to
        captures); a hidden hand's cards are backs keyed by position."""
        targets: dict = {}
        info: dict = {}
        for place in range(4):
            h = v.hands[place]
            cards = self.hand_cards(place, v)
            for i, rect in enumerate(self.hand_slots(place, h.size, v)):
                if cards is None:
                    key = ("back", place, i)
                    info[key] = ("back", None, place)
                else:
                    key = ("card", cards[i])
                    info[key] = ("hand", cards[i], place)
                targets[key] = rect
        for i, card in enumerate(v.discards):
            r = self.discards_rect
            targets[("card", card)] = pygame.Rect(r.x + 16 + min(i, 6) * 5, r.y + 44 + min(i, 6) * 3, *SMALL)
            info[("card", card)] = ("pile", card, None)
        mine = self.my_place(v) % 2
        order = {"muertos": 0, "food": 1}
        for row, team in enumerate((mine, 1 - mine)):
            cards = sorted(v.captured[team], key=lambda c: (order.get(self.data.cards[c].kind, 2),
                                                             self.data.hand_order[c]))
            r = self.captures_rect
            step = min(14, (r.width - 24 - THUMB[0]) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
            for i, card in enumerate(cards):
                targets[("card", card)] = pygame.Rect(r.x + 12 + i * step, r.y + 52 + row * 76, *THUMB)
                info[("card", card)] = ("captured", card, team)
        for place, card, colour in v.trick:
            rect = pygame.Rect(0, 0, *CARD)
            rect.center = self.trick_pos(place)
            targets[("card", card)] = rect
            info[("card", card)] = ("trick", card, place)
        for place, card in v.aside:
            x, y = self.trick_pos(place)
            targets[("card", card)] = pygame.Rect(x + 44, y - 10, *SMALL)
            info[("card", card)] = ("aside", card, place)
        return targets, info

    def on_view_changed(self, old, new, cause, events, animate) -> None:
        self.selected = None
        self.ask_target = self.ask_question = self.ask_rank = None
        targets, info = self.layout(new)
        seat = self.seat
        seen = [e for e in events if e.visible_to is None or seat in e.visible_to]
        origins: dict = {}
        delays: dict = {}
        came_from: dict = {}  # card or hidden hand -> the place it came from
        for e in seen:
            d = e.data
            if e.kind in ("play", "set_aside"):
                came_from[d[1]] = d[0]
            elif e.kind in ("gift_give", "swap_give", "swap_return"):  # (from, to, card)
                came_from[d[2]] = d[0]
                came_from[("hand", d[1])] = d[0]
            elif e.kind == "gift_take":  # (taker, winner, card)
                came_from[d[2]] = d[1]
                came_from[("hand", d[0])] = d[1]
            elif e.kind == "gift_take_hidden":
                came_from[("hand", d[0])] = d[1]
            elif e.kind in ("gift_give_hidden", "swap_give_hidden", "swap_return_hidden"):
                came_from[("hand", d[1])] = d[0]
        hold = 0.0
        finished = next((e for e in seen if e.kind == "trick"), None)
        if finished is not None and animate and cause != "undo":
            hold = TRICK_HOLD * self.anim_speed()
            self.trick_shown = (new.last_trick, hold)
        else:
            self.trick_shown = None
        for key in self.choreo.new_keys(targets):
            kind, card, place = info[key]
            if key[0] == "back":
                src = came_from.get(("hand", place))
                origins[key] = self.hand_centre(src) if src is not None else _centre_card(SMALL)
            elif card in came_from:
                origins[key] = self.hand_centre(came_from[card])
            elif kind == "hand" and new.tricks == 0 and not new.trick:
                origins[key] = _centre_card(CARD)  # a new night: dealt from the middle
            elif kind in ("trick", "aside") and place is not None:
                origins[key] = self.hand_centre(place)
        if hold:
            for key, (kind, card, place) in info.items():
                if kind in ("captured", "pile"):
                    delays[key] = hold  # the finished trick stays on the table a moment, then is swept up
                elif kind == "hand" and card in came_from:
                    delays[key] = hold + 0.1  # a gift moves once the trick has gone
                elif key[0] == "back" and key in origins:
                    delays[key] = hold + 0.1
        self.choreo.sync(targets, info, origins, animate=animate and cause != "refresh",
                         delays=delays)
        if hold and new.last_trick:
            # the finished trick's cards wait where they were played (the last one lands there at
            # once), then are swept to the captures or the discards
            layout = self.choreo.layout
            for place, card, _ in new.last_trick[0]:
                key = ("card", card)
                if key in targets:
                    rect = pygame.Rect(0, 0, *CARD)
                    rect.center = self.trick_pos(place)
                    layout.tweens.start(key, rect, targets[key], layout.duration, hold, layout.ease)
        if animate and cause not in ("refresh", "undo"):
            for e in seen:  # an answer to Ask is news for the whole table: it shows at once
                if e.kind in ("ask", "answer") and (e.kind == "answer" or e.data[5] is not None):
                    self.app.toast(self.game.event_text(e, self.seat, self.session.setup.names))
        if animate and cause != "refresh":
            if any(e.kind in ("play", "set_aside") for e in seen):
                self.play_sound("card_place")
            if any(e.kind.startswith(("gift", "swap")) for e in seen):
                self.play_sound("card_slide", hold)

    def update_animations(self, dt: float) -> bool:
        busy = self.choreo.update(dt)
        if self.trick_shown is not None:
            trick, left = self.trick_shown
            left -= dt
            self.trick_shown = (trick, left) if left > 0 else None
            busy = True
        return busy

    def holding(self) -> bool:
        return self.trick_shown is not None

    # ------------------------------------------------------------------ what may be done
    def acting_hand(self) -> int | None:
        """The place whose hand the seat on screen plays from now (its own, or the dummy's)."""
        if not self.players_turn:
            return None
        v = self.view
        place = v.deciding_place()
        return place if place is not None and v.seat_at(place) == self.seat else None

    def card_action(self, place: int, card: str):
        """The move clicking or dropping ``card`` of ``place`` proposes now (None: nothing)."""
        v = self.view
        acting = self.acting_hand()
        phase = v.phase
        if acting is None:
            return None
        if phase is Phase.PLAY and place == acting:
            if any(isinstance(a, SetAside) for a in self.legal_actions()):
                return SetAside(card)
            return Play(card)
        if phase is Phase.SWAP_GIVE and place == acting:
            return SwapGive(card)
        if phase is Phase.SWAP_RETURN and place == acting:
            return SwapReturn(card)
        if phase is Phase.GIFT_GIVE and place == acting:
            return GiftGive(card)
        if phase is Phase.GIFT_TAKE and place == v.winner:
            return GiftTake(card)
        return None

    def why_not(self, action) -> str | None:
        if action is None:
            return None
        if isinstance(action, Play) and self.data.cards[action.card].kind == "choose":
            reasons = [self.why_illegal(Play(action.card, c)) for c in COLOURS]
            return None if any(r is None for r in reasons) else reasons[0]
        return self.why_illegal(action)

    def try_card(self, place: int, card: str, at=None) -> bool:
        action = self.card_action(place, card)
        if action is None:
            return False
        if isinstance(action, Play) and self.data.cards[card].kind == "choose":
            reason = self.why_not(action)
            if reason is not None:
                self.refuse(reason, at)
                return False
            self.selected = card  # the colour buttons appear in the prompt bar
            self.refresh_buttons()
            self.hotspots = self.build_hotspots()
            self.app.dirty = True
            return True
        self.selected = None
        return self.propose(action, at)

    # ------------------------------------------------------------------ hooks
    def build_hotspots(self) -> list[Hotspot]:
        v = self.view
        spots: list[Hotspot] = []
        if self.show_discards:  # the sheet covers the table: a click anywhere on it closes it
            return [Hotspot(("discard_sheet",), DISCARD_SHEET, click=self._toggle_discards),
                    Hotspot(("discards",), self.discards_rect, click=self._toggle_discards)]
        for place in range(4):
            h = v.hands[place]
            cards = self.hand_cards(place)
            rects = self.hand_slots(place, h.size)
            bottom = self.side(place) == "bottom"
            for i, rect in enumerate(rects):
                if cards is None:
                    continue
                card = cards[i]
                action = self.card_action(place, card)

                def spot(where, p=place, c=card, action=action) -> Hotspot:
                    return Hotspot(("card", p, c), where, tooltip=self._card_tip(p, c),
                                   # any card of the hand to play from may be dragged: a refused
                                   # drop snaps back and says why
                                   drag=("card", p, c) if isinstance(action, (Play, SetAside)) else None,
                                   click=(lambda: self._clicked(p, c)) if action is not None else None,
                                   tip_side="above")

                if bottom:  # a turned card, hit where it is drawn
                    angle = fan_angle(rect)
                    if card == self.selected:  # it rose: where it lay still answers, under everything
                        spots.insert(0, spot(turned(rect, angle)))
                        rect = rect.move(0, -LIFT)
                    rect = turned(rect, angle)
                spots.append(spot(rect))
        if self.players_turn and v.phase is Phase.CANCEL:
            legal = self.legal_actions()
            for place, card, _ in v.trick:
                if CancelTen(place) in legal:
                    rect = pygame.Rect(0, 0, *CARD)
                    rect.center = self.trick_pos(place)
                    spots.append(Hotspot(("ten", place), rect, click=lambda p=place: self.propose(CancelTen(p))))
        spots.append(Hotspot(("discards",), self.discards_rect, click=self._toggle_discards,
                             tooltip=lambda: TooltipContent("The discards", ("Click to look through them.",))))
        return spots

    def _toggle_discards(self) -> None:
        self.show_discards = not self.show_discards
        self.hotspots = self.build_hotspots()
        self.app.dirty = True

    def _clicked(self, place: int, card: str) -> None:
        now = time.monotonic()
        last, when = self._last_click
        action = self.card_action(place, card)
        needs_double = isinstance(action, (Play, SetAside))
        if not needs_double or (last == (place, card) and now - when < DOUBLE_CLICK):
            self._last_click = (None, 0.0)
            self.try_card(place, card, self.pointer)
            return
        self._last_click = ((place, card), now)
        self.selected = card if self.selected != card else None
        self.hotspots = self.build_hotspots()  # the picked card rises: so does where it is hit
        self.app.dirty = True

    def _card_tip(self, place: int, card: str):
        def tip():
            c = self.data.cards[card]
            lines = [self._card_help(c)]
            reason = self.why_not(self.card_action(place, card))
            if reason is not None and self.card_action(place, card) is not None:
                lines.append(f"[c=#ff9a9a]{T.escape(reason)}[/c]")
            return TooltipContent(T.escape(self.words.card(card)), tuple(lines))
        return tip

    def _card_help(self, c) -> str:
        return {"choose": "Name a colour as you play it; not tonight's Muertos colour.",
                "spoiled": "No Food may follow it in this trick; its winner exchanges gifts.",
                "ask": "Ask anyone one question, answered truthfully.",
                "swap": "Pass a card to your partner, who passes one back.",
                "no10": "At the end of the trick it cancels one opposing 10.",
                "start": "Leads the first trick of every night.",
                "food": "Scoring: pairs with a Muertos card.",
                "muertos": "Scoring: pairs with a Food card."}.get(c.kind, f"A {c.colour} {c.rank}.")

    def drop_targets(self, payload) -> list[DropTarget]:
        if not payload or payload[0] != "card":
            return []
        _, place, card = payload
        action = self.card_action(place, card)
        reason = self.why_not(action) if action is not None else "Not now."
        rect = pygame.Rect(0, 0, 360, 250)
        rect.center = TRICK_CENTRE
        hint = "set it aside" if isinstance(action, SetAside) else "play it"
        return [DropTarget(("table",), rect, reason is None, reason, hint, data=(place, card))]

    def drop(self, payload, target: DropTarget, pos) -> str | None:
        place, card = target.data
        if self.try_card(place, card, pos) and self.choreo.target(("card", card)) is not None:
            rect = pygame.Rect(0, 0, *CARD)
            rect.center = pos
            self.choreo.place(("card", card), rect)  # it glides from where it was dropped
        return None

    def drag_image(self, spot: Hotspot):
        _, place, card = spot.key
        return card_face(self.assets, self.data.cards[card], CARD, self._night_colour())

    def suggestion_keys(self):
        if self.suggestion is None:
            return set()
        action = self.suggestion[0]
        card = getattr(action, "card", None)
        return {("card", p, card) for p in range(4)} if card else set()

    def cancel_selection(self) -> bool:
        had = self.selected is not None or self.ask_target is not None or self.show_discards
        self.selected, self.ask_target, self.ask_question, self.ask_rank = None, None, None, None
        self.show_discards = False
        self.refresh_buttons()
        self.hotspots = self.build_hotspots()
        return had

    # ------------------------------------------------------------------ the prompt bar's buttons
    def refresh_buttons(self) -> None:
        v = self.view
        self.buttons = []
        if not self.players_turn:
            return
        r = self.prompt_rect
        x = r.right - 6

        def add(label: str, fn, tip: str = "", enabled: bool = True, w: int | None = None):
            nonlocal x
            width = w or max(58, T.text(self.assets, label, "bold", 13).get_width() + 20)
            x -= width
            self.buttons.append(Button((x, r.y + 4, width, r.height - 8), label, None, fn, tip, size=13,
                                       enabled=enabled, name=f"btn_{label.lower()}"))
            x -= 6

        if v.phase is Phase.PLAY and self.selected and self.data.cards[self.selected].kind == "choose":
            card = self.selected
            for colour in reversed(COLOURS):
                reason = self.why_illegal(Play(card, colour))
                add(colour.capitalize(), lambda c=colour: self.propose(Play(card, c)), reason or f"Name {colour}.",
                    enabled=reason is None)
        elif v.phase is Phase.ANSWER:
            for a in reversed(self.legal_actions()):
                add(a.colour.capitalize(), lambda a=a: self.propose(a), "Your answer.")
        elif v.phase is Phase.ASK:
            self._ask_buttons(add)

    def _ask_buttons(self, add) -> None:
        st = self.view.state  # the rule copy: which ranks and colours there are
        names = self.session.setup.names
        if self.ask_target is None:
            for place in reversed(range(4)):
                who = self.view.places[place]
                label = "Me" if who == self.seat else ("Dummy" if who == DUMMY else names[who][:10])
                add(label, lambda p=place: self._ask(target=p), "Ask this player.")
            return
        if self.ask_question is None:
            for q, label in reversed((("highest", "Highest"), ("rank", "How many of…"), ("colour", "Colour count"),
                                      ("most", "Most held"), ("hold", "Hold a…"))):
                add(label, lambda q=q: self._ask(question=q), "Choose the question.")
            return
        q = self.ask_question
        if q in ("rank", "hold") and self.ask_rank is None:
            for rank in reversed(st._ranks()):
                add(str(rank), lambda r=rank: self._ask(rank=r), "This rank.", w=34)
            return
        if q in ("colour", "hold"):
            for colour in reversed(COLOURS):
                ok = q == "colour" or (self.ask_rank, colour) in st._rank_colours()
                add(colour.capitalize(), lambda c=colour: self._ask(colour=c), "This colour.", enabled=ok)

    def _ask(self, target=None, question=None, rank=None, colour=None) -> None:
        if target is not None:
            self.ask_target = target
        if question is not None:
            self.ask_question = question
        if rank is not None:
            self.ask_rank = rank
        q = self.ask_question
        if q is not None and self.ask_target is not None:
            needs_rank, needs_colour = q in ("rank", "hold"), q in ("colour", "hold")
            if (not needs_rank or self.ask_rank is not None) and (not needs_colour or colour is not None):
                action = AskQuestion(self.ask_target, q, self.ask_rank if needs_rank else None,
                                     colour if needs_colour else None)
                self.ask_target = self.ask_question = self.ask_rank = None
                self.propose(action)
                return
        self.refresh_buttons()
        self.app.dirty = True

    # ------------------------------------------------------------------ words
    @property
    def words(self):
        from game.rules.muertos.words import Plain

        w = getattr(self, "_words", None)
        if w is None:
            w = self._words = Plain(self.data)
        return w

    def event_markup(self, event, viewer: int | None = -2) -> str:
        viewer = self.seat if viewer == -2 else viewer
        text = T.escape(self.game.event_text(event, viewer, self.session.setup.names))
        if event.kind == "night":
            return f"[c=marigold_light][b]{text}[/b][/c]"
        if event.kind == "trick":
            return f"[c=#cdbde0]{text}[/c]"
        return text

    def describe_action(self, action) -> str:
        return self.game.describe_action(action, self.view)

    def prompt(self) -> str:
        v = self.view
        if v.phase is Phase.OVER:
            return "The third night is over. Counting the pairs\u2026"
        if self.replay:
            return "A replay: step through the game with the bar above."
        if not self.players_turn:
            seat = v.seat_at(v.deciding_place())
            return f"{self.seat_name(seat)} is thinking\u2026" if seat != self.seat else ""
        p = v.phase
        dummy = v.places[v.deciding_place()] == DUMMY
        whose = "the dummy's" if dummy else "your"
        if p is Phase.PLAY:
            if any(isinstance(a, SetAside) for a in self.legal_actions()):
                return f"No card in {whose} hand can be played: double-click one to set it aside."
            if self.selected and self.data.cards[self.selected].kind == "choose":
                return "Name the colour Choose counts as:"
            return f"Play a card from {whose} hand: drag it to the table or double-click it."
        return {Phase.ASK: "Ask: whom, then which question.",
                Phase.ANSWER: "Several colours tie for your most: pick the answer.",
                Phase.SWAP_GIVE: f"Swap: click the card {whose} hand passes to the partner.",
                Phase.SWAP_RETURN: "Swap: click the card to pass back.",
                Phase.CANCEL: "Your 3 faces several opposing 10s: click the one it cancels.",
                Phase.GIFT_TAKE: "The dummy won: click the card you take from its hand.",
                Phase.GIFT_GIVE: "Gift exchange: click the card you give the winner."}.get(p, "")

    def _night_colour(self) -> str:
        return self.data.nights[self.view.night].colour

    # ------------------------------------------------------------------ drawing
    # The table is drawn in layers (scenes/widgets/layers.py). Over the felt, the regions (the top
    # bar; the table above the captures and discards; the table from there down; the scores
    # column) are cached one by one, each keyed by what it shows. Over them the log panel and the
    # suggestion card (the log's newest line glows a moment). Then, every frame, what the old
    # single pass drew after the cards lying still: cards in flight, the marks on the trick, the
    # prompt bar (a card flies under it), and the discards sheet when it is open.
    def _felt(self) -> pygame.Surface:
        def paint_(surface):
            surface.fill((24, 14, 38))
            surface.blit(paint.gradient_rrect(TABLE.size, (40, 92, 70), (22, 56, 44), 24), TABLE.topleft)
            pygame.draw.rect(surface, (236, 160, 40), TABLE, 2, border_radius=24)
        return self.static_layer.get((1280, 720), id(self.assets), paint_)

    def _view_facts(self) -> dict:
        """What each region shows, worked out once per view: the cards lying in it (with what they
        show and whether they may be played), and its words."""
        memo = self.__dict__.get("_facts")
        if memo is not None and memo[0] == (self._version, self.seat):
            return memo[1]
        v = self.view
        faces = {}  # every card the seat sees in a hand: may it be played now (dimmed, ringed)?
        for place in range(4):
            for card in self.hand_cards(place, v) or ():
                action = self.card_action(place, card)
                playable = action is not None and self.why_not(action) is None
                faces[card] = (action is not None and not playable, playable and self.players_turn)
        layout, info = self.choreo.layout, self.choreo.info

        def lying_in(region):
            return tuple((k, info.get(k), tuple(r), faces.get(k[1]) if k[0] == "card" else None)
                         for k, r in layout.targets.items() if r.colliderect(region))
        facts = {
            "upper": (lying_in(UPPER_REGION), v.trick, v.places, tuple(h.size for h in v.hands), v.deciding_place(),
                      v.night),
            "lower": (lying_in(LOWER_REGION), v.captured, len(v.discards), v.places, v.players, v.night),
            "scores": (night_scores(self.data, v), self.kingmaker_note(v), v.night, v.phase, v.players),
        }
        self.__dict__["_facts"] = ((self._version, self.seat), facts)
        return facts

    def _pieces(self, v, region: pygame.Rect):
        """Paint the cards lying still in ``region`` (in their drawing order)."""
        def paint_(surface):
            layout = self.choreo.layout
            info = self.choreo.info
            rank = {"pile": 0, "captured": 1, "back": 2, "hand": 3, "aside": 4, "trick": 5}
            for key in sorted(layout.targets, key=lambda k: rank[info[k][0]]):
                rect = layout.targets[key]
                if not rect.colliderect(region) or layout.moving(key) or (
                        key[0] == "card" and self.drag.hides(("card", info[key][2], key[1]))):
                    continue
                self._draw_piece(surface, key, info[key], rect, still=True)
        return paint_

    def _regions(self, v) -> list[Region]:
        facts = self._view_facts()
        d = self.drag
        hidden = set()
        if d.dragging and d.pressed is not None:
            hidden.add(d.pressed.key)
        hidden.update(r.source.key for r in d.returning)
        layout = self.choreo.layout
        moving = {"upper": set(), "lower": set()}
        for key in layout.tweens.tweens:
            rect = layout.targets.get(key)
            if rect is not None:
                for name, region in (("upper", UPPER_REGION), ("lower", LOWER_REGION)):
                    if rect.colliderect(region):
                        moving[name].add(key)
        mine = (frozenset(hidden), self.selected, frozenset(self.suggestion_keys()), self.seat)
        toolbar = tuple((b.hover, b.pressed, b.enabled, b.visible, b.highlight, b.label) for b in self.toolbar)

        def upper(surface):
            self._draw_trick_marks(surface, v)
            for r in (self.captures_rect, self.discards_rect, SCORES_RECT):  # their shadows reach up here
                paint.draw_shadow(surface, r, 16, 10, 110, (0, 6))
            for place in range(4):
                self._draw_seat_label(surface, v, place)
            self._pieces(v, UPPER_REGION)(surface)

        def lower(surface):
            self._draw_captures(surface, v)
            self._draw_discards(surface, v)
            self._pieces(v, LOWER_REGION)(surface)

        def topbar(surface):
            self._draw_topbar(surface, v)
            for b in self.toolbar:
                b.draw(surface, self.assets, self.time)

        return [
            Region("topbar", TOPBAR_REGION, (v.night, v.tricks, toolbar), topbar),
            Region("upper", UPPER_REGION, (facts["upper"], frozenset(moving["upper"]), self.thinking_seat, mine), upper),
            Region("lower", LOWER_REGION, (facts["lower"], frozenset(moving["lower"]), mine), lower),
            Region("scores", SCORES_REGION, (facts["scores"], self.seat),
                   lambda surface: self._draw_scores(surface, v)),
        ]

    def draw_scene(self, surface: pygame.Surface) -> None:
        v = self.view
        size = surface.get_size()
        base_key = (self.static_layer.paints, self.seat, self.assets.text_scale, id(self.assets))
        table = self.table_regions.update(size, base_key, self._felt(), self._regions(v))
        log = self.log_panel
        fresh = self.suggestion is not None and self.suggestion_age < self.suggestion_glow_seconds
        upper_key = None if self.thinking or fresh else (
            self.table_regions.serial, log.key(), self.suggestion,
            tuple((b.hover, b.pressed, b.enabled, b.visible, b.highlight) for b in self.suggest_buttons))

        def paint_upper(s):
            s.blit(table, (0, 0))
            log.draw(s)
            self.draw_suggestion(s)
        self.upper_layer.blit(surface, upper_key, paint_upper)
        self.choreo.draw_in_flight(surface, lambda surf, key, inf, rect: self._draw_piece(surf, key, inf, rect))
        self._draw_trick_overlays(surface, v)
        self._draw_prompt(surface)
        for b in self.buttons:
            b.draw(surface, self.assets, self.time)
        if self.show_discards:
            self._draw_discard_sheet(surface, v)

    def settings_changed(self) -> None:
        super().settings_changed()
        self.static_layer.invalidate()
        self.table_regions.invalidate()
        self.upper_layer.invalidate()

    def _draw_piece(self, surface, key, info, rect, still: bool = False) -> None:
        kind, card, place = info
        if kind == "back":
            surface.blit(card_back(rect.size), rect)
            return
        if kind != "hand" or not still:
            face = (card_face if still else flying_face)(self.assets, self.data.cards[card], rect.size,
                                                         self._night_colour())
            if kind == "aside":
                face = face.copy()
                face.set_alpha(150)
            angle = fan_angle(rect)
            if round(angle * 2):  # on its way into or out of the fanned hand
                if face.get_size() == CARD:
                    face = turned_face(self.assets, self.data.cards[card], rect.size, self._night_colour(), angle)
                else:  # growing or shrinking: a size it never lies at, not worth keeping
                    face = pygame.transform.rotozoom(face, round(angle * 2) / 2, 1.0)
                surface.blit(face, face.get_rect(center=rect.center))
                return
            surface.blit(face, rect)
            return
        face = card_face(self.assets, self.data.cards[card], rect.size, self._night_colour())
        # a card in a hand the seat can see: lifted when selected, dimmed when it may not be played
        action = self.card_action(place, card)
        bottom = self.side(place) == "bottom"
        dest = rect.move(0, -LIFT) if (card == self.selected and bottom) else rect
        glow = ("card", place, card) in self.suggestion_keys()
        playable = action is not None and self.why_not(action) is None
        dimmed = action is not None and not playable
        ring = playable and self.players_turn
        if bottom:  # the fanned hand: each card turned, with its marks, and a soft shadow
            img = self._fan_card(card, rect.size, fan_angle(rect), dimmed, ring, glow)
            surface.blit(img, img.get_rect(center=dest.center))
            return
        if glow:
            paint.draw_glow(surface, dest, PALETTE["marigold_light"], 10, 220)
        surface.blit(face, dest)
        if dimmed:
            surface.blit(paint.dim(dest.size, 140, 8), dest)
        elif ring:
            pygame.draw.rect(surface, PALETTE["marigold_light"], dest, 2, border_radius=8)

    def _fan_card(self, card: str, size, angle: float, dimmed: bool, ring: bool, glow: bool) -> pygame.Surface:
        """A card of the fanned hand, drawn straight with its shadow, glow, veil or ring, then turned
        ``angle`` degrees (cached: the fan is redrawn every frame, it changes seldom)."""
        colour = self._night_colour()
        face = card_face(self.assets, self.data.cards[card], size, colour)  # (every card shown goes through it)
        key = ("fan", id(self.assets), card, tuple(size), round(angle * 2) / 2, dimmed, ring, glow, colour)
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
        img = pygame.transform.rotozoom(base, angle, 1.0) if angle else base
        _FACES[key] = img
        _trim()
        return img

    def _draw_topbar(self, surface, v) -> None:
        a = self.assets
        title = T.text(a, "Dia de los Muertos", "display", 26, PALETTE["marigold"], scaled=False)
        surface.blit(title, (14, 8))
        night = self.data.nights[v.night]
        x = 14 + title.get_width() + 16
        for text in (f"{night.name} \u00b7 night {v.night + 1} of 3", f"Trick {min(v.tricks + 1, 7)} of 7"):
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        dot = paint.pill(a, f"Muertos colour: {night.colour}", 14, fg=SUIT_LIGHT[night.colour])
        surface.blit(dot, (x, 12))

    def _draw_seat_label(self, surface, v, place: int) -> None:
        a = self.assets
        h = v.hands[place]
        who = v.places[place]
        side = self.side(place)
        if side == "bottom":
            return
        name = "Dummy" if who == DUMMY else ("You" if who == self.seat else self.seat_name(who))
        if who == DUMMY:
            partner = v.places[(place + 2) % 4]
            name = "Dummy (" + ("yours" if partner == self.seat else self.seat_name(partner)) + ")"
        partners = place % 2 == self.my_place() % 2
        label = f"{name} \u00b7 {h.size} card{'s' if h.size != 1 else ''}"
        r = self.panel_rect(place)
        acting = v.deciding_place() == place
        tag = paint.pill(a, label, 13, fg=(250, 238, 214) if partners else (255, 200, 200),
                         bg=(90, 50, 10, 240) if acting else (20, 10, 36, 230))
        surface.blit(tag, tag.get_rect(midtop=r.midtop).clamp(TABLE.inflate(-12, -12)))
        team = paint.pill(a, "partner" if partners else "opponent", 11,
                          fg=(170, 230, 200) if partners else (240, 170, 170))
        if side != "top":
            surface.blit(team, team.get_rect(midtop=(r.centerx, r.y + tag.get_height() + 2)))
        if self.thinking_seat is not None and self.thinking_seat == v.seat_at(place) \
                and v.deciding_place() == place:
            think = paint.pill(a, "thinking\u2026", 12, fg=(40, 16, 30), bg=(255, 200, 90, 245))
            where = (tag.get_rect(midtop=r.midtop).right + 4, r.y) if side == "top" else None
            if where is None:
                surface.blit(think, think.get_rect(midtop=(r.centerx, r.y + tag.get_height() + 22)))
            else:
                surface.blit(think, where)

    def seat_at_place(self, place: int):
        return self.view.seat_at(place)

    def _draw_trick_marks(self, surface, v) -> None:
        a = self.assets
        used = {colour for _, _, colour in v.trick if colour != "black"}
        label = T.text(a, "Colours in this trick:", "body", 13, (210, 230, 215))
        x0, y0 = 190, 60
        surface.blit(label, (x0, y0))
        for i, colour in enumerate(("pink", "green", "blue")):
            c = (x0 + label.get_width() + 16 + i * 24, y0 + label.get_height() // 2)
            pygame.draw.circle(surface, SUIT[colour] if colour in used else (34, 70, 56), c, 8)
            pygame.draw.circle(surface, (250, 238, 214), c, 8, 1)
        if any(self.data.cards[c].kind == "spoiled" for _, c, _ in v.trick):
            warn = paint.pill(a, "Spoiled: no more Food this trick", 13, fg=(255, 210, 210), bg=(110, 20, 40, 235))
            surface.blit(warn, (x0, y0 + 24))

    def _draw_trick_overlays(self, surface, v) -> None:
        """Marks on the trick: cancelled 10s, Choose's colour, the card winning (or that won)."""
        a = self.assets
        if self.trick_shown is not None:
            trick, _aside, cancelled, winner = self.trick_shown[0]
        elif v.trick:
            trick, cancelled, winner = v.trick, v.cancelled, v.trick_winner()
        else:
            return
        for place, card, colour in trick:
            rect = pygame.Rect(0, 0, *CARD)
            rect.center = self.trick_pos(place)
            if place in cancelled:
                pygame.draw.line(surface, (255, 90, 90), rect.topleft, rect.bottomright, 4)
                pygame.draw.line(surface, (255, 90, 90), rect.topright, rect.bottomleft, 4)
            if self.data.cards[card].kind == "choose" and colour:
                chip = paint.pill(a, f"as {colour}", 11, fg=SUIT_LIGHT[colour])
                surface.blit(chip, chip.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
            if place == winner:
                paint.outline(surface, rect.inflate(6, 6), PALETTE["marigold_light"], 3, 10)
        if self.trick_shown is not None and winner is not None:
            who = v.places[winner]
            name = "The dummy" if who == DUMMY else ("You" if who == self.seat else self.seat_name(who))
            verb = "win" if name == "You" else "wins"
            won = paint.pill(a, f"{name} {verb} the trick", 14, fg=(40, 16, 30), bg=(255, 200, 90, 245))
            surface.blit(won, won.get_rect(center=(TRICK_CENTRE[0], TRICK_CENTRE[1] + 4)))

    def _draw_captures(self, surface, v) -> None:
        a = self.assets
        r = self.captures_rect
        paint.draw_panel(surface, a, r, title="Captured tonight")
        mine = self.my_place() % 2
        for row, team in enumerate((mine, 1 - mine)):
            cards = v.captured[team]
            food = sum(1 for c in cards if self.data.cards[c].kind == "food")
            muertos = sum(1 for c in cards if self.data.cards[c].kind == "muertos")
            who = T.text(a, self._side_name(v, team), "body", 13)
            surface.blit(who, (r.x + 12, r.y + 34 + row * 76))
            count = T.text(a, f"{food} F \u00b7 {muertos} M", "bold", 13, PALETTE["marigold_light"])
            surface.blit(count, count.get_rect(topright=(r.right - 12, r.y + 34 + row * 76)))
            if not cards:
                none = T.text(a, "nothing yet", "italic", 12, PALETTE["muted"])
                surface.blit(none, (r.x + 14, r.y + 62 + row * 76))
        hint = T.text(a, "F: Food \u00b7 M: Muertos", "italic", 11, PALETTE["muted"])
        surface.blit(hint, hint.get_rect(midbottom=(r.centerx, r.bottom - 12)))

    def _side_name(self, v, team: int) -> str:
        """Tonight's partnership ``team`` in a few words: "Your side" (with four players) or its
        two members ("You & the dummy", "Rosa & Diego")."""
        if v.players == 4:
            return "Your side" if team == self.my_place(v) % 2 else "Their side"
        names = []
        for place in (team, team + 2):
            seat = v.places[place]
            names.append("the dummy" if seat == DUMMY else ("You" if seat == self.seat else self.seat_name(seat)[:9]))
        names.sort(key=lambda n: (n != "You", n == "the dummy"))
        return " & ".join(names)

    def score_columns(self, v) -> list[tuple[str, int]]:
        """The scoreboard's columns, the seat on screen first: ``(heading, row of night_scores)``."""
        if v.players == 4:
            mine = self.seat % 2
            return [("Your side", mine), ("Theirs", 1 - mine)]
        order = [self.seat] + [s for s in range(v.players) if s != self.seat]
        return [("You" if s == self.seat else self.seat_name(s), s) for s in order]

    def kingmaker_note(self, v) -> str | None:
        """Three players, the last night: who can no longer come out on top and so shares their
        partner's win (the kingmaker rule), in words; ``None`` when it does not apply."""
        if not v.kingmakers:
            return None
        notes = []
        for seat, mate in v.kingmakers:
            if seat == self.seat:
                notes.append(f"you can no longer win alone; you win if {self.seat_name(mate)} does.")
            else:
                who = self.seat_name(seat)
                mate_does = "you do" if mate == self.seat else f"{self.seat_name(mate)} does"
                notes.append(f"{who} can no longer win alone; {who} wins if {mate_does}.")
        return " ".join(notes)

    def _draw_scores(self, surface, v) -> None:
        """The scoreboard: night by night the Food and Muertos each side (each player, with three)
        was credited, tonight's as it stands, the pairs over all the nights so far, and the
        kingmaker rule when it applies."""
        a = self.assets
        r = SCORES_RECT
        paint.draw_panel(surface, a, r, title="Scores")
        rows = night_scores(self.data, v)
        cols = self.score_columns(v)
        left, label_w = r.x + 14, 54
        col_w = (r.right - 12 - left - label_w) // len(cols)
        y = r.y + 32
        for i, (head, _) in enumerate(cols):
            img = T.text(a, head, "bold", 12, (232, 220, 240))
            while img.get_width() > col_w - 2 and len(head) > 3:
                head = head[:-2] + "\u2026"
                img = T.text(a, head, "bold", 12, (232, 220, 240))
            surface.blit(img, img.get_rect(midtop=(left + label_w + col_w * i + col_w // 2, y)))
        y += 17
        tonight = v.night if v.phase is not Phase.OVER else None
        for night in range(NIGHTS):
            now = night == tonight
            colour = PALETTE["marigold_light"] if now else ((232, 220, 240) if night < v.night or tonight is None
                                                            else PALETTE["muted"])
            if now:
                paint.rrect(surface, pygame.Rect(r.x + 10, y - 1, r.width - 20, 17), (255, 200, 90, 40), 6)
            label = T.text(a, "Tonight" if now else f"Night {night + 1}", "bold" if now else "body", 12, colour)
            surface.blit(label, (left, y))
            for i, (_, row) in enumerate(cols):
                cell = rows[row][night]
                text = "\u2013" if cell is None else f"{cell[0]}F {cell[1]}M"
                img = T.text(a, text, "body", 12, colour)
                surface.blit(img, img.get_rect(midtop=(left + label_w + col_w * i + col_w // 2, y)))
            y += 17
        pygame.draw.line(surface, (120, 90, 140), (r.x + 12, y + 1), (r.right - 12, y + 1))
        y += 5
        pairs = [min(sum(c[0] for c in rows[row] if c), sum(c[1] for c in rows[row] if c)) for _, row in cols]
        surface.blit(T.text(a, "Pairs", "bold", 13, PALETTE["marigold_light"]), (left, y))
        for i, n in enumerate(pairs):
            lead = n == max(pairs) and pairs.count(n) < len(pairs)
            img = T.text(a, str(n), "bold", 15 if lead else 13, PALETTE["marigold"] if lead else (232, 220, 240))
            surface.blit(img, img.get_rect(midtop=(left + label_w + col_w * i + col_w // 2, y - (1 if lead else 0))))
        y += 21
        note = self.kingmaker_note(v)
        if note is not None:
            box = pygame.Rect(r.x + 8, y, r.width - 16, r.bottom - 9 - y)
            paint.rrect(surface, box, (110, 40, 70, 235), 8)
            pygame.draw.rect(surface, PALETTE["marigold"], box, 1, border_radius=8)
            img = T.render_rich(a, "[b]Kingmaker:[/b] " + T.escape(note), box.width - 12, size=11, scaled=False)
            surface.blit(img, (box.x + 6, box.y + 3))
        else:
            hint = "A pair is one Food and one Muertos, from any nights." if v.players == 4 else \
                "Each night, a player scores what their side captured."
            img = T.render_rich(a, "[i]" + T.escape(hint) + "[/i]", r.width - 28, size=11, scaled=False,
                                colour=PALETTE["muted"])
            surface.blit(img, (left + 2, y))

    def _draw_discards(self, surface, v) -> None:
        a = self.assets
        r = self.discards_rect
        paint.draw_panel(surface, a, r, title="Discards")
        n = len(v.discards)
        txt = T.text(a, f"{n} card{'s' if n != 1 else ''}", "body", 13)
        surface.blit(txt, (r.x + 100, r.y + 50))
        hint = T.text(a, "click to look", "italic", 12, PALETTE["muted"])
        surface.blit(hint, (r.x + 100, r.y + 70))
        dummy = v.places.index(DUMMY) if DUMMY in v.places else None
        lines = ["Partners sit opposite."]
        if dummy is not None:
            lines = ["Three players: the dummy", "plays face up for its", "partner tonight."]
        for i, line in enumerate(lines):
            img = T.text(a, line, "italic", 12, PALETTE["muted"])
            surface.blit(img, (r.x + 14, r.y + 140 + i * 16))

    def _draw_discard_sheet(self, surface, v) -> None:
        a = self.assets
        box = DISCARD_SHEET
        paint.draw_panel(surface, a, box, alpha=248, title="Tonight's discards, sorted (click or Esc to close)")
        cards = sorted(v.discards, key=self.data.hand_order.__getitem__)
        per_row = (box.width - 32) // (CARD[0] + 12)
        for i, card in enumerate(cards):
            x = box.x + 16 + (i % per_row) * (CARD[0] + 12)
            y = box.y + 44 + (i // per_row) * (CARD[1] + 10)
            surface.blit(card_face(a, self.data.cards[card], CARD, self._night_colour()), (x, y))
        if not cards:
            none = T.text(a, "Nothing has been discarded tonight.", "italic", 15, PALETTE["muted"])
            surface.blit(none, (box.x + 16, box.y + 50))

    def _draw_prompt(self, surface) -> None:
        a = self.assets
        r = self.prompt_rect
        text = self.prompt()
        if not text:
            return
        paint.rrect(surface, r, (26, 12, 40, 230), 12)
        pygame.draw.rect(surface, (236, 160, 40), r, 1, border_radius=12)
        room = r.width - 24 - sum(b.rect.width + 6 for b in self.buttons)
        line = T.text(a, text, "bold", 14, (250, 238, 214))
        if line.get_width() > room:
            line = T.text(a, text, "bold", 12, (250, 238, 214))
        surface.blit(line, line.get_rect(midleft=(r.x + 12, r.centery)))


def _centre_card(size) -> pygame.Rect:
    rect = pygame.Rect(0, 0, *size)
    rect.center = TRICK_CENTRE
    return rect


def _played_to(players: int, seed: int, stop):
    """A game of ``players`` (seat 0 a human, the others AI) played by the heuristic bot in every
    seat (quick and sensible) until ``stop(session)`` holds at a decision of seat 0."""
    from game import registry
    from game.ai import make_bot
    from game.protocol import SeatSetup, Setup
    from game.session import Session

    game = registry.get("muertos")
    names = ("You", "Rosa", "Diego", "Lupita")[:players]
    setup = Setup("table", tuple(SeatSetup("human", n) if i == 0 else SeatSetup("bot", n, "hard")
                                 for i, n in enumerate(names)))
    session = Session(game, setup, seed)
    bots = {s: make_bot(game, "heuristic", s, seed) for s in range(players)}
    session.advance(bots, stop=lambda s: s.next_step().seat == 0 and stop(s), humans=True, max_steps=1000,
                    collect=False)
    return session


def _shot_table(app, seed: int, turn: int):
    """Four players, the middle of the first night, at a card to play for the seat on screen."""
    st = lambda s: s.state.tricks >= (turn if turn is not None else 3) and len(s.state.trick) >= 2  # noqa: E731
    return MuertosScene(app, _played_to(4, seed, st))


def _shot_table_3p(app, seed: int, turn: int):
    """Three players on the second night: the face-up dummy partners one of the others."""
    st = lambda s: s.state.night >= 1 and s.state.tricks >= 2 and len(s.state.trick) >= 1  # noqa: E731
    return MuertosScene(app, _played_to(3, seed, st))


def _shot_table_3p_last(app, seed: int, turn: int):
    """Three players on the last night, when the kingmaker rule applies (the scoreboard says so)."""
    st = lambda s: s.state.night >= 2 and s.state.tricks >= 1 and len(s.state.trick) >= 1  # noqa: E731
    return MuertosScene(app, _played_to(3, seed, st))


def _shot_trick_won(app, seed: int, turn: int):
    """The moment a trick is won: it stays on the table, its winner named, before it is swept up."""
    def ready(s) -> bool:
        st = s.state
        if not (st.tricks >= 2 and len(st.trick) == 3 and st.phase is Phase.PLAY):
            return False
        for action in st.legal_actions(0):
            after = st.clone()
            after.apply(0, action)
            if after.tricks > st.tricks:
                return True
        return False

    session = _played_to(4, seed, ready)
    scene = MuertosScene(app, session)
    legal = session.state.legal_actions(0)

    def ends_trick(action) -> bool:
        st = session.state.clone()
        st.apply(0, action)
        return st.tricks > session.state.tricks

    action = next((a for a in legal if ends_trick(a)), legal[0])
    entered = scene.enter

    def enter() -> None:  # the card is played once the table is up, as a player would
        entered()
        scene.propose(action)
        scene.update_animations(0.45)  # the last card has landed; the sweep waits
        scene.update_animations = lambda dt: False  # a still: the moment stays
    scene.enter = enter
    return scene


SHOTS = {"muertos/table": _shot_table, "muertos/table-3p": _shot_table_3p,
         "muertos/table-3p-last": _shot_table_3p_last, "muertos/trick-won": _shot_trick_won}
