"""Die of the Dead's table turning the pointer into moves: clicks on the caskets, dice, spaces,
squares and tokens, a die picked up by a click, the candle swap, an opponent's boards shown whole, the
small question asked in a dialog, and the events the table takes before the shell (``intercept``).
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
    """Clicks, keys and the small question (held by the table ``t`` as ``input``): what a click on a
    piece does (``input.click_casket(pos)``...), a die picked up by a click, the candle swap, an
    opponent's boards shown whole, the question asked in a dialog. The selections are the table's."""

    def __init__(self, t) -> None:
        self.t = t

    def drop_nowhere(self, payload, pos) -> str | None:
        """Why a die let go on no place that takes it went home (the drag controller says it once)."""
        if not payload or self.t.my_phase() is None:
            return None
        return BW.drop_nowhere(payload[0], self.t.my_phase() == "pay")

    # ------------------------------------------------------------------ clicks
    def pick_up(self, payload) -> None:
        if payload is None:
            return
        if self.t.selected == payload:
            self.t.selected = None
        else:
            self.t.selected = payload
        self.t.hotspots = self.t.build_hotspots()
        self.t.refresh_buttons()
        self.t.app.dirty = True

    def click_target(self, key) -> bool:
        """A click on a place: the target of a die picked up by a click, if any."""
        if self.t.selected is None:
            return False
        payload = self.t.selected
        for t in self.t.drop_targets(payload):
            if t.key == key:  # as if let go here: the target's answer offered at the door
                self.t.let_go(payload, t, self.t.pointer)
                return True
        self.t.selected = None
        self.t.hotspots = self.t.build_hotspots()
        self.t.app.dirty = True
        return True

    def click_casket(self, pos: int) -> None:
        phase = self.t.my_phase()
        if phase is None:
            return
        if self.t.selected is not None:
            self.click_target((f"casket:{pos}",))
            return
        if self.t.swapping is not None:
            self.swap_pick(pos)
            return
        if phase == "open":
            self.t.propose(Open(pos), self.t.pointer)
        elif phase == "act" and self.t.view.open_casket == pos:
            self.t.refuse(W.s("dotd-t-drag-one-of-its-dice-onto"), self.t.pointer)
        elif phase == "act":
            if self.t.propose(Open(pos), self.t.pointer, take=False):  # (a refusal is said at the door)
                self.t.refuse(W.s("dotd-t-that-casket-is-closed-this-round"), self.t.pointer)
        elif phase == "pay":
            self.t.refuse(W.s("dotd-t-drag-the-die-you-pay-with"), self.t.pointer)

    def click_city(self, die, payload) -> None:
        phase = self.t.my_phase()
        if phase == "city":
            self.t.propose(CityDie(die.colour), self.t.pointer)
        elif payload is not None:
            self.pick_up(payload)

    def _click_space(self, key, skull: Skull, payload=None) -> bool:
        """A click on a space a die goes to: the target of a die picked up by a click (but ``payload``,
        the die lying here), or in the skull phase where the skull goes (``skull``). False: neither."""
        if self.t.selected is not None and self.t.selected != payload:
            self.click_target(key)
            return True
        if self.t.my_phase() == "skull":
            self.t.propose(skull, self.t.pointer)
            return True
        return False

    def click_cell(self, cell: int, payload) -> None:
        if self.t.my_phase() is None or self._click_space((f"cell:{cell}",), Skull(SRC_OFRENDA, cell)):
            return
        if payload is not None:
            self.pick_up(payload)

    def click_prep(self, space: int, payload) -> None:
        phase = self.t.my_phase()
        if phase is None or self._click_space(("prep",), Skull(PREP_BOARD, space), payload):
            return
        if phase == "face":
            d = self.t.me().prep[space]
            if d is None:
                return
            if d.power:
                if self.t.propose(SetFace(space, 1), self.t.pointer, take=False):
                    self.t.refuse(W.s("dotd-t-that-is-a-power-die"), self.t.pointer)
                return
            self.t.face_space = space
            self.t.refresh_buttons()
            self.t.hotspots = self.t.build_hotspots()
            self.t.app.dirty = True
            return
        if payload is not None:
            self.pick_up(payload)

    def click_square(self, step: int, square: int) -> None:
        if self.t.my_phase() != "land":
            return
        if step != self.t.view.landing:
            self.t.refuse(W.landing_refusal(self.t.view.landing), self.t.pointer)
            return
        self.t.propose(Land(square), self.t.pointer)

    def click_caption(self, item: str) -> None:
        if self.t.my_phase() == "score":
            self.t.propose(ScoreSection(item), self.t.pointer)

    def click_token(self, item: str) -> None:
        phase = self.t.my_phase()
        if phase is None:
            return
        if phase == "discard":
            self.t.propose(Discard(item), self.t.pointer)
        elif phase == "score":
            if not self.t.view.state.cash_ok:
                if self.t.propose(CashTokens(("candle", "marigold", "bread")), self.t.pointer, take=False):
                    self.t.refuse(W.s("dotd-t-not-now"), self.t.pointer)
                return
            self.t.cash_marks ^= {item}
            self.t.refresh_buttons()
            self.t.app.dirty = True
        elif item == "candle":
            self.start_swap()
        elif item == "marigold":
            if self.t.view.round_starter == self.t.seat or self.t.solo:
                self.t.refuse(W.s("dotd-t-drag-a-die-from-your-preparation") if phase == "act" else
                            W.s("dotd-t-the-marigold-token-is-played-when"),
                            self.t.pointer)
            else:
                self.t.refuse(W.s("dotd-t-the-marigold-token-lets-the-round"), self.t.pointer)
        elif phase == "retune":
            self.t.refuse(W.s("dotd-t-choose-the-new-value-with-the"), self.t.pointer)
        else:
            self.t.refuse(W.token_refusal(item), self.t.pointer)

    def start_swap(self) -> None:
        """Candle token: click two caskets to swap them."""
        phase = self.t.my_phase()
        if phase not in ("open", "act"):
            return
        if not self.t.propose(Swap(0, 1), self.t.pointer, take=False):
            return
        self.t.selected = None
        self.t.swapping = []
        self.t.refresh_buttons()
        self.t.hotspots = self.t.build_hotspots()
        self.t.app.dirty = True

    def swap_pick(self, pos: int) -> None:
        picked = self.t.swapping or []
        if pos in picked:
            picked.remove(pos)
        else:
            picked.append(pos)
        self.t.swapping = picked
        if len(picked) == 2:
            a, b = picked
            self.t.swapping = None
            self.t.propose(Swap(a, b), self.t.pointer)
            return
        self.t.refresh_buttons()
        self.t.app.dirty = True

    def cancel(self) -> bool:
        had = (self.t.selected is not None or self.t.swapping is not None or self.t.choice is not None
               or self.t.enlarged is not None or bool(self.t.cash_marks) or self.t.face_space is not None)
        self.t.selected = None
        self.t.swapping = None
        self.t.choice = None
        self.t.choice_buttons = []
        self.t.enlarged = None
        self.t.cash_marks = set()
        self.t.face_space = None
        self.t.hotspots = self.t.build_hotspots()
        self.t.refresh_buttons()
        self.t.app.dirty = True
        return had

    def open_sheet(self, seat: int) -> None:
        self.t.enlarged = seat
        self.t.selected = None
        self.t.tooltip.clear()
        self.t.hotspots = self.t.build_hotspots()
        self.t.refresh_buttons()
        self.t.app.dirty = True

    def close_sheet(self) -> None:
        self.t.enlarged = None
        self.t.hotspots = self.t.build_hotspots()
        self.t.refresh_buttons()
        self.t.app.dirty = True

    # ------------------------------------------------------------------ a small question
    def ask(self, title: str, subtitle: str, options) -> None:
        self.t.choice = (title, subtitle, options)
        r = self.choice_rect(len(options))
        self.t.choice_buttons = []
        for i, (label, icon, action) in enumerate(options):
            icon = icon if icon and icon.endswith(".png") else None
            self.t.choice_buttons.append(Button((r.x + 20, r.y + 92 + i * 42, r.w - 40, 36), label, icon,
                                              lambda a=action: self.answer(a), "", size=15, name=f"choice_{i}"))
        self.t.choice_buttons.append(Button((r.right - 130, r.bottom - 46, 110, 34), W.s("dotd-t-cancel"), None,
                                          self.cancel, "", style="ghost", size=14, name="choice_cancel"))
        self.t.app.dirty = True

    def choice_rect(self, n: int) -> pygame.Rect:
        r = R(0, 0, 440, 150 + n * 42)
        r.center = (528, 380)
        return r

    def answer(self, action) -> None:
        self.t.choice = None
        self.t.choice_buttons = []
        self.t.propose(action)

    # ------------------------------------------------------------------ input
    def intercept(self, event) -> bool:
        """An event before the shell's handling: a click skips the story told; the question's
        buttons, a right click's cancel, a click closing an opponent's boards take it (True)."""
        t = self.t
        if t.story.playing and t.menu is None and t.curtain is None and \
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            t.skip_story()
        if t.choice is not None and t.dialog_event(event, t.choice_buttons):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and t.menu is None:
            if self.cancel():
                return True
        if (t.enlarged is not None and event.type == pygame.MOUSEBUTTONUP and event.button == 1
                and t.menu is None and t.curtain is None):
            self.close_sheet()
            return True
        return False

    def on_hover(self, spot) -> None:
        key = spot.key if spot is not None else None
        if key != self.t.hover_key:
            self.t.hover_key = key
            self.t.app.dirty = True
