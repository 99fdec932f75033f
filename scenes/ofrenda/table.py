"""Ofrenda, solo against Abuela: the play scene.

Layout (logical 1280x720): the top bar; the family board (market) top-left with Abuela's
corner and your storage below it; your ofrenda in the middle with the phase prompt and your
hand under it; the game log on the right. Everything is driven by the mouse: click or drag
portraits and candles from the family board, drag portraits from the hand onto the ofrenda
(or the discard pile), drag candles and marigolds onto surrounded decoration slots.

The scene only draws the player's view and proposes actions; the rules decide. The table is
declared from the kit's named parts (``parts``: ``family-board``, ``ofrenda``, ``storage``, ``hand``...):
hotspots and drop targets come from them, and each paints itself into the cached areas. The scene is
composed of mixins by job, each a module of this package: ``layout.Geometry`` (where things sit),
``telling`` (what a move shows), ``tips`` (tooltips), ``input`` (clicks, drags), ``prompt`` (prompt
bar, top bar's chips, log lines), ``drawing`` (layers and areas). Its sentences come from
game/rules/ofrenda/words.py.
"""
from __future__ import annotations

from typing import Hashable

from game.rules.ofrenda.actions import EndTurn, SkipCandle
from scenes.kit.parts import Table
from scenes.kit.scene import KitTable
from scenes.ofrenda import parts
from scenes.ofrenda.art import OfrendaArt
from scenes.ofrenda.drawing import Drawing
from scenes.ofrenda.input import Input
from scenes.ofrenda.layout import (
    LOG_RECT, OPP_GAP, OPP_H, PROMPT_RECT, R, RIGHT_W, RIGHT_X, SUGGEST_RECT, Geometry, board_layout,
)
from scenes.ofrenda.markup import Words
from scenes.ofrenda.prompt import PromptBar
from scenes.ofrenda.telling import Telling
from scenes.ofrenda.tips import Tips
from scenes.play import PlayScene
from scenes.widgets.button import Button
from scenes.widgets.dice import DiceTumble
from scenes.widgets.layers import CachedLayer, RegionLayer
from scenes.widgets.select import Selection


class OfrendaScene(Geometry, Telling, Tips, Input, PromptBar, Drawing, KitTable, PlayScene):
    """Play Ofrenda: solo against Abuela, or 2 to 4 players (AI seats and people at this computer).

    ``OfrendaScene(app, session)``. With several players the right column shows every opponent's
    ofrenda, storage and hand size at a glance (click one to enlarge it), and the Common Goals (or
    the turn order) take Abuela's corner.
    """

    name = "ofrenda"
    log_lines_are_pure = True  # (each log line is worked out once: scenes/play.py)
    log_rect = LOG_RECT
    suggestion_rect = SUGGEST_RECT

    def __init__(self, app, session, replay: bool = False):
        self.session = session  # (before PlayScene's set-up: the words, the layout and the parts read the data)
        self.multi = session.setup.mode != "solo"
        self.enlarged: int | None = None  # the opponent whose ofrenda is shown large
        if self.multi:
            n_opp = len(session.setup.seats) - 1
            top = 56 + n_opp * (OPP_H + OPP_GAP)
            self.log_rect = R(RIGHT_X, top, RIGHT_W, 712 - top)
        self.art = OfrendaArt(app.assets)
        self.words = Words(self.data, app.settings.colour_blind)
        self.slot_rects, self.deco_rects = board_layout(self.data)
        speed = lambda: app.settings.animation_factor  # noqa: E731
        self.anim = self.choreo.layout  # where every piece is drawn, sliding between layouts
        self.flips = self.choreo.flips
        self.effects = self.choreo.effects
        self.dice = DiceTumble(speed)  # Abuela's die
        self.item: dict[Hashable, tuple] = {}  # layout key -> (kind, id, lit)
        self.hover_key: Hashable | None = None
        self.selection = Selection()  # a hand card or storage item picked by clicking
        self.static_layer = CachedLayer()  # backgrounds, boards, panels, labels
        self.table_regions = RegionLayer()  # the table drawn from the view, region by region
        self.upper_layer = CachedLayer()  # the regions with the log and the suggestion card over them
        self.enlarged_layer = CachedLayer()  # all that with an opponent's ofrenda shown large
        self.table = Table(parts.declare(self, len(session.setup.seats) - 1), self.why_illegal, lambda: self.view,
                           self.move_preview)
        super().__init__(app, session, replay=replay)
        self.buttons = [
            Button((PROMPT_RECT.right - 128, PROMPT_RECT.y + 6, 120, 32), "No candle", None,
                   lambda: self.propose(SkipCandle()), "Take no candle this turn", name="no_candle", size=14),
            Button((PROMPT_RECT.right - 128, PROMPT_RECT.y + 6, 120, 32), "End turn", None,
                   lambda: self.propose(EndTurn()), "End your turn without decorating further", style="primary",
                   name="end_turn", size=14),
        ]
        self.refresh(animate=False)

    @property
    def selected(self) -> tuple | None:
        return self.selection.item

    @selected.setter
    def selected(self, item) -> None:
        self.selection.item = item

    def held_payload(self):
        """A hand portrait, a candle or the marigolds picked by a click (their drag payloads)."""
        return self.selected

    def on_view_changed(self, old, new, cause, events, animate) -> None:
        if self.tooltip.pending:  # made for the view before: it would open on what has gone
            self.tooltip.clear()
        super().on_view_changed(old, new, cause, events, animate)

    def settings_changed(self) -> None:
        self.words.cb = self.high_contrast
        super().settings_changed()  # (the kit drops the cached layers)
        self.tooltip.clear()
        self._after_change()
