"""What Portents' storyboard tells step by step, how long each beat lasts, the markup of tile
and Omen names in the log and tooltips, and :class:`Telling` (held by the table as ``teller``),
which tells a move beat by beat.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.protocol import AUTOMATON
from game.rules.portents.altar import GAP
from game.rules.portents.state import Phase
from game.rules.portents.words import Plain, event_parts, kitty_turn_caption
from scenes.portents.layout import TEXT_COLOURS
from scenes.widgets import text as T
from scenes.widgets.tween import ease_out_bounce, ease_out_cubic

# the events a storyboard tells (a move bringing two or more of them, or any Kitty turn, is told
# step by step); the seconds each beat lasts at normal animation speed
TOLD = {"palm", "pass", "portent", "collect", "burn", "snuff", "stays_lit", "steal", "kitty_push",
        "kitty_blocked", "kitty_advance", "sacrifice", "game_over", "opening"}
BEAT = {"kitty_turn": 0.8, "steal": 1.05, "steal_none": 0.9, "kitty_shift": 0.6, "draw": 0.75, "to_bag": 0.6,
        "blocked": 1.3, "lap": 1.1, "portent": 0.85, "collect": 0.5, "burn": 0.7, "snuff": 0.85,
        "stays_lit": 0.7, "palm": 0.5, "pass": 0.7, "place": 0.35, "shift": 0.42, "sacrifice": 0.9,
        "opening": 0.7, "game_over": 1.0}
HOP_SECONDS = 0.24  # one slot of the Kitty's prowl
FLIGHT_SECONDS = 0.8  # an Omen flying to its collector


class Markup(Plain):
    """Tile and Omen names in their colour (and bold) for the log and tooltips."""

    def tile_name(self, tile: int) -> str:
        return f"[b][c={TEXT_COLOURS[tile >> 2]}]{T.escape(self.data.tile_title(tile))}[/c][/b]"

    def omen_name(self, omen: int) -> str:
        return f"[b][c={TEXT_COLOURS[omen >> 2]}]{T.escape(self.data.tile_title(omen))}[/c][/b]"

    def attribute(self, attr: int) -> str:
        name = T.escape(self.data.attribute_name(attr))
        return f"[b][c={TEXT_COLOURS[attr]}]{name}[/c][/b]" if attr < 4 else f"[b]{name}[/b]"


class Telling:
    """How a move is told on the table: the storyboard's beats, event by event, and the effects that play
    with them. Held by the table (``table.teller``): while a move is told, the table shows ``shown``
    (the view as the beats so far have left it) and the log hides the lines not told yet."""

    def __init__(self, t) -> None:
        self.t = t
        self.shown = None
        self.caption: str | None = None  # the beat now playing, in words (the prompt bar says it)
        self.lines: list[tuple] = []  # the (event, part) log lines of the move being told
        self.told = 0  # how many of them are told
        self.fallen: dict[int, pygame.Rect] = {}  # tiles the Kitty knocked off, waiting past the edge
        self.arcs: dict = {}  # piece key -> how high it flies (an arc instead of a slide)
        self.lunge: tuple[int, int] = (0, 0)  # where the Kitty leaps towards (its pounce effect)
        self.drawn: dict = {}  # where pieces that leave the table were last drawn (they fly from there)

    def hidden_line(self) -> tuple | None:
        """The first (event, part) log line not told yet, while a move is told (else None)."""
        return self.lines[self.told] if self.t.story.playing and self.told < len(self.lines) else None

    def origins(self, targets: dict) -> dict:
        """Where pieces new to the table come from: tiles out of the bag (the duel has none: from
        above the altar)."""
        t = self.t
        bag = t.geometry.bag_rect() if t.solo else t.grid.beyond("top", 1, 2)
        return {k: bag for k in t.choreo.new_keys(targets) if k[0] == "tile"}

    def view_changed(self, old, new, cause, events, animate) -> None:
        """The view changed: tell the move beat by beat, or let its pieces slide and flare."""
        seen = [e for e in events if e.visible_to is None or self.t.seat in e.visible_to]
        drop = self.t.drag.drop_rect if cause == "action" else None
        self.t.drag.drop_rect = None
        if (animate and old is not None and cause in ("action", "automaton", "ai") and self.t.anim_speed() > 0
                and self._worth_telling(cause, seen)):
            self.tell(old, new, seen, cause, drop)
            return
        targets, info = self.t.geometry.layout(new, self.fallen)
        self.t.choreo.sync(targets, info, self.origins(targets), animate=animate and cause != "refresh")
        if drop is not None:
            for e in seen:
                if e.kind == "place":
                    self.t.choreo.place(("tile", e.data[1]), drop)
        if not animate or cause in ("refresh", "undo", "redo"):
            return
        kinds = {e.kind for e in seen}
        fx = self.t.choreo.effects
        for e in seen:
            if e.kind == "portent":
                fx.start(("portent", e.data[1], e.data[2]), 1.0, 0.0, 2.4, 0.3)
            elif e.kind == "burn" or e.kind == "opening":
                fx.start(("lit", e.data[1]), 1.0, 0.0, 1.2, 0.2)
            elif e.kind == "snuff":
                fx.start(("snuffed", e.data[1]), 1.0, 0.0, 1.6, 0.2)
        if kinds & {"shift", "kitty_push"}:
            self.t.play_sound("card_slide")
        if "place" in kinds:
            self.t.play_sound("card_place")
        if kinds & {"burn", "opening"}:
            self.t.play_sound("light", 0.2)

    @staticmethod
    def _worth_telling(cause: str, events) -> bool:
        """The Kitty's turn is always told step by step; a move of a player, when it brings two or
        more things to tell (a Scrying). A single shift, placement or offering just plays."""
        told = sum(1 for e in events if e.kind in TOLD)
        return told >= 1 if cause == "automaton" else told >= 2

    def update(self, dt: float) -> bool:
        """Advance the story and the pieces by ``dt``; True while any runs."""
        busy = self.t.story.update(dt)
        busy |= self.t.choreo.update(dt)
        if self.arcs:
            layout = self.t.choreo.layout
            self.arcs = {k: lift for k, lift in self.arcs.items() if layout.moving(k)}
        return busy

    def tell(self, old, new, events, cause: str, drop: pygame.Rect | None = None) -> None:
        """Tell ``events`` (one move's) beat by beat, from the table as ``old`` showed it."""
        self.shown = replace(old, portents=old.portents if old.phase is Phase.BURN else ())
        self.fallen = {}
        names = tuple(T.escape(n) for n in self.t.session.setup.names)
        self.lines = [(e, p) for e in events for p in range(len(event_parts(self.t.fmt, e, self.t.seat, names)))]
        self.told = 0
        self.caption = None
        if cause == "automaton" and any(e.kind in ("steal", "kitty_push", "kitty_blocked") for e in events):
            steal, extra = old.steal, old.extra_step
            self._beat(BEAT["kitty_turn"], caption=T.escape(kitty_turn_caption(steal, extra)),
                       fx=lambda: self._pounce(self.t.grid.rect.center, 0.5))
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
            targets, info = self.t.geometry.layout(self.shown, self.fallen)
            self.t.choreo.sync(targets, info, self.origins(targets), animate=not self.t.story.skipping)
            if not self.t.story.skipping:
                self.t.hotspots = self.t.build_hotspots()  # tooltips name what the table shows now
                if fx is not None:
                    fx()
            self.t.app.dirty = True
        self.t.story.add(start, seconds)

    def _reveal(self, event, part: int, caption) -> None:
        """The log tells ``event`` up to its ``part``; the prompt bar says it (or ``caption``)."""
        for i in range(self.told, len(self.lines)):
            e, p = self.lines[i]
            if e is event and p == part:
                self.told = i + 1
                break
        if caption == "":
            self.caption = self.t.part_markup(event, part)
        elif caption is not None:
            self.caption = caption
        if not self.t.story.skipping:
            self.t.log_panel.set_entries(self.t.log_markup())

    def _end_story(self) -> None:
        """The move is told: the table shows the view itself again."""
        shown = self.shown
        self.shown = None
        self.fallen = {}
        self.caption = None
        self.told = len(self.lines)
        self.lines = []
        v = self.t.view
        targets, info = self.t.geometry.layout(v, self.fallen)
        self.t.choreo.sync(targets, info, self.origins(targets), animate=True)
        if shown is not None and v.phase is not Phase.BURN:
            for li, attr in shown.portents:  # the Portents told fade away (a choice to make keeps them)
                self.t.choreo.effects.start(("portent", li, attr), 1.0, 0.0, 1.2, 0.0)
        self.t.after_change()

    # how each event is told -------------------------------------------------------------------
    def _glide(self, key, seconds: float, start: pygame.Rect | None = None, lift: float = 0.0,
               delay: float = 0.0) -> None:
        """Send a piece to its place over ``seconds`` (from ``start``, on an arc ``lift`` high)."""
        layout = self.t.choreo.layout
        target = layout.targets.get(key)
        if target is None:
            return
        frm = pygame.Rect(start) if start is not None else layout.rect(key)
        if frm is None or frm == target:
            return
        layout.tweens.start(key, frm, target, seconds, delay, ease_out_cubic)
        if lift:
            self.arcs[key] = lift

    def _pounce(self, towards: tuple[int, int], seconds: float = 0.45) -> None:
        """The Kitty leaps a little towards ``towards`` and back."""
        self.lunge = towards
        self.t.choreo.effects.start(("pounce",), 0.0, 1.0, seconds, 0.0, lambda t: t)

    def _tell_place(self, e, drop) -> None:
        seat, tile, cell = e.data

        def change(v):
            hands = [tuple(t for t in h if t != tile) if s == seat else h for s, h in enumerate(v.hands)]
            altar = list(v.altar)
            altar[cell] = tile
            return replace(v, hands=tuple(hands), altar=tuple(altar), placing=True)

        def fx():
            if drop is not None:
                self.t.choreo.place(("tile", tile), drop)
            self.t.play_sound("card_place")
        self._beat(BEAT["place"], change, e, fx=fx, caption=None)

    def _tell_shift(self, e, drop) -> None:
        seat, side, lane, far = e.data

        def change(v):
            cells = self.t.data.sides[side][lane]
            altar = list(v.altar)
            altar[cells[2]], altar[cells[1]], altar[cells[0]] = altar[cells[1]], altar[cells[0]], GAP
            return replace(v, altar=tuple(altar), pushed=v.pushed + (far,), side=side)
        self._beat(BEAT["shift"], change, e, fx=lambda: self.t.play_sound("card_slide"), caption=None)

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
            self.t.choreo.effects.start(("portent_in", li, attr), 0.0, 1.0, 0.45, 0.0)
            self.t.play_sound("light")
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
            self.t.choreo.effects.start(("landed", omen), 1.0, 0.0, 0.9, FLIGHT_SECONDS * 0.85)
            self.t.play_sound("marigold", FLIGHT_SECONDS * 0.8 * self.t.anim_speed())
        self._beat(BEAT["collect"], change, e, fx=fx)

    def _tell_burn(self, e, drop) -> None:
        tile = e.data[1]

        def fx():
            self.t.choreo.effects.start(("lit", tile), 1.0, 0.0, 1.2, 0.0)
            self.t.play_sound("light")
        self._beat(BEAT["burn"], lambda v: replace(v, lit=v.lit | 1 << tile), e, fx=fx)

    _tell_opening = _tell_burn

    def _tell_snuff(self, e, drop) -> None:
        tile = e.data[1]
        self._beat(BEAT["snuff"], lambda v: replace(v, lit=v.lit & ~(1 << tile)), e,
                   fx=lambda: self.t.choreo.effects.start(("snuffed", tile), 1.0, 0.0, 1.6, 0.0))

    def _tell_stays_lit(self, e, drop) -> None:
        tile = e.data[1]
        self._beat(BEAT["stays_lit"], None, e, fx=lambda: self.t.choreo.effects.start(("stays", tile), 1.0, 0.0, 1.4))

    def _tell_sacrifice(self, e, drop) -> None:
        seat, tile, drawn = e.data

        def change(v):
            self.drawn[("tile", tile)] = self.t.choreo.layout.rect(("tile", tile), self.t.geometry.bag_rect())
            hands = [tuple(drawn if t == tile else t for t in h) if s == seat else h for s, h in enumerate(v.hands)]
            bag = sorted([t for t in v.bag if t != drawn] + [tile])
            return replace(v, hands=tuple(hands), bag=tuple(bag))

        def fx():
            self.t.choreo.fly(self.t.painter.tile_name(tile), self.drawn[("tile", tile)].center, self.t.geometry.bag_rect().center,
                            0.0, 0.6, 44)
            self._glide(("tile", drawn), 0.6, start=self.t.geometry.bag_rect(), lift=40, delay=0.2)
        self._beat(BEAT["sacrifice"], change, e, fx=fx)

    def _tell_steal(self, e, drop) -> None:
        slot, omen = e.data
        if omen == GAP:
            self._beat(BEAT["steal_none"], lambda v: replace(v, steal=False), e,
                       fx=lambda: self._pounce(self.t.geometry.slot_center(slot), 0.5))
            return

        def change(v):
            slots = list(v.slots)
            slots[slot] = GAP
            return replace(v, slots=tuple(slots), kitty_omens=v.kitty_omens + (omen,), steal=False)

        def fx():
            self._pounce(self.t.geometry.slot_center(slot), 0.45)
            self._glide(("omen", omen), FLIGHT_SECONDS, lift=60, delay=0.2)
            self.t.choreo.effects.start(("landed", omen), 1.0, 0.0, 0.9, 0.2 + FLIGHT_SECONDS * 0.85)
            self.t.play_sound("marigold", 0.5 * self.t.anim_speed())
        self._beat(BEAT["steal"], change, e, fx=fx)

    def _tell_kitty_push(self, e, drop) -> None:
        side, entered, off, blocked, token, wide = e.data
        data = self.t.data
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
                came["from"] = self.t.geometry.kitty_token_rect(self.t.geometry.kitty_rect(v.kitty_slot))
                if far != GAP:
                    self.fallen[far] = self.t.geometry.fallen_rect(side, lane, depth.get(lane, 0))
                    depth[lane] = depth.get(lane, 0) + 1
                return replace(v, altar=tuple(altar), token=tok, bag=tuple(sorted(bag)))

            def fx(lane=lane, tile=tile, came=came):
                near = self.t.grid.cell_rect(data.sides[side][lane][0])
                self._pounce(near.center, 0.4)
                if came.get("token"):
                    self._glide(("tile", tile), 0.5, start=came["from"], lift=16)
                else:
                    self._glide(("tile", tile), 0.6, start=self.t.geometry.bag_rect(), lift=90)
                self.t.play_sound("card_slide")
            self._beat(BEAT["kitty_shift"], change, e if k == 0 else None, 0, fx,
                       caption="" if k == 0 else None)
        if token != GAP:
            def draw(v):
                return replace(v, token=token, bag=tuple(t for t in v.bag if t != token))
            self._beat(BEAT["draw"], draw, e, 1,
                       fx=lambda: self._glide(("tile", token), 0.55, start=self.t.geometry.bag_rect(), lift=30))

        def to_bag(v):
            return replace(v, bag=tuple(sorted(v.bag + tuple(off))))

        def into_bag():
            for i, t in enumerate(off):
                self.t.choreo.fly(self.t.painter.tile_name(t), self.drawn.get(("tile", t), self.t.geometry.bag_rect()).center,
                                self.t.geometry.bag_rect().center, 0.06 * i, 0.5, 44)
        self._beat(BEAT["to_bag"], self._clear_fallen(to_bag), e if token == GAP else None, 1, into_bag,
                   caption="" if token == GAP else None)

    def _clear_fallen(self, change):
        def clear(v):
            for t, r in self.fallen.items():
                self.drawn[("tile", t)] = self.t.choreo.layout.rect(("tile", t), r)
            self.fallen = {}
            return change(v)
        return clear

    def _tell_kitty_blocked(self, e, drop) -> None:
        side, lanes, old, new = e.data

        def change(v):
            if old == GAP:
                return v
            self.drawn[("tile", old)] = self.t.choreo.layout.rect(("tile", old), self.t.geometry.token_rect())
            bag = sorted([t for t in v.bag if t != new] + [old])
            return replace(v, token=new, bag=tuple(bag))

        def fx():
            v = self.shown
            for lane in lanes:
                far = v.altar[self.t.data.sides[side][lane][2]]
                if far != GAP:
                    self.t.choreo.effects.start(("blocked", far), 1.0, 0.0, 1.5)
            self._pounce(self.t.grid.rect.center, 0.5)
            if old != GAP:
                self.t.choreo.fly(self.t.painter.tile_name(old), self.drawn[("tile", old)].center, self.t.geometry.bag_rect().center,
                                0.0, 0.5, 44)
                self._glide(("tile", new), 0.55, start=self.t.geometry.bag_rect(), lift=30, delay=0.3)
            self.t.play_sound("refuse")
        self._beat(BEAT["blocked"], change, e, fx=fx)

    def _tell_kitty_advance(self, e, drop) -> None:
        pos, end, lap, laps, extra = e.data
        n = (end - pos) % 16 or 16
        hop = min(HOP_SECONDS, 2.4 / n)
        start_slot = self.t.data.kitty_start
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
                self.t.choreo.effects.start(("hat",), 0.0, 1.0, 0.8, 0.0, ease_out_bounce)
            self.t.choreo.effects.start(("lap", laps), 1.0, 0.0, 1.8, 0.0, lambda t: t * t)
            self.t.play_sound("marigold")
        self._beat(BEAT["lap"], lambda v: replace(v, laps=laps), fx=fx, caption=None)

    def _tell_game_over(self, e, drop) -> None:
        self._beat(BEAT["game_over"], None, e)
