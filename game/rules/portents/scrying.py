"""Portents: the Scrying (new Portents read their Omens and light their Burnt Offerings, old
offerings that no longer block one are snuffed), a part of :class:`~game.rules.portents.state.PortentsState`."""
from __future__ import annotations

from game.rules.portents.altar import GAP
from game.rules.portents.phases import KITTY, Phase


class PortentsScrying:
    """Reading Omens, lighting offerings and snuffing, with the choices they leave (a part of the state's class)."""

    def _scry(self) -> None:
        found = self.new_portents()
        actor = self.active
        if found:
            if actor != KITTY:
                self.made_portent = True
            collection = self.collector()
            for li, attr in found:
                self._log("portent", (actor, li, attr), actor)
            for li, attr in found:
                for s in self.data.line_slots[li]:
                    omen = self.slots[s]
                    if omen != GAP and (omen >> 2 == attr or 4 + (omen & 3) == attr):
                        self.slots[s] = GAP
                        collection.append(omen)
                        self.took_omen = True
                        self._log("collect", (actor, omen, s, li), actor)
            self.portents = found
            self.burn_options = self._burn_sets(found)
            self.burn_chosen = 0
            self.chooser = actor if actor != KITTY else 0
            self._settle_burns()
            return
        self._start_snuffing()

    def _burn_sets(self, found) -> list[int]:
        lines = self.data.lines
        out: set[int] = set()

        def rec(i: int, used: int) -> None:
            if i == len(found):
                out.add(used)
                return
            for c in lines[found[i][0]]:
                if not (used >> c) & 1:
                    rec(i + 1, used | 1 << c)

        rec(0, 0)
        return sorted(out)

    def _settle_burns(self) -> None:
        """Light what is forced; stop for the chooser while a real choice is left."""
        chosen = self.burn_chosen
        left = [m for m in self.burn_options if m & chosen == chosen]
        self.burn_options = left
        if not left:  # cannot happen on a 3x3 altar (every set of lines has enough tiles), but never hang
            return self._start_snuffing()
        if len(left) > 1:
            self.phase = Phase.BURN
            return
        for c in range(9):
            if (left[0] >> c) & 1 and not (chosen >> c) & 1:
                self._light(c, None)
        self._start_snuffing()

    def _light(self, cell: int, chooser: int | None) -> None:
        tile = self.altar[cell]
        self.lit |= 1 << tile
        self.burn_chosen |= 1 << cell
        self._log("burn", (self.active, tile, chooser), self.active if chooser is None else chooser)

    def _do_burn(self, seat: int, tile: int) -> None:
        self._light(self.cell_of(tile), seat)
        self._settle_burns()

    def _snuff_outcomes(self, left: int, limit: int = 2) -> set[int]:
        """The lit masks that snuffing ``left`` one at a time in every possible order ends with
        (the search stops once ``limit`` different ones are found)."""
        out: set[int] = set()
        seen: set[tuple[int, int]] = set()
        saved = self.lit

        def rec(left: int) -> None:
            if len(out) >= limit or (self.lit, left) in seen:
                return
            seen.add((self.lit, left))
            can = [t for t in range(16) if (left >> t) & 1 and self.snuffable(t)]
            if not can:
                out.add(self.lit)
                return
            rest = 0
            for u in can:
                rest |= 1 << u
            for t in can:
                before = self.lit
                self.lit &= ~(1 << t)
                rec(rest & ~(1 << t))
                self.lit = before

        rec(left)
        self.lit = saved
        return out

    def _start_snuffing(self) -> None:
        self.snuff_left = self.old_lit & self.lit
        self.chooser = self.active if self.active != KITTY else 0
        self._settle_snuffs()

    def _settle_snuffs(self) -> None:
        left = self.snuff_left
        can = 0
        for t in range(16):
            if (left >> t) & 1 and self.snuffable(t):
                can |= 1 << t
        self.snuff_left = can
        if can:
            outcomes = self._snuff_outcomes(can)
            if len(outcomes) > 1:
                self.phase = Phase.SNUFF
                return
            final = next(iter(outcomes))
            for t in range(16):
                if (self.lit >> t) & 1 and not (final >> t) & 1:
                    self.lit &= ~(1 << t)
                    self._log("snuff", (self.active, t, None), self.active)
        self.snuff_left = 0
        for t in range(16):
            if (self.old_lit >> t) & 1 and (self.lit >> t) & 1:
                self._log("stays_lit", (self.active, t), self.active)
        self._end_turn()

    def _do_snuff(self, seat: int, tile: int) -> None:
        self.lit &= ~(1 << tile)
        self.snuff_left &= ~(1 << tile)
        self._log("snuff", (self.active, tile, seat), seat)
        self._settle_snuffs()

    def _burnable_cells(self) -> list[int]:
        chosen = self.burn_chosen
        cells = 0
        for m in self.burn_options:
            if m & chosen == chosen:
                cells |= m & ~chosen
        return [c for c in range(9) if (cells >> c) & 1]
