"""Oaxaca's rules: the whole game as one state, its legal moves and ``apply``.

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
from enum import Enum

from game.protocol import Event, GameState, Outcome, Setup, not_to_move
from game.rules.base import Action, IllegalAction, Rng
from game.rules.oaxaca.actions import (
    Activate, Craft, EarlyRiser, EarlyToken, EndTurn, Gather, Keep, PutBack, Reroll, RerollCustomers, Scrap, Sell,
    ShareRemove, StopSelling, UseTourist,
)
from game.rules.oaxaca.cards import CRAFTS, DAY, EARLY, NIGHT, WILD, OaxacaData, banner_id, face_of, result_name
from game.rules.oaxaca.effects import Bonuses
MAIN_KINDS = (Gather, Craft)


class Phase(Enum):
    REROLL = "reroll"  # the seats in ``queue`` choose their re-roll, in turn
    TURN = "turn"  # ``active`` plays a turn
    KEEP = "keep"  # ``active`` keeps one of the gathered cards
    PUT_BACK = "put_back"  # ``active`` puts the other gathered cards back, one by one
    SHARE = "share"  # ``queue[0]`` may take a token off a card (an opponent's Carved Chest)
    EARLY = "early"  # solo: the Early Morning die, a deck token or kept
    SELL = "sell"  # solo: sales to the customers
    CUSTOMERS = "customers"  # solo: which unsold customers roll again
    OVER = "over"


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


class OaxacaState(Bonuses, GameState):
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

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.deciding_seat():
            return []
        p = self.phase
        me = self.table[seat]
        if p is Phase.REROLL:
            dice = [d for d in me.day() if d != me.early_kept]
            out = []
            for mask in range(1 << len(dice)):
                out.append(Reroll(tuple(d for i, d in enumerate(dice) if mask >> i & 1)))
            return out
        if p is Phase.KEEP:
            return [Keep(c) for c in self.drawn]
        if p is Phase.PUT_BACK:
            return [PutBack(c, bottom) for c in self.drawn for bottom in (False, True)]
        if p is Phase.SHARE:
            return [ShareRemove(None)] + [ShareRemove(c) for c in me.workshop if me.tokens[c] > 0]
        if p is Phase.EARLY:
            return [EarlyToken(None)] + [EarlyToken(c) for c in CRAFTS if self.supply > 0]
        if p is Phase.SELL:
            out: list[Action] = [StopSelling()]
            for card in me.stall:
                for i, face in enumerate(self.customers):
                    if self._sale_refusal(card, i) is None:
                        out.append(Sell(card, i))
            return out
        if p is Phase.CUSTOMERS:
            dice = [i for i, sold in enumerate(self.sold_to) if not sold]
            return [RerollCustomers(tuple(d for i, d in enumerate(dice) if mask >> i & 1))
                    for mask in range(1 << len(dice))]
        return self._turn_actions(seat)

    def _sources(self, seat: int) -> list[tuple[str, tuple[int, ...]]]:
        """Every result the seat may gather or craft with now: (source, the faces it may be)."""
        me = self.table[seat]
        out = []
        day = me.day()
        free = [k for k, (_, _, used) in enumerate(self.pool) if not used]
        if not self.main_used:
            for d in day:
                out.append((f"d{d}", (me.faces[d],)))
        for k in free:
            out.append((f"f{k}", self.pool[k][0]))
        if not self.main_used:
            crafts = tuple(range(2, 7))
            for i, d in enumerate(day):
                for e in day[i + 1:]:
                    out.append((f"d{d}+d{e}", crafts))
                for k in free:
                    out.append((f"d{d}+f{k}", crafts))
        return out

    def _turn_actions(self, seat: int) -> list[Action]:
        me = self.table[seat]
        out: list[Action] = []
        full = len(me.workshop) >= self.capacity(seat)
        for source, faces in self._sources(seat):
            for face in faces:
                if face == WILD:
                    if not full:
                        out += [Gather(source, c) for c in CRAFTS if self.decks[c]]
                    out += [Craft(source, "wild", c) for c in me.workshop if me.tokens[c] > 0]
                else:
                    craft = result_name(face)
                    if not full and self.decks[craft]:
                        out.append(Gather(source, craft))
                    if me.workshop:
                        out.append(Craft(source, craft))
        for card in me.stall:
            c = self.card(card)
            if c.passive or card in me.used or self.activations >= 2:
                continue
            for args in self._effect_args(seat, c, card):
                out.append(Activate(card, args))
        for t in self._usable_tourists(seat):
            for args in self._effect_args(seat, self.data.tourists[t], t):
                out.append(UseTourist(t, args))
        out += [Scrap(c) for c in me.workshop]
        if not self.main_used and len(me.day()) == 1:
            out += [EarlyRiser(f) for f in range(1, 7)]
        if self.main_used:
            out.append(EndTurn())
        return out

    def _usable_tourists(self, seat: int) -> list[str]:
        me = self.table[seat]
        out = [] if me.meeple else list(self.current_tourists())
        if me.extra is not None and not me.extra_used and me.extra not in out:
            out.append(me.extra)
        return out

    # ------------------------------------------------------------------ why illegal
    def why_illegal(self, seat: int | Action, action: Action | None = None) -> str | None:
        if action is None:
            seat, action = next(iter(self.to_move()), -1), seat
        refusal = not_to_move(self, seat)
        if refusal is not None:
            return refusal
        p = self.phase
        me = self.table[seat]
        if p is Phase.REROLL:
            if not isinstance(action, Reroll):
                return "Choose which dice to roll again first (or keep them all)."
            if len(set(action.dice)) != len(action.dice):
                return "Name each die once."
            for d in action.dice:
                if not 0 <= d < len(me.where) or me.where[d] != DAY:
                    return "Only the dice in your Daylight box may be rolled again."
                if d == me.early_kept:
                    return "The Early Morning die keeps its face: it is not rolled."
            return None
        if p is Phase.KEEP:
            if not isinstance(action, Keep):
                return "Keep one of the gathered cards first."
            return None if action.card in self.drawn else "Keep one of the cards you drew."
        if p is Phase.PUT_BACK:
            if not isinstance(action, PutBack):
                return "Put the other gathered cards back first, on top or at the bottom of the deck."
            if action.card not in self.drawn:
                return "Put back one of the cards you drew and did not keep."
            return None
        if p is Phase.SHARE:
            if not isinstance(action, ShareRemove):
                return "Choose a card to take a token off, or none."
            if action.card is not None and (action.card not in me.tokens or me.tokens[action.card] <= 0):
                return "Choose a card in your Workshop that still has a token."
            return None
        if p is Phase.EARLY:
            if not isinstance(action, EarlyToken):
                return "Decide what becomes of your Early Morning die first."
            if action.craft is not None:
                if action.craft not in CRAFTS:
                    return f"Name a deck: {', '.join(CRAFTS)}."
                if self.supply <= 0:
                    return "The supply has no craft token left."
            return None
        if p is Phase.SELL:
            if isinstance(action, StopSelling):
                return None
            if not isinstance(action, Sell):
                return "Sell to your customers, or stop selling."
            return self._sale_refusal(action.card, action.customer)
        if p is Phase.CUSTOMERS:
            if not isinstance(action, RerollCustomers):
                return "Choose which customers to roll again first."
            if len(set(action.dice)) != len(action.dice):
                return "Name each customer once."
            for d in action.dice:
                if not 0 <= d < len(self.customers):
                    return "There is no such customer."
                if self.sold_to[d]:
                    return "A customer who bought is rolled again anyway."
            return None
        return self._turn_refusal(seat, action)

    def _sale_refusal(self, card_id: str, customer: int) -> str | None:
        me = self.table[0]
        if not 0 <= customer < len(self.customers):
            return "There is no such customer."
        if self.sold_to[customer]:
            return "That customer has already bought this round."
        if card_id not in me.stall:
            return "Sell a card from your Market Stall."
        card = self.card(card_id)
        if card.craft is None:
            return "Your banner is not for sale."
        face = self.customers[customer]
        if face != WILD and face != card.face:
            return f"This customer wants {result_name(face)}, not {card.craft}."
        return None

    def _parse_source(self, seat: int, source: str):
        """(faces it may be, dice used, free result used, main) or the reason it cannot be used."""
        me = self.table[seat]
        if not isinstance(source, str):
            return "Name a die or a free result."
        parts = source.split("+")
        if len(parts) > 2:
            return "A result combines at most two: a die and one other result."
        dice, free = [], None
        for part in parts:
            kind, num = part[:1], part[1:]
            if kind not in ("d", "f") or not num.isdigit():
                return f"{part!r} is neither a die (d0-d4) nor a free result (f0, f1...)."
            n = int(num)
            if str(n) != num:
                return f"{part!r} is neither a die (d0-d4) nor a free result (f0, f1...)."
            if kind == "d":
                if n >= len(me.where):
                    return f"You have no die {part}."
                if me.where[n] != DAY:
                    return "That die is not in your Daylight box."
                if n in dice:
                    return "A die cannot be combined with itself."
                dice.append(n)
            else:
                if free is not None:
                    return "Two free results never combine; combine a die with one."
                if n >= len(self.pool) or self.pool[n][2]:
                    return "That free result is not yours to use (used, or never gained)."
                free = n
        if len(parts) == 2 and not dice:
            return "Combine a die with another result."
        if len(parts) == 2 and dice and parts[0][0] != "d":
            return "Name the die first: d2+f0."
        main = bool(dice)
        if main and self.main_used:
            return "You have already used a die this turn; free results remain."
        if len(parts) == 2:
            return tuple(range(2, 7)), dice, free, main
        if dice:
            return (me.faces[dice[0]],), dice, free, main
        return self.pool[free][0], dice, free, main

    def _turn_refusal(self, seat: int, action: Action) -> str | None:
        me = self.table[seat]
        if isinstance(action, Gather):
            parsed = self._parse_source(seat, action.source)
            if isinstance(parsed, str):
                return parsed
            faces = parsed[0]
            if action.craft not in CRAFTS:
                return f"Name a deck: {', '.join(CRAFTS)}."
            if WILD not in faces and face_of(action.craft) not in faces:
                return f"That result gathers {' or '.join(result_name(f) for f in faces)}, not {action.craft}."
            if len(me.workshop) >= self.capacity(seat):
                return "Your Workshop is full: scrap a project first to gather."
            if not self.decks[action.craft]:
                return f"The {action.craft} deck is empty."
            return None
        if isinstance(action, Craft):
            parsed = self._parse_source(seat, action.source)
            if isinstance(parsed, str):
                return parsed
            faces = parsed[0]
            if not me.workshop:
                return "Your Workshop is empty: there is nothing to craft. Gather first."
            if action.craft == "wild":
                if WILD not in faces:
                    return "Only a wild result crafts a single card of any kind."
                if action.card is None or action.card not in me.tokens:
                    return "A wild craft names the Workshop card it works on."
                if me.tokens[action.card] <= 0:
                    return "That card has no token left."
                return None
            if action.card is not None:
                return "A craft result works every matching card: name no card."
            if action.craft not in CRAFTS:
                return f"Name a craft: {', '.join(CRAFTS)}, or wild."
            if face_of(action.craft) not in faces:
                if faces == (WILD,):
                    return "A wild result crafts one card: drop it on the card."
                return f"That result crafts {' or '.join(result_name(f) for f in faces)}, not {action.craft}."
            return None
        if isinstance(action, Activate):
            if action.card not in me.stall:
                return "Only cards in your Market Stall can be activated."
            card = self.card(action.card)
            if card.passive:
                return f"{card.name} is passive: always on, never turned."
            if action.card in me.used:
                return f"{card.name} is already turned sideways this round."
            if self.activations >= 2:
                return "You have already activated two Market Stall cards this turn."
            return self._effect_refusal(seat, card, action.card, action.args)
        if isinstance(action, UseTourist):
            t = self.data.tourists.get(action.tourist)
            if t is None:
                return "There is no such tourist."
            if action.tourist not in self._usable_tourists(seat):
                if me.meeple and action.tourist in self.current_tourists():
                    return "Your meeple has already visited a tourist this round."
                return "Only this round's two tourists can be visited."
            return self._effect_refusal(seat, t, action.tourist, action.args)
        if isinstance(action, Scrap):
            if action.card not in me.tokens:
                return "Only a card in your Workshop can be scrapped."
            return None
        if isinstance(action, EarlyRiser):
            if self.main_used:
                return "You have already used a die this turn."
            if len(me.day()) != 1:
                return "Only your last Daylight die can be kept for the early morning."
            if not 1 <= action.face <= 6:
                return "Turn it to a face from 1 to 6."
            return None
        if isinstance(action, EndTurn):
            if not self.main_used:
                return "Use a die first: gather or craft (or keep your last die for the early morning)."
            return None
        return "That is not something to do on a turn."

    # ------------------------------------------------------------------ apply
    def apply(self, seat: int, action: Action) -> list[Event]:
        reason = self.why_illegal(seat, action)
        if reason is not None:
            raise IllegalAction(action, reason, seat)
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

    # -- rounds ----------------------------------------------------------------------------
    def _start_round(self) -> None:
        self.round += 1
        self._log("round", (self.round, self.start), None)
        for s, me in enumerate(self.table):
            me.early_kept = None
            for d, w in enumerate(me.where):
                if w == EARLY:
                    me.where[d] = DAY
                    me.early_kept = d
                else:
                    me.faces[d] = self.rng.die()
                    me.where[d] = DAY
            self._log("roll", (s, tuple(me.faces)), s)
        self.revealed = True
        self.phase = Phase.REROLL
        self.queue = [(self.start + k) % self.players for k in range(self.players)]

    def _do_reroll(self, seat: int, action: Reroll) -> None:
        me = self.table[seat]
        for d in action.dice:
            me.faces[d] = self.rng.die()
        if action.dice:
            self.revealed = True
        self._log("reroll", (seat, tuple(action.dice), tuple(me.faces)), seat)
        self.queue.pop(0)
        if not self.queue:
            self.phase = Phase.TURN
            self.active = self.start
            self._new_turn()
            self._log("turn", (self.active,), None)

    def _end_round(self) -> None:
        self._log("round_end", (self.round,), None)
        for me in self.table:
            me.used.clear()
            me.meeple = False
            if me.extra is not None:
                self.tourist_discard.append(me.extra)
            me.extra, me.extra_used = None, False
        self._new_turn()
        if self.solo:
            me = self.table[0]
            self.phase = Phase.EARLY if EARLY in me.where else Phase.SELL
            self.active = 0
            return
        self._next_round_or_end()

    def _next_round_or_end(self) -> None:
        if self.round >= self.data.rounds - 1:
            self.phase = Phase.OVER
            self._log("game_over", (tuple(self.returns()),), None)
            return
        self.start = (self.start + 1) % self.players
        self._start_round()

    # -- the turn --------------------------------------------------------------------------
    def _use_source(self, seat: int, source: str) -> tuple[int, ...]:
        faces, dice, free, main = self._parse_source(seat, source)
        me = self.table[seat]
        for d in dice:
            me.where[d] = NIGHT
        if free is not None:
            f, origin, _ = self.pool[free]
            self.pool[free] = (f, origin, True)
        if main:
            self.main_used = True
        return faces

    def _do_gather(self, seat: int, action: Gather) -> None:
        faces = self._use_source(seat, action.source)
        main = action.source.startswith("d")
        wild = faces == (WILD,)
        n = 1 + self._passive_sum(seat, "wild_gather_draws", "cards") if wild else 2
        n += self._passive_sum(seat, "gather_draws", "cards") + self.gather_extra
        self.gather_extra = 0
        deck, known = self.decks[action.craft], self.known[action.craft]
        n = min(n, len(deck))
        self.drawn = deck[:n]
        del deck[:n], known[:n]
        self.drawn_from = action.craft
        self.revealed = True
        self._log("gather", (seat, action.source, action.craft, wild, n, main), seat)
        self._log("drawn", (seat, action.craft, tuple(self.drawn)), seat, frozenset((seat,)))
        if n == 1:
            self._do_keep(seat, Keep(self.drawn[0]))
        else:
            self.phase = Phase.KEEP

    def _do_keep(self, seat: int, action: Keep) -> None:
        me = self.table[seat]
        card = action.card
        self.drawn.remove(card)
        tokens = min(self.card(card).value, self.supply)
        self.supply -= tokens
        me.workshop.append(card)
        me.tokens[card] = tokens
        self._log("keep", (seat, card, tokens), seat)
        self._complete(seat)
        self.phase = Phase.PUT_BACK if self.drawn else Phase.TURN

    def _do_put_back(self, seat: int, action: PutBack) -> None:
        deck, known = self.decks[self.drawn_from], self.known[self.drawn_from]
        self.drawn.remove(action.card)
        if action.bottom:
            deck.append(action.card)
            known.append(frozenset((seat,)))
        else:
            deck.insert(0, action.card)
            known.insert(0, frozenset((seat,)))
        self._log("put_back", (seat, self.drawn_from, action.bottom), seat)
        self._log("put_back_card", (seat, action.card, action.bottom), seat, frozenset((seat,)))
        if not self.drawn:
            self.phase = Phase.TURN

    def _remove(self, seat: int, card: str, n: int) -> int:
        me = self.table[seat]
        took = min(n, me.tokens[card])
        me.tokens[card] -= took
        self.supply += took
        return took

    def _complete(self, seat: int) -> None:
        """Move every finished Workshop card (no token left) of ``seat`` to its Market Stall."""
        me = self.table[seat]
        for c in [c for c in me.workshop if me.tokens[c] <= 0]:
            me.workshop.remove(c)
            del me.tokens[c]
            me.stall.append(c)
            self._log("complete", (seat, c), seat)

    def _do_craft(self, seat: int, action: Craft) -> None:
        main = action.source.startswith("d")
        self._use_source(seat, action.source)
        me = self.table[seat]
        base = 2 if (self.craft_double and main) else 1
        if main:
            self.craft_double = False
        removed = []
        if action.craft == "wild":
            removed.append((action.card, self._remove(seat, action.card, base)))
            self.wild_crafts += 1
        else:
            extra = self._passive_sum(seat, "textile_craft_bonus", "tokens") if action.craft == "textile" else 0
            for c in list(me.workshop):
                n = (base if self.card(c).craft == action.craft else 0) + extra
                if n:
                    removed.append((c, self._remove(seat, c, n)))
        self._log("craft", (seat, action.source, action.craft, tuple(removed), main), seat)
        self._complete(seat)

    def _do_scrap(self, seat: int, action: Scrap) -> None:
        me = self.table[seat]
        self._return_card(seat, action.card)
        self._log("scrap", (seat, action.card), seat)
        assert action.card not in me.tokens

    def _return_card(self, seat: int, card: str) -> None:
        """A Workshop card goes to the bottom of its deck (seen by all), its tokens to the supply."""
        me = self.table[seat]
        self.supply += me.tokens.pop(card)
        me.workshop.remove(card)
        craft = self.card(card).craft
        self.decks[craft].append(card)
        self.known[craft].append(frozenset(range(self.players)))

    def _do_early(self, seat: int, action: EarlyRiser) -> None:
        me = self.table[seat]
        d = me.day()[0]
        me.faces[d] = action.face
        me.where[d] = EARLY
        self.main_used = True
        self._log("early_riser", (seat, d, action.face), seat)

    def _do_end_turn(self, seat: int, action: EndTurn) -> None:
        self._log("end_turn", (seat,), seat)
        self._new_turn()
        for k in range(1, self.players + 1):
            nxt = (seat + k) % self.players
            if self.table[nxt].day():
                self.active = nxt
                self._log("turn", (nxt,), None)
                return
        self._end_round()

    def _share_with_opponents(self, seat: int) -> None:
        """Carved Chest: each opponent with a token in their Workshop may take one off, in turn."""
        self.queue = [s for s in self.opponents(seat) if any(v > 0 for v in self.table[s].tokens.values())]
        if self.queue:
            self.phase = Phase.SHARE

    def _do_share(self, seat: int, action: ShareRemove) -> None:
        if action.card is not None:
            self._remove(seat, action.card, 1)
        self._log("share", (seat, action.card), seat)
        self._complete(seat)
        self.queue.pop(0)
        if not self.queue:
            self.phase = Phase.TURN

    # -- bonuses ---------------------------------------------------------------------------
    def _do_activate(self, seat: int, action: Activate) -> None:
        me = self.table[seat]
        me.used.add(action.card)
        self.activations += 1
        card = self.card(action.card)
        self._log("activate", (seat, action.card, action.args), seat)
        self._effect(seat, card, action.card, action.args)

    def _do_tourist(self, seat: int, action: UseTourist) -> None:
        me = self.table[seat]
        if action.tourist == me.extra and not me.extra_used:
            me.extra_used = True
        else:
            me.meeple = True
        self._log("tourist", (seat, action.tourist, action.args), seat)
        self._effect(seat, self.data.tourists[action.tourist], action.tourist, action.args)

    # -- solo ------------------------------------------------------------------------------
    def _do_early_token(self, seat: int, action: EarlyToken) -> None:
        me = self.table[0]
        if action.craft is not None:
            d = me.where.index(EARLY)
            me.where[d] = NIGHT
            self.supply -= 1
            self.deck_tokens[action.craft] += 1
        self._log("early_token", (action.craft,), 0)
        self.phase = Phase.SELL

    def sale_points(self, card_id: str, customer: int) -> int:
        """What ``card_id`` brings sold to ``customer`` now: its craft value, doubled by a matching
        customer, plus the tokens beside its deck, plus its jewelry bonus."""
        card = self.card(card_id)
        face = self.customers[customer]
        points = card.value * (2 if face == card.face else 1) + self.deck_tokens[card.craft]
        return points + self.jewelry_bonus(0, card_id)

    def jewelry_bonus(self, seat: int, card_id: str) -> int:
        card = self.card(card_id)
        me = self.table[seat]
        e = card.effect
        if e == "points":
            return card.arg("points")
        if e == "points_per_stall_type":
            return len({self.card(c).craft for c in me.stall if self.card(c).craft})
        if e == "points_per_workshop_card":
            return len(me.workshop)
        if e == "points_per_passive":
            return sum(1 for c in me.stall if self.card(c).craft and self.card(c).passive)
        return 0

    def _do_sell(self, seat: int, action: Sell) -> None:
        points = self.sale_points(action.card, action.customer)
        me = self.table[0]
        me.stall.remove(action.card)
        self.sold.append(action.card)
        self.sold_to[action.customer] = True
        self.score += points
        self.sales.append((self.round, action.card, self.customers[action.customer], points))
        self._log("sell", (action.card, action.customer, self.customers[action.customer], points), 0)

    def _do_stop_selling(self, seat: int, action: StopSelling) -> None:
        self._log("stop_selling", (self.round,), 0)
        if self.round >= self.data.rounds - 1:
            self.phase = Phase.OVER
            self._log("game_over", (self.score,), None)
            return
        if all(self.sold_to):
            self._roll_customers(())
            return
        self.phase = Phase.CUSTOMERS

    def _do_customers(self, seat: int, action: RerollCustomers) -> None:
        self._roll_customers(action.dice)

    def _roll_customers(self, chosen: tuple) -> None:
        for i in range(len(self.customers)):
            if self.sold_to[i] or i in chosen:
                self.customers[i] = self.rng.die()
        self.sold_to = [False] * len(self.customers)
        self._log("customers", (tuple(self.customers),), None)
        self._start_round()

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
        if self.is_over:
            progress = "Game over"
        else:
            progress = f"Round {self.round + 1} of {self.data.rounds}"
        return {"progress": progress, "over": self.is_over, "scores": list(self.returns())}

    def score_sheet(self):
        from game.rules.oaxaca.words import score_sheet

        return score_sheet(self)

    # ------------------------------------------------------------------ copies and fingerprints
    def clone(self) -> "OaxacaState":
        new = object.__new__(OaxacaState)
        new.__dict__.update(self.__dict__)
        new.rng = Rng(0)
        new.rng.state = self.rng.state
        new.events = list(self.events)
        new.decks = {k: list(v) for k, v in self.decks.items()}
        new.known = {k: list(v) for k, v in self.known.items()}
        new.grid = list(self.grid)
        new.tourist_deck = list(self.tourist_deck)
        new.tourist_discard = list(self.tourist_discard)
        new.deck_tokens = dict(self.deck_tokens)
        new.table = [p.copy() for p in self.table]
        new.queue = list(self.queue)
        new.drawn = list(self.drawn)
        new.pool = list(self.pool)
        new.customers = list(self.customers)
        new.sold_to = list(self.sold_to)
        new.sales = list(self.sales)
        new.sold = list(self.sold)
        return new

    def digest(self) -> str:
        parts = (self.rng.state, self.round, self.start, self.active, self.phase.value, self.queue,
                 sorted(self.decks.items()), sorted((k, [sorted(s) for s in v]) for k, v in self.known.items()),
                 self.grid, self.tourist_deck, self.tourist_discard, self.supply, sorted(self.deck_tokens.items()),
                 [p.key() for p in self.table], self.drawn, self.drawn_from, self.main_used, self.activations,
                 self.pool, self.gather_extra, self.craft_double, self.wild_crafts, self.customers, self.sold_to,
                 self.sales, self.sold, self.score)
        return hashlib.sha256(repr(parts).encode()).hexdigest()[:32]
