"""What may be done: the moves a drop or a click proposes, answered by the rules."""
from __future__ import annotations

import pygame

from game.rules.oaxaca.actions import (
    Activate, Craft, EarlyRiser, EarlyToken, Gather, Keep, PutBack, Reroll, Scrap, Sell, UseTourist,
)
from game.rules.oaxaca.cards import CRAFTS, DAY, WILD, face_of, result_name
from game.rules.oaxaca.state import Phase
from scenes.oaxaca.layout import DAY_DIE
from scenes.oaxaca.pieces import DIE_SPRITE, card_face
from scenes.widgets.dice import die_face
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot


class Targets:
    """What may be done: the moves a drop or a click proposes, answered by the rules."""

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
