"""The table drawn in cached layers and regions (scenes/widgets/layers.py)."""
from __future__ import annotations

import pygame

from game.rules.oaxaca.cards import CRAFTS
from game.rules.oaxaca.state import Phase
from scenes.kit.regions import Area, buttons_in, region
from scenes.kit.scene import once_per_view
from scenes.oaxaca.layout import (
    DECKS_REGION, FOOT_REGION, OTHERS_REGION, PLAY_REGION, PROMPT, RIGHT, TOPBAR_REGION, TOURISTS_REGION,
)
from scenes.widgets import paint
from scenes.widgets.layers import Region, column_bands, paint_band


# The market's cached regions (scenes/kit/regions.py), side by side: the decks and the supply (a
# move most often changes only their counts), and the tourists; the market's panel under both.
MARKET_AREAS = (
    Area("decks", DECKS_REGION, ("market", *(f"deck:{c}" for c in CRAFTS), "supply")),
    Area("tourists", TOURISTS_REGION, ("market", "tourists")),
)


class Drawing:
    """The table drawn in cached layers and regions (scenes/widgets/layers.py)."""

    # ------------------------------------------------------------------ drawing
    # The table is drawn in layers (scenes/widgets/layers.py). Over the background, the regions
    # (top bar, decks and tourists, your play area, the prompt, the right column) are cached one
    # by one, each keyed by what it shows: an AI move repaints only what it changed (the shadows
    # of the right column's panels and of the log fall across regions: each region draws the part
    # in it). Over them, when there is one, a cover (the gathered cards, or an opponent's mat shown
    # whole); then the log panel (its newest line glows a moment); then, every frame, what moves by
    # itself: cards in flight, tokens flying, drop targets pulsing, the suggestion, the chooser.
    def _background(self) -> pygame.Surface:
        def paint_(surf):
            surf.blit(self.assets.sprite("ui/table.png", (1280, 720)), (0, 0))
            surf.blit(paint.rrect_surface((1280, 720), (12, 6, 24, 120), 0), (0, 0))
        return self.static_layer.get((1280, 720), id(self.assets), paint_)

    def _right_panels(self) -> list[pygame.Rect]:
        """The panels of the right column above the log (their shadows fall on the play area)."""
        if self.solo:
            return [pygame.Rect(RIGHT.x, RIGHT.y + 4, RIGHT.w, 150)]
        return [self.other_rect(i) for i in range(len(self.others_order()))]

    def _right_shadows(self, surface) -> None:
        for r in self._right_panels():
            paint.draw_shadow(surface, r, 16, 10, 110, (0, 6))

    @once_per_view
    def view_facts(self) -> dict:
        """What each region shows of the view, worked out once per view (region keys reuse it)."""
        v = self.view
        st = v.state
        seat = self.seat
        acting = st.to_move()
        facts = {
            "topbar": (v.round, v.score, v.start, v.phase is Phase.TURN, v.active),
            "market": (tuple(len(v.deck(c)) for c in CRAFTS), v.deck_tokens, v.supply, v.grid,
                       tuple(st.current_tourists()), tuple((t, tuple(s)) for t, s in self.visitors().items()),
                       v.round),
            "play": (v.table[seat], self.capacity(v), v.pool if v.active == seat else (),
                     (v.activations, v.craft_double, v.gather_extra, v.wild_crafts)  # this turn, when it is yours
                     if v.phase is Phase.TURN and v.active == seat else None,
                     sum(st.points(seat).values()) if not self.solo else None, self.players_turn),
            "others": ((v.customers, v.sold_to, v.score, self.players_turn and v.phase is Phase.SELL) if self.solo else
                       tuple((seat_, v.table[seat_], seat_ in acting, sum(st.points(seat_).values()))
                             for seat_ in self.others_order())),
        }
        return facts

    def _regions(self, v) -> list[Region]:
        facts = self.view_facts()
        d = self.drag
        hidden = d.hidden_keys()
        hidden = frozenset(hidden)
        sugg = frozenset(self.suggestion_keys())
        moving = frozenset(self.choreo.layout.tweens.tweens)
        sheet = self.enlarged is not None
        own_tumbling = any(k[0] == self.seat and t.tumbling for k, t in self.tumbles.items())
        customers_tumbling = any(k[0] == "customer" and t.tumbling for k, t in self.tumbles.items())
        dice_moving = any(k[0] == "die" for k in moving)
        buttons = tuple((b.name, tuple(b.rect), b.hover, b.pressed, b.enabled, b.visible, b.label, b.style)
                        for b in self.buttons)
        lively = self.lively_dice(v)
        play_key = None if (own_tumbling or dice_moving) and not lively else (
            facts["play"], moving - {("die", d) for d in lively}, lively, hidden, sugg,
            frozenset(self.reroll_marks), self.combo, self.selected, self.my_phase())
        regions = [
            Region("topbar", TOPBAR_REGION, (facts["topbar"], buttons_in(self.toolbar, TOPBAR_REGION), sheet),
                   self._paint_topbar(v)),
            region(self.table, v, MARKET_AREAS[0], (frozenset(k for k in sugg if k[0] == "deck"), sheet)),
            region(self.table, v, MARKET_AREAS[1], (frozenset(k for k in sugg if k[0] == "tourist"),
                                                    buttons_in(self.toolbar, MARKET_AREAS[1].rect), sheet),
                   self._over_tourists),
            Region("play", PLAY_REGION, ("sheet",) if sheet else play_key, self._paint_play(v)),
            Region("foot", FOOT_REGION, (sheet, self.prompt(), buttons), self._paint_foot()),
        ]
        # the log is a region of its own at the foot of the right column (its newest entry's glow
        # repaints it alone); the column above it is the customers' panel, or a band per opponent
        panels = self._right_panels()
        log_top = (panels[-1].bottom + self.log_panel.rect.top) // 2
        column = pygame.Rect(OTHERS_REGION.x, OTHERS_REGION.y, OTHERS_REGION.w, log_top - OTHERS_REGION.y)
        regions.append(Region("log", pygame.Rect(OTHERS_REGION.x, log_top, OTHERS_REGION.w,
                                                 OTHERS_REGION.bottom - log_top),
                              (self.log_panel.key(), sheet), self._paint_log()))
        if self.solo:
            regions.append(Region("others", column,
                                  None if customers_tumbling else
                                  (facts["others"], sheet, sugg, frozenset(self.customer_marks), self.my_phase(),
                                   buttons_in(self.toolbar, column)),
                                  self._paint_others(v)))
            return regions
        # an opponent's card per band: a move repaints the mover's card (and the thinking mark's)
        order = self.others_order()
        bands = column_bands(panels, column)
        for i, (seat, band) in enumerate(zip(order, bands)):
            regions.append(Region(f"other{i}", band,
                                  (facts["others"][i], sheet, self.thinking_seat == seat,
                                   buttons_in(self.toolbar, band) if i == 0 else None),
                                  self._paint_others(v, i)))
        return regions

    def _paint_log(self):
        def paint_(surface):
            if self.enlarged is None:  # (as under the rest of the column)
                paint.draw_shadow(surface, self.areas(214)["stall"], 16, 10, 110, (0, 6))
            self._right_shadows(surface)
            self.log_panel.draw_shadow(surface)
            self.log_panel.draw(surface, shadow=False)
        return paint_

    def _draw_toolbar(self, surface) -> None:
        if self.enlarged is None:  # (an opponent's mat shown whole hides the toolbar)
            for b in self.toolbar:
                b.draw(surface, self.assets, self.time)

    def _paint_topbar(self, v):
        def paint_(surface):
            self._draw_topbar(surface, v)
            self._draw_toolbar(surface)
        return paint_

    def _over_tourists(self, surface) -> None:
        """What falls over the tourists' region: the right column's and the log's shadows, the toolbar's."""
        self._right_shadows(surface)
        self.log_panel.draw_shadow(surface)
        self._draw_toolbar(surface)  # (the toolbar's shadow reaches below the top bar)

    def _play_chrome(self) -> pygame.Surface:
        """The background with the boxes and panels of your play area (which never change) drawn on
        it: the play region starts from this picture instead of drawing them at every repaint."""
        def paint_(surf):
            surf.blit(self._background(), (0, 0))
            self._draw_play_chrome(surf, 214, own=True)
        return self.chrome_layer.get((1280, 720), (self.static_layer.paints, self.assets.text_scale,
                                                   id(self.assets)), paint_)

    def _paint_play(self, v):
        def paint_(surface):
            if self.enlarged is None:
                surface.blit(self._play_chrome(), PLAY_REGION, PLAY_REGION)
                for name in ("workshop", "dice", "mat", "stall"):  # (the pieces in flight are drawn every frame)
                    self.table.part(name).paint(surface, v)
            self._right_shadows(surface)
            self.log_panel.draw_shadow(surface)
        return paint_

    def _paint_foot(self):
        def paint_(surface):
            if self.enlarged is not None:
                self._right_shadows(surface)
                self.log_panel.draw_shadow(surface)
                return  # the prompt goes over the opponent's mat
            areas = self.areas(214)
            for box in (areas["workshop"], areas["stall"]):  # their shadows reach under the prompt
                paint.draw_shadow(surface, box, 16, 10, 110, (0, 6))
            self._right_shadows(surface)
            self.log_panel.draw_shadow(surface)  # (the prompt is drawn over the log's shadow)
            self._draw_prompt(surface)
            for b in self.buttons:
                if b.rect.colliderect(PROMPT):
                    b.draw(surface, self.assets, self.time)
        return paint_

    def _paint_others(self, v, band: int | None = None):
        """The right column (``band``: only that opponent's band of it)."""
        def paint_(surface):
            if self.enlarged is None:  # the Market Stall's shadow reaches into the column
                paint.draw_shadow(surface, self.areas(214)["stall"], 16, 10, 110, (0, 6))
            if band is None:
                self.table.part("customers").paint(surface, v)
            else:
                paint_band(surface, band, len(self.others_order()),
                           lambda s, k: self.table.part(f"seat:{k + 1}").paint(s, v),
                           lambda s, k: paint.draw_shadow(s, self.other_rect(k), 16, 10, 110, (0, 6)))
            self.log_panel.draw_shadow(surface)  # (its panel is drawn over the regions)
            self._draw_toolbar(surface)  # (the toolbar's shadow reaches below the top bar)
        return paint_

    def gathering(self) -> bool:
        return self.enlarged is None and self.my_phase() in (Phase.KEEP, Phase.PUT_BACK)

    _gathering = gathering  # (its name before the parts used the public one: tests still call it)

    def _cover_key(self, table_serial: int):
        """The cover over the regions: the gathered cards, or an opponent's mat shown whole (``None``:
        no cover)."""
        if self.enlarged is not None:
            return (table_serial, "sheet", self.enlarged, self._version, self.prompt())
        if self.gathering():
            gather = tuple((b.name, b.hover, b.pressed, b.enabled, b.visible) for b in self.buttons
                           if not b.rect.colliderect(PROMPT))
            return (table_serial, "gather", self._version, frozenset(self.suggestion_keys()), gather)
        return None

    def _paint_cover(self, table: pygame.Surface):
        def paint_(surface):
            v = self.view
            surface.blit(table, (0, 0))
            if self.enlarged is not None:
                self._draw_sheet(surface, v, self.enlarged)
                self._draw_prompt(surface)
            elif self.gathering():
                self.choreo.draw_in_flight(surface, self._draw_piece)  # (pieces still moving go under the veil)
                self.table.part("gather").paint(surface, v)
                for b in self.buttons:
                    if not b.rect.colliderect(PROMPT):
                        b.draw(surface, self.assets, self.time)
        return paint_

    def draw_scene(self, surface: pygame.Surface) -> None:
        v = self.view
        a = self.assets
        size = surface.get_size()
        base_key = (self.static_layer.paints, self.seat, self.assets.text_scale, id(a))
        table = self.table_regions.update(size, base_key, self._background(), self._regions(v))
        cover_key = self._cover_key(self.table_regions.serial)
        covered = cover_key is not None
        under_cover = covered and self.enlarged is None and bool(self.choreo.layout)  # pieces moving under it
        upper_key = None if under_cover else (self.table_regions.serial, cover_key)

        def paint_upper(s):  # (the log is one of the table's regions)
            if under_cover:
                self._paint_cover(table)(s)
            elif covered:
                s.blit(self.cover_layer.get(size, cover_key, self._paint_cover(table)), (0, 0))
            else:
                s.blit(table, (0, 0))
        if self.enlarged is not None:
            self.upper_layer.blit(surface, upper_key, paint_upper)
            return

        def paint_frame(s):
            paint_upper(s)
            if not covered:
                self._draw_lively_dice(s, v)
                self.choreo.draw_in_flight(s, self._draw_piece)
            self.drag.draw_targets(s, high_contrast=self.high_contrast)
            self._draw_selection(s)
            self.choreo.draw_fliers(s, lambda name, size: a.sprite(name, (size, size)), lift=30)
            self.draw_suggestion(s)
        # a bonus's chooser (drawn over everything by draw_overlay) veils the whole table: the picture
        # under it is kept while nothing moves there
        still = (self.chooser is not None and upper_key is not None and not self.choreo and not self.drag.dragging
                 and self.selected is None and not self.thinking)
        chooser_key = (upper_key, self.suggestion,
                       tuple((b.name, tuple(b.rect), b.label, b.hover, b.pressed, b.enabled, b.visible)
                             for b in self.suggest_buttons)) if still else None
        self.chooser_layer.blit(surface, chooser_key, paint_frame)
