"""Dia de los Muertos' screenshots (``python -m game shot muertos/...``): games played by the
heuristic bot in every seat up to a moment worth a picture, on the table or the end screen."""
from __future__ import annotations

from game import registry
from game.ai import make_bot
from game.protocol import SeatSetup, Setup
from game.rules.muertos.actions import Play
from game.rules.muertos.state import Phase
from game.session import Session
from scenes.kit.shots import end_shots
from scenes.muertos.end import MuertosEndScene
from scenes.muertos.table import MuertosTable
from scenes.play import PlayScene


def played_to(players: int, seed: int, stop):
    """A game of ``players`` (seat 0 a human, the others AI) played by the heuristic bot in every
    seat (quick and sensible) until ``stop(session)`` holds at a decision of seat 0."""

    game = registry.get("muertos")
    names = ("You", "Rosa", "Diego", "Lupita")[:players]
    setup = Setup("table", tuple(SeatSetup("human", n) if i == 0 else SeatSetup("bot", n, "hard")
                                 for i, n in enumerate(names)))
    session = Session(game, setup, seed)
    bots = {s: make_bot(game, "heuristic", s, seed) for s in range(players)}
    session.advance(bots, stop=lambda s: s.next_step().seat == 0 and stop(s), humans=True, max_steps=1000,
                    collect=False)
    return session


def _shot_table(app, seed: int, turn: int):
    """Four players, the middle of the first night, at a card to play for the seat on screen."""
    st = lambda s: s.state.tricks >= (turn if turn is not None else 3) and len(s.state.trick) >= 2  # noqa: E731
    return PlayScene(app, table=MuertosTable, session=played_to(4, seed, st))


def _shot_table_3p(app, seed: int, turn: int):
    """Three players on the second night: the face-up dummy partners one of the others."""
    st = lambda s: s.state.night >= 1 and s.state.tricks >= 2 and len(s.state.trick) >= 1  # noqa: E731
    return PlayScene(app, table=MuertosTable, session=played_to(3, seed, st))


def _shot_table_3p_last(app, seed: int, turn: int):
    """Three players on the last night, when the kingmaker rule applies (the scoreboard says so)."""
    st = lambda s: s.state.night >= 2 and s.state.tricks >= 1 and len(s.state.trick) >= 1  # noqa: E731
    return PlayScene(app, table=MuertosTable, session=played_to(3, seed, st))


def _trick_shot(wanted):
    """A shot of a trick the seat on screen finishes, being read: it stays on the table, its winner
    crowned and the line saying why, before it is swept up (``wanted(state)``: the trick wanted,
    judged on the state just after it)."""
    def ends_it(st, action) -> bool:
        after = st.clone()
        after.apply(0, action)
        return after.tricks > st.tricks and wanted(after)

    def ready(s) -> bool:
        st = s.state
        return (st.tricks >= 2 and len(st.trick) == 3 and st.phase is Phase.PLAY
                and any(ends_it(st, a) for a in st.legal_actions(0)))

    def build(app, seed: int, turn: int):
        for tried in range(seed, seed + 40):  # a rare trick may need a game or two more
            session = played_to(4, tried, ready)
            if not session.state.is_over:
                break
        scene = PlayScene(app, session, table=MuertosTable)
        legal = session.state.legal_actions(0)
        action = next((a for a in legal if ends_it(session.state, a)), legal[0])
        entered = scene.enter

        def enter() -> None:  # the card is played once the table is up, as a player would
            entered()
            scene.propose(action)
            scene.table.update_animations(0.45)  # the last card has landed; the trick is being read
            scene.table.update_animations = lambda dt: False  # a still: the moment stays
        scene.enter = enter
        return scene
    return build


def _ask_shot(target: bool):
    """Ask's chooser, as the seat on screen plays Ask: whom to ask (``target`` False), or, a player
    picked, which question (with the step back to ask another)."""

    def holds_ask(s) -> bool:
        st = s.state
        return st.phase is Phase.PLAY and Play("ask") in st.legal_actions(0)

    def build(app, seed: int, turn: int):
        for tried in range(seed, seed + 40):
            session = played_to(4, tried, holds_ask)
            if not session.state.is_over:
                break
        scene = PlayScene(app, session, table=MuertosTable)
        entered = scene.enter

        def enter() -> None:
            entered()
            scene.propose(Play("ask"))
            scene.table.update_animations(1.0)
            if target:
                scene.table.choose_in_ask(target=(scene.table.geometry.my_place() + 1) % 4)
        scene.enter = enter
        return scene
    return build


SHOTS = {"muertos/table": _shot_table, "muertos/table-3p": _shot_table_3p,
         "muertos/table-3p-last": _shot_table_3p_last, "muertos/trick-won": _trick_shot(lambda st: True),
         "muertos/trick-cancelled": _trick_shot(lambda st: bool(st.last_trick[2])),
         "muertos/ask": _ask_shot(False), "muertos/ask-question": _ask_shot(True),
         **end_shots(MuertosEndScene, played_to, {"muertos/end": 4, "muertos/end-3p": 3})}
