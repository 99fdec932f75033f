"""Dia de los Muertos' guided first game at its table: each part a step lights lies on the screen
(a part with an empty rect lights nothing), the lit hands round their cards and the lit seats round
their name tags, and the coach's bubble never covers what it lights; and what the script has the
learner do never hands the opponents a Food card."""
from __future__ import annotations

import pygame

from conftest import frame
from game import registry, tutorial
from game.text import say
from scenes.play_bubble import SCREEN_RECT
from test_tutorial_table import open_guided, play_step
from game.text import say

GAME = registry.get("muertos")


def test_every_lit_part_has_a_rect_on_screen_round_what_it_shows(app):
    app.settings.automaton_speed = "instant"
    scene = open_guided(app, GAME)
    lit_steps = 0
    while not scene.tutor.done:
        step, view = scene.tutor.step, scene.view
        for name in step.light:
            part = scene.table.parts.part(name)
            rect = pygame.Rect(part.rect)
            assert rect.width > 0 and rect.height > 0, f"step {scene.tutor.index + 1}: {name} has an empty rect"
            assert SCREEN_RECT.contains(rect), f"step {scene.tutor.index + 1}: {name} lies off the screen: {rect}"
            if name.startswith("hand"):
                for piece in part.pieces(view):
                    assert rect.contains(piece.rect), f"{name}: a card lies outside the lit rect"
            if name.startswith("seat:"):
                place = (scene.table.geometry.my_place(view) + part.place) % 4
                assert rect.contains(scene.table.geometry.panel_rect(place)), f"{name}: its name tag lies outside the lit rect"
            lit_steps += 1
        lit = scene.coach.bubble.lit_rects()
        if lit and tutorial.kind(step) != "free":
            box = scene.coach.bubble.box(lit)
            assert not any(box.colliderect(r) for r in lit), f"step {scene.tutor.index + 1}: the bubble covers {step.light}"
        play_step(app, scene)
        frame(app)
    assert lit_steps >= len(scene.tutor.script.steps)  # every step lights something


def test_one_click_on_choose_brings_its_colour_buttons_and_the_guided_game_takes_the_blue_one(app):
    """The prompt asks for Choose's colour as soon as Choose is picked: its buttons must be there
    (they were missing after a single click), only the colour the step asks for enabled."""
    app.settings.automaton_speed = "instant"
    scene = open_guided(app, GAME)
    while not (scene.tutor.kind == "move" and scene.tutor.step.move == "play choose as blue"):
        play_step(app, scene)
        frame(app)
    mine = scene.table.geometry.my_place()
    scene.table.clicked(mine, "choose")
    frame(app)
    assert scene.table.selected == "choose"
    buttons = {b.label: b for b in scene.buttons}
    assert {"Black", "Pink", "Blue"} <= set(buttons)
    assert buttons["Blue"].enabled and not buttons["Pink"].enabled and not buttons["Black"].enabled
    index = scene.tutor.index
    buttons["Blue"].on_click()
    frame(app)
    assert scene.tutor.index == index + 1
    assert any(e.kind == "play" and e.data[1:3] == ("choose", "blue") for e in scene.session.state.events)


def test_the_machines_wait_for_the_coach_after_each_trick_the_bubble_tells(app):
    """A machine step that ends a trick stops there (``until: trick``): the AIs play no further
    (no gift given, no next lead) until the learner has read the coach's note on that trick and
    pressed Next; so the note never describes a trick already gone and a gift not yet explained."""
    app.settings.automaton_speed = "instant"
    app.settings.animation_speed = "normal"
    scene = open_guided(app, GAME)
    script = scene.tutor.script
    stops = [i for i, step in enumerate(script.steps) if step.auto and step.until == "trick"]
    assert len(stops) >= 4
    checked = 0
    while not scene.tutor.done and scene.tutor.index <= stops[-1]:
        index = scene.tutor.index
        if index in stops:
            while not scene.coach.machines_done:
                frame(app, dt=0.25)
            events = scene.session.state.events
            last_trick = max(i for i, e in enumerate(events) if e.kind == "trick")
            assert not [e for e in events[last_trick:] if e.kind in ("play", "gift_give", "swap_return")], \
                f"step {index + 1}: the machines played on after the trick"
            moves = len(events)
            for _ in range(40):  # ten seconds: the trick is read, and still nobody moves on
                frame(app, dt=0.25)
            assert len(scene.session.state.events) == moves and scene.tutor.index == index
            told = say(script.words(script.steps[index + 1]), "en")
            winner = scene.session.setup.names[events[last_trick].actor]
            assert winner in told and ("won" in told or "took" in told), f"step {index + 2} tells the trick just won"
            checked += 1
        play_step(app, scene)
        frame(app)
    assert checked == len(stops)


def food_handed_over(session, start: int, ours: int) -> list[str]:
    """The Food cards that passed from partnership ``ours`` (the learner and their partner) to the
    opponents in the events from ``start`` on, in words: given in a gift exchange or a Swap, taken in
    a gift exchange and not given back, played by one of ours to a trick the opponents took."""
    state = session.state
    food = {c for c, card in state.data.cards.items() if card.kind == "food"}

    def name(place: int) -> str:
        return session.setup.names[state.seat_at(place)]

    out, played, taken = [], {}, None
    for i, e in enumerate(state.events):
        said = []
        if e.kind == "play":
            played[e.data[1]] = e.data[0]
        elif e.kind == "trick":
            winner, won = e.data[0], e.data[1]
            if winner % 2 != ours:
                said = [f"{name(winner)} took {c}, played by {name(played[c])}"
                        for c in won if c in food and played[c] % 2 == ours]
            played = {}
        elif e.kind == "gift_take":
            taker, winner, card = e.data[:3]
            taken = card if card in food and taker % 2 != ours and winner % 2 == ours else None
        elif e.kind in ("gift_give", "swap_give", "swap_return"):
            giver, to, card = e.data[:3]
            if card in food and giver % 2 == ours and to % 2 != ours:
                said.append(f"{name(giver)} gave {card} to {name(to)}")
            if e.kind == "gift_give" and taken is not None and card != taken:
                said.append(f"{name(giver)} kept {taken}, taken from {name(to)}")
            taken = None
        if i >= start:
            out += said
    return out


def test_the_scripted_steps_never_hand_a_food_card_to_the_opponents():
    """A new player learns from what the coach has them do: no scripted step (nor the machines' turns
    that finish the last scripted trick, its gift exchange, before the learner plays on alone) may
    pass a Food card from the learner's side to the opponents, by a gift, a Swap or a trick they take
    (seed 328 taught a Black 3 that let Diego take Lupita's Food, and Lupita's gift gave him another)."""
    script = tutorial.load(GAME)
    session = tutorial.new_session(script)
    ours = session.state.place_of(script.player) % 2
    faults = []
    for index, step in enumerate(script.steps):
        if step.free:
            break
        start = len(session.state.events)
        tutorial.play_step(script, index, session)
        faults += [f"step {index + 1}: {f}" for f in food_handed_over(session, start, ours)]
    start = len(session.state.events)
    session.advance(tutorial.machine_bots(session))  # the last scripted trick's gift exchange
    faults += [f"after the scripted steps: {f}" for f in food_handed_over(session, start, ours)]
    assert not faults, "\n".join(faults)
