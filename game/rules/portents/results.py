"""Portents: the end of a turn (targets, Fortunes, the endings), the game's end and its results,
a part of :class:`~game.rules.portents.state.PortentsState`."""
from __future__ import annotations

from game.protocol import Outcome
from game.rules.portents.phases import KITTY, WIN_POINTS, Phase
from game.rules.portents.tiles import attribute_counts
from game.rules.portents import words
from game.text import Msg


def _fortune_won(omens, fortune_of: int, fortunes_of: tuple[int, int], name: str) -> str:
    """``name`` if ``omens`` hold a Fortune of ``fortune_of``; its plural if they hold as many Fortunes
    of a size as ``fortunes_of`` (how many, size) asks; else ""."""
    counts = attribute_counts(omens)
    if max(counts) >= fortune_of:
        return name
    many, size = fortunes_of
    if sum(1 for n in counts if n >= size) >= many:
        return name + "s"
    return ""


class PortentsResults:
    """Whether a turn ends the game, and how it was won (a part of the state's class)."""

    def target_met(self, omens=None) -> bool:
        """Solo: whether the player's collection meets the difficulty's target."""
        d = self.difficulty
        omens = self.collected[0] if omens is None else omens
        if d.omens:
            return len(omens) >= d.omens
        counts = attribute_counts(omens)
        fours = sum(1 for n in counts if n >= 4)
        threes = sum(1 for n in counts if n >= 3)
        return fours >= d.fours and threes >= d.fours + d.threes

    def duel_won(self, seat: int) -> str:
        """The Fortune that wins the duel for ``seat`` ("fortune": one big, "fortunes": several), or ""."""
        d = self.data
        return _fortune_won(self.collected[seat], d.duel_fortune_of, d.duel_fortunes_of, "fortune")

    def kitty_fortune(self) -> str:
        """The Fortune that wins the game for the Kitty ("kitty_fortune", "kitty_fortunes"), or ""."""
        d = self.data
        return _fortune_won(self.kitty_omens, d.kitty_fortune_of, d.kitty_fortunes_of, "kitty_fortune")

    def _finish(self, winners, reason: str, kitty: bool = False, draw: bool = False) -> None:
        self.winners = frozenset(winners)
        self.kitty_won = kitty
        self.draw = draw
        self.reason = reason
        self.phase = Phase.OVER
        self._log("game_over", (tuple(sorted(self.winners)), kitty, draw, reason), None)

    def _end_turn(self) -> None:
        actor = self.active
        lit = self.lit_count
        if actor != KITTY:
            self.turns += 1
            self.passes = self.passes + 1 if self.passed else 0
            self.dry = 0 if self.took_omen else self.dry + 1
        if self.solo:
            if actor == 0:
                if self.target_met():
                    return self._finish((0,), "target")
                if lit >= self.data.solo_burnt:
                    return self._finish((), "burnt", kitty=True)
                self.steal = not self.made_portent
                if "felis_pyromanias" in self.challenges and lit < 2:
                    self.extra_step = True
                if "feed_the_cat" in self.challenges and self.bag:
                    self.phase = Phase.SACRIFICE
                    return
                return self._start_turn(KITTY)
            if self.laps >= self.data.kitty_laps:
                return self._finish((), "laps", kitty=True)
            why = self.kitty_fortune()
            if why:
                return self._finish((), why, kitty=True)
            if lit >= self.data.solo_burnt:
                return self._finish((), "burnt", kitty=True)
            return self._start_turn(0)
        why = self.duel_won(actor)
        if why:
            return self._finish((actor,), why)
        if lit >= self.data.duel_burnt:
            return self._finish((actor,), "burnt")
        if self.passes >= 2:
            return self._finish((0, 1), "passes", draw=True)
        if self.dry >= self.data.dry_turns:
            return self._finish((0, 1), "dry", draw=True)
        self._start_turn(1 - actor)

    # ------------------------------------------------------------------ results
    def omens_of(self, seat: int) -> list[int]:
        return self.kitty_omens if seat == KITTY else self.collected[seat]

    def returns(self) -> tuple:
        return tuple(len(self.collected[s]) + (WIN_POINTS if s in self.winners and not self.draw else 0)
                     for s in range(self.players))

    def outcome(self) -> Outcome:
        tier = None
        if self.solo and self.is_over and self.winners:
            tier = self.difficulty.english  # records keep the file's name
        return Outcome(self.returns(), self.winners, contest=True, tier=tier, tiebreak="a draw" if self.draw else "",
                       draw=bool(self.draw))

    def summary(self) -> dict:
        # the progress line is a message: a save keeps its id and arguments, the Load screen says it
        if self.is_over:
            progress = Msg("portents-progress-over")
        elif self.solo:
            progress = Msg("portents-progress-solo", turn=self.turns + 1, lap=min(self.laps + 1, self.data.kitty_laps))
        else:
            progress = Msg("portents-progress-turn", turn=self.turns + 1)
        return {"progress": progress, "over": self.is_over, "scores": list(self.returns())}

    def score_sheet(self):
        return words.score_sheet(self)
