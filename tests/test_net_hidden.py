"""Hidden information over the network: what the host sends a seat (:meth:`NetTable.table_for`) depends
on nothing that seat may not know. Each game's secrets are game knowledge, so each game of several seats
checks its own in ``tests/test_<id>_net_hidden.py``: a ``secrets(state, seat, rng)`` that reads them from
the full state (another seat's hand, the deck's and the bag's order, another seat's hidden placements) and
deals them again otherwise, consistently with everything public, and a test that runs the shared check
(``net_helpers.check_hidden``) in each of the game's modes of several seats. Here: every such game has that
file, and the check itself sees a leak and an extractor that deals nothing."""
from __future__ import annotations

import importlib
import random
import re
from pathlib import Path
from typing import Any

import pytest
from net_helpers import check_hidden, hidden_modes, multi_modes

from game import registry

TESTS = Path(__file__).resolve().parent
TEST_NAME = "test_a_seats_messages_do_not_depend_on_what_it_may_not_know"


def _games_with_seats() -> list[str]:
    return sorted({game_id for game_id, _, _ in multi_modes()})


def test_every_game_of_several_seats_has_its_secrets():
    assert _games_with_seats()  # (the check below would pass on an empty registry)
    missing = [g for g in _games_with_seats() if not (TESTS / f"test_{g}_net_hidden.py").exists()]
    assert not missing, ("a game with several seats brings tests/test_<id>_net_hidden.py (its secrets and "
                         f"the shared check run on them): missing for {missing}")
    ids = set(registry.all_games())
    stray = [p.name for p in TESTS.glob("test_*_net_hidden.py")
             if re.fullmatch(r"test_(.+)_net_hidden\.py", p.name).group(1) not in ids]  # type: ignore[union-attr]
    assert not stray, f"hidden-information tests of no registered game: {stray}"


@pytest.mark.parametrize("game_id", _games_with_seats())
def test_a_games_secrets_are_checked_in_each_of_its_modes_of_several_seats(game_id):
    module = importlib.import_module(f"test_{game_id}_net_hidden")
    assert getattr(module, "GAME", None) == game_id
    assert callable(getattr(module, "secrets", None)), f"{module.__name__} has no secrets(state, seat, rng)"
    test = getattr(module, TEST_NAME, None)
    assert callable(test), f"{module.__name__} has no {TEST_NAME}"
    marks = [m for m in getattr(test, "pytestmark", []) if m.name == "parametrize"]
    covered = {tuple(case) for m in marks for case in m.args[1]}
    assert covered == set(hidden_modes(game_id)), f"{module.__name__} checks {covered}"


# ------------------------------------------------------------------ the check can fail
FIRST = multi_modes()[0]  # the first game of several seats, in its mode at its usual number


def _nothing(state: Any, seat: int, rng: random.Random | None) -> Any:
    """Secrets that are never dealt again."""
    return ()


def _everything(state: Any, seat: int, rng: random.Random | None) -> Any:
    """Not a secret: the whole table, dealt again as another game of the same mode (what every seat
    sees changes with it)."""
    if rng is not None:
        fresh = registry.get(FIRST[0]).new_state(state.data, rng.getrandbits(40), state.setup)
        vars(state).update(vars(fresh))
    return state.digest()


def test_the_check_sees_a_leak():
    with pytest.raises(AssertionError, match="changed with its secrets"):
        check_hidden(*FIRST, _everything)


def test_the_check_sees_secrets_never_dealt_again():
    with pytest.raises(AssertionError, match="hardly ever dealt otherwise"):
        check_hidden(*FIRST, _nothing)
