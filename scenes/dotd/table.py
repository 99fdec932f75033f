"""Die of the Dead's table: the seat's view drawn as the boards lie, and the pointer turned into moves.

On the left stand the marigold steps with every player's scoring die and the bonus on each square.
Along the top: the four caskets in a row (each casket's own colours follow it when caskets move or
swap), the dice on their lids or, for the open one, the dice rolled inside; in front of them the four
token boards, which never move (a casket's item is the board it stands before); then the City of the
Dead with its dice. Below, the seat's own ofrenda (four sections sharing their corners, the two
incense urns), its preparation board, its supply, its tokens in hand and the panel of its action.
The right column holds the other players' boards at a glance (click one to see it whole) or, solo,
the score against the good and perfect marks and the City as the timer; the log below them.

A turn by pointer: at setup drag a die of the colour you choose onto each casket; as Round Starter
click the casket to open; drag a die from the open casket onto a space of its item on the ofrenda or
onto the preparation board, then drag the payment die (from the City, the supply, the preparation
board, or with five players an incomplete section) onto a closed casket's lid; drag a prepared die
to the ofrenda to move it. Clicking a die picks it up instead (then click where it goes). Tokens are
played from the hand (candle: click it, then the two caskets; bread and incense: the face buttons
offered after a draft; marigold: move as Round Starter), the other actions are buttons, greyed
with the reason when they are not allowed. At scoring, each completed section is scored from its
button (or its caption on the board); the landing square is clicked on the steps. Every refusal is
the rules' own reason (``why_illegal``): nothing here decides.

A move that brings many things at once (a casket opened: the lid dice tipped in, the casket shaken
and the dice landing; the end of a round: each section's scoring card, the scoring die climbing
step by step, the square it lands on, the tokens gained, the caskets moving along and the Round
Starter marker passing) is told beat by beat on the shared storyboard while the next move waits.

Drawing is layered: a static layer (the boards and panels), the table layer (everything drawn from
the view, repainted only when what it shows changes), and over it every frame what moves: dice in
flight, tumbling dice, a shaking casket, the drag and its targets, the scoring card.

The table is a component (scenes/kit/table.py) held by its play scene: :class:`DotdTable` stands on
``TableBase`` with two mixins, ``Telling`` (the storyboard, the log) and ``Drawing`` (its layers), and
holds its other helpers, each with a narrow job: ``geometry`` (where the pieces lie), ``input`` (what
a click does), ``panel`` (the action panel's buttons), ``words`` (the prompt's and the panel's words)
and ``tips`` (tooltips). It is made of the kit's named parts (scenes/kit/): :meth:`DotdTable.declare`
lists them (``steps``, ``casket:2``, ``cell:5``, ``prep``, ``hand``, ``seat:1``...); their hotspots and
drop targets are the table's.
"""
from __future__ import annotations

from dataclasses import replace

import pygame

from game.rules.dotd import words as W
from game.rules.dotd.words import Plain
from scenes.dotd.column import Prompt, Seat, Solo
from scenes.dotd.drawing import Drawing
from scenes.dotd.input import Input
from scenes.dotd.layout import LOG_RECT, OTHER_STEP, RIGHT, SOLO_PANEL, STEPS, TOPBAR_REGION, Geometry, R
from scenes.dotd.own import Actions, Cell, Ofrenda, Placing, Prep, Supply, Tokens
from scenes.dotd.panel import ActionPanel
from scenes.dotd.parts import Casket, City, Steps, Title, TokenBoard, TopBar
from scenes.dotd.pieces import die_image
from scenes.dotd.prompt import PromptWords
from scenes.dotd.telling import Markup, Telling, Told
from scenes.dotd.tips import Tips
from scenes.kit.parts import Table
from scenes.kit.picture import Picture
from scenes.kit.regions import Area
from scenes.kit.table import TableBase
from scenes.widgets.button import Button
from scenes.widgets.dice import DiceTumble
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot
from scenes.widgets.layers import CachedLayer


class DotdTable(Telling, Drawing, TableBase):
    """The table of one Die of the Dead game, as one seat sees it."""

    name = "dotd"
    markup_words, plain_words = Markup, Plain
    log_rect = pygame.Rect(LOG_RECT)

    def __init__(self, host):
        super().__init__(host)
        self.told = Told()
        self.caption = None  # what says the beat now told, in the prompt bar (when drawn)
        self._story_events: list = []
        self._told_n = 0
        self._arcs: dict = {}  # piece key -> how high it arcs on its way (the casket going round)
        self.tumbles: dict[int, DiceTumble] = {}  # die id -> its tumble as its casket opens
        self.selected = None  # a die picked up by a click (its drag payload), then click its target
        self.swapping: list[int] | None = None  # candle token: the caskets clicked so far
        self.cash_marks: set[str] = set()  # scoring: the tokens marked to discard for steps
        self.face_space: int | None = None  # the any-face bonus: the preparation space chosen
        self.choice = None  # (title, subtitle, [(label, icon, action)]): a small question on top
        self.choice_buttons: list[Button] = []
        self.enlarged: int | None = None  # an opponent whose boards are shown whole
        self.hover_key = None
        self.table_layer = CachedLayer()  # the table under an opponent's boards shown whole
        self.piece_region: dict = {}  # piece key -> the region drawing it where it lies
        self.geometry = Geometry(self)
        self.tips = Tips(self)
        self.input = Input(self)
        self.panel = ActionPanel(self)
        self.words = PromptWords(self)
        self.drag.nowhere = self.input.drop_nowhere  # a die let go where nothing takes it says why
        self.parts = self.declare()
        # the still table, kept by the kit: the felt (the boards and panels that never change), then
        # the areas drawn from the view, each repainted when what it shows changes
        self.picture = Picture(self.parts, felt=self._paint_felt, stamp=lambda: (self.version, self.seat),
                               felt_key=lambda: (id(self.assets), self.assets.text_scale))
        self._set_log_rect()

    # ------------------------------------------------------------------ basics
    @property
    def cb(self) -> bool:
        return bool(self.app.settings.colour_blind)

    def me(self, v=None):
        return (v or self.view).players[self.seat]

    def others_order(self) -> list[int]:
        n = self.session.setup.players
        return [(self.seat + k) % n for k in range(1, n)]

    def name_of(self, seat: int) -> str:
        return W.s("dotd-t-you") if seat == self.seat else self.seat_name(seat)

    def who(self, seat: int) -> tuple[str, bool]:
        """``seat``'s name and whether it is the seat on screen (for the words' sentences)."""
        return self.seat_name(seat), seat == self.seat

    def _set_log_rect(self) -> None:
        top = (SOLO_PANEL.bottom + 6) if self.solo else RIGHT.y + 4 + len(self.others_order()) * OTHER_STEP
        self.log_rect = pygame.Rect(RIGHT.x, top, RIGHT.w, RIGHT.bottom - top)  # (the play scene puts the log there)

    def my_phase(self) -> str | None:
        """The phase when the seat on screen decides now (nothing told, nothing veiling the table)."""
        if not self.players_turn or self.story.playing or self.enlarged is not None:
            return None
        return self.view.phase

    def legal(self, action) -> bool:
        return self.why_illegal(action) is None

    def casket_order(self, v=None) -> tuple:
        """The physical caskets (numbers) by position, as the table shows them now."""
        v = v or self.view
        return self.told.order if self.told.order is not None else tuple(c.number for c in v.caskets)

    def casket_by_number(self, v, number: int):
        return next(c for c in v.caskets if c.number == number)

    def shown_rs(self, v=None) -> int:
        """The Round Starter as the table shows it (-1 at setup, before anyone holds the marker)."""
        v = v or self.view
        if v.phase == "place":
            return -1
        return self.told.rs if self.told.rs is not None else v.round_starter

    def shown_steps(self, seat: int, v=None) -> tuple[int, int]:
        """(steps climbed, square) of ``seat``'s scoring die as the table shows it; square -1 while the
        die waits on its new step for its owner to choose the square."""
        v = v or self.view
        p = v.players[seat]
        told = self.told.steps.get(seat)
        if told is not None:
            return told
        if v.phase == "land" and v.current == seat:
            return p.score, -1
        return p.score, p.square

    def casket_open(self, c) -> bool:
        return c.open and c.number not in self.told.closed

    def declare(self) -> Table:
        """The table's parts, bottom to top (a later part's pieces are found first), and its areas."""
        players = self.session.setup.players
        right = (Solo(self),) if self.solo else tuple(Seat(self, k) for k in range(1, players))
        parts = [Title(self), TopBar(self), Steps(self, STEPS)]
        for pos in range(4):
            parts += [TokenBoard(self, pos), Casket(self, pos)]
        parts += [City(self), Ofrenda(self), *(Cell(self, cell) for cell in range(len(self.data.cells))), Prep(self),
                  Supply(self), Placing(self), Tokens(self), Actions(self), *right, Prompt(self)]
        # the cached areas (they never overlap), each with its parts painted in order, repainted
        # alone when what it shows changes (1280x720 logical pixels)
        self.areas = (
            Area("topbar", TOPBAR_REGION, ("topbar",)),
            Area("steps", R(0, 40, 212, 622), ("title", "steps")),  # (the title's descenders reach below the top bar)
            Area("caskets", R(212, 40, 636, 236),  # the caskets and their token boards
                 tuple(n for pos in range(4) for n in (f"casket:{pos}", f"board:{pos}"))),
            Area("city", R(848, 40, 198, 236), ("city",)),
            Area("ofrenda", R(212, 276, 448, 386), ("ofrenda",)),
            # the preparation board, the supply and the tokens in hand
            Area("own", R(660, 276, 386, 204), ("prep", "supply", "hand")),
            Area("actions", R(660, 480, 386, 182), ("actions", "placing")),
            Area("prompt", R(0, 662, 1046, 58), ("prompt",)),
            # the opponents' cards (the log is drawn over them; their shadows reach 1047)
            Area("right", R(1046, 40, 234, 680), tuple(p.name for p in right)),
        )
        return Table(parts, self.why_illegal, lambda: self.view, self.move_preview)

    def held_payload(self):
        """The die picked up by a click (its drag payload), waiting for the click on its place."""
        return self.selected

    def seat_part(self, seat: int) -> Seat:
        """The right column's card of ``seat`` (it paints their boards shown whole)."""
        return self.parts.part(f"seat:{(seat - self.seat) % self.session.setup.players}")

    # ------------------------------------------------------------------ hooks
    def build_hotspots(self) -> list[Hotspot]:
        if self.enlarged is not None:  # an opponent's boards shown whole cover the table
            return [p.hotspot() for p in self.seat_part(self.enlarged).sheet_pieces()]
        return self.parts.hotspots(self.view)

    def drop_targets(self, payload) -> list[DropTarget]:
        """The parts that would take ``payload``, each answered by the rules (a casket's highlight is round)."""
        if not payload:
            return []
        out = []
        for target in self.parts.drop_targets(payload, self.view):
            radius = getattr(self.parts.part(target.key[0]), "target_radius", None)
            out.append(replace(target, radius=radius) if radius is not None else target)
        return out

    # ------------------------------------------------------------------ drag and drop
    def drop(self, payload, target: DropTarget, pos):
        self.selected = None
        data = target.data
        if isinstance(data, tuple) and data and data[0] == "choose_move":
            self.input.ask(W.s("dotd-t-move-the-die"), W.s("dotd-t-solo-a-move-spends-a-die"),
                      [(W.s("dotd-t-spend-a-city-die"), "dotd/city_die", data[1][0] if not data[1][0].marigold else data[1][1]),
                       (W.s("dotd-t-play-the-marigold-token"), "dotd/icon_marigold.png",
                        data[1][1] if data[1][1].marigold else data[1][0])])
            return True  # (taken: the question is asked)
        return self.propose_offer(target, pos)

    def drag_image(self, spot: Hotspot):
        payload = spot.drag
        if not payload:
            return None
        die = self._payload_die(payload)
        if die is None:
            return None
        colour, power, face = die
        return die_image(self.assets, colour, power, face, 40, self.cb)

    def _payload_die(self, payload):
        """(colour, power, face) of the die a payload carries (as it is shown)."""
        kind = payload[0]
        me = self.me()
        if kind == "draft":
            return payload[1], payload[2], payload[3]
        if kind == "prep":
            d = me.prep[payload[1]]
            return (d.colour, d.power, d.face) if d is not None else None
        if kind == "ofr":
            d = me.ofrenda[payload[1]]
            return (d.colour, d.power, d.face) if d is not None else None
        if kind in ("supply", "city"):
            return payload[1], payload[2], 5 if not payload[2] else 6
        if kind == "place":
            return payload[1], False, 5
        return None

    # ------------------------------------------------------------------ the held helpers' hooks
    def refresh_buttons(self) -> None:
        self.panel.refresh()

    def suggestion_keys(self) -> set:
        return self.panel.suggestion_keys()

    def on_suggestion(self, action) -> None:
        self.panel.on_suggestion(action)

    def before_suggested_action(self, action) -> None:
        self.panel.before_suggested_action(action)

    def prompt(self) -> str:
        return self.words.prompt()

    def intercept(self, event) -> bool:
        return self.input.intercept(event)

    def cancel_selection(self) -> bool:
        return self.input.cancel()

    def on_hover(self, spot) -> None:
        self.input.on_hover(spot)

    def dialog_buttons(self) -> list[Button] | None:
        """While the small question is open, only its buttons take the pointer."""
        return self.choice_buttons if self.choice is not None else None

    def settings_changed(self) -> None:
        super().settings_changed()
        self.refresh_buttons()
