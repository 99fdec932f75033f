"""Ofrenda's registration: its modes, bots and the checks of its setups (moved from the shared
test_registry.py)."""
from __future__ import annotations

import pytest

from game import registry
from game.protocol import SeatSetup, Setup, SetupError


def test_ofrenda_is_registered_with_its_modes():
    games = registry.games()
    assert "ofrenda" in games
    ofrenda = games["ofrenda"]
    assert [m.id for m in ofrenda.modes] == ["solo", "multi"]
    assert ofrenda.mode("multi").players == (2, 4) and ofrenda.mode("solo").automaton == "Abuela"
    assert {"random", "easy", "hard"} <= set(ofrenda.bots)
    with pytest.raises(KeyError, match="no mode 'duel'"):
        ofrenda.mode("duel")


def test_setups_are_validated_against_the_declaration():
    ofrenda = registry.get("ofrenda")
    you = SeatSetup("human", "You")
    rosa = SeatSetup("bot", "Rosa", "hard")
    ok = ofrenda.validate_setup(Setup("multi", (you, rosa)))
    assert ok.option("goals") is False, "defaults are filled in"
    with pytest.raises(SetupError, match="2 to 4 player seats, not 5"):
        ofrenda.validate_setup(Setup("multi", (you, rosa, rosa, rosa, rosa)))
    with pytest.raises(SetupError, match="1 player seat, not 2"):
        ofrenda.validate_setup(Setup("solo", (you, rosa)))
    with pytest.raises(SetupError, match="no option 'turbo'"):
        ofrenda.validate_setup(Setup("multi", (you, rosa), {"turbo": True}))
    with pytest.raises(SetupError, match="true or false"):
        ofrenda.validate_setup(Setup("multi", (you, rosa), {"goals": "yes"}))
    with pytest.raises(SetupError, match="no bot 'genius'"):
        ofrenda.validate_setup(Setup("multi", (you, SeatSetup("bot", "X", "genius"))))
    with pytest.raises(SetupError):
        SeatSetup("alien", "X")
    with pytest.raises(SetupError):
        SeatSetup("human", "")
    with pytest.raises(SetupError):
        SeatSetup("bot", "X")
    assert Setup.from_json(ok.to_json()) == ok
