"""Players' names: a name the game's lettering cannot draw (an emoji) is refused at entry with the
reason, a name over the limit is shown whole and refused saying the limit (it was cut at 24 letters
without a word), and the hotseat curtain fits a long name of wide letters in its panel."""
from __future__ import annotations

import pygame

from conftest import first_game, table_mode
from game.protocol import SeatSetup, Setup
from game.session import Session
from scenes import shell_words as words
from scenes.assets import missing_glyphs, name_role
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene
from scenes.seating_plan import HOTSEAT, MAX_NAME
from scenes.widgets import text as T

GAME = first_game()
TABLE = table_mode(GAME)


def test_the_lettering_knows_what_it_can_draw():
    assert missing_glyphs("Zoë Ñúñez-O'Brien 2") == ""
    assert missing_glyphs("Жанна Łucja") == "", "the text faces have Latin, accents and Cyrillic"
    assert missing_glyphs("Ana \U0001F383\U0001F383") == "\U0001F383"
    assert name_role("Жанна", "display") != "display" or missing_glyphs("Жанна", ("display",)) == ""
    assert name_role("Rosa", "display") == "display"


def new_game(app, driver) -> NewGameScene:
    app.reset_to(MenuScene(app))
    scene = NewGameScene(app, GAME, TABLE)
    app.push(scene)
    driver.pump()
    if app.dialog is not None:
        driver.click_button("Start a new one")
    return scene


def type_name(scene, driver, seat: int, text: str) -> None:
    entry = scene.name_entries[seat]
    entry.set_text("")
    entry.focus()
    driver.type_text(text)


def test_an_emoji_in_a_name_is_refused_with_the_reason(app, driver):
    scene = new_game(app, driver)
    scene.choose_controller(1, HOTSEAT)
    type_name(scene, driver, 1, "Ana \U0001F383")
    assert scene.plan.names[1] == "Ana \U0001F383"
    assert scene.error == words.NAME_UNDRAWABLE.format(number=2)
    assert not scene.start_button.is_enabled
    type_name(scene, driver, 1, "Ana")
    assert scene.error is None and scene.start_button.is_enabled


def test_a_name_over_the_limit_is_kept_whole_and_refused_saying_the_limit(app, driver):
    scene = new_game(app, driver)
    scene.choose_controller(1, HOTSEAT)
    name = "Maximiliana Guadalupe de la Cruz"
    type_name(scene, driver, 1, name)
    assert scene.name_entries[1].get_text() == name, "the entry does not cut the name without a word"
    assert scene.error == words.NAME_TOO_LONG.format(number=2, length=len(name), letters=MAX_NAME)
    assert str(MAX_NAME) in scene.error and not scene.start_button.is_enabled


def test_the_curtain_fits_a_long_name_of_wide_letters(app, driver):
    wide = "W" * 10 + " " + "W" * 13
    assert len(wide) == MAX_NAME
    lo, _hi = GAME.mode(TABLE).players
    seats = [SeatSetup("human", "Ana"), SeatSetup("human", wide)] + \
            [SeatSetup("bot", f"Bot {i}", GAME.levels[-1]) for i in range(max(0, lo - 2))]
    session = Session(GAME, GAME.validate_setup(Setup(TABLE, tuple(seats), ())), 3)
    app.open_session(session)
    scene = app.scene
    scene.handover.call(1)
    scene.handover.buttons = []
    app.dirty = True
    driver.pump(2)
    panel = scene.handover.rect()
    [button] = scene.handover.buttons
    assert panel.contains(button.rect)
    label = T.text(app.assets, button.label, "bold", button.size, (0, 0, 0))
    assert label.get_width() <= button.rect.w - 24, "the label fits its button"
    outside = pygame.Rect(0, panel.y, panel.x - 2, 120)  # left of the panel, along the title's row
    long_drawn = pygame.Surface((1280, 720))
    scene.handover.draw(long_drawn)
    scene.session.setup = scene.session.setup.__class__(TABLE, (seats[0], SeatSetup("human", "Lu"), *seats[2:]), ())
    short_drawn = pygame.Surface((1280, 720))
    scene.handover.draw(short_drawn)
    assert pygame.image.tobytes(long_drawn.subsurface(outside), "RGB") == \
        pygame.image.tobytes(short_drawn.subsurface(outside), "RGB"), "the title stays inside its panel"


def test_a_long_name_is_cut_with_an_ellipsis_where_room_is_short(app):
    name = "Maximiliana Guadalupe de"
    whole = T.text(app.assets, name, "bold", 15)
    cut = T.ellipsized(app.assets, name, whole.get_width() // 2, "bold", 15)
    assert cut.get_width() <= whole.get_width() // 2
    assert T.ellipsized(app.assets, "Rosa", 200, "bold", 15) is T.text(app.assets, "Rosa", "bold", 15)
