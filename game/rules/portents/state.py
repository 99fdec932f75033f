"""Portents' rules: the whole game as one state (made of the parts in its sibling modules), its
legal moves and ``apply``.

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

from game.protocol import Event, GameState, Setup
from game.text import Msg
from game.rules.base import Action, Rng, clone_state
from game.rules.portents.actions import Burn, KittyTurn, Pass, Place, Sacrifice, Shift, Snuff
from game.rules.portents.altar import CHALLENGES, GAP, SIDES, PortentsData
from game.rules.portents.kitty import PortentsKitty
from game.rules.portents.phases import KITTY, WIN_POINTS, Phase
from game.rules.portents.push import PortentsPush
from game.rules.portents.refusals import PortentsRefusals
from game.rules.portents.results import PortentsResults
from game.rules.portents.scrying import PortentsScrying
from game.rules.portents.tiles import attribute_counts, fortunes, hand_ok, popcount, shares

# the state's public face: its class, and the phases, points and Fortune counts its view, words,
# ending and table read from here
__all__ = ["PortentsState", "Phase", "WIN_POINTS", "attribute_counts", "fortunes"]

_new_tuple = tuple.__new__


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


class PortentsState(PortentsPush, PortentsScrying, PortentsKitty, PortentsResults, PortentsRefusals, GameState):
    """The whole game: altar, lit tiles, hands, bag, Omen slots, collections, the Kitty, whose decision."""

    def __init__(self, data: PortentsData, seed: int, setup: Setup):
        self.data = data
        self.setup = setup
        self.seed = seed
        self.players = setup.players
        self.solo = setup.mode == "solo"
        if self.players != (1 if self.solo else 2):
            raise ValueError("Portents is played alone against the Kitty, or by two")
        self.automaton_name = Msg("portents-the-kitty") if self.solo else None
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

    # ------------------------------------------------------------------ apply
    def apply(self, seat: int, action: Action) -> list[Event]:
        self.check(seat, action)
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

    # ------------------------------------------------------------------ copies and fingerprints
    # what the rules change in place, copied by clone (the rest is shared, or replaced whole)
    _LISTS = ("events", "altar", "bag", "slots", "kitty_omens", "counts", "pushed", "portents", "burn_options")
    _NESTED = ("hands", "collected")

    def clone(self) -> "PortentsState":
        return clone_state(self, self._LISTS, self._NESTED)

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
