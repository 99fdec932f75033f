"""Die of the Dead's table: the seat's view drawn as the boards lie, and the pointer turned into moves.

On the left stand the marigold steps with every player's scoring die and the bonus on each square.
Along the top: the four caskets in a row (each casket's own colours follow it when caskets move or
swap), the dice on their lids or, for the open one, the dice rolled inside; in front of them the four
token boards, which never move (a casket's item is the board it stands before); then the City of the
Dead with its dice. Below, the seat's own ofrenda (four sections sharing their corners, the two
incense urns), its preparation board, its supply, its tokens in hand and the panel of its action.
The right column holds the other players' boards at a glance (click one to see it whole) or, solo,
the score against the good and perfect marks and the City as the timer; the log below them.

A turn by pointer: at setup drag a die of the colour you choose onto each casket; as Round Starter
click the casket to open; drag a die from the open casket onto a space of its item on the ofrenda or
onto the preparation board, then drag the payment die (from the City, the supply, the preparation
board, or with five players an incomplete section) onto a closed casket's lid; drag a prepared die
to the ofrenda to move it. Clicking a die picks it up instead (then click where it goes). Tokens are
played from the hand (candle: click it, then the two caskets; bread and incense: the face buttons
offered after a draft; marigold: move as Round Starter), the other actions are buttons, greyed
with the reason when they are not allowed. At scoring, each completed section is scored from its
button (or its caption on the board); the landing square is clicked on the steps. Every refusal is
the rules' own reason (``why_illegal``): nothing here decides.

A move that brings many things at once (a casket opened: the lid dice tipped in, the casket shaken
and the dice landing; the end of a round: each section's scoring card, the scoring die climbing
step by step, the square it lands on, the tokens gained, the caskets moving along and the Round
Starter marker passing) is told beat by beat on the shared storyboard while the next move waits.

Drawing is layered: a static layer (the boards and panels), the table layer (everything drawn from
the view, repainted only when what it shows changes), and over it every frame what moves: dice in
flight, tumbling dice, a shaking casket, the drag and its targets, the scoring card.
"""
from __future__ import annotations

import math

import pygame

from game.rules.dotd.actions import (
    CITY as SRC_CITY, OFRENDA as SRC_OFRENDA, PREP_BOARD, SUPPLY as SRC_SUPPLY, Ascend, CashTokens, CityDie, Discard,
    Draft, FinishScoring, KeepFace, Land, Move, Open, Pass, Pay, Place, Retune, ScoreSection, SetFace, Skull, Swap,
    TakeToken,
)
from game.rules.dotd.components import ITEMS, PREP, SKULL
from game.rules.dotd.words import Plain, breakdown_lines, cap, plural, requirements_text, square_effect, token_effect
from scenes.assets import PALETTE
from scenes.dotd.layout import (
    ACTIONS, ACTIONS_REGION, CAPTIONS, CASKETS_REGION, CITY, CITY_REGION, HAND, LID, OFRENDA, OFRENDA_REGION, OFR_CELL,
    OFR_W, OTHER_H, OTHER_STEP, OWN_REGION, PIECE_REGION, PREPBOX, PROMPT, PROMPT_REGION, R, RIGHT, RIGHT_REGION, SHEET,
    SHEET_BOARD, SOLO_PANEL, STEPS, STEPS_REGION, STEPS_TRAY, SUPPLY, TOPBAR_REGION, casket_dice_rects, casket_rect,
    city_spot, grid_rects, ofrenda_cell, prep_space, step_square, sub, token_board_rect, urn_rect,
)
from scenes.dotd.pieces import (
    DIE_SCALE, ROSE, die_image, die_sprite, draw_ofrenda, fit_lines, paint_die, resting_face, scored_badges,
    sprite_rect,
)
from scenes.dotd.telling import BEAT, TOLD, Markup, Told, num_laps
from scenes.play import PlayScene
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button, route_to_buttons
from scenes.kit.telling import Choreography
from scenes.widgets.dice import DiceTumble
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot
from scenes.widgets.layers import CachedLayer, Region, RegionLayer
from scenes.widgets.log_panel import LogPanel
from scenes.widgets.select import Selection
from scenes.kit.telling import Storyboard
from scenes.widgets.tooltip import TooltipContent
from scenes.widgets.tween import pulse


class DotdScene(PlayScene):
    """The table of one Die of the Dead game, as one seat sees it."""

    name = "dotd"
    log_rect = pygame.Rect(1052, 468, 216, 244)
    suggestion_rect = pygame.Rect(1052, 52, 216, 182)

    def __init__(self, app, session, replay: bool = False):
        self.choreo = Choreography(lambda: self.anim_speed(), duration=0.42)
        self.story = Storyboard(lambda: self.anim_speed())
        self.told = Told()
        self.caption: str | None = None  # the beat now told, in the prompt bar
        self._story_events: list = []
        self._told_n = 0
        self._skipping = False
        self._arcs: dict = {}  # piece key -> how high it arcs on its way (the casket going round)
        self.tumbles: dict[int, DiceTumble] = {}  # die id -> its tumble as its casket opens
        self.selected = None  # a die picked up by a click (its drag payload), then click its target
        self.swapping: list[int] | None = None  # candle token: the caskets clicked so far
        self.cash_marks: set[str] = set()  # scoring: the tokens marked to discard for steps
        self.face_space: int | None = None  # the any-face bonus: the preparation space chosen
        self.choice = None  # (title, subtitle, [(label, icon, action)]): a small question on top
        self.choice_buttons: list[Button] = []
        self.enlarged: int | None = None  # an opponent whose boards are shown whole
        self.hover_key = None
        self._markup: Markup | None = None
        self._plain: Plain | None = None
        self.static_layer = CachedLayer()
        self.table_layer = CachedLayer()  # the table under an opponent's boards shown whole
        self.table_regions = RegionLayer()  # the table drawn from the view, region by region
        self._piece_region: dict = {}  # piece key -> the region drawing it where it lies
        super().__init__(app, session, replay)
        self._set_log_rect()
        self.refresh(animate=False)

    # ------------------------------------------------------------------ basics
    @property
    def data(self):
        return self.session.data

    @property
    def fmt(self) -> Markup:
        if self._markup is None:
            self._markup = Markup(self.data)
        return self._markup

    @property
    def plain(self) -> Plain:
        if self._plain is None:
            self._plain = Plain(self.data)
        return self._plain

    @property
    def solo(self) -> bool:
        return self.session.setup.players == 1

    @property
    def cb(self) -> bool:
        return bool(self.app.settings.colour_blind)

    def me(self, v=None):
        return (v or self.view).players[self.seat]

    def others_order(self) -> list[int]:
        n = self.session.setup.players
        return [(self.seat + k) % n for k in range(1, n)]

    def name_of(self, seat: int) -> str:
        return "You" if seat == self.seat else self.seat_name(seat)

    def whose(self, seat: int) -> str:
        if seat == self.seat:
            return "Your"
        name = self.seat_name(seat)
        return f"{name}'" if name.endswith("s") else f"{name}'s"

    def _set_log_rect(self) -> None:
        top = (SOLO_PANEL.bottom + 6) if self.solo else RIGHT.y + 4 + len(self.others_order()) * OTHER_STEP
        self.log_rect = pygame.Rect(RIGHT.x, top, RIGHT.w, RIGHT.bottom - top)
        self.log_panel.rect = pygame.Rect(self.log_rect)
        if hasattr(self.log_panel, "relayout"):
            self.log_panel.relayout()

    def other_rect(self, i: int) -> pygame.Rect:
        return R(RIGHT.x, RIGHT.y + 4 + i * OTHER_STEP, RIGHT.w, OTHER_H)

    def other_rect_of(self, seat: int) -> pygame.Rect | None:
        order = self.others_order()
        return self.other_rect(order.index(seat)) if seat in order else None

    def my_phase(self) -> str | None:
        """The phase when the seat on screen decides now (nothing told, nothing veiling the table)."""
        if not self.players_turn or self.story.playing or self.enlarged is not None:
            return None
        return self.view.phase

    def legal(self, action) -> bool:
        return self.why_illegal(action) is None

    def casket_order(self, v=None) -> tuple:
        """The physical caskets (numbers) by position, as the table shows them now."""
        v = v or self.view
        return self.told.order if self.told.order is not None else tuple(c.number for c in v.caskets)

    def casket_by_number(self, v, number: int):
        return next(c for c in v.caskets if c.number == number)

    def shown_rs(self, v=None) -> int:
        """The Round Starter as the table shows it (-1 at setup, before anyone holds the marker)."""
        v = v or self.view
        if v.phase == "place":
            return -1
        return self.told.rs if self.told.rs is not None else v.round_starter

    def shown_steps(self, seat: int, v=None) -> tuple[int, int]:
        """(steps climbed, square) of ``seat``'s scoring die as the table shows it; square -1 while the
        die waits on its new step for its owner to choose the square."""
        v = v or self.view
        p = v.players[seat]
        told = self.told.steps.get(seat)
        if told is not None:
            return told
        if v.phase == "land" and v.current == seat:
            return p.score, -1
        return p.score, p.square

    def casket_open(self, c) -> bool:
        return c.open and c.number not in self.told.closed

    # ------------------------------------------------------------------ geometry of pieces
    def supply_classes(self, p) -> list[tuple[str, bool, int]]:
        """A supply's dice by kind: (colour, power, how many), the player's own colour first."""
        counts: dict = {}
        for d in p.supply:
            counts[(d.colour, d.power)] = counts.get((d.colour, d.power), 0) + 1
        colours = self.data.colours
        order = sorted(counts, key=lambda k: (k[0] != p.colour, colours.index(k[0]), k[1]))
        return [(c, pw, counts[(c, pw)]) for c, pw in order]

    def supply_rects(self, n: int, box: pygame.Rect = SUPPLY) -> list[pygame.Rect]:
        """The wells of the supply's kinds in its panel, each with room for its count on its right."""
        if n <= 1:
            return [R(box.x + 20, box.y + 38, 40, 40)] if n else []
        cols = 2
        rows = (n + 1) // 2
        top, height = box.y + 28, box.h - 34
        size = min(30, (height - 4 * (rows - 1)) // rows)
        cell_w = (box.w - 12) // cols
        step_y = (height - size) // max(1, rows - 1) if rows > 1 else 0
        y0 = top + (height - size - step_y * (rows - 1)) // 2
        return [R(box.x + 8 + (i % cols) * cell_w, y0 + (i // cols) * step_y, size, size) for i in range(n)]

    def hand_slots(self) -> list[pygame.Rect]:
        return [R(HAND.x + 14 + i * 60, HAND.y + 32, 52, 52) for i in range(self.data.hand_limit)]

    def hand_tokens(self, p) -> list[str]:
        return [ITEMS[i] for i, n in enumerate(p.tokens) for _ in range(n)]

    def placement_rects(self, pos: int, n: int) -> list[pygame.Rect]:
        return grid_rects(sub(casket_rect(pos), LID), n, 24, 3)

    def mini_cell(self, r: pygame.Rect, cell: int) -> pygame.Rect:
        row, col = self.data.cells[cell]
        return R(r.x + 10 + col * 15, r.y + 30 + row * 15, 14, 14)

    def mini_prep(self, r: pygame.Rect, i: int) -> pygame.Rect:
        return R(r.x + 82 + 24 * i, r.y + 32, 22, 22)

    def mini_supply(self, r: pygame.Rect) -> pygame.Rect:
        return R(r.right - 44, r.y + 36, 14, 14)

    def scoring_rect(self, seat: int, score: int, square: int, stack: int = 0) -> pygame.Rect:
        _face, step = self.data.landing(score)
        if step <= 0:
            return R(STEPS_TRAY.x + 6 + seat * 31, STEPS_TRAY.y + 5, 28, 28)
        sq = square if square >= 0 else 3
        r = step_square(step, sq).inflate(-8, -8)
        return r.move(stack * 7, -stack * 6)

    def scoring_places(self, v) -> dict[int, pygame.Rect]:
        """Every scoring die's place on the steps (dice sharing a square step aside a little)."""
        taken: dict = {}
        out = {}
        for seat in range(len(v.players)):
            score, square = self.shown_steps(seat, v)
            _face, step = self.data.landing(score)
            key = (step, square if square >= 0 else 3) if step > 0 else None
            n = taken.get(key, 0) if key else 0
            if key:
                taken[key] = n + 1
            out[seat] = self.scoring_rect(seat, score, square, n)
        return out

    # ------------------------------------------------------------------ the layout of every piece
    def layout(self, v) -> tuple[dict, dict]:
        """Where every piece lies as the table shows it: key -> rect, key -> what it is."""
        targets: dict = {}
        info: dict = {}
        order = self.casket_order(v)
        for pos, number in enumerate(order):
            targets[("casket", number)] = casket_rect(pos)
            info[("casket", number)] = ("casket", number)
        for pos, number in enumerate(order):
            c = self.casket_by_number(v, number)
            rect = casket_rect(pos)
            if self.casket_open(c):
                for d, r in zip(c.inside, casket_dice_rects(rect, len(c.inside), True)):
                    targets[("die", d.id)] = r
                    info[("die", d.id)] = ("die", d, "open")
            else:
                for d, r in zip(c.lid, casket_dice_rects(rect, len(c.lid), False)):
                    targets[("die", d.id)] = r
                    info[("die", d.id)] = ("die", d, "lid")
                centre = R(rect.centerx - 8, rect.centery + 4, 16, 16)
                for d in c.inside:
                    targets[("die", d.id)] = centre
                    info[("die", d.id)] = ("die", d, "inside")
        for i, d in enumerate(v.city):
            targets[("die", d.id)] = city_spot(i).inflate(-2, -2)
            info[("die", d.id)] = ("die", d, "city")
        for seat, p in enumerate(v.players):
            if seat == self.seat:
                for i, d in enumerate(p.prep):
                    if d is not None:
                        targets[("die", d.id)] = prep_space(i).inflate(-10, -10)
                        info[("die", d.id)] = ("die", d, "prep")
                for cell, d in enumerate(p.ofrenda):
                    if d is not None:
                        row, col = self.data.cells[cell]
                        targets[("die", d.id)] = ofrenda_cell(OFRENDA, row, col)
                        info[("die", d.id)] = ("die", d, "ofrenda")
                classes = self.supply_classes(p)
                rects = self.supply_rects(len(classes))
                where = {(c, pw): r for (c, pw, _n), r in zip(classes, rects)}
                for d in p.supply:
                    targets[("die", d.id)] = where[(d.colour, d.power)]
                    info[("die", d.id)] = ("die", d, "supply")
                continue
            r = self.other_rect_of(seat)
            if r is None:
                continue
            for i, d in enumerate(p.prep):
                if d is not None:
                    targets[("die", d.id)] = self.mini_prep(r, i).inflate(-2, -2)
                    info[("die", d.id)] = ("die", d, "mini")
            for cell, d in enumerate(p.ofrenda):
                if d is not None:
                    targets[("die", d.id)] = self.mini_cell(r, cell)
                    info[("die", d.id)] = ("die", d, "mini")
            for d in p.supply:
                targets[("die", d.id)] = self.mini_supply(r)
                info[("die", d.id)] = ("die", d, "gone")
        for seat, rect in self.scoring_places(v).items():
            targets[("scoring", seat)] = rect
            info[("scoring", seat)] = ("scoring", seat)
        return targets, info

    def _sync(self, animate: bool) -> None:
        targets, info = self.layout(self.view)
        self._piece_region = {k: ("caskets" if i[0] == "casket" else "steps" if i[0] == "scoring" else
                                  PIECE_REGION.get(i[2])) for k, i in info.items()}
        self.choreo.sync(targets, info, animate=animate and self.anim_speed() > 0)

    # ------------------------------------------------------------------ view changes and the storyboard
    def on_view_changed(self, old, new, cause, events, animate) -> None:
        if self.story.playing:
            self.skip_story()
        self.selected = None
        self.swapping = None
        self.cash_marks = set()
        self.face_space = None
        self.choice = None
        self.choice_buttons = []
        seen = [e for e in events if e.visible_to is None or self.seat in e.visible_to]
        drop = self.drag.drop_rect if cause == "action" else None
        self.drag.drop_rect = None
        if (animate and old is not None and cause in ("action", "ai", "automaton") and self.anim_speed() > 0
                and any(e.kind in TOLD for e in seen)):
            self.tell(old, new, seen, drop)
            return
        self.told = Told()
        self.tumbles.clear() if not animate or cause in ("refresh", "undo", "redo") else None
        self._sync(animate and cause not in ("refresh",))
        self._place_dropped(seen, drop)
        if animate and cause not in ("refresh", "undo", "redo"):
            self._sounds(seen)

    def _place_dropped(self, events, drop) -> None:
        """A die let go by hand glides on from where it was dropped."""
        if drop is None:
            return
        for e in events:
            if e.kind in ("draft", "pay", "move") and e.data[0] == self.seat:
                well = R(0, 0, round(drop.w / DIE_SCALE), round(drop.h / DIE_SCALE))
                well.center = drop.center
                self.choreo.place(("die", e.data[1]), well)
                return

    def _sounds(self, events) -> None:
        kinds = {e.kind for e in events}
        if kinds & {"draft", "move", "pay", "place"}:
            self.play_sound("card_place")
        if kinds & {"token", "discard"}:
            self.play_sound("marigold")

    def update_animations(self, dt: float) -> bool:
        busy = self.story.update(dt)
        busy |= self.choreo.update(dt)
        for key in list(self.tumbles):
            if not self.tumbles[key].update(dt) and not self.tumbles[key].moving:
                del self.tumbles[key]
            else:
                busy = True
        if self._arcs:
            self._arcs = {k: lift for k, lift in self._arcs.items() if self.choreo.layout.moving(k)}
        return busy or self.told.shaking is not None

    def holding(self) -> bool:
        return self.story.playing

    def tell(self, old, new, events, drop=None) -> None:
        """Tell one move's ``events`` beat by beat, from the table as ``old`` showed it."""
        told = Told()
        kinds = {e.kind for e in events}
        if kinds & {"rotate", "swap"}:
            told.order = tuple(c.number for c in old.caskets)
        if "round" in kinds:
            told.rs = old.round_starter
        for e in events:
            if e.kind == "climb" and e.data[0] not in told.steps:
                p = old.players[e.data[0]]
                told.steps[e.data[0]] = (p.score, p.square)
        opened = [e for e in events if e.kind == "open"]
        if opened:
            told.closed = frozenset(new.caskets[e.data[1]].number for e in opened)
        self.told = told
        self._story_events = list(events)
        self._told_n = 0
        self.caption = None
        self._sync(True)  # the dice start for where the move takes them (lid dice tip into a closed casket)
        self._place_dropped(events, drop)
        for i, e in enumerate(events):
            teller = getattr(self, f"_tell_{e.kind}", None)
            if teller is not None:
                teller(i, e)
            elif e.kind in BEAT:
                self._beat(BEAT[e.kind], i)
        self._beat(0.0, len(events), end=True)

    def _beat(self, seconds: float, index: int, change=None, fx=None, caption: str | None = "",
              end: bool = False) -> None:
        """One beat: ``change`` what the table shows, tell the move's events up to ``index`` in the log
        (and the last of them in the prompt bar, or ``caption``), start the effects ``fx``."""
        def start() -> None:
            upto = min(index + 1, len(self._story_events))
            if upto > self._told_n:
                self._told_n = upto
            if caption == "" and 0 <= index < len(self._story_events):
                self.caption = self.event_markup(self._story_events[index])
            elif caption:
                self.caption = caption
            if change is not None:
                change()
            if end:
                self._end_story()
                return
            self._sync(not self._skipping)
            if not self._skipping:
                if fx is not None:
                    fx()
                self.log_panel.set_entries(self.log_markup())
            self.app.dirty = True
        self.story.add(start, seconds)

    def _end_story(self) -> None:
        self.told = Told()
        self.caption = None
        self._told_n = len(self._story_events)
        self._story_events = []
        self._sync(not self._skipping)
        self._after_change()

    def skip_story(self) -> None:
        """Tell the rest of the move at once (a click, undo, a new view)."""
        if not self.story.playing:
            return
        self._skipping = True
        try:
            self.story.finish()
        finally:
            self._skipping = False
        self.tumbles.clear()
        self.choreo.layout.clear()

    # how each event is told ---------------------------------------------------------------------
    def _tell_open(self, i, e) -> None:
        seat, pos, lid, dice = e.data
        number = self.view.caskets[pos].number

        def shake() -> None:
            self.told.shaking = number
            self.play_sound("die_roll")

        def land() -> None:
            self.told.shaking = None
            self.told.closed = self.told.closed - {number}

        def roll() -> None:
            if self._skipping or self.anim_speed() <= 0:
                return
            c = self.view.caskets[pos]
            for d in c.inside:  # the dice land where they lie (no slide out of the casket's middle)
                self.choreo.layout.tweens.cancel(("die", d.id))
            for k, d in enumerate(c.inside):
                pattern = f"dice/dotd_{d.colour}_{{face}}{'_cb' if self.cb else ''}.png"  # (a power die too)
                tumble = DiceTumble(self.anim_speed, sprite=pattern)
                tumble.start_roll()
                tumble.land(0.25 + 0.05 * k, self.anim_speed())
                self.tumbles[d.id] = tumble
        you = seat == self.seat
        name = "You" if you else T.escape(self.seat_name(seat))
        item = self.data.items[pos]
        tip = (f"{name} {'tip' if you else 'tips'} {plural(lid, 'lid die', 'lid dice')} into the {item} casket"
               if lid else f"{name} {'open' if you else 'opens'} the {item} casket")
        self._beat(BEAT["open_tip"], i - 1, caption=tip + "\u2026")
        self._beat(BEAT["open_shake"], i - 1, change=shake, caption=f"The {item} casket is rolled\u2026")
        self._beat(BEAT["open_land"], i, change=land, fx=roll)

    def _tell_score(self, i, e) -> None:
        def change() -> None:
            self.told.card = ("score",) + tuple(e.data)
        self._beat(BEAT["score"], i, change=change, fx=lambda: self.play_sound("light"))

    def _tell_cash(self, i, e) -> None:
        seat, items, steps = e.data

        def change() -> None:
            self.told.card = ("cash", seat, tuple(items), steps)

        def fx() -> None:
            start = self._hand_point(seat)
            for k, item in enumerate(items):
                self.choreo.fly(f"dotd/token_{ITEMS[item]}.png", start, token_board_rect(item).center,
                                delay=0.08 * k, size=28)
        self._beat(BEAT["cash"], i, change=change, fx=fx)

    def _tell_climb(self, i, e) -> None:
        seat, steps, old, new = e.data
        for k in range(old + 1, new + 1):
            def change(k=k) -> None:
                self.told.steps[seat] = (k, -1)
            self._beat(BEAT["climb"], i, change=change, caption="" if k == old + 1 else None,
                       fx=lambda: self.play_sound("ui_click"))

    def _tell_land(self, i, e) -> None:
        seat, step, square, sq = e.data

        def change() -> None:
            score = self.told.steps.get(seat, (self.view.players[seat].score, square))[0]
            self.told.steps[seat] = (score, square)
        self._beat(BEAT["land"], i, change=change)

    def _tell_token(self, i, e) -> None:
        seat, item, why = e.data

        def fx() -> None:
            self.choreo.fly(f"dotd/token_{ITEMS[item]}.png", token_board_rect(item).center, self._hand_point(seat),
                            size=30)
            self.play_sound("marigold")
        self._beat(BEAT["token"], i, fx=fx)

    def _tell_rotate(self, i, e) -> None:
        def change() -> None:
            self.told.order = None
            self.told.card = None
        order = self.casket_order()

        def fx() -> None:
            wrap = order[-1] if order else None
            if wrap is not None:
                self._arcs[("casket", wrap)] = 70
                c = self.casket_by_number(self.view, wrap)
                for d in c.lid + c.inside:
                    self._arcs[("die", d.id)] = 70
            self.play_sound("card_slide")
        self._beat(BEAT["rotate"], i, change=change, fx=fx)

    def _tell_swap(self, i, e) -> None:
        seat, a, b = e.data

        def change() -> None:
            order = list(self.casket_order())
            order[a], order[b] = order[b], order[a]
            self.told.order = tuple(order)

        def fx() -> None:
            order = self.casket_order()
            for number in (order[a], order[b]):
                self._arcs[("casket", number)] = 40
            self.play_sound("card_slide")
        self._beat(BEAT["swap"], i, change=change, fx=fx)

    def _tell_round(self, i, e) -> None:
        before = self.told.rs

        def change() -> None:
            self.told.rs = None
            self.told.card = None

        def fx() -> None:  # the Round Starter marker passes on
            after = self.view.round_starter
            if before is None or before == after or self.solo:
                return
            self.choreo.fly("dotd/round_starter.png", self._marker_point(before), self._marker_point(after),
                            duration=0.5, size=34)
        self._beat(BEAT["round"], i, change=change, fx=fx)

    def _marker_point(self, seat: int) -> tuple[int, int]:
        if seat == self.seat:
            return ACTIONS.right - 32, ACTIONS.y + 30
        r = self.other_rect_of(seat)
        return (r.right - 70, r.y + 17) if r is not None else (RIGHT.centerx, RIGHT.y)

    def _tell_game_over(self, i, e) -> None:
        def change() -> None:
            self.told.card = None
        self._beat(BEAT["game_over"], i, change=change)

    def _hand_point(self, seat: int) -> tuple[int, int]:
        """Where a token flies to (or from) for ``seat``: its hand, or its card in the right column."""
        if seat == self.seat:
            return HAND.x + 120, HAND.centery
        r = self.other_rect_of(seat)
        return (r.x + 120, r.y + 72) if r is not None else (RIGHT.centerx, RIGHT.y + 40)

    # ------------------------------------------------------------------ the log
    def event_markup(self, event, viewer: int | None = -2) -> str:
        viewer = self.seat if viewer == -2 else viewer
        key = (event, viewer)
        cache = self.__dict__.setdefault("_lines", {})
        line = cache.get(key)
        if line is None:
            if len(cache) > 4000:  # a long game: start afresh rather than grow without end
                cache.clear()
            line = cache[key] = self._event_markup(event, viewer)
        return line

    def _event_markup(self, event, viewer) -> str:
        names = tuple(T.escape(n) for n in self.session.setup.names)
        text = self.game.event_text(event, viewer, names, self.fmt)
        if event.kind in ("round", "game_over", "start_player"):
            return f"[c=marigold_light][b]{text}[/b][/c]"
        if event.kind in ("score", "cash", "complete"):
            return f"[c=#a8f0b8]{text}[/c]"
        if event.kind in ("climb", "land", "ascend"):
            return f"[c=#cdbde0]{text}[/c]"
        return text

    def log_markup(self) -> list[str]:
        """The log; while a move is told, only its events told so far (and the AI's reason after them)."""
        hidden = set()
        if self.story.playing and self._story_events:
            hidden = {id(e) for e in self._story_events[self._told_n:]}
        out: list[str] = []
        for line in self.session.log_lines(self.seat)[-LogPanel.CAP:]:
            if line[0] == "event":
                if id(line[1]) in hidden:
                    return out
                out.append(self.event_markup(line[1]))
            else:
                out.append(self.note_markup(line[1], line[2]))
        return out

    def describe_action(self, action) -> str:
        return self.game.describe_action(action, self.view, self.plain)

    # ------------------------------------------------------------------ drag and drop
    def drop_targets(self, payload) -> list[DropTarget]:
        if not payload:
            return []
        kind = payload[0]
        v = self.view
        out: list[DropTarget] = []
        if kind == "draft":
            _, colour, power, face, _id = payload
            act = Draft(colour, power, face, PREP)
            reason = self.why_illegal(act)
            out.append(DropTarget(("prepboard",), PREPBOX, reason is None, reason, "To your preparation board",
                                  data=act))
            for cell in range(len(self.data.cells)):
                act = Draft(colour, power, face, cell)
                reason = self.why_illegal(act)
                out.append(DropTarget(("cell", cell), self.cell_rect(cell), reason is None, reason,
                                      f"To {self.plain.cell(cell)}", data=act))
            return out
        if kind == "prep" and v.phase != "pay":
            space = payload[1]
            for cell in range(len(self.data.cells)):
                acts = [Move(space, cell, False), Move(space, cell, True)]
                ok = [a for a in acts if self.legal(a)]
                if len(ok) == 2:
                    data = ("choose_move", ok)
                    reason = None
                elif ok:
                    data, reason = ok[0], None
                else:
                    marigold = self.me(v).tokens[ITEMS.index("marigold")] > 0
                    natural = acts[1] if marigold and v.round_starter == self.seat else acts[0]
                    data, reason = natural, self.why_illegal(natural)
                hint = f"Move it to {self.plain.cell(cell)}"
                if ok and all(a.marigold for a in ok):
                    hint += " (marigold token)"
                out.append(DropTarget(("cell", cell), self.cell_rect(cell), reason is None, reason, hint, data=data))
            return out
        if kind in ("prep", "supply", "city", "ofr", "place"):
            for pos in range(4):
                if kind == "place":
                    act = Place(pos, payload[1])
                elif kind == "prep":
                    act = Pay(pos, PREP_BOARD, "", False, payload[1])
                elif kind == "ofr":
                    act = Pay(pos, SRC_OFRENDA, "", False, payload[1])
                elif kind == "city":
                    act = Pay(pos, SRC_CITY, payload[1], payload[2])
                elif v.phase == "place":
                    act = Place(pos, payload[1])
                else:
                    act = Pay(pos, SRC_SUPPLY, payload[1], payload[2])
                reason = self.why_illegal(act)
                hint = (f"Into {self.plain.casket(pos)}" if isinstance(act, Place)
                        else f"Onto the lid of {self.plain.casket(pos)}")
                out.append(DropTarget(("casket", pos), casket_rect(pos).inflate(-20, -10), reason is None, reason,
                                      hint, data=act, radius=24))
            return out
        return out

    def drop(self, payload, target: DropTarget, pos) -> str | None:
        self.selected = None
        data = target.data
        if isinstance(data, tuple) and data and data[0] == "choose_move":
            self._ask("Move the die", "Solo, a move spends a die of the City of the Dead, or your marigold token "
                                      "instead.",
                      [("Spend a City die", "dotd/city_die", data[1][0] if not data[1][0].marigold else data[1][1]),
                       ("Play the marigold token", "dotd/icon_marigold.png",
                        data[1][1] if data[1][1].marigold else data[1][0])])
            return None
        if data is None:
            return target.reason or "Not there."
        self.propose(data, pos)
        return None

    def drag_image(self, spot: Hotspot):
        payload = spot.drag
        if not payload:
            return None
        die = self._payload_die(payload)
        if die is None:
            return None
        colour, power, face = die
        return die_image(self.assets, colour, power, face, 40, self.cb)

    def _payload_die(self, payload):
        """(colour, power, face) of the die a payload carries (as it is shown)."""
        kind = payload[0]
        me = self.me()
        if kind == "draft":
            return payload[1], payload[2], payload[3]
        if kind == "prep":
            d = me.prep[payload[1]]
            return (d.colour, d.power, d.face) if d is not None else None
        if kind == "ofr":
            d = me.ofrenda[payload[1]]
            return (d.colour, d.power, d.face) if d is not None else None
        if kind in ("supply", "city"):
            return payload[1], payload[2], 5 if not payload[2] else 6
        if kind == "place":
            return payload[1], False, 5
        return None

    def cell_rect(self, cell: int) -> pygame.Rect:
        row, col = self.data.cells[cell]
        return ofrenda_cell(OFRENDA, row, col)

    # ------------------------------------------------------------------ hotspots
    def build_hotspots(self) -> list[Hotspot]:
        v = self.view
        spots: list[Hotspot] = []
        if self.enlarged is not None:
            return self._sheet_hotspots(self.enlarged)
        phase = self.my_phase()
        me = self.me(v)
        # the steps: every square, and the scoring dice on them
        for step in range(1, 10):
            for sq in range(4):
                spots.append(Hotspot(("square", step, sq), step_square(step, sq), tooltip=self._square_tip(step, sq),
                                     click=lambda s=step, q=sq: self._click_square(s, q)))
        for seat, rect in self.scoring_places(v).items():
            spots.append(Hotspot(("scoring", seat), rect, tooltip=self._scoring_tip(seat)))
        # the token boards and the caskets with their dice
        for pos in range(4):
            spots.append(Hotspot(("board", pos), token_board_rect(pos), tooltip=self._board_tip(pos)))
            spots.append(Hotspot(("casket", pos), casket_rect(pos), tooltip=self._casket_tip(pos),
                                 click=lambda p=pos: self._click_casket(p)))
        order = self.casket_order(v)
        for pos, number in enumerate(order):
            c = self.casket_by_number(v, number)
            is_open = self.casket_open(c)
            dice = c.inside if is_open else c.lid
            for d, r in zip(dice, casket_dice_rects(casket_rect(pos), len(dice), is_open)):
                drag = ("draft", d.colour, d.power, d.face, d.id) if is_open and phase == "act" else None
                spots.append(Hotspot(("cdie", d.id), r.inflate(4, 4), tooltip=self._die_tip(d, "open" if is_open
                                                                                         else "lid", pos),
                                     drag=drag, click=(lambda p=drag: self._pick_up(p)) if drag else
                                     (lambda p=pos: self._click_casket(p))))
        # the City of the Dead
        spots.append(Hotspot(("city",), CITY, tooltip=self._city_tip))
        for i, d in enumerate(v.city):
            drag = ("city", d.colour, d.power) if phase == "pay" else None
            spots.append(Hotspot(("citydie", d.id), city_spot(i), tooltip=self._die_tip(d, "city"), drag=drag,
                                 click=lambda d=d, p=drag: self._click_city(d, p)))
        # the seat's own boards
        for item in ITEMS:
            for part in CAPTIONS[item]:
                spots.append(Hotspot(("caption", item), sub(OFRENDA, part), tooltip=self._section_tip(self.seat, item),
                                     click=lambda it=item: self._click_caption(it)))
        for i, (cell, colour, value) in enumerate(me.urns):
            ur = urn_rect(OFRENDA, 0 if cell == min(c for c, _, _ in me.urns) else 1)
            plaque = R(ur.x + OFR_CELL, ur.y, ur.w - OFR_CELL, ur.h)
            spots.append(Hotspot(("urn", cell), plaque, tooltip=self._urn_tip(cell, colour, value)))
        for cell in range(len(self.data.cells)):
            d = me.ofrenda[cell]
            drag = ("ofr", cell) if d is not None and phase == "pay" and v.five else None
            spots.append(Hotspot(("cell", cell), self.cell_rect(cell), tooltip=self._cell_tip(self.seat, cell),
                                 drag=drag, click=lambda c=cell, p=drag: self._click_cell(c, p)))
        spots.append(Hotspot(("prepboard",), PREPBOX, tooltip=self._prep_board_tip,
                             click=lambda: self._click_target(("prepboard",))))
        for i, d in enumerate(me.prep):
            drag = ("prep", i) if d is not None and phase in ("act", "pay") else None
            spots.append(Hotspot(("prep", i), prep_space(i), tooltip=self._prep_tip(i), drag=drag,
                                 click=lambda i=i, p=drag: self._click_prep(i, p)))
        spots.append(Hotspot(("supplybox",), SUPPLY, tooltip=self._supply_tip))
        classes = self.supply_classes(me)
        for (colour, power, n), r in zip(classes, self.supply_rects(len(classes))):
            kind = "place" if phase == "place" else "supply"
            drag = (kind, colour, power) if phase in ("pay", "place") else None
            spots.append(Hotspot(("supply", colour, power), r.inflate(6, 6),
                                 tooltip=self._supply_class_tip(colour, power, n),
                                 drag=drag, click=(lambda p=drag: self._pick_up(p)) if drag else None))
        if phase == "place":
            for (colour, power, n), r in zip(classes, self.place_rects(len(classes))):
                drag = ("place", colour, power)
                spots.append(Hotspot(("placedie", colour), r.inflate(6, 6),
                                     tooltip=self._supply_class_tip(colour, power, n), drag=drag,
                                     click=lambda p=drag: self._pick_up(p)))
        tokens = self.hand_tokens(me)
        for i, r in enumerate(self.hand_slots()):
            item = tokens[i] if i < len(tokens) else None
            spots.append(Hotspot(("token", i, item), r, tooltip=self._token_tip(item),
                                 click=(lambda it=item: self._click_token(it)) if item else None))
        if self.shown_rs(v) == self.seat and not self.solo:
            spots.append(Hotspot(("rs",), R(ACTIONS.right - 54, ACTIONS.y + 8, 44, 44), tooltip=self._rs_tip))
        # the others
        if self.solo:
            spots.append(Hotspot(("solo",), SOLO_PANEL, tooltip=self._solo_tip))
        else:
            for i, seat in enumerate(self.others_order()):
                spots.append(Hotspot(("other", seat), self.other_rect(i), tooltip=self._other_tip(seat),
                                     click=lambda s=seat: self.open_sheet(s), tip_side="left"))
        return spots

    def _sheet_hotspots(self, seat: int) -> list[Hotspot]:
        """An opponent's boards shown whole: every space and caption says what it holds; a click closes."""
        spots = [Hotspot(("sheet",), SHEET, click=self.close_sheet)]
        board = SHEET_BOARD
        s = board.w / OFR_W
        for item in ITEMS:
            for part in CAPTIONS[item]:
                spots.append(Hotspot(("caption", item), sub(board, part, s), tooltip=self._section_tip(seat, item),
                                     click=self.close_sheet))
        for cell in range(len(self.data.cells)):
            row, col = self.data.cells[cell]
            spots.append(Hotspot(("cell", cell), ofrenda_cell(board, row, col), tooltip=self._cell_tip(seat, cell),
                                 click=self.close_sheet))
        return spots

    def place_rects(self, n: int) -> list[pygame.Rect]:
        """Setup: the kinds of dice to place, large, in the action panel."""
        area = R(ACTIONS.x + 14, ACTIONS.y + 84, ACTIONS.w - 28, 52)
        return grid_rects(area, n, 40, min(5, max(1, n)))

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
            if t.key == key:
                if not t.legal:
                    self.refuse(t.reason or "Not there.", self.pointer)
                    return True
                self.drop(payload, t, self.pointer)
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
            self._click_target(("casket", pos))
            return
        if self.swapping is not None:
            self._swap_pick(pos)
            return
        if phase == "open":
            self.propose(Open(pos), self.pointer)
        elif phase == "act" and self.view.open_casket == pos:
            self.refuse("Drag one of its dice onto your ofrenda or your preparation board to draft it.", self.pointer)
        elif phase == "act":
            self.refuse(self.why_illegal(Open(pos)) or "That casket is closed this round.", self.pointer)
        elif phase == "pay":
            self.refuse("Drag the die you pay with onto this casket's lid (or click the die first).", self.pointer)

    def _click_city(self, die, payload) -> None:
        phase = self.my_phase()
        if phase == "city":
            self.propose(CityDie(die.colour), self.pointer)
        elif payload is not None:
            self._pick_up(payload)

    def _click_cell(self, cell: int, payload) -> None:
        phase = self.my_phase()
        if phase is None:
            return
        if self.selected is not None:
            self._click_target(("cell", cell))
            return
        if phase == "skull":
            self.propose(Skull(SRC_OFRENDA, cell), self.pointer)
            return
        if payload is not None:
            self._pick_up(payload)

    def _click_prep(self, space: int, payload) -> None:
        phase = self.my_phase()
        if phase is None:
            return
        if self.selected is not None and self.selected != payload:
            self._click_target(("prepboard",))
            return
        if phase == "skull":
            self.propose(Skull(PREP_BOARD, space), self.pointer)
            return
        if phase == "face":
            d = self.me().prep[space]
            if d is None:
                return
            if d.power:
                self.refuse(self.why_illegal(SetFace(space, 1)) or "That is a power die.", self.pointer)
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
            self.refuse(f"Your scoring die lands on step {self.view.landing}: choose one of its squares.",
                        self.pointer)
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
                self.refuse(self.why_illegal(CashTokens(("candle", "marigold", "bread"))) or "Not now.",
                            self.pointer)
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
            self.refuse(f"{cap(item)} tokens are played on a die you have just drafted.", self.pointer)

    def start_swap(self) -> None:
        """Candle token: click two caskets to swap them."""
        phase = self.my_phase()
        if phase not in ("open", "act"):
            return
        reason = self.why_illegal(Swap(0, 1))
        if reason is not None:
            self.refuse(reason, self.pointer)
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

    # ------------------------------------------------------------------ the action panel's buttons
    def refresh_buttons(self) -> None:
        self.buttons = []
        phase = self.my_phase()
        if phase is None:
            return
        v = self.view
        me = self.me(v)
        specs = []  # (name, label, icon, action or callable, enabled, reason, style)

        def act(name, label, icon, action, style="normal"):
            reason = self.why_illegal(action)
            specs.append((name, label, icon, lambda a=action: self.propose(a), reason is None, reason, style))

        item = v.open_item
        if phase in ("open", "act"):
            if phase == "act":
                act("take_token", f"Take {('a ' if item != 'incense' else 'an ')}{item} token", f"dotd/icon_{item}.png",
                    TakeToken())
                if not self.solo:
                    act("ascend", "Ascend one step", "dotd/icon_step.png", Ascend())
                act("pass", "Pass", None, Pass())
            if me.tokens[0] > 0 or self.swapping is not None:
                reason = self.why_illegal(Swap(0, 1))
                if self.swapping is not None:
                    specs.append(("swap", "Cancel the swap", "dotd/icon_candle.png", self.cancel_selection, True,
                                  None, "ghost"))
                else:
                    specs.append(("swap", "Swap two caskets", "dotd/icon_candle.png", self.start_swap, reason is None,
                                  reason, "normal"))
        elif phase == "retune":
            legal = [a for a in self.legal_actions() if isinstance(a, Retune)]
            d = v.drafted
            for a in legal:
                specs.append((f"retune_{a.token}_{a.face}", str(a.face),
                              die_sprite(d.colour, d.power, a.face, self.cb) if d else None,
                              lambda a=a: self.propose(a), True, None, "normal"))
            keep = f"Keep the {d.face}" if d is not None else "Keep its value"
            specs.append(("keep_face", keep, die_sprite(d.colour, d.power, d.face, self.cb) if d else None,
                          lambda: self.propose(KeepFace()), True, None, "primary"))
        elif phase == "city":
            for a in self.legal_actions():
                if isinstance(a, CityDie):
                    power = any(d.power for d in v.city if d.colour == a.colour)
                    specs.append((f"city_{a.colour}", cap(a.colour), die_sprite(a.colour, power, 5, self.cb),
                                  lambda a=a: self.propose(a), True, None, "normal"))
        elif phase == "discard":
            for i, n in enumerate(me.tokens):
                if n:
                    act(f"discard_{ITEMS[i]}", f"Discard {ITEMS[i]}", f"dotd/token_{ITEMS[i]}.png", Discard(ITEMS[i]))
        elif phase == "score":
            for section in me.sections:
                if section.pending:
                    result = v.section_result(self.seat, ITEMS.index(section.item))
                    steps = result.steps if result is not None else 0
                    act(f"score_{section.item}", f"Score {self.data.item_plurals[ITEMS.index(section.item)].lower()}"
                        f" +{steps}", f"dotd/icon_{section.item}.png", ScoreSection(section.item), style="primary")
            act("finish", "Finish scoring", None, FinishScoring())
        elif phase == "land":
            squares = self.data.steps[v.landing - 1]
            for sq, kind in enumerate(squares):
                label = {"skull": "Skull", "face": "Any face", "blank": "Blank"}.get(kind, f"{cap(kind)} token")
                act(f"land_{sq}", label, f"dotd/square_{kind}.png", Land(sq))
        elif phase == "face" and self.face_space is not None:
            d = me.prep[self.face_space]
            for f in range(1, 7):
                if d is not None and f != d.face:
                    act(f"face_{f}", str(f), die_sprite(d.colour, False, f, self.cb), SetFace(self.face_space, f))
        self._place_buttons(phase, specs)
        if phase == "score":
            marks = self._cash_choice()
            reason = None if marks is not None else self._cash_refusal()
            label = "Cash in" + (f" +{dict(self.data.cash).get(len(marks.tokens), 0)}" if marks is not None else "")
            self.buttons.append(Button((HAND.x + 262, HAND.y + 34, 106, 30), label, "dotd/icon_step.png",
                                       self._cash_in, f"Discard tokens for steps: {reason}" if reason else
                                       "Discard the marked tokens for steps", enabled=reason is None or
                                       self._cash_options() != [], size=13, name="cash",
                                       style="primary" if marks is not None else "normal"))
        if self.selected is not None:
            self.buttons.append(Button((PROMPT.right - 128, PROMPT.y + 6, 120, PROMPT.h - 12), "Put it down", None,
                                       self.cancel_selection, "Let go of the die you picked up (Esc)", size=14,
                                       style="ghost", name="put_down"))
        self.app.dirty = True

    def _place_buttons(self, phase: str, specs) -> None:
        """Lay the phase's buttons out in the action panel (reasons beside them when they fit)."""
        if not specs:
            return
        left, width = ACTIONS.x + 14, ACTIONS.w - 28
        self._token_rows = []
        if phase == "retune":  # a row of values per token, then keep
            y = ACTIONS.y + 62
            for token in ("bread", "incense"):
                row = [s for s in specs if s[0].startswith(f"retune_{token}_")]
                if not row:
                    continue
                self._token_rows.append((token, y))
                for k, s in enumerate(row):
                    self._add_button(s, R(left + 104 + k * 50, y, 46, 34))
                y += 40
            keep = [s for s in specs if s[0] == "keep_face"]
            if keep:
                self._add_button(keep[0], R(left, ACTIONS.bottom - 44, 190, 36))
            return
        if phase in ("face", "city") and any(s[1].isdigit() or s[0].startswith("city_") for s in specs):
            small = [s for s in specs if s[0] != "keep_face"]
            y = ACTIONS.y + 84
            x = left
            for s in small:
                w = 52 if s[1].isdigit() else 86
                if x + w > left + width:
                    x, y = left, y + 42
                self._add_button(s, R(x, y, w, 36))
                x += w + 6
            keep = [s for s in specs if s[0] == "keep_face"]
            if keep:
                self._add_button(keep[0], R(left, ACTIONS.bottom - 44, 190, 36))
            return
        n = len(specs)
        if n <= 3:  # one a row, the reason beside a greyed one
            step, h = (36, 30) if n == 3 else (44, 36)
            top = ACTIONS.bottom - 10 - n * step + (step - h)
            for i, s in enumerate(specs):
                self._add_button(s, R(left, top + i * step, 190, h), "beside")
            return
        bw = (width - 10) // 2  # two a row, the reason under a greyed one
        rows = (n + 1) // 2
        top = ACTIONS.bottom - 6 - rows * 48
        for i, s in enumerate(specs):
            r, c = divmod(i, 2)
            self._add_button(s, R(left + c * (bw + 10), top + r * 48, bw, 32), "under")

    def _add_button(self, spec, rect: pygame.Rect, reason_at: str | None = None) -> None:
        name, label, icon, fn, enabled, reason, style = spec
        tip = f"{label}: {reason}" if reason else ""
        b = Button(rect, label, icon, fn, tip, style=style, enabled=enabled, size=13 if rect.w < 190 else 14,
                   name=name)
        b.reason = reason if reason_at else None
        b.reason_at = reason_at
        self.buttons.append(b)

    def _cash_options(self) -> list:
        return [a for a in self.legal_actions() if isinstance(a, CashTokens)]

    def _cash_choice(self):
        """The cash-in the marked tokens make, if they make one."""
        if not self.cash_marks:
            return None
        act = CashTokens(tuple(self.cash_marks))
        return act if self.legal(act) else None

    def _cash_refusal(self) -> str | None:
        options = self._cash_options()
        if options:
            if self.cash_marks:
                return self.why_illegal(CashTokens(tuple(self.cash_marks)))
            return None
        kinds = sum(1 for n in self.me().tokens if n)
        if not self.view.state.cash_ok:
            return self.why_illegal(CashTokens(("candle", "marigold", "bread"))) or "Not now."
        return (f"Three tokens of different kinds climb a step, four climb two: you hold "
                f"{plural(kinds, 'kind')}.")

    def _cash_in(self) -> None:
        marked = self._cash_choice()
        if marked is not None:
            self.propose(marked)
            return
        options = self._cash_options()
        if not options:
            self.refuse(self._cash_refusal() or "Not now.", self.pointer)
            return
        if len(options) == 1:
            self.propose(options[0])
            return
        self._ask("Discard tokens for steps", "Three tokens of different kinds climb one step, four climb two.",
                  [(self.game.describe_action(a, self.view, self.plain), "dotd/icon_step.png", a) for a in options])

    # ------------------------------------------------------------------ tooltips
    def _die_title(self, d, face: int | None = None) -> str:
        face = d.face if face is None else face
        return cap(self.fmt.die(d.colour, d.power, face))

    def _die_tip(self, d, where: str, pos: int | None = None):
        def tip():
            lines = []
            if where == "open":
                title = self._die_title(d)
                item = self.data.items[pos] if pos is not None else ""
                lines.append(f"In the open {item} casket: drag it to a {item} space of your ofrenda or to your "
                             "preparation board to draft it (then pay).")
            elif where == "lid":
                title = cap(self.fmt.die(d.colour, d.power))
                lines.append(f"On the lid of {self.plain.casket(pos)}: it goes in, and is rolled, when that casket "
                             "opens.")
            elif where == "city":
                title = cap(self.fmt.die(d.colour, d.power))
                lines.append("In the City of the Dead." + (" Each round spends one: when it is empty the game ends."
                                                           if self.solo else
                                                           " The Round Starter pays with these."))
            else:
                title = self._die_title(d)
            if d.power:
                lines.append("[c=muted]A power die: it shows a skull where a normal die shows 3 and 4; a skull is "
                             "wild when its section is scored.[/c]")
            return TooltipContent(title, tuple(lines))
        return tip

    def _square_tip(self, step: int, sq: int):
        def tip():
            v = self.view
            kind = self.data.steps[step - 1][sq]
            lines = [T.escape(square_effect(self.plain, kind, self.solo))]
            if kind in ITEMS:
                n = v.token_boards[ITEMS.index(kind)]
                lines.append(f"[c=muted]{plural(n, kind + ' token')} left on its board.[/c]")
            here = [s for s in range(len(v.players)) if self.data.landing(self.shown_steps(s, v)[0])[1] == step
                    and self.shown_steps(s, v)[1] == sq]
            if here:
                lines.append("Here: " + ", ".join(T.escape(self.name_of(s)) for s in here) + ".")
            if self.my_phase() == "land" and step == v.landing:
                reason = self.why_illegal(Land(sq))
                lines.append("Click to land here." if reason is None else f"[c=#ff9a9a]{T.escape(reason)}[/c]")
            name = {"skull": "Skull square", "face": "Any-face square", "blank": "Blank square"}.get(
                kind, f"{cap(kind)} token square")
            return TooltipContent(f"Step {step} \u00b7 {name}", tuple(lines), icon=f"dotd/square_{kind}.png")
        return tip

    def _scoring_tip(self, seat: int):
        def tip():
            score, _sq = self.shown_steps(seat)
            face, step = self.data.landing(score)
            lines = [f"{plural(score, 'step')} climbed" + (f" (the die shows {min(face, 6)}: "
                                                           f"{num_laps(face)} past the top)" if face > 1 else "") + "."]
            if step == 0:
                lines.append("Still below the first step.")
            lines.append("[c=muted]Steps climbed = 9 \u00d7 (face \u2212 1) + the step it stands on.[/c]")
            return TooltipContent(f"{T.escape(self.whose(seat))} scoring die", tuple(lines))
        return tip

    def _board_tip(self, pos: int):
        def tip():
            v = self.view
            item = ITEMS[pos]
            n = v.token_boards[pos]
            lines = [T.escape(token_effect(item, self.solo)),
                     f"{plural(n, 'token')} left on the board." + (" A token played solo leaves the game."
                                                                  if self.solo else "")]
            lines.append(f"[c=muted]The casket standing here is the {item} casket: its dice go to your {item} "
                         f"section.[/c]")
            return TooltipContent(f"The {item} token board", tuple(lines), icon=f"dotd/token_{item}.png")
        return tip

    def _casket_tip(self, pos: int):
        def tip():
            v = self.view
            number = self.casket_order(v)[pos]
            c = self.casket_by_number(v, number)
            item = ITEMS[pos]
            lines = []
            if self.casket_open(c):
                lines.append("Open this round: " + (", ".join(self.fmt.die(d.colour, d.power, d.face)
                                                              for d in c.inside) or "empty") + ".")
            else:
                inside = ", ".join(self.fmt.die(d.colour, d.power) for d in c.inside)
                lid = ", ".join(self.fmt.die(d.colour, d.power) for d in c.lid)
                lines.append(f"Inside: {inside or 'nothing'}.")
                lines.append(f"On the lid: {lid or 'nothing'}.")
            phase = self.my_phase()
            if phase == "open":
                reason = self.why_illegal(Open(pos))
                lines.append("Click to open it." if reason is None else f"[c=#ff9a9a]{T.escape(reason)}[/c]")
            elif phase == "place":
                mine = [col for k, col in (self.me(v).placed or ()) if k == item]
                if mine:
                    lines.append("You put " + ", ".join(self.fmt.colour(col) for col in mine) + " here.")
            lines.append(f"[c=muted]Before the {item} board: its dice go to {item} spaces. The caskets move along "
                         "after a round with scoring.[/c]")
            return TooltipContent(f"The {item} casket", tuple(lines), icon=f"dotd/icon_{item}.png")
        return tip

    def _city_tip(self):
        v = self.view
        n = len(v.city)
        if self.solo:
            lines = (f"{plural(n, 'die')} left: each round spends one (a move, or a pass). When the City is empty, "
                     "that round is the last.",)
        else:
            lines = (f"{plural(n, 'power die', 'power dice')} left. The Round Starter pays for a draft with one "
                     "of them (any colour); a marigold token brings one into your supply.",)
        return TooltipContent("The City of the Dead", lines)

    def _section_tip(self, seat: int, item: str):
        def tip():
            v = self.view
            i = ITEMS.index(item)
            p = v.players[seat]
            section = p.sections[i]
            lines = [T.escape(x) for x in requirements_text(self.plain, i)]
            lines.append(f"[c=muted]At most {plural(self.data.cap, 'step')} a section.[/c]")
            result = v.section_result(seat, i)
            if section.steps is not None:
                lines.append(f"[c=#a8f0b8]Scored: +{section.steps}.[/c]")
            elif result is not None:
                lines.append("[c=#a8f0b8]As it lies: +" + str(result.steps) + "[/c]")
                lines += [f"[c=#a8f0b8]{T.escape(x)}[/c]" for x in breakdown_lines(self.plain, result)]
                if section.pending and self.my_phase() == "score" and seat == self.seat:
                    lines.append("Click to score it.")
            else:
                filled = sum(1 for c in self.data.sections[i] if p.ofrenda[c] is not None)
                lines.append(f"{filled} of 4 spaces filled.")
            side = self.data.sides[i]
            return TooltipContent(f"{T.escape(self.whose(seat))} {self.data.item_plurals[i].lower()} section "
                                  f"[c=muted]\u00b7 the {side} side[/c]", tuple(lines), icon=f"dotd/icon_{item}.png")
        return tip

    def _urn_tip(self, cell: int, colour: str, value: int):
        return TooltipContent("An incense urn", (f"A {self.fmt.die(colour, False, value)} on this space scores a "
                                                 "step when the incense section is scored.",
                                                 "[c=muted]A skull counts as the value it needs.[/c]"))

    def _cell_tip(self, seat: int, cell: int):
        def tip():
            p = self.view.players[seat]
            d = p.ofrenda[cell]
            where = cap(self.plain.cell(cell))
            lines = []
            urn = next(((c, col, val) for c, col, val in p.urns if c == cell), None)
            if urn is not None:
                lines.append(f"Its urn wants a {self.fmt.die(urn[1], False, urn[2])}.")
            if d is None:
                title = f"{where}: empty"
                items = self.data.cell_items[cell]
                lines.append("A die from the " + " or the ".join(self.data.items[i] for i in items)
                             + " casket may go here." + (" A corner counts in both sections." if len(items) > 1
                                                          else ""))
            else:
                title = f"{where}: {self._die_title(d)}"
                if d.face == SKULL:
                    lines.append("A skull: wild, it counts as whatever value suits the section best.")
                lines.append("[c=muted]Dice on the ofrenda stay where they are.[/c]")
                if self.my_phase() == "skull" and d.power and d.face != SKULL:
                    lines.append("Click to turn it to its skull.")
            return TooltipContent(title, tuple(lines))
        return tip

    def _prep_board_tip(self):
        return TooltipContent("Your preparation board", ("Three spaces where drafted dice wait; move one to the "
                                                          "ofrenda as an action when its casket is open.",))

    def _prep_tip(self, i: int):
        def tip():
            d = self.me().prep[i]
            if d is None:
                return TooltipContent(f"Preparation space {i + 1}: empty", ("A die drafted here waits for a casket "
                                                                              "of its section's item.",))
            lines = []
            phase = self.my_phase()
            if phase == "act":
                lines.append("Drag it to a space of the open casket's item to move it there.")
            elif phase == "pay":
                lines.append("Drag it onto a closed casket to pay with it (when your supply is empty).")
            elif phase == "face" and not d.power:
                lines.append("Click it, then choose its new value.")
            elif phase == "skull" and d.power:
                lines.append("Click to turn it to its skull.")
            if d.face == SKULL:
                lines.append("A skull: wild when its section is scored.")
            return TooltipContent(f"Preparation space {i + 1}: {self._die_title(d)}", tuple(lines))
        return tip

    def _supply_tip(self):
        me = self.me()
        return TooltipContent("Your supply", (f"{plural(len(me.supply), 'die', 'dice')}. You pay for a draft with a "
                                               "die from your supply (the Round Starter: from the City of the "
                                               "Dead).",))

    def _supply_class_tip(self, colour: str, power: bool, n: int):
        def tip():
            lines = [f"{plural(n, 'die', 'dice')} of this kind in your supply."]
            phase = self.my_phase()
            if phase == "place":
                lines.append("Drag one onto a casket to put it there.")
            elif phase == "pay":
                lines.append("Drag one onto a closed casket's lid to pay.")
            return TooltipContent(cap(self.fmt.die(colour, power)), tuple(lines))
        return tip

    def _token_tip(self, item: str | None):
        def tip():
            if item is None:
                me = self.me()
                return TooltipContent("An empty token space", (f"You may hold {self.data.hand_limit} tokens; "
                                                                f"you hold {sum(me.tokens)}.",))
            lines = [T.escape(token_effect(item, self.solo))]
            phase = self.my_phase()
            if phase == "discard":
                lines.append("Click to discard it.")
            elif phase == "score":
                lines.append("Click to mark it for discarding: three different kinds climb a step, four climb two.")
            elif item == "candle" and phase in ("open", "act"):
                lines.append("Click it, then the two caskets to swap.")
            return TooltipContent(f"{cap(item)} token", tuple(lines), icon=f"dotd/token_{item}.png")
        return tip

    def _rs_tip(self):
        return TooltipContent("The Round Starter marker", ("You open a casket this round and draft first; you pay "
                                                           "from the City of the Dead. It passes clockwise after the "
                                                           "round.",))

    def _solo_tip(self):
        v = self.view
        score = v.players[0].score
        marks = ", ".join(f"{m.title.lower()} at {m.steps}" for m in self.data.marks)
        return TooltipContent("Solo: climb against the City of the Dead",
                              (f"{plural(score, 'step')} so far; {marks}.",
                               f"The City of the Dead has {plural(len(v.city), 'die', 'dice')} left: the round it "
                               "runs out is the last."))

    def _other_tip(self, seat: int):
        def tip():
            v = self.view
            p = v.players[seat]
            scored = [f"{s.item} +{s.steps}" for s in p.sections if s.steps is not None]
            lines = [f"{plural(p.score, 'step')} climbed; {plural(sum(p.tokens), 'token')} in hand; "
                     f"{plural(len(p.supply), 'die', 'dice')} in supply.",
                     ("Scored: " + ", ".join(scored) + ".") if scored else "No section scored yet.",
                     "[c=muted]Click to see their boards whole.[/c]"]
            if v.phase == "place" and p.placed_count < v.state.placements_needed:
                lines.insert(0, f"Placing dice: {p.placed_count} of {v.state.placements_needed} (where is hidden "
                                "until everyone is done).")
            return TooltipContent(T.escape(self.seat_name(seat)), tuple(lines))
        return tip

    # ------------------------------------------------------------------ words for the prompt and the panel
    def prompt(self) -> str:
        """The prompt bar's line (markup)."""
        v = self.view
        st = self.session.state
        if self.story.playing:
            return self.caption or ""
        if st.is_over:
            return "The game is over. Counting the steps\u2026"
        if self.replay:
            return "A replay: step through the game with the bar above."
        if self.enlarged is not None:
            return f"{T.escape(self.whose(self.enlarged))} boards. Click anywhere or press Esc to return to yours."
        if not self.players_turn:
            return self._waiting_text(v)
        if self.selected is not None:
            return "Now click where it goes (the lit places), or Esc to put it down."
        if self.swapping is not None:
            return "Candle token: click two caskets to swap them" + (" (one chosen)." if self.swapping else ".")
        p = v.phase
        item = v.open_item or ""
        if p == "place":
            if self.solo:
                return "Fill the caskets: drag three dice of different colours into each one."
            return ("Put one die in each casket: drag it from your dice onto the casket. Nobody sees where until "
                    "all are done.")
        if p == "open":
            return "You are the Round Starter: click a casket to open it."
        if p == "act":
            if v.round_starter == self.seat and not self.solo:
                return f"Draft a die: drag it from the {item} casket to a {item} space or to your preparation board."
            return f"Your action: draft from the {item} casket, move a prepared die, or take a token."
        if p == "retune":
            return "A token may change the die you drafted: choose its new value, or keep it."
        if p == "pay":
            return "Pay for your die: drag a die " + self._pay_from(v) + " onto a closed casket."
        if p == "city":
            why = "gain" if v.rest[2] == "gain" else "spend"
            return ("Choose the City of the Dead die that joins your supply." if why == "gain" else
                    "Choose the City of the Dead die to spend (click it).")
        if p == "discard":
            return "Your hand is full: discard a token to make room."
        if p == "score":
            if any(s.pending for s in self.me(v).sections):
                return "Score your completed sections: click a section's button or its caption."
            return "Discard three or four different tokens for steps, or finish scoring."
        if p == "land":
            return f"Your scoring die reaches step {v.landing}: click the square it lands on."
        if p == "skull":
            return "Skull bonus: click one of your power dice to turn it to its skull."
        if p == "face":
            if self.face_space is None:
                return "Any-face bonus: click a normal die on your preparation board."
            return "Any-face bonus: choose its new value."
        return ""

    def _pay_from(self, v) -> str:
        sources = {a.source for a in self.legal_actions() if isinstance(a, Pay)}
        parts = []
        if SRC_CITY in sources:
            parts.append("from the City of the Dead")
        if SRC_SUPPLY in sources:
            parts.append("from your supply")
        if PREP_BOARD in sources:
            parts.append("from your preparation board")
        if SRC_OFRENDA in sources:
            parts.append("(or one of an incomplete section)")
        return " ".join(parts) if parts else ""

    def _waiting_text(self, v) -> str:
        if v.phase == "place":
            waiting = [s for s in v.to_move if s != self.seat]
            if not waiting:
                return ""
            return "Waiting for " + ", ".join(T.escape(self.seat_name(s)) for s in waiting) + " to place dice\u2026"
        who = v.current
        if who < 0:
            return ""
        name = T.escape(self.seat_name(who))
        item = v.open_item or ""
        what = {"open": "is choosing a casket to open", "act": f"is acting on the {item} casket",
                "retune": "may change the die with a token", "pay": "is paying for a die",
                "city": "is choosing a City die", "discard": "is discarding a token",
                "score": "is scoring", "land": "is choosing a square", "skull": "is choosing a die for the skull",
                "face": "is turning a die"}.get(v.phase, "is playing")
        return f"{name} {what}\u2026"

    def panel_text(self, v) -> tuple[str, list[str]]:
        """The action panel's title and lines (markup) for the seat on screen."""
        phase = self.my_phase()
        item = v.open_item
        me = self.me(v)
        if phase is None:
            who = v.current
            if self.story.playing:
                return "The table", [self.caption or ""]
            if v.phase == "place":
                mine = me.placed or ()
                need = v.state.placements_needed
                lines = [f"You have placed {len(mine)} of {need} dice."]
                for s in self.others_order():
                    lines.append(f"{T.escape(self.seat_name(s))}: {v.players[s].placed_count} of {need}.")
                return "Setting up", lines
            if v.over:
                return "Game over", ["The final steps are counted."]
            title = f"{T.escape(self.seat_name(who))}'s turn" if who >= 0 else "The table"
            return title, [self._waiting_text(v)]
        if phase == "place":
            need = v.state.placements_needed
            mine = me.placed or ()
            line = ("Three dice of different colours in each casket." if self.solo else
                    "One die in each casket, of the colour you choose.")
            return f"Setup \u00b7 {len(mine)} of {need} placed", [line, "[c=muted]Drag a die onto a casket, or click "
                                                                      "it and then the casket.[/c]"]
        if phase == "open":
            return f"Round {v.round} \u00b7 you open a casket", [
                "Its lid dice go in, it is rolled and opened; then you draft from it.",
                "[c=muted]The glowing caskets are those you can act on.[/c]"]
        if phase == "act":
            rs = v.round_starter == self.seat and not self.solo
            moves = any(isinstance(a, Move) for a in self.legal_actions())
            how = ("Drag a die to draft or to move it" + (" (marigold token)" if rs and moves else "")
                   if moves else "Drag a die from the casket to draft it")
            return f"{cap(item)} casket \u00b7 your action", [f"{how}; or:"]
        if phase == "retune":
            d = v.drafted
            what = self.fmt.die(d.colour, d.power, d.face) if d else "die"
            return "Change the drafted die?", [f"A token may turn the {what} to another value:"]
        if phase == "pay":
            return "Pay for your die", ["Drag a die " + self._pay_from(v) + " onto a closed casket's lid.",
                                        "[c=muted]It goes into that casket when it is next opened.[/c]"]
        if phase == "city":
            return "The City of the Dead", ["Which colour of die?"]
        if phase == "discard":
            return "Your hand is full", [f"You hold {self.data.hand_limit} tokens: discard one to take the new one "
                                         "(it may be of the same kind)."]
        if phase == "score":
            pending = [s for s in me.sections if s.pending]
            lines = [("Score each completed section. " if pending else "")
                     + "Three different tokens climb a step, four climb two: mark them in your hand."]
            return "Scoring", lines
        if phase == "land":
            return f"Step {v.landing}", ["Choose the square your scoring die lands on; squares that would give "
                                         "nothing are refused."]
        if phase == "skull":
            return "Skull bonus", ["Click a power die on your preparation board or ofrenda: it turns to its "
                                   "skull, wild when its section is scored."]
        if phase == "face":
            return "Any-face bonus", ["Click a normal die on your preparation board, then its new value."
                                      if self.face_space is None else "Its new value:"]
        return "", []

    # ------------------------------------------------------------------ suggestions
    def suggestion_keys(self) -> set:
        if self.suggestion is None:
            return set()
        a = self.suggestion[0]
        keys: set = set()
        v = self.view
        if isinstance(a, Draft):
            for c in v.caskets:
                for d in c.inside:
                    if (d.colour, d.power, d.face) == (a.colour, a.power, a.face) and c.open:
                        keys.add(("cdie", d.id))
                        break
            keys.add(("prepboard",) if a.cell == PREP else ("cell", a.cell))
        elif isinstance(a, Move):
            keys |= {("prep", a.space), ("cell", a.cell)}
        elif isinstance(a, Pay):
            keys.add(("casket", a.casket))
            if a.source == PREP_BOARD:
                keys.add(("prep", a.spot))
            elif a.source == SRC_OFRENDA:
                keys.add(("cell", a.spot))
            elif a.source == SRC_SUPPLY:
                keys.add(("supply", a.colour, a.power))
            else:
                keys |= {("citydie", d.id) for d in v.city if d.colour == a.colour and d.power == a.power}
        elif isinstance(a, (Open,)):
            keys.add(("casket", a.casket))
        elif isinstance(a, Place):
            keys.add(("casket", a.casket))
        elif isinstance(a, Land):
            keys.add(("square", v.landing, a.square))
        elif isinstance(a, Skull):
            keys.add(("prep", a.spot) if a.board == PREP_BOARD else ("cell", a.spot))
        elif isinstance(a, SetFace):
            keys.add(("prep", a.space))
        elif isinstance(a, ScoreSection):
            keys.add(("caption", a.section))
        elif isinstance(a, Swap):
            keys |= {("casket", a.first), ("casket", a.second)}
        return keys

    def on_suggestion(self, action) -> None:
        names = {TakeToken: "take_token", Ascend: "ascend", Pass: "pass", KeepFace: "keep_face",
                 FinishScoring: "finish", CashTokens: "cash"}
        want = names.get(type(action))
        if isinstance(action, Retune):
            want = f"retune_{action.token}_{action.face}"
        elif isinstance(action, ScoreSection):
            want = f"score_{action.section}"
        elif isinstance(action, Land):
            want = f"land_{action.square}"
        elif isinstance(action, CityDie):
            want = f"city_{action.colour}"
        elif isinstance(action, Discard):
            want = f"discard_{action.token}"
        for b in self.buttons:
            b.highlight = b.name == want
        self.app.dirty = True

    def before_suggested_action(self, action) -> None:
        for b in self.buttons:
            b.highlight = False

    # ------------------------------------------------------------------ input
    def handle_event(self, event) -> None:
        if self.story.playing and self.menu is None and self.curtain is None and \
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.skip_story()
        if self.choice is not None and self.menu is None and self.curtain is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.cancel_selection()
                return
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
                self.pointer = event.pos
                route_to_buttons(self.choice_buttons, event, lambda b: self.play_sound("ui_click"))
                self.app.dirty = True
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

    # ------------------------------------------------------------------ drawing
    def settings_changed(self) -> None:
        super().settings_changed()
        self.static_layer.invalidate()
        self.table_layer.invalidate()
        self.table_regions.invalidate()
        self.refresh_buttons()

    def _static(self) -> pygame.Surface:
        """The boards and panels that never change (per seat: the ofrenda's frame is the seat's colour)."""
        def paint_(surf):
            a = self.assets
            surf.blit(a.sprite("ui/table.png", (1280, 720)), (0, 0))
            surf.blit(paint.rrect_surface((1280, 720), (12, 6, 24, 120), 0), (0, 0))
            surf.blit(a.sprite("dotd/steps.png", STEPS.size), STEPS)
            for step in range(1, 10):
                for sq, kind in enumerate(self.data.steps[step - 1]):
                    r = step_square(step, sq)
                    surf.blit(a.sprite(f"dotd/square_{kind}.png", r.size), r)
            for pos in range(4):
                tb = token_board_rect(pos)
                surf.blit(a.sprite(f"dotd/token_board_{ITEMS[pos]}.png", tb.size), tb)
            surf.blit(a.sprite("dotd/city.png", CITY.size), CITY)
            surf.blit(a.sprite("dotd/preparation.png", PREPBOX.size), PREPBOX)
            for r in (SUPPLY, HAND, ACTIONS):
                paint.draw_panel(surf, a, r, 225)
            paint.draw_panel(surf, a, PROMPT, 235)
        key = (id(self.assets), self.assets.text_scale)
        return self.static_layer.get((1280, 720), key, paint_)

    def _table_key(self):
        """The key of the whole table's picture (only while an opponent's boards are shown whole)."""
        buttons = tuple((b.name, tuple(b.rect), b.hover, b.pressed, b.enabled, b.visible, b.label, b.highlight)
                        for b in self.toolbar)
        return (self._version, self.seat, self.told.key(), self.enlarged, self.hover_key, buttons,
                self.prompt(), self.players_turn, self.cb, self.assets.text_scale, id(self.assets))

    def _view_facts(self) -> dict:
        """What each region shows of the view, worked out once per view (the region keys reuse it)."""
        memo = self.__dict__.get("_facts")
        if memo is not None and memo[0] == (self._version, self.seat):
            return memo[1]
        v = self.view
        me = v.players[self.seat]
        others = self.others_order()
        facts = {
            "topbar": (v.phase == "place", v.round, len(v.city) if self.solo else None, v.round_starter),
            "steps": (tuple((p.score, p.square, p.colour) for p in v.players), v.phase, v.current, v.landing),
            "caskets": (v.caskets, v.token_boards, v.phase, me.placed if v.phase == "place" else None),
            "city": (v.city, v.phase),
            "ofrenda": (me.ofrenda, me.sections, me.urns, me.board, v.open_casket, v.drafted, v.phase),
            "own": (me.prep, me.supply, me.tokens, v.drafted, v.phase),
            "right": ((v.players[0].score, v.city, v.token_boards) if self.solo else
                      (tuple(v.players[s] for s in others), v.to_move, v.phase, v.round_starter,
                       v.state.placements_needed if v.phase == "place" else None)),
        }
        self.__dict__["_facts"] = ((self._version, self.seat), facts)
        return facts

    def _regions(self, v) -> list[Region]:
        """The table's regions with their keys: each is repainted alone when its key changes."""
        facts = self._view_facts()
        phase = self.my_phase()
        legal = self._version if phase is not None else None  # (glows follow the legal moves on your turn)
        hidden = frozenset(self._hidden())
        sugg = frozenset(self.suggestion_keys())
        where = self._piece_region
        moving: dict = {}
        for k in self.choreo.layout.tweens.tweens:
            moving.setdefault(where.get(k), set()).add(k)
        stray = frozenset(moving.pop(None, ()))  # a piece of no known region: every region repaints

        def moved(name):
            return frozenset(moving.get(name, ())) | stray
        hover = self.hover_key
        hover_of = {name: (hover if hover and hover[0] == kind else None)
                    for name, kind in (("steps", "square"), ("caskets", "casket"), ("ofrenda", "caption"),
                                       ("right", "other"))}
        told = self.told
        toolbar = tuple((b.name, tuple(b.rect), b.hover, b.pressed, b.enabled, b.visible, b.label, b.highlight)
                        for b in self.toolbar)
        buttons = tuple((b.name, tuple(b.rect), b.hover, b.pressed, b.enabled, b.visible, b.label, b.highlight)
                        for b in self.buttons)
        title, lines = self.panel_text(v)
        turn = self.players_turn and not self.story.playing
        return [
            Region("topbar", TOPBAR_REGION, (facts["topbar"], told.rs, self.shown_steps(self.seat, v), turn,
                                             toolbar), self._paint(self._draw_topbar, v, toolbar=True)),
            Region("steps", STEPS_REGION, (facts["steps"], tuple(sorted(told.steps.items())), phase, legal,
                                           sugg, hover_of["steps"], moved("steps")),
                   self._paint(self._draw_steps, v, title=True)),
            Region("caskets", CASKETS_REGION,
                   (facts["caskets"], told.order, told.closed, told.shaking, phase, legal, sugg, hover_of["caskets"],
                    hidden, moved("caskets"), frozenset(self.tumbles), self.selected,
                    tuple(self.swapping) if self.swapping is not None else None),
                   self._paint(self._draw_caskets, v)),
            Region("city", CITY_REGION, (facts["city"], phase, legal, sugg, hidden, moved("city"), toolbar),
                   self._paint(self._draw_city, v, toolbar=True, shadows=True)),
            Region("ofrenda", OFRENDA_REGION,
                   (facts["ofrenda"], phase, legal, sugg, hover_of["ofrenda"], hidden, moved("ofrenda"),
                    self.selected, self.drag.dragging),
                   self._paint(self._draw_ofrenda, v)),
            Region("own", OWN_REGION,
                   (facts["own"], phase, legal, sugg, hidden, moved("own"), self.selected, self.face_space,
                    frozenset(self.cash_marks)),
                   self._paint(self._draw_own_boards, v, shadows=True)),
            Region("actions", ACTIONS_REGION,
                   (title, tuple(lines), self.shown_rs(v) == self.seat, phase, legal, buttons, hidden,
                    self.selected, facts["own"]),
                   self._paint(self._draw_action_panel, v, shadows=True)),
            Region("prompt", PROMPT_REGION, (self.prompt(),), lambda s: self._draw_prompt(s)),
            Region("right", RIGHT_REGION,
                   (facts["right"], told.rs, tuple(sorted(told.steps.items())), self.thinking_seat,
                    hover_of["right"], moved("right"), toolbar),
                   self._paint(self._draw_right, v, toolbar=True)),
        ]

    def _paint(self, draw, v, toolbar: bool = False, title: bool = False, shadows: bool = False):
        def paint_(surface):
            if title:  # (the title's descenders reach below the top bar)
                self._draw_title(surface)
            draw(surface, v)
            if shadows:  # (the right column's cards cast theirs over the table's edge)
                for r in ([SOLO_PANEL] if self.solo else [self.other_rect(i) for i in range(len(self.others_order()))]):
                    paint.draw_shadow(surface, r, 16, 10, 110, (0, 6))
            if toolbar:  # (its shadow reaches below the top bar)
                for b in self.toolbar:
                    b.draw(surface, self.assets, self.time)
        return paint_

    def draw_scene(self, surface: pygame.Surface) -> None:
        v = self.view
        static = self._static()
        if self.enlarged is not None:  # an opponent's boards over the table: one picture
            def paint_(s):
                s.blit(static, (0, 0))
                self._draw_table(s, v)
            self.table_layer.blit(surface, self._table_key(), paint_)
        else:
            base_key = (self.static_layer.paints, self.seat, self.cb, self.assets.text_scale, id(self.assets))
            surface.blit(self.table_regions.update(surface.get_size(), base_key, static, self._regions(v)), (0, 0))
        self.log_panel.draw(surface)
        if self.enlarged is None:
            self._draw_moving(surface, v)
            self.drag.draw_targets(surface, high_contrast=self.high_contrast)
            if self.selected is not None and not self.drag.dragging:
                rects = [t.rect for t in self.drop_targets(self.selected) if t.legal]
                Selection.draw_targets(surface, rects, self.time, self.high_contrast)
            if self.told.card is not None:
                self._draw_card(surface, v, self.told.card)
            if self.suggestion is not None and not self.drag.dragging:
                self._draw_suggested(surface)
        self.draw_suggestion(surface)
        if self.choice is not None:
            self._draw_choice(surface)

    # the table, from the view -----------------------------------------------------------------
    def _draw_table(self, surface, v) -> None:
        """The whole table at once (under an opponent's boards shown whole)."""
        self._draw_topbar(surface, v)
        self._draw_steps(surface, v)
        self._draw_caskets(surface, v)
        self._draw_city(surface, v)
        self._draw_ofrenda(surface, v)
        self._draw_own_boards(surface, v)
        self._draw_action_panel(surface, v)
        self._draw_right(surface, v)
        self._draw_prompt(surface)
        if self.enlarged is not None:
            self._draw_sheet(surface, v, self.enlarged)
        for b in self.toolbar:
            b.draw(surface, self.assets, self.time)

    def _draw_action_panel(self, surface, v) -> None:
        """The action panel: what to do now, and its buttons (a greyed one with its reason)."""
        self._draw_actions(surface, v)
        if self.enlarged is None:
            for b in self.buttons:
                b.draw(surface, self.assets, self.time)
                reason = getattr(b, "reason", None)
                if reason and not b.enabled:
                    self._draw_reason(surface, b, reason)

    def _draw_reason(self, surface, b: Button, reason: str) -> None:
        """Why a greyed button cannot be pressed: beside it, or under it in a grid (cut to fit)."""
        a = self.assets
        if getattr(b, "reason_at", None) == "beside":
            room = ACTIONS.right - 12 - (b.rect.right + 10)
            lines = fit_lines(a, reason, "italic", 11, room, 2)
            h = sum(img.get_height() for img in lines)
            y = b.rect.centery - h // 2
            for img in lines:
                surface.blit(img, (b.rect.right + 10, y))
                y += img.get_height()
            return
        from scenes.score_screen import fit_text

        img = fit_text(a, reason, "italic", 11, ROSE, b.rect.w)
        surface.blit(img, (b.rect.x + 2, b.rect.bottom + 1))

    def _hidden(self) -> set:
        """Keys not drawn where they lie: in the pointer's hand, flying back, or moving."""
        d = self.drag
        out = set()
        if d.dragging and d.pressed is not None:
            out.add(d.pressed.key)
        out.update(r.source.key for r in d.returning)
        return out

    def _moving(self, key) -> bool:
        return self.choreo.moving(key) or (key[0] == "die" and key[1] in self.tumbles)

    def _draw_title(self, surface) -> pygame.Surface:
        title = T.text(self.assets, "Die of the Dead", "display", 28, PALETTE["marigold"])
        surface.blit(title, (14, 6))
        return title

    def _draw_topbar(self, surface, v) -> None:
        a = self.assets
        title = self._draw_title(surface)
        x = 14 + title.get_width() + 16
        pills = []
        if v.phase == "place":
            pills.append("Setting up")
        else:
            pills.append(f"Round {v.round}")
            if self.solo:
                pills.append(f"City: {len(v.city)} {'die' if len(v.city) == 1 else 'dice'} left")
            else:
                rs = self.shown_rs(v)
                pills.append("You start" if rs == self.seat else f"{self.seat_name(rs)} starts")
        if self.players_turn and not self.story.playing:
            pills.append("Your turn")
        for text in pills:
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        score = self.shown_steps(self.seat, v)[0]
        pill = paint.pill(a, f"You: {score} step{'s' if score != 1 else ''}", 14, icon="dotd/icon_step.png")
        surface.blit(pill, (x, 12))

    def _draw_steps(self, surface, v) -> None:
        phase = self.my_phase()
        if phase == "land":
            for sq in range(4):
                r = step_square(v.landing, sq)
                if self.legal(Land(sq)):
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 230)
                else:
                    surface.blit(paint.dim(r.size, 150, 7), r)
        sugg = self.suggestion_keys()
        for key in sugg:
            if key[0] == "square":
                paint.draw_glow(surface, step_square(key[1], key[2]), PALETTE["marigold_light"], 12, 255)
        if self.hover_key and self.hover_key[0] == "square" and phase == "land" and self.hover_key[1] == v.landing:
            r = step_square(self.hover_key[1], self.hover_key[2])
            pygame.draw.rect(surface, PALETTE["bone"], r.inflate(4, 4), 2, border_radius=8)
        places = self.scoring_places(v)
        for seat, rect in places.items():
            if self._moving(("scoring", seat)):
                continue
            self._draw_scoring_die(surface, v, seat, rect)

    def _draw_scoring_die(self, surface, v, seat: int, rect: pygame.Rect) -> None:
        p = v.players[seat]
        score, square = self.shown_steps(seat, v)
        face = min(6, self.data.landing(score)[0])
        waiting = square < 0 and self.data.landing(score)[1] > 0  # on its new step, its square not chosen yet
        paint_die(surface, self.assets, rect, p.colour, False, face, self.cb, scale=1.33,
                  alpha=170 if waiting else None)

    def _draw_caskets(self, surface, v) -> None:
        a = self.assets
        phase = self.my_phase()
        order = self.casket_order(v)
        hidden = self._hidden()
        sugg = self.suggestion_keys()
        placed = {}
        if v.phase == "place":
            for item, colour in (self.me(v).placed or ()):
                placed.setdefault(ITEMS.index(item), []).append(colour)
        for pos, number in enumerate(order):
            rect = casket_rect(pos)
            c = self.casket_by_number(v, number)
            glow = False
            if phase == "open" and self.swapping is None:
                glow = self.legal(Open(pos))
            elif self.swapping is not None:
                glow = pos not in self.swapping
            elif phase == "pay":
                glow = not c.open
            elif phase == "place":
                glow = any(self.legal(Place(pos, col)) for col in self.data.colours)
            if ("casket", pos) in sugg or (self.swapping and pos in self.swapping):
                glow = True
            if not self._moving(("casket", number)) and self.told.shaking != number:
                if glow:
                    g = a.sprite("dotd/casket_glow.png", (rect.w + 32, rect.h + 32))
                    surface.blit(g, (rect.x - 16, rect.y - 16))
                self._draw_casket(surface, v, c, rect)
                if self.hover_key == ("casket", pos) and phase in ("open", "place", "pay"):
                    pygame.draw.rect(surface, PALETTE["bone"], rect.inflate(-14, -6), 2, border_radius=22)
            # the dice on it or in it
            is_open = self.casket_open(c)
            dice = c.inside if is_open else c.lid
            for d, r in zip(dice, casket_dice_rects(rect, len(dice), is_open)):
                key = ("die", d.id)
                if self._moving(key) or ("cdie", d.id) in hidden or self.told.shaking == number:
                    continue
                if self._moving(("casket", number)):
                    continue
                if ("cdie", d.id) in sugg:
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 230)
                if self.selected is not None and self.selected[0] == "draft" and self.selected[4] == d.id:
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 255)
                paint_die(surface, a, r, d.colour, d.power, d.face if is_open else resting_face(d), self.cb)
            if not is_open and c.inside and not self._moving(("casket", number)) and self.told.shaking != number:
                pill = paint.pill(a, f"{len(c.inside)} inside", 11, fg=PALETTE["bone"], bg=(30, 14, 44, 235))
                surface.blit(pill, pill.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))
            if pos in placed:
                for col, r in zip(placed[pos], self.placement_rects(pos, len(placed[pos]))):
                    paint_die(surface, a, r, col, False, 5, self.cb)
            # the token board before it
            tb = token_board_rect(pos)
            n = v.token_boards[pos]
            centre = (tb.right - 24, tb.y + 21)
            for k in range(min(n, 3)):
                img = a.sprite(f"dotd/token_{ITEMS[pos]}.png", (30, 30))
                surface.blit(img, img.get_rect(center=(centre[0], centre[1] - k * 3)))
            pill = paint.pill(a, f"\u00d7{n}", 11, fg=PALETTE["bone"] if n else PALETTE["muted"])
            surface.blit(pill, pill.get_rect(center=(centre[0] + 14, tb.bottom - 8)))

    def _draw_casket(self, surface, v, c, rect: pygame.Rect, angle: float = 0.0, lift: int = 0) -> None:
        a = self.assets
        is_open = self.casket_open(c)
        name = f"dotd/casket_{c.number + 1}{'_open' if is_open else ''}.png"
        img = a.sprite(name, rect.size)
        if angle:
            img = pygame.transform.rotozoom(img, angle, 1.0)
        surface.blit(img, img.get_rect(center=(rect.centerx, rect.centery - lift)))

    def _draw_city(self, surface, v) -> None:
        a = self.assets
        phase = self.my_phase()
        hidden = self._hidden()
        sugg = self.suggestion_keys()
        for i, d in enumerate(v.city):
            r = city_spot(i).inflate(-2, -2)
            if self._moving(("die", d.id)) or ("citydie", d.id) in hidden:
                continue
            if ("citydie", d.id) in sugg or (phase == "city"):
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 8, 200)
            elif phase == "pay" and any(isinstance(x, Pay) and x.source == SRC_CITY for x in self.legal_actions()):
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 6, 150)
            paint_die(surface, a, r, d.colour, d.power, resting_face(d), self.cb, scale=1.33)
        if self.solo:
            pill = paint.pill(a, f"{len(v.city)} left", 12, fg=(40, 24, 10), bg=(255, 214, 110, 250))
            surface.blit(pill, pill.get_rect(midbottom=(CITY.centerx, CITY.bottom - 4)))

    def _draw_ofrenda(self, surface, v) -> None:
        a = self.assets
        me = self.me(v)
        phase = self.my_phase()
        hidden = self._hidden()
        sugg = self.suggestion_keys()
        skip = {c for c, d in enumerate(me.ofrenda) if d is not None and (self._moving(("die", d.id))
                                                                           or ("cell", c) in hidden)}
        marks = self._skull_marks(v, self.seat)
        draw_ofrenda(surface, a, OFRENDA, self.data, me, self.cb, hidden=skip, marks=marks)
        scored_badges(surface, a, OFRENDA, me)
        if self.hover_key and self.hover_key[0] == "caption":
            item = self.hover_key[1]
            for cell in self.data.sections[ITEMS.index(item)]:
                pygame.draw.rect(surface, PALETTE["bone"], self.cell_rect(cell).inflate(2, 2), 2, border_radius=8)
        item = v.open_item
        if phase == "act" and item is not None and self.selected is None and not self.drag.dragging:
            for cell in self.data.sections[ITEMS.index(item)]:
                if me.ofrenda[cell] is None:
                    paint.draw_glow(surface, self.cell_rect(cell), PALETTE["marigold_light"], 10, 170)
        if phase == "skull":
            for a_ in self.legal_actions():
                if isinstance(a_, Skull):
                    r = self.cell_rect(a_.spot) if a_.board == SRC_OFRENDA else prep_space(a_.spot).inflate(-8, -8)
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 240)
        for key in sugg:
            if key[0] == "cell":
                paint.draw_glow(surface, self.cell_rect(key[1]), PALETTE["marigold_light"], 12, 255)
            elif key[0] == "caption":
                i = ITEMS.index(key[1])
                for cell in self.data.sections[i]:
                    paint.draw_glow(surface, self.cell_rect(cell), PALETTE["marigold_light"], 8, 200)
        if v.drafted is not None and phase in ("retune", "pay"):
            for cell, d in enumerate(me.ofrenda):
                if d is not None and d.id == v.drafted.id:
                    paint.draw_glow(surface, self.cell_rect(cell), (140, 230, 170), 10, 230)
        if self.selected is not None and self.selected[0] == "ofr":
            paint.draw_glow(surface, self.cell_rect(self.selected[1]), PALETTE["marigold_light"], 12, 255)

    def _draw_own_boards(self, surface, v) -> None:
        """The preparation board, the supply and the tokens in hand."""
        a = self.assets
        me = self.me(v)
        phase = self.my_phase()
        hidden = self._hidden()
        sugg = self.suggestion_keys()
        for i, d in enumerate(me.prep):
            r = prep_space(i).inflate(-10, -10)
            if d is None:
                continue
            if self._moving(("die", d.id)) or ("prep", i) in hidden:
                continue
            if ("prep", i) in sugg or self.selected == ("prep", i) or self.face_space == i:
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 255)
            elif phase == "face" and self.face_space is None and not d.power:
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 200)
            paint_die(surface, a, r, d.colour, d.power, d.face, self.cb, scale=1.33)
            if v.drafted is not None and d.id == v.drafted.id:
                tag = paint.pill(a, "drafted", 10, fg=(40, 24, 10), bg=(255, 214, 110, 250))
                surface.blit(tag, tag.get_rect(midtop=(r.centerx, r.bottom + 2)))
        # the supply
        self._draw_supply(surface, v, me)
        self._draw_hand(surface, v, me)

    def _skull_marks(self, v, seat: int) -> dict:
        """cell -> the value a skull counts as in its complete section(s) ("=5", or "=5/2" at a corner)."""
        p = v.players[seat]
        out: dict = {}
        for i in range(4):
            cells = self.data.sections[i]
            if not any(p.ofrenda[c] is not None and p.ofrenda[c].face == SKULL for c in cells):
                continue
            result = v.section_result(seat, i)
            if result is None:
                continue
            for pos in result.wild:
                cell = cells[pos]
                value = str(result.values[pos])
                out[cell] = value if cell not in out or out[cell] == f"={value}" else out[cell] + "/" + value
                if not out[cell].startswith("="):
                    out[cell] = "=" + out[cell]
        return out

    def _draw_supply(self, surface, v, me) -> None:
        a = self.assets
        phase = self.my_phase()
        sugg = self.suggestion_keys()
        cap_img = T.text(a, f"Your supply \u00b7 {len(me.supply)}", "bold", 13, PALETTE["marigold_light"])
        surface.blit(cap_img, cap_img.get_rect(midtop=(SUPPLY.centerx, SUPPLY.y + 7)))
        classes = self.supply_classes(me)
        if not classes:
            text = "You pay from the City of the Dead" if self.solo else "Empty: you pay from your preparation board"
            img = T.render_rich(a, f"[i]{text}[/i]", SUPPLY.w - 20, size=12, colour=PALETTE["muted"], align="center")
            surface.blit(img, img.get_rect(center=(SUPPLY.centerx, SUPPLY.centery + 8)))
            return
        payable = phase == "pay" and any(isinstance(x, Pay) and x.source == SRC_SUPPLY for x in self.legal_actions())
        for (colour, power, n), r in zip(classes, self.supply_rects(len(classes))):
            key = ("supply", colour, power)
            if key in sugg or (self.selected and self.selected[:3] == ("supply", colour, power)):
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 255)
            elif payable or phase == "place":
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 6, 140)
            big = len(classes) == 1
            for k in range(min(3 if big else 1, n) - 1, -1, -1):
                off = R(r.x + k * 5, r.y - k * 4, r.w, r.h)
                paint_die(surface, a, off, colour, power, 6 - k if not power else (6, 5, 2)[k], self.cb, scale=1.3)
            if big:
                label = paint.pill(a, f"\u00d7{n}", 16, fg=PALETTE["bone"], bg=(20, 10, 36, 235))
                surface.blit(label, label.get_rect(midleft=(r.right + 14, r.centery)))
            else:
                label = T.text(a, f"\u00d7{n}", "bold", 12, PALETTE["bone"])
                surface.blit(label, label.get_rect(midleft=(r.right + 5, r.centery + 1)))

    def _draw_hand(self, surface, v, me) -> None:
        a = self.assets
        phase = self.my_phase()
        tokens = self.hand_tokens(me)
        cap_img = T.text(a, f"Your tokens \u00b7 {len(tokens)} of {self.data.hand_limit}", "bold", 13,
                         PALETTE["marigold_light"])
        surface.blit(cap_img, (HAND.x + 14, HAND.y + 9))
        for i, r in enumerate(self.hand_slots()):
            if i < len(tokens):
                item = tokens[i]
                marked = phase == "score" and item in self.cash_marks and tokens.index(item) == i
                lit = (phase == "discard") or (phase in ("open", "act") and item == "candle") or \
                      (phase == "score" and self._cash_options() and not marked)
                if marked:
                    paint.draw_glow(surface, r, (120, 230, 150), 12, 255)
                elif lit:
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 8, 170)
                paint.draw_shadow(surface, r.inflate(-8, -8), 20, 5, 100, (1, 3))
                surface.blit(a.sprite(f"dotd/token_{item}.png", r.size), r)
                if marked:
                    tick = T.text(a, "\u2713", "bold", 18, (120, 240, 150))
                    surface.blit(tick, tick.get_rect(center=(r.right - 6, r.y + 6)))
            else:
                paint.outline(surface, r.inflate(-6, -6), (110, 90, 140), 2, 22, dashed=True)
        if phase != "score":
            kinds = sum(1 for n in me.tokens if n)
            note = ("3 kinds: +1 step \u00b7 4: +2" if kinds < 3 else "Cash in when scoring")
            img = T.text(a, note, "italic", 11, PALETTE["muted"])
            surface.blit(img, img.get_rect(midtop=(HAND.x + 315, HAND.y + 44)))
        else:
            img = T.text(a, "3 kinds +1 \u00b7 4 kinds +2", "italic", 10, PALETTE["muted"])
            surface.blit(img, img.get_rect(midtop=(HAND.x + 315, HAND.y + 68)))

    def _draw_actions(self, surface, v) -> None:
        a = self.assets
        r = ACTIONS
        title, lines = self.panel_text(v)
        if self.shown_rs(v) == self.seat and not self.solo:
            surface.blit(a.sprite("dotd/round_starter.png", (44, 44)), (r.right - 54, r.y + 8))
        surface.blit(T.text(a, title, "bold", 14, PALETTE["marigold_light"]), (r.x + 14, r.y + 10))
        y = r.y + 34
        room = r.w - 28 - (48 if self.shown_rs(v) == self.seat and not self.solo else 0)
        top_button = min((b.rect.y for b in self.buttons if b.rect.colliderect(r)), default=r.bottom - 8)
        for line in lines:
            if not line:
                continue
            img = T.render_rich(a, line, room, size=13)
            if y + img.get_height() > top_button - 2:
                break
            surface.blit(img, (r.x + 14, y))
            y += img.get_height() + 3
        phase = self.my_phase()
        if phase == "retune":
            for token, y in getattr(self, "_token_rows", ()):
                surface.blit(a.sprite(f"dotd/token_{token}.png", (30, 30)), (r.x + 14, y + 2))
                hint = "a value in the casket" if token == "bread" else "one up or down"
                surface.blit(T.text(a, cap(token), "bold", 13, PALETTE["bone"]), (r.x + 50, y + 2))
                surface.blit(T.text(a, hint, "italic", 10, PALETTE["muted"]), (r.x + 50, y + 19))
        if phase == "place":
            me = self.me(v)
            classes = self.supply_classes(me)
            hidden = self._hidden()
            for (colour, power, n), rr in zip(classes, self.place_rects(len(classes))):
                if ("placedie", colour) in hidden:
                    continue
                if self.selected is not None and self.selected[:2] == ("place", colour):
                    paint.draw_glow(surface, rr, PALETTE["marigold_light"], 12, 255)
                paint_die(surface, a, rr, colour, power, 5, self.cb)
                pill = paint.pill(a, f"\u00d7{n}", 11)
                surface.blit(pill, pill.get_rect(center=(rr.right - 2, rr.bottom - 2)))

    def _draw_right(self, surface, v) -> None:
        if self.solo:
            self._draw_solo_panel(surface, v)
            return
        for i, seat in enumerate(self.others_order()):
            self._draw_other(surface, v, seat, self.other_rect(i))

    def _draw_solo_panel(self, surface, v) -> None:
        a = self.assets
        r = SOLO_PANEL
        paint.draw_panel(surface, a, r, 235)
        score = self.shown_steps(0, v)[0]
        surface.blit(T.text(a, f"Solo \u00b7 {score} step{'s' if score != 1 else ''}", "bold", 15,
                            PALETTE["marigold_light"]),
                     (r.x + 14, r.y + 10))
        # the climb against the marks: a bar to the perfect mark
        marks = list(self.data.marks)
        top = max(m.steps for m in marks) if marks else 18
        bar = R(r.x + 14, r.y + 40, r.w - 28, 12)
        paint.rrect(surface, bar, (30, 16, 46, 255), 6)
        fill = R(bar.x, bar.y, round(bar.w * min(1.0, score / top)), bar.h)
        if fill.w > 0:
            surface.blit(paint.gradient_rrect(fill.size, (255, 206, 90), (226, 130, 30), 6), fill)
        for m in marks:
            x = bar.x + round(bar.w * m.steps / top)
            pygame.draw.line(surface, PALETTE["bone"], (x - 1, bar.y - 3), (x - 1, bar.bottom + 2), 2)
        for i, m in enumerate(marks):
            got = score >= m.steps
            pill = paint.pill(a, f"{m.title} \u00b7 {m.steps}", 13, fg=(40, 24, 10) if got else PALETTE["bone"],
                              bg=(236, 186, 76, 250) if got else (20, 10, 36, 230))
            surface.blit(pill, (r.x + 14 + i * 96, r.y + 62))
        city = T.text(a, f"City of the Dead: {len(v.city)} {'die' if len(v.city) == 1 else 'dice'} left", "italic", 12,
                      PALETTE["muted"])
        surface.blit(city, (r.x + 14, r.y + 96))
        tokens = sum(v.token_boards)
        img = T.text(a, f"Tokens on the boards: {tokens}", "italic", 12, PALETTE["muted"])
        surface.blit(img, (r.x + 14, r.y + 116))

    def _draw_other(self, surface, v, seat: int, r: pygame.Rect) -> None:
        a = self.assets
        p = v.players[seat]
        paint.draw_panel(surface, a, r, 235)
        acting = seat in v.to_move and v.phase != "place"
        if acting:
            pygame.draw.rect(surface, PALETTE["marigold_light"], r.inflate(-6, -6), 2, border_radius=12)
        if self.hover_key == ("other", seat):
            pygame.draw.rect(surface, PALETTE["bone"], r.inflate(-4, -4), 1, border_radius=12)
        surface.blit(a.sprite(f"dotd/symbol_{p.colour}.png", (18, 18)), (r.x + 10, r.y + 9))
        name = T.text(a, self.seat_name(seat), "bold", 14, PALETTE["marigold_light"])
        surface.blit(name, (r.x + 33, r.y + 8))
        score = self.shown_steps(seat, v)[0]
        pill = paint.pill(a, str(score), 12, icon="dotd/icon_step.png")
        surface.blit(pill, pill.get_rect(topright=(r.right - 10, r.y + 7)))
        x_right = r.right - pill.get_width() - 14
        if self.shown_rs(v) == seat:
            surface.blit(a.sprite("dotd/round_starter.png", (22, 22)), (x_right - 22, r.y + 6))
            x_right -= 26
        if self.thinking_seat == seat:
            think = paint.pill(a, "thinking\u2026", 11, fg=(40, 16, 30), bg=(255, 200, 90, 245))
            surface.blit(think, think.get_rect(topright=(x_right, r.y + 8)))
        # the ofrenda in miniature
        for cell in range(len(self.data.cells)):
            cr = self.mini_cell(r, cell)
            d = p.ofrenda[cell]
            if d is None or self._moving(("die", d.id)):
                paint.rrect(surface, cr, (60, 40, 80), 3)
            else:
                paint_die(surface, a, cr, d.colour, d.power, d.face, self.cb, scale=1.35, shadow=False)
        for i, d in enumerate(p.prep):
            cr = self.mini_prep(r, i)
            paint.rrect(surface, cr, (90, 30, 70), 5)
            if d is not None and not self._moving(("die", d.id)):
                paint_die(surface, a, cr.inflate(-2, -2), d.colour, d.power, d.face, self.cb, scale=1.35,
                          shadow=False)
        tokens = self.hand_tokens(p)
        for i, t in enumerate(tokens):
            surface.blit(a.sprite(f"dotd/token_{t}.png", (20, 20)), (r.x + 82 + i * 21, r.y + 62))
        if v.phase == "place":
            sup = T.text(a, f"placed {p.placed_count}/{v.state.placements_needed}", "body", 11, PALETTE["muted"])
            surface.blit(sup, sup.get_rect(topright=(r.right - 10, r.y + 66)))
        else:  # the supply: a die of their colour and how many
            sup = T.text(a, f"\u00d7{len(p.supply)}", "bold", 11, PALETTE["muted"])
            rect = sup.get_rect(midright=(r.right - 8, r.y + 43))
            surface.blit(sup, rect)
            paint_die(surface, a, R(rect.x - 17, rect.centery - 7, 14, 14), p.colour, False, 5, self.cb, scale=1.35,
                      shadow=False)

    def _draw_prompt(self, surface) -> None:
        a = self.assets
        r = PROMPT
        text = self.prompt()
        if not text:
            return
        room = r.w - 28 - sum(b.rect.w + 8 for b in self.buttons if b.rect.colliderect(r))
        for size in (16, 15, 14, 13):
            img = T.render_rich(a, text, 10_000, size=size, role="bold", scaled=True)
            if img.get_width() <= room:
                break
        if img.get_width() > room:
            img = T.render_rich(a, text, room, size=13, role="bold", scaled=True)
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-8, -4).clip(clip) if clip else r.inflate(-8, -4))
        surface.blit(img, (r.x + 16, r.centery - img.get_height() // 2))
        surface.set_clip(clip)

    def _draw_sheet(self, surface, v, seat: int) -> None:
        """An opponent's boards shown whole: ofrenda, preparation board, tokens, supply, steps."""
        a = self.assets
        p = v.players[seat]
        surface.blit(paint.rrect_surface((1044, 612), (8, 4, 16, 170), 14), (8, 48))
        paint.draw_panel(surface, a, SHEET, 245)
        title = T.text(a, f"{self.whose(seat)} ofrenda \u00b7 board {p.board}", "bold", 18, PALETTE["marigold_light"])
        surface.blit(title, (SHEET.x + 20, SHEET.y + 14))
        board = SHEET_BOARD
        draw_ofrenda(surface, a, board, self.data, p, self.cb, marks=self._skull_marks(v, seat))
        scored_badges(surface, a, board, p)
        pr = R(board.right + 40, board.y, 300, 115)
        surface.blit(a.sprite("dotd/preparation.png", pr.size), pr)
        for i, d in enumerate(p.prep):
            if d is not None:
                paint_die(surface, a, prep_space(i, pr).inflate(-12, -12), d.colour, d.power, d.face, self.cb,
                          scale=1.33)
        y = pr.bottom + 22
        surface.blit(T.text(a, "Tokens", "bold", 15, PALETTE["marigold_light"]), (pr.x, y))
        tokens = self.hand_tokens(p)
        for i, t in enumerate(tokens):
            surface.blit(a.sprite(f"dotd/token_{t}.png", (48, 48)), (pr.x + i * 54, y + 24))
        if not tokens:
            surface.blit(T.text(a, "none", "italic", 13, PALETTE["muted"]), (pr.x, y + 30))
        y += 92
        surface.blit(T.text(a, "Supply", "bold", 15, PALETTE["marigold_light"]), (pr.x, y))
        classes = self.supply_classes(p)
        for i, (colour, power, n) in enumerate(classes):
            rr = R(pr.x + 4 + i * 58, y + 28, 30, 30)
            paint_die(surface, a, rr, colour, power, 5, self.cb)
            pill = paint.pill(a, f"\u00d7{n}", 12)
            surface.blit(pill, (rr.right + 2, rr.y + 8))
        if not classes:
            surface.blit(T.text(a, "empty", "italic", 13, PALETTE["muted"]), (pr.x, y + 30))
        y += 76
        score = self.shown_steps(seat, v)[0]
        face, step = self.data.landing(score)
        surface.blit(T.text(a, f"Steps climbed: {score}", "bold", 15, PALETTE["bone"]), (pr.x, y))
        surface.blit(T.text(a, f"on step {step}" + (f", lap {face}" if face > 1 else ""), "italic", 13,
                            PALETTE["muted"]), (pr.x, y + 22))
        scored = [f"{s.item} +{s.steps}" for s in p.sections if s.steps is not None]
        surface.blit(T.text(a, ("Scored: " + ", ".join(scored)) if scored else "No section scored yet", "body", 13,
                            PALETTE["bone"]), (pr.x, y + 44))
        hint = paint.pill(a, "click or Esc to close", 12, fg=PALETTE["muted"])
        surface.blit(hint, hint.get_rect(bottomright=(SHEET.right - 16, SHEET.bottom - 12)))

    # what moves, every frame ------------------------------------------------------------------
    def _draw_moving(self, surface, v) -> None:
        a = self.assets
        # a casket shaking as its dice are rolled inside
        if self.told.shaking is not None:
            number = self.told.shaking
            pos = self.casket_order(v).index(number)
            rect = casket_rect(pos)
            c = self.casket_by_number(v, number)
            t = self.time * 22
            angle = math.sin(t) * 6
            lift = int(abs(math.sin(t * 0.5)) * 5)
            self._draw_casket(surface, v, c, rect, angle, lift)
        self.choreo.draw_in_flight(surface, self._draw_piece)
        # dice tumbling as they land in the open casket
        if self.tumbles:
            order = self.casket_order(v)
            for pos, number in enumerate(order):
                c = self.casket_by_number(v, number)
                if not self.casket_open(c):
                    continue
                for d, r in zip(c.inside, casket_dice_rects(casket_rect(pos), len(c.inside), True)):
                    tumble = self.tumbles.get(d.id)
                    if tumble is None or self.choreo.moving(("die", d.id)):
                        continue
                    sr = sprite_rect(r)
                    if tumble.tumbling:
                        tumble.draw(surface, a, [sr], [d.face], self.time + d.id)
                    else:
                        k = tumble.effects.value("land", 1.0)
                        well = R(0, 0, max(6, round(r.w * (0.75 + 0.25 * k))), max(6, round(r.h * (0.75 + 0.25 * k))))
                        well.center = r.center
                        paint_die(surface, a, well, d.colour, d.power, d.face, self.cb)
        self.choreo.draw_fliers(surface, lambda name, size: a.sprite(name, (size, size)), lift=40)

    def _draw_suggested(self, surface) -> None:
        """The pieces and places the suggestion points at, breathing (the casket die, the space...)."""
        keys = self.suggestion_keys()
        k = 0.55 + 0.45 * pulse(self.time, 1.2)
        done = set()
        for h in self.hotspots:
            if h.key in keys and h.key not in done and h.key[0] != "caption":
                done.add(h.key)
                if self.high_contrast:
                    paint.outline(surface, h.rect.inflate(6, 6), (255, 255, 255), 3, 10, dashed=True, phase=self.time)
                else:
                    paint.draw_glow(surface, h.rect, PALETTE["marigold_light"], 12, 240, k)

    def _draw_piece(self, surface, key, info, rect) -> None:
        a = self.assets
        lift = 0
        if key in self._arcs:
            tw = self.choreo.layout.tweens.tweens.get(key)
            if tw is not None:
                lift = int(math.sin(math.pi * tw.progress) * self._arcs[key])
        rect = rect.move(0, -lift)
        if info[0] == "casket":
            c = self.casket_by_number(self.view, info[1])
            self._draw_casket(surface, self.view, c, rect)
        elif info[0] == "die":
            d, where = info[1], info[2]
            if key[1] in self.tumbles and where == "open":
                return
            face = d.face if where in ("open", "prep", "ofrenda", "mini") else resting_face(d)
            paint_die(surface, a, rect, d.colour, d.power, face, self.cb, scale=1.3 if rect.w > 16 else 1.35,
                      shadow=rect.w > 16)
        elif info[0] == "scoring":
            seat = info[1]
            p = self.view.players[seat]
            score = self.shown_steps(seat)[0]
            paint_die(surface, a, rect, p.colour, False, min(6, self.data.landing(score)[0]), self.cb, scale=1.33)

    def _card_rect(self, seat: int, size: tuple[int, int]) -> pygame.Rect:
        """Where a scoring card shows: over your ofrenda, or beside the scorer's board at the right."""
        r = R(0, 0, *size)
        if seat == self.seat or self.solo:
            r.center = OFRENDA.center
            return r
        other = self.other_rect_of(seat)
        if other is None:
            r.center = OFRENDA.center
            return r
        r.midright = (other.x - 12, other.centery)
        r.clamp_ip(R(12, 52, 1040, 606))
        return r

    def _draw_card(self, surface, v, card) -> None:
        """The scoring card of the beat on show: a section's dice, each requirement met or not, the
        steps (capped), the skulls' values; or a cash-in of tokens."""
        a = self.assets
        if card[0] == "cash":
            _, seat, items, steps = card
            r = self._card_rect(seat, (380, 128))
            paint.draw_panel(surface, a, r, 250)
            title = T.text(a, f"{self.whose(seat)} tokens for steps", "bold", 17, PALETTE["marigold_light"])
            surface.blit(title, (r.x + 18, r.y + 14))
            for k, item in enumerate(items):
                surface.blit(a.sprite(f"dotd/token_{ITEMS[item]}.png", (44, 44)), (r.x + 18 + k * 50, r.y + 50))
            big = T.text(a, f"+{steps}", "display", 34, (140, 240, 160))
            surface.blit(big, big.get_rect(midright=(r.right - 20, r.y + 72)))
            return
        _, seat, item, steps, raw, values, met = card
        w = 440
        reqs = self.data.requirements[item]
        met_ids = dict(met)
        lines = []
        for req in reqs:
            times = met_ids.get(req.id, 0)
            ok = times > 0
            colour = "#a8f0b8" if ok else "#a99bbd"
            extra = f" \u00d7{times}" if times > 1 else ""
            mark = "\u2713" if ok else "\u2717"
            text = f"[c={colour}]{mark}  {T.escape(req.caption)}{extra}[/c]"
            img = T.render_rich(a, text, w - 110, size=14, role="bold" if ok else "body")
            gain = (f"+{req.steps * times}" if ok else
                    f"(+{req.steps}{' each' if req.per_urn else ''})")
            g = T.text(a, gain, "bold" if ok else "body", 14, (168, 240, 184) if ok else (169, 155, 189))
            lines.append((img, g))
        h = 124 + sum(img.get_height() + 6 for img, _ in lines) + (24 if raw > steps else 0) + 8
        r = self._card_rect(seat, (w, h))
        paint.draw_panel(surface, a, r, 250)
        surface.blit(a.sprite(f"dotd/icon_{ITEMS[item]}.png", (30, 30)), (r.x + 16, r.y + 12))
        title = T.text(a, f"{self.whose(seat)} {self.data.item_plurals[item].lower()} section", "bold", 18,
                       PALETTE["marigold_light"])
        surface.blit(title, (r.x + 54, r.y + 16))
        big = T.text(a, f"+{steps}", "display", 34, (140, 240, 160) if steps else PALETTE["muted"])
        surface.blit(big, big.get_rect(topright=(r.right - 18, r.y + 6)))
        # the four dice along the side, skulls with the value they count as
        p = v.players[seat]
        for k, cell in enumerate(self.data.sections[item]):
            d = p.ofrenda[cell]
            well = R(r.x + 24 + k * 58, r.y + 56, 40, 40)
            if d is None:
                continue
            paint_die(surface, a, well, d.colour, d.power, d.face, self.cb)
            if d.face == SKULL and k < len(values):
                pill = paint.pill(a, f"as {values[k]}", 11, fg=(40, 24, 10), bg=(255, 214, 110, 250))
                surface.blit(pill, pill.get_rect(midtop=(well.centerx, well.bottom + 2)))
        y = r.y + 118
        for img, g in lines:
            surface.blit(img, (r.x + 20, y))
            surface.blit(g, g.get_rect(topright=(r.right - 20, y)))
            y += img.get_height() + 6
        if raw > steps:
            img = T.text(a, f"{raw} steps met: capped at {self.data.cap}", "italic", 13, ROSE)
            surface.blit(img, (r.x + 20, y + 2))

    def _draw_choice(self, surface) -> None:
        a = self.assets
        title, subtitle, options = self.choice
        r = self._choice_rect(len(options))
        surface.blit(paint.rrect_surface((1280, 720), (8, 4, 16, 150), 0), (0, 0))
        paint.draw_panel(surface, a, r, 250)
        surface.blit(T.text(a, title, "bold", 18, PALETTE["marigold_light"]), (r.x + 20, r.y + 16))
        body = T.render_rich(a, T.escape(subtitle), r.w - 40, size=14)
        surface.blit(body, (r.x + 20, r.y + 46))
        for b in self.choice_buttons:
            b.draw(surface, a, self.time)
