"""Words on pictures, lettered at run time in the reader's language (:mod:`game.lettering`): a sprite
with a sheet of words is drawn with them over it (:func:`lettered`), as the art's pen would have
lettered it (tools/art/pen.py, ``Pen.text``): the same face, size, colour and outline, set at twice
the sprite's size and smoothed down, and set smaller, half a unit at a time, while it is wider than
its room. Every line is noted as a box of text (``scenes.widgets.boxes``): the scene check sees it
spill, fall below its floor or stay in English.

``Assets.image`` asks :func:`sheet` for each sprite and keeps the lettered picture per language.
"""
from __future__ import annotations

import importlib
import math
from typing import TYPE_CHECKING

import pygame

from game.text import say
from scenes.widgets import boxes

if TYPE_CHECKING:  # (game.lettering is imported with the first sheet: nothing before the menu's first frame)
    from game.lettering import Block, Lettering, Sheet

SS = 2  # lettered at twice the sprite's size, then smoothed down (the art's supersampling)
SMALLEST = 6  # the art's least size: a line is set no smaller

_sheets: dict[str, dict[str, Sheet]] = {}


def sheet(name: str) -> Sheet | None:
    """The words sprite ``name`` carries, from its owner's ``game.rules.<owner>.lettering`` (None: none)."""
    owner = name.partition("/")[0]
    sheets = _sheets.get(owner)
    if sheets is None:
        sheets = _sheets[owner] = _load(owner)
    return sheets.get(name) if sheets else None


def _load(owner: str) -> dict[str, Sheet]:
    module = f"game.rules.{owner}.lettering"
    try:
        return dict(importlib.import_module(module).SHEETS)
    except ModuleNotFoundError as e:
        if e.name is not None and module.startswith(e.name):
            return {}  # no such game, or a game with no words on its pictures
        raise


def outlined(assets, text: str, role: str, px: float, colour, outline=None, ow: float = 0.0) -> pygame.Surface:
    """``text`` with an outline ``ow`` wide (:func:`ring`), as the art letters it (tools/art/common.py,
    ``text_surface``)."""
    font = assets.font(role, max(4, int(round(px))), scaled=False)
    base = font.render(text, True, colour)
    pad = int(ow + 2)
    out = pygame.Surface((base.get_width() + 2 * pad, base.get_height() + 2 * pad), pygame.SRCALPHA)
    out.fill((*(outline or colour), 0))
    if outline is not None and ow > 0:
        ring(out, font.render(text, True, outline), pad, pad, ow)
    out.blit(base, (pad, pad))
    return out


def ring(out: pygame.Surface, edge: pygame.Surface, x: float, y: float, ow: float) -> None:
    """The outline the art letters its words with: ``edge`` (the words in the outline's colour) blitted
    around ``(x, y)`` on two circles, ``ow`` and half of it wide (the sprites' lettering in tools/art and
    the words lettered over them here draw the same edge)."""
    steps = max(8, int(ow * 5))
    for r in (ow, ow * 0.5):
        for i in range(steps):
            a = 2 * math.pi * i / steps
            out.blit(edge, (x + r * math.cos(a), y + r * math.sin(a)))


def _set(assets, text: str, line: Lettering, k: int) -> tuple[pygame.Surface, float]:
    """``text`` lettered as ``line`` says at ``k`` pixels to the unit, set smaller (half a unit at a
    time) while wider than its room: the picture and its size."""
    size = float(line.px)
    # measured before it is drawn (the width :func:`outlined` gives: the text's and the outline's margin
    # on each side): only the size chosen is lettered, outline and all
    while size > SMALLEST:
        width = assets.font(line.role, max(4, int(round(size * k))), scaled=False).size(text)[0]
        if width + 2 * int(line.ow * k + 2) <= _room(line) * k:
            break
        size -= 0.5
    return outlined(assets, text, line.role, size * k, line.colour, line.outline, line.ow * k), size


def _room(line: Lettering) -> float:
    return line.max_w + 2 * line.ow + 4  # (the pen's measure: the outline and the picture's margin)


def letter(assets, surface: pygame.Surface, line: Lettering, scale: int, text: str | None = None) -> None:
    """Letter ``line`` on ``surface`` (a sprite ``scale`` pixels to the design unit); ``text``: its
    words already said (a part of a broken line)."""
    k = scale * SS
    text = say(line.msg) if text is None else text
    img, size = _set(assets, text, line, k)
    boxes.note(text, (math.ceil(_room(line)), 0), int(size), (img.get_width() // k, img.get_height() // k), line.smallest)
    # placed as the pen places it (centred, rounded on the fine grid), then smoothed down: the
    # fine grid's cells that make one pixel of the sprite are whole
    x, y = round(line.at[0] * k - img.get_width() / 2), round(line.at[1] * k - img.get_height() / 2)
    x0, y0 = x - x % SS, y - y % SS
    w = -(-(x + img.get_width() - x0) // SS) * SS
    h = -(-(y + img.get_height() - y0) // SS) * SS
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    layer.fill((0, 0, 0, 0))
    layer.blit(img.premul_alpha(), (x - x0, y - y0))
    small = pygame.transform.smoothscale(layer, (w // SS, h // SS))
    surface.blit(small, (x0 // SS, y0 // SS), special_flags=pygame.BLEND_PREMULTIPLIED)


def _broken(text: str) -> tuple[str, str] | None:
    """``text`` broken at the space that leaves its two parts nearest in length (None: no space)."""
    spaces = [i for i, c in enumerate(text) if c == " "]
    if not spaces:
        return None
    i = min(spaces, key=lambda i: abs(len(text) - 2 * i))
    return text[:i], text[i + 1:]


def letter_block(assets, surface: pygame.Surface, block: Block, scale: int) -> None:
    """Letter ``block``'s lines, one under another; a line that would fall below the floor is broken
    onto two rows."""
    k = scale * SS
    rows: list[tuple[Lettering, str, float]] = []  # (the line, its words, its row's height)
    for msg in block.msgs:
        line = block.line(msg, 0)
        text = say(msg)
        parts = _broken(text) if _set(assets, text, line, k)[1] < line.smallest else None
        if parts is None:
            rows.append((line, text, block.px + 1.5))
            continue
        size = min(_set(assets, part, line, k)[1] for part in parts)
        rows += [(line, part, size + 1.5) for part in parts]
    y = block.at[1] - sum(h for *_, h in rows) / 2
    for line, text, h in rows:
        letter(assets, surface, line._replace(at=(line.at[0], y + h / 2)), scale, text)
        y += h


def lettered(assets, picture: pygame.Surface, words: Sheet) -> pygame.Surface:
    """A copy of ``picture`` with ``words`` lettered over it in the current language."""
    out = picture.copy()
    for line in words.lines:
        if hasattr(line, "msgs"):  # a Block: lines one under another (game.lettering loads with the sheets)
            letter_block(assets, out, line, words.scale)
        else:
            letter(assets, out, line, words.scale)
    return out
