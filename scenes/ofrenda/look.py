"""How Ofrenda's pieces look as they lie, glow and fly: the suggestion's glow on a piece, a candle
(lit, turning over), a piece in flight and the marigolds flying. Held by the table (``table.look``);
the parts paint their pieces with it."""
from __future__ import annotations

from scenes.assets import PALETTE
from scenes.ofrenda.layout import R
from scenes.widgets import paint
from scenes.widgets.cards import draw_card
from scenes.widgets.tween import pulse


class Look:
    """Draws single pieces for the table's parts and its layers; reads the table's public names (the
    suggestion's keys, the choreography's flips and effects, what each piece is, the art)."""

    def __init__(self, table) -> None:
        self.t = table

    def glow_if(self, surface, rect, key, radius=10) -> None:
        """The suggestion's glow on ``rect`` when ``key`` is one of the suggested move's pieces."""
        t = self.t
        if key in t.suggestion_keys():
            k = 0.6 + 0.4 * pulse(t.time, 1.1) if t.suggestion_fresh else 0.9
            col = (120, 255, 240) if t.high_contrast else PALETTE["turquoise_light"]
            paint.draw_glow(surface, rect, col, 16, 255, k)
            paint.rrect(surface, R(rect).inflate(4, 4), col + (255,), radius, 3)

    def candle(self, surface, key, rect) -> None:
        """The candle of layout key ``key`` in ``rect``: lit (with its light) or not, maybe turning over."""
        t = self.t
        kind, candle, lit = t.item.get(key, ("candle", key[1], False))
        flip = t.flips.value(key)
        img = t.art.candle(candle, lit if flip is None else (flip >= 0.5 and lit), rect.size)
        glow = t.effects.value(("glow", key), 0.0)
        if lit:
            light = paint.radial(int(rect.w * 1.1), (255, 190, 90), int(110 + 90 * glow))
            surface.blit(light, light.get_rect(center=(rect.centerx, rect.y + rect.h * 0.3)))
        draw_card(surface, img, rect, shadow=True, flip=flip)

    def piece(self, surface, key, info, rect) -> None:
        """A piece sliding between places (``info``: kind, id, lit)."""
        kind, ident, lit = info
        if kind == "portrait":
            draw_card(surface, self.t.art.portrait(ident, False, rect.size), rect)
        elif kind == "candle":
            self.candle(surface, key, rect)
        elif kind == "marigold":
            surface.blit(self.t.art.marigold(rect.w), rect)

    def in_flight(self, surface) -> None:
        self.t.choreo.draw_in_flight(surface, self.piece)

    def fliers(self, surface) -> None:
        self.t.choreo.draw_fliers(surface, lambda name, size: self.t.art.marigold(size))
