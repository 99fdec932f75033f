"""Drawing Ofrenda's table: the felt and the cached areas (the kit's Picture) and what is drawn every frame.
"""
from __future__ import annotations

import pygame

from game.rules.ofrenda import words
from game.rules.ofrenda.preview import ending_score
from game.rules.ofrenda.state import Phase
from scenes.assets import PALETTE
from scenes.kit.regions import Area, buttons_in
from scenes.kit.table import once_per_view
from scenes.ofrenda.layout import (
    ABUELA_RECT, BOARD_RECT, BOARD_REGION, BOTTOM_REGION, CORNER_REGION, LOG_X, MARKET_RECT, MARKET_REGION, R,
    RIGHT_REGION, TOPBAR_H, TOPBAR_REGION, TRAY_RECT, TRAY_REGION,
)
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.layers import Region
from scenes.widgets.tween import pulse


class Drawing:
    """Paints the table in layers: the felt, areas keyed by what they show, then pieces in flight and pulses."""

    def _paint_static(self, surf: pygame.Surface) -> None:
        """The felt: everything that never changes during a game (backgrounds, boards, panels, labels)."""
        a = self.assets
        surf.blit(a.sprite("ui/table.png", (1280, 720)), (0, 0))
        # top bar
        bar = paint.gradient_rrect((1280, TOPBAR_H), (40, 18, 60), (26, 12, 42), 0)
        surf.blit(bar, (0, 0))
        pygame.draw.line(surf, PALETTE["marigold"], (0, TOPBAR_H - 1), (1280, TOPBAR_H - 1), 2)
        title = T.outlined(a, "Ofrenda", "display", 32, PALETTE["marigold_light"], (110, 20, 70), 2)
        surf.blit(title, (16, 2))
        sub = T.text(a, self.prompt_bar.mode_caption(), "italic", 14, PALETTE["muted"])
        surf.blit(sub, (28 + title.get_width(), 18))
        # family board
        paint.draw_shadow(surf, MARKET_RECT, 20, 10, 130, (0, 6))
        surf.blit(a.sprite("ofrenda/family_board.png", MARKET_RECT.size), MARKET_RECT)
        # Abuela's corner (the goals or the turn order with several players) and your tray
        paint.draw_panel(surf, a, ABUELA_RECT, 225)
        paint.draw_panel(surf, a, TRAY_RECT, 225)
        surf.blit(T.text(a, words.t("your-storage"), "bold", 15, PALETTE["marigold_light"]),
                  (TRAY_RECT.x + 18, TRAY_RECT.y + 12))
        surf.blit(T.text(a, words.t("discard-pile"), "bold", 13, PALETTE["muted"]),
                  (self.geometry.discard_rect.x + 2, TRAY_RECT.y + 14))
        pygame.draw.line(surf, (*PALETTE["marigold"],), (TRAY_RECT.x + 20, TRAY_RECT.y + 166),
                         (TRAY_RECT.right - 20, TRAY_RECT.y + 166), 1)
        surf.blit(T.text(a, words.t("ofrenda-so-far"), "bold", 15, PALETTE["marigold_light"]),
                  (TRAY_RECT.x + 18, TRAY_RECT.y + 174))
        # the ofrenda
        paint.draw_shadow(surf, BOARD_RECT, 20, 12, 150, (0, 8))
        surf.blit(a.sprite("ofrenda/board.png", BOARD_RECT.size), BOARD_RECT)
        pygame.draw.rect(surf, (120, 70, 30), BOARD_RECT, width=2, border_radius=4)

    # The table is drawn in three layers. The regions (top bar, family board, Abuela's corner or
    # the goals, storage, ofrenda, prompt and hand, the other players) are cached one by one over
    # the felt (the kit's Picture keeps both), each keyed by what it shows: an AI move repaints only
    # what it changed, a card in flight only the regions it left and reached. The log and the suggestion card go
    # over them (a layer of their own: the newest log line glows a moment). Cards in flight,
    # marigolds flying, the enlarged ofrenda and the pulsing highlights are drawn every frame.
    def _piece_region(self, key) -> str | None:
        """The region a piece (a layout key) lies in once it has arrived."""
        rect = self.anim.targets.get(key)
        if rect is None:
            return None
        point = rect.center
        for name, area in self._region_rects().items():
            if area.collidepoint(point):
                return name
        return None

    def _region_rects(self) -> dict[str, pygame.Rect]:
        """The regions' rects by name (they follow the seat on screen and the log's place alone: worked
        out once for them, not at every frame nor for every piece in flight)."""
        stamp = (self.multi, self.seat, tuple(self.log_panel.rect))
        kept = self.__dict__.get("_kept_region_rects")
        if kept is None or kept[0] != stamp:
            kept = self.__dict__["_kept_region_rects"] = (stamp, self._work_out_region_rects())
        return kept[1]

    def _work_out_region_rects(self) -> dict[str, pygame.Rect]:
        # the log is a region of its own (with a thin edge beside it down to the hand's region, where
        # its shadow falls), so its glow's steps repaint it alone and nothing is drawn over the table
        log_top = self.log_panel.rect.top if self.multi else TOPBAR_REGION.bottom
        rects = {"topbar": TOPBAR_REGION, "market": MARKET_REGION, "corner": CORNER_REGION, "tray": TRAY_REGION,
                 "board": BOARD_REGION, "bottom": R(BOTTOM_REGION.x, BOTTOM_REGION.y, LOG_X - BOTTOM_REGION.x,
                                                    BOTTOM_REGION.h),
                 "log": R(LOG_X, log_top, 1280 - LOG_X, 720 - log_top),
                 "log_edge": R(RIGHT_REGION.x, log_top, LOG_X - RIGHT_REGION.x, BOTTOM_REGION.y - log_top)}
        if self.multi:
            # the toolbar's end over the column is a strip of its own, down to the first panel's top:
            # a tool changing (undo enabled, "Suggest" thinking) repaints no opponent's panel
            strip = self.geometry.opponent_rect(self.geometry.opponents()[0]).top
            rects["topbar"] = R(0, 0, RIGHT_REGION.x, TOPBAR_REGION.h)
            rects["toolbar"] = R(RIGHT_REGION.x, 0, RIGHT_REGION.w, strip)
            rects["others"] = R(RIGHT_REGION.x, strip, RIGHT_REGION.w, log_top - strip)
        return rects

    @once_per_view
    def ending_score(self):
        """Your ofrenda's score if the game ended now (the rules' final lighting on a copy), beside
        the score as it stands in the tray."""
        return ending_score(self.data, self.view)

    def _areas(self) -> list[Area]:
        """The table's cached areas (they never overlap), each with its parts painted in order."""
        rects = self._region_rects()
        kept = self.__dict__.get("_kept_areas")
        if kept is None or kept[0] is not rects:  # (worked out again with the rects)
            kept = self.__dict__["_kept_areas"] = (rects, self._work_out_areas(rects))
        return kept[1]

    def _work_out_areas(self, rects) -> list[Area]:
        corner = ("goals",) if self.multi else ("abuela",)
        areas = [Area("topbar", rects["topbar"], ("topbar",)), Area("market", rects["market"], ("family-board",)),
                 Area("corner", rects["corner"], corner), Area("tray", rects["tray"], ("storage", "score")),
                 Area("board", rects["board"], ("ofrenda",)), Area("bottom", rects["bottom"], ("hand",))]
        if self.multi:  # (what spills into the toolbar's strip from the column is the first panel's)
            areas.append(Area("toolbar", rects["toolbar"], ("seat:1",)))
            areas.append(Area("others", rects["others"], tuple(f"seat:{k + 1}" for k in range(len(self.geometry.opponents())))))
        return areas

    def _regions(self, v) -> list[Region]:
        """The table's regions with their keys this frame (a key ``None``: it changes every frame)."""
        rects = self._region_rects()
        sugg = self.suggestion_keys()
        pulsing = self.suggestion_fresh
        d = self.drag
        gone: dict[str, set] = {}  # per region, the pieces away from it (moving, or in the pointer's hand)
        for key in self.anim.tweens.tweens:
            gone.setdefault(self._piece_region(key), set()).add(key)
        hidden = d.hidden_keys()
        hover = self.hover_key
        kind = hover[0] if isinstance(hover, tuple) else None

        def extra(name, *more, suggested=()):
            if pulsing and any(k in sugg for k in suggested):
                return None  # the suggestion's glow pulses for a few seconds
            return (frozenset(gone.get(name, ())), *more)

        sugg_keys = frozenset(sugg)
        market_sugg = [k for k in sugg if k[0] in ("market", "market_candle")]
        tray_sugg = [k for k in sugg if k[0] in ("marigolds", "storage_candle", "discard")]
        board_sugg = [k for k in sugg if k[0] in ("slot", "deco")]
        bottom_sugg = [k for k in sugg if k[0] in ("hand", "hand_area", "button")]
        buttons = tuple((b.hover, b.pressed, b.enabled, b.visible, b.highlight, b.label) for b in self.buttons)
        market_hidden = frozenset(k for k in hidden if k[0] in ("market", "market_candle"))
        corner_moving = self.automaton_pending or self.dice.moving
        extras = {
            "topbar": extra("topbar", buttons_in(self.toolbar, rects["topbar"])),  # (the tools over it alone)
            "market": extra("market", hover if kind in ("market", "market_candle") else None, d.dragging,
                            market_hidden, frozenset(market_sugg), suggested=market_sugg),
            "corner": None if corner_moving and not self.multi else extra("corner", hover if kind == "goal" else None),
            "tray": extra("tray", self.selected, d.dragging, frozenset(k for k in hidden if k[0] == "storage_candle"),
                          frozenset(tray_sugg), suggested=tray_sugg),
            "board": None if self._board_animating() else
            extra("board", hover if kind == "slot" and not d.dragging else None, frozenset(board_sugg),
                  suggested=board_sugg),
            "bottom": extra("bottom", self.prompt(), buttons, self.selected,
                            hover if kind == "hand" and not d.dragging else None,
                            d.dragging and d.hover is not None and d.hover.key == ("hand_area",),
                            frozenset(k for k in hidden if k[0] == "hand"), self.automaton_pending,
                            self.suggestion is not None, frozenset(bottom_sugg),
                            suggested=bottom_sugg + [k for k in sugg_keys if k[0] == "button"]),
            "toolbar": extra("toolbar", buttons_in(self.toolbar, rects["toolbar"]) if self.multi else (),
                             hover if kind == "opponent" and self.enlarged is None else None),
            "others": extra("others", hover if kind == "opponent" and self.enlarged is None else None),
        }
        before = {"bottom": self._paint_buttons, "toolbar": self._paint_toolbar}
        after = {"topbar": self._paint_toolbar, "bottom": lambda s: self._paint_prompt(s, v),
                 "others": self.log_panel.draw_shadow}  # (it reaches a few pixels above the log)
        picture = self.picture
        regions = [picture.region(v, area, extras[area.name], after.get(area.name), before.get(area.name))
                   for area in self._areas()]
        last = self.geometry.opponents()[-1] if self.multi else None
        spill = (last is not None and v.current == last and not v.is_over,
                 last is not None and hover == ("opponent", last) and self.enlarged is None)
        # (the newest line's fading glow repaints the band it lies in, not the whole log)
        regions += self.log_panel.regions("log", rects["log"], spill, lambda s: self._draw_log(s, v))
        if rects["log_edge"].h > 0:
            regions.append(Region("log_edge", rects["log_edge"], (self.log_panel.key(glow=False), spill),
                                  lambda s: self._draw_log(s, v)))
        return regions

    def _paint_toolbar(self, surface) -> None:
        for b in self.toolbar:
            b.draw(surface, self.assets, self.time)

    def _paint_buttons(self, surface) -> None:
        for b in self.buttons:  # (drawn once under the hand and the prompt, as the top bar always did)
            b.draw(surface, self.assets, self.time)

    def _paint_prompt(self, surface, v) -> None:
        self.prompt_bar.draw(surface, v)
        self.log_panel.draw_shadow(surface)  # (the log's shadow falls on the prompt bar's end)

    def _draw_log(self, surface, v) -> None:
        """The log, over what spills into its region from the last opponent's panel above it."""
        if self.multi:
            seat = self.geometry.opponents()[-1]
            r = self.geometry.opponent_rect(seat)
            paint.draw_shadow(surface, r, 16, 10, 110, (0, 6))  # (as paint.draw_panel's)
            if v.current == seat and not v.is_over:
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 210, 0.8)
                paint.rrect(surface, r.inflate(2, 2), PALETTE["marigold_light"] + (255,), 12, 2)
            if self.hover_key == ("opponent", seat) and self.enlarged is None:
                paint.rrect(surface, r.inflate(4, 4), PALETTE["turquoise_light"] + (255,), 13, 2)
        self.log_panel.draw(surface)

    def _board_animating(self) -> bool:
        """A piece on your ofrenda turning over or glowing: the board is repainted every frame."""
        flips = self.flips.tweens
        glows = [k for k in self.effects.tweens if isinstance(k, tuple) and k and k[0] == "glow"]
        return bool(flips) or bool(glows)

    def _base_key(self) -> tuple:
        return (self.seat, self.high_contrast, self.assets.text_scale, id(self.assets))

    def _upper_key(self) -> tuple | None:
        """The log and the suggestion card over the regions; ``None`` while they change by themselves."""
        if self.thinking or self.suggestion_fresh:
            return None
        return (self.picture.serial, self.suggestion,
                tuple((b.hover, b.pressed, b.enabled, b.visible, b.highlight) for b in self.suggest_buttons))

    def _paint_upper(self, table: pygame.Surface):
        def paint_(surface):  # (the log is one of the table's regions)
            surface.blit(table, (0, 0))
            self.draw_suggestion(surface)
        return paint_

    def draw_scene(self, surface: pygame.Surface) -> None:
        v = self.view
        table = self.picture.update(surface.get_size(), v, self._regions(v), self._base_key())
        upper = self._upper_key()
        in_flight = bool(self.anim) or bool(self.choreo.fliers)
        if self.enlarged is not None:
            # the enlarged ofrenda covers the table: cached with it while nothing flies under it
            key = None if upper is None or in_flight else (upper, self.enlarged, self.version)

            def paint_enlarged(s):
                if upper is None:
                    self._paint_upper(table)(s)
                else:
                    s.blit(self.upper_layer.get(s.get_size(), upper, self._paint_upper(table)), (0, 0))
                self.look.in_flight(s)
                self.look.fliers(s)
                self.parts.part("enlarged").paint(s, v)
            self.enlarged_layer.blit(surface, key, paint_enlarged)
        elif self.suggestion is None and not self.thinking:  # nothing over the table
            surface.blit(table, (0, 0))
            self.look.in_flight(surface)
        else:
            self.upper_layer.blit(surface, upper, self._paint_upper(table))
            self.look.in_flight(surface)
            self.look.fliers(surface)
        self._draw_highlights(surface)

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        """An AI seat thinking: a pill with moving dots on its panel (drawn every frame, over the cache)."""
        seat = self.thinking_seat
        if seat is None or seat not in self.geometry.opponents() or self.enlarged is not None:
            return
        r = self.geometry.opponent_rect(seat)
        k = pulse(self.time, 0.8)
        paint.rrect(surface, r.inflate(4, 4), PALETTE["marigold_light"] + (int(90 + 150 * k),), 13, 2)
        dots = "." * (1 + int(self.time * 3) % 3)
        think = paint.pill(self.assets, f"thinking{dots}", 12, fg=(40, 16, 30), bg=(255, 200, 90, 245),
                           icon="icons/hint.png", pad=(6, 1))
        surface.blit(think, think.get_rect(midleft=(r.x + 122, r.y + 66)))

    def _draw_highlights(self, surface: pygame.Surface) -> None:
        """Slots just surrounded, drop targets while dragging, click targets while something is
        selected: they pulse, so they are drawn over the cached table every frame."""
        self._draw_thinking(surface)
        v = self.view
        if v.phase is Phase.DECORATE and v.current == self.seat:
            k = pulse(self.time, 1.0)
            col = (255, 255, 255) if self.high_contrast else PALETTE["turquoise_light"]
            for deco in v.pending:
                if deco in v.you.decorations:
                    continue
                rect = self.geometry.deco_rects[deco]
                light = paint.radial(int(rect.w * 1.25 + 8 * k), col, int(110 + 80 * k))
                surface.blit(light, light.get_rect(center=rect.center))
                pygame.draw.circle(surface, col, rect.center, rect.w // 2 + 3 + int(3 * k), 3)
                pygame.draw.circle(surface, (255, 255, 255), rect.center, rect.w // 2 + 1, 1)
        if self.drag.dragging:
            self.drag.draw_targets(surface, PALETTE["marigold_light"], self.high_contrast)
            return
        if self.selected:
            rects = [self.geometry.slot_rects.get(key[1]) if key[0] == "slot" else self.geometry.deco_rects.get(key[1])
                     for key in self._selected_target_keys()]
            self.selection.draw_targets(surface, [r for r in rects if r is not None], self.time, self.high_contrast)
