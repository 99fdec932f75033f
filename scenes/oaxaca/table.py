"""Oaxaca's table: drawing the seat's view and turning drags and clicks into moves.

The top row holds the five handicraft decks (with the solo bonus tokens beside them), the supply
of craft tokens and the 2x3 grid of tourists with the round marker. Below lies the seat's own
play area as on the real table: the Workshop on the left, the player mat in the middle (the
Daylight, Nightfall and Early Morning boxes, this turn's free results, the stall activations
left and the meeple) and the Market Stall on the right. Opponents' mats sit at a glance in the
right column (click one to see it whole); in solo the five customer dice sit there instead.

A die (or a free result) is dragged onto a deck to gather, onto the Workshop (or, for a wild, a
combined or a several-craft result, onto one of its cards) to craft, onto another die or free
result to combine them into any craft, or onto the Early Morning box to keep it for next round.
Clicking picks it up instead (select, then click where it goes). Stall cards and tourists are
activated by clicking them; a bonus with choices opens a short chooser, step by step, offering
only what the rules allow. A Workshop card dragged back onto its deck is scrapped. In solo,
stall cards are dragged onto customer dice to sell them, with the price shown before the drop.
The rules decide everything: every refusal is the rules' own reason.

The table is made of the kit's named parts (scenes/kit/), declared in ``scenes.oaxaca.parts``;
overlays go through the kit's overlay stack. The scene is composed of mixins by job, each a module
of this package: ``layout`` (where things sit), ``telling`` (what a move shows), ``targets`` (what a
drop or click proposes), ``input`` (clicks), ``chooser`` (a bonus's choices), ``prompt`` (the prompt
bar), ``tips`` (tooltips), ``drawing`` (cached layers and regions), ``market``, ``mat`` and
``pieces`` (the art).
"""
from __future__ import annotations

import pygame

from game.rules.oaxaca.words import Plain
from scenes.kit import overlay
from scenes.kit.scene import KitTable
from scenes.oaxaca import parts
from scenes.oaxaca.chooser import Chooser, ChooserDialog
from scenes.oaxaca.drawing import Drawing
from scenes.oaxaca.input import Input
from scenes.oaxaca.layout import RIGHT, Geometry
from scenes.oaxaca.market import MarketArt
from scenes.oaxaca.mat import MatArt
from scenes.oaxaca.pieces import PieceArt
from scenes.oaxaca.prompt import PromptBar
from scenes.oaxaca.targets import Targets
from scenes.oaxaca.telling import Telling
from scenes.oaxaca.tips import Tips
from scenes.play import PlayScene
from scenes.widgets.button import Button
from scenes.widgets.layers import CachedLayer, RegionLayer


class OaxacaScene(Geometry, Telling, Targets, Input, ChooserDialog, PromptBar, Tips, Drawing, MarketArt, MatArt,
                  PieceArt, KitTable, PlayScene):
    """The table of one Oaxaca game, as one seat sees it."""

    name = "oaxaca"
    log_lines_are_pure = True  # (each log line is worked out once: scenes/play.py)
    plain_words = Plain
    dialog_hides_tooltip = True  # (a bonus's chooser veils the whole table)

    def __init__(self, app, session, replay: bool = False):
        self.reroll_marks: set[int] = set()
        self.customer_marks: set[int] = set()
        self.combo: str | None = None  # a die combined with another result, waiting for its use
        self.selected = None  # a picked-up source (select-then-target): its drag payload
        self.chooser: Chooser | None = None
        self.chooser_buttons: list[Button] = []
        self.enlarged: int | None = None  # an opponent whose mat is shown whole
        self.tumbles: dict = {}  # (seat, die) -> DiceTumble of a die being rolled
        self.static_layer = CachedLayer()  # the background
        self.chrome_layer = CachedLayer()  # the background with your mat's boxes and panels on it
        self.table_regions = RegionLayer()  # the table drawn from the view, region by region
        self.cover_layer = CachedLayer()  # the regions, the gathered cards or a mat shown whole over them
        self.upper_layer = CachedLayer()  # the table under an opponent's mat shown whole
        self.chooser_layer = CachedLayer()  # the whole picture while a bonus's chooser veils it
        super().__init__(app, session, replay)
        self.table = parts.declare(self)
        self._set_log_rect()
        self.refresh(animate=False)

    def held_payload(self):
        """The result picked up by a click (its drag payload), waiting for the click on its place."""
        return self.selected

    # ------------------------------------------------------------------ basics
    @property
    def words(self) -> Plain:
        """The game's plain sentences (the kit's ``plain``)."""
        return self.plain

    def _set_log_rect(self) -> None:
        others = len(self.others_order())
        top = RIGHT.y + 4 + (156 if self.solo else others * 104)
        self.log_rect = pygame.Rect(RIGHT.x, top, RIGHT.w, RIGHT.bottom - top)
        self.log_panel.rect = pygame.Rect(self.log_rect)

    def name_of(self, seat: int) -> str:
        return "You" if seat == self.seat else self.seat_name(seat)

    # ------------------------------------------------------------------ over the table
    def dialog(self) -> overlay.Overlay | None:
        """A bonus's chooser, drawn over the table in the kit's order (scenes/kit/scene.py)."""
        if self.chooser is None:
            return None
        return overlay.Overlay(overlay.CHOOSER, "chooser", self._draw_chooser, lambda: self._chooser_rect(
            len([b for b in self.chooser_buttons if b.name[7:].isdigit()])))
