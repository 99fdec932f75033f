"""The Die of the Dead table, headless: whole games played through the scene (solo, and 2 to 5 players
with AI seats thinking in the bot worker and people at one computer), the setup's secrecy in
hotseat, dice dragged from the open casket to the ofrenda and the preparation board, the payment
dragged onto a closed casket, a refused drop snapping back with the rules' reason, click-then-target,
greyed buttons with their reasons, the candle swap, bread and incense retuning the drafted die,
scoring choices (a section, the landing square, tokens cashed in), save/load/undo from the table, an
opponent's boards enlarged, the scoring told step by step, drawing that never changes the game, the
cached table against one painted afresh, and every shot."""
from __future__ import annotations

import random

import pygame
from conftest import frame
import pytest

from game import registry
from game.rules.dotd.actions import (
    CashTokens, Draft, FinishScoring, KeepFace, Land, Move, Open, Pay, Place, Retune, ScoreSection, TakeToken,
)
from game.rules.dotd.components import ITEMS, PREP
from game.session import Session
from table_hands import button, click, drag, open_table, setup
from scenes.widgets import layers


def refusal(state, *args):
    """A refusal (a message) as it reads in English, or None."""
    from game.text import say
    reason = state.why_illegal(*args)
    return None if reason is None else say(reason, "en")


GAME = registry.get("dotd")


def spot(scene, want):
    """The hotspot whose key passes ``want``."""
    return next(s for s in scene.hotspots if want(s.key))


def place_all(session, seat: int = 0) -> None:
    """Seat ``seat`` puts its setup dice in, the first legal placement each time."""
    st = session.state
    while seat in st.to_move() and st.phase == "place":
        session.apply(seat, st.legal_actions(seat)[0])


def bots_place(session) -> None:
    """Every bot seat places its dice (a test stands in for the worker here)."""
    st = session.state
    for seat in range(st.n):
        if not session.is_human(seat):
            place_all(session, seat)


def progress_move(legal, rng):
    """A human seat's move in a whole game: forward when it can (a die to the ofrenda, scoring,
    landing), else any legal move."""
    for kinds in ((ScoreSection,), (Draft,), (Move,), (Land,), (Pay,)):
        options = [a for a in legal if isinstance(a, kinds) and not (isinstance(a, Draft) and a.cell == PREP)
                   and not (isinstance(a, Pay) and a.source == "ofrenda")]  # (a die of the ofrenda: backwards)
        if options:
            return rng.choice(options)
    return rng.choice(legal)


def synchronous_bots(app, monkeypatch):
    """AI seats decide at once, in this process (the worker's own function): one frame a move."""
    import concurrent.futures

    from game.ai import driver

    def submit(game_id, bot_name, seat, seed, key, view, legal, budget=None):
        future = concurrent.futures.Future()
        future.set_result(driver.decide(game_id, bot_name, seat, seed, key, view, legal, budget, 0))
        return driver.Job(0, future)
    monkeypatch.setattr(app.bot_driver, "submit", submit)
    monkeypatch.setattr(app.bot_driver, "warm", lambda *a, **k: None)


def play_through_scene(app, session, seed: int, limit: int = 6000) -> None:
    """Every human decision proposed through the scene, the AI seats played by the scene's own loop;
    hotseat curtains lifted as a person would. (Autosaving is left out here: every move of a long game
    written out costs more than the rest; the save tests below cover it.)"""
    app.store.autosave_soon = lambda session: None
    scene = open_table(app, session)
    rng = random.Random(seed)
    for _ in range(limit):
        if session.state.is_over:
            break
        if scene.curtain is not None:
            scene.handover.lift()
        if scene.players_turn:
            legal = scene.legal_actions()
            action = progress_move(legal, rng)
            assert scene.propose(action), action
            if len(session.log) % 25 == 0:
                app.dirty = True
                frame(app)
        else:
            frame(app)
    assert session.state.is_over
    for _ in range(10):
        frame(app)
    assert app.scene.name == "dotd_end"
    app.dirty = True
    frame(app)


# ----------------------------------------------------------------------------------- whole games
def test_a_whole_solo_game_plays_through_the_scene_to_the_end_screen(table):
    play_through_scene(table, Session(GAME, setup(1), 5), 5)
    assert table.scene.sheet.tiers, "the solo end screen shows the marks"


def test_a_whole_game_against_an_ai_in_the_worker_plays_through_the_scene(table):
    session = Session(GAME, setup(2, 1), 22)
    play_through_scene(table, session, 22)
    assert [e for e in session.log if e.seat == 1], "the AI seat played, in the bot worker"
    assert session.state.outcome().winners


@pytest.mark.parametrize("players, humans", [(3, 2), pytest.param(4, 1, marks=pytest.mark.slow),
                                             pytest.param(5, 1, marks=pytest.mark.slow)])  # with the soaks
def test_whole_games_of_three_to_five_play_through_the_scene(table, monkeypatch, players, humans):
    synchronous_bots(table, monkeypatch)
    session = Session(GAME, setup(players, humans), 20 + players)
    play_through_scene(table, session, 20 + players)
    assert [e for e in session.log if not session.is_human(e.seat)], "the AI seats played"
    assert session.state.outcome().winners


def test_the_ai_seats_think_in_the_worker_and_say_why(table):
    session = Session(GAME, setup(2, 1), 6)
    scene = open_table(table, session)
    rng = random.Random(6)
    for _ in range(3000):
        if len([e for e in session.log if e.seat == 1]) >= 8 or session.state.is_over:
            break
        if scene.players_turn:
            assert scene.propose(progress_move(scene.legal_actions(), rng))
        else:
            frame(table)
    assert len([e for e in session.log if e.seat == 1]) >= 8
    assert any("Rosa" in line for line in scene.log_markup())


# ----------------------------------------------------------------------------------- setup and secrecy
def test_setup_placements_by_drag_and_by_click(table):
    session = Session(GAME, setup(2, 1), 3)
    bots_place(session)
    scene = open_table(table, session)
    st = session.state
    assert scene.players_turn and st.phase == "place"
    colour = st.data.colours[0]
    source = spot(scene, lambda k: k[:2] == ("placedie", colour)).rect.center
    from scenes.dotd.layout import casket_rect

    drag(table, source, casket_rect(2).center)
    assert st.placed[0] == [(2, 0)]
    # the same casket again is refused with the rules' reason, and nothing changes
    drag(table, source, casket_rect(2).center)
    assert st.placed[0] == [(2, 0)]
    assert scene.drag.message.text == refusal(st, 0, Place(2, colour))
    # click the die, then the casket
    click(table, source)
    assert scene.table.selected == ("place", colour, False)
    click(table, casket_rect(0).center)
    assert st.placed[0][-1] == (0, 0) and scene.table.selected is None


def test_with_ai_seats_the_person_places_at_once_and_the_ai_seats_after(table, monkeypatch):
    """The setup is simultaneous and hidden: the person's placements never wait for the AI seats'
    (today's order asked every AI first, "Waiting for Rosa, Diego..." with nothing to drag)."""
    synchronous_bots(table, monkeypatch)
    session = Session(GAME, setup(3, 1, "easy"), 5)
    scene = open_table(table, session)
    st = session.state
    assert st.phase == "place" and st.to_move() == {0, 1, 2}
    assert scene.players_turn and scene.table.my_phase() == "place" and scene.thinking_seat is None
    assert spot(scene, lambda k: k[0] == "placedie").drag, "a die to drag, at once"
    while 0 in st.to_move():
        assert scene.propose(st.legal_actions(0)[0])
    assert st.placed[1] == [] and st.placed[2] == [], "no AI placed before the person was done"
    for _ in range(200):
        if st.phase != "place":
            break
        frame(table)
    assert st.phase == "open", "then the AI seats place, and the dice are revealed"


def test_the_new_game_dialogs_seat_badges_wear_the_colours_the_seats_play(app):
    """Seat n plays the n-th colour's dice (red, blue, green, yellow, purple): its badge is that colour
    (the dialog's own palette showed orange, teal and pink)."""
    from scenes.menu import MenuScene
    from scenes.new_game import NewGameScene

    app.push(MenuScene(app))
    scene = NewGameScene(app, GAME, "multi")
    scene.plans["multi"].set_count(5)
    app.push(scene)
    app.rebuild_scene()
    app.dirty = True
    frame(app)
    names = list(GAME.load_data().colours)
    assert names == ["red", "blue", "green", "yellow", "purple"]
    from scenes.dotd.pieces import RGB

    assert GAME.seat_colours == tuple(RGB[n] for n in names), "the badges wear the table's own dice colours"
    assert len(scene.seat_rows) == 5
    for seat, row in enumerate(scene.seat_rows):
        inside = (row.x + 6, row.centery)  # within the badge, clear of its number
        assert tuple(app.canvas.get_at(inside))[:3] == GAME.seat_colours[seat], seat


def test_hotseat_never_shows_one_persons_placements_to_another(table):
    session = Session(GAME, setup(3, 2), 8)
    bots_place(session)
    scene = open_table(table, session)
    assert scene.curtain == 0
    scene.handover.lift()
    st = session.state
    while 0 in st.to_move():
        assert scene.propose(st.legal_actions(0)[-1])  # the last colour: not the obvious one
    mine = list(st.placed[0])
    assert scene.curtain == 1, "the next person is asked to the screen before anything is shown"
    table.dirty = True
    frame(table)
    scene.handover.lift()
    assert scene.seat == 1
    view = scene.view
    assert view.players[0].placed is None, "the other seat's placements are not in this view"
    assert all(k == -1 for k, _ in view.state.placed[0]), "nor in the view's copy of the rules"
    # nothing drawn or said shows them: the log lines seat 1 reads, the tooltips of the caskets
    text = " ".join(scene.log_markup())
    for casket, colour in mine:
        assert f"in the {ITEMS[casket]} casket" not in text or "You place" in text
    assert "You place" not in text
    tips = " ".join(s.tooltip().plain for s in scene.hotspots if s.key[0] == "casket" and callable(s.tooltip))
    assert "You put" not in tips
    table.dirty = True
    frame(table)


# ----------------------------------------------------------------------------------- a turn by pointer
def at_my_action(seed: int = 4, players: int = 2, starter: bool | None = None):
    """A session whose seat 0 is to act on an open casket (the bots and earlier turns played by
    the first legal move); ``starter``: seat 0 is (or is not) the Round Starter."""
    for s in range(seed, seed + 40):
        session = Session(GAME, setup(players, 1), s)
        st = session.state
        for _ in range(400):
            if st.to_move() == {0} and st.phase == "act" and any(
                    isinstance(a, Draft) and a.cell != PREP for a in st.legal_actions(0)) and (
                    starter is None or (st.rs == 0) == starter):
                return session
            (seat,) = sorted(st.to_move())[:1]
            legal = st.legal_actions(seat)
            opens = [a for a in legal if isinstance(a, Open)]
            session.apply(seat, opens[0] if opens else legal[0])
    raise AssertionError("no such position")


def test_a_die_dragged_to_its_section_is_drafted_then_the_payment_dragged_onto_a_casket(table):
    session = at_my_action()
    st = session.state
    scene = open_table(table, session)
    draft = next(a for a in st.legal_actions(0) if isinstance(a, Draft) and a.cell != PREP)
    source = spot(scene, lambda k: k[0] == "cdie" and (lambda h: h.drag and h.drag[1:4] ==
                                                       (draft.colour, draft.power, draft.face))(
        next(s for s in scene.hotspots if s.key == k)))
    drag(table, source.rect.center, scene.table.geometry.cell_rect(draft.cell).center)
    assert st.ofrenda[0][draft.cell] != -1
    assert st.phase in ("pay", "retune")
    if st.phase == "retune":
        click(table, button(scene, "keep_face").rect.center)
    assert st.phase == "pay"
    pay = next(a for a in st.legal_actions(0) if isinstance(a, Pay))
    from scenes.dotd.layout import casket_rect

    if pay.source == "city":
        src = next(s for s in scene.hotspots if s.key[0] == "citydie" and s.drag and s.drag[1:] ==
                   (pay.colour, pay.power))
    else:
        src = spot(scene, lambda k: k == ("supply", pay.colour, pay.power))
    lids = len(st.lids[pay.casket])
    drag(table, src.rect.center, casket_rect(pay.casket).center)
    assert len(st.lids[pay.casket]) == lids + 1
    assert st.to_move() != {0} or st.phase != "pay"


def test_a_refused_drop_snaps_back_and_says_the_rules_reason(table):
    session = at_my_action()
    st = session.state
    scene = open_table(table, session)
    item = st.open_casket
    wrong = next(c for c in range(12) if item not in st.data.cell_items[c])
    s = next(h for h in scene.hotspots if h.key[0] == "cdie" and h.drag)
    before = st.digest()
    drag(table, s.rect.center, scene.table.geometry.cell_rect(wrong).center)
    assert st.digest() == before
    _, colour, power, face, _ = s.drag
    reason = refusal(st, 0, Draft(colour, power, face, wrong))
    assert reason and scene.drag.message is not None and scene.drag.message.text == reason
    assert not scene.drag.dragging and not scene.drag.hides(s.key), "the die is back home"


def test_legal_targets_light_up_while_dragging_and_esc_puts_the_die_back(table):
    session = at_my_action()
    st = session.state
    scene = open_table(table, session)
    s = next(h for h in scene.hotspots if h.key[0] == "cdie" and h.drag)
    drag(table, s.rect.center, (500, 500), release=False)
    legal = scene.drag.legal_keys()
    _, colour, power, face, _ = s.drag
    want = {(f"cell:{a.cell}",) if a.cell != PREP else ("prep",) for a in st.legal_actions(0)
            if isinstance(a, Draft) and (a.colour, a.power, a.face) == (colour, power, face)}
    assert legal == want
    frame(table, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert not scene.drag.dragging


def test_click_a_die_then_the_preparation_board_does_what_a_drag_does(table):
    session = at_my_action()
    st = session.state
    scene = open_table(table, session)
    s = next(h for h in scene.hotspots if h.key[0] == "cdie" and h.drag)
    _, colour, power, face, _ = s.drag
    if st.why_illegal(0, Draft(colour, power, face, PREP)) is not None:
        pytest.skip("the preparation board is full in this position")
    click(table, s.rect.center)
    assert scene.table.selected == s.drag
    from scenes.dotd.layout import PREPBOX

    click(table, PREPBOX.center)
    assert [e for e in st.events if e.kind == "draft"][-1].data[3] == "prep"


def test_greyed_buttons_say_why_and_take_a_token_works(table):
    session = at_my_action(players=3)
    st = session.state
    scene = open_table(table, session)
    take = button(scene, "take_token")
    assert take.enabled == (st.why_illegal(0, TakeToken()) is None)
    if not take.enabled:
        assert take.tooltip.endswith(refusal(st, 0, TakeToken()))
    ascend = button(scene, "ascend")
    assert not ascend.enabled and ascend.reason == refusal(st, 0, ascend_action())
    pas = button(scene, "pass")
    assert not pas.enabled and pas.reason
    table.dirty = True
    frame(table)  # the reasons are drawn
    if take.enabled:
        held = sum(st.hands[0])
        click(table, take.rect.center)
        assert sum(st.hands[0]) == held + 1


def panel_boxes(app, scene) -> list:
    """The boxes of text drawn in a frame painting the whole table afresh."""
    from scenes.kit import fit

    scene.refresh()
    with fit.recording() as boxes:
        app.dirty = True
        scene.draw(app.canvas)
    return boxes


def assert_whole_and_fitting(boxes, texts) -> None:
    for text in texts:
        drawn = [b for b in boxes if b.text == text]
        assert drawn, f"not drawn whole: {text!r}; drawn: {[b.text for b in boxes]}"
        assert not any(b.spills or b.below_floor for b in drawn), drawn


@pytest.mark.parametrize("players, candle", [(1, False), (3, False), (3, True)])
def test_greyed_buttons_reasons_are_drawn_whole_in_their_room(table, players, candle):
    """"passing is only for a turn with…" was cut: every reason is drawn whole, at its size or a
    little smaller, beside its button (one a row) or under it (two a row, with a candle token)."""
    session = at_my_action(players=players, starter=False if players > 1 else None)
    st = session.state
    if candle:
        st.hands[0][0] += 1  # a hand-built hand: a candle token makes four buttons, two a row
        st.board_tokens[0] -= 1
        st._legal = None
    scene = open_table(table, session)
    greyed = [b for b in scene.buttons if not b.enabled and b.reason]
    assert greyed and {b.reason_at for b in greyed} == {"under" if candle else "beside"}
    assert_whole_and_fitting(panel_boxes(table, scene), [b.reason for b in greyed])


def test_a_landing_squares_reason_and_the_retune_captions_are_whole(table):
    from game.rules.dotd.components import SKULL

    session = at_my_action(players=2)
    st = session.state
    # hand-built: the bread and incense tokens in hand, a normal die drafted from a casket of four values
    st.hands[0][2] += 1
    st.hands[0][3] += 1
    st.board_tokens[2] -= 1
    st.board_tokens[3] -= 1
    casket = st.caskets[st.open_casket]
    for x, face in zip(casket, (3, 1, 5, 6)):
        st.faces[x] = face
    st._legal = None
    draft = next((a for a in st.legal_actions(0) if isinstance(a, Draft) and not a.power and a.face != SKULL), None)
    if draft is None:
        pytest.skip("no normal die to draft here")
    session.apply(0, draft)
    assert st.phase == "retune"
    scene = open_table(table, session)
    assert_whole_and_fitting(panel_boxes(table, scene), ["a value in the casket", "one up or down"])
    # the landing: a face square with no normal die on the preparation board is greyed, with why
    st.phase, st.landing = "land", 2
    st.prep[0] = [-1, -1, -1]
    st._legal = None
    scene.refresh()
    face = next(b for b in scene.buttons if b.name.startswith("land_") and not b.enabled)
    assert face.reason == "No normal die is on your preparation board: that square gives nothing."
    assert_whole_and_fitting(panel_boxes(table, scene), [face.reason])


def ascend_action():
    from game.rules.dotd.actions import Ascend

    return Ascend()


def test_a_prepared_die_dragged_to_the_ofrenda_is_moved(table):
    for seed in range(1, 80):
        session = Session(GAME, setup(2, 1), seed)
        st = session.state
        found = False
        for _ in range(600):
            if st.is_over:
                break
            (seat,) = sorted(st.to_move())[:1]
            legal = st.legal_actions(seat)
            if seat == 0 and st.phase == "act" and any(isinstance(a, Move) for a in legal):
                found = True
                break
            drafts = [a for a in legal if isinstance(a, Draft) and a.cell == PREP]
            session.apply(seat, drafts[0] if drafts and seat == 0 else legal[0])
        if found:
            break
    assert found
    scene = open_table(table, session)
    move = next(a for a in st.legal_actions(0) if isinstance(a, Move))
    from scenes.dotd.layout import prep_space

    drag(table, prep_space(move.space).center, scene.table.geometry.cell_rect(move.cell).center)
    if scene.table.choice is not None:  # solo only: which payment; not here
        click(table, scene.table.choice_buttons[0].rect.center)
    assert st.ofrenda[0][move.cell] != -1 and st.prep[0][move.space] == -1


def test_solo_an_empty_casket_opens_with_a_click_and_the_prepared_die_moves_to_its_section(table):
    """The solo player may move a die instead of drafting: the empty marigold casket glows, opens
    with a click, and the die on the preparation board is dragged to the marigold section."""
    session = Session(GAME, setup(1), 6)
    place_all(session)
    st = session.state
    marigold = ITEMS.index("marigold")
    for x in st.caskets[marigold] + st.lids[marigold]:  # hand-built: the marigold casket is empty
        (st.caskets[marigold] if x in st.caskets[marigold] else st.lids[marigold]).remove(x)
        st.removed.append(x)
    die = st.removed.pop()
    st.prep[0][0] = die
    st._legal = None
    scene = open_table(table, session)
    from scenes.dotd.layout import casket_rect, prep_space

    assert scene.table.legal(Open(marigold))
    click(table, casket_rect(marigold).center)
    assert st.phase == "act" and st.open_casket == marigold and not st.caskets[marigold]
    cell = next(c for c in st.data.sections[marigold] if st.ofrenda[0][c] == -1)
    drag(table, prep_space(0).center, scene.table.geometry.cell_rect(cell).center)
    if scene.table.choice is not None:  # which City die the move spends
        click(table, scene.table.choice_buttons[0].rect.center)
    assert st.ofrenda[0][cell] == die and st.prep[0][0] == -1


def test_the_menus_continue_of_a_solo_game_says_its_round_and_city_at_a_readable_size(app, monkeypatch):
    """Continue's second line ("Round 12 · City: 15 dice left · 59 minutes ago") fits its button at the
    menu's floor size, not shrunk below it."""
    from scenes import shell_words
    from scenes.kit import fit
    from scenes.menu import MenuScene

    session = Session(GAME, setup(1), 7)
    place_all(session)
    session.state.round = 12  # hand-built: the longest round number, the City still full
    from game.text import say
    assert say(session.state.summary()["progress"], "en") == "Round 12 \u00b7 City: 15 dice left"
    app.store.autosave(session)
    monkeypatch.setattr(shell_words, "ago", lambda *a, **k: "59 minutes ago")
    with fit.recording() as boxes:
        app.push(MenuScene(app))
        app.dirty = True
        frame(app)
    line = [b for b in boxes if "City:" in b.text]
    assert line and not any(b.below_floor or b.spills for b in line), line


# ----------------------------------------------------------------------------------- tokens
def test_the_candle_token_swaps_two_caskets_clicked_after_it(table):
    session = at_my_action(players=3, starter=False)
    st = session.state
    st.hands[0][0] += 1  # a hand-built hand: a candle token
    st.board_tokens[0] -= 1
    st._legal = None
    scene = open_table(table, session)
    scene.refresh()
    from scenes.dotd.layout import casket_rect

    click(table, button(scene, "swap").rect.center)
    assert scene.table.swapping == []
    ids = list(st.casket_ids)
    click(table, casket_rect(0).center)
    click(table, casket_rect(3).center)
    assert st.casket_ids == [ids[3], ids[1], ids[2], ids[0]]
    assert [e for e in st.events if e.kind == "swap"]


def test_bread_and_incense_retune_the_drafted_die_with_the_face_buttons(table):
    session = at_my_action()
    st = session.state
    st.hands[0][2] += 1  # bread
    st.hands[0][3] += 1  # incense
    st.board_tokens[2] -= 1
    st.board_tokens[3] -= 1
    st._legal = None
    normal = [a for a in st.legal_actions(0) if isinstance(a, Draft) and not a.power]
    if not normal:
        pytest.skip("no normal die to draft here")
    scene = open_table(table, session)
    assert scene.propose(normal[0])
    if st.phase != "retune":
        pytest.skip("no other value to turn it to")
    scene.refresh()
    options = [a for a in st.legal_actions(0) if isinstance(a, Retune)]
    a = options[0]
    click(table, button(scene, f"retune_{a.token}_{a.face}").rect.center)
    assert st.faces[st.drafted] == a.face
    if st.phase == "retune":
        click(table, button(scene, "keep_face").rect.center)
    assert st.phase == "pay"
    assert KeepFace() not in st.legal_actions(0)


# ----------------------------------------------------------------------------------- scoring
def scoring_position(section: bool = False):
    """A session where seat 0 scores with a choice (two sections, or tokens to cash, or a landing
    square); ``section``: a completed section waits to be scored."""
    for seed in range(1, 200):
        session = Session(GAME, setup(2, 1), seed)
        st = session.state
        rng = random.Random(seed)
        for _ in range(1500):
            if st.is_over:
                break
            if st.to_move() == {0} and st.phase in ("score", "land") and (st.pending[0] or not section):
                return session
            (seat,) = sorted(st.to_move())[:1]
            legal = st.legal_actions(seat)
            session.apply(seat, progress_move(legal, rng) if seat == 0 else rng.choice(legal))
    raise AssertionError("no scoring position")


def test_scoring_choices_through_the_table(table):
    session = scoring_position()
    st = session.state
    scene = open_table(table, session)
    for _ in range(30):
        if st.to_move() != {0} or st.phase not in ("score", "land", "skull", "face", "discard"):
            break
        scene.refresh()
        if st.phase == "score":
            pending = [a for a in st.legal_actions(0) if isinstance(a, ScoreSection)]
            if pending:
                item = pending[0].section
                click(table, button(scene, f"score_{item}").rect.center)
                assert st.scored[0][ITEMS.index(item)] >= 0
                continue
            cash = [a for a in st.legal_actions(0) if isinstance(a, CashTokens)]
            if cash:
                for t in cash[0].tokens:
                    slot = next(s for s in scene.hotspots if s.key[0] == "token" and s.key[2] == t)
                    click(table, slot.rect.center)
                before = st.score[0]
                click(table, button(scene, "cash").rect.center)
                assert st.score[0] > before or st.phase == "land"
                continue
            assert FinishScoring() in st.legal_actions(0)
            click(table, button(scene, "finish").rect.center)
        elif st.phase == "land":
            from scenes.dotd.layout import step_square

            squares = st.data.steps[st.landing - 1]
            refused = [i for i in range(4) if st.why_illegal(0, Land(i)) is not None]
            if refused:
                before = st.digest()
                click(table, step_square(st.landing, refused[0]).center)
                assert st.digest() == before
                assert scene.drag.message.text == refusal(st, 0, Land(refused[0]))
            good = next(i for i in range(4) if st.why_illegal(0, Land(i)) is None)
            click(table, step_square(st.landing, good).center)
            assert st.square[0] == good or squares[good] == "blank"
        else:
            scene.propose(st.legal_actions(0)[0])
    assert any(e.kind == "score" and e.data[0] == 0 for e in st.events)


def test_a_round_end_is_told_step_by_step_and_a_click_skips_it(table):
    table.settings.animation_speed = "normal"
    session = scoring_position(section=True)
    st = session.state
    scene = open_table(table, session)
    # the seat's own scoring: the card, the die climbing, then the landing decision waits
    pending = [a for a in st.legal_actions(0) if isinstance(a, ScoreSection)]
    before = st.digest()
    assert scene.propose(pending[0])
    assert scene.table.story.playing and scene.holding()
    cards, climbs = set(), set()
    for _ in range(400):
        if not scene.table.story.playing:
            break
        scene.update(1 / 30)
        if scene.table.told.card is not None:
            cards.add(scene.table.told.card[:3])
        climbs.add(scene.table.shown_steps(0)[0])
        assert not scene.players_turn or not scene.legal_actions() or scene.table.my_phase() is None
    assert cards, "a scoring card was shown"
    assert len(climbs) >= 2 or st.score[0] == 0, "the scoring die climbed step by step"
    assert st.digest() != before
    # a click skips the rest of a story
    if st.to_move() == {0} and st.phase == "score":
        more = [a for a in st.legal_actions(0) if isinstance(a, ScoreSection)]
        if more:
            scene.propose(more[0])
            assert scene.table.story.playing
            click(table, (640, 30))
            assert not scene.table.story.playing


# ----------------------------------------------------------------------------------- save, load, undo
def test_undo_from_the_table_takes_back_the_draft_but_never_the_opening(table):
    session = at_my_action()
    st = session.state
    scene = open_table(table, session)
    draft = next(a for a in st.legal_actions(0) if isinstance(a, Draft))
    digest = st.digest()
    assert scene.propose(draft)
    frame(table, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z", scancode=0)])
    assert session.state.digest() == digest
    # the opening was a reveal: undo cannot go back past it
    assert not session.can_undo(0) or session.log[-1].seat == 0 and not isinstance(session.log[-1].action, Open)


def test_save_and_load_from_the_table_give_the_same_game(table):
    session = at_my_action()
    scene = open_table(table, session)
    st = session.state
    assert scene.propose(next(a for a in st.legal_actions(0) if isinstance(a, Draft)))
    frame(table, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_s, mod=pygame.KMOD_CTRL, unicode="s", scancode=0)])
    saved = table.store.list()
    assert len(saved) == 1 and saved[0].game_id == "dotd" and saved[0].in_progress, "Ctrl+S makes no copies"
    loaded = table.store.load(saved[0].path)
    assert loaded.state.digest() == session.state.digest()
    assert [e.action for e in loaded.log] == [e.action for e in session.log]
    assert saved[0].path == table.store.game_path(session), "the table saves the game in its own file"
    again = open_table(table, loaded)
    assert again.view == scene.view


# ----------------------------------------------------------------------------------- the table itself
def test_an_opponents_boards_open_whole_and_close(table):
    session = at_my_action(players=4)
    scene = open_table(table, session)
    click(table, scene.table.geometry.other_rect(1).center)
    assert scene.table.enlarged == scene.table.others_order()[1]
    table.dirty = True
    frame(table)
    click(table, (500, 400))
    assert scene.table.enlarged is None


def test_drawing_never_changes_the_game(table):
    session = at_my_action(players=5)
    scene = open_table(table, session)
    st = session.state
    before = (st.digest(), len(st.events), len(session.log))
    surface = pygame.Surface((1280, 720))
    for cb in (False, True):
        table.settings.colour_blind = cb
        table.apply_settings()
        scene.draw(surface)
        scene.draw_overlay(surface)
        for h in scene.hotspots:
            if h.tooltip is not None:
                content = h.tooltip() if callable(h.tooltip) else h.tooltip
                assert content is None or content.title
    scene.table.input.open_sheet(scene.table.others_order()[0])
    scene.draw(surface)
    assert (st.digest(), len(st.events), len(session.log)) == before


def test_the_table_is_made_of_named_parts_and_every_hotspot_belongs_to_one(table):
    session = at_my_action(players=4)
    scene = open_table(table, session)
    cells = [f"cell:{c}" for c in range(len(session.data.cells))]
    caskets = [n for pos in range(4) for n in (f"board:{pos}", f"casket:{pos}")]
    assert scene.table.parts.names() == ["title", "topbar", "steps", *caskets, "city", "ofrenda", *cells, "prep",
                                         "supply", "placing", "hand", "actions", "seat:1", "seat:2", "seat:3", "prompt"]
    assert scene.hotspots, "the table has pieces"
    for h in scene.hotspots:
        assert scene.table.parts.part_of(h.key) is not None, f"{h.key} belongs to no part"
    assert scene.table.parts.part_of(("casket", 2)).name == "casket:2"
    assert scene.table.parts.part_of(("other", scene.table.others_order()[0])).name == "seat:1"
    # a die dragged from the open casket is offered to the ofrenda's spaces and the preparation board
    die = next(h for h in scene.hotspots if h.key[0] == "cdie" and h.drag)
    names = {t.key[0] for t in scene.drop_targets(die.drag)}
    assert names == set(cells) | {"prep"}
    solo = Session(GAME, setup(1, 1), 3)
    scene = open_table(table, solo)
    assert "solo" in scene.table.parts.names() and not any(n.startswith("seat:") for n in scene.table.parts.names())
    assert all(scene.table.parts.part_of(h.key) is not None for h in scene.hotspots)


def test_every_die_casket_square_token_and_section_has_a_tooltip(table):
    session = at_my_action(players=3)
    st = session.state
    st.hands[0][1] += 1
    scene = open_table(table, session)
    scene.refresh()
    kinds = {h.key[0] for h in scene.hotspots if h.tooltip is not None}
    assert {"square", "scoring", "board", "casket", "cdie", "citydie", "caption", "urn", "cell", "prep", "token",
            "supply", "other"} <= kinds
    cap = next(h for h in scene.hotspots if h.key == ("caption", "bread")).tooltip().plain
    assert "Total of exactly 16" in cap


def test_a_caskets_tooltip_opens_clear_of_the_city_of_the_dead(table):
    """Paying, the die comes from the City of the Dead next: no casket's (nor its dice's, nor a token
    board's) tooltip covers it."""
    from scenes.dotd.layout import CITY

    session = at_my_action(players=2, starter=True)
    st = session.state
    draft = next(a for a in st.legal_actions(0) if isinstance(a, Draft))
    session.apply(0, draft)
    if st.phase == "retune":
        session.apply(0, KeepFace())
    assert st.phase == "pay" and st.to_move() == {0}
    scene = open_table(table, session)
    spots = [h for h in scene.hotspots if h.key[0] in ("casket", "cdie", "board") and h.tooltip is not None]
    assert {h.key for h in spots} >= {("casket", pos) for pos in range(4)}
    for h in spots:
        frame(table, [pygame.event.Event(pygame.MOUSEMOTION, pos=h.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
        scene.tooltip.show_now()
        r = scene.tooltip.rect()
        assert r is not None and not r.colliderect(CITY), (h.key, r)


def test_the_cached_table_is_the_table_painted_afresh(table, monkeypatch):
    session = Session(GAME, setup(3, 1), 9)
    scene = open_table(table, session)
    rng = random.Random(9)

    def frame_of() -> bytes:
        surface = pygame.Surface((1280, 720)).convert()
        scene.draw(surface)
        return pygame.image.tobytes(surface, "RGB")

    def fresh(what):
        cached = frame_of()
        with layers.caching(False):
            assert cached == frame_of(), f"a cached layer went stale after {what}"
    for step in range(40):
        if scene.players_turn:
            scene.propose(progress_move(scene.legal_actions(), rng))
            fresh(f"move {step}")
        else:
            frame(table)
    for h in scene.hotspots[::7]:
        frame(table, [pygame.event.Event(pygame.MOUSEMOTION, pos=h.rect.center, rel=(1, 1), buttons=(0, 0, 0))])
        fresh(f"hovering {h.key}")
    # a move told on the storyboard: every frame of it, the cached table is the table painted afresh
    table.settings.animation_speed = "normal"
    moving = 0
    for step in range(90):
        if scene.players_turn and not scene.table.story.playing:
            scene.propose(progress_move(scene.legal_actions(), rng))
        frame(table)
        if scene.table.story.playing or scene.table.choreo:
            moving += 1
            fresh(f"frame {step} of a move told")
    assert moving > 10, "pieces moved and moves were told"
    table.settings.animation_speed = "off"
    table.settings.colour_blind = True
    table.apply_settings()
    frame(table)
    fresh("the colour-blind setting")
    table.settings.ui_scale = 150
    table.apply_settings()
    frame(table)
    fresh("a larger text size")
def test_a_dotd_shot_renders_and_every_one_is_listed(tmp_path):
    """The default run renders one shot; the soak renders them all."""
    from client.shots import render_shot, shot_builders

    names = [n for n in shot_builders() if n.startswith("dotd/")]
    out = render_shot("dotd/scoring", 2, tmp_path / "one.png")
    assert out.stat().st_size > 10_000
    assert "dotd/scoring" in names


@pytest.mark.slow
def test_every_dotd_shot_renders(tmp_path):
    from client.shots import render_shot, shot_builders

    names = [n for n in shot_builders() if n.startswith("dotd/")]
    assert {"dotd/solo", "dotd/table-5p", "dotd/scoring", "dotd/end"} <= set(names)
    for name in names:
        out = render_shot(name, 2, tmp_path / (name.replace("/", "-") + ".png"))
        assert out.stat().st_size > 10_000
