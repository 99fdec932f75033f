"""The parts of Die of the Dead's table that every player shares: the title and top bar, the steps
(a kit track: the squares and the scoring dice), the four caskets (kit dice trays: their dice, and
where a payment is dropped), the token boards before them and the City of the Dead. Each part reads
the table scene (``t``: the seat, the view as told, what may be done) and draws what is its own.
"""
from __future__ import annotations

import pygame

from game.rules.dotd.actions import (
    CITY as SRC_CITY, Land, OFRENDA as SRC_OFRENDA, Open, Pay, Place, PREP_BOARD, SUPPLY as SRC_SUPPLY,
)
from game.rules.dotd.components import ITEMS
from game.rules.dotd import words as W
from scenes.assets import PALETTE
from scenes.dotd.layout import (
    CASKET_ROW, CITY, TOPBAR_REGION, casket_dice_rects, casket_rect, city_spot, step_square, token_board_rect,
)
from scenes.dotd.pieces import draw_casket, paint_die, resting_face
from scenes.kit import fit
from scenes.kit.dice import DiceTray
from scenes.kit.parts import Offer, Part, Piece
from scenes.kit.track import Track
from scenes.widgets import paint, text as T


class Title(Part):
    """The game's title (the steps' area paints it too: its descenders reach below the top bar)."""

    def __init__(self, t):
        super().__init__("title", (14, 6, 0, 0))
        self.t = t

    def paint(self, surface, view) -> pygame.Surface:
        title = T.text(self.t.assets, "Die of the Dead", "display", 28, PALETTE["marigold"])
        surface.blit(title, (14, 6))
        return title


class TopBar(Part):
    """The title, the round, who starts it (solo: the City's dice left), whose turn, the seat's steps."""

    def __init__(self, t):
        super().__init__("topbar", TOPBAR_REGION)
        self.t = t

    def slice(self, view):
        return (view.phase == "place", view.round, len(view.city) if self.t.solo else None, view.round_starter)

    def paint(self, surface, v) -> None:
        t = self.t
        a = t.assets
        title = t.parts.part("title").paint(surface, v)
        x = 14 + title.get_width() + 16
        pills = []
        if v.phase == "place":
            pills.append(W.s("dotd-t-setting-up"))
        else:
            pills.append(W.s("dotd-t-round", round=v.round))
            if t.solo:
                pills.append(W.city_pill(len(v.city)))
            else:
                name, you = t.who(t.shown_rs(v))  # a long name cut: the pills keep clear of the toolbar
                pills.append(fit.named(a, lambda n: W.starts(n, you), name, fit.NAME_PILL_W, "bold", 14))
        if t.players_turn and not t.story.playing:
            pills.append(W.s("dotd-t-your-turn"))
        for text in pills:
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        score = t.shown_steps(t.seat, v)[0]
        pill = paint.pill(a, W.your_steps(score), 14, icon="dotd/icon_step.png")
        surface.blit(pill, (x, 12))


class Steps(Track):
    """The marigold steps: four squares a step (a click lands the scoring die on one), every
    player's scoring die on its square (dice sharing a square step aside)."""

    def __init__(self, t, rect):
        super().__init__("steps", rect)
        self.t = t

    def spaces(self, view):
        return [((step, sq), step_square(step, sq)) for step in range(1, 10) for sq in range(4)]

    def space_piece(self, space, rect, view) -> Piece:
        t = self.t
        step, sq = space
        return Piece(("square", step, sq), rect, tooltip=t.tips.square(step, sq),
                     click=lambda: t.input.click_square(step, sq))

    def markers(self, view):
        return list(self.t.geometry.scoring_places(view).items())

    def marker_piece(self, seat, rect, view) -> Piece:
        return Piece(("scoring", seat), rect, tooltip=self.t.tips.scoring(seat))

    def slice(self, v):
        return (tuple((p.score, p.square, p.colour) for p in v.players), v.phase, v.current, v.landing)

    def paint(self, surface, v) -> None:
        t = self.t
        phase = t.my_phase()
        if phase == "land":
            for sq in range(4):
                r = step_square(v.landing, sq)
                if t.legal(Land(sq)):
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 230)
                else:
                    surface.blit(paint.dim(r.size, 150, 7), r)
        sugg = t.suggestion_keys()
        for key in sugg:
            if key[0] == "square":
                paint.draw_glow(surface, step_square(key[1], key[2]), PALETTE["marigold_light"], 12, 255)
        if t.hover_key and t.hover_key[0] == "square" and phase == "land" and t.hover_key[1] == v.landing:
            r = step_square(t.hover_key[1], t.hover_key[2])
            pygame.draw.rect(surface, PALETTE["bone"], r.inflate(4, 4), 2, border_radius=8)
        for seat, rect in t.geometry.scoring_places(v).items():
            if t.moving(("scoring", seat)):
                continue
            self.paint_die(surface, v, seat, rect)

    def paint_die(self, surface, v, seat: int, rect: pygame.Rect) -> None:
        """``seat``'s scoring die: its face counts the laps; faint while it waits for its square."""
        t = self.t
        p = v.players[seat]
        score, square = t.shown_steps(seat, v)
        face = min(6, t.data.landing(score)[0])
        waiting = square < 0 and t.data.landing(score)[1] > 0  # on its new step, its square not chosen yet
        paint_die(surface, t.assets, rect, p.colour, False, face, t.cb, scale=1.33,
                  alpha=170 if waiting else None)


class TokenBoard(Part):
    """The token board at position ``pos`` (``board:0``..``board:3``): its item's tokens left. It never
    moves; the casket standing before it is that item's casket."""

    tip_avoid = CASKET_ROW  # (its tooltip opens clear of the caskets and the City, like a casket's)

    def __init__(self, t, pos: int):
        super().__init__(f"board:{pos}", token_board_rect(pos))
        self.t, self.pos = t, pos

    def pieces(self, view) -> list[Piece]:
        return [Piece(("board", self.pos), self.rect, tooltip=self.t.tips.board(self.pos))]

    def slice(self, view):
        return view.token_boards[self.pos]

    def paint(self, surface, v) -> None:
        a, pos, tb = self.t.assets, self.pos, self.rect
        n = v.token_boards[pos]
        centre = (tb.right - 24, tb.y + 21)
        for k in range(min(n, 3)):
            img = a.sprite(f"dotd/token_{ITEMS[pos]}.png", (30, 30))
            surface.blit(img, img.get_rect(center=(centre[0], centre[1] - k * 3)))
        pill = paint.pill(a, f"\u00d7{n}", 11, fg=PALETTE["bone"] if n else PALETTE["muted"])
        surface.blit(pill, pill.get_rect(center=(centre[0] + 14, tb.bottom - 8)))


class Casket(DiceTray):
    """The casket at position ``pos`` (``casket:0``..``casket:3``, whichever casket stands there now):
    clicked to open it; its dice (on its lid, or rolled inside when it is open, to be dragged out
    and drafted); the place a die is dropped to pay (or, at setup, to put it in)."""

    target_radius = 24  # the corner radius of its highlight as a drop target
    tip_avoid = CASKET_ROW  # its tooltip (and its dice's) opens under the row, clear of the other caskets
    # and of the City of the Dead, where a payment comes from

    def __init__(self, t, pos: int):
        rect = casket_rect(pos)
        super().__init__(f"casket:{pos}", rect, drop_rect=rect.inflate(-20, -10), tooltip=t.tips.casket(pos),
                         click=lambda: t.input.click_casket(pos), key=("casket", pos))
        self.t, self.pos = t, pos

    def casket(self, v):
        return self.t.casket_by_number(v, self.t.casket_order(v)[self.pos])

    def dice(self, view):
        c = self.casket(view)
        is_open = self.t.casket_open(c)
        dice = c.inside if is_open else c.lid
        return [((d, is_open), r) for d, r in zip(dice, casket_dice_rects(self.rect, len(dice), is_open))]

    def die_piece(self, die, r, view) -> Piece:
        t, pos = self.t, self.pos
        d, is_open = die
        drag = ("draft", d.colour, d.power, d.face, d.id) if is_open and t.my_phase() == "act" else None
        return Piece(("cdie", d.id), r.inflate(4, 4), tooltip=t.tips.die(d, "open" if is_open else "lid", pos),
                     drag=drag, click=(lambda: t.input.pick_up(drag)) if drag else (lambda: t.input.click_casket(pos)))

    def offer(self, payload, v) -> Offer | None:
        kind, pos = payload[0], self.pos
        if kind not in ("prep", "supply", "city", "ofr", "place") or (kind == "prep" and v.phase != "pay"):
            return None
        if kind == "place":
            act = Place(pos, payload[1])
        elif kind == "prep":
            act = Pay(pos, PREP_BOARD, "", False, payload[1])
        elif kind == "ofr":
            act = Pay(pos, SRC_OFRENDA, "", False, payload[1])
        elif kind == "city":
            act = Pay(pos, SRC_CITY, payload[1], payload[2])
        elif v.phase == "place":
            act = Place(pos, payload[1])
        else:
            act = Pay(pos, SRC_SUPPLY, payload[1], payload[2])
        casket = self.t.plain.casket(pos)
        return Offer(act, W.into_casket(casket) if isinstance(act, Place) else W.onto_lid(casket), act)

    def slice(self, v):
        return (v.caskets, v.phase, v.players[self.t.seat].placed if v.phase == "place" else None)

    def paint(self, surface, v) -> None:
        t, pos, rect = self.t, self.pos, self.rect
        a = t.assets
        phase = t.my_phase()
        number = t.casket_order(v)[pos]
        hidden = t.hidden()
        sugg = t.suggestion_keys()
        c = t.casket_by_number(v, number)
        glow = False
        if phase == "open" and t.swapping is None:
            glow = t.legal(Open(pos))
        elif t.swapping is not None:
            glow = pos not in t.swapping
        elif phase == "pay":
            glow = not c.open
        elif phase == "place":
            glow = any(t.legal(Place(pos, col)) for col in t.data.colours)
        if ("casket", pos) in sugg or (t.swapping and pos in t.swapping):
            glow = True
        if not t.moving(("casket", number)) and t.told.shaking != number:
            if glow:
                g = a.sprite("dotd/casket_glow.png", (rect.w + 32, rect.h + 32))
                surface.blit(g, (rect.x - 16, rect.y - 16))
            draw_casket(surface, a, c, rect, t.casket_open(c))
            if t.hover_key == ("casket", pos) and phase in ("open", "place", "pay"):
                pygame.draw.rect(surface, PALETTE["bone"], rect.inflate(-14, -6), 2, border_radius=22)
        # the dice on it or in it
        is_open = t.casket_open(c)
        dice = c.inside if is_open else c.lid
        for d, r in zip(dice, casket_dice_rects(rect, len(dice), is_open)):
            key = ("die", d.id)
            if t.moving(key) or ("cdie", d.id) in hidden or t.told.shaking == number:
                continue
            if t.moving(("casket", number)):
                continue
            if ("cdie", d.id) in sugg:
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 230)
            if t.selected is not None and t.selected[0] == "draft" and t.selected[4] == d.id:
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 255)
            paint_die(surface, a, r, d.colour, d.power, d.face if is_open else resting_face(d), t.cb)
        if not is_open and c.inside and not t.moving(("casket", number)) and t.told.shaking != number:
            pill = paint.pill(a, W.inside_count(len(c.inside)), 11, fg=PALETTE["bone"], bg=(30, 14, 44, 235))
            surface.blit(pill, pill.get_rect(midbottom=(rect.centerx, rect.bottom - 2)))
        if v.phase == "place":  # the dice the seat put here (nobody else sees them until all are done)
            placed = [colour for item, colour in (t.me(v).placed or ()) if ITEMS.index(item) == pos]
            for col, r in zip(placed, t.geometry.placement_rects(pos, len(placed))):
                paint_die(surface, a, r, col, False, 5, t.cb)


class City(DiceTray):
    """The City of the Dead: its dice (the Round Starter pays with them; solo, the timer)."""

    def __init__(self, t):
        super().__init__("city", CITY, tooltip=t.tips.city, key=("city",))
        self.t = t

    def dice(self, view):
        return [(d, city_spot(i)) for i, d in enumerate(view.city)]

    def die_piece(self, d, r, view) -> Piece:
        t = self.t
        drag = ("city", d.colour, d.power) if t.my_phase() == "pay" else None
        return Piece(("citydie", d.id), r, tooltip=t.tips.die(d, "city"), drag=drag,
                     click=lambda: t.input.click_city(d, drag))

    def slice(self, v):
        return (v.city, v.phase)

    def paint(self, surface, v) -> None:
        t = self.t
        a = t.assets
        phase = t.my_phase()
        hidden = t.hidden()
        sugg = t.suggestion_keys()
        for i, d in enumerate(v.city):
            r = city_spot(i).inflate(-2, -2)
            if t.moving(("die", d.id)) or ("citydie", d.id) in hidden:
                continue
            if ("citydie", d.id) in sugg or (phase == "city"):
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 8, 200)
            elif phase == "pay" and any(isinstance(x, Pay) and x.source == SRC_CITY for x in t.legal_actions()):
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 6, 150)
            paint_die(surface, a, r, d.colour, d.power, resting_face(d), t.cb, scale=1.33)
        if t.solo:
            pill = paint.pill(a, W.s("dotd-t-n-left", n=len(v.city)), 12, fg=(40, 24, 10), bg=(255, 214, 110, 250))
            surface.blit(pill, pill.get_rect(midbottom=(CITY.centerx, CITY.bottom - 4)))
