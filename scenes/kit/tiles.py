"""A grid of sliding tiles as a kit part, over :mod:`scenes.widgets.tile_grid`.

The :class:`Tiles` part owns a ``TileGrid``. A game says what lies in each square
(:meth:`Tiles.contents`, ``None`` a gap) and which push arrows show (:meth:`Tiles.arrows`); the part
makes one piece per square (the tile there, or the gap: its tooltip, click and drag) and one per
arrow shown, in that order (an arrow lies over the squares). Drops are offers, answered by the
rules through the :class:`~scenes.kit.parts.Table`: each square is a small part of its own
(:meth:`Tiles.squares`, named ``<name>:<cell>``) asking :meth:`Tiles.offer_square`, and each lane's
end another (:meth:`Tiles.lanes`, named ``<name>:<side>:<lane>``) asking :meth:`Tiles.offer_slide`,
which by default offers the push with the slide it makes (:meth:`Tiles.slide`) as its data.
"""
from __future__ import annotations

from typing import Any, Hashable, Sequence

import pygame

from game.text import Msg
from scenes.kit.parts import Offer, Part, Piece
from scenes.widgets.tile_grid import SIDES, Slide, TileGrid


class Tiles(Part):
    """A board of sliding tiles named ``name`` (``altar``, ``board``) laid out by ``grid``."""

    kind = "tiles"

    def __init__(self, name: str, grid: TileGrid):
        super().__init__(name, grid.rect)
        self.grid = grid

    # ------------------------------------------------------------------ what the game says
    def contents(self, view) -> Sequence[Hashable | None]:
        """What lies in each square, row by row from the top left (``None``: a gap)."""
        return [None] * (self.grid.n * self.grid.n)

    def arrows(self, view) -> dict[tuple[str, int], str]:
        """The push arrows shown: (side, lane) -> ``"legal"`` or ``"refused"``."""
        return {}

    def tile_piece(self, cell: int, tile: Hashable | None, rect: pygame.Rect, view) -> Piece:
        """The piece of square ``cell`` holding ``tile`` (``None``: a gap)."""
        return Piece(("tile", self.name, cell), rect, no_tooltip=True)

    def arrow_piece(self, side: str, lane: int, how: str, view) -> Piece:
        """The piece of a push arrow (caught a little beyond where it is drawn)."""
        return Piece(("arrow", self.name, side, lane), self.grid.arrow_rect(side, lane).inflate(6, 6),
                     no_tooltip=True)

    def offer_square(self, cell: int, payload, view) -> Offer | None:
        """What dropping ``payload`` on square ``cell`` proposes (``None``: not a target)."""
        return None

    def push_action(self, side: str, lane: int, payload, view) -> Any:
        """The rules' action pushing ``lane`` from ``side`` with ``payload`` (``None``: no push)."""
        return None

    def offer_slide(self, side: str, lane: int, payload, view) -> Offer | None:
        """What dropping ``payload`` on a lane's end proposes: the push, the slide it makes as data."""
        action = self.push_action(side, lane, payload, view)
        if action is None:
            return None
        return Offer(action, Msg("table-push-it-in"), self.slide(view, side, lane))

    # ------------------------------------------------------------------ what the part gives
    def slide(self, view, side: str, lane: int) -> Slide:
        """What pushing ``lane`` from ``side`` one step does to the board as ``view`` shows it."""
        return self.grid.slide(list(self.contents(view)), side, lane)

    def gaps(self, view) -> list[int]:
        return [c for c, tile in enumerate(self.contents(view)) if tile is None]

    def pieces(self, view) -> list[Piece]:
        contents = self.contents(view)
        out = [self.tile_piece(c, contents[c], self.grid.cell_rect(c), view) for c in range(len(contents))]
        out.extend(self.arrow_piece(side, lane, how, view) for (side, lane), how in self.arrows(view).items())
        return out

    def slice(self, view):
        return tuple(self.contents(view)), tuple(sorted(self.arrows(view).items()))

    def paint(self, surface: pygame.Surface, view) -> None:
        """The arrows at rest (the tiles are the game's pieces, drawn with its other pieces)."""
        arrows = self.arrows(view)
        if arrows:
            self.grid.draw_arrows(surface, arrows, None, 0.0)

    def squares(self) -> list[Square]:
        """Every square as a drop target part (declare them with the table's parts)."""
        return [Square(self, c) for c in range(self.grid.n * self.grid.n)]

    def lanes(self) -> list[LaneEnd]:
        """Every lane's end as a drop target part, on the arrow's place."""
        return [LaneEnd(self, side, lane) for side in SIDES for lane in range(self.grid.n)]


class Square(Part):
    """One square of a :class:`Tiles` board as a drop target; its owner makes the offer."""

    kind = "square"

    def __init__(self, board: Tiles, cell: int):
        rect = board.grid.cell_rect(cell)
        super().__init__(f"{board.name}:{cell}", rect, drop_rect=rect)
        self.board, self.cell = board, cell

    def offer(self, payload, view) -> Offer | None:
        return self.board.offer_square(self.cell, payload, view)


class LaneEnd(Part):
    """The end of a lane of a :class:`Tiles` board, where its arrow lies, as a drop target."""

    kind = "lane"

    def __init__(self, board: Tiles, side: str, lane: int):
        rect = board.grid.arrow_rect(side, lane).inflate(6, 6)
        super().__init__(f"{board.name}:{side}:{lane}", rect, drop_rect=rect)
        self.board, self.side, self.lane = board, side, lane

    def offer(self, payload, view) -> Offer | None:
        return self.board.offer_slide(self.side, self.lane, payload, view)


__all__ = ["LaneEnd", "Square", "Tiles"]
