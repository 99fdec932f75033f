"""Ofrenda (Orlando Sá and André Santos): build the most beautiful altar. Solo against Abuela."""
from game.rules.ofrenda.actions import (
    CODEC, AbuelaTurn, DiscardPortrait, EndTurn, PlaceCandle, PlaceMarigold, PlacePortrait, SkipCandle,
    TakeCandle, TakePortrait,
)
from game.rules.ofrenda.cards import OfrendaData, load_ofrenda_data
from game.rules.ofrenda.state import ABUELA, MARIGOLD, TURNS, Event, OfrendaState, Phase, Score, objective_met
from game.rules.ofrenda.view import OfrendaView, player_view

__all__ = [
    "CODEC", "AbuelaTurn", "DiscardPortrait", "EndTurn", "PlaceCandle", "PlaceMarigold", "PlacePortrait",
    "SkipCandle", "TakeCandle", "TakePortrait", "OfrendaData", "load_ofrenda_data", "ABUELA", "MARIGOLD", "TURNS",
    "Event", "OfrendaState", "Phase", "Score", "objective_met", "OfrendaView", "player_view",
]


def _load_data() -> OfrendaData:
    from game.paths import data_dir

    global _DATA
    if _DATA is None:
        _DATA = load_ofrenda_data(data_dir() / "ofrenda")
    return _DATA


_DATA: OfrendaData | None = None


def _register():
    from game.registry import GameInfo, Mode

    return GameInfo(
        id="ofrenda",
        title="Ofrenda",
        tagline="Arrange your family's portraits, candles and marigolds on the altar.",
        modes=(Mode("solo", "Solo against Abuela",
                    "Twelve turns against strict Abuela, who discards from the family board by the roll of a die."),),
        load_data=_load_data,
        new_state=lambda data, seed, mode: OfrendaState(data, seed, mode),
        codec=CODEC,
        view=player_view,
        scene="scenes.ofrenda:OfrendaScene",
        end_scene="scenes.ofrenda_end:OfrendaEndScene",
        rules_doc="ofrenda.md",
        bots={"random": "game.ai.random_bot:RandomBot", "hint": "game.ai.ofrenda_hint:OfrendaHintBot"},
        cover="ofrenda/cover.png",
    )


GAME = _register()
