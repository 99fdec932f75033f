"""Portents' table: the altar, its Omens and the Kitty, drawn from the seat's view, and the
pointer turned into proposed moves.

On the left lies the altar: the 3x3 board of Bird Sacrifice tiles (the shared sliding-tile
widget, :mod:`scenes.widgets.tile_grid`), the push arrows at the end of every lane, the sixteen
Omen tokens in their slots around it and, solo, the Kitty at its slot with the tile on its token.
On the right: the seat's hand (and the tiles pushed off this turn, which join it), the seat's
Omens as a colour-by-shape table with the progress toward the victory condition, and the Kitty
(its Omens, laps, token and bag) or the rival (open hand and Omens). The log and the toolbar are
the shared ones.

A turn by mouse: hover a lane's arrow to see the slide (where every tile lands, which one falls
off), click it to push; push again from the same side, then drag tiles from the hand into the
gaps (or click a hand tile, then a gap). New Portents are outlined; click the tile each one
burns, and the offerings to snuff in the order you like. Every refusal is the rules' own reason
(``why_illegal``); nothing here decides.

A move that brings many things at once (the Kitty's whole turn; a Scrying that outlines Portents,
collects Omens, lights and snuffs offerings) is told step by step on a storyboard
(:mod:`scenes.kit.telling`): the table shows the view as it was, then each event in turn
(the steal, each shift of the Kitty's push, its draw, each slot it prowls past, its lap and hat,
each Portent, each Omen flying to its collector, each offering lit or snuffed), with the event's
log line appearing as it plays and said in the prompt bar. Meanwhile ``holding()`` keeps the next
move waiting; a click skips to the end.

Drawing is layered (:class:`~scenes.widgets.layers.CachedLayer`): the static layer (backgrounds,
panels, the altar stone, labels) is painted once per game and settings; the table layer (every
piece and text drawn from the view) is painted when what it shows changes, and painted directly
while pieces move; what pulses (glows, marching outlines, the push preview) is drawn over it
every frame.
"""
from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game.protocol import AUTOMATON
from game.rules.portents.actions import Burn, Pass, Place, Sacrifice, Shift, Snuff
from game.rules.portents.altar import GAP, SIDES
from game.rules.portents.state import Phase, attribute_counts, fortunes
from game.rules.portents.words import Plain, cap, event_parts, kitty_turn_caption, target_text
from scenes.assets import PALETTE
from scenes.play import PlayScene
from scenes.portents.art import BAND_CACHE, marching, outline
from scenes.portents.layout import (
    ALTAR, CELL, FALLEN, FIRE, GAP_PX, GRID, HAND, HAND_TILE, KITTY, MINE, OMEN, OTHER, PROMPT, PUSHED_TILE, RGB, RING,
    SNUFF_BLUE,
)
from scenes.portents.telling import BEAT, FLIGHT_SECONDS, HOP_SECONDS, TOLD, Markup
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button
from scenes.kit.telling import Choreography
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot
from scenes.widgets.layers import CachedLayer
from scenes.widgets.log_panel import LogPanel
from scenes.kit.telling import Storyboard
from scenes.widgets.tile_grid import INWARD, TileGrid
from scenes.widgets.tooltip import TooltipContent
from scenes.widgets.tween import ease_out_bounce, ease_out_cubic, pulse


class PortentsScene(PlayScene):
    """The table of one Portents game, as one seat sees it."""

    name = "portents"
    log_rect = pygame.Rect(1052, 246, 216, 466)
    suggestion_rect = pygame.Rect(1052, 52, 216, 182)

    def __init__(self, app, session, replay: bool = False):
        self.grid = TileGrid(GRID, 3, GAP_PX, arrow=26, arrow_gap=6)
        self.choreo = Choreography(lambda: self.anim_speed(), duration=0.42)
        self.hover_arrow: tuple[str, int] | None = None
        self.selected: int | None = None  # a hand tile picked up by a click (then click a gap)
        self._markup: Markup | None = None
        self._plain: Plain | None = None
        # the storyboard: while it plays, the table shows ``shown`` (the view as the beats so far
        # have left it) and the log hides the parts not told yet
        self.story = Storyboard(lambda: self.anim_speed())
        self.shown = None
        self.caption: str | None = None  # the beat now playing, in words (the prompt bar says it)
        self._parts: list[tuple] = []  # the (event, part) log lines of the move being told
        self._told = 0  # how many of them are told
        self._fallen: dict[int, pygame.Rect] = {}  # tiles the Kitty knocked off, waiting past the edge
        self._arcs: dict = {}  # piece key -> how high it flies (an arc instead of a slide)
        self._lunge: tuple[int, int] = (0, 0)  # where the Kitty leaps towards (its pounce effect)
        self._drawn: dict = {}  # where pieces that leave the table were last drawn (they fly from there)
        self._skipping = False
        self._cache: tuple = ()  # (key, legal actions, arrow states) for the current view
        self.static_layer = CachedLayer()  # backgrounds, panels, the altar stone, labels
        self.table_layer = CachedLayer()  # everything drawn from the view, while nothing moves
        super().__init__(app, session, replay)
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
        return self.session.setup.mode == "solo"

    @property
    def rival(self) -> int:
        return 1 - self.seat

    def name_of(self, seat: int) -> str:
        if seat == AUTOMATON:
            return "The Kitty"
        return "You" if seat == self.seat else self.seat_name(seat)

    def tile_sprite(self, tile: int, size: int) -> pygame.Surface:
        c, s = self.data.colours[tile >> 2][0], self.data.shapes[tile & 3][0]
        return self.assets.sprite(f"portents/tile_{c}_{s}.png", (size, size))

    def omen_sprite(self, omen: int, size: int) -> pygame.Surface:
        c, s = self.data.colours[omen >> 2][0], self.data.shapes[omen & 3][0]
        return self.assets.sprite(f"portents/omen_{c}_{s}.png", (size, size))

    def symbol_sprite(self, colour: int, size: int) -> pygame.Surface:
        return self.assets.sprite(f"portents/symbol_{self.data.colours[colour][0]}.png", (size, size))

    @property
    def seen(self):
        """What the table shows: the view, or while a move is told, the view as told so far."""
        return self.shown if self.shown is not None else self.view

    def my_phase(self) -> Phase | None:
        """The phase when the seat on screen is to decide (else None; nothing is offered while a
        move is still being told)."""
        return self.view.phase if self.players_turn and not self.story.playing else None

    def legal(self, action) -> bool:
        return self.why_illegal(action) is None

    def legal_actions(self) -> list:
        """The seat's legal actions now (worked out once per view)."""
        return self._choices()[0]

    def _choices(self) -> tuple:
        key = (self._version, self.curtain, self.replay, self.story.playing)
        if not self._cache or self._cache[0] != key:
            legal = super().legal_actions()
            self._cache = (key, legal, self._arrow_states(legal))
        return self._cache[1], self._cache[2]

    # ------------------------------------------------------------------ geometry
    def slot_center(self, slot: int) -> tuple[int, int]:
        info = self.data.slots[slot]
        g = GRID
        if info.corner:
            x = g.x - RING + 14 if "left" in info.touches else g.right + RING - 14
            y = g.y - RING + 14 if "top" in info.touches else g.bottom + RING - 14
            return x, y
        side = info.touches[0]
        cells = set(self.data.lines[info.line])
        lane = next(i for i, lane_cells in enumerate(self.data.sides[side]) if set(lane_cells) == cells)
        near = self.grid.cell_rect(self.data.sides[side][lane][0])
        dx, dy = INWARD[side]
        return near.centerx - dx * (CELL // 2 + RING), near.centery - dy * (CELL // 2 + RING)

    def slot_rect(self, slot: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, OMEN, OMEN)
        r.center = self.slot_center(slot)
        return r

    def kitty_rect(self, slot: int) -> pygame.Rect:
        info = self.data.slots[slot]
        x, y = self.slot_center(slot)
        if info.corner:
            dx = -1 if "left" in info.touches else 1
            dy = -1 if "top" in info.touches else 1
            x, y = x + dx * 40, y + dy * 40
        else:
            dx, dy = INWARD[info.touches[0]]
            x, y = x - dx * 54, y - dy * 54
        r = pygame.Rect(0, 0, KITTY, KITTY)
        r.center = (x, y)
        return r

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        return [pygame.Rect(HAND.x + 16 + i * (HAND_TILE + 10), HAND.y + 52, HAND_TILE, HAND_TILE) for i in range(n)]

    def pushed_rects(self, n: int) -> list[pygame.Rect]:
        x0 = HAND.right - 16 - 3 * (PUSHED_TILE + 6) + 6
        return [pygame.Rect(x0 + i * (PUSHED_TILE + 6), HAND.y + 70, PUSHED_TILE, PUSHED_TILE) for i in range(n)]

    def rival_hand_rects(self, n: int) -> list[pygame.Rect]:
        return [pygame.Rect(OTHER.right - 16 - (3 - i) * 52 + 4, OTHER.y + 44, 48, 48) for i in range(n)]

    def token_rect(self) -> pygame.Rect:
        """The tile on the Kitty's token, in the Kitty's panel."""
        return pygame.Rect(OTHER.x + 104, OTHER.y + 52, 56, 56)

    def bag_rect(self) -> pygame.Rect:
        return pygame.Rect(OTHER.x + 176, OTHER.y + 52, 52, 52)

    @staticmethod
    def matrix_rect(origin: tuple[int, int], size: int, omen: int) -> pygame.Rect:
        """An Omen's place in a collection table: a row per colour, a column per shape."""
        step = size + 4
        return pygame.Rect(origin[0] + (omen & 3) * step, origin[1] + (omen >> 2) * step, size, size)

    def my_matrix(self) -> tuple[tuple[int, int], int]:
        return (MINE.x + 52, MINE.y + 50), 30

    def other_matrix(self) -> tuple[tuple[int, int], int]:
        return (OTHER.x + 52, OTHER.y + 106), 20

    def kitty_omen_rects(self, n: int) -> list[pygame.Rect]:
        size = 26
        step = min(size + 3, (OTHER.w - 28) // max(1, n))
        return [pygame.Rect(OTHER.x + 14 + i * step, OTHER.y + 148, size, size) for i in range(n)]

    def fallen_rect(self, side: str, lane: int, depth: int) -> pygame.Rect:
        """Where a tile the Kitty knocked off waits, past the far edge and the Omen slot there
        (``depth``: how many fell before it from that lane: they fan out), until it goes into the bag."""
        far = self.grid.cell_rect(self.data.sides[side][lane][2])
        dx, dy = INWARD[side]
        reach = CELL // 2 + RING + OMEN // 2 + 4 + FALLEN // 2
        r = pygame.Rect(0, 0, FALLEN, FALLEN)
        r.center = (far.centerx + dx * reach, far.centery + dy * reach)
        fan = (depth + 1) // 2 * (1 if depth % 2 else -1) * (FALLEN * 2 // 3)
        return r.move(abs(dy) * fan, abs(dx) * fan)

    def kitty_token_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """The tile on the Kitty's token, drawn small by the Kitty at ``rect``."""
        s = 26
        return pygame.Rect(rect.right - s + 6, rect.bottom - s + 6, s, s)

    # ------------------------------------------------------------------ layout and animation
    def layout(self, v) -> tuple[dict, dict]:
        targets: dict = {}
        info: dict = {}
        for t, r in self._fallen.items():
            targets[("tile", t)] = r
            info[("tile", t)] = ("fallen", t)
        for cell, t in enumerate(v.altar):
            if t != GAP:
                targets[("tile", t)] = self.grid.cell_rect(cell)
                info[("tile", t)] = ("altar", t)
        me = self.seat if not self.solo else 0
        for t, r in zip(v.hands[me], self.hand_rects(len(v.hands[me]))):
            targets[("tile", t)] = r
            info[("tile", t)] = ("hand", t)
        if not self.solo:
            hand = v.hands[self.rival]
            for t, r in zip(hand, self.rival_hand_rects(len(hand))):
                targets[("tile", t)] = r
                info[("tile", t)] = ("hand", t)
        for t, r in zip(v.pushed, self.pushed_rects(len(v.pushed))):
            targets[("tile", t)] = r
            info[("tile", t)] = ("pushed", t)
        if self.solo and v.token != GAP:
            targets[("tile", v.token)] = self.token_rect()
            info[("tile", v.token)] = ("token", v.token)
        for slot, o in enumerate(v.slots):
            if o != GAP:
                targets[("omen", o)] = self.slot_rect(slot)
                info[("omen", o)] = ("slot", o)
        origin, size = self.my_matrix()
        for o in v.collected[me]:
            targets[("omen", o)] = self.matrix_rect(origin, size, o)
            info[("omen", o)] = ("mine", o)
        if self.solo:
            for o, r in zip(v.kitty_omens, self.kitty_omen_rects(len(v.kitty_omens))):
                targets[("omen", o)] = r
                info[("omen", o)] = ("kitty", o)
            targets[("kitty",)] = self.kitty_rect(v.kitty_slot)
            info[("kitty",)] = ("kitty",)
        else:
            origin, size = self.other_matrix()
            for o in v.collected[self.rival]:
                targets[("omen", o)] = self.matrix_rect(origin, size, o)
                info[("omen", o)] = ("theirs", o)
        return targets, info

    def _origins(self, targets: dict) -> dict:
        """Where pieces new to the table come from: tiles out of the bag (the duel has none: from
        above the altar)."""
        bag = self.bag_rect() if self.solo else self.grid.beyond("top", 1, 2)
        return {k: bag for k in self.choreo.new_keys(targets) if k[0] == "tile"}

    def on_view_changed(self, old, new, cause, events, animate) -> None:
        if self.story.playing:
            self.skip_story()  # a move told to its end before the next one (or undo, a refresh)
        self.selected = None
        self.hover_arrow = None if not self.players_turn else self.hover_arrow
        seen = [e for e in events if e.visible_to is None or self.seat in e.visible_to]
        drop = self.drag.drop_rect if cause == "action" else None
        self.drag.drop_rect = None
        if (animate and old is not None and cause in ("action", "automaton", "ai") and self.anim_speed() > 0
                and self._worth_telling(cause, seen)):
            self.tell(old, new, seen, cause, drop)
            return
        targets, info = self.layout(new)
        self.choreo.sync(targets, info, self._origins(targets), animate=animate and cause != "refresh")
        if drop is not None:
            for e in seen:
                if e.kind == "place":
                    self.choreo.place(("tile", e.data[1]), drop)
        if not animate or cause in ("refresh", "undo", "redo"):
            return
        kinds = {e.kind for e in seen}
        fx = self.choreo.effects
        for e in seen:
            if e.kind == "portent":
                fx.start(("portent", e.data[1], e.data[2]), 1.0, 0.0, 2.4, 0.3)
            elif e.kind == "burn" or e.kind == "opening":
                fx.start(("lit", e.data[1]), 1.0, 0.0, 1.2, 0.2)
            elif e.kind == "snuff":
                fx.start(("snuffed", e.data[1]), 1.0, 0.0, 1.6, 0.2)
        if kinds & {"shift", "kitty_push"}:
            self.play_sound("card_slide")
        if "place" in kinds:
            self.play_sound("card_place")
        if kinds & {"burn", "opening"}:
            self.play_sound("light", 0.2)

    @staticmethod
    def _worth_telling(cause: str, events) -> bool:
        """The Kitty's turn is always told step by step; a move of a player, when it brings two or
        more things to tell (a Scrying). A single shift, placement or offering just plays."""
        told = sum(1 for e in events if e.kind in TOLD)
        return told >= 1 if cause == "automaton" else told >= 2

    def update_animations(self, dt: float) -> bool:
        busy = self.story.update(dt)
        busy |= self.choreo.update(dt)
        if self._arcs:
            layout = self.choreo.layout
            self._arcs = {k: lift for k, lift in self._arcs.items() if layout.moving(k)}
        return busy or self.hover_arrow is not None

    def holding(self) -> bool:
        return self.story.playing

    # ------------------------------------------------------------------ the storyboard
    def tell(self, old, new, events, cause: str, drop: pygame.Rect | None = None) -> None:
        """Tell ``events`` (one move's) beat by beat, from the table as ``old`` showed it."""
        self.shown = replace(old, portents=old.portents if old.phase is Phase.BURN else ())
        self._fallen = {}
        names = tuple(T.escape(n) for n in self.session.setup.names)
        self._parts = [(e, p) for e in events for p in range(len(event_parts(self.fmt, e, self.seat, names)))]
        self._told = 0
        self.caption = None
        if cause == "automaton" and any(e.kind in ("steal", "kitty_push", "kitty_blocked") for e in events):
            steal, extra = old.steal, old.extra_step
            self._beat(BEAT["kitty_turn"], caption=T.escape(kitty_turn_caption(steal, extra)),
                       fx=lambda: self._pounce(self.grid.rect.center, 0.5))
        for e in events:
            teller = getattr(self, f"_tell_{e.kind}", None)
            if teller is not None:
                teller(e, drop)
            else:  # nothing to show: the log line appears with the next beat
                self._beat(0.0, event=e, caption=None)
        self._beat(0.0, change=None, end=True)

    def _beat(self, seconds: float, change=None, event=None, part: int = 0, fx=None, caption="",
              end: bool = False) -> None:
        """One beat: ``change`` the table shown, tell ``event``'s log line (``part``), say ``caption``
        (default: that line) in the prompt bar, start the effects ``fx``."""
        def start() -> None:
            if change is not None:
                self.shown = change(self.shown)
            if event is not None:
                self._reveal(event, part, caption)
            elif caption:
                self.caption = caption
            if end:
                self._end_story()
                return
            targets, info = self.layout(self.shown)
            self.choreo.sync(targets, info, self._origins(targets), animate=not self._skipping)
            if not self._skipping:
                self.hotspots = self.build_hotspots()  # tooltips name what the table shows now
                if fx is not None:
                    fx()
            self.app.dirty = True
        self.story.add(start, seconds)

    def _reveal(self, event, part: int, caption) -> None:
        """The log tells ``event`` up to its ``part``; the prompt bar says it (or ``caption``)."""
        for i in range(self._told, len(self._parts)):
            e, p = self._parts[i]
            if e is event and p == part:
                self._told = i + 1
                break
        if caption == "":
            self.caption = self.part_markup(event, part)
        elif caption is not None:
            self.caption = caption
        if not self._skipping:
            self.log_panel.set_entries(self.log_markup())

    def _end_story(self) -> None:
        """The move is told: the table shows the view itself again."""
        shown = self.shown
        self.shown = None
        self._fallen = {}
        self.caption = None
        self._told = len(self._parts)
        self._parts = []
        v = self.view
        targets, info = self.layout(v)
        self.choreo.sync(targets, info, self._origins(targets), animate=True)
        if shown is not None and v.phase is not Phase.BURN:
            for li, attr in shown.portents:  # the Portents told fade away (a choice to make keeps them)
                self.choreo.effects.start(("portent", li, attr), 1.0, 0.0, 1.2, 0.0)
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

    # how each event is told -------------------------------------------------------------------
    def _glide(self, key, seconds: float, start: pygame.Rect | None = None, lift: float = 0.0,
               delay: float = 0.0) -> None:
        """Send a piece to its place over ``seconds`` (from ``start``, on an arc ``lift`` high)."""
        layout = self.choreo.layout
        target = layout.targets.get(key)
        if target is None:
            return
        frm = pygame.Rect(start) if start is not None else layout.rect(key)
        if frm is None or frm == target:
            return
        layout.tweens.start(key, frm, target, seconds, delay, ease_out_cubic)
        if lift:
            self._arcs[key] = lift

    def _pounce(self, towards: tuple[int, int], seconds: float = 0.45) -> None:
        """The Kitty leaps a little towards ``towards`` and back."""
        self._lunge = towards
        self.choreo.effects.start(("pounce",), 0.0, 1.0, seconds, 0.0, lambda t: t)

    def _tell_place(self, e, drop) -> None:
        seat, tile, cell = e.data

        def change(v):
            hands = [tuple(t for t in h if t != tile) if s == seat else h for s, h in enumerate(v.hands)]
            altar = list(v.altar)
            altar[cell] = tile
            return replace(v, hands=tuple(hands), altar=tuple(altar), placing=True)

        def fx():
            if drop is not None:
                self.choreo.place(("tile", tile), drop)
            self.play_sound("card_place")
        self._beat(BEAT["place"], change, e, fx=fx, caption=None)

    def _tell_shift(self, e, drop) -> None:
        seat, side, lane, far = e.data

        def change(v):
            cells = self.data.sides[side][lane]
            altar = list(v.altar)
            altar[cells[2]], altar[cells[1]], altar[cells[0]] = altar[cells[1]], altar[cells[0]], GAP
            return replace(v, altar=tuple(altar), pushed=v.pushed + (far,), side=side)
        self._beat(BEAT["shift"], change, e, fx=lambda: self.play_sound("card_slide"), caption=None)

    def _tell_palm(self, e, drop) -> None:
        seat, tiles = e.data

        def change(v):
            hands = [h + tuple(tiles) if s == seat else h for s, h in enumerate(v.hands)]
            return replace(v, hands=tuple(hands), pushed=())
        self._beat(BEAT["palm"] if tiles else 0.0, change, e)

    def _tell_pass(self, e, drop) -> None:
        self._beat(BEAT["pass"], None, e)

    def _tell_portent(self, e, drop) -> None:
        actor, li, attr = e.data

        def fx():
            self.choreo.effects.start(("portent_in", li, attr), 0.0, 1.0, 0.45, 0.0)
            self.play_sound("light")
        self._beat(BEAT["portent"], lambda v: replace(v, portents=v.portents + ((li, attr),)), e, fx=fx)

    def _tell_collect(self, e, drop) -> None:
        actor, omen, slot, li = e.data

        def change(v):
            slots = list(v.slots)
            slots[slot] = GAP
            if actor == AUTOMATON:
                return replace(v, slots=tuple(slots), kitty_omens=v.kitty_omens + (omen,))
            collected = [c + (omen,) if s == actor else c for s, c in enumerate(v.collected)]
            return replace(v, slots=tuple(slots), collected=tuple(collected))

        def fx():
            self._glide(("omen", omen), FLIGHT_SECONDS, lift=70)
            self.choreo.effects.start(("landed", omen), 1.0, 0.0, 0.9, FLIGHT_SECONDS * 0.85)
            self.play_sound("marigold", FLIGHT_SECONDS * 0.8 * self.anim_speed())
        self._beat(BEAT["collect"], change, e, fx=fx)

    def _tell_burn(self, e, drop) -> None:
        tile = e.data[1]

        def fx():
            self.choreo.effects.start(("lit", tile), 1.0, 0.0, 1.2, 0.0)
            self.play_sound("light")
        self._beat(BEAT["burn"], lambda v: replace(v, lit=v.lit | 1 << tile), e, fx=fx)

    _tell_opening = _tell_burn

    def _tell_snuff(self, e, drop) -> None:
        tile = e.data[1]
        self._beat(BEAT["snuff"], lambda v: replace(v, lit=v.lit & ~(1 << tile)), e,
                   fx=lambda: self.choreo.effects.start(("snuffed", tile), 1.0, 0.0, 1.6, 0.0))

    def _tell_stays_lit(self, e, drop) -> None:
        tile = e.data[1]
        self._beat(BEAT["stays_lit"], None, e, fx=lambda: self.choreo.effects.start(("stays", tile), 1.0, 0.0, 1.4))

    def _tell_sacrifice(self, e, drop) -> None:
        seat, tile, drawn = e.data

        def change(v):
            self._drawn[("tile", tile)] = self.choreo.layout.rect(("tile", tile), self.bag_rect())
            hands = [tuple(drawn if t == tile else t for t in h) if s == seat else h for s, h in enumerate(v.hands)]
            bag = sorted([t for t in v.bag if t != drawn] + [tile])
            return replace(v, hands=tuple(hands), bag=tuple(bag))

        def fx():
            self.choreo.fly(self._tile_name(tile), self._drawn[("tile", tile)].center, self.bag_rect().center,
                            0.0, 0.6, 44)
            self._glide(("tile", drawn), 0.6, start=self.bag_rect(), lift=40, delay=0.2)
        self._beat(BEAT["sacrifice"], change, e, fx=fx)

    def _tell_steal(self, e, drop) -> None:
        slot, omen = e.data
        if omen == GAP:
            self._beat(BEAT["steal_none"], lambda v: replace(v, steal=False), e,
                       fx=lambda: self._pounce(self.slot_center(slot), 0.5))
            return

        def change(v):
            slots = list(v.slots)
            slots[slot] = GAP
            return replace(v, slots=tuple(slots), kitty_omens=v.kitty_omens + (omen,), steal=False)

        def fx():
            self._pounce(self.slot_center(slot), 0.45)
            self._glide(("omen", omen), FLIGHT_SECONDS, lift=60, delay=0.2)
            self.choreo.effects.start(("landed", omen), 1.0, 0.0, 0.9, 0.2 + FLIGHT_SECONDS * 0.85)
            self.play_sound("marigold", 0.5 * self.anim_speed())
        self._beat(BEAT["steal"], change, e, fx=fx)

    def _tell_kitty_push(self, e, drop) -> None:
        side, entered, off, blocked, token, wide = e.data
        data = self.data
        depth: dict[int, int] = {}
        for k, (lane, tile) in enumerate(entered):
            came = {}

            def change(v, lane=lane, tile=tile, came=came):
                cells = data.sides[side][lane]
                altar = list(v.altar)
                far = altar[cells[2]]
                altar[cells[2]], altar[cells[1]], altar[cells[0]] = altar[cells[1]], altar[cells[0]], tile
                tok, bag = v.token, list(v.bag)
                came["token"] = tok == tile and tok != GAP
                if came["token"]:
                    tok = GAP
                elif tile in bag:
                    bag.remove(tile)
                came["from"] = self.kitty_token_rect(self.kitty_rect(v.kitty_slot))
                if far != GAP:
                    self._fallen[far] = self.fallen_rect(side, lane, depth.get(lane, 0))
                    depth[lane] = depth.get(lane, 0) + 1
                return replace(v, altar=tuple(altar), token=tok, bag=tuple(sorted(bag)))

            def fx(lane=lane, tile=tile, came=came):
                near = self.grid.cell_rect(data.sides[side][lane][0])
                self._pounce(near.center, 0.4)
                if came.get("token"):
                    self._glide(("tile", tile), 0.5, start=came["from"], lift=16)
                else:
                    self._glide(("tile", tile), 0.6, start=self.bag_rect(), lift=90)
                self.play_sound("card_slide")
            self._beat(BEAT["kitty_shift"], change, e if k == 0 else None, 0, fx,
                       caption="" if k == 0 else None)
        if token != GAP:
            def draw(v):
                return replace(v, token=token, bag=tuple(t for t in v.bag if t != token))
            self._beat(BEAT["draw"], draw, e, 1,
                       fx=lambda: self._glide(("tile", token), 0.55, start=self.bag_rect(), lift=30))

        def to_bag(v):
            return replace(v, bag=tuple(sorted(v.bag + tuple(off))))

        def into_bag():
            for i, t in enumerate(off):
                self.choreo.fly(self._tile_name(t), self._drawn.get(("tile", t), self.bag_rect()).center,
                                self.bag_rect().center, 0.06 * i, 0.5, 44)
        self._beat(BEAT["to_bag"], self._clear_fallen(to_bag), e if token == GAP else None, 1, into_bag,
                   caption="" if token == GAP else None)

    def _clear_fallen(self, change):
        def clear(v):
            for t, r in self._fallen.items():
                self._drawn[("tile", t)] = self.choreo.layout.rect(("tile", t), r)
            self._fallen = {}
            return change(v)
        return clear

    def _tell_kitty_blocked(self, e, drop) -> None:
        side, lanes, old, new = e.data

        def change(v):
            if old == GAP:
                return v
            self._drawn[("tile", old)] = self.choreo.layout.rect(("tile", old), self.token_rect())
            bag = sorted([t for t in v.bag if t != new] + [old])
            return replace(v, token=new, bag=tuple(bag))

        def fx():
            v = self.shown
            for lane in lanes:
                far = v.altar[self.data.sides[side][lane][2]]
                if far != GAP:
                    self.choreo.effects.start(("blocked", far), 1.0, 0.0, 1.5)
            self._pounce(self.grid.rect.center, 0.5)
            if old != GAP:
                self.choreo.fly(self._tile_name(old), self._drawn[("tile", old)].center, self.bag_rect().center,
                                0.0, 0.5, 44)
                self._glide(("tile", new), 0.55, start=self.bag_rect(), lift=30, delay=0.3)
            self.play_sound("refuse")
        self._beat(BEAT["blocked"], change, e, fx=fx)

    def _tell_kitty_advance(self, e, drop) -> None:
        pos, end, lap, laps, extra = e.data
        n = (end - pos) % 16 or 16
        hop = min(HOP_SECONDS, 2.4 / n)
        start_slot = self.data.kitty_start
        for i in range(1, n + 1):
            j = (pos + i) % 16

            def change(v, j=j):
                return replace(v, kitty_slot=j)

            def fx():
                self._glide(("kitty",), hop * 0.95, lift=16)
            self._beat(hop, change, e if i == 1 else None, 0, fx, caption="" if i == 1 else None)
            if lap and j == start_slot:  # the lap is complete where the Kitty reaches or passes its start
                self._tell_lap(laps)

    def _tell_lap(self, laps: int) -> None:
        def fx():
            if laps == 1:
                self.choreo.effects.start(("hat",), 0.0, 1.0, 0.8, 0.0, ease_out_bounce)
            self.choreo.effects.start(("lap", laps), 1.0, 0.0, 1.8, 0.0, lambda t: t * t)
            self.play_sound("marigold")
        self._beat(BEAT["lap"], lambda v: replace(v, laps=laps), fx=fx, caption=None)

    def _tell_game_over(self, e, drop) -> None:
        self._beat(BEAT["game_over"], None, e)

    def _tile_name(self, tile: int) -> str:
        c, s = self.data.colours[tile >> 2][0], self.data.shapes[tile & 3][0]
        return f"portents/tile_{c}_{s}.png"

    # ------------------------------------------------------------------ pushing
    def arrow_states(self) -> dict:
        """The push arrows to show now: (side, lane) -> "legal" or "refused"."""
        return self._choices()[1]

    def _arrow_states(self, legal) -> dict:
        v = self.view
        if self.my_phase() is not Phase.PUSH or v.placing or sum(v.counts) >= self.data.pushes:
            return {}
        if legal == [Pass()]:
            return {}
        sides = SIDES if v.side is None else (v.side,)
        shifts = {(a.side, a.lane) for a in legal if isinstance(a, Shift)}
        return {(s, lane): ("legal" if (s, lane) in shifts else "refused") for s in sides for lane in range(3)}

    def push(self, side: str, lane: int) -> None:
        self.propose(Shift(side, lane), self.grid.arrow_rect(side, lane).center)

    def preview(self):
        """The slide the hovered arrow would make (None when nothing is hovered)."""
        if self.hover_arrow is None or self.hover_arrow not in self.arrow_states():
            return None
        v = self.view
        contents = [None if t == GAP else t for t in v.altar]
        return self.grid.slide(contents, *self.hover_arrow)

    def _arrow_tip(self, side: str, lane: int):
        def tip():
            action = Shift(side, lane)
            reason = self.why_illegal(action)
            title = self.plain.lane(side, lane).capitalize() + f", pushed from the {side}"
            if reason is not None:
                return TooltipContent(T.escape(title), ("[c=#ff9aa8]" + T.escape(reason) + "[/c]",))
            v = self.view
            cells = self.data.sides[side][lane]
            off = v.altar[cells[2]]
            lines = [f"{cap(self.fmt.tile(off))} falls off and joins your hand; a gap opens by the {side}."]
            done = sum(v.counts)
            lines.append(f"Shift {done + 1} of at most {self.data.pushes}, all from one side.")
            return TooltipContent(T.escape(title), tuple(lines))
        return tip

    # ------------------------------------------------------------------ drag and drop
    def drop_targets(self, payload) -> list[DropTarget]:
        if not (isinstance(payload, tuple) and payload[0] == "hand"):
            return []
        tile = payload[1]
        name = self.data.tile_names[tile]
        out = []
        for cell in range(9):
            action = Place(name, cell)
            reason = self.why_illegal(action)
            hint = f"Place the {self.data.tile_title(tile)} here"
            out.append(DropTarget(("cell", cell), self.grid.cell_rect(cell), reason is None, reason, hint, action,
                                  radius=12))
        return out

    def drop(self, payload, target: DropTarget, pos) -> str | None:
        self.selected = None
        if target.data is None:
            return target.reason or "Not there."
        self.propose(target.data, pos)
        return None

    def drag_image(self, spot: Hotspot):
        if spot.key[0] == "hand":
            return self.tile_sprite(spot.key[1], CELL)
        return None

    # ------------------------------------------------------------------ hotspots
    def build_hotspots(self) -> list[Hotspot]:
        v = self.seen
        spots: list[Hotspot] = []
        phase = self.my_phase()
        for slot in range(16):
            spots.append(Hotspot(("slot", slot), self.slot_rect(slot), tooltip=self._slot_tip(slot)))
        if self.solo:
            spots.append(Hotspot(("kitty",), self.kitty_rect(v.kitty_slot), tooltip=self._kitty_tip))
            spots.append(Hotspot(("token",), self.token_rect(), tooltip=self._kitty_tip))
            spots.append(Hotspot(("bag",), self.bag_rect(), tooltip=self._bag_tip))
        for cell in range(9):
            spots.append(Hotspot(("cell", cell), self.grid.cell_rect(cell), tooltip=self._cell_tip(cell),
                                 click=lambda c=cell: self._click_cell(c)))
        for (side, lane) in self.arrow_states():
            spots.append(Hotspot(("arrow", side, lane), self.grid.arrow_rect(side, lane).inflate(6, 6),
                                 tooltip=self._arrow_tip(side, lane), click=lambda s=side, la=lane: self.push(s, la),
                                 tip_side="above"))
        me = self.seat if not self.solo else 0
        can_place = phase is Phase.PUSH and v.side is not None
        for t, r in zip(v.hands[me], self.hand_rects(len(v.hands[me]))):
            spots.append(Hotspot(("hand", t), r, tooltip=self._tile_tip(t, "hand"),
                                 drag=("hand", t) if phase is Phase.PUSH else None,
                                 click=lambda t=t: self._click_hand(t)))
        del can_place
        for t, r in zip(v.pushed, self.pushed_rects(len(v.pushed))):
            spots.append(Hotspot(("pushed", t), r, tooltip=self._tile_tip(t, "pushed")))
        if not self.solo:
            hand = v.hands[self.rival]
            for t, r in zip(hand, self.rival_hand_rects(len(hand))):
                spots.append(Hotspot(("rival_hand", t), r, tooltip=self._tile_tip(t, "rival")))
        origin, size = self.my_matrix()
        spots.append(Hotspot(("mine",), pygame.Rect(origin[0] - 40, origin[1] - 22, 4 * (size + 4) + 80,
                                                     4 * (size + 4) + 44), tooltip=self._collection_tip(me)))
        if not self.solo:
            spots.append(Hotspot(("theirs",), OTHER, tooltip=self._collection_tip(self.rival)))
        return spots

    def on_hover(self, spot: Hotspot | None) -> None:
        arrow = (spot.key[1], spot.key[2]) if spot is not None and spot.key[0] == "arrow" else None
        if arrow != self.hover_arrow:
            self.hover_arrow = arrow
            self.app.dirty = True

    # ------------------------------------------------------------------ clicks
    def _click_cell(self, cell: int) -> None:
        v = self.view
        phase = self.my_phase()
        tile = v.altar[cell]
        if phase is None:
            return
        if phase is Phase.PUSH:
            if self.selected is not None:
                action = Place(self.data.tile_names[self.selected], cell)
                self.selected = None
                self.propose(action, self.grid.cell_rect(cell).center)
            return
        if tile == GAP:
            return
        name = self.data.tile_names[tile]
        if phase in (Phase.BURN, Phase.OPENING):
            self.propose(Burn(name), self.grid.cell_rect(cell).center)
        elif phase is Phase.SNUFF:
            self.propose(Snuff(name), self.grid.cell_rect(cell).center)

    def _click_hand(self, tile: int) -> None:
        phase = self.my_phase()
        if phase is Phase.SACRIFICE:
            self.propose(Sacrifice(self.data.tile_names[tile]))
            return
        if phase is Phase.PUSH:
            if self.view.side is None:
                self.refuse("Push first: click a lane's arrow, and gaps open where the tiles slide.")
                return
            self.selected = None if self.selected == tile else tile
            self.app.dirty = True

    def cancel_selection(self) -> bool:
        if self.selected is not None:
            self.selected = None
            self.app.dirty = True
            return True
        return False

    # ------------------------------------------------------------------ buttons
    def refresh_buttons(self) -> None:
        self.buttons = []
        phase = self.my_phase()
        if phase is not Phase.PUSH:
            return
        if self.legal_actions() == [Pass()]:
            r = PROMPT
            self.buttons.append(Button((r.right - 8 - 120, r.y + 5, 120, r.h - 10), "Pass", None,
                                       lambda: self.propose(Pass()), "Pass: no push is possible; the Scrying still "
                                       "happens.", style="primary", size=14, name="btn_pass"))

    # ------------------------------------------------------------------ tooltips
    def _tile_tip(self, tile: int, where: str):
        def tip():
            v = self.seen
            title = self.fmt.tile(tile)[4:]
            lines = []
            if where == "hand":
                lines.append("In your hand." + (" Drag it into a gap of the altar (or click it, then a gap)."
                                                if self.my_phase() is Phase.PUSH else ""))
                if self.my_phase() is Phase.SACRIFICE:
                    lines.append("Click to sacrifice it to the bag.")
            elif where == "pushed":
                lines.append("Pushed off this turn: it joins your hand once the gaps are filled.")
            elif where == "rival":
                lines.append(f"In {T.escape(self.seat_name(self.rival))}'s hand (both hands are open).")
            elif where == "altar":
                if v.is_lit(tile):
                    lines.append("A Burnt Offering: it is part of no new Portent, and it may slide to the edge "
                                 "but never off.")
            return TooltipContent(title, tuple(lines))
        return tip

    def _cell_tip(self, cell: int):
        def tip():
            v = self.seen
            tile = v.altar[cell]
            where = self.plain.cell(cell)
            if tile == GAP:
                return TooltipContent(T.escape(where.capitalize()), ("A gap: drop a tile from your hand here.",))
            title = self.fmt.tile(tile)[4:]
            lines = []
            if v.is_lit(tile):
                lines.append("[c=#ffb060]A Burnt Offering[/c]: it cannot be part of a new Portent; it may slide "
                             "to the edge of the altar but never off.")
            phase = self.my_phase()
            for action in (Burn(self.data.tile_names[tile]), Snuff(self.data.tile_names[tile])):
                if phase in (Phase.BURN, Phase.OPENING) and isinstance(action, Burn) or \
                        phase is Phase.SNUFF and isinstance(action, Snuff):
                    reason = self.why_illegal(action)
                    if reason is None:
                        lines.append("Click to " + ("light it." if isinstance(action, Burn) else "snuff it now."))
                    else:
                        lines.append("[c=#ff9aa8]" + T.escape(reason) + "[/c]")
            return TooltipContent(title, tuple(lines) or (T.escape(where.capitalize()) + ".",))
        return tip

    def _slot_tip(self, slot: int):
        def tip():
            v = self.seen
            o = v.slots[slot]
            info = self.data.slots[slot]
            line = self.plain.line(info.line)
            if o == GAP:
                return TooltipContent("An empty Omen slot", (f"At an end of {line}.",))
            title = self.fmt.omen(o)[4:]
            colour, shape = self.data.attribute_name(o >> 2), self.data.attribute_name(4 + (o & 3))
            lines = [f"At an end of {line}: a {colour} or a {shape} Portent along it collects it."]
            if self.solo and slot == v.kitty_slot:
                lines.append("The Kitty sits by it" + (" and steals it if you make no Portent this turn."
                                                         if v.active == 0 else "."))
            return TooltipContent(title, tuple(lines))
        return tip

    def _kitty_tip(self):
        v = self.seen
        info = self.data.slots[v.kitty_slot]
        how = ("a wide push, one step in each lane of the " + info.kitty_side if info.corner
               else f"a long push of up to three tiles from the {info.kitty_side}")
        lines = [f"Lap {min(v.laps + 1, self.data.kitty_laps)} of {self.data.kitty_laps}"
                 + (": it wears its hat." if v.laps >= 1 else "; it wins when its second lap ends."),
                 f"Next it makes {how}, its token's tile going in first, then tiles from the bag."]
        if v.token != GAP:
            lines.append(f"On its token: {self.fmt.tile(v.token)}.")
        lines.append("With a Fortune of three Omens, or two Fortunes of two, the Kitty wins.")
        if self.solo and "dont_disturb" in v.challenges:
            lines.append("Don't Disturb the Cat: you may not push from a side it sits by.")
        return TooltipContent("The Kitty", tuple(lines))

    def _bag_tip(self):
        v = self.seen
        tiles = ", ".join(self.fmt.tile(t)[4:] for t in v.bag) or "nothing"
        return TooltipContent(f"The bag: {len(v.bag)} tile{'s' if len(v.bag) != 1 else ''}", (f"In it: {tiles}.",))

    def _collection_tip(self, seat: int):
        def tip():
            v = self.seen
            omens = v.collected[seat]
            who = "Your" if seat == self.seat else f"{T.escape(self.seat_name(seat))}'s"
            lines = [self.progress_line(omens)]
            counts = attribute_counts(omens)
            big = [f"{self.fmt.attribute(a)} {n}" for a, n in enumerate(counts) if n >= 2]
            if big:
                lines.append("Fortunes: " + ", ".join(big) + ".")
            lines.append("A row is a colour, a column a shape: each Omen counts for both.")
            return TooltipContent(f"{who} Omens", tuple(lines))
        return tip

    def progress_line(self, omens) -> str:
        v = self.seen
        if self.solo:
            return "Target: " + T.escape(target_text(self.data, v.difficulty)) + "."
        return "A Fortune of four Omens, or two Fortunes of three, wins the duel."

    # ------------------------------------------------------------------ words
    def event_markup(self, event, viewer: int | None = -2) -> str:
        viewer = self.seat if viewer == -2 else viewer
        names = tuple(T.escape(n) for n in self.session.setup.names)
        return self._dress(event, self.game.event_text(event, viewer, names, self.fmt))

    def part_markup(self, event, part: int) -> str:
        """One log line of ``event`` (the Kitty's push is told in two: the push, then its draw)."""
        names = tuple(T.escape(n) for n in self.session.setup.names)
        parts = event_parts(self.fmt, event, self.seat, names)
        return self._dress(event, parts[min(part, len(parts) - 1)])

    @staticmethod
    def _dress(event, text: str) -> str:
        if event.kind in ("game_over",):
            return f"[c=marigold_light][b]{text}[/b][/c]"
        if event.kind in ("portent", "collect"):
            return f"[c=#a8f0b8]{text}[/c]"
        if event.kind in ("turn",):
            return f"[c=#cdbde0]{text}[/c]"
        if event.kind in ("steal", "kitty_push", "kitty_advance", "kitty_blocked"):
            return f"[c=#e2c8ff]{text}[/c]"
        return text

    def log_markup(self) -> list[str]:
        """The log, each event's line (or lines) in order; while a move is told, only the lines
        told so far."""
        hidden = self._parts[self._told] if self.story.playing and self._told < len(self._parts) else None
        out: list[str] = []
        for line in self.session.log_lines(self.seat)[-LogPanel.CAP:]:
            if line[0] != "event":
                out.append(self.note_markup(line[1], line[2]))
                continue
            event = line[1]
            n = 2 if event.kind == "kitty_push" else 1
            for part in range(n):
                if hidden is not None and event is hidden[0] and part == hidden[1]:
                    return out
                out.append(self.part_markup(event, part) if n > 1 else self.event_markup(event))
        return out

    def prompt(self) -> str:
        v = self.view
        st = self.session.state
        if self.story.playing:
            return self.caption or ""
        if st.is_over:
            return "The reading is over\u2026"
        if self.replay:
            return "A replay: step through the game with the bar above."
        if not self.players_turn:
            if v.active == AUTOMATON and v.phase is Phase.KITTY:
                return "The Kitty prowls round the altar\u2026"
            who = next(iter(st.to_move()), None)
            if who is None:
                return ""
            return f"{self.seat_name(who)} is reading the altar\u2026"
        p = v.phase
        kitty = v.active == AUTOMATON
        if p is Phase.OPENING:
            return "Light any tile of the altar as the first Burnt Offering: click it."
        if p is Phase.PUSH:
            if self.legal_actions() == [Pass()]:
                return "No push is possible this turn: pass (the Scrying still happens)."
            if v.side is None:
                return "Push: hover a lane's arrow to see the slide, click to push (1 to 3 shifts, one side)."
            gaps = v.altar.count(GAP)
            if self.selected is not None:
                return f"Now click a gap for the {self.data.tile_title(self.selected)}."
            if v.placing:
                return f"Fill the gaps: drag a tile of your hand into each ({gaps} left)."
            if sum(v.counts) < self.data.pushes:
                return f"Push again from the {v.side}, or drag tiles from your hand into the gaps."
            return "Fill the gaps: drag tiles from your hand into them."
        if p is Phase.BURN:
            n = len(v.portents)
            who = "The Kitty's Portent" + ("s" if n > 1 else "") if kitty else f"{'A new Portent' if n == 1 else f'{n} new Portents'}"
            return f"{who}: click a glowing tile to light it as a Burnt Offering (one per Portent)."
        if p is Phase.SNUFF:
            return "Snuff the old offerings in your order: click the one to turn back first."
        if p is Phase.SACRIFICE:
            return "Feed the Cat: click a tile of your hand to sacrifice it to the bag."
        return ""

    def suggestion_keys(self) -> set:
        if self.suggestion is None:
            return set()
        a = self.suggestion[0]
        v = self.view
        if isinstance(a, Shift):
            return {("arrow", a.side, a.lane)}
        if isinstance(a, Place):
            return {("hand", self.data.tile_index[a.tile]), ("cell", a.cell)}
        if isinstance(a, (Burn, Snuff)):
            t = self.data.tile_index[a.tile]
            return {("cell", v.altar.index(t))} if t in v.altar else set()
        if isinstance(a, Sacrifice):
            return {("hand", self.data.tile_index[a.tile])}
        return set()

    def handle_event(self, event) -> None:
        if self.story.playing and self.menu is None and self.curtain is None and self._skips(event):
            self.skip_story()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.menu is None:
            if self.cancel_selection():
                return
        super().handle_event(event)

    def _skips(self, event) -> bool:
        """While a move is told, a click on the table (not on a button) or Space skips to its end."""
        if event.type == pygame.KEYDOWN:
            return event.key == pygame.K_SPACE
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            return not any(b.visible and b.contains(event.pos) for b in self.all_buttons())
        return False

    def propose(self, action, at=None) -> bool:
        self.skip_story()  # (a suggestion accepted while a move is told: it is told to its end first)
        return super().propose(action, at)

    def settings_changed(self) -> None:
        self.static_layer.invalidate()
        self.table_layer.invalidate()
        self._cache = ()
        self._after_change()

    # ------------------------------------------------------------------ drawing
    # Three layers: the static one (painted once per game and settings), the table (the pieces at
    # rest and every text, painted when what it shows changes) and, every frame, what moves or
    # pulses: pieces in flight, glows, marching outlines, the push preview, the log.
    def _moving(self) -> bool:
        """Whether the table layer would change from one frame to the next by itself (a tile
        snapping back, the thinking dots, a glowing button)."""
        return bool(self.drag.returning or self.thinking or any(b.highlight for b in self.all_buttons()))

    def _live_effects(self) -> frozenset:
        """The effects that take something out of the table layer while they run (a Portent
        appearing or fading, the Kitty leaping or getting its hat); the others are only drawn over it."""
        return frozenset(k for k in self.choreo.effects.tweens
                         if isinstance(k, tuple) and k[0] in ("portent", "portent_in", "pounce", "hat", "lap"))

    def _live_pieces(self) -> set:
        """The pieces drawn every frame: those in flight, and the Kitty while it leaps or its hat falls."""
        live = set(self.choreo.layout.tweens.tweens)
        if any(isinstance(k, tuple) and k[0] in ("pounce", "hat", "lap") for k in self.choreo.effects.tweens):
            live.add(("kitty",))
        return live

    def _layer_key(self) -> tuple | None:
        """What the table layer shows (``None`` while it changes every frame)."""
        if self._moving():
            return None
        d = self.drag
        return (self._version, self.story.told, self.seat, self.high_contrast, self.assets.text_scale,
                id(self.assets), self.selected, self.suggestion, d.dragging,
                d.pressed.key if d.pressed is not None and d.dragging else None, self.thinking_seat,
                frozenset(self.choreo.layout.tweens.tweens), self._live_effects(),
                tuple((b.name, b.label, b.hover, b.pressed, b.enabled, b.visible) for b in self.all_buttons()),
                self._log_live(), self.log_panel.scroll, len(self.log_panel.entries),
                self.log_panel.entries[-1] if self.log_panel.entries else None)

    def _log_live(self) -> bool:
        """The log's newest line glows a moment: meanwhile the log is drawn every frame."""
        return self.log_panel.glow_step < self.log_panel.GLOW_STEPS

    def _static_key(self) -> tuple:
        return (self.high_contrast, self.assets.text_scale, id(self.assets), self.solo)

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.table_layer.blit(surface, self._layer_key(), self._draw_table)
        self._draw_live(surface, self.seen)

    def _draw_table(self, surface: pygame.Surface) -> None:
        """Everything drawn from the view (the table layer)."""
        v = self.seen
        surface.blit(self.static_layer.get(surface.get_size(), self._static_key(), self._paint_static), (0, 0))
        self._draw_topbar(surface, v)
        self._draw_altar(surface, v)
        self._draw_hand(surface, v)
        self._draw_collection(surface, v)
        if self.solo:
            self._draw_kitty_panel(surface, v)
        else:
            self._draw_rival(surface, v)
        self._draw_pieces(surface, v, moving=False)
        self._draw_portents(surface, v, live=False)
        self._draw_suggested(surface, v)
        if not self._log_live():
            self.log_panel.draw(surface)
        self._draw_prompt(surface)
        self.draw_buttons(surface)
        self.draw_suggestion(surface)

    def _paint_static(self, surface: pygame.Surface) -> None:
        """What never changes during a game: backgrounds, panels, the altar stone, labels."""
        a = self.assets
        v = self.view
        surface.blit(a.sprite("ui/table.png", (1280, 720)), (0, 0))
        surface.blit(paint.rrect_surface((1280, 720), (12, 6, 24, 120), 0), (0, 0))
        title = T.text(a, "Portents", "display", 28, PALETTE["marigold"], scaled=False)
        surface.blit(title, (14, 6))
        # the altar: its panel, the stone under the grid, the ring of Omen slots, the squares
        paint.draw_panel(surface, a, ALTAR, 225)
        slab = GRID.inflate(28, 28)
        paint.draw_shadow(surface, slab, 18, 14, 150, (0, 8))
        surface.blit(paint.gradient_rrect(slab.size, (96, 72, 112), (58, 40, 74), 18), slab)
        pygame.draw.rect(surface, (150, 120, 170), slab, 2, border_radius=18)
        pygame.draw.rect(surface, (40, 26, 52), slab.inflate(-8, -8), 1, border_radius=14)
        ring = GRID.inflate(2 * RING, 2 * RING)
        pygame.draw.rect(surface, (120, 90, 150), ring, 1, border_radius=40)
        for slot in range(16):
            r = self.slot_rect(slot)
            pygame.draw.circle(surface, (24, 12, 36), r.center, OMEN // 2 + 3)
            pygame.draw.circle(surface, (110, 84, 140), r.center, OMEN // 2 + 3, 1)
        for cell in range(9):
            paint.rrect(surface, self.grid.cell_rect(cell), (30, 18, 40, 200), 12)
        # the hand, and the tiles pushed off this turn
        paint.draw_panel(surface, a, HAND, 235)
        for r in self.hand_rects(3):
            paint.rrect(surface, r, (20, 10, 30, 160), 12)
            paint.outline(surface, r, (90, 70, 110), 1, 12, dashed=True)
        box = self._pushed_box()
        paint.rrect(surface, box, (20, 10, 36, 150), 10)
        cap = T.text(a, "pushed off", "italic", 12, PALETTE["muted"])
        surface.blit(cap, cap.get_rect(midtop=(box.centerx, box.y + 6)))
        if self.solo and "feed_the_cat" in v.challenges:
            chip = paint.pill(a, "Feed the Cat", 11, fg=PALETTE["muted"])
            surface.blit(chip, chip.get_rect(topright=(HAND.right - 14, HAND.y + 10)))
        # the seat's Omens (solo: the difficulty and its target)
        paint.draw_panel(surface, a, MINE, 235)
        if self.solo:
            x, body = self._target_text()
            d = self.data.difficulties[v.difficulty]
            surface.blit(T.text(a, d.name, "bold", 14, PALETTE["marigold_light"]), (x, MINE.y + 42))
            surface.blit(body, (x, MINE.y + 62))
        else:
            x = self.my_matrix()[0][0] + 4 * (self.my_matrix()[1] + 4) + 30
            surface.blit(T.text(a, "To win the duel", "bold", 14, PALETTE["marigold_light"]), (x, MINE.y + 42))
        # the Kitty (its token, its bag) or the rival (its open hand)
        paint.draw_panel(surface, a, OTHER, 235)
        if self.solo:
            surface.blit(a.sprite("portents/kitty.png", (70, 70)), (OTHER.x + 18, OTHER.y + 46))
            tr = self.token_rect()
            paint.rrect(surface, tr, (20, 10, 30, 160), 10)
            paint.outline(surface, tr, (110, 84, 140), 1, 10, dashed=True)
            cap = T.text(a, "on its token", "italic", 11, PALETTE["muted"])
            surface.blit(cap, cap.get_rect(midtop=(tr.centerx, tr.bottom + 3)))
            b = self.bag_rect()
            surface.blit(a.sprite("portents/bag.png", b.size), b)
            surface.blit(T.text(a, "Its Omens", "italic", 12, PALETTE["muted"]), (OTHER.x + 14, OTHER.y + 128))
            challenges = [self.data.challenges[c].name for c in v.challenges]
            if challenges:
                text = "Challenges: " + ", ".join(challenges)
                img = T.render_rich(a, f"[i]{T.escape(text)}[/i]", OTHER.w - 28, size=12, colour=PALETTE["muted"])
                surface.blit(img, (OTHER.x + 14, OTHER.bottom - 14 - img.get_height()))
        else:
            cap = T.text(a, "open hand", "italic", 11, PALETTE["muted"])
            rr = self.rival_hand_rects(3)
            surface.blit(cap, cap.get_rect(bottomright=(rr[-1].right, rr[0].y - 2)))
            for r in rr:
                paint.rrect(surface, r, (20, 10, 30, 160), 8)
        # the prompt bar
        paint.rrect(surface, PROMPT, (26, 12, 40, 235), 12)
        pygame.draw.rect(surface, (150, 105, 215), PROMPT, 1, border_radius=12)

    def _pushed_box(self) -> pygame.Rect:
        return pygame.Rect(self.pushed_rects(1)[0].x - 8, HAND.y + 40, 3 * (PUSHED_TILE + 6) + 10, 96)

    def _target_text(self) -> tuple[int, pygame.Surface]:
        """Solo: where the difficulty's words go, and the target in words."""
        origin, size = self.my_matrix()
        x = origin[0] + 4 * (size + 4) + 30
        body = T.render_rich(self.assets, "[i]" + T.escape(target_text(self.data, self.view.difficulty)) + "[/i]",
                             MINE.right - x - 12, size=12, colour=PALETTE["muted"])
        return x, body

    def _draw_live(self, surface: pygame.Surface, v) -> None:
        """What pulses or follows the pointer, drawn over the table every frame."""
        t = self.time
        phase = self.my_phase()
        gaps = [c for c in range(9) if v.altar[c] == GAP]
        if gaps:  # open squares: a marching rim (and a glow while a tile is carried)
            glow = phase is Phase.PUSH and (self.drag.dragging or self.selected is not None)
            k = pulse(t, 1.3)
            for c in gaps:
                r = self.grid.cell_rect(c)
                if glow:
                    paint.draw_glow(surface, r, (255, 197, 61), 10, 170, alpha=0.45 + 0.55 * k)
                marching(surface, r.inflate(-6, -6), (250, 238, 214), 2, 10, t * 0.5)
        self._draw_pieces(surface, v, moving=True)
        self._draw_effects(surface)
        self._draw_portents(surface, v, live=True)
        if self._log_live():
            self.log_panel.draw(surface)
        arrows = self.arrow_states()
        if arrows:  # the arrows that may be pushed breathe
            k = pulse(t, 1.4)
            for key, how in arrows.items():
                if how == "legal" and key != self.hover_arrow:
                    paint.draw_glow(surface, self.grid.arrow_rect(*key), (255, 197, 61), 8, 170, alpha=k)
            key = self.hover_arrow
            if key in arrows:  # the arrow under the pointer, drawn hovered over its resting self
                self.grid.draw_arrows(surface, {key: arrows[key]}, key, 0.0, high_contrast=self.high_contrast,
                                      counts=self._arrow_counts(v))
        k = pulse(t, 1.8)  # the Burnt Offerings' fire
        layout = self.choreo.layout
        for key, what in self.choreo.info.items():
            if what[0] == "altar" and v.is_lit(key[1]) and not self.drag.hides(key):
                r = layout.rect(key)
                if r is not None:
                    paint.draw_glow(surface, r, FIRE, max(6, r.w // 8), 230, alpha=0.6 + 0.4 * k)
        if phase in (Phase.BURN, Phase.OPENING, Phase.SNUFF):  # the tiles to click
            colour = SNUFF_BLUE if phase is Phase.SNUFF else (255, 200, 90)
            edge = (255, 255, 255) if self.high_contrast else colour
            k = pulse(t, 1.1)
            for act in self.legal_actions():
                tile = self.data.tile_index[act.tile]
                if tile in v.altar:
                    r = self.grid.cell_rect(v.altar.index(tile))
                    paint.draw_glow(surface, r, colour, 12, 250, alpha=0.6 + 0.4 * k)
                    if phase is Phase.SNUFF:
                        marching(surface, r.inflate(6, 6), edge, 3, 14, t)
                    else:
                        paint.outline(surface, r.inflate(6, 6), edge, 3, 14)
        if phase is Phase.SACRIFICE:
            for r in self.hand_rects(len(v.hands[0])):
                marching(surface, r.inflate(8, 8), SNUFF_BLUE, 3, 12, t)
        if not self.solo and self.thinking_seat == self.rival:
            dots = "." * (1 + int(t * 3) % 3)
            surface.blit(T.text(self.assets, "thinking" + dots, "italic", 12, PALETTE["marigold_light"]),
                         (OTHER.x + 16, OTHER.y + 34))
        if self.drag.dragging:
            self.drag.draw_targets(surface, high_contrast=self.high_contrast, radius=12)
        slide = self.preview()
        if slide is not None:
            def image(cell, rect):
                tile = v.altar[cell]
                return self.tile_sprite(tile, rect.w) if tile != GAP else None
            label = paint.pill(self.assets, "falls off", 12, fg=(255, 230, 230), bg=(90, 20, 36, 240),
                               border=(232, 76, 92))
            self.grid.draw_preview(surface, slide, image, t, label=label, outline=outline)

    def _draw_topbar(self, surface, v) -> None:
        a = self.assets
        x = 14 + T.text(a, "Portents", "display", 28, PALETTE["marigold"], scaled=False).get_width() + 16
        pills = []
        if self.solo:
            pills.append(self.data.difficulties[v.difficulty].name)
            pills.append(f"Turn {v.turns + 1}")
            pills.append(f"Kitty lap {min(v.laps + 1, self.data.kitty_laps)} of {self.data.kitty_laps}")
        else:
            pills.append(f"Duel \u00b7 turn {v.turns + 1}")
            if v.active in (0, 1):
                pills.append("Your turn" if v.active == self.seat else f"{self.seat_name(v.active)}'s turn")
        lit = bin(v.lit).count("1")
        pills.append(f"{lit} Burnt Offering{'s' if lit != 1 else ''} of 4")
        for text in pills:
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        if self.solo:
            seed = paint.pill(a, f"Seed {self.session.seed}", 12, fg=PALETTE["muted"], icon="icons/seed.png")
            surface.blit(seed, (x, 14))

    def _draw_altar(self, surface, v) -> None:
        """The open squares and the push arrows (the stone and the slots are in the static layer)."""
        for c in range(9):
            if v.altar[c] == GAP:
                paint.rrect(surface, self.grid.cell_rect(c), (10, 4, 18, 200), 12)
        arrows = self.arrow_states()
        if arrows:
            # drawn at rest (time 0, none hovered): their breathing glow and the arrow under the
            # pointer are drawn every frame over the table
            self.grid.draw_arrows(surface, arrows, None, 0.0, high_contrast=self.high_contrast,
                                  counts=self._arrow_counts(v))
            for key in self.suggestion_keys():
                if key[0] == "arrow":
                    paint.draw_glow(surface, self.grid.arrow_rect(key[1], key[2]), PALETTE["marigold_light"], 12, 255)
        elif v.side is not None and v.phase is Phase.PUSH:
            for lane, n in enumerate(v.counts):
                for i in range(n):
                    r = self.grid.arrow_rect(v.side, lane)
                    pygame.draw.circle(surface, PALETTE["marigold"], (r.centerx + (i - (n - 1) / 2) * 10, r.centery), 4)

    @staticmethod
    def _arrow_counts(v) -> dict:
        """The shifts made in each lane this turn (pips by the arrows)."""
        if v.side is None:
            return {}
        return {(v.side, lane): n for lane, n in enumerate(v.counts) if n}

    def _draw_tile(self, surface, tile: int, rect: pygame.Rect, lit: bool = False, shadow: bool = True) -> None:
        if shadow:
            paint.draw_shadow(surface, rect, 12, 6, 120, (2, 5))
        surface.blit(self.tile_sprite(tile, rect.w), rect)
        if lit:  # (its glow breathes over the table every frame)
            surface.blit(paint.rrect_surface(rect.size, (60, 10, 0, 90), max(6, rect.w // 9)), rect)
            pygame.draw.rect(surface, (255, 190, 80), rect, max(2, rect.w // 30), border_radius=max(6, rect.w // 9))
            f = max(14, rect.w // 3)
            flame = self.assets.sprite("portents/flame.png", (f, f))
            surface.blit(flame, flame.get_rect(center=(rect.right - f // 2 - 2, rect.y + f // 2 + 2)))
        if self.high_contrast and rect.w >= 30:
            s = max(14, rect.w // 4)
            surface.blit(self.symbol_sprite(tile >> 2, s), (rect.x + 3, rect.y + 3))

    def _draw_omen(self, surface, omen: int, rect: pygame.Rect) -> None:
        surface.blit(self.omen_sprite(omen, rect.w), rect)
        if self.high_contrast and rect.w >= 20:
            s = max(12, rect.w * 2 // 5)
            surface.blit(self.symbol_sprite(omen >> 2, s), (rect.right - s + 2, rect.y - 2))

    def _draw_pieces(self, surface, v, moving: bool) -> None:
        """The pieces at rest (``moving`` False: into the table layer) or those in flight, and the
        small things flying (every frame)."""
        layout = self.choreo.layout
        info = self.choreo.info
        live = self._live_pieces()
        keys = sorted(info, key=lambda k: k[0] == "kitty")
        for key in keys:
            if self.drag.hides(key) or (key in live) != moving:
                continue
            rect = layout.rect(key)
            if rect is None:
                continue
            lift = self._arcs.get(key)
            if lift and layout.moving(key):  # flying on an arc
                rect = rect.move(0, -int(math.sin(math.pi * (layout.tweens.progress(key) or 0.0)) * lift))
            what = info[key]
            if key[0] == "tile":
                t = key[1]
                if what[0] == "fallen":
                    self._draw_fallen(surface, t, rect)
                    continue
                self._draw_tile(surface, t, rect, lit=v.is_lit(t) and what[0] == "altar")
                if t == self.selected:
                    paint.draw_glow(surface, rect, PALETTE["marigold_light"], 12, 255)
                    pygame.draw.rect(surface, PALETTE["marigold_light"], rect.inflate(6, 6), 3, border_radius=12)
            elif key[0] == "omen":
                if moving and key in self._arcs:  # an Omen flying to its collector shines on its way
                    paint.draw_glow(surface, rect, (255, 236, 170), 10, 220, alpha=0.8)
                self._draw_omen(surface, key[1], rect)
            elif key[0] == "kitty":
                self._draw_kitty(surface, v, rect)
        if moving:
            self.choreo.draw_fliers(surface, lambda name, size: self.assets.sprite(name, (size, size)))

    def _draw_effects(self, surface) -> None:
        """The flares of the moment, over the pieces (every frame)."""
        fx = self.choreo.effects
        if not fx:
            return
        layout = self.choreo.layout
        tiles, omens = set(), set()
        for key in fx.tweens:
            if isinstance(key, tuple) and key[0] in ("lit", "snuffed", "stays", "blocked"):
                tiles.add(key[1])
            elif isinstance(key, tuple) and key[0] == "landed":
                omens.add(key[1])
        for t in tiles:
            rect = layout.rect(("tile", t))
            if rect is not None and self.choreo.info.get(("tile", t), ("",))[0] == "altar":
                self._draw_tile_effects(surface, t, rect)
        for o in omens:
            landed = self._effect(("landed", o))
            rect = layout.rect(("omen", o))
            if landed and rect is not None:
                paint.draw_glow(surface, rect, (255, 236, 170), 10, 255, alpha=landed)

    def _effect(self, key) -> float:
        """An effect's value once it has started (0 before: a delayed flare waits unseen)."""
        tw = self.choreo.effects.tweens.get(key)
        return tw.value if tw is not None and tw.started else 0.0

    def _draw_tile_effects(self, surface, t: int, rect: pygame.Rect) -> None:
        """A tile just lit flares; one just snuffed smokes; one that stays lit, or blocks the
        Kitty's push, says so."""
        fx = self.choreo.effects
        flash = fx.value(("lit", t), 0.0)
        if flash:
            paint.draw_glow(surface, rect, (255, 220, 120), 22, 255, alpha=flash)
        smoke = fx.value(("snuffed", t), 0.0)
        if smoke:
            surface.blit(paint.rrect_surface(rect.size, (20, 20, 30, int(170 * smoke) // 10 * 10), 12), rect)
            puff = T.text(self.assets, "snuffed", "italic", 12, SNUFF_BLUE)
            surface.blit(puff, puff.get_rect(midbottom=(rect.centerx, rect.bottom - 4)))
        for name, text, colour in (("stays", "stays lit", FIRE), ("blocked", "blocks the push", (232, 76, 92))):
            k = fx.value((name, t), 0.0)
            if k:
                paint.draw_glow(surface, rect, colour, 14, 255, alpha=k)
                tag = paint.pill(self.assets, text, 12, fg=(30, 16, 10), bg=colour + (235,), border=(40, 20, 10))
                surface.blit(tag, tag.get_rect(midbottom=(rect.centerx, rect.bottom - 4)))

    def _draw_fallen(self, surface, tile: int, rect: pygame.Rect) -> None:
        """A tile the Kitty knocked off, waiting past the edge to go into the bag."""
        img = self.tile_sprite(tile, rect.w).copy()
        img.set_alpha(190)
        surface.blit(img, rect)
        pygame.draw.rect(surface, (232, 76, 92), rect.inflate(4, 4), 2, border_radius=10)

    def _draw_kitty(self, surface, v, rect) -> None:
        fx = self.choreo.effects
        p = fx.progress(("pounce",))
        if p is not None:  # a leap towards what it pushes or steals, and back
            dx, dy = self._lunge[0] - rect.centerx, self._lunge[1] - rect.centery
            d = math.hypot(dx, dy) or 1
            reach = math.sin(math.pi * p) * min(18, d)
            rect = rect.move(int(dx / d * reach), int(dy / d * reach))
        paint.draw_shadow(surface, rect, rect.w // 2, 8, 140, (2, 5))
        surface.blit(self.assets.sprite("portents/kitty.png", rect.size), rect)
        if v.laps >= 1:
            drop = fx.value(("hat",), 1.0)  # the hat falls onto its head at the first lap
            hat = self.assets.sprite("portents/hat.png", (rect.w * 2 // 3, rect.w * 2 // 3))
            surface.blit(hat, hat.get_rect(midbottom=(rect.centerx + 4, rect.y + rect.h // 4 - int((1 - drop) * 70))))
        if v.token != GAP:
            self._draw_tile(surface, v.token, self.kitty_token_rect(rect), shadow=False)
        for key in fx.tweens:
            if isinstance(key, tuple) and key[0] == "lap":
                k = fx.value(key, 0.0)
                tag = paint.pill(self.assets, f"Lap {key[1]} complete" + (": the hat!" if key[1] == 1 else ""), 13,
                                 fg=(30, 16, 10), bg=(255, 200, 90, 245), border=(40, 20, 10))
                tr = tag.get_rect(midbottom=(rect.centerx, rect.y - 14 - int((1 - k) * 20)))
                tr.clamp_ip(ALTAR.inflate(-8, -8))
                surface.blit(tag, tr)

    def _portent_band(self, li: int, attr: int) -> tuple[pygame.Surface, pygame.Rect]:
        """A new Portent's line: a translucent band over its three squares (made once per line)."""
        key = (li, attr)
        band = BAND_CACHE.get(key)
        if band is None:
            cells = self.data.lines[li]
            rects = [self.grid.cell_rect(c) for c in cells]
            box = rects[0].unionall(rects[1:]).inflate(8, 8)
            col = RGB[attr] if attr < 4 else (255, 226, 140)
            surf = pygame.Surface(box.size, pygame.SRCALPHA)
            a_ = (rects[0].centerx - box.x, rects[0].centery - box.y)
            b_ = (rects[2].centerx - box.x, rects[2].centery - box.y)
            pygame.draw.line(surf, col + (110,), a_, b_, 34)
            for r in rects:
                pygame.draw.circle(surf, col + (90,), (r.centerx - box.x, r.centery - box.y), 22)
            for r in rects:
                pygame.draw.rect(surf, col, r.move(-box.x, -box.y).inflate(8, 8), 3, border_radius=14)
            band = BAND_CACHE[key] = (surf, box)
        return band

    def _portent_lines(self, v) -> list[tuple[int, int, float, bool]]:
        """The new Portents to outline: (line, attribute, strength, still changing)."""
        fx = self.choreo.effects
        out: dict = {}
        if v.phase is Phase.BURN or self.shown is not None:
            for li, attr in v.portents:
                key = ("portent_in", li, attr)
                out[(li, attr)] = (fx.value(key, 1.0), fx.active(key))
        for key in fx.tweens:
            if isinstance(key, tuple) and key[0] == "portent" and (key[1], key[2]) not in out:
                out[(key[1], key[2])] = (fx.value(key, 0.0), True)
        return [(li, attr, k, changing) for (li, attr), (k, changing) in out.items()]

    def _draw_portents(self, surface, v, live: bool) -> None:
        """New Portents outlined and listed at the top left of the altar: those at rest into the
        table layer (``live`` False), those appearing or fading every frame."""
        lines = self._portent_lines(v)
        for li, attr, k, changing in lines:
            if changing != live or k <= 0:
                continue
            band, box = self._portent_band(li, attr)
            band.set_alpha(int(255 * min(1.0, k)))
            surface.blit(band, box)
            col = RGB[attr] if attr < 4 else (255, 226, 140)
            for s in self.data.line_slots[li]:  # the Omens this line reads
                paint.draw_glow(surface, self.slot_rect(s), col, 10, 200, alpha=k)
        y = ALTAR.y + 14
        for li, attr, k, changing in lines:
            col = RGB[attr] if attr < 4 else (255, 226, 140)
            shade = int(245 * min(1.0, k)) // 35 * 35 + 35 if k < 1 else 245
            tag = paint.pill(self.assets, f"{self.data.attribute_name(attr)} Portent · {self.plain.line(li)}", 12,
                             fg=(30, 16, 10), bg=col + (min(245, shade),), border=(40, 20, 10))
            if changing == live and k > 0:
                surface.blit(tag, (ALTAR.x + 14, y))
            y += tag.get_height() + 4

    def _draw_suggested(self, surface, v) -> None:
        """The suggestion's tiles glow."""
        for key in self.suggestion_keys():
            if key[0] in ("cell", "hand"):
                r = self.grid.cell_rect(key[1]) if key[0] == "cell" else None
                if key[0] == "hand":
                    me = self.seat if not self.solo else 0
                    hand = v.hands[me]
                    r = self.hand_rects(len(hand))[hand.index(key[1])] if key[1] in hand else None
                if r is not None:
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 14, 240)

    def _draw_hand(self, surface, v) -> None:
        a = self.assets
        title = "Your hand" if self.solo or not self.hotseat else f"{self.seat_name(self.seat)}'s hand"
        surface.blit(T.text(a, title, "bold", 15, PALETTE["marigold_light"]), (HAND.x + 16, HAND.y + 10))
        box = self._pushed_box()
        if not v.pushed:
            hint = T.text(a, "join your hand", "italic", 11, PALETTE["muted"])
            surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.y + 60)))
        else:
            hint = T.text(a, "\u2192 your hand", "italic", 11, PALETTE["muted"])
            surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.bottom - 20)))

    def _draw_matrix(self, surface, origin, size: int, omens, small: bool = False) -> None:
        """A collection as a colour-by-shape table: empty places faint, counts at the row and column ends."""
        a = self.assets
        have = set(omens)
        counts = attribute_counts(omens)
        step = size + 4
        for o in range(16):
            r = self.matrix_rect(origin, size, o)
            if o not in have:
                pygame.draw.circle(surface, (34, 20, 48), r.center, size // 2)
                pygame.draw.circle(surface, (80, 60, 100), r.center, size // 2, 1)
        for c in range(4):  # rows: the colours
            y = origin[1] + c * step + size // 2
            pygame.draw.circle(surface, RGB[c], (origin[0] - 14, y), 6 if small else 8)
            if self.high_contrast or not small:
                s = 14 if small else 16
                surface.blit(self.symbol_sprite(c, s), (origin[0] - 34 - (0 if not small else -4), y - s // 2))
            n = counts[c]
            img = T.text(a, str(n), "bold", 11 if small else 14,
                         PALETTE["marigold_light"] if n >= 3 else (PALETTE["bone"] if n else PALETTE["muted"]))
            surface.blit(img, img.get_rect(midleft=(origin[0] + 4 * step + 2, y)))
        for s_ in range(4):  # columns: the shapes
            x = origin[0] + s_ * step + size // 2
            n = counts[4 + s_]
            img = T.text(a, str(n), "bold", 11 if small else 14,
                         PALETTE["marigold_light"] if n >= 3 else (PALETTE["bone"] if n else PALETTE["muted"]))
            surface.blit(img, img.get_rect(midtop=(x, origin[1] + 4 * step)))
            if not small:
                name = T.text(a, self.data.shapes[s_][1], "italic", 10, PALETTE["muted"])
                surface.blit(name, name.get_rect(midbottom=(x, origin[1] - 2)))

    def _progress(self, omens) -> list[tuple[str, bool]]:
        """The victory condition's parts for ``omens``: (text, met)."""
        v = self.seen
        counts = attribute_counts(omens)
        if self.solo:
            d = self.data.difficulties[v.difficulty]
            if d.omens:
                return [(f"Omens: {len(omens)} of {d.omens}", len(omens) >= d.omens)]
            fours, threes = fortunes(omens, 4), fortunes(omens, 3)
            out = []
            if d.fours:
                out.append((f"Fortunes of 4: {min(fours, d.fours)} of {d.fours}", fours >= d.fours))
            out.append((f"Fortunes of 3+: {min(threes, d.fours + d.threes)} of {d.fours + d.threes}",
                        threes >= d.fours + d.threes))
            return out
        best = max(counts)
        threes = fortunes(omens, 3)
        return [(f"Largest Fortune: {best} of 4", best >= 4), (f"Fortunes of 3: {min(threes, 2)} of 2", threes >= 2)]

    def _draw_progress(self, surface, x: int, y: int, omens, width: int) -> None:
        a = self.assets
        for text, met in self._progress(omens):
            mark = "\u2714 " if met else "\u2022 "
            img = T.text(a, mark + text, "bold", 13, (150, 240, 170) if met else PALETTE["bone"])
            surface.blit(img, (x, y))
            y += img.get_height() + 2
        counts = attribute_counts(omens)
        named = sorted(((n, at) for at, n in enumerate(counts) if n >= 3), reverse=True)
        if named:
            line = ", ".join(f"{self.data.attribute_name(at)} {n}" for n, at in named)
            img = T.render_rich(a, f"[i]Fortunes: {T.escape(line)}[/i]", width, size=12, colour=PALETTE["muted"])
            surface.blit(img, (x, y + 2))

    def _draw_collection(self, surface, v) -> None:
        a = self.assets
        me = self.seat if not self.solo else 0
        omens = v.collected[me]
        surface.blit(T.text(a, f"Your Omens \u00b7 {len(omens)}", "bold", 15, PALETTE["marigold_light"]),
                     (MINE.x + 16, MINE.y + 10))
        origin, size = self.my_matrix()
        self._draw_matrix(surface, origin, size, omens)
        if self.solo:
            x, body = self._target_text()
            self._draw_progress(surface, x, MINE.y + 70 + body.get_height(), omens, MINE.right - x - 12)
        else:
            x = origin[0] + 4 * (size + 4) + 30
            self._draw_progress(surface, x, MINE.y + 64, omens, MINE.right - x - 12)

    def _draw_kitty_panel(self, surface, v) -> None:
        a = self.assets
        n = len(v.kitty_omens)
        title = f"The Kitty \u00b7 {n} Omen{'s' if n != 1 else ''}"
        surface.blit(T.text(a, title, "bold", 15, PALETTE["marigold_light"]), (OTHER.x + 16, OTHER.y + 10))
        r = pygame.Rect(OTHER.x + 18, OTHER.y + 46, 70, 70)
        if v.laps >= 1:
            hat = a.sprite("portents/hat.png", (46, 46))
            surface.blit(hat, hat.get_rect(midbottom=(r.centerx + 4, r.y + 18)))
        b = self.bag_rect()
        chip = paint.pill(a, f"\u00d7{len(v.bag)}", 12)
        surface.blit(chip, chip.get_rect(midtop=(b.centerx, b.bottom - 6)))
        x = b.right + 14
        lap = min(v.laps + 1, self.data.kitty_laps)
        lines = [(f"Lap {lap} of {self.data.kitty_laps}" + (" \u00b7 hat on" if v.laps >= 1 else ""), True)]
        if v.steal:
            lines.append(("Steals next turn", False))
        counts = attribute_counts(v.kitty_omens)
        twos = sum(1 for c in counts if c >= 2)
        lines.append((f"Largest Fortune: {max(counts)} of 3", False))
        lines.append((f"Fortunes of 2: {min(twos, 2)} of 2", False))
        y = OTHER.y + 46
        for text, bold in lines:
            img = T.text(a, text, "bold" if bold else "body", 13, PALETTE["bone"] if bold else PALETTE["muted"])
            surface.blit(img, (x, y))
            y += img.get_height() + 2
        if not v.kitty_omens:
            none = T.text(a, "none yet", "italic", 12, PALETTE["muted"])
            surface.blit(none, (OTHER.x + 16, OTHER.y + 150))

    def _draw_rival(self, surface, v) -> None:
        a = self.assets
        seat = self.rival
        omens = v.collected[seat]
        name = self.seat_name(seat)
        title = f"{name} \u00b7 {len(omens)} Omen{'s' if len(omens) != 1 else ''}"
        surface.blit(T.text(a, title, "bold", 15, PALETTE["marigold_light"]), (OTHER.x + 16, OTHER.y + 10))
        origin, size = self.other_matrix()
        self._draw_matrix(surface, origin, size, omens, small=True)
        x = origin[0] + 4 * (size + 4) + 30
        self._draw_progress(surface, x, origin[1], omens, OTHER.right - x - 12)

    def _draw_prompt(self, surface) -> None:
        """What to do now; while a move is told, the step now playing, in words."""
        a = self.assets
        r = PROMPT
        room = r.width - 24 - sum(b.rect.width + 8 for b in self.buttons)
        if self.story.playing:
            hint = T.text(a, "click or Space to skip", "italic", 12, PALETTE["muted"])
            surface.blit(hint, hint.get_rect(midright=(r.right - 12, r.centery)))
            if self.caption:
                room -= hint.get_width() + 16
                img = T.render_rich(a, self.caption, room, size=14, colour=(250, 238, 214))
                if img.get_height() > r.h - 6:
                    img = T.render_rich(a, self.caption, room, size=12, colour=(250, 238, 214), line_gap=0)
                surface.blit(img, img.get_rect(midleft=(r.x + 14, r.centery)))
            return
        text = self.prompt()
        if not text:
            return
        line = T.text(a, text, "bold", 15, (250, 238, 214))
        if line.get_width() > room:
            line = T.text(a, text, "bold", 13, (250, 238, 214))
        surface.blit(line, line.get_rect(midleft=(r.x + 14, r.centery)))
