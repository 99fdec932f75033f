"""Sound effects: the generator script, the WAV files, ``scenes.audio.Sounds`` and the shell's hooks (a
game's table sounds are tested with the game: ``tests/test_<id>_sounds.py``)."""
import importlib.util
import os
import subprocess
import sys
import wave
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes import audio  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tools" / "make_sounds.py"
SOUNDS = ROOT / "assets" / "sounds"


def _mixer() -> bool:
    try:
        pygame.mixer.init()
    except pygame.error:
        return False
    return bool(pygame.mixer.get_init())


def _load_script():
    spec = importlib.util.spec_from_file_location("make_sounds", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ---------------------------------------------------------------------------- the generator and files
def test_generator_is_deterministic_and_matches_the_committed_files(tmp_path):
    first, second = tmp_path / "a", tmp_path / "b"
    written = _load_script().make_all(first)
    result = subprocess.run([sys.executable, str(SCRIPT), str(second)], cwd=ROOT, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    names = sorted(p.name for p in written)
    assert names == sorted(f"{n}.wav" for n in audio.NAMES)
    assert sorted(p.name for p in second.iterdir()) == names
    for name in names:
        data = (first / name).read_bytes()
        assert data == (second / name).read_bytes(), f"{name} differs between two runs"
        assert data == (SOUNDS / name).read_bytes(), f"assets/sounds/{name} is stale: run tools/make_sounds.py"


@pytest.mark.parametrize("name", audio.NAMES)
def test_sound_file_is_small_clean_and_loads(name):
    path = SOUNDS / f"{name}.wav"
    assert path.is_file()
    assert path.stat().st_size < 150 * 1024
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
        n = w.getnframes()
        frames = w.readframes(n)
    samples = memoryview(frames).cast("h")
    assert 0.03 < n / 44100 <= 1.6
    peak = max(abs(s) for s in samples)
    assert 0.2 * 32767 < peak < 0.95 * 32767  # audible, never clipping
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 50  # faded in and out: no clicks
    if not _mixer():
        pytest.skip("no mixer here")
    sound = pygame.mixer.Sound(str(path))
    assert sound.get_length() == pytest.approx(n / 44100, abs=0.01)


def test_die_roll_length_is_known_to_the_scene():
    with wave.open(str(SOUNDS / "die_roll.wav")) as w:
        assert w.getnframes() / w.getframerate() == pytest.approx(audio.DIE_ROLL_SECONDS, abs=0.005)


# ---------------------------------------------------------------------------- Sounds
class FakeSettings:
    def __init__(self, volume):
        self.volume = volume


class FakeApp:
    def __init__(self, audio_on=True, volume=70):
        self.audio = audio_on
        self.settings = FakeSettings(volume)


def _no_loading(monkeypatch):
    def boom(*args, **kwargs):
        raise AssertionError("nothing should be loaded")

    monkeypatch.setattr(pygame.mixer, "Sound", boom)


def test_play_does_nothing_without_audio(monkeypatch):
    _no_loading(monkeypatch)
    app = FakeApp(audio_on=False)
    assert audio.sounds(app).play("card_place") is False
    assert audio.play(app, "card_place") is False


def test_play_does_nothing_at_volume_zero(monkeypatch):
    _no_loading(monkeypatch)
    assert audio.Sounds(FakeApp(volume=0)).play("light") is False


def test_play_never_raises(tmp_path, monkeypatch):
    app = FakeApp()
    missing = audio.Sounds(app, tmp_path)
    assert missing.play("card_place") is False
    assert missing.play("no_such_sound") is False
    (tmp_path / "broken.wav").write_bytes(b"RIFF nonsense")
    assert missing.play("broken") is False
    app.settings.volume = "loud"  # a damaged setting
    assert audio.Sounds(app).play("ui_click") is False
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)  # no mixer at all
    assert audio.Sounds(FakeApp()).play("ui_click") is False

    class Exploding:
        def set_volume(self, v):
            raise pygame.error("device lost")

    sounds = audio.Sounds(FakeApp())
    sounds._cache["ui_click"] = Exploding()
    monkeypatch.undo()
    assert sounds.play("ui_click") is False
    assert audio.play(object(), "ui_click") is False  # not even an app


def test_one_sounds_per_app_and_volume_applies_at_once():
    app = FakeApp(volume=40)
    s = audio.sounds(app)
    assert audio.sounds(app) is s
    if not _mixer():
        pytest.skip("no mixer here")
    assert s.play("card_place") is True
    assert s.get("card_place").get_volume() == pytest.approx(0.4, abs=0.01)
    app.settings.volume = 90
    s._last.clear()
    assert s.play("card_place") is True
    assert s.get("card_place").get_volume() == pytest.approx(0.9, abs=0.01)
    assert s.play("card_place") is False  # asked twice at once: played once


# ---------------------------------------------------------------------------- scene hooks
@pytest.fixture
def heard(monkeypatch):
    names: list[str] = []

    def record(self, name):
        names.append(name)
        return True

    monkeypatch.setattr(audio.Sounds, "play", record)
    return names


@pytest.fixture
def scene_app(app):
    app.audio = True  # Sounds.play is recorded, never really played
    app.settings.animation_speed = "off"
    app.settings.automaton_speed = "normal"
    app.assets.apply_settings(app.settings)
    return app


def mouse(kind, pos, button=1):
    pos = (int(pos[0]), int(pos[1]))
    if kind == "move":
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    etype = pygame.MOUSEBUTTONDOWN if kind == "down" else pygame.MOUSEBUTTONUP
    return pygame.event.Event(etype, pos=pos, button=button, touch=False)


def click(app, pos):
    app.frame(1 / 60, [mouse("move", pos), mouse("down", pos)])
    app.frame(1 / 60, [mouse("up", pos)])


def drag(app, start, end, steps=8):
    app.frame(1 / 60, [mouse("move", start), mouse("down", start)])
    for i in range(1, steps + 1):
        app.frame(1 / 60, [mouse("move", (start[0] + (end[0] - start[0]) * i / steps,
                                          start[1] + (end[1] - start[1]) * i / steps))])
    app.frame(1 / 60, [mouse("up", end)])


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_gui_button_press_clicks(scene_app, heard):
    import pygame_gui

    button = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 100, 30), "OK", manager=scene_app.ui)
    scene_app.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
    assert heard == ["ui_click"]
    slider = pygame_gui.elements.UIHorizontalSlider(pygame.Rect(10, 60, 200, 30), 50, (0, 100),
                                                    manager=scene_app.ui)
    scene_app.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=slider.sliding_button))
    assert heard == ["ui_click"]  # the slider's own buttons make no click


def test_volume_slider_release_plays_at_the_new_level(scene_app, heard):
    from scenes.settings_scene import SettingsScene

    scene = SettingsScene(scene_app)
    scene_app.push(scene)
    scene_app.frame(0.0, [])
    heard.clear()
    scene.slider_moved("volume", 35)
    scene.update(0.0)
    assert scene_app.settings.volume == 35
    assert heard == ["ui_click"]
