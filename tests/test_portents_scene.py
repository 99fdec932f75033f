"""The Portents table, headless: the push previewed on hover and made by click, a refused push
with the rules' reason, hand tiles dragged into the gaps (a refused drop snapping back with the
reason), Burnt Offerings chosen by click, whole games played through the scene (solo at every
difficulty, the challenges, the duel against an AI and at one computer), a resized window, the
hotseat curtain, the shared sliding-tile widget on its own, and every shot; the Kitty's turn and a
Scrying told step by step (the log line with its step, Omens flying to their collector, the
Kitty's next move waiting, a click skipping to the end, drawing that changes nothing); the
storyboard on its own; the cached layers repainted when the view, the window or the colour-blind
setting changes."""
from __future__ import annotations

import random

import pygame
from conftest import frame
import pytest

from game import registry
from game.protocol import SeatSetup, Setup
from game.protocol import AUTOMATON
from game.rules.portents.actions import Burn, Pass, Place, Shift
from game.rules.portents.altar import GAP
from game.rules.portents.state import Phase
from game.session import Session
from table_hands import click, drag, open_table
from game.text import say

GAME = registry.get("portents")


def solo(difficulty: str = "standard", **challenges) -> Setup:
    return Setup("solo", (SeatSetup("human", "You"),), {"difficulty": difficulty, **challenges})


def duel(humans: int = 1) -> Setup:
    return Setup("duel", (SeatSetup("human", "You"),
                          SeatSetup("human", "Rosa") if humans > 1 else SeatSetup("bot", "Rosa", "random")))


def move(app, pos):
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def first_shift(st, seat: int = 0) -> Shift:
    return next(a for a in st.legal_actions(seat) if isinstance(a, Shift))


def test_hovering_an_arrow_previews_the_slide_and_a_click_pushes(table):
    session = Session(GAME, solo(), 3)
    scene = open_table(table, session)
    st = session.state
    shift = first_shift(st)
    arrow = scene.table.grid.arrow_rect(shift.side, shift.lane)
    move(table, arrow.center)
    assert scene.table.hover_arrow == (shift.side, shift.lane)
    slide = scene.table.preview()
    lane = st.data.sides[shift.side][shift.lane]
    assert slide.falls == lane[2] and slide.opens == lane[0]
    assert slide.moves == {lane[0]: lane[1], lane[1]: lane[2]}
    table.dirty = True
    frame(table)  # the preview draws
    far = st.altar[lane[2]]
    click(table, arrow.center)
    assert st.pushed == [far] and st.altar[lane[0]] == GAP
    assert st.side == shift.side, "the push is under way from that side"


def test_a_refused_push_says_the_rules_reason(table):
    session = Session(GAME, solo(), 3)
    st = session.state
    shift = first_shift(st)
    session.apply(0, shift)
    scene = open_table(table, session)
    other = next(s for s in ("top", "right", "bottom", "left") if s != shift.side)
    assert (other, 0) not in scene.table.arrow_states(), "only the side of the push keeps its arrows"
    before = st.digest()
    scene.table.push(other, 0)
    assert st.digest() == before
    assert scene.drag.message is not None and scene.drag.message.text == say(st.why_illegal(0, Shift(other, 0)), "en")


def test_a_hand_tile_dragged_into_the_gap_proposes_the_placement(table):
    session = Session(GAME, solo(), 5)
    st = session.state
    session.apply(0, first_shift(st))
    scene = open_table(table, session)
    gap = st.altar.index(GAP)
    hand = list(st.hands[0])
    tile = next(t for t in hand if st.why_illegal(0, Place(st.data.tile_names[t], gap)) is None)
    start = scene.table.geometry.hand_rects(len(hand))[hand.index(tile)].center
    drag(table, start, scene.table.grid.cell_rect(gap).center)
    placed = [e for e in st.events if e.kind == "place"]
    assert placed and placed[-1].data == (0, tile, gap)
    assert [e.action for e in session.log if e.seat == 0][-1] == Place(st.data.tile_names[tile], gap)


def test_a_refused_drop_snaps_back_with_the_rules_reason(table):
    session = Session(GAME, solo(), 5)
    st = session.state
    scene = open_table(table, session)
    hand = list(st.hands[0])
    tile = hand[0]
    before = st.digest()
    # no push yet: no gap to drop into
    drag(table, scene.table.geometry.hand_rects(3)[0].center, scene.table.grid.cell_rect(4).center)
    assert st.digest() == before
    reason = say(st.why_illegal(0, Place(st.data.tile_names[tile], 4)), "en")
    assert reason and scene.drag.message is not None and scene.drag.message.text == reason
    assert not scene.drag.dragging and st.hands[0] == hand, "the tile is back in the hand"
    # after a push, a tile still may not go onto a square that holds one
    session.apply(0, first_shift(st))
    scene.refresh()
    full = next(c for c in range(9) if st.altar[c] != GAP)
    drag(table, scene.table.geometry.hand_rects(3)[0].center, scene.table.grid.cell_rect(full).center)
    assert scene.drag.message.text == say(st.why_illegal(0, Place(st.data.tile_names[tile], full)), "en")
    assert st.hands[0] == hand


def test_the_table_is_made_of_named_parts_and_every_hotspot_belongs_to_one(table):
    squares = [f"altar:{c}" for c in range(9)]
    slots = [f"slot:{s}" for s in range(16)]
    session = Session(GAME, solo(), 5)
    session.apply(0, first_shift(session.state))
    scene = open_table(table, session)
    assert scene.table.parts.names() == ["topbar", *slots, "kitty", "bag", "altar", *squares, "hand", "pushed", "mine"]
    spots = scene.table.build_hotspots()
    assert spots and all(scene.table.parts.part_of(h.key) is not None for h in spots)
    assert all(h.tooltip().title for h in spots if h.tooltip is not None), "every part's tooltip has words"
    assert scene.table.parts.part_of(("cell", 4)).name == "altar"
    assert scene.table.parts.part_of(("hand", session.state.hands[0][0])).name == "hand"
    gap = session.state.altar.index(GAP)
    targets = scene.drop_targets(("hand", session.state.hands[0][0]))
    assert [t.key for t in targets] == [(name,) for name in squares]
    assert [t.legal for t in targets].count(True) >= 1 and targets[gap].rect == scene.table.grid.cell_rect(gap)
    duel_scene = open_table(table, Session(GAME, duel(), 5))
    assert duel_scene.table.parts.names() == ["topbar", *slots, "altar", *squares, "hand", "pushed", "rival_hand", "mine", "theirs"]
    assert all(duel_scene.table.parts.part_of(h.key) is not None and (h.tooltip is None or h.tooltip().title)
               for h in duel_scene.table.build_hotspots())


def test_click_a_hand_tile_then_a_gap(table):
    session = Session(GAME, solo(), 5)
    st = session.state
    session.apply(0, first_shift(st))
    scene = open_table(table, session)
    gap = st.altar.index(GAP)
    hand = list(st.hands[0])
    tile = next(t for t in hand if st.why_illegal(0, Place(st.data.tile_names[t], gap)) is None)
    click(table, scene.table.geometry.hand_rects(3)[hand.index(tile)].center)
    assert scene.table.selected == tile
    click(table, scene.table.grid.cell_rect(gap).center)
    assert st.altar[gap] == tile or st.phase is not Phase.PUSH


def _to_burn_choice(seed_from: int = 1):
    """A solo game played at random until the player chooses a Burnt Offering."""
    for seed in range(seed_from, seed_from + 200):
        session = Session(GAME, solo(), seed)
        rng = random.Random(seed)
        for _ in range(200):
            st = session.state
            if st.is_over:
                break
            if st.phase is Phase.BURN:
                return session
            session.advance_automaton() if session.next_step().kind == "automaton" else \
                session.apply(0, rng.choice(st.legal_actions(0)))
    pytest.skip("no Burnt Offering choice found")


def test_a_burnt_offering_is_chosen_by_clicking_a_glowing_tile(table):
    session = _to_burn_choice()
    st = session.state
    scene = open_table(table, session)
    assert "Burnt Offering" in scene.prompt()
    burn = st.legal_actions(0)[0]
    assert isinstance(burn, Burn)
    tile = st.data.tile_index[burn.tile]
    click(table, scene.table.grid.cell_rect(st.altar.index(tile)).center)
    assert (st.lit >> tile) & 1


def play_through_scene(app, session, seed: int, limit: int = 3000) -> None:
    """Every human decision proposed through the scene (random legal moves), the automaton and
    AI seats played by the scene's own loop; hotseat curtains lifted as a person would."""
    scene = open_table(app, session)
    rng = random.Random(seed)
    for _ in range(limit):
        if session.state.is_over:
            break
        if scene.curtain is not None:
            scene.handover.lift()
        if scene.players_turn:
            legal = scene.legal_actions()
            action = rng.choice(legal)
            assert scene.propose(action), action
            if len(session.log) % 10 == 0:
                app.dirty = True
                frame(app)
        else:
            frame(app)
    assert session.state.is_over
    for _ in range(10):
        frame(app)
    assert app.scene.name == "portents_end"
    app.dirty = True
    frame(app)


@pytest.mark.parametrize("difficulty", ["cute", "middling", "standard", "expert", "oracle"])
def test_a_whole_solo_game_plays_through_the_scene(table, difficulty):
    seed = 11 + len(difficulty)
    play_through_scene(table, Session(GAME, solo(difficulty), seed), seed)


def test_a_solo_game_with_every_challenge_plays_through_the_scene(table):
    setup = solo("standard", chaotic_cat=True, feed_the_cat=True, felis_pyromanias=True, dont_disturb=True)
    play_through_scene(table, Session(GAME, setup, 4), 4)


def test_a_whole_hotseat_duel_plays_through_the_scene_to_the_end_screen(table):
    session = Session(GAME, duel(2), 22)  # a short game, ended by the four-offerings rule
    play_through_scene(table, session, 22)
    if session.state.reason == "burnt":
        assert any("four Burnt Offerings" in text for _, text in table.scene.highlights())


def test_the_ai_rival_plays_its_turns_in_the_worker_and_says_why(table):
    session = Session(GAME, duel(1), 6)
    scene = open_table(table, session)
    rng = random.Random(6)
    ai_moves = lambda: [e for e in session.log if e.seat == 1]  # noqa: E731
    for _ in range(4000):
        if len(ai_moves()) >= 4 or session.state.is_over:
            break
        if scene.players_turn:
            assert scene.propose(rng.choice(scene.legal_actions()))
        else:
            frame(table)
    assert len(ai_moves()) >= 4
    assert any("Rosa" in line for line in scene.log_markup())


def test_the_hotseat_duel_passes_the_screen_between_players(table):
    session = Session(GAME, duel(2), 7)
    scene = open_table(table, session)
    assert scene.curtain is not None, "the first player comes to the screen first"
    scene.handover.lift()
    st = session.state
    first = scene.seat
    assert first in st.to_move()
    while scene.seat == first and not st.is_over:
        if scene.curtain is not None:
            break
        assert scene.propose(st.legal_actions(scene.seat)[0])
    assert scene.curtain == 1 - first
    table.dirty = True
    frame(table)  # the curtain hides the table
    scene.handover.lift()
    assert scene.seat == 1 - first and scene.players_turn


def test_the_table_draws_in_a_resized_window_and_in_colour_blind_mode(table):
    session = Session(GAME, solo(), 9)
    scene = open_table(table, session)
    pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    frame(table, [pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000)])
    table.settings.colour_blind = True
    table.dirty = True
    frame(table)
    shift = first_shift(session.state)
    arrow = scene.table.grid.arrow_rect(shift.side, shift.lane)
    # a click on the window lands on the arrow drawn there
    x, y = table.offset[0] + (arrow.centerx + 0.5) * table.scale, table.offset[1] + (arrow.centery + 0.5) * table.scale
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(x), int(y)), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(x), int(y)), button=1))
    for _ in range(3):
        table.frame(1 / 60, pygame.event.get())
    assert session.log and session.log[-1].action == shift


def test_pass_is_offered_when_no_push_is_possible(table):
    session = Session(GAME, solo(), 3)
    st = session.state
    st.good = {}  # a hand-built position: no push can end with a legal hand
    scene = open_table(table, session)
    scene.refresh()
    assert st.legal_actions(0) == [Pass()]
    assert not scene.table.arrow_states()
    assert "pass" in scene.prompt().lower()
    button = next(b for b in scene.all_buttons() if b.name == "btn_pass")
    click(table, button.rect.center)
    assert any(e.kind == "pass" for e in st.events)


def test_the_tile_grid_widget_slides_lanes_without_any_rules():
    from scenes.widgets.tile_grid import TileGrid

    grid = TileGrid(pygame.Rect(100, 100, 316, 316), 3, 8)
    assert grid.cell_rect(4).center == (258, 258)
    assert grid.cell_at(grid.cell_rect(7).center) == 7
    assert grid.lane_cells("right", 0) == (2, 1, 0) and grid.lane_cells("bottom", 2) == (8, 5, 2)
    contents = ["a", "b", None, "d", "e", "f", "g", "h", "i"]
    s = grid.slide(contents, "left", 0)
    assert s.moves == {0: 1, 1: 2} and s.falls is None and s.opens == 0
    s = grid.slide(contents, "top", 1)
    assert s.moves == {1: 4, 4: 7} and s.falls == 7
    assert grid.arrow_at(grid.arrow_rect("bottom", 1).center) == ("bottom", 1)
    import scenes.widgets.tile_grid as mod
    source = open(mod.__file__, encoding="utf-8").read()
    assert "game.rules" not in source, "the widget knows no game"


def test_the_portents_shots_render(tmp_path):
    from client.shots import render_shot, shot_builders

    names = [n for n in shot_builders() if n.startswith("portents/")]
    assert {"portents/solo", "portents/push-preview", "portents/duel", "portents/end"} <= set(names)
    for name in ("portents/push-preview",):
        out = render_shot(name, 2, tmp_path / (name.replace("/", "-") + ".png"))
        assert out.stat().st_size > 10_000


# ------------------------------------------------------------------ moves told step by step
@pytest.fixture
def animated(app):
    app.settings.animation_speed = "normal"
    app.settings.automaton_speed = "instant"
    app.audio = False
    return app


def slot_named(data, name: str) -> int:
    return next(i for i, s in enumerate(data.slots) if s.id == name)


def kitty_turn_session() -> Session:
    """A solo game at the Kitty's turn: it sits below the right column with an Omen to steal (no
    Portent last turn), pushes that column from the bottom (three tiles: nothing is lit), and prowls
    past its empty start slot (its first lap: the hat) to the next Omen."""
    session = Session(GAME, solo(), 1)
    st = session.state
    data = st.data
    st.kitty_slot = slot_named(data, "bottom-right")
    start = slot_named(data, "bottom-middle")
    st.collected[0].append(st.slots[start])
    st.slots[start] = GAP
    st.steal = True
    st.phase, st.active, st.old_lit = Phase.KITTY, AUTOMATON, st.lit
    return session


def run_story(app, scene, dt: float = 0.05, limit: int = 2000) -> list:
    """Frames until the move being told is told; what the table showed at each."""
    seen = []
    for _ in range(limit):
        if not scene.table.story.playing:
            break
        app.frame(dt, [])
        v = scene.table.seen
        seen.append({"caption": scene.table.caption or "", "log": len(scene.log_panel.entries), "altar": v.altar,
                     "kitty": v.kitty_slot, "laps": v.laps, "token": v.token, "omens": v.kitty_omens,
                     "shown": scene.table.teller.shown is not None})
    assert not scene.table.story.playing
    return seen


def test_the_kittys_turn_is_told_step_by_step_with_each_log_line_as_it_plays(animated):
    session = kitty_turn_session()
    st = session.state
    data = st.data
    stolen = st.slots[st.kitty_slot]
    altar_before, token_before = tuple(st.altar), st.token
    scene = open_table(animated, session)
    for _ in range(20):  # the Kitty moves at once (instant), and its turn is told
        if session.log:
            break
        frame(animated)
    assert [e.seat for e in session.log] == [AUTOMATON]
    assert scene.table.story.playing and scene.holding() and scene.table.my_phase() is None
    full = scene.log_markup.__func__  # the log as it stands once told
    steps = run_story(animated, scene)
    assert scene.table.teller.shown is None and scene.table.caption is None
    assert scene.log_panel.entries == full(scene)[-len(scene.log_panel.entries):]
    # the log's lines come one at a time, as their steps play
    sizes = [s["log"] for s in steps]
    assert sizes == sorted(sizes) and len(set(sizes)) >= 5
    # the steps in the rules' order, each said in the prompt bar: the steal and why, the push, the
    # draw, the prowl and the hat
    captions = [s["caption"] for s in steps]

    def first(word):
        return next(i for i, c in enumerate(captions) if word in c)
    assert "made no new Portent" in captions[0]
    assert first("steals the") < first("pushes the right column from the bottom") < first("draws") < first("prowls")
    assert any("wizard hat" in c for c in captions)
    # the stolen Omen joins the Kitty's before the push; the push is shown shift by shift
    assert next(i for i, s in enumerate(steps) if stolen in s["omens"]) < first("pushes")
    altars = list(dict.fromkeys(s["altar"] for s in steps if s["shown"]))
    lane = data.sides["bottom"][2]
    assert altars[0] == altar_before and len(altars) == 4, "three shifts, one at a time"
    for a, b in zip(altars, altars[1:]):
        assert b[lane[2]] == a[lane[1]] and b[lane[1]] == a[lane[0]], "one step of the right column upwards"
    assert altars[1][lane[0]] == token_before, "the token's tile goes in first"
    # the Kitty prowls slot by slot past its start (the lap, the hat) to the next Omen
    path = [k for k, _ in dict.fromkeys((s["kitty"], s["shown"]) for s in steps if s["shown"])]
    assert path[:3] == [slot_named(data, "bottom-right"), slot_named(data, "bottom-middle"),
                        slot_named(data, "bottom-left")]
    assert steps[-1]["laps"] == 1 == st.laps
    assert scene.table.seen.kitty_slot == st.kitty_slot


def test_a_click_skips_to_the_end_and_drawing_changes_nothing(animated):
    session = kitty_turn_session()
    scene = open_table(animated, session)
    while not scene.table.story.playing:
        frame(animated)
    for _ in range(30):
        frame(animated)
    digest, told, shown = session.state.digest(), scene.table.story.told, scene.table.teller.shown
    canvas = pygame.Surface((1280, 720))
    for _ in range(3):
        scene.draw(canvas)
    assert (session.state.digest(), scene.table.story.told, scene.table.teller.shown) == (digest, told, shown)
    assert scene.table.teller.shown is not None and scene.view.altar != scene.table.teller.shown.altar, "the table still tells the push"
    click(animated, scene.table.grid.cell_rect(4).center)
    assert not scene.table.story.playing and scene.table.teller.shown is None
    assert scene.table.seen.altar == tuple(session.state.altar)
    assert scene.log_panel.entries == scene.log_markup()
    assert [e.seat for e in session.log] == [AUTOMATON], "the click only skipped: no move was made"


def _player_move(wanted):
    """A solo game, and a move of the player there whose events and resulting state please
    ``wanted(events, state)`` (found by playing seeded random games)."""
    for seed in range(1, 300):
        session = Session(GAME, solo(), seed)
        rng = random.Random(seed)
        for _ in range(80):
            st = session.state
            if st.is_over:
                break
            if session.next_step().kind == "automaton":
                session.apply_automaton()
                continue
            for action in st.legal_actions(0):
                trial = st.clone()
                if wanted(trial.apply(0, action), trial):
                    return session, action
            session.apply(0, rng.choice(st.legal_actions(0)))
    pytest.skip("no such position found")


def test_a_scrying_flies_each_omen_to_its_collector(animated):
    session, action = _player_move(lambda events, st: any(e.kind == "collect" for e in events))
    st = session.state
    scene = open_table(animated, session)
    assert scene.propose(action)
    assert scene.table.story.playing
    omens = [e.data[1] for e in st.events if e.kind == "collect" and e.actor == 0]
    origin, size = scene.table.geometry.my_matrix()
    flew = set()
    for _ in range(2000):
        if not scene.table.story.playing:
            break
        frame(animated)
        layout = scene.table.choreo.layout
        for omen in omens:
            key = ("omen", omen)
            if layout.moving(key) and key in scene.table.teller.arcs:
                assert layout.targets[key] == scene.table.geometry.matrix_rect(origin, size, omen)
                flew.add(omen)
    assert omens and flew == set(omens), "every Omen flies on an arc to its place among the player's"
    assert "Burnt Offering" in scene.prompt(), "then the player lights an offering for the Portent"


def test_the_kitty_waits_while_the_players_move_is_told(animated):
    told = {"palm", "portent", "collect", "burn", "snuff", "stays_lit", "pass"}
    session, action = _player_move(lambda events, st: st.phase is Phase.KITTY
                                   and sum(1 for e in events if e.kind in told) >= 2)
    scene = open_table(animated, session)
    assert scene.propose(action)
    n = len(session.log)
    assert scene.table.story.playing and session.next_step().kind == "automaton"
    waited = 0
    for _ in range(2000):
        board = scene.table.story
        left = board.left + sum(b.seconds for b in board.beats) * board.speed  # seconds still to tell
        frame(animated)
        if len(session.log) > n:
            break
        waited += 1
        assert left > 0, "the Kitty moves once the move is told"
    assert left <= 1 / 60 + 1e-9 and waited > 10, "the Kitty waited while the move was told"
    assert session.log[-1].seat == AUTOMATON and scene.table.story.playing, "then its own turn is told"


def test_the_storyboard_plays_its_beats_in_order_at_the_animation_speed():
    from scenes.kit.telling import Storyboard

    speed = [1.0]
    board = Storyboard(lambda: speed[0])
    said = []
    for name, seconds in (("a", 1.0), ("b", 0.0), ("c", 2.0)):
        board.add(lambda n=name: said.append(n), seconds)
    assert board.playing and said == []
    board.update(0.1)
    assert said == ["a"]
    board.update(1.0)
    assert said == ["a", "b", "c"] and board.playing
    board.update(1.85)
    assert board.playing and 0.9 < board.progress < 1.0
    board.update(0.1)
    assert not board.playing
    speed[0] = 2.0  # slow: every beat twice as long
    board.add(lambda: said.append("d"), 1.0)
    board.add(lambda: said.append("e"), 1.0)
    board.update(0.01)
    board.update(1.5)
    assert said[-1] == "d"
    board.finish()
    assert said[-1] == "e" and not board.playing
    speed[0] = 0.0  # animations off: a beat plays as it is added
    board.add(lambda: said.append("f"), 1.0)
    assert said[-1] == "f" and not board.playing


# ------------------------------------------------------------------ cached layers
def _pixels(scene, size=(1280, 720)) -> bytes:
    surface = pygame.Surface(size)
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _fresh(scene, size=(1280, 720)) -> bytes:
    scene.table.picture.invalidate()
    return _pixels(scene, size)


def test_the_cached_layers_are_repainted_when_the_view_the_window_or_the_colours_change(table):
    session = Session(GAME, solo(), 3)
    scene = open_table(table, session)
    for _ in range(80):  # the log's newest line stops glowing: the table rests
        frame(table)
    picture = scene.table.picture
    cached = _pixels(scene)
    assert picture.painted == [], "at rest the table is drawn from its cache"
    assert cached == _fresh(scene)
    # the view changes (a push): the table is repainted
    _pixels(scene)
    serial = picture.serial
    scene.table.push(*[(a.side, a.lane) for a in [first_shift(session.state)]][0])
    for _ in range(80):
        frame(table)
    after = _pixels(scene)
    assert picture.painted == [] and picture.serial != serial and after != cached
    assert after == _fresh(scene)
    # colour-blind mode: the settings change repaints both layers (every tile gets its symbol)
    felt = picture.felt_paints
    table.settings.colour_blind = True
    table.apply_settings()
    frame(table)
    blind = _pixels(scene)
    assert picture.felt_paints > felt and blind != after
    assert blind == _fresh(scene)
    # a resized window: the canvas is scaled, the table still drawn right; a canvas of another
    # size gets layers of its size
    pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    frame(table, [pygame.event.Event(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000)])
    assert _pixels(scene) == blind == _fresh(scene)
    big = _pixels(scene, (1400, 800))
    assert picture.surface.get_size() == (1400, 800)
    assert big == _fresh(scene, (1400, 800))


@pytest.mark.slow
def test_every_portents_shot_renders(tmp_path):
    from client.shots import render_shot, shot_builders

    for name in [n for n in shot_builders() if n.startswith("portents/")]:
        out = render_shot(name, 2, tmp_path / (name.replace("/", "-") + ".png"))
        assert out.stat().st_size > 10_000


def test_the_hotseat_curtain_waits_until_the_move_is_told(animated):
    """A person's move is told on their own screen (its Scrying, the Omens flying); only then is the
    screen passed on."""
    told = {"palm", "portent", "collect", "burn", "snuff", "stays_lit", "pass"}
    found = None
    for seed in range(1, 40):
        session = Session(GAME, duel(2), seed)
        rng = random.Random(seed)
        for _ in range(120):
            st = session.state
            if st.is_over:
                break
            seat = next(iter(st.to_move()))
            for action in st.legal_actions(seat):
                trial = st.clone()
                events = trial.apply(seat, action)
                if sum(1 for e in events if e.kind in told) >= 2 and seat not in trial.to_move() \
                        and not trial.is_over:
                    found = session, seat, action
                    break
            if found:
                break
            session.apply(seat, rng.choice(st.legal_actions(seat)))
        if found:
            break
    assert found, "a move told step by step that passes play to the other person"
    session, seat, action = found
    scene = open_table(animated, session)
    assert scene.curtain == seat
    scene.handover.lift()
    assert scene.propose(action)
    assert scene.table.story.playing and scene.curtain is None, "the mover watches the scrying told"
    for _ in range(3000):
        if scene.curtain is not None:
            break
        assert scene.table.story.playing, "the curtain comes down as soon as the telling ends"
        frame(animated)
    assert scene.curtain == 1 - seat and not scene.table.story.playing


def test_a_duel_rivals_tiles_pushed_off_lie_by_its_own_hand_with_words_that_say_so(table):
    from scenes.shot_tools import play_to
    from scenes.portents.layout import HAND, OTHER
    from scenes.tables import play_scene
    PortentsScene = play_scene("portents")

    session = play_to("portents", duel(), 3, lambda st: st.active == 1 and len(st.pushed) >= 1, bot="random")
    assert session.state.active == 1 and session.state.pushed
    scene = PortentsScene(table, session)
    v = scene.view
    pieces = scene.table.parts.part("pushed").pieces(v)
    assert pieces and all(OTHER.contains(p.rect) and not HAND.colliderect(p.rect) for p in pieces)
    tip = pieces[0].tooltip().plain
    assert "Rosa's hand" in tip and "your hand" not in tip
    layout, _info = scene.table.geometry.layout(v, {})
    assert all(OTHER.contains(layout[("tile", t)]) for t in v.pushed)


def test_the_arrows_offered_follow_the_guided_games_step_when_the_view_stays_the_same(table):
    """A coach's note, then a push asked for, on the same view: the arrows the table offers (worked
    out once per view) must change with the step, or the push asked for is shown refused."""
    from game import tutorial

    script = tutorial.load(GAME)
    kinds = [tutorial.kind(s) for s in script.steps]
    at = next(i for i in range(len(kinds) - 1) if kinds[i] == "continue" and kinds[i + 1] == "move"
              and script.steps[i + 1].move.startswith("shift"))
    session = tutorial.new_session(script)
    for i in range(at):
        tutorial.play_step(script, i, session)
    session.tutorial = {"step": at}
    scene = open_table(table, session)
    assert scene.legal_actions() == []  # the coach talks: nothing is offered
    assert set(scene.table.arrow_states().values()) == {"refused"}
    scene.coach.next()
    _, side, _, lane = script.steps[at + 1].move.split()  # "shift <side> lane <n>"
    asked = Shift(side, int(lane))
    assert scene.legal_actions() == [asked]
    states = scene.table.arrow_states()
    assert states[(asked.side, asked.lane)] == "legal"
    assert [k for k, v in states.items() if v == "legal"] == [(asked.side, asked.lane)]


def test_the_top_bar_counts_the_kittys_turn_with_the_players_turn_it_answers():
    from game.rules.portents import words
    from game.rules.portents.view import player_view

    def pills(state):
        return words.top_pills(state.data, player_view(state, 0), True, None)

    session = Session(GAME, GAME.validate_setup(solo("cute")), 13)
    for turn in (1, 2):
        assert f"Turn {turn}" in pills(session.state)
        while session.state.active != AUTOMATON:
            session.apply(0, session.state.legal_actions(0)[-1])
        # the player's turn is over and counted; the Kitty's answer is still this turn's
        assert session.state.turns == turn
        assert f"Turn {turn}" in pills(session.state)
        # the Kitty's turn (its Portents' offerings are the player's choice)
        while session.state.active == AUTOMATON and not session.state.is_over:
            assert f"Turn {turn}" in pills(session.state)
            seat = min(session.state.to_move())
            session.apply(seat, session.state.legal_actions(seat)[-1])
        assert not session.state.is_over
    assert "Turn 3" in pills(session.state)
