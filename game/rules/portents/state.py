"""Portents' rules: the whole game as one state, its legal moves and ``apply``.

A turn is the Sleight of Hand (push 1 to 3 tiles off the altar from one side, fill the gaps
from the hand, the pushed tiles join the hand) and then the Scrying (new Portents collect the
Omens at both ends of their lines, each new Portent lights a tile of its own as a Burnt
Offering, old offerings that no longer block a Portent are snuffed). The duel ends when the
active player has a Fortune of 4 or two Fortunes of 3, or four Burnt Offerings lie on the
altar at the end of a turn; solo, the Kitty (seat ``AUTOMATON``) plays between the player's
turns: it steals when the player made no Portent, pushes from its slot, prowls clockwise, and
scries. The player decides the Kitty's Burnt Offerings (and the order of its snuffing): the
Kitty's turn stops with the player in ``to_move()`` and goes on once they have chosen.

Hidden: only the order of the bag (solo) and the generator's state. Both hands are open.
"""
from __future__ import annotations

import hashlib
from enum import Enum
from itertools import combinations

from game.protocol import AUTOMATON, Event, GameState, Outcome, Setup, not_to_move
from game.rules.base import Action, IllegalAction, Rng
from game.rules.portents.actions import Burn, KittyTurn, Pass, Place, Sacrifice, Shift, Snuff
from game.rules.portents.altar import CHALLENGES, GAP, SIDES, PortentsData

KITTY = AUTOMATON
WIN_POINTS = 20  # the score of a win on top of the Omens (so a winner always outscores the loser)
_new_tuple = tuple.__new__


class Phase(str, Enum):
    OPENING = "opening"  # duel: the second player lights the first Burnt Offering
    PUSH = "push"  # the active player shifts lanes, then places hand tiles into the gaps
    BURN = "burn"  # the chooser lights a tile for each new Portent
    SNUFF = "snuff"  # the chooser snuffs old offerings, in an order of their own
    SACRIFICE = "sacrifice"  # solo, Feed the Cat: a hand tile goes to the bag
    KITTY = "kitty"  # solo: the Kitty's turn
    OVER = "over"


def popcount(x: int) -> int:
    return bin(x).count("1")


def shares(a: int, b: int, c: int) -> int:
    """The attribute three tiles share (0-3 a colour, 4-7 a shape), or -1."""
    if a >> 2 == b >> 2 == c >> 2:
        return a >> 2
    if a & 3 == b & 3 == c & 3:
        return 4 + (a & 3)
    return -1


def hand_ok(tiles) -> bool:
    """A hand of three with no colour and no shape common to all three."""
    a, b, c = tiles
    return shares(a, b, c) < 0


def attribute_counts(omens) -> list[int]:
    counts = [0] * 8
    for o in omens:
        counts[o >> 2] += 1
        counts[4 + (o & 3)] += 1
    return counts


def fortunes(omens, size: int) -> int:
    """How many Fortunes of ``size`` (attributes with at least ``size`` Omens) a collection holds."""
    return sum(1 for n in attribute_counts(omens) if n >= size)


# _OK[a << 8 | b << 4 | c]: three tiles with no attribute common to all three
_OK = bytes(int(shares(x >> 8, (x >> 4) & 15, x & 15) < 0) for x in range(4096))

# every vector of shifts per lane (1 to 3 in all), with the places (lane * 3 + depth from the far
# end) of the tiles it pushes off
_VECTORS = tuple(((a, b, c), tuple([k for k in range(a)] + [3 + k for k in range(b)] + [6 + k for k in range(c)]))
                 for a in range(4) for b in range(4) for c in range(4) if 1 <= a + b + c <= 3)

# actions are values: one shared instance each keeps listing them cheap
_SHIFTS = {(s, lane): Shift(s, lane) for s in SIDES for lane in range(3)}
_PASS = Pass()
_KITTY_TURN = KittyTurn()
_ACTIONS: dict = {}


def _acts(data: PortentsData):
    acts = _ACTIONS.get(id(data))
    if acts is None or acts[0] is not data:
        names = data.tile_names
        acts = _ACTIONS[id(data)] = (
            data,
            [[Place(names[t], c) for c in range(9)] for t in range(16)],
            [Burn(n) for n in names], [Snuff(n) for n in names], [Sacrifice(n) for n in names])
    return acts


class PortentsState(GameState):
    """The whole game: altar, lit tiles, hands, bag, Omen slots, collections, the Kitty, whose decision."""

    def __init__(self, data: PortentsData, seed: int, setup: Setup):
        self.data = data
        self.setup = setup
        self.seed = seed
        self.players = setup.players
        self.solo = setup.mode == "solo"
        if self.players != (1 if self.solo else 2):
            raise ValueError("Portents is played alone against the Kitty, or by two")
        self.automaton_name = "The Kitty" if self.solo else None
        self.difficulty = data.difficulties[setup.option("difficulty", "standard")] if self.solo else None
        self.challenges = frozenset(c for c in CHALLENGES if self.solo and setup.option(c, False))
        self.rng = Rng(seed)
        self.events: list[Event] = []
        self.revealed = False
        self.altar: list[int] = []
        self.lit = 0  # bit t: tile t is a Burnt Offering
        self.old_lit = 0  # the offerings lit when the turn began (the only ones snuffing checks)
        self.hands: list[list[int]] = []
        self.token = GAP  # the tile on the Kitty's token
        self.bag: list[int] = []  # solo: top is the end
        self.collected: list[list[int]] = [[] for _ in range(self.players)]
        self.kitty_omens: list[int] = []
        self.kitty_slot = data.kitty_start
        self.laps = 0
        self.steal = False  # the Kitty steals at the start of its turn
        self.extra_step = False  # Felis Pyromanias: the Kitty's next advance takes one more step
        self.phase = Phase.PUSH
        self.active = 0
        self.chooser = 0
        self.first = 0
        # the push under way
        self.side: str | None = None
        self.counts = [0, 0, 0]
        self.origin: tuple = ()
        self.pushed: list[int] = []
        self.placing = False
        self.good: dict = {}  # side -> the lane-count vectors whose push can end legally (from ``origin``)
        # the scrying under way
        self.portents: list[tuple[int, int]] = []  # (line, attribute)
        self.burn_options: list[int] = []  # cell masks: the sets of tiles that can serve the new Portents
        self.burn_chosen = 0  # cell mask
        self.snuff_left = 0  # tile mask: old offerings still to be considered
        # the turn and the game
        self.made_portent = False
        self.took_omen = False
        self.passed = False
        self.turns = 0  # players' turns completed
        self.passes = 0  # passes in a row
        self.dry = 0  # turns in a row without an Omen collected
        self.winners: frozenset = frozenset()
        self.kitty_won = False
        self.draw = False
        self.reason = ""
        self._deal()

    # ------------------------------------------------------------------ setup
    def _deal(self) -> None:
        rng = self.rng
        tiles = list(range(16))
        hands = self.players
        while True:
            rng.shuffle(tiles)
            altar = tiles[:9]
            dealt = [tiles[9 + 3 * s:12 + 3 * s] for s in range(hands)]
            if not self._portents_on(altar, 0) and all(hand_ok(h) for h in dealt):
                break
        self.altar = altar
        self.hands = [list(h) for h in dealt]
        rest = tiles[9 + 3 * hands:]
        if self.solo and "chaotic_cat" in self.challenges:
            self.bag = rest
        else:
            self.token, self.bag = rest[0], rest[1:]
        omens = list(range(16))
        rng.shuffle(omens)
        self.slots = omens
        self._log("deal", (tuple(self.altar), tuple(tuple(h) for h in self.hands), self.token, tuple(self.slots)))
        if self.solo:
            self._log("solo", (self.difficulty.id, tuple(sorted(self.challenges))))
            self._start_turn(0)
        else:
            self.first = rng.below(2)
            self.chooser = 1 - self.first
            self.phase = Phase.OPENING
            self._log("first", (self.first,))

    # ------------------------------------------------------------------ small helpers
    def _log(self, kind: str, data: tuple = (), actor: int | None = None) -> None:
        self.events.append(_new_tuple(Event, (kind, data, actor, None)))

    def tile(self, name) -> int:
        """A tile's number from its id (-1 for an unknown id)."""
        return self.data.tile_index.get(name, -1) if isinstance(name, str) else -1

    def cell_of(self, tile: int) -> int:
        try:
            return self.altar.index(tile)
        except ValueError:
            return -1

    def _portents_on(self, altar, lit: int) -> list[tuple[int, int]]:
        """Every line of three unlit tiles sharing an attribute: (line, attribute)."""
        out = []
        for li, (a, b, c) in enumerate(self.data.lines):
            ta, tb, tc = altar[a], altar[b], altar[c]
            if ta < 0 or tb < 0 or tc < 0 or (lit >> ta | lit >> tb | lit >> tc) & 1:
                continue
            attr = shares(ta, tb, tc)
            if attr >= 0:
                out.append((li, attr))
        return out

    def new_portents(self) -> list[tuple[int, int]]:
        return self._portents_on(self.altar, self.lit)

    def snuffable(self, tile: int) -> bool:
        """Whether turning this offering alone back leaves every line without a new Portent."""
        altar, lit = self.altar, self.lit & ~(1 << tile)
        cell = self.cell_of(tile)
        for li in self.data.cell_lines[cell]:
            a, b, c = (altar[x] for x in self.data.lines[li])
            if a < 0 or b < 0 or c < 0 or (lit >> a | lit >> b | lit >> c) & 1:
                continue
            if shares(a, b, c) >= 0:
                return False
        return True

    @property
    def lit_count(self) -> int:
        return popcount(self.lit)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def collector(self) -> list[int]:
        """The collection the active side's Omens go to."""
        return self.kitty_omens if self.active == KITTY else self.collected[self.active]

    def kitty_sides(self) -> tuple[str, ...]:
        return self.data.slots[self.kitty_slot].touches

    def allowed_sides(self, seat: int) -> tuple[str, ...]:
        if self.solo and "dont_disturb" in self.challenges:
            return tuple(s for s in SIDES if s not in self.kitty_sides())
        return SIDES

    # ------------------------------------------------------------------ targets
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
        """The Fortune that wins the duel for ``seat`` ("four", "threes"), or ""."""
        d = self.data
        counts = attribute_counts(self.collected[seat])
        if max(counts) >= d.duel_fortune_of:
            return "fortune"
        many, size = d.duel_fortunes_of
        if sum(1 for n in counts if n >= size) >= many:
            return "fortunes"
        return ""

    def kitty_fortune(self) -> str:
        d = self.data
        counts = attribute_counts(self.kitty_omens)
        if max(counts) >= d.kitty_fortune_of:
            return "kitty_fortune"
        many, size = d.kitty_fortunes_of
        if sum(1 for n in counts if n >= size) >= many:
            return "kitty_fortunes"
        return ""

    # ------------------------------------------------------------------ who decides
    def to_move(self) -> frozenset:
        p = self.phase
        if p is Phase.OVER:
            return frozenset()
        if p is Phase.KITTY:
            return frozenset((KITTY,))
        if p is Phase.PUSH:
            return frozenset((self.active,))
        if p is Phase.SACRIFICE:
            return frozenset((0,))
        return frozenset((self.chooser,))

    def deciding_seat(self) -> int | None:
        movers = self.to_move()
        return next(iter(movers)) if movers else None

    # ------------------------------------------------------------------ the push
    def _lane_capacity(self, altar, lane) -> int:
        """How many shifts a lane allows: its unlit tiles counted from the far end."""
        n = 0
        for cell in reversed(lane):
            t = altar[cell]
            if t < 0 or (self.lit >> t) & 1:
                break
            n += 1
        return n

    @staticmethod
    def _hand_can_end(hand, pushed, placing: int | None = None) -> bool:
        """Whether placing ``placing`` tiles of ``hand`` (default: as many as ``pushed``) can leave a
        legal hand: the tiles kept plus the ``pushed`` ones, three with no attribute in common."""
        keep = len(hand) - (len(pushed) if placing is None else placing)
        if keep < 0 or keep + len(pushed) != 3:
            return False
        for kept in combinations(hand, keep):
            a, b, c = list(kept) + list(pushed)
            if _OK[a << 8 | b << 4 | c]:
                return True
        return False

    def _plan_pushes(self, seat: int) -> dict:
        """Per side: every vector of shifts per lane whose push can end with a legal hand."""
        altar, lit, most = self.altar, self.lit, self.data.pushes
        hand = self.hands[seat]
        ok = _OK
        if len(hand) != 3:
            return {}
        h0, h1, h2 = hand
        out = {}
        for side in self.allowed_sides(seat):
            seqs = []
            for lane in self.data.sides[side]:
                seq = []
                for cell in (lane[2], lane[1], lane[0]):
                    t = altar[cell]
                    if t < 0 or (lit >> t) & 1 or len(seq) >= most:
                        break
                    seq.append(t)
                seqs.append(seq)
            c0, c1, c2 = len(seqs[0]), len(seqs[1]), len(seqs[2])
            flat = seqs[0] + [0] * (3 - c0) + seqs[1] + [0] * (3 - c1) + seqs[2] + [0] * (3 - c2)
            good = []
            for v, picks in _VECTORS:
                if v[0] > c0 or v[1] > c1 or v[2] > c2:
                    continue
                if len(picks) == 1:
                    x = flat[picks[0]]
                    fine = ok[h0 << 8 | h1 << 4 | x] or ok[h0 << 8 | h2 << 4 | x] or ok[h1 << 8 | h2 << 4 | x]
                elif len(picks) == 2:
                    x = flat[picks[0]] << 4 | flat[picks[1]]
                    fine = ok[h0 << 8 | x] or ok[h1 << 8 | x] or ok[h2 << 8 | x]
                else:
                    fine = ok[flat[picks[0]] << 8 | flat[picks[1]] << 4 | flat[picks[2]]]
                if fine:
                    good.append(v)
            if good:
                out[side] = tuple(good)
        return out

    def _extends(self, side: str, counts) -> bool:
        a, b, c = counts
        return any(x >= a and y >= b and z >= c for x, y, z in self.good.get(side, ()))

    def _shift_refusal(self, seat: int, side, lane) -> str | None:
        if side not in SIDES:
            return "Name a side of the altar: top, right, bottom or left."
        if type(lane) is not int or not 0 <= lane < 3:
            return "Each side has three lanes: 0, 1 and 2."
        if self.placing:
            return "You have begun filling the gaps: the push is over."
        if self.side is not None and side != self.side:
            return f"This turn's push comes from the {self.side}: every shift of a turn is made from one side."
        if sum(self.counts) >= self.data.pushes:
            return f"{self.data.pushes} shifts is the most a turn allows: fill the gaps now."
        if side not in self.allowed_sides(seat):
            return "Don't Disturb the Cat: you may not push from a side the Kitty sits by."
        cells = self.data.sides[side][lane]
        far = self.altar[cells[2]]
        if far < 0:
            return "That lane has no tile left to push off."
        if (self.lit >> far) & 1:
            return (f"The {self.data.tile_title(far)} is a Burnt Offering: it may reach the edge of the altar but "
                    f"never be pushed off.")
        counts = list(self.counts) if self.side is not None else [0, 0, 0]
        counts[lane] += 1
        if not self._extends(side, counts):
            return ("However it ends, that push would leave three tiles sharing a colour or a shape in your hand: "
                    "no hand may end the Sleight of Hand so.")
        return None

    def _place_refusal(self, seat: int, tile: int, cell) -> str | None:
        if tile < 0:
            return "There is no such tile."
        if self.side is None:
            return "Push first: gaps open where the tiles slide."
        if type(cell) is not int or not 0 <= cell < 9:
            return "The altar's squares are numbered 0 to 8."
        if self.altar[cell] != GAP:
            return "Place a tile into a gap the push opened."
        hand = self.hands[seat]
        if tile not in hand:
            return f"The {self.data.tile_title(tile)} is not in your hand."
        rest = [t for t in hand if t != tile]
        if not self._hand_can_end(rest, self.pushed, self.altar.count(GAP) - 1):
            return ("Keeping the others would leave three tiles sharing a colour or a shape in your hand: "
                    "place another tile first.")
        return None

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        p = self.phase
        if p is Phase.OVER or seat not in self.to_move():
            return []
        acts = _acts(self.data)
        if p is Phase.KITTY:
            return [_KITTY_TURN]
        if p is Phase.PUSH:
            if not self.good:
                return [_PASS]
            out: list[Action] = []
            if not self.placing:
                if self.side is None:
                    for side, vectors in self.good.items():
                        for lane in range(3):
                            if any(v[lane] for v in vectors):
                                out.append(_SHIFTS[side, lane])
                else:
                    side = self.side
                    a, b, c = self.counts
                    vectors = self.good[side]
                    for lane, (x, y, z) in enumerate(((a + 1, b, c), (a, b + 1, c), (a, b, c + 1))):
                        for v in vectors:
                            if v[0] >= x and v[1] >= y and v[2] >= z:
                                out.append(_SHIFTS[side, lane])
                                break
            if self.side is not None:
                altar = self.altar
                gaps = [c for c in range(9) if altar[c] == GAP]
                place = acts[1]
                hand = self.hands[seat]
                more = len(gaps) - 1
                for t in hand:
                    if self._hand_can_end([u for u in hand if u != t], self.pushed, more):
                        row = place[t]
                        out += [row[c] for c in gaps]
            return out
        if p is Phase.OPENING:
            burn = acts[2]
            return [burn[t] for t in sorted(self.altar)]
        if p is Phase.BURN:
            burn = acts[2]
            return [burn[self.altar[c]] for c in self._burnable_cells()]
        if p is Phase.SNUFF:
            snuff = acts[3]
            return [snuff[t] for t in range(16) if (self.snuff_left >> t) & 1 and self.snuffable(t)]
        if p is Phase.SACRIFICE:
            sac = acts[4]
            return [sac[t] for t in sorted(self.hands[0])]
        return []

    def _burnable_cells(self) -> list[int]:
        chosen = self.burn_chosen
        cells = 0
        for m in self.burn_options:
            if m & chosen == chosen:
                cells |= m & ~chosen
        return [c for c in range(9) if (cells >> c) & 1]

    # ------------------------------------------------------------------ why illegal
    def why_illegal(self, seat: int | Action, action: Action | None = None) -> str | None:
        if action is None:
            seat, action = self.deciding_seat(), seat
        refusal = not_to_move(self, seat)
        if refusal is not None:
            return refusal
        p = self.phase
        if p is Phase.KITTY:
            return None if isinstance(action, KittyTurn) else "It is the Kitty's turn."
        if isinstance(action, KittyTurn):
            return "Only the Kitty takes the Kitty's turn."
        if p is Phase.PUSH:
            if isinstance(action, Pass):
                return None if not self.good else "A push is possible, so you must push: pass only when none is."
            if isinstance(action, Shift):
                if not self.good:
                    return "No push is possible this turn: pass."
                return self._shift_refusal(seat, action.side, action.lane)
            if isinstance(action, Place):
                return self._place_refusal(seat, self.tile(action.tile), action.cell)
            return "Push lanes from one side, then fill the gaps from your hand."
        if p is Phase.OPENING:
            if not isinstance(action, Burn):
                return "Light one tile of the altar as the first Burnt Offering."
            t = self.tile(action.tile)
            return None if t >= 0 and t in self.altar else "Light a tile that is on the altar."
        if p is Phase.BURN:
            if not isinstance(action, Burn):
                return "Light a Burnt Offering for each new Portent first."
            t = self.tile(action.tile)
            cell = self.cell_of(t) if t >= 0 else -1
            if cell < 0:
                return "Light a tile that is on the altar."
            if (self.burn_chosen >> cell) & 1:
                return "That tile is already lit for a new Portent."
            if not any(self.data.lines[li].count(cell) for li, _ in self.portents):
                return "Only a tile of a new Portent's line can become its Burnt Offering."
            if cell not in self._burnable_cells():
                return "Then some new Portent would be left without a Burnt Offering of its own: light another tile."
            return None
        if p is Phase.SNUFF:
            if not isinstance(action, Snuff):
                return "Snuff the old Burnt Offerings that no longer block a Portent first."
            t = self.tile(action.tile)
            if t < 0 or not (self.lit >> t) & 1:
                return "That tile is not a Burnt Offering."
            if not (self.snuff_left >> t) & 1:
                return "Only the offerings lit before this turn are snuffed."
            if not self.snuffable(t):
                return f"Turning the {self.data.tile_title(t)} back would make a Portent: it stays lit."
            return None
        if p is Phase.SACRIFICE:
            if not isinstance(action, Sacrifice):
                return "Feed the Cat: choose a tile of your hand to sacrifice."
            t = self.tile(action.tile)
            return None if t >= 0 and t in self.hands[0] else "Sacrifice a tile from your hand."
        return "That is not a move of this game."

    # ------------------------------------------------------------------ apply
    def apply(self, seat: int, action: Action) -> list[Event]:
        reason = self.why_illegal(seat, action)
        if reason is not None:
            raise IllegalAction(action, reason, seat)
        start = len(self.events)
        self.revealed = False
        kind = type(action)
        if kind is Shift:
            self._do_shift(seat, action)
        elif kind is Place:
            self._do_place(seat, action)
        elif kind is Pass:
            self._do_pass(seat)
        elif kind is Burn:
            if self.phase is Phase.OPENING:
                self._do_opening(seat, self.tile(action.tile))
            else:
                self._do_burn(seat, self.tile(action.tile))
        elif kind is Snuff:
            self._do_snuff(seat, self.tile(action.tile))
        elif kind is Sacrifice:
            self._do_sacrifice(self.tile(action.tile))
        elif kind is KittyTurn:
            self._kitty_turn()
        return self.events[start:]

    # -- turns -----------------------------------------------------------------------------
    def _start_turn(self, seat: int) -> None:
        self.active = seat
        self.old_lit = self.lit
        self.made_portent = self.took_omen = self.passed = False
        self.side = None
        self.counts = [0, 0, 0]
        self.pushed = []
        self.placing = False
        self.portents, self.burn_options, self.burn_chosen, self.snuff_left = [], [], 0, 0
        if seat == KITTY:
            self.phase = Phase.KITTY
            self.good = {}
            self._log("turn", (KITTY,), None)
            return
        self.phase = Phase.PUSH
        self.origin = tuple(self.altar)
        self.good = self._plan_pushes(seat)
        self._log("turn", (seat,), None)

    def _do_opening(self, seat: int, tile: int) -> None:
        self.lit |= 1 << tile
        self._log("opening", (seat, tile), seat)
        self._start_turn(self.first)

    def _do_shift(self, seat: int, action: Shift) -> None:
        self.side = action.side
        lane = self.data.sides[action.side][action.lane]
        altar = self.altar
        far = altar[lane[2]]
        altar[lane[2]], altar[lane[1]], altar[lane[0]] = altar[lane[1]], altar[lane[0]], GAP
        self.counts[action.lane] += 1
        self.pushed.append(far)
        self._log("shift", (seat, action.side, action.lane, far), seat)

    def _do_place(self, seat: int, action: Place) -> None:
        tile = self.tile(action.tile)
        self.placing = True
        self.hands[seat].remove(tile)
        self.altar[action.cell] = tile
        self._log("place", (seat, tile, action.cell), seat)
        if GAP not in self.altar:
            hand = self.hands[seat]
            hand += self.pushed
            self._log("palm", (seat, tuple(self.pushed)), seat)
            self.pushed = []
            self._scry()

    def _do_pass(self, seat: int) -> None:
        self.passed = True
        self._log("pass", (seat,), seat)
        self._scry()

    # -- scrying ---------------------------------------------------------------------------
    def _scry(self) -> None:
        found = self.new_portents()
        actor = self.active
        if found:
            if actor != KITTY:
                self.made_portent = True
            collection = self.collector()
            for li, attr in found:
                self._log("portent", (actor, li, attr), actor)
            for li, attr in found:
                for s in self.data.line_slots[li]:
                    omen = self.slots[s]
                    if omen != GAP and (omen >> 2 == attr or 4 + (omen & 3) == attr):
                        self.slots[s] = GAP
                        collection.append(omen)
                        self.took_omen = True
                        self._log("collect", (actor, omen, s, li), actor)
            self.portents = found
            self.burn_options = self._burn_sets(found)
            self.burn_chosen = 0
            self.chooser = actor if actor != KITTY else 0
            self._settle_burns()
            return
        self._start_snuffing()

    def _burn_sets(self, found) -> list[int]:
        lines = self.data.lines
        out: set[int] = set()

        def rec(i: int, used: int) -> None:
            if i == len(found):
                out.add(used)
                return
            for c in lines[found[i][0]]:
                if not (used >> c) & 1:
                    rec(i + 1, used | 1 << c)

        rec(0, 0)
        return sorted(out)

    def _settle_burns(self) -> None:
        """Light what is forced; stop for the chooser while a real choice is left."""
        chosen = self.burn_chosen
        left = [m for m in self.burn_options if m & chosen == chosen]
        self.burn_options = left
        if not left:  # cannot happen on a 3x3 altar (every set of lines has enough tiles), but never hang
            return self._start_snuffing()
        if len(left) > 1:
            self.phase = Phase.BURN
            return
        for c in range(9):
            if (left[0] >> c) & 1 and not (chosen >> c) & 1:
                self._light(c, None)
        self._start_snuffing()

    def _light(self, cell: int, chooser: int | None) -> None:
        tile = self.altar[cell]
        self.lit |= 1 << tile
        self.burn_chosen |= 1 << cell
        self._log("burn", (self.active, tile, chooser), self.active if chooser is None else chooser)

    def _do_burn(self, seat: int, tile: int) -> None:
        self._light(self.cell_of(tile), seat)
        self._settle_burns()

    def _snuff_outcomes(self, left: int, limit: int = 2) -> set[int]:
        """The lit masks that snuffing ``left`` one at a time in every possible order ends with
        (the search stops once ``limit`` different ones are found)."""
        out: set[int] = set()
        seen: set[tuple[int, int]] = set()
        saved = self.lit

        def rec(left: int) -> None:
            if len(out) >= limit or (self.lit, left) in seen:
                return
            seen.add((self.lit, left))
            can = [t for t in range(16) if (left >> t) & 1 and self.snuffable(t)]
            if not can:
                out.add(self.lit)
                return
            rest = 0
            for u in can:
                rest |= 1 << u
            for t in can:
                before = self.lit
                self.lit &= ~(1 << t)
                rec(rest & ~(1 << t))
                self.lit = before

        rec(left)
        self.lit = saved
        return out

    def _start_snuffing(self) -> None:
        self.snuff_left = self.old_lit & self.lit
        self.chooser = self.active if self.active != KITTY else 0
        self._settle_snuffs()

    def _settle_snuffs(self) -> None:
        left = self.snuff_left
        can = 0
        for t in range(16):
            if (left >> t) & 1 and self.snuffable(t):
                can |= 1 << t
        self.snuff_left = can
        if can:
            outcomes = self._snuff_outcomes(can)
            if len(outcomes) > 1:
                self.phase = Phase.SNUFF
                return
            final = next(iter(outcomes))
            for t in range(16):
                if (self.lit >> t) & 1 and not (final >> t) & 1:
                    self.lit &= ~(1 << t)
                    self._log("snuff", (self.active, t, None), self.active)
        self.snuff_left = 0
        for t in range(16):
            if (self.old_lit >> t) & 1 and (self.lit >> t) & 1:
                self._log("stays_lit", (self.active, t), self.active)
        self._end_turn()

    def _do_snuff(self, seat: int, tile: int) -> None:
        self.lit &= ~(1 << tile)
        self.snuff_left &= ~(1 << tile)
        self._log("snuff", (self.active, tile, seat), seat)
        self._settle_snuffs()

    # -- the end of a turn -----------------------------------------------------------------
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

    def _draw(self) -> int:
        return self.bag.pop()

    def _do_sacrifice(self, tile: int) -> None:
        hand = self.hands[0]
        drawn = self._draw()
        hand[hand.index(tile)] = drawn
        self.bag.append(tile)
        self.rng.shuffle(self.bag)
        self.revealed = True
        self._log("sacrifice", (0, tile, drawn), 0)
        self._start_turn(KITTY)

    # -- the Kitty -------------------------------------------------------------------------
    def _kitty_turn(self) -> None:
        self.revealed = True
        data = self.data
        slot = self.kitty_slot
        if self.steal:
            omen = self.slots[slot]
            if omen != GAP:
                self.slots[slot] = GAP
                self.kitty_omens.append(omen)
            self._log("steal", (slot, omen), KITTY)
            self.steal = False
        self._kitty_push(data.slots[slot])
        self._kitty_advance()
        self._scry()

    def _kitty_push(self, info) -> None:
        altar, lit = self.altar, self.lit
        lanes = [self.data.sides[info.kitty_side][i] for i in info.kitty_lanes]
        chaotic = "chaotic_cat" in self.challenges
        if len(lanes) == 1:
            lane = lanes[0]
            shifts = [0] * min(self.data.pushes, self._lane_capacity(altar, lane))
        else:
            shifts = [i for i, lane in enumerate(lanes) if altar[lane[2]] >= 0 and not (lit >> altar[lane[2]]) & 1]
        blocked = tuple(info.kitty_lanes[i] for i in range(len(lanes))
                        if len(lanes) > 1 and i not in shifts) if len(lanes) > 1 else ()
        if not shifts:
            if chaotic:
                self._log("kitty_blocked", (info.kitty_side, info.kitty_lanes, GAP, GAP), KITTY)
                return
            old, new = self.token, self._draw()
            self.token = new
            self.bag.append(old)
            self.rng.shuffle(self.bag)
            self._log("kitty_blocked", (info.kitty_side, info.kitty_lanes, old, new), KITTY)
            return
        entered, off = [], []
        for k, i in enumerate(shifts):
            lane = lanes[i]
            if k == 0 and not chaotic:
                tile, self.token = self.token, GAP
            else:
                tile = self._draw()
            off.append(altar[lane[2]])
            altar[lane[2]], altar[lane[1]], altar[lane[0]] = altar[lane[1]], altar[lane[0]], tile
            entered.append((info.kitty_lanes[i], tile))
        if not chaotic:
            self.token = self._draw()
        self.bag += off
        self.rng.shuffle(self.bag)
        self._log("kitty_push", (info.kitty_side, tuple(entered), tuple(off), blocked, self.token, len(lanes) > 1),
                  KITTY)

    def _kitty_advance(self) -> None:
        steps = 2 if self.extra_step else 1
        extra = self.extra_step
        self.extra_step = False
        start = self.data.kitty_start
        for step in range(steps):
            pos = self.kitty_slot
            lap = False
            j = pos
            for _ in range(16):
                j = (j + 1) % 16
                if j == start:
                    lap = True
                if self.slots[j] != GAP or j == pos:
                    break
            self.kitty_slot = j
            if lap:
                self.laps += 1
            self._log("kitty_advance", (pos, j, lap, self.laps, extra and step == 1), KITTY)

    # ------------------------------------------------------------------ results
    def omens_of(self, seat: int) -> list[int]:
        return self.kitty_omens if seat == KITTY else self.collected[seat]

    def returns(self) -> tuple:
        return tuple(len(self.collected[s]) + (WIN_POINTS if s in self.winners and not self.draw else 0)
                     for s in range(self.players))

    def outcome(self) -> Outcome:
        tier = None
        if self.solo and self.is_over and self.winners:
            tier = self.difficulty.name
        return Outcome(self.returns(), self.winners, contest=True, tier=tier, tiebreak="a draw" if self.draw else "")

    def summary(self) -> dict:
        if self.is_over:
            progress = "Game over"
        elif self.solo:
            progress = f"Turn {self.turns + 1}, lap {min(self.laps + 1, self.data.kitty_laps)} of the Kitty"
        else:
            progress = f"Turn {self.turns + 1}"
        return {"progress": progress, "over": self.is_over, "scores": list(self.returns())}

    def score_sheet(self):
        from game.rules.portents.words import score_sheet

        return score_sheet(self)

    # ------------------------------------------------------------------ copies and fingerprints
    def clone(self) -> "PortentsState":
        new = object.__new__(PortentsState)
        d = new.__dict__
        d.update(self.__dict__)
        new.rng = Rng(self.rng.state)
        new.events = list(self.events)
        new.altar = list(self.altar)
        new.hands = [list(h) for h in self.hands]
        new.bag = list(self.bag)
        new.slots = list(self.slots)
        new.collected = [list(c) for c in self.collected]
        new.kitty_omens = list(self.kitty_omens)
        new.counts = list(self.counts)
        new.pushed = list(self.pushed)
        new.portents = list(self.portents)
        new.burn_options = list(self.burn_options)
        return new

    def key(self, hidden: bool = True) -> tuple:
        """Everything that makes the state (the bag in order and the generator when ``hidden``)."""
        return (self.phase.value, self.active, self.chooser, self.first, tuple(self.altar), self.lit, self.old_lit,
                tuple(map(tuple, self.hands)), self.token, tuple(self.bag) if hidden else tuple(sorted(self.bag)),
                tuple(self.slots), tuple(map(tuple, self.collected)), tuple(self.kitty_omens), self.kitty_slot,
                self.laps, self.steal, self.extra_step, self.side, tuple(self.counts), self.origin,
                tuple(self.pushed), self.placing, tuple(self.portents), tuple(self.burn_options), self.burn_chosen,
                self.snuff_left, self.made_portent, self.took_omen, self.passed, self.turns, self.passes, self.dry,
                tuple(sorted(self.winners)), self.kitty_won, self.draw, self.reason,
                self.rng.state if hidden else 0)

    def digest(self) -> str:
        return hashlib.sha256(repr(self.key()).encode()).hexdigest()[:32]
