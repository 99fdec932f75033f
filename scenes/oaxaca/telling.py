"""What a move shows: pieces gliding to their new places, dice tumbling, tokens flying."""
from __future__ import annotations

from game.rules.oaxaca.cards import CRAFTS, DAY
from scenes.oaxaca.layout import SUPPLY
from scenes.oaxaca.pieces import DIE_SPRITE
from scenes.widgets.dice import DiceTumble


class Telling:
    """What a move shows: pieces gliding to their new places (the table's choreography), dice
    tumbling (``tumbles``, its own), tokens flying. Held by the table (``table.telling``)."""

    def __init__(self, table):
        self.t = table
        self.tumbles: dict = {}  # (seat, die) -> DiceTumble of a die being rolled

    # ------------------------------------------------------------------ animation
    def layout(self, v) -> tuple[dict, dict]:
        """Where the seat's own pieces lie: key -> rect, key -> what it is."""
        g = self.t.geometry
        targets: dict = {}
        info: dict = {}
        me = v.table[self.t.seat]
        for card, rect in zip(me.workshop, g.workshop_rects(len(me.workshop), g.capacity(v))):
            targets[("card", card)] = rect
            info[("card", card)] = ("workshop", card)
        for card, rect in zip(me.stall, g.stall_rects(len(me.stall))):
            targets[("card", card)] = rect
            info[("card", card)] = ("stall", card)
        for d in range(len(me.faces)):
            targets[("die", d)] = g.die_rect(me, d)
            info[("die", d)] = ("die", d)
        return targets, info

    def view_changed(self, old, new, cause, events, animate) -> None:
        """The view changed: the pieces glide to their new places, the dice rolled tumble."""
        t = self.t
        targets, info = self.layout(new)
        seat = t.seat
        origins: dict = {}
        for key in t.choreo.new_keys(targets):
            if key[0] == "card":
                card = t.data.card(key[1])
                if card.craft:
                    origins[key] = t.geometry.deck_rect(CRAFTS.index(card.craft))
        t.choreo.sync(targets, info, origins, animate=animate and cause != "refresh")
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
            tumble = DiceTumble(t.anim_speed, sprite=DIE_SPRITE)
            tumble.start_roll()
            tumble.land(0.55 + 0.08 * d, t.anim_speed())
            self.tumbles[(seat, d)] = tumble
        if old is not None and any(e.kind == "customers" for e in seen):
            for i, (a, b) in enumerate(zip(old.customers, new.customers)):
                if a != b or old.sold_to[i]:
                    tumble = DiceTumble(t.anim_speed, sprite=DIE_SPRITE)
                    tumble.start_roll()
                    tumble.land(0.5 + 0.08 * i, t.anim_speed())
                    self.tumbles[("customer", i)] = tumble
                    rolled.add(("customer", i))
        if rolled:
            t.play_sound("die_roll")
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
                    t.choreo.fly("oaxaca/token.png", start, end, delay=0.06 * i, size=20)
        kinds = {e.kind for e in seen}
        if kinds & {"keep", "complete"}:
            t.play_sound("card_place")
        if kinds & {"put_back", "scrap", "sell"}:
            t.play_sound("card_slide")

    def update(self, dt: float) -> bool:
        busy = self.t.choreo.update(dt)
        for key in list(self.tumbles):
            if not self.tumbles[key].update(dt) and not self.tumbles[key].tumbling:
                del self.tumbles[key]
            else:
                busy = True
        return busy

    def lively_dice(self, v) -> frozenset:
        """The player's dice that change from frame to frame (tumbling, or gliding to a new place):
        drawn every frame over the play area, which is then repainted only when something else changes."""
        t = self.t
        if t.enlarged is not None or t.gathering():
            return frozenset()  # under a cover: drawn in the area (repainted as they move)
        p = v.table[t.seat]
        moving = t.choreo.layout.tweens.tweens
        out = set()
        for d in range(len(p.faces)):
            tumble = self.tumbles.get((t.seat, d))
            if (tumble is not None and tumble.tumbling) or ("die", d) in moving:
                out.add(d)
        return frozenset(out)
