"""Die of the Dead's shots (``python -m game shot dotd/...``): games played to a moment by a quick
shot-only player, the table and the end screen built at it.
"""
from __future__ import annotations

import random

from game import registry
from game.ai import Choice
from game.protocol import SeatSetup, Setup
from game.rules.dotd.actions import (
    OFRENDA as SRC_OFRENDA,
)
from game.rules.dotd.actions import (
    CashTokens,
    Draft,
    KeepFace,
    Land,
    Move,
    Open,
    Pay,
    ScoreSection,
    TakeToken,
)
from game.rules.dotd.actions import Place as P
from game.rules.dotd.components import ITEMS, PREP
from game.rules.dotd.scoring import section_score, section_urns
from game.session import Session
from scenes.dotd.end import DotdEndScene
from scenes.dotd.layout import PREPBOX
from scenes.dotd.table import DotdTable
from scenes.kit.shots import end_shots
from scenes.play import PlayScene
from scenes.shot_tools import mouse_event


class _ShotPlayer:
    """A quick player for the shots (not a registered bot), so that their tables look like real
    games in a moment: it weighs its drafts one move ahead (the steps a section would score), scores
    and cashes in whenever it may, lands on a token square, pays from anywhere but its ofrenda, and
    otherwise takes the first legal move."""

    def __init__(self, game, seat: int, seed: int):
        self.seat = seat
        self.rng = random.Random(seed * 31 + seat)

    def decide(self, decision):
        legal = list(decision.legal)
        if len(legal) == 1:
            return Choice(legal[0], "")
        st = decision.view.state

        def first(kind, test=lambda a: True):
            return next((a for a in legal if isinstance(a, kind) and test(a)), None)
        if st.phase == "open":
            opens = [a for a in legal if isinstance(a, Open)]
            if opens:  # a casket with dice for a section it still has room in
                def worth(a):
                    room = any(st.ofrenda[self.seat][c] == -1 for c in st.data.sections[a.casket])
                    return room, len(st.caskets[a.casket]) + len(st.lids[a.casket])
                return Choice(max(opens, key=worth), "")
        if st.phase == "land":
            squares = st.data.steps[st.landing - 1]
            return Choice(max((a for a in legal if isinstance(a, Land)),
                              key=lambda a: (squares[a.square] in ITEMS, squares[a.square] != "blank")), "")
        choice = (first(ScoreSection) or first(CashTokens) or first(KeepFace)
                  or self.best([a for a in legal if isinstance(a, Draft) and a.cell != PREP], st)
                  or first(Move) or first(Draft) or first(Pay, lambda a: a.source != SRC_OFRENDA)
                  or first(TakeToken))
        return Choice(choice if choice is not None else legal[0], "")

    def best(self, drafts, st):
        """The draft whose ofrenda this player values most (tried on copies)."""
        best, value = None, None
        for action in drafts:
            trial = st.clone()
            trial.apply(self.seat, action)
            v = self.value(trial) + self.rng.random() * 0.3
            if value is None or v > value:
                best, value = action, v
        return best

    def value(self, st) -> float:
        """The steps climbed, the steps a completed section will score, a little for each die on the
        ofrenda and the preparation board and each token."""
        seat = self.seat
        v = float(st.score[seat]) + 0.35 * sum(st.hands[seat])
        for item in range(4):
            dice = st.section_dice(seat, item)
            if -1 not in dice:
                if st.scored[seat][item] < 0:
                    result = st.section_result(seat, item)
                    v += result.steps if result is not None else 0
            else:
                filled = [x for x in dice if x != -1]
                v += 0.55 * len(filled)
                if len(filled) >= 2:  # what the best dice still to come could make of it
                    v += (0.4 if len(filled) == 3 else 0.25) * self._best_fourth(st, seat, item)
        v += 0.2 * sum(1 for x in st.prep[seat] if x != -1)
        return v

    def _best_fourth(self, st, seat: int, item: int) -> int:
        """The most steps the section could score once its empty spaces are filled (every fourth die
        tried; two empty spaces, a fixed sample of pairs)."""

        d = st.data
        dice = st.section_dice(seat, item)
        gaps = [i for i, x in enumerate(dice) if x == -1]
        urns = section_urns(d, st.board_number(seat), item)
        kinds = [(c, f) for c in range(len(d.colours)) for f in range(1, 7)]
        fills = [(k,) for k in kinds] if len(gaps) == 1 else [
            (kinds[(7 * i) % len(kinds)], kinds[(11 * i + 3) % len(kinds)]) for i in range(30)]
        best = 0
        for fill in fills:
            four = [(x // d.dice_per_colour, st.faces[x]) if x != -1 else None for x in dice]
            for gap, kind in zip(gaps, fill):
                four[gap] = kind
            best = max(best, section_score(d, item, four, urns).steps)
        return best


def played_to(players: int, seed: int, stop, humans: int = 1, bot: str = "easy"):
    """A game of ``players`` (the first ``humans`` seats people, the others AI ``bot``), every seat
    played by the shot player until ``stop(state)`` holds with a human seat to move."""

    game = registry.get("dotd")
    names = ("You", "Rosa", "Diego", "Lupita", "Mateo")[:players]
    mode = "solo" if players == 1 else "multi"
    setup = Setup(mode, tuple(SeatSetup("human", n) if i < humans else SeatSetup("bot", n, bot)
                              for i, n in enumerate(names)))
    session = Session(game, setup, seed)
    bots = {s: _ShotPlayer(game, s, seed) for s in range(players)}
    session.advance(bots, stop=lambda s: bool(s.state.to_move() & set(range(humans))) and stop(s.state),
                    humans=True, max_steps=6000, collect=False)
    return session


def _mid_game(rounds: int, phase: str = "act"):
    def stop(st) -> bool:
        return st.round >= rounds and st.phase == phase
    return stop


def _lively(players: int, seed: int, stop, steps: int):
    """The first game from ``seed`` on whose seat 0 has climbed ``steps`` by ``stop`` (a shot shows a
    table with something on its steps; the shots' player is no champion)."""
    session = None
    for s in range(seed, seed + 12):
        session = played_to(players, s, stop)
        if session.state.score[0] >= steps and stop(session.state):
            break
    return session


def _table_scene(app, session):
    """The play scene holding Die of the Dead's table for ``session``."""
    return PlayScene(app, session, table=DotdTable)


def _shot_table(app, seed: int, turn: int):
    """Three players half-way through, the seat's action on an open casket."""
    return _table_scene(app, _lively(3, seed, _mid_game(12), 3))


def _shot_table_5p(app, seed: int, turn: int):
    """Five players (the right column full), the seat's action on an open casket."""
    return _table_scene(app, _lively(5, seed, _mid_game(8), 2))


def _shot_solo(app, seed: int, turn: int):
    """Solo, half-way: the City of the Dead half spent, the seat's action."""
    return _table_scene(app, _lively(1, seed, lambda st: len(st.city) <= 7 and st.phase == "act", 3))


def _shot_setup(app, seed: int, turn: int):
    """The setup: the seat has put two dice in (at once: the AI seats place after the people), the
    others' placements are counted, never shown."""

    session = played_to(3, seed, lambda st: st.phase == "place")
    st = session.state
    for _ in range(2):
        act = next((a for a in st.legal_actions(0) if isinstance(a, P)), None)
        if act is not None:
            session.apply(0, act)
    return _table_scene(app, session)


def _shot_hotseat(app, seed: int, turn: int):
    """Two people at one computer: the curtain between their setups."""
    session = played_to(3, seed, lambda st: st.phase == "place", humans=2)
    st = session.state
    while 0 in st.to_move():
        session.apply(0, st.legal_actions(0)[0])
    return _table_scene(app, session)


def _scoring_move(st):
    """A move of seat 0 that brings a section's scoring (tried on a copy), or None."""
    if st.to_move() != {0}:
        return None
    for action in st.legal_actions(0):
        trial = st.clone()
        if any(e.kind == "score" and e.data[2] > 0 for e in trial.apply(0, action)):
            return action
    return None


def _shot_scoring(app, seed: int, turn: int):
    """A section being scored: the scoring card with each requirement met or not, the steps, the
    scoring die climbing."""
    for s in range(seed, seed + 30):
        session = played_to(2, s, lambda st: _scoring_move(st) is not None)
        move = _scoring_move(session.state)
        if move is not None:
            break
    return _told_until(app, session, move, lambda sc: sc.table.told.card is not None and sc.table.story.progress > 0.5)


def _shot_open(app, seed: int, turn: int):
    """A casket opened: shaken, its dice landing."""
    session = played_to(2, seed, lambda st: st.phase == "open" and st.round >= 3 and st.rs == 0)
    st = session.state
    act = next((a for a in st.legal_actions(0) if isinstance(a, Open)), st.legal_actions(0)[0])
    return _told_until(app, session, act, lambda sc: sc.table.told.shaking is not None and sc.table.story.progress > 0.4)


def _shot_drag(app, seed: int, turn: int):
    """A die dragged from the open casket over the ofrenda: the lit targets, the hint."""

    session = played_to(2, seed, _mid_game(4))
    scene = _table_scene(app, session)
    entered = scene.enter

    def enter() -> None:
        entered()
        st = session.state
        drafts = [a for a in st.legal_actions(0) if isinstance(a, Draft) and a.cell != PREP]
        if not drafts:
            drafts = [a for a in st.legal_actions(0) if isinstance(a, Draft)]
        if not drafts:
            return
        a = drafts[0]
        spot = next(s for s in scene.hotspots if s.drag and s.drag[0] == "draft" and s.drag[1:4] ==
                    (a.colour, a.power, a.face))
        target = scene.table.geometry.cell_rect(a.cell) if a.cell != PREP else PREPBOX
        start = spot.rect.center
        scene.handle_event(mouse_event("down", start))
        for k in range(1, 9):
            p = (start[0] + (target.centerx - start[0]) * k / 8, start[1] + (target.centery - start[1]) * k / 8)
            scene.handle_event(mouse_event("move", p))
        scene.update = lambda dt: False
    scene.enter = enter
    return scene


def _shot_sheet(app, seed: int, turn: int):
    """An opponent's boards shown whole."""
    scene = _table_scene(app, played_to(4, seed, _mid_game(7)))
    entered = scene.enter

    def enter() -> None:
        entered()
        scene.table.input.open_sheet(scene.table.others_order()[0])
    scene.enter = enter
    return scene


def _told_until(app, session, move, moment):
    """The table of ``session`` with ``move`` being told, held still at the first ``moment(scene)``."""
    app.settings.automaton_speed = "instant"
    scene = _table_scene(app, session)
    entered = scene.enter

    def enter() -> None:
        entered()
        scene.propose(move)
        for _ in range(600):
            scene.update(1 / 30)
            if scene.table.story.playing and moment(scene):
                break
        scene.update = lambda dt: False
    scene.enter = enter
    return scene


SHOTS = {"dotd/table": _shot_table, "dotd/table-5p": _shot_table_5p, "dotd/solo": _shot_solo,
         "dotd/setup": _shot_setup, "dotd/hotseat": _shot_hotseat, "dotd/scoring": _shot_scoring,
         "dotd/open": _shot_open, "dotd/drag": _shot_drag, "dotd/sheet": _shot_sheet,
         **end_shots(DotdEndScene, played_to, {"dotd/end": 3, "dotd/end-5p": 5, "dotd/end-solo": 1})}
