"""Hidden information over the network in Día de los Muertos: what the host sends a seat depends on nothing
that seat may not know. :func:`secrets` reads the game's secrets from the full state and deals them
again; the shared check (``net_helpers.check_hidden``) plays a seeded game and compares each seat's
messages before and after (tests/test_net_hidden.py asks every game of several seats for this file)."""
from __future__ import annotations

import random
from typing import Any

import pytest
from net_helpers import check_hidden, hidden_modes

GAME = "muertos"


def secrets(state: Any, seat: int, rng: random.Random | None) -> Any:
    """The cards of the hands ``seat`` cannot see, beyond those it is sure of (it saw them passed in)."""
    from game.rules.muertos.view import known_cards, visible_places

    shown = visible_places(state, seat)
    sure, _ = known_cards(state.events, seat)
    hidden = [p for p in range(len(state.hands)) if p not in shown]
    unknown = {p: [c for c in state.hands[p] if c not in sure[p]] for p in hidden}
    if rng is not None:
        pool = [c for p in hidden for c in unknown[p]]
        rng.shuffle(pool)
        for p in hidden:
            keep = [c for c in state.hands[p] if c in sure[p]]
            state.hands[p] = keep + [pool.pop() for _ in unknown[p]]
    return tuple((p, tuple(sorted(unknown[p]))) for p in hidden)


@pytest.mark.parametrize(("mode", "players"), hidden_modes(GAME))
def test_a_seats_messages_do_not_depend_on_what_it_may_not_know(mode, players):
    check_hidden(GAME, mode, players, secrets)
