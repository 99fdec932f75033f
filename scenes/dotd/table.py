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

The scene is composed of the package's mixins, one per job (see ``scenes/dotd/__init__.py``).
"""
from __future__ import annotations

import pygame

from game.rules.dotd.actions import (
    CITY as SRC_CITY, Draft, Move, OFRENDA as SRC_OFRENDA, PREP_BOARD, Pay, Place, SUPPLY as SRC_SUPPLY,
)
from game.rules.dotd.components import ITEMS, PREP
from game.rules.dotd.words import Plain
from scenes.dotd.boards import Boards
from scenes.dotd.column import Column
from scenes.dotd.drawing import Drawing
from scenes.dotd.input import Input
from scenes.dotd.layout import (
    ACTIONS, CAPTIONS, CITY, Geometry, OFRENDA, OFR_CELL, OFR_W, OTHER_STEP, PREPBOX, R, RIGHT, SHEET, SHEET_BOARD,
    SOLO_PANEL, SUPPLY, casket_dice_rects, casket_rect, city_spot, ofrenda_cell, prep_space, step_square, sub,
    token_board_rect, urn_rect,
)
from scenes.dotd.panel import ActionPanel
from scenes.dotd.pieces import die_image
from scenes.dotd.prompt import PromptWords
from scenes.dotd.telling import Markup, Telling, Told
from scenes.dotd.tips import Tips
from scenes.kit.telling import Choreography, Storyboard
from scenes.play import PlayScene
from scenes.widgets.button import Button
from scenes.widgets.dice import DiceTumble
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot
from scenes.widgets.layers import CachedLayer, RegionLayer


class DotdScene(Geometry, Telling, Input, ActionPanel, PromptWords, Tips, Drawing, Boards, Column,
                PlayScene):
    """The table of one Die of the Dead game, as one seat sees it."""

    name = "dotd"
    log_rect = pygame.Rect(1052, 468, 216, 244)
    suggestion_rect = pygame.Rect(1052, 52, 216, 182)

    def __init__(self, app, session, replay: bool = False):
        self.choreo = Choreography(lambda: self.anim_speed(), duration=0.42)
        self.story = Storyboard(lambda: self.anim_speed())
        self.told = Told()
        self.caption: str | None = None  # the beat now told, in the prompt bar
        self._story_events: list = []
        self._told_n = 0
        self._skipping = False
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
        self._markup: Markup | None = None
        self._plain: Plain | None = None
        self.static_layer = CachedLayer()
        self.table_layer = CachedLayer()  # the table under an opponent's boards shown whole
        self.table_regions = RegionLayer()  # the table drawn from the view, region by region
        self._piece_region: dict = {}  # piece key -> the region drawing it where it lies
        super().__init__(app, session, replay)
        self._set_log_rect()
        self.refresh(animate=False)

    # ------------------------------------------------------------------ basics
    @property
    def data(self):
        return self.session.data

    @property
    def fmt(self) -> Markup:
        if self._markup is None:
            self._markup = Markup(self.data)
        return self._markup

    @property
    def plain(self) -> Plain:
        if self._plain is None:
            self._plain = Plain(self.data)
        return self._plain

    @property
    def solo(self) -> bool:
        return self.session.setup.players == 1

    @property
    def cb(self) -> bool:
        return bool(self.app.settings.colour_blind)

    def me(self, v=None):
        return (v or self.view).players[self.seat]

    def others_order(self) -> list[int]:
        n = self.session.setup.players
        return [(self.seat + k) % n for k in range(1, n)]

    def name_of(self, seat: int) -> str:
        return "You" if seat == self.seat else self.seat_name(seat)

    def whose(self, seat: int) -> str:
        if seat == self.seat:
            return "Your"
        name = self.seat_name(seat)
        return f"{name}'" if name.endswith("s") else f"{name}'s"

    def _set_log_rect(self) -> None:
        top = (SOLO_PANEL.bottom + 6) if self.solo else RIGHT.y + 4 + len(self.others_order()) * OTHER_STEP
        self.log_rect = pygame.Rect(RIGHT.x, top, RIGHT.w, RIGHT.bottom - top)
        self.log_panel.rect = pygame.Rect(self.log_rect)
        if hasattr(self.log_panel, "relayout"):
            self.log_panel.relayout()


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


    # ------------------------------------------------------------------ drag and drop
    def drop_targets(self, payload) -> list[DropTarget]:
        if not payload:
            return []
        kind = payload[0]
        v = self.view
        out: list[DropTarget] = []
        if kind == "draft":
            _, colour, power, face, _id = payload
            act = Draft(colour, power, face, PREP)
            reason = self.why_illegal(act)
            out.append(DropTarget(("prepboard",), PREPBOX, reason is None, reason, "To your preparation board",
                                  data=act))
            for cell in range(len(self.data.cells)):
                act = Draft(colour, power, face, cell)
                reason = self.why_illegal(act)
                out.append(DropTarget(("cell", cell), self.cell_rect(cell), reason is None, reason,
                                      f"To {self.plain.cell(cell)}", data=act))
            return out
        if kind == "prep" and v.phase != "pay":
            space = payload[1]
            for cell in range(len(self.data.cells)):
                acts = [Move(space, cell, False), Move(space, cell, True)]
                ok = [a for a in acts if self.legal(a)]
                if len(ok) == 2:
                    data = ("choose_move", ok)
                    reason = None
                elif ok:
                    data, reason = ok[0], None
                else:
                    marigold = self.me(v).tokens[ITEMS.index("marigold")] > 0
                    natural = acts[1] if marigold and v.round_starter == self.seat else acts[0]
                    data, reason = natural, self.why_illegal(natural)
                hint = f"Move it to {self.plain.cell(cell)}"
                if ok and all(a.marigold for a in ok):
                    hint += " (marigold token)"
                out.append(DropTarget(("cell", cell), self.cell_rect(cell), reason is None, reason, hint, data=data))
            return out
        if kind in ("prep", "supply", "city", "ofr", "place"):
            for pos in range(4):
                if kind == "place":
                    act = Place(pos, payload[1])
                elif kind == "prep":
                    act = Pay(pos, PREP_BOARD, "", False, payload[1])
                elif kind == "ofr":
                    act = Pay(pos, SRC_OFRENDA, "", False, payload[1])
                elif kind == "city":
                    act = Pay(pos, SRC_CITY, payload[1], payload[2])
                elif v.phase == "place":
                    act = Place(pos, payload[1])
                else:
                    act = Pay(pos, SRC_SUPPLY, payload[1], payload[2])
                reason = self.why_illegal(act)
                hint = (f"Into {self.plain.casket(pos)}" if isinstance(act, Place)
                        else f"Onto the lid of {self.plain.casket(pos)}")
                out.append(DropTarget(("casket", pos), casket_rect(pos).inflate(-20, -10), reason is None, reason,
                                      hint, data=act, radius=24))
            return out
        return out

    def drop(self, payload, target: DropTarget, pos) -> str | None:
        self.selected = None
        data = target.data
        if isinstance(data, tuple) and data and data[0] == "choose_move":
            self._ask("Move the die", "Solo, a move spends a die of the City of the Dead, or your marigold token "
                                      "instead.",
                      [("Spend a City die", "dotd/city_die", data[1][0] if not data[1][0].marigold else data[1][1]),
                       ("Play the marigold token", "dotd/icon_marigold.png",
                        data[1][1] if data[1][1].marigold else data[1][0])])
            return None
        if data is None:
            return target.reason or "Not there."
        self.propose(data, pos)
        return None

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


    # ------------------------------------------------------------------ hotspots
    def build_hotspots(self) -> list[Hotspot]:
        v = self.view
        spots: list[Hotspot] = []
        if self.enlarged is not None:
            return self._sheet_hotspots(self.enlarged)
        phase = self.my_phase()
        me = self.me(v)
        # the steps: every square, and the scoring dice on them
        for step in range(1, 10):
            for sq in range(4):
                spots.append(Hotspot(("square", step, sq), step_square(step, sq), tooltip=self._square_tip(step, sq),
                                     click=lambda s=step, q=sq: self._click_square(s, q)))
        for seat, rect in self.scoring_places(v).items():
            spots.append(Hotspot(("scoring", seat), rect, tooltip=self._scoring_tip(seat)))
        # the token boards and the caskets with their dice
        for pos in range(4):
            spots.append(Hotspot(("board", pos), token_board_rect(pos), tooltip=self._board_tip(pos)))
            spots.append(Hotspot(("casket", pos), casket_rect(pos), tooltip=self._casket_tip(pos),
                                 click=lambda p=pos: self._click_casket(p)))
        order = self.casket_order(v)
        for pos, number in enumerate(order):
            c = self.casket_by_number(v, number)
            is_open = self.casket_open(c)
            dice = c.inside if is_open else c.lid
            for d, r in zip(dice, casket_dice_rects(casket_rect(pos), len(dice), is_open)):
                drag = ("draft", d.colour, d.power, d.face, d.id) if is_open and phase == "act" else None
                spots.append(Hotspot(("cdie", d.id), r.inflate(4, 4), tooltip=self._die_tip(d, "open" if is_open
                                                                                         else "lid", pos),
                                     drag=drag, click=(lambda p=drag: self._pick_up(p)) if drag else
                                     (lambda p=pos: self._click_casket(p))))
        # the City of the Dead
        spots.append(Hotspot(("city",), CITY, tooltip=self._city_tip))
        for i, d in enumerate(v.city):
            drag = ("city", d.colour, d.power) if phase == "pay" else None
            spots.append(Hotspot(("citydie", d.id), city_spot(i), tooltip=self._die_tip(d, "city"), drag=drag,
                                 click=lambda d=d, p=drag: self._click_city(d, p)))
        # the seat's own boards
        for item in ITEMS:
            for part in CAPTIONS[item]:
                spots.append(Hotspot(("caption", item), sub(OFRENDA, part), tooltip=self._section_tip(self.seat, item),
                                     click=lambda it=item: self._click_caption(it)))
        for i, (cell, colour, value) in enumerate(me.urns):
            ur = urn_rect(OFRENDA, 0 if cell == min(c for c, _, _ in me.urns) else 1)
            plaque = R(ur.x + OFR_CELL, ur.y, ur.w - OFR_CELL, ur.h)
            spots.append(Hotspot(("urn", cell), plaque, tooltip=self._urn_tip(cell, colour, value)))
        for cell in range(len(self.data.cells)):
            d = me.ofrenda[cell]
            drag = ("ofr", cell) if d is not None and phase == "pay" and v.five else None
            spots.append(Hotspot(("cell", cell), self.cell_rect(cell), tooltip=self._cell_tip(self.seat, cell),
                                 drag=drag, click=lambda c=cell, p=drag: self._click_cell(c, p)))
        spots.append(Hotspot(("prepboard",), PREPBOX, tooltip=self._prep_board_tip,
                             click=lambda: self._click_target(("prepboard",))))
        for i, d in enumerate(me.prep):
            drag = ("prep", i) if d is not None and phase in ("act", "pay") else None
            spots.append(Hotspot(("prep", i), prep_space(i), tooltip=self._prep_tip(i), drag=drag,
                                 click=lambda i=i, p=drag: self._click_prep(i, p)))
        spots.append(Hotspot(("supplybox",), SUPPLY, tooltip=self._supply_tip))
        classes = self.supply_classes(me)
        for (colour, power, n), r in zip(classes, self.supply_rects(len(classes))):
            kind = "place" if phase == "place" else "supply"
            drag = (kind, colour, power) if phase in ("pay", "place") else None
            spots.append(Hotspot(("supply", colour, power), r.inflate(6, 6),
                                 tooltip=self._supply_class_tip(colour, power, n),
                                 drag=drag, click=(lambda p=drag: self._pick_up(p)) if drag else None))
        if phase == "place":
            for (colour, power, n), r in zip(classes, self.place_rects(len(classes))):
                drag = ("place", colour, power)
                spots.append(Hotspot(("placedie", colour), r.inflate(6, 6),
                                     tooltip=self._supply_class_tip(colour, power, n), drag=drag,
                                     click=lambda p=drag: self._pick_up(p)))
        tokens = self.hand_tokens(me)
        for i, r in enumerate(self.hand_slots()):
            item = tokens[i] if i < len(tokens) else None
            spots.append(Hotspot(("token", i, item), r, tooltip=self._token_tip(item),
                                 click=(lambda it=item: self._click_token(it)) if item else None))
        if self.shown_rs(v) == self.seat and not self.solo:
            spots.append(Hotspot(("rs",), R(ACTIONS.right - 54, ACTIONS.y + 8, 44, 44), tooltip=self._rs_tip))
        # the others
        if self.solo:
            spots.append(Hotspot(("solo",), SOLO_PANEL, tooltip=self._solo_tip))
        else:
            for i, seat in enumerate(self.others_order()):
                spots.append(Hotspot(("other", seat), self.other_rect(i), tooltip=self._other_tip(seat),
                                     click=lambda s=seat: self.open_sheet(s), tip_side="left"))
        return spots

    def _sheet_hotspots(self, seat: int) -> list[Hotspot]:
        """An opponent's boards shown whole: every space and caption says what it holds; a click closes."""
        spots = [Hotspot(("sheet",), SHEET, click=self.close_sheet)]
        board = SHEET_BOARD
        s = board.w / OFR_W
        for item in ITEMS:
            for part in CAPTIONS[item]:
                spots.append(Hotspot(("caption", item), sub(board, part, s), tooltip=self._section_tip(seat, item),
                                     click=self.close_sheet))
        for cell in range(len(self.data.cells)):
            row, col = self.data.cells[cell]
            spots.append(Hotspot(("cell", cell), ofrenda_cell(board, row, col), tooltip=self._cell_tip(seat, cell),
                                 click=self.close_sheet))
        return spots


    # ------------------------------------------------------------------ drawing
    def settings_changed(self) -> None:
        super().settings_changed()
        self.static_layer.invalidate()
        self.table_layer.invalidate()
        self.table_regions.invalidate()
        self.refresh_buttons()
