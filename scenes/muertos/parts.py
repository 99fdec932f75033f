"""Dia de los Muertos' parts: the hands round the table, the trick, the captures, the discards, the
scores, the seats' summaries, the top bar and the prompt bar. Each part reads the table scene
(``t``: the seat, the view, what may be played) and draws or offers what is its own."""
from __future__ import annotations

import pygame

from game.rules.muertos.actions import CancelTen, Play, SetAside
from game.rules.muertos.state import DUMMY, NIGHTS, Phase
from game.rules.muertos import words as W
from game.rules.muertos.view import night_scores
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.kit.hand import Hand
from scenes.kit.opponents import Summary
from scenes.kit.panel import Panel
from scenes.kit.parts import Offer, Part, Piece
from scenes.kit.pile import Pile
from scenes.muertos import pieces
from scenes.muertos.layout import (CAPTURES_RECT, CARD, COLOURS_RECT, DISCARD_SHEET, DISCARDS_RECT, LIFT, PROMPT_RECT,
                                   SCORES_RECT, TAG_W, TAGS, TOPBAR_REGION, TRICK_AREA, fan_angle, turned)
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent


def tag_box(size, panel: pygame.Rect) -> pygame.Rect:
    """Where a seat's name tag of ``size`` lies: centred over its panel, kept clear of the table's border."""
    box = pygame.Rect((0, 0), size)
    box.midtop = panel.midtop
    return box.clamp(TAGS)

class SeatHand(Hand):
    """The hand at ``rel`` places clockwise from the seat on screen: ``hand`` (its own, fanned at
    the bottom), ``hand:1`` (left), ``hand:2`` (the partner's, at the top), ``hand:3`` (right)."""

    def __init__(self, t, rel: int):
        super().__init__("hand" if rel == 0 else f"hand:{rel}")
        self.t, self.rel = t, rel

    def place(self, view) -> int:
        return (self.t.geometry.my_place(view) + self.rel) % 4

    @property
    def rect(self) -> pygame.Rect:
        """Where the hand lies now (what a guided game lights): round its cards, or where its cards
        come from when it holds none."""
        t = self.t
        view = getattr(t, "view", None)
        if view is None:
            return pygame.Rect(0, 0, 0, 0)
        place = self.place(view)
        slots = t.geometry.hand_slots(place, view.hands[place].size, view)
        if not slots:
            return t.geometry.hand_centre(place)
        box = slots[0].unionall(slots[1:])
        return box.inflate(0, LIFT * 2) if self.rel == 0 else box  # the fan's tilt and a lifted card

    @rect.setter
    def rect(self, _value) -> None:  # the kit's Part sets an empty one; the hand's follows its cards
        pass

    def cards(self, view):
        place = self.place(view)
        cards = self.t.geometry.hand_cards(place, view)
        if cards is None:
            return []
        return list(zip(cards, self.t.geometry.hand_slots(place, view.hands[place].size, view)))

    def card_piece(self, card, rect, view) -> list[Piece]:
        t, place = self.t, self.place(view)
        action = t.card_action(place, card)

        def piece(where) -> Piece:
            return Piece(("card", place, card), where, tooltip=self.tip(place, card),
                         # any card of the hand to play from may be dragged: a refused drop snaps
                         # back and says why
                         drag=("card", place, card) if isinstance(action, (Play, SetAside)) else None,
                         click=(lambda: t.clicked(place, card)) if action is not None else None,
                         tip_side="above")

        if self.rel != 0:
            return [piece(rect)]
        angle = fan_angle(rect)  # a turned card, hit where it is drawn
        under = []
        if card == t.selected:  # it rose: where it lay still answers, under everything
            under.append(piece(turned(rect, angle)))
            rect = rect.move(0, -LIFT)
        return under + [piece(turned(rect, angle))]

    def tip(self, place: int, card: str):
        t = self.t

        def tip():
            c = t.data.cards[card]
            lines = [W.card_help(c)]
            action = t.card_action(place, card)
            reason = t.why_not(action)
            if reason is not None and action is not None:
                lines.append(f"[c=#ff9a9a]{T.escape(reason)}[/c]")
            return TooltipContent(T.escape(t.words.card(card)), tuple(lines))
        return tip


class Trick(Pile):
    """The middle of the table: the trick (a 3 picks the 10 it cancels by a click on it) and where
    a dragged card is played; over it, the colours the trick has seen."""

    def __init__(self, t):
        super().__init__("trick", TRICK_AREA, drop_rect=TRICK_AREA)
        self.t = t

    def card_pieces(self, view) -> list[Piece]:
        t = self.t
        if not (t.players_turn and view.phase is Phase.CANCEL):
            return []
        legal = t.legal_actions()
        out = []
        for place, card, _ in view.trick:
            if CancelTen(place) in legal:
                rect = pygame.Rect(0, 0, *CARD)
                rect.center = t.geometry.trick_pos(place)
                out.append(Piece(("ten", place), rect, click=lambda p=place: t.propose(CancelTen(p)),
                                 no_tooltip=True))
        return out

    def offer(self, payload, view) -> Offer | None:
        if not payload or payload[0] != "card":
            return None
        _, place, card = payload
        action = self.t.card_action(place, card)
        return Offer(action, "set it aside" if isinstance(action, SetAside) else "play it", (place, card))

    def slice(self, view):
        return view.trick


class TrickColours(Part, name="colours", rect=COLOURS_RECT):
    """Over the table: the colours the trick has seen (each colour once a trick), and Spoiled's
    warning while it lies in the trick."""

    def slice(self, view):
        return view.trick

    def paint(self, surface, view) -> None:
        a, t = self.t.assets, self.t
        used = {colour for _, _, colour in view.trick if colour != "black"}
        label = T.text(a, W.TABLE["trick colours"], "body", 13, (210, 230, 215))
        x0, y0 = COLOURS_RECT.x + 6, COLOURS_RECT.y + 6
        surface.blit(label, (x0, y0))
        for i, colour in enumerate(("pink", "green", "blue")):
            c = (x0 + label.get_width() + 16 + i * 24, y0 + label.get_height() // 2)
            pygame.draw.circle(surface, pieces.SUIT[colour] if colour in used else (34, 70, 56), c, 8)
            pygame.draw.circle(surface, (250, 238, 214), c, 8, 1)
        if any(t.data.cards[c].kind == "spoiled" for _, c, _ in view.trick):
            warn = paint.pill(a, W.TABLE["spoiled"], 13, fg=(255, 210, 210), bg=(110, 20, 40, 235))
            surface.blit(warn, (x0, y0 + 24))


class Captures(Panel):
    """Tonight's captured cards, one row for each side, with their Food and Muertos counted."""

    title = W.TABLE["captured"]

    def __init__(self, t):
        super().__init__("captures", CAPTURES_RECT, t)
        self.t = t

    def slice(self, view):
        return (view.captured, view.places, view.players, self.t.seat)

    def paint_body(self, surface, view) -> None:
        a, t, r = self.assets, self.t, self.rect
        mine = t.geometry.my_place(view) % 2
        for row, team in enumerate((mine, 1 - mine)):
            cards = view.captured[team]
            food = sum(1 for c in cards if t.data.cards[c].kind == "food")
            muertos = sum(1 for c in cards if t.data.cards[c].kind == "muertos")
            count = T.text(a, W.captured_tally(food, muertos), "bold", 13, PALETTE["marigold_light"])
            room = r.width - 24 - count.get_width() - 6
            who = fit.line(a, t.side_name(view, team, room), room, "body", 13, floor=10)
            surface.blit(who, (r.x + 12, r.y + 34 + row * 76))
            surface.blit(count, count.get_rect(topright=(r.right - 12, r.y + 34 + row * 76)))
            if not cards:
                none = fit.line(a, W.TABLE["captured none"], r.width - 28, "italic", 12, PALETTE["muted"], floor=9)
                surface.blit(none, (r.x + 14, r.y + 62 + row * 76))
        hint = fit.line(a, W.TABLE["captured key"], r.width - 24, "italic", 11, PALETTE["muted"], floor=9)
        surface.blit(hint, hint.get_rect(midbottom=(r.centerx, r.bottom - 12)))


class Discards(Pile):
    """Tonight's discards: a small pile with its count; a click opens the sheet of them all."""

    def __init__(self, t):
        super().__init__("discards", DISCARDS_RECT, open=t.toggle_discards,
                         tooltip=lambda: TooltipContent(W.TABLE["discards tip"], (W.TABLE["discards how"],)))
        self.t = t

    def sheet_pieces(self) -> list[Piece]:
        """While the sheet is open it covers the table: a click anywhere on it closes it."""
        return [Piece(("discard_sheet",), DISCARD_SHEET, click=self.open, no_tooltip=True),
                Piece(("discards",), self.rect, click=self.open, no_tooltip=True)]

    def slice(self, view):
        return (len(view.discards), view.places)

    def paint(self, surface, view) -> None:
        a, r = self.t.assets, self.rect
        paint.draw_panel(surface, a, r, title=W.TABLE["discards"])
        n = len(view.discards)
        room = r.right - 12 - (r.x + 100)
        surface.blit(fit.line(a, W.card_count(n), room, "body", 13, floor=10), (r.x + 100, r.y + 50))
        surface.blit(fit.line(a, W.TABLE["discards click"], room, "italic", 12, PALETTE["muted"], floor=9), (r.x + 100, r.y + 70))
        lines = W.SEATING[3 if DUMMY in view.places else 4]
        for i, line in enumerate(lines):
            surface.blit(fit.line(a, line, r.width - 28, "italic", 12, PALETTE["muted"], floor=9),
                         (r.x + 14, r.y + 140 + i * 16))

    def paint_sheet(self, surface, view) -> None:
        """The open sheet: every discard sorted, face up."""
        a, t, box = self.t.assets, self.t, DISCARD_SHEET
        paint.draw_panel(surface, a, box, alpha=248, title=W.TABLE["discards sheet"])
        cards = sorted(view.discards, key=t.data.hand_order.__getitem__)
        per_row = (box.width - 32) // (CARD[0] + 12)
        for i, card in enumerate(cards):
            x = box.x + 16 + (i % per_row) * (CARD[0] + 12)
            y = box.y + 44 + (i // per_row) * (CARD[1] + 10)
            surface.blit(pieces.card_face(a, t.data.cards[card], CARD, t.night_colour()), (x, y))
        if not cards:
            none = fit.line(a, W.TABLE["discards none"], box.width - 32, "italic", 15, PALETTE["muted"],
                            floor=11)
            surface.blit(none, (box.x + 16, box.y + 50))


PARTNERS = (63, 212, 198)  # the seat on screen's partnership: its partner's badge
OPPONENTS = (120, 30, 50)  # the other partnership's badges


class SeatSummary(Summary):
    """Who sits at ``rel`` places clockwise (``seat:1`` left, ``seat:2`` the partner, ``seat:3``
    right): name, cards held, partner or opponent, acting or thinking."""

    def __init__(self, t, rel: int):
        super().__init__(rel)
        self.t = t

    @property
    def rect(self) -> pygame.Rect:
        """The seat's name tag and its partner or opponent badge (what a guided game lights)."""
        t = self.t
        view = getattr(t, "view", None)
        if view is None:
            return pygame.Rect(0, 0, 0, 0)
        place = (t.geometry.my_place(view) + self.place) % 4
        r = t.geometry.panel_rect(place)
        if t.geometry.side(place) == "top":  # the badge beside the name
            return pygame.Rect(r.x, r.y, r.width + 40, r.height)
        return pygame.Rect(r.x, r.y, r.width, r.height + 22)  # the badge under the name

    @rect.setter
    def rect(self, _value) -> None:  # the kit's Summary sets an empty one; the seat's follows the view
        pass

    def slice(self, view):
        t = self.t
        place = (t.geometry.my_place(view) + self.place) % 4
        acting = view.deciding_place() == place
        thinking = acting and t.thinking_seat is not None and t.thinking_seat == view.seat_at(place)
        return (place, view.places, view.hands[place].size, acting, thinking, t.seat)

    def paint(self, surface, view) -> None:
        t = self.t
        a = t.assets
        place = (t.geometry.my_place(view) + self.place) % 4
        h, who, side = view.hands[place], view.places[place], t.geometry.side(place)
        if who == DUMMY:
            partner = view.places[(place + 2) % 4]
            name = None if partner == t.seat else t.seat_name(partner)
            say = lambda n: W.seat_tag(W.dummy_tag(n), h.size)  # noqa: E731
        else:
            name = W.YOU["label"] if who == t.seat else t.seat_name(who)
            say = lambda n: W.seat_tag(n, h.size)  # noqa: E731
        partners = place % 2 == t.geometry.my_place(view) % 2
        label = say(None) if name is None else fit.named(a, say, name, TAG_W - 16, "bold", 13)  # the pill's padding
        r = t.geometry.panel_rect(place)
        acting = view.deciding_place() == place
        tag = paint.pill(a, label, 13, fg=(250, 238, 214) if partners else (255, 200, 200),
                         bg=(90, 50, 10, 240) if acting else (20, 10, 36, 230))
        box = tag_box(tag.get_size(), r)
        surface.blit(tag, box)
        if partners:  # tonight's partner, in the partnership's colour (with three, it changes nightly)
            text = W.TABLE["partner" if view.players == 4 else "partner tonight"]
            team = paint.pill(a, text, 11, fg=(16, 40, 36), bg=PARTNERS + (245,), border=(16, 90, 80))
        else:
            team = paint.pill(a, W.TABLE["opponent"], 11, fg=(255, 225, 225), bg=OPPONENTS + (235,),
                              border=(240, 150, 150))
        if side == "top":  # beside the name (the partner's cards lie just below it)
            badge = team.get_rect(midleft=(box.right + 4, box.centery))
            surface.blit(team, badge)
        else:
            surface.blit(team, team.get_rect(midtop=(r.centerx, r.y + tag.get_height() + 2)))
        if t.thinking_seat is not None and t.thinking_seat == view.seat_at(place) and acting:
            think = paint.pill(a, W.TABLE["thinking"], 12, fg=(40, 16, 30), bg=(255, 200, 90, 245))
            if side == "top":
                surface.blit(think, (badge.right + 4, r.y))
            else:
                surface.blit(think, think.get_rect(midtop=(r.centerx, r.y + tag.get_height() + 22)))


class TopBar(Panel):
    """The title, the night and the trick, and tonight's Muertos colour."""

    framed = False

    def __init__(self, t):
        super().__init__("topbar", TOPBAR_REGION, t)
        self.t = t

    def slice(self, view):
        return (view.night, view.tricks)

    def paint_body(self, surface, view) -> None:
        a = self.assets
        title = T.text(a, self.t.game.title, "display", 26, PALETTE["marigold"], scaled=False)
        surface.blit(title, (14, 8))
        night = self.t.data.nights[view.night]
        x = 14 + title.get_width() + 16
        for text in (W.night_tag(W.night_name(night), view.night), W.trick_tag(view.tricks)):
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        dot = paint.pill(a, W.colour_tag(night.colour), 14, fg=pieces.SUIT_LIGHT[night.colour])
        surface.blit(dot, (x, 12))


class Prompt(Part, name="prompt", rect=PROMPT_RECT):
    """The prompt bar: what to do now, beside the buttons of the choice at hand (drawn every frame)."""

    def slice(self, view):
        return None

    def paint(self, surface, view) -> None:
        t, r = self.t, self.rect
        text = t.prompt()
        if not text:
            return
        paint.rrect(surface, r, (26, 12, 40, 230), 12)
        pygame.draw.rect(surface, (236, 160, 40), r, 1, border_radius=12)
        strip = t.chooser_strip()
        if strip is not None:  # the choice's buttons in rows above the bar
            paint.draw_shadow(surface, strip, 12, 6, 110)
            paint.rrect(surface, strip, (26, 12, 40, 238), 12)
            pygame.draw.rect(surface, (236, 160, 40), strip, 1, border_radius=12)
        room = r.width - 24 - sum(b.rect.width + 6 for b in t.buttons if b.rect.colliderect(r))
        line = fit.line(t.assets, text, room, "bold", 14, (250, 238, 214), floor=12, step=2, height=r.height - 4)
        surface.blit(line, line.get_rect(midleft=(r.x + 12, r.centery)))


class Scores(Panel):
    """The scoreboard: night by night the Food and Muertos each side (each player, with three) was
    credited, tonight's as it stands, the pairs over all the nights so far, and the kingmaker rule
    when it applies."""

    title = W.TABLE["scores"]

    def __init__(self, t):
        super().__init__("scores", SCORES_RECT, t)
        self.t = t

    def slice(self, view):
        return (night_scores(self.t.data, view), self.t.kingmaker_note(view), view.night, view.phase, view.players,
                self.t.seat)

    def paint_body(self, surface, view) -> None:
        a, t, r = self.assets, self.t, self.rect
        rows = night_scores(t.data, view)
        cols = t.score_columns(view)
        left, label_w = r.x + 14, 54
        col_w = (r.right - 12 - left - label_w) // len(cols)
        y = r.y + 32
        for i, (head, _) in enumerate(cols):
            img = fit.line(a, head, col_w - 2, "bold", 12, (232, 220, 240), floor=9, height=17)
            surface.blit(img, img.get_rect(midtop=(left + label_w + col_w * i + col_w // 2, y)))
        y += 17
        tonight = view.night if view.phase is not Phase.OVER else None
        for night in range(NIGHTS):
            now = night == tonight
            colour = PALETTE["marigold_light"] if now else ((232, 220, 240) if night < view.night or tonight is None
                                                            else PALETTE["muted"])
            if now:
                paint.rrect(surface, pygame.Rect(r.x + 10, y - 1, r.width - 20, 17), (255, 200, 90, 40), 6)
            label = fit.line(a, W.night_label(night, now), label_w - 2, "bold" if now else "body", 12,
                             colour, floor=9)
            surface.blit(label, (left, y))
            for i, (_, row) in enumerate(cols):
                cell = rows[row][night]
                text = "\u2013" if cell is None else W.score_cell(*cell)
                img = fit.line(a, text, col_w - 2, "body", 12, colour, floor=9)
                surface.blit(img, img.get_rect(midtop=(left + label_w + col_w * i + col_w // 2, y)))
            y += 17
        pygame.draw.line(surface, (120, 90, 140), (r.x + 12, y + 1), (r.right - 12, y + 1))
        y += 5
        pairs = [min(sum(c[0] for c in rows[row] if c), sum(c[1] for c in rows[row] if c)) for _, row in cols]
        surface.blit(T.text(a, W.TABLE["pairs"], "bold", 13, PALETTE["marigold_light"]), (left, y))
        for i, n in enumerate(pairs):
            lead = n == max(pairs) and pairs.count(n) < len(pairs)
            img = T.text(a, str(n), "bold", 15 if lead else 13, PALETTE["marigold"] if lead else (232, 220, 240))
            surface.blit(img, img.get_rect(midtop=(left + label_w + col_w * i + col_w // 2, y - (1 if lead else 0))))
        y += 21
        note = t.kingmaker_note(view)
        if note is not None:
            box = pygame.Rect(r.x + 8, y, r.width - 16, r.bottom - 9 - y)
            paint.rrect(surface, box, (110, 40, 70, 235), 8)
            pygame.draw.rect(surface, PALETTE["marigold"], box, 1, border_radius=8)
            img = fit.block(a, f"[b]{W.TABLE['kingmaker']}[/b] " + T.escape(note), box.width - 12, box.height - 3, size=11,
                            floor=9)
            surface.blit(img, (box.x + 6, box.y + 3))
        else:
            hint = W.SCORE_HINT[4 if view.players == 4 else 3]
            img = fit.block(a, "[i]" + T.escape(hint) + "[/i]", r.width - 28, r.bottom - y, size=11, floor=9,
                            colour=PALETTE["muted"])
            surface.blit(img, (left + 2, y))
