"""En español, end to end in a real X window (the harness: ``tests/e2e_window.py``): a player switches
to Español in Settings, starts Ofrenda's guided first game from its tile, reads the coach's first note
and goes on, leaves by the pause menu, quits, and starts the game again: it is still in Spanish."""
from __future__ import annotations

import json
import time

import pygame
import pytest

from e2e_window import Game, Layout, coach_button, differing_pixels, quiet_settings, session_of, xvfb  # noqa: F401 (xvfb: a fixture)
from game import text

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

MENU_BUTTONS = (750, 318, 360, 300)  # Load, Settings, How to play, Statistics, Quit (their words)


def menu_picture(layout, lang: str) -> pygame.Surface:
    """The menu's buttons as the headless layout draws them in ``lang``."""
    from scenes.menu import MenuScene

    text.set_language(lang)
    layout.app.reset_to(MenuScene(layout.app))
    for _ in range(3):
        layout.app.frame(1 / 30, [])
    return layout.app.canvas.subsurface(pygame.Rect(MENU_BUTTONS)).copy()


def test_switch_to_spanish_learn_a_game_quit_and_come_back_in_spanish(xvfb, cempasuchil_home, tmp_path):
    from game import registry
    from scenes.settings_scene import SettingsScene

    home = cempasuchil_home
    out = tmp_path / "e2e-spanish"
    out.mkdir()
    quiet_settings(home)
    settings_file = home / "config" / "settings.json"
    settings = json.loads(settings_file.read_text(encoding="utf-8"))
    settings.update(language="en", offered=[])  # English to begin with; the tile offers the guided game
    settings_file.write_text(json.dumps(settings), encoding="utf-8")
    layout = Layout()
    games = []
    try:
        game = Game(xvfb, home, out, "spanish", "ofrenda")
        games.append(game)
        game.start()
        layout.menu()
        game.click(layout._ui_button("settings"))
        time.sleep(0.5)
        layout.app.push(SettingsScene(layout.app))
        game.click(layout._ui_button("language_es"))
        game.wait("Español in the settings file", lambda: json.loads(settings_file.read_text(encoding="utf-8"))
                  .get("language") == "es", timeout=10)
        game.screenshot("settings-in-spanish")
        game.key("Escape")
        time.sleep(0.5)
        # the guided first game, from the tile's offer (in Spanish: the layout speaks it too)
        text.set_language("es")
        layout.app.settings.offered = []
        game.click(layout.menu()["tile:ofrenda"])
        time.sleep(0.5)
        layout.app.scene.open_new_game(registry.get("ofrenda"))
        game.screenshot("offer")
        game.click(layout.app.dialog.button_rect(text.say(text.Msg("learn-to-play"))).center)
        record = game.wait("the guided game's first step", lambda: (r := game.record()) and "tutorial" in r and r,
                           timeout=20)
        game.screenshot("first-step")
        game.click(coach_button(layout, session_of(record), "coach-next"))
        game.wait("the coach's second step", lambda: (r := game.record()) and r["tutorial"]["step"] >= 1 and r,
                  timeout=20)
        game.screenshot("second-step")
        # leave as a player does: Escape, Menú principal, Salir
        game.key("Escape")
        pause = layout.table(session_of(game.record()))
        pause.refresh()
        pause.open_menu()
        time.sleep(0.3)
        game.click(pause.menu.button(text.say(text.Msg("main-menu"))).rect.center)
        game.wait("the main menu", lambda: "continue" in layout.menu(), timeout=10)
        time.sleep(0.3)
        game.click(layout.menu()["quit"])
        assert game.wait_exit() == 0
        assert json.loads(settings_file.read_text(encoding="utf-8"))["language"] == "es"
        # start again: the menu speaks Spanish
        again = Game(xvfb, home, out, "spanish-again", "ofrenda")
        games.append(again)
        again.start()
        time.sleep(1.0)
        _path, seen = again.settle("menu-again", MENU_BUTTONS)
        spanish, english = menu_picture(layout, "es"), menu_picture(layout, "en")
        area = seen.get_width() * seen.get_height()
        assert differing_pixels(seen, spanish) < 0.02 * area < differing_pixels(seen, english), \
            (differing_pixels(seen, spanish), differing_pixels(seen, english), area)
    finally:
        text.set_language("en")
        for g in games:
            g.kill()
        layout.close()
