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

The table is a component (scenes/kit/table.py): the play scene holds it and calls its hooks. It is
made of the kit's named parts (scenes/kit/), declared in ``scenes.oaxaca.parts``; overlays go
through the kit's overlay stack. What a drop or a click proposes (``targets``) and the clicks
themselves (``input``) are the table's own methods; every other job is an object the table holds,
each a module of this package reading the table's public names: ``geometry`` (``layout``: where
things sit), ``telling`` (what a move shows), ``tips`` (tooltips), ``choices`` (``chooser``: a
bonus's choices), ``prompt_bar`` (``prompt``: the prompt bar and the table's buttons), ``drawing``
(the still picture's felt and regions, kept by the kit's ``picture``, and the cached layers over
it) and the painters ``market_art``, ``mat_art`` and ``piece_art`` (``market``, ``mat`` and
``pieces``).
"""
from __future__ import annotations

import pygame

from game.rules.oaxaca.cards import CRAFTS
from game.rules.oaxaca.state import Phase
from game.rules.oaxaca import words as W
from game.rules.oaxaca.words import Plain
from scenes.kit import overlay
from scenes.kit.parts import Table
from scenes.kit.picture import Picture
from scenes.kit.table import TableBase, once_per_view
from scenes.oaxaca import parts
from scenes.oaxaca.chooser import ChooserDialog
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
from scenes.widgets import text as T
from scenes.widgets.layers import CachedLayer


class OaxacaTable(Input, Targets, TableBase):
    """The table of one Oaxaca game, as one seat sees it."""

    name = "oaxaca"
    log_lines_are_pure = True  # (each log line is worked out once: scenes/play.py)
    plain_words = Plain
    dialog_hides_tooltip = True  # (a bonus's chooser veils the whole table)

    def __init__(self, host):
        super().__init__(host)
        self.reroll_marks: set[int] = set()
        self.customer_marks: set[int] = set()
        self.combo: str | None = None  # a die combined with another result, waiting for its use
        self.selected = None  # a picked-up source (select-then-target): its drag payload
        self.enlarged: int | None = None  # an opponent whose mat is shown whole
        # the cached layers over the still picture (TableBase.settings_changed repaints them; ``drawing`` paints them)
        self.cover_layer = CachedLayer()  # the regions, the gathered cards or a mat shown whole over them
        self.upper_layer = CachedLayer()  # the table under an opponent's mat shown whole
        self.chooser_layer = CachedLayer()  # the whole picture while a bonus's chooser veils it
        # what the table is made of, each with its own job
        self.geometry = Geometry(self)  # where things sit
        self.telling = Telling(self)  # what a move shows (the dice tumbling)
        self.tips = Tips(self)  # the pieces' tooltips
        self.choices = ChooserDialog(self)  # a bonus's chooser, while one is open
        self.prompt_bar = PromptBar(self)  # the prompt line and the table's buttons
        self.market_art = MarketArt(self)  # the top bar
        self.mat_art = MatArt(self)  # a player's play area, an opponent's mat shown whole
        self.piece_art = PieceArt(self)  # cards, dice and results
        self.drawing = Drawing(self)  # the table in its cached layers and regions
        self.parts: Table = parts.declare(self)
        # the still table, kept by the kit: the background, your mat's boxes and panels (``dressed``),
        # the table drawn from the view region by region
        self.picture = Picture(self.parts, felt=self.drawing.paint_felt, stamp=lambda: (self.version, self.seat),
                               felt_key=lambda: id(self.assets))
        self._set_log_rect()

    def held_payload(self):
        """The result picked up by a click (its drag payload), waiting for the click on its place."""
        return self.selected

    # ------------------------------------------------------------------ basics
    @property
    def words(self) -> Plain:
        """The game's plain sentences (the kit's ``plain``)."""
        return self.plain

    def _set_log_rect(self) -> None:
        others = len(self.geometry.others_order())
        top = RIGHT.y + 4 + (156 if self.solo else others * 104)
        self.log_rect = pygame.Rect(RIGHT.x, top, RIGHT.w, RIGHT.bottom - top)  # (the play scene puts the log there)

    def name_of(self, seat: int) -> str:
        return W.t("you") if seat == self.seat else self.seat_name(seat)

    def gathering(self) -> bool:
        """Whether the seat decides the cards it gathered (the gather panel veils the table)."""
        return self.enlarged is None and self.my_phase() in (Phase.KEEP, Phase.PUT_BACK)

    def visitors(self) -> dict:
        """Which seats sent their meeple to which tourist this round (from the public events)."""
        out: dict = {}
        events = self.view.events
        start = max((i for i, e in enumerate(events) if e.kind == "round"), default=0)
        for e in events[start:]:
            if e.kind == "tourist":
                out.setdefault(e.data[1], []).append(e.data[0])
        return out

    @once_per_view
    def view_facts(self) -> dict:
        """What each region shows of the view, worked out once per view (region keys reuse it)."""
        v = self.view
        st = v.state
        seat = self.seat
        acting = st.to_move()
        capacity = self.geometry.capacity(v)
        return {
            "topbar": (v.round, v.score, v.start, v.phase is Phase.TURN, v.active),
            "market": (tuple(len(v.deck(c)) for c in CRAFTS), v.deck_tokens, v.supply, v.grid,
                       tuple(st.current_tourists()), tuple((t, tuple(s)) for t, s in self.visitors().items()),
                       v.round),
            "play": (v.table[seat], capacity, v.pool if v.active == seat else (),
                     (v.activations, v.craft_double, v.gather_extra, v.wild_crafts)  # this turn, when it is yours
                     if v.phase is Phase.TURN and v.active == seat else None,
                     sum(st.points(seat).values()) if not self.solo else None, self.players_turn),
            "others": ((v.customers, v.sold_to, v.score, self.players_turn and v.phase is Phase.SELL) if self.solo else
                       tuple((seat_, v.table[seat_], seat_ in acting, sum(st.points(seat_).values()))
                             for seat_ in self.geometry.others_order())),
        }

    # ------------------------------------------------------------------ the hooks, by the held parts
    def draw_scene(self, surface: pygame.Surface) -> None:
        self.drawing.draw_scene(surface)

    def refresh_buttons(self) -> None:
        self.buttons = self.prompt_bar.make_buttons()

    def prompt(self) -> str:
        return self.prompt_bar.line()

    def on_view_changed(self, old, new, cause, events, animate) -> None:
        self.reroll_marks.clear()
        self.customer_marks.clear()
        self.combo = None
        self.selected = None
        self.choices.close()
        self.telling.view_changed(old, new, cause, events, animate)

    def update_animations(self, dt: float) -> bool:
        return self.telling.update(dt)

    def event_markup(self, event, viewer: int | None = -2) -> str:
        viewer = self.seat if viewer == -2 else viewer
        text = T.escape(self.game.event_text(event, viewer, self.session.setup.names))
        if event.kind in ("round", "round_end", "game_over"):
            return f"[c=marigold_light][b]{text}[/b][/c]"
        if event.kind in ("complete", "sell"):
            return f"[c=#a8f0b8]{text}[/c]"
        if event.kind == "turn":
            return f"[c=#cdbde0]{text}[/c]"
        return text

    # ------------------------------------------------------------------ over the table
    def dialog(self) -> overlay.Overlay | None:
        """A bonus's chooser, drawn over the table in the kit's order (scenes/kit/table.py)."""
        if self.choices.chooser is None:
            return None
        return overlay.Overlay(overlay.CHOOSER, "chooser", self.choices.draw, self.choices.rect)

    def dialog_buttons(self):
        """While a bonus's chooser is open, only its buttons answer."""
        return self.choices.buttons if self.choices.chooser is not None else None


__all__ = ["OaxacaTable"]
