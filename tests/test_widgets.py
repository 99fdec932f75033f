"""The reusable play-scene widgets: drag and drop, tooltips, the game log, buttons, tweens, text."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes.assets import Assets  # noqa: E402
from scenes.widgets import (  # noqa: E402
    Button, DragController, DragSource, DropTarget, LayoutAnimator, LogPanel, Tooltip, TooltipContent, Tweener,
)
from scenes.widgets import text as T  # noqa: E402
from scenes.widgets.tween import Tween, lerp  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
R = pygame.Rect


@pytest.fixture(scope="module")
def assets():
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1280, 720))
    return Assets(ROOT / "assets")


@pytest.fixture
def canvas():
    return pygame.Surface((1280, 720))


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)


def move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))


# ---------------------------------------------------------------------------- drag and drop
class Board:
    """A toy scene: one card that can go to slot A (legal) or slot B (refused)."""

    def __init__(self, assets, speed=1.0):
        self.card = R(100, 500, 80, 112)
        self.slots = {"A": R(400, 100, 80, 112), "B": R(600, 100, 80, 112)}
        self.dropped = []
        self.clicked = []
        self.listed = 0
        self.drag = DragController(self.pick, self.targets, self.drop, self.click, speed=speed, assets=assets)

    def pick(self, pos):
        if self.card.collidepoint(pos):
            return DragSource("card", {"id": 7}, self.card, pygame.Surface((80, 112)))
        return None

    def targets(self, payload):
        self.listed += 1
        return [DropTarget("A", self.slots["A"], True, None, "Put it here"),
                DropTarget("B", self.slots["B"], False, "Slot B is taken.")]

    def drop(self, payload, target, pos):
        """As a scene's door: a target the rules refused is said (once) and the card goes home."""
        if not target.legal:
            self.drag.refuse(target.reason, pos)
            return False
        self.dropped.append((payload["id"], target.key))
        return True

    def click(self, source):
        self.clicked.append(source.key)


def test_press_and_release_is_a_click(assets):
    b = Board(assets)
    assert b.drag.handle_event(down((120, 520)))
    b.drag.handle_event(move((122, 521)))  # under the drag threshold
    assert not b.drag.dragging
    b.drag.handle_event(up((122, 521)))
    assert b.clicked == ["card"] and not b.dropped


def test_drag_lists_targets_once_and_highlights_legal_ones(assets, canvas):
    b = Board(assets)
    b.drag.handle_event(down((120, 520)))
    b.drag.handle_event(move((200, 400)))
    b.drag.handle_event(move((300, 300)))
    assert b.drag.dragging and b.listed == 1
    assert b.drag.legal_keys() == {"A"}
    assert b.drag.hides("card")
    b.drag.handle_event(move(b.slots["A"].center))
    assert b.drag.hover is not None and b.drag.hover.key == "A"
    b.drag.draw_targets(canvas)
    b.drag.draw(canvas)  # hint bubble beside the pointer


def test_legal_drop_calls_drop(assets):
    b = Board(assets)
    b.drag.handle_event(down((120, 520)))
    b.drag.handle_event(move((300, 300)))
    b.drag.handle_event(move(b.slots["A"].center))
    b.drag.handle_event(up(b.slots["A"].center))
    assert b.dropped == [(7, "A")]
    assert not b.drag.dragging and not b.drag.returning and b.drag.message is None


def test_illegal_drop_snaps_back_and_says_why(assets, canvas):
    b = Board(assets)
    b.drag.handle_event(down((120, 520)))
    b.drag.handle_event(move((300, 300)))
    b.drag.handle_event(up(b.slots["B"].center))
    assert not b.dropped
    assert b.drag.message.text == "Slot B is taken."
    assert b.drag.message.pos == b.slots["B"].center  # shown near the drop point
    assert b.drag.returning and b.drag.hides("card")  # gliding home
    b.drag.draw(canvas)
    for _ in range(30):
        b.drag.update(1 / 30)
    assert not b.drag.returning and not b.drag.hides("card")
    for _ in range(200):
        b.drag.update(1 / 30)
    assert b.drag.message is None  # the message fades after a while


def test_snap_back_is_instant_with_animations_off(assets):
    b = Board(assets, speed=0.0)
    b.drag.handle_event(down((120, 520)))
    b.drag.handle_event(move((300, 300)))
    b.drag.handle_event(up((900, 600)))  # dropped on nothing
    assert not b.drag.returning and not b.dropped


def test_refusal_from_drop_callback_snaps_back(assets):
    b = Board(assets)
    b.drop = lambda payload, target, pos: b.drag.refuse("The rules said no.", pos)  # (None: refused)
    b.drag.drop = b.drop
    b.drag.handle_event(down((120, 520)))
    b.drag.handle_event(move((300, 300)))
    b.drag.handle_event(up(b.slots["A"].center))
    assert b.drag.message.text == "The rules said no." and b.drag.returning


def test_escape_cancels_a_drag(assets):
    b = Board(assets)
    b.drag.handle_event(down((120, 520)))
    b.drag.handle_event(move((300, 300)))
    b.drag.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert not b.drag.dragging and not b.dropped


def test_click_only_sources_do_not_drag(assets):
    clicks = []
    src = DragSource("btn", None, R(10, 10, 50, 50), None, draggable=False)
    d = DragController(lambda pos: src, lambda p: [], lambda *a: None, lambda s: clicks.append(s.key))
    d.handle_event(down((20, 20)))
    d.handle_event(move((200, 200)))
    assert not d.dragging
    d.handle_event(up((200, 200)))  # released elsewhere: no click
    d.handle_event(down((20, 20)))
    d.handle_event(up((22, 22)))
    assert clicks == ["btn"]


# ---------------------------------------------------------------------------- tooltips
def test_tooltip_waits_for_the_delay(assets, canvas):
    tip = Tooltip(assets, delay=0.4)
    content = TooltipContent("Abuela Rosa", ("Lights up when at least 2 adjacent portraits are [b]Pink \u2665[/b].",))
    tip.hover("card", content, R(100, 100, 80, 112))
    assert tip.pending and not tip.visible
    assert tip.update(0.2)  # keeps frames coming while waiting
    assert not tip.visible
    tip.update(0.25)
    assert tip.visible and "Pink \u2665" in tip.content.plain
    tip.draw(canvas)
    assert not tip.update(0.1)  # shown: nothing more to animate


def test_tooltip_wraps_and_stays_on_screen(assets):
    tip = Tooltip(assets, delay=0.0, max_width=300)
    long = " ".join(["marigold"] * 80)
    tip.hover("x", lambda: TooltipContent("Title", (long,)), R(1230, 680, 40, 30))
    tip.update(0.01)
    r = tip.rect()
    assert r.w <= 300 + 12
    assert R(0, 0, 1280, 720).contains(r)
    assert r.h > 100  # wrapped onto many lines


def test_tooltip_moves_between_items_without_delay(assets):
    tip = Tooltip(assets, delay=0.4)
    tip.hover("a", TooltipContent("A"), R(0, 0, 10, 10))
    tip.update(0.5)
    tip.hover("b", TooltipContent("B"), R(20, 0, 10, 10))
    assert tip.visible and tip.content.title == "B"
    tip.clear()
    assert not tip.visible and not tip.pending


# ---------------------------------------------------------------------------- the log
def test_log_is_capped_and_newest_at_the_bottom(assets, canvas):
    panel = LogPanel(assets, R(1000, 50, 260, 600))
    panel.set_entries([f"entry {i}" for i in range(500)])
    assert len(panel.entries) == LogPanel.CAP == 200
    assert panel.entries[0] == "entry 300" and panel.entries[-1] == "entry 499"
    assert panel.scroll == 0  # at the bottom: the newest entry is visible
    panel.draw(canvas)


def test_log_scrolls_with_the_wheel_only_when_hovered(assets):
    panel = LogPanel(assets, R(1000, 50, 260, 300))
    panel.set_entries([f"entry number {i} with some words to wrap" for i in range(60)])
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)
    assert not panel.handle_event(wheel, pointer=(10, 10))
    assert panel.scroll == 0
    assert panel.handle_event(wheel, pointer=(1100, 100))
    assert panel.scroll > 0
    top = panel.scroll
    panel.add("a new entry")
    assert panel.scroll > top  # reading older entries is not interrupted: they stay in place
    for _ in range(200):
        panel.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False), pointer=(1100, 100))
    assert panel.scroll == 0
    for _ in range(500):
        panel.handle_event(wheel, pointer=(1100, 100))
    assert panel.scroll == panel.max_scroll


def test_log_measures_only_its_new_entries_and_stays_exact(assets, canvas, monkeypatch):
    """At the cap a new entry drops the oldest: the others are not measured again, and the
    content's height is always the height measured afresh (also after the text size changes)."""
    panel = LogPanel(assets, R(1000, 50, 260, 600))
    panel.set_entries([f"Abuela rolls a {i % 6 + 1} and discards a portrait from space {i % 4 + 1}." for i in
                       range(200)])
    measured = []
    image = panel._image
    monkeypatch.setattr(panel, "_image", lambda e: measured.append(e) or image(e))

    def fresh() -> int:
        return sum(image(e).get_height() + 7 for e in panel.entries)
    for i in range(20):
        entries = panel.entries + [f"new entry {i} " + "with words " * (i % 4)] * (1 + i % 2)
        measured.clear()
        panel.set_entries(entries)
        assert measured == entries[-(1 + i % 2):], "only the new entries are measured"
        assert panel._content_h == fresh()
        panel.draw(canvas)
    panel.set_entries(panel.entries[:50])  # a shorter log (an undo): measured whole
    assert panel._content_h == fresh()
    assets.text_scale = 1.5
    try:
        panel.add("after a larger text size")
        assert panel._content_h == fresh(), "a new text size measures every entry again"
    finally:
        assets.text_scale = 1.0


def test_the_newest_entrys_glow_fades_in_steps_a_cache_can_key_on(assets, canvas):
    panel = LogPanel(assets, R(1000, 50, 260, 600))
    panel.set_entries(["one", "two"])
    panel.add("three")
    assert panel.glow_step == 0
    keys, pictures = [], []
    while panel.update(1 / 60):
        keys.append(panel.key())
        canvas.fill((0, 0, 0))
        panel.draw(canvas)
        pictures.append(pygame.image.tobytes(canvas, "RGB"))
    assert panel.glow_step == LogPanel.GLOW_STEPS
    assert len(set(keys)) == LogPanel.GLOW_STEPS + 1, "a new key at each step of the fade, none between"
    for a, b, pa, pb in zip(keys, keys[1:], pictures, pictures[1:]):
        assert (a == b) == (pa == pb), "the picture changes exactly when the key does"


# ---------------------------------------------------------------------------- buttons, tweens, text
def test_button_clicks_on_release_inside(assets, canvas):
    hits = []
    b = Button((10, 10, 100, 40), "Undo", "icons/undo.png", lambda: hits.append(1))
    assert b.handle_event(down((20, 20)))
    b.handle_event(up((300, 300)))
    assert hits == []
    b.handle_event(down((20, 20)))
    b.handle_event(up((30, 25)))
    assert hits == [1]
    b.enabled = False
    b.handle_event(down((20, 20)))
    b.handle_event(up((30, 25)))
    assert hits == [1]
    b.draw(canvas, assets)


def test_tweens_and_speed_factor():
    t = Tween(0.0, 10.0, 1.0, delay=0.5)
    t.update(0.5)
    assert t.value == 0.0 and t.started
    t.update(1.0)
    assert t.done and t.value == 10.0
    tw = Tweener(speed=0.0)  # animations off: values jump to the end
    tw.start("x", 0, 1, 1.0)
    assert not tw.active("x") and tw.value("x", 1) == 1
    assert lerp(R(0, 0, 10, 10), R(100, 0, 30, 10), 0.5) == R(50, 0, 20, 10)


def test_layout_animator_slides_moved_items():
    anim = LayoutAnimator(speed=1.0, duration=0.4)
    anim.sync({"a": R(0, 0, 10, 10)}, animate=False)
    assert anim.rect("a") == R(0, 0, 10, 10) and not anim
    anim.sync({"a": R(100, 0, 10, 10), "b": R(50, 50, 10, 10)}, origins={"b": R(0, 100, 10, 10)})
    assert anim.moving("a") and anim.moving("b")
    anim.update(0.2)
    assert 0 < anim.rect("a").x < 100
    anim.update(0.3)
    assert anim.rect("a") == R(100, 0, 10, 10) and not anim.update(0.01)
    anim.place("a", R(300, 300, 10, 10))  # dropped elsewhere: glides in from there
    assert anim.moving("a")


def test_rich_text_wraps_and_keeps_symbols(assets):
    img = T.render_rich(assets, "[b]Lights up[/b] when at least 2 adjacent portraits are [c=#e0449a]Pink \u2665[/c].",
                        160, size=15)
    one = T.render_rich(assets, "[b]Lights up[/b]", 1000, size=15)
    assert img.get_width() <= 160 and img.get_height() > 2 * one.get_height()
    assert T.plain("a [b]b[/b] [[c] [img=icons/seed.png]") == "a b [c] "
    assert T.wrap(assets.font("body", 15), "one two three four five six", 60)[0] in ("one two", "one")


def test_rich_text_never_starts_a_line_with_the_full_stop_of_a_bold_word(assets):
    """A bold name and the full stop after it (no space between) move to the next line together."""
    markup = "Rosa palms the [b]White Wing[/b]."
    full = T.render_rich(assets, markup, 1000, size=15)
    wing = T.render_rich(assets, "[b]Wing[/b]", 1000, size=15).get_width()
    for width in range(full.get_width() - 3, full.get_width()):  # too narrow for the stop alone
        img = T.render_rich(assets, markup, width, size=15)
        assert img.get_height() > full.get_height(), "two lines"
        assert img.get_width() < full.get_width() - wing, "'Wing.' went down whole, not the stop alone"


def test_surface_cache_lets_the_least_recently_used_go_first():
    import pygame

    from scenes.widgets.cache import SurfaceCache, surface_bytes

    cache = SurfaceCache(3, max_bytes=1 << 20)
    pics = {k: pygame.Surface((4, 4), pygame.SRCALPHA) for k in "abcd"}
    for k in "abc":
        cache.put(k, pics[k])
    assert cache.get("a") is pics["a"]  # "a" is now the most recently used: "b" goes first
    cache.put("d", pics["d"])
    assert "b" not in cache and len(cache) == 3 and cache.bytes == 3 * surface_bytes(pics["a"])
    made = []
    assert cache.make("a", lambda: made.append(1)) is pics["a"] and made == []
    cache.make("e", lambda: pics["b"])
    assert "c" not in cache
    small = SurfaceCache(100, max_bytes=2 * 64)  # a byte budget: two 4x4 RGBA pictures
    for k in "abc":
        small.put(k, pics[k])
    assert len(small) == 2 and "a" not in small and small.bytes == 128
    small.clear()
    assert len(small) == 0 and small.bytes == 0


@pytest.mark.parametrize("scale", [100, 200])
def test_the_pause_menus_subtitle_stays_inside_its_panel_at_every_ui_scale(app, scale):
    from scenes.kit import fit
    from scenes.widgets.modal import ModalMenu

    app.settings.ui_scale = scale
    app.apply_settings()
    long = "A Game With A Rather Long Title: Crafts of a Culture \u00b7 your game is saved after every move"
    with fit.recording() as boxes:
        menu = ModalMenu(app.assets, "Paused", [("Resume", None, lambda: None)], subtitle=long)
    assert boxes and not [b for b in boxes if b.spills or b.below_floor]
    sub = menu.sub.get_rect(midtop=(menu.rect.centerx, menu.rect.y + 86))
    assert menu.rect.contains(sub) and sub.bottom < menu.buttons[0].rect.top
