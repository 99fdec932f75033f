"""The Dia de los Muertos table, headless, continued: the sorted, fanned hand and where a pointer
hits it, the scores night by night and the kingmaker rule on the table, and every decision made
by a click (Swap's pass and its return, the gift exchange given and taken from the dummy, the 10
a 3 cancels), undo of one's own card, the Suggest button, and the hotseat curtain at every
hand-off. Positions are found by seeded random play and replayed into a session."""
from __future__ import annotations

import random
import time

import pygame
import pytest

from game import registry
from game.protocol import SeatSetup, Setup
from game.rules.muertos.actions import CancelTen, GiftGive, GiftTake, Play, SetAside, SwapGive, SwapReturn
from game.rules.muertos.cards import load
from game.rules.muertos.state import DUMMY, MuertosState, Phase
from game.session import Session
from scenes.widgets.hotspot import hotspot_at
from game.text import say

GAME = registry.get("muertos")
DATA = load()
NAMES = ("You", "Rosa", "Diego", "Lupita")


@pytest.fixture
def table(app):
    app.settings.animation_speed = "off"
    app.settings.automaton_speed = "instant"
    return app


def game_setup(players: int = 4, humans: int = 1) -> Setup:
    return Setup("table", tuple(SeatSetup("human", n) if i < humans else SeatSetup("bot", n, "heuristic")
                                for i, n in enumerate(NAMES[:players])))


def find(players: int, wanted, seeds: int = 3000) -> tuple[int, list]:
    """A seeded random game played until ``wanted(state)`` holds at a decision of seat 0: its seed
    and the moves that lead there."""
    for seed in range(seeds):
        st = MuertosState(DATA, seed, game_setup(players))
        rng = random.Random(seed)
        moves = []
        while not st.is_over:
            (seat,) = st.to_move()
            if seat == 0 and wanted(st):
                return seed, moves
            action = rng.choice(st.legal_actions(seat))
            st.apply(seat, action)
            moves.append((seat, action))
    pytest.fail("no such position in these seeds")


def open_at(app, players: int, wanted, humans: int = 1):
    """The table (seat 0 on screen) at the first position of the seeded random games where
    ``wanted(state)`` holds at seat 0's decision."""
    from scenes.tables import play_scene
    MuertosScene = play_scene("muertos")

    seed, moves = find(players, wanted)
    session = Session(GAME, game_setup(players, humans), seed)
    for seat, action in moves:
        session.apply(seat, action)
    scene = MuertosScene(app, session)
    app.push(scene)
    if scene.curtain is not None:
        scene.handover.lift()
    app.frame(0.0, [])
    return scene


def frames_until(app, done, seconds: float = 60.0) -> bool:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        app.frame(1 / 60, [])
        time.sleep(0.002)
    return True


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def press(pos):
    return [motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def click(app, pos) -> None:
    app.frame(1 / 60, press(pos))


def ctrl_z():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0)


def spot_of(scene, key):
    return next(s for s in scene.hotspots if s.key == key)


def visible_point(scene, key) -> tuple[int, int]:
    """A point where the card hotspot ``key`` is the one hit (its visible part)."""
    spot = spot_of(scene, key)
    r = spot.rect
    for dy in range(0, r.height // 2, 4):
        for x in range(r.left + 4, r.right - 4, 3):
            for y in (r.centery - dy, r.centery + dy):
                hit = hotspot_at(scene.hotspots, (x, y))
                if hit is not None and hit.key == key:
                    return (x, y)
    raise AssertionError(f"{key} cannot be hit anywhere")


def click_card(app, scene, place: int, card: str) -> None:
    click(app, visible_point(scene, ("card", place, card)))


# ---------------------------------------------------------------------------------- the fanned hand
def test_the_hand_is_sorted_and_fanned_and_the_dummys_is_sorted_too(table):
    scene = open_at(table, 3, lambda st: st.night == 1 and st.tricks == 1 and st.phase is Phase.PLAY)
    v = scene.view
    order = scene.table.data.hand_order
    mine = scene.table.geometry.my_place()
    for place in range(4):
        cards = scene.table.geometry.hand_cards(place)
        if v.places[place] == DUMMY or place == mine:
            assert cards is not None and list(cards) == sorted(v.hands[place].cards, key=order.__getitem__)
            rects = [scene.table.choreo.target(("card", c)) for c in cards]
            side = scene.table.geometry.side(place)
            if side in ("bottom", "top"):
                assert [r.x for r in rects] == sorted(r.x for r in rects), "laid out left to right in order"
            else:
                assert [r.y for r in rects] == sorted(r.y for r in rects), "laid out down the side in order"
            dealt = v.hands[place].cards  # hand_rects lists the hand in its own order: where each card lies
            assert [scene.table.choreo.target(("card", c)) for c in dealt] == scene.table.geometry.hand_rects(place, len(dealt))
        else:
            assert cards is None
    from scenes.muertos.layout import fan_angle

    rects = [scene.table.choreo.target(("card", c)) for c in scene.table.geometry.hand_cards(mine)]
    angles = [fan_angle(r) for r in rects]
    assert angles == sorted(angles, reverse=True), "the left cards lean left, the right ones right"
    assert abs(angles[0] + angles[-1]) < 0.6 and 3 < angles[0] < 10, "a gentle fan, even on both sides"
    middle = rects[len(rects) // 2]
    assert rects[0].y > middle.y and rects[-1].y > middle.y, "the cards lie on an arc"
    assert all(b.x - a.x < a.width for a, b in zip(rects, rects[1:])), "they overlap a little"


def _topmost(scene, images, pos):
    """The card whose drawn pixel is on top at ``pos`` (the last drawn), from the drawn images."""
    top = None
    for card, img, where in images:
        x, y = pos[0] - where.x, pos[1] - where.y
        if 0 <= x < where.width and 0 <= y < where.height and img.get_at((x, y)):
            top = card
    return top


@pytest.mark.parametrize("selected", [False, True])
def test_the_topmost_card_under_the_pointer_wins(table, selected):
    from scenes.muertos.layout import CARD, LIFT, fan_angle
    from scenes.muertos.pieces import turned_face

    scene = open_at(table, 4, lambda st: st.night == 0 and st.tricks == 1 and st.phase is Phase.PLAY)
    place = scene.table.geometry.my_place()
    cards = scene.table.geometry.hand_cards(place)
    assert len(cards) >= 5
    if selected:  # one click lifts a card: it is hit where it is drawn, and still where it was
        pick = cards[2]
        click(table, scene.table.choreo.target(("card", pick)).center)
        assert scene.table.selected == pick
    colour = scene.table.data.nights[scene.view.night].colour
    images = []
    for card in cards:  # the cards as drawn, in the order drawn: their opaque pixels
        rect = scene.table.choreo.target(("card", card))
        img = turned_face(scene.assets, scene.table.data.cards[card], CARD, colour, fan_angle(rect))
        centre = rect.move(0, -LIFT).center if card == scene.table.selected else rect.center
        images.append((card, pygame.mask.from_surface(img), img.get_rect(center=centre)))
    checked = 0
    for x in range(280, 780, 4):
        for y in range(550, 720, 3):
            want = _topmost(scene, images, (x, y))
            if any(_topmost(scene, images, (x + dx, y + dy)) != want for dx, dy in ((2, 0), (-2, 0), (0, 2), (0, -2))):
                continue  # on an edge: a pixel either way
            spot = hotspot_at(scene.hotspots, (x, y))
            got = spot.key[2] if spot is not None and spot.key[:2] == ("card", place) else None
            if want is None and got == scene.table.selected and selected:
                continue  # the lifted card is also hit where it lay
            assert got == want, ((x, y), got, want)
            checked += 1
    assert checked > 2500
    if selected:  # where it lay before rising, the picked card still answers
        rect = scene.table.choreo.target(("card", pick))
        below = (rect.centerx, rect.bottom - 4)
        assert hotspot_at(scene.hotspots, below).key == ("card", place, pick)


def test_hovering_a_dimmed_card_where_it_shows_says_why_and_a_double_click_there_plays(table):
    def unplayable(st):
        legal = st.legal_actions(0)
        return st.phase is Phase.PLAY and not any(isinstance(a, SetAside) for a in legal) and len(
            {a.card for a in legal}) < len(st.hands[st.place_of(0)]) and len(st.hands[st.place_of(0)]) >= 5

    scene = open_at(table, 4, unplayable)
    place = scene.table.geometry.my_place()
    refused = [c for c in scene.table.geometry.hand_cards(place) if scene.table.why_not(Play(c)) is not None]
    card = refused[0]
    pos = visible_point(scene, ("card", place, card))
    table.frame(1 / 60, [motion(pos)])
    assert scene.tooltip.key == ("card", place, card), "the tooltip of the card under the pointer"
    tip = spot_of(scene, ("card", place, card)).tooltip()
    assert any(scene.table.why_not(Play(card)) in line for line in tip.lines)
    playable = next(c for c in scene.table.geometry.hand_cards(place) if scene.table.why_not(Play(c)) is None
                    and scene.table.data.cards[c].kind != "choose")
    pos = visible_point(scene, ("card", place, playable))
    click(table, pos)
    assert scene.table.selected == playable
    click(table, visible_point(scene, ("card", place, playable)))  # the lifted card, hit where it is now
    assert playable not in scene.state.hands[place]
    assert any(e.kind == "play" and e.data[1] == playable for e in scene.state.events)


def test_a_card_dragged_from_the_fan_to_the_table_is_played(table):
    scene = open_at(table, 4, lambda st: st.phase is Phase.PLAY and st.acted >= 1 and sum(
        1 for a in st.legal_actions(0) if isinstance(a, Play)) >= 2)
    place = scene.table.geometry.my_place()
    card = next(a.card for a in scene.legal_actions() if isinstance(a, Play)
                and scene.table.data.cards[a.card].kind not in ("choose", "ask", "swap"))
    start = visible_point(scene, ("card", place, card))
    table.frame(1 / 60, [motion(start), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    for i in range(1, 9):
        pos = (start[0] + (524 - start[0]) * i // 8, start[1] + (330 - start[1]) * i // 8)
        table.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))])
    assert scene.drag.dragging and scene.drag.pressed.key == ("card", place, card), "the card under the pointer"
    table.frame(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(524, 330), button=1)])
    assert card not in scene.state.hands[place]
    assert any(e.kind == "play" and e.data[1] == card for e in scene.state.events)


# ---------------------------------------------------------------------------------- scores on the table
def test_the_scoreboard_shows_each_night_and_tonights_running_count(table, monkeypatch):
    from game.rules.muertos.view import night_scores

    scene = open_at(table, 4, lambda st: st.night == 1 and st.tricks >= 3 and st.phase is Phase.PLAY)
    v = scene.view
    rows = night_scores(scene.table.data, v)
    over = [e for e in scene.state.events if e.kind == "night_over"]
    assert len(over) == 1
    first = over[0].data[1]
    assert rows[0][0] == first[0] and rows[1][0] == first[1], "the first night as it ended"
    tonight = [(sum(1 for c in cards if scene.table.data.cards[c].kind == "food"),
                sum(1 for c in cards if scene.table.data.cards[c].kind == "muertos")) for cards in scene.state.captured]
    assert rows[0][1] == tonight[0] and rows[1][1] == tonight[1], "tonight as it stands"
    assert rows[0][2] is None and rows[1][2] is None, "the last night is still to come"
    cols = scene.table.score_columns(v)
    assert cols[0] == ("Your side", 0)
    from scenes.widgets import text as T

    drawn = []
    real = T.text

    def spy(assets, content, *args, **kwargs):
        drawn.append(content)
        return real(assets, content, *args, **kwargs)

    monkeypatch.setattr(T, "text", spy)
    scene.table.parts.part("scores").paint(pygame.Surface((1280, 720)), v)
    monkeypatch.undo()
    for food, muertos in (first[0], first[1], tonight[0], tonight[1]):
        assert f"{food}F {muertos}M" in drawn
    assert "Tonight" in drawn and "Pairs" in drawn
    totals = scene.state.team_totals()
    pairs = [min(totals[s][0] + tonight[s][0], totals[s][1] + tonight[s][1]) for s in (0, 1)]
    assert all(str(p) in drawn for p in pairs)


def test_the_kingmaker_rule_shows_on_the_table_on_the_last_night_only(table, monkeypatch):
    scene = open_at(table, 3, lambda st: st.night == 1 and st.phase is Phase.PLAY)
    assert scene.view.kingmakers == () and scene.table.kingmaker_note(scene.view) is None
    scene = open_at(table, 3, lambda st: st.night == 2 and st.kingmakers and st.phase is Phase.PLAY)
    v = scene.view
    assert v.kingmakers == tuple(sorted(scene.state.kingmakers.items()))
    note = scene.table.kingmaker_note(v)
    (seat, mate), = v.kingmakers
    if seat == scene.seat:
        assert note.startswith("you can no longer win alone") and scene.seat_name(mate) in note
    else:
        assert scene.seat_name(seat) in note and ("you do" if mate == scene.seat else scene.seat_name(mate)) in note
    from scenes.widgets import text as T

    shown = []
    real = T.render_rich

    def spy(assets, markup, *args, **kwargs):
        shown.append(markup)
        return real(assets, markup, *args, **kwargs)

    monkeypatch.setattr(T, "render_rich", spy)
    scene.table.parts.part("scores").paint(pygame.Surface((1280, 720)), v)
    monkeypatch.undo()
    assert any("Kingmaker" in m and T.escape(note) in m for m in shown)


# ---------------------------------------------------------------------------------- decisions by click
def test_swap_gives_the_clicked_card_to_the_partner(table):
    scene = open_at(table, 4, lambda st: st.phase is Phase.PLAY and Play("swap") in st.legal_actions(0)
                    and len(st.hands[st.place_of(0)]) >= 3)
    assert scene.propose(Play("swap"))
    assert scene.state.phase is Phase.SWAP_GIVE and scene.players_turn
    place = scene.table.geometry.my_place()
    assert "Swap" in scene.prompt()
    card = scene.table.geometry.hand_cards(place)[-1]
    assert isinstance(scene.table.card_action(place, card), SwapGive)
    n = len(scene.state.events)
    click_card(table, scene, place, card)  # one click is enough: it is no play
    given = [e for e in scene.state.events[n:] if e.kind == "swap_give"]
    assert [e.data[:3] for e in given] == [(place, (place + 2) % 4, card)]
    assert given[0].visible_to == {0, 2}, "named to the two partners only"


def test_the_partner_returns_a_card_with_a_click(table):
    scene = open_at(table, 4, lambda st: st.phase is Phase.SWAP_RETURN)
    place = scene.table.geometry.my_place()
    swapper = scene.state.asker
    assert swapper == (place + 2) % 4 and "back" in scene.prompt()
    came = [e for e in scene.state.events if e.kind == "swap_give"][-1].data[2]
    assert came in scene.table.geometry.hand_cards(place), "the card passed across shows in the hand, sorted in"
    card = next(c for c in scene.table.geometry.hand_cards(place) if c != came)
    assert isinstance(scene.table.card_action(place, card), SwapReturn)
    assert scene.table.card_action(swapper, card) is None
    n = len(scene.state.events)
    click_card(table, scene, place, card)
    back = [e.data[:3] for e in scene.state.events[n:] if e.kind == "swap_return"]
    assert back == [(place, swapper, card)]


def test_the_gift_exchange_gives_the_clicked_card_to_the_winner(table):
    scene = open_at(table, 4, lambda st: st.phase is Phase.GIFT_GIVE)
    place = scene.table.geometry.my_place()
    winner = scene.view.winner
    assert (place + 1) % 4 == winner, "the player on the winner's right gives"
    taken = scene.view.taken
    assert taken is not None and taken in scene.table.geometry.hand_cards(place), "the card taken shows to the taker"
    card = scene.table.geometry.hand_cards(place)[0]
    assert isinstance(scene.table.card_action(place, card), GiftGive)
    n = len(scene.state.events)
    click_card(table, scene, place, card)
    gifts = [e.data[:3] for e in scene.state.events[n:] if e.kind == "gift_give"]
    assert gifts == [(place, winner, card)]


def test_three_players_the_player_takes_the_clicked_card_from_the_dummy_then_gives_one(table):
    scene = open_at(table, 3, lambda st: st.phase is Phase.GIFT_TAKE)
    place = scene.table.geometry.my_place()
    dummy = scene.view.winner
    assert scene.view.places[dummy] == DUMMY and (place + 1) % 4 == dummy
    assert "dummy" in scene.prompt()
    want = scene.table.geometry.hand_cards(dummy)[-1]
    assert isinstance(scene.table.card_action(dummy, want), GiftTake)
    assert scene.table.card_action(place, scene.table.geometry.hand_cards(place)[0]) is None, "the own hand waits its turn"
    click_card(table, scene, dummy, want)
    assert want in scene.state.hands[place] and scene.state.phase is Phase.GIFT_GIVE
    taken = [e for e in scene.state.events if e.kind == "gift_take"][-1]
    assert taken.data[:3] == (place, dummy, want) and taken.visible_to is None, "the dummy's hand is open"
    assert scene.players_turn and want in scene.table.geometry.hand_cards(place)
    give = next(c for c in scene.table.geometry.hand_cards(place) if c != want)
    n = len(scene.state.events)
    click_card(table, scene, place, give)
    gifts = [e.data[:3] for e in scene.state.events[n:] if e.kind == "gift_give"]
    assert gifts == [(place, dummy, give)]


@pytest.mark.parametrize("players", [3, 4])
def test_a_three_facing_several_tens_cancels_the_clicked_one(table, players):
    scene = open_at(table, players, lambda st: st.phase is Phase.CANCEL)
    legal = scene.legal_actions()
    assert len(legal) >= 2 and all(isinstance(a, CancelTen) for a in legal)
    assert "cancels" in scene.prompt()
    target = legal[-1].position
    spot = spot_of(scene, ("ten", target))
    assert spot.rect.center == scene.table.geometry.trick_pos(target)
    three = scene.view.asker  # the player's own 3, or (three players) the dummy's
    assert scene.view.seat_at(three) == scene.seat
    n = len(scene.state.events)
    click(table, scene.table.geometry.trick_pos(target))
    cancels = [e for e in scene.state.events[n:] if e.kind == "cancel" and e.data[0] == three]
    assert [e.data[1] for e in cancels] == [target], "that 10 and no other"


# ---------------------------------------------------------------------------------- undo, suggest
def test_ctrl_z_takes_back_the_own_card_but_never_past_another_seats(table):
    table.settings.automaton_speed = "normal"  # the next AI card waits a moment: time to take it back

    def mid_trick(st):
        return st.phase is Phase.PLAY and 0 < st.acted < 3 and any(
            isinstance(a, Play) and st.card(a.card).kind not in ("choose", "ask", "swap") for a in st.legal_actions(0))

    scene = open_at(table, 4, mid_trick)
    place = scene.table.geometry.my_place()
    session = scene.session
    hand = list(scene.state.hands[place])
    card = next(a.card for a in scene.legal_actions() if isinstance(a, Play)
                and scene.table.data.cards[a.card].kind not in ("choose", "ask", "swap"))
    click_card(table, scene, place, card)
    click_card(table, scene, place, card)
    assert card not in scene.state.hands[place] and session.log[-1].seat == 0
    table.frame(1 / 60, [ctrl_z()])
    assert sorted(scene.state.hands[place]) == sorted(hand), "the card is back in the hand"
    assert not any(c == card for _, c, _ in scene.state.trick)
    assert card in scene.table.geometry.hand_cards(place) and scene.table.choreo.target(("card", card)) is not None
    click_card(table, scene, place, card)
    click_card(table, scene, place, card)  # played again
    n = len(session.log)
    assert frames_until(table, lambda: len(session.log) > n and session.log[-1].seat != 0)
    moved = len(session.log)
    table.toasts.clear()
    table.frame(1 / 60, [ctrl_z()])
    assert len(session.log) >= moved and session.log[moved - 1].seat != 0, "nothing taken back"
    assert any(c == card for _, c, _ in scene.state.trick) or scene.state.tricks > 0
    assert any("Nothing to undo" in message for message, _ in table.toasts)


def test_the_suggest_button_suggests_a_card_and_lights_it(table):
    scene = open_at(table, 4, lambda st: st.phase is Phase.PLAY and len(st.legal_actions(0)) >= 2
                    and st.night == 0 and st.tricks >= 1)
    place = scene.table.geometry.my_place()
    click(table, scene.tool("suggest").rect.center)
    assert scene.thinking, "it thinks in the worker"
    assert frames_until(table, lambda: not scene.thinking)
    assert scene.suggestion is not None
    action, reason = scene.suggestion
    assert isinstance(action, (Play, SetAside)) and scene.why_illegal(action) is None and reason
    assert action.card in scene.table.geometry.hand_cards(place)
    assert ("card", place, action.card) in scene.table.suggestion_keys(), "the suggested card glows"
    n = len(scene.session.log)
    click(table, scene.tool("do_it").rect.center)
    assert (scene.session.log[n].seat, scene.session.log[n].action) == (0, action), "Do it plays it"


# ---------------------------------------------------------------------------------- hotseat
def test_the_curtain_falls_at_every_hand_off(table, monkeypatch):
    import scenes.muertos.pieces as table_module
    from scenes.tables import play_scene
    MuertosScene = play_scene("muertos")

    session = Session(GAME, game_setup(4, humans=4), 11)
    scene = MuertosScene(table, session)
    table.push(scene)
    drawn: list[str] = []
    real = table_module.card_face

    def spy(assets, card, size=table_module.CARD, muertos_colour=None):
        drawn.append(card.id)
        return real(assets, card, size, muertos_colour)

    monkeypatch.setattr(table_module, "card_face", spy)
    table_module._FACES.clear()
    handoffs = 0
    for _ in range(3):  # three people in turn come to the screen
        st = session.state
        (seat,) = st.to_move()
        assert scene.curtain == seat, "the table is hidden until the next person is at the screen"
        drawn.clear()
        table.dirty = True
        table.frame(1 / 60, [])
        hidden = set().union(*(set(h) for h in st.hands))
        assert not (set(drawn) & hidden), "no hand shows behind the curtain"
        scene.handover.lift()
        drawn.clear()
        table.dirty = True
        table.frame(1 / 60, [])
        mine = st.place_of(seat)
        others = set().union(*(set(st.hands[p]) for p in range(4) if p != mine))
        assert set(st.hands[mine]) & set(drawn) and not (others & set(drawn)), "only their own hand"
        action = next(a for a in scene.legal_actions()  # a plain card: the turn passes on
                      if scene.table.data.cards[a.card].kind not in ("ask", "swap", "choose"))
        assert scene.propose(action)
        handoffs += 1
        table.frame(1 / 60, [])
    assert handoffs == 3


# ---------------------------------------------------------------------------------- the table's named parts
def test_every_part_has_a_name_to_point_at(table):
    scene = open_at(table, 3, lambda st: st.night == 1 and st.tricks >= 1 and st.phase is Phase.PLAY)
    t = scene.table.parts
    assert t.names() == ["topbar", "captures", "seat:1", "seat:2", "seat:3", "hand", "hand:1", "hand:2", "hand:3",
                         "trick", "colours", "discards", "scores", "prompt"]
    mine = scene.table.geometry.my_place()
    for card in scene.table.geometry.hand_cards(mine):
        piece = t.piece(("card", mine, card))
        assert piece is not None and t.part_of(piece.key).name == "hand"
    dummy = scene.view.places.index(DUMMY)
    rel = (dummy - mine) % 4
    assert t.part(f"hand:{rel}").pieces(scene.view), "the dummy's hand lies face up: its cards can be pointed at"
    assert t.part("discards").pieces(scene.view)[0].key == ("discards",)
    for piece in t.pieces():
        assert piece.tooltip is not None or piece.no_tooltip, f"{piece.key} says nothing on hover by accident"
    assert [s.key for s in scene.hotspots] == [p.key for p in t.pieces()], "the hotspots are the parts' pieces"


def test_the_table_hits_the_piece_the_hotspots_hit(table):
    scene = open_at(table, 4, lambda st: st.phase is Phase.PLAY and len(st.hands[st.place_of(0)]) >= 6)
    for x in range(0, 1048, 9):
        for y in range(48, 720, 9):
            piece = scene.table.parts.hit((x, y))
            spot = hotspot_at(scene.hotspots, (x, y))
            assert (piece and piece.key) == (spot and spot.key), (x, y)


def test_the_trick_refuses_a_dropped_card_with_the_rules_reason(table):
    scene = open_at(table, 4, lambda st: st.phase is Phase.PLAY and len(st.trick) >= 1
                    and any(a not in st.legal_actions(0) for a in (Play(c) for c in st.hands[st.place_of(0)])))
    place = scene.table.geometry.my_place()
    for card in scene.table.geometry.hand_cards(place):
        (target,) = scene.table.parts.drop_targets(("card", place, card))
        assert target.key == ("trick",)
        reason = scene.table.why_not(scene.table.card_action(place, card))
        assert target.legal == (reason is None) and target.reason == reason
    assert any(not t.legal for c in scene.table.geometry.hand_cards(place) for t in scene.drop_targets(("card", place, c)))
    other = (place + 1) % 4
    (target,) = scene.table.parts.drop_targets(("card", other, "x"))
    assert not target.legal and say(target.reason, "en") == "Not now.", "a card of a hand the seat does not play from"


def test_a_tooltip_closes_when_its_card_leaves(table):
    scene = open_at(table, 4, lambda st: st.phase is Phase.PLAY and len(st.hands[st.place_of(0)]) >= 4)
    place = scene.table.geometry.my_place()
    card = next(c for c in scene.table.geometry.hand_cards(place) if scene.table.why_not(scene.table.card_action(place, c)) is None)
    key = ("card", place, card)
    pos = visible_point(scene, key)
    table.frame(1 / 60, [motion(pos)])
    scene.tooltip.show_now()
    assert scene.tooltip.visible and scene.tooltip.key == key
    scene.hotspots = [s for s in scene.hotspots if s.key != key]  # the card went without a rebuilt tooltip
    table.frame(1 / 60, [])
    assert not scene.tooltip.visible, "the kit closes a tooltip whose piece has gone"
    scene.hotspots = scene.table.build_hotspots()
    table.frame(1 / 60, [motion(pos)])
    scene.tooltip.show_now()
    assert scene.tooltip.visible
    assert scene.propose(scene.table.card_action(place, card))
    table.frame(1 / 60, [])
    assert scene.tooltip.key != key and not (scene.tooltip.visible and scene.tooltip.key == key)


def test_the_overlays_come_in_the_kits_order(table):
    from scenes.kit import overlay

    scene = open_at(table, 4, lambda st: st.phase is Phase.PLAY and len(st.trick) >= 1)
    scene.refuse("Follow the colour led.", (500, 400))
    scene.table.toggle_discards()
    key = scene.hotspots[0].key
    scene.tooltip.hover(key, lambda: None, scene.hotspots[0].rect, (500, 400))
    table.frame(1 / 60, [])
    ranks = [rank for rank, _, _ in scene.overlays.drawn]
    assert ranks == sorted(ranks)
    names = [name for _, name, _ in scene.overlays.drawn]
    assert names.index("refusal") < names.index("discard_sheet"), "a dialog lies over a refusal"
    assert scene.overlays.covered() == []
    assert overlay.RANK_NAMES.index("tooltip") < overlay.RANK_NAMES.index("refusal")


@pytest.mark.parametrize("scale", [100, 125, 150])
def test_the_tables_text_stays_in_its_boxes_at_every_ui_scale(table, scale):
    from scenes.kit import fit
    from scenes.widgets import layers

    scene = open_at(table, 3, lambda st: st.night == 2 and st.kingmakers and st.phase is Phase.PLAY)
    table.settings.ui_scale = scale
    table.apply_settings()
    with fit.recording() as boxes, layers.caching(False):
        scene.draw(pygame.Surface((1280, 720)))
    assert boxes, "the prompt, the score headings and the notes go through fit"
    assert [b for b in boxes if b.spills] == []


def test_the_dummys_face_up_hand_shows_whole_cards_and_its_name_tag_clears_the_border(table):
    """Three players: the dummy's seven cards lie face up without covering one another (each face
    whole, not only its rank), clear of the name tag above and the panels below; the longest tag a
    side seat wears stays inside the table's painted border."""
    from scenes.muertos.layout import CAPTURES_RECT, TABLE
    from scenes.muertos.parts import tag_box

    scene = open_at(table, 3, lambda st: st.phase is Phase.PLAY and sum(map(len, st.hands)) == 28
                    and (st.places.index(DUMMY) - st.places.index(0)) % 2 == 1)  # the dummy at a side
    v = scene.view
    place = v.places.index(DUMMY)
    assert scene.table.geometry.side(place) in ("left", "right")
    rects = scene.table.geometry.hand_rects(place, v.hands[place].size)
    assert len(rects) == 7
    for i, a in enumerate(rects):
        assert not any(a.colliderect(b) for b in rects[i + 1:]), "a dummy card covers another"
        assert TABLE.inflate(-30, -30).contains(a) and a.bottom < CAPTURES_RECT.top
        assert a.top > scene.table.geometry.panel_rect(place).bottom + 20  # below the name tag and its badge
    for side_place in range(4):
        panel = scene.table.geometry.panel_rect(side_place)
        box = tag_box((190, 22), panel)  # "Dummy (Maximiliana) · 7 cards"
        assert box.left >= TABLE.left + 20 and box.right <= TABLE.right - 20, (side_place, box)
