"""The tooltips of Die of the Dead's table: each die, casket, square, section, space and token says
what it is and what a click or a drag on it does now.
"""
from __future__ import annotations

from game.rules.dotd.actions import Land, Open
from game.rules.dotd.components import ITEMS, SKULL
from game.rules.dotd.words import breakdown_lines, cap, plural, requirements_text, square_effect, token_effect
from scenes.dotd.telling import num_laps
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent


class Tips:
    """Every piece's tooltip (a mixin of the table)."""

    # ------------------------------------------------------------------ tooltips
    def _die_title(self, d, face: int | None = None) -> str:
        face = d.face if face is None else face
        return cap(self.fmt.die(d.colour, d.power, face))

    def _die_tip(self, d, where: str, pos: int | None = None):
        def tip():
            lines = []
            if where == "open":
                title = self._die_title(d)
                item = self.data.items[pos] if pos is not None else ""
                lines.append(f"In the open {item} casket: drag it to a {item} space of your ofrenda or to your "
                             "preparation board to draft it (then pay).")
            elif where == "lid":
                title = cap(self.fmt.die(d.colour, d.power))
                lines.append(f"On the lid of {self.plain.casket(pos)}: it goes in, and is rolled, when that casket "
                             "opens.")
            elif where == "city":
                title = cap(self.fmt.die(d.colour, d.power))
                lines.append("In the City of the Dead." + (" Each round spends one: when it is empty the game ends."
                                                           if self.solo else
                                                           " The Round Starter pays with these."))
            else:
                title = self._die_title(d)
            if d.power:
                lines.append("[c=muted]A power die: it shows a skull where a normal die shows 3 and 4; a skull is "
                             "wild when its section is scored.[/c]")
            return TooltipContent(title, tuple(lines))
        return tip

    def _square_tip(self, step: int, sq: int):
        def tip():
            v = self.view
            kind = self.data.steps[step - 1][sq]
            lines = [T.escape(square_effect(self.plain, kind, self.solo))]
            if kind in ITEMS:
                n = v.token_boards[ITEMS.index(kind)]
                lines.append(f"[c=muted]{plural(n, kind + ' token')} left on its board.[/c]")
            here = [s for s in range(len(v.players)) if self.data.landing(self.shown_steps(s, v)[0])[1] == step
                    and self.shown_steps(s, v)[1] == sq]
            if here:
                lines.append("Here: " + ", ".join(T.escape(self.name_of(s)) for s in here) + ".")
            if self.my_phase() == "land" and step == v.landing:
                reason = self.why_illegal(Land(sq))
                lines.append("Click to land here." if reason is None else f"[c=#ff9a9a]{T.escape(reason)}[/c]")
            name = {"skull": "Skull square", "face": "Any-face square", "blank": "Blank square"}.get(
                kind, f"{cap(kind)} token square")
            return TooltipContent(f"Step {step} \u00b7 {name}", tuple(lines), icon=f"dotd/square_{kind}.png")
        return tip

    def _scoring_tip(self, seat: int):
        def tip():
            score, _sq = self.shown_steps(seat)
            face, step = self.data.landing(score)
            lines = [f"{plural(score, 'step')} climbed" + (f" (the die shows {min(face, 6)}: "
                                                           f"{num_laps(face)} past the top)" if face > 1 else "") + "."]
            if step == 0:
                lines.append("Still below the first step.")
            lines.append("[c=muted]Steps climbed = 9 \u00d7 (face \u2212 1) + the step it stands on.[/c]")
            return TooltipContent(f"{T.escape(self.whose(seat))} scoring die", tuple(lines))
        return tip

    def _board_tip(self, pos: int):
        def tip():
            v = self.view
            item = ITEMS[pos]
            n = v.token_boards[pos]
            lines = [T.escape(token_effect(item, self.solo)),
                     f"{plural(n, 'token')} left on the board." + (" A token played solo leaves the game."
                                                                  if self.solo else "")]
            lines.append(f"[c=muted]The casket standing here is the {item} casket: its dice go to your {item} "
                         f"section.[/c]")
            return TooltipContent(f"The {item} token board", tuple(lines), icon=f"dotd/token_{item}.png")
        return tip

    def _casket_tip(self, pos: int):
        def tip():
            v = self.view
            number = self.casket_order(v)[pos]
            c = self.casket_by_number(v, number)
            item = ITEMS[pos]
            lines = []
            if self.casket_open(c):
                lines.append("Open this round: " + (", ".join(self.fmt.die(d.colour, d.power, d.face)
                                                              for d in c.inside) or "empty") + ".")
            else:
                inside = ", ".join(self.fmt.die(d.colour, d.power) for d in c.inside)
                lid = ", ".join(self.fmt.die(d.colour, d.power) for d in c.lid)
                lines.append(f"Inside: {inside or 'nothing'}.")
                lines.append(f"On the lid: {lid or 'nothing'}.")
            phase = self.my_phase()
            if phase == "open":
                reason = self.why_illegal(Open(pos))
                lines.append("Click to open it." if reason is None else f"[c=#ff9a9a]{T.escape(reason)}[/c]")
            elif phase == "place":
                mine = [col for k, col in (self.me(v).placed or ()) if k == item]
                if mine:
                    lines.append("You put " + ", ".join(self.fmt.colour(col) for col in mine) + " here.")
            lines.append(f"[c=muted]Before the {item} board: its dice go to {item} spaces. The caskets move along "
                         "after a round with scoring.[/c]")
            return TooltipContent(f"The {item} casket", tuple(lines), icon=f"dotd/icon_{item}.png")
        return tip

    def _city_tip(self):
        v = self.view
        n = len(v.city)
        if self.solo:
            lines = (f"{plural(n, 'die')} left: each round spends one (a move, or a pass). When the City is empty, "
                     "that round is the last.",)
        else:
            lines = (f"{plural(n, 'power die', 'power dice')} left. The Round Starter pays for a draft with one "
                     "of them (any colour); a marigold token brings one into your supply.",)
        return TooltipContent("The City of the Dead", lines)

    def _section_tip(self, seat: int, item: str):
        def tip():
            v = self.view
            i = ITEMS.index(item)
            p = v.players[seat]
            section = p.sections[i]
            lines = [T.escape(x) for x in requirements_text(self.plain, i)]
            lines.append(f"[c=muted]At most {plural(self.data.cap, 'step')} a section.[/c]")
            result = v.section_result(seat, i)
            if section.steps is not None:
                lines.append(f"[c=#a8f0b8]Scored: +{section.steps}.[/c]")
            elif result is not None:
                lines.append("[c=#a8f0b8]As it lies: +" + str(result.steps) + "[/c]")
                lines += [f"[c=#a8f0b8]{T.escape(x)}[/c]" for x in breakdown_lines(self.plain, result)]
                if section.pending and self.my_phase() == "score" and seat == self.seat:
                    lines.append("Click to score it.")
            else:
                filled = sum(1 for c in self.data.sections[i] if p.ofrenda[c] is not None)
                lines.append(f"{filled} of 4 spaces filled.")
            side = self.data.sides[i]
            return TooltipContent(f"{T.escape(self.whose(seat))} {self.data.item_plurals[i].lower()} section "
                                  f"[c=muted]\u00b7 the {side} side[/c]", tuple(lines), icon=f"dotd/icon_{item}.png")
        return tip

    def _urn_tip(self, cell: int, colour: str, value: int):
        return TooltipContent("An incense urn", (f"A {self.fmt.die(colour, False, value)} on this space scores a "
                                                 "step when the incense section is scored.",
                                                 "[c=muted]A skull counts as the value it needs.[/c]"))

    def _cell_tip(self, seat: int, cell: int):
        def tip():
            p = self.view.players[seat]
            d = p.ofrenda[cell]
            where = cap(self.plain.cell(cell))
            lines = []
            urn = next(((c, col, val) for c, col, val in p.urns if c == cell), None)
            if urn is not None:
                lines.append(f"Its urn wants a {self.fmt.die(urn[1], False, urn[2])}.")
            if d is None:
                title = f"{where}: empty"
                items = self.data.cell_items[cell]
                lines.append("A die from the " + " or the ".join(self.data.items[i] for i in items)
                             + " casket may go here." + (" A corner counts in both sections." if len(items) > 1
                                                          else ""))
            else:
                title = f"{where}: {self._die_title(d)}"
                if d.face == SKULL:
                    lines.append("A skull: wild, it counts as whatever value suits the section best.")
                lines.append("[c=muted]Dice on the ofrenda stay where they are.[/c]")
                if self.my_phase() == "skull" and d.power and d.face != SKULL:
                    lines.append("Click to turn it to its skull.")
            return TooltipContent(title, tuple(lines))
        return tip

    def _prep_board_tip(self):
        return TooltipContent("Your preparation board", ("Three spaces where drafted dice wait; move one to the "
                                                          "ofrenda as an action when its casket is open.",))

    def _prep_tip(self, i: int):
        def tip():
            d = self.me().prep[i]
            if d is None:
                return TooltipContent(f"Preparation space {i + 1}: empty", ("A die drafted here waits for a casket "
                                                                              "of its section's item.",))
            lines = []
            phase = self.my_phase()
            if phase == "act":
                lines.append("Drag it to a space of the open casket's item to move it there.")
            elif phase == "pay":
                lines.append("Drag it onto a closed casket to pay with it (when your supply is empty).")
            elif phase == "face" and not d.power:
                lines.append("Click it, then choose its new value.")
            elif phase == "skull" and d.power:
                lines.append("Click to turn it to its skull.")
            if d.face == SKULL:
                lines.append("A skull: wild when its section is scored.")
            return TooltipContent(f"Preparation space {i + 1}: {self._die_title(d)}", tuple(lines))
        return tip

    def _supply_tip(self):
        me = self.me()
        return TooltipContent("Your supply", (f"{plural(len(me.supply), 'die', 'dice')}. You pay for a draft with a "
                                               "die from your supply (the Round Starter: from the City of the "
                                               "Dead).",))

    def _supply_class_tip(self, colour: str, power: bool, n: int):
        def tip():
            lines = [f"{plural(n, 'die', 'dice')} of this kind in your supply."]
            phase = self.my_phase()
            if phase == "place":
                lines.append("Drag one onto a casket to put it there.")
            elif phase == "pay":
                lines.append("Drag one onto a closed casket's lid to pay.")
            return TooltipContent(cap(self.fmt.die(colour, power)), tuple(lines))
        return tip

    def _token_tip(self, item: str | None):
        def tip():
            if item is None:
                me = self.me()
                return TooltipContent("An empty token space", (f"You may hold {self.data.hand_limit} tokens; "
                                                                f"you hold {sum(me.tokens)}.",))
            lines = [T.escape(token_effect(item, self.solo))]
            phase = self.my_phase()
            if phase == "discard":
                lines.append("Click to discard it.")
            elif phase == "score":
                lines.append("Click to mark it for discarding: three different kinds climb a step, four climb two.")
            elif item == "candle" and phase in ("open", "act"):
                lines.append("Click it, then the two caskets to swap.")
            return TooltipContent(f"{cap(item)} token", tuple(lines), icon=f"dotd/token_{item}.png")
        return tip

    def _rs_tip(self):
        return TooltipContent("The Round Starter marker", ("You open a casket this round and draft first; you pay "
                                                           "from the City of the Dead. It passes clockwise after the "
                                                           "round.",))

    def _solo_tip(self):
        v = self.view
        score = v.players[0].score
        marks = ", ".join(f"{m.title.lower()} at {m.steps}" for m in self.data.marks)
        return TooltipContent("Solo: climb against the City of the Dead",
                              (f"{plural(score, 'step')} so far; {marks}.",
                               f"The City of the Dead has {plural(len(v.city), 'die', 'dice')} left: the round it "
                               "runs out is the last."))

    def _other_tip(self, seat: int):
        def tip():
            v = self.view
            p = v.players[seat]
            scored = [f"{s.item} +{s.steps}" for s in p.sections if s.steps is not None]
            lines = [f"{plural(p.score, 'step')} climbed; {plural(sum(p.tokens), 'token')} in hand; "
                     f"{plural(len(p.supply), 'die', 'dice')} in supply.",
                     ("Scored: " + ", ".join(scored) + ".") if scored else "No section scored yet.",
                     "[c=muted]Click to see their boards whole.[/c]"]
            if v.phase == "place" and p.placed_count < v.state.placements_needed:
                lines.insert(0, f"Placing dice: {p.placed_count} of {v.state.placements_needed} (where is hidden "
                                "until everyone is done).")
            return TooltipContent(T.escape(self.seat_name(seat)), tuple(lines))
        return tip
