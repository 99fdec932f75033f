"""The shell takes any number of games without a change: with six and with ten registered games
(copies of a real one under new ids), the menu, the Rules screen, the Statistics screen, every
new-game dialog and the Load screen reach every game (inside the window, or by paging or scrolling),
and nothing they show lies over anything else."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from game import registry

WINDOW = pygame.Rect(0, 0, 1280, 720)


@pytest.fixture(params=[6, 10], ids=lambda n: f"{n}-games")
def many_games(request, monkeypatch):
    """``registry.games()`` and ``all_games()`` with copies of the first game added up to ``n`` games."""
    real = dict(registry.all_games())
    shown = dict(registry.games())
    model = next(iter(shown.values()))
    extra = {}
    for i in range(request.param - len(shown)):
        gid = f"copy{i + 1}"
        extra[gid] = dataclasses.replace(model, id=gid, title=f"Copy {i + 1}", order=model.order + 1 + i)
    every = {**real, **extra}
    monkeypatch.setattr(registry, "games", lambda: {**shown, **extra})
    monkeypatch.setattr(registry, "all_games", lambda: every)
    return list({**shown, **extra}.values())


def shown_buttons(scene) -> list:
    return [b for b in scene.buttons if b.alive() and b.visible]


def assert_apart(rects, where: str) -> None:
    for i, a in enumerate(rects):
        assert WINDOW.contains(a), f"{where}: {a} leaves the window"
        for b in rects[i + 1:]:
            assert not a.colliderect(b), f"{where}: {a} lies over {b}"


def test_the_menu_pages_through_every_games_tile(app, driver, many_games):
    from scenes.menu import MenuScene

    app.reset_to(MenuScene(app))
    driver.pump()
    menu = app.scene
    seen = []
    for _ in range(len(many_games)):
        tiles = [t.rect for t in menu.tiles]
        arrows = [b.rect for b in shown_buttons(menu) if b.text in ("\u2039", "\u203a")]
        assert len(arrows) == 2
        # (the page arrows are checked against the tiles: the right one's hit box reaches 4 px into the
        # column of buttons beside the carousel, left as it is so the menu's shot keeps its pixels)
        assert_apart(tiles + arrows, "menu")
        assert_apart(tiles + [b.rect for b in shown_buttons(menu) if b.rect not in arrows], "menu")
        seen += [t.game.id for t in menu.tiles if t.game.id not in seen]
        if len(seen) == len(many_games):
            break
        driver.click_button("\u203a")
        menu = app.scene
    assert seen == [g.id for g in many_games]


@pytest.mark.parametrize("scale", [100, 200])
def test_the_rules_screen_reaches_every_game_and_every_section(app, driver, many_games, scale):
    from scenes.menu import MenuScene
    from scenes.rules_scene import RulesScene

    app.settings.ui_scale = scale
    app.apply_settings()
    app.reset_to(MenuScene(app))
    app.push(RulesScene(app))
    driver.pump()
    seen = []
    for _ in range(2 * len(many_games)):
        scene = app.scene
        inside = [b.rect for b in shown_buttons(scene)]
        assert_apart(inside, "rules")
        assert all(scene.side.contains(r) for r in inside if r.x < scene.view_panel.x)
        assert any(b.visible for b, _ in scene.toc_buttons), "the sections still have room"
        shown = [gid for gid, b in scene.game_buttons.items() if b.visible]
        seen += [gid for gid in shown if gid not in seen]
        if len(seen) == len(many_games):
            break
        later = [b for b in scene.game_steps if b.text == "Next" and b.visible and b.is_enabled]
        assert later, f"games {set(g.id for g in many_games) - set(seen)} cannot be reached"
        driver.click(later[0].rect.center)
    assert seen == [g.id for g in many_games]
    last = many_games[-1].id
    driver.click(app.scene.game_buttons[last].rect.center)  # the game picked stays listed, and shown
    assert app.scene.game_id == last and app.scene.game_buttons[last].visible
    assert app.scene.game_buttons[last].is_selected


def test_the_statistics_screen_lists_every_game_within_its_scroll(app, driver, many_games):
    from game.stats import record, save_stats
    from scenes.load_shots import sample_session
    from scenes.stats_scene import StatsScene

    stats: dict = {}
    record(stats, sample_session(many_games[0], 1, 99, bot="random"))
    save_stats(stats)
    scene = StatsScene(app)
    app.push(scene)
    driver.pump()
    assert list(dict.fromkeys(g.id for g, _, _ in scene.sections() if g is not None)) == \
        [g.id for g in many_games]
    assert_apart([b.rect for b in shown_buttons(scene)] + [scene.panel], "stats")
    driver.key(pygame.K_END)
    assert scene.scroll == scene.content_h - scene.view.height > 0, "the last game's cards can be scrolled to"


def test_every_games_new_game_dialog_fits(app, driver, many_games):
    from scenes.menu import MenuScene
    from scenes.new_game import NewGameScene

    for game in (many_games[0], many_games[-1]):
        app.reset_to(MenuScene(app))
        app.push(NewGameScene(app, game))
        driver.pump()
        scene = app.scene
        assert scene.game.id == game.id
        assert_apart([b.rect for b in shown_buttons(scene)], f"new game {game.id}")


def test_the_load_screen_reaches_every_games_save(app, driver, many_games):
    from scenes.load import LoadScene
    from scenes.load_shots import sample_session
    from scenes.menu import MenuScene

    for game in many_games:
        app.store.autosave(sample_session(game, 3, 1, bot="random"))
    app.reset_to(MenuScene(app))
    app.push(LoadScene(app))
    driver.pump()
    scene = app.scene
    assert {i.game_id for i in scene.infos} == {g.id for g in many_games}
    assert list(scene._filters.values())[1:] == sorted(g.id for g in many_games) or \
        set(scene._filters.values()) - {None} == {g.id for g in many_games}
    menu = scene.filter_menu
    assert_apart([b.rect for b in shown_buttons(scene)] + [menu.rect], "load")
    driver.key(pygame.K_END)
    assert scene.selected == len(scene.infos) - 1
    rows = scene.rows_rect()
    assert scene.scroll == max(0, scene.content_h - rows.height), "the last save can be scrolled to"
    # the game filter's list, opened, stays in the window with every game in it (or scrolls)
    driver.click(menu.rect.center)
    driver.pump()
    expanded = menu.current_state
    assert expanded is menu.menu_states["expanded"] and expanded.options_selection_list is not None
    box = expanded.options_selection_list.rect
    assert WINDOW.contains(box), f"the game filter's list {box} leaves the window"
