"""Ofrenda's table sounds: taking, placing, refusals, Abuela's roll, the lit portrait's chime, the
end screen's fanfare and buttons (the sounds themselves: ``tests/test_audio.py``)."""
import pygame

from game import registry
from game.ai import make_bot
from game.rules.ofrenda import DiscardPortrait, EndTurn, Phase, PlacePortrait, SkipCandle, TakePortrait
from game.session import Session
from test_audio import click, drag, heard, mouse, scene_app  # noqa: F401  (heard, scene_app: fixtures)

GAME = registry.get("ofrenda")


def start_of_turn(app, seed=11, rnd=1):
    from scenes.tables import play_scene
    OfrendaScene = play_scene("ofrenda")

    session = Session(GAME, "solo", seed)
    bot = make_bot(GAME, "random", 0, 7)
    while not (session.state.round == rnd and session.state.phase is Phase.TAKE_PORTRAIT):
        if session.state.automaton_to_move:
            session.apply_automaton()
        else:
            session.apply(0, bot.decide(session.decision(0)).action)
    scene = OfrendaScene(app, session)
    app.push(scene)
    app.frame(0.0, [])
    return scene


def test_taking_and_placing_play_their_sounds(scene_app, heard):
    scene = start_of_turn(scene_app)
    click(scene_app, scene.table.geometry.market_card_rect(0).center)
    assert scene.session.log[-1].action == TakePortrait(0)
    assert heard[0] == "card_slide"  # (then "marigold" if marigolds lay on the card)
    if scene.state.phase is Phase.TAKE_CANDLE:
        click(scene_app, scene.tool("no_candle").rect.center)
        assert scene.session.log[-1].action == SkipCandle()
        assert heard[-1] == "ui_click"
    heard.clear()
    hand = scene.view.you.hand
    card = hand[1]
    slot = next(s for s in scene.table.geometry.slot_rects if scene.why_illegal(PlacePortrait(card, s)) is None)
    drag(scene_app, scene.table.geometry.hand_rects(len(hand))[1].center, scene.table.geometry.slot_rects[slot].center)
    assert scene.session.log[-1].action == PlacePortrait(card, slot)
    assert heard[0] == "card_place"
    assert "refuse" not in heard


def test_undo_and_redo_stay_silent(scene_app, heard):
    scene = start_of_turn(scene_app)
    click(scene_app, scene.table.geometry.market_card_rect(0).center)
    heard.clear()
    scene.undo()
    scene.redo()
    for _ in range(20):
        scene_app.frame(0.1, [])
    assert heard == []


def test_refused_drop_and_refused_click_thud_once(scene_app, heard):
    scene = start_of_turn(scene_app, seed=3, rnd=4)
    click(scene_app, scene.table.geometry.market_candle_rect(1).center)  # a candle before a portrait
    assert heard == ["refuse"]
    click(scene_app, scene.table.geometry.market_card_rect(0).center)
    if scene.state.phase is Phase.TAKE_CANDLE:
        scene.propose(SkipCandle())
    heard.clear()
    occupied = next(iter(scene.state.boards[0].ofrenda))
    drag(scene_app, scene.table.geometry.hand_rects(len(scene.view.you.hand))[0].center, scene.table.geometry.slot_rects[occupied].center)
    assert "already holds" in scene.drag.message.text
    assert heard == ["refuse"]


def test_discard_gains_marigolds_and_abuela_rolls(scene_app, heard):
    scene = start_of_turn(scene_app)
    click(scene_app, scene.table.geometry.market_card_rect(0).center)
    if scene.state.phase is Phase.TAKE_CANDLE:
        scene.propose(SkipCandle())
    heard.clear()
    scene.propose(DiscardPortrait(scene.view.you.hand[0]))
    assert heard == ["card_slide", "marigold"]
    if scene.state.phase is Phase.DECORATE:
        scene.propose(EndTurn())
    assert scene.state.automaton_to_move
    heard.clear()
    for _ in range(30):
        scene_app.frame(0.1, [])
    assert not scene.state.automaton_to_move
    assert heard[:2] == ["die_roll", "card_slide"]


def test_lighting_chimes_in_time_with_the_flip(scene_app, heard):
    scene = start_of_turn(scene_app)
    scene_app.settings.animation_speed = "normal"
    scene.table.telling.play_sounds(scene.view, scene.view, [type("E", (), {"kind": "portrait_lit"})()], 0.0)
    assert heard == []
    for _ in range(10):
        scene_app.frame(0.1, [])
    assert heard == ["light"]


def test_end_screen_plays_the_fanfare(scene_app, heard):
    scene = start_of_turn(scene_app)
    scene.show_end()
    assert heard == ["end_fanfare"]


def test_a_button_its_own_click_disables_still_clicks(scene_app, heard):
    scene = start_of_turn(scene_app)
    click(scene_app, scene.table.geometry.market_card_rect(0).center)
    assert scene.tool("undo").enabled
    heard.clear()
    click(scene_app, scene.tool("undo").rect.center)  # the last undo: the button goes grey at once
    assert not scene.tool("undo").enabled
    assert heard == ["ui_click"]


def test_pause_menu_buttons_click(scene_app, heard):
    scene = start_of_turn(scene_app)
    scene_app.frame(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    assert scene.menu is not None
    heard.clear()
    click(scene_app, scene.menu.button("Resume").rect.center)
    assert scene.menu is None
    assert heard == ["ui_click"]


def test_end_screen_buttons_click(scene_app, heard):
    start_of_turn(scene_app).show_end()
    end = scene_app.scene
    scene_app.frame(1 / 60, [])
    heard.clear()
    button = next(b for b in end.buttons if b.name == "main_menu")
    app_pos = button.rect.center
    scene_app.frame(1 / 60, [mouse("move", app_pos), mouse("down", app_pos)])
    assert heard == []  # the press alone is silent, as with every button
    scene_app.frame(1 / 60, [mouse("up", app_pos)])
    assert heard == ["ui_click"]
    assert scene_app.scene is not end


def test_shots_make_no_sound(tmp_path, heard):
    from client.shots import render_shot

    out = render_shot("ofrenda-drag", seed=1, out=tmp_path / "s.png")
    assert out.exists()
    assert heard == []
