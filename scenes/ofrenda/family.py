"""The family board (portraits, candles, deck and bag) and Abuela's corner: their slots and how
they paint themselves."""
from __future__ import annotations

from game.rules.ofrenda import words
from game.rules.ofrenda.state import Phase
from scenes.assets import PALETTE
from scenes.kit.board import Board, Slot
from scenes.ofrenda.layout import ABUELA_RECT, CANDLE_S, CARD, MARKET_RECT, PILE_CARD, R
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.cards import draw_card, draw_pile, draw_stack
from scenes.widgets.tween import pulse


class FamilyBoard(Board, name="family-board", rect=MARKET_RECT):
    """The family board: the deck, the candle bag, the four portrait spaces (``space:0`` furthest
    from the deck, free) and the candle above each (``candle:0``...)."""

    def slots(self, view) -> list[Slot]:
        t = self.t
        out = [Slot("deck", t.geometry.deck_rect, t.tips.deck, key=("deck",)),
               Slot("bag", t.geometry.bag_rect, t.tips.bag, key=("bag",))]
        for i, card in enumerate(view.market):
            if card is not None:
                out.append(Slot(f"space:{i}", t.geometry.market_card_rect(i), t.tips.market(i, card),
                                t.click_market(i), ("market", i), key=("market", i)))
        for i, candle in enumerate(view.market_candles):
            if candle is not None:
                out.append(Slot(f"candle:{i}", t.geometry.market_candle_rect(i).inflate(8, 6), t.tips.market_candle(i, candle),
                                t.click_market_candle(i), ("market_candle", i), key=("market_candle", i)))
        return out

    def slice(self, view):
        return (view.market, view.market_candles, view.market_marigolds, view.deck_count, view.bag_count, view.phase,
                view.current == self.t.seat, view.taken_space, view.you.marigolds)

    def paint(self, surface, view) -> None:
        """The deck, the candle bag, the portraits and candles for sale, and what taking one costs."""
        t = self.t
        a = t.assets
        hover = t.hover_key
        phase = view.phase
        # deck and candle bag
        draw_stack(surface, a, t.art.back(CARD), t.geometry.deck_rect, view.deck_count)
        bag = t.geometry.bag_rect
        surface.blit(a.sprite("icons/candle.png", (30, 30)), (bag.centerx - 24, bag.centery - 15))
        bc = paint.pill(a, f"\u00d7{view.bag_count}", 13, border=None, bg=(20, 10, 36, 200))
        surface.blit(bc, (bag.centerx + 4, bag.centery - bc.get_height() // 2))
        # candles
        for i, candle in enumerate(view.market_candles):
            if candle is None:
                continue
            key = ("c", candle)
            rect = t.geometry.market_candle_rect(i)
            if t.anim.moving(key) or t.drag.hides(("market_candle", i)):
                continue
            lifted = rect.move(0, -3) if hover == ("market_candle", i) and phase is Phase.TAKE_CANDLE else rect
            t.look.glow_if(surface, lifted, ("market_candle", i), 8)
            draw_card(surface, t.art.candle(candle, False, CANDLE_S), lifted, shadow=True)
            if phase is Phase.TAKE_CANDLE and view.current == t.seat:
                free = view.taken_space == i
                tag = paint.pill(a, words.t("free-tag") if free else "1", 12, fg=(20, 30, 20) if free else PALETTE["bone"],
                                 bg=(120, 230, 150, 240) if free else (60, 30, 80, 240),
                                 border=None, icon=None if free else "icons/marigold.png", pad=(6, 1))
                surface.blit(tag, tag.get_rect(midleft=(rect.right - 4, rect.bottom - 8)))
        # portraits
        for i, card in enumerate(view.market):
            if card is None:
                continue
            key = ("p", card)
            if t.anim.moving(key) or t.drag.hides(("market", i)):
                continue
            rect = t.geometry.market_card_rect(i)
            hovered = hover == ("market", i) and phase is Phase.TAKE_PORTRAIT and not t.drag.dragging
            if hovered:
                rect = rect.move(0, -4)
                paint.draw_glow(surface, rect, PALETTE["marigold_light"], 10, 200, 0.7)
            t.look.glow_if(surface, rect, ("market", i))
            draw_card(surface, t.art.portrait(card, False, CARD), rect)
            self.marigold_pile(surface, rect, view.market_marigolds[i])
        # what each portrait costs to take (hovering one shows the full price and the gain)
        hovered_space = hover[1] if isinstance(hover, tuple) and hover[0] == "market" else None
        if phase is Phase.TAKE_PORTRAIT and view.current == t.seat:
            for i, card in enumerate(view.market):
                if card is None or i == hovered_space or t.anim.moving(("p", card)):
                    continue
                r = t.geometry.market_card_rect(i)
                ok = i <= view.you.marigolds
                if i == 0:
                    tag = paint.pill(a, words.t("free-tag"), 12, fg=(20, 40, 24), bg=(130, 230, 150, 245), border=None,
                                     pad=(7, 1))
                else:
                    tag = paint.pill(a, str(i), 12, fg=PALETTE["bone"],
                                     bg=(60, 30, 80, 245) if ok else (130, 30, 40, 245),
                                     border=None, icon="icons/marigold.png", pad=(6, 1))
                surface.blit(tag, tag.get_rect(midtop=(r.centerx, r.bottom - 7)))
        # the cost of taking the hovered portrait, shown before committing
        if isinstance(hover, tuple) and hover[0] == "market" and phase is Phase.TAKE_PORTRAIT \
                and not t.drag.dragging and view.market[hover[1]] is not None:
            space = hover[1]
            for j in range(space):
                r = t.geometry.market_card_rect(j)
                ghost = t.art.marigold(30).copy()
                ghost.set_alpha(190)
                surface.blit(ghost, (r.right - 26, r.bottom - 34))
                plus = paint.pill(a, "+1", 12, bg=(60, 20, 40, 230), pad=(5, 1))
                surface.blit(plus, (r.right - 24, r.bottom - 14))
            for tag, where in self.price_tags(view, space):
                surface.blit(tag, where)

    def price_tags(self, view, space: int) -> list:
        """The price of taking the portrait on ``space`` and the marigolds it gains, as badges (surface,
        rect) at the foot of its card and no wider than it: the tooltip opens right beside the card, and
        its neighbours lie close on either side. The gain, if any, sits just above the price."""
        a = self.t.assets
        cost = space
        gain = view.market_marigolds[space]
        ok = cost <= view.you.marigolds
        bg = (20, 90, 60, 240) if ok else (130, 30, 40, 240)
        tag = paint.pill(a, words.t("free") if cost == 0 else words.t("tag-cost", n=cost), 13, fg=PALETTE["bone"], bg=bg,
                         icon="icons/marigold.png")
        r = self.t.geometry.market_card_rect(space)
        price = tag.get_rect(midtop=(r.centerx, r.bottom - 10))
        out = [(tag, price)]
        if gain:
            plus = paint.pill(a, f"gain {gain}", 12, fg=PALETTE["bone"], bg=(20, 90, 60, 240),
                              icon="icons/marigold.png", pad=(6, 1))
            out.insert(0, (plus, plus.get_rect(midbottom=(r.centerx, price.top + 2))))
        return out

    def marigold_pile(self, surface, rect, n: int) -> None:
        """The marigolds lying on a portrait for sale."""
        if n <= 0:
            return
        m = self.t.art.marigold(26)
        for k in range(min(n, 3)):
            surface.blit(m, (rect.x + 4 + 7 * k, rect.y + 40 - 3 * k))
        if n > 1:
            badge = paint.pill(self.t.assets, f"\u00d7{n}", 12, pad=(5, 1))
            surface.blit(badge, (rect.x + 26, rect.y + 56))


class AbuelaCorner(Board, name="abuela", rect=ABUELA_RECT):
    """Abuela (solo): her portrait, her die and her discards."""

    def slots(self, view) -> list[Slot]:
        t = self.t
        return [Slot("abuela", R(ABUELA_RECT.x + 10, ABUELA_RECT.y + 10, 112, 104), t.tips.abuela, key=("abuela",)),
                Slot("die", R(ABUELA_RECT.x + 128, ABUELA_RECT.y + 8, 124, 104), t.tips.dice, key=("dice",)),
                Slot("discards", t.geometry.abuela_pile_rect.union(t.geometry.abuela_candle_rect).inflate(8, 8), t.tips.abuela_pile,
                     key=("abuela_pile",))]

    def slice(self, view):
        # (her summary reads the view's events: it changes with every version)
        return view.last_rolls, view.abuela_portraits, view.abuela_candles, len(view.events), self.t.version

    def paint(self, surface, view) -> None:
        """Abuela, her die, what she did last and her discards."""
        t = self.t
        a = t.assets
        r = ABUELA_RECT
        busy = t.automaton_pending
        por = R(r.x + 14, r.y + 12, 100, 100)
        if busy:
            k = 0.5 + 0.5 * pulse(t.time, 0.9)
            light = paint.radial(78, PALETTE["magenta"], int(120 + 100 * k))
            surface.blit(light, light.get_rect(center=por.center))
        surface.blit(a.sprite("ofrenda/abuela.png", por.size), por)
        surface.blit(T.text(a, "Abuela", "display", 24, PALETTE["marigold_light"]), (r.x + 128, r.y + 8))
        # dice
        rolls = view.last_rolls
        tumbling = busy or t.dice.tumbling
        n_dice = 0
        if tumbling or rolls:
            n_dice = (1 if busy else len(rolls) or 1) if tumbling else len(rolls)
            t.dice.draw(surface, a, [t.geometry.die_rect(i) for i in range(2)], rolls, t.time,
                        tumbling_dice=n_dice if tumbling else None)
        else:
            n_dice = 1
            img = t.art.die(0, t.geometry.die_rect(0).w).copy()
            img.set_alpha(110)
            surface.blit(img, t.geometry.die_rect(0))
        # what she did last
        x0 = t.geometry.die_rect(max(1, n_dice)).x + 10
        w = t.geometry.abuela_pile_rect.x - x0 - 12
        summary = self.summary(view)
        if busy:
            summary = "[i]rolls her die…[/i]"
        elif not summary and not rolls:
            summary = "[c=muted][i]She rolls before each of your turns.[/i][/c]"
        if summary:
            img = T.render_rich(a, summary, w, size=13, colour=(225, 212, 238), line_gap=0)
            surface.blit(img, (x0, r.y + 50 + max(0, (48 - img.get_height()) // 2)))
        # her discards
        pile = t.geometry.abuela_pile_rect
        shown = [c for c in view.abuela_portraits if not t.anim.moving(("p", c))]
        if shown:
            draw_pile(surface, [t.art.portrait(c, False, PILE_CARD) for c in shown[-3:]], pile, (-6, 4, -2),
                      shadow=True)
        else:
            surface.blit(t.art.slot(None, PILE_CARD), pile)
        cnt = paint.pill(a, str(len(view.abuela_portraits)), 12, pad=(6, 1))
        surface.blit(cnt, cnt.get_rect(midtop=(pile.centerx, pile.bottom - 8)))
        crect = t.geometry.abuela_candle_rect
        cshown = [c for c in view.abuela_candles if not t.anim.moving(("c", c))]
        if cshown:
            surface.blit(t.art.candle(cshown[-1], False, (28, 37)), crect)
        else:
            img = a.sprite("icons/candle.png", (24, 24)).copy()
            img.set_alpha(90)
            surface.blit(img, img.get_rect(center=crect.center))
        cc = paint.pill(a, str(len(view.abuela_candles)), 12, pad=(6, 1))
        surface.blit(cc, cc.get_rect(midtop=(crect.centerx, crect.bottom - 6)))
        label = T.text(a, words.t("her-discards"), "italic", 12, PALETTE["muted"])
        surface.blit(label, label.get_rect(bottomright=(r.right - 16, pile.y - 1)))

    def summary(self, view) -> str:
        """What she did on her last roll, in words (empty while she rolls)."""
        if not view.last_rolls or self.t.automaton_pending or self.t.dice.tumbling:
            return ""
        ev = evc = None
        for e in reversed(view.events):
            if e.kind == "abuela_candle" and ev is None:
                evc = e
            if e.kind == "abuela_portrait":
                ev = e
                break
        if ev is None:
            return ""
        roll, space, card = ev.data[:3]
        return words.abuela_summary(self.t.words, space, card, None if evc is None else evc.data[1],
                                    evc is not None and bool(evc.data[2]))
