"""The parts of the seat's own mat: its Workshop, its dice, the rest of its mat (the Early Morning
box, free results, a combined result, the status) and its Market Stall. Each makes its pieces and
the drops it takes, and paints itself: ``paint_seat`` draws that part of any player's mat (the
seat's own, or an opponent's shown whole, ``own=False``) with the table's painters (``t.piece_art``'s
``paint_card``, ``free_image``, ``combo_image``; ``t.mat_art``'s ``paint_die``, ``panel_title``,
``paint_status``)."""
from __future__ import annotations

import pygame

from game.rules.oaxaca import words as W
from game.rules.oaxaca.actions import Activate, Craft
from game.rules.oaxaca.cards import DAY, EARLY, WILD, result_name
from game.rules.oaxaca.state import Phase
from scenes.assets import PALETTE
from scenes.kit.hand import Hand
from scenes.kit.parts import Offer, Part, Piece, Target
from scenes.widgets import paint
from scenes.widgets import text as T


def payload_source(payload) -> str | None:
    """The die or result a payload carries (``None``: it is not one)."""
    return payload[1] if payload and payload[0] == "source" else None


def payload_single(payload) -> str | None:
    """The single die or free result a payload carries (``None``: none, or a combination)."""
    source = payload_source(payload)
    return source if source is not None and "+" not in source else None


def combined_on(t, source: str, kind: str) -> list[Target]:
    """``source`` dropped on another result of ``kind`` on the mat (``d`` a die, ``f`` a free
    result): the two combined."""
    return [t.combine_target(source, other) for other in t.combinable(source)
            if other.startswith(kind) and t.source_rect(other) is not None]


class OwnMat:
    """Mixed into the parts of the seat's own mat (Workshop, dice, mat, Market Stall): each shows the
    mat as worked out once per view and paints it by ``paint_seat``, its drawing of that part of any
    player's mat (an opponent's is drawn the same when shown whole: ``own=False``)."""

    def __init__(self, name: str, t, rect):
        super().__init__(name, rect)
        self.t = t

    def slice(self, view):
        return self.t.view_facts()["play"]

    def paint(self, surface, view) -> None:
        self.paint_seat(surface, view, self.t.seat, 214, own=True)

    def paint_seat(self, surface, v, seat: int, top: int, own: bool) -> None:
        raise NotImplementedError


class Workshop(OwnMat, Hand):
    """The seat's Workshop: its cards (scrapped by a drag onto their deck) and, for a die, the
    whole box (a single craft works every card of it) or one card (a wild, or several crafts)."""

    def __init__(self, t):
        super().__init__("workshop", t, t.geometry.areas()["workshop"])

    def paint_seat(self, surface, v, seat: int, top: int, own: bool) -> None:
        """A Workshop's title, its empty spaces and its cards (the seat's own lying still)."""
        t = self.t
        a = t.assets
        p = v.table[seat]
        suggest = t.suggestion_keys() if own else set()
        cap = t.geometry.capacity(v, seat)
        t.mat_art.panel_title(surface, t.geometry.areas(top)["workshop"], W.workshop_title(t.mat_art.whose(seat), len(p.workshop), cap))
        rects = t.geometry.workshop_rects(len(p.workshop), cap, top)
        for rect in rects[len(p.workshop):]:
            paint.outline(surface, rect, (170, 150, 200), 2, 10, dashed=True)
            lab = T.text(a, W.t("empty-space"), "italic", 12, PALETTE["muted"])
            surface.blit(lab, lab.get_rect(center=rect.center))
        for card, rect in zip(p.workshop, rects):
            key = ("card", card)
            if own:
                if t.choreo.moving(key) or t.drag.hides(("wcard", card)):
                    continue
                rect = t.choreo.target(key, rect)
            t.piece_art.paint_card(surface, card, rect, tokens=p.tokens_on(card), glow=("wcard", card) in suggest)

    def box(self) -> pygame.Rect:
        return self.t.geometry.areas()["workshop"]

    def cards(self, view):
        me = view.table[self.t.seat]
        return list(zip(me.workshop, self.t.geometry.workshop_rects(len(me.workshop), self.t.geometry.capacity(view))))

    def card_piece(self, card, rect, view) -> list[Piece]:
        t = self.t
        drag = ("wcard", card) if t.my_phase() is Phase.TURN and t.selected is None and t.combo is None else None
        return [Piece(("wcard", card), rect, tooltip=t.tips.card_tip(card, "workshop"), drag=drag,
                      click=lambda c=card: t.click_workshop(c), tip_side="right", enlarged=t.tips.card_enlarged(card))]

    def pieces(self, view) -> list[Piece]:
        t = self.t
        return [Piece(("workshop",), self.box(), tooltip=t.tips.workshop_tip,
                      click=lambda: t.click_target(("workshop",)))] + super().pieces(view)

    def targets(self, payload, view) -> list[Target]:
        t = self.t
        source = payload_source(payload)
        if source is None:
            return []
        faces = t.source_faces(source)
        single = len(faces) == 1 and faces[0] != WILD
        out = []
        if single:
            act = Craft(source, result_name(faces[0]))
            n = sum(1 for c in view.table[t.seat].workshop if t.data.card(c).craft == result_name(faces[0]))
            out.append(Target(("workshop",), self.box(), Offer(act, W.craft_hint(t.words, faces[0], n), act)))
        for card, rect in self.cards(view):
            if single and t.data.card(card).face != faces[0]:
                continue  # a single craft works its own cards: elsewhere it is a drop on the Workshop
            act = t.craft_action_on(source, card)
            out.append(Target(("wcard", card), rect, Offer(act, W.craft_card_hint(t.words, act.craft), act)))
        return out


class Dice(OwnMat, Part):
    """The seat's five dice on its mat: Daylight dice are dragged (or clicked) to be used, marked
    for the re-roll, or take another result dropped on them (combined); the Early Morning die is
    dragged onto a deck in solo; Nightfall's only say what they are. (What a dice tray does.)"""

    def __init__(self, t):
        areas = t.geometry.areas()  # the Daylight and Nightfall boxes (the early die is the mat's box)
        super().__init__("dice", t, areas["day"].union(areas["night"]))

    def paint_seat(self, surface, v, seat: int, top: int, own: bool) -> None:
        """A player's dice on the mat (the seat's own tumbling or gliding are drawn every frame instead)."""
        t = self.t
        suggest = t.suggestion_keys() if own else set()
        lively = t.telling.lively_dice(v) if own else frozenset()
        for d in range(len(v.table[seat].faces)):
            if d not in lively:  # (those tumbling or gliding are drawn every frame, over the cached area)
                t.mat_art.paint_die(surface, v, seat, d, top, own, suggest)

    def pieces(self, view) -> list[Piece]:
        t = self.t
        me = view.table[t.seat]
        phase = t.my_phase()
        out = []
        for d in range(len(me.faces)):
            if me.where[d] == DAY:
                drag = ("source", f"d{d}") if phase is Phase.TURN and t.combo is None else None
                out.append(Piece(("die", d), t.geometry.die_rect(me, d), tooltip=t.tips.die_tip(d), drag=drag,
                                 click=lambda d=d: t.click_die(d)))
            elif me.where[d] == EARLY:
                drag = ("early_die", d) if phase is Phase.EARLY else None
                out.append(Piece(("early_die", me.faces[d]), t.geometry.early_rect(), tooltip=t.tips.die_tip(d), drag=drag,
                                 click=lambda d=d: t.click_early(d)))
            else:
                out.append(Piece(("night", d), t.geometry.die_rect(me, d), tooltip=t.tips.die_tip(d)))
        return out

    def targets(self, payload, view) -> list[Target]:
        source = payload_single(payload)
        return [] if source is None else combined_on(self.t, source, "d")


class Mat(OwnMat, Part):
    """The rest of the seat's mat: the Early Morning box (where the last die may wait), this turn's
    free results and a combined result waiting for its use."""

    def __init__(self, t):
        super().__init__("mat", t, t.geometry.areas()["mat"])

    def paint_seat(self, surface, v, seat: int, top: int, own: bool) -> None:
        """This turn's free results, a combined result waiting, the status box."""
        t = self.t
        a = t.assets
        areas = t.geometry.areas(top)
        free = [k for k, (_, _, used) in enumerate(v.pool) if not used] if v.active == seat else []
        for k, rect in zip(free, t.geometry.free_rects(len(free), top)):
            if own and (t.drag.hides(("free", k)) or (t.combo and f"f{k}" in t.combo.split("+"))):
                continue
            if own and t.selected == ("source", f"f{k}"):
                paint.draw_glow(surface, rect, PALETTE["marigold_light"], 12, 255)
            surface.blit(t.piece_art.free_image(k, rect.w), rect)
        if not free and not (own and t.combo is not None):
            lab = T.text(a, W.t("none-yet"), "italic", 12, PALETTE["muted"])
            surface.blit(lab, lab.get_rect(midleft=(areas["free"].x + 12, areas["free"].y + 52)))
        if own and t.combo is not None:
            r = t.geometry.combo_rect()
            if not t.drag.hides(("combo",)):
                if t.selected == ("source", t.combo):
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 255)
                surface.blit(t.piece_art.combo_image(), r)
        t.mat_art.paint_status(surface, v, seat, areas["status"], own)

    def free(self, view) -> list[int]:
        # the free results are the player's to move: another's show on their mat, not here
        return [k for k, (_, _, used) in enumerate(view.pool) if not used] if view.active == self.t.seat else []

    def pieces(self, view) -> list[Piece]:
        t = self.t
        phase = t.my_phase()
        me = view.table[t.seat]
        # the box, while empty (a die kept there is the dice's piece: dragged onto a deck in solo)
        out = [] if EARLY in me.where else [
            Piece(("early",), t.geometry.areas()["early"], tooltip=t.tips.early_tip, click=lambda: t.click_target(("early",)))]
        free = self.free(view)
        for k, rect in zip(free, t.geometry.free_rects(len(free))):
            drag = ("source", f"f{k}") if phase is Phase.TURN and t.combo is None else None
            out.append(Piece(("free", k), rect, tooltip=t.tips.free_tip(k), drag=drag, click=lambda k=k: t.click_free(k)))
        if t.combo is not None:
            out.append(Piece(("combo",), t.geometry.combo_rect(), tooltip=t.tips.combo_tip, drag=("source", t.combo),
                             click=t.click_combo))
        return out

    def targets(self, payload, view) -> list[Target]:
        source = payload_single(payload)
        if source is None:
            return []
        out = combined_on(self.t, source, "f")
        if source.startswith("d"):
            out.append(Target(("early",), self.t.geometry.areas()["early"], Offer(("early",), W.EARLY_HINT.format(), ("early",))))
        return out


class Stall(OwnMat, Hand):
    """The seat's Market Stall: a card is clicked to use its bonus, takes a die when its bonus is a
    free result, and in solo is dragged onto a customer to be sold."""

    def __init__(self, t):
        super().__init__("stall", t, t.geometry.areas()["stall"])

    def paint_seat(self, surface, v, seat: int, top: int, own: bool) -> None:
        """A Market Stall's title and its cards (used ones turned sideways)."""
        t = self.t
        p = v.table[seat]
        suggest = t.suggestion_keys() if own else set()
        stall = t.geometry.areas(top)["stall"]
        value = sum(t.data.card(c).value for c in p.stall)
        t.mat_art.panel_title(surface, stall, W.stall_title(t.mat_art.whose(seat), value))
        for card, rect in zip(p.stall, t.geometry.stall_rects(len(p.stall), top)):
            key = ("card", card)
            if own:
                if t.choreo.moving(key) or t.drag.hides(("scard", card)):
                    continue
            t.piece_art.paint_card(surface, card, rect, used=card in p.used, glow=("scard", card) in suggest)

    def cards(self, view):
        me = view.table[self.t.seat]
        return list(zip(me.stall, self.t.geometry.stall_rects(len(me.stall))))

    def card_piece(self, card, rect, view) -> list[Piece]:
        t = self.t
        drag = ("scard", card) if t.my_phase() is Phase.SELL else None
        return [Piece(("scard", card), rect, tooltip=t.tips.card_tip(card, "stall"), drag=drag,
                      click=lambda c=card: t.click_stall(c), enlarged=t.tips.card_enlarged(card))]

    def targets(self, payload, view) -> list[Target]:
        t = self.t
        source = payload_single(payload)
        if source is None or not source.startswith("d"):
            return []
        out = []
        for card, rect in self.cards(view):
            c = t.data.card(card)
            if c.effect == "free_result":
                act = ("combine_with", Activate(card, ()), source)
                out.append(Target(("combine_card", card), rect, Offer(act, W.COMBINE_WITH_HINT.format(name=W.card_name(c)), act)))
        return out


__all__ = ["Dice", "Mat", "OwnMat", "Stall", "Workshop", "combined_on", "payload_single", "payload_source"]
