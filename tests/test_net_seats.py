"""A network game's seats as the platform sees them: a remote seat's step is "remote" (this computer
waits for it), an AI standing in for a friend who is away plays it as a bot, a guest who leaves the lobby
frees the seat, a guest's move sent blocks another until the host answers, and a kept seat is found again
by its game's code when the host comes back on another address."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from game import registry
from game.ai import make_bot
from game.net import invites
from game.net.guest_session import GuestSession
from game.net.host import NetTable
from game.session import Session
from net_helpers import duel_mode, people

import game

CODE = "ABCDEF"


def _hello(name: str, seat: int | None = None, token: str | None = None) -> dict:
    from game.net.wire import PROTOCOL

    return {"type": "hello", "protocol": PROTOCOL, "app": game.__version__, "code": CODE, "name": name,
            "token": token, "seat": seat}


def test_a_remote_seat_is_waited_for_and_an_ai_may_stand_in():
    game_id, mode, players = duel_mode()
    info = registry.get(game_id)
    session = Session(info, people(info, mode, players), 3)
    mover = next(iter(session.to_move()))
    assert session.next_step().kind == "human"
    session.play_remote({mover})
    assert session.next_step().kind == "remote" and session.next_step().seat == mover
    assert session.advance({}) == [] and not session.log  # the loop stops: nothing is played for a friend
    session.play_remote({mover}, {mover: "random"})
    assert session.next_step().kind == "bot" and session.bot_of(mover) == "random"
    session.advance({mover: make_bot(info, "random", mover, 3)}, max_steps=1)
    assert len(session.log) == 1 and session.log[0].seat == mover
    session.play_remote({mover})  # the friend is back: their seat is theirs again
    assert session.bot_of(mover) is None


def test_leaving_the_lobby_frees_the_seat_and_a_game_under_way_keeps_it():
    game_id, mode, players = duel_mode()
    info = registry.get(game_id)
    table = NetTable(info, people(info, mode, players), 3, (0, 1), code=CODE)
    old_token = table.hello(_hello("Rosa", seat=1)).token
    table.gone(1)
    assert not table.chairs[1].claimed and table.chairs[1].token != old_token  # free, its old token dead
    diego = table.hello(_hello("Diego", seat=1))
    assert diego.seat == 1 and table.chairs[1].name == "Diego"
    table.hello(_hello("Lupe"))
    table.start()
    table.gone(1)
    assert table.chairs[1].claimed and table.lobby()["seats"][1]["state"] == "gone"
    assert table.hello(_hello("Diego", token=diego.token)).seat == 1  # back in its own seat


class _Link:
    def __init__(self):
        self.sent: list[dict] = []
        self.url, self.code, self.name, self.lang = "ws://h:1", CODE, "Rosa", "en"

    def send(self, message: dict) -> bool:
        self.sent.append(message)
        return True

    def get(self, timeout=None):
        import queue

        raise queue.Empty


def test_a_guest_sends_one_move_and_waits_for_the_host():
    game_id, mode, players = duel_mode()
    info = registry.get(game_id)
    table = NetTable(info, people(info, mode, players), 3, (0, 1), code=CODE)
    chair = table.hello(_hello("Rosa"))
    table.hello(_hello("Diego"))
    table.start()
    from game.net.guest import RemoteSide

    side = RemoteSide(info, table.welcome(chair))
    side.update(table.table_for(chair.seat))
    link = _Link()
    guest = GuestSession(link, side)  # type: ignore[arg-type]
    if guest.next_step().kind != "human":
        pytest.skip("the seed has the other seat begin")
    action = guest.legal_actions(chair.seat)[0]
    guest.apply(chair.seat, action)
    assert link.sent[-1]["type"] == "act"
    assert guest.legal_actions(chair.seat) == [] and guest.next_step().kind == "remote"
    assert guest.why_illegal(chair.seat, action) is not None
    assert not guest.undo(chair.seat)  # nothing more goes until the host answers


def test_a_kept_seat_is_found_by_its_code_when_the_host_moved(tmp_path):
    kept = invites.Invites(tmp_path)
    game_id, mode, _ = duel_mode()
    side = SimpleNamespace(token="tok", seat=1, game=SimpleNamespace(id=game_id),
                           setup=SimpleNamespace(mode=mode, names=("A", "B")))
    kept.remember("ws://10.0.0.2:47800", "abc-def", side, name="Rosa")
    assert kept.token("ws://10.0.0.2:47800", "ABCDEF") == "tok"
    assert kept.token("ws://10.0.0.9:50000", "abcdef") == "tok"  # the host came back elsewhere
    assert kept.token("ws://10.0.0.2:47800", "ZZZZZZ") is None
    assert kept.all()[0]["name"] == "Rosa"
    (tmp_path / invites.FILE).write_text("{not json", encoding="utf-8")
    assert kept.all() == []  # a damaged file reads as none, never fatal
