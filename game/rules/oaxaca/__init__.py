"""Oaxaca: Crafts of a Culture: registration (nothing heavy is imported).

Rules in ``state`` (the bonuses in ``effects``), moves in ``actions``, components in ``cards``
(``data/oaxaca/cards.yaml``), what each seat may know in ``view``, texts in ``words``; the table
is ``scenes.oaxaca.table``, the end screen ``scenes.oaxaca.end``.
"""
from game.protocol import ModeSpec
from game.registry import GameInfo

GAME = GameInfo(
    order=5,
    title="Oaxaca: Crafts of a Culture",
    tagline="Roll, gather and craft: fill your Market Stall with the finest handicrafts of Oaxaca.",
    modes=(
        ModeSpec("solo", "Customer Satisfaction",
                 "Three rounds of crafting; at each round's end five customers buy from your Market Stall. "
                 "Their review depends on what you sold.", players=(1, 1), contest=False),
        ModeSpec("multi", "2 to 4 players",
                 "Three rounds. The most valuable Market Stall wins.", players=(2, 4), default_players=2),
    ),
    bots={"easy": ".bots.planner:OaxacaEasyBot", "hard": ".bots.planner:OaxacaHardBot"},
)
