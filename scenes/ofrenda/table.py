"""Ofrenda, solo against Abuela: the play scene.

Layout (logical 1280x720): the top bar; the family board (market) top-left with Abuela's
corner and your storage below it; your ofrenda in the middle with the phase prompt and your
hand under it; the game log on the right. Everything is driven by the mouse: click or drag
portraits and candles from the family board, drag portraits from the hand onto the ofrenda
(or the discard pile), drag candles and marigolds onto surrounded decoration slots.

The scene only draws the player's view and proposes actions; the rules decide.
``OfrendaArt``, ``draw_ofrenda``, ``board_layout`` and ``Words`` are shared with the end screen (``end``).
"""
from __future__ import annotations

from typing import Hashable

import pygame

from game.rules.ofrenda import words
from game.rules.ofrenda.actions import (
    DiscardPortrait, EndTurn, PlaceCandle, PlaceMarigold, PlacePortrait, SkipCandle, TakeCandle, TakePortrait,
)
from game.rules.ofrenda.state import MARIGOLD, Phase
from scenes.assets import PALETTE
from scenes.audio import DIE_ROLL_SECONDS
from scenes.ofrenda.art import OfrendaArt, draw_ofrenda
from scenes.ofrenda.layout import (
    ABUELA_RECT, BIG_BOARD, BOARD_RECT, BOARD_REGION, BOTTOM_REGION, CANDLE_M, CANDLE_S, CARD, CORNER_REGION, DECK_X,
    DISCARD_CARD, GOALS_RECT, HAND_CARD, HAND_RECT, LOG_RECT, LOG_X, MARKET_CANDLE_Y, MARKET_CARD_TOP, MARKET_COL_X,
    MARKET_RECT, MARKET_REGION, MINI_BOARD, OPP_GAP, OPP_H, PILE_CARD, PROMPT_RECT, R, RIGHT_REGION, RIGHT_W, RIGHT_X,
    SUGGEST_RECT, TOPBAR_H, TOPBAR_REGION, TRAY_RECT, TRAY_REGION, board_layout,
)
from scenes.ofrenda.markup import PROMPTS, Words
from scenes.play import PlayScene
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button
from scenes.widgets.cards import draw_card, draw_pile, draw_stack, fan_rects
from scenes.kit.telling import Choreography
from scenes.widgets.dice import DiceTumble
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot
from scenes.widgets.layers import CachedLayer, Region, RegionLayer
from scenes.widgets.select import Selection
from scenes.widgets.tooltip import TooltipContent
from scenes.widgets.tween import pulse


class OfrendaScene(PlayScene):
    """Play Ofrenda: solo against Abuela, or 2 to 4 players (AI seats and people at this computer).

    ``OfrendaScene(app, session)``. With several players the right column shows every opponent's
    ofrenda, storage and hand size at a glance (click one to enlarge it), and the Common Goals (or
    the turn order) take Abuela's corner.
    """

    name = "ofrenda"
    log_lines_are_pure = True  # (each log line is worked out once: scenes/play.py)
    log_rect = LOG_RECT
    suggestion_rect = SUGGEST_RECT

    def __init__(self, app, session, replay: bool = False):
        self.data = session.data
        self.multi = session.setup.mode != "solo"
        self.enlarged: int | None = None  # the opponent whose ofrenda is shown large
        if self.multi:
            n_opp = len(session.setup.seats) - 1
            top = 56 + n_opp * (OPP_H + OPP_GAP)
            self.log_rect = R(RIGHT_X, top, RIGHT_W, 712 - top)
        self.art = OfrendaArt(app.assets)
        self.words = Words(self.data, app.settings.colour_blind)
        self.slot_rects, self.deco_rects = board_layout(self.data)
        speed = lambda: app.settings.animation_factor  # noqa: E731
        self.choreo = Choreography(speed, duration=0.42)
        self.anim = self.choreo.layout  # where every piece is drawn, sliding between layouts
        self.flips = self.choreo.flips
        self.effects = self.choreo.effects
        self.dice = DiceTumble(speed)  # Abuela's die
        self.item: dict[Hashable, tuple] = {}  # layout key -> (kind, id, lit)
        self.hover_key: Hashable | None = None
        self.selection = Selection()  # a hand card or storage item picked by clicking
        self.static_layer = CachedLayer()  # backgrounds, boards, panels, labels
        self.table_regions = RegionLayer()  # the table drawn from the view, region by region
        self.upper_layer = CachedLayer()  # the regions with the log and the suggestion card over them
        self.enlarged_layer = CachedLayer()  # all that with an opponent's ofrenda shown large
        super().__init__(app, session, replay=replay)
        self.buttons = [
            Button((PROMPT_RECT.right - 128, PROMPT_RECT.y + 6, 120, 32), "No candle", None,
                   lambda: self.propose(SkipCandle()), "Take no candle this turn", name="no_candle", size=14),
            Button((PROMPT_RECT.right - 128, PROMPT_RECT.y + 6, 120, 32), "End turn", None,
                   lambda: self.propose(EndTurn()), "End your turn without decorating further", style="primary",
                   name="end_turn", size=14),
        ]
        self.refresh(animate=False)

    @property
    def selected(self) -> tuple | None:
        return self.selection.item

    @selected.setter
    def selected(self, item) -> None:
        self.selection.item = item

    # ------------------------------------------------------------------ geometry
    def market_card_rect(self, space: int) -> pygame.Rect:
        return R(MARKET_RECT.x + MARKET_COL_X[space] - CARD[0] // 2, MARKET_RECT.y + MARKET_CARD_TOP, *CARD)

    def market_candle_rect(self, space: int) -> pygame.Rect:
        return R(MARKET_RECT.x + MARKET_COL_X[space] - CANDLE_S[0] // 2,
                 MARKET_RECT.y + MARKET_CANDLE_Y - CANDLE_S[1] // 2, *CANDLE_S)

    @property
    def deck_rect(self) -> pygame.Rect:
        return R(MARKET_RECT.x + DECK_X - CARD[0] // 2, MARKET_RECT.y + MARKET_CARD_TOP, *CARD)

    @property
    def bag_rect(self) -> pygame.Rect:
        return R(MARKET_RECT.x + DECK_X - CANDLE_S[0] // 2, MARKET_RECT.y + MARKET_CANDLE_Y - CANDLE_S[1] // 2,
                 *CANDLE_S)

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        return fan_rects(HAND_RECT.centerx, HAND_RECT.y + 6, n, HAND_CARD, 12, HAND_RECT.w - 8)

    @property
    def storage_marigold_rect(self) -> pygame.Rect:
        return R(TRAY_RECT.x + 18, TRAY_RECT.y + 42, 76, 76)

    def storage_candle_rect(self, i: int) -> pygame.Rect:
        return R(TRAY_RECT.x + 196 + i * 70, TRAY_RECT.y + 40, *CANDLE_M)

    @property
    def storage_rect(self) -> pygame.Rect:
        return R(TRAY_RECT.x + 10, TRAY_RECT.y + 32, 400 - 20, 100)

    @property
    def discard_rect(self) -> pygame.Rect:
        return R(TRAY_RECT.right - 16 - DISCARD_CARD[0], TRAY_RECT.y + 34, *DISCARD_CARD)

    @property
    def abuela_pile_rect(self) -> pygame.Rect:
        return R(ABUELA_RECT.right - 20 - PILE_CARD[0] - 30, ABUELA_RECT.y + 24, *PILE_CARD)

    @property
    def abuela_candle_rect(self) -> pygame.Rect:
        return R(ABUELA_RECT.right - 20 - 28, ABUELA_RECT.y + 62, 28, 37)

    def die_rect(self, i: int) -> pygame.Rect:
        return R(ABUELA_RECT.x + 128 + i * 54, ABUELA_RECT.y + 50, 48, 48)

    # the other players (several-player games)
    def opponents(self) -> list[int]:
        """The other seats, in turn order after the seat on screen."""
        if not self.multi:
            return []
        n = len(self.session.setup.seats)
        return [(self.seat + k) % n for k in range(1, n)]

    def opponent_rect(self, seat: int) -> pygame.Rect:
        i = self.opponents().index(seat)
        return R(RIGHT_X, 56 + i * (OPP_H + OPP_GAP), RIGHT_W, OPP_H)

    def mini_board_rect(self, seat: int) -> pygame.Rect:
        r = self.opponent_rect(seat)
        return R(r.x + 6, r.bottom - MINI_BOARD[1] - 6, *MINI_BOARD)

    def opp_hand_rect(self, seat: int) -> pygame.Rect:
        """Where an opponent's hand is drawn (cards taken from the family board fly there)."""
        r = self.opponent_rect(seat)
        return R(r.x + 126, r.bottom - 50, 34, 46)

    def opp_candle_rect(self, seat: int) -> pygame.Rect:
        r = self.opponent_rect(seat)
        return R(r.right - 30, r.bottom - 48, 22, 29)

    def goal_rect(self, i: int) -> pygame.Rect:
        w = (GOALS_RECT.w - 16 - 2 * 8) // 3
        return R(GOALS_RECT.x + 8 + i * (w + 8), GOALS_RECT.y + 8, w, GOALS_RECT.h - 16)

    # ------------------------------------------------------------------ view -> layout
    def _layout(self, view) -> tuple[dict, dict]:
        targets: dict[Hashable, pygame.Rect] = {}
        info: dict[Hashable, tuple] = {}
        you = view.you
        for i, card in enumerate(view.market):
            if card is not None:
                targets[("p", card)] = self.market_card_rect(i)
                info[("p", card)] = ("portrait", card, False)
        for i, candle in enumerate(view.market_candles):
            if candle is not None:
                targets[("c", candle)] = self.market_candle_rect(i)
                info[("c", candle)] = ("candle", candle, False)
        hand = you.hand or ()
        for card, rect in zip(hand, self.hand_rects(len(hand))):
            targets[("p", card)] = rect
            info[("p", card)] = ("portrait", card, False)
        for slot, card in you.ofrenda.items():
            targets[("p", card)] = self.slot_rects[slot]
            info[("p", card)] = ("portrait", card, slot in you.lit)
        for card in you.discards:
            targets[("p", card)] = self.discard_rect
            info[("p", card)] = ("portrait", card, False)
        for card in view.abuela_portraits:
            targets[("p", card)] = self.abuela_pile_rect
            info[("p", card)] = ("portrait", card, False)
        for i, candle in enumerate(you.candles):
            targets[("c", candle)] = self.storage_candle_rect(i)
            info[("c", candle)] = ("candle", candle, False)
        for deco, what in you.decorations.items():
            r = self.deco_rects[deco]
            if what == MARIGOLD:
                targets[("m", deco)] = r.inflate(-6, -6)
                info[("m", deco)] = ("marigold", deco, False)
            else:
                cr = R(0, 0, *CANDLE_S)
                cr.midbottom = (r.centerx, r.bottom + 2)
                targets[("c", what)] = cr
                info[("c", what)] = ("candle", what, deco in you.lit_candles)
        for candle in view.abuela_candles:
            targets[("c", candle)] = self.abuela_candle_rect
            info[("c", candle)] = ("candle", candle, False)
        for seat in self.opponents():
            b = view.boards[seat]
            hand = self.opp_hand_rect(seat)
            for card in b.known_hand + b.discards:
                targets[("p", card)] = hand
                info[("p", card)] = ("portrait", card, False)
            slots, decos = board_layout(self.data, self.mini_board_rect(seat))
            for slot, card in b.ofrenda.items():
                targets[("p", card)] = slots[slot]
                info[("p", card)] = ("portrait", card, slot in b.lit)
            for candle in b.candles:
                targets[("c", candle)] = self.opp_candle_rect(seat)
                info[("c", candle)] = ("candle", candle, False)
            for deco, what in b.decorations.items():
                if what != MARIGOLD:
                    targets[("c", what)] = decos[deco]
                    info[("c", what)] = ("candle", what, deco in b.lit_candles)
        return targets, info

    def on_view_changed(self, old, new, cause, events, animate) -> None:
        targets, info = self._layout(new)
        self.item = info
        f = self.anim_speed()
        animate = animate and old is not None and f > 0
        delay = 0.0
        if cause == "automaton" and not self.multi:
            # the die tumbles at least 0.6 s (times the animation speed), then lands; her discard follows
            delay = self.dice.land(max(0.0, 0.6 * f - self.dice.roll_time), f) + 0.15
        elif cause in ("undo", "redo", "refresh"):
            self.dice.stop()
        origins = {}
        for key in targets:
            if key not in self.anim.targets:
                if key[0] == "p":
                    origins[key] = self.deck_rect
                elif key[0] == "c":
                    origins[key] = self.bag_rect
                elif key[0] == "m":
                    origins[key] = self.storage_marigold_rect.inflate(-30, -30)
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
                if key not in self.anim.targets or (self._in_market(old, key) and self._in_market(new, key)):
                    delays[key] = delay + 0.25
        self.choreo.sync(targets, info, origins, animate=animate, delay=delay, delays=delays)
        if old is not None and animate:
            self._start_flips(old, new)
            self._start_fliers(old, new, cause, events, delay)
        if cause in ("action", "automaton", "undo", "redo", "ai"):
            self.selected = None
        if self.enlarged is not None and self.enlarged not in self.opponents():
            self.enlarged = None
        if old is not None and cause in ("action", "automaton", "ai"):  # never for undo/redo replays
            self._play_sounds(old, new, events, delay)
        self.words.cb = self.high_contrast

    def _play_sounds(self, old, new, events, delay: float) -> None:
        """The effects of a move, timed to its animations (``delay`` in animation seconds)."""
        f = self.anim_speed()
        kinds = {e.kind for e in events}
        if kinds & {"abuela_portrait", "abuela_candle"}:
            self.play_sound("card_slide", delay * f)  # her discard leaves once the die has landed
        if kinds & {"take_portrait", "take_candle", "discard_portrait"}:
            self.play_sound("card_slide")
        if kinds & {"place_portrait", "place_candle"}:
            self.play_sound("card_place")
        if "place_marigold" in kinds:
            self.play_sound("marigold")
        elif new.you.marigolds > old.you.marigolds:
            self.play_sound("marigold", 0.35 * f)  # as the gained marigolds fly into storage
        if "portrait_lit" in kinds:
            self.play_sound("light", 0.45 * f)  # with the first portrait's flip (see _start_flips)
        elif "candle_lit" in kinds:
            self.play_sound("light", 0.65 * f)

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
            self.choreo.flip(("p", n.ofrenda[slot]), settle + 0.12 * i, 0.5)
        for i, deco in enumerate(sorted(n.lit_candles - o.lit_candles)):
            self.choreo.flip(("c", n.decorations[deco]), settle + 0.2 + 0.12 * i, 0.45)

    def _start_fliers(self, old, new, cause, events, delay) -> None:
        """Marigolds flying between storage, the family board and the supply."""
        supply = (MARKET_RECT.centerx, MARKET_RECT.y - 30)
        store = self.storage_marigold_rect.center
        old_counts = {c: m for c, m in zip(old.market, old.market_marigolds) if c is not None}
        flights = []
        # marigolds paid onto portraits of the family board
        mine = cause in ("action", "redo")
        actor = next((e.actor for e in events if e.actor is not None and e.actor >= 0), None)
        if cause == "ai" and actor in self.opponents():
            supply = self.opponent_rect(actor).center  # an opponent pays from (and gains into) its storage
        payer = store if mine else supply
        for card, m in zip(new.market, new.market_marigolds):
            if card is None or card not in old_counts:
                continue
            for _ in range(max(0, m - old_counts[card])):
                flights.append((payer, self.anim.targets[("p", card)].center))
        # marigolds gained or spent
        gained = new.you.marigolds - old.you.marigolds
        paid_out = len(flights) if mine else 0
        placed = sum(1 for d, v in new.you.decorations.items() if v == MARIGOLD and d not in old.you.decorations)
        source = None
        for ev in events:
            if ev.kind == "take_portrait" and old.market[ev.data[0]] is not None:
                source = self.market_card_rect(ev.data[0]).center
            elif ev.kind == "place_portrait":
                source = self.slot_rects[ev.data[1]].center
            elif ev.kind == "discard_portrait":
                source = self.discard_rect.center
        net_in = gained + paid_out + placed
        if mine and net_in > 0:
            for _ in range(net_in):
                flights.append((source or supply, store))
        spent_supply = -(gained + paid_out + placed)
        if mine and spent_supply > 0:
            for ev in events:
                if ev.kind == "place_portrait":
                    for _ in range(spent_supply):
                        flights.append((store, self.slot_rects[ev.data[1]].center))
        for i, (a, b) in enumerate(flights[:12]):
            self.choreo.fly("marigold", a, b, delay + 0.08 * i)

    def update_animations(self, dt: float) -> bool:
        busy = self.choreo.update(dt)
        if self.automaton_pending and self.menu is None:
            if not self.dice.rolling:  # the tumble starts: its last click lands with the die
                self.dice.start_roll()
                landing = max(self.app.settings.automaton_delay, 0.6 * self.anim_speed())
                self.play_sound("die_roll", landing - (DIE_ROLL_SECONDS - 0.12))
        busy |= self.dice.update(dt)
        if self.selected is not None or (self.view.pending and self.view.phase is Phase.DECORATE
                                         and self.view.current == self.seat):
            busy = True  # the click targets and the surrounded slots pulse
        return busy

    def settings_changed(self) -> None:
        self.words.cb = self.high_contrast
        self.static_layer.invalidate()
        self.table_regions.invalidate()
        self.upper_layer.invalidate()
        self.enlarged_layer.invalidate()
        self.tooltip.clear()
        self._after_change()

    # ------------------------------------------------------------------ hotspots & tooltips
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

    def _tip_opponent(self, seat: int):
        def make():
            v = self.view
            b = v.boards[seat]
            s = b.score
            lines = [f"[i]{T.escape(self._seat_tag(seat))}[/i] \u00b7 {b.turns} of {v.turns} turns played.",
                     f"Lit portraits: {s.lit_portraits} \u00b7 points so far: [b]{s.total}[/b]"
                     + (f" (goal tokens {s.goals})" if s.goals else "") + ".",
                     f"Storage: {b.marigolds} marigold{'s' if b.marigolds != 1 else ''}, "
                     f"{len(b.candles)} candle{'s' if len(b.candles) != 1 else ''}.",
                     f"Hand: {b.hand_size} portrait{'s' if b.hand_size != 1 else ''}"
                     + (f", of which {', '.join(self.words.name(c) for c in b.known_hand)} taken from the family "
                        f"board" if b.known_hand else "") + "."]
            if v.current == seat and not v.is_over:
                lines.append("[c=#ffd76a]It is their turn.[/c]")
            lines.append("[c=muted][i]Click to see their ofrenda large.[/i][/c]")
            return TooltipContent(T.escape(self.seat_name(seat)), tuple(lines), "icons/lit.png")
        return make

    def _tip_goal(self, i: int):
        def make():
            v = self.view
            goal = v.goals[i]
            g = self.data.goals[goal]
            lines = [self.words.goal(goal), f"[c=muted]You:[/c] {self.words.goal_progress(goal, v.you)}"]
            stack = v.goal_stacks[i]
            lines.append(f"Tokens left: {', '.join(str(t) for t in reversed(stack)) if stack else 'none'} "
                         f"(the top one goes to the next player to reach it, at the end of their turn).")
            won = [(self.seat_name(b.seat) if b.seat != self.seat else "You", dict(b.tokens)[goal]) for b in v.boards
                   if goal in dict(b.tokens)]
            if won:
                lines.append("Taken: " + ", ".join(f"{T.escape(n)} {t}" for n, t in won) + ".")
            lines.append("[c=muted]One token per goal and player.[/c]")
            return TooltipContent(f"{T.escape(g.name)} [c=muted](type {('I', 'II', 'III')[g.type - 1]})[/c]",
                                  tuple(lines), "icons/seed.png")
        return make

    def _portrait_lines(self, card: str) -> list[str]:
        w = self.words
        p = self.data.portraits[card]
        return [
            f"{w.colour(p.branch)} family \u00b7 offers {w.offering(p.offering)} "
            f"[c=muted]({T.escape(w.offerings[p.offering].description)})[/c]",
            w.objective(card),
        ]

    def _tip_portrait(self, card: str, extra: list[str] | None = None):
        def make():
            p = self.data.portraits[card]
            lines = self._portrait_lines(card) + (extra or [])
            return TooltipContent(f"{T.escape(p.name)}", tuple(lines), f"icons/branch_{p.branch}.png")
        return make

    def _tip_hand(self, card: str):
        def make():
            extra = []
            if self.view.phase is Phase.PLAY_PORTRAIT and not self.automaton_pending:
                extra.append("[c=muted][i]Drag it onto a glowing slot of your ofrenda, or onto the discard pile "
                             "for 3 marigolds. Or click it, then click a slot.[/i][/c]")
            return self._tip_portrait(card, extra)()
        return make

    def _tip_market(self, space: int, card: str):
        def make():
            v = self.view
            lines = self._portrait_lines(card)
            cost = space
            gain = v.market_marigolds[space]
            if v.phase is Phase.TAKE_PORTRAIT:
                if cost == 0:
                    c = "[c=#7be39a][b]Free[/b][/c]: it is the portrait furthest from the deck"
                else:
                    c = (f"[b]Costs {cost} marigold{'s' if cost != 1 else ''}[/b] (one on each portrait you skip)")
                g = f"; gain the {gain} marigold{'s' if gain != 1 else ''} on it." if gain else "."
                lines.append(c + g)
                reason = self.why_illegal(TakePortrait(space))
                if reason:
                    lines.append(f"[c=#ff8a8a]{T.escape(reason)}[/c]")
                else:
                    lines.append("[c=muted][i]Click or drag it to your hand to take it.[/i][/c]")
            elif gain:
                lines.append(f"{gain} marigold{'s' if gain != 1 else ''} wait on it for whoever takes it.")
            p = self.data.portraits[card]
            return TooltipContent(f"{T.escape(p.name)} [c=muted](space {space + 1})[/c]", tuple(lines),
                                  f"icons/branch_{p.branch}.png")
        return make

    def _tip_candle(self, candle: str, extra: list[str] | None = None, lit: bool = False):
        def make():
            c = self.data.candles[candle]
            lines = [self.words.candle_objective(candle)]
            if c.end_only:
                lines.append("[img=icons/hourglass.png] [i]Checked only at the end of the game.[/i]")
            prog = self.words.candle_progress(candle, self.view.you)
            if prog and not lit:
                lines.append(f"[c=muted]{prog}[/c]")
            lines.append("A lit candle scores 2 points per adjacent lit portrait; an unlit one scores nothing. "
                         "Candles left in storage score nothing.")
            lines += extra or []
            title = "Candle \u2014 lit" if lit else "Candle"
            return TooltipContent(title, tuple(lines), "icons/candle.png")
        return make

    def _tip_market_candle(self, space: int, candle: str):
        def make():
            v = self.view
            extra = []
            if v.phase is Phase.TAKE_CANDLE:
                if v.taken_space == space:
                    extra.append("[c=#7be39a][b]Free[/b][/c]: it is above the portrait you took.")
                else:
                    extra.append("[b]Costs 1 marigold[/b], placed on the portrait below it.")
                reason = self.why_illegal(TakeCandle(space))
                extra.append(f"[c=#ff8a8a]{T.escape(reason)}[/c]" if reason else
                             "[c=muted][i]Click or drag it to your storage to take it.[/i][/c]")
            else:
                extra.append("[c=muted]After taking a portrait you may take one candle: free above that "
                             "portrait, 1 marigold elsewhere.[/c]")
            return self._tip_candle(candle, extra)()
        return make

    def _tip_slot(self, slot: str, seat: int | None = None):
        def make():
            v = self.view
            you = v.you if seat is None else v.boards[seat]
            s = self.data.slots[slot]
            card = you.ofrenda.get(slot)
            neigh = self.data.neighbours[slot]
            if card is None:
                lines = [self.words.slot_effect(s.effect),
                         f"Adjacent slots: {', '.join(neigh)} ({len(neigh)}).",
                         "A portrait here is checked when all its adjacent slots are filled."]
                return TooltipContent(f"Empty slot {slot}", tuple(lines), None)
            p = self.data.portraits[card]
            lines = self._portrait_lines(card)
            if slot in you.lit:
                pts = you.score.per_slot.get(slot, 0)
                lines.append(f"[img=icons/lit.png] [c=#ffd76a][b]Lit[/b][/c] \u2014 worth [b]{pts}[/b] point"
                             f"{'s' if pts != 1 else ''} now (2 per adjacent lit portrait, 1 per unlit"
                             f"{', doubled here' if s.effect == 'golden' else ''}).")
            else:
                empty = [n for n in neigh if n not in you.ofrenda]
                if empty:
                    lines.append(f"[c=muted]Not lit yet: checked once {', '.join(empty)} "
                                 f"{'is' if len(empty) == 1 else 'are'} filled (or at the end).[/c]")
                else:
                    lines.append("[c=#ff8a8a]Not lit: its wish was not met when it was surrounded.[/c] "
                                 "It is checked once more at the end of the game.")
            if s.effect:
                lines.append(self.words.slot_effect(s.effect))
            return TooltipContent(f"{T.escape(p.name)} [c=muted](slot {slot})[/c]", tuple(lines),
                                  f"icons/branch_{p.branch}.png")
        return make

    def _tip_deco(self, deco: str, seat: int | None = None):
        def make():
            v = self.view
            you = v.you if seat is None else v.boards[seat]
            d = self.data.decorations[deco]
            around = []
            for s in d.portraits:
                c = you.ofrenda.get(s)
                around.append(f"{s}: {self.words.name(c)}{' (lit)' if s in you.lit else ''}" if c else f"{s}: empty")
            lines = [f"Surrounded by slots {', '.join(d.portraits)}.", "; ".join(around) + "."]
            what = you.decorations.get(deco)
            if what is None:
                if deco in v.pending and seat is None:
                    lines.append(f"[c=#7be39a][b]You just surrounded it:[/b][/c] place a {d.holds} from your "
                                 f"storage here now, or the chance is gone.")
                elif all(s in you.ofrenda for s in d.portraits):
                    lines.append("[c=muted]Surrounded on an earlier turn: it stays empty.[/c]")
                else:
                    lines.append(f"When a portrait completes the three, you may place a {d.holds} here that turn.")
                if d.holds == "candle":
                    lines.append("A lit candle scores 2 per adjacent lit portrait.")
                else:
                    lines.append("A marigold scores 1 per adjacent lit portrait.")
                return TooltipContent(f"{d.holds.title()} slot {deco}", tuple(lines),
                                      "icons/candle.png" if d.holds == "candle" else "icons/marigold.png")
            pts = you.score.per_decoration.get(deco, 0)
            if what == MARIGOLD:
                lines.append(f"Holds a marigold: worth [b]{pts}[/b] now (1 per adjacent lit portrait).")
                return TooltipContent(f"Marigold in {deco}", tuple(lines), "icons/marigold.png")
            lit = deco in you.lit_candles
            lines.append(f"Holds a candle, {'[c=#ffd76a][b]lit[/b][/c]' if lit else 'not lit yet'}: "
                         f"worth [b]{pts}[/b] now.")
            return self._tip_candle(what, lines, lit)()
        return make

    def _tip_deck(self):
        v = self.view
        return TooltipContent("The deck", (f"{v.deck_count} portrait{'s' if v.deck_count != 1 else ''} left face "
                                           f"down. New portraits enter the family board from here.",),
                              None)

    def _tip_bag(self):
        v = self.view
        return TooltipContent("The candle bag", (f"{v.bag_count} candle{'s' if v.bag_count != 1 else ''} left in "
                                                 f"the bag; an empty candle space is refilled at random.",),
                              "icons/candle.png")

    def _tip_abuela(self):
        return TooltipContent("Abuela", (
            "Strict Abuela takes a turn before each of yours. She rolls her die and discards the portrait in "
            "that space: [b]1 or 5[/b] \u2192 space 1, [b]2 or 6[/b] \u2192 space 2, [b]3[/b] \u2192 space 3, "
            "[b]4[/b] \u2192 space 4, paying marigolds from the supply onto the portraits before it.",
            "On a [b]5 or 6[/b] she also rolls again and discards a candle.",), None)

    def _tip_dice(self):
        v = self.view
        if not v.last_rolls:
            return TooltipContent("Abuela's die", ("She has not rolled yet.",), None)
        text = f"Her last roll: [b]{v.last_rolls[0]}[/b]"
        if len(v.last_rolls) > 1:
            text += f", then [b]{v.last_rolls[1]}[/b] for the candle"
        return TooltipContent("Abuela's die", (text + ".",), None)

    def _tip_abuela_pile(self):
        v = self.view
        lines = [f"{len(v.abuela_portraits)} portrait{'s' if len(v.abuela_portraits) != 1 else ''} and "
                 f"{len(v.abuela_candles)} candle{'s' if len(v.abuela_candles) != 1 else ''} discarded by Abuela."]
        if v.abuela_portraits:
            names = ", ".join(self.words.name(c) for c in v.abuela_portraits[-3:])
            lines.append(f"Latest: {names}.")
        return TooltipContent("Abuela's discards", tuple(lines), None)

    def _tip_marigolds(self):
        n = self.view.you.marigolds
        return TooltipContent(f"{n} marigold{'s' if n != 1 else ''} in storage", (
            "Spend them to take portraits further along the family board, to take a candle that is not above "
            "your portrait, and to place a portrait on a cost slot (M2, M3).",
            "Place one in a marigold slot you surround: 1 point per adjacent lit portrait at the end.",
            "Discarding a portrait gains 3; the gain slots B1 and B5 give 1."), "icons/marigold.png")

    def _tip_discard(self):
        you = self.view.you
        lines = ["Drop a portrait from your hand here to discard it and gain [b]3 marigolds[/b]. "
                 "Its slot on your ofrenda will stay empty at the end."]
        if you.discards:
            lines.append(f"Discarded so far: {', '.join(self.words.name(c) for c in you.discards)}.")
        return TooltipContent("Your discard pile", tuple(lines), "icons/marigold.png")

    def _tip_score(self):
        s = self.view.score
        return TooltipContent("Your ofrenda so far", (
            f"Lit portraits: {s.lit_portraits} \u2014 {s.portraits} points, plus {s.golden} from golden slots.",
            f"Marigolds: {s.marigolds} \u00b7 candles: {s.candles}.",
            "[c=muted]Unlit portraits are checked once more at the end, ignoring empty slots.[/c]"), "icons/lit.png")

    # ------------------------------------------------------------------ clicks
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

    # ------------------------------------------------------------------ drag and drop
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

    # ------------------------------------------------------------------ suggestion
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

    # ------------------------------------------------------------------ buttons & log
    def refresh_buttons(self) -> None:
        v = self.view
        phase = v.phase
        mine = v.current == self.seat and not self.replay and self.curtain is None
        for b in self.buttons:
            if b.name == "no_candle":
                b.visible = mine and phase is Phase.TAKE_CANDLE
            elif b.name == "end_turn":
                b.visible = mine and phase is Phase.DECORATE
        keys = self.suggestion_keys()
        for b in self.buttons:
            b.highlight = ("button", b.name) in keys

    def event_markup(self, event, viewer: int | None = -2) -> str:
        w = self.words
        kind = event.kind
        data = event.data
        viewer = self.seat if viewer == -2 else viewer
        text = self.game.event_text(event, viewer, self.session.setup.names, w)
        if kind == "turn":
            rnd, seat = data
            who = "your turn" if seat == viewer else f"{T.escape(self.seat_name(seat))}'s turn"
            return f"[c=marigold_light][b]Round {rnd}[/b][/c] [c=muted]\u00b7 {who}[/c]"
        if kind in ("abuela_portrait", "abuela_candle"):
            roll = data[0] if data else 0
            return f"[img=dice/d6_{roll}.png] [c=#d9c7f0]{text}[/c]" if roll else text
        if kind == "portrait_lit":
            return f"[img=icons/lit.png] [c=#ffd76a]{text}[/c]"
        if kind == "candle_lit":
            return f"[img=icons/candle.png] [c=#ffd76a]{text}[/c]"
        if kind == "place_marigold":
            return f"[img=icons/marigold.png] {text}"
        if kind == "goal_token":
            return f"[img=icons/seed.png] [c=#ffd76a]{text}[/c]"
        if kind == "game_over":
            return f"[c=marigold_light][b]{text}[/b][/c]"
        if event.actor is not None and event.actor >= 0 and event.actor != viewer:
            return f"[c=#cdbde0]{text}[/c]"
        return text

    def prompt(self) -> str:
        v = self.view
        if v.is_over:
            return PROMPTS[Phase.GAME_OVER] if not self.multi else "Twelve turns each are done. Counting the altars\u2026"
        if self.automaton_pending:
            return PROMPTS[Phase.ABUELA]
        if self.replay:
            return "A replay: step through the game with the arrows."
        if v.current != self.seat:
            name = self.seat_name(v.current)
            if self.thinking_seat == v.current:
                return f"{name} is thinking\u2026"
            doing = {Phase.TAKE_PORTRAIT: "takes a portrait", Phase.TAKE_CANDLE: "chooses a candle",
                     Phase.PLAY_PORTRAIT: "plays a portrait", Phase.DECORATE: "decorates"}.get(v.phase, "plays")
            return f"{name} {doing}\u2026"
        if v.phase is Phase.PLAY_PORTRAIT and self.selected and self.selected[0] == "hand":
            return (f"Now click a glowing slot for {self.data.portraits[self.selected[1]].name}, or the discard "
                    f"pile. Right-click to cancel.")
        if v.phase is Phase.DECORATE and self.selected:
            return "Now click a glowing decoration slot. Right-click to cancel."
        if v.phase is Phase.DECORATE:
            wants = []
            for deco in v.pending:
                holds = self.data.decorations[deco].holds
                if (holds == "candle" and v.you.candles) or (holds == MARIGOLD and v.you.marigolds):
                    wants.append(f"a {holds} onto {deco}")
            if wants:
                return f"You surrounded a decoration slot: drag {' and '.join(wants)}, or end your turn."
        return PROMPTS.get(v.phase, "")

    # ------------------------------------------------------------------ drawing
    def _static_layer(self) -> pygame.Surface:
        """Everything that never changes during a game (backgrounds, boards, panels, labels)."""
        return self.static_layer.get((1280, 720), (self.high_contrast, id(self.assets)), self._paint_static)

    def _paint_static(self, surf: pygame.Surface) -> None:
        a = self.assets
        surf.blit(a.sprite("ui/table.png", (1280, 720)), (0, 0))
        # top bar
        bar = paint.gradient_rrect((1280, TOPBAR_H), (40, 18, 60), (26, 12, 42), 0)
        surf.blit(bar, (0, 0))
        pygame.draw.line(surf, PALETTE["marigold"], (0, TOPBAR_H - 1), (1280, TOPBAR_H - 1), 2)
        title = T.outlined(a, "Ofrenda", "display", 32, PALETTE["marigold_light"], (110, 20, 70), 2)
        surf.blit(title, (16, 2))
        sub = T.text(a, self.mode_caption(), "italic", 14, PALETTE["muted"])
        surf.blit(sub, (28 + title.get_width(), 18))
        # family board
        paint.draw_shadow(surf, MARKET_RECT, 20, 10, 130, (0, 6))
        surf.blit(a.sprite("ofrenda/family_board.png", MARKET_RECT.size), MARKET_RECT)
        # Abuela's corner (the goals or the turn order with several players) and your tray
        paint.draw_panel(surf, a, ABUELA_RECT, 225)
        paint.draw_panel(surf, a, TRAY_RECT, 225)
        surf.blit(T.text(a, "Your storage", "bold", 15, PALETTE["marigold_light"]),
                  (TRAY_RECT.x + 18, TRAY_RECT.y + 12))
        surf.blit(T.text(a, "Discard pile", "bold", 13, PALETTE["muted"]),
                  (self.discard_rect.x + 2, TRAY_RECT.y + 14))
        pygame.draw.line(surf, (*PALETTE["marigold"],), (TRAY_RECT.x + 20, TRAY_RECT.y + 166),
                         (TRAY_RECT.right - 20, TRAY_RECT.y + 166), 1)
        surf.blit(T.text(a, "Your ofrenda so far", "bold", 15, PALETTE["marigold_light"]),
                  (TRAY_RECT.x + 18, TRAY_RECT.y + 174))
        # the ofrenda
        paint.draw_shadow(surf, BOARD_RECT, 20, 12, 150, (0, 8))
        surf.blit(a.sprite("ofrenda/board.png", BOARD_RECT.size), BOARD_RECT)
        pygame.draw.rect(surf, (120, 70, 30), BOARD_RECT, width=2, border_radius=4)

    def mode_caption(self) -> str:
        setup = self.session.setup
        if not self.multi:
            return "Solo against Abuela"
        n = len(setup.seats)
        text = f"{words.num(n).title()} players"
        if setup.option("goals", False):
            text += " \u00b7 Common Goals"
        return text

    # The table is drawn in three layers. The regions (top bar, family board, Abuela's corner or
    # the goals, storage, ofrenda, prompt and hand, the other players) are cached one by one over
    # the static layer, each keyed by what it shows: an AI move repaints only what it changed, a
    # card in flight only the regions it left and reached. The log and the suggestion card go
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
        # the log is a region of its own (with a thin edge beside it down to the hand's region, where
        # its shadow falls), so its glow's steps repaint it alone and nothing is drawn over the table
        log_top = self.log_panel.rect.top if self.multi else TOPBAR_REGION.bottom
        rects = {"topbar": TOPBAR_REGION, "market": MARKET_REGION, "corner": CORNER_REGION, "tray": TRAY_REGION,
                 "board": BOARD_REGION, "bottom": R(BOTTOM_REGION.x, BOTTOM_REGION.y, LOG_X - BOTTOM_REGION.x,
                                                    BOTTOM_REGION.h),
                 "log": R(LOG_X, log_top, 1280 - LOG_X, 720 - log_top),
                 "log_edge": R(RIGHT_REGION.x, log_top, LOG_X - RIGHT_REGION.x, BOTTOM_REGION.y - log_top)}
        if self.multi:
            rects["topbar"] = R(0, 0, RIGHT_REGION.x, TOPBAR_REGION.h)
            rects["others"] = R(RIGHT_REGION.x, 0, RIGHT_REGION.w, log_top)
        return rects

    def _view_facts(self) -> dict:
        """What each region shows of the view, worked out once per view (region keys reuse it)."""
        memo = self.__dict__.get("_facts")
        if memo is not None and memo[0] == (self._version, self.seat):
            return memo[1]
        v = self.view
        you = v.you
        mine = v.current == self.seat

        def board_of(b):
            return (b.seat, b.score.total, tuple(sorted(b.ofrenda.items())), b.lit,
                    tuple(sorted(b.decorations.items())), b.lit_candles, b.marigolds, b.candles, b.tokens,
                    b.known_hand, b.hand_size, len(b.discards), b.turns)

        decos = self._legal_decorations()
        facts = {
            "topbar": (v.round, v.turns, v.is_over, v.score.total),
            "market": (v.market, v.market_candles, v.market_marigolds, v.deck_count, v.bag_count, v.phase, mine,
                       v.taken_space, you.marigolds),
            "corner": ((v.goals, v.goal_stacks, v.start_seat, v.current, v.is_over, v.turns,
                        tuple((b.seat, b.turns, b.score.total, b.tokens) for b in v.boards)) if self.multi
                       else (v.last_rolls, v.abuela_portraits, v.abuela_candles, len(v.events), self._version)),
            "tray": (you.marigolds, you.candles, you.discards, v.score, bool(v.goals), you.tokens,
                     any(isinstance(x, PlaceMarigold) for x in decos), any(isinstance(x, PlaceCandle) for x in decos),
                     tuple((b.seat, b.score.total, b.score.lit_portraits, b.marigolds) for b in v.boards)),
            "board": (tuple(sorted(you.ofrenda.items())), you.lit, tuple(sorted(you.decorations.items())),
                      you.lit_candles),
            "bottom": (you.hand, v.phase, mine, self.replay),
            "others": (v.current, v.is_over, v.turns, tuple(board_of(v.boards[s]) for s in self.opponents())),
        }
        self.__dict__["_facts"] = ((self._version, self.seat), facts)
        return facts

    def _suggestion_fresh(self) -> bool:
        return self.suggestion is not None and self.suggestion_age < self.suggestion_glow_seconds

    def _regions(self, v) -> list[Region]:
        """The table's regions with their keys this frame (a key ``None``: it changes every frame)."""
        facts = self._view_facts()
        rects = self._region_rects()
        sugg = self.suggestion_keys()
        pulsing = self._suggestion_fresh()
        d = self.drag
        gone: dict[str, set] = {}  # per region, the pieces away from it (moving, or in the pointer's hand)
        for key in self.anim.tweens.tweens:
            gone.setdefault(self._piece_region(key), set()).add(key)
        hidden = d.hidden_keys()
        hover = self.hover_key
        kind = hover[0] if isinstance(hover, tuple) else None

        def key(name, *extra, suggested=()):
            if pulsing and any(k in sugg for k in suggested):
                return None  # the suggestion's glow pulses for a few seconds
            return (facts[name], frozenset(gone.get(name, ())), *extra)

        sugg_keys = frozenset(sugg)
        market_sugg = [k for k in sugg if k[0] in ("market", "market_candle")]
        tray_sugg = [k for k in sugg if k[0] in ("marigolds", "storage_candle", "discard")]
        board_sugg = [k for k in sugg if k[0] in ("slot", "deco")]
        bottom_sugg = [k for k in sugg if k[0] in ("hand", "hand_area", "button")]
        buttons = tuple((b.hover, b.pressed, b.enabled, b.visible, b.highlight, b.label) for b in self.buttons)
        toolbar = tuple((b.hover, b.pressed, b.enabled, b.visible, b.highlight, b.label) for b in self.toolbar)
        market_hidden = frozenset(k for k in hidden if k[0] in ("market", "market_candle"))
        corner_moving = self.automaton_pending or self.dice.moving
        regions = [
            Region("topbar", rects["topbar"], key("topbar", toolbar), lambda s: self._draw_topbar(s, v)),
            Region("market", rects["market"],
                   key("market", hover if kind in ("market", "market_candle") else None, d.dragging, market_hidden,
                       frozenset(market_sugg), suggested=market_sugg),
                   lambda s: self._draw_market(s, v, sugg)),
            Region("corner", rects["corner"],
                   None if corner_moving and not self.multi else
                   key("corner", hover if kind == "goal" else None),
                   (lambda s: self._draw_goals(s, v)) if self.multi else (lambda s: self._draw_abuela(s, v))),
            Region("tray", rects["tray"],
                   key("tray", self.selected, d.dragging, frozenset(k for k in hidden if k[0] == "storage_candle"),
                       frozenset(tray_sugg), suggested=tray_sugg),
                   lambda s: self._draw_tray(s, v, sugg)),
            Region("board", rects["board"],
                   None if self._board_animating() else
                   key("board", hover if kind == "slot" and not d.dragging else None, frozenset(board_sugg),
                       suggested=board_sugg),
                   lambda s: self._draw_board(s, v, sugg)),
            Region("bottom", rects["bottom"],
                   key("bottom", self.prompt(), buttons, self.selected,
                       hover if kind == "hand" and not d.dragging else None,
                       d.dragging and d.hover is not None and d.hover.key == ("hand_area",),
                       frozenset(k for k in hidden if k[0] == "hand"), self.automaton_pending,
                       self.suggestion is not None, frozenset(bottom_sugg),
                       suggested=bottom_sugg + [k for k in sugg_keys if k[0] == "button"]),
                   self._draw_bottom(v, sugg)),
        ]
        if self.multi:
            def others(s):
                for b in self.toolbar:
                    b.draw(s, self.assets, self.time)
                self._draw_opponents(s, v)
                self.log_panel.draw_shadow(s)  # (it reaches a few pixels above the log)
            regions.append(Region("others", rects["others"],
                                  key("others", toolbar, hover if kind == "opponent" and self.enlarged is None else None),
                                  others))
        last = self.opponents()[-1] if self.multi else None
        log_key = (self.log_panel.key(), last is not None and v.current == last and not v.is_over,
                   last is not None and hover == ("opponent", last) and self.enlarged is None)
        regions.append(Region("log", rects["log"], log_key, lambda s: self._draw_log(s, v)))
        if rects["log_edge"].h > 0:
            regions.append(Region("log_edge", rects["log_edge"], log_key, lambda s: self._draw_log(s, v)))
        return regions

    def _draw_log(self, surface, v) -> None:
        """The log, over what spills into its region from the last opponent's panel above it."""
        if self.multi:
            seat = self.opponents()[-1]
            r = self.opponent_rect(seat)
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

    def _draw_bottom(self, v, sugg):
        def paint_(surface):
            for b in self.buttons:  # (drawn once under the hand and the prompt, as the top bar always did)
                b.draw(surface, self.assets, self.time)
            self._draw_hand(surface, v, sugg)
            self._draw_prompt(surface, v)
            self.log_panel.draw_shadow(surface)  # (the log's shadow falls on the prompt bar's end)
        return paint_

    def _base_key(self) -> tuple:
        return (self.static_layer.paints, self.seat, self.high_contrast, self.assets.text_scale, id(self.assets))

    def _upper_key(self) -> tuple | None:
        """The log and the suggestion card over the regions; ``None`` while they change by themselves."""
        log = self.log_panel
        if self.thinking or self._suggestion_fresh():
            return None
        return (self.table_regions.serial, self.suggestion,
                tuple((b.hover, b.pressed, b.enabled, b.visible, b.highlight) for b in self.suggest_buttons))

    def _paint_upper(self, table: pygame.Surface):
        def paint_(surface):  # (the log is one of the table's regions)
            surface.blit(table, (0, 0))
            self.draw_suggestion(surface)
        return paint_

    def draw_scene(self, surface: pygame.Surface) -> None:
        v = self.view
        static = self._static_layer()
        table = self.table_regions.update(surface.get_size(), self._base_key(), static, self._regions(v))
        upper = self._upper_key()
        in_flight = bool(self.anim) or bool(self.choreo.fliers)
        if self.enlarged is not None:
            # the enlarged ofrenda covers the table: cached with it while nothing flies under it
            key = None if upper is None or in_flight else (upper, self.enlarged, self._version)

            def paint_enlarged(s):
                if upper is None:
                    self._paint_upper(table)(s)
                else:
                    s.blit(self.upper_layer.get(s.get_size(), upper, self._paint_upper(table)), (0, 0))
                self._draw_in_flight(s)
                self._draw_fliers(s)
                self._draw_enlarged(s, v)
            self.enlarged_layer.blit(surface, key, paint_enlarged)
        elif self.suggestion is None and not self.thinking:  # nothing over the table
            surface.blit(table, (0, 0))
            self._draw_in_flight(surface)
        else:
            self.upper_layer.blit(surface, upper, self._paint_upper(table))
            self._draw_in_flight(surface)
            self._draw_fliers(surface)
        self._draw_highlights(surface)

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        """An AI seat thinking: a pill with moving dots on its panel (drawn every frame, over the cache)."""
        seat = self.thinking_seat
        if seat is None or seat not in self.opponents() or self.enlarged is not None:
            return
        r = self.opponent_rect(seat)
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
                rect = self.deco_rects[deco]
                light = paint.radial(int(rect.w * 1.25 + 8 * k), col, int(110 + 80 * k))
                surface.blit(light, light.get_rect(center=rect.center))
                pygame.draw.circle(surface, col, rect.center, rect.w // 2 + 3 + int(3 * k), 3)
                pygame.draw.circle(surface, (255, 255, 255), rect.center, rect.w // 2 + 1, 1)
        if self.drag.dragging:
            self.drag.draw_targets(surface, PALETTE["marigold_light"], self.high_contrast)
            return
        if self.selected:
            rects = [self.slot_rects.get(key[1]) if key[0] == "slot" else self.deco_rects.get(key[1])
                     for key in self._selected_target_keys()]
            self.selection.draw_targets(surface, [r for r in rects if r is not None], self.time, self.high_contrast)

    # top bar ---------------------------------------------------------------
    def _chips(self, v) -> list[tuple[str, pygame.Surface, pygame.Rect]]:
        a = self.assets
        title_w = T.outlined(a, "Ofrenda", "display", 32, PALETTE["marigold_light"], (110, 20, 70), 2).get_width()
        sub_w = T.text(a, self.mode_caption(), "italic", 14, PALETTE["muted"]).get_width()
        x = max(262, 28 + title_w + sub_w + 18)
        out = []
        chips = [("round", "icons/hourglass.png",
                  f"Round {min(v.round, v.turns)} of {v.turns}" if not v.is_over else "Final")]
        if self.session.setup.players == 1:  # several players: the seed would show the others' hands to whoever
            chips.append(("seed", "icons/seed.png", f"Seed {self.session.seed}"))  # starts the same deal again
        chips.append(("score", "icons/lit.png", f"Score {v.score.total}"))
        for name, icon, label in chips:
            chip = paint.pill(a, label, 16, bg=(20, 10, 36, 235), icon=icon, pad=(10, 5))
            rect = chip.get_rect(topleft=(x, (TOPBAR_H - chip.get_height()) // 2))
            out.append((name, chip, rect))
            x += chip.get_width() + 10
        return out

    def _draw_topbar(self, surface, v) -> None:
        for _name, chip, rect in self._chips(v):
            surface.blit(chip, rect)
        for b in self.toolbar:  # (the prompt's buttons are drawn with the prompt)
            b.draw(surface, self.assets, self.time)

    # family board ------------------------------------------------------------
    def _glow_if(self, surface, rect, key, sugg, radius=10) -> None:
        if key in sugg:
            k = 0.6 + 0.4 * pulse(self.time, 1.1) if self.suggestion_age < self.suggestion_glow_seconds else 0.9
            col = (120, 255, 240) if self.high_contrast else PALETTE["turquoise_light"]
            paint.draw_glow(surface, rect, col, 16, 255, k)
            paint.rrect(surface, R(rect).inflate(4, 4), col + (255,), radius, 3)

    def _draw_market(self, surface, v, sugg) -> None:
        a = self.assets
        hover = self.hover_key
        phase = v.phase
        # deck and candle bag
        draw_stack(surface, a, self.art.back(CARD), self.deck_rect, v.deck_count)
        bag = self.bag_rect
        surface.blit(a.sprite("icons/candle.png", (30, 30)), (bag.centerx - 24, bag.centery - 15))
        bc = paint.pill(a, f"\u00d7{v.bag_count}", 13, border=None, bg=(20, 10, 36, 200))
        surface.blit(bc, (bag.centerx + 4, bag.centery - bc.get_height() // 2))
        # candles
        for i, candle in enumerate(v.market_candles):
            if candle is None:
                continue
            key = ("c", candle)
            rect = self.market_candle_rect(i)
            if self.anim.moving(key) or self.drag.hides(("market_candle", i)):
                continue
            lifted = rect.move(0, -3) if hover == ("market_candle", i) and phase is Phase.TAKE_CANDLE else rect
            self._glow_if(surface, lifted, ("market_candle", i), sugg, 8)
            draw_card(surface, self.art.candle(candle, False, CANDLE_S), lifted, shadow=True)
            if phase is Phase.TAKE_CANDLE and v.current == self.seat:
                free = v.taken_space == i
                tag = paint.pill(a, "free" if free else "1", 12, fg=(20, 30, 20) if free else PALETTE["bone"],
                                 bg=(120, 230, 150, 240) if free else (60, 30, 80, 240),
                                 border=None, icon=None if free else "icons/marigold.png", pad=(6, 1))
                surface.blit(tag, tag.get_rect(midleft=(rect.right - 4, rect.bottom - 8)))
        # portraits
        for i, card in enumerate(v.market):
            if card is None:
                continue
            key = ("p", card)
            if self.anim.moving(key) or self.drag.hides(("market", i)):
                continue
            rect = self.market_card_rect(i)
            hovered = hover == ("market", i) and phase is Phase.TAKE_PORTRAIT and not self.drag.dragging
            if hovered:
                rect = rect.move(0, -4)
                paint.draw_glow(surface, rect, PALETTE["marigold_light"], 10, 200, 0.7)
            self._glow_if(surface, rect, ("market", i), sugg)
            draw_card(surface, self.art.portrait(card, False, CARD), rect)
            self._draw_marigold_pile(surface, rect, v.market_marigolds[i])
        # what each portrait costs to take (hovering one shows the full price and the gain)
        hovered_space = hover[1] if isinstance(hover, tuple) and hover[0] == "market" else None
        if phase is Phase.TAKE_PORTRAIT and v.current == self.seat:
            for i, card in enumerate(v.market):
                if card is None or i == hovered_space or self.anim.moving(("p", card)):
                    continue
                r = self.market_card_rect(i)
                ok = i <= v.you.marigolds
                if i == 0:
                    tag = paint.pill(a, "free", 12, fg=(20, 40, 24), bg=(130, 230, 150, 245), border=None,
                                     pad=(7, 1))
                else:
                    tag = paint.pill(a, str(i), 12, fg=PALETTE["bone"],
                                     bg=(60, 30, 80, 245) if ok else (130, 30, 40, 245),
                                     border=None, icon="icons/marigold.png", pad=(6, 1))
                surface.blit(tag, tag.get_rect(midtop=(r.centerx, r.bottom - 7)))
        # the cost of taking the hovered portrait, shown before committing
        if isinstance(hover, tuple) and hover[0] == "market" and phase is Phase.TAKE_PORTRAIT \
                and not self.drag.dragging and v.market[hover[1]] is not None:
            space = hover[1]
            for j in range(space):
                r = self.market_card_rect(j)
                ghost = self.art.marigold(30).copy()
                ghost.set_alpha(190)
                surface.blit(ghost, (r.right - 26, r.bottom - 34))
                plus = paint.pill(a, "+1", 12, bg=(60, 20, 40, 230), pad=(5, 1))
                surface.blit(plus, (r.right - 24, r.bottom - 14))
            cost = space
            gain = v.market_marigolds[space]
            ok = cost <= v.you.marigolds
            label = "Free" if cost == 0 else f"Cost {cost}"
            if gain:
                label += f" \u00b7 gain {gain}"
            tag = paint.pill(a, label, 13, fg=PALETTE["bone"], bg=(20, 90, 60, 240) if ok else (130, 30, 40, 240),
                             icon="icons/marigold.png")
            r = self.market_card_rect(space)
            surface.blit(tag, tag.get_rect(midtop=(r.centerx, r.bottom - 10)))

    def _draw_marigold_pile(self, surface, rect, n: int) -> None:
        if n <= 0:
            return
        m = self.art.marigold(26)
        for k in range(min(n, 3)):
            surface.blit(m, (rect.x + 4 + 7 * k, rect.y + 40 - 3 * k))
        if n > 1:
            badge = paint.pill(self.assets, f"\u00d7{n}", 12, pad=(5, 1))
            surface.blit(badge, (rect.x + 26, rect.y + 56))

    # Abuela -----------------------------------------------------------------
    def _draw_abuela(self, surface, v) -> None:
        a = self.assets
        r = ABUELA_RECT
        busy = self.automaton_pending
        por = R(r.x + 14, r.y + 12, 100, 100)
        if busy:
            k = 0.5 + 0.5 * pulse(self.time, 0.9)
            light = paint.radial(78, PALETTE["magenta"], int(120 + 100 * k))
            surface.blit(light, light.get_rect(center=por.center))
        surface.blit(a.sprite("ofrenda/abuela.png", por.size), por)
        surface.blit(T.text(a, "Abuela", "display", 24, PALETTE["marigold_light"]), (r.x + 128, r.y + 8))
        # dice
        rolls = v.last_rolls
        tumbling = busy or self.dice.tumbling
        n_dice = 0
        if tumbling or rolls:
            n_dice = (1 if busy else len(rolls) or 1) if tumbling else len(rolls)
            self.dice.draw(surface, a, [self.die_rect(i) for i in range(2)], rolls, self.time,
                           tumbling_dice=n_dice if tumbling else None)
        else:
            n_dice = 1
            img = self.art.die(0, self.die_rect(0).w).copy()
            img.set_alpha(110)
            surface.blit(img, self.die_rect(0))
        # what she did last
        x0 = self.die_rect(max(1, n_dice)).x + 10
        w = self.abuela_pile_rect.x - x0 - 12
        summary = self._abuela_summary(v)
        if busy:
            summary = "[i]rolls her die…[/i]"
        elif not summary and not rolls:
            summary = "[c=muted][i]She rolls before each of your turns.[/i][/c]"
        if summary:
            img = T.render_rich(a, summary, w, size=13, colour=(225, 212, 238), line_gap=0)
            surface.blit(img, (x0, r.y + 50 + max(0, (48 - img.get_height()) // 2)))
        # her discards
        pile = self.abuela_pile_rect
        shown = [c for c in v.abuela_portraits if not self.anim.moving(("p", c))]
        if shown:
            draw_pile(surface, [self.art.portrait(c, False, PILE_CARD) for c in shown[-3:]], pile, (-6, 4, -2),
                      shadow=True)
        else:
            surface.blit(self.art.slot(None, PILE_CARD), pile)
        cnt = paint.pill(a, str(len(v.abuela_portraits)), 12, pad=(6, 1))
        surface.blit(cnt, cnt.get_rect(midtop=(pile.centerx, pile.bottom - 8)))
        crect = self.abuela_candle_rect
        cshown = [c for c in v.abuela_candles if not self.anim.moving(("c", c))]
        if cshown:
            surface.blit(self.art.candle(cshown[-1], False, (28, 37)), crect)
        else:
            img = a.sprite("icons/candle.png", (24, 24)).copy()
            img.set_alpha(90)
            surface.blit(img, img.get_rect(center=crect.center))
        cc = paint.pill(a, str(len(v.abuela_candles)), 12, pad=(6, 1))
        surface.blit(cc, cc.get_rect(midtop=(crect.centerx, crect.bottom - 6)))
        label = T.text(a, "her discards", "italic", 12, PALETTE["muted"])
        surface.blit(label, label.get_rect(bottomright=(r.right - 16, pile.y - 1)))

    def _abuela_summary(self, v) -> str:
        if not v.last_rolls or self.automaton_pending or self.dice.tumbling:
            return ""
        ev = evc = None
        for e in reversed(v.events):
            if e.kind == "abuela_candle" and ev is None:
                evc = e
            if e.kind == "abuela_portrait":
                ev = e
                break
        if ev is None:
            return ""
        roll, space, card = ev.data[:3]
        text = (f"Space {space + 1}: " + (self.words.name(card) if card else "nothing"))
        if evc is not None:
            cspace = evc.data[1]
            text += (f"\nand the candle above space {cspace + 1}" if evc.data[2]
                     else f"\nno candle above space {cspace + 1}")
        return text

    # your tray -----------------------------------------------------------------
    def _draw_tray(self, surface, v, sugg) -> None:
        a = self.assets
        you = v.you
        mr = self.storage_marigold_rect
        self._glow_if(surface, mr, ("marigolds",), sugg, 30)
        if self.selected == ("marigold",):
            paint.draw_glow(surface, mr, PALETTE["turquoise_light"], 12, 255, 0.9)
        legal_decos = self._legal_decorations()
        can_place = any(isinstance(x, PlaceMarigold) for x in legal_decos)
        placeable_candle = any(isinstance(x, PlaceCandle) for x in legal_decos)
        if can_place and self.selected != ("marigold",):
            paint.draw_glow(surface, mr.inflate(-10, -10), PALETTE["turquoise_light"], 12, 200, 0.6)
        m = self.art.marigold(mr.w)
        if you.marigolds == 0:
            m = m.copy()
            m.set_alpha(70)
        surface.blit(m, mr)
        if you.marigolds > 1:
            surface.blit(self.art.marigold(40), (mr.right - 26, mr.bottom - 34))
        num = T.outlined(a, f"\u00d7{you.marigolds}", "bold", 30, PALETTE["bone"], (40, 16, 30), 2)
        surface.blit(num, (mr.right + 10, mr.centery - num.get_height() // 2))
        if can_place and not self.drag.dragging:
            hint = T.text(a, "drag onto a slot", "italic", 12, PALETTE["turquoise_light"])
            surface.blit(hint, (mr.x, mr.bottom + 6))
        # candle storage
        for i in range(3):
            rect = self.storage_candle_rect(i)
            sock = self.art.socket("candle", 52)
            surface.blit(sock, sock.get_rect(center=(rect.centerx, rect.bottom - 28)))
        for i, candle in enumerate(you.candles):
            key = ("c", candle)
            rect = self.storage_candle_rect(i)
            if self.anim.moving(key) or self.drag.hides(("storage_candle", candle)):
                continue
            self._glow_if(surface, rect, ("storage_candle", candle), sugg)
            if placeable_candle and self.selected != ("storage_candle", candle):
                paint.draw_glow(surface, rect, PALETTE["turquoise_light"], 10, 200, 0.6)
            if self.selected == ("storage_candle", candle):
                paint.draw_glow(surface, rect, PALETTE["turquoise_light"], 12, 255, 0.9)
            draw_card(surface, self.art.candle(candle, False, CANDLE_M), rect)
        label = T.text(a, f"candles {len(you.candles)}/3", "italic", 12, PALETTE["muted"])
        surface.blit(label, label.get_rect(midtop=(self.storage_candle_rect(1).centerx,
                                                  self.storage_candle_rect(1).bottom + 6)))
        # discard pile
        dr = self.discard_rect
        self._glow_if(surface, dr, ("discard",), sugg)
        shown = [c for c in you.discards if not self.anim.moving(("p", c))]
        if shown:
            draw_pile(surface, [self.art.portrait(c, False, DISCARD_CARD) for c in shown[-3:]], dr, (-5, 3, -1))
            veil = paint.dim(dr.size, 90, 10)
            surface.blit(veil, dr)
        else:
            slot = self.art.slot(None, DISCARD_CARD).copy()
            slot.set_alpha(200)
            surface.blit(slot, dr)
        gain = paint.pill(a, "+3", 14, icon="icons/marigold.png", bg=(30, 70, 40, 235))
        surface.blit(gain, gain.get_rect(center=(dr.centerx, dr.centery)))
        if you.discards:
            cnt = paint.pill(a, f"{len(you.discards)} discarded", 12, pad=(6, 1))
            surface.blit(cnt, cnt.get_rect(midtop=(dr.centerx, dr.bottom - 10)))
        # score so far
        s = v.score
        rows = [("icons/lit.png", "Lit portraits", f"{s.lit_portraits}", f"{s.portraits}"),
                ("icons/lit.png", "Golden slots \u00d72", "", f"+{s.golden}"),
                ("icons/marigold.png", "Marigolds", "", f"{s.marigolds}"),
                ("icons/candle.png", "Candles", "", f"{s.candles}")]
        if v.goals:
            rows.append(("icons/seed.png", "Goal tokens", f"{len(you.tokens)}", f"{s.goals}"))
        x0, y = TRAY_RECT.x + 22, TRAY_RECT.y + 200
        step = 22 if len(rows) <= 4 else 19
        for icon, label, extra, pts in rows:
            surface.blit(a.sprite(icon, (20, 20)), (x0, y))
            surface.blit(T.text(a, label + (f"  ({extra})" if extra else ""), "body", 14, PALETTE["bone"]),
                         (x0 + 28, y + 1))
            p = T.text(a, pts, "bold", 15, PALETTE["bone"])
            surface.blit(p, (x0 + 230 - p.get_width(), y + 1))
            y += step
        tot = T.text(a, "Total", "bold", 16, PALETTE["marigold_light"])
        surface.blit(tot, (x0 + 28, y + 4))
        tv = T.text(a, str(s.total), "bold", 18, PALETTE["marigold_light"])
        surface.blit(tv, (x0 + 230 - tv.get_width(), y + 2))
        pygame.draw.line(surface, (*PALETTE["marigold"],), (x0 + 28, y + 1), (x0 + 232, y + 1), 1)
        if self.multi:
            self._draw_standings(surface, v, x0 + 276, TRAY_RECT.y + 196)
            return
        # tier ladder beside it
        tiers = self.data.tiers
        tx, ty = x0 + 290, TRAY_RECT.y + 200
        cur = 0
        for i, t in enumerate(tiers):
            if s.total >= t.min:
                cur = i
        for i, t in enumerate(tiers):
            hi = tiers[i + 1].min - 1 if i + 1 < len(tiers) else None
            band = f"{t.min}\u2013{hi}" if hi is not None else f"{t.min}+"
            col = PALETTE["marigold_light"] if i == cur else (150, 135, 170)
            img = T.text(a, band, "bold" if i == cur else "body", 13, col)
            y2 = ty + (len(tiers) - 1 - i) * 19
            if i == cur:
                pill_bg = paint.rrect_surface((img.get_width() + 14, 18), (255, 190, 80, 50), 9)
                surface.blit(pill_bg, (tx - 7, y2 - 1))
            surface.blit(img, (tx, y2))
        cap = T.text(a, "solo tiers", "italic", 11, PALETTE["muted"])
        surface.blit(cap, (tx, ty + len(tiers) * 19 + 2))

    def _draw_standings(self, surface, v, x: int, y: int) -> None:
        """Every player's points so far, best first (ties as the rules break them)."""
        a = self.assets
        order = sorted(v.boards, key=lambda b: (-b.score.total, -b.score.lit_portraits, -b.marigolds, b.seat))
        for i, b in enumerate(order):
            me = b.seat == self.seat
            col = PALETTE["marigold_light"] if me else PALETTE["bone"]
            name = "You" if me else self.seat_name(b.seat)
            surface.blit(T.text(a, f"{i + 1}. {name}", "bold" if me else "body", 14, col), (x, y + i * 22))
            pts = T.text(a, str(b.score.total), "bold", 14, col)
            surface.blit(pts, (x + 190 - pts.get_width(), y + i * 22))
        cap = T.text(a, "standings so far", "italic", 11, PALETTE["muted"])
        surface.blit(cap, (x, y + len(order) * 22 + 2))

    # the other players -------------------------------------------------------
    def _seat_tag(self, seat: int) -> str:
        spec = self.session.setup.seats[seat]
        if spec.human:
            return "at this computer"
        return self.game.bot_titles.get(spec.bot, f"AI \u00b7 {spec.bot}")

    def _mini_board(self, seat: int, board, rect: pygame.Rect) -> pygame.Surface:
        """An opponent's ofrenda at panel size, redrawn only when it changes (or a piece is in flight)."""
        hidden = frozenset(s for s, c in board.ofrenda.items() if self.anim.moving(("p", c))) | frozenset(
            d for d, c in board.decorations.items() if c != MARIGOLD and self.anim.moving(("c", c)))
        key = (seat, tuple(sorted(board.ofrenda.items())), board.lit, tuple(sorted(board.decorations.items())),
               board.lit_candles, hidden, rect.size, self.high_contrast)
        cache = self.__dict__.setdefault("_minis", {})
        hit = cache.get(seat)
        if hit is not None and hit[0] == key:
            return hit[1]
        surf = pygame.Surface((rect.w + 24, rect.h + 24), pygame.SRCALPHA)
        draw_ofrenda(surf, self.assets, self.data, R(12, 12, rect.w, rect.h), board, hidden=hidden)
        cache[seat] = (key, surf)
        return surf

    def _draw_opponents(self, surface, v) -> None:
        a = self.assets
        for seat in self.opponents():
            b = v.boards[seat]
            r = self.opponent_rect(seat)
            current = v.current == seat and not v.is_over
            paint.draw_panel(surface, a, r, 232)
            if current:
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 210, 0.8)
                paint.rrect(surface, r.inflate(2, 2), PALETTE["marigold_light"] + (255,), 12, 2)
            if self.hover_key == ("opponent", seat) and self.enlarged is None:
                paint.rrect(surface, r.inflate(4, 4), PALETTE["turquoise_light"] + (255,), 13, 2)
            name = T.text(a, self.seat_name(seat), "bold", 15, PALETTE["marigold_light"] if current else PALETTE["bone"])
            surface.blit(name, (r.x + 10, r.y + 7))
            tag = T.text(a, self._seat_tag(seat), "italic", 11, PALETTE["muted"])
            surface.blit(tag, (r.x + 12 + name.get_width() + 6, r.y + 11))
            score = paint.pill(a, f"{b.score.total}", 13, icon="icons/lit.png", pad=(6, 1))
            surface.blit(score, score.get_rect(topright=(r.right - 8, r.y + 6)))
            mini = self.mini_board_rect(seat)
            surface.blit(self._mini_board(seat, b, mini), (mini.x - 12, mini.y - 12))
            # storage, hand and discards at a glance
            x = r.x + 124
            y = r.y + 32
            m = self.art.marigold(18)
            surface.blit(m, (x, y))
            surface.blit(T.text(a, f"\u00d7{b.marigolds}", "bold", 13, PALETTE["bone"]), (x + 20, y + 1))
            surface.blit(a.sprite("icons/candle.png", (16, 16)), (x + 46, y + 1))
            surface.blit(T.text(a, f"{len(b.candles)}/3", "bold", 13, PALETTE["bone"]), (x + 62, y + 1))
            if b.tokens:
                tok = paint.pill(a, "+" + "+".join(str(t) for _, t in b.tokens), 11, icon="icons/seed.png",
                                 bg=(90, 60, 20, 235), pad=(4, 0))
                surface.blit(tok, (x, y + 20))
            hand = self.opp_hand_rect(seat)
            known = [c for c in b.known_hand if not self.anim.moving(("p", c))]
            n_cards = b.hand_size - (len(b.known_hand) - len(known))
            for i in range(max(0, n_cards)):
                cr = R(hand.x + i * 12, hand.y, hand.w, hand.h)
                if i < n_cards - len(known):
                    draw_card(surface, self.art.back((hand.w, hand.h)), cr, shadow=(i == 0))
                else:
                    card = known[i - (n_cards - len(known))]
                    draw_card(surface, self.art.portrait(card, False, (hand.w, hand.h)), cr, shadow=False)
            cr = self.opp_candle_rect(seat)
            if b.candles and not self.anim.moving(("c", b.candles[-1])):
                surface.blit(self.art.candle(b.candles[-1], False, cr.size), cr)
            if b.discards:
                d = paint.pill(a, f"{len(b.discards)} discarded", 10, pad=(4, 0))
                surface.blit(d, d.get_rect(bottomright=(r.right - 6, r.bottom - 3)))

    def _draw_goals(self, surface, v) -> None:
        """The three Common Goals with their token stacks, or the turn order when they are off."""
        a = self.assets
        r = GOALS_RECT
        if not v.goals:
            head = T.text(a, "Turn order", "bold", 15, PALETTE["marigold_light"])
            surface.blit(head, (r.x + 16, r.y + 10))
            n = len(v.boards)
            order = [(v.start_seat + k) % n for k in range(n)]
            w = (r.w - 32) // n
            for i, seat in enumerate(order):
                b = v.boards[seat]
                cell = R(r.x + 16 + i * w, r.y + 38, w - 10, 72)
                current = seat == v.current and not v.is_over
                bg = (255, 190, 80, 60) if current else (30, 16, 48, 200)
                surface.blit(paint.rrect_surface(cell.size, bg, 10), cell)
                if current:
                    paint.rrect(surface, cell, PALETTE["marigold_light"] + (255,), 10, 2)
                who = "You" if seat == self.seat else self.seat_name(seat)
                surface.blit(T.text(a, f"{i + 1}. {who}", "bold", 14, PALETTE["bone"]), (cell.x + 10, cell.y + 8))
                surface.blit(T.text(a, f"{b.turns} of {v.turns} turns", "body", 12, PALETTE["muted"]),
                             (cell.x + 10, cell.y + 30))
                surface.blit(T.text(a, f"{b.score.total} pts", "bold", 13, PALETTE["marigold_light"]),
                             (cell.x + 10, cell.y + 48))
            return
        for i, goal in enumerate(v.goals):
            g = self.data.goals[goal]
            gr = self.goal_rect(i)
            hovered = self.hover_key == ("goal", i)
            surface.blit(paint.gradient_rrect(gr.size, (70, 36, 96), (40, 20, 60), 10), gr)
            paint.rrect(surface, gr, (PALETTE["turquoise_light"] if hovered else PALETTE["marigold"]) + (255,), 10,
                        2 if hovered else 1)
            numeral = ("I", "II", "III")[g.type - 1]
            badge = paint.pill(a, numeral, 11, fg=(40, 16, 30), bg=(255, 205, 110, 250), border=None, pad=(5, 0))
            surface.blit(badge, (gr.x + 6, gr.y + 6))
            title = T.text(a, g.name, "bold", 13, PALETTE["bone"])
            surface.blit(title, (gr.x + 12 + badge.get_width(), gr.y + 5))
            body = T.render_rich(a, T.escape(words.goal_text(words.Plain(self.data), goal)), gr.w - 12, size=11,
                                 colour=(214, 200, 232), line_gap=0, scaled=False)
            clip = surface.get_clip()
            surface.set_clip(R(gr.x + 6, gr.y + 26, gr.w - 12, 44))
            surface.blit(body, (gr.x + 6, gr.y + 26))
            surface.set_clip(clip)
            # the stack (highest on top, drawn rightmost) and who took which token
            stack = v.goal_stacks[i]
            tx = gr.x + 20
            ty = gr.bottom - 14
            for k in range(len(stack)):  # the stack of tokens, the highest on top
                c = (tx, ty - 4 * k)
                pygame.draw.circle(surface, (120, 60, 20), (c[0], c[1] + 1), 11)
                pygame.draw.circle(surface, (250, 214, 120), c, 11)
                pygame.draw.circle(surface, (160, 90, 30), c, 11, 1)
            if stack:
                top = T.text(a, str(stack[-1]), "bold", 13, (60, 24, 20))
                surface.blit(top, top.get_rect(center=(tx, ty - 4 * (len(stack) - 1))))
                left = T.text(a, f"{len(stack)} left", "italic", 11, PALETTE["muted"])
                surface.blit(left, (tx + 16, ty - 6))
            else:
                surface.blit(T.text(a, "all taken", "italic", 11, PALETTE["muted"]), (gr.x + 8, ty - 6))
            wx = gr.right - 6
            for seat, b in reversed(list(enumerate(v.boards))):
                value = dict(b.tokens).get(goal)
                if value is None:
                    continue
                who = "You" if seat == self.seat else self.seat_name(seat)
                chip = paint.pill(a, f"{who[:6]} {value}", 10, bg=(40, 90, 60, 240), pad=(4, 0))
                wx -= chip.get_width()
                surface.blit(chip, (wx, ty - 8))
                wx -= 3

    def _draw_enlarged(self, surface, v) -> None:
        """An opponent's ofrenda at full size, with their storage, hand and tokens."""
        a = self.assets
        seat = self.enlarged
        b = v.boards[seat]
        surface.blit(paint.rrect_surface((1280, 720), (8, 4, 16, 170), 0), (0, 0))
        panel = R(BIG_BOARD.x - 250, BIG_BOARD.y - 70, BIG_BOARD.w + 290, BIG_BOARD.h + 100)
        paint.draw_panel(surface, a, panel, 250)
        title = T.outlined(a, f"{self.seat_name(seat)}'s ofrenda", "display", 34, PALETTE["marigold_light"], (110, 20, 70), 2)
        surface.blit(title, (panel.x + 24, panel.y + 12))
        tag = T.text(a, f"{self._seat_tag(seat)} \u00b7 {b.score.total} points so far \u00b7 {b.turns} of {v.turns} "
                        f"turns \u00b7 click anywhere or press Esc to close", "italic", 14, PALETTE["muted"])
        surface.blit(tag, (panel.x + 26, panel.y + 54))
        draw_ofrenda(surface, a, self.data, BIG_BOARD, b)
        x, y = panel.x + 24, BIG_BOARD.y + 4
        surface.blit(T.text(a, "Storage", "bold", 15, PALETTE["marigold_light"]), (x, y))
        y += 26
        surface.blit(self.art.marigold(36), (x, y))
        surface.blit(T.text(a, f"\u00d7{b.marigolds}", "bold", 20, PALETTE["bone"]), (x + 42, y + 6))
        for i, candle in enumerate(b.candles):
            draw_card(surface, self.art.candle(candle, False, CANDLE_S), R(x + 100 + i * 40, y - 4, *CANDLE_S))
        y += 58
        surface.blit(T.text(a, f"Hand: {b.hand_size} portrait{'s' if b.hand_size != 1 else ''}", "bold", 15,
                            PALETTE["marigold_light"]), (x, y))
        y += 24
        for i in range(b.hand_size):
            cr = R(x + i * 50, y, 54, 76)
            if i < b.hidden_cards:
                draw_card(surface, self.art.back(PILE_CARD), cr)
            else:
                draw_card(surface, self.art.portrait(b.known_hand[i - b.hidden_cards], False, PILE_CARD), cr)
        y += 84
        note = ("Face down: dealt at the start, never seen." if b.hidden_cards else "")
        if b.known_hand:
            note = (note + " " if note else "") + "Face up: taken from the family board."
        if note:
            img = T.render_rich(a, T.escape(note), 200, size=12, colour=PALETTE["muted"], scaled=False)
            surface.blit(img, (x, y))
            y += img.get_height() + 8
        if b.discards:
            surface.blit(T.text(a, f"Discarded: {len(b.discards)}", "bold", 14, PALETTE["bone"]), (x, y))
            y += 22
        if b.tokens:
            names = ", ".join(f"{self.data.goals[g].name} ({t})" for g, t in b.tokens)
            img = T.render_rich(a, "[b]Goal tokens:[/b] " + T.escape(names), 200, size=13, scaled=False)
            surface.blit(img, (x, y))

    # the ofrenda ----------------------------------------------------------------
    def _draw_board(self, surface, v, sugg) -> None:
        you = v.you
        a = self.assets
        for slot, rect in self.slot_rects.items():
            effect = self.data.slots[slot].effect
            card = you.ofrenda.get(slot)
            if card is None or self.anim.moving(("p", card)):
                surface.blit(self.art.slot(effect, rect.size), rect)
                edge = (255, 215, 120, 150) if effect == "golden" else (240, 225, 255, 70)
                paint.rrect(surface, rect.inflate(-2, -2), edge, 9, 1)
                if effect is None:
                    label = T.text(a, slot, "bold", 13, (235, 222, 250))
                    label.set_alpha(120)
                    surface.blit(label, label.get_rect(center=rect.center))
                continue
            if effect == "golden":
                paint.draw_glow(surface, rect, (255, 205, 90), 9, 220, 0.9)
            key = ("p", card)
            lit = slot in you.lit
            flip = self.flips.value(key)
            if flip is not None:
                img = self.art.portrait(card, flip >= 0.5 and lit, rect.size)
            else:
                img = self.art.portrait(card, lit, rect.size)
            glow = self.effects.value(("glow", key), 0.0)
            draw_card(surface, img, rect, flip=flip, lit_glow=glow)
            if self.hover_key == ("slot", slot) and not self.drag.dragging:
                paint.rrect(surface, rect.inflate(4, 4), PALETTE["marigold_light"] + (255,), 10, 2)
        # decorations, drawn between the cards
        for deco, rect in self.deco_rects.items():
            d = self.data.decorations[deco]
            what = you.decorations.get(deco)
            if what is None:
                paint.draw_shadow(surface, rect, rect.w // 2, 4, 120, (1, 3))
                surface.blit(self.art.socket(d.holds, rect.w), rect)
                continue  # a slot just surrounded pulses in _draw_highlights
            if what == MARIGOLD:
                key = ("m", deco)
                paint.draw_shadow(surface, rect, rect.w // 2, 4, 120, (1, 3))
                surface.blit(self.art.socket(d.holds, rect.w), rect)
                if not self.anim.moving(key):
                    mr = self.anim.targets.get(key, rect)
                    surface.blit(self.art.marigold(mr.w), mr)
            else:
                key = ("c", what)
                paint.draw_shadow(surface, rect, rect.w // 2, 4, 120, (1, 3))
                surface.blit(self.art.socket(d.holds, rect.w), rect)
                if not self.anim.moving(key):
                    self._draw_candle_item(surface, key, self.anim.targets[key])
        # the suggestion glows on its target
        for key in sugg:
            if key[0] == "slot":
                self._glow_if(surface, self.slot_rects[key[1]], key, sugg)
            elif key[0] == "deco":
                self._glow_if(surface, self.deco_rects[key[1]], key, sugg, 20)

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

    def _draw_candle_item(self, surface, key, rect) -> None:
        kind, candle, lit = self.item.get(key, ("candle", key[1], False))
        flip = self.flips.value(key)
        img = self.art.candle(candle, lit if flip is None else (flip >= 0.5 and lit), rect.size)
        glow = self.effects.value(("glow", key), 0.0)
        if lit:
            light = paint.radial(int(rect.w * 1.1), (255, 190, 90), int(110 + 90 * glow))
            surface.blit(light, light.get_rect(center=(rect.centerx, rect.y + rect.h * 0.3)))
        draw_card(surface, img, rect, shadow=True, flip=flip)

    # hand ------------------------------------------------------------------------
    def _draw_hand(self, surface, v, sugg) -> None:
        hand = v.you.hand or ()
        rects = self.hand_rects(len(hand))
        playable = v.phase is Phase.PLAY_PORTRAIT and v.current == self.seat and not self.replay
        if "hand_area" in {k[0] for k in sugg} or ("hand_area",) in sugg:
            self._glow_if(surface, HAND_RECT.inflate(-8, -8), ("hand_area",), sugg)
        if self.drag.dragging and self.drag.hover is not None and self.drag.hover.key == ("hand_area",):
            paint.draw_glow(surface, HAND_RECT.inflate(-8, -8), PALETTE["marigold_light"], 12, 200, 0.8)
        for card, rect in zip(hand, rects):
            key = ("p", card)
            if self.anim.moving(key) or self.drag.hides(("hand", card)):
                continue
            if self.hover_key == ("hand", card) and not self.drag.dragging:
                rect = rect.move(0, -12 if playable else -6)
            if self.selected == ("hand", card):
                rect = rect.move(0, -16)
                paint.draw_glow(surface, rect, PALETTE["turquoise_light"], 14, 255, 0.9)
            elif playable:
                paint.draw_glow(surface, rect, PALETTE["marigold"], 8, 160, 0.35)
            self._glow_if(surface, rect, ("hand", card), sugg, 12)
            draw_card(surface, self.art.portrait(card, False, HAND_CARD), rect)

    # prompt --------------------------------------------------------------------
    def _draw_prompt(self, surface, v) -> None:
        a = self.assets
        r = PROMPT_RECT
        bg = paint.gradient_rrect(r.size, (70, 30, 90), (44, 18, 62), 12)
        surface.blit(bg, r)
        busy = self.automaton_pending or (not v.is_over and v.current != self.seat)
        border = PALETTE["magenta"] if busy else PALETTE["marigold"]
        pygame.draw.rect(surface, border, r, width=2, border_radius=12)
        text = self.prompt()
        bw = 0
        for b in self.buttons:
            if b.visible:
                bw = b.rect.w + 12
        icon = "icons/hourglass.png" if busy else "icons/hint.png" if self.suggestion else "icons/marigold.png"
        surface.blit(a.sprite(icon, (24, 24)), (r.x + 12, r.centery - 12))
        img = T.render_rich(a, T.escape(text), r.w - 56 - bw, size=15, role="bold", colour=PALETTE["bone"],
                            scaled=False)
        surface.blit(img, (r.x + 44, r.centery - img.get_height() // 2))
        for b in self.buttons:
            b.draw(surface, a, self.time)

    # things in flight ------------------------------------------------------------
    def _draw_in_flight(self, surface) -> None:
        self.choreo.draw_in_flight(surface, self._draw_piece)

    def _draw_piece(self, surface, key, info, rect) -> None:
        kind, ident, lit = info
        if kind == "portrait":
            draw_card(surface, self.art.portrait(ident, False, rect.size), rect)
        elif kind == "candle":
            self._draw_candle_item(surface, key, rect)
        elif kind == "marigold":
            surface.blit(self.art.marigold(rect.w), rect)

    def _draw_fliers(self, surface) -> None:
        self.choreo.draw_fliers(surface, lambda name, size: self.art.marigold(size))
