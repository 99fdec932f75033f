"""The release workflow (.github/workflows/release.yml) cannot run here: actionlint checks it (and,
through shellcheck when it is installed, the shell of its steps), and build.spec is read for what
the Windows and macOS builds need."""
import ast
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def _actionlint() -> str | None:
    # the test extra installs it into the environment's scripts folder, which need not be on PATH
    beside = Path(sys.executable).parent / ("actionlint.exe" if sys.platform == "win32" else "actionlint")
    return str(beside) if beside.is_file() else shutil.which("actionlint")


def test_actionlint_finds_nothing_in_the_release_workflow():
    binary = _actionlint()
    if binary is None:
        pytest.skip("actionlint is not installed (pip install -e '.[test]' installs it)")
    done = subprocess.run([binary, "-no-color", str(WORKFLOW)], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_actionlint_does_report_a_broken_workflow(tmp_path):
    """The check above can fail: the same workflow with a misspelt key."""
    binary = _actionlint()
    if binary is None:
        pytest.skip("actionlint is not installed")
    broken = tmp_path / "release.yml"
    broken.write_text(WORKFLOW.read_text(encoding="utf-8").replace("runs-on: macos-14", "runs_on: macos-14"),
                      encoding="utf-8")
    done = subprocess.run([binary, "-no-color", str(broken)], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode != 0 and "runs_on" in done.stdout, done.stdout


def test_a_version_tag_builds_three_platforms_and_releases_their_packages():
    flow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    triggers = flow[True]  # YAML 1.1 reads the key "on" as True
    assert triggers["push"]["tags"] == ["v*"]
    jobs = flow["jobs"]
    assert set(jobs) == {"linux", "windows", "macos", "release"}
    assert jobs["windows"]["runs-on"].startswith("windows") and jobs["macos"]["runs-on"].startswith("macos")
    assert sorted(jobs["release"]["needs"]) == ["linux", "macos", "windows"]
    assert jobs["release"]["permissions"] == {"contents": "write"}
    scripts = {name: "\n".join(step.get("run", "") for step in job["steps"]) for name, job in jobs.items()}
    assert "tools/release.py" in scripts["linux"]
    assert "pyinstaller build.spec" in scripts["windows"] and "pyinstaller build.spec" in scripts["macos"]
    assert ".zip" in scripts["windows"] and "hdiutil create" in scripts["macos"] and ".dmg" in scripts["macos"]
    assert "gh release" in scripts["release"]


def _calls(tree: ast.AST, name: str) -> list[ast.Call]:
    return [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", None) == name]


def test_build_spec_gives_windows_and_macos_their_icon_a_windowed_exe_and_an_app():
    tree = ast.parse((ROOT / "build.spec").read_text(encoding="utf-8"))
    (exe,) = _calls(tree, "EXE")
    keywords = {k.arg: k.value for k in exe.keywords}
    assert isinstance(keywords["console"], ast.Constant) and keywords["console"].value is False
    assert getattr(keywords["icon"], "id", None) == "ICON_FILE"
    (bundle,) = _calls(tree, "BUNDLE")
    keywords = {k.arg: k.value for k in bundle.keywords}
    assert keywords["name"].value == "Cempasuchil.app" and "." in keywords["bundle_identifier"].value
    assert getattr(keywords["icon"], "id", None) == "ICON_FILE"
    source = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert 'if sys.platform == "darwin":' in source and "write_icons(" in source


def _jobs() -> dict:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))["jobs"]


def _script(job: dict) -> str:
    return "\n".join(step.get("run", "") for step in job["steps"])


def test_every_job_and_every_step_running_the_program_has_a_time_limit():
    for name, job in _jobs().items():
        assert isinstance(job.get("timeout-minutes"), int) and 0 < job["timeout-minutes"] <= 90, name
        for step in job["steps"]:
            if "worker-check" in step.get("run", "") or " sim " in step.get("run", ""):
                assert isinstance(step.get("timeout-minutes"), int), (name, step["name"])


def test_each_platform_has_the_bots_worker_answer_and_plays_a_game_with_hard_bots():
    for name in ("linux", "windows", "macos"):
        script = _script(_jobs()[name])
        assert '"$app" worker-check "$game"' in script and '["worker"] == "process"' in script, name
        assert "--bot random" in script and "--bot hard" in script, name


def test_an_error_in_the_windowed_program_goes_to_a_file_not_a_dialog():
    flow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert flow["env"]["CEMPASUCHIL_TRACEBACK_FILE"]
    for name in ("windows", "macos"):
        shown = [s for s in flow["jobs"][name]["steps"] if "traceback.txt" in s.get("run", "")]
        assert shown and shown[0]["if"] == "failure()", name


def test_the_disk_image_holds_the_app_beside_a_link_to_applications():
    (step,) = [s for s in _jobs()["macos"]["steps"] if "hdiutil create" in s.get("run", "")]
    script = step["run"]
    assert "ln -s /Applications dmg/Applications" in script
    assert "dmg/Cempasuchil.app" in script and "-srcfolder dmg " in script


def _run_game():
    spec = importlib.util.spec_from_file_location("run_game_under_test", ROOT / "run_game.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_with_a_traceback_file_the_program_writes_an_error_and_exits_1(tmp_path, monkeypatch, capsys):
    run_game = _run_game()

    def broken(argv):
        raise RuntimeError("the sky fell")

    monkeypatch.setattr(run_game, "run", broken)
    target = tmp_path / "traceback.txt"
    monkeypatch.setenv("CEMPASUCHIL_TRACEBACK_FILE", str(target))
    assert run_game.guarded(["sim", "any"]) == 1
    assert "RuntimeError: the sky fell" in target.read_text(encoding="utf-8")
    assert "the sky fell" in capsys.readouterr().err
    monkeypatch.delenv("CEMPASUCHIL_TRACEBACK_FILE")
    with pytest.raises(RuntimeError):  # without it the error goes on to PyInstaller's bootloader
        run_game.guarded(["sim", "any"])


def test_the_bundles_entry_runs_the_command_line(tmp_path, monkeypatch, capsys):
    from game import registry

    first = next(iter(registry.games()))
    monkeypatch.setenv("CEMPASUCHIL_HOME", str(tmp_path))
    assert _run_game().guarded(["sim", first, "--games", "1", "--seed", "1", "--bot", "random"]) == 0
    assert f'"game": "{first}"' in capsys.readouterr().out
