"""Drops taken piece by piece (scenes/kit/parts.py): a part may list its own drop targets
(:meth:`Part.targets`), each answered by the table's rules like a whole part's; by default a part
offers its ``drop_rect`` once, with :meth:`Part.offer`.

Shared: no game is named here."""
from __future__ import annotations

import pygame

from scenes.kit.parts import Offer, Part, Table, Target
from scenes.kit.pile import Pile


class Rack(Part):
    """A toy rack of three cups: a bead may be dropped into each cup (full ones say so themselves),
    and onto the rack's label, which offers nothing and lets the part's refusal speak."""

    refusal = "Beads go into the cups."

    def cups(self):
        return [pygame.Rect(10 + 40 * i, 10, 30, 30) for i in range(3)]

    def targets(self, payload, view):
        if payload[0] != "bead":
            return []
        out = [Target(("cup", i), rect, Offer(("bead", payload[1], i), f"into cup {i}", i) if not view["full"][i]
                      else Offer(None, refusal=f"Cup {i} is full."))
               for i, rect in enumerate(self.cups())]
        out.append(Target(("label",), pygame.Rect(10, 50, 110, 20), Offer(None)))
        return out


VIEW = {"full": [False, True, False]}


def toy(why=lambda action: None):
    return Table([Pile("bowl", (200, 10, 60, 60), drop_rect=(200, 10, 60, 60)), Rack("rack")], why, lambda: VIEW)


def test_a_part_lists_a_target_per_piece_each_answered_by_the_rules():
    asked = []

    def why(action):
        asked.append(action)
        return "Not two beads of a colour in a row." if action[2] == 2 else None

    targets = toy(why).drop_targets(("bead", "red"))
    assert [t.key for t in targets] == [("cup", 0), ("cup", 1), ("cup", 2), ("label",)], "in the parts' order"
    cup0, cup1, cup2, label = targets
    assert cup0.legal and cup0.reason is None and cup0.hint == "into cup 0" and cup0.data == 0
    assert cup0.rect == pygame.Rect(10, 10, 30, 30)
    assert not cup1.legal and cup1.reason == "Cup 1 is full.", "an offer of nothing may carry its own refusal"
    assert not cup2.legal and cup2.reason == "Not two beads of a colour in a row.", "the rules' own reason"
    assert not label.legal and label.reason == Rack.refusal, "else the part's refusal"
    assert asked == [("bead", "red", 0), ("bead", "red", 2)], "the rules are asked only about actions"


def test_a_part_offers_its_drop_rect_once_by_default():
    bowl = toy().part("bowl")
    assert bowl.targets(("bead", "red"), VIEW) == [], "a pile that offers nothing is no target"

    class Bowl(Pile):
        def offer(self, payload, view):
            return Offer(("pour", payload[1]), "pour it in")

    bowl = Bowl("bowl", (200, 10, 60, 60), drop_rect=(200, 10, 60, 60))
    (target,) = bowl.targets(("bead", "red"), VIEW)
    assert target.key == ("bowl",) and target.rect == pygame.Rect(200, 10, 60, 60)
    assert Bowl("bowl", (200, 10, 60, 60)).targets(("bead", "red"), VIEW) == [], "no drop_rect: no target"
    (dropped,) = Table([bowl], lambda a: None).drop_targets(("bead", "red"), VIEW)
    assert dropped.legal and dropped.hint == "pour it in" and dropped.rect is not bowl.drop_rect
