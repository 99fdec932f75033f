"""The statistics screen from the menu, and the menu when a game package is broken."""
from __future__ import annotations

import pygame
import pytest
from conftest import first_game, table_mode

from game import registry
from game.stats import load_stats, record, save_stats, stats_path
from scenes.load_shots import sample_session
from scenes.menu import MenuScene
from scenes.stats_scene import HUMAN_TITLE, StatsScene

GAME = first_game()
SOLO, TABLE = GAME.modes[0].id, table_mode(GAME)


def open_menu(app, driver):
    app.reset_to(MenuScene(app))
    driver.pump()
    return app.scene


def text_of(scene) -> str:
    out = []
    for game, mode, entry in scene.sections():
        out += [t for t, _, _, _ in scene.card_lines(game, mode, entry)]
        out += [f"{t}={n}" for t, n in scene.tiers_of(game, entry)]
    return "\n".join(out)


def test_statistics_open_from_the_menu_and_back_returns(app, driver):
    open_menu(app, driver)
    driver.click_button("Statistics")
    assert isinstance(app.scene, StatsScene)
    assert "No games finished yet." in text_of(app.scene)
    driver.click_button("Back")
    assert isinstance(app.scene, MenuScene)
    driver.click_button("Statistics")
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)


def test_the_empty_state_stands_alone_with_no_card_behind_it(app, driver, monkeypatch):
    open_menu(app, driver)
    driver.click_button("Statistics")
    scene = app.scene
    cards = []
    monkeypatch.setattr(scene, "draw_card", lambda *args: cards.append(args))
    app.dirty = True
    driver.pump()
    assert scene.empty(scene.sections()) and scene.content_h == 0 and cards == []


def test_finished_games_are_shown_per_mode_with_wins_bests_and_bands(app, driver):
    from game.session import default_setup

    stats: dict = {}
    solo = [sample_session(GAME, seed, 99, bot="random") for seed in (1, 2)]
    for s in solo:
        record(stats, s)
    duel = sample_session(GAME, 5, 99, bot="random", setup=default_setup(GAME, TABLE, 2, bot="easy"))
    record(stats, duel)
    save_stats(stats)
    open_menu(app, driver)
    driver.click_button("Statistics")
    text = text_of(app.scene)
    best = max(s.state.outcome().scores[0] for s in solo)
    assert f"2 games finished  \u00b7  best {best}" in text
    assert f"1 game finished  \u00b7  best {duel.state.outcome().scores[0]}" in text
    won = 1 if 0 in duel.state.outcome().winners else 0
    assert f"{HUMAN_TITLE}: {won} win{'s' if won != 1 else ''} in 1 seat" in text
    assert "AI \u00b7 Easy:" in text
    tiers = {s.state.outcome().tier for s in solo}
    for tier in tiers:
        assert f"{tier}={sum(1 for s in solo if s.state.outcome().tier == tier)}" in text
    # every band of the game is listed, reached or not, lowest first
    bands = [t.title for t in GAME.load_data().tiers]
    listed = [t for t, _ in app.scene.tiers_of(GAME, load_stats()[f"{GAME.id}/{SOLO}"])]
    assert listed == bands


def test_the_list_scrolls_within_its_bounds(app, driver):
    stats: dict = {}
    for seed in (1, 2, 3):
        record(stats, sample_session(GAME, seed, 99, bot="random"))  # quick: only the list's length matters
    save_stats(stats)
    scene = StatsScene(app)
    app.push(scene)
    driver.pump()
    for _ in range(40):
        driver.key(pygame.K_DOWN, frames=1)
    assert scene.scroll == max(0, scene.content_h - scene.view.height)
    driver.key(pygame.K_HOME)
    assert scene.scroll == 0


def test_a_damaged_statistics_file_is_set_aside_not_a_crash(app, driver):
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{damaged", encoding="utf-8")
    open_menu(app, driver)
    driver.click_button("Statistics")
    assert isinstance(app.scene, StatsScene)
    assert "No games finished yet." in text_of(app.scene)
    assert path.with_name(path.name + ".damaged").exists()


def test_a_broken_game_package_is_shown_in_the_menu_not_a_crash(app, driver, monkeypatch):
    def broken():
        raise registry.RegistryError("The game package 'game.rules.broken' failed to import: "
                                     "SyntaxError: invalid syntax",
                                     'Traceback (most recent call last):\n  File "broken/state.py", line 9\n'
                                     "SyntaxError: invalid syntax")

    monkeypatch.setattr(registry, "games", broken)
    menu = open_menu(app, driver)
    assert menu.broken is not None and not menu.tiles
    driver.click_button("Show the details")
    assert app.dialogs and "broken/state.py" in app.dialogs[-1].message
    driver.key(pygame.K_ESCAPE)
    assert not app.dialogs
    driver.click_button("Settings")  # the rest of the client still works
    assert app.scene.name == "settings"
    driver.key(pygame.K_ESCAPE)
    driver.click_button("Statistics")
    assert isinstance(app.scene, StatsScene)


@pytest.mark.parametrize("scale", [100, 200])
def test_statistics_draw_at_every_text_size(app, driver, scale):
    app.settings.ui_scale = scale
    app.apply_settings()
    stats: dict = {}
    record(stats, sample_session(GAME, 4, 99, bot="random"))
    save_stats(stats)
    scene = StatsScene(app)
    app.push(scene)
    driver.pump()  # draws a frame
    back = driver.find_button("Back").rect
    assert back.bottom <= 720 and not back.colliderect(scene.panel)
