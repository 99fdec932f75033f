"""Hidden information over the network in Die of the Dead: what the host sends a seat depends on nothing
that seat may not know. :func:`secrets` reads the game's secrets from the full state and deals them
again; the shared check (``net_helpers.check_hidden``) plays a seeded game and compares each seat's
messages before and after (tests/test_net_hidden.py asks every game of several seats for this file)."""
from __future__ import annotations

import random
from typing import Any

import pytest
from net_helpers import check_hidden, hidden_modes

GAME = "dotd"


def secrets(state: Any, seat: int, rng: random.Random | None) -> Any:
    """The other seats' setup placements (which casket, which colour) before they are revealed."""
    secret = tuple((s, tuple(p)) for s, p in enumerate(state.placed) if s != seat)
    if rng is not None:
        colours = sorted({c for p in state.placed for _, c in p} | {0, 1, 2})
        for s, placed in enumerate(state.placed):
            if s != seat and placed:
                state.placed[s] = [((k + 1 + rng.randrange(3)) % 4, rng.choice(colours)) for k, _ in placed]
    return secret


@pytest.mark.parametrize(("mode", "players"), hidden_modes(GAME))
def test_a_seats_messages_do_not_depend_on_what_it_may_not_know(mode, players):
    check_hidden(GAME, mode, players, secrets)
