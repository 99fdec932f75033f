"""The Ofrenda play scene, driven headless by real mouse and keyboard events through ``app.frame``.

Positions are logical coordinates; the test window is 1280x720, so they equal window pixels.
"""
import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import registry, saves  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.rules.ofrenda import (  # noqa: E402
    DiscardPortrait, EndTurn, Phase, PlacePortrait, SkipCandle, TakePortrait,
)
from game.session import Session  # noqa: E402
from tests.tables_seen import Still, table_of  # noqa: E402

GAME = registry.get("ofrenda")


# ---------------------------------------------------------------------------- fixtures
@pytest.fixture
def scene_app(request, tmp_path, monkeypatch):
    """The shared ``app`` fixture when tests/conftest.py provides one, else our own headless App."""
    try:
        app = request.getfixturevalue("app")
    except pytest.FixtureLookupError:
        monkeypatch.setenv("CEMPASUCHIL_HOME", str(tmp_path))
        from client.app import App
        from game.saves import SaveStore
        from game.settings import Settings

        app = App(settings=Settings(), store=SaveStore(tmp_path / "saves"), persist_settings=False,
                  window_size=(1280, 720))
    app.settings.animation_speed = "off"
    app.settings.automaton_speed = "normal"
    app.assets.apply_settings(app.settings)
    yield app
    for s in reversed(app.scenes):
        s.exit()
    app.scenes.clear()


def play_until(session: Session, stop, bot_name: str = "random", seed: int = 7) -> Session:
    bot = make_bot(GAME, bot_name, 0, seed)
    while not session.state.is_over and not stop(session.state):
        if session.state.automaton_to_move:
            session.apply_automaton()
        else:
            session.apply(0, bot.decide(session.decision(0)).action)
    return session


def open_scene(app, session):
    from scenes.tables import play_scene
    OfrendaScene = play_scene("ofrenda")

    scene = OfrendaScene(app, session)
    app.push(scene)
    app.frame(0.0, [])
    return scene


def start_of_turn(app, seed: int = 11, rnd: int = 1):
    session = play_until(Session(GAME, "solo", seed),
                         lambda s: s.round == rnd and s.phase is Phase.TAKE_PORTRAIT)
    return open_scene(app, session)


def mouse(kind: str, pos, button: int = 1):
    pos = (int(pos[0]), int(pos[1]))
    if kind == "move":
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    etype = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
    return pygame.event.Event(etype, pos=pos, button=button, touch=False)


def click(app, pos, button: int = 1):
    app.frame(1 / 60, [mouse("move", pos), mouse("down", pos, button)])
    app.frame(1 / 60, [mouse("up", pos, button)])


def drag(app, start, end, steps: int = 8):
    app.frame(1 / 60, [mouse("move", start), mouse("down", start)])
    for i in range(1, steps + 1):
        p = (start[0] + (end[0] - start[0]) * i / steps, start[1] + (end[1] - start[1]) * i / steps)
        app.frame(1 / 60, [mouse("move", p)])
    app.frame(1 / 60, [mouse("up", end)])


def frames_until(app, done, seconds: float = 60.0) -> bool:
    """Draw frames until ``done()`` or ``seconds`` of wall time pass.

    Waits on time, not on a frame count: a thinking thread shares the GIL with the frame loop,
    so on a loaded machine it may need many frames' worth of time to finish.
    """
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        app.frame(1 / 60, [])
        time.sleep(0.005)  # give the thinking thread the interpreter, as the idle UI would
    return True


def key(app, k, mod=0):
    app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def finish_taking(app, scene):
    """Take the free portrait by clicking it and skip the candle by clicking 'No candle'."""
    click(app, scene.table.geometry.market_card_rect(0).center)
    if scene.state.phase is Phase.TAKE_CANDLE:
        click(app, scene.tool("no_candle").rect.center)
    assert scene.state.phase is Phase.PLAY_PORTRAIT


# ---------------------------------------------------------------------------- tests
def test_click_takes_a_portrait(scene_app):
    scene = start_of_turn(scene_app)
    before = list(scene.state.boards[0].hand)
    first = scene.view.market[0]
    click(scene_app, scene.table.geometry.market_card_rect(0).center)
    assert scene.session.log[-1].action == TakePortrait(0)
    assert scene.state.boards[0].hand == before + [first]
    assert scene.state.phase in (Phase.TAKE_CANDLE, Phase.PLAY_PORTRAIT)


def test_refused_click_explains_why(scene_app):
    scene = start_of_turn(scene_app)
    digest = scene.state.digest()
    click(scene_app, scene.table.geometry.market_candle_rect(1).center)  # a candle before a portrait
    assert scene.state.digest() == digest
    assert scene.drag.message is not None
    assert scene.drag.message.text == "Take a portrait first: a candle comes after it."


def test_skip_candle_button(scene_app):
    scene = start_of_turn(scene_app, seed=5)
    click(scene_app, scene.table.geometry.market_card_rect(0).center)
    if scene.state.phase is not Phase.TAKE_CANDLE:
        pytest.skip("no candle could be taken in this deal")
    button = scene.tool("no_candle")
    assert button.visible
    click(scene_app, button.rect.center)
    assert scene.session.log[-1].action == SkipCandle()
    assert scene.state.phase is Phase.PLAY_PORTRAIT


def test_drag_portrait_to_legal_slot_places_and_autosaves(scene_app):
    scene = start_of_turn(scene_app)
    finish_taking(scene_app, scene)
    card = scene.view.you.hand[1]
    src = scene.table.geometry.hand_rects(len(scene.view.you.hand))[1].center
    # while dragging, the legal slots are listed as highlighted targets
    scene_app.frame(1 / 60, [mouse("move", src), mouse("down", src)])
    scene_app.frame(1 / 60, [mouse("move", (src[0], src[1] - 60))])
    legal = {k[1] for k in scene.drag.legal_keys() if k[0] == "slot"}
    assert "B2" in legal and scene.drag.dragging
    dest = scene.table.geometry.slot_rects["B2"].center
    scene_app.frame(1 / 60, [mouse("move", dest)])
    scene_app.frame(1 / 60, [mouse("up", dest)])
    assert PlacePortrait(card, "B2") in [e.action for e in scene.session.log]
    assert scene.state.boards[0].ofrenda["B2"] == card
    saved = scene_app.store.load(scene_app.store.game_path(scene.session))
    assert saved.state.digest() == scene.state.digest()
    assert len(saved.log) == len(scene.session.log)


def test_drag_to_illegal_slot_is_refused_with_reason(scene_app):
    scene = start_of_turn(scene_app, seed=3, rnd=4)
    finish_taking(scene_app, scene)
    occupied = next(iter(scene.state.boards[0].ofrenda))
    digest = scene.state.digest()
    log_len = len(scene.session.log)
    src = scene.table.geometry.hand_rects(len(scene.view.you.hand))[0].center
    drag(scene_app, src, scene.table.geometry.slot_rects[occupied].center)
    assert scene.state.digest() == digest
    assert len(scene.session.log) == log_len
    assert scene.drag.message is not None
    assert f"Slot {occupied} already holds" in scene.drag.message.text
    assert not scene.drag.dragging


def test_drag_to_discard_pile_gains_marigolds(scene_app):
    scene = start_of_turn(scene_app)
    finish_taking(scene_app, scene)
    card = scene.view.you.hand[0]
    before = scene.state.boards[0].marigolds
    drag(scene_app, scene.table.geometry.hand_rects(len(scene.view.you.hand))[0].center, scene.table.geometry.discard_rect.center)
    assert DiscardPortrait(card) in [e.action for e in scene.session.log]
    assert scene.state.boards[0].marigolds == before + 3


def test_hover_shows_objective_tooltip(scene_app):
    scene = start_of_turn(scene_app)
    card = scene.view.you.hand[0]
    pos = scene.table.geometry.hand_rects(len(scene.view.you.hand))[0].center
    scene_app.frame(1 / 60, [mouse("move", pos)])
    assert not scene.tooltip.visible  # only after the hover delay
    for _ in range(40):
        scene_app.frame(1 / 60, [])
    assert scene.tooltip.visible
    text = scene.tooltip.content.plain
    assert scene.table.data.portraits[card].name in text
    assert "Lights up when" in text


def test_market_hover_shows_cost_before_committing(scene_app):
    scene = start_of_turn(scene_app)
    scene_app.frame(1 / 60, [mouse("move", scene.table.geometry.market_card_rect(2).center)])
    for _ in range(40):
        scene_app.frame(1 / 60, [])
    assert "Costs 2 marigolds (one on each portrait you skip)" in scene.tooltip.content.plain
    assert scene.session.log[-1].action != TakePortrait(2)


def test_ctrl_z_undoes_and_ctrl_y_redoes(scene_app):
    scene = start_of_turn(scene_app)
    click(scene_app, scene.table.geometry.market_card_rect(0).center)
    n = len(scene.session.log)
    key(scene_app, pygame.K_z, pygame.KMOD_LCTRL)
    assert len(scene.session.log) == n - 1
    assert scene.state.phase is Phase.TAKE_PORTRAIT
    key(scene_app, pygame.K_y, pygame.KMOD_LCTRL)
    assert len(scene.session.log) == n
    key(scene_app, pygame.K_z, pygame.KMOD_LCTRL)
    key(scene_app, pygame.K_z, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
    assert len(scene.session.log) == n


def test_abuela_plays_after_the_delay_and_undo_cancels_it(scene_app):
    scene = start_of_turn(scene_app)
    finish_taking(scene_app, scene)
    scene.propose(DiscardPortrait(scene.view.you.hand[0]))
    if scene.state.phase is Phase.DECORATE:
        scene.propose(EndTurn())
    assert scene.state.automaton_to_move
    rnd = scene.state.round
    delay = scene_app.settings.automaton_delay
    scene_app.frame(delay / 2, [])
    assert scene.state.automaton_to_move  # she waits
    key(scene_app, pygame.K_z, pygame.KMOD_LCTRL)  # undo during the wait cancels her turn
    assert not scene.state.automaton_to_move
    for _ in range(30):
        scene_app.frame(0.1, [])
    assert not scene.state.automaton_to_move
    key(scene_app, pygame.K_y, pygame.KMOD_LCTRL)
    assert scene.state.automaton_to_move
    for _ in range(int(delay / 0.1) + 3):
        scene_app.frame(0.1, [])
    assert not scene.state.automaton_to_move
    assert scene.state.round == rnd
    assert scene.state.phase is Phase.TAKE_PORTRAIT
    assert scene.state.last_rolls


def test_end_scene_appears_after_the_last_turn(scene_app):
    session = play_until(Session(GAME, "solo", 21), lambda s: s.round == 12 and s.phase is Phase.TAKE_PORTRAIT)
    scene = open_scene(scene_app, session)
    finish_taking(scene_app, scene)
    hand = scene.view.you.hand
    empty = [s for s in scene.table.geometry.slot_rects if s not in scene.state.boards[0].ofrenda and scene.state.why_illegal(
        PlacePortrait(hand[0], s)) is None]
    src = scene.table.geometry.hand_rects(len(hand))[0].center
    dest = scene.table.geometry.slot_rects[empty[0]].center if empty else scene.table.geometry.discard_rect.center
    drag(scene_app, src, dest)
    if scene.state.phase is Phase.DECORATE:
        click(scene_app, scene.tool("end_turn").rect.center)
    assert scene.state.is_over
    for _ in range(10):
        scene_app.frame(0.1, [])
    from scenes.ofrenda.end import OfrendaEndScene

    assert isinstance(scene_app.scene, OfrendaEndScene)
    end = scene_app.scene
    rows = {r.label: r.points for r in end.score_rows()}
    assert rows["Total"] == session.state.score(0).total
    assert sum(b.reached for b in end.tier_bands()) == 1


def test_suggestion_runs_in_background_and_do_it_plays_it(scene_app):
    scene = start_of_turn(scene_app)
    click(scene_app, scene.tool("suggest").rect.center)
    assert scene.thinking
    assert frames_until(scene_app, lambda: not scene.thinking)
    assert scene.suggestion is not None
    action, reason = scene.suggestion
    assert scene.state.why_illegal(action) is None and reason
    assert scene.table.suggestion_keys()
    n = len(scene.session.log)
    click(scene_app, scene.tool("do_it").rect.center)
    assert len(scene.session.log) == n + 1 and scene.session.log[-1].action == action


def test_stale_suggestion_is_dropped(scene_app):
    scene = start_of_turn(scene_app)
    scene.suggestions.request()
    click(scene_app, scene.table.geometry.market_card_rect(0).center)  # the game moves on meanwhile
    assert frames_until(scene_app, lambda: not scene.thinking)
    assert scene.suggestion is None


def test_escape_opens_pause_menu_and_resume_closes_it(scene_app):
    scene = start_of_turn(scene_app)
    key(scene_app, pygame.K_ESCAPE)
    assert scene.menu is not None
    click(scene_app, scene.menu.button("Resume").rect.center)
    assert scene.menu is None


def test_ctrl_s_saves_with_a_toast(scene_app):
    start_of_turn(scene_app)
    key(scene_app, pygame.K_s, pygame.KMOD_LCTRL)
    assert any(m == "Game saved." for m, _ in scene_app.toasts)
    assert [i.section for i in scene_app.store.list()] == ["progress"], "the game's own file, no copy"


def test_autosave_failure_is_a_toast_not_a_crash(scene_app, monkeypatch):
    scene = start_of_turn(scene_app)

    def broken(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("game.save_format.atomic_write", broken)  # (the write fails on the saves thread)
    click(scene_app, scene.table.geometry.market_card_rect(0).center)
    assert scene.session.log[-1].action == TakePortrait(0)
    scene_app.store.flush()
    scene_app.frame(1 / 60, [])
    assert any("Autosave failed" in m and "No space left" in m for m, _ in scene_app.toasts)


def test_continue_resumes_exactly(scene_app):
    scene = start_of_turn(scene_app, seed=9, rnd=3)
    click(scene_app, scene.table.geometry.market_card_rect(0).center)
    record = saves.encode(scene.session)
    again = saves.decode(record)
    assert again.state.digest() == scene.state.digest()
    scene2 = open_scene(scene_app, again)
    assert scene2.view.you.hand == scene.view.you.hand


def test_idle_scene_stops_animating(scene_app):
    scene = start_of_turn(scene_app)
    for _ in range(120):
        scene_app.frame(0.05, [])
    assert scene.update(0.05) is False


def test_draw_never_changes_the_state(scene_app):
    scene = start_of_turn(scene_app, seed=4, rnd=5)
    digest = scene.state.digest()
    log = list(scene.session.log)
    scene_app.settings.colour_blind = True
    scene.settings_changed()
    for _ in range(3):
        scene.draw(scene_app.canvas)
        scene.draw_overlay(scene_app.canvas)
    assert scene.state.digest() == digest and scene.session.log == log


def test_colour_blind_mode_adds_shape_badges_to_the_log(scene_app):
    scene = start_of_turn(scene_app, seed=4, rnd=3)
    plain = list(scene.log_panel.entries)
    scene_app.settings.colour_blind = True
    scene_app.assets.apply_settings(scene_app.settings)
    scene.settings_changed()
    badged = scene.log_panel.entries
    assert any("icons/branch_" in e for e in badged)
    assert not any("icons/branch_" in e for e in plain)


@pytest.mark.slow
def test_shot_builders(scene_app):
    from scenes.ofrenda.shots import SHOTS
    from scenes.ofrenda.shots import SHOTS as END_SHOTS

    scene = SHOTS["ofrenda"](scene_app, 3, 6)
    assert scene.state.round == 6 and scene.state.phase is Phase.TAKE_PORTRAIT
    end = END_SHOTS["ofrenda-end"](scene_app, 3, 1)
    assert end.session.state.is_over
    drag_scene = SHOTS["ofrenda-drag"](scene_app, 3, 6)
    assert drag_scene.drag.dragging and drag_scene.drag.legal_keys()
    decorate = SHOTS["ofrenda-decorate"](scene_app, 5, 1)
    assert decorate.state.phase is Phase.DECORATE


def test_a_turn_with_animations_on_settles_and_sleeps(scene_app):
    scene_app.settings.animation_speed = "normal"
    scene_app.settings.automaton_speed = "fast"
    scene = start_of_turn(scene_app, seed=5, rnd=6)
    finish_taking(scene_app, scene)
    hand = scene.view.you.hand
    free = [s for s in scene.table.geometry.slot_rects if scene.state.why_illegal(PlacePortrait(hand[0], s)) is None]
    drag(scene_app, scene.table.geometry.hand_rects(len(hand))[0].center, scene.table.geometry.slot_rects[free[0]].center)
    assert scene.table.anim  # the card glides from where it was dropped into its slot
    if scene.state.phase is Phase.DECORATE:
        click(scene_app, scene.tool("end_turn").rect.center)
    for _ in range(200):  # Abuela rolls, her discard flies to her pile, the board refills
        if not scene_app.frame(1 / 30, []):
            break
    assert scene.state.phase is Phase.TAKE_PORTRAIT and scene.state.round == 7
    assert not scene.table.anim and not scene.table.flips and scene.update(1 / 30) is False


def test_end_screen_buttons(scene_app):
    from scenes.ofrenda.table import OfrendaTable
    from scenes.ofrenda.end import OfrendaEndScene

    session = play_until(Session(GAME, "solo", 2), lambda s: False)
    end = OfrendaEndScene(scene_app, session)
    scene_app.push(end)
    for _ in range(5):
        scene_app.frame(0.5, [])
    click(scene_app, end.buttons[1].rect.center)  # Replay this seed
    assert isinstance(table_of(scene_app.scene), OfrendaTable) and scene_app.scene.session.seed == 2
    assert not scene_app.scene.session.log
    scene_app.reset_to(OfrendaEndScene(scene_app, session))
    click(scene_app, scene_app.scene.buttons[0].rect.center)  # New game
    assert isinstance(table_of(scene_app.scene), OfrendaTable)
    scene_app.reset_to(OfrendaEndScene(scene_app, session))
    click(scene_app, scene_app.scene.buttons[2].rect.center)  # Main menu
    from scenes.menu import MenuScene

    assert isinstance(scene_app.scene, MenuScene)


def test_click_a_card_then_a_slot_places_it(scene_app):
    scene = start_of_turn(scene_app)
    finish_taking(scene_app, scene)
    card = scene.view.you.hand[2]
    click(scene_app, scene.table.geometry.hand_rects(len(scene.view.you.hand))[2].center)
    assert scene.table.selected == ("hand", card)
    assert ("slot", "B2") in scene.table._selected_target_keys()
    key(scene_app, pygame.K_ESCAPE)  # Esc drops the selection first, without opening the menu
    assert scene.table.selected is None and scene.menu is None
    click(scene_app, scene.table.geometry.hand_rects(len(scene.view.you.hand))[2].center)
    click(scene_app, scene.table.geometry.slot_rects["B2"].center)
    assert scene.session.log[-1].action == PlacePortrait(card, "B2")


def test_drag_keeps_the_table_cached_and_hides_the_card_it_carries(app, monkeypatch):
    """(The cached layers' own checks, tests/test_table_caching.py, on a drag across the family board.)"""
    import test_table_caching as caching

    app.settings.automaton_speed = "instant"
    caching.synchronous_bots(app, monkeypatch)
    scene = caching.table_for(app, "ofrenda", 1)
    caching.run(app, 60)
    assert scene.players_turn
    spot = next(s for s in scene.hotspots if s.drag is not None and s.key[0] == "market")
    start = spot.rect.center
    caching.run(app, 1, [caching.hover(start),
                         pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False)])
    painted = set()
    for i in range(1, 30):
        pos = (start[0] + 8 * i, start[1] + 3 * (i % 4))  # across the family board: no drop target there
        caching.run(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(8, 3), buttons=(1, 0, 0),
                                                touch=False)])
        if i <= 5:
            painted.update(Still(scene).painted)
        if i == 5:
            assert scene.drag.dragging
            assert "market" in painted, "the card left the family board"
            caching.assert_fresh(scene, "picking a card up")
    assert Still(scene).painted == [], "carrying it repaints nothing under it"
    caching.assert_fresh(scene, "carrying a card")
    caching.run(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(640, 700), button=1, touch=False)])
    caching.run(app, 30)
    caching.assert_fresh(scene, "dropping it")


def test_the_table_is_made_of_named_parts_and_every_hotspot_is_one_of_theirs(scene_app):
    scene = start_of_turn(scene_app)
    assert scene.table.parts.names() == ["topbar", "family-board", "abuela", "ofrenda", "storage", "hand", "prompt",
                                   "score", "enlarged"]
    board = scene.table.parts.part("family-board")
    assert board.kind == "board" and board.slot("space:0", scene.view).key == ("market", 0)
    assert scene.table.parts.part("ofrenda").slot("T1", scene.view).key == ("slot", "T1")
    for spot in scene.hotspots:
        assert scene.table.parts.part_of(spot.key) is not None, f"{spot.key} belongs to no part"
    assert scene.table.parts.part_of(("hand", scene.view.you.hand[0])).name == "hand"
    assert scene.table.parts.part_of(("deck",)).name == "family-board"
    # a portrait from the family board is taken by dropping it on the hand; the rules answer
    (target,) = scene.drop_targets(("market", 0))
    assert target.key == ("hand_area",) and target.legal and target.hint == "Take it (free)"
    (target,) = scene.drop_targets(("market", 3))
    assert target.hint == "Take it: pay 3 marigolds"
    assert target.legal == (scene.why_illegal(TakePortrait(3)) is None)
    assert target.reason == scene.why_illegal(TakePortrait(3))


def test_a_tooltip_closes_when_the_card_it_describes_goes(scene_app):
    scene = start_of_turn(scene_app)
    finish_taking(scene_app, scene)
    card = scene.view.you.hand[0]
    slot = next(s for s in scene.table.geometry.slot_rects if scene.why_illegal(PlacePortrait(card, s)) is None)
    pos = scene.table.geometry.hand_rects(len(scene.view.you.hand))[0].center
    # the pointer rests on the card, its tooltip still waiting for the hover delay, when it is played
    scene_app.frame(1 / 60, [mouse("move", pos)])
    assert scene.tooltip.key == ("hand", card) and not scene.tooltip.visible
    scene.propose(PlacePortrait(card, slot))
    for _ in range(40):
        scene_app.frame(1 / 60, [])
    shown = scene.tooltip.content.plain if scene.tooltip.visible else ""
    assert scene.table.data.portraits[card].name not in shown.split("\n")[0], "a tooltip of a card no longer in hand"
    # shown, then its piece goes (an opponent's ofrenda opened over the table takes every piece away)
    from scenes.widgets.tooltip import TooltipContent

    scene.tooltip.hover(("hand", scene.view.you.hand[0]), TooltipContent("A card"), pygame.Rect(0, 0, 1, 1))
    scene.tooltip.show_now()
    assert scene.tooltip.visible
    scene.hotspots = []
    scene_app.frame(1 / 60, [])
    assert scene.tooltip.key is None


def test_the_table_names_its_sprites_to_prefetch(app):
    """The table's own list for the quick start's background decoding (tests/test_quick_start.py)."""
    from scenes.tables import play_scene
    OfrendaScene = play_scene("ofrenda")

    names = OfrendaScene(app, Session(GAME, "solo", 1)).table.sprites_to_prefetch()
    assert "ofrenda/portrait_back.png" in names and len(names) > 100
