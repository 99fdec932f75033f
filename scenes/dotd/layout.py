"""Where things sit on Die of the Dead's table (logical 1280x720): the panels, the table's cached
regions, and the places of caskets, steps, City dice, preparation spaces and ofrenda cells.
"""
from __future__ import annotations

import pygame

R = pygame.Rect

# (display pixels at 1280x720; the sprites are drawn at twice that and scaled; tools/mock_dotd_table.py
# is the static picture this layout was settled on)
STEPS = R(12, 54, 196, 604)
CASKET_SIZE = (148, 168)
CASKET_X0, CASKET_Y, CASKET_STEP = 216, 54, 156
TOKEN_BOARD_Y, TOKEN_BOARD_SIZE = 226, (148, 46)
CITY = R(848, 54, 196, 218)
OFRENDA = R(216, 280, 440, 378)
PREPBOX = R(664, 280, 250, 96)
SUPPLY = R(922, 280, 122, 96)
HAND = R(664, 384, 380, 92)
ACTIONS = R(664, 484, 380, 174)
PROMPT = R(12, 664, 1032, 44)
RIGHT = R(1052, 48, 216, 664)
SHEET = R(20, 56, 1016, 600)
SHEET_BOARD = R(SHEET.x + 40, SHEET.y + 56, 560, 481)  # an opponent's ofrenda, enlarged
SOLO_PANEL = R(1052, 52, 216, 150)
# the table's regions, each repainted alone when what it shows changes (they must not overlap)
TOPBAR_REGION = R(0, 0, 1280, 40)
STEPS_REGION = R(0, 40, 212, 622)
CASKETS_REGION = R(212, 40, 636, 236)  # the caskets and their token boards
CITY_REGION = R(848, 40, 198, 236)
OFRENDA_REGION = R(212, 276, 448, 386)
OWN_REGION = R(660, 276, 386, 204)  # the preparation board, the supply and the tokens in hand
ACTIONS_REGION = R(660, 480, 386, 182)
PROMPT_REGION = R(0, 662, 1046, 58)
RIGHT_REGION = R(1046, 40, 234, 680)  # the opponents' cards (the log is drawn over it; their shadows reach 1047)
PIECE_REGION = {"open": "caskets", "lid": "caskets", "inside": "caskets", "city": "city", "prep": "own",
                "supply": "own", "ofrenda": "ofrenda", "mini": "right", "gone": "right"}
OTHER_H, OTHER_STEP = 98, 104
OFR_W, OFR_X0, OFR_Y0, OFR_CELL = 440, 96, 65, 62  # the ofrenda sprite's grid (its own units)
LID = (30, 70, 88, 78)  # where dice wait on a closed casket's lid (inside the casket's rect)
INSIDE = (26, 64, 96, 86)  # where an open casket's dice show


def casket_rect(pos: int) -> pygame.Rect:
    return R(CASKET_X0 + pos * CASKET_STEP, CASKET_Y, *CASKET_SIZE)


def token_board_rect(pos: int) -> pygame.Rect:
    return R(CASKET_X0 + pos * CASKET_STEP, TOKEN_BOARD_Y, *TOKEN_BOARD_SIZE)


def sub(rect: pygame.Rect, local, scale: float = 1.0) -> pygame.Rect:
    """A rect given in a sprite's own units, placed in ``rect`` (scaled)."""
    x, y, w, h = local
    return R(round(rect.x + x * scale), round(rect.y + y * scale), round(w * scale), round(h * scale))


def step_square(step: int, square: int) -> pygame.Rect:
    """Square ``square`` (0-3) of step ``step`` (1-9, 9 at the top) on the steps board."""
    return R(STEPS.x + 30 + 39 * square, STEPS.y + 15 + 60 * (9 - step), 36, 36)


STEPS_TRAY = R(STEPS.x + 24, STEPS.y + 553, 165, 38)  # the scoring dice's place below the first step


def city_spot(i: int) -> pygame.Rect:
    r, c = divmod(i, 5)
    return R(CITY.x + 16 + 34 * c, CITY.y + 50 + 32 * r, 30, 30)


def prep_space(i: int, board: pygame.Rect = PREPBOX) -> pygame.Rect:
    s = board.w / 250
    return sub(board, (15 + 78 * i, 25, 64, 64), s)


def ofrenda_cell(board: pygame.Rect, row: int, col: int) -> pygame.Rect:
    s = board.w / OFR_W
    return sub(board, (OFR_X0 + col * OFR_CELL + 3, OFR_Y0 + row * OFR_CELL + 3, OFR_CELL - 6, OFR_CELL - 6), s)


def urn_rect(board: pygame.Rect, i: int) -> pygame.Rect:
    """Urn ``i`` (0: the upper incense space, 1: the lower): its space and the plaque beside it."""
    s = board.w / OFR_W
    return sub(board, (OFR_X0 + 3 * OFR_CELL, OFR_Y0 + (1 + i) * OFR_CELL, OFR_W - OFR_X0 - 3 * OFR_CELL,
                       OFR_CELL), s)


# where each section's captions are printed on the board (its own units): they carry its tooltip
CAPTIONS = {
    "marigold": ((0, 0, 96, 65), (96, 0, 248, 65)),
    "incense": ((344, 0, 96, 65), (344, 65, 96, 62), (344, 251, 96, 62)),
    "candle": ((96, 313, 248, 65), (344, 313, 96, 65)),
    "bread": ((0, 65, 96, 248), (0, 313, 96, 65)),
}
BADGES = {"marigold": (50, 27), "incense": (390, 27), "candle": (390, 340), "bread": (50, 340)}  # icon centres


def grid_rects(area: pygame.Rect, n: int, size: int, cols: int) -> list[pygame.Rect]:
    """``n`` wells of ``size`` in rows of ``cols`` filling ``area`` (rows squeeze when there are
    many; each row is centred)."""
    if n <= 0:
        return []
    cols = max(1, cols)
    rows = (n + cols - 1) // cols
    step_x = (area.w - size) / max(1, cols - 1) if cols > 1 else 0
    step_x = min(step_x, size + 6)
    step_y = min(size + 2, (area.h - size) / max(1, rows - 1)) if rows > 1 else 0
    top = area.y + (area.h - size - (rows - 1) * step_y) / 2
    out = []
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        width = size + (in_row - 1) * step_x
        x0 = area.x + (area.w - width) / 2
        out.append(R(round(x0 + c * step_x), round(top + r * step_y), size, size))
    return out


def casket_dice_rects(rect: pygame.Rect, n: int, open_: bool) -> list[pygame.Rect]:
    """Where ``n`` dice lie on a casket at ``rect``: inside when it is open, else on its lid."""
    if open_:
        area = sub(rect, INSIDE)
        if n <= 12:
            return grid_rects(area, n, 24, 4)
        return grid_rects(area, n, 19, 5)
    area = sub(rect, LID)
    if n <= 9:
        return grid_rects(area, n, 24, 3)
    return grid_rects(area, n, 19, 4)
