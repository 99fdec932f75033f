"""Ofrenda's input: hotspots, clicks, picking up and dropping pieces, the suggestion's targets.
"""
from __future__ import annotations

import pygame

from game.rules.ofrenda import words
from game.rules.ofrenda.actions import (
    DiscardPortrait, EndTurn, PlaceCandle, PlaceMarigold, PlacePortrait, SkipCandle, TakeCandle, TakePortrait,
)
from game.rules.ofrenda.state import Phase
from scenes.kit import board
from scenes.ofrenda.layout import CANDLE_M, CANDLE_S, CARD
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot


class Input:
    """Turns clicks and drags into proposed actions (the rules answer through ``why_illegal``)."""

    def build_hotspots(self) -> list[Hotspot]:
        """The table's pieces (scenes/ofrenda/parts.py); an opponent's ofrenda shown large covers them all."""
        if self.enlarged is not None:
            return [p.hotspot() for p in self.parts.part("enlarged").pieces(self.view)]
        return self.parts.hotspots(self.view)

    def click_opponent(self, seat: int):
        def click():
            self.enlarged = seat
            self.tooltip.clear()
            self.after_change()
            self.play_sound("ui_click")
        return click

    def close_enlarged(self) -> None:
        if self.enlarged is not None:
            self.enlarged = None
            self.tooltip.clear()
            self.after_change()

    def cancel_selection(self) -> bool:
        if self.enlarged is not None:
            self.close_enlarged()
            return True
        if self.selected is None:
            return False
        self.selected = None
        self.app.dirty = True
        return True

    def click_market(self, space: int):
        return lambda: self.propose(TakePortrait(space), self.pointer)

    def click_market_candle(self, space: int):
        return lambda: self.propose(TakeCandle(space), self.pointer)

    def click_hand(self, card: str):
        def click():
            if self.selected == ("hand", card):
                self.selected = None
            else:
                # a portrait is picked up when it can be played at all, placed or discarded (in a
                # guided game the coach may take only a placement): else the discard's refusal is said
                placed = any(self.why_illegal(PlacePortrait(card, slot)) is None for slot in self.geometry.slot_rects)
                if not placed and not self.propose(DiscardPortrait(card), self.pointer, take=False):
                    return
                self.selected = ("hand", card)
            self.app.dirty = True
        return click

    def click_storage_candle(self, candle: str):
        def click():
            if self.selected == ("storage_candle", candle):
                self.selected = None
            elif not any(isinstance(a, PlaceCandle) and a.candle == candle for a in self.legal_decorations()):
                self.refuse(self._decorate_reason("candle"), self.pointer)
            else:
                self.selected = ("storage_candle", candle)
            self.app.dirty = True
        return click

    def click_marigolds(self):
        if self.selected == ("marigold",):
            self.selected = None
        elif not any(isinstance(a, PlaceMarigold) for a in self.legal_decorations()):
            if self.view.phase is Phase.DECORATE or self.view.you.marigolds == 0:
                self.refuse(self._decorate_reason("marigold"), self.pointer)
            return
        else:
            self.selected = ("marigold",)
        self.app.dirty = True

    def legal_decorations(self) -> list:
        v = self.view
        if v.phase is not Phase.DECORATE:
            return []
        out = []
        for deco in v.pending:
            holds = self.data.decorations[deco].holds
            if holds == "candle":
                out += [PlaceCandle(c, deco) for c in v.you.candles]
            else:
                out.append(PlaceMarigold(deco))
        return [a for a in out if self.why_illegal(a) is None]

    def _decorate_reason(self, what: str) -> str:
        v = self.view
        return words.say("none_surrounded" if v.phase is Phase.DECORATE else "not_decorating", what=what)

    def click_slot(self, slot: str):
        def click():
            if self.selected and self.selected[0] == "hand":
                self.propose(PlacePortrait(self.selected[1], slot), self.pointer)
        return click

    def click_deco(self, deco: str):
        def click():
            if self.selected and self.selected[0] == "storage_candle":
                self.propose(PlaceCandle(self.selected[1], deco), self.pointer)
            elif self.selected and self.selected[0] == "marigold":
                self.propose(PlaceMarigold(deco), self.pointer)
        return click

    def click_discard(self):
        if self.selected and self.selected[0] == "hand":
            self.propose(DiscardPortrait(self.selected[1]), self.pointer)

    def handle_board_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.selected = None

    def on_hover(self, spot) -> None:
        key = spot.key if spot is not None else None
        if key != self.hover_key:
            self.hover_key = key
            self.app.dirty = True

    def drag_image(self, spot: Hotspot) -> pygame.Surface | None:
        kind = spot.drag[0]
        if kind == "hand":
            return self.art.portrait(spot.drag[1], False, CARD)
        if kind == "market":
            return self.art.portrait(self.view.market[spot.drag[1]], False, CARD)
        if kind == "market_candle":
            return self.art.candle(self.view.market_candles[spot.drag[1]], False, CANDLE_M)
        if kind == "storage_candle":
            return self.art.candle(spot.drag[1], False, CANDLE_S)
        if kind == "marigold":
            return self.art.marigold(34)
        return None

    def drop_targets(self, payload) -> list[DropTarget]:
        return board.drop_targets(self.parts, payload, self.view)

    def drop(self, payload, target: DropTarget, pos):
        key = None
        if payload[0] == "hand":
            key = ("p", payload[1])
        elif payload[0] == "market":
            key = ("p", self.view.market[payload[1]])
        elif payload[0] == "market_candle":
            key = ("c", self.view.market_candles[payload[1]])
        elif payload[0] == "storage_candle":
            key = ("c", payload[1])
        drop_rect = self.drag.drop_rect
        attempt = self.propose_offer(target, pos)  # (the rules answered the target when the drag began)
        if attempt and drop_rect is not None:
            if key is not None:
                self.anim.place(key, drop_rect)
            elif payload[0] == "marigold":
                self.anim.place(("m", target.key[1]), drop_rect)
        return attempt

    def suggestion_keys(self) -> set:
        if self.suggestion is None:
            return set()
        a = self.suggestion[0]
        if isinstance(a, TakePortrait):
            return {("market", a.space), ("hand_area",)}
        if isinstance(a, TakeCandle):
            return {("market_candle", a.space), ("storage",)}
        if isinstance(a, SkipCandle):
            return {("button", "no_candle")}
        if isinstance(a, PlacePortrait):
            return {("hand", a.card), ("slot", a.slot)}
        if isinstance(a, DiscardPortrait):
            return {("hand", a.card), ("discard",)}
        if isinstance(a, PlaceCandle):
            return {("storage_candle", a.candle), ("deco", a.slot)}
        if isinstance(a, PlaceMarigold):
            return {("marigolds",), ("deco", a.slot)}
        if isinstance(a, EndTurn):
            return {("button", "end_turn")}
        return set()

    def on_suggestion(self, action) -> None:
        self.app.dirty = True

    def _selected_target_keys(self) -> set:
        sel = self.selected
        out = set()
        if sel is None:
            return out
        if sel[0] == "hand":
            for slot in self.geometry.slot_rects:
                if self.why_illegal(PlacePortrait(sel[1], slot)) is None:
                    out.add(("slot", slot))
        elif sel[0] == "storage_candle":
            for deco in self.geometry.deco_rects:
                if self.why_illegal(PlaceCandle(sel[1], deco)) is None:
                    out.add(("deco", deco))
        elif sel[0] == "marigold":
            for deco in self.geometry.deco_rects:
                if self.why_illegal(PlaceMarigold(deco)) is None:
                    out.add(("deco", deco))
        return out
