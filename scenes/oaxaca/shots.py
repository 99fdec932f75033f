"""Oaxaca's shots (``python -m game shot oaxaca/...``): games played to a moment, the table and the
end screen built at it.
"""
from __future__ import annotations

import pygame

from game import registry
from game.ai import make_bot
from game.protocol import SeatSetup, Setup
from game.rules.oaxaca.actions import Activate, Sell, UseTourist
from game.rules.oaxaca.state import Phase
from game.session import Session
from scenes.kit.shots import end_shots
from scenes.oaxaca.end import OaxacaEndScene
from scenes.oaxaca.table import OaxacaTable
from scenes.play import PlayScene


def _played_to(players: int, seed: int, stop, bot: str = "hard"):
    """A game of ``players`` (seat 0 a human, the others AI) played by ``bot`` in every seat until
    ``stop(session)`` holds at a decision of seat 0."""

    game = registry.get("oaxaca")
    names = ("You", "Rosa", "Diego", "Lupita")[:players]
    mode = "solo" if players == 1 else "multi"
    setup = Setup(mode, tuple(SeatSetup("human", n) if i == 0 else SeatSetup("bot", n, "easy")
                              for i, n in enumerate(names)))
    session = Session(game, setup, seed)
    if bot not in game.bots:
        bot = "random"
    bots = {s: make_bot(game, bot, s, seed) for s in range(players)}
    session.advance(bots, stop=lambda s: s.next_step().seat == 0 and stop(s), humans=True, max_steps=3000,
                    collect=False)
    return session


def _mid_round(session) -> bool:
    st = session.state
    return st.round >= 1 and st.phase is Phase.TURN and not st.main_used and len(st.table[0].day()) >= 3


def _shot_table(app, seed: int, turn: int):
    """Three players in the second round, at the seat's turn to use a die."""
    return PlayScene(app, _played_to(3, seed, _mid_round), table=OaxacaTable)


def _shot_table_4p(app, seed: int, turn: int):
    return PlayScene(app, _played_to(4, seed, _mid_round), table=OaxacaTable)


def _shot_solo(app, seed: int, turn: int):
    """Solo, the second round, at the seat's turn to use a die."""
    return PlayScene(app, _played_to(1, seed, _mid_round), table=OaxacaTable)


def _shot_gather(app, seed: int, turn: int):
    """The gather choice: the drawn cards side by side, keep one."""
    session = _played_to(2, seed, lambda s: s.state.phase is Phase.KEEP and s.state.round >= 1)
    return PlayScene(app, session, table=OaxacaTable)


def _shot_sale(app, seed: int, turn: int):
    """Solo, the round's end: a stall card dragged over a customer, its price previewed."""
    session = _played_to(1, seed, lambda s: s.state.phase is Phase.SELL and any(
        isinstance(a, Sell) for a in s.state.legal_actions(0)))
    scene = PlayScene(app, session, table=OaxacaTable)
    entered = scene.enter

    def enter() -> None:
        entered()
        sells = [a for a in session.state.legal_actions(0) if isinstance(a, Sell)]
        if not sells:
            return
        sale = max(sells, key=lambda a: session.state.sale_points(a.card, a.customer))
        geometry = scene.table.geometry
        me = geometry.me()
        rect = geometry.stall_rects(len(me.stall))[me.stall.index(sale.card)]
        target = geometry.customer_rects()[sale.customer]
        for event in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.centerx - 20, rect.centery - 20), rel=(0, 0),
                                         buttons=(1, 0, 0)),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=target.center, rel=(0, 0), buttons=(1, 0, 0))):
            scene.handle_event(event)
    scene.enter = enter
    return scene


def _shot_chooser(app, seed: int, turn: int):
    """A stall card with choices: the chooser open."""
    def choices(st) -> dict:
        counts: dict = {}
        for a in st.legal_actions(0):
            if isinstance(a, Activate) and a.args:
                counts[("card", a.card)] = counts.get(("card", a.card), 0) + 1
            elif isinstance(a, UseTourist) and a.args:
                counts[("tourist", a.tourist)] = counts.get(("tourist", a.tourist), 0) + 1
        return {k: n for k, n in counts.items() if n > 1}

    session = _played_to(2, seed, lambda s: s.state.phase is Phase.TURN and bool(choices(s.state)))
    scene = PlayScene(app, session, table=OaxacaTable)
    entered = scene.enter

    def enter() -> None:
        entered()
        counts = choices(session.state)
        if counts:
            kind, what = max(counts, key=counts.get)
            scene.table.click_stall(what) if kind == "card" else scene.table.click_tourist(what)
    scene.enter = enter
    return scene


SHOTS = {"oaxaca/table": _shot_table, "oaxaca/table-4p": _shot_table_4p, "oaxaca/solo": _shot_solo,
         "oaxaca/gather": _shot_gather, "oaxaca/sale": _shot_sale, "oaxaca/chooser": _shot_chooser,
         **end_shots(OaxacaEndScene, _played_to, {"oaxaca/end": 3, "oaxaca/end-solo": 1})}
