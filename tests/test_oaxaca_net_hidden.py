"""Hidden information over the network in Oaxaca: what the host sends a seat depends on nothing
that seat may not know. :func:`secrets` reads the game's secrets from the full state and deals them
again; the shared check (``net_helpers.check_hidden``) plays a seeded game and compares each seat's
messages before and after (tests/test_net_hidden.py asks every game of several seats for this file)."""
from __future__ import annotations

import random
from typing import Any

import pytest
from net_helpers import check_hidden, hidden_modes

GAME = "oaxaca"


def secrets(state: Any, seat: int, rng: random.Random | None) -> Any:
    """Per deck, the cards in the places ``seat`` does not know (and the cards a gatherer drew, while
    they are not its to see); the tourist deck's order."""
    from game.rules.oaxaca.state import Phase

    sees_drawn = seat == state.active and state.phase in (Phase.KEEP, Phase.PUT_BACK)
    secret = []
    for craft, deck in state.decks.items():
        places = [i for i, known in enumerate(state.known[craft]) if seat not in known]
        cards = [deck[i] for i in places]
        drawn = state.drawn_from == craft and not sees_drawn
        if drawn:
            cards += list(state.drawn)
        secret.append((craft, tuple(cards)))
        if rng is not None:
            rng.shuffle(cards)
            for i in places:
                deck[i] = cards.pop(0)
            if drawn:
                state.drawn = cards
    if rng is not None:
        rng.shuffle(state.tourist_deck)
    return tuple(secret), tuple(state.tourist_deck)


@pytest.mark.parametrize(("mode", "players"), hidden_modes(GAME))
def test_a_seats_messages_do_not_depend_on_what_it_may_not_know(mode, players):
    check_hidden(GAME, mode, players, secrets)
