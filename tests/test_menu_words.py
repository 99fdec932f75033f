"""The menu's and the new-game screen's words follow the reader's language (game/locales/*/menu.ftl)."""
from __future__ import annotations

import pytest

from game import registry, text
from game.text import Msg, say
from scenes.seating_plan import HOTSEAT, YOU, SeatingPlan, parse_seed


@pytest.fixture
def spanish():
    before = text.language()
    text.set_language("es")
    yield
    text.set_language(before)


def _game():
    return next(iter(registry.games().values()))


def test_english_is_as_declared():
    game = _game()
    plan = SeatingPlan(game, game.modes[-1].id)
    titles = {key: title for key, title, _ in plan.controller_choices()}
    assert titles[YOU] == "You" and titles[HOTSEAT] == "Hotseat"
    for level in game.levels:
        assert game.bot_title(level) == game.bot_titles[level]
    assert say(Msg("menu-subtitle"), "en") == "Día de los Muertos at your table"


def test_spanish_seats_levels_and_refusals(spanish):
    game = _game()
    plan = SeatingPlan(game, game.modes[-1].id)
    titles = {key: title for key, title, _ in plan.controller_choices()}
    assert titles[YOU] == "Tú"
    if game.bot_titles.get("hard") == registry.LEVEL_TITLES["hard"]:
        assert game.bot_title("hard").startswith("IA")
    assert parse_seed("12a")[1].startswith("Una semilla")
    err = registry.RegistryError(Msg("registry-same-id", id="x"))
    assert str(err) == "dos paquetes de juego registran el id 'x'"
    text.set_language("en")
    assert str(err) == "two game packages register the id 'x'"
