"""Ofrenda, solo against Abuela: the table (a component the play scene holds, scenes/kit/table.py).

Layout (logical 1280x720): the top bar; the family board (market) top-left with Abuela's
corner and your storage below it; your ofrenda in the middle with the phase prompt and your
hand under it; the game log on the right. Everything is driven by the mouse: click or drag
portraits and candles from the family board, drag portraits from the hand onto the ofrenda
(or the discard pile), drag candles and marigolds onto surrounded decoration slots.

The table only draws the player's view and proposes actions; the rules decide. The table is
declared from the kit's named parts (``parts``: ``family-board``, ``ofrenda``, ``storage``, ``hand``...):
hotspots and drop targets come from them, and each paints itself into the cached areas. The table
is its input (``input.Input``: clicks, drags) and its drawing (``drawing.Drawing``: layers and areas),
and holds one object per other job, each a module of this package: ``geometry`` (``layout.Geometry``:
where things sit), ``telling`` (what a move shows), ``tips`` (tooltips), ``prompt_bar`` (prompt bar,
top bar's chips, log lines), ``look`` (how a piece lies, glows and flies). Its sentences come from
game/rules/ofrenda/words.py.
"""
from __future__ import annotations

from typing import Hashable

from game.rules.ofrenda import words
from game.rules.ofrenda.actions import EndTurn, SkipCandle
from scenes.kit.parts import Table
from scenes.kit.picture import Picture
from scenes.kit.table import TableBase
from scenes.ofrenda import parts
from scenes.ofrenda.art import OfrendaArt
from scenes.ofrenda.drawing import Drawing
from scenes.ofrenda.input import Input
from scenes.ofrenda.layout import LOG_RECT, OPP_GAP, OPP_H, PROMPT_RECT, R, RIGHT_W, RIGHT_X, SUGGEST_RECT, Geometry
from scenes.ofrenda.look import Look
from scenes.ofrenda.markup import Words
from scenes.ofrenda.prompt import PromptBar
from scenes.ofrenda.telling import Telling
from scenes.ofrenda.tips import Tips
from scenes.widgets.button import Button
from scenes.widgets.dice import DiceTumble
from scenes.widgets.layers import CachedLayer
from scenes.widgets.select import Selection


class OfrendaTable(Input, Drawing, TableBase):
    """Play Ofrenda: solo against Abuela, or 2 to 4 players (AI seats and people at this computer).

    ``PlayScene(app, session, table=OfrendaTable)``. With several players the right column shows every
    opponent's ofrenda, storage and hand size at a glance (click one to enlarge it), and the Common Goals
    (or the turn order) take Abuela's corner.
    """

    name = "ofrenda"
    log_lines_are_pure = True  # (each log line is worked out once: scenes/play.py)
    log_rect = LOG_RECT
    suggestion_rect = SUGGEST_RECT

    def __init__(self, host):
        super().__init__(host)
        app, setup = self.app, self.session.setup
        self.multi = setup.mode != "solo"
        self.enlarged: int | None = None  # the opponent whose ofrenda is shown large
        if self.multi:  # the log stands under the other players' panels
            top = 56 + (len(setup.seats) - 1) * (OPP_H + OPP_GAP)
            self.log_rect = R(RIGHT_X, top, RIGHT_W, 712 - top)  # (the log goes under the others' panels)
        self.art = OfrendaArt(app.assets)
        self.words = Words(self.data, app.settings.colour_blind)
        self.geometry = Geometry(self.data, self.multi, len(setup.seats), lambda: self.seat)
        self.tips = Tips(self)
        self.telling = Telling(self)
        self.prompt_bar = PromptBar(self)
        self.look = Look(self)
        speed = lambda: app.settings.animation_factor  # noqa: E731
        self.anim = self.choreo.layout  # where every piece is drawn, sliding between layouts
        self.flips = self.choreo.flips
        self.effects = self.choreo.effects
        self.dice = DiceTumble(speed)  # Abuela's die
        self.item: dict[Hashable, tuple] = {}  # layout key -> (kind, id, lit)
        self.hover_key: Hashable | None = None
        self.selection = Selection()  # a hand card or storage item picked by clicking
        self.upper_layer = CachedLayer()  # the regions with the log and the suggestion card over them
        self.enlarged_layer = CachedLayer()  # all that with an opponent's ofrenda shown large
        self.buttons = [
            Button((PROMPT_RECT.right - 128, PROMPT_RECT.y + 6, 120, 32), words.t("button-no-candle"), None,
                   lambda: self.propose(SkipCandle()), words.t("button-no-candle-tip"), name="no_candle", size=14),
            Button((PROMPT_RECT.right - 128, PROMPT_RECT.y + 6, 120, 32), words.t("button-end-turn"), None,
                   lambda: self.propose(EndTurn()), words.t("button-end-turn-tip"), style="primary",
                   name="end_turn", size=14),
        ]
        self.parts = Table(parts.declare(self, len(setup.seats) - 1), self.why_illegal, lambda: self.view,
                           self.move_preview)
        # the still table, kept by the kit: the felt (backgrounds, boards, panels, labels), then the
        # areas drawn from the view, each repainted when what it shows changes
        self.picture = Picture(self.parts, felt=self._paint_static, stamp=lambda: (self.version, self.seat),
                               felt_key=lambda: (self.high_contrast, id(self.assets)))

    @property
    def selected(self) -> tuple | None:
        return self.selection.item

    @selected.setter
    def selected(self, item) -> None:
        self.selection.item = item

    def held_payload(self):
        """A hand portrait, a candle or the marigolds picked by a click (their drag payloads)."""
        return self.selected

    # ------------------------------------------------------------------ hooks handed to the held objects
    def on_view_changed(self, old, new, cause, events, animate) -> None:
        if self.tooltip.pending:  # made for the view before: it would open on what has gone
            self.tooltip.clear()
        self.item = self.telling.tell(old, new, cause, events, animate)
        if cause in ("action", "automaton", "undo", "redo", "ai"):
            self.selected = None
        if self.enlarged is not None and self.enlarged not in self.geometry.opponents():
            self.enlarged = None
        self.words.cb = self.high_contrast

    def update_animations(self, dt: float) -> bool:
        return self.telling.update(dt)

    def refresh_buttons(self) -> None:
        self.prompt_bar.refresh_buttons()

    def event_markup(self, event, viewer: int | None = -2) -> str:
        return self.prompt_bar.event_markup(event, viewer)

    def prompt(self) -> str:
        return self.prompt_bar.text()

    def settings_changed(self) -> None:
        self.words.cb = self.high_contrast
        super().settings_changed()  # (the kit drops the cached layers)
        self.tooltip.clear()
        self.after_change()
