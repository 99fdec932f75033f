"""The other players: their panels, the Common Goals (or the turn order) and an opponent's ofrenda
shown large; what each holds and how it paints itself."""
from __future__ import annotations

import pygame

from game.rules.ofrenda import words
from game.rules.ofrenda.state import MARIGOLD
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.kit.board import Board, Slot
from scenes.kit.opponents import Summary
from scenes.kit.parts import Piece
from scenes.ofrenda.art import draw_ofrenda
from scenes.ofrenda.layout import BIG_BOARD, CANDLE_S, GOALS_RECT, PILE_CARD, R, board_layout
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.cards import draw_card


class Opponent(Summary):
    """Another player's panel in the right column (``seat:1`` is the next to play); a click
    shows their ofrenda large."""

    def __init__(self, t, place: int):
        super().__init__(place)
        self.t = t
        self.mini: tuple | None = None  # (what it shows, their ofrenda drawn small)

    def seat(self) -> int:
        return self.t.geometry.opponents()[self.place - 1]

    def pieces(self, view) -> list[Piece]:
        t, seat = self.t, self.seat()
        self.rect = t.geometry.opponent_rect(seat)
        return [Piece(("opponent", seat), self.rect, t.tips.opponent(seat), t.click_opponent(seat))]

    def slice(self, v):
        b = v.boards[self.seat()]
        return (v.current, v.is_over, v.turns, (b.seat, b.score.total, tuple(sorted(b.ofrenda.items())), b.lit,
                tuple(sorted(b.decorations.items())), b.lit_candles, b.marigolds, b.candles, b.tokens, b.known_hand,
                b.hand_size, len(b.discards), b.turns))

    def paint(self, surface, v) -> None:
        """The player's panel: name, score, their ofrenda small, storage, hand and discards at a glance."""
        t, seat = self.t, self.seat()
        a = t.assets
        b = v.boards[seat]
        r = t.geometry.opponent_rect(seat)
        current = v.current == seat and not v.is_over
        paint.draw_panel(surface, a, r, 232)
        if current:
            paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 210, 0.8)
            paint.rrect(surface, r.inflate(2, 2), PALETTE["marigold_light"] + (255,), 12, 2)
        if t.hover_key == ("opponent", seat) and t.enlarged is None:
            paint.rrect(surface, r.inflate(4, 4), PALETTE["turquoise_light"] + (255,), 13, 2)
        score = paint.pill(a, f"{b.score.total}", 13, icon="icons/lit.png", pad=(6, 1))
        room = r.w - score.get_width() - 26  # a long name is cut with an ellipsis before the score, its tag dropped
        name = T.ellipsized(a, t.seat_name(seat), room, "bold", 15,
                            PALETTE["marigold_light"] if current else PALETTE["bone"])
        surface.blit(name, (r.x + 10, r.y + 7))
        tag = T.text(a, t.tips.seat_tag(seat), "italic", 11, PALETTE["muted"])
        if name.get_width() + 6 + tag.get_width() <= room:
            surface.blit(tag, (r.x + 12 + name.get_width() + 6, r.y + 11))
        surface.blit(score, score.get_rect(topright=(r.right - 8, r.y + 6)))
        mini = t.geometry.mini_board_rect(seat)
        surface.blit(self.mini_board(seat, b, mini), (mini.x - 12, mini.y - 12))
        # storage, hand and discards at a glance
        x = r.x + 124
        y = r.y + 32
        m = t.art.marigold(18)
        surface.blit(m, (x, y))
        surface.blit(T.text(a, f"\u00d7{b.marigolds}", "bold", 13, PALETTE["bone"]), (x + 20, y + 1))
        surface.blit(a.sprite("icons/candle.png", (16, 16)), (x + 46, y + 1))
        surface.blit(T.text(a, f"{len(b.candles)}/3", "bold", 13, PALETTE["bone"]), (x + 62, y + 1))
        if b.tokens:
            tok = paint.pill(a, "+" + "+".join(str(n) for _, n in b.tokens), 11, icon="icons/seed.png",
                             bg=(90, 60, 20, 235), pad=(4, 0))
            surface.blit(tok, (x, y + 20))
        hand = t.geometry.opp_hand_rect(seat)
        known = [c for c in b.known_hand if not t.anim.moving(("p", c))]
        n_cards = b.hand_size - (len(b.known_hand) - len(known))
        for i in range(max(0, n_cards)):
            cr = R(hand.x + i * 12, hand.y, hand.w, hand.h)
            if i < n_cards - len(known):
                draw_card(surface, t.art.back((hand.w, hand.h)), cr, shadow=(i == 0))
            else:
                card = known[i - (n_cards - len(known))]
                draw_card(surface, t.art.portrait(card, False, (hand.w, hand.h)), cr, shadow=False)
        cr = t.geometry.opp_candle_rect(seat)
        if b.candles and not t.anim.moving(("c", b.candles[-1])):
            surface.blit(t.art.candle(b.candles[-1], False, cr.size), cr)
        if b.discards:
            d = paint.pill(a, words.t("end-discarded", n=len(b.discards)), 10, pad=(4, 0))
            surface.blit(d, d.get_rect(bottomright=(r.right - 6, r.bottom - 3)))

    def mini_board(self, seat: int, board, rect: pygame.Rect) -> pygame.Surface:
        """An opponent's ofrenda at panel size, redrawn only when it changes (or a piece is in flight)."""
        hidden = frozenset(s for s, c in board.ofrenda.items() if self.t.anim.moving(("p", c))) | frozenset(
            d for d, c in board.decorations.items() if c != MARIGOLD and self.t.anim.moving(("c", c)))
        key = (seat, tuple(sorted(board.ofrenda.items())), board.lit, tuple(sorted(board.decorations.items())),
               board.lit_candles, hidden, rect.size, self.t.high_contrast)
        hit = self.mini
        if hit is not None and hit[0] == key:
            return hit[1]
        surf = pygame.Surface((rect.w + 24, rect.h + 24), pygame.SRCALPHA)
        draw_ofrenda(surf, self.t.assets, self.t.data, R(12, 12, rect.w, rect.h), board, hidden=hidden)
        self.mini = (key, surf)
        return surf


class Goals(Board, name="goals", rect=GOALS_RECT):
    """The Common Goals (``goal:0``...), or the turn order when they are off (no slots)."""

    def slots(self, view) -> list[Slot]:
        t = self.t
        return [Slot(f"goal:{i}", t.geometry.goal_rect(i), t.tips.goal(i), key=("goal", i)) for i in range(len(view.goals))]

    def slice(self, v):
        return (v.goals, v.goal_stacks, v.start_seat, v.current, v.is_over, v.turns,
                tuple((b.seat, b.turns, b.score.total, b.tokens) for b in v.boards))

    def paint(self, surface, v) -> None:
        """The three Common Goals with their token stacks, or the turn order when they are off."""
        t = self.t
        a = t.assets
        r = GOALS_RECT
        if not v.goals:
            head = T.text(a, words.t("turn-order"), "bold", 15, PALETTE["marigold_light"])
            surface.blit(head, (r.x + 16, r.y + 10))
            n = len(v.boards)
            order = [(v.start_seat + k) % n for k in range(n)]
            w = (r.w - 32) // n
            for i, seat in enumerate(order):
                b = v.boards[seat]
                cell = R(r.x + 16 + i * w, r.y + 38, w - 10, 72)
                current = seat == v.current and not v.is_over
                bg = (255, 190, 80, 60) if current else (30, 16, 48, 200)
                surface.blit(paint.rrect_surface(cell.size, bg, 10), cell)
                if current:
                    paint.rrect(surface, cell, PALETTE["marigold_light"] + (255,), 10, 2)
                who = words.t("you") if seat == t.seat else t.seat_name(seat)
                name = fit.cut(a, f"{i + 1}. {who}", cell.w - 20, "bold", 14, PALETTE["bone"])  # a long one cut
                surface.blit(name, (cell.x + 10, cell.y + 8))
                surface.blit(T.text(a, words.t("turns-of", played=b.turns, turns=v.turns), "body", 12, PALETTE["muted"]),
                             (cell.x + 10, cell.y + 30))
                surface.blit(T.text(a, words.t("pts", n=b.score.total), "bold", 13, PALETTE["marigold_light"]),
                             (cell.x + 10, cell.y + 48))
            return
        for i, goal in enumerate(v.goals):
            g = t.data.goals[goal]
            gr = t.geometry.goal_rect(i)
            hovered = t.hover_key == ("goal", i)
            surface.blit(paint.gradient_rrect(gr.size, (70, 36, 96), (40, 20, 60), 10), gr)
            paint.rrect(surface, gr, (PALETTE["turquoise_light"] if hovered else PALETTE["marigold"]) + (255,), 10,
                        2 if hovered else 1)
            numeral = ("I", "II", "III")[g.type - 1]
            badge = paint.pill(a, numeral, 11, fg=(40, 16, 30), bg=(255, 205, 110, 250), border=None, pad=(5, 0))
            surface.blit(badge, (gr.x + 6, gr.y + 6))
            title = T.text(a, words.Plain(t.data).goal_name(goal), "bold", 13, PALETTE["bone"])
            surface.blit(title, (gr.x + 12 + badge.get_width(), gr.y + 5))
            body = T.render_rich(a, T.escape(words.goal_text(words.Plain(t.data), goal)), gr.w - 12, size=11,
                                 colour=(214, 200, 232), line_gap=0, scaled=False)
            clip = surface.get_clip()
            surface.set_clip(R(gr.x + 6, gr.y + 26, gr.w - 12, 44))
            surface.blit(body, (gr.x + 6, gr.y + 26))
            surface.set_clip(clip)
            # the stack (highest on top, drawn rightmost) and who took which token
            stack = v.goal_stacks[i]
            tx = gr.x + 20
            ty = gr.bottom - 14
            for k in range(len(stack)):  # the stack of tokens, the highest on top
                c = (tx, ty - 4 * k)
                pygame.draw.circle(surface, (120, 60, 20), (c[0], c[1] + 1), 11)
                pygame.draw.circle(surface, (250, 214, 120), c, 11)
                pygame.draw.circle(surface, (160, 90, 30), c, 11, 1)
            if stack:
                top = T.text(a, str(stack[-1]), "bold", 13, (60, 24, 20))
                surface.blit(top, top.get_rect(center=(tx, ty - 4 * (len(stack) - 1))))
                left = T.text(a, words.t("stack-left", n=len(stack)), "italic", 11, PALETTE["muted"])
                surface.blit(left, (tx + 16, ty - 6))
            else:
                surface.blit(T.text(a, words.t("all-taken"), "italic", 11, PALETTE["muted"]), (gr.x + 8, ty - 6))
            wx = gr.right - 6
            for seat, b in reversed(list(enumerate(v.boards))):
                value = dict(b.tokens).get(goal)
                if value is None:
                    continue
                who = words.t("you") if seat == t.seat else t.seat_name(seat)
                chip = paint.pill(a, f"{who[:6]} {value}", 10, bg=(40, 90, 60, 240), pad=(4, 0))
                wx -= chip.get_width()
                surface.blit(chip, (wx, ty - 8))
                wx -= 3


class Enlarged(Board, name="enlarged", rect=BIG_BOARD):
    """An opponent's ofrenda shown large over the table (no slots while none is): its slots tell
    what they hold; a click anywhere closes it."""

    def slots(self, view) -> list[Slot]:
        t = self.t
        seat = t.enlarged
        if seat is None:
            return []
        close = t.close_enlarged
        slots, decos = board_layout(t.data, BIG_BOARD)
        b = view.boards[seat]
        out = [Slot("close", R(0, 0, 1280, 720), click=close, key=("close_enlarged",))]
        out += [Slot(slot, rect, t.tips.slot(slot, seat), close, key=("big_slot", slot))
                for slot, rect in slots.items()]
        out += [Slot(deco, rect, t.tips.deco(deco, seat), close, key=("big_deco", deco))
                for deco, rect in decos.items() if deco in b.decorations]
        return out

    def paint(self, surface, v) -> None:
        """The opponent's ofrenda at full size, with their storage, hand and tokens (the scene paints
        it over the table while one is shown)."""
        t = self.t
        a = t.assets
        seat = t.enlarged
        b = v.boards[seat]
        surface.blit(paint.rrect_surface((1280, 720), (8, 4, 16, 170), 0), (0, 0))
        panel = R(BIG_BOARD.x - 250, BIG_BOARD.y - 70, BIG_BOARD.w + 290, BIG_BOARD.h + 100)
        paint.draw_panel(surface, a, panel, 250)
        title = fit.named(a, lambda n: words.say("ofrenda_of", name=n), t.seat_name(seat), panel.w - 52, "display", 34)
        title = T.outlined(a, title, "display", 34, PALETTE["marigold_light"], (110, 20, 70), 2)
        surface.blit(title, (panel.x + 24, panel.y + 12))
        tag = T.text(a, words.say("enlarged", tag=t.tips.seat_tag(seat), points=b.score.total, played=b.turns,
                                  turns=v.turns), "italic", 14, PALETTE["muted"])
        surface.blit(tag, (panel.x + 26, panel.y + 54))
        draw_ofrenda(surface, a, t.data, BIG_BOARD, b)
        x, y = panel.x + 24, BIG_BOARD.y + 4
        surface.blit(T.text(a, words.t("storage"), "bold", 15, PALETTE["marigold_light"]), (x, y))
        y += 26
        surface.blit(t.art.marigold(36), (x, y))
        surface.blit(T.text(a, f"\u00d7{b.marigolds}", "bold", 20, PALETTE["bone"]), (x + 42, y + 6))
        for i, candle in enumerate(b.candles):
            draw_card(surface, t.art.candle(candle, False, CANDLE_S), R(x + 100 + i * 40, y - 4, *CANDLE_S))
        y += 58
        surface.blit(T.text(a, words.say("hand", n=b.hand_size), "bold", 15,
                            PALETTE["marigold_light"]), (x, y))
        y += 24
        for i in range(b.hand_size):
            cr = R(x + i * 50, y, 54, 76)
            if i < b.hidden_cards:
                draw_card(surface, t.art.back(PILE_CARD), cr)
            else:
                draw_card(surface, t.art.portrait(b.known_hand[i - b.hidden_cards], False, PILE_CARD), cr)
        y += 84
        shown = (("face_down", b.hidden_cards), ("face_up", b.known_hand))
        note = " ".join(words.say(k) for k, cards in shown if cards)
        if note:
            img = T.render_rich(a, T.escape(note), 200, size=12, colour=PALETTE["muted"], scaled=False)
            surface.blit(img, (x, y))
            y += img.get_height() + 8
        if b.discards:
            surface.blit(T.text(a, words.t("discarded-n", n=len(b.discards)), "bold", 14, PALETTE["bone"]), (x, y))
            y += 22
        if b.tokens:
            names = ", ".join(f"{words.Plain(t.data).goal_name(g)} ({n})" for g, n in b.tokens)
            img = T.render_rich(a, "[b]" + T.escape(words.t("goal-tokens-label")) + "[/b] " + T.escape(names), 200, size=13, scaled=False)
            surface.blit(img, (x, y))
