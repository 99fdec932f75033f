"""Portents' parts: the top bar, the Omen slots round the altar, the Kitty and its bag (solo), the
altar's board of sliding tiles, the hand, the tiles pushed off, the rival's open hand and the two
collections. Each part reads the table (``t``: the seat, the view, what may be done, where pieces lie:
``t.geometry``), paints and offers what is its own; the words of its tooltips come from the table's
``tips``."""
from __future__ import annotations

import pygame

from game.rules.portents.actions import Place
from game.rules.portents.altar import GAP
from game.rules.portents.state import Phase, attribute_counts
from game.rules.portents import table_words as words
from game.rules.portents.words import target_text
from scenes.assets import PALETTE
from scenes.kit import fit
from scenes.kit.parts import Offer, Part, Piece
from scenes.kit.tiles import Tiles
from scenes.portents.layout import HAND, KITTY_OMEN, MINE, OTHER, RGB, TOPBAR_RECT
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent


class OmenSlot(Part):
    """``slot:<n>``: one of the sixteen Omen slots round the altar, and the Omen in it."""

    def __init__(self, t, slot: int):
        super().__init__(f"slot:{slot}", t.geometry.slot_rect(slot))
        self.t, self.slot = t, slot

    def pieces(self, view) -> list[Piece]:
        return [Piece(("slot", self.slot), self.rect, tooltip=self.t.tips.slot_tip(self.slot))]

    def slice(self, view):
        return view.slots[self.slot]


class Kitty(Part, name="kitty", rect=OTHER):
    """``kitty`` (solo): the Kitty on its slot and the tile on its token; it paints its panel."""

    def pieces(self, view) -> list[Piece]:
        t = self.t
        return [Piece(("kitty",), t.geometry.kitty_rect(view.kitty_slot), tooltip=t.tips.kitty_tip),
                Piece(("token",), t.geometry.token_rect(), tooltip=t.tips.kitty_tip)]

    def slice(self, view):
        return view.kitty_slot, view.token, view.laps, view.steal, view.kitty_omens, len(view.bag)

    def paint(self, surface, view) -> None:
        """Its Omens, its hat once it has made a lap, the tiles in its bag and what it has done."""
        t, a = self.t, self.t.assets
        title = words.seat_omens_title(words.s("portents-the-kitty"), len(view.kitty_omens))
        surface.blit(T.text(a, title, "bold", 15, PALETTE["marigold_light"]), (OTHER.x + 16, OTHER.y + 10))
        r = pygame.Rect(OTHER.x + 18, OTHER.y + 46, *KITTY_OMEN)
        if view.laps >= 1:
            hat = a.sprite("portents/hat.png", (46, 46))
            surface.blit(hat, hat.get_rect(midbottom=(r.centerx + 4, r.y + 18)))
        b = t.geometry.bag_rect()
        chip = paint.pill(a, f"\u00d7{len(view.bag)}", 12)
        surface.blit(chip, chip.get_rect(midtop=(b.centerx, b.bottom - 6)))
        x = b.right + 14
        y = OTHER.y + 46
        for text, bold in words.kitty_panel_lines(t.data, view):
            img = T.text(a, text, "bold" if bold else "body", 13, PALETTE["bone"] if bold else PALETTE["muted"])
            surface.blit(img, (x, y))
            y += img.get_height() + 2
        if not view.kitty_omens:
            none = T.text(a, words.s("portents-none-yet"), "italic", 12, PALETTE["muted"])
            surface.blit(none, (OTHER.x + 16, OTHER.y + 150))


class Bag(Part):
    """``bag`` (solo): the bag the Kitty draws from."""

    def __init__(self, t):
        super().__init__("bag", t.geometry.bag_rect())
        self.t = t

    def pieces(self, view) -> list[Piece]:
        return [Piece(("bag",), self.rect, tooltip=self.t.tips.bag_tip)]

    def slice(self, view):
        return view.bag


class Altar(Tiles):
    """``altar``: the 3x3 board of tiles and its push arrows; its squares (``altar:<cell>``) take a
    tile of the hand dropped into them."""

    def __init__(self, t):
        super().__init__("altar", t.grid)
        self.t = t
        # the part is the board with its push arrows (what a guided game lights, and keeps clear)
        self.rect = t.grid.rect.inflate(2 * (t.grid.arrow_gap + t.grid.arrow), 2 * (t.grid.arrow_gap + t.grid.arrow))

    def contents(self, view):
        return [None if tile == GAP else tile for tile in view.altar]

    def arrows(self, view):
        return self.t.arrow_states()

    def tile_piece(self, cell, tile, rect, view) -> Piece:
        t = self.t
        return Piece(("cell", cell), rect, tooltip=t.tips.cell_tip(cell), click=lambda: t.click_cell(cell))

    def arrow_piece(self, side, lane, how, view) -> Piece:
        t = self.t
        return Piece(("arrow", side, lane), self.grid.arrow_rect(side, lane).inflate(6, 6),
                     tooltip=t.tips.arrow_tip(side, lane), click=lambda: t.push(side, lane), tip_side="above")

    def offer_square(self, cell, payload, view) -> Offer | None:
        if not (isinstance(payload, tuple) and payload[0] == "hand"):
            return None
        data = self.t.data
        action = Place(data.tile_names[payload[1]], cell)
        return Offer(action, words.place_hint(data, payload[1]), action)

    def slice(self, view):
        return super().slice(view), view.counts, view.side, view.lit

    def paint(self, surface, view) -> None:
        """The open squares and the push arrows at rest (the stone and the slots are in the felt;
        the arrows' breathing glow and the one under the pointer are drawn every frame)."""
        t = self.t
        grid = t.grid
        for c in range(9):
            if view.altar[c] == GAP:
                paint.rrect(surface, grid.cell_rect(c), (10, 4, 18, 200), 12)
        arrows = t.arrow_states()
        if arrows:
            grid.draw_arrows(surface, arrows, None, 0.0, high_contrast=t.high_contrast, counts=arrow_counts(view))
            for key in t.suggestion_keys():
                if key[0] == "arrow":
                    paint.draw_glow(surface, grid.arrow_rect(key[1], key[2]), PALETTE["marigold_light"], 12, 255)
        elif view.side is not None and view.phase is Phase.PUSH:
            for lane, n in enumerate(view.counts):
                for i in range(n):
                    r = grid.arrow_rect(view.side, lane)
                    pygame.draw.circle(surface, PALETTE["marigold"], (r.centerx + (i - (n - 1) / 2) * 10, r.centery), 4)


def arrow_counts(view) -> dict:
    """The shifts made in each lane this turn (pips by the arrows)."""
    if view.side is None:
        return {}
    return {(view.side, lane): n for lane, n in enumerate(view.counts) if n}


class TopBar(Part, name="topbar", rect=pygame.Rect(TOPBAR_RECT)):
    """``topbar``: the round, whose turn it is and the game's other facts as pills (solo: the seed)."""

    def _pills(self, view) -> tuple[int, list]:
        """The pills as drawn, left to right, and where the next would go; the duel's stall counter
        last, once it matters (red in its last fifth)."""
        t, a = self.t, self.t.assets
        x = 14 + T.text(a, "Portents", "display", 28, PALETTE["marigold"], scaled=False).get_width() + 16
        turn_of = None
        if view.active in (0, 1):
            turn_of = "" if view.active == t.seat else t.seat_name(view.active)
        out = []
        texts = words.top_pills(t.data, view, t.solo, turn_of)
        if turn_of:  # whose turn (the duel's second pill), a long name cut with an ellipsis
            texts[1] = fit.named(a, lambda n: words.top_pills(t.data, view, t.solo, n)[1], turn_of,
                                 fit.NAME_PILL_W, "bold", 14)
        for text in texts:
            out.append((paint.pill(a, text, 14), x, None))
            x += out[-1][0].get_width() + 8
        if not t.solo and words.stall_shown(t.data, view.dry):
            urgent = words.stall_urgent(t.data, view.dry)
            pill = paint.pill(a, words.stall_count(t.data, view.dry), 14,
                              fg=PALETTE["danger"] if urgent else PALETTE["bone"],
                              border=PALETTE["danger"] if urgent else PALETTE["marigold"])
            out.append((pill, x, "stall"))
            x += pill.get_width() + 8
        return x, out

    def pieces(self, view) -> list[Piece]:
        _x, pills = self._pills(view)
        return [Piece(("stall",), pygame.Rect(x, 12, pill.get_width(), pill.get_height()), tooltip=self._stall_tip)
                for pill, x, key in pills if key == "stall"]

    def _stall_tip(self):
        title, line = words.stall_tip(self.t.data, self.t.seen.dry)
        return TooltipContent(T.escape(title), (T.escape(line),))

    def paint(self, surface, view) -> None:
        t, a = self.t, self.t.assets
        x, pills = self._pills(view)
        for pill, px, _key in pills:
            surface.blit(pill, (px, 12))
        if t.solo:
            seed = paint.pill(a, words.seed_label(t.session.seed), 12, fg=PALETTE["muted"], icon="icons/seed.png")
            surface.blit(seed, (x, 14))


class SeatHand(Part):
    """``hand``: the seat's tiles; in a push they are dragged (or clicked, then a gap clicked) into
    the gaps; when feeding the Cat, one is clicked."""

    def __init__(self, t):
        super().__init__("hand", HAND)
        self.t = t

    def pieces(self, view) -> list[Piece]:
        t = self.t
        push = t.my_phase() is Phase.PUSH
        hand = view.hands[t.me]
        return [Piece(("hand", tile), r, tooltip=t.tips.tile_tip(tile, "hand"), drag=("hand", tile) if push else None,
                      click=lambda tile=tile: t.click_hand(tile))
                for tile, r in zip(hand, t.geometry.hand_rects(len(hand)))]

    def slice(self, view):
        return view.hands[self.t.me], view.pushed, self.t.geometry.pushed_by_rival(view), self.t.selected

    def paint(self, surface, view) -> None:
        """Its title, and where the tiles pushed off go."""
        t, a = self.t, self.t.assets
        if t.solo or not t.hotseat:
            title = words.hand_title(None)
        else:  # whose hand, a long name cut with an ellipsis
            title = fit.named(a, words.hand_title, t.seat_name(t.seat), HAND.w - 32, "bold", 15)
        surface.blit(T.text(a, title, "bold", 15, PALETTE["marigold_light"]), (HAND.x + 16, HAND.y + 10))
        box = t.geometry.pushed_box()
        if not view.pushed or t.geometry.pushed_by_rival(view):
            hint = T.text(a, words.s("portents-join-your-hand"), "italic", 11, PALETTE["muted"])
            surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.y + 60)))
        else:
            hint = T.text(a, words.s("portents-to-your-hand"), "italic", 11, PALETTE["muted"])
            surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.bottom - 20)))


class Pushed(Part):
    """``pushed``: the tiles pushed off this turn, joining the hand once the gaps are filled."""

    def __init__(self, t):
        super().__init__("pushed", t.geometry.pushed_box())
        self.t = t

    def pieces(self, view) -> list[Piece]:
        t = self.t
        return [Piece(("pushed", tile), r, tooltip=t.tips.tile_tip(tile, "pushed"))
                for tile, r in zip(view.pushed, t.geometry.pushed_places(view))]

    def slice(self, view):
        return view.pushed, self.t.geometry.pushed_by_rival(view)

    def paint(self, surface, view) -> None:
        """On the rival's turn (duel), the words over its tiles pushed off: they join its hand."""
        t = self.t
        if view.pushed and t.geometry.pushed_by_rival(view):
            r = t.geometry.rival_pushed_rects(1)[0]
            room = t.geometry.rival_hand_rects(3)[0].x - 8 - r.x  # a long name cut, clear of the open hand
            cap = T.text(t.assets, fit.named(t.assets, words.pushed_to, t.seat_name(t.rival), room, "italic", 11),
                         "italic", 11, PALETTE["muted"])
            surface.blit(cap, cap.get_rect(bottomleft=(r.x, r.y - 2)))


class RivalHand(Part):
    """``rival_hand`` (duel): the rival's open hand."""

    def __init__(self, t):
        super().__init__("rival_hand", pygame.Rect(t.geometry.rival_hand_rects(3)[0]).unionall(t.geometry.rival_hand_rects(3)))
        self.t = t

    def pieces(self, view) -> list[Piece]:
        t = self.t
        hand = view.hands[t.rival]
        return [Piece(("rival_hand", tile), r, tooltip=t.tips.tile_tip(tile, "rival"))
                for tile, r in zip(hand, t.geometry.rival_hand_rects(len(hand)))]

    def slice(self, view):
        return view.hands[self.t.rival]


class Collection(Part):
    """``mine``: the seat's Omens, a colour-by-shape table with the progress to victory; ``theirs``
    (duel): the rival's, over its whole panel."""

    def __init__(self, t, name: str):
        if name == "mine":
            origin, size = t.geometry.my_matrix()
            matrix = pygame.Rect(origin[0] - 40, origin[1] - 22, 4 * (size + 4) + 80, 4 * (size + 4) + 44)
        else:
            matrix = OTHER
        # the part is the whole panel (the target's words too: what a guided game lights and keeps
        # clear); its tooltip is the matrix's
        super().__init__(name, MINE if name == "mine" else OTHER)
        self.matrix = matrix
        self.t = t

    def seat(self) -> int:
        return self.t.me if self.name == "mine" else self.t.rival

    def pieces(self, view) -> list[Piece]:
        return [Piece((self.name,), self.matrix, tooltip=self.t.tips.collection_tip(self.seat()))]

    def slice(self, view):
        return view.collected[self.seat()], view.difficulty

    def paint(self, surface, view) -> None:
        """Its title, the colour-by-shape table and the progress to victory."""
        t, a = self.t, self.t.assets
        omens = view.collected[self.seat()]
        if self.name == "mine":
            panel, title = MINE, words.your_omens_title(len(omens))
            (origin, size), small = t.geometry.my_matrix(), False
        else:
            title = fit.named(a, lambda n: words.seat_omens_title(n, len(omens)), t.seat_name(self.seat()),
                              OTHER.w - 32 - 70, "bold", 15)  # a long name cut, clear of the open hand's caption
            panel = OTHER
            (origin, size), small = t.geometry.other_matrix(), True
        surface.blit(T.text(a, title, "bold", 15, PALETTE["marigold_light"]), (panel.x + 16, panel.y + 10))
        self.paint_table(surface, origin, size, omens, small)
        x = origin[0] + 4 * (size + 4) + 30
        if small:
            y = origin[1]
        elif t.solo:
            y = MINE.y + 70 + self.target(view)[1].get_height()
        else:
            y = MINE.y + 64
        self.paint_progress(surface, x, y, omens, panel.right - x - 12)

    def target(self, view) -> tuple[int, pygame.Surface]:
        """Solo, the seat's own: where the difficulty's words go, and the target in words."""
        origin, size = self.t.geometry.my_matrix()
        x = origin[0] + 4 * (size + 4) + 30
        body = T.render_rich(self.t.assets, f"[i]{T.escape(target_text(self.t.data, view.difficulty))}[/i]",
                             MINE.right - x - 12, size=12, colour=PALETTE["muted"])
        return x, body

    def paint_table(self, surface, origin, size: int, omens, small: bool) -> None:
        """The colour-by-shape table: empty places faint, counts at the row and column ends."""
        t, a = self.t, self.t.assets
        have = set(omens)
        counts = attribute_counts(omens)
        step = size + 4
        for o in range(16):
            r = t.geometry.matrix_rect(origin, size, o)
            if o not in have:
                pygame.draw.circle(surface, (34, 20, 48), r.center, size // 2)
                pygame.draw.circle(surface, (80, 60, 100), r.center, size // 2, 1)
        for c in range(4):  # rows: the colours
            y = origin[1] + c * step + size // 2
            pygame.draw.circle(surface, RGB[c], (origin[0] - 14, y), 6 if small else 8)
            if t.high_contrast or not small:
                s = 14 if small else 16
                surface.blit(t.painter.symbol_sprite(c, s), (origin[0] - 34 - (0 if not small else -4), y - s // 2))
            n = counts[c]
            img = T.text(a, str(n), "bold", 11 if small else 14,
                         PALETTE["marigold_light"] if n >= 3 else (PALETTE["bone"] if n else PALETTE["muted"]))
            surface.blit(img, img.get_rect(midleft=(origin[0] + 4 * step + 2, y)))
        for s_ in range(4):  # columns: the shapes
            x = origin[0] + s_ * step + size // 2
            n = counts[4 + s_]
            img = T.text(a, str(n), "bold", 11 if small else 14,
                         PALETTE["marigold_light"] if n >= 3 else (PALETTE["bone"] if n else PALETTE["muted"]))
            surface.blit(img, img.get_rect(midtop=(x, origin[1] + 4 * step)))
            if not small:
                name = T.text(a, t.data.attribute_name(4 + s_), "italic", 10, PALETTE["muted"])
                surface.blit(name, name.get_rect(midbottom=(x, origin[1] - 2)))

    def paint_progress(self, surface, x: int, y: int, omens, width: int) -> None:
        """The victory condition's parts, met or not, then the Fortunes of three so far."""
        t, a = self.t, self.t.assets
        for text, met in words.progress_items(t.data, omens, t.seen.difficulty if t.solo else None):
            mark = "\u2714 " if met else "\u2022 "
            img = T.text(a, mark + text, "bold", 13, (150, 240, 170) if met else PALETTE["bone"])
            surface.blit(img, (x, y))
            y += img.get_height() + 2
        counts = attribute_counts(omens)
        if any(n >= 3 for n in counts):
            line = words.fortunes_line(t.plain, counts, 3)
            img = T.render_rich(a, f"[i]{T.escape(line)}[/i]", width, size=12, colour=PALETTE["muted"])
            surface.blit(img, (x, y + 2))

def declare(t) -> list[Part]:
    """The table's parts, bottom to top (a later part's pieces are found first), as they are hit:
    the top bar, the slots, the Kitty, the altar and its squares, the hand, the collections."""
    altar = Altar(t)
    solo = [Kitty(t), Bag(t)] if t.solo else []
    duel = [RivalHand(t)] if not t.solo else []
    theirs = [Collection(t, "theirs")] if not t.solo else []
    return [TopBar(t), *(OmenSlot(t, s) for s in range(16)), *solo, altar, *altar.squares(), SeatHand(t), Pushed(t),
            *duel, Collection(t, "mine"), *theirs]


__all__ = ["Altar", "Bag", "Collection", "Kitty", "OmenSlot", "Pushed", "RivalHand", "SeatHand", "TopBar", "arrow_counts",
           "declare"]
