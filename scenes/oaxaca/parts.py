"""Oaxaca's parts: the five decks, the tourists, the seat's Workshop, dice and mat, its Market Stall,
the customers (solo) or the opponents' summaries, the gather panel and an opponent's mat shown
whole. Each part reads the table (``t``: the seat, the view, what a drop proposes) and the objects
it holds (``t.geometry``, ``t.tips``, the painters ``t.piece_art`` and ``t.mat_art``) through their
public names only (never a private member: tests/test_parts_narrow.py), makes its pieces and the
drops it takes, and paints itself; the words of tooltips and hints come from the table's ``tips``
and ``targets``. The parts of the seat's own mat are in ``scenes.oaxaca.mat_parts``
(an opponent's mat shown whole is drawn by them too).

Oaxaca takes drops piece by piece (a die onto one Workshop card, onto another die), so its parts
list their own :class:`~scenes.kit.parts.Target` s, each answered by the rules through the table.
"""
from __future__ import annotations

import pygame

from game.rules.oaxaca import words as W
from game.rules.oaxaca.actions import EarlyToken, Gather, Scrap, Sell, UseTourist
from game.rules.oaxaca.cards import CRAFTS, EARLY, NIGHT
from game.rules.oaxaca.state import Phase
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.kit import prompt as prompt_bar
from scenes.kit.opponents import Summary
from scenes.kit.parts import Offer, Part, Piece, Table, Target
from scenes.kit.pile import Pile
from scenes.oaxaca.layout import (
    DECK, MARKET_DIE, PROMPT, RIGHT, SHEET, SUPPLY, TOP, TOURIST, TOURIST_COL, TOURIST_ROW, TOURIST_X0, TOURIST_Y, WORKSHOP_CHIP,
)
from scenes.oaxaca.mat_parts import Dice, Mat, Stall, Workshop, payload_single, payload_source
from scenes.oaxaca.pieces import DIE_SPRITE, card_back, card_colour, card_face, tourist_face
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.dice import die_face


class Market(Part):
    """The market's panel, under the decks, the supply and the tourists."""

    def __init__(self):
        super().__init__("market", TOP)

    def paint(self, surface, view) -> None:
        paint.rrect(surface, TOP, (20, 10, 34, 170), 14)


class Prompt(Part):
    """The prompt line along the foot of the table: what to do now (the table's ``prompt``) beside
    its buttons (drawn with it). A guided game lights it."""

    def __init__(self, t):
        super().__init__("prompt", PROMPT)
        self.t = t

    def paint(self, surface, view) -> None:
        t = self.t
        text = t.prompt()
        paint.rrect(surface, PROMPT, (26, 12, 40, 235), 12)
        pygame.draw.rect(surface, (236, 160, 40), PROMPT, 1, border_radius=12)
        prompt_bar.draw_line(surface, t.assets, PROMPT, text, t.buttons)


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
        cap = T.text(a, W.t("supply"), "italic", 11, PALETTE["muted"])
        surface.blit(cap, cap.get_rect(midtop=(s.centerx, s.y + 94)))


class Deck(Pile):
    """A handicraft deck (``deck:pottery``): a die gathers here, a Workshop card is scrapped back
    to it, and in solo the early die leaves a bonus token beside it."""

    def __init__(self, t, index: int):
        self.index, self.craft = index, CRAFTS[index]
        super().__init__(f"deck:{self.craft}", t.geometry.deck_rect(index))
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
        return [Piece(("deck", craft), self.rect, tooltip=t.tips.deck_tip(craft),
                      click=lambda: t.click_target(("deck", craft)))]

    def targets(self, payload, view) -> list[Target]:
        t, craft, key = self.t, self.craft, ("deck", self.craft)
        source = payload_source(payload)
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
                return [Target(key, self.rect, Offer(act, W.SCRAP_HINT.format(), act))]
            return [Target(key, self.rect, Offer(None, refusal=W.WRONG_DECK.format(craft=t.words.craft(own))))]
        return []


class Tourists(Part):
    """The tourists, a column per round, and the one drawn this round into the seat's mat: each is
    sent a meeple by a click; one giving a free result takes a die (used and combined at once)."""

    def __init__(self, t):
        super().__init__("tourists", t.geometry.tourist_rect(0).union(t.geometry.tourist_rect(5)))
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
            r = t.geometry.tourist_rect(i)
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
        out = [(tourist, t.geometry.tourist_rect(i)) for i, tourist in enumerate(view.grid)]
        extra = view.table[t.seat].extra
        if extra is not None:
            out.append((extra, t.geometry.extra_rect()))
        return out

    def pieces(self, view) -> list[Piece]:
        t = self.t
        return [Piece(("tourist", tourist), rect, tooltip=t.tips.tourist_tip(tourist), enlarged=t.tips.tourist_enlarged(tourist),
                      click=lambda x=tourist: t.click_tourist(x)) for tourist, rect in self.placed(view)]

    def targets(self, payload, view) -> list[Target]:
        t = self.t
        source = payload_single(payload)
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
                              Offer(("combine_with", act, source), W.COMBINE_WITH_HINT.format(name=W.tourist_name(t.data.tourists[tourist])),
                                    ("combine_with", act, source))))
        return out


class Customers(Part):
    """Solo: the five customer dice (clicked to roll again, a stall card sold by a drop on one)."""

    def __init__(self, t):
        super().__init__("customers", pygame.Rect(RIGHT.x, RIGHT.y + 4, RIGHT.w, 150))  # (their panel: market.py)
        self.t = t

    def pieces(self, view) -> list[Piece]:
        t = self.t
        return [Piece(("customer", i), rect, tooltip=t.tips.customer_tip(i), click=lambda i=i: t.click_customer(i))
                for i, rect in enumerate(t.geometry.customer_rects())]

    def slice(self, view):
        return view.customers, view.sold_to, view.score

    def paint(self, surface, view) -> None:
        """The customers' panel in the right column."""
        t = self.t
        a, r = t.assets, self.rect
        paint.draw_panel(surface, a, r, 235, title=W.t("customers"))
        selling = t.my_phase() is Phase.SELL
        suggest = t.suggestion_keys()
        for i, rect in enumerate(t.geometry.customer_rects()):
            if ("customer", i) in suggest:
                paint.draw_glow(surface, rect, PALETTE["marigold_light"], 10, 220)
            tumble = t.telling.tumbles.get(("customer", i))
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
        line = W.t("customers-each") if not selling else W.t("customers-drag")
        img = T.text(a, line, "italic", 12, PALETTE["muted"])
        surface.blit(img, (r.x + 14, r.y + 92))
        rev = t.data.review(view.score)
        img = T.text(a, W.REVIEW.format(points=view.score, title=W.review_title(rev)), "bold", 12, PALETTE["marigold_light"])
        surface.blit(img, (r.x + 14, r.y + 112))

    def targets(self, payload, view) -> list[Target]:
        t = self.t
        if not payload or payload[0] != "scard":
            return []
        card = payload[1]
        out = []
        for i, rect in enumerate(t.geometry.customer_rects()):
            act = Sell(card, i)
            hint = t.price_text(card, i) if t.legal(act) else ""
            out.append(Target(("customer", i), rect.inflate(6, 6), Offer(act, hint, act)))
        return out


class Opponent(Summary):
    """An opponent's mat at a glance in the right column (``seat:1`` the next seat); a click shows it whole."""

    def __init__(self, t, place: int):
        super().__init__(place, t.geometry.other_rect(place - 1))
        self.t = t

    def seat(self) -> int:
        return self.t.geometry.others_order()[self.place - 1]

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
            rr = pygame.Rect(r.x + 10 + d * 24, r.y + 34, *MARKET_DIE)
            surface.blit(die_face(a, p.faces[d], 22, DIE_SPRITE), rr)
            if p.where[d] == NIGHT:
                surface.blit(paint.dim(rr.size, 150, 5), rr)
            elif p.where[d] == EARLY:
                pygame.draw.rect(surface, (255, 200, 140), rr, 1, border_radius=5)
        x = r.x + 140  # workshop cards as coloured chips with their tokens, the stall count
        for card in p.workshop[:3]:
            chip = pygame.Rect(x, r.y + 34, *WORKSHOP_CHIP)
            paint.rrect(surface, chip, card_colour(t.data.card(card)), 4)
            n = T.text(a, str(p.tokens_on(card)), "bold", 11, (255, 255, 255))
            surface.blit(n, n.get_rect(center=chip.center))
            x += 23
        counts = W.SEAT_COUNTS.format(workshop=len(p.workshop), stall=len(p.stall) - 1)
        surface.blit(T.text(a, counts, "body", 12, PALETTE["muted"]), (r.x + 10, r.y + 66))
        if p.meeple:
            m = T.text(a, W.t("visited"), "italic", 11, PALETTE["muted"])
            surface.blit(m, m.get_rect(topright=(r.right - 10, r.y + 68)))

    def pieces(self, view) -> list[Piece]:
        t, seat = self.t, self.seat()
        return [Piece(("other", seat), self.rect, tooltip=t.tips.other_tip(seat), click=lambda: t.open_sheet(seat))]


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
        return t.geometry.gather_rect(len(t.view.drawn))

    @rect.setter
    def rect(self, _value) -> None:  # the kit's Part sets an empty one; the panel's follows the view
        pass

    def paint(self, surface, view) -> None:
        t = self.t
        a, cards = t.assets, view.drawn
        box = t.geometry.gather_rect(len(cards))
        surface.blit(paint.rrect_surface((1044, 616), (8, 4, 16, 150), 14), (8, 48))
        paint.draw_panel(surface, a, box, 248)
        img = T.text(a, W.gathered_title(t.words, view.drawn_from, view.phase is Phase.KEEP), "bold", 16,
                     PALETTE["marigold_light"])
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 16)))
        suggest = t.suggestion_keys()
        for card, rect in zip(cards, t.geometry.drawn_rects(len(cards))):
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

    def paint(self, surface, view) -> None:
        """The opponent's mat, whole, over the veiled table (drawn as the seat's own is: mat_parts.py)."""
        if self.t.enlarged is not None:
            self.t.mat_art.draw_sheet(surface, view, self.t.enlarged)


def declare(t) -> Table:
    """The table's parts, bottom to top (a later part's pieces are found first)."""
    parts: list[Part] = [Market(), Prompt(t), *(Deck(t, i) for i in range(len(CRAFTS))), Supply(t), Tourists(t), Workshop(t), Dice(t), Mat(t),
                         Stall(t)]
    if t.solo:
        parts.append(Customers(t))
    else:
        parts += [Opponent(t, place) for place in range(1, len(t.geometry.others_order()) + 1)]
    parts += [GatherPanel(t), Sheet(t)]
    return Table(parts, t.why_not, lambda: t.view, t.move_preview)


__all__ = ["Customers", "Deck", "Dice", "GatherPanel", "Market", "Mat", "Opponent", "Prompt", "Sheet", "Stall", "Supply",
           "Tourists", "Workshop", "declare"]
