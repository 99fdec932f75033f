"""The pointer and the keys turned into proposed moves: the push arrows, drags into the gaps, clicks on tiles, and skipping a move being told."""
from __future__ import annotations

import pygame

from game.rules.portents.actions import Burn, Pass, Place, Sacrifice, Shift, Snuff
from game.rules.portents.altar import GAP, SIDES
from game.rules.portents.state import Phase
from scenes.portents.layout import CELL, OTHER
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot


class Input:
    """The pointer and the keys turned into proposed moves: the push arrows, drags into the gaps, clicks on
    tiles, and skipping a move being told."""

    def arrow_states(self) -> dict:
        """The push arrows to show now: (side, lane) -> "legal" or "refused"."""
        return self._choices()[1]

    def _arrow_states(self, legal) -> dict:
        v = self.view
        if self.my_phase() is not Phase.PUSH or v.placing or sum(v.counts) >= self.data.pushes:
            return {}
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

    def build_hotspots(self) -> list[Hotspot]:
        v = self.seen
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
        if self.story.playing and self.menu is None and self.curtain is None and self._skips(event):
            self.skip_story()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.menu is None:
            if self.cancel_selection():
                return
        super().handle_event(event)

    def _skips(self, event) -> bool:
        """While a move is told, a click on the table (not on a button) or Space skips to its end."""
        if event.type == pygame.KEYDOWN:
            return event.key == pygame.K_SPACE
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            return not any(b.visible and b.contains(event.pos) for b in self.all_buttons())
        return False

    def propose(self, action, at=None) -> bool:
        self.skip_story()  # (a suggestion accepted while a move is told: it is told to its end first)
        return super().propose(action, at)
