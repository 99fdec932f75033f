"""Portents' own player: a planner over whole turns, with a look at the reply.

How it plays
------------
A turn's push is a chain of small decisions (shifts, then placements, then the Burnt Offerings
where the rules leave a choice). At the first of them the planner lists every **whole turn**
(each side, every number of shifts per lane, every way of filling the gaps, every choice of
offerings: a few hundred), plays each on a copy of the rules state made from the seat's view,
and values where it ends:

* **Solo**: the best 20 turns by a quick value (Omens read, the steal a turn without a Portent
  brings, offerings lit) are looked at further: the Kitty's turn that follows is played out for
  every order the bag could be in (the bag's contents are known, its order is not: each order
  counts equally; with Chaotic Cat's bigger bag, an even spread of eight orders), and the
  player's choices inside it (the tiles its Portents burn) are made the planner's way. Each
  position after the Kitty is valued by the Omens (attribute marks) still missing from the
  difficulty's target, counting only Omens still on the altar's edge; the turns the Kitty's laps
  leave (its prowl counted over the slots as they are) and, for Omniscient Oracle, the turns the
  last, scarcer Omens usually take; the Kitty's own collection (a Fortune of 3 or two of 2 ends
  the game); the Burnt Offerings lying on the altar; and the best the next push could read from
  there (a quick count over every push and filling, without the Scrying's choices), or the steal
  if no push makes a Portent.
* **Duel**: the best 30 turns are valued by what they leave less what the opponent's best push
  could read from there (both hands are open); a turn that lets the opponent complete a Fortune,
  or leaves three offerings lit for its Portent to add the fourth, is avoided. To play for a
  result rather than drift into the stall rule's draw (fifty turns without an Omen), a turn is
  also worth the threat it leaves: what the seat's own next push could read from the altar as it
  stands, and whether that push could make the Portents that light a fourth offering, weighed
  more for every turn gone without an Omen.

The turn found is then carried out step by step (it is kept for the decisions that follow;
any other position plans afresh); each step's answer carries the turn's steps left as its plan.
Feed the Cat's sacrifice, when it is the decision, weighs every tile the bag could give back
(inside a turn's plan it is guessed quickly: the hand tile sharing the least with the altar);
the duel's opening offering is the tile whose lighting leaves the first player least to read.

Levels: ``hard`` is this planner; ``easy`` (registered in the package) stays the shared small
search with random playouts, explained in the planner's words by :class:`PortentsExplainer`.

Honesty: the planner reads only ``decision.legal`` and ``decision.view``. The view's rules copy
has the bag sorted and no generator; the planner sets the bag's order itself for each case it
weighs, never the real one. Determinism: no clock and no randomness, so the same view always gets
the same answer.
"""
from __future__ import annotations

from itertools import permutations

from game.ai import Choice, Decision
from game.protocol import AUTOMATON
from game.rules.portents import words
from game.rules.portents.actions import Burn, Pass, Place, Sacrifice, Shift, Snuff
from game.rules.portents.altar import GAP, SIDES
from game.rules.portents.bots.model import Model
from game.rules.portents.bots.policy import PortentsPolicy
from game.rules.portents.phases import Phase
from game.rules.portents.tiles import attribute_counts
from game.text import Msg

KITTY = AUTOMATON
WIN = 1000.0


# ---------------------------------------------------------------------------------- reasons
class TurnReasons:
    """The planner's reasons in words, read from the turn it chose and the position it leads to (held
    by the planner; it reads the planner's words, model and threats)."""

    def __init__(self, planner: "PortentsPlanner"):
        self.planner = planner

    def only(self, state, action) -> Msg:
        if isinstance(action, Pass):
            return words.msg("portents-reason-no-push")
        return words.msg("portents-reason-only")

    def turn(self, state, end, seat: int) -> Msg:
        m = self.planner.model
        before = state.collected[seat]
        got = [o for o in end.collected[seat] if o not in before]
        if end.is_over and seat in end.winners and not end.draw:
            if not m.solo and end.reason == "burnt":
                return words.msg("portents-reason-fourth-offering")
            return words.msg("portents-reason-target") if m.solo else words.msg("portents-reason-winning-fortune")
        if got:
            names = tuple(words.omen_msg(self.planner.data, o) for o in got)
            counts = attribute_counts(end.collected[seat])
            touched = {o >> 2 for o in got} | {4 + (o & 3) for o in got}
            attr = max(sorted(touched), key=lambda a: counts[a])
            if m.solo and m.difficulty.omens:
                n = len(end.collected[0])
                return words.msg("portents-reason-reads-of", omens=names, count=words.number(n), of=m.difficulty.omens)
            return words.msg("portents-reason-reads", omens=names, n=counts[attr], count=words.number(counts[attr]),
                             attr=words.attribute_msg(self.planner.data, attr), kind=words.kind_of(attr))
        if m.solo:
            if not end.steal:
                return words.msg("portents-reason-no-steal")
            return words.msg("portents-reason-will-steal")
        if not end.is_over and end.active == 1 - seat:
            kind = self.planner.threats(end, seat)[1]
            if kind == "burn":
                return words.msg("portents-reason-lines-up-burn")
            if kind == "read":
                return words.msg("portents-reason-lines-up-read")
        return words.msg("portents-reason-least-to-read")

    def kitty(self, state, action) -> Msg:
        if isinstance(action, Burn):
            return words.msg("portents-reason-kitty-burn")
        if isinstance(action, Snuff):
            return words.msg("portents-reason-kitty-snuff")
        return words.msg("portents-reason-kitty-best")


# ---------------------------------------------------------------------------------- the planner
class PortentsPlanner:
    """The decision maker behind Portents' Hard level (see the module docstring)."""

    name = "hard"
    w_turn = 1.5  # a turn of the Kitty's laps left, against 10 for an Omen (a mark) still missing
    w_late = 20.0  # each Omen (mark) missing beyond what the turns left usually bring
    pace_marks = 2.2  # attribute marks a turn usually brings
    w_next = 1.0  # the next push's best reading
    w_kitty_omen = 40.0  # Omniscient Oracle: an Omen in the Kitty's paws
    max_orders = 8  # bag orders weighed for the Kitty's turn (all of them up to this many)
    w_threat = 3.0  # duel: each Omen-need the seat's own next push could meet (see _threat)
    w_threat_dry = 0.4  # ... and more for each turn in a row gone without an Omen
    w_burn = 20.0  # duel: the seat's next push could make the Portents that light a fourth offering

    def __init__(self, game, seat: int = 0, seed: int = 0, *, top: int = 20, reply_top: int = 30):
        self.game = game
        self.data = game.load_data()
        self.seat = seat
        self.seed = seed
        self.top = top  # turns looked at past the Kitty / the reply
        self.reply_top = reply_top
        self.fmt = words.Plain(self.data)
        self._plan: dict = {}  # rules-state key -> (the next action, the reason, the turn's steps left)
        self.model: Model | None = None
        self.reasons = TurnReasons(self)

    # ------------------------------------------------------------------ protocol
    def decide(self, decision: Decision) -> Choice:
        legal = decision.legal
        view = decision.view
        state = view.state
        if self.model is None:
            self.model = Model(self.data, state.solo, state.difficulty)
        key = state.key(hidden=False)
        planned = self._plan.get(key)
        if planned is not None and planned[0] in legal:
            return Choice(*planned)
        if len(legal) == 1:
            return Choice(legal[0], self.reasons.only(state, legal[0]))
        seat = decision.seat
        phase = state.phase
        if phase is Phase.OPENING:
            return self._opening(state, seat, legal)
        if phase is Phase.SACRIFICE:
            return self._sacrifice(state, seat, legal)
        if state.active == KITTY:  # the Kitty's Portents: its offerings or its snuffing are ours to choose
            return self._kitty_choice(state, seat)
        return self._turn(state, seat)

    # ------------------------------------------------------------------ whole turns
    def _turn(self, state, seat: int) -> Choice:
        ends = self._turns(state, seat)
        ranked = sorted(ends, key=lambda e: -e[2])
        if self.model.solo:
            best = None
            for path, end, quick in ranked[:self.top]:
                value = self._after_kitty(end)
                if best is None or value > best[2]:
                    best = (path, end, value)
            path, end, value = best
        else:
            best = None
            for path, end, quick in ranked[:self.reply_top]:
                value = self._after_reply(end, seat)
                if best is None or value > best[2]:
                    best = (path, end, value)
            path, end, value = best
        reason = self.reasons.turn(state, end, seat)
        probe = state.clone()
        for i, action in enumerate(path):
            self._plan[probe.key(hidden=False)] = (action, reason, tuple(path[i:]))
            probe.apply(seat, action)
        return Choice(path[0], reason, tuple(path))

    def _turns(self, state, seat: int) -> list:
        """Every whole turn from here: (actions, the state where the seat's choices end, quick value)."""
        out: list = []
        seen: set = set()

        def rec(s, path, lane_floor: int) -> None:
            if s.is_over or seat not in s.to_move() or s.active != seat or s.phase is Phase.SACRIFICE:
                k = s.key(hidden=False)
                if k not in seen:
                    seen.add(k)
                    out.append((path, s, self._quick(s, seat)))
                return
            legal = s.legal_actions(seat)
            if s.phase is Phase.PUSH:
                gaps = [c for c in range(9) if s.altar[c] == GAP]
                first_gap = gaps[0] if gaps else None
                for a in legal:
                    if type(a) is Shift:
                        if a.lane < lane_floor:
                            continue  # shifts in different lanes commute: one order of them
                        c = s.clone()
                        c.apply(seat, a)
                        rec(c, path + [a], a.lane)
                    elif type(a) is Place:
                        if a.cell != first_gap:
                            continue  # fill the gaps in order
                        c = s.clone()
                        c.apply(seat, a)
                        rec(c, path + [a], 3)
                    else:
                        c = s.clone()
                        c.apply(seat, a)
                        rec(c, path + [a], 3)
                return
            for a in legal:  # Burn / Snuff: the order of a set rarely matters; keep every end
                c = s.clone()
                c.apply(seat, a)
                rec(c, path + [a], lane_floor)

        rec(state, [], 0)
        return out

    def _quick(self, s, seat: int) -> float:
        """A position's value without looking at what comes next."""
        if s.is_over:
            return self._terminal(s, seat)
        m = self.model
        if m.solo:
            mine = s.collected[0]
            value = -10.0 * m.missing(mine, s.slots) + 0.5 * len(mine) - 25.0 * m.kitty_danger(s.kitty_omens)
            value -= 6.0 * max(0, s.lit_count - 1) ** 2
            if s.steal:  # no new Portent: the Kitty steals first
                value -= 15.0
                stolen = s.slots[s.kitty_slot]
                if stolen != GAP:
                    value -= 10.0 + (self.w_kitty_omen if m.difficulty.omens else 0.0)
            return value
        return self._duel_static(s, seat)

    def _terminal(self, s, seat: int) -> float:
        if s.draw:
            return 0.0
        if seat in s.winners:
            return WIN - s.turns
        return -WIN + s.turns

    # ------------------------------------------------------------------ solo: the Kitty's reply
    def _after_kitty(self, s) -> float:
        """The mean value over the bag's possible orders of the position after the Kitty's turn."""
        if s.is_over:
            return self._terminal(s, 0)
        if s.phase is Phase.SACRIFICE:  # (weighing every sacrifice here would cost a dozen Kitty turns)
            c = s.clone()
            tile = self._spare_tile(c)
            bag = sorted(c.bag)
            c.bag = [t for t in bag if t != bag[len(bag) // 2]] + [bag[len(bag) // 2]]
            c.apply(0, Sacrifice(self.data.tile_names[tile]))
            return self._kitty_mean(c)
        return self._kitty_mean(s)

    def _spare_tile(self, s) -> int:
        """Feed the Cat, quickly: the hand tile that shares a colour or shape with the fewest altar tiles."""
        altar = [t for t in s.altar if t != GAP]

        def links(t: int) -> int:
            return sum(1 for u in altar if u >> 2 == t >> 2 or u & 3 == t & 3)

        return min(s.hands[0], key=lambda t: (links(t), t))

    def _orders(self, bag, need: int) -> list:
        """The bag orders that differ in what the Kitty can draw (its last ``need`` tiles, drawn from the end)."""
        if len(bag) <= 1:
            return [list(bag)]
        need = min(need, len(bag))
        out = []
        for tail in permutations(bag, need):
            rest = [t for t in bag if t not in tail]
            out.append(rest + list(tail[::-1]))
        if len(out) > self.max_orders:  # Chaotic Cat's bigger bag: an even spread of the orders
            step = len(out) / self.max_orders
            out = [out[int(i * step)] for i in range(self.max_orders)]
        return out

    def _kitty_mean(self, s) -> float:
        orders = self._orders(sorted(s.bag), 3)
        total = 0.0
        for order in orders:
            c = s.clone()
            c.bag = list(order)
            c.apply(KITTY, c.legal_actions(KITTY)[0])
            while not c.is_over and 0 in c.to_move() and c.active == KITTY:
                c = self._best_kitty_choice(c)
            total += self._static(c)
        return total / len(orders)

    def _best_kitty_choice(self, s):
        """The Kitty's turn stopped for our choice (its offerings, its snuffing): the best end of it."""
        best, best_value = None, None
        for end in self._kitty_ends(s):
            v = self._static(end)
            if best_value is None or v > best_value:
                best, best_value = end, v
        return best

    def _kitty_ends(self, s) -> list:
        out, seen = [], set()

        def rec(c) -> None:
            if c.is_over or not (0 in c.to_move() and c.active == KITTY):
                k = c.key(hidden=False)
                if k not in seen:
                    seen.add(k)
                    out.append(c)
                return
            for a in c.legal_actions(0):
                d = c.clone()
                d.apply(0, a)
                rec(d)

        rec(s)
        return out

    def _static(self, s) -> float:
        """A solo position at the player's turn (or the game's end), valued."""
        if s.is_over:
            return self._terminal(s, 0)
        m = self.model
        mine = s.collected[0]
        missing = m.missing(mine, s.slots)
        if missing >= 99:
            return -WIN / 2 + len(mine)
        turns = m.kitty_turns(s)
        danger = m.kitty_danger(s.kitty_omens)
        value = -10.0 * missing + 0.5 * len(mine) + self.w_turn * turns - 30.0 * danger
        if m.difficulty.omens:  # the last Omens come slowly: the fewer out, the fewer a Portent reads
            value -= self.w_late * max(0.0, m.turns_needed(missing, s.slots) - turns)
        else:
            value -= self.w_late * max(0.0, missing - self.pace_marks * turns)  # behind the pace
        if m.difficulty.omens:  # every Omen the Kitty holds is one the target cannot spare
            value -= self.w_kitty_omen * len(s.kitty_omens)
        lit = s.lit_count
        value -= 6.0 * max(0, lit - 1) ** 2
        # the next push: its best collection toward the target, or the steal if none makes a Portent
        slots = s.slots
        sides = s.allowed_sides(0)

        def gain(got) -> float:
            if not got:
                return 0.0
            return -10.0 * m.missing(mine + got, slots) + 0.5 * len(got)

        base = -10.0 * missing
        best, portent = m.best_push(s.altar, s.lit, s.hands[0], slots, sides, gain)
        if portent:
            value += self.w_next * (best - base)
        else:
            value -= 15.0
            stolen = slots[s.kitty_slot]
            if stolen != GAP and m.kitty_danger(list(s.kitty_omens) + [stolen]) >= 1.0:
                value -= 40.0
        return value

    # ------------------------------------------------------------------ duel: the reply
    def _duel_static(self, s, seat: int) -> float:
        if s.is_over:
            return self._terminal(s, seat)
        m = self.model
        mine = m.duel_missing(s.collected[seat], s.slots)
        theirs = m.duel_missing(s.collected[1 - seat], s.slots)
        value = 12.0 * min(theirs, 8) - 12.0 * min(mine, 8)
        value += 1.0 * (len(s.collected[seat]) - len(s.collected[1 - seat]))
        return value

    def _after_reply(self, s, seat: int) -> float:
        """A duel turn's end, less what the opponent's best push could read from it."""
        if s.is_over:
            return self._terminal(s, seat)
        value = self._duel_static(s, seat)
        other = 1 - seat
        if s.active != other or s.phase is not Phase.PUSH:
            return value
        m = self.model
        omens = s.collected[other]
        base = m.duel_missing(omens, s.slots)

        def gain(got) -> float:
            return base - m.duel_missing(omens + got, s.slots)

        best, portent = m.best_push(s.altar, s.lit, s.hands[other], s.slots, SIDES, gain)
        if portent and best >= base:
            return -WIN / 2  # its next push could complete a winning Fortune
        value += self._threat(s, seat)
        if not portent:
            return value + 3.0  # the opponent cannot make a Portent
        if s.lit_count >= 3:
            value -= 150.0  # a Portent of its own might light the fourth offering
        return value - 12.0 * best

    def _threat(self, s, seat: int) -> float:
        """What the seat's own next push could read from this position (were the altar left as it is),
        weighed more the longer the duel has gone without an Omen: a standoff where neither side can
        read anything otherwise looks as good as any other, and drifts to the stall rule's draw."""
        return self.threats(s, seat)[0]

    def threats(self, s, seat: int) -> tuple[float, str]:
        """``_threat``'s value, and what it is: "burn" (a push that could light the fourth offering),
        "read" (a push that reads an Omen toward a Fortune) or ""."""
        m = self.model
        omens = s.collected[seat]
        base = m.duel_missing(omens, s.slots)

        def gain(got) -> float:
            return base - m.duel_missing(omens + got, s.slots) + 0.25 * len(got)

        most = [0]
        best, portent = m.best_push(s.altar, s.lit, s.hands[seat], s.slots, SIDES, gain, most)
        if not portent:
            return 0.0, ""
        value = (self.w_threat + self.w_threat_dry * s.dry) * max(0.0, best)
        kind = "read" if best > 0 else ""  # the push reads at least one Omen
        if 0 < s.lit_count < 3 and most[0] >= 4 - s.lit_count:  # one push could light the fourth offering
            value += self.w_burn + self.w_threat_dry * s.dry
            kind = "burn"
        return value, kind

    # ------------------------------------------------------------------ other decisions
    def _kitty_choice(self, state, seat: int) -> Choice:
        ends = self._kitty_ends(state)
        best = max(ends, key=lambda e: self._static(e))
        # find the first action leading to the best end
        for a in state.legal_actions(seat):
            c = state.clone()
            c.apply(seat, a)
            if any(e.key(hidden=False) == best.key(hidden=False) for e in self._kitty_ends(c)):
                return Choice(a, self.reasons.kitty(state, a))
        a = state.legal_actions(seat)[0]
        return Choice(a, self.reasons.kitty(state, a))

    def _sacrifice_value(self, s, action) -> float:
        total, n = 0.0, 0
        bag = sorted(s.bag)
        for drawn in bag:
            c = s.clone()
            c.bag = [t for t in bag if t != drawn] + [drawn]
            c.apply(0, action)
            total += self._kitty_mean(c) if not c.is_over else self._terminal(c, 0)
            n += 1
        return total / max(1, n)

    def _sacrifice(self, state, seat: int, legal) -> Choice:
        best = max(legal, key=lambda a: self._sacrifice_value(state, a))
        tile = self.data.tile_index[best.tile]
        return Choice(best, words.msg("portents-reason-least-next-push", tile=words.tile_msg(self.data, tile)))

    def _opening(self, state, seat: int, legal) -> Choice:
        m = self.model
        first = 1 - seat

        def their_best(a) -> float:
            c = state.clone()
            c.apply(seat, a)
            omens = c.collected[first]
            base = m.duel_missing(omens, c.slots)
            best, portent = m.best_push(c.altar, c.lit, c.hands[first], c.slots, SIDES,
                                        lambda got: base - m.duel_missing(omens + got, c.slots) + 0.1 * len(got))
            return best if portent else -1.0

        best = min(legal, key=their_best)
        return Choice(best, words.msg("portents-reason-blocks-most"))


# ---------------------------------------------------------------------------------- Easy's words
class PortentsExplainer(PortentsPolicy):
    """Portents' search policy, plus reasons in the game's words (the Easy level explains with it)."""

    def explain(self, view, action, stats: dict) -> "Msg | str":
        state = view.state
        data = state.data
        if isinstance(action, Shift):
            if state.side is None:
                return words.msg("portents-reason-push-from", side=words.msg("portents-from-" + action.side))
            return words.msg("portents-reason-one-more-shift")
        if isinstance(action, Place):
            tile = data.tile_index[action.tile]
            cell = action.cell
            got = self._gain(state, tile, cell) if state.altar.count(GAP) == 1 else 0
            if got >= 4:
                return words.msg("portents-reason-completes-reads", tile=words.tile_msg(data, tile))
            if got:
                return words.msg("portents-reason-completes", tile=words.tile_msg(data, tile))
            return words.msg("portents-reason-fits", tile=words.tile_msg(data, tile))
        if isinstance(action, Burn):
            return words.msg("portents-reason-fewest-blocked")
        if isinstance(action, Snuff):
            return words.msg("portents-reason-snuff-first")
        if isinstance(action, Sacrifice):
            return words.msg("portents-reason-least-useful")
        if isinstance(action, Pass):
            return words.msg("portents-reason-no-push")
        return ""


__all__ = ["PortentsPlanner", "PortentsExplainer"]
