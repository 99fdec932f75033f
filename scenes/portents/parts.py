"""Portents' parts: the Omen slots round the altar, the Kitty and its bag (solo), the altar's board
of sliding tiles, the hand, the tiles pushed off, the rival's open hand and the two collections.
Each part reads the table scene (``t``: the seat, the view, what may be done) and offers what is
its own; the words of its tooltips come from the scene's ``tips``."""
from __future__ import annotations

import pygame

from game.rules.portents.actions import Place
from game.rules.portents.altar import GAP
from game.rules.portents.state import Phase
from game.rules.portents import words
from scenes.kit.parts import Offer, Part, Piece
from scenes.kit.tiles import Tiles
from scenes.portents.layout import HAND, OTHER


class OmenSlot(Part):
    """``slot:<n>``: one of the sixteen Omen slots round the altar, and the Omen in it."""

    def __init__(self, t, slot: int):
        super().__init__(f"slot:{slot}", t.slot_rect(slot))
        self.t, self.slot = t, slot

    def pieces(self, view) -> list[Piece]:
        return [Piece(("slot", self.slot), self.rect, tooltip=self.t._slot_tip(self.slot))]

    def slice(self, view):
        return view.slots[self.slot]


class Kitty(Part, name="kitty", rect=OTHER):
    """``kitty`` (solo): the Kitty on its slot and the tile on its token; it paints its panel."""

    def pieces(self, view) -> list[Piece]:
        t = self.t
        return [Piece(("kitty",), t.kitty_rect(view.kitty_slot), tooltip=t._kitty_tip),
                Piece(("token",), t.token_rect(), tooltip=t._kitty_tip)]

    def slice(self, view):
        return view.kitty_slot, view.token, view.laps, view.steal, view.kitty_omens, len(view.bag)

    def paint(self, surface, view) -> None:
        self.t._draw_kitty_panel(surface, view)


class Bag(Part):
    """``bag`` (solo): the bag the Kitty draws from."""

    def __init__(self, t):
        super().__init__("bag", t.bag_rect())
        self.t = t

    def pieces(self, view) -> list[Piece]:
        return [Piece(("bag",), self.rect, tooltip=self.t._bag_tip)]

    def slice(self, view):
        return view.bag


class Altar(Tiles):
    """``altar``: the 3x3 board of tiles and its push arrows; its squares (``altar:<cell>``) take a
    tile of the hand dropped into them."""

    def __init__(self, t):
        super().__init__("altar", t.grid)
        self.t = t

    def contents(self, view):
        return [None if tile == GAP else tile for tile in view.altar]

    def arrows(self, view):
        return self.t.arrow_states()

    def tile_piece(self, cell, tile, rect, view) -> Piece:
        t = self.t
        return Piece(("cell", cell), rect, tooltip=t._cell_tip(cell), click=lambda: t._click_cell(cell))

    def arrow_piece(self, side, lane, how, view) -> Piece:
        t = self.t
        return Piece(("arrow", side, lane), self.grid.arrow_rect(side, lane).inflate(6, 6),
                     tooltip=t._arrow_tip(side, lane), click=lambda: t.push(side, lane), tip_side="above")

    def offer_square(self, cell, payload, view) -> Offer | None:
        if not (isinstance(payload, tuple) and payload[0] == "hand"):
            return None
        data = self.t.data
        action = Place(data.tile_names[payload[1]], cell)
        return Offer(action, words.place_hint(data, payload[1]), action)

    def slice(self, view):
        return super().slice(view), view.counts, view.side, view.lit

    def paint(self, surface, view) -> None:
        self.t._draw_altar(surface, view)


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
        return [Piece(("hand", tile), r, tooltip=t._tile_tip(tile, "hand"), drag=("hand", tile) if push else None,
                      click=lambda tile=tile: t._click_hand(tile))
                for tile, r in zip(hand, t.hand_rects(len(hand)))]

    def slice(self, view):
        return view.hands[self.t.me], view.pushed, self.t.selected

    def paint(self, surface, view) -> None:
        self.t._draw_hand(surface, view)


class Pushed(Part):
    """``pushed``: the tiles pushed off this turn, joining the hand once the gaps are filled."""

    def __init__(self, t):
        super().__init__("pushed", t._pushed_box())
        self.t = t

    def pieces(self, view) -> list[Piece]:
        t = self.t
        return [Piece(("pushed", tile), r, tooltip=t._tile_tip(tile, "pushed"))
                for tile, r in zip(view.pushed, t.pushed_rects(len(view.pushed)))]

    def slice(self, view):
        return view.pushed


class RivalHand(Part):
    """``rival_hand`` (duel): the rival's open hand."""

    def __init__(self, t):
        super().__init__("rival_hand", pygame.Rect(t.rival_hand_rects(3)[0]).unionall(t.rival_hand_rects(3)))
        self.t = t

    def pieces(self, view) -> list[Piece]:
        t = self.t
        hand = view.hands[t.rival]
        return [Piece(("rival_hand", tile), r, tooltip=t._tile_tip(tile, "rival"))
                for tile, r in zip(hand, t.rival_hand_rects(len(hand)))]

    def slice(self, view):
        return view.hands[self.t.rival]


class Collection(Part):
    """``mine``: the seat's Omens, a colour-by-shape table with the progress to victory; ``theirs``
    (duel): the rival's, over its whole panel."""

    def __init__(self, t, name: str):
        if name == "mine":
            origin, size = t.my_matrix()
            rect = pygame.Rect(origin[0] - 40, origin[1] - 22, 4 * (size + 4) + 80, 4 * (size + 4) + 44)
        else:
            rect = OTHER
        super().__init__(name, rect)
        self.t = t

    def seat(self) -> int:
        return self.t.me if self.name == "mine" else self.t.rival

    def pieces(self, view) -> list[Piece]:
        return [Piece((self.name,), self.rect, tooltip=self.t._collection_tip(self.seat()))]

    def slice(self, view):
        return view.collected[self.seat()], view.difficulty

    def paint(self, surface, view) -> None:
        if self.name == "mine":
            self.t._draw_collection(surface, view)
        else:
            self.t._draw_rival(surface, view)


def declare(t) -> list[Part]:
    """The table's parts, bottom to top (a later part's pieces are found first), as they are hit:
    the slots, the Kitty, the altar and its squares, the hand, the collections."""
    altar = Altar(t)
    solo = [Kitty(t), Bag(t)] if t.solo else []
    duel = [RivalHand(t)] if not t.solo else []
    theirs = [Collection(t, "theirs")] if not t.solo else []
    return [*(OmenSlot(t, s) for s in range(16)), *solo, altar, *altar.squares(), SeatHand(t), Pushed(t), *duel,
            Collection(t, "mine"), *theirs]


__all__ = ["Altar", "Bag", "Collection", "Kitty", "OmenSlot", "Pushed", "RivalHand", "SeatHand", "declare"]
