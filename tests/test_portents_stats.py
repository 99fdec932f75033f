"""A Portents duel that ends in a draw (both pass, or the turns without an Omen run out) is counted
as a draw in the statistics, not as a win for both seats."""
from __future__ import annotations

from game import registry
from game.session import Session, default_setup
from game.stats import record


def test_a_drawn_duel_is_a_draw_in_the_statistics():
    game = registry.get("portents")
    session = Session(game, default_setup(game, "duel", 2, bot="hard"), 3)
    session.state._finish((0, 1), "dry", draw=True)  # the duel's stall rule, as the rules end it
    outcome = session.state.outcome()
    assert outcome.draw
    entry = record({}, session)
    assert entry.wins == {} and entry.draws == {"human": 1, "hard": 1}


def test_a_won_duel_is_no_draw():
    game = registry.get("portents")
    session = Session(game, default_setup(game, "duel", 2, bot="hard"), 3)
    session.state._finish((1,), "fortune")
    assert not session.state.outcome().draw
    assert record({}, session).wins == {"hard": 1}
