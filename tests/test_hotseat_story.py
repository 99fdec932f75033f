"""The hotseat curtain's story: everything public since the incoming seat's last move, in order, the
other humans' moves included, told in that seat's words; it scrolls when long. Every game from the
registry, at a table of two people and (where the mode seats three) an AI."""
from __future__ import annotations

import random

import pygame
import pytest

from game import registry
from game.protocol import AUTOMATON, SeatSetup, Setup
from game.session import Session
from scenes.tables import play_scene

GAMES = list(registry.games())


def hotseat_session(game, seed: int = 3) -> Session:
    """Two people at this computer (Ana, Beto) and an AI (Rosa) when the mode seats three."""
    mode = next(m for m in game.modes if m.players[1] >= 2)
    seats = [SeatSetup("human", "Ana"), SeatSetup("human", "Beto")]
    if mode.players[1] >= 3:
        seats.append(SeatSetup("bot", "Rosa", game.levels[0] if game.levels else next(iter(game.bots))))
    while len(seats) < mode.players[0]:
        seats.append(SeatSetup("human", f"Carla {len(seats)}"))
    return Session(game, game.validate_setup(Setup(mode.id, tuple(seats))), seed)


def play_to_handovers(session: Session, count: int, seed: int = 1, limit: int = 3000):
    """Play random moves (an AI seat's with a reason) and yield at each of the first ``count``
    handovers: one person to move, who has moved before, after another person's move."""
    rng = random.Random(seed)
    found = 0
    for _ in range(limit):
        step = session.next_step()
        if step.kind == "over":
            return
        if step.kind == "automaton":
            session.apply_automaton()
            continue
        humans = [e.seat for e in session.log if session.is_human(e.seat)]
        if (step.kind == "human" and len(step.seats) == 1 and humans and humans[-1] != step.seat
                and step.seat in humans):
            yield step.seat, humans[-1]
            found += 1
            if found >= count:
                return
        seat = step.seat
        action = rng.choice(session.state.legal_actions(seat))
        session.apply(seat, action, note="" if session.is_human(seat) else "a reason of the AI's")


def expected_story(session: Session, seat: int) -> list[tuple]:
    last = max(i for i, e in enumerate(session.log) if e.seat == seat)
    events = session.state.events[session.marks[last]:]
    return [e for e in events if e.visible_to is None]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_story_since_a_seats_last_move_holds_every_public_event_in_order(game_id):
    session = hotseat_session(registry.get(game_id))
    checked = 0
    for seat, other in play_to_handovers(session, 4):
        story = session.story_since_last_move(seat)
        told = [line[1] for line in story if line[0] == "event"]
        assert told == expected_story(session, seat), "every public event since the last move, in order"
        assert all(e.visible_to is None for e in told), "nothing hidden: the one before may still look"
        # the other person's move is in it: every public event their last action made
        last = max(i for i, e in enumerate(session.log) if e.seat == other)
        theirs = [e for e in session.state.events[session.marks[last - 1] if last else 0:session.marks[last]]
                  if e.visible_to is None]
        assert all(any(t is e for t in told) for e in theirs), f"{game_id}: the other person's move is told"
        # a reason is told once for a seat's turn (its run of moves), to a reader who sees its move
        ai, turn, told_now = [], None, set()
        mine = max(i for i, e in enumerate(session.log) if e.seat == seat)
        for i, e in enumerate(session.log):
            if e.seat != turn:
                turn, told_now = e.seat, set()
            if not e.note or e.seat == AUTOMATON or e.note in told_now:
                continue
            told_now.add(e.note)
            start = session.marks[i - 1] if i else session.dealt_events
            first = session.state.events[start].visible_to if start < session.marks[i] else None
            if i > mine and (first is None or seat in first):
                ai.append(e.seat)
        assert [line[1] for line in story if line[0] == "note"] == ai, "each AI turn's reason, once"
        checked += 1
    assert checked, f"{game_id}: no handover between two people was played"


def hotseat_scene(app, game, session):
    scene = play_scene(game)(app, session)
    app.push(scene)
    return scene


@pytest.mark.parametrize("game_id", GAMES)
def test_the_curtain_tells_the_incoming_seat_everything_since_its_last_move_and_scrolls(app, game_id):
    game = registry.get(game_id)
    session = hotseat_session(game)
    seat, other = next(iter(play_to_handovers(session, 1)))
    # the seat on screen is the one who just moved; the curtain comes down for the next
    scene = hotseat_scene(app, game, session)
    scene.handover.seat = None
    scene.seat = other
    scene.refresh(animate=False)
    scene.handover.down_if_due()
    assert scene.curtain == seat
    want = [scene.event_markup(line[1], seat) if line[0] == "event" else scene.note_markup(line[1], line[2])
            for line in session.story_since_last_move(seat)]
    assert scene.handover.news() == want and want, "the whole story, not its last few lines"
    theirs = scene.seat_name(other)
    assert any(theirs in line for line in want) or len(want) > 6, "the other person's moves are told"
    frame = pygame.Surface((1280, 720))
    scene.handover.draw(frame)

    # a long story scrolls: wheel, keys and a drag in its box; the first line shows first
    scene.handover.news = lambda: want * 40  # as if many moves were made
    scene.handover.forget_story()
    assert scene.handover.scroll == 0 and scene.handover.max_scroll() > 0
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                                          precise_y=-1.0, touch=False))
    wheel = scene.handover.scroll
    assert wheel > 0
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0))
    assert scene.handover.scroll > wheel
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
    assert scene.handover.scroll == scene.handover.max_scroll()
    box = scene.handover.story_rect()
    for kind, y in ((pygame.MOUSEBUTTONDOWN, box.centery), (pygame.MOUSEMOTION, box.centery + 80),
                    (pygame.MOUSEBUTTONUP, box.centery + 80)):
        scene.handle_event(pygame.event.Event(kind, pos=(box.centerx, y), rel=(0, 0), buttons=(1, 0, 0), button=1,
                                              touch=False))
    assert scene.handover.scroll == scene.handover.max_scroll() - 80, "dragging the story down shows earlier lines"
    scene.handover.draw(frame)
    assert scene.curtain == seat, "scrolling does not lift the curtain"
