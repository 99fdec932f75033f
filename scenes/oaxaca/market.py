"""The top of the table drawn: the top bar, the decks and supply, the tourists; the right column."""
from __future__ import annotations

import pygame

from game.rules.oaxaca import words as W
from game.rules.oaxaca.cards import CRAFTS, EARLY, NIGHT
from game.rules.oaxaca.state import Phase
from scenes.assets import PALETTE
from scenes.oaxaca.layout import DECK, MARKET_DIE, RIGHT, SUPPLY, TOURIST, TOURIST_COL, TOURIST_ROW, TOURIST_X0, TOURIST_Y, WORKSHOP_CHIP
from scenes.oaxaca.pieces import DIE_SPRITE, card_back, card_colour, tourist_face
from scenes.kit import fit
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.dice import die_face


class MarketArt:
    """The top of the table drawn: the top bar, the decks and supply, the tourists; the right column."""

    def _draw_topbar(self, surface, v) -> None:
        a = self.assets
        title = T.text(a, "Oaxaca", "display", 28, PALETTE["marigold"], scaled=False)
        surface.blit(title, (14, 6))
        x = 14 + title.get_width() + 16
        rnd = min(v.round, self.data.rounds - 1) + 1
        pills = [W.ROUND_OF.format(round=rnd, rounds=self.data.rounds)]
        if self.solo:
            pills.append(W.SALES.format(points=v.score))
        else:
            pills.append(self._named_pill(W.starts, v.start))
        if v.phase is Phase.TURN:
            pills.append(self._named_pill(W.whose_turn, v.active))
        for text in pills:
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        if self.solo:  # with several players the seed would let whoever starts the same deal see the decks
            seed = paint.pill(a, f"Seed {self.session.seed}", 12, fg=PALETTE["muted"], icon="icons/seed.png")
            surface.blit(seed, (x, 14))

    def _named_pill(self, say, seat: int) -> str:
        """A top bar pill's words about ``seat`` (None to ``say``: the seat on screen), a long name cut
        with an ellipsis so that the pills keep clear of the toolbar."""
        if seat == self.seat:
            return say(None)
        return fit.named(self.assets, say, self.seat_name(seat), fit.NAME_PILL_W, "bold", 14)

    def _draw_deck(self, surface, v, i: int) -> None:
        """Craft deck ``i`` (its count under it; in solo its bonus tokens beside it)."""
        a = self.assets
        craft = CRAFTS[i]
        r = self.deck_rect(i)
        n = len(v.deck(craft))
        for k in range(min(3, max(0, n - 1)), 0, -1):
            surface.blit(card_back(a, craft, DECK), r.move(k * 2, -k * 2))
        paint.draw_shadow(surface, r, 8, 6, 110, (2, 5))
        if n:
            surface.blit(card_back(a, craft, DECK), r)
        else:
            paint.outline(surface, r, (200, 180, 220), 2, 8, dashed=True)
        if ("deck", craft) in self.suggestion_keys():
            paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 220)
        count = paint.pill(a, str(n), 12)
        surface.blit(count, count.get_rect(midbottom=(r.centerx, r.bottom + 8)))
        tokens = dict(v.deck_tokens).get(craft, 0)
        if self.solo and tokens:
            tok = paint.pill(a, f"+{tokens}", 12, fg=(40, 24, 10), bg=(236, 198, 138, 250), border=(120, 74, 34),
                             icon="oaxaca/token.png")
            surface.blit(tok, tok.get_rect(topright=(r.right + 4, r.y - 4)))

    def _draw_supply(self, surface, v) -> None:
        """The supply of craft tokens."""
        a = self.assets
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
            lab = T.text(a, W.ROUND.format(round=c + 1), "bold" if c == col else "italic", 11,
                         PALETTE["marigold_light"] if c == col else PALETTE["muted"])
            surface.blit(lab, lab.get_rect(midtop=(TOURIST_X0 + c * TOURIST_COL + TOURIST[0] // 2, TOURIST_Y + 134)))

    def _draw_customers(self, surface, v) -> None:
        """Solo: the customers' panel in the right column."""
        a = self.assets
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
        img = T.text(a, W.REVIEW.format(points=v.score, title=rev.title), "bold", 12, PALETTE["marigold_light"])
        surface.blit(img, (r.x + 14, r.y + 112))

    def _draw_other(self, surface, v, seat: int, r: pygame.Rect) -> None:
        a = self.assets
        p = v.table[seat]
        acting = seat in self.session.to_move()
        paint.draw_panel(surface, a, r, 235)
        if acting:
            pygame.draw.rect(surface, PALETTE["marigold_light"], r.inflate(-6, -6), 2, border_radius=12)
        meeple = a.sprite(f"oaxaca/meeple_{seat % 4 + 1}.png", (22, 22))
        surface.blit(meeple, (r.x + 10, r.y + 8))
        pts = sum(v.state.points(seat).values())
        score = paint.pill(a, str(pts), 12)
        surface.blit(score, score.get_rect(topright=(r.right - 10, r.y + 8)))
        right = r.right - 10 - score.get_width()
        if self.thinking_seat == seat:
            think = paint.pill(a, "thinking\u2026", 11, fg=(40, 16, 30), bg=(255, 200, 90, 245))
            surface.blit(think, think.get_rect(topright=(r.right - 44, r.y + 9)))
            right = min(right, r.right - 44 - think.get_width())
        # the name before the score (a long one cut with an ellipsis)
        name = fit.cut(a, self.seat_name(seat), right - 6 - (r.x + 36), "bold", 14, PALETTE["marigold_light"])
        surface.blit(name, (r.x + 36, r.y + 9))
        # dice: Daylight bright, used dimmed
        for d in range(len(p.faces)):
            rr = pygame.Rect(r.x + 10 + d * 24, r.y + 34, *MARKET_DIE)
            surface.blit(die_face(a, p.faces[d], 22, DIE_SPRITE), rr)
            if p.where[d] == NIGHT:
                surface.blit(paint.dim(rr.size, 150, 5), rr)
            elif p.where[d] == EARLY:
                pygame.draw.rect(surface, (255, 200, 140), rr, 1, border_radius=5)
        # workshop cards as coloured chips with their tokens, the stall count
        x = r.x + 140
        for card in p.workshop[:3]:
            c = self.data.card(card)
            chip = pygame.Rect(x, r.y + 34, *WORKSHOP_CHIP)
            paint.rrect(surface, chip, card_colour(c), 4)
            n = T.text(a, str(p.tokens_on(card)), "bold", 11, (255, 255, 255))
            surface.blit(n, n.get_rect(center=chip.center))
            x += 23
        stall = T.text(a, W.SEAT_COUNTS.format(workshop=len(p.workshop), stall=len(p.stall) - 1), "body", 12, PALETTE["muted"])
        surface.blit(stall, (r.x + 10, r.y + 66))
        if p.meeple:
            m = T.text(a, "visited", "italic", 11, PALETTE["muted"])
            surface.blit(m, m.get_rect(topright=(r.right - 10, r.y + 68)))
