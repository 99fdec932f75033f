"""Oaxaca's table: drawing the seat's view and turning drags and clicks into moves.

The top row holds the five handicraft decks (with the solo bonus tokens beside them), the supply
of craft tokens and the 2x3 grid of tourists with the round marker. Below lies the seat's own
play area as on the real table: the Workshop on the left, the player mat in the middle (the
Daylight, Nightfall and Early Morning boxes, this turn's free results, the stall activations
left and the meeple) and the Market Stall on the right. Opponents' mats sit at a glance in the
right column (click one to see it whole); in solo the five customer dice sit there instead.

A die (or a free result) is dragged onto a deck to gather, onto the Workshop (or, for a wild, a
combined or a several-craft result, onto one of its cards) to craft, onto another die or free
result to combine them into any craft, or onto the Early Morning box to keep it for next round.
Clicking picks it up instead (select, then click where it goes). Stall cards and tourists are
activated by clicking them; a bonus with choices opens a short chooser, step by step, offering
only what the rules allow. A Workshop card dragged back onto its deck is scrapped. In solo,
stall cards are dragged onto customer dice to sell them, with the price shown before the drop.
The rules decide everything: every refusal is the rules' own reason.
"""
from __future__ import annotations

import pygame

from game.rules.oaxaca.actions import (
    Activate, Craft, EarlyRiser, EarlyToken, EndTurn, Gather, Keep, PutBack, Reroll, RerollCustomers, Scrap, Sell,
    ShareRemove, StopSelling, UseTourist,
)
from game.rules.oaxaca.cards import CRAFTS, DAY, EARLY, NIGHT, WILD, face_of, result_name
from game.rules.oaxaca.state import Phase
from game.rules.oaxaca.words import USE_TEXT, Plain, effect_text
from scenes.assets import PALETTE
from scenes.oaxaca.chooser import Chooser
from scenes.oaxaca.layout import (
    DAY_DIE, DECK, DECKS_REGION, DECK_STEP, DECK_X0, DECK_Y, DRAWN, FOOT_REGION, NIGHT_DIE, OTHERS_REGION, PLAY_REGION,
    PROMPT, RIGHT, SHEET, STALL, SUPPLY, TOP, TOPBAR_REGION, TOURIST, TOURISTS_REGION, TOURIST_COL, TOURIST_ROW,
    TOURIST_X0, TOURIST_Y, WORK,
)
from scenes.oaxaca.pieces import DIE_SPRITE, card_back, card_colour, card_face, craft_icon, draw_tokens, tourist_face
from scenes.play import PlayScene
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button
from scenes.kit.telling import Choreography
from scenes.widgets.dice import DiceTumble, die_face
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot
from scenes.widgets.layers import CachedLayer, Region, RegionLayer, column_bands, paint_band
from scenes.widgets.tooltip import TooltipContent


class OaxacaScene(PlayScene):
    """The table of one Oaxaca game, as one seat sees it."""

    name = "oaxaca"
    log_lines_are_pure = True  # (each log line is worked out once: scenes/play.py)
    log_rect = pygame.Rect(1052, 246, 216, 466)
    suggestion_rect = pygame.Rect(1052, 52, 216, 182)

    def __init__(self, app, session, replay: bool = False):
        self.reroll_marks: set[int] = set()
        self.customer_marks: set[int] = set()
        self.combo: str | None = None  # a die combined with another result, waiting for its use
        self.selected = None  # a picked-up source (select-then-target): its drag payload
        self.chooser: Chooser | None = None
        self.chooser_buttons: list[Button] = []
        self.enlarged: int | None = None  # an opponent whose mat is shown whole
        self.choreo = Choreography(lambda: self.anim_speed(), duration=0.42)
        self.tumbles: dict = {}  # (seat, die) -> DiceTumble of a die being rolled
        self.static_layer = CachedLayer()  # the background
        self.chrome_layer = CachedLayer()  # the background with your mat's boxes and panels on it
        self.table_regions = RegionLayer()  # the table drawn from the view, region by region
        self.cover_layer = CachedLayer()  # the regions, the gathered cards or a mat shown whole over them
        self.upper_layer = CachedLayer()  # the table under an opponent's mat shown whole
        self.chooser_layer = CachedLayer()  # the whole picture while a bonus's chooser veils it
        self._words = None
        super().__init__(app, session, replay)
        self._set_log_rect()
        self.refresh(animate=False)

    # ------------------------------------------------------------------ basics
    @property
    def data(self):
        return self.session.data

    @property
    def words(self) -> Plain:
        if self._words is None:
            self._words = Plain(self.data)
        return self._words

    @property
    def solo(self) -> bool:
        return self.session.setup.players == 1

    def _set_log_rect(self) -> None:
        others = len(self.others_order())
        top = RIGHT.y + 4 + (156 if self.solo else others * 104)
        self.log_rect = pygame.Rect(RIGHT.x, top, RIGHT.w, RIGHT.bottom - top)
        self.log_panel.rect = pygame.Rect(self.log_rect)
        if hasattr(self.log_panel, "relayout"):
            self.log_panel.relayout()

    def others_order(self) -> list[int]:
        n = self.session.setup.players
        return [(self.seat + k) % n for k in range(1, n)]

    def me(self, v=None):
        v = v or self.view
        return v.table[self.seat]

    def name_of(self, seat: int) -> str:
        return "You" if seat == self.seat else self.seat_name(seat)

    # ------------------------------------------------------------------ geometry
    def deck_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(DECK_X0 + i * DECK_STEP, DECK_Y, *DECK)

    def tourist_rect(self, i: int) -> pygame.Rect:
        col, row = divmod(i, 2)
        return pygame.Rect(TOURIST_X0 + col * TOURIST_COL, TOURIST_Y + row * TOURIST_ROW, *TOURIST)

    def areas(self, top: int = 214) -> dict:
        """The play area's boxes, from ``top`` down (the seat's own, or an opponent's enlarged): the
        player mat in a strip (Daylight, Nightfall and Early Morning boxes, free results, status),
        then the Workshop on the left and the Market Stall on the right, as on the real table."""
        return {
            "mat": pygame.Rect(12, top, 1032, 104),
            "day": pygame.Rect(22, top + 6, 318, 92),
            "night": pygame.Rect(350, top + 6, 206, 92),
            "early": pygame.Rect(564, top + 6, 80, 92),
            "free": pygame.Rect(652, top + 6, 200, 92),
            "status": pygame.Rect(860, top + 6, 176, 92),
            "workshop": pygame.Rect(12, top + 112, 508, 330),
            "stall": pygame.Rect(528, top + 112, 516, 330),
        }

    def workshop_rects(self, n: int, capacity: int, top: int = 214) -> list[pygame.Rect]:
        """A rect per Workshop space (cards first, then the empty spaces)."""
        box = self.areas(top)["workshop"]
        spaces = max(n, capacity)
        per_row = 4
        size = (140, 196) if spaces <= 3 else WORK if spaces <= 4 else (96, 134)
        step_x = size[0] + 8
        rows = (spaces + per_row - 1) // per_row
        step_y = size[1] + 12 if rows <= 2 else (box.h - 44 - size[1]) // max(1, rows - 1)
        x0 = box.x + (box.w - (min(spaces, per_row) * step_x - 8)) // 2
        y0 = box.y + 36 + (0 if rows > 1 else (box.h - 44 - size[1]) // 2)
        return [pygame.Rect(x0 + (i % per_row) * step_x, y0 + (i // per_row) * step_y, *size)
                for i in range(spaces)]

    def stall_rects(self, n: int, top: int = 214) -> list[pygame.Rect]:
        box = self.areas(top)["stall"]
        per_row = 6 if n <= 18 else 8
        size = STALL if n <= 18 else (58, 82)
        step_x = (box.w - 24 - size[0]) // (per_row - 1)
        rows = max(1, (n + per_row - 1) // per_row)
        step_y = min(size[1] + 10, (box.h - 46 - size[1]) // max(1, rows - 1)) if rows > 1 else 0
        return [pygame.Rect(box.x + 12 + (i % per_row) * step_x, box.y + 38 + (i // per_row) * step_y, *size)
                for i in range(n)]

    def day_rects(self, top: int = 214) -> list[pygame.Rect]:
        box = self.areas(top)["day"]
        step = DAY_DIE + 8
        x0 = box.x + (box.w - (5 * step - 8)) // 2
        return [pygame.Rect(x0 + i * step, box.y + 28, DAY_DIE, DAY_DIE) for i in range(5)]

    def night_rects(self, top: int = 214) -> list[pygame.Rect]:
        box = self.areas(top)["night"]
        step = NIGHT_DIE + 5
        x0 = box.x + (box.w - (5 * step - 5)) // 2
        return [pygame.Rect(x0 + i * step, box.y + 38, NIGHT_DIE, NIGHT_DIE) for i in range(5)]

    def early_rect(self, top: int = 214) -> pygame.Rect:
        box = self.areas(top)["early"]
        return pygame.Rect(box.centerx - 22, box.y + 32, 44, 44)

    def die_rect(self, p, d: int, top: int = 214) -> pygame.Rect:
        """Where die ``d`` of player view ``p`` lies: its place in the box it is in."""
        where = p.where[d]
        if where == DAY:
            order = [i for i in range(len(p.where)) if p.where[i] == DAY]
            return self.day_rects(top)[order.index(d)]
        if where == EARLY:
            return self.early_rect(top)
        order = [i for i in range(len(p.where)) if p.where[i] == NIGHT]
        return self.night_rects(top)[order.index(d)]

    def free_rects(self, n: int, top: int = 214) -> list[pygame.Rect]:
        box = self.areas(top)["free"]
        size = 46
        room = box.w - 16 - (90 if self.combo is not None and top == 214 else 0)
        step = min(size + 8, room // max(1, n))
        return [pygame.Rect(box.x + 8 + i * step, box.y + 30, size, size) for i in range(n)]

    def customer_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(RIGHT.x + 12 + i * 40, RIGHT.y + 48, 36, 36) for i in range(5)]

    def other_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(RIGHT.x, RIGHT.y + 4 + i * 104, RIGHT.w, 98)

    # ------------------------------------------------------------------ animation
    def layout(self, v) -> tuple[dict, dict]:
        """Where the seat's own pieces lie: key -> rect, key -> what it is."""
        targets: dict = {}
        info: dict = {}
        me = v.table[self.seat]
        for card, rect in zip(me.workshop, self.workshop_rects(len(me.workshop), self._capacity(v))):
            targets[("card", card)] = rect
            info[("card", card)] = ("workshop", card)
        for card, rect in zip(me.stall, self.stall_rects(len(me.stall))):
            targets[("card", card)] = rect
            info[("card", card)] = ("stall", card)
        for d in range(len(me.faces)):
            targets[("die", d)] = self.die_rect(me, d)
            info[("die", d)] = ("die", d)
        return targets, info

    def _capacity(self, v, seat: int | None = None) -> int:
        seat = self.seat if seat is None else seat
        return v.state.capacity(seat)

    def on_view_changed(self, old, new, cause, events, animate) -> None:
        self.reroll_marks.clear()
        self.customer_marks.clear()
        self.combo = None
        self.selected = None
        self.chooser = None
        self.chooser_buttons = []
        targets, info = self.layout(new)
        seat = self.seat
        origins: dict = {}
        for key in self.choreo.new_keys(targets):
            if key[0] == "card":
                card = self.data.card(key[1])
                if card.craft:
                    origins[key] = self.deck_rect(CRAFTS.index(card.craft))
        self.choreo.sync(targets, info, origins, animate=animate and cause != "refresh")
        if not animate or cause in ("refresh", "undo"):
            self.tumbles.clear()
            return
        seen = [e for e in events if e.visible_to is None or seat in e.visible_to]
        rolled: set = set()
        for e in seen:
            if e.kind == "roll" and e.data[0] == seat:
                me = new.table[seat]
                rolled |= {d for d in range(len(me.faces)) if me.where[d] == DAY and d != me.early_kept}
            elif e.kind == "reroll" and e.data[0] == seat:
                rolled |= set(e.data[1])
            elif e.kind == "dice" and e.data[0] == seat and old is not None:
                before, after = old.table[seat], new.table[seat]
                rolled |= {d for d in range(len(after.faces))
                           if after.faces[d] != before.faces[d] or after.where[d] != before.where[d]}
        for d in rolled:
            tumble = DiceTumble(self.anim_speed, sprite=DIE_SPRITE)
            tumble.start_roll()
            tumble.land(0.55 + 0.08 * d, self.anim_speed())
            self.tumbles[(seat, d)] = tumble
        if old is not None and any(e.kind == "customers" for e in seen):
            for i, (a, b) in enumerate(zip(old.customers, new.customers)):
                if a != b or old.sold_to[i]:
                    tumble = DiceTumble(self.anim_speed, sprite=DIE_SPRITE)
                    tumble.start_roll()
                    tumble.land(0.5 + 0.08 * i, self.anim_speed())
                    self.tumbles[("customer", i)] = tumble
                    rolled.add(("customer", i))
        if rolled:
            self.play_sound("die_roll")
        # tokens leave cards for the supply (or come from it), as little wooden discs in flight
        if old is not None:
            supply = SUPPLY.center
            for key, (kind, card) in ((k, i) for k, i in info.items() if i[0] == "workshop"):
                before = old.table[seat].tokens_on(card) if card in old.table[seat].workshop else None
                after = new.table[seat].tokens_on(card)
                rect = targets[key]
                if before is None:
                    continue
                for i in range(min(6, abs(after - before))):
                    start, end = (rect.center, supply) if after < before else (supply, rect.center)
                    self.choreo.fly("oaxaca/token.png", start, end, delay=0.06 * i, size=20)
        kinds = {e.kind for e in seen}
        if kinds & {"keep", "complete"}:
            self.play_sound("card_place")
        if kinds & {"put_back", "scrap", "sell"}:
            self.play_sound("card_slide")

    def update_animations(self, dt: float) -> bool:
        busy = self.choreo.update(dt)
        for key in list(self.tumbles):
            if not self.tumbles[key].update(dt) and not self.tumbles[key].tumbling:
                del self.tumbles[key]
            else:
                busy = True
        return busy

    # ------------------------------------------------------------------ what may be done
    def my_phase(self) -> Phase | None:
        """The phase when the seat on screen is to decide (else None)."""
        return self.view.phase if self.players_turn else None

    def source_faces(self, source: str) -> tuple[int, ...]:
        """The results a source may be: a die's face, a free result's faces, any craft for a combination."""
        me = self.me()
        if "+" in source:
            return tuple(range(2, 7))
        if source.startswith("d"):
            return (me.faces[int(source[1:])],)
        k = int(source[1:])
        return tuple(self.view.pool[k][0])

    def legal(self, action) -> bool:
        return self.why_illegal(action) is None

    def craft_action_on(self, source: str, card: str):
        """What dropping ``source`` on Workshop card ``card`` proposes."""
        faces = self.source_faces(source)
        if faces == (WILD,):
            return Craft(source, "wild", card)
        craft = self.data.card(card).craft
        if face_of(craft) in faces or len(faces) > 1:
            return Craft(source, craft)
        return Craft(source, result_name(faces[0]))

    def drop_targets(self, payload) -> list[DropTarget]:
        if not payload:
            return []
        kind = payload[0]
        v = self.view
        out: list[DropTarget] = []
        if kind == "source":
            source = payload[1]
            faces = self.source_faces(source)
            me = self.me()
            # the decks: gather
            for i, craft in enumerate(CRAFTS):
                act = Gather(source, craft)
                reason = self.why_illegal(act)
                n = self._draws(source, faces)
                out.append(DropTarget(("deck", craft), self.deck_rect(i), reason is None, reason,
                                      f"Gather {self.words.craft(craft)}: draw {n}, keep 1", data=act))
            # the Workshop: craft (a single craft result works every matching card)
            box = self.areas()["workshop"]
            if len(faces) == 1 and faces[0] != WILD:
                act = Craft(source, result_name(faces[0]))
                reason = self.why_illegal(act)
                n = sum(1 for c in me.workshop if self.data.card(c).craft == result_name(faces[0]))
                out.append(DropTarget(("workshop",), box, reason is None, reason,
                                      f"Craft {self.words.face(faces[0])}: a token off {n} card{'s' if n != 1 else ''}",
                                      data=act))
            for card, rect in zip(me.workshop, self.workshop_rects(len(me.workshop), self._capacity(v))):
                if len(faces) == 1 and faces[0] != WILD and self.data.card(card).face != faces[0]:
                    continue  # a single craft works its own cards: elsewhere it is a drop on the Workshop
                act = self.craft_action_on(source, card)
                reason = self.why_illegal(act)
                hint = "Wild craft: a token off this card" if act.craft == "wild" else \
                    f"Craft {self.words.craft(act.craft)}"
                out.append(DropTarget(("wcard", card), rect, reason is None, reason, hint, data=act))
            # another die or free result: combine into any craft
            if "+" not in source:
                for other in self._combinable(source):
                    rect = self._source_rect(other)
                    if rect is None:
                        continue
                    combined = self._combine(source, other)
                    reason = self._combo_refusal(combined)
                    out.append(DropTarget(("combine", other), rect.inflate(6, 6), reason is None, reason,
                                          "Combine: together they make any craft", data=("combine", combined)))
            # a card or tourist that gives a free result: use it and combine the die with it at once
            if source.startswith("d") and "+" not in source:
                out += self._card_combine_targets(source)
            # the Early Morning box: keep the last die
            if source.startswith("d") and "+" not in source:
                reasons = [self.why_illegal(EarlyRiser(f)) for f in range(1, 7)]
                ok = any(r is None for r in reasons)
                out.append(DropTarget(("early",), self.areas()["early"], ok, None if ok else reasons[0],
                                      "Keep it for the early morning (choose its face)", data=("early",)))
        elif kind == "early_die":  # solo, the round's end: the Early Morning die becomes a deck token
            for i, craft in enumerate(CRAFTS):
                act = EarlyToken(craft)
                reason = self.why_illegal(act)
                out.append(DropTarget(("deck", craft), self.deck_rect(i), reason is None, reason,
                                      f"A bonus token beside the {self.words.craft(craft)} deck", data=act))
        elif kind == "wcard":  # scrap: back to the bottom of its deck
            card = payload[1]
            craft = self.data.card(card).craft
            for i, c in enumerate(CRAFTS):
                act = Scrap(card)
                if c == craft:
                    reason = self.why_illegal(act)
                    out.append(DropTarget(("deck", c), self.deck_rect(i), reason is None, reason,
                                          "Scrap it: to the bottom of its deck, its tokens back", data=act))
                else:
                    out.append(DropTarget(("deck", c), self.deck_rect(i), False,
                                          f"A {self.words.craft(craft)} card goes back to the {self.words.craft(craft)} deck."))
        elif kind == "scard":  # solo: sell to a customer
            card = payload[1]
            for i, rect in enumerate(self.customer_rects()):
                act = Sell(card, i)
                reason = self.why_illegal(act)
                hint = ""
                if reason is None:
                    hint = self._price_text(card, i)
                out.append(DropTarget(("customer", i), rect.inflate(6, 6), reason is None, reason, hint, data=act))
        return out

    def _card_combine_targets(self, source: str) -> list[DropTarget]:
        """Stall cards and tourists with a free result, as places to drop a die on: the bonus is
        used and the die combined with its result (a card used in a combination is activated)."""
        v = self.view
        me = self.me()
        out = []
        blocked = self.why_illegal(Gather(source, CRAFTS[0])) if v.main_used else None
        for card, rect in zip(me.stall, self.stall_rects(len(me.stall))):
            c = self.data.card(card)
            if c.effect != "free_result":
                continue
            act = Activate(card, ())
            reason = blocked or self.why_illegal(act)
            out.append(DropTarget(("combine_card", card), rect, reason is None, reason,
                                  f"Combine with {c.name}: any craft", data=("combine_with", act, source)))
        tourists = [(t, self.tourist_rect(i)) for i, t in enumerate(v.grid)]
        if me.extra is not None:
            tourists.append((me.extra, self._extra_rect()))
        for t, rect in tourists:
            if self.data.tourists[t].effect != "free_result":
                continue
            act = UseTourist(t, ())
            reason = blocked or self.why_illegal(act)
            if reason is not None and t not in v.state.current_tourists() and t != me.extra:
                continue  # another round's tourist: not a place to drop anything
            out.append(DropTarget(("combine_card", t), rect, reason is None, reason,
                                  f"Combine with {self.data.tourists[t].name}: any craft",
                                  data=("combine_with", act, source)))
        return out

    def _draws(self, source: str, faces) -> int:
        st = self.view.state
        n = 1 + st._passive_sum(self.seat, "wild_gather_draws", "cards") if faces == (WILD,) else 2
        return n + st._passive_sum(self.seat, "gather_draws", "cards") + self.view.gather_extra

    def _price_text(self, card: str, customer: int) -> str:
        st = self.view.state
        c = self.data.card(card)
        face = st.customers[customer]
        tokens = st.deck_tokens[c.craft]
        bonus = st.jewelry_bonus(0, card)
        parts = [f"{c.value}\u00d72" if face == c.face else f"{c.value}"]
        if tokens:
            parts.append(f"{tokens} deck token{'s' if tokens != 1 else ''}")
        if bonus:
            parts.append(f"{bonus} jewelry")
        return f"Sell for {st.sale_points(card, customer)} points ({' + '.join(parts)})"

    def _combinable(self, source: str) -> list[str]:
        """The results ``source`` could be combined with (the dice and free results on the mat)."""
        me = self.me()
        out = [f"d{d}" for d in range(len(me.where)) if me.where[d] == DAY and f"d{d}" != source]
        if source.startswith("d"):
            out += [f"f{k}" for k, (_, _, used) in enumerate(self.view.pool) if not used]
        return out

    @staticmethod
    def _combine(a: str, b: str) -> str:
        if a.startswith("f"):
            a, b = b, a
        return f"{a}+{b}"

    def _combo_refusal(self, combined: str) -> str | None:
        """None if the combination can be used for something now, else the rules' reason."""
        reasons = []
        for craft in CRAFTS:
            for act in (Gather(combined, craft), Craft(combined, craft)):
                r = self.why_illegal(act)
                if r is None:
                    return None
                reasons.append(r)
        return reasons[0] if reasons else "Not now."

    def _source_rect(self, source: str) -> pygame.Rect | None:
        me = self.me()
        if source.startswith("d"):
            d = int(source[1:])
            return self.die_rect(me, d) if me.where[d] == DAY else None
        k = int(source[1:])
        free = [i for i, (_, _, used) in enumerate(self.view.pool) if not used]
        rects = self.free_rects(len(free))
        return rects[free.index(k)] if k in free else None

    def drop(self, payload, target: DropTarget, pos) -> str | None:
        self.selected = None
        data = target.data
        if isinstance(data, tuple) and data and data[0] == "combine":
            self.combo = data[1]
            self.hotspots = self.build_hotspots()
            self.refresh_buttons()
            self.app.dirty = True
            return None
        if isinstance(data, tuple) and data and data[0] == "combine_with":
            _, act, source = data
            if self.propose(act, pos):
                k = len(self.view.pool) - 1
                self.combo = f"{source}+f{k}"
                self.hotspots = self.build_hotspots()
                self.refresh_buttons()
                self.app.dirty = True
            return None
        if isinstance(data, tuple) and data and data[0] == "early":
            self._open_chooser("Early riser", "Keep your last die for the next round, turned to any face.",
                               [((str(f),), EarlyRiser(f)) for f in range(1, 7)
                                if self.legal(EarlyRiser(f))],
                               lambda c, i, path: (f"Turned to {self.words.face(int(c))}",
                                                   f"oaxaca/{result_name(int(c))}.png"))
            return None
        if data is None:
            return target.reason or "Not there."
        self.propose(data, pos)
        return None

    def drag_image(self, spot: Hotspot):
        key = spot.key
        if key[0] == "die":
            return die_face(self.assets, self.me().faces[key[1]], DAY_DIE + 6, DIE_SPRITE)
        if key[0] == "free":
            return self._free_image(key[1], 44)
        if key[0] == "combo":
            return self._combo_image()
        if key[0] in ("wcard", "scard"):
            return card_face(self.assets, self.data.card(key[1]), spot.rect.size, self.solo)
        if key[0] == "early_die":
            return die_face(self.assets, key[1], 40, DIE_SPRITE)
        return None

    # ------------------------------------------------------------------ hotspots
    def build_hotspots(self) -> list[Hotspot]:
        v = self.view
        spots: list[Hotspot] = []
        if self.enlarged is not None:
            return [Hotspot(("sheet",), SHEET, click=self.close_sheet)]
        phase = self.my_phase()
        me = self.me(v)
        # decks and tourists
        for i, craft in enumerate(CRAFTS):
            spots.append(Hotspot(("deck", craft), self.deck_rect(i), tooltip=self._deck_tip(craft),
                                 click=lambda c=craft: self._click_target(("deck", c))))
        for i, t in enumerate(v.grid):
            spots.append(Hotspot(("tourist", t), self.tourist_rect(i), tooltip=self._tourist_tip(t),
                                 click=lambda t=t: self._click_tourist(t)))
        if me.extra is not None:
            spots.append(Hotspot(("tourist", me.extra), self._extra_rect(), tooltip=self._tourist_tip(me.extra),
                                 click=lambda t=me.extra: self._click_tourist(t)))
        # the seat's Workshop
        wrects = self.workshop_rects(len(me.workshop), self._capacity(v))
        spots.append(Hotspot(("workshop",), self.areas()["workshop"], tooltip=self._workshop_tip,
                             click=lambda: self._click_target(("workshop",))))
        for card, rect in zip(me.workshop, wrects):
            drag = ("wcard", card) if phase is Phase.TURN and self.selected is None and self.combo is None else None
            spots.append(Hotspot(("wcard", card), rect, tooltip=self._card_tip(card, "workshop"), drag=drag,
                                 click=lambda c=card: self._click_workshop(c), tip_side="right"))
        # the mat: dice, free results, the Early Morning box
        for d in range(len(me.faces)):
            if me.where[d] == DAY:
                rect = self.die_rect(me, d)
                drag = ("source", f"d{d}") if phase is Phase.TURN and self.combo is None else None
                spots.append(Hotspot(("die", d), rect, tooltip=self._die_tip(d), drag=drag,
                                     click=lambda d=d: self._click_die(d)))
            elif me.where[d] == EARLY:
                drag = ("early_die", d) if phase is Phase.EARLY else None
                spots.append(Hotspot(("early_die", me.faces[d]), self.early_rect(), tooltip=self._die_tip(d),
                                     drag=drag, click=lambda d=d: self._click_early(d)))
            else:
                spots.append(Hotspot(("night", d), self.die_rect(me, d), tooltip=self._die_tip(d)))
        spots.append(Hotspot(("early",), self.areas()["early"], tooltip=lambda: TooltipContent(
            "Early Morning box", ("Your last die of a round may wait here, turned to any face, for the next round: "
                                  "it is worth a point at the end.",)), click=lambda: self._click_target(("early",))))
        # the free results are the player's to move: another's show on their mat, not here
        free = [k for k, (_, _, used) in enumerate(v.pool) if not used] if v.active == self.seat else []
        for k, rect in zip(free, self.free_rects(len(free))):
            drag = ("source", f"f{k}") if phase is Phase.TURN and self.combo is None else None
            spots.append(Hotspot(("free", k), rect, tooltip=self._free_tip(k), drag=drag,
                                 click=lambda k=k: self._click_free(k)))
        if self.combo is not None:
            rect = self._combo_rect()
            spots.append(Hotspot(("combo",), rect, tooltip=lambda: TooltipContent(
                "A combined result", ("Two results together make any one craft: drag it onto a deck to gather, or "
                                      "onto a Workshop card to craft its kind. Esc takes it apart.",)),
                drag=("source", self.combo), click=self._click_combo))
        # the Market Stall
        for card, rect in zip(me.stall, self.stall_rects(len(me.stall))):
            drag = ("scard", card) if phase is Phase.SELL else None
            spots.append(Hotspot(("scard", card), rect, tooltip=self._card_tip(card, "stall"), drag=drag,
                                 click=lambda c=card: self._click_stall(c)))
        # the others: opponents' mats or the customers
        if self.solo:
            for i, rect in enumerate(self.customer_rects()):
                spots.append(Hotspot(("customer", i), rect, tooltip=self._customer_tip(i),
                                     click=lambda i=i: self._click_customer(i)))
        else:
            for i, seat in enumerate(self.others_order()):
                spots.append(Hotspot(("other", seat), self.other_rect(i), tooltip=self._other_tip(seat),
                                     click=lambda s=seat: self.open_sheet(s)))
        return spots

    # ------------------------------------------------------------------ clicks
    def _click_target(self, key) -> None:
        """A click on a deck, the Workshop or a box: the target of a picked-up result, if any."""
        if self.selected is None:
            return
        payload = self.selected
        for t in self.drop_targets(payload):
            if t.key == key:
                if not t.legal:
                    self.refuse(t.reason or "Not there.", self.pointer)
                    return
                self.drop(payload, t, self.pointer)
                return
        self.selected = None
        self.app.dirty = True

    def _pick_up(self, payload) -> None:
        """Pick a result up by clicking it (then click where it goes)."""
        self.selected = None if self.selected == payload else payload
        self.hotspots = self.build_hotspots()
        self.app.dirty = True

    def _click_die(self, d: int) -> None:
        phase = self.my_phase()
        if phase is Phase.REROLL:
            act = Reroll((d,))
            reason = self.why_illegal(act)
            if reason is not None:
                self.refuse(reason, self.pointer)
                return
            self.reroll_marks ^= {d}
            self.refresh_buttons()
            self.app.dirty = True
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

    def _click_free(self, k: int) -> None:
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
            if t.key == ("combine", other):
                if not t.legal:
                    self.refuse(t.reason or "Those two do not combine.", self.pointer)
                    return
                self.drop(payload, t, self.pointer)
                return
        self.refuse("Those two do not combine.", self.pointer)

    def _click_combo(self) -> None:
        self._pick_up(("source", self.combo))

    def _click_early(self, d: int) -> None:
        if self.my_phase() is Phase.EARLY:
            self._pick_up(("early_die", d))

    def _click_workshop(self, card: str) -> None:
        phase = self.my_phase()
        if phase is Phase.SHARE:
            self.propose(ShareRemove(card))
            return
        if phase is not Phase.TURN:
            return
        if self.selected is not None:
            self._click_target(("wcard", card))
            return
        if self.combo is not None:
            self.selected = ("source", self.combo)
            self._click_target(("wcard", card))
            return
        act = Scrap(card)
        if self.legal(act):
            self._open_chooser(self.words.card(card), "Scrap this project? It goes to the bottom of its deck and "
                                                     "its tokens return to the supply.",
                               [(("scrap",), act)], lambda c, i, path: "Scrap it")

    def _click_stall(self, card: str) -> None:
        phase = self.my_phase()
        if phase is Phase.SELL:
            self._pick_up(("scard", card))
            return
        if phase is not Phase.TURN:
            return
        if self.selected is not None and self.selected[0] == "source":
            self._click_target(("combine_card", card))
            return
        c = self.data.card(card)
        options = [(a.args, a) for a in self.legal_actions() if isinstance(a, Activate) and a.card == card]
        if not options:
            reason = self.why_illegal(Activate(card, ()))
            if c.passive:
                reason = f"{c.name} is passive: its bonus is always on."
            self.refuse(reason or "That bonus cannot be used now.", self.pointer)
            return
        self._use_bonus(self.words.card(card), effect_text(self.words, c, self.solo), c, options)

    def _click_tourist(self, tourist: str) -> None:
        if self.my_phase() is not Phase.TURN:
            return
        if self.selected is not None and self.selected[0] == "source":
            self._click_target(("combine_card", tourist))
            return
        t = self.data.tourists[tourist]
        options = [(a.args, a) for a in self.legal_actions() if isinstance(a, UseTourist) and a.tourist == tourist]
        if not options:
            self.refuse(self.why_illegal(UseTourist(tourist, ())) or "That tourist cannot help now.", self.pointer)
            return
        self._use_bonus(t.name, effect_text(self.words, t, self.solo), t, options)

    def _use_bonus(self, title: str, subtitle: str, obj, options) -> None:
        if len(options) == 1 and not options[0][0]:
            self.propose(options[0][1])
            return
        self._open_chooser(title, subtitle, options, self._arg_label)

    def _click_customer(self, i: int) -> None:
        phase = self.my_phase()
        if phase is Phase.CUSTOMERS:
            act = RerollCustomers((i,))
            reason = self.why_illegal(act)
            if reason is not None:
                self.refuse(reason, self.pointer)
                return
            self.customer_marks ^= {i}
            self.refresh_buttons()
            self.app.dirty = True
            return
        if phase is Phase.SELL and self.selected is not None:
            self._click_target(("customer", i))

    def cancel_selection(self) -> bool:
        had = self.selected is not None or self.combo is not None or self.chooser is not None \
            or self.enlarged is not None
        self.selected = None
        self.combo = None
        self.chooser = None
        self.chooser_buttons = []
        self.enlarged = None
        self.hotspots = self.build_hotspots()
        self.refresh_buttons()
        return had

    # ------------------------------------------------------------------ the chooser
    def _open_chooser(self, title: str, subtitle: str, options, label) -> None:
        if not options:
            return
        self.selected = None
        self.chooser = Chooser(title, subtitle, options, label)
        self._build_chooser()

    def _chooser_rect(self, n: int) -> pygame.Rect:
        cols = 1 if n <= 7 else 2
        rows = (n + cols - 1) // cols
        w = 420 if cols == 1 else 640
        h = 118 + rows * 40 + 52
        r = pygame.Rect(0, 0, w, h)
        r.center = (528, 400)
        return r

    def _build_chooser(self) -> None:
        ch = self.chooser
        nxt, done = ch.step()
        entries = [(c, ch.label(c, len(ch.path), ch.path)) for c in nxt]
        if done is not None and nxt:
            entries.append(("__done__", "That is all"))
        entries = [(c, lab if isinstance(lab, tuple) else (lab, None)) for c, lab in entries]
        r = self._chooser_rect(len(entries))
        cols = 1 if len(entries) <= 7 else 2
        cw = (r.w - 40 - 12 * (cols - 1)) // cols
        buttons = []
        for i, (choice, (text, icon)) in enumerate(entries):
            col, row = (i % cols, i // cols) if cols > 1 else (0, i)
            rect = (r.x + 20 + col * (cw + 12), r.y + 108 + row * 40, cw, 34)
            buttons.append(Button(rect, text, icon, lambda c=choice: self._chooser_pick(c), "", size=14,
                                  style="primary" if choice == "__done__" else "normal", name=f"choice_{i}"))
        y = r.bottom - 46
        if ch.path:
            buttons.append(Button((r.x + 20, y, 110, 34), "Back", None, self._chooser_back, "", style="ghost",
                                  size=14, name="choice_back"))
        buttons.append(Button((r.right - 130, y, 110, 34), "Cancel", None, self.cancel_selection, "", style="ghost",
                              size=14, name="choice_cancel"))
        self.chooser_buttons = buttons
        self.app.dirty = True

    def _chooser_pick(self, choice: str) -> None:
        ch = self.chooser
        if ch is None:
            return
        if choice == "__done__":
            action = ch.step()[1]
        else:
            action = ch.choose(choice)
        if action is not None:
            self.chooser = None
            self.chooser_buttons = []
            self.propose(action)
            return
        self._build_chooser()

    def _chooser_back(self) -> None:
        if self.chooser is not None and self.chooser.back():
            self._build_chooser()

    def _arg_label(self, choice: str, index: int, path: tuple) -> str:
        """A bonus's choice in words: a card, a die, a deck, a player, a face or a number."""
        data = self.data
        v = self.view
        if choice in data.tourists:
            return f"Borrow {data.tourists[choice].name}"
        if choice.startswith("d") and choice[1:].isdigit():
            d = int(choice[1:])
            p = v.table[self.seat]
            where = {DAY: "", NIGHT: " (used)", EARLY: " (early)"}[p.where[d]]
            return f"Die {d + 1}: {self.words.face(p.faces[d])}{where}", f"oaxaca/{result_name(p.faces[d])}.png"
        if choice.startswith("p") and choice[1:].isdigit():
            return self.seat_name(int(choice[1:]))
        if choice in CRAFTS:
            return f"The {self.words.craft(choice)} deck", f"oaxaca/{choice}.png"
        if choice.isdigit():
            prev = path[-1] if path else ""
            if prev.startswith("d") and prev[1:].isdigit():
                return f"To {self.words.face(int(choice))}", f"oaxaca/{result_name(int(choice))}.png"
            n = int(choice)
            return f"{n} token{'s' if n != 1 else ''}"
        try:
            card = data.card(choice)
        except KeyError:
            return choice
        owner = v.state.workshop_owner(choice)
        where = ""
        if owner is not None:
            tokens = v.table[owner].tokens_on(choice)
            where = f", {tokens} token{'s' if tokens != 1 else ''}"
            if owner != self.seat:
                where += f", {self.seat_name(owner)}'s"
        elif choice in v.table[self.seat].stall:
            where = ", your stall"
        return (f"{card.name} ({self.words.craft(card.craft) if card.craft else 'banner'}{where})",
                f"oaxaca/{card.craft or 'wild'}.png")

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

    # ------------------------------------------------------------------ the prompt bar's buttons
    def refresh_buttons(self) -> None:
        self.buttons = []
        phase = self.my_phase()
        if phase is None or self.enlarged is not None:
            return
        r = PROMPT
        x = r.right - 8

        def add(label: str, fn, tip: str = "", enabled: bool = True, style: str = "normal"):
            nonlocal x
            width = max(96, T.text(self.assets, label, "bold", 14).get_width() + 28)
            x -= width
            self.buttons.append(Button((x, r.y + 5, width, r.h - 10), label, None, fn, tip, size=14,
                                       enabled=enabled, style=style, name=f"btn_{label.split()[0].lower()}"))
            x -= 8

        if phase is Phase.REROLL:
            n = len(self.reroll_marks)
            add("Keep these", lambda: self.propose(Reroll(())), "Keep the roll as it is.",
                style="primary" if not n else "normal")
            add(f"Re-roll {n} {'die' if n == 1 else 'dice'}", self._reroll, "Roll the marked dice again.",
                enabled=n > 0, style="primary" if n else "normal")
        elif phase is Phase.TURN:
            main = self.view.main_used
            add("End turn", lambda: self.propose(EndTurn()),
                "End your turn." if main else "Use a die first: gather or craft.", enabled=main,
                style="primary" if main else "normal")
            if self.combo is not None or self.selected is not None:
                add("Put it down", self.cancel_selection, "Let go of the picked or combined result (Esc).")
        elif phase in (Phase.KEEP, Phase.PUT_BACK):
            self.buttons += self._gather_buttons()
        elif phase is Phase.SHARE:
            add("Take none", lambda: self.propose(ShareRemove(None)), "Leave your tokens as they are.")
        elif phase is Phase.EARLY:
            add("Keep the die", lambda: self.propose(EarlyToken(None)),
                "Keep the early die for the next round (a point at the end).")
        elif phase is Phase.SELL:
            add("Close the stall", lambda: self.propose(StopSelling()), "No more sales this round.",
                style="primary")
        elif phase is Phase.CUSTOMERS:
            n = len(self.customer_marks)
            add("Keep them", lambda: self.propose(RerollCustomers(())), "The unsold customers keep their wishes.",
                style="primary" if not n else "normal")
            add(f"Roll {n} again", lambda: self.propose(RerollCustomers(tuple(sorted(self.customer_marks)))),
                "Roll the marked customers again.", enabled=n > 0, style="primary" if n else "normal")

    def _reroll(self) -> None:
        self.propose(Reroll(tuple(sorted(self.reroll_marks))))

    def all_buttons(self) -> list[Button]:
        if self.chooser is not None:
            return self.chooser_buttons
        return super().all_buttons()

    def _gather_buttons(self) -> list[Button]:
        phase = self.my_phase()
        if phase not in (Phase.KEEP, Phase.PUT_BACK) or self.enlarged is not None:
            return []
        out = []
        for card, rect in zip(self.view.drawn, self.drawn_rects(len(self.view.drawn))):
            if card is None:
                continue
            if phase is Phase.KEEP:
                out.append(Button((rect.x, rect.bottom + 8, rect.w, 32), "Keep", None,
                                  lambda c=card: self.propose(Keep(c)), "Keep this card in your Workshop.",
                                  style="primary", size=14, name=f"keep_{card}"))
            else:
                half = (rect.w - 6) // 2
                out.append(Button((rect.x, rect.bottom + 8, half, 32), "On top", None,
                                  lambda c=card: self.propose(PutBack(c, False)), "Back on top of its deck.",
                                  size=13, name=f"top_{card}"))
                out.append(Button((rect.x + half + 6, rect.bottom + 8, half, 32), "Bottom", None,
                                  lambda c=card: self.propose(PutBack(c, True)), "To the bottom of its deck.",
                                  size=13, name=f"bottom_{card}"))
        return out

    def drawn_rects(self, n: int) -> list[pygame.Rect]:
        size = DRAWN if n <= 5 else (112, 156)
        step = size[0] + 18
        x0 = 528 - (n * step - 18) // 2
        return [pygame.Rect(x0 + i * step, 300, *size) for i in range(n)]

    # ------------------------------------------------------------------ tooltips
    def _card_tip(self, card_id: str, where: str):
        def tip():
            c = self.data.card(card_id)
            lines = [T.escape(effect_text(self.words, c, self.solo))]
            if c.craft:
                lines.append(f"[c=muted]Craft value {c.value}: {c.value} tokens to finish, {c.value} points in the "
                             f"stall.[/c]")
            lines.append(f"[c=muted]{T.escape(USE_TEXT.get(c.use if c.craft else 'any', ''))}[/c]")
            me = self.me()
            if where == "workshop":
                n = me.tokens_on(card_id)
                lines.append(f"{n} token{'s' if n != 1 else ''} to go. Drag it onto its deck to scrap it.")
            elif card_id in me.used:
                lines.append("[c=#ff9a9a]Turned sideways: used this round.[/c]")
            elif not c.passive and self.my_phase() is Phase.TURN:
                reason = None if any(isinstance(a, Activate) and a.card == card_id for a in self.legal_actions()) \
                    else self.why_illegal(Activate(card_id, ()))
                lines.append("Click to use it." if reason is None else f"[c=#ff9a9a]{T.escape(reason)}[/c]")
            if where == "stall" and self.my_phase() is Phase.SELL:
                lines.append("Drag it onto a customer to sell it.")
            return TooltipContent(T.escape(self.words.card(card_id)), tuple(lines))
        return tip

    def _deck_tip(self, craft: str):
        def tip():
            v = self.view
            n = len(v.deck(craft))
            lines = [f"{n} card{'s' if n != 1 else ''} left.",
                     f"A {self.words.craft(craft)} die gathers here (draw 2, keep 1); a wild draws 1 from any deck."]
            tokens = dict(v.deck_tokens).get(craft, 0)
            if self.solo:
                lines.append(f"Bonus tokens beside it: {tokens} (each adds a point to every "
                             f"{self.words.craft(craft)} sale).")
            known = [c for c in v.deck(craft) if c is not None]
            if known:
                lines.append("You know: " + ", ".join(self.words.card(c) for c in known[:3]))
            return TooltipContent(f"The {self.words.craft(craft)} deck", tuple(T.escape(x) for x in lines))
        return tip

    def _tourist_tip(self, tourist: str):
        def tip():
            v = self.view
            t = self.data.tourists[tourist]
            lines = [T.escape(effect_text(self.words, t, self.solo))]
            now = v.state.current_tourists()
            me = self.me()
            if tourist == me.extra:
                lines.append("Drawn this round: yours to use once before the round ends.")
            elif tourist in now:
                lines.append("This round's tourist." + (" Your meeple has visited already." if me.meeple else
                                                         " Click to send your meeple."))
            else:
                lines.append("[c=muted]Not this round's: a Time Traveller or Tin Frame may still borrow it.[/c]")
            visitors = self._visitors().get(tourist, [])
            if visitors:
                lines.append("Visited by " + ", ".join(self.name_of(s) for s in visitors) + " this round.")
            return TooltipContent(T.escape(t.name), tuple(lines))
        return tip

    def _die_tip(self, d: int):
        def tip():
            me = self.me()
            face = me.faces[d]
            where = me.where[d]
            if where == NIGHT:
                return TooltipContent(f"Die {d + 1}: used", ("In the Nightfall box until next round.",))
            if where == EARLY:
                return TooltipContent(f"Die {d + 1}: {self.words.face(face)} (early)",
                                      ("Kept for the early morning: it starts the next round on this face, and is "
                                       "worth a point at the end if it is still there.",))
            if face == WILD:
                lines = ("Wild: gather one card from any deck, or take one token off any one Workshop card.",)
            else:
                craft = self.words.face(face)
                lines = (f"Gather {craft} (draw 2, keep 1), or craft: a token off every {craft} card in your "
                         f"Workshop.",)
            phase = self.my_phase()
            if phase is Phase.REROLL:
                lines += ("Click to mark it for the re-roll.",)
            elif phase is Phase.TURN:
                lines += ("Drag it onto a deck or your Workshop, or onto another die to combine them.",)
            return TooltipContent(f"Die {d + 1}: {self.words.face(face)}", lines)
        return tip

    def _free_tip(self, k: int):
        def tip():
            faces, origin, _ = self.view.pool[k]
            what = " or ".join(self.words.face(f) for f in faces)
            src = self.data.tourists[origin].name if origin in self.data.tourists else self.words.card(origin)
            return TooltipContent(f"Free result: {what}", (f"From {T.escape(src)}, for this turn only.",
                                                           "Use it like a die, or combine it with a die."))
        return tip

    def _customer_tip(self, i: int):
        def tip():
            v = self.view
            face = v.customers[i]
            if v.sold_to[i]:
                return TooltipContent(f"Customer {i + 1}", ("Bought this round.",))
            if face == WILD:
                line = "Buys any one card for its craft value."
            else:
                line = f"Buys one {self.words.face(face)} card for double its craft value."
            return TooltipContent(f"Customer {i + 1}: {self.words.face(face)}", (line, "Deck bonus tokens and jewelry "
                                                                               "bonuses add to the price."))
        return tip

    def _workshop_tip(self):
        me = self.me()
        cap = self._capacity(self.view)
        return TooltipContent("Your Workshop", (f"{len(me.workshop)} of {cap} spaces used. A card leaves for the "
                                                f"Market Stall when its last token is removed; each card still here "
                                                f"is worth 2 points at the end.",))

    def _other_tip(self, seat: int):
        def tip():
            p = self.view.table[seat]
            pts = self.view.state.points(seat)
            return TooltipContent(self.seat_name(seat), (
                f"Workshop {len(p.workshop)} card{'s' if len(p.workshop) != 1 else ''}, Market Stall "
                f"{len(p.stall) - 1}; {sum(pts.values())} points so far.", "Click to see the whole mat."))
        return tip

    def _visitors(self) -> dict:
        """Which seats sent their meeple to which tourist this round (from the public events)."""
        out: dict = {}
        events = self.view.events
        start = max((i for i, e in enumerate(events) if e.kind == "round"), default=0)
        for e in events[start:]:
            if e.kind == "tourist":
                out.setdefault(e.data[1], []).append(e.data[0])
        return out

    # ------------------------------------------------------------------ words
    def event_markup(self, event, viewer: int | None = -2) -> str:
        viewer = self.seat if viewer == -2 else viewer
        text = T.escape(self.game.event_text(event, viewer, self.session.setup.names))
        if event.kind in ("round", "round_end", "game_over"):
            return f"[c=marigold_light][b]{text}[/b][/c]"
        if event.kind in ("complete", "sell"):
            return f"[c=#a8f0b8]{text}[/c]"
        if event.kind == "turn":
            return f"[c=#cdbde0]{text}[/c]"
        return text

    def prompt(self) -> str:
        v = self.view
        st = self.session.state
        if st.is_over:
            return "The third round is over. Counting\u2026"
        if self.replay:
            return "A replay: step through the game with the bar above."
        if self.enlarged is not None:
            return f"{self.seat_name(self.enlarged)}'s mat. Click anywhere or press Esc to return to your own."
        if not self.players_turn:
            who = next(iter(st.to_move()), None)
            if who is None:
                return ""
            what = {Phase.REROLL: "is deciding on a re-roll", Phase.KEEP: "is choosing a gathered card",
                    Phase.PUT_BACK: "is putting cards back", Phase.SHARE: "may take a token off"}.get(v.phase, "is playing")
            return f"{self.seat_name(who)} {what}\u2026"
        p = v.phase
        if p is Phase.REROLL:
            return "Your roll: click the dice to roll again (once), then confirm."
        if p is Phase.TURN:
            if self.combo is not None:
                return "Combined: drag the pair onto a deck to gather, or onto a Workshop card to craft its kind."
            if self.selected is not None:
                return "Now click where it goes: a deck, your Workshop, a card, another die."
            if v.main_used:
                return "Die used. Free results, stall cards and a tourist may still help; then End turn."
            return "Drag a Daylight die onto a deck to gather, or onto your Workshop to craft."
        if p is Phase.KEEP:
            return "Keep one of the gathered cards."
        if p is Phase.PUT_BACK:
            return "Put each other card back on top of its deck or at the bottom."
        if p is Phase.SHARE:
            return "A rival's Carved Chest: take a token off one of your Workshop cards (click it), or none."
        if p is Phase.EARLY:
            return "Your early die: drag it onto a deck for a bonus token there, or keep it for next round."
        if p is Phase.SELL:
            return "Sell: drag Market Stall cards onto the customers who want them."
        if p is Phase.CUSTOMERS:
            return "Click the unsold customers who should roll again, then confirm."
        return ""

    # ------------------------------------------------------------------ suggestions
    def suggestion_keys(self) -> set:
        if self.suggestion is None:
            return set()
        a = self.suggestion[0]
        keys = set()
        src = getattr(a, "source", None)
        if src:
            for part in src.split("+"):
                keys.add(("die", int(part[1:])) if part.startswith("d") else ("free", int(part[1:])))
        if isinstance(a, Gather):
            keys.add(("deck", a.craft))
        if isinstance(a, (Activate, Scrap, Keep, PutBack, Sell)) or (isinstance(a, Craft) and a.card):
            card = getattr(a, "card", None)
            keys |= {("wcard", card), ("scard", card), ("drawn", card)}
        if isinstance(a, UseTourist):
            keys.add(("tourist", a.tourist))
        if isinstance(a, Sell):
            keys.add(("customer", a.customer))
        if isinstance(a, Reroll):
            keys |= {("die", d) for d in a.dice}
        return keys

    # ------------------------------------------------------------------ input
    def handle_event(self, event) -> None:
        if self.chooser is not None and self.menu is None and self.curtain is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.cancel_selection()
                self.app.dirty = True
                return
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
                self.pointer = event.pos
                from scenes.widgets.button import route_to_buttons

                route_to_buttons(self.chooser_buttons, event, lambda b: self.play_sound("ui_click"))
                self.app.dirty = True
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.menu is None:
            if self.cancel_selection():
                self.app.dirty = True
                return
        super().handle_event(event)

    # ------------------------------------------------------------------ drawing
    # The table is drawn in layers (scenes/widgets/layers.py). Over the background, the regions
    # (top bar, decks and tourists, your play area, the prompt, the right column) are cached one
    # by one, each keyed by what it shows: an AI move repaints only what it changed (the shadows
    # of the right column's panels and of the log fall across regions: each region draws the part
    # in it). Over them, when there is one, a cover (the gathered cards, or an opponent's mat shown
    # whole); then the log panel (its newest line glows a moment); then, every frame, what moves by
    # itself: cards in flight, tokens flying, drop targets pulsing, the suggestion, the chooser.
    def _background(self) -> pygame.Surface:
        def paint_(surf):
            surf.blit(self.assets.sprite("ui/table.png", (1280, 720)), (0, 0))
            surf.blit(paint.rrect_surface((1280, 720), (12, 6, 24, 120), 0), (0, 0))
        return self.static_layer.get((1280, 720), id(self.assets), paint_)

    def _right_panels(self) -> list[pygame.Rect]:
        """The panels of the right column above the log (their shadows fall on the play area)."""
        if self.solo:
            return [pygame.Rect(RIGHT.x, RIGHT.y + 4, RIGHT.w, 150)]
        return [self.other_rect(i) for i in range(len(self.others_order()))]

    def _right_shadows(self, surface) -> None:
        for r in self._right_panels():
            paint.draw_shadow(surface, r, 16, 10, 110, (0, 6))

    def _view_facts(self) -> dict:
        """What each region shows of the view, worked out once per view (region keys reuse it)."""
        memo = self.__dict__.get("_facts")
        if memo is not None and memo[0] == (self._version, self.seat):
            return memo[1]
        v = self.view
        st = v.state
        seat = self.seat
        acting = st.to_move()
        facts = {
            "topbar": (v.round, v.score, v.start, v.phase is Phase.TURN, v.active),
            "market": (tuple(len(v.deck(c)) for c in CRAFTS), v.deck_tokens, v.supply, v.grid,
                       tuple(st.current_tourists()), tuple((t, tuple(s)) for t, s in self._visitors().items()),
                       v.round),
            "play": (v.table[seat], self._capacity(v), v.pool if v.active == seat else (),
                     (v.activations, v.craft_double, v.gather_extra, v.wild_crafts)  # this turn, when it is yours
                     if v.phase is Phase.TURN and v.active == seat else None,
                     sum(st.points(seat).values()) if not self.solo else None, self.players_turn),
            "others": ((v.customers, v.sold_to, v.score, self.players_turn and v.phase is Phase.SELL) if self.solo else
                       tuple((seat_, v.table[seat_], seat_ in acting, sum(st.points(seat_).values()))
                             for seat_ in self.others_order())),
        }
        self.__dict__["_facts"] = ((self._version, self.seat), facts)
        return facts

    def _regions(self, v) -> list[Region]:
        facts = self._view_facts()
        d = self.drag
        hidden = d.hidden_keys()
        hidden = frozenset(hidden)
        sugg = frozenset(self.suggestion_keys())
        moving = frozenset(self.choreo.layout.tweens.tweens)
        sheet = self.enlarged is not None
        own_tumbling = any(k[0] == self.seat and t.tumbling for k, t in self.tumbles.items())
        customers_tumbling = any(k[0] == "customer" and t.tumbling for k, t in self.tumbles.items())
        dice_moving = any(k[0] == "die" for k in moving)
        toolbar = tuple((b.hover, b.pressed, b.enabled, b.visible, b.highlight, b.label) for b in self.toolbar)
        buttons = tuple((b.name, tuple(b.rect), b.hover, b.pressed, b.enabled, b.visible, b.label, b.style)
                        for b in self.buttons)
        lively = self.lively_dice(v)
        play_key = None if (own_tumbling or dice_moving) and not lively else (
            facts["play"], moving - {("die", d) for d in lively}, lively, hidden, sugg,
            frozenset(self.reroll_marks), self.combo, self.selected, self.my_phase())
        regions = [
            Region("topbar", TOPBAR_REGION, (facts["topbar"], toolbar, sheet), self._paint_topbar(v)),
            Region("decks", DECKS_REGION,
                   (facts["market"][:3], frozenset(k for k in sugg if k[0] == "deck"), sheet),
                   self._paint_market(v, tourists=False)),
            Region("tourists", TOURISTS_REGION,
                   (facts["market"][3:], frozenset(k for k in sugg if k[0] == "tourist"), toolbar, sheet),
                   self._paint_market(v, tourists=True)),
            Region("play", PLAY_REGION, ("sheet",) if sheet else play_key, self._paint_play(v)),
            Region("foot", FOOT_REGION, (sheet, self.prompt(), buttons), self._paint_foot()),
        ]
        # the log is a region of its own at the foot of the right column (its newest entry's glow
        # repaints it alone); the column above it is the customers' panel, or a band per opponent
        panels = self._right_panels()
        log_top = (panels[-1].bottom + self.log_panel.rect.top) // 2
        column = pygame.Rect(OTHERS_REGION.x, OTHERS_REGION.y, OTHERS_REGION.w, log_top - OTHERS_REGION.y)
        regions.append(Region("log", pygame.Rect(OTHERS_REGION.x, log_top, OTHERS_REGION.w,
                                                 OTHERS_REGION.bottom - log_top),
                              (self.log_panel.key(), sheet), self._paint_log()))
        if self.solo:
            regions.append(Region("others", column,
                                  None if customers_tumbling else
                                  (facts["others"], sheet, sugg, frozenset(self.customer_marks), self.my_phase(),
                                   toolbar),
                                  self._paint_others(v)))
            return regions
        # an opponent's card per band: a move repaints the mover's card (and the thinking mark's)
        order = self.others_order()
        bands = column_bands(panels, column)
        for i, (seat, band) in enumerate(zip(order, bands)):
            regions.append(Region(f"other{i}", band,
                                  (facts["others"][i], sheet, self.thinking_seat == seat, toolbar if i == 0 else None),
                                  self._paint_others(v, i)))
        return regions

    def _paint_log(self):
        def paint_(surface):
            if self.enlarged is None:  # (as under the rest of the column)
                paint.draw_shadow(surface, self.areas(214)["stall"], 16, 10, 110, (0, 6))
            self._right_shadows(surface)
            self.log_panel.draw_shadow(surface)
            self.log_panel.draw(surface, shadow=False)
        return paint_

    def _draw_toolbar(self, surface) -> None:
        if self.enlarged is None:  # (an opponent's mat shown whole hides the toolbar)
            for b in self.toolbar:
                b.draw(surface, self.assets, self.time)

    def _paint_topbar(self, v):
        def paint_(surface):
            self._draw_topbar(surface, v)
            self._draw_toolbar(surface)
        return paint_

    def _paint_market(self, v, tourists: bool):
        """The decks and the supply, or the tourists (each region repainted alone: a move most
        often changes only the decks' counts and the supply)."""
        def paint_(surface):
            paint.rrect(surface, TOP, (20, 10, 34, 170), 14)
            if tourists:
                self._draw_tourists(surface, v)
                self._right_shadows(surface)
                self.log_panel.draw_shadow(surface)
                self._draw_toolbar(surface)  # (the toolbar's shadow reaches below the top bar)
            else:
                self._draw_decks(surface, v)
        return paint_

    def _play_chrome(self) -> pygame.Surface:
        """The background with the boxes and panels of your play area (which never change) drawn on
        it: the play region starts from this picture instead of drawing them at every repaint."""
        def paint_(surf):
            surf.blit(self._background(), (0, 0))
            self._draw_play_chrome(surf, 214, own=True)
        return self.chrome_layer.get((1280, 720), (self.static_layer.paints, self.assets.text_scale,
                                                   id(self.assets)), paint_)

    def _paint_play(self, v):
        def paint_(surface):
            if self.enlarged is None:
                surface.blit(self._play_chrome(), PLAY_REGION, PLAY_REGION)
                self._draw_play_area(surface, v, self.seat, 214, own=True, in_flight=False, chrome=False)
            self._right_shadows(surface)
            self.log_panel.draw_shadow(surface)
        return paint_

    def _paint_foot(self):
        def paint_(surface):
            if self.enlarged is not None:
                self._right_shadows(surface)
                self.log_panel.draw_shadow(surface)
                return  # the prompt goes over the opponent's mat
            areas = self.areas(214)
            for box in (areas["workshop"], areas["stall"]):  # their shadows reach under the prompt
                paint.draw_shadow(surface, box, 16, 10, 110, (0, 6))
            self._right_shadows(surface)
            self.log_panel.draw_shadow(surface)  # (the prompt is drawn over the log's shadow)
            self._draw_prompt(surface)
            for b in self.buttons:
                if b.rect.colliderect(PROMPT):
                    b.draw(surface, self.assets, self.time)
        return paint_

    def _paint_others(self, v, band: int | None = None):
        """The right column (``band``: only that opponent's band of it)."""
        def paint_(surface):
            if self.enlarged is None:  # the Market Stall's shadow reaches into the column
                paint.draw_shadow(surface, self.areas(214)["stall"], 16, 10, 110, (0, 6))
            if band is None:
                self._draw_others(surface, v)
            else:
                order = self.others_order()
                paint_band(surface, band, len(order),
                           lambda s, k: self._draw_other(s, v, order[k], self.other_rect(k)),
                           lambda s, k: paint.draw_shadow(s, self.other_rect(k), 16, 10, 110, (0, 6)))
            self.log_panel.draw_shadow(surface)  # (its panel is drawn over the regions)
            self._draw_toolbar(surface)  # (the toolbar's shadow reaches below the top bar)
        return paint_

    def _gathering(self) -> bool:
        return self.enlarged is None and self.my_phase() in (Phase.KEEP, Phase.PUT_BACK)

    def _cover_key(self, table_serial: int):
        """The cover over the regions: the gathered cards, or an opponent's mat shown whole (``None``:
        no cover)."""
        if self.enlarged is not None:
            return (table_serial, "sheet", self.enlarged, self._version, self.prompt())
        if self._gathering():
            gather = tuple((b.name, b.hover, b.pressed, b.enabled, b.visible) for b in self.buttons
                           if not b.rect.colliderect(PROMPT))
            return (table_serial, "gather", self._version, frozenset(self.suggestion_keys()), gather)
        return None

    def _paint_cover(self, table: pygame.Surface):
        def paint_(surface):
            v = self.view
            surface.blit(table, (0, 0))
            if self.enlarged is not None:
                self._draw_sheet(surface, v, self.enlarged)
                self._draw_prompt(surface)
            elif self._gathering():
                self.choreo.draw_in_flight(surface, self._draw_piece)  # (pieces still moving go under the veil)
                self._draw_gather(surface, v)
                for b in self.buttons:
                    if not b.rect.colliderect(PROMPT):
                        b.draw(surface, self.assets, self.time)
        return paint_

    def draw_scene(self, surface: pygame.Surface) -> None:
        v = self.view
        a = self.assets
        size = surface.get_size()
        base_key = (self.static_layer.paints, self.seat, self.assets.text_scale, id(a))
        table = self.table_regions.update(size, base_key, self._background(), self._regions(v))
        cover_key = self._cover_key(self.table_regions.serial)
        covered = cover_key is not None
        under_cover = covered and self.enlarged is None and bool(self.choreo.layout)  # pieces moving under it
        upper_key = None if under_cover else (self.table_regions.serial, cover_key)

        def paint_upper(s):  # (the log is one of the table's regions)
            if under_cover:
                self._paint_cover(table)(s)
            elif covered:
                s.blit(self.cover_layer.get(size, cover_key, self._paint_cover(table)), (0, 0))
            else:
                s.blit(table, (0, 0))
        if self.enlarged is not None:
            self.upper_layer.blit(surface, upper_key, paint_upper)
            return

        def paint_frame(s):
            paint_upper(s)
            if not covered:
                self._draw_lively_dice(s, v)
                self.choreo.draw_in_flight(s, self._draw_piece)
            self.drag.draw_targets(s, high_contrast=self.high_contrast)
            self._draw_selection(s)
            self.choreo.draw_fliers(s, lambda name, size: a.sprite(name, (size, size)), lift=30)
            self.draw_suggestion(s)
            if self.chooser is not None:
                self._draw_chooser(s)
        # a bonus's chooser veils the whole table: the picture with it is kept while nothing moves under it
        still = (self.chooser is not None and upper_key is not None and not self.choreo and not self.drag.dragging
                 and self.selected is None and not self.thinking)
        chooser_key = (upper_key, self.chooser.title, self.chooser.path, self.suggestion,
                       tuple((b.name, tuple(b.rect), b.label, b.hover, b.pressed, b.enabled, b.visible)
                             for b in self.chooser_buttons + self.suggest_buttons)) if still else None
        self.chooser_layer.blit(surface, chooser_key, paint_frame)

    def settings_changed(self) -> None:
        super().settings_changed()
        self.static_layer.invalidate()
        self.chrome_layer.invalidate()
        self.table_regions.invalidate()
        self.cover_layer.invalidate()
        self.upper_layer.invalidate()
        self.chooser_layer.invalidate()

    def _draw_topbar(self, surface, v) -> None:
        a = self.assets
        title = T.text(a, "Oaxaca", "display", 28, PALETTE["marigold"], scaled=False)
        surface.blit(title, (14, 6))
        x = 14 + title.get_width() + 16
        rnd = min(v.round, self.data.rounds - 1) + 1
        pills = [f"Round {rnd} of {self.data.rounds}"]
        if self.solo:
            pills.append(f"Sales {v.score} points")
        else:
            pills.append(f"{self.name_of(v.start)} start{'s' if v.start != self.seat else ''}")
        if v.phase is Phase.TURN:
            who = self.name_of(v.active)
            pills.append("Your turn" if v.active == self.seat else f"{who}'s turn")
        for text in pills:
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        if self.solo:  # with several players the seed would let whoever starts the same deal see the decks
            seed = paint.pill(a, f"Seed {self.session.seed}", 12, fg=PALETTE["muted"], icon="icons/seed.png")
            surface.blit(seed, (x, 14))

    def _draw_decks(self, surface, v) -> None:
        """The craft decks and the supply of craft tokens (over the market's panel)."""
        a = self.assets
        suggest = self.suggestion_keys()
        for i, craft in enumerate(CRAFTS):
            r = self.deck_rect(i)
            n = len(v.deck(craft))
            for k in range(min(3, max(0, n - 1)), 0, -1):
                surface.blit(card_back(a, craft, DECK), r.move(k * 2, -k * 2))
            paint.draw_shadow(surface, r, 8, 6, 110, (2, 5))
            if n:
                surface.blit(card_back(a, craft, DECK), r)
            else:
                paint.outline(surface, r, (200, 180, 220), 2, 8, dashed=True)
            if ("deck", craft) in suggest:
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 220)
            count = paint.pill(a, str(n), 12)
            surface.blit(count, count.get_rect(midbottom=(r.centerx, r.bottom + 8)))
            tokens = dict(v.deck_tokens).get(craft, 0)
            if self.solo and tokens:
                tok = paint.pill(a, f"+{tokens}", 12, fg=(40, 24, 10), bg=(236, 198, 138, 250), border=(120, 74, 34),
                                 icon="oaxaca/token.png")
                surface.blit(tok, tok.get_rect(topright=(r.right + 4, r.y - 4)))
        # the supply of craft tokens
        s = SUPPLY
        img = a.sprite("oaxaca/token.png", (30, 30))
        for k in range(min(5, max(1, v.supply // 10))):
            surface.blit(img, (s.centerx - 15 + (k % 2) * 4, s.y + 40 - k * 6))
        lab = T.text(a, f"\u00d7{v.supply}", "bold", 13)
        surface.blit(lab, lab.get_rect(midtop=(s.centerx, s.y + 76)))
        cap = T.text(a, "supply", "italic", 11, PALETTE["muted"])
        surface.blit(cap, cap.get_rect(midtop=(s.centerx, s.y + 94)))

    def _draw_tourists(self, surface, v) -> None:
        """The tourists, a column per round, the marker token between this round's two."""
        a = self.assets
        suggest = self.suggestion_keys()
        now = v.state.current_tourists()
        visitors = self._visitors()
        for i, t in enumerate(v.grid):
            r = self.tourist_rect(i)
            col = i // 2
            past = col < min(v.round, 2)
            surface.blit(tourist_face(a, self.data.tourists[t], TOURIST, dim=t not in now), r)
            if t in now:
                pygame.draw.rect(surface, PALETTE["marigold_light"], r.inflate(4, 4), 2, border_radius=9)
            if ("tourist", t) in suggest:
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 220)
            for k, seat in enumerate(visitors.get(t, [])):
                m = a.sprite(f"oaxaca/meeple_{seat % 4 + 1}.png", (22, 22))
                surface.blit(m, (r.right - 16 - k * 14, r.y - 8))
            del past
        col = min(max(v.round, 0), 2)
        mark = a.sprite("oaxaca/token.png", (20, 20))
        surface.blit(mark, mark.get_rect(center=(TOURIST_X0 + col * TOURIST_COL + TOURIST[0] // 2,
                                                 TOURIST_Y + TOURIST[1] + (TOURIST_ROW - TOURIST[1]) // 2)))
        for c in range(3):
            lab = T.text(a, f"Round {c + 1}", "bold" if c == col else "italic", 11,
                         PALETTE["marigold_light"] if c == col else PALETTE["muted"])
            surface.blit(lab, lab.get_rect(midtop=(TOURIST_X0 + c * TOURIST_COL + TOURIST[0] // 2, TOURIST_Y + 134)))

    def _extra_rect(self, top: int = 214) -> pygame.Rect:
        box = self.areas(top)["status"]
        return pygame.Rect(box.centerx - TOURIST[0] // 2, box.bottom - TOURIST[1] - 4, *TOURIST)

    def lively_dice(self, v) -> frozenset:
        """The player's dice that change from frame to frame (tumbling, or gliding to a new place):
        drawn every frame over the play area, which is then repainted only when something else changes."""
        if self.enlarged is not None or self._gathering():
            return frozenset()  # under a cover: drawn in the area (repainted as they move)
        p = v.table[self.seat]
        moving = self.choreo.layout.tweens.tweens
        out = set()
        for d in range(len(p.faces)):
            tumble = self.tumbles.get((self.seat, d))
            if (tumble is not None and tumble.tumbling) or ("die", d) in moving:
                out.add(d)
        return frozenset(out)

    def _draw_lively_dice(self, surface, v) -> None:
        lively = self.lively_dice(v)
        if lively:
            suggest = self.suggestion_keys()
            for d in sorted(lively):
                self._draw_die(surface, v, self.seat, d, 214, True, suggest)

    def _draw_die(self, surface, v, seat: int, d: int, top: int, own: bool, suggest) -> None:
        """Die ``d`` of ``seat`` on its mat: tumbling, or its face (dimmed at Nightfall), with its marks."""
        a = self.assets
        p = v.table[seat]
        rect = self.die_rect(p, d, top)
        key = ("die", d)
        if own:
            if self.drag.hides(("die", d)) and p.where[d] == DAY:
                return
            if self.combo is not None and f"d{d}" in self.combo.split("+"):
                return
            rect = self.choreo.layout.rect(key, rect) or rect
        tumble = self.tumbles.get((seat, d)) if own else None
        if own and self.selected == ("source", f"d{d}"):
            paint.draw_glow(surface, rect, PALETTE["marigold_light"], 12, 255)
        if own and ("die", d) in suggest:
            paint.draw_glow(surface, rect, PALETTE["marigold_light"], 10, 220)
        if tumble is not None and tumble.tumbling:
            tumble.draw(surface, a, [rect], [p.faces[d]], self.time)
        else:
            paint.draw_shadow(surface, rect.inflate(-6, -6), 10, 5, 110, (2, 4))
            img = die_face(a, p.faces[d], rect.w, DIE_SPRITE)
            surface.blit(img, rect)
            if p.where[d] == NIGHT:
                surface.blit(paint.dim(rect.size, 120, 8), rect)
        if own and d in self.reroll_marks:
            paint.outline(surface, rect.inflate(6, 6), (255, 120, 120), 3, 10)
            tag = paint.pill(a, "roll again", 10, fg=(255, 220, 220), bg=(120, 30, 40, 240), border=None)
            surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.bottom + 1)))
        if own and d == p.early_kept and p.where[d] == DAY and self.my_phase() is Phase.REROLL:
            tag = T.text(a, "early", "italic", 10, (255, 200, 140))
            surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.bottom)))

    def _draw_play_chrome(self, surface, top: int, own: bool) -> None:
        """The play area's panels and boxes, without their titles (they never change)."""
        a = self.assets
        areas = self.areas(top)
        paint.draw_panel(surface, a, areas["workshop"], 225)
        mat = areas["mat"]
        paint.rrect(surface, mat, (40, 22, 60, 235), 14)
        pygame.draw.rect(surface, (150, 110, 60), mat, 2, border_radius=14)
        self._box(surface, areas["day"], "Daylight", PALETTE["marigold_light"])
        self._box(surface, areas["night"], "Nightfall", (170, 170, 230))
        self._box(surface, areas["early"], "Early", (255, 200, 140))
        self._box(surface, areas["free"], "Free results this turn" if own else "Free results", (160, 230, 180))
        paint.draw_panel(surface, a, areas["stall"], 225)

    def _panel_title(self, surface, rect: pygame.Rect, title: str) -> None:
        img = T.text(self.assets, title, "bold", 15, PALETTE["marigold_light"])  # (as paint.draw_panel's)
        surface.blit(img, (rect.x + 16, rect.y + 10))

    def _draw_play_area(self, surface, v, seat: int, top: int, own: bool, in_flight: bool = True,
                        chrome: bool = True) -> None:
        """A player's Workshop, mat and Market Stall (the seat's own, or an opponent's enlarged);
        ``chrome=False``: their panels and boxes are on the surface already (:meth:`_play_chrome`)."""
        a = self.assets
        p = v.table[seat]
        areas = self.areas(top)
        suggest = self.suggestion_keys() if own else set()
        cap = self._capacity(v, seat)
        whose = "Your" if seat == self.seat else f"{self.seat_name(seat)}'s"
        if chrome:
            self._draw_play_chrome(surface, top, own)
        # the Workshop
        self._panel_title(surface, areas["workshop"], f"{whose} Workshop \u00b7 {len(p.workshop)} of {cap} spaces")
        rects = self.workshop_rects(len(p.workshop), cap, top)
        for rect in rects[len(p.workshop):]:
            paint.outline(surface, rect, (170, 150, 200), 2, 10, dashed=True)
            lab = T.text(a, "empty space", "italic", 12, PALETTE["muted"])
            surface.blit(lab, lab.get_rect(center=rect.center))
        for card, rect in zip(p.workshop, rects):
            key = ("card", card)
            if own:
                if self.choreo.moving(key) or self.drag.hides(("wcard", card)):
                    continue
                rect = self.choreo.target(key, rect)
            self._draw_card(surface, card, rect, tokens=p.tokens_on(card), glow=("wcard", card) in suggest)
        # the mat
        lively = self.lively_dice(v) if own else frozenset()
        for d in range(len(p.faces)):
            if d not in lively:  # (those tumbling or gliding are drawn every frame, over the cached area)
                self._draw_die(surface, v, seat, d, top, own, suggest)
        free = [k for k, (_, _, used) in enumerate(v.pool) if not used] if v.active == seat else []
        for k, rect in zip(free, self.free_rects(len(free), top)):
            if own and (self.drag.hides(("free", k)) or (self.combo and f"f{k}" in self.combo.split("+"))):
                continue
            if own and self.selected == ("source", f"f{k}"):
                paint.draw_glow(surface, rect, PALETTE["marigold_light"], 12, 255)
            surface.blit(self._free_image(k, rect.w), rect)
        if not free and not (own and self.combo is not None):
            lab = T.text(a, "none yet", "italic", 12, PALETTE["muted"])
            surface.blit(lab, lab.get_rect(midleft=(areas["free"].x + 12, areas["free"].y + 52)))
        if own and self.combo is not None:
            r = self._combo_rect()
            if not self.drag.hides(("combo",)):
                if self.selected == ("source", self.combo):
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 255)
                surface.blit(self._combo_image(), r)
        self._draw_status(surface, v, seat, areas["status"], own)
        # the Market Stall
        stall = areas["stall"]
        value = sum(self.data.card(c).value for c in p.stall)
        self._panel_title(surface, stall, f"{whose} Market Stall \u00b7 {value} in craft value")
        for card, rect in zip(p.stall, self.stall_rects(len(p.stall), top)):
            key = ("card", card)
            if own:
                if self.choreo.moving(key) or self.drag.hides(("scard", card)):
                    continue
            self._draw_card(surface, card, rect, used=card in p.used, glow=("scard", card) in suggest)
        if own and in_flight:
            self.choreo.draw_in_flight(surface, self._draw_piece)

    def _box(self, surface, rect, label: str, colour) -> None:
        paint.rrect(surface, rect, (14, 8, 26, 200), 10)
        pygame.draw.rect(surface, colour, rect, 1, border_radius=10)
        img = T.text(self.assets, label, "bold", 11, colour)
        surface.blit(img, (rect.x + 8, rect.y + 3))

    def _draw_status(self, surface, v, seat: int, box: pygame.Rect, own: bool) -> None:
        """Stall activations left this turn, what this turn's bonuses promise, the meeple (or the
        tourist drawn this round), the points so far."""
        a = self.assets
        p = v.table[seat]
        self._box(surface, box, "This round", (200, 190, 240))
        x, y = box.x + 10, box.y + 22
        if v.phase is Phase.TURN and v.active == seat:
            left = 2 - v.activations
            lab = T.text(a, "stall cards", "body", 11, PALETTE["muted"])
            surface.blit(lab, (x, y))
            for i in range(2):
                c = (x + lab.get_width() + 10 + i * 15, y + lab.get_height() // 2)
                pygame.draw.circle(surface, PALETTE["marigold"] if i < left else (70, 56, 90), c, 5)
                pygame.draw.circle(surface, (250, 238, 214), c, 5, 1)
            y += 15
            extra = []
            if v.craft_double:
                extra.append("die crafts twice")
            if v.gather_extra:
                extra.append(f"gather +{v.gather_extra}")
            if v.wild_crafts:
                extra.append("wild craft done")
            if extra:
                img = T.text(a, ", ".join(extra), "italic", 11, (160, 230, 180))
                surface.blit(img, (x, y))
        if p.extra is not None:
            r = pygame.Rect(box.centerx - TOURIST[0] // 2, box.bottom - TOURIST[1] - 4, *TOURIST)
            surface.blit(tourist_face(a, self.data.tourists[p.extra], TOURIST, dim=p.extra_used), r)
            return
        meeple = a.sprite(f"oaxaca/meeple_{seat % 4 + 1}.png", (28, 28))
        if p.meeple:
            meeple = meeple.copy()
            meeple.set_alpha(80)
        surface.blit(meeple, (x - 2, box.bottom - 34))
        lab = T.text(a, "visited a tourist" if p.meeple else "meeple ready", "italic", 11, PALETTE["muted"])
        surface.blit(lab, (x + 30, box.bottom - 27))
        if not self.solo:
            pts = sum(v.state.points(seat).values())
            img = paint.pill(a, f"{pts} pts", 11)
            surface.blit(img, img.get_rect(topright=(box.right - 6, box.y + 4)))

    def _draw_piece(self, surface, key, info, rect) -> None:
        kind = info[0]
        if kind in ("workshop", "stall"):
            card = info[1]
            me = self.me()
            final = self.choreo.target(key, rect)
            self._draw_card(surface, card, rect, tokens=me.tokens_on(card) if kind == "workshop" else 0,
                            used=kind == "stall" and card in me.used, final=final.size)
        elif kind == "die":
            d = info[1]
            me = self.me()
            if self.drag.hides(("die", d)) or (self.combo and f"d{d}" in self.combo.split("+")):
                return
            tumble = self.tumbles.get((self.seat, d))
            if tumble is not None and tumble.tumbling:
                tumble.draw(surface, self.assets, [rect], [me.faces[d]], self.time)
                return
            surface.blit(die_face(self.assets, me.faces[d], rect.w, DIE_SPRITE), rect)

    def _face(self, card, size, final=None) -> pygame.Surface:
        """A card's face at ``size``; a card in flight (``final``: the size it is heading for) is its
        face at that size scaled, rather than drawn anew, its words rendered at a new size, every frame."""
        if final is None or tuple(size) == tuple(final):
            return card_face(self.assets, card, size, self.solo)
        return pygame.transform.smoothscale(card_face(self.assets, card, final, self.solo),
                                            (max(16, int(size[0])), max(16, int(size[1]))))

    def _draw_card(self, surface, card: str, rect: pygame.Rect, tokens: int = 0, used: bool = False,
                   glow: bool = False, final=None) -> None:
        a = self.assets
        c = self.data.card(card)
        if used:  # turned sideways
            face = self._face(c, (rect.w, rect.h), final)
            turned = self._turned(face, rect.w)
            dest = turned.get_rect(center=rect.center)
            paint.draw_shadow(surface, dest, 8, 6, 100, (2, 4))
            surface.blit(turned, dest)
            surface.blit(paint.dim(dest.size, 90, 6), dest)
            return
        if glow:
            paint.draw_glow(surface, rect, PALETTE["marigold_light"], 10, 220)
        paint.draw_shadow(surface, rect, 8, 6, 110, (2, 5))
        surface.blit(self._face(c, rect.size, final), rect)
        draw_tokens(surface, a, rect, tokens, 18 if rect.w > 100 else 14)

    def _turned(self, face: pygame.Surface, width: int) -> pygame.Surface:
        """A used card's face turned sideways to fit ``width`` (made once per face picture)."""
        cache = self.__dict__.setdefault("_turned_faces", {})
        got = cache.get((id(face), width))
        if got is not None and got[0] is face:
            return got[1]
        turned = pygame.transform.rotate(face, -90)
        k = min(1.0, (width + 10) / turned.get_width())
        turned = pygame.transform.smoothscale(turned, (int(turned.get_width() * k), int(turned.get_height() * k)))
        if len(cache) > 64:
            cache.clear()
        cache[(id(face), width)] = (face, turned)
        return turned

    def _free_image(self, k: int, size: int) -> pygame.Surface:
        faces = self.view.pool[k][0]
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(surf, (30, 70, 50), surf.get_rect(), border_radius=10)
        pygame.draw.rect(surf, (160, 230, 180), surf.get_rect(), 2, border_radius=10)
        n = len(faces)
        if n == 1:
            icon = craft_icon(self.assets, result_name(faces[0]), size - 8)
            surf.blit(icon, (4, 4))
        else:
            s = (size - 6) // 2
            for i, f in enumerate(faces[:4]):
                surf.blit(craft_icon(self.assets, result_name(f), s), (3 + (i % 2) * s, 3 + (i // 2) * s))
        return surf

    def _combo_rect(self) -> pygame.Rect:
        box = self.areas()["free"]
        return pygame.Rect(box.right - 84, box.y + 26, 78, 56)

    def _combo_image(self) -> pygame.Surface:
        r = self._combo_rect()
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(surf, (60, 30, 80), surf.get_rect(), border_radius=10)
        pygame.draw.rect(surf, PALETTE["marigold_light"], surf.get_rect(), 2, border_radius=10)
        me = self.me()
        x = 6
        for part in (self.combo or "").split("+"):
            if part.startswith("d"):
                img = die_face(self.assets, me.faces[int(part[1:])], 30, DIE_SPRITE)
            else:
                img = self._free_image(int(part[1:]), 30)
            surf.blit(img, (x, 4))
            x += 34
        lab = T.text(self.assets, "any craft", "bold", 10, PALETTE["marigold_light"])
        surf.blit(lab, lab.get_rect(midbottom=(r.w // 2, r.h - 2)))
        return surf

    def _draw_selection(self, surface) -> None:
        """The legal targets of a result picked up by a click, pulsing."""
        if self.selected is None or self.drag.dragging:
            return
        from scenes.widgets.select import Selection

        rects = [t.rect for t in self.drop_targets(self.selected) if t.legal]
        Selection.draw_targets(surface, rects, self.time, self.high_contrast)

    def _draw_others(self, surface, v) -> None:
        a = self.assets
        if self.solo:
            r = pygame.Rect(RIGHT.x, RIGHT.y + 4, RIGHT.w, 150)
            paint.draw_panel(surface, a, r, 235, title="Customers")
            selling = self.my_phase() is Phase.SELL
            suggest = self.suggestion_keys()
            for i, rect in enumerate(self.customer_rects()):
                if ("customer", i) in suggest:
                    paint.draw_glow(surface, rect, PALETTE["marigold_light"], 10, 220)
                tumble = self.tumbles.get(("customer", i))
                if tumble is not None and tumble.tumbling:
                    tumble.draw(surface, a, [rect], [v.customers[i]], self.time)
                    continue
                surface.blit(die_face(a, v.customers[i], rect.w, DIE_SPRITE), rect)
                if v.sold_to[i]:
                    surface.blit(paint.dim(rect.size, 170, 8), rect)
                    lab = T.text(a, "sold", "bold", 11, (160, 230, 180))
                    surface.blit(lab, lab.get_rect(center=rect.center))
                if i in self.customer_marks:
                    paint.outline(surface, rect.inflate(6, 6), (255, 120, 120), 3, 10)
            line = "Each buys one card a round." if not selling else "Drag stall cards onto them."
            img = T.text(a, line, "italic", 12, PALETTE["muted"])
            surface.blit(img, (r.x + 14, r.y + 92))
            rev = self.data.review(v.score)
            img = T.text(a, f"{v.score} points: {rev.title}", "bold", 12, PALETTE["marigold_light"])
            surface.blit(img, (r.x + 14, r.y + 112))
            return
        for i, seat in enumerate(self.others_order()):
            self._draw_other(surface, v, seat, self.other_rect(i))

    def _draw_other(self, surface, v, seat: int, r: pygame.Rect) -> None:
        a = self.assets
        p = v.table[seat]
        acting = seat in self.session.state.to_move()
        paint.draw_panel(surface, a, r, 235)
        if acting:
            pygame.draw.rect(surface, PALETTE["marigold_light"], r.inflate(-6, -6), 2, border_radius=12)
        meeple = a.sprite(f"oaxaca/meeple_{seat % 4 + 1}.png", (22, 22))
        surface.blit(meeple, (r.x + 10, r.y + 8))
        name = T.text(a, self.seat_name(seat), "bold", 14, PALETTE["marigold_light"])
        surface.blit(name, (r.x + 36, r.y + 9))
        pts = sum(v.state.points(seat).values())
        score = paint.pill(a, str(pts), 12)
        surface.blit(score, score.get_rect(topright=(r.right - 10, r.y + 8)))
        if self.thinking_seat == seat:
            think = paint.pill(a, "thinking\u2026", 11, fg=(40, 16, 30), bg=(255, 200, 90, 245))
            surface.blit(think, think.get_rect(topright=(r.right - 44, r.y + 9)))
        # dice: Daylight bright, used dimmed
        for d in range(len(p.faces)):
            rr = pygame.Rect(r.x + 10 + d * 24, r.y + 34, 22, 22)
            surface.blit(die_face(a, p.faces[d], 22, DIE_SPRITE), rr)
            if p.where[d] == NIGHT:
                surface.blit(paint.dim(rr.size, 150, 5), rr)
            elif p.where[d] == EARLY:
                pygame.draw.rect(surface, (255, 200, 140), rr, 1, border_radius=5)
        # workshop cards as coloured chips with their tokens, the stall count
        x = r.x + 140
        for card in p.workshop[:3]:
            c = self.data.card(card)
            chip = pygame.Rect(x, r.y + 34, 20, 26)
            paint.rrect(surface, chip, card_colour(c), 4)
            n = T.text(a, str(p.tokens_on(card)), "bold", 11, (255, 255, 255))
            surface.blit(n, n.get_rect(center=chip.center))
            x += 23
        stall = T.text(a, f"Workshop {len(p.workshop)} \u00b7 Stall {len(p.stall) - 1}", "body", 12, PALETTE["muted"])
        surface.blit(stall, (r.x + 10, r.y + 66))
        if p.meeple:
            m = T.text(a, "visited", "italic", 11, PALETTE["muted"])
            surface.blit(m, m.get_rect(topright=(r.right - 10, r.y + 68)))

    def _draw_sheet(self, surface, v, seat: int) -> None:
        a = self.assets
        surface.blit(paint.rrect_surface((1044, 620), (8, 4, 16, 200), 14), (8, 48))
        top = 214
        self._draw_play_area(surface, v, seat, top, own=False)
        lab = paint.pill(a, f"{self.seat_name(seat)}'s mat \u00b7 click or Esc to close", 14)
        surface.blit(lab, lab.get_rect(midtop=(528, 190)))

    def _draw_gather(self, surface, v) -> None:
        a = self.assets
        cards = v.drawn
        rects = self.drawn_rects(len(cards))
        box = pygame.Rect(0, 0, max(520, rects[-1].right - rects[0].x + 60 if rects else 520), 330)
        box.center = (528, 380)
        surface.blit(paint.rrect_surface((1044, 616), (8, 4, 16, 150), 14), (8, 48))
        paint.draw_panel(surface, a, box, 248)
        title = "Keep one card" if v.phase is Phase.KEEP else "Put the others back"
        img = T.text(a, f"Gathered from the {self.words.craft(v.drawn_from)} deck: {title.lower()}", "bold", 16,
                     PALETTE["marigold_light"])
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 16)))
        suggest = self.suggestion_keys()
        for card, rect in zip(cards, rects):
            if card is None:
                surface.blit(card_back(a, v.drawn_from, rect.size), rect)
                continue
            if ("drawn", card) in suggest:
                paint.draw_glow(surface, rect, PALETTE["marigold_light"], 12, 230)
            paint.draw_shadow(surface, rect, 10, 8, 130, (3, 6))
            surface.blit(card_face(a, self.data.card(card), rect.size, self.solo), rect)

    def _draw_chooser(self, surface) -> None:
        a = self.assets
        ch = self.chooser
        n = len([b for b in self.chooser_buttons if b.name.startswith("choice_") and b.name[7:].isdigit()])
        r = self._chooser_rect(n)
        surface.blit(paint.rrect_surface((1280, 720), (8, 4, 16, 150), 0), (0, 0))
        paint.draw_panel(surface, a, r, 250)
        title = T.text(a, ch.title, "bold", 18, PALETTE["marigold_light"])
        surface.blit(title, (r.x + 20, r.y + 16))
        body = T.render_rich(a, T.escape(ch.subtitle), r.w - 40, size=14)
        surface.blit(body, (r.x + 20, r.y + 44))
        step = "Choose:" if not ch.path else "Then:"
        img = T.text(a, step, "italic", 13, PALETTE["muted"])
        surface.blit(img, (r.x + 20, r.y + 86))
        for b in self.chooser_buttons:
            b.draw(surface, a, self.time)

    def _draw_prompt(self, surface) -> None:
        a = self.assets
        r = PROMPT
        text = self.prompt()
        paint.rrect(surface, r, (26, 12, 40, 235), 12)
        pygame.draw.rect(surface, (236, 160, 40), r, 1, border_radius=12)
        if not text:
            return
        room = r.width - 24 - sum(b.rect.width + 8 for b in self.buttons)
        line = T.text(a, text, "bold", 15, (250, 238, 214))
        if line.get_width() > room:
            line = T.text(a, text, "bold", 13, (250, 238, 214))
        surface.blit(line, line.get_rect(midleft=(r.x + 14, r.centery)))
