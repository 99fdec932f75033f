"""How a move is shown on Ofrenda's table: the view laid out as pieces, what slides, flips, flies
and sounds when it changes.
"""
from __future__ import annotations

from typing import Hashable

import pygame

from game.rules.ofrenda.state import MARIGOLD, Phase
from scenes.audio import DIE_ROLL_SECONDS
from scenes.ofrenda.layout import CANDLE_S, MARKET_RECT, R, board_layout


class Telling:
    """Lays the view out (``layout``) and tells each change step by step through the table's
    Choreography: slides, flips of lit portraits and candles, marigolds flying, sounds. Held by the
    table (``table.telling``), whose public names it reads (its geometry, choreography and die)."""

    def __init__(self, table) -> None:
        self.t = table

    def layout(self, view) -> tuple[dict, dict]:
        targets: dict[Hashable, pygame.Rect] = {}
        info: dict[Hashable, tuple] = {}
        you = view.you
        for i, card in enumerate(view.market):
            if card is not None:
                targets[("p", card)] = self.t.geometry.market_card_rect(i)
                info[("p", card)] = ("portrait", card, False)
        for i, candle in enumerate(view.market_candles):
            if candle is not None:
                targets[("c", candle)] = self.t.geometry.market_candle_rect(i)
                info[("c", candle)] = ("candle", candle, False)
        hand = you.hand or ()
        for card, rect in zip(hand, self.t.geometry.hand_rects(len(hand))):
            targets[("p", card)] = rect
            info[("p", card)] = ("portrait", card, False)
        for slot, card in you.ofrenda.items():
            targets[("p", card)] = self.t.geometry.slot_rects[slot]
            info[("p", card)] = ("portrait", card, slot in you.lit)
        for card in you.discards:
            targets[("p", card)] = self.t.geometry.discard_rect
            info[("p", card)] = ("portrait", card, False)
        for card in view.abuela_portraits:
            targets[("p", card)] = self.t.geometry.abuela_pile_rect
            info[("p", card)] = ("portrait", card, False)
        for i, candle in enumerate(you.candles):
            targets[("c", candle)] = self.t.geometry.storage_candle_rect(i)
            info[("c", candle)] = ("candle", candle, False)
        for deco, what in you.decorations.items():
            r = self.t.geometry.deco_rects[deco]
            if what == MARIGOLD:
                targets[("m", deco)] = r.inflate(-6, -6)
                info[("m", deco)] = ("marigold", deco, False)
            else:
                cr = R(0, 0, *CANDLE_S)
                cr.midbottom = (r.centerx, r.bottom + 2)
                targets[("c", what)] = cr
                info[("c", what)] = ("candle", what, deco in you.lit_candles)
        for candle in view.abuela_candles:
            targets[("c", candle)] = self.t.geometry.abuela_candle_rect
            info[("c", candle)] = ("candle", candle, False)
        for seat in self.t.geometry.opponents():
            b = view.boards[seat]
            hand = self.t.geometry.opp_hand_rect(seat)
            for card in b.known_hand + b.discards:
                targets[("p", card)] = hand
                info[("p", card)] = ("portrait", card, False)
            slots, decos = board_layout(self.t.data, self.t.geometry.mini_board_rect(seat))
            for slot, card in b.ofrenda.items():
                targets[("p", card)] = slots[slot]
                info[("p", card)] = ("portrait", card, slot in b.lit)
            for candle in b.candles:
                targets[("c", candle)] = self.t.geometry.opp_candle_rect(seat)
                info[("c", candle)] = ("candle", candle, False)
            for deco, what in b.decorations.items():
                if what != MARIGOLD:
                    targets[("c", what)] = decos[deco]
                    info[("c", what)] = ("candle", what, deco in b.lit_candles)
        return targets, info

    def tell(self, old, new, cause, events, animate) -> dict:
        """Start what the change from ``old`` to ``new`` shows; what each piece is, by layout key."""
        targets, info = self.layout(new)
        f = self.t.anim_speed()
        animate = animate and old is not None and f > 0
        delay = 0.0
        if cause == "automaton" and not self.t.multi:
            # the die tumbles at least 0.6 s (times the animation speed), then lands; her discard follows
            delay = self.t.dice.land(max(0.0, 0.6 * f - self.t.dice.roll_time), f) + 0.15
        elif cause in ("undo", "redo", "refresh"):
            self.t.dice.stop()
        origins = {}
        for key in targets:
            if key not in self.t.anim.targets:
                if key[0] == "p":
                    origins[key] = self.t.geometry.deck_rect
                elif key[0] == "c":
                    origins[key] = self.t.geometry.bag_rect
                elif key[0] == "m":
                    origins[key] = self.t.geometry.storage_marigold_rect.inflate(-30, -30)
        delays = {}
        if cause == "automaton" and old is not None:
            # Abuela's discards leave first; then the family board slides and refills
            leaving = {("p", c) for c in new.abuela_portraits} | {("c", c) for c in new.abuela_candles}
            for key in targets:
                if key not in leaving:
                    delays[key] = delay + 0.4
        elif old is not None and cause in ("action", "redo", "ai"):
            # the taken card goes first, then the others close the gap and the new one comes in
            for key in targets:
                if key not in self.t.anim.targets or (self._in_market(old, key) and self._in_market(new, key)):
                    delays[key] = delay + 0.25
        self.t.choreo.sync(targets, info, origins, animate=animate, delay=delay, delays=delays)
        if old is not None and animate:
            self._start_flips(old, new)
            self._start_fliers(old, new, cause, events, delay)
        if old is not None and cause in ("action", "automaton", "ai"):  # never for undo/redo replays
            self.play_sounds(old, new, events, delay)
        return info

    def play_sounds(self, old, new, events, delay: float) -> None:
        """The effects of a move, timed to its animations (``delay`` in animation seconds)."""
        f = self.t.anim_speed()
        kinds = {e.kind for e in events}
        if kinds & {"abuela_portrait", "abuela_candle"}:
            self.t.play_sound("card_slide", delay * f)  # her discard leaves once the die has landed
        if kinds & {"take_portrait", "take_candle", "discard_portrait"}:
            self.t.play_sound("card_slide")
        if kinds & {"place_portrait", "place_candle"}:
            self.t.play_sound("card_place")
        if "place_marigold" in kinds:
            self.t.play_sound("marigold")
        elif new.you.marigolds > old.you.marigolds:
            self.t.play_sound("marigold", 0.35 * f)  # as the gained marigolds fly into storage
        if "portrait_lit" in kinds:
            self.t.play_sound("light", 0.45 * f)  # with the first portrait's flip (see _start_flips)
        elif "candle_lit" in kinds:
            self.t.play_sound("light", 0.65 * f)

    @staticmethod
    def _in_market(view, key) -> bool:
        kind, ident = key[0], key[1]
        if kind == "p":
            return ident in view.market
        if kind == "c":
            return ident in view.market_candles
        return False

    def _start_flips(self, old, new) -> None:
        o, n = old.you, new.you
        settle = 0.45
        for i, slot in enumerate(sorted(n.lit - o.lit)):
            self.t.choreo.flip(("p", n.ofrenda[slot]), settle + 0.12 * i, 0.5)
        for i, deco in enumerate(sorted(n.lit_candles - o.lit_candles)):
            self.t.choreo.flip(("c", n.decorations[deco]), settle + 0.2 + 0.12 * i, 0.45)

    def _start_fliers(self, old, new, cause, events, delay) -> None:
        """Marigolds flying between storage, the family board and the supply."""
        supply = (MARKET_RECT.centerx, MARKET_RECT.y - 30)
        store = self.t.geometry.storage_marigold_rect.center
        old_counts = {c: m for c, m in zip(old.market, old.market_marigolds) if c is not None}
        flights = []
        # marigolds paid onto portraits of the family board
        mine = cause in ("action", "redo")
        actor = next((e.actor for e in events if e.actor is not None and e.actor >= 0), None)
        if cause == "ai" and actor in self.t.geometry.opponents():
            supply = self.t.geometry.opponent_rect(actor).center  # an opponent pays from (and gains into) its storage
        payer = store if mine else supply
        for card, m in zip(new.market, new.market_marigolds):
            if card is None or card not in old_counts:
                continue
            for _ in range(max(0, m - old_counts[card])):
                flights.append((payer, self.t.anim.targets[("p", card)].center))
        # marigolds gained or spent
        gained = new.you.marigolds - old.you.marigolds
        paid_out = len(flights) if mine else 0
        placed = sum(1 for d, v in new.you.decorations.items() if v == MARIGOLD and d not in old.you.decorations)
        source = None
        for ev in events:
            if ev.kind == "take_portrait" and old.market[ev.data[0]] is not None:
                source = self.t.geometry.market_card_rect(ev.data[0]).center
            elif ev.kind == "place_portrait":
                source = self.t.geometry.slot_rects[ev.data[1]].center
            elif ev.kind == "discard_portrait":
                source = self.t.geometry.discard_rect.center
        net_in = gained + paid_out + placed
        if mine and net_in > 0:
            for _ in range(net_in):
                flights.append((source or supply, store))
        spent_supply = -(gained + paid_out + placed)
        if mine and spent_supply > 0:
            for ev in events:
                if ev.kind == "place_portrait":
                    for _ in range(spent_supply):
                        flights.append((store, self.t.geometry.slot_rects[ev.data[1]].center))
        for i, (a, b) in enumerate(flights[:12]):
            self.t.choreo.fly("marigold", a, b, delay + 0.08 * i)

    def update(self, dt: float) -> bool:
        """The animations run on by ``dt``: whether anything still moves (or pulses)."""
        busy = self.t.choreo.update(dt)
        if self.t.automaton_pending and self.t.menu is None:
            if not self.t.dice.rolling:  # the tumble starts: its last click lands with the die
                self.t.dice.start_roll()
                landing = max(self.t.app.settings.automaton_delay, 0.6 * self.t.anim_speed())
                self.t.play_sound("die_roll", landing - (DIE_ROLL_SECONDS - 0.12))
        busy |= self.t.dice.update(dt)
        if self.t.selected is not None or (self.t.view.pending and self.t.view.phase is Phase.DECORATE
                                         and self.t.view.current == self.t.seat):
            busy = True  # the click targets and the surrounded slots pulse
        return busy
