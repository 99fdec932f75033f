"""Oaxaca's rules: the whole game as one state and its ``apply`` (the legal actions, refusals, turns,
rounds and bonuses are parts of it in sibling modules).

A round: every player rolls five dice and may re-roll any of them once (one seat after another:
dice are public). Then turns go clockwise from the start player; on a turn a player uses one
Daylight die (alone, or combined with another result into any craft) to gather or to craft, and
may also turn up to two Market Stall cards, send the meeple to a tourist once a round, use the
free results gained this turn, and scrap projects. A player with no Daylight die is passed over;
the round ends when nobody has one. Three rounds. Solo adds the customer dice and their sales at
every round's end.

Hidden: the order of the decks and of the tourist deck, the cards a gatherer drew and put back
(known to that gatherer alone). Everything else is on the table.
"""
from __future__ import annotations

import hashlib

from game.protocol import Event, GameState, Outcome, Setup
from game.rules.base import Action, Rng, clone_state
from game.rules.oaxaca.actions import (
    Activate, Craft, EarlyRiser, EarlyToken, EndTurn, Gather, Keep, PutBack, Reroll, RerollCustomers, Scrap, Sell,
    ShareRemove, StopSelling, UseTourist,
)
from game.rules.oaxaca.cards import CRAFTS, DAY, EARLY, NIGHT, WILD, OaxacaData, banner_id
from game.rules.oaxaca.choices import OaxacaChoices
from game.rules.oaxaca.effects import Bonuses
# the state's phase (also read from here by the bots, the table and the tests)
from game.rules.oaxaca.phases import Phase
from game.rules.oaxaca.refusals import OaxacaRefusals
from game.rules.oaxaca.rounds import OaxacaRounds
from game.rules.oaxaca.turns import OaxacaTurns
from game.rules.oaxaca import words
from game.text import Msg


class Player:
    """One player's dice, Workshop (with its tokens), Market Stall and what they used this round."""

    __slots__ = ("faces", "where", "early_kept", "workshop", "tokens", "stall", "used", "meeple", "extra",
                 "extra_used")

    def __init__(self, seat: int, dice: int):
        self.faces = [WILD] * dice
        self.where = [NIGHT] * dice
        self.early_kept: int | None = None  # the die that came from the Early Morning box (not re-rolled)
        self.workshop: list[str] = []
        self.tokens: dict[str, int] = {}
        self.stall: list[str] = [banner_id(seat)]
        self.used: set[str] = set()  # stall cards turned sideways this round
        self.meeple = False  # sent to a tourist this round
        self.extra: str | None = None  # a tourist drawn this round with The Newcomer
        self.extra_used = False

    def copy(self) -> "Player":
        new = object.__new__(Player)
        new.faces, new.where, new.early_kept = list(self.faces), list(self.where), self.early_kept
        new.workshop, new.tokens, new.stall = list(self.workshop), dict(self.tokens), list(self.stall)
        new.used, new.meeple, new.extra, new.extra_used = set(self.used), self.meeple, self.extra, self.extra_used
        return new

    def day(self) -> list[int]:
        return [i for i, w in enumerate(self.where) if w == DAY]

    def key(self) -> tuple:
        return (tuple(self.faces), tuple(self.where), self.early_kept, tuple(self.workshop),
                tuple(sorted(self.tokens.items())), tuple(self.stall), tuple(sorted(self.used)), self.meeple,
                self.extra, self.extra_used)


class OaxacaState(OaxacaChoices, OaxacaRefusals, OaxacaTurns, OaxacaRounds, Bonuses, GameState):
    """The whole game: decks, tourists, supply, every player's dice and cards, whose decision it is.
    What the cards' and tourists' bonuses may do, and doing it, is in :class:`Bonuses`."""

    def __init__(self, data: OaxacaData, seed: int, setup: Setup):
        self.data = data
        self.setup = setup
        self.seed = seed
        self.players = setup.players
        self.solo = self.players == 1
        if not 1 <= self.players <= 4:
            raise ValueError("Oaxaca is played by one to four")
        self.rng = Rng(seed)
        self.events: list[Event] = []
        self.revealed = False
        self.decks: dict[str, list[str]] = {}
        self.known: dict[str, list[frozenset]] = {}  # per deck position: the seats that know that card
        for craft in CRAFTS:
            deck = list(data.decks[craft])
            self.rng.shuffle(deck)
            self.decks[craft] = deck
            self.known[craft] = [frozenset()] * len(deck)
        tourists = list(data.tourists)
        self.rng.shuffle(tourists)
        grid = 2 * data.rounds
        self.grid: list[str] = tourists[:grid]  # round r's tourists are grid[2r] and grid[2r+1]
        self.tourist_deck: list[str] = tourists[grid:]
        self.tourist_discard: list[str] = []
        self.supply = data.craft_tokens - 1  # one token marks the round between the tourist columns
        self.deck_tokens: dict[str, int] = {c: 0 for c in CRAFTS}  # solo bonus tokens beside the decks
        self.table = [Player(s, data.dice_per_player) for s in range(self.players)]
        self.start = 0 if self.solo else self.rng.below(self.players)
        self.round = -1
        self.active = self.start
        self.phase = Phase.REROLL
        self.queue: list[int] = []
        self.drawn: list[str] = []  # the cards of the gather being decided
        self.drawn_from = ""
        self._new_turn()
        # solo
        self.customers: list[int] = []
        self.sold_to: list[bool] = []
        self.sales: list[tuple] = []  # (round, card, customer face, points)
        self.sold: list[str] = []  # the discard pile of sold cards
        self.score = 0
        if self.solo:
            self.customers = [self.rng.die() for _ in range(data.customers)]
            self.sold_to = [False] * data.customers
            self._log("customers", (tuple(self.customers),), None)
        self._start_round()

    # ------------------------------------------------------------------ small helpers
    def _new_turn(self) -> None:
        self.main_used = False
        self.activations = 0
        self.pool: list[tuple[tuple[int, ...], str, bool]] = []  # free results: (faces, origin, used)
        self.gather_extra = 0
        self.craft_double = False
        self.wild_crafts = 0  # wild crafts this turn not yet answered by a wild-craft bonus

    def card(self, card_id: str):
        return self.data.card(card_id)

    def capacity(self, seat: int) -> int:
        return self.data.workshop_spaces + sum(self.card(c).arg("spaces") for c in self.table[seat].stall
                                               if self.card(c).effect == "workshop_space")

    def _passive_sum(self, seat: int, effect: str, key: str) -> int:
        return sum(self.card(c).arg(key) for c in self.table[seat].stall if self.card(c).effect == effect)

    def opponents(self, seat: int) -> list[int]:
        """The other seats, clockwise from ``seat``."""
        return [(seat + k) % self.players for k in range(1, self.players)]

    def workshop_owner(self, card_id: str) -> int | None:
        for s, p in enumerate(self.table):
            if card_id in p.tokens:
                return s
        return None

    def current_tourists(self) -> tuple[str, ...]:
        r = max(0, min(self.round, self.data.rounds - 1))
        return tuple(self.grid[2 * r:2 * r + 2])

    def _log(self, kind: str, data: tuple, actor: int | None, visible_to: frozenset | None = None) -> None:
        self.events.append(Event(kind, data, actor, visible_to))

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    # ------------------------------------------------------------------ who decides
    def deciding_seat(self) -> int | None:
        p = self.phase
        if p is Phase.OVER:
            return None
        if p in (Phase.REROLL, Phase.SHARE):
            return self.queue[0]
        return self.active

    def to_move(self) -> frozenset:
        seat = self.deciding_seat()
        return frozenset() if seat is None else frozenset((seat,))

    # ------------------------------------------------------------------ apply
    def apply(self, seat: int, action: Action) -> list[Event]:
        self.check(seat, action)
        start = len(self.events)
        self.revealed = False
        handler = {
            Reroll: self._do_reroll, Gather: self._do_gather, Craft: self._do_craft, Keep: self._do_keep,
            PutBack: self._do_put_back,
            Activate: self._do_activate, UseTourist: self._do_tourist, Scrap: self._do_scrap,
            EarlyRiser: self._do_early, EndTurn: self._do_end_turn, ShareRemove: self._do_share,
            EarlyToken: self._do_early_token, Sell: self._do_sell, StopSelling: self._do_stop_selling,
            RerollCustomers: self._do_customers,
        }[type(action)]
        handler(seat, action)
        return self.events[start:]

    # ------------------------------------------------------------------ results
    def points(self, seat: int) -> dict[str, int]:
        """A player's score by category (multiplayer)."""
        me = self.table[seat]
        return {
            "workshop": 2 * len(me.workshop),
            "stall": sum(self.card(c).value for c in me.stall),
            "jewelry": sum(self.jewelry_bonus(seat, c) for c in me.stall),
            "early": 1 if EARLY in me.where else 0,
        }

    def returns(self) -> tuple:
        if self.solo:
            return (self.score,)
        return tuple(sum(self.points(s).values()) for s in range(self.players))

    def outcome(self) -> Outcome:
        scores = self.returns()
        if self.solo:
            return Outcome(scores, frozenset(), contest=False,
                           tier=self.data.review(self.score).title if self.is_over else None)
        best = max(scores)
        tied = [s for s in range(self.players) if scores[s] == best]
        how = ""
        if len(tied) > 1:
            fewest = min(len(self.table[s].workshop) for s in tied)
            left = [s for s in tied if len(self.table[s].workshop) == fewest]
            if len(left) < len(tied):
                how = "fewest cards in the Workshop"
            if len(left) > 1:
                fewest = min(len(self.table[s].stall) for s in left)
                narrower = [s for s in left if len(self.table[s].stall) == fewest]
                if len(narrower) < len(left):
                    how = "fewest cards in the Market Stall"
                left = narrower
            tied = left
            if len(tied) > 1:
                how = "shared"
        return Outcome(scores, frozenset(tied) if self.is_over else frozenset(), contest=True, tiebreak=how)

    def summary(self) -> dict:
        # the progress line is a message: a save keeps its id and arguments, the Load screen says it
        if self.is_over:
            progress = Msg("oaxaca-progress-over")
        else:
            progress = Msg("oaxaca-progress-round", round=self.round + 1, rounds=self.data.rounds)
        return {"progress": progress, "over": self.is_over, "scores": list(self.returns())}

    def score_sheet(self):
        return words.score_sheet(self)

    # ------------------------------------------------------------------ copies and fingerprints
    # what the rules change in place, copied by clone (the rest is shared, or replaced whole)
    _LISTS = ("events", "grid", "tourist_deck", "tourist_discard", "queue", "drawn", "pool", "customers", "sold_to",
              "sales", "sold")

    def clone(self) -> "OaxacaState":
        new = clone_state(self, self._LISTS)
        new.decks = {k: list(v) for k, v in self.decks.items()}
        new.known = {k: list(v) for k, v in self.known.items()}
        new.deck_tokens = dict(self.deck_tokens)
        new.table = [p.copy() for p in self.table]
        return new

    def digest(self) -> str:
        parts = (self.rng.state, self.round, self.start, self.active, self.phase.value, self.queue,
                 sorted(self.decks.items()), sorted((k, [sorted(s) for s in v]) for k, v in self.known.items()),
                 self.grid, self.tourist_deck, self.tourist_discard, self.supply, sorted(self.deck_tokens.items()),
                 [p.key() for p in self.table], self.drawn, self.drawn_from, self.main_used, self.activations,
                 self.pool, self.gather_extra, self.craft_double, self.wild_crafts, self.customers, self.sold_to,
                 self.sales, self.sold, self.score)
        return hashlib.sha256(repr(parts).encode()).hexdigest()[:32]
