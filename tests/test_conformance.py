"""The conformance suite: every registered game, every mode, seat count and option, on the protocol.

Each new game gets these for free:

* seeded random playouts with the protocol's invariants after every action (who may move, legal
  actions and refusals agree, events say who may see them, nothing created or lost);
* save round trips and replays give the same state;
* views never leak what a seat cannot see (two full states that differ only in hidden parts give
  the seat the same view), and ``determinize`` is consistent with the view;
* ``clone`` is independent of the original;
* undo is offered after every own move that revealed nothing, gives back the table before it
  exactly (redo the one after it), and never takes back another seat's action or crosses a reveal;
* the action codec refuses garbage;
* the command line's ``sim`` prints well-formed JSON.

The default run covers every option value (each one away from its default, and all of them
together); the slow soak plays every combination of options. ``CONFORMANCE_PLAYOUTS`` sets the
games per configuration of the slow soak (default 500).
"""
from __future__ import annotations

import itertools
import json
import os
import random
from collections import Counter

import pytest

from game import registry, saves
from game.ai import Decision, make_bot
from game.cli import main as cli_main
from game.protocol import AUTOMATON, Event, SeatSetup, Setup
from game.rules.base import IllegalAction, UnknownAction
from game.session import Session
from game.text import Msg, say

SOAK = int(os.environ.get("CONFORMANCE_PLAYOUTS", "500"))


def configurations(every_combination: bool = False) -> list[tuple]:
    """(game, setup) for every game, mode and seat count, with options covering every value: all
    defaults, each option's other values one at a time, and every option away from its default at
    once. ``every_combination``: the whole product of the options instead (the slow soak's)."""
    out = []
    for game in registry.all_games().values():
        for spec in game.modes:
            lo, hi = spec.players
            values = [[v for v in ((False, True) if o.kind == "bool" else o.choices)] for o in spec.options]
            if every_combination:
                combos = [tuple(zip((o.key for o in spec.options), vs)) for vs in itertools.product(*values)]
            else:
                base = {o.key: o.default for o in spec.options}
                combos = [tuple(base.items())]
                for o, vs in zip(spec.options, values):
                    combos += [tuple({**base, o.key: v}.items()) for v in vs if v != o.default]
                far = {o.key: next((v for v in vs if v != o.default), o.default) for o, vs in zip(spec.options, values)}
                combos.append(tuple(far.items()))
                combos = list(dict.fromkeys(combos))
            for n in range(lo, hi + 1):
                for opts in combos or [()]:
                    seats = tuple(SeatSetup("human", f"P{i}") for i in range(n))
                    out.append((game, Setup(spec.id, seats, tuple(opts))))
    return out


CONFIGS = configurations()
ALL_CONFIGS = configurations(every_combination=True)
ALL_IDS = [f"{g.id}-{s.mode}-{len(s.seats)}p" + "".join(f"-{k}={v}" for k, v in s.options) for g, s in ALL_CONFIGS]
IDS = [f"{g.id}-{s.mode}-{len(s.seats)}p" + "".join(f"-{k}={v}" for k, v in s.options) for g, s in CONFIGS]


def components(game, state):
    fn = game.entry.components
    return fn(state) if fn is not None else None


def seats_of(state) -> list[int]:
    return [AUTOMATON] + list(range(len(state.setup.seats)))


def check_state(game, state, start_components) -> None:
    """The protocol's invariants in any state."""
    movers = state.to_move()
    assert isinstance(movers, frozenset)
    assert state.is_over == (not movers), "no one to move exactly when the game is over"
    for seat in seats_of(state):
        legal = state.legal_actions(seat)
        if seat in movers:
            assert legal, f"seat {seat} must move but has no legal action"
            assert len(set(legal)) == len(legal), "no duplicates"
            for a in legal[:: max(1, len(legal) // 6)]:
                assert state.why_illegal(seat, a) is None, (seat, a)
                assert str(a) and a.kind
        else:
            assert legal == [], f"seat {seat} is not to move but has actions"
    if start_components is not None:
        assert components(game, state) == start_components, "a component was created or lost"
    out = state.outcome()
    assert len(out.scores) == len(state.setup.seats) and out.scores == state.returns()
    summary = state.summary()
    # the progress line: a message (a save keeps its id and arguments) or, from an older game, text
    assert isinstance(summary["progress"], (str, Msg)) and say(summary["progress"], "en")
    assert summary["over"] is state.is_over
    assert len(summary["scores"]) == len(state.setup.seats)
    json.dumps({key: value.to_json() if isinstance(value, Msg) else value for key, value in summary.items()})


def random_playout(game, setup, seed: int, check_every: int = 1):
    """A whole game of random legal moves on a session; returns the session."""
    session = Session(game, setup, seed)
    rng = random.Random(seed * 31 + 7)
    start = components(game, session.state)
    check_state(game, session.state, start)
    steps = 0
    while not session.state.is_over:
        step = session.next_step()
        seat = step.seat
        legal = session.state.legal_actions(seat)
        events = session.apply(seat, rng.choice(legal))
        assert isinstance(events, list) and all(isinstance(e, Event) for e in events)
        n = len(setup.seats)
        for e in events:
            assert e.visible_to is None or (isinstance(e.visible_to, frozenset) and e.visible_to <= set(range(n)))
            assert e.actor is None or e.actor == AUTOMATON or 0 <= e.actor < n
        steps += 1
        if steps % check_every == 0:
            check_state(game, session.state, start)
        assert steps < 5000, "the game must end"
    check_state(game, session.state, start)
    return session


# ------------------------------------------------------------------------------ playouts, saves, replays
@pytest.mark.parametrize("game,setup", CONFIGS, ids=IDS)
def test_random_playouts_keep_the_invariants_and_round_trip(game, setup):
    for seed in range(2):
        session = random_playout(game, setup, 1000 + seed)
        loaded = saves.decode(saves.encode(session))
        assert loaded.state.digest() == session.state.digest() and loaded.log == session.log
        replay = Session(game, setup, session.seed)
        for e in session.log:
            replay.apply(e.seat, e.action, note=e.note)
        assert replay.state.digest() == session.state.digest()
        again = random_playout(game, setup, 1000 + seed, check_every=1000)
        assert again.state.digest() == session.state.digest(), "the same seed and moves give the same game"
        text = game.event_text(session.state.events[-1], 0, setup.names)
        assert isinstance(text, str) and text


COVERING = {(g.id, s) for g, s in CONFIGS}


@pytest.mark.slow
@pytest.mark.parametrize("game,setup", ALL_CONFIGS, ids=ALL_IDS)
def test_many_random_playouts(game, setup):
    # every configuration the default run covers gets the full soak; the other combinations of
    # options (a game may have dozens) a twenty-fifth of it each
    games = SOAK if (game.id, setup) in COVERING else max(1, SOAK // 25)
    for seed in range(games):
        session = random_playout(game, setup, seed, check_every=3)
        if seed % 10 == 0:
            assert saves.decode(saves.encode(session)).state.digest() == session.state.digest()


# ------------------------------------------------------------------------------ information
def sampled_states(game, setup, seed: int, every: int = 7):
    session = Session(game, setup, seed)
    rng = random.Random(seed)
    out = []
    k = 0
    while not session.state.is_over:
        step = session.next_step()
        if k % every == 0 and step.kind != "automaton":
            out.append((session.state.clone(), step.seat))
        session.apply(step.seat, rng.choice(session.state.legal_actions(step.seat)))
        k += 1
    return out


@pytest.mark.parametrize("game,setup", CONFIGS, ids=IDS)
def test_views_never_leak_and_determinize_is_consistent_with_them(game, setup):
    for state, _mover in sampled_states(game, setup, 5):
        before = state.digest()
        for seat in range(len(setup.seats)):
            view = game.view(state, seat)
            a = game.determinize(view, random.Random(1))
            b = game.determinize(view, random.Random(2))
            assert state.digest() == before, "views and determinizations change nothing"
            assert game.view(a, seat) == view and game.view(b, seat) == view, "consistent with the view"
            assert a.legal_actions(seat) == state.legal_actions(seat)
            assert a.to_move() == state.to_move()
            if components(game, state) is not None:
                assert components(game, a) == components(game, state)
            # states that differ in what the seat cannot see show it the same thing
            assert game.view(a, seat) == game.view(b, seat)
            for e in view.events:
                assert e.visible(seat)
        spectator = game.view(state, None)
        assert all(e.visible_to is None for e in spectator.events)


def integers_in(obj, seen: set | None = None) -> set[int]:
    """Every integer reachable from ``obj``: fields, items, attributes, all the way down."""
    seen = set() if seen is None else seen
    out: set[int] = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, bool) or x is None or isinstance(x, (str, float, bytes)):
            continue
        if isinstance(x, int):
            out.add(int(x))
            continue
        if id(x) in seen:
            continue
        seen.add(id(x))
        if isinstance(x, dict):
            stack.extend(x.keys())
            stack.extend(x.values())
        elif isinstance(x, (list, tuple, set, frozenset)):
            stack.extend(x)
        else:
            stack.extend(getattr(x, "__dict__", {}).values())
            for cls in type(x).__mro__:
                for name in getattr(cls, "__slots__", ()):
                    if hasattr(x, name):
                        stack.append(getattr(x, name))
    return out


LEAK_SEED = 8_271_828_182  # a seed no count, face or id could equal by chance


@pytest.mark.parametrize("game,setup", CONFIGS, ids=IDS)
def test_no_view_carries_the_games_seed_or_its_dice_to_come(game, setup):
    """The seed deals every hidden card again and the generator's state rolls every die to come:
    neither may reach a seat's view (nor the rule copy inside it that bots simulate with)."""
    for state, _ in sampled_states(game, setup, LEAK_SEED, every=9)[:8]:
        secrets = {LEAK_SEED, state.rng.state} - {0}
        for seat in [None] + list(range(len(setup.seats))):
            found = integers_in(game.view(state, seat)) & secrets
            assert not found, f"seat {seat}'s view carries the game's seed or generator state"


def test_bots_never_get_the_games_seed():
    from game.ai import bot_seed

    seeds = {bot_seed(LEAK_SEED, seat, name) for seat in range(4) for name in ("random", "easy", "hard")}
    assert LEAK_SEED not in seeds and len(seeds) == 12, "a seed of its own for every bot and seat"
    assert bot_seed(LEAK_SEED, 1, "hard") == bot_seed(LEAK_SEED, 1, "hard"), "the same game, the same bot"


FIRST_OF_EACH_MODE = [(g, s) for i, (g, s) in enumerate(CONFIGS)
                      if not any(g2 is g and s2.mode == s.mode for g2, s2 in CONFIGS[:i])]
FIRST_IDS = [f"{g.id}-{s.mode}-{len(s.seats)}p" for g, s in FIRST_OF_EACH_MODE]


# The first configuration of each mode in the default suite, every one with the soaks (``-m slow``):
# the search bots' decisions over every seat count cost half a minute of a two-core machine.
VIEW_ALONE = [pytest.param(g, s, id=i, marks=() if any(g is g2 and s is s2 for g2, s2 in FIRST_OF_EACH_MODE)
                           else pytest.mark.slow) for (g, s), i in zip(CONFIGS, IDS)]


@pytest.mark.parametrize("game,setup", VIEW_ALONE)
def test_every_bot_decides_on_the_view_alone(game, setup):
    """Two states that differ only in what the seat cannot see get the same decision, from every bot."""
    states = sampled_states(game, setup, 9, every=11)[:3]
    for name in game.bots:
        if name in ("hard",):
            continue  # the strongest bots are checked on their game's own tests (they take longer)
        for state, seat in states:
            if seat == AUTOMATON or seat is None:
                continue
            view = game.view(state, seat)
            other = game.determinize(view, random.Random(3))
            # a generous time cap: the iteration budget alone decides, even on a busy machine
            first = make_bot(game, name, seat, 4).decide(Decision(seat, state.legal_actions(seat), view, budget=60.0))
            second = make_bot(game, name, seat, 4).decide(
                Decision(seat, other.legal_actions(seat), game.view(other, seat), budget=60.0))
            assert first == second, name
            assert first.action in state.legal_actions(seat)


@pytest.mark.slow
@pytest.mark.parametrize("game,setup", FIRST_OF_EACH_MODE, ids=FIRST_IDS)
def test_the_hard_bots_decide_on_the_view_alone_too(game, setup):
    """The strongest bots as well: two states that differ only in what the seat cannot see."""
    states = [(st, seat) for st, seat in sampled_states(game, setup, 9, every=11) if seat not in (AUTOMATON, None)
              and len(st.legal_actions(seat)) > 1][:2]
    for state, seat in states:
        view = game.view(state, seat)
        other = game.determinize(view, random.Random(3))
        first = make_bot(game, "hard", seat, 4).decide(Decision(seat, state.legal_actions(seat), view, budget=60.0))
        second = make_bot(game, "hard", seat, 4).decide(
            Decision(seat, other.legal_actions(seat), game.view(other, seat), budget=60.0))
        assert first == second
        assert first.action in state.legal_actions(seat)


@pytest.mark.parametrize("game,setup", CONFIGS, ids=IDS)
def test_clone_is_independent_of_the_original(game, setup):
    for state, _ in sampled_states(game, setup, 6, every=13)[:4]:
        before = state.digest()
        events = len(state.events)
        copy = state.clone()
        assert copy.digest() == before
        rng = random.Random(1)
        while not copy.is_over:
            seat = sorted(copy.to_move())[0]
            copy.apply(seat, rng.choice(copy.legal_actions(seat)))
        assert state.digest() == before and len(state.events) == events


# ------------------------------------------------------------------------------ undo
UNDO_SEED = 11
UNDO_EVERY = 5  # after the first UNDO_FIRST offered undos, every this many is tried (the undo replays the log)
UNDO_FIRST = 12
UNDO_CHAINS = 4  # at every this many tried undos, the seat also takes back as far as undo goes, then redoes all


def _table(game, session) -> tuple:
    """What undo must give back exactly: the digest, every seat's legal actions and view."""
    st = session.state
    seats = range(len(st.setup.seats))
    return (st.digest(), tuple(tuple(st.legal_actions(s)) for s in seats_of(st)),
            tuple(game.view(st, s) for s in seats))


def _refused(session, seat) -> None:
    """``seat`` may not undo now: asking changes nothing."""
    digest, n = session.state.digest(), len(session.log)
    assert not session.can_undo(seat)
    assert not session.undo(seat)
    assert session.state.digest() == digest and len(session.log) == n


@pytest.mark.parametrize("game,setup", CONFIGS, ids=IDS)
def test_undo_takes_back_every_own_move_and_never_another_seat_or_a_reveal(game, setup):
    """A seeded playout where undo must be offered after every human move that revealed nothing
    and refused to every other seat, after a reveal and after the automaton. A fixed selection of
    the offered undos (the first ones, then one in ``UNDO_EVERY``) is taken: the seat gets back
    the table before its move exactly (digest, legal actions, every seat's view) and redo gives
    back the table after it. Now and then the seat takes back as many moves as undo allows (it
    must stop at another seat's move or the undo floor) and plays them all again, or plays a
    different move after an undo (the redo is gone)."""
    n = len(setup.seats)
    offered = undone = chains = 0
    session = Session(game, setup, UNDO_SEED)
    rng = random.Random(UNDO_SEED)
    digests = [session.state.digest()]  # the digest after each log entry (index = len(log))
    while not session.state.is_over:
        step = session.next_step()
        if step.kind == "automaton":
            session.apply_automaton()
            digests.append(session.state.digest())
            assert session.undo_floor == len(session.log), "the automaton's action is a barrier"
            for seat in [None, *range(n)]:
                _refused(session, seat)
            continue
        seat = step.seat
        trying = offered < UNDO_FIRST or offered % UNDO_EVERY == 0
        before = _table(game, session) if trying else None
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        digests.append(session.state.digest())
        for other in range(n):
            if other != seat:
                _refused(session, other)
        if session.state.revealed:
            assert session.undo_floor == len(session.log), "a reveal is a barrier"
            _refused(session, seat)
            _refused(session, None)
            continue
        # a human's own move that revealed nothing: undo is offered to that seat (and to no other)
        assert session.can_undo(seat) and session.can_undo(None), "undo must be offered after an own move"
        offered += 1
        if not trying:
            continue
        after = _table(game, session)
        log = list(session.log)
        assert session.undo(seat)
        undone += 1
        assert _table(game, session) == before, "undo gives back the table before the move"
        assert session.log == log[:-1]
        assert session.can_redo(seat) and session.can_redo(None)
        for other in range(n):
            if other != seat:
                assert not session.can_redo(other) and not session.redo(other)
        assert session.redo(seat)
        assert session.log == log and _table(game, session) == after, "redo gives back the table after it"
        assert not session.can_redo()
        if undone % UNDO_CHAINS == 0:
            chains += 1
            back = 0
            while session.undo(seat):
                back += 1
                assert session.state.digest() == digests[len(session.log)]
            stop = len(session.log)
            assert stop == session.undo_floor or session.log[-1].seat != seat, "undo stopped too soon"
            assert back >= 1 and stop >= session.undo_floor
            for _ in range(back):
                assert session.redo(seat)
                assert session.state.digest() == digests[len(session.log)]
            assert session.log == log and _table(game, session) == after and not session.can_redo()
        elif undone % UNDO_CHAINS == 1 and undone > 1:
            # a different move after an undo: the redo is gone
            legal = before[1][seats_of(session.state).index(seat)]
            if len(legal) > 1:
                assert session.undo(seat) and session.can_redo(seat)
                session.apply(seat, legal[(legal.index(log[-1].action) + 1) % len(legal)])
                assert not session.can_redo(seat) and not session.can_redo()
                digests[-1] = session.state.digest()
    assert undone > 0, "undo was never offered in a whole game"
    assert offered < UNDO_FIRST or chains > 0
    replayed = Session.from_record(game, session.to_record())
    assert replayed.state.digest() == session.state.digest()


# ------------------------------------------------------------------------------ codec
def _optional(cls, field: str) -> bool:
    import types
    import typing

    hint = typing.get_type_hints(cls).get(field)
    return typing.get_origin(hint) in (typing.Union, types.UnionType) and type(None) in typing.get_args(hint)


def _garbage(value):
    if isinstance(value, bool):
        return [1, "true", None, [True]]
    if isinstance(value, int):
        return [str(value), float(value) + 0.5, True, None, [value]]
    if isinstance(value, str):
        return [1, None, [value], {"s": value}]
    if isinstance(value, tuple):
        return ["x", 3, None, {"t": 1}]
    return [object()]


@pytest.mark.parametrize("game", list(registry.all_games().values()), ids=lambda g: g.id)
def test_the_codec_round_trips_actions_and_refuses_garbage(game):
    seen: dict = {}
    for _g, setup in [c for c in CONFIGS if c[0] is game]:
        session = random_playout(game, setup, 3, check_every=1000)
        for e in session.log:
            seen.setdefault(type(e.action), e.action)
            assert game.codec.decode(json.loads(json.dumps(game.codec.encode(e.action)))) == e.action
    assert seen, "some actions were played"
    for cls, action in seen.items():
        data = game.codec.encode(action)
        for field, value in data.items():
            if field == "type":
                continue
            for bad in _garbage(action.__getattribute__(field)):
                if bad is None and _optional(cls, field):
                    continue  # null is a value an optional field may take
                broken = dict(data, **{field: bad})
                with pytest.raises(UnknownAction, match=field):
                    game.codec.decode(broken)
        with pytest.raises(UnknownAction, match="unknown field"):
            game.codec.decode(dict(data, surprise=1))
        for missing in [k for k in data if k != "type"]:
            with pytest.raises(UnknownAction, match="missing"):
                game.codec.decode({k: v for k, v in data.items() if k != missing})
    for junk in (None, 3, "take", [], {"type": 5}, {"type": "no_such_move"}, {"kind": "x"}):
        with pytest.raises(UnknownAction):
            game.codec.decode(junk)


@pytest.mark.parametrize("game,setup", FIRST_OF_EACH_MODE, ids=FIRST_IDS)
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(game, setup):
    for state, seat in sampled_states(game, setup, 4, every=5)[:6]:
        legal = set(state.legal_actions(seat))
        others = [a for s2, _ in sampled_states(game, setup, 5, every=9)[:4] for a in s2.legal_actions(_)
                  if a not in legal][:10]
        before = state.digest()
        for a in others:
            reason = state.why_illegal(seat, a)  # a message (said at the door) or text
            assert isinstance(reason, (str, Msg)) and say(reason, "en").strip()
            with pytest.raises(IllegalAction) as err:
                state.apply(seat, a)
            assert err.value.reason == reason
        assert state.digest() == before


# ------------------------------------------------------------------------------ command line
@pytest.mark.parametrize("game", list(registry.all_games().values()), ids=lambda g: g.id)
def test_sim_prints_well_formed_json_for_every_mode(game, capsys):
    for spec in game.modes:
        n = spec.players[0]
        bots = ",".join(["random"] * n)
        assert cli_main(["sim", game.id, "--mode", spec.id, "--games", "2", "--seed", "3", "--bots", bots]) == 0
        data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        common = {"game", "mode", "games", "seed", "scores", "mean_score", "games_per_second", "decision_ms_median",
                  "decision_ms_p95"}
        assert common <= set(data)
        assert data["game"] == game.id and data["mode"] == spec.id and len(data["scores"]) == 2
        if n > 1:
            assert {"players", "bots", "wins"} <= set(data) and data["players"] == n and data["bots"] == ["random"] * n
            assert all(len(s) == n for s in data["scores"]) and len(data["wins"]) == n
            # every game has its winners, ties split; a game may count its draws apart (Portents' duel)
            assert abs(sum(data["wins"]) + data.get("draws", 0) - 2) < 1e-6
        assert cli_main(["sim", game.id, "--mode", spec.id, "--games", "1", "--bots", ",".join(["random"] * (n + 5))]
                        ) == 2
        err = capsys.readouterr().err
        assert "seat" in err
        if n > 1:
            assert cli_main(["sim", game.id, "--mode", spec.id, "--games", "1", "--bots", "random"]) == 2
            assert "name one bot for each seat" in capsys.readouterr().err


def test_configurations_cover_every_registered_game():
    assert {g.id for g, _ in CONFIGS} == set(registry.all_games())
    counts = Counter((g.id, s.mode) for g, s in CONFIGS)
    for game in registry.all_games().values():
        for spec in game.modes:  # a mode with no option, or one yes/no option: each seat count, with and without
            if len(spec.options) <= 1 and all(o.kind == "bool" for o in spec.options):
                seat_counts = spec.players[1] - spec.players[0] + 1
                assert counts[(game.id, spec.id)] == seat_counts * (1 + len(spec.options)), (game.id, spec.id)
