"""Dia de los Muertos, the partnership trick-taking game: registration (nothing heavy is imported).

Rules in ``state``, moves in ``actions``, cards in ``cards`` (``data/muertos/cards.yaml``), what
each seat may know in ``view``, texts in ``words``; the table is the package ``scenes.muertos``.
"""
from game.protocol import ModeSpec
from game.registry import GameInfo

GAME = GameInfo(
    order=2,
    title="Día de los Muertos",
    tagline="Win tricks to pair Food with the spirits of the night, with your partner across the table.",
    modes=(
        ModeSpec("table", "3 or 4 players",
                 "Three nights of tricks. Four players: two partnerships sitting opposite. Three: each "
                 "player partners a face-up dummy for one night.",
                 players=(3, 4), default_players=4,
                 seating="Seats 1 and 3 are partners against 2 and 4.",
                 seatings=((3, "Each night, one of you partners the face-up dummy opposite."),)),
    ),
    bots={"easy": "game.ai.levels:EasyBot", "hard": "game.ai.levels:HardBot",
          "heuristic": ".bots.heuristic:HeuristicBot"},
    shown_as={"heuristic": "easy"},  # the guided game's players: rules of thumb, no look-ahead
    policy=".bots.policy:MuertosPolicy",
)
