"""Hidden information over the network in Ofrenda: what the host sends a seat depends on nothing
that seat may not know. :func:`secrets` reads the game's secrets from the full state and deals them
again; the shared check (``net_helpers.check_hidden``) plays a seeded game and compares each seat's
messages before and after (tests/test_net_hidden.py asks every game of several seats for this file)."""
from __future__ import annotations

import random
from typing import Any

import pytest
from net_helpers import check_hidden, hidden_modes

GAME = "ofrenda"


def secrets(state: Any, seat: int, rng: random.Random | None) -> Any:
    """The deck's order, the candle bag's, the cards in the box face down (solo), and the cards of the
    other hands nobody saw arrive, all dealt again from one pool."""
    from game.rules.ofrenda.cards import OfrendaData  # noqa: F401 (the game's data is loaded)

    comp_box = set(state._comp.boxed_portraits[1 if state.solo else len(state.boards)])  # set aside face up
    hidden_box = [c for c in state.box_portraits if c not in comp_box]
    others = {i: [c for c in b.hand if c not in b.known_hand] for i, b in enumerate(state.boards) if i != seat}
    secret = (tuple(state.deck), tuple(state.bag), tuple(sorted(hidden_box)),
              tuple((i, tuple(sorted(cs))) for i, cs in others.items()))
    if rng is not None:
        pool = list(state.deck) + hidden_box + [c for cs in others.values() for c in cs]
        rng.shuffle(pool)
        for i, cs in others.items():
            board = state.boards[i]
            fresh = [pool.pop() for _ in cs]
            board.hand = [c for c in board.hand if c in board.known_hand] + fresh
            board.dealt = tuple(fresh)  # (a card of the hand not among those dealt is one all saw arrive)
        state.box_portraits = [c for c in state.box_portraits if c in comp_box] + [pool.pop() for _ in hidden_box]
        state.deck = pool
        rng.shuffle(state.bag)
    return secret


@pytest.mark.parametrize(("mode", "players"), hidden_modes(GAME))
def test_a_seats_messages_do_not_depend_on_what_it_may_not_know(mode, players):
    check_hidden(GAME, mode, players, secrets)
