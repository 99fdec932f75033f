"""What may be done: the moves a drop or a click proposes, answered by the rules."""
from __future__ import annotations

import pygame

from game.rules.oaxaca import words as W
from game.rules.oaxaca.actions import (
    Activate, Craft, EarlyRiser, Gather, Keep, PutBack, Reroll, Scrap, Sell, UseTourist,
)
from game.rules.oaxaca.cards import CRAFTS, DAY, WILD, face_of, result_name
from game.rules.oaxaca.state import Phase
from scenes.oaxaca.layout import DAY_DIE
from scenes.oaxaca.pieces import DIE_SPRITE, card_face
from scenes.widgets.dice import die_face
from scenes.kit.parts import Offer, Target
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot


class Targets:
    """What may be done: the moves a drop or a click proposes, answered by the rules (mixed into
    the table: its hooks ``drop_targets``, ``drop``, ``drag_image`` and ``suggestion_keys``)."""

    # ------------------------------------------------------------------ what may be done
    def my_phase(self) -> Phase | None:
        """The phase when the seat on screen is to decide (else None)."""
        return self.view.phase if self.players_turn else None

    def source_faces(self, source: str) -> tuple[int, ...]:
        """The results a source may be: a die's face, a free result's faces, any craft for a combination."""
        me = self.geometry.me()
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
        return self.parts.drop_targets(payload, self.view) if payload else []

    def why_not(self, action) -> str | None:
        """The rules' reason against what a drop proposes (``None``: it may be done). Besides the
        rules' actions: ``("combine", pair)`` two results combined, ``("early",)`` the last die kept
        for the early morning, ``("combine_with", action, die)`` a bonus used and combined at once."""
        if isinstance(action, tuple):
            if action[0] == "combine":
                return self._combo_refusal(action[1])
            if action[0] == "early":
                reasons = [self.why_illegal(EarlyRiser(f)) for f in range(1, 7)]
                return None if any(r is None for r in reasons) else reasons[0]
            _, act, source = action
            blocked = self.why_illegal(Gather(source, CRAFTS[0])) if self.view.main_used else None
            return blocked or self.why_illegal(act)
        return self.why_illegal(action)

    def combine_target(self, source: str, other: str) -> Target:
        """Dropping ``source`` on the die or free result ``other``: the two combined into any craft."""
        combined = ("combine", self._combine(source, other))
        return Target(("combine", other), self.source_rect(other).inflate(6, 6),
                      Offer(combined, W.COMBINE_HINT.format(), combined))

    def draws(self, source: str, faces) -> int:
        st = self.view.state
        n = 1 + st._passive_sum(self.seat, "wild_gather_draws", "cards") if faces == (WILD,) else 2
        return n + st._passive_sum(self.seat, "gather_draws", "cards") + self.view.gather_extra

    def price_text(self, card: str, customer: int) -> str:
        st = self.view.state
        c = self.data.card(card)
        face = st.customers[customer]
        tokens = st.deck_tokens[c.craft]
        bonus = st.jewelry_bonus(0, card)
        return W.sale_hint(st.sale_points(card, customer), c.value, face == c.face, tokens, bonus)

    def combinable(self, source: str) -> list[str]:
        """The results ``source`` could be combined with (the dice and free results on the mat)."""
        me = self.geometry.me()
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
        return reasons[0] if reasons else W.t("not-now")

    def source_rect(self, source: str) -> pygame.Rect | None:
        me = self.geometry.me()
        if source.startswith("d"):
            d = int(source[1:])
            return self.geometry.die_rect(me, d) if me.where[d] == DAY else None
        k = int(source[1:])
        free = [i for i, (_, _, used) in enumerate(self.view.pool) if not used]
        rects = self.geometry.free_rects(len(free))
        return rects[free.index(k)] if k in free else None

    def drop(self, payload, target: DropTarget, pos):
        """A legal target's drop (the rules answered it when the drag began: not asked again)."""
        self.selected = None
        data = target.data
        if isinstance(data, tuple) and data and data[0] == "combine":
            self.combo = data[1]
            self.hotspots = self.build_hotspots()
            self.refresh_buttons()
            self.app.dirty = True
            return True
        if isinstance(data, tuple) and data and data[0] == "combine_with":
            _, act, source = data
            attempt = self.propose(act, pos, answer=None)
            if attempt:
                k = len(self.view.pool) - 1
                self.combo = f"{source}+f{k}"
                self.hotspots = self.build_hotspots()
                self.refresh_buttons()
                self.app.dirty = True
            return attempt
        if isinstance(data, tuple) and data and data[0] == "early":
            self.ask(W.t("early-riser"), W.t("early-riser-ask"),
                               [((str(f),), EarlyRiser(f)) for f in range(1, 7)
                                if self.legal(EarlyRiser(f))],
                               lambda c, i, path: (W.to_face(self.words, int(c), turned=True),
                                                   f"oaxaca/{result_name(int(c))}.png"))
            return True  # (taken: the question is asked)
        return self.propose_offer(target, pos)

    def drag_image(self, spot: Hotspot):
        key = spot.key
        if key[0] == "die":
            return die_face(self.assets, self.geometry.me().faces[key[1]], DAY_DIE + 6, DIE_SPRITE)
        if key[0] == "free":
            return self.piece_art.free_image(key[1], 44)
        if key[0] == "combo":
            return self.piece_art.combo_image()
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
