"""Where things sit on Oaxaca's table (logical 1280x720): the pieces' sizes, the panels and the
table's cached regions.
"""
from __future__ import annotations

import pygame

from game.rules.oaxaca.cards import DAY, EARLY, NIGHT

WORK = (118, 166)  # a Workshop card
STALL = (74, 104)  # a Market Stall card
DRAWN = (140, 196)  # a gathered card being decided
DECK = (92, 128)
TOURIST = (132, 62)
DAY_DIE = 54
NIGHT_DIE = 34

TOP = pygame.Rect(8, 48, 1040, 160)  # decks, supply and tourists
DECK_X0, DECK_Y, DECK_STEP = 18, 58, 108
SUPPLY = pygame.Rect(560, 60, 50, 120)
TOURIST_X0, TOURIST_Y, TOURIST_COL, TOURIST_ROW = 624, 56, 138, 70
PROMPT = pygame.Rect(12, 664, 1032, 44)
RIGHT = pygame.Rect(1052, 48, 216, 664)
MARKET_DIE = (22, 22)  # a die in a seat's row of the market panel
WORKSHOP_CHIP = (20, 26)  # a workshop card's chip beside them
SHEET = pygame.Rect(20, 56, 1016, 600)  # an opponent's mat, enlarged
# the table's cached regions (scenes/widgets/layers.py), side by side; a region that a neighbour's
# shadow reaches into draws that shadow too, so each can be repainted alone
TOPBAR_REGION = pygame.Rect(0, 0, 1280, 46)  # (a tourist's glow reaches up to 46; the toolbar's shadow to 48)
DECKS_REGION = pygame.Rect(0, 46, 612, 168)  # the market: the decks and the supply...
TOURISTS_REGION = pygame.Rect(612, 46, 436, 168)  # ... and the tourists (their glow reaches 614)
PLAY_REGION = pygame.Rect(0, 214, 1048, 442)
FOOT_REGION = pygame.Rect(0, 656, 1048, 64)
OTHERS_REGION = pygame.Rect(1048, 46, 232, 674)



class Geometry:
    """Where the seat's pieces sit on the table (its geometry, from the view): held by the table
    (``table.geometry``), reading only its public names (the seat, the view, a combined result)."""

    def __init__(self, table):
        self.t = table

    def others_order(self) -> list[int]:
        n = self.t.session.setup.players
        return [(self.t.seat + k) % n for k in range(1, n)]

    def me(self, v=None):
        v = v or self.t.view
        return v.table[self.t.seat]

    # ------------------------------------------------------------------ geometry
    def deck_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(DECK_X0 + i * DECK_STEP, DECK_Y, *DECK)

    def tourist_rect(self, i: int) -> pygame.Rect:
        col, row = divmod(i, 2)
        return pygame.Rect(TOURIST_X0 + col * TOURIST_COL, TOURIST_Y + row * TOURIST_ROW, *TOURIST)

    def areas(self, top: int = 214) -> dict:
        """The play area's boxes, from ``top`` down (the seat's own, or an opponent's enlarged): the
        player mat in a strip (Daylight, Nightfall and Early Morning boxes, free results, status),
        then the Workshop on the left and the Market Stall on the right, as on the real table."""
        return {
            "mat": pygame.Rect(12, top, 1032, 104),
            "day": pygame.Rect(22, top + 6, 318, 92),
            "night": pygame.Rect(350, top + 6, 206, 92),
            "early": pygame.Rect(564, top + 6, 80, 92),
            "free": pygame.Rect(652, top + 6, 200, 92),
            "status": pygame.Rect(860, top + 6, 176, 92),
            "workshop": pygame.Rect(12, top + 112, 508, 330),
            "stall": pygame.Rect(528, top + 112, 516, 330),
        }

    def workshop_rects(self, n: int, capacity: int, top: int = 214) -> list[pygame.Rect]:
        """A rect per Workshop space (cards first, then the empty spaces)."""
        box = self.areas(top)["workshop"]
        spaces = max(n, capacity)
        per_row = 4
        size = (140, 196) if spaces <= 3 else WORK if spaces <= 4 else (96, 134)
        step_x = size[0] + 8
        rows = (spaces + per_row - 1) // per_row
        step_y = size[1] + 12 if rows <= 2 else (box.h - 44 - size[1]) // max(1, rows - 1)
        x0 = box.x + (box.w - (min(spaces, per_row) * step_x - 8)) // 2
        y0 = box.y + 36 + (0 if rows > 1 else (box.h - 44 - size[1]) // 2)
        return [pygame.Rect(x0 + (i % per_row) * step_x, y0 + (i // per_row) * step_y, *size)
                for i in range(spaces)]

    def stall_rects(self, n: int, top: int = 214) -> list[pygame.Rect]:
        box = self.areas(top)["stall"]
        per_row = 6 if n <= 18 else 8
        size = STALL if n <= 18 else (58, 82)
        step_x = (box.w - 24 - size[0]) // (per_row - 1)
        rows = max(1, (n + per_row - 1) // per_row)
        step_y = min(size[1] + 10, (box.h - 46 - size[1]) // max(1, rows - 1)) if rows > 1 else 0
        return [pygame.Rect(box.x + 12 + (i % per_row) * step_x, box.y + 38 + (i // per_row) * step_y, *size)
                for i in range(n)]

    def day_rects(self, top: int = 214) -> list[pygame.Rect]:
        box = self.areas(top)["day"]
        step = DAY_DIE + 8
        x0 = box.x + (box.w - (5 * step - 8)) // 2
        return [pygame.Rect(x0 + i * step, box.y + 28, DAY_DIE, DAY_DIE) for i in range(5)]

    def night_rects(self, top: int = 214) -> list[pygame.Rect]:
        box = self.areas(top)["night"]
        step = NIGHT_DIE + 5
        x0 = box.x + (box.w - (5 * step - 5)) // 2
        return [pygame.Rect(x0 + i * step, box.y + 38, NIGHT_DIE, NIGHT_DIE) for i in range(5)]

    def early_rect(self, top: int = 214) -> pygame.Rect:
        box = self.areas(top)["early"]
        return pygame.Rect(box.centerx - 22, box.y + 32, 44, 44)

    def die_rect(self, p, d: int, top: int = 214) -> pygame.Rect:
        """Where die ``d`` of player view ``p`` lies: its place in the box it is in."""
        where = p.where[d]
        if where == DAY:
            order = [i for i in range(len(p.where)) if p.where[i] == DAY]
            return self.day_rects(top)[order.index(d)]
        if where == EARLY:
            return self.early_rect(top)
        order = [i for i in range(len(p.where)) if p.where[i] == NIGHT]
        return self.night_rects(top)[order.index(d)]

    def free_rects(self, n: int, top: int = 214) -> list[pygame.Rect]:
        box = self.areas(top)["free"]
        size = 46
        room = box.w - 16 - (90 if self.t.combo is not None and top == 214 else 0)
        step = min(size + 8, room // max(1, n))
        return [pygame.Rect(box.x + 8 + i * step, box.y + 30, size, size) for i in range(n)]

    def customer_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(RIGHT.x + 12 + i * 40, RIGHT.y + 48, 36, 36) for i in range(5)]

    def other_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(RIGHT.x, RIGHT.y + 4 + i * 104, RIGHT.w, 98)

    def drawn_rects(self, n: int) -> list[pygame.Rect]:
        size = DRAWN if n <= 5 else (112, 156)
        step = size[0] + 18
        x0 = 528 - (n * step - 18) // 2
        return [pygame.Rect(x0 + i * step, 300, *size) for i in range(n)]

    def gather_rect(self, n: int) -> pygame.Rect:
        """The gather panel round ``n`` gathered cards, their title and their buttons."""
        rects = self.drawn_rects(n)
        box = pygame.Rect(0, 0, max(520, rects[-1].right - rects[0].x + 60 if rects else 520), 330)
        box.center = (528, 380)
        return box

    def extra_rect(self, top: int = 214) -> pygame.Rect:
        box = self.areas(top)["status"]
        return pygame.Rect(box.centerx - TOURIST[0] // 2, box.bottom - TOURIST[1] - 4, *TOURIST)

    def combo_rect(self) -> pygame.Rect:
        box = self.areas()["free"]
        return pygame.Rect(box.right - 84, box.y + 26, 78, 56)

    def chooser_rect(self, n: int) -> pygame.Rect:
        cols = 1 if n <= 7 else 2
        rows = (n + cols - 1) // cols
        w = 420 if cols == 1 else 640
        h = 118 + rows * 40 + 52
        r = pygame.Rect(0, 0, w, h)
        r.center = (528, 400)
        return r

    def capacity(self, v, seat: int | None = None) -> int:
        seat = self.t.seat if seat is None else seat
        return v.state.capacity(seat)
