"""The parts of Die of the Dead's table that are the seat's own: its ofrenda (the board, its sections'
captions and urns) and each of its spaces (``cell:N``, where a drafted or prepared die is dropped),
the preparation board and the supply (kit dice trays), the dice to place at setup, the tokens in
hand, and the action panel. Each part reads the table scene (``t``) and draws what is its own.
"""
from __future__ import annotations

import pygame

from game.rules.dotd.actions import OFRENDA as SRC_OFRENDA, SUPPLY as SRC_SUPPLY, Draft, Move, Pay, Skull
from game.rules.dotd.components import ITEMS, PREP, SKULL
from game.rules.dotd.words import cap
from game.rules.dotd import board_words as BW, words as W
from scenes.assets import PALETTE
from scenes.dotd.layout import (
    ACTIONS, CAPTIONS, HAND, OFR_CELL, OFRENDA, PREPBOX, R, RETUNE_CAPTION, SUPPLY, prep_space, sub, urn_rect,
)
from scenes.dotd.pieces import draw_ofrenda, paint_die, scored_badges
from scenes.kit.dice import DiceTray
from scenes.kit import fit
from scenes.kit.hand import Hand
from scenes.kit.parts import Offer, Part, Piece
from scenes.widgets import paint, text as T


def skull_marks(t, v, seat: int) -> dict:
    """cell -> the value a skull counts as in its complete section(s) ("=5", or "=5/2" at a corner)."""
    p = v.players[seat]
    out: dict = {}
    for i in range(4):
        cells = t.data.sections[i]
        if not any(p.ofrenda[c] is not None and p.ofrenda[c].face == SKULL for c in cells):
            continue
        result = v.section_result(seat, i)
        if result is None:
            continue
        for pos in result.wild:
            cell = cells[pos]
            value = str(result.values[pos])
            out[cell] = value if cell not in out or out[cell] == f"={value}" else out[cell] + "/" + value
            if not out[cell].startswith("="):
                out[cell] = "=" + out[cell]
    return out


class Own:
    """Mixed into the parts that are the seat's own (``t`` the table scene): each draws the seat's
    view ``me`` in the seat's phase now (``None``: not the seat's to decide), and shows its
    ``shows`` of the seat's view in the phase unless it says its own slice."""

    shows = ""

    def slice(self, v):
        return (getattr(self.t.me(v), self.shows), v.phase)

    def paint(self, surface, v) -> None:
        self.draw(surface, v, self.t.me(v), self.t.my_phase())


class Ofrenda(Own, Part):
    """The seat's ofrenda: the board with its dice, each section's captions (a click scores it) and
    the incense urns' plaques. Its spaces are parts of their own (:class:`Cell`)."""

    def __init__(self, t):
        super().__init__("ofrenda", OFRENDA)
        self.t = t

    def pieces(self, view) -> list[Piece]:
        t = self.t
        out = []
        for item in ITEMS:
            for part in CAPTIONS[item]:
                out.append(Piece(("caption", item), sub(OFRENDA, part), tooltip=t.tips.section(t.seat, item),
                                 click=lambda it=item: t.input.click_caption(it)))
        me = t.me(view)
        for cell, colour, value in me.urns:
            ur = urn_rect(OFRENDA, 0 if cell == min(c for c, _, _ in me.urns) else 1)
            plaque = R(ur.x + OFR_CELL, ur.y, ur.w - OFR_CELL, ur.h)
            out.append(Piece(("urn", cell), plaque, tooltip=t.tips.urn(cell, colour, value)))
        return out

    def slice(self, v):
        me = v.players[self.t.seat]
        return (me.ofrenda, me.sections, me.urns, me.board, v.open_casket, v.drafted, v.phase)

    def draw(self, surface, v, me, phase) -> None:
        t = self.t
        a = t.assets
        hidden = t.hidden()
        sugg = t.suggestion_keys()
        skip = {c for c, d in enumerate(me.ofrenda) if d is not None and (t.moving(("die", d.id))
                                                                           or ("cell", c) in hidden)}
        marks = skull_marks(t, v, t.seat)
        draw_ofrenda(surface, a, OFRENDA, t.data, me, t.cb, hidden=skip, marks=marks)
        scored_badges(surface, a, OFRENDA, me)
        if t.hover_key and t.hover_key[0] == "caption":
            item = t.hover_key[1]
            for cell in t.data.sections[ITEMS.index(item)]:
                pygame.draw.rect(surface, PALETTE["bone"], t.geometry.cell_rect(cell).inflate(2, 2), 2, border_radius=8)
        item = v.open_item
        if phase == "act" and item is not None and t.selected is None and not t.drag.dragging:
            for cell in t.data.sections[ITEMS.index(item)]:
                if me.ofrenda[cell] is None:
                    paint.draw_glow(surface, t.geometry.cell_rect(cell), PALETTE["marigold_light"], 10, 170)
        if phase == "skull":
            for a_ in t.legal_actions():
                if isinstance(a_, Skull):
                    r = t.geometry.cell_rect(a_.spot) if a_.board == SRC_OFRENDA else prep_space(a_.spot).inflate(-8, -8)
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 240)
        for key in sugg:
            if key[0] == "cell":
                paint.draw_glow(surface, t.geometry.cell_rect(key[1]), PALETTE["marigold_light"], 12, 255)
            elif key[0] == "caption":
                i = ITEMS.index(key[1])
                for cell in t.data.sections[i]:
                    paint.draw_glow(surface, t.geometry.cell_rect(cell), PALETTE["marigold_light"], 8, 200)
        if v.drafted is not None and phase in ("retune", "pay"):
            for cell, d in enumerate(me.ofrenda):
                if d is not None and d.id == v.drafted.id:
                    paint.draw_glow(surface, t.geometry.cell_rect(cell), (140, 230, 170), 10, 230)
        if t.selected is not None and t.selected[0] == "ofr":
            paint.draw_glow(surface, t.geometry.cell_rect(t.selected[1]), PALETTE["marigold_light"], 12, 255)


class Cell(Part):
    """Space ``cell`` of the seat's ofrenda (``cell:N``): what lies on it (with five players a die of
    an incomplete section may pay), and where a drafted die or a prepared one is dropped."""

    def __init__(self, t, cell: int):
        rect = t.geometry.cell_rect(cell)
        super().__init__(f"cell:{cell}", rect, drop_rect=rect)
        self.t, self.cell = t, cell

    def pieces(self, v) -> list[Piece]:
        t, cell = self.t, self.cell
        d = t.me(v).ofrenda[cell]
        drag = ("ofr", cell) if d is not None and t.my_phase() == "pay" and v.five else None
        return [Piece(("cell", cell), self.rect, tooltip=t.tips.cell(t.seat, cell), drag=drag,
                      click=lambda: t.input.click_cell(cell, drag))]

    def offer(self, payload, v) -> Offer | None:
        t, cell = self.t, self.cell
        if payload[0] == "draft":
            _, colour, power, face, _id = payload
            act = Draft(colour, power, face, cell)
            return Offer(act, W.to_place(t.plain.cell(cell)), act)
        if payload[0] != "prep" or v.phase == "pay":
            return None
        space = payload[1]
        acts = [Move(space, cell, False), Move(space, cell, True)]
        ok = [a for a in acts if t.legal(a)]
        if len(ok) == 2:  # solo: a City die or the marigold token (the player chooses)
            action, data = ok[0], ("choose_move", ok)
        elif ok:
            action = data = ok[0]
        else:
            marigold = t.me(v).tokens[ITEMS.index("marigold")] > 0
            action = data = acts[1] if marigold and v.round_starter == t.seat else acts[0]
        return Offer(action, W.move_to(t.plain.cell(cell), bool(ok) and all(a.marigold for a in ok)), data)


class Prep(Own, DiceTray):
    """The preparation board: three spaces where drafted dice wait (dragged on to the ofrenda, or to
    a casket to pay); a drafted die may be dropped on it."""

    def __init__(self, t):
        super().__init__("prep", PREPBOX, drop_rect=PREPBOX, tooltip=t.tips.prep_board,
                         click=lambda: t.input.click_target(("prep",)), key=("prepboard",))
        self.t = t

    def dice(self, view):
        return [(i, prep_space(i)) for i in range(len(self.t.me(view).prep))]

    def die_piece(self, i, r, view) -> Piece:
        t = self.t
        drag = ("prep", i) if t.me(view).prep[i] is not None and t.my_phase() in ("act", "pay") else None
        return Piece(("prep", i), r, tooltip=t.tips.prep(i), drag=drag, click=lambda: t.input.click_prep(i, drag))

    def offer(self, payload, view) -> Offer | None:
        if payload[0] != "draft":
            return None
        _, colour, power, face, _id = payload
        act = Draft(colour, power, face, PREP)
        return Offer(act, W.s("dotd-t-to-your-preparation-board"), act)

    def slice(self, v):
        return (v.players[self.t.seat].prep, v.drafted, v.phase)

    def draw(self, surface, v, me, phase) -> None:
        t = self.t
        a = t.assets
        hidden = t.hidden()
        sugg = t.suggestion_keys()
        for i, d in enumerate(me.prep):
            r = prep_space(i).inflate(-10, -10)
            if d is None:
                continue
            if t.moving(("die", d.id)) or ("prep", i) in hidden:
                continue
            if ("prep", i) in sugg or t.selected == ("prep", i) or t.face_space == i:
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 12, 255)
            elif phase == "face" and t.face_space is None and not d.power:
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 200)
            paint_die(surface, a, r, d.colour, d.power, d.face, t.cb, scale=1.33)
            if v.drafted is not None and d.id == v.drafted.id:
                tag = paint.pill(a, W.s("dotd-t-drafted"), 10, fg=(40, 24, 10), bg=(255, 214, 110, 250))
                surface.blit(tag, tag.get_rect(midtop=(r.centerx, r.bottom + 2)))


class Supply(Own, DiceTray):
    """The seat's supply: its dice by kind (each kind a piece, dragged to pay or, at setup, to place)."""

    shows = "supply"

    def __init__(self, t):
        super().__init__("supply", SUPPLY, tooltip=t.tips.supply, key=("supplybox",))
        self.t = t

    def dice(self, view):
        classes = self.t.geometry.supply_classes(self.t.me(view))
        return list(zip(classes, self.t.geometry.supply_rects(len(classes))))

    def die_piece(self, kind, r, view) -> Piece:
        t = self.t
        colour, power, n = kind
        phase = t.my_phase()
        drag = ("place" if phase == "place" else "supply", colour, power) if phase in ("pay", "place") else None
        return Piece(("supply", colour, power), r.inflate(6, 6), tooltip=t.tips.supply_class(colour, power, n),
                     drag=drag, click=(lambda: t.input.pick_up(drag)) if drag else None)

    def draw(self, surface, v, me, phase) -> None:
        t = self.t
        a = t.assets
        sugg = t.suggestion_keys()
        cap_img = T.text(a, W.supply_caption(len(me.supply)), "bold", 13, PALETTE["marigold_light"])
        surface.blit(cap_img, cap_img.get_rect(midtop=(SUPPLY.centerx, SUPPLY.y + 7)))
        classes = t.geometry.supply_classes(me)
        if not classes:
            text = W.s("dotd-t-you-pay-from-the-city-of") if t.solo else W.s("dotd-t-empty-you-pay-from-your-preparation")
            img = T.render_rich(a, f"[i]{text}[/i]", SUPPLY.w - 20, size=12, colour=PALETTE["muted"], align="center")
            surface.blit(img, img.get_rect(center=(SUPPLY.centerx, SUPPLY.centery + 8)))
            return
        payable = phase == "pay" and any(isinstance(x, Pay) and x.source == SRC_SUPPLY for x in t.legal_actions())
        for (colour, power, n), r in zip(classes, t.geometry.supply_rects(len(classes))):
            key = ("supply", colour, power)
            if key in sugg or (t.selected and t.selected[:3] == ("supply", colour, power)):
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 10, 255)
            elif payable or phase == "place":
                paint.draw_glow(surface, r, PALETTE["marigold_light"], 6, 140)
            big = len(classes) == 1
            for k in range(min(3 if big else 1, n) - 1, -1, -1):
                off = R(r.x + k * 5, r.y - k * 4, r.w, r.h)
                paint_die(surface, a, off, colour, power, 6 - k if not power else (6, 5, 2)[k], t.cb, scale=1.3)
            if big:
                label = paint.pill(a, f"\u00d7{n}", 16, fg=PALETTE["bone"], bg=(20, 10, 36, 235))
                surface.blit(label, label.get_rect(midleft=(r.right + 14, r.centery)))
            else:
                label = T.text(a, f"\u00d7{n}", "bold", 12, PALETTE["bone"])
                surface.blit(label, label.get_rect(midleft=(r.right + 5, r.centery + 1)))


class Placing(Own, DiceTray):
    """At setup, the kinds of dice to place, large, in the action panel (dragged onto a casket)."""

    shows = "supply"

    def __init__(self, t):
        super().__init__("placing", R(ACTIONS.x + 14, ACTIONS.y + 84, ACTIONS.w - 28, 52))
        self.t = t

    def dice(self, view):
        t = self.t
        if t.my_phase() != "place":
            return []
        classes = t.geometry.supply_classes(t.me(view))
        return list(zip(classes, t.geometry.place_rects(len(classes))))

    def die_piece(self, kind, r, view) -> Piece:
        t = self.t
        colour, power, n = kind
        drag = ("place", colour, power)
        return Piece(("placedie", colour), r.inflate(6, 6), tooltip=t.tips.supply_class(colour, power, n), drag=drag,
                     click=lambda: t.input.pick_up(drag))

    def draw(self, surface, v, me, phase) -> None:
        t = self.t
        if phase != "place":
            return
        a = t.assets
        classes = t.geometry.supply_classes(me)
        hidden = t.hidden()
        for (colour, power, n), rr in zip(classes, t.geometry.place_rects(len(classes))):
            if ("placedie", colour) in hidden:
                continue
            if t.selected is not None and t.selected[:2] == ("place", colour):
                paint.draw_glow(surface, rr, PALETTE["marigold_light"], 12, 255)
            paint_die(surface, a, rr, colour, power, 5, t.cb)
            pill = paint.pill(a, f"\u00d7{n}", 11)
            surface.blit(pill, pill.get_rect(center=(rr.right - 2, rr.bottom - 2)))


class Tokens(Own, Hand):
    """The tokens in the seat's hand, one slot each up to the hand's limit (clicked to play, discard
    or mark for cashing in)."""

    shows = "tokens"

    def __init__(self, t):
        super().__init__("hand", HAND)
        self.t = t

    def cards(self, view):
        tokens = self.t.geometry.hand_tokens(self.t.me(view))
        return [((i, tokens[i] if i < len(tokens) else None), r) for i, r in enumerate(self.t.geometry.hand_slots())]

    def card_piece(self, card, r, view) -> list[Piece]:
        t = self.t
        i, item = card
        return [Piece(("token", i, item), r, tooltip=t.tips.token(item),
                      click=(lambda: t.input.click_token(item)) if item else None)]

    def draw(self, surface, v, me, phase) -> None:
        t = self.t
        a = t.assets
        tokens = t.geometry.hand_tokens(me)
        cap_img = T.text(a, W.tokens_caption(len(tokens), t.data.hand_limit), "bold", 13,
                         PALETTE["marigold_light"])
        surface.blit(cap_img, (HAND.x + 14, HAND.y + 9))
        for i, r in enumerate(t.geometry.hand_slots()):
            if i < len(tokens):
                item = tokens[i]
                marked = phase == "score" and item in t.cash_marks and tokens.index(item) == i
                lit = (phase == "discard") or (phase in ("open", "act") and item == "candle") or \
                      (phase == "score" and t.panel.cash_options() and not marked)
                if marked:
                    paint.draw_glow(surface, r, (120, 230, 150), 12, 255)
                elif lit:
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 8, 170)
                paint.draw_shadow(surface, r.inflate(-8, -8), 20, 5, 100, (1, 3))
                surface.blit(a.sprite(f"dotd/token_{item}.png", r.size), r)
                if marked:
                    tick = T.text(a, "\u2713", "bold", 18, (120, 240, 150))
                    surface.blit(tick, tick.get_rect(center=(r.right - 6, r.y + 6)))
            else:
                paint.outline(surface, r.inflate(-6, -6), (110, 90, 140), 2, 22, dashed=True)
        # the help line, on the caption's row to its right (a readable size, in both phases)
        kinds = sum(1 for n in me.tokens if n)
        note = BW.tokens_help_ready if phase != "score" and kinds >= 3 else BW.tokens_help
        room = HAND.right - 26 - (HAND.x + 14 + cap_img.get_width() + 14)
        img = fit.line(a, note, room, "italic", 12, PALETTE["muted"], floor=11)
        surface.blit(img, img.get_rect(midright=(HAND.right - 26, HAND.y + 9 + cap_img.get_height() // 2)))


class Actions(Part):
    """The action panel: what the seat does now (its buttons are the scene's), the Round Starter
    marker when the seat holds it, and a row of values per token while a drafted die may change."""

    def __init__(self, t):
        super().__init__("actions", ACTIONS)
        self.t = t

    def pieces(self, v) -> list[Piece]:
        t = self.t
        if t.shown_rs(v) == t.seat and not t.solo:
            return [Piece(("rs",), R(ACTIONS.right - 54, ACTIONS.y + 8, 44, 44), tooltip=t.tips.rs)]
        return []

    def slice(self, v):
        return (v.phase, v.drafted)

    def paint(self, surface, v) -> None:
        t = self.t
        a = t.assets
        r = ACTIONS
        title, lines = t.words.panel_text(v)
        if t.shown_rs(v) == t.seat and not t.solo:
            surface.blit(a.sprite("dotd/round_starter.png", (44, 44)), (r.right - 54, r.y + 8))
        room = r.w - 28 - (48 if t.shown_rs(v) == t.seat and not t.solo else 0)
        surface.blit(fit.cut(a, title, room, "bold", 14, PALETTE["marigold_light"]), (r.x + 14, r.y + 10))
        y = r.y + 34
        top_button = min((b.rect.y for b in t.buttons if b.rect.colliderect(r)), default=r.bottom - 8)
        lines = [line for line in lines if line]
        for size in range(13, fit.SMALLEST - 1, -1):  # every line whole, as large as the room above the buttons allows
            if sum(T.render_rich(a, line, room, size=size).get_height() + 3 for line in lines) <= top_button - y:
                break
        for line in lines:
            img = fit.block(a, line, room, size=size, floor=11)
            surface.blit(img, (r.x + 14, y))
            y += img.get_height() + 3
        if t.my_phase() == "retune":
            room = RETUNE_CAPTION - 40
            for token, y in t.panel.token_rows:
                surface.blit(a.sprite(f"dotd/token_{token}.png", (30, 30)), (r.x + 14, y + 2))
                hint = W.s("dotd-t-a-value-in-the-casket") if token == "bread" else W.s("dotd-t-one-up-or-down")
                surface.blit(fit.line(a, cap(token), room, "bold", 13, PALETTE["bone"], floor=11), (r.x + 50, y))
                surface.blit(fit.block(a, T.escape(hint), room, 26, size=10, floor=9, role="italic",
                                       colour=PALETTE["muted"]), (r.x + 50, y + 16))
