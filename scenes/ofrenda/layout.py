"""Where things sit on Ofrenda's table (logical 1280x720): panels, cached regions, the pieces'
sizes, and the slots of an ofrenda drawn in any rectangle (``board_layout``).
"""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.kit.grid import column
from scenes.widgets.cards import fan_rects

R = pygame.Rect

TOPBAR_H = 48
MARKET_RECT, ABUELA_RECT, TRAY_RECT = column(12, 56, 500, (200, 124, 316))  # the left column
BOARD_RECT, PROMPT_RECT, HAND_RECT = column(524, 56, 520, (420, 44, 182), gap=(6, 4))  # the middle one
LOG_RECT = R(1052, 56, 216, 656)
SUGGEST_RECT = R(1052, 56, 216, 200)
GOALS_RECT = ABUELA_RECT  # with several players the Common Goals (or the turn order) take Abuela's place
RIGHT_X, RIGHT_W = 1052, 216
OPP_H, OPP_GAP = 128, 6  # an opponent's panel in the right column
MINI_BOARD = (112, 90)  # an opponent's ofrenda in their panel
BIG_BOARD = R(330, 110, 620, 500)  # an opponent's ofrenda enlarged
SCORE_RECT = R(TRAY_RECT.x + 10, TRAY_RECT.y + 168, 480, 140)  # "your ofrenda so far" in the tray
# the table's cached regions (scenes/widgets/layers.py): side by side, each holding all it draws
TOPBAR_REGION = R(0, 0, 1280, 52)
MARKET_REGION = R(0, 52, 512, 194)
CORNER_REGION = R(0, 246, 512, 160)  # Abuela's corner (her light spills past her panel), or the goals
TRAY_REGION = R(0, 406, 512, 314)
BOARD_REGION = R(512, 52, 528, 420)
BOTTOM_REGION = R(512, 472, 768, 248)  # the prompt and the hand (a glowing button or hand card reaches past them)
# with other players, their panels and the top bar above them are one region (the glow of the
# player to move reaches into the top bar); the log is drawn over the column
RIGHT_REGION = R(1040, 0, 240, 472)
LOG_X = 1052  # the log's region from here, its panel's left edge (a suggested button's glow reaches 1051)

CARD = (80, 112)  # portraits on the family board and the ofrenda
HAND_CARD = (120, 168)
PILE_CARD = (54, 76)  # Abuela's discards
DISCARD_CARD = (86, 120)
CANDLE_S = (36, 48)  # candles on the family board and the ofrenda
CANDLE_M = (60, 80)  # candles in storage
DECO = 40  # decoration socket diameter
CANON_PORTRAIT = (CARD, HAND_CARD, PILE_CARD, DISCARD_CARD)
CANON_CANDLE = (CANDLE_S, CANDLE_M)

# the family board art: 4 columns 95 px wide from x 15, candle circles at y 39; the deck on the right
MARKET_COL_X = [15 + 95 * i + 47 for i in range(4)]
MARKET_CANDLE_Y = 39
MARKET_CARD_TOP = 61
DECK_X = 443

# the ofrenda art (1040x840 shown at half size): shelf tops per row; slot x 0..4 -> 60 + 100 x
ROW_BOTTOM = {"top": 138, "middle": 270, "bottom": 398}


def board_layout(data, rect: pygame.Rect = BOARD_RECT, card=CARD) -> tuple[dict, dict]:
    """Slot rects and decoration rects of the ofrenda drawn in ``rect`` (520x420 design size).

    Slots sit on the shelves of the board art (brickwork: x from board.yaml), decorations at
    the centroid of their three portrait slots.
    """
    sx = rect.w / 520
    sy = rect.h / 420
    cw, ch = round(card[0] * sx), round(card[1] * sy)
    slots = {}
    for sid, slot in data.slots.items():
        cx = rect.x + (60 + 100 * slot.x) * sx
        bottom = rect.y + ROW_BOTTOM[slot.row] * sy
        slots[sid] = R(round(cx - cw / 2), round(bottom - ch), cw, ch)
    decos = {}
    d = round(DECO * min(sx, sy))
    for did, deco in data.decorations.items():
        cx = sum(slots[s].centerx for s in deco.portraits) / 3
        cy = sum(slots[s].centery for s in deco.portraits) / 3
        decos[did] = R(round(cx - d / 2), round(cy - d / 2), d, d)
    return slots, decos


class Geometry:
    """Where the table's pieces sit: the family board's spaces, storage, your ofrenda's slots
    (``slot_rects``, ``deco_rects``), Abuela's corner and the other players' panels. Held by the
    table (``table.geometry``); it knows the game's data, whether several play, how many seats there
    are and which one is on screen (``seat()``, asked each time: a hotseat game changes it)."""

    def __init__(self, data, multi: bool, seats: int, seat: Callable[[], int]) -> None:
        self.multi = multi
        self.seats = seats
        self.seat = seat
        self.slot_rects, self.deco_rects = board_layout(data)
        self._kept_opponents: tuple | None = None

    def market_card_rect(self, space: int) -> pygame.Rect:
        return R(MARKET_RECT.x + MARKET_COL_X[space] - CARD[0] // 2, MARKET_RECT.y + MARKET_CARD_TOP, *CARD)

    def market_candle_rect(self, space: int) -> pygame.Rect:
        return R(MARKET_RECT.x + MARKET_COL_X[space] - CANDLE_S[0] // 2,
                 MARKET_RECT.y + MARKET_CANDLE_Y - CANDLE_S[1] // 2, *CANDLE_S)

    @property
    def deck_rect(self) -> pygame.Rect:
        return R(MARKET_RECT.x + DECK_X - CARD[0] // 2, MARKET_RECT.y + MARKET_CARD_TOP, *CARD)

    @property
    def bag_rect(self) -> pygame.Rect:
        return R(MARKET_RECT.x + DECK_X - CANDLE_S[0] // 2, MARKET_RECT.y + MARKET_CANDLE_Y - CANDLE_S[1] // 2,
                 *CANDLE_S)

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        return fan_rects(HAND_RECT.centerx, HAND_RECT.y + 6, n, HAND_CARD, 12, HAND_RECT.w - 8)

    @property
    def storage_marigold_rect(self) -> pygame.Rect:
        return R(TRAY_RECT.x + 18, TRAY_RECT.y + 42, 76, 76)

    def storage_candle_rect(self, i: int) -> pygame.Rect:
        return R(TRAY_RECT.x + 196 + i * 70, TRAY_RECT.y + 40, *CANDLE_M)

    @property
    def storage_rect(self) -> pygame.Rect:
        return R(TRAY_RECT.x + 10, TRAY_RECT.y + 32, 400 - 20, 100)

    @property
    def discard_rect(self) -> pygame.Rect:
        return R(TRAY_RECT.right - 16 - DISCARD_CARD[0], TRAY_RECT.y + 34, *DISCARD_CARD)

    @property
    def abuela_pile_rect(self) -> pygame.Rect:
        return R(ABUELA_RECT.right - 20 - PILE_CARD[0] - 30, ABUELA_RECT.y + 24, *PILE_CARD)

    @property
    def abuela_candle_rect(self) -> pygame.Rect:
        return R(ABUELA_RECT.right - 20 - 28, ABUELA_RECT.y + 62, 28, 37)

    def die_rect(self, i: int) -> pygame.Rect:
        return R(ABUELA_RECT.x + 128 + i * 54, ABUELA_RECT.y + 50, 48, 48)

    # the other players (several-player games)
    def opponents(self) -> list[int]:
        """The other seats, in turn order after the seat on screen."""
        if not self.multi:
            return []
        n, seat = self.seats, self.seat()
        kept = self._kept_opponents  # (asked many times a frame: worked out once per seat)
        if kept is None or kept[0] != seat:
            kept = self._kept_opponents = (seat, [(seat + k) % n for k in range(1, n)])
        return list(kept[1])

    def opponent_rect(self, seat: int) -> pygame.Rect:
        i = self.opponents().index(seat)
        return R(RIGHT_X, 56 + i * (OPP_H + OPP_GAP), RIGHT_W, OPP_H)

    def mini_board_rect(self, seat: int) -> pygame.Rect:
        r = self.opponent_rect(seat)
        return R(r.x + 6, r.bottom - MINI_BOARD[1] - 6, *MINI_BOARD)

    def opp_hand_rect(self, seat: int) -> pygame.Rect:
        """Where an opponent's hand is drawn (cards taken from the family board fly there)."""
        r = self.opponent_rect(seat)
        return R(r.x + 126, r.bottom - 50, 34, 46)

    def opp_candle_rect(self, seat: int) -> pygame.Rect:
        r = self.opponent_rect(seat)
        return R(r.right - 30, r.bottom - 48, 22, 29)

    def goal_rect(self, i: int) -> pygame.Rect:
        w = (GOALS_RECT.w - 16 - 2 * 8) // 3
        return R(GOALS_RECT.x + 8 + i * (w + 8), GOALS_RECT.y + 8, w, GOALS_RECT.h - 16)
