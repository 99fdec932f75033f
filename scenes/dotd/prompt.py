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
        said = self.t.standing_prompt("The game is over. Counting the steps\u2026")
        if said is not None:
            return said
        if self.t.enlarged is not None:
            return T.escape(W.boards_shown(*self.t.who(self.t.enlarged)))
        if not self.t.players_turn:
            return self.waiting_text(v)
        if self.t.selected is not None:
            return "Now click where it goes (the lit places), or Esc to put it down."
        if self.t.swapping is not None:
            return W.swap_prompt(len(self.t.swapping))
        p = v.phase
        item = v.open_item or ""
        if p == "place":
            if self.t.solo:
                return "Fill the caskets: drag three dice of different colours into each one."
            return ("Put one die in each casket: drag it from your dice onto the casket. Nobody sees where until "
                    "all are done.")
        if p == "open":
            return "You are the Round Starter: click a casket to open it."
        if p == "act":
            return W.draft_prompt(item, v.round_starter == self.t.seat and not self.t.solo)
        if p == "retune":
            return "A token may change the die you drafted: choose its new value, or keep it."
        if p == "pay":
            return W.pay_prompt(self.pay_sources())
        if p == "city":
            why = "gain" if v.rest[2] == "gain" else "spend"
            return ("Choose the City of the Dead die that joins your supply." if why == "gain" else
                    "Choose the City of the Dead die to spend (click it).")
        if p == "discard":
            return "Your hand is full: discard a token to make room."
        if p == "score":
            if any(s.pending for s in self.t.me(v).sections):
                return "Score your completed sections: click a section's button or its caption."
            return "Discard three or four different tokens for steps, or finish scoring."
        if p == "land":
            return W.landing_prompt(v.landing)
        if p == "skull":
            return "Skull bonus: click one of your power dice to turn it to its skull."
        if p == "face":
            if self.t.face_space is None:
                return "Any-face bonus: click a normal die on your preparation board."
            return "Any-face bonus: choose its new value."
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
                return "The table", [self.t.caption or ""]
            if v.phase == "place":
                mine = me.placed or ()
                need = v.state.placements_needed
                lines = [W.placed_so_far(len(mine), need)]
                for s in self.t.others_order():
                    lines.append(W.placed_by(T.escape(self.t.seat_name(s)), v.players[s].placed_count, need))
                return "Setting up", lines
            if v.over:
                return "Game over", ["The final steps are counted."]
            title = "The table" if who < 0 else fit.named(  # a long name cut, clear of the round starter's mark
                self.t.assets, lambda n: W.turn_of(T.escape(n)), self.t.seat_name(who), ACTIONS.w - 76, "bold", 14)
            return title, [self.waiting_text(v)]
        if phase == "place":
            need = v.state.placements_needed
            mine = me.placed or ()
            line = ("Three dice of different colours in each casket." if self.t.solo else
                    "One die in each casket, of the colour you choose.")
            return W.setup_title(len(mine), need), [line, "[c=muted]Drag a die onto a casket, or click "
                                                                      "it and then the casket.[/c]"]
        if phase == "open":
            return W.open_title(v.round), [
                "Its lid dice go in, it is rolled and opened; then you draft from it.",
                "[c=muted]The glowing caskets are those you can act on.[/c]"]
        if phase == "act":
            rs = v.round_starter == self.t.seat and not self.t.solo
            moves = any(isinstance(a, Move) for a in self.t.legal_actions())
            return W.act_title(item), [W.act_how(moves, rs and moves)]
        if phase == "retune":
            d = v.drafted
            what = self.t.fmt.die(d.colour, d.power, d.face) if d else "die"
            return "Change the drafted die?", [W.retune_line(what)]
        if phase == "pay":
            return "Pay for your die", [W.pay_panel(self.pay_sources()),
                                        "[c=muted]It goes into that casket when it is next opened.[/c]"]
        if phase == "city":
            return "The City of the Dead", ["Which colour of die?"]
        if phase == "discard":
            return "Your hand is full", [W.hand_full_line(self.t.data.hand_limit)]
        if phase == "score":
            return "Scoring", [W.scoring_line(any(s.pending for s in me.sections))]
        if phase == "land":
            return W.step_title(v.landing), ["Choose the square your scoring die lands on."]
        if phase == "skull":
            return "Skull bonus", ["Click a power die on your preparation board or ofrenda: it turns to its "
                                   "skull, wild when its section is scored."]
        if phase == "face":
            return "Any-face bonus", ["Click a normal die on your preparation board, then its new value."
                                      if self.t.face_space is None else "Its new value:"]
        return "", []
