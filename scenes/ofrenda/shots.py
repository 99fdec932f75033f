"""Ofrenda's shots (``python -m game shot ofrenda/...``): games played to a moment, the table and
the end screen built at it.
"""
from __future__ import annotations

from game import registry
from game.ai import make_bot
from game.protocol import SeatSetup, Setup
from game.rules.ofrenda.actions import DiscardPortrait, EndTurn, PlacePortrait, SkipCandle, TakePortrait
from game.rules.ofrenda.state import Phase
from game.session import Session
from scenes.ofrenda.end import OfrendaEndScene
from scenes.ofrenda.layout import BOARD_RECT
from scenes.ofrenda.table import OfrendaTable
from scenes.play import PlayScene
from scenes.shot_tools import drag_to, hold_thoughts, hover, play_to


def _play_to(app, seed: int, stop, setup=None) -> object:
    """A session with ``seed`` (solo unless ``setup`` says otherwise) played by the hint bot on every seat
    until ``stop(state)``; human seats stay human (the scene shows the first one)."""

    return play_to("ofrenda", setup or "solo", seed, stop, "hint")


def _shot_ofrenda(app, seed: int = 1, turn: int = 1):
    """The start of the player's turn ``turn`` (after Abuela's turn of that round)."""
    turn = max(1, min(12, int(turn)))
    session = _play_to(app, seed, lambda s: s.round == turn and s.phase is Phase.TAKE_PORTRAIT)
    return PlayScene(app, session, table=OfrendaTable)


def _shot_ready_to_place(app, seed: int, turn: int):
    """Round ``turn``: the free portrait taken and the candle skipped, on screen and at rest."""
    scene = _shot_ofrenda(app, seed, turn)
    app.push(scene)
    scene.propose(TakePortrait(0))
    if scene.state.phase is Phase.TAKE_CANDLE:
        scene.propose(SkipCandle())
    for _ in range(60):
        app.frame(1 / 20, [])
    return scene


def _shot_drag(app, seed: int = 1, turn: int = 1):
    """Mid-drag: a portrait from the hand held over the ofrenda, the legal slots glowing."""
    scene = _shot_ready_to_place(app, seed, turn)
    hand = scene.view.you.hand
    start = scene.table.geometry.hand_rects(len(hand))[0].center
    free = [s for s in scene.table.geometry.slot_rects if scene.why_illegal(PlacePortrait(hand[0], s)) is None]
    end = scene.table.geometry.slot_rects[free[len(free) // 2]].center if free else BOARD_RECT.center
    drag_to(app, start, end)
    return scene


def _shot_preview(app, seed: int = 1, turn: int = 7):
    """Mid-drag over the slot where a portrait of the hand scores most now: what it would bring, and why."""
    scene = _shot_ready_to_place(app, seed, turn)
    hand = scene.view.you.hand
    moves = [PlacePortrait(c, s) for c in hand for s in scene.table.geometry.slot_rects
             if scene.why_illegal(PlacePortrait(c, s)) is None]
    told = scene.session.game.entry.preview
    best = max(moves, key=lambda a: (told(scene.table.data, scene.view, a).points, a.slot, a.card))
    start = scene.table.geometry.hand_rects(len(hand))[hand.index(best.card)].center
    drag_to(app, start, scene.table.geometry.slot_rects[best.slot].center)
    return scene


def _shot_tooltip(app, seed: int = 1, turn: int = 1):
    """A tooltip: the pointer resting on the first portrait of the hand."""
    scene = _shot_ofrenda(app, seed, turn)
    app.push(scene)
    hover(app, scene.table.geometry.hand_rects(len(scene.view.you.hand))[0].center)
    return scene


def _shot_decorate(app, seed: int = 1, turn: int = 1):
    """The first decorate phase from round ``turn`` on (a slot just surrounded, glowing)."""
    session = _play_to(app, seed, lambda s: s.phase is Phase.DECORATE and s.round >= turn)
    return PlayScene(app, session, table=OfrendaTable)


def _shot_suggest(app, seed: int = 1, turn: int = 1):
    """The hint bot's suggestion for the start of round ``turn``, source and target glowing."""
    scene = _shot_ofrenda(app, seed, turn)
    app.push(scene)
    scene.suggestions.request()  # (the shots' settle waits for it before each frame)
    return scene


def four_player_setup(goals: bool = True, humans: int = 1, bot: str = "hint"):
    """You and three others (AI seats named as the game names them; ``humans`` seats are people)."""

    names = ("You", "Rosa", "Diego", "Lupita")
    seats = tuple(SeatSetup("human", names[i] if i else "You") if i < humans else SeatSetup("bot", names[i], bot)
                  for i in range(4))
    return Setup("multi", seats, {"goals": goals})


def _shot_table_4p(app, seed: int = 1, turn: int = 6):
    """A four-player game with Common Goals half-way through (turn ``turn`` of the human seat), as the
    human seat sees it: every opponent's ofrenda at a glance, the goals, the standings."""
    turn = max(1, min(12, int(turn or 6)))
    session = _play_to(app, seed, lambda s: s.boards[0].turns >= turn - 1 and s.current == 0, four_player_setup())
    scene = PlayScene(app, session, table=OfrendaTable)
    return scene


def _shot_table_2p(app, seed: int = 1, turn: int = 6):
    """Two players without the goals: the turn order takes Abuela's corner."""

    turn = max(1, min(12, int(turn or 6)))
    setup = Setup("multi", (SeatSetup("human", "You"), SeatSetup("bot", "Rosa", "hint")), {"goals": False})
    session = _play_to(app, seed, lambda s: s.boards[0].turns >= turn - 1 and s.current == 0, setup)
    return PlayScene(app, session, table=OfrendaTable)


def _shot_enlarged(app, seed: int = 1, turn: int = 8):
    """An opponent's ofrenda enlarged from its panel."""
    scene = _shot_table_4p(app, seed, turn)
    app.push(scene)
    scene.table.enlarged = scene.table.geometry.opponents()[0]
    scene.after_change()
    return scene


def _shot_hotseat(app, seed: int = 1, turn: int = 3):
    """Hotseat: the curtain asks the next person to come to the screen; no hand shows."""
    setup = four_player_setup(goals=True, humans=2)
    session = _play_to(app, seed, lambda s: s.boards[1].turns >= max(1, turn) - 1 and s.current == 1, setup)
    scene = PlayScene(app, session, table=OfrendaTable)
    scene.seat = 0
    scene.handover.call(1)  # (the seat asked to the screen: the curtain is down)
    return scene


def _shot_thinking(app, seed: int = 1, turn: int = 4):
    """An AI seat thinking: its panel glows and says so."""
    scene = _shot_table_4p(app, seed, turn)
    hold_thoughts(scene)
    app.push(scene)
    scene.propose(TakePortrait(0))
    if scene.state.phase is Phase.TAKE_CANDLE:
        scene.propose(SkipCandle())
    hand = scene.view.you.hand
    free = [sl for sl in scene.table.geometry.slot_rects if scene.why_illegal(PlacePortrait(hand[0], sl)) is None]
    scene.propose(PlacePortrait(hand[0], free[0]) if free else DiscardPortrait(hand[0]))
    if scene.state.phase is Phase.DECORATE:
        scene.propose(EndTurn())
    app.settings.automaton_speed = "slow"
    for _ in range(30):
        app.frame(1 / 20, [])
    return scene


def _play_out(setup, seed: int, bots: dict | None = None):
    """A session of ``setup`` played to the end by bots on every seat (``bots``: seat -> bot name,
    the hint bot by default); human seats stay human, so the screen shows the first one."""

    game = registry.get("ofrenda")
    session = Session(game, setup, seed)
    players = {seat: make_bot(game, (bots or {}).get(seat, "hint"), seat, seed)
               for seat in range(len(session.setup.seats))}
    session.advance(players, humans=True, collect=False)
    return session


def _still(app, session) -> OfrendaEndScene:
    scene = OfrendaEndScene(app, session)
    scene.reveal_on_enter = False  # a still picture shows the final numbers at once
    return scene


def _shot_end(app, seed: int = 1, turn: int = 12):
    """A whole solo game played by the hint bot for ``seed``; its end screen."""
    return _still(app, _play_out("solo", seed))


def _shot_end_4p(app, seed: int = 1, turn: int = 12):
    """Four players with the Common Goals, played to the end by the hint bot, seen from seat 0."""
    setup = Setup("multi", (SeatSetup("human", "You"), SeatSetup("bot", "Rosa", "hint"),
                            SeatSetup("bot", "Diego", "hint"), SeatSetup("bot", "Lupita", "hint")), {"goals": True})
    return _still(app, _play_out(setup, seed))


def _two_players(seed: int):
    return _play_out(Setup("multi", (SeatSetup("human", "You"), SeatSetup("bot", "Rosa", "hint")),
                           {"goals": False}), seed)


def _shot_end_2p(app, seed: int = 1, turn: int = 12):
    """Two players without the goals, played to the end by the hint bot, seen from seat 0."""
    return _still(app, _two_players(seed))


TIE_SEED = 37  # two hint bots, no goals: 88 to 88, broken by lit portraits (8 to 7)


def _shot_end_tie(app, seed: int = 1, turn: int = 12):
    """Two players tied on points, the tie broken by lit portraits (always seed 37, whatever ``seed``)."""
    return _still(app, _two_players(TIE_SEED))


__all__ = ["OfrendaEndScene", "SHOTS"]


SHOTS = {"ofrenda": _shot_ofrenda, "ofrenda-drag": _shot_drag, "ofrenda-tooltip": _shot_tooltip,
         "ofrenda-decorate": _shot_decorate, "ofrenda-suggest": _shot_suggest, "ofrenda/table": _shot_ofrenda,
         "ofrenda/drag": _shot_drag, "ofrenda/tooltip": _shot_tooltip, "ofrenda/decorate": _shot_decorate,
         "ofrenda/suggest": _shot_suggest, "ofrenda/table-4p": _shot_table_4p, "ofrenda/table-2p": _shot_table_2p,
         "ofrenda/enlarged": _shot_enlarged, "ofrenda/hotseat": _shot_hotseat, "ofrenda/thinking": _shot_thinking,
         "ofrenda/end": _shot_end, "ofrenda-end": _shot_end, "ofrenda/end-4p": _shot_end_4p,
         "ofrenda/end-2p": _shot_end_2p, "ofrenda/end-tie": _shot_end_tie, "ofrenda/preview": _shot_preview}
