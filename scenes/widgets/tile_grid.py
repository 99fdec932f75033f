"""A square board of sliding tiles: push a lane from one side, tiles slide one square, the far
tile falls off and a gap opens by the side.

The widget knows geometry and drawing only, never a game's rules: the scene tells it what lies
in each cell (any hashable, ``None`` for a gap), which push arrows to show and how (legal or
refused), and draws the tiles itself through a callback. It gives

* cell and arrow rects, hit-testing (``cell_at``, ``arrow_at``) and the gaps as drop targets;
* :meth:`slide`, what one push would do (where each tile lands, which one falls off, where the
  gap opens), so a scene can preview it before the player commits;
* drawing of the push arrows, the slide preview (tiles nudged along the lane, a dashed outline
  where each lands, the falling tile outside the far edge, crossed out) and the open gaps.

Sides are ``top``, ``right``, ``bottom``, ``left``; a side's lanes are numbered left to right
(top, bottom) or top to bottom (left, right). Cells are numbered row by row from the top-left.
Everything here is view-only.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable, Hashable, Iterable

import pygame

from scenes.widgets import paint
from scenes.widgets.drag import DropTarget
from scenes.widgets.tween import pulse

SIDES = ("top", "right", "bottom", "left")
INWARD = {"top": (0, 1), "bottom": (0, -1), "left": (1, 0), "right": (-1, 0)}


@dataclass
class Slide:
    """What pushing one lane one step does: ``moves`` maps a tile's cell to the cell it lands on,
    ``falls`` is the cell whose tile drops off (``None`` if that cell is empty), ``opens`` the
    cell by the side that becomes a gap."""

    side: str
    lane: int
    cells: tuple[int, ...]  # the lane, from the cell by the side to the far cell
    moves: dict[int, int] = field(default_factory=dict)
    falls: int | None = None
    opens: int = -1


class TileGrid:
    """Geometry and drawing of an ``n`` x ``n`` sliding-tile board inside ``rect`` (the cells only;
    the push arrows sit ``arrow_gap`` outside it)."""

    def __init__(self, rect: pygame.Rect, n: int = 3, gap: int = 8, arrow: int = 26, arrow_gap: int = 6):
        self.rect = pygame.Rect(rect)
        self.n = n
        self.gap = gap
        self.arrow = arrow
        self.arrow_gap = arrow_gap
        self.cell = (self.rect.w - (n - 1) * gap) // n

    # ------------------------------------------------------------------ geometry
    def cell_rect(self, cell: int) -> pygame.Rect:
        row, col = divmod(cell, self.n)
        step = self.cell + self.gap
        return pygame.Rect(self.rect.x + col * step, self.rect.y + row * step, self.cell, self.cell)

    def cell_at(self, pos) -> int | None:
        for c in range(self.n * self.n):
            if self.cell_rect(c).collidepoint(pos):
                return c
        return None

    def lane_cells(self, side: str, lane: int) -> tuple[int, ...]:
        """The cells of a lane, from the one by ``side`` to the far one."""
        n = self.n
        if side in ("top", "bottom"):
            cells = tuple(r * n + lane for r in range(n))
        else:
            cells = tuple(lane * n + c for c in range(n))
        return cells if side in ("top", "left") else tuple(reversed(cells))

    def beyond(self, side: str, lane: int, steps: int = 1) -> pygame.Rect:
        """Where a tile would lie ``steps`` squares past the far end of a lane (off the board)."""
        far = self.cell_rect(self.lane_cells(side, lane)[-1])
        dx, dy = INWARD[side]
        step = self.cell + self.gap
        return far.move(dx * step * steps, dy * step * steps)

    def arrow_rect(self, side: str, lane: int) -> pygame.Rect:
        """The push arrow of a lane, just outside the board on ``side``."""
        near = self.cell_rect(self.lane_cells(side, lane)[0])
        a, g = self.arrow, self.arrow_gap
        w = int(self.cell * 0.62)
        if side == "top":
            return pygame.Rect(near.centerx - w // 2, self.rect.y - g - a, w, a)
        if side == "bottom":
            return pygame.Rect(near.centerx - w // 2, self.rect.bottom + g, w, a)
        if side == "left":
            return pygame.Rect(self.rect.x - g - a, near.centery - w // 2, a, w)
        return pygame.Rect(self.rect.right + g, near.centery - w // 2, a, w)

    def arrow_at(self, pos, shown: Iterable[tuple[str, int]] | None = None) -> tuple[str, int] | None:
        keys = list(shown) if shown is not None else [(s, i) for s in SIDES for i in range(self.n)]
        for key in keys:
            if self.arrow_rect(*key).inflate(6, 6).collidepoint(pos):
                return key
        return None

    # ------------------------------------------------------------------ what a push does
    def slide(self, contents, side: str, lane: int) -> Slide:
        """What pushing ``lane`` from ``side`` one step does to ``contents`` (per cell, ``None`` a gap)."""
        cells = self.lane_cells(side, lane)
        out = Slide(side, lane, cells, opens=cells[0])
        far = cells[-1]
        out.falls = far if contents[far] is not None else None
        for i in range(len(cells) - 1):
            if contents[cells[i]] is not None:
                out.moves[cells[i]] = cells[i + 1]
        return out

    # ------------------------------------------------------------------ drawing
    def draw_arrows(self, surface: pygame.Surface, arrows: dict, hover: tuple[str, int] | None, time: float,
                    colour=(255, 197, 61), high_contrast: bool = False, counts: dict | None = None) -> None:
        """Draw the push arrows: ``arrows`` maps (side, lane) to ``"legal"`` or ``"refused"``;
        ``counts`` (optional) the shifts already made in a lane, shown as small pips."""
        k = pulse(time, 1.4)
        for (side, lane), how in arrows.items():
            r = self.arrow_rect(side, lane)
            legal = how == "legal"
            hovered = hover == (side, lane)
            if legal:
                bg = (70, 36, 20, 235) if not hovered else (120, 64, 20, 250)
                edge = colour if not high_contrast else (255, 255, 255)
            else:
                bg = (30, 18, 44, 170)
                edge = (110, 90, 130)
            if legal and not hovered:
                paint.draw_glow(surface, r, colour, 8, int(90 + 80 * k))
            paint.rrect(surface, r, bg, 8)
            paint.rrect(surface, r, edge + (255,) if len(edge) == 3 else edge, 8, 2 if not hovered else 3)
            self._chevron(surface, r, side, edge if legal else (120, 100, 140), hovered)
            n = (counts or {}).get((side, lane), 0)
            for i in range(n):
                dx, dy = INWARD[side]
                cx, cy = r.center
                off = (i - (n - 1) / 2) * 9
                pos = (cx + off * abs(dy) + dx * 0, cy + off * abs(dx))
                pip = (int(pos[0] - dx * (r.w // 2 + 7)), int(pos[1] - dy * (r.h // 2 + 7)))
                pygame.draw.circle(surface, colour, pip, 4)
                pygame.draw.circle(surface, (40, 20, 10), pip, 4, 1)

    @staticmethod
    def _chevron(surface, r: pygame.Rect, side: str, colour, bold: bool) -> None:
        dx, dy = INWARD[side]
        cx, cy = r.center
        s = min(r.w, r.h) * 0.3
        pts = []
        for t in (-1, 1):
            # the two wings of the chevron, pointing inward (towards the board)
            px, py = -dx * s * 0.6 + dy * t * s * 1.1, -dy * s * 0.6 + dx * t * s * 1.1
            pts.append((cx + px, cy + py))
        tip = (cx + dx * s * 0.8, cy + dy * s * 0.8)
        width = 5 if bold else 4
        pygame.draw.lines(surface, colour, False, [pts[0], tip, pts[1]], width)
        pygame.draw.circle(surface, colour, (int(tip[0]), int(tip[1])), width // 2)

    def draw_preview(self, surface: pygame.Surface, slide: Slide, image: Callable[[int, pygame.Rect], pygame.Surface],
                     time: float, colour=(255, 197, 61), danger=(232, 76, 92), label=None,
                     outline: Callable | None = None) -> None:
        """Show a push before it is made: each moving tile nudged towards where it lands (dashed
        outline there, an arrow from it), the falling tile past the far edge and crossed out, the
        gap that opens. ``image(cell, rect)`` gives the tile's picture at a rect's size;
        ``outline`` (default ``paint.outline``, same arguments) draws the dashed outlines, e.g. from
        a cache of pictures."""
        outline = outline or paint.outline
        step = self.cell + self.gap
        dx, dy = INWARD[slide.side]
        k = 0.5 - 0.5 * math.cos(time * 3.2)  # 0..1..0: the tiles rock towards their new squares
        # where each lands
        for src, dst in slide.moves.items():
            outline(surface, self.cell_rect(dst).inflate(-6, -6), colour, 2, 10, dashed=True, phase=time)
        for src, dst in slide.moves.items():
            r = self.cell_rect(src).move(int(dx * step * 0.28 * k), int(dy * step * 0.28 * k))
            img = image(src, r)
            if img is not None:
                ghost = img.copy()
                ghost.set_alpha(235)
                surface.blit(ghost, r)
            a = self.cell_rect(src).center
            b = self.cell_rect(dst).center
            self._arrow(surface, a, b, colour)
        if slide.falls is not None:
            off = self.beyond(slide.side, slide.lane).inflate(-int(self.cell * 0.22), -int(self.cell * 0.22))
            img = image(slide.falls, off)
            if img is not None:
                ghost = img.copy()
                ghost.set_alpha(150)
                surface.blit(ghost, off)
            outline(surface, off, danger, 3, 10, dashed=True, phase=time)
            c = off.center
            s = off.w // 4
            pygame.draw.line(surface, danger, (c[0] - s, c[1] - s), (c[0] + s, c[1] + s), 6)
            pygame.draw.line(surface, danger, (c[0] - s, c[1] + s), (c[0] + s, c[1] - s), 6)
            self._arrow(surface, self.cell_rect(slide.falls).center, off.center, danger)
            if label is not None:
                tag = label
                tr = tag.get_rect()
                if slide.side in ("top", "bottom"):
                    tr.midtop = (off.centerx, off.bottom + 4) if slide.side == "top" else (off.centerx, off.y - 4 - tr.h)
                else:
                    tr.midtop = (off.centerx, off.bottom + 4)
                surface.blit(tag, tr)
        gap = self.cell_rect(slide.opens).inflate(-10, -10)
        outline(surface, gap, (250, 238, 214), 2, 10, dashed=True, phase=-time)

    @staticmethod
    def _arrow(surface, a, b, colour) -> None:
        ax, ay = a
        bx, by = b
        length = math.hypot(bx - ax, by - ay) or 1
        ux, uy = (bx - ax) / length, (by - ay) / length
        start = (ax + ux * length * 0.3, ay + uy * length * 0.3)
        end = (ax + ux * length * 0.7, ay + uy * length * 0.7)
        pygame.draw.line(surface, (20, 10, 30), start, end, 7)
        pygame.draw.line(surface, colour, start, end, 4)
        head = [(end[0] + ux * 10, end[1] + uy * 10), (end[0] - uy * 8, end[1] + ux * 8),
                (end[0] + uy * 8, end[1] - ux * 8)]
        pygame.draw.polygon(surface, (20, 10, 30), [(x + ux * 2, y + uy * 2) for x, y in head])
        pygame.draw.polygon(surface, colour, head)

    def draw_gaps(self, surface: pygame.Surface, gaps: Iterable[int], time: float, colour=(250, 238, 214),
                  glow: bool = False) -> None:
        """The open squares a tile may be dropped into: a dark hollow with a dashed rim."""
        k = pulse(time, 1.3)
        for c in gaps:
            r = self.cell_rect(c)
            paint.rrect(surface, r, (10, 4, 18, 200), 12)
            if glow:
                paint.draw_glow(surface, r, (255, 197, 61), 10, int(80 + 90 * k))
            paint.outline(surface, r.inflate(-6, -6), colour, 2, 10, dashed=True, phase=time * 0.5)


def gap_targets(grid: TileGrid, gaps: Iterable[int], check: Callable[[int], str | None], hint: Callable[[int], str],
                data: Callable[[int], object], key: Callable[[int], Hashable] = lambda c: ("gap", c)) -> list:
    """The gaps as drop targets (``scenes.widgets.drag.DropTarget``): ``check(cell)`` returns the refusal
    reason or ``None``; ``hint(cell)`` what a drop there does; ``data(cell)`` what the scene's drop gets."""
    out = []
    for c in gaps:
        reason = check(c)
        out.append(DropTarget(key(c), grid.cell_rect(c), reason is None, reason, hint(c), data(c), radius=12))
    return out


__all__ = ["TileGrid", "Slide", "SIDES", "gap_targets"]
