"""The tooltips of Die of the Dead's table: each die, casket, square, section, space and token says
what it is and what a click or a drag on it does now.
"""
from __future__ import annotations

from game.rules.dotd.actions import Land, Open
from game.rules.dotd.components import ITEMS, SKULL
from game.rules.dotd import words as W
from game.rules.dotd.words import breakdown_lines, cap, requirements_text, square_effect, token_effect
from scenes.dotd.telling import num_laps
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent


class Tips:
    """Every piece's tooltip (held by the table ``t`` as ``tips``): ``tips.casket(pos)`` and the like
    are what a piece shows on hover, read from the table's view and words when they show."""

    def __init__(self, t) -> None:
        self.t = t

    def die_title(self, d, face: int | None = None) -> str:
        face = d.face if face is None else face
        return cap(self.t.fmt.die(d.colour, d.power, face))

    def die(self, d, where: str, pos: int | None = None):
        def tip():
            lines = []
            if where == "open":
                title = self.die_title(d)
                item = self.t.data.items[pos] if pos is not None else ""
                lines.append(W.open_die_line(item))
            elif where == "lid":
                title = cap(self.t.fmt.die(d.colour, d.power))
                lines.append(W.lid_die_line(self.t.plain.casket(pos)))
            elif where == "city":
                title = cap(self.t.fmt.die(d.colour, d.power))
                lines.append(W.city_die_line(self.t.solo))
            else:
                title = self.die_title(d)
            if d.power:
                lines.append("[c=muted]" + W.s("dotd-t-a-power-die-it-shows-a") + "[/c]")
            return TooltipContent(title, tuple(lines))
        return tip

    def square(self, step: int, sq: int):
        def tip():
            v = self.t.view
            kind = self.t.data.steps[step - 1][sq]
            lines = [T.escape(square_effect(self.t.plain, kind, self.t.solo))]
            if kind in ITEMS:
                n = v.token_boards[ITEMS.index(kind)]
                lines.append(f"[c=muted]{W.tokens_left_on_board(n, kind)}[/c]")
            here = [s for s in range(len(v.players)) if self.t.data.landing(self.t.shown_steps(s, v)[0])[1] == step
                    and self.t.shown_steps(s, v)[1] == sq]
            if here:
                lines.append(W.standing_here(T.escape(self.t.name_of(s)) for s in here))
            if self.t.my_phase() == "land" and step == v.landing:
                reason = self.t.why_illegal(Land(sq))
                lines.append(W.s("dotd-t-click-to-land-here") if reason is None else f"[c=#ff9a9a]{T.escape(reason)}[/c]")
            return TooltipContent(W.square_title(step, kind), tuple(lines), icon=f"dotd/square_{kind}.png")
        return tip

    def scoring(self, seat: int):
        def tip():
            score, _sq = self.t.shown_steps(seat)
            face, step = self.t.data.landing(score)
            lines = [W.climbed_line(score, face, num_laps(face))]
            if step == 0:
                lines.append(W.s("dotd-t-still-below-the-first-step"))
            lines.append("[c=muted]" + W.s("dotd-t-steps-climbed-9-face-1-the") + "[/c]")
            return TooltipContent(T.escape(W.scoring_die_title(*self.t.who(seat))), tuple(lines))
        return tip

    def board(self, pos: int):
        def tip():
            v = self.t.view
            item = ITEMS[pos]
            n = v.token_boards[pos]
            lines = [T.escape(token_effect(item, self.t.solo)),
                     W.board_tokens_line(n, self.t.solo)]
            lines.append(f"[c=muted]{W.board_casket_note(item)}[/c]")
            return TooltipContent(W.token_board_title(item), tuple(lines), icon=f"dotd/token_{item}.png")
        return tip

    def casket(self, pos: int):
        def tip():
            v = self.t.view
            number = self.t.casket_order(v)[pos]
            c = self.t.casket_by_number(v, number)
            item = ITEMS[pos]
            lines = []
            if self.t.casket_open(c):
                lines.append(W.open_casket_line([self.t.fmt.die(d.colour, d.power, d.face) for d in c.inside]))
            else:
                lines.append(W.inside_line([self.t.fmt.die(d.colour, d.power) for d in c.inside]))
                lines.append(W.lid_line([self.t.fmt.die(d.colour, d.power) for d in c.lid]))
            phase = self.t.my_phase()
            if phase == "open":
                reason = self.t.why_illegal(Open(pos))
                lines.append(W.s("dotd-t-click-to-open-it") if reason is None else f"[c=#ff9a9a]{T.escape(reason)}[/c]")
            elif phase == "place":
                mine = [col for k, col in (self.t.me(v).placed or ()) if k == item]
                if mine:
                    lines.append(W.you_put_here([self.t.fmt.colour(col) for col in mine]))
            lines.append(f"[c=muted]{W.casket_note(item)}[/c]")
            return TooltipContent(W.casket_title(item), tuple(lines), icon=f"dotd/icon_{item}.png")
        return tip

    def city(self):
        return TooltipContent(W.s("dotd-t-the-city-of-the-dead"), (W.city_line(len(self.t.view.city), self.t.solo),))

    def section(self, seat: int, item: str):
        def tip():
            v = self.t.view
            i = ITEMS.index(item)
            p = v.players[seat]
            section = p.sections[i]
            lines = [T.escape(x) for x in requirements_text(self.t.plain, i)]
            lines.append(f"[c=muted]{W.section_cap_line(self.t.data.cap)}[/c]")
            result = v.section_result(seat, i)
            if section.steps is not None:
                lines.append(f"[c=#a8f0b8]{W.section_scored_line(section.steps)}[/c]")
            elif result is not None:
                lines.append(f"[c=#a8f0b8]{W.section_as_it_lies(result.steps)}[/c]")
                lines += [f"[c=#a8f0b8]{T.escape(x)}[/c]" for x in breakdown_lines(self.t.plain, result)]
                if section.pending and self.t.my_phase() == "score" and seat == self.t.seat:
                    lines.append(W.s("dotd-t-click-to-score-it"))
            else:
                filled = sum(1 for c in self.t.data.sections[i] if p.ofrenda[c] is not None)
                lines.append(W.spaces_filled(filled))
            side = self.t.data.sides[i]
            title = T.escape(W.section_title(*self.t.who(seat), W.item_plural(ITEMS[i])))
            return TooltipContent(f"{title} [c=muted]\u00b7 {W.side_note(side)}[/c]", tuple(lines),
                                  icon=f"dotd/icon_{item}.png")
        return tip

    def urn(self, cell: int, colour: str, value: int):
        return TooltipContent(W.s("dotd-t-an-incense-urn"), (W.urn_line(self.t.fmt.die(colour, False, value)),
                                                 "[c=muted]" + W.s("dotd-t-a-skull-counts-as-the-value") + "[/c]"))

    def cell(self, seat: int, cell: int):
        def tip():
            p = self.t.view.players[seat]
            d = p.ofrenda[cell]
            where = cap(self.t.plain.cell(cell))
            lines = []
            urn = next(((c, col, val) for c, col, val in p.urns if c == cell), None)
            if urn is not None:
                lines.append(W.urn_wants(self.t.fmt.die(urn[1], False, urn[2])))
            if d is None:
                title = W.cell_title(where, None)
                lines.append(W.cell_may_hold([self.t.data.items[i] for i in self.t.data.cell_items[cell]]))
            else:
                title = W.cell_title(where, self.die_title(d))
                if d.face == SKULL:
                    lines.append(W.s("dotd-t-a-skull-wild-it-counts-as"))
                lines.append("[c=muted]" + W.s("dotd-t-dice-on-the-ofrenda-stay-where") + "[/c]")
                if self.t.my_phase() == "skull" and d.power and d.face != SKULL:
                    lines.append(W.s("dotd-t-click-to-turn-it-to-its"))
            return TooltipContent(title, tuple(lines))
        return tip

    def prep_board(self):
        return TooltipContent(W.s("dotd-t-your-preparation-board"), (W.s("dotd-t-three-spaces-where-drafted-dice-wait"),))

    def prep(self, i: int):
        def tip():
            d = self.t.me().prep[i]
            if d is None:
                return TooltipContent(W.prep_title(i, None), (W.s("dotd-t-a-die-drafted-here-waits-for"),))
            lines = []
            phase = self.t.my_phase()
            if phase == "act":
                lines.append(W.s("dotd-t-drag-it-to-a-space-of"))
            elif phase == "pay":
                lines.append(W.s("dotd-t-drag-it-onto-a-closed-casket"))
            elif phase == "face" and not d.power:
                lines.append(W.s("dotd-t-click-it-then-choose-its-new"))
            elif phase == "skull" and d.power:
                lines.append(W.s("dotd-t-click-to-turn-it-to-its"))
            if d.face == SKULL:
                lines.append(W.s("dotd-t-a-skull-wild-when-its-section"))
            return TooltipContent(W.prep_title(i, self.die_title(d)), tuple(lines))
        return tip

    def supply(self):
        return TooltipContent(W.s("dotd-t-your-supply"), (W.supply_line(len(self.t.me().supply)),))

    def supply_class(self, colour: str, power: bool, n: int):
        def tip():
            lines = [W.supply_kind_line(n)]
            phase = self.t.my_phase()
            if phase == "place":
                lines.append(W.s("dotd-t-drag-one-onto-a-casket-to"))
            elif phase == "pay":
                lines.append(W.s("dotd-t-drag-one-onto-a-closed-caskets"))
            return TooltipContent(cap(self.t.fmt.die(colour, power)), tuple(lines))
        return tip

    def token(self, item: str | None):
        def tip():
            if item is None:
                return TooltipContent(W.s("dotd-t-an-empty-token-space"),
                                      (W.token_space_line(self.t.data.hand_limit, sum(self.t.me().tokens)),))
            lines = [T.escape(token_effect(item, self.t.solo))]
            phase = self.t.my_phase()
            if phase == "discard":
                lines.append(W.s("dotd-t-click-to-discard-it"))
            elif phase == "score":
                lines.append(W.s("dotd-t-click-to-mark-it-for-discarding"))
            elif item == "candle" and phase in ("open", "act"):
                lines.append(W.s("dotd-t-click-it-then-the-two-caskets"))
            return TooltipContent(W.token_title(item), tuple(lines), icon=f"dotd/token_{item}.png")
        return tip

    def rs(self):
        return TooltipContent(W.s("dotd-t-the-round-starter-marker"), (W.s("dotd-t-you-open-a-casket-this-round"),))

    def solo(self):
        v = self.t.view
        marks = [(W.mark_title(m), m.steps) for m in self.t.data.marks]
        return TooltipContent(W.s("dotd-t-solo-climb-against-the-city-of"),
                              (W.solo_marks_line(v.players[0].score, marks), W.solo_city_line(len(v.city))))

    def other(self, seat: int):
        def tip():
            v = self.t.view
            p = v.players[seat]
            scored = [(s.item, s.steps) for s in p.sections if s.steps is not None]
            lines = [W.other_line(p.score, sum(p.tokens), len(p.supply)), W.scored_sections(scored, full_stop=True),
                     "[c=muted]" + W.s("dotd-t-click-to-see-their-boards-whole") + "[/c]"]
            if v.phase == "place" and p.placed_count < v.state.placements_needed:
                lines.insert(0, W.placing_line(p.placed_count, v.state.placements_needed))
            return TooltipContent(T.escape(self.t.seat_name(seat)), tuple(lines))
        return tip
