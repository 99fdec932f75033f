"""Panels laid out as the eye reads them: a column of panels one above the other, or a row side by
side, with the gaps between them. A table's layout says which panels line up rather than repeating
their edges in every rectangle."""
from __future__ import annotations

from typing import Sequence

import pygame


def _gaps(gap: int | Sequence[int], n: int) -> list[int]:
    gaps = [gap] * (n - 1) if isinstance(gap, int) else list(gap)
    if len(gaps) != n - 1:
        raise ValueError(f"{n} panels have {n - 1} gaps between them, not {len(gaps)}")
    return gaps


def column(x: int, top: int, width: int, heights: Sequence[int], gap: int | Sequence[int] = 8) -> list[pygame.Rect]:
    """Panels of ``width`` from ``top`` down, each as tall as its height, ``gap`` apart (one gap
    for all, or each in turn)."""
    out, y = [], top
    for h, g in zip(heights, _gaps(gap, len(heights)) + [0]):
        out.append(pygame.Rect(x, y, width, h))
        y += h + g
    return out


def row(left: int, y: int, height: int, widths: Sequence[int], gap: int | Sequence[int] = 8) -> list[pygame.Rect]:
    """Panels of ``height`` from ``left`` rightwards, each as wide as its width, ``gap`` apart."""
    return [pygame.Rect(r.y, r.x, r.h, r.w) for r in column(y, left, height, widths, gap)]


__all__ = ["column", "row"]
