"""The pointer and the keys turned into proposed moves: the push arrows, drags into the gaps,
clicks on tiles, and skipping a move being told."""
from __future__ import annotations

import pygame

from game.rules.portents.actions import Burn, Pass, Place, Sacrifice, Shift, Snuff
from game.rules.portents.altar import GAP, SIDES
from game.rules.portents.state import Phase
from game.rules.portents import table_words as words
from scenes.portents.layout import CELL
from scenes.widgets.drag import DropTarget
from scenes.widgets.hotspot import Hotspot


class Input:
    """The pointer and the keys turned into proposed moves: the push arrows, drags into the gaps, clicks on
    tiles, and skipping a move being told (the table's hooks of the pointer, a mixin of the table)."""

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
        """The altar's squares a tile of the hand may be dropped into (the Table asks the rules)."""
        return self.parts.drop_targets(payload, self.seen)

    def drop(self, payload, target: DropTarget, pos):
        self.selected = None
        self.skip_story()  # (as every move proposed: a move being told is told to its end first)
        return self.propose_offer(target, pos)

    def drag_image(self, spot: Hotspot):
        if spot.key[0] == "hand":
            return self.painter.tile_sprite(spot.key[1], CELL)
        return None

    def build_hotspots(self) -> list[Hotspot]:
        """Every piece of the table's parts (scenes/portents/parts.py), as the table shows them."""
        return self.parts.hotspots(self.seen)

    def on_hover(self, spot: Hotspot | None) -> None:
        arrow = (spot.key[1], spot.key[2]) if spot is not None and spot.key[0] == "arrow" else None
        if arrow != self.hover_arrow:
            self.hover_arrow = arrow
            self.app.dirty = True

    def click_cell(self, cell: int) -> None:
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

    def click_hand(self, tile: int) -> None:
        phase = self.my_phase()
        if phase is Phase.SACRIFICE:
            self.propose(Sacrifice(self.data.tile_names[tile]))
            return
        if phase is Phase.PUSH:
            if self.view.side is None:
                self.refuse(words.s("portents-push-first"))
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

    def intercept(self, event) -> bool:
        """A click or Space while a move is told skips to its end; a right click drops a tile picked up."""
        if self.story.playing and self.menu is None and self.curtain is None and self._skips(event):
            self.skip_story()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.menu is None:
            if self.cancel_selection():
                return True
        return False

    def _skips(self, event) -> bool:
        """While a move is told, a click on the table (not on a button) or Space skips to its end."""
        if event.type == pygame.KEYDOWN:
            return event.key == pygame.K_SPACE
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            return not any(b.visible and b.contains(event.pos) for b in self.all_buttons())
        return False

    def propose(self, action, at=None, **door):
        self.skip_story()  # (a move being told is told to its end first)
        return super().propose(action, at, **door)

    def before_suggested_action(self, action) -> None:
        self.skip_story()  # (a suggestion accepted while a move is told: it is told to its end first)
