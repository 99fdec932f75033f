"""tools/slim_pngs.py stores a PNG smaller and keeps every pixel, alpha and hidden colour included."""
import importlib.util
import shutil
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("slim_pngs", ROOT / "tools" / "slim_pngs.py")
slim_pngs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(slim_pngs)


@pytest.mark.skipif(shutil.which("optipng") is None, reason="optipng is not installed")
def test_a_slimmed_png_is_smaller_and_reads_the_same(tmp_path):
    surf = pygame.Surface((64, 48), pygame.SRCALPHA)
    for x in range(64):
        for y in range(48):  # a gradient, half see-through, some pixels transparent with a colour under
            surf.set_at((x, y), (x * 4, y * 5, (x * y) % 256, 0 if x < 8 else 128 + y))
    path = tmp_path / "s.png"
    pygame.image.save(surf, str(path))
    before = path.read_bytes()
    assert slim_pngs.slim([tmp_path]) > 0
    assert path.stat().st_size < len(before)
    again = pygame.image.load(str(path))
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(surf, "RGBA")


def test_without_the_tool_nothing_changes(tmp_path, monkeypatch):
    monkeypatch.setattr(slim_pngs.shutil, "which", lambda name: None)
    path = tmp_path / "s.png"
    pygame.image.save(pygame.Surface((4, 4)), str(path))
    before = path.read_bytes()
    assert slim_pngs.slim([path]) == 0 and path.read_bytes() == before
