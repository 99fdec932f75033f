"""Names in hotseat: with several people at this computer every seat has a name they all read, and
"you" is only how a seat is spoken to (each viewer's words), never a seat's stored name. Older
saves that stored "You" still load, the seat named as the others read it then. Every game from the
registry."""
from __future__ import annotations

import json
import random

import pytest

from game import registry, saves
from game.protocol import SeatSetup, Setup
from game.session import Session
from scenes.seating_plan import HOTSEAT, SeatingPlan

GAMES = list(registry.games())


def table_mode(game):
    return next(m for m in game.modes if m.players[1] >= 2)


def play(session: Session, moves: int, seed: int = 2) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        step = session.next_step()
        if step.kind == "over":
            return
        if step.kind == "automaton":
            session.apply_automaton()
            continue
        seat = step.seat
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_new_hotseat_game_names_every_person_and_speaks_to_each_as_you(game_id):
    game = registry.get(game_id)
    plan = SeatingPlan(game, table_mode(game).id)
    plan.set_controller(1, HOTSEAT)
    setup = plan.setup()
    names = setup.names
    assert all(n.casefold() != "you" for n in names), names
    assert names[0] == "Player 1"
    session = Session(game, setup, 4)
    play(session, 60)
    for viewer, other in ((0, 1), (1, 0)):
        texts = [game.event_text(e, viewer, names) for e in session.state.events
                 if e.actor == other and e.visible_to is None]
        texts = [t for t in texts if t]
        assert texts, f"{game_id}: seat {other} made no public move in 60 moves"
        assert not any("Player 1" in t for t in texts) or other == 0
        mine = [game.event_text(e, viewer, names) for e in session.state.events
                if e.actor == viewer and e.visible_to is None]
        assert not any(names[viewer] in t for t in mine if t), "a seat's own moves are told to it as yours"


@pytest.mark.parametrize("game_id", GAMES)
def test_an_older_hotseat_save_that_stored_you_loads_with_the_seat_named(game_id):
    game = registry.get(game_id)
    mode = table_mode(game)
    seats = [SeatSetup("human", "You"), SeatSetup("human", "Ana")]
    while len(seats) < mode.players[0]:
        seats.append(SeatSetup("human", f"Beto {len(seats)}"))
    session = Session(game, game.validate_setup(Setup(mode.id, tuple(seats))), 6)
    play(session, 40)
    text = saves.encode(session)
    loaded = saves.decode(text)
    assert loaded.setup.names[0] == "Player 1" and loaded.setup.names[1:] == session.setup.names[1:]
    assert [e.action for e in loaded.log] == [e.action for e in session.log]
    assert loaded.state.to_move() == session.state.to_move()
    assert json.loads(saves.encode(loaded))["setup"]["seats"][0]["name"] == "Player 1"

    # alone at this computer, "You" is how the one person is spoken to: such a save is as it was
    solo = Session(game, game.validate_setup(Setup(mode.id, (SeatSetup("human", "You"),) + tuple(
        SeatSetup("bot", f"Bot {i}", game.levels[0] if game.levels else next(iter(game.bots)))
        for i in range(1, mode.players[0] if mode.players[0] > 1 else 2)))), 6)
    assert saves.decode(saves.encode(solo)).setup.names == solo.setup.names


@pytest.mark.parametrize("game_id", GAMES)
def test_alone_at_this_computer_the_seat_is_named_player_1_and_spoken_to_as_you(game_id):
    from game.session import default_setup

    game = registry.get(game_id)
    mode = game.modes[0]
    assert SeatingPlan(game, mode.id).setup().names[0] == "Player 1"
    setup = default_setup(game, mode.id)
    assert setup.names[0] == "Player 1"
    session = Session(game, setup, 4)
    play(session, 30)
    record = json.loads(saves.encode(session))
    assert [s["name"] for s in record["setup"]["seats"]][0] == "Player 1"  # what is stored
    assert saves.decode(saves.encode(session)).setup.names == setup.names
    assert setup.spoken().names[0] == "You"  # what the table calls the one person's seat
    typed = Setup(mode.id, (SeatSetup("human", "Ana"),) + setup.seats[1:], setup.options)
    assert typed.spoken() == typed  # a name the player typed is kept
    hotseat = Setup(mode.id, (SeatSetup("human", "Player 1"), SeatSetup("human", "Player 2")) + setup.seats[2:])
    assert hotseat.spoken() == hotseat  # with several people every seat goes by its name
