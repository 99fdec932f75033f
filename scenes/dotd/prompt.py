"""What Die of the Dead's table says the seat may do now: the prompt bar's line and the action
panel's title and lines.
"""
from __future__ import annotations

from game.rules.dotd import words as W
from game.rules.dotd.actions import Move, Pay
from scenes.dotd.layout import ACTIONS
from scenes.kit import fit
from scenes.widgets import text as T


class PromptWords:
    """The prompt bar's and the action panel's words (held by the table ``t`` as ``words``), read
    from the table's view, its selections and the legal moves."""

    def __init__(self, t) -> None:
        self.t = t

    # ------------------------------------------------------------------ words for the prompt and the panel
    def prompt(self) -> str:
        """The prompt bar's line (markup)."""
        v = self.t.view
        said = self.t.standing_prompt(W.s("dotd-t-the-game-is-over-counting-the"))
        if said is not None:
            return said
        if self.t.enlarged is not None:
            return T.escape(W.boards_shown(*self.t.who(self.t.enlarged)))
        if not self.t.players_turn:
            return self.waiting_text(v)
        if self.t.selected is not None:
            return W.s("dotd-t-now-click-where-it-goes-the")
        if self.t.swapping is not None:
            return W.swap_prompt(len(self.t.swapping))
        p = v.phase
        item = v.open_item or ""
        if p == "place":
            if self.t.solo:
                return W.s("dotd-t-fill-the-caskets-drag-three-dice")
            return (W.s("dotd-t-put-one-die-in-each-casket"))
        if p == "open":
            return W.s("dotd-t-you-are-the-round-starter-click")
        if p == "act":
            return W.draft_prompt(item, v.round_starter == self.t.seat and not self.t.solo)
        if p == "retune":
            return W.s("dotd-t-a-token-may-change-the-die")
        if p == "pay":
            return W.pay_prompt(self.pay_sources())
        if p == "city":
            why = "gain" if v.rest[2] == "gain" else "spend"
            return (W.s("dotd-t-choose-the-city-of-the-dead") if why == "gain" else
                    W.s("dotd-t-choose-the-city-of-the-dead-2"))
        if p == "discard":
            return W.s("dotd-t-your-hand-is-full-discard-a")
        if p == "score":
            if any(s.pending for s in self.t.me(v).sections):
                return W.s("dotd-t-score-your-completed-sections-click-a")
            return W.s("dotd-t-discard-three-or-four-different-tokens")
        if p == "land":
            return W.landing_prompt(v.landing)
        if p == "skull":
            return W.s("dotd-t-skull-bonus-click-one-of-your")
        if p == "face":
            if self.t.face_space is None:
                return W.s("dotd-t-any-face-bonus-click-a-normal")
            return W.s("dotd-t-any-face-bonus-choose-its-new")
        return ""

    def pay_sources(self) -> set:
        """Where the seat may pay from now (the Pay sources among the legal moves)."""
        return {a.source for a in self.t.legal_actions() if isinstance(a, Pay)}

    def waiting_text(self, v) -> str:
        if v.phase == "place":
            waiting = [s for s in v.to_move if s != self.t.seat]
            if not waiting:
                return ""
            return W.waiting_for_placements([T.escape(self.t.seat_name(s)) for s in waiting])
        who = v.current
        if who < 0:
            return ""
        return W.waiting_for(T.escape(self.t.seat_name(who)), v.phase, v.open_item or "")

    def panel_text(self, v) -> tuple[str, list[str]]:
        """The action panel's title and lines (markup) for the seat on screen."""
        phase = self.t.my_phase()
        item = v.open_item
        me = self.t.me(v)
        if phase is None:
            who = v.current
            if self.t.story.playing:
                return W.s("dotd-t-the-table"), [self.t.caption_line()]
            if v.phase == "place":
                mine = me.placed or ()
                need = v.state.placements_needed
                lines = [W.placed_so_far(len(mine), need)]
                for s in self.t.others_order():
                    lines.append(W.placed_by(T.escape(self.t.seat_name(s)), v.players[s].placed_count, need))
                return W.s("dotd-t-setting-up"), lines
            if v.over:
                return W.s("dotd-t-game-over"), [W.s("dotd-t-the-final-steps-are-counted")]
            title = W.s("dotd-t-the-table") if who < 0 else fit.named(  # a long name cut, clear of the round starter's mark
                self.t.assets, lambda n: W.turn_of(T.escape(n)), self.t.seat_name(who), ACTIONS.w - 76, "bold", 14)
            return title, [self.waiting_text(v)]
        if phase == "place":
            need = v.state.placements_needed
            mine = me.placed or ()
            line = (W.s("dotd-t-three-dice-of-different-colours-in") if self.t.solo else
                    W.s("dotd-t-one-die-in-each-casket-of"))
            return W.setup_title(len(mine), need), [line, "[c=muted]" + W.s("dotd-t-drag-a-die-onto-a-casket") + "[/c]"]
        if phase == "open":
            return W.open_title(v.round), [
                W.s("dotd-t-its-lid-dice-go-in-it"),
                "[c=muted]" + W.s("dotd-t-the-glowing-caskets-are-those-you") + "[/c]"]
        if phase == "act":
            rs = v.round_starter == self.t.seat and not self.t.solo
            moves = any(isinstance(a, Move) for a in self.t.legal_actions())
            return W.act_title(item), [W.act_how(moves, rs and moves)]
        if phase == "retune":
            d = v.drafted
            what = self.t.fmt.die(d.colour, d.power, d.face) if d else "die"
            return W.s("dotd-t-change-the-drafted-die"), [W.retune_line(what)]
        if phase == "pay":
            return W.s("dotd-t-pay-for-your-die"), [W.pay_panel(self.pay_sources()),
                                        "[c=muted]" + W.s("dotd-t-it-goes-into-that-casket-when") + "[/c]"]
        if phase == "city":
            return W.s("dotd-t-the-city-of-the-dead"), [W.s("dotd-t-which-colour-of-die")]
        if phase == "discard":
            return W.s("dotd-t-your-hand-is-full"), [W.hand_full_line(self.t.data.hand_limit)]
        if phase == "score":
            return W.s("dotd-t-scoring"), [W.scoring_line(any(s.pending for s in me.sections))]
        if phase == "land":
            return W.step_title(v.landing), [W.s("dotd-t-choose-the-square-your-scoring-die")]
        if phase == "skull":
            return W.s("dotd-t-skull-bonus"), [W.s("dotd-t-click-a-power-die-on-your")]
        if phase == "face":
            return W.s("dotd-t-any-face-bonus"), [W.s("dotd-t-click-a-normal-die-on-your")
                                      if self.t.face_space is None else W.s("dotd-t-its-new-value")]
        return "", []
