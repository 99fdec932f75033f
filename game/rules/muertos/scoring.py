"""Dia de los Muertos: the end of a night and the scores, a part of
:class:`~game.rules.muertos.state.MuertosState`."""
from __future__ import annotations

from game.protocol import Outcome, ScoreSheet
from game.rules.muertos.cards import POSITIONS
from game.rules.muertos.phases import DUMMY, NIGHTS, TRICKS, Phase
from game.rules.muertos import words
from game.text import Msg


class MuertosScoring:
    """Each night's captures counted, the kingmakers of three players, the outcome (a part of the state's class)."""

    def _end_night(self) -> None:
        counts = []
        for team in (0, 1):
            cards = self.captured[team]
            counts.append((sum(1 for c in cards if self.card(c).kind == "food"),
                           sum(1 for c in cards if self.card(c).kind == "muertos")))
        for place in range(POSITIONS):
            seat = self.places[place]
            if seat == DUMMY:
                continue
            food, muertos = counts[self.partnership(place)]
            if self.players == 4 and place >= 2:
                continue  # four players: the partnership is counted once, at places 0 and 1
            self.totals[seat][0] += food
            self.totals[seat][1] += muertos
        self.night_captures.append((self.places, tuple(tuple(c) for c in self.captured)))
        self._log("night_over", (self.night, tuple(counts)), None)
        if self.night + 1 < NIGHTS:
            self._new_night()
            return
        self.phase = Phase.OVER
        out = self.outcome()
        self._log("game_over", (out.scores, tuple(sorted(out.winners)), out.tiebreak), None)

    # ------------------------------------------------------------------ scoring
    def team_totals(self) -> list[tuple[int, int]]:
        """Per seat: (Food, Muertos) captured so far by its partnership(s); four players share per pair."""
        if self.players == 4:
            return [tuple(self.totals[s % 2]) for s in range(4)]
        return [tuple(t) for t in self.totals]

    def returns(self) -> tuple:
        return tuple(min(f, m) for f, m in self.team_totals())

    def teams(self) -> tuple:
        """Four players: partners opposite share a team. Three: each plays for themself (the dummy
        changes partner every night)."""
        return (0, 1, 0, 1) if self.players == 4 else (0, 1, 2)

    def _kingmakers(self) -> None:
        """Three players, before the last night: a partner who can no longer win shares their partner's win."""
        data = self.data
        night = data.nights[self.night]
        food_n, muertos_n = len(night.food), sum(1 for c in data.cards.values() if c.group == night.muertos)
        dummy_partner = self.seat_at(self.dummy_place)
        pair = [s for s in range(3) if s != dummy_partner]
        for seat in pair:
            mate = pair[0] if pair[1] == seat else pair[1]
            if not self._can_still_win(seat, mate, dummy_partner, food_n, muertos_n):
                self.kingmakers[seat] = mate

    def _can_still_win(self, seat: int, mate: int, other: int, food_n: int, muertos_n: int) -> bool:
        def key(t):
            return (min(t), t[0], t[1])

        for f in range(food_n + 1):
            for m in range(muertos_n + 1):
                for f2 in range(food_n - f + 1):
                    for m2 in range(muertos_n - m + 1):
                        mine = (self.totals[seat][0] + f, self.totals[seat][1] + m)
                        theirs = (self.totals[mate][0] + f, self.totals[mate][1] + m)
                        rival = (self.totals[other][0] + f2, self.totals[other][1] + m2)
                        if key(mine) >= key(theirs) and key(mine) >= key(rival):
                            return True
        return False

    def outcome(self) -> Outcome:
        """Most pairs; then most Food; then most Muertos; then shared. Partners share a result."""
        totals = self.team_totals()
        groups = [[0, 2], [1, 3]] if self.players == 4 else [[s] for s in range(self.players)]
        keys = [(min(totals[g[0]]), totals[g[0]][0], totals[g[0]][1]) for g in groups]
        best = max(k[0] for k in keys)
        cands = [i for i, k in enumerate(keys) if k[0] == best]
        how = ""
        if len(cands) > 1:
            food = max(keys[i][1] for i in cands)
            by_food = [i for i in cands if keys[i][1] == food]
            how = "food"
            if len(by_food) > 1:
                muertos = max(keys[i][2] for i in by_food)
                by_muertos = [i for i in by_food if keys[i][2] == muertos]
                how = "muertos" if len(by_muertos) < len(by_food) else "shared"
                by_food = by_muertos
            cands = by_food
        winners = {s for i in cands for s in groups[i]}
        for seat, mate in self.kingmakers.items():
            if mate in winners:
                winners.add(seat)
        return Outcome(self.returns(), frozenset(winners), contest=True, tiebreak=how)

    def summary(self) -> dict:
        # the progress line is a message: a save keeps its id and arguments, the Load screen says it
        progress = Msg("muertos-progress-over") if self.is_over else Msg(
            "muertos-progress", night=self.night + 1, nights=NIGHTS, trick=min(self.tricks + 1, TRICKS), tricks=TRICKS)
        return {"progress": progress, "over": self.is_over, "scores": list(self.returns())}

    def score_sheet(self) -> ScoreSheet:
        return words.score_sheet(self)
