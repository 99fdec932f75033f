"""The kit's dice tray (scenes/kit/dice.py): one piece per die over the tray's own piece, drops
answered by the rules, and wells laid out in centred rows. Names no game."""
from __future__ import annotations

import pygame

from scenes.kit.dice import DiceTray, wells
from scenes.kit.parts import Offer, Piece, Table
from scenes.widgets.tooltip import TooltipContent


class Cup(DiceTray):
    """A toy tray: the dice of ``view["dice"]`` in a row; a die dropped here proposes keeping it."""

    def dice(self, view):
        return list(zip(view["dice"], wells(self.rect, len(view["dice"]), 20, 6)))

    def die_piece(self, die, rect, view):
        return Piece(("die", die), rect, tooltip=lambda: TooltipContent(f"a {die}"), drag=("die", die))

    def offer(self, payload, view):
        return Offer(("keep", payload[1]), "keep it", payload[1]) if payload[0] == "die" else None


def test_the_tray_lies_under_its_dice_and_each_die_is_a_piece():
    tray = Cup("cup", (0, 0, 200, 40), drop_rect=(0, 0, 200, 40), tooltip=lambda: TooltipContent("The cup"))
    view = {"dice": [3, 5, 6]}
    table = Table([tray], lambda action: None, lambda: view)
    keys = [p.key for p in table.pieces()]
    assert keys == [("cup",), ("die", 3), ("die", 5), ("die", 6)]
    die = table.piece(("die", 5))
    assert table.hit(die.rect.center).key == ("die", 5), "a die is found over its tray"
    assert table.hit((2, 2)).key == ("cup",)
    assert table.part_of(("die", 6)) is tray
    assert all(p.tooltip is not None or p.no_tooltip for p in table.pieces())


def test_a_tray_with_neither_tooltip_nor_click_is_no_piece_and_its_key_may_be_named():
    assert [p.key for p in Cup("cup", (0, 0, 100, 30)).pieces({"dice": [1]})] == [("die", 1)]
    board = Cup("board:2", (0, 0, 100, 30), click=lambda: None, key=("board", 2))
    whole = board.pieces({"dice": []})[0]
    assert whole.key == ("board", 2) and whole.no_tooltip and whole.click is not None


def test_a_drop_on_a_tray_takes_the_rules_answer():
    view = {"dice": []}
    tray = Cup("cup", (0, 0, 100, 30), drop_rect=(0, 0, 100, 30))
    table = Table([tray], lambda action: None if action == ("keep", 4) else "Not that one.", lambda: view)
    (ok,) = table.drop_targets(("die", 4))
    (no,) = table.drop_targets(("die", 2))
    assert ok.legal and ok.key == ("cup",) and ok.data == 4 and ok.hint == "keep it"
    assert not no.legal and no.reason == "Not that one."
    assert table.drop_targets(("token", 1)) == []


def test_wells_fill_rows_centred_and_squeeze_when_many():
    area = pygame.Rect(0, 0, 100, 60)
    assert wells(area, 0, 20, 3) == []
    (one,) = wells(area, 1, 20, 3)
    assert one.center == area.center
    row = wells(area, 3, 20, 3)
    assert len({r.y for r in row}) == 1 and row[0].x < row[1].x < row[2].x
    assert row[0].x - area.x == area.right - row[2].right, "a row is centred"
    many = wells(area, 12, 20, 3)
    assert len(many) == 12 and all(area.contains(r) for r in many), "rows squeeze to stay inside"
    last = wells(area, 4, 20, 3)[3]
    assert last.centerx == area.centerx, "a short last row is centred too"
