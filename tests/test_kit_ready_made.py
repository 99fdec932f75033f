"""The kit's ready-made card parts (scenes/kit/cards.py), score track (scenes/kit/track.py) and the
table base's default drop: what a small card game's table is built from without writing it."""
from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

from scenes.kit.cards import HandRow, TrickArea
from scenes.kit.parts import Table
from scenes.kit.table import TableBase
from scenes.kit.track import ScoreTrack
from scenes.widgets.drag import DropTarget


@dataclass(frozen=True)
class Play:
    card: str


class Door:
    """What a ready-made part reads of its table: the door to the rules and the seat on screen."""

    seat = 0
    players_turn = True

    def __init__(self, legal=("M1", "M2")):
        self.legal = set(legal)
        self.proposed = []

    def why_illegal(self, action) -> str | None:
        return None if action.card in self.legal else "Follow the suit led."

    def propose(self, action, at=None):
        self.proposed.append(action)


def hand(door, cards, width=800):
    return HandRow("hand", pygame.Rect(100, 500, width, 150), door, cards=lambda v: cards,
                   face=lambda s, c, r: None, play=Play, words=lambda c: f"card {c}")


def test_a_hand_lays_its_cards_in_a_row_and_raises_those_the_rules_take():
    door = Door()
    laid = dict(hand(door, ["M1", "M2", "S3"]).cards(None))
    assert [r.x for r in laid.values()] == sorted(r.x for r in laid.values())
    assert not any(a.colliderect(b) for a in laid.values() for b in laid.values() if a is not b)
    assert laid["M1"].y == laid["M2"].y < laid["S3"].y, "the playable cards stand raised"
    door.players_turn = False
    assert len({r.y for r in dict(hand(door, ["M1", "M2", "S3"]).cards(None)).values()}) == 1


def test_a_hand_too_wide_for_its_rect_overlaps_within_it():
    row = hand(Door(), [f"M{i}" for i in range(12)], width=500)
    rects = [r for _, r in row.cards(None)]
    assert rects[0].left >= row.rect.left and rects[-1].right <= row.rect.right


def test_a_card_clicked_proposes_its_action_and_its_tooltip_says_the_refusal():
    door = Door()
    row = hand(door, ["M1", "S3"])
    parts = Table([row], door.why_illegal)
    pieces = {p.key: p for p in parts.pieces(None)}
    pieces[("card", "hand", "S3")].click()
    assert door.proposed == [Play("S3")], "the rules answer the click (the door), not the part"
    tip = pieces[("card", "hand", "S3")].tooltip()
    assert tip.title == "card S3" and "Follow the suit led." in tip.plain
    assert pieces[("card", "hand", "M1")].tooltip().lines == ()
    assert pieces[("card", "hand", "M1")].drag == ("card", "hand", "M1")


def test_a_face_down_hand_shows_no_faces_and_offers_nothing():
    drawn = []
    row = HandRow("theirs", pygame.Rect(0, 0, 600, 120), Door(), cards=lambda v: [None] * 3,
                  face=lambda s, c, r: drawn.append(c), face_down=True)
    row.paint(pygame.Surface((10, 10)), None)
    assert drawn == [None, None, None]
    assert all(p.click is None and p.drag is None for p in row.pieces(None))


def test_the_trick_takes_a_dragged_card_as_its_action_and_the_rules_answer():
    door = Door()
    trick = TrickArea("trick", pygame.Rect(300, 200, 400, 240), door, played=lambda v: [(1, "M4")],
                      face=lambda s, c, r: None, play=Play)
    parts = Table([trick], door.why_illegal)
    legal, = parts.drop_targets(("card", "hand", "M1"), None)
    refused, = parts.drop_targets(("card", "hand", "S3"), None)
    assert legal.legal and legal.data == Play("M1")
    assert not refused.legal and refused.reason == "Follow the suit led."
    assert parts.drop_targets(("die", 3), None) == []
    assert trick.spot(0).centery > trick.rect.centery > trick.spot(1).centery, "the seat on screen's card below"


def test_a_score_track_puts_each_seat_on_its_score_side_by_side_when_they_share_a_step():
    door = Door()
    door.assets = None
    track = ScoreTrack("tricks", pygame.Rect(0, 0, 240, 100), door, steps=5, score=lambda v: v,
                       colours=((255, 0, 0), (0, 0, 255)), say=lambda seat, n: f"seat {seat}: {n}")
    apart = dict(track.seat_markers((1, 3)))
    assert track.step_rect(1).contains(apart[0]) and track.step_rect(3).contains(apart[1])
    shared = dict(track.seat_markers((2, 2)))
    assert shared[0].x != shared[1].x and all(track.step_rect(2).colliderect(r) for r in shared.values())
    tips = {p.key: p.tooltip() for p in track.pieces((0, 4)) if p.tooltip is not None}
    assert tips[("tricks", "marker", 1)].title == "seat 1: 4"


@pytest.mark.parametrize("legal", [True, False])
def test_the_table_bases_drop_offers_the_targets_action_with_its_answer(legal):
    """The default ``drop`` (a table that writes none): the target's action, taken when the rules
    took it when the drag began (it said "Not there." to every drop before)."""
    asked = []

    class Host:
        def propose_offer(self, target, pos):
            asked.append((target.data, target.legal))
            return True

    table = TableBase.__new__(TableBase)
    table.host = Host()
    target = DropTarget(("trick",), pygame.Rect(0, 0, 10, 10), legal, None if legal else "No.", "play it",
                        data=Play("M1"))
    assert table.drop(("card", "hand", "M1"), target, (5, 5)) is True
    assert asked == [(Play("M1"), legal)]
