"""The command line's ``sim``: one JSON object with a fixed set of keys; errors exit with code 2."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # in case the CLI ever brings pygame in
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import json  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from game.cli import main  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
KEYS = {"game", "mode", "bot", "games", "seed", "scores", "mean_score", "games_per_second", "decision_ms_median",
        "decision_ms_p95"}


def run_cli(*args: str, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, CEMPASUCHIL_HOME=str(home), PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120, stdin=subprocess.DEVNULL)


def sim(capsys, *args: str) -> dict:
    assert main(["sim", *args]) == 0
    out = capsys.readouterr().out
    lines = out.strip().splitlines()
    assert len(lines) == 1, "sim prints exactly one line: one JSON object"
    return json.loads(lines[0])


def test_sim_as_a_real_command(tmp_path):
    result = run_cli("sim", "ofrenda", "--mode", "solo", "--games", "3", "--seed", "5", "--bot", "random",
                     home=tmp_path)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert set(data) == KEYS
    assert data["game"] == "ofrenda" and data["mode"] == "solo" and data["bot"] == "random"
    assert data["games"] == 3 and data["seed"] == 5
    assert len(data["scores"]) == 3 and all(isinstance(s, int) and 0 <= s <= 135 for s in data["scores"])
    assert data["mean_score"] == pytest.approx(sum(data["scores"]) / 3, abs=1e-3)
    assert data["games_per_second"] > 0
    assert 0 <= data["decision_ms_median"] <= data["decision_ms_p95"]
    again = run_cli("sim", "ofrenda", "--mode", "solo", "--games", "3", "--seed", "5", "--bot", "random",
                    home=tmp_path)
    assert json.loads(again.stdout)["scores"] == data["scores"], "same seed, same scores"


def test_sim_in_process(capsys):
    a = sim(capsys, "ofrenda", "--games", "4", "--seed", "11", "--bot", "random")
    b = sim(capsys, "ofrenda", "--games", "4", "--seed", "11", "--bot", "random")
    c = sim(capsys, "ofrenda", "--games", "4", "--seed", "12", "--bot", "random")
    assert set(a) == KEYS
    assert a["scores"] == b["scores"]
    assert a["scores"][1:] == c["scores"][:3], "game i is played with seed + i"


def test_sim_zero_games(capsys):
    data = sim(capsys, "ofrenda", "--games", "0", "--bot", "random")
    assert data["scores"] == [] and data["mean_score"] == 0.0


@pytest.mark.parametrize("args,message", [
    (["sim", "chess", "--bot", "random"], "unknown game 'chess'"),
    (["sim", "ofrenda", "--bot", "genius"], "no bot 'genius'"),
    (["sim", "ofrenda", "--mode", "teams", "--bot", "random"], "no mode 'teams'"),
])
def test_sim_errors_exit_2(capsys, args, message):
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert message in captured.err and captured.err.startswith("error:")


def test_unknown_game_as_a_real_command(tmp_path):
    result = run_cli("sim", "chess", "--games", "1", home=tmp_path)
    assert result.returncode == 2
    assert "unknown game 'chess'" in result.stderr and "ofrenda" in result.stderr
    assert result.stdout == ""
    result = run_cli("sim", "ofrenda", "--bot", "genius", home=tmp_path)
    assert result.returncode == 2 and "no bot 'genius'" in result.stderr


def test_bad_arguments_exit_2(capsys):
    with pytest.raises(SystemExit) as err:
        main(["sim", "ofrenda", "--games", "many"])
    assert err.value.code == 2
    assert "invalid int value" in capsys.readouterr().err


def test_bundle_entry_script(tmp_path):
    """run_game.py (the PyInstaller entry) runs the same command line."""
    env = dict(os.environ, CEMPASUCHIL_HOME=str(tmp_path), PYGAME_HIDE_SUPPORT_PROMPT="1")
    result = subprocess.run([sys.executable, str(ROOT / "run_game.py"), "sim", "ofrenda", "--games", "1",
                             "--bot", "random"], cwd=tmp_path, env=env, capture_output=True, text=True,
                            timeout=120, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    assert set(json.loads(result.stdout)) == KEYS


def test_json_out_writes_the_same_object(capsys, tmp_path):
    target = tmp_path / "out" / "sim.json"
    data = sim(capsys, "ofrenda", "--games", "2", "--seed", "3", "--bot", "random", "--json-out", str(target))
    assert json.loads(target.read_text(encoding="utf-8")) == data  # for windowed builds with no console


def test_json_out_records_an_error(capsys, tmp_path):
    target = tmp_path / "err.json"
    assert main(["sim", "chess", "--bot", "random", "--json-out", str(target)]) == 2
    assert "unknown game 'chess'" in json.loads(target.read_text(encoding="utf-8"))["error"]
    assert capsys.readouterr().out == ""


def test_shot_json_out(capsys, tmp_path):
    target = tmp_path / "shot.json"
    assert main(["shot", "menu", "--out", str(tmp_path / "m.png"), "--json-out", str(target)]) == 0
    printed = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert json.loads(target.read_text(encoding="utf-8")) == printed
    assert printed["scene"] == "menu" and (tmp_path / "m.png").stat().st_size > 0


def test_worker_check_gets_a_legal_move_from_a_worker_process(tmp_path):
    result = run_cli("worker-check", "ofrenda", "--seed", "3", home=tmp_path)
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["game"] == "ofrenda" and out["worker"] == "process"
    assert out["action"] and out["ms"] >= 0


def test_worker_check_names_an_unknown_game(capsys):
    assert main(["worker-check", "no-such-game"]) == 2
    assert "unknown game" in capsys.readouterr().err


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
    sim(capsys, "ofrenda", "--mode", "multi", "--players", "2", "--games", "0", "--bots", "random,random", "--goals")
    assert seen[-1] == {"goals": True}


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
