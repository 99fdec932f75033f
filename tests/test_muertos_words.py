"""Día de los Muertos' words as a player reads them: the published title (with its accent) on the
menu tile's game, the table and the guided game; the three-player setup's seating note (no seat 4
in a game of three); the result headline of a tie broken by Food or Muertos."""
from __future__ import annotations

from game import registry, tutorial
from scenes.new_game import NewGameScene

GAME = registry.get("muertos")


def test_the_title_is_spelled_with_its_accent_wherever_it_is_read():
    assert GAME.title == "Día de los Muertos"
    script = tutorial.load(GAME)
    assert "Día de los Muertos" in script.raw.title and "Dia " not in script.raw.title
    assert not any("Dia de los" in step.say for step in script.steps if step.say)


def test_the_three_player_setup_names_no_seat_4(app):
    app.push(NewGameScene(app, GAME))
    scene = app.scene
    scene.choose_count(3)
    note = scene.seating_note()
    assert "4" not in note and "dummy" in note
    scene.choose_count(4)
    assert "Seats 1 and 3 are partners against 2 and 4" in scene.seating_note()
