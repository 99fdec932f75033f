"""Suggest is the Hard AI's judgement: in every game, the suggestion the table asks for (the bot
worker's ``decide`` with the game's suggestion bot, on the seat's view) is the move the Hard AI
would play in that seat, on seeded positions of each game's modes. (Whole games by Suggest beside
the Hard AI's: benchmarks/bench_suggest.py.)"""
from __future__ import annotations

import pytest

from game import registry
from game.ai import Decision, make_bot
from game.ai.driver import decide, forget
from game.protocol import SeatSetup, Setup
from game.registry import load_object
from game.session import Session

# (game, mode, players): every registered game's modes, at a small table
CASES = [(g, spec.id, spec.players[0]) for g in registry.games()
         for spec in registry.get(g).modes]
BUDGET = 120.0  # seconds: the searching bots stop on their iteration budget, never on the clock


def test_the_suggestion_bot_is_the_hard_player_in_every_game():
    for game_id in registry.games():
        game = registry.get(game_id)
        hint, hard = load_object(game.bots[game.hint_bot]), load_object(game.bots["hard"])
        assert issubclass(hard, hint) or issubclass(hint, hard), game_id


def positions(game, mode: str, players: int, seed: int, wanted: int = 3):
    """Seat 0's first ``wanted`` real decisions (two moves or more) in a game the random bots play."""
    setup = game.validate_setup(Setup(mode, (SeatSetup("human", "You"),) + tuple(
        SeatSetup("bot", f"R{i}", "random") for i in range(1, players))))
    session = Session(game, setup, seed)
    others = {s: make_bot(game, "random", s, seed) for s in range(1, players)}
    me = make_bot(game, "random", 0, seed)
    found = []
    while len(found) < wanted:
        session.advance(others, collect=False)
        state = session.state
        if state.is_over:
            break
        legal = state.legal_actions(0)
        if len(legal) > 1 and len(found) < wanted and (not found or len(session.log) > found[-1][0] + 3):
            found.append((len(session.log), state.clone()))
        session.apply(0, me.decide(Decision(0, legal, game.view(state, 0))).action)
    return [s for _n, s in found]


@pytest.mark.slow  # two full-budget searches a position, every game and mode: a soak
@pytest.mark.parametrize("game_id,mode,players", CASES)
def test_suggest_chooses_what_the_hard_ai_would(game_id, mode, players):
    game = registry.get(game_id)
    seed = 11
    checked = 0
    for i, state in enumerate(positions(game, mode, players, seed)):
        view, legal = game.view(state, 0), state.legal_actions(0)
        key = f"test-suggest-{game_id}-{mode}-{i}"
        try:
            suggested = decide(game.id, game.hint_bot, 0, seed, key, view, legal, BUDGET, 0)
        finally:
            forget(key)
        hard = make_bot(game, "hard", 0, seed).decide(Decision(0, list(legal), view, budget=BUDGET))
        assert suggested.action == hard.action, (game_id, mode, i)
        assert suggested.reason  # the suggestion card shows why
        checked += 1
    assert checked >= 2
