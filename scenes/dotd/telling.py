"""What Die of the Dead's storyboard tells beat by beat, how long each beat lasts, what the table
shows while a move is told, and the markup of dice and colours in the log and tooltips; the
table's ``Telling`` (a mixin of the table) tells a move's events on the storyboard and keeps the log.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from game.rules.dotd import words as W
from game.rules.dotd.components import ITEMS
from game.rules.dotd.words import Plain
from game.text import language
from scenes.dotd.layout import PIECE_REGION, R, token_board_rect
from scenes.dotd.pieces import DIE_SCALE, TEXT_COLOURS
from scenes.widgets import text as T
from scenes.widgets.dice import DiceTumble
from scenes.widgets.log_panel import LogPanel

# the events a storyboard tells (a move bringing any of them is told beat by beat) and each beat's
# seconds at normal animation speed
TOLD = {"open", "score", "rotate", "reveal", "start_roll", "cash", "climb", "game_over", "round", "swap"}
BEAT = {"open_tip": 0.35, "open_shake": 0.8, "open_land": 0.75, "score": 2.1, "climb": 0.2, "land": 0.5,
        "token": 0.45, "cash": 1.5, "rotate": 0.9, "round": 0.6, "reveal": 1.0, "start_roll": 1.2,
        "start_player": 0.7, "draft": 0.45, "pay": 0.45, "move": 0.45, "complete": 0.6, "skull": 0.55,
        "set_face": 0.55, "game_over": 1.0, "swap": 0.6, "ascend": 0.3, "pass": 0.5, "city_gain": 0.35,
        "city_spend": 0.35, "discard": 0.3, "retune": 0.4, "finish_scoring": 0.2}


class Markup(Plain):
    """Dice and colours in their colour (and bold), for the log and tooltips."""

    def colour(self, colour) -> str:
        cid = self.colour_id(colour)
        return f"[c={TEXT_COLOURS.get(cid, '#ffffff')}][b]{Plain.colour(self, cid)}[/b][/c]"

    def die(self, colour, power: bool, face: int | None = None) -> str:
        cid = self.colour_id(colour)
        text = Plain(self.data).die(cid, power, face)  # (the plain words, coloured whole)
        return f"[c={TEXT_COLOURS.get(cid, '#ffffff')}][b]{text}[/b][/c]"


@dataclass
class Told:
    """What the table shows while a move is told, where it differs from the view: the caskets'
    order (before they move), caskets still closed or shaking, the Round Starter before the marker
    passes, scoring dice before they climb (seat -> (steps, square)), the scoring card on show."""

    order: tuple | None = None
    closed: frozenset = frozenset()
    shaking: int | None = None
    rs: int | None = None
    steps: dict = field(default_factory=dict)
    card: tuple | None = None

    def key(self) -> tuple:
        return (self.order, self.closed, self.shaking, self.rs, tuple(sorted(self.steps.items())), self.card)


def num_laps(face: int) -> str:
    return W.s("dotd-n-times", n=face - 1)


class Telling:
    """View changes told beat by beat, and the log (a mixin of the table)."""

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
        self.sync(animate and cause not in ("refresh",))
        self._place_dropped(seen, drop)
        if animate and cause not in ("refresh", "undo", "redo"):
            self._sounds(seen)

    def sync(self, animate: bool) -> None:
        """The pieces slide to where the table shows them now (each noted with the region drawing it)."""
        targets, info = self.geometry.layout(self.view)
        self.piece_region = {k: ("caskets" if i[0] == "casket" else "steps" if i[0] == "scoring" else
                                 PIECE_REGION.get(i[2])) for k, i in info.items()}
        self.choreo.sync(targets, info, animate=animate and self.anim_speed() > 0)

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
        self.sync(True)  # the dice start for where the move takes them (lid dice tip into a closed casket)
        self._place_dropped(events, drop)
        for i, e in enumerate(events):
            teller = getattr(self, f"_tell_{e.kind}", None)
            if teller is not None:
                teller(i, e)
            elif e.kind in BEAT:
                self._beat(BEAT[e.kind], i)
        self._beat(0.0, len(events), end=True)

    def _beat(self, seconds: float, index: int, change=None, fx=None, caption: Callable[[], str] | None | str = "",
              end: bool = False) -> None:
        """One beat: ``change`` what the table shows, tell the move's events up to ``index`` in the log
        (and the last of them in the prompt bar, or ``caption``: what says it, asked each time it is
        drawn, so a change of language reaches it at once), start the effects ``fx``."""
        def start() -> None:
            upto = min(index + 1, len(self._story_events))
            if upto > self._told_n:
                self._told_n = upto
            if caption == "" and 0 <= index < len(self._story_events):
                event = self._story_events[index]
                self.caption = lambda: self.event_markup(event)
            elif callable(caption):
                self.caption = caption
            if change is not None:
                change()
            if end:
                self._end_story()
                return
            self.sync(not self.story.skipping)
            if not self.story.skipping:
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
        self.sync(not self.story.skipping)
        self.after_change()

    def skip_story(self) -> None:
        """Tell the rest of the move at once (a click, undo, a new view)."""
        if not self.story.playing:
            return
        self.story.finish()
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
            if self.story.skipping or self.anim_speed() <= 0:
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
        item = self.data.items[pos]
        name = T.escape(self.seat_name(seat))
        self._beat(BEAT["open_tip"], i - 1, caption=lambda: W.open_telling(name, seat == self.seat, lid, item))
        self._beat(BEAT["open_shake"], i - 1, change=shake, caption=lambda: W.casket_rolled(item))
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
            start = self.geometry.hand_point(seat)
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
            self.choreo.fly(f"dotd/token_{ITEMS[item]}.png", token_board_rect(item).center, self.geometry.hand_point(seat),
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
            self.choreo.fly("dotd/round_starter.png", self.geometry.marker_point(before), self.geometry.marker_point(after),
                            duration=0.5, size=34)
        self._beat(BEAT["round"], i, change=change, fx=fx)

    def _tell_game_over(self, i, e) -> None:
        def change() -> None:
            self.told.card = None
        self._beat(BEAT["game_over"], i, change=change)

    # ------------------------------------------------------------------ the log
    def event_markup(self, event, viewer: int | None = -2) -> str:
        viewer = self.seat if viewer == -2 else viewer
        key = (event, viewer, language())  # (said in the reader's language of the moment)
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
