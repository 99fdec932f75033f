"""Die of the Dead's moves: small frozen values with a readable text form.

Every decision is its own small action, so that a table proposes one thing at a time (drop a
die, click a square) and a search weighs a handful of choices, not hundreds:

* Setup: :class:`Place` (a die into a casket; simultaneous, hidden until every seat is done).
* A turn: :class:`Swap` (the candle token, at the start of one's turn), :class:`Open` (the
  Round Starter's casket), then one action: :class:`Draft` (then :class:`Retune` /
  :class:`KeepFace` when a bread or incense token could change the die, then :class:`Pay`),
  :class:`Move`, :class:`TakeToken`, :class:`Ascend`, or :class:`Pass` when nothing else is
  possible. :class:`Discard` makes room for a fifth token; :class:`CityDie` picks the colour of
  a City of the Dead die gained (marigold token) or spent (solo move).
* Scoring: :class:`ScoreSection`, :class:`CashTokens`, :class:`FinishScoring`; each climb ends
  with :class:`Land` (a square of the landing step), then :class:`Skull` or :class:`SetFace`
  for those squares' bonuses.

Dice are named by what tells them apart where they lie: dice in the open casket, the supply and
the City of the Dead by colour, kind and face (alike dice are one choice); dice on a player's
boards by their place (a preparation space 0-2, an ofrenda cell 0-11). Caskets are named by
their position 0-3, which is also their item (candle, marigold, bread, incense). A cell of
``-1`` (:data:`~game.rules.dotd.components.PREP`) in a draft means the preparation board.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.base import Action, ActionCodec
from game.rules.dotd.components import ITEMS, PREP

PREP_BOARD, OFRENDA, CITY, SUPPLY = "prep", "ofrenda", "city", "supply"
SOURCES = (CITY, SUPPLY, PREP_BOARD, OFRENDA)  # where a payment may come from


def _casket(pos: int) -> str:
    return f"the {ITEMS[pos]} casket" if 0 <= pos < len(ITEMS) else f"casket {pos}"


def _die(colour: str, power: bool, face: int | None = None) -> str:
    kind = "power die" if power else "die"
    if face is None:
        return f"a {colour} {kind}"
    return f"the {colour} {kind} showing {'a skull' if face == 0 else face}"


def _item_order(name: str) -> tuple[int, str]:
    return (ITEMS.index(name) if name in ITEMS else len(ITEMS), name)


@dataclass(frozen=True)
class Place(Action, kind="place"):
    """Setup: put a die of ``colour`` from your supply (solo: from the box) into a casket."""

    casket: int
    colour: str

    def __str__(self) -> str:
        return f"place a {self.colour} die in {_casket(self.casket)}"


@dataclass(frozen=True)
class Swap(Action, kind="swap"):
    """Candle token, at the start of your turn: two caskets change places, dice on their lids
    and all. (``first`` < ``second`` always: the two orders are one move.)"""

    first: int
    second: int

    def __post_init__(self):
        if isinstance(self.first, int) and isinstance(self.second, int) and self.first > self.second:
            a, b = self.second, self.first
            object.__setattr__(self, "first", a)
            object.__setattr__(self, "second", b)

    def __str__(self) -> str:
        return f"candle token: swap {_casket(self.first)} and {_casket(self.second)}"


@dataclass(frozen=True)
class Open(Action, kind="open"):
    """Round Starter: tip the lid dice into this casket, roll it and open it."""

    casket: int

    def __str__(self) -> str:
        return f"open {_casket(self.casket)}"


@dataclass(frozen=True)
class Draft(Action, kind="draft"):
    """Take a die (``colour``, ``power``, ``face``) from the open casket to an ofrenda ``cell`` of
    the casket's item, or to the preparation board (``cell`` -1). Payment follows (:class:`Pay`)."""

    colour: str
    power: bool
    face: int
    cell: int

    def __str__(self) -> str:
        where = "the preparation board" if self.cell == PREP else f"ofrenda cell {self.cell}"
        return f"draft {_die(self.colour, self.power, self.face)} to {where}"


@dataclass(frozen=True)
class Retune(Action, kind="retune", text="{token} token: turn the drafted die to {face}"):
    """Play a bread token (another value shown in the casket) or an incense token (one up or
    down) on the normal die just drafted: it now shows ``face``."""

    token: str
    face: int


@dataclass(frozen=True)
class KeepFace(Action, kind="keep_face", text="keep the drafted die's value"):
    """Keep the drafted die's value (play no bread or incense token on it)."""


@dataclass(frozen=True)
class Pay(Action, kind="pay"):
    """Pay for a draft: a die onto the lid of the closed ``casket``. ``source`` is ``city`` (a die
    of ``colour`` from the City of the Dead), ``supply`` (``colour`` and ``power``), ``prep``
    (preparation space ``spot``) or ``ofrenda`` (cell ``spot`` of an incomplete section, five
    players only). Unused fields are ``""``, ``False`` and ``-1``."""

    casket: int
    source: str
    colour: str = ""
    power: bool = False
    spot: int = -1

    def __str__(self) -> str:
        if self.source == CITY:
            what = f"{_die(self.colour, self.power)} from the City of the Dead"
        elif self.source == SUPPLY:
            what = f"{_die(self.colour, self.power)} from the supply"
        elif self.source == PREP_BOARD:
            what = f"the die on preparation space {self.spot}"
        else:
            what = f"the die on ofrenda cell {self.spot}"
        return f"pay with {what} onto the lid of {_casket(self.casket)}"


@dataclass(frozen=True)
class Move(Action, kind="move"):
    """Move the die on preparation ``space`` to an ofrenda ``cell`` of the open casket's item.
    ``marigold``: playing the marigold token (the Round Starter's move instead of a draft)."""

    space: int
    cell: int
    marigold: bool = False

    def __str__(self) -> str:
        return (("marigold token: " if self.marigold else "")
                + f"move the die on preparation space {self.space} to ofrenda cell {self.cell}")


@dataclass(frozen=True)
class TakeToken(Action, kind="take_token", text="take a token"):
    """Take the open casket's token from its board."""


@dataclass(frozen=True)
class Discard(Action, kind="discard", text="discard a {token} token"):
    """Your hand is full: discard a ``token`` to make room for the one you are taking."""

    token: str


@dataclass(frozen=True)
class Ascend(Action, kind="ascend", text="ascend one step"):
    """Nothing to take from this casket: climb one step (no bonus)."""


@dataclass(frozen=True)
class Pass(Action, kind="pass", text="pass"):
    """No action is possible this turn."""


@dataclass(frozen=True)
class CityDie(Action, kind="city_die", text="the {colour} die from the City of the Dead"):
    """The colour of the City of the Dead die gained (marigold token) or spent (a solo move)."""

    colour: str


@dataclass(frozen=True)
class ScoreSection(Action, kind="score_section", text="score the {section} section"):
    """Scoring: score this completed ``section`` (an item) next."""

    section: str


@dataclass(frozen=True)
class CashTokens(Action, kind="cash_tokens"):
    """Scoring: discard three or four tokens of different kinds to climb (kept in item order)."""

    tokens: tuple[str, ...]

    def __post_init__(self):
        if isinstance(self.tokens, tuple) and all(isinstance(t, str) for t in self.tokens):
            object.__setattr__(self, "tokens", tuple(sorted(self.tokens, key=_item_order)))

    def __str__(self) -> str:
        return "discard the " + ", ".join(self.tokens) + " tokens to climb"


@dataclass(frozen=True)
class FinishScoring(Action, kind="finish_scoring", text="finish scoring"):
    """Scoring: you are done (keep your tokens)."""


@dataclass(frozen=True)
class Land(Action, kind="land", text="land on square {square}"):
    """After a climb: the scoring die ends on this ``square`` (0-3) of the step; gain its bonus."""

    square: int


@dataclass(frozen=True)
class Skull(Action, kind="skull"):
    """Skull bonus: turn the power die at ``board`` (``prep`` or ``ofrenda``) ``spot`` to its skull."""

    board: str
    spot: int

    def __str__(self) -> str:
        where = "preparation space" if self.board == PREP_BOARD else "ofrenda cell"
        return f"turn the power die on {where} {self.spot} to its skull"


@dataclass(frozen=True)
class SetFace(Action, kind="set_face", text="turn the die on preparation space {space} to {face}"):
    """Face bonus: turn the normal die on preparation ``space`` to ``face``."""

    space: int
    face: int


ACTION_TYPES = (Place, Swap, Open, Draft, Retune, KeepFace, Pay, Move, TakeToken, Discard, Ascend, Pass, CityDie,
                ScoreSection, CashTokens, FinishScoring, Land, Skull, SetFace)
CODEC = ActionCodec(*ACTION_TYPES)  # the moves to and from JSON (saves, the bot worker)
