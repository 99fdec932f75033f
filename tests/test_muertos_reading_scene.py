"""Dia de los Muertos' table while a finished trick is read (it stays, marked and said, until a
click or the pace's delay, and holds the bots meanwhile), the partner's badge, and Ask's chooser
(nothing overlaps; a step back asks another player). Driven headless."""
from __future__ import annotations

import random

import pytest

from game.rules.muertos import words as W
from game.rules.muertos.actions import AskQuestion, Play
from game.rules.muertos.state import Phase
from game.rules.muertos.tricks import read_trick
from tests.test_muertos_scene import click, frames_until, open_table, setup


@pytest.fixture
def table(app):
    app.settings.animation_speed = "normal"
    app.settings.automaton_speed = "instant"
    return app


def finish_a_trick(scene, seed=4):
    """Play random moves for every seat (a hotseat table) until a trick is finished."""
    rng = random.Random(seed)
    done = scene.state.tricks
    while scene.state.tricks == done:
        st = scene.state
        (seat,) = st.to_move()
        events = scene.session.apply(seat, rng.choice(st.legal_actions(seat)))
        scene.after_move("action", events)


def seconds_read(app, scene) -> float:
    """How long the trick just finished stays to be read, in frames of 1/60 s (a gift that follows
    it is held on its own after it)."""
    frames = 0
    while scene.table.reading is not None and frames < 60 * 30:
        app.frame(1 / 60, [])
        frames += 1
    return frames / 60


def test_a_finished_trick_is_marked_and_said_until_the_paces_delay(table):
    scene = open_table(table, setup(4, humans=4), seed=4)
    finish_a_trick(scene)
    trick, aside, cancelled, winner = scene.state.last_trick
    last, reading, line = scene.table.reading
    assert last == scene.state.last_trick and reading == read_trick(scene.table.data, trick, aside, cancelled)
    assert reading.winner == winner
    assert str(line) == W.trick_read(scene.table.words, reading, trick, aside, scene.state.places, scene.seat,
                                scene.session.setup.names)
    # the trick's cards lie where they were played while it is read
    for place, card, _ in trick:
        assert scene.table.choreo.target(("card", card)).center == scene.table.geometry.trick_pos(place)
    normal = seconds_read(table, scene)
    assert 2.5 <= normal <= 4.0 and scene.table.reading is None
    for place, card, _ in trick:  # then they are swept to the captures or the discards
        assert scene.table.choreo.target(("card", card)) == scene.table.layout(scene.view)[0][("card", card)]
    table.settings.animation_speed = "fast"
    finish_a_trick(scene, seed=5)
    assert seconds_read(table, scene) < normal * 0.75, "shorter at the fast pace"


def test_a_click_anywhere_ends_the_reading(table):
    scene = open_table(table, setup(4), seed=4)
    finish_a_trick(scene)
    table.frame(1 / 60, [])
    assert scene.holding()
    click(table, (700, 200))  # the bare felt
    assert not scene.holding() and scene.table.reading is None


def test_the_bots_wait_while_a_trick_is_read(table):
    from game.ai import make_bot

    scene = open_table(table, setup(4), seed=6)
    session = scene.session
    me = make_bot(scene.game, "heuristic", scene.seat, 0)

    def read_then_bot() -> bool:
        if scene.players_turn and not scene.holding():  # the player's own moves, made for them
            scene.propose(me.decide(session.decision(scene.seat)).action)
        return scene.table.reading is not None and session.next_step().kind == "bot"

    assert frames_until(table, read_then_bot, seconds=60), "a trick is read with a bot to move next"
    moves = len(session.state.events)
    for _ in range(60):  # a second: the bot's thinking time has passed, the trick still stands
        table.frame(1 / 60, [])
    assert scene.table.reading is not None and len(session.state.events) == moves
    assert frames_until(table, lambda: len(session.state.events) > moves, seconds=30)
    assert scene.table.reading is None, "the bot moved once the trick had been read"


def test_the_marks_are_drawn_and_every_text_fits(table):
    from scenes.kit import fit

    scene = open_table(table, setup(4), seed=4)
    finish_a_trick(scene)
    with fit.recording() as boxes:
        scene.app.dirty = True
        table.frame(1 / 60, [])
    line = str(scene.table.reading[2])
    assert any(b.text == line for b in boxes), "the line saying who won and why is drawn"
    assert not [b for b in boxes if b.spills]


@pytest.mark.parametrize("players", [4, 3])
def test_the_partner_wears_a_badge_like_the_opponents(table, monkeypatch, players):
    from scenes.muertos import parts

    drawn = []
    real = parts.paint.pill
    monkeypatch.setattr(parts.paint, "pill", lambda a, text, *args, **kw: drawn.append(text) or real(a, text, *args, **kw))
    scene = open_table(table, setup(players), seed=3, moves=12 if players == 4 else 40)
    scene.table.picture.invalidate()
    drawn.clear()
    scene.app.dirty = True
    table.frame(1 / 60, [])
    badge = W.TABLE["partner" if players == 4 else "partner tonight"]
    assert drawn.count(badge) == 1 and drawn.count(W.TABLE["opponent"]) == 2


def ask_scene(app, scale: int):
    """The table at Ask's chooser: the seat on screen has just played Ask."""
    app.settings.ui_scale = scale
    app.assets.text_scale = scale / 100
    for seed in range(1, 40):
        scene = open_table(app, setup(4, humans=4), seed=seed)
        rng = random.Random(seed)
        while not scene.state.is_over:
            st = scene.state
            (seat,) = st.to_move()
            if Play("ask") in st.legal_actions(seat):
                scene.seat = seat
                scene.handover.seat = None
                scene.propose(Play("ask"))
                app.frame(1 / 60, [])
                return scene
            events = scene.session.apply(seat, rng.choice(st.legal_actions(seat)))
            scene.after_move("action", events)
    raise AssertionError("no game came to Ask")


def assert_laid_out(scene) -> None:
    """No two buttons overlap, none covers the prompt's words, all lie on the table."""
    from scenes.kit import fit
    from scenes.muertos.layout import TABLE

    rects = [b.rect for b in scene.buttons]
    assert rects
    for i, r in enumerate(rects):
        assert TABLE.contains(r)
        assert r.collidelist(rects[i + 1:]) == -1, "two buttons overlap"
    with fit.recording() as boxes:
        scene.app.dirty = True
        scene.app.frame(1 / 60, [])
    prompt = scene.prompt()
    words = [b for b in boxes if b.text == prompt]
    assert words and not any(b.spills or b.below_floor for b in words), "the prompt's words fit"
    bar = scene.table.geometry.prompt_rect
    room = bar.width - 24 - sum(r.width + 6 for r in rects if r.colliderect(bar))
    assert words[-1].drawn[0] <= room


@pytest.mark.parametrize("scale", [100, 150, 200])
def test_asks_chooser_never_overlaps_and_steps_back_to_another_player(table, scale):
    scene = ask_scene(table, scale)
    assert scene.state.phase is Phase.ASK
    names = {b.label for b in scene.buttons}
    assert W.ASK_BACK["label"] not in names, "nothing to step back to yet"
    assert_laid_out(scene)
    asked = scene.buttons[-1]  # the leftmost: the first place
    asked.click()
    assert scene.table.ask_target is not None
    assert_laid_out(scene)
    back = next(b for b in scene.buttons if b.label == W.ASK_BACK["label"])
    back.click()
    assert scene.table.ask_target is None, "a step back: whom to ask, again"
    other = scene.buttons[0]  # another player now
    other.click()
    target = scene.table.ask_target
    next(b for b in scene.buttons if b.label == dict(W.ASK_QUESTIONS)["hold"]).click()
    assert_laid_out(scene)  # the ranks
    next(b for b in scene.buttons if b.label == W.ASK_BACK["label"]).click()
    assert scene.table.ask_question is None and scene.table.ask_target == target
    next(b for b in scene.buttons if b.label == dict(W.ASK_QUESTIONS)["hold"]).click()
    next(b for b in scene.buttons if b.label.isdigit()).click()
    assert_laid_out(scene)  # the colours
    events = len(scene.state.events)
    next(b for b in scene.buttons if b.enabled and b.label != W.ASK_BACK["label"]).click()
    asked = [e for e in scene.state.events[events:] if e.kind == "ask"]
    assert asked and asked[0].data[1] == target
    assert isinstance(scene.session.state.events[-1], type(asked[0]))
    assert AskQuestion  # (the move made is the rules' own)


def test_the_trick_line_is_said_again_after_a_switch_of_language(table):
    """A language switch while a trick is read (or a gift is told) reads its line in the new language
    at once, not at the next event."""
    from game import text

    scene = open_table(table, setup(4, humans=4), seed=4)
    finish_a_trick(scene)
    trick, aside, cancelled, _winner = scene.state.last_trick
    _last, reading, line = scene.table.reading
    args = (scene.table.words, reading, trick, aside, scene.state.places, scene.seat, scene.session.setup.names)
    english = str(line)
    assert english == W.trick_read(*args) and english
    table.settings.language = "es"
    table.apply_settings()
    try:
        table.frame(1 / 60, [])
        assert scene.table.reading is not None, "still being read"
        spanish = str(scene.table.reading[2])
        assert spanish == W.trick_read(*args) and spanish != english
        assert "Jugador" in spanish or "Tú" in spanish or "ganas" in spanish.lower() or "gana" in spanish
    finally:
        text.set_language("en")
