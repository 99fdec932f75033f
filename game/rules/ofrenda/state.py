"""Ofrenda's rules: the game state, its legal actions, and ``apply``.

Solo mode: the player takes 12 turns, each preceded by a turn of Abuela, the automaton.
Randomness comes only from the state's own :class:`~game.rules.base.Rng`, so a seed and an
action log always give the same game.
"""
from __future__ import annotations

import copy
import hashlib
from dataclasses import dataclass, field
from enum import Enum

from game.rules.base import Action, IllegalAction, Rng
from game.rules.ofrenda.actions import (
    AbuelaTurn, DiscardPortrait, EndTurn, PlaceCandle, PlaceMarigold, PlacePortrait, SkipCandle, TakeCandle,
    TakePortrait,
)
from game.rules.ofrenda.cards import COMPARATIVE_CANDLES, OfrendaData

MARKET_SPACES = 4
HAND_SIZE = 3
START_MARIGOLDS = 3
CANDLE_STORAGE = 3
TURNS = 12
DISCARD_GAIN = 3
SOLO_BOX_PORTRAITS = 3
ABUELA = -1  # the automaton's seat number
MARIGOLD = "marigold"  # what a marigold decoration slot holds


def abuela_space(roll: int) -> int:
    """Market space (0-based) that Abuela's die picks: 1 or 5 -> 1st, 2 or 6 -> 2nd, 3 -> 3rd, 4 -> 4th."""
    return {1: 0, 2: 1, 3: 2, 4: 3, 5: 0, 6: 1}[roll]


class Phase(str, Enum):
    ABUELA = "abuela"
    TAKE_PORTRAIT = "take_portrait"
    TAKE_CANDLE = "take_candle"
    PLAY_PORTRAIT = "play_portrait"
    DECORATE = "decorate"
    GAME_OVER = "game_over"


@dataclass(frozen=True)
class Event:
    """Something that happened, for the game log and for animations. ``text`` is for players."""

    kind: str
    text: str
    data: tuple = ()


@dataclass
class PlayerBoard:
    """One player's hand, storage and ofrenda."""

    name: str
    hand: list[str] = field(default_factory=list)
    marigolds: int = START_MARIGOLDS
    candles: list[str] = field(default_factory=list)  # storage, at most 3
    ofrenda: dict[str, str] = field(default_factory=dict)  # slot id -> portrait id
    lit: set[str] = field(default_factory=set)  # slot ids whose portrait is lit
    decorations: dict[str, str] = field(default_factory=dict)  # decoration id -> candle id or MARIGOLD
    lit_candles: set[str] = field(default_factory=set)  # decoration ids whose candle is lit
    discards: list[str] = field(default_factory=list)
    turns: int = 0


@dataclass(frozen=True)
class Score:
    """A final (or provisional) score, broken down the way the score pad is."""

    portraits: int  # lit portraits' points before golden doubling
    golden: int  # the extra points from golden slots
    marigolds: int
    candles: int
    per_slot: dict  # slot id -> points (doubled where golden)
    per_decoration: dict  # decoration id -> points
    lit_portraits: int

    @property
    def total(self) -> int:
        return self.portraits + self.golden + self.marigolds + self.candles


class _Compiled:
    """Per-data lookup tables in plain ints, so objectives evaluate fast (bots call them a lot)."""

    def __init__(self, data: OfrendaData):
        self.colour = {c: data.branch_index[p.branch] for c, p in data.portraits.items()}
        self.offering = {c: data.offering_index[p.offering] for c, p in data.portraits.items()}
        self.objective = {}
        for cid, p in data.portraits.items():
            o = p.objective
            if o.kind == "colour_at_least":
                self.objective[cid] = (0, data.branch_index[o.colour], o.count)
            elif o.kind == "offering_at_least":
                self.objective[cid] = (1, data.offering_index[o.offering], o.count)
            elif o.kind == "distinct_colours":
                self.objective[cid] = (2, 0, o.count)
            elif o.kind == "distinct_offerings":
                self.objective[cid] = (3, 0, o.count)
            elif o.kind == "no_colour":
                self.objective[cid] = (4, data.branch_index[o.colour], 0)
            elif o.kind == "no_offering":
                self.objective[cid] = (5, data.offering_index[o.offering], 0)
            else:  # own_colour_and_offering
                self.objective[cid] = (6, data.branch_index[o.colour], data.offering_index[o.offering])


_COMPILED: dict[int, _Compiled] = {}


def compiled(data: OfrendaData) -> _Compiled:
    key = id(data)
    if key not in _COMPILED:
        _COMPILED[key] = _Compiled(data)
    return _COMPILED[key]


def objective_met(data: OfrendaData, card: str, neighbours: list[str]) -> bool:
    """Whether ``card``'s objective holds for the portraits ``neighbours`` (empty slots left out)."""
    comp = compiled(data)
    code, a, n = comp.objective[card]
    if code == 0:
        return sum(1 for c in neighbours if comp.colour[c] == a) >= n
    if code == 1:
        return sum(1 for c in neighbours if comp.offering[c] == a) >= n
    if code == 2:
        return len({comp.colour[c] for c in neighbours}) >= n
    if code == 3:
        return len({comp.offering[c] for c in neighbours}) >= n
    if code == 4:
        return all(comp.colour[c] != a for c in neighbours)
    if code == 5:
        return all(comp.offering[c] != a for c in neighbours)
    return any(comp.colour[c] == a for c in neighbours) and any(comp.offering[c] == n for c in neighbours)


class OfrendaState:
    """The whole game: market, deck, candle bag, players' boards, Abuela, and whose turn it is."""

    def __init__(self, data: OfrendaData, seed: int, mode: str = "solo"):
        if mode != "solo":
            raise ValueError(f"unknown Ofrenda mode {mode!r}")
        self.data = data
        self.mode = mode
        self.seed = seed
        self.rng = Rng(seed)
        self.players = [PlayerBoard(name="You")]
        self.current = ABUELA
        self.phase = Phase.ABUELA
        self.round = 1
        self.events: list[Event] = []
        self.taken_space: int | None = None  # market space of the portrait taken this turn
        self.pending: list[str] = []  # decoration slots surrounded this turn and still empty
        self.last_rolls: tuple[int, ...] = ()
        self.revealed = False  # did the last apply reveal hidden information?

        # Solo: only the every-game portraits and candles; three more portraits go back unseen.
        portraits = [c for c, p in data.portraits.items() if p.players <= 2]
        self.box_portraits = [c for c, p in data.portraits.items() if p.players > 2]
        self.rng.shuffle(portraits)
        self.box_portraits += portraits[:SOLO_BOX_PORTRAITS]
        self.deck = portraits[SOLO_BOX_PORTRAITS:]  # the top of the deck is the end of the list
        self.bag = [c for c, k in data.candles.items() if not k.multiplayer]
        self.box_candles = [c for c, k in data.candles.items() if k.multiplayer]
        self.rng.shuffle(self.bag)
        self.market: list[str | None] = [self.deck.pop() for _ in range(MARKET_SPACES)]
        self.market_marigolds = [0] * MARKET_SPACES
        self.market_candles: list[str | None] = [self.bag.pop() for _ in range(MARKET_SPACES)]
        self.abuela_portraits: list[str] = []
        self.abuela_candles: list[str] = []
        for board in self.players:
            board.hand = [self.deck.pop() for _ in range(HAND_SIZE)]
        self.events.append(Event("setup", "The family gathers: four portraits and four candles wait on the "
                                          "family board. Abuela goes first."))

    # ---------------------------------------------------------------- queries
    def clone(self) -> "OfrendaState":
        """A deep copy sharing the immutable card data."""
        memo = {id(self.data): self.data}
        return copy.deepcopy(self, memo)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def automaton_to_move(self) -> bool:
        """True when the next action is the automaton's (the session plays it, after a pause)."""
        return self.phase is Phase.ABUELA

    def summary(self) -> dict:
        """A short description for save listings: where the game stands and the score so far."""
        if self.is_over:
            where = "Finished"
        else:
            where = f"Round {self.round} of {TURNS}"
        return {"turn": where, "round": self.round, "score": self.score(0).total, "over": self.is_over}

    @property
    def you(self) -> PlayerBoard:
        return self.players[0]

    def name(self, card: str) -> str:
        return self.data.portraits[card].name

    def take_cost(self, space: int) -> int:
        """Marigolds it costs to take the portrait in ``space``: one per portrait skipped."""
        return space

    def candle_cost(self, space: int) -> int:
        """Marigolds it costs to take the candle above ``space`` this turn."""
        return 0 if space == self.taken_space else 1

    def surrounded(self, board: PlayerBoard, deco: str) -> bool:
        return all(s in board.ofrenda for s in self.data.decorations[deco].portraits)

    def legal_actions(self) -> list[Action]:
        """Every legal action, in a stable order."""
        if self.phase is Phase.GAME_OVER:
            return []
        if self.phase is Phase.ABUELA:
            return [AbuelaTurn()]
        board = self.players[self.current]
        out: list[Action] = []
        if self.phase is Phase.TAKE_PORTRAIT:
            out = [TakePortrait(i) for i in range(MARKET_SPACES)]
        elif self.phase is Phase.TAKE_CANDLE:
            out = [TakeCandle(i) for i in range(MARKET_SPACES)] + [SkipCandle()]
        elif self.phase is Phase.PLAY_PORTRAIT:
            for card in board.hand:
                out += [PlacePortrait(card, s) for s in self.data.slots]
            out += [DiscardPortrait(card) for card in board.hand]
        elif self.phase is Phase.DECORATE:
            for deco in self.pending:
                if self.data.decorations[deco].holds == "candle":
                    out += [PlaceCandle(c, deco) for c in board.candles]
                else:
                    out.append(PlaceMarigold(deco))
            out.append(EndTurn())
        return [a for a in out if self.why_illegal(a) is None]

    def why_illegal(self, action: Action) -> str | None:
        """``None`` if ``action`` is legal now, else the reason in a player's words."""
        phase = self.phase
        if phase is Phase.GAME_OVER:
            return "The game is over."
        if isinstance(action, AbuelaTurn):
            return None if phase is Phase.ABUELA else "It is not Abuela's turn."
        if phase is Phase.ABUELA:
            return "Wait: it is Abuela's turn."
        board = self.players[self.current]
        if isinstance(action, TakePortrait):
            if phase is not Phase.TAKE_PORTRAIT:
                return "You have already taken a portrait this turn."
            if not 0 <= action.space < MARKET_SPACES or self.market[action.space] is None:
                return "There is no portrait in that space."
            cost = self.take_cost(action.space)
            if cost > board.marigolds:
                return (f"Taking the portrait in space {action.space + 1} costs {cost} marigold"
                        f"{'s' if cost != 1 else ''} (one on each portrait you skip); you have {board.marigolds}.")
            return None
        if isinstance(action, TakeCandle):
            if phase is not Phase.TAKE_CANDLE:
                return ("Take a portrait first: a candle comes after it." if phase is Phase.TAKE_PORTRAIT
                        else "Candles can only be taken right after taking a portrait.")
            if not 0 <= action.space < MARKET_SPACES or self.market_candles[action.space] is None:
                return "There is no candle in that space."
            if len(board.candles) >= CANDLE_STORAGE:
                return "Your storage already holds three candles."
            if self.candle_cost(action.space) > board.marigolds:
                return ("That candle is not above the portrait you took, so it costs a marigold, "
                        "and your storage has none.")
            return None
        if isinstance(action, SkipCandle):
            return None if phase is Phase.TAKE_CANDLE else "There is no candle choice to skip now."
        if isinstance(action, (PlacePortrait, DiscardPortrait)):
            if phase is not Phase.PLAY_PORTRAIT:
                if phase is Phase.TAKE_PORTRAIT:
                    return "First take a portrait from the family board."
                if phase is Phase.TAKE_CANDLE:
                    return "First take a candle or choose to take none."
                return "You have already played a portrait this turn."
            if action.card not in board.hand:
                return "That portrait is not in your hand."
            if isinstance(action, DiscardPortrait):
                return None
            slot = self.data.slots.get(action.slot)
            if slot is None:
                return f"There is no slot {action.slot} on the ofrenda."
            if action.slot in board.ofrenda:
                return f"Slot {action.slot} already holds {self.name(board.ofrenda[action.slot])}."
            if slot.effect == "cost" and board.marigolds < 1:
                return f"Slot {action.slot} costs a marigold, and your storage has none."
            return None
        if isinstance(action, (PlaceCandle, PlaceMarigold)):
            what = "candle" if isinstance(action, PlaceCandle) else "marigold"
            if phase is not Phase.DECORATE:
                return f"A {what} can only be placed right after a portrait surrounds its slot."
            deco = self.data.decorations.get(action.slot)
            if deco is None:
                return f"There is no decoration slot {action.slot}."
            if deco.holds != what:
                return f"Slot {action.slot} holds only a {deco.holds}."
            if action.slot in board.decorations:
                return f"Slot {action.slot} is already decorated."
            if action.slot not in self.pending:
                return (f"Slot {action.slot} was not surrounded by this turn's portrait; decorations go only "
                        f"where the third portrait was just placed.")
            if isinstance(action, PlaceCandle) and action.candle not in board.candles:
                return "That candle is not in your storage."
            if isinstance(action, PlaceMarigold) and board.marigolds < 1:
                return "Your storage has no marigold to place."
            return None
        if isinstance(action, EndTurn):
            return None if phase is Phase.DECORATE else "Play a portrait before ending the turn."
        return f"{action!r} is not an Ofrenda action."

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalAction` (with the reason) unless ``action`` is legal."""
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(action, reason)

    # ---------------------------------------------------------------- apply
    def apply(self, action: Action) -> list[Event]:
        """Check and perform ``action``; return the events it caused. Raises :class:`IllegalAction`."""
        self.check(action)
        start = len(self.events)
        self.revealed = False
        if isinstance(action, AbuelaTurn):
            self._abuela_turn()
        elif isinstance(action, TakePortrait):
            self._take_portrait(action.space)
        elif isinstance(action, TakeCandle):
            self._take_candle(action.space)
        elif isinstance(action, SkipCandle):
            self._log("skip_candle", "You take no candle.")
            self._replenish()
            self.phase = Phase.PLAY_PORTRAIT
        elif isinstance(action, PlacePortrait):
            self._place_portrait(action.card, action.slot)
        elif isinstance(action, DiscardPortrait):
            self._discard_portrait(action.card)
        elif isinstance(action, PlaceCandle):
            self._place_candle(action.candle, action.slot)
        elif isinstance(action, PlaceMarigold):
            self._place_marigold(action.slot)
        elif isinstance(action, EndTurn):
            self._end_turn()
        return self.events[start:]

    def _log(self, kind: str, text: str, *data) -> None:
        self.events.append(Event(kind, text, tuple(data)))

    def _abuela_turn(self) -> None:
        self.revealed = True
        roll = self.rng.die()
        space = abuela_space(roll)
        rolls = [roll]
        card = self.market[space]
        self.market[space] = None
        paid = 0
        for i in range(space):
            if self.market[i] is not None:
                self.market_marigolds[i] += 1
                paid += 1
        returned = self.market_marigolds[space]
        self.market_marigolds[space] = 0
        if card is not None:
            self.abuela_portraits.append(card)
        text = f"Abuela rolls a {roll} and discards {self.name(card) if card else 'nothing'} from space {space + 1}"
        if paid:
            text += f", placing {paid} marigold{'s' if paid > 1 else ''} from the supply on the portrait{'s' if paid > 1 else ''} before it"
        if returned:
            text += f"; the {returned} marigold{'s' if returned > 1 else ''} on it go{'es' if returned == 1 else ''} back to the supply"
        self._log("abuela_portrait", text + ".", roll, space, card)
        if roll >= 5:
            roll2 = self.rng.die()
            rolls.append(roll2)
            cspace = abuela_space(roll2)
            candle = self.market_candles[cspace]
            if candle is None:
                self._log("abuela_candle", f"She rolls again, a {roll2}, but there is no candle above space "
                                           f"{cspace + 1}.", roll2, cspace, None)
            else:
                self.market_candles[cspace] = None
                self.abuela_candles.append(candle)
                text = f"A {roll} also costs a candle: she rolls a {roll2} and discards the candle above space {cspace + 1}"
                if cspace != space and self.market[cspace] is not None:
                    self.market_marigolds[cspace] += 1
                    text += ", paying a marigold from the supply onto the portrait below it"
                self._log("abuela_candle", text + ".", roll2, cspace, candle)
        self.last_rolls = tuple(rolls)
        self._replenish()
        self.current = 0
        self.phase = Phase.TAKE_PORTRAIT
        self._log("turn", f"Round {self.round} of {TURNS}: your turn.", self.round)

    def _take_portrait(self, space: int) -> None:
        board = self.players[self.current]
        card = self.market[space]
        assert card is not None
        board.marigolds -= space
        for i in range(space):
            self.market_marigolds[i] += 1
        gained = self.market_marigolds[space]
        board.marigolds += gained
        self.market_marigolds[space] = 0
        self.market[space] = None
        board.hand.append(card)
        self.taken_space = space
        text = f"You take {self.name(card)} from space {space + 1}"
        if space:
            text += f", paying {space} marigold{'s' if space > 1 else ''}"
        if gained:
            text += f"{' and' if space else ','} gaining the {gained} marigold{'s' if gained > 1 else ''} on it"
        self._log("take_portrait", text + ".", space, card)
        self.phase = Phase.TAKE_CANDLE
        if all(self.why_illegal(TakeCandle(i)) is not None for i in range(MARKET_SPACES)):
            self._replenish()  # no candle can be taken: nothing to decide
            self.phase = Phase.PLAY_PORTRAIT

    def _take_candle(self, space: int) -> None:
        board = self.players[self.current]
        candle = self.market_candles[space]
        assert candle is not None
        cost = self.candle_cost(space)
        board.marigolds -= cost
        if cost:
            self.market_marigolds[space] += 1
        self.market_candles[space] = None
        board.candles.append(candle)
        self._log("take_candle", f"You take the candle above space {space + 1}"
                  + (", paying a marigold onto the portrait below it." if cost else " for free."), space, candle)
        self._replenish()
        self.phase = Phase.PLAY_PORTRAIT

    def _replenish(self) -> None:
        """Slide portraits (with their marigolds) and candles left; refill the rightmost spaces."""
        pairs = [(c, m) for c, m in zip(self.market, self.market_marigolds) if c is not None]
        while len(pairs) < MARKET_SPACES:
            if self.deck:
                self.revealed = True
                pairs.append((self.deck.pop(), 0))
            else:
                pairs.append((None, 0))
        self.market = [c for c, _ in pairs]
        self.market_marigolds = [m for _, m in pairs]
        candles = [c for c in self.market_candles if c is not None]
        while len(candles) < MARKET_SPACES:
            if self.bag:
                self.revealed = True
                candles.append(self.bag.pop())
            else:
                candles.append(None)
        self.market_candles = candles
        self.taken_space = None

    def _place_portrait(self, card: str, slot: str) -> None:
        board = self.players[self.current]
        board.hand.remove(card)
        board.ofrenda[slot] = card
        effect = self.data.slots[slot].effect
        text = f"You place {self.name(card)} in slot {slot}"
        if effect == "gain":
            board.marigolds += 1
            text += " and gain a marigold"
        elif effect == "cost":
            board.marigolds -= 1
            text += ", paying a marigold"
        self._log("place_portrait", text + ".", card, slot)
        for s in (slot, *self.data.neighbours[slot]):
            if s in board.ofrenda:
                self._check_portrait(board, s, final=False)
        self._check_candles(board, final=False)
        self.pending = [d for d, deco in self.data.decorations.items()
                        if slot in deco.portraits and d not in board.decorations and self.surrounded(board, d)]
        self._after_play()

    def _discard_portrait(self, card: str) -> None:
        board = self.players[self.current]
        board.hand.remove(card)
        board.discards.append(card)
        board.marigolds += DISCARD_GAIN
        self._log("discard_portrait", f"You discard {self.name(card)} and gain {DISCARD_GAIN} marigolds.", card)
        self.pending = []
        self._after_play()

    def _can_decorate(self) -> bool:
        board = self.players[self.current]
        for d in self.pending:
            holds = self.data.decorations[d].holds
            if (holds == "candle" and board.candles) or (holds == MARIGOLD and board.marigolds > 0):
                return True
        return False

    def _after_play(self) -> None:
        if self._can_decorate():
            self.phase = Phase.DECORATE
        else:
            self._end_turn()

    def _place_candle(self, candle: str, deco: str) -> None:
        board = self.players[self.current]
        board.candles.remove(candle)
        board.decorations[deco] = candle
        self.pending.remove(deco)
        self._log("place_candle", f"You place a candle in slot {deco}.", candle, deco)
        self._check_candles(board, final=False)
        if not self._can_decorate():
            self._end_turn()

    def _place_marigold(self, deco: str) -> None:
        board = self.players[self.current]
        board.marigolds -= 1
        board.decorations[deco] = MARIGOLD
        self.pending.remove(deco)
        self._log("place_marigold", f"You place a marigold in slot {deco}.", deco)
        self._check_candles(board, final=False)
        if not self._can_decorate():
            self._end_turn()

    def _end_turn(self) -> None:
        board = self.players[self.current]
        board.turns += 1
        self.pending = []
        if board.turns >= TURNS:
            self._final_scoring()
            return
        self.round += 1
        self.current = ABUELA
        self.phase = Phase.ABUELA

    def _final_scoring(self) -> None:
        for board in self.players:
            for slot in list(board.ofrenda):
                self._check_portrait(board, slot, final=True)
            self._check_candles(board, final=True)
        self.phase = Phase.GAME_OVER
        self.current = ABUELA
        total = self.score(0).total
        self._log("game_over", f"Twelve turns are done. Your ofrenda scores {total} points.", total)

    # ---------------------------------------------------------------- lighting
    def _check_portrait(self, board: PlayerBoard, slot: str, final: bool) -> None:
        """Light the portrait in ``slot`` if all its neighbours are filled (or at the end) and it is met."""
        if slot in board.lit:
            return
        neighbours = self.data.neighbours[slot]
        if not final and any(n not in board.ofrenda for n in neighbours):
            return
        present = [board.ofrenda[n] for n in neighbours if n in board.ofrenda]
        if objective_met(self.data, board.ofrenda[slot], present):
            board.lit.add(slot)
            card = board.ofrenda[slot]
            self._log("portrait_lit", f"{self.name(card)} ({slot}) is pleased and lights up.", slot, card)

    def candle_met(self, board: PlayerBoard, candle: str) -> bool:
        """Whether ``candle``'s objective holds on ``board`` (comparative ones look at every player)."""
        obj = self.data.candles[candle].objective
        kind = obj.kind
        cards = list(board.ofrenda.values())
        if kind == "colour_count":
            return sum(1 for c in cards if self.data.portraits[c].branch == obj.colour) >= obj.count
        if kind == "offering_count":
            return sum(1 for c in cards if self.data.portraits[c].offering == obj.offering) >= obj.count
        if kind == "all_colours":
            return len({self.data.portraits[c].branch for c in cards}) == len(self.data.branches)
        if kind == "all_offerings":
            return len({self.data.portraits[c].offering for c in cards}) == len(self.data.offerings)
        if kind == "marigolds_placed":
            return _marigolds_placed(board) >= obj.count
        if kind == "one_colour_count":
            return _most_of_one_colour(self.data, board) >= obj.count
        if kind == "lit_portraits":
            return len(board.lit) >= obj.count
        if kind == "all_slots_filled":
            return len(board.ofrenda) == len(self.data.slots)
        if kind in COMPARATIVE_CANDLES:
            measure = {
                "most_lit_portraits": lambda b: len(b.lit),
                "most_marigolds_placed": _marigolds_placed,
                "most_of_one_colour": lambda b: _most_of_one_colour(self.data, b),
                "fewest_empty_slots": lambda b: len(b.ofrenda),  # fewest empty = most filled
            }[kind]
            return measure(board) >= max(measure(b) for b in self.players)
        raise AssertionError(kind)

    def _check_candles(self, board: PlayerBoard, final: bool) -> None:
        for deco, candle in board.decorations.items():
            if candle == MARIGOLD or deco in board.lit_candles:
                continue
            if self.data.candles[candle].end_only and not final:
                continue
            if self.candle_met(board, candle):
                board.lit_candles.add(deco)
                self._log("candle_lit", f"The candle in slot {deco} lights: its wish is granted.", deco, candle)

    # ---------------------------------------------------------------- scoring
    def score(self, player: int = 0) -> Score:
        """The score of ``player``'s ofrenda as it stands (final once the game is over)."""
        board = self.players[player]
        per_slot: dict[str, int] = {}
        portraits = golden = 0
        for slot in board.lit:
            pts = sum(2 if n in board.lit else 1 for n in self.data.neighbours[slot] if n in board.ofrenda)
            portraits += pts
            if self.data.slots[slot].effect == "golden":
                golden += pts
                pts *= 2
            per_slot[slot] = pts
        per_deco: dict[str, int] = {}
        marigolds = candles = 0
        for deco, what in board.decorations.items():
            lit_around = sum(1 for s in self.data.decorations[deco].portraits if s in board.lit)
            if what == MARIGOLD:
                per_deco[deco] = lit_around
                marigolds += lit_around
            else:
                pts = 2 * lit_around if deco in board.lit_candles else 0
                per_deco[deco] = pts
                candles += pts
        return Score(portraits, golden, marigolds, candles, per_slot, per_deco, len(board.lit))

    def tier(self, total: int):
        """The solo tier a total reaches."""
        best = self.data.tiers[0]
        for t in self.data.tiers:
            if total >= t.min:
                best = t
        return best

    # ---------------------------------------------------------------- identity
    def digest(self) -> str:
        """A fingerprint of the full state (hidden parts included), to check replays."""
        parts = [self.mode, self.seed, self.rng.state, self.phase.value, self.current, self.round,
                 self.deck, self.bag, self.box_portraits, self.box_candles, self.market, self.market_marigolds,
                 self.market_candles, self.abuela_portraits, self.abuela_candles, self.taken_space, self.pending]
        for b in self.players:
            parts += [b.hand, b.marigolds, b.candles, sorted(b.ofrenda.items()), sorted(b.lit),
                      sorted(b.decorations.items()), sorted(b.lit_candles), b.discards, b.turns]
        return hashlib.sha256(repr(parts).encode()).hexdigest()[:32]


def _marigolds_placed(board: PlayerBoard) -> int:
    return sum(1 for v in board.decorations.values() if v == MARIGOLD)


def _most_of_one_colour(data: OfrendaData, board: PlayerBoard) -> int:
    counts: dict[str, int] = {}
    for c in board.ofrenda.values():
        b = data.portraits[c].branch
        counts[b] = counts.get(b, 0) + 1
    return max(counts.values(), default=0)
