"""Portents on the command line: its mode options as flags (``--difficulty``, the ``--challenges``
group), their errors, and the duel's report that counts draws apart (the shared part:
``tests/test_cli.py``)."""
from __future__ import annotations

import json

import pytest

from game.cli import main
from test_cli import run_cli, sim


# ------------------------------------------------------------------------------ a mode's own options
def test_mode_option_flags_reach_the_setup(capsys, monkeypatch):
    """``--key value`` (or a label), ``--key``, ``--no-key`` and a group's ``--GROUP a,b``."""
    from game import cli

    seen = []
    real = cli._sim_setup

    def spy(game, args):
        setup = real(game, args)
        seen.append(dict(setup.options))
        return setup

    monkeypatch.setattr(cli, "_sim_setup", spy)
    base = ["portents", "--mode", "solo", "--games", "0", "--bot", "random"]
    sim(capsys, *base, "--difficulty", "cute")
    assert seen[-1]["difficulty"] == "cute" and not any(seen[-1][k] for k in seen[-1] if k != "difficulty")
    sim(capsys, *base, "--difficulty=Expert Evocator", "--chaotic-cat")
    assert seen[-1]["difficulty"] == "expert" and seen[-1]["chaotic_cat"] is True
    sim(capsys, *base, "--challenges", "chaotic-cat,feed_the_cat", "--difficulty", "oracle")
    assert seen[-1]["chaotic_cat"] and seen[-1]["feed_the_cat"] and seen[-1]["difficulty"] == "oracle"
    assert not seen[-1]["felis_pyromanias"] and not seen[-1]["dont_disturb"]
    sim(capsys, *base, "--option", "difficulty=Middling Medium")
    assert seen[-1]["difficulty"] == "middling"
    sim(capsys, *base, "--challenges=dont-disturb", "--no-dont-disturb")
    assert seen[-1]["dont_disturb"] is False


@pytest.mark.parametrize("extra,message", [
    (["--challenges", "kitten"], "no challenge 'kitten'; the challenges are chaotic-cat, feed-the-cat"),
    (["--challenges"], "--challenges needs a list of challenges"),
    (["--difficulty", "hard"], "--difficulty 'hard' is not a choice: one of cute (Cute Clairvoyant)"),
    (["--difficulty"], "--difficulty needs a value"),
    (["--goals"], "unrecognised arguments: --goals (this mode's options: --difficulty"),
    (["cute"], "unrecognised arguments: cute"),
])
def test_mode_option_errors_exit_2(capsys, extra, message):
    assert main(["sim", "portents", "--mode", "solo", "--games", "1", "--bot", "random", *extra]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("error:")
    assert message in captured.err


def test_mode_options_as_a_real_command(tmp_path):
    result = run_cli("sim", "portents", "--mode", "solo", "--difficulty", "cute", "--challenges", "chaotic-cat",
                     "--games", "2", "--seed", "1", "--bot", "random", home=tmp_path)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert {"wins", "win_rate", "mean_turns"} <= set(data) and set(data["wins"]) == {"player", "kitty"}


def test_portents_duel_counts_draws_apart(capsys):
    data = sim(capsys, "portents", "--mode", "duel", "--games", "6", "--seed", "1", "--bots", "random,random")
    assert {"players", "bots", "wins", "draws", "win_rate", "mean_turns", "decision_ms_p95"} <= set(data)
    assert all(isinstance(w, int) for w in data["wins"]) and sum(data["wins"]) + data["draws"] == 6
    assert data["win_rate"] == [round(w / 6, 3) for w in data["wins"]]


def test_option_labels_and_groups_in_the_declaration():
    from game import registry
    from game.protocol import OptionSpec

    solo = registry.all_games()["portents"].mode("solo")
    difficulty = solo.option("difficulty")
    assert difficulty.label("cute") == "Cute Clairvoyant" and difficulty.label("oracle") == "Omniscient Oracle"
    data = registry.all_games()["portents"].load_data()
    assert difficulty.labels == tuple(d.name for d in data.difficulties.values()), "the labels are the rulebook's"
    assert [o.key for o in solo.groups["challenges"]] == ["chaotic_cat", "feed_the_cat", "felis_pyromanias",
                                                          "dont_disturb"]
    assert OptionSpec("x", "X").label(True) == "On" and OptionSpec("y", "Y", "choice", 1, (1, 2)).label(2) == "2"
    with pytest.raises(ValueError):
        OptionSpec("z", "Z", "choice", 1, (1, 2), labels=("one",))
