"""Ofrenda's tooltips: what each thing on the table is, what it is worth and what may be done with it.
"""
from __future__ import annotations

from game.rules.ofrenda import words
from game.rules.ofrenda.actions import TakeCandle, TakePortrait
from game.rules.ofrenda.state import MARIGOLD, Phase
from scenes import shell_words
from scenes.widgets import text as T
from scenes.widgets.tooltip import TooltipContent


class Tips:
    """The tooltip contents of the table's pieces: each method returns a maker or a TooltipContent
    (``tips.market(space, card)``, ``tips.deck``...). Held by the table (``table.tips``), whose public
    names it reads: the view, its words and data, the rules' reasons, the seats' names."""

    def __init__(self, table) -> None:
        self.t = table

    def opponent(self, seat: int):
        def make():
            v = self.t.view
            lines = words.opponent_lines(self.t.words, f"[i]{T.escape(self.seat_tag(seat))}[/i]", v.boards[seat],
                                         v.turns)
            if v.current == seat and not v.is_over:
                lines.append("[c=#ffd76a]It is their turn.[/c]")
            lines.append("[c=muted][i]Click to see their ofrenda large.[/i][/c]")
            return TooltipContent(T.escape(self.t.seat_name(seat)), tuple(lines), "icons/lit.png")
        return make

    def goal(self, i: int):
        def make():
            v = self.t.view
            goal = v.goals[i]
            g = self.t.data.goals[goal]
            lines = [self.t.words.goal(goal), f"[c=muted]You:[/c] {self.t.words.goal_progress(goal, v.you)}"]
            stack = v.goal_stacks[i]
            lines.append(words.say("tokens_left", left=", ".join(str(t) for t in reversed(stack)) if stack else "none"))
            won = [(self.t.seat_name(b.seat) if b.seat != self.t.seat else "You", dict(b.tokens)[goal]) for b in v.boards
                   if goal in dict(b.tokens)]
            if won:
                lines.append(words.say("taken", who=", ".join(f"{T.escape(n)} {t}" for n, t in won)))
            lines.append("[c=muted]One token per goal and player.[/c]")
            return TooltipContent(f"{T.escape(g.name)} [c=muted](type {('I', 'II', 'III')[g.type - 1]})[/c]",
                                  tuple(lines), "icons/seed.png")
        return make

    def _portrait_lines(self, card: str) -> list[str]:
        w = self.t.words
        p = self.t.data.portraits[card]
        return [
            f"{w.colour(p.branch)} family \u00b7 offers {w.offering(p.offering)} "
            f"[c=muted]({T.escape(w.offerings[p.offering].description)})[/c]",
            w.objective(card),
        ]

    def portrait(self, card: str, extra: list[str] | None = None):
        def make():
            p = self.t.data.portraits[card]
            lines = self._portrait_lines(card) + (extra or [])
            return TooltipContent(f"{T.escape(p.name)}", tuple(lines), f"icons/branch_{p.branch}.png")
        return make

    def hand(self, card: str):
        def make():
            extra = []
            if self.t.view.phase is Phase.PLAY_PORTRAIT and not self.t.automaton_pending:
                extra.append("[c=muted][i]Drag it onto a glowing slot of your ofrenda, or onto the discard pile "
                             "for 3 marigolds. Or click it, then click a slot.[/i][/c]")
            return self.portrait(card, extra)()
        return make

    def market(self, space: int, card: str):
        def make():
            v = self.t.view
            lines = self._portrait_lines(card)
            cost = space
            gain = v.market_marigolds[space]
            if v.phase is Phase.TAKE_PORTRAIT:
                lines.append(words.portrait_cost(self.t.words, cost, gain))
                reason = self.t.why_illegal(TakePortrait(space))
                if reason:
                    lines.append(f"[c=#ff8a8a]{T.escape(reason)}[/c]")
                else:
                    lines.append("[c=muted][i]Click or drag it to your hand to take it.[/i][/c]")
            elif gain:
                lines.append(words.say("waiting", n=gain))
            p = self.t.data.portraits[card]
            return TooltipContent(f"{T.escape(p.name)} [c=muted](space {space + 1})[/c]", tuple(lines),
                                  f"icons/branch_{p.branch}.png")
        return make

    def candle(self, candle: str, extra: list[str] | None = None, lit: bool = False):
        def make():
            c = self.t.data.candles[candle]
            lines = [self.t.words.candle_objective(candle)]
            if c.end_only:
                lines.append("[img=icons/hourglass.png] [i]Checked only at the end of the game.[/i]")
            prog = self.t.words.candle_progress(candle, self.t.view.you)
            if prog and not lit:
                lines.append(f"[c=muted]{prog}[/c]")
            lines.append("A lit candle scores 2 points per adjacent lit portrait; an unlit one scores nothing. "
                         "Candles left in storage score nothing.")
            lines += extra or []
            title = "Candle \u2014 lit" if lit else "Candle"
            return TooltipContent(title, tuple(lines), "icons/candle.png")
        return make

    def market_candle(self, space: int, candle: str):
        def make():
            v = self.t.view
            extra = []
            if v.phase is Phase.TAKE_CANDLE:
                if v.taken_space == space:
                    extra.append("[c=#7be39a][b]Free[/b][/c]: it is above the portrait you took.")
                else:
                    extra.append("[b]Costs 1 marigold[/b], placed on the portrait below it.")
                reason = self.t.why_illegal(TakeCandle(space))
                extra.append(f"[c=#ff8a8a]{T.escape(reason)}[/c]" if reason else
                             "[c=muted][i]Click or drag it to your storage to take it.[/i][/c]")
            else:
                extra.append("[c=muted]After taking a portrait you may take one candle: free above that "
                             "portrait, 1 marigold elsewhere.[/c]")
            return self.candle(candle, extra)()
        return make

    def _board_of(self, seat: int | None):
        """The ofrenda a tooltip speaks of: yours (``None``), or ``seat``'s shown large."""
        return self.t.view.you if seat is None else self.t.view.boards[seat]

    def slot(self, slot: str, seat: int | None = None):
        def make():
            you = self._board_of(seat)
            s = self.t.data.slots[slot]
            card = you.ofrenda.get(slot)
            neigh = self.t.data.neighbours[slot]
            if card is None:
                lines = [self.t.words.slot_effect(s.effect),
                         words.say("adjacent", slots=", ".join(neigh), n=len(neigh)),
                         "A portrait here is checked when all its adjacent slots are filled."]
                return TooltipContent(f"Empty slot {slot}", tuple(lines), None)
            p = self.t.data.portraits[card]
            lines = self._portrait_lines(card)
            if slot in you.lit:
                pts = you.score.per_slot.get(slot, 0)
                lines.append(f"[img=icons/lit.png] {words.slot_lit_worth(self.t.words, pts, s.effect == 'golden')}")
            else:
                empty = [n for n in neigh if n not in you.ofrenda]
                if empty:
                    wait = words.say("not_lit_yet" if len(empty) == 1 else "not_lit_yet_many", slots=", ".join(empty))
                    lines.append(f"[c=muted]{wait}[/c]")
                else:
                    lines.append("[c=#ff8a8a]Not lit: its wish was not met when it was surrounded.[/c] "
                                 "It is checked once more at the end of the game.")
            if s.effect:
                lines.append(self.t.words.slot_effect(s.effect))
            return TooltipContent(f"{T.escape(p.name)} [c=muted](slot {slot})[/c]", tuple(lines),
                                  f"icons/branch_{p.branch}.png")
        return make

    def deco(self, deco: str, seat: int | None = None):
        def make():
            you = self._board_of(seat)
            d = self.t.data.decorations[deco]
            around = [(s, you.ofrenda.get(s), s in you.lit) for s in d.portraits]
            lines = [words.say("surrounded_by", slots=", ".join(d.portraits)), words.deco_around(self.t.words, around)]
            what = you.decorations.get(deco)
            if what is None:
                if deco in self.t.view.pending and seat is None:
                    head = self.t.words.tone(self.t.words.bold(words.say("just_surrounded_head")), "good")
                    lines.append(words.say("just_surrounded", head=head, holds=d.holds))
                elif all(s in you.ofrenda for s in d.portraits):
                    lines.append("[c=muted]Surrounded on an earlier turn: it stays empty.[/c]")
                else:
                    lines.append(words.say("may_hold", holds=d.holds))
                if d.holds == "candle":
                    lines.append("A lit candle scores 2 per adjacent lit portrait.")
                else:
                    lines.append("A marigold scores 1 per adjacent lit portrait.")
                return TooltipContent(f"{d.holds.title()} slot {deco}", tuple(lines),
                                      "icons/candle.png" if d.holds == "candle" else "icons/marigold.png")
            pts = you.score.per_decoration.get(deco, 0)
            if what == MARIGOLD:
                lines.append(words.say("marigold_worth", points=self.t.words.bold(str(pts))))
                return TooltipContent(f"Marigold in {deco}", tuple(lines), "icons/marigold.png")
            lit = deco in you.lit_candles
            state = self.t.words.tone(self.t.words.bold(words.say("lit")), "gold") if lit else words.say("not_lit")
            lines.append(words.say("candle_worth", points=self.t.words.bold(str(pts)), state=state))
            return self.candle(what, lines, lit)()
        return make

    def deck(self):
        v = self.t.view
        return TooltipContent("The deck", (words.say("deck", n=v.deck_count),), None)

    def bag(self):
        v = self.t.view
        return TooltipContent("The candle bag", (words.say("bag", n=v.bag_count),), "icons/candle.png")

    def abuela(self):
        return TooltipContent("Abuela", (
            "Strict Abuela takes a turn before each of yours. She rolls her die and discards the portrait in "
            "that space: [b]1 or 5[/b] \u2192 space 1, [b]2 or 6[/b] \u2192 space 2, [b]3[/b] \u2192 space 3, "
            "[b]4[/b] \u2192 space 4, paying marigolds from the supply onto the portraits before it.",
            "On a [b]5 or 6[/b] she also rolls again and discards a candle.",), None)

    def dice(self):
        v = self.t.view
        if not v.last_rolls:
            return TooltipContent("Abuela's die", ("She has not rolled yet.",), None)
        return TooltipContent("Abuela's die", (words.last_rolls(self.t.words, v.last_rolls),), None)

    def abuela_pile(self):
        v = self.t.view
        lines = [words.say("abuela_discarded", p=len(v.abuela_portraits), c=len(v.abuela_candles))]
        if v.abuela_portraits:
            lines.append(words.say("latest", names=", ".join(self.t.words.name(c) for c in v.abuela_portraits[-3:])))
        return TooltipContent("Abuela's discards", tuple(lines), None)

    def marigolds(self):
        n = self.t.view.you.marigolds
        return TooltipContent(words.say("in_storage", n=n), (
            "Spend them to take portraits further along the family board, to take a candle that is not above "
            "your portrait, and to place a portrait on a cost slot (M2, M3).",
            "Place one in a marigold slot you surround: 1 point per adjacent lit portrait at the end.",
            "Discarding a portrait gains 3; the gain slots B1 and B5 give 1."), "icons/marigold.png")

    def discard(self):
        you = self.t.view.you
        lines = ["Drop a portrait from your hand here to discard it and gain [b]3 marigolds[/b]. "
                 "Its slot on your ofrenda will stay empty at the end."]
        if you.discards:
            lines.append(words.say("discarded", names=", ".join(self.t.words.name(c) for c in you.discards)))
        return TooltipContent("Your discard pile", tuple(lines), "icons/marigold.png")

    def round(self, v):
        return TooltipContent(words.say("round", rnd=min(v.round, v.turns), turns=v.turns), (
            "Twelve rounds: Abuela rolls, then you take a portrait, maybe a candle, and play a portrait.",))

    def seed(self):
        return TooltipContent(f"Seed {self.t.session.seed}", (
            "The seed fixes the shuffle and Abuela's dice. Start a new game with this seed (or use "
            "\u201cReplay this seed\u201d at the end) to play the very same deal.",), "icons/seed.png")

    def score(self):
        s = self.t.view.score
        return TooltipContent("Your ofrenda so far", (
            f"Lit portraits: {s.lit_portraits} \u2014 {s.portraits} points, plus {s.golden} from golden slots.",
            f"Marigolds: {s.marigolds} \u00b7 candles: {s.candles}.",
            words.say("ending_tip", total=self.t.ending_score().total)), "icons/lit.png")

    def seat_tag(self, seat: int) -> str:
        spec = self.t.session.setup.seats[seat]
        if spec.human:
            return "at this computer"
        level = self.t.game.level_of(spec.bot)
        return self.t.game.bot_titles.get(level, shell_words.ai_title(level)) if level else shell_words.AI_OTHER
