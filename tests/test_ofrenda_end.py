"""Ofrenda's end screen (over the shared score screen), headless: solo and 2-4 seats, the winner in the
headline and the crowned column, tie-break notes, choosing which altar is shown large, the buttons."""
from __future__ import annotations

import pygame
import pytest

from game import registry
from game.ai import make_bot
from game.protocol import SeatSetup, Setup
from game.rules.ofrenda.state import OfrendaState, Phase
from game.session import Session
from tests.tables_seen import table_of

GAME = registry.get("ofrenda")
NAMES = ("You", "Rosa", "Diego", "Lupita")


@pytest.fixture
def end_app(app):
    app.settings.animation_speed = "off"
    app.audio = False
    return app


def multi_setup(n: int, goals: bool = True, bots: bool = True) -> Setup:
    seats = (SeatSetup("human", "You"),) + tuple(
        SeatSetup("bot", NAMES[i], "random") if bots else SeatSetup("human", NAMES[i]) for i in range(1, n))
    return Setup("multi", seats, {"goals": goals})


def finished(setup, seed: int = 4) -> Session:
    """A game played to the end by random bots on every seat (quick, and a real finished game)."""
    session = Session(GAME, setup, seed)
    bots = {}
    while not session.state.is_over:
        step = session.next_step()
        if step.kind == "automaton":
            session.apply_automaton()
            continue
        bot = bots.get(step.seat) or bots.setdefault(step.seat, make_bot(GAME, "random", step.seat, seed))
        session.apply(step.seat, bot.decide(session.decision(step.seat)).action)
    return session


def hand_built(lit_a: bool, marigolds=(5, 5)) -> Session:
    """Two players on 0 points each: You with one lit portrait (no neighbours, so no points) if
    ``lit_a``, Rosa with one unlit portrait; the marigolds in storage as given."""
    setup = multi_setup(2, goals=False, bots=False)
    session = Session(GAME, setup, 9)
    state = OfrendaState(session.data, 9, session.setup)
    a, b = state.boards
    for board, slot, card in ((a, "T1", "blue-01"), (b, "B1", "blue-02")):
        board.ofrenda, board.lit, board.decorations, board.lit_candles, board.tokens = {slot: card}, set(), {}, set(), {}
    if lit_a:
        a.lit = {"T1"}
    a.marigolds, b.marigolds = marigolds
    state.phase = Phase.GAME_OVER
    session.state = state
    return session


def open_end(app, session):
    from scenes.ofrenda.end import OfrendaEndScene

    scene = OfrendaEndScene(app, session)
    app.push(scene)
    for _ in range(3):
        app.frame(0.5, [])
    return scene


# ---------------------------------------------------------------------------- every seat count
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_screen_builds_and_draws_for_every_seat_count(end_app, players):
    setup = "solo" if players == 1 else multi_setup(players, goals=players > 2)
    session = finished(setup)
    scene = open_end(end_app, session)
    surface = pygame.Surface((1280, 720))
    before = (scene.focus, scene.hover_key, list(scene.hotspots), session.state.digest())
    scene.draw(surface)
    scene.draw_overlay(surface)
    # drawing changes nothing
    assert before == (scene.focus, scene.hover_key, list(scene.hotspots), session.state.digest())
    sheet = session.state.score_sheet()
    assert scene.seats == players == len(sheet.names)
    assert [r.points for r in scene.score_rows() if r.label == "Total"] == [session.state.score(0).total]
    if players == 1:
        assert sum(b.reached for b in scene.tier_bands()) == 1
        assert not scene.focusable()
    else:
        assert scene.tier_bands() == []
        assert len(scene.column_rects()) == players == len(scene.thumb_rects())
        # every cell of the table has its rect inside the panel, above the buttons
        for _row, rect in scene.row_rects():
            assert scene.panel_rect.contains(rect) and rect.bottom <= scene.buttons[0].rect.top


def test_the_headline_names_the_outcomes_winner(end_app):
    for seed in (1, 2, 3):
        session = finished(multi_setup(4), seed)
        scene = open_end(end_app, session)
        outcome = session.state.outcome()
        headline, _ = scene.verdict()
        assert scene.winners == outcome.winners
        if len(outcome.winners) == 1:
            (w,) = outcome.winners
            name = session.setup.seats[w].name
            assert headline == ("You win!" if name == "You" else f"{name} wins!")
            assert all(session.setup.seats[s].name not in headline for s in range(4) if s != w)
        # places follow the scores: the winners first, equal totals share a place
        places = {s: scene.place(s) for s in range(4)}
        assert {s for s, p in places.items() if p == 1} == outcome.winners
        for s in range(4):
            for t in range(4):
                if s not in outcome.winners and t not in outcome.winners and outcome.scores[s] > outcome.scores[t]:
                    assert places[s] < places[t]
        end_app.scenes.pop().exit()


def test_a_tie_broken_by_lit_portraits_shows_the_note(end_app):
    session = hand_built(lit_a=True)
    outcome = session.state.outcome()
    assert outcome.scores == (0, 0) and outcome.winners == {0} and outcome.tiebreak == "lit portraits"
    scene = open_end(end_app, session)
    assert scene.verdict()[0] == "You win!"
    assert any("broken by lit portraits" in n for n in scene.sheet.notes)
    decisive = [r.label for r in scene.tiebreak_rows() if scene.decisive(r)]
    assert decisive == ["Lit portraits"]
    assert scene.tied_seats() == {0, 1}
    scene.draw(pygame.Surface((1280, 720)))


def test_a_shared_win_crowns_both_and_says_so(end_app):
    session = hand_built(lit_a=False, marigolds=(4, 4))
    scene = open_end(end_app, session)
    assert scene.winners == {0, 1}
    assert "shared win" in scene.verdict()[0].lower()
    assert any("shared" in n for n in scene.sheet.notes)
    assert not [r for r in scene.tiebreak_rows() if scene.decisive(r)]
    scene.draw(pygame.Surface((1280, 720)))


def test_marigolds_in_storage_break_what_lit_portraits_did_not(end_app):
    session = hand_built(lit_a=False, marigolds=(2, 6))
    scene = open_end(end_app, session)
    assert scene.winners == {1} and scene.verdict()[0] == "Rosa wins!"
    assert [r.label for r in scene.tiebreak_rows() if scene.decisive(r)] == ["Marigolds in storage"]


# ---------------------------------------------------------------------------- choosing the altar shown
def test_clicking_a_small_altar_brings_it_up(end_app, driver):
    session = finished(multi_setup(4))
    scene = open_end(end_app, session)
    assert scene.focus == 0 and scene.board.seat == 0
    for seat in (2, 3, 1, 0):
        driver.click(scene.thumb_rects()[seat].center)
        assert scene.focus == seat and scene.board.seat == seat
        # the tooltips over the big altar now describe that player's portraits
        slots = {key[1]: content for _r, key, content in scene.hotspots if key[0] == "slot"}
        board = session.state.boards[seat]
        for slot, card in board.ofrenda.items():
            assert session.data.portraits[card].name in slots[slot].plain
    driver.click(scene.column_rects()[3].center)  # the table's column headers choose too
    assert scene.focus == 3
    driver.key(pygame.K_RIGHT)
    assert scene.focus == 0
    driver.key(pygame.K_LEFT)
    assert scene.focus == 3


def test_the_seat_at_the_screen_is_the_first_human(end_app):
    setup = Setup("multi", (SeatSetup("bot", "Rosa", "random"), SeatSetup("human", "Ana")), {"goals": False})
    scene = open_end(end_app, finished(setup))
    assert scene.seat == scene.focus == 1
    assert scene.board_title(1) == "Ana's ofrenda" and scene.board_title(0) == "Rosa's ofrenda"


# ---------------------------------------------------------------------------- the buttons and stray clicks
def test_new_game_keeps_the_setup(end_app, driver):
    from scenes.ofrenda.table import OfrendaTable

    setup = multi_setup(3, goals=True, bots=False)
    session = finished(setup)
    scene = open_end(end_app, session)
    driver.click(scene.buttons[0].rect.center)
    assert isinstance(table_of(end_app.scene), OfrendaTable)
    new = end_app.scene.session
    assert new is not session and new.setup == session.setup and not new.log
    from scenes.ofrenda.end import OfrendaEndScene

    end_app.reset_to(OfrendaEndScene(end_app, session))
    driver.pump()
    driver.click(end_app.scene.buttons[1].rect.center)  # Replay this seed
    assert end_app.scene.session.seed == session.seed and end_app.scene.session.setup == session.setup


@pytest.mark.parametrize("players", [1, 4])
def test_clicks_and_keys_anywhere_never_raise(end_app, driver, players):
    session = finished("solo" if players == 1 else multi_setup(players))
    scene = open_end(end_app, session)
    buttons = [b.rect.inflate(4, 4) for b in scene.buttons]
    for y in range(5, 720, 37):
        for x in range(5, 1280, 41):
            if any(r.collidepoint(x, y) for r in buttons):
                continue
            driver.click((x, y), frames=1)
            assert end_app.scene is scene
    for key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_SPACE, pygame.K_a):
        driver.key(key, frames=1)
    assert end_app.scene is scene
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    scene.draw_overlay(surface)


def test_the_scores_count_up_then_settle(app):
    app.settings.animation_speed = "normal"
    from scenes.ofrenda.end import OfrendaEndScene

    scene = OfrendaEndScene(app, finished(multi_setup(2, goals=False)))
    app.push(scene)
    app.frame(0.1, [])
    assert scene.reveal.value("count", 1.0) < 1.0
    for _ in range(200):
        if not app.frame(0.1, []):
            break
    assert scene.reveal.value("count", 1.0) == 1.0 and scene.update(0.1) is False


def test_shots_build(end_app):
    from scenes.ofrenda.shots import SHOTS

    assert SHOTS["ofrenda-end"] is SHOTS["ofrenda/end"]
    assert {"ofrenda/end-4p", "ofrenda/end-2p"} <= set(SHOTS)
