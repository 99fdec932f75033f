"""The Linux bundle's shared libraries (tools/bundle_filter.py): SDL_mixer's and SDL_image's libraries
for formats the client never opens are stand-ins, and what only they or pygame.midi needed is left
out. Here pygame is copied with its libraries treated as build.spec treats them, and that copy plays
every sound and reads every picture the client has."""
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("bundle_filter", ROOT / "tools" / "bundle_filter.py")
bundle_filter = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bundle_filter)


def _wheel_libs() -> Path | None:
    import pygame

    libs = Path(pygame.__file__).resolve().parent.parent / "pygame_ce.libs"
    return libs if libs.is_dir() else None


def test_the_names_it_stubs_and_leaves_out():
    assert bundle_filter.stubbed("pygame_ce.libs/libfluidsynth-2d6ca569.so.3.5.6")
    assert bundle_filter.stubbed("pygame_ce.libs/libopusfile-96d7a9c0.so.0.4.5")
    assert bundle_filter.left_out_library("pygame_ce.libs/libopus-ddd6afb9.so.0.11.1")
    assert bundle_filter.left_out_library("pygame_ce.libs/libportmidi-8a3ff27a.so.2.0.7")
    for kept in ("libSDL2_mixer-2-6719e6f6.0.so.0.800.2", "libpng16-fefdc88d.so.16.58.0",
                 "libwebp-0c3b7151.so.7.2.0", "libfreetype-b83c5fb4.so.6.20.6", "libharfbuzz-672f7280.so.0.61430.0"):
        assert not bundle_filter.stubbed("pygame_ce.libs/" + kept) and not bundle_filter.left_out_library(kept)


def test_build_spec_applies_the_filter_to_the_libraries_and_modules():
    source = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert "left_out_library(" in source and "make_stub(" in source and "LEFT_OUT_MODULES" in source


_CHECK = r"""
import json, os, sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
import pygame
assert pygame.__file__.startswith(sys.argv[1]), pygame.__file__
pygame.mixer.init()
root = Path(sys.argv[2])
sounds = sorted((root / "sounds").glob("*.wav"))
lengths = [pygame.mixer.Sound(str(p)).get_length() for p in sounds]
channel = pygame.mixer.Sound(str(sounds[0])).play()
pictures = sorted(root.rglob("*.png")) + [Path(p) for p in sys.argv[3:]]
sizes = [pygame.image.load(str(p)).get_size() for p in pictures]
maps = Path("/proc/self/maps").read_text()
print(json.dumps({"sounds": len(sounds), "silent": sum(1 for n in lengths if n <= 0), "played": channel is not None,
                  "pictures": len(pictures), "empty": sum(1 for w, h in sizes if not w or not h),
                  "loaded": sorted({l.rsplit("/", 1)[1] for l in maps.splitlines() if "/pygame_ce.libs/" in l})}))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux wheel's libraries")
def test_pygame_with_the_stand_ins_plays_every_sound_and_reads_every_picture(tmp_path):
    libs = _wheel_libs()
    if libs is None or shutil.which("objdump") is None or (shutil.which("cc") or shutil.which("gcc")) is None:
        pytest.skip("needs pygame-ce's Linux wheel, a C compiler and objdump")
    import pygame

    site = tmp_path / "site"
    shutil.copytree(Path(pygame.__file__).parent, site / "pygame", ignore=shutil.ignore_patterns("docs", "examples",
                                                                                                  "tests"))
    (site / "pygame_ce.libs").mkdir()
    stubbed, left_out = [], []
    for lib in libs.iterdir():
        if bundle_filter.left_out_library(lib.name):
            left_out.append(lib.name)
        elif bundle_filter.stubbed(lib.name):
            stub = bundle_filter.make_stub(lib, tmp_path / "stubbed")
            shutil.copy2(stub, site / "pygame_ce.libs" / lib.name)
            stubbed.append(lib.name)
        else:
            shutil.copy2(lib, site / "pygame_ce.libs" / lib.name)
    for module in bundle_filter.LEFT_OUT_MODULES:  # (their files, as build.spec's excludes leave them out)
        for path in (site / "pygame").glob(module.split(".")[1] + "*"):
            shutil.rmtree(path) if path.is_dir() else path.unlink()
    assert len(stubbed) >= 10 and len(left_out) >= 5
    # the bundle's sprites are WebP files too (tools/webp_sprites.py)
    webp = []
    try:
        from PIL import Image, features

        if features.check("webp"):
            Image.open(sorted((ROOT / "assets" / "sprites").rglob("*.png"))[0]).save(tmp_path / "sprite.webp", lossless=True)
            webp.append(str(tmp_path / "sprite.webp"))
    except ImportError:
        pass
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", _CHECK, str(site), str(ROOT / "assets"), *webp],
                          capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["sounds"] >= 8 and out["silent"] == 0 and out["played"], out
    assert out["pictures"] >= 500 + len(webp) and out["empty"] == 0, out
    # the stand-ins are what SDL_mixer and SDL_image were loaded with
    assert {"libSDL2_mixer", "libSDL2_image", "libfluidsynth", "libxmp", "libjpeg"} <= {
        name.split("-")[0] for name in out["loaded"]}, out["loaded"]


def _sizes_check() -> str:
    """The Python of .ci/run's "release: sizes" step."""
    text = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    step = text[text.index('step "release: sizes"'):]
    return step[step.index("<<'PY'\n") + len("<<'PY'\n"):step.index("\nPY\n")]


@pytest.mark.parametrize("bundle_mib, tar_mib, fails", [(39.9, 21.9, False), (40.1, 21.0, True), (38.0, 22.1, True)])
def test_the_ci_size_step_holds_the_bundle_to_40_mib_and_the_archive_to_22(bundle_mib, tar_mib, fails):
    release = json.dumps({"bundle_bytes": int(bundle_mib * 2**20), "tar_gz_bytes": int(tar_mib * 2**20),
                          "deb_bytes": 2**20})
    done = subprocess.run([sys.executable, "-c", _sizes_check(), release], capture_output=True, text=True)
    assert (done.returncode != 0) == fails, done.stdout + done.stderr
    assert "MiB" in done.stdout and " MB" not in done.stdout
