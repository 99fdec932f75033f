"""The host's authoritative table (game.net.host.NetTable), without sockets: who may sit down, who may
act for which seat, what is refused (nothing changes then), undo and redo seat by seat, and what a
seat's table message carries (never the seed, the state, another seat's token)."""
from __future__ import annotations

import json

import pytest
from net_helpers import duel_mode, hello_message, movers, multi_modes, partnership_mode, people, started_table

import game
from game import registry
from game.net import wire
from game.net.host import NetTable
from game.net.values import ValueCodec
from game.protocol import AUTOMATON
from game.text import Msg

SEED = 987_654_321_123  # long enough that its digits cannot turn up in a message by chance


def _table(remote=None, code="KQ7XZ2", seed=SEED) -> NetTable:
    """A table of four seats played in partnerships (the first such mode the registry has)."""
    game_id, mode, players = partnership_mode()
    info = registry.get(game_id)
    return NetTable(info, people(info, mode, players), seed, tuple(range(players)) if remote is None else remote,
                    code=code)


def _refused_hello(table: NetTable, message: dict) -> wire.WireError:
    before = [(c.claimed, c.present, c.name) for c in table.chairs.values()]
    with pytest.raises(wire.WireError) as caught:
        table.hello(message)
    assert [(c.claimed, c.present, c.name) for c in table.chairs.values()] == before  # nothing changed
    return caught.value


def _reason(answer: dict | None, codec: ValueCodec) -> Msg:
    assert answer is not None and answer["type"] == "refused"
    wire.read(wire.dumps(answer), wire.HOST_MESSAGES, wire.MAX_HOST_MESSAGE)  # a proper message on the wire
    reason = codec.decode(answer["reason"])
    assert isinstance(reason, Msg)
    return reason


def _snapshot(table: NetTable) -> tuple:
    s = table.session
    assert s is not None
    return s.state.digest(), len(s.log), len(s.redo_stack), table.version


# ------------------------------------------------------------------ sitting down
def test_a_wrong_code_is_refused_and_a_code_is_read_as_typed():
    table = _table()
    assert _refused_hello(table, hello_message("KQ7XZ3")).msg_id == "net-wrong-code"
    assert _refused_hello(table, hello_message("")).msg_id == "net-wrong-code"
    assert _refused_hello(table, hello_message("KQ7XZ2KQ7XZ2")).msg_id == "net-wrong-code"
    assert table.hello(hello_message(" kq7-xz2 ")).seat == 0  # case, spaces and dashes do not matter


@pytest.mark.parametrize(("protocol", "app"), [(wire.PROTOCOL + 1, None), (0, None), (None, "0.0.0-other")])
def test_a_version_mismatch_is_refused_saying_both_versions(protocol, app):
    table = _table()
    err = _refused_hello(table, hello_message("KQ7XZ2", protocol=protocol, app=app))
    assert err.msg_id == "net-version-mismatch"
    assert err.args_["host"] == game.__version__
    assert err.args_["guest"] == (app or game.__version__)[:16]


def test_a_name_is_needed_and_kept_short_and_printable():
    table = _table()
    for name in ("", "   ", "\x00\x07"):
        assert _refused_hello(table, hello_message("KQ7XZ2", name=name)).msg_id == "net-refused-name"
    chair = table.hello(hello_message("KQ7XZ2", name="  Ana\x1b[31m  María " + "x" * 60))
    assert chair.name.startswith("Ana[31m María") and len(chair.name) == wire.NAME_LIMIT


def test_the_table_fills_then_is_full():
    table = _table(remote=(1, 3))
    first = table.hello(hello_message("KQ7XZ2", "A"))
    second = table.hello(hello_message("KQ7XZ2", "B"))
    assert (first.seat, second.seat) == (1, 3) and first.token != second.token
    assert table.ready()
    assert _refused_hello(table, hello_message("KQ7XZ2", "C")).msg_id == "net-table-full"
    lobby = table.lobby()
    assert [s["state"] for s in lobby["seats"]] == ["host", "joined", "host", "joined"]
    assert [s["name"] for s in lobby["seats"]][1::2] == ["A", "B"]
    text = json.dumps(lobby)
    assert first.token not in text and second.token not in text  # the lobby carries nobody's token


def test_a_seat_wanted_is_given_or_refused_as_taken():
    table = _table(remote=(0, 1, 2))
    assert table.hello(hello_message("KQ7XZ2", "A", seat=2)).seat == 2
    assert _refused_hello(table, hello_message("KQ7XZ2", "B", seat=2)).msg_id == "net-seat-taken"
    assert _refused_hello(table, hello_message("KQ7XZ2", "B", seat=3)).msg_id == "net-seat-taken"  # not remote
    assert _refused_hello(table, hello_message("KQ7XZ2", "B", seat=-1)).msg_id == "net-seat-taken"
    assert table.hello(hello_message("KQ7XZ2", "B")).seat == 0


def test_a_token_takes_back_its_seat_and_only_its_own():
    table = _table(remote=(0, 1))
    a = table.hello(hello_message("KQ7XZ2", "A"))
    b = table.hello(hello_message("KQ7XZ2", "B"))
    table.start()
    table.gone(a.seat)
    assert [c.state() for c in table.chairs.values()] == ["gone", "joined"]
    table.let_ai_play(a.seat, "random")
    assert table.chairs[a.seat].state() == "ai"
    back = table.hello(hello_message("KQ7XZ2", "Someone else", token=a.token))
    assert back is a and back.seat == 0 and back.present and back.ai is None
    assert back.name == "A"  # the name the game started with stays
    assert table.hello(hello_message("KQ7XZ2", "B again", token=b.token)) is b
    assert _refused_hello(table, hello_message("KQ7XZ2", "C", token=a.token + "x")).msg_id == "net-unknown-token"
    assert _refused_hello(table, hello_message("KQ7XZ2", "C", token="")).msg_id == "net-table-full"
    # the code is checked before the token: a token alone opens nothing
    assert _refused_hello(table, hello_message("WRONG1", "A", token=a.token)).msg_id == "net-wrong-code"
    assert table.session is not None and table.session.network is not None
    assert {c["token"] for c in table.session.network["chairs"]} == {a.token, b.token}  # the save keeps them


def test_a_seat_left_empty_goes_to_its_ai_when_the_game_starts():
    table = _table(remote=(0, 1))
    table.hello(hello_message("KQ7XZ2", "A"))
    assert not table.ready()
    with pytest.raises(KeyError):
        table.let_ai_play(1, "no-such-level")
    table.let_ai_play(1, "random")
    assert table.ready()
    session = table.start()
    assert set(table.chairs) == {0}
    assert session.controller(1) == "bot"
    assert table.start() is session  # once


def test_nothing_is_played_before_the_start():
    table = _table()
    table.hello(hello_message("KQ7XZ2", "A"))
    answer = table.handle(0, {"type": "act", "action": {"type": "play", "card": "start", "colour": None}})
    assert _reason(answer, table.codec) == Msg("net-not-started")
    assert _reason(table.handle(0, {"type": "undo"}), table.codec) == Msg("net-not-started")
    assert table.session is None


# ------------------------------------------------------------------ acting
GAMES = multi_modes()  # every game's mode of several seats, at its usual number


def _to_a_lone_mover(table: NetTable) -> int:
    """Play the table's automaton (and first moves) until exactly one player seat is to move."""
    session = table.session
    assert session is not None
    for step in range(40):
        while table.step():
            pass
        ms = movers(session)
        if len(ms) == 1 and AUTOMATON not in session.to_move():
            return ms[0]
        seat = ms[0]
        assert table.handle(seat, {"type": "act", "action": table.game.codec.encode(
            session.legal_actions(seat)[step % len(session.legal_actions(seat))])}) is None
    raise AssertionError("no lone mover")


@pytest.mark.parametrize(("game_id", "mode", "players"), GAMES)
def test_a_guest_acts_for_its_own_seat_only(game_id, mode, players):
    table = started_table(game_id, mode, players, seed=5)
    session = table.session
    mover = _to_a_lone_mover(table)
    legal = session.legal_actions(mover)
    assert legal
    for other in (s for s in range(players) if s != mover):
        before = _snapshot(table)
        for action in legal[:6]:  # the mover's legal actions, sent on another seat's connection
            answer = table.handle(other, {"type": "act", "action": table.game.codec.encode(action)})
            reason = _reason(answer, table.codec)
            assert reason.id.startswith("refusal-"), reason
            assert answer["action"] == table.game.codec.encode(action)
        assert _snapshot(table) == before
    # the mover's own act goes through
    assert table.handle(mover, {"type": "act", "action": table.game.codec.encode(legal[0])}) is None
    assert len(session.log) == before[1] + 1 and session.log[-1].seat == mover


@pytest.mark.parametrize(("game_id", "mode", "players"), GAMES)
def test_a_malformed_action_is_refused_and_changes_nothing(game_id, mode, players):
    table = started_table(game_id, mode, players, seed=6)
    mover = _to_a_lone_mover(table)
    good = table.game.codec.encode(table.session.legal_actions(mover)[0])
    before = _snapshot(table)
    for action in ({}, {"type": "no-such-move"}, {"type": 3}, {**good, "extra": 1},
                   {k: v for k, v in good.items() if k != next((f for f in good if f != "type"), "type")},
                   {**{k: ([] if not isinstance(v, list) else "x") for k, v in good.items()}, "type": good["type"]}):
        if action == good:
            continue
        answer = table.handle(mover, {"type": "act", "action": action})
        assert _reason(answer, table.codec).id in ("net-refused-action",) or \
            _reason(answer, table.codec).id.startswith("refusal-"), action
    assert _reason(table.handle(mover, {"type": "dance"}), table.codec).id == "net-refused-unknown-type"
    assert _snapshot(table) == before


@pytest.mark.parametrize(("game_id", "mode", "players"), GAMES)
def test_an_action_out_of_turn_is_refused_with_the_rules_reason(game_id, mode, players):
    table = started_table(game_id, mode, players, seed=7)
    session = table.session
    mover = _to_a_lone_mover(table)
    waiting = next(s for s in range(players) if s != mover)
    # the waiting seat's own kind of move: what it could play on its turn, picked from a replay where it moves
    probe = session.replay_to(len(session.log))
    actions = []
    for _ in range(60):
        if waiting in probe.to_move() or probe.is_over:
            break
        seat = min(probe.to_move())
        probe.apply(seat, probe.legal_actions(seat)[0])
    if waiting in probe.to_move():
        actions = probe.legal_actions(waiting)[:4]
    actions += session.legal_actions(mover)[:2]
    assert actions
    before = _snapshot(table)
    for action in actions:
        reason = _reason(table.handle(waiting, {"type": "act", "action": table.game.codec.encode(action)}), table.codec)
        assert reason.id.startswith("refusal-")
    assert _snapshot(table) == before


def _undoable(table: NetTable) -> int:
    """Play until a seat's last move can be taken back; that seat."""
    session = table.session
    for step in range(200):
        while table.step():
            pass
        assert not session.is_over
        seat = movers(session)[0]
        legal = session.legal_actions(seat)
        assert table.handle(seat, {"type": "act", "action": table.game.codec.encode(legal[step % len(legal)])}) is None
        if session.can_undo(seat):
            return seat
    raise AssertionError("no move could be taken back")


@pytest.mark.parametrize(("game_id", "mode", "players"), GAMES)
def test_undo_and_redo_are_the_seats_own(game_id, mode, players):
    table = started_table(game_id, mode, players, seed=8)
    session = table.session
    seat = _undoable(table)
    others = [s for s in range(players) if s != seat]
    before = _snapshot(table)
    for other in others:
        assert _reason(table.handle(other, {"type": "undo"}), table.codec) == Msg("net-nothing-to-undo")
        assert _reason(table.handle(other, {"type": "redo"}), table.codec) == Msg("net-nothing-to-redo")
    assert _snapshot(table) == before
    assert table.table_for(seat)["undo"] and not any(table.table_for(o)["undo"] for o in others)
    assert table.handle(seat, {"type": "undo"}) is None
    undone = session.state.digest()
    assert len(session.log) == before[1] - 1
    assert table.table_for(seat)["redo"] and not any(table.table_for(o)["redo"] for o in others)
    for other in others:
        assert _reason(table.handle(other, {"type": "redo"}), table.codec) == Msg("net-nothing-to-redo")
    assert session.state.digest() == undone
    assert table.handle(seat, {"type": "redo"}) is None
    assert session.state.digest() == before[0] and len(session.log) == before[1]
    assert _reason(table.handle(seat, {"type": "redo"}), table.codec) == Msg("net-nothing-to-redo")


# ------------------------------------------------------------------ what a seat is sent
@pytest.mark.parametrize(("game_id", "mode", "players"), GAMES)
def test_a_seats_table_carries_no_seed_no_state_and_no_token(game_id, mode, players):
    table = started_table(game_id, mode, players, seed=SEED)
    session = table.session
    tokens = [c.token for c in table.chairs.values()]
    secrets = [str(SEED)]
    for step in range(30):
        secrets.append(str(session.state.rng.state))
        for seat in range(players):
            message = table.table_for(seat)
            text = wire.dumps(message)
            assert wire.read(text, wire.HOST_MESSAGES, wire.MAX_HOST_MESSAGE) == message
            assert set(message) <= set(wire.HOST_MESSAGES["table"]) | {"type"}
            for secret in (*secrets, *tokens):
                assert secret not in text
            view = table.codec.decode(message["view"])
            assert getattr(view, "viewer", seat) == seat
            rules = getattr(view, "state", None)
            if rules is not None:
                assert rules.seed == 0 and rules.rng.state == 0
        while table.step():
            pass
        if session.is_over:
            break
        mover = movers(session)[0]
        legal = session.legal_actions(mover)
        assert table.handle(mover, {"type": "act", "action": table.game.codec.encode(legal[step % len(legal)])}) is None
    assert len(session.log) >= 10


def test_the_log_is_sent_once_then_only_whats_new():
    table = started_table(*duel_mode(), seed=9)
    session = table.session
    first = table.table_for(0)
    assert first["reset"] and first["at"] == 0
    again = table.table_for(0)
    assert not again["reset"] and again["log"] == []
    mover = _to_a_lone_mover(table)
    assert table.handle(mover, {"type": "act", "action": table.game.codec.encode(session.legal_actions(mover)[0])}) is None
    after = table.table_for(0)
    assert not after["reset"] and after["log"] and after["at"] == len(session.log)
    everything = [table.codec.decode(line) for line in first["log"] + after["log"]]
    assert everything == session.log_lines(0)
    # a seat that comes back (hello again) is sent the whole log again
    table.hello(hello_message("ABCDEF", token=table.chairs[0].token))
    assert table.table_for(0)["reset"]
