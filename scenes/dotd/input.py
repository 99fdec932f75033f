"""Die of the Dead's table turning the pointer into moves: clicks on the caskets, dice, spaces,
squares and tokens, a die picked up by a click, the candle swap, an opponent's boards shown whole, the
small question asked in a dialog, and the keys.
"""
from __future__ import annotations

import pygame

from game.rules.dotd.actions import (
    CashTokens, CityDie, Discard, Land, OFRENDA as SRC_OFRENDA, Open, PREP_BOARD, ScoreSection, SetFace, Skull,
    Swap,
)
from game.rules.dotd import board_words as BW, words as W
from scenes.dotd.layout import R
from scenes.widgets.button import Button


class Input:
    """Clicks, keys and the small question (a mixin of the table)."""

    def _drop_nowhere(self, payload, pos) -> str | None:
        """Why a die let go on no place that takes it went home (the drag controller says it once)."""
        if not payload or self.my_phase() is None:
            return None
        return BW.drop_nowhere(payload[0], self.my_phase() == "pay")

    # ------------------------------------------------------------------ clicks
    def _pick_up(self, payload) -> None:
        if payload is None:
            return
        if self.selected == payload:
            self.selected = None
        else:
            self.selected = payload
        self.hotspots = self.build_hotspots()
        self.refresh_buttons()
        self.app.dirty = True

    def _click_target(self, key) -> bool:
        """A click on a place: the target of a die picked up by a click, if any."""
        if self.selected is None:
            return False
        payload = self.selected
        for t in self.drop_targets(payload):
            if t.key == key:  # as if let go here: the target's answer offered at the door
                self.dropped(payload, t, self.pointer)
                return True
        self.selected = None
        self.hotspots = self.build_hotspots()
        self.app.dirty = True
        return True

    def _click_casket(self, pos: int) -> None:
        phase = self.my_phase()
        if phase is None:
            return
        if self.selected is not None:
            self._click_target((f"casket:{pos}",))
            return
        if self.swapping is not None:
            self._swap_pick(pos)
            return
        if phase == "open":
            self.propose(Open(pos), self.pointer)
        elif phase == "act" and self.view.open_casket == pos:
            self.refuse("Drag one of its dice onto your ofrenda or your preparation board to draft it.", self.pointer)
        elif phase == "act":
            if self.propose(Open(pos), self.pointer, take=False):  # (a refusal is said at the door)
                self.refuse("That casket is closed this round.", self.pointer)
        elif phase == "pay":
            self.refuse("Drag the die you pay with onto this casket's lid (or click the die first).", self.pointer)

    def _click_city(self, die, payload) -> None:
        phase = self.my_phase()
        if phase == "city":
            self.propose(CityDie(die.colour), self.pointer)
        elif payload is not None:
            self._pick_up(payload)

    def _click_space(self, key, skull: Skull, payload=None) -> bool:
        """A click on a space a die goes to: the target of a die picked up by a click (but ``payload``,
        the die lying here), or in the skull phase where the skull goes (``skull``). False: neither."""
        if self.selected is not None and self.selected != payload:
            self._click_target(key)
            return True
        if self.my_phase() == "skull":
            self.propose(skull, self.pointer)
            return True
        return False

    def _click_cell(self, cell: int, payload) -> None:
        if self.my_phase() is None or self._click_space((f"cell:{cell}",), Skull(SRC_OFRENDA, cell)):
            return
        if payload is not None:
            self._pick_up(payload)

    def _click_prep(self, space: int, payload) -> None:
        phase = self.my_phase()
        if phase is None or self._click_space(("prep",), Skull(PREP_BOARD, space), payload):
            return
        if phase == "face":
            d = self.me().prep[space]
            if d is None:
                return
            if d.power:
                if self.propose(SetFace(space, 1), self.pointer, take=False):
                    self.refuse("That is a power die.", self.pointer)
                return
            self.face_space = space
            self.refresh_buttons()
            self.hotspots = self.build_hotspots()
            self.app.dirty = True
            return
        if payload is not None:
            self._pick_up(payload)

    def _click_square(self, step: int, square: int) -> None:
        if self.my_phase() != "land":
            return
        if step != self.view.landing:
            self.refuse(W.landing_refusal(self.view.landing), self.pointer)
            return
        self.propose(Land(square), self.pointer)

    def _click_caption(self, item: str) -> None:
        if self.my_phase() == "score":
            self.propose(ScoreSection(item), self.pointer)

    def _click_token(self, item: str) -> None:
        phase = self.my_phase()
        if phase is None:
            return
        if phase == "discard":
            self.propose(Discard(item), self.pointer)
        elif phase == "score":
            if not self.view.state.cash_ok:
                if self.propose(CashTokens(("candle", "marigold", "bread")), self.pointer, take=False):
                    self.refuse("Not now.", self.pointer)
                return
            self.cash_marks ^= {item}
            self.refresh_buttons()
            self.app.dirty = True
        elif item == "candle":
            self.start_swap()
        elif item == "marigold":
            if self.view.round_starter == self.seat or self.solo:
                self.refuse("Drag a die from your preparation board to a space of the open casket's item: the "
                            "marigold token moves it instead of a draft." if phase == "act" else
                            "The marigold token is played when you act: drag a prepared die to the ofrenda.",
                            self.pointer)
            else:
                self.refuse("The marigold token lets the Round Starter move a die instead of drafting.", self.pointer)
        elif phase == "retune":
            self.refuse("Choose the new value with the buttons below.", self.pointer)
        else:
            self.refuse(W.token_refusal(item), self.pointer)

    def start_swap(self) -> None:
        """Candle token: click two caskets to swap them."""
        phase = self.my_phase()
        if phase not in ("open", "act"):
            return
        if not self.propose(Swap(0, 1), self.pointer, take=False):
            return
        self.selected = None
        self.swapping = []
        self.refresh_buttons()
        self.hotspots = self.build_hotspots()
        self.app.dirty = True

    def _swap_pick(self, pos: int) -> None:
        picked = self.swapping or []
        if pos in picked:
            picked.remove(pos)
        else:
            picked.append(pos)
        self.swapping = picked
        if len(picked) == 2:
            a, b = picked
            self.swapping = None
            self.propose(Swap(a, b), self.pointer)
            return
        self.refresh_buttons()
        self.app.dirty = True

    def cancel_selection(self) -> bool:
        had = (self.selected is not None or self.swapping is not None or self.choice is not None
               or self.enlarged is not None or bool(self.cash_marks) or self.face_space is not None)
        self.selected = None
        self.swapping = None
        self.choice = None
        self.choice_buttons = []
        self.enlarged = None
        self.cash_marks = set()
        self.face_space = None
        self.hotspots = self.build_hotspots()
        self.refresh_buttons()
        self.app.dirty = True
        return had

    def open_sheet(self, seat: int) -> None:
        self.enlarged = seat
        self.selected = None
        self.tooltip.clear()
        self.hotspots = self.build_hotspots()
        self.refresh_buttons()
        self.app.dirty = True

    def close_sheet(self) -> None:
        self.enlarged = None
        self.hotspots = self.build_hotspots()
        self.refresh_buttons()
        self.app.dirty = True

    # ------------------------------------------------------------------ a small question
    def _ask(self, title: str, subtitle: str, options) -> None:
        self.choice = (title, subtitle, options)
        r = self._choice_rect(len(options))
        self.choice_buttons = []
        for i, (label, icon, action) in enumerate(options):
            icon = icon if icon and icon.endswith(".png") else None
            self.choice_buttons.append(Button((r.x + 20, r.y + 92 + i * 42, r.w - 40, 36), label, icon,
                                              lambda a=action: self._answer(a), "", size=15, name=f"choice_{i}"))
        self.choice_buttons.append(Button((r.right - 130, r.bottom - 46, 110, 34), "Cancel", None,
                                          self.cancel_selection, "", style="ghost", size=14, name="choice_cancel"))
        self.app.dirty = True

    def _choice_rect(self, n: int) -> pygame.Rect:
        r = R(0, 0, 440, 150 + n * 42)
        r.center = (528, 380)
        return r

    def _answer(self, action) -> None:
        self.choice = None
        self.choice_buttons = []
        self.propose(action)

    def all_buttons(self) -> list[Button]:
        if self.choice is not None:
            return self.choice_buttons
        return super().all_buttons()

    # ------------------------------------------------------------------ input
    def handle_event(self, event) -> None:
        if self.story.playing and self.menu is None and self.curtain is None and \
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.skip_story()
        if self.choice is not None and self.dialog_event(event, self.choice_buttons):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.menu is None:
            if self.cancel_selection():
                return
        if (self.enlarged is not None and event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and self.menu is None and self.curtain is None):
            self.close_sheet()
            return
        super().handle_event(event)

    def on_hover(self, spot) -> None:
        key = spot.key if spot is not None else None
        if key != self.hover_key:
            self.hover_key = key
            self.app.dirty = True
