"""README's "Tests" section says what it runs and how long it takes: its test command is the default
suite alone (the soaks have their own line), .ci/run runs both as written, and the test extra brings
what the tests import (only system tools may be missing, each named in the README)."""
from __future__ import annotations

import re
import shlex
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEST_COMMAND = "python -m pytest -q"
SOAKS = "python -m pytest -q -m slow"


def readme_section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return text.split("\n## Tests\n", 1)[1].split("\n## ", 1)[0]


def code_blocks(section: str) -> list[str]:
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", section, re.S)]


def pytest_calls(block: str) -> list[str]:
    """Each ``python -m pytest ...`` in a shell block (commands split at && ; and new lines)."""
    calls = []
    for command in re.split(r"&&|;|\n", block):
        words = shlex.split(command)
        if words[:3] == ["python", "-m", "pytest"]:
            calls.append(" ".join(words))
    return calls


def minutes_after(section: str, block: str) -> float:
    """The duration the README gives right after ``block``, in minutes ("about 200 s" or "N minutes")."""
    after = section.split(block, 1)[1].split("```", 2)[1]  # from the block's end to the next block
    seconds = re.search(r"about (\d+) s\b", after)
    assert seconds, f"no measured duration (about N s) after {block!r}"
    return int(seconds.group(1)) / 60


def test_the_test_command_is_the_default_suite_alone_and_the_soaks_have_their_own_line():
    section = readme_section()
    blocks = code_blocks(section)
    assert len(blocks) == 2, blocks
    command, soaks = blocks
    assert section.index("The test command") < section.index(command)
    assert pytest_calls(command) == [TEST_COMMAND], command  # no soaks chained after it
    assert pytest_calls(soaks) == [SOAKS] and soaks == SOAKS
    # the default suite leaves the soaks out by itself (pyproject's addopts)
    addopts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]["addopts"]
    assert "-m 'not slow'" in addopts
    # each line has its honest duration: the default suite under five minutes on two cores
    assert minutes_after(section, command) < 5 < minutes_after(section, soaks)


def test_ci_runs_both_lines_as_the_readme_writes_them():
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    calls = [line.split("python", 1)[1].split("<")[0].strip() for line in run.splitlines()
             if re.match(r"timeout \S+ python -m pytest", line)]
    assert ["python " + c for c in calls] == [TEST_COMMAND, SOAKS]


def test_ci_runs_the_type_check_and_the_lint_the_readme_names():
    """README names ``mypy`` and ``ruff check .``; .ci/run runs both as written, after the default
    suite, and the test extra installs them."""
    section = readme_section()
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    commands = [line.split(None, 2)[2].split("<")[0].strip() for line in run.splitlines()
                if re.match(r"timeout \S+ ", line)]
    for command in ("mypy", "ruff check ."):
        assert f"`{command}`" in section, command
        assert command in commands, f".ci/run does not run {command}"
        assert commands.index(TEST_COMMAND) < commands.index(command) < commands.index(SOAKS)
    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["test"]
    names = {re.split(r"[<>=!~ \[]", req, maxsplit=1)[0].lower() for req in extra}
    assert {"mypy", "ruff"} <= names


def test_the_test_extra_brings_every_module_a_test_would_skip_without():
    """A skip for a missing Python module would hide a test a fresh clone can run: the test extra
    installs each module the tests import-or-skip."""
    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["test"]
    names = {re.split(r"[<>=!~ \[]", req, maxsplit=1)[0].lower() for req in extra}
    distribution = {"fontTools": "fonttools", "PIL": "pillow"}  # module -> what pip installs it as
    skipped = set()
    for path in (ROOT / "tests").glob("test_*.py"):
        skipped.update(m.split(".")[0] for m in re.findall(r"importorskip\(\"([\w.]+)\"", path.read_text(encoding="utf-8")))
    assert skipped, "the tests import-or-skip nothing: this check checks nothing"
    for module in skipped:
        assert distribution.get(module, module).lower() in names, f"{module} is not in the test extra"
    section = readme_section()
    for tool in ("xvfb", "xdotool", "optipng"):  # the system tools a test skips without, named
        assert f"`{tool}`" in section
