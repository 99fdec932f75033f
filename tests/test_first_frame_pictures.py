"""The pictures the main menu's first frame decodes are stored quick to decode: their PNG rows are
filtered by None, Sub or Up only (tools/slim_pngs.py ``quicken``; libpng undoes Average and Paeth
byte by byte: the backdrop decoded in 12 ms with them, 7 ms without). tools/make_assets.py stores
them so and ``slim`` keeps them so."""
import importlib.util
import zlib
from pathlib import Path

import pygame

from client.shots import render_shot
from scenes import backdrop
from scenes.assets import Assets

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("slim_pngs", ROOT / "tools" / "slim_pngs.py")
slim_pngs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(slim_pngs)

LARGE = 16 * 1024  # smaller pictures decode in well under a millisecond whatever their filters


def first_frame_files(monkeypatch, tmp_path) -> set[Path]:
    """The sprite files the menu's shot reads (its pictures not already drawn in this process)."""
    read: set[Path] = set()
    real = Assets.sprite_file

    def sprite_file(self, name):
        path = real(self, name)
        read.add(path)
        return path

    monkeypatch.setattr(Assets, "sprite_file", sprite_file)
    backdrop.clear_cache()
    render_shot("menu", out=tmp_path / "menu.png")
    backdrop.clear_cache()
    return {p for p in read if p.is_file()}


def test_the_menus_first_frame_pictures_are_quick_to_decode(monkeypatch, tmp_path):
    files = first_frame_files(monkeypatch, tmp_path)
    named = {p.relative_to(ROOT / "assets" / "sprites").as_posix(): p for p in files}
    assert "ui/menu_backdrop.png" in named and any(n.endswith("/cover.png") for n in named), sorted(named)
    slow = {n: sorted(slim_pngs.row_filters(p)) for n, p in named.items()
            if p.suffix == ".png" and p.stat().st_size > LARGE
            and not slim_pngs.row_filters(p) <= set(slim_pngs.QUICK_FILTERS)}
    assert not slow, f"stored with slow row filters (run tools/slim_pngs.py --quick on them): {slow}"


def test_quicken_keeps_every_pixel_and_slim_keeps_it_quick(tmp_path):
    surf = pygame.Surface((96, 40))
    for x in range(96):
        for y in range(40):
            surf.set_at((x, y), ((x * 7 + y) % 256, (x * y) % 256, (y * 11) % 256))
    path = tmp_path / "p.png"
    pygame.image.save(surf, str(path))
    filters_before = slim_pngs.row_filters(path)
    assert slim_pngs.quicken(path) or filters_before <= set(slim_pngs.QUICK_FILTERS)
    assert slim_pngs.row_filters(path) <= set(slim_pngs.QUICK_FILTERS)
    assert pygame.image.tobytes(pygame.image.load(str(path)), "RGB") == pygame.image.tobytes(surf, "RGB")
    slim_pngs.slim([path])  # (nothing without optipng)
    assert slim_pngs.row_filters(path) <= set(slim_pngs.QUICK_FILTERS)
    assert pygame.image.tobytes(pygame.image.load(str(path)), "RGB") == pygame.image.tobytes(surf, "RGB")


def test_row_filters_reads_a_paeth_filtered_picture(tmp_path):
    """The check above can fail: a picture whose rows use Paeth is seen as such."""
    width, height = 8, 3
    rows = b"".join(bytes([4]) + bytes(range(y, y + width * 3)) for y in range(height))
    path = tmp_path / "paeth.png"
    path.write_bytes(slim_pngs._png(width, height, 2, zlib.compress(rows)))
    assert slim_pngs.row_filters(path) == {4}
