"""The new-game dialog, built from the game's declaration: player count, seats, names, options, seed."""
from __future__ import annotations

import json

import pygame
import pytest
from conftest import first_game, table_mode

from game.protocol import SetupError
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene
from scenes.seating_plan import HOTSEAT, YOU, SeatingPlan, remembered_path

GAME = first_game()
TABLE = table_mode(GAME)


def multi_mode():
    return next(m for m in GAME.modes if m.players[1] > 1)


# ---------------------------------------------------------------------------------- the plan (no pygame)
def test_a_plan_starts_with_you_and_ai_opponents_at_the_fewest_players():
    plan = SeatingPlan(GAME, multi_mode().id)
    assert plan.count == multi_mode().players[0] == 2
    assert plan.controllers[0] == YOU and plan.names[0] == "Player 1"  # spoken to as you, never named so
    assert plan.controllers[1] == GAME.levels[-1]
    assert len(set(n.casefold() for n in plan.names)) == len(plan.names)  # every seat its own name
    setup = plan.setup()
    assert setup.players == 2 and setup.seats[0].human and setup.seats[1].bot == GAME.levels[-1]
    assert dict(setup.options) == {o.key: o.default for o in multi_mode().options}


def test_only_one_seat_is_yours_and_untyped_names_follow_the_controller():
    plan = SeatingPlan(GAME, TABLE)
    plan.set_count(3)
    plan.set_controller(2, YOU)
    assert plan.controllers[:3] == [HOTSEAT, GAME.levels[-1], YOU]
    assert plan.names[2] == "Player 3"  # a friend plays here too: the player's seat has a name they read
    assert plan.names[0] != "You" and plan.names[0] in GAME.default_names  # seat 1 is now a friend's
    plan.set_name(1, "Abuelito")
    plan.set_controller(1, YOU)
    assert plan.names[1] == "Abuelito"  # a typed name stays whatever the seat becomes
    assert plan.player_seat == 1
    assert plan.controllers[2] == HOTSEAT and plan.names[2] not in ("You", "Player 3")
    plan.set_controller(2, GAME.levels[-1])
    plan.set_controller(0, GAME.levels[-1])
    assert plan.player_seat == 1 and plan.names[1] == "Abuelito"
    plan.set_name(1, "")
    plan.typed[1] = False
    plan.set_controller(1, YOU)
    assert plan.names[1] == "Player 2", "the player's seat has a name (the table speaks to it as you)"


def test_no_seat_is_stored_as_you_alone_or_with_others_at_this_computer():
    plan = SeatingPlan(GAME, TABLE)
    assert plan.names[0] == "Player 1"
    assert all(s.name.casefold() != "you" for s in plan.setup().seats)
    plan.set_controller(1, HOTSEAT)
    assert plan.names[0] == "Player 1" and plan.names[1] != "You"
    assert all(s.name.casefold() != "you" for s in plan.setup().seats)
    plan.set_name(1, "you")
    assert "called You" in plan.problems()
    plan.set_controller(1, GAME.levels[-1])  # an AI seat may not be called You either
    assert "called You" in plan.problems()
    plan.set_name(1, "Rosa")
    assert plan.names[0] == "Player 1" and plan.problems() is None


@pytest.mark.parametrize("change, words", [
    (lambda p: [p.set_controller(0, "easy")], "played at this computer"),
    (lambda p: p.set_name(1, "   "), "needs a name"),
    (lambda p: p.set_name(1, "you"), "called You"),
    (lambda p: p.set_name(1, "Player 1"), "both called"),
    (lambda p: p.set_name(1, "x" * 25), "too long"),
])
def test_a_plan_that_cannot_start_says_why(change, words):
    plan = SeatingPlan(GAME, TABLE)
    change(plan)
    problem = plan.problems()
    assert problem and words in problem
    with pytest.raises(ValueError, match=words):
        plan.setup()


def test_players_and_options_are_checked_against_the_declaration():
    plan = SeatingPlan(GAME, TABLE)
    with pytest.raises(ValueError):
        plan.set_count(5)
    with pytest.raises(SetupError):
        plan.set_option("goals", "yes")
    plan.set_count(4)
    plan.set_option("goals", True)
    assert plan.setup().players == 4 and plan.setup().option("goals") is True
    plan.set_count(2)  # fewer seats, then back: nothing chosen is lost
    plan.set_count(4)
    assert plan.setup().players == 4


def test_a_remembered_plan_keeps_what_is_valid_and_drops_the_rest():
    plan = SeatingPlan(GAME, TABLE)
    plan.restore({"count": 3, "controllers": [HOTSEAT, YOU, "grandmaster", YOU], "names": ["Ana", 7, None, "z" * 40],
                  "options": {"goals": True, "nonsense": 1}})
    assert plan.count == 3
    assert plan.controllers[:2] == [HOTSEAT, YOU] and plan.controllers[2] == GAME.levels[-1]
    assert plan.controllers.count(YOU) == 1
    assert plan.names[0] == "Ana" and plan.options["goals"] is True
    assert plan.problems() is None
    for junk in (None, [], "text", {"count": "many", "controllers": "all"}):
        SeatingPlan(GAME, TABLE).restore(junk)  # never raises


# ---------------------------------------------------------------------------------- the dialog
def open_dialog(app, driver, **kw) -> NewGameScene:
    app.reset_to(MenuScene(app))
    scene = NewGameScene(app, GAME, **kw)
    app.push(scene)
    driver.pump()
    return scene


def test_the_dialog_offers_every_declared_choice(app, driver):
    scene = open_dialog(app, driver, mode=TABLE)
    lo, hi = multi_mode().players
    for n in range(lo, hi + 1):
        driver.find_button(object_id=f"players_{n}")
    for opt in multi_mode().options:
        driver.find_button(object_id=f"option_{opt.key}_true")
        driver.find_button(object_id=f"option_{opt.key}_false")
    for key, _, _ in scene.plan.controller_choices():
        driver.find_button(object_id=f"seat_1_{key}")
    assert len(scene.name_entries) == lo
    driver.click_button(object_id=f"players_{hi}")
    scene = app.scene
    assert len(scene.name_entries) == hi and driver.find_button(object_id=f"players_{hi}").is_selected


def test_seating_a_friend_and_an_easy_ai_starts_that_game(app, driver):
    scene = open_dialog(app, driver)
    driver.click_button(object_id="mode_multi")
    driver.click_button(object_id="players_3")
    scene = app.scene
    assert scene.mode == TABLE and scene.plan.count == 3
    driver.click_button(object_id="seat_1_hotseat")
    driver.click(scene.name_entries[1].rect.center)
    scene.name_entries[1].set_text("")
    driver.type_text("Marisol")
    driver.click_button(object_id="seat_2_easy")
    driver.click_button(object_id="option_goals_true")
    driver.click(scene.entry.rect.center)
    driver.type_text("77")
    driver.click_button("Start")
    session = app.scene.session
    assert session.seed == 77
    setup = session.setup
    assert [s.kind for s in setup.seats] == ["human", "human", "bot"]
    assert setup.seats[1].name == "Marisol" and setup.seats[2].bot == "easy"
    assert setup.option("goals") is True
    # the next dialog starts from these choices
    remembered = json.loads(remembered_path().read_text(encoding="utf-8"))
    assert remembered[GAME.id]["mode"] == TABLE
    again = open_dialog(app, driver)
    assert again.mode == TABLE and again.plan.count == 3 and again.plan.names[1] == "Marisol"


def test_start_is_refused_with_the_reason_while_two_seats_share_a_name(app, driver):
    scene = open_dialog(app, driver, mode=TABLE)
    driver.click(scene.name_entries[1].rect.center)
    scene.name_entries[1].set_text("")
    driver.type_text("Player 1")
    assert scene.error and "both called" in scene.error
    assert not driver.find_button("Start").is_enabled
    driver.key(pygame.K_RETURN)  # Enter in a name field does not start either
    assert app.scene is scene
    driver.key(pygame.K_BACKSPACE)
    assert scene.error is None and driver.find_button("Start").is_enabled


def test_no_seat_at_this_computer_is_refused(app, driver):
    scene = open_dialog(app, driver, mode=TABLE)
    driver.click_button(object_id="seat_0_easy")
    assert "at this computer" in scene.error
    assert not driver.find_button("Start").is_enabled


def test_large_text_cycles_each_seat_through_its_choices(app, driver):
    app.settings.ui_scale = 200
    app.apply_settings()
    scene = open_dialog(app, driver, mode=TABLE)
    seat = driver.find_button(object_id="seat_1")
    keys = [c for c, _, _ in scene.plan.controller_choices()]
    start = scene.plan.controllers[1]
    driver.click(seat.rect.center)
    assert scene.plan.controllers[1] == keys[(keys.index(start) + 1) % len(keys)]
    titles = {c: t for c, t, _ in scene.plan.controller_choices()}
    assert driver.find_button(object_id="seat_1").text == titles[scene.plan.controllers[1]]


def test_a_damaged_remembered_file_is_ignored(app, driver, cempasuchil_home):
    path = remembered_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    scene = open_dialog(app, driver)
    assert scene.mode == GAME.modes[0].id
    driver.click_button("Start")
    assert app.scene is not scene  # the game started; the file is rewritten
    assert json.loads(path.read_text(encoding="utf-8"))[GAME.id]["mode"] == GAME.modes[0].id
