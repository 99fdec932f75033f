"""Die of the Dead: Ofrenda Variant: draft dice from the caskets onto your ofrenda and climb the
marigold steps. Solo score attack, or 2 to 5 players. Registration only: nothing heavy is
imported here.

The package:

* ``components`` loads and cross-checks ``data/dotd/*.yaml`` (``schema`` has the file models):
  colours, dice, items, the ofrenda boards and their urns, the steps, the requirements;
* ``scoring``: each section's requirements as pure functions, and :func:`section_score`
  (which requirements four dice meet, skulls wild, the steps climbed);
* ``actions``: the moves, one small decision each; ``state``: the rules (``DotdState``:
  ``to_move``, ``legal_actions``, ``why_illegal``, ``apply``...); ``view``: what a seat may know
  (``DotdView``) and ``determinize``; ``words``: every text (log lines per viewer, moves, section
  breakdowns, the score sheet); ``game``: its parts of the rules entry (and ``components`` /
  ``sim_report``); ``bots``: its players.

The table is ``scenes.dotd.table`` (its end screen ``scenes.dotd.end``).

Bots (in ``bots``): the shared random bot, and Easy and Hard from ``bots.planner`` (every decision
weighed by ``bots.model``'s value of the position it leads to); ``bots.policy.DotdPolicy`` is
what the shared search borrows (playouts cut off after two rounds and valued by the steps climbed
plus what the ofrenda promises).
"""
from game.protocol import ModeSpec
from game.registry import GameInfo

GAME = GameInfo(
    order=3,
    title="Die of the Dead: Ofrenda Variant",
    tagline="Draft dice from the caskets to dress your ofrenda, and climb the marigold steps.",
    modes=(
        ModeSpec("solo", "Solo",
                 "A puzzle against the City of the Dead: when its dice run out, the game ends. Climb 12 steps "
                 "for a good ofrenda, 18 for a perfect one.", players=(1, 1), contest=False),
        ModeSpec("multi", "2 to 5 players",
                 "Take turns opening the caskets; the most steps climbed when an ofrenda is complete wins "
                 "(with five players, three sections end the game).", players=(2, 5), default_players=2),
    ),
    bots={"easy": ".bots.planner:DotdEasyBot", "hard": ".bots.planner:DotdHardBot"},
    policy=".bots.policy:DotdPolicy",
    # seat n plays the n-th colour's dice (red, blue, green, yellow, purple), as the table paints them
    seat_colours=((212, 56, 60), (46, 108, 204), (40, 152, 88), (242, 192, 44), (130, 76, 196)),
)
