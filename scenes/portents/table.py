"""Portents' table: the altar, its Omens and the Kitty, drawn from the seat's view, and the
pointer turned into proposed moves.

On the left lies the altar: the 3x3 board of Bird Sacrifice tiles (the shared sliding-tile
widget, :mod:`scenes.widgets.tile_grid`), the push arrows at the end of every lane, the sixteen
Omen tokens in their slots around it and, solo, the Kitty at its slot with the tile on its token.
On the right: the seat's hand (and the tiles pushed off this turn, which join it), the seat's
Omens as a colour-by-shape table with the progress toward the victory condition, and the Kitty
(its Omens, laps, token and bag) or the rival (open hand and Omens). The log and the toolbar are
the shared ones.

A turn by mouse: hover a lane's arrow to see the slide (where every tile lands, which one falls
off), click it to push; push again from the same side, then drag tiles from the hand into the
gaps (or click a hand tile, then a gap). New Portents are outlined; click the tile each one
burns, and the offerings to snuff in the order you like. Every refusal is the rules' own reason
(``why_illegal``); nothing here decides.

A move that brings many things at once (the Kitty's whole turn; a Scrying that outlines Portents,
collects Omens, lights and snuffs offerings) is told step by step on a storyboard
(:mod:`scenes.kit.telling`): the table shows the view as it was, then each event in turn
(the steal, each shift of the Kitty's push, its draw, each slot it prowls past, its lap and hat,
each Portent, each Omen flying to its collector, each offering lit or snuffed), with the event's
log line appearing as it plays and said in the prompt bar. Meanwhile ``holding()`` keeps the next
move waiting; a click skips to the end.

Drawing is layered: the still picture is the kit's (``picture``, :mod:`scenes.kit.picture`): its
felt (backgrounds, panels, the altar stone, labels) is painted once per game and settings; the
table (the parts, every piece and text drawn from the view) is one cached area over it, painted
when what it shows changes and every frame while pieces move; what pulses (glows, marching
outlines, the push preview) is drawn over it every frame.

The table is made of the kit's named parts (scenes/kit/), listed by ``parts.declare``: the top
bar, the Omen slots, the Kitty and its bag, the ``altar`` (a kit board of sliding tiles) and its
squares, the hand, the tiles pushed off, the rival's hand and the collections; hotspots and drop
targets come from them, and the table's cached area paints each of them (``Part.paint``). The
table is a component (:class:`scenes.kit.table.TableBase`) held by the play scene; its hooks are
its own and two mixins': ``input`` (pointer and keys) and ``prompt`` (prompt bar and log). What
it holds does the rest, each with its own state: ``geometry`` (where pieces lie, :mod:`layout`),
``teller`` (the storyboard, :mod:`telling`), ``tips`` (tooltips), ``painter`` (how pieces look,
:mod:`pieces`) and ``drawing`` (the layers).
"""
from __future__ import annotations

import pygame

from game.protocol import AUTOMATON
from game.rules.portents.state import Phase
from game.rules.portents import table_words as words
from game.rules.portents.words import Plain
from scenes.kit.parts import Table
from scenes.kit.picture import Picture
from scenes.kit.table import TableBase
from scenes.portents import parts
from scenes.portents.drawing import Drawing
from scenes.portents.input import Input
from scenes.portents.layout import GAP_PX, GRID, Geometry
from scenes.portents.pieces import Pieces
from scenes.portents.prompt import PromptBar
from scenes.portents.telling import Markup, Telling
from scenes.portents.tips import Tips
from scenes.widgets.tile_grid import TileGrid


class PortentsTable(Input, PromptBar, TableBase):
    """The table of one Portents game, as one seat sees it."""

    name = "portents"
    markup_words, plain_words = Markup, Plain

    def __init__(self, host):
        super().__init__(host)
        self.grid = TileGrid(GRID, 3, GAP_PX, arrow=26, arrow_gap=6)
        self.hover_arrow: tuple[str, int] | None = None
        self.selected: int | None = None  # a hand tile picked up by a click (then click a gap)
        self._cache: tuple = ()  # (key, legal actions, arrow states) for the current view
        self.geometry = Geometry(self)  # where every piece lies
        self.teller = Telling(self)  # a move told beat by beat: meanwhile the table shows ``teller.shown``
        self.tips = Tips(self)  # what the tooltips say
        self.painter = Pieces(self)  # how the pieces look
        self.drawing = Drawing(self)  # the still picture's felt and area, what pulses over it
        self.parts = Table(parts.declare(self), self.why_illegal, lambda: self.seen)
        # the still table, kept by the kit: the felt (backgrounds, panels, the altar stone, labels),
        # then the parts and all drawn from the view, repainted when what it shows changes
        self.picture = Picture(self.parts, felt=self.drawing.paint_felt, stamp=self.drawing.stamp,
                               felt_key=self.drawing.felt_key, felt_size=None)

    @property
    def rival(self) -> int:
        return 1 - self.seat

    @property
    def me(self) -> int:
        """The seat whose hand and Omens the table shows as its own (solo: the one player)."""
        return self.seat if not self.solo else 0

    def name_of(self, seat: int) -> str:
        if seat == AUTOMATON:
            return words.s("portents-the-kitty")
        return words.s("portents-you") if seat == self.seat else self.seat_name(seat)

    @property
    def seen(self):
        """What the table shows: the view, or while a move is told, the view as told so far."""
        shown = self.teller.shown
        return shown if shown is not None else self.view

    @property
    def caption(self) -> str | None:
        """The beat being told, in words (the prompt bar says it)."""
        return self.teller.caption

    def my_phase(self) -> Phase | None:
        """The phase when the seat on screen is to decide (else None; nothing is offered while a
        move is still being told)."""
        return self.view.phase if self.players_turn and not self.story.playing else None

    def legal(self, action) -> bool:
        return self.why_illegal(action) is None

    def legal_actions(self) -> list:
        """The seat's legal actions now (worked out once per view)."""
        return self._choices()[0]

    def _choices(self) -> tuple:
        # a guided game's step changes what is offered (coach_legal) without changing the view
        step = None if self.tutor is None else self.tutor.index
        key = (self.version, self.curtain, self.replay, self.story.playing, step)
        if not self._cache or self._cache[0] != key:
            legal = super().legal_actions()
            self._cache = (key, legal, self._arrow_states(legal))
        return self._cache[1], self._cache[2]

    # ------------------------------------------------------------------ hooks
    def on_view_changed(self, old, new, cause, events, animate) -> None:
        if self.story.playing:
            self.skip_story()  # a move told to its end before the next one (or undo, a refresh)
        self.selected = None
        self.hover_arrow = None if not self.players_turn else self.hover_arrow
        self.teller.view_changed(old, new, cause, events, animate)

    def update_animations(self, dt: float) -> bool:
        busy = self.teller.update(dt)
        return busy or self.hover_arrow is not None

    def holding(self) -> bool:
        return self.story.playing

    def skip_story(self) -> None:
        """Tell the rest of the move at once (a click, undo, a new view)."""
        self.story.finish()

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.drawing.draw(surface)

    def settings_changed(self) -> None:
        super().settings_changed()  # (the kit repaints the picture)
        self._cache = ()
        self.after_change()
