"""Where things sit on Die of the Dead's table (logical 1280x720): the panels, the table's cached
regions, and the places of caskets, steps, City dice, preparation spaces and ofrenda cells; the
table's ``Geometry`` (held as ``table.geometry``) places every piece as the table shows it.
"""
from __future__ import annotations

import pygame

from game.rules.dotd.components import ITEMS
from scenes.kit.dice import wells
from scenes.kit.grid import column, row
from scenes.kit.track import stacking

R = pygame.Rect

# (display pixels at 1280x720; the sprites are drawn at twice that and scaled)
STEPS = R(12, 54, 196, 604)
CASKET_SIZE = (148, 168)
CASKET_X0, CASKET_Y, CASKET_STEP = 216, 54, 156
TOKEN_BOARD_Y, TOKEN_BOARD_SIZE = 226, (148, 46)
CITY = R(848, 54, 196, 218)
CASKET_ROW = R(CASKET_X0, CASKET_Y, CITY.right - CASKET_X0, CITY.bottom - CASKET_Y)  # caskets, boards, City
OFRENDA = R(216, 280, 440, 378)
PREPBOX, SUPPLY = row(664, 280, 96, (250, 122))
HAND, ACTIONS = column(664, 384, 380, (92, 174))  # under the preparation board and the supply
RETUNE_CAPTION = 104  # in the action panel, a token's name and what it does, left of its row of values
PROMPT = R(12, 664, 1032, 44)
RIGHT = R(1052, 48, 216, 664)
LOG_RECT = (1052, 468, 216, 244)  # the log's first place in the right column (the table moves it)
END_TABLE_RECT = (24, 100, 636, 606)  # the end screen's table of marks
SHEET = R(20, 56, 1016, 600)
SHEET_BOARD = R(SHEET.x + 40, SHEET.y + 56, 560, 481)  # an opponent's ofrenda, enlarged
SOLO_PANEL = R(1052, 52, 216, 150)
TOPBAR_REGION = R(0, 0, 1280, 40)
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


def casket_dice_rects(rect: pygame.Rect, n: int, open_: bool) -> list[pygame.Rect]:
    """Where ``n`` dice lie on a casket at ``rect``: inside when it is open, else on its lid."""
    if open_:
        area = sub(rect, INSIDE)
        if n <= 12:
            return wells(area, n, 24, 4)
        return wells(area, n, 19, 5)
    area = sub(rect, LID)
    if n <= 9:
        return wells(area, n, 24, 3)
    return wells(area, n, 19, 4)


class Geometry:
    """Where the pieces lie as the table ``t`` shows them (held by the table as ``geometry``): it reads
    the table's data, the seat on screen, and the caskets' order and the scoring dice as told."""

    def __init__(self, t) -> None:
        self.t = t
        self.data = t.data

    # ------------------------------------------------------------------ geometry of pieces
    def supply_classes(self, p) -> list[tuple[str, bool, int]]:
        """A supply's dice by kind: (colour, power, how many), the player's own colour first."""
        counts: dict = {}
        for d in p.supply:
            counts[(d.colour, d.power)] = counts.get((d.colour, d.power), 0) + 1
        colours = self.data.colours
        order = sorted(counts, key=lambda k: (k[0] != p.colour, colours.index(k[0]), k[1]))
        return [(c, pw, counts[(c, pw)]) for c, pw in order]

    def supply_rects(self, n: int, box: pygame.Rect = SUPPLY) -> list[pygame.Rect]:
        """The wells of the supply's kinds in its panel, each with room for its count on its right."""
        if n <= 1:
            return [R(box.x + 20, box.y + 38, 40, 40)] if n else []
        cols = 2
        rows = (n + 1) // 2
        top, height = box.y + 28, box.h - 34
        size = min(30, (height - 4 * (rows - 1)) // rows)
        cell_w = (box.w - 12) // cols
        step_y = (height - size) // max(1, rows - 1) if rows > 1 else 0
        y0 = top + (height - size - step_y * (rows - 1)) // 2
        return [R(box.x + 8 + (i % cols) * cell_w, y0 + (i // cols) * step_y, size, size) for i in range(n)]

    def hand_slots(self) -> list[pygame.Rect]:
        return [R(HAND.x + 14 + i * 60, HAND.y + 32, 52, 52) for i in range(self.data.hand_limit)]

    def hand_tokens(self, p) -> list[str]:
        return [ITEMS[i] for i, n in enumerate(p.tokens) for _ in range(n)]

    def placement_rects(self, pos: int, n: int) -> list[pygame.Rect]:
        return wells(sub(casket_rect(pos), LID), n, 24, 3)

    def mini_cell(self, r: pygame.Rect, cell: int) -> pygame.Rect:
        row, col = self.data.cells[cell]
        return R(r.x + 10 + col * 15, r.y + 30 + row * 15, 14, 14)

    def mini_prep(self, r: pygame.Rect, i: int) -> pygame.Rect:
        return R(r.x + 82 + 24 * i, r.y + 32, 22, 22)

    def mini_supply(self, r: pygame.Rect) -> pygame.Rect:
        return R(r.right - 44, r.y + 36, 14, 14)

    def scoring_rect(self, seat: int, score: int, square: int, stack: int = 0) -> pygame.Rect:
        _face, step = self.data.landing(score)
        if step <= 0:
            return R(STEPS_TRAY.x + 6 + seat * 31, STEPS_TRAY.y + 5, 28, 28)
        sq = square if square >= 0 else 3
        r = step_square(step, sq).inflate(-8, -8)
        return r.move(stack * 7, -stack * 6)

    def scoring_places(self, v) -> dict[int, pygame.Rect]:
        """Every scoring die's place on the steps (dice sharing a square step aside a little)."""
        shown = {seat: self.t.shown_steps(seat, v) for seat in range(len(v.players))}
        squares = {}
        for seat, (score, square) in shown.items():
            step = self.data.landing(score)[1]
            squares[seat] = (step, square if square >= 0 else 3) if step > 0 else None
        aside = stacking(squares)
        return {seat: self.scoring_rect(seat, score, square, aside[seat]) for seat, (score, square) in shown.items()}

    # ------------------------------------------------------------------ the layout of every piece
    def layout(self, v) -> tuple[dict, dict]:
        """Where every piece lies as the table shows it: key -> rect, key -> what it is."""
        targets: dict = {}
        info: dict = {}
        order = self.t.casket_order(v)
        for pos, number in enumerate(order):
            targets[("casket", number)] = casket_rect(pos)
            info[("casket", number)] = ("casket", number)
        for pos, number in enumerate(order):
            c = self.t.casket_by_number(v, number)
            rect = casket_rect(pos)
            if self.t.casket_open(c):
                for d, r in zip(c.inside, casket_dice_rects(rect, len(c.inside), True)):
                    targets[("die", d.id)] = r
                    info[("die", d.id)] = ("die", d, "open")
            else:
                for d, r in zip(c.lid, casket_dice_rects(rect, len(c.lid), False)):
                    targets[("die", d.id)] = r
                    info[("die", d.id)] = ("die", d, "lid")
                centre = R(rect.centerx - 8, rect.centery + 4, 16, 16)
                for d in c.inside:
                    targets[("die", d.id)] = centre
                    info[("die", d.id)] = ("die", d, "inside")
        for i, d in enumerate(v.city):
            targets[("die", d.id)] = city_spot(i).inflate(-2, -2)
            info[("die", d.id)] = ("die", d, "city")
        for seat, p in enumerate(v.players):
            if seat == self.t.seat:
                for i, d in enumerate(p.prep):
                    if d is not None:
                        targets[("die", d.id)] = prep_space(i).inflate(-10, -10)
                        info[("die", d.id)] = ("die", d, "prep")
                for cell, d in enumerate(p.ofrenda):
                    if d is not None:
                        row, col = self.data.cells[cell]
                        targets[("die", d.id)] = ofrenda_cell(OFRENDA, row, col)
                        info[("die", d.id)] = ("die", d, "ofrenda")
                classes = self.supply_classes(p)
                rects = self.supply_rects(len(classes))
                where = {(c, pw): r for (c, pw, _n), r in zip(classes, rects)}
                for d in p.supply:
                    targets[("die", d.id)] = where[(d.colour, d.power)]
                    info[("die", d.id)] = ("die", d, "supply")
                continue
            r = self.other_rect_of(seat)
            if r is None:
                continue
            for i, d in enumerate(p.prep):
                if d is not None:
                    targets[("die", d.id)] = self.mini_prep(r, i).inflate(-2, -2)
                    info[("die", d.id)] = ("die", d, "mini")
            for cell, d in enumerate(p.ofrenda):
                if d is not None:
                    targets[("die", d.id)] = self.mini_cell(r, cell)
                    info[("die", d.id)] = ("die", d, "mini")
            for d in p.supply:
                targets[("die", d.id)] = self.mini_supply(r)
                info[("die", d.id)] = ("die", d, "gone")
        for seat, rect in self.scoring_places(v).items():
            targets[("scoring", seat)] = rect
            info[("scoring", seat)] = ("scoring", seat)
        return targets, info

    def cell_rect(self, cell: int) -> pygame.Rect:
        row, col = self.data.cells[cell]
        return ofrenda_cell(OFRENDA, row, col)

    def place_rects(self, n: int) -> list[pygame.Rect]:
        """Setup: the kinds of dice to place, large, in the action panel."""
        area = R(ACTIONS.x + 14, ACTIONS.y + 84, ACTIONS.w - 28, 52)
        return wells(area, n, 40, min(5, max(1, n)))

    def other_rect(self, i: int) -> pygame.Rect:
        return R(RIGHT.x, RIGHT.y + 4 + i * OTHER_STEP, RIGHT.w, OTHER_H)

    def other_rect_of(self, seat: int) -> pygame.Rect | None:
        order = self.t.others_order()
        return self.other_rect(order.index(seat)) if seat in order else None

    def marker_point(self, seat: int) -> tuple[int, int]:
        if seat == self.t.seat:
            return ACTIONS.right - 32, ACTIONS.y + 30
        r = self.other_rect_of(seat)
        return (r.right - 70, r.y + 17) if r is not None else (RIGHT.centerx, RIGHT.y)

    def hand_point(self, seat: int) -> tuple[int, int]:
        """Where a token flies to (or from) for ``seat``: its hand, or its card in the right column."""
        if seat == self.t.seat:
            return HAND.x + 120, HAND.centery
        r = self.other_rect_of(seat)
        return (r.x + 120, r.y + 72) if r is not None else (RIGHT.centerx, RIGHT.y + 40)

    def card_rect(self, seat: int, size: tuple[int, int]) -> pygame.Rect:
        """Where a scoring card shows: over your ofrenda, or beside the scorer's board at the right."""
        r = R(0, 0, *size)
        if seat == self.t.seat or self.t.solo:
            r.center = OFRENDA.center
            return r
        other = self.other_rect_of(seat)
        if other is None:
            r.center = OFRENDA.center
            return r
        r.midright = (other.x - 12, other.centery)
        r.clamp_ip(R(12, 52, 1040, 606))
        return r
