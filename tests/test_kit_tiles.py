"""The kit's grid of sliding tiles (scenes/kit/tiles.py): one piece per square and per arrow shown,
the squares and the lanes' ends as drop targets whose offers the rules answer through the Table.

Shared: no game is named here."""
from __future__ import annotations

import pygame

from scenes.kit.parts import Offer, Piece, Table
from scenes.kit.tiles import Tiles
from scenes.widgets.tile_grid import TileGrid
from scenes.widgets.tooltip import TooltipContent


class Board(Tiles):
    """A toy board: ``view["cells"]`` what lies in each square, ``view["arrows"]`` the arrows; a
    payload ``("tile", name)`` may be dropped into a gap, or pushed in at a lane's end."""

    def contents(self, view):
        return view["cells"]

    def arrows(self, view):
        return view["arrows"]

    def tile_piece(self, cell, tile, rect, view):
        return Piece(("sq", cell), rect, tooltip=lambda: TooltipContent(str(tile)),
                     drag=("tile", tile) if tile else None)

    def offer_square(self, cell, payload, view):
        if payload[0] != "tile":
            return None
        return Offer(("place", payload[1], cell), "put it here", cell)

    def push_action(self, side, lane, payload, view):
        return ("push", payload[1], side, lane) if payload[0] == "tile" else None


def make():
    grid = TileGrid(pygame.Rect(100, 100, 316, 316), 3, 8, arrow=26, arrow_gap=6)
    board = Board("board", grid)
    view = {"cells": ["a", "b", "c", None, "e", "f", "g", "h", "i"],
            "arrows": {("top", 1): "legal", ("left", 0): "refused"}}

    def why(action):
        if action[0] == "place":
            return None if view["cells"][action[2]] is None else "That square is taken."
        return None if action[2] == "top" else "Not from that side."
    table = Table([board, *board.squares(), *board.lanes()], why, lambda: view)
    return grid, board, view, table


def test_one_piece_per_square_then_per_arrow_shown():
    grid, board, view, table = make()
    keys = [p.key for p in board.pieces(view)]
    assert keys == [("sq", c) for c in range(9)] + [("arrow", "board", "top", 1), ("arrow", "board", "left", 0)]
    assert board.pieces(view)[4].rect == grid.cell_rect(4)
    arrow = table.hit(grid.arrow_rect("top", 1).center)
    assert arrow.key == ("arrow", "board", "top", 1) and table.part_of(arrow.key) is board
    assert table.hit(grid.cell_rect(8).center).key == ("sq", 8)
    assert board.pieces(view)[0].drag == ("tile", "a") and board.pieces(view)[3].drag is None
    assert board.gaps(view) == [3]


def test_the_squares_are_named_drop_targets_answered_by_the_rules():
    grid, board, view, table = make()
    squares = [f"board:{c}" for c in range(9)]
    assert table.names()[:10] == ["board", *squares]
    targets = {t.key[0]: t for t in table.drop_targets(("tile", "z"))}
    gap = targets["board:3"]
    assert gap.legal and gap.rect == grid.cell_rect(3) and gap.data == 3 and gap.hint == "put it here"
    taken = targets["board:0"]
    assert not taken.legal and taken.reason == "That square is taken."
    assert table.drop_targets(("other", 1)) == []


def test_a_lanes_end_offers_the_push_with_the_slide_it_makes():
    grid, board, view, table = make()
    targets = {t.key[0]: t for t in table.drop_targets(("tile", "z"))}
    top = targets["board:top:1"]
    assert top.legal and top.rect == grid.arrow_rect("top", 1).inflate(6, 6)
    slide = top.data
    assert slide.cells == (1, 4, 7) and slide.falls == 7 and slide.moves == {1: 4, 4: 7} and slide.opens == 1
    assert targets["board:left:0"].reason == "Not from that side."
    row = board.slide(view, "left", 1)  # a gap by the side: only the tile behind it moves
    assert row.cells == (3, 4, 5) and row.moves == {4: 5} and row.falls == 5


def test_the_slice_follows_the_board_and_the_arrows_and_paint_draws_them():
    grid, board, view, table = make()
    before = board.slice(view)
    view["cells"] = view["cells"][:3] + ["d"] + view["cells"][4:]
    assert board.slice(view) != before
    surface = pygame.Surface((520, 520), pygame.SRCALPHA)
    board.paint(surface, view)
    r = grid.arrow_rect("top", 1)
    assert surface.get_at(r.center).a > 0, "the arrows are drawn"
