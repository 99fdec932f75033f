"""Every cache of drawn pictures in scenes/ is a SurfaceCache with a byte budget.

A dict of pictures grows with what a session drew (a backdrop per window size, a fade per log
width), and one cleared at a count holds a count of pictures whatever their size. Two checks:
each known cache, filled far past its budget with pictures of many sizes, holds no more bytes
than its budget; and no module in scenes/ keeps a dict of pictures (module-level or on ``self``)
outside a SurfaceCache, nor a ``functools`` cache of them.
"""
from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pygame
import pytest

from scenes.widgets.cache import SurfaceCache, surface_bytes

ROOT = Path(__file__).resolve().parent.parent


# ----------------------------------------------------------------------------- behaviour
def held_bytes(cache) -> int:
    """The bytes of the distinct pictures ``cache`` (a SurfaceCache or a dict) keeps alive through
    its entries: pictures, tuples and lists of them, dataclasses holding them."""
    values = list(cache._items.values()) if isinstance(cache, SurfaceCache) else list(cache.values())
    seen: dict[int, int] = {}

    def walk(v) -> None:
        if isinstance(v, pygame.Surface):
            seen[id(v)] = surface_bytes(v)
        elif isinstance(v, (tuple, list)):
            for x in v:
                walk(x)
        elif isinstance(v, dict):
            for x in v.values():
                walk(x)
        elif dataclasses.is_dataclass(v) and not isinstance(v, type):
            for f in dataclasses.fields(v):
                walk(getattr(v, f.name))

    walk(values)
    return sum(seen.values())


def assert_within_budget(name: str, cache, asked: int) -> None:
    budget = getattr(cache, "max_bytes", None)
    assert isinstance(cache, SurfaceCache) and budget is not None, \
        f"{name} is a {type(cache).__name__} without a byte budget, not a SurfaceCache"
    assert asked > 2 * budget, f"the check of {name} must ask for more than its budget ({asked} <= 2 x {budget})"
    held = held_bytes(cache)  # (a picture in two entries, or twice in one, is counted twice by the cache)
    assert held <= cache.bytes <= budget, f"{name} holds {held} bytes ({cache.bytes} counted), budget {budget}"


@pytest.fixture
def assets():
    from scenes.assets import Assets

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1280, 720))
    return Assets(ROOT / "assets")


def test_the_backdrops_kept_for_every_size_stay_within_the_budget():
    from scenes import backdrop

    first = pygame.image.tobytes(backdrop.glow(100, (250, 190, 60)), "RGBA")
    asked = 0
    for r in range(100, 600, 10):  # glows of 50 sizes, 160 KB to 5.6 MB each
        asked += surface_bytes(backdrop.glow(r, (250, 190, 60)))
    assert_within_budget("scenes.backdrop._cache", backdrop._cache, asked)
    assert ("glow", 100, (250, 190, 60), 160, 2.0) not in backdrop._cache  # the least recently used went
    assert pygame.image.tobytes(backdrop.glow(100, (250, 190, 60)), "RGBA") == first  # drawn again the same
    backdrop.clear_cache()


def test_the_log_fades_kept_for_every_width_stay_within_the_budget():
    from scenes.widgets import log_panel

    asked = sum(surface_bytes(log_panel._fade(w)) for w in range(200, 4200, 20))
    assert_within_budget("scenes.widgets.log_panel._FADES", log_panel._FADES, asked)


def test_a_logs_entries_rendered_at_every_width_stay_within_the_budget(assets):
    from scenes.widgets.log_panel import LogPanel

    panel = LogPanel(assets, (0, 0, 700, 500))
    entries = [f"Entry {i}: " + " ".join(["the longest of entries, wrapped over lines"] * 6) for i in range(80)]
    panel.set_entries(entries)
    asked = 0
    for w in range(700, 1300, 100):  # a resized log measures every entry again, at its new width
        panel.rect.w = w
        panel._measure_content()
        asked += sum(surface_bytes(panel._image(e)) for e in entries)
    assert_within_budget("LogPanel._images", panel._images, asked)


def test_the_drag_bubbles_of_many_messages_stay_within_the_budget(assets):
    from scenes.widgets import drag

    canvas = pygame.Surface((1280, 720))
    asked = 0
    for i in range(60):
        lines = [f"line {k} of message {i}, long enough to wrap the bubble's width" for k in range(6)]
        rect = drag.bubble(canvas, assets, f"Message {i}", (100, 100), good=bool(i % 2), lines=lines)
        asked += 4 * (rect.w + 16) * (rect.h + 16)
    assert_within_budget("scenes.widgets.drag._BUBBLES", drag._BUBBLES, asked)


def test_the_button_gradients_of_many_heights_stay_within_the_budget():
    from scenes.widgets import look

    asked = sum(surface_bytes(look._column(h, (10, 20, 30, 255), (200, 100, 50, 255))) for h in range(2000, 10000, 80))
    assert_within_budget("scenes.widgets.look._COLUMNS", look._COLUMNS, asked)


def test_the_rules_laid_out_at_many_widths_stay_within_the_budget(assets, tmp_path):
    from scenes import rules_scene

    doc = tmp_path / "rules.md"
    doc.write_text("# Rules\n\n" + "\n\n".join(f"## Part {i}\n\n" + "A sentence of the rules, told at length. " * 20
                                              for i in range(20)), encoding="utf-8")
    asked = 0
    for width in range(500, 1000, 50):
        laid = rules_scene.document_layout(assets, doc, width)
        asked += sum(surface_bytes(img) for _, _, img in laid.items)
    assert_within_budget("scenes.rules_scene._LAYOUTS", rules_scene._LAYOUTS, asked)


# ----------------------------------------------------------------------------- no other dict of pictures
# Dicts of pictures that are not caches: they hold a fixed set, not what a session drew.
# (file name, dict) -> why
NOT_CACHES = {
    ("assets.py", "self._images"): "the sprite files as decoded: as many as the game ships",
    ("assets.py", "self._decoded"): "sprites decoded ahead for a table, let go at the next table's prefetch",
    ("end.py", "self._boards"): "an end screen's boards, every seat's drawn once when it opens",
}

PICTURE_MAKERS = {"Surface", "convert_alpha", "subsurface", "load"}  # pygame.Surface(...), img.convert_alpha(), ...


def _is_picture_call(node) -> bool:
    """A call making a picture: ``pygame.Surface(...)``, ``pygame.transform.*``, ``.convert_alpha()``,
    ``.subsurface()``, ``pygame.image.load``, a text module's ``render*``."""
    if not isinstance(node, ast.Call):
        return False
    f = node.func
    if isinstance(f, ast.Attribute):
        if isinstance(f.value, ast.Attribute) and f.value.attr == "transform":
            return True
        return f.attr in PICTURE_MAKERS or f.attr.startswith("render")
    return isinstance(f, ast.Name) and (f.id in PICTURE_MAKERS or f.id.startswith("render"))


def _mentions_surface(annotation) -> bool:
    return annotation is not None and "Surface" in ast.unparse(annotation)


def _container(node) -> str | None:
    """``NAME`` or ``self.NAME`` as a string, for a store into it."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "self":
        return f"self.{node.attr}"
    return None


def _is_new_dict(node) -> bool:
    if isinstance(node, ast.Dict):
        return True
    return isinstance(node, ast.Call) and ast.unparse(node.func).split(".")[-1] in ("dict", "OrderedDict",
                                                                                    "defaultdict")


def _scope_pictures(fn) -> set[str]:
    """The local names a function binds to pictures (made by a call, or annotated as one)."""
    names: set[str] = set()
    for node in ast.walk(fn):
        if isinstance(node, ast.Assign) and _is_picture_call(node.value):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            if _mentions_surface(node.annotation):
                names.add(node.target.id)
    return names


def _is_picture(node, pictures: set[str]) -> bool:
    if _is_picture_call(node) or (isinstance(node, ast.Name) and node.id in pictures):
        return True
    return isinstance(node, ast.Tuple) and any(_is_picture(e, pictures) for e in node.elts)


def picture_dicts(source: str) -> list[str]:
    """The dicts of pictures a module keeps (module-level or on ``self``), and its functools caches
    of pictures, by name."""
    tree = ast.parse(source)
    dicts: dict[str, bool] = {}  # name -> declared to hold pictures
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign) and _container(node.target) and node.value is not None:
            if _is_new_dict(node.value):
                dicts[_container(node.target)] = _mentions_surface(node.annotation)
        elif isinstance(node, ast.Assign) and _is_new_dict(node.value):
            for t in node.targets:
                if _container(t):
                    dicts.setdefault(_container(t), False)
    found = {name for name, pictures in dicts.items() if pictures}
    imported = {a.asname or a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names}
    functions = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    for fn in functions:
        pictures = _scope_pictures(fn)
        aliases = {}  # cache = self.__dict__.setdefault("_name", {})
        for node in ast.walk(fn):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                    and ast.unparse(node.value.func).endswith("__dict__.setdefault") \
                    and len(node.value.args) == 2 and _is_new_dict(node.value.args[1]):
                for t in node.targets:
                    if isinstance(t, ast.Name):
                        aliases[t.id] = f"self.{ast.literal_eval(node.value.args[0])}"
        for node in ast.walk(fn):
            stores = []
            if isinstance(node, ast.Assign):
                stores = [(t.value, node.value) for t in node.targets if isinstance(t, ast.Subscript)]
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr == "setdefault" and len(node.args) == 2:
                stores = [(node.func.value, node.args[1])]
            for target, value in stores:
                name = aliases.get(target.id) if isinstance(target, ast.Name) and target.id in aliases \
                    else _container(target)
                if name and (name in dicts or name in imported or name in aliases.values()) \
                        and _is_picture(value, pictures):
                    found.add(name)
        decorators = [ast.unparse(d).split("(")[0].split(".")[-1] for d in fn.decorator_list]
        if {"lru_cache", "cache"} & set(decorators):
            returns = [n.value for n in ast.walk(fn) if isinstance(n, ast.Return) and n.value is not None]
            if _mentions_surface(fn.returns) or any(_is_picture(r, pictures) for r in returns):
                found.add(f"{fn.name}()")
    return sorted(found)


@pytest.mark.parametrize("source, expected", [
    ("_C: dict[int, pygame.Surface] = {}\n", ["_C"]),
    ("_C = {}\ndef f(k):\n    s = pygame.Surface((k, k))\n    if len(_C) > 9:\n        _C.clear()\n"
     "    _C[k] = s\n    return s\n", ["_C"]),
    ("class A:\n    def __init__(self):\n        self.c = {}\n    def f(self, k):\n"
     "        self.c[k] = (k, pygame.transform.rotate(k, 90))\n", ["self.c"]),
    ("class A:\n    def f(self, face):\n        cache = self.__dict__.setdefault('_t', {})\n"
     "        turned = pygame.transform.rotate(face, -90)\n        cache[id(face)] = (face, turned)\n", ["self._t"]),
    ("from scenes.art import BANDS\ndef f(k):\n    surf = pygame.Surface((k, k))\n    band = BANDS[k] = (surf, k)\n"
     "    return band\n", ["BANDS"]),
    ("@functools.lru_cache(maxsize=9)\ndef f(k) -> pygame.Surface:\n    return make(k)\n", ["f()"]),
    ("_C = SurfaceCache(9, max_bytes=MB)\n_N: dict[str, int] = {}\ndef f(k):\n    _N[k] = len(k)\n"
     "    return _C.make(k, lambda: pygame.Surface((k, k)))\n", []),
])
def test_the_check_finds_dicts_of_pictures(source, expected):
    assert picture_dicts(source) == expected


def test_no_module_in_scenes_keeps_pictures_outside_a_surface_cache():
    offenders, excepted = [], set()
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel == "scenes/picture_cache.py":  # the SurfaceCache itself
            continue
        for name in picture_dicts(path.read_text(encoding="utf-8")):
            if (path.name, name) in NOT_CACHES:
                excepted.add((path.name, name))
            else:
                offenders.append(f"{rel}: {name}")
    assert offenders == [], "dicts of pictures outside a SurfaceCache (scenes.picture_cache): " + ", ".join(offenders)
    assert excepted == set(NOT_CACHES), f"no longer found (take them out of NOT_CACHES): {set(NOT_CACHES) - excepted}"
