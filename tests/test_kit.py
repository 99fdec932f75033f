"""The table kit (scenes/kit/): named parts, hit testing, drop targets answered by the rules,
text that fits its box at every UI scale, the overlay stack's order, cached areas by part.

Shared: no game is named here (each game's own tests look at its table's parts)."""
from __future__ import annotations

import random

import pygame
import pytest

from scenes.kit import fit, overlay
from scenes.kit.hand import Hand
from scenes.kit.parts import Offer, Part, Piece, Table
from scenes.kit.pile import Pile
from scenes.kit.regions import Area, region, slices
from scenes.widgets.hotspot import hotspot_at
from scenes.widgets.tooltip import Tooltip, TooltipContent


class Row(Hand):
    """A toy hand: the cards of ``view["hand"]`` in a row, overlapping by half."""

    def cards(self, view):
        return [(c, pygame.Rect(10 + 30 * i, 100, 60, 80)) for i, c in enumerate(view["hand"])]

    def card_piece(self, card, rect, view):
        return [Piece(("card", card), rect, tooltip=lambda c=card: TooltipContent(c), drag=("card", card))]


class Middle(Pile):
    """A toy trick: a card dropped here proposes playing it; ``view["why"]`` says what the rules say."""

    def offer(self, payload, view):
        if payload[0] != "card":
            return None
        return Offer(None if payload[1] == "nothing" else ("play", payload[1]), "play it", payload[1])

    def slice(self, view):
        return tuple(view["trick"])


def toy_table(why=lambda action: None):
    return Table([Row("hand"), Middle("trick", (300, 50, 200, 120), drop_rect=(300, 50, 200, 120),
                                      tooltip=lambda: TooltipContent("The trick"))], why)


VIEW = {"hand": ["a", "b", "c"], "trick": []}


def test_parts_are_found_by_name_and_pieces_by_key():
    table = toy_table()
    assert table.names() == ["hand", "trick"]
    assert table.part("trick").kind == "pile" and table.part("hand").kind == "hand"
    with pytest.raises(KeyError, match="hand, trick"):
        table.part("deck")
    assert table.piece(("card", "b"), VIEW).rect == pygame.Rect(40, 100, 60, 80)
    assert table.part_of(("card", "b"), VIEW).name == "hand"
    assert table.piece(("card", "z"), VIEW) is None
    with pytest.raises(ValueError):
        Table([Part("hand"), Part("hand")], lambda a: None)


def test_the_topmost_piece_is_hit_and_hotspots_agree():
    table = toy_table()
    spots = table.hotspots(VIEW)
    for x in range(0, 520, 7):
        for y in range(40, 200, 7):
            piece = table.hit((x, y), VIEW)
            spot = hotspot_at(spots, (x, y))
            assert (piece and piece.key) == (spot and spot.key)
    assert table.hit((45, 120), VIEW).key == ("card", "b"), "overlapping cards: the later one is on top"
    assert table.hit((400, 100), VIEW).key == ("trick",)


def test_drop_targets_take_the_rules_answer():
    said = {}

    def why(action):
        said["asked"] = action
        return "Follow the colour led." if action == ("play", "b") else None
    table = toy_table(why)
    (legal,) = table.drop_targets(("card", "a"), VIEW)
    assert legal.legal and legal.reason is None and legal.key == ("trick",) and legal.hint == "play it"
    (refused,) = table.drop_targets(("card", "b"), VIEW)
    assert said["asked"] == ("play", "b")
    assert not refused.legal and refused.reason == "Follow the colour led.", "the refusal is the rules' own"
    (nothing,) = table.drop_targets(("card", "nothing"), VIEW)
    assert not nothing.legal and nothing.reason == Part.refusal
    assert table.drop_targets(("token", 1), VIEW) == [], "a part that takes no tokens is no target for one"


def test_every_piece_has_a_tooltip_or_says_it_has_none():
    for piece in toy_table().pieces(VIEW):
        assert piece.tooltip is not None or piece.no_tooltip


def test_a_tooltip_closes_when_its_piece_goes(app):
    table = toy_table()
    tip = Tooltip(app.assets)
    piece = table.piece(("card", "b"), VIEW)
    tip.hover(piece.key, piece.tooltip, piece.rect, piece.rect.center)
    tip.show_now()
    assert tip.visible
    alive = [p.key for p in table.pieces(VIEW)]
    assert not overlay.close_orphan_tooltip(tip, alive) and tip.visible
    gone = {"hand": ["a", "c"], "trick": ["b"]}
    assert overlay.close_orphan_tooltip(tip, [p.key for p in table.pieces(gone)])
    assert not tip.visible and tip.key is None


def test_a_tooltip_closes_when_its_piece_is_taken_from_under_the_pointer(app):
    table = toy_table()
    tip = Tooltip(app.assets)
    piece = table.piece(("card", "b"), VIEW)
    tip.hover(piece.key, piece.tooltip, piece.rect, piece.rect.center)
    tip.show_now()
    assert not overlay.close_orphan_tooltip(tip, {piece.key: piece.rect}) and tip.visible
    assert overlay.close_orphan_tooltip(tip, {piece.key: piece.rect.move(0, 300)})  # the same card, taken away
    assert not tip.visible


def test_overlays_are_drawn_in_their_fixed_order_whatever_order_they_come_in():
    stack = overlay.OverlayStack()
    drawn = []
    ranks = list(range(len(overlay.RANK_NAMES)))
    random.Random(3).shuffle(ranks)
    for rank in ranks:
        stack.add(rank, overlay.RANK_NAMES[rank], lambda s, r=rank: drawn.append(r),
                  lambda: pygame.Rect(0, 0, 100, 100))
    stack.draw(pygame.Surface((10, 10)))
    assert drawn == sorted(drawn)
    assert [name for _, name, _ in stack.drawn] == ["table", "tooltip", "refusal", "chooser", "curtain", "menu"]
    assert stack.covered() == []
    assert stack.overlays == [], "an overlay lasts one frame"
    with pytest.raises(ValueError):
        stack.add(99, "nowhere", lambda s: None)


@pytest.mark.parametrize("scale", [100, 125, 150])
def test_fitted_text_never_spills_out_of_its_box(app, scale):
    app.settings.ui_scale = scale
    app.apply_settings()
    a = app.assets
    words = ["Play", "a card from your hand", "Ask: whom, then which question.",
             "Several colours tie for your most: pick the answer to give.",
             "Antidisestablishmentarianism", "Nothing has been discarded tonight, not a single card."]
    with fit.recording() as boxes:
        for text in words:
            for width in (40, 90, 160, 300):
                for scaled in (False, True):
                    fit.line(a, text, width, "bold", 14, floor=10, height=60, scaled=scaled)
                    fit.block(a, "[b]Kingmaker:[/b] " + text, width, 48, size=13, floor=9, scaled=scaled)
    assert len(boxes) == len(words) * 4 * 2 * 2
    spilled = [b for b in boxes if b.spills and b.size > fit.SMALLEST]
    assert spilled == [], "text shrinks or wraps to stay in its box"
    assert any(b.size < 14 for b in boxes) and any(b.size == 14 for b in boxes)


def test_a_line_too_tall_for_its_box_shrinks_until_it_fits(app):
    with fit.recording() as boxes:
        img = fit.line(app.assets, "Quit", 300, "bold", 40, floor=12, height=30)
    assert img.get_height() <= 30 and not boxes[0].spills and 12 <= boxes[0].size < 40


def test_wrapped_text_wider_than_its_box_is_recorded_as_a_spill(app):
    from scenes.widgets import text as T

    with fit.recording() as boxes:
        T.render_rich(app.assets, "W", 4, size=16)  # not even one letter fits
    assert len(boxes) == 1 and boxes[0].spills


def test_a_word_wider_than_its_box_is_broken_between_letters(app):
    """A word wider than its box (a name of 24 wide letters in the log) is broken between letters,
    every letter kept, instead of running out of the box."""
    from scenes.widgets import text as T

    word = "W" * 24
    with fit.recording() as boxes:
        img = T.render_rich(app.assets, f"{word} plays Pink 7.", 120, size=16)
    one = T.render_rich(app.assets, "Rosa plays Pink 7.", 400, size=16).get_height()
    assert img.get_width() <= 120 and img.get_height() > 2 * one and boxes == []
    assert T.render_rich(app.assets, "Rosa plays Pink 7.", 120, size=16).get_width() <= 120


def test_a_line_that_fits_is_left_alone():
    pygame.font.init()

    class Assets:  # the smallest assets a line needs
        text_scale = 1.0

        def font(self, role, size, scaled=False):
            return pygame.font.Font(None, size)
    with fit.recording() as boxes:
        img = fit.line(Assets(), "Short", 500, "body", 14, floor=10, step=2)
    assert boxes[0].size == 14 and not boxes[0].below_floor and img.get_width() <= 500


def test_an_area_repaints_when_one_of_its_parts_slices_changes():
    painted = []

    class Counter(Part):
        def slice(self, view):
            return view["n"]

        def paint(self, surface, view):
            painted.append(self.name)
    table = Table([Counter("a"), Counter("b")], lambda a: None)
    area = Area("both", pygame.Rect(0, 0, 10, 10), ("b", "a"))
    one, same, other = (region(table, {"n": n}, area, extra=("x",)) for n in (1, 1, 2))
    assert one.key == same.key != other.key
    one.paint(pygame.Surface((10, 10)))
    assert painted == ["b", "a"], "painted in the area's order"
    assert slices(table, {"n": 5}) == {"a": 5, "b": 5}

    class Live(Part):
        def slice(self, view):
            return None
    live = Table([Live("clock")], lambda a: None)
    assert region(live, {}, Area("c", pygame.Rect(0, 0, 1, 1), ("clock",))).key is None, "never cached"
