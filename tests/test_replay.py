"""Finished games in the Load screen, and replaying them step by step."""
from __future__ import annotations

import functools

import pygame
from conftest import first_game, table_mode

from game import saves
from game.session import default_setup
from game.stats import stats_path
from scenes.load import LoadScene
from scenes.load_shots import sample_session
from scenes.menu import MenuScene
from scenes.replay import ReplayScene

GAME = first_game()
SOLO, TABLE = GAME.modes[0].id, table_mode(GAME)


def open_finished(app, driver) -> LoadScene:
    app.reset_to(MenuScene(app))
    driver.pump()
    driver.click_button("Load a game")
    assert isinstance(app.scene, LoadScene)
    assert {i.section for i in app.scene.infos} == {"finished"}, "only finished games here"
    return app.scene


@functools.cache
def _two_finished() -> tuple[str, str]:
    """A finished solo game and a finished table game, played once a run (random bots: quick)."""
    solo = sample_session(GAME, 3, 99, bot="random")
    duel = sample_session(GAME, 4, 99, bot="random", setup=default_setup(GAME, TABLE, 2, bot="easy"))
    return saves.encode(solo), saves.encode(duel)


def keep_two(app):
    solo, duel = (saves.decode(text, "finished") for text in _two_finished())
    app.store.keep_finished(solo)
    app.store.keep_finished(duel)
    return solo, duel


def test_the_finished_tab_lists_kept_games_newest_first(app, driver):
    solo, duel = keep_two(app)
    scene = open_finished(app, driver)
    assert [i.mode for i in scene.infos] == [GAME.mode(TABLE).title, GAME.mode(SOLO).title]
    assert scene.infos[0].score_text == " \u00b7 ".join(f"{n} {v}" for n, v in
                                                        zip(duel.setup.spoken().names, duel.state.outcome().scores))
    assert driver.find_button(object_id="load").text == "Replay"
    assert app.store.in_progress() == []


def test_a_replay_steps_through_the_game_and_stops_at_both_ends(app, driver):
    solo, _ = keep_two(app)
    scene = open_finished(app, driver)
    scene.select(1)  # the solo game
    driver.click_button("Replay")
    replay = app.scene
    assert isinstance(replay, ReplayScene) and replay.step == 0
    total = len(solo.log)
    assert replay.total == total
    driver.key(pygame.K_LEFT)
    assert replay.step == 0
    for k in (1, 2, 3):
        driver.key(pygame.K_RIGHT)
        assert replay.step == k
        assert replay.inner.session.state.digest() == solo.replay_to(k).state.digest()
    driver.click(replay.buttons[1].rect.center)  # one step back
    assert replay.step == 2
    driver.key(pygame.K_END)
    assert replay.step == total and replay.inner.session.state.is_over
    driver.key(pygame.K_RIGHT)
    assert replay.step == total
    driver.key(pygame.K_HOME)
    assert replay.step == 0
    driver.key(pygame.K_ESCAPE)
    assert isinstance(app.scene, LoadScene)


def test_playing_a_replay_to_its_end_saves_and_counts_nothing(app, driver):
    solo, _ = keep_two(app)
    scene = open_finished(app, driver)
    scene.select(1)
    scene.load_selected()
    replay = app.scene
    replay.show(replay.total - 3)
    driver.key(pygame.K_SPACE)
    assert replay.playing
    for _ in range(40):
        app.frame(0.5, [])
    assert replay.step == replay.total and not replay.playing
    assert app.store.in_progress() == [] and len(app.store.list()) == 2  # no autosave
    assert not stats_path().exists()  # not counted again
    assert len(app.store.list_finished()) == 2  # not kept again


def test_the_player_cannot_move_in_a_replay(app, driver):
    keep_two(app)
    scene = open_finished(app, driver)
    scene.load_selected()
    replay = app.scene
    for k in range(replay.total):  # a step where the seat on screen would have a move
        replay.show(k)
        inner = replay.inner
        legal = inner.session.state.legal_actions(inner.seat)
        if legal:
            break
    assert legal and inner.legal_actions() == []
    assert "replay" in inner.why_illegal(legal[0])
    before = len(inner.session.log)
    assert not inner.propose(legal[0]) and inner.propose(legal[0]).refusal == inner.why_illegal(legal[0])
    assert len(inner.session.log) == before


def test_a_damaged_finished_game_is_explained_and_left_alone(app, driver):
    keep_two(app)
    bad = app.store.finished_folder / f"{GAME.id}-cut.json"
    bad.write_text('{"format": "cempasuchil-save", "ver', encoding="utf-8")
    import os
    import time

    future = time.time() + 60
    os.utime(bad, (future, future))  # newest: first in the list
    scene = open_finished(app, driver)
    assert scene.infos[0].path == bad and scene.infos[0].error
    driver.click_button("Replay")
    assert isinstance(app.scene, LoadScene)
    assert app.dialogs and "cannot be replayed" in app.dialogs[-1].title
    assert bad.read_text(encoding="utf-8") == '{"format": "cempasuchil-save", "ver'
