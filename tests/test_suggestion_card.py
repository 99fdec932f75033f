"""The suggestion card, on every game's table: the same size whatever it says, so "Do it" never
moves; its text (a plan of several steps, a long reason) fitted above the buttons, never spilling."""
from __future__ import annotations

import pytest

from game import registry
from game.session import Session, default_setup
from scenes.kit import fit
from scenes.tables import play_scene


@pytest.fixture
def table(app):
    app.settings.animation_speed = "off"
    app.audio = False
    return app


@pytest.mark.parametrize("game_id", list(registry.games()))
def test_do_it_stays_put_and_the_text_fits(table, game_id):
    game = registry.get(game_id)
    session = Session(game, default_setup(game, game.modes[0].id), 1)
    scene = play_scene(game)(table, session)
    table.push(scene)
    table.frame(0.0, [])
    legal = session.state.legal_actions(scene.seat) or session.state.legal_actions(next(iter(session.state.to_move())))
    action = legal[0]
    places = []
    for reason, plan in (("short", ()), ("a reason that goes on and on " * 12, (action,) * 3 + tuple(legal[:4]))):
        scene.suggestions.show(action, reason, plan)
        scene.card.place_buttons()
        scene.refresh_toolbar()
        with fit.recording() as boxes:
            scene.card.body()
        assert boxes and not any(b.spills for b in boxes), boxes
        card = scene.card.box()
        text = scene.card.text_rect()
        assert card.contains(text) and text.bottom <= min(b.rect.top for b in scene.suggest_buttons)
        places.append((tuple(card), tuple(b.rect for b in scene.suggest_buttons)))
    assert places[0] == places[1]
