"""The command line's ``sim``: one JSON object with a fixed set of keys; errors exit with code 2.

Played with the first registered game (``conftest.first_game``); a game's own report and options
are tested in its own ``tests/test_<id>_cli.py``."""
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

from client.cli import main  # noqa: E402  (the whole command line, the window's commands too)
from conftest import first_game  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
KEYS = {"game", "mode", "bot", "games", "seed", "scores", "mean_score", "games_per_second", "decision_ms_median",
        "decision_ms_p95"}  # every game's report has them; a game may add its own
GAME = first_game().id
SOLO = first_game().modes[0].id  # one seat


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
    result = run_cli("sim", GAME, "--mode", SOLO, "--games", "3", "--seed", "5", "--bot", "random", home=tmp_path)
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert KEYS <= set(data)
    assert data["game"] == GAME and data["mode"] == SOLO and data["bot"] == "random"
    assert data["games"] == 3 and data["seed"] == 5
    assert len(data["scores"]) == 3 and all(isinstance(s, int) for s in data["scores"])
    assert data["mean_score"] == pytest.approx(sum(data["scores"]) / 3, abs=1e-3)
    assert data["games_per_second"] > 0
    assert 0 <= data["decision_ms_median"] <= data["decision_ms_p95"]
    again = run_cli("sim", GAME, "--mode", SOLO, "--games", "3", "--seed", "5", "--bot", "random", home=tmp_path)
    assert json.loads(again.stdout)["scores"] == data["scores"], "same seed, same scores"


def test_sim_in_process(capsys):
    a = sim(capsys, GAME, "--games", "4", "--seed", "11", "--bot", "random")
    b = sim(capsys, GAME, "--games", "4", "--seed", "11", "--bot", "random")
    c = sim(capsys, GAME, "--games", "4", "--seed", "12", "--bot", "random")
    assert KEYS <= set(a)
    assert a["scores"] == b["scores"]
    assert a["scores"][1:] == c["scores"][:3], "game i is played with seed + i"


def test_sim_zero_games(capsys):
    data = sim(capsys, GAME, "--games", "0", "--bot", "random")
    assert data["scores"] == [] and data["mean_score"] == 0.0


@pytest.mark.parametrize("args,message", [
    (["sim", "chess", "--bot", "random"], "unknown game 'chess'"),
    (["sim", GAME, "--bot", "genius"], "no bot 'genius'"),
    (["sim", GAME, "--mode", "teams", "--bot", "random"], "no mode 'teams'"),
])
def test_sim_errors_exit_2(capsys, args, message):
    assert main(args) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert message in captured.err and captured.err.startswith("error:")


def test_unknown_game_as_a_real_command(tmp_path):
    result = run_cli("sim", "chess", "--games", "1", home=tmp_path)
    assert result.returncode == 2
    assert "unknown game 'chess'" in result.stderr and GAME in result.stderr
    assert result.stdout == ""
    result = run_cli("sim", GAME, "--bot", "genius", home=tmp_path)
    assert result.returncode == 2 and "no bot 'genius'" in result.stderr


def test_bad_arguments_exit_2(capsys):
    with pytest.raises(SystemExit) as err:
        main(["sim", GAME, "--games", "many"])
    assert err.value.code == 2
    assert "invalid int value" in capsys.readouterr().err


def test_bundle_entry_script(tmp_path):
    """run_game.py (the PyInstaller entry) runs the same command line."""
    env = dict(os.environ, CEMPASUCHIL_HOME=str(tmp_path), PYGAME_HIDE_SUPPORT_PROMPT="1")
    result = subprocess.run([sys.executable, str(ROOT / "run_game.py"), "sim", GAME, "--games", "1",
                             "--bot", "random"], cwd=tmp_path, env=env, capture_output=True, text=True,
                            timeout=120, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stderr
    assert KEYS <= set(json.loads(result.stdout))


def test_json_out_writes_the_same_object(capsys, tmp_path):
    target = tmp_path / "out" / "sim.json"
    data = sim(capsys, GAME, "--games", "2", "--seed", "3", "--bot", "random", "--json-out", str(target))
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


def test_the_game_layers_command_line_leaves_the_window_to_the_client(capsys, tmp_path):
    from game import cli

    assert cli.main(["shot", "menu", "--out", str(tmp_path / "m.png")]) == 2
    assert "shot needs the window" in capsys.readouterr().err and not (tmp_path / "m.png").exists()


def test_worker_check_gets_a_legal_move_from_a_worker_process(tmp_path):
    result = run_cli("worker-check", GAME, "--seed", "3", home=tmp_path)
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["game"] == GAME and out["worker"] == "process"
    assert out["action"] and out["ms"] >= 0


def test_worker_check_names_an_unknown_game(capsys):
    assert main(["worker-check", "no-such-game"]) == 2
    assert "unknown game" in capsys.readouterr().err


def test_version_as_a_real_command(tmp_path):
    from game import APP_NAME, __version__

    for command in (["-m", "game"], [str(ROOT / "run_game.py")]):
        done = subprocess.run([sys.executable, *command, "--version"], cwd=tmp_path, capture_output=True, text=True,
                              timeout=120, stdin=subprocess.DEVNULL,
                              env=dict(os.environ, CEMPASUCHIL_HOME=str(tmp_path), PYTHONPATH=str(ROOT)))
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == f"{APP_NAME} {__version__}"


def test_the_usage_line_names_the_program_as_it_is_run(tmp_path):
    from game.cli import program_name

    assert program_name("/home/me/game/__main__.py", frozen=False) == "python -m game"
    assert program_name("/home/me/.venv/bin/cempasuchil", frozen=False) == "cempasuchil"
    assert program_name("run_game.py", frozen=False) == "python run_game.py"
    assert program_name("/opt/cempasuchil/Cempasuchil", frozen=True) == "Cempasuchil"
    assert program_name("cempasuchil", frozen=True) == "cempasuchil"  # the .deb's /usr/bin link
    # the bundle (here its entry script, as frozen) names itself in its usage line, not python -m game
    code = ("import sys; sys.frozen = True; sys.argv = ['/opt/cempasuchil/Cempasuchil', '--help']\n"
            "from game.cli import main; main()")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, CEMPASUCHIL_HOME=str(tmp_path)), stdin=subprocess.DEVNULL)
    assert done.stdout.startswith("usage: Cempasuchil "), done.stdout + done.stderr
