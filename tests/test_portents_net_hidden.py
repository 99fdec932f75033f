"""Hidden information over the network in Portents: what the host sends a seat depends on nothing
that seat may not know. :func:`secrets` reads the game's secrets from the full state and deals them
again; the shared check (``net_helpers.check_hidden``) plays a seeded game and compares each seat's
messages before and after (tests/test_net_hidden.py asks every game of several seats for this file)."""
from __future__ import annotations

import random
from typing import Any

import pytest
from net_helpers import check_hidden, hidden_modes

GAME = "portents"


def secrets(state: Any, seat: int, rng: random.Random | None) -> Any:
    """The bag's order (what is in it is known; in a duel every tile is dealt, open), and the generator
    (the Kitty's draws and the tiles to come)."""
    if rng is not None:
        rng.shuffle(state.bag)
    return tuple(state.bag), state.rng.state


@pytest.mark.parametrize(("mode", "players"), hidden_modes(GAME))
def test_a_seats_messages_do_not_depend_on_what_it_may_not_know(mode, players):
    check_hidden(GAME, mode, players, secrets)
