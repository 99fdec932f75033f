"""How the pieces look: tiles, Omens, the Kitty, the flares of the moment and the new Portents'
bands."""
from __future__ import annotations

import math

import pygame

from game.rules.portents.altar import GAP
from game.rules.portents.state import Phase
from game.rules.portents import table_words as words
from scenes.assets import PALETTE
from scenes.portents.art import BAND_CACHE
from scenes.portents.layout import ALTAR, FIRE, RGB, SNUFF_BLUE
from scenes.widgets import paint
from scenes.widgets import text as T


class Pieces:
    """How the pieces look: tiles, Omens, the Kitty, the flares of the moment and the new Portents' bands.
    Held by the table (``table.painter``); it paints what the table's choreography and storyboard say."""

    def __init__(self, t) -> None:
        self.t = t

    def live_pieces(self) -> set:
        """The pieces drawn every frame: those in flight, and the Kitty while it leaps or its hat falls."""
        choreo = self.t.choreo
        live = set(choreo.layout.tweens.tweens)
        if any(isinstance(k, tuple) and k[0] in ("pounce", "hat", "lap") for k in choreo.effects.tweens):
            live.add(("kitty",))
        return live

    def tile_sprite(self, tile: int, size: int) -> pygame.Surface:
        c, s = self.t.data.colours[tile >> 2][0], self.t.data.shapes[tile & 3][0]
        return self.t.assets.sprite(f"portents/tile_{c}_{s}.png", (size, size))

    def omen_sprite(self, omen: int, size: int) -> pygame.Surface:
        c, s = self.t.data.colours[omen >> 2][0], self.t.data.shapes[omen & 3][0]
        return self.t.assets.sprite(f"portents/omen_{c}_{s}.png", (size, size))

    def symbol_sprite(self, colour: int, size: int) -> pygame.Surface:
        return self.t.assets.sprite(f"portents/symbol_{self.t.data.colours[colour][0]}.png", (size, size))

    def tile_name(self, tile: int) -> str:
        c, s = self.t.data.colours[tile >> 2][0], self.t.data.shapes[tile & 3][0]
        return f"portents/tile_{c}_{s}.png"

    def _draw_tile(self, surface, tile: int, rect: pygame.Rect, lit: bool = False, shadow: bool = True) -> None:
        if shadow:
            paint.draw_shadow(surface, rect, 12, 6, 120, (2, 5))
        surface.blit(self.tile_sprite(tile, rect.w), rect)
        if lit:  # (its glow breathes over the table every frame)
            surface.blit(paint.rrect_surface(rect.size, (60, 10, 0, 90), max(6, rect.w // 9)), rect)
            pygame.draw.rect(surface, (255, 190, 80), rect, max(2, rect.w // 30), border_radius=max(6, rect.w // 9))
            f = max(14, rect.w // 3)
            flame = self.t.assets.sprite("portents/flame.png", (f, f))
            surface.blit(flame, flame.get_rect(center=(rect.right - f // 2 - 2, rect.y + f // 2 + 2)))
        if self.t.high_contrast and rect.w >= 30:
            s = max(14, rect.w // 4)
            surface.blit(self.symbol_sprite(tile >> 2, s), (rect.x + 3, rect.y + 3))

    def _draw_omen(self, surface, omen: int, rect: pygame.Rect) -> None:
        surface.blit(self.omen_sprite(omen, rect.w), rect)
        if self.t.high_contrast and rect.w >= 20:
            s = max(12, rect.w * 2 // 5)
            surface.blit(self.symbol_sprite(omen >> 2, s), (rect.right - s + 2, rect.y - 2))

    def draw_pieces(self, surface, v, moving: bool) -> None:
        """The pieces at rest (``moving`` False: into the table layer) or those in flight, and the
        small things flying (every frame)."""
        layout = self.t.choreo.layout
        info = self.t.choreo.info
        live = self.live_pieces()
        keys = sorted(info, key=lambda k: k[0] == "kitty")
        for key in keys:
            if self.t.drag.hides(key) or (key in live) != moving:
                continue
            rect = layout.rect(key)
            if rect is None:
                continue
            lift = self.t.teller.arcs.get(key)
            if lift and layout.moving(key):  # flying on an arc
                rect = rect.move(0, -int(math.sin(math.pi * (layout.tweens.progress(key) or 0.0)) * lift))
            what = info[key]
            if key[0] == "tile":
                t = key[1]
                if what[0] == "fallen":
                    self._draw_fallen(surface, t, rect)
                    continue
                self._draw_tile(surface, t, rect, lit=v.is_lit(t) and what[0] == "altar")
                if t == self.t.selected:
                    paint.draw_glow(surface, rect, PALETTE["marigold_light"], 12, 255)
                    pygame.draw.rect(surface, PALETTE["marigold_light"], rect.inflate(6, 6), 3, border_radius=12)
            elif key[0] == "omen":
                if moving and key in self.t.teller.arcs:  # an Omen flying to its collector shines on its way
                    paint.draw_glow(surface, rect, (255, 236, 170), 10, 220, alpha=0.8)
                self._draw_omen(surface, key[1], rect)
            elif key[0] == "kitty":
                self._draw_kitty(surface, v, rect)
        if moving:
            self.t.choreo.draw_fliers(surface, lambda name, size: self.t.assets.sprite(name, (size, size)))

    def draw_effects(self, surface) -> None:
        """The flares of the moment, over the pieces (every frame)."""
        fx = self.t.choreo.effects
        if not fx:
            return
        layout = self.t.choreo.layout
        tiles, omens = set(), set()
        for key in fx.tweens:
            if isinstance(key, tuple) and key[0] in ("lit", "snuffed", "stays", "blocked"):
                tiles.add(key[1])
            elif isinstance(key, tuple) and key[0] == "landed":
                omens.add(key[1])
        for t in tiles:
            rect = layout.rect(("tile", t))
            if rect is not None and self.t.choreo.info.get(("tile", t), ("",))[0] == "altar":
                self._draw_tile_effects(surface, t, rect)
        for o in omens:
            landed = self._effect(("landed", o))
            rect = layout.rect(("omen", o))
            if landed and rect is not None:
                paint.draw_glow(surface, rect, (255, 236, 170), 10, 255, alpha=landed)

    def _effect(self, key) -> float:
        """An effect's value once it has started (0 before: a delayed flare waits unseen)."""
        tw = self.t.choreo.effects.tweens.get(key)
        return tw.value if tw is not None and tw.started else 0.0

    def _draw_tile_effects(self, surface, t: int, rect: pygame.Rect) -> None:
        """A tile just lit flares; one just snuffed smokes; one that stays lit, or blocks the
        Kitty's push, says so."""
        fx = self.t.choreo.effects
        flash = fx.value(("lit", t), 0.0)
        if flash:
            paint.draw_glow(surface, rect, (255, 220, 120), 22, 255, alpha=flash)
        smoke = fx.value(("snuffed", t), 0.0)
        if smoke:
            surface.blit(paint.rrect_surface(rect.size, (20, 20, 30, int(170 * smoke) // 10 * 10), 12), rect)
            puff = T.text(self.t.assets, words.s("portents-snuffed"), "italic", 12, SNUFF_BLUE)
            surface.blit(puff, puff.get_rect(midbottom=(rect.centerx, rect.bottom - 4)))
        for name, text, colour in (("stays", words.s("portents-stays-lit"), FIRE), ("blocked", words.s("portents-blocks-the-push"), (232, 76, 92))):
            k = fx.value((name, t), 0.0)
            if k:
                paint.draw_glow(surface, rect, colour, 14, 255, alpha=k)
                tag = paint.pill(self.t.assets, text, 12, fg=(30, 16, 10), bg=colour + (235,), border=(40, 20, 10))
                surface.blit(tag, tag.get_rect(midbottom=(rect.centerx, rect.bottom - 4)))

    def _draw_fallen(self, surface, tile: int, rect: pygame.Rect) -> None:
        """A tile the Kitty knocked off, waiting past the edge to go into the bag."""
        img = self.tile_sprite(tile, rect.w).copy()
        img.set_alpha(190)
        surface.blit(img, rect)
        pygame.draw.rect(surface, (232, 76, 92), rect.inflate(4, 4), 2, border_radius=10)

    def _draw_kitty(self, surface, v, rect) -> None:
        fx = self.t.choreo.effects
        p = fx.progress(("pounce",))
        if p is not None:  # a leap towards what it pushes or steals, and back
            dx, dy = self.t.teller.lunge[0] - rect.centerx, self.t.teller.lunge[1] - rect.centery
            d = math.hypot(dx, dy) or 1
            reach = math.sin(math.pi * p) * min(18, d)
            rect = rect.move(int(dx / d * reach), int(dy / d * reach))
        paint.draw_shadow(surface, rect, rect.w // 2, 8, 140, (2, 5))
        surface.blit(self.t.assets.sprite("portents/kitty.png", rect.size), rect)
        if v.laps >= 1:
            drop = fx.value(("hat",), 1.0)  # the hat falls onto its head at the first lap
            hat = self.t.assets.sprite("portents/hat.png", (rect.w * 2 // 3, rect.w * 2 // 3))
            surface.blit(hat, hat.get_rect(midbottom=(rect.centerx + 4, rect.y + rect.h // 4 - int((1 - drop) * 70))))
        if v.token != GAP:
            self._draw_tile(surface, v.token, self.t.geometry.kitty_token_rect(rect), shadow=False)
        for key in fx.tweens:
            if isinstance(key, tuple) and key[0] == "lap":
                k = fx.value(key, 0.0)
                tag = paint.pill(self.t.assets, words.lap_complete(key[1]), 13,
                                 fg=(30, 16, 10), bg=(255, 200, 90, 245), border=(40, 20, 10))
                tr = tag.get_rect(midbottom=(rect.centerx, rect.y - 14 - int((1 - k) * 20)))
                tr.clamp_ip(ALTAR.inflate(-8, -8))
                surface.blit(tag, tr)

    def _portent_band(self, li: int, attr: int) -> tuple[pygame.Surface, pygame.Rect]:
        """A new Portent's line: a translucent band over its three squares (made once per line)."""
        key = (li, attr)
        band = BAND_CACHE.get(key)
        if band is None:
            cells = self.t.data.lines[li]
            rects = [self.t.grid.cell_rect(c) for c in cells]
            box = rects[0].unionall(rects[1:]).inflate(8, 8)
            col = RGB[attr] if attr < 4 else (255, 226, 140)
            surf = pygame.Surface(box.size, pygame.SRCALPHA)
            a_ = (rects[0].centerx - box.x, rects[0].centery - box.y)
            b_ = (rects[2].centerx - box.x, rects[2].centery - box.y)
            pygame.draw.line(surf, col + (110,), a_, b_, 34)
            for r in rects:
                pygame.draw.circle(surf, col + (90,), (r.centerx - box.x, r.centery - box.y), 22)
            for r in rects:
                pygame.draw.rect(surf, col, r.move(-box.x, -box.y).inflate(8, 8), 3, border_radius=14)
            band = BAND_CACHE.put(key, (surf, box))
        return band

    def _portent_lines(self, v) -> list[tuple[int, int, float, bool]]:
        """The new Portents to outline: (line, attribute, strength, still changing)."""
        fx = self.t.choreo.effects
        out: dict = {}
        if v.phase is Phase.BURN or self.t.teller.shown is not None:
            for li, attr in v.portents:
                key = ("portent_in", li, attr)
                out[(li, attr)] = (fx.value(key, 1.0), fx.active(key))
        for key in fx.tweens:
            if isinstance(key, tuple) and key[0] == "portent" and (key[1], key[2]) not in out:
                out[(key[1], key[2])] = (fx.value(key, 0.0), True)
        return [(li, attr, k, changing) for (li, attr), (k, changing) in out.items()]

    def draw_portents(self, surface, v, live: bool) -> None:
        """New Portents outlined and listed at the top left of the altar: those at rest into the
        table layer (``live`` False), those appearing or fading every frame."""
        lines = self._portent_lines(v)
        for li, attr, k, changing in lines:
            if changing != live or k <= 0:
                continue
            band, box = self._portent_band(li, attr)
            band.set_alpha(int(255 * min(1.0, k)))
            surface.blit(band, box)
            col = RGB[attr] if attr < 4 else (255, 226, 140)
            for s in self.t.data.line_slots[li]:  # the Omens this line reads
                paint.draw_glow(surface, self.t.geometry.slot_rect(s), col, 10, 200, alpha=k)
        y = ALTAR.y + 14
        for li, attr, k, changing in lines:
            col = RGB[attr] if attr < 4 else (255, 226, 140)
            shade = int(245 * min(1.0, k)) // 35 * 35 + 35 if k < 1 else 245
            tag = paint.pill(self.t.assets, words.portent_tag(self.t.plain, attr, li), 12,
                             fg=(30, 16, 10), bg=col + (min(245, shade),), border=(40, 20, 10))
            if changing == live and k > 0:
                surface.blit(tag, (ALTAR.x + 14, y))
            y += tag.get_height() + 4

    def draw_suggested(self, surface, v) -> None:
        """The suggestion's tiles glow."""
        for key in self.t.suggestion_keys():
            if key[0] in ("cell", "hand"):
                r = self.t.grid.cell_rect(key[1]) if key[0] == "cell" else None
                if key[0] == "hand":
                    me = self.t.seat if not self.t.solo else 0
                    hand = v.hands[me]
                    r = self.t.geometry.hand_rects(len(hand))[hand.index(key[1])] if key[1] in hand else None
                if r is not None:
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 14, 240)
