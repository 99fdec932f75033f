"""What the table's tooltips say: the arrows, the tiles, the squares, the Omen slots, the Kitty,
the bag and the collections."""
from __future__ import annotations

from game.rules.portents.actions import Burn, Shift, Snuff
from game.rules.portents.altar import GAP
from game.rules.portents.state import Phase, attribute_counts
from game.rules.portents import table_words as words
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent


class Tips:
    """What the table's tooltips say: the arrows, the tiles, the squares, the Omen slots, the Kitty, the
    bag and the collections. Held by the table (``table.tips``); each tip reads the table when shown."""

    def __init__(self, t) -> None:
        self.t = t

    def arrow_tip(self, side: str, lane: int):
        def tip():
            action = Shift(side, lane)
            reason = self.t.why_illegal(action)
            title = words.arrow_title(self.t.plain, side, lane)
            if reason is not None:
                return TooltipContent(T.escape(title), ("[c=#ff9aa8]" + T.escape(reason) + "[/c]",))
            v = self.t.view
            cells = self.t.data.sides[side][lane]
            off = v.altar[cells[2]]
            lines = words.arrow_lines(self.t.fmt, off, side, sum(v.counts), self.t.data.pushes)
            return TooltipContent(T.escape(title), lines)
        return tip

    def tile_tip(self, tile: int, where: str):
        def tip():
            v = self.t.seen
            title = self.t.fmt.tile(tile)[4:]
            lines = []
            if where == "hand":
                lines.append(words.hand_tile_line(self.t.my_phase() is Phase.PUSH))
                if self.t.my_phase() is Phase.SACRIFICE:
                    lines.append(words.s("portents-click-to-sacrifice"))
            elif where == "pushed":
                rival = self.t.geometry.pushed_by_rival(v)
                lines.append(words.pushed_tile_line(T.escape(self.t.seat_name(self.t.rival)) if rival else None))
            elif where == "rival":
                lines.append(words.rival_tile_line(T.escape(self.t.seat_name(self.t.rival))))
            elif where == "altar":
                if v.is_lit(tile):
                    lines.append(words.s("portents-burnt-tile-line"))
            return TooltipContent(title, tuple(lines))
        return tip

    def cell_tip(self, cell: int):
        def tip():
            v = self.t.seen
            tile = v.altar[cell]
            where = self.t.plain.cell(cell)
            if tile == GAP:
                return TooltipContent(T.escape(where.capitalize()), (words.s("portents-gap-line"),))
            title = self.t.fmt.tile(tile)[4:]
            lines = []
            if v.is_lit(tile):
                lines.append(words.burnt_square_line(lambda text: f"[c=#ffb060]{text}[/c]"))
            phase = self.t.my_phase()
            for action in (Burn(self.t.data.tile_names[tile]), Snuff(self.t.data.tile_names[tile])):
                if phase in (Phase.BURN, Phase.OPENING) and isinstance(action, Burn) or \
                        phase is Phase.SNUFF and isinstance(action, Snuff):
                    reason = self.t.why_illegal(action)
                    if reason is None:
                        lines.append(words.click_to(burn=isinstance(action, Burn)))
                    else:
                        lines.append("[c=#ff9aa8]" + T.escape(reason) + "[/c]")
            return TooltipContent(title, tuple(lines) or (T.escape(words.square_line(self.t.plain, cell)),))
        return tip

    def slot_tip(self, slot: int):
        def tip():
            v = self.t.seen
            o = v.slots[slot]
            lines = words.slot_lines(self.t.plain, slot, o, self.t.solo and slot == v.kitty_slot, v.active == 0)
            if o == GAP:
                return TooltipContent(words.s("portents-empty-slot"), tuple(lines))
            return TooltipContent(self.t.fmt.omen(o)[4:], tuple(lines))
        return tip

    def kitty_tip(self):
        v = self.t.seen
        lines = words.kitty_lines(self.t.fmt, v, self.t.solo and "dont_disturb" in v.challenges)
        return TooltipContent(words.s("portents-the-kitty"), tuple(lines))

    def bag_tip(self):
        v = self.t.seen
        title, line = words.bag_tip(self.t.fmt, v.bag)
        return TooltipContent(title, (line,))

    def collection_tip(self, seat: int):
        def tip():
            v = self.t.seen
            omens = v.collected[seat]
            title = words.omens_tip_title(None if seat == self.t.seat else T.escape(self.t.seat_name(seat)))
            lines = [self.progress_line(omens)]
            counts = attribute_counts(omens)
            if any(n >= 2 for n in counts):
                lines.append(words.fortunes_line(self.t.fmt, counts, 2))
            lines.append(words.s("portents-row-colour-column-shape"))
            return TooltipContent(title, tuple(lines))
        return tip

    def progress_line(self, omens) -> str:
        v = self.t.seen
        if self.t.solo:
            return T.escape(words.target_line(self.t.data, v.difficulty))
        return words.s("portents-duel-win-tip")
