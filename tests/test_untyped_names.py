"""An untyped seat's name, "Player 1", is the name a save keeps; it is shown as a message, so a reader
in Spanish reads "Jugador 1" everywhere it is drawn or told (tables, logs, end screens, the Load
screen, the new-game fields), and the save still says "Player 1"."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from game import registry, text
from game.protocol import player_name, said_names, spoken_name, third_person, untyped_seat
from game.save_store import SaveInfo
from game.session import Session
from game.text import Msg, say
from scenes import shell_words
from scenes.seating_plan import HOTSEAT, SeatingPlan

GAMES = list(registry.games())


@pytest.fixture
def spanish():
    before = text.language()
    text.set_language("es")
    yield
    text.set_language(before)


def test_the_untyped_name_is_recognised_and_nothing_else():
    assert untyped_seat("Player 1") == 0 and untyped_seat("Player 12") == 11
    for name in ("Player", "Player 0", "Player 01", "Player one", "player 1", "Rosa", "Player 1 "):
        assert untyped_seat(name) is None, name
    assert spoken_name(player_name(2)) == Msg("player-name", n=3)
    assert spoken_name("Rosa") == "Rosa"
    assert spoken_name("You") == Msg("you-name")
    assert third_person(("You", "Rosa"), 0) == Msg("player-name", n=1)


def test_english_reads_as_before():
    assert say(spoken_name("Player 2"), "en") == "Player 2"
    assert text.language() == "en" and said_names(("Player 1", "Rosa")) == ("Player 1", "Rosa")


def test_spanish_reads_jugador(spanish):
    assert said_names(("Player 1", "Rosa", "You")) == ("Jugador 1", "Rosa", "Tú")


def _hotseat(game):
    mode = next(m for m in game.modes if m.players[1] >= 2)
    plan = SeatingPlan(game, mode.id)
    plan.set_controller(1, HOTSEAT)
    plan.set_name(1, "Rosa")
    return plan.setup()


def _play(session: Session, moves: int) -> None:
    rng = random.Random(5)
    for _ in range(moves):
        step = session.next_step()
        if step.kind == "over":
            return
        if step.kind == "automaton":
            session.apply_automaton()
            continue
        session.apply(step.seat, rng.choice(session.state.legal_actions(step.seat)))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_hotseat_log_names_the_untyped_seat_in_the_readers_language(game_id, spanish):
    game = registry.get(game_id)
    setup = _hotseat(game)
    assert setup.names[0] == "Player 1"  # what the save keeps
    session = Session(game, setup, 4)
    _play(session, 80)
    assert session.to_record()["setup"]["seats"][0]["name"] == "Player 1"
    told = [say(game.event_text(e, 1, setup.names)) for e in session.state.events if e.visible(1)]
    assert any("Jugador 1" in t for t in told), game_id
    assert not any("Player" in t or "You " in t for t in told), [t for t in told if "Player" in t][:3]
    text.set_language("en")
    told = [say(game.event_text(e, 1, setup.names)) for e in session.state.events if e.visible(1)]
    assert any("Player 1" in t for t in told)


def test_the_new_game_field_shows_the_untyped_name_in_the_readers_language(spanish):
    game = registry.get(GAMES[0])
    mode = next(m for m in game.modes if m.players[1] >= 2)
    plan = SeatingPlan(game, mode.id)
    assert plan.names[0] == "Player 1" and plan.shown_name(0) == "Jugador 1"
    plan.set_name(0, "Jugador 1")  # the field left as it showed: still the untyped name
    assert plan.names[0] == "Player 1" and not plan.typed[0]
    plan.set_name(0, "Jugadora 1")
    assert plan.names[0] == "Jugadora 1" and plan.typed[0] and plan.shown_name(0) == "Jugadora 1"


def test_the_load_screen_names_untyped_seats_in_the_readers_language(spanish):
    game = registry.get(GAMES[0])
    info = SaveInfo(Path("x.json"), game.id, game.title, "", "", (12, 9), ("Player 1", "Player 2"), 0.0,
                    seats=(("Player 1", "human", ""), ("Player 2", "human", "")))
    assert shell_words.seat_names(info) == "Jugador 1, Jugador 2"
    assert "Jugador 2" in info.score_text and "Player" not in info.score_text


@pytest.mark.parametrize("game_id", GAMES)
def test_an_end_screen_names_the_untyped_seat_in_spanish(game_id, spanish):
    game = registry.get(game_id)
    setup = _hotseat(game)
    session = Session(game, setup, 4)
    _play(session, 3000)
    if not session.is_over:
        pytest.skip("no end in the moves played")
    sheet = session.score_sheet()
    assert sheet.names[0] == "Player 1"
    from scenes.score_screen import shown_names
    assert shown_names(sheet)[0] == "Jugador 1"


def test_the_new_game_field_follows_a_switch_of_language_and_keeps_the_untyped_name(app, driver):
    """In English the first seat's field reads "Player 1"; switched to Español in Settings, the screen
    is laid out again and it reads "Jugador 1"; left alone, the game still starts as "Player 1"."""
    from scenes.menu import MenuScene
    from scenes.new_game import NewGameScene

    game = registry.get(GAMES[0])
    mode = next(m for m in game.modes if m.players[1] >= 2)
    app.reset_to(MenuScene(app))
    scene = NewGameScene(app, game, mode.id)
    app.push(scene)
    driver.pump()
    assert scene.name_entries[0].get_text() == "Player 1"
    app.settings.language = "es"
    try:
        app.apply_settings()
        driver.pump()
        assert app.scene is scene and scene.name_entries[0].get_text() == "Jugador 1"
        assert scene.plan.setup().names[0] == "Player 1"
    finally:
        text.set_language("en")
