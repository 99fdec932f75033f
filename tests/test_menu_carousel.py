"""The main menu's game carousel: a click made the moment the pointer arrives opens the game, and
the carousel is on the page the player left it at when they come back (from the rules, the
statistics, a game). Driven headless with real pygame events."""
from __future__ import annotations

import pygame
import pytest

from game import registry
from game.session import Session
from scenes.menu import MenuScene
from scenes.new_game import NewGameScene
from scenes.rules_scene import RulesScene
from scenes.stats_scene import StatsScene


def open_menu(app, driver) -> MenuScene:
    app.reset_to(MenuScene(app))
    driver.pump()
    return app.scene


def press(driver, logical, kind) -> None:
    driver.post(kind, pos=driver.window_pos(logical), button=1)
    driver.pump(1)


def test_a_press_with_no_motion_before_it_lights_its_tile_and_its_click_opens_the_game(app, driver):
    menu = open_menu(app, driver)
    tile = menu.tiles[-1]
    assert not tile.hover
    press(driver, tile.rect.center, pygame.MOUSEBUTTONDOWN)  # the pointer arrived with no motion event
    assert tile.hover, "the pressed tile is lit at once"
    press(driver, tile.rect.center, pygame.MOUSEBUTTONUP)
    assert isinstance(app.scene, NewGameScene) and app.scene.game.id == tile.game.id


def test_a_click_survives_the_carousel_being_laid_out_again_between_press_and_release(app, driver):
    menu = open_menu(app, driver)
    game_id = menu.tiles[0].game.id
    press(driver, menu.tiles[0].rect.center, pygame.MOUSEBUTTONDOWN)
    app.rebuild_scene()  # a re-layout (a setting, the saves read again) makes the tiles anew
    press(driver, menu.tiles[0].rect.center, pygame.MOUSEBUTTONUP)
    assert isinstance(app.scene, NewGameScene) and app.scene.game.id == game_id


def test_a_press_on_one_tile_released_on_another_opens_nothing(app, driver):
    menu = open_menu(app, driver)
    if len(menu.tiles) < 2:
        pytest.skip("one game on the page")
    press(driver, menu.tiles[0].rect.center, pygame.MOUSEBUTTONDOWN)
    press(driver, menu.tiles[1].rect.center, pygame.MOUSEBUTTONUP)
    assert app.scene is menu


def turn_to_last_page(driver, menu) -> int:
    pages = -(-len(registry.games()) // menu.tiles_per_page)
    if pages < 2:
        pytest.skip("the carousel has one page")
    driver.click_button("\u203a")
    return pages - 1


def test_the_carousel_keeps_its_page_when_the_player_comes_back(app, driver):
    menu = open_menu(app, driver)
    page = turn_to_last_page(driver, menu)
    assert app.scene.page == page
    shown = [t.game.id for t in app.scene.tiles]

    for label, screen in (("How to play", RulesScene), ("Statistics", StatsScene)):
        driver.click_button(label)
        assert isinstance(app.scene, screen)
        driver.click_button("Back")
        assert isinstance(app.scene, MenuScene) and app.scene.page == page, f"back from {label}"
        assert [t.game.id for t in app.scene.tiles] == shown

    # a game opened from the menu, then its pause menu's "main menu": a new menu, on the same page
    game = registry.get(shown[0])
    assert app.open_session(Session(game, game.modes[0].id, 1))
    app.scene.pause.to_main_menu()
    driver.pump()
    assert isinstance(app.scene, MenuScene) and app.scene is not menu
    assert app.scene.page == page and [t.game.id for t in app.scene.tiles] == shown
