"""Die of the Dead: the setup, as a part of :class:`~game.rules.dotd.state.DotdState`: each seat's
hidden placements of dice into the caskets, their reveal, and the roll for the start player."""
from __future__ import annotations

from game.rules.dotd.actions import Place
from game.rules.dotd.components import ITEMS
from game.rules.dotd.refusals import colour_said, msg
from game.text import Msg


class DotdPlacing:
    """The setup placements and the start player (a part of the game state's class)."""

    # ------------------------------------------------------------------ setup placements
    def _supply_left(self, seat: int) -> list[int]:
        """Per colour, the normal dice still in ``seat``'s supply after its pending placements."""
        left = list(self.stock[seat])
        for _, c in self.placed[seat]:
            left[c] -= 1
        return left

    def _place_refusal(self, seat: int, action: Place, left: list[int] | None = None) -> Msg | None:
        if not 0 <= action.casket < 4:
            return msg("dotd-refuse-there-is-no-such-casket")
        if action.colour not in self.data.colours:
            return msg("dotd-refuse-no-such-colour", colour=action.colour)
        colour = self.data.colour_index(action.colour)
        here = [c for k, c in self.placed[seat] if k == action.casket]
        name = ITEMS[action.casket]
        if self.solo:
            if len(here) >= self.data.solo_casket_dice:
                return msg("dotd-refuse-casket-full-solo", item=msg(f"dotd-item-{name}"), n=self.data.solo_casket_dice)
            if colour in here:
                return msg("dotd-refuse-casket-has-colour", item=msg(f"dotd-item-{name}"), colour=colour_said(self, action.colour))
        elif len(here) >= self.data.casket_dice_each:
            return msg("dotd-refuse-already-put", item=msg(f"dotd-item-{name}"))
        if (left or self._supply_left(seat))[colour] <= 0:
            return msg("dotd-refuse-no-colour-left", colour=colour_said(self, action.colour))
        return None

    def _do_place(self, seat: int, action: Place) -> None:
        colour = self.data.colour_index(action.colour)
        self.placed[seat].append((action.casket, colour))
        if self.solo:
            self._log("place", (seat, action.casket, colour), seat)
        else:
            self._log("place", (seat, action.casket, colour), seat, frozenset((seat,)))
            others = frozenset(range(self.n)) - {seat}
            self._log("place_hidden", (seat, len(self.placed[seat])), seat, others)
        if not self.to_move():
            self._commit_placements()

    def _commit_placements(self) -> None:
        """Every seat has placed: the dice go into the caskets, shown to all; the game starts."""
        dpc = self.data.dice_per_colour
        shown = []
        for s in range(self.n):
            for casket, colour in self.placed[s]:
                die = next(x for x in self.supply[s] if x // dpc == colour and not self.is_power(x))
                self.supply[s].remove(die)
                self.caskets[casket].append(die)
            shown.append(tuple(self.placed[s]))
            self.placed[s] = []
        for c in self.caskets:
            c.sort()
        self._log("reveal", tuple(shown), None)
        if self.solo:
            self.removed += self.supply[0]  # the dice left in the box leave the game
            self.supply[0] = []
            self.removed.sort()
            self.start_player = 0
        else:
            self.revealed = True
            self._roll_for_start()
        self.rs = self.start_player
        self._start_round()

    def _roll_for_start(self) -> None:
        contenders = list(range(self.n))
        attempt = 0
        while True:
            rolls = tuple((s, self.rng.die(), self.rng.die()) for s in contenders)
            self._log("start_roll", (attempt, rolls), None)
            best = max(a + b for _, a, b in rolls)
            top = [s for s, a, b in rolls if a + b == best]
            if len(top) == 1:
                break
            contenders = top
            attempt += 1
        self.start_player = top[0]
        self._log("start_player", (top[0],), None)
