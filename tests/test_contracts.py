"""The written contracts hold for every registered game (the games come from the registry).

* each game's rules parts (state, view, codec, words, and ``components`` / ``sim_report`` when
  given) satisfy the Protocols of ``game/contracts.py``, with the parameters the platform passes;
* each game's table writes every REQUIRED hook of ``scenes/table_hooks.py`` itself (not leaving
  ``TableBase``'s placeholder), and every method of it that looks like a hook is a known one, so a
  misspelt hook (never called) fails here.
"""
from __future__ import annotations

import dataclasses
import difflib
import importlib.util
import inspect
import types

import pytest

from game import contracts, registry
from game.protocol import GameState
from game.session import default_setup
from scenes import table_hooks
from scenes.tables import table_class

GAMES = list(registry.all_games().values())
IDS = [g.id for g in GAMES]


def params(fn) -> tuple[str, ...]:
    """The names of ``fn``'s positional parameters (``self`` left out for a class or method)."""
    sig = inspect.signature(fn)
    return tuple(p.name for p in sig.parameters.values()
                 if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.name != "self")


def first_state(game):
    mode = game.modes[0]
    return game.new_state(game.load_data(), 1, default_setup(game, mode.id, mode.usual_players))


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_rules_parts_satisfy_the_contracts(game):
    entry = game.entry
    for name in contracts.REQUIRED_ENTRY:
        assert getattr(entry, name, None) is not None, f"{game.id}: the rules entry has no {name}"
    for name in contracts.OPTIONAL_ENTRY:
        assert hasattr(entry, name), f"{game.id}: the rules entry lost its optional {name}"
    state = first_state(game)
    assert isinstance(state, GameState)
    assert isinstance(state, contracts.StateContract), f"{game.id}: the state misses part of the contract"
    assert isinstance(state.clone(), contracts.StateContract)
    assert isinstance(entry.codec, contracts.CodecContract)
    assert isinstance(entry.words, contracts.WordsContract), f"{game.id}: the words module misses a function"
    assert isinstance(entry.plain(game.load_data()), contracts.PlainContract)
    if entry.preview is not None:
        assert callable(getattr(entry.words, "preview_lines", None)), f"{game.id}: previews with no words for them"
    for seat in (0, None):
        assert isinstance(game.view(state, seat), contracts.ViewContract), f"{game.id}: view for {seat}"


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_the_registry_hands_out_only_rules_entries_that_keep_the_contract(game, monkeypatch):
    """``GameInfo.entry`` is what the platform calls through, typed ``GameRules``: a rules entry that
    lacks a member of it is refused when it is loaded, naming what it lacks, not later in a table."""
    assert isinstance(game.entry, contracts.GameRules)
    parts = {name: getattr(game.entry, name) for name in dir(game.entry) if not name.startswith("_")}
    del parts["describe_action"]
    monkeypatch.setattr(registry, "load_object", lambda path: types.SimpleNamespace(**parts))
    short = dataclasses.replace(game)  # (a fresh GameInfo: its entry not yet loaded)
    with pytest.raises(registry.RegistryError, match="describe_action"):
        _ = short.entry


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_rules_parts_take_the_parameters_the_platform_passes(game):
    entry = game.entry
    found = {
        "state": entry.state.__init__ if inspect.isclass(entry.state) else entry.state,
        "load": entry.load,
        "view": entry.view,
        "determinize": entry.determinize,
        "words.Plain": entry.words.Plain.__init__,
        "words.event_text": entry.words.event_text,
        "words.describe_action": entry.words.describe_action,
        "components": entry.components,
        "sim_report": entry.sim_report,
        "preview": entry.preview,
    }
    for name, want in contracts.SIGNATURES.items():
        fn = found[name]
        if fn is None:
            assert name in contracts.OPTIONAL_ENTRY, f"{game.id}: {name} is required"
            continue
        got = params(fn)
        # the platform passes them positionally: the count and the order are what matter
        assert len(got) >= len(want), f"{game.id}: {name}{got} takes fewer parameters than {want}"
        extra = inspect.signature(fn).parameters
        for p in got[len(want):]:
            assert extra[p].default is not inspect.Parameter.empty, f"{game.id}: {name} needs {p}, never passed"


def test_the_state_protocol_matches_the_abstract_base():
    """Every abstract method of GameState is in the written contract (and the other way round,
    save the optional ones GameState gives)."""
    written = {n for n in vars(contracts.StateContract) if not n.startswith("_")} - set(
        contracts.StateContract.__annotations__)
    abstract = set(GameState.__abstractmethods__)
    assert abstract <= written
    assert written - abstract <= set(contracts.OPTIONAL_STATE)


def has_table(game) -> bool:
    """Whether ``game``'s table module is written (its package and module can be found)."""
    try:
        from scenes.tables import table_path

        return importlib.util.find_spec(table_path(game).partition(":")[0]) is not None
    except ModuleNotFoundError:  # (not even its scenes package)
        return False


def table_classes():
    """Every game's table: a game on the menu must have one; a game still landing (``landing=True``,
    docs/adding-a-game.md) is checked once its table is written, and not before."""
    return [pytest.param(game, id=game.id) for game in GAMES if not game.landing or has_table(game)]


def own_definer(cls, name: str):
    """The first class of ``cls``'s MRO that defines ``name``."""
    return next((k for k in cls.__mro__ if name in vars(k)), None)


def table_own_classes(cls):
    """The table's classes (its mixins included) down to the kit's base, which is the platform's."""
    from scenes.kit.table import TableBase

    return [k for k in cls.__mro__ if k not in TableBase.__mro__]


@pytest.mark.parametrize("game", table_classes())
def test_every_table_writes_the_required_hooks(game):

    from scenes.kit.table import TableBase

    cls = table_class(game)
    platform = TableBase.__mro__
    for name in table_hooks.REQUIRED_HOOKS:
        definer = own_definer(cls, name)
        assert definer is not None and definer not in platform, \
            f"{game.id}: the table leaves the required hook {name} to TableBase's placeholder"
    for name in table_hooks.HOOKS:
        assert callable(getattr(cls, name, None)) or name in table_hooks.REQUIRED_HOOKS, name


HOOK_PREFIXES = ("on_", "before_", "after_", "draw_", "build_", "handle_", "drop_", "drag_", "update_")


@pytest.mark.parametrize("game", table_classes())
def test_every_method_that_looks_like_a_hook_is_a_known_hook(game):
    """A public method named like a hook (by prefix, or close to a hook's name) must be one:
    a misspelt hook would never be called."""
    from scenes.kit.table import TableBase

    cls = table_class(game)
    known = set(table_hooks.HOOKS) | {name for k in TableBase.__mro__ for name in vars(k)}
    for k in table_own_classes(cls):
        for name, value in vars(k).items():
            if name.startswith("_") or not callable(value) or name in known:
                continue
            assert not name.startswith(HOOK_PREFIXES), f"{game.id}: {k.__name__}.{name} is not a known hook"
            close = difflib.get_close_matches(name, table_hooks.HOOKS, n=1, cutoff=0.85)
            assert not close, f"{game.id}: {k.__name__}.{name} looks like the hook {close[0]} misspelt"


def test_the_hook_lists_name_the_table_bases_methods():
    """Every hook has its default (or placeholder) on the kit's table base, and every attribute a
    table may set its value there: the contract invents nothing."""
    from scenes.kit.table import TableBase

    for name in table_hooks.HOOKS:
        assert callable(getattr(TableBase, name, None)), name
    for name in table_hooks.OPTIONAL_ATTRIBUTES:
        assert hasattr(TableBase, name), name


def test_a_misspelt_hook_is_caught():
    """The check above would catch ``on_view_change`` (an ``d`` short) on a table."""
    assert difflib.get_close_matches("on_view_change", table_hooks.HOOKS, n=1, cutoff=0.85) == ["on_view_changed"]
    assert difflib.get_close_matches("suggestion_key", table_hooks.HOOKS, n=1, cutoff=0.85) == ["suggestion_keys"]
