"""Ofrenda's ``sim`` report and its mode options on the command line (the shared part: ``tests/test_cli.py``)."""
from __future__ import annotations

from test_cli import KEYS, sim


def test_solo_report_has_the_shared_keys_only_and_scores_within_the_rulebooks_range(capsys):
    data = sim(capsys, "ofrenda", "--mode", "solo", "--games", "3", "--seed", "5", "--bot", "random")
    assert set(data) == KEYS
    assert len(data["scores"]) == 3 and all(isinstance(s, int) and 0 <= s <= 135 for s in data["scores"])


def test_the_goals_flag_reaches_the_setup(capsys, monkeypatch):
    from game import cli

    seen = []
    real = cli._sim_setup

    def spy(game, args):
        setup = real(game, args)
        seen.append(dict(setup.options))
        return setup

    monkeypatch.setattr(cli, "_sim_setup", spy)
    sim(capsys, "ofrenda", "--mode", "multi", "--players", "2", "--games", "0", "--bots", "random,random", "--goals")
    assert seen[-1] == {"goals": True}
