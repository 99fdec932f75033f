"""Die of the Dead: Ofrenda Variant: the whole game as one state and its ``apply`` (the setup, legal
actions, turns, refusals and round's end are parts of it in sibling modules).

**Setup.** The City of the Dead holds the power dice (solo: three normal dice of each colour);
each player has a scoring die below the steps and a supply; then every seat puts dice into the
four caskets at once (:class:`~game.rules.dotd.actions.Place`; hidden from the other seats until
all are done; with five players each puts one of their own colour in each, so nobody is asked).
Two dice each decide the start player (ties roll again).

**A round** (who is to move: ``to_move()``):

1. The Round Starter (RS) may play candle tokens (:class:`Swap`), then opens a casket (:class:`Open`:
   the lid dice go in, the casket is rolled: a reveal).
2. The RS drafts (:class:`Draft`, then perhaps :class:`Retune`/:class:`KeepFace`, then :class:`Pay`),
   or with a marigold token moves a die instead (:class:`Move`, then :class:`CityDie` when the City
   has dice of several colours). Solo, the RS may also move (paying a City die) or take a token.
3. Each other player, clockwise, may play candle tokens, then takes one action: draft, move, take
   the casket's token (:class:`TakeToken`, with :class:`Discard` first on a full hand), or
   :class:`Ascend` when there is nothing to take.
4. Scoring, clockwise from the RS: each player with a section completed this round or three
   different tokens scores (:class:`ScoreSection` in the order they like, :class:`CashTokens`,
   :class:`FinishScoring`); each climb lands on a square of their choice (:class:`Land`) whose
   bonus may ask for a die (:class:`Skull`, :class:`SetFace`) or a discard.
5. If any section was scored the caskets move one place (the fourth to the first); the game
   ends if a player's ofrenda is complete (five players: three sections; solo: the City of the
   Dead is empty or the ofrenda full); otherwise the RS marker passes clockwise.

A decision with a single possible answer is taken at once (with its event), so the seats are
asked only what matters. Hidden: each seat's setup placements until all have placed (and the
generator). Everything else is on the table.
"""
from __future__ import annotations

import hashlib

from game.protocol import Event, GameState, Outcome, Setup
from game.rules.base import Action, IllegalAction, Rng, clone_state
from game.rules.dotd.actions import (
    Ascend, CashTokens, CityDie, Discard, Draft, FinishScoring, KeepFace, Land, Move, Open, Pass, Pay, Place, Retune,
    ScoreSection, SetFace, Skull, Swap, TakeToken,
)
from game.rules.dotd.choices import DotdChoices
from game.rules.dotd.components import PREP, DotdData
# the phases (also read from here by the bots, the table and the tests)
from game.rules.dotd.phases import (  # noqa: F401
    ACT, ASCEND_STEPS, CITY, DISCARD, EARNED, EMPTY, FACE_BONUS, GAIN, LAND, OPEN, OVER, PAY, PLACE, RETUNE, SCORE,
    SKULL_BONUS, SPEND, TAKE,
)
from game.rules.dotd.placing import DotdPlacing
from game.rules.dotd.refusals import DotdRefusals
from game.rules.dotd.round_end import DotdRoundEnd
from game.rules.dotd.scoring import SectionScore, section_score, section_urns
from game.rules.dotd.turns import DotdTurns
from game.rules.dotd import words
from game.text import Msg

_NOBODY = frozenset()
_SEATS = tuple(frozenset((s,)) for s in range(8))  # to_move() of a lone seat, made once



class DotdState(DotdPlacing, DotdChoices, DotdTurns, DotdRefusals, DotdRoundEnd, GameState):
    """The whole game: every die where it lies, the tokens, the steps, whose decision it is.

    Public attributes a table may read (the view copies them): ``faces`` (per die), ``city``,
    ``supply``, ``caskets`` / ``lids`` (per position), ``casket_ids`` (the physical casket at each
    position), ``prep`` / ``ofrenda`` (per seat, ``-1`` empty), ``scoring_die``, ``removed``,
    ``board_tokens`` / ``token_box`` (per item), ``hands`` (per seat per item), ``score``,
    ``square`` (the square the scoring die stands on, -1 below the steps), ``earned``,
    ``scored`` (per seat per section: steps, -1 not yet), ``pending`` (sections completed this
    round, not yet scored), ``round``, ``rs``, ``phase``, ``current``, ``open_casket``,
    ``drafted``, ``landing``, ``scorers``.
    """

    def __init__(self, data: DotdData, seed: int, setup: Setup):
        self.data = data
        self.setup = setup
        self.seed = seed
        n = self.n = setup.players
        self.solo = setup.mode == "solo"
        if self.solo != (n == 1):
            raise ValueError("Die of the Dead is played solo by one, or by 2 to 5 players")
        lo, hi = data.multi_players
        if not self.solo and not lo <= n <= hi:
            raise ValueError(f"Die of the Dead is played by {lo} to {hi} players")
        self.five = not self.solo and n == hi
        self.rng = Rng(seed)
        self.events: list[Event] = []
        self.revealed = False
        self.faces = [1] * data.dice
        self.city: list[int] = []
        self.removed: list[int] = []
        self.supply: list[list[int]] = [[] for _ in range(n)]
        self.caskets: list[list[int]] = [[] for _ in range(4)]  # inside, per position
        self.lids: list[list[int]] = [[] for _ in range(4)]
        self.casket_ids = [0, 1, 2, 3]
        self.prep = [[EMPTY] * data.prep_spaces for _ in range(n)]
        self.ofrenda = [[EMPTY] * len(data.cells) for _ in range(n)]
        self.scoring_die = [data.normal_dice(s)[0] for s in range(n)]
        per = data.solo_tokens_per_kind if self.solo else data.tokens_per_kind
        self.board_tokens = [per] * 4
        self.token_box = [data.tokens_per_kind - per] * 4  # out of play (solo: the box, and used tokens)
        self.hands = [[0] * 4 for _ in range(n)]
        self.score = [0] * n
        self.square = [-1] * n
        self.earned = [[0] * len(EARNED) for _ in range(n)]
        self.scored = [[-1] * 4 for _ in range(n)]
        self.complete = [0] * n  # bit i: section i has its four dice
        self.pending: list[list[int]] = [[] for _ in range(n)]
        self.placed: list[list[tuple[int, int]]] = [[] for _ in range(n)]  # setup: (casket, colour), hidden
        self.round = 0
        self.rs = 0
        self.turn = 0  # how many players have acted this round
        self.current = 0
        self.phase = PLACE
        self.open_casket = -1
        self.drafted = EMPTY
        self.drafted_cell = PREP  # where the drafted die went: an ofrenda cell, or PREP
        self.retuned = 0  # bit per token item played on the drafted die
        self.city_for = ""
        self.discard_for = ""
        self.discard_item = -1
        self.landing = 0  # the step (1-9) of the climb being landed
        self.scorers: list[int] = []
        self.cash_ok = False
        self.scored_round = False
        self.stalled = False  # the Round Starter could do nothing this round
        self.start_player = 0
        self._legal: tuple | None = None  # (seat, its legal actions) until the state changes
        self._log("setup", (n, self.solo), None)
        if self.solo:
            for c in range(len(data.colours)):
                self.removed += data.power_dice(c)
                normals = [d for d in data.normal_dice(c) if d != self.scoring_die[0]]
                k = data.solo_city_per_colour
                self.city += normals[-k:]
                self.supply[0] += normals[:-k]  # the box the solo player chooses casket dice from
        else:
            for c in range(len(data.colours)):
                self.city += data.power_dice(c)
            for s in range(n):
                self.supply[s] = data.normal_dice(s)[1:]
            spare = [d for c in range(n, len(data.colours)) for d in data.normal_dice(c)]
            share = data.extra_dice.get(n, 0)
            for i, d in enumerate(spare):
                if i < share * n:
                    self.supply[i % n].append(d)
                else:
                    self.removed.append(d)
            for s in range(n):
                self.supply[s].sort()
        dpc, ppc = data.dice_per_colour, data.power_per_colour
        # per seat and colour, the normal dice it may place at setup (the supply does not change until then)
        self.stock = tuple(tuple(sum(1 for x in self.supply[s] if x // dpc == c and x % dpc >= ppc)
                                 for c in range(len(data.colours))) for s in range(n))
        if self.five:  # everyone puts a die of their own colour in each casket: nothing to choose
            for s in range(n):
                self.placed[s] = [(c, s) for c in range(4)]
            self._commit_placements()

    # ------------------------------------------------------------------ small helpers
    def _log(self, kind: str, data: tuple, actor: int | None, visible_to: frozenset | None = None) -> None:
        self.events.append(Event(kind, data, actor, visible_to))

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def placements_needed(self) -> int:
        """Dice each seat puts into the caskets at setup."""
        return 4 * (self.data.solo_casket_dice if self.solo else self.data.casket_dice_each)

    def colour_name(self, colour: int) -> str:
        return self.data.colours[colour]

    def die_class(self, die: int) -> tuple[int, bool, int]:
        """(colour, power, face) of a die: what tells it apart in a casket."""
        d = self.data
        return die // d.dice_per_colour, die % d.dice_per_colour < d.power_per_colour, self.faces[die]

    def is_power(self, die: int) -> bool:
        return die % self.data.dice_per_colour < self.data.power_per_colour

    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat])

    def kinds_held(self, seat: int) -> list[int]:
        return [i for i, k in enumerate(self.hands[seat]) if k > 0]

    def completed_sections(self, seat: int) -> int:
        return bin(self.complete[seat]).count("1")

    def board_number(self, seat: int) -> int:
        """The ofrenda board (1-5) of ``seat``: seat s plays board s + 1 and colour s."""
        return seat + 1

    def section_dice(self, seat: int, item: int) -> list[int]:
        """The dice in ``item``'s section of ``seat``'s ofrenda, in order along the side (-1 empty)."""
        of = self.ofrenda[seat]
        return [of[c] for c in self.data.sections[item]]

    def section_result(self, seat: int, item: int) -> SectionScore | None:
        """How ``seat``'s ``item`` section scores as it lies now (None while a cell is empty)."""
        dice = self.section_dice(seat, item)
        if EMPTY in dice:
            return None
        d = self.data
        return section_score(d, item, [(x // d.dice_per_colour, self.faces[x]) for x in dice],
                             section_urns(d, self.board_number(seat), item))

    def opponents_order(self) -> list[int]:
        """The seats in this round's order: the Round Starter, then clockwise."""
        return [(self.rs + k) % self.n for k in range(self.n)]

    # ------------------------------------------------------------------ who decides
    def to_move(self) -> frozenset:
        if self.phase == PLACE:
            need = self.placements_needed
            return frozenset(s for s in range(self.n) if len(self.placed[s]) < need)
        if self.phase == OVER:
            return _NOBODY
        return _SEATS[self.current]

    # ------------------------------------------------------------------ apply
    def apply(self, seat: int, action: Action) -> list[Event]:
        cached = self._legal
        # a move from the legal list just built needs no second check (search playouts live on this)
        if cached is None or cached[0] != seat or action not in cached[1]:
            reason = self.why_illegal(seat, action)
            if reason is not None:
                raise IllegalAction(action, reason, seat)
        start = len(self.events)
        self.revealed = False
        self._legal = None
        _HANDLERS[type(action)](self, seat, action)
        return self.events[start:]

    # ------------------------------------------------------------------ results
    def tokens_held(self, seat: int) -> int:
        return sum(self.hands[seat])

    def returns(self) -> tuple:
        return tuple(self.score)

    def outcome(self) -> Outcome:
        scores = self.returns()
        if self.solo:
            mark = self.data.mark(self.score[0])
            return Outcome(scores, frozenset(), contest=False,
                           tier=(mark.title if mark else None) if self.is_over else None)
        if not self.is_over:
            return Outcome(scores, frozenset(), contest=True)
        best = max(scores)
        tied = [s for s in range(self.n) if scores[s] == best]
        how = ""
        if len(tied) > 1:
            most = max(self.tokens_held(s) for s in tied)
            left = [s for s in tied if self.tokens_held(s) == most]
            how = "most tokens" if len(left) < len(tied) else ""
            if len(left) > 1:
                how = "shared"
            tied = left
        return Outcome(scores, frozenset(tied), contest=True, tiebreak=how)

    def summary(self) -> dict:
        # the progress line is a message: a save keeps its id and arguments, the Load screen says it
        if self.is_over:
            progress = Msg("dotd-progress-over")
        elif self.phase == PLACE:
            progress = Msg("dotd-progress-setup")
        elif self.solo:  # short: it shares a line of the menu's Continue with the time since
            progress = Msg("dotd-progress-round-city", round=self.round, n=len(self.city))
        else:
            progress = Msg("dotd-progress-round", round=self.round)
        return {"progress": progress, "over": self.is_over, "scores": list(self.returns())}

    def score_sheet(self):
        return words.score_sheet(self)

    # ------------------------------------------------------------------ copies and fingerprints
    # what the rules change in place, copied by clone (the rest is shared, or replaced whole)
    _LISTS = ("events", "faces", "city", "removed", "casket_ids", "board_tokens", "token_box", "score", "square",
              "complete", "scorers")
    _NESTED = ("supply", "caskets", "lids", "prep", "ofrenda", "hands", "earned", "scored", "pending", "placed")

    def clone(self) -> "DotdState":
        return clone_state(self, self._LISTS, self._NESTED)

    def key(self) -> tuple:
        """Every part of the state the rules depend on (events and the seed aside)."""
        return (self.faces, self.city, self.removed, self.supply, self.caskets, self.lids, self.casket_ids,
                self.prep, self.ofrenda, self.scoring_die, self.board_tokens, self.token_box, self.hands,
                self.score, self.square, self.earned, self.scored, self.complete, self.pending, self.placed,
                self.round, self.rs, self.turn, self.current, self.phase, self.open_casket, self.drafted,
                self.drafted_cell, self.retuned, self.city_for, self.discard_for, self.discard_item, self.landing,
                self.scorers, self.cash_ok, self.scored_round, self.stalled, self.start_player)

    def digest(self) -> str:
        return hashlib.sha256(repr((self.rng.state, self.key())).encode()).hexdigest()[:32]


_HANDLERS = {
    Place: DotdState._do_place, Swap: DotdState._do_swap, Open: DotdState._do_open, Draft: DotdState._do_draft,
    Retune: DotdState._do_retune, KeepFace: DotdState._do_keep_face, Pay: DotdState._do_pay,
    Move: DotdState._do_move, TakeToken: DotdState._do_take, Discard: DotdState._do_discard_action,
    Ascend: DotdState._do_ascend, Pass: DotdState._do_pass, CityDie: DotdState._do_city_die,
    ScoreSection: DotdState._do_score_section, CashTokens: DotdState._do_cash, FinishScoring: DotdState._do_finish,
    Land: DotdState._do_land, Skull: DotdState._do_skull, SetFace: DotdState._do_set_face,
}
