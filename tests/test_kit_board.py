"""The kit's board of named slots (scenes/kit/board.py): slots are pieces found by name and key,
each takes the drops it offers, and the table's rules answer every drop.

Shared: no game is named here."""
from __future__ import annotations

import pygame

from scenes.kit.board import Board, Slot, drop_targets
from scenes.kit.parts import Offer, Table
from scenes.kit.pile import Pile
from scenes.widgets.hotspot import hotspot_at
from scenes.widgets.tooltip import TooltipContent


class Shelf(Board):
    """A toy board: three places in a row; ``view["on"]`` says what lies on each. A token may be
    dropped on an empty place; the last place is a round socket with a larger catch area."""

    def slots(self, view):
        out = []
        for i in range(3):
            rect = pygame.Rect(10 + 60 * i, 10, 50, 50)
            last = i == 2
            out.append(Slot(f"place:{i}", rect, tooltip=lambda i=i: TooltipContent(f"Place {i + 1}"),
                            hit=rect.inflate(10, 10) if last else None, radius=25 if last else None))
        out.append(Slot("all", pygame.Rect(0, 0, 200, 70), findable=False))
        return out

    def slot_offer(self, slot, payload, view):
        if payload[0] != "token" or slot.name == "all":
            return None
        i = int(slot.name.split(":")[1])
        return Offer(None if view["on"][i] else ("put", payload[1], i), f"put it on {slot.name}", i)


class Named(Board):
    """A board whose slots keep keys of their own (as a table's hotspots already had them)."""

    def slots(self, view):
        return [Slot("deck", pygame.Rect(300, 10, 40, 60), key=("deck",), tooltip=lambda: TooltipContent("Deck")),
                Slot("bag", pygame.Rect(350, 10, 40, 40), key=("bag",))]


VIEW = {"on": [None, "x", None]}


def toy(why=lambda action: None):
    return Table([Shelf("shelf"), Named("corner"), Pile("pile", (0, 100, 60, 80), drop_rect=(0, 100, 60, 80))],
                 why, lambda: VIEW)


def test_slots_are_pieces_found_by_name_and_key():
    table = toy()
    shelf = table.part("shelf")
    assert shelf.kind == "board"
    assert [s.name for s in shelf.slots(VIEW)] == ["place:0", "place:1", "place:2", "all"]
    assert shelf.slot("place:1", VIEW).rect == pygame.Rect(70, 10, 50, 50)
    assert shelf.slot("place:9", VIEW) is None
    # a drop-only place is no piece; the others are, keyed by board and slot unless they say otherwise
    keys = [p.key for p in table.pieces()]
    assert keys == [("shelf", "place:0"), ("shelf", "place:1"), ("shelf", "place:2"), ("deck",), ("bag",)]
    assert table.part_of(("shelf", "place:2")).name == "shelf"
    assert table.part_of(("bag",)).name == "corner"
    # a slot without a tooltip is marked as having none on purpose
    assert table.piece(("bag",)).no_tooltip and not table.piece(("deck",)).no_tooltip
    spot = hotspot_at(table.hotspots(), (75, 20))
    assert spot.key == ("shelf", "place:1") and spot.tooltip().title == "Place 2"


def test_each_slot_takes_its_drops_and_the_rules_answer():
    asked = []

    def why(action):
        asked.append(action)
        return "Not on the last place." if action[2] == 2 else None
    table = toy(why)
    targets = drop_targets(table, ("token", "t"))
    assert [t.key for t in targets] == [("shelf", "place:0"), ("shelf", "place:1"), ("shelf", "place:2")]
    free, taken, last = targets
    assert free.legal and free.reason is None and free.hint == "put it on place:0" and free.data == 0
    # a place that proposes no action is refused with the board's own words, the rules not asked
    assert not taken.legal and taken.reason == Board.refusal
    assert not last.legal and last.reason == "Not on the last place."
    assert asked == [("put", "t", 0), ("put", "t", 2)]
    # the catch area and the highlight's roundness come from the slot
    assert last.hit == pygame.Rect(130, 10, 50, 50).inflate(10, 10) and last.radius == 25
    assert last.contains((128, 8)) and not free.contains((5, 5))
    # what no slot takes gives no targets
    assert drop_targets(table, ("card", "c")) == []


def test_whole_parts_still_offer_drops_beside_the_slots():
    class Tray(Pile):
        def offer(self, payload, view):
            return Offer(("discard", payload[1]), "discard it") if payload[0] == "token" else None

    table = Table([Shelf("shelf"), Tray("tray", (0, 100, 60, 80), drop_rect=(0, 100, 60, 80))], lambda a: None,
                  lambda: VIEW)
    keys = [t.key for t in drop_targets(table, ("token", "t"))]
    assert keys == [("tray",), ("shelf", "place:0"), ("shelf", "place:1"), ("shelf", "place:2")]
