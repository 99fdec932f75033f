"""The table drawn as the kit's still picture (scenes/kit/picture.py) and cached layers over it
(scenes/widgets/layers.py)."""
from __future__ import annotations

import pygame

from game.rules.oaxaca.cards import CRAFTS
from scenes.kit.regions import Area, buttons_in
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
    """The table drawn as the kit's still picture and cached layers over it: a painter held by the
    table (``table.drawing``); the picture and the layers are the table's own (its settings repaint
    them)."""

    def __init__(self, table):
        self.t = table

    # ------------------------------------------------------------------ drawing
    # The table is drawn in layers (scenes/widgets/layers.py). The still picture is the kit's
    # (``table.picture``): over the felt (the background), the regions (top bar, decks and
    # tourists, your play area, the prompt, the right column) are cached one by one, each keyed by what it shows: an AI move repaints only what it changed (the shadows
    # of the right column's panels and of the log fall across regions: each region draws the part
    # in it). Over them, when there is one, a cover (the gathered cards, or an opponent's mat shown
    # whole); then the log panel (its newest line glows a moment); then, every frame, what moves by
    # itself: cards in flight, tokens flying, drop targets pulsing, the suggestion, the chooser.
    def paint_felt(self, surf: pygame.Surface) -> None:
        """The background, under everything."""
        surf.blit(self.t.assets.sprite("ui/table.png", (1280, 720)), (0, 0))
        surf.blit(paint.rrect_surface((1280, 720), (12, 6, 24, 120), 0), (0, 0))

    def right_panels(self) -> list[pygame.Rect]:
        """The panels of the right column above the log (their shadows fall on the play area)."""
        if self.t.solo:
            return [pygame.Rect(RIGHT.x, RIGHT.y + 4, RIGHT.w, 150)]
        return [self.t.geometry.other_rect(i) for i in range(len(self.t.geometry.others_order()))]

    def right_shadows(self, surface) -> None:
        for r in self.right_panels():
            paint.draw_shadow(surface, r, 16, 10, 110, (0, 6))

    def regions(self, v) -> list[Region]:
        facts = self.t.view_facts()
        d = self.t.drag
        hidden = d.hidden_keys()
        hidden = frozenset(hidden)
        sugg = frozenset(self.t.suggestion_keys())
        moving = frozenset(self.t.choreo.layout.tweens.tweens)
        sheet = self.t.enlarged is not None
        own_tumbling = any(k[0] == self.t.seat and tb.tumbling for k, tb in self.t.telling.tumbles.items())
        customers_tumbling = any(k[0] == "customer" and tb.tumbling for k, tb in self.t.telling.tumbles.items())
        dice_moving = any(k[0] == "die" for k in moving)
        buttons = tuple((b.name, tuple(b.rect), b.hover, b.pressed, b.enabled, b.visible, b.label, b.style)
                        for b in self.t.buttons)
        lively = self.t.telling.lively_dice(v)
        play_key = None if (own_tumbling or dice_moving) and not lively else (
            facts["play"], moving - {("die", d) for d in lively}, lively, hidden, sugg,
            frozenset(self.t.reroll_marks), self.t.combo, self.t.selected, self.t.my_phase())
        regions = [
            Region("topbar", TOPBAR_REGION, (facts["topbar"], buttons_in(self.t.toolbar, TOPBAR_REGION), sheet),
                   self.paint_topbar(v)),
            self.t.picture.region(v, MARKET_AREAS[0], (frozenset(k for k in sugg if k[0] == "deck"), sheet)),
            self.t.picture.region(v, MARKET_AREAS[1], (frozenset(k for k in sugg if k[0] == "tourist"),
                                                       buttons_in(self.t.toolbar, MARKET_AREAS[1].rect), sheet),
                                  self.over_tourists),
            Region("play", PLAY_REGION, ("sheet",) if sheet else play_key, self.paint_play(v)),
            Region("foot", FOOT_REGION, (sheet, self.t.prompt(), buttons), self.paint_foot(v)),
        ]
        # the log is a region of its own at the foot of the right column (its newest entry's glow
        # repaints it alone); the column above it is the customers' panel, or a band per opponent
        panels = self.right_panels()
        log_top = (panels[-1].bottom + self.t.log_panel.rect.top) // 2
        column = pygame.Rect(OTHERS_REGION.x, OTHERS_REGION.y, OTHERS_REGION.w, log_top - OTHERS_REGION.y)
        regions.append(Region("log", pygame.Rect(OTHERS_REGION.x, log_top, OTHERS_REGION.w,
                                                 OTHERS_REGION.bottom - log_top),
                              (self.t.log_panel.key(), sheet), self.paint_log()))
        if self.t.solo:
            regions.append(Region("others", column,
                                  None if customers_tumbling else
                                  (facts["others"], sheet, sugg, frozenset(self.t.customer_marks), self.t.my_phase(),
                                   buttons_in(self.t.toolbar, column)),
                                  self.paint_others(v)))
            return regions
        # an opponent's card per band: a move repaints the mover's card (and the thinking mark's)
        order = self.t.geometry.others_order()
        bands = column_bands(panels, column)
        for i, (seat, band) in enumerate(zip(order, bands)):
            regions.append(Region(f"other{i}", band,
                                  (facts["others"][i], sheet, self.t.thinking_seat == seat,
                                   buttons_in(self.t.toolbar, band) if i == 0 else None),
                                  self.paint_others(v, i)))
        return regions

    def paint_log(self):
        def paint_(surface):
            if self.t.enlarged is None:  # (as under the rest of the column)
                paint.draw_shadow(surface, self.t.geometry.areas(214)["stall"], 16, 10, 110, (0, 6))
            self.right_shadows(surface)
            self.t.log_panel.draw_shadow(surface)
            self.t.log_panel.draw(surface, shadow=False)
        return paint_

    def draw_toolbar(self, surface) -> None:
        if self.t.enlarged is None:  # (an opponent's mat shown whole hides the toolbar)
            for b in self.t.toolbar:
                b.draw(surface, self.t.assets, self.t.time)

    def paint_topbar(self, v):
        def paint_(surface):
            self.t.market_art.draw_topbar(surface, v)
            self.draw_toolbar(surface)
        return paint_

    def over_tourists(self, surface) -> None:
        """What falls over the tourists' region: the right column's and the log's shadows, the toolbar's."""
        self.right_shadows(surface)
        self.t.log_panel.draw_shadow(surface)
        self.draw_toolbar(surface)  # (the toolbar's shadow reaches below the top bar)

    def play_chrome(self) -> pygame.Surface:
        """The background with the boxes and panels of your play area (which never change) drawn on
        it: the play region starts from this picture instead of drawing them at every repaint."""
        return self.t.picture.dressed((1280, 720), (self.t.assets.text_scale, id(self.t.assets)),
                                      lambda surf: self.t.mat_art.draw_play_chrome(surf, 214, own=True))

    def paint_play(self, v):
        def paint_(surface):
            if self.t.enlarged is None:
                surface.blit(self.play_chrome(), PLAY_REGION, PLAY_REGION)
                for name in ("workshop", "dice", "mat", "stall"):  # (the pieces in flight are drawn every frame)
                    self.t.parts.part(name).paint(surface, v)
            self.right_shadows(surface)
            self.t.log_panel.draw_shadow(surface)
        return paint_

    def paint_foot(self, v):
        def paint_(surface):
            if self.t.enlarged is not None:
                self.right_shadows(surface)
                self.t.log_panel.draw_shadow(surface)
                return  # the prompt goes over the opponent's mat
            areas = self.t.geometry.areas(214)
            for box in (areas["workshop"], areas["stall"]):  # their shadows reach under the prompt
                paint.draw_shadow(surface, box, 16, 10, 110, (0, 6))
            self.right_shadows(surface)
            self.t.log_panel.draw_shadow(surface)  # (the prompt is drawn over the log's shadow)
            self.t.parts.part("prompt").paint(surface, v)
            for b in self.t.buttons:
                if b.rect.colliderect(PROMPT):
                    b.draw(surface, self.t.assets, self.t.time)
        return paint_

    def paint_others(self, v, band: int | None = None):
        """The right column (``band``: only that opponent's band of it)."""
        def paint_(surface):
            if self.t.enlarged is None:  # the Market Stall's shadow reaches into the column
                paint.draw_shadow(surface, self.t.geometry.areas(214)["stall"], 16, 10, 110, (0, 6))
            if band is None:
                self.t.parts.part("customers").paint(surface, v)
            else:
                paint_band(surface, band, len(self.t.geometry.others_order()),
                           lambda s, k: self.t.parts.part(f"seat:{k + 1}").paint(s, v),
                           lambda s, k: paint.draw_shadow(s, self.t.geometry.other_rect(k), 16, 10, 110, (0, 6)))
            self.t.log_panel.draw_shadow(surface)  # (its panel is drawn over the regions)
            self.draw_toolbar(surface)  # (the toolbar's shadow reaches below the top bar)
        return paint_

    def cover_key(self, table_serial: int):
        """The cover over the regions: the gathered cards, or an opponent's mat shown whole (``None``:
        no cover)."""
        if self.t.enlarged is not None:
            return (table_serial, "sheet", self.t.enlarged, self.t.version, self.t.prompt())
        if self.t.gathering():
            gather = tuple((b.name, b.hover, b.pressed, b.enabled, b.visible) for b in self.t.buttons
                           if not b.rect.colliderect(PROMPT))
            return (table_serial, "gather", self.t.version, frozenset(self.t.suggestion_keys()), gather)
        return None

    def paint_cover(self, table: pygame.Surface):
        def paint_(surface):
            v = self.t.view
            surface.blit(table, (0, 0))
            if self.t.enlarged is not None:
                self.t.parts.part("sheet").paint(surface, v)
                self.t.parts.part("prompt").paint(surface, v)
            elif self.t.gathering():
                self.t.choreo.draw_in_flight(surface, self.t.piece_art.draw_piece)  # (pieces still moving go under the veil)
                self.t.parts.part("gather").paint(surface, v)
                for b in self.t.buttons:
                    if not b.rect.colliderect(PROMPT):
                        b.draw(surface, self.t.assets, self.t.time)
        return paint_

    def draw_scene(self, surface: pygame.Surface) -> None:
        v = self.t.view
        a = self.t.assets
        size = surface.get_size()
        table = self.t.picture.update(size, v, self.regions(v), (self.t.seat, self.t.assets.text_scale, id(a)))
        cover_key = self.cover_key(self.t.picture.serial)
        covered = cover_key is not None
        under_cover = covered and self.t.enlarged is None and bool(self.t.choreo.layout)  # pieces moving under it
        upper_key = None if under_cover else (self.t.picture.serial, cover_key)

        def paint_upper(s):  # (the log is one of the table's regions)
            if under_cover:
                self.paint_cover(table)(s)
            elif covered:
                s.blit(self.t.cover_layer.get(size, cover_key, self.paint_cover(table)), (0, 0))
            else:
                s.blit(table, (0, 0))
        if self.t.enlarged is not None:
            self.t.upper_layer.blit(surface, upper_key, paint_upper)
            return

        def paint_frame(s):
            paint_upper(s)
            if not covered:
                self.t.mat_art.draw_lively_dice(s, v)
                self.t.choreo.draw_in_flight(s, self.t.piece_art.draw_piece)
            self.t.drag.draw_targets(s, high_contrast=self.t.high_contrast)
            self.t.mat_art.draw_selection(s)
            self.t.choreo.draw_fliers(s, lambda name, size: a.sprite(name, (size, size)), lift=30)
            self.t.draw_suggestion(s)
        # a bonus's chooser (drawn over everything by draw_overlay) veils the whole table: the picture
        # under it is kept while nothing moves there
        still = (self.t.choices.chooser is not None and upper_key is not None and not self.t.choreo and not self.t.drag.dragging
                 and self.t.selected is None and not self.t.thinking)
        chooser_key = (upper_key, self.t.suggestion,
                       tuple((b.name, tuple(b.rect), b.label, b.hover, b.pressed, b.enabled, b.visible)
                             for b in self.t.suggest_buttons)) if still else None
        self.t.chooser_layer.blit(surface, chooser_key, paint_frame)
