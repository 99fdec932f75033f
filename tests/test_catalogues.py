"""The catalogues (game/text.py): every language has every id with the same variables, every message
says in the subset resolver exactly what fluent.runtime says, and the code uses what is there."""
from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from game import text
from game.text import LANGUAGES, PSEUDO, Msg, catalogue, say

LANGS = [*LANGUAGES, PSEUDO]


def parsed(lang: str) -> dict[str, ast.Message | ast.Term]:
    """Every entry of ``lang`` as fluent.syntax reads it; no junk (a syntax error) anywhere."""
    out: dict = {}
    for path in catalogue(lang).sources():
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, f"{path}: cannot be read: {junk[0].annotations[0].message} at {junk[0].content[:60]!r}"
        for entry in resource.body:
            if isinstance(entry, (ast.Message, ast.Term)):
                key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
                assert key not in out, f"{path}: {key} is defined twice"
                out[key] = entry
    return out


class Uses(Visitor):
    def __init__(self):
        super().__init__()
        self.variables: set[str] = set()
        self.selects: dict[str, set] = {}

    def visit_VariableReference(self, node):
        self.variables.add(node.id.name)

    def visit_SelectExpression(self, node):
        if isinstance(node.selector, ast.VariableReference):
            keys = self.selects.setdefault(node.selector.id.name, set())
            for variant in node.variants:
                keys.add(variant.key.value if isinstance(variant.key, ast.NumberLiteral) else variant.key.name)
        self.generic_visit(node)


def uses(entry) -> Uses:
    found = Uses()
    found.visit(entry)
    return found


@pytest.fixture(scope="module")
def english():
    return parsed("en")


def test_every_language_has_every_id_with_the_same_variables(english):
    spanish = parsed("es")
    assert sorted(set(english) - set(spanish)) == [], "in English only"
    assert sorted(set(spanish) - set(english)) == [], "in Spanish only"
    for key, entry in english.items():
        assert uses(entry).variables == uses(spanish[key]).variables, f"{key}: not the same variables"


def test_a_games_ids_start_with_its_id_and_the_shells_never_do(english):
    folders = text.catalogue_folders()
    games = [prefix for prefix in folders if prefix]
    for path in catalogue("en").sources():
        prefix = next((p for p in games if folders[p] in path.parents), "")
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                head = entry.id.name.split("-", 1)[0]
                if prefix:
                    assert head == prefix, f"{path}: {entry.id.name} is not {prefix}-..."
                else:
                    assert head not in games, f"{path}: the shell's {entry.id.name} starts with a game's id"


def samples(entry) -> list[dict]:
    """Arguments that take every variant of every select once, the others at a plain value."""
    found = uses(entry)
    base = {name: "Rosa" for name in found.variables}
    for name, keys in found.selects.items():
        base[name] = 2 if any(isinstance(k, str) and k in ("one", "other", "many") for k in keys) else "x"
    out = [dict(base)]
    for name, keys in found.selects.items():
        numeric = any(k in ("one", "other", "many") or isinstance(k, (int, float)) or str(k).isdigit() for k in keys)
        values = [0, 1, 2, 5, 21, 100, 1_000_000] if numeric else [*(str(k) for k in keys), "none of them"]
        for value in values:
            out.append({**base, name: value})
    return out


def test_a_games_ids_live_in_the_file_of_their_subject():
    """Every id of a game whose subject has a file of its own (its declaration's tagline, modes, options
    and AI levels; its guided game) is in that file, and nothing else is: the menu's first frame reads
    the small declaration files, not every game's whole catalogue (text.subject_file)."""
    rules = Path(text.__file__).parent / "rules"
    folders = {k: v for k, v in text.catalogue_folders().items() if k and rules in v.parents}  # (not a test's game)
    assert len(folders) >= 2
    for game_id, folder in folders.items():
        for lang in LANGUAGES:
            files = sorted((folder / lang).glob("*.ftl"))
            assert (folder / lang / f"{game_id}.ftl") in files
            for path in files:
                for entry_id in text.split_entries(path.read_text(encoding="utf-8")):
                    assert text.subject_file(game_id, entry_id) == path.name, (
                        f"{path}: {entry_id} belongs in {text.subject_file(game_id, entry_id)}")


def test_a_games_declared_word_is_read_without_its_other_words():
    cat = text.Catalogue("es")
    rules = Path(text.__file__).parent / "rules"
    game_id = next(k for k, v in text.catalogue_folders().items() if k and rules in v.parents)
    assert cat.has(f"{game_id}-tagline")
    folder = text.catalogue_folders()[game_id]
    read = {p.name for p in cat._files if folder in p.parents}  # (and the shell's, read whole)
    assert read == {"about.ftl"}, read
    assert not cat.has(f"{game_id}-no-such-word")  # a word it lacks: the rest of its folder is read for it
    assert {p.name for p in cat._files if folder in p.parents} == {"about.ftl", f"{game_id}.ftl", "tutorial.ftl"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_subset_says_what_fluent_says(lang, english):
    """Every message, with arguments that reach every variant, said both ways: the same text."""
    cat = catalogue(lang)
    bundle = cat.fluent_bundle()
    entries = english if lang != PSEUDO else english
    checked = 0
    for key, entry in entries.items():
        if key.startswith("-"):
            continue
        for args in samples(entry):
            expected, errors = bundle.format_pattern(bundle.get_message(key).value, args)
            assert not errors, f"{lang} {key} {args}: {errors}"
            mine = cat.format(key, tuple(sorted(args.items())))
            assert mine == expected, f"{lang} {key} {args}"
            checked += 1
    assert checked > 100


def test_the_subset_leaves_to_fluent_what_it_does_not_know():
    cat = text.Catalogue("en")
    cat._raw.update(text.split_entries("big = { $n } seeds\nfn = { NUMBER($n, minimumFractionDigits: 1) }\n"))
    cat._read.update(text.catalogue_folders())
    cat._fluent = None

    class Bundle:
        def get_message(self, key):
            return type("M", (), {"value": key})()

        def format_pattern(self, value, args):
            return f"fluent:{value}:{args['n']}", []

    cat._fluent = Bundle()
    assert cat.format("big", (("n", 12),)) == "12 seeds"
    assert cat.format("big", (("n", 12_345),)) == "fluent:big:12345"
    assert cat.format("fn", (("n", 1),)) == "fluent:fn:1"


def test_the_pseudo_language_is_english_made_strange():
    english, strange = say(Msg("saved"), "en"), say(Msg("saved"), PSEUDO)
    assert english == "Game saved."
    assert strange != english and len(strange) > 1.3 * len(english)
    assert not re.search(r"[A-Za-z]{2}", strange), strange


def test_a_message_is_a_value_and_keeps_as_json():
    note = Msg("bot-note", name="Rosa", reason=Msg("ago-minutes", n=3))
    assert note == Msg("bot-note", reason=Msg("ago-minutes", n=3), name="Rosa") and hash(note)
    again = Msg.from_json(note.to_json())
    assert again == note and say(again, "en") == "Rosa: 3 minutes ago"
    assert say(Msg("list-last", first="a", next="b"), "es") == "a y b"
    with pytest.raises(ValueError):
        Msg.from_json({"msg": 3})
    with pytest.raises(TypeError):
        Msg("x", bad={1, 2})


def test_lists_are_said_in_each_language():
    assert catalogue("en").listing(["pan", "sal", "agua"]) == "pan, sal and agua"
    assert catalogue("es").listing(["pan", "sal", "agua"]) == "pan, sal y agua"
    assert catalogue("en").listing([]) == "nothing"


def test_the_system_language_is_chosen_on_first_start():
    assert text.system_language({"LANG": "es_MX.UTF-8"}) == "es"
    assert text.system_language({"LANGUAGE": "es:en", "LANG": "en_US.UTF-8"}) == "es"
    assert text.system_language({"LANG": "de_DE.UTF-8"}) == "en"
    assert text.system_language({"LC_ALL": "C", "LANG": "es_ES"}) == "es"
    assert text.system_language({}) == "en"


def test_a_change_of_language_is_heard_by_the_open_screens():
    heard = []
    stop = text.on_language_change(heard.append)
    try:
        text.set_language("es")
        assert say(Msg("saved")) == "Partida guardada."
        text.set_language("en")
    finally:
        stop()
        text.set_language("en")
    assert heard == ["es", "en"]
    with pytest.raises(ValueError):
        text.set_language("klingon")


CALL = r"""\b(?:Msg|s)\(\s*"""


def code_sources():
    from pathlib import Path

    root = Path(text.__file__).resolve().parent.parent
    for path in itertools.chain(root.glob("game/**/*.py"), root.glob("scenes/**/*.py"), root.glob("client/**/*.py")):
        yield path.read_text(encoding="utf-8")


def ids_in_code() -> set[str]:
    """Ids the code names as literals: Msg("..."), s("..."), and the shell's constant-like names."""
    found: set[str] = set()
    for source in code_sources():
        found.update(re.findall(CALL + r"""["']([a-z][a-z0-9-]*)["']""", source))
        # (and any kebab-case literal: an id chosen by a condition, "a-b" if x else "a-c")
        found.update(re.findall(r"""["']([a-z][a-z0-9]*(?:-[a-z0-9]+)+)["']""", source))
    from scenes import shell_words

    for name in shell_words._SAID | shell_words._TEMPLATES:
        found.add(name.lower().replace("_", "-"))
    return found


def prefixes_in_code() -> set[str]:
    """The fixed starts of ids the code builds (``Msg(f"month-{n}")``: ``month-``)."""
    found: set[str] = set()
    for source in code_sources():
        found.update(re.findall(CALL + r"""f?["']([a-z][a-z0-9-]*-)(?:\{|["']\s*\+)""", source))
        found.update(re.findall(r"""["']([a-z][a-z0-9-]*-)["']\s*\+""", source))  # ("kind-" + key, anywhere)
    return found


def game_keys(game_id: str) -> tuple[set, set]:
    """The keys a game's own code names (its words helpers add ``<game>-``): every short literal of
    its packages, as an id, and every literal that starts an id it builds ("card-" + name)."""
    from pathlib import Path

    root = Path(text.__file__).resolve().parent.parent
    named, starts = set(), set()
    for folder in (root / "game" / "rules" / game_id, root / "scenes" / game_id):
        for path in folder.glob("**/*.py"):
            source = path.read_text(encoding="utf-8")
            for literal in re.findall(r"""["']([a-z][a-z0-9_-]*)["']""", source):
                named.add(f"{game_id}-{literal.replace('_', '-')}")
                starts.add(f"{game_id}-{literal.replace('_', '-')}-")  # (a kind its helper joins to an id)
            for literal in re.findall(r"""f?["']([a-z][a-z0-9_-]*[-_])(?:["']\s*\+|\{)""", source):
                starts.add(f"{game_id}-{literal.replace('_', '-')}")
    return named, starts


def test_no_id_is_left_unused(english):
    """Every message is named by the code, or built from a start the code names, or is a game's
    declaration or guided-game step (game.text.declared, game.tutorial)."""
    named, starts = ids_in_code(), prefixes_in_code()
    games = [prefix for prefix in text.catalogue_folders() if prefix]
    for game_id in games:
        more_named, more_starts = game_keys(game_id)
        named |= more_named
        starts |= more_starts
    declared = re.compile(rf"^({'|'.join(games)})-(tagline|mode-|option-|bot-|tutorial-)")
    unused = sorted(key for key in english if not key.startswith("-") and key not in named
                    and not any(key.startswith(p) for p in starts) and not declared.match(key))
    assert unused == []


def test_every_id_the_code_names_is_in_the_catalogue(english):
    called = set()
    for source in code_sources():
        called.update(re.findall(CALL + r"""["']([a-z][a-z0-9-]*)["']""", source))
    missing = sorted(i for i in called if i not in english and not i.endswith("-"))
    assert missing == []
