"""Die of the Dead: the end of a round, as a part of :class:`~game.rules.dotd.state.DotdState`:
each player's scoring (sections, cashed tokens), the climb and the landing square's bonus, the
caskets moving on and the game's end."""
from __future__ import annotations

from game.rules.dotd.actions import PREP_BOARD, CashTokens, Discard, FinishScoring, Land, ScoreSection, SetFace, Skull
from game.rules.dotd.components import ITEMS, SKULL
from game.rules.dotd.phases import BONUS, FACE_BONUS, LAND, OVER, SCORE, SKULL_BONUS, TOKEN_STEPS


class DotdRoundEnd:
    """Scoring, climbing and the round's end (a part of the game state's class)."""

    def _start_scoring(self) -> None:
        self.scorers = [s for s in self.opponents_order() if self.pending[s] or self._can_cash(s)]
        self.cash_ok = True
        self.phase = SCORE
        self._drive_scoring()

    def _drive_scoring(self) -> None:
        """Run the scoring phase on until a seat must decide, or end the round."""
        while self.scorers:
            s = self.current = self.scorers[0]
            if self.phase != SCORE:
                return  # a climb's decision is under way
            pending = self.pending[s]
            cash = self.cash_ok and self._can_cash(s)
            if not pending and not cash:
                self.scorers.pop(0)
                self.cash_ok = True
                continue
            if len(pending) == 1 and not cash:
                self._score_section(s, pending[0])
                continue
            return
        self._end_round()

    def _score_section(self, seat: int, item: int) -> None:
        result = self.section_result(seat, item)
        self.pending[seat].remove(item)
        self.scored[seat][item] = result.steps
        self.earned[seat][item] += result.steps
        self.scored_round = True
        met = tuple((m.requirement.id, m.times) for m in result.met)
        self._log("score", (seat, item, result.steps, result.raw, result.values, met), seat)
        if result.steps:
            self._climb(seat, result.steps, land=True)

    def _do_score_section(self, seat: int, action: ScoreSection) -> None:
        self._score_section(seat, ITEMS.index(action.section))
        self._drive_scoring()

    def _do_cash(self, seat: int, action: CashTokens) -> None:
        steps = dict(self.data.cash)[len(action.tokens)]
        items = tuple(ITEMS.index(x) for x in action.tokens)
        for i in items:
            self._spend_token(seat, i)
        self.cash_ok = False
        self.earned[seat][TOKEN_STEPS] += steps
        self._log("cash", (seat, items, steps), seat)
        self._climb(seat, steps, land=True)
        self._drive_scoring()

    def _do_finish(self, seat: int, action: FinishScoring) -> None:
        self.cash_ok = False
        self._log("finish_scoring", (seat,), seat)
        self._drive_scoring()

    def _climb(self, seat: int, steps: int, land: bool = False) -> None:
        """The scoring die climbs ``steps``; passing the top step adds a pip. With ``land``, the
        climber then chooses the landing square (at once when only the blank is worth it)."""
        old = self.score[seat]
        new = self.score[seat] = old + steps
        self.landing = self.data.landing(new)[1]
        self._log("climb", (seat, steps, old, new), seat)
        if not land:
            return
        options = self._land_options(seat)
        if len(options) == 1:
            self._land(seat, options[0])
        else:
            self.current = seat
            self.phase = LAND

    def _do_land(self, seat: int, action: Land) -> None:
        self._land(seat, action.square)
        self._drive_scoring()

    def _land(self, seat: int, square: int) -> None:
        self.square[seat] = square
        sq = self.data.steps[self.landing - 1][square]
        self._log("land", (seat, self.landing, square, sq), seat)
        self.phase = SCORE
        if sq in ITEMS:
            item = ITEMS.index(sq)
            if self.board_tokens[item] > 0:
                self._take_token(seat, item, BONUS)
        elif sq == "skull":
            targets = self._skull_targets(seat)
            if len(targets) == 1:
                self._skull(seat, *targets[0])
            elif targets:
                self.phase = SKULL_BONUS
        elif sq == "face" and self._face_spaces(seat):
            self.phase = FACE_BONUS

    def _after_bonus(self) -> None:
        self.phase = SCORE

    def _do_skull(self, seat: int, action: Skull) -> None:
        self._skull(seat, action.board, action.spot)
        self._drive_scoring()

    def _skull(self, seat: int, board: str, spot: int) -> None:
        die = (self.prep[seat] if board == PREP_BOARD else self.ofrenda[seat])[spot]
        old = self.faces[die]
        self.faces[die] = SKULL
        self._log("skull", (seat, die, board, spot, old), seat)
        self.phase = SCORE

    def _do_set_face(self, seat: int, action: SetFace) -> None:
        die = self.prep[seat][action.space]
        old = self.faces[die]
        self.faces[die] = action.face
        self._log("set_face", (seat, die, action.space, old, action.face), seat)
        self.phase = SCORE
        self._drive_scoring()

    def _do_discard_action(self, seat: int, action: Discard) -> None:
        bonus = self.discard_for == BONUS
        self._discard(seat, ITEMS.index(action.token))
        if bonus:
            self._drive_scoring()

    def _end_round(self) -> None:
        self.phase = SCORE
        self.scorers = []
        if self.scored_round or self.stalled:
            self.caskets.insert(0, self.caskets.pop())
            self.lids.insert(0, self.lids.pop())
            self.casket_ids.insert(0, self.casket_ids.pop())
            self._log("rotate", (tuple(self.casket_ids), self.scored_round), None)
        self.open_casket = -1
        reason = self._end_reason()
        if reason:
            self.phase = OVER
            self.current = -1
            self._log("game_over", (reason, tuple(self.score)), None)
            return
        if not self.solo:
            self.rs = (self.rs + 1) % self.n
        self._start_round()

    def _end_reason(self) -> str:
        """Why the game ends after this round ("" if it goes on)."""
        if self.solo:
            if not self.city:
                return "city"
            if self.complete[0] == 15:
                return "ofrenda"
            return ""
        need = self.data.five_player_sections if self.five else 4
        if any(self.completed_sections(s) >= need for s in range(self.n)):
            return "sections" if self.five else "ofrenda"
        return ""
