"""Portents' shots (``python -m game shot portents/...``): games played to a moment, the table
and the end screen built at it.
"""
from __future__ import annotations

import pygame

from game.protocol import SeatSetup, Setup
from game.rules.portents.actions import Place
from game.rules.portents.altar import GAP
from game.rules.portents.state import Phase
from scenes.kit.shots import end_shots
from scenes.play import PlayScene
from scenes.portents.end import PortentsEndScene
from scenes.portents.table import PortentsTable
from scenes.shot_tools import play_to


def played_to(mode: str, seed: int, stop, difficulty: str = "standard", bot: str = "easy", humans: int = 1,
              options: dict | None = None):
    """A Portents game (seat 0 a person; the duel's seat 1 an AI unless ``humans`` is 2) played by
    ``bot`` in every seat until ``stop(state)`` holds at a decision of a person's seat."""

    if mode == "solo":
        opts = {"difficulty": difficulty, **(options or {})}
        setup = Setup("solo", (SeatSetup("human", "You"),), opts)
    else:
        seats = (SeatSetup("human", "You"), SeatSetup("human", "Rosa") if humans > 1 else
                 SeatSetup("bot", "Rosa", "easy"))
        setup = Setup("duel", seats)
    return play_to("portents", setup, seed, lambda st: stop(st) and bool(st.to_move() & {0}), bot=bot)


def _scene(app, session):
    """The play scene holding Portents' table."""
    return PlayScene(app, session, table=PortentsTable)


def _at_push(turns: int):
    return lambda st: st.turns >= turns and st.phase is Phase.PUSH and st.active == 0 and st.side is None


def _shot_solo(app, seed: int, turn: int):
    """Solo at Standard Seer, half-way: the player's turn to push."""
    return _scene(app, played_to("solo", seed, _at_push(6)))


def _shot_push_preview(app, seed: int, turn: int):
    """A push previewed: the pointer on a lane's arrow, the slide shown before it is made."""
    session = played_to("solo", seed, _at_push(3))
    scene = _scene(app, session)
    entered = scene.enter

    def enter() -> None:
        entered()
        arrows = [k for k, how in scene.table.arrow_states().items() if how == "legal"]
        if not arrows:
            return
        v = scene.view
        key = max(arrows, key=lambda k: sum(1 for c in scene.table.data.sides[k[0]][k[1]] if v.altar[c] != GAP))
        pos = scene.table.grid.arrow_rect(*key).center
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    scene.enter = enter
    return scene


def _shot_duel(app, seed: int, turn: int):
    """The duel against an AI, a few turns in, the player's turn to push."""
    return _scene(app, played_to("duel", seed, _at_push(5)))


def _shot_duel_stall(app, seed: int, turn: int):
    """The duel's stall counter in the top bar, red near the draw: the duel above, its count of turns
    without an Omen set to 42 of 50 (no short game gets that far)."""
    session = played_to("duel", seed, _at_push(5))
    session.state.dry = session.state.data.dry_turns - 8
    return _scene(app, session)


def _shot_duel_pushed(app, seed: int, turn: int):
    """The duel on the AI's turn, held still after its push: the tiles it pushed off lie by its own
    hand, which they join."""

    setup = Setup("duel", (SeatSetup("human", "You"), SeatSetup("bot", "Rosa", "easy")))
    session = play_to("portents", setup, seed, lambda st: st.turns >= 4 and st.active == 1 and len(st.pushed) >= 2,
                      bot="random")
    scene = _scene(app, session)
    entered = scene.enter

    def enter() -> None:
        entered()
        scene.update = lambda dt: False  # a still picture: the AI's turn goes no further
    scene.enter = enter
    return scene


def _shot_burn(app, seed: int, turn: int):
    """A Scrying with a choice: the new Portents outlined, the tiles that may burn glowing."""
    for s in range(seed, seed + 30):
        session = played_to("solo", s, lambda st: st.phase is Phase.BURN)
        if session.state.phase is Phase.BURN:
            return _scene(app, session)
    return _scene(app, session)


def _told_until(app, session, moment, move=None):
    """The table of ``session`` with a move being told, held still at the first ``moment(scene)``
    (the Kitty moves at once; ``move``, if given, is the player's move to tell)."""
    app.settings.automaton_speed = "instant"
    scene = _scene(app, session)
    entered = scene.enter

    def enter() -> None:
        entered()
        if move is not None:
            scene.table.propose(move)
        for _ in range(600):  # at most 20 seconds of the table, in steps of a 30th
            scene.update(1 / 30)
            if scene.table.story.playing and moment(scene):
                break
        scene.update = lambda dt: False  # a still picture: time stops here
    scene.enter = enter
    return scene


def _shot_kitty(app, seed: int, turn: int):
    """The Kitty's turn told step by step, caught mid-push: it stole an Omen (no new Portent last
    turn), its token's tile and a drawn one are in the lane, the tiles knocked off wait past the far
    edge; the log and the prompt bar tell the push."""

    setup = Setup("solo", (SeatSetup("human", "You"),), {"difficulty": "standard"})

    def ready(st) -> bool:
        if st.phase is not Phase.KITTY or not st.steal or st.slots[st.kitty_slot] == GAP:
            return False
        info = st.data.slots[st.kitty_slot]
        lane = st.data.sides[info.kitty_side][info.kitty_lanes[0]]
        return not info.corner and not any(st.altar[c] >= 0 and (st.lit >> st.altar[c]) & 1 for c in lane)
    for s in range(seed, seed + 40):
        session = play_to("portents", setup, s, ready, bot="random")
        if ready(session.state):
            break
    return _told_until(app, session, lambda sc: len(sc.table.teller.fallen) >= 2 and sc.table.story.progress > 0.55)


def _shot_scrying(app, seed: int, turn: int):
    """A Scrying told step by step: the new Portent outlined, an Omen flying on its arc to the
    player's table of Omens."""

    setup = Setup("solo", (SeatSetup("human", "You"),), {"difficulty": "standard"})

    def reading(st):
        if st.phase is not Phase.PUSH or st.active != 0 or st.side is None or st.altar.count(GAP) != 1:
            return None
        for action in st.legal_actions(0):
            if isinstance(action, Place):
                trial = st.clone()
                if sum(1 for e in trial.apply(0, action) if e.kind == "collect") >= 1:
                    return action
        return None
    for s in range(seed, seed + 40):
        session = play_to("portents", setup, s, lambda st: reading(st) is not None, bot="random")
        move = reading(session.state)
        if move is not None:
            break

    def flying(sc) -> bool:
        layout = sc.table.choreo.layout
        return any(k[0] == "omen" and layout.moving(k) and 0.12 < (layout.tweens.progress(k) or 0) < 0.3
                   for k in sc.table.teller.arcs)
    return _told_until(app, session, flying, move)


SHOTS = {"portents/solo": _shot_solo, "portents/push-preview": _shot_push_preview, "portents/duel": _shot_duel,
         "portents/duel-stall": _shot_duel_stall,
         "portents/duel-pushed": _shot_duel_pushed,
         "portents/burn": _shot_burn, "portents/kitty": _shot_kitty, "portents/scrying": _shot_scrying,
         **end_shots(PortentsEndScene, played_to, {"portents/end": "solo", "portents/end-duel": "duel"})}
