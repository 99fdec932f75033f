"""Portents (the Altar of Omens): slide Bird Sacrifice tiles on a 3x3 altar into Portents and
collect the Omens around it. Solo against the Kitty, or a duel. Registration only: nothing
heavy is imported here.

Rules in ``state``, moves in ``actions``, components and altar geometry in ``altar``
(``data/portents/altar.yaml``, checked by ``schema``), what each seat may know in ``view``,
texts in ``words``, the protocol's entry points in ``game``. The table is ``scenes.portents.table``
(the altar on the shared sliding-tile widget) and the end screen ``scenes.portents.end``; the
menu offers the game.

**A turn's push is a sequence of small decisions**, so that the legal lists stay short (a whole
push-and-placement is one of about 350 choices a turn; as steps, at most a dozen) and a table
can propose one step at a time:

1. ``Shift(side, lane)``: push one lane one step from one side (the far tile falls off, a gap
   opens by the side). The first shift chooses the side; up to three shifts, all from that side,
   in any lanes, in any order. A shift is legal only if some way of finishing the push ends with
   a legal hand (no three tiles sharing a colour or a shape), so no sequence leads to a dead end.
   With no legal push at all, the only move is ``Pass()``.
2. ``Place(tile, cell)``: a hand tile into a gap, one at a time; the first placement ends the
   shifting. A placement is legal only if the tiles kept can still make a legal hand with the
   pushed ones. The last placement palms the pushed tiles and starts the Scrying.
3. The Scrying needs decisions only where the rules leave a real choice: ``Burn(tile)`` while
   more than one set of tiles can give every new Portent its own Burnt Offering (forced ones are
   lit at once), ``Snuff(tile)`` while the order of snuffing changes what stays lit (otherwise it
   is done at once). Solo with Feed the Cat, ``Sacrifice(tile)`` ends the player's turn.

**The Kitty** plays at seat ``AUTOMATON`` with one action, ``KittyTurn()``: steal, push, prowl,
scry. Where its Scrying leaves a choice (which tiles its Portents burn, the order of its
snuffing), its turn stops with the player (seat 0) in ``to_move()``; once the player has chosen,
the Kitty's turn goes on (its end checks) inside that same ``apply``.

**Bots** (in ``bots``): the shared random bot; Easy is the shared search level with
``bots.planner.PortentsExplainer`` (``bots.policy.PortentsPolicy`` with reasons in words); Hard is
the turn planner in ``bots.planner`` (every whole turn on a copy of the view, the best few looked
past the Kitty's turn for every order the bag may be in, or past the duel opponent's best reply).
"""
from game.protocol import ModeSpec, OptionSpec
from game.registry import GameInfo

# the five solo levels, easiest first (data/portents/altar.yaml must list the same: altar.py checks)
DIFFICULTIES = ("cute", "middling", "standard", "expert", "oracle")
DIFFICULTY_NAMES = ("Cute Clairvoyant", "Middling Medium", "Standard Seer", "Expert Evocator", "Omniscient Oracle")

GAME = GameInfo(
    order=4,
    title="Portents",
    tagline="Slide the sacrifices on the altar into Portents and read the Omens before the Kitty does.",
    modes=(
        ModeSpec("solo", "Solo against the Kitty",
                 "Make a Portent every turn and collect your target of Omens before the Kitty circles the altar "
                 "twice.", players=(1, 1), automaton="The Kitty",
                 options=(
                     OptionSpec("difficulty", "Difficulty", "choice", "standard", DIFFICULTIES,
                                "Cute Clairvoyant, Middling Medium, Standard Seer, Expert Evocator or Omniscient "
                                "Oracle: the collection you must make.", labels=DIFFICULTY_NAMES),
                     OptionSpec("chaotic_cat", "Chaotic Cat", "bool", False,
                                description="Every tile the Kitty pushes in comes from the bag.", group="challenges"),
                     OptionSpec("feed_the_cat", "Feed the Cat", "bool", False,
                                description="End each turn by swapping a hand tile for one from the bag.",
                                group="challenges"),
                     OptionSpec("felis_pyromanias", "Felis Pyromanias", "bool", False,
                                description="Fewer than two Burnt Offerings after your turn: the Kitty runs a "
                                            "step further.", group="challenges"),
                     OptionSpec("dont_disturb", "Don't Disturb the Cat", "bool", False,
                                description="You may not push from a side the Kitty sits by.", group="challenges"),
                 )),
        ModeSpec("duel", "Duel", "Two fortune-tellers, both hands open: one Fortune of 4 or two of 3 wins.",
                 players=(2, 2)),
    ),
    bots={"easy": "game.ai.levels:EasyBot", "hard": ".bots.planner:PortentsPlanner"},
    policy=".bots.planner:PortentsExplainer",
)
