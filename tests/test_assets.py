"""The generated sprites (tools/make_assets.py) exist, load and have the agreed sizes.

Each owner of sprites declares their sizes: every game of the registry its art module
(tools/art/<id>, ``sizes()``), the art all games share tools/art/ui.py."""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import registry  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SPRITES = ROOT / "assets" / "sprites"
FONTS = ROOT / "assets" / "fonts"
if str(ROOT / "tools") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools"))

import art  # noqa: E402  (tools/art: the asset tool's drawing code, by owner)

SIZES = {name: module.sizes() for name, module in art.owners().items()}


def test_every_game_has_its_art():
    """Every game on the menu draws its own sprites (tools/art/<id>), its cover among them."""
    for game_id, info in registry.games().items():
        assert game_id in SIZES, f"{game_id}: no tools/art/{game_id}.py (sprites() and sizes())"
        assert info.cover in SIZES[game_id], f"{game_id}: its cover {info.cover} is not among its sprites"


def test_every_sprite_has_one_owner():
    """No two owners claim a sprite, and every sprite on disk is claimed (none is stale)."""
    seen = {}
    for name, sizes in SIZES.items():
        for rel in sizes:
            assert rel not in seen, f"{rel} is claimed by {seen[rel]} and {name}"
            seen[rel] = name
    on_disk = {p.relative_to(SPRITES).as_posix() for p in SPRITES.rglob("*.png")}
    assert not on_disk - set(seen), f"sprites no owner declares: {sorted(on_disk - set(seen))}"


@pytest.mark.parametrize("rel,size", sorted((rel, size) for sizes in SIZES.values() for rel, size in sizes.items()))
def test_sprite_loads_with_expected_size(rel, size):
    path = SPRITES / rel
    assert path.is_file(), rel
    surf = pygame.image.load(str(path))
    assert surf.get_size() == size, rel


@pytest.mark.parametrize("name", [
    "Lobster.otf", "Lato-Regular.ttf", "Lato-Bold.ttf", "Lato-Italic.ttf",
    "DejaVuSans.ttf", "DejaVuSans-Bold.ttf",
    "LICENSE-Lobster.txt", "LICENSE-Lato.txt", "LICENSE-DejaVu.txt",
])
def test_fonts_and_licences_present(name):
    assert (FONTS / name).is_file(), name


def test_assets_stay_small():
    # back under 15 MiB with Dia de los Muertos' illustrated cards in: every sprite is stored with
    # optipng (tools/slim_pngs.py), every pixel the same (about 13.6 MiB in all)
    total = sum(p.stat().st_size for p in (ROOT / "assets").rglob("*") if p.is_file())
    assert total < 15 * 1024 * 1024
