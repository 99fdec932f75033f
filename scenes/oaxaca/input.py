"""Clicks and keys: hotspots, picking a result up and putting it where it goes."""
from __future__ import annotations

import pygame

from game.rules.oaxaca.actions import Activate, Reroll, RerollCustomers, Scrap, ShareRemove, UseTourist
from game.rules.oaxaca.state import Phase
from game.rules.oaxaca import words as W
from game.rules.oaxaca.words import effect_text
from scenes.widgets.hotspot import Hotspot


class Input:
    """Clicks and keys: hotspots, picking a result up and putting it where it goes (mixed into the
    table: its hooks ``build_hotspots``, ``cancel_selection`` and ``intercept``)."""

    # ------------------------------------------------------------------ hotspots
    def build_hotspots(self) -> list[Hotspot]:
        if self.enlarged is not None:
            return [p.hotspot() for p in self.parts.part("sheet").pieces(self.view)]
        if self.gathering():
            return []  # the gather panel veils the table: only its buttons answer
        return self.parts.hotspots(self.view)

    # ------------------------------------------------------------------ clicks
    def click_target(self, key) -> None:
        """A click on a deck, the Workshop or a box: the target of a picked-up result, if any."""
        if self.selected is None:
            return
        payload = self.selected
        for t in self.drop_targets(payload):
            if t.key == key:  # as if let go here: the target's answer offered at the door
                self.let_go(payload, t, self.pointer)
                return
        self.selected = None
        self.app.dirty = True

    def _pick_up(self, payload) -> None:
        """Pick a result up by clicking it (then click where it goes)."""
        self.selected = None if self.selected == payload else payload
        self.hotspots = self.build_hotspots()
        self.app.dirty = True

    def click_die(self, d: int) -> None:
        phase = self.my_phase()
        if phase is Phase.REROLL:
            self._mark(self.reroll_marks, d, Reroll((d,)))
            return
        if phase is not Phase.TURN:
            return
        source = f"d{d}"
        if self.selected is not None and self.selected != ("source", source) and self.selected[0] == "source":
            # a picked result clicked onto this die: combine
            self._click_combine(source)
            return
        if self.combo is not None:
            return
        self._pick_up(("source", source))

    def _mark(self, marks: set[int], i: int, reroll) -> None:
        """Mark die ``i`` (the seat's, or a customer's) for the re-roll or unmark it, if the rules
        would re-roll it (``reroll``); else say why not."""
        reason = self.why_illegal(reroll)
        if reason is not None and not self.coach_asks_for_part(reroll):  # a die of the re-roll asked for
            self.propose(reroll, self.pointer, answer=reason)  # (refused at the door, not asked again)
            return
        marks ^= {i}  # (in place: the table's own set of marks)
        self.refresh_buttons()
        self.app.dirty = True

    def click_free(self, k: int) -> None:
        if self.my_phase() is not Phase.TURN:
            return
        source = f"f{k}"
        if self.selected is not None and self.selected != ("source", source) and self.selected[0] == "source":
            self._click_combine(source)
            return
        self._pick_up(("source", source))

    def _click_combine(self, other: str) -> None:
        payload = self.selected
        for t in self.drop_targets(payload):
            if t.key == ("combine", other):  # as if let go here: the target's answer offered at the door
                self.let_go(payload, t, self.pointer)
                return
        self.refuse(W.t("refuse-combine"), self.pointer)

    def click_combo(self) -> None:
        self._pick_up(("source", self.combo))

    def click_early(self, d: int) -> None:
        if self.my_phase() is Phase.EARLY:
            self._pick_up(("early_die", d))

    def click_workshop(self, card: str) -> None:
        phase = self.my_phase()
        if phase is Phase.SHARE:
            self.propose(ShareRemove(card))
            return
        if phase is not Phase.TURN:
            return
        if self.selected is not None:
            self.click_target(("wcard", card))
            return
        if self.combo is not None:
            self.selected = ("source", self.combo)
            self.click_target(("wcard", card))
            return
        act = Scrap(card)
        if self.legal(act):
            self.ask(self.words.card(card), W.t("ask-scrap"),
                               [(("scrap",), act)], lambda c, i, path: W.t("scrap-it"))

    def click_stall(self, card: str) -> None:
        phase = self.my_phase()
        if phase is Phase.SELL:
            self._pick_up(("scard", card))
            return
        if phase is not Phase.TURN:
            return
        if self.selected is not None and self.selected[0] == "source":
            self.click_target(("combine_card", card))
            return
        c = self.data.card(card)
        options = [(a.args, a) for a in self.legal_actions() if isinstance(a, Activate) and a.card == card]
        if not options:
            if c.passive:
                self.refuse(W.PASSIVE.format(name=W.card_name(c)), self.pointer)
            elif self.propose(Activate(card, ()), self.pointer, take=False):  # (a refusal is said at the door)
                self.refuse(W.t("refuse-bonus"), self.pointer)
            return
        self._use_bonus(self.words.card(card), effect_text(self.words, c, self.solo), c, options)

    def click_tourist(self, tourist: str) -> None:
        if self.my_phase() is not Phase.TURN:
            return
        if self.selected is not None and self.selected[0] == "source":
            self.click_target(("combine_card", tourist))
            return
        t = self.data.tourists[tourist]
        options = [(a.args, a) for a in self.legal_actions() if isinstance(a, UseTourist) and a.tourist == tourist]
        if not options:
            if self.propose(UseTourist(tourist, ()), self.pointer, take=False):  # (a refusal is said at the door)
                self.refuse(W.t("refuse-tourist"), self.pointer)
            return
        self._use_bonus(W.tourist_name(t), effect_text(self.words, t, self.solo), t, options)

    def _use_bonus(self, title: str, subtitle: str, obj, options) -> None:
        if len(options) == 1 and not options[0][0]:
            self.propose(options[0][1])
            return
        self.ask(title, subtitle, options, self.choices.arg_label)

    def click_customer(self, i: int) -> None:
        phase = self.my_phase()
        if phase is Phase.CUSTOMERS:
            self._mark(self.customer_marks, i, RerollCustomers((i,)))
            return
        if phase is Phase.SELL and self.selected is not None:
            self.click_target(("customer", i))

    def ask(self, title: str, subtitle: str, options, label) -> None:
        """Open a bonus's chooser on ``options`` (nothing stays picked up meanwhile; none: nothing opens)."""
        if not options:
            return
        self.selected = None
        self.tooltip.clear()  # (it described what was clicked: the dialog is about it now)
        self.choices.open(title, subtitle, options, label)

    def cancel_selection(self) -> bool:
        had = self.selected is not None or self.combo is not None or self.choices.chooser is not None \
            or self.enlarged is not None
        self.selected = None
        self.combo = None
        self.choices.close()
        self.enlarged = None
        self.hotspots = self.build_hotspots()
        self.refresh_buttons()
        return had

    # ------------------------------------------------------------------ opponents, enlarged
    def open_sheet(self, seat: int) -> None:
        self.enlarged = seat
        self.tooltip.clear()
        self.hotspots = self.build_hotspots()
        self.app.dirty = True

    def close_sheet(self) -> None:
        self.enlarged = None
        self.hotspots = self.build_hotspots()
        self.app.dirty = True

    # ------------------------------------------------------------------ input
    def intercept(self, event) -> bool:
        """The chooser's events (Esc, its buttons); a right click lets go of what is picked up."""
        if self.choices.chooser is not None and self.dialog_event(event, self.choices.buttons):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.menu is None:
            if self.cancel_selection():
                self.app.dirty = True
                return True
        return False
