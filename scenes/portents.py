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
"""
from __future__ import annotations

import math

import pygame

from game.protocol import AUTOMATON
from game.rules.portents.actions import Burn, Pass, Place, Sacrifice, Shift, Snuff
from game.rules.portents.altar import GAP, SIDES
from game.rules.portents.state import Phase, attribute_counts, fortunes
from game.rules.portents.words import Plain, cap, target_text
from scenes.assets import PALETTE
from scenes.play import PlayScene
from scenes.widgets import paint
from scenes.widgets import text as T
from scenes.widgets.button import Button
from scenes.widgets.choreo import Choreography
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot
from scenes.widgets.tile_grid import INWARD, TileGrid
from scenes.widgets.tooltip import TooltipContent
from scenes.widgets.tween import pulse

# text colours of the four tile colours (log, tooltips, labels)
TEXT_COLOURS = ("#f6cc4c", "#ff8070", "#86b4ff", "#f2ece0")
RGB = ((238, 190, 58), (204, 62, 58), (58, 108, 198), (234, 228, 212))
FIRE = (255, 150, 40)
SNUFF_BLUE = (130, 200, 255)

ALTAR = pygame.Rect(12, 52, 636, 606)  # the altar panel
CELL, GAP_PX = 96, 8
GRID = pygame.Rect(0, 0, 3 * CELL + 2 * GAP_PX, 3 * CELL + 2 * GAP_PX)
GRID.center = (ALTAR.centerx, ALTAR.centery + 2)
RING = 62  # the Omen slots' centres, this far outside the altar's edge
OMEN = 48
KITTY = 58
HAND = pygame.Rect(658, 52, 386, 150)
MINE = pygame.Rect(658, 210, 386, 214)
OTHER = pygame.Rect(658, 432, 386, 226)
PROMPT = pygame.Rect(12, 664, 1032, 44)
HAND_TILE = 76
PUSHED_TILE = 40


class Markup(Plain):
    """Tile and Omen names in their colour (and bold) for the log and tooltips."""

    def tile(self, tile: int) -> str:
        if tile == GAP:
            return "nothing"
        return f"the [b][c={TEXT_COLOURS[tile >> 2]}]{T.escape(self.data.tile_title(tile))}[/c][/b]"

    def omen(self, omen: int) -> str:
        return f"the [b][c={TEXT_COLOURS[omen >> 2]}]{T.escape(self.data.tile_title(omen))}[/c][/b] Omen"

    def attribute(self, attr: int) -> str:
        name = T.escape(self.data.attribute_name(attr))
        return f"[b][c={TEXT_COLOURS[attr]}]{name}[/c][/b]" if attr < 4 else f"[b]{name}[/b]"


class PortentsScene(PlayScene):
    """The table of one Portents game, as one seat sees it."""

    name = "portents"
    log_rect = pygame.Rect(1052, 246, 216, 466)
    suggestion_rect = pygame.Rect(1052, 52, 216, 182)

    def __init__(self, app, session, replay: bool = False):
        self.grid = TileGrid(GRID, 3, GAP_PX, arrow=26, arrow_gap=6)
        self.choreo = Choreography(lambda: self.anim_speed(), duration=0.42)
        self.hover_arrow: tuple[str, int] | None = None
        self.selected: int | None = None  # a hand tile picked up by a click (then click a gap)
        self._markup: Markup | None = None
        self._plain: Plain | None = None
        super().__init__(app, session, replay)
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
        return self.session.setup.mode == "solo"

    @property
    def rival(self) -> int:
        return 1 - self.seat

    def name_of(self, seat: int) -> str:
        if seat == AUTOMATON:
            return "The Kitty"
        return "You" if seat == self.seat else self.seat_name(seat)

    def tile_sprite(self, tile: int, size: int) -> pygame.Surface:
        c, s = self.data.colours[tile >> 2][0], self.data.shapes[tile & 3][0]
        return self.assets.sprite(f"portents/tile_{c}_{s}.png", (size, size))

    def omen_sprite(self, omen: int, size: int) -> pygame.Surface:
        c, s = self.data.colours[omen >> 2][0], self.data.shapes[omen & 3][0]
        return self.assets.sprite(f"portents/omen_{c}_{s}.png", (size, size))

    def symbol_sprite(self, colour: int, size: int) -> pygame.Surface:
        return self.assets.sprite(f"portents/symbol_{self.data.colours[colour][0]}.png", (size, size))

    def my_phase(self) -> Phase | None:
        """The phase when the seat on screen is to decide (else None)."""
        return self.view.phase if self.players_turn else None

    def legal(self, action) -> bool:
        return self.why_illegal(action) is None

    # ------------------------------------------------------------------ geometry
    def slot_center(self, slot: int) -> tuple[int, int]:
        info = self.data.slots[slot]
        g = GRID
        if info.corner:
            x = g.x - RING + 14 if "left" in info.touches else g.right + RING - 14
            y = g.y - RING + 14 if "top" in info.touches else g.bottom + RING - 14
            return x, y
        side = info.touches[0]
        cells = set(self.data.lines[info.line])
        lane = next(i for i, lane_cells in enumerate(self.data.sides[side]) if set(lane_cells) == cells)
        near = self.grid.cell_rect(self.data.sides[side][lane][0])
        dx, dy = INWARD[side]
        return near.centerx - dx * (CELL // 2 + RING), near.centery - dy * (CELL // 2 + RING)

    def slot_rect(self, slot: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, OMEN, OMEN)
        r.center = self.slot_center(slot)
        return r

    def kitty_rect(self, slot: int) -> pygame.Rect:
        info = self.data.slots[slot]
        x, y = self.slot_center(slot)
        if info.corner:
            dx = -1 if "left" in info.touches else 1
            dy = -1 if "top" in info.touches else 1
            x, y = x + dx * 40, y + dy * 40
        else:
            dx, dy = INWARD[info.touches[0]]
            x, y = x - dx * 54, y - dy * 54
        r = pygame.Rect(0, 0, KITTY, KITTY)
        r.center = (x, y)
        return r

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        return [pygame.Rect(HAND.x + 16 + i * (HAND_TILE + 10), HAND.y + 52, HAND_TILE, HAND_TILE) for i in range(n)]

    def pushed_rects(self, n: int) -> list[pygame.Rect]:
        x0 = HAND.right - 16 - 3 * (PUSHED_TILE + 6) + 6
        return [pygame.Rect(x0 + i * (PUSHED_TILE + 6), HAND.y + 70, PUSHED_TILE, PUSHED_TILE) for i in range(n)]

    def rival_hand_rects(self, n: int) -> list[pygame.Rect]:
        return [pygame.Rect(OTHER.right - 16 - (3 - i) * 52 + 4, OTHER.y + 44, 48, 48) for i in range(n)]

    def token_rect(self) -> pygame.Rect:
        """The tile on the Kitty's token, in the Kitty's panel."""
        return pygame.Rect(OTHER.x + 104, OTHER.y + 52, 56, 56)

    def bag_rect(self) -> pygame.Rect:
        return pygame.Rect(OTHER.x + 176, OTHER.y + 52, 52, 52)

    @staticmethod
    def matrix_rect(origin: tuple[int, int], size: int, omen: int) -> pygame.Rect:
        """An Omen's place in a collection table: a row per colour, a column per shape."""
        step = size + 4
        return pygame.Rect(origin[0] + (omen & 3) * step, origin[1] + (omen >> 2) * step, size, size)

    def my_matrix(self) -> tuple[tuple[int, int], int]:
        return (MINE.x + 52, MINE.y + 50), 30

    def other_matrix(self) -> tuple[tuple[int, int], int]:
        return (OTHER.x + 52, OTHER.y + 106), 20

    def kitty_omen_rects(self, n: int) -> list[pygame.Rect]:
        size = 26
        step = min(size + 3, (OTHER.w - 28) // max(1, n))
        return [pygame.Rect(OTHER.x + 14 + i * step, OTHER.y + 148, size, size) for i in range(n)]

    # ------------------------------------------------------------------ layout and animation
    def layout(self, v) -> tuple[dict, dict]:
        targets: dict = {}
        info: dict = {}
        for cell, t in enumerate(v.altar):
            if t != GAP:
                targets[("tile", t)] = self.grid.cell_rect(cell)
                info[("tile", t)] = ("altar", t)
        me = self.seat if not self.solo else 0
        for t, r in zip(v.hands[me], self.hand_rects(len(v.hands[me]))):
            targets[("tile", t)] = r
            info[("tile", t)] = ("hand", t)
        if not self.solo:
            hand = v.hands[self.rival]
            for t, r in zip(hand, self.rival_hand_rects(len(hand))):
                targets[("tile", t)] = r
                info[("tile", t)] = ("hand", t)
        for t, r in zip(v.pushed, self.pushed_rects(len(v.pushed))):
            targets[("tile", t)] = r
            info[("tile", t)] = ("pushed", t)
        if self.solo and v.token != GAP:
            targets[("tile", v.token)] = self.token_rect()
            info[("tile", v.token)] = ("token", v.token)
        for slot, o in enumerate(v.slots):
            if o != GAP:
                targets[("omen", o)] = self.slot_rect(slot)
                info[("omen", o)] = ("slot", o)
        origin, size = self.my_matrix()
        for o in v.collected[me]:
            targets[("omen", o)] = self.matrix_rect(origin, size, o)
            info[("omen", o)] = ("mine", o)
        if self.solo:
            for o, r in zip(v.kitty_omens, self.kitty_omen_rects(len(v.kitty_omens))):
                targets[("omen", o)] = r
                info[("omen", o)] = ("kitty", o)
            targets[("kitty",)] = self.kitty_rect(v.kitty_slot)
            info[("kitty",)] = ("kitty",)
        else:
            origin, size = self.other_matrix()
            for o in v.collected[self.rival]:
                targets[("omen", o)] = self.matrix_rect(origin, size, o)
                info[("omen", o)] = ("theirs", o)
        return targets, info

    def on_view_changed(self, old, new, cause, events, animate) -> None:
        self.selected = None
        self.hover_arrow = None if not self.players_turn else self.hover_arrow
        targets, info = self.layout(new)
        bag = self.bag_rect() if self.solo else self.grid.beyond("top", 1, 2)
        origins = {k: bag for k in self.choreo.new_keys(targets) if k[0] == "tile"}
        drop = self.drag.drop_rect if cause == "action" else None
        self.choreo.sync(targets, info, origins, animate=animate and cause != "refresh")
        if drop is not None and cause == "action":
            for e in events:
                if e.kind == "place":
                    self.choreo.place(("tile", e.data[1]), drop)
            self.drag.drop_rect = None
        if not animate or cause in ("refresh", "undo", "redo"):
            return
        seen = [e for e in events if e.visible_to is None or self.seat in e.visible_to]
        kinds = {e.kind for e in seen}
        fx = self.choreo.effects
        for e in seen:
            if e.kind == "portent":
                fx.start(("portent", e.data[1], e.data[2]), 1.0, 0.0, 2.4, 0.3)
            elif e.kind == "burn" or e.kind == "opening":
                tile = e.data[1]
                fx.start(("lit", tile), 1.0, 0.0, 1.2, 0.2)
            elif e.kind == "snuff":
                fx.start(("snuffed", e.data[1]), 1.0, 0.0, 1.6, 0.2)
        if kinds & {"shift", "kitty_push"}:
            self.play_sound("card_slide")
        if "place" in kinds:
            self.play_sound("card_place")
        if kinds & {"burn", "opening"}:
            self.play_sound("light", 0.2)

    def update_animations(self, dt: float) -> bool:
        busy = self.choreo.update(dt)
        return busy or self.hover_arrow is not None

    # ------------------------------------------------------------------ pushing
    def arrow_states(self) -> dict:
        """The push arrows to show now: (side, lane) -> "legal" or "refused"."""
        v = self.view
        if self.my_phase() is not Phase.PUSH or v.placing or sum(v.counts) >= self.data.pushes:
            return {}
        legal = self.legal_actions()
        if legal == [Pass()]:
            return {}
        sides = SIDES if v.side is None else (v.side,)
        shifts = {(a.side, a.lane) for a in legal if isinstance(a, Shift)}
        return {(s, lane): ("legal" if (s, lane) in shifts else "refused") for s in sides for lane in range(3)}

    def push(self, side: str, lane: int) -> None:
        self.propose(Shift(side, lane), self.grid.arrow_rect(side, lane).center)

    def preview(self):
        """The slide the hovered arrow would make (None when nothing is hovered)."""
        if self.hover_arrow is None or self.hover_arrow not in self.arrow_states():
            return None
        v = self.view
        contents = [None if t == GAP else t for t in v.altar]
        return self.grid.slide(contents, *self.hover_arrow)

    def _arrow_tip(self, side: str, lane: int):
        def tip():
            action = Shift(side, lane)
            reason = self.why_illegal(action)
            title = self.plain.lane(side, lane).capitalize() + f", pushed from the {side}"
            if reason is not None:
                return TooltipContent(T.escape(title), ("[c=#ff9aa8]" + T.escape(reason) + "[/c]",))
            v = self.view
            cells = self.data.sides[side][lane]
            off = v.altar[cells[2]]
            lines = [f"{cap(self.fmt.tile(off))} falls off and joins your hand; a gap opens by the {side}."]
            done = sum(v.counts)
            lines.append(f"Shift {done + 1} of at most {self.data.pushes}, all from one side.")
            return TooltipContent(T.escape(title), tuple(lines))
        return tip

    # ------------------------------------------------------------------ drag and drop
    def drop_targets(self, payload) -> list[DropTarget]:
        if not (isinstance(payload, tuple) and payload[0] == "hand"):
            return []
        tile = payload[1]
        name = self.data.tile_names[tile]
        out = []
        for cell in range(9):
            action = Place(name, cell)
            reason = self.why_illegal(action)
            hint = f"Place the {self.data.tile_title(tile)} here"
            out.append(DropTarget(("cell", cell), self.grid.cell_rect(cell), reason is None, reason, hint, action,
                                  radius=12))
        return out

    def drop(self, payload, target: DropTarget, pos) -> str | None:
        self.selected = None
        if target.data is None:
            return target.reason or "Not there."
        self.propose(target.data, pos)
        return None

    def drag_image(self, spot: Hotspot):
        if spot.key[0] == "hand":
            return self.tile_sprite(spot.key[1], CELL)
        return None

    # ------------------------------------------------------------------ hotspots
    def build_hotspots(self) -> list[Hotspot]:
        v = self.view
        spots: list[Hotspot] = []
        phase = self.my_phase()
        for slot in range(16):
            spots.append(Hotspot(("slot", slot), self.slot_rect(slot), tooltip=self._slot_tip(slot)))
        if self.solo:
            spots.append(Hotspot(("kitty",), self.kitty_rect(v.kitty_slot), tooltip=self._kitty_tip))
            spots.append(Hotspot(("token",), self.token_rect(), tooltip=self._kitty_tip))
            spots.append(Hotspot(("bag",), self.bag_rect(), tooltip=self._bag_tip))
        for cell in range(9):
            spots.append(Hotspot(("cell", cell), self.grid.cell_rect(cell), tooltip=self._cell_tip(cell),
                                 click=lambda c=cell: self._click_cell(c)))
        for (side, lane) in self.arrow_states():
            spots.append(Hotspot(("arrow", side, lane), self.grid.arrow_rect(side, lane).inflate(6, 6),
                                 tooltip=self._arrow_tip(side, lane), click=lambda s=side, la=lane: self.push(s, la),
                                 tip_side="above"))
        me = self.seat if not self.solo else 0
        can_place = phase is Phase.PUSH and v.side is not None
        for t, r in zip(v.hands[me], self.hand_rects(len(v.hands[me]))):
            spots.append(Hotspot(("hand", t), r, tooltip=self._tile_tip(t, "hand"),
                                 drag=("hand", t) if phase is Phase.PUSH else None,
                                 click=lambda t=t: self._click_hand(t)))
        del can_place
        for t, r in zip(v.pushed, self.pushed_rects(len(v.pushed))):
            spots.append(Hotspot(("pushed", t), r, tooltip=self._tile_tip(t, "pushed")))
        if not self.solo:
            hand = v.hands[self.rival]
            for t, r in zip(hand, self.rival_hand_rects(len(hand))):
                spots.append(Hotspot(("rival_hand", t), r, tooltip=self._tile_tip(t, "rival")))
        origin, size = self.my_matrix()
        spots.append(Hotspot(("mine",), pygame.Rect(origin[0] - 40, origin[1] - 22, 4 * (size + 4) + 80,
                                                     4 * (size + 4) + 44), tooltip=self._collection_tip(me)))
        if not self.solo:
            spots.append(Hotspot(("theirs",), OTHER, tooltip=self._collection_tip(self.rival)))
        return spots

    def on_hover(self, spot: Hotspot | None) -> None:
        arrow = (spot.key[1], spot.key[2]) if spot is not None and spot.key[0] == "arrow" else None
        if arrow != self.hover_arrow:
            self.hover_arrow = arrow
            self.app.dirty = True

    # ------------------------------------------------------------------ clicks
    def _click_cell(self, cell: int) -> None:
        v = self.view
        phase = self.my_phase()
        tile = v.altar[cell]
        if phase is None:
            return
        if phase is Phase.PUSH:
            if self.selected is not None:
                action = Place(self.data.tile_names[self.selected], cell)
                self.selected = None
                self.propose(action, self.grid.cell_rect(cell).center)
            return
        if tile == GAP:
            return
        name = self.data.tile_names[tile]
        if phase in (Phase.BURN, Phase.OPENING):
            self.propose(Burn(name), self.grid.cell_rect(cell).center)
        elif phase is Phase.SNUFF:
            self.propose(Snuff(name), self.grid.cell_rect(cell).center)

    def _click_hand(self, tile: int) -> None:
        phase = self.my_phase()
        if phase is Phase.SACRIFICE:
            self.propose(Sacrifice(self.data.tile_names[tile]))
            return
        if phase is Phase.PUSH:
            if self.view.side is None:
                self.refuse("Push first: click a lane's arrow, and gaps open where the tiles slide.")
                return
            self.selected = None if self.selected == tile else tile
            self.app.dirty = True

    def cancel_selection(self) -> bool:
        if self.selected is not None:
            self.selected = None
            self.app.dirty = True
            return True
        return False

    # ------------------------------------------------------------------ buttons
    def refresh_buttons(self) -> None:
        self.buttons = []
        phase = self.my_phase()
        if phase is not Phase.PUSH:
            return
        if self.legal_actions() == [Pass()]:
            r = PROMPT
            self.buttons.append(Button((r.right - 8 - 120, r.y + 5, 120, r.h - 10), "Pass", None,
                                       lambda: self.propose(Pass()), "Pass: no push is possible; the Scrying still "
                                       "happens.", style="primary", size=14, name="btn_pass"))

    # ------------------------------------------------------------------ tooltips
    def _tile_tip(self, tile: int, where: str):
        def tip():
            v = self.view
            title = self.fmt.tile(tile)[4:]
            lines = []
            if where == "hand":
                lines.append("In your hand." + (" Drag it into a gap of the altar (or click it, then a gap)."
                                                if self.my_phase() is Phase.PUSH else ""))
                if self.my_phase() is Phase.SACRIFICE:
                    lines.append("Click to sacrifice it to the bag.")
            elif where == "pushed":
                lines.append("Pushed off this turn: it joins your hand once the gaps are filled.")
            elif where == "rival":
                lines.append(f"In {T.escape(self.seat_name(self.rival))}'s hand (both hands are open).")
            elif where == "altar":
                if v.is_lit(tile):
                    lines.append("A Burnt Offering: it is part of no new Portent, and it may slide to the edge "
                                 "but never off.")
            return TooltipContent(title, tuple(lines))
        return tip

    def _cell_tip(self, cell: int):
        def tip():
            v = self.view
            tile = v.altar[cell]
            where = self.plain.cell(cell)
            if tile == GAP:
                return TooltipContent(T.escape(where.capitalize()), ("A gap: drop a tile from your hand here.",))
            title = self.fmt.tile(tile)[4:]
            lines = []
            if v.is_lit(tile):
                lines.append("[c=#ffb060]A Burnt Offering[/c]: it cannot be part of a new Portent; it may slide "
                             "to the edge of the altar but never off.")
            phase = self.my_phase()
            for action in (Burn(self.data.tile_names[tile]), Snuff(self.data.tile_names[tile])):
                if phase in (Phase.BURN, Phase.OPENING) and isinstance(action, Burn) or \
                        phase is Phase.SNUFF and isinstance(action, Snuff):
                    reason = self.why_illegal(action)
                    if reason is None:
                        lines.append("Click to " + ("light it." if isinstance(action, Burn) else "snuff it now."))
                    else:
                        lines.append("[c=#ff9aa8]" + T.escape(reason) + "[/c]")
            return TooltipContent(title, tuple(lines) or (T.escape(where.capitalize()) + ".",))
        return tip

    def _slot_tip(self, slot: int):
        def tip():
            v = self.view
            o = v.slots[slot]
            info = self.data.slots[slot]
            line = self.plain.line(info.line)
            if o == GAP:
                return TooltipContent("An empty Omen slot", (f"At an end of {line}.",))
            title = self.fmt.omen(o)[4:]
            colour, shape = self.data.attribute_name(o >> 2), self.data.attribute_name(4 + (o & 3))
            lines = [f"At an end of {line}: a {colour} or a {shape} Portent along it collects it."]
            if self.solo and slot == v.kitty_slot:
                lines.append("The Kitty sits by it" + (" and steals it if you make no Portent this turn."
                                                         if v.active == 0 else "."))
            return TooltipContent(title, tuple(lines))
        return tip

    def _kitty_tip(self):
        v = self.view
        info = self.data.slots[v.kitty_slot]
        how = ("a wide push, one step in each lane of the " + info.kitty_side if info.corner
               else f"a long push of up to three tiles from the {info.kitty_side}")
        lines = [f"Lap {min(v.laps + 1, self.data.kitty_laps)} of {self.data.kitty_laps}"
                 + (": it wears its hat." if v.laps >= 1 else "; it wins when its second lap ends."),
                 f"Next it makes {how}, its token's tile going in first, then tiles from the bag."]
        if v.token != GAP:
            lines.append(f"On its token: {self.fmt.tile(v.token)}.")
        lines.append("With a Fortune of three Omens, or two Fortunes of two, the Kitty wins.")
        if self.solo and "dont_disturb" in v.challenges:
            lines.append("Don't Disturb the Cat: you may not push from a side it sits by.")
        return TooltipContent("The Kitty", tuple(lines))

    def _bag_tip(self):
        v = self.view
        tiles = ", ".join(self.fmt.tile(t)[4:] for t in v.bag) or "nothing"
        return TooltipContent(f"The bag: {len(v.bag)} tile{'s' if len(v.bag) != 1 else ''}", (f"In it: {tiles}.",))

    def _collection_tip(self, seat: int):
        def tip():
            v = self.view
            omens = v.collected[seat]
            who = "Your" if seat == self.seat else f"{T.escape(self.seat_name(seat))}'s"
            lines = [self.progress_line(omens)]
            counts = attribute_counts(omens)
            big = [f"{self.fmt.attribute(a)} {n}" for a, n in enumerate(counts) if n >= 2]
            if big:
                lines.append("Fortunes: " + ", ".join(big) + ".")
            lines.append("A row is a colour, a column a shape: each Omen counts for both.")
            return TooltipContent(f"{who} Omens", tuple(lines))
        return tip

    def progress_line(self, omens) -> str:
        v = self.view
        if self.solo:
            return "Target: " + T.escape(target_text(self.data, v.difficulty)) + "."
        return "A Fortune of four Omens, or two Fortunes of three, wins the duel."

    # ------------------------------------------------------------------ words
    def event_markup(self, event, viewer: int | None = -2) -> str:
        viewer = self.seat if viewer == -2 else viewer
        names = tuple(T.escape(n) for n in self.session.setup.names)
        text = self.game.event_text(event, viewer, names, self.fmt)
        if event.kind in ("game_over",):
            return f"[c=marigold_light][b]{text}[/b][/c]"
        if event.kind in ("portent", "collect"):
            return f"[c=#a8f0b8]{text}[/c]"
        if event.kind in ("turn",):
            return f"[c=#cdbde0]{text}[/c]"
        if event.kind in ("steal", "kitty_push", "kitty_advance", "kitty_blocked"):
            return f"[c=#e2c8ff]{text}[/c]"
        return text

    def describe_action(self, action) -> str:
        return self.game.describe_action(action, self.view)

    def prompt(self) -> str:
        v = self.view
        st = self.session.state
        if st.is_over:
            return "The reading is over\u2026"
        if self.replay:
            return "A replay: step through the game with the bar above."
        if not self.players_turn:
            if v.active == AUTOMATON and v.phase is Phase.KITTY:
                return "The Kitty prowls round the altar\u2026"
            who = next(iter(st.to_move()), None)
            if who is None:
                return ""
            return f"{self.seat_name(who)} is reading the altar\u2026"
        p = v.phase
        kitty = v.active == AUTOMATON
        if p is Phase.OPENING:
            return "Light any tile of the altar as the first Burnt Offering: click it."
        if p is Phase.PUSH:
            if self.legal_actions() == [Pass()]:
                return "No push is possible this turn: pass (the Scrying still happens)."
            if v.side is None:
                return "Push: hover a lane's arrow to see the slide, click to push (1 to 3 shifts, one side)."
            gaps = v.altar.count(GAP)
            if self.selected is not None:
                return f"Now click a gap for the {self.data.tile_title(self.selected)}."
            if v.placing:
                return f"Fill the gaps: drag a tile of your hand into each ({gaps} left)."
            if sum(v.counts) < self.data.pushes:
                return f"Push again from the {v.side}, or drag tiles from your hand into the gaps."
            return "Fill the gaps: drag tiles from your hand into them."
        if p is Phase.BURN:
            n = len(v.portents)
            who = "The Kitty's Portent" + ("s" if n > 1 else "") if kitty else f"{'A new Portent' if n == 1 else f'{n} new Portents'}"
            return f"{who}: click a glowing tile to light it as a Burnt Offering (one per Portent)."
        if p is Phase.SNUFF:
            return "Snuff the old offerings in your order: click the one to turn back first."
        if p is Phase.SACRIFICE:
            return "Feed the Cat: click a tile of your hand to sacrifice it to the bag."
        return ""

    def suggestion_keys(self) -> set:
        if self.suggestion is None:
            return set()
        a = self.suggestion[0]
        v = self.view
        if isinstance(a, Shift):
            return {("arrow", a.side, a.lane)}
        if isinstance(a, Place):
            return {("hand", self.data.tile_index[a.tile]), ("cell", a.cell)}
        if isinstance(a, (Burn, Snuff)):
            t = self.data.tile_index[a.tile]
            return {("cell", v.altar.index(t))} if t in v.altar else set()
        if isinstance(a, Sacrifice):
            return {("hand", self.data.tile_index[a.tile])}
        return set()

    def handle_event(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.menu is None:
            if self.cancel_selection():
                return
        super().handle_event(event)

    # ------------------------------------------------------------------ drawing
    def draw_scene(self, surface: pygame.Surface) -> None:
        v = self.view
        a = self.assets
        surface.blit(a.sprite("ui/table.png", (1280, 720)), (0, 0))
        surface.blit(paint.rrect_surface((1280, 720), (12, 6, 24, 120), 0), (0, 0))
        self._draw_topbar(surface, v)
        self._draw_altar(surface, v)
        self._draw_hand(surface, v)
        self._draw_collection(surface, v)
        if self.solo:
            self._draw_kitty_panel(surface, v)
        else:
            self._draw_rival(surface, v)
        self._draw_pieces(surface, v)
        self._draw_overlays(surface, v)
        self.log_panel.draw(surface)
        self.drag.draw_targets(surface, high_contrast=self.high_contrast, radius=12)
        self._draw_prompt(surface)
        self.draw_buttons(surface)
        self.draw_suggestion(surface)

    def _draw_topbar(self, surface, v) -> None:
        a = self.assets
        title = T.text(a, "Portents", "display", 28, PALETTE["marigold"], scaled=False)
        surface.blit(title, (14, 6))
        x = 14 + title.get_width() + 16
        pills = []
        if self.solo:
            pills.append(self.data.difficulties[v.difficulty].name)
            pills.append(f"Turn {v.turns + 1}")
            pills.append(f"Kitty lap {min(v.laps + 1, self.data.kitty_laps)} of {self.data.kitty_laps}")
        else:
            pills.append(f"Duel \u00b7 turn {v.turns + 1}")
            if v.active in (0, 1):
                pills.append("Your turn" if v.active == self.seat else f"{self.seat_name(v.active)}'s turn")
        lit = bin(v.lit).count("1")
        pills.append(f"{lit} Burnt Offering{'s' if lit != 1 else ''} of 4")
        for text in pills:
            pill = paint.pill(a, text, 14)
            surface.blit(pill, (x, 12))
            x += pill.get_width() + 8
        if self.solo:
            seed = paint.pill(a, f"Seed {self.session.seed}", 12, fg=PALETTE["muted"], icon="icons/seed.png")
            surface.blit(seed, (x, 14))

    def _draw_altar(self, surface, v) -> None:
        a = self.assets
        paint.draw_panel(surface, a, ALTAR, 225)
        # the altar stone: a slab under the grid, carved rim and a faint star
        slab = GRID.inflate(28, 28)
        paint.draw_shadow(surface, slab, 18, 14, 150, (0, 8))
        surface.blit(paint.gradient_rrect(slab.size, (96, 72, 112), (58, 40, 74), 18), slab)
        pygame.draw.rect(surface, (150, 120, 170), slab, 2, border_radius=18)
        pygame.draw.rect(surface, (40, 26, 52), slab.inflate(-8, -8), 1, border_radius=14)
        # the ring of Omen slots
        ring = GRID.inflate(2 * RING, 2 * RING)
        pygame.draw.rect(surface, (120, 90, 150), ring, 1, border_radius=40)
        for slot in range(16):
            r = self.slot_rect(slot)
            pygame.draw.circle(surface, (24, 12, 36), r.center, OMEN // 2 + 3)
            pygame.draw.circle(surface, (110, 84, 140), r.center, OMEN // 2 + 3, 1)
        for cell in range(9):
            r = self.grid.cell_rect(cell)
            paint.rrect(surface, r, (30, 18, 40, 200), 12)
        gaps = [c for c in range(9) if v.altar[c] == GAP]
        if gaps:
            glow = self.my_phase() is Phase.PUSH and (self.drag.dragging or self.selected is not None)
            self.grid.draw_gaps(surface, gaps, self.time, glow=glow)
        # the push arrows
        arrows = self.arrow_states()
        if arrows:
            counts = {}
            if v.side is not None:
                counts = {(v.side, lane): n for lane, n in enumerate(v.counts) if n}
            self.grid.draw_arrows(surface, arrows, self.hover_arrow, self.time, high_contrast=self.high_contrast,
                                  counts=counts)
            for key in self.suggestion_keys():
                if key[0] == "arrow":
                    paint.draw_glow(surface, self.grid.arrow_rect(key[1], key[2]), PALETTE["marigold_light"], 12, 255)
        elif v.side is not None and v.phase is Phase.PUSH:
            for lane, n in enumerate(v.counts):
                for i in range(n):
                    r = self.grid.arrow_rect(v.side, lane)
                    pygame.draw.circle(surface, PALETTE["marigold"], (r.centerx + (i - (n - 1) / 2) * 10, r.centery), 4)

    def _draw_tile(self, surface, tile: int, rect: pygame.Rect, lit: bool = False, shadow: bool = True) -> None:
        if shadow:
            paint.draw_shadow(surface, rect, 12, 6, 120, (2, 5))
        surface.blit(self.tile_sprite(tile, rect.w), rect)
        if lit:
            k = pulse(self.time, 1.8)
            surface.blit(paint.rrect_surface(rect.size, (60, 10, 0, 90), max(6, rect.w // 9)), rect)
            paint.draw_glow(surface, rect, FIRE, max(6, rect.w // 8), int(150 + 80 * k))
            pygame.draw.rect(surface, (255, 190, 80), rect, max(2, rect.w // 30), border_radius=max(6, rect.w // 9))
            f = max(14, rect.w // 3)
            flame = self.assets.sprite("portents/flame.png", (f, f))
            surface.blit(flame, flame.get_rect(center=(rect.right - f // 2 - 2, rect.y + f // 2 + 2)))
        if self.high_contrast and rect.w >= 30:
            s = max(14, rect.w // 4)
            surface.blit(self.symbol_sprite(tile >> 2, s), (rect.x + 3, rect.y + 3))

    def _draw_omen(self, surface, omen: int, rect: pygame.Rect) -> None:
        surface.blit(self.omen_sprite(omen, rect.w), rect)
        if self.high_contrast and rect.w >= 20:
            s = max(12, rect.w * 2 // 5)
            surface.blit(self.symbol_sprite(omen >> 2, s), (rect.right - s + 2, rect.y - 2))

    def _draw_pieces(self, surface, v) -> None:
        layout = self.choreo.layout
        info = self.choreo.info
        keys = sorted(info, key=lambda k: (layout.moving(k), k[0] == "kitty"))
        for key in keys:
            if self.drag.hides(key):
                continue
            rect = layout.rect(key)
            if rect is None:
                continue
            what = info[key]
            if key[0] == "tile":
                t = key[1]
                lit = v.is_lit(t) and what[0] == "altar"
                self._draw_tile(surface, t, rect, lit=lit)
                if key[1] == self.selected:
                    paint.draw_glow(surface, rect, PALETTE["marigold_light"], 12, 255)
                    pygame.draw.rect(surface, PALETTE["marigold_light"], rect.inflate(6, 6), 3, border_radius=12)
                flash = self.choreo.effects.value(("lit", t), 0.0)
                if flash and what[0] == "altar":
                    paint.draw_glow(surface, rect, (255, 220, 120), 22, int(255 * flash))
                smoke = self.choreo.effects.value(("snuffed", t), 0.0)
                if smoke and what[0] == "altar":
                    surface.blit(paint.rrect_surface(rect.size, (20, 20, 30, int(170 * smoke)), 12), rect)
                    puff = T.text(self.assets, "snuffed", "italic", 12, SNUFF_BLUE)
                    surface.blit(puff, puff.get_rect(midbottom=(rect.centerx, rect.bottom - 4)))
            elif key[0] == "omen":
                self._draw_omen(surface, key[1], rect)
            elif key[0] == "kitty":
                self._draw_kitty(surface, v, rect)
        self.choreo.draw_fliers(surface, lambda name, size: self.assets.sprite(name, (size, size)))

    def _draw_kitty(self, surface, v, rect) -> None:
        paint.draw_shadow(surface, rect, rect.w // 2, 8, 140, (2, 5))
        surface.blit(self.assets.sprite("portents/kitty.png", rect.size), rect)
        if v.laps >= 1:
            hat = self.assets.sprite("portents/hat.png", (rect.w * 2 // 3, rect.w * 2 // 3))
            surface.blit(hat, hat.get_rect(midbottom=(rect.centerx + 4, rect.y + rect.h // 4)))
        if v.token != GAP:
            s = 26
            r = pygame.Rect(rect.right - s + 6, rect.bottom - s + 6, s, s)
            self._draw_tile(surface, v.token, r, shadow=False)

    def _draw_overlays(self, surface, v) -> None:
        """New Portents outlined, the tiles to click glowing, the push preview."""
        fx = self.choreo.effects
        phase = self.my_phase()
        lines = {(li, attr): 1.0 for li, attr in v.portents} if v.phase is Phase.BURN else {}
        for key in list(fx.tweens):
            if isinstance(key, tuple) and key[0] == "portent":
                val = fx.value(key, 0.0)
                if val:
                    lines[(key[1], key[2])] = max(lines.get((key[1], key[2]), 0.0), val)
        for (li, attr), k in lines.items():
            cells = self.data.lines[li]
            a_, b_ = self.grid.cell_rect(cells[0]).center, self.grid.cell_rect(cells[2]).center
            col = RGB[attr] if attr < 4 else (255, 226, 140)
            layer = pygame.Surface((1280, 720), pygame.SRCALPHA)
            pygame.draw.line(layer, col + (int(110 * k),), a_, b_, 34)
            for c in cells:
                pygame.draw.circle(layer, col + (int(90 * k),), self.grid.cell_rect(c).center, 22)
            surface.blit(layer, (0, 0))
            for c in cells:
                pygame.draw.rect(surface, col, self.grid.cell_rect(c).inflate(8, 8), 3, border_radius=14)
            # the Omens this line reads
            for s in self.data.line_slots[li]:
                paint.draw_glow(surface, self.slot_rect(s), col, 10, int(200 * k))
        # a legend of the Portents, top left of the altar
        y = ALTAR.y + 14
        for (li, attr), k in lines.items():
            col = RGB[attr] if attr < 4 else (255, 226, 140)
            tag = paint.pill(self.assets, f"{self.data.attribute_name(attr)} Portent · {self.plain.line(li)}", 12,
                             fg=(30, 16, 10), bg=col + (int(245 * k),), border=(40, 20, 10))
            surface.blit(tag, (ALTAR.x + 14, y))
            y += tag.get_height() + 4
        if phase in (Phase.BURN, Phase.OPENING, Phase.SNUFF):
            colour = SNUFF_BLUE if phase is Phase.SNUFF else (255, 200, 90)
            legal = self.legal_actions()
            k = pulse(self.time, 1.1)
            for act in legal:
                t = self.data.tile_index[act.tile]
                if t in v.altar:
                    r = self.grid.cell_rect(v.altar.index(t))
                    paint.draw_glow(surface, r, colour, 12, int(150 + 100 * k))
                    paint.outline(surface, r.inflate(6, 6), (255, 255, 255) if self.high_contrast else colour, 3, 14,
                                  dashed=phase is Phase.SNUFF, phase=self.time)
        if phase is Phase.SACRIFICE:
            for r in self.hand_rects(len(v.hands[0])):
                paint.outline(surface, r.inflate(8, 8), SNUFF_BLUE, 3, 12, dashed=True, phase=self.time)
        for key in self.suggestion_keys():
            if key[0] in ("cell", "hand"):
                r = self.grid.cell_rect(key[1]) if key[0] == "cell" else None
                if key[0] == "hand":
                    me = self.seat if not self.solo else 0
                    hand = v.hands[me]
                    r = self.hand_rects(len(hand))[hand.index(key[1])] if key[1] in hand else None
                if r is not None:
                    paint.draw_glow(surface, r, PALETTE["marigold_light"], 14, 240)
        slide = self.preview()
        if slide is not None:
            def image(cell, rect):
                t = v.altar[cell]
                return self.tile_sprite(t, rect.w) if t != GAP else None
            label = paint.pill(self.assets, "falls off", 12, fg=(255, 230, 230), bg=(90, 20, 36, 240),
                               border=(232, 76, 92))
            self.grid.draw_preview(surface, slide, image, self.time, label=label)

    def _draw_hand(self, surface, v) -> None:
        a = self.assets
        me = self.seat if not self.solo else 0
        title = "Your hand" if self.solo or not self.hotseat else f"{self.seat_name(self.seat)}'s hand"
        paint.draw_panel(surface, a, HAND, 235, title=title)
        for r in self.hand_rects(3):
            paint.rrect(surface, r, (20, 10, 30, 160), 12)
            paint.outline(surface, r, (90, 70, 110), 1, 12, dashed=True)
        box = pygame.Rect(self.pushed_rects(1)[0].x - 8, HAND.y + 40, 3 * (PUSHED_TILE + 6) + 10, 96)
        paint.rrect(surface, box, (20, 10, 36, 150), 10)
        cap = T.text(a, "pushed off", "italic", 12, PALETTE["muted"])
        surface.blit(cap, cap.get_rect(midtop=(box.centerx, box.y + 6)))
        if not v.pushed:
            hint = T.text(a, "join your hand", "italic", 11, PALETTE["muted"])
            surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.y + 60)))
        else:
            hint = T.text(a, "\u2192 your hand", "italic", 11, PALETTE["muted"])
            surface.blit(hint, hint.get_rect(midtop=(box.centerx, box.bottom - 20)))
        if self.solo and "feed_the_cat" in v.challenges:
            chip = paint.pill(a, "Feed the Cat", 11, fg=PALETTE["muted"])
            surface.blit(chip, chip.get_rect(topright=(HAND.right - 14, HAND.y + 10)))
        del me

    def _draw_matrix(self, surface, origin, size: int, omens, small: bool = False) -> None:
        """A collection as a colour-by-shape table: empty places faint, counts at the row and column ends."""
        a = self.assets
        have = set(omens)
        counts = attribute_counts(omens)
        step = size + 4
        for o in range(16):
            r = self.matrix_rect(origin, size, o)
            if o not in have:
                pygame.draw.circle(surface, (34, 20, 48), r.center, size // 2)
                pygame.draw.circle(surface, (80, 60, 100), r.center, size // 2, 1)
        for c in range(4):  # rows: the colours
            y = origin[1] + c * step + size // 2
            pygame.draw.circle(surface, RGB[c], (origin[0] - 14, y), 6 if small else 8)
            if self.high_contrast or not small:
                s = 14 if small else 16
                surface.blit(self.symbol_sprite(c, s), (origin[0] - 34 - (0 if not small else -4), y - s // 2))
            n = counts[c]
            img = T.text(a, str(n), "bold", 11 if small else 14,
                         PALETTE["marigold_light"] if n >= 3 else (PALETTE["bone"] if n else PALETTE["muted"]))
            surface.blit(img, img.get_rect(midleft=(origin[0] + 4 * step + 2, y)))
        for s_ in range(4):  # columns: the shapes
            x = origin[0] + s_ * step + size // 2
            n = counts[4 + s_]
            img = T.text(a, str(n), "bold", 11 if small else 14,
                         PALETTE["marigold_light"] if n >= 3 else (PALETTE["bone"] if n else PALETTE["muted"]))
            surface.blit(img, img.get_rect(midtop=(x, origin[1] + 4 * step)))
            if not small:
                name = T.text(a, self.data.shapes[s_][1], "italic", 10, PALETTE["muted"])
                surface.blit(name, name.get_rect(midbottom=(x, origin[1] - 2)))

    def _progress(self, omens) -> list[tuple[str, bool]]:
        """The victory condition's parts for ``omens``: (text, met)."""
        v = self.view
        counts = attribute_counts(omens)
        if self.solo:
            d = self.data.difficulties[v.difficulty]
            if d.omens:
                return [(f"Omens: {len(omens)} of {d.omens}", len(omens) >= d.omens)]
            fours, threes = fortunes(omens, 4), fortunes(omens, 3)
            out = []
            if d.fours:
                out.append((f"Fortunes of 4: {min(fours, d.fours)} of {d.fours}", fours >= d.fours))
            out.append((f"Fortunes of 3+: {min(threes, d.fours + d.threes)} of {d.fours + d.threes}",
                        threes >= d.fours + d.threes))
            return out
        best = max(counts)
        threes = fortunes(omens, 3)
        return [(f"Largest Fortune: {best} of 4", best >= 4), (f"Fortunes of 3: {min(threes, 2)} of 2", threes >= 2)]

    def _draw_progress(self, surface, x: int, y: int, omens, width: int) -> None:
        a = self.assets
        for text, met in self._progress(omens):
            mark = "\u2714 " if met else "\u2022 "
            img = T.text(a, mark + text, "bold", 13, (150, 240, 170) if met else PALETTE["bone"])
            surface.blit(img, (x, y))
            y += img.get_height() + 2
        counts = attribute_counts(omens)
        named = sorted(((n, at) for at, n in enumerate(counts) if n >= 3), reverse=True)
        if named:
            line = ", ".join(f"{self.data.attribute_name(at)} {n}" for n, at in named)
            img = T.render_rich(a, f"[i]Fortunes: {T.escape(line)}[/i]", width, size=12, colour=PALETTE["muted"])
            surface.blit(img, (x, y + 2))

    def _draw_collection(self, surface, v) -> None:
        a = self.assets
        me = self.seat if not self.solo else 0
        omens = v.collected[me]
        paint.draw_panel(surface, a, MINE, 235, title=f"Your Omens \u00b7 {len(omens)}")
        origin, size = self.my_matrix()
        self._draw_matrix(surface, origin, size, omens)
        x = origin[0] + 4 * (size + 4) + 30
        if self.solo:
            d = self.data.difficulties[v.difficulty]
            head = T.text(a, d.name, "bold", 14, PALETTE["marigold_light"])
            surface.blit(head, (x, MINE.y + 42))
            body = T.render_rich(a, "[i]" + T.escape(target_text(self.data, v.difficulty)) + "[/i]",
                                 MINE.right - x - 12, size=12, colour=PALETTE["muted"])
            surface.blit(body, (x, MINE.y + 62))
            self._draw_progress(surface, x, MINE.y + 70 + body.get_height(), omens, MINE.right - x - 12)
        else:
            head = T.text(a, "To win the duel", "bold", 14, PALETTE["marigold_light"])
            surface.blit(head, (x, MINE.y + 42))
            self._draw_progress(surface, x, MINE.y + 64, omens, MINE.right - x - 12)

    def _draw_kitty_panel(self, surface, v) -> None:
        a = self.assets
        paint.draw_panel(surface, a, OTHER, 235, title=f"The Kitty \u00b7 {len(v.kitty_omens)} Omen"
                                                       f"{'s' if len(v.kitty_omens) != 1 else ''}")
        r = pygame.Rect(OTHER.x + 18, OTHER.y + 46, 70, 70)
        surface.blit(a.sprite("portents/kitty.png", r.size), r)
        if v.laps >= 1:
            hat = a.sprite("portents/hat.png", (46, 46))
            surface.blit(hat, hat.get_rect(midbottom=(r.centerx + 4, r.y + 18)))
        tr = self.token_rect()
        paint.rrect(surface, tr, (20, 10, 30, 160), 10)
        paint.outline(surface, tr, (110, 84, 140), 1, 10, dashed=True)
        cap = T.text(a, "on its token", "italic", 11, PALETTE["muted"])
        surface.blit(cap, cap.get_rect(midtop=(tr.centerx, tr.bottom + 3)))
        b = self.bag_rect()
        surface.blit(a.sprite("portents/bag.png", b.size), b)
        chip = paint.pill(a, f"\u00d7{len(v.bag)}", 12)
        surface.blit(chip, chip.get_rect(midtop=(b.centerx, b.bottom - 6)))
        x = b.right + 14
        lap = min(v.laps + 1, self.data.kitty_laps)
        lines = [(f"Lap {lap} of {self.data.kitty_laps}" + (" \u00b7 hat on" if v.laps >= 1 else ""), True)]
        if v.steal:
            lines.append(("Steals next turn", False))
        counts = attribute_counts(v.kitty_omens)
        twos = sum(1 for n in counts if n >= 2)
        lines.append((f"Largest Fortune: {max(counts)} of 3", False))
        lines.append((f"Fortunes of 2: {min(twos, 2)} of 2", False))
        y = OTHER.y + 46
        for text, bold in lines:
            img = T.text(a, text, "bold" if bold else "body", 13, PALETTE["bone"] if bold else PALETTE["muted"])
            surface.blit(img, (x, y))
            y += img.get_height() + 2
        label = T.text(a, "Its Omens", "italic", 12, PALETTE["muted"])
        surface.blit(label, (OTHER.x + 14, OTHER.y + 128))
        if not v.kitty_omens:
            none = T.text(a, "none yet", "italic", 12, PALETTE["muted"])
            surface.blit(none, (OTHER.x + 16, OTHER.y + 150))
        challenges = [self.data.challenges[c].name for c in v.challenges]
        if challenges:
            text = "Challenges: " + ", ".join(challenges)
            img = T.render_rich(a, f"[i]{T.escape(text)}[/i]", OTHER.w - 28, size=12, colour=PALETTE["muted"])
            surface.blit(img, (OTHER.x + 14, OTHER.bottom - 14 - img.get_height()))

    def _draw_rival(self, surface, v) -> None:
        a = self.assets
        seat = self.rival
        omens = v.collected[seat]
        name = self.seat_name(seat)
        thinking = self.thinking_seat == seat
        paint.draw_panel(surface, a, OTHER, 235, title=f"{name} \u00b7 {len(omens)} Omen{'s' if len(omens) != 1 else ''}")
        if thinking:
            dots = "." * (1 + int(self.time * 3) % 3)
            img = T.text(a, "thinking" + dots, "italic", 12, PALETTE["marigold_light"])
            surface.blit(img, (OTHER.x + 16, OTHER.y + 34))
        cap = T.text(a, "open hand", "italic", 11, PALETTE["muted"])
        rr = self.rival_hand_rects(3)
        surface.blit(cap, cap.get_rect(bottomright=(rr[-1].right, rr[0].y - 2)))
        for r in rr:
            paint.rrect(surface, r, (20, 10, 30, 160), 8)
        origin, size = self.other_matrix()
        self._draw_matrix(surface, origin, size, omens, small=True)
        x = origin[0] + 4 * (size + 4) + 30
        self._draw_progress(surface, x, origin[1], omens, OTHER.right - x - 12)

    def _draw_prompt(self, surface) -> None:
        a = self.assets
        r = PROMPT
        text = self.prompt()
        paint.rrect(surface, r, (26, 12, 40, 235), 12)
        pygame.draw.rect(surface, (150, 105, 215), r, 1, border_radius=12)
        if not text:
            return
        room = r.width - 24 - sum(b.rect.width + 8 for b in self.buttons)
        line = T.text(a, text, "bold", 15, (250, 238, 214))
        if line.get_width() > room:
            line = T.text(a, text, "bold", 13, (250, 238, 214))
        surface.blit(line, line.get_rect(midleft=(r.x + 14, r.centery)))


# ---------------------------------------------------------------------------------- shots
def played_to(mode: str, seed: int, stop, difficulty: str = "standard", bot: str = "easy", humans: int = 1,
              options: dict | None = None):
    """A Portents game (seat 0 a person; the duel's seat 1 an AI unless ``humans`` is 2) played by
    ``bot`` in every seat until ``stop(state)`` holds at a decision of a person's seat."""
    from game.protocol import SeatSetup, Setup
    from game.shots import play_to

    if mode == "solo":
        opts = {"difficulty": difficulty, **(options or {})}
        setup = Setup("solo", (SeatSetup("human", "You"),), opts)
    else:
        seats = (SeatSetup("human", "You"), SeatSetup("human", "Rosa") if humans > 1 else
                 SeatSetup("bot", "Rosa", "easy"))
        setup = Setup("duel", seats)
    return play_to("portents", setup, seed, lambda st: stop(st) and bool(st.to_move() & {0}), bot=bot)


def _at_push(turns: int):
    return lambda st: st.turns >= turns and st.phase is Phase.PUSH and st.active == 0 and st.side is None


def _shot_solo(app, seed: int, turn: int):
    """Solo at Standard Seer, half-way: the player's turn to push."""
    return PortentsScene(app, played_to("solo", seed, _at_push(6)))


def _shot_push_preview(app, seed: int, turn: int):
    """A push previewed: the pointer on a lane's arrow, the slide shown before it is made."""
    session = played_to("solo", seed, _at_push(3))
    scene = PortentsScene(app, session)
    entered = scene.enter

    def enter() -> None:
        entered()
        arrows = [k for k, how in scene.arrow_states().items() if how == "legal"]
        if not arrows:
            return
        v = scene.view
        key = max(arrows, key=lambda k: sum(1 for c in scene.data.sides[k[0]][k[1]] if v.altar[c] != GAP))
        pos = scene.grid.arrow_rect(*key).center
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.enter = enter
    return scene


def _shot_duel(app, seed: int, turn: int):
    """The duel against an AI, a few turns in, the player's turn to push."""
    return PortentsScene(app, played_to("duel", seed, _at_push(5)))


def _shot_burn(app, seed: int, turn: int):
    """A Scrying with a choice: the new Portents outlined, the tiles that may burn glowing."""
    for s in range(seed, seed + 30):
        session = played_to("solo", s, lambda st: st.phase is Phase.BURN)
        if session.state.phase is Phase.BURN:
            return PortentsScene(app, session)
    return PortentsScene(app, session)


SHOTS = {"portents/solo": _shot_solo, "portents/push-preview": _shot_push_preview, "portents/duel": _shot_duel,
         "portents/burn": _shot_burn}
