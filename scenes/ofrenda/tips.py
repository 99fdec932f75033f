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
                lines.append(f"[c=#ffd76a]{words.t('tip-their-turn')}[/c]")
            lines.append(f"[c=muted][i]{words.t('tip-click-large')}[/i][/c]")
            return TooltipContent(T.escape(self.t.seat_name(seat)), tuple(lines), "icons/lit.png")
        return make

    def goal(self, i: int):
        def make():
            v = self.t.view
            goal = v.goals[i]
            g = self.t.data.goals[goal]
            lines = [self.t.words.goal(goal), f"[c=muted]{words.t('tip-you')}[/c] {self.t.words.goal_progress(goal, v.you)}"]
            stack = v.goal_stacks[i]
            lines.append(words.say("tokens_left", left=", ".join(str(t) for t in reversed(stack)) if stack else words.t("tokens-none")))
            won = [(self.t.seat_name(b.seat) if b.seat != self.t.seat else words.t("you"), dict(b.tokens)[goal]) for b in v.boards
                   if goal in dict(b.tokens)]
            if won:
                lines.append(words.say("taken", who=", ".join(f"{T.escape(n)} {t}" for n, t in won)))
            lines.append(f"[c=muted]{words.t('tip-one-token')}[/c]")
            return TooltipContent(f"{T.escape(self.t.words.goal_name(goal))} [c=muted]"
                                  f"{words.t('tip-goal-type', numeral=('I', 'II', 'III')[g.type - 1])}[/c]",
                                  tuple(lines), "icons/seed.png")
        return make

    def _portrait_lines(self, card: str) -> list[str]:
        w = self.t.words
        p = self.t.data.portraits[card]
        return [
            words.t("tip-family", colour=w.colour(p.branch), offering=w.offering(p.offering))
            + f" [c=muted]({T.escape(w.offering_description(p.offering))})[/c]",
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
                extra.append(f"[c=muted][i]{words.t('tip-hand')}[/i][/c]")
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
                    lines.append(f"[c=muted][i]{words.t('tip-take-portrait')}[/i][/c]")
            elif gain:
                lines.append(words.say("waiting", n=gain))
            p = self.t.data.portraits[card]
            return TooltipContent(f"{T.escape(p.name)} [c=muted]{words.t('tip-space', space=space + 1)}[/c]", tuple(lines),
                                  f"icons/branch_{p.branch}.png")
        return make

    def candle(self, candle: str, extra: list[str] | None = None, lit: bool = False):
        def make():
            c = self.t.data.candles[candle]
            lines = [self.t.words.candle_objective(candle)]
            if c.end_only:
                lines.append(f"[img=icons/hourglass.png] [i]{words.t('tip-end-only')}[/i]")
            prog = self.t.words.candle_progress(candle, self.t.view.you)
            if prog and not lit:
                lines.append(f"[c=muted]{prog}[/c]")
            lines.append(words.t("tip-candle-scores"))
            lines += extra or []
            title = words.t("tip-candle-lit") if lit else words.t("tip-candle")
            return TooltipContent(title, tuple(lines), "icons/candle.png")
        return make

    def market_candle(self, space: int, candle: str):
        def make():
            v = self.t.view
            extra = []
            if v.phase is Phase.TAKE_CANDLE:
                if v.taken_space == space:
                    extra.append(words.t("tip-candle-free", free=f"[c=#7be39a][b]{T.escape(words.t('free'))}[/b][/c]"))
                else:
                    extra.append(words.t("tip-candle-cost"))
                reason = self.t.why_illegal(TakeCandle(space))
                extra.append(f"[c=#ff8a8a]{T.escape(reason)}[/c]" if reason else
                             f"[c=muted][i]{words.t('tip-take-candle')}[/i][/c]")
            else:
                extra.append(f"[c=muted]{words.t('tip-candle-later')}[/c]")
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
                         words.t("tip-checked-when")]
                return TooltipContent(words.t("tip-empty-slot", slot=slot), tuple(lines), None)
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
                    lines.append(f"[c=#ff8a8a]{words.t('tip-not-met')}[/c] {words.t('tip-checked-again')}")
            if s.effect:
                lines.append(self.t.words.slot_effect(s.effect))
            return TooltipContent(f"{T.escape(p.name)} [c=muted]{words.t('tip-slot', slot=slot)}[/c]", tuple(lines),
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
                    lines.append(f"[c=muted]{words.t('tip-earlier')}[/c]")
                else:
                    lines.append(words.say("may_hold", holds=d.holds))
                if d.holds == "candle":
                    lines.append(words.t("tip-candle-per"))
                else:
                    lines.append(words.t("tip-marigold-per"))
                return TooltipContent(words.t("tip-deco-slot", holds=d.holds, slot=deco), tuple(lines),
                                      "icons/candle.png" if d.holds == "candle" else "icons/marigold.png")
            pts = you.score.per_decoration.get(deco, 0)
            if what == MARIGOLD:
                lines.append(words.say("marigold_worth", points=self.t.words.bold(str(pts))))
                return TooltipContent(words.t("end-marigold-in", deco=deco), tuple(lines), "icons/marigold.png")
            lit = deco in you.lit_candles
            state = self.t.words.tone(self.t.words.bold(words.say("lit")), "gold") if lit else words.say("not_lit")
            lines.append(words.say("candle_worth", points=self.t.words.bold(str(pts)), state=state))
            return self.candle(what, lines, lit)()
        return make

    def deck(self):
        v = self.t.view
        return TooltipContent(words.t("tip-deck"), (words.say("deck", n=v.deck_count),), None)

    def bag(self):
        v = self.t.view
        return TooltipContent(words.t("tip-bag"), (words.say("bag", n=v.bag_count),), "icons/candle.png")

    def abuela(self):
        return TooltipContent("Abuela", (words.t("tip-abuela"), words.t("tip-abuela-candle")), None)

    def dice(self):
        v = self.t.view
        if not v.last_rolls:
            return TooltipContent(words.t("tip-die"), (words.t("tip-not-rolled"),), None)
        return TooltipContent(words.t("tip-die"), (words.last_rolls(self.t.words, v.last_rolls),), None)

    def abuela_pile(self):
        v = self.t.view
        lines = [words.say("abuela_discarded", p=len(v.abuela_portraits), c=len(v.abuela_candles))]
        if v.abuela_portraits:
            lines.append(words.say("latest", names=", ".join(self.t.words.name(c) for c in v.abuela_portraits[-3:])))
        return TooltipContent(words.t("tip-abuela-discards"), tuple(lines), None)

    def marigolds(self):
        n = self.t.view.you.marigolds
        return TooltipContent(words.say("in_storage", n=n), (
            words.t("tip-marigolds-spend"), words.t("tip-marigolds-place"), words.t("tip-marigolds-gain")),
            "icons/marigold.png")

    def discard(self):
        you = self.t.view.you
        lines = [words.t("tip-discard")]
        if you.discards:
            lines.append(words.say("discarded", names=", ".join(self.t.words.name(c) for c in you.discards)))
        return TooltipContent(words.t("tip-discard-pile"), tuple(lines), "icons/marigold.png")

    def round(self, v):
        return TooltipContent(words.say("round", rnd=min(v.round, v.turns), turns=v.turns), (
            words.t("tip-rounds"),))

    def seed(self):
        return TooltipContent(words.t("chip-seed", seed=str(self.t.session.seed)), (words.t("tip-seed"),),
                              "icons/seed.png")

    def score(self):
        s = self.t.view.score
        return TooltipContent(words.t("ofrenda-so-far"), (
            words.t("tip-score-portraits", lit=s.lit_portraits, points=s.portraits, golden=s.golden),
            words.t("tip-score-decorations", marigolds=s.marigolds, candles=s.candles),
            words.say("ending_tip", total=self.t.ending_score().total)), "icons/lit.png")

    def seat_tag(self, seat: int) -> str:
        spec = self.t.session.setup.seats[seat]
        if spec.human:
            return words.t("tip-at-this-computer")
        level = self.t.game.level_of(spec.bot)
        return self.t.game.bot_titles.get(level, shell_words.ai_title(level)) if level else shell_words.AI_OTHER
