"""Dia de los Muertos' screenshots (``python -m game shot muertos/...``): games played by the
heuristic bot in every seat up to a moment worth a picture, on the table or the end screen."""
from __future__ import annotations

from game.rules.muertos.state import Phase
from scenes.kit.shots import end_shots
from scenes.muertos.end import MuertosEndScene
from scenes.muertos.table import MuertosScene


def played_to(players: int, seed: int, stop):
    """A game of ``players`` (seat 0 a human, the others AI) played by the heuristic bot in every
    seat (quick and sensible) until ``stop(session)`` holds at a decision of seat 0."""
    from game import registry
    from game.ai import make_bot
    from game.protocol import SeatSetup, Setup
    from game.session import Session

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
    return MuertosScene(app, played_to(4, seed, st))


def _shot_table_3p(app, seed: int, turn: int):
    """Three players on the second night: the face-up dummy partners one of the others."""
    st = lambda s: s.state.night >= 1 and s.state.tricks >= 2 and len(s.state.trick) >= 1  # noqa: E731
    return MuertosScene(app, played_to(3, seed, st))


def _shot_table_3p_last(app, seed: int, turn: int):
    """Three players on the last night, when the kingmaker rule applies (the scoreboard says so)."""
    st = lambda s: s.state.night >= 2 and s.state.tricks >= 1 and len(s.state.trick) >= 1  # noqa: E731
    return MuertosScene(app, played_to(3, seed, st))


def _shot_trick_won(app, seed: int, turn: int):
    """The moment a trick is won: it stays on the table, its winner named, before it is swept up."""
    def ready(s) -> bool:
        st = s.state
        if not (st.tricks >= 2 and len(st.trick) == 3 and st.phase is Phase.PLAY):
            return False
        for action in st.legal_actions(0):
            after = st.clone()
            after.apply(0, action)
            if after.tricks > st.tricks:
                return True
        return False

    session = played_to(4, seed, ready)
    scene = MuertosScene(app, session)
    legal = session.state.legal_actions(0)

    def ends_trick(action) -> bool:
        st = session.state.clone()
        st.apply(0, action)
        return st.tricks > session.state.tricks

    action = next((a for a in legal if ends_trick(a)), legal[0])
    entered = scene.enter

    def enter() -> None:  # the card is played once the table is up, as a player would
        entered()
        scene.propose(action)
        scene.update_animations(0.45)  # the last card has landed; the sweep waits
        scene.update_animations = lambda dt: False  # a still: the moment stays
    scene.enter = enter
    return scene


SHOTS = {"muertos/table": _shot_table, "muertos/table-3p": _shot_table_3p,
         "muertos/table-3p-last": _shot_table_3p_last, "muertos/trick-won": _shot_trick_won,
         **end_shots(MuertosEndScene, played_to, {"muertos/end": 4, "muertos/end-3p": 3})}
