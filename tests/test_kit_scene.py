"""The kit's table base (scenes/kit/table.py), its end-screen shots (scenes/kit/shots.py), its prompt
line (scenes/kit/prompt.py) and the storyboard's skipping: what every table shares, written once.

Shared: no game is named here (the tables are taken from the registry)."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game import registry
from scenes import shell_words
from scenes.kit import overlay
from scenes.kit import prompt as prompt_bar
from scenes.kit.shots import end_shots
from scenes.kit.table import TableBase, once_per_view
from scenes.kit.telling import Storyboard
from scenes.play_overlays import shell_overlays
from scenes.tables import table_class
from scenes.kit.picture import Picture
from scenes.widgets.layers import CachedLayer


@pytest.mark.parametrize("game_id", sorted(registry.games()))
def test_every_table_is_a_kit_table(game_id):
    """Each registered table takes the shared jobs from the kit: the kit's base is its last class."""
    mro = table_class(registry.get(game_id)).__mro__
    assert mro[-2:] == (TableBase, object)


class Words:
    made = 0

    def __init__(self, data):
        Words.made += 1
        self.data = data


class Drag:
    dragging = False
    message = None  # no refusal being read

    def draw_items(self, s):
        s.append("drag")

    def draw_message(self, s):
        s.append("refusal")

    def message_rect(self):
        return None


class Host:
    """What a table reads of the play scene holding it (scenes/kit/table.py), and the scene's overlay
    drawing as it composes it (scenes/play.py): the shell's overlays, then the table's."""

    def __init__(self, players=1):
        self.session = SimpleNamespace(data="data", setup=SimpleNamespace(players=players), is_over=False)
        self.overlays = overlay.OverlayStack()
        self.overlays.keep(overlay.CURTAIN, "curtain", lambda s: s.append("curtain"), lambda: self.curtain is not None)
        self.drag = Drag()
        self.tooltip = SimpleNamespace(draw=lambda s: s.append("tooltip"), rect=lambda: None)
        self.curtain = None
        self.menu = None
        self.time = 0.0
        self.replay = False
        self.version, self.seat = 0, 0
        self.app = SimpleNamespace(dirty=False)
        self.pointer = (0, 0)
        self.table = None

    def tooltip_shown(self):
        return self.table.tooltip_allowed()

    def draw_overlay(self, surface):
        shell_overlays(self, self.overlays)
        self.table.add_overlays(self.overlays)
        self.overlays.draw(surface)


class Toy(TableBase):
    markup_words = Words
    plain_words = Words

    def __init__(self, players=1):
        host = Host(players)
        super().__init__(host)
        host.table = self
        self.open = False  # a dialog
        self.worked = 0
        self.cancelled = 0

    def draw_overlay(self, surface):
        self.host.draw_overlay(surface)

    def dialog(self):
        return overlay.Overlay(overlay.CHOOSER, "dialog", lambda s: s.append("dialog")) if self.open else None

    def cancel_selection(self):
        self.cancelled += 1
        return True

    @once_per_view
    def facts(self):
        self.worked += 1
        return (self.version, self.seat)


def test_data_and_words_are_made_once_from_the_words_classes_the_table_names():
    t = Toy()
    before = Words.made
    assert t.data == "data" and t.fmt is t.fmt and t.plain is t.plain and t.fmt is not t.plain
    assert Words.made == before + 2 and t.plain.data == "data"
    assert Toy(players=1).solo and not Toy(players=3).solo


def test_overlays_in_the_kit_order_with_the_tables_dialog():
    t = Toy()
    drawn = []
    t.draw_overlay(drawn)
    assert drawn == ["drag", "tooltip", "refusal"]
    t.open, drawn[:] = True, []
    t.draw_overlay(drawn)
    assert drawn == ["drag", "tooltip", "refusal", "dialog"] and t.host.overlays.covered() == []
    t.dialog_hides_tooltip, drawn[:] = True, []
    t.draw_overlay(drawn)
    assert drawn == ["drag", "refusal", "dialog"]
    t.host.menu, drawn[:] = SimpleNamespace(draw=lambda s, time: s.append("menu")), []
    t.draw_overlay(drawn)
    assert drawn == ["drag", "refusal", "dialog", "menu"]  # (no tooltip under the pause menu)
    t.host.curtain, drawn[:] = 1, []
    t.draw_overlay(drawn)
    assert drawn[-2:] == ["curtain", "menu"]  # the hotseat curtain lies over the table and all on it


def test_no_tooltip_lies_over_the_tables_dialog_or_while_a_refusal_is_read():
    t = Toy()
    t.open = True
    t.dialog = lambda: overlay.Overlay(overlay.CHOOSER, "dialog", lambda s: s.append("dialog"),
                                       lambda: pygame.Rect(400, 200, 400, 300))
    for where, shown in ((pygame.Rect(100, 100, 200, 80), True), (pygame.Rect(350, 150, 200, 80), False)):
        t.tooltip.rect = lambda where=where: where
        drawn = []
        t.draw_overlay(drawn)
        assert ("tooltip" in drawn) is shown
    t.open, t.tooltip.rect = False, lambda: pygame.Rect(100, 100, 200, 80)
    t.drag.message = SimpleNamespace(good=False)  # "Not there." being read
    drawn = []
    t.draw_overlay(drawn)
    assert "tooltip" not in drawn and "refusal" in drawn


def test_a_setting_changed_repaints_every_cached_layer():
    """The still picture (the kit's) and any layer the table keeps over it are painted afresh."""
    t = Toy()
    t.picture, t.upper_layer = Picture(None, felt=lambda s: None, stamp=lambda: 0), CachedLayer()
    calls = []
    for name, layer in (("picture", t.picture), ("upper", t.upper_layer)):
        layer.invalidate = lambda name=name: calls.append(name)
    t.settings_changed()
    assert sorted(calls) == ["picture", "upper"]


def test_once_per_view_works_again_only_for_a_new_view_or_seat():
    t = Toy()
    assert t.facts() == (0, 0) and t.facts() == (0, 0) and t.worked == 1
    t.host.version = 1
    assert t.facts() == (1, 0) and t.worked == 2
    t.host.seat = 2
    assert t.facts() == (1, 2) and t.facts() == (1, 2) and t.worked == 3


def test_the_prompts_first_lines():
    t = Toy()
    assert t.standing_prompt("Over.") is None
    t.host.replay = True
    assert t.standing_prompt("Over.") == shell_words.REPLAY_PROMPT
    t.session.is_over = True
    assert t.standing_prompt("Over.") == "Over."
    t.__dict__["story"], t.caption = Storyboard(1.0), "A beat"
    t.story.add(lambda: None, 1.0)
    assert t.standing_prompt("Over.") == "A beat"  # the beat being told comes first


def test_a_dialog_takes_esc_and_the_pointer_unless_the_menu_is_open():
    pygame.init()
    t = Toy()
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE)
    move = pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 6), rel=(0, 0), buttons=(0, 0, 0))
    other = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert t.dialog_event(esc, []) and t.cancelled == 1 and t.app.dirty
    assert t.dialog_event(move, []) and t.pointer == (5, 6)
    assert not t.dialog_event(other, [])
    t.host.menu = object()
    assert not t.dialog_event(esc, []) and t.cancelled == 1


def test_end_shots_play_each_setup_to_its_end_and_stand_still():
    played = []

    class End:
        def __init__(self, app, session, seat=None):
            self.session, self.seat, self.reveal_on_enter = session, seat, True

    def played_to(setup, seed, stop):
        played.append((setup, seed, stop(None)))
        return f"game {setup}"

    shots = end_shots(End, played_to, {"x/end": 3, "x/end-solo": 1})
    assert list(shots) == ["x/end", "x/end-solo"]
    scene = shots["x/end-solo"]("app", 7, 0)
    assert (scene.session, scene.seat, scene.reveal_on_enter) == ("game 1", 0, False)
    assert played == [(1, 7, False)]  # played to its end: the stop never holds


def test_storyboard_skipping_while_it_finishes():
    board = Storyboard(1.0)
    seen = []
    for _ in range(3):
        board.add(lambda: seen.append(board.skipping), 1.0)
    board.update(0.01)
    board.finish()
    assert seen == [False, True, True] and not board.skipping and not board.playing


def test_prompt_line_shrinks_beside_the_buttons():
    pygame.init()
    from pathlib import Path

    from scenes.assets import Assets

    assets = Assets(Path(__file__).resolve().parents[1] / "assets")
    rect = pygame.Rect(0, 0, 300, 40)
    button = SimpleNamespace(rect=pygame.Rect(0, 0, 100, 30))
    assert prompt_bar.room(rect, [button]) == 300 - 24 - 108
    surface = pygame.Surface(rect.size)
    prompt_bar.draw_line(surface, assets, rect, "", [button])
    assert pygame.image.tobytes(surface, "RGB").count(0) == 300 * 40 * 3  # nothing for no words
    prompt_bar.draw_line(surface, assets, rect, "Drag a die onto a deck.", [button])
    assert pygame.image.tobytes(surface, "RGB").count(0) < 300 * 40 * 3
