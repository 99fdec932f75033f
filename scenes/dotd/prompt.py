"""What Die of the Dead's table says the seat may do now: the prompt bar's line and the action
panel's title and lines.
"""
from __future__ import annotations

from game.rules.dotd.actions import (
    CITY as SRC_CITY, Move, OFRENDA as SRC_OFRENDA, PREP_BOARD, Pay, SUPPLY as SRC_SUPPLY,
)
from game.rules.dotd.words import cap
from scenes.widgets import text as T


class PromptWords:
    """The prompt bar's and the action panel's words (a mixin of the table)."""

    # ------------------------------------------------------------------ words for the prompt and the panel
    def prompt(self) -> str:
        """The prompt bar's line (markup)."""
        v = self.view
        st = self.session.state
        if self.story.playing:
            return self.caption or ""
        if st.is_over:
            return "The game is over. Counting the steps\u2026"
        if self.replay:
            return "A replay: step through the game with the bar above."
        if self.enlarged is not None:
            return f"{T.escape(self.whose(self.enlarged))} boards. Click anywhere or press Esc to return to yours."
        if not self.players_turn:
            return self._waiting_text(v)
        if self.selected is not None:
            return "Now click where it goes (the lit places), or Esc to put it down."
        if self.swapping is not None:
            return "Candle token: click two caskets to swap them" + (" (one chosen)." if self.swapping else ".")
        p = v.phase
        item = v.open_item or ""
        if p == "place":
            if self.solo:
                return "Fill the caskets: drag three dice of different colours into each one."
            return ("Put one die in each casket: drag it from your dice onto the casket. Nobody sees where until "
                    "all are done.")
        if p == "open":
            return "You are the Round Starter: click a casket to open it."
        if p == "act":
            if v.round_starter == self.seat and not self.solo:
                return f"Draft a die: drag it from the {item} casket to a {item} space or to your preparation board."
            return f"Your action: draft from the {item} casket, move a prepared die, or take a token."
        if p == "retune":
            return "A token may change the die you drafted: choose its new value, or keep it."
        if p == "pay":
            return "Pay for your die: drag a die " + self._pay_from(v) + " onto a closed casket."
        if p == "city":
            why = "gain" if v.rest[2] == "gain" else "spend"
            return ("Choose the City of the Dead die that joins your supply." if why == "gain" else
                    "Choose the City of the Dead die to spend (click it).")
        if p == "discard":
            return "Your hand is full: discard a token to make room."
        if p == "score":
            if any(s.pending for s in self.me(v).sections):
                return "Score your completed sections: click a section's button or its caption."
            return "Discard three or four different tokens for steps, or finish scoring."
        if p == "land":
            return f"Your scoring die reaches step {v.landing}: click the square it lands on."
        if p == "skull":
            return "Skull bonus: click one of your power dice to turn it to its skull."
        if p == "face":
            if self.face_space is None:
                return "Any-face bonus: click a normal die on your preparation board."
            return "Any-face bonus: choose its new value."
        return ""

    def _pay_from(self, v) -> str:
        sources = {a.source for a in self.legal_actions() if isinstance(a, Pay)}
        parts = []
        if SRC_CITY in sources:
            parts.append("from the City of the Dead")
        if SRC_SUPPLY in sources:
            parts.append("from your supply")
        if PREP_BOARD in sources:
            parts.append("from your preparation board")
        if SRC_OFRENDA in sources:
            parts.append("(or one of an incomplete section)")
        return " ".join(parts) if parts else ""

    def _waiting_text(self, v) -> str:
        if v.phase == "place":
            waiting = [s for s in v.to_move if s != self.seat]
            if not waiting:
                return ""
            return "Waiting for " + ", ".join(T.escape(self.seat_name(s)) for s in waiting) + " to place dice\u2026"
        who = v.current
        if who < 0:
            return ""
        name = T.escape(self.seat_name(who))
        item = v.open_item or ""
        what = {"open": "is choosing a casket to open", "act": f"is acting on the {item} casket",
                "retune": "may change the die with a token", "pay": "is paying for a die",
                "city": "is choosing a City die", "discard": "is discarding a token",
                "score": "is scoring", "land": "is choosing a square", "skull": "is choosing a die for the skull",
                "face": "is turning a die"}.get(v.phase, "is playing")
        return f"{name} {what}\u2026"

    def panel_text(self, v) -> tuple[str, list[str]]:
        """The action panel's title and lines (markup) for the seat on screen."""
        phase = self.my_phase()
        item = v.open_item
        me = self.me(v)
        if phase is None:
            who = v.current
            if self.story.playing:
                return "The table", [self.caption or ""]
            if v.phase == "place":
                mine = me.placed or ()
                need = v.state.placements_needed
                lines = [f"You have placed {len(mine)} of {need} dice."]
                for s in self.others_order():
                    lines.append(f"{T.escape(self.seat_name(s))}: {v.players[s].placed_count} of {need}.")
                return "Setting up", lines
            if v.over:
                return "Game over", ["The final steps are counted."]
            title = f"{T.escape(self.seat_name(who))}'s turn" if who >= 0 else "The table"
            return title, [self._waiting_text(v)]
        if phase == "place":
            need = v.state.placements_needed
            mine = me.placed or ()
            line = ("Three dice of different colours in each casket." if self.solo else
                    "One die in each casket, of the colour you choose.")
            return f"Setup \u00b7 {len(mine)} of {need} placed", [line, "[c=muted]Drag a die onto a casket, or click "
                                                                      "it and then the casket.[/c]"]
        if phase == "open":
            return f"Round {v.round} \u00b7 you open a casket", [
                "Its lid dice go in, it is rolled and opened; then you draft from it.",
                "[c=muted]The glowing caskets are those you can act on.[/c]"]
        if phase == "act":
            rs = v.round_starter == self.seat and not self.solo
            moves = any(isinstance(a, Move) for a in self.legal_actions())
            how = ("Drag a die to draft or to move it" + (" (marigold token)" if rs and moves else "")
                   if moves else "Drag a die from the casket to draft it")
            return f"{cap(item)} casket \u00b7 your action", [f"{how}; or:"]
        if phase == "retune":
            d = v.drafted
            what = self.fmt.die(d.colour, d.power, d.face) if d else "die"
            return "Change the drafted die?", [f"A token may turn the {what} to another value:"]
        if phase == "pay":
            return "Pay for your die", ["Drag a die " + self._pay_from(v) + " onto a closed casket's lid.",
                                        "[c=muted]It goes into that casket when it is next opened.[/c]"]
        if phase == "city":
            return "The City of the Dead", ["Which colour of die?"]
        if phase == "discard":
            return "Your hand is full", [f"You hold {self.data.hand_limit} tokens: discard one to take the new one "
                                         "(it may be of the same kind)."]
        if phase == "score":
            pending = [s for s in me.sections if s.pending]
            lines = [("Score each completed section. " if pending else "")
                     + "Three different tokens climb a step, four climb two: mark them in your hand."]
            return "Scoring", lines
        if phase == "land":
            return f"Step {v.landing}", ["Choose the square your scoring die lands on; squares that would give "
                                         "nothing are refused."]
        if phase == "skull":
            return "Skull bonus", ["Click a power die on your preparation board or ofrenda: it turns to its "
                                   "skull, wild when its section is scored."]
        if phase == "face":
            return "Any-face bonus", ["Click a normal die on your preparation board, then its new value."
                                      if self.face_space is None else "Its new value:"]
        return "", []
