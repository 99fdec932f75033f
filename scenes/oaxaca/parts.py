"""Oaxaca's parts: the five decks, the tourists, the seat's Workshop, dice and mat, its Market Stall,
the customers (solo) or the opponents' summaries, the gather panel and an opponent's mat shown
whole. Each part reads the table scene (``t``: the seat, the view, what a drop proposes) through
its public names only (never a private member: tests/test_parts_narrow.py), makes its pieces and
the drops it takes, and paints itself; the words of tooltips and hints come from the scene's
``tips`` and ``targets``. The parts of the seat's mat paint through the table's public
``draw_workshop``, ``draw_dice``, ``draw_mat`` and ``draw_stall``, which also draw an opponent's
mat shown whole.

Oaxaca takes drops piece by piece (a die onto one Workshop card, onto another die), so its parts
list their own :class:`~scenes.kit.parts.Target` s, each answered by the rules through the table.
"""
from __future__ import annotations

import pygame

from game.rules.oaxaca import words as W
from game.rules.oaxaca.actions import Activate, Craft, EarlyToken, Gather, Scrap, Sell, UseTourist
from game.rules.oaxaca.cards import CRAFTS, DAY, EARLY, NIGHT, WILD, result_name
from game.rules.oaxaca.state import Phase
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.kit.hand import Hand
from scenes.kit.opponents import Summary
from scenes.kit.parts import Offer, Part, Piece, Table, Target
from scenes.kit.pile import Pile
from scenes.oaxaca.layout import (
    DECK, PROMPT, RIGHT, SHEET, SUPPLY, TOP, TOURIST, TOURIST_COL, TOURIST_ROW, TOURIST_X0, TOURIST_Y,
)
from scenes.oaxaca.pieces import DIE_SPRITE, card_back, card_colour, card_face, tourist_face
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.dice import die_face


def _source(payload) -> str | None:
    """The die or result a payload carries (``None``: it is not one)."""
    return payload[1] if payload and payload[0] == "source" else None


def _single(payload) -> str | None:
    """The single die or free result a payload carries (``None``: none, or a combination)."""
    source = _source(payload)
    return source if source is not None and "+" not in source else None


def _combined_on(t, source: str, kind: str) -> list[Target]:
    """``source`` dropped on another result of ``kind`` on the mat (``d`` a die, ``f`` a free
    result): the two combined."""
    return [t.combine_target(source, other) for other in t.combinable(source)
            if other.startswith(kind) and t.source_rect(other) is not None]


class Market(Part):
    """The market's panel, under the decks, the supply and the tourists."""

    def __init__(self):
        super().__init__("market", TOP)

    def paint(self, surface, view) -> None:
        paint.rrect(surface, TOP, (20, 10, 34, 170), 14)


class Prompt(Part):
    """The prompt line along the foot of the table (what to do now, and its buttons): the scene draws
    it; the part only names its place (a guided game lights it)."""

    def __init__(self):
        super().__init__("prompt", PROMPT)


class Supply(Part):
    """The supply of craft tokens beside the decks."""

    def __init__(self, t):
        super().__init__("supply", SUPPLY)
        self.t = t

    def slice(self, view):
        return view.supply

    def paint(self, surface, view) -> None:
        a, s = self.t.assets, SUPPLY
        img = a.sprite("oaxaca/token.png", (30, 30))
        for k in range(min(5, max(1, view.supply // 10))):
            surface.blit(img, (s.centerx - 15 + (k % 2) * 4, s.y + 40 - k * 6))
        lab = T.text(a, f"\u00d7{view.supply}", "bold", 13)
        surface.blit(lab, lab.get_rect(midtop=(s.centerx, s.y + 76)))
        cap = T.text(a, "supply", "italic", 11, PALETTE["muted"])
        surface.blit(cap, cap.get_rect(midtop=(s.centerx, s.y + 94)))


class Deck(Pile):
    """A handicraft deck (``deck:pottery``): a die gathers here, a Workshop card is scrapped back
    to it, and in solo the early die leaves a bonus token beside it."""

    def __init__(self, t, index: int):
        self.index, self.craft = index, CRAFTS[index]
        super().__init__(f"deck:{self.craft}", t.deck_rect(index))
        self.t = t

    def slice(self, view):
        return len(view.deck(self.craft)), dict(view.deck_tokens).get(self.craft, 0)

    def paint(self, surface, view) -> None:
        """The deck (its count under it; in solo its bonus tokens beside it)."""
        t, craft, r = self.t, self.craft, self.rect
        a = t.assets
        n = len(view.deck(craft))
        for k in range(min(3, max(0, n - 1)), 0, -1):
            surface.blit(card_back(a, craft, DECK), r.move(k * 2, -k * 2))
        paint.draw_shadow(surface, r, 8, 6, 110, (2, 5))
        if n:
            surface.blit(card_back(a, craft, DECK), r)
        else:
            paint.outline(surface, r, (200, 180, 220), 2, 8, dashed=True)
        if ("deck", craft) in t.suggestion_keys():
            paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 220)
        count = paint.pill(a, str(n), 12)
        surface.blit(count, count.get_rect(midbottom=(r.centerx, r.bottom + 8)))
        tokens = dict(view.deck_tokens).get(craft, 0)
        if t.solo and tokens:
            tok = paint.pill(a, f"+{tokens}", 12, fg=(40, 24, 10), bg=(236, 198, 138, 250), border=(120, 74, 34),
                             icon="oaxaca/token.png")
            surface.blit(tok, tok.get_rect(topright=(r.right + 4, r.y - 4)))

    def pieces(self, view) -> list[Piece]:
        t, craft = self.t, self.craft
        return [Piece(("deck", craft), self.rect, tooltip=t.deck_tip(craft),
                      click=lambda: t.click_target(("deck", craft)))]

    def targets(self, payload, view) -> list[Target]:
        t, craft, key = self.t, self.craft, ("deck", self.craft)
        source = _source(payload)
        if source is not None:
            act = Gather(source, craft)
            return [Target(key, self.rect, Offer(act, W.GATHER_HINT.format(craft=t.words.craft(craft), draws=t.draws(source, t.source_faces(source))),
                                                  act))]
        if payload and payload[0] == "early_die":
            act = EarlyToken(craft)
            return [Target(key, self.rect, Offer(act, W.EARLY_TOKEN_HINT.format(craft=t.words.craft(craft)), act))]
        if payload and payload[0] == "wcard":
            own = t.data.card(payload[1]).craft
            if own == craft:
                act = Scrap(payload[1])
                return [Target(key, self.rect, Offer(act, W.SCRAP_HINT, act))]
            return [Target(key, self.rect, Offer(None, refusal=W.WRONG_DECK.format(craft=t.words.craft(own))))]
        return []


class Tourists(Part):
    """The tourists, a column per round, and the one drawn this round into the seat's mat: each is
    sent a meeple by a click; one giving a free result takes a die (used and combined at once)."""

    def __init__(self, t):
        super().__init__("tourists", t.tourist_rect(0).union(t.tourist_rect(5)))
        self.t = t

    def slice(self, view):
        return self.t.view_facts()["market"][3:]  # (worked out once per view)

    def paint(self, surface, view) -> None:
        """The tourists, a column per round, the marker token between this round's two."""
        t = self.t
        a = t.assets
        suggest = t.suggestion_keys()
        now = view.state.current_tourists()
        visitors = t.visitors()
        for i, tourist in enumerate(view.grid):
            r = t.tourist_rect(i)
            surface.blit(tourist_face(a, t.data.tourists[tourist], TOURIST, dim=tourist not in now), r)
            if tourist in now:
                pygame.draw.rect(surface, PALETTE["marigold_light"], r.inflate(4, 4), 2, border_radius=9)
            if ("tourist", tourist) in suggest:
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 220)
            for k, seat in enumerate(visitors.get(tourist, [])):
                m = a.sprite(f"oaxaca/meeple_{seat % 4 + 1}.png", (22, 22))
                surface.blit(m, (r.right - 16 - k * 14, r.y - 8))
        col = min(max(view.round, 0), 2)
        mark = a.sprite("oaxaca/token.png", (20, 20))
        surface.blit(mark, mark.get_rect(center=(TOURIST_X0 + col * TOURIST_COL + TOURIST[0] // 2,
                                                 TOURIST_Y + TOURIST[1] + (TOURIST_ROW - TOURIST[1]) // 2)))
        for c in range(3):
            lab = T.text(a, W.ROUND.format(round=c + 1), "bold" if c == col else "italic", 11,
                         PALETTE["marigold_light"] if c == col else PALETTE["muted"])
            surface.blit(lab, lab.get_rect(midtop=(TOURIST_X0 + c * TOURIST_COL + TOURIST[0] // 2, TOURIST_Y + 134)))

    def placed(self, view) -> list[tuple[str, pygame.Rect]]:
        t = self.t
        out = [(tourist, t.tourist_rect(i)) for i, tourist in enumerate(view.grid)]
        extra = view.table[t.seat].extra
        if extra is not None:
            out.append((extra, t.extra_rect()))
        return out

    def pieces(self, view) -> list[Piece]:
        t = self.t
        return [Piece(("tourist", tourist), rect, tooltip=t.tourist_tip(tourist), enlarged=t.tourist_enlarged(tourist),
                      click=lambda x=tourist: t.click_tourist(x)) for tourist, rect in self.placed(view)]

    def targets(self, payload, view) -> list[Target]:
        t = self.t
        source = _single(payload)
        if source is None or not source.startswith("d"):
            return []
        me = view.table[t.seat]
        out = []
        for tourist, rect in self.placed(view):
            if t.data.tourists[tourist].effect != "free_result":
                continue
            act = UseTourist(tourist, ())
            if t.why_not(("combine_with", act, source)) is not None and tourist not in view.state.current_tourists() \
                    and tourist != me.extra:
                continue  # another round's tourist: not a place to drop anything
            out.append(Target(("combine_card", tourist), rect,
                              Offer(("combine_with", act, source), W.COMBINE_WITH_HINT.format(name=t.data.tourists[tourist].name),
                                    ("combine_with", act, source))))
        return out


class OwnMat:
    """Mixed into the parts of the seat's own mat (Workshop, dice, mat, Market Stall): each shows the
    mat as worked out once per view and is drawn by ``draw``, the table's drawing of that part of
    any player's mat (an opponent's is drawn the same when shown whole)."""

    def __init__(self, name: str, t, draw, rect):
        super().__init__(name, rect)
        self.t, self.draw = t, draw

    def slice(self, view):
        return self.t.view_facts()["play"]

    def paint(self, surface, view) -> None:
        self.draw(surface, view, self.t.seat, 214, own=True)


class Workshop(OwnMat, Hand):
    """The seat's Workshop: its cards (scrapped by a drag onto their deck) and, for a die, the
    whole box (a single craft works every card of it) or one card (a wild, or several crafts)."""

    def __init__(self, t):
        super().__init__("workshop", t, t.draw_workshop, t.areas()["workshop"])

    def box(self) -> pygame.Rect:
        return self.t.areas()["workshop"]

    def cards(self, view):
        me = view.table[self.t.seat]
        return list(zip(me.workshop, self.t.workshop_rects(len(me.workshop), self.t.capacity(view))))

    def card_piece(self, card, rect, view) -> list[Piece]:
        t = self.t
        drag = ("wcard", card) if t.my_phase() is Phase.TURN and t.selected is None and t.combo is None else None
        return [Piece(("wcard", card), rect, tooltip=t.card_tip(card, "workshop"), drag=drag,
                      click=lambda c=card: t.click_workshop(c), tip_side="right", enlarged=t.card_enlarged(card))]

    def pieces(self, view) -> list[Piece]:
        t = self.t
        return [Piece(("workshop",), self.box(), tooltip=t.workshop_tip,
                      click=lambda: t.click_target(("workshop",)))] + super().pieces(view)

    def targets(self, payload, view) -> list[Target]:
        t = self.t
        source = _source(payload)
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
        areas = t.areas()  # the Daylight and Nightfall boxes (the early die is the mat's box)
        super().__init__("dice", t, t.draw_dice, areas["day"].union(areas["night"]))

    def pieces(self, view) -> list[Piece]:
        t = self.t
        me = view.table[t.seat]
        phase = t.my_phase()
        out = []
        for d in range(len(me.faces)):
            if me.where[d] == DAY:
                drag = ("source", f"d{d}") if phase is Phase.TURN and t.combo is None else None
                out.append(Piece(("die", d), t.die_rect(me, d), tooltip=t.die_tip(d), drag=drag,
                                 click=lambda d=d: t.click_die(d)))
            elif me.where[d] == EARLY:
                drag = ("early_die", d) if phase is Phase.EARLY else None
                out.append(Piece(("early_die", me.faces[d]), t.early_rect(), tooltip=t.die_tip(d), drag=drag,
                                 click=lambda d=d: t.click_early(d)))
            else:
                out.append(Piece(("night", d), t.die_rect(me, d), tooltip=t.die_tip(d)))
        return out

    def targets(self, payload, view) -> list[Target]:
        source = _single(payload)
        return [] if source is None else _combined_on(self.t, source, "d")


class Mat(OwnMat, Part):
    """The rest of the seat's mat: the Early Morning box (where the last die may wait), this turn's
    free results and a combined result waiting for its use."""

    def __init__(self, t):
        super().__init__("mat", t, t.draw_mat, t.areas()["mat"])

    def free(self, view) -> list[int]:
        # the free results are the player's to move: another's show on their mat, not here
        return [k for k, (_, _, used) in enumerate(view.pool) if not used] if view.active == self.t.seat else []

    def pieces(self, view) -> list[Piece]:
        t = self.t
        phase = t.my_phase()
        me = view.table[t.seat]
        # the box, while empty (a die kept there is the dice's piece: dragged onto a deck in solo)
        out = [] if EARLY in me.where else [
            Piece(("early",), t.areas()["early"], tooltip=t.early_tip, click=lambda: t.click_target(("early",)))]
        free = self.free(view)
        for k, rect in zip(free, t.free_rects(len(free))):
            drag = ("source", f"f{k}") if phase is Phase.TURN and t.combo is None else None
            out.append(Piece(("free", k), rect, tooltip=t.free_tip(k), drag=drag, click=lambda k=k: t.click_free(k)))
        if t.combo is not None:
            out.append(Piece(("combo",), t.combo_rect(), tooltip=t.combo_tip, drag=("source", t.combo),
                             click=t.click_combo))
        return out

    def targets(self, payload, view) -> list[Target]:
        source = _single(payload)
        if source is None:
            return []
        out = _combined_on(self.t, source, "f")
        if source.startswith("d"):
            out.append(Target(("early",), self.t.areas()["early"], Offer(("early",), W.EARLY_HINT, ("early",))))
        return out


class Stall(OwnMat, Hand):
    """The seat's Market Stall: a card is clicked to use its bonus, takes a die when its bonus is a
    free result, and in solo is dragged onto a customer to be sold."""

    def __init__(self, t):
        super().__init__("stall", t, t.draw_stall, t.areas()["stall"])

    def cards(self, view):
        me = view.table[self.t.seat]
        return list(zip(me.stall, self.t.stall_rects(len(me.stall))))

    def card_piece(self, card, rect, view) -> list[Piece]:
        t = self.t
        drag = ("scard", card) if t.my_phase() is Phase.SELL else None
        return [Piece(("scard", card), rect, tooltip=t.card_tip(card, "stall"), drag=drag,
                      click=lambda c=card: t.click_stall(c), enlarged=t.card_enlarged(card))]

    def targets(self, payload, view) -> list[Target]:
        t = self.t
        source = _single(payload)
        if source is None or not source.startswith("d"):
            return []
        out = []
        for card, rect in self.cards(view):
            c = t.data.card(card)
            if c.effect == "free_result":
                act = ("combine_with", Activate(card, ()), source)
                out.append(Target(("combine_card", card), rect, Offer(act, W.COMBINE_WITH_HINT.format(name=c.name), act)))
        return out


class Customers(Part):
    """Solo: the five customer dice (clicked to roll again, a stall card sold by a drop on one)."""

    def __init__(self, t):
        super().__init__("customers", pygame.Rect(RIGHT.x, RIGHT.y + 4, RIGHT.w, 150))  # (their panel: market.py)
        self.t = t

    def pieces(self, view) -> list[Piece]:
        t = self.t
        return [Piece(("customer", i), rect, tooltip=t.customer_tip(i), click=lambda i=i: t.click_customer(i))
                for i, rect in enumerate(t.customer_rects())]

    def slice(self, view):
        return view.customers, view.sold_to, view.score

    def paint(self, surface, view) -> None:
        """The customers' panel in the right column."""
        t = self.t
        a, r = t.assets, self.rect
        paint.draw_panel(surface, a, r, 235, title="Customers")
        selling = t.my_phase() is Phase.SELL
        suggest = t.suggestion_keys()
        for i, rect in enumerate(t.customer_rects()):
            if ("customer", i) in suggest:
                paint.draw_glow(surface, rect, PALETTE["marigold_light"], 10, 220)
            tumble = t.tumbles.get(("customer", i))
            if tumble is not None and tumble.tumbling:
                tumble.draw(surface, a, [rect], [view.customers[i]], t.time)
                continue
            surface.blit(die_face(a, view.customers[i], rect.w, DIE_SPRITE), rect)
            if view.sold_to[i]:
                surface.blit(paint.dim(rect.size, 170, 8), rect)
                lab = T.text(a, "sold", "bold", 11, (160, 230, 180))
                surface.blit(lab, lab.get_rect(center=rect.center))
            if i in t.customer_marks:
                paint.outline(surface, rect.inflate(6, 6), (255, 120, 120), 3, 10)
        line = "Each buys one card a round." if not selling else "Drag stall cards onto them."
        img = T.text(a, line, "italic", 12, PALETTE["muted"])
        surface.blit(img, (r.x + 14, r.y + 92))
        rev = t.data.review(view.score)
        img = T.text(a, W.REVIEW.format(points=view.score, title=rev.title), "bold", 12, PALETTE["marigold_light"])
        surface.blit(img, (r.x + 14, r.y + 112))

    def targets(self, payload, view) -> list[Target]:
        t = self.t
        if not payload or payload[0] != "scard":
            return []
        card = payload[1]
        out = []
        for i, rect in enumerate(t.customer_rects()):
            act = Sell(card, i)
            hint = t.price_text(card, i) if t.legal(act) else ""
            out.append(Target(("customer", i), rect.inflate(6, 6), Offer(act, hint, act)))
        return out


class Opponent(Summary):
    """An opponent's mat at a glance in the right column (``seat:1`` the next seat); a click shows it whole."""

    def __init__(self, t, place: int):
        super().__init__(place, t.other_rect(place - 1))
        self.t = t

    def seat(self) -> int:
        return self.t.others_order()[self.place - 1]

    def slice(self, view):
        seat = self.seat()
        return seat, view.table[seat], seat in view.state.to_move(), sum(view.state.points(seat).values())

    def paint(self, surface, view) -> None:
        t, seat, r = self.t, self.seat(), self.rect
        a = t.assets
        p = view.table[seat]
        paint.draw_panel(surface, a, r, 235)
        if seat in t.session.to_move():
            pygame.draw.rect(surface, PALETTE["marigold_light"], r.inflate(-6, -6), 2, border_radius=12)
        meeple = a.sprite(f"oaxaca/meeple_{seat % 4 + 1}.png", (22, 22))
        surface.blit(meeple, (r.x + 10, r.y + 8))
        score = paint.pill(a, str(sum(view.state.points(seat).values())), 12)
        surface.blit(score, score.get_rect(topright=(r.right - 10, r.y + 8)))
        right = r.right - 10 - score.get_width()
        if t.thinking_seat == seat:
            think = paint.pill(a, "thinking\u2026", 11, fg=(40, 16, 30), bg=(255, 200, 90, 245))
            surface.blit(think, think.get_rect(topright=(r.right - 44, r.y + 9)))
            right = min(right, r.right - 44 - think.get_width())
        # the name before the score (a long one cut with an ellipsis)
        name = fit.cut(a, t.seat_name(seat), right - 6 - (r.x + 36), "bold", 14, PALETTE["marigold_light"])
        surface.blit(name, (r.x + 36, r.y + 9))
        for d in range(len(p.faces)):  # dice: Daylight bright, used dimmed
            rr = pygame.Rect(r.x + 10 + d * 24, r.y + 34, 22, 22)
            surface.blit(die_face(a, p.faces[d], 22, DIE_SPRITE), rr)
            if p.where[d] == NIGHT:
                surface.blit(paint.dim(rr.size, 150, 5), rr)
            elif p.where[d] == EARLY:
                pygame.draw.rect(surface, (255, 200, 140), rr, 1, border_radius=5)
        x = r.x + 140  # workshop cards as coloured chips with their tokens, the stall count
        for card in p.workshop[:3]:
            chip = pygame.Rect(x, r.y + 34, 20, 26)
            paint.rrect(surface, chip, card_colour(t.data.card(card)), 4)
            n = T.text(a, str(p.tokens_on(card)), "bold", 11, (255, 255, 255))
            surface.blit(n, n.get_rect(center=chip.center))
            x += 23
        counts = W.SEAT_COUNTS.format(workshop=len(p.workshop), stall=len(p.stall) - 1)
        surface.blit(T.text(a, counts, "body", 12, PALETTE["muted"]), (r.x + 10, r.y + 66))
        if p.meeple:
            m = T.text(a, "visited", "italic", 11, PALETTE["muted"])
            surface.blit(m, m.get_rect(topright=(r.right - 10, r.y + 68)))

    def pieces(self, view) -> list[Piece]:
        t, seat = self.t, self.seat()
        return [Piece(("other", seat), self.rect, tooltip=t.other_tip(seat), click=lambda: t.open_sheet(seat))]


class GatherPanel(Part):
    """The gathered cards being decided, over the veiled table, with their Keep (or On top and
    Bottom) buttons: a guided game lights it. Its place follows how many cards were drawn; while
    nothing is being gathered it has none."""

    def __init__(self, t):
        super().__init__("gather")
        self.t = t

    @property
    def rect(self) -> pygame.Rect:
        t = self.t
        if getattr(t, "view", None) is None or not t.gathering():
            return pygame.Rect(0, 0, 0, 0)
        return t.gather_rect(len(t.view.drawn))

    @rect.setter
    def rect(self, _value) -> None:  # the kit's Part sets an empty one; the panel's follows the view
        pass

    def paint(self, surface, view) -> None:
        t = self.t
        a, cards = t.assets, view.drawn
        box = t.gather_rect(len(cards))
        surface.blit(paint.rrect_surface((1044, 616), (8, 4, 16, 150), 14), (8, 48))
        paint.draw_panel(surface, a, box, 248)
        img = T.text(a, W.gathered_title(t.words, view.drawn_from, view.phase is Phase.KEEP), "bold", 16,
                     PALETTE["marigold_light"])
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 16)))
        suggest = t.suggestion_keys()
        for card, rect in zip(cards, t.drawn_rects(len(cards))):
            if card is None:
                surface.blit(card_back(a, view.drawn_from, rect.size), rect)
                continue
            if ("drawn", card) in suggest:
                paint.draw_glow(surface, rect, PALETTE["marigold_light"], 12, 230)
            paint.draw_shadow(surface, rect, 10, 8, 130, (3, 6))
            surface.blit(card_face(a, t.data.card(card), rect.size, t.solo), rect)


class Sheet(Part):
    """An opponent's mat shown whole (a click anywhere closes it)."""

    def __init__(self, t):
        super().__init__("sheet", SHEET)
        self.t = t

    def pieces(self, view) -> list[Piece]:
        if self.t.enlarged is None:
            return []
        return [Piece(("sheet",), self.rect, click=self.t.close_sheet, no_tooltip=True)]


def declare(t) -> Table:
    """The table's parts, bottom to top (a later part's pieces are found first)."""
    parts: list[Part] = [Market(), Prompt(), *(Deck(t, i) for i in range(len(CRAFTS))), Supply(t), Tourists(t), Workshop(t), Dice(t), Mat(t),
                         Stall(t)]
    if t.solo:
        parts.append(Customers(t))
    else:
        parts += [Opponent(t, place) for place in range(1, len(t.others_order()) + 1)]
    parts += [GatherPanel(t), Sheet(t)]
    return Table(parts, t.why_not, lambda: t.view, t.move_preview)


__all__ = ["Customers", "Deck", "Dice", "GatherPanel", "Market", "Mat", "Opponent", "Prompt", "Sheet", "Stall", "Supply",
           "Tourists", "Workshop", "declare"]
