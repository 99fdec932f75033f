"""What the table's tooltips say: the arrows, the tiles, the squares, the Omen slots, the Kitty, the bag and the collections."""
from __future__ import annotations

from game.rules.portents.actions import Burn, Shift, Snuff
from game.rules.portents.altar import GAP
from game.rules.portents.state import Phase, attribute_counts
from game.rules.portents.words import cap, target_text
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent


class Tips:
    """What the table's tooltips say: the arrows, the tiles, the squares, the Omen slots, the Kitty, the
    bag and the collections."""

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

    def _tile_tip(self, tile: int, where: str):
        def tip():
            v = self.seen
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
            v = self.seen
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
            v = self.seen
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
        v = self.seen
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
        v = self.seen
        tiles = ", ".join(self.fmt.tile(t)[4:] for t in v.bag) or "nothing"
        return TooltipContent(f"The bag: {len(v.bag)} tile{'s' if len(v.bag) != 1 else ''}", (f"In it: {tiles}.",))

    def _collection_tip(self, seat: int):
        def tip():
            v = self.seen
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
        v = self.seen
        if self.solo:
            return "Target: " + T.escape(target_text(self.data, v.difficulty)) + "."
        return "A Fortune of four Omens, or two Fortunes of three, wins the duel."
