"""Dia de los Muertos' table: drawing the seat's view and turning clicks and drags into moves.

The seat on screen sits at the bottom; the next player clockwise on the left, the partner at
the top, the last on the right. Played cards lie in front of their players. A card is played by
dragging it onto the table or double-clicking it; cards that may not be played are dimmed and
say why on hover. Every other decision (Choose's colour, Ask's question, Swap, gifts, which 10
a 3 cancels) is a click on a card or a button of the prompt bar. The rules decide everything.

The table is made of the kit's named parts (scenes/kit/): :meth:`MuertosTable.declare` lists them;
``scenes.muertos.parts`` says what each one shows, ``pieces`` how the cards look, ``telling`` how
they move, ``prompt`` the prompt bar and the table's words.
"""
from __future__ import annotations

import time

import pygame

from game.rules.muertos import words as W
from game.rules.muertos.actions import GiftGive, GiftTake, Play, SetAside, SwapGive, SwapReturn
from game.rules.muertos.state import COLOURS, DUMMY, Phase
from scenes.kit import fit, overlay
from scenes.kit.parts import Table
from scenes.kit.picture import Picture
from scenes.kit.regions import Area
from scenes.kit.table import TableBase, once_per_view
from scenes.muertos import backdrop, pieces, reading
from scenes.muertos.layout import (CARD, DOUBLE_CLICK, LOG_RECT, LOG_REGION, LOWER_REGION, SCORES_REGION,
                                   SUGGESTION_RECT, TOPBAR_REGION, UPPER_REGION, Geometry)
from scenes.muertos.parts import (Captures, Discards, Prompt, Scores, SeatHand, SeatSummary, TopBar, TrickColours,
                                  Trick)
from scenes.muertos.prompt import PromptBar
from scenes.muertos.telling import Telling, Told
from scenes.play_door import UNASKED
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot
from scenes.widgets.layers import CachedLayer, Region

# The table's cached areas (scenes/kit/regions.py), each with the parts painted into it in order,
# then the cards lying still in it. The captures and discards panels start the lower one (cards
# straddling the line are drawn in both); their shadows, and the scores', reach up into the upper.
# The log is a region of its own below the scores (over what spills there from them): its newest
# line's fading glow repaints the band it lies in alone; its shadow falls on the upper and lower.
AREAS = (
    Area("topbar", TOPBAR_REGION, ("topbar",)),
    Area("upper", UPPER_REGION, ("trick", "colours", "captures", "discards", "scores", "seat:1", "seat:2", "seat:3")),
    Area("lower", LOWER_REGION, ("captures", "discards")),
    Area("scores", SCORES_REGION.clip(SCORES_REGION.x, 0, SCORES_REGION.w, LOG_REGION.top), ("scores",)),
)


class MuertosTable(Telling, PromptBar, TableBase):
    """The table of one Dia de los Muertos game, as one seat sees it."""

    name = "muertos"
    log_lines_are_pure = True  # (each log line is worked out once: scenes/play.py)
    # the scores night by night head the right column; the log goes below them, and a suggestion
    # opens over the top of the log
    log_rect = pygame.Rect(LOG_RECT)
    suggestion_rect = pygame.Rect(SUGGESTION_RECT)
    slide_seconds = 0.4

    def __init__(self, host):
        super().__init__(host)
        self.geometry = Geometry(self)  # where things lie for the seat on screen
        self.selected: str | None = None
        self._last_click = (None, 0.0)
        self.ask_target: int | None = None
        self.ask_question: str | None = None
        self.ask_rank: int | None = None
        self.show_discards = False
        self.reading = None  # (the finished trick, the rules' reading of it, its line) while it is read
        self.reading_sounds: list[str] = []  # the sounds of a gift, played once the trick is read
        self.handing: Told | None = None  # the line telling a gift or a Swap while it is held to be seen
        self.upper_layer = CachedLayer()  # the regions (the log among them) with the suggestion over them
        self.parts = self.declare()
        # the still table, kept by the kit: the felt, then the areas, each repainted when what it shows changes
        self.picture = Picture(self.parts, felt=lambda s: backdrop.paint_table(s, self.assets),
                               stamp=lambda: (self.version, self.seat, self.thinking_seat),
                               felt_key=lambda: id(self.assets))

    def declare(self) -> Table:
        """The table's parts, bottom to top (a later part's pieces are found first)."""
        return Table([TopBar(self), Captures(self), *(SeatSummary(self, rel) for rel in (1, 2, 3)),
                      *(SeatHand(self, rel) for rel in range(4)), Trick(self), TrickColours(self), Discards(self), Scores(self),
                      Prompt(self)], self.why_not, lambda: self.view)

    def night_colour(self) -> str:
        """Tonight's Muertos colour (marked on every card of it)."""
        return self.data.nights[self.view.night].colour

    # ------------------------------------------------------------------ what may be done
    def acting_hand(self) -> int | None:
        """The place whose hand the seat on screen plays from now (its own, or the dummy's)."""
        if not self.players_turn:
            return None
        v = self.view
        place = v.deciding_place()
        return place if place is not None and v.seat_at(place) == self.seat else None

    def card_action(self, place: int, card: str):
        """The move clicking or dropping ``card`` of ``place`` proposes now (None: nothing)."""
        v = self.view
        acting = self.acting_hand()
        phase = v.phase
        if acting is None:
            return None
        if phase is Phase.PLAY and place == acting:
            if any(isinstance(a, SetAside) for a in self.legal_actions()):
                return SetAside(card)
            return Play(card)
        if phase is Phase.SWAP_GIVE and place == acting:
            return SwapGive(card)
        if phase is Phase.SWAP_RETURN and place == acting:
            return SwapReturn(card)
        if phase is Phase.GIFT_GIVE and place == acting:
            return GiftGive(card)
        if phase is Phase.GIFT_TAKE and place == v.winner:
            return GiftTake(card)
        return None

    def why_not(self, action) -> str | None:
        if action is None:
            return None
        if isinstance(action, Play) and self.data.cards[action.card].kind == "choose":
            reasons = [self.why_illegal(Play(action.card, c)) for c in COLOURS]
            return None if any(r is None for r in reasons) else reasons[0]
        return self.why_illegal(action)

    def try_card(self, place: int, card: str, at=None, answer=UNASKED):
        """Play (or give, or take) ``card`` of ``place`` by the door: ``answer``, the rules' answer already
        given (a drop target's), else they are asked once. A Choose asks its colour first."""
        action = self.card_action(place, card)
        if action is None:
            return False
        if isinstance(action, Play) and self.data.cards[card].kind == "choose":
            reason = self.why_not(action) if answer is UNASKED else answer
            if reason is not None:
                return self.propose(action, at, answer=reason)
            self.selected = card  # the colour buttons appear in the prompt bar
            self.refresh_buttons()
            self.hotspots = self.build_hotspots()
            self.app.dirty = True
            return True
        self.selected = None
        return self.propose(action, at, answer=answer)

    # ------------------------------------------------------------------ hooks
    def build_hotspots(self) -> list[Hotspot]:
        if self.show_discards:
            return [p.hotspot() for p in self.parts.part("discards").sheet_pieces()]
        return self.parts.hotspots(self.view)

    def toggle_discards(self) -> None:
        self.show_discards = not self.show_discards
        self.hotspots = self.build_hotspots()
        self.app.dirty = True

    def clicked(self, place: int, card: str) -> None:
        """A card of a hand the seat plays from was clicked: a play needs a second click (or a
        drag); any other decision is made at once."""
        now = time.monotonic()
        last, when = self._last_click
        action = self.card_action(place, card)
        needs_double = isinstance(action, (Play, SetAside))
        if not needs_double or (last == (place, card) and now - when < DOUBLE_CLICK):
            self._last_click = (None, 0.0)
            self.try_card(place, card, self.pointer)
            return
        self._last_click = ((place, card), now)
        self.selected = card if self.selected != card else None
        self.refresh_buttons()  # a picked Choose asks for its colour: its buttons come with the words
        self.hotspots = self.build_hotspots()  # the picked card rises: so does where it is hit
        self.app.dirty = True

    def intercept(self, event) -> bool:
        self.end_reading_on_click(event)  # (a click ends a trick's reading, and does what it would anyway)
        return False

    def drop_targets(self, payload) -> list[DropTarget]:
        return self.parts.drop_targets(payload, self.view)

    def drop(self, payload, target: DropTarget, pos):
        place, card = target.data
        taken = self.try_card(place, card, pos, answer=None)  # (the rules answered the target when the drag began)
        if taken and self.choreo.target(("card", card)) is not None:
            rect = pygame.Rect(0, 0, *CARD)
            rect.center = pos
            self.choreo.place(("card", card), rect)  # it glides from where it was dropped
        return taken

    def drag_image(self, spot: Hotspot):
        _, place, card = spot.key
        return pieces.card_face(self.assets, self.data.cards[card], CARD, self.night_colour())

    def suggestion_keys(self):
        if self.suggestion is None:
            return set()
        action = self.suggestion[0]
        card = getattr(action, "card", None)
        return {("card", p, card) for p in range(4)} if card else set()

    def cancel_selection(self) -> bool:
        had = self.selected is not None or self.ask_target is not None or self.show_discards
        self.selected, self.ask_target, self.ask_question, self.ask_rank = None, None, None, None
        self.show_discards = False
        self.refresh_buttons()
        self.hotspots = self.build_hotspots()
        return had

    def seat_at_place(self, place: int):
        return self.view.seat_at(place)

    def side_name(self, v, team: int, width: int) -> str:
        """Tonight's partnership ``team`` in a few words: "Your side" (with four players) or its
        two members ("You & the dummy", "Rosa & Diego"), a player's long name cut with an ellipsis
        so that it fits ``width`` at its least size."""
        if v.players == 4:
            return W.SIDES["yours" if team == self.geometry.my_place(v) % 2 else "theirs"]
        you, dummy = W.YOU["label"], W.YOU["dummy"]
        seats = [v.places[place] for place in (team, team + 2)]
        seats.sort(key=lambda s: (s != self.seat, s == DUMMY))
        names = tuple(self.seat_name(s) for s in seats if s not in (DUMMY, self.seat))

        def say(*cut: str) -> str:
            told = iter(cut)
            return W.side_members([dummy if s == DUMMY else (you if s == self.seat else next(told)) for s in seats])
        return fit.named(self.assets, say, names, width, "body", 10) if names else say()

    def score_columns(self, v) -> list[tuple[str, int]]:
        """The scoreboard's columns, the seat on screen first: ``(heading, row of night_scores)``."""
        if v.players == 4:
            mine = self.seat % 2
            return [(W.SIDES["yours"], mine), (W.SIDES["theirs short"], 1 - mine)]
        order = [self.seat] + [s for s in range(v.players) if s != self.seat]
        return [(W.YOU["label"] if s == self.seat else self.seat_name(s), s) for s in order]

    def kingmaker_note(self, v) -> str | None:
        """Three players, the last night: who can no longer come out on top and so shares their
        partner's win (the kingmaker rule), in words; ``None`` when it does not apply."""
        if not v.kingmakers:
            return None
        notes = []
        for seat, mate in v.kingmakers:
            who = None if seat == self.seat else self.seat_name(seat)
            notes.append(W.kingmaker_line(who, self.seat_name(mate), mate == self.seat))
        return " ".join(notes)

    # ------------------------------------------------------------------ drawing
    # The table is drawn in layers (scenes/widgets/layers.py). Over the felt, the areas (the top
    # bar; the table above the captures and discards; the table from there down; the scores
    # column) are cached one by one, each keyed by its parts' slices of the view and the cards
    # lying in it (scenes/kit/regions.py). Over them the log panel and the suggestion card (the
    # log's newest line glows a moment). Then, every frame, cards in flight, the marks on the
    # trick and the prompt bar (a card flies under it); the overlays over everything.
    @once_per_view
    def _view_facts(self) -> dict:
        """The cards lying in each area, worked out once per view: what they show and whether
        they may be played (dimmed, ringed)."""
        v = self.view
        faces = {}  # every card the seat sees in a hand: may it be played now (dimmed, ringed)?
        for place in range(4):
            for card in self.geometry.hand_cards(place, v) or ():
                action = self.card_action(place, card)
                playable = action is not None and self.why_not(action) is None
                faces[card] = (action is not None and not playable, playable and self.players_turn)
        layout, info = self.choreo.layout, self.choreo.info

        def lying_in(area):
            return tuple((k, info.get(k), tuple(r), faces.get(k[1]) if k[0] == "card" else None)
                         for k, r in layout.targets.items() if r.colliderect(area))
        facts = {"upper": (lying_in(UPPER_REGION), v.night), "lower": (lying_in(LOWER_REGION), v.night)}
        return facts

    def _pieces(self, v, area: pygame.Rect, log=None):
        """Paint the cards lying still in ``area`` (in their drawing order), then ``log``'s shadow."""
        def paint_(surface):
            layout = self.choreo.layout
            info = self.choreo.info
            for key in sorted(layout.targets, key=lambda k: pieces.DRAW_ORDER[info[k][0]]):
                rect = layout.targets[key]
                if not rect.colliderect(area) or layout.moving(key) or (
                        key[0] == "card" and self.drag.hides(("card", info[key][2], key[1]))):
                    continue
                pieces.draw_card(self, surface, key, info[key], rect, still=True)
            if log is not None:
                log.draw_shadow(surface)
        return paint_

    def _regions(self, v) -> list[Region]:
        facts = self._view_facts()
        d = self.drag
        hidden = d.hidden_keys()
        layout = self.choreo.layout
        moving = {"upper": set(), "lower": set()}
        for key in layout.tweens.tweens:
            rect = layout.targets.get(key)
            if rect is not None:
                for name, area in (("upper", UPPER_REGION), ("lower", LOWER_REGION)):
                    if rect.colliderect(area):
                        moving[name].add(key)
        mine = (frozenset(hidden), self.selected, frozenset(self.suggestion_keys()), self.seat)
        toolbar = tuple((b.hover, b.pressed, b.enabled, b.visible, b.highlight, b.label) for b in self.toolbar)

        def toolbar_buttons(surface):
            for b in self.toolbar:
                b.draw(surface, self.assets, self.time)

        picture = self.picture
        log = self.log_panel
        shadow = tuple(log.rect)  # (the log's shadow, over the cards lying still)
        return [
            picture.region(v, AREAS[0], toolbar, toolbar_buttons),
            picture.region(v, AREAS[1], (facts["upper"], frozenset(moving["upper"]), mine, shadow),
                           self._pieces(v, UPPER_REGION, log)),
            picture.region(v, AREAS[2], (facts["lower"], frozenset(moving["lower"]), mine, shadow),
                           self._pieces(v, LOWER_REGION, log)),
            picture.region(v, AREAS[3]),
        ] + self._log_regions(v, picture.slices(v))

    def _log_regions(self, v, known) -> list[Region]:
        """The log's region (the scores' panel's foot and shadow under it), cut where its newest line's glow begins."""
        scores = self.parts.part("scores")
        cut = known["scores"] if "scores" in known else scores.slice(v)

        def paint_(surface):
            scores.paint(surface, v)
            self.log_panel.draw(surface)
        if cut is None:
            return [Region("log", LOG_REGION, None, paint_)]
        return self.log_panel.regions("log", LOG_REGION, cut, paint_)

    def draw_scene(self, surface: pygame.Surface) -> None:
        v = self.view
        size = surface.get_size()
        table = self.picture.update(size, v, self._regions(v), (self.seat, self.assets.text_scale, id(self.assets)))
        fresh = self.suggestion_fresh
        upper_key = None if self.thinking or fresh else (
            self.picture.serial, self.suggestion,
            tuple((b.hover, b.pressed, b.enabled, b.visible, b.highlight) for b in self.suggest_buttons))

        def paint_upper(s):  # (the log is one of the table's regions)
            s.blit(table, (0, 0))
            self.draw_suggestion(s)
        if self.suggestion is None and not self.thinking:  # nothing over the table
            surface.blit(table, (0, 0))
        else:
            self.upper_layer.blit(surface, upper_key, paint_upper)
        self.choreo.draw_in_flight(surface, lambda surf, key, inf, rect: pieces.draw_card(self, surf, key, inf, rect))
        reading.draw_marks(self, surface, v)
        self.parts.part("prompt").paint(surface, v)
        for b in self.buttons:
            b.draw(surface, self.assets, self.time)

    def dialog(self) -> overlay.Overlay | None:
        """The discards sheet, drawn over the table in the kit's order (scenes/kit/overlay.py)."""
        if not self.show_discards:
            return None
        return overlay.Overlay(overlay.CHOOSER, "discard_sheet",
                               lambda s: self.parts.part("discards").paint_sheet(s, self.view))
