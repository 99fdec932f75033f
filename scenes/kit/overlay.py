"""The overlay stack: what lies over the table, always in one order.

table < tooltips < refusals < choosers and dialogs < the hotseat curtain (the shell's pause menu,
opened from any of them, comes last). A scene adds this frame's overlays in any order; the stack
draws them by rank, and records what it drew so a test can check that nothing of a higher rank
was covered by something of a lower one. A standing overlay (the curtain) is kept on the stack
and drawn in every frame while it is shown, whatever the scene adds. A tooltip is tied to a
piece: when the piece goes, :func:`close_orphan_tooltip` closes it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Hashable, Iterable, Mapping

import pygame

TABLE, TOOLTIP, REFUSAL, CHOOSER, CURTAIN, MENU = range(6)
RANK_NAMES = ("table", "tooltip", "refusal", "chooser", "curtain", "menu")


@dataclass
class Overlay:
    rank: int
    name: str
    draw: Callable[[pygame.Surface], None]
    rect: Callable[[], pygame.Rect | None] | None = None  # where it lies (asked after drawing)


class OverlayStack:
    """This frame's overlays and the standing ones, drawn by rank (the order added breaks ties; a
    standing overlay comes after this frame's of its rank)."""

    def __init__(self) -> None:
        self.overlays: list[Overlay] = []
        self.standing: list[tuple[Overlay, Callable[[], bool]]] = []
        self.drawn: list[tuple[int, str, pygame.Rect | None]] = []  # what the last draw drew, in order

    def add(self, rank: int, name: str, draw: Callable[[pygame.Surface], None],
            rect: Callable[[], pygame.Rect | None] | None = None) -> None:
        """An overlay for this frame only."""
        self.overlays.append(Overlay(_rank(rank), name, draw, rect))

    def keep(self, rank: int, name: str, draw: Callable[[pygame.Surface], None], shown: Callable[[], bool],
             rect: Callable[[], pygame.Rect | None] | None = None) -> None:
        """A standing overlay, drawn in every frame while ``shown()`` (``rect`` None: it covers the screen)."""
        self.standing.append((Overlay(_rank(rank), name, draw, rect), shown))

    def shown(self, rank: int) -> bool:
        """Whether a standing overlay of ``rank`` is shown now (the curtain: nothing under it takes input)."""
        return any(o.rank == rank and is_shown() for o, is_shown in self.standing)

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = []
        frame = self.overlays + [o for o, is_shown in self.standing if is_shown()]
        for o in sorted(frame, key=lambda o: o.rank):
            o.draw(surface)
            self.drawn.append((o.rank, o.name, o.rect() if o.rect is not None else None))
        self.overlays = []

    def covered(self) -> list[tuple[str, str]]:
        """Pairs (higher, lower) where an overlay of a lower rank was drawn after, and over, one of
        a higher rank (always empty: the stack sorts; a test proves it)."""
        out = []
        for i, (rank, name, rect) in enumerate(self.drawn):
            for later_rank, later, later_rect in self.drawn[i + 1:]:
                if later_rank < rank and (rect is None or later_rect is None or rect.colliderect(later_rect)):
                    out.append((name, later))
        return out


def _rank(rank: int) -> int:
    if rank not in range(len(RANK_NAMES)):
        raise ValueError(f"no overlay rank {rank}")
    return rank


def close_orphan_tooltip(tooltip, alive: Iterable[Hashable] | Mapping[Hashable, pygame.Rect | None]) -> bool:
    """Close ``tooltip`` (a widgets.tooltip.Tooltip) when the piece it describes is no longer among
    ``alive`` (the keys on the table now), or, when ``alive`` maps keys to their rects, when the piece
    has left the pointer (a card taken into a hand keeps its key but lies elsewhere now); returns
    whether it closed."""
    if tooltip.key is None:
        return False
    if isinstance(alive, Mapping):
        rect = alive.get(tooltip.key)  # (None when gone or when the key has no rect: told apart by ``in``)
        stays = tooltip.key in alive and (rect is None or pygame.Rect(rect).collidepoint(tooltip.pointer))
    else:
        stays = tooltip.key in set(alive)
    if stays:
        return False
    tooltip.clear()
    return True


__all__ = ["CHOOSER", "CURTAIN", "MENU", "Overlay", "OverlayStack", "RANK_NAMES", "REFUSAL", "TABLE", "TOOLTIP",
           "close_orphan_tooltip"]
