"""Where things sit on Portents' table (logical 1280x720), the tile colours, and the table's
:class:`Geometry`, which places every piece for a view."""
from __future__ import annotations

import pygame

from game.rules.portents.altar import GAP
from scenes.widgets.tile_grid import INWARD

# text colours of the four tile colours (log, tooltips, labels)
TEXT_COLOURS = ("#f6cc4c", "#ff8070", "#86b4ff", "#f2ece0")
RGB = ((238, 190, 58), (204, 62, 58), (58, 108, 198), (234, 228, 212))
FIRE = (255, 150, 40)
SNUFF_BLUE = (130, 200, 255)

ALTAR = pygame.Rect(12, 52, 636, 606)  # the altar panel
CELL, GAP_PX = 96, 8
GRID = pygame.Rect(0, 0, 3 * CELL + 2 * GAP_PX, 3 * CELL + 2 * GAP_PX)
GRID.center = (ALTAR.centerx, ALTAR.centery + 2)
RING = 62  # the Omen slots' centres, this far outside the altar's edge
OMEN = 48
KITTY = 58
HAND = pygame.Rect(658, 52, 386, 150)
MINE = pygame.Rect(658, 210, 386, 214)
OTHER = pygame.Rect(658, 432, 386, 226)
KITTY_OMEN = (70, 70)  # an Omen in the Kitty's panel
TOPBAR_RECT = (0, 0, 1044, 46)
PROMPT = pygame.Rect(12, 664, 1032, 44)
HAND_TILE = 70
PUSHED_TILE = 36
FALLEN = 52  # a tile the Kitty knocked off, waiting past the edge


class Geometry:
    """Where each piece of the table lies: the Omen slots, the Kitty, the hands, the collections, and the
    layout of every piece for a view. Held by the table (``table.geometry``); it reads of it only the
    game's data, its grid and whose seat is on screen."""

    def __init__(self, t) -> None:
        self.t = t

    @property
    def data(self):
        return self.t.data

    @property
    def grid(self):
        return self.t.grid

    def slot_center(self, slot: int) -> tuple[int, int]:
        info = self.data.slots[slot]
        g = GRID
        if info.corner:
            x = g.x - RING + 14 if "left" in info.touches else g.right + RING - 14
            y = g.y - RING + 14 if "top" in info.touches else g.bottom + RING - 14
            return x, y
        side = info.touches[0]
        cells = set(self.data.lines[info.line])
        lane = next(i for i, lane_cells in enumerate(self.data.sides[side]) if set(lane_cells) == cells)
        near = self.grid.cell_rect(self.data.sides[side][lane][0])
        dx, dy = INWARD[side]
        return near.centerx - dx * (CELL // 2 + RING), near.centery - dy * (CELL // 2 + RING)

    def slot_rect(self, slot: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, OMEN, OMEN)
        r.center = self.slot_center(slot)
        return r

    def kitty_rect(self, slot: int) -> pygame.Rect:
        info = self.data.slots[slot]
        x, y = self.slot_center(slot)
        if info.corner:
            dx = -1 if "left" in info.touches else 1
            dy = -1 if "top" in info.touches else 1
            x, y = x + dx * 40, y + dy * 40
        else:
            dx, dy = INWARD[info.touches[0]]
            x, y = x - dx * 54, y - dy * 54
        r = pygame.Rect(0, 0, KITTY, KITTY)
        r.center = (x, y)
        return r

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        return [pygame.Rect(HAND.x + 16 + i * (HAND_TILE + 8), HAND.y + 52, HAND_TILE, HAND_TILE) for i in range(n)]

    def pushed_rects(self, n: int) -> list[pygame.Rect]:
        x0 = HAND.right - 16 - 3 * (PUSHED_TILE + 6) + 6
        return [pygame.Rect(x0 + i * (PUSHED_TILE + 6), HAND.y + 70, PUSHED_TILE, PUSHED_TILE) for i in range(n)]

    def rival_pushed_rects(self, n: int) -> list[pygame.Rect]:
        """The rival's pushed-off tiles (duel), left of its open hand: they join that hand."""
        return [pygame.Rect(OTHER.x + 16 + i * (PUSHED_TILE + 6), OTHER.y + 50, PUSHED_TILE, PUSHED_TILE)
                for i in range(n)]

    def pushed_by_rival(self, v) -> bool:
        """Whether the tiles pushed off now are the rival's (a duel, on its turn): they are drawn on its side."""
        return not self.t.solo and v.active == self.t.rival

    def pushed_places(self, v) -> list[pygame.Rect]:
        """Where the tiles pushed off this turn lie: by the hand they join."""
        n = len(v.pushed)
        return self.rival_pushed_rects(n) if self.pushed_by_rival(v) else self.pushed_rects(n)

    def rival_hand_rects(self, n: int) -> list[pygame.Rect]:
        return [pygame.Rect(OTHER.right - 16 - (3 - i) * 52 + 4, OTHER.y + 44, 48, 48) for i in range(n)]

    def token_rect(self) -> pygame.Rect:
        """The tile on the Kitty's token, in the Kitty's panel."""
        return pygame.Rect(OTHER.x + 104, OTHER.y + 52, 56, 56)

    def bag_rect(self) -> pygame.Rect:
        return pygame.Rect(OTHER.x + 176, OTHER.y + 52, 52, 52)

    @staticmethod
    def matrix_rect(origin: tuple[int, int], size: int, omen: int) -> pygame.Rect:
        """An Omen's place in a collection table: a row per colour, a column per shape."""
        step = size + 4
        return pygame.Rect(origin[0] + (omen & 3) * step, origin[1] + (omen >> 2) * step, size, size)

    def my_matrix(self) -> tuple[tuple[int, int], int]:
        return (MINE.x + 52, MINE.y + 50), 30

    def other_matrix(self) -> tuple[tuple[int, int], int]:
        return (OTHER.x + 52, OTHER.y + 106), 20

    def kitty_omen_rects(self, n: int) -> list[pygame.Rect]:
        size = 26
        step = min(size + 3, (OTHER.w - 28) // max(1, n))
        return [pygame.Rect(OTHER.x + 14 + i * step, OTHER.y + 148, size, size) for i in range(n)]

    def fallen_rect(self, side: str, lane: int, depth: int) -> pygame.Rect:
        """Where a tile the Kitty knocked off waits, past the far edge and the Omen slot there
        (``depth``: how many fell before it from that lane: they fan out), until it goes into the bag."""
        far = self.grid.cell_rect(self.data.sides[side][lane][2])
        dx, dy = INWARD[side]
        reach = CELL // 2 + RING + OMEN // 2 + 4 + FALLEN // 2
        r = pygame.Rect(0, 0, FALLEN, FALLEN)
        r.center = (far.centerx + dx * reach, far.centery + dy * reach)
        fan = (depth + 1) // 2 * (1 if depth % 2 else -1) * (FALLEN * 2 // 3)
        return r.move(abs(dy) * fan, abs(dx) * fan)

    def kitty_token_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """The tile on the Kitty's token, drawn small by the Kitty at ``rect``."""
        s = 26
        return pygame.Rect(rect.right - s + 6, rect.bottom - s + 6, s, s)

    def pushed_box(self) -> pygame.Rect:
        return pygame.Rect(self.pushed_rects(1)[0].x - 8, HAND.y + 40, 3 * (PUSHED_TILE + 6) + 10, 96)

    def layout(self, v, fallen: dict) -> tuple[dict, dict]:
        """Where every piece of ``v`` lies (``fallen``: the tiles the Kitty knocked off, waiting past
        the edge), and what each is: ``(targets, info)`` for the choreography."""
        targets: dict = {}
        info: dict = {}
        solo, rival = self.t.solo, self.t.rival
        for t, r in fallen.items():
            targets[("tile", t)] = r
            info[("tile", t)] = ("fallen", t)
        for cell, t in enumerate(v.altar):
            if t != GAP:
                targets[("tile", t)] = self.grid.cell_rect(cell)
                info[("tile", t)] = ("altar", t)
        me = self.t.me
        for t, r in zip(v.hands[me], self.hand_rects(len(v.hands[me]))):
            targets[("tile", t)] = r
            info[("tile", t)] = ("hand", t)
        if not solo:
            hand = v.hands[rival]
            for t, r in zip(hand, self.rival_hand_rects(len(hand))):
                targets[("tile", t)] = r
                info[("tile", t)] = ("hand", t)
        for t, r in zip(v.pushed, self.pushed_places(v)):
            targets[("tile", t)] = r
            info[("tile", t)] = ("pushed", t)
        if solo and v.token != GAP:
            targets[("tile", v.token)] = self.token_rect()
            info[("tile", v.token)] = ("token", v.token)
        for slot, o in enumerate(v.slots):
            if o != GAP:
                targets[("omen", o)] = self.slot_rect(slot)
                info[("omen", o)] = ("slot", o)
        origin, size = self.my_matrix()
        for o in v.collected[me]:
            targets[("omen", o)] = self.matrix_rect(origin, size, o)
            info[("omen", o)] = ("mine", o)
        if solo:
            for o, r in zip(v.kitty_omens, self.kitty_omen_rects(len(v.kitty_omens))):
                targets[("omen", o)] = r
                info[("omen", o)] = ("kitty", o)
            targets[("kitty",)] = self.kitty_rect(v.kitty_slot)
            info[("kitty",)] = ("kitty",)
        else:
            origin, size = self.other_matrix()
            for o in v.collected[rival]:
                targets[("omen", o)] = self.matrix_rect(origin, size, o)
                info[("omen", o)] = ("theirs", o)
        return targets, info
