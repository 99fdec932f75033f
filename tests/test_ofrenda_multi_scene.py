"""The Ofrenda table with several players, headless: AI turns in the bot worker, the thinking mark,
reasons in the log, seat-aware undo, opponents' boards, and hotseat never showing another
person's hand."""
from __future__ import annotations

import time

import pygame
import pytest

from game import registry
from game.protocol import SeatSetup, Setup
from game.rules.ofrenda import DiscardPortrait, EndTurn, Phase, PlacePortrait, SkipCandle, TakePortrait
from game.session import Session

GAME = registry.get("ofrenda")


@pytest.fixture
def table(app, monkeypatch):
    app.settings.animation_speed = "off"
    app.settings.automaton_speed = "instant"
    return app


def open_table(app, setup, seed=3):
    from scenes.tables import play_scene
    OfrendaScene = play_scene("ofrenda")

    session = Session(GAME, setup, seed)
    scene = OfrendaScene(app, session)
    app.push(scene)
    app.frame(0.0, [])
    return scene


def frames_until(app, done, seconds: float = 60.0) -> bool:
    """Frames until ``done()`` or ``seconds`` of wall time (the AI thinks in another process)."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        app.frame(1 / 60, [])
        time.sleep(0.005)
    return True


def play_my_turn(scene) -> None:
    """Take the free portrait, skip the candle, place or discard, end the turn: through propose()."""
    seat = scene.seat
    assert scene.propose(TakePortrait(0))
    if scene.state.phase is Phase.TAKE_CANDLE:
        assert scene.propose(SkipCandle())
    hand = scene.view.you.hand
    free = [s for s in scene.table.geometry.slot_rects if scene.why_illegal(PlacePortrait(hand[0], s)) is None]
    assert scene.propose(PlacePortrait(hand[0], free[0]) if free else DiscardPortrait(hand[0]))
    if scene.state.phase is Phase.DECORATE and scene.state.current == seat:
        assert scene.propose(EndTurn())


def duel(bot: str = "easy") -> Setup:
    return Setup("multi", (SeatSetup("human", "You"), SeatSetup("bot", "Rosa", bot)), {"goals": True})


def test_ai_turns_think_in_the_worker_are_logged_with_their_reason_and_block_the_human(table):
    scene = open_table(table, duel(), seed=3)
    assert frames_until(table, lambda: scene.state.current == 0 and scene.players_turn)
    play_my_turn(scene)
    assert scene.state.current == 1
    # the job goes to the worker on the next frame (on a loaded machine, allow a few frames)
    assert frames_until(table, lambda: scene.thinking_seat == 1, seconds=10)
    assert scene.ai_pending
    assert "Rosa" in scene.prompt()
    refused = scene.why_illegal(TakePortrait(0))
    assert refused == "Wait: it is Rosa's turn."
    assert not scene.propose(TakePortrait(0))
    assert frames_until(table, lambda: scene.state.current == 0)
    notes = [e for e in scene.session.log if e.seat == 1]
    assert notes and all(e.note for e in notes), "every AI move carries its reason"
    assert any("Rosa:" in line for line in scene.log_panel.entries), "and the log shows it"
    assert scene.thinking_seat is None


def test_a_machine_moves_log_lines_are_laid_out_on_the_next_frame(table):
    """A person's move is in the log at once; an AI move's lines come on the frame after the move
    (that frame's budget goes to the move's repaints)."""
    scene = open_table(table, duel(), seed=3)
    assert frames_until(table, lambda: scene.state.current == 0 and scene.players_turn)
    play_my_turn(scene)
    assert scene.log_panel.entries == scene.log_markup()
    n = len(scene.session.log)
    assert frames_until(table, lambda: len(scene.session.log) > n, seconds=30)
    moved = scene.log_markup()
    assert scene.log_panel.entries != moved, "not in the move's own frame"
    table.frame(1 / 60, [])
    # (that frame may take in a next move, a forced one, whose lines come on the frame after)
    assert scene.log_panel.entries == moved


def test_undo_never_takes_back_the_ai_move(table):
    scene = open_table(table, duel(), seed=5)
    assert frames_until(table, lambda: scene.players_turn)
    play_my_turn(scene)
    assert frames_until(table, lambda: scene.state.current == 0 and scene.players_turn)
    before = scene.state.digest()
    scene.undo()
    assert scene.state.digest() == before
    assert table.toasts and "Rosa has moved since" in table.toasts[-1][0]


def test_undo_while_the_ai_thinks_cancels_its_thinking(table):
    table.settings.automaton_speed = "slow"
    scene = open_table(table, duel(), seed=6)
    assert frames_until(table, lambda: scene.players_turn)
    assert scene.propose(TakePortrait(0))
    if scene.state.phase is Phase.TAKE_CANDLE:
        scene.propose(SkipCandle())
    hand = scene.view.you.hand
    scene.propose(DiscardPortrait(hand[0]))
    if scene.state.current == 0:
        scene.propose(EndTurn())
    table.frame(1 / 60, [])
    if scene.state.current != 1 or not scene.session.can_undo(0):
        pytest.skip("this deal revealed a card at the end of the turn")
    job = scene.machines.job
    assert job is not None
    scene.undo()
    assert job.cancelled and scene.machines.job is None and scene.state.current == 0


def test_opponent_boards_enlarge_and_close(table):
    setup = Setup("multi", (SeatSetup("human", "You"),) + tuple(SeatSetup("bot", n, "random")
                                                               for n in ("Rosa", "Diego", "Lupita")), {})
    scene = open_table(table, setup)
    assert scene.table.geometry.opponents() == [1, 2, 3]
    rect = scene.table.geometry.opponent_rect(2)
    table.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)),
                         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1),
                         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)])
    assert scene.table.enlarged == 2
    table.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert scene.table.enlarged is None and scene.menu is None, "Esc closes the board before it opens the menu"


def test_hotseat_never_shows_one_persons_hand_to_another(table, monkeypatch):
    setup = Setup("multi", (SeatSetup("human", "Ana"), SeatSetup("human", "Beto")), {"goals": False})
    scene = open_table(table, setup, seed=8)
    drawn: list[str] = []
    real = scene.table.art.portrait

    def spy(card, lit, size=(80, 112)):
        drawn.append(card)
        return real(card, lit, size)

    monkeypatch.setattr(scene.table.art, "portrait", spy)
    first = scene.state.current
    other = 1 - first
    assert scene.curtain == first, "the first person is asked to the screen before anything shows"
    table.frame(1 / 60, [])
    hands = {s: set(scene.state.boards[s].hand) for s in (0, 1)}
    assert not drawn or not (set(drawn) & (hands[0] | hands[1])), "no hand shows behind the curtain"
    scene.handover.lift()
    drawn.clear()
    table.frame(1 / 60, [])
    assert hands[first] & set(drawn), "the person at the screen sees their own hand"
    assert not (set(scene.state.boards[other].dealt) & set(drawn)), "but never the other's"
    play_my_turn(scene)
    table.frame(1 / 60, [])
    assert scene.curtain == other, "the turn passes: the curtain falls before the next person looks"
    drawn.clear()
    for _ in range(3):
        table.frame(1 / 60, [])
    hidden = {c for s in (0, 1) for c in scene.state.boards[s].hand if c in scene.state.boards[s].dealt}
    assert not (set(drawn) & hidden)
    assert scene.why_illegal(TakePortrait(0)).startswith("Waiting for Beto" if other == 1 else "Waiting for Ana")
    scene.handover.lift()
    assert scene.seat == other and scene.players_turn
    drawn.clear()
    table.frame(1 / 60, [])
    assert not (set(scene.state.boards[first].dealt) & set(drawn) & set(scene.state.boards[first].hand))


def test_the_bot_driver_falls_back_to_a_thread_when_its_worker_keeps_dying(monkeypatch):
    from game.ai import driver

    d = driver.BotDriver("process")
    d._failures = 2  # as after two worker processes died
    state = Session(GAME, duel("random"), 3).state
    seat = state.current
    job = d.submit("ofrenda", "random", seat, 3, "k", GAME.view(state, seat), state.legal_actions(seat))
    assert d.mode == "thread"
    action, reason = job.result(timeout=30)[:2]
    assert action in state.legal_actions(seat) and reason
    d.shutdown()


def test_the_table_autosaves_when_the_machine_moves_end_and_when_it_is_left(table, monkeypatch):
    """A person's move is saved at once; a run of AI moves is saved once it ends (a person is to
    move again), not at each move; leaving the table in the middle of one saves too."""
    setup = Setup("multi", (SeatSetup("human", "You"),) + tuple(SeatSetup("bot", n, "random")
                                                                for n in ("Rosa", "Diego", "Lupita")))
    scene = open_table(table, setup)
    writes = []
    real = table.store.autosave_soon
    monkeypatch.setattr(table.store, "autosave_soon",
                        lambda session: writes.append(len(session.log)) or real(session))
    play_my_turn(scene)
    mine = len(scene.session.log)
    assert writes and writes[-1] == mine, "the person's move is saved at once"
    assert frames_until(table, lambda: scene.players_turn)
    session = scene.session
    assert len(session.log) >= mine + 3, "the three AI seats moved"
    assert writes[-1] == len(session.log), "saved once the AI moves ended"
    assert len([n for n in writes if n > mine]) < len(session.log) - mine, "not at every AI move"
    saved = table.store.load(table.store.game_path(session))
    assert saved.state.digest() == session.state.digest()
    # leaving while the machine still has moves to make saves what has been played
    play_my_turn(scene)
    assert frames_until(table, lambda: writes[-1] < len(session.log)), "an AI move, not saved yet"
    assert session.next_step().kind == "bot", "the AI seats still have moves to make"
    table.pop()
    saved = table.store.load(table.store.game_path(session))
    assert len(saved.log) == len(session.log)


def test_the_table_names_a_part_for_each_other_player_and_the_goals(table):
    setup = Setup("multi", (SeatSetup("human", "You"),) + tuple(SeatSetup("bot", n, "random")
                                                               for n in ("Rosa", "Diego")), {"goals": True})
    scene = open_table(table, setup)
    assert scene.table.parts.names() == ["topbar", "family-board", "seat:1", "seat:2", "goals", "ofrenda", "storage",
                                   "hand", "prompt", "score", "enlarged"]
    assert scene.table.parts.part_of(("opponent", scene.table.geometry.opponents()[1])).name == "seat:2"
    for enlarged in (None, scene.table.geometry.opponents()[0]):
        scene.table.enlarged = enlarged
        for spot in scene.table.build_hotspots():
            assert scene.table.parts.part_of(spot.key) is not None, f"{spot.key} belongs to no part"
    scene.table.enlarged = None
