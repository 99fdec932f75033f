"""The release workflow (.github/workflows/release.yml) cannot run here: actionlint checks it (and,
through shellcheck when it is installed, the shell of its steps), and build.spec is read for what
the Windows and macOS builds need."""
import ast
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
