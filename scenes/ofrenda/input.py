"""Ofrenda's input: hotspots, clicks, picking up and dropping pieces, the suggestion's targets.
"""
from __future__ import annotations

import pygame

from game.rules.ofrenda.actions import (
    DiscardPortrait, EndTurn, PlaceCandle, PlaceMarigold, PlacePortrait, SkipCandle, TakeCandle, TakePortrait,
)
from game.rules.ofrenda.state import Phase
from scenes.ofrenda.layout import (
    ABUELA_RECT, BIG_BOARD, CANDLE_M, CANDLE_S, CARD, HAND_RECT, PROMPT_RECT, R, TRAY_RECT, board_layout,
)
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot
from scenes.widgets.tooltip import TooltipContent


class Input:
    """Turns clicks and drags into proposed actions (the rules answer through ``why_illegal``)."""

    def build_hotspots(self) -> list[Hotspot]:
        v = self.view
        you = v.you
        if self.enlarged is not None:
            return self._enlarged_hotspots(v)
        spots: list[Hotspot] = []
        tips = {
            "round": lambda: TooltipContent(f"Round {min(v.round, v.turns)} of {v.turns}", (
                "Twelve rounds: Abuela rolls, then you take a portrait, maybe a candle, and play a portrait.",)),
            "seed": lambda: TooltipContent(f"Seed {self.session.seed}", (
                "The seed fixes the shuffle and Abuela's dice. Start a new game with this seed (or use "
                "\u201cReplay this seed\u201d at the end) to play the very same deal.",), "icons/seed.png"),
            "score": self._tip_score,
        }
        for name, _chip, rect in self._chips(v):
            spots.append(Hotspot(("chip", name), rect, tips[name]))
        spots.append(Hotspot(("deck",), self.deck_rect, self._tip_deck))
        spots.append(Hotspot(("bag",), self.bag_rect, self._tip_bag))
        for i, card in enumerate(v.market):
            if card is not None:
                spots.append(Hotspot(("market", i), self.market_card_rect(i), self._tip_market(i, card),
                                     drag=("market", i), click=self._click_market(i)))
        for i, candle in enumerate(v.market_candles):
            if candle is not None:
                spots.append(Hotspot(("market_candle", i), self.market_candle_rect(i).inflate(8, 6),
                                     self._tip_market_candle(i, candle), drag=("market_candle", i),
                                     click=self._click_market_candle(i)))
        if self.multi:
            for seat in self.opponents():
                spots.append(Hotspot(("opponent", seat), self.opponent_rect(seat), self._tip_opponent(seat),
                                     click=self._click_opponent(seat)))
            for i, _goal in enumerate(v.goals):
                spots.append(Hotspot(("goal", i), self.goal_rect(i), self._tip_goal(i)))
        else:
            spots.append(Hotspot(("abuela",), R(ABUELA_RECT.x + 10, ABUELA_RECT.y + 10, 112, 104), self._tip_abuela))
            spots.append(Hotspot(("dice",), R(ABUELA_RECT.x + 128, ABUELA_RECT.y + 8, 124, 104), self._tip_dice))
            spots.append(Hotspot(("abuela_pile",), self.abuela_pile_rect.union(self.abuela_candle_rect).inflate(8, 8),
                                 self._tip_abuela_pile))
        for slot, rect in self.slot_rects.items():
            card = you.ofrenda.get(slot)
            spots.append(Hotspot(("slot", slot), rect, self._tip_slot(slot), click=self._click_slot(slot)))
        for deco, rect in self.deco_rects.items():
            spots.append(Hotspot(("deco", deco), rect, self._tip_deco(deco), click=self._click_deco(deco)))
        spots.append(Hotspot(("marigolds",), self.storage_marigold_rect, self._tip_marigolds,
                             drag=("marigold",) if you.marigolds > 0 else None, click=self._click_marigolds))
        for i, candle in enumerate(you.candles):
            spots.append(Hotspot(("storage_candle", candle), self.storage_candle_rect(i), self._tip_candle(candle),
                                 drag=("storage_candle", candle), click=self._click_storage_candle(candle)))
        spots.append(Hotspot(("discard",), self.discard_rect, self._tip_discard, click=self._click_discard))
        hand = you.hand or ()
        for card, rect in zip(hand, self.hand_rects(len(hand))):
            spots.append(Hotspot(("hand", card), rect, self._tip_hand(card), drag=("hand", card),
                                 click=self._click_hand(card), tip_side="above"))
        spots.append(Hotspot(("score",), R(TRAY_RECT.x + 10, TRAY_RECT.y + 168, 480, 140), self._tip_score))
        return spots

    def _enlarged_hotspots(self, v) -> list[Hotspot]:
        seat = self.enlarged
        spots = [Hotspot(("close_enlarged",), R(0, 0, 1280, 720), None, click=self.close_enlarged)]
        slots, decos = board_layout(self.data, BIG_BOARD)
        b = v.boards[seat]
        for slot, rect in slots.items():
            spots.append(Hotspot(("big_slot", slot), rect, self._tip_slot(slot, seat), click=self.close_enlarged))
        for deco, rect in decos.items():
            if deco in b.decorations:
                spots.append(Hotspot(("big_deco", deco), rect, self._tip_deco(deco, seat), click=self.close_enlarged))
        return spots

    def _click_opponent(self, seat: int):
        def click():
            self.enlarged = seat
            self.tooltip.clear()
            self._after_change()
            self.play_sound("ui_click")
        return click

    def close_enlarged(self) -> None:
        if self.enlarged is not None:
            self.enlarged = None
            self.tooltip.clear()
            self._after_change()

    def cancel_selection(self) -> bool:
        if self.enlarged is not None:
            self.close_enlarged()
            return True
        if self.selected is None:
            return False
        self.selected = None
        self.app.dirty = True
        return True

    def _click_market(self, space: int):
        return lambda: self.propose(TakePortrait(space), self.pointer)

    def _click_market_candle(self, space: int):
        return lambda: self.propose(TakeCandle(space), self.pointer)

    def _click_hand(self, card: str):
        def click():
            if self.selected == ("hand", card):
                self.selected = None
            else:
                reason = self.why_illegal(DiscardPortrait(card))
                if reason:
                    self.refuse(reason, self.pointer)
                    return
                self.selected = ("hand", card)
            self.app.dirty = True
        return click

    def _click_storage_candle(self, candle: str):
        def click():
            if self.selected == ("storage_candle", candle):
                self.selected = None
            elif not any(isinstance(a, PlaceCandle) and a.candle == candle for a in self._legal_decorations()):
                self.refuse(self._decorate_reason("candle"), self.pointer)
            else:
                self.selected = ("storage_candle", candle)
            self.app.dirty = True
        return click

    def _click_marigolds(self):
        if self.selected == ("marigold",):
            self.selected = None
        elif not any(isinstance(a, PlaceMarigold) for a in self._legal_decorations()):
            if self.view.phase is Phase.DECORATE or self.view.you.marigolds == 0:
                self.refuse(self._decorate_reason("marigold"), self.pointer)
            return
        else:
            self.selected = ("marigold",)
        self.app.dirty = True

    def _legal_decorations(self) -> list:
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
        if v.phase is not Phase.DECORATE:
            return (f"A {what} can only be placed right after a portrait surrounds its slot.")
        return f"No {what} slot was surrounded this turn."

    def _click_slot(self, slot: str):
        def click():
            if self.selected and self.selected[0] == "hand":
                self.propose(PlacePortrait(self.selected[1], slot), self.pointer)
        return click

    def _click_deco(self, deco: str):
        def click():
            if self.selected and self.selected[0] == "storage_candle":
                self.propose(PlaceCandle(self.selected[1], deco), self.pointer)
            elif self.selected and self.selected[0] == "marigold":
                self.propose(PlaceMarigold(deco), self.pointer)
        return click

    def _click_discard(self):
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
        kind = payload[0]
        v = self.view
        out: list[DropTarget] = []
        if kind == "hand":
            card = payload[1]
            slots = self.data.slots
            for slot, rect in self.slot_rects.items():
                action = PlacePortrait(card, slot)
                reason = self.why_illegal(action)
                effect = slots[slot].effect
                hint = {"golden": "Golden: scores double", "gain": "+1 marigold", "cost": "Costs 1 marigold"}.get(
                    effect, f"Place in {slot}")
                out.append(DropTarget(("slot", slot), rect, reason is None, reason, hint, action))
            reason = self.why_illegal(DiscardPortrait(card))
            out.append(DropTarget(("discard",), self.discard_rect, reason is None, reason,
                                  "Discard: +3 marigolds", DiscardPortrait(card),
                                  hit=self.discard_rect.inflate(20, 20)))
        elif kind == "market":
            action = TakePortrait(payload[1])
            reason = self.why_illegal(action)
            cost = payload[1]
            hint = "Take it (free)" if cost == 0 else f"Take it: pay {cost} marigold{'s' if cost > 1 else ''}"
            out.append(DropTarget(("hand_area",), HAND_RECT, reason is None, reason, hint, action,
                                  hit=HAND_RECT.union(self.storage_rect).union(PROMPT_RECT)))
        elif kind == "market_candle":
            action = TakeCandle(payload[1])
            reason = self.why_illegal(action)
            free = v.taken_space == payload[1]
            out.append(DropTarget(("storage",), self.storage_rect, reason is None, reason,
                                  "Take it (free)" if free else "Take it: 1 marigold", action,
                                  hit=self.storage_rect.union(HAND_RECT)))
        elif kind in ("storage_candle", "marigold"):
            for deco, rect in self.deco_rects.items():
                if kind == "storage_candle":
                    action = PlaceCandle(payload[1], deco)
                else:
                    action = PlaceMarigold(deco)
                reason = self.why_illegal(action)
                holds = self.data.decorations[deco].holds
                out.append(DropTarget(("deco", deco), rect, reason is None, reason,
                                      f"Place the {holds} in {deco}", action, hit=rect.inflate(16, 16),
                                      radius=rect.w // 2))
        return out

    def drop(self, payload, target: DropTarget, pos) -> str | None:
        action = target.data
        if action is None:
            return "You cannot put that there."
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
        ok = self.propose(action, pos)
        if not ok:
            return self.why_illegal(action) or "Refused."
        if drop_rect is not None:
            if key is not None:
                self.anim.place(key, drop_rect)
            elif payload[0] == "marigold":
                self.anim.place(("m", target.key[1]), drop_rect)
        return None

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
            for slot in self.slot_rects:
                if self.why_illegal(PlacePortrait(sel[1], slot)) is None:
                    out.add(("slot", slot))
        elif sel[0] == "storage_candle":
            for deco in self.deco_rects:
                if self.why_illegal(PlaceCandle(sel[1], deco)) is None:
                    out.add(("deco", deco))
        elif sel[0] == "marigold":
            for deco in self.deco_rects:
                if self.why_illegal(PlaceMarigold(deco)) is None:
                    out.add(("deco", deco))
        return out
