"""One door to the rules (scenes/play_door.py): a press or a drop offers an action and comes back
taken or refused, the rules asked once (``why_illegal``), a refusal shown once with one sound.

Each game's table is played through pointer events: a piece dragged onto a place the rules refuse and
onto one they take, and a piece picked up by a click and clicked onto its place. The questions put to
the rules are counted (outside their own ``apply``, which checks for itself, and until the action is
taken): the action tried is asked about once, when the drag began (its targets listed) or at the click.

Shared: no game is named here (the tables are taken from the registry)."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game import registry
from game.ai import make_bot
from game.rules.base import Action
from game.session import Session
from scenes import shell_words
from scenes.play_door import Attempt, Door
from scenes.tables import play_scene
from tests.tables_seen import table_of
from scenes.widgets.hotspot import hotspot_at
from test_audio import heard, scene_app  # noqa: F401  (fixtures)

GAMES = sorted(registry.games())


# ------------------------------------------------------------------------------ the door alone
class Toy(Door):
    """The door with a toy's rules: "ok" is legal, anything else refused in the rules' words."""

    def __init__(self):
        self.asked, self.applied, self.said, self.sounds = [], [], [], []
        self.replay, self.curtain, self.menu, self.tutor = False, None, None, None
        self.seat, self.pointer = 0, (5, 5)
        self.app = SimpleNamespace(dirty=False)
        self.drag = SimpleNamespace(say=lambda text, pos: self.said.append((text, pos)))
        self.session = SimpleNamespace(why_illegal=self._why, legal_actions=lambda seat: ["ok"],
                                       apply=lambda seat, action: self.applied.append(action) or [])
        self.saving = SimpleNamespace(autosave=lambda: None)
        self.coach = SimpleNamespace(heard=lambda reason: False, moved=lambda: None)

    def _why(self, seat, action):
        self.asked.append(action)
        return None if action == "ok" else f"No {action}."


    def after_move(self, cause, events):
        pass

    def play_sound(self, name):
        self.sounds.append(name)


def test_an_offer_is_asked_once_and_taken_or_refused_once():
    t = Toy()
    taken = t.propose("ok", (1, 2))
    assert taken and taken == Attempt("ok") and t.asked == ["ok"] and t.applied == ["ok"]
    assert t.said == [] and t.sounds == []
    refused = t.propose("bad", (1, 2))
    assert not refused and refused.refusal == "No bad." and t.asked == ["ok", "bad"] and t.applied == ["ok"]
    assert t.said == [("No bad.", (1, 2))] and t.sounds == ["refuse"]


def test_an_answer_already_given_is_not_asked_again():
    t = Toy()
    assert t.propose("ok", answer=None) and t.asked == [] and t.applied == ["ok"]
    assert not t.propose("ok", answer="Full.") and t.asked == [] and t.said == [("Full.", (5, 5))]
    assert t.applied == ["ok"] and t.sounds == ["refuse"]


def test_an_offer_only_asked_takes_nothing_and_the_menu_lets_nothing_through():
    t = Toy()
    assert t.propose("ok", take=False) and t.applied == []
    assert not t.propose("bad", take=False) and t.said == [("No bad.", (5, 5))]
    t.menu = object()
    assert t.propose("ok") == Attempt("ok", "") and not t.propose("ok") and t.asked == ["ok", "bad"]
    assert t.applied == [] and t.sounds == ["refuse"]


def test_a_drop_offers_its_targets_action_with_the_answer_it_was_listed_with():
    t = Toy()
    target = SimpleNamespace
    assert t.propose_offer(target(data="ok", legal=True, reason=None), (1, 2)) and t.applied == ["ok"]
    assert t.propose_offer(target(data="bad", legal=False, reason="Full."), (1, 2)).refusal == "Full."
    assert t.propose_offer(target(data=None, legal=False, reason=None), (1, 2)).refusal == shell_words.NOT_THERE
    assert t.propose_offer(target(data=None, legal=True, reason=None), (1, 2)).refusal == shell_words.NOT_THERE
    assert t.asked == [] and t.applied == ["ok"] and len(t.said) == 3 and t.sounds == ["refuse"] * 3


# ------------------------------------------------------------------------------ the tables, by the pointer
def mouse(kind, pos):
    pos = (int(pos[0]), int(pos[1]))
    if kind == "move":
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    kind = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
    return pygame.event.Event(kind, pos=pos, button=1, touch=False)


def drag(scene, start, end, steps=8):
    for event in [mouse("move", start), mouse("down", start)] + [
            mouse("move", (start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps))
            for i in range(1, steps + 1)] + [mouse("up", end)]:
        scene.handle_event(event)


def click(scene, pos):
    for event in (mouse("move", pos), mouse("down", pos), mouse("up", pos)):
        scene.handle_event(event)


class Asks:
    """The questions put to the rules' ``why_illegal`` (outside their own ``apply``) until an action is
    taken, the action taken, the refusals said by the pieces."""

    def __init__(self, monkeypatch, scene):
        cls = type(scene.session.state)
        why, apply = cls.why_illegal, cls.apply
        self.asked, self.applied, self.said, self.inside = [], None, [], 0

        def asked(state, *args, **kw):
            if not self.inside and self.applied is None:
                self.asked.append(args[-1])
            return why(state, *args, **kw)

        def applied(state, *args, **kw):
            self.inside += 1
            try:
                events = apply(state, *args, **kw)
            finally:
                self.inside -= 1
            if self.applied is None:
                self.applied = args[-1]
            return events

        say = scene.drag.say
        monkeypatch.setattr(cls, "why_illegal", asked)
        monkeypatch.setattr(cls, "apply", applied)
        monkeypatch.setattr(scene.drag, "say", lambda text, pos, good=False: (self.said.append(text),
                                                                             say(text, pos, good))[-1])

    def clear(self):
        self.asked, self.applied, self.said = [], None, []


def action_of(scene, target):
    """The rules' action a drop on ``target`` offers (None: not one action, e.g. a Choose's colour first)."""
    data = target.data
    if isinstance(data, Action):
        return data
    table = table_of(scene)
    if isinstance(data, tuple) and len(data) == 2 and hasattr(table, "card_action"):
        if table.data.cards[data[1]].kind == "choose":
            return None
        return table.card_action(*data)
    return None


def drops(scene):
    """A piece and one place the rules take it to, and one they refuse: ``(spot, target, pos, action)``
    each (None when the table has none now); each place the topmost target where it is let go."""
    found = {}
    for spot in scene.hotspots:
        if spot.drag is None or hotspot_at(scene.hotspots, spot.rect.center) is not spot:
            continue
        targets = scene.drop_targets(spot.drag)
        for t in targets:
            pos = (t.hit or t.rect).center
            if spot.rect.collidepoint(pos) or next((u for u in reversed(targets) if u.contains(pos)), None) is not t:
                continue
            action = action_of(scene, t)
            if action is not None:
                found.setdefault(t.legal, (spot, t, pos, action))
    return found.get(True), found.get(False)


def table_with_drops(app, game, seed=1, moves=160):
    """The game's table where the seat on screen may drag a piece onto a legal place and onto a refused
    one (the other moves played by the random bot, the seat's own too until then)."""
    game = registry.get(game)
    session = Session(game, game.modes[0].id, seed)
    bots = {}
    for _ in range(moves):
        step = session.next_step()
        if step.kind == "automaton":
            session.apply_automaton()
            continue
        if step.kind == "human" and step.seat == 0:
            scene = play_scene(game)(app, session)
            app.push(scene)
            app.frame(0.0, [])
            legal, refused = drops(scene)
            if legal is not None and refused is not None and scene.players_turn:
                return scene, legal, refused
            app.pop()
        seat = step.seat
        bot = bots.setdefault(seat, make_bot(game, "random", seat, seed + seat))
        session.apply(seat, bot.decide(session.decision(seat)).action)
    pytest.skip(f"no position with a legal and a refused drop in {moves} moves")


@pytest.mark.parametrize("game", GAMES)
def test_a_drop_asks_the_rules_once_and_a_refusal_is_said_once(scene_app, heard, monkeypatch, game):  # noqa: F811
    scene, legal, refused = table_with_drops(scene_app, game)
    asks = Asks(monkeypatch, scene)
    heard.clear()
    spot, target, pos, action = refused
    before = len(scene.session.log)
    drag(scene, spot.rect.center, pos)
    assert len(scene.session.log) == before and asks.applied is None
    assert asks.asked.count(action) == 1, f"{action} asked {asks.asked.count(action)} times"
    assert asks.said == [target.reason] and heard.count("refuse") == 1, (asks.said, heard)
    assert not scene.drag.dragging and not scene.drag.hides(spot.key), "the piece is back home"

    asks.clear()
    heard.clear()
    spot, target, pos, action = legal
    drag(scene, spot.rect.center, pos)
    assert asks.applied == action and scene.session.log[before].action == action
    assert asks.asked.count(action) == 1, f"{action} asked {asks.asked.count(action)} times"
    assert asks.said == [] and "refuse" not in heard


@pytest.mark.parametrize("game", GAMES)
def test_a_piece_picked_up_by_a_click_and_clicked_onto_its_place_asks_once(scene_app, heard, monkeypatch,  # noqa: F811
                                                                          game):
    scene, legal, _ = table_with_drops(scene_app, game)
    for _ in range(6):  # a piece a click takes at once (a market's card) is taken: on to the next piece
        spot, target, pos, action = legal
        before = len(scene.session.log)
        click(scene, spot.rect.center)
        if getattr(table_of(scene), "selected", None) is not None:
            break
        legal = drops(scene)[0] if len(scene.session.log) > before and scene.players_turn else None
        if legal is None:
            pytest.skip("no piece is picked up by a click here")
    else:
        pytest.skip("no piece is picked up by a click here")
    asks = Asks(monkeypatch, scene)
    for place in (pos, spot.rect.center):  # its place, or (a hand's card played by a second click) itself
        heard.clear()
        asks.clear()
        click(scene, place)
        if asks.applied is not None or asks.said:
            break
    else:
        pytest.skip("the piece picked up is put nowhere by a click")
    assert asks.applied == action
    assert asks.asked.count(action) == 1, f"{action} asked {asks.asked.count(action)} times"
    assert asks.said == [] and "refuse" not in heard


def coach_refused_drop(scene):
    """A piece and a place the rules take it to but the coach's step does not ask for (None: none now)."""
    if scene.tutor is None or scene.tutor.kind != "move" or not scene.players_turn:
        return None
    for spot in scene.hotspots:
        if spot.drag is None or hotspot_at(scene.hotspots, spot.rect.center) is not spot:
            continue
        targets = scene.drop_targets(spot.drag)
        for t in targets:
            pos = (t.hit or t.rect).center
            if t.legal or spot.rect.collidepoint(pos) or \
                    next((u for u in reversed(targets) if u.contains(pos)), None) is not t:
                continue
            action = action_of(scene, t)
            if action is not None and scene.session.state.why_illegal(scene.seat, action) is None:
                return spot, t, pos, action
    return None


@pytest.mark.parametrize("game", GAMES)
def test_a_drop_the_coach_refuses_is_answered_in_the_bubble_once(scene_app, heard, game):  # noqa: F811
    from test_tutorial_table import open_guided, play_to

    scene = open_guided(scene_app, registry.get(game))
    play_to(scene_app, scene, lambda: coach_refused_drop(scene) is not None)
    found = coach_refused_drop(scene)
    if found is None:
        pytest.skip("no step asks for one drop while the rules take another")
    spot, target, pos, action = found
    index, before = scene.tutor.index, len(scene.session.log)
    heard.clear()
    drag(scene, spot.rect.center, pos)
    assert len(scene.session.log) == before and scene.tutor.index == index
    assert scene.coach.answer == (index, target.reason) and scene.drag.message is None  # the bubble alone
    assert heard.count("refuse") == 1
