"""Every guided first game played to its end through its table, headless: the coach's Next for a
note, the step's own move proposed (after a wrong one, answered by the coach), the machines' turns
played by the table at its pace; every part a step lights is on the table. Saved and loaded
mid-way, the guided game comes back at its step."""
from __future__ import annotations

import pytest

from conftest import frame
from game import registry, tutorial
from scenes import shell_words as words
from scenes.play_bubble import SCREEN_RECT as SCREEN
from scenes.tables import play_scene
from tests.tables_seen import parts_of
from game.text import say

GAMES = [g for g in registry.games().values() if tutorial.has_tutorial(g)]


def open_guided(app, game, step: int = 0):
    session = tutorial.new_session(tutorial.load(game))
    session.tutorial = {"step": step}
    scene = play_scene(game)(app, session)
    app.push(scene)
    app.frame(0.0, [])
    return scene


def play_step(app, scene) -> None:
    tutor = scene.tutor
    index, step = tutor.index, tutor.step
    for name in step.light + step.mentions + ((step.over,) if step.over else ()):
        scene.table.part_rect(name)  # KeyError names the part the table lacks
    if tutor.kind == "continue":
        legal = scene.session.state.legal_actions(scene.seat)
        if legal:  # a move made while the coach talks is answered: read first
            assert scene.why_illegal(legal[0]) == words.COACH_READ_FIRST
        scene.coach.next()
    elif tutor.kind == "move":
        legal = scene.session.state.legal_actions(scene.seat)
        wanted = tutor.expected(legal)
        assert wanted, f"step {index + 1}: the table offers none of the moves asked for"
        others = [a for a in legal if not tutor.accepts(a)]
        if others:
            assert scene.why_illegal(others[0]) == (say(scene.tutor.script.wrong(step) or "") or words.COACH_WANTS.format(
                move=scene.describe_action(wanted[0])))
            assert not scene.propose(others[0])
        assert scene.legal_actions() == wanted
        assert scene.propose(wanted[0])
    else:  # a machine's turn, or free play (the learner's moves the first legal ones)
        for _ in range(5000):
            legal = scene.legal_actions() if tutor.kind == "free" and not scene.holding() else []
            if legal and scene.players_turn:
                assert scene.propose(legal[0])
            frame(app, dt=0.25)
            if scene.coach.machines_done:  # the machines' turn is played: the coach waits to be read
                assert scene.coach.buttons[0] in scene.coach.bubble.buttons_now()
                scene.coach.next()
            if tutor.index != index:
                break
    assert tutor.index > index, f"step {index + 1} did not end"


@pytest.mark.slow  # a soak: runs with -m slow (CI runs both)
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_guided_game_plays_to_its_end_through_the_table(app, game):
    app.settings.automaton_speed = "instant"
    scene = open_guided(app, game)
    while not scene.tutor.done:
        play_step(app, scene)
        frame(app)
    assert scene.session.tutorial == {"step": len(scene.tutor.script.steps)}


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_saved_guided_game_comes_back_at_its_step(app, game):
    app.settings.automaton_speed = "instant"
    scene = open_guided(app, game)
    for _ in range(min(4, len(scene.tutor.script.steps) - 1)):
        play_step(app, scene)
    path = app.store.autosave(scene.session)
    again = app.store.load(path)
    assert again.tutorial == scene.session.tutorial
    back = play_scene(game)(app, again)
    assert back.tutor is not None and back.tutor.index == scene.tutor.index
    assert [str(e.action) for e in again.log] == [str(e.action) for e in scene.session.log]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_in_free_play_the_coach_steps_aside_after_the_learners_move_not_a_machines(app, game):
    app.settings.automaton_speed = "normal"  # the bubble is drawn before the machine's move lands
    script = tutorial.load(game)
    free = next((i for i, s in enumerate(script.steps) if s.free), None)
    if free is None:
        pytest.skip("the script has no free play")
    session = tutorial.new_session(script)
    for i in range(free):
        tutorial.play_step(script, i, session)
    # the learner's moves until a machine is to move: free play then opens on a machine's turn
    while session.next_step().kind == "human" and not session.state.is_over:
        session.apply(script.player, session.state.legal_actions(script.player)[0])
    if session.next_step().kind not in ("bot", "automaton"):
        pytest.skip("no machine moves in this game's free play")
    session.tutorial = {"step": free}
    scene = play_scene(game)(app, session)
    app.push(scene)
    start = len(session.log)
    app.frame(0.0, [])
    assert scene.tutor.kind == "free" and not scene.coach.quiet()
    for _ in range(200):
        if session.next_step().kind == "human":
            break
        frame(app, dt=0.25)
    assert len(session.log) > start, "no machine moved"
    assert all(e.seat != script.player for e in session.log[start:])
    assert not scene.coach.quiet(), "the coach stepped aside after a machine's move"
    assert scene.propose(scene.legal_actions()[0])
    frame(app)
    assert scene.coach.quiet(), "the coach stays after the learner's own move"


def play_to(app, scene, ready) -> None:
    """Play the guided game's steps until ``ready()`` (or its end)."""
    while not scene.tutor.done and not ready():
        play_step(app, scene)
        frame(app)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_undo_takes_the_script_back_to_the_step_of_the_move_and_redo_forth(app, game):
    app.settings.automaton_speed = "instant"
    scene = open_guided(app, game)
    tutor, session = scene.tutor, scene.session
    play_to(app, scene, lambda: tutor.kind == "free" or (session.can_undo(scene.seat) and tutor.index > 0))
    if tutor.done or tutor.kind == "free":
        pytest.skip("no scripted move of this script can be taken back (each reveals something)")
    step, moves = tutor.index, len(session.log)
    asked = max(i for i in range(step) if tutorial.kind(tutor.script.steps[i]) == "move")
    scene.undo()
    assert len(session.log) == moves - 1
    assert tutor.index == asked and session.tutorial == {"step": asked}
    wanted = tutor.expected(session.state.legal_actions(scene.seat))
    assert wanted and scene.legal_actions() == wanted  # the step's move is offered again
    scene.redo()
    assert len(session.log) == moves and tutor.index == asked + 1
    scene.undo()
    assert scene.propose(wanted[0])  # made again by hand, the script goes on as before
    assert tutor.index == asked + 1
    play_to(app, scene, lambda: False)
    assert session.tutorial == {"step": len(tutor.script.steps)}


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_hint_on_a_scripted_step_is_the_move_it_asks_for(app, game):
    app.settings.automaton_speed = "instant"
    scene = open_guided(app, game)
    tutor = scene.tutor
    scripted = lambda: tutor.kind in ("move", "free")  # noqa: E731
    play_to(app, scene, lambda: scripted() or (tutor.kind == "continue" and scene.players_turn))
    if tutor.kind == "continue":  # on a note, the coach says to read it (no helper is asked)
        scene.suggestions.request()
        assert not scene.thinking and scene.suggestion is None
        assert any(m == words.COACH_READ_FIRST for m, _ in app.toasts)
        play_to(app, scene, scripted)
    if tutor.kind != "move":
        pytest.skip("the script asks for no move before its free play")
    index = tutor.index
    scene.suggestions.request()
    assert not scene.thinking
    assert scene.suggestion is not None and tutor.accepts(scene.suggestion[0])
    scene.suggestions.accept()
    assert tutor.index == index + 1


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_refused_move_is_answered_in_the_bubble(app, game):
    scene = open_guided(app, game)
    play_to(app, scene, lambda: scene.tutor.kind == "move" and any(
        not scene.tutor.accepts(a) for a in scene.session.state.legal_actions(scene.seat)))
    if scene.tutor.done:
        pytest.skip("no scripted move with another legal move beside it")
    before = scene.coach.bubble.body().get_height()
    other = next(a for a in scene.session.state.legal_actions(scene.seat) if not scene.tutor.accepts(a))
    assert not scene.propose(other)
    assert scene.coach.answer == (scene.tutor.index, scene.why_illegal(other))
    assert scene.drag.message is None  # said in the bubble alone (a popup by the piece lay under it)
    assert scene.coach.bubble.body().get_height() > before  # the answer stands at the top of the bubble
    play_step(app, scene)
    assert scene.coach.bubble.body().get_height() != 0 and scene.coach.answer[0] != scene.tutor.index


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_enter_reads_on_and_got_it_puts_the_free_play_note_away(app, game):
    import pygame

    scene = open_guided(app, game)
    assert scene.tutor.kind == "continue"
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert scene.tutor.index == 1
    play_to(app, scene, lambda: scene.tutor.kind == "free")
    if scene.tutor.done:
        pytest.skip("the script has no free play")
    names = [b.name for b in scene.coach.bubble.buttons_now()]
    assert "coach-got-it" in names and not scene.coach.quiet()
    app.frame(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    assert scene.coach.quiet() and scene.tutor.kind == "free"  # put away; still free play
    tab = [b for b in scene.coach.bubble.buttons_now() if b.name == "coach-show"]
    assert tab and not tab[0].rect.colliderect(scene.tool("suggest").rect)  # the way back, on the toolbar
    frame(app)
    tab[0].on_click()
    assert not scene.coach.quiet()
    skip = next(b for b in scene.coach.bubble.buttons_now() if b.name == "coach-skip")
    index = scene.tutor.index
    skip.on_click()
    assert scene.tutor.index == index + 1  # free play skipped from the note brought back


def settle_story(app, scene) -> None:
    """Frames until the table has told the last move (its caption stands in the prompt meanwhile)."""
    for _ in range(600):
        if not scene.holding():
            break
        frame(app, dt=0.1)


def buttons_said(scene) -> list:
    return [(b.name, b.enabled, b.visible, b.tooltip, getattr(b, "reason", None)) for b in scene.buttons]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_while_the_coach_waits_for_next_the_prompt_says_so_whoever_is_to_move(app, game):
    """A note, or a machine's turn played and left to be read: the machines are held back, so the
    prompt bar does not name a machine as if it were moving; on the learner's move it is the table's."""
    app.settings.automaton_speed = "instant"
    scene = open_guided(app, game)
    tutor = scene.tutor
    held = 0
    while not tutor.done and tutor.kind != "free":
        index = tutor.index
        if tutor.kind == "machine":
            for _ in range(5000):
                if scene.coach.machines_done:
                    break
                frame(app, dt=0.25)
            assert scene.coach.machines_done, f"step {index + 1}: the machines' turn was not played"
        settle_story(app, scene)
        if tutor.kind == "continue" or scene.coach.machines_done:
            assert scene.prompt() == words.COACH_PROMPT, f"step {index + 1}: {scene.prompt()!r}"
            held += 1
            scene.coach.next()
        else:
            assert scene.prompt() != words.COACH_PROMPT, f"step {index + 1}: the learner's move is asked for"
            play_step(app, scene)
        frame(app)
    assert held


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_after_next_the_tables_buttons_give_the_reasons_of_the_step_reached(app, game):
    """The table's buttons are made again at Next: on a step that asks for a move, a greyed button
    says what the coach asks for (or the rules' reason), and "read the note first" only while the
    coach waits for Next."""
    app.settings.automaton_speed = "instant"
    scene = open_guided(app, game)
    tutor = scene.tutor
    checked = 0
    while not tutor.done and tutor.kind != "free":
        waits = tutor.kind in ("continue", "machine")  # Next reads on from a note or a machine's turn
        play_step(app, scene)
        frame(app)
        settle_story(app, scene)
        if waits and tutor.kind == "move":
            said = buttons_said(scene)
            assert not any(words.COACH_READ_FIRST in (tip or "") or reason == words.COACH_READ_FIRST
                           for _, _, _, tip, reason in said), f"step {tutor.index + 1}: {said}"
            scene.refresh_toolbar()
            assert buttons_said(scene) == said, f"step {tutor.index + 1}: the buttons were not made again"
            checked += 1
    assert checked or not any(tutorial.kind(s) == "move" for s in tutor.script.steps)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_bubble_keeps_clear_of_a_part_its_step_mentions_unlit(app, game):
    """Free play lights little or nothing, and its bubble stood over what its note spoke of (Die of
    the Dead's City of the Dead): a part the step mentions is kept clear as a lit one is."""
    import pygame

    app.settings.automaton_speed = "instant"
    scene = open_guided(app, game)
    tutor = scene.tutor
    play_to(app, scene, lambda: tutor.kind == "free")
    if tutor.done:
        pytest.skip("the script has no free play")
    step, lit = tutor.step, scene.coach.bubble.lit_rects()
    box = scene.coach.bubble.box(lit, [])  # where it stands with nothing mentioned
    small = [(n, pygame.Rect(p.rect)) for n, p in parts_of(scene).parts.items()
             if n not in step.light and 0 < p.rect.w * p.rect.h < 1280 * 720 // 4]
    under = max(small, key=lambda np: box.clip(np[1]).w * box.clip(np[1]).h)
    assert box.colliderect(under[1]), "the bubble covers no part: nothing to mention"
    steps = list(tutor.script.steps)
    steps[tutor.index] = step.model_copy(update={"mentions": (under[0],)})
    tutor.script.steps = tuple(steps)
    assert scene.coach.bubble.named_rects() == [under[1]]
    moved = scene.coach.bubble.box(lit)
    assert not moved.colliderect(under[1].inflate(12, 12)), f"the bubble covers {under[0]}, which its step mentions"
    assert not any(moved.colliderect(r.inflate(12, 12)) for r in lit)
    assert SCREEN.contains(moved)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_no_bubble_of_the_script_covers_what_its_step_mentions(app, game):
    app.settings.automaton_speed = "instant"
    scene = open_guided(app, game)
    while not scene.tutor.done:
        named = scene.coach.bubble.named_rects()
        if named:
            box = scene.coach.bubble.box(scene.coach.bubble.lit_rects())
            assert not any(box.colliderect(r.inflate(12, 12)) for r in named), \
                f"step {scene.tutor.index + 1}: the bubble covers {scene.tutor.step.mentions}"
        play_step(app, scene)
        frame(app)
