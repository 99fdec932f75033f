"""What Portents' storyboard tells step by step, how long each beat lasts, and the markup
of tile and Omen names in the log and tooltips.
"""
from __future__ import annotations

from game.rules.portents.altar import GAP
from game.rules.portents.words import Plain
from scenes.portents.layout import TEXT_COLOURS
from scenes.widgets import text as T

# the events a storyboard tells (a move bringing two or more of them, or any Kitty turn, is told
# step by step); the seconds each beat lasts at normal animation speed
TOLD = {"palm", "pass", "portent", "collect", "burn", "snuff", "stays_lit", "steal", "kitty_push",
        "kitty_blocked", "kitty_advance", "sacrifice", "game_over", "opening"}
BEAT = {"kitty_turn": 0.8, "steal": 1.05, "steal_none": 0.9, "kitty_shift": 0.6, "draw": 0.75, "to_bag": 0.6,
        "blocked": 1.3, "lap": 1.1, "portent": 0.85, "collect": 0.5, "burn": 0.7, "snuff": 0.85,
        "stays_lit": 0.7, "palm": 0.5, "pass": 0.7, "place": 0.35, "shift": 0.42, "sacrifice": 0.9,
        "opening": 0.7, "game_over": 1.0}
HOP_SECONDS = 0.24  # one slot of the Kitty's prowl
FLIGHT_SECONDS = 0.8  # an Omen flying to its collector


class Markup(Plain):
    """Tile and Omen names in their colour (and bold) for the log and tooltips."""

    def tile(self, tile: int) -> str:
        if tile == GAP:
            return "nothing"
        return f"the [b][c={TEXT_COLOURS[tile >> 2]}]{T.escape(self.data.tile_title(tile))}[/c][/b]"

    def omen(self, omen: int) -> str:
        return f"the [b][c={TEXT_COLOURS[omen >> 2]}]{T.escape(self.data.tile_title(omen))}[/c][/b] Omen"

    def attribute(self, attr: int) -> str:
        name = T.escape(self.data.attribute_name(attr))
        return f"[b][c={TEXT_COLOURS[attr]}]{name}[/c][/b]" if attr < 4 else f"[b]{name}[/b]"
