"""How a shell button looks, read from the UI theme (assets/ui/theme.json), and its face drawn.

The theme is pygame_gui's file (its text entries, drop-downs and sliders still read it); the
shell's buttons read the same blocks here (``button``, its prototype, ``@style``, ``#object_id``)
so one file says how every button looks, and are drawn with plain pygame: a rounded shape with a
vertical gradient, a border and a soft shadow, the label fitted to the button (shrunk, never cut).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.picture_cache import MB, SurfaceCache
from scenes.widgets import fit, paint

STATES = ("normal", "hovered", "active", "selected", "disabled")
_FACES = SurfaceCache(160, max_bytes=24 * MB)


def _colour(text: str) -> tuple:
    return tuple(pygame.Color(text.strip()))


def _fill(text: str) -> tuple[tuple, tuple]:
    """A theme colour ("#RRGGBB[AA]") or gradient at 90 degrees ("#bottom,#top,90", rising as
    pygame_gui draws it) as (top, bottom)."""
    parts = [p for p in str(text).split(",") if p.strip().startswith("#")]
    bottom = _colour(parts[0])
    return (_colour(parts[-1]) if len(parts) > 1 else bottom), bottom


AA = 3  # the shape is drawn this many times larger and scaled down: smooth corners


_COLUMNS = SurfaceCache(64, max_bytes=1 * MB)


def _column(h: int, top, bottom) -> pygame.Surface:
    """A one-pixel-wide gradient ``h`` tall (the menu's buttons share a few: kept)."""
    def make() -> pygame.Surface:
        column = pygame.Surface((1, h), pygame.SRCALPHA)
        for y in range(h):
            k = y / max(1, h - 1)
            column.set_at((0, y), tuple(round(a + (b - a) * k) for a, b in zip(top, bottom)))
        return column

    return _COLUMNS.make((h, top, bottom), make)


def _shape(size: tuple[int, int], top, bottom, border_colour, border: int, radius: int) -> pygame.Surface:
    """The rounded shape filled top to bottom, with its border, anti-aliased."""
    w, h = size[0] * AA, size[1] * AA
    big = pygame.transform.scale(_column(h, top, bottom), (w, h))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius * AA)
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if border and border_colour[3]:
        pygame.draw.rect(big, border_colour, big.get_rect(), width=border * AA, border_radius=radius * AA)
    return pygame.transform.smoothscale(big, size)


@dataclass(frozen=True)
class Look:
    """One button style: per state (normal, hovered, active, selected, disabled) its fill (top and
    bottom colours), border and text colour; the shape; the label's font and alignment."""

    fills: tuple  # per state: (top, bottom)
    borders: tuple
    texts: tuple
    radius: int
    border: int
    shadow: int
    align: str  # "center" or "left"
    padding: int
    role: str  # a font role of scenes.assets (bold, body, symbol)
    size: int  # the label's size at UI scale 1

    @classmethod
    def from_theme(cls, theme: dict, style: str | None, object_id: str | None) -> "Look":
        chain = [theme[k] for k in (f"#{object_id}" if object_id else "", f"@{style}" if style else "", "button")
                 if k in theme]
        proto = theme.get(theme.get("button", {}).get("prototype", ""), {})
        chain += [proto, theme.get("defaults", {})]

        def pick(group: str, key: str, default=None):
            return next((b[group][key] for b in chain if key in (b.get(group) or {})), default)

        font = next((b["font"] for b in chain if isinstance(b.get("font"), dict)), {})
        bold = str(font.get("bold", "0")) in ("1", "true", "True")
        role = ("symbol_bold" if bold else "symbol") if font.get("name") == "dejavu" else ("bold" if bold else "body")
        fills = tuple(_fill(pick("colours", f"{s}_bg", "#00000000")) for s in STATES)
        borders = tuple(_colour(pick("colours", f"{s}_border", "#00000000")) for s in STATES)
        texts = tuple(_colour(pick("colours", f"{s}_text", "#FFFFFF")) for s in STATES)
        return cls(fills, borders, texts, int(pick("misc", "shape_corner_radius", 0)),
                   int(pick("misc", "border_width", 1)), int(pick("misc", "shadow_width", 0)),
                   pick("misc", "text_horiz_alignment", "center"), int(pick("misc", "text_horiz_alignment_padding", 0)),
                   role, int(font.get("size", 18)))

    def face(self, assets, size: tuple[int, int], text: str, state: str) -> pygame.Surface:
        """The button of ``size`` in ``state`` with its label (cached)."""
        key = (self, size, text, state, assets.text_scale)
        surf = _FACES.get(key)
        if surf is None:
            surf = _FACES.put(key, self._draw(assets, size, text, STATES.index(state)))
        return surf

    def _draw(self, assets, size, text: str, i: int) -> pygame.Surface:
        w, h = size
        out = pygame.Surface(size, pygame.SRCALPHA)
        shape = pygame.Rect(0, 0, w, h).inflate(-2 * self.shadow, -2 * self.shadow)
        radius = min(self.radius, shape.h // 2, shape.w // 2)
        if self.shadow:
            blur = self.shadow
            out.blit(paint.shadow(shape.size, radius, blur, 120), (shape.x - blur, shape.y - blur + 1))
        top, bottom = self.fills[i]
        out.blit(_shape(shape.size, top, bottom, self.borders[i], self.border, radius), shape)
        if text:
            pad = self.padding if self.align == "left" else max(self.padding, 8)
            room = shape.w - 2 * pad - 2 * self.border
            scaled = round(self.size * assets.text_scale)
            label = fit.line(assets, text, room, self.role, scaled, self.texts[i], floor=max(9, scaled * 2 // 3),
                             height=shape.h - 2 * self.border)
            place = label.get_rect(centery=shape.centery + 2)  # where pygame_gui set it: the eye agrees
            if self.align == "left":
                place.x = shape.x + self.border + pad + 4  # where pygame_gui began a label
            else:
                place.centerx = shape.centerx
            out.blit(label, place)
        return out


__all__ = ["Look", "STATES"]
