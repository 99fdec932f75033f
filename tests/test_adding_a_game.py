"""docs/adding-a-game.md's example is a real game: its ``# file:`` blocks, written into a scratch
folder, pass the conformance and contract suites every game passes, and its table, made of the
kit's ready-made parts in at most 250 lines, plays a whole game by clicks and drags. (The example
stays out of the project's own folders.)"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "adding-a-game.md"
HELPERS = ROOT / "tests" / "data" / "example_game"
BLOCK = re.compile(r"```(?:python|fluent)\n# file: (\S+)\n(.*?)```", re.S)  # the code and its catalogues


def write_example(folder: Path) -> dict[str, str]:
    files = {path: body for path, body in BLOCK.findall(DOC.read_text(encoding="utf-8"))}
    for path, body in files.items():
        target = folder / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(f"# file: {path}\n{body}", encoding="utf-8")
    return files


def run(folder: Path, *args: str, timeout: int = 600) -> subprocess.CompletedProcess:
    env = dict(os.environ, EXAMPLE_GAME_ROOT=str(folder),
               PYTHONPATH=os.pathsep.join([str(ROOT), str(HELPERS), os.environ.get("PYTHONPATH", "")]))
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout)


def test_the_example_is_whole_and_stays_out_of_the_project(tmp_path):
    files = write_example(tmp_path)
    assert {"game/rules/calaveritas/__init__.py", "game/rules/calaveritas/game.py", "game/rules/calaveritas/state.py",
            "game/rules/calaveritas/words.py", "game/rules/calaveritas/actions.py",
            "scenes/calaveritas/table.py", "game/rules/calaveritas/locales/en/calaveritas.ftl",
            "game/rules/calaveritas/locales/es/calaveritas.ftl"} <= set(files)
    assert not (ROOT / "game" / "rules" / "calaveritas").exists() and not (ROOT / "scenes" / "calaveritas").exists()


def test_the_examples_table_is_small_and_made_of_the_kits_parts(tmp_path):
    """The kit does a card table's chores: the example's table (every module of its scenes package)
    is at most 250 lines, and keeps no picture cache, slice memo or hit-testing of its own."""
    files = write_example(tmp_path)
    table = {path: body for path, body in files.items() if path.startswith("scenes/")}
    lines = sum(len(body.splitlines()) for body in table.values())
    assert lines <= 250, f"the example's table is {lines} lines"
    body = "\n".join(table.values())
    for chore in ("CachedLayer", "RegionLayer", "Picture(", "_slices", "collidepoint", "version"):
        assert chore not in body, f"the example's table does the kit's chore {chore!r} itself"
    for part in ("HandRow", "TrickArea", "Pile", "ScoreTrack", "PromptLine", "PartsTable"):
        assert part in body, f"the example's table does not use the kit's {part}"


def test_the_examples_table_plays_a_whole_game_by_clicks(tmp_path):
    write_example(tmp_path)
    done = run(tmp_path, str(HELPERS / "play_table.py"), "calaveritas", timeout=180)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["parts"] == ["theirs", "stock", "trick", "tricks", "prompt", "hand"] and seen["orphans"] == []
    assert seen["refused"] and seen["refused"] == seen["reason"], "a card that may not be played says why, once"
    assert seen["log_after_refusal"] == seen["log_before_refusal"], "a refused card is not played"
    assert seen["dragged"], "a card dragged to the trick is played"
    assert seen["over"] and seen["my_cards_played"] == 5, seen  # the whole game, one click or drag a card
    assert sum(seen["won"]) == 5 and seen["end_prompt"], seen
    assert seen["tooltip"] == "None", "the tooltip of a card played closes with it (the platform does it)"
    assert seen["stills_repainted"] < seen["frames"] // 4, "the still picture is kept between frames"

SPEAKS_SPANISH = """
import json, random
import example_paths  # noqa: F401  (the example joins the game packages)
from game import registry, text
from game.session import Session
from game.text import declared, say
game = registry.get("calaveritas")
session = Session(game, game.modes[0].id, 7)
rng = random.Random(7)
while not session.is_over:
    seat = next(iter(session.state.to_move()))
    session.apply(seat, rng.choice(session.state.legal_actions(seat)))
out = {}
for lang in ("en", "es"):
    text.set_language(lang)
    out[lang] = {"log": [say(game.event_text(e, 0, session.setup.names)) for e in session.state.events],
                 "tagline": declared(game.tagline, game.id, "tagline"),
                 "progress": say(session.state.summary()["progress"]),
                 "refusal": say(session.state.why_illegal(0, session.state.legal_actions(0)[0] if session.state.legal_actions(0) else None))}
print(json.dumps(out))
"""


def _catalogue(body: str) -> dict[str, set[str]]:
    """A catalogue's ids, each with the variables it uses."""
    out: dict[str, set[str]] = {}
    for entry in re.split(r"\n(?=[a-z])", body):
        found = re.match(r"([a-z][\w-]*) = ", entry)
        if found:
            out[found.group(1)] = set(re.findall(r"\$(\w+)", entry))
    return out


def test_the_examples_words_are_its_catalogues_in_both_languages(tmp_path):
    """The example's sentences are messages: both catalogues have the same ids with the same variables,
    every id its words use is there, and a whole game reads in Spanish as in English."""
    files = write_example(tmp_path)
    en, es = (_catalogue(files[f"game/rules/calaveritas/locales/{lang}/calaveritas.ftl"]) for lang in ("en", "es"))
    assert en == es and len(en) >= 15
    code = files["game/rules/calaveritas/words.py"] + files["game/rules/calaveritas/state.py"] + \
        files["scenes/calaveritas/table.py"]
    used = {"calaveritas-" + key for key in re.findall(r"\b[mt]\(\"([\w-]+)\"", code)}
    used |= {"calaveritas-" + kind for kind in ("play", "trick", "end")}  # event_text's t(event.kind, ...)
    assert used <= set(en), used - set(en)
    assert not re.search(r"return f?\"[A-Z]", files["game/rules/calaveritas/words.py"]), "no sentence in Python"
    done = run(tmp_path, "-c", SPEAKS_SPANISH, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    said = json.loads(done.stdout.strip().splitlines()[-1])
    assert said["en"]["tagline"] == "Five tricks for two; sugar skulls take the trick."
    assert said["es"]["tagline"].startswith("Cinco bazas")
    assert said["en"]["log"][0].startswith("You play the ") and said["es"]["log"][0].startswith("Juegas el ")
    assert any("Jugador 2" in line for line in said["es"]["log"]) or any("Rosa" in line for line in said["es"]["log"])
    assert said["es"]["progress"].startswith("baza ") and said["es"]["refusal"] == "La partida terminó."
    assert not any("{" in line for lang in said.values() for line in lang["log"])


@pytest.mark.slow
def test_the_example_passes_the_suites_every_game_passes(tmp_path):
    write_example(tmp_path)
    done = run(tmp_path, "-m", "pytest", "-p", "example_paths", "-q", "-n", "0", "-p", "no:cacheprovider",
               "tests/test_conformance.py", "tests/test_contracts.py", "-k", "calaveritas")
    assert done.returncode == 0, done.stdout[-4000:]
    passed = int(re.search(r"(\d+) passed", done.stdout).group(1))
    assert passed >= 10 and "failed" not in done.stdout, done.stdout[-2000:]


def test_a_landing_game_passes_the_contracts_before_its_table_is_written(tmp_path):
    """The page's promise: ``landing=True`` lets the rules land first, tested, with no table yet."""
    write_example(tmp_path)
    for table in (tmp_path / "scenes").rglob("*.py"):
        table.unlink()
    done = run(tmp_path, "-m", "pytest", "-p", "example_paths", "-q", "-n", "0", "-p", "no:cacheprovider",
               "tests/test_contracts.py", "-k", "calaveritas", timeout=300)
    assert done.returncode == 0, done.stdout[-4000:]
    assert "failed" not in done.stdout and "error" not in done.stdout.lower(), done.stdout[-2000:]
    assert int(re.search(r"(\d+) passed", done.stdout).group(1)) >= 3


# ---------------------------------------------------------------------------------- the page's citations
CITED = re.compile(r"`([^`\n]+)`")
FILE_LIKE = re.compile(r"^[\w.-]+(/[\w.*-]*)+$|^[\w-]+/[\w.-]+\.\w+$")  # a/b/ or a/b.py (no spaces)
DOTTED = re.compile(r"^(game|scenes|tools|tests)(\.\w+)+(:\w+)?$(?<!\.py)")  # game.ai.levels, ...:EasyBot


def cited(text: str) -> list[str]:
    """What the page cites in backticks, outside its code blocks (the example's files are written
    by the tests above), with quotes and a ``name=`` prefix taken off: ``rules="game.x:Y"`` -> game.x:Y."""
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    out = []
    for token in CITED.findall(prose):
        token = token.split("=", 1)[1] if re.match(r"^\w+=", token) else token
        out.append(token.strip("\"'"))
    return out


def test_every_file_and_module_the_page_cites_exists():
    """Each path that looks like a file or folder (``<id>`` and ``*`` patterns left out) is in the
    project, and each dotted name (``module`` or ``module:Name``) imports."""
    import importlib

    tokens = cited(DOC.read_text(encoding="utf-8"))
    paths = [t for t in tokens if FILE_LIKE.match(t) and "<" not in t and "*" not in t]
    names = [t for t in tokens if DOTTED.match(t) and "<" not in t]
    assert len(paths) >= 10 and len(names) >= 5, (paths, names)  # (the page is read, not skipped)
    missing = [p for p in paths if not (ROOT / p).exists()]
    assert not missing, f"docs/adding-a-game.md cites files that are not there: {missing}"
    broken = []
    for name in names:
        module, _, attr = name.partition(":")
        try:
            found = importlib.import_module(module)
        except ModuleNotFoundError:  # game.protocol.GameState: a module's attribute
            parent, _, attr = module.rpartition(".")
            found = importlib.import_module(parent)
            module = parent
        if attr and not hasattr(found, attr):
            broken.append(name)
    assert not broken, f"docs/adding-a-game.md cites names that do not import: {broken}"


def test_the_words_signatures_the_page_gives_are_the_contracts():
    from game import contracts

    text = DOC.read_text(encoding="utf-8")
    for name in ("event_text", "describe_action"):
        written = re.findall(rf"`{name}\(([^)]*)\)`", text)
        assert f"({', '.join(contracts.SIGNATURES['words.' + name])})"[1:-1] in written, (name, written)
    for doc in (text, (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")):
        for args in re.findall(r"`event_text\(([^)]*)\)`", doc):  # every event_text the docs write is one of
            assert args in ("fmt, event, viewer, names", "data, event, viewer, names, fmt=None",  # the words',
                            "event, viewer, names, fmt=None"), args  # the entry's, the game's


def test_every_game_on_the_menu_has_its_own_rules_rulings_and_screenshot():
    """What section 6 of the page asks, file by file; no shared rulings file lists the games."""
    from game import registry

    for gid, game in registry.games().items():
        for path in (ROOT / "docs" / "rules" / game.rules_doc, ROOT / "docs" / "rulings" / f"{gid}.md",
                     ROOT / "docs" / "screenshots" / f"{gid}.png"):
            assert path.is_file(), f"{gid}: no {path.relative_to(ROOT)}"
    assert not (ROOT / "docs" / "RULINGS.md").exists(), "each game's rulings are in docs/rulings/<id>.md"
    assert {p.stem for p in (ROOT / "docs" / "rulings").glob("*.md")} <= set(registry.all_games())
