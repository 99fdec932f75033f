"""Die of the Dead: a round's turns, as a part of :class:`~game.rules.dotd.state.DotdState`: the
round's start, swapping and opening caskets, drafting (retuning, paying), moving a die, a City
die gained or spent, taking a token, ascending, and the turn passing on."""
from __future__ import annotations

from game.rules.dotd.actions import (
    OFRENDA, PREP_BOARD, SUPPLY, Ascend, CityDie, Discard, Draft, KeepFace, Move, Open, Pass, Pay, Retune, Swap,
    TakeToken,
)
from game.rules.dotd.components import CANDLE, ITEMS, MARIGOLD, PREP
from game.rules.dotd.phases import ACT, ASCEND_STEPS, CITY, DISCARD, EMPTY, GAIN, OPEN, PAY, RETUNE, SPEND, TAKE


class DotdTurns:
    """Applying each action of a turn (a part of the game state's class)."""

    # ------------------------------------------------------------------ the round
    def _start_round(self) -> None:
        self.round += 1
        self.open_casket = -1
        self.turn = 0
        self.scored_round = False
        self.stalled = False
        self.current = self.rs
        self.phase = OPEN
        self._log("round", (self.round, self.rs), None)

    def _spend_token(self, seat: int, item: int) -> None:
        """A token leaves the hand: back to its board (solo: out of the game)."""
        self.hands[seat][item] -= 1
        if self.solo:
            self.token_box[item] += 1
        else:
            self.board_tokens[item] += 1

    def _do_swap(self, seat: int, action: Swap) -> None:
        a, b = action.first, action.second
        self._spend_token(seat, CANDLE)
        for row in (self.caskets, self.lids, self.casket_ids):
            row[a], row[b] = row[b], row[a]
        if self.open_casket == a:
            self.open_casket = b
        elif self.open_casket == b:
            self.open_casket = a
        self._log("swap", (seat, a, b), seat)

    def _do_open(self, seat: int, action: Open) -> None:
        k = action.casket
        lid = len(self.lids[k])
        inside = self.caskets[k]
        inside += self.lids[k]
        self.lids[k] = []
        inside.sort()
        pf = self.data.power_faces
        rng = self.rng
        for x in inside:
            self.faces[x] = pf[rng.below(6)] if self.is_power(x) else rng.die()
        self.open_casket = k
        self.revealed = True
        self._log("open", (seat, k, lid, tuple((x, self.faces[x]) for x in inside)), seat)
        self.phase = ACT

    def _place_die(self, seat: int, die: int, cell: int) -> None:
        """A die arrives on an ofrenda cell: sections it completes are noted for scoring."""
        self.ofrenda[seat][cell] = die
        of = self.ofrenda[seat]
        for item in self.data.cell_items[cell]:
            if all(of[c] != EMPTY for c in self.data.sections[item]):
                self.complete[seat] |= 1 << item
                self.pending[seat].append(item)
                self._log("complete", (seat, item), seat)

    def _do_draft(self, seat: int, action: Draft) -> None:
        d = self.data
        want = (d.colour_index(action.colour), action.power, action.face)
        casket = self.caskets[self.open_casket]
        die = next(x for x in casket if self.die_class(x) == want)
        casket.remove(die)
        self.drafted = die
        self.drafted_cell = action.cell
        self.retuned = 0
        if action.cell == PREP:
            space = self.prep[seat].index(EMPTY)
            self.prep[seat][space] = die
            self._log("draft", (seat, die, self.faces[die], PREP_BOARD, space), seat)
        else:
            self._log("draft", (seat, die, self.faces[die], OFRENDA, action.cell), seat)
            self._place_die(seat, die, action.cell)
        self.phase = RETUNE if self._retune_options(seat) else PAY

    def _do_retune(self, seat: int, action: Retune) -> None:
        item = ITEMS.index(action.token)
        old = self.faces[self.drafted]
        self.faces[self.drafted] = action.face
        self._spend_token(seat, item)
        self.retuned |= 1 << item
        self._log("retune", (seat, self.drafted, item, old, action.face), seat)
        if not self._retune_options(seat):
            self.phase = PAY

    def _do_keep_face(self, seat: int, action: KeepFace) -> None:
        self.phase = PAY

    def _do_pay(self, seat: int, action: Pay) -> None:
        d = self.data
        src = action.source
        if src in (CITY, SUPPLY):
            pool = self.city if src == CITY else self.supply[seat]
            colour = d.colour_index(action.colour)
            die = next(x for x in pool if x // d.dice_per_colour == colour and self.is_power(x) == action.power)
            pool.remove(die)
        elif src == PREP_BOARD:
            die = self.prep[seat][action.spot]
            self.prep[seat][action.spot] = EMPTY
        else:
            die = self.ofrenda[seat][action.spot]
            self.ofrenda[seat][action.spot] = EMPTY
        self.lids[action.casket].append(die)
        self._log("pay", (seat, die, src, action.spot, action.casket), seat)
        self.drafted = EMPTY
        self._end_turn()

    def _do_move(self, seat: int, action: Move) -> None:
        die = self.prep[seat][action.space]
        self.prep[seat][action.space] = EMPTY
        self._log("move", (seat, die, self.faces[die], action.space, action.cell, action.marigold), seat)
        self._place_die(seat, die, action.cell)
        if action.marigold:
            self._spend_token(seat, MARIGOLD)
            if not self.solo and self.city:
                self._ask_city(seat, GAIN)
                return
        elif self.solo:
            self._ask_city(seat, SPEND)
            return
        self._end_turn()

    def _ask_city(self, seat: int, why: str) -> None:
        self.city_for = why
        colours = self._city_colours()
        if len(colours) == 1:
            self._city_die(seat, colours[0])
        else:
            self.phase = CITY

    def _do_city_die(self, seat: int, action: CityDie) -> None:
        self._city_die(seat, self.data.colour_index(action.colour))

    def _city_die(self, seat: int, colour: int) -> None:
        dpc = self.data.dice_per_colour
        die = next(x for x in self.city if x // dpc == colour)
        self.city.remove(die)
        if self.city_for == GAIN:
            self.supply[seat].append(die)
            self.supply[seat].sort()
            self._log("city_gain", (seat, die), seat)
        else:
            self.removed.append(die)
            self.removed.sort()
            self._log("city_spend", (seat, die), seat)
        self.city_for = ""
        self._end_turn()

    def _do_take(self, seat: int, action: TakeToken) -> None:
        self._take_token(seat, self.open_casket, TAKE)

    def _take_token(self, seat: int, item: int, why: str) -> None:
        """``seat`` takes an ``item`` token (one is on its board); a full hand discards first."""
        if self.hand_size(seat) >= self.data.hand_limit:
            self.discard_for, self.discard_item = why, item
            kinds = self.kinds_held(seat)
            if len(kinds) == 1:
                self._discard(seat, kinds[0])
            else:
                self.phase = DISCARD
            return
        self.board_tokens[item] -= 1
        self.hands[seat][item] += 1
        self._log("token", (seat, item, why), seat)
        if why == TAKE:
            self._end_turn()
        else:
            self._after_bonus()

    def _do_discard(self, seat: int, action: Discard) -> None:
        self._discard(seat, ITEMS.index(action.token))

    def _discard(self, seat: int, item: int) -> None:
        self._spend_token(seat, item)
        self._log("discard", (seat, item), seat)
        why, take = self.discard_for, self.discard_item
        self.discard_for, self.discard_item = "", -1
        self._take_token(seat, take, why)

    def _do_ascend(self, seat: int, action: Ascend) -> None:
        steps = self.data.ascend_steps
        self.earned[seat][ASCEND_STEPS] += steps
        self._log("ascend", (seat, steps), seat)
        self._climb(seat, steps)
        self.square[seat] = self.data.steps[self.landing - 1].index("blank")
        self._end_turn()

    def _do_pass(self, seat: int, action: Pass) -> None:
        self._log("pass", (seat,), seat)
        if seat == self.rs:  # a stuck Round Starter: the caskets will move on, so play can go on
            self.stalled = True
        if self.solo and self.city:  # the City of the Dead is the solo timer: it runs on regardless
            self._ask_city(seat, SPEND)
            return
        self._end_turn()

    def _end_turn(self) -> None:
        self.drafted = EMPTY
        self.drafted_cell = PREP
        self.turn += 1
        if self.turn >= self.n:
            self._start_scoring()
            return
        self.current = (self.rs + self.turn) % self.n
        self.phase = ACT
